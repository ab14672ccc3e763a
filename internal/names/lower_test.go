package names

import "testing"

// lowerASCII works eight bytes at a time: every byte value, at every
// place in a word and in the tail, is lowered exactly when it is A-Z.

func TestLowerASCIIEveryByteAnywhere(t *testing.T) {
	for a := 0; a < 256; a++ {
		for pos := 0; pos < 9; pos++ {
			b := []byte("xYzAbC@[`{09")
			b = append(b, "QQQQQQQQ"...)
			b[pos] = byte(a)
			want := append([]byte(nil), b...)
			for k, c := range want {
				if 'A' <= c && c <= 'Z' {
					want[k] = c + 32
				}
			}
			lowerASCII(b)
			if string(b) != string(want) {
				t.Fatalf("byte %d at %d: %q want %q", a, pos, b, want)
			}
		}
	}
}

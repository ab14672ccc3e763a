package shell

import "testing"

func TestShortName(t *testing.T) {
	for c := 0; c < 128; c++ {
		if got, want := shortName(byte(c)), "-"+string(rune(c)); got != want {
			t.Fatalf("shortName(%d) = %q, want %q", c, got, want)
		}
	}
}

package history

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// bigHistory is 100,000 entries, a third of them mixed-genius with members.
func bigHistory(n int) History {
	h := make(History, n)
	for i := range h {
		if i%3 == 0 {
			h[i] = genius(
				Member{Name: fmt.Sprintf("Genius %d", i), Work: fmt.Sprintf("Work %d", i), Role: "scientist"},
				Member{Name: fmt.Sprintf("Wildcard %d", i), Work: fmt.Sprintf("Other %d", i), Role: "wildcard"},
			)
		} else {
			h[i] = fixed(fmt.Sprintf("Work %d", i), "Leader", "Quality", "Storyteller", "Implementer A", "Implementer B")
		}
	}
	return h
}

func writeBig(b *testing.B, format Format) (string, int) {
	b.Helper()
	data, err := Encode(bigHistory(100_000), format)
	if err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(b.TempDir(), "team-theme-history.json")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		b.Fatal(err)
	}
	return path, len(data)
}

// BenchmarkListLimit10_100k is `history list --limit 10` on a 100,000-entry
// history: lock, read, syntax-check the whole file, decode ten entries.
func BenchmarkListLimit10_100k(b *testing.B) {
	for _, format := range Formats() {
		b.Run(format.String(), func(b *testing.B) {
			path, size := writeBig(b, format)
			b.SetBytes(int64(size))
			b.ResetTimer()
			for b.Loop() {
				items, _, err := List(path, Query{Limit: 10})
				if err != nil || len(items) != 10 || items[9].Index != 10 {
					b.Fatalf("List = %d items, %v", len(items), err)
				}
			}
		})
	}
}

// BenchmarkLoad_100k decodes every entry, for comparison with the above.
func BenchmarkLoad_100k(b *testing.B) {
	for _, format := range Formats() {
		b.Run(format.String(), func(b *testing.B) {
			path, size := writeBig(b, format)
			b.SetBytes(int64(size))
			b.ResetTimer()
			for b.Loop() {
				h, _, err := Load(path)
				if err != nil || len(h) != 100_000 {
					b.Fatalf("Load = %d entries, %v", len(h), err)
				}
			}
		})
	}
}

// BenchmarkParseNewest_100k is what history check, add and doctor read of a
// 100,000-entry history: the newest 40 decoded, every entry checked.
func BenchmarkParseNewest_100k(b *testing.B) {
	for _, format := range Formats() {
		b.Run(format.String(), func(b *testing.B) {
			data, err := Encode(bigHistory(100_000), format)
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				h, total, _, err := ParseNewest(data, 40)
				if err != nil || len(h) != 40 || total != 100_000 {
					b.Fatalf("ParseNewest = %d of %d, %v", len(h), total, err)
				}
			}
		})
	}
}

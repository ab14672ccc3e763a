package names

import (
	"strings"
	"testing"
)

// benchNames is a fixed-theme team: six characters, a work title, and one
// more name, the count the hook typically gets.
var benchNames = []string{"Sable", "Mira", "Ann", "Ray", "Bell", "Edward Elric", "碇シンジ", "Fullmetal Alchemist"}

// benchText repeats a corpus file to about 100 KB and ends it with one leak,
// so the scan reads everything and verifies many near misses on the way.
func benchText(b *testing.B, file string) string {
	b.Helper()
	c := readCorpus(&testing.T{}, "testdata/corpus/substrings.txtar")
	for _, f := range c.files {
		if f.name == file {
			text := strings.Repeat(f.data, 100_000/len(f.data)+1)
			return text + "\n// Thanks, Sable.\n"
		}
	}
	b.Fatalf("no %s in the corpus", file)
	return ""
}

func benchmarkFind(b *testing.B, file string) {
	text := benchText(b, file)
	m := New(benchNames, []string{"Pip"})
	if ms := m.Find(text); len(ms) != 1 || ms[0].Name != "Sable" {
		b.Fatalf("Find = %+v, want the one leak", ms)
	}
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		m.Find(text)
	}
}

func BenchmarkFind(b *testing.B)         { benchmarkFind(b, "toggles.go") }
func BenchmarkFindJapanese(b *testing.B) { benchmarkFind(b, "notes.ja.md") }

func BenchmarkFirst(b *testing.B) {
	text := benchText(b, "toggles.go")
	m := New(benchNames, nil)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		m.First(text)
	}
}

func BenchmarkNew(b *testing.B) {
	for b.Loop() {
		New(benchNames, []string{"Pip", "Will"})
	}
}

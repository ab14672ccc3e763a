package names

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func FuzzFind(f *testing.F) {
	for _, seed := range [][4]string{
		{"disable Sable's sable_config getSableName", "Sable", "Mira", "pip"},
		{"Edward  Elric and edward_elric, EdwardElric", "Edward Elric", "Edward", ""},
		{"碇シンジです ｼﾝｼﾞ シンシ\u3099", "碇シンジ", "シンジ", ""},
		{"Ａｌｉｃｅ ＡＬＩＣＥ ſable \u212Aate", "Alice", "Kate", "Ｐｉｐ"},
		{"l L x_L L's 2B C.C.", "L", "C.C.", "2b"},
		{"Monkey D.\nLuffy \xff\xfe Mira\r\n", "Monkey D. Luffy", "mira", "Mira"},
		{"綾波レイ 綾波　レイ レイアウト", "綾波 レイ", "レイ", "ray"},
		{"ΟΔΥΣΣΕΎΣ Наташа ｶﾞｷﾞ", "Οδυσσεύς", "ｶﾞｷﾞ", ""},
		{"碇　シンジ 碇\nシ ﾝｼﾞ ｼ ﾞ B-tree", "碇シンジ", "シ ンジ", "B"},
	} {
		f.Add(seed[0], seed[1], seed[2], seed[3])
	}
	f.Fuzz(func(t *testing.T, text, name1, name2, ordinary string) {
		m := New([]string{name1, name2}, []string{ordinary})
		ms := m.Find(text)
		checkMatches(t, text, ms)
		first, ok := m.First(text)
		if ok != (len(ms) > 0) || ok && first != ms[0] {
			t.Fatalf("First = %+v, %v; Find[0] = %+v", first, ok, ms)
		}

		// A name that New kept must be found standing between spaces,
		// whatever surrounds it.
		alone := New([]string{name1}, nil)
		if len(alone.Names()) == 1 {
			n := alone.Names()[0]
			wrapped := text + " " + n + " " + text
			ms := alone.Find(wrapped)
			checkMatches(t, wrapped, ms)
			if !hasName(ms, n) {
				t.Fatalf("name %q not found in %q", n, wrapped)
			}
		}
	})
}

func hasName(ms []Match, name string) bool {
	for _, m := range ms {
		if m.Name == name {
			return true
		}
	}
	return false
}

// checkMatches checks what every result of Find must satisfy.
func checkMatches(t *testing.T, text string, ms []Match) {
	t.Helper()
	if len(ms) > MaxMatches {
		t.Fatalf("%d matches, more than MaxMatches", len(ms))
	}
	end := 0
	for _, m := range ms {
		if m.Offset < end || m.Offset+len(m.Text) > len(text) || m.Text == "" {
			t.Fatalf("match %+v out of order or out of range (previous ended at %d, text length %d)", m, end, len(text))
		}
		end = m.Offset + len(m.Text)
		if text[m.Offset:end] != m.Text {
			t.Fatalf("match %+v: text there is %q", m, text[m.Offset:end])
		}
		if got, want := squash(foldString(m.Text, true)), squash(foldString(m.Name, true)); got != want {
			t.Fatalf("match %+v: %q folds to %q, name to %q", m, m.Text, got, want)
		}
		before := text[:m.Offset]
		lineStart := strings.LastIndexByte(before, '\n') + 1
		if line := strings.Count(before, "\n") + 1; m.Line != line {
			t.Fatalf("match %+v: line %d, want %d", m, m.Line, line)
		}
		if col := utf8.RuneCountInString(text[lineStart:m.Offset]) + 1; m.Col != col {
			t.Fatalf("match %+v: col %d, want %d", m, m.Col, col)
		}
		if strings.ContainsAny(m.Snippet, "\n\r") || !utf8.ValidString(m.Snippet) || !strings.Contains(m.Snippet, oneLine(m.Text)) {
			t.Fatalf("match %+v: bad snippet", m)
		}
	}
}

// squash drops what may separate the words of a name in a match.
func squash(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || r == '_' || r == '-' || r == '.' {
			return -1
		}
		return r
	}, s)
}

// TestRandomTexts checks the FuzzFind invariants on texts and names drawn
// from a small alphabet of troublemakers, where names and their tricky
// neighbours meet far more often than in byte-level fuzzing.
func TestRandomTexts(t *testing.T) {
	alphabet := []string{
		"a", "A", "b", "B", "l", "L", "2", " ", "\n", "_", "-", ".", "/", "'", "’",
		"シ", "ﾞ", "\u3099", "ｼ", "碇", "　", "Ａ", "ſ", "é", "e\u0301", "민", "\xff",
	}
	rng := rand.New(rand.NewPCG(1, 2))
	draw := func(n int) string {
		var b strings.Builder
		for range rng.IntN(n) + 1 {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		return b.String()
	}
	found := 0
	for range 5000 {
		text, name1, name2 := draw(24), draw(4), draw(4)
		m := New([]string{name1, name2}, nil)
		ms := m.Find(text)
		checkMatches(t, text, ms)
		found += len(ms)
		if n := m.Names(); len(n) > 0 {
			wrapped := text + " " + n[0] + " " + text
			ws := m.Find(wrapped)
			checkMatches(t, wrapped, ws)
			if len(ws) == 0 {
				t.Fatalf("name %q not found in %q", n[0], wrapped)
			}
		}
	}
	if found == 0 {
		t.Fatal("no matches at all in random texts: the generator is broken")
	}
	t.Logf("%d matches checked", found)
}

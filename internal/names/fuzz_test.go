package names

import (
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

		// A name that New kept must be found standing on its own.
		alone := New([]string{name1}, nil)
		if len(alone.Names()) == 1 {
			n := alone.Names()[0]
			if !hasName(alone.Find("x "+n+" x"), n) {
				t.Fatalf("name %q not found standing alone", n)
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

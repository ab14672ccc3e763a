package artifactguard

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/teamctl/teamctl/internal/names"
)

func TestAllFindsPastTheMatcherLimit(t *testing.T) {
	s := &scanner{m: names.New([]string{"Ein", "Jet Black", "碇シンジ"}, nil)}
	var b strings.Builder
	want := 0
	for i := range 45 {
		switch i % 3 {
		case 0:
			b.WriteString("x Ein y Ein\n")
			want += 2
		case 1:
			b.WriteString("ä Jet  Black\n")
			want++
		default:
			b.WriteString("碇シンジです\n")
			want++
		}
	}
	b.WriteString("end Ein")
	want++
	text := b.String()
	ms := s.all(text)
	if len(ms) != want {
		t.Fatalf("found %d, want %d", len(ms), want)
	}
	for i, m := range ms {
		if !strings.HasPrefix(text[m.Offset:], m.Text) {
			t.Fatalf("match %d: offset %d does not hold %q", i, m.Offset, m.Text)
		}
		line := strings.Count(text[:m.Offset], "\n") + 1
		col := utf8.RuneCountInString(text[strings.LastIndexByte(text[:m.Offset], '\n')+1:m.Offset]) + 1
		if m.Line != line || m.Col != col {
			t.Fatalf("match %d %q at %d:%d, want %d:%d", i, m.Text, m.Line, m.Col, line, col)
		}
		if i > 0 && ms[i-1].Offset >= m.Offset {
			t.Fatalf("matches out of order at %d", i)
		}
	}
	if got := s.all(strings.Repeat("Ein ", 2*maxCounted)); len(got) != maxCounted {
		t.Fatalf("not bounded: %d", len(got))
	}
}

package artifactguard

import (
	"strings"

	"github.com/teamctl/teamctl/internal/names"
)

// maxCounted bounds how many occurrences are counted in one text: enough
// to compare a file before and after an edit, small enough to stay fast.
const maxCounted = 1000

// all returns every occurrence in text, up to maxCounted. names.Find stops
// at names.MaxMatches; the search resumes at the start of the last match it
// reported, which keeps the result exact: matches never overlap, so every
// later one lies after that start, and the resumed search sees the same
// text from there on.
func (s *scanner) all(text string) []names.Match {
	var out []names.Match
	off, line := 0, 0 // byte offset of the slice, lines before it
	for len(out) < maxCounted {
		ms := s.m.Find(text[off:])
		full := len(ms) == names.MaxMatches
		if len(out) > 0 && len(ms) > 0 {
			ms = ms[1:] // the resumed search starts with the last match again
		}
		for _, m := range ms {
			if m.Line == 1 && off > 0 {
				m.Col += runeCol(text, off)
			}
			m.Offset += off
			m.Line += line
			out = append(out, m)
		}
		if !full {
			break
		}
		last := out[len(out)-1]
		line += strings.Count(text[off:last.Offset], "\n")
		off = last.Offset
	}
	if len(out) > maxCounted {
		out = out[:maxCounted]
	}
	return out
}

// runeCol is the number of runes between the start of off's line and off.
func runeCol(text string, off int) int {
	start := strings.LastIndexByte(text[:off], '\n') + 1
	return len([]rune(text[start:off]))
}

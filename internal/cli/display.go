package cli

import (
	"io"
	"strconv"
	"strings"
	"unicode"
)

// display shows a name read from a file (a team or member name) on one
// line: a name holding a line break, a tab or any other control character
// is printed Go-quoted, so it can neither split a table row nor send an
// escape sequence to the terminal. Ordinary names print as they are.
func display(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return unicode.IsControl(r) || r == unicode.ReplacementChar }) < 0 {
		return s
	}
	return strconv.Quote(s)
}

// safeWriter escapes the control characters a terminal would act on (ESC,
// BEL, backspace, carriage return, C1 controls…) as \xNN or \u00NN; line
// feeds and tabs, which teamctl's own output uses, pass through. JSON output
// is unaffected: encoding/json already escapes every control character.
type safeWriter struct{ w io.Writer }

func (s safeWriter) Write(p []byte) (int, error) {
	clean := true
	for i := 0; i < len(p); i++ {
		if unsafeByte(p, i) {
			clean = false
			break
		}
	}
	if clean {
		return s.w.Write(p)
	}
	out := make([]byte, 0, len(p)+16)
	for i := 0; i < len(p); i++ {
		switch {
		case p[i] == 0xc2 && i+1 < len(p) && p[i+1] >= 0x80 && p[i+1] <= 0x9f:
			out = append(out, `\u00`...)
			out = append(out, "0123456789abcdef"[p[i+1]>>4], "0123456789abcdef"[p[i+1]&15])
			i++
		case unsafeByte(p, i):
			out = append(out, `\x`...)
			out = append(out, "0123456789abcdef"[p[i]>>4], "0123456789abcdef"[p[i]&15])
		default:
			out = append(out, p[i])
		}
	}
	if _, err := s.w.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}

func unsafeByte(p []byte, i int) bool {
	c := p[i]
	switch {
	case c == '\n' || c == '\t':
		return false
	case c < 0x20 || c == 0x7f:
		return true
	case c == 0xc2 && i+1 < len(p) && p[i+1] >= 0x80 && p[i+1] <= 0x9f:
		return true
	}
	return false
}

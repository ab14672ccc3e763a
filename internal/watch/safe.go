package watch

import (
	"fmt"
	"strings"
	"unicode"
)

// Everything on screen that comes from a file (team, member and task
// names, messages, reasons) may hold control characters: a team named
// "x\x1b]0;…" must not send an escape sequence to the terminal through the
// view, which writes to the terminal unfiltered. safeText makes such text
// one inert line; safeBlock keeps its line breaks.

// safeText folds line breaks and tabs to spaces and shows every other
// control character escaped (\x1b, \u009b).
func safeText(s string) string {
	if strings.IndexFunc(s, unicode.IsControl) < 0 {
		return s
	}
	return escapeControls(s, false)
}

// safeBlock is safeText for multi-line text: line feeds stay.
func safeBlock(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return r != '\n' && unicode.IsControl(r) }) < 0 {
		return s
	}
	return escapeControls(s, true)
}

func escapeControls(s string, keepLines bool) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\n' && keepLines:
			b.WriteRune(r)
		case r == '\n' || r == '\t' || r == '\r':
			b.WriteByte(' ')
		case r < 0x80 && unicode.IsControl(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case unicode.IsControl(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

package cli

import (
	"bufio"
	"encoding/json"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
)

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// table is a tabwriter whose lines reach w in large writes: a 10,000-task
// board written line by line costs a write system call per line, more
// than reading the board.
type table struct {
	*tabwriter.Writer
	buf  *bufio.Writer
	line []byte
}

func newTable(w io.Writer) *table {
	buf := bufio.NewWriterSize(w, 64<<10)
	return &table{Writer: tabwriter.NewWriter(buf, 2, 4, 2, ' ', 0), buf: buf}
}

// row writes one line of cells without fmt's reflection: a 10,000-row
// table is mostly this. The tabwriter copies what it is given, so the
// line's buffer is reused.
func (t *table) row(cells ...string) {
	t.line = t.line[:0]
	for i, c := range cells {
		if i > 0 {
			t.line = append(t.line, '\t')
		}
		t.line = append(t.line, c...)
	}
	t.line = append(t.line, '\n')
	t.Writer.Write(t.line)
}

// Flush writes out the table.
func (t *table) Flush() error {
	if err := t.Writer.Flush(); err != nil {
		return err
	}
	return t.buf.Flush()
}

// clock formats a time for tables: UTC, to the second; "-" when unknown.
func clock(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.UTC().Format("2006-01-02 15:04:05")
}

// utcOrNil is a time for JSON: UTC, or null when unknown.
func utcOrNil(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	u := t.UTC()
	return &u
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// oneLineCut folds whitespace so a text fits one table row, and cuts it.
func oneLineCut(s string, max int) string {
	if len(s) <= max && folded(s) {
		return s // most texts: no copy (an inbox of 10,000 lines is printed whole)
	}
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > max {
		s = string(r[:max-1]) + "…"
	}
	return s
}

// folded reports an ASCII text that strings.Fields and a join would leave
// as it is: single spaces between words, none at either end.
func folded(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 0x80, c == '\t', c == '\n', c == '\v', c == '\f', c == '\r':
			return false
		case c == ' ' && (i == 0 || i == len(s)-1 || s[i+1] == ' '):
			return false
		}
	}
	return true
}

// leadWord describes a team's lead process for people: "alive",
// "stale (gone)", "stale (pid reused)" or "unknown".
func leadWord(s claudefs.LeadState) string {
	switch s {
	case claudefs.LeadGone:
		return "stale (gone)"
	case claudefs.LeadReused:
		return "stale (pid reused)"
	}
	return string(s)
}

// leadDetail is why a lead is stale: "gone" or "pid reused".
func leadDetail(s claudefs.LeadState) string {
	if s == claudefs.LeadReused {
		return "pid reused"
	}
	return string(s)
}

// leadClass is the lead's state for JSON: "alive", "stale" or "unknown".
func leadClass(s claudefs.LeadState) string {
	if leadStale(s) {
		return "stale"
	}
	return string(s)
}

func leadStale(s claudefs.LeadState) bool { return s == claudefs.LeadGone || s == claudefs.LeadReused }

func derefTime(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return *t
}

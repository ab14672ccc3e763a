package cli

import (
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

func newTable(w io.Writer) *tabwriter.Writer { return tabwriter.NewWriter(w, 2, 4, 2, ' ', 0) }

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
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > max {
		s = string(r[:max-1]) + "…"
	}
	return s
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

package watch

import (
	"fmt"
	"strings"
	"time"

	"github.com/tidwall/pretty"
)

func kv(b *strings.Builder, k, v string) {
	if v == "" {
		return
	}
	fmt.Fprintf(b, "%-10s %s\n", k+":", v)
}

func memberDetails(s *Snapshot, r MemberRow, clock func(time.Time) string) string {
	var b strings.Builder
	kv(&b, "name", r.Name)
	kv(&b, "character", r.Character)
	kv(&b, "backend", r.Backend)
	kv(&b, "status", r.Status+" (from "+r.StatusFrom+")")
	kv(&b, "model", r.Model)
	kv(&b, "task", r.Task)
	kv(&b, "unread", fmt.Sprint(r.Unread))
	kv(&b, "last seen", clock(r.LastActivity))
	var queued []MessageRow
	for _, m := range s.Messages {
		if m.To == r.Name && m.Queued {
			queued = append(queued, m)
		}
	}
	if len(queued) > 0 {
		fmt.Fprintf(&b, "\nqueued for %s (oldest last):\n", r.Name)
		for _, m := range queued {
			fmt.Fprintf(&b, "  %s  %s: %s\n", clock(m.Time), m.From, m.Line)
		}
	}
	var mine []string
	for _, t := range s.Tasks {
		if t.Owner == r.Name {
			mine = append(mine, fmt.Sprintf("  #%s %s  %s", t.ID, strings.ReplaceAll(t.Status, "_", " "), oneLine(t.Subject)))
		}
	}
	if len(mine) > 0 {
		fmt.Fprintf(&b, "\ntasks owned by %s:\n%s\n", r.Name, strings.Join(mine, "\n"))
	}
	return b.String()
}

func taskDetails(t TaskRow) string {
	var b strings.Builder
	kv(&b, "task", "#"+t.ID)
	kv(&b, "subject", t.Subject)
	kv(&b, "status", strings.ReplaceAll(t.Status, "_", " "))
	kv(&b, "owner", dash(t.Owner))
	if len(t.OpenBlockers) > 0 {
		kv(&b, "blocked by", "#"+strings.Join(t.OpenBlockers, " #")+" (not completed)")
	}
	if t.Ready {
		kv(&b, "ready", "yes: pending, no owner, nothing blocking; a teammate may claim it")
	}
	if t.Description != "" {
		fmt.Fprintf(&b, "\n%s\n", t.Description)
	}
	return b.String()
}

func messageDetails(m MessageRow, clock func(time.Time) string) string {
	var b strings.Builder
	kv(&b, "from", m.From)
	kv(&b, "to", m.To)
	kv(&b, "time", clock(m.Time))
	kv(&b, "kind", m.Kind)
	state := "delivered (gone from the inbox)"
	if m.Queued {
		state = "queued in the inbox"
	}
	kv(&b, "state", state)
	kv(&b, "summary", m.Line)
	text := m.Text
	if m.Kind != "message" {
		text = string(pretty.Pretty([]byte(strings.TrimSpace(text))))
	}
	fmt.Fprintf(&b, "\n%s\n", strings.TrimRight(text, "\n"))
	return b.String()
}

// decisionDetails is what teamctl explain prints for the decision.
func decisionDetails(d DecisionRow, s *Snapshot, clock func(time.Time) string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "#%d  %s  %s  %s  %s\n", d.N, clock(d.Time), d.Hook, d.Decision, d.Rule)
	fmt.Fprintf(&b, "    call:    %s\n", d.Call)
	who := d.Caller
	if d.Role != "" && d.Role != d.Caller {
		who += " (" + d.Role + ")"
	}
	fmt.Fprintf(&b, "    caller:  %s, team %s\n", who, s.Team)
	if d.Reason != "" {
		fmt.Fprintf(&b, "    reason:  %s\n", d.Reason)
	}
	for _, n := range d.Notes {
		fmt.Fprintf(&b, "    note:    %s\n", n)
	}
	fmt.Fprintf(&b, "\nteamctl explain --replay %d   re-runs it with today's rules\n", d.N)
	return b.String()
}

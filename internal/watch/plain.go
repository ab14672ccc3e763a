package watch

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/charmbracelet/x/ansi"
)

// PlainLimit is how many messages and decisions --once prints; members,
// tasks and rule counts are printed whole.
const PlainLimit = 20

// Plain prints the snapshot as plain text, the screen's content without
// the terminal: for scripts and CI (teamctl watch --once).
func Plain(w io.Writer, s *Snapshot, o ModelOptions) error {
	m := NewModel(s, ModelOptions{Now: o.Now, NoColor: true, Location: o.Location})
	for _, l := range m.header() {
		fmt.Fprintln(w, strings.TrimSpace(ansi.Strip(l)))
	}
	clock := m.clock

	fmt.Fprintf(w, "\nMEMBERS (%d)\n", len(s.Members))
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tBACKEND\tSTATUS\tTASK\tUNREAD\tLAST")
	for _, x := range s.Members {
		name := x.Name
		if x.Character != "" {
			name += " (" + x.Character + ")"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\n", name, x.Backend, x.Status, dash(x.Task), x.Unread, clock(x.LastActivity))
	}
	tw.Flush()

	c := s.TaskCounts
	fmt.Fprintf(w, "\nTASKS (%d pending, %d in progress, %d done, %d ready *)\n", c["pending"], c["in_progress"], c["completed"], s.Ready)
	if len(s.Tasks) == 0 {
		fmt.Fprintln(w, "no tasks")
	} else {
		tw = tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
		fmt.Fprintln(tw, " \tID\tSTATUS\tOWNER\tBLOCKED BY\tSUBJECT")
		for _, t := range s.Tasks {
			mark := " "
			if t.Ready {
				mark = "*"
			}
			blocked := "-"
			if len(t.OpenBlockers) > 0 {
				blocked = "#" + strings.Join(t.OpenBlockers, " #")
			}
			fmt.Fprintf(tw, "%s\t#%s\t%s\t%s\t%s\t%s\n", mark, t.ID, strings.ReplaceAll(t.Status, "_", " "), dash(t.Owner), blocked, oneLine(t.Subject))
		}
		tw.Flush()
	}

	fmt.Fprintf(w, "\nMESSAGES (%d seen, newest first)\n", len(s.Messages))
	if len(s.Messages) == 0 {
		fmt.Fprintln(w, "no messages seen")
	} else {
		tw = tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
		for _, x := range s.Messages[:min(len(s.Messages), PlainLimit)] {
			state := ""
			if x.Queued {
				state = " (queued)"
			}
			fmt.Fprintf(tw, "%s\t%s → %s\t%s%s\t%s\n", clock(x.Time), x.From, x.To, x.Kind, state, x.Line)
		}
		tw.Flush()
	}

	fmt.Fprintf(w, "\nRULES (%d decisions)\n", len(s.Decisions))
	if len(s.Decisions) == 0 {
		fmt.Fprintf(w, "no decisions about this team in %s\n", s.LogPath)
	} else {
		tw = tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
		for _, r := range s.Rules {
			fmt.Fprintf(tw, "  %s\t%d\t(%d deny)\n", r.Rule, r.Count, r.Deny)
		}
		tw.Flush()
		fmt.Fprintln(w)
		tw = tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
		for _, d := range s.Decisions[:min(len(s.Decisions), PlainLimit)] {
			fmt.Fprintf(tw, "#%d\t%s\t%s\t%s\t%s\t%s\n", d.N, clock(d.Time), d.Decision, d.Rule, d.Caller, oneLine(d.Reason))
		}
		tw.Flush()
	}
	for _, warn := range s.Warnings {
		fmt.Fprintf(w, "\nwarning: %s\n", warn)
	}
	return nil
}

package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/claudefs"
)

type inboxOptions struct {
	f    *Factory
	Name string
	Team string
	JSON bool
}

func newInboxCmd(f *Factory) *cobra.Command {
	opts := &inboxOptions{f: f}
	cmd := &cobra.Command{
		Use:   "inbox NAME",
		Short: "Show the messages queued for a team member, without taking them",
		Long: `inbox prints the messages waiting in a member's inbox
(teams/<team>/inboxes/<name>.json), oldest first. It only reads: the member
still receives them. Claude Code removes a message once it is delivered, so an
empty inbox means nothing is pending, not that nothing was sent.

Protocol messages, which Claude Code sends as JSON inside the text (idle
notices, task assignments, shutdown and plan handshakes), are shown as one
line each; --json keeps the full entry and the decoded message.

` + teamDiscoveryHelp + `

Exit status: 0 shown (also when empty); 4 no such team or member, or the team
cannot be told.`,
		Example: `  teamctl inbox team-lead
  teamctl inbox alice --team session-716ec9d0 --json`,
		Args: exactArgs(1),
		ValidArgsFunction: func(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
			if len(args) > 0 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			t, _, err := resolveTeam(f, opts.Team)
			if err != nil {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			var names []string
			for _, m := range t.Members {
				names = append(names, m.Name)
			}
			return names, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Name = args[0]
			return runInbox(opts)
		},
	}
	addTeamFlag(f, cmd, &opts.Team)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

type inboxEntryJSON struct {
	From      string          `json:"from"`
	Timestamp *time.Time      `json:"timestamp"`
	Summary   string          `json:"summary"`
	Text      string          `json:"text"`
	Type      string          `json:"type"`
	Read      bool            `json:"read"`
	MsgID     string          `json:"msg_id"`
	Signed    bool            `json:"signed"`
	Protocol  json.RawMessage `json:"protocol"`
	Kind      string          `json:"kind"`
	Line      string          `json:"line"`
}

func runInbox(opts *inboxOptions) error {
	f := opts.f
	t, _, err := resolveTeam(f, opts.Team)
	if err != nil {
		return err
	}
	entries, err := claudefs.ReadInbox(t.Dir, opts.Name)
	if err != nil {
		return err
	}
	if _, member := t.Member(opts.Name); !member && entries == nil {
		var names []string
		for _, m := range t.Members {
			names = append(names, m.Name)
		}
		return notFoundErr(fmt.Errorf("team %s has no member or inbox %q (members: %s)", t.Name, opts.Name, strings.Join(names, ", ")),
			"`teamctl team show "+t.Name+"` lists the members and their inboxes")
	}
	rows := make([]inboxEntryJSON, 0, len(entries))
	for _, e := range entries {
		r := inboxEntryJSON{
			From: e.From, Timestamp: utcOrNil(e.Timestamp), Summary: e.Summary, Text: e.Text, Type: e.Type,
			Read: e.Read, MsgID: e.MsgID, Signed: e.Signed, Kind: "message",
		}
		if e.Protocol != nil {
			r.Protocol = e.Protocol.Raw
			r.Kind = e.Protocol.Type
			r.Line = e.Protocol.Describe()
		} else {
			r.Line = oneLineCut(e.Text, 200)
			if e.Summary != "" {
				r.Line = "[" + oneLineCut(e.Summary, 60) + "] " + r.Line
			}
		}
		rows = append(rows, r)
	}
	if opts.JSON {
		return writeJSON(f.Out, rows)
	}
	if len(rows) == 0 {
		fmt.Fprintf(f.Out, "no messages queued for %s in team %s\n", opts.Name, t.Name)
		return nil
	}
	tw := newTable(f.Out)
	fmt.Fprintln(tw, "TIME\tFROM\tKIND\tMESSAGE")
	for _, r := range rows {
		kind := r.Kind
		if r.Signed {
			kind += " (signed)"
		}
		tw.row(clock(derefTime(r.Timestamp)), dash(r.From), kind, r.Line)
	}
	return tw.Flush()
}

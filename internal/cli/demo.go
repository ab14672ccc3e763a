package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/demo"
)

type demoOptions struct {
	f    *Factory
	JSON bool
	Keep bool
}

func newDemoCmd(f *Factory) *cobra.Command {
	opts := &demoOptions{f: f}
	cmd := &cobra.Command{
		Use:   "demo",
		Short: "Replay representative calls through the real hooks on a throw-away team",
		Long: `demo writes two sample teams (fixed-theme and mixed-genius) into a temporary
config dir and replays representative tool calls through the real hook code:
the leader's Write, a teammate's Write, the leader's git status and sed -i, the
leader's plain subagent, a guarded settings file, a mixed-genius leader. It
prints each decision and the reason the model would read. Nothing outside the
temporary folder is touched.`,
		Example: `  teamctl demo
  teamctl demo --json | jq -r '.[] | select(.decision == "deny") | .rule'
  teamctl demo --keep`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runDemo(opts) },
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the decisions as JSON")
	cmd.Flags().BoolVar(&opts.Keep, "keep", false, "keep the temporary team folder and print its path")
	return cmd
}

func runDemo(opts *demoOptions) error {
	root, err := os.MkdirTemp("", "teamctl-demo-")
	if err != nil {
		return err
	}
	if !opts.Keep {
		defer os.RemoveAll(root)
	}
	sb, err := demo.NewSandbox(root)
	if err != nil {
		return err
	}
	rows, err := sb.Replay(demo.Cases())
	if err != nil {
		return err
	}
	out := opts.f.Out
	if opts.JSON {
		type jsonRow struct {
			Caller   string `json:"caller"`
			Team     string `json:"team_pattern"`
			Hook     string `json:"hook"`
			Call     string `json:"call"`
			Decision string `json:"decision"`
			Rule     string `json:"rule"`
			Reason   string `json:"reason"`
			Exit     int    `json:"exit"`
		}
		list := make([]jsonRow, 0, len(rows))
		for _, r := range rows {
			list = append(list, jsonRow{r.Case.Who, string(r.Case.Team), r.Case.Hook.Name(), r.Case.Call, r.Decision, r.Rule, r.Reason, r.Exit})
		}
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(list)
	}
	tw := tabwriter.NewWriter(out, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "#\tTEAM\tCALLER\tHOOK\tCALL\tDECISION\tRULE")
	for i, r := range rows {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\n", i+1, r.Case.Team, r.Case.Who, r.Case.Hook.Name(), r.Case.Call, r.Decision, r.Rule)
	}
	tw.Flush()
	fmt.Fprintln(out, "\nWhat the model reads (denies, nudges, added context):")
	for i, r := range rows {
		if r.Decision == "allow" || r.Reason == "" {
			continue
		}
		fmt.Fprintf(out, "%2d. %s\n", i+1, strings.ReplaceAll(r.Reason, sb.Project+"/", ""))
	}
	if opts.Keep {
		fmt.Fprintf(out, "\nSandbox kept at %s (CLAUDE_CONFIG_DIR=%s, TEAMCTL_STATE_DIR=%s)\n", root, sb.ConfigDir, sb.State)
	}
	return nil
}

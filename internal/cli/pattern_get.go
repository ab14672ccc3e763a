package cli

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/teamstate"
)

type patternGetOptions struct {
	f    *Factory
	Team string
	JSON bool
}

func newPatternGetCmd(f *Factory) *cobra.Command {
	opts := &patternGetOptions{f: f}
	cmd := &cobra.Command{
		Use:   "get",
		Short: "Print the team's pattern and where it comes from",
		Long: `get prints the team's pattern as the hooks see it, and its source:
config.json, teamctl record (teamctl's own copy, used when config.json lost
the key), project default_pattern (.claude/team-themes/config.json, used once
the team has members), or none (the hooks then restrict nobody).

` + teamDiscoveryHelp + `

Exit status: 0 printed (also when no pattern is recorded); 4 no such team, or
the team cannot be told.`,
		Example: `  teamctl pattern get
  teamctl pattern get -t session-716ec9d0 --json`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runPatternGet(opts) },
	}
	addTeamFlag(f, cmd, &opts.Team)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

type patternGetJSON struct {
	Team          string     `json:"team"`
	Pattern       string     `json:"pattern"`
	Source        string     `json:"source"`
	ConfigPattern string     `json:"config_pattern"`
	RecordPattern string     `json:"record_pattern"`
	RecordSetAt   *time.Time `json:"record_set_at"`
	FoundBy       string     `json:"found_by"`
}

func runPatternGet(opts *patternGetOptions) error {
	f := opts.f
	t, found, err := resolveTeam(f, opts.Team)
	if err != nil {
		return err
	}
	name, source, err := teamPattern(f, t)
	if err != nil {
		return err
	}
	out := patternGetJSON{Team: t.Name, Pattern: name, Source: string(source), ConfigPattern: t.Pattern, FoundBy: found}
	if rec, err := teamstate.Load(paths.StateDir(f.Getenv), teamstate.KeyOf(t)); err == nil {
		out.RecordPattern = rec.Pattern
		out.RecordSetAt = utcOrNil(rec.PatternSetAt)
	} else {
		fmt.Fprintf(f.ErrOut, "teamctl: warning: %v\n", err)
	}
	if opts.JSON {
		return writeJSON(f.Out, out)
	}
	tw := newTable(f.Out)
	fmt.Fprintf(tw, "team\t%s\n", display(t.Name))
	fmt.Fprintf(tw, "pattern\t%s\n", dash(name))
	fmt.Fprintf(tw, "source\t%s\n", source)
	if out.ConfigPattern != "" && out.RecordPattern != "" && out.ConfigPattern != out.RecordPattern {
		fmt.Fprintf(tw, "note\tteamctl's record says %s; config.json wins\n", out.RecordPattern)
	}
	return tw.Flush()
}

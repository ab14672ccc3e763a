package cli

import (
	"fmt"
	"strconv"
	"time"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/team"
)

type teamListOptions struct {
	f    *Factory
	JSON bool
}

func newTeamListCmd(f *Factory) *cobra.Command {
	opts := &teamListOptions{f: f}
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List every team folder with its lead process, members and pattern",
		Long: `list shows every team folder, newest first: the lead process (alive; stale
when it is gone or its pid now belongs to another process; unknown for
TeamCreate-era teams and other pid namespaces), how many members config.json
lists (the leader included), the pattern (see teamctl pattern get), the era
(implicit session team or TeamCreate) and when it was created.

A team whose lead is gone or whose pid now belongs to another process is left
over from a session that ended without cleaning up: teamctl team prune removes
those.`,
		Example: `  teamctl team list
  teamctl team list --json | jq -r '.[] | select(.lead == "stale") | .name'`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runTeamList(opts) },
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

type teamListRow struct {
	Name          string     `json:"name"`
	Dir           string     `json:"dir"`
	LeadPID       int        `json:"lead_pid"`
	Lead          string     `json:"lead"`
	LeadState     string     `json:"lead_state"`
	Members       int        `json:"members"`
	Pattern       string     `json:"pattern"`
	PatternSource string     `json:"pattern_source"`
	Era           string     `json:"era"`
	CreatedAt     *time.Time `json:"created_at"`
}

func runTeamList(opts *teamListOptions) error {
	f := opts.f
	teams, errs := claudefs.ListTeams(paths.TeamsDir(f.Getenv))
	for _, err := range errs {
		fmt.Fprintf(f.ErrOut, "teamctl: warning: %v\n", err)
	}
	sortTeams(teams)
	project := projectOrWarn(f)
	stateDir := paths.StateDir(f.Getenv)
	rows := make([]teamListRow, 0, len(teams))
	for _, t := range teams {
		name, source := team.Pattern(t, stateDir, project)
		lead := claudefs.LeadStatus(t)
		rows = append(rows, teamListRow{
			Name: t.Name, Dir: t.Dir, LeadPID: t.LeadPID, Lead: leadClass(lead), LeadState: string(lead),
			Members: len(t.Members), Pattern: name, PatternSource: string(source),
			Era: t.Era(), CreatedAt: utcOrNil(t.CreatedAt),
		})
	}
	if opts.JSON {
		return writeJSON(f.Out, rows)
	}
	if len(rows) == 0 {
		fmt.Fprintf(f.Out, "no teams under %s\n", paths.TeamsDir(f.Getenv))
		return nil
	}
	tw := newTable(f.Out)
	fmt.Fprintln(tw, "NAME\tLEAD\tMEMBERS\tPATTERN\tERA\tCREATED")
	for _, r := range rows {
		lead := leadWord(claudefs.LeadState(r.LeadState))
		if r.LeadPID > 0 {
			lead = strconv.Itoa(r.LeadPID) + " " + lead
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\n", display(r.Name), lead, r.Members, dash(r.Pattern), r.Era, clock(derefTime(r.CreatedAt)))
	}
	return tw.Flush()
}

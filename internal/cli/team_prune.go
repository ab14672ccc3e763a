package cli

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/rulestate"
)

type teamPruneOptions struct {
	f   *Factory
	Yes bool
}

func newTeamPruneCmd(f *Factory) *cobra.Command {
	opts := &teamPruneOptions{f: f}
	cmd := &cobra.Command{
		Use:   "prune",
		Short: "Remove team folders whose lead process is gone",
		Long: `prune removes the team folders left behind by sessions that ended without
cleaning up (a crash, a killed terminal): those whose lead process is gone or
whose pid now belongs to a process started at another time. A folder whose
lead is alive, or cannot be checked (TeamCreate-era teams record no process;
a pid from another pid namespace says nothing here), is never removed. A
removed team's rules state goes with it (file owners and time marks, in
<state dir>/rules/<team>@<created>). Task lists (tasks/<team>) are left
alone: Claude Code keeps them after a session ends and cleans them up itself.

It lists what it would remove and asks on a terminal; without a terminal it
needs --yes.

Exit status: 0 done (or nothing to do, or declined); 3 confirmation needed
(no terminal and no --yes).`,
		Example: `  teamctl team prune
  teamctl team prune --yes`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runTeamPrune(opts) },
	}
	cmd.Flags().BoolVarP(&opts.Yes, "yes", "y", false, "remove without asking")
	return cmd
}

func runTeamPrune(opts *teamPruneOptions) error {
	f := opts.f
	teams, errs := claudefs.ListTeams(paths.TeamsDir(f.Getenv))
	for _, err := range errs {
		fmt.Fprintf(f.ErrOut, "teamctl: warning: %v (left alone)\n", err)
	}
	sortTeams(teams)
	var stale []*claudefs.Team
	unknown := 0
	for _, t := range teams {
		switch st := claudefs.LeadStatus(t); {
		case leadStale(st):
			stale = append(stale, t)
		case st == claudefs.LeadUnknown:
			unknown++
		}
	}
	if unknown > 0 {
		fmt.Fprintf(f.ErrOut, "teamctl: keeping %d team(s) whose lead cannot be checked\n", unknown)
	}
	if len(stale) == 0 {
		fmt.Fprintln(f.Out, "nothing to prune: no team's lead process is gone")
		return nil
	}
	tw := newTable(f.Out)
	for _, t := range stale {
		fmt.Fprintf(tw, "%s\tlead pid %d %s\tcreated %s\n", display(t.Name), t.LeadPID, leadDetail(claudefs.LeadStatus(t)), clock(t.CreatedAt))
	}
	tw.Flush()
	if !opts.Yes {
		if !f.IsTTY {
			return refusedErr(fmt.Errorf("%d left-over team folder(s) would be removed; not removing without confirmation", len(stale)),
				"pass --yes to remove them")
		}
		fmt.Fprintf(f.ErrOut, "Remove %d team folder(s)? [y/N] ", len(stale))
		answer, _ := bufio.NewReader(f.In).ReadString('\n')
		if a := strings.ToLower(strings.TrimSpace(answer)); a != "y" && a != "yes" {
			fmt.Fprintln(f.Out, "nothing removed")
			return nil
		}
	}
	var failed []error
	stateDir := paths.StateDir(f.Getenv)
	for _, t := range stale {
		removed, err := removeStaleTeam(t, stateDir, f.Now())
		for _, dir := range removed {
			fmt.Fprintf(f.Out, "removed %s\n", dir)
		}
		if err != nil {
			failed = append(failed, err)
		}
	}
	return errors.Join(failed...)
}

// removeStaleTeam checks the lead once more, then renames the folder out of
// the way (readers skip .deleted- folders, as they do Claude Code's own)
// and removes it, then the team's rules state (named by the identity read
// here, so a new team that reused the name keeps its own). It returns what
// it removed.
func removeStaleTeam(t *claudefs.Team, stateDir string, now time.Time) ([]string, error) {
	fresh, err := claudefs.ReadTeam(t.Dir)
	if err != nil {
		return nil, fmt.Errorf("%s: %w; left alone", t.Dir, err)
	}
	if st := claudefs.LeadStatus(fresh); !leadStale(st) {
		return nil, fmt.Errorf("%s: its lead is %s now; left alone", t.Dir, leadDetail(st))
	}
	gone := fmt.Sprintf("%s.deleted-teamctl-%d", t.Dir, now.UnixNano())
	if err := os.Rename(t.Dir, gone); err != nil {
		return nil, err
	}
	if err := os.RemoveAll(gone); err != nil {
		return nil, err
	}
	removed := []string{t.Dir}
	rules, err := rulestate.Dir(stateDir, fresh)
	if err != nil {
		return removed, nil // a team that cannot name a rules folder never had one
	}
	if _, err := os.Lstat(rules); err != nil {
		return removed, nil
	}
	if err := os.RemoveAll(rules); err != nil {
		return removed, fmt.Errorf("%s: %w", rules, err)
	}
	return append(removed, rules), nil
}

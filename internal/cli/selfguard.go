package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamctlcmd"
)

// refuseInsideRunningTeam is the guard's second line, by effect: a command
// that changes the guard (internal/teamctlcmd's table) refuses to run
// inside the Claude Code session of a running team, however it was started
// (a copy of teamctl, a script, a Makefile, a name leader-guard could not
// read). The session is found the way every team command finds it: the
// process ancestry up to the lead's or a pane teammate's claude process.
// The user runs such commands from a terminal outside the session.
func refuseInsideRunningTeam(f *Factory, cmd *cobra.Command) error {
	path := strings.TrimSpace(strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()))
	why := ""
	for _, c := range teamctlcmd.Commands() {
		if c.Path == path && c.Kind == teamctlcmd.ChangesGuard {
			why = c.Why
		}
	}
	if fl := cmd.Flags().Lookup("bin-dir"); fl != nil && fl.Changed && why == "" {
		why = "--bin-dir points teamctl at other hook binaries"
	}
	if why == "" {
		return nil
	}
	t, evidence, ok := runningTeamOfSession(f)
	if !ok {
		return nil
	}
	return refusedErr(fmt.Errorf("`teamctl %s` refused: %s, and team %s is running in this Claude Code session (%s)", path, why, t.Name, evidence),
		"nobody inside a running team may change its guard; ask the user to run it from a terminal outside the team session")
}

// runningTeamOfSession is the team of the Claude Code session teamctl runs
// in, when it has members besides the leader.
func runningTeamOfSession(f *Factory) (*claudefs.Team, string, bool) {
	if f.Proc == nil {
		return nil, "", false
	}
	t, evidence, err := team.Discover(f.Getenv, f.Proc, f.ParentPID)
	if err != nil || t == nil || !t.Running() {
		return nil, "", false
	}
	return t, evidence, true
}

// refusePatternSwitch refuses, inside a running team's session, a pattern
// set that would switch that team (or another one) away from the pattern
// the guards apply now: recording the team's first pattern, or the one it
// has, is team management; switching it loosens or changes the guard.
func refusePatternSwitch(f *Factory, t *claudefs.Team, want string) error {
	session, evidence, ok := runningTeamOfSession(f)
	if !ok {
		return nil
	}
	if t.Name != session.Name {
		return refusedErr(fmt.Errorf("`teamctl pattern set` refused: it would change team %s from inside team %s's running session (%s)", t.Name, session.Name, evidence),
			"ask the user to run it from a terminal outside the team session")
	}
	current, source, err := teamPattern(f, t)
	if err != nil || current == "" || current == want {
		return nil
	}
	return refusedErr(fmt.Errorf("`teamctl pattern set %s` refused: team %s runs under pattern %s (%s) and is running in this Claude Code session (%s); switching it changes what the guards allow", want, t.Name, current, source, evidence),
		"nobody inside a running team may change its guard; ask the user to run it from a terminal outside the team session")
}

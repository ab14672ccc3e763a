package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"sort"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// resolveTeam reads the team named by --team (or an argument), else finds
// the caller's own team from the process tree. The second result says how
// the team was found.
func resolveTeam(f *Factory, name string) (*claudefs.Team, string, error) {
	if name != "" {
		t, err := team.Open(f.Getenv, name)
		var unknown *team.UnknownTeamError
		if errors.As(err, &unknown) {
			return nil, "", withHints(err, "`teamctl team list` shows every team")
		}
		if err != nil {
			return nil, "", err
		}
		return t, "named on the command line", nil
	}
	t, evidence, err := team.Discover(f.Getenv, f.Proc, f.ParentPID)
	var nf *team.NotFoundError
	if errors.As(err, &nf) {
		hint := "pass --team session-xxxxxxxx; `teamctl team list` shows every team"
		switch len(nf.Live) {
		case 0:
		case 1:
			hint = "pass --team " + nf.Live[0].Name + " if that is your team"
		default:
			hint = "pass --team with one of them (" + nf.Live[0].Name + ", …)"
		}
		return nil, "", withHints(err, hint)
	}
	if err != nil {
		return nil, "", err
	}
	return t, evidence, nil
}

// projectDir is CLAUDE_PROJECT_DIR, else the working directory.
func projectDir(f *Factory) string {
	wd := ""
	if f.Getwd != nil {
		wd, _ = f.Getwd()
	}
	return paths.ProjectDir(f.Getenv, wd)
}

// teamPattern is the team's pattern as the hooks see it, and its source.
// A project config that cannot be read is an error here (pattern get is
// about exactly that); listings use projectOrWarn instead.
func teamPattern(f *Factory, t *claudefs.Team) (string, team.PatternSource, error) {
	project, err := pattern.LoadProjectConfig(projectDir(f))
	if err != nil {
		return "", "", err
	}
	name, source := team.Pattern(t, paths.StateDir(f.Getenv), project)
	return name, source, nil
}

// projectOrWarn reads the project's team-themes config for a listing; a
// broken one is a warning (its default_pattern is then not applied), so one
// bad file does not hide every team.
func projectOrWarn(f *Factory) *pattern.ProjectConfig {
	project, err := pattern.LoadProjectConfig(projectDir(f))
	if err != nil {
		fmt.Fprintf(f.ErrOut, "teamctl: warning: %v (default_pattern not applied)\n", err)
		return nil
	}
	return project
}

// updateRecord changes teamctl's record of a team; a damaged record is
// exit status 5 (exitCodeOf; teamstate backs it up and says how to start
// afresh).
func updateRecord(f *Factory, t *claudefs.Team, fn func(*teamstate.Record) error) error {
	return teamstate.Update(paths.StateDir(f.Getenv), teamstate.KeyOf(t), f.Now(), fn)
}

// completeTeamNames completes a team-name argument or flag.
func completeTeamNames(f *Factory) func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
	return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return team.Names(f.Getenv), cobra.ShellCompDirectiveNoFileComp
	}
}

// teamArg is the team named by --team or by the TEAM argument that tasks
// and team show also take; naming two different teams is a usage error.
func teamArg(cmd *cobra.Command, flag string, args []string) (string, error) {
	if len(args) == 0 {
		return flag, nil
	}
	if flag != "" && flag != args[0] {
		return "", usageError(cmd, fmt.Errorf("two teams named: --team %s and %s; name one", flag, args[0]))
	}
	return args[0], nil
}

// addTeamFlag wires --team with completion.
func addTeamFlag(f *Factory, cmd *cobra.Command, dst *string) {
	cmd.Flags().StringVarP(dst, "team", "t", "", "the team (session-xxxxxxxx); default: the team of the Claude Code session running teamctl")
	_ = cmd.RegisterFlagCompletionFunc("team", completeTeamNames(f))
}

const teamDiscoveryHelp = `Without --team, teamctl finds the team of the Claude Code session it runs in:
CLAUDE_PID (set for hooks), else the parent processes (the leader's Bash tool
runs teamctl under the leader's claude process, whose pid the team's
config.json records as leadProcess.pid; a pane teammate's claude process names
its team on its command line). It never guesses: from another terminal, pass
--team.`

// sortTeams orders newest first, then by name.
func sortTeams(ts []*claudefs.Team) {
	sort.SliceStable(ts, func(i, j int) bool {
		if !ts[i].CreatedAt.Equal(ts[j].CreatedAt) {
			return ts[i].CreatedAt.After(ts[j].CreatedAt)
		}
		return ts[i].Name < ts[j].Name
	})
}

// readBoard reads the team's task list, nil when it has none yet.
func readBoard(f *Factory, t *claudefs.Team) (*claudefs.Board, string, error) {
	for _, dir := range claudefs.TaskListDirFor(paths.ConfigDir(f.Getenv), t, "") {
		b, err := claudefs.ReadBoardCached(dir, paths.StateDir(f.Getenv), f.Now())
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, "", err
		}
		return b, dir, nil
	}
	return nil, "", nil
}

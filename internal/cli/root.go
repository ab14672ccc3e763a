// Package cli is the teamctl command: one file per command, each with an
// options struct, a constructor that only wires flags, and a run function
// that does the work and is tested directly. A leaf command lives in
// <group>_<verb>.go (history_add.go, team_show.go); a group's file
// (history.go, team.go, pattern.go) holds only what its verbs share.
// teamflag.go finds the team a command works on, output.go formats what it
// prints, and errors.go maps errors to exit codes.
package cli

import (
	"errors"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/paths"
)

// Main runs teamctl with args and returns the exit code.
func Main(f *Factory, args []string) int {
	// Names come from files anyone can write (a team called "x\x1b]0;…"):
	// no control character reaches the terminal raw.
	g := *f
	g.Out, g.ErrOut = safeWriter{f.Out}, safeWriter{f.ErrOut}
	f = &g
	root := NewRootCmd(f)
	root.SetArgs(args)
	err := root.Execute()
	return exitCode(err, f.ErrOut)
}

// NewRootCmd builds the command tree.
func NewRootCmd(f *Factory) *cobra.Command {
	root := &cobra.Command{
		Use:   "teamctl",
		Short: "Run Claude Code agent teams by their rules",
		Long: `teamctl records a team's pattern and theme history, inspects teams, inboxes
and task boards, installs the teamctl hooks, and explains their decisions.

All commands honour CLAUDE_CONFIG_DIR (default ~/.claude).

` + exitStatusHelp,
		Example: `  teamctl demo
  teamctl install --agent-teams
  teamctl team show
  teamctl history list --json | jq -r '.[].theme'
  teamctl explain --last 5`,
		Version:       f.build().Version,
		SilenceErrors: true,
		SilenceUsage:  true,
	}
	root.SetIn(f.In)
	root.SetOut(f.Out)
	root.SetErr(f.ErrOut)
	root.SetVersionTemplate(f.build().Line("teamctl") + "\n")
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return usageError(c, flagError{err}) })
	// Every command that reads Claude Code's or teamctl's files needs a
	// config dir that is not relative to the working directory: without
	// one, `history add` would write the history inside the project.
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error {
		// cobra checks required flags and flag groups after this hook and
		// returns untyped errors; checked here they are usage errors.
		if err := cmd.ValidateRequiredFlags(); err != nil {
			return usageError(cmd, flagError{err})
		}
		if err := cmd.ValidateFlagGroups(); err != nil {
			return usageError(cmd, flagError{err})
		}
		if cmd.Annotations[groupAnnotation] != "" {
			return nil // a group run alone prints its help and reads nothing
		}
		for c := cmd; c != nil; c = c.Parent() {
			switch c.Name() {
			case "demo", "help", "version", "completion", cobra.ShellCompRequestCmd, cobra.ShellCompNoDescRequestCmd:
				return nil // the demo runs in its own sandbox; help and version read nothing
			}
		}
		if err := paths.Check(f.Getenv); err != nil {
			var env *paths.EnvError
			if errors.As(err, &env) {
				return newError(ExitError, err, env.Hint())
			}
			return newError(ExitError, err)
		}
		return refuseInsideRunningTeam(f, cmd)
	}
	root.AddCommand(
		newDemoCmd(f),
		newPatternCmd(f),
		newHistoryCmd(f),
		newTeamCmd(f),
		newInboxCmd(f),
		newTasksCmd(f),
		newFilesCmd(f),
		newInstallCmd(f),
		newUninstallCmd(f),
		newInitCmd(f),
		newDoctorCmd(f),
		newExplainCmd(f),
		newVersionCmd(f),
		newWatchCmd(f),
	)
	// cobra adds these when the tree runs; added now, they are groups like
	// any other (teamctl completion bsh is refused, not answered with help).
	root.InitDefaultCompletionCmd()
	root.SetHelpCommand(newHelpCmd())
	root.InitDefaultHelpCmd()
	groupsRefuseUnknownWords(root)
	return root
}

package shell

import "github.com/teamctl/teamctl/internal/teamctlcmd"

// teamctlReason is the model's own verdict on teamctl, used when Env.Judge
// does not decide (leader-guard's judge also knows the team's pattern). It
// reads the one table of teamctl's commands, internal/teamctlcmd: queries
// and team management are read-only work; a command that changes the
// guard, an unknown command and a run-time word where the command is
// named are not.
func teamctlReason(args []arg) string {
	words := make([]string, 0, len(args)-1)
	dynamic := make([]bool, 0, len(args)-1)
	for _, a := range args[1:] {
		words = append(words, a.lit)
		dynamic = append(dynamic, a.dynamic)
	}
	inv := teamctlcmd.Parse(words, dynamic)
	if inv.Command.Kind == teamctlcmd.Manage {
		// Without the judge the team is unknown: a --file or a run-time
		// word could point team management anywhere, and pattern set may
		// switch the team to a pattern that allows more.
		if _, ok := inv.Flags["--file"]; ok {
			return "`teamctl " + inv.Command.Path + " --file` writes another file"
		}
		for _, d := range dynamic {
			if d {
				return "`teamctl " + inv.Command.Path + "` has a run-time word, so what it records is unknown"
			}
		}
		if inv.Command.Path == "pattern set" && !inv.Help {
			return "`teamctl pattern set` may switch the team's pattern, which changes what the guards allow; only leader-guard, which knows the team, can tell"
		}
	}
	// Without the judge (leader-guard's, which knows the real teamctl and
	// the team) a run-time word may be the verb itself: teamctl "$x" with
	// x=uninstall.
	for _, d := range dynamic {
		if d {
			return "`teamctl` has a run-time word, which may be the command it runs"
		}
	}
	if inv.Command.Kind != teamctlcmd.ChangesGuard {
		if _, ok := inv.Flags["--bin-dir"]; !ok {
			return ""
		}
		return "`teamctl --bin-dir` points teamctl at other hook binaries"
	}
	if inv.Unknown != "" && dynamic != nil {
		for i, w := range words {
			if w == inv.Unknown && dynamic[i] {
				return "`teamctl` has a run-time word where its command is named"
			}
		}
	}
	return "`teamctl " + inv.Command.Path + "` changes the guard or teamctl's state: ask the user to run it outside the team session"
}

package shell

import "strings"

// teamctlReason is the model's own verdict on teamctl, used when Env.Judge
// does not decide (leader-guard's judge knows the team's pattern). Queries
// are read-only; history add and pattern set are team management the
// leader may run; everything that changes the guard is not read-only.
// teamctl parses its options with cobra, where an unknown option takes the
// next word as its value: an option before the command path is refused.
func teamctlReason(args []arg) string {
	var path []string
	for _, a := range args[1:] {
		if a.dynamic {
			if len(path) < 2 {
				return "`teamctl` has a run-time word where its command is named"
			}
			break
		}
		if strings.HasPrefix(a.lit, "-") {
			if len(path) == 0 {
				switch a.lit {
				case "-h", "--help", "--version", "-v":
					return ""
				}
				return "`teamctl " + a.lit + "` before the command: the model cannot tell which command runs"
			}
			break
		}
		path = append(path, a.lit)
		if len(path) == 2 {
			break
		}
	}
	if len(path) == 0 {
		return ""
	}
	first, second := path[0], ""
	if len(path) > 1 {
		second = path[1]
	}
	for _, a := range args[1:] {
		s := a.lit
		if strings.HasPrefix(s, "--bin-dir") {
			return "`teamctl --bin-dir` changes where teamctl is installed"
		}
		if strings.HasPrefix(s, "--file") && (first == "history" && second != "list" && second != "show" && second != "stats" && second != "check") {
			return "`teamctl " + first + " " + second + " --file` writes another file"
		}
	}
	switch first {
	case "version", "help", "doctor", "explain", "status", "inbox", "tasks", "completion":
		return ""
	case "team":
		switch second {
		case "", "list", "show":
			return ""
		}
	case "history":
		switch second {
		case "", "list", "show", "stats", "check", "add":
			return ""
		}
	case "pattern":
		switch second {
		case "", "list", "get", "show", "set":
			return ""
		}
	case "files":
		// The owners list, and the leader's reassignment of a file.
		switch second {
		case "", "release":
			return ""
		}
	}
	return "`teamctl " + strings.TrimSpace(first+" "+second) + "` changes the guard or teamctl's state: ask the user to run it outside the team session"
}

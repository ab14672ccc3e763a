package artifactguard

import (
	"path"
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// stagesWorkTree reports whether a command line puts working-tree changes
// into the index or the commit itself: git add/stage/rm/mv, or git commit
// with -a/--all, -i/--include, -o/--only, --pathspec-from-file or paths.
// Then the index before the command is not what gets committed, and the
// scan covers the working tree's changes too.
func stagesWorkTree(command string) bool {
	f, err := syntax.NewParser(syntax.KeepComments(false)).Parse(strings.NewReader(command), "")
	if err != nil {
		return false
	}
	stages := false
	syntax.Walk(f, func(n syntax.Node) bool {
		if stages {
			return false
		}
		if call, ok := n.(*syntax.CallExpr); ok {
			args := make([]string, len(call.Args))
			for i, w := range call.Args {
				args[i] = w.Lit()
			}
			stages = gitStages(args)
		}
		return true
	})
	return stages
}

// gitStages applies the rule to one simple command's literal words (a
// word that is not literal reads as "").
func gitStages(args []string) bool {
	i := 0
	for i < len(args) && (wrappers(args[i]) || strings.Contains(args[i], "=")) {
		i++
	}
	if i == len(args) || path.Base(args[i]) != "git" {
		return false
	}
	i++
	for i < len(args) && strings.HasPrefix(args[i], "-") {
		switch args[i] {
		case "-C", "-c", "--git-dir", "--work-tree", "--namespace":
			i++
		}
		i++
	}
	if i >= len(args) {
		return false
	}
	switch args[i] {
	case "add", "stage", "rm", "mv":
		return true
	case "commit":
		return commitStages(args[i+1:])
	}
	return false
}

// wrappers reports the commands that run the command that follows them.
func wrappers(k string) bool {
	switch k {
	case "command", "env", "sudo", "nohup", "time", "exec", "builtin":
		return true
	}
	return false
}

// commitValueLong reports git commit's long options that take the next word.
func commitValueLong(k string) bool {
	switch k {
	case "message", "file", "author", "date", "cleanup", "fixup", "squash", "trailer", "template", "reuse-message", "reedit-message":
		return true
	}
	return false
}

func commitStages(args []string) bool {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return i+1 < len(args)
		case strings.HasPrefix(a, "--"):
			name, _, hasValue := strings.Cut(a[2:], "=")
			switch name {
			case "all", "include", "only", "pathspec-from-file":
				return true
			}
			if commitValueLong(name) && !hasValue {
				i++
			}
		case len(a) > 1 && a[0] == '-':
			for j := 1; j < len(a); j++ {
				c := a[j]
				if c == 'a' || c == 'i' || c == 'o' {
					return true
				}
				if strings.IndexByte("mFCct", c) >= 0 {
					if j+1 == len(a) {
						i++
					}
					break
				}
				if c == 'u' || c == 'S' {
					break
				}
			}
		case a == "":
			// a quoted or computed word: a message or a path, unknowable
		default:
			return true
		}
	}
	return false
}

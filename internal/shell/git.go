package shell

import "strings"

// gitReason allows git queries and refuses everything that changes a
// repository, its configuration or files, or that can run a configured
// program.
func gitReason(args []arg) string {
	i, reason := gitSubcommand(args)
	if reason != "" {
		return reason
	}
	if i >= len(args) {
		return "" // git, git --version, git --help
	}
	sub := args[i]
	if sub.dynamic {
		return "the git subcommand is not literal"
	}
	rest := args[i:] // rest[0] is the subcommand: the helpers below expect a name first
	switch sub.lit {
	case "status", "blame", "annotate", "rev-parse", "ls-files", "ls-tree",
		"cat-file", "describe", "shortlog", "name-rev", "merge-base", "rev-list",
		"for-each-ref", "show-ref", "show-branch", "count-objects", "var",
		"check-ignore", "check-attr", "check-mailmap", "check-ref-format",
		"verify-commit", "verify-tag", "cherry", "version", "help":
		// No option of these writes or runs a program, so run-time
		// arguments (git show-branch "$b") are fine.
		return ""
	}
	// The others have options that write, run programs or switch from
	// listing to changing: their options must be literal.
	if r := requireLiteralOptions(rest); r != "" {
		return "`git " + strings.TrimPrefix(r, "`")
	}
	switch sub.lit {
	case "ls-remote":
		for _, a := range rest[1:] {
			if a.lit == "-u" || strings.HasPrefix(a.lit, "--upload-pack") {
				return "`git ls-remote --upload-pack` runs a command"
			}
		}
		return ""
	case "log", "show", "diff", "diff-tree", "diff-index", "diff-files",
		"whatchanged", "range-diff":
		for _, a := range rest[1:] {
			if a.is("--") {
				break
			}
			if a.lit == "--output" || strings.HasPrefix(a.lit, "--output=") {
				return "`git " + sub.lit + " --output` writes a file"
			}
		}
		return ""
	case "grep":
		for _, a := range rest[1:] {
			if a.is("--") {
				break
			}
			if strings.HasPrefix(a.lit, "--open-files-in-pager") || strings.HasPrefix(a.lit, "-O") {
				return "`git grep -O` runs a command on the matches"
			}
		}
		return ""
	case "reflog":
		switch first := firstOperand(rest[1:], nil); first {
		case "expire", "delete", "drop", "write":
			return "`git reflog " + first + "` changes the repository"
		}
		return ""
	case "branch":
		return gitBranchReason(rest[1:])
	case "tag":
		return gitTagReason(rest[1:])
	case "config":
		return gitConfigReason(rest[1:])
	case "remote":
		return gitVerbReason("remote", rest[1:], nil, "", "show", "get-url")
	case "stash":
		return gitVerbReason("stash", rest[1:], nil, "list", "show")
	case "worktree":
		return gitVerbReason("worktree", rest[1:], nil, "list")
	case "notes":
		return gitVerbReason("notes", rest[1:], []string{"--ref"}, "", "list", "show")
	case "submodule":
		return gitVerbReason("submodule", rest[1:], nil, "", "status", "summary")
	case "symbolic-ref":
		operands := 0
		for _, a := range rest[1:] {
			switch {
			case a.lit == "-d" || a.lit == "--delete":
				return "`git symbolic-ref -d` changes the repository"
			case a.lit == "-m":
				return "`git symbolic-ref -m` changes the repository"
			case !strings.HasPrefix(a.lit, "-"):
				operands++
			}
		}
		if operands > 1 {
			return "`git symbolic-ref` with a target changes the repository"
		}
		return ""
	case "add", "commit", "push", "pull", "fetch", "checkout", "switch", "reset",
		"rebase", "merge", "restore", "rm", "mv", "clean", "cherry-pick", "revert",
		"apply", "am", "init", "clone", "gc", "prune", "repack", "update-ref",
		"update-index", "filter-branch", "filter-repo", "replace", "bisect",
		"sparse-checkout", "maintenance", "format-patch", "archive", "bundle",
		"commit-tree", "write-tree", "read-tree", "hash-object", "mktag", "mktree",
		"pack-refs", "lfs", "difftool", "mergetool", "gui", "citool", "instaweb",
		"send-email", "request-pull", "fsck", "rerere", "checkout-index":
		return "`git " + sub.lit + "` changes the repository"
	}
	return "`git " + sub.lit + "` is not a known read-only git command"
}

// gitSubcommand skips git's global options and returns the index of the
// subcommand. -c is allowed only for display settings: keys such as
// core.pager, alias.* or diff.external make git run a program.
func gitSubcommand(args []arg) (int, string) {
	i := 1
	for ; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return 0, nonLiteralReason("git", a)
		}
		s := a.lit
		switch {
		case s == "-C" || s == "--git-dir" || s == "--work-tree" || s == "--namespace" || s == "--super-prefix":
			i++
		case s == "-c":
			if i+1 >= len(args) {
				return i + 1, ""
			}
			i++
			if args[i].dynamic || !harmlessGitConfig(args[i].lit) {
				return 0, "`git -c " + shorten(args[i].lit) + "` can set a configuration that runs a program"
			}
		case s == "--config-env" || strings.HasPrefix(s, "--config-env="):
			return 0, "`git --config-env` can set a configuration that runs a program"
		case strings.HasPrefix(s, "--exec-path="):
			return 0, "`git --exec-path=` changes which programs git runs"
		case strings.HasPrefix(s, "-"):
			// --no-pager, -P, -p, --bare, --git-dir=..., --work-tree=...,
			// --literal-pathspecs, --no-optional-locks, --version, ...
		default:
			return i, ""
		}
	}
	return i, ""
}

func harmlessGitConfig(kv string) bool {
	key, _, _ := strings.Cut(strings.ToLower(kv), "=")
	for _, prefix := range []string{"color.", "log.", "column.", "grep."} {
		if strings.HasPrefix(key, prefix) {
			return true
		}
	}
	switch key {
	case "core.quotepath", "core.abbrev", "diff.renames", "diff.noprefix", "diff.mnemonicprefix", "i18n.logoutputencoding":
		return true
	}
	return false
}

// firstOperand returns the first word that is not an option, skipping the
// values of the given options.
func firstOperand(args []arg, valueOpts []string) string {
	for i := 0; i < len(args); i++ {
		s := args[i].lit
		if s == "--" {
			if i+1 < len(args) {
				return args[i+1].lit
			}
			return ""
		}
		if strings.HasPrefix(s, "-") {
			for _, o := range valueOpts {
				if s == o {
					i++
				}
			}
			continue
		}
		return s
	}
	return ""
}

// gitVerbReason allows a git command whose verb (first operand) is one of
// allowed; "" in allowed means the command may be given without a verb.
func gitVerbReason(sub string, args []arg, valueOpts []string, allowed ...string) string {
	verb := firstOperand(args, valueOpts)
	for _, a := range allowed {
		if verb == a {
			return ""
		}
	}
	if verb == "" {
		return "`git " + sub + "` changes the repository"
	}
	return "`git " + sub + " " + verb + "` changes the repository"
}

func gitBranchReason(args []arg) string {
	list := false
	operands := 0
	for i := 0; i < len(args); i++ {
		s := args[i].lit
		switch s {
		case "--":
			operands += len(args) - i - 1
			i = len(args)
			continue
		case "-l", "--list":
			list = true
			continue
		case "-a", "--all", "-r", "--remotes", "-v", "-vv", "--verbose", "--show-current",
			"-i", "--ignore-case", "--column", "--no-column", "--color", "--no-color",
			"-q", "--quiet", "--omit-empty", "--no-abbrev":
			continue
		case "--contains", "--no-contains", "--merged", "--no-merged", "--points-at", "--sort", "--format":
			// These take a commit or a value; --contains and --merged
			// without one default to HEAD.
			if i+1 < len(args) && !strings.HasPrefix(args[i+1].lit, "-") {
				i++
			}
			continue
		}
		switch {
		case strings.HasPrefix(s, "--"):
			key, _, hasValue := strings.Cut(s, "=")
			switch key {
			case "--sort", "--format", "--color", "--column", "--abbrev", "--contains",
				"--no-contains", "--merged", "--no-merged", "--points-at":
				if hasValue {
					continue
				}
			}
			return "`git branch " + s + "` changes branches"
		case strings.HasPrefix(s, "-") && len(s) > 1:
			for _, c := range s[1:] {
				switch c {
				case 'a', 'r', 'v', 'i', 'q':
				case 'l':
					list = true
				default:
					return "`git branch -" + string(c) + "` changes branches"
				}
			}
		default:
			operands++
		}
	}
	if operands > 0 && !list {
		return "`git branch` with a name creates a branch"
	}
	return ""
}

func gitTagReason(args []arg) string {
	list, verify := false, false
	operands := 0
	for i := 0; i < len(args); i++ {
		s := args[i].lit
		switch s {
		case "--":
			operands += len(args) - i - 1
			i = len(args)
			continue
		case "-l", "--list":
			list = true
			continue
		case "-v", "--verify":
			verify = true
			continue
		case "-i", "--ignore-case", "--column", "--no-column", "--color", "--no-color", "--omit-empty":
			continue
		case "--contains", "--no-contains", "--merged", "--no-merged", "--points-at", "--sort", "--format":
			if i+1 < len(args) && !strings.HasPrefix(args[i+1].lit, "-") {
				i++
			}
			continue
		}
		switch {
		case strings.HasPrefix(s, "--"):
			key, _, hasValue := strings.Cut(s, "=")
			switch key {
			case "--sort", "--format", "--color", "--column", "--contains",
				"--no-contains", "--merged", "--no-merged", "--points-at":
				if hasValue {
					continue
				}
			}
			return "`git tag " + s + "` changes tags"
		case strings.HasPrefix(s, "-n"):
			// -n<num>: how many lines of each annotation to show.
		case strings.HasPrefix(s, "-") && len(s) > 1:
			for _, c := range s[1:] {
				switch c {
				case 'l':
					list = true
				case 'i':
				case 'v':
					verify = true
				default:
					return "`git tag -" + string(c) + "` changes tags"
				}
			}
		default:
			operands++
		}
	}
	if operands > 0 && !list && !verify {
		return "`git tag` with a name creates a tag"
	}
	return ""
}

func gitConfigReason(args []arg) string {
	read := false
	var operands []string
	for i := 0; i < len(args); i++ {
		s := args[i].lit
		switch s {
		case "--get", "--get-all", "--get-regexp", "--get-urlmatch", "--list", "-l",
			"--get-color", "--get-colorbool":
			read = true
			continue
		case "--unset", "--unset-all", "--add", "--replace-all", "--rename-section",
			"--remove-section", "-e", "--edit":
			return "`git config " + s + "` changes the configuration"
		case "-f", "--file", "--blob", "--type", "--default", "--comment":
			i++
			continue
		}
		if strings.HasPrefix(s, "-") {
			continue // --global, --local, --show-origin, --name-only, -z, --type=...
		}
		operands = append(operands, s)
	}
	if len(operands) > 0 {
		switch operands[0] {
		case "list", "get":
			return ""
		case "set", "unset", "rename-section", "remove-section", "edit":
			return "`git config " + operands[0] + "` changes the configuration"
		}
	}
	if read || len(operands) <= 1 {
		return ""
	}
	return "`git config` with a value changes the configuration"
}

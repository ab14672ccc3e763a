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
		"describe", "shortlog", "name-rev", "merge-base", "rev-list",
		"for-each-ref", "show-ref", "show-branch", "count-objects", "var",
		"check-ignore", "check-attr", "check-mailmap", "check-ref-format",
		"verify-commit", "verify-tag", "cherry", "version":
		// No option of these writes or runs a program, so run-time
		// arguments (git show-branch "$b") are fine.
		return ""
	case "cat-file":
		// Only --textconv and --filters run (configured) programs.
		for _, a := range rest[1:] {
			if a.is("--") {
				break
			}
			if longAny(a.lit, "--textconv", "--filters") {
				return "`git cat-file " + longName(a.lit) + "` runs the configured filters"
			}
		}
		return ""
	}
	// The others have options that write, run programs or switch from
	// listing to changing: their options must be literal.
	if r := requireLiteralOptions(rest); r != "" {
		return "`git " + strings.TrimPrefix(r, "`")
	}
	switch sub.lit {
	case "help":
		for _, a := range rest[1:] {
			if a.lit == "-w" || a.lit == "-i" || longAny(a.lit, "--web", "--info") || shortIn(a.lit, "wi", "") {
				return "`git help " + a.lit + "` starts a browser or viewer"
			}
		}
		return ""
	case "ls-remote":
		for _, a := range rest[1:] {
			if a.lit == "-u" || longOpt(a.lit, "--upload-pack") || shortIn(a.lit, "u", "") {
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
			switch {
			case longOpt(a.lit, "--output") && longName(a.lit) != "--output-indicator-new" &&
				longName(a.lit) != "--output-indicator-old" && longName(a.lit) != "--output-indicator-context":
				return "`git " + sub.lit + " --output` writes a file"
			case longOpt(a.lit, "--ext-diff"):
				return "`git " + sub.lit + " --ext-diff` runs an external diff program"
			case longOpt(a.lit, "--textconv") && longName(a.lit) != "--text":
				return "`git " + sub.lit + " --textconv` runs conversion programs"
			}
		}
		return ""
	case "grep":
		for _, a := range rest[1:] {
			if a.is("--") {
				break
			}
			if longOpt(a.lit, "--open-files-in-pager") || shortCluster(a.lit) && strings.IndexByte(a.lit, 'O') > 0 {
				return "`git grep -O` runs a command on the matches"
			}
			if longOpt(a.lit, "--ext-grep") || longOpt(a.lit, "--textconv") && longName(a.lit) != "--text" {
				return "`git grep " + longName(a.lit) + "` runs a configured program"
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
	case "clean":
		return gitCleanReason(rest[1:])
	case "hash-object":
		return gitHashObjectReason(rest[1:])
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
		"rebase", "merge", "restore", "rm", "mv", "cherry-pick", "revert",
		"apply", "am", "init", "clone", "gc", "prune", "repack", "update-ref",
		"update-index", "filter-branch", "filter-repo", "replace", "bisect",
		"sparse-checkout", "maintenance", "format-patch", "archive", "bundle",
		"commit-tree", "write-tree", "read-tree", "mktag", "mktree",
		"pack-refs", "lfs", "difftool", "mergetool", "gui", "citool", "instaweb",
		"send-email", "request-pull", "fsck", "rerere", "checkout-index":
		return "`git " + sub.lit + "` changes the repository"
	}
	return "`git " + sub.lit + "` is not a known read-only git command"
}

// gitSubcommand skips git's global options and returns the index of the
// subcommand. -c is allowed only for display settings: keys such as
// core.pager, alias.* or diff.external make git run a program. Options
// that point git at another repository or work tree (-C, --git-dir,
// --work-tree, --bare) are refused: a directory the team can write may
// hold a configuration that runs programs (core.fsmonitor, core.pager,
// diff drivers). -p/--paginate runs the configured pager. git's global
// options are matched exactly (git does not abbreviate them); unknown
// ones are refused.
func gitSubcommand(args []arg) (int, string) {
	i := 1
	for ; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return 0, nonLiteralReason("git", a)
		}
		s := a.lit
		name, _, _ := strings.Cut(s, "=")
		switch {
		case s == "-C" || s == "--git-dir" || s == "--work-tree":
			// Another repository's configuration is trusted as the
			// project's is: the leader cannot write one (its documents are
			// Markdown files, never a config or a .git), and a member that
			// planted one could run the program itself. The guard judges
			// writes into protected folders by effect (leaderguard).
			i++
		case name == "--git-dir" || name == "--work-tree" || s == "--bare":
		case s == "-c":
			if i+1 >= len(args) {
				return i + 1, ""
			}
			i++
			if args[i].dynamic || !harmlessGitConfig(args[i].lit) {
				return 0, "`git -c " + shorten(args[i].lit) + "` can set a configuration that runs a program"
			}
		case name == "--config-env":
			return 0, "`git --config-env` can set a configuration that runs a program"
		case name == "--exec-path" && strings.Contains(s, "="):
			return 0, "`git --exec-path=` changes which programs git runs"
		case s == "-p" || s == "--paginate":
			return 0, "`git " + s + "` runs the configured pager, which can be any program"
		case s == "--namespace" || s == "--super-prefix" || s == "--list-cmds" || s == "--attr-source":
			i++
		case s == "--no-pager" || s == "-P" || s == "--no-replace-objects" || s == "--literal-pathspecs" ||
			s == "--glob-pathspecs" || s == "--noglob-pathspecs" || s == "--icase-pathspecs" ||
			s == "--no-optional-locks" || s == "--version" || s == "-v" || s == "--help" || s == "-h" ||
			s == "--html-path" || s == "--man-path" || s == "--info-path" || s == "--exec-path" ||
			s == "--no-lazy-fetch" || s == "--no-advice" || name == "--namespace" || name == "--list-cmds" ||
			name == "--attr-source" || name == "--super-prefix":
		case strings.HasPrefix(s, "-"):
			return 0, "`git " + shorten(s) + "` is a global option the model does not know"
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
		case "-f", "--file", "--blob", "--type", "--default", "--comment":
			i++
			continue
		case "--global", "--system", "--local", "--worktree", "--show-origin", "--show-scope",
			"--name-only", "-z", "--null", "--includes", "--no-includes", "--bool", "--int",
			"--bool-or-int", "--path", "--expiry-date", "--no-type", "--fixed-value":
			continue
		}
		switch {
		case s == "-e" || longAny(s, "--unset", "--unset-all", "--add", "--replace-all", "--rename-section",
			"--remove-section", "--edit"):
			return "`git config " + s + "` changes the configuration"
		case shortCluster(s) && strings.ContainsAny(s, "e"):
			return "`git config -e` changes the configuration"
		case strings.HasPrefix(s, "--") && strings.Contains(s, "="):
			continue // --type=bool, --file=x, --default=x
		case strings.HasPrefix(s, "-"):
			return "`git config " + s + "` is an option the model does not know"
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

// Artifact text.

var (
	gitCommitSpecs = []flagSpec{
		{long: "message", short: 'm'},
		{long: "file", short: 'F', file: true},
		{long: "author"},
		{long: "trailer"},
	}
	gitMessageSpecs = []flagSpec{
		{long: "message", short: 'm'},
		{long: "file", short: 'F', file: true},
	}
)

func (x *extractor) git(args []arg, in stdin) {
	i, _ := gitSubcommand(args)
	if i == 0 {
		// gitSubcommand refused a global option; find the subcommand anyway.
		i = 1
		for i < len(args) && strings.HasPrefix(args[i].lit, "-") {
			if args[i].lit == "-C" || args[i].lit == "-c" {
				i++
			}
			i++
		}
	}
	if i >= len(args) || args[i].dynamic {
		return
	}
	sub := args[i].lit
	rest := args[i+1:]
	switch sub {
	case "commit":
		x.out.GitCommit = true
		found, _ := scanOptions(rest, optionSyntax{
			texts: gitCommitSpecs, value: "Cct", optional: "uS",
			longValue: []string{"reuse-message", "reedit-message", "fixup", "squash", "date", "cleanup", "template", "pathspec-from-file"},
		})
		x.addOptions("git commit", found, in)
	case "merge":
		found, _ := scanOptions(rest, optionSyntax{
			texts: gitMessageSpecs, value: "sX", optional: "S",
			longValue: []string{"strategy", "strategy-option", "cleanup", "into-name"},
		})
		x.addOptions("git merge", found, in)
	case "tag":
		found, operands := scanOptions(rest, optionSyntax{
			texts: gitMessageSpecs, value: "u", optional: "n",
			longValue: []string{"local-user", "cleanup", "sort", "format", "contains", "no-contains", "merged", "no-merged", "points-at"},
		})
		x.addOptions("git tag", found, in)
		listing := false
		for _, a := range rest {
			switch a.lit {
			case "-l", "--list", "-d", "--delete", "-v", "--verify":
				listing = true
			}
		}
		if !listing && len(operands) > 0 {
			v, d := textOf(operands[0].word)
			x.add(Text{Where: "git tag name", Value: v, Dynamic: d})
		}
	case "notes":
		verb := ""
		j := 0
		for ; j < len(rest); j++ {
			s := rest[j].lit
			if s == "--ref" {
				j++
				continue
			}
			if !strings.HasPrefix(s, "-") {
				verb = s
				break
			}
		}
		if verb == "add" || verb == "append" {
			found, _ := scanOptions(rest[min(j+1, len(rest)):], optionSyntax{
				texts: gitMessageSpecs, value: "Cc", longValue: []string{"reuse-message", "reedit-message"},
			})
			x.addOptions("git notes "+verb, found, in)
		}
	}
}

// addOptions reports option values under their long names: "git commit -m"
// for message, otherwise "--name".
func (x *extractor) addOptions(prefix string, found []optionValue, in stdin) {
	for _, f := range found {
		where := prefix + " --" + f.spec.long
		if f.spec.short != 0 && strings.HasPrefix(prefix, "git ") {
			where = prefix + " -" + string(f.spec.short)
		}
		x.addValue(where, f.spec, f.val, in)
	}
}

// gitCleanReason allows a dry run: with -n (--dry-run) git clean only
// lists what it would remove, even beside -f. -i asks interactively and
// then removes, so it is refused; so is any option the model does not know.
func gitCleanReason(args []arg) string {
	dry := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason("git clean", a)
		}
		s := a.lit
		switch {
		case s == "--":
			i = len(args)
		case longOpt(s, "--dry-run"):
			dry = true
		case longOpt(s, "--interactive"):
			return "`git clean --interactive` removes what it is told to"
		case longAny(s, "--force", "--quiet"):
		case longOpt(s, "--exclude"):
			if !strings.Contains(s, "=") {
				i++
			}
		case shortCluster(s):
		bundle:
			for j := 1; j < len(s); j++ {
				switch s[j] {
				case 'n':
					dry = true
				case 'd', 'f', 'q', 'x', 'X':
				case 'e':
					if j == len(s)-1 {
						i++
					}
					break bundle
				default:
					return "`git clean -" + string(s[j]) + "` removes files"
				}
			}
		case strings.HasPrefix(s, "-"):
			return "`git clean " + shorten(s) + "` is an option the model does not know"
		}
	}
	if !dry {
		return "`git clean` removes untracked files"
	}
	return ""
}

// gitHashObjectReason allows computing an object id; -w writes the object
// into the repository.
func gitHashObjectReason(args []arg) string {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason("git hash-object", a)
		}
		s := a.lit
		switch {
		case s == "--":
			return ""
		case s == "-w":
			return "`git hash-object -w` writes the object into the repository"
		case s == "-t" || s == "--path":
			i++
		case s == "--stdin" || s == "--stdin-paths" || s == "--no-filters" || s == "--literally" ||
			strings.HasPrefix(s, "-t") && len(s) > 2 || strings.HasPrefix(s, "--path="):
		case strings.HasPrefix(s, "-"):
			return "`git hash-object " + shorten(s) + "` is an option the model does not know"
		}
	}
	return ""
}

package shell

import "strings"

// git: its global options before the verb, then each verb's own options,
// both read by the declared scanner. The read-only verdict (gitReason) and
// the artifact text (extractor.git) both start from scanGit, so they
// agree on which word is the verb and which word an option consumes.

// gitGlobal declares git's options before the verb. git matches them
// exactly (no abbreviations, no bundles) and stops at the first word that
// is not one. -C, --git-dir and --work-tree run git in another folder,
// whose configuration is trusted as the project's is: the leader cannot
// write one (its documents are Markdown files), a member that planted one
// could run the program itself, and the guard judges writes into
// protected folders by effect (leaderguard). -c is checked against the
// display settings; -p/--paginate runs the configured pager.
var specGitGlobal = optSpec{posix: true, strict: true, exact: true,
	values: "Cc", switches: "Pvh",
	longValues:   []string{"--git-dir", "--work-tree", "--namespace", "--super-prefix", "--list-cmds", "--attr-source"},
	longOptional: []string{"--exec-path"},
	longSwitches: []string{"--bare", "--no-pager", "--no-replace-objects", "--literal-pathspecs", "--glob-pathspecs",
		"--noglob-pathspecs", "--icase-pathspecs", "--no-optional-locks", "--version", "--help", "--html-path",
		"--man-path", "--info-path", "--no-lazy-fetch", "--no-advice"},
	deny: []denied{
		{[]string{"-p", "--paginate"}, "runs the configured pager, which can be any program"},
		{[]string{"--config-env"}, "can set a configuration that runs a program"},
	}}

// gitScan is a git command line as git reads it.
type gitScan struct {
	global scanned
	// verb is the index of the verb in the words (len(words) when there
	// is none); sub the verb's own words scanned by its spec (nil spec:
	// a query none of whose options writes or runs anything).
	verb int
	sp   *optSpec
	sub  scanned
}

// scanGit reads git's words (args[0] is git).
func scanGit(args []arg) gitScan {
	g := gitScan{global: scanArgs(args[1:], &specGitGlobal)}
	g.verb = 1 + g.global.end
	if g.verb < len(args) && !args[g.verb].dynamic {
		if g.sp = gitVerbSpec(args[g.verb].lit); g.sp != nil {
			g.sub = scanArgs(args[g.verb+1:], g.sp)
		}
	}
	return g
}

// gitReason allows git queries and refuses everything that changes a
// repository, its configuration or files, or that can run a configured
// program.
func gitReason(args []arg) string {
	g := scanGit(args)
	if r := g.globalReason(); r != "" {
		return r
	}
	if g.verb >= len(args) {
		return "" // git, git --version, git --help
	}
	verb := args[g.verb]
	if verb.dynamic {
		return "the git subcommand is not literal"
	}
	sub := verb.lit
	if sub == "bisect" {
		return gitBisectReason(args[g.verb+1:])
	}
	if sub == "fsck" {
		return gitFsckReason(args[g.verb+1:])
	}
	if sub == "prune" {
		return gitPruneReason(args[g.verb+1:])
	}
	if sub == "lfs" {
		return gitLFSReason(args[g.verb+1:])
	}
	if sub == "secrets" {
		return gitSecretsReason(args[g.verb+1:])
	}
	if r, ok := gitWriterListing(sub, args[g.verb+1:]); ok {
		return r
	}
	switch sub {
	case "status", "rev-parse", "ls-files", "ls-tree",
		"describe", "name-rev", "merge-base",
		"for-each-ref", "show-ref", "show-branch", "count-objects", "var",
		"check-ignore", "check-attr", "check-mailmap", "check-ref-format",
		"verify-commit", "verify-tag", "cherry", "version",
		// Filters of standard input (and verify-pack's check of a
		// pack against its index) that print and write nothing.
		"verify-pack", "fmt-merge-msg", "column", "stripspace", "patch-id", "show-index", "get-tar-commit-id":
		// No option of these writes or runs a program, so run-time
		// arguments (git show-branch "$b") are fine.
		return ""
	case "add", "commit", "push", "pull", "fetch", "checkout", "switch", "reset",
		"rebase", "merge", "restore", "rm", "mv", "cherry-pick", "revert",
		"am", "init", "clone", "gc", "repack", "update-ref",
		"update-index", "filter-branch", "filter-repo", "replace",
		"sparse-checkout", "maintenance", "archive", "bundle",
		"commit-tree", "write-tree", "read-tree", "mktag", "mktree",
		"pack-refs", "difftool", "mergetool", "gui", "citool", "instaweb",
		"send-email", "request-pull", "rerere", "checkout-index":
		return "`git " + sub + "` changes the repository"
	}
	if g.sp == nil {
		return "`git " + sub + "` is not a known read-only git command"
	}
	sc, sp, name := &g.sub, g.sp, "git "+sub
	// The options of the verbs below write, run programs or switch from
	// listing to changing: a run-time word that may be one is refused.
	if sc.dynamic != nil {
		return nonLiteralReason(name, *sc.dynamic)
	}
	if r := sc.denyReason(name, sp); r != "" {
		return r
	}
	if sc.unknown != "" {
		return gitUnknown(sub, sc.unknown)
	}
	first := ""
	if len(sc.operands) > 0 {
		first = sc.operands[0].lit
	}
	switch sub {
	case "reflog":
		switch first {
		case "expire", "delete", "drop", "write":
			return "`git reflog " + first + "` changes the repository"
		}
	case "apply":
		// --check, --stat, --numstat and --summary turn applying off
		// (unless --apply, refused): git apply then only reads the
		// patch, the files and, with --index or --cached, the index
		// (verified with git 2.39: the index, the files and .git stay
		// as they were).
		if sc.has(sp, "--check", "--stat", "--numstat", "--summary") == nil {
			return "`git apply` without --check, --stat, --numstat or --summary applies the patch"
		}
	case "branch":
		// The commit filters switch git branch to listing, as --list
		// does: the operands are then patterns (verified with git 2.39:
		// git branch --contains HEAD name creates nothing).
		if len(sc.operands) > 0 && sc.has(sp, "-l", "--list", "--contains", "--no-contains", "--merged", "--no-merged", "--points-at") == nil {
			return "`git branch` with a name creates a branch"
		}
	case "tag":
		// -n and the commit filters switch git tag to listing: the
		// operands are then patterns.
		if len(sc.operands) > 0 && sc.has(sp, "-l", "--list", "-v", "--verify") == nil && !gitTagFilters(sc, sp) {
			return "`git tag` with a name creates a tag"
		}
	case "config":
		return gitConfigReason(sc, sp)
	case "remote", "stash", "worktree", "notes", "submodule":
		return gitVerbs(sub, sc)
	case "clean":
		if sc.has(sp, "-n", "--dry-run") == nil {
			return "`git clean` removes untracked files"
		}
	case "symbolic-ref":
		if len(sc.operands) > 1 {
			return "`git symbolic-ref` with a target changes the repository"
		}
	case "interpret-trailers":
		// Without --only-input (which --parse sets) it adds the
		// configured trailers, whose trailer.<key>.cmd runs a program.
		if sc.has(sp, "--parse", "--only-input") == nil {
			return "`git interpret-trailers` without --parse or --only-input runs the commands configured for trailers"
		}
	}
	return ""
}

// specGitArchive: git archive streams the archive to standard output
// unless -o/--output writes it; --remote and --exec ask another
// repository (and name the program it runs there).
var specGitArchive = optSpec{strict: true, complete: true, numeric: true, switches: "lv",
	longValues:   []string{"--format", "--prefix", "--add-file", "--add-virtual-file", "--mtime"},
	longSwitches: []string{"--list", "--verbose", "--worktree-attributes"},
	deny: []denied{
		{[]string{"-o", "--output"}, "writes the archive to a file"},
		{[]string{"--remote", "--exec"}, "asks another repository, running the program --exec names there"},
	}}

// specGitFormatPatch: git format-patch --stdout prints the patches and
// writes nothing (git 2.39; -o with --stdout is an error). It reads the
// log family's revision and diff options, so their refusals hold; a
// short option is declared to take a value only where git's does (-n is
// --numbered here, not log's -n <count>), and --from, --attach, --inline,
// --thread and --notes take theirs only attached.
var specGitFormatPatch = optSpec{numeric: true, values: "ovGILOSl", literalLong: true,
	longValues: []string{"--grep", "--author", "--committer", "--since", "--until", "--after", "--before", "--max-count", "--skip",
		"--output-directory", "--reroll-count", "--subject-prefix", "--to", "--cc", "--in-reply-to",
		"--signature", "--signature-file", "--add-header", "--base", "--suffix", "--filename-max-length",
		"--range-diff", "--interdiff", "--cover-from-description", "--description-file", "--start-number",
		"--anchored", "--src-prefix", "--dst-prefix", "--line-prefix", "--ignore-matching-lines",
		"--word-diff-regex", "--rotate-to", "--skip-to", "--max-age", "--min-age", "--grep-reflog", "--encoding",
		"--exclude", "--exclude-hidden", "--glob", "--date", "--decorate-refs", "--decorate-refs-exclude",
		"--since-as-filter", "--diff-merges", "--color-moved-ws", "--diff-algorithm", "--diff-filter",
		"--find-object", "--inter-hunk-context", "--output-indicator-new", "--output-indicator-old",
		"--output-indicator-context", "--stat-count", "--stat-graph-width", "--stat-name-width", "--stat-width",
		"--ws-error-highlight", "--creation-factor"},
	longOptional: []string{"--from", "--attach", "--inline", "--thread", "--notes"},
	longSwitches: []string{"--stdout", "--text", "--no-ext-diff", "--no-textconv"},
	deny: []denied{
		{[]string{"-o", "--output-directory"}, "writes the patch files into a folder"},
		{[]string{"--output"}, "writes a file"},
		{[]string{"--ext-diff"}, "runs an external diff program"},
		{[]string{"--textconv"}, "runs conversion programs"},
	}}

// gitWriterListing allows the listings of verbs that otherwise change
// the repository: replace -l, sparse-checkout list, bundle list-heads
// and verify, and git archive into standard output in a built-in
// format (a format of tar.<name>.command runs that command). ok is
// false for other verbs.
func gitWriterListing(sub string, words []arg) (string, bool) {
	plain := func(from int) bool {
		for _, a := range words[from:] {
			if a.mayBeOption() || a.dynamic || strings.HasPrefix(a.lit, "-") && !a.is("-q") && !a.is("--quiet") {
				return false
			}
		}
		return true
	}
	switch sub {
	case "replace":
		if len(words) > 0 && (words[0].is("-l") || words[0].is("--list")) {
			for _, a := range words[1:] {
				if a.mayBeOption() || strings.HasPrefix(a.lit, "-") && !strings.HasPrefix(a.lit, "--format=") {
					return "`git replace` other than --list changes replacement refs", true
				}
			}
			return "", true
		}
	case "sparse-checkout":
		if len(words) == 1 && words[0].is("list") {
			return "", true
		}
	case "bundle":
		if len(words) > 1 && (words[0].is("list-heads") || words[0].is("verify")) && plain(1) {
			return "", true
		}
	case "format-patch":
		// format-patch reads its own options (--no-stdout, -o) in a pass
		// of their own, before the revision options take their values:
		// git format-patch --stdout --author --no-stdout a wrote the
		// patch files. Any such word before -- is refused.
		for _, w := range words {
			if w.is("--") {
				break
			}
			if w.is("--no-stdout") {
				return "`git format-patch --no-stdout` writes a patch file per commit", true
			}
		}
		sp := &specGitFormatPatch
		sc := scanArgs(words, sp)
		if r := sc.verdict("git format-patch", sp); r != "" {
			return r, true
		}
		if sc.has(sp, "--stdout") == nil {
			return "`git format-patch` without --stdout writes a patch file per commit", true
		}
		return "", true
	case "archive":
		sc := scanArgs(words, &specGitArchive)
		if r := sc.verdict("git archive", &specGitArchive); r != "" {
			return r, true
		}
		for _, o := range sc.opts {
			if o.is(&specGitArchive, "--format") && !oneOf(o.val, "tar", "zip", "tgz", "tar.gz") {
				return "`git archive --format` names a format the model does not know (tar.<format>.command runs a program)", true
			}
		}
		return "", true
	}
	return "", false
}

// globalReason checks git's options before the verb.
func (g *gitScan) globalReason() string {
	sc, sp := &g.global, &specGitGlobal
	if sc.dynamic != nil {
		return nonLiteralReason("git", *sc.dynamic)
	}
	if r := sc.denyReason("git", sp); r != "" {
		return r
	}
	if sc.unknown != "" {
		return "`git " + shorten(sc.unknown) + "` is a global option the model does not know"
	}
	for _, o := range sc.opts {
		switch o.name {
		case "-c":
			if !o.hasVal {
				continue // git -c alone fails
			}
			if o.val.dynamic || !harmlessGitConfig(o.val.lit) {
				return "`git -c " + shorten(o.val.lit) + "` can set a configuration that runs a program"
			}
		case "--exec-path":
			if o.hasVal {
				return "`git --exec-path=` changes which programs git runs"
			}
		}
	}
	return ""
}

// gitTagFilters reports the options that make git tag list the tags
// its operands match: -n with a count that is not negative (or none),
// --contains, --no-contains, --merged, --no-merged and --points-at. git
// tag -n-1 NAME creates NAME.
func gitTagFilters(sc *scanned, sp *optSpec) bool {
	if sc.has(sp, "--contains", "--no-contains", "--merged", "--no-merged", "--points-at") != nil {
		return true
	}
	// The last -n counts: every one must be a count.
	found := false
	for k := range sc.opts {
		o := &sc.opts[k]
		if !o.is(sp, "-n") {
			continue
		}
		found = true
		if o.hasVal && (o.val.dynamic || !allDigits(o.val.lit)) {
			return false
		}
	}
	return found
}

// allDigits reports a non-empty run of decimal digits.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// gitLFSReason allows git lfs version only. Its other commands write in
// the repository even when they only list (git-lfs 3.3 in a fresh
// repository): ls-files and status add lfs.repositoryformatversion to
// .git/config, env creates .git/lfs/objects and .git/lfs/tmp, logs
// creates .git/lfs/logs, and track installs four hooks in .git/hooks
// before it lists the patterns.
func gitLFSReason(rest []arg) string {
	if len(rest) == 1 && (rest[0].is("version") || rest[0].is("--version")) {
		return ""
	}
	what := "git lfs"
	if len(rest) > 0 {
		what += " " + shorten(rest[0].lit)
	}
	return "`" + what + "` writes in .git even to list (lfs.repositoryformatversion in .git/config, .git/lfs, hooks for track); git lfs version only asks"
}

// gitSecretsReason allows git secrets --list (with --global) and its
// help. git-secrets (awslabs, a Bash script) prints the secrets.* keys
// of the git configuration with git config --get-regex and runs nothing
// else (checked on git-secrets 1.3.0 from Debian under strace: the
// secrets.providers commands were not run, nothing written). --scan and
// --scan-history run every secrets.providers command the configuration
// holds (programs the repository's .git/config can name); --install
// writes hooks, --add, --add-provider and --register-aws change the
// configuration. Only whole words are read: git rev-parse --parseopt,
// which reads its options, takes abbreviations (--li is --list).
func gitSecretsReason(rest []arg) string {
	switch {
	case len(rest) == 1 && (rest[0].is("--list") || rest[0].is("-h") || rest[0].is("--help")),
		len(rest) == 2 && rest[0].is("--list") && rest[1].is("--global"):
		return ""
	}
	if len(rest) > 0 && rest[0].is("--list") {
		return "`git secrets --list` takes --global and nothing more"
	}
	what := "git secrets"
	if len(rest) > 0 {
		what += " " + shorten(rest[0].lit)
	}
	return "`" + what + "` scans by running the secrets.providers commands of the git configuration (programs), or installs hooks or changes the configuration; git secrets --list prints the patterns"
}

// gitUnknown is the reason for an option a strict verb spec does not
// declare.
func gitUnknown(sub, opt string) string {
	switch sub {
	case "branch":
		return "`git branch " + shorten(opt) + "` changes branches"
	case "tag":
		return "`git tag " + shorten(opt) + "` changes tags"
	case "clean":
		return "`git clean " + shorten(opt) + "` removes files"
	}
	return "`git " + sub + " " + shorten(opt) + "` is an option the model does not know"
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

// gitVerbs judges the commands that take a verb: only their listing
// verbs are read-only, and the words after the verb must be literal
// options (git stash show takes the log family's, --output among them).
func gitVerbs(sub string, sc *scanned) string {
	verb := ""
	if len(sc.operands) > 0 {
		verb = sc.operands[0].lit
		for _, a := range sc.operands[1:] {
			if a.mayBeOption() {
				return nonLiteralReason("git "+sub+" "+verb, a)
			}
		}
	}
	switch sub {
	case "remote":
		return gitVerbReason(sub, verb, "", "show", "get-url")
	case "stash":
		// stash list is git log -g, stash show git diff: their
		// options (--output) come after the verb.
		if verb == "show" || verb == "list" {
			after := scanArgs(sc.operands[1:], &specGitLog)
			if r := after.denyReason("git stash "+verb, &specGitLog); r != "" {
				return r
			}
		}
		return gitVerbReason(sub, verb, "list", "show")
	case "worktree":
		return gitVerbReason(sub, verb, "list")
	case "notes":
		return gitVerbReason(sub, verb, "", "list", "show")
	}
	return gitVerbReason(sub, verb, "", "status", "summary")
}

// gitVerbReason allows a git command whose verb (first operand) is one of
// allowed; "" in allowed means the command may be given without a verb.
func gitVerbReason(sub, verb string, allowed ...string) string {
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

func gitConfigReason(sc *scanned, sp *optSpec) string {
	read := sc.has(sp, "--get", "--get-all", "--get-regexp", "--get-urlmatch", "--list", "-l",
		"--get-color", "--get-colorbool") != nil
	if len(sc.operands) > 0 {
		switch sc.operands[0].lit {
		case "list", "get":
			return ""
		case "set", "unset", "rename-section", "remove-section", "edit":
			return "`git config " + sc.operands[0].lit + "` changes the configuration"
		}
	}
	if read || len(sc.operands) <= 1 {
		return ""
	}
	return "`git config` with a value changes the configuration"
}

// gitVerbSpec returns a verb's declared options; nil for a verb whose
// options never write or run anything, or that is refused whatever its
// options (commit, merge and tag are declared for their text).
func gitVerbSpec(verb string) *optSpec {
	switch verb {
	case "interpret-trailers":
		return &specGitTrailers
	case "cat-file":
		return &specGitCatFile
	case "help":
		return &specGitHelp
	case "ls-remote":
		return &specGitLsRemote
	case "shortlog":
		return &specGitShortlog
	case "log", "show", "diff", "diff-tree", "diff-index", "diff-files", "whatchanged", "range-diff",
		"rev-list":
		// rev-list and shortlog read the revision options, --output
		// among them.
		return &specGitLog
	case "blame", "annotate":
		return &specGitBlame
	case "grep":
		return &specGitGrep
	case "reflog":
		// reflog show is log -g: the log family's options.
		return &specGitLog
	case "branch":
		return &specGitBranch
	case "apply":
		return &specGitApply
	case "tag":
		return &specGitTag
	case "config":
		return &specGitConfig
	case "remote":
		return &specGitRemote
	case "stash":
		return &specGitStash
	case "worktree":
		return &specGitWorktree
	case "notes":
		return &specGitNotes
	case "submodule":
		return &specGitSubmodule
	case "clean":
		return &specGitClean
	case "hash-object":
		return &specGitHashObject
	case "symbolic-ref":
		return &specGitSymbolicRef
	case "commit":
		return &specGitCommit
	case "merge":
		return &specGitMerge
	}
	return nil
}

var (
	gitMessageTexts = []flagSpec{
		{long: "message", short: 'm'},
		{long: "file", short: 'F', file: true},
	}
	specGitCatFile = optSpec{longValues: []string{"--path", "--filter"},
		longSwitches: []string{"--batch", "--batch-check", "--batch-command", "--batch-all-objects"},
		deny:         []denied{{[]string{"--textconv"}, "runs the configured filters"}, {[]string{"--filters"}, "runs the configured filters"}}}
	specGitHelp = optSpec{
		deny: []denied{{[]string{"-w", "--web"}, "starts a browser or viewer"}, {[]string{"-i", "--info"}, "starts a browser or viewer"}}}
	specGitLsRemote = optSpec{values: "o", longValues: []string{"--sort", "--server-option"},
		deny: []denied{{[]string{"--upload-pack", "-u"}, "runs a command"}}}
	// The log family: git reads these long options by their exact names
	// only (literalLong; git 2.39 refuses --outp=f and --auth, but only
	// after it has read the rest: git log --auth --output=f wrote f). An
	// abbreviation of a refused one is refused all the same. The three
	// --output-indicator-* and --text are options of their own, not
	// abbreviations of --output or --textconv.
	//
	// Every option git reads with its value in the next word is declared
	// (git 2.39: -S, -G, -O, -I, -L, -l, --src-prefix, ...): one read as
	// a switch lets the word after it, which git takes for its value, be
	// read as an option that takes the next one (git log -S --author
	// --output=f wrote f).
	specGitLog = optSpec{values: "nGILOSl", literalLong: true,
		longValues: []string{"--grep", "--author", "--committer", "--since", "--until", "--after", "--before", "--max-count", "--skip",
			"--anchored", "--src-prefix", "--dst-prefix", "--line-prefix", "--ignore-matching-lines",
			"--word-diff-regex", "--rotate-to", "--skip-to", "--max-age", "--min-age", "--grep-reflog", "--encoding",
			"--exclude", "--exclude-hidden", "--glob", "--date", "--decorate-refs", "--decorate-refs-exclude",
			"--since-as-filter", "--diff-merges", "--color-moved-ws", "--diff-algorithm", "--diff-filter",
			"--find-object", "--inter-hunk-context", "--output-indicator-new", "--output-indicator-old",
			"--output-indicator-context", "--stat-count", "--stat-graph-width", "--stat-name-width", "--stat-width",
			"--ws-error-highlight", "--creation-factor"},
		longSwitches: []string{"--text", "--no-ext-diff", "--no-textconv"},
		deny: []denied{
			{[]string{"--output"}, "writes a file"},
			{[]string{"--ext-diff"}, "runs an external diff program"},
			{[]string{"--textconv"}, "runs conversion programs"},
		}}
	// specGitShortlog: shortlog's own -n, -s, -e, -c and --committer
	// are switches (numbered, summary, email, committer), read before
	// the revision options: git shortlog -n --output=f wrote f.
	specGitShortlog = optSpec{values: "GILOSl", literalLong: true,
		longValues: []string{"--grep", "--author", "--since", "--until", "--after", "--before", "--max-count", "--skip", "--group",
			"--anchored", "--src-prefix", "--dst-prefix", "--line-prefix", "--ignore-matching-lines",
			"--word-diff-regex", "--rotate-to", "--skip-to", "--max-age", "--min-age", "--grep-reflog", "--encoding",
			"--exclude", "--exclude-hidden", "--glob", "--date", "--decorate-refs", "--decorate-refs-exclude",
			"--since-as-filter", "--diff-merges", "--color-moved-ws", "--diff-algorithm", "--diff-filter",
			"--find-object", "--inter-hunk-context", "--output-indicator-new", "--output-indicator-old",
			"--output-indicator-context", "--stat-count", "--stat-graph-width", "--stat-name-width", "--stat-width",
			"--ws-error-highlight", "--creation-factor"},
		longSwitches: []string{"--text", "--no-ext-diff", "--no-textconv", "--committer", "--numbered", "--summary", "--email"},
		// specGitLog's refusals spelled out.
		deny: []denied{
			{[]string{"--output"}, "writes a file"},
			{[]string{"--ext-diff"}, "runs an external diff program"},
			{[]string{"--textconv"}, "runs conversion programs"},
		}}
	// specGitBlame: blame hands the options it does not know to the
	// revision parser, so --output writes a file there too.
	specGitBlame = optSpec{values: "LSGIO",
		longValues: []string{"--contents", "--ignore-rev", "--ignore-revs-file", "--since", "--until", "--after", "--before",
			"--author", "--committer", "--grep", "--skip", "--max-count", "--anchored", "--src-prefix",
			"--dst-prefix", "--line-prefix", "--ignore-matching-lines", "--word-diff-regex", "--rotate-to",
			"--skip-to", "--max-age", "--min-age", "--grep-reflog", "--encoding", "--exclude", "--exclude-hidden",
			"--glob", "--date", "--decorate-refs", "--decorate-refs-exclude", "--since-as-filter", "--diff-merges",
			"--color-moved-ws", "--diff-algorithm", "--diff-filter", "--find-object", "--inter-hunk-context",
			"--output-indicator-new", "--output-indicator-old", "--output-indicator-context", "--stat-count",
			"--stat-graph-width", "--stat-name-width", "--stat-width", "--ws-error-highlight", "--creation-factor"},
		longSwitches: []string{"--text", "--no-textconv", "--no-ext-diff"},
		// specGitLog's refusals spelled out (a copy of another variable
		// runs in every hook process; TestSpecCopiesKeepInStep).
		deny: []denied{
			{[]string{"--output"}, "writes a file"},
			{[]string{"--ext-diff"}, "runs an external diff program"},
			{[]string{"--textconv"}, "runs conversion programs"},
		}}
	specGitGrep = optSpec{values: "efABCm", optional: "O",
		longValues:   []string{"--max-depth", "--threads", "--max-count", "--after-context", "--before-context", "--context"},
		longSwitches: []string{"--text", "--no-textconv", "--no-ext-grep"},
		deny: []denied{
			{[]string{"-O", "--open-files-in-pager"}, "runs a command on the matches"},
			{[]string{"--ext-grep"}, "runs a configured program"},
			{[]string{"--textconv"}, "runs a configured program"},
		}}
	// specGitApply: git apply's options; the ones that apply anyway,
	// write files beside the patch's or an index, or reach outside the
	// work tree are refused, and an undeclared one (--no-check and the
	// other negations among them) too.
	specGitApply = optSpec{strict: true, values: "pC", switches: "zRvq3N",
		longValues: []string{"--exclude", "--include", "--directory", "--whitespace", "--build-fake-ancestor"},
		longSwitches: []string{"--no-add", "--stat", "--numstat", "--summary", "--check", "--index", "--cached", "--reverse",
			"--unidiff-zero", "--allow-overlap", "--verbose", "--quiet", "--inaccurate-eof", "--recount", "--allow-empty",
			"--ignore-space-change", "--ignore-whitespace", "--apply", "--3way", "--reject", "--intent-to-add", "--unsafe-paths"},
		deny: []denied{
			{[]string{"--apply"}, "applies the patch"},
			{[]string{"-3", "--3way"}, "merges into the files and the index"},
			{[]string{"--reject"}, "applies what it can and writes .rej files"},
			{[]string{"--build-fake-ancestor"}, "writes an index file"},
			{[]string{"-N", "--intent-to-add"}, "adds to the index"},
			{[]string{"--unsafe-paths"}, "reaches outside the work tree"},
		}}
	specGitBranch = optSpec{strict: true, switches: "arvilq",
		longValues:   []string{"--sort", "--format", "--points-at", "--contains", "--no-contains", "--merged", "--no-merged"},
		longOptional: []string{"--column", "--color", "--abbrev"},
		longSwitches: []string{"--list", "--all", "--remotes", "--verbose", "--show-current", "--ignore-case",
			"--no-column", "--no-color", "--quiet", "--omit-empty", "--no-abbrev"}}
	// specGitTrailers: interpret-trailers prints the message to standard
	// output unless --in-place rewrites the files named.
	specGitTrailers = optSpec{strict: true,
		longValues:   []string{"--where", "--if-exists", "--if-missing", "--trailer"},
		longSwitches: []string{"--parse", "--only-input", "--only-trailers", "--unfold", "--no-divider", "--trim-empty", "--no-trim-empty", "--no-where", "--no-if-exists", "--no-if-missing"},
		deny:         []denied{{[]string{"--in-place"}, "rewrites the files it reads"}}}
	specGitTag = optSpec{strict: true, switches: "liv", optional: "n", values: "u",
		texts: gitMessageTexts,
		longValues: []string{"--sort", "--format", "--contains", "--no-contains", "--merged", "--no-merged",
			"--points-at", "--local-user", "--cleanup"},
		longOptional: []string{"--column", "--color"},
		longSwitches: []string{"--list", "--verify", "--ignore-case", "--no-column", "--no-color", "--omit-empty"},
		deny: []denied{
			{[]string{"-m", "--message"}, "creates an annotated tag"},
			{[]string{"-F", "--file"}, "creates an annotated tag"},
			{[]string{"-u", "--local-user"}, "creates a signed tag"},
			{[]string{"--cleanup"}, "creates an annotated tag"},
			{[]string{"-d", "--delete"}, "changes tags"},
		}}
	specGitConfig = optSpec{strict: true, switches: "lz", values: "f",
		longValues: []string{"--file", "--blob", "--type", "--default", "--comment", "--value"},
		longSwitches: []string{"--get", "--get-all", "--get-regexp", "--get-urlmatch", "--list", "--get-color",
			"--get-colorbool", "--global", "--system", "--local", "--worktree", "--show-origin", "--show-scope",
			"--name-only", "--null", "--includes", "--no-includes", "--bool", "--int", "--bool-or-int", "--path",
			"--expiry-date", "--no-type", "--fixed-value", "--all"},
		deny: []denied{
			{[]string{"-e", "--edit"}, "changes the configuration"},
			{[]string{"--unset"}, "changes the configuration"},
			{[]string{"--unset-all"}, "changes the configuration"},
			{[]string{"--add"}, "changes the configuration"},
			{[]string{"--replace-all"}, "changes the configuration"},
			{[]string{"--rename-section"}, "changes the configuration"},
			{[]string{"--remove-section"}, "changes the configuration"},
		}}
	// Commands with verbs: their own options come before the verb (posix),
	// the verb's after it.
	specGitRemote    = optSpec{posix: true, strict: true, switches: "v", longSwitches: []string{"--verbose"}}
	specGitStash     = optSpec{posix: true, values: "m", longValues: []string{"--message", "--pathspec-from-file"}}
	specGitWorktree  = optSpec{posix: true}
	specGitNotes     = optSpec{posix: true, longValues: []string{"--ref"}}
	specGitSubmodule = optSpec{posix: true, strict: true, switches: "q", longSwitches: []string{"--quiet", "--cached", "--recursive"}}
	specGitClean     = optSpec{strict: true, switches: "ndfqxX", values: "e",
		longValues:   []string{"--exclude"},
		longSwitches: []string{"--dry-run", "--force", "--quiet"},
		deny:         []denied{{[]string{"-i", "--interactive"}, "removes what it is told to"}}}
	specGitHashObject = optSpec{strict: true, values: "t", longValues: []string{"--path"},
		longSwitches: []string{"--stdin", "--stdin-paths", "--no-filters", "--literally"},
		deny:         []denied{{[]string{"-w"}, "writes the object into the repository"}}}
	specGitSymbolicRef = optSpec{strict: true, switches: "q", values: "m",
		longSwitches: []string{"--quiet", "--short", "--recurse", "--no-recurse"},
		deny: []denied{
			{[]string{"-d", "--delete"}, "changes the repository"},
			{[]string{"-m"}, "changes the repository"},
		}}
	specGitCommit = optSpec{values: "Cct", optional: "uS",
		texts: []flagSpec{
			{long: "message", short: 'm'},
			{long: "file", short: 'F', file: true},
			{long: "author"},
			{long: "trailer"},
		},
		longValues: []string{"--reuse-message", "--reedit-message", "--fixup", "--squash", "--date", "--cleanup",
			"--template", "--pathspec-from-file"}}
	specGitMerge = optSpec{values: "sX", optional: "S", texts: gitMessageTexts,
		longValues: []string{"--strategy", "--strategy-option", "--cleanup", "--into-name"}}
	specGitNotesAdd = optSpec{values: "Cc", texts: gitMessageTexts,
		longValues: []string{"--reuse-message", "--reedit-message"}}
)

// Artifact text.

func (x *extractor) git(args []arg, in stdin) {
	g := scanGit(args)
	if g.verb >= len(args) || args[g.verb].dynamic {
		return
	}
	sub := args[g.verb].lit
	switch sub {
	case "commit":
		x.out.GitCommit = true
		x.addOptions("git commit", g.sub.texts(g.sp), in)
	case "merge":
		x.addOptions("git merge", g.sub.texts(g.sp), in)
	case "tag":
		x.addOptions("git tag", g.sub.texts(g.sp), in)
		listing := g.sub.has(g.sp, "-l", "--list", "-v", "--verify", "-d", "--delete", "-n", "--contains", "--no-contains", "--merged", "--no-merged", "--points-at") != nil
		if !listing && len(g.sub.operands) > 0 {
			v, d := textOf(g.sub.operands[0].word)
			x.add(Text{Where: "git tag name", Value: v, Dynamic: d})
		}
	case "notes":
		if len(g.sub.operands) == 0 {
			return
		}
		verb := g.sub.operands[0].lit
		if verb != "add" && verb != "append" {
			return
		}
		from := g.verb + 1
		for from < len(args) && args[from].word != g.sub.operands[0].word {
			from++
		}
		sc := scanArgs(args[min(from+1, len(args)):], &specGitNotesAdd)
		x.addOptions("git notes "+verb, sc.texts(&specGitNotesAdd), in)
	}
}

// addOptions reports option values under their names: "git commit -m" for
// a text option with a short name, otherwise "--name".
func (x *extractor) addOptions(prefix string, found []optionValue, in stdin) {
	for _, f := range found {
		where := prefix + " --" + f.spec.long
		if f.spec.short != 0 && strings.HasPrefix(prefix, "git ") {
			where = prefix + " -" + string(f.spec.short)
		}
		x.addValue(where, f.spec, f.val, in)
	}
}

// gitBisectReason allows git bisect log (it prints .git/BISECT_LOG),
// terms (the current terms) and help/-h (the usage). Every other bisect
// command moves HEAD or the bisection, and visualize/view runs gitk or
// git log through the pager.
func gitBisectReason(words []arg) string {
	if len(words) == 0 {
		return "`git bisect` without a command is not a query"
	}
	w := words[0]
	if w.dynamic {
		return "the git bisect command is not literal"
	}
	switch w.lit {
	case "log", "help", "-h":
		if len(words) == 1 {
			return ""
		}
	case "terms":
		for _, a := range words[1:] {
			switch {
			case a.is("--term-good"), a.is("--term-bad"), a.is("--term-old"), a.is("--term-new"):
			default:
				return "`git bisect terms` with `" + shorten(a.lit) + "` is not a query the model knows"
			}
		}
		return ""
	}
	return "`git bisect " + shorten(w.lit) + "` moves HEAD or changes the bisection (git bisect log prints it)"
}

// gitFsckReason allows git fsck, which only reads, except with
// --lost-found (any abbreviation: --l is the only option that starts so),
// which writes the dangling objects into .git/lost-found.
func gitFsckReason(args []arg) string {
	for _, a := range args {
		if a.mayBeOption() {
			return nonLiteralReason("git fsck", a)
		}
		if strings.HasPrefix(a.lit, "--l") {
			return "`git fsck " + shorten(a.lit) + "` writes dangling objects into .git/lost-found"
		}
	}
	return ""
}

// gitPruneReason allows git prune -n (--dry-run), which lists the objects
// it would remove; without it git prune deletes them.
func gitPruneReason(args []arg) string {
	dry := false
	for _, a := range args {
		if a.mayBeOption() {
			return nonLiteralReason("git prune", a)
		}
		switch {
		case a.is("-n") || a.is("--dry-run") || a.is("-nv") || a.is("-vn"):
			dry = true
		case a.is("-v") || a.is("--verbose") || a.is("--progress") || a.is("--no-progress") || a.is("--expire") ||
			strings.HasPrefix(a.lit, "--expire="):
		case strings.HasPrefix(a.lit, "-"):
			return "`git prune " + shorten(a.lit) + "` is an option the model does not know"
		}
	}
	if !dry {
		return "`git prune` removes unreachable objects (git prune -n lists them)"
	}
	return ""
}

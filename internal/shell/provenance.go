package shell

import (
	"slices"
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// Where a run-time value comes from can prove it never starts with a dash,
// so a command cannot take it for an option: the lines of git log
// --format=%H are commit ids, find . prints paths that start with ./, a
// loop over src/*.go yields names that start with src/. Only such proven
// values, used inside double quotes (unquoted ones split into more words),
// count as operands; everything else stays a possible option.

// callsFunction reports whether a producer runs a name the line declares
// as a function: git() { echo -o x; } makes $(git rev-parse HEAD) print
// anything, and $(( $(nproc) )) run code.
func (w *walker) callsFunction(n syntax.Node) bool {
	if len(w.anyFuncs) == 0 || n == nil {
		return false
	}
	found := false
	syntax.Walk(n, func(node syntax.Node) bool {
		if call, ok := node.(*syntax.CallExpr); ok && len(call.Args) > 0 && w.anyFuncs[wordArg(call.Args[0]).lit] {
			found = true
		}
		return !found
	})
	return found
}

func (w *walker) redirectsCallFunction(s *syntax.Stmt) bool {
	for _, r := range s.Redirs {
		if r.Word != nil && w.callsFunction(r.Word) {
			return true
		}
	}
	return false
}

func (w *walker) itemsCallFunction(items []*syntax.Word) bool {
	for _, word := range items {
		if w.callsFunction(word) {
			return true
		}
	}
	return false
}

// noDashLines reports whether every line a statement writes to standard
// output starts with a character other than a dash, a blank, a quote or a
// backslash, so read -r of a line, or xargs -I, gives a value that cannot
// be an option. Paths are not lines: a file name may hold a newline
// followed by -o (see noDashStart and findRecords).
func noDashLines(s *syntax.Stmt) bool {
	if s == nil {
		return false
	}
	if numericOutput(s) {
		return true
	}
	if !quietRedirs(s) {
		return false
	}
	switch x := s.Cmd.(type) {
	case *syntax.BinaryCmd:
		if x.Op != syntax.Pipe {
			return false
		}
		if passesLines(x.Y) {
			return noDashLines(x.X)
		}
		if cutsNameOfKind(x.Y) {
			return kubectlDNSNamedLines(x.X)
		}
		if awkPrintsFirstField(x.Y) {
			return idLines(x.X) || noDashLines(x.X)
		}
		return noDashLines(x.Y)
	case *syntax.CallExpr:
		if len(x.Assigns) > 0 || len(x.Args) == 0 {
			return false
		}
		args := wordArgs(x.Args)
		if args[0].is("kubectl") {
			// It reads its own run-time values (-n "$ns").
			return kubectlNames(args[1:])
		}
		for _, a := range args {
			if a.dynamic || a.glob {
				return false
			}
		}
		if args[0].lit == "git" {
			return gitPrintsIDs(args, false)
		}
		return producerWords(args)
	}
	return false
}

// awkPrintsFirstField reports an awk stage whose program is one rule
// printing $1, maybe under a pattern ('/pricing/ {print $1}', '$2 ~
// /\.env$/ {print $1}', 'NR>1{print $1}'), with no option and no file:
// with the default field separator $1 is the first blank-separated word
// of a line, which starts where the line does. The pattern may not print,
// read or run anything (no braces, ;, print, getline or system in it);
// the program itself is judged as the awk command it is.
func awkPrintsFirstField(s *syntax.Stmt) bool {
	x, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(s.Redirs) > 0 || len(x.Assigns) > 0 || len(x.Args) != 2 {
		return false
	}
	args := wordArgs(x.Args)
	if !oneOf(args[0], "awk", "gawk", "mawk") || args[1].dynamic {
		return false
	}
	prog := strings.TrimSpace(args[1].lit)
	body, ok := strings.CutSuffix(prog, "}")
	if !ok {
		return false
	}
	open := strings.LastIndexByte(body, '{')
	if open < 0 {
		return false
	}
	pattern, action := body[:open], strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(body[open+1:]), ";"))
	if action != "print $1" {
		return false
	}
	return !strings.ContainsAny(pattern, "{};") && !strings.Contains(pattern, "print") &&
		!strings.Contains(pattern, "getline") && !strings.Contains(pattern, "system") && !awkPatternAssigns(pattern)
}

// awkPatternAssigns reports a pattern that may change a field, the record
// or how it splits before print $1 runs: an assignment ($1="--output=x",
// $0=$2, FS=":", $1-=99999), ++ or --, or sub, gsub and the like. Any =
// other than in ==, !=, <= and >= counts, inside a regular expression too.
func awkPatternAssigns(pattern string) bool {
	p := pattern
	for _, cmp := range []string{"==", "!=", "<=", ">="} {
		p = strings.ReplaceAll(p, cmp, "")
	}
	return strings.ContainsAny(p, "=") || strings.Contains(p, "++") || strings.Contains(p, "--") ||
		strings.Contains(p, "sub(") || strings.Contains(p, "sub (") || strings.Contains(p, "split") || strings.Contains(p, "close")
}

// idLines reports a statement whose every line starts with an id and a
// blank: jps's (the process id, then the class, jar or options), git
// rev-list --objects' (the object id, then for trees and blobs a path).
func idLines(s *syntax.Stmt) bool {
	args, ok := lineSource(s)
	if !ok {
		return false
	}
	for _, a := range args {
		if a.dynamic || a.glob {
			return false
		}
	}
	switch args[0].lit {
	case "jps":
		for _, a := range args[1:] {
			if !strings.HasPrefix(a.lit, "-") || strings.Trim(a.lit[1:], "lmvV") != "" || a.lit == "-" {
				return false // a host, or an option other than -l, -m, -v, -V
			}
		}
		return true
	case "git":
		return len(args) > 2 && args[1].is("rev-list") && slices.ContainsFunc(args[2:], func(a arg) bool { return a.is("--objects") }) &&
			gitPrintsIDs(slices.DeleteFunc(slices.Clone(args), func(a arg) bool { return a.is("--objects") }), false)
	}
	return false
}

// kubectlDNSNamedLines reports a statement whose lines are kubectl get
// -o name's KIND/NAME of kinds named as DNS names only (kubectlListing),
// passed on whole by the stages after it (passesLines).
func kubectlDNSNamedLines(s *syntax.Stmt) bool {
	args, ok := lineSource(s)
	if !ok || !args[0].is("kubectl") {
		return false
	}
	_, dns := kubectlListing(args[1:])
	return dns
}

// lineSource returns the words of the command whose lines reach the end
// of a pipeline whose later stages only pass whole lines on
// (passesLines), when nothing but standard error is redirected and it
// sets no variable.
func lineSource(s *syntax.Stmt) ([]arg, bool) {
	for s != nil && quietRedirs(s) {
		switch x := s.Cmd.(type) {
		case *syntax.BinaryCmd:
			if x.Op != syntax.Pipe || !passesLines(x.Y) {
				return nil, false
			}
			s = x.X
		case *syntax.CallExpr:
			if len(x.Assigns) > 0 || len(x.Args) == 0 {
				return nil, false
			}
			return wordArgs(x.Args), true
		default:
			return nil, false
		}
	}
	return nil, false
}

// cutsNameOfKind reports a pipeline stage that prints the second
// slash-separated field of each line of its input, and nothing else:
// cut -d/ -f2 (-d / -f 2, --delimiter=/ --fields=2, -s). Of KIND/NAME
// that is NAME; a line without a slash would be printed whole.
func cutsNameOfKind(s *syntax.Stmt) bool {
	x, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(s.Redirs) > 0 || len(x.Assigns) > 0 || len(x.Args) == 0 {
		return false
	}
	args := wordArgs(x.Args)
	if !args[0].is("cut") {
		return false
	}
	delim, field := "", ""
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.dynamic || a.glob {
			return false
		}
		var dst *string
		val, hasVal := "", false
		switch {
		case a.lit == "-s" || a.lit == "--only-delimited":
			continue
		case a.lit == "-d" || a.lit == "-f":
			dst = &delim
			if a.lit == "-f" {
				dst = &field
			}
		case strings.HasPrefix(a.lit, "-d") && !strings.HasPrefix(a.lit, "--"):
			dst, val, hasVal = &delim, a.lit[2:], true
		case strings.HasPrefix(a.lit, "-f") && !strings.HasPrefix(a.lit, "--"):
			dst, val, hasVal = &field, a.lit[2:], true
		case strings.HasPrefix(a.lit, "--delimiter="):
			dst, val, hasVal = &delim, strings.TrimPrefix(a.lit, "--delimiter="), true
		case strings.HasPrefix(a.lit, "--fields="):
			dst, val, hasVal = &field, strings.TrimPrefix(a.lit, "--fields="), true
		default:
			return false // an operand (a file instead of standard input) or another option
		}
		if !hasVal {
			if i+1 >= len(args) || args[i+1].dynamic || args[i+1].glob {
				return false
			}
			i++
			val = args[i].lit
		}
		*dst = val
	}
	return delim == "/" && field == "2"
}

// noDashStart reports whether what a statement prints starts with a
// character other than a dash: proven lines, or a path under a literal
// find starting point, the working directory, or an absolute path
// (realpath, which, command -v). "$(...)" of it is one word that cannot
// be an option, even when a later line of it could.
func noDashStart(s *syntax.Stmt) bool {
	if noDashLines(s) {
		return true
	}
	if s == nil || !quietRedirs(s) {
		return false
	}
	if x, ok := s.Cmd.(*syntax.BinaryCmd); ok {
		if x.Op == syntax.AndStmt || x.Op == syntax.OrStmt {
			// which x || echo /opt/x/bin/x: the first part that prints
			// anything starts the output.
			return noDashStart(x.X) && noDashStart(x.Y)
		}
		return x.Op == syntax.Pipe && passesLines(x.Y) && noDashStart(x.X)
	}
	x, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(x.Assigns) > 0 || len(x.Args) == 0 {
		return false
	}
	args := wordArgs(x.Args)
	if args[0].is("readlink") && readlinkCanonical(args[1:]) {
		return true
	}
	if echoesLiteral(args, false) {
		return true
	}
	for _, a := range args {
		if a.dynamic || a.glob {
			return false
		}
	}
	switch args[0].lit {
	case "find":
		return findPrintsStarts(args)
	case "pwd":
		return len(args) == 1
	case "realpath":
		return literalOperandsOnly(args, "-e", "-m", "-q", "-s", "-P", "-L", "--canonicalize-existing", "--canonicalize-missing", "--quiet")
	case "which":
		return literalOperandsOnly(args, "-a")
	case "go":
		// A folder variable: go refuses a relative GOPATH, GOMODCACHE or
		// GOROOT, so it prints an absolute path (or nothing).
		return len(args) == 3 && args[1].is("env") && oneOf(args[2], "GOPATH", "GOMODCACHE", "GOROOT")
	case "gem":
		// Gem.dir: the absolute folder gems are installed in.
		return len(args) == 3 && args[1].is("env") && oneOf(args[2], "gemdir")
	case "command":
		// command -v prints a path, or the name itself for a
		// builtin or function, or "alias name=...".
		return len(args) > 2 && args[1].is("-v") && literalOperandsOnly(args, "-v")
	}
	return false
}

// readlinkCanonical reports readlink -f, -e or -m: it prints absolute
// paths, whatever its operands are (a run-time one that is an option
// can only add --help's "Usage:" or --version's "readlink"); a literal
// option it does not know makes it false.
func readlinkCanonical(rest []arg) bool {
	canonical := false
	for _, a := range rest {
		if a.dynamic || a.glob || !strings.HasPrefix(a.lit, "-") || a.lit == "-" {
			continue
		}
		switch a.lit {
		case "--canonicalize", "--canonicalize-existing", "--canonicalize-missing":
			canonical = true
		case "--no-newline", "--quiet", "--silent", "--verbose", "--zero", "--":
		default:
			if strings.HasPrefix(a.lit, "--") || strings.Trim(a.lit[1:], "femnqsvz") != "" {
				return false
			}
			canonical = canonical || strings.ContainsAny(a.lit[1:], "fem")
		}
	}
	return canonical
}

// findRecords reports find printing NUL-terminated paths (-print0 its only
// action) under literal starting points that do not start with a dash:
// every record starts with one, whatever the names hold.
func findRecords(s *syntax.Stmt) bool {
	if s == nil || !quietRedirs(s) {
		return false
	}
	x, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(x.Assigns) > 0 || len(x.Args) == 0 {
		return false
	}
	args := wordArgs(x.Args)
	if !args[0].is("find") {
		return false
	}
	print0 := false
	for _, a := range args {
		if a.dynamic || a.glob {
			return false
		}
		switch a.lit {
		case "-print0":
			print0 = true
		case "-print", "-printf", "-fprintf", "-ls", "-fls", "-fprint", "-fprint0", "-exec", "-execdir", "-ok", "-okdir":
			return false
		}
	}
	return print0 && findStarts(args) > 0
}

// noDashFields reports whether every word of a statement's output, split
// on blanks, starts with a character other than a dash: commit ids.
func noDashFields(s *syntax.Stmt) bool {
	if s == nil {
		return false
	}
	if numericOutput(s) {
		return true
	}
	if !quietRedirs(s) {
		return false
	}
	if p, ok := s.Cmd.(*syntax.BinaryCmd); ok {
		if p.Op == syntax.Pipe && len(s.Redirs) == 0 && checksumFirstField(p.X, p.Y) {
			return true
		}
		if p.Op == syntax.Pipe && len(s.Redirs) == 0 && awkPrintsFirstField(p.Y) {
			// $1 holds no blank: one word per line, an id's.
			return idLines(p.X) || noDashFields(p.X)
		}
		if p.Op == syntax.Pipe && len(s.Redirs) == 0 && cutsNameOfKind(p.Y) {
			// A DNS name holds no blank: one word per line.
			return kubectlDNSNamedLines(p.X)
		}
		// docker ps -q | head -3: whole lines of proven words.
		return p.Op == syntax.Pipe && len(s.Redirs) == 0 && passesLines(p.Y) && noDashFields(p.X)
	}
	x, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(x.Assigns) > 0 || len(x.Args) == 0 {
		return false
	}
	args := wordArgs(x.Args)
	if args[0].is("kubectl") {
		return kubectlNames(args[1:])
	}
	for _, a := range args {
		if a.dynamic || a.glob {
			return false
		}
	}
	if args[0].lit == "git" {
		return gitPrintsIDs(args, true)
	}
	return producerWords(args)
}

// passesLines reports whether a pipeline stage prints only whole lines of
// its input (head, tail, sort, uniq, grep without prefixes), so the lines'
// first characters are the input's.
func passesLines(s *syntax.Stmt) bool {
	x, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(s.Redirs) > 0 || len(x.Assigns) > 0 || len(x.Args) == 0 {
		return false
	}
	args := wordArgs(x.Args)
	for _, a := range args {
		if a.dynamic {
			return false
		}
	}
	switch args[0].lit {
	case "head", "tail", "sort", "uniq", "grep":
	default:
		return false
	}
	pattern := args[0].lit != "grep"
	for i := 1; i < len(args); i++ {
		s := args[i].lit
		if !strings.HasPrefix(s, "-") {
			if !pattern {
				pattern = true // grep's pattern
				continue
			}
			return false // a file operand replaces standard input
		}
		if s == "-e" && args[0].lit == "grep" {
			pattern = true
		}
		switch {
		case s == "-n" || s == "-e" || s == "-k" || s == "-t":
			if args[0].lit == "grep" && s == "-n" {
				return false // grep -n prefixes line numbers
			}
			i++
		case strings.TrimLeft(s[1:], "0123456789") == "" && args[0].lit != "grep":
			// head -5
		case args[0].lit == "grep" && strings.Trim(s[1:], "vixwEFP") == "":
		case args[0].lit != "grep" && strings.Trim(s[1:], "ruf") == "" && len(s) > 1:
		default:
			return false
		}
	}
	return true
}

// gitPrintsIDs reports whether a git command prints only commit ids, one
// per line, optionally followed by more of a format (fields=false) or
// nothing else (fields=true): git log --format=%H, git rev-list, git
// rev-parse of revisions. Options outside a small set (which never add
// lines such as diffs, graphs or boundary marks) make it false.
func gitPrintsIDs(args []arg, fields bool) bool {
	if len(args) < 2 {
		return false
	}
	verb := args[1].lit
	rest := args[2:]
	format := ""
	switch verb {
	case "log", "rev-list":
	case "tag":
		return gitTagListsPatterns(rest)
	case "for-each-ref":
		return gitForEachRefNames(rest)
	case "merge-base":
		// Commit ids, or nothing (--is-ancestor).
		for _, a := range rest {
			s := a.lit
			if strings.HasPrefix(s, "-") && s != "--all" && s != "--octopus" && s != "--independent" && s != "--fork-point" && s != "--is-ancestor" {
				return false
			}
		}
		return true
	case "rev-parse":
		for _, a := range rest {
			s := a.lit
			if strings.HasPrefix(s, "-") && s != "--verify" && s != "-q" && s != "--quiet" && s != "--short" && !strings.HasPrefix(s, "--short=") {
				return false
			}
			if strings.ContainsAny(s, " \t\n'\"\\*?[(") {
				// rev-parse prints an argument it cannot resolve as it
				// is: 'x -o/tmp/f' would print a word -o/tmp/f, and
				// '*' a pattern bash expands to the folder's names
				// (git config d$(git rev-parse '*') is git config
				// data.csv docs, which sets a key).
				return false
			}
		}
		return true
	default:
		return false
	}
	for i := 0; i < len(rest); i++ {
		s := rest[i].lit
		if !strings.HasPrefix(s, "-") {
			continue // revisions and paths
		}
		name, value, hasValue := strings.Cut(s, "=")
		switch name {
		case "--":
			i = len(rest)
		case "--format", "--pretty":
			if !hasValue {
				return false
			}
			format = strings.TrimPrefix(strings.TrimPrefix(value, "format:"), "tformat:")
		case "-n", "--max-count", "--since", "--until", "--after", "--before", "--author", "--committer", "--grep", "--skip",
			"-S", "-G":
			if !hasValue && name == s {
				i++
			}
		case "--follow", "--all-match", "--invert-grep", "--pickaxe-regex", "--pickaxe-all", "-E", "--extended-regexp",
			"-F", "--fixed-strings", "-P", "--perl-regexp":
		case "--no-merges", "--merges", "--first-parent", "--reverse", "--all", "--branches", "--tags", "--remotes",
			"--date-order", "--topo-order", "--author-date-order", "-i", "--regexp-ignore-case", "--no-walk", "--abbrev-commit",
			"--no-color", "--max-parents", "--min-parents", "--no-min-parents", "--no-max-parents", "--ancestry-path",
			"--simplify-by-decoration", "--left-only", "--right-only", "--cherry-pick":
		default:
			if strings.HasPrefix(s, "-S") || strings.HasPrefix(s, "-G") {
				continue // -Stext: commits whose diff adds or removes text
			}
			if strings.TrimLeft(strings.TrimPrefix(s[1:], "n"), "0123456789") != "" || s == "-n" {
				return false // not -5 or -n5
			}
		}
	}
	if verb == "log" || format != "" {
		if fields {
			return format == "%H" || format == "%h"
		}
		return strings.HasPrefix(format, "%H") || strings.HasPrefix(format, "%h")
	}
	return true // rev-list: one id per line
}

// gitTagListsPatterns reports git tag -l (--list) given patterns that
// each start with literal text other than a dash (quoted: 'v2.*'): every
// tag it prints matches one, so starts with that text (a ref can be
// named -x by git update-ref, and a bare git tag -l would print it). A
// tag name holds no blank, so each line is one word, even in the columns
// column.ui=always lays out. Only -i, --sort= and the filters given with
// = may stand beside -l: -n prints annotation lines, --format anything.
func gitTagListsPatterns(rest []arg) bool {
	list, patterns := false, 0
	for _, a := range rest {
		s := a.lit
		if a.dynamic || a.glob || s == "" {
			return false
		}
		switch {
		case s == "-l" || s == "--list":
			list = true
		case s == "-i" || s == "--ignore-case" || s == "--no-column":
		case gitRefFilter(s):
		case strings.HasPrefix(s, "-"):
			return false
		default:
			if k := strings.IndexAny(s, "*?[\\"); k == 0 {
				return false
			}
			patterns++
		}
	}
	return list && patterns > 0
}

// gitForEachRefNames reports git for-each-ref --format=%(refname): each
// line a full ref name, which starts with refs/ and holds no blank. Only
// --sort=, --count= and the filters given with = may stand beside it, and
// literal patterns (they only pick refs).
func gitForEachRefNames(rest []arg) bool {
	format := false
	for i := 0; i < len(rest); i++ {
		s := rest[i].lit
		if rest[i].dynamic || rest[i].glob || s == "" {
			return false
		}
		switch {
		case s == "--format" && i+1 < len(rest) && !rest[i+1].dynamic:
			i++
			format = rest[i].lit == "%(refname)"
		case strings.HasPrefix(s, "--format="):
			format = s == "--format=%(refname)"
		case gitRefFilter(s) || strings.HasPrefix(s, "--count="):
		case strings.HasPrefix(s, "-"):
			return false
		}
	}
	return format
}

// gitRefFilter reports an option of git tag -l and for-each-ref, given
// with =, that only picks or orders the refs listed.
func gitRefFilter(s string) bool {
	for _, p := range []string{"--sort=", "--merged=", "--no-merged=", "--contains=", "--no-contains=", "--points-at="} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// findPrintsStarts reports whether find prints only paths under literal
// starting points that do not start with a dash (find . prints ./...),
// with no action that prints anything else.
func findPrintsStarts(args []arg) bool {
	if findStarts(args) == 0 {
		return false
	}
	for _, a := range args[1:] {
		switch a.lit {
		case "-printf", "-fprintf", "-print0", "-ls", "-fls", "-fprint", "-fprint0",
			"-exec", "-execdir", "-ok", "-okdir":
			return false
		}
	}
	return true
}

// findStarts counts find's starting points, the words before its first
// expression.
func findStarts(args []arg) int {
	starts := 0
	for i := 1; i < len(args); i++ {
		s := args[i].lit
		if strings.HasPrefix(s, "-") || s == "(" || s == "!" {
			break
		}
		starts++
	}
	return starts
}

// literalOperandsOnly reports whether args after the program are the
// given flags or operands that do not start with a dash.
func literalOperandsOnly(args []arg, flags ...string) bool {
	for _, a := range args[1:] {
		if !strings.HasPrefix(a.lit, "-") {
			continue
		}
		ok := false
		for _, f := range flags {
			if a.lit == f {
				ok = true
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// loopItemsNoDash reports whether every value a for loop's variable takes
// starts with a character other than a dash (lines), and whether every
// blank-separated word of every value does too (fields).
// itemsSplit reports loop items that bash splits into words: a
// substitution or variable outside quotes.
func itemsSplit(items []*syntax.Word) bool {
	for _, word := range items {
		if wordArg(word).split {
			return true
		}
	}
	return false
}

func loopItemsNoDash(items []*syntax.Word) (lines, fields bool) {
	if len(items) == 0 {
		return false, false
	}
	fields = true
	for _, word := range items {
		a := wordArg(word)
		switch {
		case !a.dynamic && !a.glob:
			if a.lit == "" {
				return false, false
			}
			for _, f := range strings.Fields(a.lit) {
				if strings.HasPrefix(f, "-") {
					return false, false
				}
			}
			if strings.ContainsAny(a.lit, " \t\n*?[") {
				fields = false
			}
		case !a.dynamic && a.glob:
			// A file name may hold blanks: only the whole name is proven.
			if a.lit == "" || strings.IndexByte("-*?[", a.lit[0]) >= 0 {
				return false, false
			}
			fields = false
		case len(word.Parts) == 1:
			cs, ok := word.Parts[0].(*syntax.CmdSubst)
			if !ok || len(cs.Stmts) != 1 || !noDashFields(cs.Stmts[0]) {
				return false, false
			}
		default:
			return false, false
		}
	}
	return true, fields
}

// pipeSource is the stage of a pipeline whose lines reach its end: the
// last one, or an earlier one when the later ones only pass lines on.
func pipeSource(s *syntax.Stmt) *syntax.Stmt {
	for {
		x, ok := s.Cmd.(*syntax.BinaryCmd)
		if !ok || x.Op != syntax.Pipe || len(s.Redirs) > 0 {
			return s
		}
		if !passesLines(x.Y) {
			return pipeSource(x.Y)
		}
		s = x.X
	}
}

// quotedVar returns the variable a word starts with when the word is
// "$name..." or "${name}...": a double-quoted plain expansion first.
func quotedVar(word *syntax.Word) string {
	if word == nil || len(word.Parts) == 0 {
		return ""
	}
	dq, ok := word.Parts[0].(*syntax.DblQuoted)
	if !ok || len(dq.Parts) == 0 {
		return ""
	}
	p, ok := dq.Parts[0].(*syntax.ParamExp)
	if !ok || p.Param == nil || p.Excl || p.Length || p.Width || p.Index != nil || p.Slice != nil ||
		p.Repl != nil || p.Names != 0 || p.Exp != nil {
		return ""
	}
	return p.Param.Value
}

// markNoDash marks the words of a command whose value a proven variable
// starts (see noDashLines), so they count as operands.
func (w *walker) markNoDash(args []arg) {
	for i := range args {
		a := &args[i]
		if !a.dynamic || a.lit != "" {
			continue
		}
		if a.split {
			// $name alone, unquoted: fine when every word of it is proven.
			if name := bareVar(a.word); name != "" {
				if _, fields := w.st.noDash(name); fields && w.defaultIFS() {
					a.split, a.noDash, a.many = false, true, true
				}
			} else if name := bareVar(&syntax.Word{Parts: a.word.Parts[:1]}); name != "" && solidTail(a.word.Parts[1:]) {
				// $c:Cargo.lock: the fields of $c, the tail joined to the
				// last one; with no field, the tail alone.
				if _, fields := w.st.noDash(name); fields && w.defaultIFS() {
					a.split, a.noDash, a.many = false, true, true
				}
			}
			continue
		}
		if name := quotedVar(a.word); name != "" && plainTail(afterFirstPart(a.word)) {
			// What follows must not start with a dash either: the value
			// may be empty ("$base"--output=f when git merge-base failed).
			if quoted, _ := w.st.noDash(name); quoted {
				a.noDash = true
			}
		}
	}
}

// afterFirstPart returns the parts of a word after its first double-quoted
// part's first part: what follows "$name in "$name..."...
func afterFirstPart(word *syntax.Word) []syntax.WordPart {
	dq := word.Parts[0].(*syntax.DblQuoted)
	rest := append([]syntax.WordPart(nil), dq.Parts[1:]...)
	return append(rest, word.Parts[1:]...)
}

// solidTail reports literal text after an unquoted variable that bash
// neither splits nor expands as a pattern, and that does not start with
// a dash: no blank, no *, ? or [ and no brace outside quotes.
func solidTail(parts []syntax.WordPart) bool {
	if len(parts) == 0 || !plainTail(parts) {
		return false
	}
	for _, p := range parts {
		if l, ok := p.(*syntax.Lit); ok && strings.ContainsAny(l.Value, " \t\n*?[]{}\\") {
			return false
		}
	}
	return true
}

// bareVar returns the variable of a word that is only $name or ${name}.
func bareVar(word *syntax.Word) string {
	if word == nil || len(word.Parts) != 1 {
		return ""
	}
	p, ok := word.Parts[0].(*syntax.ParamExp)
	if !ok || p.Param == nil || p.Excl || p.Length || p.Width || p.Index != nil || p.Slice != nil ||
		p.Repl != nil || p.Names != 0 || p.Exp != nil {
		return ""
	}
	return p.Param.Value
}

// proof is what is proven about a command's output, or a standard input:
// every line starts with a character other than a dash, a blank, a quote
// or a backslash (lines); every blank-separated word does not start with
// a dash and holds no quote or backslash (fields); every NUL-terminated
// record starts with a literal path that does not start with a dash
// (records: find -print0).
type proof struct {
	lines, fields, records bool
}

func (p proof) any() bool { return p.lines || p.fields || p.records }

// outputProof is what is proven about the output of a pipeline stage.
func outputProof(s *syntax.Stmt) proof {
	return proof{lines: noDashLines(s), fields: noDashFields(pipeSource(s)), records: findRecords(s)}
}

// stdinLines reports whether a statement redirects its standard input
// (ok) and, if so, what is proven about what it then reads: only
// done < <(producer) can be.
func stdinLines(s *syntax.Stmt) (p proof, ok bool) {
	for _, r := range s.Redirs {
		if r.N != nil && r.N.Value != "0" {
			continue
		}
		switch r.Op {
		case syntax.RdrIn:
			ok = true
			p = proof{}
			if r.Word != nil && len(r.Word.Parts) == 1 {
				if ps, isProc := r.Word.Parts[0].(*syntax.ProcSubst); isProc && ps.Op == syntax.CmdIn && len(ps.Stmts) == 1 {
					p = outputProof(ps.Stmts[0])
				}
			}
		case syntax.WordHdoc:
			// <<< "$(producer)": its output and a newline.
			ok, p = true, proof{}
			if r.Word != nil && len(r.Word.Parts) == 1 {
				if dq, isDQ := r.Word.Parts[0].(*syntax.DblQuoted); isDQ && len(dq.Parts) == 1 {
					if cs, isCS := dq.Parts[0].(*syntax.CmdSubst); isCS && len(cs.Stmts) == 1 {
						p = outputProof(cs.Stmts[0])
						p.records = false
					}
				}
			}
			if a := wordArg(r.Word); r.Word != nil && !a.dynamic {
				// <<< $'api\nworker': text the line shows (a here-string
				// is neither split nor globbed).
				p = literalLinesProof(a.lit)
			}
		case syntax.Hdoc, syntax.DashHdoc, syntax.RdrInOut, syntax.DplIn:
			ok, p = true, proof{}
		}
	}
	return p, ok
}

// literalLinesProof is what is proven about the lines of a text the line
// shows: that none starts with a dash once read strips its leading blanks
// (lines), and that no blank-separated word does (fields). A backslash
// proves nothing: read without -r removes it (\-x is read as -x). read
// strips every leading character of IFS that is a space to isspace, and
// IFS=$'\r' read makes \r one (bash 5.2 read $'\r--output=x' as
// --output=x): so every control, blank or non-ASCII character before the
// dash is skipped too.
func literalLinesProof(text string) proof {
	if strings.ContainsRune(text, '\\') {
		return proof{}
	}
	p := proof{lines: true, fields: true}
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimLeftFunc(line, func(r rune) bool { return r <= ' ' || r >= 0x7f }), "-") {
			return proof{}
		}
		for _, f := range strings.Fields(line) {
			if f[0] == '-' {
				p.fields = false
			}
		}
	}
	return p
}

// arithSafeOutput reports whether a statement prints only what bash's
// arithmetic reads as numbers and operators (digits, blanks, signs, ':',
// '/', ','), never a name, which it would evaluate as a further
// expression (a name may hold a[$(cmd)]): numericOutput, and the times
// and sizes stat -c and date +FORMAT print. Those may be negative (a
// file dated before 1970), so they prove nothing about dashes.
func arithSafeOutput(s *syntax.Stmt) bool {
	if numericOutput(s) {
		return true
	}
	args, ok := printingCommand(s)
	switch {
	case !ok:
		return false
	case args[0].lit == "stat":
		return statArith(args[1:])
	case args[0].lit == "date":
		return dateArith(args[1:])
	}
	return false
}

// printingCommand returns the words of the command whose output a
// statement prints (the last stage of a pipeline), when its name is
// literal and nothing but standard input is redirected (standard error
// only to /dev/null, see arithRedirs).
func printingCommand(s *syntax.Stmt) ([]arg, bool) {
	for s != nil {
		if !arithRedirs(s) {
			return nil, false
		}
		switch x := s.Cmd.(type) {
		case *syntax.BinaryCmd:
			if x.Op != syntax.Pipe {
				return nil, false
			}
			s = x.Y
		case *syntax.CallExpr:
			if len(x.Assigns) > 0 || len(x.Args) == 0 {
				return nil, false
			}
			args := wordArgs(x.Args)
			if args[0].dynamic {
				return nil, false
			}
			return args, true
		default:
			return nil, false
		}
	}
	return nil, false
}

// statArith reads stat -c/--format with only numeric conversions (size,
// times in seconds, inode, links, ids, blocks, octal mode) on literal
// files. -f would make %i a hexadecimal file system id, and --printf
// reads backslash escapes (\x41 is a letter): both are refused.
func statArith(rest []arg) bool {
	format, operands := false, false
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a.dynamic || a.glob {
			return false
		}
		switch {
		case a.lit == "-L" || a.lit == "--dereference":
		case a.lit == "-c" && i+1 < len(rest):
			i++
			if rest[i].dynamic || !arithFormat(rest[i].lit, "sYXZWihugbBao") {
				return false
			}
			format = true
		case strings.HasPrefix(a.lit, "--format="):
			if !arithFormat(strings.TrimPrefix(a.lit, "--format="), "sYXZWihugbBao") {
				return false
			}
			format = true
		case a.lit == "--":
			operands = operands || i+1 < len(rest)
			i = len(rest)
		case strings.HasPrefix(a.lit, "-"):
			return false
		default:
			operands = true
		}
	}
	return format && operands
}

// dateArith reads date +FORMAT with only numeric conversions, of now, of
// a literal -d/--date or of a file's -r/--reference: its value may be a
// run-time word when quoted whole, since the option takes the next word
// whatever it holds and the format decides what is printed.
func dateArith(rest []arg) bool {
	format := false
	value := func(a arg) bool { return !a.dynamic && !a.glob || quotedWhole(a.word) }
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		switch {
		case a.dynamic || a.glob:
			return false
		case a.lit == "-u" || a.lit == "--utc" || a.lit == "--universal":
		case a.lit == "-d" || a.lit == "--date" || a.lit == "-r" || a.lit == "--reference":
			if i+1 >= len(rest) || !value(rest[i+1]) {
				return false
			}
			i++
		case strings.HasPrefix(a.lit, "--date=") || strings.HasPrefix(a.lit, "--reference="):
		case strings.HasPrefix(a.lit, "+") && !format:
			if !arithFormat(a.lit[1:], "sYmdHMSjuwyGgVUWNCeklzFTDR") {
				return false
			}
			format = true
		default:
			return false
		}
	}
	return format
}

// arithFormat reports whether a stat or date format prints only digits
// and the separators arithmetic reads as operators: each % directive one
// of conv (date's padding flags and %:z allowed), no letter outside one.
func arithFormat(f, conv string) bool {
	if f == "" {
		return false
	}
	for i := 0; i < len(f); i++ {
		c := f[i]
		if c != '%' {
			if strings.IndexByte(" -+:/,0123456789", c) < 0 {
				return false
			}
			continue
		}
		i++
		for i < len(f) && strings.IndexByte("-_0:", f[i]) >= 0 {
			i++
		}
		if i >= len(f) || strings.IndexByte(conv, f[i]) < 0 {
			return false
		}
	}
	return true
}

// quotedWhole reports a word that is one double-quoted string: bash
// passes it as exactly one word whatever it holds.
func quotedWhole(w *syntax.Word) bool {
	if w == nil || len(w.Parts) != 1 {
		return false
	}
	_, ok := w.Parts[0].(*syntax.DblQuoted)
	return ok
}

// grepCountOnly reads grep -c of one literal file or of its input: one
// count, no file name before it. Only options that leave that form are
// accepted, alone or bundled (-Hc, -r, -d recurse and a second file name
// each put names in front of the counts, -Z a NUL after them).
func grepCountOnly(rest []arg) bool {
	count, pattern, files := false, false, 0
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a.dynamic || a.glob {
			return false
		}
		switch {
		case a.lit == "--":
			for _, b := range rest[i+1:] {
				if b.dynamic || b.glob {
					return false
				}
			}
			n := len(rest) - i - 1
			if !pattern && n > 0 {
				pattern, n = true, n-1
			}
			files += n
			i = len(rest)
		case a.lit == "-e" || a.lit == "--regexp":
			if i+1 >= len(rest) || rest[i+1].dynamic {
				return false
			}
			pattern = true
			i++
		case a.lit == "--count":
			count = true
		case a.lit == "--ignore-case" || a.lit == "--invert-match" || a.lit == "--word-regexp" ||
			a.lit == "--line-regexp" || a.lit == "--fixed-strings" || a.lit == "--extended-regexp" ||
			a.lit == "--basic-regexp" || a.lit == "--perl-regexp" || a.lit == "--no-messages":
		case strings.HasPrefix(a.lit, "-") && len(a.lit) > 1:
			if strings.Trim(a.lit[1:], "civwxFEGPs") != "" {
				return false
			}
			count = count || strings.Contains(a.lit, "c")
		case !pattern:
			pattern = true
		default:
			files++
		}
	}
	return count && pattern && files <= 1
}

// arithRedirs reports redirections that keep a statement's output what
// it prints itself: input, and standard error thrown away. 2>/dev/stdout
// (or /dev/fd/1, /proc/self/fd/1) would bring the error message, and the
// names in it, into the arithmetic: stat: cannot statx ... evaluates a
// variable named stat.
func arithRedirs(s *syntax.Stmt) bool {
	for _, r := range s.Redirs {
		if r.Op == syntax.RdrIn {
			continue
		}
		if r.Op != syntax.RdrOut || r.N == nil || r.N.Value != "2" || r.Word == nil {
			return false
		}
		if w := wordArg(r.Word); w.dynamic || w.glob || w.lit != "/dev/null" {
			return false
		}
	}
	return true
}

// numericOutput reports whether a statement prints only digits and blanks
// (git rev-list --count, wc -l of its input, nproc, date +%s, grep -c of
// one input): arithmetic on it cannot run code.
func numericOutput(s *syntax.Stmt) bool {
	args, ok := printingCommand(s)
	if ok {
		switch args[0].lit {
		case "nproc":
			return len(args) == 1 || len(args) == 2 && args[1].is("--all")
		case "date":
			return len(args) == 2 && args[1].is("+%s")
		case "wc":
			for _, a := range args[1:] {
				if a.dynamic || strings.Trim(a.lit, "-lcwmL") != "" || !strings.HasPrefix(a.lit, "-") {
					return false
				}
			}
			return len(args) > 1
		case "grep":
			return grepCountOnly(args[1:])
		case "pgrep":
			// -c prints how many processes match, whatever the other
			// options (procps 4); --help and -V print text.
			count := false
			for _, a := range args[1:] {
				if a.dynamic || a.glob || oneOf(a, "-h", "--help", "-V", "--version") {
					return false
				}
				count = count || a.is("-c") || a.is("--count")
			}
			return count
		case "git":
			if len(args) < 3 || !args[1].is("rev-list") {
				return false
			}
			// --bisect-vars prints names; a run-time word may be it.
			count := false
			for _, a := range args[2:] {
				if a.mayBeOption() || strings.HasPrefix(a.lit, "--bisect") {
					return false
				}
				count = count || a.is("--count")
			}
			return count
		}
	}
	return false
}

// checksumFirstField reports sha256sum FILE... | cut -d' ' -f1 (and the
// other coreutils checksums): each line sha256sum prints is the digest,
// in hexadecimal, two blanks and the name, and the first blank-delimited
// field of it is the digest. A name holding a backslash or a line break
// makes the line start with a backslash, so the names must be literal
// without either; an option could change the format, so there is none.
func checksumFirstField(x, y *syntax.Stmt) bool {
	sum, ok := x.Cmd.(*syntax.CallExpr)
	if !ok || !quietRedirs(x) || len(sum.Assigns) > 0 || len(sum.Args) == 0 {
		return false
	}
	args := wordArgs(sum.Args)
	switch args[0].lit {
	case "md5sum", "sha1sum", "sha224sum", "sha256sum", "sha384sum", "sha512sum", "b2sum":
	default:
		return false
	}
	for _, a := range args[1:] {
		if a.dynamic || a.glob || a.lit != "-" && strings.HasPrefix(a.lit, "-") || strings.ContainsAny(a.lit, "\\\n\r") {
			return false
		}
	}
	cut, ok := y.Cmd.(*syntax.CallExpr)
	if !ok || len(y.Redirs) > 0 || len(cut.Assigns) > 0 || len(cut.Args) == 0 {
		return false
	}
	words := wordArgs(cut.Args)
	if !words[0].is("cut") {
		return false
	}
	delim, field := false, false
	for i := 1; i < len(words); i++ {
		a := words[i]
		if a.dynamic {
			return false
		}
		switch a.lit {
		case "-d", "-f":
			if i+1 >= len(words) || words[i+1].dynamic {
				return false
			}
			i++
			if a.lit == "-d" && words[i].lit == " " {
				delim = true
			} else if a.lit == "-f" && words[i].lit == "1" {
				field = true
			} else {
				return false
			}
		case "-d ", "--delimiter= ":
			delim = true
		case "-f1", "--fields=1":
			field = true
		default:
			return false
		}
	}
	return delim && field
}

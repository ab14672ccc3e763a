package shell

import (
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// A word that starts with a command substitution whose output is proven
// not to start with a dash (see noDashLines: $(which go), "$(pwd)",
// "$(command -v go)", "$(git rev-parse --show-toplevel)") cannot be taken
// for an option. In double quotes the first line decides; unquoted, bash
// splits the output into more words, and every one must be proven: commit
// ids (noDashFields), which's paths (the user's PATH, which the line
// cannot change), go env's and gem env's folders, and pwd's when the working directory is known and has no
// blank or pattern character. What follows the substitution must be
// literal and not start with a dash: the substitution may print nothing.

// substNoDash marks the wholly run-time words of a command that start
// with such a substitution.
func (w *walker) substNoDash(args []arg) {
	for i := range args {
		a := &args[i]
		if a.split && a.lit == "" && w.defaultIFS() && onlyArithm(a.word) {
			// $(( ($(date +%s) - 3600) * 1000 )): an integer, one word
			// that may start with a dash (a negative number).
			a.split = false
			continue
		}
		if a.split && a.lit != "" && (a.lit[0] != '-' || optionPrefix(a.word)) && w.prefixedSubstNoDash(a.word) {
			// sa$(date +%d): the first word starts with the literal, and
			// every other word bash splits off is a proven field.
			// --after=$(date -d yesterday +%F): the option's value, and
			// proven words after it.
			a.noDash, a.split, a.many = true, false, !litAndArithm(a.word) && !w.oneGluedWord(a.word)
			continue
		}
		if !a.dynamic || a.lit != "" || a.noDash {
			continue
		}
		if ok, quoted := w.noDashSubst(a.word); ok {
			a.noDash, a.split, a.many = true, false, !quoted
			a.one = a.many && onePID(a.word)
		}
	}
}

// onlyArithm reports a word that is one arithmetic expansion, bare or
// alone in double quotes, and may be followed by literal digits: an
// integer either way ($(( $(date +%s) - 3600 ))000 for milliseconds).
func onlyArithm(word *syntax.Word) bool {
	if word == nil || len(word.Parts) == 0 {
		return false
	}
	for _, tail := range word.Parts[1:] {
		if lit, ok := tail.(*syntax.Lit); !ok || lit.Value == "" || strings.Trim(lit.Value, "0123456789") != "" {
			return false
		}
	}
	part := word.Parts[0]
	if dq, ok := part.(*syntax.DblQuoted); ok {
		if len(dq.Parts) != 1 {
			return false
		}
		part = dq.Parts[0]
	}
	_, ok := part.(*syntax.ArithmExp)
	return ok
}

// oneGluedWord reports a word that starts with literal text and whose
// substitutions each print at most one field (oneFieldSubst): bash
// splits it into exactly one word, the literal start keeping it when a
// substitution prints nothing (image.tag=$(git rev-parse --short HEAD)).
func (w *walker) oneGluedWord(word *syntax.Word) bool {
	if lit, ok := word.Parts[0].(*syntax.Lit); !ok || lit.Value == "" {
		return false
	}
	for _, part := range word.Parts {
		switch p := part.(type) {
		case *syntax.Lit, *syntax.ArithmExp:
		case *syntax.CmdSubst:
			if len(p.Stmts) != 1 || w.callsFunction(p) || !oneFieldSubst(p.Stmts[0]) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// oneFieldSubst reports a command that prints at most one word: one ref
// name (oneRefName), git rev-parse of one revision (an id, or the
// revision as written, which has no blank; not a range, which prints
// each end), date with a numeric format.
func oneFieldSubst(s *syntax.Stmt) bool {
	if oneRefName(s) {
		return true
	}
	if s == nil || !quietRedirs(s) {
		return false
	}
	x, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(x.Assigns) > 0 || len(x.Args) == 0 {
		return false
	}
	args := wordArgs(x.Args)
	if args[0].is("date") && dateOneField(args[1:]) {
		return true
	}
	for _, a := range args {
		// A pattern character: git rev-parse prints an argument it
		// cannot resolve as it is, and bash expands the pattern.
		if a.dynamic || a.glob || strings.ContainsAny(a.lit, " \t\n\\'\"*?[(") {
			return false
		}
	}
	switch {
	case args[0].is("date"):
		return dateNumeric(args[1:])
	case len(args) >= 3 && args[0].is("git") && args[1].is("rev-parse"):
		revs := 0
		for _, a := range args[2:] {
			switch {
			case a.lit == "--short" || strings.HasPrefix(a.lit, "--short=") || a.lit == "--verify" || a.lit == "-q" || a.lit == "--quiet":
			case strings.HasPrefix(a.lit, "-"):
				return false
			case strings.Contains(a.lit, "..") || strings.Contains(a.lit, "^@") || strings.Contains(a.lit, "^!") || strings.Contains(a.lit, "^-"):
				// A range prints its ends: A..B is two lines.
				return false
			default:
				revs++
			}
		}
		return revs == 1
	}
	return false
}

// dateOneField reports date printing a format of numeric conversions and
// text without blanks (+%F, +%Y-%m-01T%H:%M): one field, or nothing when
// the date it is given does not parse. That date may be any one word,
// known only at run time too (-d "$(date +%Y-%m-01) -3 months"): date
// takes the word after -d as its value whatever it holds.
func dateOneField(rest []arg) bool {
	format := ""
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		switch {
		case a.dynamic && !(i > 0 && (rest[i-1].is("-d") || rest[i-1].is("--date"))) || a.glob || a.split:
			return false
		case a.lit == "-u" || a.lit == "--utc" || a.lit == "--universal":
		case strings.HasPrefix(a.lit, "+") && format == "" && !a.dynamic:
			format = a.lit[1:]
		case (a.lit == "-d" || a.lit == "--date") && !a.dynamic && i+1 < len(rest):
			i++
			if rest[i].glob || rest[i].split {
				return false
			}
		default:
			return false
		}
	}
	return format != "" && dateConversions(format, true)
}

// litAndArithm reports a word of literals and arithmetic expansions only:
// one word, which bash never splits with the default IFS.
func litAndArithm(word *syntax.Word) bool {
	for _, part := range word.Parts {
		switch part.(type) {
		case *syntax.Lit, *syntax.ArithmExp:
		default:
			return false
		}
	}
	return true
}

// prefixedSubstNoDash reports a word that starts with a plain literal and
// goes on with literals (no pattern, brace or backslash), unquoted
// substitutions whose every output field is proven (see noDashFields) and
// unquoted variables proven so (a loop over literal words): sa$(date +%d),
// values-$env.yaml. Bash splits it into words that each start with the
// literal or with a proven field, and no field holds a pattern.
func (w *walker) prefixedSubstNoDash(word *syntax.Word) bool {
	if word == nil || len(word.Parts) < 2 || !w.defaultIFS() {
		return false
	}
	if lit, ok := word.Parts[0].(*syntax.Lit); !ok || lit.Value == "" || lit.Value[0] == '-' && !optionPrefix(word) {
		return false
	}
	for i, part := range word.Parts {
		switch p := part.(type) {
		case *syntax.Lit:
			// Braces left here are text: expand runs brace expansion
			// before this (gh api repos/{owner}/{repo}/commits/$(…)).
			if strings.ContainsAny(p.Value, "*?[\\") {
				return false
			}
		case *syntax.CmdSubst:
			// A ref name right after literal text stays glued to it:
			// origin/$(git branch --show-current); so does any one field
			// (End=$(date -d '+3 months' +%F)).
			glued := false
			if l, ok := word.Parts[max(i-1, 0)].(*syntax.Lit); ok && i > 0 && l.Value != "" && len(p.Stmts) == 1 {
				glued = oneFieldSubst(p.Stmts[0])
			}
			if len(p.Stmts) != 1 || w.callsFunction(p) || !glued && !noDashFields(p.Stmts[0]) {
				return false
			}
		case *syntax.ArithmExp:
			// An integer, glued to the literal right before it: it
			// holds no blank to split on and no pattern character
			// (@$(( $(date +%s) - 86400 )) for date -d). After a
			// substitution whose output may end in a blank it could
			// start a word of its own: -5.
			if l, ok := word.Parts[i-1].(*syntax.Lit); !ok || l.Value == "" {
				return false
			}
		case *syntax.ParamExp:
			name := bareVar(&syntax.Word{Parts: []syntax.WordPart{p}})
			if name == "" {
				return false
			}
			if _, fields := w.st.noDash(name); !fields {
				return false
			}
		default:
			return false
		}
	}
	return true
}

func (w *walker) noDashSubst(word *syntax.Word) (ok, quoted bool) {
	if word == nil || len(word.Parts) == 0 {
		return false, false
	}
	parts := word.Parts
	if unquotedPattern(word.Parts) {
		// $(git tag -l 'v9*')* or "$(…)"[-]x: where the substitution
		// prints nothing the word is the pattern alone, and bash puts in
		// its place the names it matches, such as a file --output=x.
		return false, false
	}
	if dq, ok := parts[0].(*syntax.DblQuoted); ok && len(dq.Parts) > 0 {
		quoted = true
		parts = append(append([]syntax.WordPart(nil), dq.Parts...), parts[1:]...)
	}
	if !quoted && len(parts) > 2 {
		// $(A)~5..$(B): more unquoted substitutions after literal text.
		return w.defaultIFS() && w.unquotedSubstChain(parts), false
	}
	cs, isSubst := parts[0].(*syntax.CmdSubst)
	if !isSubst || len(cs.Stmts) != 1 || !plainTail(parts[1:]) || w.callsFunction(cs) {
		return false, quoted
	}
	s := cs.Stmts[0]
	if quoted {
		return noDashStart(s) || revParseToplevel(s), true
	}
	if !w.defaultIFS() {
		return false, false
	}
	return w.unquotedNoDash(s), false
}

// unquotedSubstChain reports a word of unquoted substitutions whose
// output splits into proven words (unquotedNoDash), each followed by
// literal text that does not start with a dash: git log
// $(gh run view 1 --json headSha -q .headSha)~5..$(git rev-parse v2).
// Every word bash makes of it starts with a proven word or with such
// text (when the substitutions before it print nothing).
func (w *walker) unquotedSubstChain(parts []syntax.WordPart) bool {
	for len(parts) > 0 {
		cs, ok := parts[0].(*syntax.CmdSubst)
		if !ok || len(cs.Stmts) != 1 || w.callsFunction(cs) || !w.unquotedNoDash(cs.Stmts[0]) {
			return false
		}
		parts = parts[1:]
		j := 0
		for j < len(parts) {
			if _, ok := parts[j].(*syntax.CmdSubst); ok {
				break
			}
			j++
		}
		if !plainTail(parts[:j]) {
			return false
		}
		parts = parts[j:]
	}
	return true
}

// unquotedNoDash reports a statement whose output, split into words,
// gives none that starts with a dash: noDashFields, the paths which, go
// env and gem env print, pwd's plain folder, literal words echo prints,
// and a || or && list of such (it prints what each part that runs
// prints, one after the other; a part's first word may only join the
// last word of the one before).
func (w *walker) unquotedNoDash(s *syntax.Stmt) bool {
	if noDashFields(s) {
		return true
	}
	if s == nil || !quietRedirs(s) {
		return false
	}
	if x, ok := s.Cmd.(*syntax.BinaryCmd); ok {
		return (x.Op == syntax.AndStmt || x.Op == syntax.OrStmt) && w.unquotedNoDash(x.X) && w.unquotedNoDash(x.Y)
	}
	call, isCall := s.Cmd.(*syntax.CallExpr)
	if !isCall || len(call.Assigns) > 0 || len(call.Args) == 0 {
		return false
	}
	if echoesLiteral(wordArgs(call.Args), true) {
		return true
	}
	if !noDashStart(s) {
		return false
	}
	switch wordArg(call.Args[0]).lit {
	case "which", "go", "gem":
		// Paths from the user's PATH, Go installation and
		// configuration (go env GOROOT, GOPATH, GOMODCACHE) and gem
		// installation, which the line cannot change (noDashStart
		// proved the shape): a blank in them is the user's.
		return true
	case "pwd":
		return w.st.plainCwd()
	}
	return false
}

// echoesLiteral reports echo with literal words that prints text which
// does not start with a dash (every word, when fields): the first word is
// no option, so echo prints every word as written, and without a
// backslash no setting (xpg_echo) can turn one into another character.
// Unquoted, the words it prints are also file name patterns (bash
// expands $(echo '*') to the folder's names, -ofoo among them), so
// fields takes none with a pattern character.
func echoesLiteral(args []arg, fields bool) bool {
	if !args[0].is("echo") {
		return false
	}
	for i, a := range args[1:] {
		if a.dynamic || a.glob || strings.ContainsRune(a.lit, '\\') {
			return false
		}
		if i == 0 && strings.HasPrefix(a.lit, "-") {
			return false
		}
		if fields {
			if strings.ContainsAny(a.lit, "*?[(") {
				return false
			}
			for _, f := range strings.Fields(a.lit) {
				if f[0] == '-' {
					return false
				}
			}
		}
	}
	return true
}

// substStartsNoDash reports whether a word that is not split (an
// assignment's value) is a substitution whose output is proven not to
// start with a dash, followed by literal text that does not either.
func (w *walker) substStartsNoDash(word *syntax.Word) bool {
	if word == nil || len(word.Parts) == 0 {
		return false
	}
	parts := word.Parts
	if dq, ok := parts[0].(*syntax.DblQuoted); ok && len(dq.Parts) > 0 {
		if len(parts) > 1 {
			return false
		}
		parts = dq.Parts
	}
	cs, isSubst := parts[0].(*syntax.CmdSubst)
	if !isSubst || len(cs.Stmts) != 1 || !plainTail(parts[1:]) || w.callsFunction(cs) {
		return false
	}
	return noDashStart(cs.Stmts[0]) || revParseToplevel(cs.Stmts[0])
}

// defaultIFS reports that the line cannot have set IFS: every proof about
// the words bash splits a value into assumes blanks split it (with IFS=4,
// a date 2024-06-06 splits into 202 and -06-06).
func (w *walker) defaultIFS() bool { return !w.st.bound("IFS") }

// revParseToplevel reports git rev-parse --show-toplevel: an absolute path
// or nothing.
func revParseToplevel(s *syntax.Stmt) bool {
	call, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(s.Redirs) > 0 || len(call.Assigns) > 0 || len(call.Args) != 3 {
		return false
	}
	args := wordArgs(call.Args)
	return args[0].is("git") && args[1].is("rev-parse") && args[2].is("--show-toplevel")
}

// plainTail reports whether what follows the substitution is literal
// text that does not start with a dash.
// unquotedPattern reports a word with a pattern character (or a
// backslash) in its unquoted literal text.
func unquotedPattern(parts []syntax.WordPart) bool {
	for _, p := range parts {
		if l, ok := p.(*syntax.Lit); ok && strings.ContainsAny(l.Value, "*?[\\") {
			return true
		}
	}
	return false
}

func plainTail(parts []syntax.WordPart) bool {
	var b strings.Builder
	for _, p := range parts {
		switch x := p.(type) {
		case *syntax.Lit:
			b.WriteString(x.Value)
		case *syntax.SglQuoted:
			b.WriteString(x.Value)
		case *syntax.DblQuoted:
			for _, in := range x.Parts {
				l, ok := in.(*syntax.Lit)
				if !ok {
					return false
				}
				b.WriteString(l.Value)
			}
		default:
			return false
		}
	}
	return !strings.HasPrefix(b.String(), "-")
}

// plainCwd reports whether every directory the line may be in is known
// and splits into one field with no pattern in it.
func (s *state) plainCwd() bool {
	if s.cwd == "" || strings.ContainsAny(s.cwd, " \t\n*?[") {
		return false
	}
	for _, d := range s.alts {
		if d == "" || strings.ContainsAny(d, " \t\n*?[") {
			return false
		}
	}
	return true
}

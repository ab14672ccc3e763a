package shell

import (
	"fmt"
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// walker is the one walk over a parsed command line. It visits every
// statement, simple command, word and redirection once, in the order bash
// runs them, and feeds each simple command to the program model: its
// read-only verdict (classifier), its artifact text (extractor), the files
// it writes and the working directory and variables it changes (state).
type walker struct {
	env   Env
	c     classifier
	x     extractor
	out   *Analysis
	first *violation
	st    *state
	// private reports that a name is not in the shell's environment,
	// when the line cannot export every assignment (Env.Exported); nil
	// otherwise. Upper-case assignments and cd NAME ask it.
	private func(name string) bool
	// inner is how deep in bash -c / eval strings the walk is.
	inner int
	// detached counts the process substitutions around the commands
	// being walked: bash does not wait for them, so a command there
	// may go on after the line returns.
	detached int
	// trust finds the names the line spells out, which lose the trust
	// given to the session's environment (envtrust.go).
	trust *envTrust
	// anyFuncs names every function the line declares, anywhere.
	anyFuncs map[string]bool
	// guarded is set while walking the left side of && (or of || exit):
	// a failing cd there stops what depends on it. errexit (set -e) guards
	// every cd; lastpipe (shopt -s lastpipe) runs a pipeline's last part
	// in this shell; cdableVars (shopt -s cdable_vars) makes cd NAME go
	// to $NAME when no folder NAME is found. noErrexit is set where bash
	// ignores set -e (an if or while condition, the left side of && or
	// ||, a command after !): a cd that fails there goes on.
	guarded, errexit, noErrexit, lastpipe, cdableVars bool
	// physical: set -P (or zsh's chase_links) may make cd follow links,
	// so cd link/.. goes to the parent of link's target.
	physical bool
	// stdin is what is proven about the standard input of the commands
	// being walked, when it is a pipe or < <(...) (see provenance.go).
	stdin proof
	// fedStdin is set while walking commands whose standard input the
	// line gives them (a pipe, a redirection, a here-document), directly
	// or through the compound command, function or substitution they run
	// in: a program that takes its input as keystrokes (Midnight
	// Commander, also named mc) would run what it reads.
	fedStdin bool
	// loops is how many loops around the commands being walked are
	// walked twice (see iterations).
	loops int
	// braceWords counts the words the line's brace expansions made
	// (maxLineBraceWords).
	braceWords int
	// printer and buf print commands back (one printer for the walk: a
	// new one allocates a buffer each time).
	printer *syntax.Printer
	buf     strings.Builder
}

// print renders a node back as one short line of shell.
func (w *walker) print(n syntax.Node) string {
	if w.printer == nil {
		w.printer = syntax.NewPrinter(syntax.SingleLine(true))
	}
	w.buf.Reset()
	if err := w.printer.Print(&w.buf, n); err != nil {
		return ""
	}
	return shorten(w.buf.String())
}

func newWalker(env Env) *walker {
	w := &walker{env: env, out: &Analysis{}}
	w.c.w = w
	w.x.w = w
	for _, e := range env.ExtraReadOnly {
		if fields := strings.Fields(e); len(fields) > 0 {
			w.c.extra = append(w.c.extra, fields)
		}
	}
	w.st = newState(env)
	return w
}

// fail records a reason the line is not read-only; the first one wins.
func (w *walker) fail(v *violation) {
	if v != nil && w.first == nil {
		w.first = v
	}
}

// violation is the first part of a command line that is not read-only.
type violation struct {
	node   syntax.Node // printed lazily: most verdicts never need it
	text   string      // used instead of node when set
	reason string
}

func (v *violation) command() string {
	if v.text != "" {
		return v.text
	}
	if v.node == nil {
		return ""
	}
	if text := printNode(v.node); text != "" {
		return text
	}
	// The printer drops some characters it takes for blanks (a vertical
	// tab); show the words as parsed instead.
	if call, ok := v.node.(*syntax.CallExpr); ok {
		var words []string
		for _, a := range wordArgs(call.Args) {
			words = append(words, a.lit)
		}
		if text := shorten(strings.Join(words, " ")); text != "" {
			return text
		}
	}
	return "(a command the printer cannot show)"
}

// shadowsPrinters reports a function the line declares under the name of
// a command whose output the model reads as the line shows it (stdoutOf,
// substText): echo, printf, cat, head, tail.
func (w *walker) shadowsPrinters() bool {
	return w.anyFuncs["echo"] || w.anyFuncs["printf"] || w.anyFuncs["cat"] || w.anyFuncs["head"] || w.anyFuncs["tail"]
}

func (w *walker) stmts(list []*syntax.Stmt) {
	for _, s := range list {
		w.stmt(s, stdin{})
	}
}

// sub walks statements that run in a subshell: changes of directory and
// variables inside do not last.
func (w *walker) sub(list []*syntax.Stmt) {
	saved, errexit := w.st.clone(), w.errexit
	w.stmts(list)
	w.st, w.errexit = saved, errexit && w.errexit
}

func (w *walker) stmt(s *syntax.Stmt, in stdin) {
	if own, ok := redirectedStdin(s); ok {
		in = own
		if !w.fedStdin {
			w.fedStdin = true
			defer func() { w.fedStdin = false }()
		}
	}
	if in.known && w.shadowsPrinters() {
		// echo() { printf '.shell x\n'; }; echo 'select 1;' | sqlite3:
		// the text is the function's, not what the line shows.
		in.dynamic = true
	}
	if p, ok := stdinLines(s); ok {
		outer := w.stdin
		if p.any() {
			// The commands of the statement read the redirected input.
			inner := *s
			inner.Redirs = nil
			if !w.soleLineReaders(&inner, p) || w.redirectsCallFunction(s) {
				p = proof{}
			}
		}
		w.stdin = p
		defer func() { w.stdin = outer }()
	}
	// Redirections are made before the command runs: their targets are
	// resolved in the state before it (cd dir > f writes f where cd
	// starts).
	var targets []target
	for _, r := range s.Redirs {
		if writesFile(r) {
			p, known := w.st.eval(r.Word)
			if !known {
				p = wordArg(r.Word).lit
			}
			abs, ok := w.st.resolve(p, known)
			targets = append(targets, target{abs, ok})
		} else {
			targets = append(targets, target{})
		}
	}
	if s.Cmd != nil {
		if s.Negated && !w.noErrexit {
			// set -e does not stop the line when a command after ! fails.
			w.noErrexit = true
			w.command(s.Cmd, s, in)
			w.noErrexit = false
		} else {
			w.command(s.Cmd, s, in)
		}
	}
	for i, r := range s.Redirs {
		w.redirect(s, r, targets[i])
	}
	if s.Background || s.Coprocess {
		// A process that outlives the line is a change of its own (the
		// red-team check counts processes left behind).
		w.fail(&violation{node: s, reason: "`&` runs the command in the background, where it keeps running after the line returns"})
	}
}

type target struct {
	paths []string
	known bool
}

// writesFile reports whether a redirection opens a file for writing.
func writesFile(r *syntax.Redirect) bool {
	switch r.Op {
	case syntax.RdrIn, syntax.Hdoc, syntax.DashHdoc, syntax.WordHdoc:
		return false
	case syntax.DplIn, syntax.DplOut:
		// n>&m, >&-, n>&m-: only file descriptors change. Anything else
		// after >& is a file name (bash's >&file writes the file).
		if r.Word != nil {
			if t := wordArg(r.Word); !t.dynamic && isFDWord(t.lit) {
				return false
			}
		}
	}
	if r.Word != nil {
		if t := wordArg(r.Word); !t.dynamic && harmlessTarget(t.lit) {
			return false
		}
		if len(r.Word.Parts) == 1 {
			// cmd 2> >(grep -v noise >&2) writes into a pipe; the command
			// reading it is walked as a word of its own.
			if _, ok := r.Word.Parts[0].(*syntax.ProcSubst); ok {
				return false
			}
		}
	}
	return true
}

func (w *walker) command(cmd syntax.Command, s *syntax.Stmt, in stdin) {
	switch x := cmd.(type) {
	case *syntax.CallExpr:
		w.call(x, s, in)
	case *syntax.BinaryCmd:
		if x.Op == syntax.Pipe || x.Op == syntax.PipeAll {
			// Each part of a pipeline runs in a subshell: a set -e there
			// does not last.
			saved, errexit := w.st.clone(), w.errexit
			defer func() { w.errexit = errexit && w.errexit }()
			w.stmt(x.X, in)
			w.st = saved.clone()
			outer := w.stdin
			w.stdin = outputProof(x.X)
			if w.stdin.any() && (w.callsFunction(x.X) || !w.soleLineReaders(x.Y, w.stdin)) {
				w.stdin = proof{}
			}
			fed := w.fedStdin
			w.fedStdin = true
			w.stmt(x.Y, stdoutOf(x.X, true))
			w.fedStdin = fed
			w.stdin = outer
			// zsh runs a pipeline's last part in this shell, and so does
			// bash with the user's lastpipe (Claude Code's snapshot
			// restores shopt options): true | cd .claude moves zsh into
			// .claude. What the last part changes may hold.
			w.st = saved.merge(w.st)
			if w.lastpipe {
				// shopt -s lastpipe: the last part runs in this shell.
				w.st.forget()
			}
			return
		}
		// A cd on the left of && takes effect for the right side (which
		// runs only if it succeeded); so does one before || exit. After
		// the list, the directory is the new one or, if cd failed, the
		// old one: unknown.
		// set -e does not stop the line when the left side fails.
		before, beforeAlts, beforeOld := w.st.cwd, w.st.alts, w.st.oldpwd
		outer, outerNoErrexit := w.guarded, w.noErrexit
		w.guarded = x.Op == syntax.AndStmt || exits(x.Y)
		w.noErrexit = true
		w.stmt(x.X, stdin{})
		w.guarded, w.noErrexit = outer, outerNoErrexit
		changed := w.st.cwd != before
		oldChanged := w.st.oldpwd != beforeOld
		if x.Op == syntax.AndStmt && outer {
			// Inside the left side of another &&: what follows runs only
			// if both sides succeeded.
			w.guarded = true
			w.stmt(x.Y, stdin{})
			w.guarded = outer
			return
		}
		// After && or ||, the right side may not run: what the left side
		// changed holds either way, what the right side changes may not.
		w.maybe(func() { w.stmt(x.Y, stdin{}) })
		// A failing left side of && does not stop the line under set -e
		// either: the directory is the old one or the new one, and so is
		// OLDPWD, which a failing cd leaves as it was.
		if changed && x.Op == syntax.AndStmt {
			w.st.also(before, beforeAlts)
		}
		if oldChanged && x.Op == syntax.AndStmt {
			w.st.oldpwd = ""
		}
	case *syntax.Block:
		w.stmts(x.Stmts)
	case *syntax.Subshell:
		w.sub(x.Stmts)
	case *syntax.IfClause:
		w.maybe(func() {
			for clause := x; clause != nil; clause = clause.Else {
				w.conditions(clause.Cond)
				w.stmts(clause.Then)
			}
		})
	case *syntax.WhileClause:
		w.maybe(func() {
			w.iterations(func() {
				w.conditions(x.Cond)
				w.stmts(x.Do)
			})
		})
	case *syntax.ForClause:
		w.maybe(func() {
			w.iterations(func() {
				w.loop(x)
				w.stmts(x.Do)
			})
		})
	case *syntax.CaseClause:
		w.words(x.Word)
		w.maybe(func() {
			for _, item := range x.Items {
				for _, p := range item.Patterns {
					w.words(p)
				}
				w.stmts(item.Stmts)
			}
		})
	case *syntax.FuncDecl:
		// A function body counts as if it ran where it is declared: calls
		// to it are then read-only (see declaredFunctions). It runs where
		// it is called, though: with the variables, directory and
		// standard input of then, which the line may have changed
		// (x=a; f() { sort "$x"; }; x=-o; f), so none of them is known.
		if x.Body != nil {
			saved, outer, fed, errexit := w.st.clone(), w.stdin, w.fedStdin, w.errexit
			w.st.forget()
			w.stdin = proof{}
			w.fedStdin = true // a call may feed it: printf ... | f
			w.stmt(x.Body, stdin{})
			w.st, w.stdin, w.fedStdin, w.errexit = saved, outer, fed, errexit && w.errexit
		}
	case *syntax.ArithmCmd:
		w.words(x.X)
		w.arithm(x.X, x)
	case *syntax.TestClause:
		w.words(x.X)
		w.test(x.X, x)
	case *syntax.LetClause:
		for _, e := range x.Exprs {
			w.words(e)
			w.arithm(e, x)
		}
	case *syntax.DeclClause:
		w.decl(x)
	case *syntax.TimeClause:
		if x.Stmt != nil {
			w.stmt(x.Stmt, in)
		}
	case *syntax.CoprocClause:
		w.fail(&violation{node: x, reason: "`coproc` runs a command in the background, where it keeps running after the line returns"})
		if x.Stmt != nil {
			saved := w.st.clone()
			w.stmt(x.Stmt, stdin{})
			w.st = saved
		}
	default:
		w.fail(&violation{node: cmd, reason: fmt.Sprintf("the construct %T is not understood", cmd)})
	}
}

// maybe walks code that may or may not run: a directory or variable it
// changes is unknown afterwards.
// iterations walks a loop's body as its first run, then as a later run,
// which starts from what the runs before it left: a variable, IFS or
// directory the body changes after a command used it is unknown to that
// command there (x=a; for i in 1 2; do sort "$x" f; x=-ofoo; done sorted
// into foo on its second run, checked with bash 5.2). Past a few nested
// loops every run starts from nothing known, so the walk stays linear.
func (w *walker) iterations(body func()) {
	if w.loops >= 3 {
		w.st.forget()
		body()
		return
	}
	w.loops++
	defer func() { w.loops-- }()
	before := w.st.clone()
	body()
	w.st = before.merge(w.st)
	body()
}

func (w *walker) maybe(f func()) {
	before, errexit := w.st.clone(), w.errexit
	f()
	// A set -e that may not have run does not guard what follows; a set
	// +e that may have run ends the guard.
	w.st, w.errexit = before.merge(w.st), errexit && w.errexit
}

// conditions walks an if or while condition, where set -e does not stop
// the line when a command fails.
func (w *walker) conditions(list []*syntax.Stmt) {
	outer := w.noErrexit
	w.noErrexit = true
	w.stmts(list)
	w.noErrexit = outer
}

func (w *walker) loop(x *syntax.ForClause) {
	switch l := x.Loop.(type) {
	case *syntax.WordIter:
		for _, word := range l.Items {
			w.words(word)
		}
		if l.Name != nil {
			w.setVar(l.Name.Value, "", false, x)
			if lines, fields := loopItemsNoDash(l.Items); lines && !w.itemsCallFunction(l.Items) && (w.defaultIFS() || !itemsSplit(l.Items)) {
				choices := literalItems(l.Items)
				// for w in 1 2 3: arithmetic on w reads a number, no name.
				numeric := choices != nil
				for _, c := range choices {
					numeric = numeric && isNumber(c)
				}
				w.st.set(l.Name.Value, value{noDash: true, noDashFields: fields, choices: choices, numeric: numeric})
			} else if names := w.envLoop(l); names != nil {
				w.st.set(l.Name.Value, value{env: names})
			}
		}
	case *syntax.CStyleLoop:
		for _, e := range []syntax.ArithmExpr{l.Init, l.Cond, l.Post} {
			if e != nil {
				w.words(e)
				w.arithm(e, x)
			}
		}
	}
}

// words walks the commands hidden inside words: command and process
// substitutions run commands of their own, wherever the word is. It also
// refuses expansions that run code of their own.
func (w *walker) words(n syntax.Node) {
	if n == nil {
		return
	}
	syntax.Walk(n, func(node syntax.Node) bool {
		switch x := node.(type) {
		case *syntax.CmdSubst:
			first := w.first
			// bash turns set -e off in a command substitution (without
			// shopt -s inherit_errexit).
			errexit := w.errexit
			w.errexit = false
			w.sub(x.Stmts)
			w.errexit = errexit
			if first == nil && w.first != nil {
				w.first.reason = substName(x) + " hides a command: " + w.first.reason
			}
			return false
		case *syntax.ProcSubst:
			first := w.first
			if x.Op == syntax.CmdOut {
				// >(...) reads what the command writes into it, not the
				// line's standard input: proven lines do not reach it.
				outer := w.stdin
				w.stdin = proof{}
				defer func() { w.stdin = outer }()
			}
			w.detached++
			errexit := w.errexit
			w.errexit = false
			w.sub(x.Stmts)
			w.errexit = errexit
			w.detached--
			if first == nil && w.first != nil {
				w.first.reason = "process substitution `" + strings.TrimSuffix(x.Op.String(), "(") + "(...)` hides a command: " + w.first.reason
			}
			return false
		case *syntax.ParamExp:
			w.paramExp(x)
		case *syntax.ArithmExp:
			w.arithm(x.X, x)
		case *syntax.ExtGlob:
			w.fail(&violation{node: n, reason: "the pattern `" + shorten(x.Op.String()+x.Pattern.Value+")") +
				"` is an extended glob (and in zsh a glob qualifier, which can run commands)"})
		case *syntax.Word:
			w.zshParamFlags(n, x.Parts)
		case *syntax.DblQuoted:
			w.zshParamFlags(n, x.Parts)
		}
		return true
	})
}

// zshParamFlags refuses zsh's $~name, $=name and $^name among a word's
// parts, which the parser leaves as text (a $ and the rest apart).
func (w *walker) zshParamFlags(n syntax.Node, parts []syntax.WordPart) {
	for i := 0; i+1 < len(parts); i++ {
		pe, ok := parts[i].(*syntax.ParamExp)
		l, ok2 := parts[i+1].(*syntax.Lit)
		if ok && ok2 && pe.Short && len(l.Value) > 1 && l.Value[0] == ':' &&
			strings.IndexByte("aAcefFghlPqQrsStuwW&", l.Value[1]) >= 0 {
			// zsh applies history modifiers to $name without braces:
			// $y:s/abc/-o/ and $y:t can make an option of any value
			// (the letters zsh 5.9 applies, and those that take words).
			w.fail(&violation{node: n, reason: "`$" + pe.Param.Value + l.Value[:2] + "` applies a modifier to the variable in zsh, where bash reads it as text"})
			return
		}
		if ok && ok2 && pe.Short && strings.HasPrefix(l.Value, "[") {
			// zsh subscripts $name[...] without braces: y=abc-o;
			// sort "$y[4,5]" f runs sort -o f.
			w.fail(&violation{node: n, reason: "`$" + pe.Param.Value + "[` takes a subscript of the variable in zsh, where bash reads it as text"})
			return
		}
	}
	var run strings.Builder
	for i, p := range parts {
		if l, ok := p.(*syntax.Lit); ok {
			run.WriteString(l.Value)
		}
		if _, ok := p.(*syntax.Lit); !ok || i == len(parts)-1 {
			if zshParamFlag(run.String()) {
				w.fail(&violation{node: n, reason: "`$~`, `$=` and `$^` expand the variable that follows in zsh (x=-o; sort $~x f runs sort -o f), where bash reads them as text"})
				return
			}
			run.Reset()
		}
	}
}

// zshParamFlag reports whether s holds zsh's $~name, $=name or $^name:
// bash leaves them as text, zsh expands the variable (as a pattern,
// split into words, or joined to each neighbour).
func zshParamFlag(s string) bool {
	for i := strings.IndexByte(s, '$'); i >= 0 && i+1 < len(s); {
		if strings.IndexByte("~=^", s[i+1]) >= 0 {
			return true
		}
		j := strings.IndexByte(s[i+1:], '$')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

func substName(x *syntax.CmdSubst) string {
	if x.Backquotes {
		return "command substitution in backquotes"
	}
	return "command substitution `$(...)`"
}

func (w *walker) call(x *syntax.CallExpr, s *syntax.Stmt, in stdin) {
	for _, as := range x.Assigns {
		w.assign(as, x, len(x.Args) > 0)
	}
	for _, word := range x.Args {
		w.words(word)
	}
	if len(x.Args) == 0 {
		return // only assignments: they change shell variables, not files
	}
	args := w.expand(x.Args)
	w.markNoDash(args)
	w.c.at = x.Pos().Offset()
	w.c.node = x
	w.c.args = args
	w.c.in = in
	reason := w.c.simple(args, 0)
	if reason == "" {
		reason = w.c.manyWords(args)
	}
	if reason != "" {
		reason = w.judgeChoices(args, reason)
	}
	if reason != "" {
		w.fail(&violation{node: x, reason: reason})
	}
	w.x.call(args, s, in, w.inner)
	w.commandWrites(args, x)
	w.track(args, x)
}

// redirect checks one redirection of a statement. Reading is fine; writing
// is fine only into the null device or the standard streams.
func (w *walker) redirect(s *syntax.Stmt, r *syntax.Redirect, t target) {
	w.words(r.Word)
	if r.Hdoc != nil {
		w.words(r.Hdoc)
	}
	if r.Word != nil && (r.Op == syntax.RdrIn || r.Op == syntax.DplIn) {
		// bash opens /dev/tcp/host/port and /dev/udp/host/port itself: a
		// network connection, not a file.
		t := wordArg(r.Word)
		if strings.HasPrefix(t.lit, "/dev/tcp/") || strings.HasPrefix(t.lit, "/dev/udp/") || t.dynamic && strings.HasPrefix(t.lit, "/dev/") {
			w.fail(&violation{node: s, reason: "redirect `" + redirectText(r) + "` opens a network connection"})
		}
	}
	if r.Op == syntax.RdrIn && zshNumericRange(r.Word) {
		// zsh reads <1-9> (and <->) as a numeric-range pattern, not a
		// redirection, so the rest of the line splits differently:
		// echo <1-9>&- touch pwned runs touch there.
		w.fail(&violation{node: s, reason: "`<" + printNode(r.Word) + ">` is a numeric pattern in zsh, not a redirection, and zsh then reads the rest of the line as other commands"})
	}
	if !writesFile(r) {
		return
	}
	w.fail(&violation{node: s, reason: "redirect `" + redirectText(r) + "` writes a file"})
	command := w.print(s)
	for _, p := range t.paths {
		w.out.Writes = append(w.out.Writes, Write{Path: p, Dynamic: !t.known, Command: command, How: "redirection"})
	}
}

// zshNumericRange reports whether a redirection's word is the inside of
// a zsh numeric pattern <x-y>: digits, a dash, digits, unquoted.
func zshNumericRange(word *syntax.Word) bool {
	if word == nil || len(word.Parts) != 1 {
		return false
	}
	l, ok := word.Parts[0].(*syntax.Lit)
	if !ok {
		return false
	}
	lo, hi, ok := strings.Cut(l.Value, "-")
	return ok && strings.Trim(lo, "0123456789") == "" && strings.Trim(hi, "0123456789") == ""
}

func isFDWord(s string) bool {
	s = strings.TrimSuffix(s, "-")
	if s == "" {
		return true // >&- closes a descriptor
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func harmlessTarget(path string) bool {
	switch path {
	case "/dev/null", "/dev/stdout", "/dev/stderr":
		return true
	}
	return false
}

func redirectText(r *syntax.Redirect) string {
	var b strings.Builder
	if r.N != nil {
		b.WriteString(r.N.Value)
	}
	b.WriteString(r.Op.String())
	if r.Word != nil {
		b.WriteByte(' ')
		b.WriteString(printNode(r.Word))
	}
	return shorten(b.String())
}

// declaredFunctions lists the functions a line declares as top-level
// statements (a declaration there always takes effect) with the offset
// where each declaration ends. A name the line passes to unset is left
// out, since calling it may then run a program of that name.
func declaredFunctions(f *syntax.File) map[string]uint {
	var names map[string]uint
	for _, s := range f.Stmts {
		fd, ok := s.Cmd.(*syntax.FuncDecl)
		if !ok {
			continue
		}
		if names == nil {
			names = map[string]uint{}
		}
		end := fd.End().Offset()
		if fd.Name != nil {
			names[fd.Name.Value] = end
		}
		for _, l := range fd.Names {
			names[l.Value] = end
		}
	}
	if names == nil {
		return nil
	}
	syntax.Walk(f, func(n syntax.Node) bool {
		call, ok := n.(*syntax.CallExpr)
		if !ok || len(call.Args) == 0 || wordArg(call.Args[0]).lit != "unset" {
			return true
		}
		for _, w := range call.Args[1:] {
			delete(names, wordArg(w).lit)
		}
		return true
	})
	return names
}

// innerFile walks a script a command line hands to another shell (bash
// -c, eval): its commands count as invocations, writes and texts; the
// verdict is already given by the command that runs it.
func (w *walker) innerFile(f *syntax.File) {
	saved, trust := w.st.clone(), w.trust
	w.inner++
	w.trust = &envTrust{file: f, outer: trust}
	w.stmts(f.Stmts)
	w.trust = trust
	w.inner--
	w.st = saved
}

// allFunctions names every function a line declares, wherever.
func allFunctions(f *syntax.File) map[string]bool {
	var names map[string]bool
	syntax.Walk(f, func(n syntax.Node) bool {
		if fd, ok := n.(*syntax.FuncDecl); ok {
			if names == nil {
				names = map[string]bool{}
			}
			if fd.Name != nil {
				names[fd.Name.Value] = true
			}
			for _, l := range fd.Names {
				names[l.Value] = true
			}
		}
		return true
	})
	return names
}

// exits reports a statement that leaves the shell (exit, return), as in
// cd dir || exit.
func exits(s *syntax.Stmt) bool {
	if s == nil {
		return false
	}
	c, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(c.Args) == 0 {
		return false
	}
	switch wordArg(c.Args[0]).lit {
	case "exit", "return":
		return true
	}
	return false
}

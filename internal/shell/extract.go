package shell

import (
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// Text is one piece of text a command puts into an artifact.
type Text struct {
	// Where names the place, such as "git commit -m", "gh pr create --body",
	// "git commit -F msg.txt" or "heredoc written to src/x.go".
	Where string
	// Value is the text when the command line holds it.
	Value string
	// File is set when the text lives in a file the caller should read
	// (git commit -F path, gh --body-file path). For "-" with a known
	// standard input, Value holds that input instead and File is empty.
	File string
	// Target is the file the command writes Value into, for text written
	// into files (here-documents, echo > file, sed -i), so the caller can
	// exempt its operation guides by path.
	Target string
	// Dynamic is set when part of the text is only known at run time
	// ($VAR, $(...)): Value holds the literal parts only.
	Dynamic bool
}

// maxInnerDepth bounds how deep bash -c strings are parsed in turn.
const maxInnerDepth = 3

type extractor struct {
	w   *walker
	out Extract
}

// stdin describes what a command reads on its standard input, as far as
// the line shows it.
type stdin struct {
	known   bool
	kind    string // what produces it: heredoc, herestring, echo, printf
	value   string
	file    string
	dynamic bool
}

func (x *extractor) add(t Text) {
	x.out.Texts = append(x.out.Texts, t)
}

func (x *extractor) call(words []arg, s *syntax.Stmt, in stdin, depth int) {
	if len(words) > 0 && !words[0].dynamic && programName(words[0].lit) == "env" {
		x.innerShells(words, depth) // env -S 'cmd args'
	}
	args := unwrap(words)
	if len(args) == 0 || args[0].dynamic {
		return
	}
	name := args[0].lit
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		name = name[i+1:]
	}
	switch name {
	case "git":
		x.git(args, in)
	case "gh":
		x.gh(args, in)
	case "bash", "sh", "zsh", "dash", "ksh", "mksh", "eval", "su", "runuser", "script", "flock", "watch":
		x.innerShells(args, depth)
	case "cat", "tee":
		x.writtenInput(name, args, s, in)
	case "echo", "printf":
		x.writtenEcho(name, args, s)
	case "sed", "gsed":
		x.sedInPlace(args)
	}
}

func (x *extractor) inner(where string, a arg, depth int) {
	v, dynamic := textOf(a.word)
	x.innerText(where, v, dynamic, depth)
}

// innerText parses the string a shell is asked to run and extracts from it
// in turn; when it does not parse (or is too deep), the whole string is
// reported so a name in it is still found.
func (x *extractor) innerText(where, src string, dynamic bool, depth int) {
	if depth < maxInnerDepth && !dynamic && checkBounds(src) == nil {
		if f, err := parse(src); err == nil {
			x.w.innerFile(f)
			return
		}
	}
	x.add(Text{Where: where, Value: src, Dynamic: dynamic})
}

// flagSpec describes one option whose value is artifact text.
type flagSpec struct {
	long  string // without dashes
	short byte   // 0 when there is none
	file  bool   // the value names a file holding the text
}

// optionValue is one text-carrying option found on a command line.
type optionValue struct {
	spec flagSpec
	val  arg
}

// withoutPrefix returns what follows the first n characters of an option
// word, as a word of its own: -m"$(cat <<'EOF' ... EOF)" gives the
// substitution. Option names hold no quotes or escapes, so the n
// characters are plain text at the start of the word.
func withoutPrefix(a arg, n int) arg {
	out := arg{lit: a.lit, dynamic: a.dynamic}
	if n <= len(a.lit) {
		out.lit = a.lit[n:]
	} else {
		out.lit = ""
	}
	if a.word != nil {
		parts, _ := trimParts(a.word.Parts, n)
		if len(parts) == 0 {
			parts = []syntax.WordPart{&syntax.Lit{}}
		}
		out.word = &syntax.Word{Parts: parts}
	}
	return out
}

// trimParts drops the first n characters of a word's parts and returns
// the rest and how many characters it could not drop.
func trimParts(parts []syntax.WordPart, n int) ([]syntax.WordPart, int) {
	for i, p := range parts {
		if n == 0 {
			return parts[i:], 0
		}
		switch x := p.(type) {
		case *syntax.Lit:
			if len(x.Value) <= n {
				n -= len(x.Value)
				continue
			}
			rest := []syntax.WordPart{&syntax.Lit{ValuePos: x.ValuePos, ValueEnd: x.ValueEnd, Value: x.Value[n:]}}
			return append(rest, parts[i+1:]...), 0
		case *syntax.SglQuoted:
			if len(x.Value) <= n {
				n -= len(x.Value)
				continue
			}
			rest := []syntax.WordPart{&syntax.SglQuoted{Left: x.Left, Right: x.Right, Dollar: x.Dollar, Value: x.Value[n:]}}
			return append(rest, parts[i+1:]...), 0
		case *syntax.DblQuoted:
			inner, left := trimParts(x.Parts, n)
			n = left
			if len(inner) == 0 {
				continue
			}
			rest := []syntax.WordPart{&syntax.DblQuoted{Left: x.Left, Right: x.Right, Dollar: x.Dollar, Parts: inner}}
			return append(rest, parts[i+1:]...), 0
		default:
			return parts[i:], n
		}
	}
	return nil, n
}

func (x *extractor) addValue(where string, sp flagSpec, v arg, in stdin) {
	if file, ok := substFile(v.word); ok {
		// -m "$(cat msg.txt)": the text is that file's.
		x.add(Text{Where: where + " $(cat " + file + ")", File: file})
		return
	}
	text, dynamic := textOf(v.word)
	if !sp.file {
		x.add(Text{Where: where, Value: text, Dynamic: dynamic})
		return
	}
	if text == "-" && !dynamic {
		t := Text{Where: where + " -"}
		switch {
		case in.known && in.file != "":
			t.Where, t.File = where+" - < "+in.file, in.file
		case in.known:
			t.Value, t.Dynamic = in.value, in.dynamic
		default:
			t.File, t.Dynamic = "-", true
		}
		x.add(t)
		return
	}
	x.add(Text{Where: where + " " + text, File: text, Dynamic: dynamic})
}

// writtenInput reports here-documents and piped text that cat or tee write
// into files.
func (x *extractor) writtenInput(name string, args []arg, s *syntax.Stmt, in stdin) {
	if !in.known || in.file != "" {
		return
	}
	var targets []string
	if name == "cat" {
		for _, a := range args[1:] {
			if !strings.HasPrefix(a.lit, "-") || a.lit == "-" {
				return // cat of files: the text is not in the line
			}
		}
	} else {
		sc := scanArgs(args[1:], &specTee)
		for _, a := range sc.operands {
			if !harmlessTarget(a.lit) {
				targets = append(targets, a.lit)
			}
		}
	}
	targets = append(targets, outputTargets(s)...)
	for _, t := range targets {
		x.add(Text{Where: in.kind + " written to " + t, Value: in.value, Target: t, Dynamic: in.dynamic})
	}
}

// writtenEcho reports echo or printf output redirected into a file.
func (x *extractor) writtenEcho(name string, args []arg, s *syntax.Stmt) {
	targets := outputTargets(s)
	if len(targets) == 0 {
		return
	}
	value, dynamic := echoText(args, false)
	for _, t := range targets {
		x.add(Text{Where: name + " written to " + t, Value: value, Target: t, Dynamic: dynamic})
	}
}

// outputTargets lists the files a statement's output redirections write.
func outputTargets(s *syntax.Stmt) []string {
	var out []string
	for _, r := range s.Redirs {
		switch r.Op {
		case syntax.RdrOut, syntax.AppOut, syntax.RdrClob, syntax.AppClob, syntax.RdrAll,
			syntax.AppAll, syntax.RdrAllClob, syntax.AppAllClob, syntax.RdrInOut:
		case syntax.DplOut:
			if t := wordArg(r.Word); !t.dynamic && isFDWord(t.lit) {
				continue
			}
		default:
			continue
		}
		if r.N != nil && r.N.Value != "1" && r.Op != syntax.RdrAll && r.Op != syntax.AppAll {
			continue // 2> err.log: not where the text goes
		}
		t, _ := textOf(r.Word)
		if !harmlessTarget(t) {
			out = append(out, t)
		}
	}
	return out
}

// redirectedStdin returns the standard input a statement's own
// redirections give it.
func redirectedStdin(s *syntax.Stmt) (stdin, bool) {
	var in stdin
	found := false
	for _, r := range s.Redirs {
		if r.N != nil && r.N.Value != "0" {
			continue
		}
		switch r.Op {
		case syntax.Hdoc, syntax.DashHdoc:
			v, d := heredocText(r)
			in = stdin{known: true, kind: "heredoc", value: v, dynamic: d}
			found = true
		case syntax.WordHdoc:
			v, d := wordText(r.Word, true)
			in = stdin{known: true, kind: "herestring", value: v + "\n", dynamic: d}
			found = true
		case syntax.RdrIn:
			v, d := textOf(r.Word)
			in = stdin{known: true, file: v, dynamic: d}
			found = true
		case syntax.DplIn:
			// <&3: a copy of another descriptor, whatever it holds.
			in = stdin{}
			found = true
		}
	}
	return in, found
}

// stdoutOf returns what a statement writes to a pipe when the line shows
// it: cat of a here-document or a file, echo, printf. strict is for the
// text a command reads (a pipe, a substitution in a here-document):
// printf's is then only its format, as written, when bash prints that
// once (no directive, which would take the words after it, and no
// option: -v prints nothing); any other printf is dynamic.
func stdoutOf(s *syntax.Stmt, strict bool) stdin {
	if b, ok := s.Cmd.(*syntax.BinaryCmd); ok && (b.Op == syntax.Pipe || b.Op == syntax.PipeAll) {
		return stdoutOf(b.Y, strict)
	}
	c, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(c.Args) == 0 {
		return stdin{}
	}
	args := wordArgs(c.Args)
	if args[0].dynamic {
		return stdin{}
	}
	switch args[0].lit {
	case "echo", "printf":
		if strict && args[0].lit == "printf" {
			if f, ok := printfFormat(args); ok {
				return stdin{known: true, kind: "printf", value: f}
			}
			v, _ := echoText(args, strict)
			return stdin{known: true, kind: "printf", value: v, dynamic: true}
		}
		v, d := echoText(args, strict)
		return stdin{known: true, kind: args[0].lit, value: v, dynamic: d}
	case "cat":
		var files []arg
		dashes := false
		for _, a := range args[1:] {
			// After -- every word is a file, -n included: the text is
			// then that file's, not the here-document's.
			if !dashes && a.is("--") {
				dashes = true
				continue
			}
			if dashes || !strings.HasPrefix(a.lit, "-") || a.lit == "-" {
				files = append(files, a)
			}
		}
		if len(files) == 0 {
			in, _ := redirectedStdin(s)
			return in
		}
		if len(files) == 1 {
			v, d := textOf(files[0].word)
			return stdin{known: true, file: v, dynamic: d}
		}
	case "head", "tail":
		// Part of one file: the caller reads the whole file, which holds
		// whatever part is printed.
		sc := scanArgs(args[1:], &specHeadTail)
		files := sc.operands
		if len(files) == 1 && !files[0].is("-") {
			v, d := textOf(files[0].word)
			return stdin{known: true, file: v, dynamic: d}
		}
	}
	return stdin{}
}

// echoText is what echo or printf print, roughly: their operands joined by
// spaces (printf's format included, escapes left as written).
func echoText(args []arg, strict bool) (string, bool) {
	var parts []string
	dynamic := false
	options := args[0].lit == "echo"
	for _, a := range args[1:] {
		if options && !a.dynamic && len(a.lit) > 1 && a.lit[0] == '-' && strings.Trim(a.lit[1:], "neE") == "" {
			continue
		}
		options = false
		v, d := wordText(a.word, strict)
		parts = append(parts, v)
		dynamic = dynamic || d
	}
	return strings.Join(parts, " "), dynamic
}

// printfFormat returns the format printf prints once, as written (its
// escapes unexpanded), when that is all it prints: after an optional
// --, a literal format without a directive (bash ignores the words after
// such a format) that is not an option (printf -v VAR prints nothing).
func printfFormat(args []arg) (string, bool) {
	rest := args[1:]
	dashes := len(rest) > 0 && rest[0].is("--")
	if dashes {
		rest = rest[1:]
	}
	if len(rest) == 0 {
		return "", false
	}
	f, d := wordText(rest[0].word, true)
	if rest[0].word == nil {
		f, d = rest[0].lit, rest[0].dynamic
	}
	if d || strings.Contains(f, "%") || !dashes && strings.HasPrefix(f, "-") {
		return "", false
	}
	return f, true
}

// textOf returns the literal text of a word. Run-time parts are replaced by
// a space (so they never join two literal halves into a name) and make the
// text dynamic, except the commit idiom "$(cat <<'EOF' ... EOF)" and
// $(echo ...)/$(printf ...), whose output the line shows.
func textOf(w *syntax.Word) (string, bool) {
	return wordText(w, false)
}

// wordText is textOf; strict is for what a command reads as its input
// (a here-string, a here-document): there the text must be exactly what
// bash feeds it, so a command substitution's output is dynamic unless
// the line shows it as printed (substText).
func wordText(w *syntax.Word, strict bool) (string, bool) {
	if w == nil {
		return "", false
	}
	var b strings.Builder
	dynamic := false
	var part func(p syntax.WordPart, quoted bool)
	part = func(p syntax.WordPart, quoted bool) {
		switch x := p.(type) {
		case *syntax.Lit:
			if quoted {
				b.WriteString(unescapeDouble(x.Value))
			} else {
				b.WriteString(unescapeUnquoted(x.Value))
			}
		case *syntax.SglQuoted:
			if x.Dollar {
				b.WriteString(ansiCUnquote(x.Value))
			} else {
				b.WriteString(x.Value)
			}
		case *syntax.DblQuoted:
			for _, inner := range x.Parts {
				part(inner, true)
			}
		case *syntax.CmdSubst:
			if v, d, ok := substText(x, strict); ok {
				// $(...) drops trailing newlines.
				b.WriteString(strings.TrimRight(v, "\n"))
				dynamic = dynamic || d
				return
			}
			b.WriteByte(' ')
			dynamic = true
		default:
			b.WriteByte(' ')
			dynamic = true
		}
	}
	for _, p := range w.Parts {
		part(p, false)
	}
	return b.String(), dynamic
}

// substText returns the output of a command substitution when the line
// shows it: a lone cat of a here-document or here-string, or echo/printf.
// strict (the text a command reads, where a newline can start a
// dot-command or end a comment): echo's or printf's text with a
// backslash is dynamic, as they (echo -e, xpg_echo) may expand it, and so
// is printf's text unless it prints its format as written (stdoutOf).
func substText(c *syntax.CmdSubst, strict bool) (string, bool, bool) {
	if len(c.Stmts) != 1 {
		return "", false, false
	}
	out := stdoutOf(c.Stmts[0], strict)
	if !out.known || out.file != "" {
		return "", false, false
	}
	if strict && (out.kind == "echo" || out.kind == "printf") && strings.Contains(out.value, "\\") {
		out.dynamic = true
	}
	return out.value, out.dynamic, true
}

// substFile returns the file of a word that is only "$(cat file)" or
// "$(< file)".
func substFile(w *syntax.Word) (string, bool) {
	if w == nil || len(w.Parts) != 1 {
		return "", false
	}
	part := w.Parts[0]
	if dq, ok := part.(*syntax.DblQuoted); ok && len(dq.Parts) == 1 {
		part = dq.Parts[0]
	}
	c, ok := part.(*syntax.CmdSubst)
	if !ok || len(c.Stmts) != 1 {
		return "", false
	}
	s := c.Stmts[0]
	if s.Cmd == nil {
		if in, ok := redirectedStdin(s); ok && in.file != "" && !in.dynamic && len(s.Redirs) == 1 {
			return in.file, true
		}
		return "", false
	}
	out := stdoutOf(s, false)
	if out.known && out.file != "" && !out.dynamic {
		return out.file, true
	}
	return "", false
}

// hdocParsedRaw reports whether the parser (shsyntax, mvdan.cc/sh's) kept a quoted
// here-document's body raw: it judges the delimiter by its last part
// alone, so E"O"F, quoted to bash, is parsed as unquoted.
func hdocParsedRaw(delim *syntax.Word) bool {
	if delim == nil || len(delim.Parts) == 0 {
		return false
	}
	switch p := delim.Parts[len(delim.Parts)-1].(type) {
	case *syntax.Lit:
		return strings.IndexByte(p.Value, '\\') >= 0
	case *syntax.SglQuoted, *syntax.DblQuoted:
		return true
	}
	return false
}

// heredocText returns a here-document's body as bash would feed it.
func heredocText(r *syntax.Redirect) (string, bool) {
	if r.Hdoc == nil {
		return "", false
	}
	var text string
	dynamic := false
	if heredocQuoted(r.Word) && !hdocParsedRaw(r.Word) {
		// <<E"O"F: bash feeds the body as written, but the parser read
		// it as an unquoted one (it joined \-newlines and took $ and `
		// as expansions), so the text it kept is not what bash feeds.
		return "", true
	}
	if heredocQuoted(r.Word) {
		var b strings.Builder
		for _, p := range r.Hdoc.Parts {
			if l, ok := p.(*syntax.Lit); ok {
				b.WriteString(l.Value)
			}
		}
		text = b.String()
	} else {
		var b strings.Builder
		for _, p := range r.Hdoc.Parts {
			switch x := p.(type) {
			case *syntax.Lit:
				b.WriteString(unescapeHeredoc(x.Value))
			case *syntax.CmdSubst:
				if v, d, ok := substText(x, true); ok {
					b.WriteString(strings.TrimRight(v, "\n"))
					dynamic = dynamic || d
					continue
				}
				b.WriteByte(' ')
				dynamic = true
			default:
				b.WriteByte(' ')
				dynamic = true
			}
		}
		text = b.String()
	}
	if r.Op == syntax.DashHdoc {
		lines := strings.Split(text, "\n")
		for i, l := range lines {
			lines[i] = strings.TrimLeft(l, "\t")
		}
		text = strings.Join(lines, "\n")
	}
	return text, dynamic
}

// innerShells parses the command strings a command hands to a shell, so
// their commands are walked too (invocations, writes, texts): bash, sh,
// zsh, dash, ksh, mksh -c; eval; env -S/--split-string; su and runuser
// -c; script -c; flock ... -c; watch (which runs its words with sh -c).
func (x *extractor) innerShells(args []arg, depth int) {
	if len(args) == 0 || args[0].dynamic {
		return
	}
	name := programName(args[0].lit)
	if name == "" {
		name = args[0].lit[strings.LastIndexByte(args[0].lit, '/')+1:]
	}
	joined := func(from []arg) (string, bool) {
		var parts []string
		dynamic := false
		for _, a := range from {
			v, d := textOf(a.word)
			if a.word == nil {
				v, d = a.lit, a.dynamic
			}
			parts = append(parts, v)
			dynamic = dynamic || d
		}
		return strings.Join(parts, " "), dynamic
	}
	switch name {
	case "bash", "sh", "zsh", "dash", "ksh", "mksh":
		// -c is a flag: the command string is the first operand (bash
		// -c -e 'cmd' runs cmd, not -e).
		sc := scanArgs(args[1:], &specShell)
		if sc.has(&specShell, "-c") != nil && len(sc.operands) > 0 {
			x.inner(args[0].lit+" -c", sc.operands[0], depth)
		}
	case "su", "runuser", "script", "flock":
		// Here -c takes the command as its value.
		sc := scanArgs(args[1:], &specRunCommand)
		for _, v := range sc.values(&specRunCommand, "-c", "--command", "--session-command") {
			x.inner(args[0].lit+" -c", v, depth)
		}
	case "eval":
		if len(args) > 1 {
			v, d := joined(args[1:])
			x.innerText("eval", v, d, depth)
		}
	case "watch":
		sc := scanArgs(args[1:], &specWatch)
		if i := 1 + sc.end; i < len(args) {
			v, d := joined(args[i:])
			x.innerText("watch", v, d, depth)
		}
	case "env":
		sc := scanArgs(args[1:], &specEnv)
		for _, v := range sc.values(&specEnv, "-S", "--split-string") {
			x.inner("env -S", v, depth)
		}
	}
}

var (
	// specShell declares the options of bash and the other shells as far
	// as finding the -c command goes: options end at the first operand,
	// -o and -O take a value.
	specShell = optSpec{posix: true, values: "oO", longValues: []string{"--rcfile", "--init-file"}}
	// specRunCommand is su's, runuser's, script's and flock's: -c takes the
	// command.
	specRunCommand = optSpec{values: "csgGwEOBT",
		longValues: []string{"--command", "--session-command", "--shell", "--group", "--supp-group", "--timeout", "--conflict-exit-code"}}
	specWatch = optSpec{posix: true, values: "nq", optional: "d",
		longValues: []string{"--interval", "--equexit"}, longOptional: []string{"--differences"}}
)

// specHeadTail declares head's and tail's options, for the file whose
// part they print.
var specHeadTail = optSpec{numeric: true, values: "ncs",
	longValues:   []string{"--lines", "--bytes", "--sleep-interval", "--pid", "--max-unchanged-stats"},
	longOptional: []string{"--follow"}}

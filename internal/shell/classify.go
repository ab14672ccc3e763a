package shell

import (
	"fmt"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Verdict is the classifier's answer for one command line.
type Verdict struct {
	// ReadOnly is true when every command in the line only looks.
	ReadOnly bool
	// Command is the first offending simple command or construct, printed
	// back as one short line of shell. Empty when ReadOnly or on a parse
	// error.
	Command string
	// Reason says, in one lowercase phrase, why Command is not read-only,
	// such as "`sed -i` edits files in place".
	Reason string
	// ParseError is set when the line does not parse; ReadOnly is then false.
	ParseError error
}

// Options tune the classifier for a project.
type Options struct {
	// ExtraReadOnly names commands a project declares read-only, whatever
	// their arguments. An entry of several words ("make lint") matches a
	// command whose first words are exactly those.
	ExtraReadOnly []string
}

// Classify reports whether a Bash command line is read-only work.
// The package documentation states the policy.
func Classify(command string, opts Options) Verdict {
	f, err := parse(command)
	if err != nil {
		return Verdict{
			Reason:     visible("the command does not parse: " + err.Error()),
			ParseError: err,
		}
	}
	c := classifier{}
	for _, e := range opts.ExtraReadOnly {
		if fields := strings.Fields(e); len(fields) > 0 {
			c.extra = append(c.extra, fields)
		}
	}
	if strings.Contains(command, "(") || strings.Contains(command, "function") {
		c.funcs = declaredFunctions(f)
	}
	if v := c.stmts(f.Stmts); v != nil {
		return Verdict{Command: v.command(), Reason: visible(v.reason)}
	}
	return Verdict{ReadOnly: true}
}

// parse reads a command line as Bash. Claude Code may pass lines with
// Windows line endings; a carriage return before a newline is dropped.
func parse(command string) (*syntax.File, error) {
	if strings.IndexByte(command, '\r') >= 0 {
		command = strings.ReplaceAll(command, "\r\n", "\n")
		command = strings.TrimSuffix(command, "\r")
	}
	p := syntax.NewParser(syntax.Variant(syntax.LangBash))
	return p.Parse(strings.NewReader(command), "")
}

// violation is the first part of a command line that is not read-only.
type violation struct {
	node   syntax.Node // printed lazily: most verdicts never need it
	text   string      // used instead of node when set
	reason string
	hidden bool // already explained as hidden inside a substitution
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

type classifier struct {
	extra [][]string
	// funcs maps the functions the line declares at its top level to the
	// offset where their declaration ends; their bodies are classified
	// where declared.
	funcs map[string]uint
	// at is the offset of the simple command being classified.
	at uint
}

// calledFunction reports whether a command name at the current offset
// calls a function the line declared before it.
func (c *classifier) calledFunction(name string) bool {
	end, ok := c.funcs[name]
	return ok && c.at >= end
}

func (c *classifier) stmts(list []*syntax.Stmt) *violation {
	for _, s := range list {
		if v := c.stmt(s); v != nil {
			return v
		}
	}
	return nil
}

func (c *classifier) stmt(s *syntax.Stmt) *violation {
	if s.Cmd != nil {
		if v := c.command(s.Cmd); v != nil {
			return v
		}
	}
	for _, r := range s.Redirs {
		if v := c.redirect(s, r); v != nil {
			return v
		}
	}
	return nil
}

func (c *classifier) command(cmd syntax.Command) *violation {
	switch x := cmd.(type) {
	case *syntax.CallExpr:
		return c.call(x)
	case *syntax.BinaryCmd:
		if v := c.stmt(x.X); v != nil {
			return v
		}
		return c.stmt(x.Y)
	case *syntax.Block:
		return c.stmts(x.Stmts)
	case *syntax.Subshell:
		return c.stmts(x.Stmts)
	case *syntax.IfClause:
		for clause := x; clause != nil; clause = clause.Else {
			if v := c.stmts(clause.Cond); v != nil {
				return v
			}
			if v := c.stmts(clause.Then); v != nil {
				return v
			}
		}
		return nil
	case *syntax.WhileClause:
		if v := c.stmts(x.Cond); v != nil {
			return v
		}
		return c.stmts(x.Do)
	case *syntax.ForClause:
		if v := c.words(x.Loop); v != nil {
			return v
		}
		return c.stmts(x.Do)
	case *syntax.CaseClause:
		if v := c.words(x.Word); v != nil {
			return v
		}
		for _, item := range x.Items {
			for _, p := range item.Patterns {
				if v := c.words(p); v != nil {
					return v
				}
			}
			if v := c.stmts(item.Stmts); v != nil {
				return v
			}
		}
		return nil
	case *syntax.FuncDecl:
		// A function body counts as if it ran: calls to it are then
		// read-only (see declaredFunctions).
		if x.Body == nil {
			return nil
		}
		return c.stmt(x.Body)
	case *syntax.ArithmCmd:
		return c.words(x.X)
	case *syntax.TestClause:
		return c.words(x.X)
	case *syntax.LetClause:
		for _, e := range x.Exprs {
			if v := c.words(e); v != nil {
				return v
			}
		}
		return nil
	case *syntax.DeclClause:
		return c.decl(x)
	case *syntax.TimeClause:
		if x.Stmt == nil {
			return nil
		}
		return c.stmt(x.Stmt)
	case *syntax.CoprocClause:
		if x.Stmt == nil {
			return nil
		}
		return c.stmt(x.Stmt)
	default:
		return &violation{node: cmd, reason: fmt.Sprintf("the construct %T is not understood", cmd)}
	}
}

// words classifies the commands hidden inside words: command and process
// substitutions run commands of their own, wherever the word is.
func (c *classifier) words(n syntax.Node) *violation {
	if n == nil {
		return nil
	}
	var found *violation
	syntax.Walk(n, func(node syntax.Node) bool {
		if found != nil {
			return false
		}
		switch x := node.(type) {
		case *syntax.CmdSubst:
			if v := c.stmts(x.Stmts); v != nil {
				found = hide(v, substName(x))
			}
			return false
		case *syntax.ProcSubst:
			if v := c.stmts(x.Stmts); v != nil {
				found = hide(v, "process substitution `"+strings.TrimSuffix(x.Op.String(), "(")+"(...)`")
			}
			return false
		}
		return true
	})
	return found
}

func substName(x *syntax.CmdSubst) string {
	if x.Backquotes {
		return "command substitution in backquotes"
	}
	return "command substitution `$(...)`"
}

func hide(v *violation, where string) *violation {
	if v.hidden {
		return v
	}
	v.reason = where + " hides a command: " + v.reason
	v.hidden = true
	return v
}

func (c *classifier) call(x *syntax.CallExpr) *violation {
	for _, as := range x.Assigns {
		if v := c.assign(as, x); v != nil {
			return v
		}
	}
	for _, w := range x.Args {
		if v := c.words(w); v != nil {
			return v
		}
	}
	if len(x.Args) == 0 {
		return nil // only assignments: they change shell variables, not files
	}
	c.at = x.Pos().Offset()
	if reason := c.simple(wordArgs(x.Args), 0); reason != "" {
		return &violation{node: x, reason: reason}
	}
	return nil
}

func (c *classifier) assign(as *syntax.Assign, at syntax.Node) *violation {
	if v := c.words(as); v != nil {
		return v
	}
	if as.Name == nil || as.Naked {
		return nil
	}
	value := arg{dynamic: true}
	if as.Value != nil {
		value = wordArg(as.Value)
	} else if as.Array == nil {
		value = arg{}
	}
	if reason := riskyVariable(as.Name.Value, value); reason != "" {
		return &violation{node: at, reason: reason}
	}
	return nil
}

func (c *classifier) decl(x *syntax.DeclClause) *violation {
	for _, as := range x.Args {
		if v := c.assign(as, x); v != nil {
			return v
		}
	}
	return nil
}

// redirect checks one redirection of a statement. Reading is fine; writing
// is fine only into the null device or the standard streams.
func (c *classifier) redirect(s *syntax.Stmt, r *syntax.Redirect) *violation {
	if v := c.words(r.Word); v != nil {
		return v
	}
	if r.Hdoc != nil {
		if v := c.words(r.Hdoc); v != nil {
			return v
		}
	}
	switch r.Op {
	case syntax.RdrIn, syntax.Hdoc, syntax.DashHdoc, syntax.WordHdoc:
		return nil
	case syntax.DplIn, syntax.DplOut:
		// n>&m, >&-, n>&m-: only file descriptors change. Anything else
		// after >& is a file name (bash's >&file writes the file).
		if r.Word != nil {
			if t := wordArg(r.Word); !t.dynamic && isFDWord(t.lit) {
				return nil
			}
		}
	}
	if r.Word != nil {
		if t := wordArg(r.Word); !t.dynamic && harmlessTarget(t.lit) {
			return nil
		}
	}
	return &violation{node: s, reason: "redirect `" + redirectText(r) + "` writes a file"}
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

package teamrules

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// This file reads a Bash command line into the programs it runs and the
// files it writes, from the parse tree (mvdan.cc/sh), never from the text.
// Its types mirror the shell model's Analysis (package shell) so the rules
// can move onto it unchanged.

// invocation is one simple command: its program, its words after the
// program, and whether any word is only known at run time.
type invocation struct {
	Program string // base name ("git")
	Args    []word
	Command string // the command as written, for reasons
}

// word is one argument after quote removal.
type word struct {
	Lit     string
	Dynamic bool // part of it is known only at run time
	Glob    bool // unquoted * ? [
}

// fileWrite is a file the line writes.
type fileWrite struct {
	Path    string
	Dynamic bool
	How     string // "redirect", "tee", "sed -i", ...
	Command string
}

// analysis is what the rules need from a command line.
type analysis struct {
	Invocations []invocation
	Writes      []fileWrite
	// ParseError is set when the line does not parse as Bash.
	ParseError string
}

// wrappers run the command that follows their own options.
var wrappers = map[string]bool{
	"command": true, "builtin": true, "env": true, "nice": true, "nohup": true,
	"time": true, "timeout": true, "stdbuf": true, "sudo": true, "doas": true, "exec": true,
}

func analyze(command string) analysis {
	var a analysis
	analyzeInto(&a, command, 0)
	return a
}

func analyzeInto(a *analysis, command string, depth int) {
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(command), "")
	if err != nil {
		if a.ParseError == "" {
			a.ParseError = err.Error()
		}
		return
	}
	syntax.Walk(f, func(n syntax.Node) bool {
		st, ok := n.(*syntax.Stmt)
		if !ok {
			return true
		}
		text := printNode(st)
		for _, r := range st.Redirs {
			switch r.Op {
			case syntax.RdrOut, syntax.AppOut, syntax.RdrAll, syntax.AppAll, syntax.ClbOut, syntax.RdrInOut:
				if r.Word == nil {
					continue
				}
				w := wordOf(r.Word)
				if !w.Dynamic && (w.Lit == "/dev/null" || w.Lit == "/dev/stdout" || w.Lit == "/dev/stderr") {
					continue
				}
				a.Writes = append(a.Writes, fileWrite{Path: w.Lit, Dynamic: w.Dynamic || w.Glob, How: "redirect", Command: text})
			}
		}
		call, ok := st.Cmd.(*syntax.CallExpr)
		if !ok || len(call.Args) == 0 {
			return true
		}
		args := make([]word, len(call.Args))
		for i, w := range call.Args {
			args[i] = wordOf(w)
		}
		args = unwrapArgs(args)
		if len(args) == 0 || args[0].Dynamic {
			return true
		}
		prog := path.Base(args[0].Lit)
		inv := invocation{Program: prog, Args: args[1:], Command: text}
		a.Invocations = append(a.Invocations, inv)
		a.Writes = append(a.Writes, writesOf(inv)...)
		if depth < 3 {
			switch {
			case (prog == "bash" || prog == "sh" || prog == "zsh" || prog == "dash") && len(inv.Args) >= 2 && inv.Args[0].Lit == "-c" && !inv.Args[1].Dynamic:
				analyzeInto(a, inv.Args[1].Lit, depth+1)
			case prog == "eval" && len(inv.Args) > 0:
				var parts []string
				for _, w := range inv.Args {
					parts = append(parts, w.Lit)
				}
				analyzeInto(a, strings.Join(parts, " "), depth+1)
			}
		}
		return true
	})
}

// unwrapArgs drops wrappers (env X=1, timeout 5, sudo -u x, ...) and
// leading assignments-like words, leaving the command they run.
func unwrapArgs(args []word) []word {
	for len(args) > 0 && !args[0].Dynamic && wrappers[path.Base(args[0].Lit)] {
		name := path.Base(args[0].Lit)
		args = args[1:]
		for len(args) > 0 {
			w := args[0]
			switch {
			case strings.HasPrefix(w.Lit, "-"):
				args = args[1:]
				if (name == "sudo" && (w.Lit == "-u" || w.Lit == "-g")) || (name == "nice" && w.Lit == "-n") || (name == "stdbuf") {
					if len(args) > 0 && !strings.HasPrefix(args[0].Lit, "-") && name != "stdbuf" {
						args = args[1:]
					}
				}
				continue
			case name == "env" && strings.Contains(w.Lit, "="):
				args = args[1:]
				continue
			case name == "timeout" && len(w.Lit) > 0 && w.Lit[0] >= '0' && w.Lit[0] <= '9':
				args = args[1:]
			}
			break
		}
	}
	return args
}

// writesOf lists the files a command writes by its arguments.
func writesOf(inv invocation) []fileWrite {
	var out []fileWrite
	add := func(w word, how string) {
		out = append(out, fileWrite{Path: w.Lit, Dynamic: w.Dynamic || w.Glob, How: how, Command: inv.Command})
	}
	ops := operands(inv.Args)
	switch inv.Program {
	case "tee", "touch", "truncate", "rm", "unlink", "shred":
		for _, w := range ops {
			add(w, inv.Program)
		}
	case "cp", "mv", "install", "ln":
		if len(ops) >= 2 {
			add(ops[len(ops)-1], inv.Program)
		}
		if inv.Program == "mv" {
			for _, w := range ops[:max(len(ops)-1, 0)] {
				add(w, "mv")
			}
		}
	case "sed", "perl":
		inPlace := false
		for _, w := range inv.Args {
			if w.Lit == "-i" || strings.HasPrefix(w.Lit, "-i") || w.Lit == "--in-place" || strings.HasPrefix(w.Lit, "--in-place=") || (inv.Program == "perl" && strings.Contains(w.Lit, "i") && strings.HasPrefix(w.Lit, "-p")) {
				inPlace = true
			}
		}
		if inPlace && len(ops) > 1 {
			for _, w := range ops[1:] {
				add(w, inv.Program+" -i")
			}
		}
	}
	return out
}

// operands are the words that are not options (a word after "--" always is).
func operands(args []word) []word {
	var ops []word
	dash := false
	for _, w := range args {
		if !dash && w.Lit == "--" && !w.Dynamic {
			dash = true
			continue
		}
		if !dash && strings.HasPrefix(w.Lit, "-") && w.Lit != "-" {
			continue
		}
		ops = append(ops, w)
	}
	return ops
}

func wordOf(w *syntax.Word) word {
	var b strings.Builder
	out := word{}
	for _, part := range w.Parts {
		switch p := part.(type) {
		case *syntax.Lit:
			if strings.ContainsAny(p.Value, "*?[{") {
				out.Glob = true
			}
			b.WriteString(unescape(p.Value))
		case *syntax.SglQuoted:
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			for _, inner := range p.Parts {
				if l, ok := inner.(*syntax.Lit); ok {
					b.WriteString(l.Value)
					continue
				}
				out.Dynamic = true
			}
		default:
			out.Dynamic = true
		}
	}
	out.Lit = b.String()
	return out
}

func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func printNode(n syntax.Node) string {
	var b strings.Builder
	if err := syntax.NewPrinter(syntax.SingleLine(true)).Print(&b, n); err != nil {
		return ""
	}
	return strings.TrimSpace(b.String())
}

package teamrules

import (
	"os"
	"strings"

	"github.com/teamctl/teamctl/internal/ccfacts"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/shell"
)

// The rules read a Bash command through the shell model (package shell):
// one parse, the programs it runs (wrapped ones, bash -c and eval strings
// included) and the files it writes, never the text.

// invocation is one simple command with its words split for the git rules.
type invocation struct {
	Program string
	Args    []word
	Command string
}

// word is one argument after quote removal. Dynamic is set for every word
// of an invocation that has a run-time word (the model does not say which).
type word struct {
	Lit     string
	Dynamic bool
	Glob    bool // unquoted * ? [ may name any number of files
}

// analysis is what the rules need from a command line.
type analysis struct {
	Invocations []invocation
	Writes      []shell.Write
}

func analyze(in *hook.Input, home string) analysis {
	a := shell.Analyze(in.ToolInput.Get(ccfacts.Claude().CommandField(in.ToolName)).String(), shell.Env{Cwd: in.Cwd, Home: home, ReadDir: os.ReadDir})
	out := analysis{Writes: a.Writes}
	for _, inv := range a.Invocations {
		args := make([]word, len(inv.Args))
		for i, s := range inv.Args {
			args[i] = word{Lit: s, Dynamic: inv.Dynamic, Glob: strings.ContainsAny(s, "*?[")}
		}
		out.Invocations = append(out.Invocations, invocation{Program: inv.Program, Args: args, Command: inv.Command})
	}
	return out
}

// operands are the words that are not options (a word after "--" always is).
func operands(args []word) []word {
	var ops []word
	dash := false
	for _, w := range args {
		if !dash && w.Lit == "--" {
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

package shell

import (
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// Process ids at run time: $(pgrep -f bin/api) and $(pidof nginx) print
// positive decimal numbers only (pgrep without -c, which counts and may
// print 0, and without -l, -a or -d, which print names, command lines or
// another separator: producers.go). Unquoted, such a word splits into
// none, one or several ids, and walker.call judges the command with none
// and with two of them as well: a program that reads one pid may see an
// extra operand. Where the program refuses that operand before doing
// anything (prlimit --pid with a command), or reads it as another pid
// (top -p), the split is harmless.

// pidWord reports a run-time word that is one command substitution of
// such a producer, proven not to start with a dash.
func pidWord(a arg) bool {
	if !a.dynamic || !a.noDash || a.lit != "" || a.word == nil || len(a.word.Parts) != 1 {
		return false
	}
	part := a.word.Parts[0]
	if dq, ok := part.(*syntax.DblQuoted); ok {
		if len(dq.Parts) != 1 {
			return false
		}
		part = dq.Parts[0]
	}
	cs, ok := part.(*syntax.CmdSubst)
	return ok && len(cs.Stmts) == 1 && printsPIDs(cs.Stmts[0])
}

// printsPIDs reports pgrep or pidof, possibly filtered through head,
// tail, sort, uniq or grep, which pass whole lines.
func printsPIDs(s *syntax.Stmt) bool {
	if s == nil || !quietRedirs(s) {
		return false
	}
	switch x := s.Cmd.(type) {
	case *syntax.BinaryCmd:
		return x.Op == syntax.Pipe && passesLines(x.Y) && printsPIDs(x.X)
	case *syntax.CallExpr:
		if len(x.Assigns) > 0 || len(x.Args) == 0 {
			return false
		}
		args := wordArgs(x.Args)
		for _, a := range args {
			if a.dynamic || a.glob {
				return false
			}
		}
		switch args[0].lit {
		case "pgrep":
			for _, a := range args[1:] {
				if a.lit == "--count" || strings.HasPrefix(a.lit, "-") && !strings.HasPrefix(a.lit, "--") && strings.Contains(a.lit, "c") {
					return false
				}
			}
			return pgrepPIDs(args[1:])
		case "pidof":
			return producerWords(args)
		}
	}
	return false
}

// positivePID reports a word that is a process id other than 0: a
// literal positive number or a pidWord.
func positivePID(a arg) bool {
	if a.dynamic {
		return pidWord(a)
	}
	return isNumber(a.lit) && !strings.HasPrefix(a.lit, "-") && strings.Trim(a.lit, "+0") != ""
}

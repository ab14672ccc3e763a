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
				// -c counts (0 included); -d joins the ids into one word.
				if a.lit == "--count" || strings.HasPrefix(a.lit, "--delimiter") ||
					strings.HasPrefix(a.lit, "-") && !strings.HasPrefix(a.lit, "--") && strings.ContainsAny(a.lit, "cd") {
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

// Commands that only read but never end (docker stats without
// --no-stream, top -b without -n, ping without -c) are refused, as they
// would hold the session; under timeout with a short duration they end.
// endless marks such a reason; it is used only where every other check
// of the command has passed, so a reason that ends with the mark means
// the command is read-only but for never ending.
const endlessMark = " (or bound it: timeout 30 ...)"

func endless(reason string) string { return reason + endlessMark }

// isEndless reports a reason made by endless: reasons pass through
// wrappers (nice, xargs) and run-time splits with a prefix only.
func isEndless(reason string) bool { return strings.HasSuffix(reason, endlessMark) }

// boundable reports a command whose own verdict may be endless: the
// programs that mark their reasons so, run by timeout directly. A
// wrapper, xargs or find in between could carry an inner reason with the
// mark while a check of their own is still to come.
func boundable(cmd []arg) bool {
	if len(cmd) == 0 || cmd[0].dynamic {
		return false
	}
	switch programName(cmd[0].lit) {
	case "docker", "podman", "kubectl", "top", "iostat", "mpstat", "pidstat", "sar", "ping", "ping6", "tcpdump", "arping",
		"iotop", "kcat", "kafkacat", "ngrep", "hubble", "linkerd", "kafka-console-consumer", "kafka-console-consumer.sh", "jstat", "perf":
		return true
	}
	return false
}

// maxBound is the longest duration timeout may give a command that would
// not end by itself: ten minutes, the longest a Bash call may run.
const maxBound = 600

// timeoutBounds reports whether timeout's options and duration make it
// stop its command: a literal duration above 0 (0 turns the limit off)
// and at most maxBound seconds, and the default signal (TERM), or a
// --kill-after that ends it with KILL, which no program can ignore (a
// signal such as 0 or CONT would leave it running).
func timeoutBounds(args []arg) bool {
	sp := &specTimeout
	sc := scanArgs(args[1:], sp)
	if sc.dynamic != nil || sc.unknown != "" {
		return false
	}
	i := 1 + sc.end
	if i >= len(args) || !positiveDuration(args[i]) {
		return false
	}
	killed := false
	for _, o := range sc.opts {
		if o.is(sp, "-k") || o.is(sp, "--kill-after") {
			killed = o.hasVal && positiveDuration(o.val)
		}
	}
	return killed || sc.has(sp, "-s", "--signal") == nil
}

// positiveDuration reads timeout's duration: digits, an optional
// fraction and an optional unit (s, m, h, d), above 0 and within
// maxBound seconds. Other spellings strtod takes (inf, hex) are refused.
func positiveDuration(a arg) bool {
	if a.dynamic || a.glob || a.lit == "" {
		return false
	}
	s, unit := a.lit, 1.0
	switch s[len(s)-1] {
	case 's':
		s = s[:len(s)-1]
	case 'm':
		s, unit = s[:len(s)-1], 60
	case 'h':
		s, unit = s[:len(s)-1], 3600
	case 'd':
		s, unit = s[:len(s)-1], 86400
	}
	whole, frac, _ := strings.Cut(s, ".")
	if !allDigits(whole) || frac != "" && !allDigits(frac) || len(s) > 12 {
		return false
	}
	v := 0.0
	for _, c := range whole + frac {
		v = v*10 + float64(c-'0')
	}
	for range frac {
		v /= 10
	}
	v *= unit
	return v > 0 && v <= maxBound
}

// optionPrefix reports a word that starts with a literal --name= (name
// letters, digits and dashes) and goes on with a run-time part.
func optionPrefix(word *syntax.Word) bool {
	if word == nil || len(word.Parts) < 2 {
		return false
	}
	lit, ok := word.Parts[0].(*syntax.Lit)
	if !ok || !strings.HasPrefix(lit.Value, "--") || !strings.HasSuffix(lit.Value, "=") || len(lit.Value) < 4 {
		return false
	}
	for _, c := range lit.Value[2 : len(lit.Value)-1] {
		if !(c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// onePID reports a substitution that prints one process id or none:
// pgrep -o or -n (the oldest or newest), pidof -s, or such a producer
// cut to its first or last line.
func onePID(word *syntax.Word) bool {
	if word == nil || len(word.Parts) != 1 {
		return false
	}
	cs, ok := word.Parts[0].(*syntax.CmdSubst)
	if !ok || len(cs.Stmts) != 1 || !printsPIDs(cs.Stmts[0]) {
		return false
	}
	s := cs.Stmts[0]
	if p, ok := s.Cmd.(*syntax.BinaryCmd); ok {
		if x, ok := p.Y.Cmd.(*syntax.CallExpr); ok {
			args := wordArgs(x.Args)
			if (args[0].is("head") || args[0].is("tail")) &&
				(len(args) == 2 && (args[1].is("-1") || args[1].is("-n1")) || len(args) == 3 && args[1].is("-n") && args[2].is("1")) {
				return true
			}
		}
		return false
	}
	x, ok := s.Cmd.(*syntax.CallExpr)
	if !ok {
		return false
	}
	args := wordArgs(x.Args)
	names := 0
	for _, a := range args[1:] {
		if !strings.HasPrefix(a.lit, "-") {
			names++
		}
	}
	for _, a := range args[1:] {
		s := a.lit
		switch {
		case args[0].is("pidof") && (s == "-s" || strings.HasPrefix(s, "-") && strings.Contains(s, "s")):
			// -s prints one id for each program named (pidof -s a b
			// prints two).
			return names == 1
		case args[0].is("pgrep") && (s == "--oldest" || s == "--newest" ||
			strings.HasPrefix(s, "-") && !strings.HasPrefix(s, "--") && strings.ContainsAny(s, "on")):
			return true
		}
	}
	return false
}

// oneRefName reports git printing one ref name or nothing: git branch
// --show-current, git symbolic-ref --short HEAD, git rev-parse
// --abbrev-ref REV. git prints only names it can read, and a ref name
// has no blank, no pattern character and no backslash (git refuses
// "refs/heads/a b" even in .git/HEAD), though it may start with a dash
// (git update-ref refs/heads/-x): only glued to literal text before it
// is it no option.
func oneRefName(s *syntax.Stmt) bool {
	if s == nil || !quietRedirs(s) {
		return false
	}
	x, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(x.Assigns) > 0 {
		return false
	}
	args := wordArgs(x.Args)
	for _, a := range args {
		if a.dynamic || a.glob || strings.ContainsAny(a.lit, " \t\n\\'\"") {
			return false
		}
	}
	switch {
	case len(args) == 3 && args[0].is("git") && args[1].is("branch") && args[2].is("--show-current"):
		return true
	case len(args) == 4 && args[0].is("git") && args[1].is("symbolic-ref") && args[2].is("--short") && args[3].is("HEAD"):
		return true
	case len(args) == 4 && args[0].is("git") && args[1].is("rev-parse") && args[2].is("--abbrev-ref") && !strings.HasPrefix(args[3].lit, "-"):
		return true
	}
	return false
}

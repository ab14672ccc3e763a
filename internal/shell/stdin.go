package shell

import (
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// Proven lines on standard input stay proven only while every reader of
// that input takes whole lines. A command that reads part of a line (head
// -c 4, read -n 3, grep -m1, which reads a block and stops) leaves the
// next reader in the middle of one: kind/name-ofoo read from its fifth
// byte on is -ofoo. So a pipe's or a < <(...) redirection's proof holds
// for the statement reading it only when each command in it that inherits
// that input is a read of whole lines (read -r without -n, -N, -d, -t or
// -u), one xargs and nothing else, or a command known not to read its
// standard input at all.

// readsRecords reports read -d "" (an empty delimiter): it reads up to a
// NUL (find -print0). Any other -d stops inside a line.
func readsRecords(rd scanned) bool {
	records := false
	for _, o := range rd.opts {
		if o.name == "-d" {
			records = o.hasVal && o.val.is("")
		}
	}
	return records
}

// readScope is what soleLineReaders learns about the readers of one
// input: the variables whole-line reads set, how many readers and xargs
// there are, whether every word of the input is proven (fields), and
// whether any reader is not allowed (ok false).
type readScope struct {
	names          map[string]bool
	readers, xargs int
	fields, ok     bool
	// records: the input is NUL-terminated records (find -print0), read
	// whole by read -r -d "" only.
	records bool
}

// soleLineReaders reports whether every command of s that inherits its
// standard input reads whole lines of it, or none.
func (w *walker) soleLineReaders(s *syntax.Stmt, p proof) bool {
	sc := &readScope{names: map[string]bool{}, fields: p.fields, records: p.records && !p.lines, ok: true}
	w.lineReaders(s, sc)
	return sc.ok && (sc.xargs == 0 || sc.readers == 1)
}

// lineReaders walks the commands of s that inherit its standard input.
func (w *walker) lineReaders(s *syntax.Stmt, sc *readScope) {
	if s == nil || !sc.ok {
		return
	}
	for _, r := range s.Redirs {
		if r.N != nil && r.N.Value != "0" {
			continue
		}
		switch r.Op {
		case syntax.RdrIn, syntax.Hdoc, syntax.DashHdoc, syntax.WordHdoc:
			// Its own input; the words of its redirections still run
			// with this one (< <(head -c 4)).
			for _, r := range s.Redirs {
				w.wordReaders(r.Word, sc)
				w.wordReaders(r.Hdoc, sc) // <<EOF ... $(head -c 4) ... EOF
			}
			return
		}
	}
	syntax.Walk(s, func(n syntax.Node) bool {
		if !sc.ok {
			return false
		}
		switch x := n.(type) {
		case *syntax.Stmt:
			if x != s {
				w.lineReaders(x, sc)
				return false
			}
		case *syntax.BinaryCmd:
			if x.Op == syntax.Pipe || x.Op == syntax.PipeAll {
				// Only the first part reads this input; the others read
				// the pipe before them.
				w.lineReaders(x.X, sc)
				return false
			}
		case *syntax.ProcSubst:
			if x.Op == syntax.CmdOut {
				return false // >(...) reads what the command writes
			}
		case *syntax.CallExpr:
			w.callReads(x, sc)
		}
		return true
	})
}

func (w *walker) wordReaders(word *syntax.Word, sc *readScope) {
	if word == nil {
		return
	}
	syntax.Walk(word, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.CmdSubst:
			for _, st := range x.Stmts {
				w.lineReaders(st, sc)
			}
			return false
		case *syntax.ProcSubst:
			if x.Op == syntax.CmdIn {
				for _, st := range x.Stmts {
					w.lineReaders(st, sc)
				}
			}
			return false
		}
		return true
	})
}

// callReads judges one simple command as a reader of the input.
func (w *walker) callReads(x *syntax.CallExpr, sc *readScope) {
	if len(x.Args) == 0 {
		return // assignments only (their substitutions are walked too)
	}
	args := unwrap(wordArgs(x.Args))
	if len(args) == 0 || args[0].dynamic || w.anyFuncs[args[0].lit] {
		sc.ok = false // a function's body may read anything
		return
	}
	name := programName(args[0].lit)
	switch name {
	case "read":
		rd := scanArgs(args[1:], &specRead)
		if readsRecords(rd) != sc.records {
			sc.ok = false // a line of records, or a record of lines
			return
		}
		for _, o := range rd.opts {
			switch o.name {
			case "-r", "-s", "-e", "-p", "-a", "-d":
			default:
				sc.ok = false // -n, -N, -t stop inside a line; -u reads another input
				return
			}
		}
		for _, a := range rd.operands {
			sc.names[a.lit] = true
		}
		if len(rd.operands) == 0 {
			sc.names["REPLY"] = true
		}
		sc.readers++
		return
	case "xargs":
		sc.xargs++
		sc.readers++
		return
	}
	if !w.ignoresStdin(name, args, sc) {
		sc.ok = false
	}
}

// ignoresStdin reports a command known not to read its standard input:
// shell builtins that print or test, filters given files to read (none of
// them "-" or a /dev or /proc path, which may be the input itself), and
// the cluster and repository clients' reads without their stdin options.
// A run-time word counts only when it is a variable a whole-line read of
// this input set, used in double quotes: never "-", so never the input.
func (w *walker) ignoresStdin(name string, args []arg, sc *readScope) bool {
	switch name {
	case "echo", "printf", "test", "[", "true", "false", ":", "cd", "pwd", "set", "shift", "break", "continue",
		"return", "exit", "unset", "sleep", "basename", "dirname", "id", "whoami", "hostname", "uname", "nproc",
		"seq", "which", "type", "ps", "pidof":
		return true // whatever their words
	}
	words := make([]arg, 0, len(args)-1)
	for _, a := range args[1:] {
		if a.dynamic {
			if !sc.provenName(a) {
				return false // "$x" may be -, --stdin or /dev/stdin
			}
			a.noDash = true
		}
		if a.lit == "-" || strings.HasSuffix(a.lit, "=-") || strings.HasPrefix(a.lit, "/proc/") ||
			strings.Contains(a.lit, "/dev/") && a.lit != "/dev/null" || strings.Contains(a.lit, "stdin") {
			return false
		}
		words = append(words, a)
	}
	switch name {
	case "date", "realpath", "readlink", "stat", "ls", "du", "df", "pgrep":
		return true // date -f - and du --files0-from=- are refused above
	case "kubectl":
		return clientVerb(words, []string{"-n", "--namespace", "--context", "--cluster", "--user", "-l", "--selector"}, "get", "describe", "logs", "top",
			"explain", "events", "api-resources", "api-versions", "version", "cluster-info", "auth", "rollout") &&
			!hasWord(words, "-i", "--stdin", "-it", "-ti")
	case "systemctl":
		// Its reports read no input (only start and stop may ask for a
		// password, on the terminal).
		return clientVerb(words, []string{"-t", "--type", "-p", "--property", "--state", "-n", "--lines", "-o", "--output"},
			"status", "show", "cat", "is-active", "is-enabled", "is-failed", "list-units", "list-unit-files", "list-timers")
	case "docker", "podman":
		return clientVerb(words, nil, "ps", "inspect", "logs", "images", "image", "container", "network", "volume",
			"stats", "top", "port", "diff", "history", "version", "info") && !hasWord(words, "-i", "--interactive", "-it", "-ti")
	case "git":
		// Not shortlog, which reads a log from a standard input that is
		// no terminal, nor --stdin, --batch or blame --contents.
		for _, a := range words {
			if strings.HasPrefix(a.lit, "--batch") || strings.HasPrefix(a.lit, "--contents") {
				return false
			}
		}
		return clientVerb(words, []string{"-C", "-c"}, "log", "show", "diff", "status", "rev-parse", "rev-list", "describe", "ls-files",
			"ls-tree", "cat-file", "blame", "branch", "tag", "merge-base", "for-each-ref", "config", "remote", "reflog",
			"diff-tree", "diff-index", "diff-files", "whatchanged", "show-ref", "count-objects")
	case "cat", "tac", "wc", "md5sum", "sha1sum", "sha256sum", "sha512sum":
		return readsFiles(words, &specSwitchesOnly, 0)
	case "head", "tail":
		return readsFiles(words, &specHeadTail, 0)
	case "sort":
		return readsFiles(words, &specSort, 0)
	case "uniq":
		return readsFiles(words, &specUniq, 0)
	case "file":
		return readsFiles(words, &specFile, 0)
	case "cut":
		return readsFiles(words, &specCutFiles, 0)
	case "grep", "egrep", "fgrep":
		return readsFiles(words, &specGrepFiles, 1)
	case "sed":
		return readsFiles(words, &specSed, 1)
	}
	return false
}

// Options of filters that take a value, so the words after them are
// known to be values, not files.
var (
	specSwitchesOnly = optSpec{}
	specCutFiles     = optSpec{values: "bcdf", longValues: []string{"--bytes", "--characters", "--delimiter", "--fields", "--output-delimiter"}}
	specGrepFiles    = optSpec{numeric: true, values: "efmABCdD",
		longValues: []string{"--regexp", "--file", "--max-count", "--after-context", "--before-context", "--context",
			"--directories", "--devices", "--label", "--include", "--exclude", "--exclude-dir", "--exclude-from", "--binary-files"},
		longOptional: []string{"--color", "--colour"}}
)

// readsFiles reports whether a filter reads files it is given rather than
// its standard input: after the pattern or script (script operands: 1,
// unless -e gives it; sed -f may read /dev/stdin from its file), at least
// one operand, and no run-time option value.
func readsFiles(words []arg, sp *optSpec, script int) bool {
	sc := scanArgs(words, sp)
	if sc.dynamic != nil {
		return false
	}
	for _, o := range sc.opts {
		if o.hasVal && o.val.dynamic {
			return false // sort --files0-from="$f"
		}
		if script > 0 && (o.is(sp, "-e") || o.is(sp, "--regexp") || o.is(sp, "--expression")) {
			script = 0
		}
		if sp == &specSed && (o.is(sp, "-f") || o.is(sp, "--file")) {
			return false
		}
		if sp == &specGrepFiles && (o.is(sp, "-f") || o.is(sp, "--file")) {
			script = 0
		}
	}
	return len(sc.operands) > script
}

// provenName reports a word that is only a variable a whole-line read of
// this input sets, in double quotes ("$f"), or bare ($f) when every word
// of the input is proven.
func (sc *readScope) provenName(a arg) bool {
	if a.word == nil || len(a.word.Parts) != 1 {
		return false
	}
	if n := bareVar(a.word); n != "" {
		return sc.fields && sc.names[n]
	}
	dq, ok := a.word.Parts[0].(*syntax.DblQuoted)
	return ok && len(dq.Parts) == 1 && sc.names[quotedVar(a.word)]
}

// clientVerb reports whether the first operand of a client, after its
// global options (those in values take the next word), is one of verbs.
func clientVerb(words []arg, values []string, verbs ...string) bool {
	for i := 0; i < len(words); i++ {
		a := words[i]
		if strings.HasPrefix(a.lit, "-") {
			for _, v := range values {
				if a.lit == v {
					i++
				}
			}
			continue
		}
		for _, v := range verbs {
			if a.is(v) {
				return true
			}
		}
		return false
	}
	return false
}

func hasWord(args []arg, words ...string) bool {
	for _, a := range args {
		for _, s := range words {
			if a.lit == s {
				return true
			}
		}
	}
	return false
}

package shell

import (
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// fd -x CMD and fd -X CMD run CMD for each result (-X once, with all of
// them), as find -exec does. Every word after -x up to a ; is the
// command's; the path goes where a placeholder stands, or at the end.
// Since fd 8.3 a result under the working folder starts with ./ when fd
// runs a command (--strip-cwd-prefix turns that off), and a result under
// a search path named on the line starts with that path. Older fd
// passes a result under the working folder as is, so a file named -n is
// the word -n: without a literal search path only a program no option
// of which writes or runs anything may take it. The placeholders
// {/} and {/.} are file names without their folder, which may start
// with a dash whatever the version: refused.

// splitFdExec takes the command of -x/--exec or -X/--exec-batch out of
// fd's words; cmd is nil when there is none.
func splitFdExec(args []arg) (own, cmd []arg, batch bool) {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.is("--") {
			break // fd -- -x: a search path
		}
		if a.dynamic {
			continue
		}
		if !oneOf(a, "-x", "--exec", "-X", "--exec-batch") {
			if fdTakesValue(a.lit) {
				i++ // fd -e -x: -e's value
			}
			continue
		}
		j := i + 1
		for j < len(args) && !args[j].is(";") {
			j++
		}
		own = append(append(own, args[:i]...), args[min(j+1, len(args)):]...)
		return own, args[i+1 : j], a.is("-X") || a.is("--exec-batch")
	}
	return args, nil, false
}

// fdPlaceholder reports a word where fd puts a result: {}, {.} or {//}.
func fdPlaceholder(w string) bool {
	return strings.Contains(w, "{}") || strings.Contains(w, "{.}") || strings.Contains(w, "{//}")
}

// fdTakesValue reports an option word of fd whose value is the next word.
func fdTakesValue(w string) bool {
	if len(w) == 2 && w[0] == '-' && strings.IndexByte(specFd.values, w[1]) >= 0 {
		return true
	}
	for _, l := range specFd.longValues {
		if w == l {
			return true
		}
	}
	return false
}

// fdReason judges fd's own words by specFd and the command it runs as a
// command of its own.
func (c *classifier) fdReason(name string, args []arg, depth int) string {
	own, cmd, batch := splitFdExec(args)
	if cmd == nil {
		return specReason(name, args, &specFd)
	}
	what := "`" + name + " -x`"
	if batch {
		what = "`" + name + " -X`"
	}
	if len(cmd) == 0 {
		return what + " without a command"
	}
	if cmd[0].dynamic {
		return what + " runs a command known only at run time"
	}
	sp := &specFd
	sc := scanArgs(own[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	if sc.has(sp, "--strip-cwd-prefix", "--search-path", "--base-directory", "--path-separator") != nil {
		return what + " with --strip-cwd-prefix, --search-path, --base-directory or --path-separator may hand the command a file name that starts with a dash"
	}
	// fd [pattern] [path...]: the search paths name where results start.
	searched := len(sc.operands) > 1
	for _, p := range sc.operands[min(1, len(sc.operands)):] {
		if p.dynamic || p.glob || p.lit == "" || p.lit[0] == '-' {
			return what + " searches a path that may start with a dash: `" + printNode(p.word) + "`"
		}
	}
	placed := false
	run := make([]arg, len(cmd), len(cmd)+1)
	filled := make([]bool, len(cmd), len(cmd)+1)
	for k, a := range cmd {
		run[k] = a
		for _, ph := range []string{"{/}", "{/.}"} {
			if strings.Contains(a.lit, ph) {
				return what + " with " + ph + " hands the command a file name without its folder, which may start with a dash"
			}
		}
		if fdPlaceholder(a.lit) {
			if k == 0 || a.dynamic {
				return what + " builds the command's name from a result"
			}
			placed = true
			filled[k] = true
			run[k] = fdResult(a)
		}
	}
	if !placed {
		run = append(run, fdResult(wordArg(&syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: "{}"}}})))
		filled = append(filled, true)
	}
	if r := c.judged(run, depth+1, c.w.invocation(run, nil)); r != "" {
		return what + " runs a command that is not read-only: " + r
	}
	if batch {
		// -X hands the command every result at once: judged again with
		// two (git branch X creates; with two words some programs
		// read the last as a target).
		two := make([]arg, 0, len(run)+1)
		for k, a := range run {
			two = append(two, a)
			if k > 0 && filled[k] {
				two = append(two, a)
			}
		}
		n := len(c.w.out.Invocations)
		r := c.judged(two, depth+1, c.w.invocation(two, nil))
		c.w.out.Invocations = c.w.out.Invocations[:n]
		if r != "" {
			return what + " runs a command that is not read-only with two results: " + r
		}
	}
	if !searched && !harmlessProgram(programName(cmd[0].lit)) {
		return what + " without a search path hands `" + shorten(cmd[0].lit) + "` results under the working folder, which fd before 8.3 passes without ./ (a file named -w is an option); name the folder to search, or use a program none of whose options writes"
	}
	return ""
}

// fdResult is the word a placeholder word becomes: a file name known only
// at run time, whatever the literal {} would mean to the command (sed -n
// {} takes a result as its script: a file named ;touch x under e/ made
// fd . e -x sed -n {} f run touch). Under a search path the name starts
// with that path, or with ./ from fd 8.3 (older fd's bare names are left
// to harmless programs by fdReason), so the word starts with a dash only
// when its literal text before the placeholder does.
func fdResult(a arg) arg {
	at := len(a.lit)
	for _, ph := range []string{"{}", "{.}", "{//}", "{/}", "{/.}"} {
		if i := strings.Index(a.lit, ph); i >= 0 && i < at {
			at = i
		}
	}
	return filledAt(a, at)
}

package shell

import (
	"slices"
	"strings"
)

// find's words are its own grammar: one-dash primaries, some taking the
// next word as their value (-name -delete looks for files named -delete).
// specFind declares those, so a value, even one known only at run time
// (find . -name "$pattern"), is never taken for a primary, and a run-time
// word anywhere else is refused: a starting point "$d" holding -delete
// would be the primary.
var specFind = optSpec{singleDash: true,
	longValues: []string{"-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex",
		"-lname", "-ilname", "-newer", "-anewer", "-cnewer", "-type", "-xtype", "-user", "-group", "-uid", "-gid",
		"-perm", "-size", "-mtime", "-atime", "-ctime", "-mmin", "-amin", "-cmin", "-used", "-inum", "-links",
		"-samefile", "-fstype", "-maxdepth", "-mindepth", "-printf", "-context", "-regextype", "-files0-from", "-D"},
	deny: []denied{
		{[]string{"-exec"}, "runs commands"}, {[]string{"-execdir"}, "runs commands"},
		{[]string{"-ok"}, "runs commands"}, {[]string{"-okdir"}, "runs commands"},
		{[]string{"-delete"}, "deletes files"},
		{[]string{"-fprint"}, "writes a file"}, {[]string{"-fprint0"}, "writes a file"},
		{[]string{"-fprintf"}, "writes a file"}, {[]string{"-fls"}, "writes a file"},
	}}

// findReason judges find's own words by specFind and each command
// -exec or -execdir runs as a command of its own: find fills {} with a
// path under a starting point (./name for -execdir), and the starting
// points are literal words that do not start with a dash (a run-time one
// is refused), so {} is never an option. find -exec grep -l x {} + only
// reads; -exec rm {} \; is judged as rm. -ok and -okdir stay refused.
func (c *classifier) findReason(args []arg, depth int) string {
	if globs := findNamedPatterns(args); len(globs) > 0 {
		if len(globs) > 2 {
			return nonLiteralReason(args[0].lit, args[globs[2]])
		}
		// Each pattern stays one word, or becomes several (find then
		// stops with "paths must precede expression" before it looks at
		// anything: a name starting with a letter is no primary), or,
		// with nullglob, none: find is judged again without it, as the
		// words after it slide into its place.
		args = slices.Clone(args)
		for _, i := range globs {
			args[i].glob = false
		}
		// The alternatives' -exec commands are not invocations of the
		// line: drop them, and keep the ones judged below.
		n := len(c.w.out.Invocations)
		for mask := 1; mask < 1<<len(globs); mask++ {
			without := make([]arg, 0, len(args))
			for i, a := range args {
				if k := slices.Index(globs, i); k < 0 || mask&(1<<k) == 0 {
					without = append(without, a)
				}
			}
			if r := c.findReason(without, depth); r != "" {
				return "with nullglob an unquoted pattern that matches nothing vanishes, and then " + r
			}
		}
		c.w.out.Invocations = c.w.out.Invocations[:n]
	}
	sp := &specFind
	own, execs, reason := splitFindExec(args)
	if reason != "" {
		return reason
	}
	sc := scanArgs(own[1:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason(args[0].lit, *sc.dynamic)
	}
	if r := sc.denyReason("find", sp); r != "" {
		return r
	}
	for _, a := range args {
		if a.is("-execdir") {
			defer func(was bool) { c.elsewhere = was }(c.elsewhere)
			c.elsewhere = true
		}
	}
	for _, cmd := range execs {
		cmd = findFilled(cmd)
		if r := c.judged(cmd, depth+1, c.w.invocation(cmd, nil)); r != "" {
			return "`find -exec` runs a command that is not read-only: " + r
		}
	}
	return ""
}

// findNamedPatterns returns the positions of find's own words (not those
// of an -exec command) that are unquoted patterns starting with a literal
// name (a letter, digit, dot, slash or underscore) or ending in one that
// holds a dot or a slash (*.go), with no zsh pattern operator (# ~ ^ |,
// glob qualifiers in parentheses). What bash or zsh makes of one are
// file names that start or end with that text: never one of find's
// primaries or operators, which are a dash and letters, or ( ) ! ,.
func findNamedPatterns(args []arg) []int {
	var at []int
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.is("-exec") || a.is("-execdir") || a.is("-ok") || a.is("-okdir") {
			for i < len(args) && !args[i].is(";") && !args[i].is("+") {
				i++
			}
			continue
		}
		if !a.glob || a.dynamic || a.split || a.lit == "" || a.zshNegation() {
			continue
		}
		if strings.ContainsAny(a.lit, "#~^|()<>{}=\\") {
			continue
		}
		c := a.lit[0]
		named := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '/' || c == '_'
		if !named && !strings.ContainsAny(a.lit[strings.LastIndexAny(a.lit, "*?]")+1:], "./") {
			continue
		}
		at = append(at, i)
	}
	return at
}

// splitFindExec takes the -exec and -execdir commands out of find's words.
func splitFindExec(args []arg) (own []arg, execs [][]arg, reason string) {
	own = make([]arg, 0, len(args))
	for i := 0; i < len(args); i++ {
		if !args[i].is("-exec") && !args[i].is("-execdir") {
			own = append(own, args[i])
			continue
		}
		j := i + 1
		for j < len(args) && !args[j].is(";") && !args[j].is("+") {
			j++
		}
		if j >= len(args) || j == i+1 {
			return nil, nil, "`find " + args[i].lit + "` without a command ended by ; or +"
		}
		execs = append(execs, args[i+1:j])
		i = j
	}
	return own, execs, ""
}

// findFilled is the command with each word holding {} made a word known
// only at run time: the literal {} would be judged for what it means to
// the command, while find puts a path there, and sed -n {}, awk {} or
// perl -ne {} read that path as code (a file src/;touch x made find src
// -exec sed -n {} f \; run touch). The path starts with a starting
// point, so the word starts with a dash only when its text before {}
// does. The command's name is left alone (a run-time name is refused).
func findFilled(cmd []arg) []arg {
	out := make([]arg, len(cmd))
	for k, a := range cmd {
		out[k] = a
		if i := strings.Index(a.lit, "{}"); k > 0 && i >= 0 {
			out[k] = filledAt(a, i)
		}
	}
	return out
}

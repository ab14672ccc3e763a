package shell

import "strings"

// Shell builtins asked to print: compgen's lists, history, umask, kill
// -l and -0, trap -p. Their other forms change the shell (a trap, a
// mask), the history file or another process.

// builtinQueryReason explains those builtins (ok false for any other
// program).
func builtinQueryReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "compgen":
		return compgenReason(args), true
	case "history":
		return historyReason(args), true
	case "fc":
		return fcReason(args), true
	case "umask":
		for _, a := range args[1:] {
			if !a.is("-S") && !a.is("-p") {
				return "`umask " + shorten(a.lit) + "` sets the file mode mask", true
			}
		}
		return "", true
	case "kill":
		return killReason(args), true
	case "trap":
		// trap alone, -p and -l print; the words after them are signal
		// names.
		if len(args) > 1 && !args[1].is("-p") && !args[1].is("-l") && !args[1].is("-lp") && !args[1].is("-pl") {
			return "`trap` sets a command to run later", true
		}
		for _, a := range args[1:] {
			if a.dynamic {
				return nonLiteralReason(name, a), true
			}
		}
		return "", true
	}
	return "", false
}

// specCompgen: -C runs a command and -F a function to make the list;
// -V (bash 5.3) puts the list in the array it names, whose first element
// is then $NAME (compgen -V "${!ES_U@}" -W gopher://h set ES_URL
// without spelling it).
var specCompgen = optSpec{values: "AGWXPSoCFV",
	deny: []denied{{[]string{"-C"}, "runs the command it names"}, {[]string{"-F"}, "runs the function it names"},
		{[]string{"-V"}, "assigns the list to a variable"}}}

// compgenReason allows compgen's lists: not -C and -F, and -W only with
// a word list that holds no expansion (compgen expands it, and a command
// substitution in it runs).
func compgenReason(args []arg) string {
	sp := &specCompgen
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("compgen", sp); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if o.name == "-W" && (!o.hasVal || o.val.dynamic || strings.ContainsAny(o.val.lit, "$`")) {
			return "`compgen -W` expands its word list, which can run commands"
		}
	}
	return ""
}

// historyReason allows history and history N: -c and -d change the list,
// -a, -n, -r and -w read or write the history file, -p and -s expand or
// add entries.
func historyReason(args []arg) string {
	switch len(args) {
	case 1:
		return ""
	case 2:
		if !args[1].dynamic && isNumber(args[1].lit) {
			return ""
		}
	}
	return "`history` with options changes the history or its file"
}

// killReason allows kill -l (signal names) and kill -0 (does the process
// exist): neither sends a signal.
func killReason(args []arg) string {
	if len(args) < 2 || args[1].dynamic {
		return "`kill` stops processes"
	}
	switch first := args[1].lit; {
	case first == "-l" || first == "-L" || first == "--list" || first == "--table":
		for _, a := range args[2:] {
			if a.dynamic || strings.HasPrefix(a.lit, "-") {
				return "`kill` stops processes"
			}
		}
		return ""
	case first == "-0" || first == "-s0" || first == "-n0":
		if len(args) == 3 && !args[2].manyWords() {
			// kill -0 "$(cat x.pid)": after the signal, bash changes it
			// only with -s NAME or -n NUM, and a pid must follow those;
			// one last word, whatever its value, sends no signal (checked
			// with bash 5.2, zsh 5.9 and procps kill).
			return ""
		}
		for _, a := range args[2:] {
			if a.mayBeOption() || strings.HasPrefix(a.lit, "-") {
				return "`kill -0` with an option or a process group is not a check the model reads"
			}
		}
		return ""
	}
	return "`kill` stops processes"
}

// fcReason allows fc -l, which lists history entries; without -l fc opens
// an editor on them and runs the result, and -s runs one again.
func fcReason(args []arg) string {
	list := false
	for _, a := range args[1:] {
		if a.dynamic {
			return nonLiteralReason("fc", a)
		}
		if !strings.HasPrefix(a.lit, "-") || isNumber(a.lit) {
			continue // a first or last entry: a number, -10, or a prefix
		}
		for _, c := range a.lit[1:] {
			switch c {
			case 'l':
				list = true
			case 'n', 'r':
			default:
				return "`fc -" + string(c) + "` edits or runs history entries (fc -l lists them)"
			}
		}
	}
	if !list {
		return "`fc` without -l edits history entries and runs them"
	}
	return ""
}

package shell

import (
	"slices"
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// Wrappers run another command: env, timeout, nice, ionice, taskset, nohup, stdbuf, time
// (the program), command, builtin, xargs, and, for the artifact text and
// the files written only (the classifier refuses them), sudo and doas.
// Each is declared once here; the classifier, the artifact extractor and
// the write tracker all find the wrapped command through wrappedCommand.

// wrapperFor returns a wrapper's declared options, or nil when name is no
// wrapper.
func wrapperFor(name string) *optSpec {
	switch name {
	case "env":
		return &specEnv
	case "timeout":
		return &specTimeout
	case "nice":
		return &specNice
	case "ionice":
		return &specIoniceRun
	case "taskset":
		return &specTasksetRun
	case "chrt":
		return &specChrtRun
	case "nohup":
		return &specNohup
	case "stdbuf":
		return &specStdbuf
	case "time":
		return &specTime
	case "command":
		return &specCommand
	case "builtin":
		return &specBuiltin
	case "xargs":
		return &specXargs
	case "sudo":
		return &specSudo
	case "doas":
		return &specDoas
	}
	return nil
}

var (
	helpVersion = []string{"--help", "--version"}
	specEnv     = optSpec{posix: true, strict: true, complete: true, values: "uCSa", switches: "i0v",
		longValues:   []string{"--unset", "--chdir", "--split-string", "--argv0"},
		longOptional: []string{"--block-signal", "--default-signal", "--ignore-signal"},
		longSwitches: []string{"--ignore-environment", "--null", "--list-signal-handling", "--debug", "--help", "--version"},
		deny:         []denied{{[]string{"-S", "--split-string"}, "runs a hidden command"}}}
	specTimeout = optSpec{posix: true, strict: true, complete: true, values: "sk", switches: "v",
		longValues:   []string{"--signal", "--kill-after"},
		longSwitches: []string{"--preserve-status", "--foreground", "--verbose", "--help", "--version"}}
	specNice = optSpec{posix: true, strict: true, complete: true, numeric: true, values: "n",
		longValues: []string{"--adjustment"}, longSwitches: helpVersion}
	// ionice CLASS OPTIONS command and taskset MASK command run the
	// command with an I/O class or a CPU affinity: they change nothing
	// else (util-linux 2.38: getopt with "+", so options stop at the
	// command; GNU abbreviations of the long names). With -p, -P or -u
	// they act on other processes instead (pidQuery, sysadmin.go).
	specIoniceRun = optSpec{posix: true, strict: true, complete: true, values: "ncpPu", switches: "thV",
		longValues:   []string{"--classdata", "--class", "--pid", "--pgid", "--uid"},
		longSwitches: []string{"--ignore", "--help", "--version"}}
	specTasksetRun = optSpec{posix: true, strict: true, complete: true, switches: "apcmhV",
		longSwitches: []string{"--all-tasks", "--pid", "--cpu-list", "--max", "--help", "--version"}}
	// chrt POLICY PRIORITY command: a scheduling policy for the command.
	specChrtRun = optSpec{posix: true, strict: true, complete: true, switches: "bdfioRampvhV", values: "TPD",
		longValues: []string{"--sched-runtime", "--sched-period", "--sched-deadline"},
		longSwitches: []string{"--batch", "--deadline", "--fifo", "--idle", "--other", "--rr", "--reset-on-fork",
			"--all-tasks", "--max", "--pid", "--verbose", "--help", "--version"}}
	specNohup  = optSpec{posix: true, strict: true, complete: true, longSwitches: helpVersion}
	specStdbuf = optSpec{posix: true, strict: true, complete: true, values: "ioe",
		longValues: []string{"--input", "--output", "--error"}, longSwitches: helpVersion}
	// GNU time as a program (bash's time keyword never gets here).
	specTime = optSpec{posix: true, strict: true, complete: true, values: "fo", switches: "apqvV",
		longValues:   []string{"--format", "--output"},
		longSwitches: []string{"--append", "--portability", "--quiet", "--verbose", "--help", "--version"},
		deny:         []denied{{[]string{"-o", "--output"}, "writes a file"}}}
	// command -v and -V only describe a name.
	specCommand = optSpec{posix: true, strict: true, complete: true, exact: true, switches: "pvV"}
	specBuiltin = optSpec{posix: true, strict: true, complete: true, exact: true}
	specXargs   = optSpec{posix: true, strict: true, complete: true, values: "adEILnPs", optional: "eil", switches: "0oprtx",
		longValues:   []string{"--arg-file", "--delimiter", "--max-args", "--max-procs", "--max-chars", "--process-slot-var"},
		longOptional: []string{"--eof", "--replace", "--max-lines"},
		longSwitches: []string{"--null", "--open-tty", "--interactive", "--no-run-if-empty", "--verbose", "--exit", "--show-limits", "--help", "--version"},
		deny:         []denied{{[]string{"--process-slot-var"}, "sets a variable in the environment of the command it runs"}}}
	specSudo = optSpec{posix: true, values: "CDghpRrtTUu", switches: "AbEeHiKklnPSsVv",
		longOptional: []string{"--preserve-env"}}
	specDoas = optSpec{posix: true, values: "aCu", switches: "ns"}
)

// wrappedCommand returns the command a wrapper runs (nil when it runs
// none: env alone, command -v) and the wrapper's own verdict; ok is false
// when args is no wrapper.
func wrappedCommand(args []arg) (cmd []arg, reason string, ok bool) {
	if len(args) == 0 || args[0].dynamic {
		return nil, "", false
	}
	name := programName(args[0].lit)
	sp := wrapperFor(name)
	if sp == nil {
		return nil, "", false
	}
	sc := scanArgs(args[1:], sp)
	reason = sc.verdict(name, sp)
	i := 1 + sc.end
	switch name {
	case "command":
		if sc.has(sp, "-v", "-V") != nil {
			return nil, reason, true
		}
	case "timeout":
		i++ // the duration
	case "ionice", "taskset", "chrt":
		if sc.has(sp, "-p", "--pid") != nil || name == "ionice" && sc.has(sp, "-P", "--pgid", "-u", "--uid") != nil {
			return nil, reason, true // acts on other processes: pidQuery judges it
		}
		if name != "ionice" {
			// The CPU mask or list, or the priority, comes before the
			// command.
			if i < len(args) && (args[i].dynamic || args[i].glob) && reason == "" {
				reason = nonLiteralReason(name, args[i])
			}
			// util-linux 2.42's chrt takes the priority only when it is
			// all digits, and for -o, -b, -i, -d and -e runs any other
			// word as the command (chrt -o touch ls runs touch).
			if name == "chrt" && i < len(args) && !allDigits(args[i].lit) && reason == "" {
				reason = "`chrt " + shorten(args[i].lit) + "`: a priority that is not a number is the command newer chrt runs"
			}
			i++
		}
	case "env":
		// NAME=VALUE words, and "-" (an old spelling of -i), come before
		// the command.
		for ; i < len(args); i++ {
			a := args[i]
			if a.is("-") {
				continue
			}
			name, val, isAssign := cutAssignment(a)
			if !isAssign {
				break
			}
			if r := assignReason(name, value{s: val, known: !a.dynamic}, true, nil); r != "" && reason == "" {
				reason = r
			}
		}
	}
	if i >= len(args) {
		return nil, reason, true
	}
	return args[i:], reason, true
}

// cutAssignment splits an env operand NAME=VALUE.
func cutAssignment(a arg) (name, val string, ok bool) {
	eq := -1
	for k := 0; k < len(a.lit); k++ {
		if a.lit[k] == '=' {
			eq = k
			break
		}
	}
	if eq <= 0 {
		return "", "", false
	}
	return a.lit[:eq], a.lit[eq+1:], true
}

// unwrap drops command wrappers so the wrapped command's text and writes
// are found too. xargs is not dropped: the words it adds at run time make
// its command's writes unknown (track follows it for the texts).
func unwrap(args []arg) []arg {
	for range maxWrapperDepth {
		if len(args) > 0 && !args[0].dynamic && programName(args[0].lit) == "xargs" {
			return args
		}
		cmd, _, ok := wrappedCommand(args)
		if !ok {
			return args
		}
		args = cmd
	}
	return args
}

// unwrapShell drops only the wrappers that run the command in this shell
// (command cd, builtin read): the others run a program, whose cd or read
// changes nothing here.
func unwrapShell(args []arg) []arg {
	for range maxWrapperDepth {
		if len(args) == 0 || args[0].dynamic {
			return args
		}
		switch programName(args[0].lit) {
		case "command", "builtin":
			cmd, _, _ := wrappedCommand(args)
			args = cmd
		default:
			return args
		}
	}
	return args
}

// wrapperReason classifies a wrapper and the command it runs. xargs
// appends words read at run time to its command: only a program none of
// whose options writes or runs anything stays read-only whatever they
// are.
func (c *classifier) wrapperReason(name string, args []arg, depth int) string {
	cmd, reason, _ := wrappedCommand(args)
	if reason != "" {
		if name == "xargs" && len(cmd) > 0 {
			c.xargsCommand(cmd, depth) // recorded all the same
		}
		return reason
	}
	if len(cmd) == 0 {
		return "" // env prints the environment, xargs runs echo
	}
	if name == "env" {
		if sc := scanArgs(args[1:len(args)-len(cmd)], &specEnv); sc.has(&specEnv, "-C", "--chdir") != nil {
			defer func(was bool) { c.elsewhere = was }(c.elsewhere)
			c.elsewhere = true
		}
	}
	if name != "xargs" {
		r := c.simple(cmd, depth+1)
		if name == "timeout" && isEndless(r) && boundable(cmd) && timeoutBounds(args) {
			if c.w.detached > 0 {
				// bash does not wait for a process substitution: the
				// reader would run on after the line returns.
				return "`timeout` in a process substitution, which bash does not wait for, leaves this running after the line returns: " + strings.TrimSuffix(r, endlessMark)
			}
			return "" // a reader that would not end, stopped by timeout
		}
		return r
	}
	if reason = c.xargsCommand(cmd, depth); reason != "" {
		return reason
	}
	if cmd[0].dynamic || !harmlessProgram(programName(cmd[0].lit)) {
		return c.xargsProven(args[1:len(args)-len(cmd)], cmd, depth)
	}
	return ""
}

// manyWords judges a command again when an unquoted word of it splits
// into any number of proven words: with none of them and with two, and,
// when the line has several such words, with every mix of none, one and
// two for each (jstat -gcutil $(pgrep x) $(pgrep -o y) 1000 is jstat -gcutil
// Y 1000 when only y finds a process: sampling without end). git config
// $(docker ps --format '{{.Names}}') reads one key, or sets a.b to c. The
// extra verdicts are not recorded as invocations.
func (c *classifier) manyWords(args []arg) string {
	var at []int
	for i, a := range args {
		if a.many {
			at = append(at, i)
		}
	}
	if len(at) == 0 {
		return ""
	}
	if len(at) > maxManyWords {
		return "more than four unquoted run-time words may each split into several words or none, too many ways for the model to judge (quote them: \"$(...)\")"
	}
	// Each word's choices: 0 none, 1 itself, 2 two words. A word with
	// literal text before it (s@$(date +%s)) always makes one: bash
	// splits only what the expansion gives. A word of at most one (a
	// single process id: $(pgrep -o x)) makes none or itself.
	build := func(pick func(k int) int) []arg {
		var try []arg
		dropped := false
		for i, a := range args {
			k := slices.Index(at, i)
			if k < 0 {
				if dropped {
					a.slid, dropped = true, false
				}
				try = append(try, a)
				continue
			}
			switch choice := pick(k); {
			case choice == 0 && a.lit != "" && !a.glob:
				try = append(try, a)
			case choice == 0:
				dropped = true
			case choice == 1 || a.one:
				try = append(try, a)
			case strings.HasPrefix(a.lit, "-"):
				// --after=$(...): the words after the first are proven
				// words of their own, not more options.
				try = append(try, a, arg{word: a.word, dynamic: true, noDash: true})
			default:
				try = append(try, a, a)
			}
		}
		return try
	}
	n := len(c.w.out.Invocations)
	defer func() { c.w.out.Invocations = c.w.out.Invocations[:n] }()
	judge := func(try []arg) string {
		if len(try) == 0 {
			return ""
		}
		if r := c.judged(try, 0, c.w.invocation(try, nil)); r != "" {
			return "an unquoted run-time word may split into several words or none, and then " + r
		}
		return ""
	}
	// None and two of each first, then every mix.
	for _, all := range []int{0, 2} {
		if r := judge(build(func(int) int { return all })); r != "" {
			return r
		}
	}
	if len(at) == 1 {
		return ""
	}
	mixes := 1
	for range at {
		mixes *= 3
	}
	for m := 0; m < mixes; m++ {
		if r := judge(build(func(k int) int {
			v := m
			for ; k > 0; k-- {
				v /= 3
			}
			return v % 3
		})); r != "" {
			return r
		}
	}
	return ""
}

// maxManyWords is the most unquoted run-time words of any number that
// manyWords judges in every mix (3 to the power of it).
const maxManyWords = 4

// xargsProven returns "" when the command xargs runs stays read-only
// with the words it adds, and the reason otherwise. It does when those come from standard input whose
// words (or, with -I, lines) are proven not to start with a dash (see
// provenance.go) and contain no quote or backslash that xargs would
// interpret. The command is judged with the words in place: with -I each
// word holding the replacement string takes a line; otherwise one word,
// and two, are appended (git branch alone lists, git branch <id> creates).
func (c *classifier) xargsProven(opts, cmd []arg, depth int) string {
	prog := "`xargs` adds run-time words to `" + shorten(cmd[0].lit) + "`, which has options that write or run programs, and "
	unproven := prog + "its input is not proven free of words that start with a dash (a file, for one, may be named -w)"
	sp := &specXargs
	sc := scanArgs(opts, sp)
	// With -0 each NUL-terminated record is one word, quotes and all:
	// proven records (find -print0) are proven words and lines.
	null := sc.has(sp, "-0", "--null") != nil
	if sc.dynamic != nil {
		return unproven
	}
	lines, words := c.w.stdin.lines || null, c.w.stdin.fields || null
	if sc.has(sp, "-d", "--delimiter", "-a", "--arg-file") != nil || null != c.w.stdin.records {
		// Words from a file, or split where the proof does not hold.
		lines, words = false, false
	}
	replace, replaces, perCall := "", 0, ""
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "-I"), o.is(sp, "-i"), o.is(sp, "--replace"):
			replaces++
			replace = "{}"
			if o.hasVal {
				if o.val.dynamic || o.val.lit == "" {
					return unproven // a replacement string known at run time, or none
				}
				replace = o.val.lit
			}
		case o.is(sp, "-n"), o.is(sp, "--max-args"):
			perCall = o.val.lit
		case o.is(sp, "-L"), o.is(sp, "-l"), o.is(sp, "--max-lines"):
			perCall = "lines"
		}
	}
	// Unproven words are judged as what they may be, options among
	// them: a command that takes any word (git check-ignore) passes.
	var tries [][]arg
	switch {
	case replaces > 1 || replaces == 1 && perCall != "":
		return prog + "the last of -I and -n decides how it adds them" // the last of -I and -n wins
	case replaces == 1:
		filled := make([]arg, len(cmd))
		for k, a := range cmd {
			filled[k] = a
			if !strings.Contains(a.lit, replace) {
				continue
			}
			if k == 0 || a.dynamic {
				return prog + "`" + shorten(a.lit) + "` would take a line of its input"
			}
			at := strings.Index(a.lit, replace)
			// --format='%cs {}': the option's name is literal up to its
			// =, and the line only joins its value, as in
			// --format="%cs $f" (the command judges that value as a
			// run-time one).
			longValue := strings.HasPrefix(a.lit, "--") && strings.IndexByte(a.lit, '=') > 2 && strings.IndexByte(a.lit, '=') < at
			if strings.HasPrefix(a.lit, "-") && !longValue && !cmd[0].is("date") {
				return prog + "`" + shorten(a.lit) + "` would become an option built from a line of its input"
			}
			// The word now starts with its literal text before the
			// replacement, or with the line. date reads its words with
			// scanArgs, which takes -d '-{} days' as -d's value and
			// refuses such a word anywhere else (an operand, or a bundle
			// -u{} whose line may add -s): a word that starts with a dash
			// is passed on as an option with a run-time part.
			filled[k] = filledAt(a, at)
			// With nothing before the replacement the word is the line.
			filled[k].noDash = filled[k].noDash && (at > 0 || lines)
		}
		tries = append(tries, filled)
	default:
		// The added word prints as {} in a reason.
		added := arg{word: &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: "{}"}}}, dynamic: true, noDash: words}
		one := append(cmd[:len(cmd):len(cmd)], added)
		tries = append(tries, one)
		if perCall != "1" {
			tries = append(tries, append(one[:len(one):len(one)], added))
		}
	}
	n := len(c.w.out.Invocations)
	defer func() { c.w.out.Invocations = c.w.out.Invocations[:n] }()
	for _, try := range tries {
		if r := c.judged(try, depth+1, c.w.invocation(try, nil)); r != "" {
			if replaces == 1 && !lines || replaces == 0 && !words {
				// Unproven words pass only where the command takes
				// anything as an operand (after --) or as it is.
				return unproven
			}
			return "`xargs` adds words to `" + shorten(cmd[0].lit) + "`: " + r
		}
	}
	return ""
}

// harmlessProgram reports a program no option of which writes or runs
// anything: the read-only programs whatever their arguments, and the
// declared specs that say so.
func harmlessProgram(name string) bool {
	if readOnlyCommand(name) {
		return true
	}
	if sp := specFor(name); sp != nil {
		return sp.harmless
	}
	if sp := pyLintSpec(name); sp != nil {
		return sp.harmless
	}
	return false
}

// xargsCommand classifies and records the command xargs runs.
func (c *classifier) xargsCommand(cmd []arg, depth int) string {
	n := len(c.w.out.Invocations)
	reason := c.simple(cmd, depth+1)
	if n < len(c.w.out.Invocations) {
		c.w.out.Invocations[n].Dynamic = true // xargs adds words at run time
	}
	return reason
}

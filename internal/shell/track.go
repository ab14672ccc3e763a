package shell

import (
	"path"
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// invoke records one simple command and returns its index.
func (w *walker) invoke(args []arg, node syntax.Node) int {
	w.out.Invocations = append(w.out.Invocations, w.invocation(args, node))
	return len(w.out.Invocations) - 1
}

// invocation describes one simple command without recording it.
func (w *walker) invocation(args []arg, node syntax.Node) Invocation {
	inv := Invocation{Path: args[0].lit}
	if len(w.st.alts) == 0 {
		inv.Dir = w.st.cwd
	}
	if node != nil {
		inv.Command = w.print(node)
	}
	if !args[0].dynamic && args[0].lit != "" {
		inv.Program = path.Base(args[0].lit)
	} else {
		inv.Dynamic = true
	}
	if len(args) > 1 {
		inv.Args = make([]string, len(args)-1)
		for i, a := range args[1:] {
			inv.Args[i] = a.lit
			if a.dynamic || a.glob {
				inv.Dynamic = true
			}
		}
	}
	return inv
}

// track follows what a simple command changes in the shell itself: the
// working directory (cd, pushd, popd) and variables (read, mapfile,
// printf -v, getopts, unset), and checks the variable names those
// builtins take. It also records the commands xargs and find -exec run.
func (w *walker) track(all []arg, node syntax.Node) {
	if len(all) > 1 && !all[0].dynamic && runsOperands(programName(all[0].lit)) {
		// They run their operands as a command; where it starts depends
		// on options the model does not declare (sudo -u root cmd), so
		// each of the first few words that is not an option is taken as
		// a start: a run of teamctl among them is an invocation.
		starts := 0
		for k := 1; k < len(all) && starts < 3; k++ {
			a := all[k]
			if a.dynamic || strings.HasPrefix(a.lit, "-") || strings.Contains(a.lit, "=") || strings.ContainsAny(a.lit, " \t\n") {
				continue
			}
			w.hidden(all[k:], node)
			starts++
		}
		return
	}
	if prog := unwrap(all); len(prog) > 0 && !prog[0].dynamic {
		switch programName(prog[0].lit) {
		case "xargs":
			// The classifier recorded the command; a shell it runs
			// hides more.
			if cmd, _, _ := wrappedCommand(prog); len(cmd) > 0 {
				w.x.innerShells(unwrap(cmd), w.inner)
				// The words xargs adds are file names known only at run
				// time: a writer's targets are unknown.
				w.commandWrites(append(cmd[:len(cmd):len(cmd)], arg{dynamic: true, split: true}), node)
			}
			return
		case "find", "gfind":
			w.findExec(prog[1:], node)
			return
		case "perf":
			// perf stat runs the command after its options, as timeout
			// does: an invocation of its own (perf stat -- teamctl x), with
			// its writes. perf's own words are tracked below.
			if len(prog) > 2 && prog[1].is("stat") {
				sc := scanArgs(prog[2:], &specPerfStat)
				cmd := prog[2+sc.end:]
				if len(cmd) > 0 && cmd[0].is("--") {
					cmd = cmd[1:]
				}
				if len(cmd) > 0 && !cmd[0].dynamic {
					w.hidden(cmd, node)
					w.commandWrites(cmd, node)
				}
			}
		case "fd", "fdfind":
			if _, cmd, _ := splitFdExec(prog); len(cmd) > 0 && !cmd[0].dynamic {
				// The results are file names known only at run time: a
				// writer's targets are unknown, and a placeholder word
				// is no literal {} (sed -n {} runs a result as a script).
				filled := make([]arg, len(cmd), len(cmd)+1)
				placed := false
				for k, a := range cmd {
					filled[k] = a
					if k > 0 && (fdPlaceholder(a.lit) || strings.Contains(a.lit, "{/}") || strings.Contains(a.lit, "{/.}")) {
						filled[k] = pathUnknown(fdResult(a))
						placed = true
					}
				}
				if !placed {
					filled = append(filled, arg{dynamic: true, split: true})
				}
				w.hidden(filled, node)
				w.commandWrites(filled, node)
			}
			return
		}
	}
	// Only command and builtin run a builtin in this shell: timeout 5 cd
	// x or env read v change nothing here.
	args := unwrapShell(all)
	if len(args) == 0 || args[0].dynamic {
		return
	}
	name := programName(args[0].lit)
	rest := args[1:]
	if w.anyFuncs[args[0].lit] || name == "source" || name == "." || name == "eval" {
		// A function the line declared, a sourced script or eval'd code
		// runs in this shell: it may change the directory and any
		// variable (the function's body was walked where it was declared),
		// and set +e.
		w.st.forget()
		w.errexit = false
		return
	}
	before, beforeAlts, beforeOld := w.st.cwd, w.st.alts, w.st.oldpwd
	defer func() {
		// A cd that may fail leaves the line in the new directory or the
		// old one, unless its failure stops what follows (&&, || exit,
		// set -e where bash heeds it); OLDPWD is then the old one or
		// what it was before.
		if (name == "cd" || name == "pushd" || name == "popd") && !w.guarded && (!w.errexit || w.noErrexit) {
			if w.st.cwd != before {
				w.st.also(before, beforeAlts)
			}
			if w.st.oldpwd != beforeOld {
				w.st.oldpwd = ""
			}
		}
	}()
	switch name {
	case "set":
		w.errexit = setErrexit(w.errexit, rest)
		if setsPhysical(rest) {
			w.physical = true
		}
		if r := setOptionsReason(rest); r != "" {
			w.fail(&violation{node: node, reason: r})
		}
	case "shopt":
		for _, a := range rest {
			if a.is("lastpipe") || a.dynamic {
				w.lastpipe = true
			}
			// shopt -uo errexit is set +e; shopt -so physical is set -P.
			if a.is("errexit") || a.dynamic {
				w.errexit = false
			}
			if a.is("physical") || a.dynamic {
				w.physical = true
			}
			if a.is("cdable_vars") || a.dynamic {
				// The line is refused (shoptReason), but the writes
				// after it are still judged for self-protection, which
				// applies to members too.
				w.cdableVars = true
			}
			// shopt -so keyword is set -o keyword.
			if strings.ToLower(strings.ReplaceAll(a.lit, "_", "")) == "keyword" || a.dynamic {
				w.fail(&violation{node: node, reason: "`shopt " + shorten(a.lit) + "` may put NAME=value words in a command's environment (set -o keyword)"})
				return
			}
		}
		if r := shoptReason(rest); r != "" {
			w.fail(&violation{node: node, reason: r})
		}
	case "setopt", "unsetopt", "emulate":
		// zsh: unsetopt errexit ends set -e, setopt chase_links makes cd
		// physical.
		w.errexit = false
		w.physical = true
	case "cd":
		ops := skipFlags(rest, "")
		switch {
		case w.physical || !logicalCdFlags(rest[:len(rest)-len(ops)]) || len(ops) > 1:
			// cd -P link/.. goes to the parent of link's target; zsh's
			// cd -N goes to an entry of the directory stack, and its cd
			// OLD NEW to $PWD with OLD replaced by NEW (bash refuses
			// both).
			w.st.chdir("", false)
		case len(ops) > 0 && w.mayCdToVar(ops[0]):
			w.st.chdir("", false)
		case len(ops) == 0:
			w.st.chdir(w.st.home, w.st.home != "")
		case ops[0].is("-"):
			w.st.chdir(w.st.oldpwd, w.st.oldpwd != "")
		default:
			v, ok := w.st.eval(ops[0].word)
			w.st.chdir(v, ok && !strings.HasPrefix(v, "+"))
		}
	case "pushd":
		ops := skipFlags(rest, "")
		if len(ops) != len(rest) && !rest[0].is("--") || len(ops) > 1 || w.physical {
			// pushd -n DIR puts DIR on the stack and stays where it is;
			// zsh's pushd OLD NEW is its cd OLD NEW.
			w.st.chdir("", false)
			return
		}
		if len(ops) == 0 || strings.HasPrefix(ops[0].lit, "+") || strings.HasPrefix(ops[0].lit, "-") {
			w.st.chdir("", false)
			return
		}
		if len(w.st.dirs) >= maxDirs {
			w.st.chdir("", false)
			return
		}
		w.st.dirs = append(w.st.dirs[:len(w.st.dirs):len(w.st.dirs)], w.st.cwd)
		v, ok := w.st.eval(ops[0].word)
		w.st.chdir(v, ok && !w.mayCdToVar(ops[0]))
	case "popd":
		if len(rest) > 0 || len(w.st.dirs) == 0 {
			w.st.chdir("", false)
			return
		}
		d := w.st.dirs[len(w.st.dirs)-1]
		w.st.dirs = w.st.dirs[:len(w.st.dirs)-1]
		w.st.chdir(d, d != "")
	case "read":
		sc := scanArgs(rest, &specRead)
		// Whole lines: no delimiter, count or other descriptor. With -d ""
		// a whole NUL-terminated record (find -print0), read with -r
		// (without it a backslash escapes the next character: \-x). A
		// proven line needs no -r: it starts with no backslash, blank
		// or dash, and removing a later backslash, or joining the next
		// line after a trailing one, leaves that first character first
		// (git log --format=%H | while read c).
		records := readsRecords(sc)
		raw := sc.has(&specRead, "-r") != nil
		wholeLines := w.stdin.lines && !records || raw && w.stdin.records && records
		for _, o := range sc.opts {
			switch o.name {
			case "-r", "-s", "-e", "-p":
			case "-d":
				wholeLines = wholeLines && records
			default:
				wholeLines = false
			}
			if o.name == "-a" && o.hasVal {
				w.readName(o.val, node, "`read -a`")
			}
		}
		names := 0
		first := ""
		for _, a := range sc.operands {
			w.readName(a, node, "`read`")
			if names == 0 && !a.dynamic {
				first = a.lit
			}
			names++
		}
		if names == 0 {
			w.st.set("REPLY", value{})
			first = "REPLY"
		}
		if wholeLines && first != "" && isName(first) {
			// The first name gets the line's first field, or the whole
			// line: it starts where the line does.
			// With more names and the default IFS, the first gets one
			// blank-free field.
			fields := w.stdin.fields || names > 1 && !w.st.bound("IFS")
			w.st.set(first, value{noDash: true, noDashFields: fields})
		}
	case "mapfile", "readarray":
		sc := scanArgs(rest, &specMapfile)
		if sc.has(&specMapfile, "-C") != nil {
			w.fail(&violation{node: node, reason: "`" + name + " -C` runs a callback command"})
			return
		}
		target := "MAPFILE"
		for _, a := range sc.operands {
			if n, ok := w.varName(a, node, "`"+name+"`"); ok {
				target = n
			}
		}
		if target != "" {
			w.setVar(target, "", false, node)
		}
	case "printf":
		// printf "$o" PATH dir with o=-v assigns PATH.
		w.optionNames("printf", "-v", rest, &specPrintf, node)
	case "wait":
		// wait -p NAME (bash 5.1) sets NAME to the job's process id, and
		// unsets it when there is no job: wait -p "${!ES_U@}" emptied
		// ES_URL without spelling it, and curl "$ES_URL-o/x" then took
		// -o/x as an option (envtrust.go).
		w.optionNames("wait", "-p", rest, &specWait, node)
	case "getopts":
		if len(rest) >= 2 {
			w.readName(rest[1], node, "`getopts`")
		}
	case "unset":
		for _, a := range rest {
			if strings.HasPrefix(a.lit, "-") && !a.dynamic {
				continue
			}
			if n, ok := w.varName(a, node, "`unset`"); ok {
				w.st.unset(n)
				w.fail(unsetPathViolation(n, node))
			}
		}
	case "test", "[":
		for i := 0; i+1 < len(rest); i++ {
			if rest[i].is("-v") {
				w.varName(rest[i+1], node, "`test -v`")
			}
		}
	}
}

// setOptionsReason refuses the set options that turn later words into
// assignments: -k (keyword: git diff GIT_EXTERNAL_DIFF=prog puts the
// variable in git's environment, checked with bash 5.2) and zsh's -A
// (set -A path dir sets PATH, checked with zsh 5.9).
// shoptReason refuses shopt -s and -u of the options that change what
// later words of the line become: nullglob drops a pattern that matches
// nothing, so an option's value vanishes and the option takes the next
// word (shopt -s nullglob; rg -g X[0] -e --pre=./x: -g takes -e and
// --pre runs ./x); nocaseglob and globasciiranges change which names a
// pattern matches; cdable_vars makes cd x go to $x (the model would put
// cd .claude's writes under ./x); xpg_echo makes echo turn \055 into a
// dash; patsub_replacement, extquote, globskipdots, assoc_expand_once
// and the localvar options change values. shopt with neither -s nor -u
// only prints, and -o names set -o's options (setOptionsReason).
func shoptReason(rest []arg) string {
	set, unset, setO := false, false, false
	var names []arg
	for _, a := range rest {
		switch {
		case a.dynamic:
			return nonLiteralReason("shopt", a)
		case a.lit == "--":
		case len(a.lit) > 1 && a.lit[0] == '-':
			set = set || strings.IndexByte(a.lit, 's') > 0
			unset = unset || strings.IndexByte(a.lit, 'u') > 0
			setO = setO || strings.IndexByte(a.lit, 'o') > 0
		default:
			names = append(names, a)
		}
	}
	if !set && !unset {
		return ""
	}
	for _, n := range names {
		if setO {
			flag := "-o"
			if unset {
				flag = "+o"
			}
			if r := setOptionsReason([]arg{{lit: flag}, n}); r != "" {
				return r
			}
			continue
		}
		switch n.lit {
		case "lastpipe", "failglob", "extglob", "globstar", "inherit_errexit", "dotglob", "checkwinsize", "huponexit",
			"histappend", "cmdhist", "lithist", "progcomp", "hostcomplete", "shift_verbose", "gnu_errfmt", "checkjobs",
			"mailwarn", "no_empty_cmd_completion":
		case "nullglob", "nocaseglob", "nocasematch", "cdable_vars", "xpg_echo", "assoc_expand_once", "localvar_inherit",
			"localvar_unset", "expand_aliases":
			// Off by default: -u keeps what the model reads.
			if set {
				return "`shopt -s " + shorten(n.lit) + "` changes what later words become (nullglob drops a pattern that matches nothing, so an option takes the next word; cdable_vars makes cd x go to $x; xpg_echo makes echo print \\055 as a dash)"
			}
		default:
			return "`shopt " + shorten(n.lit) + "` is a shell option the model does not know to leave later words alone (nullglob drops a pattern that matches nothing, so an option takes the next word; cdable_vars moves cd)"
		}
	}
	return ""
}

func setOptionsReason(rest []arg) string {
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a.dynamic {
			return nonLiteralReason("set", a)
		}
		if a.lit == "--" || a.lit == "-" || len(a.lit) < 2 || a.lit[0] != '-' && a.lit[0] != '+' {
			return ""
		}
		if strings.ContainsAny(a.lit[1:], "kA") {
			return "`set " + shorten(a.lit) + "` makes later words assignments (-k puts NAME=value words in a command's environment, zsh's -A sets an array)"
		}
		if strings.IndexByte(a.lit[1:], 'o') >= 0 && i+1 < len(rest) {
			i++
			opt := strings.ToLower(strings.ReplaceAll(rest[i].lit, "_", ""))
			if rest[i].dynamic || opt == "keyword" {
				return "`set -o " + shorten(rest[i].lit) + "` puts NAME=value words in a command's environment"
			}
			if !plainSetOption(opt) && !(strings.HasPrefix(opt, "no") && plainSetOption(opt[2:])) {
				// zsh takes any of its options here: set -o globsubst
				// makes a variable's value a pattern, whose qualifier
				// *(e:cmd:) runs cmd (checked, zsh 5.9).
				return "`set -o " + shorten(rest[i].lit) + "` is a shell option the model does not know (zsh's globsubst makes values patterns that can run commands)"
			}
		}
	}
	return ""
}

// plainSetOption reports the set -o names, as zsh normalizes them, that
// change no word of a later command: bash's and zsh's common ones.
func plainSetOption(name string) bool {
	switch name {
	case "errexit", "nounset", "unset", "pipefail", "xtrace", "verbose", "noglob", "glob", "noclobber", "clobber",
		"errtrace", "functrace", "hashall", "braceexpand", "noexec", "exec", "monitor", "notify", "ignoreeof",
		"emacs", "vi", "history", "histexpand", "nolog", "physical", "posix", "allexport", "interactivecomments",
		"onecmd", "privileged":
		return true
	}
	return false
}

// The builtins that assign variables, as bash's internal_getopt reads
// them: options end at the first operand.
var (
	specRead    = optSpec{posix: true, values: "adinNptu", switches: "ers"}
	specMapfile = optSpec{posix: true, values: "CcdnOsu", switches: "t"}
	specPrintf  = optSpec{posix: true, values: "v"}
	specWait    = optSpec{posix: true, values: "p", switches: "fn"}
)

// findExec records the commands find -exec runs, and the files they and
// -delete change: paths find fills in at run time.
func (w *walker) findExec(rest []arg, node syntax.Node) {
	for i := 0; i < len(rest); i++ {
		switch rest[i].lit {
		case "-delete":
			w.out.Writes = append(w.out.Writes, Write{Dynamic: true, Command: w.print(node), How: "find -delete"})
		case "-exec", "-execdir", "-ok", "-okdir":
			j := i + 1
			for j < len(rest) && !rest[j].is(";") && !rest[j].is("+") {
				j++
			}
			if j > i+1 {
				// {} is a path known only at run time (findFilled).
				cmd := rest[i+1 : j]
				w.hidden(cmd, node)
				filled := findFilled(cmd)
				for k := range filled {
					if filled[k].dynamic && !cmd[k].dynamic {
						filled[k] = pathUnknown(filled[k])
					}
				}
				w.commandWrites(filled, node)
			}
			i = j
		}
	}
}

// mayCdToVar reports a cd or pushd operand that cdable_vars may turn into
// $NAME where there is no folder NAME: any operand once the line set
// cdable_vars, else a name the line set or the environment holds
// (Claude Code's Bash tool restores the user's shopt options, so the
// user's cdable_vars counts).
func (w *walker) mayCdToVar(op arg) bool {
	if w.cdableVars {
		return true
	}
	return !op.dynamic && isName(op.lit) && (w.st.bound(op.lit) || w.private != nil && !w.private(op.lit))
}

// pathUnknown drops a filled word's syntax: the write tracker would read
// its literal text ({}) as the path, while the program gets a run-time one.
func pathUnknown(a arg) arg { return arg{lit: a.lit, dynamic: true} }

// readName checks and records a variable a builtin assigns.
// optionNames checks the variables a builtin's option assigns (printf
// -v NAME, wait -p NAME) as read's names are; a run-time word that may
// be that option is refused.
func (w *walker) optionNames(name, opt string, rest []arg, sp *optSpec, node syntax.Node) {
	sc := scanArgs(rest, sp)
	if sc.dynamic != nil {
		w.fail(&violation{node: node, reason: nonLiteralReason(name, *sc.dynamic) + " (" + opt + " assigns a variable)"})
		return
	}
	for _, v := range sc.values(sp, opt) {
		w.readName(v, node, "`"+name+" "+opt+"`")
	}
}

func (w *walker) readName(a arg, node syntax.Node, what string) {
	if n, ok := w.varName(a, node, what); ok {
		if !isName(n) {
			w.fail(&violation{node: node, reason: what + " takes `" + shorten(a.lit) + "`, which is not a variable name"})
			return
		}
		w.setVar(n, "", false, node)
	}
}

// hidden records a command another command runs with more words added at
// run time (xargs, find -exec).
func (w *walker) hidden(args []arg, node syntax.Node) {
	w.c.simple(args, 1) // the verdict is the outer command's
	if n := len(w.out.Invocations); n > 0 {
		w.out.Invocations[n-1].Dynamic = true
	}
	w.x.innerShells(unwrap(args), w.inner) // find -exec sh -c '...'

}

// logicalCdFlags reports whether cd's options leave it logical and
// going to its operand: -L, and -e, -q and -s, which change only its
// status, output or refusal.
func logicalCdFlags(flags []arg) bool {
	for _, f := range flags {
		if f.is("--") {
			continue
		}
		if len(f.lit) < 2 || strings.Trim(f.lit[1:], "Leqs") != "" {
			return false
		}
	}
	return true
}

// setsPhysical reports whether set's words may make cd physical: -P, or
// the option named physical (chase_links is zsh's, which setopt sets).
func setsPhysical(args []arg) bool {
	for _, a := range args {
		if a.dynamic || a.is("physical") {
			return true
		}
		if len(a.lit) > 1 && (a.lit[0] == '-' || a.lit[0] == '+') && a.lit[1] != '-' && strings.IndexByte(a.lit[1:], 'P') >= 0 {
			return true
		}
	}
	return false
}

// setErrexit returns whether set -e holds after set with args: -e, -o
// errexit and a cluster with e turn it on, +e, +o errexit and a cluster
// with e turn it off, and a word known only at run time may do either.
func setErrexit(on bool, args []arg) bool {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.dynamic:
			return false
		case a.is("--") || a.is("-") || !strings.HasPrefix(a.lit, "-") && !strings.HasPrefix(a.lit, "+"):
			return on
		}
		if len(a.lit) > 1 && a.lit[1] != '-' && strings.IndexByte(a.lit[1:], 'e') >= 0 {
			on = a.lit[0] == '-'
		}
		if strings.IndexByte(a.lit[1:], 'o') >= 0 && i+1 < len(args) {
			// The next word is the option's name, as zsh normalizes it
			// (ERR_EXIT, noerrexit).
			i++
			opt := strings.ToLower(strings.ReplaceAll(args[i].lit, "_", ""))
			switch {
			case args[i].dynamic:
				return false
			case opt == "errexit":
				on = a.lit[0] == '-'
			case opt == "noerrexit":
				on = a.lit[0] == '+'
			}
		}
	}
	return on
}

// skipFlags returns the words after leading options (for cd, pushd).
func skipFlags(args []arg, _ string) []arg {
	for i, a := range args {
		if a.is("--") {
			return args[i+1:]
		}
		if a.dynamic || !strings.HasPrefix(a.lit, "-") || a.lit == "-" {
			return args[i:]
		}
	}
	return nil
}

// runsOperands names programs that run their operands as a command.
func runsOperands(name string) bool {
	switch name {
	case "exec", "sudo", "doas", "setsid", "ionice", "chrt", "taskset", "unshare", "nsenter",
		"flock", "strace", "ltrace", "caffeinate", "chronic", "unbuffer", "fakeroot", "firejail",
		"systemd-run", "dbus-run-session", "busybox", "parallel", "chroot":
		return true
	}
	return false
}

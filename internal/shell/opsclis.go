package shell

// Operations tools whose read-only shapes write only a cache or run-time
// file of their own outside the project (caches.go): top in batch mode.
// terraform is in terraform.go, docker and kubectl in queries.go.

// specTop declares procps-ng top's options (checked on procps-ng 4.0.2:
// getopt_long, so long options abbreviate and short ones bundle). None
// writes or runs anything: the rc file is written only by the
// interactive W command, which batch mode never reads. -w takes an
// optional width, also from the next word when it is a number.
var specTop = optSpec{strict: true, complete: true,
	values: "dnoEepUu", optional: "w", switches: "bcHiOSs1hV",
	longValues: []string{"--delay", "--iterations", "--sort-override", "--scale-summary-mem", "--scale-task-mem",
		"--pid", "--filter-any-user", "--filter-only-euser"},
	longOptional: []string{"--width"},
	longSwitches: []string{"--batch-mode", "--cmdline-toggle", "--threads-show", "--idle-toggle", "--list-fields",
		"--accum-time-toggle", "--secure-mode", "--single-cpu-toggle", "--help", "--version"}}

// topReason allows top in batch mode with a number of iterations (-b -n
// N), and its help, version and field list, which exit at once. Every
// run of top creates the empty folder ~/.config/procps where its rc file
// would go (a tool cache: the line cannot steer it; verified in a fresh
// home). Without -b top is interactive, and its W command writes the rc
// file; without -n it never ends.
func topReason(args []arg) string {
	sp := &specTop
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("top", sp); r != "" {
		return r
	}
	for _, a := range sc.operands {
		// Only a width after -w is read from the next word.
		if a.dynamic || !isNumber(a.lit) {
			return "`top " + shorten(a.lit) + "` is an option the model does not know"
		}
	}
	if sc.has(sp, "-h", "--help", "-V", "--version", "-O", "--list-fields") != nil {
		return ""
	}
	if sc.has(sp, "-b", "--batch-mode") == nil {
		return "`top` without -b is interactive (its W command writes ~/.config/procps/toprc); use top -b -n 1"
	}
	if sc.has(sp, "-n", "--iterations") == nil {
		return "`top -b` without -n never ends; use top -b -n 1"
	}
	return ""
}

package shell

import (
	"path"
	"strings"
)

// Code search, diff viewers, profile and coverage reports: what a
// developer points at a tree, a diff, a profile or a coverage file to
// read it. Allowed: diffstat and icdiff (no option writes but diffstat's
// -o and -e), delta as a filter (never its pager or another gitconfig),
// pprof's text reports of local profiles (standalone and go tool pprof),
// go tool cover -func, nm, objdump, addr2line, buildid and covdata's
// reports, lcov --summary and --list, ast-grep (sg) run and scan where no
// sgconfig.yml can load native libraries, comby without -in-place where
// no .comby adds flags, vegeta's report, plot and encode, git-sizer,
// py-spy dump, memray's printed reports of a capture file (stats,
// summary, parse), strace attached by -p with its counting, timing and
// filtering options, valgrind's report printers (callgrind_annotate,
// cg_annotate, ms_print), ack and ugrep (ug where no .ugrep names
// filters), filterdiff, dwdiff, gocyclo, gocognit, gcov -n/-t, perf's
// report --stdio, annotate --stdio, script, diff and evlist, llvm-cov
// report/export/show/gcov -n, llvm-profdata show, FlameGraph's
// scripts and ctags into standard output (-x, -f -) where no option file
// of the folder can name a tag file. Checked in a throw-away HOME and TMPDIR: diffstat, icdiff,
// lcov 1.16 --summary/--list, ack 3.6, ugrep 3.11, filterdiff, dwdiff,
// gcov 12 -n/-t/-j -t, perf 6.1's report, script, annotate and diff,
// universal ctags 5.9's -x and -f -,
// google/pprof's standalone pprof (built at v0.0.0-20261105003125)
// with -top, -tree, -peek, -traces, the granularity switches (-files,
// -lines, ...), -nodecount, -nodefraction, -focus, -ignore,
// -sample_index, -unit and -diff_base writes nothing (it runs the
// llvm-objdump or objdump it finds with --version to choose its
// symbolizer; -granularity=files is no flag of it and stops with its
// usage),
// and the go tools write nothing but go's own build cache and telemetry
// counters (go 1.26 builds
// pprof, cover and covdata from GOROOT into the build cache on first use,
// a place caches.go already declares for go). Refused with the reason:
// load generators (hey, ab, wrk, oha, bombardier, siege, vegeta attack),
// gcovr and coverage.py (both read a project configuration that names
// programs or plugins), memray tree (a Textual app) and the memray
// commands that run, attach or write, strace running a command or
// writing its trace, interdiff and combinediff (they leave .rej
// files in TMPDIR, checked), and pprof's web UI, viewers and files.

// codeProfReason explains the code search, diff, profile and coverage
// tools (ok false for any other program).
func (c *classifier) codeProfReason(name string, args []arg) (reason string, ok bool) {
	switch llvmToolName(name) {
	case "llvm-cov":
		return llvmCovReason(name, args), true
	case "llvm-profdata":
		return llvmProfdataReason(name, args), true
	}
	if strings.HasPrefix(name, "stackcollapse") && strings.HasSuffix(name, ".pl") || name == "difffolded.pl" {
		// FlameGraph's collapsers and differ print folded stacks; no
		// option writes.
		return flameGraphWordsReason(name, args), true
	}
	switch name {
	case "flamegraph.pl":
		if r := specReason(name, perlLongWords(args), &specFlamegraph); r != "" {
			return r, true
		}
		return flameGraphWordsReason(name, args), true
	case "valgrind", "kcov", "heaptrack":
		if len(args) == 2 && (args[1].is("--version") || args[1].is("--help") || args[1].is("-h")) {
			return "", true
		}
		return "`" + name + "` runs the program it profiles and writes its output files", true
	case "diffstat":
		return specReason(name, args, &specDiffstat), true
	case "icdiff", "git-sizer", "callgrind_annotate", "ms_print":
		// icdiff prints two files side by side; git-sizer reads the
		// repository through git's plumbing; valgrind's annotators print
		// the counts of an output file (ms_print through a temporary
		// file, a tool cache: caches.go). No option of any writes a file
		// or runs a program.
		return "", true
	case "cg_annotate":
		return specReason(name, args, &specCgAnnotate), true
	case "filterdiff", "dwdiff", "gocyclo", "gocognit":
		// filterdiff prints the hunks of a patch it keeps (-z
		// decompresses into a temporary file it removes, as lsdiff and
		// grepdiff do); dwdiff prints a word diff; gocyclo and gocognit
		// print the complexity of Go functions. No option writes a
		// file or runs a program.
		return "", true
	case "interdiff", "combinediff":
		return "`" + name + "` applies the patches with patch in temporary files, and leaves .rej files behind in TMPDIR when a hunk fails", true
	case "splitdiff", "flipdiff", "rediff", "editdiff", "recountdiff", "unwrapdiff", "fixcvsdiff":
		return "`" + name + "` writes files or rewrites the patch in place", true
	case "gcov":
		return gcovReason(args), true
	case "ctags", "ctags-universal", "universal-ctags", "uctags", "exuberant-ctags", "ctags-exuberant":
		return c.ctagsReason(name, args), true
	case "rga", "ripgrep-all":
		return "`" + name + "` runs its adapters (pandoc, pdftotext, ffmpeg, ...) and caches their text under ~/.cache/ripgrep-all", true
	case "ack", "ack-grep":
		return specReason(name, args, &specAck), true
	case "ugrep", "ug":
		return c.ugrepReason(name, args), true
	case "delta":
		return deltaReason(args), true
	case "pprof":
		return pprofReason("pprof", args[1:]), true
	case "lcov":
		return lcovReason(args), true
	case "ast-grep", "sg":
		return c.astGrepReason(name, args), true
	case "comby":
		return c.combyReason(args), true
	case "vegeta":
		return vegetaReason(args), true
	case "py-spy":
		return pySpyReason(args), true
	case "memray":
		return memrayReason(args), true
	case "strace":
		return straceReason(args), true
	case "hey", "ab", "wrk", "wrk2", "oha", "bombardier", "siege", "h2load":
		return "`" + name + "` sends a stream of requests to a server (a load test), which can change it or take it down; use curl for one request", true
	case "gcovr":
		return "`gcovr` reads gcovr.cfg from the project, which can name the gcov program it runs and report files it writes, and runs gcov, which writes .gcov files", true
	case "coverage", "python3-coverage":
		return "`" + name + "` reads the project's configuration (.coveragerc, setup.cfg, tox.ini, pyproject.toml), whose plugins are Python modules it imports", true
	case "genhtml":
		return "`genhtml` writes an HTML report into its output folder", true
	}
	return "", false
}

var (
	// specCgAnnotate: cg_diff's --mod-filename and --mod-funcname were
	// Perl expressions it evaluated, and cg_annotate took them over in
	// valgrind 3.21; refused rather than told apart by version.
	specCgAnnotate = optSpec{
		deny: []denied{
			{[]string{"--mod-filename"}, "applies an expression that older versions evaluate as Perl code"},
			{[]string{"--mod-funcname"}, "applies an expression that older versions evaluate as Perl code"},
		}}
	// specDiffstat (getopt, short options only): -o and -e send the
	// output and the errors into a file.
	specDiffstat = optSpec{strict: true, complete: true,
		values:   "DefnNoprSw",
		switches: "bcCdEhkKlmqRstTuvV",
		deny: []denied{
			{[]string{"-o"}, "writes its output to a file"},
			{[]string{"-e"}, "writes its errors to a file"},
		}}
	// specDelta (clap): --pager runs the command it names; --config reads
	// another gitconfig, which can name one; -@ (--diff-args) hands
	// options to the git diff it runs for two files (--output writes);
	// --navigate writes a less history file for its pager; --paging is
	// checked for its value. Delta's other options only shape the
	// printout, so an option left undeclared is read as a switch: a value
	// it takes is then read as an operand, a file delta diffs.
	specDelta = optSpec{values: "@w",
		longValues: []string{"--paging", "--pager", "--config", "--diff-args", "--width"},
		deny: []denied{
			{[]string{"--pager"}, "runs the pager it names"},
			{[]string{"--config"}, "reads another gitconfig, which can name a pager to run"},
			{[]string{"-@", "--diff-args"}, "hands options to the git diff it runs (--output writes a file)"},
			{[]string{"--navigate"}, "writes a less history file for its pager"},
		}}
)

// deltaReason allows delta as a filter or a diff of two files, with
// --paging never or auto (output into a pipe is never paged). A word
// git or rg anywhere makes delta run that program with the words after
// it when its own parse fails (delta git commit ...): refused, and so is
// a run-time word, even one proven not to start with a dash, since it
// may be git or rg (a container named rg: delta $(docker ps --format
// '{{.Names}}') --pre=sh runs rg --pre).
func deltaReason(args []arg) string {
	for _, a := range args[1:] {
		if a.is("git") || a.is("rg") {
			return "`delta " + a.lit + "` runs " + a.lit + " with the words after it"
		}
		if a.dynamic {
			return "`delta` has a run-time word, which may be git or rg: delta runs that program with the words after it"
		}
	}
	sp := &specDelta
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("delta", sp); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if o.is(sp, "--paging") && !(o.hasVal && (o.val.is("never") || o.val.is("auto"))) {
			return "`delta --paging` other than never or auto runs a pager"
		}
	}
	return ""
}

// specPprof declares pprof's flags (Go's flag package: one dash or two,
// a value after = or in the next word, no bundles, no abbreviations).
// The report formats allowed print text; the others draw graphs into
// files, run dot, a viewer or a browser. -output writes the report to a
// file, -http serves the web UI, -tools names programs to run.
var specPprof = optSpec{goflag: true, exact: true, strict: true,
	longValues: []string{"-list", "-peek", "-disasm", "-diff_base", "-base", "-symbolize", "-buildid", "-timeout",
		"-add_comment", "-seconds", "-unit", "-source_path", "-trim_path", "-sample_index", "-divide_by", "-tagroot",
		"-tagleaf", "-nodecount", "-nodefraction", "-edgefraction", "-focus", "-ignore", "-prune_from", "-hide",
		"-show", "-show_from", "-tagfocus", "-tagignore", "-tagshow", "-taghide", "-tls_cert", "-tls_key", "-tls_ca"},
	longSwitches: []string{"-text", "-top", "-traces", "-tree", "-raw", "-tags", "-comments", "-dot",
		"-call_tree", "-relative_percentages", "-compact_labels", "-intel_syntax", "-mean", "-normalize",
		"-drop_negative", "-trim", "-noinlines", "-showcolumns", "-functions", "-filefunctions", "-files", "-lines",
		"-addresses", "-cum", "-flat", "-inuse_space", "-inuse_objects", "-alloc_space", "-alloc_objects",
		"-total_delay", "-contentions", "-mean_delay", "-h", "-help"},
	deny: []denied{
		{[]string{"-output"}, "writes the report to a file"},
		{[]string{"-http"}, "serves its web interface and opens a browser"},
		{[]string{"-no_browser"}, "goes with -http, which serves its web interface"},
		{[]string{"-tools"}, "runs the object tools it finds where it says"},
		{[]string{"-web", "-weblist"}, "opens a browser"},
		{[]string{"-eog", "-evince", "-gv", "-kcachegrind"}, "opens a viewer program"},
		{[]string{"-svg", "-png", "-gif", "-pdf", "-ps"}, "runs dot and may write the image to a file"},
		{[]string{"-callgrind", "-proto", "-topproto"}, "may write the report to a file"},
		{[]string{"-granularity"}, "is no flag of pprof, which stops with its usage (granularity is a setting of its interactive shell): choose it with -functions, -filefunctions, -files, -lines or -addresses"},
	}}

// pprofReason allows pprof's text reports: a report format on the line
// (without one pprof starts its interactive shell, which reads
// commands, among them ones that write files, from standard input) and
// every flag before the first operand (Go's flag package reads a later
// one as a profile source, and the report flag would be lost). A
// source is a file. An address (http://host/debug/pprof/heap,
// host:port/path) is refused: pprof fetches it and saves a copy under
// ~/pprof as pprof.<binary>.<sample types>.NNN.pb.gz (checked with go
// 1.26 against a net/http/pprof server in a throw-away HOME), a file the
// line does not name that stays after the report, and which a user, not
// only pprof, reads back. pprof fetches only a source that is not a file
// and that url.Parse reads as having a host, alone or after "http://"
// (host:port, host:port/path, scheme://host): each has a colon, which
// pprofAddress refuses whether or not a file of that name exists.
func pprofReason(name string, words []arg) string {
	sp := &specPprof
	sc := scanArgs(words, sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	if sc.has(sp, "-h", "-help") != nil && len(sc.opts) == 1 && len(sc.operands) == 0 {
		return ""
	}
	if !pprofReports(sc, sp) {
		return "`" + name + "` without a text report (-top, -text, -list, -peek, -tree, -traces, -raw, -disasm) starts its interactive shell, whose commands can write files"
	}
	if len(sc.operands) == 0 {
		return "`" + name + "` without a profile file is not a report the model knows"
	}
	first := len(words)
	for i := range words {
		if words[i].word == sc.operands[0].word {
			first = i
			break
		}
	}
	for _, o := range sc.opts {
		if o.index > first {
			return "`" + name + " " + shorten(o.name) + "` after a profile is read as another profile source (Go's flag package stops at the first operand): put the flags first"
		}
	}
	for _, o := range sc.opts {
		if (o.is(sp, "-diff_base") || o.is(sp, "-base")) && o.val.dynamic {
			return nonLiteralReason(name, o.val)
		}
	}
	for _, a := range sc.operands {
		if a.dynamic {
			return nonLiteralReason(name, a)
		}
		if pprofAddress(a.lit) {
			return pprofFetchReason(name, a.lit)
		}
	}
	for _, o := range sc.opts {
		if (o.is(sp, "-diff_base") || o.is(sp, "-base")) && pprofAddress(o.val.lit) {
			return pprofFetchReason(name, o.val.lit)
		}
	}
	return ""
}

// pprofAddress reports a profile source pprof fetches over the network:
// a URL, or host:port with or without a path (pprof adds http://).
func pprofAddress(src string) bool {
	return strings.Contains(src, ":")
}

func pprofFetchReason(name, src string) string {
	return "`" + name + "` fetches " + shorten(src) + " and saves a copy of the profile under ~/pprof (pprof.<binary>.<samples>.NNN.pb.gz); fetch it with curl -o into a file the team may write, or read a saved profile"
}

// pprofReports reports whether the flags ask pprof for a text report,
// as its flag package reads them: the last spelling of a flag wins, a
// report switch given a value (-top=false, -top=0) is set only by one
// strconv.ParseBool reads as true, and -list, -peek and -disasm only by
// a value that is not empty. Without a report pprof starts its
// interactive shell, which reads commands from standard input (output=x
// then top writes x).
func pprofReports(sc scanned, sp *optSpec) bool {
	set := map[string]bool{}
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "-list") || o.is(sp, "-peek") || o.is(sp, "-disasm"):
			set[o.name] = o.hasVal && o.val.lit != ""
		case o.is(sp, "-text") || o.is(sp, "-top") || o.is(sp, "-traces") || o.is(sp, "-tree") || o.is(sp, "-raw") ||
			o.is(sp, "-tags") || o.is(sp, "-comments") || o.is(sp, "-dot"):
			set[o.name] = !o.hasVal || goFlagTrue(o.val)
		}
	}
	for _, on := range set {
		if on {
			return true
		}
	}
	return false
}

// goFlagTrue reports a literal value Go's flag package reads as true for
// a boolean flag (strconv.ParseBool).
func goFlagTrue(v arg) bool {
	if v.dynamic {
		return false
	}
	switch v.lit {
	case "1", "t", "T", "TRUE", "true", "True":
		return true
	}
	return false
}

var (
	// specGoCover: -func prints the coverage of each function; -html
	// writes a page and opens a browser, -o writes a file, and -mode,
	// -var, -pkgcfg and -outfilelist instrument sources into files.
	specGoCover = optSpec{goflag: true, exact: true, strict: true,
		longValues:   []string{"-func"},
		longSwitches: []string{"-V", "-h", "-help"},
		deny: []denied{
			{[]string{"-html"}, "writes an HTML page and opens a browser"},
			{[]string{"-o"}, "writes a file"},
			{[]string{"-mode", "-var", "-pkgcfg", "-outfilelist"}, "instruments sources into files"},
		}}
	// specGoHelpOnly: addr2line takes the binary and reads addresses
	// from standard input.
	specGoHelpOnly = optSpec{goflag: true, exact: true, strict: true, longSwitches: []string{"-h", "-help"}}
	specGoNm       = optSpec{goflag: true, exact: true, strict: true, longValues: []string{"-sort"}, longSwitches: []string{"-n", "-size", "-type", "-h", "-help"}}
	specGoObjdump  = optSpec{goflag: true, exact: true, strict: true, longValues: []string{"-s"}, longSwitches: []string{"-S", "-gnu", "-h", "-help"}}
	// specGoBuildid: -w rewrites the build ID in the file.
	specGoBuildid = optSpec{goflag: true, exact: true, strict: true, longSwitches: []string{"-h", "-help"},
		deny: []denied{{[]string{"-w"}, "rewrites the build ID in the file"}}}
	// specGoCovdata: percent, func, pkglist and debugdump print; -o and
	// the profiling flags write files.
	specGoCovdata = optSpec{goflag: true, exact: true, strict: true,
		longValues:   []string{"-i", "-pkg", "-v"},
		longSwitches: []string{"-hw", "-live", "-h", "-help"},
		deny: []denied{
			{[]string{"-o"}, "writes a file"},
			{[]string{"-cpuprofile", "-memprofile", "-memprofilerate"}, "writes a profile file"},
		}}
)

// goToolReason judges go tool NAME: only the tools of the Go
// distribution named here, which go builds from GOROOT into its build
// cache when it does not ship them (a name the distribution lacks is a
// tool of go.mod's tool lines: project code, built and run).
func goToolReason(rest []arg) string {
	if len(rest) == 0 {
		return "`go tool` without a tool name lists tools, which loads go.mod's tool lines"
	}
	tool := rest[0].lit
	words := rest[1:]
	switch tool {
	case "pprof":
		return pprofReason("go tool pprof", words)
	case "cover":
		sp := &specGoCover
		sc := scanArgs(words, sp)
		if r := sc.verdict("go tool cover", sp); r != "" {
			return r
		}
		if sc.has(sp, "-func") == nil && sc.has(sp, "-V", "-h", "-help") == nil {
			return "`go tool cover` without -func instruments or writes files (-func prints the coverage of each function)"
		}
		if len(sc.operands) > 0 {
			return "`go tool cover` with operands instruments source files"
		}
		return ""
	case "nm":
		return goToolSpec("go tool nm", words, &specGoNm)
	case "objdump":
		return goToolSpec("go tool objdump", words, &specGoObjdump)
	case "addr2line":
		return goToolSpec("go tool addr2line", words, &specGoHelpOnly)
	case "buildid":
		return goToolSpec("go tool buildid", words, &specGoBuildid)
	case "covdata":
		if len(words) == 0 {
			return "`go tool covdata` without a mode is not a report the model knows"
		}
		switch words[0].lit {
		case "percent", "func", "pkglist", "debugdump":
			return goToolSpec("go tool covdata "+words[0].lit, words[1:], &specGoCovdata)
		}
		return "`go tool covdata " + shorten(words[0].lit) + "` writes coverage files (percent, func, pkglist and debugdump print)"
	case "trace":
		return "`go tool trace` serves its web interface and opens a browser"
	case "dist":
		if len(words) > 0 && words[0].is("list") {
			for _, a := range words[1:] {
				if !a.is("-json") && !a.is("-broken") {
					return "`go tool dist list " + shorten(a.lit) + "` is an option the model does not know"
				}
			}
			return ""
		}
	}
	return "`go tool " + shorten(tool) + "` builds, writes or runs something the model does not allow (pprof text reports, cover -func, nm, objdump, addr2line, buildid, covdata reports and dist list are reads)"
}

// goToolSpec reads a go tool's words by its spec: flags come before the
// operands (Go's flag package), which are files it reads.
func goToolSpec(name string, words []arg, sp *optSpec) string {
	return scanVerdict(name, words, sp)
}

// specLcov declares lcov's options as Getopt::Long reads them (one dash
// or two, any case), exactly: lcov abbreviates, and an abbreviation may
// stand for an option of lcov 2 this list does not know (--profile
// writes a file; --config abbreviates --config-file). The modes allowed
// print: --summary and --list. The refused ones write tracefiles, zero
// the counters, run gcov, or read settings (--config-file, --rc but for
// the branch and function counts) that lcov 2 lets name scripts to run.
var specLcov = optSpec{strict: true, complete: true, exact: true,
	longValues: []string{"--summary", "--list", "--l", "--ignore-errors", "--include", "--exclude", "--fail-under-lines", "--rc"},
	longSwitches: []string{"--quiet", "--q", "--help", "--h", "--?", "--version", "--v", "--list-full-path",
		"--no-list-full-path", "--derive-func-data", "--external", "--no-external", "--checksum", "--no-checksum"},
	deny: []denied{
		{[]string{"--output-file", "--o"}, "writes a tracefile"},
		{[]string{"--capture", "--c"}, "runs gcov and writes coverage data"},
		{[]string{"--zerocounters", "--z"}, "deletes the coverage counters"},
		{[]string{"--add-tracefile", "--a"}, "merges tracefiles (into a file with -o)"},
		{[]string{"--extract", "--e"}, "writes a filtered tracefile"},
		{[]string{"--remove", "--r"}, "writes a filtered tracefile"},
		{[]string{"--diff"}, "writes a transformed tracefile"},
		{[]string{"--to-package", "--from-package"}, "writes or unpacks coverage data"},
		{[]string{"--gcov-tool"}, "runs the program it names"},
		{[]string{"--config-file"}, "reads settings that can name scripts to run"},
	}}

// perlLongWords returns the words (the program's name first) as
// Getopt::Long without bundling reads them: one dash, two or a plus,
// any case, are one long option ("-Summary" and "+summary" are
// "--summary"), and every other word is left as it is.
func perlLongWords(args []arg) []arg {
	words := make([]arg, 0, len(args))
	words = append(words, args[0])
	for _, a := range args[1:] {
		if !a.dynamic && len(a.lit) > 1 && (a.lit[0] == '-' || a.lit[0] == '+') && !a.is("--") {
			name, value, hasValue := strings.Cut(a.lit, "=")
			name = "--" + strings.ToLower(strings.TrimLeft(name, "-+"))
			if hasValue {
				name += "=" + value
			}
			a.lit = name
		}
		words = append(words, a)
	}
	return words
}

// specFlamegraph: --cp keeps a palette.map in the folder it runs in
// (it reads and rewrites it), --palfile names that file.
var specFlamegraph = optSpec{
	longValues: []string{"--title", "--subtitle", "--width", "--height", "--encoding", "--fonttype", "--fontsize",
		"--fontwidth", "--minwidth", "--nametype", "--countname", "--nameattr", "--total", "--factor", "--colors",
		"--hash", "--palfile", "--notes", "--bgcolors", "--frameheight"},
	deny: []denied{
		{[]string{"--cp"}, "reads and rewrites palette.map in the folder it runs in"},
		{[]string{"--palfile"}, "reads and rewrites the palette file it names"},
	}}

// flameGraphWordsReason checks the words of FlameGraph's Perl scripts:
// they open their files (<>, and flamegraph.pl its --nameattr file)
// with the two-argument open, which runs a name ending in '|' as a
// command, and the scripts without option parsing open every word, so
// an option's word must not end in one either. stackcollapse-perf.pl
// --inline (Getopt::Long: any case, one dash or two, a unique prefix)
// hands the library names of its input to the shell in backticks
// (addr2line -e $mod): the input's text runs as commands.
func flameGraphWordsReason(name string, args []arg) string {
	for _, a := range perlLongWords(args)[1:] {
		if a.dynamic || !strings.HasPrefix(a.lit, "-") || a.lit == "-" {
			if r := perlOpenReason(name, a); r != "" {
				return r
			}
			continue
		}
		// After -- (or in a script that parses no options) the word is
		// opened whole: only its dash is safe at the start.
		if r := perlOpenReason(name, arg{lit: "x" + a.lit[1:], word: a.word}); r != "" {
			return "`" + name + "` opens `" + shorten(a.lit) + "` with a two-argument open, which reads its last character as a command"
		}
		opt, value, _ := strings.Cut(a.lit, "=")
		if name == "stackcollapse-perf.pl" && len(opt) > 2 && strings.HasPrefix("--inline", opt) {
			return "`" + name + " --inline` runs addr2line through the shell with the library names its input holds, which run as commands"
		}
		if value != "" {
			if r := perlOpenReason(name, arg{lit: value, word: a.word}); r != "" {
				return r
			}
		}
	}
	return ""
}

// lcovReason allows lcov --summary and --list (and --help, --version).
func lcovReason(args []arg) string {
	words := perlLongWords(args)[1:]
	sp := &specLcov
	sc := scanArgs(words, sp)
	if r := sc.verdict("lcov", sp); r != "" {
		return r
	}
	if sc.has(sp, "--summary", "--list", "--l", "--help", "--h", "--?", "--version", "--v") == nil {
		return "`lcov` without --summary or --list captures, merges or writes coverage data"
	}
	for _, o := range sc.opts {
		// lcov 1.16 reads a tracefile named *.gz through the shell
		// (gunzip -c '$file'): a quote in the name, which a run-time
		// word ("$f" of for f in *.gz) can hold, ends the quoting and
		// the rest runs as commands (checked). find -exec fills {} with
		// a name the same way.
		if (o.name == "--summary" || o.name == "--list" || o.name == "--l") && o.hasVal &&
			(o.val.dynamic || o.val.glob || strings.ContainsAny(o.val.lit, "'{")) {
			return "`lcov " + o.name + "` hands a tracefile named *.gz to the shell in single quotes, and `" + printNode(o.val.word) + "` may hold a quote, which ends them"
		}
		if o.name == "--rc" && !lcovRcAllowed(o.val) {
			return "`lcov --rc " + shorten(o.val.lit) + "` sets a setting the model does not know (lcov 2's settings can name scripts to run)"
		}
	}
	return ""
}

// lcovRcAllowed reports an --rc setting that only says which counts
// the summary shows.
func lcovRcAllowed(v arg) bool {
	if v.dynamic {
		return false
	}
	key, _, _ := strings.Cut(v.lit, "=")
	switch key {
	case "lcov_branch_coverage", "branch_coverage", "lcov_function_coverage", "function_coverage":
		return true
	}
	return false
}

// specAstGrep declares what ast-grep run and scan refuse: -U and -i
// rewrite files, -c names a configuration, which can load native
// libraries (checked with ast-grep 0.51 in a throw-away HOME: run,
// its rewrite preview and scan --rule write nothing). The other options shape the search and its printout; one
// left undeclared is read as a switch, and a value it takes as a path.
var specAstGrep = optSpec{
	values:       "plrjkABC",
	longValues:   []string{"--pattern", "--lang", "--rewrite", "--rule", "--inline-rules", "--threads", "--after", "--before", "--context", "--selector", "--strictness", "--globs", "--no-ignore", "--color", "--heading", "--format", "--report-style", "--max-results", "--kind", "--filter", "--inspect", "--min-severity", "--custom-languages"},
	longOptional: []string{"--json", "--debug-query", "--error", "--warning", "--info", "--hint", "--off"},
	deny: []denied{
		{[]string{"-U", "--update-all"}, "rewrites the files"},
		{[]string{"-i", "--interactive"}, "rewrites the files it is told to"},
		{[]string{"-c", "--config"}, "reads a configuration that can load native libraries (custom languages)"},
	}}

// astGrepReason allows ast-grep run (and its default form, -p or -k
// first) and scan, where no sgconfig.yml or sgconfig.yaml in the
// folder it runs in or above can register custom languages, native
// libraries it loads. sg is also shadow's setgroups, which runs a
// command as another group: sg is read as ast-grep only in shapes
// shadow refuses (an option first) or cannot run (the word after the
// subcommand, which shadow would run as the command, an option).
func (c *classifier) astGrepReason(name string, args []arg) string {
	if len(args) < 2 {
		return "`" + name + "` without a command is not a search"
	}
	first := args[1]
	if first.mayBeOption() || first.dynamic {
		return nonLiteralReason(name, first)
	}
	words := args[1:]
	switch {
	case first.is("run") || first.is("scan"):
		words = args[2:]
		if name == "sg" && (len(words) == 0 || !strings.HasPrefix(words[0].lit, "-") || words[0].dynamic) {
			return "`sg " + first.lit + "` with no option next may be shadow's sg, which runs that word as a command as group " + first.lit + " (write ast-grep, or an option first)"
		}
	case first.is("-p") || first.is("--pattern") || strings.HasPrefix(first.lit, "--pattern=") || first.is("-k") || first.is("--kind") || strings.HasPrefix(first.lit, "--kind="):
	case first.is("--version") || first.is("-V") || first.is("--help") || first.is("-h"):
		if len(args) == 2 {
			return ""
		}
		return "`" + name + " " + first.lit + "` with more words is not a query the model knows"
	default:
		return "`" + name + " " + shorten(first.lit) + "` is not a search the model knows (run and scan are; test writes snapshots, new writes rules, lsp serves)"
	}
	sp := &specAstGrep
	sc := scanArgs(words, sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	if o := sc.has(sp, "--custom-languages"); o != nil && !(o.hasVal && o.val.is("ignore")) {
		// allow loads the native libraries; trust and revoke also
		// write ast-grep's trust store (~/.config/ast-grep).
		return "`" + name + " --custom-languages` other than ignore loads native libraries or writes ast-grep's trust store"
	}
	return c.configAboveReason(name, "sgconfig.yml", "sgconfig.yaml")
}

// configAboveReason refuses a program that looks for one of the files
// (its project configuration) in the folder it runs in and every folder
// above, where one is there or the model cannot look.
func (c *classifier) configAboveReason(name string, files ...string) string {
	dirs, why := c.runDirs()
	if why != "" {
		return "`" + name + "` " + why + ", where a " + files[0] + " could load native code"
	}
	if c.w.env.ReadDir == nil {
		return "`" + name + "` runs where the model cannot look for a " + files[0] + ", which could load native code"
	}
	for _, d := range dirs {
		for dir := path.Clean(d); ; dir = path.Dir(dir) {
			entries, err := c.w.env.ReadDir(dir)
			if err != nil {
				return "`" + name + "` runs under " + dir + ", which the model cannot list for a " + files[0]
			}
			for _, e := range entries {
				for _, f := range files {
					if e.Name() == f {
						return "`" + name + "` finds " + path.Join(dir, f) + ", whose custom languages are native libraries it loads"
					}
				}
			}
			if dir == "/" || dir == "." {
				break
			}
		}
	}
	return ""
}

// specComby declares comby's flags (comby 1.8's, read from its source;
// Core's Command: one dash, whole words), exactly: Command takes a unique prefix of a flag, and one may
// stand for a flag of a newer comby this list does not know. Refused:
// -in-place and -i rewrite the files, -review and its kin run an editor
// and write, -verbose logs to /tmp/comby.out, -rg hands options to
// ripgrep (--pre runs a command).
var specComby = optSpec{singleDash: true, strict: true, complete: true, exact: true,
	longValues: []string{"-rule", "-timeout", "-directory", "-d", "-depth", "-templates", "-config", "-configuration",
		"-extensions", "-e", "-file-extensions", "-f", "-matcher", "-m", "-lang", "-l", "-language", "-custom-matcher",
		"-zip", "-z", "-jobs", "-exclude-dir", "-exclude", "-bound-count", "-substitute-only", "-custom-metasyntax",
		"-chunk-matches"},
	longSwitches: []string{"-sequential", "-match-only", "-only-matching", "-o", "-json-lines", "-json-only-diff",
		"-statistics", "-stats", "-stdin", "-stdout", "-diff", "-color", "-newline-separated", "-count", "-list",
		"-disable-substring-matching", "-omega", "-fast-offset-conversion", "-match-newline-at-toplevel", "-tar",
		"-regex", "-parany", "-build-info", "-help", "-h", "-version"},
	deny: []denied{
		{[]string{"-in-place", "-i"}, "rewrites the files"},
		{[]string{"-review", "-r", "-editor", "-default-no"}, "runs an editor and rewrites the files"},
		{[]string{"-verbose"}, "logs to /tmp/comby.out"},
		{[]string{"-ripgrep", "-rg"}, "hands options to ripgrep, which can run a command (--pre)"},
	}}

// combyReason allows comby's matching and its diffs on standard output,
// where the folder it runs in has no .comby (its flags are added to the
// line's).
func (c *classifier) combyReason(args []arg) string {
	sp := &specComby
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("comby", sp); r != "" {
		return r
	}
	return c.runDirFileReason("comby", ".comby", "which adds flags to the line (-in-place rewrites the files)")
}

var (
	// vegeta's subcommands read Go flags (read from its source); -output
	// writes a file.
	specVegetaReport = optSpec{goflag: true, exact: true, strict: true,
		longValues: []string{"-type", "-every", "-buckets", "-output"}, longSwitches: []string{"-h", "-help"},
		deny: []denied{{[]string{"-output"}, "writes the report to a file"}}}
	specVegetaPlot = optSpec{goflag: true, exact: true, strict: true,
		longValues: []string{"-title", "-threshold", "-output"}, longSwitches: []string{"-h", "-help"},
		deny: []denied{{[]string{"-output"}, "writes the plot to a file"}}}
	specVegetaEncode = optSpec{goflag: true, exact: true, strict: true,
		longValues: []string{"-to", "-output"}, longSwitches: []string{"-h", "-help"},
		deny: []denied{{[]string{"-output"}, "writes the results to a file"}}}
)

// vegetaReason allows vegeta report, plot and encode of result files
// (and standard input), with only -cpus among vegeta's own flags
// (-profile writes a profile file). attack sends the load.
func vegetaReason(args []arg) string {
	i := 1
	for i < len(args) && strings.HasPrefix(args[i].lit, "-") {
		a := args[i]
		switch {
		case a.dynamic:
			return nonLiteralReason("vegeta", a)
		case a.is("-cpus") || a.is("--cpus"):
			i += 2
			continue
		case strings.HasPrefix(a.lit, "-cpus=") || strings.HasPrefix(a.lit, "--cpus="):
		default:
			return "`vegeta " + shorten(a.lit) + "` before the command writes a profile or is a flag the model does not know"
		}
		i++
	}
	if i >= len(args) {
		return "`vegeta` without a command is not a report"
	}
	cmd := args[i]
	if cmd.mayBeOption() || cmd.dynamic {
		return nonLiteralReason("vegeta", cmd)
	}
	var sp *optSpec
	switch cmd.lit {
	case "report":
		sp = &specVegetaReport
	case "plot":
		sp = &specVegetaPlot
	case "encode":
		sp = &specVegetaEncode
	case "attack":
		return "`vegeta attack` sends requests at a set rate to its targets (a load test), which can change them or take them down"
	default:
		return "`vegeta " + shorten(cmd.lit) + "` is not a report the model knows (report, plot and encode print)"
	}
	sc := scanArgs(args[i+1:], sp)
	return sc.verdict("vegeta "+cmd.lit, sp)
}

// specPySpyDump (read from py-spy's source): py-spy dump prints the
// stacks of a running Python process (it reads its memory through
// ptrace and lets it go on) or of a core file; it takes the process by
// --pid and runs no program.
var specPySpyDump = optSpec{strict: true, complete: true,
	values:       "pc",
	switches:     "lnjsh",
	longValues:   []string{"--pid", "--core"},
	longSwitches: []string{"--full-filenames", "--locals", "--native", "--nonblocking", "--json", "--subprocesses", "--help"}}

// pySpyReason allows py-spy dump --pid and the version. record writes a
// profile file, top takes over the terminal, and both can start the
// program they profile.
func pySpyReason(args []arg) string {
	if len(args) == 2 && (args[1].is("--version") || args[1].is("-V") || args[1].is("--help") || args[1].is("-h")) {
		return ""
	}
	if len(args) < 2 || !args[1].is("dump") {
		return "`py-spy` other than dump records to a file or starts the program it profiles (py-spy dump --pid prints stacks)"
	}
	sp := &specPySpyDump
	sc := scanArgs(args[2:], sp)
	if r := sc.verdict("py-spy dump", sp); r != "" {
		return r
	}
	if len(sc.operands) > 0 {
		return "`py-spy dump` with operands is not a shape the model knows (it takes the process by --pid)"
	}
	if sc.has(sp, "-p", "--pid", "-c", "--core") == nil && sc.has(sp, "-h", "--help") == nil {
		return "`py-spy dump` without --pid is not a shape the model knows"
	}
	return ""
}

// memray's command line (argparse, read from bloomberg/memray's
// source, 1.20): a long option may be abbreviated to a unique prefix and
// short switches bundle, as getopt_long reads them; no @file is read. The
// report commands read the capture file through memray's own record
// reader (C++, no pickle or other code in it) and print with rich. A
// capture made with --native has its frames symbolized from the ELF
// files it names (read only; a build with debuginfod fetches missing
// debug information into its cache where DEBUGINFOD_URLS is set, as perf
// report does).
var (
	// specMemray: the options before the command; -V prints the version
	// and -h the help as argparse reads them, before any command runs.
	specMemray = optSpec{strict: true, complete: true, posix: true,
		switches:     "vVh",
		longSwitches: []string{"--verbose", "--version", "--help"}}
	// specMemrayStats: --json writes memray-stats-<capture>.json beside
	// the capture file (or the -o file), -f overwrites it.
	specMemrayStats = optSpec{strict: true, complete: true,
		values:       "n",
		switches:     "h",
		longValues:   []string{"--num-largest"},
		longSwitches: []string{"--help"},
		deny: []denied{
			{[]string{"--json"}, "writes the statistics as JSON into memray-stats-<capture>.json beside the capture file"},
			{[]string{"-o", "--output"}, "names the JSON file --json writes"},
			{[]string{"-f", "--force"}, "overwrites the JSON file --json writes"},
		}}
	// specMemraySummary: sorting, a row limit and the temporary
	// allocations; nothing writes.
	specMemraySummary = optSpec{strict: true, complete: true,
		values:       "sr",
		switches:     "h",
		longValues:   []string{"--sort-column", "--max-rows", "--temporary-allocation-threshold"},
		longSwitches: []string{"--temporary-allocations", "--help"}}
	// specMemrayParse: parse prints every record (into a pipe or a file
	// of the line's; it refuses a terminal).
	specMemrayParse = optSpec{strict: true, complete: true, switches: "h", longSwitches: []string{"--help"}}
)

// memrayReason allows memray's printed reports of a capture file: stats
// (not --json), summary and parse, and the version and help. run runs
// the program it profiles and writes a capture; attach and detach inject
// code into a running process through gdb or lldb; live opens a terminal
// app on a running profile's port; flamegraph and table write an HTML
// file (memray-flamegraph-<capture>.html beside it, or -o) and transform
// another file, none into standard output; tree (since memray 1.11) is a
// Textual terminal app, whose command palette saves an SVG screenshot
// into the folder and whose TEXTUAL_DRIVER and TEXTUAL_LOG load a module
// and write a log.
func memrayReason(args []arg) string {
	sp := &specMemray
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("memray", sp); r != "" {
		return r
	}
	if sc.has(sp, "-V", "--version", "-h", "--help") != nil && len(sc.operands) == 0 {
		return ""
	}
	if len(sc.operands) == 0 {
		return "`memray` without a command is not a report the model knows"
	}
	cmd := sc.operands[0]
	if cmd.dynamic {
		return nonLiteralReason("memray", cmd)
	}
	name := "memray " + cmd.lit
	words := args[1+sc.end+1:]
	var csp *optSpec
	switch cmd.lit {
	case "stats":
		csp = &specMemrayStats
	case "summary":
		csp = &specMemraySummary
	case "parse":
		csp = &specMemrayParse
	case "tree":
		return "`memray tree` opens a terminal app (Textual, since memray 1.11) whose command palette saves an SVG screenshot into the folder; memray summary prints the functions that allocate most, memray stats the totals"
	case "run":
		return "`memray run` runs the Python program it profiles and writes a capture file"
	case "attach", "detach":
		return "`" + name + "` injects code into a running process through gdb or lldb (attach makes it write a capture file or serve it live)"
	case "live":
		return "`memray live` connects to a profiled process and opens a terminal app, whose command palette saves an SVG screenshot into the folder"
	case "flamegraph", "table":
		return "`" + name + "` writes an HTML report (memray-" + cmd.lit + "-<capture>.html beside the capture file, or the -o file), never to standard output; memray summary and stats print"
	case "transform":
		return "`memray transform` writes the capture in another format (gprof2dot, csv) into a file"
	default:
		return "`memray " + shorten(cmd.lit) + "` is not a report the model knows (stats, summary and parse print)"
	}
	csc := scanArgs(words, csp)
	if r := csc.verdict(name, csp); r != "" {
		return r
	}
	if csc.has(csp, "-h", "--help") != nil {
		return ""
	}
	if len(csc.operands) != 1 {
		return "`" + name + "` takes one capture file"
	}
	return ""
}

// specStrace declares the strace options allowed with -p: counting
// (-c, -C, -S, -w), following forks (-f), times (-T, -t), file
// descriptors (-y), the string length (-s) and the filters of -e. Long
// options are refused: their short spellings are enough. Refused with
// the reason: -o and -A write the trace to a file, -ff a file per
// process, -D runs strace as a detached daemon, -u and -E change the
// user and environment of a command it runs, -b detaches, -I changes how
// signals reach strace; an option not declared is refused too.
var specStrace = optSpec{strict: true,
	values:   "espS",
	switches: "cCfTtywhV",
	deny: []denied{
		{[]string{"-o"}, "writes the trace to the file it names"},
		{[]string{"-A"}, "appends the trace to the -o file"},
		{[]string{"-D"}, "leaves strace running as a detached daemon"},
		{[]string{"-u"}, "runs the traced command as another user"},
		{[]string{"-E"}, "sets the environment of the command it runs"},
		{[]string{"-b"}, "detaches from the traced process when it runs a program"},
		{[]string{"--output"}, "writes the trace to the file it names"},
		{[]string{"--output-separately"}, "writes a trace file per process"},
		{[]string{"--output-append-mode"}, "appends the trace to the -o file"},
		{[]string{"--daemonize"}, "leaves strace running as a detached daemon"},
		{[]string{"--user"}, "runs the traced command as another user"},
		{[]string{"--env"}, "sets the environment of the command it runs"},
		{[]string{"--inject"}, "changes the traced program's system calls"},
		{[]string{"--fault"}, "makes the traced program's system calls fail"},
	}}

// straceReason allows strace attached to running processes (-p) to count
// or print their system calls on standard error. Checked with strace 6.1
// on a sleeping process in a throw-away HOME and TMPDIR: it attaches,
// detaches at the end and writes nothing. strace CMD runs CMD: any
// operand is refused. Of -e only trace=, signal= and status= filter what
// is shown; inject= and fault= change the traced program's system calls,
// and read=, write=, kvm=, raw= and the rest are not needed here.
func straceReason(args []arg) string {
	sp := &specStrace
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("strace", sp); r != "" {
		return r
	}
	if len(sc.opts) == 1 && len(sc.operands) == 0 && sc.has(sp, "-V", "-h") != nil {
		return ""
	}
	if len(sc.operands) > 0 {
		return "`strace " + shorten(sc.operands[0].lit) + "` runs the command it names under the tracer (strace -p PID attaches to a running process)"
	}
	forks, attach := 0, false
	for _, o := range sc.opts {
		switch o.name {
		case "-f":
			forks++
		case "-V", "-h":
			return "`strace " + o.name + "` with other options is not a shape the model knows"
		case "-p":
			attach = true
		}
		if o.hasVal && o.val.split {
			return "`strace " + o.name + "` has an unquoted run-time value, which bash can split into more words: a word after the options is a command strace runs"
		}
		if o.name == "-e" {
			if o.val.dynamic {
				return nonLiteralReason("strace -e", o.val)
			}
			q, _, _ := strings.Cut(o.val.lit, "=")
			switch {
			case !strings.Contains(o.val.lit, "="):
				return "`strace -e " + shorten(o.val.lit) + "` without trace=, signal= or status= is not a filter the model knows"
			case q == "trace" || q == "signal" || q == "status":
			case q == "inject" || q == "fault":
				return "`strace -e " + q + "=` changes the traced program's system calls (fails them or makes them return other values)"
			default:
				return "`strace -e " + shorten(q) + "=` is not a filter the model knows (trace=, signal= and status= choose what is shown)"
			}
		}
	}
	if forks > 1 {
		return "`strace -ff` writes a trace file per process with -o and is not a shape the model knows"
	}
	if !attach {
		return "`strace` without -p is not a shape the model knows (strace -p PID attaches to a running process)"
	}
	return ""
}

// specGcov (getopt_long): gcov writes NAME.gcov files (.gcov.json.gz
// with -j) into the folder it runs in unless -n or -t; -o and -s only
// say where to read. GCC's tools expand @file into the words of the
// file, which the model does not read.
var specGcov = optSpec{strict: true, complete: true,
	values:     "os",
	switches:   "abcdDfhjHklmnpqrtuvwxi",
	longValues: []string{"--object-directory", "--source-prefix"},
	longSwitches: []string{"--all-blocks", "--branch-probabilities", "--branch-counts", "--display-progress", "--debug",
		"--function-summaries", "--help", "--json-format", "--human-readable", "--use-colors", "--long-file-names",
		"--demangled-names", "--no-output", "--preserve-paths", "--use-hotness-colors", "--relative-only", "--stdout",
		"--unconditional-branches", "--version", "--verbose", "--hash-filenames"}}

// gcovReason allows gcov -n (--no-output) and -t (--stdout).
func gcovReason(args []arg) string {
	for _, a := range args[1:] {
		if strings.HasPrefix(a.lit, "@") {
			return "`gcov " + shorten(a.lit) + "` reads more options from a file"
		}
	}
	sp := &specGcov
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("gcov", sp); r != "" {
		return r
	}
	if sc.has(sp, "-t", "--stdout", "-h", "--help", "-v", "--version") != nil {
		return ""
	}
	// -j turns the file back on after -n (gcov -n -j writes
	// NAME.gcov.json.gz; checked with gcov 12): the last of them counts.
	file := true
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "-n") || o.is(sp, "--no-output"):
			file = false
		case o.is(sp, "-j") || o.is(sp, "-i") || o.is(sp, "--json-format"):
			// -i is the old spelling of -j (gcov 12: gcov -n -i writes
			// NAME.gcov.json.gz).
			file = true
		}
	}
	if file {
		return "`gcov` writes .gcov files (.gcov.json.gz with -j, even after -n) into the folder it runs in (-n prints the summary, -t the annotated source)"
	}
	return ""
}

// specAck (ack 3, Getopt::Long with bundling): no option writes a
// file. --pager runs a program (a project .ackrc may not set it, ack
// refuses that); --ackrc reads an rc file that may. ack 3's --output
// expands only $1..$9, $&, $` and $', but ack 2 evaluated it as Perl.
// Only the options ack 3 declares with a mandatory value are read as
// taking the next word (-A, -B, -C and -p take an optional number).
var specAck = optSpec{values: "mtT", optional: "ABCp",
	longValues: []string{"--max-count", "--type", "--type-set", "--type-add", "--type-del", "--ignore-dir", "--ignore-directory",
		"--noignore-dir", "--noignore-directory", "--ignore-file", "--files-from", "--match", "--output", "--range-start",
		"--range-end", "--ackrc", "--color-match", "--color-filename", "--color-lineno", "--color-colno"},
	longOptional: []string{"--after-context", "--before-context", "--context", "--pager", "--proximate"},
	deny: []denied{
		{[]string{"--pager"}, "runs the pager it names"},
		{[]string{"--ackrc"}, "reads an rc file, which can name a pager to run"},
		{[]string{"--output"}, "is evaluated as Perl code by ack 2 (use -o, or grep -o)"},
	}}

// specUgrep: --filter and --pager run commands, --view and -Q an
// editor; --save-config writes .ugrep; --config reads one, whose
// filter= runs commands. The other options shape the search and its
// printout.
var specUgrep = optSpec{values: "ABdDefgKmMNOtJ", optional: "CQZ",
	longValues: []string{"--after-context", "--before-context", "--directories", "--devices", "--regexp", "--file",
		"--glob", "--range", "--max-count", "--file-magic", "--neg-regexp", "--file-extension", "--file-type", "--jobs",
		"--include", "--exclude", "--include-dir", "--exclude-dir", "--include-from", "--exclude-from", "--label",
		"--format", "--replace", "--encoding", "--max-files"},
	// --sort, --tabs and --width take their value only after =.
	longOptional: []string{"--context", "--query", "--fuzzy", "--color", "--colour", "--pager", "--view", "--config",
		"--save-config", "--hexdump", "--pretty", "--tree", "--sort", "--tabs", "--width"},
	deny: []denied{
		{[]string{"--filter"}, "runs the commands it names"},
		{[]string{"--filter-magic-label"}, "chooses the commands --filter runs"},
		{[]string{"--pager"}, "runs the pager it names"},
		{[]string{"--view"}, "runs an editor"},
		{[]string{"-Q", "--query"}, "opens its interactive search, which runs an editor"},
		{[]string{"--save-config"}, "writes a configuration file"},
		{[]string{"--config"}, "reads a configuration file, whose filter= runs commands"},
	}}

// ugrepReason allows ugrep's searches. ug reads ./.ugrep first (as
// ugrep --config), whose filter= runs commands: ug only where the
// folder has none. ---FILE is --config=FILE.
func (c *classifier) ugrepReason(name string, args []arg) string {
	for _, a := range args[1:] {
		if a.is("--") {
			break
		}
		if strings.HasPrefix(a.lit, "---") {
			return "`" + name + " " + shorten(a.lit) + "` reads a configuration file, whose filter= runs commands"
		}
	}
	sp := &specUgrep
	if r := specReason(name, args, sp); r != "" {
		return r
	}
	if name != "ug" {
		return ""
	}
	return c.runDirFileReason("ug", ".ugrep", "and its filter= runs commands (ugrep reads no .ugrep)")
}

var (
	// perf's report commands (its parse-options: bundles, attached
	// values, abbreviations). Options that take a value left
	// undeclared are read as switches, their value as an operand.
	// --objdump names the program to run for disassembly.
	specPerfReport = optSpec{values: "iCkSdcpstFMw", optional: "gG",
		longValues: []string{"--input", "--vmlinux", "--kallsyms", "--symfs", "--sort", "--fields", "--symbols", "--dsos",
			"--comms", "--parent", "--field-separator", "--cpu", "--percent-limit", "--pid", "--tid", "--time",
			"--column-widths", "--prefix", "--prefix-strip", "--max-stack", "--percentage", "--objdump", "--disassembler-style"},
		longOptional: []string{"--call-graph", "--children"},
		longSwitches: []string{"--stdio", "--stdio2", "--header", "--header-only", "--help"},
		deny: []denied{
			{[]string{"--objdump"}, "runs the program it names"},
			{[]string{"--tui", "--gtk"}, "opens its browser, whose keys write files and run scripts"},
		}}
	// perf script: -s runs a script, -g writes one, --dlfilter loads
	// a shared object, --per-event-dump writes files; its operands name
	// scripts to run.
	// Its -d is --debug-mode, a switch.
	specPerfScript = optSpec{values: "iCkFScgs",
		longValues: []string{"--input", "--vmlinux", "--kallsyms", "--symfs", "--fields", "--symbols", "--comms", "--cpu",
			"--pid", "--tid", "--time", "--max-stack", "--script", "--gen-script", "--dlfilter", "--dlarg", "--objdump"},
		deny: []denied{
			{[]string{"-s", "--script"}, "runs a script"},
			{[]string{"-g", "--gen-script"}, "writes a script file"},
			{[]string{"--dlfilter"}, "loads a shared object, which is a program"},
			{[]string{"--per-event-dump"}, "writes a file per event"},
			{[]string{"--list-dlfilters"}, "loads the shared objects it finds to list them"},
			{[]string{"--objdump"}, "runs the program it names"},
		}}
)

// perfReportReason allows perf's readers of a recorded perf.data:
// report, annotate, script (no script), diff, evlist and buildid-list,
// with perf's own options none but --no-pager. Checked with perf 6.1
// in a throw-away HOME: they write nothing (no build-id cache).
func perfReportReason(args []arg) (string, bool) {
	if len(args) < 2 {
		return "", false
	}
	i := 1
	if args[1].is("--no-pager") {
		i = 2
	}
	if i >= len(args) {
		return "", false
	}
	sub := args[i]
	name := "perf " + sub.lit
	words := args[i+1:]
	switch sub.lit {
	case "report", "annotate", "diff", "evlist", "buildid-list":
		if sub.dynamic {
			return "", false
		}
		sp := &specPerfReport
		sc := scanArgs(words, sp)
		if r := sc.verdict(name, sp); r != "" {
			return r, true
		}
		for _, o := range sc.opts {
			// perf builds the objdump command it runs for annotation as
			// shell text: -M's value unquoted, --prefix's in double
			// quotes, --prefix-strip's unquoted.
			if o.is(sp, "-M") || o.is(sp, "--disassembler-style") || o.is(sp, "--prefix") || o.is(sp, "--prefix-strip") {
				if !o.hasVal || o.val.dynamic || !perfShellSafe(o.val.lit) {
					return "`" + name + " " + o.name + "` puts its value into the objdump command perf runs through the shell, and `" + shorten(o.val.lit) + "` is not plain text", true
				}
			}
		}
		if (sub.lit == "report" || sub.lit == "annotate") && sc.has(sp, "--stdio", "--stdio2", "--header-only", "--header", "-h", "--help") == nil {
			return "`" + name + "` without --stdio opens its browser on a terminal, whose keys write files (P saves perf.hist.N) and run scripts", true
		}
		return "", true
	case "script":
		if sub.dynamic {
			return "", false
		}
		sc := scanArgs(words, &specPerfScript)
		if r := sc.verdict(name, &specPerfScript); r != "" {
			return r, true
		}
		if len(sc.operands) > 0 {
			return "`perf script " + shorten(sc.operands[0].lit) + "` runs the script it names (or records)", true
		}
		return "", true
	}
	return "", false
}

// specPerfStat declares perf stat's options (perf 6.1). -o and --append
// write a file, --pre and --post run shell commands, --control opens
// FIFOs it may write, --log-fd writes to a descriptor the line opened,
// and -S syncs every file system; a repeat count of 0 runs the command
// forever.
var specPerfStat = optSpec{posix: true, strict: true, exact: true,
	values: "CDeGIMoprtx", switches: "aABdgijnSTvh",
	longValues: []string{"--cpu", "--delay", "--event", "--cgroup", "--interval-print", "--metrics", "--output", "--pid",
		"--repeat", "--tid", "--field-separator", "--control", "--cputype", "--filter", "--for-each-cgroup",
		"--interval-count", "--log-fd", "--post", "--pre", "--td-level", "--timeout"},
	longSwitches: []string{"--all-cpus", "--no-aggr", "--big-num", "--detailed", "--group", "--no-inherit", "--json-output",
		"--null", "--sync", "--transaction", "--verbose", "--all-kernel", "--all-user", "--append", "--hybrid-merge",
		"--interval-clear", "--metric-no-group", "--metric-no-merge", "--metric-only", "--no-csv-summary", "--no-merge",
		"--per-core", "--per-die", "--per-node", "--per-socket", "--per-thread", "--percore-show-thread", "--quiet",
		"--scale", "--no-scale", "--smi-cost", "--summary", "--table", "--topdown", "--help"},
	deny: []denied{
		{[]string{"-o", "--output", "--append"}, "writes its counts to a file"},
		{[]string{"--pre", "--post"}, "runs a shell command"},
		{[]string{"--control"}, "opens control FIFOs it may write"},
		{[]string{"--log-fd"}, "writes to a descriptor"},
		{[]string{"-S", "--sync"}, "syncs every file system first"},
	}}

// perfStatReason allows perf stat counting a command it runs (judged as
// a command of its own, as timeout's is) or processes, threads and CPUs
// it attaches counters to, which changes nothing in them: checked with
// perf 6.1 under strace in a throw-away HOME, it writes no file. Without
// a command it counts until it is interrupted, unless --timeout, or -I
// with --interval-count, ends it. Events and metrics must be plain names:
// older perf compiled an -e naming a .c file with clang and loaded it.
func (c *classifier) perfStatReason(args []arg, depth int) string {
	sp := &specPerfStat
	sc := scanArgs(args[2:], sp)
	if r := sc.verdict("perf stat", sp); r != "" {
		return r
	}
	bounded := false
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "-e") || o.is(sp, "--event") || o.is(sp, "-M") || o.is(sp, "--metrics"):
			if !o.hasVal || o.val.dynamic || !perfEventNames(o.val.lit) {
				return "`perf stat " + o.name + "` names something other than events (older perf compiles and loads a .c or .o file named there)"
			}
		case o.is(sp, "-r") || o.is(sp, "--repeat"):
			if !o.hasVal || o.val.dynamic || !allDigits(o.val.lit) || strings.Trim(o.val.lit, "0") == "" {
				return endless("`perf stat -r 0` repeats the command forever")
			}
		case o.is(sp, "--timeout"):
			bounded = o.hasVal && !o.val.dynamic && allDigits(o.val.lit) && strings.Trim(o.val.lit, "0") != ""
		case o.is(sp, "--interval-count"):
			bounded = bounded || o.hasVal && !o.val.dynamic && allDigits(o.val.lit) && strings.Trim(o.val.lit, "0") != "" &&
				sc.has(sp, "-I", "--interval-print") != nil
		}
	}
	cmd := args[2+sc.end:]
	if len(cmd) > 0 && cmd[0].is("--") {
		cmd = cmd[1:]
	}
	if len(cmd) == 0 {
		if sc.has(sp, "-h", "--help") != nil || bounded {
			return ""
		}
		return endless("`perf stat` without a command counts until it is interrupted (give one, as perf stat -p PID -- sleep 10, or --timeout MS)")
	}
	if r := c.judged(cmd, depth+1, c.w.invocation(cmd, nil)); r != "" {
		return "`perf stat` runs a command that is not read-only: " + r
	}
	return ""
}

// perfEventNames reports events or metrics written as names: letters,
// digits and _ : , / = - @ { } (cycles,instructions, sched:sched_switch,
// cpu/event=0x3c/), no dot and so no file.
func perfEventNames(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("_:,/=-@{}", c) >= 0) {
			return false
		}
	}
	return true
}

// perfShellSafe reports a value made only of letters, digits and , . _
// / + = - (intel, att,x86-64, /usr/src/), which the shell reads as it is.
func perfShellSafe(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte(",._/+=-", c) >= 0) {
			return false
		}
	}
	return s != ""
}

// scanVerdict is specReason for words without the program's name.
func scanVerdict(name string, words []arg, sp *optSpec) string {
	sc := scanArgs(words, sp)
	return sc.verdict(name, sp)
}

// llvmToolName returns the LLVM tool a versioned name stands for
// (llvm-cov-17 is llvm-cov), or name.
func llvmToolName(name string) string {
	for _, base := range []string{"llvm-cov", "llvm-profdata"} {
		if name == base {
			return base
		}
		if v, ok := strings.CutPrefix(name, base+"-"); ok && v != "" && isNumber(v) {
			return base
		}
	}
	return name
}

// LLVM's command-line library reads options as Go's flag package does
// (one dash or two, a value after = or in the next word, no bundles,
// exact names) and expands @file into the file's words, which the model
// does not read.
var (
	// specLlvmCov: report, export and show print; show -output-dir
	// writes files, -Xdemangler runs a program, -debuginfod fetches
	// debug information into its cache.
	specLlvmCov = optSpec{goflag: true, exact: true, strict: true,
		longValues: []string{"-instr-profile", "-object", "-arch", "-ignore-filename-regex", "-region-coverage-gt",
			"-region-coverage-lt", "-line-coverage-gt", "-line-coverage-lt", "-name", "-name-regex", "-name-allowlist",
			"-path-equivalence", "-compilation-dir", "-num-threads", "-j", "-tab-size", "-project-title",
			"-coverage-watermark", "-output-dir", "-Xdemangler", "-debug-file-directory"},
		// The enumerations are read with an attached value only: were
		// one to take the next word, that word is still seen here.
		longOptional: []string{"-format", "-show-branches"},
		longSwitches: []string{"-summary-only", "-skip-expansions", "-skip-functions", "-use-color", "-show-branch-summary",
			"-show-region-summary", "-show-instantiation-summary", "-show-functions", "-show-line-counts", "-show-regions",
			"-show-expansions", "-show-instantiations", "-show-line-counts-or-regions", "-show-mcdc", "-show-mcdc-summary",
			"-show-directory-coverage", "-show-created-time", "-check-binary-ids", "-binary-counters", "-unify-instantiations",
			"-empty-profile", "-h", "-help", "-version"},
		deny: []denied{
			{[]string{"-output-dir"}, "writes the report into a folder"},
			{[]string{"-Xdemangler"}, "runs the demangler program it names"},
			{[]string{"-debuginfod"}, "fetches debug information into its cache"},
		}}
	// specLlvmCovGcov: llvm-cov gcov writes .gcov files unless -n or
	// -t, as gcov.
	specLlvmCovGcov = optSpec{goflag: true, exact: true, strict: true,
		longValues: []string{"-o", "-object-directory", "-s", "-source-prefix"},
		longSwitches: []string{"-a", "-all-blocks", "-b", "-branch-probabilities", "-c", "-branch-counts", "-f",
			"-function-summaries", "-l", "-long-file-names", "-m", "-demangled-names", "-n", "-no-output", "-p",
			"-preserve-paths", "-r", "-relative-only", "-t", "-stdout", "-u", "-unconditional-branches", "-x",
			"-hash-filenames", "-h", "-help", "-version"}}
	// specLlvmProfdataShow: -o (-output) writes the printout to a file.
	specLlvmProfdataShow = optSpec{goflag: true, exact: true, strict: true,
		longValues:   []string{"-function", "-topn", "-value-cutoff", "-o", "-output"},
		longOptional: []string{"-show-format"},
		longSwitches: []string{"-all-functions", "-counts", "-text", "-ic-targets", "-memop-sizes", "-detailed-summary",
			"-instr", "-sample", "-memory", "-list-below-cutoff", "-showcs", "-show-prof-sym-list", "-show-sec-info-only",
			"-binary-ids", "-covered", "-hot-func-list", "-profile-version", "-temporal-profile-traces", "-h", "-help"},
		deny: []denied{{[]string{"-o", "-output"}, "writes the printout to a file"}}}
)

// llvmResponseFile refuses an @file word, which LLVM's tools replace by
// the words of the file.
func llvmResponseFile(name string, words []arg) string {
	for _, a := range words {
		if strings.HasPrefix(a.lit, "@") {
			return "`" + name + " " + shorten(a.lit) + "` reads more options from a file"
		}
	}
	return ""
}

// llvmCovReason allows llvm-cov report, export and show into standard
// output, and llvm-cov gcov -n/-t.
func llvmCovReason(name string, args []arg) string {
	if len(args) == 2 && (args[1].is("--version") || args[1].is("-version")) {
		return ""
	}
	if len(args) < 2 || args[1].dynamic {
		return "`" + name + "` without a literal command is not a report the model knows"
	}
	cmd := args[1].lit
	shown := name + " " + cmd
	words := args[2:]
	if r := llvmResponseFile(shown, words); r != "" {
		return r
	}
	switch cmd {
	case "report", "export", "show":
		return scanVerdict(shown, words, &specLlvmCov)
	case "gcov":
		sp := &specLlvmCovGcov
		sc := scanArgs(words, sp)
		if r := sc.verdict(shown, sp); r != "" {
			return r
		}
		if sc.has(sp, "-h", "-help", "-version") != nil {
			return "" // they take no value: -help=x is an error
		}
		// LLVM reads a switch's value (-n=false) and the last spelling
		// wins.
		noOutput, stdout := false, false
		for _, o := range sc.opts {
			if o.is(sp, "-n") || o.is(sp, "-no-output") {
				noOutput = !o.hasVal || llvmFlagTrue(o.val)
			}
			if o.is(sp, "-t") || o.is(sp, "-stdout") {
				stdout = !o.hasVal || llvmFlagTrue(o.val)
			}
		}
		if !noOutput && !stdout {
			return "`" + shown + "` writes .gcov files into the folder it runs in (-n prints the summary, -t the annotated source)"
		}
		return ""
	}
	return "`" + shorten(shown) + "` is not a report the model knows (report, export, show and gcov -n/-t print)"
}

// llvmFlagTrue reports a literal value LLVM's command-line library reads
// as true for a switch (-n=true); false, FALSE, False and 0 turn it off.
func llvmFlagTrue(v arg) bool {
	if v.dynamic {
		return false
	}
	switch v.lit {
	case "", "1", "true", "TRUE", "True":
		return true
	}
	return false
}

// llvmProfdataReason allows llvm-profdata show; merge writes a profile
// and overlap a file.
func llvmProfdataReason(name string, args []arg) string {
	if len(args) == 2 && (args[1].is("--version") || args[1].is("-version")) {
		return ""
	}
	if len(args) < 2 || !args[1].is("show") {
		return "`" + name + "` other than show writes a profile (merge) or is not a report the model knows"
	}
	words := args[2:]
	if r := llvmResponseFile(name+" show", words); r != "" {
		return r
	}
	return scanVerdict(name+" show", words, &specLlvmProfdataShow)
}

// specCtags declares the ctags options that take a value (universal
// and exuberant ctags read short options in bundles: -Rf- is -R -f -).
var specCtags = optSpec{values: "fohIL",
	longValues: []string{"--options", "--languages", "--exclude", "--fields", "--extras", "--kinds-all",
		"--output-format", "--sort", "--tag-relative", "--langmap", "--map-all"}}

// ctagsReason allows ctags into standard output: -x, or -f - (-o -)
// for every tag file it names; by default it writes ./tags. ctags reads
// option files the team can write (./.ctags.d/*.ctags and ./ctags.d for
// universal ctags, ./.ctags for exuberant ctags), which may name a tag
// file (checked: a .ctags.d with -f made ctags -x write it): allowed
// where the folder has none, or with --options=NONE first, which reads
// no option file. -R -f - sorts through a temporary file it removes.
func (c *classifier) ctagsReason(name string, args []arg) string {
	sp := &specCtags
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	listing, xref, dashF, format := false, false, false, false
	for _, o := range sc.opts {
		switch {
		case strings.HasPrefix(o.name, "--_"):
			return "`" + name + " " + shorten(o.name) + "` is an experimental option the model does not know"
		case strings.HasPrefix(o.name, "--list-") || o.name == "--help" || o.name == "--version":
			listing = true
		case o.name == "-x":
			xref = true
		case o.name == "-f" || o.name == "-o":
			if !o.hasVal || !o.val.is("-") {
				return "`" + name + " " + o.name + "` writes the tag file it names (-f - prints the tags)"
			}
			dashF = true
		case o.is(sp, "--options"):
			// An abbreviation counts as --options: ctags may take it.
			if !o.hasVal || !o.val.is("NONE") || o.index != 0 {
				return "`" + name + " " + o.name + "` reads an option file, which can name a tag file it writes (only --options=NONE first reads none)"
			}
		case o.name == "-e" || o.is(sp, "--output-format") || strings.HasPrefix(o.name, "--out") && o.name != "--output-encoding":
			// -x with -e or a later --output-format=etags or e-ctags
			// writes TAGS or tags (checked): only -f - keeps them out.
			format = true
		}
	}
	if !dashF && !listing && !(xref && !format) {
		return "`" + name + "` writes ./tags, or TAGS with -e or another output format (-x alone, or -f -, prints the tags)"
	}
	if sc.has(sp, "--options") != nil {
		return "" // --options=NONE first: no option file is read
	}
	dirs, why := c.runDirs()
	if why != "" {
		return "`" + name + "` " + why + ", where an option file (.ctags.d) could name a tag file it writes"
	}
	if c.w.env.ReadDir == nil {
		return "`" + name + "` runs where the model cannot look for .ctags.d, whose options could name a tag file it writes"
	}
	for _, d := range dirs {
		entries, err := c.w.env.ReadDir(d)
		if err != nil {
			return "`" + name + "` runs in " + d + ", which the model cannot list for .ctags.d"
		}
		for _, e := range entries {
			switch e.Name() {
			case ".ctags.d", "ctags.d", ".ctags":
				return "`" + name + "` runs in " + d + ", whose " + e.Name() + " holds options, which can name a tag file it writes (put --options=NONE first)"
			}
		}
	}
	return ""
}

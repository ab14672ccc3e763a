package shell

// WebAssembly inspectors a reviewer runs on a build's .wasm: wabt's
// wasm-objdump and twiggy, the code size profiler. Each prints to
// standard output in the shapes allowed here.

// wasmReason explains the WebAssembly inspectors (ok false for any other
// program).
func wasmReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "wasm-objdump":
		return specReason(name, args, &specWasmObjdump), true
	case "twiggy":
		return twiggyReason(args), true
	}
	return "", false
}

// specWasmObjdump declares every option of wasm-objdump (wabt 1.0.32):
// none writes (it has no output file) or runs anything; wabt's parser
// takes bundles and unique abbreviations of long options, checked with
// -hxds and --deta. Checked under strace -f on a module wat2wasm built,
// with -h, -x, -d, -j Code -s, -r, --section-offsets and --debug, in a
// throw-away folder and HOME: nothing written.
var specWasmObjdump = optSpec{strict: true, complete: true, switches: "hsdxr", values: "j",
	longSwitches: []string{"--help", "--version", "--headers", "--full-contents", "--disassemble", "--debug", "--details",
		"--reloc", "--section-offsets"},
	longValues: []string{"--section"}}

// twiggy's options (rustwasm/twiggy 0.7's opt/definitions.rs: structopt
// on clap 2, which takes no abbreviations and infers no commands): every
// command takes --mode, -f/--format and -o, which writes the report to a
// file (-o - is standard output, the default). Not in Debian, so not run
// here; Debian's twiggy is another program, Perl's Twiggy PSGI server,
// whose launcher reads Plack's options: -a FILE loads FILE as the Perl
// application and serves it, -r restarts a server that never ends,
// and with no command word it loads ./app.psgi (twiggy -V did, then
// served it); a command word is loaded as a module (top.pm) from Perl's
// library path, none of which exists, so it exits. Checked with Twiggy
// 0.1026 under strace: twiggy top -n 25 x.wasm exited 2 having written
// and run nothing. So -a, -r and -V are refused whichever twiggy runs.
// The refusals the commands share, spelled out in each spec (a denied
// value copied from a variable would be copied at init, in every hook
// process).
const (
	twiggyWritesWhy = "writes the report to a file (the report goes to standard output without it)"
	twiggyAllWhy    = "is read by Debian's twiggy (Perl's Twiggy server) as the application file, which it loads as code and serves; use --all"
	twiggyReloadWhy = "is read by Debian's twiggy (Perl's Twiggy server) as --reload, which starts a server that never ends"
)

var (
	specTwiggy = optSpec{strict: true, complete: true, exact: true, posix: true, switches: "h",
		longSwitches: []string{"--help", "--version"},
		deny:         []denied{{[]string{"-V"}, "is read by Debian's twiggy (Perl's Twiggy server) as no command, so it loads ./app.psgi as code and serves it; use twiggy --version"}}}

	specTwiggyTop = optSpec{strict: true, complete: true, exact: true, switches: "h", values: "fn",
		longSwitches: []string{"--help", "--retaining-paths", "--retained"},
		longValues:   []string{"--mode", "--format"},
		deny: []denied{{[]string{"-o"}, twiggyWritesWhy},
			{[]string{"-r"}, "is read by Debian's twiggy (Perl's Twiggy server) as --reload, which starts a server that never ends; use --retaining-paths"}}}
	specTwiggyDominators = optSpec{strict: true, complete: true, exact: true, switches: "h", values: "fd",
		longSwitches: []string{"--help", "--regex"},
		longValues:   []string{"--mode", "--format"},
		deny:         []denied{{[]string{"-o"}, twiggyWritesWhy}, {[]string{"-r"}, twiggyReloadWhy}}}
	specTwiggyPaths = optSpec{strict: true, complete: true, exact: true, switches: "h", values: "fd",
		longSwitches: []string{"--help", "--regex", "--descending"},
		longValues:   []string{"--mode", "--format"},
		deny:         []denied{{[]string{"-o"}, twiggyWritesWhy}, {[]string{"-r"}, twiggyReloadWhy}}}
	specTwiggyMonos = optSpec{strict: true, complete: true, exact: true, switches: "hg", values: "fdmn",
		longSwitches: []string{"--help", "--regex", "--only-generics", "--all", "--all-generics", "--all-monos"},
		longValues:   []string{"--mode", "--format", "--max-generics", "--max-monos"},
		deny:         []denied{{[]string{"-o"}, twiggyWritesWhy}, {[]string{"-a"}, twiggyAllWhy}}}
	specTwiggyDiff = optSpec{strict: true, complete: true, exact: true, switches: "h", values: "fn",
		longSwitches: []string{"--help", "--regex", "--all"},
		longValues:   []string{"--mode", "--format"},
		deny:         []denied{{[]string{"-o"}, twiggyWritesWhy}, {[]string{"-a"}, twiggyAllWhy}}}
	specTwiggyGarbage = optSpec{strict: true, complete: true, exact: true, switches: "h", values: "fn",
		longSwitches: []string{"--help", "--all", "--show-data-segments"},
		longValues:   []string{"--mode", "--format"},
		deny:         []denied{{[]string{"-o"}, twiggyWritesWhy}, {[]string{"-a"}, twiggyAllWhy}}}
)

// twiggyReason allows twiggy's analyses (top, dominators, paths, monos,
// diff, garbage) and help, printing to standard output.
func twiggyReason(args []arg) string {
	for _, a := range args[1:] {
		if a.is("--") {
			// Plack's parser reads the word after "--" as a value, and
			// clap reads it as an operand: the two twiggys disagree.
			return "`twiggy --` is not an end of options the model reads"
		}
	}
	sp := &specTwiggy
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("twiggy", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if len(sc.opts) == 0 {
			return "`twiggy` alone is read by Debian's twiggy (Perl's Twiggy server), which loads ./app.psgi as code and serves it"
		}
		return "" // --help, --version
	}
	cmd := sc.operands[0]
	if cmd.dynamic || cmd.glob {
		return nonLiteralReason("twiggy", cmd)
	}
	var vs *optSpec
	switch cmd.lit {
	case "top":
		vs = &specTwiggyTop
	case "dominators":
		vs = &specTwiggyDominators
	case "paths":
		vs = &specTwiggyPaths
	case "monos":
		vs = &specTwiggyMonos
	case "diff":
		vs = &specTwiggyDiff
	case "garbage":
		vs = &specTwiggyGarbage
	case "help":
		return literalWords("twiggy", args)
	default:
		return "`twiggy " + shorten(cmd.lit) + "` is not an analysis the model knows (top, dominators, paths, monos, diff, garbage)"
	}
	vsc := scanArgs(sc.operands[1:], vs)
	return vsc.verdict("twiggy "+cmd.lit, vs)
}

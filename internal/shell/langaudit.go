package shell

import (
	"path"
	"strings"
)

// Language-ecosystem vulnerability and license audits: govulncheck,
// go-licenses, bundle-audit (and bundler-audit); cargo audit and cargo
// deny, which cargo runs as external subcommands, are judged in pkg.go
// (cargoAuditReason below). Each reads the project's dependency list (go
// list, Cargo.lock, Gemfile.lock) and an advisory database or the
// licenses of the dependencies, and prints findings.
//
// The Go tools load packages with golang.org/x/tools/go/packages, which
// runs go list. govulncheck's default symbol scan asks for syntax and
// types, so go list runs with -compiled=true: cgo runs, and with it the
// C compiler on each cgo package's C code and the #cgo flags its files
// set (checked with govulncheck 1.9.0 and go 1.26 under strace: gcc ran
// with a package's -DFOO=1, through the CC the environment names). With
// CGO_ENABLED=0 on the line the cgo files are left out and no C compiler
// runs (checked: only compile, asm and link -V=full, for their
// versions). -scan package and -scan module ask for no types in 1.1.1
// and later, so go list runs with -compiled=false (checked: no gcc, with
// the cgo file in place), but 1.0 to 1.1.0 load types at every level
// (their source): the model cannot tell the version, so every source
// scan needs CGO_ENABLED=0. -mode binary reads the binary's build
// information and runs only go env GOROOT. go-licenses
// (v1.6.0, and the 2021 build go install …@latest fetched here) asks for
// names, files, imports and modules: -compiled=false and -export=false
// (checked: no gcc). Its log goes to glog's (2021) or klog's (1.6) files
// in $TMPDIR unless --logtostderr is on: 1.6 sets it by default, the
// 2021 build does not (checked: go-licenses.<host>.<user>.log.INFO.<time>
// and its links appeared), so the line must say it, before the command.
// It asks module hosts over HTTPS for source links (pkgsite's source
// package).
// Both write only the go command's caches and its telemetry counters
// (caches.go); govulncheck reads the database over HTTPS from
// vuln.go.dev each run and keeps no copy.

// specGovulncheck declares govulncheck 1.9's options (Go's flag package:
// one dash or two, a value after = or in the next word, no bundles; the
// first operand ends the options).
var specGovulncheck = optSpec{goflag: true, strict: true, complete: true, exact: true,
	longSwitches: []string{"-json", "-test", "-version", "-h", "-help"},
	longValues:   []string{"-C", "-db", "-format", "-mode", "-scan", "-show", "-tags"}}

// govulncheckReason allows govulncheck's source scans where go list runs
// no C compiler (CGO_ENABLED=0 on the line) and its binary scans,
// printed to standard output in any format.
func (c *classifier) govulncheckReason(args []arg) string {
	words := args[1:]
	// Go's flag package stops at the first operand: an option after it
	// is a package pattern, and a later -scan package would not count.
	for i := 0; i < len(words); i++ {
		a := words[i]
		if a.mayBeOption() || a.is("--") || !strings.HasPrefix(a.lit, "-") || a.lit == "-" {
			for _, b := range words[i+1:] {
				if strings.HasPrefix(b.lit, "-") && !b.is("--") {
					return "`govulncheck " + shorten(b.lit) + "` comes after a package pattern, where Go's flag package reads it as one (put options first)"
				}
			}
			break
		}
		name, _, hasValue := strings.Cut(strings.TrimPrefix(a.lit[1:], "-"), "=")
		if !hasValue && specGovulncheck.longTakesValue("-"+name) {
			i++
		}
	}
	sp := &specGovulncheck
	sc := scanArgs(words, sp)
	if r := sc.verdict("govulncheck", sp); r != "" {
		return r
	}
	// -h and -help print the usage, -version the versions (go env
	// GOVERSION): nothing is scanned.
	if sc.has(sp, "-h", "-help") != nil {
		return ""
	}
	if v := sc.has(sp, "-version"); v != nil && !v.hasVal {
		return ""
	}
	mode, scan := "source", "symbol"
	for _, o := range sc.opts {
		v := o.val.lit
		switch {
		case o.is(sp, "-mode"):
			if v != "source" && v != "binary" {
				return "`govulncheck -mode " + shorten(v) + "` is not a scan the model knows (source or binary; extract, convert and query are not checked)"
			}
			mode = v
		case o.is(sp, "-scan"):
			if v != "symbol" && v != "package" && v != "module" {
				return "`govulncheck -scan " + shorten(v) + "` is not a scan level (symbol, package or module)"
			}
			scan = v
		case o.is(sp, "-format"):
			if v != "text" && v != "json" && v != "sarif" && v != "openvex" {
				return "`govulncheck -format " + shorten(v) + "` is not an output format (text, json, sarif or openvex, all printed)"
			}
		case o.is(sp, "-show"):
			for _, s := range strings.Split(v, ",") {
				if s != "traces" && s != "color" && s != "verbose" && s != "version" {
					return "`govulncheck -show " + shorten(v) + "` is not a list of traces, color, verbose and version"
				}
			}
		}
	}
	if mode == "source" && !c.lineSets("CGO_ENABLED", "0") {
		if scan == "symbol" {
			return "`govulncheck` (its default symbol scan) loads the packages with go list -compiled, which runs cgo: the C compiler on the cgo packages' C code with the #cgo flags their files set; put CGO_ENABLED=0 before it, or use -mode binary on a built program"
		}
		return "`govulncheck -scan " + scan + "` loads the packages with go list -compiled in govulncheck 1.0 to 1.1.0 (1.1.1 and later do not), which runs cgo: the C compiler on the cgo packages' C code with the #cgo flags their files set; put CGO_ENABLED=0 before it"
	}
	return ""
}

// specGoLicenses declares go-licenses 1.6's options (cobra and pflag:
// no abbreviations, options anywhere after the command), the root's, the
// commands' and the klog flags it adds.
var specGoLicenses = optSpec{strict: true, complete: true, exact: true, pflag: true,
	switches:     "h",
	longValues:   []string{"--confidence_threshold", "--ignore", "--template", "--allowed_licenses", "--disallowed_types", "--stderrthreshold", "--v"},
	longSwitches: []string{"--include_tests", "--help", "--skip_headers"},
	deny: []denied{
		{[]string{"--logtostderr"}, "sets the log destination again after the command (false writes log files); put one --logtostderr before the command"},
		{[]string{"--log_dir"}, "makes klog write log files into the folder it names"},
		{[]string{"--log_file"}, "makes klog write its log to the file it names"},
		{[]string{"--alsologtostderr"}, "writes the log files as well as standard error"},
		{[]string{"--save_path", "--force"}, "belongs to go-licenses save, which copies the licenses and sources into a folder"},
	}}

// goLicensesReason allows go-licenses --logtostderr report (and its old
// name csv) and check; save copies files. main parses Go's flags before
// cobra reads the command, so --logtostderr before the command is set
// before anything can log: after it, an unknown command or flag (report
// and --include_tests are unknown to the 2021 build) logs a FATAL to
// glog's files before cobra reads it (make redteam saw them; checked:
// with it first, no file in either build, whatever followed).
func goLicensesReason(args []arg) string {
	if len(args) == 2 && (args[1].is("-h") || args[1].is("--help") || args[1].is("help")) {
		return ""
	}
	if len(args) < 3 || !logToStderr(args[1]) {
		return "`go-licenses` without --logtostderr before its command writes glog's or klog's log files (go-licenses.<host>.<user>.log.INFO.<time>.<pid> and links) into $TMPDIR: the 2021 build go install …@latest may fetch logs there by default, and does so on an unknown command or flag before it reads a later --logtostderr; write go-licenses --logtostderr report ./..."
	}
	if args[2].mayBeOption() || strings.HasPrefix(args[2].lit, "-") {
		return "`go-licenses --logtostderr` needs its command next (report or check)"
	}
	switch cmd := args[2].lit; cmd {
	case "report", "csv", "check":
	case "save":
		return "`go-licenses save` copies the dependencies' licenses and sources into a folder (report and check print)"
	default:
		return "`go-licenses " + shorten(cmd) + "` is not a command the model knows (report and check print)"
	}
	return specReason("go-licenses "+args[2].lit, args[2:], &specGoLicenses)
}

// logToStderr reports --logtostderr (or -logtostderr, or =true) as Go's
// flag package reads a bool.
func logToStderr(a arg) bool {
	if a.dynamic {
		return false
	}
	name, v, hasValue := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(a.lit, "-"), "-"), "=")
	if !strings.HasPrefix(a.lit, "-") || name != "logtostderr" {
		return false
	}
	return !hasValue || v == "true" || v == "1" || v == "t" || v == "T" || v == "TRUE" || v == "True"
}

// specBundleAudit declares bundler-audit 0.9's check options (Thor:
// short aliases, a value attached with = or in the next word, --no-X
// for a switch).
var specBundleAudit = optSpec{strict: true, complete: true, exact: true,
	switches: "qvh", values: "iFcG",
	longValues:   []string{"--ignore", "--format", "--config", "--gemfile-lock"},
	longSwitches: []string{"--quiet", "--verbose", "--no-quiet", "--no-verbose", "--help", "--no-update"},
	deny: []denied{
		{[]string{"-u", "--update"}, "pulls the advisory database into ~/.local/share/ruby-advisory-db first"},
		{[]string{"-D", "--database"}, "reads the database in the folder it names and clones it there when the folder is missing or empty"},
		{[]string{"-o", "--output"}, "writes the report to the file it names"},
	}}

// bundleAuditReason allows bundle-audit check (its default command) and
// version, where the advisory database is already in place: check
// clones it (git clone into ~/.local/share/ruby-advisory-db) when that
// folder is missing or empty. The scan parses Gemfile.lock and the
// .bundler-audit.yml ignore list as data (bundler-audit's source: its
// format name is looked up by base name among its own formats). Not
// installable here (Debian bookworm has no package); from the source.
func (c *classifier) bundleAuditReason(name string, args []arg) string {
	rest := args[1:]
	if len(rest) > 0 && !rest[0].mayBeOption() && !strings.HasPrefix(rest[0].lit, "-") {
		switch rest[0].lit {
		case "check":
			rest = rest[1:]
		case "version":
			if len(rest) == 1 {
				return ""
			}
		default:
			return "`" + name + " " + shorten(rest[0].lit) + "` is not check or version (update and download fetch the advisory database)"
		}
	} else if len(rest) == 1 && rest[0].is("--version") {
		return ""
	}
	sp := &specBundleAudit
	sc := scanArgs(rest, sp)
	if r := sc.verdict(name+" check", sp); r != "" {
		return r
	}
	if len(sc.operands) > 1 {
		return "`" + name + " check` takes one folder"
	}
	for _, o := range sc.opts {
		if (o.is(sp, "-F") || o.is(sp, "--format")) && strings.ContainsAny(o.val.lit, "/\\") {
			return "`" + name + " check --format` takes a format's name (text, json, junit)"
		}
	}
	home := c.w.env.Home
	if home == "" || c.w.env.ReadDir == nil {
		return "`" + name + " check` clones the advisory database into ~/.local/share/ruby-advisory-db when it is missing, which the model cannot look for here"
	}
	db := path.Join(home, ".local/share/ruby-advisory-db")
	if entries, err := c.w.env.ReadDir(db); err != nil || len(entries) == 0 {
		return "`" + name + " check` clones the advisory database into " + db + " (missing or empty) before it checks; run " + name + " update first"
	}
	return ""
}

// specCargoAudit declares cargo-audit 0.22's options for a Cargo.lock
// audit (clap: exact long names, bundles, a value attached or in the
// next word).
var specCargoAudit = optSpec{strict: true, complete: true, exact: true,
	switches: "nqvhV", values: "cdDfu",
	longValues:   []string{"--color", "--db", "--deny", "--file", "--ignore", "--target-arch", "--target-os", "--url", "--format"},
	longSwitches: []string{"--no-fetch", "--no-yanked", "--stale", "--quiet", "--json", "--verbose", "--help", "--version"}}

// cargoAuditReason judges the words after cargo audit. With --no-fetch it
// opens the advisory database (~/.cargo/advisory-db, or the folder --db
// or the user's ~/.cargo/audit.toml names) and reads the crates.io
// index's cached entries for yanked crates, holding cargo's package-cache
// lock (a shared lock on ~/.cargo/.package-cache: caches.go; 0.17's
// crates-index opens the index with Index::new_cargo_default, under
// ~/.cargo/registry, cargo's own cache); without it, it git-fetches the
// database and updates the index. With --file it
// reads that Cargo.lock; without it, a missing Cargo.lock is generated
// with cargo update --workspace. A project's .cargo/audit.toml (whose
// database path and fetch setting it would read) and an alias named
// audit are in a .cargo folder, which rustReason refuses. From
// cargo-audit's source (rustsec 0.22.2): cargo install cannot reach
// crates.io here.
func cargoAuditReason(rest []arg) string {
	sp := &specCargoAudit
	sc := scanArgs(rest, sp)
	if r := sc.verdict("cargo audit", sp); r != "" {
		return r
	}
	if len(sc.operands) > 0 {
		return "`cargo audit " + shorten(sc.operands[0].lit) + "` is not the Cargo.lock audit (cargo audit fix rewrites Cargo.toml; bin is not checked)"
	}
	if sc.has(sp, "-V", "--version", "-h", "--help") != nil {
		return ""
	}
	if sc.has(sp, "-n", "--no-fetch") == nil {
		return "`cargo audit` without --no-fetch git-fetches the advisory database into ~/.cargo/advisory-db and updates the crates.io index"
	}
	if sc.has(sp, "-f", "--file") == nil {
		return "`cargo audit` without --file runs cargo update --workspace, which writes Cargo.lock, when the folder has none"
	}
	return ""
}

// langAuditReason explains the Go and Ruby audits (ok false for any
// other program).
func (c *classifier) langAuditReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "govulncheck":
		return c.govulncheckReason(args), true
	case "go-licenses":
		return goLicensesReason(args), true
	case "bundle-audit", "bundler-audit":
		return c.bundleAuditReason(name, args), true
	}
	return "", false
}

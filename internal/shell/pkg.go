package shell

import (
	"path"
	"slices"
	"strings"
)

// Package managers and toolchains asked what they have: apt's queries
// (apt-cache, apt, apt-mark, apt-config, apt-get's simulations), the
// Rust toolchain through rustup's proxies (rustc, cargo, rustup), gem and
// bundler, ccache's statistics and configuration, benchstat, snap and asdf listings. Each is allowed only in the
// shapes that read; installing, building and anything that evaluates a
// file the team can write (a Gemfile, rust-toolchain.toml) is refused.

// pkgReason explains the package-manager and toolchain queries (ok false
// for any other program).
func (c *classifier) pkgReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "apt-cache":
		return aptCacheReason(args), true
	case "apt", "apt-get":
		return aptReason(name, args), true
	case "apt-mark":
		return aptMarkReason(args), true
	case "apt-config":
		return aptConfigReason(args), true
	case "apt-file":
		return aptFileReason(args), true
	case "rustc", "cargo", "rustup":
		return c.rustReason(name, args), true
	case "gem":
		return gemReason(args), true
	case "bundle", "bundler":
		return bundleReason(name, args), true
	case "gcc", "g++", "cc", "c++", "clang", "clang++":
		if r := compilerQuery(name, args); r != "" {
			if t := toolReason(name, args); t != "" {
				return t, true
			}
			return r, true
		}
		return "", true
	case "ccache":
		return ccacheReason(args), true
	case "snap":
		return snapReason(args), true
	case "asdf":
		return asdfReason(args), true
	case "mise", "rtx":
		return "`" + name + "` loads .mise.toml and .tool-versions files up the tree, whose templates and env directives can run commands", true
	case "benchstat":
		return specReason(name, args, &specBenchstat), true
	case "rustfmt", "cargo-clippy", "clippy-driver", "rust-analyzer":
		if len(args) == 2 && (args[1].is("--version") || args[1].is("-V")) {
			// Its version, through rustup's proxy like rustc --version.
			return c.toolchainFileReason(name), true
		}
		if name == "rustfmt" && rustfmtCheck(args) {
			if r := specReason(name, args, &specRustfmtCheck); r != "" {
				return r, true
			}
			return c.toolchainFileReason(name), true
		}
		return "`" + name + "` formats, lints or builds code through rustup's proxy (rustc --version and rustup show only ask)", true
	}
	return "", false
}

// apt's command-line parser (apt-pkg's CommandLine): short options may be
// bundled (-sq), a value is attached or the next word, long options are
// whole names (no abbreviations), --no-X negates a switch and a switch
// takes a following yes/no/true/false/on/off/with/without/enable/disable
// or 0/1 as its value (apt-get -s no install x is not a simulation;
// verified with apt 2.6). Every spec below is strict: an option not
// declared is refused. -o and -c set any configuration item: Dir::Cache
// moves the cache files it writes, and items such as
// APT::Update::Pre-Invoke and DPkg::Pre-Invoke are commands it runs.
// The configuration under /etc/apt is the system's, trusted as the model
// trusts other installed configuration; APT_CONFIG is not an allowed
// variable on the line.
var aptConfigDeny = []denied{
	{[]string{"-o", "--option"}, "sets any configuration item, among them cache places and hooks that run commands"},
	{[]string{"-c", "--config-file"}, "reads a configuration file, which can set hooks that run commands"},
}

var (
	// apt-cache's -s and -p name the cache files it writes.
	specAptCache = optSpec{strict: true, complete: true, exact: true,
		values: "ocpst", switches: "qhvaignf",
		longValues: []string{"--target-release", "--default-release"},
		longSwitches: []string{"--quiet", "--help", "--version", "--important", "--all-versions", "--no-all-versions",
			"--generate", "--no-generate", "--names-only", "--full", "--all-names", "--recurse", "--installed",
			"--no-pre-depends", "--no-depends", "--no-recommends", "--no-suggests", "--no-conflicts", "--no-breaks",
			"--no-replaces", "--no-enhances", "--implicit", "--only-source"},
		// aptConfigDeny spelled out: no append at init (TestSpecCopiesKeepInStep).
		deny: []denied{
			{[]string{"-p", "--pkg-cache"}, "writes the package cache to the file it names"},
			{[]string{"-s", "--src-cache"}, "writes the source cache to the file it names"},
			{[]string{"-o", "--option"}, "sets any configuration item, among them cache places and hooks that run commands"},
			{[]string{"-c", "--config-file"}, "reads a configuration file, which can set hooks that run commands"},
		}}
	// apt's queries and apt-get's: no option takes a value but the
	// refused ones, so no name or text from the line reaches the
	// planner's log (see aptSimulation).
	specAptGet = optSpec{strict: true, complete: true, exact: true,
		values: "oc", switches: "qsyhvVfmu",
		longSwitches: []string{"--quiet", "--simulate", "--just-print", "--dry-run", "--recon", "--no-act",
			"--yes", "--assume-yes", "--assume-no", "--help", "--version", "--verbose-versions", "--show-upgraded",
			"--fix-broken", "--ignore-missing", "--no-install-recommends", "--install-recommends",
			"--no-install-suggests", "--install-suggests", "--with-new-pkgs", "--purge", "--auto-remove",
			"--autoremove", "--no-upgrade", "--trivial-only", "--allow-downgrades", "--allow-remove-essential",
			"--allow-change-held-packages"},
		deny: []denied{
			{[]string{"-o", "--option"}, "sets any configuration item, among them cache places and hooks that run commands"},
			{[]string{"-c", "--config-file"}, "reads a configuration file, which can set hooks that run commands"},
		}}
	specApt = optSpec{strict: true, complete: true, exact: true,
		values: "oct", switches: "qsyhvanfV",
		longValues: []string{"--target-release", "--default-release"},
		longSwitches: []string{"--quiet", "--simulate", "--just-print", "--dry-run", "--recon", "--no-act",
			"--yes", "--assume-yes", "--help", "--version", "--installed", "--upgradable", "--upgradeable",
			"--manual-installed", "--all-versions", "--verbose", "--names-only", "--full", "--no-all-versions",
			"--verbose-versions", "--with-new-pkgs", "--no-install-recommends", "--fix-broken", "--purge"},
		deny: []denied{
			{[]string{"-o", "--option"}, "sets any configuration item, among them cache places and hooks that run commands"},
			{[]string{"-c", "--config-file"}, "reads a configuration file, which can set hooks that run commands"},
		}}
	specAptMark = optSpec{strict: true, complete: true, exact: true,
		values: "ocf", switches: "qhv",
		longSwitches: []string{"--quiet", "--help", "--version"},
		deny: []denied{
			{[]string{"-f", "--file"}, "reads and writes the package states in the file it names"},
			{[]string{"-o", "--option"}, "sets any configuration item, among them cache places and hooks that run commands"},
			{[]string{"-c", "--config-file"}, "reads a configuration file, which can set hooks that run commands"},
		}}
	specAptConfig = optSpec{strict: true, complete: true, exact: true,
		values: "oc", switches: "hv",
		longValues:   []string{"--format"},
		longSwitches: []string{"--help", "--version", "--empty", "--no-empty"},
		deny: []denied{
			{[]string{"-o", "--option"}, "sets any configuration item, among them cache places and hooks that run commands"},
			{[]string{"-c", "--config-file"}, "reads a configuration file, which can set hooks that run commands"},
		}}
)

// aptScan reads apt's words by a spec and refuses what the spec refuses,
// and a switch given a value (--simulate=no: apt reads the value as the
// switch's yes or no).
func aptScan(name string, args []arg, sp *optSpec) (scanned, string) {
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return sc, r
	}
	for _, o := range sc.opts {
		if o.hasVal && !sp.longIn(o.name, sp.longValues) && !(len(o.name) == 2 && sp.shortTakesValue(o.name[1])) {
			return sc, "`" + name + " " + o.name + "=` gives a switch a value, which apt reads as yes or no"
		}
	}
	return sc, ""
}

// aptBool reports a word apt's switches take as their yes or no value
// (apt-pkg's StringToBool): the switch before it consumes it.
func aptBool(a arg) bool {
	if a.dynamic {
		return true
	}
	switch strings.ToLower(a.lit) {
	case "0", "1", "no", "false", "without", "off", "disable", "yes", "true", "with", "on", "enable":
		return true
	}
	// strtol with base 0 also reads 00, 0x1, +1, 01 ...
	return strings.ContainsAny(a.lit, "01") && strings.Trim(a.lit, " \t\n+-0123456789xX") == ""
}

// aptCacheReason allows apt-cache's queries. As root, apt-cache (like
// apt, apt-get and apt-mark) rebuilds /var/cache/apt/pkgcache.bin and
// srcpkgcache.bin when they are stale: a tool cache (caches.go) derived
// from the package lists and dpkg's status, never from the line; without
// root it writes nothing (verified with apt 2.6 in a throw-away HOME and
// TMPDIR, as root and as nobody).
func aptCacheReason(args []arg) string {
	sc, r := aptScan("apt-cache", args, &specAptCache)
	if r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(&specAptCache, "-v", "--version", "-h", "--help") != nil {
			return ""
		}
		return "`apt-cache` without a command is not a query"
	}
	switch cmd := sc.operands[0].lit; cmd {
	case "policy", "show", "showpkg", "showsrc", "depends", "rdepends", "search", "madison", "pkgnames",
		"stats", "unmet", "dump", "dumpavail", "xvcg", "dotty", "showauto":
		return ""
	case "gencaches":
		return "`apt-cache gencaches` writes the package caches"
	default:
		return "`apt-cache " + shorten(cmd) + "` is not a query the model knows"
	}
}

// aptReason allows apt's queries (list, show, policy, search, depends,
// rdepends, showsrc) and the simulations of apt and apt-get.
func aptReason(name string, args []arg) string {
	sp := &specApt
	if name == "apt-get" {
		sp = &specAptGet
	}
	sc, r := aptScan(name, args, sp)
	if r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "-v", "--version", "-h", "--help") != nil {
			return ""
		}
		return "`" + name + "` without a command is not a query"
	}
	cmd := sc.operands[0].lit
	if aptBool(sc.operands[0]) {
		return "`" + name + " " + shorten(cmd) + "`: apt may read that word as the value of the switch before it (-s no is not a simulation)"
	}
	switch cmd {
	case "list", "show", "policy", "search", "depends", "rdepends", "showsrc", "madison":
		if name == "apt" {
			return ""
		}
	case "upgrade", "dist-upgrade", "full-upgrade", "autoremove", "autopurge", "install", "remove", "purge", "reinstall", "build-dep":
		return aptSimulation(name, cmd, sc, sp)
	case "changelog":
		return "`" + name + " changelog` downloads the changelog into a temporary file and may run a pager"
	}
	if name == "apt-get" {
		return "`apt-get " + shorten(cmd) + "` changes packages or the package lists (apt-cache and apt list, show and policy ask; apt-get -s upgrade simulates)"
	}
	return "`apt " + shorten(cmd) + "` changes packages or the package lists (apt list, show, policy, search and depends ask)"
}

// aptSimulation allows a simulated upgrade (-s, --simulate, --dry-run,
// --just-print, --recon, --no-act): it takes no lock and changes no
// package. As root it writes the planner's request to
// /var/log/apt/eipp.log.xz (a tool cache, caches.go): the installed
// packages and what is asked. So the request must hold nothing from the
// line: no package operand (apt-get -s install x writes "Install: x"
// there), only switches. With no operand, install and remove only fix
// broken dependencies (-f).
func aptSimulation(name, cmd string, sc scanned, sp *optSpec) string {
	if sc.has(sp, "-s", "--simulate", "--just-print", "--dry-run", "--recon", "--no-act") == nil {
		return "`" + name + " " + cmd + "` changes packages (with -s it only simulates)"
	}
	if len(sc.operands) > 1 {
		for _, a := range sc.operands[1:] {
			if aptBool(a) {
				return "`" + name + " " + cmd + " " + shorten(a.lit) + "`: apt may read that word as the value of the switch before it (-s no is not a simulation)"
			}
		}
		return "`" + name + " -s " + cmd + "` with packages writes them into the planner's log /var/log/apt/eipp.log.xz as root (apt-cache policy and depends ask about a package)"
	}
	switch cmd {
	case "upgrade", "dist-upgrade", "full-upgrade", "autoremove", "autopurge", "install", "remove", "purge":
		return ""
	}
	return "`" + name + " -s " + cmd + "` is not a simulation the model knows"
}

// aptMarkReason allows apt-mark's listings (showmanual, showauto,
// showhold, ...); every other command marks packages.
func aptMarkReason(args []arg) string {
	sc, r := aptScan("apt-mark", args, &specAptMark)
	if r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(&specAptMark, "-v", "--version", "-h", "--help") != nil {
			return ""
		}
		return "`apt-mark` without a command is not a query"
	}
	switch cmd := sc.operands[0].lit; cmd {
	case "showmanual", "showauto", "showhold", "showinstall", "showdeinstall", "showremove", "showpurge", "showheld":
		return ""
	default:
		return "`apt-mark " + shorten(cmd) + "` marks packages (showmanual, showauto and showhold list)"
	}
}

// aptConfigReason allows apt-config dump and shell, which print the
// configuration.
func aptConfigReason(args []arg) string {
	sc, r := aptScan("apt-config", args, &specAptConfig)
	if r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(&specAptConfig, "-v", "--version", "-h", "--help") != nil {
			return ""
		}
		return "`apt-config` without a command is not a query"
	}
	switch cmd := sc.operands[0].lit; cmd {
	case "dump", "shell":
		return ""
	default:
		return "`apt-config " + shorten(cmd) + "` is not a query the model knows"
	}
}

// Rust through rustup. rustc, cargo and rustup are usually rustup's
// proxies: before running the toolchain's program they look for
// rust-toolchain or rust-toolchain.toml in the working directory and
// every directory above it, and such a file can name a toolchain by path
// (a program the team wrote) or one rustup installs. So every shape below
// needs the model to list those directories and find no such file. With
// no ~/.rustup the proxy writes a default ~/.rustup/settings.toml (the
// same as none; a tool cache, caches.go); otherwise the shapes below
// wrote nothing (verified with rustup 1.29, rustc and cargo 1.95).
// +toolchain, RUSTUP_TOOLCHAIN and RUSTUP_HOME would choose another
// toolchain: a +word is refused, the variables are not allowed on the
// line.
var (
	// rustc reads its options with getopts: bundles (-vV), whole long
	// names, a value attached with = or in the next word. An operand is
	// a file it compiles, @file reads more options from a file.
	specRustc = optSpec{strict: true, complete: true, exact: true,
		switches: "vVh", values: "C", longSwitches: []string{"--version", "--verbose", "--help"},
		longValues: []string{"--print", "--target", "--explain", "--codegen"}}
	// cargo's options for its version and its manifest queries: cargo
	// --version, -vV, --list, cargo version (a built-in command: an
	// alias of the same name in .cargo/config.toml is not used),
	// metadata --no-deps, locate-project and read-manifest. They read
	// Cargo.toml and .cargo/config.toml as data and run no rustc, build
	// script or credential provider (verified with cargo 1.95 and a
	// config whose rustc and rustc-wrapper are a program that leaves a
	// mark); without --no-deps metadata resolves the dependencies, which
	// downloads the index and writes Cargo.lock. --config and -Z are
	// undeclared, so refused.
	specCargo = optSpec{strict: true, complete: true, exact: true,
		switches: "vVq", longSwitches: []string{"--version", "--verbose", "--quiet", "--list", "--no-deps", "--offline",
			"--frozen", "--locked", "--workspace"},
		longValues: []string{"--format-version", "--manifest-path", "--color", "--message-format", "--limit"}}
	// cargo tree (cargo 1.95's options): -i, -p and --target take an
	// optional value, which clap takes from the next word unless it
	// starts with a dash; the spec takes the next word always, and a
	// value that starts with a dash is refused.
	specCargoTree = optSpec{strict: true, complete: true, exact: true,
		switches: "vqdh", values: "eipFf",
		longSwitches: []string{"--verbose", "--quiet", "--no-dedupe", "--duplicates", "--workspace", "--all-features",
			"--no-default-features", "--locked", "--offline", "--frozen", "--help"},
		longValues: []string{"--edges", "--invert", "--prune", "--depth", "--prefix", "--charset", "--format", "--color",
			"--package", "--exclude", "--features", "--target", "--manifest-path"},
		deny: []denied{{[]string{"--config"}, "overrides cargo's configuration, which can name the rustc it runs (build.rustc, build.rustc-wrapper)"},
			{[]string{"-Z"}, "sets unstable cargo flags"}}}
	specRustup = optSpec{strict: true, complete: true, exact: true,
		switches: "vVqh", longSwitches: []string{"--version", "--verbose", "--quiet", "--help", "--installed", "--path"}}
)

// rustReason allows rustc --version and --print, cargo --version and
// rustup's listings.
func (c *classifier) rustReason(name string, args []arg) string {
	for _, a := range args[1:] {
		if strings.HasPrefix(a.lit, "+") {
			return "`" + name + " " + shorten(a.lit) + "` chooses a toolchain, which may be a path to any program or one rustup installs"
		}
	}
	var r string
	switch name {
	case "rustc":
		r = rustcReason(args)
	case "cargo":
		r = cargoReason(args)
	default:
		r = rustupReason(args)
	}
	if r != "" {
		return r
	}
	if name == "cargo" && (cargoSubcommand(args) || cargoAsksRustc(args)) {
		// An alias in a .cargo/config.toml the team can write shadows
		// an external subcommand such as clippy (cargo 1.95 warns and
		// runs the alias).
		if r := c.upwardReason(name, "whose config.toml may define an alias that runs instead", true, ".cargo"); r != "" {
			return r
		}
	}
	if name == "cargo" && slices.ContainsFunc(args[1:], func(a arg) bool { return a.is("search") }) {
		// A .cargo/config.toml the team can write may replace crates.io
		// with a registry that asks a credential provider (a program)
		// for a token.
		if r := c.upwardReason(name, "whose config.toml may replace crates.io with a registry whose credential provider runs", true, ".cargo"); r != "" {
			return r
		}
	}
	return c.toolchainFileReason(name)
}

// cargoSubcommand reports cargo running an external subcommand (clippy,
// fmt): the only shapes allowed with an operand that is no built-in
// command.
func cargoSubcommand(args []arg) bool {
	for _, a := range args[1:] {
		if a.is("clippy") || a.is("fmt") || a.is("audit") {
			return true
		}
	}
	return false
}

func rustcReason(args []arg) string {
	sp := &specRustc
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("rustc", sp); r != "" {
		return r
	}
	if len(sc.operands) > 0 {
		return "`rustc` with an operand compiles it (rustc --version and --print only ask)"
	}
	asks := false
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "--print"):
			if !rustPrintKind(o.val.lit) || o.val.dynamic {
				return "`rustc --print " + shorten(o.val.lit) + "` is not a printout the model knows (--print KIND=PATH writes a file)"
			}
			asks = true
		case o.is(sp, "--target"):
			if o.val.dynamic || o.val.lit == "" || strings.ContainsAny(o.val.lit, "/.=") {
				return "`rustc --target` takes a target's name here, not a file"
			}
		case o.is(sp, "-C"), o.is(sp, "--codegen"):
			// Only the target's CPU and features, which --print cfg
			// and target-features report on; -C linker and the like
			// name programs.
			v := o.val.lit
			if o.val.dynamic || !(strings.HasPrefix(v, "target-cpu=") || strings.HasPrefix(v, "target-feature=")) {
				return "`rustc -C " + shorten(v) + "` is not a codegen option the model allows with --print (target-cpu and target-feature only)"
			}
		case o.is(sp, "--explain"):
			// It prints an error code's explanation (through a pager
			// only when its output is a terminal).
			if !errorCode(o.val) {
				return "`rustc --explain` takes an error code such as E0308"
			}
			asks = true
		case o.is(sp, "-V"), o.is(sp, "--version"), o.is(sp, "-h"), o.is(sp, "--help"):
			asks = true
		}
	}
	if !asks {
		return "`rustc` without --version or --print compiles"
	}
	return ""
}

// errorCode reports a literal rustc error code (E0308).
func errorCode(a arg) bool {
	s := a.lit
	return !a.dynamic && len(s) == 5 && s[0] == 'E' && strings.Trim(s[1:], "0123456789") == ""
}

// rustPrintKind reports what rustc --print prints without an input file.
func rustPrintKind(s string) bool {
	switch s {
	case "sysroot", "target-libdir", "cfg", "target-list", "target-cpus", "target-features", "relocation-models",
		"code-models", "tls-models", "calling-conventions", "stack-protector-strategies", "split-debuginfo",
		"host-tuple", "deployment-target", "supported-crate-types", "all-target-specs-json", "check-cfg":
		return true
	}
	return false
}

// cargoTreeArgs returns the words after tree when the line is cargo
// [global switches] tree ...: the only shape judged with cargo tree's
// own options.
func cargoTreeArgs(args []arg) ([]arg, bool) {
	for i := 1; i < len(args); i++ {
		switch a := args[i]; {
		case a.dynamic:
			return nil, false
		case a.is("tree"):
			return args[i+1:], true
		case a.is("-v"), a.is("-vv"), a.is("-q"), a.is("--verbose"), a.is("--quiet"), a.is("--locked"), a.is("--offline"), a.is("--frozen"):
		default:
			return nil, false
		}
	}
	return nil, false
}

// cargoAsksRustc reports the cargo commands allowed here that ask rustc
// for the target's settings: cargo tree, and cargo metadata resolving
// the dependencies (without --no-deps).
func cargoAsksRustc(args []arg) bool {
	if _, tree := cargoTreeArgs(args); tree {
		return true
	}
	metadata, noDeps := false, false
	for _, a := range args[1:] {
		metadata = metadata || a.is("metadata")
		noDeps = noDeps || a.is("--no-deps")
	}
	return metadata && !noDeps
}

// cargoTreeReason allows cargo tree with --locked or --frozen, which
// resolves the dependencies without writing Cargo.lock. It fills the
// registry cache (~/.cargo/registry, .package-cache, .global-cache: a
// package manager's cache) and asks rustc for the target's settings
// (rustc -vV and --print cfg, checked with strace on cargo 1.95: nothing
// else written, target/ not created), which is why rustReason looks for
// the .cargo folders and toolchain files that choose that rustc.
func cargoTreeReason(global, rest []arg) string {
	sp := &specCargoTree
	sc := scanArgs(rest, sp)
	if r := sc.verdict("cargo tree", sp); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if o.hasVal && (o.val.dynamic || strings.HasPrefix(o.val.lit, "-")) {
			return "`cargo tree " + o.name + "` has a value that starts with a dash or is not literal (clap would read a dash word as the next option)"
		}
	}
	if len(sc.operands) > 0 {
		return "`cargo tree` takes no operands"
	}
	locked := sc.has(sp, "--locked", "--frozen") != nil
	for _, a := range global {
		locked = locked || a.is("--locked") || a.is("--frozen")
	}
	if !locked && sc.has(sp, "-h", "--help") == nil {
		return "`cargo tree` without --locked or --frozen may write Cargo.lock"
	}
	return ""
}

func cargoReason(args []arg) string {
	if len(args) > 1 && args[1].is("audit") {
		return cargoAuditReason(args[2:])
	}
	if len(args) > 1 && args[1].is("deny") {
		// Not installable here (crates.io is out of reach); from its
		// source (cargo-deny 0.18).
		return "`cargo deny` runs cargo metadata and cargo fetch through $CARGO, and git in the advisory database's folder, which deny.toml's db-path (a file the team writes) may name; read deny.toml, or run cargo tree --locked"
	}
	if rest, ok := cargoTreeArgs(args); ok {
		return cargoTreeReason(args[1:len(args)-len(rest)-1], rest)
	}
	sp := &specCargo
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("cargo", sp); r != "" {
		return r
	}
	cmd := ""
	if len(sc.operands) > 0 {
		cmd = sc.operands[0].lit
	}
	switch {
	case cmd == "search" && len(sc.operands) == 2:
		// It asks crates.io's search API (the registry's config.json
		// names it) and keeps the index's files in cargo's cache; no
		// --index or --registry, whose registry may require a token
		// from a credential provider (a program).
		return ""
	case len(sc.operands) > 1:
	case cmd == "" && sc.has(sp, "-V", "--version", "--list") != nil:
		return ""
	case cmd == "version", cmd == "locate-project", cmd == "read-manifest":
		return ""
	case cargoToolVersion(cmd, sc, sp):
		// cargo runs cargo-clippy or cargo-fmt (a rustup proxy), which
		// prints its version (cargo-fmt: rustfmt's) and exits: nothing
		// written, no rustfmt.toml or clippy.toml read (verified with
		// cargo 1.95). rustReason looks for .cargo folders, whose
		// aliases would run instead.
		return ""
	case cmd == "install" && sc.has(sp, "--list") != nil && len(sc.opts) == 1:
		// It lists ~/.cargo/.crates.toml (verified: no rustc run).
		return ""
	case cmd == "metadata":
		// With --locked (or --frozen) it resolves as cargo tree does:
		// the registry cache and rustc's target settings, Cargo.lock
		// untouched (strace, cargo 1.95); rustReason looks for what
		// chooses that rustc.
		if sc.has(sp, "--no-deps", "--locked", "--frozen") != nil {
			return ""
		}
		return "`cargo metadata` without --no-deps, --locked or --frozen resolves the dependencies, which may write Cargo.lock"
	}
	if r := toolReason("cargo", args); r != "" {
		return r
	}
	return "`cargo` builds, runs or reads the project's configuration (cargo --version and cargo version ask)"
}

// cargoToolVersion reports cargo clippy --version (or -V) and cargo fmt
// --version (cargo fmt refuses -V).
func cargoToolVersion(cmd string, sc scanned, sp *optSpec) bool {
	if cmd != "clippy" && cmd != "fmt" || len(sc.opts) != 1 {
		return false
	}
	return sc.has(sp, "--version") != nil || cmd == "clippy" && sc.has(sp, "-V") != nil
}

// rustupReason allows rustup's listings: show, toolchain list, target
// and component list, default and override list, which, --version.
// rustup check asks the network and update, install, default NAME,
// override set, run and doc change or run something.
func rustupReason(args []arg) string {
	sp := &specRustup
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("rustup", sp); r != "" {
		return r
	}
	ops := make([]string, len(sc.operands))
	for i, a := range sc.operands {
		ops[i] = a.lit
	}
	shape := strings.Join(ops, " ")
	switch {
	case shape == "":
		if sc.has(sp, "-V", "--version", "-h", "--help") != nil && sc.has(sp, "--path") == nil {
			return ""
		}
	case shape == "show", shape == "show active-toolchain", shape == "show home", shape == "show profile",
		shape == "toolchain list", shape == "target list", shape == "component list", shape == "default",
		shape == "override list":
		if sc.has(sp, "--path") == nil && (sc.has(sp, "--installed") == nil || ops[0] == "target" || ops[0] == "component") {
			return ""
		}
	case len(ops) == 2 && ops[0] == "which" && !strings.HasPrefix(ops[1], "-"):
		return ""
	case shape == "doc" && sc.has(sp, "--path") != nil:
		// It prints the documentation's path instead of opening a browser.
		return ""
	}
	return "`rustup " + shorten(shape) + "` installs, changes or runs toolchains (rustup show, toolchain list and target list --installed ask)"
}

// toolchainFileReason refuses a rustup proxy where the model cannot show
// that no rust-toolchain file is in the working directory or above it.
func (c *classifier) toolchainFileReason(name string) string {
	return c.upwardReason(name, "which chooses the toolchain rustup runs (a path there is any program)", false,
		"rust-toolchain", "rust-toolchain.toml")
}

// upwardReason refuses a program where the model cannot show that no
// entry of those names is in the working directory or above it; with
// userHome, the home folder's own (~/.cargo, the user's installation and
// configuration) is trusted as ~/.gitconfig is.
func (c *classifier) upwardReason(name, why string, userHome bool, names ...string) string {
	what := strings.Join(names, " or ")
	dirs, whyNot := c.runDirs()
	if whyNot != "" {
		return "`" + name + "` " + whyNot + ", where " + what + " may change what it runs"
	}
	if c.w.env.ReadDir == nil {
		return "`" + name + "` runs where the model cannot look for " + what + ", which may change what it runs"
	}
	for _, d := range dirs {
		for {
			entries, err := c.w.env.ReadDir(d)
			if err != nil {
				return "`" + name + "` runs below " + d + ", which the model cannot list for " + what
			}
			for _, e := range entries {
				for _, n := range names {
					// EqualFold: macOS's file systems ignore case, so
					// a KAFKACTL.YML is found as kafkactl.yml there.
					if strings.EqualFold(e.Name(), n) && !(userHome && c.w.env.Home != "" && d == path.Clean(c.w.env.Home)) {
						return "`" + name + "` runs below " + path.Join(d, e.Name()) + ", " + why
					}
				}
			}
			if d == "/" || d == "." || d == "" {
				break
			}
			d = path.Dir(d)
		}
	}
	return ""
}

// gem reads its options with Ruby's OptionParser: bundles, a value
// attached or in the next word, long options by any unambiguous prefix
// (an exact name wins), options anywhere after the command. Asking the
// gem server (-r, --remote, -b, --both; gem search without --local)
// writes its spec cache under ~/.local/share/gem, and --source,
// --http-proxy and --clear-sources point it elsewhere. --spec-dir loads
// gemspecs, which are Ruby code, from a folder the line names;
// --config-file reads a gemrc the team may have written (gem reads no
// .gemrc from the working directory: verified with RubyGems 3.3).
// Installed gems' rubygems_plugin.rb files run at every start: they are
// user-level installs, trusted as ~/.gitconfig is; GEM_HOME, GEM_PATH,
// RUBYOPT and RUBYLIB, which would move them into the project, are not
// allowed variables on the line.
var specGem = optSpec{strict: true, complete: true,
	values: "v", switches: "laediqVhRg",
	longValues: []string{"--version", "--platform"},
	longSwitches: []string{"--local", "--all", "--exact", "--details", "--no-details", "--versions", "--no-versions",
		"--installed", "--no-installed", "--prerelease", "--no-prerelease", "--pre", "--verbose", "--no-verbose",
		"--quiet", "--silent", "--help", "--backtrace", "--norc", "--reverse-dependencies", "--no-reverse-dependencies",
		"--pipe", "--lib-only", "--no-lib-only", "--prefix", "--no-prefix", "--show-install-dir", "--gems-first",
		"--no-gems-first", "--yaml", "--ruby", "--marshal", "--list"},
	deny: []denied{
		{[]string{"-r", "--remote"}, "asks the gem server and writes its spec cache"},
		{[]string{"-b", "--both"}, "asks the gem server and writes its spec cache"},
		{[]string{"-s", "--source"}, "asks another gem server and writes its spec cache"},
		{[]string{"-p", "--http-proxy", "--no-http-proxy"}, "asks the gem server through a proxy"},
		{[]string{"-B", "--bulk-threshold"}, "asks the gem server"},
		{[]string{"-u", "--update-sources", "--no-update-sources"}, "asks the gem server"},
		{[]string{"--clear-sources"}, "asks another gem server"},
		{[]string{"--spec-dir"}, "loads gem specifications, which are Ruby code, from the folder it names"},
		{[]string{"--config-file"}, "reads a gem configuration the team may have written"},
	}}

// gemReason allows gem's local queries: list, search --local, info,
// specification, contents, which, environment, dependency, stale,
// sources (the list), help. Each writes nothing (verified with RubyGems
// 3.3 in a throw-away HOME and TMPDIR).
func gemReason(args []arg) string {
	sp := &specGem
	if len(args) == 2 && (args[1].is("-v") || args[1].is("--version")) {
		return ""
	}
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("gem", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "-h", "--help") != nil {
			return ""
		}
		return "`gem` without a command is not a query"
	}
	cmd := sc.operands[0].lit
	ops := sc.operands[1:]
	switch cmd {
	case "list", "environment", "env", "which", "help", "stale":
		return ""
	case "search":
		if sc.has(sp, "-l", "--local") == nil {
			return "`gem search` asks the gem server and writes its spec cache (add --local)"
		}
		return ""
	case "specification", "spec":
		return gemSpecReason(cmd, ops)
	case "info", "contents", "dependency", "dep":
		for _, a := range ops {
			if strings.Contains(a.lit, "/") || strings.HasSuffix(a.lit, ".gem") || strings.HasSuffix(a.lit, ".gemspec") {
				return "`gem " + cmd + " " + shorten(a.lit) + "` reads a gem file, not an installed gem"
			}
		}
		return ""
	case "sources":
		for _, o := range sc.opts {
			if !o.is(sp, "-l") && !o.is(sp, "--list") && !o.is(sp, "-q") && !o.is(sp, "--quiet") {
				return "`gem sources " + o.name + "` changes the gem sources or their cache (gem sources alone lists them)"
			}
		}
		if len(ops) == 0 {
			return ""
		}
	case "install", "update", "uninstall", "cleanup", "pristine", "fetch", "unpack", "build", "push", "yank",
		"owner", "signin", "signout", "cert", "rebuild", "rdoc", "generate_index", "exec", "open", "server", "setup":
		return "`gem " + cmd + "` installs, changes or runs gems"
	}
	return "`gem " + shorten(cmd) + "` is not a local query the model knows (gem list, info, specification, contents, which, env ask)"
}

// gemSpecReason allows gem specification of an installed gem or of a
// .gem file, whole or one field. A .gem's metadata is read with
// Gem::SafeYAML.safe_load, which builds only the specification's own
// classes (Gem::Specification, Version, Requirement, Dependency,
// Platform, Time, Date, Symbol) from their fields and runs nothing
// (RubyGems 3.3.15 on Ruby 3.1; strace showed no file written or
// program started, the HOME and TMPDIR left empty). The FIELD word is
// sent to the specification as a method name (s.send field), so any
// method without arguments would run (build_extensions builds and
// writes a gem's native extensions): only the specification's
// attribute readers are allowed. A .gemspec is Ruby code: gem spec
// does not evaluate it, but the model keeps it out all the same.
func gemSpecReason(cmd string, ops []arg) string {
	if len(ops) > 2 {
		return "`gem " + cmd + "` takes a gem and one field"
	}
	if len(ops) > 0 && strings.HasSuffix(ops[0].lit, ".gemspec") {
		return "`gem " + cmd + " " + shorten(ops[0].lit) + "` names a .gemspec, which is Ruby code (gem spec reads installed gems and .gem files)"
	}
	if len(ops) == 2 && !gemSpecField(ops[1].lit) {
		return "`gem " + cmd + " GEM " + shorten(ops[1].lit) + "` calls the method it names on the specification; only its fields (version, dependencies, files, ...) are reads"
	}
	return ""
}

// gemSpecField reports an attribute reader of Gem::Specification, which
// returns a field and changes nothing.
func gemSpecField(f string) bool {
	switch f {
	case "name", "version", "platform", "original_platform", "date", "summary", "description", "authors",
		"author", "email", "homepage", "license", "licenses", "metadata", "files", "test_files", "test_file",
		"executables", "executable", "extensions", "extra_rdoc_files", "rdoc_options", "require_paths",
		"require_path", "required_ruby_version", "required_rubygems_version", "requirements", "dependencies",
		"runtime_dependencies", "development_dependencies", "bindir", "post_install_message", "cert_chain",
		"signing_key", "specification_version", "rubygems_version", "installed_by_version", "full_name",
		"autorequire", "default_executable":
		return true
	}
	return false
}

// bundleReason allows bundler's version and its configuration listing.
// Every command that loads the bundle (list, show, info, check, outdated,
// exec, ...) evaluates the Gemfile, which is Ruby code the team can write
// (verified: bundle list and show ran it, bundle -v, version and config
// did not, with Bundler 2.3). bundle help runs man.
func bundleReason(name string, args []arg) string {
	if r := literalWords(name, args); r != "" {
		return r
	}
	words := make([]string, 0, len(args)-1)
	for _, a := range args[1:] {
		words = append(words, a.lit)
	}
	switch shape := strings.Join(words, " "); shape {
	case "-v", "--version", "version", "config", "config list":
		return ""
	default:
		if len(words) == 3 && words[0] == "config" && words[1] == "get" && !strings.HasPrefix(words[2], "-") {
			return ""
		}
		return "`" + name + " " + shorten(shape) + "` evaluates the Gemfile, which is Ruby code the team can write, or changes the bundle (read Gemfile.lock; bundle -v and bundle config ask)"
	}
}

// specBenchstat declares benchstat's flags (Go's flag package: one dash
// or two, a value after = or in the next word, no bundles), of the
// current version and the older one (-html, -csv, -geomean, ... print
// too). It reads the files it names and prints; nothing is written
// (verified in a throw-away HOME).
// specRustfmtCheck: rustfmt --check prints a diff and writes nothing; it
// reads rustfmt.toml, which holds no code. --emit files and --backup
// write, and --print-config writes the configuration to a file named.
var specRustfmtCheck = optSpec{strict: true, switches: "lvqh",
	longValues:   []string{"--edition", "--style-edition", "--color", "--config-path"},
	longSwitches: []string{"--check", "--files-with-diff", "--verbose", "--quiet", "--help"},
	deny: []denied{
		{[]string{"--emit"}, "writes the formatted files"},
		{[]string{"--backup"}, "writes the formatted files"},
		{[]string{"--print-config"}, "writes its configuration to a file"},
		// Applied after --check: --config emit_mode=files may write.
		{[]string{"--config"}, "sets any configuration item, emit_mode among them"},
	}}

// rustfmtCheck reports rustfmt with --check among its literal words.
func rustfmtCheck(args []arg) bool {
	for _, a := range args[1:] {
		if a.is("--check") {
			return true
		}
	}
	return false
}

var specBenchstat = optSpec{goflag: true, strict: true, complete: true, exact: true,
	longValues: []string{"-alpha", "-col", "-confidence", "-filter", "-format", "-ignore", "-row", "-table",
		"-delta-test", "-sort", "-split"},
	longSwitches: []string{"-geomean", "-html", "-norange", "-csv", "-h", "-help"}}

// snap's queries ask snapd over its socket what is installed, running,
// connected or changing, or the store through snapd (info, find); every
// other command installs, removes, refreshes, runs or configures snaps.
// snap warnings is not here: it records when the warnings were seen (for
// snap okay). The snap client's options are go-flags: whole long names,
// a value after = or in the next word. Not verified on a machine with
// snapd (none here).
var specSnap = optSpec{strict: true, complete: true, exact: true,
	longValues:   []string{"--unicode", "--color", "--last"},
	longSwitches: []string{"--all", "--verbose", "--abs-time", "--help", "--narrow", "--private"}}

func snapReason(args []arg) string {
	sp := &specSnap
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("snap", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "--help") != nil {
			return ""
		}
		return "`snap` without a command is not a query"
	}
	switch cmd := sc.operands[0].lit; cmd {
	case "list", "version", "info", "services", "connections", "changes", "change", "tasks", "aliases", "find", "search":
		return ""
	default:
		return "`snap " + shorten(cmd) + "` installs, removes, runs or configures snaps (snap list, info and services ask)"
	}
}

// asdfReason allows asdf's listings: current, list (not list all), where,
// which, plugin list (with --urls and --refs, which run git -C on each
// installed plugin's folder: rev-parse --is-inside-work-tree and HEAD,
// remote and remote get-url, reads of the plugins' own repositories;
// not plugin list all, which clones the plugin index), info, version,
// help. info (asdf 0.16's internal/info, 0.14's command-info.bash) runs
// uname -a, the user's $SHELL --version (SHELL and BASH_ENV may not be
// set on the line) and prints its variables and plugin list --urls
// --refs; asdf could not be installed here (not in Debian), so this is
// read in its source. They read
// ~/.asdfrc, the installs and .tool-versions up the tree (data: a version
// per tool); with legacy_version_file set in ~/.asdfrc, current also
// runs the installed plugins' list-legacy-filenames and parse-legacy-file
// scripts, user-level installs trusted as ~/.gitconfig is (read in asdf
// 0.16's source: nothing there writes). list all, latest and install ask
// the network or install.
func asdfReason(args []arg) string {
	if r := literalWords("asdf", args); r != "" {
		return r
	}
	ops := make([]string, 0, len(args)-1)
	for _, a := range args[1:] {
		ops = append(ops, a.lit)
	}
	n := len(ops)
	for i, w := range ops {
		if strings.HasPrefix(w, "-") && !(n == 1 && (w == "--version" || w == "-v" || w == "--help" || w == "-h")) &&
			!(i == n-1 && w == "--no-header" && n >= 1 && ops[0] == "current") &&
			!(i >= 2 && (w == "--urls" || w == "--refs") && ops[0] == "plugin" && ops[1] == "list") {
			return "`asdf " + shorten(w) + "` is an option the model does not know"
		}
	}
	if n == 0 {
		return "`asdf` without a command is not a query"
	}
	switch ops[0] {
	case "--version", "-v", "--help", "-h", "version", "help":
		return ""
	case "info":
		if n == 1 {
			return ""
		}
	case "current", "which":
		if n <= 3 {
			return ""
		}
	case "where":
		if n == 2 || n == 3 {
			return ""
		}
	case "list":
		if n <= 3 && (n < 2 || ops[1] != "all") {
			return ""
		}
	case "plugin":
		if n >= 2 && n <= 4 && ops[1] == "list" {
			flags := ops[2:]
			if len(flags) == 0 || len(flags) == 1 && (flags[0] == "--urls" || flags[0] == "--refs") ||
				len(flags) == 2 && flags[0] != flags[1] && (flags[0] == "--urls" || flags[0] == "--refs") &&
					(flags[1] == "--urls" || flags[1] == "--refs") {
				return ""
			}
		}
	}
	return "`asdf " + shorten(strings.Join(ops, " ")) + "` installs, changes or asks the network (asdf current, list and where ask)"
}

// compilerQuery allows a C compiler asked about itself: its version and
// target (-v, -dumpversion, -dumpmachine), its search paths and the file
// or program it would use (-print-*), the options a target enables (-Q
// --help=target) and its predefined macros (-E -dM - with the input on
// standard input). Such a line names no input file and no -o, -B,
// -specs, -wrapper, -fplugin or @file, so the compiler compiles and
// writes nothing (the driver may make and remove a temporary file).
func compilerQuery(name string, args []arg) string {
	if r := literalWords(name, args); r != "" {
		return r
	}
	stdin, preprocess := false, false
	for i := 1; i < len(args); i++ {
		w := args[i].lit
		switch {
		case w == "-":
			stdin = true
		case w == "-E":
			preprocess = true
		case w == "-x" && i+1 < len(args):
			i++
			switch args[i].lit {
			case "c", "c++", "objective-c", "assembler-with-cpp":
			default:
				return "`" + name + " -x " + shorten(args[i].lit) + "` is not a language the model knows"
			}
		case w == "-v", w == "--version", w == "-dM", w == "-dD", w == "-Q", w == "-m32", w == "-m64", w == "-w",
			w == "-dumpversion", w == "-dumpfullversion", w == "-dumpmachine", w == "-dumpspecs",
			w == "-print-search-dirs", w == "-print-libgcc-file-name", w == "-print-multiarch", w == "-print-multi-lib",
			w == "-print-multi-directory", w == "-print-multi-os-directory", w == "-print-sysroot",
			w == "-print-sysroot-headers-suffix", w == "-print-resource-dir", w == "-print-target-triple",
			w == "-print-effective-triple", w == "-O0", w == "-O1", w == "-O2", w == "-O3", w == "-Os":
		case strings.HasPrefix(w, "-print-file-name="), strings.HasPrefix(w, "-print-prog-name="),
			strings.HasPrefix(w, "-march="), strings.HasPrefix(w, "-mtune="), strings.HasPrefix(w, "-mcpu="),
			strings.HasPrefix(w, "-std="), strings.HasPrefix(w, "--target="):
		case strings.HasPrefix(w, "--help="):
			switch strings.TrimPrefix(w, "--help=") {
			case "target", "optimizers", "warnings", "params", "common":
			default:
				return "`" + name + " " + shorten(w) + "` is not a help the model knows"
			}
		default:
			return "`" + name + " " + shorten(w) + "` compiles or is not a query the model knows (-v, -dumpversion, -print-search-dirs, -E -dM - ask)"
		}
	}
	if stdin != preprocess {
		return "`" + name + "` reads its input from - only to preprocess it (-E -dM -)"
	}
	if len(args) == 1 {
		return "`" + name + "` without options is not a query"
	}
	return ""
}

// specAptFile declares apt-file's options (Perl's Getopt::Long with
// gnu_getopt: bundles, long options by any unambiguous prefix, "--").
// -D and -f only say that the operands are .deb files or files of
// patterns, which it reads; -c and -o set any apt configuration item.
var specAptFile = optSpec{strict: true, complete: true,
	values: "aIco", switches: "FDfixlvh",
	longValues: []string{"--architecture", "--index-names", "--filter-suites", "--filter-origins"},
	longSwitches: []string{"--fixed-string", "--from-deb", "--from-file", "--ignore-case", "--regexp", "--substring-match",
		"--package-only", "--stream-results", "--verbose", "--help"},
	deny: []denied{
		{[]string{"-o", "--option"}, "sets any configuration item, among them cache places and hooks that run commands"},
		{[]string{"-c", "--config-file"}, "reads a configuration file, which can set hooks that run commands"},
	}}

// aptFileReason allows apt-file search, find, list, show and
// list-indices: they read the Contents files apt-file update fetched,
// through apt-get indextargets and apt-helper cat-file (verified with
// apt-file 3.3 in a throw-away HOME: nothing written). update fetches
// and writes them.
func aptFileReason(args []arg) string {
	sp := &specAptFile
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("apt-file", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "-h", "--help") != nil {
			return ""
		}
		return "`apt-file` without an action is not a query"
	}
	switch cmd := sc.operands[0].lit; cmd {
	case "search", "find", "list", "show", "list-indices":
		return ""
	default:
		return "`apt-file " + shorten(cmd) + "` fetches the Contents files or is not a query the model knows (apt-file search and list ask)"
	}
}

// ccacheReason allows ccache's reports: -s/--show-stats (with -v),
// --print-stats, -p/--show-config and -V/--version. Checked with ccache
// 4.7.5 under strace, on an empty cache and on one filled by two
// compiles: they read the stats and config files and write nothing (no
// stats update, no cleanup). The rest compiles (ccache gcc ...), zeroes
// or clears the cache, or sets its configuration.
func ccacheReason(args []arg) string {
	words := args[1:]
	if len(words) == 0 {
		return "`ccache` with no option is a usage error; ccache -s shows the statistics"
	}
	stats := false
	for _, a := range words {
		if a.dynamic || a.glob {
			return nonLiteralReason("ccache", a)
		}
		switch a.lit {
		case "-s", "--show-stats":
			stats = true
		case "-v", "--verbose", "-vv":
		case "-p", "--show-config", "-V", "--version", "--print-stats":
			if len(words) != 1 {
				return "`ccache " + a.lit + "` with other options: the model allows it alone"
			}
		default:
			return "`ccache " + shorten(a.lit) + "` is not a report the model allows (ccache -s, -p, --print-stats and --version only read; the rest compiles, zeroes or clears the cache, or sets its configuration)"
		}
	}
	if !stats && !(len(words) == 1 && words[0].lit != "-v" && words[0].lit != "--verbose" && words[0].lit != "-vv") {
		return "`ccache -v` without -s: the model allows it only with -s"
	}
	return ""
}

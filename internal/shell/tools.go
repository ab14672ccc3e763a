package shell

import (
	"slices"
	"strings"
)

// Programs that only look unless an option makes them write or run
// something: lsof, ss, journalctl, tar (listing), man, npm and go queries.

// specTar declares what a plain listing of an archive may use: -t (or -x
// with -O, to standard output), -f, compression and verbosity. Every other option, the ones that run
// programs (-I, --to-command, --checkpoint-action, ...) among them, is
// refused as not part of a plain listing.
var specTar = optSpec{strict: true, values: "f", switches: "txvzjJaOqP",
	longValues:   []string{"--file", "--exclude", "--quoting-style"},
	longOptional: []string{"--occurrence"},
	longSwitches: []string{"--list", "--extract", "--get", "--to-stdout", "--verbose", "--gzip", "--gunzip", "--bzip2", "--xz", "--zstd", "--lzma",
		"--auto-compress", "--wildcards", "--no-wildcards", "--anchored", "--no-anchored", "--numeric-owner",
		"--full-time", "--utc", "--null", "--ignore-case", "--show-transformed-names", "--totals",
		"--block-number", "--force-local"}}

// tarWords returns tar's words with an old-style first word (tar tvf
// a.tar) spelled as options: each letter an option, each letter that
// takes a value taking the next word in turn.
func tarWords(args []arg) []arg {
	if len(args) < 2 || args[1].dynamic || args[1].lit == "" || strings.HasPrefix(args[1].lit, "-") {
		return args[1:]
	}
	out := make([]arg, 0, len(args))
	next := 2
	for _, c := range []byte(args[1].lit) {
		out = append(out, arg{lit: shortName(c)})
		if isShort(specTar.values, c) && next < len(args) {
			out = append(out, args[next])
			next++
		}
	}
	return append(out, args[next:]...)
}

// tarReason allows listing an archive (-t, --list) or extracting it to
// standard output (-x -O), and nothing else.
func tarReason(args []arg) string {
	sp := &specTar
	sc := scanArgs(tarWords(args), sp)
	if sc.dynamic != nil {
		return nonLiteralReason("tar", *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`tar " + shorten(sc.unknown) + "` is not an option of a plain listing"
	}
	if sc.has(sp, "-t", "--list") == nil {
		// -x with -O extracts to standard output only.
		if sc.has(sp, "-x", "--extract", "--get") == nil || sc.has(sp, "-O", "--to-stdout") == nil {
			return "`tar` without -t (or -x with -O) writes archives or files"
		}
	}
	forceLocal := sc.has(sp, "--force-local") != nil
	for _, f := range sc.values(sp, "-f", "--file") {
		if f.dynamic || strings.Contains(f.lit, ":") && !forceLocal {
			return "`tar -f " + f.lit + "` may reach another machine through rsh"
		}
	}
	return ""
}

// projectHookReason refuses the package managers that run code the team
// can write whatever the command (checked with pnpm 9.15.9 and yarn
// 1.22, each writing a marker file): yarn runs the program that
// .yarnrc's yarn-path or .yarnrc.yml's yarnPath names, in the project or
// any folder above it. pnpm requires the project's .pnpmfile.cjs (or the
// file .npmrc's pnpmfile names) before any command; --ignore-pnpmfile
// does not help: pnpm --version, -v and --help still load it, pnpm
// rejects the option in ls, why, licenses, root, bin and outdated (they
// run nothing), and with it view, info, show, search, explain, find, s
// and v run the project's node_modules/.bin program of that name.
func projectHookReason(args []arg) string {
	switch {
	case args[0].is("yarn"):
		return "`yarn` runs the program that .yarnrc's yarn-path or .yarnrc.yml's yarnPath names (a file the team can write) before any command, --version included; use npm ls, npm view or cat package.json"
	case args[0].is("pnpm"):
		return "`pnpm` loads the project's .pnpmfile.cjs (code the team can write) for every command, --version and --help included (--ignore-pnpmfile, an install option, does not stop it, and with it view or info run node_modules/.bin programs); read pnpm-lock.yaml or node_modules instead"
	}
	return ""
}

// npmReason allows npm's query commands, and pnpm's and yarn's where
// they run no code of the project's (projectHookReason); everything else
// may run package scripts or change node_modules.
func npmReason(args []arg) (string, bool) {
	r, ok := npmQuery(args)
	// pnpm and yarn run the project's code first, whatever the command:
	// that is the reason, but where the command installs, which says more.
	if h := projectHookReason(args); h != "" && (ok || !installVerb(firstOperand(args[1:], []string{"--filter", "-F", "-C", "--dir", "--prefix"}))) {
		return h, true
	}
	return r, ok
}

// npmQuery reads the words of npm, pnpm and yarn as npm's.
func npmQuery(args []arg) (string, bool) {
	sub := ""
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.dynamic {
			return "", false
		}
		// pnpm's --filter/-F (a package selector) and -C/--dir (the
		// folder it works in) take a value too: pnpm --filter web list.
		if a.is("--prefix") || args[0].is("pnpm") && (a.is("--filter") || a.is("-F") || a.is("-C") || a.is("--dir")) {
			i++ // its value: npm --prefix apps/web ls
			if i < len(args) && (args[i].dynamic || args[i].glob) {
				// npm --prefix $p ls with p='. install x' installs.
				return "", false
			}
			continue
		}
		if !strings.HasPrefix(a.lit, "-") {
			sub = a.lit
			break
		}
	}
	if sub == "" {
		if len(args) < 2 {
			return "", false // yarn alone installs
		}
		for _, a := range args[1:] {
			if !a.is("--version") && !a.is("-v") && !a.is("--help") && !a.is("-h") {
				return "", false
			}
		}
		return "", true
	}
	switch sub {
	case "view", "v", "info", "show", "ls", "list", "ll", "la", "outdated", "version", "explain", "why", "search", "s", "find", "prefix", "root", "bin", "docs", "repo", "bugs":
	case "help":
		// npm help opens the manual with its viewer setting: man, or
		// with viewer=browser the browser command, which a project's
		// .npmrc (a file the team can write) may name.
		return "`" + args[0].lit + " help` opens the manual through the viewer and browser settings, which a project's .npmrc can point at any program; `npm COMMAND --help` prints the usage", true
	case "query", "fund", "audit", "pkg", "sbom", "dist-tag", "dist-tags":
		// npm's own: pnpm audit --fix rewrites package.json, and pnpm and
		// yarn hand other names to scripts.
		if !args[0].is("npm") {
			return "", false
		}
		if r := npmQueryShape(sub, args); r != "" {
			return r, true
		}
	default:
		return "", false
	}
	if sub == "version" {
		// npm version with an operand bumps the package version.
		if len(args) > 2 {
			return "", false
		}
	}
	if sub == "docs" || sub == "repo" || sub == "bugs" {
		return "`npm " + sub + "` starts a browser", true
	}
	// --prefix and --global only choose which packages a query looks at
	// (the project's, another folder's, the user's global ones); a
	// configuration file or cache folder named on the line steers where
	// npm view writes its cache.
	// npm's option parser (nopt) reads -cache=DIR as --cache=DIR when
	// the letters are not a bundle of its one-letter options, and
	// --logs-dir names the folder of the debug log every run writes.
	for _, a := range args[1:] {
		word := a.lit
		if len(word) > 2 && word[0] == '-' && word[1] != '-' {
			word = "-" + word
		}
		if word == "--global" || strings.HasPrefix(word, "--global=") {
			continue // an option of its own, not --globalconfig shortened
		}
		if longAny(word, "--userconfig", "--globalconfig", "--cache", "--script-shell", "--node-options", "--logs-dir") {
			return "`npm " + longName(word) + "` changes where npm looks, writes or what it runs", true
		}
	}
	return "", true
}

// npmQueryShape checks the query forms of npm pkg, audit, sbom and fund: pkg
// get (set, delete and fix rewrite package.json), audit with no operand
// (audit fix installs), fund with no package (with one it
// opens the funding page in a browser). Any other word is refused.
func npmQueryShape(sub string, args []arg) string {
	var operands []string
	seen, value := false, false
	for _, a := range args[1:] {
		switch {
		case !seen && a.lit == sub:
			seen = true
		case value:
			value = false
		case sub == "sbom" && (a.is("--sbom-format") || a.is("--sbom-type") || a.is("--omit") || a.is("--include") || a.is("--workspace") || a.is("-w")):
			value = true // npm sbom --sbom-format cyclonedx
		case seen && !strings.HasPrefix(a.lit, "-"):
			operands = append(operands, a.lit)
		}
	}
	switch sub {
	case "pkg":
		if len(operands) == 0 || operands[0] != "get" {
			return "`npm pkg` other than get rewrites package.json"
		}
	case "audit":
		// audit fix installs; audit signatures also fetches and keeps
		// sigstore's trust roots under ~/.npm/_tuf.
		if len(operands) > 0 {
			return "`npm audit " + operands[0] + "` installs or fetches more than the advisories (npm audit alone reports them)"
		}
	case "sbom":
		// npm sbom prints the bill of materials of the installed tree
		// (npm 10.1 and later); it takes no operand.
		if len(operands) > 0 {
			return "`npm sbom` takes no operand"
		}
	case "fund":
		if len(operands) > 0 {
			return "`npm fund` with a package opens its funding page in a browser"
		}
	case "dist-tag", "dist-tags":
		// ls (l, sl, list) asks the registry for one package's tags, or
		// the project's own (npm 11's dist-tag.js); add and rm change
		// them on the registry.
		if len(operands) > 2 || len(operands) > 0 && !slices.Contains([]string{"ls", "l", "sl", "list"}, operands[0]) {
			return "`npm " + sub + "` other than ls changes the registry's tags"
		}
	}
	return ""
}

// goReason allows go version, go env (not -w or -u) and go list -m.
func goReason(args []arg) (string, bool) {
	if rest, ok := goChangeDir(args); ok {
		// go -C DIR VERB: the go command changes into DIR before it
		// reads anything, as cd DIR && go VERB would; the verbs below
		// judge no folder.
		args = append([]arg{args[0]}, rest...)
	}
	if len(args) < 2 || args[1].dynamic {
		return "", false
	}
	rest := args[2:]
	for _, a := range rest {
		if a.mayBeOption() {
			return nonLiteralReason("go", a), true
		}
	}
	switch args[1].lit {
	case "version", "help":
		return "", true
	case "env":
		for _, a := range rest {
			if a.is("-w") || a.is("-u") || strings.HasPrefix(a.lit, "-w=") || strings.HasPrefix(a.lit, "-u=") {
				return "`go env " + a.lit + "` changes go's configuration", true
			}
		}
		return "", true
	case "list":
		for _, a := range rest {
			if r := goListFlagReason(a); r != "" {
				return r, true
			}
		}
		return "", true
	case "doc":
		// go doc reads the sources it documents; it builds nothing. But
		// go doc -http (Go 1.25 on) downloads and builds pkgsite, serves
		// the documentation and opens a browser: a server left running.
		for _, a := range rest {
			if name, _, _ := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(a.lit, "-"), "-"), "="); strings.HasPrefix(a.lit, "-") && name == "http" {
				return "`go doc -http` builds and starts a documentation server and opens a browser", true
			}
		}
		return "", true
	case "tool":
		if len(rest) > 0 && rest[0].dynamic {
			return nonLiteralReason("go tool", rest[0]), true
		}
		return goToolReason(rest), true
	case "mod":
		return goModReason(rest), true
	case "work":
		if len(rest) > 0 && rest[0].is("edit") {
			return goEditReason("go work edit", rest[1:]), true
		}
		return "`go work` changes go.work or syncs modules (go work edit -json prints)", true
	}
	return "", false
}

// goChangeDir returns the words after go's -C DIR (or -C=DIR), which
// cmd/go reads only as its first flag: the folder is the next word
// whatever it holds, so it may be a run-time word that bash does not
// split.
func goChangeDir(args []arg) ([]arg, bool) {
	if len(args) < 2 || args[1].dynamic && args[1].lit == "" {
		return nil, false
	}
	switch a := args[1]; {
	case (a.is("-C") || a.is("--C")) && len(args) >= 3 && !args[2].split && !args[2].glob:
		return args[3:], true
	case (strings.HasPrefix(a.lit, "-C=") || strings.HasPrefix(a.lit, "--C=")) && !a.split && !a.glob:
		return args[2:], true
	}
	return nil, false
}

// goListFlagReason refuses the go list flags that build (-export,
// -compiled: the compiler and cgo, whose flags the package's own files
// set), run a program (-toolexec, -exec), read another go.mod (-modfile)
// or may rewrite go.mod and go.sum (-mod=mod). Everything else go list
// does only reads: it loads packages and may fill the module cache, as
// go list -m does.
func goListFlagReason(a arg) string {
	flag := strings.TrimPrefix(a.lit, "-")
	if !strings.HasPrefix(a.lit, "-") {
		return ""
	}
	flag = strings.TrimPrefix(flag, "-")
	name, value, hasValue := strings.Cut(flag, "=")
	switch name {
	case "export", "compiled", "toolexec", "exec", "modfile":
		return "`go list " + a.lit + "` builds, runs or reads what the model cannot check"
	case "mod":
		if !hasValue || value == "mod" {
			return "`go list " + a.lit + "` may rewrite go.mod and go.sum (-mod=readonly or vendor only)"
		}
	}
	return ""
}

// goModReason allows the go mod verbs that only read: graph, why, verify,
// and edit with only -json or -print (any other edit flag rewrites
// go.mod).
func goModReason(rest []arg) string {
	if len(rest) == 0 {
		return "`go mod` without a verb is not a query"
	}
	switch rest[0].lit {
	case "graph", "why", "verify":
		for _, a := range rest[1:] {
			if r := goListFlagReason(a); r != "" {
				return strings.Replace(r, "go list", "go mod "+rest[0].lit, 1)
			}
		}
		return ""
	case "edit":
		return goEditReason("go mod edit", rest[1:])
	}
	return "`go mod " + rest[0].lit + "` changes go.mod, go.sum or the module cache"
}

// goEditReason judges go mod edit and go work edit: with -json or -print
// they print the (edited) file instead of writing it back, whatever else
// the line asks and whichever file it names (checked with go 1.26).
func goEditReason(name string, rest []arg) string {
	for _, a := range rest {
		if a.is("-json") || a.is("--json") || a.is("-print") || a.is("--print") {
			return ""
		}
	}
	return "`" + name + "` without -json or -print rewrites the file"
}

package shell

import (
	"slices"
	"strings"
	"time"
)

// Queries of programs that otherwise run code, build or change state:
// a toolchain asked for its version, container and cluster listings,
// archive listings. Investigation asks these all the time; each is
// allowed only in the exact shapes that cannot run or write anything.

// versionQuery reports whether args only ask a toolchain, interpreter or
// tool for its version: `node --version`, `python3 -V`, `docker
// version`, `kubectl version --client`. Only names the model
// otherwise knows (interpreters, package managers, build tools) count: an
// unknown program given --version is still an unknown program.
func versionQuery(name string, args []arg) bool {
	if len(args) < 2 || len(args) > 3 || !knownToolchain(name) {
		return false
	}
	first := args[1]
	if first.dynamic {
		return false
	}
	switch {
	case first.lit == "--version":
	case first.lit == "-V" && (strings.HasPrefix(name, "python") || name == "pip" || name == "pip3" || name == "uv" || name == "curl" || name == "tmux" || name == "mypy" || name == "ruff"):
	case first.lit == "--v8-options" && (name == "node" || name == "nodejs") && len(args) == 2:
		// It prints V8's options and exits before it loads anything.
	case first.lit == "-VV" && strings.HasPrefix(name, "python") && len(args) == 2:
		// Python prints its build and exits while it reads its options,
		// before the site module or any startup file runs.
	case first.lit == "-v" && (name == "node" || name == "nodejs" || name == "npm" || name == "bun" || name == "make" || name == "gmake" || name == "ruby" || name == "perl" ||
		name == "eslint" || name == "tsc" || name == "prettier" || name == "redis-server") && len(args) == 2:
	case first.lit == "version" && (name == "docker" || name == "podman" || name == "kubectl" || name == "helm" || name == "deno" || name == "bun" || name == "swift" ||
		name == "golangci-lint" || name == "ruff" || name == "vault" || name == "flux" || name == "argocd" || name == "istioctl" || name == "direnv" ||
		name == "k6"):
	case first.lit == "-version" && name == "vegeta" && len(args) == 2:
	default:
		return false
	}
	if name == "argocd" && first.lit == "version" && len(args) == 2 {
		// argocd version asks the server, and a client with an expired
		// SSO session refreshes it into ~/.config/argocd/config first.
		return false
	}
	if len(args) == 3 {
		// kubectl and helm shape their version report.
		extra := args[2]
		if extra.dynamic {
			return false
		}
		switch {
		case extra.lit == "--client" && (name == "kubectl" || name == "flux" || name == "argocd"):
		case extra.lit == "--remote=false" && name == "istioctl":
		case extra.lit == "--short" && (name == "kubectl" || name == "helm"):
		default:
			return false
		}
	}
	return true
}

func knownToolchain(name string) bool {
	if strings.HasPrefix(name, "python") {
		return true
	}
	switch name {
	// Not here: dotnet, whose --version starts the SDK that global.json
	// chooses (.NET 10's sdk.paths may name a folder in the project).
	// Nor, because make redteam saw them write: rustc and cargo
	// (rustup's proxies create ~/.rustup), terraform and top (tool caches:
	// terraform.go, opsclis.go); nor mvn and gradle (jvm.go: mvn reads
	// .mvn/jvm.config, JVM options the project writes).
	case "node", "nodejs", "bun", "deno", "ruby", "perl", "php", "lua",
		// Not pnpm, which loads the project's .pnpmfile.cjs even for
		// --version, nor yarn, which runs the program .yarnrc's
		// yarn-path (.yarnrc.yml's yarnPath) names (tools.go).
		"npm", "pip", "pip3", "pipx", "uv", "poetry", "pdm", "gem", "bundle",
		"composer", "swift", "mix", "elixir", "erl",
		"make", "gmake", "cmake", "ninja", "meson", "ant", "gcc", "g++",
		"cc", "c++", "clang", "clang++", "tsc", "bash", "zsh", "sh", "fish",
		"docker", "podman", "kubectl", "helm", "git", "gh", "jq", "yq",
		"rg", "fd", "sed", "awk", "gawk", "tar", "sqlite3", "psql", "mysql", "redis-cli",
		// Tools whose version option prints and exits before reading a
		// project file or configuration that could name a plugin (not
		// tflint, whose --version runs its ruleset plugins, nor pylint,
		// pytest or tox, which load project plugins first).
		"curl", "wget", "aws", "redis-server", "golangci-lint", "mypy", "black", "ruff",
		"isort", "flake8", "eslint", "prettier", "pipenv", "pre-commit", "vault", "age", "fzf",
		"htop", "stern", "flux", "argocd", "istioctl", "direnv", "tmux", "pgbouncer", "k6", "vegeta":
		return true
	}
	return false
}

// imageStream reports docker save IMAGE / docker export CONTAINER with no
// option at all: the tar goes to standard output (to a terminal both
// refuse), and only the daemon's own temporary files are touched. Every
// option is refused, -o and podman's --format oci-dir among them.
func imageStream(sc scanned) bool {
	if len(sc.opts) > 0 || len(sc.operands) == 0 {
		return false
	}
	for _, o := range sc.operands {
		if o.dynamic || strings.HasPrefix(o.lit, "-") {
			return false
		}
	}
	return true
}

// specDocker declares the global options docker and podman may take
// before the verb: a debug switch and a log level. Options that point the
// client elsewhere (--host, --context, --config) are refused: a
// configuration the team can write may name credential helpers, which
// are programs. The verb ends the global options; cobra takes long
// options by their exact names only.
var specDocker = optSpec{posix: true, strict: true, complete: true, exact: true, pflag: true,
	switches: "D", longSwitches: []string{"--debug"}, longValues: []string{"--log-level"}}

// specDockerVerb reads the words after the verb: whatever the verb's
// options, one that writes a file (--output, --output-directory, or an
// abbreviation of either) is refused.
var specDockerVerb = optSpec{pflag: true,
	deny: []denied{{[]string{"--output", "--output-directory"}, "writes a file"}}}

// containerReason allows docker's and podman's listings and reports: ps,
// images, logs, inspect, info, version, port, history, top, stats
// --no-stream, and the ls/inspect of networks, volumes, contexts and
// compose projects; any verb's --help (containerHelp, opsclis.go).
func containerReason(name string, args []arg) string {
	if len(args) == 2 && (args[1].is("--help") || args[1].is("-h")) {
		return ""
	}
	g := scanArgs(args[1:], &specDocker)
	if g.dynamic != nil {
		return nonLiteralReason(name, *g.dynamic)
	}
	if g.unknown != "" {
		return "`" + name + " " + shorten(g.unknown) + "` is a global option the model does not allow"
	}
	if o := g.has(&specDocker, "--log-level"); o != nil {
		switch o.val.lit {
		case "debug", "info", "warn", "error", "fatal":
		default:
			return "`" + name + " --log-level` takes a level the model does not know"
		}
	}
	if len(g.operands) == 0 {
		return "`" + name + "` alone is not a query"
	}
	verb := g.operands[0].lit
	if containerHelp(verb, g.operands[1:]) || verb == "help" && helpTopics(g.operands[1:], 2) {
		// docker help VERB [COMMAND] is docker VERB [COMMAND] --help.
		return ""
	}
	sp := &specDockerVerb
	sc := scanArgs(g.operands[1:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason(name, *sc.dynamic)
	}
	if r := sc.denyReason(name+" "+verb, sp); r != "" {
		return r
	}
	switch verb {
	case "ps", "images", "logs", "inspect", "info", "version", "port", "history", "top", "search", "diff", "events":
		return ""
	case "stats":
		for _, o := range sc.opts {
			if o.name == "--no-stream" && !o.hasVal {
				return ""
			}
		}
		return endless("`" + name + " stats` without --no-stream never ends")
	case "save", "export":
		if imageStream(sc) {
			return ""
		}
		return "`" + name + " " + verb + "` with an option may write a file or folder (without options it streams the tar to standard output)"
	case "compose":
		return composeReason(name+" compose", g.operands[1:])
	case "manifest":
		// The local manifest lists (~/.docker/manifests) are only read.
		if len(sc.operands) > 0 && sc.operands[0].is("inspect") {
			return ""
		}
		return "`" + name + " manifest` without inspect changes manifest lists"
	case "buildx", "builder":
		return buildxReason(name, verb, sc)
	case "network", "volume", "context", "image", "container", "system", "pod",
		// Swarm's objects, plugins and podman's machines: their listings
		// and inspections ask the daemon (or read podman's machine
		// configurations) and change nothing.
		"node", "service", "stack", "secret", "config", "plugin", "machine":
		sub := ""
		if len(sc.operands) > 0 {
			sub = sc.operands[0].lit
		}
		switch sub {
		case "ls", "list", "inspect", "ps", "logs", "images", "top", "version", "df", "history", "info",
			"port", "diff", "exists", "services":
			return ""
		case "show":
			// docker context show prints the current context's name.
			if verb == "context" && len(sc.operands) == 1 {
				return ""
			}
		case "save", "export":
			if (verb == "image" && sub == "save" || verb == "container" && sub == "export") && imageStream(sc) {
				return ""
			}
		case "stats":
			for _, o := range sc.opts {
				if o.name == "--no-stream" && !o.hasVal {
					return ""
				}
			}
			return "`" + name + " " + verb + " stats` without --no-stream never ends"
		}
		return "`" + name + " " + verb + " " + sub + "` changes containers or images"
	}
	return "`" + name + " " + verb + "` changes containers, images or the machine"
}

// specKubectl declares kubectl's global options before the verb that only
// choose a namespace, a context of the configuration, how long to wait,
// and the listing options cobra lets come first (kubectl -n x -o yaml get
// pods).
// Refused: --kubeconfig, --as, --as-group, --token, --server and any
// option not declared (cobra takes long options by exact name only).
var specKubectl = optSpec{posix: true, strict: true, complete: true, exact: true, pflag: true,
	values: "nvol", longValues: []string{"--namespace", "--context", "--cluster", "--user", "--request-timeout", "--v", "--output", "--selector"},
	deny: []denied{
		// -A is get's own switch: before the verb cobra takes the next
		// word for its value and runs the command after it (kubectl -A
		// events delete --all ran delete, checked with kubectl 1.32).
		{[]string{"-A", "--all-namespaces"}, "before the verb makes cobra skip the next word and run the command after it (write it after the verb)"},
		{[]string{"--kubeconfig"}, "changes who or where kubectl talks to"}, {[]string{"--as"}, "changes who or where kubectl talks to"},
		{[]string{"--as-group"}, "changes who or where kubectl talks to"}, {[]string{"--token"}, "changes who or where kubectl talks to"},
		{[]string{"-s", "--server"}, "changes who or where kubectl talks to"},
	}}

// specKubectlVerb reads the words after the verb: an option that writes
// files or names a configuration the model cannot check is refused, and
// so are the global options that change who or where kubectl talks to,
// which cobra reads after the verb too. The global options the model
// allows, and version's --client, are declared, so that --user is not
// read as an abbreviation of --username, nor --client of
// --client-certificate.
var specKubectlVerb = optSpec{pflag: true, values: "onlcL",
	longValues:   []string{"--namespace", "--context", "--cluster", "--user", "--request-timeout", "--output", "--selector"},
	longSwitches: []string{"--client"},
	deny: []denied{
		{[]string{"--output-directory"}, "writes or reads what the model cannot check"},
		{[]string{"--kubeconfig"}, "writes or reads what the model cannot check"},
		{[]string{"--as"}, "changes who or where kubectl talks to"}, {[]string{"--as-group"}, "changes who or where kubectl talks to"},
		{[]string{"--as-uid"}, "changes who or where kubectl talks to"}, {[]string{"--token"}, "changes who or where kubectl talks to"},
		{[]string{"-s", "--server"}, "changes who or where kubectl talks to"},
		{[]string{"--username"}, "changes who or where kubectl talks to"}, {[]string{"--password"}, "changes who or where kubectl talks to"},
		{[]string{"--certificate-authority"}, "changes who or where kubectl talks to"},
		{[]string{"--client-certificate"}, "changes who or where kubectl talks to"},
		{[]string{"--client-key"}, "changes who or where kubectl talks to"},
		{[]string{"--tls-server-name"}, "changes who or where kubectl talks to"},
		{[]string{"--cache-dir"}, "writes its cache elsewhere"},
		{[]string{"--profile"}, "writes a profile"}, {[]string{"--profile-output"}, "writes a profile"},
	}}

// kubectlUnderscore refuses a long option spelled with "_": kubectl
// normalizes every flag name (cliflag.WordSepNormalizeFunc), so
// --dry_run=none is --dry-run=none and --cache_dir is --cache-dir, which
// the specs would not recognize.
func kubectlUnderscore(words []arg) string {
	for _, a := range words {
		if a.is("--") {
			break
		}
		name, _, _ := strings.Cut(a.lit, "=")
		if strings.HasPrefix(name, "--") && strings.Contains(name, "_") {
			return "`kubectl " + shorten(name) + "`: kubectl reads _ in an option's name as - (--dry_run is --dry-run)"
		}
	}
	return ""
}

// kubectlReason allows reading a cluster: get, describe, logs, top,
// explain, api-resources, api-versions, version, events, wait, rollout
// history|status, cluster-info (not dump), auth can-i|whoami, config
// view|get-contexts|current-context|get-clusters|get-users, plugin list
// and kustomize (helm.go), and apply, create, replace, patch, delete,
// label, annotate, scale, set and run with --dry-run=client
// (kubectlDryRun, opsclis.go). get and events without --watch: it never
// ends. A command that reaches the server keeps its discovery documents
// in ~/.kube/cache (a tool cache: they come from the server kubectl's
// configuration names, never from the line; checked with kubectl 1.32). Not diff (it runs KUBECTL_EXTERNAL_DIFF, a program), nor
// port-forward and proxy (they open a local port and keep running).
func kubectlReason(args []arg) string {
	if len(args) == 2 && (args[1].is("--help") || args[1].is("-h")) {
		return ""
	}
	if r := kubectlUnderscore(args[1:]); r != "" {
		return r
	}
	g := scanArgs(args[1:], &specKubectl)
	if r := g.verdict("kubectl", &specKubectl); r != "" {
		return r
	}
	if len(g.operands) == 0 {
		return "`kubectl` alone is not a query"
	}
	verb := g.operands[0].lit
	if at := kubectlFormatPatterns(args); len(at) > 0 && (verb == "get" || verb == "events") && !g.operands[0].dynamic {
		return kubectlFormatPatternsReason(args, at)
	}
	if verb == "kustomize" {
		return kustomizeBuild("kubectl kustomize", g.operands[1:])
	}
	if verb == "help" && helpTopics(g.operands[1:], 2) {
		// cobra's help prints the command's usage; kubectl looks for a
		// plugin only when the words name no command of its own, and
		// help is one.
		return ""
	}
	if kubectlBuiltin(verb) && len(g.operands) <= 3 && oneOf(g.operands[len(g.operands)-1], "--help", "-h") && helpTopics(g.operands[1:len(g.operands)-1], 1) &&
		(verb != "create" || len(g.operands) == 2 || kubectlCreateBuiltin(g.operands[1].lit)) {
		// kubectl drain --help: cobra prints the usage and runs
		// nothing. Only kubectl's own commands: for any other word
		// kubectl runs the plugin kubectl-WORD from PATH, --help and
		// all.
		return ""
	}
	switch verb {
	case "apply", "create", "replace", "patch", "delete", "label", "annotate", "scale", "set", "run":
		// Their options are read by their own spec (-f takes a file).
		return kubectlDryRun(verb, g.operands[1:])
	}
	sp := &specKubectlVerb
	sc := scanArgs(g.operands[1:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason("kubectl", *sc.dynamic)
	}
	sub := ""
	if len(sc.operands) > 0 {
		sub = sc.operands[0].lit
	}
	if r := sc.denyReason("kubectl "+verb, sp); r != "" {
		// auth can-i --as asks the server whether another identity may
		// act: a question, whoever asks it.
		if !(verb == "auth" && sub == "can-i" && kubectlOnlyImpersonates(sc, sp)) {
			return r
		}
	}
	switch verb {
	case "get", "events":
		if (kubectlWatches(g.operands[1:]) || sc.has(sp, "-w", "--watch", "--watch-only") != nil && !kubectlWatchOff(g.operands[1:])) &&
			!kubectlRequestBounded(g.opts, sc.opts) {
			return endless("`kubectl " + verb + " --watch` never ends")
		}
		return ""
	case "describe", "logs", "top", "explain", "api-resources", "api-versions", "version", "wait":
		return ""
	case "cluster-info":
		if sub == "" {
			return ""
		}
	case "auth":
		if sub == "can-i" || sub == "whoami" {
			return ""
		}
	case "rollout":
		if sub == "history" || sub == "status" {
			return ""
		}
	case "plugin":
		if sub == "list" {
			return ""
		}
	case "config":
		switch sub {
		case "view", "get-contexts", "current-context", "get-clusters", "get-users":
			return ""
		}
	case "diff":
		return "`kubectl diff` runs the program KUBECTL_EXTERNAL_DIFF names (or diff) and sends the objects to the server"
	case "port-forward", "proxy":
		return "`kubectl " + verb + "` opens a local port and keeps running"
	}
	return "`kubectl " + verb + "` changes the cluster or runs commands in it"
}

// kubectlOnlyImpersonates reports whether the only refused options found
// are --as, --as-group and --as-uid.
func kubectlOnlyImpersonates(sc scanned, sp *optSpec) bool {
	for _, d := range sp.deny {
		switch d.opts[0] {
		case "--as", "--as-group", "--as-uid":
			continue
		}
		if sc.has(sp, d.opts...) != nil {
			return false
		}
	}
	return true
}

// specUnzip declares the options of unzip's listing and testing modes
// (-l, -v, -t, -Z, -z, and -p, which extracts to standard output only);
// every other option extracts or changes files, and unzip reads a bundle
// letter by letter (unzip -lq).
var specUnzip = optSpec{strict: true, complete: true, switches: "lvtZzpq"}

// unzipReason allows listing and testing an archive (unzip -l, -v, -t,
// -Z; zipinfo): anything else extracts files.
func unzipReason(name string, args []arg) string {
	if name == "zipinfo" {
		return requireLiteralOptions(args)
	}
	for _, a := range args[1:] {
		// unzip has no "--" that ends its options: a word after it is
		// still read as options.
		if a.is("--") {
			return "`unzip --` is not an end of options to unzip"
		}
	}
	if len(args) > 1 && !args[1].dynamic && strings.HasPrefix(args[1].lit, "-Z") {
		// -Z first switches unzip to zipinfo, whose every option lists
		// (unzip -Z1 prints names); anywhere else it is unzip's -Z.
		return requireLiteralOptions(append([]arg{{lit: "unzip -Z"}}, args[2:]...))
	}
	sc := scanArgs(args[1:], &specUnzip)
	if sc.dynamic != nil {
		return nonLiteralReason(name, *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`unzip " + shorten(sc.unknown) + "` extracts or changes files"
	}
	if sc.has(&specUnzip, "-l", "-v", "-t", "-Z", "-z", "-p") == nil {
		return "`unzip` without -l, -v, -t or -Z extracts files"
	}
	return ""
}

// systemQuery explains the system tools that only look in the shapes
// allowed here: crontab -l, dmesg without a clearing or console option,
// ip listings, systemctl queries, tmux listings, dpkg, dpkg-deb and rpm
// queries. ok is false for any other program.
func systemQuery(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "crontab", "dmesg", "ip", "systemctl", "tmux", "dpkg", "dpkg-query", "dpkg-deb", "rpm":
	default:
		return "", false
	}
	switch name {
	case "crontab", "dmesg":
		return specQuery(name, args), true
	}
	for _, a := range args[1:] {
		if a.mayBeOption() {
			return nonLiteralReason(name, a), true
		}
	}
	switch name {
	case "ip":
		sc := scanArgs(args[1:], &specIP)
		if sc.unknown != "" {
			return "`ip " + shorten(sc.unknown) + "` is an option the model does not know (-batch runs ip commands from a file)", true
		}
		ops := operands(sc.operands)
		if len(ops) == 0 {
			return "`ip` alone is not a query", true
		}
		if r, ok := ipObjectReason(ops); ok {
			return r, true
		}
		switch ops[0] {
		case "a", "addr", "address", "l", "link", "r", "route", "n", "neigh", "neighbour", "ru", "rule", "maddr", "netconf", "-br":
		default:
			return "`ip " + ops[0] + "` is not a listing the model allows", true
		}
		if len(ops) == 1 {
			return "", true
		}
		switch ops[1] {
		case "show", "list", "ls", "lst", "sh", "s", "get":
			return "", true
		}
		return "`ip " + ops[0] + " " + ops[1] + "` changes the network", true
	case "systemctl":
		sc := scanArgs(args[1:], &specSystemctl)
		if r := sc.verdict(name, &specSystemctl); r != "" {
			return r, true
		}
		if len(sc.operands) == 0 {
			return "", true // lists units
		}
		verb := sc.operands[0].lit
		switch verb {
		case "status", "show", "cat", "list-units", "list-unit-files", "list-timers", "list-sockets",
			"list-dependencies", "list-jobs", "is-active", "is-enabled", "is-failed", "is-system-running", "get-default":
			return "", true
		}
		return "`systemctl " + verb + "` changes services", true
	case "tmux":
		return tmuxReason(args), true
	case "dpkg-deb":
		return dpkgDebReason(args), true
	case "dpkg", "dpkg-query":
		for _, a := range args[1:] {
			if a.is("--") {
				// Whether dpkg reads "--" as an end of options is not
				// modelled: a word after it could still be an action.
				return "`" + name + " --` is not an end of options the model reads", true
			}
		}
		sp := &specDpkg
		if name == "dpkg-query" {
			sp = &specDpkgQuery
		}
		sc := scanArgs(args[1:], sp)
		if sc.unknown != "" {
			return "`" + name + " " + shorten(sc.unknown) + "` installs or changes packages, or is an option the model does not know", true
		}
		return "", true
	case "rpm":
		sc := scanArgs(args[1:], &specRpm)
		if r := sc.denyReason(name, &specRpm); r != "" {
			return r, true
		}
		if sc.unknown != "" {
			return "`rpm " + shorten(sc.unknown) + "` installs or changes packages, or is an option the model does not know (-E evaluates macros, which run commands)", true
		}
		query, verify := false, false
		for _, o := range sc.opts {
			switch {
			case o.name == "-q" || o.name == "--query", o.name == "-K" || o.name == "--checksig":
				query = true
			case o.name == "-V" || o.name == "--verify":
				verify = true
			case o.name == "-i" && !query:
				// Before a query, -i is --install.
				return "`rpm -i` installs packages", true
			}
		}
		if verify && sc.has(&specRpm, "-p", "--package") != nil {
			return "`rpm -Vp` runs the package file's %verifyscript", true
		}
		if !query && !verify {
			return "`rpm` without -q, -V or -K installs or changes packages", true
		}
		return "", true
	}
	return "", false
}

// specQuery reads crontab and dmesg by their declared specs.
func specQuery(name string, args []arg) string {
	if name == "dmesg" {
		return specReason(name, args, &specDmesg)
	}
	sc := scanArgs(args[1:], &specCrontab)
	if sc.dynamic != nil {
		return nonLiteralReason(name, *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`crontab " + shorten(sc.unknown) + "` changes scheduled commands"
	}
	if sc.has(&specCrontab, "-l") == nil {
		return "`crontab` without -l changes scheduled commands"
	}
	return ""
}

// specIP declares the spellings of ip's options the model reads: one
// dash, whole words, -n/-netns and -f/-family with a value. ip matches an
// option by any prefix, in a fixed order (-b is -batch, which runs ip
// commands from a file), so every other spelling is refused. The object
// (addr, route) ends the options.
var specIP = optSpec{singleDash: true, posix: true, strict: true,
	longSwitches: []string{"-4", "-6", "-0", "-s", "-stats", "-statistics", "-d", "-details", "-j", "-json", "-p", "-pretty",
		"-br", "-brief", "-c", "-color", "-o", "-oneline", "-r", "-resolve", "-t", "-timestamp", "-a", "-all"},
	longValues: []string{"-n", "-netns", "-f", "-family"}}

// specDpkg and specDpkgQuery declare dpkg's and dpkg-query's queries:
// listings, status, searches, the contents and control information of a
// package file (-c, -I: dpkg-deb unpacks the control part into a
// temporary directory it removes), version comparisons, the checks of
// installed files against their checksums (-V, --verify) and of the
// database (-C, --audit), and for
// dpkg-query a format for -W (-f, --showformat; to dpkg, -f is the
// --field action, which takes no value) and another package database to
// read (--admindir DIR, --root DIR: its status file, info and updates;
// checked with dpkg-query 1.21.22 under strace on a read-only copy:
// queries take no lock and open everything read-only). Every other
// option (an action such as --install or --purge, and dpkg's --root and
// --admindir) is refused; long options by exact name.
var (
	specDpkg = optSpec{strict: true, switches: "lLsSpcWIVC",
		longSwitches: []string{"--list", "--listfiles", "--status", "--search", "--print-avail", "--contents",
			"--get-selections", "--print-architecture", "--show", "--no-pager", "--info", "--compare-versions",
			"--print-foreign-architectures", "--verify", "--audit"},
		longValues: []string{"--showformat", "--verify-format"}}
	specDpkgQuery = optSpec{strict: true, switches: "lLsSpcW", values: "f",
		longSwitches: []string{"--list", "--listfiles", "--status", "--search", "--print-avail",
			"--get-selections", "--show", "--no-pager"},
		longValues: []string{"--showformat", "--admindir", "--root"}}
)

// specDpkgDeb declares dpkg-deb's reading commands: -c (--contents)
// and --fsys-tarfile and --ctrl-tarfile print from the archive; -I
// (--info), -f (--field) and -W (--show, with --showformat) unpack the
// control part into a temporary folder under TMPDIR that they remove,
// as dpkg -I does (checked with dpkg-deb 1.21.22 under strace: the
// folder, tar -x into it, rm -rf of it; nothing else written). The
// commands that write are refused by name; dpkg-deb's parser takes long
// options by exact name only, and every other option is refused.
var specDpkgDeb = optSpec{strict: true, switches: "cIWfvD?",
	longSwitches: []string{"--contents", "--info", "--show", "--field", "--ctrl-tarfile", "--fsys-tarfile",
		"--verbose", "--debug", "--help", "--version"},
	longValues: []string{"--showformat"},
	deny: []denied{
		{[]string{"-x", "--extract"}, "extracts the package's files into a folder (dpkg-deb --fsys-tarfile x.deb | tar -xO ./path prints one)"},
		{[]string{"-X", "--vextract"}, "extracts the package's files into a folder (dpkg-deb -c lists them)"},
		{[]string{"-R", "--raw-extract"}, "extracts the package's control information and files into a folder (dpkg-deb -I and -c print them)"},
		{[]string{"-e", "--control"}, "extracts the control information into a folder (dpkg-deb -I x.deb FILE prints a control file)"},
		{[]string{"-b", "--build"}, "builds a package file"},
	}}

// dpkgDebReason allows dpkg-deb's reading commands (specDpkgDeb), with
// one of them named.
func dpkgDebReason(args []arg) string {
	for _, a := range args[1:] {
		if a.is("--") {
			// As for dpkg: whether "--" ends dpkg-deb's options is not
			// modelled.
			return "`dpkg-deb --` is not an end of options the model reads"
		}
	}
	sp := &specDpkgDeb
	sc := scanArgs(args[1:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason("dpkg-deb", *sc.dynamic)
	}
	if r := sc.denyReason("dpkg-deb", sp); r != "" {
		return r
	}
	if sc.unknown != "" {
		return "`dpkg-deb " + shorten(sc.unknown) + "` is an option the model does not know (-x, -X, -R and -e extract into a folder, -b builds)"
	}
	if sc.has(sp, "-c", "--contents", "-I", "--info", "-W", "--show", "-f", "--field", "--ctrl-tarfile", "--fsys-tarfile",
		"--help", "-?", "--version") == nil {
		return "`dpkg-deb` without -c, -I, -W, -f, --fsys-tarfile or --ctrl-tarfile is not a reading command"
	}
	return ""
}

// specRpm declares rpm's query, verify and signature-check options
// (popt: bundles, exact long names); -i is --info only after -q. -V
// checks installed files against the database and runs installed
// packages' %verifyscript, code installed as the system's programs are; a
// package file's (-Vp) is not. -K (--checksig, which runs rpmkeys)
// checks a package file's digests and signatures. Debian's rpm keeps its
// database in ~/.rpmdb and creates it empty for any of these (a tool
// cache: caches.go; checked with rpm 4.18.0 under strace in an empty
// HOME). Every other option, among them -E/--eval (a macro can run a
// shell command) and the install and erase modes, is refused.
var specRpm = optSpec{strict: true, switches: "qailfRcdpsVK",
	longSwitches: []string{"--checksig", "--nosignature",
		"--query", "--all", "--list", "--info", "--file", "--requires", "--configfiles", "--docfiles",
		"--package", "--state", "--provides", "--changelog", "--whatprovides", "--whatrequires",
		"--verify", "--nodigest", "--nofiles", "--nodeps", "--noscripts", "--nomtime", "--nosize", "--nouser", "--nogroup",
		"--nomode", "--nordev", "--nolinkto", "--nofiledigest", "--nocaps"},
	longValues: []string{"--queryformat", "--qf"}}

// specSystemctl declares the options of systemctl's queries, with the
// ones that take a value, so the verb is the word systemctl reads as its
// verb (systemctl -p status start x starts x). An option it does not
// declare is refused: its value could hide the verb. -H and -M reach
// another machine or a container.
var specSystemctl = optSpec{strict: true, values: "tpPnoHM", switches: "alqr",
	longValues: []string{"--type", "--property", "--state", "--lines", "--output", "--job-mode", "--what", "--timestamp"},
	longSwitches: []string{"--all", "--full", "--quiet", "--recursive", "--user", "--system", "--global", "--no-pager",
		"--no-legend", "--plain", "--value", "--failed", "--reverse", "--after", "--before", "--no-ask-password", "--show-types"},
	deny: []denied{{[]string{"-H", "--host"}, "reaches another machine over ssh"}, {[]string{"-M", "--machine"}, "reaches a container"}}}

// specCrontab declares crontab's listing: -l, for another user with -u;
// every other option (-e, -r, -i, a file to install) changes the table.
var specCrontab = optSpec{strict: true, complete: true, switches: "l", values: "u"}

// specDmesg declares dmesg's options that take a value and the ones that
// clear the kernel log, change the console or never end.
var specDmesg = optSpec{values: "lfFsn",
	longValues: []string{"--level", "--facility", "--file", "--buffer-size", "--console-level", "--time-format"},
	deny: []denied{
		{[]string{"-c", "--read-clear"}, "clears the kernel log"}, {[]string{"-C", "--clear"}, "clears the kernel log"},
		{[]string{"-D", "--console-off"}, "changes the console"}, {[]string{"-E", "--console-on"}, "changes the console"},
		{[]string{"-n", "--console-level"}, "changes the console"},
		{[]string{"-w", "--follow"}, "never ends"}, {[]string{"-W", "--follow-new"}, "never ends"},
	}}

// operands returns the literal words that are not options.
func operands(args []arg) []string {
	var out []string
	for _, a := range args {
		if !a.dynamic && a.lit != "" && !strings.HasPrefix(a.lit, "-") {
			out = append(out, a.lit)
		}
	}
	return out
}

// specAws declares the aws global options the model reads before the
// service and between the service and the operation, with the ones that
// take a value; an option it does not declare (whose value could be the
// operation) or an abbreviation is refused. --endpoint-url sends the
// request, and the credentials, elsewhere.
var specAws = optSpec{posix: true, strict: true,
	longValues: []string{"--region", "--profile", "--output", "--query", "--color", "--cli-read-timeout",
		"--cli-connect-timeout", "--ca-bundle", "--cli-binary-format"},
	longSwitches: []string{"--debug", "--no-paginate", "--no-verify-ssl", "--no-sign-request", "--no-cli-pager", "--no-cli-auto-prompt"},
	deny: []denied{{[]string{"--endpoint-url"}, "sends the request and its credentials elsewhere"},
		{[]string{"--cli-auto-prompt"}, "opens the CLI's interactive prompt (v2), which waits on the terminal and is not in the model"}}}

// specAwsOperation reads the words after the operation: its own options,
// among which one that reads the whole request from a file is refused.
var specAwsOperation = optSpec{
	deny: []denied{
		{[]string{"--endpoint-url"}, "sends the request and its credentials elsewhere"},
		{[]string{"--cli-input-json"}, "reads the request from a file the model cannot check"},
		{[]string{"--cli-input-yaml"}, "reads the request from a file the model cannot check"},
		{[]string{"--cli-auto-prompt"}, "opens the CLI's interactive prompt (v2), which waits on the terminal and is not in the model"},
	}}

// awsReason allows aws describe-*/list-* operations, s3 ls, s3 presign
// (it signs a URL locally), s3 cp of
// an object to standard output, s3 cp, mv, sync and rm with --dryrun to
// an s3:// destination (awsS3DryRunReason), the s3api head and get-bucket queries,
// the get-* queries of the services whose get operations only read
// (awsServiceRead), sts get-caller-identity and configure
// list/get/list-profiles, and IAM's policy simulations; never the
// operations that issue credentials or tokens (awsIssueReason).
func awsReason(args []arg) string {
	g := scanArgs(args[1:], &specAws)
	if r := g.verdict("aws", &specAws); r != "" {
		return r
	}
	if len(g.operands) == 0 {
		return "`aws` alone is not a listing or description"
	}
	if w := g.operands[0]; w.dynamic || w.glob {
		return nonLiteralReason("aws", w)
	}
	service := g.operands[0].lit
	op := scanArgs(g.operands[1:], &specAws)
	if r := op.verdict("aws "+service, &specAws); r != "" {
		return r
	}
	if len(op.operands) == 0 {
		return "`aws " + service + "` is not a listing or description"
	}
	if w := op.operands[0]; w.dynamic || w.glob {
		return nonLiteralReason("aws "+service, w)
	}
	operation := op.operands[0].lit
	rest := scanArgs(op.operands[1:], &specAwsOperation)
	if r := rest.denyReason("aws "+service+" "+operation, &specAwsOperation); r != "" {
		return r
	}
	if service == "s3" && (operation == "mv" || operation == "sync" || operation == "rm" ||
		operation == "cp" && awsHasDryRun(op.operands[1:])) {
		return awsS3DryRunReason(operation, op.operands[1:])
	}
	if service == "s3" && operation == "cp" {
		return awsS3CatReason(op.operands[1:])
	}
	if service == "medialive" && operation == "describe-input-device-thumbnail" {
		// Its answer is a stream: the CLI writes it to the file its
		// last operand names.
		return "`aws medialive describe-input-device-thumbnail` writes the thumbnail to the file its last operand names"
	}
	if r := awsIssueReason(service, operation); r != "" {
		return r
	}
	if r := awsRunTimeReason(service, operation, op.operands[1:]); r != "" {
		return r
	}
	switch {
	case awsStreamOperation(service, operation) && awsOutfileStdout(op.operands[1:]),
		service == "sts" && operation == "get-caller-identity",
		service == "s3" && (operation == "ls" || operation == "presign"),
		service == "s3api" && awsS3apiRead(operation),
		awsServiceRead(service, operation),
		service == "configure" && (operation == "list" || operation == "get" || operation == "list-profiles"),
		// IAM's policy simulator evaluates policies and stores nothing.
		service == "iam" && (operation == "simulate-principal-policy" || operation == "simulate-custom-policy"),
		strings.HasPrefix(operation, "describe-"), strings.HasPrefix(operation, "list-"):
		return ""
	}
	return "`aws " + service + " " + operation + "` is not a listing or description"
}

// awsStreamOperation reports the reads whose answer is a stream the CLI
// writes to a file named by the operation's one positional operand,
// outfile.
func awsStreamOperation(service, operation string) bool {
	switch service + " " + operation {
	case "s3api get-object", "s3api get-object-torrent", "apigateway get-export", "apigateway get-sdk",
		"cloudfront get-function", "glacier get-job-output":
		return true
	}
	return false
}

// awsOutfileStdout reports operation words whose one positional operand,
// the outfile, is /dev/stdout: every other word is an option, with its
// value after = or in the next word, or one of the CLI's switches. A
// value the model takes for an option's that the CLI reads as a second
// positional makes the CLI stop at its arguments, before any request.
func awsOutfileStdout(words []arg) bool {
	outfiles := 0
	for i := 0; i < len(words); i++ {
		w := words[i]
		switch {
		case w.dynamic || w.glob:
			return false
		case w.lit == "/dev/stdout":
			outfiles++
		case strings.HasPrefix(w.lit, "--"):
			if strings.Contains(w.lit, "=") || awsGlobalSwitch(w.lit) {
				continue
			}
			i++
			if i < len(words) && (words[i].dynamic || words[i].glob) {
				return false
			}
		default:
			return false
		}
	}
	return outfiles == 1
}

// awsHasDryRun reports whether the words after an s3 operation hold a
// literal --dryrun.
func awsHasDryRun(words []arg) bool {
	for _, a := range words {
		if a.is("--dryrun") {
			return true
		}
	}
	return false
}

// cliQuery explains the query verbs of package managers and cloud
// clients: npm config get/list, go doc, aws
// describe-*/list-*/s3 ls. ok is false when the line is none of these.
func cliQuery(name string, args []arg) (reason string, ok bool) {
	if name == "aws" {
		// awsReason judges its run-time words itself (awsvals.go).
		if len(args) < 2 {
			return "", false
		}
		return awsReason(args), true
	}
	for _, a := range args[1:] {
		if a.mayBeOption() {
			return "", false
		}
	}
	ops := operands(args[1:])
	if len(ops) == 0 {
		return "", false
	}
	switch name {
	case "npm":
		if (ops[0] == "config" || ops[0] == "c") && len(ops) > 1 && (ops[1] == "get" || ops[1] == "list" || ops[1] == "ls") {
			for _, a := range args[1:] {
				if longAny(a.lit, "--global", "--userconfig", "--globalconfig", "--prefix") {
					return "", false
				}
			}
			return "", true
		}
	case "go":
		// Only as the verb: go -C doc build builds in the directory doc.
		if args[1].is("doc") {
			r, _ := goReason(args)
			return r, true
		}
	case "aws":
		return awsReason(args), true
	}
	return "", false
}

// specCurl declares what a GET, HEAD or OPTIONS request to standard output may
// use: options that only shape the request or its display. Every other
// option is refused, among them the ones that write a file (-O, -c,
// --trace; -o and -D only into /dev/null or standard output), send data (-d, -F, -T) or read a configuration (-K);
// -u sends credentials with the request, which stays a read.
// Long options are taken only by their exact names: curl up to 8.5
// abbreviates them (--sil is --silent) and --user is no --user-agent; an
// abbreviation is refused. From 8.16 curl also reads --opt=value, so the
// scanner reads it as the option and its value (--request=PUT is a PUT).
var specCurl = optSpec{strict: true, switches: "sSfiILvk46gNqGh", values: "HAmewXoduDb",
	longSwitches: []string{"--silent", "--show-error", "--fail", "--fail-with-body", "--location", "--include", "--head",
		"--insecure", "--compressed", "--http1.1", "--http2", "--ipv4", "--ipv6", "--globoff", "--no-buffer",
		"--verbose", "--get", "--no-progress-meter", "--disable", "--help", "--cert-status"},
	// --resolve and --connect-to only choose the address a name
	// connects to; --trace and --trace-ascii write a file unless - .
	// --cacert and --capath only choose which servers are trusted, and
	// --cert-status asks the server for its stapled OCSP answer (checked
	// with curl 7.88 under strace against a local server: the CA file or
	// directory only read). --cert and --key, a client identity, stay
	// undeclared.
	longValues: []string{"--header", "--user-agent", "--max-time", "--connect-timeout", "--retry", "--retry-delay",
		"--referer", "--max-redirs", "--url", "--write-out", "--request", "--output",
		"--data", "--data-urlencode", "--data-raw", "--data-ascii", "--data-binary", "--user", "--dump-header",
		"--resolve", "--connect-to", "--trace", "--trace-ascii", "--cacert", "--capath", "--cookie",
		// --aws-sigv4 signs the request with -u's keys (OpenSearch,
		// API Gateway): the request stays what the other options say.
		"--aws-sigv4"}}

// curlReason allows a GET or HEAD request whose answer goes to standard
// output (specCurl).
func curlReason(args []arg) string {
	sp := &specCurl
	sc := scanArgs(markNoDash(args[1:], func(a arg) bool { return a.envLed }), sp)
	if sc.dynamic != nil {
		return nonLiteralReason("curl", *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`curl " + shorten(sc.unknown) + "` writes, sends or reads what the model does not allow"
	}
	for _, o := range sc.opts {
		// curl 7.88 sends a line break in -H, -e or -A as it stands:
		// -H $'Accept: x\r\nX-HTTP-Method-Override: DELETE' adds a
		// header, and $'X: 1\r\nflush_all' is a line of its own to a
		// memcached on that port (the data of a query POST may hold line
		// breaks: _msearch takes NDJSON).
		header := o.is(sp, "-H") || o.is(sp, "--header") || o.is(sp, "-e") || o.is(sp, "--referer") ||
			o.is(sp, "-A") || o.is(sp, "--user-agent") || o.is(sp, "-u") || o.is(sp, "--user")
		if header && o.hasVal && strings.ContainsAny(o.val.lit, "\r\n") {
			return "`curl " + o.name + "` with a line break sends more header lines (or lines of another protocol) than the value shows"
		}
		// -b NAME=VALUE sends that cookie; a value without = names a
		// cookie file curl reads (and -c, undeclared, writes): only
		// the data, written out, without a line break.
		// A value starting with @ names a file whatever it holds
		// (curl -b @jar=1 reads the file jar=1; checked with curl 7.88.1).
		if (o.is(sp, "-b") || o.is(sp, "--cookie")) && (!o.hasVal || o.val.dynamic || !strings.Contains(o.val.lit, "=") || strings.HasPrefix(o.val.lit, "@") || strings.ContainsAny(o.val.lit, "\r\n")) {
			return "`curl " + o.name + "` takes the cookie data here (NAME=VALUE); a value without = or starting with @ names a file curl reads"
		}
		if o.is(sp, "--url") && o.hasVal && !curlHTTPURL(o.val) {
			return "`curl --url " + shorten(o.val.lit) + "` may not be an http(s) URL (gopher://, dict:// and a host named dict.… or smtp.… send commands to any server)"
		}
	}
	for _, a := range sc.operands {
		if !curlHTTPURL(a) {
			return "`curl " + shorten(a.lit) + "` may not be an http(s) URL (gopher://, dict:// and a host named dict.… or smtp.… send commands to any server)"
		}
		if r := actionURLReason(a); r != "" {
			return r
		}
	}
	for _, o := range sc.opts {
		if o.is(sp, "--url") && o.hasVal {
			if r := actionURLReason(o.val); r != "" {
				return r
			}
		}
	}
	get, data := false, ""
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "-G") || o.is(sp, "--get"):
			get = true
		case o.is(sp, "-d") || o.is(sp, "--data") || o.is(sp, "--data-urlencode") || o.is(sp, "--data-raw") ||
			o.is(sp, "--data-ascii") || o.is(sp, "--data-binary"):
			data = o.name
		}
	}
	queryPost := !get && curlQueryPost(sc, sp)
	// -X GET with data sends it as the body of a GET (Elasticsearch's
	// GET _search takes its query so): the last -X is the method.
	method := ""
	for _, o := range sc.opts {
		if (o.is(sp, "-X") || o.is(sp, "--request")) && o.hasVal && !o.val.dynamic {
			method = o.val.lit
		}
	}
	if data != "" && !get && !queryPost && method == "GET" && !curlBodySafe(sc, sp) {
		// The body of a GET reaches whatever listens on that port, as a
		// query POST's does: the same limits (curlBodySafe).
		return "`curl -X GET " + data + "` sends a body with a line break, a header other than the content type, accept and credentials, or follows redirects (-L): a server on that port speaking a line protocol reads the body's lines as commands (beanstalkd's put, checked with curl 7.88)"
	}
	if data != "" && !get && !queryPost && method != "GET" {
		// With -G the data becomes the query string of a GET (data
		// read from @file is only read).
		return "`curl " + data + "` sends data in a POST; with -G (--get) it is the query of a GET (a POST is a read only to a query API the model knows: Prometheus' /api/v1/query, Elasticsearch's _search)"
	}
	for _, o := range sc.opts {
		if o.is(sp, "-o") || o.is(sp, "--output") || o.is(sp, "-D") || o.is(sp, "--dump-header") || o.is(sp, "--trace") || o.is(sp, "--trace-ascii") {
			// Only into the null device or the terminal's streams:
			// curl -s -D - -o /dev/null -w '%{http_code}'.
			if !o.hasVal || o.val.dynamic || !curlStream(o.val.lit) {
				return "`curl " + o.name + "` writes a file (only /dev/null or - is a read)"
			}
			continue
		}
		request, writeOut := o.is(sp, "-X") || o.is(sp, "--request"), o.is(sp, "-w") || o.is(sp, "--write-out")
		if !o.hasVal || !request && !writeOut {
			continue
		}
		if o.val.dynamic {
			// The method or the format decides what curl does.
			return nonLiteralReason("curl", o.val)
		}
		v := o.val.lit
		// OPTIONS asks what a resource allows (a CORS preflight).
		if request && v != "GET" && v != "HEAD" && v != "OPTIONS" && !(v == "POST" && queryPost) {
			return "`curl -X " + shorten(v) + "` is not a GET, HEAD or OPTIONS request"
		}
		// -w @- reads the format from standard input.
		if writeOut && (strings.Contains(v, "%output") || strings.HasPrefix(v, "@") && v != "@-") {
			return "`curl -w` with %output{} or @file writes or reads a file"
		}
	}
	return ""
}

// curlHTTPURL reports a URL curl fetches over HTTP or HTTPS. Other
// schemes talk to any server in its own protocol: gopher://h:6379/_SET%20k%20v
// sends SET k v to a Redis, dict://h/FLUSHALL sends FLUSHALL, telnet://
// relays the input (checked with curl 7.88 against a listener). Without
// a scheme curl guesses one from the host name: dict.x/FLUSHALL is DICT,
// and so are ftp., ldap., imap., smtp. and pop3. hosts. A URL built at
// run time passes only when its literal text holds the scheme, or the
// whole host, or when it starts with an environment variable's value
// (envLedWord): the user chose it, and no allowed line can set it.
func curlHTTPURL(a arg) bool {
	if a.envLed {
		// The scheme and host are the value the user gave the
		// variable ("$ES_URL/_cat/indices"): trusted as the start-up
		// files and the project's git configuration are.
		return true
	}
	lit := a.lit
	low := strings.ToLower(lit)
	// curl takes a scheme with one slash too: gopher:/h:6379/_x is
	// gopher. A scheme-like word before the first : names the scheme
	// unless a port's digits follow (localhost:9200).
	if i := strings.IndexByte(low, ':'); i > 0 && schemeName(low[:i]) && (i+1 == len(low) || low[i+1] < '0' || low[i+1] > '9') {
		scheme := low[:i]
		return scheme == "http" || scheme == "https"
	}
	if lit == "" || strings.Contains(lit, "://") || strings.ContainsAny(lit[:1], " \t\r\n") {
		return false
	}
	end := strings.IndexAny(lit, "/?#")
	if end < 0 {
		if a.dynamic {
			return false // the host goes on at run time
		}
		end = len(lit)
	}
	host := low[:end]
	if at := strings.LastIndexByte(host, '@'); at >= 0 {
		host = host[at+1:]
	}
	for _, p := range []string{"ftp.", "dict.", "ldap.", "imap.", "smtp.", "pop3."} {
		if strings.HasPrefix(host, p) {
			return false
		}
	}
	return true
}

// actionURLReason refuses a URL that names an action some servers take
// on a GET, against HTTP's rules: Puma's control app (/restart, /stop,
// /halt, /phased-restart, /gc ...), Tomcat's manager text interface
// (/manager/text/stop, /undeploy, /deploy, /expire), Solr's update
// handler (/update, stream.body=) and its admin actions
// (?action=UNLOAD, CREATE, DELETE ...). It looks at the literal text of
// the URL (after an environment variable's value); a part known only at
// run time is not seen, so this narrows, it does not prove.
func actionURLReason(a arg) string {
	text := a.lit
	if a.dynamic {
		spellings, ok := wordSpellings(a.word)
		if !ok {
			return "`curl` has a URL with a brace expansion too large to read"
		}
		text = strings.Join(spellings, " ")
	}
	l := strings.ToLower(text)
	path, query, _ := strings.Cut(l, "?")
	path, _, _ = strings.Cut(path, "#")
	if i := strings.Index(path, "://"); i >= 0 {
		path = path[i+3:]
	}
	for _, seg := range strings.FieldsFunc(path, func(r rune) bool { return r == '/' || r == ' ' }) {
		switch seg {
		case "restart", "phased-restart", "hot-restart", "refork", "stop", "halt", "shutdown", "kill", "terminate",
			"reload", "reload-worker-directory", "gc", "undeploy", "deploy", "expire", "purge", "flush", "flushall",
			"flush_all", "update":
			return "`curl` GET of `" + shorten(text) + "`: the path names an action (" + seg + "), which some servers take on a GET (Puma's control app, Tomcat's manager, Solr's update handler)"
		}
	}
	for _, kv := range strings.FieldsFunc(query, func(r rune) bool { return r == '&' || r == ';' || r == ' ' }) {
		k, v, _ := strings.Cut(kv, "=")
		switch {
		case k == "stream.body" || k == "stream.url" || k == "stream.file":
			return "`curl` GET with `" + k + "=` sends Solr an update to run"
		case k == "action" && v != "" && v != "status" && v != "list" && v != "clusterstatus" && v != "overseerstatus" &&
			v != "colstatus" && v != "requeststatus" && v != "listaliases" && v != "listsnapshots":
			return "`curl` GET with `action=" + shorten(v) + "`: an admin action (Solr's cores and collections APIs take them on a GET; status and list only read)"
		}
	}
	return ""
}

// schemeName reports a URL scheme's syntax: a letter, then letters,
// digits, +, - and dots.
func schemeName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.') {
			continue
		}
		return false
	}
	return s != ""
}

// curlQueryPost reports a request whose every URL is a literal http(s)
// URL of an API that documents POST as a way to ask a query, the same
// as a GET: Prometheus' (and Thanos', Mimir's, VictoriaMetrics')
// /api/v1/query, query_range, series, labels, label/NAME/values and
// query_exemplars, and Elasticsearch's and OpenSearch's _search, _count,
// _msearch, _field_caps, _validate/query, _explain/ID and _analyze (not
// _sql, which keeps a cursor open on the server past its first page).
// Refused: redirects (-L: a 307 keeps the POST to wherever it points),
// URL globs ({a,b} and [1-3] make more URLs), dot segments and escapes
// (curl and servers normalise them into other paths), a scroll (a
// search context kept on the server) and headers other than the
// content type, accept and credentials (X-HTTP-Method-Override).
func curlQueryPost(sc scanned, sp *optSpec) bool {
	if !curlBodySafe(sc, sp) {
		return false
	}
	urls := 0
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "-g") || o.is(sp, "--globoff"):
			return false
		case o.is(sp, "--url"):
			// A run-time tail moves the path: --url "…/api/v1/query$x"
			// with x=/../admin/tsdb/delete_series.
			if o.val.dynamic || !queryURL(o.val.lit) {
				return false
			}
			urls++
		}
	}
	for _, a := range sc.operands {
		if a.dynamic || a.glob || !queryURL(a.lit) {
			return false
		}
		urls++
	}
	return urls > 0
}

// curlBodySafe reports a request whose body (a query POST's, or -X GET's
// with -d) reaches only the URL the line names, with the headers the
// line shows and no command of another protocol: no redirect (-L: a 307
// keeps the body to wherever it points), no header but the
// content type, accept and credentials (X-HTTP-Method-Override), and
// data without a line break (curlBodyOneLine).
func curlBodySafe(sc scanned, sp *optSpec) bool {
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "-L") || o.is(sp, "--location"):
			return false
		case o.is(sp, "-H") || o.is(sp, "--header"):
			name, _, _ := strings.Cut(o.val.lit, ":")
			switch strings.ToLower(strings.TrimSpace(name)) {
			case "content-type", "accept", "authorization":
			default:
				return false
			}
		case o.is(sp, "-d") || o.is(sp, "--data") || o.is(sp, "--data-ascii") || o.is(sp, "--data-raw") ||
			o.is(sp, "--data-binary") || o.is(sp, "--data-urlencode"):
			if !curlBodyOneLine(o.name, o.val) {
				return false
			}
		}
	}
	return true
}

// curlBodyOneLine reports data that reaches the server without a line
// break, so that a server on that port speaking a line protocol (a
// memcached's flush_all, an SMTP server's MAIL) never reads a command of
// the line's from the body. curl strips line breaks from -d @file and
// --data-ascii @file and percent-encodes --data-urlencode's content (not
// its name before =); --data-binary @file keeps them (checked with curl
// 7.88). _msearch's NDJSON body is refused with them.
func curlBodyOneLine(name string, v arg) bool {
	lit := v.lit
	switch name {
	case "--data-urlencode":
		// [name]=content, name@file, @file: only a name is sent as is.
		if i := strings.IndexAny(lit, "=@"); i >= 0 {
			return !strings.ContainsAny(lit[:i], "\r\n")
		}
		return !v.dynamic // content alone, encoded
	case "-d", "--data", "--data-ascii":
		if strings.HasPrefix(lit, "@") {
			return true
		}
	}
	return !v.dynamic && !strings.ContainsAny(lit, "\r\n") && !(name == "--data-binary" && strings.HasPrefix(lit, "@"))
}

// queryURL reports a URL whose path is a query endpoint (curlQueryPost).
func queryURL(u string) bool {
	rest, ok := strings.CutPrefix(u, "http://")
	if !ok {
		if rest, ok = strings.CutPrefix(u, "https://"); !ok {
			if strings.Contains(u, "://") {
				return false
			}
			rest = u // curl's default scheme is http
		}
	}
	if strings.ContainsAny(rest, "{}[]%\\#") {
		return false
	}
	slash := strings.IndexByte(rest, '/')
	if slash < 0 {
		return false
	}
	// The host ends at the first ? too: curl sends
	// http://h?/_search to h's root path, with /_search as its query.
	if q := strings.IndexByte(rest, '?'); q >= 0 && q < slash {
		return false
	}
	path, query, _ := strings.Cut(rest[slash:], "?")
	if strings.Contains(query, "scroll") {
		return false
	}
	segs := strings.Split(strings.TrimSuffix(path, "/"), "/")
	for _, s := range segs[1:] {
		if s == "" || s == "." || s == ".." {
			return false
		}
	}
	n := len(segs)
	last := segs[n-1]
	switch last {
	case "_search", "_count", "_msearch", "_field_caps", "_analyze":
		return true
	case "query":
		if n >= 2 && segs[n-2] == "_validate" {
			return true
		}
	}
	if n >= 2 && segs[n-2] == "_explain" {
		return true
	}
	if n >= 3 && segs[n-3] == "api" && segs[n-2] == "v1" {
		switch last {
		case "query", "query_range", "series", "labels", "query_exemplars":
			return true
		}
	}
	if n >= 5 && segs[n-5] == "api" && segs[n-4] == "v1" && segs[n-3] == "label" && last == "values" {
		return true
	}
	return false
}

// curlStream reports an -o or -D target that is no file: the null
// device, standard output (-) or the standard streams.
func curlStream(p string) bool {
	switch p {
	case "/dev/null", "-", "/dev/stdout", "/dev/stderr":
		return true
	}
	return false
}

// specWget declares a download to standard output (-O -, also -qO-,
// --output-document=-) or a check that only asks (--spider): quiet or
// verbose reports, a timeout, tries, headers. wget's -n takes the
// letters after it (-nv is --no-verbose; -nc, -nd, -nH shape where files
// go). Long options by their exact names only.
var specWget = optSpec{strict: true, switches: "qS", values: "OTUnt",
	longSwitches: []string{"--quiet", "--server-response", "--no-verbose", "--spider", "--no-check-certificate", "--no-hsts"},
	longValues:   []string{"--output-document", "--timeout", "--header", "--user-agent", "--tries"}}

// wgetReason allows a download to standard output (wget -qO- URL) or a
// --spider check, with --no-hsts. Without it wget records the HSTS policy
// of every https answer that sends one, under the host's name, in
// ~/.wget-hsts, and later runs read it (verified with wget 1.21.3 in a
// throw-away HOME: -qO- and --spider alike wrote it for an https server;
// an http URL may redirect to one). --spider writes nothing else: the
// recursive spider (-r), which saves and removes pages, is not allowed.
func wgetReason(args []arg) string {
	sp := &specWget
	sc := scanArgs(args[1:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason("wget", *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`wget " + shorten(sc.unknown) + "` is an option the model does not allow"
	}
	toStdout, spider, noHSTS := false, false, false
	for _, o := range sc.opts {
		switch {
		case o.name == "-n" && !o.val.is("v"):
			return "`wget -n" + shorten(o.val.lit) + "` is an option the model does not allow"
		case o.is(sp, "-O") || o.is(sp, "--output-document"):
			if !o.val.is("-") {
				return "`wget " + o.name + "` writes a file"
			}
			toStdout = true
		case o.is(sp, "--spider"):
			spider = true
		case o.is(sp, "--no-hsts"):
			noHSTS = true
		}
	}
	if !toStdout && !spider {
		return "`wget` without -O - or --spider writes the download to a file"
	}
	if !noHSTS {
		return "`wget` without --no-hsts records the HSTS policy of an https answer (a redirect's too) in ~/.wget-hsts (add --no-hsts)"
	}
	return ""
}

// firstOperand returns the first word that is not an option, skipping the
// values of the given options.
func firstOperand(args []arg, valueOpts []string) string {
	for i := 0; i < len(args); i++ {
		s := args[i].lit
		if s == "--" {
			if i+1 < len(args) {
				return args[i+1].lit
			}
			return ""
		}
		if strings.HasPrefix(s, "-") {
			for _, o := range valueOpts {
				if s == o {
					i++
				}
			}
			continue
		}
		return s
	}
	return ""
}

// specTmux declares the global options tmux may take before its command:
// a socket name or path (-L, -S), -2 and -u. Refused: a configuration
// (-f), a shell command (-c), verbose logs (-v, written to the working
// directory), control mode (-C). tmux's getopt stops at the command.
var specTmux = optSpec{posix: true, strict: true, complete: true, values: "LS", switches: "2u"}

// specTmuxCapture and specTmuxDisplay declare the options of
// capture-pane and display-message, which only print with -p;
// display-message -I types standard input into a pane.
var (
	specTmuxCapture = optSpec{values: "bESt", switches: "aCeJNpPqT"}
	specTmuxDisplay = optSpec{values: "cdtF", switches: "aClNpv",
		deny: []denied{{[]string{"-I"}, "types into a pane"}}}
)

// tmuxReason allows tmux's listings and reports (list-*, show-*,
// has-session, display-message -p, capture-pane -p): what a leader runs
// to see its pane teammates. Refused besides the options above: #(...)
// in a format (a shell command) and a second command after ";".
func tmuxReason(args []arg) string {
	g := scanArgs(args[1:], &specTmux)
	if g.unknown != "" {
		return "`tmux " + shorten(g.unknown) + "` is a global option the model does not allow"
	}
	for _, a := range args[1:] {
		if strings.Contains(a.lit, "#(") {
			return "a tmux format with #(...) runs a shell command"
		}
		if strings.Contains(a.lit, ";") {
			return "`tmux` with `;` runs a second command"
		}
	}
	if len(g.operands) == 0 {
		return "`tmux` alone starts a session"
	}
	cmd, rest := g.operands[0].lit, g.operands[1:]
	for _, a := range rest {
		if a.is("-I") {
			return "`tmux " + cmd + " -I` types into a pane"
		}
	}
	switch cmd {
	case "ls", "list-sessions", "lsw", "list-windows", "lsp", "list-panes", "lsc", "list-clients",
		"lsb", "list-buffers", "lsk", "list-keys", "lscm", "list-commands", "has", "has-session",
		"show", "show-options", "showw", "show-window-options", "showenv", "show-environment",
		"show-hooks", "showb", "show-buffer", "info", "server-info":
		return ""
	case "display", "display-message", "capturep", "capture-pane":
		sp := &specTmuxCapture
		if strings.HasPrefix(cmd, "display") {
			sp = &specTmuxDisplay
		}
		sc := scanArgs(rest, sp)
		if r := sc.denyReason("tmux "+cmd, sp); r != "" {
			return r
		}
		if sc.has(sp, "-p") != nil {
			return ""
		}
		return "`tmux " + cmd + "` without -p shows text in the session or fills a buffer"
	}
	return "`tmux " + cmd + "` changes the session or runs a command"
}

// specGofmt declares gofmt's reports: -l, -d, -s, -e, -a and -r shown as a
// diff. gofmt reads its options with Go's flag package: a whole word with
// one dash or two (--l is -l), a value after = or in the next word.
var specGofmt = optSpec{goflag: true, strict: true, complete: true, exact: true,
	longSwitches: []string{"-l", "-d", "-s", "-e", "-a"}, longValues: []string{"-r"},
	deny: []denied{{[]string{"-w"}, "rewrites files"}, {[]string{"-cpuprofile"}, "writes a profile"}}}

// gofmtReason allows gofmt's reports; an option the spec does not declare
// is refused, as the flag package would stop on it.
func gofmtReason(args []arg) string {
	sc := scanArgs(args[1:], &specGofmt)
	if r := sc.verdict("gofmt", &specGofmt); r != "" {
		return r
	}
	return ""
}

// kubectlWatches reports whether the last of -w, --watch and --watch-only
// turns watching on, read from the words as pflag reads them: -w=false
// and --watch=false are off, -w or a bundle with w (-Aw) is on.
func kubectlWatches(words []arg) bool {
	on := false
	for _, a := range words {
		l := a.lit
		name, val, hasVal := strings.Cut(l, "=")
		switch {
		case a.dynamic:
		case name == "-w" || name == "--watch" || name == "--watch-only":
			on = true
			if hasVal {
				switch val {
				case "0", "f", "F", "false", "FALSE", "False":
					on = false
				}
			}
		case len(l) > 2 && l[0] == '-' && l[1] != '-' && !hasVal:
			// A bundle: w among its switches, before a letter whose
			// value is the rest (-owide is -o wide).
			for _, c := range l[1:] {
				if strings.ContainsRune(specKubectlVerb.values, c) {
					break
				}
				if c == 'w' {
					on = true
				}
			}
		}
	}
	return on
}

// kubectlWatchOff reports that the line's last watch option is an
// explicit -w=false or --watch=false.
func kubectlWatchOff(words []arg) bool {
	off := false
	for _, a := range words {
		name, val, hasVal := strings.Cut(a.lit, "=")
		if name == "-w" || name == "--watch" || name == "--watch-only" {
			off = hasVal && (val == "0" || val == "f" || val == "F" || strings.EqualFold(val, "false"))
		}
	}
	return off
}

// kubectlFormatPatterns returns the positions of get's output formats
// written as unquoted patterns (custom-columns=NAME:.status.conditions[?(
// @.type=="Ready")].status, conditions[-1]): what bash makes of one is the
// word, or file names that start with the same format (custom-columns=,
// jsonpath=, go-template=, with -o, -o= or --output= before them), none
// of them an option of their own.
func kubectlFormatPatterns(args []arg) []int {
	var at []int
	for i := 1; i < len(args); i++ {
		a := args[i]
		if !a.glob || a.dynamic || a.split || a.zshNegation() || strings.ContainsAny(a.lit, "#~^|<>{}") {
			continue
		}
		format := a.lit
		for _, p := range []string{"--output=", "-o=", "-o"} {
			if f, ok := strings.CutPrefix(format, p); ok {
				format = f
				break
			}
		}
		if format == a.lit && (i == 1 || !oneOf(args[i-1], "-o", "--output")) {
			continue // not -o's value
		}
		for _, f := range []string{"custom-columns=", "jsonpath=", "jsonpath-as-json=", "go-template="} {
			if strings.HasPrefix(format, f) && strings.IndexAny(format, "*?[") > len(f) {
				at = append(at, i)
				break
			}
		}
	}
	return at
}

// kubectlFormatPatternsReason judges kubectl get with its format patterns
// as the words bash may make of them: the word itself, file names with
// the same format (several: the last -o wins, or the extra names are
// names of objects to get), or with nullglob none (-o then takes the next
// word, judged again without the pattern).
func kubectlFormatPatternsReason(args []arg, at []int) string {
	if len(at) > 1 {
		return nonLiteralReason("kubectl", args[at[1]])
	}
	i := at[0]
	kept := slices.Clone(args)
	kept[i].glob = false
	if r := kubectlReason(kept); r != "" {
		return r
	}
	without := append(slices.Clone(args[:i]), args[i+1:]...)
	if r := kubectlReason(without); r != "" {
		return "with nullglob an unquoted pattern that matches nothing vanishes, and then " + r
	}
	return ""
}

// kubectlRequestBounded reports a --request-timeout (the last one, before
// or after the verb) that ends a watch: kubectl gives its HTTP client that
// timeout, which cuts the watch stream, and get --watch then exits
// (checked with kubectl 1.32 against a server that never ends the stream:
// --request-timeout=5s and --request-timeout=3 exit after 5 and 3
// seconds, 0 waits forever). A bare number is seconds; anything else is
// a Go duration.
func kubectlRequestBounded(sets ...[]option) bool {
	val, found := "", false
	for _, opts := range sets {
		for _, o := range opts {
			if o.name == "--request-timeout" && o.hasVal {
				if o.val.dynamic {
					return false
				}
				val, found = o.val.lit, true
			}
		}
	}
	if !found {
		return false
	}
	if allDigits(val) {
		return strings.Trim(val, "0") != ""
	}
	d, err := time.ParseDuration(val)
	return err == nil && d > 0
}

// kubectlBuiltin reports kubectl's own top-level commands (1.30).
func kubectlBuiltin(verb string) bool {
	switch verb {
	case "annotate", "api-resources", "api-versions", "apply", "attach", "auth", "autoscale", "certificate",
		"cluster-info", "completion", "config", "cordon", "cp", "create", "debug", "delete", "describe", "diff",
		"drain", "edit", "events", "exec", "explain", "expose", "get", "kustomize", "label", "logs", "options",
		"patch", "plugin", "port-forward", "proxy", "replace", "rollout", "run", "scale", "set", "taint", "top",
		"uncordon", "version", "wait", "alpha":
		return true
	}
	return false
}

// kubectlCreateBuiltin reports the names (not aliases) of kubectl
// create's own subcommands (1.30). For any other word kubectl create WORD
// runs the plugin kubectl-create-WORD from PATH, --help and all (kubectl
// compares the word with each subcommand's name only: create deploy
// looks for kubectl-create-deploy).
func kubectlCreateBuiltin(sub string) bool {
	switch sub {
	case "clusterrole", "clusterrolebinding", "configmap", "cronjob", "deployment", "ingress", "job", "namespace",
		"poddisruptionbudget", "priorityclass", "quota", "role", "rolebinding", "secret", "service", "serviceaccount", "token":
		return true
	}
	return false
}

// helpTopics reports the words after a cobra program's help command:
// at most max literal words, none an option (help then prints the usage
// of the command they name, or says it knows none).
func helpTopics(words []arg, max int) bool {
	if len(words) > max {
		return false
	}
	for _, a := range words {
		if a.dynamic || a.glob || a.lit == "" || a.lit[0] == '-' {
			return false
		}
	}
	return true
}

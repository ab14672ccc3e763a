package shell

import "strings"

// Registry clients and the validators and renderers of configuration
// that an operator runs to look: each in the shapes that write nothing
// and run no program the line does not show. helm and kustomize are in
// helm.go, terraform in terraform.go, docker compose in compose.go.

// infraReason judges the programs of this file; ok is false for any
// other name.
func infraReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "kubeconform":
		return specReason(name, args, &specKubeconform), true
	case "jsonnet":
		return jsonnetReason(args), true
	case "jsonnetfmt":
		return specReason(name, args, &specJsonnetfmt), true
	case "promtool":
		return promtoolReason(args), true
	case "conftest":
		return conftestReason(args), true
	case "skopeo":
		return skopeoReason(args), true
	case "crane":
		return craneReason(args), true
	case "cue":
		return cueReason(args), true
	case "opa":
		return opaReason(args), true
	case "crictl":
		return crictlReason(args), true
	case "kind":
		return kindReason(args), true
	case "amtool":
		return amtoolReason(args), true
	case "flux":
		return fluxReason(args), true
	case "kubectx", "kubens":
		// Alone they list; -c prints the current one. A name switches
		// (it rewrites the kubeconfig), -d deletes.
		if len(args) == 1 || len(args) == 2 && (args[1].is("-c") || args[1].is("--current") || args[1].is("-h") || args[1].is("--help")) {
			return "", true
		}
		return "`" + name + "` with a name switches the context or namespace (it rewrites the kubeconfig)", true
	}
	return "", false
}

// envsubst, yamllint, hcl2json and kubeval are judged by their specs
// alone (specFor): no option of theirs writes or runs anything, so xargs
// may add words to them. envsubst reads standard input and the
// environment and writes standard output, its one operand the list of
// variables to replace; yamllint's configuration (.yamllint, -c, -d) only
// chooses rules (checked on yamllint 1.29: it leaves nothing behind).
var (
	specEnvsubst = optSpec{harmless: true, strict: true, complete: true, switches: "vhV",
		longSwitches: []string{"--variables", "--help", "--version"}}
	specYamllint = optSpec{harmless: true, strict: true, complete: true, values: "cdf", switches: "shv",
		longValues:   []string{"--config-file", "--config-data", "--format"},
		longSwitches: []string{"--strict", "--no-warnings", "--list-files", "--help", "--version"}}
	specHcl2json = optSpec{harmless: true, goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-simplify", "-version", "-h", "-help"}}
	// kubeconform -cache keeps the schemas it downloads in a folder.
	specKubeconform = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longValues: []string{"-schema-location", "-kubernetes-version", "-output", "-skip", "-reject", "-n",
			"-ignore-filename-pattern"},
		longSwitches: []string{"-summary", "-strict", "-verbose", "-ignore-missing-schemas", "-exit-on-error",
			"-insecure-skip-tls-verify", "-v", "-h", "-debug"},
		deny: []denied{{[]string{"-cache"}, "writes the schemas it downloads into a folder"}}}
	// kubeval's -o is the output format.
	specKubeval = optSpec{harmless: true, strict: true, complete: true, exact: true, pflag: true, values: "vodif",
		longValues: []string{"--schema-location", "--kubernetes-version", "--output", "--skip-kinds", "--reject-kinds",
			"--directories", "--ignored-filename-patterns", "--additional-schema-locations", "--filename"},
		longSwitches: []string{"--strict", "--ignore-missing-schemas", "--openshift", "--force-color", "--exit-on-error",
			"--quiet", "--insecure-skip-tls-verify", "--version", "--help"}}
	// jsonnet writes with -o and -m; -c creates their folders.
	specJsonnet = optSpec{strict: true, complete: true, values: "JomstVA", switches: "heySc",
		longValues: []string{"--jpath", "--output-file", "--multi", "--max-stack", "--max-trace", "--gc-min-objects",
			"--gc-growth-trigger", "--ext-str", "--ext-str-file", "--ext-code", "--ext-code-file", "--tla-str",
			"--tla-str-file", "--tla-code", "--tla-code-file"},
		longSwitches: []string{"--help", "--exec", "--yaml-stream", "--string", "--version", "--create-output-dirs"},
		deny: []denied{
			{[]string{"-o", "--output-file"}, "writes a file"}, {[]string{"-m", "--multi"}, "writes files"},
			{[]string{"-c", "--create-output-dirs"}, "creates folders"},
		}}
	specJsonnetfmt = optSpec{values: "no", longValues: []string{"--indent", "--max-blank-lines", "--string-style", "--comment-style", "--output-file"},
		deny: []denied{{[]string{"-i", "--in-place"}, "rewrites files"}, {[]string{"-o", "--output-file"}, "writes a file"}}}
)

// jsonnetReason allows jsonnet evaluations to standard output (checked on
// jsonnet 0.18: an evaluation leaves nothing behind). jsonnet
// reads -abc as -a -b -c and takes the next word as the value even of a
// letter inside such a bundle, so a bundle is refused.
func jsonnetReason(args []arg) string {
	sp := &specJsonnet
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("jsonnet", sp); r != "" {
		return r
	}
	for _, o := range sc.opts {
		w := args[1+o.index].lit
		if !strings.HasPrefix(w, "--") && len(w) > 2 {
			return "`jsonnet " + shorten(w) + "` is a bundle of options, which jsonnet reads letter by letter, each with the next word"
		}
		// -J -o out.json: jsonnet takes -o as the folder; a reader who
		// takes it as the option sees a write. Either way, not a plain read.
		if o.hasVal && !o.val.dynamic && strings.HasPrefix(o.val.lit, "-") {
			return "`jsonnet " + o.name + " " + shorten(o.val.lit) + "`: a value that looks like an option"
		}
	}
	return ""
}

// specPromtool declares promtool's global options (kingpin); the
// command and its subcommand come next.
var specPromtool = optSpec{posix: true, strict: true, complete: true, exact: true,
	longValues: []string{"--enable-feature"}, longSwitches: []string{"--experimental", "--help", "--version"}}

// specPromtoolRest reads the words after the subcommand: --junit writes
// a report.
var specPromtoolRest = optSpec{
	deny: []denied{{[]string{"--junit"}, "writes a report file"}}}

// promtoolReason allows promtool's checks, its unit tests of rules and
// its queries of a Prometheus server: check config|rules|metrics|
// web-config|healthy|ready|service-discovery, test rules, query
// instant|range|series|labels|analyze. Not tsdb (even list and analyze
// make a sandbox folder inside the database folder), debug (writes an
// archive) nor push. test rules evaluates
// in a database it makes in a temporary folder and removes, as sort
// does with its temporary files (checked on promtool 2.42: check rules,
// check config, check metrics and test rules leave nothing behind).
func promtoolReason(args []arg) string {
	g := scanArgs(args[1:], &specPromtool)
	if r := g.verdict("promtool", &specPromtool); r != "" {
		return r
	}
	if len(g.operands) == 0 && len(g.opts) == 1 && g.has(&specPromtool, "--version", "--help") != nil {
		return ""
	}
	if len(g.operands) == 0 || g.operands[0].dynamic {
		return "`promtool` without a literal command is not a check the model knows"
	}
	verb := g.operands[0].lit
	s := scanArgs(g.operands[1:], &specPromtool)
	if r := s.verdict("promtool "+verb, &specPromtool); r != "" {
		return r
	}
	sub := ""
	if len(s.operands) > 0 {
		sub = s.operands[0].lit
		if s.operands[0].dynamic {
			return nonLiteralReason("promtool "+verb, s.operands[0])
		}
	}
	var rest []arg
	if len(s.operands) > 0 {
		rest = s.operands[1:]
	}
	// A query's server may come from the environment: promtool query
	// instant "$PROM_URL" 'up' (an http(s) URL, envtrust.go).
	sc := scanArgs(markNoDash(rest, func(a arg) bool { return a.envLed }), &specPromtoolRest)
	if r := sc.verdict("promtool "+verb+" "+sub, &specPromtoolRest); r != "" {
		return r
	}
	switch verb {
	case "check":
		switch sub {
		case "config", "rules", "metrics", "web-config", "healthy", "ready", "service-discovery":
			return ""
		}
	case "test":
		if sub == "rules" {
			return ""
		}
	case "query":
		switch sub {
		case "instant", "range", "series", "labels", "analyze":
			return ""
		}
	case "tsdb":
		if sub == "list" || sub == "analyze" {
			return "`promtool tsdb " + sub + "` opens the database through a read-only handle that (since Prometheus 2.49) creates a sandbox folder, tmp_dbro_sandbox*, inside the database folder and removes it only when it closes"
		}
	}
	return "`promtool " + shorten(verb) + " " + shorten(sub) + "` is not a check or query the model knows (tsdb dump, create-blocks-from, debug and push write)"
}

// specConftest reads conftest's options: -u/--update downloads policies
// into the policy folder; -o is the output format.
var specConftest = optSpec{pflag: true,
	values:     "pdno",
	longValues: []string{"--policy", "--data", "--namespace", "--output", "--parser", "--ignore", "--capabilities", "--proto-file-dirs", "--file"},
	deny:       []denied{{[]string{"-u", "--update"}, "downloads policies into the policy folder"}}}

// conftestReason allows conftest test, verify and parse: Rego reads
// files and prints, it cannot write or start programs.
func conftestReason(args []arg) string {
	sp := &specConftest
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("conftest", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 || sc.operands[0].dynamic {
		return "`conftest` without a literal command is not a check the model knows"
	}
	switch sc.operands[0].lit {
	case "test", "verify", "parse", "version":
		return ""
	}
	return "`conftest " + shorten(sc.operands[0].lit) + "` downloads, uploads or rewrites policies"
}

// specSkopeo declares skopeo's global options before its command;
// --policy, --registries.d and --tmpdir point it at other files.
var specSkopeo = optSpec{posix: true, strict: true, complete: true, exact: true, pflag: true,
	longValues:   []string{"--command-timeout", "--override-arch", "--override-os", "--override-variant"},
	longSwitches: []string{"--debug", "--insecure-policy", "--help", "--version"}}

// specSkopeoInspect declares the options of inspect and list-tags, and
// the global ones cobra also reads after the command.
// --authfile names a file that can name credential helpers (programs)
// and the leader may write any Markdown file; --registries-conf names a
// configuration.
var specSkopeoInspect = optSpec{strict: true, complete: true, exact: true, pflag: true,
	values: "f", switches: "n",
	longValues: []string{"--cert-dir", "--creds", "--format", "--registry-token", "--retry-times", "--retry-delay",
		"--username", "--password", "--shared-blob-dir", "--command-timeout", "--override-arch", "--override-os", "--override-variant"},
	longSwitches: []string{"--config", "--raw", "--no-creds", "--no-tags", "--tls-verify", "--debug", "--insecure-policy"},
	deny: []denied{
		{[]string{"--authfile"}, "reads a file that can name credential helpers, which are programs"},
		{[]string{"--registries-conf"}, "reads another registries configuration"},
		{[]string{"--daemon-host"}, "talks to another docker daemon"},
	}}

// skopeoReason allows skopeo inspect and list-tags of images in a
// registry (docker://), an OCI layout (oci:) or a folder (dir:): they
// read the manifest and config without the blob-info cache (checked on
// skopeo 1.9: an inspect of oci: writes nothing under HOME).
// containers-storage: opens local storage, which takes locks and may
// create it; the archive and daemon transports unpack to temporary files.
func skopeoReason(args []arg) string {
	g := scanArgs(args[1:], &specSkopeo)
	if r := g.verdict("skopeo", &specSkopeo); r != "" {
		return r
	}
	if len(g.operands) == 0 || g.operands[0].dynamic {
		return "`skopeo` without a literal command is not a query"
	}
	verb := g.operands[0].lit
	switch verb {
	case "inspect", "list-tags":
	case "--version", "version":
		return ""
	default:
		return "`skopeo " + shorten(verb) + "` copies, deletes, signs or logs in"
	}
	sp := &specSkopeoInspect
	sc := scanArgs(g.operands[1:], sp)
	if r := sc.verdict("skopeo "+verb, sp); r != "" {
		return r
	}
	for _, a := range sc.operands {
		if a.dynamic && !strings.Contains(a.lit, ":") {
			return "`skopeo " + verb + "` takes an image whose transport is not literal"
		}
		transport, _, _ := strings.Cut(a.lit, ":")
		switch transport {
		case "docker", "oci", "dir":
		default:
			return "`skopeo " + verb + " " + shorten(a.lit) + "` uses a transport that writes or locks local storage (docker://, oci: and dir: only read)"
		}
	}
	return ""
}

// specCrane declares crane's global options, which cobra also reads
// after the command.
var specCrane = optSpec{strict: true, complete: true, exact: true, pflag: true,
	switches:     "vo",
	longValues:   []string{"--platform", "--tarball", "--remote"},
	longSwitches: []string{"--insecure", "--verbose", "--allow-nondistributable-artifacts", "--full-ref", "--omit-digest-tags", "--fast", "--help"}}

// craneReason allows crane's registry reads: digest, manifest, config,
// ls, catalog, version, blob, export to standard output, and validate
// (--remote IMAGE or --tarball FILE; it fetches the manifest and layers
// with GET and HEAD and digests them in memory, checked with crane 0.21
// against crane registry serve). crane keeps no cache.
func craneReason(args []arg) string {
	sp := &specCrane
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("crane", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 || sc.operands[0].dynamic {
		return "`crane` without a literal command is not a query"
	}
	switch verb := sc.operands[0].lit; verb {
	case "export":
		// crane export IMAGE -: the flattened filesystem as a tarball
		// on standard output (IMAGE may be -, a tarball read from
		// standard input).
		if len(sc.operands) != 3 || !sc.operands[2].is("-") || sc.has(sp, "--tarball") != nil {
			return "`crane export` to a file writes it (crane export IMAGE - prints the tarball)"
		}
		return ""
	case "blob":
		// crane blob REF@DIGEST prints the blob.
		if len(sc.operands) != 2 || sc.has(sp, "--tarball") != nil {
			return "`crane blob` takes one blob reference"
		}
		return ""
	case "validate":
		if len(sc.operands) != 1 {
			return "`crane validate` takes its image from --remote or --tarball, not an operand"
		}
		return ""
	case "digest", "manifest", "config", "ls", "catalog", "version":
		if sc.has(sp, "--tarball") != nil && verb != "digest" {
			return "`crane " + verb + " --tarball` is not a read the model knows"
		}
		return ""
	default:
		return "`crane " + shorten(verb) + "` writes images, files or credentials, or is not a read the model knows"
	}
}

// specOpa reads opa's options: fmt -w rewrites files, build -o writes a
// bundle.
var specOpa = optSpec{pflag: true,
	values:     "dibfrt",
	longValues: []string{"--data", "--input", "--bundle", "--format", "--run", "--target", "--capabilities", "--ignore", "--package", "--stdin-input", "--schema"},
	deny: []denied{
		{[]string{"-w", "--write"}, "rewrites files"}, {[]string{"-o", "--output"}, "writes a file"},
	}}

// opaReason allows opa eval, check, test, inspect, parse, version and fmt
// without --write: Rego reads and prints, it cannot write or start
// programs; only http.send reaches out, so a query on the line must be
// literal and not call it (policy files are the project's).
func opaReason(args []arg) string {
	sp := &specOpa
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("opa", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 || sc.operands[0].dynamic {
		return "`opa` without a literal command is not a check the model knows"
	}
	if sc.has(sp, "--stdin") != nil {
		return "`opa --stdin` reads the query from standard input, where it may call http.send"
	}
	for _, a := range args[1:] {
		// A query on the line may send any request: http.send posts as
		// well as gets.
		if a.dynamic || strings.Contains(a.lit, "http.send") {
			return "`opa` with a query that is not literal or calls http.send may send requests that change a remote service"
		}
	}
	switch sc.operands[0].lit {
	case "eval", "check", "test", "inspect", "parse", "version", "fmt", "deps", "capabilities":
		return ""
	}
	return "`opa " + shorten(sc.operands[0].lit) + "` runs a server, builds or signs bundles, or is not a read the model knows"
}

// specCrictl declares crictl's global options before its command;
// --config and the endpoints point it at another runtime.
var specCrictl = optSpec{posix: true, strict: true, complete: true, exact: true, pflag: true,
	values: "t", switches: "D", longValues: []string{"--timeout"}, longSwitches: []string{"--debug"}}

// specCrictlVerb reads the words after the command: following logs or
// watching stats never ends.
var specCrictlVerb = optSpec{pflag: true,
	deny: []denied{
		{[]string{"-f", "--follow"}, "never ends"}, {[]string{"-w", "--watch"}, "never ends"},
		{[]string{"-c", "--config"}, "reads another configuration"},
		{[]string{"-r", "--runtime-endpoint"}, "talks to another runtime"}, {[]string{"-i", "--image-endpoint"}, "talks to another runtime"},
	}}

// crictlReason allows crictl's listings and reports: ps, pods, images,
// inspect*, logs, stats, info, version, imagefsinfo.
func crictlReason(args []arg) string {
	g := scanArgs(args[1:], &specCrictl)
	if r := g.verdict("crictl", &specCrictl); r != "" {
		return r
	}
	if len(g.operands) == 0 || g.operands[0].dynamic {
		return "`crictl` without a literal command is not a query"
	}
	verb := g.operands[0].lit
	sc := scanArgs(g.operands[1:], &specCrictlVerb)
	if r := sc.verdict("crictl "+verb, &specCrictlVerb); r != "" {
		return r
	}
	switch verb {
	case "ps", "pods", "images", "img", "inspect", "inspectp", "inspecti", "logs", "stats", "statsp", "info", "version", "imagefsinfo":
		return ""
	}
	return "`crictl " + shorten(verb) + "` changes containers, pods or images, or runs commands in them"
}

// kindReason allows kind get clusters|nodes|kubeconfig and kind version.
func kindReason(args []arg) string {
	for _, a := range args[1:] {
		if a.mayBeOption() {
			return nonLiteralReason("kind", a)
		}
	}
	ops := operands(args[1:])
	switch {
	case len(ops) > 0 && ops[0] == "version":
		return ""
	case len(ops) > 1 && ops[0] == "get" && (ops[1] == "clusters" || ops[1] == "nodes" || ops[1] == "kubeconfig"):
		return ""
	}
	return "`kind` other than get clusters|nodes|kubeconfig creates, deletes or exports clusters"
}

// specAmtool declares amtool's options that take a value (kingpin reads
// options anywhere), so the command words are found.
var specAmtool = optSpec{values: "o",
	longValues: []string{"--alertmanager.url", "--output", "--timeout", "--http.config.file", "--date.format", "--enable-feature",
		"--receiver", "--config.file", "--template.file", "--template.text", "--template.type", "--time", "--tree", "--verify.receivers"}}

// amtoolReason allows amtool's checks and queries: check-config, alert
// [query], silence [query], config [show|routes [show|test]], cluster
// show, template render. Adding, expiring or importing silences and
// alerts changes the Alertmanager.
func amtoolReason(args []arg) string {
	sc := scanArgs(args[1:], &specAmtool)
	if sc.dynamic != nil {
		return nonLiteralReason("amtool", *sc.dynamic)
	}
	ops := operands(sc.operands)
	if len(args) == 2 && oneOf(args[1], "--version", "--help") {
		return ""
	}
	verb, sub := "", ""
	if len(ops) > 0 {
		verb = ops[0]
	}
	if len(ops) > 1 {
		sub = ops[1]
	}
	switch verb {
	case "check-config":
		return ""
	case "alert", "silence":
		if sub == "" || sub == "query" || !isAmtoolCommand(sub) {
			return ""
		}
	case "config":
		if sub == "" || sub == "show" || sub == "routes" {
			if len(ops) < 3 || ops[2] == "show" || ops[2] == "test" {
				return ""
			}
		}
	case "cluster":
		if sub == "show" {
			return ""
		}
	case "template":
		if sub == "render" {
			return ""
		}
	}
	return "`amtool " + shorten(verb) + " " + shorten(sub) + "` changes the Alertmanager or is not a query the model knows"
}

// isAmtoolCommand reports a subcommand of alert or silence: any word that
// is not one is a matcher of the default query.
func isAmtoolCommand(s string) bool {
	switch s {
	case "add", "expire", "import", "update", "query":
		return true
	}
	return false
}

// specFlux declares flux's global options before its command; the ones
// that point it at another cluster or identity are refused.
var specFlux = optSpec{posix: true, strict: true, complete: true, exact: true, pflag: true,
	values: "n", longValues: []string{"--namespace", "--context", "--timeout"}, longSwitches: []string{"--verbose"}}

// specFluxVerb reads the words after the command.
var specFluxVerb = optSpec{pflag: true,
	longValues: []string{"--namespace", "--context", "--timeout"},
	deny: []denied{
		{[]string{"-f", "--follow"}, "never ends"}, {[]string{"-w", "--watch"}, "never ends"},
		{[]string{"--kubeconfig"}, "changes who or where flux talks to"}, {[]string{"--as"}, "changes who or where flux talks to"},
		{[]string{"--as-group"}, "changes who or where flux talks to"}, {[]string{"--token"}, "changes who or where flux talks to"},
		{[]string{"-s", "--server"}, "changes who or where flux talks to"}, {[]string{"--cache-dir"}, "writes its cache elsewhere"},
	}}

// fluxReason allows flux's reads of the cluster: get, tree, stats,
// check, version, logs (not -f), events (not -w), export, trace.
func fluxReason(args []arg) string {
	g := scanArgs(args[1:], &specFlux)
	if r := g.verdict("flux", &specFlux); r != "" {
		return r
	}
	if len(g.operands) == 0 || g.operands[0].dynamic {
		return "`flux` without a literal command is not a query"
	}
	verb := g.operands[0].lit
	sc := scanArgs(g.operands[1:], &specFluxVerb)
	if r := sc.verdict("flux "+verb, &specFluxVerb); r != "" {
		return r
	}
	switch verb {
	case "get", "tree", "stats", "check", "version", "logs", "events", "export", "trace":
		return ""
	}
	return "`flux " + shorten(verb) + "` reconciles, suspends, installs or changes what flux manages"
}

// specCueFmt declares cue fmt's options and cue's global ones. fmt reads
// no module dependency (verified: nothing under ~/.cache/cue even with a
// module that has some); without --check or --diff it rewrites the
// files.
var specCueFmt = optSpec{pflag: true, exact: true, strict: true, complete: true,
	switches: "dsEivh", values: "C",
	longSwitches: []string{"--check", "--diff", "--files", "--simplify", "--all-errors", "--ignore", "--verbose", "--trace", "--strict", "--help"},
	longValues:   []string{"--chdir"}}

// cueReason allows cue version, the help of cue's own commands and
// topics, and cue fmt --check or --diff. eval, export, vet and def may
// fetch the module's dependencies into ~/.cache/cue; cue cmd (and cue
// NAME for a command a _tool.cue file declares) runs the tasks it
// declares.
func cueReason(args []arg) string {
	if exactWords(args, "version") {
		return ""
	}
	if len(args) >= 2 && args[1].is("help") && len(args) <= 4 {
		if len(args) == 2 || cueHelpTopic(args[2]) {
			for _, a := range args[2:] {
				if a.dynamic {
					return nonLiteralReason("cue help", a)
				}
			}
			return ""
		}
	}
	if len(args) >= 2 && args[1].is("fmt") {
		sc := scanArgs(args[2:], &specCueFmt)
		if r := sc.verdict("cue fmt", &specCueFmt); r != "" {
			return r
		}
		for _, o := range sc.opts {
			if o.hasVal && !o.is(&specCueFmt, "-C") {
				return "`cue fmt " + o.name + "=` sets a switch the model reads as on"
			}
		}
		if sc.has(&specCueFmt, "--check", "-d", "--diff") == nil {
			return "`cue fmt` rewrites the files (--check and --diff only report)"
		}
		return ""
	}
	return "`cue` may fetch the module's dependencies into ~/.cache/cue, and cue cmd runs the tasks it declares"
}

// cueHelpTopic reports cue's own commands and help topics (cue help cmd
// NAME loads the _tool.cue files that declare NAME).
func cueHelpTopic(a arg) bool {
	return oneOf(a, "eval", "export", "fmt", "vet", "def", "mod", "version", "import", "trim", "fix", "get", "login",
		"exp", "commands", "embed", "environment", "experiments", "filetypes", "flags", "injection", "inputs",
		"modules", "registryconfig", "help")
}

package shell

import "strings"

// helm and kustomize: rendering and inspecting charts and overlays on
// this machine, and reading releases from the cluster. Each is allowed
// only where it reads: a chart helm would download into its cache (a
// repo/chart name, oci://, --repo), a post-renderer (a program), a
// plugin (any verb helm does not know), --output-dir and
// --dependency-update are refused, and so are the options that point
// helm at another cluster, identity or configuration (as kubectl's, see
// queries.go).

// helmElsewhere are helm's global options that change who or where helm
// talks to, or which configuration and cache it reads and writes.
var helmElsewhere = []denied{
	{[]string{"--kubeconfig"}, "changes who or where helm talks to"},
	{[]string{"--kube-apiserver"}, "changes who or where helm talks to"},
	{[]string{"--kube-as-user"}, "changes who or where helm talks to"},
	{[]string{"--kube-as-group"}, "changes who or where helm talks to"},
	{[]string{"--kube-token"}, "changes who or where helm talks to"},
	{[]string{"--kube-ca-file"}, "changes who or where helm talks to"},
	{[]string{"--kube-tls-server-name"}, "changes who or where helm talks to"},
	{[]string{"--kube-insecure-skip-tls-verify"}, "changes who or where helm talks to"},
	{[]string{"--registry-config"}, "reads a configuration that can name credential helpers, which are programs"},
	{[]string{"--repository-config"}, "reads another repository configuration"},
	{[]string{"--repository-cache"}, "writes or reads another cache"},
	{[]string{"--content-cache"}, "writes or reads another cache"},
}

// helmRenderDenied are the rendering options that run a program, write
// files or download charts.
var helmRenderDenied = []denied{
	{[]string{"--post-renderer"}, "runs a program on the rendered manifests"},
	{[]string{"--post-renderer-args"}, "runs a program on the rendered manifests"},
	{[]string{"--output-dir"}, "writes the rendered files"},
	{[]string{"--dependency-update"}, "downloads charts into the chart's charts/ folder"},
	{[]string{"--repo"}, "downloads the chart into helm's cache"},
	// helmElsewhere's, written out: an append here would run at every
	// hook process's start.
	{[]string{"--kubeconfig"}, "changes who or where helm talks to"},
	{[]string{"--kube-apiserver"}, "changes who or where helm talks to"},
	{[]string{"--kube-as-user"}, "changes who or where helm talks to"},
	{[]string{"--kube-as-group"}, "changes who or where helm talks to"},
	{[]string{"--kube-token"}, "changes who or where helm talks to"},
	{[]string{"--kube-ca-file"}, "changes who or where helm talks to"},
	{[]string{"--kube-tls-server-name"}, "changes who or where helm talks to"},
	{[]string{"--kube-insecure-skip-tls-verify"}, "changes who or where helm talks to"},
	{[]string{"--registry-config"}, "reads a configuration that can name credential helpers, which are programs"},
	{[]string{"--repository-config"}, "reads another repository configuration"},
	{[]string{"--repository-cache"}, "writes or reads another cache"},
	{[]string{"--content-cache"}, "writes or reads another cache"},
}

// specHelm declares the global options helm may take before its verb: a
// namespace and a context of the configuration, read with their values
// (helm -n list uninstall x uninstalls x in namespace list). Another
// configuration, or any option not declared, is refused. cobra takes
// long options by their exact names only.
var specHelm = optSpec{posix: true, strict: true, complete: true, exact: true, pflag: true,
	values: "n", longValues: []string{"--namespace", "--kube-context", "--burst-limit", "--qps"},
	longSwitches: []string{"--debug"}, longOptional: []string{"--color", "--colour"},
	deny: helmElsewhere}

// The verbs' specs repeat the global options helm also reads after its
// verb (--namespace, --kube-context, --burst-limit, --qps, --debug),
// written out rather than appended: package-level appends run at every
// hook process's start.

// specHelmRender declares the options of template, lint, show and
// dependency list: values, what to render, which cluster version to
// render for.
var specHelmRender = optSpec{strict: true, complete: true, exact: true, pflag: true,
	values: "nfsa", switches: "g",
	longValues: []string{"--values", "--set", "--set-string", "--set-file", "--set-json", "--set-literal",
		"--show-only", "--kube-version", "--api-versions", "--name-template", "--timeout", "--description",
		"--version", "--labels", "--jsonpath", "--max-col-width", "--ca-file", "--cert-file", "--key-file",
		"--keyring", "--username", "--password", "--namespace", "--kube-context", "--burst-limit", "--qps"},
	longSwitches: []string{"--generate-name", "--include-crds", "--skip-tests", "--skip-crds",
		"--is-upgrade", "--no-hooks", "--validate", "--devel", "--verify", "--strict", "--with-subcharts",
		"--quiet", "--disable-openapi-validation", "--skip-schema-validation", "--enable-dns",
		"--create-namespace", "--atomic", "--wait", "--wait-for-jobs", "--replace", "--render-subchart-notes",
		"--hide-notes", "--insecure-skip-tls-verify", "--plain-http", "--pass-credentials", "--release-name",
		"--take-ownership", "--hide-secret", "--debug"},
	longOptional: []string{"--dry-run", "--color", "--colour"},
	deny:         helmRenderDenied}

// specHelmRelease declares the options of the release reads (list,
// status, history, get), env, version, repo list and plugin list: an
// output format (-o is no file here), a revision, filters.
var specHelmRelease = optSpec{strict: true, complete: true, exact: true, pflag: true,
	values: "nolm", switches: "aAdqrc",
	longValues: []string{"--output", "--selector", "--max", "--offset", "--filter", "--time-format",
		"--revision", "--template", "--namespace", "--kube-context", "--burst-limit", "--qps"},
	longSwitches: []string{"--all", "--all-namespaces", "--date", "--short", "--reverse", "--deployed",
		"--failed", "--pending", "--superseded", "--uninstalled", "--uninstalling", "--no-headers",
		"--show-desc", "--show-resources", "--client", "--debug"},
	longOptional: []string{"--color", "--colour"},
	deny:         helmElsewhere}

// specHelmSearch declares search repo's and search hub's options (-l is
// --versions here, not a selector).
var specHelmSearch = optSpec{strict: true, complete: true, exact: true, pflag: true,
	values: "no", switches: "rl",
	longValues:   []string{"--output", "--version", "--max-col-width", "--endpoint", "--namespace", "--kube-context", "--burst-limit", "--qps"},
	longSwitches: []string{"--regexp", "--versions", "--devel", "--fail-on-no-result", "--list-repo-url", "--debug"},
	longOptional: []string{"--color", "--colour"},
	deny:         helmElsewhere}

// helmReason allows helm's reads: template, lint and show of a chart on
// this machine, dependency list, and the release reads list, status,
// history, get, with env, version, search, repo list and plugin list.
func (c *classifier) helmReason(args []arg) string {
	if helmHelp(args[1:]) {
		return ""
	}
	g := scanArgs(args[1:], &specHelm)
	if r := g.verdict("helm", &specHelm); r != "" {
		return r
	}
	if len(g.operands) == 0 {
		return "`helm` alone is not a query"
	}
	if g.operands[0].dynamic {
		return nonLiteralReason("helm", g.operands[0])
	}
	verb := g.operands[0].lit
	rest := g.operands[1:]
	sp := &specHelmRelease
	switch verb {
	case "template", "lint", "show", "inspect", "dependency", "dep", "dependencies":
		sp = &specHelmRender
	case "search":
		sp = &specHelmSearch
	case "list", "ls", "status", "history", "hist", "get", "env", "version", "repo", "plugin":
	default:
		return "`helm " + shorten(verb) + "` changes releases, charts or repositories, or runs a plugin"
	}
	sc := scanArgs(rest, sp)
	if r := sc.verdict("helm "+verb, sp); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if o.hasVal && (o.is(sp, "-f") || o.is(sp, "--values") || o.is(sp, "--set-file")) {
			if r := helmValuesFile(o.val); r != "" {
				return r
			}
		}
	}
	if verb == "lint" {
		// helm lint takes paths only: one that does not exist is an
		// error, never a chart to download. A run-time path (for c in
		// charts/*/) reaches here only when proven not to be an option.
		return ""
	}
	sub := ""
	if len(sc.operands) > 0 {
		if sc.operands[0].dynamic {
			return nonLiteralReason("helm "+verb, sc.operands[0])
		}
		sub = sc.operands[0].lit
	}
	switch verb {
	case "template":
		if len(sc.operands) == 0 {
			return "`helm template` needs a chart"
		}
		return c.helmLocalChart("template", sc.operands[len(sc.operands)-1])
	case "show", "inspect":
		switch sub {
		case "all", "chart", "values", "readme", "crds":
		default:
			return "`helm " + verb + " " + shorten(sub) + "` is not a part of a chart the model knows"
		}
		if len(sc.operands) < 2 {
			return "`helm " + verb + " " + sub + "` needs a chart"
		}
		return c.helmLocalChart(verb+" "+sub, sc.operands[1])
	case "dependency", "dep", "dependencies":
		// dependency list loads the chart folder itself, never a
		// repository's chart.
		if sub == "list" || sub == "ls" {
			return ""
		}
		return "`helm " + verb + " " + shorten(sub) + "` downloads charts into the chart's folder"
	case "get":
		switch sub {
		case "all", "values", "manifest", "notes", "hooks", "metadata":
			return ""
		}
		return "`helm get " + shorten(sub) + "` is not a part of a release the model knows"
	case "search":
		if sub == "repo" || sub == "hub" {
			return ""
		}
		return "`helm search " + shorten(sub) + "` is not a search the model knows"
	case "repo", "plugin":
		if sub == "list" || sub == "ls" {
			return ""
		}
		return "`helm " + verb + " " + shorten(sub) + "` changes helm's repositories or plugins"
	}
	return ""
}

// helmLocalChart accepts a chart helm finds on this machine. helm looks
// for the path first; a path that does not exist is, unless it starts
// with "." or "/", taken for repo/chart and downloaded into helm's cache.
// Chart names hold no "/", so a path with two or more (or a trailing
// one), or none, can never be a repository's chart; one "/" can.
func (c *classifier) helmLocalChart(what string, a arg) string {
	if a.dynamic {
		return "`helm " + what + "` takes a chart that is not literal, which may be a repository's chart helm downloads into its cache"
	}
	p := a.lit
	_, name, _ := strings.Cut(p, "/")
	switch {
	case strings.Contains(p, ":"):
		return "`helm " + what + " " + shorten(p) + "` downloads the chart into helm's cache"
	case a.glob && strings.ContainsAny(name, "*?["):
		// charts/*: bash puts the folders that exist in its place, and
		// a pattern left as it is names no chart of a repository.
		return ""
	case p == "", strings.HasPrefix(p, "."), strings.HasPrefix(p, "/"), strings.HasPrefix(p, "~/"),
		strings.HasSuffix(p, "/"), strings.Count(p, "/") != 1:
		return ""
	case c.existsInRunDirs(p):
		// charts/api is the folder (or archive) beside the command.
		return ""
	}
	return "`helm " + what + " " + shorten(p) + "` may name a repository's chart, which helm downloads into its cache (write ./" + shorten(p) + " for a chart folder)"
}

// helmValuesFile refuses a values file helm fetches through a getter
// other than http(s): such getters are plugins, which are programs.
func helmValuesFile(a arg) string {
	if a.dynamic {
		return "`helm -f` takes a values file that is not literal, which may be a URL a plugin fetches"
	}
	if i := strings.Index(a.lit, "://"); i >= 0 {
		switch a.lit[:i] {
		case "http", "https":
		default:
			return "`helm -f " + shorten(a.lit) + "` fetches the file through a plugin, which is a program"
		}
	}
	return ""
}

// specKustomize declares kustomize build's options (and kubectl
// kustomize's): what may be read and in which order. Plugins, exec
// functions and helm (programs), container functions and -o (a file)
// are refused.
var specKustomize = optSpec{strict: true, complete: true, exact: true, pflag: true,
	longValues:   []string{"--load-restrictor", "--load_restrictor", "--reorder"},
	longSwitches: []string{"--enable-managedby-label", "--stack-trace", "--enable_managedby_label"},
	deny: []denied{
		{[]string{"--enable-alpha-plugins", "--enable_alpha_plugins"}, "runs plugins, which are programs"},
		{[]string{"--enable-exec"}, "runs exec functions, which are programs"},
		{[]string{"--enable-helm"}, "runs helm, which can run plugins and download charts"},
		{[]string{"--helm-command"}, "runs the program it names"},
		{[]string{"--mount"}, "runs container functions"}, {[]string{"--network"}, "runs container functions"},
		{[]string{"--network-name"}, "runs container functions"}, {[]string{"-e", "--env"}, "runs functions"},
		{[]string{"--as-current-user"}, "runs container functions"},
		{[]string{"-o", "--output"}, "writes the output to a file or folder"},
	}}

// kustomizeBuild reads the words after build: its options and at most
// one folder on this machine (a URL makes kustomize clone a repository).
// A remote base the project's kustomization names is cloned into a
// temporary folder kustomize removes; the kustomization is the
// project's, trusted as its other configuration is.
func kustomizeBuild(what string, words []arg) string {
	sc := scanArgs(words, &specKustomize)
	if r := sc.verdict(what, &specKustomize); r != "" {
		return r
	}
	if len(sc.operands) > 1 {
		return "`" + what + "` takes one folder"
	}
	for _, a := range sc.operands {
		if a.dynamic {
			return nonLiteralReason(what, a)
		}
		if !localPath(a.lit) {
			return "`" + what + " " + shorten(a.lit) + "` may name a remote repository, which kustomize clones (write ./" + shorten(a.lit) + " for a folder)"
		}
	}
	return ""
}

// localPath reports whether a path can only be a file or folder on this
// machine to tools that also take URLs and host/path shorthands
// (github.com/org/repo): no scheme, no user@host:, no host name with a
// dot as its first part (a part that starts with a dot is no host).
func localPath(p string) bool {
	if strings.ContainsAny(p, ":@?") {
		return false
	}
	first, _, _ := strings.Cut(p, "/")
	return strings.HasPrefix(first, ".") || !strings.Contains(first, ".") || !strings.Contains(p, "/")
}

// kustomizeReason allows kustomize build and kustomize version.
func kustomizeReason(args []arg) string {
	if len(args) < 2 || args[1].dynamic {
		return "`kustomize` without build or version is not a read the model knows"
	}
	switch args[1].lit {
	case "build":
		return kustomizeBuild("kustomize build", args[2:])
	case "version":
		return specReason("kustomize version", args[1:], &specShortVersion)
	}
	return "`kustomize " + shorten(args[1].lit) + "` edits kustomizations or runs functions"
}

// specShortVersion declares a version report's shaping options.
var specShortVersion = optSpec{strict: true, complete: true, exact: true, pflag: true,
	values: "o", longValues: []string{"--output"}, longSwitches: []string{"--short", "--client"}}

// helmHelp reports helm [VERB...] --help (or -h) on helm's own commands,
// every word literal: cobra prints the help instead of running the
// command. A plugin's command takes the words itself, so the first word
// must be a verb of helm's.
func helmHelp(words []arg) bool {
	help := false
	for i, a := range words {
		if a.dynamic || a.is("--") {
			return false
		}
		if a.is("--help") || a.is("-h") || i == 0 && a.is("help") {
			// helm help VERB prints VERB's help as --help does.
			help = true
		}
		if i == 1 && words[0].is("help") && !a.is("--help") && !a.is("-h") {
			if !helmVerb(a.lit) {
				return false
			}
			continue
		}
		if i == 0 {
			if !helmVerb(a.lit) && a.lit != "--help" && a.lit != "-h" {
				return false
			}
		}
	}
	return help
}

// helmVerb reports one of helm's own commands (not a plugin's, which
// takes the words itself).
func helmVerb(s string) bool {
	switch s {
	case "completion", "create", "dependency", "dep", "dependencies", "env", "get", "help", "history", "hist",
		"install", "lint", "list", "ls", "package", "plugin", "pull", "fetch", "push", "registry", "repo",
		"rollback", "search", "show", "inspect", "status", "template", "test", "uninstall", "delete", "del",
		"upgrade", "verify", "version":
		return true
	}
	return false
}

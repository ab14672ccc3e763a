package shell

import "strings"

// Deprecated-API scanners for Kubernetes: pluto and kubent read manifests,
// Helm releases or the cluster and print what a target version removes;
// Fairwinds nova compares the cluster's Helm releases and images with
// their newest versions, polaris audits manifests or the cluster.
// Each may name a kubeconfig on the line, whose exec credential plugins
// are programs (refused as kubectl's --kubeconfig is); kubent -O writes
// its report to a file.

// specPluto declares pluto's flags (cobra: exact long names, short
// bundles).
var specPluto = optSpec{pflag: true, strict: true, exact: true, switches: "rAh", values: "otndfHv",
	longSwitches: []string{"--only-show-removed", "--all-namespaces", "--ignore-deprecations", "--ignore-removals",
		"--ignore-unavailable-replacements", "--no-headers", "--no-footer", "--help", "--version"},
	longValues: []string{"--output", "--target-versions", "--namespace", "--directory", "--additional-versions",
		"--kube-context", "--components", "--columns", "--helm-store", "--v"},
	deny: []denied{{[]string{"--kubeconfig"}, "names a kubeconfig, whose credential plugins are programs"}}}

// plutoReason allows pluto's detections and listings.
func plutoReason(args []arg) string {
	sc := scanArgs(args[1:], &specPluto)
	if r := sc.verdict("pluto", &specPluto); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		return ""
	}
	verb := sc.operands[0]
	if verb.dynamic {
		return nonLiteralReason("pluto", verb)
	}
	switch verb.lit {
	case "detect", "detect-files", "detect-helm", "detect-api-resources", "detect-all-in-cluster", "list-versions", "version", "help":
		return ""
	}
	return "`pluto " + shorten(verb.lit) + "` is not a detection the model knows"
}

// specKubent declares kubent's flags (pflag, checked against its
// config.go from 0.6 to the 2025 master): -a and -A take a kind and an
// annotation, -v prints the version, --helm2 (up to 0.6) and --helm3
// switch Helm's collectors, which list releases in the cluster; -c=false
// (pflag reads a switch's attached value) keeps the cluster collector
// off. -f reads manifest files (- for standard input).
var specKubent = optSpec{pflag: true, switchValues: true, strict: true, exact: true, switches: "cehv", values: "aAflotx",
	longSwitches: []string{"--cluster", "--exit-error", "--helm2", "--helm3", "--labels", "--help", "--version"},
	longValues:   []string{"--context", "--filename", "--log-level", "--output", "--target-version", "--additional-kind", "--additional-annotation"},
	deny: []denied{
		{[]string{"-k", "--kubeconfig"}, "names a kubeconfig, whose credential plugins are programs"},
		{[]string{"-O", "--output-file"}, "writes its report to a file"},
	}}

// kubentReason allows kubent's report on standard output.
func kubentReason(args []arg) string {
	sc := scanArgs(args[1:], &specKubent)
	if r := sc.verdict("kubent", &specKubent); r != "" {
		return r
	}
	if len(sc.operands) > 0 {
		return "`kubent` takes no operands"
	}
	return ""
}

// specNova declares Fairwinds nova's flags (cobra and pflag: exact long
// names), from its cmd/root.go (v3.12): the root's persistent flags, find's
// own, and klog's -v/--v. --output-file writes the report; --config reads a
// configuration (fetched to a temporary file when it is a URL) that can
// set --output-file; --url names chart repositories whose index.yaml
// nova GETs, a path the line's URL only starts; --kubeconfig is
// refused as pluto's is. --logtostderr and --alsologtostderr are left
// undeclared: with --logtostderr=false klog writes nova.INFO and
// nova.WARNING under $TMPDIR (seen with nova built from source).
var specNova = optSpec{pflag: true, strict: true, exact: true, switches: "ah", values: "ndtv",
	longSwitches: []string{"--poll-artifacthub", "--wide", "--include-all", "--show-old", "--containers", "--helm",
		"--show-non-semver", "--show-errored-containers", "--help"},
	longValues: []string{"--namespace", "--format", "--desired-versions", "--context", "--timeout",
		"--release-ignore-list", "--chart-ignore-list", "--v"},
	deny: []denied{
		{[]string{"--output-file"}, "writes its report to a file"},
		{[]string{"--config"}, "reads a configuration that can set --output-file (and downloads it when it is a URL)"},
		{[]string{"-u", "--url"}, "fetches <url>/index.yaml from each repository it names; run curl -s URL/index.yaml to read one"},
		{[]string{"--kubeconfig"}, "names a kubeconfig, whose credential plugins are programs"},
	}}

// novaReason allows nova find and version. find lists the Helm releases
// in the cluster (Helm's secrets) and asks Artifact Hub for their charts'
// versions; with --containers it lists the cluster's images and their
// registries' tags, with credentials from ~/.docker/config.json, whose
// credential helpers are the user's own programs, as for crane. Neither
// writes a file (nova 3.12's source: no cache, klog to standard error;
// checked under strace against an unreachable cluster). generate-config
// writes the configuration file.
func novaReason(args []arg) string {
	sc := scanArgs(args[1:], &specNova)
	if r := sc.verdict("nova", &specNova); r != "" {
		return r
	}
	verb, r, ok := readVerb("nova", sc, "find", "version")
	if ok {
		return r
	}
	if verb == "generate-config" {
		return "`nova generate-config` writes its configuration file"
	}
	return "`nova " + shorten(verb) + "` is not a verb the model knows (find and version read)"
}

// readVerb judges a cobra tool's first operand: help, or one of reads
// with no other operand, is a read (no operand at all prints the help);
// ok is false for any other verb, which the caller names.
func readVerb(name string, sc scanned, reads ...string) (verb, reason string, ok bool) {
	if len(sc.operands) == 0 {
		return "", "", true
	}
	v := sc.operands[0]
	if v.dynamic {
		return "", nonLiteralReason(name, v), true
	}
	if !v.is("help") && !oneOf(v, reads...) {
		return v.lit, "", false
	}
	if len(sc.operands) > 1 && !v.is("help") {
		return v.lit, "`" + name + " " + v.lit + "` takes no operands", true
	}
	return v.lit, "", true
}

// specPolaris declares Fairwinds polaris's flags (cobra and pflag: exact
// long names), the root's and audit's, from its cmd/polaris (v10.2).
// audit's --output-file writes the report, --output-url POSTs it,
// --helm-chart runs helm dependency update (which writes the chart's
// charts/ folder) and helm template. -c/--config reads a configuration
// file or GETs a URL; its checks are JSON schemas whose templates have
// only hasPrefix and hasSuffix, so a local one is a read.
var specPolaris = optSpec{pflag: true, strict: true, exact: true, switches: "mh", values: "cxf",
	longSwitches: []string{"--merge-config", "--disallow-exemptions", "--disallow-config-exemptions",
		"--disallow-annotation-exemptions", "--set-exit-code-on-danger", "--only-show-failed-tests", "--color",
		"--helm-skip-tests", "--skip-ssl-validation", "--help"},
	longValues: []string{"--config", "--context", "--log-level", "--insights-host", "--audit-path",
		"--set-exit-code-below-score", "--format", "--display-name", "--resource", "--helm-values", "--checks",
		"--namespace", "--severity"},
	deny: []denied{
		{[]string{"--output-file"}, "writes its report to a file"},
		{[]string{"--output-url"}, "sends its report to a server (a POST)"},
		{[]string{"--helm-chart"}, "runs helm dependency update, which writes the chart's charts/ folder; render with helm template and pass --audit-path"},
	}}

// polarisReason allows polaris audit (of files with --audit-path, of the
// cluster without) and version. dashboard and webhook start servers;
// fix rewrites the files it is given.
func polarisReason(args []arg) string {
	sp := &specPolaris
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("polaris", sp); r != "" {
		return r
	}
	if o := sc.has(sp, "-c", "--config"); o != nil {
		if o.val.dynamic || strings.Contains(o.val.lit, "://") {
			return "`polaris --config` is not a file written out on the line (a URL is fetched)"
		}
	}
	verb, r, ok := readVerb("polaris", sc, "audit", "version")
	if ok {
		return r
	}
	switch verb {
	case "fix":
		return "`polaris fix` rewrites the manifests it is given"
	case "dashboard", "webhook":
		return "`polaris " + verb + "` starts a server"
	}
	return "`polaris " + shorten(verb) + "` is not a verb the model knows (audit and version read)"
}

package shell

// Deprecated-API scanners for Kubernetes: pluto and kubent read manifests,
// Helm releases or the cluster and print what a target version removes.
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

// specKubent declares kubent's flags (pflag).
var specKubent = optSpec{pflag: true, strict: true, exact: true, switches: "Aceh", values: "flotx",
	longSwitches: []string{"--cluster", "--exit-error", "--helm3", "--help", "--version"},
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

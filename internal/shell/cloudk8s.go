package shell

import "strings"

// Cluster, service-mesh, secrets and supply-chain clients an operator runs
// to look: stern, kube-score, istioctl, linkerd, cilium, hubble,
// calicoctl, velero, vault, consul,
// nomad, cosign, act, kubecolor, oc, eksctl and cert-manager's cmctl (doctl is in doctl.go),
// each in the shapes that ask a server or read files and
// print, and the honest reasons why the platform CLIs around them stay
// refused. Options that point a client at another server or identity
// (--kubeconfig, whose exec credential plugins are programs; -address,
// -token) are refused as kubectl's are.

// cloudReason judges the programs of this file; ok is false for any
// other name.
func cloudReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "stern":
		return specReason(name, args, &specStern), true
	case "kube-score":
		return kubeScoreReason(args), true
	case "istioctl":
		return istioctlReason(args), true
	case "linkerd":
		return linkerdReason(args), true
	case "cilium", "cilium-dbg":
		return ciliumReason(name, args), true
	case "hubble":
		return hubbleReason(args), true
	case "calicoctl":
		return calicoctlReason(args), true
	case "velero":
		return veleroReason(args), true
	case "vault":
		return vaultReason(args), true
	case "consul":
		return consulReason(args), true
	case "nomad":
		return nomadReason(args), true
	case "cosign":
		return cosignReason(args), true
	case "rekor-cli":
		return rekorCliReason(args), true
	case "doctl":
		return doctlReason(args), true
	case "act":
		return actReason(args), true
	case "kubecolor":
		return kubecolorReason(args), true
	case "oc":
		return ocReason(args), true
	case "eksctl":
		return eksctlReason(args), true
	case "cmctl":
		return cmctlReason(args), true
	}
	if name == "cdk" && exactWords(args, "--version") {
		// The version is printed while the options are read, before
		// cdk.json or the app (checked on aws-cdk 2.1148 in a throw-away
		// home, with a cdk.json whose app would write: nothing written).
		return "", true
	}
	if r := platformRefusal(name); r != "" {
		return "`" + name + "` " + r, true
	}
	return "", false
}

// platformRefusal says why a platform CLI stays refused whatever its
// words, or "" for a program it does not name.
func platformRefusal(name string) string {
	switch name {
	case "k9s":
		return "is an interactive console that can change the cluster, and writes its logs and state under the home folder"
	case "popeye":
		return "writes a log file (popeye.log in the temporary folder) on every run, and its reports with --save"
	case "argocd":
		return "stores refreshed session tokens in its configuration (~/.config/argocd), and app diff --local runs the project's manifest generators"
	case "dive":
		return "pulls a missing image into the container engine's store, and is interactive without --ci"
	case "packer":
		return "runs its plugins (programs; older versions also look for them in the current folder) and writes its update check's files under ~/.config/packer"
	case "terrascan":
		return "downloads its policies into ~/.terrascan"
	case "infracost":
		return "sends the project's resources to its pricing API and keeps its configuration, credentials and update checks under ~/.config/infracost"
	case "terragrunt":
		return "runs terraform and the hooks and commands terragrunt.hcl declares"
	case "pulumi", "cdk", "cdktf", "sam", "serverless", "sls":
		return "runs the project's own program (code the line does not show) and writes state or build output"
	case "fly", "flyctl":
		return "writes its state file (~/.fly/state.yml) on every run"
	case "heroku":
		return "writes its update checks, analytics and cache under the home folder on every run"
	case "vercel", "netlify", "wrangler":
		return "writes its configuration, telemetry state or logs under the home folder or the project"
	case "circleci":
		return "writes its update check and telemetry state under ~/.circleci"
	case "commitlint":
		return "loads its configuration, which is JavaScript the team can write"
	case "helmfile":
		return "runs helm and the hooks helmfile.yaml declares, which are programs the team can write"
	case "minikube":
		return "records every command in its audit log under ~/.minikube/logs"
	}
	return ""
}

// stern tails the logs of the pods a query matches and prints them: no
// option of its writes. --config names a file of option values, which can
// name a kubeconfig; --kubeconfig names one, whose exec credential
// plugins are programs. The default ~/.config/stern/config.yaml is the
// user's, trusted as ~/.kube/config is.
var specStern = optSpec{pflag: true, strict: true, exact: true,
	values: "ncEeHilosT", optional: "t", switches: "Adpvh",
	longValues: []string{"--color", "--completion", "--condition", "--container", "--container-colors", "--container-state",
		"--context", "--exclude-container", "--exclude-pod", "--exclude", "--field-selector", "--highlight", "--include",
		"--selector", "--max-log-requests", "--namespace", "--node", "--output", "--pod-colors", "--since", "--tail",
		"--template", "--template-file", "--timezone", "--verbosity", "--burst"},
	longOptional: []string{"--timestamps", "--ephemeral-containers", "--init-containers", "--no-follow", "--only-log-lines",
		"--all-namespaces", "--diff-container", "--prompt", "--stdin", "--show-hidden-options", "--version", "--help"},
	deny: []denied{
		{[]string{"--kubeconfig"}, "names a kubeconfig, whose credential plugins are programs"},
		{[]string{"--config"}, "reads option values from a file, which can name a kubeconfig"},
	}}

// ocReason judges OpenShift's oc, kubectl with more commands, as kubectl
// for kubectl's commands, and allows whoami and status: oc project with
// a name and oc login rewrite the kubeconfig, and its other commands
// start builds, debug pods or shells.
func ocReason(args []arg) string {
	if len(args) >= 2 && !args[1].dynamic {
		switch args[1].lit {
		case "whoami", "status", "projects":
			for _, a := range args[2:] {
				if a.mayBeOption() {
					return nonLiteralReason("oc", a)
				}
				if strings.HasPrefix(a.lit, "--kubeconfig") || strings.HasPrefix(a.lit, "--server") || strings.HasPrefix(a.lit, "--token") {
					return "`oc " + args[1].lit + " " + shorten(a.lit) + "` changes who or where oc talks to"
				}
			}
			if args[1].lit == "status" || args[1].lit == "projects" || len(args) == 2 ||
				len(args) == 3 && (args[2].is("--show-server") || args[2].is("--show-context") || args[2].is("--show-console")) {
				return ""
			}
			return "`oc whoami` with those options is not a read the model knows"
		case "project", "login", "logout", "new-project", "new-app", "start-build", "rsh", "debug", "adm", "process", "import-image", "tag":
			return "`oc " + args[1].lit + "` changes the kubeconfig, the cluster or starts a shell"
		}
	}
	if r := kubectlReason(args); r != "" {
		return strings.Replace(r, "`kubectl", "`oc", 1)
	}
	return ""
}

// specCmctl declares the options of cert-manager's cmctl (cobra and
// pflag: exact long names, no abbreviations) on the commands the model
// allows: the root's logging options (-v, --logging-format), the
// kubeconfig options of cli-runtime's ConfigFlags that status, inspect
// and version share with kubectl, and version's --client, --short and
// -o. The ConfigFlags that change who or where cmctl talks to, or
// write a cache, are refused as kubectl's are (specKubectlVerb); klog's
// deprecated --log_dir and --log_file write logs.
var specCmctl = optSpec{pflag: true, strict: true, exact: true,
	values: "nvo", switches: "h",
	longValues:   []string{"--namespace", "--context", "--cluster", "--user", "--request-timeout", "--v", "--logging-format", "--output"},
	longSwitches: []string{"--client", "--short", "--help"},
	deny: []denied{
		{[]string{"--kubeconfig"}, "names a kubeconfig, whose credential plugins are programs"},
		{[]string{"--as"}, "changes who or where cmctl talks to"}, {[]string{"--as-group"}, "changes who or where cmctl talks to"},
		{[]string{"--as-uid"}, "changes who or where cmctl talks to"}, {[]string{"--token"}, "changes who or where cmctl talks to"},
		{[]string{"-s", "--server"}, "changes who or where cmctl talks to"},
		{[]string{"--username"}, "changes who or where cmctl talks to"}, {[]string{"--password"}, "changes who or where cmctl talks to"},
		{[]string{"--certificate-authority"}, "changes who or where cmctl talks to"},
		{[]string{"--client-certificate"}, "changes who or where cmctl talks to"},
		{[]string{"--client-key"}, "changes who or where cmctl talks to"},
		{[]string{"--tls-server-name"}, "changes who or where cmctl talks to"},
		{[]string{"--insecure-skip-tls-verify"}, "changes who or where cmctl talks to"},
		{[]string{"--cache-dir"}, "writes its cache elsewhere"},
		{[]string{"--log_dir"}, "writes log files"}, {[]string{"--log_file"}, "writes a log file"},
	}}

// cmctlReason allows cmctl's reads (cmctl 2.x, cert-manager/cmctl's
// source): status certificate NAME (the Certificate, its
// CertificateRequest, Order, Challenges, Issuer, Secret and their
// events), inspect secret NAME (the kubernetes.io/tls Secret's leaf
// certificate, checked against its CRL and OCSP addresses) and version
// (--client: without asking the cluster; else it reads cert-manager's
// CRDs, Services or Pods to find the deployed version), -o json or yaml.
// The command words come first: cobra finds the command before it reads
// the options, and an option it does not know before them takes the next
// word as its value. Refused: renew (marks Certificates for reissuance),
// approve and deny (CertificateRequests' conditions), create (a
// CertificateRequest, and its key written to a file), convert (rewrites
// manifests, -o to a file), check api (creates resources with a dry
// run), upgrade (rewrites stored resources), experimental (installs and
// uninstalls cert-manager, writes keys) and completion. Not installable
// from Debian; read from the source.
func cmctlReason(args []arg) string {
	if len(args) > 1 && !args[1].dynamic {
		if r := cmctlRefusal(args[1].lit); r != "" {
			return r
		}
	}
	sp := &specCmctl
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("cmctl", sp); r != "" {
		return r
	}
	help := sc.has(sp, "--help", "-h") != nil
	ops := literalOps(sc.operands, 2)
	if ops == nil {
		if help && len(sc.operands) == 0 {
			return ""
		}
		return "`cmctl` without a literal command is not a query"
	}
	words := 1
	switch ops[0] {
	case "status", "inspect":
		words = 2
	case "version":
	default:
		if r := cmctlRefusal(ops[0]); r != "" {
			return r
		}
		return "`cmctl " + shorten(ops[0]) + "` is not a read the model knows (status certificate, inspect secret and version are)"
	}
	for i := 1; i <= words; i++ {
		if len(args) <= i || args[i].dynamic || args[i].lit != ops[i-1] {
			return "`cmctl` with options before its command words: cobra may take a word of the command for an option's value; write them after"
		}
	}
	if ops[0] == "status" && (len(ops) < 2 || ops[1] != "certificate") || ops[0] == "inspect" && (len(ops) < 2 || ops[1] != "secret") {
		return "`cmctl " + ops[0] + "` other than status certificate and inspect secret is not a read the model knows"
	}
	if ops[0] == "version" && len(sc.operands) > 1 {
		return "`cmctl version` takes no operand"
	}
	if ops[0] != "version" && len(sc.operands) != words+1 && !(help && len(sc.operands) == words) {
		return "`cmctl " + ops[0] + "` takes one name"
	}
	if ops[0] != "version" {
		if o := sc.has(sp, "--client", "--short", "-o", "--output"); o != nil {
			return "`cmctl " + ops[0] + " " + o.name + "` is an option of cmctl version only"
		}
	}
	if o := sc.has(sp, "-o", "--output"); o != nil && !(o.hasVal && !o.val.dynamic && (o.val.lit == "json" || o.val.lit == "yaml")) {
		return "`cmctl version -o` takes json or yaml"
	}
	return ""
}

// cmctlRefusal says why a cmctl command changes something, or "".
func cmctlRefusal(cmd string) string {
	switch cmd {
	case "renew":
		return "`cmctl renew` marks Certificates for reissuance; use cmctl status certificate NAME"
	case "approve", "deny":
		return "`cmctl " + cmd + "` sets a CertificateRequest's approval; use kubectl get certificaterequests"
	case "create":
		return "`cmctl create` creates a CertificateRequest and writes its key to a file"
	case "convert":
		return "`cmctl convert` rewrites manifests to another API version and writes them with -o"
	case "upgrade":
		return "`cmctl upgrade` rewrites the cluster's stored cert-manager resources"
	case "experimental", "x":
		return "`cmctl experimental` installs or uninstalls cert-manager and writes keys"
	case "check":
		return "`cmctl check api` creates resources with a dry run to test the webhook; use cmctl version"
	}
	return ""
}

// kubecolorReason judges kubecolor as the kubectl it runs with the same
// words, less its own options (which only choose colours), wherever they
// stand; kubecolor --kubecolor-version prints its version.
func kubecolorReason(args []arg) string {
	rest := make([]arg, 0, len(args))
	rest = append(rest, args[0])
	own := 0
	for _, a := range args[1:] {
		if a.dynamic {
			rest = append(rest, a)
			continue
		}
		name, _, _ := strings.Cut(a.lit, "=")
		switch {
		case name == "--plain", name == "--light-background", name == "--force-colors", name == "--no-color",
			strings.HasPrefix(name, "--kubecolor-"):
			own++
			continue
		}
		rest = append(rest, a)
	}
	if len(rest) == 1 && own > 0 {
		return ""
	}
	return kubectlReason(rest)
}

// kubeScoreReason allows kube-score score (it reads manifests and
// prints its findings), list and version: no option of kube-score
// writes, and the command is its first word.
func kubeScoreReason(args []arg) string {
	if len(args) < 2 || args[1].dynamic {
		return "`kube-score` without a literal command is not a check the model knows"
	}
	switch args[1].lit {
	case "score", "list", "version", "help", "--help", "-h":
		return ""
	}
	return "`kube-score " + shorten(args[1].lit) + "` is not a check the model knows"
}

// kubeClientDeny refuses the options that point a cluster client at
// another kubeconfig or identity.
var kubeClientDeny = []denied{
	{[]string{"--kubeconfig"}, "names a kubeconfig, whose credential plugins are programs"},
	{[]string{"--as"}, "changes who or where it talks to"}, {[]string{"--as-group"}, "changes who or where it talks to"},
	{[]string{"--as-uid"}, "changes who or where it talks to"}, {[]string{"--token"}, "changes who or where it talks to"},
	{[]string{"--server"}, "changes who or where it talks to"},
}

// specIstioctl declares istioctl's global options and those of analyze,
// proxy-status, proxy-config, ztunnel-config, waypoint list|status,
// precheck and describe; -c is --kubeconfig.
var specIstioctl = optSpec{pflag: true, strict: true, exact: true,
	values: "inorSf", switches: "ALRvhk",
	longValues: []string{"--context", "--istioNamespace", "--namespace", "--vklog", "--revision", "--output", "--color",
		"--failure-threshold", "--output-threshold", "--meshConfigFile", "--suppress", "--timeout", "--remote-contexts",
		"--file", "--istiodLabel", "--fqdn", "--port", "--direction", "--subset", "--type", "--address", "--name",
		"--cluster", "--status", "--proxy-admin-port", "--node", "--workload-namespace", "--workload-name",
		"--proxy", "--selector", "--filename", "--injectConfigFile", "--valuesFile", "--meshConfigMapName",
		"--injectConfigMapName", "--webhookConfig"},
	longOptional: []string{"--all-namespaces", "--list-analyzers", "--recursive", "--use-kube", "--verbose", "--ignore-unknown",
		"--remote", "--short", "--help", "--all", "--skip-controlplane", "--ignoreUnmeshed", "--insecure"},
	// kubeClientDeny spelled out: append here would run in every hook
	// process (TestSpecCopiesKeepInStep keeps the copy whole).
	deny: []denied{{[]string{"-c"}, "names a kubeconfig, whose credential plugins are programs"},
		{[]string{"--reset"}, "resets the proxy's log levels (istioctl pc log deploy/NAME prints them)"},
		{[]string{"--level"}, "sets the proxy's log levels (istioctl pc log deploy/NAME prints them)"},
		{[]string{"--output-dir"}, "writes files"},
		{[]string{"--kubeconfig"}, "names a kubeconfig, whose credential plugins are programs"},
		{[]string{"--as"}, "changes who or where it talks to"}, {[]string{"--as-group"}, "changes who or where it talks to"},
		{[]string{"--as-uid"}, "changes who or where it talks to"}, {[]string{"--token"}, "changes who or where it talks to"},
		{[]string{"--server"}, "changes who or where it talks to"},
	}}

// istioctlReason allows istioctl analyze (of the cluster or of files),
// proxy-status, proxy-config and ztunnel-config dumps, waypoint
// list|status, precheck, describe, x authz check, kube-inject to
// standard output and version. dashboard leaves a port-forward and a
// browser running, bug-report writes an archive, install, upgrade and
// the admin commands change the mesh.
//
// proxy-config log without --level or -r/--reset only prints the levels:
// istioctl POSTs /logging with no parameter to the Envoy admin port,
// which lists the loggers (istio's istioctl/pkg/proxyconfig, read in
// 1.2x). It is allowed for a deployment (deploy/NAME) only: for a
// ztunnel pod (a DaemonSet's, or any pod -l selects) it sends level=
// with the value --level had, even when empty, which the model does not
// know to be harmless; ztunnel-config log does so always.
//
// kube-inject reads -f (or standard input with -f -) and the mesh and
// injection configuration (from the cluster or the files
// --meshConfigFile, --injectConfigFile and --valuesFile name, read
// only) and prints the injected resources; -o/--output creates the file
// it names, and the rest of its options (--operatorFileName,
// --xds-address and the other control-plane options) are not declared.
func istioctlReason(args []arg) string {
	sp := &specIstioctl
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("istioctl", sp); r != "" {
		return r
	}
	ops := literalOps(sc.operands, 3)
	if ops == nil {
		return "`istioctl` without a literal command is not a query"
	}
	verb, sub := ops[0], ""
	if len(ops) > 1 {
		sub = ops[1]
	}
	words := 1
	switch verb {
	case "proxy-config", "pc", "ztunnel-config", "zc", "waypoint", "x", "experimental":
		words = 2
		if sub == "authz" {
			words = 3 // x authz check
		}
	}
	// A subcommand's own switch before the command words makes cobra
	// skip the next word (istioctl --all analyze waypoint delete runs
	// waypoint delete --all): only the root's options may come first.
	if r := cobraCommandFirst("istioctl", args, words, "-i", "--istioNamespace", "-n", "--namespace", "--context", "--vklog"); r != "" {
		return r
	}
	switch verb {
	case "analyze", "proxy-status", "ps", "version", "precheck", "help":
		return ""
	case "proxy-config", "pc", "ztunnel-config", "zc":
		if sub == "log" || sub == "o" {
			return istioctlLogReason(verb, sc, ops)
		}
		return ""
	case "kube-inject":
		if sc.has(sp, "-o", "--output") != nil {
			return "`istioctl kube-inject -o` writes the injected resources to the file it names; leave it out to print them"
		}
		if sc.has(sp, "-f", "--filename") == nil || len(ops) > 1 {
			return "`istioctl kube-inject` reads its resources from -f FILE (or -f - for standard input) and takes no operand"
		}
		return ""
	case "waypoint", "x", "experimental":
		switch sub {
		case "list", "status", "precheck", "describe", "des":
			return ""
		case "authz":
			if len(ops) > 2 && ops[2] == "check" {
				return ""
			}
		}
	}
	return "`" + pair("istioctl", verb, sub) + "` installs, changes the mesh or leaves a process running, or is not a query the model knows"
}

// istioctlLogReason allows proxy-config log of a deployment's proxies
// with no option that sets or resets levels (--level and --reset are
// refused by the spec; -r is --revision elsewhere, --reset here) and no
// -l/--selector, which may pick ztunnel pods.
func istioctlLogReason(verb string, sc scanned, ops []string) string {
	if verb == "ztunnel-config" || verb == "zc" {
		return "`istioctl " + verb + " log` sends level= to ztunnel, which may set its log levels; use istioctl pc log deploy/NAME for a sidecar's"
	}
	if sc.has(&specIstioctl, "-r") != nil {
		return "`istioctl " + verb + " log -r` resets the proxy's log levels"
	}
	if sc.has(&specIstioctl, "--selector") != nil || len(ops) != 3 ||
		!strings.HasPrefix(ops[2], "deploy/") && !strings.HasPrefix(ops[2], "deployment/") {
		return "`istioctl " + verb + " log` prints the levels only for a deployment's sidecars (istioctl pc log deploy/NAME): for a ztunnel pod it sends level=, which may set them"
	}
	return ""
}

// pair prints a program's command and subcommand, the latter when there
// is one.
func pair(name, verb, sub string) string {
	if sub == "" {
		return name + " " + shorten(verb)
	}
	return name + " " + shorten(verb) + " " + shorten(sub)
}

// literalOps returns the operands as strings when the first n of them
// (or all, when fewer) are literal, else nil.
func literalOps(ops []arg, n int) []string {
	if len(ops) == 0 {
		return nil
	}
	out := make([]string, 0, len(ops))
	for i, a := range ops {
		if a.dynamic {
			if i < n {
				return nil
			}
			break
		}
		out = append(out, a.lit)
	}
	return out
}

// specLinkerd declares linkerd's global options and those of check,
// version, the viz reads, diagnostics, authz, identity and inject
// (--manual and --ignore-cluster only: its proxy options are not
// declared).
var specLinkerd = optSpec{pflag: true, strict: true, exact: true,
	values: "Lnoltw", switches: "Ah",
	longValues: []string{"--cni-namespace", "--context", "--linkerd-namespace", "--namespace", "--output",
		"--wait", "--expected-version", "--selector", "--time-window", "--from", "--to", "--from-namespace", "--to-namespace",
		"--from-resource", "--to-resource", "--viz-namespace", "--resource", "--destination-pod"},
	longOptional: []string{"--verbose", "--pre", "--proxy", "--crds", "--linkerd-cni-enabled", "--client", "--short",
		"--all-namespaces", "--unmeshed", "--help", "--obfuscate", "--manual", "--ignore-cluster"},
	deny: []denied{{[]string{"--api-addr"}, "talks to another control plane"},
		{[]string{"--kubeconfig"}, "names a kubeconfig, whose credential plugins are programs"},
		{[]string{"--as"}, "changes who or where it talks to"}, {[]string{"--as-group"}, "changes who or where it talks to"},
		{[]string{"--as-uid"}, "changes who or where it talks to"}, {[]string{"--token"}, "changes who or where it talks to"},
		{[]string{"--server"}, "changes who or where it talks to"},
	}}

// linkerdReason allows linkerd check, version, the viz extension's
// check, stat, edges, routes and authz, diagnostics proxy-metrics,
// controller-metrics, endpoints and policy (each port-forwards in
// process to a proxy's or the control plane's admin port and prints
// what it answers), authz and identity (the resource's authorizations,
// the pods' certificates) and inject: it reads the file, folder, URL or
// standard input it names and prints the resources with the proxy
// annotation (or, with --manual, the proxy container) added; it never
// applies them nor writes a file (linkerd2's cli/cmd, read: inject.go,
// metrics.go, controller-metrics.go, endpoints.go, policy.go,
// identity.go, authz.go). install and upgrade only print manifests,
// but uninject, dashboard and the rest are not reads the model knows;
// viz tap and top stream the requests the proxies see until stopped
// (tap's --max-rps only slows the stream), so they stay refused.
func linkerdReason(args []arg) string {
	sp := &specLinkerd
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("linkerd", sp); r != "" {
		return r
	}
	ops := literalOps(sc.operands, 2)
	if ops == nil {
		return "`linkerd` without a literal command is not a query"
	}
	words := 1
	switch ops[0] {
	case "viz", "diagnostics", "dg":
		words = 2
	}
	// As istioctl's: a subcommand's switch before the command words
	// makes cobra take the next word for its value.
	if r := cobraCommandFirst("linkerd", args, words, "-L", "--linkerd-namespace", "--cni-namespace", "--context"); r != "" {
		return r
	}
	switch ops[0] {
	case "check", "version", "help", "authz", "identity", "endpoints", "ep":
		return ""
	case "inject":
		// Only inject's own switches and the root's options: the spec
		// is the union of every allowed command's.
		for _, o := range sc.opts {
			switch o.name {
			case "--manual", "--ignore-cluster", "-L", "--linkerd-namespace", "--cni-namespace", "--context",
				"--verbose", "-h", "--help":
			default:
				return "`linkerd inject " + shorten(o.name) + "` is not an option of inject's the model knows (linkerd inject --manual FILE)"
			}
		}
		return ""
	case "diagnostics", "dg":
		if len(ops) > 1 {
			switch ops[1] {
			case "proxy-metrics", "controller-metrics", "cp-metrics", "endpoints", "ep", "policy", "help":
				return ""
			}
			return "`linkerd diagnostics " + shorten(ops[1]) + "` is not a query the model knows"
		}
	case "viz":
		if len(ops) > 1 {
			switch ops[1] {
			case "check", "stat", "edges", "routes", "authz", "help":
				return ""
			case "tap":
				return endless("`linkerd viz tap` streams the requests the proxies see until stopped (--max-rps only slows it)")
			case "top":
				return "`linkerd viz top` is an interactive table of live requests that runs until stopped; use linkerd viz stat"
			}
			return "`linkerd viz " + shorten(ops[1]) + "` installs, opens a dashboard or is not a query the model knows"
		}
	}
	return "`linkerd " + shorten(ops[0]) + "` installs, injects or changes the mesh, or is not a query the model knows"
}

// specCilium declares the options of cilium status and version, of the
// Cilium CLI (cilium-cli, which talks to the cluster) and of the agent's
// own CLI (cilium-dbg, named cilium inside older agent pods, which asks
// the agent's API): status --brief, --all-*, -o, --timeout. The agent
// CLI's --config names a configuration file that can point it at
// another agent API, as -H/--host does; --wait (cilium-cli) waits up to
// --wait-duration, as long as that says.
var specCilium = optSpec{pflag: true, strict: true, exact: true,
	values: "no", switches: "hD",
	longValues: []string{"--context", "--namespace", "--helm-release-name", "--output", "--worker-count", "--timeout"},
	longOptional: []string{"--ignore-warnings", "--interactive", "--verbose", "--brief", "--all-addresses", "--all-clusters",
		"--all-controllers", "--all-health", "--all-nodes", "--all-redirects", "--client", "--help", "--debug"},
	// kubeClientDeny spelled out (TestSpecCopiesKeepInStep).
	deny: []denied{
		{[]string{"--kubeconfig"}, "names a kubeconfig, whose credential plugins are programs"},
		{[]string{"--as"}, "changes who or where it talks to"}, {[]string{"--as-group"}, "changes who or where it talks to"},
		{[]string{"--as-uid"}, "changes who or where it talks to"}, {[]string{"--token"}, "changes who or where it talks to"},
		{[]string{"--server"}, "changes who or where it talks to"},
		{[]string{"-H", "--host"}, "talks to another agent API"},
		{[]string{"--config"}, "reads its settings from the file it names, which can point it at another agent API"},
		{[]string{"--wait", "--wait-duration"}, "waits for the status to turn healthy, for up to 5 minutes by default; run cilium status without it"},
	}}

// ciliumReason allows cilium status (cilium-cli's, from the cluster, and
// the agent CLI's --brief and --all-* views), version and connectivity
// test's help (cilium-cli's cli/, read: status.go, version.go,
// connectivity.go; cilium-cli and cilium-dbg are not in Debian, so none
// was run). version asks GitHub for the stable version and the cluster
// for the running one. install, uninstall and upgrade change the
// cluster; connectivity test deploys test namespaces and pods;
// sysdump writes a zip archive of the cluster's state; clustermesh,
// hubble, encryption and bgp commands enable or change features.
func ciliumReason(name string, args []arg) string {
	sp := &specCilium
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	ops := literalOps(sc.operands, 2)
	if ops == nil {
		return "`" + name + "` without a literal command is not a query"
	}
	words := 1
	if ops[0] == "connectivity" {
		words = 2
	}
	if r := cobraCommandFirst(name, args, words, "-n", "--namespace", "--context", "--helm-release-name"); r != "" {
		return r
	}
	switch ops[0] {
	case "status", "version":
		if len(ops) == 1 {
			return ""
		}
		return "`" + name + " " + ops[0] + "` takes no operand"
	case "help":
		return ""
	case "connectivity":
		// cobra prints the help and stops before any hook runs; a
		// value (--help=false) may turn it off.
		if h := sc.has(sp, "-h", "--help"); h != nil && !h.hasVal && len(ops) <= 2 {
			return ""
		}
		return "`" + name + " connectivity` deploys test namespaces and pods in the cluster (cilium connectivity test --help only prints its options)"
	case "install", "uninstall", "upgrade":
		return "`" + name + " " + ops[0] + "` installs, removes or upgrades Cilium in the cluster"
	case "sysdump":
		return "`" + name + " sysdump` writes a zip archive of the cluster's state into the current folder"
	case "clustermesh", "hubble", "encryption", "encrypt", "bgp", "config", "multicast", "features", "context":
		return "`" + pair(name, ops[0], strings.Join(ops[1:min(len(ops), 2)], "")) + "` enables, disables or changes Cilium's features and configuration, or is not a query the model knows"
	}
	return "`" + name + " " + shorten(ops[0]) + "` is not a query the model knows"
}

// specHubble declares the options of hubble observe (its filters,
// selectors and formatting), status, list and version, and the
// connection options that keep the default server. --config names a
// settings file, which can set the server, a kubeconfig and
// --port-forward (the default ~/.config/hubble/config.yaml is the
// user's: hubble reads ./config.yaml only when --config is empty, read
// in hubble/cmd/root.go and common/config); --server talks to another
// Hubble server; --kubeconfig names a kubeconfig, whose credential
// plugins are programs. -4 and -6 take their value only attached.
var specHubble = optSpec{pflag: true, strict: true, exact: true,
	values: "nlto", optional: "46", switches: "fshD",
	longValues: []string{"--uuid", "--node-name", "--protocol", "--tcp-flags", "--type", "--verdict", "--http-status",
		"--http-method", "--http-path", "--trace-id", "--from-fqdn", "--fqdn", "--to-fqdn", "--from-ip", "--ip", "--to-ip",
		"--ip-version", "--from-pod", "--pod", "--to-pod", "--from-namespace", "--namespace", "--to-namespace",
		"--from-label", "--label", "--to-label", "--from-service", "--service", "--to-service", "--from-port", "--port",
		"--to-port", "--from-workload", "--workload", "--to-workload", "--from-identity", "--identity", "--to-identity",
		"--from-cluster", "--cluster", "--to-cluster", "--traffic-direction", "--allowlist", "--denylist", "--color",
		"--output", "--time-format", "--last", "--first", "--since", "--until", "--input-file", "--timeout",
		"--request-timeout", "--kube-context", "--kube-namespace", "--port-forward-port", "--tls-server-name",
		"--tls-ca-cert-files", "--tls-client-cert-file", "--tls-client-key-file"},
	longOptional: []string{"--not", "--ipv4", "--ipv6", "--all", "--numeric", "--ip-translation", "--print-node-name",
		"--silent-errors", "--print-raw-filters", "--debug", "--help", "--follow", "--port-forward", "--tls",
		"--tls-allow-insecure"},
	deny: []denied{
		{[]string{"--config"}, "reads its settings from the file it names, which can set the server and a kubeconfig"},
		{[]string{"--server"}, "talks to another Hubble server"},
		{[]string{"--kubeconfig"}, "names a kubeconfig, whose credential plugins are programs"},
	}}

// hubbleReason allows hubble observe [flows] (it asks the Hubble server
// or relay for flows and prints them: without --follow it asks for the
// last 20, or --last, --first, --all or --since/--until's window, and
// ends when the server has sent them; read in hubble/cmd/observe,
// flows.go's getFlowsRequest), status, list nodes|namespaces and
// version. --follow streams until stopped. hubble is not in Debian, so
// none was run. config set and reset write its settings file; watch
// streams; agent-events and debug-events are not reads the model knows.
func hubbleReason(args []arg) string {
	sp := &specHubble
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("hubble", sp); r != "" {
		return r
	}
	ops := literalOps(sc.operands, 2)
	if ops == nil {
		return "`hubble` without a literal command is not a query"
	}
	words := 1
	if ops[0] == "observe" && len(ops) > 1 || ops[0] == "list" {
		words = 2
	}
	if r := cobraCommandFirst("hubble", args, words, "--timeout", "--request-timeout", "--kube-context", "--kube-namespace",
		"--port-forward-port", "--tls-server-name", "--tls-ca-cert-files", "--tls-client-cert-file", "--tls-client-key-file"); r != "" {
		return r
	}
	switch ops[0] {
	case "observe":
		if len(ops) > 1 && ops[1] != "flows" {
			return "`hubble observe " + shorten(ops[1]) + "` is not a query the model knows (hubble observe reads flows)"
		}
		if sc.has(sp, "-f", "--follow") != nil {
			return endless("`hubble observe --follow` streams flows until stopped (hubble observe --last 100)")
		}
		return ""
	case "status", "version", "help":
		if len(ops) == 1 {
			return ""
		}
	case "list":
		if len(ops) == 2 && (ops[1] == "nodes" || ops[1] == "namespaces") {
			return ""
		}
	case "config":
		return "`hubble config` writes its settings file with set and reset, and prints settings that may hold credentials"
	case "watch":
		return endless("`hubble watch` streams until stopped")
	}
	return "`" + pair("hubble", ops[0], strings.Join(ops[1:min(len(ops), 2)], "")) + "` is not a query the model knows"
}

// specCalicoctl declares the options of calicoctl get, node status and
// version (docopt: -o yaml, -oyaml, --output=yaml). -c/--config names a
// connection configuration, which chooses the datastore: a kubeconfig
// (whose credential plugins are programs) or etcd endpoints and key
// files; without it calicoctl reads the machine's
// /etc/calico/calicoctl.cfg or the environment, trusted as
// ~/.kube/config is.
var specCalicoctl = optSpec{strict: true,
	values: "onfl", switches: "AaRh",
	longValues:   []string{"--output", "--namespace", "--filename", "--context", "--log-level"},
	longSwitches: []string{"--all-namespaces", "--export", "--allow-version-mismatch", "--recursive", "--skip-empty", "--help"},
	deny: []denied{
		{[]string{"-c", "--config"}, "names a connection configuration, which can name a kubeconfig (whose credential plugins are programs) or another datastore"},
	}}

// calicoctlReason allows calicoctl get (resources by kind and name, or
// those a file names, printed; go-template output runs no program),
// node status (the calico-node processes and BIRD's "show protocols" on
// its control socket, read in calicoctl/commands/node/status.go) and
// version. calicoctl is not in Debian, so none was run. apply, create,
// replace, delete, patch and label change the datastore; ipam release,
// configure and split change address blocks; datastore migrate locks
// and imports it; node run starts calico-node; node and cluster diags
// write an archive.
func calicoctlReason(args []arg) string {
	sp := &specCalicoctl
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("calicoctl", sp); r != "" {
		return r
	}
	ops := literalOps(sc.operands, 2)
	if ops == nil {
		return "`calicoctl` without a literal command is not a query"
	}
	switch ops[0] {
	case "get":
		if len(ops) > 1 || sc.has(sp, "-f", "--filename") != nil {
			return ""
		}
		return "`calicoctl get` names a kind or a file"
	case "version":
		if len(ops) == 1 {
			return ""
		}
	case "node":
		if len(ops) == 2 && ops[1] == "status" {
			return ""
		}
		return "`calicoctl node` runs, diagnoses into an archive or checks the node; calicoctl node status reads"
	case "apply", "create", "replace", "delete", "patch", "label":
		return "`calicoctl " + ops[0] + "` changes Calico's resources in the datastore"
	case "ipam", "datastore":
		return "`calicoctl " + ops[0] + "` changes address blocks or the datastore, or is not a query the model knows"
	}
	return "`" + pair("calicoctl", ops[0], strings.Join(ops[1:min(len(ops), 2)], "")) + "` is not a query the model knows"
}

// specVelero declares velero's global options and those of its get
// commands; klog's --log_dir and --log_file write logs.
var specVelero = optSpec{pflag: true, strict: true, exact: true,
	values: "nol", switches: "h",
	longValues:   []string{"--kubecontext", "--namespace", "--features", "--output", "--selector", "--label-columns", "--v"},
	longOptional: []string{"--colorized", "--show-labels", "--client-only", "--default", "--help", "--logtostderr", "--alsologtostderr"},
	deny: []denied{
		{[]string{"--kubeconfig"}, "names a kubeconfig, whose credential plugins are programs"},
		{[]string{"--log_dir"}, "writes log files"}, {[]string{"--log_file"}, "writes a log file"},
	}}

// veleroReason allows velero's listings of backups, restores, schedules,
// locations and repositories (velero get X, velero X get) and version
// --client-only. describe and logs create a DownloadRequest in the
// cluster to fetch what they print, and version and plugin get a
// ServerStatusRequest, so they change the cluster.
func veleroReason(args []arg) string {
	sp := &specVelero
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("velero", sp); r != "" {
		return r
	}
	ops := literalOps(sc.operands, 2)
	if ops == nil {
		return "`velero` without a literal command is not a query"
	}
	sub := ""
	if len(ops) > 1 {
		sub = ops[1]
	}
	switch ops[0] {
	case "get":
		switch sub {
		case "backups", "backup", "restores", "restore", "schedules", "schedule", "backup-locations", "backup-location",
			"snapshot-locations", "snapshot-location":
			return ""
		}
	case "backup", "restore", "schedule", "backup-location", "snapshot-location", "repo":
		if sub == "get" {
			return ""
		}
	case "version":
		if sc.has(sp, "--client-only") != nil {
			return ""
		}
		return "`velero version` asks the server with a ServerStatusRequest it creates in the cluster (--client-only does not)"
	case "help":
		return ""
	}
	return "`" + pair("velero", ops[0], sub) + "` changes backups or the cluster (describe and logs create a DownloadRequest), or is not a query the model knows"
}

// hashiHTTPDeny refuses the options of the HashiCorp clients that send
// the request and its token elsewhere or use another token.
var hashiHTTPDeny = []denied{
	{[]string{"-address"}, "sends the request and its token elsewhere"},
	{[]string{"-agent-address"}, "sends the request and its token elsewhere"},
	{[]string{"-http-addr"}, "sends the request and its token elsewhere"},
	{[]string{"-token"}, "uses another token"}, {[]string{"-token-file"}, "uses another token"},
}

// specVault declares the vault options of its read commands (Go's flag
// package: one dash or two, no bundles, no abbreviations). -wrap-ttl has
// the server keep the answer behind a new wrapping token.
var specVault = optSpec{goflag: true, strict: true, complete: true, exact: true,
	longValues: []string{"-ca-cert", "-ca-path", "-client-cert", "-client-key", "-namespace", "-ns", "-tls-server-name",
		"-mfa", "-format", "-field", "-mount", "-version", "-accessor", "-unlock-key"},
	longSwitches: []string{"-tls-skip-verify", "-disable-redirects", "-non-interactive", "-output-curl-string",
		"-output-policy", "-policy-override", "-detailed", "-self", "-h", "-help"},
	deny: []denied{{[]string{"-wrap-ttl"}, "has the server keep the answer behind a new wrapping token"},
		{[]string{"-header"}, "adds request headers, which can ask for a new wrapping token (X-Vault-Wrap-TTL)"},
		{[]string{"-address"}, "sends the request and its token elsewhere"},
		{[]string{"-agent-address"}, "sends the request and its token elsewhere"},
		{[]string{"-http-addr"}, "sends the request and its token elsewhere"},
		{[]string{"-token"}, "uses another token"}, {[]string{"-token-file"}, "uses another token"},
	}}

// vaultReason allows vault status, kv get|list|metadata get, list,
// token lookup and capabilities, the listings of secrets engines, auth
// methods, policies, audit devices, namespaces and plugins, policy read,
// the raft peers, path-help, print token and read of sys/ and identity/
// paths. A read elsewhere may reach a secrets engine that issues new
// credentials on read (database/creds, aws/creds, gcp keys).
func vaultReason(args []arg) string {
	sp := &specVault
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("vault", sp); r != "" {
		return r
	}
	ops := literalOps(sc.operands, 3)
	if ops == nil && (exactWords(args, "-version") || exactWords(args, "-v")) {
		return ""
	}
	if ops == nil {
		return "`vault` without a literal command is not a query"
	}
	n := len(ops)
	at := func(i int) string {
		if i < n {
			return ops[i]
		}
		return ""
	}
	switch at(0) {
	case "status", "version", "version-history", "path-help", "help":
		return ""
	case "list", "ls":
		return ""
	case "read":
		if n == 2 && !sc.operands[1].dynamic {
			p := strings.TrimPrefix(ops[1], "/")
			if strings.HasPrefix(p, "sys/") || strings.HasPrefix(p, "identity/") && !strings.HasPrefix(p, "identity/oidc/token") ||
				p == "auth/token/lookup-self" {
				return ""
			}
		}
		return "`vault read` of a path outside sys/ and identity/ may reach a secrets engine that issues new credentials on read (database/creds, aws/creds): use vault kv get for key/value secrets"
	case "kv":
		// kv get reads a path of any mount as version 1 when the mount
		// is no kv version 2, so it reaches a secrets engine too.
		if r := vaultCredsPath(sc, sp); r != "" {
			return r
		}
		switch at(1) {
		case "get", "list":
			return ""
		case "metadata":
			if at(2) == "get" {
				return ""
			}
		}
	case "token":
		switch at(1) {
		case "lookup", "capabilities":
			return ""
		}
	case "secrets", "auth", "audit", "namespace", "plugin":
		switch at(1) {
		case "list", "lookup", "info":
			return ""
		}
	case "policy":
		switch at(1) {
		case "list", "read":
			return ""
		}
	case "print":
		if at(1) == "token" {
			return ""
		}
	case "operator":
		if at(1) == "raft" && at(2) == "list-peers" || at(1) == "members" || at(1) == "key-status" {
			return ""
		}
	}
	return "`" + pair("vault", at(0), at(1)) + "` writes secrets, tokens or configuration, or is not a read the model knows"
}

// vaultCredsPath refuses a kv command whose path or -mount has a part
// that names a secrets engine's credential endpoint (database/creds/r,
// aws/sts/r, gcp/roleset/r/token, gcp/key/r), whose read issues new
// credentials.
func vaultCredsPath(sc scanned, sp *optSpec) string {
	var words []arg
	if o := sc.has(sp, "-mount"); o != nil {
		words = append(words, o.val)
	}
	words = append(words, sc.operands...)
	for _, a := range words {
		if a.dynamic {
			return "`vault kv` with a path that is not literal may reach a secrets engine that issues new credentials on read"
		}
		for _, part := range strings.Split(a.lit, "/") {
			switch part {
			case "creds", "static-creds", "sts", "token", "key":
				return "`vault kv` of a path with `" + part + "` in it may reach a secrets engine that issues new credentials on read"
			}
		}
	}
	return ""
}

// specConsul declares the consul options of its read commands (Go's flag
// package).
var specConsul = optSpec{goflag: true, strict: true, complete: true, exact: true,
	longValues: []string{"-ca-file", "-ca-path", "-client-cert", "-client-key", "-tls-server-name", "-datacenter",
		"-namespace", "-partition", "-peer", "-segment", "-status", "-filter", "-node", "-node-meta", "-service", "-near",
		"-separator", "-format", "-id", "-accessor-id", "-name", "-kind", "-policy-id", "-policy-name", "-role-id",
		"-role-name", "-method", "-log-level", "-sameness-group", "-config-format"},
	longSwitches: []string{"-stale", "-detailed", "-wan", "-tags", "-base64", "-keys", "-recurse", "-self", "-meta",
		"-expanded", "-log-json", "-version", "-h", "-help", "-quiet"},
	// hashiHTTPDeny spelled out (a copy of another variable would run in
	// every hook process; TestSpecCopiesKeepInStep keeps it whole).
	deny: []denied{
		{[]string{"-address"}, "sends the request and its token elsewhere"},
		{[]string{"-agent-address"}, "sends the request and its token elsewhere"},
		{[]string{"-http-addr"}, "sends the request and its token elsewhere"},
		{[]string{"-token"}, "uses another token"}, {[]string{"-token-file"}, "uses another token"},
	}}

// consulReason allows consul members, info, version, monitor, rtt, the
// catalog's listings, kv get and export, the raft peers, the ACL,
// intention and configuration-entry reads and snapshot inspect.
func consulReason(args []arg) string {
	sp := &specConsul
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("consul", sp); r != "" {
		return r
	}
	ops := literalOps(sc.operands, 2)
	if ops == nil && (exactWords(args, "-version") || exactWords(args, "--version")) {
		return ""
	}
	if ops == nil {
		return "`consul` without a literal command is not a query"
	}
	sub := ""
	if len(ops) > 1 {
		sub = ops[1]
	}
	switch ops[0] {
	case "members", "info", "version", "monitor", "rtt", "help":
		return ""
	case "validate":
		// Parses and checks agent configuration files (nothing is
		// started, nothing is written; scripts of checks do not run).
		return ""
	case "catalog":
		switch sub {
		case "services", "nodes", "datacenters":
			return ""
		}
	case "kv":
		if sub == "get" || sub == "export" {
			return ""
		}
	case "operator":
		if sub == "raft" && len(ops) > 2 && ops[2] == "list-peers" {
			return ""
		}
	case "acl":
		if len(ops) > 2 && (ops[2] == "read" || ops[2] == "list") {
			return ""
		}
	case "intention":
		switch sub {
		case "list", "get", "check", "match":
			return ""
		}
	case "config":
		if sub == "read" || sub == "list" {
			return ""
		}
	case "snapshot":
		if sub == "inspect" {
			return ""
		}
	}
	return "`" + pair("consul", ops[0], sub) + "` changes the cluster, writes files or runs commands, or is not a query the model knows"
}

// specNomad declares the nomad options of its read commands (Go's flag
// package).
var specNomad = optSpec{goflag: true, strict: true, complete: true, exact: true,
	longValues: []string{"-region", "-namespace", "-ca-cert", "-ca-path", "-client-cert", "-client-key", "-tls-server-name",
		"-t", "-filter", "-per-page", "-page-token", "-tail", "-n", "-c", "-task", "-version", "-item", "-out", "-prefix",
		"-log-level", "-node-id", "-server-id", "-var", "-var-file"},
	longSwitches: []string{"-tls-skip-verify", "-verbose", "-json", "-short", "-evals", "-all-allocs", "-self", "-stats",
		"-quiet", "-allocs", "-meta", "-stderr", "-stdout", "-f", "-job", "-H", "-stat", "-full", "-diff", "-p", "-latest",
		"-detailed", "-log-json", "-os", "-v", "-h", "-help", "-hcl1"},
	// hashiHTTPDeny spelled out (a copy of another variable would run in
	// every hook process; TestSpecCopiesKeepInStep keeps it whole).
	deny: []denied{
		{[]string{"-address"}, "sends the request and its token elsewhere"},
		{[]string{"-agent-address"}, "sends the request and its token elsewhere"},
		{[]string{"-http-addr"}, "sends the request and its token elsewhere"},
		{[]string{"-token"}, "uses another token"}, {[]string{"-token-file"}, "uses another token"},
	}}

// nomadReason allows nomad's status reports and listings of jobs,
// allocations, nodes, evaluations, deployments, namespaces, variables,
// services, volumes and ACLs, an allocation's logs and files, server
// members, the raft peers, agent-info, monitor and version.
func nomadReason(args []arg) string {
	sp := &specNomad
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("nomad", sp); r != "" {
		return r
	}
	ops := literalOps(sc.operands, 2)
	if ops == nil && (exactWords(args, "-version") || exactWords(args, "--version") || exactWords(args, "-v")) {
		return ""
	}
	if ops == nil {
		return "`nomad` without a literal command is not a query"
	}
	sub := ""
	if len(ops) > 1 {
		sub = ops[1]
	}
	switch ops[0] {
	case "status", "version", "agent-info", "monitor", "help":
		return ""
	case "job":
		switch sub {
		case "status", "inspect", "history", "deployments", "allocs":
			return ""
		case "validate":
			// Parses the job file (HCL2's functions read files, none
			// runs a program) and asks the agent's validate endpoint,
			// which changes nothing.
			return ""
		}
	case "alloc":
		switch sub {
		case "status", "logs", "fs", "checks":
			return ""
		}
	case "node", "eval", "deployment", "namespace", "volume", "plugin", "quota":
		switch sub {
		case "status", "list", "inspect":
			return ""
		}
	case "var", "service":
		switch sub {
		case "get", "list", "info":
			return ""
		}
	case "server":
		if sub == "members" {
			return ""
		}
	case "acl":
		if len(ops) > 2 {
			switch ops[2] {
			case "list", "info", "self":
				return ""
			}
		}
	case "operator":
		if sub == "raft" && len(ops) > 2 && ops[2] == "list-peers" {
			return ""
		}
	}
	return "`" + pair("nomad", ops[0], sub) + "` changes jobs or the cluster, runs commands in allocations or writes files, or is not a query the model knows"
}

// specCosign declares cosign's global options and those of tree,
// triangulate and download; --output-file writes.
var specCosign = optSpec{pflag: true, strict: true, exact: true,
	values: "t", switches: "dh",
	longValues: []string{"--timeout", "--attachment-tag-prefix", "--registry-username", "--registry-password",
		"--registry-token", "--registry-referrers-mode", "--registry-cacert", "--registry-client-cert",
		"--registry-client-key", "--registry-server-name", "--type", "--platform", "--predicate-type", "--attachment"},
	longOptional: []string{"--verbose", "--allow-insecure-registry", "--allow-http-registry",
		"--experimental-oci11", "--help", "--json"},
	deny: []denied{{[]string{"--output-file"}, "writes a file"},
		{[]string{"--k8s-keychain"}, cosignK8sKeychain}}}

// cosignK8sKeychain: --k8s-keychain adds the cloud keychains to the
// docker configuration's, and Google's runs gcloud config config-helper
// --force-auth-refresh (go-containerregistry's google.Keychain), which
// refreshes and stores credentials under ~/.config/gcloud.
const cosignK8sKeychain = "asks the cloud keychains too, and Google's runs gcloud to refresh and store its credentials; without it cosign uses ~/.docker/config.json, as crane does"

// specCosignRoute declares what may stand before cosign's command: its
// persistent options (the rest are the command's, which cobra would
// read as taking the next word while it looks for the command).
var specCosignRoute = optSpec{pflag: true, strict: true, exact: true, posix: true,
	values: "t", switches: "dh",
	longValues:   []string{"--timeout"},
	longOptional: []string{"--verbose", "--help"}}

// specCosignVerify declares the options of verify, verify-attestation,
// verify-blob and verify-blob-attestation (cosign 2.6.5, one set: an
// option of another of them makes cosign stop before it reads
// anything): certificate and identity checks, files and URLs it reads
// (keys, certificates, signatures, bundles, trusted roots), registry
// access and output formats (-o is json or text, not a file). --key is
// judged apart (cosignKeyReason).
var specCosignVerify = optSpec{pflag: true, strict: true, exact: true,
	values: "tao", switches: "dh",
	longValues: []string{"--timeout", "--key", "--annotations", "--attachment", "--attachment-tag-prefix",
		"--ca-intermediates", "--ca-roots", "--certificate", "--certificate-chain",
		"--certificate-github-workflow-name", "--certificate-github-workflow-ref",
		"--certificate-github-workflow-repository", "--certificate-github-workflow-sha",
		"--certificate-github-workflow-trigger", "--certificate-identity", "--certificate-identity-regexp",
		"--certificate-oidc-issuer", "--certificate-oidc-issuer-regexp", "--max-workers", "--output",
		"--payload", "--registry-cacert", "--registry-client-cert", "--registry-client-key",
		"--registry-password", "--registry-server-name", "--registry-token", "--registry-username",
		"--rekor-url", "--sct", "--signature", "--signature-digest-algorithm", "--timestamp-certificate-chain",
		"--trusted-root", "--type", "--bundle", "--rfc3161-timestamp", "--digest", "--digestAlg"},
	longOptional: []string{"--verbose", "--help", "--allow-http-registry", "--allow-insecure-registry",
		"--check-claims", "--experimental-oci11", "--insecure-ignore-sct", "--insecure-ignore-tlog",
		"--new-bundle-format", "--offline", "--private-infrastructure", "--use-signed-timestamps"},
	deny: []denied{
		{[]string{"--output-file"}, "writes its log to a file"},
		{[]string{"--policy"}, "evaluates Rego or CUE policy files, and Rego's http.send can send any request; verify without it and read the output with jq"},
		{[]string{"--k8s-keychain"}, cosignK8sKeychain},
		{[]string{"--sk", "--slot"}, "opens a hardware security key (PIV) through PC/SC; export its public key to a file and pass --key FILE"},
	}}

// cosignReason allows cosign tree, triangulate, download and version:
// they ask the registry and print. verify, verify-attestation,
// verify-blob and verify-blob-attestation ask the registry and Rekor and
// print; each fills the Sigstore trust root (TUF) under ~/.sigstore/root,
// a tool cache (caches.go), on every run (checked with cosign 2.6.5
// under strace in a throw-away home: the TUF metadata and tuf.db,
// nothing else, before the network call; its source writes nothing else
// on success). Registry credentials come from ~/.docker/config.json,
// whose credential helpers are the user's own programs, as for crane.
func cosignReason(args []arg) string {
	// cobra looks for the command before "--" only (cosign -- verify
	// prints its help).
	r := scanArgs(args[1:], &specCosignRoute)
	if r.dynamic == nil && r.unknown == "" && r.end < len(args)-1 && !args[1+r.end].dynamic && !hasWord(args[1:1+r.end], "--") {
		switch verb := args[1+r.end].lit; verb {
		case "verify", "verify-attestation", "verify-blob", "verify-blob-attestation":
			rest := make([]arg, 0, len(args))
			rest = append(rest, args[1:1+r.end]...)
			rest = append(rest, args[2+r.end:]...)
			return cosignVerifyReason(verb, rest)
		}
	}
	sp := &specCosign
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("cosign", sp); r != "" {
		return r
	}
	ops := literalOps(sc.operands, 2)
	if ops == nil {
		return "`cosign` without a literal command is not a query"
	}
	switch ops[0] {
	case "tree", "triangulate", "version", "help":
		return ""
	case "download":
		if len(ops) > 1 {
			switch ops[1] {
			case "signature", "attestation", "sbom":
				return ""
			}
		}
	case "verify", "verify-attestation", "verify-blob", "verify-blob-attestation":
		return "`cosign " + ops[0] + "` after \"--\" or options other than -d, -t and --verbose: put the command first"
	}
	return "`cosign " + shorten(ops[0]) + "` signs, attaches, copies or writes, or is not a query the model knows"
}

// cosignVerifyReason judges the words of a verify command other than
// cosign and the command itself.
func cosignVerifyReason(verb string, words []arg) string {
	sp := &specCosignVerify
	sc := scanArgs(words, sp)
	name := "cosign " + verb
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	for _, v := range sc.values(sp, "--key") {
		if r := cosignKeyReason(name, v); r != "" {
			return r
		}
	}
	return ""
}

// cosignKeyReason allows a --key that is a public key file. cosign
// (pkg/signature/keys.go) takes k8s:// from a cluster's Secret, pkcs11:
// by loading a PKCS#11 module, gitlab:// through GitLab's API, and
// awskms://, gcpkms://, azurekms:// and hashivault:// through the
// provider's credential chain (credential_process, gcloud and az are
// programs), and http(s):// and env:// as blobs: only a literal path
// is a file it reads.
func cosignKeyReason(name string, v arg) string {
	if v.dynamic {
		return "`" + name + " --key` takes a value that is not literal (a KMS, Kubernetes or PKCS#11 reference runs credential programs or loads a module)"
	}
	if strings.Contains(v.lit, "://") || strings.HasPrefix(v.lit, "pkcs11:") {
		return "`" + name + " --key " + shorten(v.lit) + "` fetches the key from a KMS, a cluster, GitLab or a URL, through credential programs or a loaded PKCS#11 module; save the public key to a file and pass its path"
	}
	return ""
}

// specRekorCli declares rekor-cli's persistent options and those of
// search, get, verify and logproof (rekor 1.5.4, one set: cobra reads an
// option another command declares as taking the next word, as this spec
// does, and the command then stops before it asks anything). --config
// names another configuration file.
var specRekorCli = optSpec{pflag: true, strict: true, exact: true,
	switches: "h",
	longValues: []string{"--rekor_server", "--format", "--timeout", "--retry",
		"--pki-format", "--public-key", "--artifact", "--sha", "--email", "--subject", "--operator",
		"--uuid", "--log-index", "--signature", "--type", "--artifact-hash", "--entry", "--aad",
		"--first-size", "--last-size", "--tree-id"},
	longOptional: []string{"--store_tree_state", "--help", "--json"},
	deny: []denied{
		{[]string{"--config"}, "reads another configuration file, which can set any of its options (~/.rekor.yaml, the user's, is read as it is)"},
	}}

// rekorCliReason allows rekor-cli search, get, verify, logproof and
// version: they ask the transparency log and print, and write nothing
// (rekor 1.5.4's source: only loginfo writes, and nothing under strace
// in a throw-away home before the network call). loginfo stores the
// checkpoint it fetched in ~/.rekor/state.json (store_tree_state is on
// by default) and proves the next answer consistent with it: a state
// the line's server (--rekor_server) chooses, so loginfo is a read only
// with --store_tree_state=false (it still creates an empty ~/.rekor when
// it looks for a stored checkpoint: a tool cache). upload adds an entry
// to the log.
func rekorCliReason(args []arg) string {
	sp := &specRekorCli
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("rekor-cli", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		return "" // its help
	}
	v := sc.operands[0]
	if v.dynamic {
		return nonLiteralReason("rekor-cli", v)
	}
	switch v.lit {
	case "search", "get", "verify", "logproof", "version", "help":
		return ""
	case "loginfo":
		var last *option
		for k := range sc.opts {
			if sc.opts[k].is(sp, "--store_tree_state") {
				last = &sc.opts[k]
			}
		}
		if last == nil || !last.hasVal || last.val.dynamic || !boolFalse(last.val.lit) {
			return "`rekor-cli loginfo` stores the log's checkpoint in ~/.rekor/state.json, which later runs check the log against; add --store_tree_state=false"
		}
		return ""
	case "upload":
		return "`rekor-cli upload` adds an entry to the transparency log, for good"
	}
	return "`rekor-cli " + shorten(v.lit) + "` is not a query the model knows (search, get, verify, logproof and loginfo --store_tree_state=false read)"
}

// boolFalse reports a value Go's strconv.ParseBool reads as false.
func boolFalse(s string) bool {
	switch s {
	case "0", "f", "F", "false", "FALSE", "False":
		return true
	}
	return false
}

// specAct declares the options of act's listings: --list and --graph
// print the jobs of the workflows, --validate parses them; each returns
// before act looks for images, containers or the event. The rest of
// act's options (secrets, platforms, binds, --watch) are for a run.
var specAct = optSpec{pflag: true, strict: true, exact: true,
	values: "WjC", switches: "lgvqh",
	longValues: []string{"--workflows", "--job", "--directory"},
	longOptional: []string{"--list", "--graph", "--validate", "--strict", "--no-recurse", "--verbose", "--json",
		"--quiet", "--detect-event", "--log-prefix-job-id", "--help", "--version"}}

// actReason allows act --list, --graph and --validate (with an event
// name to filter by) and act --version. act reads ./.actrc, the
// project's, as more options before the line's; none of them turns a
// listing into a run (--bug-report, --man-page and --list-options only
// print, and the listing returns before a watch or a run starts). Every
// run of act asks for its release notices and keeps the answer's ETag in
// ~/.cache/act/.notices.etag (a tool cache), and asks `gh auth token`
// for a token when gh is installed.
func actReason(args []arg) string {
	sp := &specAct
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("act", sp); r != "" {
		return r
	}
	if len(sc.operands) > 1 {
		return "`act` takes one event name"
	}
	if sc.has(sp, "-l", "--list", "-g", "--graph", "--validate", "--version", "-h", "--help") == nil {
		return "`act` without --list, --graph or --validate runs the workflows in containers"
	}
	for _, o := range sc.opts {
		// --list=false: a switch given false is no listing.
		if o.hasVal && !o.val.is("true") && !sp.shortTakesValue(o.name[1]) && !sp.longTakesValue(o.name) {
			return "`act " + o.name + "=" + shorten(o.val.lit) + "` may turn the listing off"
		}
	}
	return ""
}

// specEksctl declares the value options of eksctl's get commands and its
// global ones; -d/--dumpLogs writes a log into ./logs when a command
// fails. An option it does not declare is read as a switch: the model
// then sees a word more than eksctl, which can only move the command
// away from get.
var specEksctl = optSpec{pflag: true, exact: true,
	values: "cfnoprtCv",
	longValues: []string{"--cluster", "--config-file", "--name", "--nodegroup", "--output", "--profile", "--region",
		"--color", "--verbose", "--chunk-size", "--timeout", "--namespace", "--service-account-name", "--arn",
		"--principal-arn", "--addon", "--version", "--kubernetes-version"},
	deny: []denied{{[]string{"-d", "--dumpLogs"}, "writes its logs into ./logs when the command fails"}}}

// eksctlReason allows eksctl get of clusters, nodegroups and the other
// resources, info, version and utils describe-*: they ask AWS and the
// cluster (with a token made in the process) and print. eksctl writes
// nothing else but its failure log with --dumpLogs (checked in its
// sources).
func eksctlReason(args []arg) string {
	sp := &specEksctl
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("eksctl", sp); r != "" {
		return r
	}
	ops := literalOps(sc.operands, 2)
	if ops == nil {
		return "`eksctl` without a literal command is not a query"
	}
	sub := ""
	if len(ops) > 1 {
		sub = ops[1]
	}
	switch ops[0] {
	case "version", "info":
		return ""
	case "get":
		switch sub {
		case "cluster", "clusters", "nodegroup", "nodegroups", "ng", "iamidentitymapping", "iamserviceaccount",
			"iamserviceaccounts", "identityprovider", "labels", "accessentry", "addon", "addons", "capability",
			"fargateprofile", "podidentityassociation":
			return ""
		}
	case "utils":
		if strings.HasPrefix(sub, "describe-") {
			return ""
		}
	}
	return "`" + pair("eksctl", ops[0], sub) + "` creates, changes or deletes clusters, or writes a kubeconfig"
}

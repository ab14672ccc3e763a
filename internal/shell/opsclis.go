package shell

// Operations tools whose read-only shapes write only a cache or run-time
// file of their own outside the project (caches.go), or that only show
// what they would change: top in batch mode, kubectl's client-side dry
// runs. terraform is in terraform.go, docker and kubectl's reads in
// queries.go.

// specTop declares procps-ng top's options (checked on procps-ng 4.0.2:
// getopt_long, so long options abbreviate and short ones bundle). None
// writes or runs anything: the rc file is written only by the
// interactive W command, which batch mode never reads. -w takes an
// optional width, also from the next word when it is a number.
var specTop = optSpec{strict: true, complete: true,
	values: "dnoEepUu", optional: "w", switches: "bcHiOSs1hV",
	longValues: []string{"--delay", "--iterations", "--sort-override", "--scale-summary-mem", "--scale-task-mem",
		"--pid", "--filter-any-user", "--filter-only-euser"},
	longOptional: []string{"--width"},
	longSwitches: []string{"--batch-mode", "--cmdline-toggle", "--threads-show", "--idle-toggle", "--list-fields",
		"--accum-time-toggle", "--secure-mode", "--single-cpu-toggle", "--help", "--version"}}

// topReason allows top in batch mode with a number of iterations (-b -n
// N), and its help, version and field list, which exit at once. Every
// run of top creates the empty folder ~/.config/procps where its rc file
// would go (a tool cache: the line cannot steer it; verified in a fresh
// home). Without -b top is interactive, and its W command writes the rc
// file; without -n it never ends.
func topReason(args []arg) string {
	sp := &specTop
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("top", sp); r != "" {
		return r
	}
	for _, a := range sc.operands {
		// Only a width after -w is read from the next word.
		if a.dynamic || !isNumber(a.lit) {
			return "`top " + shorten(a.lit) + "` is an option the model does not know"
		}
	}
	if sc.has(sp, "-h", "--help", "-V", "--version", "-O", "--list-fields") != nil {
		return ""
	}
	if sc.has(sp, "-b", "--batch-mode") == nil {
		return "`top` without -b is interactive (its W command writes ~/.config/procps/toprc); use top -b -n 1"
	}
	if sc.has(sp, "-n", "--iterations") == nil {
		return "`top -b` without -n never ends; use top -b -n 1"
	}
	return ""
}

// specKubectlDryRun reads the words after a changing kubectl verb given
// --dry-run=client: the options of specKubectlVerb, with the short ones
// of these verbs that take a value (-f and -k files, -p a patch), and
// the options a client-side dry run does not cover refused. Checked with
// kubectl 1.32 against a server that logs every request: apply, create,
// replace, patch, delete, label, annotate, scale, set and run with
// --dry-run=client send only GETs (discovery, the live object), while
// create, replace and delete --raw POST, PUT and DELETE all the same.
var specKubectlDryRun = optSpec{pflag: true, values: "onlcLfkp",
	longValues:   []string{"--namespace", "--context", "--cluster", "--user", "--request-timeout", "--output", "--selector", "--filename", "--kustomize", "--patch"},
	longOptional: []string{"--dry-run"},
	deny: append([]denied{
		{[]string{"--raw"}, "sends the request whatever --dry-run says"},
		{[]string{"--server-side"}, "applies on the server"},
		{[]string{"--prune"}, "deletes what the files no longer name"},
		{[]string{"--force"}, "deletes and recreates"},
		{[]string{"--edit"}, "runs an editor"},
	}, specKubectlVerb.deny...)}

// kubectlDryRun allows a changing verb that only prints what it would
// send: every --dry-run given is client (kubectl 1.32 also reads a bare
// --dry-run and --dry-run=true as client, with a warning; pflag's last
// one wins, so a later --dry-run=server or =none is refused). Such a run
// reads the cluster (its discovery cache in ~/.kube/cache, as kubectl get
// fills it) and sends nothing. Not kubectl diff: it sends the objects as
// a server-side dry run and runs KUBECTL_EXTERNAL_DIFF.
func kubectlDryRun(verb string, words []arg) string {
	sp := &specKubectlDryRun
	what := "kubectl " + verb
	sc := scanArgs(words, sp)
	if r := sc.verdict(what, sp); r != "" {
		return r
	}
	client := false
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "--dry-run"):
			if o.hasVal && !o.val.is("client") && !o.val.is("true") {
				return "`" + what + " --dry-run=" + shorten(o.val.lit) + "` sends the change to the server; use --dry-run=client"
			}
			client = true
		case o.is(sp, "-k") || o.is(sp, "--kustomize"):
			if r := kustomizeBuild(what+" -k", []arg{o.val}); r != "" {
				return r
			}
		case o.is(sp, "-e"):
			return "`" + what + " -e` runs an editor"
		}
	}
	if !client {
		return "`" + what + "` changes the cluster (kubectl " + verb + " --dry-run=client only prints)"
	}
	for _, a := range sc.operands {
		if a.is("edit-last-applied") {
			return "`kubectl apply edit-last-applied` runs an editor"
		}
	}
	return ""
}

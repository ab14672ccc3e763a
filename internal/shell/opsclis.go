package shell

import (
	"path"
	"strings"
)

// Operations tools whose read-only shapes write only a cache or run-time
// file of their own outside the project (caches.go), print help, or only
// show what they would change: top in batch mode, kubectl's client-side
// dry runs, docker's and podman's help and buildx version, and ansible's
// narrow reads. terraform is in terraform.go; the other docker and
// kubectl reads are in queries.go.

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
		// Only a width after -w is read from the next word; top reads
		// another process id that $(pgrep x) splits into as a number.
		if pidWord(a) {
			continue
		}
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
		return endless("`top -b` without -n never ends; use top -b -n 1")
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
	// specKubectlVerb's refusals, spelled out: an append here would run
	// in every hook process (TestSpecCopiesKeepInStep keeps them equal).
	deny: []denied{
		{[]string{"--raw"}, "sends the request whatever --dry-run says"},
		{[]string{"--server-side"}, "applies on the server"},
		{[]string{"--prune"}, "deletes what the files no longer name"},
		{[]string{"--force"}, "deletes and recreates"},
		{[]string{"--edit"}, "runs an editor"},
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
		if verb == "apply" && len(sc.operands) > 0 && sc.operands[0].is("view-last-applied") {
			// It prints the last-applied annotation: a GET.
			return ""
		}
		return "`" + what + "` changes the cluster (kubectl " + verb + " --dry-run=client only prints)"
	}
	for _, a := range sc.operands {
		if a.is("edit-last-applied") {
			return "`kubectl apply edit-last-applied` runs an editor"
		}
	}
	return ""
}

// ansible's reads (checked on ansible-core 2.14 in a fresh home): every
// command creates ~/.ansible/tmp (a tool cache: an empty folder, and the
// ansible-local-* folders it removes at exit) and nothing else, unless a
// configuration says otherwise. ./ansible.cfg in the folder ansible runs
// in is the team's and may name a log file ansible writes at start and
// plugin folders of Python code, so no ansible command is read-only where
// the model sees one or cannot look. Then: --version, ansible-config
// dump, list and view, ansible-doc of modules (their documentation is
// parsed, not run, from the installed and the user's module folders),
// and ansible-inventory --graph, --list and --host on static inventory
// files. Not ansible-playbook, even --syntax-check or --list-tasks: the
// playbook is templated as it is parsed (imports, hosts), and a template
// may call lookup('pipe', ...), which runs a command, or a filter from
// filter_plugins next to the playbook; not ad-hoc ansible, which runs
// modules.

var (
	// specAnsibleConfig: dump, list and view print the configuration.
	specAnsibleConfig = optSpec{strict: true, complete: true, switches: "v",
		longValues: []string{"--format"}, longSwitches: []string{"--only-changed", "--changed-only", "--verbose"}}
	// specAnsibleDoc: -t other than module would import filter and test
	// plugins to list them; -M and --playbook-dir add folders the team
	// can write.
	specAnsibleDoc = optSpec{strict: true, complete: true, values: "t", switches: "lsjFv",
		longValues:   []string{"--type"},
		longSwitches: []string{"--list", "--snippet", "--json", "--list_files", "--verbose", "--no-fail-on-errors"}}
	// specAnsibleInventory: --output writes a file; --playbook-dir loads
	// the plugins and collections next to it; a vault password file may
	// be a script.
	specAnsibleInventory = optSpec{strict: true, complete: true, values: "il", switches: "yv",
		longValues:   []string{"--inventory", "--inventory-file", "--limit", "--host"},
		longSwitches: []string{"--graph", "--list", "--vars", "--yaml", "--toml", "--export", "--verbose"}}
)

// ansibleReason judges the ansible programs.
func (c *classifier) ansibleReason(name string, args []arg) string {
	if r := c.ansibleCfgReason(name); r != "" {
		return r
	}
	if len(args) == 2 && args[1].is("--version") {
		return ""
	}
	switch name {
	case "ansible-config":
		if len(args) < 2 || !(args[1].is("dump") || args[1].is("list") || args[1].is("view")) {
			return "`ansible-config` without dump, list or view is not a read the model knows (init writes a file)"
		}
		sc := scanArgs(args[2:], &specAnsibleConfig)
		if r := sc.verdict(name+" "+args[1].lit, &specAnsibleConfig); r != "" {
			return r
		}
		if len(sc.operands) > 0 {
			return "`" + name + " " + args[1].lit + "` takes no operand the model knows"
		}
		return ""
	case "ansible-doc":
		sp := &specAnsibleDoc
		sc := scanArgs(args[1:], sp)
		if r := sc.verdict(name, sp); r != "" {
			return r
		}
		if o := sc.has(sp, "-t", "--type"); o != nil && !o.val.is("module") {
			return "`ansible-doc -t " + shorten(o.val.lit) + "` imports the plugins (Python code) to list them; ansible-doc of modules only reads"
		}
		for _, a := range sc.operands {
			if a.dynamic || a.glob {
				return nonLiteralReason(name, a)
			}
		}
		return ""
	case "ansible-inventory":
		return c.ansibleInventory(args)
	case "ansible-playbook":
		return "`ansible-playbook` templates the playbook as it parses it (even --syntax-check and --list-tasks), and a template may run a command (lookup('pipe')) or a filter plugin next to the playbook"
	}
	return "`" + name + "` runs modules or changes files, roles or collections (only --version, ansible-config dump|list|view, ansible-doc and ansible-inventory of a static file are reads)"
}

// ansibleCfgReason refuses ansible where the folder it runs in has an
// ansible.cfg, or where the model cannot look.
func (c *classifier) ansibleCfgReason(name string) string {
	return c.runDirFileReason(name, "ansible.cfg", "which may name plugins (Python code) and a log file ansible writes")
}

// ansibleInventory allows ansible-inventory --graph, --list and --host
// on inventory files named with -i. Each must be a literal file on this
// machine that is neither executable (the script plugin runs an
// executable inventory, whatever its name) nor YAML (the auto plugin
// loads the inventory plugin a YAML file names, and the constructed
// plugin templates its expressions); a folder is read file by file, so
// it is refused too. Static ini, JSON and TOML inventories are parsed, and
// their group_vars and host_vars are printed untemplated.
func (c *classifier) ansibleInventory(args []arg) string {
	const name = "ansible-inventory"
	sp := &specAnsibleInventory
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	if sc.has(sp, "--graph", "--list", "--host") == nil {
		return "`ansible-inventory` without --graph, --list or --host is not a read the model knows"
	}
	for _, a := range sc.operands {
		// --graph's group.
		if a.dynamic || a.glob {
			return nonLiteralReason(name, a)
		}
	}
	inv := false
	for _, o := range sc.opts {
		if !o.is(sp, "-i") && !o.is(sp, "--inventory") && !o.is(sp, "--inventory-file") {
			continue
		}
		inv = true
		if r := c.ansibleInventoryFile(o.val); r != "" {
			return r
		}
	}
	if !inv {
		return "`ansible-inventory` without -i reads the inventory the configuration names, which the model cannot check; name a static file with -i"
	}
	return ""
}

// ansibleInventoryFile checks one -i value (see ansibleInventory).
func (c *classifier) ansibleInventoryFile(v arg) string {
	shown := "`ansible-inventory -i " + shorten(v.lit) + "`"
	if v.dynamic || v.glob || v.lit == "" {
		return "`ansible-inventory -i` takes a file that is not literal"
	}
	if strings.Contains(v.lit, ",") {
		// A list of hosts (host_list plugin): nothing is read.
		return ""
	}
	low := strings.ToLower(v.lit)
	if strings.HasSuffix(low, ".yml") || strings.HasSuffix(low, ".yaml") {
		return shown + " is YAML, which may name an inventory plugin (constructed templates its expressions, which can run commands)"
	}
	dirs, why := c.runDirs()
	if path.IsAbs(v.lit) {
		dirs, why = []string{"/"}, ""
	}
	if why != "" {
		return shown + " " + why
	}
	for _, d := range dirs {
		p := path.Join(d, v.lit)
		entries, err := c.w.env.ReadDir(path.Dir(p))
		if err != nil {
			return shown + ": the model cannot list " + path.Dir(p) + " to see that the file is no script"
		}
		found := false
		for _, e := range entries {
			if e.Name() != path.Base(p) {
				continue
			}
			found = true
			info, err := e.Info()
			if err != nil || !info.Mode().IsRegular() || info.Mode().Perm()&0o111 != 0 {
				return shown + " is not a plain, non-executable file (ansible runs an executable inventory as a script, and reads a folder file by file)"
			}
		}
		if !found {
			return shown + ": the model does not find the file " + p + " to see that it is no script"
		}
	}
	return ""
}

// containerHelp reports docker VERB --help and docker GROUP COMMAND
// --help (also -h, and podman's): cobra prints the help before any hook
// or the command runs, in the CLI and in its plugins (checked with
// docker 28 and buildx 0.24). Only there: run, exec and create stop
// reading options at their first operand, so in docker exec c --help the
// --help goes to the container's command.
func containerHelp(verb string, rest []arg) bool {
	help := func(a arg) bool { return a.is("--help") || a.is("-h") }
	switch len(rest) {
	case 1:
		return help(rest[0])
	case 2:
		switch verb {
		case "compose", "buildx", "builder", "container", "image", "network", "volume", "system", "context",
			"manifest", "plugin", "trust", "swarm", "node", "service", "stack", "secret", "config":
			sub := rest[0]
			return !sub.dynamic && !sub.glob && sub.lit != "" && sub.lit[0] != '-' && help(rest[1])
		}
	}
	return false
}

// buildxReason allows docker buildx version. Every other buildx command
// opens its store under ~/.docker/buildx: it creates folders and a lock
// file, and ls, inspect, du and imagetools rewrite
// ~/.docker/buildx/current when the docker endpoint has no default
// builder, forgetting a builder chosen with buildx use for another
// endpoint: configuration buildx reads back, so no tool cache (checked
// with buildx 0.24 in a fresh home; version writes nothing).
func buildxReason(name, verb string, sc scanned) string {
	if len(sc.operands) == 1 && sc.operands[0].is("version") && len(sc.opts) == 0 {
		return ""
	}
	return "`" + name + " " + verb + "` opens its store under ~/.docker/buildx and may rewrite its current builder (~/.docker/buildx/current), configuration buildx reads back (docker manifest inspect and docker buildx version are reads)"
}

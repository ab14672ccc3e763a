package shell

import "strings"

// Linux inspection tools an SRE reaches for after the everyday ones:
// grep over rotated, compressed logs; the containerd client's listings;
// the SSH server's effective configuration; package checksum checks;
// the D-Bus bus; the cgroup and network counters; the
// at queue; the audit log and the failed-login log. Each is allowed in
// the shapes that print and end; the modes that write a file, change
// state, start a service, reach another machine or never end are refused
// by name, and strict specs refuse every option they do not declare.

// inspectReason explains those tools (ok false for any other program).
func inspectReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "bzgrep", "bzegrep", "bzfgrep", "xzgrep", "xzegrep", "xzfgrep", "lzgrep", "lzegrep", "lzfgrep", "zstdgrep":
		// Scripts that pipe the decompressor into grep with the line's
		// grep options: neither has an option that writes or runs
		// anything (the program each runs comes from the environment,
		// GREP and ZCAT, which the model does not let a line set).
		return "", true
	case "lastb":
		// last's reading of the failed-login log, /var/log/btmp.
		return "", true
	case "systemd-cgtop":
		return cgtopReason(args), true
	case "nstat":
		return nstatReason(args), true
	case "sshd":
		return requireOne(name, args, &specSshd, "starts the SSH server (-T, -t and -G only check and print its configuration)", "-T", "-t", "-G", "-V"), true
	case "debsums":
		return strictQuery(name, args, &specDebsums, 1<<30, "writes md5sums files"), true
	case "busctl":
		return busctlReason(args), true
	case "atq":
		return strictQuery(name, args, &specAtq, 0, "takes no operands"), true
	case "at":
		return requireOne(name, args, &specAt, "schedules or removes jobs (at -l lists them, at -c prints one)", "-l", "-c", "-V"), true
	case "utmpdump":
		return specReason(name, args, &specUtmpdump), true
	case "ausearch":
		return ausearchReason(args), true
	case "ctr":
		return ctrReason(args), true
	}
	return "", false
}

var (
	// systemd-cgtop reads the cgroup file system and ends after -n
	// iterations (-n 0 is forever); -M asks machined for a container's
	// cgroup, refused as the systemd tools' -M is.
	specCgtop = optSpec{strict: true, complete: true, switches: "hptcmirPkb1", values: "dnM",
		longSwitches: []string{"--help", "--version", "--raw", "--batch"},
		longValues:   []string{"--order", "--delay", "--iterations", "--depth", "--recursive", "--machine"},
		longOptional: []string{"--cpu"},
		deny:         []denied{{[]string{"-M", "--machine"}, "reaches a container"}}}
	// nstat keeps its last readings in a history file (/tmp/.nstat.u<uid>
	// or $NSTAT_HISTORY) to print increments: every run updates it but
	// for -s. -r resets it, -n only updates it, -d runs a daemon.
	specNstat = optSpec{strict: true, complete: true, switches: "hvVzrnasjp", values: "dt",
		longSwitches: []string{"--help", "--version", "--zeros", "--reset", "--nooutput", "--ignore", "--noupdate", "--json", "--pretty"},
		longValues:   []string{"--scan", "--interval"},
		deny: []denied{{[]string{"-r", "--reset"}, "resets its history file"}, {[]string{"-n", "--nooutput"}, "only updates its history file"},
			{[]string{"-d", "--scan"}, "runs as a daemon"}}}
	// sshd -T, -t and -G parse the configuration and exit; -E appends
	// the log to a file. Any other mode starts the server.
	specSshd = optSpec{strict: true, complete: true, switches: "TtGV46qdDe", values: "fCchgopE",
		deny: []denied{{[]string{"-E"}, "appends its log to a file"}}}
	// debsums -g writes the md5sums files it generates; a .deb operand
	// is unpacked into a temporary directory it removes (as dpkg -I).
	specDebsums = optSpec{strict: true, complete: true, switches: "aeclsx", values: "mrdp", optional: "g",
		longSwitches: []string{"--all", "--config", "--changed", "--list-missing", "--silent", "--report-mismatches",
			"--no-locale-purge", "--no-prelink", "--ignore-obsolete", "--help", "--version"},
		longValues:   []string{"--md5sums", "--root", "--admindir", "--deb-path"},
		longOptional: []string{"--generate"},
		deny:         []denied{{[]string{"-g", "--generate"}, "writes md5sums files"}}}
	specAtq = optSpec{strict: true, complete: true, switches: "V", values: "q"}
	// at -l is atq and -c prints a job's script; -f, -r, -d and a time
	// schedule or remove jobs (undeclared, so refused).
	specAt = optSpec{strict: true, complete: true, switches: "lcV", values: "q"}
	// utmpdump -o writes the dump to a file, -f follows the file forever.
	specUtmpdump = optSpec{values: "o", longValues: []string{"--output"},
		deny: []denied{{[]string{"-o", "--output"}, "writes a file"}, {[]string{"-f", "--follow"}, "never ends"}}}
)

// cgtopReason allows systemd-cgtop when it ends: -n N (N > 0) or -1.
func cgtopReason(args []arg) string {
	sp := &specCgtop
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("systemd-cgtop", sp); r != "" {
		return r
	}
	if sc.has(sp, "-h", "--help", "--version") != nil {
		return ""
	}
	ends := false
	for _, o := range sc.opts {
		switch {
		case o.name == "-1":
			ends = true
		case o.is(sp, "-n") || o.is(sp, "--iterations"):
			// Each -n counts: the last one wins.
			ends = o.hasVal && positiveCount(o.val)
		}
	}
	if !ends {
		return "`systemd-cgtop` without -n N (N > 0) or -1 runs until stopped (systemd-cgtop -b -n 1)"
	}
	return ""
}

// positiveCount reports a literal decimal number above zero.
func positiveCount(a arg) bool {
	if a.dynamic || a.lit == "" {
		return false
	}
	nonzero := false
	for i := 0; i < len(a.lit); i++ {
		c := a.lit[i]
		if c < '0' || c > '9' {
			return false
		}
		nonzero = nonzero || c != '0'
	}
	return nonzero
}

// nstatReason allows nstat -s: it prints the counters (with -a absolute,
// else the increments since the history) without updating the history.
// Without -a, nstat -s creates the history file empty when there is none
// (a tool cache, caches.go).
func nstatReason(args []arg) string {
	sp := &specNstat
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("nstat", sp); r != "" {
		return r
	}
	if sc.has(sp, "-s", "--noupdate", "-h", "--help", "-v", "-V", "--version") == nil {
		return "`nstat` without -s updates its history file (/tmp/.nstat.u<uid>); nstat -as prints the counters without it"
	}
	return ""
}

// specBusctl declares busctl's options (getopt_long). -H reaches another
// machine over ssh and -M a container, --address may be a unixexec:
// address (which runs a program).
var specBusctl = optSpec{strict: true, complete: true, switches: "hlqj", values: "HM",
	longSwitches: []string{"--help", "--version", "--no-pager", "--no-legend", "--full", "--system", "--user", "--show-machine",
		"--unique", "--acquired", "--activatable", "--list", "--quiet", "--verbose", "--xml-interface"},
	longValues: []string{"--host", "--machine", "--address", "--match", "--size", "--json", "--expect-reply", "--auto-start",
		"--allow-interactive-authorization", "--timeout", "--augment-creds", "--watch-bind", "--destination"},
	deny: []denied{{[]string{"-H", "--host"}, "reaches another machine over ssh"}, {[]string{"-M", "--machine"}, "reaches a container"},
		{[]string{"--address"}, "connects to a bus address, which may run a program (unixexec:)"}}}

// busctlReason allows busctl list, status, and tree, introspect and
// get-property: the last three call a service's Introspect or Get
// method, and a call to a service that is not running starts it (bus
// activation), so they need --auto-start=no when they name a service.
// tree alone walks only the names already on the bus. monitor and
// capture never end; call, emit, set-property and wait act on services.
func busctlReason(args []arg) string {
	sp := &specBusctl
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("busctl", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		return "" // list
	}
	for _, a := range sc.operands {
		if a.dynamic || a.glob {
			return nonLiteralReason("busctl", a)
		}
	}
	verb := sc.operands[0].lit
	switch verb {
	case "list", "status", "help":
		return ""
	case "tree", "introspect", "get-property":
		if verb == "tree" && len(sc.operands) == 1 {
			return ""
		}
		noStart := false
		for _, o := range sc.opts {
			if o.is(sp, "--auto-start") {
				noStart = o.hasVal && !o.val.dynamic && falseWord(o.val.lit)
			}
		}
		if !noStart {
			return "`busctl " + verb + "` calls the service, which starts it when it is not running; add --auto-start=no"
		}
		return ""
	}
	return "`busctl " + shorten(verb) + "` calls methods, sets properties, emits signals or never ends (list, status, tree and introspect read)"
}

// falseWord reports systemd's spellings of a false boolean.
func falseWord(s string) bool {
	switch strings.ToLower(s) {
	case "no", "false", "0", "off", "n", "f":
		return true
	}
	return false
}

// ausearchReason allows ausearch, which reads the audit log: its
// options are whole words (-ts, -ui, --start) matched exactly, and only
// --checkpoint writes (a file recording where the search ended).
func ausearchReason(args []arg) string {
	for _, a := range args[1:] {
		if a.mayBeOption() {
			return nonLiteralReason("ausearch", a)
		}
		if strings.HasPrefix(a.lit, "--checkpoint") {
			return "`ausearch --checkpoint` writes a checkpoint file"
		}
	}
	return ""
}

// specCtr declares ctr's global options (urfave/cli on Go's flag
// package: one dash or two, no bundles; the command ends them).
// --address names containerd's socket.
var specCtr = optSpec{goflag: true, posix: true, strict: true, complete: true, exact: true,
	longSwitches: []string{"-debug", "-h", "-help", "-v", "-version"},
	longValues:   []string{"-a", "-address", "-timeout", "-connect-timeout", "-n", "-namespace"}}

// specCtrVerb declares the options of ctr's listings (as specCtr).
var specCtrVerb = optSpec{goflag: true, strict: true, complete: true, exact: true,
	longSwitches: []string{"-q", "-quiet", "-spec", "-detailed", "-h", "-help"},
	longValues:   []string{"-snapshotter"}}

// ctrReason allows containerd's client in its listings: containers,
// images, tasks, namespaces, snapshots, content, leases and plugins ls,
// containers and snapshots info, tasks ps and metrics, images check,
// snapshots tree and usage, version. The other commands pull, run,
// remove or change containers, images and snapshots (events never ends).
func ctrReason(args []arg) string {
	g := scanArgs(args[1:], &specCtr)
	if r := g.verdict("ctr", &specCtr); r != "" {
		return r
	}
	sc := scanArgs(g.operands, &specCtrVerb)
	if r := sc.verdict("ctr", &specCtrVerb); r != "" {
		return r
	}
	if g.has(&specCtr, "-h", "-help", "-v", "-version") != nil && len(sc.operands) == 0 {
		return ""
	}
	for _, a := range sc.operands {
		if a.dynamic && (a.split || a.lit == "") || a.glob {
			return nonLiteralReason("ctr", a)
		}
	}
	if len(sc.operands) == 0 {
		return "`ctr` without a command is not a query"
	}
	cmd, sub := sc.operands[0].lit, ""
	if len(sc.operands) > 1 {
		sub = sc.operands[1].lit
	}
	if ctrListing(cmd, sub) {
		return ""
	}
	return "`ctr " + shorten(strings.TrimSpace(cmd+" "+sub)) + "` pulls, runs, removes or changes containers, images or snapshots, or is a command the model does not know"
}

// ctrListing reports a ctr command and subcommand (with their aliases)
// that only list or show.
func ctrListing(cmd, sub string) bool {
	list := sub == "ls" || sub == "list"
	switch cmd {
	case "version":
		return sub == ""
	case "containers", "container", "c":
		return list || sub == "info"
	case "images", "image", "i":
		return list || sub == "check"
	case "tasks", "task", "t":
		return list || sub == "ps" || sub == "metrics" || sub == "metric"
	case "snapshots", "snapshot":
		return list || sub == "info" || sub == "tree" || sub == "usage"
	case "namespaces", "namespace", "ns", "content", "leases", "plugins", "plugin":
		return list
	}
	return false
}

// specSSHKeygenSig declares ssh-keygen's signature checks: -Y verify,
// check-novalidate, find-principals and match-principals read a
// signature (-s), the allowed signers (-f), a revocation list (-r) and
// the message on standard input, and print the verdict. -Y sign writes
// FILE.sig; every other mode makes or changes keys.
var specSSHKeygenSig = optSpec{strict: true, complete: true, switches: "qv", values: "YInsfOr"}

// sshKeygenSigReason reads ssh-keygen -Y (ok false without -Y).
func sshKeygenSigReason(args []arg) (reason string, ok bool) {
	sp := &specSSHKeygenSig
	sc := scanArgs(args[1:], sp)
	y := sc.has(sp, "-Y")
	if y == nil {
		return "", false
	}
	if r := sc.verdict("ssh-keygen", sp); r != "" {
		return r, true
	}
	if len(sc.operands) > 0 {
		return "`ssh-keygen -Y` with a file operand signs or is a shape the model does not know", true
	}
	for _, o := range sc.opts {
		if o.name != "-Y" {
			continue
		}
		if !o.hasVal || o.val.dynamic {
			return nonLiteralReason("ssh-keygen", o.val), true
		}
		switch o.val.lit {
		case "verify", "check-novalidate", "find-principals", "match-principals":
		default:
			return "`ssh-keygen -Y " + shorten(o.val.lit) + "` signs or is a mode the model does not know (verify, check-novalidate, find-principals and match-principals read)", true
		}
	}
	return "", true
}

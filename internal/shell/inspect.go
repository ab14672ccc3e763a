package shell

import "strings"

// Linux inspection tools an SRE reaches for after the everyday ones:
// grep over rotated, compressed logs; the containerd client's listings;
// the SSH server's effective configuration; package checksum checks;
// the D-Bus bus; the cgroup and network counters; the at queue; the
// audit log and the failed-login log; the hardware clock, IPMI, drive
// identification and btrfs; ipset, ebtables and arptables; logrotate's
// dry run. Each is allowed in the shapes that print and end; the modes
// that write a file, change state, start a service, reach another machine
// or never end are refused by name, and strict specs refuse every option
// they do not declare.

// inspectReason explains those tools (ok false for any other program).
func inspectReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "bzgrep", "bzegrep", "bzfgrep", "xzgrep", "xzegrep", "xzfgrep", "lzgrep", "lzegrep", "lzfgrep", "zstdgrep":
		// Scripts that pipe the decompressor into grep with the line's
		// grep options: neither has an option that writes or runs
		// anything (the program each runs comes from the environment,
		// GREP and ZCAT, which the model does not let a line set).
		return "", true
	case "lastb", "pinky", "runlevel", "ntpstat":
		// lastb is last reading the failed-login log (/var/log/btmp),
		// pinky a short finger, runlevel reads utmp, ntpstat the NTP
		// daemon's state: none has an option that writes.
		return "", true
	case "hwclock":
		return strictQuery(name, args, &specHwclock, 0, "sets the clock or the drift file (--show, --get and --param-get read)"), true
	case "run-parts":
		return requireOne(name, args, &specRunParts, "runs the scripts (--test and --list only name them)", "--test", "--list", "-h", "--help", "-V", "--version"), true
	case "faillock":
		return faillockReason(args), true
	case "pam_tally2":
		return specReason(name, args, &specPamTally2), true
	case "trust":
		return verbQuery(name, args, &specTrust, &specTrustVerb, "extracts or changes the trust store (list and dump print it)", "list", "dump"), true
	case "ebtables", "ebtables-nft", "ebtables-legacy":
		return requireOne(name, args, &specEbtables, "changes the bridge rules (-L lists)", "-L", "--list"), true
	case "arptables", "arptables-nft", "arptables-legacy":
		return iptablesReason(name, args), true
	case "ipset":
		return ipsetReason(args), true
	case "btrfs":
		return btrfsReason(args), true
	case "hdparm":
		return strictQuery(name, args, &specHdparm, 1<<30, "sets drive parameters, flushes caches or runs timings (-I, -i, -g, -C and -H read)"), true
	case "ipmitool":
		return ipmitoolReason(args), true
	case "logrotate":
		return requireOne(name, args, &specLogrotate, "rotates logs and runs their scripts (logrotate -d only prints what it would do)", "-d", "--debug", "--version", "--help", "--usage", "-?"), true
	case "cpupower":
		return "`cpupower` loads the msr kernel module (modprobe msr) when run as root; read /sys/devices/system/cpu/cpu*/cpufreq instead", true
	case "getfattr", "prtstat", "pwdx", "klist", "edac-util", "lldpctl":
		// Extended attributes, a process's status and working folder,
		// Kerberos tickets and keytabs, memory error counters, LLDP
		// neighbours: none has an option that writes.
		return "", true
	case "delv":
		// Verified with BIND 9.18 under strace.
		return "`delv` creates and removes a temporary file in the working folder; use dig +dnssec", true
	case "wg":
		return wgReason(args), true
	case "ipvsadm":
		// Verified with ipvsadm 1.31 under strace: even -Ln runs
		// modprobe ip_vs when the module is not loaded.
		return "`ipvsadm` loads the ip_vs kernel module (modprobe) when it is not loaded; read /proc/net/ip_vs instead", true
	case "bpftool":
		return bpftoolReason(args), true
	case "e2fsck", "fsck.ext2", "fsck.ext3", "fsck.ext4":
		return requireOne(name, args, &specE2fsck, "repairs the file system (-n opens it read-only and answers no)", "-n"), true
	case "xfs_repair":
		return requireOne(name, args, &specXfsRepair, "repairs the file system (-n only checks)", "-n"), true
	case "fsck":
		return requireOne(name, args, &specFsck, "runs the file systems' checkers, which repair (-N only shows them)", "-N"), true
	case "lldpcli":
		return lldpcliReason(args), true
	case "multipath":
		// Verified with multipath-tools 0.9.4 under strace.
		return "`multipath` (even -ll) creates /etc/multipath and its bindings file; use multipathd show maps or lsblk", true
	case "nscd":
		return requireOne(name, args, &specNscd, "starts the daemon or invalidates its caches (-g prints its statistics)", "-g", "--statistics"), true
	case "perf":
		if len(args) >= 2 && (args[1].is("list") || args[1].is("version") || args[1].is("--version")) {
			if r := literalWords(name, args); r != "" {
				return r, true
			}
			return perfListOutput(args[2:]), true
		}
		if r, ok := perfReportReason(args); ok {
			return r, true
		}
		return "`perf` other than list and version records, runs or attaches to programs, or writes perf.data and its build-id cache", true
	case "bpftrace":
		return requireOne(name, args, &specBpftrace, "loads tracing programs into the kernel (-l only lists probes)", "-l", "-V", "--version", "-h", "--help"), true
	case "sudo":
		return sudoQueryReason(args)
	case "virt-what":
		// A script that runs dmidecode and its cpuid helper; it takes no
		// options that write.
		return "", true
	case "modprobe":
		return requireOne(name, args, &specModprobe, "loads or removes kernel modules (-n, -c, -D and -R only print)",
			"-n", "--dry-run", "--show", "-c", "--showconfig", "--show-config", "-D", "--show-depends", "-R", "--resolve-alias",
			"--show-modversions", "--dump-modversions", "--show-exports", "-V", "--version", "-h", "--help"), true
	case "named-checkzone":
		return specReason(name, args, &specNamedCheckzone), true
	case "efibootmgr":
		return strictQuery(name, args, &specEfibootmgr, 0, "changes the firmware's boot entries (efibootmgr and -v list them)"), true
	case "mokutil":
		return requireOne(name, args, &specMokutil, "enrolls or deletes keys or changes Secure Boot settings", "--sb-state", "-l", "--list-enrolled",
			"-N", "--list-new", "-D", "--list-delete", "-t", "--test-key", "--pk", "--kek", "--db", "--dbx", "--list-sbat-revocations", "-h", "--help"), true
	case "mailq":
		return strictQuery(name, args, &specMailq, 0, "takes no operands"), true
	case "postqueue":
		return requireOne(name, args, &specPostqueue, "flushes or delivers the mail queue (-p and -j list it)", "-p", "-j"), true
	case "grubby":
		return requireOne(name, args, &specGrubby, "changes the boot entries (--info and --default-* print)", "--info", "--default-kernel", "--default-index", "--default-title", "--bootloader-probe", "--help", "--version"), true
	case "systemd-resolve":
		return strictQuery(name, args, &specSystemdResolve, 1<<30, "changes the resolver's settings or caches"), true
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
		if len(args) == 2 && args[1].is("-V") {
			return "", true // with a time after it, at -V still schedules
		}
		return requireOne(name, args, &specAt, "schedules or removes jobs (at -l lists them, at -c prints one)", "-l", "-c"), true
	case "utmpdump":
		return specReason(name, args, &specUtmpdump), true
	case "ausearch":
		return ausearchReason(args), true
	case "ctr":
		return ctrReason(args), true
	case "step":
		return stepReason(args), true
	case "runc":
		// Verified with runc 1.1 under strace: list creates /run/runc.
		return "`runc` creates its state root (/run/runc) even to list; use ctr or crictl", true
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
	// schedule or remove jobs (undeclared, so refused). -V prints the
	// version and goes on to schedule when more words follow.
	specAt = optSpec{strict: true, complete: true, switches: "lc", values: "q"}
	// hwclock's functions that only read; without one it shows the time.
	// --set, -s, -w, --systz, -a, --param-set and --update-drift set the
	// clocks or write /etc/adjtime.
	// The writers are declared so that an abbreviation of one is no
	// reader's (--s is ambiguous: hwclock refuses it, so does the model).
	specHwclock = optSpec{strict: true, complete: true, switches: "rulvhV",
		longSwitches: []string{"--show", "--get", "--utc", "--localtime", "--directisa", "--noadjfile", "--test", "--verbose", "--help", "--version"},
		longValues:   []string{"--rtc", "--adjfile", "--param-get"}, values: "f",
		deny: []denied{
			{[]string{"--set"}, "sets the clocks or the drift file"},
			{[]string{"--systohc"}, "sets the clocks or the drift file"},
			{[]string{"--hctosys"}, "sets the clocks or the drift file"},
			{[]string{"--systz"}, "sets the clocks or the drift file"},
			{[]string{"--adjust"}, "sets the clocks or the drift file"},
			{[]string{"--predict"}, "sets the clocks or the drift file"},
			{[]string{"--param-set"}, "sets the clocks or the drift file"},
			{[]string{"--update-drift"}, "sets the clocks or the drift file"},
			{[]string{"--date"}, "sets the clocks or the drift file"},
			{[]string{"--delay"}, "sets the clocks or the drift file"},
			{[]string{"--epoch"}, "sets the clocks or the drift file"},
			{[]string{"--getepoch"}, "sets the clocks or the drift file"},
			{[]string{"--setepoch"}, "sets the clocks or the drift file"},
		}}
	// run-parts --test and --list name the scripts without running them.
	specRunParts = optSpec{strict: true, complete: true, switches: "vdhV", values: "ua",
		longSwitches: []string{"--test", "--list", "--verbose", "--debug", "--reverse", "--lsbsysinit", "--help", "--version"},
		longValues:   []string{"--regex", "--umask", "--arg"}}
	// pam_tally2 -r resets the counters it shows.
	specPamTally2 = optSpec{values: "fu", longValues: []string{"--file", "--user"}, optional: "r", longOptional: []string{"--reset"},
		deny: []denied{{[]string{"-r", "--reset"}, "resets the failure counters"}}}
	// p11-kit's trust: list and dump print the store; extract, anchor and
	// extract-compat write files or change it.
	specTrust     = optSpec{posix: true, strict: true, complete: true, switches: "vq", longSwitches: []string{"--verbose", "--quiet", "--help"}}
	specTrustVerb = optSpec{strict: true, complete: true, switches: "vq",
		longSwitches: []string{"--verbose", "--quiet", "--help"}, longValues: []string{"--filter", "--purpose"}}
	// ebtables -L with its listing modifiers; -Z, even with -L, zeroes
	// the counters, and --concurrent creates a lock file (undeclared, so
	// refused).
	specEbtables = optSpec{strict: true, complete: true, exact: true, switches: "L", values: "t",
		longSwitches: []string{"--list", "--Ln", "--Lc", "--Lx", "--Lmac2"}, longValues: []string{"--table"}}
	// systemd-resolve, resolvectl's old name: name lookups, --status and
	// --statistics; --flush-caches, --reset-*, --set-* and --revert
	// change the resolver (undeclared, so refused).
	specSystemdResolve = optSpec{strict: true, complete: true, exact: true, switches: "46h", values: "itcp",
		longSwitches: []string{"--status", "--statistics", "--no-pager", "--help", "--version", "--service", "--openpgp", "--tlsa", "--raw"},
		longValues:   []string{"--interface", "--type", "--class", "--protocol", "--legend", "--cname", "--search", "--service-address", "--service-txt"}}
	// hdparm: the identification, geometry, power mode and temperature
	// reads; every other letter sets something, flushes a cache or
	// times the drive (undeclared, so refused).
	specHdparm = optSpec{strict: true, complete: true, switches: "IigCHVh"}
	// logrotate -d prints what it would rotate and runs no script, and
	// writes no state (verified with logrotate 3.21 under strace); -l
	// writes a log file.
	specLogrotate = optSpec{strict: true, complete: true, switches: "dfv?", values: "msl",
		longSwitches: []string{"--debug", "--force", "--verbose", "--version", "--help", "--usage", "--skip-state-lock", "--wait-for-state-lock"},
		longValues:   []string{"--mail", "--state", "--log"},
		deny:         []denied{{[]string{"-l", "--log"}, "writes a log file"}}}
	// ipmitool's options (getopt): the BMC to reach and how; none writes.
	specIpmitool = optSpec{posix: true, strict: true, complete: true, switches: "hVvc46aYEKZ", values: "dIHpUfzSDeCkyLAPmbtBTloONR"}
	// modprobe's printing modes: a dry run (-n, which neither loads nor
	// runs install commands), the configuration, dependencies and
	// aliases. -s logs to syslog; -r, -f, -w and --first-time act
	// (undeclared, so refused).
	specModprobe = optSpec{strict: true, complete: true, switches: "nqvVhcDRaib", values: "CdS",
		longSwitches: []string{"--dry-run", "--show", "--quiet", "--verbose", "--version", "--help", "--showconfig", "--show-config",
			"--show-depends", "--resolve-alias", "--show-modversions", "--dump-modversions", "--show-exports", "--all", "--ignore-install", "--use-blacklist"},
		longValues: []string{"--config", "--dirname", "--set-version"}}
	// named-checkzone -o writes the zone it read to a file.
	specNamedCheckzone = optSpec{values: "cfFJikmMnlLorsStTwE", deny: []denied{{[]string{"-o"}, "writes the zone to a file"}}}
	specEfibootmgr     = optSpec{strict: true, complete: true, switches: "vqV", longSwitches: []string{"--verbose", "--quiet", "--version"}}
	// mokutil's listings and checks; every other option enrolls, deletes,
	// resets or sets something.
	specMokutil = optSpec{strict: true, complete: true, switches: "lNDh", values: "t",
		longSwitches: []string{"--sb-state", "--list-enrolled", "--list-new", "--list-delete", "--pk", "--kek", "--db", "--dbx",
			"--list-sbat-revocations", "--help"},
		longValues: []string{"--test-key"}}
	specMailq = optSpec{strict: true, complete: true, switches: "v"}
	// postqueue -p and -j ask the showq service for the queue; -f, -i and
	// -s deliver mail (undeclared, so refused). -c reads main.cf from any
	// folder when run by root, and root's postqueue -p runs showq from
	// that main.cf's daemon_directory when the mail system is down.
	specPostqueue = optSpec{strict: true, complete: true, switches: "pjv", values: "c",
		deny: []denied{{[]string{"-c"}, "reads main.cf from that folder, and as root runs showq from its daemon_directory when the mail system is down"}}}
	// grubby's reports; --set-default, --update-kernel, --args and the
	// rest change the boot entries (undeclared, so refused).
	specGrubby = optSpec{strict: true, complete: true, exact: true,
		longSwitches: []string{"--default-kernel", "--default-index", "--default-title", "--bootloader-probe", "--help", "--version"},
		longValues:   []string{"--info"}}
	// e2fsck -n: -c runs badblocks, -l/-L, -z, -E and -D write,
	// -p/-y/-a repair (all undeclared, so refused).
	specE2fsck = optSpec{strict: true, complete: true, switches: "nfvt", values: "bBj"}
	// xfs_repair -n: -L zeroes the log, -c converts (undeclared).
	specXfsRepair = optSpec{strict: true, complete: true, switches: "nfvP", values: "lrmto"}
	// fsck -N shows the checkers it would run.
	specFsck = optSpec{strict: true, complete: true, switches: "NARTVs", values: "t"}
	specNscd = optSpec{strict: true, complete: true, switches: "g", longSwitches: []string{"--statistics"}}
	// bpftrace -l lists the probes (of a pattern or a program) and loads
	// nothing; -e, -c and a program operand without -l attach.
	specBpftrace = optSpec{strict: true, complete: true, switches: "lvVh", longSwitches: []string{"--version", "--help"}}
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

// ipObjectReason reads ip's less common objects by their full names (ip
// matches an abbreviation against its table in order, so only full names
// are sure): their show and list verbs print, every other verb (add,
// delete, flush, set, exec, monitor) changes the network, runs a command
// or never ends. ok is false for any other object.
func ipObjectReason(ops []string) (reason string, ok bool) {
	verb := ""
	if len(ops) > 1 {
		verb = ops[1]
	}
	deny := "`ip " + ops[0] + " " + verb + "` changes the network, runs a command or never ends"
	switch ops[0] {
	case "netns":
		switch verb {
		case "", "list", "show", "lst", "identify", "pids", "list-id":
			return "", true
		}
		return deny, true
	case "vrf":
		switch verb {
		case "", "show", "list", "lst", "identify", "pids":
			return "", true
		}
		return deny, true
	case "tuntap", "tap", "mroute", "nexthop", "tcp_metrics", "tcpmetrics", "ntable":
		switch verb {
		case "", "show", "list", "lst", "get":
			return "", true
		}
		return deny, true
	case "xfrm":
		if verb != "state" && verb != "policy" {
			return deny, true
		}
		if len(ops) == 2 {
			return "", true
		}
		switch ops[2] {
		case "list", "show", "get", "count":
			return "", true
		}
		return "`ip xfrm " + verb + " " + ops[2] + "` changes the security associations or policies", true
	}
	return "", false
}

// faillockReason allows faillock's listing: --user and --dir choose
// whose records and where; --reset clears them. Its parser takes whole
// words only.
func faillockReason(args []arg) string {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason("faillock", a)
		}
		switch a.lit {
		case "--user", "--dir":
			// faillock --user $u with u='root --reset' resets.
			i++
			if r := valueWordsReason("faillock", args, i); r != "" {
				return r
			}
		case "--legacy-output":
		default:
			return "`faillock " + shorten(a.lit) + "` resets the records or is an option the model does not know"
		}
	}
	return ""
}

// ipsetReason allows ipset's list, save, test, help and version. ipset
// takes any prefix of a command's name (the first in its table wins, and
// no command before these starts like them) or its dash forms; its
// options are whole words. -f makes list and save write a file, restore
// and the bare ipset read commands.
func ipsetReason(args []arg) string {
	cmd := ""
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() || a.glob {
			return nonLiteralReason("ipset", a)
		}
		w := a.lit
		switch w {
		case "-o", "-output", "--output":
			i++
			if r := valueWordsReason("ipset", args, i); r != "" {
				return r
			}
			continue
		case "-s", "-sorted", "--sorted", "-q", "-quiet", "--quiet", "-r", "-resolve", "--resolve", "-!", "-exist", "--exist",
			"-n", "-name", "--name", "-t", "-terse", "--terse":
			continue
		case "-f", "-file", "--file":
			return "`ipset -f` writes the listing to a file"
		case "-L", "--list", "-S", "--save", "-T", "--test", "-h", "--help", "-v", "-V", "--version":
			if cmd == "" {
				cmd = w
			}
			continue
		}
		if strings.HasPrefix(w, "-") {
			return "`ipset " + shorten(w) + "` changes the sets, or is an option the model does not know"
		}
		if cmd != "" {
			continue // a set name or an entry
		}
		for _, c := range []string{"list", "save", "test", "help", "version"} {
			if w != "" && strings.HasPrefix(c, w) {
				cmd = c
			}
		}
		if cmd == "" {
			return "`ipset " + shorten(w) + "` changes the sets (list, save and test read)"
		}
	}
	if cmd == "" {
		return "`ipset` without a command reads commands from its input"
	}
	return ""
}

// btrfsCommands lists btrfs's command groups and, for each, its
// subcommands (btrfs-progs 6.2): btrfs takes a prefix of exactly one.
func btrfsCommands(group string) []string {
	switch group {
	case "":
		return []string{"balance", "check", "device", "filesystem", "help", "inspect-internal", "property", "qgroup",
			"quota", "receive", "replace", "rescue", "restore", "scrub", "send", "subvolume", "version"}
	case "balance":
		return []string{"cancel", "pause", "resume", "start", "status"}
	case "device":
		return []string{"add", "delete", "ready", "remove", "scan", "stats", "usage"}
	case "filesystem":
		return []string{"defragment", "df", "du", "label", "mkswapfile", "resize", "show", "sync", "usage"}
	case "inspect-internal":
		return []string{"dump-super", "dump-tree", "inode-resolve", "logical-resolve", "map-swapfile", "min-dev-size",
			"rootid", "subvolid-resolve", "tree-stats"}
	case "property":
		return []string{"get", "list", "set"}
	case "qgroup":
		return []string{"assign", "clear-stale", "create", "destroy", "limit", "remove", "show"}
	case "replace":
		return []string{"cancel", "start", "status"}
	case "scrub":
		return []string{"cancel", "resume", "start", "status"}
	case "subvolume":
		return []string{"create", "delete", "find-new", "get-default", "list", "set-default", "show", "snapshot", "sync"}
	}
	return nil
}

// btrfsMatch returns the one name w stands for (itself, or a prefix of
// exactly one), or "".
func btrfsMatch(w string, names []string) string {
	found := ""
	for _, n := range names {
		if n == w {
			return n
		}
		if w != "" && strings.HasPrefix(n, w) {
			if found != "" {
				return ""
			}
			found = n
		}
	}
	return found
}

// btrfsReason allows btrfs's reports on mounted file systems: filesystem
// show -m, df, du and usage, subvolume list, show and get-default,
// device stats (without -z, which resets them) and usage, balance,
// scrub and replace status (replace only with -1: it otherwise follows
// the operation), qgroup show, property get and list, dump-super and
// the inspect-internal resolvers, version and help. The offline readers
// (dump-tree, tree-stats, label of a device) scan the devices, which
// rewrites blkid's cache.
func btrfsReason(args []arg) string {
	i := 1
	for ; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() || a.glob {
			return nonLiteralReason("btrfs", a)
		}
		switch {
		case a.lit == "-q" || a.lit == "--quiet" || a.lit == "-v" || a.lit == "--verbose" || a.lit == "--help" || a.lit == "--version":
		case strings.HasPrefix(a.lit, "--format=") || strings.HasPrefix(a.lit, "--log="):
		case a.lit == "--format":
			i++
			if r := valueWordsReason("btrfs", args, i); r != "" {
				return r
			}
		case strings.HasPrefix(a.lit, "-"):
			return "`btrfs " + shorten(a.lit) + "` is an option the model does not know"
		default:
			goto command
		}
	}
	return ""
command:
	group := btrfsMatch(args[i].lit, btrfsCommands(""))
	if group == "version" || group == "help" {
		return ""
	}
	subs := btrfsCommands(group)
	if group == "" || subs == nil || i+1 >= len(args) {
		return "`btrfs " + shorten(args[i].lit) + "` changes, checks or sends file systems, or is a command the model does not know"
	}
	sub := btrfsMatch(args[i+1].lit, subs)
	rest := args[i+2:]
	operands := 0
	for _, a := range rest {
		if a.mayBeOption() || a.glob && !a.dynamic {
			return nonLiteralReason("btrfs", a)
		}
		if !strings.HasPrefix(a.lit, "-") {
			operands++
		}
	}
	ok := false
	switch group + " " + sub {
	case "filesystem df", "filesystem du", "filesystem usage", "subvolume list", "subvolume show",
		"subvolume get-default", "device usage", "balance status", "scrub status", "qgroup show",
		"property list", "inspect-internal dump-super", "inspect-internal inode-resolve",
		"inspect-internal logical-resolve", "inspect-internal min-dev-size", "inspect-internal rootid",
		"inspect-internal subvolid-resolve":
		ok = true
	case "filesystem show":
		// Without -m it scans the devices through libblkid, which
		// rewrites its cache (verified with btrfs-progs 6.2 under
		// strace), as blkid does.
		for _, a := range rest {
			ok = ok || a.lit == "-m" || a.lit == "--mounted"
		}
		if !ok {
			return "`btrfs filesystem show` scans the devices through blkid, which writes its cache (/run/blkid/blkid.tab); btrfs filesystem show -m lists the mounted ones"
		}
	case "property get":
		// On a mounted path it asks the kernel; on an unmounted device
		// it opens the file system offline, scanning the devices.
		ok = true
		for _, a := range rest {
			if strings.HasPrefix(a.lit, "/dev/") {
				return "`btrfs property get` on a device opens the file system offline and scans the devices (blkid writes its cache)"
			}
		}
	case "device stats":
		ok = true
		for _, a := range rest {
			// btrfs abbreviates long options (verified: --res is taken).
			long, _, _ := strings.Cut(a.lit, "=")
			if len(long) > 2 && strings.HasPrefix("--reset", long) || shortCluster(a.lit) && strings.ContainsRune(a.lit, 'z') {
				return "`btrfs device stats -z` resets the counters"
			}
			if strings.HasPrefix(a.lit, "--") && len(a.lit) > 2 && !strings.HasPrefix("--check", long) && !strings.HasPrefix("--tabular", long) {
				return "`btrfs device stats " + shorten(a.lit) + "` is an option the model does not know"
			}
		}
	case "replace status":
		for _, a := range rest {
			ok = ok || a.lit == "-1"
		}
	}
	if ok && group+" "+sub == "qgroup show" {
		for _, a := range rest {
			if a.lit == "--sync" {
				return "`btrfs qgroup show --sync` commits the file system first"
			}
		}
	}
	if !ok {
		return "`btrfs " + shorten(group+" "+args[i+1].lit) + "` changes the file system, never ends, or is a command the model does not know"
	}
	return ""
}

// ipmitoolReason allows ipmitool's reports of the BMC: sensors, the SDR
// and the event log, LAN, FRU, chassis and power status, controller,
// user, channel and DCMI information. Clearing or saving the log,
// dumping the SDR to a file, setting anything, power control and raw
// commands are refused.
func ipmitoolReason(args []arg) string {
	sp := &specIpmitool
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("ipmitool", sp); r != "" {
		return r
	}
	if sc.has(sp, "-h", "-V") != nil && len(sc.operands) == 0 {
		return ""
	}
	var w [3]string
	for k, a := range sc.operands {
		if a.dynamic || a.glob {
			return nonLiteralReason("ipmitool", a)
		}
		if k < len(w) {
			w[k] = a.lit
		}
	}
	ok := false
	switch w[0] {
	case "sensor", "sdr", "fru":
		switch w[1] {
		case "", "list", "elist", "get", "type", "info", "print":
			ok = true
		}
	case "sel":
		switch w[1] {
		case "", "list", "elist", "info", "get":
			ok = true
		case "time":
			ok = w[2] == "get"
		}
	case "lan":
		ok = w[1] == "print"
	case "chassis":
		ok = w[1] == "status" || w[1] == "power" && w[2] == "status"
	case "power":
		ok = w[1] == "status"
	case "mc":
		ok = w[1] == "info" || w[1] == "guid" || w[1] == "getenables" || w[1] == "selftest" || w[1] == "watchdog" && w[2] == "get"
	case "user":
		ok = w[1] == "list" || w[1] == "summary"
	case "channel":
		ok = w[1] == "info" || w[1] == "getaccess" || w[1] == "getciphers"
	case "dcmi":
		ok = w[1] == "discover" || w[1] == "sensors" || w[1] == "power" && w[2] == "reading"
	case "sol", "session":
		ok = w[1] == "info"
	}
	if !ok {
		return "`ipmitool " + shorten(strings.TrimSpace(w[0]+" "+w[1])) + "` changes the BMC or the machine, writes a file, or is a command the model does not know"
	}
	return ""
}

// sudoQueryReason reads sudo's own queries (ok false for a command it
// runs): -V prints the version. -l lists the caller's rights but first
// authenticates like any sudo run, which records the authentication in
// sudo's timestamp file (/run/sudo/ts), so it is refused with that
// reason.
func sudoQueryReason(args []arg) (reason string, ok bool) {
	if len(args) == 2 && (args[1].is("-V") || args[1].is("--version")) {
		return "", true
	}
	for _, a := range args[1:] {
		if !strings.HasPrefix(a.lit, "-") || a.lit == "--" {
			break
		}
		if a.lit == "--list" || shortCluster(a.lit) && strings.IndexByte(a.lit, 'l') > 0 {
			return "`sudo -l` may ask for a password and records the authentication in sudo's timestamp file (/run/sudo/ts), which lets later sudo runs skip it", true
		}
	}
	return "", false
}

// wgReason allows wg's reports: wg alone and show (the interfaces, their
// peers and keys), showconf, and pubkey, genkey and genpsk (which print
// a key). set, setconf, addconf and syncconf change an interface.
func wgReason(args []arg) string {
	if r := literalWords("wg", args); r != "" {
		return r
	}
	if len(args) == 1 {
		return ""
	}
	switch args[1].lit {
	case "show", "showconf", "pubkey", "genkey", "genpsk", "--help", "-h", "--version":
		return ""
	}
	return "`wg " + shorten(args[1].lit) + "` changes an interface (show and showconf read)"
}

// bpftoolReason allows bpftool's listings and dumps of what is loaded:
// show and list of programs, maps, links, cgroups, perf, net, BTF and
// struct_ops, map dump, lookup, getnext and peek, prog dump (not into a
// file), btf dump, cgroup tree, feature probe. Objects and commands by
// full name only: bpftool takes the first of its table a prefix matches
// (b is batch, which runs commands from a file). -n keeps it from
// mounting bpffs or tracefs; the listings do not mount them.
func bpftoolReason(args []arg) string {
	if r := literalWords("bpftool", args); r != "" {
		return r
	}
	var ops []string
	for _, a := range args[1:] {
		switch {
		case a.lit == "-j" || a.lit == "--json" || a.lit == "-p" || a.lit == "--pretty" || a.lit == "-n" || a.lit == "--nomount" ||
			a.lit == "-V" || a.lit == "--version" || a.lit == "-h" || a.lit == "--help":
		case strings.HasPrefix(a.lit, "-"):
			if len(ops) < 2 {
				return "`bpftool " + shorten(a.lit) + "` is an option the model does not know"
			}
		default:
			ops = append(ops, a.lit)
		}
	}
	if len(ops) == 0 {
		return ""
	}
	obj, cmd := ops[0], ""
	if len(ops) > 1 {
		cmd = ops[1]
	}
	ok := false
	switch obj {
	case "version", "help":
		ok = cmd == ""
	case "prog", "map", "link", "cgroup", "perf", "net", "btf", "struct_ops":
		ok = cmd == "show" || cmd == "list" || cmd == "help"
		switch obj + " " + cmd {
		case "map dump", "map lookup", "map getnext", "map peek", "btf dump", "cgroup tree", "struct_ops dump":
			ok = true
		case "prog dump":
			ok = true
			for _, w := range ops[2:] {
				if w == "file" {
					return "`bpftool prog dump ... file` writes the program to a file"
				}
			}
		}
	case "feature":
		ok = cmd == "probe" || cmd == "list_builtins"
	}
	if !ok {
		return "`bpftool " + shorten(strings.TrimSpace(obj+" "+cmd)) + "` loads, pins, attaches or changes BPF objects, or is a command the model does not know"
	}
	return ""
}

// perfListOutput refuses perf list -o/--output FILE, which writes the
// list to FILE (builtin-list.c); perf's option parser takes short
// bundles and abbreviations of long options (--outp).
func perfListOutput(rest []arg) string {
	for _, a := range rest {
		w := a.lit
		if w == "--" {
			return ""
		}
		long, _, _ := strings.Cut(w, "=")
		if strings.HasPrefix(long, "--") && len(long) > 2 && strings.HasPrefix("--output", long) ||
			!strings.HasPrefix(w, "--") && strings.HasPrefix(w, "-") && strings.Contains(w, "o") {
			return "`perf list " + shorten(w) + "` writes the list to a file"
		}
	}
	return ""
}

// lldpcliReason allows lldpcli show: without a command it reads commands
// from its input, -c and -C run a file of them, and configure, update,
// pause and resume change the daemon. lldpcli reads its options with
// glibc's getopt, which also takes them after the command: lldpcli show
// neighbors -c cmds runs the file's commands (lldpcli.c), so every word
// that starts with a dash is judged as an option wherever it is.
func lldpcliReason(args []arg) string {
	if r := literalWords("lldpcli", args); r != "" {
		return r
	}
	command := ""
	for i := 1; i < len(args); i++ {
		a := args[i].lit
		if a == "--" {
			if command == "" && i+1 < len(args) {
				command = args[i+1].lit
			}
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			if command == "" {
				command = a
			}
			continue
		}
		for k := 1; k < len(a); k++ {
			switch a[k] {
			case 'd', 'v', 'h':
				continue
			case 'f', 'u':
				if k == len(a)-1 {
					i++
				}
			default:
				return "`lldpcli " + shorten(a) + "` runs commands from a file, or is an option the model does not know"
			}
			break
		}
	}
	switch command {
	case "show":
		return ""
	case "":
		return "`lldpcli` without a command reads commands from its input"
	}
	return "`lldpcli " + shorten(command) + "` changes the daemon or never ends (show reads)"
}

// specStep declares the flags of smallstep's certificate and key
// inspections (urfave/cli: one dash or two, flags among the arguments).
// None writes: --roots and --password-file are read.
var specStep = optSpec{goflag: true, strict: true, complete: true, exact: true,
	longSwitches: []string{"-short", "-bundle", "-insecure", "-sha1", "-sha256", "-verbose", "-help", "-h"},
	longValues:   []string{"-format", "-roots", "-servername", "-host", "-expires-in", "-password-file"}}

// stepReason allows step certificate inspect, fingerprint, lint, verify
// and needs-renewal, step crypto key inspect and fingerprint, step crypto
// jwt inspect and step version: they read a certificate, key or token
// (or fetch a server's chain) and print. Verified with step v0.21.0 under
// strace in an empty home: none writes there or elsewhere. Any other
// command may write a file, reach a CA, or run a step-NAME-plugin from
// the PATH.
func stepReason(args []arg) string {
	sc := scanArgs(args[1:], &specStep)
	if r := sc.verdict("step", &specStep); r != "" {
		return r
	}
	var w []string
	for _, a := range sc.operands {
		if a.dynamic && (a.split || a.lit == "") || a.glob && !a.dynamic {
			return nonLiteralReason("step", a)
		}
		w = append(w, a.lit)
	}
	path := strings.Join(w, " ")
	switch {
	case path == "version",
		len(w) >= 2 && w[0] == "certificate" && (w[1] == "inspect" || w[1] == "fingerprint" || w[1] == "lint" || w[1] == "verify" || w[1] == "needs-renewal"),
		len(w) >= 3 && w[0] == "crypto" && w[1] == "key" && (w[2] == "inspect" || w[2] == "fingerprint"),
		len(w) >= 3 && w[0] == "crypto" && w[1] == "jwt" && w[2] == "inspect":
		return ""
	}
	return "`step " + shorten(path) + "` writes keys or certificates, reaches a CA, runs a plugin, or is a command the model does not know"
}

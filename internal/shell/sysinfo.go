package shell

import "strings"

// System tools an SRE runs to look at a Linux box: performance counters
// (sysstat), limits, name lookups, the systemd *ctl status verbs, kernel
// parameters, mounts, network reachability. Each is allowed in the shapes
// that print and end; the verbs and options that set something, write a
// file, reach another machine over ssh or never end are refused by name.

// sysInfoReason explains the system tools (ok false for any other
// program).
func sysInfoReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "iostat", "mpstat":
		return statReason(name, args, &specSysstat), true
	case "pidstat":
		return statReason(name, args, &specPidstat), true
	case "sar":
		return statReason(name, args, &specSar), true
	case "sadf":
		return specReason(name, args, &specSadf), true
	case "ulimit":
		return ulimitReason(args), true
	case "nslookup":
		return nslookupReason(args), true
	case "timedatectl", "hostnamectl", "localectl", "loginctl", "networkctl", "resolvectl", "systemd-analyze", "machinectl", "bootctl":
		return ctlReason(name, args), true
	case "sysctl":
		return sysctlReason(args), true
	case "systemd-tmpfiles":
		// --cat-config prints the configuration files (systemd 252 under
		// strace: nothing opened for writing); every other mode creates,
		// cleans or removes files.
		for _, a := range args[1:] {
			if !oneOf(a, "--cat-config", "--no-pager", "--help", "-h", "--version") {
				return "`systemd-tmpfiles " + shorten(a.lit) + "` creates, cleans or removes files (--cat-config prints the configuration)", true
			}
		}
		if len(args) == 1 {
			return "`systemd-tmpfiles` without --cat-config creates, cleans or removes files", true
		}
		return "", true
	case "findmnt":
		return specReason(name, args, &specFindmnt), true
	case "mount":
		return mountReason(args), true
	case "nc", "netcat":
		return ncReason(name, args), true
	case "ping", "ping6":
		return pingReason(name, args), true
	case "mtr":
		return mtrReason(args), true
	case "fuser":
		return specReason(name, args, &specFuser), true
	case "ldconfig":
		return ldconfigReason(args), true
	case "ldd":
		return "`ldd` may run the program it inspects (its manual says so); use readelf -d or objdump -p", true
	case "top":
		return topReason(args), true
	case "slabtop":
		return slabtopReason(args), true
	case "coredumpctl":
		return coredumpctlReason(args), true
	case "htop", "atop", "btop":
		return "`" + name + "` is interactive and writes its configuration; use top -b -n 1 or ps", true
	}
	return "", false
}

// The sysstat tools' short options that take a value; the counts and
// intervals are operands.
var (
	specSysstat = optSpec{values: "jgoPpIN",
		longValues:   []string{"--dec", "--pretty"},
		longOptional: []string{"--human"}}
	// pidstat -e runs a program and reports on it.
	specPidstat = optSpec{values: "pCGTe",
		longValues: []string{"--dec"},
		deny:       []denied{{[]string{"-e"}, "runs the program it names"}}}
	// sar -o saves the readings to a file (and starts sadc).
	specSar = optSpec{values: "fiseoPInmj",
		longValues: []string{"--dec", "--human", "--iface", "--fs", "--sadc"},
		deny:       []denied{{[]string{"-o"}, "writes a data file"}, {[]string{"--sadc"}, "runs sadc"}}}
	// specSadf: sadf only reads data files; -- passes options to sar.
	specSadf = optSpec{values: "OPse", longValues: []string{"--dev", "--fs", "--iface"}}
)

// statReason reads a sysstat report: its operands end with an interval
// and a count. An interval without a count reports forever.
func statReason(name string, args []arg, sp *optSpec) string {
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	nums := 0
	for k := len(sc.operands) - 1; k >= 0 && isNumber(sc.operands[k].lit) && !sc.operands[k].dynamic; k-- {
		nums++
	}
	if nums == 1 {
		return endless("`" + name + "` with an interval and no count never ends (give a count: " + name + " 1 3)")
	}
	return ""
}

// ulimitReason allows ulimit's queries: a limit is set by an operand.
func ulimitReason(args []arg) string {
	for _, a := range args[1:] {
		if a.mayBeOption() || a.dynamic {
			return nonLiteralReason("ulimit", a)
		}
		if !strings.HasPrefix(a.lit, "-") || len(a.lit) < 2 {
			return "`ulimit " + shorten(a.lit) + "` sets a limit"
		}
		for _, c := range a.lit[1:] {
			if !strings.ContainsRune("HSabcdefiklmnpqrstuvxPRT", c) {
				return "`ulimit " + shorten(a.lit) + "` is an option the model does not know"
			}
		}
	}
	return ""
}

// nslookupReason allows nslookup with a name to look up: without one (or
// with "-" first) it reads commands from its input.
func nslookupReason(args []arg) string {
	host := false
	for _, a := range args[1:] {
		if a.mayBeOption() {
			return nonLiteralReason("nslookup", a)
		}
		if a.lit == "-" {
			return "`nslookup -` reads commands from its input"
		}
		if strings.HasPrefix(a.lit, "-") {
			continue
		}
		host = true
	}
	if !host {
		return "`nslookup` without a name reads commands from its input"
	}
	return ""
}

// specCtl declares the options systemd's *ctl tools share: -H and -M
// reach another machine or a container; --monitor never ends.
var specCtl = optSpec{strict: true, values: "pPnoHMitc",
	switches:   "alq46",
	longValues: []string{"--property", "--lines", "--output", "--host", "--machine", "--json", "--type", "--timestamp", "--root", "--image", "--legend", "--interface", "--protocol", "--cache", "--zone", "--trust-anchor", "--search", "--class", "--fuzz", "--iterations", "--base-time", "--unit", "--security-policy", "--threshold", "--offline", "--profile"},
	longSwitches: []string{"--no-pager", "--no-legend", "--no-ask-password", "--all", "--value", "--full", "--static", "--transient",
		"--pretty", "--user", "--system", "--global", "--stats", "--raw", "--quiet", "--help", "--version", "--man", "--no-man", "--order", "--require"},
	deny: []denied{
		{[]string{"-H", "--host"}, "reaches another machine over ssh"}, {[]string{"-M", "--machine"}, "reaches a container"},
		{[]string{"--monitor"}, "never ends"}, {[]string{"--generators"}, "runs the unit generators"},
	}}

// ctlReason allows the status, show and list verbs of timedatectl,
// hostnamectl, localectl, loginctl, networkctl, resolvectl, machinectl,
// bootctl and systemd-analyze; every other verb sets or changes
// something.
func ctlReason(name string, args []arg) string {
	sc := scanArgs(args[1:], &specCtl)
	if r := sc.verdict(name, &specCtl); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if name == "systemd-analyze" {
			return "" // time
		}
		return "" // status, or loginctl list-sessions, networkctl list
	}
	verb := sc.operands[0].lit
	rest := len(sc.operands) - 1
	ok := false
	switch name {
	case "timedatectl":
		switch verb {
		case "status", "show", "list-timezones", "timesync-status", "show-timesync":
			ok = true
		}
	case "hostnamectl":
		switch verb {
		case "status":
			ok = true
		case "hostname", "icon-name", "chassis", "deployment", "location":
			ok = rest == 0 // with a value it sets it
		}
	case "localectl":
		switch verb {
		case "status", "list-locales", "list-keymaps", "list-x11-keymap-models", "list-x11-keymap-layouts",
			"list-x11-keymap-variants", "list-x11-keymap-options":
			ok = true
		}
	case "loginctl":
		switch verb {
		case "list-sessions", "session-status", "show-session", "list-users", "user-status", "show-user",
			"list-seats", "seat-status", "show-seat":
			ok = true
		}
	case "networkctl":
		switch verb {
		case "list", "status", "lldp", "label", "cat":
			ok = true
		}
	case "resolvectl":
		switch verb {
		case "status", "query", "service", "openpgp", "tlsa", "statistics", "show-cache", "show-server-state":
			ok = true
		case "log-level":
			ok = rest == 0
		case "dns", "domain", "default-route", "llmnr", "mdns", "dnssec", "dnsovertls", "nta":
			// With an interface at most they show its setting; a value
			// after it sets it.
			ok = rest <= 1
		}
	case "bootctl":
		switch verb {
		case "status", "list", "is-installed":
			ok = true
		}
	case "machinectl":
		switch verb {
		case "list", "list-images", "status", "show", "image-status", "show-image", "list-transfers":
			ok = true
		}
	case "systemd-analyze":
		switch verb {
		case "time", "blame", "critical-chain", "security", "calendar", "timespan", "timestamp", "cat-config",
			"unit-paths", "dump", "plot", "dot", "syscall-filter", "filesystems", "capability", "exit-status", "unit-files":
			ok = true
		case "log-level", "log-target", "service-watchdogs":
			ok = rest == 0
		}
	}
	if !ok {
		return "`" + name + " " + shorten(verb) + "` changes settings or is a verb the model does not know"
	}
	return ""
}

// specSysctl declares sysctl's options (procps): -w, -p/--load, -f and
// --system write kernel parameters. Strict: any other option is refused.
var specSysctl = optSpec{strict: true, complete: true, values: "r",
	switches:     "aAXbeNnqoxdh",
	longValues:   []string{"--pattern"},
	longSwitches: []string{"--all", "--binary", "--ignore", "--names", "--values", "--quiet", "--deprecated", "--help", "--version"},
	deny: []denied{
		{[]string{"-w", "--write"}, "sets kernel parameters"}, {[]string{"-p", "--load"}, "sets kernel parameters"},
		{[]string{"-f"}, "sets kernel parameters"}, {[]string{"--system"}, "sets kernel parameters"},
	}}

// sysctlReason allows reading kernel parameters: an operand with "="
// sets one.
func sysctlReason(args []arg) string {
	sc := scanArgs(args[1:], &specSysctl)
	if r := sc.verdict("sysctl", &specSysctl); r != "" {
		return r
	}
	for _, a := range sc.operands {
		if a.dynamic || strings.Contains(a.lit, "=") {
			return "`sysctl " + shorten(a.lit) + "` sets a kernel parameter"
		}
	}
	return ""
}

// specFindmnt: --poll waits for changes of the mount table.
var specFindmnt = optSpec{values: "dFMNOoSTtw",
	longValues:   []string{"--direction", "--tab-file", "--mountpoint", "--task", "--options", "--output", "--source", "--target", "--types", "--timeout"},
	longOptional: []string{"--poll"},
	deny:         []denied{{[]string{"-p", "--poll"}, "waits for changes of the mount table"}}}

// mountReason allows mount as a listing: no operand (a device or a
// directory mounts), only -l and -t.
func mountReason(args []arg) string {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.dynamic || a.glob {
			return "`mount` with an argument that is not literal mounts file systems"
		}
		switch a.lit {
		case "-l", "--show-labels":
		case "-t", "--types":
			i++
			if r := valueWordsReason("mount", args, i); r != "" {
				return r
			}
		default:
			return "`mount " + shorten(a.lit) + "` mounts file systems (only the listing, mount or mount -l, is read-only)"
		}
	}
	return ""
}

// specNc declares a port scan with netcat: -z connects and sends
// nothing. Strict: -l listens, -e and -c run a program, -k keeps
// listening; -o and -x write files in nmap's ncat, which is nc on some
// systems (so OpenBSD's proxy option -x is refused too).
var specNc = optSpec{strict: true, complete: true, values: "wpsiWM", switches: "zvn46uNDdC"}

// ncReason allows nc -z (a port check): without -z netcat sends its input
// to the host.
func ncReason(name string, args []arg) string {
	sc := scanArgs(args[1:], &specNc)
	if sc.dynamic != nil {
		return nonLiteralReason(name, *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`" + name + " " + shorten(sc.unknown) + "` listens, runs a program, or is an option the model does not know"
	}
	if sc.has(&specNc, "-z") == nil {
		return "`" + name + "` without -z sends its input to the host"
	}
	return ""
}

// specPing: -f floods and -l preloads; -c or -w ends the run.
var specPing = optSpec{values: "cisItwWlmMpQSTeF",
	deny: []denied{{[]string{"-f"}, "floods the network"}, {[]string{"-l"}, "floods the network"}}}

// pingReason allows ping that ends: with -c COUNT or -w DEADLINE.
func pingReason(name string, args []arg) string {
	sc := scanArgs(args[1:], &specPing)
	if r := sc.verdict(name, &specPing); r != "" {
		return r
	}
	if sc.has(&specPing, "-c") == nil && sc.has(&specPing, "-w") == nil {
		return endless("`" + name + "` without -c or -w never ends (ping -c 3 host)")
	}
	return ""
}

// specMtr declares mtr's options (getopt_long); a report (-r, -w, -j,
// -C, -x, --raw, --split) ends, the curses display does not.
var specMtr = optSpec{values: "FcsiaBfmUPLQZGIMoy",
	longValues: []string{"--filename", "--report-cycles", "--psize", "--interval", "--address", "--bitpattern", "--first-ttl",
		"--max-ttl", "--max-unknown", "--port", "--localport", "--tos", "--timeout", "--gracetime", "--interface", "--mark", "--order", "--displaymode"}}

func mtrReason(args []arg) string {
	sc := scanArgs(args[1:], &specMtr)
	if r := sc.verdict("mtr", &specMtr); r != "" {
		return r
	}
	for _, o := range sc.opts {
		switch o.name {
		case "-r", "-w", "-j", "-C", "-x", "-p", "-l":
			return ""
		}
		for _, l := range []string{"--report", "--report-wide", "--json", "--csv", "--xml", "--raw", "--split"} {
			if specMtr.longIs(o.name, l) {
				return ""
			}
		}
	}
	return "`mtr` without --report opens its display, which never ends (mtr --report -c 5 host)"
}

// specFuser: -k kills the processes it finds; -i asks first.
var specFuser = optSpec{values: "n",
	longValues: []string{"--namespace"},
	deny:       []denied{{[]string{"-k", "--kill"}, "stops processes"}, {[]string{"-i", "--interactive"}, "stops processes"}}}

// ldconfigReason allows ldconfig -p (prints the cache); otherwise it
// rebuilds /etc/ld.so.cache and the links.
func ldconfigReason(args []arg) string {
	if len(args) == 2 && (args[1].is("-p") || args[1].is("--print-cache")) {
		return ""
	}
	return "`ldconfig` without -p rebuilds the library cache and links"
}

// specSlabtop declares slabtop's options (procps); without -o it is a
// full-screen display that runs until stopped.
var specSlabtop = optSpec{strict: true, complete: true, switches: "oVh", values: "ds",
	longSwitches: []string{"--once", "--version", "--help"}, longValues: []string{"--delay", "--sort"}}

// slabtopReason allows slabtop -o: one report of the kernel's slab caches.
func slabtopReason(args []arg) string {
	sc := scanArgs(args[1:], &specSlabtop)
	if r := sc.verdict("slabtop", &specSlabtop); r != "" {
		return r
	}
	if len(sc.operands) > 0 {
		return "`slabtop` takes no operands"
	}
	if sc.has(&specSlabtop, "-o", "--once", "-V", "--version", "-h", "--help") == nil {
		return "`slabtop` without -o is a display that runs until stopped; use slabtop -o"
	}
	return ""
}

// specCoredumpctl declares coredumpctl's options that only choose and
// shape what it lists; -o/--output writes a core file, --debugger and
// -A run a debugger.
var specCoredumpctl = optSpec{strict: true, complete: true, switches: "rq1h", values: "SUFD",
	longSwitches: []string{"--no-pager", "--no-legend", "--reverse", "--quiet", "--help", "--version", "--all"},
	longValues:   []string{"--since", "--until", "--field", "--directory", "--file", "--json", "--root", "--image"},
	deny: []denied{{[]string{"-o", "--output"}, "writes the core to a file"},
		{[]string{"--debugger", "-A", "--debugger-arguments"}, "runs a debugger"}}}

// coredumpctlReason allows coredumpctl list and info (the default is
// list): they read the journal's records of crashes.
func coredumpctlReason(args []arg) string {
	sc := scanArgs(args[1:], &specCoredumpctl)
	if r := sc.verdict("coredumpctl", &specCoredumpctl); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		return ""
	}
	switch verb := sc.operands[0]; {
	case verb.dynamic:
		return nonLiteralReason("coredumpctl", verb)
	case verb.lit == "list" || verb.lit == "info":
		return ""
	default:
		return "`coredumpctl " + shorten(verb.lit) + "` runs a debugger or writes a core (list and info are reads)"
	}
}

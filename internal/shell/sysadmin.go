package shell

import "strings"

// Administration tools an SRE runs to look at interfaces, firewall rules,
// disks, services and hardware: each only in the listing and status
// shapes. Their other forms configure the machine, so every option is
// declared (strict) unless the program has only a few that change
// anything, and those are refused by name.

// sysAdminReason explains those tools (ok false for any other program).
func sysAdminReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "ifconfig":
		return strictQuery(name, args, &specIfconfig, 1, "configures an interface"), true
	case "route":
		return routeReason(args), true
	case "arp":
		return specReason(name, args, &specArp), true
	case "iptables", "ip6tables", "iptables-legacy", "ip6tables-legacy", "iptables-nft", "ip6tables-nft":
		return iptablesReason(name, args), true
	case "iptables-save", "ip6tables-save":
		return strictQuery(name, args, &specIptablesSave, 0, "is not a printout the model reads"), true
	case "nft":
		return nftReason(args), true
	case "service":
		// Without systemd, service runs the init script's status action
		// (every script's, with --status-all): Debian's rabbitmq-server
		// script runs rabbitmqctl there, which leaves epmd running (seen
		// in the red-team run on a machine with rabbitmq-server
		// installed). systemctl status only asks systemd.
		if len(args) == 2 && args[1].is("--status-all") ||
			len(args) == 3 && !args[1].mayBeOption() && !strings.HasPrefix(args[1].lit, "-") && args[2].is("status") {
			return "`service` runs the init script's status action where systemd does not run, and a script may start a daemon (rabbitmq-server's leaves epmd running); use systemctl status NAME, or systemctl list-units --type=service", true
		}
		return "`service` other than NAME status or --status-all starts, stops or changes services", true
	case "tput":
		return tputReason(args), true
	case "stty":
		return sttyReason(args), true
	case "ethtool":
		return strictQuery(name, args, &specEthtool, 1, "changes the interface"), true
	case "smartctl":
		return smartctlReason(args), true
	case "fdisk":
		return requireOne(name, args, &specFdisk, "changes the partition table (fdisk -l lists)", "-l", "--list", "-x", "--list-details"), true
	case "sfdisk":
		return requireOne(name, args, &specSfdisk, "changes the partition table (sfdisk -l lists)", "-l", "--list", "-d", "--dump", "-J", "--json", "-s", "--show-size", "-F", "--list-free", "-g", "--show-geometry"), true
	case "parted":
		return partedReason(args), true
	case "blockdev":
		for _, a := range args[1:] {
			if a.mayBeOption() {
				return nonLiteralReason(name, a), true
			}
			if strings.HasPrefix(a.lit, "-") && !strings.HasPrefix(a.lit, "--get") && a.lit != "--report" && a.lit != "-v" && a.lit != "-q" {
				return "`blockdev " + shorten(a.lit) + "` changes the device (--get* and --report read)", true
			}
		}
		return "", true
	case "swapon":
		return strictQuery(name, args, &specSwapon, 0, "enables swap"), true
	case "losetup":
		return strictQuery(name, args, &specLosetup, 1, "attaches or detaches loop devices"), true
	case "dmsetup":
		return verbQuery(name, args, &specDmsetup, nil, "changes device-mapper devices", "ls", "info", "table", "status", "deps", "version", "targets"), true
	case "udevadm":
		return verbQuery(name, args, &specUdevadm, &specUdevadmInfo, "changes devices or runs programs", "info"), true
	case "update-alternatives", "alternatives":
		return requireOne(name, args, &specAlternatives, "changes the alternatives", "--display", "--query", "--list", "--get-selections"), true
	case "capsh":
		for _, a := range args[1:] {
			// --decode="$(...)" is that option whatever its value holds:
			// the literal prefix names it, and a quoted value is one
			// word (unquoted, it may split into more options).
			if !a.is("--print") && (a.split || !strings.HasPrefix(a.lit, "--decode=")) {
				return "`capsh` other than --print and --decode runs a shell", true
			}
		}
		return "", true
	case "chronyc":
		return chronycReason(args), true
	case "ntpq":
		return strictQuery(name, args, &specNtpq, 1, "sends commands to the server (ntpq -p lists peers)"), true
	case "taskset", "ionice", "chrt":
		if cmd, _, _ := wrappedCommand(args); len(cmd) > 0 {
			return "", false // runs a command: a wrapper (wrappers.go)
		}
		if name == "ionice" {
			return pidQuery(name, args, &specIonice, "sets the I/O class or runs a command"), true
		}
		if name == "chrt" && len(args) == 2 && (args[1].is("-m") || args[1].is("--max")) {
			return "", true // the priorities each policy takes
		}
		return pidQuery(name, args, &specTaskset, "sets scheduling or runs a command"), true
	case "prlimit":
		return prlimitReason(args), true
	case "conntrack":
		return requireOne(name, args, &specConntrack, "changes the connection table (-L lists)", "-L", "--dump", "-S", "--stats", "-C", "--count", "-G", "--get"), true
	case "nmcli":
		return nmcliReason(args), true
	case "virsh":
		return virshReason(args), true
	case "zpool", "zfs":
		return zfsReason(name, args), true
	case "mdadm":
		return requireOne(name, args, &specMdadm, "assembles, creates or changes arrays", "-D", "--detail", "-E", "--examine", "-Q", "--query"), true
	case "tune2fs":
		return requireOne(name, args, &specTune2fs, "changes the file system (tune2fs -l lists)", "-l"), true
	case "nvme":
		return verbQuery(name, args, &specNvme, nil, "changes the drive", "list", "smart-log", "id-ctrl", "id-ns", "error-log", "list-subsys", "fw-log", "list-ns", "show-regs", "version"), true
	case "dmidecode":
		return specReason(name, args, &specDmidecode), true
	case "lshw":
		return specReason(name, args, &specLshw), true
	case "sensors":
		return specReason(name, args, &specSensors), true
	case "nvidia-smi":
		return strictQuery(name, args, &specNvidiaSmi, 0, "is not a query the model reads"), true
	case "lvs", "pvs", "vgs", "lvdisplay", "pvdisplay", "vgdisplay", "lvscan", "pvscan", "vgscan":
		return "`" + name + "` takes LVM's lock files under /run/lock/lvm and may back up metadata; use lsblk", true
	}
	return "", false
}

// strictQuery reads a command by a strict spec: an undeclared option is
// refused with why, and so is more than maxOperands operands.
func strictQuery(name string, args []arg, sp *optSpec, maxOperands int, why string) string {
	sc := scanArgs(args[1:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason(name, *sc.dynamic)
	}
	if r := sc.denyReason(name, sp); r != "" {
		return r
	}
	if sc.unknown != "" {
		return "`" + name + " " + shorten(sc.unknown) + "` " + why + ", or is an option the model does not know"
	}
	if len(sc.operands) > maxOperands {
		return "`" + name + "` with these operands " + why
	}
	return ""
}

// requireOne reads a command by a strict spec and requires one of the
// listed options (the listing mode).
func requireOne(name string, args []arg, sp *optSpec, why string, modes ...string) string {
	sc := scanArgs(args[1:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason(name, *sc.dynamic)
	}
	if r := sc.denyReason(name, sp); r != "" {
		return r
	}
	if sc.unknown != "" {
		return "`" + name + " " + shorten(sc.unknown) + "` " + why + ", or is an option the model does not know"
	}
	if sc.has(sp, modes...) == nil {
		return "`" + name + "` " + why
	}
	return ""
}

// verbQuery reads a command whose first operand is its verb: the global
// options by a spec (posix: the verb ends them), the verb from a list,
// and the verb's own words by verbSpec when it has options that write.
func verbQuery(name string, args []arg, sp, verbSpec *optSpec, why string, verbs ...string) string {
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		return "`" + name + "` without a command " + why
	}
	for _, a := range sc.operands {
		if a.dynamic && (a.split || a.lit == "") || a.glob {
			return nonLiteralReason(name, a)
		}
	}
	verb := sc.operands[0].lit
	for _, v := range verbs {
		if verb != v {
			continue
		}
		if verbSpec != nil {
			vs := scanArgs(sc.operands[1:], verbSpec)
			if r := vs.verdict(name+" "+verb, verbSpec); r != "" {
				return r
			}
		}
		return ""
	}
	return "`" + name + " " + shorten(verb) + "` " + why
}

var (
	specIfconfig = optSpec{strict: true, complete: true, switches: "asvlud"}
	specArp      = optSpec{values: "iHApt", longValues: []string{"--device", "--hw-type", "--protocol"},
		deny: []denied{{[]string{"-s", "--set"}, "sets an entry"}, {[]string{"-d", "--delete"}, "deletes an entry"}, {[]string{"-f", "--file"}, "sets entries from a file"}}}
	// iptables: only the listings; -Z zeroes counters, even with -L.
	specIptables = optSpec{strict: true, complete: true, exact: true, switches: "LSnvxw46", values: "t",
		longSwitches: []string{"--list", "--list-rules", "--numeric", "--verbose", "--exact", "--line-numbers", "--wait"},
		longValues:   []string{"--table"}}
	// iptables-save -M runs modprobe; -f writes a file.
	specIptablesSave = optSpec{strict: true, complete: true, switches: "c", values: "t",
		longSwitches: []string{"--counters"}, longValues: []string{"--table"}}
	// nft: -f loads rules, -i reads commands, -I adds include paths.
	specNft = optSpec{strict: true, complete: true, switches: "ansjtNSyu",
		longSwitches: []string{"--handle", "--numeric", "--stateless", "--json", "--terse", "--reversedns", "--service", "--numeric-priority", "--numeric-protocol", "--guid"}}
	// ethtool: the show options; every other option configures the
	// interface.
	specEthtool = optSpec{strict: true, complete: true, exact: true, switches: "iSkgaclmTPde",
		longSwitches: []string{"--driver", "--statistics", "--show-features", "--show-offload", "--show-ring", "--show-pause",
			"--show-coalesce", "--show-channels", "--module-info", "--dump-module-eeprom", "--show-time-stamping", "--show-permaddr",
			"--show-eee", "--show-fec", "--show-priv-flags", "--register-dump", "--eeprom-dump", "--json"}}
	specFdisk = optSpec{strict: true, complete: true, switches: "lx", values: "o",
		longSwitches: []string{"--list", "--list-details"}, longValues: []string{"--output"}}
	specSfdisk = optSpec{strict: true, complete: true, switches: "ldJsFgq", values: "o",
		longSwitches: []string{"--list", "--dump", "--json", "--show-size", "--list-free", "--show-geometry", "--quiet"},
		longValues:   []string{"--output"}}
	specSwapon = optSpec{strict: true, complete: true, switches: "sv",
		longOptional: []string{"--show"}, longSwitches: []string{"--summary", "--noheadings", "--bytes", "--raw", "--verbose"}}
	specLosetup = optSpec{strict: true, complete: true, switches: "lanJ", values: "jO",
		longSwitches: []string{"--list", "--all", "--noheadings", "--json", "--raw", "--output-all"},
		longValues:   []string{"--associated", "--output"}}
	specDmsetup = optSpec{strict: true, complete: true, posix: true, switches: "cCv", values: "ojmu",
		longSwitches: []string{"--noheadings", "--tree", "--columns", "--verbose"},
		longValues:   []string{"--target", "--major", "--minor", "--uuid"}}
	// udevadm info --cleanup-db deletes the database.
	specUdevadm = optSpec{posix: true, strict: true, complete: true, longSwitches: []string{"--debug"},
		deny: []denied{{[]string{"-c", "--cleanup-db"}, "deletes the device database"}}}
	specAlternatives = optSpec{strict: true, complete: true, exact: true,
		longValues:   []string{"--display", "--query", "--list", "--altdir", "--admindir"},
		longSwitches: []string{"--get-selections", "--verbose", "--quiet", "--help", "--version"}}
	specUdevadmInfo = optSpec{values: "qpndP", longValues: []string{"--query", "--path", "--name", "--device-id-of-file", "--export-prefix"},
		deny: []denied{{[]string{"-c", "--cleanup-db"}, "deletes the device database"}}}
	specNtpq    = optSpec{strict: true, complete: true, switches: "pnw46"}
	specTaskset = optSpec{strict: true, complete: true, switches: "pcam",
		longSwitches: []string{"--pid", "--cpu-list", "--all-tasks", "--max"}}
	specIonice    = optSpec{strict: true, complete: true, switches: "pt", longSwitches: []string{"--pid", "--ignore"}}
	specConntrack = optSpec{values: "psdrqofm",
		longValues:   []string{"--proto", "--src", "--dst", "--reply-src", "--reply-dst", "--output", "--family", "--mark", "--sport", "--dport", "--status", "--zone"},
		longSwitches: []string{"--dump", "--stats", "--count", "--get"},
		deny: []denied{
			{[]string{"-D", "--delete"}, "deletes connections"}, {[]string{"-F", "--flush"}, "flushes the table"},
			{[]string{"-U", "--update"}, "changes connections"}, {[]string{"-I", "--create"}, "adds connections"},
			{[]string{"-E", "--event"}, "never ends"}, {[]string{"-z", "--zero"}, "zeroes the counters"},
			{[]string{"-R", "--load-file"}, "changes the table from a file"},
		}}
	specMdadm = optSpec{strict: true, complete: true, switches: "DEQsvbY",
		longSwitches: []string{"--detail", "--examine", "--query", "--scan", "--verbose", "--brief", "--export", "--test"}}
	specTune2fs = optSpec{strict: true, complete: true, switches: "l"}
	specNvme    = optSpec{posix: true, strict: true, complete: true}
	// dmidecode --dump-bin writes the table to a file.
	specDmidecode = optSpec{values: "tsdH", longValues: []string{"--type", "--string", "--dev-mem", "--handle", "--from-dump", "--dump-bin", "--oem-string"},
		deny: []denied{{[]string{"--dump-bin"}, "writes a file"}}}
	// lshw -dump writes an SQLite database; -X opens a window.
	specLshw = optSpec{singleDash: true, longValues: []string{"-C", "-c", "-class", "-disable", "-enable", "-dump"},
		longSwitches: []string{"-short", "-businfo", "-html", "-xml", "-json", "-sanitize", "-numeric", "-quiet", "-notime", "-version"},
		deny:         []denied{{[]string{"-dump"}, "writes a database"}, {[]string{"-X"}, "opens a window"}}}
	// sensors -s writes the chips' settings.
	specSensors = optSpec{values: "c", longValues: []string{"--config-file"},
		deny: []denied{{[]string{"-s", "--set"}, "writes the chips' settings"}}}
	// nvidia-smi: queries only; -l loops, -f writes a log, every setting
	// option is undeclared.
	specNvidiaSmi = optSpec{strict: true, complete: true, exact: true, switches: "Lqx", values: "id",
		longSwitches: []string{"--list-gpus", "--query", "--xml-format"},
		longValues:   []string{"--id", "--display", "--query-gpu", "--query-compute-apps", "--query-accounted-apps", "--query-retired-pages", "--format"}}
)

// routeReason allows route's table (route -n) and BSD's route get.
func routeReason(args []arg) string {
	var ops []arg
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason("route", a)
		}
		switch {
		case a.is("-A") || a.is("-F"):
			if a.is("-A") {
				i++
				if r := valueWordsReason("route", args, i); r != "" {
					return r
				}
			}
		case strings.HasPrefix(a.lit, "-"):
			for _, c := range a.lit[1:] {
				if !strings.ContainsRune("nevCF46", c) {
					return "`route " + shorten(a.lit) + "` is an option the model does not know"
				}
			}
		default:
			ops = append(ops, a)
		}
	}
	if len(ops) == 0 || ops[0].is("get") || ops[0].is("show") || ops[0].is("print") {
		return ""
	}
	return "`route " + shorten(ops[0].lit) + "` changes the routing table"
}

// iptablesReason allows iptables -L and -S: any other command changes
// the rules.
func iptablesReason(name string, args []arg) string {
	sp := &specIptables
	sc := scanArgs(args[1:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason(name, *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`" + name + " " + shorten(sc.unknown) + "` changes the rules, or is an option the model does not know (-L and -S list)"
	}
	if sc.has(sp, "-L", "--list", "-S", "--list-rules") == nil {
		return "`" + name + "` without -L or -S changes the rules"
	}
	return ""
}

// nftReason allows nft list and describe; commands are read from the
// words joined, so none may hold a separator or a second command.
func nftReason(args []arg) string {
	sp := &specNft
	sc := scanArgs(args[1:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason("nft", *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`nft " + shorten(sc.unknown) + "` loads rules or reads commands, or is an option the model does not know"
	}
	if len(sc.operands) == 0 || !sc.operands[0].is("list") && !sc.operands[0].is("describe") {
		return "`nft` other than list and describe changes the rules"
	}
	for _, a := range sc.operands {
		if a.glob || strings.ContainsAny(a.lit, ";\n{}") {
			return "`nft` with a command separator runs more than a listing"
		}
		switch a.lit {
		case "add", "delete", "flush", "insert", "replace", "create", "destroy", "reset", "rename", "import":
			return "`nft " + a.lit + "` changes the rules"
		}
	}
	return ""
}

// tputReason allows tput's capability queries; init and reset set the
// terminal up.
func tputReason(args []arg) string {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason("tput", a)
		}
		switch {
		case a.is("-T"):
			i++
			if r := valueWordsReason("tput", args, i); r != "" {
				return r
			}
		case strings.HasPrefix(a.lit, "-T") || a.is("-x"):
		case a.is("init") || a.is("reset") || a.is("-S"):
			return "`tput " + a.lit + "` sets the terminal up"
		case strings.HasPrefix(a.lit, "-"):
			return "`tput " + shorten(a.lit) + "` is an option the model does not know"
		}
	}
	return ""
}

// sttyReason allows stty's printouts: -a, -g, size, speed.
func sttyReason(args []arg) string {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.dynamic {
			return nonLiteralReason("stty", a)
		}
		switch a.lit {
		case "-a", "--all", "-g", "--save", "size", "speed":
		case "-F", "--file":
			i++
			if r := valueWordsReason("stty", args, i); r != "" {
				return r
			}
		default:
			if strings.HasPrefix(a.lit, "--file=") {
				continue
			}
			return "`stty " + shorten(a.lit) + "` changes the terminal's settings"
		}
	}
	return ""
}

// specSmartctl declares smartctl's reports; -s, -o, -S, -t, -X and every
// other option change the drive. -l only with a log to read.
var specSmartctl = optSpec{strict: true, complete: true, switches: "axiHAcj", values: "dlTq",
	longSwitches: []string{"--all", "--xall", "--info", "--health", "--attributes", "--capabilities", "--scan", "--scan-open", "--json"},
	longValues:   []string{"--device", "--log", "--tolerance", "--quietmode"}}

func smartctlReason(args []arg) string {
	sp := &specSmartctl
	if r := strictQuery("smartctl", args, sp, 1, "changes the drive's settings or starts a test"); r != "" {
		return r
	}
	sc := scanArgs(args[1:], sp)
	for _, o := range sc.opts {
		if o.is(sp, "-l") || o.is(sp, "--log") {
			switch o.val.lit {
			case "error", "selftest", "xerror", "xselftest", "devstat", "scttemp", "scttempsts", "scttemphist", "ssd", "background", "directory", "selective", "sataphy", "sasphy":
			default:
				return "`smartctl -l " + shorten(o.val.lit) + "` is not a log the model reads (some -l values set the drive)"
			}
		}
	}
	return ""
}

// partedReason allows parted -l and parted DEVICE [unit U] print:
// without a command parted reads commands from its input.
func partedReason(args []arg) string {
	var ops []arg
	list := false
	for _, a := range args[1:] {
		if a.dynamic || a.glob {
			return nonLiteralReason("parted", a)
		}
		switch a.lit {
		case "-l", "--list":
			list = true
		case "-s", "--script", "-m", "--machine", "-j", "--json":
		default:
			if strings.HasPrefix(a.lit, "-") {
				return "`parted " + shorten(a.lit) + "` is an option the model does not know"
			}
			ops = append(ops, a)
		}
	}
	if list && len(ops) == 0 {
		return ""
	}
	if len(ops) < 2 {
		return "`parted` without -l or a print command changes partitions or reads commands"
	}
	printed := false
	for i := 1; i < len(ops); i++ {
		switch ops[i].lit {
		case "unit":
			i++
		case "print", "p":
			printed = true
			if i+1 < len(ops) {
				switch ops[i+1].lit {
				case "free", "all", "devices", "list":
					i++
				}
			}
		default:
			return "`parted " + shorten(ops[i].lit) + "` changes partitions"
		}
	}
	if !printed {
		return "`parted` without print changes partitions"
	}
	return ""
}

// chronycReason allows chronyc's reports; -m would read several
// commands, and the words after the report are its own options.
func chronycReason(args []arg) string {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.dynamic || a.glob {
			return nonLiteralReason("chronyc", a)
		}
		switch a.lit {
		case "-n", "-c", "-4", "-6", "-N":
			continue
		}
		if strings.HasPrefix(a.lit, "-") {
			return "`chronyc " + shorten(a.lit) + "` is an option the model does not know (-m runs several commands)"
		}
		switch a.lit {
		case "tracking", "sources", "sourcestats", "activity", "ntpdata", "serverstats", "rtcdata", "smoothing", "selectdata", "authdata", "clients", "sourcename", "waitsync":
		default:
			return "`chronyc " + shorten(a.lit) + "` changes the clock or its sources"
		}
		for _, b := range args[i+1:] {
			// A pattern can match a file whose name holds a separator.
			if b.dynamic || b.glob || strings.ContainsAny(b.lit, ";\n") {
				return "`chronyc` with a command separator runs more than a report"
			}
		}
		if a.lit == "waitsync" {
			return "`chronyc waitsync` waits for the clock"
		}
		return ""
	}
	return "`chronyc` without a command reads commands from its input"
}

// pidQuery allows taskset -p PID, chrt -p PID and ionice -p PID...: one
// process (several for ionice) and no value, which would set one.
func pidQuery(name string, args []arg, sp *optSpec, why string) string {
	sc := scanArgs(args[1:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason(name, *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`" + name + " " + shorten(sc.unknown) + "` " + why + ", or is an option the model does not know"
	}
	if sc.has(sp, "-p", "--pid") == nil {
		return "`" + name + "` without -p " + why
	}
	if len(sc.operands) == 0 {
		// taskset -p, chrt -p and ionice -p with no process id stop
		// with an error (util-linux 2.38); $(pgrep -o x) may print none.
		return ""
	}
	if name != "ionice" && len(sc.operands) > 1 {
		return "`" + name + "` with a value " + why
	}
	for _, a := range sc.operands {
		// A literal number, or $$ and the like: one word, no option.
		if a.dynamic && !(a.noDash && !a.split && a.lit == "") || !a.dynamic && !isNumber(a.lit) {
			return "`" + name + "` with a value " + why
		}
	}
	return ""
}

// prlimitReason allows prlimit printing a process's limits: a limit with
// a value sets it, and an operand is a command prlimit runs. With --pid
// (a process id other than 0) prlimit refuses a command before it reads
// or sets anything ("options --pid and COMMAND are mutually exclusive",
// util-linux 2.38), so an extra process id that $(pidof x) splits into
// is harmless; a literal operand is still refused.
func prlimitReason(args []arg) string {
	pids := 0
	for i := 1; i < len(args); i++ {
		if s := args[i].lit; !args[i].dynamic && (s == "-p" || s == "--pid") {
			if i+1 < len(args) && !positivePID(args[i+1]) {
				pids = -1 // a pid that may be 0 lets prlimit run the command
			} else if pids >= 0 {
				pids++
			}
			i++
		} else if strings.HasPrefix(s, "--pid=") {
			pids = -1
		} else if args[i].is("-o") || args[i].is("--output") {
			i++
		}
	}
	for i := 1; i < len(args); i++ {
		a := args[i]
		if pids > 0 && pidWord(a) {
			continue // an extra process id: prlimit refuses it and stops
		}
		if a.dynamic || a.glob {
			return nonLiteralReason("prlimit", a)
		}
		s := a.lit
		switch {
		case s == "-p" || s == "--pid" || s == "-o" || s == "--output":
			i++
			if r := valueWordsReason("prlimit", args, i); r != "" {
				return r
			}
		case strings.HasPrefix(s, "--pid=") || strings.HasPrefix(s, "--output=") || s == "--noheadings" || s == "--raw" || s == "--verbose":
		case strings.HasPrefix(s, "--") && !strings.Contains(s, "="):
			switch s {
			case "--as", "--core", "--cpu", "--data", "--fsize", "--locks", "--memlock", "--msgqueue", "--nice", "--nofile",
				"--nproc", "--rss", "--rtprio", "--rttime", "--sigpending", "--stack":
			default:
				return "`prlimit " + shorten(s) + "` is an option the model does not know"
			}
		default:
			return "`prlimit " + shorten(s) + "` sets a limit or runs a command"
		}
	}
	return ""
}

// nmcliReason allows nmcli's status and show: nmcli alone, general
// [status|permissions], connection [show], device [status|show], radio
// [all|wifi|wwan] and networking [connectivity [check]] without a value.
// nmcli matches objects and verbs by prefix, so only the spellings listed
// are read.
func nmcliReason(args []arg) string {
	i := 1
	for ; i < len(args); i++ {
		a := args[i]
		if a.dynamic || a.glob {
			return nonLiteralReason("nmcli", a)
		}
		switch a.lit {
		case "-t", "--terse", "-p", "--pretty":
			continue
		case "-f", "--fields", "-g", "--get-values", "-m", "--mode", "-c", "--colors", "-e", "--escape":
			i++
			if r := valueWordsReason("nmcli", args, i); r != "" {
				return r
			}
			continue
		}
		if strings.HasPrefix(a.lit, "-") {
			return "`nmcli " + shorten(a.lit) + "` is an option the model does not know"
		}
		break
	}
	if i >= len(args) {
		return ""
	}
	obj := args[i].lit
	verb := ""
	if i+1 < len(args) {
		verb = args[i+1].lit
		if args[i+1].dynamic {
			return nonLiteralReason("nmcli", args[i+1])
		}
	}
	switch obj {
	case "g", "ge", "gen", "general":
		switch verb {
		case "", "status", "permissions":
			if i+2 >= len(args) {
				return ""
			}
		}
	case "c", "con", "conn", "connection":
		switch verb {
		case "", "s", "sh", "show":
			return ""
		}
	case "r", "ra", "rad", "radi", "radio":
		// radio [all|wifi|wwan] shows a switch; a value after it sets it.
		if i+2 >= len(args) {
			return ""
		}
	case "n", "ne", "net", "netw", "netwo", "networ", "network", "networki", "networkin", "networking":
		// networking alone shows the state, connectivity the last one
		// (check asks NetworkManager to probe again, which only reads).
		switch verb {
		case "", "c", "co", "con", "conn", "conne", "connec", "connect", "connecti", "connectiv", "connectivi", "connectivit", "connectivity":
			if i+2 >= len(args) || i+3 == len(args) && args[i+2].is("check") {
				return ""
			}
		}
	case "d", "dev", "device":
		switch verb {
		case "", "st", "status", "sh", "show":
			return ""
		case "s":
			// s is status, the first of device's verbs; with more words
			// it could be read as set.
			if i+2 >= len(args) {
				return ""
			}
		}
	}
	return "`nmcli " + shorten(obj) + " " + shorten(verb) + "` changes the network, or is a command the model does not know"
}

// specVirsh declares virsh's options before its command: -c reaches
// another host (over ssh), -l writes a log.
var specVirsh = optSpec{posix: true, strict: true, complete: true, switches: "qrtvV", values: "c",
	longSwitches: []string{"--quiet", "--readonly", "--timing", "--version"}, longValues: []string{"--connect"}}

// virshReason allows virsh's listings and reports of domains, networks
// and pools.
func virshReason(args []arg) string {
	sp := &specVirsh
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("virsh", sp); r != "" {
		return r
	}
	if o := sc.has(sp, "-c", "--connect"); o != nil {
		// A local URI (qemu:///system); a transport (qemu+ssh://) or a
		// host reaches another machine.
		scheme, rest, _ := strings.Cut(o.val.lit, ":")
		if o.val.dynamic || strings.Contains(scheme, "+") || !strings.HasPrefix(rest, "///") {
			return "`virsh -c` with a remote URI reaches another machine"
		}
	}
	if len(sc.operands) == 0 {
		return "`virsh` without a command reads commands from its input"
	}
	for _, a := range sc.operands {
		if a.dynamic || a.glob || strings.ContainsAny(a.lit, ";\n") {
			return "`virsh` with a command separator or a run-time word may run more than a report"
		}
	}
	switch sc.operands[0].lit {
	case "list", "dominfo", "domstate", "dumpxml", "nodeinfo", "net-list", "pool-list", "vol-list", "capabilities",
		"version", "domblklist", "domiflist", "hostname", "uri", "sysinfo", "domstats", "net-dumpxml", "pool-info",
		"net-info", "vcpuinfo", "domblkinfo", "domifaddr", "nodememstats", "nodecpustats", "snapshot-list":
		return ""
	}
	return "`virsh " + shorten(sc.operands[0].lit) + "` changes domains or is a command the model does not know"
}

// zfsReason allows zpool's and zfs's listings (zpool iostat only with a
// count: an interval alone never ends).
func zfsReason(name string, args []arg) string {
	if len(args) < 2 || args[1].dynamic {
		return "`" + name + "` without a literal command is not a listing"
	}
	for _, a := range args[2:] {
		if a.dynamic && a.split {
			return nonLiteralReason(name, a)
		}
	}
	verb := args[1].lit
	switch {
	case name == "zpool" && (verb == "status" || verb == "list" || verb == "get" || verb == "history" || verb == "version"):
		return ""
	case name == "zpool" && verb == "iostat":
		n := 0
		for k := len(args) - 1; k >= 2 && isNumber(args[k].lit) && !args[k].dynamic; k-- {
			n++
		}
		if n == 1 {
			return "`zpool iostat` with an interval and no count never ends"
		}
		return ""
	case name == "zfs" && (verb == "list" || verb == "get" || verb == "version"):
		return ""
	}
	return "`" + name + " " + shorten(verb) + "` changes pools or datasets"
}

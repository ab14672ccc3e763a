package shell

import "strings"

// Storage signatures, file sharing, quotas, audit and firewalls: the
// status and listing modes of tools whose other modes erase signatures,
// export file systems, load rules or open ports.

// securityReason explains those tools (ok false for any other program).
func securityReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "blkid":
		return blkidReason(args), true
	case "partx":
		return requireOne(name, args, &specPartx, "changes the kernel's partitions (partx --show lists)", "-s", "--show"), true
	case "wipefs":
		return strictQuery(name, args, &specWipefs, 8, "erases signatures"), true
	case "cryptsetup":
		return cryptsetupReason(args), true
	case "exportfs":
		return strictQuery(name, args, &specExportfs, 0, "exports or unexports file systems (-v and -s list)"), true
	case "nfsstat":
		return specReason(name, args, &specNfsstat), true
	case "rpcinfo":
		return specReason(name, args, &specRpcinfo), true
	case "auditctl":
		return requireOne(name, args, &specAuditctl, "changes the audit rules (-l and -s list)", "-l", "-s"), true
	case "semodule":
		return requireOne(name, args, &specSemodule, "installs or removes policy modules (-l lists)", "-l", "--list-modules"), true
	case "firewall-cmd":
		return firewallCmdReason(args), true
	case "ufw":
		return ufwReason(args), true
	case "fail2ban-client":
		if len(args) >= 2 && (args[1].is("status") || args[1].is("ping") || args[1].is("version") || args[1].is("-V") || args[1].is("--version")) {
			if r := literalWords(name, args); r != "" {
				return r, true
			}
			if len(args) <= 3 {
				return "", true
			}
		}
		if len(args) >= 2 && (args[1].is("get") || args[1].is("banned")) {
			// get JAIL PROPERTY and get PROPERTY read settings; banned
			// lists the banned addresses.
			if r := literalWords(name, args); r != "" {
				return r, true
			}
			return "", true
		}
		return "`fail2ban-client` other than status, get, banned, ping and version changes jails or bans", true
	}
	return "", false
}

var (
	// blkid -w writes a cache file; -p probes without the cache.
	specBlkid = optSpec{values: "cosStnuOLUw", longValues: []string{"--cache-file", "--output", "--match-tag", "--match-token", "--match-types", "--usages", "--offset", "--size", "--label", "--uuid"},
		deny: []denied{{[]string{"-w"}, "writes a cache file"}}}
	specPartx  = optSpec{strict: true, complete: true, switches: "sgbrP", values: "onS", longSwitches: []string{"--show", "--noheadings", "--bytes", "--raw", "--pairs"}, longValues: []string{"--output", "--nr", "--sector-size"}}
	specWipefs = optSpec{strict: true, complete: true, switches: "nJpiq", values: "Ot",
		longSwitches: []string{"--no-act", "--json", "--parsable", "--noheadings", "--quiet"}, longValues: []string{"--output", "--types"}}
	specExportfs = optSpec{strict: true, complete: true, switches: "vs", longSwitches: []string{"--verbose"}}
	// nfsstat -z zeroes the statistics.
	specNfsstat = optSpec{values: "o", deny: []denied{{[]string{"-z", "--zero"}, "zeroes the statistics"}}}
	// rpcinfo -d unregisters a program.
	specRpcinfo  = optSpec{values: "nT", deny: []denied{{[]string{"-d"}, "unregisters a program"}}}
	specAuditctl = optSpec{strict: true, complete: true, switches: "ls", values: "k"}
	specSemodule = optSpec{strict: true, complete: true, longOptional: []string{"--list-modules"}, optional: "l"}
)

// blkidReason allows blkid when it bypasses its cache: -p probes the
// devices, -c /dev/null reads no cache and writes none.
func blkidReason(args []arg) string {
	sp := &specBlkid
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("blkid", sp); r != "" {
		return r
	}
	if sc.has(sp, "-p", "--probe") != nil {
		return ""
	}
	if o := sc.has(sp, "-c", "--cache-file"); o != nil && o.val.is("/dev/null") {
		return ""
	}
	return "`blkid` writes its cache (/run/blkid/blkid.tab) unless -p or -c /dev/null; or use lsblk -f"
}

// cryptsetupReason allows cryptsetup status, luksDump and isLuks.
func cryptsetupReason(args []arg) string {
	if r := literalWords("cryptsetup", args); r != "" {
		return r
	}
	for _, a := range args[1:] {
		if strings.HasPrefix(a.lit, "-") {
			if a.lit == "-v" || a.lit == "--verbose" || a.lit == "--debug" {
				continue
			}
			return "`cryptsetup " + shorten(a.lit) + "` is an option the model does not know"
		}
		switch a.lit {
		case "status", "luksDump", "isLuks":
			return ""
		}
		return "`cryptsetup " + shorten(a.lit) + "` opens, closes or changes encrypted devices"
	}
	return "`cryptsetup` without a command is not a query"
}

// firewallCmdReason allows firewall-cmd's queries: --state, --list-*,
// --get-*, --query-*, --info-*, with --zone and --permanent (which only
// choose what is shown).
func firewallCmdReason(args []arg) string {
	if len(args) < 2 {
		return "`firewall-cmd` alone is not a query"
	}
	for _, a := range args[1:] {
		if a.mayBeOption() || a.glob {
			return nonLiteralReason("firewall-cmd", a)
		}
		s, _, _ := strings.Cut(a.lit, "=")
		switch {
		case s == "--state" || s == "--zone" || s == "--permanent" || s == "-q" || s == "--quiet":
		case strings.HasPrefix(s, "--list-") || strings.HasPrefix(s, "--get-") || strings.HasPrefix(s, "--query-") || strings.HasPrefix(s, "--info-"):
		case !strings.HasPrefix(s, "-"):
			// A value of --zone or --info-*.
		default:
			return "`firewall-cmd " + shorten(a.lit) + "` changes the firewall"
		}
	}
	return ""
}

// ufwReason allows ufw status [verbose|numbered], ufw show and ufw app
// list.
func ufwReason(args []arg) string {
	if r := literalWords("ufw", args); r != "" {
		return r
	}
	words := make([]string, 0, len(args))
	for _, a := range args[1:] {
		words = append(words, a.lit)
	}
	switch strings.Join(words, " ") {
	case "status", "status verbose", "status numbered", "app list", "version", "--version",
		"show raw", "show listening", "show added", "show builtins", "show before-rules", "show user-rules", "show after-rules", "show logging-rules":
		return ""
	}
	if len(words) == 3 && words[0] == "app" && words[1] == "info" {
		return "" // an application profile's ports
	}
	return "`ufw " + shorten(strings.Join(words, " ")) + "` changes the firewall"
}

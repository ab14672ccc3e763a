package shell

import "strings"

// Accounts, services' configuration checks and network diagnostics: the
// check and status modes of tools whose other modes change accounts,
// configuration or the network (and a few honest refusals).

// accountsReason explains those tools (ok false for any other program).
func accountsReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "lastlog":
		return strictQuery(name, args, &specLastlog, 0, "clears or sets records"), true
	case "faillog":
		return strictQuery(name, args, &specFaillog, 0, "resets or sets records"), true
	case "chage":
		return requireOne(name, args, &specChage, "changes password aging (chage -l lists)", "-l", "--list"), true
	case "passwd":
		return requireOne(name, args, &specPasswd, "changes passwords (passwd -S shows the status)", "-S", "--status"), true
	case "pwck", "grpck":
		return requireOne(name, args, &specPwck, "fixes the files it checks (-r only reads)", "-r", "--read-only"), true
	case "visudo":
		return requireOne(name, args, &specVisudo, "edits sudoers (visudo -c checks)", "-c", "--check"), true
	case "postconf":
		return postconfReason(args), true
	case "patchelf":
		for _, a := range args[1:] {
			if a.mayBeOption() {
				return nonLiteralReason(name, a), true
			}
			if strings.HasPrefix(a.lit, "-") && !strings.HasPrefix(a.lit, "--print-") && a.lit != "--version" && a.lit != "--help" {
				return "`patchelf " + shorten(a.lit) + "` rewrites the file (--print-* only reads)", true
			}
		}
		return "", true
	case "numactl":
		if r := strictQuery(name, args, &specNumactl, 0, "runs a command under a policy"); r != "" {
			return r, true
		}
		return requireOne(name, args, &specNumactl, "runs a command under a policy (--hardware and --show print)", "-H", "--hardware", "-s", "--show"), true
	case "locate", "plocate", "mlocate":
		return specReason(name, args, &specLocate), true
	case "info":
		sc := scanArgs(args[1:], &specInfo)
		if sc.dynamic != nil {
			return nonLiteralReason(name, *sc.dynamic), true
		}
		for _, o := range sc.opts {
			if (o.is(&specInfo, "-o") || o.is(&specInfo, "--output")) && !o.val.is("-") {
				return "`info -o` writes a file (-o - prints)", true
			}
		}
		if sc.has(&specInfo, "--dribble") != nil {
			return "`info --dribble` writes a file", true
		}
		return "", true
	case "hash":
		for _, a := range args[1:] {
			if a.dynamic {
				return nonLiteralReason(name, a), true
			}
			if strings.HasPrefix(a.lit, "-") && strings.Trim(a.lit[1:], "rltd") != "" {
				return "`hash " + shorten(a.lit) + "` can make a name run another program (-p)", true
			}
			if strings.Contains(a.lit, "=") {
				// zsh's hash ls=/path/x makes ls run x (checked: zsh
				// 5.9), and hash -d names a directory ~name reaches.
				return "`hash " + shorten(a.lit) + "` makes a name run another program in zsh", true
			}
		}
		return "", true
	case "iotop":
		if r := requireOne(name, args, &specIotop, "without -b never ends (iotop -b -n 1)", "-b", "--batch"); r != "" {
			return r, true
		}
		// The same scan passed above: only a missing -n is left.
		if r := requireOne(name, args, &specIotop, "without -n never ends (iotop -b -n 1)", "-n", "--iter"); r != "" {
			return endless(r), true
		}
		return "", true
	case "tcpdump":
		if r := specReason(name, args, &specTcpdump); r != "" {
			return r, true
		}
		sc := scanArgs(args[1:], &specTcpdump)
		if sc.has(&specTcpdump, "-c", "-r", "-D", "--list-interfaces", "--version", "-h", "--help") == nil {
			return endless("`tcpdump` without -c or -r never ends (tcpdump -c 10)"), true
		}
		return "", true
	case "ngrep":
		if r := specReason(name, args, &specNgrep); r != "" {
			return r, true
		}
		sc := scanArgs(args[1:], &specNgrep)
		if sc.has(&specNgrep, "-I", "-h", "-V") == nil && !countsTo(&sc, &specNgrep, "-n") {
			// -n counts matched packets; ngrep -n 0 (or a negative
			// number, or no number) matches without end.
			return endless("`ngrep` without -I or an -n count above 0 never ends (ngrep -n 100, or ngrep -I capture.pcap)"), true
		}
		return "", true
	case "bridge":
		return iproute2Reason(name, args, "changes bridges", "link", "fdb", "mdb", "vlan"), true
	case "tc":
		return iproute2Reason(name, args, "changes traffic control", "qdisc", "class", "filter", "chain", "action", "actions"), true
	case "iw":
		return iwReason(args), true
	case "iwconfig":
		return strictQuery(name, args, &specIfconfig, 1, "configures a wireless interface"), true
	case "arping":
		if r := specReason(name, args, &specArping); r != "" {
			return r, true
		}
		sc := scanArgs(args[1:], &specArping)
		if sc.has(&specArping, "-c", "-w", "-f") == nil {
			return endless("`arping` without -c, -w or -f never ends"), true
		}
		return "", true
	case "php":
		if len(args) == 2 && (args[1].is("-v") || args[1].is("-m") || args[1].is("--ini")) {
			return "", true
		}
		return "", false
	case "pydoc", "pydoc3":
		return "`" + name + "` imports the module it documents, which runs its code", true
	case "nginx":
		return "`nginx` (also -t and -T) opens its log files, creating them when they are missing", true
	case "enca", "enconv":
		return specReason(name, args, &specEnca), true
	}
	return "", false
}

var (
	specLastlog = optSpec{strict: true, complete: true, values: "btuR", longValues: []string{"--before", "--time", "--user", "--root"}}
	specFaillog = optSpec{strict: true, complete: true, switches: "a", values: "utR", longSwitches: []string{"--all"}, longValues: []string{"--user", "--time", "--root"}}
	specChage   = optSpec{strict: true, complete: true, switches: "li", values: "R", longSwitches: []string{"--list", "--iso8601"}, longValues: []string{"--root"}}
	specPasswd  = optSpec{strict: true, complete: true, switches: "Sa", values: "R", longSwitches: []string{"--status", "--all"}, longValues: []string{"--root"}}
	// pwck -s sorts the files, which rewrites them.
	specPwck   = optSpec{strict: true, complete: true, switches: "rq", values: "R", longSwitches: []string{"--read-only", "--quiet"}, longValues: []string{"--root"}}
	specVisudo = optSpec{strict: true, complete: true, switches: "cqsh", values: "f", longSwitches: []string{"--check", "--quiet", "--strict", "--help"}, longValues: []string{"--file"}}
	// postconf -e, -X and -# edit main.cf, and so does a name=value
	// operand (Postfix 2.8 and later imply -e).
	specPostconf = optSpec{values: "cdoFPMbtC",
		deny: []denied{{[]string{"-e"}, "edits main.cf"}, {[]string{"-X"}, "edits main.cf"}, {[]string{"-#"}, "edits main.cf"}}}
	specNumactl = optSpec{strict: true, complete: true, switches: "Hs", longSwitches: []string{"--hardware", "--show"}}
	// slocate -u and -U build the database.
	specLocate = optSpec{values: "dlnr", longValues: []string{"--database", "--limit", "--regexp"},
		deny: []denied{{[]string{"-u"}, "builds its database"}, {[]string{"-U"}, "builds its database"}}}
	// info -o writes the nodes to a file (-o - prints them); --dribble
	// records keystrokes.
	specInfo  = optSpec{values: "dfnok", longValues: []string{"--directory", "--file", "--node", "--output", "--restore", "--dribble", "--init-file", "--apropos", "--index-search"}}
	specIotop = optSpec{strict: true, complete: true, switches: "boPaktq", values: "ndpu",
		longSwitches: []string{"--batch", "--only", "--processes", "--accumulated", "--kilobytes", "--time", "--quiet"},
		longValues:   []string{"--iter", "--delay", "--pid", "--user"}}
	// tcpdump -w writes packets, -z runs a command on each file.
	specTcpdump = optSpec{values: "BcCEFGijmMQrsTVwWyzZ",
		longValues: []string{"--buffer-size", "--interface", "--time-stamp-type", "--time-stamp-precision", "--snapshot-length", "--direction", "--relinquish-privileges"},
		deny: []denied{
			{[]string{"-w"}, "writes a capture file"}, {[]string{"-z"}, "runs the command it names"},
			{[]string{"-C"}, "writes capture files"}, {[]string{"-G"}, "writes capture files"}, {[]string{"-W"}, "writes capture files"},
		}}
	// ngrep (1.47, getopt "LNhXViwqpevxlDtTRMK:Cs:n:c:d:A:I:O:S:P:F:W:")
	// greps packets live (-d, until -n packets were seen) or from a
	// capture file (-I) and prints them; -F reads the filter from a file.
	// -O writes the matched packets to a capture file; -K sends TCP
	// resets to kill the connections it sees. -L and -C are not in its
	// help, so not declared.
	specNgrep = optSpec{strict: true, complete: true, values: "KsncdAIOSPFW", switches: "NhXViwqpevxlDtTRM",
		deny: []denied{
			{[]string{"-O"}, "writes the matched packets to a capture file"},
			{[]string{"-K"}, "sends TCP resets that kill the connections it sees"},
		}}
	// arping -U and -A announce an address: other machines' caches change.
	specArping = optSpec{values: "cwIsW",
		deny: []denied{{[]string{"-U"}, "changes other machines' ARP caches"}, {[]string{"-A"}, "changes other machines' ARP caches"}}}
	// enca -x and -c convert the files.
	specEnca = optSpec{values: "LEx", longValues: []string{"--language", "--external-converter-program", "--convert-to"},
		deny: []denied{{[]string{"-x", "--convert-to"}, "converts the files"}, {[]string{"-c", "--auto-convert"}, "converts the files"},
			{[]string{"-E", "--external-converter-program"}, "runs a converter program"}}}
)

// postconfReason allows postconf's printouts.
func postconfReason(args []arg) string {
	sp := &specPostconf
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("postconf", sp); r != "" {
		return r
	}
	for _, a := range sc.operands {
		if strings.Contains(a.lit, "=") {
			return "`postconf " + shorten(a.lit) + "` edits main.cf"
		}
	}
	return ""
}

// iproute2Reason allows bridge's and tc's listings: OBJECT [show|list]
// with iproute2's global options (-batch, which runs commands from a
// file, refused).
func iproute2Reason(name string, args []arg, why string, objects ...string) string {
	sc := scanArgs(args[1:], &specIP)
	if sc.dynamic != nil {
		return nonLiteralReason(name, *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`" + name + " " + shorten(sc.unknown) + "` is an option the model does not know (-batch runs commands from a file)"
	}
	if len(sc.operands) == 0 {
		return "`" + name + "` alone is not a listing"
	}
	obj := sc.operands[0].lit
	known := false
	for _, o := range objects {
		if obj == o {
			known = true
		}
	}
	if !known {
		return "`" + name + " " + shorten(obj) + "` is not a listing the model reads"
	}
	if len(sc.operands) == 1 {
		return ""
	}
	switch sc.operands[1].lit {
	case "show", "sh", "sho", "list", "lst", "ls":
		return ""
	}
	return "`" + name + " " + obj + " " + shorten(sc.operands[1].lit) + "` " + why
}

// iwReason allows iw's listings: dev, list, phy, reg get, and an
// interface's info, link, station dump and survey dump.
func iwReason(args []arg) string {
	words := make([]string, 0, len(args))
	for _, a := range args[1:] {
		if a.dynamic || a.glob {
			return nonLiteralReason("iw", a)
		}
		words = append(words, a.lit)
	}
	joined := strings.Join(words, " ")
	switch joined {
	case "dev", "list", "phy", "reg get", "--version":
		return ""
	}
	if len(words) >= 3 && (words[0] == "dev" || words[0] == "phy") {
		switch strings.Join(words[2:], " ") {
		case "info", "link", "station dump", "survey dump":
			return ""
		}
	}
	return "`iw " + shorten(joined) + "` changes the wireless settings or is a command the model does not know"
}

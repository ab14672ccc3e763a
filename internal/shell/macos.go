package shell

import "strings"

// macOS tools a developer runs to look at a Mac: preferences, launchd,
// power, network configuration, disks, property lists, signatures and
// the unified log. Each only in its read verbs; the others write
// preferences, load services, change settings or erase the log.

// macOSReason explains those tools (ok false for any other program).
func macOSReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "defaults":
		return firstWordQuery(name, args, "writes preferences", "read", "read-type", "domains", "find"), true
	case "launchctl":
		return firstWordQuery(name, args, "loads, unloads or changes services", "list", "print", "print-disabled", "blame", "procinfo", "dumpstate", "version", "managerpid", "manageruid", "managername", "help"), true
	case "pmset":
		if len(args) >= 2 && args[1].is("-g") {
			return literalWords(name, args), true
		}
		return "`pmset` without -g changes power settings", true
	case "scutil":
		if len(args) >= 2 && (args[1].is("--get") || args[1].is("--dns") || args[1].is("--proxy") || args[1].is("--nwi") || args[1].is("-r")) {
			return literalWords(name, args), true
		}
		return "`scutil` other than --get, --dns, --proxy, --nwi and -r changes settings or reads commands", true
	case "networksetup":
		if len(args) >= 2 && !args[1].dynamic && (strings.HasPrefix(args[1].lit, "-get") || strings.HasPrefix(args[1].lit, "-list") || strings.HasPrefix(args[1].lit, "-show") || args[1].lit == "-version" || args[1].lit == "-help") {
			return literalWords(name, args), true
		}
		return "`networksetup` other than -get*, -list* and -show* changes the network", true
	case "diskutil":
		return firstWordQuery(name, args, "changes disks", "list", "info", "listFilesystems"), true
	case "plutil":
		for _, a := range args[1:] {
			if a.dynamic && a.lit == "" {
				return nonLiteralReason(name, a), true
			}
			switch a.lit {
			case "-convert", "-insert", "-replace", "-remove", "-o", "-e", "-create":
				return "`plutil " + a.lit + "` writes the file", true
			}
		}
		if len(args) >= 2 && (args[1].is("-p") || args[1].is("-lint") || args[1].is("-extract") || args[1].is("-type") || args[1].is("-help")) {
			if args[1].is("-extract") {
				// -extract prints to standard output only with -o -.
				return "`plutil -extract` writes a file unless -o - (the model does not read it)", true
			}
			return "", true
		}
		return "`plutil` without -p or -lint converts or edits the file", true
	case "codesign":
		// Only display and verify, with verbosity: with -d, an option
		// that takes a path (-r, --entitlements, --extract-certificates)
		// writes to it.
		mode := false
		for _, a := range args[1:] {
			if a.mayBeOption() {
				return nonLiteralReason(name, a), true
			}
			switch s := a.lit; {
			case s == "--display" || s == "--verify" || s == "--deep" || s == "--strict" || s == "--verbose" || strings.HasPrefix(s, "--verbose="):
				mode = mode || s == "--display" || s == "--verify"
			case strings.HasPrefix(s, "-") && !strings.HasPrefix(s, "--") && strings.Trim(s[1:], "dv") == "":
				mode = mode || len(s) > 1
			case strings.HasPrefix(s, "-"):
				return "`codesign " + shorten(s) + "` signs the code or writes a file", true
			}
		}
		if !mode {
			return "`codesign` without -d or -v signs the code", true
		}
		return "", true
	case "xcode-select":
		if len(args) == 2 && (args[1].is("-p") || args[1].is("--print-path") || args[1].is("-v") || args[1].is("--version")) {
			return "", true
		}
		return "`xcode-select` other than -p and -v changes the developer directory or installs tools", true
	case "csrutil", "spctl":
		if len(args) == 2 && (args[1].is("status") || args[1].is("--status")) {
			return "", true
		}
		return "`" + name + "` other than status changes security settings", true
	case "log":
		if len(args) >= 2 && (args[1].is("show") || args[1].is("stats")) {
			for _, a := range args[2:] {
				if a.mayBeOption() {
					return nonLiteralReason(name, a), true
				}
			}
			return "", true
		}
		return "`log` other than show and stats streams, erases or configures the log", true
	}
	return "", false
}

// firstWordQuery allows a command whose first word is one of verbs, all
// words literal.
func firstWordQuery(name string, args []arg, why string, verbs ...string) string {
	if r := literalWords(name, args); r != "" {
		return r
	}
	if len(args) < 2 {
		return "`" + name + "` alone is not a query the model reads"
	}
	for _, v := range verbs {
		if args[1].lit == v {
			return ""
		}
	}
	return "`" + name + " " + shorten(args[1].lit) + "` " + why
}

// literalWords refuses a word that may be an option at run time.
func literalWords(name string, args []arg) string {
	for _, a := range args[1:] {
		if a.mayBeOption() {
			return nonLiteralReason(name, a)
		}
	}
	return ""
}

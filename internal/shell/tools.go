package shell

import "strings"

// Programs that only look unless an option makes them write or run
// something: lsof, ss, journalctl, tar (listing), man, npm and go queries.

// tarReason allows listing an archive (-t, --list) and nothing else.
func tarReason(args []arg) string {
	list, forceLocal := false, false
	var archives []arg
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason("tar", a)
		}
		s := a.lit
		switch {
		case i == 1 && !strings.HasPrefix(s, "-") && s != "":
			// Old style: tar tvf file.tar; the f takes the next word.
			for _, c := range s {
				switch c {
				case 't':
					list = true
				case 'v', 'z', 'j', 'J', 'a', 'O', 'q':
				case 'f':
					if i+1 < len(args) {
						i++
						archives = append(archives, args[i])
					}
				default:
					return "`tar " + s + "` does more than list an archive"
				}
			}
		case s == "--":
			i = len(args)
		case longOpt(s, "--list"):
			list = true
		case longOpt(s, "--file") && len(longName(s)) > 3:
			if v, ok := strings.CutPrefix(s, longName(s)+"="); ok {
				archives = append(archives, arg{lit: v})
			} else if i+1 < len(args) {
				i++
				archives = append(archives, args[i])
			}
		case longOpt(s, "--force-local") && len(longName(s)) > 3:
			forceLocal = true
		case strings.HasPrefix(s, "--"):
			if !longAny(s, "--verbose", "--gzip", "--gunzip", "--bzip2", "--xz", "--zstd", "--lzma",
				"--auto-compress", "--wildcards", "--no-wildcards", "--anchored", "--no-anchored",
				"--numeric-owner", "--full-time", "--utc", "--quoting-style", "--null", "--exclude",
				"--ignore-case", "--occurrence", "--show-transformed-names", "--totals", "--block-number") ||
				longAny(s, "--use-compress-program", "--to-command", "--checkpoint-action", "--info-script",
					"--new-volume-script", "--index-file", "--rsh-command", "--rmt-command", "--volno-file",
					"--files-from", "--exclude-from") {
				return "`tar " + longName(s) + "` is not an option of a plain listing"
			}
		case strings.HasPrefix(s, "-") && len(s) > 1:
			for j := 1; j < len(s); j++ {
				switch s[j] {
				case 't':
					list = true
				case 'v', 'z', 'j', 'J', 'a', 'O', 'q', 'P':
				case 'f':
					if j+1 < len(s) {
						archives = append(archives, withoutPrefix(a, j+1))
					} else if i+1 < len(args) {
						i++
						archives = append(archives, args[i])
					}
					j = len(s)
				default:
					return "`tar -" + string(s[j]) + "` is not an option of a plain listing"
				}
			}
		}
	}
	if !list {
		return "`tar` without -t writes archives or files"
	}
	for _, f := range archives {
		if f.dynamic || strings.Contains(f.lit, ":") && !forceLocal {
			return "`tar -f " + f.lit + "` may reach another machine through rsh"
		}
	}
	return ""
}

// npmReason allows npm's query commands; everything else may run package
// scripts or change node_modules.
func npmReason(args []arg) (string, bool) {
	sub := ""
	for _, a := range args[1:] {
		if a.dynamic {
			return "", false
		}
		if !strings.HasPrefix(a.lit, "-") {
			sub = a.lit
			break
		}
	}
	if sub == "" {
		if len(args) < 2 {
			return "", false // yarn alone installs
		}
		for _, a := range args[1:] {
			if !a.is("--version") && !a.is("-v") && !a.is("--help") && !a.is("-h") {
				return "", false
			}
		}
		return "", true
	}
	switch sub {
	case "view", "v", "info", "show", "ls", "list", "ll", "la", "outdated", "version", "help", "explain", "why", "search", "s", "find", "prefix", "root", "bin", "docs", "repo", "bugs":
	default:
		return "", false
	}
	if sub == "version" {
		// npm version with an operand bumps the package version.
		if len(args) > 2 {
			return "", false
		}
	}
	if sub == "docs" || sub == "repo" || sub == "bugs" {
		return "`npm " + sub + "` starts a browser", true
	}
	for _, a := range args[1:] {
		if longAny(a.lit, "--global", "--prefix", "--userconfig", "--globalconfig", "--cache", "--script-shell", "--node-options") {
			return "`npm " + longName(a.lit) + "` changes where npm looks or what it runs", true
		}
	}
	return "", true
}

// goReason allows go version, go env (not -w or -u) and go list -m.
func goReason(args []arg) (string, bool) {
	if len(args) < 2 || args[1].dynamic {
		return "", false
	}
	rest := args[2:]
	for _, a := range rest {
		if a.mayBeOption() {
			return nonLiteralReason("go", a), true
		}
	}
	switch args[1].lit {
	case "version", "help":
		return "", true
	case "env":
		for _, a := range rest {
			if a.is("-w") || a.is("-u") || strings.HasPrefix(a.lit, "-w=") || strings.HasPrefix(a.lit, "-u=") {
				return "`go env " + a.lit + "` changes go's configuration", true
			}
		}
		return "", true
	case "list":
		module := false
		for _, a := range rest {
			switch {
			case a.is("-m"):
				module = true
			case a.is("-toolexec") || strings.HasPrefix(a.lit, "-toolexec=") || strings.HasPrefix(a.lit, "--toolexec") ||
				a.is("-exec") || strings.HasPrefix(a.lit, "-exec=") || a.is("-modfile") || strings.HasPrefix(a.lit, "-modfile="):
				return "`go list " + a.lit + "` runs or reads what the model cannot check", true
			}
		}
		if module {
			return "", true
		}
	}
	return "", false
}

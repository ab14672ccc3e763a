package shell

import "strings"

// Queries of programs that otherwise run code, build or change state:
// a toolchain asked for its version, container and cluster listings,
// archive listings. Investigation asks these all the time; each is
// allowed only in the exact shapes that cannot run or write anything.

// versionQuery reports whether args only ask a toolchain, interpreter or
// tool for its version: `node --version`, `python3 -V`, `docker
// version`, `kubectl version --client`. Only names the model
// otherwise knows (interpreters, package managers, build tools) count: an
// unknown program given --version is still an unknown program.
func versionQuery(name string, args []arg) bool {
	if len(args) < 2 || len(args) > 3 || !knownToolchain(name) {
		return false
	}
	first := args[1]
	if first.dynamic {
		return false
	}
	switch {
	case first.lit == "--version":
	case first.lit == "-V" && (strings.HasPrefix(name, "python") || name == "pip" || name == "pip3" || name == "uv"):
	case first.lit == "-v" && (name == "node" || name == "nodejs" || name == "npm" || name == "pnpm" || name == "yarn" || name == "bun" || name == "make" || name == "gmake"):
	case first.lit == "version" && (name == "docker" || name == "podman" || name == "kubectl" || name == "helm" || name == "dotnet" || name == "deno" || name == "bun" || name == "swift"):
	default:
		return false
	}
	if len(args) == 3 {
		// kubectl and helm shape their version report.
		extra := args[2]
		if extra.dynamic {
			return false
		}
		switch {
		case extra.lit == "--client" && name == "kubectl":
		case extra.lit == "--short" && (name == "kubectl" || name == "helm"):
		default:
			return false
		}
	}
	return true
}

func knownToolchain(name string) bool {
	if strings.HasPrefix(name, "python") {
		return true
	}
	switch name {
	// Not here, because make redteam saw them write: rustc and cargo
	// (rustup's proxies create ~/.rustup), java (/tmp/hsperfdata_*),
	// terraform (a checkpoint file), top (~/.config/procps).
	case "node", "nodejs", "bun", "deno", "ruby", "perl", "php", "lua",
		"npm", "pnpm", "yarn", "pip", "pip3", "pipx", "uv", "poetry", "pdm", "gem", "bundle",
		"composer", "dotnet", "swift", "mix", "elixir", "erl",
		"make", "gmake", "cmake", "ninja", "meson", "mvn", "gradle", "ant", "gcc", "g++",
		"cc", "c++", "clang", "clang++", "tsc", "bash", "zsh", "sh", "fish",
		"docker", "podman", "kubectl", "helm", "git", "gh", "jq", "yq",
		"rg", "fd", "sed", "awk", "gawk", "tar", "sqlite3", "psql", "mysql", "redis-cli":
		return true
	}
	return false
}

// containerReason allows docker's and podman's listings and reports: ps,
// images, logs, inspect, info, version, port, history, top, stats
// --no-stream, and the ls/inspect of networks, volumes, contexts and
// compose projects. Global options that point the client elsewhere
// (--host, --context, --config) are refused: a configuration the team can
// write may name credential helpers, which are programs.
func containerReason(name string, args []arg) string {
	i := 1
	for ; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason(name, a)
		}
		if !strings.HasPrefix(a.lit, "-") {
			break
		}
		if a.lit != "--debug" && a.lit != "-D" && a.lit != "--log-level=error" {
			return "`" + name + " " + shorten(a.lit) + "` is a global option the model does not allow"
		}
	}
	if i >= len(args) {
		return "`" + name + "` alone is not a query"
	}
	verb, rest := args[i].lit, args[i+1:]
	for _, a := range rest {
		if a.mayBeOption() {
			return nonLiteralReason(name, a)
		}
		if longAny(a.lit, "--output", "--output-directory") {
			return "`" + name + " " + verb + " " + longName(a.lit) + "` writes a file"
		}
	}
	switch verb {
	case "ps", "images", "logs", "inspect", "info", "version", "port", "history", "top", "search", "diff", "events":
		return ""
	case "stats":
		for _, a := range rest {
			if a.lit == "--no-stream" {
				return ""
			}
		}
		return "`" + name + " stats` without --no-stream never ends"
	case "network", "volume", "context", "image", "container", "system", "buildx", "compose":
		sub := ""
		for _, a := range rest {
			if !strings.HasPrefix(a.lit, "-") {
				sub = a.lit
				break
			}
			if verb == "compose" && a.lit != "--ansi=never" {
				// compose -f/--project-directory name files the team can write.
				return "`" + name + " compose " + shorten(a.lit) + "` is an option the model does not allow"
			}
		}
		switch sub {
		case "ls", "list", "inspect", "ps", "logs", "images", "top", "version", "df", "history":
			return ""
		case "config":
			if verb == "compose" {
				return ""
			}
		}
		return "`" + name + " " + verb + " " + sub + "` changes containers or images"
	}
	return "`" + name + " " + verb + "` changes containers, images or the machine"
}

// kubectlReason allows reading a cluster: get, describe, logs, top,
// explain, api-resources, api-versions, version, cluster-info (not dump),
// auth can-i, config view|get-contexts|current-context|get-clusters.
func kubectlReason(args []arg) string {
	verb := ""
	var rest []arg
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason("kubectl", a)
		}
		if verb == "" && !strings.HasPrefix(a.lit, "-") {
			verb, rest = a.lit, args[i+1:]
			break
		}
		if longAny(a.lit, "--kubeconfig", "--as", "--as-group", "--token", "--server", "--exec-command") {
			return "`kubectl " + longName(a.lit) + "` changes who or where kubectl talks to"
		}
	}
	for _, a := range rest {
		if a.mayBeOption() {
			return nonLiteralReason("kubectl", a)
		}
		if longAny(a.lit, "--output-directory", "--kubeconfig") {
			return "`kubectl " + verb + " " + longName(a.lit) + "` writes or reads what the model cannot check"
		}
	}
	switch verb {
	case "get", "describe", "logs", "top", "explain", "api-resources", "api-versions", "version":
		return ""
	case "cluster-info":
		if firstOperand(rest, nil) == "" {
			return ""
		}
	case "auth":
		if firstOperand(rest, nil) == "can-i" {
			return ""
		}
	case "config":
		switch firstOperand(rest, nil) {
		case "view", "get-contexts", "current-context", "get-clusters", "get-users":
			return ""
		}
	}
	if verb == "" {
		return "`kubectl` alone is not a query"
	}
	return "`kubectl " + verb + "` changes the cluster or runs commands in it"
}

// unzipReason allows listing and testing an archive (unzip -l, -v, -t,
// -Z; zipinfo): anything else extracts files.
func unzipReason(name string, args []arg) string {
	if name == "zipinfo" {
		return requireLiteralOptions(args)
	}
	list := false
	for _, a := range args[1:] {
		if a.mayBeOption() {
			return nonLiteralReason(name, a)
		}
		if !strings.HasPrefix(a.lit, "-") || a.lit == "-" {
			continue
		}
		for _, c := range a.lit[1:] {
			switch c {
			case 'l', 'v', 't', 'Z', 'z', 'p':
				// -p extracts to standard output only.
				list = true
			case 'q':
			default:
				return "`unzip -" + string(c) + "` extracts or changes files"
			}
		}
	}
	if !list {
		return "`unzip` without -l, -v, -t or -Z extracts files"
	}
	return ""
}

// systemQuery explains the system tools that only look in the shapes
// allowed here: crontab -l, dmesg without a clearing or console option,
// ip listings, systemctl queries, tmux listings, dpkg and rpm queries.
// ok is false for any other program.
func systemQuery(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "crontab", "dmesg", "ip", "systemctl", "tmux", "dpkg", "dpkg-query", "rpm":
	default:
		return "", false
	}
	for _, a := range args[1:] {
		if a.mayBeOption() {
			return nonLiteralReason(name, a), true
		}
	}
	ops := operands(args[1:])
	switch name {
	case "crontab":
		for _, a := range args[1:] {
			if !a.is("-l") && !a.is("-u") && a.lit != "" && strings.HasPrefix(a.lit, "-") {
				return "`crontab " + shorten(a.lit) + "` changes scheduled commands", true
			}
		}
		for _, a := range args[1:] {
			if a.is("-l") {
				return "", true
			}
		}
		return "`crontab` without -l changes scheduled commands", true
	case "dmesg":
		for _, a := range args[1:] {
			s := a.lit
			if longAny(s, "--clear", "--read-clear", "--console-off", "--console-on", "--console-level", "--follow", "--follow-new") ||
				shortIn(s, "cCDEnw", "lfFs") {
				return "`dmesg " + shorten(s) + "` clears the kernel log or changes the console", true
			}
		}
		return "", true
	case "ip":
		if len(ops) == 0 {
			return "`ip` alone is not a query", true
		}
		switch ops[0] {
		case "a", "addr", "address", "l", "link", "r", "route", "n", "neigh", "neighbour", "ru", "rule", "maddr", "netconf", "-br":
		default:
			return "`ip " + ops[0] + "` is not a listing the model allows", true
		}
		if len(ops) == 1 {
			return "", true
		}
		switch ops[1] {
		case "show", "list", "ls", "lst", "sh", "s", "get":
			return "", true
		}
		return "`ip " + ops[0] + " " + ops[1] + "` changes the network", true
	case "systemctl":
		if len(ops) == 0 {
			return "", true // lists units
		}
		switch ops[0] {
		case "status", "show", "cat", "list-units", "list-unit-files", "list-timers", "list-sockets",
			"list-dependencies", "list-jobs", "is-active", "is-enabled", "is-failed", "is-system-running", "get-default":
			return "", true
		}
		return "`systemctl " + ops[0] + "` changes services", true
	case "tmux":
		return tmuxReason(args), true
	case "dpkg", "dpkg-query":
		for _, a := range args[1:] {
			s := a.lit
			if !strings.HasPrefix(s, "-") {
				continue
			}
			if s == "-l" || s == "-L" || s == "-s" || s == "-S" || s == "-p" || s == "-c" || s == "-W" ||
				longAny(s, "--list", "--listfiles", "--status", "--search", "--print-avail", "--contents",
					"--get-selections", "--print-architecture", "--show", "--showformat", "--no-pager") {
				continue
			}
			return "`" + name + " " + shorten(s) + "` installs or changes packages", true
		}
		return "", true
	case "rpm":
		query := false
		for _, a := range args[1:] {
			s := a.lit
			if strings.HasPrefix(s, "-q") || s == "--query" {
				query = true
				continue
			}
			if s == "-a" || s == "-i" && query || s == "-l" || longAny(s, "--all", "--list", "--info") {
				continue
			}
			if strings.HasPrefix(s, "-") {
				return "`rpm " + shorten(s) + "` installs or changes packages", true
			}
		}
		if query {
			return "", true
		}
		return "`rpm` without -q installs or changes packages", true
	}
	return "", false
}

// operands returns the literal words that are not options.
func operands(args []arg) []string {
	var out []string
	for _, a := range args {
		if !a.dynamic && a.lit != "" && !strings.HasPrefix(a.lit, "-") {
			out = append(out, a.lit)
		}
	}
	return out
}

// cliQuery explains the query verbs of package managers and cloud
// clients: npm config get/list, go doc, helm list/status/get, aws
// describe-*/list-*/s3 ls. Not here, because make redteam saw their
// queries write: rustup and rustc -Vv (~/.rustup), pip list/show (its
// self-check cache), terraform output (a checkpoint file). ok is false
// when the line is none of these.
func cliQuery(name string, args []arg) (reason string, ok bool) {
	for _, a := range args[1:] {
		if a.mayBeOption() {
			return "", false
		}
	}
	ops := operands(args[1:])
	if len(ops) == 0 {
		return "", false
	}
	switch name {
	case "npm":
		if (ops[0] == "config" || ops[0] == "c") && len(ops) > 1 && (ops[1] == "get" || ops[1] == "list" || ops[1] == "ls") {
			for _, a := range args[1:] {
				if longAny(a.lit, "--global", "--userconfig", "--globalconfig", "--prefix") {
					return "", false
				}
			}
			return "", true
		}
	case "go":
		if ops[0] == "doc" {
			return "", true
		}
	case "helm":
		switch ops[0] {
		case "list", "ls", "status", "get", "history", "hist", "version", "search", "show", "env":
			return "", true
		case "repo", "plugin":
			if len(ops) > 1 && (ops[1] == "list" || ops[1] == "ls") {
				return "", true
			}
		}
		return "`helm " + ops[0] + "` changes releases or charts", true
	case "aws":
		for _, a := range args[1:] {
			if longAny(a.lit, "--endpoint-url", "--cli-input-json", "--cli-input-yaml") {
				return "`aws " + longName(a.lit) + "` is an option the model does not allow", true
			}
		}
		if ops[0] == "sts" && len(ops) > 1 && ops[1] == "get-caller-identity" ||
			ops[0] == "s3" && len(ops) > 1 && ops[1] == "ls" ||
			ops[0] == "configure" && len(ops) > 1 && (ops[1] == "list" || ops[1] == "get" || ops[1] == "list-profiles") {
			return "", true
		}
		if len(ops) > 1 && (strings.HasPrefix(ops[1], "describe-") || strings.HasPrefix(ops[1], "list-")) {
			return "", true
		}
		return "`aws " + strings.Join(ops[:min(2, len(ops))], " ") + "` is not a listing or description", true
	}
	return "", false
}

// curlReason allows a GET or HEAD request whose answer goes to standard
// output, with options that only shape the request or its display. Every
// option that writes a file (-o, -O, -c, -D, --trace, -w %output{}),
// sends data (-d, -F, -T) or reads a configuration (-K) is refused.
func curlReason(args []arg) string {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason("curl", a)
		}
		s := a.lit
		if !strings.HasPrefix(s, "-") || s == "-" {
			continue
		}
		if s == "--" {
			break
		}
		if strings.HasPrefix(s, "--") {
			name, value, hasValue := strings.Cut(s, "=")
			switch name {
			case "--silent", "--show-error", "--fail", "--fail-with-body", "--location", "--include", "--head",
				"--insecure", "--compressed", "--http1.1", "--http2", "--ipv4", "--ipv6", "--globoff", "--no-buffer",
				"--verbose", "--get", "--no-progress-meter", "--disable":
			case "--header", "--user-agent", "--max-time", "--connect-timeout", "--retry", "--retry-delay",
				"--referer", "--max-redirs", "--url", "--write-out", "--request":
				if !hasValue {
					if i+1 >= len(args) {
						return ""
					}
					i++
					value = args[i].lit
					if args[i].dynamic {
						return nonLiteralReason("curl", args[i])
					}
				}
				if r := curlValue(name, value); r != "" {
					return r
				}
			default:
				return "`curl " + name + "` writes, sends or reads what the model does not allow"
			}
			continue
		}
		for j := 1; j < len(s); j++ {
			c := s[j]
			if strings.IndexByte("sSfiILvk46gNq", c) >= 0 {
				continue
			}
			flag := map[byte]string{'H': "--header", 'A': "--user-agent", 'm': "--max-time", 'e': "--referer", 'w': "--write-out", 'X': "--request"}[c]
			if flag == "" {
				return "`curl -" + string(c) + "` writes, sends or reads what the model does not allow"
			}
			value := s[j+1:]
			if value == "" {
				if i+1 >= len(args) {
					return ""
				}
				i++
				if args[i].dynamic {
					return nonLiteralReason("curl", args[i])
				}
				value = args[i].lit
			}
			if r := curlValue(flag, value); r != "" {
				return r
			}
			break
		}
	}
	return ""
}

func curlValue(flag, value string) string {
	switch flag {
	case "--request":
		if value != "GET" && value != "HEAD" {
			return "`curl -X " + shorten(value) + "` is not a GET or HEAD request"
		}
	case "--write-out":
		if strings.Contains(value, "%output") || strings.HasPrefix(value, "@") {
			return "`curl -w` with %output{} or @file writes or reads a file"
		}
	}
	return ""
}

// wgetReason allows a download to standard output only (wget -qO- URL).
func wgetReason(args []arg) string {
	toStdout := false
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason("wget", a)
		}
		s := a.lit
		switch {
		case !strings.HasPrefix(s, "-"):
		case s == "-O" || s == "-qO" || s == "--output-document":
			if i+1 < len(args) && args[i+1].is("-") {
				toStdout = true
				i++
				continue
			}
			return "`wget " + s + "` writes a file"
		case s == "-O-" || s == "-qO-" || s == "--output-document=-":
			toStdout = true
		case s == "-q" || s == "--quiet" || s == "-S" || s == "--server-response" || s == "-nv" || s == "--no-verbose" ||
			s == "--spider" || s == "--no-check-certificate" || s == "--no-hsts":
		case s == "-T" || s == "--timeout" || s == "--header" || s == "-U" || s == "--user-agent":
			i++
		case strings.HasPrefix(s, "--timeout=") || strings.HasPrefix(s, "--header=") || strings.HasPrefix(s, "--user-agent="):
		default:
			return "`wget " + shorten(s) + "` is an option the model does not allow"
		}
	}
	if !toStdout {
		return "`wget` without -O - writes the download to a file"
	}
	return ""
}

// firstOperand returns the first word that is not an option, skipping the
// values of the given options.
func firstOperand(args []arg, valueOpts []string) string {
	for i := 0; i < len(args); i++ {
		s := args[i].lit
		if s == "--" {
			if i+1 < len(args) {
				return args[i+1].lit
			}
			return ""
		}
		if strings.HasPrefix(s, "-") {
			for _, o := range valueOpts {
				if s == o {
					i++
				}
			}
			continue
		}
		return s
	}
	return ""
}

// tmuxReason allows tmux's listings and reports (list-*, show-*,
// has-session, display-message -p, capture-pane -p): what a leader runs
// to see its pane teammates. Refused: a configuration (-f), a shell
// command (-c, #(...) in a format), verbose logs (-v, written to the
// working directory), control mode, a second command after ";", and
// display-message -I (it types into a pane).
func tmuxReason(args []arg) string {
	i := 1
	for ; i < len(args) && strings.HasPrefix(args[i].lit, "-"); i++ {
		s := args[i].lit
		switch {
		case s == "-L" || s == "-S":
			i++
		case s == "-2" || s == "-u":
		default:
			return "`tmux " + shorten(s) + "` is a global option the model does not allow"
		}
	}
	for _, a := range args[1:] {
		if strings.Contains(a.lit, "#(") {
			return "a tmux format with #(...) runs a shell command"
		}
		if strings.Contains(a.lit, ";") {
			return "`tmux` with `;` runs a second command"
		}
	}
	if i >= len(args) {
		return "`tmux` alone starts a session"
	}
	cmd, rest := args[i].lit, args[i+1:]
	printed := false
	for _, a := range rest {
		if a.lit == "-I" {
			return "`tmux " + cmd + " -I` types into a pane"
		}
		if shortCluster(a.lit) && strings.ContainsRune(a.lit, 'p') {
			printed = true
		}
	}
	switch cmd {
	case "ls", "list-sessions", "lsw", "list-windows", "lsp", "list-panes", "lsc", "list-clients",
		"lsb", "list-buffers", "lsk", "list-keys", "lscm", "list-commands", "has", "has-session",
		"show", "show-options", "showw", "show-window-options", "showenv", "show-environment",
		"show-hooks", "showb", "show-buffer", "info", "server-info":
		return ""
	case "display", "display-message", "capturep", "capture-pane":
		if printed {
			return ""
		}
		return "`tmux " + cmd + "` without -p shows text in the session or fills a buffer"
	}
	return "`tmux " + cmd + "` changes the session or runs a command"
}

// gofmtReason allows gofmt's reports (-l, -d, -s, -e, -r shown as a diff);
// -w rewrites files and -cpuprofile writes one.
func gofmtReason(args []arg) string {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason("gofmt", a)
		}
		if !strings.HasPrefix(a.lit, "-") || a.lit == "-" {
			continue
		}
		if a.lit == "--" {
			break
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a.lit, "-"), "=")
		switch name {
		case "l", "d", "e", "s", "a":
		case "r":
			if !hasValue {
				i++
			}
		default:
			return "`gofmt -" + name + "` writes files"
		}
	}
	return ""
}

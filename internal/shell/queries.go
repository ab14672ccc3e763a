package shell

import "strings"

// Queries of programs that otherwise run code, build or change state:
// a toolchain asked for its version, container and cluster listings,
// archive listings. Investigation asks these all the time; each is
// allowed only in the exact shapes that cannot run or write anything.

// versionQuery reports whether args only ask a toolchain, interpreter or
// tool for its version: `node --version`, `rustc --version --verbose`,
// `python3 -V`, `java -version`, `docker version`. Only names the model
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
	case first.lit == "-V" && (strings.HasPrefix(name, "python") || name == "cargo" || name == "rustc" || name == "pip" || name == "pip3" || name == "uv"):
	case first.lit == "-v" && (name == "node" || name == "nodejs" || name == "npm" || name == "pnpm" || name == "yarn" || name == "bun" || name == "make" || name == "gmake"):
	case first.lit == "-version" && (name == "java" || name == "javac"):
	case first.lit == "version" && (name == "docker" || name == "podman" || name == "kubectl" || name == "helm" || name == "terraform" || name == "dotnet" || name == "deno" || name == "bun" || name == "swift"):
	default:
		return false
	}
	if len(args) == 3 {
		// rustc and cargo print build details with --verbose; docker and
		// kubectl take a format for their version report.
		extra := args[2]
		if extra.dynamic {
			return false
		}
		switch {
		case (extra.lit == "--verbose" || extra.lit == "-v" || extra.lit == "-vV") && (name == "rustc" || name == "cargo"):
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
	case "node", "nodejs", "bun", "deno", "ruby", "perl", "php", "lua", "java", "javac",
		"npm", "pnpm", "yarn", "pip", "pip3", "pipx", "uv", "poetry", "pdm", "gem", "bundle",
		"composer", "cargo", "rustc", "rustup", "dotnet", "swift", "mix", "elixir", "erl",
		"make", "gmake", "cmake", "ninja", "meson", "mvn", "gradle", "ant", "gcc", "g++",
		"cc", "c++", "clang", "clang++", "tsc", "bash", "zsh", "sh", "fish",
		"docker", "podman", "kubectl", "helm", "terraform", "tofu", "git", "gh", "jq", "yq",
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
			case 'l', 'v', 't', 'Z', 'z':
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

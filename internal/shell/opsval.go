package shell

import "strings"

// Servers, observability agents and configuration tools asked what they
// are, and the few of their checks that only read: the version reports of
// nginx, haproxy, envoy, traefik, vector, the OpenTelemetry collectors,
// promtool and amtool; caddy's version, module list, fmt and adapt;
// pg_conftool show; redis-check-rdb and redis-check-aof without --fix;
// the Python jsonschema CLI; disk and memory reports (duf, dfc, dust,
// smem); envsubst with any words; and the --help and --version of the
// coreutils and util-linux programs that otherwise write. The shapes that
// stay refused say why: haproxy -c runs the Lua its configuration loads,
// caddy validate provisions its apps (the local CA writes its keys),
// vector validate resolves the configuration's secrets (an exec backend
// runs a command), otelcol validate builds every component the
// configuration names, flatpak's listings create the user installation.

// opsValReason explains the programs of this file; ok is false for any
// other program and for the shapes another file judges (nginx -t).
func opsValReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "nginx", "openresty":
		// Both print while they read their options, before the error
		// log is opened (checked on nginx 1.22: nothing is opened).
		if len(args) == 2 && oneOf(args[1], "-v", "-V", "-h") {
			return "", true
		}
		return "", false
	case "haproxy":
		if len(args) == 2 && oneOf(args[1], "-v", "-vv") {
			return "", true
		}
		return "`haproxy` other than -v and -vv starts the proxy or checks a configuration, and -c runs the Lua files the configuration loads (lua-load; checked on HAProxy 2.6)", true
	case "envoy":
		if len(args) == 2 && oneOf(args[1], "--version", "--help") {
			return "", true
		}
		return "`envoy` other than --version starts the proxy, and --mode validate builds every filter the configuration names, Lua and Wasm code included", true
	case "traefik":
		// The version command has no configuration loaders: no file,
		// flag or environment is read before it prints.
		if len(args) == 2 && oneOf(args[1], "version", "--help", "-h") {
			return "", true
		}
		return "`traefik` other than version starts the proxy or reads its configuration (providers, plugins)", true
	case "vector":
		return vectorReason(args), true
	case "otelcol", "otelcol-contrib", "otelcol-k8s", "otelcol-core":
		return otelcolReason(name, args), true
	case "caddy":
		return caddyReason(args), true
	case "pg_conftool":
		return pgConftoolReason(args), true
	case "redis-check-rdb", "redis-check-aof":
		// Each reads the file it names and prints a report; only
		// redis-check-aof --fix and --truncate-to-timestamp change it
		// (checked on Redis 7.0: it opens the file read-write for --fix,
		// but writes nothing without it).
		if len(args) == 2 && !args[1].mayBeOption() && !args[1].glob && !strings.HasPrefix(args[1].lit, "-") {
			return "", true
		}
		if len(args) == 2 && oneOf(args[1], "--version", "-v") {
			return "", true
		}
		return "`" + name + "` takes one file to check; its options (--fix, --truncate-to-timestamp) change the file", true
	case "jsonschema":
		return specReason(name, args, &specJsonschema), true
	case "check-jsonschema":
		if len(args) == 2 && oneOf(args[1], "--version", "--help", "-h") {
			return "", true
		}
		return "`check-jsonschema` keeps the schemas it downloads, and the ones their $refs name, in ~/.cache/check_jsonschema", true
	case "smem":
		return specReason(name, args, &specSmem), true
	case "duf", "dfc", "dust":
		// Disk usage reports: no option of theirs writes a file or runs a
		// program (duf's -output and dfc's -e choose what is printed),
		// so any word, even one known only at run time, is harmless.
		return "", true
	case "envsubst":
		// GNU envsubst has three options (--help, --version,
		// --variables), none of which writes, and one operand: any word,
		// even one known only at run time, is harmless.
		return "", true
	case "flatpak":
		if len(args) == 2 && oneOf(args[1], "--version", "--help", "-h") {
			return "", true
		}
		return "`flatpak` creates the user installation (~/.local/share/flatpak/repo, an OSTree repository and its config) when it is missing, even for list, info and remotes (checked on flatpak 1.14)", true
	case "flyway":
		return "`flyway` starts a JVM that reads flyway.conf and flyway.toml from the working directory (which can name JAR folders and callbacks); the model does not know a shape that loads nothing the team writes", true
	case "pint":
		return "`pint` reads .pint.hcl, which the team can write (Prometheus servers to query, reporters that comment on pull requests, --checkstyle and --json write reports); the model does not know a shape of it that writes nothing", true
	case "vim", "vimdiff", "ldd", "watch":
		// vim prints these while it scans its arguments, before a
		// vimrc, viminfo or swap file is read (checked on Vim 9.0:
		// nothing is opened); ldd is a shell script that prints and exits
		// before it runs the loader; watch prints without running its
		// command.
		if len(args) == 2 && oneOf(args[1], "--version", "--help") {
			return "", true
		}
		return "", false
	}
	if helpOnlyWriter(name) && len(args) == 2 && oneOf(args[1], "--help", "--version") {
		// GNU's getopt_long and parse_long_options print the help or the
		// version and exit when they meet the option, before any operand
		// is used; BSD's programs refuse it as an unknown option.
		return "", true
	}
	return "", false
}

// helpOnlyWriter reports the coreutils and util-linux programs that change
// files, devices or processes, but whose --help and --version print only.
func helpOnlyWriter(name string) bool {
	switch name {
	case "rm", "unlink", "shred", "rmdir", "mv", "cp", "install", "mkdir", "mktemp", "touch",
		"chmod", "chown", "chgrp", "ln", "link", "dd", "truncate", "split", "csplit",
		"mkfifo", "mknod", "chcon", "patch", "rename", "fallocate", "wipefs", "mkswap",
		"swapon", "swapoff", "mount", "umount", "losetup", "fstrim", "blkdiscard", "sfdisk",
		"fdisk", "setsid", "unshare", "nsenter", "renice", "ionice", "taskset", "chrt":
		return true
	}
	return false
}

// specJsonschema declares the Python jsonschema CLI (argparse, which takes
// abbreviations): -o is the output format, not a file; -V imports the
// validator class it names.
var specJsonschema = optSpec{strict: true, complete: true, values: "iFoV", switches: "h",
	longValues:   []string{"--instance", "--error-format", "--output", "--validator", "--base-uri"},
	longSwitches: []string{"--help", "--version"},
	deny:         []denied{{[]string{"-V", "--validator"}, "imports the Python module it names, which runs its code"}}}

// specSmem declares smem (optparse, which takes abbreviations): --pie and
// --bar draw with matplotlib, which writes its font cache.
var specSmem = optSpec{strict: true, complete: true, values: "cRKPMUsS", switches: "hHtamuwnrpk",
	longValues: []string{"--columns", "--realmem", "--kernel", "--processfilter", "--mapfilter", "--userfilter",
		"--sort", "--source", "--pie", "--bar"},
	longSwitches: []string{"--help", "--no-header", "--totals", "--autosize", "--mappings", "--users", "--system",
		"--numeric", "--reverse", "--percent", "--abbreviate"},
	deny: []denied{{[]string{"--pie"}, "draws with matplotlib, which writes its font cache"},
		{[]string{"--bar"}, "draws with matplotlib, which writes its font cache"}}}

// vectorReason allows vector's version, help and component list: clap
// reads them before any configuration is loaded.
func vectorReason(args []arg) string {
	if len(args) == 2 && oneOf(args[1], "--version", "-V", "--help", "-h", "help", "list") {
		return ""
	}
	if len(args) == 4 && args[1].is("list") && oneOf(args[2], "--format") && oneOf(args[3], "text", "json") {
		return ""
	}
	if len(args) == 3 && args[1].is("list") && oneOf(args[2], "--format=text", "--format=json") {
		return ""
	}
	if len(args) > 1 && args[1].is("validate") {
		return "`vector validate` resolves the configuration's secrets (an exec backend runs the command the configuration names) and, without --no-environment, builds the sinks and runs their health checks"
	}
	return "`vector` other than --version, help and list runs the pipeline or reads its configuration"
}

// otelcolReason allows an OpenTelemetry collector's version, help and
// component list (the factories compiled in; no configuration is read).
func otelcolReason(name string, args []arg) string {
	if len(args) == 2 && oneOf(args[1], "--version", "-v", "--help", "-h", "help", "components") {
		return ""
	}
	if len(args) > 1 && args[1].is("validate") {
		return "`" + name + " validate` builds every component its configuration names (each factory's create runs), and the model cannot show that none of them writes"
	}
	return "`" + name + "` other than --version and components runs the collector or reads its configuration"
}

// The caddy commands that only print: version, build-info, environ,
// list-modules, fmt (to standard output unless --overwrite), adapt
// (without --validate, which provisions the apps: the PKI app writes its
// local CA's keys). cobra takes flags after operands, no abbreviations.
var (
	specCaddyPlain = optSpec{strict: true, complete: true, exact: true, pflag: true, switches: "h",
		longSwitches: []string{"--help"}}
	specCaddyModules = optSpec{strict: true, complete: true, exact: true, pflag: true, switches: "h",
		longSwitches: []string{"--help", "--packages", "--versions", "--skip-standard"}}
	specCaddyFmt = optSpec{strict: true, complete: true, exact: true, pflag: true, switches: "hw",
		longSwitches: []string{"--help", "--diff", "--overwrite"},
		deny:         []denied{{[]string{"--overwrite", "-w"}, "rewrites the Caddyfile"}}}
	specCaddyAdapt = optSpec{strict: true, complete: true, exact: true, pflag: true, switches: "h",
		longValues:   []string{"--config", "--adapter", "--envfile"},
		longSwitches: []string{"--help", "--pretty", "--validate"},
		deny:         []denied{{[]string{"--validate"}, "provisions the apps, and the PKI app writes its local CA's keys"}}}
)

// caddyReason allows caddy's printing commands. Every caddy run creates
// ~/.step, an empty folder (a tool cache, caches.go).
func caddyReason(args []arg) string {
	if len(args) == 2 && oneOf(args[1], "--help", "-h", "help", "--version") {
		return ""
	}
	if len(args) < 2 || args[1].mayBeOption() || args[1].glob {
		return "`caddy` without a literal command is not a query the model knows"
	}
	verb := args[1].lit
	var sp *optSpec
	maxOps := 0
	switch verb {
	case "version", "build-info", "environ":
		sp = &specCaddyPlain
	case "list-modules":
		sp = &specCaddyModules
	case "fmt":
		sp, maxOps = &specCaddyFmt, 1
	case "adapt":
		sp = &specCaddyAdapt
	case "help":
		return ""
	case "validate":
		return "`caddy validate` provisions the apps its configuration names (the PKI app writes its local CA's keys under ~/.local/share/caddy); caddy adapt shows the configuration"
	default:
		return "`caddy " + shorten(verb) + "` runs, stops or changes the server, or is not a query the model knows"
	}
	name := "caddy " + verb
	sc := scanArgs(args[2:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	if len(sc.operands) > maxOps {
		return "`" + name + "` takes no more operands than its file"
	}
	for _, a := range sc.operands {
		if a.mayBeOption() || a.glob {
			return nonLiteralReason(name, a)
		}
	}
	return ""
}

// pgConftoolReason allows pg_conftool show (and its synonym get): the
// first word that names a command decides, as the script finds it; its
// options (-b, -s, -v) only shape the output.
func pgConftoolReason(args []arg) string {
	for _, a := range args[1:] {
		if a.dynamic || a.glob {
			return "`pg_conftool` has a word known only at run time, which may be its command (set, remove, edit)"
		}
		switch a.lit {
		case "show", "get":
			return ""
		case "set", "remove", "delete", "disable", "edit":
			return "`pg_conftool " + a.lit + "` changes the cluster's configuration (show reads it)"
		}
	}
	return "`pg_conftool` without show is not a query the model knows"
}

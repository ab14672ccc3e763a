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
// stay refused say why: pint ci reports to the code host, haproxy -c
// runs the Lua its configuration loads,
// caddy validate provisions its apps (the local CA writes its keys),
// vector validate without --no-environment builds its components and
// resolves the configuration's secrets (an exec backend runs a command),
// otelcol validate builds every component the configuration names,
// flatpak's listings create the user installation.

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
	case "uvicorn":
		// Both print from click's eager options before the application
		// is imported (checked with Debian's python3-uvicorn 0.17.6
		// through pip's console script, in a folder of hostile modules:
		// none imported, nothing written, nothing run).
		if len(args) == 2 && oneOf(args[1], "--version", "--help") {
			return "", true
		}
		return "`uvicorn` other than --version and --help imports the application it names and serves it (--reload and --workers start more processes, --env-file and --log-config read files)", true
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
	case "alloy":
		return alloyReason(args), true
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
		return pintReason(args), true
	case "mysqld", "mariadbd":
		// The options the server would start with, or its whole option
		// list with the values its configuration sets: both print and
		// exit before a data folder or log is opened (checked on
		// MariaDB 10.11: nothing is written).
		if len(args) == 2 && args[1].is("--print-defaults") ||
			len(args) == 3 && (exactWords(args, "--verbose", "--help") || exactWords(args, "--help", "--verbose")) {
			return "", true
		}
	case "my_print_defaults":
		// Prints the options of the groups it is given from the option
		// files; it has no option that writes.
		return "", true
	case "lighttpd":
		if len(args) == 2 && oneOf(args[1], "-v", "-V", "-h") {
			return "", true
		}
		return "`lighttpd` other than -v and -V starts the server, and its configuration check (-t, -tt) runs the commands include_shell names", true
	case "unrar":
		return unrarReason(args), true
	case "lsar":
		// Lists or tests an archive (unar extracts); no option writes.
		return "", true
	case "cpio":
		return cpioReason(args), true
	case "rpm2cpio":
		// Writes the package's payload to standard output; it has no
		// options.
		return "", true
	case "conftest", "skopeo", "docker-compose":
		// Each prints its version from its option parser (cobra,
		// docopt) before a policy, registry or compose file is read.
		if len(args) == 2 && oneOf(args[1], "--version") {
			return "", true
		}
		return "", false
	case "vim", "vimdiff", "ldd", "watch", "systemctl":
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
	if words := serverVersion(name); words != nil {
		if len(args) == 2 && oneOf(args[1], words...) {
			return "", true
		}
		if r, ok := serverCheck(name, args); ok {
			return r, true
		}
		if name == "mariabackup" || name == "mariadb-backup" || name == "xtrabackup" {
			return "`" + name + "` other than --version copies, prepares or restores a database's data folder (and takes the server's backup locks); only --version is a read", true
		}
		return "`" + name + "` other than " + strings.Join(words, " or ") + " starts the server or reads its configuration, which the model does not know to be harmless", true
	}
	if r, ok := serverCheck(name, args); ok {
		return r, true
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
		sp := &specVectorValidate
		sc := scanArgs(args[2:], sp)
		if r := sc.verdict("vector validate", sp); r != "" {
			return r
		}
		if sc.has(sp, "--no-environment") == nil {
			return "`vector validate` without --no-environment builds every component (in a temporary data folder), runs the sinks' health checks and resolves the configuration's secrets (an exec backend runs the command the configuration names)"
		}
		for _, a := range sc.operands {
			if a.mayBeOption() {
				return nonLiteralReason("vector validate", a)
			}
		}
		return ""
	}
	return "`vector` other than --version, help and list runs the pipeline or reads its configuration"
}

// specVectorValidate declares vector validate's options (clap, whole
// names only). With --no-environment it only loads and checks the
// configuration files: no component is built, no secret backend is asked
// unless --resolve-secrets, which runs an exec backend's command.
var specVectorValidate = optSpec{strict: true, complete: true, exact: true, values: "C", switches: "dh",
	longValues:   []string{"--config-toml", "--config-json", "--config-yaml", "--config-dir"},
	longSwitches: []string{"--no-environment", "--deny-warnings", "--skip-healthchecks", "--help", "--resolve-secrets"},
	deny:         []denied{{[]string{"--resolve-secrets"}, "asks the secret backends, and an exec backend runs the command the configuration names"}}}

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
// first word that names a command decides, as the script finds it (a
// Perl match, /^(show|...)$/, which a final newline also passes); its
// options (-b, -s, -v) only shape the output.
func pgConftoolReason(args []arg) string {
	for _, a := range args[1:] {
		if a.dynamic || a.glob {
			return "`pg_conftool` has a word known only at run time, which may be its command (set, remove, edit)"
		}
		// Perl's $ also matches before a final newline: the script takes
		// "delete\n" for its command (and turns it into remove).
		w := strings.TrimSuffix(a.lit, "\n")
		switch w {
		case "show", "get":
			if w == a.lit {
				return ""
			}
			return "`pg_conftool` has a command word with a newline, which it reads as the command but does not run as show"
		case "set", "remove", "delete", "disable", "edit":
			return "`pg_conftool " + shorten(a.lit) + "` changes the cluster's configuration (show reads it)"
		}
	}
	return "`pg_conftool` without show is not a query the model knows"
}

// serverVersion returns the words that alone make a server, agent or
// exporter print its version while it reads its options, before a
// configuration, log, pid file or plugin is opened, or nil for another
// program. Checked with strace on Debian 12's packages (apache2, postgres
// and mariadbd, mariabackup, memcached, varnishd, squid, named, unbound, dnsmasq,
// keepalived, etcd, containerd, prometheus, alertmanager, node_exporter,
// chronyd, php-fpm, gunicorn, supervisord, stunnel, dovecot: nothing
// written but
// php-fpm's and supervisord's temporary files, removed at once); the
// others print from their flag parsers (kingpin, Go's flag, urfave/cli,
// Kubernetes' verflag) before they read a configuration.
func serverVersion(name string) []string {
	if strings.HasPrefix(name, "php-fpm") && strings.Trim(name[len("php-fpm"):], "0123456789.") == "" {
		return []string{"-v", "--version"}
	}
	switch name {
	case "apache2", "httpd":
		// -V parses the configuration (and loads its modules).
		return []string{"-v"}
	case "postgres", "postmaster", "mysqld", "mariadbd":
		return []string{"--version", "-V"}
	case "mongod", "mongos", "etcd", "prometheus", "alertmanager", "prometheus-alertmanager", "node_exporter",
		"prometheus-node-exporter", "blackbox_exporter", "prometheus-blackbox-exporter", "pushgateway",
		"prometheus-pushgateway", "thanos", "kubelet", "kube-apiserver", "kube-controller-manager",
		"kube-scheduler", "kube-proxy", "dovecot":
		return []string{"--version"}
	case "memcached", "fluent-bit", "td-agent-bit":
		return []string{"-V", "--version"}
	case "varnishd":
		return []string{"-V"}
	case "squid":
		return []string{"-v"}
	case "named":
		return []string{"-v", "-V"}
	case "unbound":
		return []string{"-V"}
	case "dnsmasq", "keepalived", "containerd", "nats-server", "gunicorn", "supervisord", "redis-sentinel":
		return []string{"--version", "-v"}
	case "loki", "promtail", "mimir", "tempo", "vmalert", "victoria-metrics", "vmagent", "coredns":
		return []string{"-version", "--version"}
	case "chronyd":
		// Checked on chrony 4.3: nothing is opened for writing.
		return []string{"-v", "--version"}
	case "ntpd", "clickhouse-server", "clickhouse-client", "clickhouse", "kube-state-metrics", "cadvisor":
		return []string{"--version"}
	case "mariabackup", "mariadb-backup", "xtrabackup":
		// Anything else copies, prepares or restores a data folder
		// (checked on MariaDB 10.11's mariabackup: --version opens nothing
		// for writing; Percona's xtrabackup is not in Debian 12 and prints
		// its version the same way, by its documentation).
		return []string{"--version"}
	case "cockroach":
		return []string{"version"}
	case "grafana-server":
		return []string{"-v"}
	case "grafana":
		return []string{"--version", "-v"}
	case "telegraf":
		return []string{"--version", "version"}
	case "stunnel", "stunnel4":
		return []string{"-version"}
	case "kubeadm":
		return []string{"version"}
	}
	return nil
}

// specDoveconf declares doveconf's options (-c names the configuration,
// -m a module, -f a filter); the rest choose what is printed.
var specDoveconf = optSpec{strict: true, complete: true, values: "cfm", switches: "adhnNSsPx"}

// specPgCtl declares the pg_ctl options that matter to status: the data
// folder and -s; any other (start's -l log file, -o server options) is
// refused.
var specPgCtl = optSpec{strict: true, complete: true, values: "D", switches: "s",
	longValues: []string{"--pgdata"}, longSwitches: []string{"--silent"}}

// serverCheck judges the checks and reports of servers whose other modes
// serve (ok false for any other program or shape).
func serverCheck(name string, args []arg) (reason string, ok bool) {
	if strings.HasPrefix(name, "php-fpm") {
		return "`" + name + "` other than -v starts the pool manager, and -t opens (creates) its error log (checked on PHP 8.2)", true
	}
	switch name {
	case "kubeadm":
		if len(args) == 4 && args[1].is("version") && oneOf(args[2], "-o", "--output") && oneOf(args[3], "short", "json", "yaml") {
			return "", true
		}
	case "containerd":
		// The default configuration, or the one the daemon would load,
		// printed (checked on containerd 1.6: nothing is written).
		if len(args) == 3 && args[1].is("config") && oneOf(args[2], "default", "dump") {
			return "", true
		}
	case "dnsmasq":
		// A syntax check: dnsmasq reads its configuration and exits; the
		// scripts it names run only on DHCP events of a running daemon.
		if len(args) == 2 && args[1].is("--test") {
			return "", true
		}
	case "squid":
		// squid -k parse reads the configuration and exits (checked on
		// Squid 5.7: nothing is opened for writing).
		if len(args) == 3 && args[1].is("-k") && args[2].is("parse") {
			return "", true
		}
	case "unbound-checkconf":
		// Alone it checks the system configuration; a file operand may be
		// one the team writes, whose python and dynlib modules the check
		// initializes (code).
		if len(args) == 1 || len(args) == 2 && oneOf(args[1], "-h") {
			return "", true
		}
		return "`unbound-checkconf` initializes the modules the configuration names (python and dynlib modules are code); alone it checks the system configuration", true
	case "doveconf":
		sc := scanArgs(args[1:], &specDoveconf)
		if r := sc.verdict(name, &specDoveconf); r != "" {
			return r, true
		}
		for _, a := range sc.operands {
			if a.dynamic || a.glob || strings.HasPrefix(a.lit, "/") {
				// doveconf runs a program named by an absolute path with
				// the configuration in its environment.
				return "`doveconf " + shorten(a.lit) + "`: an operand that is a path (or may be one at run time) is a program doveconf runs", true
			}
		}
		return "", true
	case "pg_ctl":
		if len(args) == 2 && oneOf(args[1], "--version", "-V", "--help") {
			return "", true
		}
		sc := scanArgs(args[1:], &specPgCtl)
		if r := sc.verdict(name, &specPgCtl); r != "" {
			return r, true
		}
		if len(sc.operands) != 1 || !sc.operands[0].is("status") {
			return "`pg_ctl` other than status starts, stops, reloads, promotes or initializes a server", true
		}
		return "", true
	case "pg_ctlcluster":
		return "`pg_ctlcluster` recreates a missing log file and socket folder even for status (pg_lsclusters shows the clusters' status)", true
	case "certbot":
		return "`certbot` sets up a log file before it reads its options and its commands write under /var/log/letsencrypt and /etc/letsencrypt; the model has not checked a shape that writes nothing", true
	case "supervisorctl":
		return "`supervisorctl` reads supervisord.conf from the working folder, whose ctlplugin sections import Python code", true
	case "postfix":
		return "`postfix` changes the mail system; even check creates missing queue folders and fixes their ownership (postconf shows the configuration)", true
	case "apachectl", "apache2ctl":
		return "`" + name + "` is a script around apache2 whose checks load the modules the configuration names; the model has not checked its other effects (apache2 -v prints the version)", true
	}
	return "", false
}

// unrarReason allows unrar's listings (l, lt, lta, lb, v, vt, vta, vb),
// its test (t) and p, which prints files to standard output; e and x
// extract. -ilog writes a log file.
func unrarReason(args []arg) string {
	cmd := ""
	for _, a := range args[1:] {
		if a.mayBeOption() || a.glob {
			return nonLiteralReason("unrar", a)
		}
		if strings.HasPrefix(a.lit, "-") {
			if strings.HasPrefix(strings.ToLower(a.lit), "-ilog") {
				return "`unrar -ilog` writes a log file"
			}
			continue
		}
		if cmd == "" {
			cmd = a.lit
		}
	}
	switch cmd {
	case "l", "lt", "lta", "lb", "v", "vt", "vta", "vb", "t", "p":
		return ""
	}
	return "`unrar " + shorten(cmd) + "` extracts files (l lists, t tests, p prints)"
}

// specCpio declares GNU cpio's options that take a value and the modes
// and options that write: copy-out (-o) writes an archive, pass-through
// (-p) copies files, --rsh-command runs a program, -O names the archive
// it writes.
var specCpio = optSpec{values: "CEFHIMDRO",
	longValues: []string{"--io-size", "--pattern-file", "--file", "--format", "--message", "--directory", "--owner",
		"--rsh-command", "--rename-batch-file", "--block-size", "--warning"},
	deny: []denied{
		{[]string{"-o", "--create"}, "writes an archive"}, {[]string{"-p", "--pass-through"}, "copies files"},
		{[]string{"--rsh-command"}, "runs a program"}, {[]string{"-O"}, "writes the archive it names"},
		{[]string{"-A", "--append"}, "writes an archive"}, {[]string{"--rename-batch-file"}, "reads names for the files it writes"},
	}}

// cpioReason allows cpio's table of contents (-t, with or without -i):
// it reads the archive and extracts nothing. An archive named
// host:file is read through rsh, a program, unless --force-local.
func cpioReason(args []arg) string {
	sp := &specCpio
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("cpio", sp); r != "" {
		return r
	}
	if sc.has(sp, "-t", "--list") == nil {
		return "`cpio` without -t extracts, writes or copies files"
	}
	if sc.has(sp, "--force-local") == nil {
		for _, o := range sc.opts {
			if o.hasVal && (o.is(sp, "-F") || o.is(sp, "-I") || o.is(sp, "--file")) && (o.val.dynamic || strings.Contains(o.val.lit, ":")) {
				return "`cpio " + o.name + " " + shorten(o.val.lit) + "`: an archive named host:file is read through a remote shell"
			}
		}
	}
	return ""
}

// specAlloyFmt declares alloy fmt's flags (cobra: whole names, bundles of
// shorthands, flags after the file): --write rewrites the file.
var specAlloyFmt = optSpec{strict: true, complete: true, exact: true, pflag: true, switches: "htw",
	longSwitches: []string{"--help", "--test", "--write"},
	deny:         []denied{{[]string{"--write", "-w"}, "rewrites the file"}}}

// alloyReason allows Grafana Alloy's version and fmt, which prints the
// formatted configuration (or with --test only says whether it would
// change); run starts the collector.
func alloyReason(args []arg) string {
	if len(args) == 2 && oneOf(args[1], "--version", "--help", "-h", "help") {
		return ""
	}
	if len(args) < 2 || !args[1].is("fmt") {
		return "`alloy` other than --version and fmt runs the collector, converts files or talks to a running one"
	}
	sp := &specAlloyFmt
	sc := scanArgs(args[2:], sp)
	if r := sc.verdict("alloy fmt", sp); r != "" {
		return r
	}
	if len(sc.operands) > 1 {
		return "`alloy fmt` takes one file"
	}
	for _, a := range sc.operands {
		if a.mayBeOption() || a.glob {
			return nonLiteralReason("alloy fmt", a)
		}
	}
	return ""
}

// specPint declares pint's global options (urfave/cli: whole names, no
// bundles), which come before its command.
var specPint = optSpec{posix: true, strict: true, complete: true, exact: true, values: "cwlde", switches: "nosh",
	longValues:   []string{"--config", "--workers", "--log-level", "--disabled", "--enabled"},
	longSwitches: []string{"--no-color", "--offline", "--show-duplicates", "--help"}}

// specPintLint declares pint lint's options and the global ones it may
// take after the command: --checkstyle (-c) and --json (-j) write
// reports.
var specPintLint = optSpec{strict: true, complete: true, exact: true, values: "nwcjlde", switches: "rtosh",
	longValues: []string{"--min-severity", "--fail-on", "--checkstyle", "--json", "--config", "--workers", "--log-level",
		"--disabled", "--enabled"},
	longSwitches: []string{"--require-owner", "--teamcity", "--no-color", "--offline", "--show-duplicates", "--help"},
	deny:         []denied{{[]string{"--checkstyle", "-c"}, "writes a report file"}, {[]string{"--json", "-j"}, "writes a report file"}}}

// pintReason allows pint lint (reads the rule files, and queries the
// Prometheus servers .pint.hcl names: HTTP reads), config (prints the
// parsed configuration) and version. ci reports to the code host
// (comments on pull requests) and watch runs a server with a pid file.
// Checked on pint's source: nothing else opens a file for writing.
func pintReason(args []arg) string {
	g := scanArgs(args[1:], &specPint)
	if r := g.verdict("pint", &specPint); r != "" {
		return r
	}
	if len(g.operands) == 0 {
		if g.has(&specPint, "--help", "-h") != nil {
			return ""
		}
		return "`pint` without a command is not a query"
	}
	cmd := g.operands[0]
	if cmd.mayBeOption() || cmd.glob {
		return nonLiteralReason("pint", cmd)
	}
	switch cmd.lit {
	case "version", "config", "help":
		return ""
	case "lint":
		sc := scanArgs(g.operands[1:], &specPintLint)
		return sc.verdict("pint lint", &specPintLint)
	}
	return "`pint " + shorten(cmd.lit) + "` reports to the code host (ci), runs a server that writes a pid file (watch) or is not a query the model knows"
}

package shell

import (
	"path"
	"strings"
)

// maxWrapperDepth bounds wrappers inside wrappers (timeout nice env ...).
const maxWrapperDepth = 8

// simple classifies one simple command given its words, after expansion of
// nothing. It returns "" when the command is read-only and a reason when it
// is not.
func (c *classifier) simple(args []arg, depth int) string {
	if len(args) == 0 {
		return ""
	}
	i := c.w.invoke(args, c.node)
	reason := c.judged(args, depth, c.w.out.Invocations[i])
	if reason == "" || modeledWriter(args) {
		c.w.out.Invocations[i].Modeled = true
	}
	return reason
}

// judged asks Env.Judge first, then the model.
func (c *classifier) judged(args []arg, depth int, inv Invocation) string {
	if depth > maxWrapperDepth {
		return "too many nested command wrappers"
	}
	if j := c.w.env.Judge; j != nil {
		if readOnly, reason, ok := j(inv); ok {
			if readOnly {
				return ""
			}
			if reason == "" {
				reason = "`" + inv.Path + "` is not read-only"
			}
			return reason
		}
	}
	first := args[0]
	if first.dynamic {
		return "the command name is not literal"
	}
	for _, fields := range c.extra {
		if matchesExtra(args, fields) {
			return ""
		}
	}
	name := programName(first.lit)
	if name == "" && c.inPod {
		name = kafkaPodTool(first.lit)
	}
	if name == "" || name == "teamctl" && first.lit != "teamctl" {
		if path.Base(first.lit) == "teamctl" {
			return "`" + first.lit + "` is not the installed teamctl, so an unknown program"
		}
		return "`" + first.lit + "` is not a known read-only command"
	}
	if readOnlyCommand(name) {
		return ""
	}
	if versionQuery(name, args) {
		return ""
	}
	if cmd := jcMagic(name, args); cmd != nil {
		return c.simple(cmd, depth+1)
	}
	if reason, ok := opsValReason(name, args); ok {
		return reason
	}
	if reason, ok := dataReason(name, args, c.in); ok {
		return reason
	}
	if reason, ok := c.familyReason(name, args); ok {
		return reason
	}
	if reason, ok := c.codeProfReason(name, args); ok {
		return reason
	}
	if reason, ok := c.secScanReason(name, args); ok {
		return reason
	}
	if reason, ok := c.langAuditReason(name, args); ok {
		return reason
	}
	if reason, ok := c.iacScanReason(name, args); ok {
		return reason
	}
	if reason, ok := c.pyQAReason(name, args); ok {
		return reason
	}
	if name == "oasdiff" {
		// Its configuration (viper: oasdiff.yaml and the like where it
		// runs) sets any flag: open: true uploads the comparison.
		if r := c.runDirConfigReason(name, "oasdiff", "which can set any of its options (open: true uploads the specs to oasdiff.com)"); r != "" {
			return r
		}
	}
	if reason, ok := toolQueryReason(name, args); ok {
		return reason
	}
	if reason, ok := relOpsReason(name, args); ok {
		return reason
	}
	switch name {
	case "unzip", "zipinfo":
		return unzipReason(name, args)
	case "docker", "podman":
		if cmd, r, ok := containerExecCommand(name, args); ok {
			if r != "" {
				return r
			}
			return c.inContainer(cmd, depth)
		}
		return containerReason(name, args)
	case "kubectl":
		if cmd, r, ok := kubectlExecCommand(args); ok {
			if r != "" {
				return r
			}
			defer func(was bool) { c.inPod = was }(c.inPod)
			c.inPod = true
			return c.inContainer(cmd, depth)
		}
		return kubectlReason(args)
	case "curl":
		return curlReason(args)
	case "kafkactl":
		return c.kafkactlReason(args)
	case "logcli":
		return logcliReason(args)
	case "pluto":
		return plutoReason(args)
	case "kubent":
		return kubentReason(args)
	case "nova":
		return novaReason(args)
	case "polaris":
		return polarisReason(args)
	case "gofmt":
		return gofmtReason(args)
	case "xmllint":
		return xmllintReason(args)
	case "cppcheck":
		return specReason(name, args, &specCppcheck)
	case "clang-format":
		return specReason(name, args, &specClangFormat)
	case "nm", "objdump":
		return specReason(name, args, &specBinutils)
	case "actionlint":
		return specReason(name, args, &specActionlint)
	case "ruff":
		return ruffReason(args)
	case "cmake":
		return cmakeReason(args)
	case "wget":
		return wgetReason(args)
	case "psql":
		return psqlReason(args, c.in)
	case "pg_dump", "pg_dumpall":
		return pgDumpReason(name, args)
	case "pg_isready":
		return pgIsreadyReason(args)
	case "pg_archivecleanup":
		return pgArchiveCleanupReason(args)
	case "pg_restore":
		return pgRestoreReason(args)
	case "patronictl":
		return patronictlReason(args)
	case "pg_waldump":
		return specReason(name, args, &specPgWaldump)
	case "pg_amcheck":
		return pgAmcheckReason(args)
	case "pg_config", "pg_controldata", "pg_lsclusters":
		return pgConfigReason(name, args)
	case "sqlite3":
		return sqlite3Reason(args, c.in)
	case "etcdctl":
		return etcdctlReason(args)
	case "mongosh", "mongo":
		return mongoReason(name)
	case "rdb":
		return rdbReason(args)
	case "redis-cli", "valkey-cli", "keydb-cli":
		return redisCliReason(args)
	case "mysql", "mariadb":
		return mysqlReason(name, args)
	case "mysqldump", "mariadb-dump", "mysqladmin", "mariadb-admin":
		return mysqlToolReason(name, args)
	case "mysqlbinlog", "mariadb-binlog", "mysqlshow", "mariadb-show":
		return mysqlReaderReason(name, args)
	case "mysqldumpslow", "mariadb-dumpslow":
		return mysqlDumpSlowReason(name, args)
	case "helm":
		return c.helmReason(args)
	case "kustomize":
		return kustomizeReason(args)
	case "terraform":
		return c.terraformReason(args)
	case "ansible", "ansible-playbook", "ansible-inventory", "ansible-doc", "ansible-config", "ansible-galaxy",
		"ansible-vault", "ansible-console", "ansible-pull", "ansible-lint", "ansible-test":
		return c.ansibleReason(name, args)
	case "docker-compose":
		if cmd, r, ok := composeExecCommand("docker-compose", args[1:]); ok {
			if r != "" {
				return r
			}
			return c.inContainer(cmd, depth)
		}
		return composeReason("docker-compose", args[1:])
	}
	if name == "mc" && c.w.fedStdin {
		// Where mc is Midnight Commander, what it reads on its standard
		// input are keystrokes, and a typed line runs as a shell command
		// (checked with mc 4.8: printf 'touch x\r' | mc ls b creates x).
		return "`mc` reads its standard input from the line: where mc is Midnight Commander, that input is typed into its command line and runs as shell commands (mcli names the MinIO client alone)"
	}
	if reason, ok := objStoreReason(name, args); ok {
		return reason
	}
	if reason, ok := cloudReason(name, args); ok {
		return reason
	}
	if reason, ok := infraReason(name, args); ok {
		return reason
	}
	if reason, ok := systemQuery(name, args); ok {
		return reason
	}
	if name == "perf" && len(args) > 1 && args[1].is("stat") {
		return c.perfStatReason(args, depth)
	}
	if reason, ok := inspectReason(name, args); ok {
		return reason
	}
	if reason, ok := cliQuery(name, args); ok {
		return reason
	}
	if reason, ok := writerReason(name); ok {
		return "`" + name + "` " + reason
	}
	switch name {
	case "git":
		return gitReason(args)
	case "gh":
		return ghReason(args)
	case "teamctl":
		return teamctlReason(args)
	case "sed", "gsed":
		return sedReason(args)
	case "awk", "gawk", "mawk", "nawk":
		return awkReason(args)
	case "find", "gfind":
		return c.findReason(args, depth)
	case "fd", "fdfind":
		return c.fdReason(name, args, depth)
	case "tee":
		return teeReason(args)
	case "less":
		for _, a := range args[1:] {
			if strings.HasPrefix(a.lit, "+") {
				return "`less +command` runs less commands, which can run programs"
			}
		}
		return specReason(name, args, &specLess)
	case "date":
		return dateReason(args)
	case "hostname":
		return hostnameReason(args)
	case "alias":
		if len(args) > 1 {
			return "`alias` defines a command"
		}
		return ""
	}
	if wrapperFor(name) != nil {
		return c.wrapperReason(name, args, depth)
	}
	if sp := specFor(name); sp != nil {
		return specReason(name, args, sp)
	}
	switch name {
	case "tar", "gtar", "bsdtar":
		return tarReason(args)
	case "npm", "pnpm", "yarn":
		if r, ok := npmReason(args); ok {
			return r
		}
	case "go":
		if r, ok := goReason(args); ok {
			return r
		}
	}
	if r, ok := c.inlineReason(name, args); ok {
		return r
	}
	if r, ok := scriptCheckReason(name, args); ok {
		return r
	}
	if r, ok := versionListReason(name, args); ok {
		return r
	}
	switch name {
	case "kcat", "kafkacat":
		return kcatReason(name, args)
	case "xmlstarlet", "xml":
		return xmlstarletReason(args)
	}
	if reason := interpreterReason(name, args); reason != "" {
		return reason
	}
	if reason := toolReason(name, args); reason != "" {
		return reason
	}
	// A function the line declared before runs its body, which is judged
	// where it is declared. Only names that are no known command count:
	// rm() { :; } does not make rm read-only. Wrappers run programs, not
	// functions.
	if depth == 0 && c.calledFunction(name) {
		return ""
	}
	return "`" + name + "` is not a known read-only command"
}

func matchesExtra(args []arg, fields []string) bool {
	if len(args) < len(fields) {
		return false
	}
	for i, f := range fields {
		if !args[i].is(f) {
			return false
		}
	}
	return true
}

// systemDir reports whether an absolute command path is a standard system
// directory, so /usr/bin/cat is cat. A program elsewhere may be anything.
func systemDir(dir string) bool {
	switch dir {
	case "/bin", "/usr/bin", "/usr/local/bin", "/sbin", "/usr/sbin", "/opt/homebrew/bin":
		return true
	}
	return jdkBinDir(dir) || pgBinDir(dir)
}

// pgBinDir reports the folder of a packaged PostgreSQL major version's
// programs, root's like /usr/bin: /usr/lib/postgresql/<major>/bin
// (Debian) or /usr/pgsql-<major>/bin (the PGDG RPMs), where pg_upgrade,
// pg_ctl and initdb live off the PATH.
func pgBinDir(dir string) bool {
	var v string
	switch {
	case strings.HasPrefix(dir, "/usr/lib/postgresql/") && strings.HasSuffix(dir, "/bin"):
		v = dir[len("/usr/lib/postgresql/") : len(dir)-len("/bin")]
	case strings.HasPrefix(dir, "/usr/pgsql-") && strings.HasSuffix(dir, "/bin"):
		v = dir[len("/usr/pgsql-") : len(dir)-len("/bin")]
	default:
		return false
	}
	if v == "" || len(v) > 4 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if v[i] < '0' || v[i] > '9' {
			return false
		}
	}
	return true
}

// readOnlyCommand reports whether a command only reads files, the
// environment or its input, and writes only to standard output whatever its
// arguments. Commands that can write with some option are checked by their
// own function instead. A switch, not a map: a package-level map is built
// at init, in every hook process, whether or not it runs a Bash check.
func readOnlyCommand(name string) bool {
	switch name {
	// files and directories
	case "ls", "cat", "tac", "head", "tail", "wc",
		"stat", "du", "df", "realpath", "readlink",
		"basename", "dirname", "pwd", "more",
		"eza", "exa", "lsd", "strings", "md5sum",
		"sha1sum", "sha224sum", "sha256sum", "sha384sum",
		"sha512sum", "shasum", "cksum", "b2sum", "sum",
		"hexdump", "od", "diff", "cmp", "comm":
		return true
	// search
	case "grep", "egrep", "fgrep", "which",
		"whereis", "type":
		return true
	// text filters
	case "cut", "tr", "nl", "column", "paste",
		"join", "fold", "fmt", "rev", "expand",
		"unexpand", "jq", "seq", "expr",
		"echo", "printf", "numfmt":
		return true
	// shell state, no files
	case "cd", "pushd", "popd", "dirs", "true",
		"false", ":", "test", "[", "set",
		"shopt", "unset", "shift", "read", "wait",
		"sleep", "exit", "return", "break",
		"continue", "getopts", "jobs", "help",
		"mapfile", "readarray":
		return true
	// system information
	case "printenv", "id", "whoami", "groups",
		"uname", "nproc", "uptime", "ps", "pgrep", "pidof",
		"free", "locale", "tty", "getconf", "arch", "lsof",
		"cal", "ncal", "netstat", "lscpu", "lsblk", "vmstat", "who", "w",
		"zcat", "bzcat", "xzcat", "zgrep", "zegrep", "zfgrep", "zdiff", "zcmp",
		"col", "colrm", "dig", "host", "getent", "lsmod", "lspci", "lsusb",
		"whatis", "apropos", "shellcheck", "readelf", "hadolint", "h5ls":
		return true
	// text, data and system tools with no option that writes or runs
	// anything (textdata.go and sysinfo.go read the others)
	case "pr", "look", "tsort", "factor", "bc", "tokei", "gron", "pup", "members",
		"lsns", "lsattr", "getfacl", "namei", "pstree", "lsipc", "lslocks", "lsmem",
		"pmap", "ipcs", "last", "lsb_release", "hostid", "users", "logname",
		"traceroute", "traceroute6", "tracepath", "tracepath6", "whois", "sestatus", "getenforce",
		"modinfo", "zstdcat", "lz4cat", "lzcat", "getcap", "dumpe2fs", "xfs_info", "lsscsi",
		"systemd-detect-virt", "systemd-path", "systemd-escape", "systemd-cgls", "datamash", "hexyl",
		"base32", "basenc", "md5", "uuidgen", "zdump", "difft", "jo", "mdls", "mdfind", "sw_vers",
		"vm_stat", "otool", "system_profiler", "c++filt", "addr2line", "size", "aa-status",
		"apparmor_status", "getsebool", "aureport", "ts", "errno", "isutf8", "numastat",
		"uchardet", "finger", "lslogins", "pkg-config", "pkgconf", "named-checkconf",
		"colordiff", "diff-so-fancy", "wdiff", "lsdiff", "grepdiff",
		"gojq", "jaq", "json_pp", "pdfinfo", "pdffonts", "showmount", "quota", "repquota":
		return true
	}
	return false
}

// writerReason completes the reason for a command that always changes
// something (ok false for any other command).
func writerReason(name string) (reason string, ok bool) {
	switch name {
	case "rm", "unlink", "shred", "trash":
		return "deletes files", true
	case "rmdir":
		return "deletes directories", true
	case "mv":
		return "moves or renames files", true
	case "cp", "install", "rsync", "scp", "sftp":
		return "copies files", true
	case "mkdir":
		return "creates directories", true
	case "mktemp":
		return "creates files", true
	case "touch":
		return "creates or changes files", true
	case "chmod", "setfacl":
		return "changes file permissions", true
	case "chown", "chgrp":
		return "changes file owners", true
	case "chattr":
		return "changes file attributes", true
	case "ln", "link":
		return "creates links", true
	case "dd":
		return "writes data", true
	case "truncate":
		return "changes file sizes", true
	case "split", "csplit":
		return "writes files", true
	case "patch", "ed", "ex", "vi", "vim", "nvim", "nano", "emacs", "code":
		return "edits files", true
	case "zip", "unzip", "gzip", "gunzip", "bzip2", "bunzip2", "xz", "unxz", "zstd", "7z":
		return "writes archives or files", true
	case "curl", "wget":
		return "reaches the network and can write files", true
	case "kill", "pkill", "killall":
		return "stops processes", true
	case "sudo":
		// Checked with sudo 1.9.13: while a user's authentication is
		// cached, every run rewrites /run/sudo/ts/USER, extending it.
		return "runs a command as another user, and rewrites its timestamp record (/run/sudo/ts) on every run while the authentication is cached, extending it; run the command without sudo, or ask the user", true
	case "doas", "su":
		return "runs a command as another user", true
	case "ssh":
		return "runs commands on another machine", true
	case "watch":
		return "hides the command it runs", true
	case "parallel":
		return "hides the commands it runs", true
	case "eval":
		return "runs a hidden command", true
	case "source", ".":
		return "runs a script", true
	case "exec":
		return "replaces the shell with another command", true
	case "trap":
		return "sets a command to run later", true
	case "crontab":
		return "changes scheduled commands", true
	case "npx", "pnpx", "bunx", "uvx":
		return "runs a package's program", true
	}
	return "", false
}

// shortCluster reports whether s looks like bundled single-letter options
// (-abc) rather than a long option or a number.
func shortCluster(s string) bool {
	if len(s) < 2 || s[0] != '-' || s[1] == '-' {
		return false
	}
	c := s[1]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func nonLiteralReason(name string, a arg) string {
	if !a.dynamic && a.glob {
		return "`" + name + "` has a pattern that can match a file named like an option, or expand to several words where one is read: `" + printNode(a.word) + "` (quote it when it is an option's value; write ./" + a.lit + " or put -- before it when it names files)"
	}
	return "`" + name + "` has an argument that is not literal and could be an option: `" + printNode(a.word) + "`"
}

// valueWordsReason refuses the value a hand-written loop skips at
// args[i] when bash may turn it into more words (an unquoted run-time
// part, or a pattern matching file names the team can create): the
// words after the first are read as options or operands the loop never
// judged (mount -t $t with t='ext4 /dev/sda /mnt').
func valueWordsReason(name string, args []arg, i int) string {
	if i < len(args) && manyWordsAt(args, i) {
		return nonLiteralReason(name, args[i])
	}
	return ""
}

// requireLiteralOptions denies a command whose options decide whether it
// writes, when one of its words is only known at run time and could start
// with a dash.
func requireLiteralOptions(args []arg) string {
	for _, a := range args[1:] {
		if a.is("--") {
			return ""
		}
		if a.mayBeOption() {
			return nonLiteralReason(args[0].lit, a)
		}
	}
	return ""
}

// specTee declares tee's options; every operand is a file it writes.
var specTee = optSpec{switches: "aip", longOptional: []string{"--output-error"},
	longSwitches: []string{"--append", "--ignore-interrupts", "--help", "--version"}}

func teeReason(args []arg) string {
	sc := scanArgs(args[1:], &specTee)
	if sc.dynamic != nil {
		return "`tee` writes files"
	}
	for _, a := range sc.operands {
		if a.dynamic || !harmlessTarget(a.lit) {
			return "`tee` writes files"
		}
	}
	return ""
}

// specDate declares date's options: -s/--set sets the clock, and so does
// an operand that is not a +FORMAT.
var specDate = optSpec{values: "dfrs", optional: "I", switches: "Ru",
	longValues:   []string{"--date", "--file", "--reference", "--set", "--rfc-3339"},
	longOptional: []string{"--iso-8601"},
	longSwitches: []string{"--debug", "--rfc-email", "--utc", "--universal", "--resolution", "--help", "--version"},
	deny:         []denied{{[]string{"-s", "--set"}, "sets the clock"}}}

func dateReason(args []arg) string {
	sc := scanArgs(args[1:], &specDate)
	if r := sc.verdict("date", &specDate); r != "" {
		return r
	}
	for _, a := range sc.operands {
		if !strings.HasPrefix(a.lit, "+") {
			return "`date " + shorten(a.lit) + "` sets the clock"
		}
	}
	return ""
}

// specHostname declares hostname's options: -F/--file and -b/--boot set
// the name, and so does an operand.
var specHostname = optSpec{values: "F",
	longValues: []string{"--file"},
	deny: []denied{
		{[]string{"-F", "--file"}, "sets the host name"},
		{[]string{"-b", "--boot"}, "sets the host name"},
	}}

func hostnameReason(args []arg) string {
	sc := scanArgs(args[1:], &specHostname)
	if sc.dynamic != nil {
		return nonLiteralReason("hostname", *sc.dynamic)
	}
	if len(sc.operands) > 0 || sc.denyReason("hostname", &specHostname) != "" {
		return "`hostname` with an argument sets the host name"
	}
	return ""
}

// interpreterReason explains shells and language interpreters: they run
// code the classifier cannot see.
func interpreterReason(name string, args []arg) string {
	inline := ""
	switch name {
	case "bash", "sh", "zsh", "dash", "ksh", "mksh", "fish", "csh", "tcsh", "busybox":
		for _, a := range args[1:] {
			if a.is("-c") || shortCluster(a.lit) && !strings.HasPrefix(a.lit, "--") && strings.IndexByte(a.lit, 'c') > 0 {
				return "`" + name + " -c` runs a hidden command"
			}
		}
		return "`" + name + "` runs a script"
	case "node", "nodejs", "bun", "deno":
		inline = "-e --eval -p --print eval"
	case "ruby", "irb":
		inline = "-e"
	case "perl":
		inline = "-e -E"
	case "php":
		inline = "-r"
	case "lua", "luajit", "Rscript", "osascript":
		inline = "-e"
	case "pwsh", "powershell":
		inline = "-c -Command -command"
	case "java", "jshell", "julia", "R", "tclsh", "wish", "groovy", "scala", "kotlin", "ipython", "pypy", "pypy3":
	default:
		if !strings.HasPrefix(name, "python") {
			return ""
		}
		inline = "-c"
	}
	for _, a := range args[1:] {
		for _, f := range strings.Fields(inline) {
			if a.is(f) || len(f) == 2 && strings.HasPrefix(a.lit, f) && !strings.HasPrefix(a.lit, "--") {
				return "`" + name + " " + f + "` runs inline code"
			}
		}
	}
	return "`" + name + "` runs code"
}

// installVerb reports a package manager's verbs that change what is
// installed.
func installVerb(sub string) bool {
	switch sub {
	case "install", "i", "ci", "add", "remove", "rm", "uninstall", "un", "update",
		"upgrade", "up", "get", "link", "unlink", "sync", "mod", "download", "fetch",
		"tap", "reinstall", "dedupe", "prune", "lock":
		return true
	}
	return false
}

// toolReason explains package managers, build tools and test runners. Even
// their query-looking commands may run project scripts or fetch packages.
func toolReason(name string, args []arg) string {
	sub := ""
	for _, a := range args[1:] {
		if !strings.HasPrefix(a.lit, "-") {
			if !a.dynamic {
				sub = a.lit
			}
			break
		}
	}
	switch name {
	case "npm", "pnpm", "yarn", "pip", "pip3", "pipx", "uv", "poetry", "pdm", "gem",
		"bundle", "bundler", "composer", "apt", "apt-get", "brew", "dnf", "yum", "apk",
		"pacman", "conda", "mamba", "cargo", "go", "dotnet", "nuget", "swift", "mix",
		"stack", "cabal", "rebar3", "lein", "sbt", "bazel", "bazelisk":
	case "make", "gmake", "cmake", "ninja", "meson", "mvn", "mvnw", "gradle", "gradlew",
		"ant", "gcc", "g++", "cc", "c++", "clang", "clang++", "rustc", "javac", "tsc",
		"webpack", "vite", "esbuild", "rollup", "parcel", "turbo", "nx", "lerna",
		"xcodebuild", "pytest", "py.test", "jest", "vitest", "mocha", "tox", "nox",
		"rspec", "rake", "phpunit", "ctest", "playwright", "cypress", "karma", "ava":
		if sub != "" && (name == "make" || name == "gmake" || name == "mvn" || name == "gradle" || name == "rake") {
			return "`" + name + " " + sub + "` runs tests or builds"
		}
		return "`" + name + "` runs tests or builds"
	default:
		return ""
	}
	shown := name
	if sub != "" {
		shown += " " + sub
	}
	if installVerb(sub) {
		return "`" + shown + "` installs packages"
	}
	switch name {
	case "pip", "pip3", "pipx", "gem", "apt", "apt-get", "brew", "dnf", "yum", "apk",
		"pacman", "conda", "mamba", "nuget":
		return "`" + shown + "` runs a package manager"
	}
	return "`" + shown + "` runs tests or builds"
}

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
	if name == "" || name == "teamctl" && first.lit != "teamctl" {
		if path.Base(first.lit) == "teamctl" {
			return "`" + first.lit + "` is not the installed teamctl, so an unknown program"
		}
		return "`" + first.lit + "` is not a known read-only command"
	}
	if readOnlyCommands[name] {
		return ""
	}
	if reason, ok := writerCommands[name]; ok {
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
		return findReason(args)
	case "fd", "fdfind":
		return specReason(name, args, optionSpecs["fd"])
	case "tee":
		return teeReason(args)
	case "less":
		for _, a := range args[1:] {
			if strings.HasPrefix(a.lit, "+") {
				return "`less +command` runs less commands, which can run programs"
			}
		}
		return specReason(name, args, optionSpecs["less"])
	case "rg", "ag", "base64", "sort", "uniq", "xxd", "yq", "tree", "file", "shuf":
		return specReason(name, args, optionSpecs[name])
	case "date":
		return dateReason(args)
	case "hostname":
		return hostnameReason(args)
	case "alias":
		if len(args) > 1 {
			return "`alias` defines a command"
		}
		return ""
	case "command":
		return c.commandBuiltin(args, depth)
	case "builtin":
		return c.simple(args[1:], depth+1)
	case "env":
		return c.envWrapper(args, depth)
	case "timeout":
		return c.wrapper(args, depth, wrapperOptions{value: "sk", longValue: []string{"--signal", "--kill-after"}, operands: 1})
	case "nice":
		return c.wrapper(args, depth, wrapperOptions{value: "n", longValue: []string{"--adjustment"}, numericFlags: true})
	case "nohup":
		return c.wrapper(args, depth, wrapperOptions{})
	case "stdbuf":
		return c.wrapper(args, depth, wrapperOptions{value: "ioe", longValue: []string{"--input", "--output", "--error"}})
	case "time":
		// GNU time as a program (bash's time keyword never gets here).
		for i := 1; i < len(args); i++ {
			s := args[i].lit
			if !strings.HasPrefix(s, "-") || s == "--" {
				break
			}
			if longOpt(s, "--output") || strings.HasPrefix(s, "-o") {
				return "`time -o` writes a file"
			}
			if s == "-f" || longOpt(s, "--format") && !strings.Contains(s, "=") {
				i++
			}
		}
		return c.wrapper(args, depth, wrapperOptions{value: "f", longValue: []string{"--format"}})
	}
	switch name {
	case "ss", "journalctl", "man":
		return specReason(name, args, optionSpecs[name])
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
	return false
}

// readOnlyCommands only read files, the environment or their input, and
// write only to standard output whatever their arguments. Commands that
// can write with some option are checked by their own function instead.
var readOnlyCommands = map[string]bool{
	// files and directories
	"ls": true, "cat": true, "tac": true, "head": true, "tail": true, "wc": true,
	"stat": true, "du": true, "df": true, "realpath": true, "readlink": true,
	"basename": true, "dirname": true, "pwd": true, "more": true,
	"eza": true, "exa": true, "lsd": true, "strings": true, "md5sum": true,
	"sha1sum": true, "sha224sum": true, "sha256sum": true, "sha384sum": true,
	"sha512sum": true, "shasum": true, "cksum": true, "b2sum": true, "sum": true,
	"hexdump": true, "od": true, "diff": true, "cmp": true, "comm": true,
	// search
	"grep": true, "egrep": true, "fgrep": true, "which": true,
	"whereis": true, "type": true,
	// text filters
	"cut": true, "tr": true, "nl": true, "column": true, "paste": true,
	"join": true, "fold": true, "fmt": true, "rev": true, "expand": true,
	"unexpand": true, "jq": true, "seq": true, "expr": true,
	"echo": true, "printf": true, "numfmt": true,
	// shell state, no files
	"cd": true, "pushd": true, "popd": true, "dirs": true, "true": true,
	"false": true, ":": true, "test": true, "[": true, "set": true,
	"shopt": true, "unset": true, "shift": true, "read": true, "wait": true,
	"sleep": true, "exit": true, "return": true, "break": true,
	"continue": true, "getopts": true, "jobs": true, "help": true,
	"mapfile": true, "readarray": true,
	// system information
	"printenv": true, "id": true, "whoami": true, "groups": true,
	"uname": true, "nproc": true, "uptime": true, "ps": true, "pgrep": true,
	"free": true, "locale": true, "tty": true, "getconf": true, "arch": true, "lsof": true,
	"cal": true,
}

// writerCommands always change something; the value completes the reason.
var writerCommands = map[string]string{
	"rm":       "deletes files",
	"rmdir":    "deletes directories",
	"unlink":   "deletes files",
	"shred":    "deletes files",
	"trash":    "deletes files",
	"mv":       "moves or renames files",
	"cp":       "copies files",
	"install":  "copies files",
	"rsync":    "copies files",
	"scp":      "copies files",
	"sftp":     "copies files",
	"mkdir":    "creates directories",
	"mktemp":   "creates files",
	"touch":    "creates or changes files",
	"chmod":    "changes file permissions",
	"chown":    "changes file owners",
	"chgrp":    "changes file owners",
	"chattr":   "changes file attributes",
	"setfacl":  "changes file permissions",
	"ln":       "creates links",
	"link":     "creates links",
	"dd":       "writes data",
	"truncate": "changes file sizes",
	"split":    "writes files",
	"csplit":   "writes files",
	"patch":    "edits files",
	"ed":       "edits files",
	"ex":       "edits files",
	"vi":       "edits files",
	"vim":      "edits files",
	"nvim":     "edits files",
	"nano":     "edits files",
	"emacs":    "edits files",
	"code":     "edits files",
	"zip":      "writes archives or files",
	"unzip":    "writes archives or files",
	"gzip":     "writes archives or files",
	"gunzip":   "writes archives or files",
	"bzip2":    "writes archives or files",
	"bunzip2":  "writes archives or files",
	"xz":       "writes archives or files",
	"unxz":     "writes archives or files",
	"zstd":     "writes archives or files",
	"7z":       "writes archives or files",
	"curl":     "reaches the network and can write files",
	"wget":     "reaches the network and can write files",
	"kill":     "stops processes",
	"pkill":    "stops processes",
	"killall":  "stops processes",
	"sudo":     "runs a command as another user",
	"doas":     "runs a command as another user",
	"su":       "runs a command as another user",
	"ssh":      "runs commands on another machine",
	"xargs":    "hides the command it runs",
	"parallel": "hides the commands it runs",
	"watch":    "hides the command it runs",
	"eval":     "runs a hidden command",
	"source":   "runs a script",
	".":        "runs a script",
	"exec":     "replaces the shell with another command",
	"trap":     "sets a command to run later",
	"crontab":  "changes scheduled commands",
	"npx":      "runs a package's program",
	"pnpx":     "runs a package's program",
	"bunx":     "runs a package's program",
	"uvx":      "runs a package's program",
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
	return "`" + name + "` has an argument that is not literal and could be an option: `" + printNode(a.word) + "`"
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

func findReason(args []arg) string {
	if r := requireLiteralOptions(args); r != "" {
		return r
	}
	for _, a := range args[1:] {
		switch a.lit {
		case "-exec", "-execdir", "-ok", "-okdir":
			return "`find " + a.lit + "` runs commands"
		case "-delete":
			return "`find -delete` deletes files"
		case "-fprint", "-fprint0", "-fprintf", "-fls":
			return "`find " + a.lit + "` writes a file"
		}
	}
	return ""
}

func teeReason(args []arg) string {
	for _, a := range args[1:] {
		if !a.dynamic && strings.HasPrefix(a.lit, "-") && a.lit != "-" {
			continue
		}
		if a.dynamic || !harmlessTarget(a.lit) {
			return "`tee` writes files"
		}
	}
	return ""
}

func dateReason(args []arg) string {
	if r := requireLiteralOptions(args); r != "" {
		return r
	}
	for i := 1; i < len(args); i++ {
		s := args[i].lit
		switch {
		case s == "-s" || longOpt(s, "--set") || strings.HasPrefix(s, "-s"):
			return "`date -s` sets the clock"
		case s == "-d" || s == "-f" || s == "-r" || !strings.Contains(s, "=") && longAny(s, "--date", "--file", "--reference"):
			i++
		case strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+"):
		default:
			return "`date " + s + "` sets the clock"
		}
	}
	return ""
}

func hostnameReason(args []arg) string {
	if r := requireLiteralOptions(args); r != "" {
		return r
	}
	for _, a := range args[1:] {
		s := a.lit
		if s == "-F" || s == "--file" || s == "-b" || s == "--boot" || !strings.HasPrefix(s, "-") {
			return "`hostname` with an argument sets the host name"
		}
	}
	return ""
}

type wrapperOptions struct {
	value        string   // single-letter options that take a value
	longValue    []string // long options that take a value (also as --opt=value)
	numericFlags bool     // -N is an option (nice -10)
	operands     int      // operands before the command (timeout's duration)
}

// wrapper classifies the command a wrapper such as timeout or nice runs.
// The wrapper itself changes nothing.
func (c *classifier) wrapper(args []arg, depth int, o wrapperOptions) string {
	name := args[0].lit
	i := 1
	for ; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason(name, a)
		}
		s := a.lit
		if s == "--" {
			i++
			break
		}
		if len(s) < 2 || s[0] != '-' || a.dynamic {
			break
		}
		if o.numericFlags && s[1] >= '0' && s[1] <= '9' {
			continue
		}
		if strings.HasPrefix(s, "--") {
			if !strings.Contains(s, "=") && longAny(s, o.longValue...) {
				i++
			}
			continue
		}
		if len(s) == 2 && strings.IndexByte(o.value, s[1]) >= 0 {
			i++
		}
	}
	i += o.operands
	if i >= len(args) {
		return ""
	}
	return c.simple(args[i:], depth+1)
}

// envWrapper classifies env: alone it prints the environment; with a
// command it runs that command with the given variables.
func (c *classifier) envWrapper(args []arg, depth int) string {
	i := 1
	for ; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason("env", a)
		}
		s := a.lit
		switch {
		case s == "--":
			i++
		case longOpt(s, "--split-string") || shortIn(s, "S", "uCa"):
			return "`env -S` runs a hidden command"
		case s == "-u" || s == "-C" || s == "-a" || !strings.Contains(s, "=") && longAny(s, "--unset", "--chdir", "--argv0"):
			i++
			continue
		case strings.HasPrefix(s, "-"):
			continue
		case strings.Contains(s, "=") && !strings.HasPrefix(s, "="):
			name, val, _ := strings.Cut(s, "=")
			if reason := assignReason(name, value{s: val, known: !a.dynamic}, true); reason != "" {
				return reason
			}
			continue
		}
		break
	}
	if i >= len(args) {
		return ""
	}
	return c.simple(args[i:], depth+1)
}

// commandBuiltin classifies `command`: -v and -V only describe a name;
// otherwise it runs the named command.
func (c *classifier) commandBuiltin(args []arg, depth int) string {
	i := 1
	for ; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason("command", a)
		}
		if !strings.HasPrefix(a.lit, "-") || a.dynamic {
			break
		}
		if a.lit == "--" {
			i++
			break
		}
		if strings.ContainsAny(a.lit, "vV") {
			return ""
		}
	}
	if i >= len(args) {
		return ""
	}
	return c.simple(args[i:], depth+1)
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
	switch sub {
	case "install", "i", "ci", "add", "remove", "rm", "uninstall", "un", "update",
		"upgrade", "up", "get", "link", "unlink", "sync", "mod", "download", "fetch",
		"tap", "reinstall", "dedupe", "prune", "lock":
		return "`" + shown + "` installs packages"
	}
	switch name {
	case "pip", "pip3", "pipx", "gem", "apt", "apt-get", "brew", "dnf", "yum", "apk",
		"pacman", "conda", "mamba", "nuget":
		return "`" + shown + "` runs a package manager"
	}
	return "`" + shown + "` runs tests or builds"
}

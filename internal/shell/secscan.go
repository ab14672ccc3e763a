package shell

import "strings"

// Security, secret and license scanners a leader runs during an audit:
// they read the project (or a registry) and print findings. Each was run
// in a throw-away HOME, TMPDIR and copy of a project, and every file that
// changed was listed; the shapes allowed here changed none but the tool
// caches caches.go declares. The options that write a report, a baseline
// or a diagnostics file, that hand options to another program, or that
// load code are refused by name, and every other option of each program
// is declared, so one the model does not know is refused too.

// secScanReason explains the scanners (ok false for any other program).
func secScanReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "gitleaks":
		return gitleaksReason(args), true
	case "bandit":
		return specReason(name, args, &specBandit), true
	}
	return "", false
}

// specGitleaks declares gitleaks 8's options (cobra and pflag: no
// abbreviations), the root's and every command's. The configuration it
// reads (-c, GITLEAKS_CONFIG, .gitleaks.toml, .gitleaksignore, a
// baseline) is data: rules as regular expressions and allow lists.
var specGitleaks = optSpec{strict: true, complete: true, exact: true, pflag: true,
	values: "csfbli",
	longValues: []string{"--config", "--exit-code", "--report-format", "--baseline-path", "--log-level",
		"--max-target-megabytes", "--enable-rule", "--gitleaks-ignore-path", "--max-decode-depth",
		"--max-archive-depth", "--timeout", "--source", "--log-opts", "--platform"},
	longOptional: []string{"--redact"},
	switches:     "vh",
	longSwitches: []string{"--verbose", "--no-color", "--ignore-gitleaks-allow", "--no-banner", "--no-git", "--pipe",
		"--follow-symlinks", "--staged", "--pre-commit", "--help", "--version"},
	deny: []denied{
		{[]string{"-r", "--report-path"}, "writes a report file"},
		{[]string{"--report-template"}, "writes a report file from a template"},
		{[]string{"--diagnostics", "--diagnostics-dir"}, "writes profiling files"},
	}}

// gitleaksReason allows gitleaks detect, protect, git, dir and stdin
// without a report (checked on gitleaks 8.21: no file changes anywhere).
// In a repository they run `git -C SOURCE log -p -U0 --full-history
// --all`, or git diff for protect; --log-opts replaces the log options
// with its value split at each space, which is judged as git log's own
// words would be.
func gitleaksReason(args []arg) string {
	sp := &specGitleaks
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("gitleaks", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "--version", "--help", "-h") != nil {
			return ""
		}
		return "`gitleaks` without a command is not a scan the model knows"
	}
	if sc.operands[0].dynamic {
		return "`gitleaks` without a literal command is not a scan the model knows"
	}
	switch verb := sc.operands[0].lit; verb {
	case "detect", "protect", "git", "dir", "directory", "file", "stdin", "version", "help":
	default:
		return "`gitleaks " + shorten(verb) + "` is not a scan the model knows"
	}
	if o := sc.has(sp, "--log-opts"); o != nil {
		if o.val.dynamic {
			return "`gitleaks --log-opts` is handed to git log and is not literal"
		}
		words := []arg{{lit: "git"}, {lit: "log"}, {lit: "-p"}, {lit: "-U0"}}
		for _, w := range strings.Split(o.val.lit, " ") {
			words = append(words, arg{lit: w})
		}
		if r := gitReason(words); r != "" {
			return "`gitleaks --log-opts` hands its words to git log: " + r
		}
	}
	return ""
}

// specBandit declares bandit's options (argparse: long options abbreviate).
// Its configuration (-c, --ini, .bandit, -b's baseline, -p's profile) is
// data: which checks run, which paths to skip; its checks and formatters
// are the installed plugins. It reads the source as a syntax tree and
// imports none of it. stevedore, which loads those plugins, keeps an
// index of the installed entry points in ~/.cache/python-entrypoints (a
// tool cache: caches.go).
var specBandit = optSpec{strict: true, complete: true,
	values: "anptsfxcbo",
	longValues: []string{"--aggregate", "--number", "--profile", "--tests", "--skip", "--format", "--msg-template",
		"--exclude", "--configfile", "--baseline", "--ini", "--severity-level", "--confidence-level"},
	switches: "rlivdqh",
	longSwitches: []string{"--recursive", "--level", "--confidence", "--verbose", "--debug", "--quiet", "--silent",
		"--ignore-nosec", "--exit-zero", "--version", "--help"},
	deny: []denied{{[]string{"-o", "--output"}, "writes its report to a file"}}}

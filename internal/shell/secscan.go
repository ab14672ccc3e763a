package shell

import (
	"errors"
	"io/fs"
	"path"
	"strings"
)

// Security, secret and license scanners a leader runs during an audit:
// they read the project (or a registry) and print findings. Each was run
// in a throw-away HOME, TMPDIR and copy of a project, and every file that
// changed was listed; the shapes allowed here changed none but the tool
// caches caches.go declares. The options that write a report, a baseline
// or a diagnostics file, that hand options to another program, or that
// load code are refused by name, and every other option of each program
// is declared, so one the model does not know is refused too.

// secScanReason explains the scanners (ok false for any other program).
func (c *classifier) secScanReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "gitleaks":
		return gitleaksReason(args), true
	case "bandit":
		return c.banditReason(args), true
	case "regctl":
		return regctlReason(args), true
	case "oras":
		return orasReason(args), true
	case "license-checker":
		return licenseCheckerReason(args), true
	case "reuse":
		if r := reuseReason(args); r != "" {
			return r, true
		}
		return c.reuseVCSReason(args), true
	case "pip-licenses":
		if r := specReason(name, args, &specPipLicenses); r != "" {
			return r, true
		}
		return c.runDirFileReason(name, "pyproject.toml", "whose [tool.pip-licenses] may set output-file (a file it writes) and python (a program it runs)"), true
	case "trufflehog":
		return trufflehogReason(args), true
	case "licensee":
		return licenseeReason(args), true
	case "askalono":
		return askalonoReason(args), true
	case "cfssl":
		return cfsslReason(args), true
	case "licensecheck":
		// Debian's licensecheck (Perl) prints the licenses and copyright
		// lines it finds; no option writes or runs anything (checked on
		// licensecheck 3.3 in a throw-away HOME: nothing written).
		return "", true
	case "detect-secrets":
		return detectSecretsReason(args), true
	case "trivy", "grype", "syft", "osv-scanner":
		return c.vulnScanReason(name, args)
	case "detect-secrets-hook":
		return "`detect-secrets-hook` updates the baseline it is given, and the baseline names plugin and filter files, which are code", true
	}
	return "", false
}

// specGitleaks declares gitleaks 8's options (cobra and pflag: no
// abbreviations), the root's and every command's. The configuration it
// reads (-c, GITLEAKS_CONFIG, .gitleaks.toml, .gitleaksignore, a
// baseline) is data: rules as regular expressions and allow lists.
var specGitleaks = optSpec{strict: true, complete: true, exact: true, pflag: true,
	values: "csfblir",
	longValues: []string{"--config", "--exit-code", "--report-format", "--report-path", "--baseline-path", "--log-level",
		"--max-target-megabytes", "--enable-rule", "--gitleaks-ignore-path", "--max-decode-depth",
		"--max-archive-depth", "--timeout", "--source", "--log-opts", "--platform"},
	longOptional: []string{"--redact"},
	switches:     "vh",
	longSwitches: []string{"--verbose", "--no-color", "--ignore-gitleaks-allow", "--no-banner", "--no-git", "--pipe",
		"--follow-symlinks", "--staged", "--pre-commit", "--help", "--version"},
	deny: []denied{
		{[]string{"--report-template"}, "writes a report file from a template"},
		{[]string{"--diagnostics", "--diagnostics-dir"}, "writes profiling files"},
	}}

// gitleaksReason allows gitleaks detect, protect, git, dir and stdin
// without a report, or with it on /dev/stdout (checked on gitleaks 8.21:
// no file changes anywhere).
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
	for _, o := range sc.opts {
		// The report goes to the file it names: /dev/stdout prints it.
		if (o.is(sp, "-r") || o.is(sp, "--report-path")) && (o.val.dynamic || o.val.lit != "/dev/stdout") {
			return "`gitleaks " + o.name + "` writes a report file (/dev/stdout prints it)"
		}
	}
	for i := range sc.opts {
		// Every one is judged: pflag keeps the last (gitleaks git
		// --log-opts=--all --log-opts=--output=x . wrote x, checked on
		// gitleaks 8.21).
		o := &sc.opts[i]
		if !o.is(sp, "--log-opts") {
			continue
		}
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
// Its configuration (-c, -b's baseline, -p's profile) is data: which
// checks run, which paths to skip; its checks and formatters are the
// installed plugins. It reads the source as a syntax tree and imports
// none of it. stevedore, which loads those plugins, keeps an index of the
// installed entry points in ~/.cache/python-entrypoints (a tool cache:
// caches.go).
var specBandit = optSpec{strict: true, complete: true,
	values: "anptsfxcbo",
	longValues: []string{"--aggregate", "--number", "--profile", "--tests", "--skip", "--format", "--msg-template",
		"--exclude", "--configfile", "--baseline", "--ini", "--severity-level", "--confidence-level"},
	switches: "rlivdqh",
	longSwitches: []string{"--recursive", "--level", "--confidence", "--verbose", "--debug", "--quiet", "--silent",
		"--ignore-nosec", "--exit-zero", "--version", "--help"},
	deny: []denied{{[]string{"-o", "--output"}, "writes its report to a file"}}}

// banditReason allows bandit without -o where no .bandit file can steer
// it: bandit (1.7.5 on) takes its options from the one .bandit it finds
// anywhere under its targets, or from --ini's file, and that file's output
// key makes it write a report. So a target must be a regular file the
// model sees (os.walk finds nothing under a file), or --ini must name
// /dev/null (then bandit looks for no .bandit at all). Checked on bandit
// 1.6 in a throw-away HOME: nothing written but the tool cache.
func (c *classifier) banditReason(args []arg) string {
	sp := &specBandit
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("bandit", sp); r != "" {
		return r
	}
	ini := false
	for _, o := range sc.opts {
		if o.is(sp, "--ini") {
			if !o.val.is("/dev/null") {
				return "`bandit --ini` reads a .bandit file, whose output key makes bandit write a report (--ini /dev/null reads none)"
			}
			ini = true
		}
	}
	if ini {
		return ""
	}
	for _, a := range sc.operands {
		if r := c.regularFileReason("bandit", a); r != "" {
			return r + ": bandit reads a .bandit file anywhere under its targets, whose output key makes it write a report (give --ini /dev/null)"
		}
	}
	return ""
}

// specRegctl declares regctl's global options and those of the reads it
// allows (cobra and pflag: no abbreviations, so an option of another
// command is refused as unknown). --host takes only reg, user, pass and
// tls (no credential helper), and --format's template functions read
// files and the environment at most.
var specRegctl = optSpec{strict: true, exact: true, pflag: true,
	values: "vp",
	longValues: []string{"--verbosity", "--logopt", "--host", "--user-agent", "--format", "--exclude", "--include",
		"--last", "--limit", "--platform", "--external", "--filter-annotation", "--filter-artifact-type",
		"--sort-annotation", "--base", "--digest"},
	switches:     "h",
	longSwitches: []string{"--require-list", "--require-digest", "--digest-tags", "--latest", "--sort-desc", "--no-config", "--help"},
	deny:         []denied{{[]string{"-o", "--output"}, "writes files"}}}

// regctlReason allows regctl's registry and OCI-layout reads: tag and
// repo listings, manifest get/head/diff, image digest, inspect,
// ratelimit and check-base, blob get and head, artifact tree and list,
// its configuration and version (checked on regctl 0.8 against a
// registry and an ocidir:// layout in a throw-away HOME: nothing
// written). Its credentials come from ~/.regctl/config.json and
// ~/.docker/config.json, whose credential helpers are the user's own
// programs, as for crane and skopeo.
func regctlReason(args []arg) string {
	sp := &specRegctl
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("regctl", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "--help", "-h") != nil {
			return ""
		}
		return "`regctl` without a command is not a read the model knows"
	}
	for _, a := range sc.operands[:min(2, len(sc.operands))] {
		if a.dynamic {
			return "`regctl` without a literal command is not a read the model knows"
		}
	}
	group := sc.operands[0].lit
	words := 2
	if group == "version" {
		words = 1
	}
	if r := cobraCommandFirst("regctl", args, words, "-v", "--verbosity", "--logopt", "--host", "--user-agent"); r != "" {
		return r
	}
	if group == "version" {
		return ""
	}
	verb := ""
	if len(sc.operands) > 1 {
		verb = sc.operands[1].lit
	}
	ok := false
	switch group {
	case "tag", "repo":
		ok = verb == "ls" || verb == "list"
	case "manifest":
		ok = verb == "get" || verb == "pull" || verb == "head" || verb == "digest" || verb == "diff"
	case "image":
		ok = verb == "digest" || verb == "inspect" || verb == "config" || verb == "ratelimit" || verb == "rate-limit" || verb == "check-base"
	case "blob", "layer":
		ok = verb == "get" || verb == "pull" || verb == "head" || verb == "digest"
	case "artifact":
		ok = verb == "tree" || verb == "list" || verb == "ls"
	case "registry", "config":
		ok = group == "registry" && verb == "config" || group == "config" && verb == "get"
		if ok && sc.has(sp, "--format") != nil {
			// The template runs on regctl's configuration, whose
			// ConfigSave method rewrites ~/.regctl/config.json without
			// its passwords (checked on regctl 0.8:
			// --format '{{.ConfigSave}}').
			return "`regctl " + group + " " + verb + " --format` runs a template on the configuration, which can call its ConfigSave method (rewrites ~/.regctl/config.json)"
		}
	}
	if !ok {
		return "`regctl " + shorten(group) + " " + shorten(verb) + "` writes to a registry, to files or to its configuration, or is not a read the model knows"
	}
	return ""
}

// cobraCommandFirst refuses an option before or between the words that
// name a cobra program's command (n of them), but for the root's
// persistent options that take a value. cobra finds the command before
// it parses options, and takes the word after an option it does not know
// at that level (a subcommand's own switch) for that option's value: so
// oras --oci-layout discover push out:v1 f runs oras push, with discover
// as its target (checked on oras 1.2: it wrote the layout discover/), and
// oras manifest --insecure fetch push r runs manifest push.
func cobraCommandFirst(name string, args []arg, n int, persistent ...string) string {
	for i := 1; i < len(args) && n > 0; i++ {
		a := args[i]
		if a.dynamic {
			return nonLiteralReason(name, a)
		}
		if !strings.HasPrefix(a.lit, "-") {
			n--
			continue
		}
		known := false
		opt, _, attached := strings.Cut(a.lit, "=")
		for _, p := range persistent {
			switch {
			case opt == p:
				known = true
				if !attached {
					i++ // its value
				}
			case len(p) == 2 && strings.HasPrefix(a.lit, p):
				known = true // -vinfo
			}
			if known {
				break
			}
		}
		if !known {
			return "`" + name + " " + shorten(a.lit) + "` comes before the command is named: cobra would take the next word for its value and run another command"
		}
	}
	return ""
}

// specOras declares oras's options for the reads it allows (cobra and
// pflag: no abbreviations). --registry-config names another credentials
// file, which can name credential helpers (programs) and which the
// leader may have written; --output writes the content to a file (but
// for "-", standard output); discover's -o is the old spelling of
// --format (oras 1.0-1.2: "[Deprecated] format in which to display
// referrers"), so it takes only table, json or tree there.
var specOras = optSpec{strict: true, exact: true, pflag: true,
	values: "Hpuo",
	longValues: []string{"--output", "--ca-file", "--cert-file", "--key-file", "--header", "--identity-token", "--password", "--username",
		"--resolve", "--format", "--template", "--media-type", "--platform", "--last", "--artifact-type", "--distribution-spec"},
	switches: "dvhl",
	longSwitches: []string{"--debug", "--verbose", "--help", "--descriptor", "--identity-token-stdin", "--password-stdin",
		"--insecure", "--no-tty", "--oci-layout", "--plain-http", "--pretty", "--exclude-digest-tags", "--full-reference"},
	deny: []denied{{[]string{"--registry-config"}, "reads another credentials file, which can name credential helpers (programs)"}}}

// orasReason allows oras manifest fetch and fetch-config, repo tags and
// ls, discover, resolve, blob fetch to standard output and version
// (checked on oras 1.2 against a registry and an --oci-layout folder in
// a throw-away HOME: nothing written). Credentials come from
// ~/.docker/config.json, whose credential helpers are the user's own
// programs, as for crane.
func orasReason(args []arg) string {
	sp := &specOras
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("oras", sp); r != "" {
		return r
	}
	discover := len(sc.operands) > 0 && sc.operands[0].is("discover")
	for _, o := range sc.opts {
		if o.is(sp, "-o") || o.is(sp, "--output") {
			if discover && o.hasVal && oneOf(o.val, "tree", "table", "json") {
				continue // discover's deprecated spelling of --format
			}
			if !o.hasVal || !o.val.is("-") {
				return "`oras " + o.name + "` writes the content to a file (-o - prints it)"
			}
		}
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "--help", "-h") != nil {
			return ""
		}
		return "`oras` without a command is not a read the model knows"
	}
	for _, a := range sc.operands[:min(2, len(sc.operands))] {
		if a.dynamic {
			return "`oras` without a literal command is not a read the model knows"
		}
	}
	group := sc.operands[0].lit
	words := 1
	switch group {
	case "manifest", "repo", "repository", "blob":
		words = 2
	}
	if r := cobraCommandFirst("oras", args, words); r != "" {
		return r
	}
	verb := ""
	if len(sc.operands) > 1 {
		verb = sc.operands[1].lit
	}
	switch {
	case group == "version", group == "discover", group == "resolve", group == "digest",
		group == "manifest" && (verb == "fetch" || verb == "get" || verb == "fetch-config" || verb == "get-config"),
		(group == "repo" || group == "repository") && (verb == "tags" || verb == "ls" || verb == "list" || verb == "show-tags"),
		group == "blob" && (verb == "fetch" || verb == "get"):
		return ""
	}
	return "`oras " + shorten(group) + " " + shorten(verb) + "` pushes, tags, copies, deletes, pulls into files or logs in, or is not a read the model knows"
}

// licenseCheckerReason allows license-checker (npm, 25) but for --out,
// which writes its report, and --files, which copies every license file
// into a folder (checked: with neither, nothing written). It reads the
// installed packages' package.json files and runs none of them. Its
// parser, nopt, takes any unambiguous prefix of an option, with one dash
// or two, and --no- before it; so every word that starts with a dash and
// could name out or files is refused.
func licenseCheckerReason(args []arg) string {
	for _, a := range args[1:] {
		if a.is("--") {
			return ""
		}
		if a.mayBeOption() {
			return nonLiteralReason("license-checker", a)
		}
		if !strings.HasPrefix(a.lit, "-") {
			continue
		}
		name, _, _ := strings.Cut(strings.ToLower(strings.TrimLeft(a.lit, "-")), "=")
		name = strings.TrimPrefix(name, "no-")
		if name != "" && (strings.HasPrefix("out", name) || strings.HasPrefix("files", name)) {
			return "`license-checker " + shorten(a.lit) + "` may be --out or --files, which write a report or copy license files"
		}
	}
	return ""
}

// specReuse declares reuse's options, the main parser's and those of
// lint, lint-file and spdx (argparse, which takes prefixes: the spec is
// not complete, so only exact names are read and a prefix is refused).
var specReuse = optSpec{strict: true,
	switches:   "hqjplv",
	longValues: []string{"--root", "--creator-person", "--creator-organization"},
	longSwitches: []string{"--help", "--debug", "--suppress-deprecation", "--include-submodules", "--include-meson-subprojects",
		"--no-multiprocessing", "--version", "--quiet", "--json", "--plain", "--lines", "--add-license-concluded"},
	deny: []denied{{[]string{"-o", "--output"}, "writes the bill of materials to a file"}}}

// reuseReason allows reuse lint, lint-file, spdx to standard output and
// supported-licenses (checked on reuse 1.1: nothing written but for
// the index refresh of the `git status` it runs, as git status itself).
// REUSE.toml and .reuse/dep5 are data.
func reuseReason(args []arg) string {
	sp := &specReuse
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("reuse", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		return ""
	}
	if sc.operands[0].dynamic {
		return "`reuse` without a literal command is not a check the model knows"
	}
	switch verb := sc.operands[0].lit; verb {
	case "lint", "lint-file", "spdx", "supported-licenses", "supported-licences":
		return ""
	default:
		return "`reuse " + shorten(verb) + "` adds headers, downloads licenses or converts files"
	}
}

// reuseVCSReason refuses reuse where it may ask Mercurial (or, from
// reuse 2 on, Jujutsu or Pijul) about the project: when git knows no
// repository there, reuse runs hg root and hg status in its root, and hg
// loads the extensions and runs the hooks (pre-status is any command)
// that the .hg/hgrc of the repository above names, which the team can
// write. So the model must see no .hg, .jj or .pijul in the folder reuse
// runs in, the --root it is given, or any folder above them.
func (c *classifier) reuseVCSReason(args []arg) string {
	const why = "whose repository configuration (.hg/hgrc) can load extensions and run hooks, which are code: reuse asks hg when git knows no repository"
	sc := scanArgs(args[1:], &specReuse)
	if sc.has(&specReuse, "--version", "--help", "-h") != nil {
		return "" // argparse prints them before reuse looks at any repository
	}
	if r := c.upwardReason("reuse", why, false, ".hg", ".jj", ".pijul"); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if !o.is(&specReuse, "--root") {
			continue
		}
		if !o.hasVal || o.val.dynamic {
			return "`reuse --root` is not literal, so the model cannot look for a .hg above it"
		}
		dirs, whyNot := c.runDirs()
		if whyNot != "" {
			return "`reuse` " + whyNot + ", where a .hg above --root may run code"
		}
		if c.w.env.ReadDir == nil {
			return "`reuse --root` names a folder the model cannot look into for a .hg"
		}
		for _, d := range dirs {
			d = path.Join(d, o.val.lit)
			if strings.HasPrefix(o.val.lit, "/") {
				d = path.Clean(o.val.lit)
			}
			for {
				entries, err := c.w.env.ReadDir(d)
				if err != nil && !errors.Is(err, fs.ErrNotExist) {
					// A missing --root stops reuse before it asks any
					// program; its parents are still looked at.
					return "`reuse --root` runs hg below " + d + ", which the model cannot list for a .hg"
				}
				for _, e := range entries {
					if n := e.Name(); n == ".hg" || n == ".jj" || n == ".pijul" {
						return "`reuse --root` runs below " + path.Join(d, n) + ", " + why
					}
				}
				if d == "/" || d == "." || d == "" {
					break
				}
				d = path.Dir(d)
			}
		}
	}
	return ""
}

// specDetectSecrets declares detect-secrets's options, the main parser's
// and scan's (argparse, which takes prefixes: the spec is not complete,
// so only exact names are read and a prefix is refused).
var specDetectSecrets = optSpec{strict: true,
	values: "Cc",
	longValues: []string{"--exclude-lines", "--exclude-files", "--exclude-secrets", "--word-list", "--disable-plugin",
		"--disable-filter", "--base64-limit", "--hex-limit", "--gibberish-limit", "--string", "--cores"},
	switches: "vnh",
	longSwitches: []string{"--verbose", "--version", "--help", "--no-verify", "--only-verified", "--all-files",
		"--force-use-all-plugins", "--slim", "--only-allowlisted", "--list-all-plugins"},
	deny: []denied{
		{[]string{"--baseline"}, "rewrites the baseline file, and a baseline names plugin and filter files, which are code"},
		{[]string{"-p", "--plugin"}, "loads a plugin file, which is code"},
		{[]string{"-f", "--filter"}, "loads a filter file or module, which is code"},
		{[]string{"--gibberish-model"}, "loads a model file"},
	}}

// detectSecretsReason allows detect-secrets scan, which prints a baseline
// to standard output (checked on detect-secrets 1.5 in a throw-away
// HOME: nothing written). audit is refused: it writes the labels into
// the baseline, and a baseline names plugin and filter files it loads.
func detectSecretsReason(args []arg) string {
	sp := &specDetectSecrets
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("detect-secrets", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "--version", "--help", "-h") != nil {
			return ""
		}
		return "`detect-secrets` without a command is not a scan the model knows"
	}
	if sc.operands[0].dynamic {
		return "`detect-secrets` without a literal command is not a scan the model knows"
	}
	if verb := sc.operands[0].lit; verb != "scan" {
		return "`detect-secrets " + shorten(verb) + "` writes the baseline or loads the plugin and filter files a baseline names, which are code"
	}
	return ""
}

// specPipLicenses declares pip-licenses 5's options (argparse, which
// takes prefixes: every long option is declared). --python runs another
// interpreter, which may be the project's; --output-file writes. Checked
// on pip-licenses 5.0 in a throw-away HOME: nothing written, but where a
// pyproject.toml's [tool.pip-licenses] sets output-file, so the model
// refuses it in a folder that has one.
var specPipLicenses = optSpec{strict: true, complete: true,
	values: "ofip",
	longValues: []string{"--from", "--order", "--format", "--ignore-packages", "--packages", "--filter-code-page",
		"--fail-on", "--allow-only"},
	switches: "vsaudln",
	longSwitches: []string{"--version", "--help", "--summary", "--with-system", "--with-authors", "--with-maintainers",
		"--with-urls", "--with-description", "--no-version", "--with-license-file", "--no-license-path",
		"--with-notice-file", "--filter-strings", "--partial-match"},
	deny: []denied{
		{[]string{"--output-file"}, "writes its report to a file"},
		{[]string{"--python"}, "runs another Python interpreter, which may be the project's"},
	}}

// regularFileReason says why the model cannot see that the operand names
// a regular file (not a folder, nor a link to one) in every folder the
// command may run in; "" when it can.
func (c *classifier) regularFileReason(name string, a arg) string {
	if a.dynamic || a.glob {
		return "`" + name + "` takes a target that is not literal"
	}
	p := path.Clean(a.lit)
	parent, base := path.Split(p)
	if base == "" || base == "." || base == ".." {
		return "`" + name + " " + shorten(a.lit) + "` is a folder"
	}
	var dirs []string
	if strings.HasPrefix(p, "/") {
		dirs = []string{parent}
	} else {
		runDirs, why := c.runDirs()
		if why != "" {
			return "`" + name + "` " + why
		}
		for _, d := range runDirs {
			dirs = append(dirs, path.Join(d, parent))
		}
	}
	if c.w.env.ReadDir == nil {
		return "`" + name + "` runs where the model cannot look whether " + shorten(a.lit) + " is a file"
	}
	for _, d := range dirs {
		entries, err := c.w.env.ReadDir(d)
		if err != nil {
			return "`" + name + " " + shorten(a.lit) + "` is not a file the model can see"
		}
		found := false
		for _, e := range entries {
			if e.Name() == base {
				found = e.Type().IsRegular()
				break
			}
		}
		if !found {
			return "`" + name + " " + shorten(a.lit) + "` is not a regular file the model can see"
		}
	}
	return ""
}

// specTrufflehog declares trufflehog 3's global options and those of
// filesystem, git and stdin (kingpin: no abbreviations; a switch's
// --no- form is refused as unknown but for --no-verification and
// --no-color, whose own names start so).
var specTrufflehog = optSpec{strict: true, exact: true,
	values: "ixs",
	longValues: []string{"--log-level", "--concurrency", "--results", "--filter-entropy", "--max-decode-depth",
		"--detector-timeout", "--archive-max-size", "--archive-max-depth", "--archive-timeout", "--include-detectors",
		"--exclude-detectors", "--user-agent-suffix", "--include-paths", "--exclude-paths", "--exclude-globs",
		"--since-commit", "--branch", "--max-depth", "--max-symlink-depth", "--directory", "--git-clone-timeout"},
	switches: "hj",
	longSwitches: []string{"--help", "--json", "--json-legacy", "--github-actions", "--sarif", "--no-verification",
		"--only-verified", "--no-color", "--no-colour", "--allow-verification-overlap", "--filter-unverified",
		"--print-avg-detector-time", "--no-update", "--fail", "--fail-on-scan-errors", "--no-verification-cache",
		"--force-skip-binaries", "--force-skip-archives", "--skip-additional-refs", "--drop-unverified-jwt-results",
		"--version", "--bare", "--debug", "--trace", "--scan-entire-chunk", "--allow", "--entropy", "--regex"},
	deny: []denied{
		{[]string{"--no-no-update"}, "checks for updates and replaces its own binary"},
		{[]string{"--config", "--rules"}, "reads a configuration whose custom detectors send what they find to webhooks"},
		{[]string{"--verifier", "--custom-verifiers-only"}, "sends what it finds to other verification endpoints"},
		{[]string{"--output-report"}, "writes a report file"},
		{[]string{"--profile"}, "serves profiles on a port"},
		{[]string{"--clone-path", "--no-cleanup"}, "leaves its clone behind"},
		{[]string{"--trust-local-git-config"}, "runs git with the repository's own configuration"},
	}}

// trufflehogReason allows trufflehog filesystem, git (a file://, https://
// or ssh:// repository) and stdin with --no-update: without it trufflehog
// asks for a newer release and replaces its own binary. Checked on
// trufflehog 3 in a throw-away HOME and TMPDIR: nothing written but its
// temporary folders (a tool cache: caches.go): git clones the repository
// into $TMPDIR/trufflehog-<pid>-<random> and removes it, large chunks
// spill into temporary files, and every run removes those of trufflehog
// processes that died. It verifies what it finds with the providers'
// APIs, which reads (--no-verification does not even ask).
func trufflehogReason(args []arg) string {
	// kingpin reads a word that starts with @ (an operand, or an
	// option's value given apart) as the name of a file whose lines are
	// more words, options among them: @args holding --no-no-update or
	// --config=x.yaml (checked on trufflehog 3: an unknown option in the
	// file is reported). After -- it reads none.
	for _, a := range args[1:] {
		if a.is("--") {
			break
		}
		if a.dynamic {
			return nonLiteralReason("trufflehog", a) + " (kingpin reads a word starting with @ as a file of more options)"
		}
		if a.lit != "" && strings.ContainsRune("@*?[{+!", rune(a.lit[0])) {
			// A pattern or brace there may give @args too.
			return "`trufflehog " + shorten(a.lit) + "`: kingpin reads a word starting with @ as a file of more options, which the model cannot see"
		}
	}
	sp := &specTrufflehog
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("trufflehog", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "--version", "--help", "-h") != nil {
			return ""
		}
		return "`trufflehog` without a command starts its interactive mode"
	}
	if sc.operands[0].dynamic {
		return "`trufflehog` without a literal command is not a scan the model knows"
	}
	verb := sc.operands[0].lit
	switch verb {
	case "filesystem", "stdin":
	case "git":
		for _, a := range sc.operands[1:] {
			if a.dynamic || !(strings.HasPrefix(a.lit, "file://") || strings.HasPrefix(a.lit, "https://") || strings.HasPrefix(a.lit, "ssh://")) {
				return "`trufflehog git " + shorten(a.lit) + "` is not a literal file://, https:// or ssh:// repository"
			}
		}
	default:
		return "`trufflehog " + shorten(verb) + "` is not a scan the model knows (filesystem, git and stdin are)"
	}
	if sc.has(sp, "--no-update") == nil {
		return "`trufflehog` without --no-update checks for a newer release and replaces its own binary"
	}
	return ""
}

// licenseeReason allows licensee detect, diff, license-path, version and
// help: no option of licensee (Thor) writes, and it reads the project
// through libgit2 or the file system (checked on licensee 9.15 in a
// throw-away HOME: nothing written); --remote asks GitHub's API.
func licenseeReason(args []arg) string {
	for _, a := range args[1:] {
		if a.mayBeOption() {
			return nonLiteralReason("licensee", a)
		}
	}
	for _, a := range args[1:] {
		if strings.HasPrefix(a.lit, "-") {
			continue
		}
		switch a.lit {
		case "detect", "diff", "license-path", "version", "help":
			return ""
		}
		return "`licensee " + shorten(a.lit) + "` is not a command the model knows"
	}
	return ""
}

// askalono's options (clap 4: exact long names, no inferred commands):
// the global ones before the command, then each command's. -c/--cache
// names the licence cache identify and crawl open read-only (a binary
// built with the embedded cache ignores it); only cache load-spdx writes
// that file, so the cache command is refused. Not in Debian: read from
// askalono's source (cli/src/commands.rs, cache.rs, util.rs), not run.
var (
	specAskalono = optSpec{strict: true, complete: true, exact: true, posix: true, switches: "hV", values: "c",
		longSwitches: []string{"--help", "--version"},
		longValues:   []string{"--cache", "--format"}}
	specAskalonoIdentify = optSpec{strict: true, complete: true, exact: true, switches: "ombh",
		longSwitches: []string{"--optimize", "--diff", "--batch", "--multiple", "--help"}}
	specAskalonoCrawl = optSpec{strict: true, complete: true, exact: true, switches: "h",
		longSwitches: []string{"--follow", "--help"},
		longValues:   []string{"--glob"}}
)

// askalonoReason allows askalono identify (id), crawl and help, which
// print the licences they find.
func askalonoReason(args []arg) string {
	sp := &specAskalono
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("askalono", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		return "" // its help, or --version
	}
	cmd := sc.operands[0]
	if cmd.dynamic || cmd.glob {
		return nonLiteralReason("askalono", cmd)
	}
	var vs *optSpec
	switch cmd.lit {
	case "identify", "id":
		vs = &specAskalonoIdentify
	case "crawl":
		vs = &specAskalonoCrawl
	case "help":
		return literalWords("askalono", args)
	case "cache":
		return "`askalono cache` writes the licence cache file (./askalono-cache.bin.zstd or -c FILE); askalono id and crawl read licences"
	default:
		return "`askalono " + shorten(cmd.lit) + "` is not a command the model knows (identify, id, crawl)"
	}
	vsc := scanArgs(sc.operands[1:], vs)
	return vsc.verdict("askalono "+cmd.lit, vs)
}

// specCfsslCertinfo declares cfssl certinfo's options (Go's flag
// package); -db-config opens a certificate database, which may create it.
var specCfsslCertinfo = optSpec{goflag: true, strict: true,
	longValues: []string{"-cert", "-csr", "-domain", "-serial", "-aki", "-loglevel"},
	deny:       []denied{{[]string{"-db-config"}, "opens a certificate database, which a sqlite one may create"}}}

// cfsslReason allows cfssl certinfo, which prints what a certificate, a
// CSR or a server's certificate holds, version and print-defaults
// (checked on cfssl 1.2 in a throw-away HOME: nothing written). The other
// commands sign, generate keys, serve or write to a database.
func cfsslReason(args []arg) string {
	if len(args) < 2 || args[1].dynamic {
		return "`cfssl` without a literal command is not a read the model knows"
	}
	switch args[1].lit {
	case "version", "print-defaults":
		for _, a := range args[2:] {
			if a.mayBeOption() || strings.HasPrefix(a.lit, "-") {
				return "`cfssl " + args[1].lit + " " + shorten(a.lit) + "` is not an option the model knows"
			}
		}
		return ""
	case "certinfo":
		sc := scanArgs(args[2:], &specCfsslCertinfo)
		return sc.verdict("cfssl certinfo", &specCfsslCertinfo)
	}
	return "`cfssl " + shorten(args[1].lit) + "` signs, generates keys, serves or writes to a database, or is not a read the model knows"
}

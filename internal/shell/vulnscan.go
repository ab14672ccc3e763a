package shell

import (
	"path"
	"strings"
)

// Vulnerability and SBOM scanners an engineer runs in a security audit:
// trivy, grype and syft, in the shapes that read a folder, an SBOM or an
// image and print their findings. Each was built from source (go
// install) and run under strace in a throw-away HOME, TMPDIR and copy of
// a project; what they write outside it is their own cache (the
// vulnerability database they download, the analysis and layer caches,
// their per-process temporary folders), which caches.go declares. What
// makes them write or run something else is refused: a report file
// (trivy --output, syft and grype -o FORMAT=FILE or --file), a
// configuration file the team can write that may set one (trivy.yaml,
// .grype.yaml, .syft.yaml in the folder it runs in), plugins and modules,
// servers, and the sources that would pull an image into the container
// engine.

// vulnScanReason explains the scanners of this file (ok false for any
// other program).
func (c *classifier) vulnScanReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "trivy":
		return c.trivyReason(args), true
	case "syft":
		return c.anchoreReason(name, args, &specSyft), true
	case "grype":
		return c.anchoreReason(name, args, &specGrype), true
	case "osv-scanner":
		return c.osvScannerReason(args), true
	}
	return "", false
}

// specTrivy declares trivy 0.74's options for fs, image, sbom and repo
// (cobra and pflag: exact long names, no abbreviations). Its secret
// rules (--secret-config, trivy-secret.yaml where it runs) and its
// ignore file (--ignorefile, .trivyignore) are data: patterns and IDs.
var specTrivy = optSpec{strict: true, complete: true, exact: true, pflag: true,
	values: "cfs", switches: "qdvh",
	longValues: []string{"--config", "--format", "--severity", "--scanners", "--skip-dirs", "--skip-files",
		"--timeout", "--exit-code", "--exit-on-eol", "--ignorefile", "--pkg-types", "--vuln-type", "--ignore-status",
		"--ignored-licenses", "--license-confidence-level", "--parallel", "--secret-config", "--image-src", "--platform",
		"--input", "--detection-priority", "--pkg-relationships", "--table-mode", "--file-patterns", "--distro",
		"--max-image-size"},
	longSwitches: []string{"--quiet", "--debug", "--help", "--version", "--no-progress", "--skip-db-update",
		"--skip-java-db-update", "--offline-scan", "--skip-version-check", "--disable-telemetry", "--ignore-unfixed",
		"--list-all-pkgs", "--include-dev-deps", "--dependency-tree", "--license-full", "--show-suppressed",
		"--removed-pkgs", "--insecure"},
	deny: []denied{
		{[]string{"-o", "--output"}, "writes its report to a file, or hands it to an output plugin (plugin=NAME); without it trivy prints the report"},
		{[]string{"-t", "--template"}, "formats the report with a template the model does not read; use --format json"},
		{[]string{"--cache-dir"}, "keeps its database and caches in a folder the line chooses"},
		{[]string{"--cache-backend", "--redis-ca", "--redis-cert", "--redis-key", "--redis-tls", "--cache-ttl"}, "keeps its cache in another backend (a folder or a Redis server)"},
		{[]string{"--clear-cache", "--reset", "--reset-checks-bundle", "--reset-policy-bundle"}, "deletes its caches"},
		{[]string{"--generate-default-config"}, "writes trivy-default.yaml"},
		{[]string{"--db-repository", "--java-db-repository", "--checks-bundle-repository", "--policy-bundle-repository"}, "chooses the database it downloads into its cache"},
		{[]string{"--server", "--token", "--token-header", "--custom-headers"}, "sends the scan to a Trivy server"},
		{[]string{"--module-dir", "--enable-modules"}, "loads WebAssembly modules from a folder the line chooses"},
		{[]string{"--download-db-only", "--download-java-db-only"}, "only updates its database (a scan downloads it as needed)"},
		{[]string{"--vex"}, "downloads VEX repositories into ~/.trivy or reads VEX documents the model does not follow"},
		{[]string{"--config-check", "--config-data", "--check-namespaces", "--policy", "--data", "--namespaces", "--ignore-policy"}, "loads Rego checks or policies, which can reach the network (http.send)"},
		{[]string{"--docker-host", "--podman-host"}, "talks to another container engine"},
		{[]string{"--username", "--password", "--password-stdin", "--registry-token"}, "logs in to a registry with credentials on the line"},
		{[]string{"--sbom-sources", "--rekor-url"}, "asks Rekor or a registry for SBOM attestations"},
	}}

// trivyReason allows trivy fs, image, sbom and repo of a local folder with
// the vuln, secret and license scanners, its report printed (checked on
// trivy 0.74 under strace: see the caches). The misconfiguration scanner
// (trivy config, --scanners misconfig) downloads the remote Terraform
// modules the scanned files name with go-getter (git clone, hg, S3),
// into $TMPDIR/.aqua/cache, and no option of 0.74 turns that off.
// trivy.yaml where it runs sets any option (output: a file it writes,
// module.dir: WebAssembly modules it loads), so a folder the model
// cannot show to be free of one is refused, unless --config /dev/null
// names the empty configuration. A command word it does not know may
// be a plugin (a program under ~/.trivy/plugins).
func (c *classifier) trivyReason(args []arg) string {
	if len(args) < 2 {
		return "`trivy` without a command is not a scan the model knows"
	}
	sp := &specTrivy
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("trivy", sp); r != "" {
		return r
	}
	first := args[1]
	if first.dynamic {
		return nonLiteralReason("trivy", first)
	}
	verb := first.lit
	if strings.HasPrefix(verb, "-") {
		if sc.has(sp, "--version", "-v", "--help", "-h") != nil && len(sc.operands) == 0 {
			// --version runs the root's pre-run, which reads trivy.yaml.
			return c.trivyConfigReason(sc, sp)
		}
		// cobra finds the command first; the model reads it only there.
		return "`trivy` takes its command first (trivy fs --scanners vuln DIR)"
	}
	switch verb {
	case "fs", "filesystem", "image", "i", "sbom", "repo", "repository", "rootfs":
	case "version":
		return c.trivyConfigReason(sc, sp)
	case "config", "conf":
		return "`trivy config` runs the misconfiguration scanner, which downloads the remote Terraform modules the files name (go-getter: git clone over the network into $TMPDIR/.aqua/cache); trivy 0.74 has no option to stop it"
	case "server", "s":
		return "`trivy server` starts a server that keeps its database up to date"
	case "client", "c":
		return "`trivy client` sends the scan to a Trivy server"
	case "plugin", "module", "clean", "registry", "vex":
		return "`trivy " + verb + "` installs, removes or runs plugins and modules, deletes caches, or logs in to a registry"
	case "kubernetes", "k8s", "k", "aws", "vm":
		return "`trivy " + verb + "` scans a cluster, a cloud account or a virtual machine image, which the model does not follow (a cluster scan starts node-collector jobs)"
	case "convert":
		return "`trivy convert` is not a scan the model knows"
	default:
		return "`trivy " + shorten(verb) + "` may be a plugin (a program under ~/.trivy/plugins), or is not a scan the model knows"
	}
	if verb == "rootfs" {
		return "`trivy rootfs` is not a scan the model knows (trivy fs reads a folder)"
	}
	targets := sc.operands[1:]
	if len(targets) != 1 {
		if sc.has(sp, "--help", "-h") != nil || (verb == "image" || verb == "i") && len(targets) == 0 && sc.has(sp, "--input") != nil {
			return c.trivyConfigReason(sc, sp)
		}
		return "`trivy " + verb + "` takes one target"
	}
	t := targets[0]
	if t.dynamic || t.glob {
		return "`trivy " + verb + "` takes a target that is not literal"
	}
	if (verb == "repo" || verb == "repository") && (strings.Contains(t.lit, ":") || strings.HasPrefix(t.lit, "git@")) {
		return "`trivy repo` clones a remote repository; the model allows only a local folder (trivy repo DIR, or trivy fs)"
	}
	if _, all, _ := c.folderIn(t.lit); (verb == "repo" || verb == "repository") && !all {
		// trivy 0.74 (pkg/fanal/artifact/repo) clones any target it
		// cannot stat, https:// added: github.com/org/repo or a missing
		// host/path goes over the network, with $GITHUB_TOKEN or
		// $GITLAB_TOKEN sent to that host.
		return "`trivy repo " + shorten(t.lit) + "` is not a folder the model can list here, and trivy clones a target it cannot find as https://" + shorten(t.lit) + " (sending $GITHUB_TOKEN to that host); name a local folder (trivy repo ./DIR, or trivy fs)"
	}
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "--scanners"):
			if o.val.dynamic {
				return "`trivy --scanners` takes a run-time value, which may name misconfig"
			}
			for _, s := range strings.Split(o.val.lit, ",") {
				switch s {
				case "vuln", "secret", "license", "none":
				case "misconfig", "config":
					return "`trivy --scanners " + s + "` runs the misconfiguration scanner, which downloads the remote Terraform modules the files name (go-getter: git clone over the network into $TMPDIR/.aqua/cache); use vuln, secret or license"
				default:
					return "`trivy --scanners " + shorten(s) + "` is not a scanner the model knows (vuln, secret, license)"
				}
			}
		case o.is(sp, "--format"), o.is(sp, "-f"):
			if o.val.dynamic {
				return "`trivy --format` takes a run-time value, which may be template"
			}
			switch o.val.lit {
			case "table", "json", "sarif", "cyclonedx", "spdx", "spdx-json", "github", "cosign-vuln":
			default:
				return "`trivy --format " + shorten(o.val.lit) + "` is not a format the model knows (table, json, sarif, cyclonedx, spdx, spdx-json, github)"
			}
		}
	}
	return c.trivyConfigReason(sc, sp)
}

// trivyConfigReason refuses trivy where trivy.yaml in the folder it runs
// in may set its options (output: a file it writes), unless every
// --config names /dev/null (pflag keeps the last; trivy reads the file it
// names, and an empty one sets nothing).
func (c *classifier) trivyConfigReason(sc scanned, sp *optSpec) string {
	given := false
	for _, o := range sc.opts {
		if o.is(sp, "--config") || o.is(sp, "-c") {
			if !o.val.is("/dev/null") {
				return "`trivy --config` reads a configuration that can set any option (output: a file it writes); --config /dev/null reads none"
			}
			given = true
		}
	}
	if given {
		return ""
	}
	return c.runDirFileReason("trivy", "trivy.yaml", "which can set any of its options (output: a report file it writes, module.dir: WebAssembly modules it loads); give --config /dev/null")
}

// specSyft declares syft 1.57's options for scan (cobra and pflag, clio's
// global -c, -v, -q and --profile). Its catalogers read the files; they
// run no program.
var specSyft = optSpec{strict: true, complete: true, exact: true, pflag: true,
	values: "os", switches: "vqh",
	longValues: []string{"--output", "--scope", "--platform", "--exclude", "--parallelism", "--source-name",
		"--source-version", "--base-path", "--source-supplier", "--select-catalogers", "--override-default-catalogers",
		"--catalogers"},
	longSwitches: []string{"--verbose", "--quiet", "--help", "--version"},
	deny: []denied{
		{[]string{"--file"}, "writes its report to a file; without it syft prints the report"},
		{[]string{"-t", "--template"}, "formats the report with a template the model does not read; use -o json"},
		{[]string{"-c", "--config"}, "reads a configuration that can name the files its reports are written to (output: FORMAT=FILE, log.file)"},
		{[]string{"--profile"}, "selects a profile of the configuration, which can name the files its reports are written to"},
		{[]string{"--from"}, "chooses how the source is read (docker, podman and containerd ask the container engine, which pulls an image it lacks); name the source with dir:, file: or registry:"},
		{[]string{"--enrich"}, "fetches package data over the network into its cache"},
	}}

// specGrype declares grype 0.121's options (cobra and pflag, clio's
// global -c, -v, -q and --profile). Its VEX documents (--vex) are data.
var specGrype = optSpec{strict: true, complete: true, exact: true, pflag: true,
	values: "osf", switches: "vqh",
	longValues: []string{"--output", "--scope", "--name", "--distro", "--fail-on", "--ignore-states", "--exclude",
		"--platform", "--sort-by", "--vex"},
	longSwitches: []string{"--add-cpes-if-none", "--only-fixed", "--only-notfixed", "--by-cve", "--show-suppressed",
		"--verbose", "--quiet", "--help", "--version"},
	deny: []denied{
		{[]string{"--file"}, "writes its report to a file; without it grype prints the report"},
		{[]string{"-t", "--template"}, "formats the report with a template the model does not read; use -o json"},
		{[]string{"-c", "--config"}, "reads a configuration that can name the files its reports are written to (output: FORMAT=FILE, log.file)"},
		{[]string{"--profile"}, "selects a profile of the configuration, which can name the files its reports are written to"},
		{[]string{"--from"}, "chooses how the source is read (docker, podman and containerd ask the container engine, which pulls an image it lacks); name the source with dir:, file:, sbom: or registry:"},
	}}

// anchoreReason allows syft's scan (and grype's) of one source named
// with its scheme: dir: and file: read the project, registry: reads the
// image from the registry into a temporary folder it removes at exit
// (stereoscope-*; an image without a scheme is looked up in the
// container engine first, which pulls what it lacks), sbom: (grype)
// reads an SBOM. -o takes formats only: FORMAT=FILE writes a file. Both
// read .syft.* or .grype.* and .syft/ or .grype/ in the folder they run
// in as their configuration (fangs: any extension viper reads), whose
// output and log.file keys make them write files, so a folder the model
// cannot show to be free of one is refused; the user's own (in the home
// folder and ~/.config) is trusted as ~/.gitconfig is.
func (c *classifier) anchoreReason(name string, args []arg, sp *optSpec) string {
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	ops := sc.operands
	if len(ops) == 0 {
		if sc.has(sp, "--version", "--help", "-h") != nil {
			return c.anchoreConfigReason(name)
		}
		return "`" + name + "` without a source is not a scan the model knows"
	}
	if ops[0].dynamic {
		return nonLiteralReason(name, ops[0])
	}
	if name == "syft" && (ops[0].lit == "scan" || ops[0].lit == "packages") || name == "grype" && ops[0].lit == "scan" {
		ops = ops[1:]
	} else if len(ops) > 0 && !strings.Contains(ops[0].lit, ":") {
		switch v := ops[0].lit; v {
		case "version":
			if len(ops) == 1 {
				return c.anchoreConfigReason(name)
			}
		case "attest":
			return "`" + name + " attest` signs an attestation and uploads it to the registry"
		case "login":
			return "`" + name + " login` writes credentials into ~/.docker/config.json"
		case "db":
			return "`" + name + " db` updates, imports, deletes or serves its database"
		default:
			return "`" + name + " " + shorten(v) + "` names a source without its scheme (" + anchoreSchemes(name) + "), which may be looked up in the container engine (it pulls an image it lacks), or is not a command the model knows"
		}
	}
	if len(ops) != 1 {
		return "`" + name + "` takes one source"
	}
	src := ops[0]
	if src.dynamic || src.glob {
		return "`" + name + "` takes a source that is not literal"
	}
	scheme, rest, _ := strings.Cut(src.lit, ":")
	switch scheme {
	case "dir", "file", "registry":
	case "sbom":
		if name != "grype" {
			return "`syft sbom:` is not a source syft reads"
		}
	default:
		return "`" + name + " " + shorten(src.lit) + "` names a source without a scheme the model knows (" + anchoreSchemes(name) + "); docker:, podman: and a bare image name ask the container engine, which pulls an image it lacks"
	}
	if rest == "" {
		return "`" + name + " " + scheme + ":` names no source"
	}
	for _, o := range sc.opts {
		if !o.is(sp, "--output") && !o.is(sp, "-o") {
			continue
		}
		if o.val.dynamic {
			return "`" + name + " -o` takes a run-time value, which may name a file (FORMAT=FILE)"
		}
		for _, f := range strings.Split(o.val.lit, ",") {
			if strings.Contains(f, "=") {
				return "`" + name + " -o " + shorten(f) + "` writes the report to a file; -o FORMAT prints it"
			}
			base, _, _ := strings.Cut(f, "@")
			if !anchoreFormat(name, base) {
				return "`" + name + " -o " + shorten(f) + "` is not a format the model knows"
			}
		}
	}
	return c.anchoreConfigReason(name)
}

// anchoreSchemes lists the sources the model allows.
func anchoreSchemes(name string) string {
	if name == "grype" {
		return "dir:, file:, sbom:, registry:"
	}
	return "dir:, file:, registry:"
}

// anchoreFormat reports a format syft or grype prints (template, which
// reads a template file, is not one).
func anchoreFormat(name, f string) bool {
	switch f {
	case "table", "json", "cyclonedx", "cyclonedx-json", "cyclonedx-xml", "sarif":
		return f != "sarif" || name == "grype"
	case "syft-json", "syft-table", "text", "syft-text", "github", "github-json", "purls", "spdx", "spdx-json",
		"spdx-tag-value", "spdx-tv":
		return name == "syft"
	}
	return false
}

// anchoreConfigReason refuses syft or grype where the folder it runs in
// holds its configuration (.syft.yaml, .syft/config.yaml and the like).
func (c *classifier) anchoreConfigReason(name string) string {
	return c.runDirConfigReason(name, "."+name, "which can name the files its reports are written to (output: FORMAT=FILE) and a log file (log.file)")
}

// specOSVScanner declares osv-scanner 2.6's options for scan source
// (urfave/cli 3: one dash or two, a value after = or in the next word, no
// bundles). Its configuration (--config, osv-scanner.toml beside a
// lockfile) is data: vulnerabilities to ignore, package overrides.
var specOSVScanner = optSpec{goflag: true, exact: true, strict: true, complete: true,
	longValues: []string{"-lockfile", "-L", "-format", "-f", "-config", "-verbosity", "-no-call-analysis"},
	longSwitches: []string{"-no-resolve", "-all-packages", "-all-vulns", "-allow-no-lockfiles", "-help", "-h",
		"-version", "-v"},
	deny: []denied{
		{[]string{"-output", "-output-file"}, "writes its report to a file; without it osv-scanner prints the report"},
		{[]string{"-serve", "-port"}, "serves the HTML report on a port until it is stopped"},
		{[]string{"-offline", "-offline-vulnerabilities", "-download-offline-databases", "-local-db-path"}, "downloads or reads its offline vulnerability databases, kept in a folder of its own"},
		{[]string{"-call-analysis"}, "turns on a call analysis that builds the project (Rust's runs cargo build, whose build scripts are code)"},
		{[]string{"-recursive", "-r"}, "walks folders, whose Go modules it analyses with the go command; name each --lockfile"},
	}}

// osvScannerReason allows osv-scanner [scan [source]] with --lockfile
// files only: it parses each, asks the OSV API about the packages and
// prints the findings (checked on osv-scanner 2.6 under strace). A go.mod
// is refused: its Go call analysis, on by default, runs the go command in
// the module.
func (c *classifier) osvScannerReason(args []arg) string {
	sp := &specOSVScanner
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("osv-scanner", sp); r != "" {
		return r
	}
	ops := sc.operands
	if len(args) > 1 && args[1].is("scan") {
		ops = ops[1:]
		if len(args) > 2 && args[2].is("source") {
			ops = ops[1:]
		}
	}
	if len(ops) > 0 {
		if ops[0].dynamic {
			return nonLiteralReason("osv-scanner", ops[0])
		}
		return "`osv-scanner " + shorten(ops[0].lit) + "` names a folder to walk (whose Go modules it analyses with the go command), or a command the model does not know; name each --lockfile"
	}
	if sc.has(sp, "-help", "-h", "-version", "-v") != nil {
		return ""
	}
	locks := sc.values(sp, "-lockfile", "-L")
	if len(locks) == 0 {
		return "`osv-scanner` without --lockfile walks the folder (its Go modules analysed with the go command); name each --lockfile"
	}
	for _, l := range locks {
		if l.dynamic || l.glob {
			return "`osv-scanner --lockfile` takes a path that is not literal"
		}
		parseAs, file, ok := strings.Cut(l.lit, ":")
		if !ok {
			file = l.lit
		}
		if path.Base(file) == "go.mod" || parseAs == "go.mod" {
			return "`osv-scanner --lockfile " + shorten(l.lit) + "` runs its Go call analysis, which runs the go command in the module"
		}
		if r := c.osvLockfileFolderReason(l.lit, file); r != "" {
			return r
		}
	}
	for _, f := range sc.values(sp, "-format", "-f") {
		if f.dynamic {
			return "`osv-scanner --format` takes a run-time value"
		}
		switch f.lit {
		case "table", "html", "vertical", "json", "markdown", "sarif", "gh-annotations", "cyclonedx-1-4", "cyclonedx-1-5",
			"cyclonedx-1-6", "cyclonedx-1-7", "spdx-2-3":
		default:
			return "`osv-scanner --format " + shorten(f.lit) + "` is not a format the model knows"
		}
	}
	return ""
}

// osvLockfileFolderReason refuses a --lockfile path that is a folder (or
// empty, the working folder): osv-scanner then extracts every file in it
// as a directory scan does, a go.mod among them, and its Go call analysis
// runs govulncheck there (go list -compiled: cgo and the C compiler on
// the package's #cgo flags). Checked with osv-scanner 2.6: --lockfile .
// in a folder with a go.mod logged "Scanned …/go.mod file and found 2
// packages". A path the model cannot look at is refused.
func (c *classifier) osvLockfileFolderReason(lit, file string) string {
	some, _, ok := c.folderIn(file)
	if !ok {
		return "`osv-scanner --lockfile " + shorten(lit) + "` may name a folder, which it walks (a go.mod there runs its Go call analysis: the go command), and the model cannot look"
	}
	if file == "" || some {
		return "`osv-scanner --lockfile " + shorten(lit) + "` names a folder, whose files it all extracts (a go.mod there runs its Go call analysis: the go command and the C compiler); name the lockfile itself"
	}
	return ""
}

// folderIn reports whether p (relative to each folder the command may
// run in, or absolute) names a folder the model can list in some of
// them and in all of them; ok is false where the model cannot look.
func (c *classifier) folderIn(p string) (some, all, ok bool) {
	dirs, why := c.runDirs()
	if why != "" || c.w.env.ReadDir == nil {
		return false, false, false
	}
	if strings.HasPrefix(p, "/") {
		dirs = []string{""}
	}
	all = true
	for _, d := range dirs {
		if _, err := c.w.env.ReadDir(path.Join(d, p)); err != nil {
			all = false
		} else {
			some = true
		}
	}
	return some, all, true
}

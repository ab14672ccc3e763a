package shell

import (
	"errors"
	"io/fs"
	"path"
	"strings"
)

// Infrastructure-as-code audit tools a leader runs to read a Terraform
// module or a CI workflow: terraform-docs (the module's documentation to
// standard output), tfsec (a static scan of the module), zizmor and
// ratchet lint (a workflow's findings and unpinned references), and the
// honest reasons for the ones that stay refused. terraform-docs and
// tfsec were built from source and run in a throw-away HOME, TMPDIR and
// project under strace: the shapes allowed wrote no file, started no
// program and opened no connection. zizmor (Rust) and ratchet (the
// module proxy refused it) could not be installed here; their shapes
// follow their source, read for this, and are kept narrow.

// iacScanReason explains the tools of this file (ok false for any other
// program).
func (c *classifier) iacScanReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "terraform-docs":
		return c.terraformDocsReason(args), true
	case "tfsec":
		return tfsecReason(args), true
	case "zizmor":
		return zizmorReason(args), true
	case "ratchet":
		return ratchetReason(args), true
	case "parliament":
		// parliament 1.6.4 (the release built from its main branch)
		// opens /tmp/parliament.log for writing first thing in main and
		// writes its arguments and every policy it reads there; and it
		// runs every .py under --private_auditors (or the private_auditors
		// folder beside its package) as an auditor.
		return "`parliament` writes its arguments and the policies it reads to /tmp/parliament.log (1.6.4) and runs the Python files of its private_auditors folder; read the policy with jq, or ask IAM Access Analyzer (aws accessanalyzer validate-policy)", true
	case "rakkess":
		// rakkess 0.5 (corneliusweig/rakkess): cli-runtime's
		// ConfigFlags.ToDiscoveryClient, which fills ~/.kube/cache, a
		// cache the model declares only for kubectl and its kin; its
		// --diff-with sets any of its flags by name (--log_file among
		// them). It could not be installed to check the rest.
		return "`rakkess` fills the API discovery cache in ~/.kube/cache and was not checked here; kubectl auth can-i --list --as=system:serviceaccount:NS:NAME prints the same access", true
	}
	return "", false
}

// specTerraformDocs declares terraform-docs 0.19's options (cobra and
// pflag: exact long names; a boolean takes its value only attached,
// --sort=false): the root's persistent options and the formatters' own.
// -c/--config names the file that can set output.file, and the output
// and recursive options write files or look for more configuration;
// --output-values runs `terraform output -json` in the module.
var specTerraformDocs = optSpec{pflag: true, strict: true, complete: true, exact: true,
	switches:   "h",
	longValues: []string{"--show", "--hide", "--sort-by", "--header-from", "--footer-from", "--indent"},
	longOptional: []string{"--sort", "--lockfile", "--read-comments", "--anchor", "--default", "--escape", "--html",
		"--hide-empty", "--required", "--sensitive", "--type", "--description", "--color"},
	longSwitches: []string{"--help", "--version"},
	deny: []denied{
		{[]string{"-c", "--config"}, "reads a configuration file, whose output.file makes it write (or inject into) a file"},
		{[]string{"--output-file"}, "writes (or injects) the documentation into a file; without it terraform-docs prints it"},
		{[]string{"--output-mode"}, "chooses how it writes --output-file"},
		{[]string{"--output-template"}, "is the template of the file it writes"},
		{[]string{"--output-check"}, "compares the documentation with the file --output-file names"},
		{[]string{"--output-values"}, "runs `terraform output -json` in the module (a program, and terraform's backend)"},
		{[]string{"--output-values-from"}, "reads output values for the file it injects into"},
		{[]string{"--recursive"}, "documents every submodule into a file each, from their own configuration files"},
		{[]string{"--recursive-path"}, "documents every submodule into a file each"},
		{[]string{"--recursive-include-main"}, "documents every submodule into a file each"},
	}}

// terraformDocsFormatter returns a terraform-docs formatter command's
// subcommands (with cobra's aliases), and whether it is one. A switch
// rather than a map: a map literal at package level is built at init, in
// every hook.
func terraformDocsFormatter(format string) (subs []string, ok bool) {
	switch format {
	case "asciidoc", "adoc", "markdown", "md":
		return []string{"document", "doc", "table", "tbl"}, true
	case "tfvars":
		return []string{"hcl", "json"}, true
	case "json", "pretty", "toml", "xml", "yaml":
		return nil, true
	}
	return nil, false
}

// terraformDocsReason allows a formatter printing one module's
// documentation (terraform-docs markdown table DIR) where no
// configuration file can steer it: terraform-docs reads the first
// .terraform-docs.yml (viper: .terraform-docs or .terraform-docs.* in any
// format it knows) in the module, the module's .config, the working
// directory, its .config and ~/.tfdocs.d, and that file sets any option:
// output.file writes or injects into a file (README.md), recursive
// documents every submodule, formatter names a plugin (a program). It
// reads the module's .tf files and .terraform.lock.hcl, nothing else
// (checked on terraform-docs 0.19.0 in a throw-away HOME and TMPDIR under
// strace: markdown, markdown table, md tbl, json and tfvars hcl wrote
// nothing and started nothing).
func (c *classifier) terraformDocsReason(args []arg) string {
	sp := &specTerraformDocs
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("terraform-docs", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "--help", "-h", "--version") != nil {
			return ""
		}
		return "`terraform-docs` without a formatter prints the documentation only as its configuration file says, which can name a file it writes"
	}
	for _, a := range sc.operands[:min(2, len(sc.operands))] {
		if a.dynamic {
			return "`terraform-docs` without a literal formatter and folder is not a read the model knows"
		}
	}
	format := sc.operands[0].lit
	subs, known := terraformDocsFormatter(format)
	if format == "version" && len(sc.operands) == 1 {
		return ""
	}
	if !known {
		return "`terraform-docs " + shorten(format) + "` is not a formatter the model knows (a plugin's is a program; completion and the root read a configuration file)"
	}
	words, rest := 1, sc.operands[1:]
	if len(rest) > 0 && oneOf(rest[0], subs...) {
		words, rest = 2, rest[1:]
	}
	if r := cobraCommandFirst("terraform-docs", args, words); r != "" {
		return r
	}
	if len(rest) != 1 {
		if sc.has(sp, "--help", "-h") != nil {
			return ""
		}
		return "`terraform-docs " + format + "` takes one module folder"
	}
	module := rest[0]
	if module.dynamic {
		return "`terraform-docs` documents a folder named at run time, whose .terraform-docs.yml may name a file it writes"
	}
	if strings.Contains(module.lit, "$") {
		// viper expands the environment in each folder it searches
		// (os.ExpandEnv), the module's own path too: with a folder the
		// project names '$TMPDIR', terraform-docs 0.19 read
		// $TMPDIR/.terraform-docs.yml and wrote $TMPDIR/README.md in
		// the project (checked).
		return "`terraform-docs` looks for its .terraform-docs.yml in the folder with the environment's values put in for its $ (viper), a folder other than the one named, which may name a file it writes"
	}
	dirs, r := c.runDirs()
	if r != "" {
		return "`terraform-docs` " + r + ", whose .terraform-docs.yml may name a file it writes"
	}
	if c.w.env.ReadDir == nil {
		return "`terraform-docs` runs where the model cannot look for a .terraform-docs.yml, which may name a file it writes"
	}
	var look []string
	for _, d := range dirs {
		m := module.lit
		if !path.IsAbs(m) {
			m = path.Join(d, m)
		}
		look = append(look, m, path.Join(m, ".config"), d, path.Join(d, ".config"))
	}
	if c.w.env.Home != "" {
		look = append(look, path.Join(c.w.env.Home, ".tfdocs.d"))
	}
	for _, d := range look {
		entries, err := c.w.env.ReadDir(d)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return "`terraform-docs` reads a .terraform-docs.yml in " + d + ", which the model cannot list"
		}
		for _, e := range entries {
			// Lower case: macOS's file systems ignore case, and viper's
			// stat of .terraform-docs.yml finds .Terraform-Docs.YML.
			if n := strings.ToLower(e.Name()); n == ".terraform-docs" || strings.HasPrefix(n, ".terraform-docs.") {
				return "`terraform-docs` reads " + path.Join(d, e.Name()) + " as its configuration, which can set output.file (a file it writes), recursive and a plugin formatter; read the .tf files, or run terraform-docs where there is none"
			}
		}
	}
	return ""
}

// specTfsec declares tfsec 1.28's options (cobra and pflag: exact long
// names; booleans take a value only attached). Its configuration
// (.tfsec/config.yml or --config-file: severities, included and excluded
// checks, a minimum version) and its custom checks (.tfsec/*_tfchecks.json
// or .yaml, --custom-check-dir) are data: declarative matches on the
// module's attributes.
var specTfsec = optSpec{pflag: true, strict: true, complete: true, exact: true,
	values: "efmw", switches: "Gshv",
	longValues: []string{"--code-theme", "--config-file", "--custom-check-dir", "--exclude", "--exclude-path",
		"--filter-results", "--format", "--minimum-severity", "--tfvars-file", "--var-file", "--workspace"},
	longOptional: []string{"--concise-output", "--debug", "--disable-grouping", "--exclude-downloaded-modules",
		"--force-all-dirs", "--ignore-hcl-errors", "--include-ignored", "--include-passed", "--no-code", "--no-color",
		"--no-colour", "--no-ignores", "--no-module-downloads", "--print-rego-input", "--single-thread", "--soft-fail",
		"--verbose", "--help", "--version"},
	deny: []denied{
		{[]string{"-O", "--out"}, "writes its report to a file (one for each --format); without it tfsec prints the report"},
		{[]string{"--config-file-url"}, "downloads a configuration file into the temporary folder"},
		{[]string{"--custom-check-url"}, "downloads a custom check file into the temporary folder"},
		{[]string{"--update"}, "downloads a new tfsec and replaces the program"},
		{[]string{"--migrate-ignores"}, "rewrites the ignore comments in the module's .tf files"},
		{[]string{"--rego-policy-dir"}, "runs the Rego policies of a folder, which can reach the network (http.send)"},
		{[]string{"--run-statistics"}, "is a mode the model does not know"},
	}}

// tfsecReason allows tfsec's scan of one folder with
// --no-module-downloads: without it tfsec fetches every remote module
// the configuration names (it ran git ls-remote and git clone into
// $TMPDIR/.aqua/cache, checked on tfsec 1.28 built from source); with it
// tfsec only reads the folder, its .tfsec folder and the modules
// terraform init downloaded under .terraform (checked under strace in a
// throw-away HOME and TMPDIR: nothing written, started or connected).
func tfsecReason(args []arg) string {
	sp := &specTfsec
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("tfsec", sp); r != "" {
		return r
	}
	if sc.has(sp, "--version", "-v", "--help", "-h") != nil && len(sc.operands) == 0 {
		return ""
	}
	noDownloads := false
	for _, o := range sc.opts {
		if !o.is(sp, "--no-module-downloads") {
			continue
		}
		// pflag keeps the last one.
		noDownloads = !o.hasVal || !o.val.dynamic && oneOf(o.val, "true", "1", "t", "T", "TRUE", "True")
	}
	if !noDownloads {
		return "`tfsec` downloads the remote modules the configuration names (git clone into the temporary folder, over the network); add --no-module-downloads"
	}
	if len(sc.operands) > 1 {
		return "`tfsec` takes one folder"
	}
	for _, o := range sc.opts {
		if !o.is(sp, "--format") && !o.is(sp, "-f") {
			continue
		}
		// The gif format fetches an animation from giphy.com (it
		// resolved the host: checked under strace); the others print.
		if o.val.dynamic {
			return "`tfsec --format` takes a run-time value, which may be gif (fetched from the network)"
		}
		for _, f := range strings.Split(o.val.lit, ",") {
			switch f {
			case "lovely", "default", "json", "csv", "checkstyle", "junit", "sarif", "text", "markdown", "html":
			default:
				return "`tfsec --format " + shorten(f) + "` is not a format the model knows (gif fetches an animation over the network)"
			}
		}
	}
	return ""
}

// specZizmor declares zizmor's options (clap: exact long names, short
// bundles, a value in the next word or after =). Its configuration
// (zizmor.yml, .github/zizmor.yml or -c) is data: rules to disable,
// findings to ignore, policies for unpinned uses.
var specZizmor = optSpec{strict: true, complete: true, exact: true,
	values: "c", switches: "opvqhV",
	longValues: []string{"--collect", "--persona", "--min-severity", "--min-confidence", "--format", "--color",
		"--render-links", "--show-audit-urls", "--config"},
	longSwitches: []string{"--offline", "--pedantic", "--no-ignores", "--no-progress", "--no-exit-codes",
		"--strict-collection", "--no-online-audits", "--no-config", "--verbose", "--quiet", "--help", "--version"},
	deny: []denied{
		{[]string{"--fix"}, "rewrites the workflows it audits"},
		{[]string{"--gh-token", "--github-token", "--zizmor-github-token"}, "turns on the online audits, which ask GitHub's API and fill a cache"},
		{[]string{"--gh-hostname"}, "talks to another GitHub host"},
		{[]string{"--cache-dir"}, "keeps the online audits' HTTP cache in a folder"},
		{[]string{"--lsp", "--stdio"}, "starts a language server"},
		{[]string{"--completions", "--thanks", "--generate-schema"}, "is a mode the model does not know"},
	}}

// zizmorReason allows zizmor's audit of local workflows and actions with
// -o/--offline: it then drops any GitHub token, so no online audit runs,
// no remote repository is fetched and its HTTP cache (only built with a
// client, that is with a token) is never opened; it reads the inputs,
// .gitignore files and its configuration and prints the findings.
// zizmor (Rust) cannot be installed here: this follows its source
// (zizmorcore/zizmor, main.rs and cli.rs: the cache folder is handed only
// to the GitHub client, which exists only with a token, unset by
// --offline). Without --offline it asks GitHub's API whenever a token is
// in the environment, and fills its cache.
func zizmorReason(args []arg) string {
	sp := &specZizmor
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("zizmor", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 && sc.has(sp, "--help", "-h", "--version", "-V") != nil {
		return ""
	}
	if sc.has(sp, "--offline", "-o") == nil {
		return "`zizmor` without --offline runs the online audits (GitHub's API, with the token in the environment) and fills its HTTP cache; add --offline"
	}
	return ""
}

// specRatchetLint declares ratchet lint's options (Go's flag package:
// -format and -parser, -x or --x, a value after = or in the next word).
var specRatchetLint = optSpec{goflag: true, strict: true, complete: true, exact: true,
	longValues: []string{"-format", "-parser"}, longSwitches: []string{"-help", "-h"}}

// ratchetReason allows ratchet lint: it reads the files named (relative
// to the working directory), parses their references and prints those
// that are not pinned; its help says it "does not communicate with
// upstream APIs or services", and its source (sethvargo/ratchet,
// command/lint.go) resolves nothing and writes nothing. Its other
// commands (pin, update, upgrade, unpin) ask the registries and rewrite
// the files; check is the deprecated lint, which asks nothing either but
// is not read here. ratchet (Go) could not be installed here: the module
// proxy refused it.
func ratchetReason(args []arg) string {
	if len(args) < 2 || args[1].dynamic {
		return "`ratchet` without a literal command is not a read the model knows"
	}
	switch verb := args[1].lit; verb {
	case "lint":
	case "-h", "-help", "--help", "-v", "-version", "--version":
		if len(args) == 2 {
			return ""
		}
		return "`ratchet " + verb + "` with more words is not a read the model knows"
	default:
		return "`ratchet " + shorten(verb) + "` resolves references over the network and rewrites the files (ratchet lint only reports)"
	}
	sp := &specRatchetLint
	sc := scanArgs(args[2:], sp)
	return sc.verdict("ratchet lint", sp)
}

package shell

import "strings"

// Developer tool queries, the second round: version reports of
// toolchains, interpreters and tools, tfenv's listings, protoc's
// printouts, grpcurl's reflection listings and health check, pandoc into
// standard output, the structural diffs dyff and oasdiff, kube-linter,
// the Python yq family (yq, tomlq, xq), swagger-cli validate, taplo's
// checks and just's listings. And the honest reasons for the tools that
// stay refused: tflint and buf run plugins their project configuration
// names, task's listing runs the Taskfile's sh: variables, the version
// managers that set up their own state.

// toolQueryReason explains the tools of this file (ok false for any other
// program, and for the shapes of a program another file judges).
func toolQueryReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "protoc":
		return protocReason(args), true
	case "clang-tidy", "protoc-gen-go", "protoc-gen-go-grpc", "kubeseal", "sops",
		"hyperfine", "git-cliff", "goreleaser", "dive":
		// Each prints its version while it reads its options (clap,
		// cobra, LLVM's), before a configuration file
		// (.clang-tidy, .sops.yaml, cliff.toml,
		// .goreleaser.yaml, .dive.yaml) or a cluster is read or a hook
		// runs; sops also asks which release is the latest.
		if exactWords(args, "--version") {
			return "", true
		}
		return "", false
	case "kotlinc", "kotlinc-jvm":
		if exactWords(args, "-version") {
			return "", true
		}
		return "`" + name + "` compiles or runs a script (-version prints)", true
	case "kotlin", "groovy", "R", "Rscript", "julia", "lua", "lua5.1", "lua5.2", "lua5.3", "lua5.4", "luajit", "perl", "elixir":
		// Interpreters asked their version: each prints it while it
		// reads its options, before a profile, startup file or script
		// (lua -v does not read standard input as a script, verified
		// with Lua 5.4; kotlin and groovy start a JVM, a tool cache).
		if interpreterVersion(name, args) {
			return "", true
		}
		return "", false
	case "zig":
		if exactWords(args, "version") {
			return "", true
		}
		return "`zig` other than version builds, runs code or fills its cache", true
	case "ghc":
		if len(args) == 2 && oneOf(args[1], "--version", "--numeric-version", "--info", "--print-libdir", "--supported-extensions", "--supported-languages") {
			return "", true
		}
		return "`ghc` other than its version and settings reports compiles or loads a package environment", true
	case "opam", "nim", "crystal", "dune", "stack", "cabal":
		// Each prints its version while it reads its options, before a
		// configuration, a root or a project file is opened (nim quits
		// in its first pass over the command line, before nim.cfg and
		// config.nims).
		if len(args) == 2 && (oneOf(args[1], "--version") || name == "nim" && oneOf(args[1], "-v") || name == "cabal" && oneOf(args[1], "--numeric-version") || name == "stack" && oneOf(args[1], "--numeric-version")) {
			return "", true
		}
		if name == "stack" || name == "cabal" {
			return "", false // toolReason: runs tests or builds
		}
		return "`" + name + "` other than --version compiles, runs code or changes its root", true
	case "corepack":
		// Verified in a throw-away HOME: --version writes nothing.
		if exactWords(args, "--version") || exactWords(args, "-v") {
			return "", true
		}
		return "`corepack` downloads package managers into its cache and changes shims", true
	case "dotnet":
		// The host prints these from the install folders without
		// starting the SDK (no first-run files, no global.json SDK).
		if len(args) == 2 && oneOf(args[1], "--list-sdks", "--list-runtimes") {
			return "", true
		}
		if len(args) == 2 && oneOf(args[1], "--version", "version", "--info") {
			return "`dotnet " + args[1].lit + "` starts the SDK global.json chooses, which may be a folder in the project (dotnet --list-sdks asks only the host)", true
		}
		return "", false
	case "tfenv":
		return tfenvReason(args), true
	case "tflint":
		return "`tflint` loads the ruleset plugins its configuration (.tflint.hcl, which the team can write) names, even for --version", true
	case "buf":
		if exactWords(args, "--version") || cobraHelp(args[1:]) {
			return "", true
		}
		return "`buf` fills its module cache (~/.cache/buf) and runs the check plugins buf.yaml names", true
	case "grpcurl":
		return grpcurlReason(args), true
	case "grpc_health_probe":
		return grpcHealthProbeReason(args), true
	case "pandoc":
		return pandocReason(args), true
	case "dyff":
		return dyffReason(args), true
	case "oasdiff":
		return oasdiffReason(args), true
	case "kube-linter":
		return kubeLinterReason(args), true
	case "yq":
		if r := pythonYqReason(name, args); r != "" {
			return r, true
		}
		return specReason(name, args, &specYq), true
	case "tomlq", "xq":
		return pythonYqReason(name, args), true
	case "swagger-cli":
		return swaggerCliReason(args), true
	case "taplo":
		return taploReason(args), true
	case "just":
		return justReason(args), true
	case "task", "go-task":
		if exactWords(args, "--version") {
			return "", true
		}
		return "`" + name + "` runs tasks, and even its listing evaluates the Taskfile's dynamic variables (sh:), which run commands", true
	case "volta", "fnm":
		return "`" + name + "` sets up its home folder (layout, shims, logs) when it starts; the model does not know a shape that writes nothing", true
	case "dart", "flutter":
		return "`" + name + "` may write its analytics settings under ~/.dart-tool (and flutter updates its cache, even for --version)", true
	case "erl":
		return "`erl` starts an Erlang shell that reads commands from standard input, or runs the code it is given", true
	case "openapi-generator":
		// The launcher runs the CLI jar with the words as given:
		// validate reads the spec (and the files and URLs its $refs
		// name), list and config-help describe the generators. The JVM
		// writes hsperfdata, a tool cache.
		if len(args) >= 2 && oneOf(args[1], "validate", "version", "list", "config-help", "help", "--version", "--help", "-h") {
			for _, a := range args[2:] {
				if a.mayBeOption() && !a.noDash {
					return nonLiteralReason(name, a), true
				}
			}
			return "", true
		}
		return "`openapi-generator` other than validate, list, config-help and version writes generated files", true
	case "openapi-generator-cli":
		return "`openapi-generator-cli` writes openapitools.json and downloads the generator's jar", true
	case "markdownlint", "markdownlint-cli2":
		return "`" + name + "` loads custom rules and configuration that can be JavaScript (.markdownlint.cjs, .markdownlint-cli2.cjs, --rules)", true
	case "redocly", "spectral":
		return "`" + name + "` loads the plugins and custom functions (JavaScript) its project configuration names", true
	case "checkov":
		return "`checkov` loads external checks and its project configuration (.checkov.yaml), which can name Python code", true
	}
	return "", false
}

// interpreterVersion reports the one word that asks an interpreter for
// its version and nothing else.
func interpreterVersion(name string, args []arg) bool {
	if len(args) != 2 {
		return false
	}
	switch name {
	case "kotlin":
		return oneOf(args[1], "-version")
	case "groovy", "julia":
		return oneOf(args[1], "--version", "-v")
	case "R", "Rscript":
		return oneOf(args[1], "--version")
	case "perl":
		return oneOf(args[1], "-V")
	case "elixir":
		return oneOf(args[1], "-v")
	}
	return oneOf(args[1], "-v") // lua, luajit
}

// cobraHelp reports a cobra program asked for help: help [COMMAND...],
// or literal command words and --help (or -h). cobra prints the usage
// before any hook or the command runs.
func cobraHelp(words []arg) bool {
	if len(words) == 0 {
		return false
	}
	help := words[0].is("help")
	for _, a := range words {
		if a.dynamic || a.glob || a.is("--") {
			return false
		}
		if a.is("--help") || a.is("-h") {
			help = true
			continue
		}
		if strings.HasPrefix(a.lit, "-") {
			return false
		}
	}
	return help
}

// exactWords reports a command that is its name followed by exactly these
// literal words.
func exactWords(args []arg, words ...string) bool {
	if len(args) != len(words)+1 {
		return false
	}
	for i, w := range words {
		if !args[i+1].is(w) {
			return false
		}
	}
	return true
}

// oneOf reports a literal word that is one of the spellings.
func oneOf(a arg, spellings ...string) bool {
	for _, s := range spellings {
		if a.is(s) {
			return true
		}
	}
	return false
}

// tfenvReason allows tfenv's listings: the installed versions (list,
// which also reads .terraform-version), the remote ones (list-remote
// only reads the release index), the selected version and the file that
// selects it. install, use, uninstall and pin write.
func tfenvReason(args []arg) string {
	if len(args) == 2 && oneOf(args[1], "list", "list-remote", "version-name", "version-file", "--version", "-v", "help", "--help", "-h") {
		return ""
	}
	return "`tfenv` other than list, list-remote, version-name and version-file installs, switches or pins versions"
}

// specProtoc declares protoc's printouts: --decode, --decode_raw and
// --encode read standard input and print the result, -I only adds
// search paths for the .proto files it parses. Every --NAME_out and
// --plugin runs a generator (a program), -o, --descriptor_set_out and
// --dependency_out write files: none is declared, so strict refuses
// them. protoc takes options by their exact names.
var specProtoc = optSpec{strict: true, complete: true, exact: true, values: "I",
	switches:   "h",
	longValues: []string{"--proto_path", "--decode", "--encode", "--error_format", "--descriptor_set_in"},
	longSwitches: []string{"--version", "--help", "--decode_raw", "--deterministic_output", "--print_free_field_numbers",
		"--fatal_warnings", "--include_imports", "--include_source_info", "--retain_options"}}

// protocReason allows protoc's version, help and printouts. An operand
// @FILE reads more options from the file, which may name a plugin.
func protocReason(args []arg) string {
	// protoc expands @FILE wherever it stands, an option's value
	// included, before it reads any option: a word whose first
	// character is only known at run time (a variable, a pattern that
	// may match a file named @x) may be one.
	for _, a := range args[1:] {
		if strings.HasPrefix(a.lit, "@") || a.dynamic && a.lit == "" || a.glob && strings.IndexAny(a.lit, "*?[") == 0 {
			return "`protoc @file` reads options from a file, which may name a plugin"
		}
	}
	sc := scanArgs(args[1:], &specProtoc)
	if sc.dynamic != nil {
		return nonLiteralReason("protoc", *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`protoc " + shorten(sc.unknown) + "` generates code with a plugin or writes a file (--decode, --decode_raw and --encode print)"
	}
	return ""
}

// specGrpcurl declares grpcurl's options (Go's flag package: options end
// at the first operand). -protoset-out and -proto-out-dir write files,
// -expand-headers puts environment variables into the request: none is
// declared. -d, the request, only matters for a call.
var specGrpcurl = optSpec{goflag: true, exact: true, strict: true, posix: true,
	longSwitches: []string{"-plaintext", "-insecure", "-v", "-vv", "-version", "-help", "-h", "-emit-defaults",
		"-allow-unknown-fields", "-msg-template", "-format-error", "-use-reflection", "-unix", "-alts"},
	longValues: []string{"-d", "-H", "-rpc-header", "-reflect-header", "-cacert", "-cert", "-key", "-servername", "-authority",
		"-import-path", "-proto", "-protoset", "-max-time", "-connect-timeout", "-keepalive-time", "-format",
		"-user-agent", "-max-msg-sz", "-alts-handshaker-service", "-alts-target-service-account"}}

// specGrpcHealthProbe declares grpc_health_probe's options (v0.4, Go's
// flag package): it calls grpc.health.v1.Health/Check once and exits
// with the status; every option shapes that call or reads a TLS file.
var specGrpcHealthProbe = optSpec{goflag: true, exact: true, strict: true, complete: true,
	longSwitches: []string{"-tls", "-tls-no-verify", "-alts", "-spiffe", "-gzip", "-v", "-version", "-help", "-h"},
	longValues: []string{"-addr", "-service", "-connect-timeout", "-rpc-timeout", "-tls-ca-cert", "-tls-client-cert",
		"-tls-client-key", "-tls-server-name", "-user-agent", "-rpc-header"}}

// grpcHealthProbeReason allows grpc_health_probe, the standard health
// check only (grpcurl ... grpc.health.v1.Health/Check reads the same).
func grpcHealthProbeReason(args []arg) string {
	sc := scanArgs(args[1:], &specGrpcHealthProbe)
	if sc.dynamic != nil {
		return nonLiteralReason("grpc_health_probe", *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`grpc_health_probe " + shorten(sc.unknown) + "` is an option the model does not know"
	}
	if len(sc.operands) > 0 {
		return "`grpc_health_probe` takes no operands"
	}
	return ""
}

// grpcurlReason allows grpcurl's list and describe, which ask the
// server's reflection service (or the given .proto files) what it
// serves, and the standard health check; any other verb is a call of
// the method it names.
func grpcurlReason(args []arg) string {
	sc := scanArgs(args[1:], &specGrpcurl)
	if sc.dynamic != nil {
		return nonLiteralReason("grpcurl", *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`grpcurl " + shorten(sc.unknown) + "` calls a method or writes a file (list and describe only read), or is an option the model does not know"
	}
	if len(sc.operands) == 0 {
		if sc.has(&specGrpcurl, "-version", "-help", "-h") != nil {
			return ""
		}
		return "`grpcurl` without list or describe calls a method"
	}
	ops := sc.operands
	// The first operand is the server unless it is the verb itself
	// (with -proto or -protoset there may be no server).
	if !oneOf(ops[0], "list", "describe") {
		ops = ops[1:]
	}
	if len(ops) == 1 && oneOf(ops[0], "grpc.health.v1.Health/Check", "grpc.health.v1.Health.Check") {
		// The standard health service's Check only reports a status
		// (Watch streams and never ends).
		return ""
	}
	if len(ops) == 0 || !oneOf(ops[0], "list", "describe") {
		return "`grpcurl` without list or describe calls a method (grpc.health.v1.Health/Check only reports)"
	}
	if len(ops) > 2 {
		return "`grpcurl " + ops[0].lit + "` takes one symbol"
	}
	return ""
}

// specPandoc declares pandoc's options (Haskell's GetOpt: long options
// abbreviate, so every option that writes or runs is declared to be
// refused, and an abbreviation of one is refused with it). Options that
// only read (templates, metadata files, bibliographies, resources,
// highlighting themes) are declared; one the spec does not know is
// refused.
var specPandoc = optSpec{strict: true, complete: true,
	values:   "frtwoMdVHBAFLTcD",
	switches: "sNpiCvh",
	longValues: []string{"--from", "--read", "--to", "--write", "--metadata", "--metadata-file", "--template",
		"--variable", "--wrap", "--toc-depth", "--number-offset", "--top-level-division", "--resource-path",
		"--include-in-header", "--include-before-body", "--include-after-body", "--highlight-style",
		"--syntax-definition", "--dpi", "--eol", "--columns", "--tab-stop", "--reference-doc", "--request-header",
		"--abbreviations", "--indented-code-classes", "--default-image-extension", "--shift-heading-level-by",
		"--base-header-level", "--track-changes", "--reference-location", "--markdown-headings", "--slide-level",
		"--email-obfuscation", "--id-prefix", "--title-prefix", "--css", "--epub-subdirectory", "--epub-cover-image",
		"--epub-metadata", "--epub-embed-font", "--epub-chapter-level", "--ipynb-output", "--bibliography", "--csl",
		"--citation-abbreviations", "--print-default-template", "--print-default-data-file", "--print-highlight-style",
		"--split-level", "--chunk-template", "--figure-caption-position", "--table-caption-position", "--syntax-highlighting"},
	longOptional: []string{"--webtex", "--mathjax", "--katex", "--list-extensions"},
	longSwitches: []string{"--file-scope", "--sandbox", "--standalone", "--ascii", "--toc", "--table-of-contents",
		"--number-sections", "--no-highlight", "--preserve-tabs", "--self-contained", "--embed-resources",
		"--no-check-certificate", "--strip-empty-paragraphs", "--strip-comments", "--reference-links", "--atx-headers",
		"--listings", "--incremental", "--section-divs", "--html-q-tags", "--citeproc", "--natbib", "--biblatex",
		"--mathml", "--gladtex", "--trace", "--dump-args", "--ignore-args", "--verbose", "--quiet", "--fail-if-warnings",
		"--bash-completion", "--list-input-formats", "--list-output-formats", "--list-highlight-languages",
		"--list-highlight-styles", "--version", "--help", "--link-images", "--list-tables"},
	deny: []denied{
		{[]string{"-o", "--output"}, "writes a file"},
		{[]string{"-d", "--defaults"}, "reads a defaults file, which can name an output file and filters"},
		{[]string{"--data-dir"}, "takes templates, custom readers and writers and Lua code from a folder"},
		{[]string{"--extract-media"}, "writes the media files"},
		{[]string{"--pdf-engine", "--pdf-engine-opt"}, "runs a PDF engine"},
		{[]string{"-F", "--filter"}, "runs a filter program"},
		{[]string{"-L", "--lua-filter"}, "runs Lua code"},
		{[]string{"--log"}, "writes a log file"},
	}}

// pandocReason allows pandoc converting into standard output. A format
// given as a file (-t writer.lua, -f reader.lua) is Lua code; pdf output
// runs a PDF engine; +RTS options steer the Haskell runtime, whose -s and
// -h write files.
func pandocReason(args []arg) string {
	sp := &specPandoc
	for _, a := range args[1:] {
		if a.is("--") {
			break
		}
		if strings.HasPrefix(a.lit, "+RTS") || strings.HasPrefix(a.lit, "--RTS") {
			return "`pandoc +RTS` sets runtime options, which can write statistics and profiles to files"
		}
	}
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("pandoc", sp); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if !(o.is(sp, "-f") || o.is(sp, "-r") || o.is(sp, "-t") || o.is(sp, "-w") || o.is(sp, "-D") ||
			o.is(sp, "--from") || o.is(sp, "--read") || o.is(sp, "--to") || o.is(sp, "--write") || o.is(sp, "--print-default-template")) {
			continue
		}
		if !o.hasVal || o.val.dynamic || !pandocFormat(o.val.lit) {
			return "`pandoc " + o.name + "` names a format the model does not know (a file is a Lua reader or writer)"
		}
	}
	return ""
}

// pandocFormat reports a built-in format name with its extensions
// (markdown+smart-raw_html), never a file, and not pdf (which runs a PDF
// engine).
func pandocFormat(s string) bool {
	base := s
	if i := strings.IndexAny(s, "+-"); i >= 0 {
		base = s[:i]
	}
	if base == "" || base == "pdf" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '+' || c == '-') {
			return false
		}
	}
	return true
}

// dyff: between (bw) compares two documents and prints the report, whose
// -o is its style, not a file; yaml and json print documents unless -i
// rewrites them. cobra takes options by their exact names and refuses an
// unknown one before running anything.
var (
	specDyff = optSpec{pflag: true, exact: true, posix: true, strict: true, complete: true,
		longValues: []string{"--color", "--fixed-width"}, longSwitches: []string{"--truecolor", "--help", "--version"}, switches: "h"}
	specDyffPrint = optSpec{pflag: true, exact: true, switches: "prh",
		deny: []denied{{[]string{"-i", "--in-place"}, "rewrites the files"}}}
)

// specCobraQuery reads a cobra program none of whose options in the
// allowed verbs writes or runs anything (oasdiff, kube-linter): the
// scan only finds the verb.
var specCobraQuery = optSpec{pflag: true, exact: true}

// specOasdiff: oasdiff's options that fetch or upload (cobra: exact
// names). Newer releases' --open encrypts the comparison and uploads it
// to oasdiff.com, then opens a browser; --review-token and --review-meta
// go with it.
var specOasdiff = optSpec{pflag: true, exact: true,
	deny: []denied{
		{[]string{"--fetch"}, "fetches git revisions into the repository"},
		{[]string{"--open"}, "uploads the comparison to oasdiff.com and opens a browser"},
		{[]string{"--review-token", "--review-meta"}, "uploads the comparison to oasdiff.com"},
	}}

// specCommanderQuery: swagger-cli validate's options only shape the
// check.
var specCommanderQuery = optSpec{}

func dyffReason(args []arg) string {
	sc := scanArgs(args[1:], &specDyff)
	if r := sc.verdict("dyff", &specDyff); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		return ""
	}
	verb := sc.operands[0]
	if verb.dynamic {
		return nonLiteralReason("dyff", verb)
	}
	switch verb.lit {
	case "between", "bw", "version", "help", "last-applied":
		// between reads its two documents (files, - or URLs); no option
		// of it writes.
		return ""
	case "yaml", "json":
		return specReason("dyff "+verb.lit, sc.operands, &specDyffPrint)
	}
	return "`dyff " + shorten(verb.lit) + "` is not a comparison the model knows"
}

// oasdiffReason allows oasdiff's comparisons, which read the two specs
// (files, globs with -c, URLs, standard input) and print. A spec may also
// be a git ref (main:api/openapi.yaml), and then --fetch, or fetch: true
// in the .oasdiff.yaml the team can write, fetches the missing revision
// from origin into the repository: a ref, or a run-time word that may be
// one, is refused.
func oasdiffReason(args []arg) string {
	sp := &specOasdiff
	sc := scanArgs(args[1:], sp)
	if sc.dynamic != nil && !sc.dynamicIsOperand() {
		return nonLiteralReason("oasdiff", *sc.dynamic)
	}
	if r := sc.denyReason("oasdiff", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		return ""
	}
	verb := sc.operands[0]
	if verb.dynamic {
		return nonLiteralReason("oasdiff", verb)
	}
	switch verb.lit {
	case "breaking", "changelog", "diff", "summary", "flatten", "checks", "help", "version", "qr":
	default:
		return "`oasdiff " + shorten(verb.lit) + "` is not a comparison the model knows"
	}
	for _, a := range sc.operands[1:] {
		if (a.dynamic || a.glob) && !procSubstPath(a) || strings.Contains(a.lit, ":") && !strings.Contains(a.lit, "://") {
			return "`oasdiff` with a git ref (or a run-time word that may be one) may fetch it from origin into the repository (fetch: true in .oasdiff.yaml)"
		}
	}
	return ""
}

// kubeLinterReason allows kube-linter's lint (it reads manifests and
// renders charts locally; .kube-linter.yaml only chooses built-in
// checks), its check and template listings and its version.
func kubeLinterReason(args []arg) string {
	sc := scanArgs(args[1:], &specCobraQuery)
	if sc.dynamic != nil && !sc.dynamicIsOperand() {
		return nonLiteralReason("kube-linter", *sc.dynamic)
	}
	if len(sc.operands) == 0 {
		return ""
	}
	verb := sc.operands[0]
	switch {
	case oneOf(verb, "lint", "version", "help"):
		return ""
	case oneOf(verb, "checks", "templates") && (len(sc.operands) == 1 || oneOf(sc.operands[1], "list")):
		return ""
	}
	return "`kube-linter " + shorten(verb.lit) + "` is not a listing or lint the model knows"
}

// pythonYqReason refuses what makes the Python yq family (yq, tomlq, xq:
// argparse in front of jq) write: -i/--in-place rewrites the files.
// argparse finds it anywhere before "--", whatever jq option stands
// before it (jq's --arg takes two words argparse does not know), and
// in a bundle after -y or -Y (-yi); so every option word holding an i
// is refused. Everything else goes to jq, which only reads.
func pythonYqReason(name string, args []arg) string {
	for _, a := range args[1:] {
		if a.is("--") {
			return ""
		}
		if a.mayBeOption() {
			return nonLiteralReason(name, a)
		}
		s := a.lit
		switch {
		case strings.HasPrefix(s, "--"):
			flag, _, _ := strings.Cut(s, "=")
			if len(flag) >= 4 && strings.HasPrefix("--in-place", flag) {
				return "`" + name + " --in-place` edits files in place"
			}
		case len(s) > 1 && s[0] == '-' && strings.IndexByte(s, 'i') > 0:
			return "`" + name + " -i` edits files in place"
		}
	}
	return ""
}

// swaggerCliReason allows swagger-cli validate, which reads the spec and
// the files and URLs its $refs name; bundle and dereference write with
// -o.
func swaggerCliReason(args []arg) string {
	if len(args) == 2 && oneOf(args[1], "--version", "-v", "--help", "-h") {
		return ""
	}
	sc := scanArgs(args[1:], &specCommanderQuery)
	if sc.dynamic != nil && !sc.dynamicIsOperand() {
		return nonLiteralReason("swagger-cli", *sc.dynamic)
	}
	if len(sc.operands) > 0 && sc.operands[0].is("validate") {
		return ""
	}
	return "`swagger-cli` other than validate writes a bundled or dereferenced file"
}

// taplo's options (clap: exact names, short bundles). --cache-path
// writes the schemas it fetches; without it taplo keeps them in memory.
// .taplo.toml only sets formatting rules and schemas, no program.
var (
	specTaplo = optSpec{strict: true, complete: true, exact: true, posix: true, switches: "Vh",
		longValues: []string{"--colors"}, longSwitches: []string{"--verbose", "--log-spans", "--version", "--help"}}
	specTaploFormat = optSpec{strict: true, complete: true, exact: true, values: "co", switches: "fh",
		longValues:   []string{"--config", "--option", "--colors"},
		longSwitches: []string{"--force", "--check", "--no-auto-config", "--verbose", "--log-spans", "--help"},
		deny:         []denied{{[]string{"--cache-path"}, "writes the schemas it fetches into a cache"}}}
	specTaploLint = optSpec{strict: true, complete: true, exact: true, values: "c", switches: "h",
		longValues:   []string{"--config", "--schema", "--schema-catalog", "--colors"},
		longSwitches: []string{"--default-schema-catalogs", "--no-schema", "--no-auto-config", "--verbose", "--log-spans", "--help"},
		deny:         []denied{{[]string{"--cache-path"}, "writes the schemas it fetches into a cache"}}}
)

// taploReason allows taplo's lint (check, validate), which reads the
// documents and the schemas their configuration names, and its format
// (fmt) with --check or on standard input alone; format rewrites the
// files otherwise.
func taploReason(args []arg) string {
	sc := scanArgs(args[1:], &specTaplo)
	if r := sc.verdict("taplo", &specTaplo); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		return "" // --version, --help, or the usage
	}
	verb := sc.operands[0]
	var sp *optSpec
	switch {
	case oneOf(verb, "lint", "check", "validate"):
		sp = &specTaploLint
	case oneOf(verb, "format", "fmt"):
		sp = &specTaploFormat
	case oneOf(verb, "help"):
		return ""
	default:
		return "`taplo " + shorten(verb.lit) + "` is not a lint or format check the model knows"
	}
	vs := scanArgs(sc.operands[1:], sp)
	if r := vs.verdict("taplo "+verb.lit, sp); r != "" {
		return r
	}
	if check := vs.has(sp, "--check"); sp == &specTaploFormat && (check == nil || check.hasVal) && !(len(vs.operands) == 1 && vs.operands[0].is("-")) {
		return "`taplo " + verb.lit + "` rewrites the files (--check only reports)"
	}
	return ""
}

// specJust declares just's listing options: the justfile and working
// directory to use and how the list looks. Every other option runs a
// recipe, evaluates the justfile (--evaluate runs its backticks), or
// writes (--init, --fmt, --edit).
var specJust = optSpec{strict: true, complete: true, exact: true, values: "fds", switches: "luhqv",
	longValues: []string{"--justfile", "--working-directory", "--list-heading", "--list-prefix", "--color", "--show"},
	longSwitches: []string{"--list", "--summary", "--dump", "--groups", "--variables", "--unsorted", "--version", "--help",
		"--unstable", "--quiet", "--list-submodules"}}

// justReason allows just's listings: --list, --summary, --show RECIPE,
// --dump, --groups and --variables parse the justfile and print it
// without evaluating a backtick or running a recipe.
func justReason(args []arg) string {
	sc := scanArgs(args[1:], &specJust)
	if sc.dynamic != nil {
		return nonLiteralReason("just", *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`just " + shorten(sc.unknown) + "` runs, evaluates or edits the justfile (--list, --summary, --show, --dump only print it)"
	}
	if sc.has(&specJust, "-l", "--list", "--summary", "-s", "--show", "--dump", "--groups", "--variables", "--version", "--help", "-h") == nil {
		return "`just` without --list, --summary, --show or --dump runs a recipe"
	}
	if len(sc.operands) > 0 && sc.has(&specJust, "-l", "--list") == nil {
		return "`just` with operands runs recipes (or lists a module's with --list)"
	}
	if r := justTrailing(args[1:]); r != "" {
		return r
	}
	return ""
}

// justTrailing refuses an option after an operand that is not a value
// of --list: just's parser (clap's trailing_var_arg) takes every word
// after its first operand as an operand, so just build --list runs the
// recipe build with the argument --list (verified with just 1.57). The
// words after --list are its module path until the next option.
func justTrailing(words []arg) string {
	listing := false
	for i := 0; i < len(words); i++ {
		w := words[i].lit
		switch {
		case w == "--":
			return ""
		case strings.HasPrefix(w, "-") && len(w) > 1:
			listing = w == "--list" || !strings.HasPrefix(w, "--") && strings.HasSuffix(w, "l")
			if !strings.Contains(w, "=") && (w == "--justfile" || w == "--working-directory" || w == "--list-heading" ||
				w == "--list-prefix" || w == "--color" || w == "--show" || !strings.HasPrefix(w, "--") && strings.ContainsAny(w[len(w)-1:], "fds")) {
				i++
			}
		case !listing:
			for _, later := range words[i+1:] {
				if strings.HasPrefix(later.lit, "-") {
					return "`just " + shorten(w) + "` runs that recipe: just reads every word after it, `" + shorten(later.lit) + "` too, as the recipe's arguments"
				}
			}
			return ""
		}
	}
	return ""
}

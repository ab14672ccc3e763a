package shell

import (
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// Developer queries: man with a pager that only prints, openssl's
// printouts and TLS probes, pip's listings of what is installed. And the
// honest reasons for the tools that stay refused because they write
// state of their own whatever they are asked: gpg, the cloud CLIs,
// linters with caches.

// devQueryReason explains the developer queries (ok false for any other
// program).
func (c *classifier) devQueryReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "man":
		return manReason(args), true
	case "openssl":
		return c.opensslQuery(args), true
	case "pip", "pip3":
		return c.pipReason(name, args), true
	case "ssh-keygen":
		if r, ok := sshKeygenSigReason(args); ok {
			return r, true
		}
		return requireOne(name, args, &specSSHKeygen, "makes or changes keys or known_hosts (-l, -L, -y and -F print)", "-l", "-L", "-y", "-B", "-F"), true
	case "ssh-add":
		if r := strictQuery(name, args, &specSSHAdd, 0, "adds or removes agent keys"); r != "" {
			return r, true
		}
		return requireOne(name, args, &specSSHAdd, "adds keys to the agent (-l and -L list)", "-l", "-L"), true
	case "ar":
		return arReason(args), true
	case "shfmt":
		return specReason(name, args, &specShfmt), true
	case "goimports", "gofumpt":
		return "`" + name + "` runs the go command (go list, go mod edit), which may download modules or a toolchain; use gofmt -l", true
	case "typos":
		return specReason(name, args, &specTypos), true
	case "gpgv", "gpgv2":
		return gpgvReason(name, args), true
	case "minisign":
		return requireOne(name, args, &specMinisign, "generates or recreates keys, signs or changes a password (-V verifies)", "-V", "-v", "-h"), true
	case "gpg", "gpg2":
		// Verified with GnuPG 2.2: --list-keys rewrote trustdb.gpg when
		// its check was due, --list-secret-keys left gpg-agent running;
		// GnuPG 2.4's keyboxd also stays running after a listing.
		return "`" + name + "` creates ~/.gnupg, rewrites its trust database when a check is due, and starts gpg-agent or keyboxd, which stay running", true
	case "gcloud", "az":
		return "`" + name + "` writes logs and state under its configuration directory on every run", true
	case "tldr":
		return "`tldr` downloads and writes its page cache", true
	case "rubocop":
		// Verified with RuboCop 1.39: even --version reads more options
		// from a .rubocop file in the working directory, and its
		// --require ./x.rb ran x.rb; with a rubocop server running for
		// the project (one a teammate started, with the project's
		// plugins loaded) the command is sent to it instead.
		return "`rubocop` reads options from a .rubocop file the team can write (--require loads Ruby code, even with --version) or hands the command to a running rubocop server", true
	case "black", "mypy", "pylint", "golangci-lint", "staticcheck", "eslint", "prettier":
		return "`" + name + "` writes its cache or loads project code (configuration and plugins)", true
	case "semgrep":
		return "`" + name + "` downloads rules or a database into its cache", true
	case "pipx", "conda", "poetry", "http", "https":
		return "`" + name + "` writes its logs, cache or state on every run", true
	}
	return "", false
}

var (
	// ssh-keygen: -H hashes and -R removes known_hosts entries; every
	// other mode makes or changes keys. -P gives the passphrase that -y
	// reads the key with (nothing written: checked with OpenSSH 9.2).
	specSSHKeygen = optSpec{strict: true, complete: true, switches: "lLyBvq", values: "fFEP"}
	specSSHAdd    = optSpec{strict: true, complete: true, switches: "lL", values: "E"}
	// shfmt reads its options as Go's flag package does: -w rewrites the
	// files.
	// Strict: Go's flag package has no bundles (-lw) nor abbreviations
	// (--wr); such a word is an error there, and not a read here.
	specShfmt = optSpec{goflag: true, exact: true, strict: true,
		longValues:   []string{"-i", "-ln", "-filename", "-language-dialect", "-indent"},
		longSwitches: []string{"-l", "-list", "-d", "-diff", "-s", "-simplify", "-mn", "-minify", "-p", "-posix", "-bn", "-binary-next-line", "-ci", "-case-indent", "-sr", "-space-redirects", "-kp", "-keep-padding", "-fn", "-func-next-line", "-f", "-find", "-version", "-h", "-help", "-tojson", "-to-json"},
		deny:         []denied{{[]string{"-w", "-write"}, "rewrites the files"}}}
	specTypos = optSpec{values: "cj", longValues: []string{"--config", "--format", "--threads", "--exclude", "--locale"},
		deny: []denied{{[]string{"-w", "--write-changes"}, "rewrites the files"}}}
)

// specGpgv declares every option of gpgv (GnuPG 2.2's argparse:
// abbreviations of long options, short bundles). gpgv only checks
// signatures against a keyring it opens read-only: with --keyring, with
// --homedir or with the default ~/.gnupg/trustedkeys.kbx, none of which
// it creates (checked with gpgv 2.2.40 under strace in an empty HOME:
// nothing written, no trustdb, no agent). --status-fd and --logger-fd
// write to a descriptor the line opens (its redirection is judged as
// any other); -o writes the signed data of an inline signature, and
// --log-file a log.
var specGpgv = optSpec{strict: true, complete: true, switches: "vqh",
	longSwitches: []string{"--verbose", "--quiet", "--ignore-time-conflict", "--help", "--version", "--warranty",
		"--dump-options", "--dump-option-table"},
	longValues: []string{"--keyring", "--homedir", "--status-fd", "--logger-fd", "--weak-digest"},
	deny: []denied{
		{[]string{"-o", "--output"}, "writes the signed data to a file (gpgv SIG FILE only checks)"},
		{[]string{"--log-file"}, "writes its log to a file (its messages go to standard error without it)"},
		{[]string{"--enable-special-filenames"}, "reads names of the form -&N as descriptors, which the model does not follow; name the files"},
		{[]string{"--debug"}, "is a debugging option the model does not read; use -v"},
	}}

// gpgvReason allows gpgv's signature checks (specGpgv); the descriptors
// of --status-fd and --logger-fd must be literal numbers.
func gpgvReason(name string, args []arg) string {
	sp := &specGpgv
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if (o.is(sp, "--status-fd") || o.is(sp, "--logger-fd")) && (!o.hasVal || o.val.dynamic || !isNumber(o.val.lit)) {
			return "`" + name + " " + o.name + "` takes a descriptor number (--status-fd 1)"
		}
	}
	return ""
}

// specMinisign declares minisign's options (getopt, no long options):
// -V verifies -m FILE against the signature -x (FILE.minisig) with the
// key -p (./minisign.pub) or -P; -o prints the file after it is
// verified, -q and -Q quieten, -H refuses legacy signatures. Checked
// with minisign 0.11 under strace in a throw-away folder and HOME:
// nothing written. -G, -R, -C and -S make keys and signatures; their
// own options (-s, -c, -t, -W, -f, -l) are refused as unknown.
var specMinisign = optSpec{strict: true, complete: true, switches: "VHoqQvh", values: "mpPx",
	deny: []denied{
		{[]string{"-G"}, "generates a key pair (minisign -V verifies)"},
		{[]string{"-S"}, "signs files, writing .minisig files (minisign -V verifies)"},
		{[]string{"-R"}, "writes a public key file from the secret key (minisign -V verifies)"},
		{[]string{"-C"}, "changes the secret key's password (minisign -V verifies)"},
	}}

// arReason allows ar's table and print (ar t, ar tv, ar p): every other
// operation writes or extracts.
func arReason(args []arg) string {
	if len(args) < 2 || args[1].dynamic {
		return "`ar` without a literal operation is not a listing"
	}
	op := strings.TrimPrefix(args[1].lit, "-")
	kind := 0
	for _, c := range op {
		switch c {
		case 't', 'p':
			kind++
		case 'v', 'O':
		default:
			return "`ar " + shorten(args[1].lit) + "` writes or extracts members (t and p print)"
		}
	}
	if kind != 1 {
		return "`ar " + shorten(args[1].lit) + "` is not a listing"
	}
	for _, a := range args[2:] {
		if a.mayBeOption() || strings.HasPrefix(a.lit, "-") {
			return "`ar` with options after its operation is not a listing the model reads (--plugin loads a program)"
		}
	}
	return ""
}

// manReason allows man with a pager that only prints (-P cat, less or
// more); every other refusal of man's spec stands.
func manReason(args []arg) string {
	sp := &specMan
	sc := scanArgs(args[1:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason("man", *sc.dynamic)
	}
	for _, o := range sc.opts {
		if !o.is(sp, "-P") && !o.is(sp, "--pager") {
			continue
		}
		if !o.hasVal || o.val.dynamic || !printingPager(o.val.lit) {
			return "`man -P` runs another program (cat, less and more only print)"
		}
	}
	for _, d := range sp.deny {
		if d.opts[0] == "-P" {
			continue
		}
		if sc.has(sp, d.opts...) != nil {
			return "`man " + d.opts[0] + "` " + d.why
		}
	}
	return ""
}

// printingPager reports a pager command that only prints its input when
// it is not a terminal, and runs nothing.
func printingPager(s string) bool {
	switch s {
	case "cat", "less", "more", "/bin/cat", "/usr/bin/cat", "less -R", "cat -s":
		return true
	}
	return false
}

// opensslSpec declares, per openssl command, the options of its
// printouts (openssl's parser: whole words, one dash or two, no
// abbreviations). Everything else is refused: -out and -sess_out write
// files, -keylogfile and -msgfile write files, -engine and -provider
// load shared libraries, -sign and -new make keys and signatures.
func opensslSpec(cmd string) *optSpec {
	switch cmd {
	case "dgst", "sha1", "sha224", "sha256", "sha384", "sha512", "md5":
		return &specOpensslDgst
	case "s_client":
		return &specOpensslSClient
	case "req", "rsa", "ec", "pkey", "crl", "pkcs7":
		return &specOpensslKey
	case "crl2pkcs7":
		return &specOpensslCrl2pkcs7
	case "verify":
		return &specOpensslVerify
	case "asn1parse":
		return &specOpensslAsn1
	case "ciphers":
		return &specOpensslCiphers
	case "list":
		return &specOpensslList
	case "rand", "errstr":
		return &specOpensslRand
	case "base64", "enc":
		return &specOpensslBase64
	case "pkcs12":
		return &specOpensslPkcs12
	case "storeutl":
		return &specOpensslStoreutl
	}
	return nil
}

var (
	specOpensslDgst = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-sha1", "-sha224", "-sha256", "-sha384", "-sha512", "-sha512-224", "-sha512-256", "-sha3-224",
			"-sha3-256", "-sha3-384", "-sha3-512", "-shake128", "-shake256", "-md5", "-md4", "-ripemd160", "-rmd160", "-blake2b512",
			"-blake2s256", "-sm3", "-r", "-hex", "-c", "-binary", "-list", "-d", "-debug"},
		// -verify and -prverify check -signature against the file with
		// a public or private key (-keyform, -passin, -sigopt read it):
		// checked with OpenSSL 3.0 under strace, nothing written; -sign
		// and -out stay undeclared.
		longValues: []string{"-hmac", "-verify", "-prverify", "-signature", "-keyform", "-sigopt", "-passin"}}
	specOpensslSClient = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-showcerts", "-brief", "-verify_return_error", "-tls1", "-tls1_1", "-tls1_2", "-tls1_3",
			"-no_tls1", "-no_tls1_1", "-no_tls1_2", "-no_tls1_3", "-dtls", "-dtls1_2", "-status", "-quiet", "-crlf", "-prexit",
			"-msg", "-state", "-debug", "-4", "-6", "-no_ticket", "-ign_eof", "-no_ign_eof", "-x509_strict", "-partial_chain",
			"-noservername", "-tlsextdebug", "-no-interactive", "-legacy_server_connect", "-security_debug", "-nocommands", "-verify_quiet",
			"-reconnect"},
		longValues: []string{"-connect", "-servername", "-host", "-port", "-verify", "-CAfile", "-CApath", "-alpn", "-starttls",
			"-cipher", "-ciphersuites", "-sigalgs", "-curves", "-groups", "-proxy", "-name", "-verify_hostname", "-verify_ip",
			"-nextprotoneg", "-xmpphost", "-verify_depth", "-timeout", "-bind"}}
	specOpensslKey = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-noout", "-text", "-text_pub", "-subject", "-pubkey", "-verify", "-modulus", "-check", "-pubcheck",
			"-pubin", "-pubout", "-param_out", "-no_public", "-hash", "-hash_old", "-issuer", "-lastupdate", "-nextupdate",
			"-fingerprint", "-crlnumber", "-print_certs", "-print", "-quiet", "-RSAPublicKey_in", "-RSAPublicKey_out"},
		longValues: []string{"-in", "-inform", "-nameopt", "-reqopt", "-passin", "-CAfile"}}
	// crl2pkcs7 -nocrl -certfile chain.pem prints a PKCS#7 bundle to
	// standard output (for pkcs7 -print_certs); -out writes it.
	specOpensslCrl2pkcs7 = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-nocrl"},
		longValues:   []string{"-in", "-inform", "-outform", "-certfile"}}
	specOpensslVerify = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-show_chain", "-verbose", "-partial_chain", "-x509_strict", "-crl_check", "-crl_check_all",
			"-no-CAfile", "-no-CApath", "-check_ss_sig", "-issuer_checks", "-no_check_time", "-quiet"},
		longValues: []string{"-CAfile", "-CApath", "-untrusted", "-purpose", "-CRLfile", "-verify_hostname", "-verify_email",
			"-verify_ip", "-attime", "-verify_depth", "-auth_level", "-trusted"}}
	// pkcs12 without -export parses a keystore and prints what it holds
	// (-info its structure); -export and -out write one.
	specOpensslPkcs12 = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-info", "-nokeys", "-nocerts", "-noout", "-clcerts", "-cacerts", "-nomacver", "-noenc", "-nodes",
			"-legacy", "-twopass"},
		longValues: []string{"-in", "-passin", "-password", "-passout"}}
	// storeutl prints the certificates, keys and CRLs of a file (-r:
	// of a directory's files), PEM or -text, filtered by kind and by
	// the search options. -out writes them, -engine, -provider and
	// -provider-path load code; -propquery stays undeclared. Checked
	// with OpenSSL 3.0 under strace in a throw-away HOME: -noout -text
	// -certs, -keys -passin pass:, -r on a folder, -subject,
	// -fingerprint, -alias and -crls only read.
	specOpensslStoreutl = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-noout", "-text", "-certs", "-keys", "-crls", "-r", "-sha1", "-sha224", "-sha256", "-sha384",
			"-sha512", "-md5"},
		longValues: []string{"-subject", "-issuer", "-serial", "-fingerprint", "-alias", "-passin"}}
	specOpensslAsn1 = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-i", "-dump", "-noout", "-strictpem"},
		longValues:   []string{"-in", "-inform", "-offset", "-length", "-strparse", "-dlimit"}}
	specOpensslCiphers = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-v", "-V", "-s", "-tls1", "-tls1_1", "-tls1_2", "-tls1_3", "-stdname", "-psk"},
		longValues:   []string{"-ciphersuites", "-convert"}}
	specOpensslList = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-commands", "-digest-commands", "-digest-algorithms", "-cipher-commands", "-cipher-algorithms",
			"-public-key-algorithms", "-public-key-methods", "-kdf-algorithms", "-mac-algorithms", "-random-generators",
			"-key-managers", "-key-exchange-algorithms", "-signature-algorithms", "-asymcipher-algorithms", "-kem-algorithms",
			"-encoders", "-decoders", "-store-loaders", "-providers", "-disabled", "-objects", "-verbose", "-1",
			"-all-algorithms", "-tls-signature-algorithms", "-standard-commands", "-cipher-commands"}}
	specOpensslRand = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-hex", "-base64"}}
	// openssl base64 and enc only as an encoder: no cipher, key or -out.
	specOpensslBase64 = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-d", "-e", "-a", "-A", "-base64"},
		longValues:   []string{"-in"}}
)

// opensslQuery allows openssl's printouts; version and x509 are read by
// opensslReason. s_client also sends its standard input to the server,
// so its input must be shown to be empty (</dev/null, echo |, echo Q |).
func (c *classifier) opensslQuery(args []arg) string {
	if len(args) < 2 || args[1].dynamic {
		return "`openssl` without a literal command is not a query"
	}
	cmd := args[1].lit
	sp := opensslSpec(cmd)
	if sp == nil {
		return opensslReason(args)
	}
	sc := scanArgs(args[2:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason("openssl "+cmd, *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`openssl " + cmd + " " + shorten(sc.unknown) + "` is not an option of a printout (-out, -sess_out, -keylogfile, -engine, ... write files or load code)"
	}
	switch cmd {
	case "enc":
		if sc.has(sp, "-a") == nil && sc.has(sp, "-base64") == nil && sc.has(sp, "-A") == nil {
			return "`openssl enc` without -base64 is not an encoding the model reads"
		}
	case "s_client":
		if !emptyInput(c.in) {
			return "`openssl s_client` sends its input to the server; give it </dev/null"
		}
	case "storeutl":
		return storeutlReason(sc, sp)
	case "req":
		// req without -noout prints the request again; with -in it only
		// reads. Without -in it reads standard input, which is fine.
	}
	return ""
}

// storeutlReason reads openssl storeutl's operand and pass phrase: one
// plain file or folder (a URI of another scheme asks a loader the
// configuration or a provider supplies), and -passin from a source
// openssl only reads (pass:, env:, file:, fd:, stdin).
func storeutlReason(sc scanned, sp *optSpec) string {
	if len(sc.operands) != 1 {
		return "`openssl storeutl` takes one file"
	}
	if !plainStorePath(sc.operands[0]) {
		return "`openssl storeutl " + shorten(sc.operands[0].lit) + "` may be a URI other than a file (a loader of a provider or engine); name the file (./x.pem)"
	}
	for _, o := range sc.opts {
		if !o.is(sp, "-passin") || !o.hasVal {
			continue
		}
		v := o.val.lit
		if o.val.dynamic && !strings.Contains(v, ":") {
			return nonLiteralReason("openssl storeutl", o.val)
		}
		if v != "stdin" && !strings.HasPrefix(v, "pass:") && !strings.HasPrefix(v, "env:") && !strings.HasPrefix(v, "file:") && !strings.HasPrefix(v, "fd:") {
			return "`openssl storeutl -passin " + shorten(v) + "` is not a pass phrase source the model reads (pass:, env:, file:, fd:, stdin)"
		}
	}
	return ""
}

// plainStorePath reports an operand of openssl storeutl that names a
// file: no scheme but file:, and a name built at run time only after a
// slash of its literal text (./$f).
func plainStorePath(a arg) bool {
	v := strings.TrimPrefix(a.lit, "file:")
	if a.glob {
		return false
	}
	slash := strings.IndexByte(v, '/')
	if colon := strings.IndexByte(v, ':'); colon >= 0 && (slash < 0 || colon < slash) {
		return false
	}
	return !a.dynamic || slash >= 0
}

// emptyInput reports whether a command's standard input is shown to hold
// nothing a server could act on: /dev/null, or echo/printf/a here-string
// of blanks or "Q" (s_client's quit command).
func emptyInput(in stdin) bool {
	if !in.known || in.dynamic {
		return false
	}
	if in.file != "" {
		return in.file == "/dev/null"
	}
	switch strings.TrimSpace(in.value) {
	case "", "Q", "q":
		return in.kind != ""
	}
	return false
}

// specPip declares pip's options, global and of its queries (optparse:
// bundles, attached values, abbreviations). --log and --log-file write
// a log, --python runs another interpreter, --cache-dir moves the cache,
// --keyring-provider runs keyring, --editor names the program pip config
// edit runs (through the shell). -o/--outdated and -u/--uptodate ask
// the index, which fills pip's HTTP cache (a tool cache, caches.go).
var specPip = optSpec{values: "ifr",
	longValues: []string{"--log", "--log-file", "--python", "--cache-dir", "--proxy", "--retries", "--timeout", "--exists-action",
		"--trusted-host", "--cert", "--client-cert", "--use-feature", "--use-deprecated", "--root-user-action", "--keyring-provider",
		"--format", "--exclude", "--path", "--index-url", "--extra-index-url", "--find-links", "--requirement", "--progress-bar",
		"--editor"},
	longSwitches: []string{"--disable-pip-version-check", "--no-index", "--isolated", "--require-virtualenv", "--no-input",
		"--no-color", "--verbose", "--quiet", "--no-cache-dir", "--files", "--local", "--user", "--editable", "--not-required",
		"--include-editable", "--exclude-editable", "--all", "--pre", "--help", "--version", "--no-python-version-warning"},
	deny: []denied{
		{[]string{"--log", "--log-file"}, "writes a log file"}, {[]string{"--python"}, "runs another Python"},
		{[]string{"--cache-dir"}, "writes its cache"}, {[]string{"--keyring-provider"}, "runs keyring"},
		// pip config --editor list edit runs the shell command list on
		// the configuration file: the action is edit, not list.
		{[]string{"--editor"}, "names the editor pip config edit runs"},
	}}

// pipReason allows pip's listings of what is installed: show, freeze,
// check, inspect and list; and index versions NAME, which asks the index. pip list also asks the index for a newer pip
// and records the answer in ~/.cache/pip/selfcheck, and -o/-u ask it for
// newer packages through pip's HTTP cache: tool caches (caches.go), whose
// content is the index's answer and which pip never runs.
func (c *classifier) pipReason(name string, args []arg) string {
	sp := &specPip
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "--version") != nil || sc.has(sp, "-V") != nil || sc.has(sp, "--help") != nil || sc.has(sp, "-h") != nil {
			return ""
		}
		return "`" + name + "` without a command is not a query"
	}
	verb := sc.operands[0].lit
	switch verb {
	case "show", "freeze", "check", "inspect", "help":
		return ""
	case "config":
		// list, get and debug print the configuration files' values;
		// config is no index command, so pip makes no version check.
		if len(sc.operands) >= 2 && !sc.operands[1].dynamic && oneOf(sc.operands[1], "list", "get", "debug") {
			return ""
		}
		return "`" + name + " config` other than list, get and debug changes a configuration file or opens an editor"
	case "index":
		// pip index versions NAME asks the index for a package's
		// versions through pip's HTTP cache, as list -o does.
		if len(sc.operands) != 3 || sc.operands[1].dynamic || sc.operands[1].lit != "versions" || sc.operands[2].dynamic {
			return "`" + name + " index` other than versions of one package is not a query the model knows"
		}
		if r := c.toolchainFileReason(name); r != "" {
			return r + " (pip's user agent runs rustc --version)"
		}
		return ""
	case "list":
		// When pip asks the index (its version check, -o, -u) its user
		// agent runs rustc --version: through rustup's proxy, a
		// rust-toolchain file can make that any program (verified: pip
		// list --outdated ran a path toolchain's rustc).
		checkOff := sc.has(sp, "--disable-pip-version-check") != nil || c.lineSets("PIP_DISABLE_PIP_VERSION_CHECK", "1", "true", "yes", "on")
		if !checkOff || sc.has(sp, "-o", "--outdated", "-u", "--uptodate") != nil {
			if r := c.toolchainFileReason(name); r != "" {
				return r + " (pip's user agent runs rustc --version)"
			}
		}
		return ""
	}
	return toolReason(name, args)
}

// lineSets reports whether the simple command being judged is prefixed
// with NAME=value for one of the values (case-insensitive).
func (c *classifier) lineSets(name string, values ...string) bool {
	call, ok := c.node.(*syntax.CallExpr)
	if !ok {
		return false
	}
	// The last assignment of the name is the one the program sees.
	set := false
	for _, as := range call.Assigns {
		if as.Name == nil || as.Name.Value != name {
			continue
		}
		set = false
		if as.Value == nil || as.Append || as.Naked || as.Array != nil || as.Index != nil {
			continue
		}
		v := wordArg(as.Value)
		set = !v.dynamic && foldedIn(v.lit, values)
	}
	if !set {
		return false
	}
	args := c.args
	if len(args) == 0 {
		args = wordArgs(call.Args)
	}
	return envKeeps(args, name, values)
}

// foldedIn reports whether v is one of values, case folded.
func foldedIn(v string, values []string) bool {
	for _, want := range values {
		if strings.EqualFold(v, want) {
			return true
		}
	}
	return false
}

// envKeeps reports whether the env wrappers in a command's chain leave
// the variable name as the line set it: env -i (or -, or
// --ignore-environment) clears the environment, env -u NAME removes it,
// and env NAME=VALUE sets it again (the last one counts), so
// CGO_ENABLED=0 env -u CGO_ENABLED govulncheck ./... runs cgo.
func envKeeps(args []arg, name string, values []string) bool {
	for range maxWrapperDepth {
		if len(args) == 0 || args[0].dynamic {
			return true
		}
		if programName(args[0].lit) == "env" {
			sp := &specEnv
			sc := scanArgs(args[1:], sp)
			if sc.has(sp, "-i", "--ignore-environment") != nil {
				return false
			}
			for _, u := range sc.values(sp, "-u", "--unset") {
				if u.dynamic || u.lit == name {
					return false
				}
			}
			for _, a := range args[1+sc.end:] {
				if a.is("-") {
					return false
				}
				n, v, ok := cutAssignment(a)
				if !ok {
					break
				}
				if n != name {
					continue
				}
				if a.dynamic || !foldedIn(v, values) {
					return false
				}
			}
		}
		cmd, _, ok := wrappedCommand(args)
		if !ok {
			return true
		}
		args = cmd
	}
	return false
}

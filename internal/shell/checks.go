package shell

import (
	"strconv"
	"strings"
)

// Syntax checks and version managers' listings: shapes that only parse or
// print, of programs the model otherwise refuses (an interpreter runs
// code; a version manager installs).

// scriptCheckReason allows node --check FILE and ruby -c [FILE...]: the
// file is parsed, never run (ruby -c runs no BEGIN block either; without
// a file it parses its input, and words after the first file are only
// its ARGV, so xargs may add any number). ok is false for any other use
// of the two.
func scriptCheckReason(name string, args []arg) (string, bool) {
	if len(args) < 3 && !(name == "ruby" && len(args) == 2) {
		return "", false
	}
	switch name {
	case "node", "nodejs":
		if !args[1].is("--check") && !args[1].is("-c") {
			return "", false
		}
	case "ruby":
		if !args[1].is("-c") && !args[1].is("-wc") && !args[1].is("-cw") {
			return "", false
		}
	default:
		return "", false
	}
	for _, a := range args[2:] {
		if a.mayBeOption() || strings.HasPrefix(a.lit, "-") {
			return "`" + name + " " + args[1].lit + "` with an option the model does not know besides", true
		}
	}
	return "", true
}

// versionListReason allows pyenv and rbenv (and their clones goenv,
// nodenv and jenv) to say which versions there are and which one
// applies: versions, version, version-name, version-file, global and
// local without a version (with one they write it), which, whence,
// prefix, root, shims (and shims --short), commands, help and --version. ok is false for
// any other program.
func versionListReason(name string, args []arg) (string, bool) {
	// goenv and nodenv are pyenv's and rbenv's clones; jenv, phpenv,
	// plenv, luaenv, swiftenv and scalaenv rbenv's.
	switch name {
	case "pyenv", "rbenv", "goenv", "nodenv", "jenv", "phpenv", "plenv", "luaenv", "swiftenv", "scalaenv":
	default:
		return "", false
	}
	if len(args) == 2 && !args[1].dynamic {
		switch args[1].lit {
		case "versions", "version", "root", "--version", "version-name", "version-file", "prefix", "commands", "help", "shims",
			// Without a version, global and local print the one set.
			"global", "local":
			return "", true
		}
	}
	if len(args) == 3 && args[1].is("shims") && args[2].is("--short") {
		// The shims' names without their folder (rbenv 1.1.2's
		// rbenv-shims: a loop over $RBENV_ROOT/shims piped into sort;
		// strace saw bash, readlink, head and sort run, nothing written).
		return "", true
	}
	if len(args) == 3 && args[1].is("versions") && (args[2].is("--bare") || args[2].is("--skip-aliases")) {
		return "", true
	}
	if len(args) == 3 && (args[1].is("which") || args[1].is("whence") || args[1].is("prefix") || args[1].is("help")) &&
		!args[2].dynamic && !args[2].glob && args[2].lit != "" && args[2].lit[0] != '-' {
		// which, whence and prefix print paths; help prints a
		// command's usage.
		return "", true
	}
	return "`" + name + "` other than versions, version, which, prefix, root, and global or local without a version installs or switches versions", true
}

// specKcat declares the options of kcat (kafkacat before 1.7, the same
// program) that the model allows, from kcat 1.7's getopt string: -L
// lists metadata, -Q asks for the offsets of timestamps
// (-t TOPIC:PARTITION:TIMESTAMP), and -C reads partitions with
// librdkafka's simple consumer, which joins no group: kcat turns its
// auto commit off and stores each position in memory, and librdkafka
// commits stored positions only for a partition started at -o stored
// (its offset store). Options that only shape the output or the reading
// (-t, -p, -o, -e, -c, -f, -J, -D, -K, -O, -s with a pack format, -Z,
// -d, -m, -q, -v, -u, -E) are declared, and -r, the Avro schema
// registry whose schemas libserdes fetches with GET requests, when it is
// an http(s) URL (libcurl would speak gopher:// or dict:// too), written
// out or from the environment (envtrust.go); producer options are not.
// kcat also
// reads ~/.config/kcat.conf, or the file in KCAT_CONFIG (which a line may
// not set), as -F.
var specKcat = optSpec{strict: true, complete: true, switches: "LCQJqvVheEOuZ", values: "btpocfDKsmdrX",
	deny: []denied{
		{[]string{"-P"}, "produces messages"},
		{[]string{"-G"}, "consumes as a member of a balanced consumer group, whose offsets it commits; -C without -G reads partitions and commits nothing"},
		{[]string{"-F"}, "reads librdkafka properties from a file, which can load plugins (plugin.library.paths), run a command (sasl.kerberos.kinit.cmd) or write files (offset.store.path)"},
		{[]string{"-M"}, "starts a mock cluster that listens until standard input closes"},
	}}

// kcatProperty reports a librdkafka property=value that only shapes the
// connection or the reading: TLS without SASL (its files are read),
// isolation, timeouts and fetch sizes, the client's id.
func kcatProperty(kv string) bool {
	key, value, ok := strings.Cut(kv, "=")
	if !ok {
		return false
	}
	switch key {
	case "security.protocol":
		return strings.EqualFold(value, "ssl") || strings.EqualFold(value, "plaintext")
	case "isolation.level", "client.id", "ssl.ca.location", "ssl.certificate.location", "ssl.key.location",
		"ssl.key.password", "ssl.endpoint.identification.algorithm", "enable.ssl.certificate.verification",
		"api.version.request", "broker.version.fallback", "socket.timeout.ms", "topic.metadata.refresh.interval.ms",
		"fetch.wait.max.ms", "fetch.min.bytes", "fetch.max.bytes", "fetch.message.max.bytes", "check.crcs":
		return true
	}
	return false
}

// kcatReason allows kcat's (and kafkacat's) metadata listing (-L), offset
// query (-Q) and consumer without a group (-C); ok false never.
func kcatReason(name string, args []arg) string {
	sc := scanArgs(args[1:], &specKcat)
	if r := sc.verdict(name, &specKcat); r != "" {
		return r
	}
	mode := ""
	for _, o := range sc.opts {
		switch o.name {
		case "-r":
			// libserdes takes a comma-separated list of URLs: each must
			// be http(s), and a run-time word may add none.
			ok := o.hasVal
			if ok && o.val.dynamic {
				spellings, spelled := wordSpellings(o.val.word)
				ok = o.val.envLed && spelled
				for _, sp := range spellings {
					ok = ok && !strings.Contains(sp, ",")
				}
			} else if ok {
				// libserdes skips the spaces before each URL and rebuilds
				// one with user:password@ unless it starts with http://
				// or https:// in lower case: HTTP://u:p@dict.localhost/
				// becomes HTTP:%2F%2Fu%3Ap@dict.localhost/, whose scheme
				// libcurl guesses from the host (dict, ftp, ldap, ...).
				for _, u := range strings.Split(o.val.lit, ",") {
					u = strings.TrimLeft(u, " ")
					ok = ok && (strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://"))
				}
			}
			if !ok {
				return "`" + name + " -r` takes the schema registry's http(s) URLs, written out or from the environment (libcurl would send another scheme's commands)"
			}
		case "-X":
			if !o.hasVal || o.val.dynamic || !kcatProperty(o.val.lit) {
				return "`" + name + " -X " + shorten(o.val.lit) + "` sets a librdkafka property the model does not allow: others can load plugins (plugin.library.paths), run a command (sasl.kerberos.kinit.cmd, with a SASL protocol) or write files (offset.store.path, ssl.keylog.location)"
			}
		case "-L", "-C", "-Q":
			if mode != "" && mode != o.name {
				return "`" + name + "` mixes modes (" + mode + " and " + o.name + ")"
			}
			mode = o.name
		case "-o":
			// -o stored starts from the offset committed for the
			// group.id of kcat.conf and commits the position when it
			// stops (seen with kcat 1.7.1: "committing offset 10:
			// offset store stop"; to offset.store.path with
			// offset.store.method=file). With the same kcat.conf, -o
			// beginning, end, -5 and s@TS and -Q committed nothing.
			if o.hasVal && strings.HasPrefix("stored", o.val.lit) && (o.val.dynamic || o.val.lit == "stored") {
				return "`" + name + " -o stored` starts at the committed offset of kcat.conf's group.id and commits its position when it stops; -o beginning, end, N, -N or s@TIMESTAMP commit nothing"
			}
		}
	}
	if mode == "" && sc.has(&specKcat, "-V", "-h") == nil {
		return "`" + name + "` without -L, -C or -Q produces (kcat picks -P when standard input is no terminal)"
	}
	if mode == "-C" && sc.has(&specKcat, "-e") == nil && !countsTo(&sc, &specKcat, "-c") && len(sc.operands) == 0 {
		// Without -e (exit at the end) or -c (a count) the consumer
		// waits for new messages without end. kcat stops when its
		// count of messages equals -c's value (strtoll), which never
		// happens for 0, a negative number or a word that is no number.
		return endless("`" + name + " -C` without -e or a -c count above 0 never ends")
	}
	// An operand (-P's files, -G's topics) makes kcat in these modes
	// print its usage and exit 1 before it connects (kcat 1.7.1): so
	// the second word of an unquoted $(date +%s000) is harmless.
	return ""
}

// xmlstarletReason allows xmlstarlet's select and element listing, which
// print; edit (-L rewrites in place), transform (XSLT can write files)
// and the rest are refused.
func xmlstarletReason(args []arg) string {
	if len(args) < 2 || args[1].dynamic {
		return "`xmlstarlet` without a literal command"
	}
	switch args[1].lit {
	case "sel", "select", "el", "elements", "val", "validate":
		// Their templates are XPath, which reads (document() included)
		// and never writes; -o is literal text to print.
		return ""
	}
	return "`xmlstarlet " + shorten(args[1].lit) + "` edits or transforms"
}

// countsTo reports an option that stops a command after a number of
// items (kcat -c, ngrep -n) given as a literal number above 0 each time
// it appears (the last one counts): 0 or a negative number turns the
// limit off in kcat and ngrep, and a word that is no number reads as 0.
func countsTo(sc *scanned, sp *optSpec, spelling string) bool {
	found := false
	for k := range sc.opts {
		o := &sc.opts[k]
		if !o.is(sp, spelling) {
			continue
		}
		if !o.hasVal || o.val.dynamic || o.val.glob {
			return false
		}
		n, err := strconv.Atoi(o.val.lit)
		if err != nil || n <= 0 {
			return false
		}
		found = true
	}
	return found
}

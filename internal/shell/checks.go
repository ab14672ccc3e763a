package shell

import "strings"

// Syntax checks and version managers' listings: shapes that only parse or
// print, of programs the model otherwise refuses (an interpreter runs
// code; a version manager installs).

// scriptCheckReason allows node --check FILE and ruby -c FILE: the file is
// parsed, never run (ruby -c runs no BEGIN block either). ok is false for
// any other use of the two.
func scriptCheckReason(name string, args []arg) (string, bool) {
	if len(args) < 3 {
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
// prefix, root, shims, commands, help and --version. ok is false for
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

// specKcatList declares kcat's metadata listing (-L) and what it may take:
// brokers, a topic, JSON output. Producing (-P), consuming (-C, whose
// consumer group commits offsets) and librdkafka settings (-X, -F) are
// refused.
var specKcatList = optSpec{strict: true, complete: true, switches: "LJqvV", values: "bt"}

func kcatReason(name string, args []arg) string {
	sc := scanArgs(args[1:], &specKcatList)
	if r := sc.verdict(name, &specKcatList); r != "" {
		return r
	}
	if sc.has(&specKcatList, "-L") == nil && sc.has(&specKcatList, "-V") == nil {
		return "`" + name + "` without -L (the metadata listing) produces or consumes"
	}
	if len(sc.operands) > 0 {
		return "`" + name + "` takes no operands in its listing"
	}
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

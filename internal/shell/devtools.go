package shell

import "strings"

// Linters, formatters and binary inspectors a reviewer runs to look: each
// only in the shapes that write nothing (a formatter's check or diff, a
// linter without its cache or fixes, a listing of a binary). The JDK's
// inspectors (jar t, javap, jdeps) are in jvm.go, with the tool cache
// every JVM writes; rustfmt is in pkg.go with rustup's proxies.

// specXmllint: xmllint compares each word with its options' names
// whole, with one dash or two (-shell is --shell), so the words are read
// with one dash. -o and -output write the result to a file; -shell reads
// commands from standard input, among them write and save.
var specXmllint = optSpec{singleDash: true,
	longValues: []string{"-xpath", "-path", "-encode", "-schema", "-relaxng", "-schematron", "-dtdvalid", "-dtdvalidfpi",
		"-pattern", "-maxmem", "-pretty", "-output", "-o"},
	deny: []denied{{[]string{"-o", "-output"}, "writes a file"},
		{[]string{"-shell"}, "reads commands from standard input, among them write and save, which write files"}}}

// xmllintReason reads xmllint's words as it does: --name is -name.
func xmllintReason(args []arg) string {
	words := make([]arg, len(args)-1)
	copy(words, args[1:])
	for i := range words {
		if l := words[i].lit; strings.HasPrefix(l, "--") && len(l) > 2 {
			words[i].lit = l[1:]
		}
	}
	sc := scanArgs(words, &specXmllint)
	return sc.verdict("xmllint", &specXmllint)
}

// specCppcheck: reports go to standard error unless a file is named;
// addons are Python programs it runs.
var specCppcheck = optSpec{longValues: []string{"--enable", "--std", "--suppress", "--template", "--platform", "--language", "--max-configs", "--error-exitcode", "--inline-suppr", "--check-level", "--library", "--rule", "--rule-file", "--suppressions-list", "--file-list", "--exclude"},
	deny: []denied{
		{[]string{"--output-file"}, "writes a file"}, {[]string{"--dump"}, "writes .dump files"},
		{[]string{"--cppcheck-build-dir"}, "writes its build folder"}, {[]string{"--plist-output"}, "writes files"},
		{[]string{"--addon"}, "runs addon programs"}, {[]string{"--addon-python"}, "runs a program"},
	}}

// specClangFormat: LLVM options are whole words (-style=file, --dry-run);
// -i rewrites the files.
var specClangFormat = optSpec{goflag: true,
	longValues: []string{"-style", "-assume-filename", "-lines", "-offset", "-length", "-cursor", "-fallback-style", "-files"},
	deny:       []denied{{[]string{"-i"}, "rewrites files in place"}}}

// specBinutils: nm and objdump load --plugin, a shared library.
var specBinutils = optSpec{values: "tj", longValues: []string{"--format", "--radix", "--target", "--section", "--start-address", "--stop-address", "--disassembler-options", "--prefix", "--prefix-strip"},
	deny: []denied{{[]string{"--plugin"}, "loads a plugin, which is a program"}}}

// specActionlint: -shellcheck and -pyflakes name programs it runs.
var specActionlint = optSpec{goflag: true, longValues: []string{"-format", "-ignore", "-config-file", "-stdin-filename"},
	deny: []denied{{[]string{"-shellcheck"}, "runs the program it names"}, {[]string{"-pyflakes"}, "runs the program it names"}}}

// specRuff declares ruff check's and ruff format's options.
var specRuff = optSpec{longValues: []string{"--select", "--ignore", "--extend-select", "--exclude", "--extend-exclude", "--config", "--target-version", "--line-length", "--output-format", "--per-file-ignores", "--stdin-filename"},
	longSwitches: []string{"--no-cache", "--check", "--diff", "--statistics", "--quiet", "--show-fixes", "--no-fix", "--preview", "--exit-zero"},
	deny: []denied{
		{[]string{"--fix"}, "rewrites files"}, {[]string{"--unsafe-fixes"}, "rewrites files"},
		{[]string{"--add-noqa"}, "rewrites files"}, {[]string{"--watch"}, "keeps running"},
		{[]string{"-o", "--output-file"}, "writes a file"}, {[]string{"--cache-dir"}, "writes its cache"},
	}}

// ruffReason allows ruff check and ruff format --check/--diff, with
// --no-cache: without it ruff writes .ruff_cache into the project.
func ruffReason(args []arg) string {
	sp := &specRuff
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("ruff", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 || sc.operands[0].dynamic {
		return "`ruff` without check or format is not a report the model knows"
	}
	switch sc.operands[0].lit {
	case "check":
	case "format":
		if sc.has(sp, "--check") == nil && sc.has(sp, "--diff") == nil {
			return "`ruff format` without --check or --diff rewrites the files"
		}
	default:
		return "`ruff " + shorten(sc.operands[0].lit) + "` is not a report the model knows"
	}
	if sc.has(sp, "--no-cache") == nil {
		return "`ruff " + sc.operands[0].lit + "` without --no-cache writes .ruff_cache"
	}
	return ""
}

// specOpensslX509 declares what reading a certificate may use; everything
// else (-out, -signkey, -req, -CA, ...) is refused.
var specOpensslX509 = optSpec{goflag: true, strict: true, complete: true, exact: true,
	longSwitches: []string{"-noout", "-subject", "-issuer", "-dates", "-enddate", "-startdate", "-text", "-fingerprint",
		"-serial", "-hash", "-subject_hash", "-issuer_hash", "-pubkey", "-modulus", "-email", "-ocsp_uri", "-purpose",
		"-sha1", "-sha256", "-md5", "-alias", "-nocert", "-noclear"},
	longValues: []string{"-in", "-inform", "-nameopt", "-certopt", "-ext", "-checkend"}}

// opensslReason allows openssl version and openssl x509 that only prints.
func opensslReason(args []arg) string {
	if len(args) < 2 || args[1].dynamic {
		return "`openssl` without a literal command is not a query"
	}
	switch args[1].lit {
	case "version":
		return requireLiteralOptions(args[1:])
	case "x509":
		sc := scanArgs(args[2:], &specOpensslX509)
		if sc.dynamic != nil {
			return nonLiteralReason("openssl x509", *sc.dynamic)
		}
		if sc.unknown != "" {
			return "`openssl x509 " + shorten(sc.unknown) + "` is not an option of a certificate's printout"
		}
		return ""
	}
	return "`openssl " + shorten(args[1].lit) + "` is not a query the model knows"
}

// cmakeReason allows cmake -N (view mode: it loads the cache and runs
// nothing) with -L listings.
func cmakeReason(args []arg) string {
	view := false
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason("cmake", a)
		}
		switch s := a.lit; {
		case s == "-N":
			view = true
		case s == "-L" || s == "-LA" || s == "-LH" || s == "-LAH":
		case s == "-B" || s == "-S":
			i++
			if r := valueWordsReason("cmake", args, i); r != "" {
				return r
			}
		case strings.HasPrefix(s, "-B") || strings.HasPrefix(s, "-S"):
		case strings.HasPrefix(s, "-"):
			return "`cmake " + shorten(s) + "` configures, builds or runs a script"
		}
	}
	if !view {
		return "`cmake` without -N configures the build"
	}
	return ""
}

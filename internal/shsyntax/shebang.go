package syntax

import "strings"

// shebang reports whether s starts with a shell shebang, exactly as
// mvdan.cc/sh/v3/fileutil.Shebang's regexp
//
//	^#![ \t]*/(usr/)?bin/(env[ \t]+)?(sh|dash|bash|mksh|bats|zsh)(\s|$)
//
// matches. It replaces that call in printer.go (the one change to this
// copy; see README.md): fileutil compiles its regexps at init, in every
// hook process that links the parser.
func shebang(s string) bool {
	rest, ok := strings.CutPrefix(s, "#!")
	if !ok {
		return false
	}
	rest = strings.TrimLeft(rest, " \t")
	if rest, ok = strings.CutPrefix(rest, "/"); !ok {
		return false
	}
	rest, _ = strings.CutPrefix(rest, "usr/")
	if rest, ok = strings.CutPrefix(rest, "bin/"); !ok {
		return false
	}
	if r, ok := strings.CutPrefix(rest, "env"); ok && r != "" && (r[0] == ' ' || r[0] == '\t') {
		rest = strings.TrimLeft(r, " \t")
	}
	for _, sh := range [...]string{"sh", "dash", "bash", "mksh", "bats", "zsh"} {
		if r, ok := strings.CutPrefix(rest, sh); ok && (r == "" || strings.IndexByte("\t\n\f\r ", r[0]) >= 0) {
			return true
		}
	}
	return false
}

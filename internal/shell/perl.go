package shell

import (
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// perl given code on the line (-e, -E) with -n, -p, -l, -a, -F, -0, -w:
// the one-liners that filter and print. Perl's grammar is read only as
// far as this needs: quote-like operators (q qq qw m qr s tr y) with a
// delimiter right after them, regular expressions where a term is
// expected (a '/' the reader cannot place is refused), variables,
// barewords and operators. Code runs from more places than calls in
// Perl, so the reader refuses: s///e, (?{ }) and (??{ }) in patterns,
// ${ } and @{ } and subscripts or -> inside interpolating strings, $^X
// variables ($^I switches in-place editing on), symbolic references
// ($$x, @$x, ${"..."}), typeglobs, & calls, method calls, package-
// qualified names (CORE::system, main'x), heredocs, POD and backticks;
// the functions are an allow list (print, printf, say, split, join,
// sort, keys, values, length, lc, uc, sprintf, substr, index, ...), so
// system, exec, open, unlink, eval, do, require and the rest are refused
// by not being there, and so are ARGV, @ARGV, %INC and %SIG.
//
// With -n or -p (and <> in the code) Perl opens each operand with the
// two-argument open, which runs a name ending in '|' as a command and
// writes a name starting with '>': every operand must be a literal name
// that starts with a letter, digit, '.', '/' or '_' and does not end in
// '|' or a blank, or a pattern whose literal start and end are such.

// perlReason judges perl -e/-E; ok is false for any other use of perl.
func perlReason(args []arg) (string, bool) {
	var code []string
	i := 1
options:
	for ; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			if len(code) > 0 {
				return nonLiteralReason("perl", a), true
			}
			return "", false
		}
		s := a.lit
		switch {
		case s == "--":
			i++
			break options
		case len(s) < 2 || s[0] != '-':
			break options
		case a.dynamic:
			return nonLiteralReason("perl", a), true
		}
		for j := 1; j < len(s); j++ {
			switch c := s[j]; c {
			case 'n', 'p', 'a', 'w', 'W', 'X', 't', 'T':
			case 'l', '0':
				for j+1 < len(s) && (s[j+1] >= '0' && s[j+1] <= '9' || c == '0' && (s[j+1] == 'x' || s[j+1] >= 'a' && s[j+1] <= 'f' || s[j+1] >= 'A' && s[j+1] <= 'F')) {
					j++
				}
			case 'C':
				for j+1 < len(s) && (s[j+1] >= '0' && s[j+1] <= '9' || s[j+1] >= 'A' && s[j+1] <= 'Z' || s[j+1] >= 'a' && s[j+1] <= 'z') {
					j++
				}
			case 'F':
				if r := perlSplitPatternReason(s[j+1:]); r != "" {
					return r, true
				}
				j = len(s)
			case 'e', 'E':
				if j+1 < len(s) {
					code = append(code, s[j+1:])
				} else {
					if i+1 >= len(args) {
						return "`perl -e` without code", true
					}
					i++
					if args[i].dynamic {
						return "`perl -e` with code that is not literal", true
					}
					code = append(code, args[i].lit)
				}
				j = len(s)
			default:
				if hasPerlCode(args[i+1:]) || len(code) > 0 {
					return "`perl -" + string(c) + "` is not an option the model allows with inline code (-i edits files, -M/-m/-I load modules, -x/-S/-d/-s run or read more)", true
				}
				return "", false
			}
		}
	}
	if len(code) == 0 {
		return "", false
	}
	for _, a := range args[i:] {
		if r := perlOperandReason(a); r != "" {
			return r, true
		}
	}
	if r := perlCodeReason(strings.Join(code, "\n")); r != "" {
		return "`perl -e`: " + r, true
	}
	return "", true
}

func hasPerlCode(args []arg) bool {
	for _, a := range args {
		if !a.dynamic && len(a.lit) > 1 && a.lit[0] == '-' && a.lit[1] != '-' && strings.ContainsAny(a.lit, "eE") {
			return true
		}
	}
	return false
}

// perlSplitPatternReason checks -F's pattern: Perl puts it in split(),
// so it is code (-F'/,/ and system 1 or /x/' runs system); separators
// of punctuation and escapes only, no letter outside an escape.
func perlSplitPatternReason(p string) string {
	if p == "" {
		return "`perl -F` without an attached pattern"
	}
	for k := 0; k < len(p); k++ {
		c := p[k]
		switch {
		case c >= '0' && c <= '9', strings.IndexByte(":,;| \t+.-_/=*", c) >= 0:
		case c == '\\' && k+1 < len(p):
			k++
		default:
			return "`perl -F" + shorten(p) + "`: a split pattern with `" + string(c) + "` (patterns can hold code)"
		}
	}
	return ""
}

// perlOperandReason checks an operand -n, -p or <> opens with Perl's
// two-argument open.
func perlOperandReason(a arg) string { return perlOpenReason("perl", a) }

// perlOpenReason checks a word the Perl program name opens with the
// two-argument open.
func perlOpenReason(name string, a arg) string {
	if a.dynamic {
		return "`" + name + "` opens its operands with a two-argument open, and `" + printNode(a.word) + "` is not literal (a name ending in | runs a command)"
	}
	s := a.lit
	if s == "-" {
		return ""
	}
	if rest, ok := strings.CutPrefix(s, "~/"); ok && a.word != nil && tildeWord(a.word) {
		// bash expands ~/ to $HOME/, an absolute path: it starts with /.
		s = "/" + rest
	}
	safe := func(c byte, end bool) bool {
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || !end && c == '/' || end && (c == '-' || c == '~' || c == '+')
	}
	if s == "" || !safe(s[0], false) || !safe(s[len(s)-1], true) || strings.ContainsAny(s, "\n\r") {
		return "`" + name + "` opens `" + shorten(s) + "` with a two-argument open, which reads its first and last characters as a mode or a command"
	}
	return ""
}

// perlCodeReason checks -e code.
func perlCodeReason(code string) string {
	for _, line := range strings.Split(code, "\n") {
		if len(line) > 1 && line[0] == '=' && (line[1] >= 'a' && line[1] <= 'z' || line[1] >= 'A' && line[1] <= 'Z') {
			return "POD (=" + shorten(line[1:]) + ")"
		}
	}
	term := true // a term is expected (so '/' starts a pattern)
	// subscript: the previous token can take a subscript ($h, $a[0],
	// ->), so {word} quotes a key.
	subscript := false
	// afterWord: the previous token is a bareword after which Perl may
	// read '/' as a division (a function with optional arguments): a
	// '/' there is refused rather than read as either.
	afterWord := false
	for i := 0; i < len(code); {
		c := code[i]
		wasSubscript, wasWord := subscript, afterWord
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			subscript, afterWord = false, false
		}
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
			continue
		case c == '#':
			for i < len(code) && code[i] != '\n' {
				i++
			}
			continue
		case c >= 0x80:
			return "non-ASCII text outside a string"
		case c == '`':
			return "backticks run a command"
		case c == '$' || c == '@' || c == '%' && term:
			n, why := perlVariable(code, i)
			if why != "" {
				return why
			}
			i = n
			// Only a scalar's subscript quotes a bareword key: in a
			// slice (@h{...}) the word may be a call.
			term, subscript = false, c == '$'
			continue
		case c >= '0' && c <= '9':
			for i < len(code) && (perlWordChar(code[i]) || code[i] == '.' && i+1 < len(code) && code[i+1] != '.') {
				i++
			}
			term = false
			continue
		case perlWordChar(c):
			j := i
			for j < len(code) && perlWordChar(code[j]) {
				j++
			}
			word := code[i:j]
			if j < len(code) && (code[j] == '\'' && j+1 < len(code) && perlWordChar(code[j+1]) || strings.HasPrefix(code[j:], "::")) {
				return "a package-qualified name (" + shorten(code[i:]) + ")"
			}
			if strings.HasPrefix(code[j:], "=>") {
				i, term = j, false // a hash key
				continue
			}
			switch word {
			case "q", "qq", "qw", "m", "qr", "s", "tr", "y":
				if j < len(code) && perlDelimiter(code[j]) {
					n, why := perlQuoted(code, j, word)
					if why != "" {
						return why
					}
					i, term = n, false
					continue
				}
				return "`" + word + "` without a delimiter right after it"
			}
			after, ok := perlWord(word)
			if !ok {
				return "`" + word + "` is not in the model's allow list for perl"
			}
			if word == "sort" {
				// sort $name LIST calls the subroutine the string names
				// (&CORE::rmdir among them).
				if k := perlNextNonBlank(code, j); k < len(code) && code[k] == '$' {
					return "`sort $...` (a scalar there names the subroutine sort calls)"
				}
			}
			i, term = j, after
			afterWord = after && !perlTermFollows(word)
			continue
		case c == '/' && !term && strings.HasPrefix(code[i:], "//"):
			// Defined-or after a term: its second '/' starts no pattern.
			i += 2
			term = true
			continue
		case c == '/' && wasWord:
			return "a '/' after `" + shorten(code[:i]) + "` the model cannot tell from a division"
		case c == '/':
			if term {
				n, why := perlQuoted(code, i, "m")
				if why != "" {
					return why
				}
				i, term = n, false
				continue
			}
		case c == '?' && term:
			return "a ? pattern"
		case c == '<':
			if term {
				for _, rl := range []string{"<STDIN>", "<<>>", "<>"} {
					if strings.HasPrefix(code[i:], rl) {
						i += len(rl)
						term = false
						break
					}
				}
				if !term {
					continue
				}
			}
			if strings.HasPrefix(code[i:], "<<") && !strings.HasPrefix(code[i:], "<<=") {
				return "`<<` (a heredoc or a shift the model does not read)"
			}
		case strings.HasPrefix(code[i:], "&&") || strings.HasPrefix(code[i:], "**") || strings.HasPrefix(code[i:], "||"):
			i += 2
			term = true
			continue
		case c == '&' && (term || i+1 < len(code) && (perlWordChar(code[i+1]) || code[i+1] == '$' || code[i+1] == '{')):
			return "`&` calls a subroutine"
		case c == '*' && (term || i+1 < len(code) && (perlWordChar(code[i+1]) || code[i+1] == '{' || code[i+1] == '$')):
			return "`*` (a typeglob)"
		case c == '\\' && i+1 < len(code) && (code[i+1] == '&' || code[i+1] == '*'):
			return "a reference to a subroutine or a glob"
		case c == '-' && strings.HasPrefix(code[i:], "->"):
			if i+2 < len(code) && (code[i+2] == '[' || code[i+2] == '{') {
				i += 2
				term, subscript = true, true
				continue
			}
			return "`->` a method or code call"
		case c == '\'' || c == '"':
			kind := "q"
			if c == '"' {
				kind = "qq"
			}
			n, why := perlQuoted(code, i, kind)
			if why != "" {
				return why
			}
			i, term = n, false
			continue
		}
		if c == '{' && wasSubscript {
			// A subscript: $h{key} quotes a bareword key.
			k := i + 1
			if k < len(code) && code[k] == '-' {
				k++
			}
			e := k
			for e < len(code) && perlWordChar(code[e]) {
				e++
			}
			if e > k && e < len(code) && code[e] == '}' {
				i, term, subscript = e+1, false, true
				continue
			}
		}
		// An operator or punctuation.
		switch c {
		case ')':
			term = false
		case ']':
			term, subscript = false, true
		case '}':
			// A block's end or a subscript's: '/' after it is unknown.
			if k := perlNextNonBlank(code, i+1); k < len(code) && code[k] == '/' {
				return "a '/' after '}' the model cannot tell from a pattern"
			}
			term = true
		default:
			term = true
		}
		i++
	}
	return ""
}

func perlNextNonBlank(code string, i int) int {
	for i < len(code) && (code[i] == ' ' || code[i] == '\t' || code[i] == '\n') {
		i++
	}
	return i
}

func perlWordChar(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func perlDelimiter(c byte) bool {
	return strings.IndexByte("/|!#{([<'\",:@%^~+-", c) >= 0
}

// perlVariable reads a variable at i ($x, @F, %h, $_, $., $1, $#a).
func perlVariable(code string, i int) (int, string) {
	sigil := code[i]
	j := i + 1
	if j >= len(code) {
		return j, ""
	}
	c := code[j]
	switch {
	case c == '{' || c == '^':
		return 0, "`" + string(sigil) + string(c) + "` (a symbolic, caret or computed variable)"
	case c == '$' && j+1 < len(code) && (perlWordChar(code[j+1]) || code[j+1] == '{' || code[j+1] == '$'):
		return 0, "`" + string(sigil) + "$` (a symbolic reference)"
	case sigil == '$' && c == '#':
		j++
		if j < len(code) && (code[j] == '{' || code[j] == '$') {
			return 0, "`$#" + string(code[j]) + "` (a computed array)"
		}
		k := j
		for j < len(code) && perlWordChar(code[j]) {
			j++
		}
		if code[k:j] == "ARGV" {
			return 0, "`$#ARGV` (the files -n and -p open)"
		}
		return j, ""
	case perlWordChar(c):
		k := j
		for k < len(code) && perlWordChar(code[k]) {
			k++
		}
		name := code[j:k]
		if strings.HasPrefix(code[k:], "::") || k < len(code) && code[k] == '\'' && k+1 < len(code) && perlWordChar(code[k+1]) {
			return 0, "a package-qualified variable"
		}
		if r := perlNameReason(sigil, name, code[k:]); r != "" {
			return 0, r
		}
		return k, ""
	case sigil == '%' || sigil == '@':
		// %+ %- @- @+ @_ ; a lone % is modulus, handled by the caller.
		if c == '+' || c == '-' || c == '_' {
			return j + 1, ""
		}
		if sigil == '%' {
			return j, ""
		}
		return 0, "`@" + string(c) + "` is not a variable the model reads"
	}
	// $_ $. $/ $\ $, $; $! $@ $& $` $' $+ $| $$ and the like.
	if strings.IndexByte("_./\\,;!@&`'+|$<>[]()0-:?\"", c) >= 0 || c == ' ' {
		return j + 1, ""
	}
	return 0, "`$" + string(c) + "` is not a variable the model reads"
}

// perlNameReason refuses the variables that open files or load or run
// code: @ARGV and its elements (-n opens what they hold), %INC, %SIG,
// ARGVOUT. $ARGV, the name of the file being read, is only a string.
func perlNameReason(sigil byte, name, rest string) string {
	switch name {
	case "ARGV":
		if sigil == '$' && !strings.HasPrefix(rest, "[") {
			return ""
		}
		return "`" + string(sigil) + "ARGV` (the files -n and -p open with a two-argument open)"
	case "INC", "SIG", "ARGVOUT":
		return "`" + string(sigil) + name + "` (loads or runs code)"
	}
	return ""
}

// perlQuoted reads a quote-like operator whose delimiter is at i (for
// "m" with i at '/', and '...' "..." with i at the quote).
func perlQuoted(code string, i int, op string) (int, string) {
	parts := 1
	switch op {
	case "s", "tr", "y":
		parts = 2
	}
	open := code[i]
	close := open
	switch open {
	case '{':
		close = '}'
	case '(':
		close = ')'
	case '[':
		close = ']'
	case '<':
		close = '>'
	}
	var bodies []string
	j := i + 1
	for p := 0; p < parts; p++ {
		if p > 0 && open != close {
			// s{a}{b}: the second part has its own brackets.
			if j >= len(code) || code[j] != open {
				return 0, "`" + op + "` with a second part the model does not read"
			}
			j++
		}
		start, depth := j, 0
		for ; j < len(code); j++ {
			c := code[j]
			if c == '\\' {
				j++
				continue
			}
			if open != close && c == open {
				depth++
			} else if c == close {
				if depth == 0 {
					break
				}
				depth--
			}
		}
		if j >= len(code) {
			return 0, "a quoted string or pattern that does not end"
		}
		bodies = append(bodies, code[start:j])
		j++
	}
	flags := j
	for j < len(code) && perlWordChar(code[j]) {
		j++
	}
	if op == "s" && strings.IndexByte(code[flags:j], 'e') >= 0 {
		return 0, "s///e runs its replacement as code"
	}
	interpolates := op == "qq" || op == "m" || op == "qr" || op == "s"
	if open == '\'' {
		interpolates = false
	}
	if op == "s" && open == '\'' {
		interpolates = false
	}
	for k, b := range bodies {
		if op == "m" || op == "qr" || op == "s" && k == 0 {
			if strings.Contains(b, "(?{") || strings.Contains(b, "(??{") || strings.Contains(b, "(*{") || strings.Contains(b, "(?(?{") {
				return 0, "a pattern with a (?{ }) code block"
			}
		}
		if interpolates && op != "tr" && op != "y" {
			if r := perlInterpolationReason(b); r != "" {
				return 0, r
			}
		}
	}
	return j, ""
}

// perlInterpolationReason checks an interpolating body: a variable is
// fine, an expression (${ }, @{ }, a subscript, ->) runs code.
func perlInterpolationReason(b string) string {
	for k := 0; k < len(b); k++ {
		c := b[k]
		if c == '\\' {
			k++
			continue
		}
		if c != '$' && c != '@' {
			continue
		}
		if k+1 >= len(b) {
			return ""
		}
		n := b[k+1]
		if n == '{' || n == '$' && k+2 < len(b) && (perlWordChar(b[k+2]) || b[k+2] == '{') || n == '^' {
			return "an interpolated expression in a string or pattern (`" + string(c) + string(n) + "`)"
		}
		if !perlWordChar(n) {
			continue
		}
		e := k + 1
		for e < len(b) && perlWordChar(b[e]) {
			e++
		}
		if r := perlNameReason(c, b[k+1:e], b[e:]); r != "" {
			return r + " in a string or pattern"
		}
		// Simple subscripts ($h{$k}, $a[0], $h{key}) only: a subscript
		// is an expression Perl evaluates.
		for e < len(b) && (b[e] == '[' || b[e] == '{') {
			closer := byte('}')
			if b[e] == '[' {
				closer = ']'
			}
			end := strings.IndexByte(b[e:], closer)
			if end < 0 || !perlSimpleKey(b[e+1:e+end], closer == '}') {
				break
			}
			e += end + 1
		}
		if e < len(b) && (b[e] == '[' || b[e] == '{') && c == '$' || strings.HasPrefix(b[e:], "->") || strings.HasPrefix(b[e:], "::") || e < len(b) && b[e] == '\'' && e+1 < len(b) && perlWordChar(b[e+1]) {
			return "an interpolated subscript or call in a string or pattern (`" + shorten(b[k:]) + "`)"
		}
		if c == '@' && e < len(b) && (b[e] == '[' || b[e] == '{') {
			return "an interpolated slice in a string or pattern (`" + shorten(b[k:]) + "`)"
		}
		k = e - 1
	}
	return ""
}

// perlSimpleKey reports a subscript that is a variable, a number, or
// (in a hash subscript, which Perl quotes) a bareword. A bareword in an
// array subscript is a call: $x[unlink] deletes $_.
func perlSimpleKey(s string, hash bool) bool {
	variable := strings.HasPrefix(s, "$")
	s = strings.TrimPrefix(strings.TrimPrefix(s, "$"), "-")
	if s == "" {
		return false
	}
	for k := 0; k < len(s); k++ {
		if !perlWordChar(s[k]) || !hash && !variable && (s[k] < '0' || s[k] > '9') {
			return false
		}
	}
	return true
}

// perlTermFollows reports the words after which Perl always reads a
// term, so '/' starts a pattern: list operators and keywords.
func perlTermFollows(w string) bool {
	switch w {
	case "split", "grep", "map", "join", "push", "unshift", "print", "printf", "say", "return", "if", "unless",
		"while", "until", "and", "or", "not", "xor", "eq", "ne", "lt", "gt", "le", "ge", "cmp", "x", "elsif", "for", "foreach":
		return true
	}
	return false
}

// perlWord allows a bareword; termAfter says whether a term follows it.
func perlWord(w string) (termAfter bool, ok bool) {
	switch w {
	// operators spelled as words, control flow, declarations
	case "if", "unless", "else", "elsif", "while", "until", "for", "foreach", "and", "or", "not", "xor", "eq", "ne",
		"lt", "gt", "le", "ge", "cmp", "x", "my", "our", "local", "last", "next", "redo", "BEGIN", "END", "return":
		return true, true
	// list operators and functions that read or format
	case "print", "printf", "say", "split", "join", "sort", "reverse", "keys", "values", "each", "exists", "delete",
		"defined", "scalar", "length", "lc", "uc", "lcfirst", "ucfirst", "sprintf", "substr", "index", "rindex",
		"abs", "int", "sqrt", "hex", "oct", "chr", "ord", "chomp", "chop", "push", "pop", "shift", "unshift", "splice",
		"grep", "map", "undef", "localtime", "gmtime", "exit", "die", "warn", "ref", "quotemeta", "pos", "binmode",
		"exp", "log", "sin", "cos", "atan2", "rand", "srand", "eof",
		// The code cannot open a handle (open is not here), so close
		// only ends ARGV's current file (close ARGV if eof resets $.)
		// or a standard stream.
		"close":
		return true, true
	case "STDIN", "STDOUT", "STDERR", "ARGV", "time", "__LINE__":
		return false, true
	}
	return false, false
}

// tildeWord reports a word whose first part is unquoted text, so that a
// leading ~ is bash's tilde expansion ("~/x" and \~/x are literal).
func tildeWord(w *syntax.Word) bool {
	if len(w.Parts) == 0 {
		return false
	}
	l, ok := w.Parts[0].(*syntax.Lit)
	return ok && strings.HasPrefix(l.Value, "~/")
}

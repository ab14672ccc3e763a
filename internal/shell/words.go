package shell

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// arg is one word of a simple command as the classifier sees it.
type arg struct {
	word *syntax.Word
	// lit is the word's value after quote removal when the word is static,
	// and the static prefix before the first run-time part otherwise.
	lit string
	// dynamic is set when part of the value is only known at run time:
	// parameter expansion, command or process substitution, arithmetic,
	// extended globs, or brace expansion (which can turn one word into
	// several, among them options).
	dynamic bool
	// glob is set when the word has unquoted pattern characters, so it may
	// expand to any number of file names.
	glob bool
	// split is set when a run-time part is unquoted: bash splits its value
	// into more words, and any of them after the first may start with a
	// dash (git diff origin/$b with b='x --output=f').
	split bool
	// noDash is set when the word's run-time value is proven not to start
	// with a dash (see provenance.go and nodash.go).
	noDash bool
	// many is set with noDash on an unquoted word that bash splits into
	// any number of proven words ($(docker ps -q), $ids): the command is
	// also judged with none and with two of them (see walker.call).
	many bool
	// one is set with many when the word splits into one proven word or
	// none (a single process id: $(pgrep -o x)): the command is judged
	// with none, not with two.
	one bool
	// slid is set, when the command is judged with none of a many word's
	// words, on the word that now stands in its place: jstat -gcutil
	// $(pgrep x) 1000 5 with no process found reads 1000 as the vmid.
	slid bool
	// envOnly is set when every run-time part of the word is the value of
	// an environment variable the line never sets ("$DATABASE_URL"), and
	// envLed when the word starts with one ("$ES_URL/_search"): values
	// the session was started with (envtrust.go).
	envOnly, envLed bool
	// bash is set when the line runs in bash (Env.Shell), where zsh's
	// readings of a word do not apply.
	bash bool
}

// mayBeOption reports whether the run-time value of a could start with a
// dash, so a command could take it for an option.
func (a arg) mayBeOption() bool {
	if a.dynamic {
		if a.split {
			return true
		}
		if a.lit == "" {
			return !a.noDash
		}
		if a.lit[0] != '-' {
			return false
		}
		// --name="$value": the option is literal, only its value is not.
		return !(strings.HasPrefix(a.lit, "--") && strings.Contains(a.lit, "="))
	}
	// An unquoted pattern that starts with a pattern character can match
	// a file named like an option: sort * beside a file named -o.
	if a.glob && a.lit != "" && strings.IndexByte("*?[", a.lit[0]) >= 0 {
		return true
	}
	return a.zshNegation()
}

// zshNegation reports an unquoted leading ^: in zsh with extendedglob
// (Claude Code's shell when zsh is the user's), ^x matches every name
// but x, -o among them, as several words.
// Quoted parts before it may be empty (""^x is still ^x), so the first
// unquoted text decides.
func (a arg) zshNegation() bool {
	if a.word == nil || a.bash {
		return false
	}
	for _, part := range a.word.Parts {
		if l, ok := part.(*syntax.Lit); ok {
			return strings.HasPrefix(l.Value, "^")
		}
	}
	return false
}

// manyWords reports whether bash may turn a into more than one word: an
// unquoted run-time part, or a pattern that can match several file
// names. A pattern whose only pattern characters are bracket expressions
// of one digit, * or @ (custom-columns=IMAGE:.spec.containers[0].image,
// containers[*].image) matches at most one name, the word with those
// characters unbracketed, so it stays one word that starts as the word
// does.
func (a arg) manyWords() bool {
	return a.split || a.glob && !a.digitBracketsOnly() || a.zshNegation()
}

// manyWordsAt is manyWords for an option's value at words[i], which
// also counts the value's vanishing: Claude Code's Bash tool restores the
// user's shell options (shopt -p in its snapshot), and with nullglob a
// pattern that matches nothing is dropped, so the option takes the next
// word and the words after it shift by one. A value whose only patterns
// are one-character brackets stays one word (or none) only where that
// shift cannot turn a value the model read into an option: no word after
// the next starts with a dash or is known only at run time.
func manyWordsAt(words []arg, i int) bool {
	a := words[i]
	if a.manyWords() {
		return true
	}
	if !a.glob {
		return false
	}
	for k := i + 2; k < len(words); k++ {
		if w := words[k]; w.dynamic || strings.HasPrefix(w.lit, "-") {
			return true
		}
	}
	return false
}

func (a arg) digitBracketsOnly() bool {
	if a.dynamic || a.word == nil || a.lit == "" || a.lit[0] == '[' {
		return false
	}
	for _, part := range a.word.Parts {
		l, ok := part.(*syntax.Lit)
		if !ok {
			continue
		}
		v := l.Value
		for i := 0; i < len(v); i++ {
			switch v[i] {
			case '\\':
				i++
			case '*', '?', ']', '^', '#', '~':
				// zsh's extendedglob: x[0]# matches x, x0, x00...
				return false
			case '[':
				if i+2 >= len(v) || v[i+2] != ']' || !(v[i+1] >= '0' && v[i+1] <= '9' || v[i+1] == '*' || v[i+1] == '@') {
					return false
				}
				i += 2
			}
		}
	}
	return true
}

// filledAt is the word a becomes when a program puts a run-time text at
// a.lit[at:] (find -exec's {}, fd -x's placeholders, xargs -I's
// replacement): known only at run time, it starts with its literal text
// before, so it starts with a dash only when that text does.
func filledAt(a arg, at int) arg {
	prefix := a.lit[:at]
	return arg{word: a.word, lit: prefix, dynamic: true, noDash: !strings.HasPrefix(prefix, "-")}
}

// is reports whether a is exactly the static word s.
func (a arg) is(s string) bool { return !a.dynamic && a.lit == s }

func wordArgs(words []*syntax.Word) []arg {
	args := make([]arg, len(words))
	for i, w := range words {
		args[i] = wordArg(w)
	}
	return args
}

func wordArg(w *syntax.Word) arg {
	a := arg{word: w}
	if len(w.Parts) == 1 {
		// The common case: one plain literal needs no builder.
		if l, ok := w.Parts[0].(*syntax.Lit); ok {
			a.glob = strings.ContainsAny(l.Value, "*?[")
			if hasBraceExpansion(l.Value) {
				a.dynamic = true
				a.lit = unescapeUnquoted(l.Value[:strings.IndexByte(l.Value, '{')])
				return a
			}
			a.lit = unescapeUnquoted(l.Value)
			return a
		}
	}
	var b strings.Builder
	for _, part := range w.Parts {
		switch p := part.(type) {
		case *syntax.Lit:
			if strings.ContainsAny(p.Value, "*?[") {
				a.glob = true
			}
			if hasBraceExpansion(p.Value) {
				b.WriteString(unescapeUnquoted(p.Value[:strings.IndexByte(p.Value, '{')]))
				a.dynamic = true
			} else if !a.dynamic {
				b.WriteString(unescapeUnquoted(p.Value))
			}
		case *syntax.SglQuoted:
			if !a.dynamic {
				b.WriteString(sglText(p))
			}
		case *syntax.DblQuoted:
			for _, inner := range p.Parts {
				if l, ok := inner.(*syntax.Lit); ok {
					if !a.dynamic {
						b.WriteString(unescapeDouble(l.Value))
					}
					continue
				}
				a.dynamic = true
				if quotedFields(inner) {
					// "$@", "${a[@]}": one word per element even in
					// double quotes, and any of them may be an option.
					a.split = true
				}
			}
		case *syntax.ProcSubst:
			// bash replaces <(...) and >(...) by a path, /dev/fd/N: one
			// word that starts with a slash when nothing run-time comes
			// before it.
			if !a.dynamic && b.Len() == 0 {
				a.noDash = true
			}
			a.dynamic = true
		case *syntax.ArithmExp:
			if _, ok := literalArithm(p.X); ok && !p.Unsigned {
				// $((30*24*3600)): a non-negative number, however it
				// splits, never an option.
				if !a.dynamic && b.Len() == 0 {
					a.noDash = true
				}
				a.dynamic = true
				break
			}
			a.dynamic = true
			a.split = true
		case *syntax.ParamExp:
			if numericSpecial(p) {
				// $$, $!, $# and $?: digits or nothing, however they
				// split, never an option.
				if !a.dynamic && b.Len() == 0 {
					a.noDash = true
				}
				a.dynamic = true
				break
			}
			a.dynamic = true
			a.split = true
		default:
			a.dynamic = true
			a.split = true
		}
		if a.split {
			break
		}
	}
	a.lit = b.String()
	return a
}

// quotedFields reports a part of a double-quoted word that bash and zsh
// still expand to one word per element: "$@", "${a[@]}", "${!a[@]}",
// "${!prefix@}", also nested in another expansion ("${x:-$@}"). Their
// lengths ("${#a[@]}") are one number.
func quotedFields(part syntax.Node) bool {
	found := false
	syntax.Walk(part, func(n syntax.Node) bool {
		p, ok := n.(*syntax.ParamExp)
		if !ok || found {
			return !found
		}
		if p.Length {
			return true
		}
		if p.Param != nil && p.Param.Value == "@" || p.Names == syntax.NamesPrefixWords {
			found = true
		}
		if wd, ok := p.Index.(*syntax.Word); ok && wordArg(wd).is("@") {
			found = true
		}
		return !found
	})
	return found
}

// procSubstPath reports a word that is one process substitution, <(...)
// or >(...): bash makes it exactly one word, a /dev/fd/N path.
func procSubstPath(a arg) bool {
	if a.word == nil || len(a.word.Parts) != 1 {
		return false
	}
	_, ok := a.word.Parts[0].(*syntax.ProcSubst)
	return ok
}

// numericSpecial reports $$, $!, $# and $? written plainly: their value
// is a number or nothing.
func numericSpecial(p *syntax.ParamExp) bool {
	if !p.Short || p.Param == nil {
		return false
	}
	switch p.Param.Value {
	case "$", "!", "#", "?":
		return true
	}
	return false
}

// literalArithm evaluates arithmetic of decimal literals joined by + * /
// and %: no names (which bash would evaluate as code), no minus, so the
// value is a number that never starts with a dash. ok is false for
// anything else, a division by zero or a value past 2^62.
func literalArithm(x syntax.ArithmExpr) (v uint64, ok bool) {
	const limit = 1 << 62
	switch e := x.(type) {
	case *syntax.Word:
		if len(e.Parts) != 1 {
			return 0, false
		}
		l, isLit := e.Parts[0].(*syntax.Lit)
		if !isLit || l.Value == "" || len(l.Value) > 18 || len(l.Value) > 1 && l.Value[0] == '0' {
			return 0, false
		}
		for i := 0; i < len(l.Value); i++ {
			if l.Value[i] < '0' || l.Value[i] > '9' {
				return 0, false
			}
			v = v*10 + uint64(l.Value[i]-'0')
		}
		return v, true
	case *syntax.ParenArithm:
		return literalArithm(e.X)
	case *syntax.BinaryArithm:
		l, okL := literalArithm(e.X)
		r, okR := literalArithm(e.Y)
		if !okL || !okR {
			return 0, false
		}
		switch e.Op {
		case syntax.Add:
			v = l + r
		case syntax.Mul:
			if l != 0 && r > limit/l {
				return 0, false
			}
			v = l * r
		case syntax.Quo, syntax.Rem:
			if r == 0 {
				return 0, false
			}
			if e.Op == syntax.Quo {
				v = l / r
			} else {
				v = l % r
			}
		default:
			return 0, false
		}
		return v, v < limit
	}
	return 0, false
}

// hasBraceExpansion reports whether an unquoted literal holds a bash brace
// expansion such as {a,b} or {1..3}.
func hasBraceExpansion(s string) bool {
	for {
		open := strings.IndexByte(s, '{')
		if open < 0 {
			return false
		}
		rest := s[open+1:]
		end := strings.IndexByte(rest, '}')
		if end < 0 {
			return false
		}
		inner := rest[:end]
		if strings.Contains(inner, ",") || strings.Contains(inner, "..") {
			return true
		}
		s = rest
	}
}

// unescapeUnquoted removes the backslashes bash removes from an unquoted word.
func unescapeUnquoted(s string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
			if s[i] == '\n' {
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// unescapeDouble removes the backslashes bash removes inside double quotes
// (and in the body of a here-document with an unquoted delimiter, which
// follows the same rule except for the double quote itself).
func unescapeDouble(s string) string {
	return unescapeSome(s, "$`\"\\")
}

func unescapeHeredoc(s string) string {
	return unescapeSome(s, "$`\\")
}

func unescapeSome(s, special string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			next := s[i+1]
			if next == '\n' {
				i++
				continue
			}
			if strings.IndexByte(special, next) >= 0 {
				i++
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// ansiCUnquote decodes the escapes of a $'...' string.
// sglText is a single-quoted part's text: $'...' with its escapes
// decoded, '...' as it stands.
func sglText(p *syntax.SglQuoted) string {
	if p.Dollar {
		return ansiCUnquote(p.Value)
	}
	return p.Value
}

func ansiCUnquote(s string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch c = s[i]; c {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'e', 'E':
			b.WriteByte(0x1b)
		case 'f':
			b.WriteByte('\f')
		case 'v':
			b.WriteByte('\v')
		case 'x', 'u', 'U':
			width := 2
			if c == 'u' {
				width = 4
			} else if c == 'U' {
				width = 8
			}
			j := i + 1
			for j < len(s) && j-i-1 < width && isHex(s[j]) {
				j++
			}
			if j == i+1 {
				b.WriteByte('\\')
				b.WriteByte(c)
				continue
			}
			n, _ := strconv.ParseUint(s[i+1:j], 16, 32)
			if c == 'x' {
				b.WriteByte(byte(n))
			} else if utf8.ValidRune(rune(n)) {
				b.WriteRune(rune(n))
			}
			i = j - 1
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			for j < len(s) && j-i < 3 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			n, _ := strconv.ParseUint(s[i:j], 8, 16)
			b.WriteByte(byte(n))
			i = j - 1
		default:
			// \\, \', \", \? and unknown escapes: bash keeps the character,
			// and the backslash too for unknown ones.
			if !strings.ContainsRune(`\'"?`, rune(c)) {
				b.WriteByte('\\')
			}
			b.WriteByte(c)
		}
	}
	return b.String()
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// heredocQuoted reports whether a here-document's delimiter is quoted, in
// which case bash expands nothing in its body.
func heredocQuoted(delim *syntax.Word) bool {
	if delim == nil {
		return false
	}
	for _, part := range delim.Parts {
		switch p := part.(type) {
		case *syntax.Lit:
			if strings.IndexByte(p.Value, '\\') >= 0 {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// printNode renders a node back as one line of shell, shortened for a reason.
func printNode(n syntax.Node) string {
	if w, ok := n.(*syntax.Word); n == nil || ok && w == nil {
		return "…" // a word added at run time (xargs)
	}
	var b strings.Builder
	if err := syntax.NewPrinter(syntax.SingleLine(true)).Print(&b, n); err != nil {
		return ""
	}
	return shorten(b.String())
}

const maxShown = 100

// visible escapes control characters (a vertical tab in a command name, a
// newline in a quoted word) so a reason stays one readable line.
func visible(s string) string {
	clean := true
	for _, r := range s {
		if r != ' ' && !unicode.IsPrint(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if r == ' ' || unicode.IsPrint(r) {
			b.WriteRune(r)
			continue
		}
		q := strconv.QuoteRune(r)
		b.WriteString(q[1 : len(q)-1])
	}
	return b.String()
}

func shorten(s string) string {
	s = strings.Trim(s, " \t\n")
	cut := false
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s, cut = strings.TrimRight(s[:i], " \t"), true
	}
	s = visible(s)
	if utf8.RuneCountInString(s) > maxShown {
		r := []rune(s)
		s, cut = string(r[:maxShown]), true
	}
	if cut {
		s += " …"
	}
	return s
}

package shell

import "strings"

// A small Python tokenizer for the code of python -c: enough to tell
// names, attributes, strings and operators apart as CPython's tokenizer
// does, so the checker (python.go) never reads a name inside a string or
// misses one outside. What it cannot read the same way every Python 3
// reads it is refused: non-ASCII text outside strings (identifiers are
// NFKC-normalised, so a look-alike letter can spell eval), a backtick,
// and an f-string (or a 3.14 t-string) whose replacement fields hold a
// quote, a backslash, a comment or nested fields, since 3.12 reads those
// differently from 3.11.

// pyTok is one token.
type pyTok struct {
	// kind: 'n' name, 's' string, 'd' number, 'o' operator, ';' end of
	// a statement (a newline outside brackets, or ';').
	kind byte
	// s is the name, the operator, or a string's body as written
	// (escapes not decoded).
	s string
	// pfx is a string's prefix, lower-cased ("", "r", "b", "rb", "f", ...).
	pfx string
	// depth is the bracket depth the token stands at (an opening bracket
	// stands outside itself).
	depth int
}

func (t pyTok) is(kind byte, s string) bool { return t.kind == kind && t.s == s }

// formatted reports an f-string or a t-string: its fields are code.
func (t pyTok) formatted() bool {
	return t.kind == 's' && strings.ContainsAny(t.pfx, "ft")
}

// pyOps are Python's operators, longest first.
var pyOps = [...]string{"**=", "//=", ">>=", "<<=", "...", "->", ":=", "==", "!=", "<=", ">=", "**", "//", "<<", ">>",
	"+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=", "+", "-", "*", "/", "%", "@", "&", "|", "^", "~", "<", ">",
	"(", ")", "[", "]", "{", "}", ",", ":", ".", "=", ";"}

func pyNameStart(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func pyNameChar(c byte) bool  { return pyNameStart(c) || c >= '0' && c <= '9' }

// pyStringPrefix reports a string prefix: r, u, b, f, t and their pairs.
func pyStringPrefix(p string) bool {
	switch strings.ToLower(p) {
	case "r", "u", "b", "f", "t", "br", "rb", "fr", "rf", "tr", "rt":
		return true
	}
	return false
}

// maxPyTokens bounds the work on one piece of code.
const maxPyTokens = 20000

// pyTokens reads code into tokens; a non-empty reason says why it cannot.
func pyTokens(code string) ([]pyTok, string) {
	var out []pyTok
	depth := 0
	emit := func(t pyTok) {
		t.depth = depth
		out = append(out, t)
	}
	for i := 0; i < len(code); {
		if len(out) > maxPyTokens {
			return nil, "the code is too long to check"
		}
		c := code[i]
		switch {
		case c == ' ' || c == '\t' || c == '\f':
			i++
		case c == '\\':
			if strings.HasPrefix(code[i+1:], "\n") {
				i += 2
			} else if strings.HasPrefix(code[i+1:], "\r\n") {
				i += 3
			} else {
				return nil, "a backslash outside a string"
			}
		case c == '\n' || c == '\r':
			if depth == 0 {
				emit(pyTok{kind: ';', s: "\n"})
			}
			i++
		case c == '#':
			for i < len(code) && code[i] != '\n' && code[i] != '\r' {
				i++
			}
		case c >= 0x80:
			return nil, "non-ASCII text outside a string (Python reads look-alike letters as other names)"
		case pyNameStart(c):
			j := i
			for j < len(code) && pyNameChar(code[j]) {
				j++
			}
			if j < len(code) && (code[j] == '\'' || code[j] == '"') && pyStringPrefix(code[i:j]) {
				toks, next, why := pyString(code, j, strings.ToLower(code[i:j]))
				if why != "" {
					return nil, why
				}
				for _, t := range toks {
					t.depth += depth
					out = append(out, t)
				}
				i = next
				continue
			}
			emit(pyTok{kind: 'n', s: code[i:j]})
			i = j
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(code) && code[i+1] >= '0' && code[i+1] <= '9':
			j := pyNumber(code, i)
			emit(pyTok{kind: 'd', s: code[i:j]})
			i = j
		case c == '\'' || c == '"':
			toks, next, why := pyString(code, i, "")
			if why != "" {
				return nil, why
			}
			for _, t := range toks {
				t.depth += depth
				out = append(out, t)
			}
			i = next
		default:
			op := ""
			for _, o := range pyOps {
				if strings.HasPrefix(code[i:], o) {
					op = o
					break
				}
			}
			if op == "" {
				return nil, "`" + string(c) + "` is not Python the model reads"
			}
			switch op {
			case ";":
				emit(pyTok{kind: ';', s: ";"})
			case "(", "[", "{":
				emit(pyTok{kind: 'o', s: op})
				depth++
			case ")", "]", "}":
				if depth == 0 {
					return nil, "unbalanced brackets"
				}
				depth--
				emit(pyTok{kind: 'o', s: op})
			default:
				emit(pyTok{kind: 'o', s: op})
			}
			i += len(op)
		}
	}
	if depth != 0 {
		return nil, "unbalanced brackets"
	}
	return out, ""
}

// pyNumber returns the end of the number literal starting at i. A name
// glued to it (1if) is left for the next token, as Python reads it.
func pyNumber(code string, i int) int {
	digits := func(j int, ok func(byte) bool) int {
		for j < len(code) && (ok(code[j]) || code[j] == '_') {
			j++
		}
		return j
	}
	dec := func(c byte) bool { return c >= '0' && c <= '9' }
	if code[i] == '0' && i+1 < len(code) {
		switch code[i+1] {
		case 'x', 'X':
			return digits(i+2, func(c byte) bool { return dec(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' })
		case 'o', 'O':
			return digits(i+2, func(c byte) bool { return c >= '0' && c <= '7' })
		case 'b', 'B':
			return digits(i+2, func(c byte) bool { return c == '0' || c == '1' })
		}
	}
	j := digits(i, dec)
	if j < len(code) && code[j] == '.' {
		j = digits(j+1, dec)
	}
	if j < len(code) && (code[j] == 'e' || code[j] == 'E') {
		k := j + 1
		if k < len(code) && (code[k] == '+' || code[k] == '-') {
			k++
		}
		if k < len(code) && dec(code[k]) {
			j = digits(k, dec)
		}
	}
	if j < len(code) && (code[j] == 'j' || code[j] == 'J') {
		j++
	}
	return j
}

// pyString reads the string whose opening quote is at i. An f-string
// or t-string comes back as its string token followed by each
// replacement field's code in parentheses, so the checker reads the
// fields as the code they are.
func pyString(code string, i int, pfx string) ([]pyTok, int, string) {
	q := code[i]
	triple := strings.HasPrefix(code[i:], string([]byte{q, q, q}))
	start := i + 1
	if triple {
		start = i + 3
	}
	j := start
	for {
		if j >= len(code) {
			return nil, 0, "a string that does not end"
		}
		c := code[j]
		if c == '\\' {
			j += 2
			continue
		}
		if !triple && (c == '\n' || c == '\r') {
			return nil, 0, "a string that does not end"
		}
		if c == q && (!triple || strings.HasPrefix(code[j:], string([]byte{q, q, q}))) {
			break
		}
		j++
	}
	body := code[start:j]
	end := j + 1
	if triple {
		end = j + 3
	}
	tok := pyTok{kind: 's', s: body, pfx: pfx}
	if !tok.formatted() {
		return []pyTok{tok}, end, ""
	}
	out := []pyTok{tok}
	fields, why := pyFields(body)
	if why != "" {
		return nil, 0, why
	}
	for _, f := range fields {
		toks, why := pyTokens(f)
		if why != "" {
			return nil, 0, why
		}
		for _, t := range toks {
			if t.kind == ';' {
				return nil, 0, "an f-string field with a statement break"
			}
		}
		out = append(out, pyTok{kind: 'o', s: "("})
		for _, t := range toks {
			t.depth++
			out = append(out, t)
		}
		out = append(out, pyTok{kind: 'o', s: ")"})
	}
	return out, end, ""
}

// pyPlainName reports a name or a number.
func pyPlainName(s string) bool {
	for k := 0; k < len(s); k++ {
		if !pyNameChar(s[k]) {
			return false
		}
	}
	return true
}

// pyFields returns the code of an f-string's replacement fields.
func pyFields(body string) ([]string, string) {
	var fields []string
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '\\':
			// A backslash escapes the next character, but not a brace:
			// f"\{x}" still has the field {x}.
			if i+1 < len(body) && body[i+1] != '{' && body[i+1] != '}' {
				i++
			}
		case '}':
			if i+1 < len(body) && body[i+1] == '}' {
				i++
				continue
			}
			return nil, "an f-string with a lone }"
		case '{':
			if i+1 < len(body) && body[i+1] == '{' {
				i++
				continue
			}
			depth, j := 0, i+1
			exprEnd := -1
		field:
			for ; j < len(body); j++ {
				switch c := body[j]; c {
				case '\'', '"':
					// A string in the expression (f"{s.get('time', 0)}"):
					// skipped whole, so a brace, colon or ! in it ends
					// nothing; its quote cannot be the f-string's (that
					// ended the f-string before 3.12, and the field with
					// it). One line, no backslash, not triple-quoted.
					end := strings.IndexByte(body[j+1:], c)
					if exprEnd >= 0 || end < 0 || strings.ContainsAny(body[j+1:j+1+end], "\\\n\r") || end == 0 && j+2 < len(body) && body[j+2] == c {
						return nil, "an f-string field with a quote, a backslash, a comment or a line break"
					}
					j += end + 1
				case '\\', '#', '\n', '\r':
					return nil, "an f-string field with a quote, a backslash, a comment or a line break"
				case '(', '[', '{':
					depth++
				case ')', ']':
					depth--
				case '}':
					if depth == 0 {
						break field
					}
					depth--
				case '!':
					if depth == 0 && exprEnd < 0 && (j+1 >= len(body) || body[j+1] != '=') {
						exprEnd = j
					}
				case ':':
					if depth == 0 && exprEnd < 0 {
						exprEnd = j
					}
				}
			}
			if j >= len(body) {
				return nil, "an f-string field that does not end"
			}
			if exprEnd < 0 {
				exprEnd = j
			}
			expr := strings.TrimRight(body[i+1:exprEnd], " \t")
			// {x=} prints the expression's text too.
			if strings.HasSuffix(expr, "=") && !strings.HasSuffix(expr, "==") && !strings.HasSuffix(expr, "!=") &&
				!strings.HasSuffix(expr, "<=") && !strings.HasSuffix(expr, ">=") {
				expr = expr[:len(expr)-1]
			}
			if strings.TrimSpace(expr) == "" {
				return nil, "an empty f-string field"
			}
			// A format may hold fields of its own ({x:>{width}}): a name
			// or a number only.
			spec := body[exprEnd:j]
			for k := 0; k < len(spec); k++ {
				switch spec[k] {
				case '(':
					return nil, "an f-string field with a call in its format"
				case '{':
					end := strings.IndexByte(spec[k:], '}')
					inner := ""
					if end > 0 {
						inner = spec[k+1 : k+end]
					}
					if inner == "" || !pyPlainName(inner) {
						return nil, "an f-string field with a nested field other than a name in its format"
					}
					fields = append(fields, inner)
					k += end
				}
			}
			fields = append(fields, expr)
			i = j
		}
	}
	return fields, ""
}

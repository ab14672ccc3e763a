package shell

import "strings"

// A small JavaScript tokenizer for node -e and -p: names, strings,
// template literals (whose ${} parts come back as the code they are),
// regular expressions, numbers and punctuators. Where JavaScript's own
// reading depends on more than the previous token (a '/' after ')' or
// '}' is a division or a regular expression depending on the statement,
// and a misread '/' hides code inside what looks like a string), it
// refuses rather than guesses; so does non-ASCII text or a backslash
// outside strings (an identifier may be spelled \u0065val).

// jsTok is one token.
type jsTok struct {
	// kind: 'n' name, 's' string, 't' a piece of a template literal
	// ('`' before it starts one), 'r' regular expression, 'd' number,
	// 'o' punctuator.
	kind byte
	s    string
	// depth is the bracket depth ((, [, {, ${) the token stands at.
	depth int
}

func (t jsTok) is(kind byte, s string) bool { return t.kind == kind && t.s == s }

var jsPunct = [...]string{">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=", "=>", "==", "!=",
	"<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "**", "<<", ">>",
	"{", "}", "(", ")", "[", "]", ";", ",", "<", ">", "+", "-", "*", "/", "%", "&", "|", "^", "!", "~", "?", ":", "=", "."}

func jsNameChar(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// jsRegexAfter says whether a '/' after tok starts a regular expression
// (1), is a division (0), or cannot be told from the token (-1).
func jsRegexAfter(prev *jsTok) int {
	if prev == nil {
		return 1
	}
	switch prev.kind {
	case 'd', 's', 'r':
		return 0
	case 't':
		if prev.s == "`" {
			return -1
		}
		return 0
	case 'n':
		switch prev.s {
		case "return", "typeof", "instanceof", "in", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await":
			return 1
		case "of", "let", "async", "get", "set", "static":
			return -1
		}
		return 0
	}
	switch prev.s {
	case ")", "}", "++", "--":
		return -1
	case "]":
		return 0
	}
	return 1
}

const maxJSTokens = 20000

// jsTokens reads code into tokens; a non-empty reason says why it cannot.
func jsTokens(code string) ([]jsTok, string) {
	var out []jsTok
	depth := 0
	// templates holds the depth of each open ${ of a template literal.
	var templates []int
	// parens records, for each open '(', whether it follows if, while,
	// for or with (after its ')' a '/' starts a regular expression), and
	// closedKeyword that of the last ')' read.
	var parens []bool
	closedKeyword := false
	emit := func(kind byte, s string) { out = append(out, jsTok{kind: kind, s: s, depth: depth}) }
	last := func() *jsTok {
		if len(out) == 0 {
			return nil
		}
		return &out[len(out)-1]
	}
	// template reads a template literal's text from i (after '`' or
	// '}') up to its end or its next ${.
	template := func(i int) (int, string) {
		for j := i; j < len(code); j++ {
			switch code[j] {
			case '\\':
				j++
			case '`':
				emit('t', code[i:j])
				return j + 1, ""
			case '$':
				if j+1 < len(code) && code[j+1] == '{' {
					emit('t', code[i:j])
					emit('o', "${")
					depth++
					templates = append(templates, depth)
					return j + 2, ""
				}
			}
		}
		return 0, "a template literal that does not end"
	}
	for i := 0; i < len(code); {
		if len(out) > maxJSTokens {
			return nil, "the code is too long to check"
		}
		c := code[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case strings.HasPrefix(code[i:], "//"):
			for i < len(code) && code[i] != '\n' && code[i] != '\r' {
				i++
			}
		case strings.HasPrefix(code[i:], "/*"):
			end := strings.Index(code[i+2:], "*/")
			if end < 0 {
				return nil, "a comment that does not end"
			}
			i += end + 4
		case c >= 0x80 || c == '\\':
			return nil, "non-ASCII text or a backslash outside a string (an identifier can be spelled with escapes)"
		case c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			j := i
			for j < len(code) && jsNameChar(code[j]) {
				j++
			}
			emit('n', code[i:j])
			i = j
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(code) && code[i+1] >= '0' && code[i+1] <= '9':
			j := i
			for j < len(code) && (jsNameChar(code[j]) || code[j] == '.' && !strings.HasPrefix(code[j:], "..")) {
				if (code[j] == 'e' || code[j] == 'E') && j+1 < len(code) && (code[j+1] == '+' || code[j+1] == '-') && !strings.HasPrefix(code[i:], "0x") && !strings.HasPrefix(code[i:], "0X") {
					j++
				}
				j++
			}
			emit('d', code[i:j])
			i = j
		case c == '\'' || c == '"':
			j := i + 1
			for ; j < len(code) && code[j] != c; j++ {
				if code[j] == '\\' {
					j++
				} else if code[j] == '\n' || code[j] == '\r' {
					return nil, "a string that does not end"
				}
			}
			if j >= len(code) {
				return nil, "a string that does not end"
			}
			emit('s', code[i+1:j])
			i = j + 1
		case c == '`':
			emit('t', "`")
			next, why := template(i + 1)
			if why != "" {
				return nil, why
			}
			i = next
		case c == '/':
			after := jsRegexAfter(last())
			if l := last(); l != nil && l.is('o', ")") {
				after = 0
				if closedKeyword {
					after = 1
				}
			}
			switch after {
			case -1:
				return nil, "a '/' the model cannot tell from a regular expression"
			case 0:
				op := "/"
				if strings.HasPrefix(code[i:], "/=") {
					op = "/="
				}
				emit('o', op)
				i += len(op)
				continue
			}
			j, class := i+1, false
			for ; j < len(code); j++ {
				ch := code[j]
				if ch == '\\' {
					j++
					continue
				}
				if ch == '\n' || ch == '\r' {
					return nil, "a regular expression that does not end"
				}
				if ch == '[' {
					class = true
				} else if ch == ']' {
					class = false
				} else if ch == '/' && !class {
					break
				}
			}
			if j >= len(code) {
				return nil, "a regular expression that does not end"
			}
			j++
			for j < len(code) && jsNameChar(code[j]) {
				j++
			}
			emit('r', code[i:j])
			i = j
		default:
			op := ""
			for _, p := range jsPunct {
				if strings.HasPrefix(code[i:], p) {
					op = p
					break
				}
			}
			if op == "?." && i+2 < len(code) && code[i+2] >= '0' && code[i+2] <= '9' {
				op = "?" // a ? .5 : 1
			}
			if op == "" {
				return nil, "`" + string(c) + "` is not JavaScript the model reads"
			}
			i += len(op)
			switch op {
			case "(", "[", "{":
				if op == "(" {
					l := last()
					keyword := l != nil && l.kind == 'n' && (l.s == "if" || l.s == "while" || l.s == "for" || l.s == "with")
					if keyword && len(out) > 1 && (out[len(out)-2].is('o', ".") || out[len(out)-2].is('o', "?.")) {
						keyword = false // x.while(y) / 2 is a method call
					}
					parens = append(parens, keyword)
				}
				emit('o', op)
				depth++
			case ")", "]", "}":
				if depth == 0 {
					return nil, "unbalanced brackets"
				}
				if op == "}" && len(templates) > 0 && templates[len(templates)-1] == depth {
					templates = templates[:len(templates)-1]
					depth--
					emit('o', "}$")
					next, why := template(i)
					if why != "" {
						return nil, why
					}
					i = next
					continue
				}
				depth--
				if op == ")" && len(parens) > 0 {
					closedKeyword = parens[len(parens)-1]
					parens = parens[:len(parens)-1]
				}
				emit('o', op)
			default:
				emit('o', op)
			}
		}
	}
	if depth != 0 {
		return nil, "unbalanced brackets"
	}
	return out, ""
}

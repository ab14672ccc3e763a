package shell

import (
	"errors"
	"fmt"
	"strings"
)

// ErrTooComplex is the parse error of a line the model refuses to parse:
// longer than maxBytes, with more than maxWords words, or nested deeper
// than maxDepth. Such a line is not read-only. The check runs before the
// parser, in one pass over the bytes, so no input of any shape makes the
// parser recurse without bound or allocate without bound.
var ErrTooComplex = errors.New("the command is too complex to check")

const (
	maxBytes = 1 << 20
	maxWords = 50_000
	maxDepth = 200
	// maxUnary bounds runs of ! - + ~ (each is a level of recursion in
	// [[ ]] and arithmetic); generous because Markdown rules (----) are
	// common in here-documents.
	maxUnary = 2000
	// maxTernary bounds ? (nested arithmetic conditionals parse slowly).
	maxTernary = 5000
	// maxAssign bounds = (chained arithmetic assignments parse slowly).
	maxAssign = 20_000
	// maxOperators bounds operator characters (a long arithmetic
	// expression is a deep tree).
	maxOperators = 30_000
)

// checkBounds rejects, in linear time and constant memory, what the
// parser could not handle within bounded time, memory and stack. It
// ignores quoting: brackets inside quotes count, so it errs towards "too
// complex", never the other way.
func checkBounds(s string) error {
	if len(s) > maxBytes {
		return fmt.Errorf("%w: it is longer than %d bytes", ErrTooComplex, maxBytes)
	}
	if n := strings.Count(s, "?"); n > maxTernary {
		return fmt.Errorf("%w: it has more than %d question marks", ErrTooComplex, maxTernary)
	}
	if n := strings.Count(s, "="); n > maxAssign {
		return fmt.Errorf("%w: it has more than %d equals signs", ErrTooComplex, maxAssign)
	}
	ops := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '+', '-', '*', '/', '%', '^', '&', '|', '<', '>', ',':
			ops++
		}
	}
	if ops > maxOperators {
		return fmt.Errorf("%w: it has more than %d operators", ErrTooComplex, maxOperators)
	}
	depth, words, unary := 0, 0, 0
	cmdStart := true
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			i++
			continue
		case c == '!' || c == '-' || c == '+' || c == '~':
			unary++
			if unary > maxUnary {
				return fmt.Errorf("%w: it has a run of more than %d operators", ErrTooComplex, maxUnary)
			}
			if c == '!' && cmdStart {
				i++
				continue
			}
			if i+1 < len(s) && (s[i+1] == '!' || s[i+1] == '-' || s[i+1] == '+' || s[i+1] == '~' || s[i+1] == ' ') {
				i++
				continue
			}
		default:
			unary = 0
		}
		switch c {
		case '(', '{', '`', '[':
			if c != '[' || i+1 < len(s) && s[i+1] == '[' {
				depth++
			}
			cmdStart = true
			i++
		case ')', '}', ']':
			if depth > 0 && (c != ']' || i+1 < len(s) && s[i+1] == ']') {
				depth--
			}
			i++
		case ';', '&', '|', '\n':
			cmdStart = true
			i++
		default:
			j := i
			for j < len(s) && !isBoundary(s[j]) {
				j++
			}
			if j == i {
				j = i + 1
			}
			word := s[i:j]
			words++
			if words > maxWords {
				return fmt.Errorf("%w: it has more than %d words", ErrTooComplex, maxWords)
			}
			if cmdStart {
				switch word {
				case "if", "while", "until", "for", "case", "select", "function", "coproc":
					depth++
				case "fi", "done", "esac":
					if depth > 0 {
						depth--
					}
				}
				switch word {
				case "then", "do", "else", "elif", "if", "while", "until", "!", "time":
				default:
					cmdStart = false
				}
			}
			i = j
		}
		if depth > maxDepth {
			return fmt.Errorf("%w: it is nested more than %d levels deep", ErrTooComplex, maxDepth)
		}
	}
	return nil
}

func isBoundary(c byte) bool {
	switch c {
	case ' ', '\t', '\r', '\n', ';', '&', '|', '(', ')', '{', '}', '`', '[', ']':
		return true
	}
	return false
}

package shell

import (
	"path"
	"strconv"
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// maxBraceWords bounds the words one brace expansion may produce, and
// maxLineBraceWords those of all the line's expansions: 300 words of
// twelve {a,b} each made 1.2 million words and took a second.
const (
	maxBraceWords     = 4096
	maxLineBraceWords = 16384
)

// expand returns the words of a simple command as bash passes them, brace
// expansion evaluated first: sort {"-o",f} x is sort -o f x.
func (w *walker) expand(words []*syntax.Word) []arg {
	args := make([]arg, 0, len(words))
	for _, word := range words {
		if !mayHaveBraces(word) {
			args = append(args, wordArg(word))
			continue
		}
		cp := &syntax.Word{Parts: append([]syntax.WordPart(nil), word.Parts...)}
		if !syntax.SplitBraces(cp) {
			args = append(args, wordArg(word))
			continue
		}
		out, ok := expandBracesUpTo(cp, min(maxBraceWords, maxLineBraceWords-w.braceWords))
		w.braceWords += len(out)
		if !ok {
			a := wordArg(word)
			a.dynamic = true
			w.fail(&violation{node: word, reason: "a brace expansion the model cannot expand (too large, too many in the line, or not literal)"})
			args = append(args, a)
			continue
		}
		for _, e := range out {
			if emptyUnquoted(e) {
				continue // bash drops an empty unquoted word: {,rm} x is rm x
			}
			args = append(args, wordArg(e))
		}
	}
	w.substNoDash(args)
	w.markEnvWords(args)
	if path.Base(w.env.Shell) == "bash" {
		for i := range args {
			args[i].bash = true
		}
	}
	return args
}

func mayHaveBraces(word *syntax.Word) bool {
	for _, p := range word.Parts {
		if l, ok := p.(*syntax.Lit); ok && strings.IndexByte(l.Value, '{') >= 0 {
			return true
		}
	}
	return false
}

// expandBraces expands the BraceExp parts SplitBraces made.
func expandBraces(word *syntax.Word) ([]*syntax.Word, bool) {
	return expandBracesUpTo(word, maxBraceWords)
}

// expandBracesUpTo is expandBraces giving up beyond limit words.
func expandBracesUpTo(word *syntax.Word, limit int) ([]*syntax.Word, bool) {
	results := [][]syntax.WordPart{nil}
	for _, part := range word.Parts {
		be, ok := part.(*syntax.BraceExp)
		if !ok {
			for i := range results {
				results[i] = append(results[i], part)
			}
			continue
		}
		var alts [][]syntax.WordPart
		if be.Sequence {
			seq, ok := braceSequence(be)
			if !ok {
				return nil, false
			}
			for _, s := range seq {
				alts = append(alts, []syntax.WordPart{&syntax.Lit{Value: s}})
			}
		} else {
			for _, elem := range be.Elems {
				sub, ok := expandBracesUpTo(elem, limit)
				if !ok {
					return nil, false
				}
				for _, s := range sub {
					alts = append(alts, s.Parts)
				}
			}
		}
		if len(results)*len(alts) > limit {
			return nil, false
		}
		next := make([][]syntax.WordPart, 0, len(results)*len(alts))
		for _, r := range results {
			for _, a := range alts {
				n := make([]syntax.WordPart, 0, len(r)+len(a))
				n = append(append(n, r...), a...)
				next = append(next, n)
			}
		}
		results = next
	}
	out := make([]*syntax.Word, len(results))
	for i, r := range results {
		if len(r) == 0 {
			r = []syntax.WordPart{&syntax.Lit{}}
		}
		out[i] = &syntax.Word{Parts: r}
	}
	return out, true
}

// braceSequence expands {1..5}, {01..10..3}, {a..e}.
func braceSequence(be *syntax.BraceExp) ([]string, bool) {
	if len(be.Elems) < 2 || len(be.Elems) > 3 {
		return nil, false
	}
	lits := make([]string, len(be.Elems))
	for i, e := range be.Elems {
		if len(e.Parts) != 1 {
			return nil, false
		}
		l, ok := e.Parts[0].(*syntax.Lit)
		if !ok {
			return nil, false
		}
		lits[i] = l.Value
	}
	step := 1
	if len(lits) == 3 {
		n, err := strconv.Atoi(lits[2])
		if err != nil {
			return nil, false
		}
		if n < 0 {
			n = -n
		}
		if n != 0 {
			step = n
		}
	}
	var out []string
	a, errA := strconv.Atoi(lits[0])
	b, errB := strconv.Atoi(lits[1])
	if errA == nil && errB == nil {
		if (b-a)/step > maxBraceWords || (a-b)/step > maxBraceWords {
			return nil, false
		}
		width := 0
		if len(lits[0]) > 1 && strings.TrimLeft(lits[0], "-")[0] == '0' || len(lits[1]) > 1 && strings.TrimLeft(lits[1], "-")[0] == '0' {
			width = max(len(lits[0]), len(lits[1]))
		}
		for i := a; ; {
			s := strconv.Itoa(i)
			for len(s) < width {
				if strings.HasPrefix(s, "-") {
					s = "-0" + s[1:]
				} else {
					s = "0" + s
				}
			}
			out = append(out, s)
			if a <= b {
				i += step
				if i > b {
					break
				}
			} else {
				i -= step
				if i < b {
					break
				}
			}
		}
		return out, true
	}
	if len(lits[0]) == 1 && len(lits[1]) == 1 {
		x, y := int(lits[0][0]), int(lits[1][0])
		for i := x; ; {
			out = append(out, string(rune(i)))
			if x <= y {
				i += step
				if i > y {
					break
				}
			} else {
				i -= step
				if i < y {
					break
				}
			}
		}
		return out, true
	}
	return nil, false
}

// emptyUnquoted reports a word that is empty and has no quotes: bash
// removes it from the command.
func emptyUnquoted(w *syntax.Word) bool {
	for _, p := range w.Parts {
		l, ok := p.(*syntax.Lit)
		if !ok || l.Value != "" {
			return false
		}
	}
	return true
}

package shell

import syntax "github.com/teamctl/teamctl/internal/shsyntax"

// A variable the line binds to literal words has one of them as its value
// when a command runs: for t in rustc cargo node; do "$t" --version; done
// runs rustc --version, cargo --version and node --version, and
// env=prod; yq .a "values-$env.yaml" reads values-prod.yaml. A command
// whose words are only known as such variables is judged once for each
// combination of their values, with the words bash would make of them,
// and is read-only when every one is.

// maxLoopChoices bounds the words of a loop the walk remembers, and
// maxCombinations the commands one line of variables may stand for.
const (
	maxLoopChoices  = 8
	maxCombinations = 16
)

// literalItems returns a loop's words when each is literal text (no
// run-time part, no pattern, no brace), at most maxLoopChoices of them.
func literalItems(items []*syntax.Word) []string {
	if len(items) == 0 || len(items) > maxLoopChoices {
		return nil
	}
	out := make([]string, 0, len(items))
	for _, word := range items {
		a := wordArg(word)
		if a.dynamic || a.glob || a.lit == "" {
			return nil
		}
		out = append(out, a.lit)
	}
	return out
}

// judgeChoices judges a command, refused with reason, once for each
// combination of the values its variables may hold. Words that also
// expand a variable without such values keep their run-time part and are
// judged as they are (psql "$DB_URL" -c "... '$d'" in a loop over dates).
// It returns "" when every combination is read-only, reason when no word
// is known that way, and the first combination's refusal otherwise.
func (w *walker) judgeChoices(args []arg, reason string) string {
	var names []string
	for _, a := range args {
		if a.dynamic {
			names = w.wordVars(a.word, names)
		}
	}
	values := make([][]string, 0, len(names))
	var known []string
	combos := 1
	for _, n := range names {
		vals, ok := w.st.choices(n)
		if !ok {
			continue
		}
		known = append(known, n)
		values = append(values, vals)
		combos *= len(vals)
		if combos > maxCombinations {
			return reason
		}
	}
	if len(known) == 0 {
		return reason
	}
	pick := make(map[string]string, len(known))
	for k := 0; k < combos; k++ {
		rest := k
		for i, n := range known {
			pick[n] = values[i][rest%len(values[i])]
			rest /= len(values[i])
		}
		try := make([]arg, 0, len(args))
		picked := false
		for _, a := range args {
			if !a.dynamic || !w.onlyVars(a.word, pick) {
				try = append(try, a)
				continue
			}
			words, ok := w.wordWith(a.word, pick)
			if !ok {
				return reason
			}
			picked = true
			for _, s := range words {
				try = append(try, arg{word: a.word, lit: s})
			}
		}
		if !picked || len(try) == 0 {
			return reason
		}
		r := w.c.simple(try, 0)
		if r == "" {
			r = w.c.manyWords(try)
		}
		if r != "" {
			return r
		}
	}
	return ""
}

// onlyVars reports whether every run-time part of word is a plain
// variable among the picked ones: the only words judgeChoices may fill in.
func (w *walker) onlyVars(word *syntax.Word, pick map[string]string) bool {
	only := true
	eachPart(word, func(p syntax.WordPart) {
		switch p.(type) {
		case *syntax.Lit, *syntax.SglQuoted:
			return
		}
		if _, ok := pick[plainVar(p)]; !ok {
			only = false
		}
	})
	return only
}

// eachPart calls f with each part of a word, and with each part inside
// its double quotes instead of the quoted part itself.
func eachPart(word *syntax.Word, f func(syntax.WordPart)) {
	for _, part := range word.Parts {
		if dq, ok := part.(*syntax.DblQuoted); ok {
			for _, in := range dq.Parts {
				f(in)
			}
			continue
		}
		f(part)
	}
}

// wordVars adds the plain variables a word expands ($x, ${x}, in double
// quotes or not) to names, once each.
func (w *walker) wordVars(word *syntax.Word, names []string) []string {
	add := func(p syntax.WordPart) {
		if n := plainVar(p); n != "" {
			for _, have := range names {
				if have == n {
					return
				}
			}
			names = append(names, n)
		}
	}
	eachPart(word, add)
	return names
}

// plainVar returns the name of $name or ${name} without any operator.
func plainVar(p syntax.WordPart) string {
	pe, ok := p.(*syntax.ParamExp)
	if !ok || pe.Param == nil || pe.Excl || pe.Length || pe.Width || pe.Index != nil || pe.Slice != nil ||
		pe.Repl != nil || pe.Names != 0 || pe.Exp != nil || !isName(pe.Param.Value) {
		return ""
	}
	return pe.Param.Value
}

// wordWith returns the words bash makes of word when its variables hold
// the picked values, as the walk evaluates a known word (state.eval:
// literals, quotes, a leading ~, variables), and only when bash would
// neither drop nor split an unquoted variable (an empty value, or a line
// that may have set IFS). ok is false for any other word.
func (w *walker) wordWith(word *syntax.Word, pick map[string]string) ([]string, bool) {
	st := w.st.clone()
	for n, v := range pick {
		st.bind(n, value{s: v, known: true})
	}
	for _, part := range word.Parts {
		if p, ok := part.(*syntax.ParamExp); ok {
			if v, known := st.param(p); !known || v == "" || !w.defaultIFS() {
				return nil, false
			}
		}
	}
	s, ok := st.eval(word)
	if !ok {
		return nil, false
	}
	return []string{s}, true
}

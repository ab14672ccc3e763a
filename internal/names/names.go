package names

import (
	"cmp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxMatches bounds what Find reports: enough to quote in a deny reason.
const MaxMatches = 20

// Matcher finds a fixed set of names. It is immutable and safe for
// concurrent use.
type Matcher struct {
	names []name // longest first, so "Edward Elric" wins over "Edward"
}

// name is one compiled name.
type name struct {
	display string   // the character it names, as the caller spelled it, trimmed
	term    string   // what is searched for: display or one of its aliases
	words   []string // folded, split at whitespace and middle dots
	key     string   // words joined with one space: the identity of a name
	exact   string   // for short names: words folded without case
	short   bool     // at most two letters or digits, all spaced
	// capital asks for an uppercase first letter: a part derived from a
	// Latin name (Spiegel from Spike Spiegel) is often a plain word too.
	capital bool
	// startBound and endBound say whether that edge needs a word boundary.
	startBound, endBound bool
	anchor               int // byte of words[0] to search for, see anchorByte
}

// Match is one occurrence of a name.
type Match struct {
	Name    string // the name as given to New (for an alias, the name it stands for)
	Term    string // what was found: Name, or the alias of Name
	Text    string // the occurrence as written in the text
	Offset  int    // byte offset of Text in the text
	Line    int    // 1-based line of Offset
	Col     int    // 1-based column of Offset, in runes
	Snippet string // the occurrence with some context from its line
}

// Term is one string to look for and the name it stands for: a name
// itself, an alias recorded for it (スパイク for Spike Spiegel) or a part
// derived from it (see Derive).
type Term struct {
	Text string // what to find
	Name string // the name it stands for; "" means Text
	// Derived marks a part Derive took from a longer name: a Latin part
	// then matches only with an uppercase first letter.
	Derived bool
}

// New compiles names. Names that are empty, only whitespace, without any
// letter or digit, or not valid UTF-8 are ignored; so is a name equal, after
// folding, to one of the ordinary words (the per-project list of names that
// are also plain words, such as "Pip"), and a duplicate of an earlier name.
func New(names []string, ordinary []string) *Matcher {
	terms := make([]Term, len(names))
	for i, n := range names {
		terms[i] = Term{Text: n}
	}
	return NewTerms(terms, ordinary)
}

// NewTerms compiles terms like New compiles names: a term equal to an
// ordinary word or to an earlier term is dropped.
func NewTerms(terms []Term, ordinary []string) *Matcher {
	skip := make(map[string]bool, len(ordinary)+len(terms))
	for _, w := range ordinary {
		skip[nameKey(w)] = true
	}
	m := &Matcher{}
	for _, t := range terms {
		n, ok := compile(t.Text)
		if !ok || skip[n.key] {
			continue
		}
		skip[n.key] = true
		if t.Name != "" {
			n.display = strings.TrimSpace(t.Name)
		}
		n.capital = t.Derived && spacedWord(firstRune(n.term))
		m.names = append(m.names, n)
	}
	slices.SortStableFunc(m.names, func(a, b name) int {
		return cmp.Compare(utf8.RuneCountInString(b.key), utf8.RuneCountInString(a.key))
	})
	return m
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// Names returns the names the matcher looks for, longest first.
func (m *Matcher) Names() []string {
	if m == nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for _, n := range m.names {
		if !seen[n.display] {
			seen[n.display] = true
			out = append(out, n.display)
		}
	}
	return out
}

// Terms returns what the matcher looks for, longest first: the names and
// their aliases.
func (m *Matcher) Terms() []Term {
	if m == nil {
		return nil
	}
	out := make([]Term, len(m.names))
	for i, n := range m.names {
		out[i] = Term{Text: n.term, Name: n.display, Derived: n.capital}
	}
	return out
}

// nameKey is the folded form two names or words compare equal by.
func nameKey(s string) string {
	return strings.Join(nameWords(foldString(s, true)), " ")
}

// Key is the form two names, words or titles compare equal by: folded as
// text is (case, NFKC, diacritics, invisible characters, confusables) with
// whitespace and middle dots made one space and trimmed.
func Key(s string) string { return nameKey(s) }

// Same reports whether two names count as the same name.
func Same(a, b string) bool { return nameKey(a) == nameKey(b) }

// Fold returns text in the form names are searched in (case folded).
func Fold(text string) string { return foldString(text, true) }

// nameWords splits a folded name into words at whitespace and at the
// separators of names written in kana (middle dots, double hyphens).
func nameWords(folded string) []string {
	return strings.FieldsFunc(folded, func(r rune) bool { return unicode.IsSpace(r) || nameSeparator(r) })
}

// nameSeparator reports the folded middle dots and double hyphens that
// separate the parts of a name (ルルーシュ・ランペルージ, ルルーシュ゠ランペルージ).
func nameSeparator(r rune) bool {
	return r == '·' || r == '・' || r == '゠' || r == '='
}

func compile(s string) (name, bool) {
	s = strings.TrimSpace(s)
	if !utf8.ValidString(s) || strings.ContainsRune(s, utf8.RuneError) {
		return name{}, false
	}
	words := nameWords(foldString(s, true))
	if len(words) == 0 {
		return name{}, false
	}
	n := name{display: s, term: s, words: words, key: strings.Join(words, " ")}
	letters, spacedOnly := 0, true
	for _, r := range n.key {
		if isWord(r) {
			letters++
			spacedOnly = spacedOnly && !unspaced(r)
		}
	}
	if letters == 0 {
		return name{}, false
	}
	n.short = letters <= 2 && spacedOnly
	if n.short {
		n.exact = strings.Join(nameWords(foldString(s, false)), " ")
	}
	first, _ := utf8.DecodeRuneInString(words[0])
	last, _ := utf8.DecodeLastRuneInString(words[len(words)-1])
	n.startBound, n.endBound = spacedWord(first), spacedWord(last)
	n.anchor = anchorByte(words[0])
	return n, true
}

// commonBytes ranks folded ASCII by how often it occurs in source and English
// prose, most frequent first; bytes not listed are rarer still.
const commonBytes = " etaoinsrlhdcupmfgywb.,_()\"=:;/-{}vk\n\txjqz0123456789"

// anchorByte picks the byte of w that a search for w looks for first: the
// rarest by commonBytes, so IndexByte stops seldom on text that merely shares
// w's first letter. In UTF-8 a continuation byte is rarer than a lead byte
// (every kana starts with 0xE3).
func anchorByte(w string) int {
	best, bestRank := 0, -1
	for i := 0; i < len(w); i++ {
		var rank int
		switch c := w[i]; {
		case c < utf8.RuneSelf:
			rank = strings.IndexByte(commonBytes, c)
			if rank < 0 {
				rank = len(commonBytes)
			}
		case utf8.RuneStart(c):
			rank = 0
		default:
			rank = len(commonBytes) + 1
		}
		if rank > bestRank {
			best, bestRank = i, rank
		}
	}
	return best
}

// Find returns the first MaxMatches occurrences of any name in text, in text
// order. Where occurrences overlap, the one starting first wins, and at the
// same start the longer name.
func (m *Matcher) Find(text string) []Match { return m.find(text, MaxMatches) }

// First returns the first occurrence of any name in text.
func (m *Matcher) First(text string) (Match, bool) {
	ms := m.find(text, 1)
	if len(ms) == 0 {
		return Match{}, false
	}
	return ms[0], true
}

// span is a candidate occurrence in original offsets; rank orders the names.
type span struct{ start, end, rank int }

func (m *Matcher) find(text string, limit int) []Match {
	if m == nil || len(m.names) == 0 || text == "" {
		return nil
	}
	f := fold(text, true)
	var spans []span
	for rank := range m.names {
		n := &m.names[rank]
		w, k := n.words[0], n.anchor
		for from := 0; from+len(w) <= len(f.s); {
			// Look for the anchor byte where w could still fit around it.
			i := strings.IndexByte(f.s[from+k:len(f.s)-len(w)+k+1], w[k])
			if i < 0 {
				break
			}
			s := from + i
			if f.s[s:s+len(w)] != w {
				from = s + 1
				continue
			}
			if e := n.matchAt(text, &f, s); e >= 0 {
				spans = append(spans, span{f.origStart(s), f.origEnd(e), rank})
				if limit == 1 {
					break // only the earliest can come first
				}
				from = e
			} else {
				from = s + 1
			}
		}
	}
	slices.SortFunc(spans, func(a, b span) int {
		return cmp.Or(cmp.Compare(a.start, b.start), cmp.Compare(a.rank, b.rank))
	})
	var out []Match
	pos := position{line: 1}
	end := 0
	for _, sp := range spans {
		if sp.start < end {
			continue
		}
		end = sp.end
		out = append(out, m.match(text, sp, &pos))
		if len(out) == limit {
			break
		}
	}
	return out
}

// matchAt returns the folded end of n's occurrence starting at folded offset
// s, where n.words[0] is known to be, or -1 if there is none.
func (n *name) matchAt(text string, f *folded, s int) int {
	e := s + len(n.words[0])
	for k := 1; k < len(n.words); k++ {
		j, ok := n.separator(text, f, e, k)
		if !ok {
			return -1
		}
		e = j + len(n.words[k])
	}
	start, end := f.origStart(s), f.origEnd(e)
	if n.startBound && !seam(runeBefore(text, start), runeAt(text, start), runeAfter(text, start), n.short) {
		return -1
	}
	if n.endBound && !seam(runeBefore(text, end), runeAt(text, end), runeAfter(text, end), n.short) {
		return -1
	}
	if n.short && strings.Join(nameWords(foldString(text[start:end], false)), " ") != n.exact {
		return -1
	}
	if n.capital && !unicode.IsUpper(runeAt(text, start)) {
		return -1
	}
	return e
}

// separator finds word k of n after the previous word, which ends at folded
// offset e, and returns where word k starts. Between two words of a name
// may stand any run of whitespace, one '_', '-' or '.' (not for short
// names), or nothing where the words cannot run together unnoticed: at a
// camelCase seam ("EdwardElric"), between unspaced runes, or next to
// punctuation ("D.Luffy").
func (n *name) separator(text string, f *folded, e, k int) (int, bool) {
	w := n.words[k]
	j := e
	for j < len(f.s) {
		r, size := utf8.DecodeRuneInString(f.s[j:])
		if !unicode.IsSpace(r) {
			break
		}
		j += size
	}
	if j > e {
		return j, strings.HasPrefix(f.s[j:], w)
	}
	if n.short {
		return 0, false
	}
	if j < len(f.s) && strings.IndexByte("_-.=", f.s[j]) >= 0 && strings.HasPrefix(f.s[j+1:], w) {
		return j + 1, true
	}
	if r, size := utf8.DecodeRuneInString(f.s[j:]); nameSeparator(r) && strings.HasPrefix(f.s[j+size:], w) {
		return j + size, true
	}
	if !strings.HasPrefix(f.s[j:], w) {
		return 0, false
	}
	prev, _ := utf8.DecodeLastRuneInString(n.words[k-1])
	next, _ := utf8.DecodeRuneInString(w)
	switch {
	case !isWord(prev) || !isWord(next), unspaced(prev) && unspaced(next):
		return j, true
	}
	o := f.origStart(j)
	return j, camelSeam(runeBefore(text, o), runeAt(text, o), runeAfter(text, o))
}

// position walks a text forward to turn offsets into lines and columns.
type position struct {
	offset, line, lineStart int
}

func (m *Matcher) match(text string, sp span, pos *position) Match {
	passed := text[pos.offset:sp.start]
	if n := strings.Count(passed, "\n"); n > 0 {
		pos.line += n
		pos.lineStart = pos.offset + strings.LastIndexByte(passed, '\n') + 1
	}
	pos.offset = sp.start
	return Match{
		Name:    m.names[sp.rank].display,
		Term:    m.names[sp.rank].term,
		Text:    text[sp.start:sp.end],
		Offset:  sp.start,
		Line:    pos.line,
		Col:     utf8.RuneCountInString(text[pos.lineStart:sp.start]) + 1,
		Snippet: snippet(text, sp.start, sp.end),
	}
}

// snippetContext is how many runes of context a snippet keeps on each side.
const snippetContext = 20

// snippet quotes an occurrence with up to snippetContext runes of its line
// on each side, on one line, marking cuts with an ellipsis.
func snippet(text string, start, end int) string {
	lineStart := strings.LastIndexByte(text[:start], '\n') + 1
	lineEnd := len(text)
	if i := strings.IndexByte(text[end:], '\n'); i >= 0 {
		lineEnd = end + i
	}
	line := text[lineStart:start]
	left := lastRunes(line, snippetContext)
	right := text[end:lineEnd]
	rightKept := firstRunes(right, snippetContext)
	var b strings.Builder
	if len(left) < len(line) {
		b.WriteString("…")
	}
	b.WriteString(left)
	b.WriteString(text[start:end])
	b.WriteString(rightKept)
	if len(rightKept) < len(right) {
		b.WriteString("…")
	}
	return oneLine(b.String())
}

// lastRunes returns the last n runes of s, firstRunes the first n.
func lastRunes(s string, n int) string {
	i := len(s)
	for ; n > 0 && i > 0; n-- {
		_, size := utf8.DecodeLastRuneInString(s[:i])
		i -= size
	}
	return s[i:]
}

func firstRunes(s string, n int) string {
	i := 0
	for ; n > 0 && i < len(s); n-- {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i]
}

// oneLine makes s printable on one line: control characters and runs of
// whitespace become one space, invalid UTF-8 becomes U+FFFD.
func oneLine(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsControl(r)
	}), " ")
}

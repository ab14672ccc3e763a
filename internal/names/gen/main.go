// Command gen writes ../foldtable.go: the per-rune folding table package
// names searches text with. It is a module of its own so that its data
// sources (golang.org/x/text for normalisation, and the Unicode TS #39
// confusables table as packaged by github.com/mtibben/confusables) are never
// linked into the hooks: the hooks carry only the generated table.
//
// Run it from this directory:
//
//	go run . > ../foldtable.go
//
// For every rune outside ASCII the table holds what the rune folds to, when
// that differs from the rune itself:
//
//  1. case folded (unicode.ToLower(unicode.ToUpper(r)), as at run time);
//  2. compatibility-decomposed (NFKD), so full-width, ligatures, circled and
//     mathematical letters become their plain forms;
//  3. combining marks of the Inherited script (the diacritics shared by
//     Latin, Greek and Cyrillic, Arabic harakat, variation selectors)
//     dropped, except the kana voicing marks, and the rest recomposed (NFC);
//  4. default-ignorable and format characters (zero-width space and joiners,
//     BOM, word joiner, the Hangul fillers, bidi controls, tags) dropped,
//     the braille blank made a space;
//  5. a rune left outside ASCII replaced by its TS #39 confusable prototype:
//     when the prototype is the skeleton of an ASCII letter or digit, by that
//     letter or digit (Cyrillic а → a, Greek ο → o), otherwise by the
//     prototype itself (katakana ロ and the ideograph 口 share one form);
//
// repeated until nothing changes, so folding is idempotent. ASCII is never
// mapped (beyond lowering case at run time): an ASCII letter is not a
// disguise of another (rn is not m, 0 is not O, 1 is not l), and treating
// it so would make Torn match Tom.
package main

import (
	"bytes"
	"fmt"
	"go/format"
	"os"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mtibben/confusables"
	"golang.org/x/text/unicode/norm"
)

// The tag and variation selector supplement plane block is dropped by a
// range check at run time rather than listed.
const tagsFirst, tagsLast = 0xE0000, 0xE0FFF

func lower(r rune) rune { return unicode.ToLower(unicode.ToUpper(r)) }

// drop reports runes that fold to nothing.
func drop(r rune) bool {
	if r == 0x3099 || r == 0x309A {
		return false
	}
	switch {
	case unicode.Is(unicode.Cf, r),
		unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r),
		unicode.Is(unicode.Variation_Selector, r):
		return true
	case unicode.Is(unicode.Inherited, r) && unicode.In(r, unicode.Mn, unicode.Me):
		return true
	}
	return false
}

// base applies steps 1-4 to s.
func base(s string) string {
	var b strings.Builder
	for _, r := range s {
		b.WriteRune(lower(r))
	}
	d := norm.NFKD.String(b.String())
	b.Reset()
	for _, r := range d {
		switch {
		case drop(r):
		case r == 0x2800:
			b.WriteByte(' ')
		default:
			b.WriteRune(lower(r))
		}
	}
	return norm.NFC.String(b.String())
}

// asciiRep maps a TS #39 prototype to the ASCII letter or digit whose
// skeleton it is, preferring lowercase letters, then uppercase letters
// (lowered), then digits.
func asciiReps() map[string]rune {
	reps := map[string]rune{}
	add := func(lo, hi rune, as func(rune) rune) {
		for c := lo; c <= hi; c++ {
			k := confusables.Skeleton(string(c))
			if _, ok := reps[k]; !ok {
				reps[k] = as(c)
			}
		}
	}
	id := func(r rune) rune { return r }
	add('a', 'z', id)
	add('A', 'Z', unicode.ToLower)
	add('0', '9', id)
	return reps
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// isWord is package names' word character: letters, numbers, marks.
func isWord(r rune) bool { return unicode.In(r, unicode.L, unicode.N, unicode.M) }

// kanaLike reports the scripts whose confusables are grouped around a
// katakana prototype (see kanaProto).
func kanaLike(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r == 'ー'
}

// kanaProto groups Han, hiragana and katakana runes that TS #39 calls
// confusable (カ 力, エ 工, ロ 口, ヘ へ, ー 一) around the katakana among them:
// names are written in katakana, and the table's own prototype (often the
// ideograph) would keep a voicing mark from composing with it.
func kanaProto() map[rune]rune {
	groups := map[string][]rune{}
	for _, tab := range []*unicode.RangeTable{unicode.Han, unicode.Hiragana, unicode.Katakana} {
		for r := rune(0x2E80); r <= 0x2FFFF; r++ {
			if unicode.Is(tab, r) {
				k := confusables.Skeleton(base(string(r)))
				groups[k] = append(groups[k], r)
			}
		}
	}
	groups[confusables.Skeleton("ー")] = append(groups[confusables.Skeleton("ー")], 'ー')
	proto := map[rune]rune{}
	for _, rs := range groups {
		kata := rune(-1)
		for _, r := range rs {
			if unicode.Is(unicode.Katakana, r) && (kata < 0 || r < kata) && base(string(r)) == string(r) {
				kata = r
			}
			if r == 'ー' {
				kata = r
			}
		}
		if kata < 0 {
			continue
		}
		for _, r := range rs {
			if r != kata {
				proto[r] = kata
			}
		}
	}
	return proto
}

// asciiLookalike returns the ASCII letter or digit a letter outside ASCII
// is a lookalike of: its lowercase form's, else its uppercase form's (Greek
// Κ is K although κ is not k), so both cases of a letter fold alike.
func asciiLookalike(r rune, reps map[string]rune) (rune, bool) {
	if !isWord(r) || kanaLike(r) || unicode.In(r, unicode.Hangul, unicode.Inherited) {
		return 0, false
	}
	l := lower(r)
	for _, x := range []rune{l, unicode.ToUpper(l)} {
		var b strings.Builder
		for _, y := range norm.NFKD.String(string(x)) {
			if !drop(y) {
				b.WriteRune(y)
			}
		}
		u := norm.NFC.String(b.String())
		y, size := utf8.DecodeRuneInString(u)
		if size != len(u) || y < utf8.RuneSelf {
			return 0, false
		}
		if c, ok := reps[confusables.Skeleton(u)]; ok {
			return c, true
		}
	}
	return 0, false
}

// step folds one rune once (steps 1-5).
func step(r rune, reps map[string]rune, kana map[rune]rune) string {
	if r < utf8.RuneSelf {
		return string(lower(r))
	}
	if c, ok := asciiLookalike(r, reps); ok {
		return string(c)
	}
	s := base(string(r))
	var out strings.Builder
	for _, x := range s {
		switch {
		case x < utf8.RuneSelf:
			out.WriteRune(x)
			continue
		case kanaLike(x):
			if k, ok := kana[x]; ok {
				x = k
			}
			out.WriteRune(x)
			continue
		case unicode.Is(unicode.Hangul, x), unicode.Is(unicode.Inherited, x):
			// Skeletons split syllables into jamo, and would turn the kana
			// voicing marks into Latin accents.
			out.WriteRune(x)
			continue
		}
		p := confusables.Skeleton(string(x))
		if p == string(x) || p == norm.NFD.String(string(x)) {
			out.WriteRune(x)
			continue
		}
		if c, ok := reps[p]; ok && isWord(x) {
			out.WriteRune(c)
			continue
		}
		pb := base(p)
		// A letter stays a letter and punctuation punctuation: the word
		// boundaries of names are judged on the folded runes.
		same := pb != ""
		for _, y := range pb {
			same = same && isWord(y) == isWord(x)
		}
		switch {
		case !same:
			out.WriteRune(x)
		case ascii(pb):
			out.WriteString(strings.ToLower(pb))
		default:
			out.WriteString(pb)
		}
	}
	return out.String()
}

func fold(r rune, reps map[string]rune, kana map[rune]rune) string {
	s := step(r, reps, kana)
	for range 8 {
		var next strings.Builder
		for _, x := range s {
			next.WriteString(step(x, reps, kana))
		}
		if next.String() == s {
			return s
		}
		s = next.String()
	}
	fmt.Fprintf(os.Stderr, "gen: %U does not settle: %q\n", r, s)
	os.Exit(1)
	return ""
}

func main() {
	src, n, size, err := generate()
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	os.Stdout.Write(src)
	fmt.Fprintf(os.Stderr, "gen: %d runes, %d bytes of folds\n", n, size)
}

// generate returns the table's Go source, how many runes it lists and the
// size of their folds.
func generate() ([]byte, int, int, error) {
	reps := asciiReps()
	kana := kanaProto()
	type entry struct {
		r  rune
		to string
	}
	var entries []entry
	for r := rune(utf8.RuneSelf); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF || !utf8.ValidRune(r) || r >= tagsFirst && r <= tagsLast {
			continue
		}
		if !unicode.Is(unicode.L, r) && !unicode.Is(unicode.M, r) && !unicode.Is(unicode.N, r) &&
			!unicode.Is(unicode.P, r) && !unicode.Is(unicode.S, r) && !unicode.Is(unicode.Z, r) &&
			!drop(r) {
			continue // unassigned, controls, private use
		}
		to := fold(r, reps, kana)
		if to == string(lower(r)) && lower(r) != r && step(lower(r), reps, kana) == to {
			continue // plain case folding, done at run time
		}
		if to != string(r) {
			entries = append(entries, entry{r, to})
		}
	}
	// Folding must be idempotent: what a rune folds to folds to itself.
	for _, e := range entries {
		for _, x := range e.to {
			if got := fold(x, reps, kana); got != string(x) && !(x < utf8.RuneSelf) {
				return nil, 0, 0, fmt.Errorf("%U folds to %q, whose %U folds on to %q", e.r, e.to, x, got)
			}
		}
	}
	slices.SortFunc(entries, func(a, b entry) int { return int(a.r - b.r) })

	var bits [1024]uint64
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "// Code generated by internal/names/gen; DO NOT EDIT.\n\n")
	fmt.Fprintf(&buf, "// Unicode %s (golang.org/x/text), confusables from Unicode TS #39 13.0.\n\n", norm.Version)
	fmt.Fprintf(&buf, "package names\n\n")
	fmt.Fprintf(&buf, "// foldKeys are the runes outside ASCII whose fold is more than case\n// folding, sorted; foldTo[foldOff[i]:foldOff[i+1]] is what foldKeys[i] folds to.\n")
	fmt.Fprintf(&buf, "var foldKeys = [...]rune{")
	var data strings.Builder
	offs := []int{0}
	for i, e := range entries {
		if i%12 == 0 {
			buf.WriteString("\n")
		}
		fmt.Fprintf(&buf, "0x%X, ", e.r)
		if e.r < 0x10000 {
			bits[e.r>>6] |= 1 << (e.r & 63)
		}
		data.WriteString(e.to)
		offs = append(offs, data.Len())
	}
	fmt.Fprintf(&buf, "\n}\n\n")
	fmt.Fprintf(&buf, "var foldOff = [...]uint32{")
	for i, o := range offs {
		if i%16 == 0 {
			buf.WriteString("\n")
		}
		fmt.Fprintf(&buf, "%d, ", o)
	}
	fmt.Fprintf(&buf, "\n}\n\n")
	fmt.Fprintf(&buf, "const foldTo = %q\n\n", data.String())
	fmt.Fprintf(&buf, "// foldBMP has a bit set for each rune of the Basic Multilingual Plane\n// listed in foldKeys.\nvar foldBMP = [1024]uint64{")
	for i, b := range bits {
		if i%8 == 0 {
			buf.WriteString("\n")
		}
		fmt.Fprintf(&buf, "0x%X, ", b)
	}
	fmt.Fprintf(&buf, "\n}\n")
	src, err := format.Source(buf.Bytes())
	if err != nil {
		return nil, 0, 0, err
	}
	return src, len(entries), data.Len(), nil
}

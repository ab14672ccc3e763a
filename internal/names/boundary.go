package names

import (
	"unicode"
	"unicode/utf8"
)

// Word boundaries, as the package doc describes them. Boundaries are judged
// on the original text, not the folded one, because camelCase seams need
// the case.

// isWord reports whether r is part of a word.
func isWord(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r)
}

// unspaced reports whether r belongs to a script without word spacing.
func unspaced(r rune) bool {
	switch {
	case r < 0x0E00: // below Thai, the first such script in code point order
		return false
	case r == 'ー', r == voicedMark, r == semiVoicedMark:
		// The prolonged sound mark and the voicing marks are Common and
		// Inherited script but only ever written with kana.
		return true
	case r >= 0x3040 && r <= 0x9FFF, r >= 0xAC00 && r <= 0xD7A3:
		return true // kana, CJK blocks, ideographs, Hangul syllables
	}
	// The scripts written without spaces between words. Hangul is spaced,
	// but particles attach to names ("민수가"), so names in it must match as
	// substrings too. Listed here, not in a package-level slice, which
	// would be filled at init in every hook process.
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul,
		unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar,
		unicode.Tibetan, unicode.Yi, unicode.Bopomofo)
}

// spaceless reports Han and kana word characters: the scripts in which a
// space never separates words, so whitespace between two of them is dropped
// when folding. (Hangul, Thai and the rest keep theirs: there a space may
// mark a word or phrase.)
func spaceless(r rune) bool {
	switch {
	case r < 0x2E80: // below the CJK radicals
		return false
	case r >= 0x4E00 && r <= 0x9FFF: // CJK unified ideographs
		return true
	case r >= 0x3041 && r <= 0x30FF: // kana, with ー and the voicing marks
		return r != '゛' && r != '゜' && r != '゠' && r != '・'
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) && isWord(r)
}

// spacedWord reports whether r is a word character of a spaced script: an
// edge of a name that needs a boundary.
func spacedWord(r rune) bool { return isWord(r) && !unspaced(r) }

// runeAt and runeBefore decode the rune at or before offset i of text, as
// boundaries judge it (classRune), passing over runes that fold to nothing
// (zero-width and other invisible characters, dropped accents): di\u200Bsable
// reads as disable. They return -1 at the ends.
func runeAt(text string, i int) rune {
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		if !invisible(r) {
			return classRune(r)
		}
		i += size
	}
	return -1
}

func runeBefore(text string, i int) rune {
	for i > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:i])
		if !invisible(r) {
			return classRune(r)
		}
		i -= size
	}
	return -1
}

// runeAfter returns the rune following the one at offset i, or -1.
func runeAfter(text string, i int) rune {
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		i += size
		if !invisible(r) {
			break
		}
	}
	return runeAt(text, i)
}

// invisible reports a rune that folds to nothing.
func invisible(r rune) bool {
	if r < utf8.RuneSelf {
		return false
	}
	to, listed := tableFold(r)
	return listed && to == ""
}

// seam reports whether there is a word boundary between a and b in the
// original text, c being the rune after b (-1 for none). hard, for short
// names, also rules out joiners next to them and camelCase seams.
func seam(a, b, c rune, hard bool) bool {
	if a < 0 || b < 0 {
		return true
	}
	if !isWord(a) || !isWord(b) {
		return !hard || !(joiner(a) || joiner(b))
	}
	if unspaced(a) != unspaced(b) {
		return true
	}
	if hard {
		return false
	}
	return camelSeam(a, b, c)
}

// joiner reports punctuation that glues a short name into an identifier or
// a compound rather than setting it apart: L_config, B-tree, I/O.
func joiner(r rune) bool { return r == '_' || r == '-' || r == '/' }

// camelSeam reports a camelCase or acronym seam between a and b.
func camelSeam(a, b, c rune) bool {
	if !unicode.IsUpper(b) {
		return false
	}
	return unicode.IsLower(a) || (unicode.IsUpper(a) && c >= 0 && unicode.IsLower(c))
}

package names

import (
	"unicode"
	"unicode/utf8"
)

// Word boundaries.
//
// Letters, numbers and combining marks are word characters; everything else
// (space, punctuation, symbols, the underscore) separates words. A rune of a
// script written without spaces between words (Han, kana, Hangul, Thai, Lao,
// Khmer, Myanmar, Tibetan, Yi, Bopomofo) is "unspaced".
//
// A name's edge that is a spaced word character (Latin, Cyrillic, Greek, a
// digit, ...) needs a boundary on that side of the match. There is one when
// the neighbouring rune is missing, not a word character, or unspaced
// ("Sableです"), or when the two sides form a camelCase seam: lower→upper
// ("getSableName") or upper→upper followed by lower ("HTTPSableClient").
// Digits are word characters, so "sable2" does not match: hex hashes and
// base64 would otherwise hit names spelled with a–f such as "Ada".
//
// An edge that is unspaced or not a word character needs no boundary: a
// Japanese name matches as a substring ("碇シンジです"), and so does a name
// ending in punctuation ("C.C.").
//
// Short names — at most two letters or digits, all spaced, such as "L", "2B"
// or "C.C." — would otherwise hit single-letter variables everywhere, so they
// match only with the case they are given in and only between hard
// boundaries: no word character and no underscore next to them, no camelCase
// seams.

// unspacedScripts are scripts written without spaces between words. Hangul
// is spaced, but particles attach to names ("민수가"), so names in it must
// match as substrings too.
var unspacedScripts = []*unicode.RangeTable{
	unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul,
	unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar,
	unicode.Tibetan, unicode.Yi, unicode.Bopomofo,
}

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
	return unicode.In(r, unspacedScripts...)
}

// spacedWord reports whether r is a word character of a spaced script: an
// edge of a name that needs a boundary.
func spacedWord(r rune) bool { return isWord(r) && !unspaced(r) }

// runeAt and runeBefore decode the (compatibility-mapped) rune at or before
// offset i of text; they return -1 at the ends.
func runeAt(text string, i int) rune {
	if i >= len(text) {
		return -1
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return compatRune(r)
}

func runeBefore(text string, i int) rune {
	if i <= 0 {
		return -1
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return compatRune(r)
}

// runeAfter returns the rune following the one at offset i, or -1.
func runeAfter(text string, i int) rune {
	if i >= len(text) {
		return -1
	}
	_, size := utf8.DecodeRuneInString(text[i:])
	return runeAt(text, i+size)
}

// seam reports whether there is a word boundary between a and b in the
// original text, c being the rune after b (-1 for none). hard rules out
// underscores and camelCase seams.
func seam(a, b, c rune, hard bool) bool {
	if a < 0 || b < 0 {
		return true
	}
	if !isWord(a) || !isWord(b) {
		return !hard || (a != '_' && b != '_')
	}
	if unspaced(a) != unspaced(b) {
		return true
	}
	if hard {
		return false
	}
	return camelSeam(a, b, c)
}

// camelSeam reports a camelCase or acronym seam between a and b.
func camelSeam(a, b, c rune) bool {
	if !unicode.IsUpper(b) {
		return false
	}
	return unicode.IsLower(a) || (unicode.IsUpper(a) && c >= 0 && unicode.IsLower(c))
}

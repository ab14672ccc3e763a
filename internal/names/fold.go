package names

import (
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// Folding turns text into the form names are searched in (the package doc
// lists what it folds): one rune out for each rune in, bar voicing marks
// that join the kana before them, so a match in the folded text maps back to
// whole runes of the original. Case folds with
// unicode.ToLower(unicode.ToUpper(r)), which brings ſ, the Kelvin sign, final
// sigma and the Turkish i's onto plain lowercase letters. golang.org/x/text
// would do more at the price of a dependency in every hook.

// compatRune maps the compatibility forms the package doc lists to the forms
// they stand for.
func compatRune(r rune) rune {
	switch {
	case r == 0x3000:
		return ' '
	case r == '\u2018' || r == '\u2019':
		return '\'' // typographic apostrophes, as in D’Artagnan
	case r < 0xFF01:
		return r
	case r <= 0xFF5E:
		return r - 0xFF01 + '!'
	case r >= 0xFF61 && r <= 0xFF9F:
		return halfwidthKatakana[r-0xFF61]
	}
	return r
}

// halfwidthKatakana is U+FF61–U+FF9F as NFKC maps it.
var halfwidthKatakana = [...]rune{
	'。', '「', '」', '、', '・', 'ヲ', 'ァ', 'ィ', 'ゥ', 'ェ', 'ォ', 'ャ', 'ュ', 'ョ', 'ッ', 'ー',
	'ア', 'イ', 'ウ', 'エ', 'オ', 'カ', 'キ', 'ク', 'ケ', 'コ', 'サ', 'シ', 'ス', 'セ', 'ソ', 'タ',
	'チ', 'ツ', 'テ', 'ト', 'ナ', 'ニ', 'ヌ', 'ネ', 'ノ', 'ハ', 'ヒ', 'フ', 'ヘ', 'ホ', 'マ', 'ミ',
	'ム', 'メ', 'モ', 'ヤ', 'ユ', 'ヨ', 'ラ', 'リ', 'ル', 'レ', 'ロ', 'ワ', 'ン', '\u3099', '\u309A',
}

const (
	voicedMark     = '\u3099' // combining katakana-hiragana voiced sound mark
	semiVoicedMark = '\u309A' // combining katakana-hiragana semi-voiced sound mark
)

func isVoicingMark(r rune) bool { return r == voicedMark || r == semiVoicedMark }

// skipSpace returns the end of the run of whitespace at text[i:].
func skipSpace(text string, i int) int {
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		if !unicode.IsSpace(r) {
			break
		}
		i += size
	}
	return i
}

// composeKana joins a kana and a following voicing mark, as NFC does; ok is
// false when the pair has no precomposed form.
func composeKana(base, mark rune) (rune, bool) {
	hira := base
	if base >= 'ァ' && base <= 'ヶ' {
		hira = base - 0x60 // katakana mirror hiragana's layout 0x60 further on
	}
	switch mark {
	case voicedMark:
		switch {
		case hira >= 'か' && hira <= 'ぢ' && (hira-'か')%2 == 0,
			hira >= 'つ' && hira <= 'ど' && (hira-'つ')%2 == 0,
			hira >= 'は' && hira <= 'ぽ' && (hira-'は')%3 == 0:
			return base + 1, true
		case base == 'う':
			return 'ゔ', true
		case base == 'ウ':
			return 'ヴ', true
		case base >= 'ワ' && base <= 'ヲ':
			return base + ('ヷ' - 'ワ'), true
		case base == 'ゝ' || base == 'ヽ':
			return base + 1, true
		}
	case semiVoicedMark:
		if hira >= 'は' && hira <= 'ぽ' && (hira-'は')%3 == 0 {
			return base + 2, true
		}
	}
	return 0, false
}

// foldRune folds one rune already passed through compatRune.
func foldRune(r rune) rune {
	if r < utf8.RuneSelf {
		if 'A' <= r && r <= 'Z' {
			r += 'a' - 'A'
		}
		return r
	}
	if caseless(r) {
		return r
	}
	return unicode.ToLower(unicode.ToUpper(r))
}

// caseless is a fast path for the big blocks that have no case: CJK symbols,
// kana and ideographs, and Hangul syllables.
func caseless(r rune) bool {
	return (r >= 0x3000 && r <= 0x9FFF) || (r >= 0xAC00 && r <= 0xD7A3)
}

// folded is a text in folded form and the way back to the original.
type folded struct {
	s string
	// shifts records where the folded and original offsets move apart: from
	// folded offset at on (up to the next shift), original = folded + by.
	// Empty when they never do, as in ASCII text.
	shifts []shift
}

// A shift's gap is the whitespace dropped at its offset (see spaceless):
// original text that belongs neither to the rune before nor to the one after.
type shift struct{ at, by, gap int }

// origStart maps a folded offset at a rune boundary back to the original,
// as the start of what follows: after any whitespace dropped there.
func (f *folded) origStart(i int) int {
	if k := f.shiftsUpTo(i); k > 0 {
		return i + f.shifts[k-1].by
	}
	return i
}

// origEnd maps a folded offset at a rune boundary back to the original, as
// the end of what precedes: before any whitespace dropped there.
func (f *folded) origEnd(i int) int {
	k := f.shiftsUpTo(i)
	if k == 0 {
		return i
	}
	s := f.shifts[k-1]
	if s.at == i {
		return i + s.by - s.gap
	}
	return i + s.by
}

// shiftsUpTo counts the shifts at or before folded offset i.
func (f *folded) shiftsUpTo(i int) int {
	lo, hi := 0, len(f.shifts)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if f.shifts[m].at <= i {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// fold folds text, folding case unless caseFold is false (short names compare
// with case kept). Invalid UTF-8 bytes become U+FFFD, so the folded text is
// always valid UTF-8 and a valid needle can only match at rune boundaries.
func fold(text string, caseFold bool) folded {
	buf := make([]byte, 0, len(text))
	var shifts []shift
	by := 0
	// mark records the distance between the offsets where a rune starts.
	mark := func(i int) {
		if d := i - len(buf); d != by {
			by = d
			if n := len(shifts); n > 0 && shifts[n-1].at == len(buf) {
				shifts = shifts[:n-1]
			}
			shifts = append(shifts, shift{at: len(buf), by: by})
		}
	}
	// dropSpace skips the whitespace at text[i:] if it stands between two
	// Han or kana characters, and says where to go on.
	dropSpace := func(i int) (int, bool) {
		j := skipSpace(text, i)
		if j == len(text) || !spaceless(runeAt(text, j)) || isVoicingMark(runeAt(text, j)) {
			return i, false
		}
		mark(j)
		shifts[len(shifts)-1].gap = j - i
		return j, true
	}
	lastRune, lastStart := rune(-1), 0
	for i := 0; i < len(text); {
		mark(i)
		if c := text[i]; c < utf8.RuneSelf {
			if (c == ' ' || '\t' <= c && c <= '\r') && spaceless(lastRune) {
				if j, ok := dropSpace(i); ok {
					i = j
					continue
				}
			}
			// Copy a whole ASCII run, then lower it in place: source files
			// are mostly ASCII and this loop is most of the cost of Find.
			j := i + 1
			for j < len(text) && text[j] < utf8.RuneSelf {
				j++
			}
			start := len(buf)
			buf = append(buf, text[i:j]...)
			if caseFold {
				lowerASCII(buf[start:])
			}
			lastRune, lastStart = rune(buf[len(buf)-1]), len(buf)-1
			i = j
			continue
		}
		in, size := utf8.DecodeRuneInString(text[i:])
		if in <= 0x3000 && unicode.IsSpace(in) && spaceless(lastRune) { // no space lies above U+3000
			if j, ok := dropSpace(i); ok {
				i = j
				continue
			}
		}
		r := compatRune(in)
		if isVoicingMark(r) {
			if composed, ok := composeKana(lastRune, r); ok {
				// Kana are all three bytes long, so the composed rune
				// overwrites its base in place.
				utf8.EncodeRune(buf[lastStart:], composed)
				lastRune = composed
				i += size
				continue
			}
		}
		if caseFold {
			r = foldRune(r)
		}
		lastRune, lastStart = r, len(buf)
		if r == in && size > 1 {
			buf = append(buf, text[i:i+size]...) // the common case: CJK
		} else {
			buf = utf8.AppendRune(buf, r)
		}
		i += size
	}
	mark(len(text))
	// buf is never written again, so the string can share its memory; it
	// saves copying a file-sized buffer on every Find.
	return folded{s: unsafe.String(unsafe.SliceData(buf), len(buf)), shifts: shifts}
}

// foldString folds s on its own, for names and for comparisons.
func foldString(s string, caseFold bool) string { return fold(s, caseFold).s }

// lowerASCII lowers ASCII letters in place.
func lowerASCII(b []byte) {
	for k, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[k] = c + ('a' - 'A')
		}
	}
}

package names

import (
	"math"
	"unicode"
	"unicode/utf8"
)

// Folding turns text into the form names are searched in: one rune out for
// each rune in (bar kana voicing marks, which join the kana before them), so
// a match in the folded text maps back to whole runes of the original.
//
// It is a deliberate subset of NFKC plus simple case folding, small enough to
// keep golang.org/x/text out of every hook:
//   - full-width ASCII (U+FF01–U+FF5E) becomes ASCII and the ideographic space
//     (U+3000) a space, so "Ａｌｉｃｅ" reads as "Alice";
//   - half-width katakana (U+FF61–U+FF9F) becomes katakana, and a voicing mark
//     (half-width or combining) joins the kana before it, so "ｼﾞ" and
//     "シ\u3099" both read as "ジ";
//   - case folds with unicode.ToLower(unicode.ToUpper(r)), which also brings
//     ſ, the Kelvin sign, final sigma, dotted and dotless i onto their plain
//     lowercase letters.
//
// Not covered: decomposed Latin accents ("e\u0301" stays two runes and does
// not equal "é"), ligatures, circled and mathematical letters.

// compatRune maps the compatibility forms above to the forms they stand for.
func compatRune(r rune) rune {
	switch {
	case r == 0x3000:
		return ' '
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

// maxText bounds what a folded offset can address (int32 offsets keep the
// map small); text beyond it is not scanned.
const maxText = math.MaxInt32 - 1

// folded is a text in folded form and the way back to the original.
type folded struct {
	s string
	// orig[i] is the offset in the original text of the rune that produced
	// folded byte i, and orig[len(s)] is the original length. Nil means the
	// offsets are the same, the usual case for ASCII text.
	orig []int32
}

// origOffset maps a folded offset at a rune boundary back to the original.
func (f *folded) origOffset(i int) int {
	if f.orig == nil {
		return i
	}
	return int(f.orig[i])
}

// fold folds text, folding case unless caseFold is false (short names compare
// with case kept). Invalid UTF-8 bytes become U+FFFD, so the folded text is
// always valid UTF-8 and a valid needle can only match at rune boundaries.
func fold(text string, caseFold bool) folded {
	if len(text) > maxText {
		text = text[:maxText]
	}
	buf := make([]byte, 0, len(text)+len(text)/8)
	var orig []int32
	// materialise switches from implied to explicit offsets; it is called
	// while the offsets so far are still the identity.
	materialise := func() {
		orig = make([]int32, len(buf), cap(buf)+1)
		for i := range orig {
			orig[i] = int32(i)
		}
	}
	lastRune, lastStart := rune(-1), 0
	for i := 0; i < len(text); {
		if c := text[i]; c < utf8.RuneSelf {
			if caseFold && 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			lastRune, lastStart = rune(c), len(buf)
			buf = append(buf, c)
			if orig != nil {
				orig = append(orig, int32(i))
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		r = compatRune(r)
		if r == voicedMark || r == semiVoicedMark {
			if composed, ok := composeKana(lastRune, r); ok {
				// Kana are all three bytes long, so the composed rune
				// overwrites its base in place.
				if orig == nil {
					materialise()
				}
				utf8.EncodeRune(buf[lastStart:], composed)
				lastRune = composed
				i += size
				continue
			}
		}
		if caseFold {
			r = foldRune(r)
		}
		start := len(buf)
		buf = utf8.AppendRune(buf, r)
		if orig == nil && (start != i || len(buf)-start != size) {
			buf = buf[:start]
			materialise()
			buf = utf8.AppendRune(buf, r)
		}
		if orig != nil {
			for range len(buf) - start {
				orig = append(orig, int32(i))
			}
		}
		lastRune, lastStart = r, start
		i += size
	}
	if orig != nil {
		orig = append(orig, int32(len(text)))
	}
	return folded{s: string(buf), orig: orig}
}

// foldString folds s on its own, for names and for comparisons.
func foldString(s string, caseFold bool) string { return fold(s, caseFold).s }

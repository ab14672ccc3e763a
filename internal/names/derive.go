package names

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Derive returns the aliases a name implies on its own, the ones that are
// safe to look for without being told:
//
//   - the parts of a name written in parts (Spike Spiegel, 綾波 レイ,
//     ルルーシュ・ランペルージ): a family or given name alone names the
//     character too;
//   - the two parts of a Japanese name written without a space, split where
//     ideographs give way to kana (碇シンジ: シンジ);
//   - the other kana reading of a name or part in kana only (シンジ: しんじ).
//
// What is too likely to be an ordinary word is left out: Latin parts of
// fewer than three letters (Ed, D.), parts of one ideograph (碇), and kana
// words of fewer than three kana (レイ is in レイアウト). A derived Latin
// part matches only with an uppercase first letter (Spiegel, SPIEGEL, not
// spiegel), since such parts are often plain words (Jet Black); the
// ordinary-words list removes any derived alias that is still a word.
func Derive(name string) []Term {
	name = strings.TrimSpace(name)
	if !utf8.ValidString(name) {
		return nil
	}
	var out []Term
	seen := map[string]bool{nameKey(name): true}
	add := func(text string, part bool) {
		k := nameKey(text)
		if k == "" || seen[k] {
			return
		}
		seen[k] = true
		out = append(out, Term{Text: text, Name: name, Derived: part})
	}
	parts := strings.FieldsFunc(name, func(r rune) bool {
		return unicode.IsSpace(r) || nameSeparator(r) || r == '･' || r == '＝'
	})
	if len(parts) == 1 {
		parts = splitHanKana(name)
	}
	if len(parts) > 1 {
		for _, p := range parts {
			if safePart(p) {
				add(p, true)
			}
		}
	}
	for _, t := range append([]Term{{Text: name}}, out...) {
		if r, ok := otherKana(t.Text); ok {
			add(r, t.Derived)
		}
	}
	return out
}

// splitHanKana splits a name of ideographs followed by kana (碇シンジ) into
// the two; any other name is returned whole.
func splitHanKana(name string) []string {
	i := strings.IndexFunc(name, func(r rune) bool { return !unicode.Is(unicode.Han, r) })
	if i <= 0 {
		return []string{name}
	}
	for _, r := range name[i:] {
		if !kana(r) {
			return []string{name}
		}
	}
	return []string{name[:i], name[i:]}
}

// kana reports hiragana, katakana and the prolonged sound mark.
func kana(r rune) bool {
	return r >= 0x3041 && r <= 0x30FF && r != '・' || r >= 0xFF66 && r <= 0xFF9F
}

// safePart reports whether a part of a name may stand for it alone.
func safePart(p string) bool {
	letters, unspacedRunes, kanaOnly := 0, 0, true
	for _, r := range p {
		if !isWord(r) {
			continue
		}
		letters++
		if unspaced(r) {
			unspacedRunes++
		}
		kanaOnly = kanaOnly && kana(r)
	}
	switch {
	case letters == 0:
		return false
	case unspacedRunes == 0:
		return letters >= 3
	case kanaOnly:
		return letters >= 3
	}
	return letters >= 2
}

// otherKana writes a name in kana only (three kana at least) in the other
// kana script: シンジ as しんじ, しんじ as シンジ.
func otherKana(s string) (string, bool) {
	var b strings.Builder
	n := 0
	for _, r := range foldString(s, false) {
		switch {
		case r >= 'ぁ' && r <= 'ゖ':
			r += 0x60
		case r >= 'ァ' && r <= 'ヶ':
			r -= 0x60
		case nameSeparator(r):
			b.WriteRune('・')
			continue
		case r == 'ー' || r == voicedMark || r == semiVoicedMark || unicode.IsSpace(r):
			b.WriteRune(r)
			continue
		default:
			return "", false
		}
		n++
		b.WriteRune(r)
	}
	return b.String(), n >= 3
}

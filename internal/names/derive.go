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
// fewer than three letters (Ed, D.) or that are common English words (Black
// of Jet Black, Light of Light Yagami: record them with history add --alias
// when they should count), parts of one ideograph (碇), and kana words of
// fewer than three kana (レイ is in レイアウト). A derived Latin
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

// commonWords are English words that are also name parts (Jet Black, Light
// Yagami, Rose Tyler) and often start a sentence: a derived part equal to
// one is left out, since a capital is no sign of a name there. Sorted, one
// space apart, searched without building anything at start-up.
const commonWords = "add allow black blue bold bright brown build bump call case change check clean clear close code copy core cross dawn day deal deep drop east edge end fall far field fix flash free frost gate gold good grace gray green grey guard hall hand happy head hope ice iron just keep key kind king lake law lead light little lock long lord love lucky mark may merry near new night noble north note old open page park point price prince queen quick rain read red rich river road rock rose run rush rust sand scout sea set shade shadow sharp short silver sky snow south spark spring star steel stone storm strong summer sun sweet swift test true up use wall water wave west white wild will wind winter wood word write young"

// commonWord reports whether a folded word is one of commonWords.
func commonWord(w string) bool {
	lo, hi := 0, len(commonWords)
	for lo < hi {
		mid := (lo + hi) / 2
		// Move to the start of the word mid falls in.
		start := strings.LastIndexByte(commonWords[:mid], ' ') + 1
		end := strings.IndexByte(commonWords[start:], ' ')
		if end < 0 {
			end = len(commonWords)
		} else {
			end += start
		}
		switch c := strings.Compare(w, commonWords[start:end]); {
		case c == 0:
			return true
		case c < 0:
			hi = start
		default:
			lo = end + 1
		}
	}
	return false
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
		return letters >= 3 && !commonWord(nameKey(p))
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

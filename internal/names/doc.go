// Package names finds character names (and a fixed-theme team's work title)
// in text, so the hooks can keep them out of commits, pull requests, source
// and docs. A Matcher is built once from the names and the project's
// ordinary words, and is immutable.
//
// # Folding
//
// Text and names are compared after one folding (the same one the theme
// history compares names with, so the two never disagree):
//   - case (Sable = SABLE = sable, ſ = s, Kelvin sign = k, final sigma =
//     sigma);
//   - NFKC compatibility forms: full-width ASCII (Ａｌｉｃｅ), half-width
//     katakana (ｼﾝｼﾞ), ligatures (ﬁ), circled and mathematical letters (𝐒);
//   - accents: the diacritics shared by Latin, Greek and Cyrillic are
//     dropped, precomposed or combining (José = Jose = Jose\u0301); the kana
//     voicing marks are kept and composed (ｼﾞ = シ+U+3099 = ジ), and so are
//     Hangul jamo into syllables (ᄀ+ᅡ = 가), as NFC does;
//   - invisible characters are dropped: default-ignorable and format
//     characters (zero-width space and joiners, word joiner, BOM, soft
//     hyphen, bidi controls, variation selectors, tags, the Hangul fillers);
//   - lookalikes from other scripts fold to their Unicode TS #39 confusable
//     prototype: Cyrillic Ѕаblе and Greek ΚΑΤΕ read as Sable and KATE, the
//     ideographs 工 and 力 as the katakana エ and カ. ASCII itself is never
//     folded this way: rn is not m and 0 is not O, or Torn would match Tom.
//
// Whitespace and middle dots (・) between two Han or kana characters are
// dropped, since Japanese and Chinese do not separate words with them:
// 碇　シンジ and a hard-wrapped 碇シ⏎ンジ both read as 碇シンジ, and
// ルルーシュ・ランペルージ as ルルーシュランペルージ.
// The table behind this is generated (internal/names/gen) from Unicode's
// normalisation data and TS #39 confusables.txt.
//
// # Boundaries
//
// Letters, numbers and combining marks are word characters. A name whose
// first (last) rune is a word character of a spaced script — Latin,
// Cyrillic, Greek, digits — matches only where a word starts (ends):
//   - next to a non-word character: space, punctuation, '_' (sable_config),
//     '-' (Sable-san), the start or end of the text;
//   - next to a script without word spacing (Sableです);
//   - at a camelCase seam: lower→upper (getSableName, disableSable) or
//     upper→upper followed by lower (HTTPSableClient).
//
// So Sable does not match disable, Mira not admiral, Ann not annual or
// planned. Digits are word characters: sable2 does not match, and neither do
// hex hashes such as 3ada9f1 for Ada. Inflected forms (Sables) do not match.
//
// Boundaries pass over invisible characters: di\u200Bsable reads as
// disable, so Sable is not found in it.
//
// Names in scripts written without spaces — Han, kana, Hangul (particles
// attach to names), Thai, Lao, Khmer, Myanmar, Tibetan, Yi, Bopomofo — match
// as substrings: 碇シンジ in 碇シンジです. A name mixing scripts follows the
// rule of each edge; an edge that is punctuation (C.C.) needs no boundary.
// Substring matching has a price: レイ is also found in レイアウト; a full
// name or the ordinary-words list is the remedy.
//
// # Multi-word names
//
// Only the whole name matches, never its words alone. Between its words the
// text may have any run of whitespace (line breaks included), one '_', '-'
// or '.' (edward_elric, edward-elric, edward.elric@example.com), or nothing
// where the join is still visible: a camelCase seam (EdwardElric), next to
// punctuation (Monkey D.Luffy), or between unspaced runes (김 민수 = 김민수).
// edwardelric does not match. Where names overlap, the occurrence
// that starts first wins, and at the same start the longer name
// (Edward Elric over Edward).
//
// # Short names
//
// A name of at most two letters or digits in a spaced script (L, 2B, Al,
// C.C.) would hit every loop variable, so it matches only with the case it
// was given in, only between hard boundaries (no word character, '_', '-' or
// '/' next to it: not in L_config, B-tree, I/O) and never at camelCase
// seams.
//
// # Aliases
//
// NewTerms also looks for aliases, each reported as the name it stands for:
// those recorded with the name (スパイク for Spike Spiegel) and those Derive
// finds safe to look for on their own: the parts of a name written in parts
// (Spiegel, アスカ), the kana part of an ideographs-then-kana name (シンジ of
// 碇シンジ) and the other kana reading of a kana name (しんじ). Derived Latin
// parts match only with an uppercase first letter.
//
// # Names that are words
//
// New drops a name equal, after folding, to one of the ordinary words: the
// per-project list for names that are also plain words (Pip; Will in
// "Will this work?"). Empty names, names without a letter or digit, names
// that are not valid UTF-8 and duplicates are dropped too.
package names

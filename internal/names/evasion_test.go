package names

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

// TestFindSpellings covers the spellings of a name that read as the name:
// each must be found, and each near miss next to it must not.
func TestFindSpellings(t *testing.T) {
	tests := []struct {
		rule  string
		names []string
		text  string
		want  []string
	}{
		{"zero-width space inside", []string{"Sable"}, "Sa\u200Bble", []string{"Sable=Sa\u200Bble@0"}},
		{"invisible characters inside", []string{"Sable"}, "S\u2060a\uFEFFb\u00ADl\u034Fe\u200D", []string{"Sable=S\u2060a\uFEFFb\u00ADl\u034Fe\u200D@0"}},
		{"tag characters inside", []string{"Sable"}, "Sab\U000E0041le", []string{"Sable=Sab\U000E0041le@0"}},
		{"bidi controls around", []string{"Sable"}, "\u202ESable\u202C", []string{"Sable=Sable\u202C@3"}},
		{"cyrillic homoglyphs", []string{"Sable", "Mira"}, "Ѕаblе Mіrа", []string{"Sable=Ѕаblе@0", "Mira=Mіrа@9"}},
		{"greek homoglyphs", []string{"Kate"}, "ΚΑΤΕ Κate", []string{"Kate=ΚΑΤΕ@0", "Kate=Κate@9"}},
		{"mathematical letters", []string{"Sable"}, "𝐒𝐚𝐛𝐥𝐞 𝕾𝖆𝖇𝖑𝖊", []string{"Sable=𝐒𝐚𝐛𝐥𝐞@0", "Sable=𝕾𝖆𝖇𝖑𝖊@21"}},
		{"dropped accent", []string{"Zoë", "José"}, "Zoe and JOSE", []string{"Zoë=Zoe@0", "José=JOSE@8"}},
		{"decomposed accent", []string{"Zoë"}, "Zoe\u0308", []string{"Zoë=Zoe\u0308@0"}},
		{"added accent", []string{"Sable"}, "Sáblé", []string{"Sable=Sáblé@0"}},
		{"ligature", []string{"Fiona"}, "ﬁona", []string{"Fiona=ﬁona@0"}},
		{"circled letters", []string{"Sable"}, "ⓈⒶⒷⓁⒺ", []string{"Sable=ⓈⒶⒷⓁⒺ@0"}},
		{"katakana with ideograph lookalikes", []string{"エリカ"}, "工リ力", []string{"エリカ=工リ力@0"}},
		{"middle dot dropped", []string{"ルルーシュ・ランペルージ"}, "ルルーシュランペルージ ルルーシュ･ランペルージ", []string{
			"ルルーシュ・ランペルージ=ルルーシュランペルージ@0", "ルルーシュ・ランペルージ=ルルーシュ･ランペルージ@34"}},
		{"middle dot as space", []string{"ルルーシュ・ランペルージ"}, "ルルーシュ ランペルージ", []string{"ルルーシュ・ランペルージ=ルルーシュ ランペルージ@0"}},
		{"zero-width inside japanese", []string{"碇シンジ"}, "碇\u200Bシン\u200Dジ", []string{"碇シンジ=碇\u200Bシン\u200Dジ@0"}},
		{"decomposed hangul", []string{"김민수"}, "\u1100\u1175\u11B7\u1106\u1175\u11AB\u1109\u116E가", []string{"김민수=\u1100\u1175\u11B7\u1106\u1175\u11AB\u1109\u116E@0"}},
		{"compatibility jamo", []string{"가나"}, "ㄱㅏㄴㅏ", []string{"가나=ㄱㅏㄴㅏ@0"}},
		// Near misses stay misses.
		{"invisible does not join words", []string{"Sable"}, "di\u200Bsable", nil},
		{"ascii lookalikes are not folded", []string{"Tom", "Ollie"}, "Torn 0llie", nil},
		{"accent stripping keeps boundaries", []string{"Sable"}, "désable", nil},
		{"punctuation stays punctuation", []string{"Sable"}, "Sable。Sable｡", []string{"Sable=Sable@0", "Sable=Sable@8"}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			got := found(New(tt.names, nil).Find(tt.text))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Find(%+q) with names %q (-want +got):\n%s", tt.text, tt.names, diff)
			}
		})
	}
}

func TestDerive(t *testing.T) {
	tests := []struct {
		name string
		want []string
	}{
		{"Spike Spiegel", []string{"Spike", "Spiegel"}},
		{"Monkey D. Luffy", []string{"Monkey", "Luffy"}},
		{"Ed", nil},
		{"Edward Elric", []string{"Edward", "Elric"}},
		{"Al Elric", []string{"Elric"}},
		{"碇シンジ", []string{"シンジ", "しんじ"}},
		{"綾波 レイ", []string{"綾波"}},
		{"惣流・アスカ・ラングレー", []string{"惣流", "アスカ", "ラングレー", "あすか", "らんぐれー"}},
		{"ルルーシュ・ランペルージ", []string{"ルルーシュ", "ランペルージ", "るるーしゅらんぺるーじ", "るるーしゅ", "らんぺるーじ"}},
		{"シンジ", []string{"しんじ"}},
		{"レイ", nil},
		{"碇", nil},
		{"Sable", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, d := range Derive(tt.name) {
			if d.Name != tt.name {
				t.Errorf("Derive(%q) part %q names %q", tt.name, d.Text, d.Name)
			}
			got = append(got, d.Text)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Derive(%q) (-want +got):\n%s", tt.name, diff)
		}
	}
}

// TestAliases checks that aliases report the name they stand for, derived
// Latin parts need a capital, and ordinary words still win over aliases.
func TestAliases(t *testing.T) {
	terms := []Term{{Text: "Spike Spiegel"}, {Text: "Jet Black"}, {Text: "スパイク", Name: "Spike Spiegel"}}
	terms = append(terms, Derive("Spike Spiegel")...)
	terms = append(terms, Derive("Jet Black")...)
	m := NewTerms(terms, []string{"black"})
	text := "Spiegel fixed it; spiegel is lowercase; スパイクです; Black and black; Spike"
	var got []string
	for _, mt := range m.Find(text) {
		got = append(got, mt.Name+"="+mt.Term+"@"+mt.Text)
	}
	want := []string{"Spike Spiegel=Spiegel@Spiegel", "Spike Spiegel=スパイク@スパイク", "Spike Spiegel=Spike@Spike"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("matches (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"Spike Spiegel", "Jet Black"}, m.Names()); diff != "" {
		t.Errorf("Names (-want +got):\n%s", diff)
	}
}

// TestSpellingProperty is the property test: any name, spelled any way
// that reads the same (case, width, accents, invisible characters between
// its letters, homoglyphs from other scripts), is still found.
func TestSpellingProperty(t *testing.T) {
	pool := []string{"Sable", "Mira", "Edward Elric", "Zoë", "José", "Kate", "Spike Spiegel", "Olivia",
		"碇シンジ", "綾波 レイ", "ルルーシュ・ランペルージ", "Наташа", "Faye Valentine", "Lain"}
	r := rand.New(rand.NewPCG(17, 42))
	for i := 0; i < 2000; i++ {
		name := pool[r.IntN(len(pool))]
		spelled := respell(r, name)
		text := "see " + spelled + " here"
		m := New([]string{name}, nil)
		mt, ok := m.First(text)
		if !ok || mt.Name != name || mt.Text != spelled {
			t.Fatalf("name %q spelled %+q: got %+v, %v", name, spelled, mt, ok)
		}
	}
}

// homoglyphs are lookalikes from other scripts and compatibility forms.
var homoglyphs = map[rune][]rune{
	'a': {'а', 'ɑ', 'ａ'}, 'e': {'е', 'ｅ', 'ℯ'}, 'o': {'о', 'ο', 'ｏ'}, 'i': {'і', 'ｉ'},
	'S': {'Ѕ', 'Ｓ'}, 'K': {'Κ', 'К', '\u212A'}, 'M': {'М', 'Μ'}, 'E': {'Е', 'Ε'},
	'c': {'с', 'ⅽ'}, 'p': {'р', 'ρ'}, 'l': {'ｌ', 'ℓ'}, 's': {'ѕ', 'ſ'}, 'j': {'ј'},
	'シ': {'ｼ'}, 'ン': {'ﾝ'}, 'カ': {'力'}, 'エ': {'工'}, 'ロ': {'口'}, 'ー': {'ｰ', '一'},
}

var invisibles = []string{"\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u00AD", "\u180E", "\u034F", "\uFE0F", "\U000E0020"}

// respell writes name in a random spelling that reads the same.
func respell(r *rand.Rand, name string) string {
	var b strings.Builder
	for i, c := range name {
		switch k := r.IntN(6); {
		case k == 0 && len(homoglyphs[c]) > 0:
			b.WriteRune(homoglyphs[c][r.IntN(len(homoglyphs[c]))])
		case k == 1 && unicode.IsLetter(c) && c < utf8.RuneSelf:
			if unicode.IsUpper(c) {
				b.WriteRune(unicode.ToLower(c))
			} else {
				b.WriteRune(unicode.ToUpper(c))
			}
		case k == 2 && c == 'ë':
			b.WriteString("e\u0308")
		case k == 2 && c == 'é':
			b.WriteString("e")
		default:
			b.WriteRune(c)
		}
		if i > 0 && r.IntN(4) == 0 && unicode.IsLetter(c) {
			b.WriteString(invisibles[r.IntN(len(invisibles))])
		}
	}
	return strings.TrimRight(b.String(), strings.Join(invisibles, ""))
}

// TestSpellingPropertyRandomNames is the property over names nobody chose:
// random Latin names of one or two words and random katakana names, each
// respelled at random, are found.
func TestSpellingPropertyRandomNames(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 17))
	latin := "abcdefghijklmnopqrstuvwxyz"
	kata := []rune("アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン")
	word := func() string {
		var b strings.Builder
		b.WriteByte(latin[r.IntN(26)] - 32)
		for i := 0; i < 3+r.IntN(6); i++ {
			b.WriteByte(latin[r.IntN(26)])
		}
		return b.String()
	}
	for i := 0; i < 3000; i++ {
		var name string
		switch r.IntN(3) {
		case 0:
			name = word()
		case 1:
			name = word() + " " + word()
		default:
			var b strings.Builder
			for j := 0; j < 3+r.IntN(4); j++ {
				b.WriteRune(kata[r.IntN(len(kata))])
			}
			name = b.String()
		}
		spelled := respell(r, name)
		text := "see " + spelled + " here"
		mt, ok := New([]string{name}, nil).First(text)
		if !ok || mt.Name != name || mt.Text != spelled {
			t.Fatalf("name %q spelled %+q: got %+v, %v", name, spelled, mt, ok)
		}
	}
}

func TestCommonWordsAreNotDerived(t *testing.T) {
	for _, w := range []string{"add", "young", "light", "black", "mark", "will"} {
		if !commonWord(w) {
			t.Errorf("commonWord(%q) = false", w)
		}
	}
	for _, w := range []string{"", "a", "zzz", "spike", "spiegel", "yagami", "blackk", "adds", "youngest"} {
		if commonWord(w) {
			t.Errorf("commonWord(%q) = true", w)
		}
	}
	var got []string
	for _, d := range Derive("Light Yagami") {
		got = append(got, d.Text)
	}
	if len(got) != 1 || got[0] != "Yagami" {
		t.Errorf("Derive(Light Yagami) = %q, want only Yagami", got)
	}
}

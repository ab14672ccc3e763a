package names

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// found renders matches as "Name=Text@Offset" for compact comparisons.
func found(ms []Match) []string {
	var out []string
	for _, m := range ms {
		out = append(out, fmt.Sprintf("%s=%s@%d", m.Name, m.Text, m.Offset))
	}
	return out
}

func TestFind(t *testing.T) {
	tests := []struct {
		rule     string
		names    []string
		ordinary []string
		text     string
		want     []string
	}{
		// Latin names need word boundaries.
		{"inside a word", []string{"Sable"}, nil, "disable Disabled DISABLE sables", nil},
		{"standalone", []string{"Sable"}, nil, "ask Sable", []string{"Sable=Sable@4"}},
		{"possessive", []string{"Sable"}, nil, "Sable's and Sable’s", []string{"Sable=Sable@0", "Sable=Sable@12"}},
		{"punctuation", []string{"Sable"}, nil, "(Sable). Sable-san", []string{"Sable=Sable@1", "Sable=Sable@9"}},
		{"admiral", []string{"Mira"}, nil, "admiral miracle Miranda mirage, Mira", []string{"Mira=Mira@32"}},
		{"annual, planned", []string{"Ann"}, nil, "Annual planned ANNUAL banner ann.", []string{"Ann=ann@29"}},
		{"underscore is a boundary", []string{"Sable"}, nil, "sable_config SABLE_MODE x_sable", []string{"Sable=sable@0", "Sable=SABLE@13", "Sable=sable@26"}},
		{"lower→upper seam", []string{"Sable"}, nil, "getSableName disableSable", []string{"Sable=Sable@3", "Sable=Sable@20"}},
		{"acronym seam", []string{"Sable"}, nil, "HTTPSableClient SABLEXml", []string{"Sable=Sable@4", "Sable=SABLE@16"}},
		{"no seam inside lowercase or caps", []string{"Sable"}, nil, "disablesable DISABLE", nil},
		{"digits are word characters", []string{"Sable", "Ada"}, nil, "sable2 2sable 3ada9f1 ada", []string{"Ada=ada@22"}},
		{"a decomposed accent is dropped", []string{"Sable"}, nil, "Sable\u0301 Sable", []string{"Sable=Sable\u0301@0", "Sable=Sable@8"}},
		{"next to unspaced script", []string{"Sable"}, nil, "Sableです、ですSable", []string{"Sable=Sable@0", "Sable=Sable@20"}},
		{"cyrillic", []string{"Наташа"}, nil, "Наташин НАТАША, наташа", []string{"Наташа=НАТАША@15", "Наташа=наташа@29"}},
		{"greek final sigma", []string{"Οδυσσεύς"}, nil, "ΟΔΥΣΣΕΎΣ", []string{"Οδυσσεύς=ΟΔΥΣΣΕΎΣ@0"}},
		{"accented latin", []string{"Zoë"}, nil, "ZOË Zoëy", []string{"Zoë=ZOË@0"}},

		// Case and compatibility folding.
		{"case", []string{"sable"}, nil, "SABLE Sable sAbLe", []string{"sable=SABLE@0", "sable=Sable@6", "sable=sAbLe@12"}},
		{"full-width", []string{"Alice"}, nil, "Ａｌｉｃｅ ＡＬＩＣＥ ｘａｌｉｃｅ ｘＡｌｉｃｅ", []string{"Alice=Ａｌｉｃｅ@0", "Alice=ＡＬＩＣＥ@16", "Alice=Ａｌｉｃｅ@54"}},
		{"full-width name", []string{"Ａｌｉｃｅ"}, nil, "alice", []string{"Ａｌｉｃｅ=alice@0"}},
		{"typographic apostrophe", []string{"D'Artagnan"}, nil, "D’Artagnan d‘artagnan", []string{"D'Artagnan=D’Artagnan@0", "D'Artagnan=d‘artagnan@13"}},
		{"long s and kelvin sign", []string{"Sable", "Kate"}, nil, "ſable \u212Aate", []string{"Sable=ſable@0", "Kate=\u212Aate@7"}},
		{"offsets after multi-byte folds", []string{"Sable"}, nil, "ＳＡＢＬＥとSable", []string{"Sable=ＳＡＢＬＥ@0", "Sable=Sable@18"}},

		// Unspaced scripts match as substrings.
		{"japanese", []string{"碇シンジ"}, nil, "碇シンジです。私は碇シンジ", []string{"碇シンジ=碇シンジ@0", "碇シンジ=碇シンジ@27"}},
		{"japanese inside latin", []string{"碇シンジ"}, nil, "abc碇シンジxyz", []string{"碇シンジ=碇シンジ@3"}},
		{"japanese part is not the name", []string{"碇シンジ"}, nil, "シンジケート 碇泊", nil},
		{"prolonged sound mark edge", []string{"ルーシー"}, nil, "ルーシーさん", []string{"ルーシー=ルーシー@0"}},
		{"half-width katakana", []string{"シンジ"}, nil, "ｼﾝｼﾞくん", []string{"シンジ=ｼﾝｼﾞ@0"}},
		{"combining voiced mark", []string{"シンジ"}, nil, "シンシ\u3099", []string{"シンジ=シンシ\u3099@0"}},
		{"voicing changes the kana", []string{"シンシ"}, nil, "シンジ ｼﾝｼﾞ", nil},
		// Substring matching has a price: a katakana name is also found
		// inside loanwords. The ordinary-words list or a full name helps.
		{"katakana inside a loanword", []string{"レイ"}, nil, "レイアウト", []string{"レイ=レイ@0"}},
		{"chinese", []string{"张三"}, nil, "我是张三。", []string{"张三=张三@6"}},
		{"korean particle", []string{"민수"}, nil, "민수가 왔다", []string{"민수=민수@0"}},
		{"thai", []string{"สมชาย"}, nil, "คุณสมชายครับ", []string{"สมชาย=สมชาย@9"}},

		// A name mixing scripts follows its edges.
		{"latin start, kana end", []string{"Sableさん"}, nil, "disableさん Sableさんです", []string{"Sableさん=Sableさん@14"}},
		{"kana start, latin end", []string{"ミラMira"}, nil, "ミラMiracle ミラMira.", []string{"ミラMira=ミラMira@14"}},

		// Multi-word names.
		{"any whitespace", []string{"Monkey D. Luffy"}, nil, "Monkey  D.\tLuffy / monkey d.\nluffy", []string{"Monkey D. Luffy=Monkey  D.\tLuffy@0", "Monkey D. Luffy=monkey d.\nluffy@19"}},
		{"punctuation joins", []string{"Monkey D. Luffy"}, nil, "Monkey D.Luffy", []string{"Monkey D. Luffy=Monkey D.Luffy@0"}},
		{"words alone do not match", []string{"Monkey D. Luffy"}, nil, "Monkey and Luffy, D.", nil},
		{"identifier forms", []string{"Edward Elric"}, nil, "edward_elric edward-elric edward.elric@example.com EdwardElric edwardElric", []string{
			"Edward Elric=edward_elric@0", "Edward Elric=edward-elric@13", "Edward Elric=edward.elric@26",
			"Edward Elric=EdwardElric@51", "Edward Elric=edwardElric@63"}},
		{"run together without a seam", []string{"Edward Elric"}, nil, "edwardelric EDWARDELRIC edward__elric", nil},
		{"full name wins", []string{"Edward", "Edward Elric"}, nil, "Edward Elric, Edward and Elric", []string{"Edward Elric=Edward Elric@0", "Edward=Edward@14"}},
		{"earliest wins overlaps", []string{"Marie Curie", "Ann Marie"}, nil, "Ann Marie Curie", []string{"Ann Marie=Ann Marie@0"}},
		{"japanese words join", []string{"綾波 レイ"}, nil, "綾波レイ 綾波　レイ", []string{"綾波 レイ=綾波レイ@0", "綾波 レイ=綾波　レイ@13"}},
		{"japanese spaces are not significant", []string{"綾波レイ", "碇シンジ"}, nil, "綾波 レイ、碇\nシ\u3000ンジ。", []string{"綾波レイ=綾波 レイ@0", "碇シンジ=碇\nシ\u3000ンジ@16"}},
		{"japanese space before a particle", []string{"シンジ"}, nil, "シンジ　が来た", []string{"シンジ=シンジ@0"}},
		{"korean spaces stay", []string{"김민수", "이수"}, nil, "김 민수, 이 수", nil},
		{"korean multi-word", []string{"김 민수"}, nil, "김민수가", []string{"김 민수=김민수@0"}},
		{"boundaries only at the edges", []string{"Edward Elric"}, nil, "sedward elric Edward Elrics", nil},

		// Short names: exact case and hard boundaries.
		{"short", []string{"L"}, nil, "L, (L) L's Lです", []string{"L=L@0", "L=L@4", "L=L@7", "L=L@11"}},
		{"short keeps case", []string{"L"}, nil, "l := len(x); for l > 0", nil},
		{"short needs hard boundaries", []string{"L"}, nil, "x_L L_x getL LL L2 LRU", nil},
		{"short names in compounds", []string{"B", "L", "I"}, nil, "B-tree, L-shaped, I/O, x/L", nil},
		{"hyphen still separates longer names", []string{"Sable"}, nil, "Sable-san, x-Sable", []string{"Sable=Sable@0", "Sable=Sable@13"}},
		{"short full-width", []string{"L"}, nil, "Ｌ", []string{"L=Ｌ@0"}},
		{"short with digits", []string{"2B"}, nil, "32B 2b 0x2B 2Bytes, 2B.", []string{"2B=2B@20"}},
		{"short with dots", []string{"C.C."}, nil, "c.c. ABC.C. C.C.", []string{"C.C.=C.C.@12"}},
		{"two letters", []string{"Al"}, nil, "algorithm AL al. et al Al", []string{"Al=Al@23"}},

		// Ordinary words and the name list itself.
		{"ordinary word dropped", []string{"Pip", "Sable"}, []string{"pip"}, "pip install Sable", []string{"Sable=Sable@12"}},
		{"ordinary word folds", []string{"Pip"}, []string{"ＰＩＰ"}, "Pip", nil},
		{"ordinary is whole-name", []string{"Edward Elric"}, []string{"Edward"}, "Edward Elric", []string{"Edward Elric=Edward Elric@0"}},
		{"ambiguous modal", []string{"Will"}, nil, "Will this work?", []string{"Will=Will@0"}},
		{"ambiguous modal silenced", []string{"Will"}, []string{"Will"}, "Will this work?", nil},
		{"duplicates", []string{"Sable", "SABLE", " sable "}, nil, "Sable", []string{"Sable=Sable@0"}},
		{"ignored names", []string{"", "  ", "\u3000", "---", "\xffSable", "Sa\uFFFDble"}, nil, "--- Sable", nil},
		{"no names", nil, nil, "Sable", nil},
		{"empty text", []string{"Sable"}, nil, "", nil},

		// Invalid UTF-8 in the text is skipped over, not matched.
		{"invalid utf-8", []string{"Sable"}, nil, "\xff Sable\xfe", []string{"Sable=Sable@2"}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			got := found(New(tt.names, tt.ordinary).Find(tt.text))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Find(%q) with names %q, ordinary %q (-want +got):\n%s", tt.text, tt.names, tt.ordinary, diff)
			}
		})
	}
}

func TestNames(t *testing.T) {
	m := New([]string{"Al", "Edward", " Edward  Elric ", "edward", "碇シンジ", "Pip"}, []string{"pip"})
	want := []string{"Edward  Elric", "Edward", "碇シンジ", "Al"}
	if diff := cmp.Diff(want, m.Names()); diff != "" {
		t.Errorf("Names() (-want +got):\n%s", diff)
	}
}

func TestFirst(t *testing.T) {
	m := New([]string{"Sable", "Mira", "Edward", "Edward Elric"}, nil)
	tests := []struct {
		text     string
		want     string
		wantSeen bool
	}{
		{"Mira then Sable", "Mira=Mira@0", true},
		{"disable, then Sable and Mira", "Sable=Sable@14", true},
		{"we met Edward Elric", "Edward Elric=Edward Elric@7", true},
		{"disable admiral", "", false},
	}
	for _, tt := range tests {
		got, ok := m.First(tt.text)
		if ok != tt.wantSeen {
			t.Errorf("First(%q) found = %v, want %v", tt.text, ok, tt.wantSeen)
			continue
		}
		if ok && found([]Match{got})[0] != tt.want {
			t.Errorf("First(%q) = %s, want %s", tt.text, found([]Match{got})[0], tt.want)
		}
	}
}

func TestFindCapsMatches(t *testing.T) {
	text := strings.Repeat("Sable ", MaxMatches+10)
	ms := New([]string{"Sable"}, nil).Find(text)
	if len(ms) != MaxMatches {
		t.Fatalf("Find returned %d matches, want %d", len(ms), MaxMatches)
	}
	if last := ms[len(ms)-1]; last.Offset != (MaxMatches-1)*6 {
		t.Errorf("last match at %d, want the %dth occurrence at %d", last.Offset, MaxMatches, (MaxMatches-1)*6)
	}
}

func TestPosition(t *testing.T) {
	text := "first line\n\tSable here\r\n日本語 Mira\n\nand 碇シンジ"
	m := New([]string{"Sable", "Mira", "碇シンジ"}, nil)
	var got []string
	for _, mt := range m.Find(text) {
		got = append(got, fmt.Sprintf("%s %d:%d", mt.Name, mt.Line, mt.Col))
	}
	want := []string{"Sable 2:2", "Mira 3:5", "碇シンジ 5:5"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("positions (-want +got):\n%s", diff)
	}
}

func TestSnippet(t *testing.T) {
	long := strings.Repeat("abcdefghij", 5)
	tests := []struct {
		name, text, want string
	}{
		{"short line", "x\n  call Sable now\t\ny", "call Sable now"},
		{"cut both sides", long + " Sable " + long, "…bcdefghijabcdefghij Sable abcdefghijabcdefghi…"},
		{"multi-byte context", strings.Repeat("あ", 30) + "Sable" + strings.Repeat("い", 30), "…" + strings.Repeat("あ", 20) + "Sable" + strings.Repeat("い", 20) + "…"},
		{"match over lines", "say Edward\nElric, ok", "say Edward Elric, ok"},
		{"control characters", "a\x00Sable\x1b[0m", "a Sable [0m"},
	}
	m := New([]string{"Sable", "Edward Elric"}, nil)
	for _, tt := range tests {
		mt, ok := m.First(tt.text)
		if !ok {
			t.Errorf("%s: no match in %q", tt.name, tt.text)
			continue
		}
		if mt.Snippet != tt.want {
			t.Errorf("%s: Snippet = %q, want %q", tt.name, mt.Snippet, tt.want)
		}
	}
}

func TestConcurrentUse(t *testing.T) {
	m := New([]string{"Sable", "碇シンジ", "Edward Elric"}, []string{"Pip"})
	text := "disable Sable; 碇シンジです; edward_elric"
	want := found(m.Find(text))
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 50 {
				if got := found(m.Find(text)); !cmp.Equal(want, got) {
					t.Errorf("concurrent Find = %v, want %v", got, want)
					return
				}
			}
		})
	}
	wg.Wait()
}

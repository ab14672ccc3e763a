package names

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestKanaAgainstUnicodeData checks the half-width table and kana
// composition against NFKC/NFC from Python's unicodedata (see the header of
// testdata/kana_nfc.txt), both ways: every pair listed composes as listed and
// no other kana composes at all.
func TestKanaAgainstUnicodeData(t *testing.T) {
	f, err := os.Open("testdata/kana_nfc.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	composes := map[[2]rune]rune{}
	halfwidth := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		from, to, _ := strings.Cut(line, " ")
		want := hexRune(t, to)
		if base, mark, ok := strings.Cut(from, "+"); ok {
			composes[[2]rune{hexRune(t, base), hexRune(t, mark)}] = want
			continue
		}
		halfwidth++
		// The half-width form folds like its NFKC form (which may fold on,
		// as punctuation to its TS #39 prototype).
		if got, want := foldString(string(hexRune(t, from)), false), foldString(string(want), false); got != want {
			t.Errorf("fold(U+%s) = %q, want %q", from, got, want)
		}
	}
	if halfwidth != 0xFF9F-0xFF61+1 || len(composes) < 50 {
		t.Fatalf("table has %d half-width forms and %d pairs; damaged?", halfwidth, len(composes))
	}
	for base := rune(0x3041); base <= 0x30FF; base++ {
		for _, mark := range []rune{voicedMark, semiVoicedMark} {
			want, wantOK := composes[[2]rune{base, mark}]
			got, ok := composeKana(base, mark)
			if ok != wantOK || got != want {
				t.Errorf("composeKana(%c, %U) = %c, %v; want %c, %v", base, mark, got, ok, want, wantOK)
			}
		}
	}
}

func hexRune(t *testing.T, s string) rune {
	t.Helper()
	n, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		t.Fatalf("bad hex %q: %v", s, err)
	}
	return rune(n)
}

func TestFold(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Hello, World", "hello, world"},
		{"It’s ‘quoted’", "it's 'quoted'"},
		{"ＡＢＣ！　ｘ", "abc! x"},
		{"ｶﾞｷﾞｸﾞ ﾊﾟﾋﾟ ｳﾞ", "ガギグパピヴ"},
		{"か\u3099は\u309Aﾞ", "がぱ\u3099"},
		{"ΣΊΣΥΦΟΣ ſ \u212A İı", "oiouɸoo s k ii"}, // Greek to its TS #39 prototypes
		{"a\xffb", "a\uFFFDb"},
		{"碇　シンジ 碇\nシ ンジ です", "碇シンジ碇シンジです"},
		{"ＡＢ　Ｃ x　碇 y 시 민", "ab c x 碇 y 시 민"},
	}
	for _, tt := range tests {
		if got := foldString(tt.in, true); got != tt.want {
			t.Errorf("fold(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if got := foldString("ＡｂＣ", false); got != "AbC" {
		t.Errorf("fold without case = %q, want %q", got, "AbC")
	}
}

// TestFoldOffsets checks the map back to the original: every folded rune
// comes from whole runes of the original, and folding those alone gives it.
func TestFoldOffsets(t *testing.T) {
	for _, text := range []string{
		"plain ascii needs no map",
		"ＳａｂｌｅとSable",
		"ｼﾝｼﾞ と シンシ\u3099 と ſ\u212A",
		"bad\xff\xfe bytes",
		"日本語だけ",
		"碇　シンジ と 碇 \n\t シ ンジ、ＡＢ　Ｃ ｼ ﾝ ｼ\u3000ﾞ",
		"\u1100\u1175\u11B7 ㄱㅏ ﬁne Sa\u200Bble Ѕаblé",
	} {
		checkFoldOffsets(t, text)
	}
}

func checkFoldOffsets(t *testing.T, text string) {
	t.Helper()
	f := fold(text, true)
	if !utf8.ValidString(f.s) {
		t.Fatalf("fold(%q) is not valid UTF-8: %q", text, f.s)
	}
	if f.origStart(len(f.s)) != len(text) {
		t.Fatalf("fold(%q): end maps to %d, want %d", text, f.origStart(len(f.s)), len(text))
	}
	for i := 0; i < len(f.s); {
		_, size := utf8.DecodeRuneInString(f.s[i:])
		from, to := f.origStart(i), f.origEnd(i+size)
		if from >= to {
			t.Fatalf("fold(%q): folded rune at %d maps to [%d,%d)", text, i, from, to)
		}
		// A rune that folds to several (ﬁ to fi) maps each back to itself.
		if got := foldString(text[from:to], true); got != f.s[i:i+size] && !(utf8.RuneCountInString(text[from:to]) == 1 && strings.Contains(got, f.s[i:i+size])) {
			t.Fatalf("fold(%q): original %q folds to %q alone, %q in context", text, text[from:to], got, f.s[i:i+size])
		}
		i += size
	}
}

// TestFoldTable checks the generated table: sorted, every rune listed once,
// in the BMP bitmap exactly when listed, and idempotent (what a rune folds
// to folds to itself), so a name folded once compares with text folded once.
func TestFoldTable(t *testing.T) {
	if len(foldOff) != len(foldKeys)+1 || int(foldOff[len(foldOff)-1]) != len(foldTo) {
		t.Fatalf("table shape: %d keys, %d offsets, %d bytes", len(foldKeys), len(foldOff), len(foldTo))
	}
	listed := map[rune]bool{}
	for i, r := range foldKeys {
		if i > 0 && foldKeys[i-1] >= r {
			t.Fatalf("keys not sorted at %U", r)
		}
		listed[r] = true
		to := foldTo[foldOff[i]:foldOff[i+1]]
		if got := foldString(to, true); got != to && !strings.ContainsAny(to, " ") {
			t.Errorf("%U folds to %q, which folds on to %q", r, to, got)
		}
	}
	for r := rune(0); r < 0x10000; r++ {
		if bit := foldBMP[r>>6]&(1<<(uint(r)&63)) != 0; bit != listed[r] {
			t.Fatalf("bitmap says %v for %U, keys say %v", bit, r, listed[r])
		}
	}
	for _, tt := range []struct{ in, want string }{
		{"\u200B\u2060\uFEFF\u00AD\u180E\U000E0041", ""},
		{"Ѕаblе", "sable"},
		{"ΚΑΤΕ", "kate"},
		{"José", "jose"},
		{"ﬁ", "fi"},
		{"工力", "エカ"},
		{"\u2800", " "},
	} {
		if got := foldString(tt.in, true); got != tt.want {
			t.Errorf("fold(%+q) = %+q, want %+q", tt.in, got, tt.want)
		}
	}
}

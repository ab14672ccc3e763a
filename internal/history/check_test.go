package history

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/teamctl/teamctl/internal/pattern"
)

// shipped returns the embedded definitions, so the tests pin the rules
// teamctl actually ships.
func shipped(t testing.TB, name string) *pattern.Definition {
	t.Helper()
	dir := t.TempDir()
	c, err := pattern.Load(func(k string) string {
		if k == "HOME" {
			return dir
		}
		return ""
	}, dir)
	if err != nil {
		t.Fatal(err)
	}
	def, err := c.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return def
}

func fixed(work string, chars ...string) Entry {
	if len(chars) == 0 {
		chars = []string{work + " 1", work + " 2", work + " 3", work + " 4"}
	}
	return Entry{Pattern: "fixed-theme", Theme: work, Characters: chars}
}

func genius(members ...Member) Entry {
	e := Entry{Pattern: "mixed-genius", Theme: "mixed-genius", Members: members}
	for _, m := range members {
		e.Characters = append(e.Characters, m.Name)
	}
	return e
}

// filler returns n fixed-theme entries none of the tests' names or works.
func filler(n int) History {
	h := make(History, n)
	for i := range h {
		h[i] = fixed(fmt.Sprintf("Filler %d", i))
	}
	return h
}

// at returns filler history with e placed at 1-based position pos.
func at(pos, total int, e Entry) History {
	h := filler(total)
	h[pos-1] = e
	return h
}

type wantViolation struct {
	Rule  string
	Index int
}

func TestCheckFixedTheme(t *testing.T) {
	def := shipped(t, "fixed-theme")
	bebop := fixed("Cowboy Bebop", "Spike", "Jet", "Faye", "Ed")
	tests := []struct {
		name      string
		history   History
		candidate Entry
		want      []wantViolation
	}{
		{"a new work with four characters", filler(40), fixed("Mushishi", "Ginko", "Tanyuu", "Adashino", "Nui"), nil},
		{"six characters", nil, fixed("Dr. Stone", "Senku", "Chrome", "Kohaku", "Gen", "Suika", "Ukyo"), nil},
		{"the pattern name may be left out", nil, Entry{Theme: "Mushishi", Characters: []string{"a", "b", "c", "d"}}, nil},
		{"three characters", nil, fixed("Mushishi", "Ginko", "Tanyuu", "Adashino"), []wantViolation{{RuleCharacterCount, 0}}},
		{"seven characters", nil, fixed("Mushishi", "a", "b", "c", "d", "e", "f", "g"), []wantViolation{{RuleCharacterCount, 0}}},
		{"no characters", nil, Entry{Theme: "Mushishi"}, []wantViolation{{RuleCharacterCount, 0}}},
		{"no theme", nil, fixed("  ", "a", "b", "c", "d"), []wantViolation{{RuleTheme, 0}}},
		{"the newest entry's work", History{bebop}, fixed("Cowboy Bebop"), []wantViolation{{RuleWorkWindow, 1}}},
		{"the work at entry 40", at(40, 45, bebop), fixed("Cowboy Bebop"), []wantViolation{{RuleWorkWindow, 40}}},
		{"the work at entry 41 is free again", at(41, 45, bebop), fixed("Cowboy Bebop"), nil},
		{"case and spacing do not make a new work", at(3, 10, bebop), fixed(" cowboy \t BEBOP "), []wantViolation{{RuleWorkWindow, 3}}},
		{"full-width letters and an ideographic space do not either", at(2, 10, bebop), fixed("Ｃｏｗｂｏｙ\u3000Ｂｅｂｏｐ"), []wantViolation{{RuleWorkWindow, 2}}},
		{"a similar title is another work", History{bebop}, fixed("Cowboy Bebop: The Movie"), nil},
		{"mixed-genius entries count towards the 40", append(append(History{}, repeatGenius(39)...), bebop), fixed("Cowboy Bebop"), []wantViolation{{RuleWorkWindow, 40}}},
		{"characters may repeat in fixed-theme", History{bebop}, fixed("Trigun", "Spike", "Vash", "Wolfwood", "Meryl"), nil},
		{"the newest clash is named once", History{bebop, bebop}, fixed("Cowboy Bebop"), []wantViolation{{RuleWorkWindow, 1}}},
		{"a duplicate character", nil, fixed("Mushishi", "Ginko", "ginko", "Adashino", "Nui"), []wantViolation{{RuleDuplicate, 0}}},
		{"an empty character name", nil, fixed("Mushishi", "Ginko", " ", "Adashino", "Nui"), []wantViolation{{RuleEmptyName, 0}}},
		{"an entry of another pattern", nil, Entry{Pattern: "mixed-genius", Theme: "Mushishi", Characters: []string{"a", "b", "c", "d"}}, []wantViolation{{RulePattern, 0}}},
		{"several problems at once", History{bebop}, fixed("cowboy bebop", "Spike", "Spike", "Jet"), []wantViolation{{RuleWorkWindow, 1}, {RuleDuplicate, 0}, {RuleCharacterCount, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkCase(t, tt.history, def, tt.candidate, tt.want)
		})
	}
}

func repeatGenius(n int) History {
	h := make(History, n)
	for i := range h {
		h[i] = genius(Member{Name: fmt.Sprintf("Genius %d", i), Work: fmt.Sprintf("Work %d", i)})
	}
	return h
}

func TestCheckMixedGenius(t *testing.T) {
	def := shipped(t, "mixed-genius")
	senku := Member{Name: "Senku", Work: "Dr. Stone", Role: "scientist"}
	l := Member{Name: "L", Work: "Death Note", Role: "detective"}
	light := Member{Name: "Light", Work: "death note", Role: "strategist"}
	withSenku := genius(senku)
	bebop := fixed("Cowboy Bebop", "Spike", "Jet", "Faye", "Ed")
	tests := []struct {
		name      string
		history   History
		candidate Entry
		want      []wantViolation
	}{
		{"one genius", filler(10), genius(senku), nil},
		{"two geniuses from different works", filler(10), genius(senku, l), nil},
		{"theme and pattern filled in", nil, Entry{Characters: []string{"Senku"}}, nil},
		{"the theme in another case", nil, Entry{Theme: " Mixed-Genius ", Characters: []string{"Senku"}}, nil},
		{"a work title as the theme", nil, Entry{Theme: "Dr. Stone", Characters: []string{"Senku"}}, []wantViolation{{RuleTheme, 0}}},
		{"members alone stand in for characters", nil, Entry{Members: []Member{senku, l}}, nil},
		{"three added members", nil, genius(senku, l, Member{Name: "Kurisu", Work: "Steins;Gate"}), []wantViolation{{RuleCharacterCount, 0}}},
		{"no added member", nil, Entry{}, []wantViolation{{RuleCharacterCount, 0}}},
		{"a character of the newest entry", History{withSenku}, genius(senku), []wantViolation{{RuleCharacterWindow, 1}}},
		{"a character of entry 5", at(5, 10, withSenku), genius(senku), []wantViolation{{RuleCharacterWindow, 5}}},
		{"a character of entry 6 is free again", at(6, 10, withSenku), genius(senku), nil},
		{"a character in another case", at(2, 10, withSenku), Entry{Characters: []string{"SENKU"}}, []wantViolation{{RuleCharacterWindow, 2}}},
		{"a character listed only among an entry's members", History{{Pattern: "mixed-genius", Theme: "mixed-genius", Members: []Member{senku}}}, genius(senku), []wantViolation{{RuleCharacterWindow, 1}}},
		{"fixed-theme entries count in the window", History{bebop}, Entry{Characters: []string{"Spike"}}, []wantViolation{{RuleCharacterWindow, 1}}},
		{"every clashing character is named", History{genius(l), withSenku}, genius(senku, l), []wantViolation{{RuleCharacterWindow, 2}, {RuleCharacterWindow, 1}}},
		{"two members from the same work", nil, genius(l, light), []wantViolation{{RuleSameWork, 0}}},
		{"a member without a work", nil, genius(senku, Member{Name: "Kurisu"}), []wantViolation{{RuleSameWork, 0}}},
		{"characters and members disagree", nil, Entry{Characters: []string{"Senku", "Kurisu"}, Members: []Member{senku, l}}, []wantViolation{{RuleMembers, 0}}},
		{"characters and members agree in another order and case", nil, Entry{Characters: []string{"l", "Senku"}, Members: []Member{senku, l}}, nil},
		{"a member without a name", nil, Entry{Characters: []string{"Senku"}, Members: []Member{senku, {Work: "Monster"}}}, []wantViolation{{RuleEmptyName, 0}, {RuleMembers, 0}}},
		{"the same character twice", nil, Entry{Characters: []string{"Senku", "senku"}}, []wantViolation{{RuleDuplicate, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkCase(t, tt.history, def, tt.candidate, tt.want)
		})
	}
}

func checkCase(t *testing.T, h History, def *pattern.Definition, candidate Entry, want []wantViolation) {
	t.Helper()
	vs := Check(h, def, candidate)
	var got []wantViolation
	for _, v := range vs {
		got = append(got, wantViolation{v.Rule, v.Index})
		if v.Index > 0 {
			if v.Clash == nil || cmp.Diff(h[v.Index-1], *v.Clash) != "" {
				t.Errorf("violation %q names entry %d but carries %+v", v.Message, v.Index, v.Clash)
			}
			if !strings.Contains(v.Message, fmt.Sprintf("entry %d (%s)", v.Index, h[v.Index-1].Summary())) {
				t.Errorf("message %q does not describe the clashing entry", v.Message)
			}
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("violations (-want +got):\n%s\nmessages: %v", diff, vs)
	}
}

func TestViolationMessagesNameTheClash(t *testing.T) {
	h := History{
		genius(Member{Name: "L", Work: "Death Note"}),
		fixed("Trigun"),
		fixed("Cowboy Bebop", "Spike", "Jet", "Faye", "Ed"),
	}
	vs := Check(h, shipped(t, "fixed-theme"), fixed("Cowboy Bebop"))
	want := `work "Cowboy Bebop" was used by entry 3 (fixed-theme "Cowboy Bebop" with Spike, Jet, Faye, Ed); fixed-theme allows no repeat within the newest 40 entries`
	if len(vs) != 1 || vs[0].Message != want {
		t.Errorf("got %v\nwant %s", vs, want)
	}
	vs = Check(h, shipped(t, "mixed-genius"), Entry{Members: []Member{{Name: "Light", Work: "Death Note"}, {Name: "Misa", Work: "DEATH NOTE"}}})
	want = `members "Light" and "Misa" are both from "DEATH NOTE"; mixed-genius takes each member from a different work`
	if len(vs) != 1 || vs[0].Message != want {
		t.Errorf("got %v\nwant %s", vs, want)
	}
}

func TestPrepare(t *testing.T) {
	got := Prepare(shipped(t, "mixed-genius"), Entry{Theme: "MIXED-GENIUS", Members: []Member{{Name: " L ", Work: " Death Note ", Role: "detective"}}})
	want := Entry{Pattern: "mixed-genius", Theme: "mixed-genius", Characters: []string{"L"}, Members: []Member{{Name: "L", Work: "Death Note", Role: "detective"}}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Prepare (-want +got):\n%s", diff)
	}
	got = Prepare(shipped(t, "fixed-theme"), Entry{Theme: " Mushishi ", Characters: []string{" Ginko"}})
	if got.Theme != "Mushishi" || got.Pattern != "fixed-theme" || got.Characters[0] != "Ginko" {
		t.Errorf("Prepare = %+v", got)
	}
}

func TestSame(t *testing.T) {
	tests := []struct {
		a, b string
		same bool
	}{
		{"Cowboy Bebop", "cowboy bebop", true},
		{"Cowboy  Bebop", " Cowboy\u00a0Bebop\n", true},
		{"ＳＰＹ×ＦＡＭＩＬＹ", "spy×family", true},
		{"鋼の錬金術師", "鋼の錬金術師", true},
		{"鋼の錬金術師", "鋼の錬金術師 FA", false},
		{"Cowboy Bebop", "CowboyBebop", false},
		{"Straße", "STRASSE", false}, // simple folding only, as strings.EqualFold
		{"K", "\u212a", true},        // Kelvin sign folds to K
		// One folding with the guards (package names).
		{"D’Artagnan", "D'Artagnan", true},
		{"ｼﾝｼﾞ", "シンジ", true},
		{"Zoë", "Zoe", true},
		{"Sa\u200bble", "Sable", true},
		{"Ѕаblе", "Sable", true},
		{"ルルーシュ・ランペルージ", "ルルーシュ ランペルージ", true},
		{"シンジ", "シンシ", false},
	}
	for _, tt := range tests {
		if got := Same(tt.a, tt.b); got != tt.same {
			t.Errorf("Same(%q, %q) = %v", tt.a, tt.b, got)
		}
	}
}

// Members named without their works pass Check (it cannot tell), but the
// same-work rule is reported as not checked instead of skipped in silence.
func TestUncheckedSameWorkWithoutWorks(t *testing.T) {
	mg, ft := shipped(t, "mixed-genius"), shipped(t, "fixed-theme")
	tests := []struct {
		name      string
		def       *pattern.Definition
		candidate Entry
		unchecked bool
	}{
		{"two characters, no works", mg, Entry{Pattern: "mixed-genius", Characters: []string{"Senku", "L"}}, true},
		{"two members with works", mg, genius(Member{Name: "Senku", Work: "Dr. Stone"}, Member{Name: "L", Work: "Death Note"}), false},
		{"one character alone", mg, Entry{Pattern: "mixed-genius", Characters: []string{"Senku"}}, false},
		{"fixed-theme has no same-work rule", ft, fixed("Trigun"), false},
	}
	for _, tt := range tests {
		vs := Unchecked(tt.def, tt.candidate)
		if got := len(vs) > 0; got != tt.unchecked {
			t.Errorf("%s: Unchecked = %v, want unchecked %v", tt.name, vs, tt.unchecked)
			continue
		}
		if tt.unchecked && (vs[0].Rule != RuleSameWork || !strings.Contains(vs[0].Message, "the same-work rule was not checked") || !strings.Contains(vs[0].Message, "Senku, L")) {
			t.Errorf("%s: %+v", tt.name, vs[0])
		}
	}
}

package history

import (
	"fmt"
	"strings"

	"github.com/teamctl/teamctl/internal/names"
	"github.com/teamctl/teamctl/internal/pattern"
)

// Rule names, stable for scripts reading `history check --json`.
const (
	RulePattern         = "pattern"
	RuleTheme           = "theme"
	RuleWorkWindow      = "work-window"
	RuleCharacterCount  = "character-count"
	RuleCharacterWindow = "character-window"
	RuleSameWork        = "same-work"
	RuleDuplicate       = "duplicate-character"
	RuleEmptyName       = "empty-name"
	RuleMembers         = "members"
)

// Violation is one rule a candidate entry breaks. For a clash with the
// history, Index is the clashing entry's position (newest = 1, the number
// `history show` takes) and Clash the entry itself.
type Violation struct {
	Rule    string `json:"rule"`
	Message string `json:"message"`
	Index   int    `json:"index,omitempty"`
	Clash   *Entry `json:"clash,omitempty"`
}

func (v Violation) String() string { return v.Message }

// Prepare fills in what the caller may leave out: the pattern name, a fixed
// theme (mixed-genius) and the characters when only members were given.
// Names are trimmed. Check and Add both start from it.
func Prepare(def *pattern.Definition, c Entry) Entry {
	c.Pattern = strings.TrimSpace(c.Pattern)
	if c.Pattern == "" {
		c.Pattern = def.Name
	}
	c.Theme = strings.TrimSpace(c.Theme)
	if def.History.Theme == "fixed" && (c.Theme == "" || normKey(c.Theme) == normKey(def.History.FixedTheme)) {
		c.Theme = def.History.FixedTheme
	}
	if len(c.Characters) > 0 {
		c.Characters = trimAll(c.Characters)
	}
	if len(c.Members) > 0 {
		members := make([]Member, len(c.Members))
		for i, m := range c.Members {
			m.Name, m.Work, m.Role = strings.TrimSpace(m.Name), strings.TrimSpace(m.Work), strings.TrimSpace(m.Role)
			members[i] = m
		}
		c.Members = members
	}
	if len(c.Characters) == 0 && len(c.Members) > 0 {
		c.Characters = make([]string, len(c.Members))
		for i, m := range c.Members {
			c.Characters[i] = m.Name
		}
	}
	return c
}

// Check validates candidate against def's history rules and the history h
// (newest first). It returns every violation, none when the entry may be
// recorded.
func Check(h History, def *pattern.Definition, candidate Entry) []Violation {
	c := Prepare(def, candidate)
	rules := def.History
	var vs []Violation
	add := func(rule, format string, args ...any) {
		vs = append(vs, Violation{Rule: rule, Message: fmt.Sprintf(format, args...)})
	}
	clash := func(rule string, index int, format string, args ...any) {
		e := h[index]
		msg := fmt.Sprintf(format, args...)
		msg += fmt.Sprintf(" was used by entry %d (%s)", index+1, e.Summary())
		vs = append(vs, Violation{Rule: rule, Message: msg, Index: index + 1, Clash: &e})
	}

	if normKey(c.Pattern) != normKey(def.Name) {
		add(RulePattern, "the entry is for pattern %q but is checked against %q", c.Pattern, def.Name)
	}

	switch rules.Theme {
	case "work":
		key := normKey(c.Theme)
		if key == "" {
			add(RuleTheme, "%s needs the work title as the theme", def.Name)
			break
		}
		for i, e := range newest(h, rules.WorkWindow) {
			if normKey(e.Theme) == key {
				clash(RuleWorkWindow, i, "work %q", c.Theme)
				vs[len(vs)-1].Message += fmt.Sprintf("; %s allows no repeat within the newest %d entries", def.Name, rules.WorkWindow)
				break
			}
		}
	case "fixed":
		if c.Theme != rules.FixedTheme {
			add(RuleTheme, "the theme of a %s entry is always %q, got %q", def.Name, rules.FixedTheme, c.Theme)
		}
	}

	seen := map[string]bool{}
	var names []string
	for i, name := range c.Characters {
		key := normKey(name)
		switch {
		case key == "":
			add(RuleEmptyName, "character %d has no name", i+1)
		case seen[key]:
			add(RuleDuplicate, "character %q is listed twice", name)
		default:
			seen[key] = true
			names = append(names, name)
		}
	}
	// Characters derived from the members were checked above; given both,
	// the members are checked too and must name the same people.
	if len(candidate.Characters) > 0 && len(c.Members) > 0 {
		for i, m := range c.Members {
			if normKey(m.Name) == "" {
				add(RuleEmptyName, "member %d has no name", i+1)
			}
		}
	}
	if len(candidate.Characters) > 0 && len(c.Members) > 0 && !sameNames(c.Characters, c.Members) {
		add(RuleMembers, "characters (%s) and members (%s) name different people",
			strings.Join(c.Characters, ", "), strings.Join(memberNames(c.Members), ", "))
	}

	count := len(c.Characters)
	if count < rules.Characters.Min || (rules.Characters.Max > 0 && count > rules.Characters.Max) {
		add(RuleCharacterCount, "%s records %s, got %d", def.Name, countRange(rules.Characters), count)
	}

	if rules.CharacterWindow > 0 {
		window := newest(h, rules.CharacterWindow)
		for _, name := range names {
			key := normKey(name)
			for i, e := range window {
				if containsKey(e.Names(), key) {
					clash(RuleCharacterWindow, i, "character %q", name)
					vs[len(vs)-1].Message += fmt.Sprintf("; %s allows no repeat within the newest %d entries", def.Name, rules.CharacterWindow)
					break
				}
			}
		}
	}

	if rules.DistinctWorks {
		byWork := map[string]string{}
		for _, m := range c.Members {
			key := normKey(m.Work)
			if key == "" {
				add(RuleSameWork, "member %q has no work, so %s cannot tell that every member comes from a different work", m.Name, def.Name)
				continue
			}
			if other, ok := byWork[key]; ok {
				add(RuleSameWork, "members %q and %q are both from %q; %s takes each member from a different work", other, m.Name, m.Work, def.Name)
				continue
			}
			byWork[key] = m.Name
		}
	}
	return vs
}

// Unchecked lists the rules of def that Check could not apply to candidate
// because it gives too little: they do not refuse the entry, but a caller
// says so, so a rule is never skipped in silence. Today that is the
// same-work rule of a pattern with distinct_works when two or more
// members come without their works (characters only; one member alone
// cannot share a work with another).
func Unchecked(def *pattern.Definition, candidate Entry) []Violation {
	c := Prepare(def, candidate)
	if !def.History.DistinctWorks || len(c.Members) > 0 || len(c.Characters) < 2 {
		return nil
	}
	return []Violation{{
		Rule: RuleSameWork,
		Message: fmt.Sprintf("the same-work rule was not checked: %s takes each member from a different work, and the members (%s) were given without their works",
			def.Name, strings.Join(c.Characters, ", ")),
	}}
}

func newest(h History, n int) History {
	if n < len(h) {
		return h[:n]
	}
	return h
}

func countRange(r pattern.Range) string {
	switch {
	case r.Max == 0:
		return fmt.Sprintf("at least %d characters", r.Min)
	case r.Min == r.Max:
		return fmt.Sprintf("exactly %d characters", r.Min)
	}
	return fmt.Sprintf("%d to %d characters", r.Min, r.Max)
}

func sameNames(chars []string, members []Member) bool {
	a, b := map[string]bool{}, map[string]bool{}
	for _, c := range chars {
		a[normKey(c)] = true
	}
	for _, m := range members {
		b[normKey(m.Name)] = true
	}
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

func memberNames(members []Member) []string {
	names := make([]string, len(members))
	for i, m := range members {
		names[i] = m.Name
	}
	return names
}

func containsKey(names []string, key string) bool {
	for _, n := range names {
		if normKey(n) == key {
			return true
		}
	}
	return false
}

func trimAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strings.TrimSpace(s)
	}
	return out
}

// Same reports whether two names or work titles count as the same for the
// history rules: compared the way the hooks find names (package names:
// case, width, NFKC, accents, invisible characters, lookalikes from other
// scripts, whitespace and middle dots), so the history and the guards never
// disagree about whether two spellings are one name.
func Same(a, b string) bool { return normKey(a) == normKey(b) }

// normKey is the comparison form of a name or work title (see Same).
func normKey(s string) string { return names.Key(s) }

package team

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/history"
	"github.com/teamctl/teamctl/internal/names"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// Cast is the running team's characters: the names that must stay out of
// artifacts (artifact-guard) and that are not SendMessage addresses
// (message-guard); team-events restates them after a compaction. It lives
// beside the team, not in artifact-guard, so the hooks that never read Bash
// do not link the shell parser and the staged-diff scanner.
type Cast struct {
	// Names are the characters, leader included for fixed-theme.
	Names []string
	// Theme is the work title of a fixed-theme team ("mixed-genius" for the
	// other pattern, which is not a title).
	Theme   string
	Pattern string
	// Members maps a member name (the SendMessage address) to its
	// character, when teamctl recorded it.
	Members map[string]string
	// Aliases are other spellings recorded for characters, keyed by the
	// character (history add --alias).
	Aliases map[string][]string
	// Source says where the cast came from, for reasons and notes.
	Source string
}

// LoadCast finds the characters of team: the history entry teamctl linked
// to the team in its record, else the theme history's entry for the team
// among the newest def's cap of entries (the newest linked to it, else the
// newest linked to no team: the guide adds the entry just before spawning).
// Only those entries' team links are read, so a hook costs the same with a
// 100,000-entry history as with 40. It returns nil when no names are known.
// Problems reading either file are notes, never errors: a hook that cannot
// tell the names stays open.
func LoadCast(getenv paths.Getenv, t *claudefs.Team, def *pattern.Definition) (*Cast, []string) {
	if t == nil {
		return nil, nil
	}
	team := t.Name
	var notes []string
	rec, err := teamstate.Load(paths.StateDir(getenv), teamstate.KeyOf(t))
	switch {
	case err != nil:
		notes = append(notes, "cannot read teamctl's record of "+team+": "+err.Error())
	case rec.Characters != nil && len(rec.Characters.Names) > 0:
		ch := rec.Characters
		return &Cast{Names: ch.Names, Theme: ch.Theme, Pattern: ch.Pattern, Members: ch.Members, Aliases: ch.Aliases,
			Source: "teamctl's record of team " + team}, notes
	}
	window := history.DefaultCap
	if def != nil && def.History.Cap > 0 {
		window = def.History.Cap
	}
	path := paths.HistoryFile(getenv)
	e, index, ok, err := history.FindForTeam(path, team, window)
	var corrupt *history.CorruptError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, notes
	case errors.As(err, &corrupt):
		return nil, append(notes, err.Error()+"; no character names known (repair it: teamctl history repair)")
	case err != nil:
		return nil, append(notes, "cannot read the theme history: "+err.Error()+"; no character names known")
	case !ok || len(e.Names()) == 0:
		return nil, notes
	}
	return &Cast{Names: e.Names(), Theme: e.Theme, Pattern: e.Pattern, Aliases: e.Aliases,
		Source: fmt.Sprintf("theme history entry %d (%s)", index, path)}, notes
}

// Character returns the character a name stands for: the whole character
// name, or one word of a multi-word name ("Spike" for "Spike Spiegel"),
// compared the way the history compares names. Words of one or two letters
// do not count on their own.
func (c *Cast) Character(s string) (string, bool) {
	if c == nil || strings.TrimSpace(s) == "" {
		return "", false
	}
	for _, n := range c.Names {
		if history.Same(s, n) {
			return n, true
		}
	}
	for n, aliases := range c.Aliases {
		for _, a := range aliases {
			if history.Same(s, a) {
				return c.name(n), true
			}
		}
	}
	for _, n := range c.Names {
		words := strings.Fields(n)
		if len(words) < 2 {
			continue
		}
		for _, w := range words {
			if len([]rune(w)) >= 3 && history.Same(s, w) {
				return n, true
			}
		}
		if history.Same(s, strings.Join(words, "-")) || history.Same(s, strings.Join(words, "_")) {
			return n, true
		}
	}
	// The aliases artifact-guard derives (シンジ of 碇シンジ, its reading しんじ).
	for _, n := range c.Names {
		for _, d := range names.Derive(n) {
			if history.Same(s, d.Text) {
				return n, true
			}
		}
	}
	return "", false
}

// name returns the cast's spelling of a character named n.
func (c *Cast) name(n string) string {
	for _, x := range c.Names {
		if history.Same(x, n) {
			return x
		}
	}
	return n
}

// Terms are what artifact-guard looks for: every character, each alias
// recorded for it, and the aliases names.Derive finds safe to look for on
// their own (a family or given name alone, the kana reading), each standing
// for its character.
func (c *Cast) Terms() []names.Term {
	if c == nil {
		return nil
	}
	var terms []names.Term
	for _, n := range c.Names {
		terms = append(terms, names.Term{Text: n})
	}
	for _, n := range c.Names {
		for k, aliases := range c.Aliases {
			if !history.Same(k, n) {
				continue
			}
			for _, a := range aliases {
				terms = append(terms, names.Term{Text: a, Name: n})
				for _, d := range names.Derive(a) {
					terms = append(terms, names.Term{Text: d.Text, Name: n, Derived: d.Derived})
				}
			}
		}
	}
	for _, n := range c.Names {
		terms = append(terms, names.Derive(n)...)
	}
	return terms
}

// MemberFor returns the member name that plays character in team: from
// teamctl's record first, else the member whose name is the character's
// name or one of its words. ok is false when no current member plays it.
func (c *Cast) MemberFor(character string, t *claudefs.Team) (string, bool) {
	if c == nil || t == nil {
		return "", false
	}
	for member, ch := range c.Members {
		if history.Same(ch, character) {
			if _, ok := t.Member(member); ok {
				return member, true
			}
		}
	}
	for _, m := range t.Teammates() {
		if played, ok := c.Character(m.Name); ok && history.Same(played, character) {
			return m.Name, true
		}
	}
	return "", false
}

// TitleIsWork reports whether the cast's theme is a work title that must
// stay out of artifacts, rather than a pattern's fixed theme.
func (c *Cast) TitleIsWork(fixedTheme string) bool {
	if c == nil || strings.TrimSpace(c.Theme) == "" {
		return false
	}
	if fixedTheme != "" && history.Same(c.Theme, fixedTheme) {
		return false
	}
	return !history.Same(c.Theme, "mixed-genius")
}

// Named reports the character w names in full: a character's name or an
// alias recorded for it.
func (c *Cast) Named(w string) (string, bool) {
	if c == nil {
		return "", false
	}
	for _, n := range c.Names {
		if history.Same(w, n) {
			return n, true
		}
	}
	for n, aliases := range c.Aliases {
		for _, a := range aliases {
			if history.Same(w, a) {
				return c.name(n), true
			}
		}
	}
	return "", false
}

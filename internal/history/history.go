// Package history owns the theme history (team-theme-history.json): reading
// every format the guide used over time, validating a new entry against a
// pattern's rules, and changing the file only under a lock and atomically.
// A corrupt file is reported with its position and never overwritten except
// by Repair, which keeps a backup first.
package history

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// History is a list of entries, newest first, whatever the file's order.
type History []Entry

// Entry is one team's record. Keys teamctl does not know are kept in Extra
// and written back, so a rewrite never drops what another tool stored.
type Entry struct {
	Pattern    string   `json:"pattern,omitempty"`
	Theme      string   `json:"theme"`
	Characters []string `json:"characters"`
	Members    []Member `json:"members,omitempty"`
	// Datetime is carried by the oldest format; kept when present.
	Datetime string `json:"datetime,omitempty"`
	// Team links the entry to the team it was recorded for, so hooks can
	// find the running team's characters.
	Team string `json:"team,omitempty"`
	// Aliases are other spellings of characters (スパイク for Spike
	// Spiegel), keyed by the character, that the guards look for too.
	Aliases map[string][]string        `json:"aliases,omitempty"`
	Extra   map[string]json.RawMessage `json:"-"`
}

// Member is one mixed-genius member: who, from which work, in which role.
type Member struct {
	Name  string                     `json:"name"`
	Work  string                     `json:"work"`
	Role  string                     `json:"role"`
	Extra map[string]json.RawMessage `json:"-"`
}

// Names returns the entry's characters together with its members' names,
// each once, in that order: an older entry may list a member only in one.
func (e Entry) Names() []string {
	seen := map[string]bool{}
	var names []string
	add := func(n string) {
		k := normKey(n)
		if k == "" || seen[k] {
			return
		}
		seen[k] = true
		names = append(names, n)
	}
	for _, c := range e.Characters {
		add(c)
	}
	for _, m := range e.Members {
		add(m.Name)
	}
	return names
}

// AliasesOf returns the aliases recorded for a character of the entry.
func (e Entry) AliasesOf(character string) []string {
	var out []string
	for name, aliases := range e.Aliases {
		if Same(name, character) {
			out = append(out, aliases...)
		}
	}
	return out
}

// Summary describes the entry in one line for messages:
// `fixed-theme "Cowboy Bebop" with Spike, Jet, Faye, Ed`.
func (e Entry) Summary() string {
	pattern := e.Pattern
	if pattern == "" {
		pattern = "(no pattern)"
	}
	s := fmt.Sprintf("%s %q", pattern, e.Theme)
	if names := e.Names(); len(names) > 0 {
		s += " with " + strings.Join(names, ", ")
	}
	return s
}

// MarshalJSON writes the known keys in the guide's order, then the kept
// unknown keys sorted by name.
func (e Entry) MarshalJSON() ([]byte, error) {
	var w objectWriter
	if e.Pattern != "" {
		w.field("pattern", e.Pattern)
	}
	w.field("theme", e.Theme)
	chars := e.Characters
	if chars == nil {
		chars = []string{}
	}
	w.field("characters", chars)
	if len(e.Members) > 0 {
		w.field("members", e.Members)
	}
	if e.Datetime != "" {
		w.field("datetime", e.Datetime)
	}
	if e.Team != "" {
		w.field("team", e.Team)
	}
	if len(e.Aliases) > 0 {
		w.field("aliases", e.Aliases)
	}
	w.extra(e.Extra)
	return w.close()
}

// MarshalJSON writes name, work, role, then the kept unknown keys.
func (m Member) MarshalJSON() ([]byte, error) {
	var w objectWriter
	w.field("name", m.Name)
	w.field("work", m.Work)
	w.field("role", m.Role)
	w.extra(m.Extra)
	return w.close()
}

// UnmarshalJSON decodes an entry, keeping unknown keys; a known key of the
// wrong type is an error naming the key.
func (e *Entry) UnmarshalJSON(data []byte) error {
	entry, ferr := decodeEntry(data)
	if ferr != nil {
		return ferr
	}
	*e = entry
	return nil
}

// objectWriter builds one JSON object with keys in the order written.
// HTML escaping is off so names like "Q&A" stay readable in the file.
type objectWriter struct {
	buf bytes.Buffer
	err error
}

func (w *objectWriter) field(key string, v any) {
	if w.err != nil {
		return
	}
	if w.buf.Len() == 0 {
		w.buf.WriteByte('{')
	} else {
		w.buf.WriteByte(',')
	}
	w.value(key)
	w.buf.WriteByte(':')
	w.value(v)
}

func (w *objectWriter) value(v any) {
	if raw, ok := v.(json.RawMessage); ok {
		w.buf.Write(raw)
		return
	}
	enc := json.NewEncoder(&w.buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		w.err = err
		return
	}
	w.buf.Truncate(w.buf.Len() - 1) // Encode's newline
}

func (w *objectWriter) extra(extra map[string]json.RawMessage) {
	keys := make([]string, 0, len(extra))
	for k := range extra {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		w.field(k, extra[k])
	}
}

func (w *objectWriter) close() ([]byte, error) {
	if w.err != nil {
		return nil, w.err
	}
	if w.buf.Len() == 0 {
		w.buf.WriteByte('{')
	}
	w.buf.WriteByte('}')
	return w.buf.Bytes(), nil
}

// ParseMember reads the `--member name:work:role` form. The name ends at the
// first colon and the role starts after the last, so a work title may hold
// colons ("Subaru:Re:Zero:wildcard"); the role may be empty ("L:Death Note:").
func ParseMember(s string) (Member, error) {
	name, rest, ok := strings.Cut(s, ":")
	i := strings.LastIndex(rest, ":")
	if !ok || i < 0 {
		return Member{}, fmt.Errorf("member %q: want name:work:role", s)
	}
	m := Member{Name: strings.TrimSpace(name), Work: strings.TrimSpace(rest[:i]), Role: strings.TrimSpace(rest[i+1:])}
	if m.Name == "" || m.Work == "" {
		return Member{}, fmt.Errorf("member %q: want name:work:role with a name and a work", s)
	}
	return m, nil
}

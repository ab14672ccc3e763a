package history

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/store"
)

// DefaultListLimit is how many entries `history list` shows unless told.
const DefaultListLimit = 20

// Numbered is an entry with its position in the whole history (newest = 1),
// so a filtered listing still shows the number `history show` takes.
type Numbered struct {
	Index int   `json:"index"`
	Entry Entry `json:"entry"`
}

// Newest returns the first n entries, newest first.
func (h History) Newest(n int) History {
	if n >= 0 && n < len(h) {
		return h[:n]
	}
	return h
}

// WithPattern returns the entries recorded for the named pattern.
func (h History) WithPattern(name string) History {
	var out History
	for _, e := range h {
		if e.Pattern == name {
			out = append(out, e)
		}
	}
	return out
}

// Query selects entries for List.
type Query struct {
	// Limit is how many entries to return: 0 means DefaultListLimit, a
	// negative number all of them.
	Limit int
	// Pattern keeps only that pattern's entries when set.
	Pattern string
}

// List reads the newest entries of the history at path that match q.
func List(path string, q Query) ([]Numbered, Format, error) {
	data, err := store.ReadKind(path, safefile.History)
	if err != nil {
		return nil, FormatArray, err
	}
	var keep func(Entry) bool
	if q.Pattern != "" {
		keep = func(e Entry) bool { return e.Pattern == q.Pattern }
	}
	limit := q.Limit
	if limit == 0 {
		limit = DefaultListLimit
	}
	items, format, err := Newest(data, limit, keep)
	return items, format, withPath(err, path)
}

// Newest returns up to n entries (all when n < 0) that keep accepts (nil
// accepts all), newest first. It decodes only the entries it needs, from the
// front of an array and from the tail of JSONL, but checks the syntax of the
// whole input, so a torn file is still a *CorruptError. Field types are
// checked only in the entries decoded. The syntax check is gjson's, a few
// times faster than encoding/json's scanner; FuzzParse holds the two to the
// same verdict (they differ only past encoding/json's 10,000 nesting levels).
func Newest(data []byte, n int, keep func(Entry) bool) ([]Numbered, Format, error) {
	if n < 0 {
		return newestOfAll(data, keep)
	}
	items := []Numbered{}
	index := 0
	visit := func(e Entry) bool {
		index++
		if keep == nil || keep(e) {
			items = append(items, Numbered{Index: index, Entry: e})
		}
		return len(items) < n
	}
	if n == 0 {
		visit = func(Entry) bool { return false }
	}
	start := bomLen(data)
	i := skipSpace(data, start)
	scratch := &parsed{}
	var format Format
	healthy := true
	switch {
	case i == len(data):
		return items, FormatArray, nil
	case data[i] == '[':
		format = FormatArray
		walkArrayDocument(data, i, visit, scratch)
		healthy = scratch.corrupt == nil && gjson.ValidBytes(data[i:])
	case data[i] == '{' && looksLikeObject(data, i):
		format = FormatObject
		walkObjectDocument(data, i, visit, scratch)
		healthy = scratch.corrupt == nil && gjson.ValidBytes(data[i:])
	default:
		format = FormatJSONL
		healthy = newestLines(data, start, n, visit)
	}
	if !healthy {
		_, format, err := Parse(data)
		if err != nil {
			return nil, format, err
		}
	}
	return items, format, nil
}

// newestLines visits JSONL entries from the last line backwards until visit
// is satisfied, then checks that every earlier line is at least a JSON
// object. It reports false when a line is damaged.
func newestLines(data []byte, start, n int, visit func(Entry) bool) bool {
	end := len(data)
	more := n > 0
	for end > start {
		lineStart := start + bytes.LastIndexByte(data[start:end], '\n') + 1
		line := bytes.TrimSpace(data[lineStart:end])
		end = max(lineStart-1, start)
		if len(line) == 0 {
			continue
		}
		if line[0] != '{' || !gjson.ValidBytes(line) {
			return false
		}
		if !more {
			continue
		}
		e, ferr := decodeEntry(line)
		if ferr != nil {
			return false
		}
		more = visit(e)
	}
	return true
}

func newestOfAll(data []byte, keep func(Entry) bool) ([]Numbered, Format, error) {
	h, format, err := Parse(data)
	if err != nil {
		return nil, format, err
	}
	items := []Numbered{}
	for i, e := range h {
		if keep == nil || keep(e) {
			items = append(items, Numbered{Index: i + 1, Entry: e})
		}
	}
	return items, format, nil
}

// Count is how often a work, character or pattern occurs.
type Count struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// Statistics summarises a history for `history stats`.
type Statistics struct {
	Entries    int     `json:"entries"`
	Patterns   []Count `json:"patterns"`
	Works      []Count `json:"works"`
	Characters []Count `json:"characters"`
}

// Stats counts the works, characters and patterns in h, most used first.
// An entry's works are its members' works, else its theme unless the theme
// is just the pattern's name (mixed-genius records "mixed-genius"). Names
// that differ only in case or spacing count as one, shown as first written
// in the newest entry.
func Stats(h History) Statistics {
	patterns, works, chars := newTally(), newTally(), newTally()
	for _, e := range h {
		name := e.Pattern
		if name == "" {
			name = "(none)"
		}
		patterns.add(name)
		var entryWorks []string
		for _, m := range e.Members {
			if normKey(m.Work) != "" {
				entryWorks = append(entryWorks, m.Work)
			}
		}
		if len(entryWorks) == 0 && normKey(e.Theme) != "" && !Same(e.Theme, e.Pattern) {
			entryWorks = append(entryWorks, e.Theme)
		}
		works.addOnce(entryWorks)
		chars.addOnce(e.Names())
	}
	return Statistics{Entries: len(h), Patterns: patterns.sorted(), Works: works.sorted(), Characters: chars.sorted()}
}

type tally struct {
	counts  map[string]*Count
	ordered []*Count
}

func newTally() *tally { return &tally{counts: map[string]*Count{}} }

func (t *tally) add(name string) {
	key := normKey(name)
	c, ok := t.counts[key]
	if !ok {
		c = &Count{Name: strings.TrimSpace(name)}
		t.counts[key] = c
		t.ordered = append(t.ordered, c)
	}
	c.Count++
}

// addOnce counts each name once per entry.
func (t *tally) addOnce(names []string) {
	seen := map[string]bool{}
	for _, n := range names {
		if k := normKey(n); !seen[k] {
			seen[k] = true
			t.add(n)
		}
	}
}

func (t *tally) sorted() []Count {
	out := make([]Count, len(t.ordered))
	for i, c := range t.ordered {
		out[i] = *c
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return normKey(out[i].Name) < normKey(out[j].Name)
	})
	return out
}

// At returns entry n, counting from 1 at the newest, as `history show N`
// numbers them.
func (h History) At(n int) (Entry, error) {
	if n < 1 || n > len(h) {
		return Entry{}, fmt.Errorf("no entry %d: the history has %d %s", n, len(h), plural(len(h), "entry", "entries"))
	}
	return h[n-1], nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

package history

import (
	"bytes"

	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/store"
	"github.com/tidwall/gjson"
)

// CheckWindow is how many of the newest entries Check looks at under def.
func CheckWindow(def *pattern.Definition) int {
	return max(def.History.WorkWindow, def.History.CharacterWindow, 0)
}

// LoadNewest is Load through ParseNewest: the newest n entries of the
// history at path (all when n < 0) and how many it holds.
func LoadNewest(path string, n int) (newest History, total int, format Format, err error) {
	data, err := store.ReadKind(path, safefile.History)
	if err != nil {
		return nil, 0, FormatArray, err
	}
	h, total, format, err := ParseNewest(data, n)
	return h, total, format, withPath(err, path)
}

// ParseNewest is Parse for callers that need only the newest n entries
// (all of them when n < 0) and how many there are: history check, add
// (which keeps a pattern's cap) and doctor. The whole file is still
// checked, with gjson's validator and a type check of each entry's known
// keys, but only the newest n entries are decoded, which keeps a
// 100,000-entry history to a few tens of milliseconds. Anything the quick
// pass does not accept is handed to Parse, so a damaged file gets exactly
// Parse's error and a file Parse accepts gets Parse's entries.
func ParseNewest(data []byte, n int) (newest History, total int, format Format, err error) {
	if h, total, format, ok := parseNewestQuick(data, n); ok {
		return h, total, format, nil
	}
	h, format, err := Parse(data)
	if err != nil {
		return nil, 0, format, err
	}
	total = len(h)
	if n >= 0 && n < len(h) {
		h = h[:n]
	}
	return h, total, format, nil
}

// parseNewestQuick is ParseNewest for a well-formed file; ok is false for
// anything else.
func parseNewestQuick(data []byte, n int) (History, int, Format, bool) {
	start := bomLen(data)
	i := skipSpace(data, start)
	switch {
	case i == len(data):
		return History{}, 0, FormatArray, true
	case data[i] == '[':
		valid := validating(data[i:])
		h, total, ok := newestOfArray(gjson.ParseBytes(data[i:]), n)
		return h, total, FormatArray, <-valid && ok
	case data[i] == '{' && looksLikeObject(data, i):
		valid := validating(data[i:])
		h, total, ok := newestOfObject(data[i:], n)
		return h, total, FormatObject, <-valid && ok
	}
	return newestOfLines(data, start, n)
}

// validating checks doc's JSON syntax on another core while the caller
// walks the entries (gjson walks without validating, and never panics on
// bad input): the two passes of a 100,000-entry file take the time of one.
func validating(doc []byte) <-chan bool {
	valid := make(chan bool, 1)
	go func() { valid <- gjson.ValidBytes(doc) }()
	return valid
}

// newestOfObject is newestOfArray on the "history" array of the oldest
// layout (the first such key counts; an object with other keys and no
// history is not a history).
func newestOfObject(doc []byte, n int) (History, int, bool) {
	{
		var list gjson.Result
		found, others := false, 0
		gjson.ParseBytes(doc).ForEach(func(k, v gjson.Result) bool {
			if k.Str == "history" && !found {
				list, found = v, true
			} else {
				others++
			}
			return true
		})
		switch {
		case !found && others > 0, found && !list.IsArray():
			return nil, 0, false
		case !found:
			return History{}, 0, true
		}
		return newestOfArray(list, n)
	}
}

// newestOfArray decodes the first n elements (newest first) and checks the
// rest.
func newestOfArray(list gjson.Result, n int) (History, int, bool) {
	h := History{}
	total, ok := 0, true
	list.ForEach(func(_, v gjson.Result) bool {
		if n < 0 || total < n {
			// decodeEntry expects valid JSON, which the other core has
			// not said yet.
			if !gjson.Valid(v.Raw) {
				ok = false
				return false
			}
			e, ferr := decodeEntry([]byte(v.Raw))
			if ferr != nil {
				ok = false
				return false
			}
			h = append(h, e)
		} else if !entryTypesOK(v) {
			ok = false
			return false
		}
		total++
		return true
	})
	return h, total, ok
}

// newestOfLines reads JSON Lines, newest last: the last n lines are
// decoded, the others checked.
func newestOfLines(data []byte, start, n int) (History, int, Format, bool) {
	var lines [][]byte
	for rest := data[start:]; len(rest) > 0; {
		line := rest
		if j := bytes.IndexByte(rest, '\n'); j >= 0 {
			line, rest = rest[:j], rest[j+1:]
		} else {
			rest = nil
		}
		line = bytes.Trim(line, " \t\r\n")
		if len(line) == 0 {
			continue
		}
		lines = append(lines, line)
	}
	valid := make(chan bool, 1)
	go func() {
		for _, line := range lines {
			if !gjson.ValidBytes(line) {
				valid <- false
				return
			}
		}
		valid <- true
	}()
	h, ok := newestOfLineList(lines, n)
	return h, len(lines), FormatJSONL, <-valid && ok
}

func newestOfLineList(lines [][]byte, n int) (History, bool) {
	h := History{}
	for k := len(lines) - 1; k >= 0; k-- {
		if n < 0 || len(h) < n {
			if !gjson.ValidBytes(lines[k]) {
				return nil, false
			}
			e, ferr := decodeEntry(lines[k])
			if ferr != nil {
				return nil, false
			}
			h = append(h, e)
		} else if !entryTypesOK(gjson.ParseBytes(lines[k])) {
			return nil, false
		}
	}
	return h, true
}

// entryTypesOK is decodeEntry's type check without building the entry.
func entryTypesOK(e gjson.Result) bool {
	if !e.IsObject() {
		return false
	}
	ok := true
	e.ForEach(func(k, v gjson.Result) bool {
		switch k.Str {
		case "pattern", "theme", "datetime", "team":
			ok = nullOr(v, gjson.String)
		case "characters":
			ok = stringsOK(v)
		case "members":
			ok = v.Type == gjson.Null || v.IsArray()
			if ok && v.IsArray() {
				v.ForEach(func(_, m gjson.Result) bool {
					if ok = m.IsObject(); !ok {
						return false
					}
					m.ForEach(func(k, f gjson.Result) bool {
						switch k.Str {
						case "name", "work", "role":
							ok = nullOr(f, gjson.String)
						}
						return ok
					})
					return ok
				})
			}
		case "aliases":
			ok = v.Type == gjson.Null || v.IsObject()
			if ok && v.IsObject() {
				v.ForEach(func(_, list gjson.Result) bool {
					ok = stringsOK(list)
					return ok
				})
			}
		}
		return ok
	})
	return ok
}

func nullOr(v gjson.Result, t gjson.Type) bool { return v.Type == gjson.Null || v.Type == t }

// stringsOK: null, or an array of strings.
func stringsOK(v gjson.Result) bool {
	if v.Type == gjson.Null {
		return true
	}
	if !v.IsArray() {
		return false
	}
	ok := true
	v.ForEach(func(_, s gjson.Result) bool {
		ok = s.Type == gjson.String
		return ok
	})
	return ok
}

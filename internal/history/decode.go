package history

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
)

// fieldError is a well-formed entry with a known key of the wrong type. Path
// is the gjson path of the offending value inside the entry ("" for the
// entry itself), so the caller can turn it into a file position.
type fieldError struct {
	Path   string
	Reason string
}

func (e *fieldError) Error() string { return e.Reason }

// decodeEntry decodes one syntactically valid JSON value as an entry. Known
// keys must have their types (null reads as empty); unknown keys are kept,
// compacted, so the same entry reads the same from every format.
func decodeEntry(data []byte) (Entry, *fieldError) {
	fields, ferr := decodeObject(data, "", "an entry")
	if ferr != nil {
		return Entry{}, ferr
	}
	var e Entry
	for _, key := range sortedKeys(fields) {
		raw := fields[key]
		var ferr *fieldError
		switch key {
		case "pattern":
			e.Pattern, ferr = decodeString(raw, key)
		case "theme":
			e.Theme, ferr = decodeString(raw, key)
		case "datetime":
			e.Datetime, ferr = decodeString(raw, key)
		case "team":
			e.Team, ferr = decodeString(raw, key)
		case "characters":
			e.Characters, ferr = decodeStrings(raw, key)
		case "members":
			e.Members, ferr = decodeMembers(raw, key)
		default:
			if e.Extra == nil {
				e.Extra = map[string]json.RawMessage{}
			}
			e.Extra[key] = compact(raw)
		}
		if ferr != nil {
			return Entry{}, ferr
		}
	}
	return e, nil
}

func decodeObject(data []byte, path, what string) (map[string]json.RawMessage, *fieldError) {
	if k := kindOf(data); k != "an object" {
		return nil, &fieldError{Path: path, Reason: fmt.Sprintf("%s must be an object, got %s", what, k)}
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return nil, &fieldError{Path: path, Reason: fmt.Sprintf("%s: %v", what, err)}
	}
	return fields, nil
}

func decodeString(raw json.RawMessage, path string) (string, *fieldError) {
	switch kindOf(raw) {
	case "null":
		return "", nil
	case "a string":
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return "", &fieldError{Path: path, Reason: fmt.Sprintf("%q: %v", display(path), err)}
		}
		return s, nil
	}
	return "", &fieldError{Path: path, Reason: fmt.Sprintf("%q must be a string, got %s", display(path), kindOf(raw))}
}

func decodeStrings(raw json.RawMessage, path string) ([]string, *fieldError) {
	items, ferr := decodeArray(raw, path)
	if ferr != nil || items == nil {
		return nil, ferr
	}
	out := make([]string, 0, len(items))
	for i, item := range items {
		itemPath := fmt.Sprintf("%s.%d", path, i)
		if k := kindOf(item); k != "a string" {
			return nil, &fieldError{Path: itemPath, Reason: fmt.Sprintf("%q must list strings, got %s at index %d", display(path), k, i)}
		}
		s, ferr := decodeString(item, itemPath)
		if ferr != nil {
			return nil, ferr
		}
		out = append(out, s)
	}
	return out, nil
}

func decodeMembers(raw json.RawMessage, path string) ([]Member, *fieldError) {
	items, ferr := decodeArray(raw, path)
	if ferr != nil || items == nil {
		return nil, ferr
	}
	out := make([]Member, 0, len(items))
	for i, item := range items {
		itemPath := fmt.Sprintf("%s.%d", path, i)
		fields, ferr := decodeObject(item, itemPath, fmt.Sprintf("%q", display(itemPath)))
		if ferr != nil {
			return nil, ferr
		}
		var m Member
		for _, key := range sortedKeys(fields) {
			v := fields[key]
			var ferr *fieldError
			switch key {
			case "name":
				m.Name, ferr = decodeString(v, itemPath+"."+key)
			case "work":
				m.Work, ferr = decodeString(v, itemPath+"."+key)
			case "role":
				m.Role, ferr = decodeString(v, itemPath+"."+key)
			default:
				if m.Extra == nil {
					m.Extra = map[string]json.RawMessage{}
				}
				m.Extra[key] = compact(v)
			}
			if ferr != nil {
				return nil, ferr
			}
		}
		out = append(out, m)
	}
	return out, nil
}

func decodeArray(raw json.RawMessage, path string) ([]json.RawMessage, *fieldError) {
	switch kindOf(raw) {
	case "null":
		return nil, nil
	case "an array":
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			return nil, &fieldError{Path: path, Reason: fmt.Sprintf("%q: %v", display(path), err)}
		}
		if items == nil {
			items = []json.RawMessage{}
		}
		return items, nil
	}
	return nil, &fieldError{Path: path, Reason: fmt.Sprintf("%q must be an array, got %s", display(path), kindOf(raw))}
}

var pathIndex = regexp.MustCompile(`\.(\d+)`)

// display writes a gjson path the way people read it: members[0].work.
func display(path string) string { return pathIndex.ReplaceAllString(path, "[$1]") }

// kindOf names a valid JSON value's type for messages.
func kindOf(raw []byte) string {
	raw = bytes.TrimLeft(raw, " \t\r\n")
	if len(raw) == 0 {
		return "nothing"
	}
	switch raw[0] {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

func compact(raw json.RawMessage) json.RawMessage {
	var buf bytes.Buffer
	if err := json.Compact(&buf, raw); err != nil {
		return append(json.RawMessage(nil), raw...)
	}
	return buf.Bytes()
}

// sortedKeys makes the first reported error the same on every run.
func sortedKeys(m map[string]json.RawMessage) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

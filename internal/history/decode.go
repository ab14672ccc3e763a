package history

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/tidwall/gjson"
)

// fieldError is a well-formed entry with a known key of the wrong type.
// Offset is where the offending value starts inside the entry.
type fieldError struct {
	Offset int
	Reason string
}

func (e *fieldError) Error() string { return e.Reason }

// decodeEntry decodes one entry whose JSON syntax is already known to be
// valid. Known keys must have their types (null reads as empty); unknown
// keys are kept, compacted, so the same entry reads the same from every
// format. gjson walks the entry once, where nested json.Unmarshal calls
// would re-validate the same bytes at every level; strings still decode
// exactly as encoding/json decodes them.
func decodeEntry(data []byte) (Entry, *fieldError) {
	root := gjson.ParseBytes(data)
	if k := kindOf(root.Raw); k != "an object" {
		return Entry{}, &fieldError{Reason: "an entry must be an object, got " + k}
	}
	var e Entry
	var ferr *fieldError
	root.ForEach(func(k, v gjson.Result) bool {
		switch key := jsonString(k.Raw); key {
		case "pattern":
			e.Pattern, ferr = stringField(v, key)
		case "theme":
			e.Theme, ferr = stringField(v, key)
		case "datetime":
			e.Datetime, ferr = stringField(v, key)
		case "team":
			e.Team, ferr = stringField(v, key)
		case "characters":
			e.Characters, ferr = stringsField(v, key)
		case "members":
			e.Members, ferr = membersField(v, key)
		case "aliases":
			e.Aliases, ferr = aliasesField(v, key)
		default:
			if e.Extra == nil {
				e.Extra = map[string]json.RawMessage{}
			}
			e.Extra[key] = compact(v.Raw)
		}
		return ferr == nil
	})
	if ferr != nil {
		return Entry{}, ferr
	}
	return e, nil
}

func stringField(v gjson.Result, path string) (string, *fieldError) {
	switch kindOf(v.Raw) {
	case "null":
		return "", nil
	case "a string":
		return jsonString(v.Raw), nil
	}
	return "", &fieldError{Offset: v.Index, Reason: fmt.Sprintf("%q must be a string, got %s", path, kindOf(v.Raw))}
}

// aliasesField reads {"character": ["alias", ...], ...}.
func aliasesField(v gjson.Result, path string) (map[string][]string, *fieldError) {
	if v.Type == gjson.Null {
		return nil, nil
	}
	if !v.IsObject() {
		return nil, &fieldError{Offset: v.Index, Reason: fmt.Sprintf("%q must be an object of string arrays, got %s", path, kindOf(v.Raw))}
	}
	out := map[string][]string{}
	var ferr *fieldError
	v.ForEach(func(k, list gjson.Result) bool {
		name := jsonString(k.Raw)
		out[name], ferr = stringsField(list, path+"."+name)
		return ferr == nil
	})
	if ferr != nil {
		return nil, ferr
	}
	return out, nil
}

func stringsField(v gjson.Result, path string) ([]string, *fieldError) {
	items, ferr := arrayField(v, path)
	if ferr != nil || items == nil {
		return nil, ferr
	}
	out := make([]string, 0, len(items))
	for i, item := range items {
		if k := kindOf(item.Raw); k != "a string" {
			return nil, &fieldError{Offset: item.Index, Reason: fmt.Sprintf("%q must list strings, got %s at index %d", path, k, i)}
		}
		out = append(out, jsonString(item.Raw))
	}
	return out, nil
}

func membersField(v gjson.Result, path string) ([]Member, *fieldError) {
	items, ferr := arrayField(v, path)
	if ferr != nil || items == nil {
		return nil, ferr
	}
	out := make([]Member, 0, len(items))
	for i, item := range items {
		itemPath := fmt.Sprintf("%s[%d]", path, i)
		if k := kindOf(item.Raw); k != "an object" {
			return nil, &fieldError{Offset: item.Index, Reason: fmt.Sprintf("%q must be an object, got %s", itemPath, k)}
		}
		var m Member
		item.ForEach(func(k, v gjson.Result) bool {
			switch key := jsonString(k.Raw); key {
			case "name":
				m.Name, ferr = stringField(v, itemPath+"."+key)
			case "work":
				m.Work, ferr = stringField(v, itemPath+"."+key)
			case "role":
				m.Role, ferr = stringField(v, itemPath+"."+key)
			default:
				if m.Extra == nil {
					m.Extra = map[string]json.RawMessage{}
				}
				m.Extra[key] = compact(v.Raw)
			}
			return ferr == nil
		})
		if ferr != nil {
			return nil, ferr
		}
		out = append(out, m)
	}
	return out, nil
}

// arrayField returns the items of an array, nil for null.
func arrayField(v gjson.Result, path string) ([]gjson.Result, *fieldError) {
	switch kindOf(v.Raw) {
	case "null":
		return nil, nil
	case "an array":
		items := []gjson.Result{}
		v.ForEach(func(_, item gjson.Result) bool {
			items = append(items, item)
			return true
		})
		return items, nil
	}
	return nil, &fieldError{Offset: v.Index, Reason: fmt.Sprintf("%q must be an array, got %s", path, kindOf(v.Raw))}
}

// jsonString decodes a valid JSON string literal as encoding/json does;
// the common case, no escapes and valid UTF-8, is the literal's inside.
func jsonString(literal string) string {
	inner := literal[1 : len(literal)-1]
	if !strings.Contains(inner, `\`) && utf8.ValidString(inner) {
		return inner
	}
	var s string
	if err := json.Unmarshal([]byte(literal), &s); err != nil {
		return inner
	}
	return s
}

// kindOf names a valid JSON value's type for messages.
func kindOf[T string | []byte](raw T) string {
	i := 0
	for i < len(raw) && (raw[i] == ' ' || raw[i] == '\t' || raw[i] == '\r' || raw[i] == '\n') {
		i++
	}
	if i == len(raw) {
		return "nothing"
	}
	switch raw[i] {
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

func compact(raw string) json.RawMessage {
	var buf bytes.Buffer
	if err := json.Compact(&buf, []byte(raw)); err != nil {
		return json.RawMessage(raw)
	}
	return buf.Bytes()
}

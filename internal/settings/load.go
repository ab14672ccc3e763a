package settings

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/tidwall/gjson"
)

// A FileError says what is wrong with a settings file and, when it has one,
// where. teamctl never writes a file it reported this way.
type FileError struct {
	Path         string // set by UpdateFile; empty when the bytes came from elsewhere
	Line, Column int    // 1-based; 0 when the problem has no single position
	Problem      string
}

func (e *FileError) Error() string {
	where := e.Path
	if e.Line > 0 {
		if where != "" {
			where += ":"
		}
		where += fmt.Sprintf("%d:%d", e.Line, e.Column)
	}
	if where != "" {
		where += ": "
	}
	return where + e.Problem + "; fix or move the file, then run again"
}

// position turns a byte offset into a 1-based line and a 1-based column
// counted in characters, as editors show them.
func position(data []byte, offset int) (line, col int) {
	if offset > len(data) {
		offset = len(data)
	}
	if offset < 0 {
		offset = 0
	}
	start := bytes.LastIndexByte(data[:offset], '\n') + 1
	return 1 + bytes.Count(data[:offset], []byte{'\n'}), 1 + utf8.RuneCount(data[start:offset])
}

// blank reports whether data holds no JSON value at all (a missing or
// empty file), which teamctl treats as "{}".
func blank(data []byte) bool {
	return len(bytes.TrimLeft(data, " \t\r\n")) == 0
}

// validate checks that data is one JSON object and that the objects teamctl
// reads have no repeated keys: JSON.parse keeps the last of two equal keys
// while gjson finds the first, so an edit could land in the copy Claude Code
// ignores.
func validate(data []byte) error {
	if bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) {
		return &FileError{Line: 1, Column: 1, Problem: "the file starts with a UTF-8 byte order mark, which JSON does not allow"}
	}
	// Unmarshalling into a RawMessage only runs encoding/json's validator,
	// which, unlike gjson's, says where the file goes wrong.
	var raw json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			at := int(syn.Offset) - 1 // Offset counts the offending byte
			if at == len(data)-1 && syn.Error() == "unexpected end of JSON input" {
				at = len(data)
			}
			line, col := position(data, at)
			return &FileError{Line: line, Column: col, Problem: "invalid JSON: " + syn.Error()}
		}
		return &FileError{Problem: "invalid JSON: " + err.Error()}
	}
	if !gjson.ValidBytes(data) {
		return &FileError{Problem: "invalid JSON"}
	}
	top, start := topLevel(data)
	if !top.IsObject() {
		line, col := position(data, start)
		return &FileError{Line: line, Column: col, Problem: "the top level is " + kind(top) + ", not an object"}
	}
	return checkDuplicates(data, top)
}

// topLevel returns the document's one value with an absolute Index, which
// gjson.Parse leaves out, and without the trailing whitespace it keeps.
func topLevel(data []byte) (gjson.Result, int) {
	start := len(data) - len(bytes.TrimLeft(data, " \t\r\n"))
	end := len(bytes.TrimRight(data, " \t\r\n"))
	if start >= end {
		return gjson.Result{}, start
	}
	r := gjson.ParseBytes(data[start:end])
	r.Index = start
	return r, start
}

func checkDuplicates(data []byte, top gjson.Result) error {
	if err := uniqueKeys(data, top, "the top level"); err != nil {
		return err
	}
	if env := top.Get("env"); env.IsObject() {
		if err := uniqueKeys(data, env, "env"); err != nil {
			return err
		}
	}
	hooks := top.Get("hooks")
	if !hooks.IsObject() {
		return nil
	}
	if err := uniqueKeys(data, hooks, "hooks"); err != nil {
		return err
	}
	var err error
	hooks.ForEach(func(event, groups gjson.Result) bool {
		groups.ForEach(func(_, group gjson.Result) bool {
			if group.IsObject() {
				err = uniqueKeys(data, group, "a matcher group of hooks."+event.String())
			}
			if err == nil {
				group.Get("hooks").ForEach(func(_, h gjson.Result) bool {
					if h.IsObject() {
						err = uniqueKeys(data, h, "a handler of hooks."+event.String())
					}
					return err == nil
				})
			}
			return err == nil
		})
		return err == nil
	})
	return err
}

func uniqueKeys(data []byte, obj gjson.Result, where string) error {
	seen := map[string]bool{}
	var err error
	obj.ForEach(func(key, _ gjson.Result) bool {
		if seen[key.Str] {
			line, col := position(data, key.Index)
			err = &FileError{Line: line, Column: col, Problem: fmt.Sprintf(
				"%s has the key %q twice (Claude Code reads the last, an edit would change the first)", where, key.Str)}
			return false
		}
		seen[key.Str] = true
		return true
	})
	return err
}

// kind names a JSON value's type for messages.
func kind(r gjson.Result) string {
	switch {
	case !r.Exists():
		return "missing"
	case r.IsObject():
		return "an object"
	case r.IsArray():
		return "an array"
	case r.Type == gjson.String:
		return "a string"
	case r.Type == gjson.Number:
		return "a number"
	case r.Type == gjson.Null:
		return "null"
	default:
		return "a boolean"
	}
}

// Package strictjson reads JSON values with gjson in the one shape where
// gjson and encoding/json cannot disagree: strings without escapes in
// valid UTF-8, integers written as plain integers, objects whose keys are
// such strings and appear once. The decoders built on it (teamctl's
// record, the project config, pattern files) take a document only when
// every value is in that shape and leave the rest to encoding/json, so
// the hooks skip encoding/json's first-use type caches without ever
// reading a document differently.
package strictjson

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tidwall/gjson"
)

// String is a JSON string without escapes, in valid UTF-8: its bytes are
// its value for gjson and encoding/json alike.
func String(v gjson.Result) (string, bool) {
	if v.Type != gjson.String || len(v.Raw) < 2 {
		return "", false
	}
	inner := v.Raw[1 : len(v.Raw)-1]
	return inner, !strings.Contains(inner, `\`) && utf8.ValidString(inner)
}

// Strings is an array of String values (an empty one is a non-nil empty
// slice, as encoding/json makes it).
func Strings(v gjson.Result) ([]string, bool) {
	if !v.IsArray() {
		return nil, false
	}
	list := []string{}
	ok := true
	v.ForEach(func(_, v gjson.Result) bool {
		var s string
		s, ok = String(v)
		list = append(list, s)
		return ok
	})
	return list, ok
}

// Int64 is a JSON number written as a plain integer that fits in int64,
// which is what encoding/json accepts for an integer field.
func Int64(v gjson.Result) (int64, bool) {
	if v.Type != gjson.Number {
		return 0, false
	}
	n, err := strconv.ParseInt(v.Raw, 10, 64)
	return n, err == nil
}

// Int is Int64 that fits an int.
func Int(v gjson.Result) (int, bool) {
	n, ok := Int64(v)
	return int(n), ok && int64(int(n)) == n
}

// Bool is true or false.
func Bool(v gjson.Result) (bool, bool) {
	return v.Type == gjson.True, v.Type == gjson.True || v.Type == gjson.False
}

// Object walks an object whose keys are String values, each once; fn
// reports whether it took the key and its value. It stops at the first
// refusal.
func Object(v gjson.Result, fn func(key string, v gjson.Result) bool) bool {
	if !v.IsObject() {
		return false
	}
	ok := true
	// A few keys are compared in a slice; a map of thousands (claims on a
	// large board) moves to a map.
	var seen []string
	var many map[string]bool
	v.ForEach(func(k, v gjson.Result) bool {
		key, good := String(k)
		switch {
		case many != nil:
			good = good && !many[key]
			many[key] = true
		default:
			for _, s := range seen {
				good = good && s != key
			}
			seen = append(seen, key)
			if len(seen) > 16 {
				many = make(map[string]bool, 64)
				for _, s := range seen {
					many[s] = true
				}
			}
		}
		ok = good && fn(key, v)
		return ok
	})
	return ok
}

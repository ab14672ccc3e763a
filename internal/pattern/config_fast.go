package pattern

import (
	"strings"
	"unicode/utf8"

	"github.com/tidwall/gjson"
)

// decodeConfigFast decodes a project config in the shape teamctl init
// writes, over cfg, without reflection: encoding/json builds its per-type
// caches on first use, in every hook process of a project that has a
// config. Anything else (an unknown or differently spelt key, a key twice,
// a null, another type, an escape in a string) reports ok false and is
// left to encoding/json, whose errors name the field; a test holds the two
// to the same result.
func decodeConfigFast(data []byte, cfg *ProjectConfig) (hasDefault, ok bool) {
	if !gjson.ValidBytes(data) {
		return false, false
	}
	root := gjson.ParseBytes(data)
	if !root.IsObject() {
		return false, false
	}
	out := *cfg
	seen := map[string]bool{}
	ok = true
	root.ForEach(func(k, v gjson.Result) bool {
		key, good := unescaped(k)
		if !good || seen[key] {
			ok = false
			return false
		}
		seen[key] = true
		switch key {
		case "default_pattern":
			out.DefaultPattern, ok = unescaped(v)
			hasDefault = true
		case "decision_log":
			out.DecisionLog, ok = unescaped(v)
		case "strict":
			ok = v.Type == gjson.True || v.Type == gjson.False
			out.Strict = v.Type == gjson.True
		case "ordinary_words":
			out.OrdinaryWords, ok = unescapedList(v)
		case "disband_phrases":
			out.DisbandPhrases, ok = unescapedList(v)
		case "protected_paths":
			out.ProtectedPaths, ok = unescapedList(v)
		case "artifact_exempt_paths":
			out.ArtifactExemptPaths, ok = unescapedList(v)
		default:
			ok = false
		}
		return ok
	})
	if ok {
		*cfg = out
	}
	return hasDefault, ok
}

// unescaped is a JSON string without escapes, in valid UTF-8: its bytes
// are its value for gjson and encoding/json alike.
func unescaped(v gjson.Result) (string, bool) {
	if v.Type != gjson.String || len(v.Raw) < 2 {
		return "", false
	}
	inner := v.Raw[1 : len(v.Raw)-1]
	return inner, !strings.Contains(inner, `\`) && utf8.ValidString(inner)
}

func unescapedList(v gjson.Result) ([]string, bool) {
	if !v.IsArray() {
		return nil, false
	}
	list := []string{}
	ok := true
	v.ForEach(func(_, v gjson.Result) bool {
		var s string
		s, ok = unescaped(v)
		list = append(list, s)
		return ok
	})
	return list, ok
}

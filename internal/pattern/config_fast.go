package pattern

import (
	"github.com/teamctl/teamctl/internal/strictjson"
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
	out := *cfg
	ok = strictjson.Object(gjson.ParseBytes(data), func(key string, v gjson.Result) bool {
		ok := true
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

func unescaped(v gjson.Result) (string, bool) { return strictjson.String(v) }

func unescapedList(v gjson.Result) ([]string, bool) { return strictjson.Strings(v) }

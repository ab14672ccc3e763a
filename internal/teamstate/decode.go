package teamstate

import (
	"time"

	"github.com/teamctl/teamctl/internal/strictjson"
	"github.com/tidwall/gjson"
)

// decodeFast decodes a record in the shape teamctl writes, without
// reflection: encoding/json builds its per-type caches on first use, which
// in a fresh hook process cost a quarter of team-rules' spawn check
// (bench/). Anything outside that shape (an unknown or differently spelt
// key, a key twice, a null, a value of another type, an escape in a
// string, a non-integer number) reports ok false and goes to
// encoding/json, so the result is always what json.Unmarshal gives.
func decodeFast(data []byte, rec *Record) bool {
	if !gjson.ValidBytes(data) {
		return false
	}
	return strictjson.Object(gjson.ParseBytes(data), func(key string, v gjson.Result) bool {
		ok := true
		switch key {
		case "team":
			rec.Team, ok = plainString(v)
		case "created_at":
			rec.CreatedAt, ok = integer(v)
		case "lead_session_id":
			rec.LeadSessionID, ok = plainString(v)
		case "lead_process":
			p := &Process{}
			ok = fields(v, func(key string, v gjson.Result) bool {
				var good bool
				switch key {
				case "pid":
					var n int64
					n, good = integer(v)
					p.PID = int(n)
					good = good && int64(p.PID) == n
				case "start":
					p.Start, good = plainString(v)
				}
				return good
			})
			rec.LeadProcess = p
		case "pattern":
			rec.Pattern, ok = plainString(v)
		case "pattern_set_at":
			rec.PatternSetAt, ok = timestamp(v)
		case "characters":
			c := &Characters{}
			ok = fields(v, func(key string, v gjson.Result) bool {
				switch key {
				case "pattern":
					var good bool
					c.Pattern, good = plainString(v)
					return good
				case "theme":
					var good bool
					c.Theme, good = plainString(v)
					return good
				case "names":
					var good bool
					c.Names, good = stringList(v)
					return good
				case "members":
					c.Members = map[string]string{}
					return entries(v, func(name string, v gjson.Result) bool {
						s, good := plainString(v)
						c.Members[name] = s
						return good
					})
				case "aliases":
					c.Aliases = map[string][]string{}
					return entries(v, func(name string, v gjson.Result) bool {
						list, good := stringList(v)
						c.Aliases[name] = list
						return good
					})
				}
				return false
			})
			rec.Characters = c
		case "nudges":
			rec.Nudges = map[string]int{}
			ok = entries(v, func(name string, v gjson.Result) bool {
				n, good := integer(v)
				rec.Nudges[name] = int(n)
				return good && int64(int(n)) == n
			})
		case "claims":
			rec.Claims = map[string]TaskClaim{}
			ok = entries(v, func(id string, v gjson.Result) bool {
				var tc TaskClaim
				good := fields(v, func(key string, v gjson.Result) bool {
					var good bool
					switch key {
					case "member":
						tc.Member, good = plainString(v)
					case "at":
						tc.At, good = timestamp(v)
					}
					return good
				})
				rec.Claims[id] = tc
				return good
			})
		case "disband":
			d := &Disband{}
			ok = fields(v, func(key string, v gjson.Result) bool {
				var good bool
				switch key {
				case "prompt_id":
					d.PromptID, good = plainString(v)
				case "phrase":
					d.Phrase, good = plainString(v)
				case "at":
					d.At, good = timestamp(v)
				}
				return good
			})
			rec.Disband = d
		case "polling":
			p := &Polling{}
			ok = fields(v, func(key string, v gjson.Result) bool {
				var good bool
				switch key {
				case "last_task_list":
					p.LastTaskList, good = timestamp(v)
				case "inbox_mark":
					p.InboxMark, good = plainString(v)
				case "prompt_id":
					p.PromptID, good = plainString(v)
				}
				return good
			})
			rec.Polling = p
		default:
			ok = false
		}
		return ok
	})
}

// fields and entries walk an object's or a map's keys (strictjson.Object).
func fields(v gjson.Result, fn func(key string, v gjson.Result) bool) bool {
	return strictjson.Object(v, fn)
}

func entries(v gjson.Result, fn func(name string, v gjson.Result) bool) bool {
	return strictjson.Object(v, fn)
}

func plainString(v gjson.Result) (string, bool) { return strictjson.String(v) }

func integer(v gjson.Result) (int64, bool) { return strictjson.Int64(v) }

func stringList(v gjson.Result) ([]string, bool) { return strictjson.Strings(v) }

// timestamp decodes a time as encoding/json does: time.Time's own
// UnmarshalJSON on the raw string.
func timestamp(v gjson.Result) (time.Time, bool) {
	var t time.Time
	if _, ok := strictjson.String(v); !ok {
		return t, false
	}
	return t, t.UnmarshalJSON([]byte(v.Raw)) == nil
}

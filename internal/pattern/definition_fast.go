package pattern

import (
	"github.com/teamctl/teamctl/internal/strictjson"
	"github.com/tidwall/gjson"
)

// decodeDefinitionFast applies one pattern file over def as encoding/json
// would (fields it names are set, nested objects merge, lists replace),
// without reflection, for files in the shape teamctl writes: every hook
// call of an initialised project decodes the active pattern's file, and
// encoding/json's first-use type caches cost more than the rest of the
// call. Anything else (an unknown or differently spelt key, a key twice, a
// null, another type, an escape, a number that is no plain integer)
// reports ok false, leaves def alone and is left to encoding/json, whose
// errors name the field; a test holds the two to one result.
func decodeDefinitionFast(data []byte, def *Definition) (ok bool) {
	if !gjson.ValidBytes(data) {
		return false
	}
	out := *def
	out.Leader.AllowedPaths = append([]string(nil), def.Leader.AllowedPaths...)
	out.Leader.ReadOnlyCommands = append([]string(nil), def.Leader.ReadOnlyCommands...)
	ok = object(gjson.ParseBytes(data), func(key string, v gjson.Result) bool {
		switch key {
		case "name":
			return str(v, &out.Name)
		case "summary":
			return str(v, &out.Summary)
		case "members":
			return rangeOf(v, &out.Members)
		case "leader":
			l := &out.Leader
			return object(v, func(key string, v gjson.Result) bool {
				switch key {
				case "edits":
					return str(v, &l.Edits)
				case "bash":
					return str(v, &l.Bash)
				case "allowed_paths":
					return list(v, &l.AllowedPaths)
				case "subagents_inherit":
					return boolean(v, &l.SubagentsInherit)
				case "read_only_commands":
					return list(v, &l.ReadOnlyCommands)
				}
				return false
			})
		case "history":
			h := &out.History
			return object(v, func(key string, v gjson.Result) bool {
				switch key {
				case "theme":
					return str(v, &h.Theme)
				case "fixed_theme":
					return str(v, &h.FixedTheme)
				case "work_window":
					return integer(v, &h.WorkWindow)
				case "character_window":
					return integer(v, &h.CharacterWindow)
				case "distinct_works":
					return boolean(v, &h.DistinctWorks)
				case "characters":
					return rangeOf(v, &h.Characters)
				case "cap":
					return integer(v, &h.Cap)
				}
				return false
			})
		case "rules":
			return rulesOf(v, &out.Rules)
		}
		return false
	})
	if ok {
		*def = out
	}
	return ok
}

func rulesOf(v gjson.Result, r *Rules) bool {
	return object(v, func(key string, v gjson.Result) bool {
		switch key {
		case "message_recipient":
			return boolean(v, &r.MessageRecipient)
		case "message_nonempty":
			return boolean(v, &r.MessageNonEmpty)
		case "message_protocol":
			return boolean(v, &r.MessageProtocol)
		case "shutdown_needs_user":
			return boolean(v, &r.ShutdownNeedsUser)
		case "artifact_names":
			return boolean(v, &r.ArtifactNames)
		case "artifact_work_title":
			return boolean(v, &r.ArtifactWorkTitle)
		case "identity_reinject":
			return boolean(v, &r.IdentityReinject)
		case "spawn_guard":
			return boolean(v, &r.SpawnGuard)
		case "file_ownership":
			return boolean(v, &r.FileOwnership)
		case "shared_tree":
			return boolean(v, &r.SharedTree)
		case "idle_nudge":
			n := &r.IdleNudge
			return object(v, func(key string, v gjson.Result) bool {
				switch key {
				case "enabled":
					return boolean(v, &n.Enabled)
				case "max_per_task":
					return integer(v, &n.MaxPerTask)
				case "claim_task":
					return boolean(v, &n.ClaimTask)
				}
				return false
			})
		case "leader_polling":
			return object(v, func(key string, v gjson.Result) bool {
				return key == "enabled" && boolean(v, &r.LeaderPolling.Enabled)
			})
		case "report_first":
			f := &r.ReportFirst
			return object(v, func(key string, v gjson.Result) bool {
				switch key {
				case "enabled":
					return boolean(v, &f.Enabled)
				case "escalate_after":
					return integer(v, &f.EscalateAfter)
				case "max":
					return integer(v, &f.Max)
				}
				return false
			})
		}
		return false
	})
}

func rangeOf(v gjson.Result, r *Range) bool {
	return object(v, func(key string, v gjson.Result) bool {
		switch key {
		case "min":
			return integer(v, &r.Min)
		case "max":
			return integer(v, &r.Max)
		}
		return false
	})
}

func object(v gjson.Result, fn func(key string, v gjson.Result) bool) bool {
	return strictjson.Object(v, fn)
}

func str(v gjson.Result, dst *string) bool {
	s, ok := strictjson.String(v)
	if ok {
		*dst = s
	}
	return ok
}

func list(v gjson.Result, dst *[]string) bool {
	l, ok := strictjson.Strings(v)
	if ok {
		*dst = l
	}
	return ok
}

func boolean(v gjson.Result, dst *bool) bool {
	b, ok := strictjson.Bool(v)
	if ok {
		*dst = b
	}
	return ok
}

func integer(v gjson.Result, dst *int) bool {
	n, ok := strictjson.Int(v)
	if ok {
		*dst = n
	}
	return ok
}

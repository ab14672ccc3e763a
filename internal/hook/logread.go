package hook

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/teamctl/teamctl/internal/ccfacts"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/tidwall/gjson"
)

// The reading side of the decision log, for teamctl explain and watch. The
// hooks only append; nothing here runs in a hook process.

// ParseLog reads decision-log records from data as a stream of JSON
// values, so a record that spans lines (a pretty input kept whole) still
// reads; a damaged one is skipped to the next line and counted. A torn
// last record (a hook may be writing it right now) is not consumed:
// consumed is the length of data up to the end of the last record or
// skipped line, where a later read of the same file goes on.
//
// The hooks write one record per line, so each line is first read with
// gjson, field by field (a 4 MiB log in milliseconds); anything else goes
// through encoding/json's decoder.
func ParseLog(data []byte) (records []Record, damaged, consumed int) {
	pos := 0
	for {
		for pos < len(data) && isSpace(data[pos]) {
			pos++
		}
		if pos == len(data) {
			return records, damaged, len(data)
		}
		if nl := bytes.IndexByte(data[pos:], '\n'); nl >= 0 {
			if rec, ok := lineRecord(data[pos : pos+nl]); ok {
				records = append(records, rec)
				pos += nl + 1
				continue
			}
		}
		dec := json.NewDecoder(bytes.NewReader(data[pos:]))
		var rec Record
		err := dec.Decode(&rec)
		if err == nil && rec.Hook != "" {
			records = append(records, rec)
			pos += int(dec.InputOffset())
			continue
		}
		at := pos + int(dec.InputOffset())
		var syn *json.SyntaxError
		var typ *json.UnmarshalTypeError
		if errors.As(err, &syn) {
			at = pos + int(syn.Offset) - 1
		} else if errors.As(err, &typ) {
			at = pos + int(typ.Offset) - 1
		}
		at = min(max(at, pos), len(data))
		nl := bytes.IndexByte(data[at:], '\n')
		if errors.Is(err, io.ErrUnexpectedEOF) || nl < 0 || len(bytes.TrimSpace(data[at+nl:])) == 0 && err != nil {
			return records, damaged, pos // torn tail: read it again later
		}
		damaged++
		pos = at + nl + 1
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\r' || c == '\t' }

// lineRecord reads one line holding a whole record, as the hooks write
// it. Anything unusual (not an object, no hook, a field of the wrong type,
// a key in another case) is left to the decoder, which decides as before.
func lineRecord(line []byte) (Record, bool) {
	if !gjson.ValidBytes(line) {
		return Record{}, false
	}
	root := gjson.ParseBytes(line)
	if !root.IsObject() {
		return Record{}, false
	}
	var r Record
	ok := true
	str := func(v gjson.Result, dst *string) {
		switch v.Type {
		case gjson.String:
			*dst = v.Str
		case gjson.Null:
		default:
			ok = false
		}
	}
	root.ForEach(func(k, v gjson.Result) bool {
		switch k.Str {
		case "time":
			if v.Type != gjson.String {
				ok = v.Type == gjson.Null
				break
			}
			t, err := time.Parse(time.RFC3339, v.Str)
			if err != nil {
				ok = false
			}
			r.Time = t
		case "hook":
			str(v, &r.Hook)
		case "event":
			str(v, &r.Event)
		case "tool":
			str(v, &r.Tool)
		case "session":
			str(v, &r.Session)
		case "agent_id":
			str(v, &r.AgentID)
		case "agent_type":
			str(v, &r.AgentType)
		case "role":
			str(v, &r.Role)
		case "team":
			str(v, &r.Team)
		case "pattern":
			str(v, &r.Pattern)
		case "rule":
			str(v, &r.Rule)
		case "decision":
			str(v, &r.Decision)
		case "reason":
			str(v, &r.Reason)
		case "digest":
			str(v, &r.Digest)
		case "notes":
			if !v.IsArray() {
				ok = v.Type == gjson.Null
				break
			}
			r.Notes = nil // a repeated key: the last wins, as in encoding/json
			v.ForEach(func(_, n gjson.Result) bool {
				if n.Type != gjson.String {
					ok = false
				}
				r.Notes = append(r.Notes, n.Str)
				return ok
			})
		case "input":
			r.Input = json.RawMessage(v.Raw)
		default:
			// encoding/json matches keys case-insensitively; let it.
			ok = false
		}
		return ok
	})
	return r, ok && r.Hook != ""
}

// ReadLog reads the decision log at path, the rotated part (path+".1")
// first, and reports how many damaged lines were skipped.
func ReadLog(path string) (records []Record, damaged int, err error) {
	var data []byte
	for _, p := range []string{path + ".1", path} {
		b, err := safefile.ReadFile(p, safefile.Own)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, 0, err
		}
		data = append(data, b...)
		if len(b) > 0 && b[len(b)-1] != '\n' {
			data = append(data, '\n')
		}
	}
	records, damaged, _ = ParseLog(data)
	return records, damaged, nil
}

// DescribeCall says in a line what a logged call did: the tool and its
// subject. raw is the hook input (may be empty); event and tool fill in
// what it lacks.
func DescribeCall(raw []byte, event, tool string) string {
	if len(raw) == 0 {
		if tool != "" {
			return event + " " + tool
		}
		return event
	}
	in := gjson.ParseBytes(raw)
	if event == "" {
		event = in.Get("hook_event_name").String()
	}
	if tool == "" {
		tool = in.Get("tool_name").String()
	}
	ti := in.Get("tool_input")
	facts := ccfacts.Claude()
	if f := facts.PathField(tool); f != "" {
		return tool + " " + ti.Get(f).String()
	}
	if f := facts.CommandField(tool); f != "" {
		return tool + ": " + OneLine(ti.Get(f).String(), 80)
	}
	switch tool {
	case "SendMessage":
		to := ti.Get("to").String()
		if to == "" {
			to = ti.Get("recipient").String()
		}
		msg := ti.Get("message")
		if !msg.Exists() {
			msg = ti.Get("content")
		}
		text := msg.String()
		if msg.IsObject() {
			text = msg.Get("type").String()
		}
		return fmt.Sprintf("SendMessage to %s: %s", to, OneLine(text, 60))
	case "":
	default:
		return tool
	}
	switch event {
	case "SessionStart":
		return "SessionStart (" + in.Get("source").String() + ")"
	case "UserPromptSubmit":
		return "UserPromptSubmit: " + OneLine(in.Get("prompt").String(), 60)
	case "TeammateIdle":
		return "TeammateIdle " + in.Get("teammate_name").String()
	}
	return event
}

// DescribeCaller names a logged caller: "leader, team session-1, pattern x".
func DescribeCaller(role, team, pattern string) string {
	var parts []string
	if role != "" {
		parts = append(parts, role)
	}
	if team != "" {
		parts = append(parts, "team "+team)
	}
	if pattern != "" {
		parts = append(parts, "pattern "+pattern)
	}
	return strings.Join(parts, ", ")
}

// OneLine squeezes s to one line of at most n characters.
func OneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

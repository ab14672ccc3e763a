package hook

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"time"
	"unicode/utf8"

	"github.com/teamctl/teamctl/internal/paths"
	"github.com/tidwall/pretty"
)

// LogFile is the decision log's name inside the state dir.
const LogFile = "decisions.jsonl"

// maxLogBytes bounds the log: past it the file is rotated to LogFile+".1",
// so the log never holds more than about twice this.
const maxLogBytes = 4 << 20

// maxLoggedInput is the largest input kept in full for replay.
const maxLoggedInput = 64 << 10

// Record is one decision-log line.
type Record struct {
	Time      time.Time       `json:"time"`
	Hook      string          `json:"hook"`
	Event     string          `json:"event"`
	Tool      string          `json:"tool,omitempty"`
	Session   string          `json:"session,omitempty"`
	AgentID   string          `json:"agent_id,omitempty"`
	AgentType string          `json:"agent_type,omitempty"`
	Role      string          `json:"role,omitempty"`
	Team      string          `json:"team,omitempty"`
	Pattern   string          `json:"pattern,omitempty"`
	Rule      string          `json:"rule,omitempty"`
	Decision  string          `json:"decision"`
	Reason    string          `json:"reason,omitempty"`
	Notes     []string        `json:"notes,omitempty"`
	Digest    string          `json:"digest"`
	Input     json.RawMessage `json:"input,omitempty"`
}

// LogPath is where decisions are logged.
func LogPath(getenv paths.Getenv) string { return filepath.Join(paths.StateDir(getenv), LogFile) }

// logLevel is "off", "deny" or "all": $TEAMCTL_DECISION_LOG, else the project
// config's decision_log, else "deny".
func logLevel(c *Call) string {
	if v := c.Getenv("TEAMCTL_DECISION_LOG"); v != "" {
		return v
	}
	if c.Input != nil {
		if cfg, err := c.Project(); err == nil && cfg.DecisionLog != "" {
			return cfg.DecisionLog
		}
	}
	return "deny"
}

// logDecision appends one line; a failure to log never changes the decision.
func logDecision(c *Call, hookName string, d Decision) {
	level := logLevel(c)
	if level == "off" || (level == "deny" && d.Verdict == NoOpinion) {
		return
	}
	rec := Record{
		Time: c.Now.UTC(), Hook: hookName, Decision: d.Verdict.String(),
		Role: d.Role, Team: d.Team, Pattern: d.Pattern, Rule: d.Rule, Reason: d.Reason, Notes: d.Notes,
	}
	if in := c.Input; in != nil {
		// FNV, not SHA-256: the digest only matches log lines to saved
		// inputs, and crypto's init would cost every hook start.
		h := fnv.New64a()
		h.Write(in.Raw)
		rec.Digest = fmt.Sprintf("%016x", h.Sum64())
		rec.Event, rec.Tool, rec.Session = in.Event, in.ToolName, in.SessionID
		rec.AgentID, rec.AgentType = in.AgentID, in.AgentType
		if len(in.Raw) <= maxLoggedInput {
			rec.Input = json.RawMessage(in.Raw)
		}
	}
	line := rec.marshal()
	if !paths.MayCreateState(c.Getenv) {
		return // no usable config dir: never a .claude tree in cwd or a missing home
	}
	path := LogPath(c.Getenv)
	f, err := openLog(path)
	if errors.Is(err, fs.ErrNotExist) {
		if os.MkdirAll(filepath.Dir(path), 0o755) != nil {
			return
		}
		f, err = openLog(path)
	}
	if err != nil {
		return
	}
	// Only a regular file is a log: a FIFO with no reader would otherwise
	// hold the hook (its decision already printed) until Claude Code's
	// timeout, and a device swallows the record.
	size, ok := f.regularSize()
	if ok && size > maxLogBytes {
		f.close()
		_ = os.Rename(path, path+".1")
		if f, err = openLog(path); err != nil {
			return
		}
		_, ok = f.regularSize()
	}
	if ok {
		f.write(append(line, '\n'))
	}
	f.close()
}

// marshal writes the record with sjson: encoding/json's reflection encoder
// would build its caches on first use in every hook process.
func (r Record) marshal() []byte {
	// Appended field by field in one buffer: sjson.Set per field re-parsed
	// and copied the growing line each time (~20 KB of garbage per
	// deny, and the fresh heap pages it touches, in a process that lives
	// 2 ms).
	out := make([]byte, 0, 512+len(r.Reason)+len(r.Input))
	out = append(out, '{')
	field := func(key, v string) {
		if len(out) > 1 {
			out = append(out, ',')
		}
		out = appendJSONString(out, key)
		out = append(out, ':')
		out = appendJSONString(out, v)
	}
	set := func(key, v string) {
		if v != "" {
			field(key, v)
		}
	}
	set("time", r.Time.Format(time.RFC3339Nano))
	set("hook", r.Hook)
	set("event", r.Event)
	set("tool", r.Tool)
	set("session", r.Session)
	set("agent_id", r.AgentID)
	set("agent_type", r.AgentType)
	set("role", r.Role)
	set("team", r.Team)
	set("pattern", r.Pattern)
	set("rule", r.Rule)
	field("decision", r.Decision)
	set("reason", r.Reason)
	if len(r.Notes) > 0 {
		out = append(out, `,"notes":[`...)
		for i, n := range r.Notes {
			if i > 0 {
				out = append(out, ',')
			}
			out = appendJSONString(out, n)
		}
		out = append(out, ']')
	}
	field("digest", r.Digest)
	if len(r.Input) > 0 {
		// Compact: the input arrives pretty or with a trailing newline, and
		// a log record must stay on one line.
		out = append(out, `,"input":`...)
		out = append(out, pretty.Ugly(r.Input)...)
	}
	return append(out, '}')
}

// appendJSONString appends s as a JSON string; invalid UTF-8 becomes
// U+FFFD, control characters are escaped, so a record stays one valid line.
func appendJSONString(out []byte, s string) []byte {
	const hex = "0123456789abcdef"
	out = append(out, '"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			out = append(out, '\\', byte(r))
		case r == '\n':
			out = append(out, '\\', 'n')
		case r == '\r':
			out = append(out, '\\', 'r')
		case r == '\t':
			out = append(out, '\\', 't')
		case r < 0x20:
			out = append(out, '\\', 'u', '0', '0', hex[r>>4], hex[r&0xf])
		case r == '\u2028' || r == '\u2029':
			// Valid JSON, but line terminators to some readers.
			out = append(out, '\\', 'u', '2', '0', '2', hex[r&0xf])
		default:
			out = utf8.AppendRune(out, r) // utf8.RuneError for invalid bytes
		}
	}
	return append(out, '"')
}

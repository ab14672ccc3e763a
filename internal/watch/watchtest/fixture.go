// Package watchtest writes team files the way Claude Code and the hooks
// do (config.json, inboxes and tasks renamed into place, decision-log
// lines appended in one write), for the watch tests and benchmarks.
package watchtest

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/teamctl/teamctl/internal/teamstate"
)

// Team is a team written under a config dir.
type Team struct {
	CfgDir   string
	StateDir string
	Name     string
	Dir      string // teams/<folder>
	TaskDir  string
	Era      string // "implicit" (2.1.330) or "teamcreate" (2.1.177)
	LeadPID  int
	Created  time.Time
	members  []map[string]any
	extra    map[string]any
	decision int
}

// Getenv points teamctl at the fixture.
func (t *Team) Getenv(k string) string {
	switch k {
	case "CLAUDE_CONFIG_DIR":
		return t.CfgDir
	case "TEAMCTL_STATE_DIR":
		return t.StateDir
	case "HOME":
		return filepath.Dir(t.CfgDir)
	}
	return ""
}

// New writes a team with its leader: an implicit session team
// (leadProcess recorded) or a TeamCreate-era team (description, no
// leadProcess), created at created.
func New(root, name, era string, leadPID int, created time.Time) (*Team, error) {
	cfg := filepath.Join(root, ".claude")
	t := &Team{CfgDir: cfg, StateDir: filepath.Join(cfg, "teamctl"), Name: name, Era: era, LeadPID: leadPID, Created: created, extra: map[string]any{}}
	t.Dir = filepath.Join(cfg, "teams", name)
	t.TaskDir = filepath.Join(cfg, "tasks", name)
	for _, d := range []string{t.Dir, t.TaskDir, t.StateDir} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return nil, err
		}
	}
	lead := map[string]any{"agentId": "team-lead@" + name, "name": "team-lead", "agentType": "team-lead",
		"joinedAt": created.UnixMilli(), "cwd": "/home/dev/project", "subscriptions": []any{}}
	if era == "implicit" {
		lead["tmuxPaneId"], lead["backendType"] = "leader", "in-process"
	} else {
		lead["tmuxPaneId"] = ""
	}
	t.members = []map[string]any{lead}
	return t, t.writeConfig()
}

// SetPattern records the pattern in config.json, as teamctl pattern set does.
func (t *Team) SetPattern(p string) error {
	t.extra["pattern"] = p
	return t.writeConfig()
}

// AddMember adds a teammate: backend "in-process" or "tmux" (a pane, %N).
func (t *Team) AddMember(name, backend string, joined time.Time) error {
	m := map[string]any{"agentId": name + "@" + t.Name, "name": name, "color": "blue", "joinedAt": joined.UnixMilli(),
		"subscriptions": []any{}, "agentType": "general-purpose", "model": "claude-opus-5-5", "prompt": "work",
		"planModeRequired": false, "cwd": "/home/dev/project", "backendType": backend}
	if backend == "tmux" {
		m["tmuxPaneId"] = "%" + strconv.Itoa(len(t.members))
		m["isActive"] = true
	} else {
		m["tmuxPaneId"] = "in-process"
	}
	t.members = append(t.members, m)
	return t.writeConfig()
}

// SetActive writes a pane member's isActive, as its own process does.
func (t *Team) SetActive(name string, active bool) error {
	for _, m := range t.members {
		if m["name"] == name {
			m["isActive"] = active
		}
	}
	return t.writeConfig()
}

// RemoveMember drops a member, as an approved shutdown does.
func (t *Team) RemoveMember(name string) error {
	for i, m := range t.members {
		if m["name"] == name {
			t.members = append(t.members[:i], t.members[i+1:]...)
			break
		}
	}
	return t.writeConfig()
}

// End removes the team folder as Claude Code does at exit (renamed to
// .deleted-<id>, then removed); the task list stays.
func (t *Team) End() error {
	gone := t.Dir + ".deleted-0000"
	if err := os.Rename(t.Dir, gone); err != nil {
		return err
	}
	return os.RemoveAll(gone)
}

func (t *Team) writeConfig() error {
	cfg := map[string]any{"name": t.Name, "createdAt": t.Created.UnixMilli(), "leadAgentId": "team-lead@" + t.Name,
		"leadSessionId": "716ec9d0-79da-456a-ae77-ce65893a4b53", "members": t.members}
	if t.Era == "implicit" {
		cfg["leadProcess"] = map[string]any{"pid": t.LeadPID, "claimedAt": t.Created.UnixMilli()}
	} else {
		cfg["description"] = "probe team"
	}
	for k, v := range t.extra {
		cfg[k] = v
	}
	return writeJSON(filepath.Join(t.Dir, "config.json"), cfg)
}

// Task is one task file.
type Task struct {
	ID, Subject, Status, Owner string
	BlockedBy                  []string
}

// WriteTask writes tasks/<team>/<id>.json through a temp file and rename.
func (t *Team) WriteTask(k Task) error {
	doc := map[string]any{"id": k.ID, "subject": k.Subject, "description": "about " + k.Subject,
		"status": k.Status, "blocks": []string{}, "blockedBy": orEmpty(k.BlockedBy)}
	if k.Owner != "" {
		doc["owner"] = k.Owner
	}
	return writeJSON(filepath.Join(t.TaskDir, k.ID+".json"), doc)
}

// Message is one inbox entry.
type Message struct {
	From, Text, Summary string
	Time                time.Time
}

// WriteInbox replaces name's inbox with msgs (Claude Code rewrites the
// whole array through a temp file and rename).
func (t *Team) WriteInbox(name string, msgs []Message) error {
	arr := make([]map[string]any, 0, len(msgs))
	for i, m := range msgs {
		e := map[string]any{"from": m.From, "text": m.Text, "timestamp": m.Time.UTC().Format("2006-01-02T15:04:05.000Z"),
			"msgV": 1, "msg_id": fmt.Sprintf("%s-%d-%d", name, m.Time.UnixNano(), i), "type": "message", "read": false}
		if m.Summary != "" {
			e["summary"] = m.Summary
		}
		arr = append(arr, e)
	}
	if err := os.MkdirAll(filepath.Join(t.Dir, "inboxes"), 0o755); err != nil {
		return err
	}
	return writeJSON(filepath.Join(t.Dir, "inboxes", name+".json"), arr)
}

// Decision is one decision-log record.
type Decision struct {
	Time                                   time.Time
	Hook, Decision, Rule, Role, AgentType  string
	Reason, Tool, FilePath, Event, Pattern string
}

// DecisionLine is the log line the hooks write for d about team.
func DecisionLine(team string, d Decision) []byte {
	rec := map[string]any{"time": d.Time.UTC().Format(time.RFC3339Nano), "hook": d.Hook, "event": or(d.Event, "PreToolUse"),
		"decision": d.Decision, "rule": d.Rule, "role": d.Role, "team": team, "reason": d.Reason, "digest": "0123456789abcdef"}
	if d.AgentType != "" {
		rec["agent_type"] = d.AgentType
	}
	if d.Pattern != "" {
		rec["pattern"] = d.Pattern
	}
	if d.Tool != "" {
		rec["tool"] = d.Tool
		rec["input"] = map[string]any{"hook_event_name": or(d.Event, "PreToolUse"), "tool_name": d.Tool,
			"tool_input": map[string]any{"file_path": d.FilePath, "content": "x\n"}, "session_id": "716ec9d0-79da-456a-ae77-ce65893a4b53"}
	}
	b, _ := json.Marshal(rec)
	return append(b, '\n')
}

// LogPath is the decision log.
func (t *Team) LogPath() string { return filepath.Join(t.StateDir, "decisions.jsonl") }

// AppendDecision appends one record in one write, as a hook does.
func (t *Team) AppendDecision(d Decision) error {
	f, err := os.OpenFile(t.LogPath(), os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	_, err = f.Write(DecisionLine(t.Name, d))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// SetCharacters writes teamctl's record linking a theme to the team.
func (t *Team) SetCharacters(pattern, theme string, names []string, members map[string]string) error {
	rec := map[string]any{"team": t.Name, "characters": map[string]any{"pattern": pattern, "theme": theme, "names": names, "members": members}}
	if err := os.MkdirAll(filepath.Join(t.StateDir, "teams"), 0o755); err != nil {
		return err
	}
	path, err := teamstate.Path(t.StateDir, teamstate.Key{Name: t.Name, CreatedAt: t.Created.UnixMilli()})
	if err != nil {
		return err
	}
	return writeJSON(path, rec)
}

func writeJSON(path string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	tmp := path + ".tmp.0a1b2c3d"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

func orEmpty(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

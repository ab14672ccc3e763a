// Package demo builds a throw-away team from embedded samples and replays
// representative hook calls through hook.Evaluate, the decision code the
// hook binaries run, for `teamctl demo`.
package demo

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/teamstate"
)

//go:embed samples/*.json
var samples embed.FS

// Team names a sample team.
type Team string

const (
	FixedTheme  Team = "fixed-theme"
	MixedGenius Team = "mixed-genius"
	NoTeam      Team = "none"
)

var sampleFiles = map[Team]string{FixedTheme: "samples/team-fixed-theme.json", MixedGenius: "samples/team-mixed-genius.json"}

// Case is one replayed hook call.
type Case struct {
	Who   string // how the table names the caller
	Team  Team
	Hook  hook.Handler
	Event string // default PreToolUse
	Tool  string
	Input map[string]any // tool_input; file paths may use {{PROJECT}}
	// AgentID/AgentType make the call come from a teammate or subagent.
	AgentID, AgentType string
	// ParentAgentID, when set, writes the subagent's .meta.json.
	ParentAgentID *string
	Extra         map[string]any // other top-level input fields
	Call          string         // short text for the table
	// Want is the decision the case demonstrates; the demo's test holds the
	// hooks to it.
	Want string
}

// Row is a replayed case and what the hook decided.
type Row struct {
	Case     Case
	Decision string // deny, allow (no opinion), context, keep-working, error
	Rule     string
	Reason   string
	Exit     int
}

// Sandbox is the throw-away config dir, project and state.
type Sandbox struct {
	Root, ConfigDir, Project, State string
	sessions                        map[Team]string
	pids                            map[Team]string
}

// NewSandbox writes the sample teams under root.
func NewSandbox(root string) (*Sandbox, error) {
	s := &Sandbox{
		Root: root, ConfigDir: filepath.Join(root, "claude"), Project: filepath.Join(root, "project"),
		State: filepath.Join(root, "state"), sessions: map[Team]string{}, pids: map[Team]string{NoTeam: "999999"},
	}
	for _, d := range []string{s.Project, s.State, filepath.Join(s.ConfigDir, "teams")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return nil, err
		}
	}
	for t, file := range sampleFiles {
		raw, err := samples.ReadFile(file)
		if err != nil {
			return nil, err
		}
		raw = bytes.ReplaceAll(raw, []byte("{{PROJECT}}"), []byte(s.Project))
		var head struct {
			Name          string `json:"name"`
			LeadSessionID string `json:"leadSessionId"`
			LeadProcess   struct {
				PID int `json:"pid"`
			} `json:"leadProcess"`
		}
		if err := json.Unmarshal(raw, &head); err != nil {
			return nil, fmt.Errorf("sample %s: %w", file, err)
		}
		dir := filepath.Join(s.ConfigDir, "teams", head.Name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(dir, "config.json"), raw, 0o644); err != nil {
			return nil, err
		}
		s.sessions[t] = head.LeadSessionID
		s.pids[t] = fmt.Sprint(head.LeadProcess.PID)
	}
	s.sessions[NoTeam] = "0dd5e55a-0000-4000-8000-000000000003"
	if err := s.writeExtras(); err != nil {
		return nil, err
	}
	return s, nil
}

// writeExtras gives the fixed-theme team its characters (a theme-history
// entry, as `teamctl history add` records it) and a task board with one
// unclaimed task, so every hook has something to decide on.
func (s *Sandbox) writeExtras() error {
	for src, rel := range map[string]string{
		"samples/team-theme-history.json": "team-theme-history.json",
		"samples/task-1.json":             filepath.Join("tasks", "session-d3m0f1x3", "1.json"),
	} {
		raw, err := samples.ReadFile(src)
		if err != nil {
			return err
		}
		path := filepath.Join(s.ConfigDir, rel)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, raw, 0o644); err != nil {
			return err
		}
	}
	// The entry linked to the team, as `teamctl history add` run in the
	// team's session records it (spawn-guard requires the link).
	t, err := claudefs.ReadTeam(filepath.Join(s.ConfigDir, "teams", "session-d3m0f1x3"))
	if err != nil {
		return err
	}
	return teamstate.Update(s.State, teamstate.KeyOf(t), time.Now(), func(r *teamstate.Record) error {
		r.Characters = &teamstate.Characters{Pattern: "fixed-theme", Theme: "Cowboy Bebop", Names: []string{"Spike", "Jet", "Faye", "Ed"}}
		return nil
	})
}

// Getenv is the environment a hook sees for a call in team t.
func (s *Sandbox) Getenv(t Team) func(string) string {
	vars := map[string]string{
		"CLAUDE_CONFIG_DIR":  s.ConfigDir,
		"CLAUDE_PROJECT_DIR": s.Project,
		"TEAMCTL_STATE_DIR":  s.State,
		"CLAUDE_PID":         s.pids[t],
	}
	return func(k string) string { return vars[k] }
}

// Replay runs every case through its hook's decision (hook.Evaluate, as
// the hook binary does).
func (s *Sandbox) Replay(cases []Case) ([]Row, error) {
	rows := make([]Row, 0, len(cases))
	for _, c := range cases {
		row, err := s.replay(c)
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
	}
	return rows, nil
}

func (s *Sandbox) replay(c Case) (Row, error) {
	session := s.sessions[c.Team]
	transcriptDir := filepath.Join(s.ConfigDir, "projects", "-demo-project")
	input := map[string]any{
		"session_id":      session,
		"transcript_path": filepath.Join(transcriptDir, session+".jsonl"),
		"cwd":             s.Project,
		"permission_mode": "default",
		"hook_event_name": orString(c.Event, "PreToolUse"),
	}
	if c.Tool != "" {
		input["tool_name"] = c.Tool
		input["tool_input"] = expand(c.Input, s.Project)
		input["tool_use_id"] = "toolu_demo"
	}
	if c.AgentID != "" {
		input["agent_id"], input["agent_type"] = c.AgentID, c.AgentType
	}
	for k, v := range c.Extra {
		input[k] = v
	}
	if c.ParentAgentID != nil {
		meta := map[string]any{"agentType": c.AgentType, "taskKind": "subagent"}
		if *c.ParentAgentID != "" {
			meta["parentAgentId"] = *c.ParentAgentID
		}
		path := filepath.Join(transcriptDir, session, "subagents", "agent-"+c.AgentID+".meta.json")
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return Row{}, err
		}
		b, _ := json.Marshal(meta)
		if err := os.WriteFile(path, b, 0o644); err != nil {
			return Row{}, err
		}
	}
	raw, err := json.Marshal(input)
	if err != nil {
		return Row{}, err
	}
	in, err := hook.ParseInput(raw)
	if err != nil {
		return Row{}, err
	}
	// The decision the binary would make, from the code it runs; Emit says
	// what it would print and its exit code.
	d := hook.Evaluate(c.Hook, hook.NewCall(in, s.Getenv(c.Team), time.Now()))
	var out bytes.Buffer
	row := Row{Case: c, Exit: hook.Emit(in.Event, d, &out, io.Discard), Decision: "allow", Rule: d.Rule}
	switch {
	case d.Err != "" && d.Verdict != hook.Deny:
		row.Decision, row.Reason = "error", d.Err
	case out.Len() == 0 && row.Exit != 2:
		// No opinion, or a decision the event cannot take (dropped).
	case d.Verdict == hook.Deny:
		row.Decision, row.Reason = "deny", d.Reason
	case d.Verdict == hook.AddContext:
		row.Decision, row.Reason = "context", d.Context
	case d.Verdict == hook.KeepWorking:
		row.Decision, row.Reason = "keep-working", d.Reason
	case d.Verdict == hook.UpdateInput:
		row.Reason = "the tool input was changed (updatedInput)"
	}
	return row, nil
}

func expand(in map[string]any, project string) map[string]any {
	out := make(map[string]any, len(in))
	for k, v := range in {
		if s, ok := v.(string); ok {
			v = strings.ReplaceAll(s, "{{PROJECT}}", project)
		}
		out[k] = v
	}
	return out
}

func orString(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

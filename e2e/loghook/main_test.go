package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestEntry(t *testing.T) {
	home := t.TempDir()
	team := filepath.Join(home, ".claude", "teams", "session-1")
	os.MkdirAll(filepath.Join(team, "config.json.lock"), 0o755)
	os.MkdirAll(filepath.Join(team, "inboxes"), 0o755)
	os.WriteFile(filepath.Join(team, "config.json"), []byte(`{"name":"session-1"}`), 0o644)
	os.WriteFile(filepath.Join(team, "inboxes", "alice.json"), []byte(`[]`), 0o644)
	os.MkdirAll(filepath.Join(home, ".claude", "tasks", "session-1"), 0o755)
	os.WriteFile(filepath.Join(home, ".claude", "tasks", "session-1", "1.json"), []byte(`{"id":"1"}`), 0o644)
	meta := filepath.Join(home, "proj", "sess", "subagents", "agent-aalice-1.meta.json")
	os.MkdirAll(filepath.Dir(meta), 0o755)
	os.WriteFile(meta, []byte(`{"name":"alice"}`), 0o644)

	in := `{"hook_event_name":"PreToolUse","tool_name":"Write","agent_id":"aalice-1","session_id":"sess",` +
		`"transcript_path":"` + filepath.Join(home, "proj", "sess.jsonl") + `"}`
	e := entry([]byte(in), []string{
		"HOME=" + home, "CLAUDE_PID=42", "CLAUDE_CODE_MESSAGING_TOKEN=secret", "ANTHROPIC_API_KEY=sk-x",
		"TMUX_PANE=%1", "PATH=/bin", "CLAUDE_CODE_TEAM_KEY_NAME=k",
	})
	if e.Event != "PreToolUse" || e.Tool != "Write" || string(e.Input) != in {
		t.Errorf("event %q tool %q input %s", e.Event, e.Tool, e.Input)
	}
	wantEnv := map[string]string{"CLAUDE_PID": "42", "CLAUDE_CODE_MESSAGING_TOKEN": "<redacted>",
		"TMUX_PANE": "%1", "CLAUDE_CODE_TEAM_KEY_NAME": "<redacted>"}
	if len(e.Env) != len(wantEnv) {
		t.Errorf("env = %v", e.Env)
	}
	for k, v := range wantEnv {
		if e.Env[k] != v {
			t.Errorf("env %s = %q, want %q", k, e.Env[k], v)
		}
	}
	wantFiles := map[string]string{
		"teams/session-1/config.json":        `{"name":"session-1"}`,
		"teams/session-1/config.json.lock/":  "",
		"teams/session-1/inboxes/alice.json": "[]",
		"tasks/session-1/1.json":             `{"id":"1"}`,
	}
	if len(e.Files) != len(wantFiles) {
		t.Errorf("files = %v", e.Files)
	}
	for k, v := range wantFiles {
		if got, ok := e.Files[k]; !ok || got != v {
			t.Errorf("file %s = %q (%v), want %q", k, got, ok, v)
		}
	}
	if string(e.AgentMeta) != `{"name":"alice"}` {
		t.Errorf("agent meta = %s", e.AgentMeta)
	}
	if len(e.Ancestors) == 0 || e.Ancestors[0].PID != os.Getppid() {
		t.Errorf("ancestors = %+v", e.Ancestors)
	}

	if e := entry([]byte("not json"), nil); !strings.Contains(string(e.Input), `"_unparsed":"not json"`) {
		t.Errorf("garbage input logged as %s", e.Input)
	}
}

func TestAppendLineFromManyWriters(t *testing.T) {
	path := filepath.Join(t.TempDir(), "log.jsonl")
	big := strings.Repeat("x", 200<<10)
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			line, _ := json.Marshal(map[string]string{"pad": big})
			appendLine(path, append(line, '\n'))
		}()
	}
	wg.Wait()
	b, _ := os.ReadFile(path)
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	if len(lines) != 20 {
		t.Fatalf("%d lines", len(lines))
	}
	for i, l := range lines {
		if !json.Valid([]byte(l)) {
			t.Fatalf("line %d is torn", i)
		}
	}
}

func TestParentOf(t *testing.T) {
	if got := parentOf(os.Getpid()); got != os.Getppid() {
		t.Errorf("parentOf(self) = %d, want %d", got, os.Getppid())
	}
}

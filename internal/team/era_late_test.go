package team

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
)

// Claude Code 2.1.177 can run a subagent's first tool call before the
// leader's Agent call reaches the transcript; the owner is still found
// when the line lands a moment later (e2e TestLeaderGuardFixedTheme saw
// the leader's subagent let through as an unknown one).
func TestSubagentOwnerWaitsForALateTranscriptLine(t *testing.T) {
	dir := t.TempDir()
	transcript := filepath.Join(dir, "sess.jsonl")
	if err := os.WriteFile(transcript, []byte(`{"type":"user"}`+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "sess", "subagents"), 0o700); err != nil {
		t.Fatal(err)
	}
	in := &hook.Input{TranscriptPath: transcript, SessionID: "sess", AgentID: "a1"}
	go func() {
		time.Sleep(150 * time.Millisecond)
		f, err := os.OpenFile(transcript, os.O_APPEND|os.O_WRONLY, 0)
		if err == nil {
			f.WriteString(`{"type":"assistant","message":{"content":[{"type":"tool_use","id":"toolu_late","name":"Agent"}]}}` + "\n")
			f.Close()
		}
	}()
	role, _, evidence := subagentOwner(in, &claudefs.Team{}, claudefs.AgentMeta{ToolUseID: "toolu_late"})
	if role != LeaderSubagent {
		t.Fatalf("role = %q (%s), want the leader's subagent", role, evidence)
	}

	start := time.Now()
	role, _, _ = subagentOwner(in, &claudefs.Team{}, claudefs.AgentMeta{ToolUseID: "toolu_never"})
	if role != UnknownSubagent {
		t.Fatalf("role = %q for a call no transcript holds, want unknown", role)
	}
	if waited := time.Since(start); waited > 3*time.Second {
		t.Fatalf("waited %v for a call no transcript holds; the wait is bounded to about a second", waited)
	}
}

package claudefs

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestReadAgentMetaEvidence(t *testing.T) {
	b, err := os.ReadFile("testdata/agent-meta.json")
	if err != nil {
		t.Fatal(err)
	}
	var samples map[string]struct {
		Input struct {
			SessionID      string `json:"session_id"`
			TranscriptPath string `json:"transcript_path"`
			AgentID        string `json:"agent_id"`
		} `json:"input"`
		AgentMeta json.RawMessage `json:"agent_meta"`
	}
	if err := json.Unmarshal(b, &samples); err != nil {
		t.Fatal(err)
	}
	s, ok := samples["teammate_after_clear_PreToolUse_Bash_with_meta"]
	if !ok {
		t.Fatal("sample missing")
	}
	// Re-root the captured transcript path in a temp dir.
	projects := t.TempDir()
	transcript := filepath.Join(projects, filepath.Base(s.Input.TranscriptPath))
	path := AgentMetaPath(transcript, s.Input.SessionID, s.Input.AgentID)
	if want := filepath.Join(projects, s.Input.SessionID, "subagents", "agent-ajack-cb922a3f91f4fd1d.meta.json"); path != want {
		t.Fatalf("path %s, want %s", path, want)
	}
	if _, err := ReadAgentMeta(transcript, s.Input.SessionID, s.Input.AgentID); !errors.Is(err, ErrMetaNotFound) {
		t.Fatalf("before the file exists: err = %v", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, s.AgentMeta, 0o600); err != nil {
		t.Fatal(err)
	}
	m, err := ReadAgentMeta(transcript, s.Input.SessionID, s.Input.AgentID)
	if err != nil {
		t.Fatal(err)
	}
	if m.AgentType != "jack" || m.Name != "jack" || m.TaskKind != "in_process_teammate" || !m.InProcessTeammate() ||
		m.TeamName != "session-c6f4fc77" || m.ParentAgentID != "" || m.PermissionMode != "default" || m.Color != "green" {
		t.Fatalf("got %+v", m)
	}
}

func TestReadAgentMetaSubagentOfTeammate(t *testing.T) {
	dir := t.TempDir()
	transcript := filepath.Join(dir, "s1.jsonl")
	path := AgentMetaPath(transcript, "s1", "a5b66c3f0886522e6")
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(`{"agentType":"Explore","parentAgentId":"aivy-0123456789abcdef"}`), 0o600); err != nil {
		t.Fatal(err)
	}
	m, err := ReadAgentMeta(transcript, "s1", "a5b66c3f0886522e6")
	if err != nil || m.ParentAgentID != "aivy-0123456789abcdef" || m.InProcessTeammate() {
		t.Fatalf("got %+v, %v", m, err)
	}
	if err := os.WriteFile(path, []byte(`{"agentType":`), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadAgentMeta(transcript, "s1", "a5b66c3f0886522e6"); !errors.Is(err, ErrTornJSON) {
		t.Fatalf("torn meta: err = %v", err)
	}
}

func TestReadAgentMetaRefusesPathTricks(t *testing.T) {
	for _, ids := range [][2]string{{"s1", "../../x"}, {"..", "a1"}, {"s1", ""}, {"", "a1"}, {"s/1", "a1"}} {
		if _, err := ReadAgentMeta("/tmp/p/t.jsonl", ids[0], ids[1]); err == nil || errors.Is(err, ErrMetaNotFound) {
			t.Errorf("ids %q: err = %v, want refusal", ids, err)
		}
	}
}

package team

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
)

const evidence = "../../testdata/evidence/"

type fakeProc struct {
	argv  map[int][]string
	start map[int]string
}

func (f fakeProc) Cmdline(pid int) ([]string, error) {
	if a, ok := f.argv[pid]; ok {
		return a, nil
	}
	return nil, os.ErrNotExist
}

func (f fakeProc) StartTime(pid int) (string, error) {
	if s, ok := f.start[pid]; ok {
		return s, nil
	}
	return "", os.ErrNotExist
}

type captured struct {
	Input     json.RawMessage `json:"input"`
	Env       map[string]string
	Ancestors []struct {
		PID     int      `json:"pid"`
		Cmdline []string `json:"cmdline"`
	} `json:"ancestors"`
	AgentMeta json.RawMessage `json:"agent_meta"`
}

func loadCaptured(t *testing.T) map[string]captured {
	t.Helper()
	raw, err := os.ReadFile(evidence + "hook-inputs.json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]captured
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// sandbox is a config dir holding the evidence teams, plus synthetic ones.
type sandbox struct {
	home, config, state string
}

func newSandbox(t *testing.T) *sandbox {
	t.Helper()
	root := t.TempDir()
	s := &sandbox{home: root, config: filepath.Join(root, ".claude"), state: filepath.Join(root, "state")}
	s.team(t, "session-716ec9d0", mustRead(t, evidence+"config-t2-inprocess-after-2-joins-with-pattern.json"))
	s.team(t, "session-7034c07c", mustRead(t, evidence+"config-t3-after-shutdown-removal.json"))
	s.team(t, "session-1fc07471", mustRead(t, evidence+"config-t4-tmux-member.json"))
	s.team(t, "session-c6f4fc77", []byte(`{"name":"session-c6f4fc77","leadSessionId":"c6f4fc77-8ec0-4445-ac62-8c41a1db8b70",
		"leadProcess":{"pid":8319,"procStart":"1"},"members":[
		{"name":"team-lead","agentType":"team-lead","tmuxPaneId":"leader","backendType":"in-process"},
		{"name":"ivy","tmuxPaneId":"in-process","backendType":"in-process"},
		{"name":"jack","tmuxPaneId":"in-process","backendType":"in-process"}]}`))
	return s
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func (s *sandbox) team(t testing.TB, name string, config []byte) {
	t.Helper()
	dir := filepath.Join(s.config, "teams", name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "config.json"), config, 0o644); err != nil {
		t.Fatal(err)
	}
}

// meta writes a subagent's .meta.json where Claude Code keeps it.
func (s *sandbox) meta(t *testing.T, in *hook.Input, body string) {
	t.Helper()
	dir := filepath.Join(filepath.Dir(in.TranscriptPath), in.SessionID, "subagents")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "agent-"+in.AgentID+".meta.json"), []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func (s *sandbox) getenv(vars map[string]string) func(string) string {
	return func(k string) string {
		switch k {
		case "HOME":
			return s.home
		case "TEAMCTL_STATE_DIR":
			return s.state
		}
		return vars[k]
	}
}

// rehome points the captured transcript path into the sandbox.
func (s *sandbox) input(t *testing.T, raw json.RawMessage) *hook.Input {
	t.Helper()
	fixed := strings.ReplaceAll(string(raw), "/home/dev/.claude", s.config)
	in, err := hook.ParseInput([]byte(fixed))
	if err != nil {
		t.Fatal(err)
	}
	return in
}

func TestResolveCapturedCallers(t *testing.T) {
	caps := loadCaptured(t)
	cases := []struct {
		key      string
		meta     string // .meta.json to write for a subagent
		role     Role
		name     string
		team     string
		evidence string
	}{
		{key: "inproc_leader_PreToolUse_Bash", role: Leader, name: "team-lead", team: "session-716ec9d0", evidence: "leadProcess.pid = CLAUDE_PID 25483"},
		{key: "leader_PreToolUse_SendMessage", role: Leader, team: "session-716ec9d0"},
		{key: "inproc_teammate_PreToolUse_Write", role: Teammate, name: "alice", team: "session-716ec9d0", evidence: "agent_type is member alice"},
		{key: "leader_plain_subagent_PreToolUse_Bash", meta: `{"agentType":"general-purpose","taskKind":"subagent"}`, role: LeaderSubagent, name: "general-purpose", team: "session-7034c07c"},
		{key: "teammate_plain_subagent_PreToolUse_Bash", meta: `{"agentType":"general-purpose","parentAgentId":"aivy-e1aba739c9a7aad3"}`, role: TeammateSubagent, team: "session-c6f4fc77"},
		{key: "teammate_after_clear_PreToolUse_Bash_with_meta", role: Teammate, name: "jack", team: "session-c6f4fc77"},
		{key: "tmux_teammate_PreToolUse_Write", role: PaneTeammate, name: "erin", team: "session-1fc07471", evidence: "argv --agent-id erin@session-1fc07471"},
		{key: "leader_plain_subagent_PreToolUse_Bash", role: UnknownSubagent, team: "session-7034c07c"},
	}
	for _, tc := range cases {
		t.Run(tc.key+"/"+string(tc.role), func(t *testing.T) {
			s := newSandbox(t)
			c, ok := caps[tc.key]
			if !ok {
				t.Fatalf("no captured input %s", tc.key)
			}
			in := s.input(t, c.Input)
			if tc.meta != "" {
				s.meta(t, in, tc.meta)
			}
			proc := fakeProc{argv: map[int][]string{}}
			for _, a := range c.Ancestors {
				proc.argv[a.PID] = a.Cmdline
			}
			vars := map[string]string{"CLAUDE_PID": c.Env["CLAUDE_PID"], "TMUX_PANE": c.Env["TMUX_PANE"]}
			got, err := New(s.getenv(vars), proc).Resolve(in)
			if err != nil {
				t.Fatal(err)
			}
			if got.Role != tc.role || got.TeamName() != tc.team || (tc.name != "" && got.Name != tc.name) {
				t.Fatalf("got role %s name %q team %q (%s); want %s %q %s", got.Role, got.Name, got.TeamName(), got.Evidence, tc.role, tc.name, tc.team)
			}
			if tc.role == TeammateSubagent && got.Parent != "ivy" {
				t.Errorf("parent = %q, want ivy", got.Parent)
			}
			if !strings.Contains(got.Evidence, tc.evidence) {
				t.Errorf("evidence %q lacks %q", got.Evidence, tc.evidence)
			}
		})
	}
}

func leaderInput(t testing.TB, session, mode string) *hook.Input {
	t.Helper()
	in, err := hook.ParseInput([]byte(fmt.Sprintf(`{"session_id":%q,"hook_event_name":"PreToolUse","permission_mode":%q,"tool_name":"Write","tool_input":{}}`, session, mode)))
	if err != nil {
		t.Fatal(err)
	}
	return in
}

func TestTeamCreateEraFallsBackToPermissionMode(t *testing.T) {
	s := newSandbox(t)
	s.team(t, "my-team", []byte(`{"name":"My Team","leadSessionId":"11111111-aaaa","members":[
		{"name":"team-lead","agentType":"team-lead","tmuxPaneId":""},{"name":"kim","tmuxPaneId":""}]}`))
	for mode, want := range map[string]Role{"default": Leader, "plan": Leader, "bypassPermissions": Member, "acceptEdits": Member} {
		got, err := New(s.getenv(nil), fakeProc{}).Resolve(leaderInput(t, "11111111-aaaa", mode))
		if err != nil {
			t.Fatal(err)
		}
		if got.Role != want || !got.Legacy || got.TeamName() != "My Team" || !strings.Contains(got.Evidence, "permission_mode") {
			t.Errorf("mode %s: %+v", mode, got)
		}
	}
	// An unset TMUX_PANE must not match the TeamCreate-era lead's empty pane id.
	got, _ := New(s.getenv(map[string]string{"CLAUDE_PID": "4242"}), fakeProc{}).Resolve(leaderInput(t, "99999999-x", "default"))
	if got.Role != NoTeam {
		t.Fatalf("empty TMUX_PANE matched a member: %+v", got)
	}
}

func TestTmuxPaneFallbackWithoutArgv(t *testing.T) {
	s := newSandbox(t)
	got, err := New(s.getenv(map[string]string{"CLAUDE_PID": "31875", "TMUX_PANE": "%1"}), fakeProc{}).Resolve(leaderInput(t, "1c98fa5e-8c9d", "default"))
	if err != nil || got.Role != PaneTeammate || got.Name != "erin" || !strings.Contains(got.Evidence, "TMUX_PANE %1") {
		t.Fatalf("got %+v, %v", got, err)
	}
}

func TestNoTeamAndNegativeCache(t *testing.T) {
	s := newSandbox(t)
	r := New(s.getenv(map[string]string{"CLAUDE_PID": "777"}), fakeProc{})
	r.cache.now = func() time.Time { return time.Now().Add(time.Hour) } // folders look old enough to cache
	got, err := r.Resolve(leaderInput(t, "abcdef12-0000", "default"))
	if err != nil || got.Role != NoTeam {
		t.Fatalf("got %+v, %v", got, err)
	}
	if _, known, _ := r.cache.lookup(filepath.Join(s.config, "teams"), 777); !known {
		t.Fatal("no-team answer not cached")
	}
	// A new team led by pid 777 appears: the teams folder changes, the cache is void.
	time.Sleep(10 * time.Millisecond)
	s.team(t, "session-abcdef12", []byte(`{"name":"session-abcdef12","leadSessionId":"x","leadProcess":{"pid":777},"members":[]}`))
	got, _ = r.Resolve(leaderInput(t, "ffffffff-0000", "default"))
	if got.Role != Leader || got.TeamName() != "session-abcdef12" {
		t.Fatalf("after a new team: %+v", got)
	}
}

func TestPidReusedByAStaleFolderPrefersTheLiveProcess(t *testing.T) {
	s := newSandbox(t)
	s.team(t, "session-0000dead", []byte(`{"name":"session-0000dead","createdAt":9999999999999,"leadSessionId":"0000dead","leadProcess":{"pid":25483,"procStart":"11"},"members":[]}`))
	proc := fakeProc{start: map[int]string{25483: "285220"}}
	got, err := New(s.getenv(map[string]string{"CLAUDE_PID": "25483"}), proc).Resolve(leaderInput(t, "deadbeef-after-clear", "default"))
	if err != nil || got.TeamName() != "session-716ec9d0" {
		t.Fatalf("got %+v, %v", got, err)
	}
}

func TestTornAndStaleFoldersDoNotHideTheTeam(t *testing.T) {
	s := newSandbox(t)
	for i := 0; i < 50; i++ {
		s.team(t, fmt.Sprintf("session-%08x", i), []byte(fmt.Sprintf(`{"name":"session-%08x","leadProcess":{"pid":%d},"members":[]}`, i, 100000+i)))
	}
	s.team(t, "session-torn0000", []byte(`{"name":"session-torn0000","leadPro`))
	os.MkdirAll(filepath.Join(s.config, "teams", "session-716ec9d0.deleted-1234"), 0o755)
	got, err := New(s.getenv(map[string]string{"CLAUDE_PID": "28910"}), fakeProc{}).Resolve(leaderInput(t, "nomatch-0000", "default"))
	if err != nil || got.Role != Leader || got.TeamName() != "session-7034c07c" {
		t.Fatalf("got %+v, %v", got, err)
	}
}

func TestAllConfigsUnreadableIsAnError(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, ".claude", "teams", "session-12345678")
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, "config.json"), []byte(`{"members":[`), 0o644)
	getenv := func(k string) string {
		return map[string]string{"HOME": root, "CLAUDE_PID": "5", "TEAMCTL_STATE_DIR": root}[k]
	}
	_, err := New(getenv, fakeProc{}).Resolve(leaderInput(t, "12345678-0000", "default"))
	if err == nil || !errors.Is(err, claudefs.ErrTorn) {
		t.Fatalf("err = %v", err)
	}
}

func TestAgentIDForms(t *testing.T) {
	for id, want := range map[string]string{
		"aalice-34bdd1bf3a03fbf9":      "alice",
		"asenior-dev-0123456789abcdef": "senior-dev",
		"aalice-34bdd1bf3a03fbf":       "", // 15 hex
		"aalice-34bdd1bf3a03fbfZ":      "",
		"alice-34bdd1bf3a03fbf9":       "lice", // the 'a' is the prefix, as Claude Code writes it
		"a-0123456789abcdef":           "",
		"a5b66c3f0886522e6":            "",
	} {
		got, ok := InProcessName(id)
		if got != want || ok != (want != "") {
			t.Errorf("InProcessName(%q) = %q, %v; want %q", id, got, ok, want)
		}
	}
	for id, want := range map[string]bool{"a5b66c3f0886522e6": true, "a0123456789abcdef": true, "a0123456789abcde": false, "aalice-34bdd1bf3a03fbf9": false, "b0123456789abcdef0": false} {
		if IsSubagentID(id) != want {
			t.Errorf("IsSubagentID(%q) != %v", id, want)
		}
	}
}

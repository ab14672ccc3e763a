package team

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/claudefs"
)

// treeProc is a fake process table: argv, start time and parent per pid.
type treeProc struct {
	fakeProc
	parent map[int]int
}

func (p treeProc) Parent(pid int) (int, error) {
	if pp, ok := p.parent[pid]; ok {
		return pp, nil
	}
	return 0, os.ErrNotExist
}

// chain builds a process tree from a leaf upwards: chain(pid, argv, pid,
// argv, …), each pid the parent of the one before.
func chain(pairs ...any) treeProc {
	p := treeProc{fakeProc: fakeProc{argv: map[int][]string{}, start: map[int]string{}}, parent: map[int]int{}}
	prev := 0
	for i := 0; i < len(pairs); i += 2 {
		pid := pairs[i].(int)
		p.argv[pid] = pairs[i+1].([]string)
		if prev != 0 {
			p.parent[prev] = pid
		}
		prev = pid
	}
	return p
}

var (
	claudeLead = []string{"/opt/claude-code/node_modules/@anthropic-ai/claude-code-linux-x64/claude", "--permission-mode", "default"}
	claudePane = []string{"/opt/claude-code/node_modules/@anthropic-ai/claude-code-linux-x64/claude",
		"--agent-id", "erin@session-1fc07471", "--agent-name", "erin", "--team-name", "session-1fc07471",
		"--parent-session-id", "1fc07471-f170-45c7-bfc5-74cdec799f12"}
	bashTool = []string{"/bin/bash", "-c", "-l", "teamctl pattern set fixed-theme"}
)

func TestDiscover(t *testing.T) {
	// The leader's Bash tool: teamctl's parent is the tool's shell, whose
	// parent is the leader's claude process (t2's lead pid 25483).
	leaderTree := chain(26038, bashTool, 25483, claudeLead, 25481, []string{"bash", "-c", "launch.sh"}, 25480, []string{"tmux"})
	// A pane teammate's Bash tool (t4): shell ← claude with --team-name.
	paneTree := chain(31900, bashTool, 31875, claudePane, 31000, []string{"tmux", "-L", "x"})
	// A claude process that leads no team (print mode), started from the
	// leader's Bash tool: the walk must stop there, not reach 25483.
	nested := chain(40001, bashTool, 40000, []string{"claude", "-p", "hi"}, 26038, bashTool, 25483, claudeLead)
	// A wrapper eight levels deep is too deep.
	deep := chain(9, bashTool, 8, bashTool, 7, bashTool, 6, bashTool, 5, bashTool, 4, bashTool, 3, bashTool, 2, bashTool, 25483, claudeLead)

	tests := []struct {
		name     string
		env      map[string]string
		proc     treeProc
		start    int
		team     string
		evidence string
		reason   string // for a NotFoundError
	}{
		{name: "leader's Bash tool", proc: leaderTree, start: 26038, team: "session-716ec9d0", evidence: "leadProcess.pid 25483 is an ancestor process"},
		{name: "started by claude itself", proc: leaderTree, start: 25483, team: "session-716ec9d0", evidence: "the parent process"},
		{name: "hook with CLAUDE_PID", env: map[string]string{"CLAUDE_PID": "28910"}, proc: chain(1, []string{"init"}), start: 77, team: "session-7034c07c", evidence: "CLAUDE_PID 28910"},
		{name: "pane teammate's Bash tool", proc: paneTree, start: 31900, team: "session-1fc07471", evidence: "pane teammate erin"},
		{name: "pane teammate hook", env: map[string]string{"CLAUDE_PID": "31875"}, proc: paneTree, start: 1, team: "session-1fc07471", evidence: "CLAUDE_PID 31875 is pane teammate erin"},
		{name: "nested claude stops the walk", proc: nested, start: 40001, reason: "ancestor process 40000 is a claude process that leads no team"},
		{name: "too deep", proc: deep, start: 9, reason: "neither CLAUDE_PID nor any ancestor"},
		{name: "another terminal", proc: chain(500, []string{"zsh"}, 1, []string{"init"}), start: 500, reason: "neither CLAUDE_PID"},
		{name: "CLAUDE_PID of no team falls back to the walk", env: map[string]string{"CLAUDE_PID": "99"}, proc: leaderTree, start: 26038, team: "session-716ec9d0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newSandbox(t)
			// The first pass builds the teams index; the second answers
			// from it: the same answer either way.
			for range 2 {
				discoverCase(t, s, tc.env, tc.proc, tc.start, tc.team, tc.evidence, tc.reason)
			}
			if _, err := os.Stat(filepath.Join(s.state, "cache", "teams-index")); err != nil {
				t.Errorf("Discover kept no teams index: %v", err)
			}
		})
	}
}

func discoverCase(t *testing.T, s *sandbox, env map[string]string, proc treeProc, start int, team, wantEvidence, reason string) {
	t.Helper()
	got, evidence, err := Discover(s.getenv(env), proc, start)
	if reason != "" {
		var nf *NotFoundError
		if !errors.As(err, &nf) {
			t.Fatalf("got %v, %q, %v; want a NotFoundError", got, evidence, err)
		}
		if !strings.Contains(nf.Reason, reason) {
			t.Errorf("reason %q lacks %q", nf.Reason, reason)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != team {
		t.Errorf("team = %s (%s), want %s", got.Name, evidence, team)
	}
	if !strings.Contains(evidence, wantEvidence) {
		t.Errorf("evidence %q lacks %q", evidence, wantEvidence)
	}
}

// The pid cache the hooks keep is believed only for a team whose config
// records this very process; the index only for folders whose configs it
// has seen as they are now.
func TestDiscoverDoesNotTrustStaleLookups(t *testing.T) {
	s := newSandbox(t)
	proc := chain(26038, bashTool, 25483, claudeLead)
	proc.start[25483] = "285220"
	getenv := s.getenv(nil)
	if got, _, err := Discover(getenv, proc, 26038); err != nil || got.Name != "session-716ec9d0" {
		t.Fatalf("got %v, %v", got, err)
	}
	// A cache entry naming another team's folder for the lead's pid.
	cache := filepath.Join(s.state, "cache", "pid-25483")
	if err := os.WriteFile(cache, []byte("session-7034c07c\t1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if got, _, err := Discover(getenv, proc, 26038); err != nil || got.Name != "session-716ec9d0" {
		t.Fatalf("stale cache entry: got %v, %v", got, err)
	}
	// The team is replaced in place by one led by another process: the
	// index must not keep answering with the old lead.
	s.team(t, "session-716ec9d0", []byte(`{"name":"session-716ec9d0","leadProcess":{"pid":777,"procStart":"1"},"members":[{"name":"team-lead"}]}`))
	if got, _, err := Discover(getenv, proc, 26038); err == nil {
		t.Fatalf("replaced team still found: %v", got.Name)
	}
}

// A folder left behind by a dead lead whose pid now belongs to the shell
// running teamctl must not be taken for the caller's team.
func TestDiscoverIgnoresAReusedPid(t *testing.T) {
	s := newSandbox(t)
	s.team(t, "session-0000dead", []byte(`{"name":"session-0000dead","leadProcess":{"pid":26038,"procStart":"11"},"members":[]}`))
	proc := chain(26038, bashTool, 25483, claudeLead)
	proc.start[26038] = "290000"
	got, evidence, err := Discover(s.getenv(nil), proc, 26038)
	if err != nil || got.Name != "session-716ec9d0" {
		t.Fatalf("got %v, %q, %v", got, evidence, err)
	}
}

// With no evidence, one live team is still not a guess teamctl makes: the
// error lists it so the hint can name it.
func TestDiscoverRefusesToGuessASingleLiveTeam(t *testing.T) {
	s := newSandbox(t)
	proc := chain(500, []string{"zsh"}, 1, []string{"init"})
	// Only t2's lead runs, with the recorded start time; the others are gone.
	proc.start[25483] = "285220"
	proc.start[28910] = "1" // reused pid: another start time
	_, _, err := Discover(s.getenv(nil), proc, 500)
	var nf *NotFoundError
	if !errors.As(err, &nf) {
		t.Fatalf("err = %v", err)
	}
	if names := teamNames(nf.Live); len(names) != 1 || names[0] != "session-716ec9d0" {
		t.Errorf("live = %v, want [session-716ec9d0]", names)
	}
	if !strings.Contains(err.Error(), "cannot tell which team you are in") || !strings.Contains(err.Error(), "session-716ec9d0") {
		t.Errorf("message %q", err)
	}
}

func TestDiscoverTeamCreateEraBySessionID(t *testing.T) {
	s := newSandbox(t)
	s.team(t, "my-team", []byte(`{"name":"My Team","leadSessionId":"11111111-aaaa","members":[{"name":"team-lead","agentType":"team-lead","tmuxPaneId":""}]}`))
	got, evidence, err := Discover(s.getenv(map[string]string{"CLAUDE_CODE_SESSION_ID": "11111111-aaaa"}), chain(500, []string{"zsh"}), 500)
	if err != nil || got.Name != "My Team" || !strings.Contains(evidence, "leadSessionId") {
		t.Fatalf("got %v, %q, %v", got, evidence, err)
	}
}

func TestDiscoverWithoutParentReaderChecksOnlyTheStart(t *testing.T) {
	s := newSandbox(t)
	if got, _, err := Discover(s.getenv(nil), fakeProc{}, 25483); err != nil || got.Name != "session-716ec9d0" {
		t.Fatalf("got %v, %v", got, err)
	}
	if _, _, err := Discover(s.getenv(nil), fakeProc{}, 26038); err == nil {
		t.Fatal("walked up without a ParentReader")
	}
}

func TestOpenAndNames(t *testing.T) {
	s := newSandbox(t)
	s.team(t, "my-team", []byte(`{"name":"My Team","members":[]}`))
	os.MkdirAll(s.config+"/teams/session-716ec9d0.deleted-1234", 0o755)
	getenv := s.getenv(nil)
	for _, name := range []string{"session-716ec9d0", "My Team", "my-team"} {
		if _, err := Open(getenv, name); err != nil {
			t.Errorf("Open(%q): %v", name, err)
		}
	}
	for _, name := range []string{"session-nope", "../teams", "session-716ec9d0.deleted-1234", ""} {
		_, err := Open(getenv, name)
		var ut *UnknownTeamError
		if !errors.As(err, &ut) {
			t.Errorf("Open(%q) = %v, want UnknownTeamError", name, err)
			continue
		}
		if len(ut.Known) != 5 || ut.Known[0] != "my-team" {
			t.Errorf("known = %v", ut.Known)
		}
	}
}

func TestLeadLive(t *testing.T) {
	withPid := &claudefs.Team{LeadPID: 10, LeadProcStart: "5"}
	tests := []struct {
		team *claudefs.Team
		proc Proc
		want bool
	}{
		{&claudefs.Team{}, fakeProc{}, true}, // TeamCreate era: cannot tell
		{withPid, fakeProc{start: map[int]string{10: "5"}}, true},
		{withPid, fakeProc{start: map[int]string{10: "6"}}, false}, // pid reused
		{withPid, fakeProc{}, false},                               // gone
		{&claudefs.Team{LeadPID: 10}, fakeProc{start: map[int]string{10: "6"}}, true},
		{withPid, unsupportedProc{}, true}, // no /proc: never ruled out
	}
	for i, tc := range tests {
		if got := LeadLive(tc.team, tc.proc); got != tc.want {
			t.Errorf("case %d: LeadLive = %v, want %v", i, got, tc.want)
		}
	}
}

type unsupportedProc struct{}

func (unsupportedProc) Cmdline(int) ([]string, error) { return nil, claudefs.ErrProcUnsupported }
func (unsupportedProc) StartTime(int) (string, error) { return "", claudefs.ErrProcUnsupported }

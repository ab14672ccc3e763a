package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/teamstate"
	"github.com/tidwall/sjson"
)

const evidenceDir = "../../testdata/evidence/"

// cliEnv is a sandboxed teamctl environment for calling run functions
// directly: a config dir in t.TempDir(), a fake environment, a fake
// process table and buffers for the output.
type cliEnv struct {
	t       *testing.T
	root    string
	config  string
	vars    map[string]string
	procs   *procTable
	parent  int
	stdin   string
	isTTY   bool
	out     bytes.Buffer
	errOut  bytes.Buffer
	nowTime time.Time
}

func newCLIEnv(t *testing.T) *cliEnv {
	t.Helper()
	root := t.TempDir()
	e := &cliEnv{
		t: t, root: root, config: filepath.Join(root, ".claude"),
		vars:    map[string]string{"HOME": root},
		procs:   &procTable{argv: map[int][]string{}, start: map[int]string{}, parent: map[int]int{}},
		nowTime: time.Date(2026, 11, 21, 19, 0, 0, 0, time.UTC),
	}
	e.vars["CLAUDE_CONFIG_DIR"] = e.config
	if err := os.MkdirAll(filepath.Join(root, "project"), 0o755); err != nil {
		t.Fatal(err)
	}
	return e
}

func (e *cliEnv) factory() *Factory {
	e.out.Reset()
	e.errOut.Reset()
	return &Factory{
		In: strings.NewReader(e.stdin), Out: &e.out, ErrOut: &e.errOut, IsTTY: e.isTTY,
		Getenv:     func(k string) string { return e.vars[k] },
		Now:        func() time.Time { return e.nowTime },
		Proc:       e.procs,
		Getwd:      func() (string, error) { return filepath.Join(e.root, "project"), nil },
		Executable: func() (string, error) { return "/usr/local/bin/teamctl", nil },
		ParentPID:  e.parent,
	}
}

// team writes a team folder; edits are sjson path/value pairs applied to
// the config first.
func (e *cliEnv) team(name string, config []byte, edits ...any) string {
	e.t.Helper()
	doc := config
	doc, err := sjson.SetBytes(doc, "name", name)
	if err != nil {
		e.t.Fatal(err)
	}
	for i := 0; i < len(edits); i += 2 {
		if edits[i+1] == nil {
			doc, err = sjson.DeleteBytes(doc, edits[i].(string))
		} else {
			doc, err = sjson.SetBytes(doc, edits[i].(string), edits[i+1])
		}
		if err != nil {
			e.t.Fatal(err)
		}
	}
	dir := filepath.Join(e.config, "teams", name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		e.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, claudefs.ConfigFile), doc, 0o644); err != nil {
		e.t.Fatal(err)
	}
	return dir
}

// leadBy makes the fake process pid a running claude lead and teamctl's
// grandparent: teamctl ← shell (pid+1) ← claude (pid).
func (e *cliEnv) leadBy(pid int) {
	e.procs.argv[pid] = []string{"/usr/local/bin/claude"}
	e.procs.start[pid] = "1000"
	e.procs.argv[pid+1] = []string{"/bin/bash", "-c", "teamctl"}
	e.procs.start[pid+1] = "2000"
	e.procs.parent[pid+1] = pid
	e.parent = pid + 1
}

func (e *cliEnv) write(path string, data []byte) {
	e.t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		e.t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		e.t.Fatal(err)
	}
}

func readEvidence(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(evidenceDir + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// leaderOnly is a 2.1.330 team config before any spawn (clarification 11).
var leaderOnly = []byte(`{"name":"x","createdAt":1795286239427,"leadAgentId":"team-lead@x",
 "leadSessionId":"aaaa1111-0000","leadProcess":{"pid":700,"procStart":"1000"},
 "members":[{"agentId":"team-lead@x","name":"team-lead","agentType":"team-lead","joinedAt":1795286239427,
  "tmuxPaneId":"leader","cwd":"/home/dev/project","subscriptions":[],"backendType":"in-process"}]}`)

// procTable is a fake process table: argv, start time and parent per pid.
type procTable struct {
	argv   map[int][]string
	start  map[int]string
	parent map[int]int
}

func (p *procTable) Cmdline(pid int) ([]string, error) {
	if a, ok := p.argv[pid]; ok {
		return a, nil
	}
	return nil, os.ErrNotExist
}

func (p *procTable) StartTime(pid int) (string, error) {
	if s, ok := p.start[pid]; ok {
		return s, nil
	}
	return "", os.ErrNotExist
}

func (p *procTable) Parent(pid int) (int, error) {
	if pp, ok := p.parent[pid]; ok {
		return pp, nil
	}
	return 0, os.ErrNotExist
}

// code is the exit status Main would give err, with its printed message.
func code(err error) (int, string) {
	var buf bytes.Buffer
	return exitCode(err, &buf), buf.String()
}

// Real processes for LeadStatus, which reads /proc: this test process
// (alive, with its real start time) and a pid above the kernel's maximum.
func liveLead(t *testing.T) (int, string) {
	t.Helper()
	start, err := claudefs.ProcStartTime(os.Getpid())
	if err != nil {
		t.Skip("needs /proc:", err)
	}
	return os.Getpid(), start
}

const deadPid = 4194399

func TestTeamListJSON(t *testing.T) {
	e := newCLIEnv(t)
	pid, start := liveLead(t)
	t2 := readEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json")
	e.team("session-716ec9d0", t2, "leadProcess.pid", pid, "leadProcess.procStart", start, "leadProcess.pidSpace", nil)
	e.team("session-7034c07c", readEvidence(t, "config-t3-after-shutdown-removal.json"), "leadProcess.pid", deadPid, "leadProcess.pidSpace", nil)
	e.team("my-team", []byte(`{"name":"My Team","members":[{"name":"team-lead","agentType":"team-lead","tmuxPaneId":""}]}`))
	if err := runTeamList(&teamListOptions{f: e.factory(), JSON: true}); err != nil {
		t.Fatal(err)
	}
	var rows []teamListRow
	if err := json.Unmarshal(e.out.Bytes(), &rows); err != nil {
		t.Fatal(err)
	}
	type row struct{ name, lead, pattern, source, era string }
	var got []row
	for _, r := range rows {
		got = append(got, row{r.Name, r.Lead, r.Pattern, r.PatternSource, r.Era})
	}
	want := []row{
		{"session-7034c07c", "stale", "mixed-genius", "config.json", "implicit"},
		{"session-716ec9d0", "alive", "fixed-theme", "config.json", "implicit"},
		{"my-team", "unknown", "", "none", "teamcreate"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("row %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestTeamShowRosterAndBoard(t *testing.T) {
	e := newCLIEnv(t)
	e.leadBy(25483)
	e.procs.start[25483] = "285220"
	dir := e.team("session-716ec9d0", readEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json"))
	e.write(filepath.Join(dir, "inboxes", "team-lead.json"), []byte(`[{"from":"alice","text":"hi","timestamp":"2026-11-21T18:37:43.928Z"},{"from":"bob","text":"yo","timestamp":"2026-11-21T18:37:44.000Z"}]`))
	e.write(filepath.Join(dir, "inboxes", "Alice.json"), []byte(`[{"from":"team-lead","text":"to a wrong name"}]`))
	tasks := filepath.Join(e.config, "tasks", "session-716ec9d0")
	e.write(filepath.Join(tasks, "1.json"), readEvidence(t, "tasks-t2/1.json"))
	e.write(filepath.Join(tasks, "2.json"), readEvidence(t, "tasks-t2/2.json"))

	if err := runTeamShow(&teamShowOptions{f: e.factory(), JSON: true}); err != nil {
		t.Fatal(err)
	}
	var s teamShowJSON
	if err := json.Unmarshal(e.out.Bytes(), &s); err != nil {
		t.Fatal(err)
	}
	if s.Name != "session-716ec9d0" || !strings.Contains(s.Found, "leadProcess.pid 25483 is an ancestor process") {
		t.Errorf("team %s found by %q", s.Name, s.Found)
	}
	roles := map[string]string{}
	inbox := map[string]int{}
	for _, m := range s.Members {
		roles[m.Name], inbox[m.Name] = m.Role+"/"+m.Backend, m.Inbox
	}
	if roles["team-lead"] != "leader/in-process" || roles["alice"] != "teammate/in-process" || inbox["team-lead"] != 2 || inbox["alice"] != 0 {
		t.Errorf("roster %v, inboxes %v", roles, inbox)
	}
	if s.OtherInboxes["Alice"] != 1 {
		t.Errorf("an inbox of no member must show (names are case-sensitive): %v", s.OtherInboxes)
	}
	if s.Tasks == nil || s.Tasks.Total != 2 || len(s.Tasks.UnclaimedReady) != 1 || s.Tasks.UnclaimedReady[0] != "2" {
		t.Errorf("tasks %+v", s.Tasks)
	}
	if s.Pattern != "fixed-theme" || s.PatternSource != "config.json" {
		t.Errorf("pattern %s (%s)", s.Pattern, s.PatternSource)
	}
}

func TestTeamPrune(t *testing.T) {
	pid, start := liveLead(t)
	t2 := readEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json")
	setup := func(t *testing.T) *cliEnv {
		e := newCLIEnv(t)
		e.team("session-11111111", t2, "leadProcess.pid", pid, "leadProcess.procStart", start, "leadProcess.pidSpace", nil)
		e.team("session-22222222", t2, "leadProcess.pid", deadPid, "leadProcess.pidSpace", nil)
		e.team("session-33333333", t2, "leadProcess.pid", pid, "leadProcess.procStart", "1", "leadProcess.pidSpace", nil)
		e.team("session-44444444", t2, "leadProcess.pid", deadPid, "leadProcess.pidSpace", "vm#pid:[1]") // another namespace
		return e
	}
	tests := []struct {
		name    string
		yes     bool
		tty     bool
		stdin   string
		code    int
		removed []string
	}{
		{name: "no tty, no --yes", code: ExitRefused},
		{name: "--yes", yes: true, removed: []string{"session-22222222", "session-33333333"}},
		{name: "tty, answer y", tty: true, stdin: "y\n", removed: []string{"session-22222222", "session-33333333"}},
		{name: "tty, answer yes", tty: true, stdin: "YES\n", removed: []string{"session-22222222", "session-33333333"}},
		{name: "tty, answer n", tty: true, stdin: "n\n"},
		{name: "tty, no answer", tty: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := setup(t)
			e.isTTY, e.stdin = tc.tty, tc.stdin
			err := runTeamPrune(&teamPruneOptions{f: e.factory(), Yes: tc.yes})
			if got, msg := code(err); got != tc.code {
				t.Fatalf("exit %d (%s), want %d", got, msg, tc.code)
			}
			if tc.tty && !strings.Contains(e.errOut.String(), "Remove 2 team folder(s)? [y/N]") {
				t.Errorf("no prompt: %q", e.errOut.String())
			}
			for _, name := range []string{"session-11111111", "session-22222222", "session-33333333", "session-44444444"} {
				_, err := os.Stat(filepath.Join(e.config, "teams", name))
				removed := errors.Is(err, os.ErrNotExist)
				want := false
				for _, r := range tc.removed {
					want = want || r == name
				}
				if removed != want {
					t.Errorf("%s removed = %v, want %v", name, removed, want)
				}
			}
			entries, _ := os.ReadDir(filepath.Join(e.config, "teams"))
			for _, en := range entries {
				if strings.Contains(en.Name(), ".deleted-") {
					t.Errorf("left %s behind", en.Name())
				}
			}
		})
	}
}

// A lead that comes back between the listing and the removal (the folder is
// re-read first) keeps its folder.
func TestRemoveStaleTeamRechecks(t *testing.T) {
	pid, start := liveLead(t)
	e := newCLIEnv(t)
	dir := e.team("session-11111111", leaderOnly, "leadProcess.pid", deadPid)
	stale, err := claudefs.ReadTeam(dir)
	if err != nil {
		t.Fatal(err)
	}
	e.team("session-11111111", leaderOnly, "leadProcess.pid", pid, "leadProcess.procStart", start)
	if err := removeStaleTeam(stale, e.nowTime); err == nil || !strings.Contains(err.Error(), "its lead is alive now; left alone") {
		t.Fatalf("err = %v", err)
	}
	if _, err := os.Stat(dir); err != nil {
		t.Fatal(err)
	}
}

func TestDescribeBoard(t *testing.T) {
	s := &boardSummary{Dir: "tasks/x", Total: 4, Counts: map[string]int{"completed": 1, "pending": 2, "weird": 1}, UnclaimedReady: []string{"2", "3"}, Skipped: 1}
	want := "4 tasks in tasks/x: 2 pending, 1 completed, 1 weird; unclaimed and ready: #2 #3; 1 unreadable task files"
	if got := describeBoard(s); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// key is teamctl's record key of team folder name (its name and identity).
func (e *cliEnv) key(name string) teamstate.Key {
	e.t.Helper()
	t, err := claudefs.ReadTeam(filepath.Join(e.config, "teams", name))
	if err != nil {
		e.t.Fatal(err)
	}
	return teamstate.KeyOf(t)
}

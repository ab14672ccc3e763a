package cli

import (
	"bytes"
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

// key is teamctl's record key of team folder name (its name and identity).
func (e *cliEnv) key(name string) teamstate.Key {
	e.t.Helper()
	t, err := claudefs.ReadTeam(filepath.Join(e.config, "teams", name))
	if err != nil {
		e.t.Fatal(err)
	}
	return teamstate.KeyOf(t)
}

func TestOneLineCutFastPathAgrees(t *testing.T) {
	for _, s := range []string{"", "a", " a", "a ", "a  b", "a b c", "a\tb", "a\nb", "naïve  x", "x\u00a0y", "abcdefghij", "abcdefghijk", "ab cd ef gh ij"} {
		want := strings.Join(strings.Fields(s), " ")
		if r := []rune(want); len(r) > 10 {
			want = string(r[:9]) + "…"
		}
		if got := oneLineCut(s, 10); got != want {
			t.Errorf("oneLineCut(%q) = %q, want %q", s, got, want)
		}
	}
}

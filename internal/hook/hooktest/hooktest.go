// Package hooktest builds throw-away worlds for testing teamctl's hooks on
// the real payloads captured from Claude Code (testdata/evidence): a Claude
// config dir holding a captured team, a project dir, teamctl's state dir
// and the theme history, plus the captured hook inputs with their paths
// moved into the world.
package hooktest

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// EvidenceDir is the captured payloads' folder.
func EvidenceDir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "testdata", "evidence")
}

// Evidence is one captured hook call.
type Evidence struct {
	Input     map[string]any
	Env       map[string]string
	Ancestors []Ancestor
}

// Ancestor is one process above the captured hook.
type Ancestor struct {
	PID     int      `json:"pid"`
	Cmdline []string `json:"cmdline"`
}

// Load returns the captured call named key from hook-inputs.json or
// hook-inputs-extra.json.
func Load(t testing.TB, key string) Evidence {
	t.Helper()
	for _, name := range []string{"hook-inputs.json", "hook-inputs-extra.json"} {
		data, err := os.ReadFile(filepath.Join(EvidenceDir(), name))
		if err != nil {
			t.Fatal(err)
		}
		var all map[string]struct {
			Input     map[string]any    `json:"input"`
			Env       map[string]string `json:"env"`
			EnvSubset map[string]string `json:"env_subset"`
			Ancestors []Ancestor        `json:"ancestors"`
		}
		if err := json.Unmarshal(data, &all); err != nil {
			t.Fatal(err)
		}
		if e, ok := all[key]; ok {
			env := e.Env
			if env == nil {
				env = e.EnvSubset
			}
			return Evidence{Input: e.Input, Env: env, Ancestors: e.Ancestors}
		}
	}
	t.Fatalf("no captured hook input %q", key)
	return Evidence{}
}

// Proc answers process questions from captured ancestors.
type Proc map[int][]string

func (p Proc) Cmdline(pid int) ([]string, error) {
	if argv, ok := p[pid]; ok {
		return argv, nil
	}
	return nil, os.ErrNotExist
}

func (Proc) StartTime(int) (string, error) { return "", os.ErrNotExist }

// ProcOf is the process table the captured call saw.
func ProcOf(e Evidence) Proc {
	p := Proc{}
	for _, a := range e.Ancestors {
		p[a.PID] = a.Cmdline
	}
	return p
}

// World is a config dir, project dir and state dir in a temp folder.
type World struct {
	T                            testing.TB
	Root, Config, Project, State string
	Vars                         map[string]string
}

// New makes an empty world; CLAUDE_PID is set from the evidence used.
func New(t testing.TB) *World {
	t.Helper()
	root := t.TempDir()
	w := &World{T: t, Root: root, Config: filepath.Join(root, "claude"),
		Project: filepath.Join(root, "project"), State: filepath.Join(root, "state")}
	for _, d := range []string{w.Config, w.Project} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	w.Vars = map[string]string{
		"CLAUDE_CONFIG_DIR": w.Config, "CLAUDE_PROJECT_DIR": w.Project, "TEAMCTL_STATE_DIR": w.State,
		"HOME": root, "TEAMCTL_DECISION_LOG": "off",
	}
	return w
}

// With returns the world reporting to t, for use inside a fuzz target or
// a subtest (the folders and environment are shared).
func (w *World) With(t testing.TB) *World {
	c := *w
	c.T = t
	return &c
}

// Getenv reads the world's environment.
func (w *World) Getenv(k string) string { return w.Vars[k] }

// Team installs a captured config.json (a file name in the evidence
// folder) as a team, after edit changes it. It returns the team folder.
func (w *World) Team(file string, edit func(cfg map[string]any)) string {
	w.T.Helper()
	raw, err := os.ReadFile(filepath.Join(EvidenceDir(), file))
	if err != nil {
		w.T.Fatal(err)
	}
	var cfg map[string]any
	if err := json.Unmarshal(raw, &cfg); err != nil {
		w.T.Fatal(err)
	}
	if edit != nil {
		edit(cfg)
	}
	dir := filepath.Join(w.Config, "teams", cfg["name"].(string))
	w.WriteJSON(filepath.Join(dir, "config.json"), cfg)
	return dir
}

// NoSuchPID stands for a captured lead pid where a test runs the real
// process lookup: above Linux's PID_MAX_LIMIT (2^22) and macOS's 99,999,
// so no process has it. The captured 25483 may be any process on a busy
// machine, whose other start time makes the team stale (seen once in make
// test).
const NoSuchPID = 4999999

// T2 installs the in-process team of run t2 (lead pid 25483, members
// alice and bob) with pattern ("" removes it), and returns its folder.
func (w *World) T2(pattern string) string { return w.T2WithMembers(pattern) }

// T2WithMembers is T2 with more in-process teammates.
func (w *World) T2WithMembers(pattern string, more ...string) string {
	w.Vars["CLAUDE_PID"] = "25483"
	return w.Team("config-t2-inprocess-after-2-joins-with-pattern.json", func(cfg map[string]any) {
		if pattern == "" {
			delete(cfg, "pattern")
		} else {
			cfg["pattern"] = pattern
		}
		for _, m := range more {
			AddMember(cfg, m)
		}
	})
}

// AddMember appends a teammate to a team's config.
func AddMember(cfg map[string]any, name string) {
	ms := cfg["members"].([]any)
	cfg["members"] = append(ms, map[string]any{
		"agentId": name + "@" + cfg["name"].(string), "name": name, "tmuxPaneId": "in-process",
		"backendType": "in-process", "joinedAt": 1795286254888,
	})
}

// WriteJSON writes v as JSON, making folders.
func (w *World) WriteJSON(path string, v any) {
	w.T.Helper()
	b, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		w.T.Fatal(err)
	}
	w.WriteFile(path, string(b))
}

// WriteFile writes a file, making folders.
func (w *World) WriteFile(path, content string) {
	w.T.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		w.T.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		w.T.Fatal(err)
	}
}

// History writes the theme history (JSON text) where teamctl reads it.
func (w *World) History(text string) {
	w.WriteFile(filepath.Join(w.Config, "team-theme-history.json"), text)
}

// ProjectConfig writes .claude/team-themes/config.json.
// The file is dated long before any team started, as a config the user
// wrote before starting the team (artifact-guard honours a config changed
// during the team less: see ProjectConfigDuringTeam).
func (w *World) ProjectConfig(text string) {
	w.T.Helper()
	path := filepath.Join(w.Project, ".claude", "team-themes", "config.json")
	w.WriteFile(path, text)
	old := time.Date(2001, 1, 1, 0, 0, 0, 0, time.UTC)
	if err := os.Chtimes(path, old, old); err != nil {
		w.T.Fatal(err)
	}
}

// ProjectConfigDuringTeam writes the project's team-themes config dated
// now, as if written while the team runs.
func (w *World) ProjectConfigDuringTeam(text string) {
	w.T.Helper()
	w.WriteFile(filepath.Join(w.Project, ".claude", "team-themes", "config.json"), text)
}

// Payload turns captured evidence into stdin for a hook in this world:
// paths under the captured project and home move into the world, the
// input is changed by edit, and CLAUDE_PID comes from the capture.
func (w *World) Payload(e Evidence, edit func(in map[string]any)) []byte {
	w.T.Helper()
	b, err := json.Marshal(e.Input)
	if err != nil {
		w.T.Fatal(err)
	}
	s := strings.ReplaceAll(string(b), "/home/dev/project", w.Project)
	s = strings.ReplaceAll(s, "/home/dev/.claude", w.Config)
	var in map[string]any
	if err := json.Unmarshal([]byte(s), &in); err != nil {
		w.T.Fatal(err)
	}
	if edit != nil {
		edit(in)
	}
	if pid := e.Env["CLAUDE_PID"]; pid != "" {
		w.Vars["CLAUDE_PID"] = pid
	}
	out, err := json.Marshal(in)
	if err != nil {
		w.T.Fatal(err)
	}
	return out
}

// Result is what a hook run printed and returned.
type Result struct {
	Code           int
	Stdout, Stderr string
	// Decision is "deny", "context", "update" (updatedInput) or "none"
	// (nothing on stdout).
	Decision string
	Reason   string
	Context  string
	// UpdatedInput is the raw updatedInput object of an "update".
	UpdatedInput string
}

// Run runs h on input in this world at now.
func (w *World) Run(h hook.Handler, input []byte, now time.Time) Result {
	w.T.Helper()
	var o, e bytes.Buffer
	code := hook.MainWith(h, nil, bytes.NewReader(input), &o, &e, w.Getenv, func() time.Time { return now })
	r := Result{Code: code, Stdout: o.String(), Stderr: e.String(), Decision: "none"}
	if r.Stdout == "" {
		return r
	}
	var out struct {
		H struct {
			Event    string          `json:"hookEventName"`
			Decision string          `json:"permissionDecision"`
			Reason   string          `json:"permissionDecisionReason"`
			Context  string          `json:"additionalContext"`
			Updated  json.RawMessage `json:"updatedInput"`
		} `json:"hookSpecificOutput"`
	}
	if err := json.Unmarshal(o.Bytes(), &out); err != nil {
		w.T.Fatalf("stdout is not JSON: %q", r.Stdout)
	}
	switch {
	case out.H.Decision == "deny" && out.H.Event == "PreToolUse" && out.H.Reason != "":
		r.Decision, r.Reason = "deny", out.H.Reason
	case out.H.Context != "":
		r.Decision, r.Context = "context", out.H.Context
	case out.H.Decision == "" && out.H.Event == "PreToolUse" && len(out.H.Updated) > 0 && out.H.Updated[0] == '{':
		r.Decision, r.UpdatedInput = "update", string(out.H.Updated)
	default:
		w.T.Fatalf("stdout is neither a deny nor added context: %q", r.Stdout)
	}
	return r
}

// Expect checks a hook's result: exit 0, the wanted decision, and for a
// deny a reason that starts with "teamctl <hook>: ", names the rule, fits
// in two lines and contains every string in has.
func Expect(t testing.TB, r Result, hookName, want, rule string, has ...string) {
	t.Helper()
	if r.Code != 0 {
		t.Fatalf("exit %d (stderr %q)", r.Code, r.Stderr)
	}
	if r.Decision != want {
		t.Fatalf("decision %s, want %s; reason %q; stderr %q", r.Decision, want, r.Reason, r.Stderr)
	}
	if want != "deny" {
		return
	}
	if !strings.HasPrefix(r.Reason, "teamctl "+hookName+": ") || !strings.Contains(r.Reason, "Rule "+rule+":") {
		t.Errorf("reason does not name rule %s: %q", rule, r.Reason)
	}
	if strings.Count(r.Reason, "\n") > 1 {
		t.Errorf("reason longer than two lines: %q", r.Reason)
	}
	for _, s := range has {
		if !strings.Contains(r.Reason, s) {
			t.Errorf("reason lacks %q:\n%s", s, r.Reason)
		}
	}
}

// Key is the teamctl record key of the team in folder teams/<name> (its
// name and identity), for tests that seed or read teamctl's record.
func (w *World) Key(name string) teamstate.Key {
	w.T.Helper()
	t, err := claudefs.ReadTeam(filepath.Join(w.Config, "teams", name))
	if err != nil {
		w.T.Fatal(err)
	}
	return teamstate.KeyOf(t)
}

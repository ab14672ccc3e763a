package leaderguard

import (
	"strconv"

	"bytes"
	"encoding/json"
	"github.com/teamctl/teamctl/internal/hook/hooktest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamstate"
)

const evidence = "../../testdata/evidence/"

type noProc struct{}

func (noProc) Cmdline(int) ([]string, error) { return nil, os.ErrNotExist }
func (noProc) StartTime(int) (string, error) { return "", os.ErrNotExist }

var _ team.Proc = noProc{}

// world is a config dir with the real t2 team (its lead pid replaced by
// hooktest.NoSuchPID, members
// alice and bob), a project dir and a state dir.
type world struct {
	root, config, project, state, teamDir string
	vars                                  map[string]string
}

func newWorld(t *testing.T, pattern string) *world {
	t.Helper()
	root := t.TempDir()
	w := &world{root: root, config: filepath.Join(root, "claude"), project: filepath.Join(root, "project"), state: filepath.Join(root, "state")}
	w.teamDir = filepath.Join(w.config, "teams", "session-716ec9d0")
	os.MkdirAll(w.teamDir, 0o755)
	os.MkdirAll(w.project, 0o755)
	raw, err := os.ReadFile(evidence + "config-t2-inprocess-after-2-joins-with-pattern.json")
	if err != nil {
		t.Fatal(err)
	}
	var cfg map[string]any
	json.Unmarshal(raw, &cfg)
	if pattern == "" {
		delete(cfg, "pattern")
	} else {
		cfg["pattern"] = pattern
	}
	// The captured lead pid, 25483, may be any process on this machine
	// (with another start time the team would be stale); no process has
	// hooktest.NoSuchPID.
	cfg["leadProcess"].(map[string]any)["pid"] = hooktest.NoSuchPID
	b, _ := json.Marshal(cfg)
	os.WriteFile(filepath.Join(w.teamDir, "config.json"), b, 0o644)
	w.vars = map[string]string{
		"CLAUDE_CONFIG_DIR": w.config, "CLAUDE_PROJECT_DIR": w.project, "TEAMCTL_STATE_DIR": w.state, "CLAUDE_PID": strconv.Itoa(hooktest.NoSuchPID),
	}
	return w
}

func (w *world) getenv(k string) string { return w.vars[k] }

// call builds a PreToolUse input from the captured leader or teammate call.
func (w *world) call(t *testing.T, who, tool string, toolInput map[string]any) []byte {
	t.Helper()
	in := map[string]any{
		"session_id":      "716ec9d0-79da-456a-ae77-ce65893a4b53",
		"transcript_path": filepath.Join(w.config, "projects", "-p", "716ec9d0-79da-456a-ae77-ce65893a4b53.jsonl"),
		"cwd":             w.project, "permission_mode": "default", "hook_event_name": "PreToolUse",
		"tool_name": tool, "tool_input": toolInput, "tool_use_id": "toolu_1",
	}
	switch who {
	case "alice":
		in["agent_id"], in["agent_type"] = "aalice-34bdd1bf3a03fbf9", "alice"
	case "leader-sub", "alice-sub":
		in["agent_id"], in["agent_type"] = "a5b66c3f0886522e6", "general-purpose"
		meta := `{"agentType":"general-purpose"}`
		if who == "alice-sub" {
			meta = `{"agentType":"general-purpose","parentAgentId":"aalice-34bdd1bf3a03fbf9"}`
		}
		dir := filepath.Join(w.config, "projects", "-p", "716ec9d0-79da-456a-ae77-ce65893a4b53", "subagents")
		os.MkdirAll(dir, 0o755)
		os.WriteFile(filepath.Join(dir, "agent-a5b66c3f0886522e6.meta.json"), []byte(meta), 0o644)
	}
	b, _ := json.Marshal(in)
	return b
}

func run(t *testing.T, w *world, input []byte) (code int, out, errOut string) {
	t.Helper()
	var o, e bytes.Buffer
	code = hook.MainWith(&Guard{Proc: noProc{}}, nil, bytes.NewReader(input), &o, &e, w.getenv, time.Now)
	return code, o.String(), e.String()
}

func decision(t *testing.T, out string) (string, string) {
	t.Helper()
	if out == "" {
		return "allow", ""
	}
	var o struct {
		H struct {
			Event    string `json:"hookEventName"`
			Decision string `json:"permissionDecision"`
			Reason   string `json:"permissionDecisionReason"`
		} `json:"hookSpecificOutput"`
	}
	if err := json.Unmarshal([]byte(out), &o); err != nil || o.H.Event != "PreToolUse" || o.H.Decision != "deny" || o.H.Reason == "" {
		t.Fatalf("stdout is not a valid deny: %q", out)
	}
	return "deny", o.H.Reason
}

func TestDecisionMatrix(t *testing.T) {
	write := func(p string) map[string]any { return map[string]any{"file_path": p, "content": "x\n"} }
	bash := func(c string) map[string]any { return map[string]any{"command": c} }
	cases := []struct {
		name, pattern, who, tool string
		input                    func(project string) map[string]any
		want                     string
		reasonHas                []string
	}{
		{"leader Write", "fixed-theme", "leader", "Write", func(p string) map[string]any { return write(p + "/src/app.go") }, "deny",
			[]string{"the leader of team session-716ec9d0", "pattern fixed-theme", "leader-guard/edit", "src/app.go", "alice, bob"}},
		{"leader Edit", "fixed-theme", "leader", "Edit", func(p string) map[string]any {
			return map[string]any{"file_path": p + "/a.go", "old_string": "a", "new_string": "b"}
		}, "deny", nil},
		{"leader MultiEdit (old payload)", "fixed-theme", "leader", "MultiEdit", func(p string) map[string]any { return map[string]any{"file_path": p + "/a.go", "edits": []any{}} }, "deny", nil},
		{"leader NotebookEdit", "fixed-theme", "leader", "NotebookEdit", func(p string) map[string]any {
			return map[string]any{"notebook_path": p + "/n.ipynb", "new_source": "x"}
		}, "deny", []string{"n.ipynb"}},
		{"leader dashboard", "fixed-theme", "leader", "Write", func(p string) map[string]any { return write(p + "/docs/dashboard.md") }, "allow", nil},
		{"leader CLAUDE.md", "fixed-theme", "leader", "Write", func(p string) map[string]any { return write(p + "/CLAUDE.md") }, "allow", nil},
		{"leader team-themes config", "fixed-theme", "leader", "Write", func(p string) map[string]any { return write(p + "/.claude/team-themes/config.json") }, "deny",
			[]string{"leader-guard/protected", ".claude/team-themes/config.json", "policy"}},
		{"leader team-themes document", "fixed-theme", "leader", "Write", func(p string) map[string]any { return write(p + "/.claude/team-themes/notes/plan.md") }, "allow", nil},
		{"leader team-themes gitconfig", "fixed-theme", "leader", "Write", func(p string) map[string]any { return write(p + "/.claude/team-themes/.gitconfig") }, "deny",
			[]string{"leader-guard/edit", "Markdown documents"}},
		{"leader allowed glob escaping the project", "fixed-theme", "leader", "Write", func(p string) map[string]any { return write(p + "/../CLAUDE.md") }, "deny", nil},
		{"leader allowed glob outside project", "fixed-theme", "leader", "Write", func(p string) map[string]any { return write("/tmp/dashboard.md") }, "deny", nil},
		{"leader relative path resolved from cwd", "fixed-theme", "leader", "Write", func(p string) map[string]any { return write("CLAUDE.md") }, "allow", nil},
		{"teammate Write", "fixed-theme", "alice", "Write", func(p string) map[string]any { return write(p + "/src/app.go") }, "allow", nil},
		{"teammate Bash sed -i", "fixed-theme", "alice", "Bash", func(string) map[string]any { return bash("sed -i s/a/b/ x.go") }, "allow", nil},
		{"leader git status", "fixed-theme", "leader", "Bash", func(string) map[string]any { return bash("git status") }, "allow", nil},
		{"leader pipeline", "fixed-theme", "leader", "Bash", func(string) map[string]any { return bash("git log 2>&1 | head") }, "allow", nil},
		{"leader teamctl", "fixed-theme", "leader", "Bash", func(string) map[string]any { return bash("teamctl pattern set fixed-theme") }, "allow", nil},
		{"leader sed -i", "fixed-theme", "leader", "Bash", func(string) map[string]any { return bash("sed -i 's/a/b/' x.go") }, "deny", []string{"leader-guard/bash", "sed"}},
		{"leader redirect", "fixed-theme", "leader", "Bash", func(string) map[string]any { return bash("echo hi > notes.txt") }, "deny", nil},
		{"leader bash -c", "fixed-theme", "leader", "Bash", func(string) map[string]any { return bash("bash -c 'touch x'") }, "deny", nil},
		{"leader unparsable", "fixed-theme", "leader", "Bash", func(string) map[string]any { return bash("echo 'unterminated") }, "deny", []string{"parse"}},
		{"leader PowerShell", "fixed-theme", "leader", "PowerShell", func(string) map[string]any { return bash("Get-ChildItem") }, "deny", []string{"PowerShell"}},
		{"leader subagent Write", "fixed-theme", "leader-sub", "Write", func(p string) map[string]any { return write(p + "/a.go") }, "deny",
			[]string{"a subagent of the leader", "leader's own subagents"}},
		{"teammate subagent Write", "fixed-theme", "alice-sub", "Write", func(p string) map[string]any { return write(p + "/a.go") }, "allow", nil},
		{"mixed-genius leader Write", "mixed-genius", "leader", "Write", func(p string) map[string]any { return write(p + "/a.go") }, "allow", nil},
		{"mixed-genius leader sed -i", "mixed-genius", "leader", "Bash", func(string) map[string]any { return bash("sed -i s/a/b/ x") }, "allow", nil},
		{"no pattern fails open", "", "leader", "Write", func(p string) map[string]any { return write(p + "/a.go") }, "allow", nil},
		{"other tool", "fixed-theme", "leader", "Read", func(p string) map[string]any { return map[string]any{"file_path": p + "/a.go"} }, "allow", nil},
		{"teammate edits project settings", "fixed-theme", "alice", "Edit", func(p string) map[string]any {
			return map[string]any{"file_path": p + "/.claude/settings.json", "old_string": "a", "new_string": "b"}
		}, "deny", []string{"leader-guard/protected", "wires the team's hooks", "teammate alice"}},
		{"teammate edits settings, other case", "fixed-theme", "alice", "Write", func(p string) map[string]any { return write(p + "/.Claude/Settings.Local.json") }, "deny", nil},
		{"mixed leader edits settings", "mixed-genius", "leader", "Write", func(p string) map[string]any { return write(p + "/.claude/settings.local.json") }, "deny", nil},
		{"teammate sed on project settings", "fixed-theme", "alice", "Bash", func(string) map[string]any { return bash("sed -i /leader-guard/d .claude/settings.json") }, "deny", []string{"protected"}},
		{"teammate reads settings", "fixed-theme", "alice", "Bash", func(string) map[string]any { return bash("cat .claude/settings.json") }, "allow", nil},
		{"teammate edits vscode settings", "fixed-theme", "alice", "Bash", func(string) map[string]any { return bash("sed -i s/a/b/ .vscode/settings.json") }, "allow", nil},
		{"teammate writes teamctl state", "", "alice", "Write", func(string) map[string]any { return write("STATE/teams/session-716ec9d0.json") }, "deny", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld(t, tc.pattern)
			input := tc.input(w.project)
			if fp, ok := input["file_path"].(string); ok && strings.HasPrefix(fp, "STATE/") {
				input["file_path"] = filepath.Join(w.state, strings.TrimPrefix(fp, "STATE/"))
			}
			code, out, errOut := run(t, w, w.call(t, tc.who, tc.tool, input))
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			got, reason := decision(t, out)
			if got != tc.want {
				t.Fatalf("decision %s, want %s; reason %q; stderr %q", got, tc.want, reason, errOut)
			}
			for _, s := range tc.reasonHas {
				if !strings.Contains(reason, s) {
					t.Errorf("reason lacks %q:\n%s", s, reason)
				}
			}
			if got == "deny" && (strings.Count(reason, "\n") > 1 || !strings.Contains(reason, "Rule leader-guard/")) {
				t.Errorf("reason must be one or two lines naming the rule: %q", reason)
			}
		})
	}
}

func TestLeaderAloneIsNotRestricted(t *testing.T) {
	w := newWorld(t, "fixed-theme")
	os.WriteFile(filepath.Join(w.teamDir, "config.json"), []byte(`{"name":"session-716ec9d0","leadProcess":{"pid":4999999},
		"members":[{"name":"team-lead","agentType":"team-lead"}],"pattern":"fixed-theme"}`), 0o644)
	_, out, _ := run(t, w, w.call(t, "leader", "Write", map[string]any{"file_path": w.project + "/a.go"}))
	if out != "" {
		t.Fatalf("a team without members restricted the leader: %s", out)
	}
}

func TestPatternFromRecordAndProjectDefault(t *testing.T) {
	w := newWorld(t, "")
	rec, err := teamstate.Path(w.state, teamstate.Key{Name: "session-716ec9d0", CreatedAt: 1795286239427})
	if err != nil {
		t.Fatal(err)
	}
	os.MkdirAll(filepath.Dir(rec), 0o755)
	os.WriteFile(rec, []byte(`{"team":"session-716ec9d0","pattern":"fixed-theme"}`), 0o600)
	_, out, _ := run(t, w, w.call(t, "leader", "Write", map[string]any{"file_path": w.project + "/a.go"}))
	if d, _ := decision(t, out); d != "deny" {
		t.Fatal("teamctl's record of the pattern was ignored")
	}
	os.Remove(rec)
	cfg := filepath.Join(w.project, ".claude", "team-themes", "config.json")
	os.MkdirAll(filepath.Dir(cfg), 0o755)
	os.WriteFile(cfg, []byte(`{"default_pattern":"fixed-theme"}`), 0o644)
	_, out, _ = run(t, w, w.call(t, "leader", "Write", map[string]any{"file_path": w.project + "/a.go"}))
	if d, _ := decision(t, out); d != "deny" {
		t.Fatal("the project's default_pattern was ignored")
	}
}

func TestTeamCreateEraLeaderSaysItUsedTheLegacyRule(t *testing.T) {
	w := newWorld(t, "fixed-theme")
	os.WriteFile(filepath.Join(w.teamDir, "config.json"), []byte(`{"name":"old-team","leadSessionId":"716ec9d0-79da-456a-ae77-ce65893a4b53",
		"members":[{"name":"team-lead","agentType":"team-lead","tmuxPaneId":""},{"name":"kim","tmuxPaneId":""}],"pattern":"fixed-theme"}`), 0o644)
	delete(w.vars, "CLAUDE_PID")
	_, out, _ := run(t, w, w.call(t, "leader", "Write", map[string]any{"file_path": w.project + "/a.go"}))
	d, reason := decision(t, out)
	if d != "deny" || !strings.Contains(reason, "TeamCreate-era") {
		t.Fatalf("%s %q", d, reason)
	}
	in := w.call(t, "leader", "Write", map[string]any{"file_path": w.project + "/a.go"})
	in = bytes.Replace(in, []byte(`"permission_mode":"default"`), []byte(`"permission_mode":"bypassPermissions"`), 1)
	if _, out, _ := run(t, w, in); out != "" {
		t.Fatalf("a bypassPermissions member was restricted: %s", out)
	}
}

func TestBrokenTeamFilesNeverExitTwo(t *testing.T) {
	w := newWorld(t, "fixed-theme")
	os.WriteFile(filepath.Join(w.teamDir, "config.json"), []byte(`{"name":"session-716ec9d0","leadProcess":{"pid":4999999},"members":[{"na`), 0o644)
	code, out, errOut := run(t, w, w.call(t, "leader", "Write", map[string]any{"file_path": w.project + "/a.go"}))
	if code != 1 || out != "" || !strings.Contains(errOut, "failing open") {
		t.Fatalf("torn config: exit %d stdout %q stderr %q", code, out, errOut)
	}
	w.vars["TEAMCTL_STRICT"] = "1"
	code, out, _ = run(t, w, w.call(t, "leader", "Write", map[string]any{"file_path": w.project + "/a.go"}))
	if d, _ := decision(t, out); code != 0 || d != "deny" {
		t.Fatalf("strict torn config: exit %d stdout %q", code, out)
	}
	// Missing team files: no team, no opinion.
	os.RemoveAll(w.config)
	delete(w.vars, "TEAMCTL_STRICT")
	if code, out, _ := run(t, w, w.call(t, "leader", "Write", map[string]any{"file_path": "/x"})); code != 0 || out != "" {
		t.Fatalf("missing team files: exit %d stdout %q", code, out)
	}
	// A pattern name nobody defines fails open with a note naming the known ones.
	w = newWorld(t, "fixed_theme")
	code, _, errOut = run(t, w, w.call(t, "leader", "Write", map[string]any{"file_path": "/x"}))
	if code != 1 || !strings.Contains(errOut, "known patterns: fixed-theme, mixed-genius") {
		t.Fatalf("unknown pattern: exit %d stderr %q", code, errOut)
	}
}

func TestEveryCapturedInputExitsZero(t *testing.T) {
	for _, file := range []string{"hook-inputs.json", "hook-inputs-extra.json"} {
		raw, err := os.ReadFile(evidence + file)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]struct {
			Input json.RawMessage `json:"input"`
		}
		json.Unmarshal(raw, &m)
		for name, c := range m {
			for _, pattern := range []string{"fixed-theme", "mixed-genius", ""} {
				w := newWorld(t, pattern)
				code, out, errOut := run(t, w, c.Input)
				if code != 0 {
					t.Errorf("%s/%s: exit %d stderr %q (clarification 7: valid inputs exit 0)", name, pattern, code, errOut)
				}
				if out != "" {
					decision(t, out)
				}
			}
		}
	}
}

// A broken pattern file cannot switch the guard off: a broken file of a
// pattern nobody uses does not matter; a broken file of the team's own
// pattern falls back to the built-in of that name with a note (strict mode:
// deny); a broken team-themes config falls back to the built-in defaults.
// Two files in one folder defining the same pattern are broken too: neither
// may loosen the guard (one allowing the leader's edits used to be layered
// in silently).
func TestBrokenPolicyFilesDoNotFailOpen(t *testing.T) {
	write := map[string]any{"file_path": "", "content": "x\n"}
	cases := []struct {
		name, file, body, wantNote string
		file2, body2               string
	}{
		{"broken unused pattern", "patterns/mixed-genius.json", `{"leader":`, "", "", ""},
		{"active pattern defined twice", "patterns/fixed-theme.json", `{"members":{"min":3,"max":5}}`, `defines pattern "fixed-theme", which`,
			"patterns/lax.json", `{"name":"fixed-theme","leader":{"edits":"allow","bash":"any"}}`},
		{"unused pattern defined twice", "patterns/mixed-genius.json", `{"members":{"min":2,"max":2}}`, "",
			"patterns/other.json", `{"name":"mixed-genius"}`},
		{"broken active pattern", "patterns/fixed-theme.json", `{"name":"fixed-theme","leader":{"bash":"any"`, "the built-in fixed-theme applies", "", ""},
		{"active pattern with a bad field", "patterns/fixed-theme.json", `{"leader":{"edits":"never"}}`, `field "leader.edits"`, "", ""},
		{"broken config", "config.json", `{"strict": fals}`, "the built-in defaults apply", "", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld(t, "fixed-theme")
			path := filepath.Join(w.project, ".claude", "team-themes", tc.file)
			os.MkdirAll(filepath.Dir(path), 0o755)
			os.WriteFile(path, []byte(tc.body), 0o644)
			if tc.file2 != "" {
				os.WriteFile(filepath.Join(w.project, ".claude", "team-themes", tc.file2), []byte(tc.body2), 0o644)
			}
			write["file_path"] = w.project + "/src/app.go"
			code, out, errOut := run(t, w, w.call(t, "leader", "Write", write))
			if d, reason := decision(t, out); code != 0 || d != "deny" || !strings.Contains(reason, "leader-guard/edit") {
				t.Fatalf("exit %d decision %s %q stderr %q", code, d, reason, errOut)
			}
			if tc.wantNote == "" && errOut != "" || !strings.Contains(errOut, tc.wantNote) {
				t.Fatalf("stderr %q, want note %q", errOut, tc.wantNote)
			}
			if tc.wantNote != "" && !strings.Contains(errOut, path) {
				t.Fatalf("the note does not name %s: %q", path, errOut)
			}
			w.vars["TEAMCTL_STRICT"] = "1"
			code, out, errOut = run(t, w, w.call(t, "leader", "Write", write))
			d, reason := decision(t, out)
			if code != 0 || d != "deny" {
				t.Fatalf("strict: exit %d decision %s stderr %q", code, d, errOut)
			}
			if tc.wantNote != "" && !strings.Contains(reason, "strict") {
				t.Fatalf("strict: the deny does not come from strict mode: %q", reason)
			}
		})
	}
}

// TestInlineCodeLooksAtTheProject pins the directory listing the guard
// gives the shell model: python3 -c imports a json.py planted in the
// working directory, so the same line is allowed in a clean project and
// denied beside one.
func TestInlineCodeLooksAtTheProject(t *testing.T) {
	w := newWorld(t, "fixed-theme")
	cmd := map[string]any{"command": `python3 -c 'import json; print(json.dumps({"a": 1}))'`}
	code, out, errOut := run(t, w, w.call(t, "leader", "Bash", cmd))
	if got, reason := decision(t, out); code != 0 || got != "allow" {
		t.Fatalf("clean project: exit %d, %s %q, stderr %q", code, got, reason, errOut)
	}
	if err := os.WriteFile(filepath.Join(w.project, "json.py"), []byte("import os\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = run(t, w, w.call(t, "leader", "Bash", cmd))
	got, reason := decision(t, out)
	if code != 0 || got != "deny" || !strings.Contains(reason, "json.py") {
		t.Fatalf("beside json.py: exit %d, %s %q, stderr %q", code, got, reason, errOut)
	}
}

// TestUpperCaseVariableFollowsTheEnvironment pins that leader-guard
// answers shell.Env.Exported from its own environment: a name Claude
// Code's environment lacks may be set as a shell variable, the same name
// once exported may not.
func TestUpperCaseVariableFollowsTheEnvironment(t *testing.T) {
	w := newWorld(t, "fixed-theme")
	cmd := map[string]any{"command": `REV=$(git rev-parse HEAD); git log -1 "$REV"`}
	code, out, errOut := run(t, w, w.call(t, "leader", "Bash", cmd))
	if got, reason := decision(t, out); code != 0 || got != "allow" {
		t.Fatalf("REV not in the environment: exit %d, %s %q, stderr %q", code, got, reason, errOut)
	}
	w.vars["REV"] = "main"
	code, out, errOut = run(t, w, w.call(t, "leader", "Bash", cmd))
	if got, reason := decision(t, out); code != 0 || got != "deny" || !strings.Contains(reason, "setting `REV`") {
		t.Fatalf("REV exported: exit %d, %s %q, stderr %q", code, got, reason, errOut)
	}
}

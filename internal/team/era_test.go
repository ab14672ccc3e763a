package team

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/teamstate"
	"github.com/tidwall/gjson"
)

// The TeamCreate era, tested on what the real Claude Code 2.1.177 sent:
// e2e/testdata/captured/2.1.177/<scenario>/ holds every hook input of an
// e2e scenario with, beside each, the hook's env, its ancestors' argv, the
// subagent .meta.json and the team files at that moment. A replay rebuilds
// that world call by call (teams folder, .meta.json, a process table from
// the ancestors) and resolves the calls the scenario is about.
const corpus177 = "../../e2e/testdata/captured/2.1.177/"

type capturedContext struct {
	AgentMeta json.RawMessage `json:"agent_meta"`
	Ancestors []struct {
		PID  int      `json:"pid"`
		Argv []string `json:"argv"`
	} `json:"ancestors"`
	Env   map[string]string `json:"env"`
	Files map[string]string `json:"files"`
}

type capturedCall struct {
	Name string // NNN-<event>[-<tool>]
	In   *hook.Input
	Ctx  capturedContext
}

func loadCorpus(t *testing.T, scenario string) []capturedCall {
	t.Helper()
	dir := filepath.Join(corpus177, scenario)
	files, err := filepath.Glob(filepath.Join(dir, "[0-9]*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no captured calls in %s (refresh: see e2e/README.md, Captured payloads): %v", dir, err)
	}
	sort.Strings(files)
	var calls []capturedCall
	for _, f := range files {
		if strings.HasSuffix(f, ".context.json") {
			continue
		}
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		in, err := hook.ParseInput(raw)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		c := capturedCall{Name: strings.TrimSuffix(filepath.Base(f), ".json"), In: in}
		ctx, err := os.ReadFile(strings.TrimSuffix(f, ".json") + ".context.json")
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(ctx, &c.Ctx); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		calls = append(calls, c)
	}
	return calls
}

// replayWorld is the captured machine rebuilt in a temp folder: the
// corpus's /home/dev is home.
type replayWorld struct {
	t     *testing.T
	home  string
	state string
}

func newReplayWorld(t *testing.T) *replayWorld {
	root := t.TempDir()
	return &replayWorld{t: t, home: filepath.Join(root, "home"), state: filepath.Join(root, "state")}
}

func (w *replayWorld) path(p string) string {
	if rest, ok := strings.CutPrefix(p, "/home/dev"); ok {
		return w.home + rest
	}
	return p
}

func (w *replayWorld) getenv(env map[string]string) func(string) string {
	return func(k string) string {
		switch k {
		case "CLAUDE_CONFIG_DIR":
			return filepath.Join(w.home, ".claude")
		case "TEAMCTL_STATE_DIR":
			return w.state
		case "HOME":
			return w.home
		}
		return w.path(env[k])
	}
}

// apply makes the world look as it did when call c ran: the team files of
// the snapshot (and no others), the caller's .meta.json, and the tool call
// written into its caller's transcript (as Claude Code does before it runs
// the tool). c.In's paths become the world's.
func (w *replayWorld) apply(c *capturedCall) {
	w.t.Helper()
	in, err := hook.ParseInput([]byte(w.pathsIn(string(c.In.Raw))))
	if err != nil {
		w.t.Fatal(err)
	}
	c.In = in
	claudeDir := filepath.Join(w.home, ".claude")
	if err := os.RemoveAll(filepath.Join(claudeDir, "teams")); err != nil {
		w.t.Fatal(err)
	}
	for rel, content := range c.Ctx.Files {
		if !strings.HasPrefix(rel, "teams/") || strings.HasSuffix(rel, ".lock") {
			continue
		}
		writeFile(w.t, filepath.Join(claudeDir, rel), w.pathsIn(content))
	}
	transcript := in.TranscriptPath
	if len(c.Ctx.AgentMeta) > 0 && string(c.Ctx.AgentMeta) != "null" && in.AgentID != "" {
		writeFile(w.t, claudefs.AgentMetaPath(transcript, in.SessionID, in.AgentID), string(c.Ctx.AgentMeta))
	}
	if in.Event == "PreToolUse" {
		useID := gjson.GetBytes(in.Raw, "tool_use_id").String()
		if useID == "" {
			return
		}
		file := transcript
		if in.AgentID != "" {
			file = filepath.Join(filepath.Dir(transcript), in.SessionID, "subagents", "agent-"+in.AgentID+".jsonl")
		}
		line := `{"type":"assistant","message":{"role":"assistant","content":[{"type":"tool_use","id":"` + useID + `","name":"` + in.ToolName + `"}]}}` + "\n"
		appendFile(w.t, file, line)
	}
}

func (w *replayWorld) pathsIn(s string) string { return strings.ReplaceAll(s, "/home/dev", w.home) }

// resolver is a Resolver for call c: its env, and a process table from its
// ancestors (each start time stands for that process's lifetime).
func (w *replayWorld) resolver(c capturedCall) *Resolver {
	fp := fakeTree{argv: map[int][]string{}, parent: map[int]int{}}
	for i, a := range c.Ctx.Ancestors {
		fp.argv[a.PID] = a.Argv
		if i+1 < len(c.Ctx.Ancestors) {
			fp.parent[a.PID] = c.Ctx.Ancestors[i+1].PID
		}
	}
	r := New(w.getenv(c.Ctx.Env), fp)
	if len(c.Ctx.Ancestors) > 0 {
		r.parent = c.Ctx.Ancestors[0].PID
	}
	return r
}

// fakeTree is a process table: argv, parents and start times.
type fakeTree struct {
	argv   map[int][]string
	parent map[int]int
}

func (f fakeTree) Cmdline(pid int) ([]string, error) {
	if a, ok := f.argv[pid]; ok {
		return a, nil
	}
	return nil, os.ErrNotExist
}

func (f fakeTree) StartTime(pid int) (string, error) {
	if _, ok := f.argv[pid]; ok {
		return "ticks-" + strconv.Itoa(pid), nil // one run: a pid is one process
	}
	return "", os.ErrNotExist
}

func (f fakeTree) Parent(pid int) (int, error) {
	if p, ok := f.parent[pid]; ok {
		return p, nil
	}
	return 0, os.ErrNotExist
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func appendFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(content); err != nil {
		t.Fatal(err)
	}
}

// callMatch picks a captured PreToolUse by the end of its file_path or a
// part of its command.
func callMatch(c capturedCall, target string) bool {
	if c.In.Event != "PreToolUse" {
		return false
	}
	if fp := c.In.ToolInput.Get("file_path").String(); fp != "" {
		return strings.HasSuffix(fp, "/"+target)
	}
	return strings.Contains(c.In.ToolInput.Get("command").String(), target)
}

// replay runs every captured call up to the one matching target through a
// Resolver (each call resolved as the hook would, so the lead process gets
// recorded as it would be), and resolves target.
func replay(t *testing.T, scenario, target string, seed func(w *replayWorld, c capturedCall)) (*Caller, *replayWorld) {
	t.Helper()
	w := newReplayWorld(t)
	for _, c := range loadCorpus(t, scenario) {
		w.apply(&c)
		if seed != nil {
			seed(w, c)
		}
		caller, err := w.resolver(c).Resolve(c.In)
		if callMatch(c, target) {
			if err != nil {
				t.Fatalf("%s %s: %v", scenario, c.Name, err)
			}
			return caller, w
		}
	}
	t.Fatalf("%s: no captured PreToolUse for %q", scenario, target)
	return nil, nil
}

// Issue 10, items 1–3: who calls, on real 2.1.177 payloads. Before the
// fixes a leader in acceptEdits/bypassPermissions was a "member" (item 1),
// the leader after /clear was in no team (item 2), and a teammate's own
// subagent was the leader's (item 3).
func TestTeamCreateEraRoles(t *testing.T) {
	tests := []struct {
		item              string
		scenario, target  string
		role              Role
		name, parent      string
		evidence, legacyN string
	}{
		{"1", "TestLeaderGuardFixedTheme__default", "lead.txt", Leader, "team-lead", "", "whatever its permission_mode", ""},
		{"1", "TestLeaderGuardFixedTheme__acceptEdits", "lead.txt", Leader, "team-lead", "", "whatever its permission_mode", ""},
		{"1", "TestLeaderGuardFixedTheme__acceptEdits", "sed -i", Leader, "team-lead", "", "", ""},
		{"1", "TestLeaderGuardFixedTheme__bypassPermissions", "lead.txt", Leader, "team-lead", "", "", ""},
		{"1", "TestLeaderGuardFixedTheme__bypassPermissions", "sed -i", Leader, "team-lead", "", "", ""},
		{"1", "TestLeaderGuardFixedTheme__bypassPermissions", "alice.txt", Teammate, "alice", "", "", ""},
		{"2", "TestLeaderGuardLeaderAfterClearAndCompact", "before.txt", Leader, "team-lead", "", "", ""},
		{"2", "TestLeaderGuardLeaderAfterClearAndCompact", "after.txt", Leader, "team-lead", "", "lead process teamctl recorded", ""},
		{"2", "TestLeaderGuardLeaderAfterClearAndCompact", "compacted.txt", Leader, "team-lead", "", "lead process teamctl recorded", ""},
		{"3", "TestLeaderGuardFixedTheme__default", "alice-sub.txt", TeammateSubagent, "general-purpose", "alice", "teammate alice's transcript", ""},
		{"3", "TestLeaderGuardFixedTheme__bypassPermissions", "alice-sub.txt", TeammateSubagent, "general-purpose", "alice", "", ""},
		{"3", "TestLeaderGuardFixedTheme__default", "sub.txt", LeaderSubagent, "general-purpose", "", "leader's transcript", ""},
	}
	for _, tc := range tests {
		t.Run(tc.item+"/"+tc.scenario+"/"+tc.target, func(t *testing.T) {
			c, _ := replay(t, tc.scenario, tc.target, nil)
			if c.Role != tc.role || c.Name != tc.name || c.Parent != tc.parent || c.Legacy {
				t.Fatalf("role %s name %q parent %q legacy %v; want %s %q %q (evidence: %s)", c.Role, c.Name, c.Parent, c.Legacy, tc.role, tc.name, tc.parent, c.Evidence)
			}
			if !strings.Contains(c.Evidence, tc.evidence) {
				t.Errorf("evidence %q lacks %q", c.Evidence, tc.evidence)
			}
		})
	}
}

// Item 1, the other side: without AI_AGENT (2.1.63 sets none; it had no
// agent_id) the guide's permission_mode rule is all there is, and it says
// it is the weaker rule.
func TestTeamCreateEraWithoutVersionFallsBackToTheGuidesRule(t *testing.T) {
	w := newReplayWorld(t)
	var target capturedCall
	for _, c := range loadCorpus(t, "TestLeaderGuardFixedTheme__bypassPermissions") {
		w.apply(&c)
		if callMatch(c, "lead.txt") {
			target = c
			break
		}
	}
	delete(target.Ctx.Env, "AI_AGENT")
	c, err := w.resolver(target).Resolve(target.In)
	if err != nil || c.Role != Member || !c.Legacy || !strings.Contains(c.Evidence, "weaker rule") {
		t.Fatalf("%+v, %v", c, err)
	}
}

// Item 4: TeamDelete, then TeamCreate under the same name. teamctl pattern
// set recorded fixed-theme for the first team; the second has none.
func TestTeamCreateEraSameNameAfterTeamDelete(t *testing.T) {
	recordPattern := func(w *replayWorld, c capturedCall) {
		if c.In.Event != "PostToolUse" || !strings.Contains(c.In.ToolInput.Get("command").String(), "teamctl pattern set fixed-theme") {
			return
		}
		// What teamctl pattern set did then: config.json and the record.
		tm, err := claudefs.ReadTeam(filepath.Join(w.home, ".claude", "teams", "e2e-crew"))
		if err != nil {
			t.Fatal(err)
		}
		if err := teamstate.Update(w.state, teamstate.KeyOf(tm), time.Now(), func(r *teamstate.Record) error {
			r.Pattern = "fixed-theme"
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	first, w := replay(t, "TestTeamDeleteThenSameNameStartsAfresh", "first.txt", recordPattern)
	if p, _ := Pattern(first.Team, w.state, nil); p != "fixed-theme" || first.Role != Leader {
		t.Fatalf("first team: %s, pattern %q", first.Role, p)
	}
	second, w := replay(t, "TestTeamDeleteThenSameNameStartsAfresh", "second.txt", recordPattern)
	if second.Role != Leader || second.Team == nil || second.Team.Name != first.Team.Name {
		t.Fatalf("second team: %+v", second)
	}
	if !second.Team.CreatedAt.After(first.Team.CreatedAt) {
		t.Fatalf("captured teams do not differ in createdAt: %v %v", first.Team.CreatedAt, second.Team.CreatedAt)
	}
	if p, src := Pattern(second.Team, w.state, nil); p != "" {
		t.Fatalf("the new team %s inherited pattern %q from %s", second.Team.Name, p, src)
	}
}

// Item 2, the CLI side: after /clear the leader's Bash runs teamctl under
// the same claude process with a new CLAUDE_CODE_SESSION_ID; the process
// the hooks recorded finds the team.
func TestTeamCreateEraDiscoverAfterClear(t *testing.T) {
	w := newReplayWorld(t)
	var after capturedCall
	for _, c := range loadCorpus(t, "TestLeaderGuardLeaderAfterClearAndCompact") {
		w.apply(&c)
		if _, err := w.resolver(c).Resolve(c.In); err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		if callMatch(c, "after.txt") {
			after = c
			break
		}
	}
	if after.In == nil {
		t.Fatal("no post-/clear call captured")
	}
	r := w.resolver(after)
	tm, how, err := Discover(r.getenv, r.proc, after.Ctx.Ancestors[0].PID)
	if err != nil || tm == nil || !strings.Contains(how, "recorded") {
		t.Fatalf("Discover after /clear: %v, %q, %v", tm, how, err)
	}
	if tm.LeadSessionID == after.In.SessionID {
		t.Fatalf("the captured call is not after /clear (same session %s)", tm.LeadSessionID)
	}
}

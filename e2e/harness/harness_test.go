package harness

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/tidwall/gjson"
)

func TestSettingsJSON(t *testing.T) {
	s := Settings{
		Hooks: []Hook{
			{Event: "PreToolUse", Matcher: "Write", Command: "/bin/guard"},
			{Event: "PreToolUse", Matcher: "Write", Command: "/bin/other", Args: []string{"a"}, Timeout: 5},
			{Event: "TeammateIdle", Command: "/bin/idle"},
		},
		Allow:        []string{"Write"},
		TeammateMode: "tmux",
		Env:          map[string]string{"X": "1"},
		Log:          true,
	}
	j := gjson.ParseBytes(s.JSON("/log hook"))
	checks := map[string]string{
		"hooks.PreToolUse.0.matcher":           "Write",
		"hooks.PreToolUse.0.hooks.#":           "2",
		"hooks.PreToolUse.0.hooks.1.args.0":    "a",
		"hooks.PreToolUse.0.hooks.1.timeout":   "5",
		"hooks.PreToolUse.1.matcher":           "*",
		"hooks.PreToolUse.1.hooks.0.command":   "/log hook",
		"hooks.TeammateIdle.#":                 "1",
		"hooks.TeammateIdle.0.hooks.#":         "2",
		"hooks.SessionStart.0.hooks.0.command": "/log hook",
		"permissions.allow.0":                  "Write",
		"teammateMode":                         "tmux",
		"env.X":                                "1",
	}
	for path, want := range checks {
		if got := j.Get(path).String(); got != want {
			t.Errorf("%s = %q, want %q", path, got, want)
		}
	}
	// Events without matcher support must not carry the key at all.
	for _, ev := range []string{"TeammateIdle", "UserPromptSubmit", "Stop", "TaskCreated", "TaskCompleted"} {
		if j.Get("hooks." + ev + ".0.matcher").Exists() {
			t.Errorf("%s has a matcher key", ev)
		}
	}
	if got := gjson.ParseBytes(Settings{}.JSON("x")).Raw; strings.TrimSpace(got) != "{}" {
		t.Errorf("empty settings = %s", got)
	}
}

func TestShellCommand(t *testing.T) {
	got := ShellCommand("/opt/bin/deny", "-reason", "it's no", "Write")
	if want := `/opt/bin/deny -reason 'it'\''s no' Write`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	out, err := exec.Command("sh", "-c", "printf '%s|' "+ShellCommand("a b", "", "$HOME", `"q"`)).Output()
	if err != nil || string(out) != `a b||$HOME|"q"|` {
		t.Errorf("sh saw %q (%v)", out, err)
	}
}

func TestScenarioName(t *testing.T) {
	for in, want := range map[string]string{
		"TestX":                 "TestX",
		"TestX/json-with-allow": "TestX__json-with-allow",
		"TestX/a b/c":           "TestX__a_b__c",
	} {
		if got := scenarioName(in); got != want {
			t.Errorf("scenarioName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNormaliser(t *testing.T) {
	sb := &Sandbox{Root: "/tmp/tce2e-1", Home: "/tmp/tce2e-1/home", Project: "/tmp/tce2e-1/project",
		Tmp: "/tmp/tce2e-1/tmp", Logs: "/tmp/tce2e-1/logs", Suite: &Suite{BinDir: "/tmp/tce2e-bin-9"}}
	sb.Suite.Claude = "/root/.cache/teamctl/claude-2.1.330/node_modules/@anthropic-ai/claude-code-linux-x64/claude"
	in := `{"cwd":"/tmp/tce2e-1/project","transcript_path":"/tmp/tce2e-1/home/.claude/projects/-tmp-tce2e-1-project/s.jsonl",` +
		`"notes":"/tmp/tce2e-1/tmp/claude-0/-tmp-tce2e-1-project/s","cmd":"/tmp/tce2e-bin-9/loghook /tmp/tce2e-1/logs/hooks.jsonl",` +
		`"TMUX":"/tmp/tce2e-1/tmux-0/tce2e-1-1,42,0","argv0":"` + sb.Suite.Claude + `"}`
	want := `{"cwd":"/home/dev/project","transcript_path":"/home/dev/.claude/projects/-home-dev-project/s.jsonl",` +
		`"notes":"/tmp/claude-0/-home-dev-project/s","cmd":"/opt/e2e/bin/loghook /srv/e2e/logs/hooks.jsonl",` +
		`"TMUX":"/srv/e2e/tmux-0/e2e-1,42,0","argv0":"/opt/claude-code/node_modules/@anthropic-ai/claude-code-linux-x64/claude"}`
	if got := sb.normaliser().Replace(in); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestHookCallsSkipsPartialLine(t *testing.T) {
	dir := t.TempDir()
	sb := &Sandbox{HookLog: filepath.Join(dir, "hooks.jsonl")}
	os.WriteFile(sb.HookLog, []byte(
		`{"event":"PreToolUse","tool":"Write","input":{"agent_id":"aalice-1","tool_input":{"file_path":"/p/a"}}}`+"\n"+
			`not json`+"\n"+
			`{"event":"Stop","input":{}}`+"\n"+
			`{"event":"PostTo`), 0o644)
	got := sb.HookCalls()
	if len(got) != 2 || got[0].AgentID() != "aalice-1" || got[1].Event != "Stop" || got[1].Line != 3 {
		t.Fatalf("HookCalls = %+v", got)
	}
	if n := len(sb.FindHooks(Is("PreToolUse", "Write", "/p/a"))); n != 1 {
		t.Errorf("Is matched %d", n)
	}
	if n := len(sb.FindHooks(Is("PreToolUse", "Write", "/p/b"))); n != 0 {
		t.Errorf("Is matched %d for another path", n)
	}
}

func TestSetConfigKey(t *testing.T) {
	dir := t.TempDir()
	orig := `{"name":"session-1","members":[{"name":"team-lead"}],"leadProcess":{"pid":1}}`
	os.WriteFile(filepath.Join(dir, "config.json"), []byte(orig), 0o644)
	if err := SetConfigKey(dir, "pattern", "fixed-theme"); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "config.json"))
	if want := strings.TrimSuffix(orig, "}") + `,"pattern":"fixed-theme"}`; string(b) != want {
		t.Errorf("config = %s, want %s", b, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "config.json.lock")); !os.IsNotExist(err) {
		t.Error("lock left behind")
	}

	// A held lock makes the writer wait, then give up.
	os.Mkdir(filepath.Join(dir, "config.json.lock"), 0o755)
	start := time.Now()
	if err := SetConfigKey(dir, "pattern", "mixed-genius"); err == nil {
		t.Error("wrote through a held lock")
	}
	if el := time.Since(start); el < 900*time.Millisecond {
		t.Errorf("gave up after %v", el)
	}
}

func TestReapKillsOnlyTheTree(t *testing.T) {
	cmd := exec.Command("sh", "-c", "sleep 60 & sleep 60 & wait")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	bystander := exec.Command("sleep", "60")
	bystander.Start()
	defer bystander.Process.Kill()

	var tree []proc
	deadline := time.Now().Add(5 * time.Second)
	for len(tree) < 3 && time.Now().Before(deadline) {
		tree = processTree(cmd.Process.Pid)
		time.Sleep(10 * time.Millisecond)
	}
	if len(tree) != 3 {
		t.Fatalf("tree = %v", tree)
	}
	reap(tree, 100*time.Millisecond)
	cmd.Wait()
	for _, p := range tree {
		if p.alive() {
			t.Errorf("pid %d survived", p.pid)
		}
	}
	if !(proc{pid: bystander.Process.Pid, start: startOf(bystander.Process.Pid)}).alive() {
		t.Error("reap killed a process outside the tree")
	}
	if diff := cmp.Diff(0, len(processTree(cmd.Process.Pid))); diff != "" {
		t.Error(diff)
	}
}

func startOf(pid int) string { _, s, _ := readStat(pid); return s }

func TestInputBox(t *testing.T) {
	screen := "❯ SCN_OLD earlier prompt\n● done\n────────\n❯ SCN_OLD earlier prompt/exit   \n  more  \n────────\n  ? for shortcuts\n"
	got, ok := inputBox(screen)
	if !ok || got != "SCN_OLDearlierprompt/exitmore" {
		t.Fatalf("inputBox = %q, %v", got, ok)
	}
	if got, ok := inputBox("────\n❯ \n────\n"); !ok || got != "" {
		t.Fatalf("empty input = %q, %v", got, ok)
	}
}

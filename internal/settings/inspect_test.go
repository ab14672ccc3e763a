package settings

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tidwall/gjson"
)

func TestInspect(t *testing.T) {
	data := []byte(`{
  "hooks": {
    "PreToolUse": [
      {"matcher": "Task", "hooks": [
        {"type": "command", "command": "/bin/teamctl", "args": ["hook", "pre-tool-use"], "timeout": 10},
        {"type": "http", "url": "http://localhost:9/x"}
      ]},
      "not a group",
      {"hooks": [{"type": "command", "command": "lint --fix"}]}
    ],
    "Team.Idle": [{"hooks": [{"type": "command", "command": "/bin/odd"}]}],
    "Stop": {"not": "an array"},
    "TeammateIdle": [{"matcher": "", "hooks": [{"type": "command", "command": "/bin/teamctl", "args": []}]}]
  }
}`)
	got, err := Inspect(data)
	if err != nil {
		t.Fatal(err)
	}
	want := []Wired{
		{Handler: Handler{Event: "PreToolUse", Matcher: "Task", Command: "/bin/teamctl", Args: []string{"hook", "pre-tool-use"}, Timeout: 10},
			Type: "command", HasMatcher: true, ExecForm: true, Group: 0, Index: 0, GroupSize: 2, Path: "hooks.PreToolUse.0.hooks.0"},
		{Handler: Handler{Event: "PreToolUse", Matcher: "Task"},
			Type: "http", HasMatcher: true, Group: 0, Index: 1, GroupSize: 2, Path: "hooks.PreToolUse.0.hooks.1"},
		{Handler: Handler{Event: "PreToolUse", Command: "lint --fix"},
			Type: "command", Group: 2, Index: 0, GroupSize: 1, Path: "hooks.PreToolUse.2.hooks.0"},
		{Handler: Handler{Event: "Team.Idle", Command: "/bin/odd"},
			Type: "command", Group: 0, Index: 0, GroupSize: 1, Path: `hooks.Team\.Idle.0.hooks.0`},
		{Handler: Handler{Event: "TeammateIdle", Command: "/bin/teamctl", Args: []string{}},
			Type: "command", HasMatcher: true, ExecForm: true, Group: 0, Index: 0, GroupSize: 1, Path: "hooks.TeammateIdle.0.hooks.0"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("Inspect (-want +got):\n%s", diff)
	}
	// Every path leads back to the handler it describes.
	for _, w := range got {
		if c := gjson.GetBytes(data, w.Path+".command").String(); c != w.Command {
			t.Errorf("%s leads to command %q, want %q", w.Path, c, w.Command)
		}
		if !gjson.GetBytes(data, w.GroupPath()+".hooks").IsArray() {
			t.Errorf("%s is not a group", w.GroupPath())
		}
	}
	if ws, err := Inspect(nil); ws != nil || err != nil {
		t.Errorf("Inspect(nil) = %v, %v", ws, err)
	}
}

func TestUninstallFindsOursUnderOddKeys(t *testing.T) {
	in := `{"hooks":{"Team.Idle":[{"hooks":[{"type":"command","command":"/bin/teamctl"}]}],"Stop":[]}}`
	res := mustUninstall(t, []byte(in), func(c string) bool { return c == "/bin/teamctl" }, nil)
	if want := `{"hooks":{"Stop":[]}}`; string(res.Data) != want {
		t.Errorf("got %s, want %s", res.Data, want)
	}
}

func TestMatcherMatches(t *testing.T) {
	tests := []struct {
		matcher, tool string
		want          bool
	}{
		{"", "Bash", true},
		{"*", "Agent", true},
		{"Bash", "Bash", true},
		{"Bash", "bash", false},
		{"Edit|Write", "Write", true},
		{"Edit|Write", "NotebookEdit", false}, // exact list, not a regex
		{"Edit, Write", "Write", true},
		{"Edit,Write", "Edit", true},
		{"Task", "Agent", false}, // the miss doctor reports
		{"Agent|Task", "Agent", true},
		{"Agent|Task", "Task", true},
		{"code-reviewer", "senior-code-reviewer", false},
		{"mcp__memory__.*", "mcp__memory__create", true},
		{"mcp__memory__.*", "mcp__github__x", false},
		{"Edit.*", "NotebookEdit", true}, // unanchored regex
		{"^Edit$", "NotebookEdit", false},
		{"^(Edit|Write)$", "Write", true},
		{"Notebook.*", "Edit", false},
		{"(?=Edit)", "Edit", false}, // JavaScript-only syntax
		{"[", "[", false},
	}
	for _, tt := range tests {
		if got := MatcherMatches(tt.matcher, tt.tool); got != tt.want {
			t.Errorf("MatcherMatches(%q, %q) = %v, want %v", tt.matcher, tt.tool, got, tt.want)
		}
	}
}

func TestSupportsMatcher(t *testing.T) {
	for event, want := range map[string]bool{
		"PreToolUse": true, "PostToolUse": true, "SessionStart": true, "SubagentStop": true,
		"UserPromptSubmit": false, "Stop": false, "TeammateIdle": false, "TaskCreated": false, "TaskCompleted": false,
	} {
		if got := SupportsMatcher(event); got != want {
			t.Errorf("SupportsMatcher(%s) = %v, want %v", event, got, want)
		}
	}
}

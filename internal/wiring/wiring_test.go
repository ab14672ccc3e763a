package wiring

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/teamctl/teamctl/internal/settings"
)

var update = flag.Bool("update", false, "rewrite hooks/hooks.json from the wiring")

func repoRoot(t testing.TB) string {
	t.Helper()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// hooks/hooks.json is generated: the plugin and `teamctl install` must wire
// the same hooks the same way.
func TestPluginHooksFileMatchesWiring(t *testing.T) {
	path := filepath.Join(repoRoot(t), HooksFile)
	want := PluginHooksJSON()
	if *update {
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is not what internal/wiring generates; run make generate (or go test ./internal/wiring -update):\n%s", HooksFile, cmp.Diff(string(want), string(got)))
	}

	// Read back the way doctor reads settings: same handlers, exec form.
	wired, err := settings.Inspect(got)
	if err != nil {
		t.Fatal(err)
	}
	var handlers []settings.Handler
	for _, w := range wired {
		if !w.ExecForm || w.Type != "command" {
			t.Errorf("%s handler %s is not an exec-form command", w.Event, w.Command)
		}
		handlers = append(handlers, w.Handler)
	}
	sortHandlers(handlers)
	wantHandlers := PluginHandlers()
	sortHandlers(wantHandlers)
	if diff := cmp.Diff(wantHandlers, handlers); diff != "" {
		t.Errorf("hooks.json handlers differ from PluginHandlers (-want +got):\n%s", diff)
	}
}

func sortHandlers(hs []settings.Handler) {
	slices.SortFunc(hs, func(a, b settings.Handler) int {
		if c := strings.Compare(a.Event, b.Event); c != 0 {
			return c
		}
		if c := strings.Compare(a.Matcher, b.Matcher); c != 0 {
			return c
		}
		return slices.Compare(a.Args, b.Args)
	})
}

// The install wiring reaches every tool and event each hook rules on
// (docs/claude-code.md, "Matchers", for how Claude Code matches them).
func TestWiringCatchesWhatEachHookNeeds(t *testing.T) {
	catches := func(hook, event, name string) bool {
		for _, h := range Hooks() {
			if h.Name != hook {
				continue
			}
			for _, on := range h.On {
				if on.Event == event && settings.MatcherMatches(on.Matcher, name) {
					return true
				}
			}
		}
		return false
	}
	tests := []struct {
		hook, event, name string
		want              bool
	}{
		// Clarification 17: leader-guard on every edit tool and Bash.
		{"leader-guard", "PreToolUse", "Edit", true},
		{"leader-guard", "PreToolUse", "Write", true},
		{"leader-guard", "PreToolUse", "MultiEdit", true},
		{"leader-guard", "PreToolUse", "NotebookEdit", true},
		{"leader-guard", "PreToolUse", "Bash", true},
		{"leader-guard", "PreToolUse", "PowerShell", true},
		{"leader-guard", "PreToolUse", "Read", false},
		{"leader-guard", "PreToolUse", "SendMessage", false},
		{"artifact-guard", "PreToolUse", "Write", true},
		{"artifact-guard", "PreToolUse", "NotebookEdit", true},
		{"artifact-guard", "PreToolUse", "Bash", true},
		{"artifact-guard", "PreToolUse", "PowerShell", false}, // it reads only Bash commands
		{"message-guard", "PreToolUse", "SendMessage", true},
		{"message-guard", "PreToolUse", "Write", false},
		{"team-events", "PreToolUse", "TaskList", true},
		{"team-events", "PreToolUse", "TaskGet", false},
		{"team-events", "SessionStart", "compact", true},
		{"team-events", "SessionStart", "resume", true},
		{"team-events", "SessionStart", "clear", true},
		{"team-events", "SessionStart", "startup", false},
		{"team-events", "TeammateIdle", "", true},
		{"team-events", "UserPromptSubmit", "", true},
	}
	for _, tt := range tests {
		if got := catches(tt.hook, tt.event, tt.name); got != tt.want {
			t.Errorf("%s on %s %q: caught %v, want %v", tt.hook, tt.event, tt.name, got, tt.want)
		}
	}
}

func TestWiringIsWellFormed(t *testing.T) {
	root := repoRoot(t)
	seen := map[string]bool{}
	for _, h := range Hooks() {
		if seen[h.Name] {
			t.Errorf("hook %s listed twice", h.Name)
		}
		seen[h.Name] = true
		if got := h.New().Name(); got != h.Name {
			t.Errorf("hook %s builds a handler named %s", h.Name, got)
		}
		if _, err := os.Stat(filepath.Join(root, "cmd", h.Name, "main.go")); err != nil {
			t.Errorf("hook %s has no cmd/%s/main.go: %v", h.Name, h.Name, err)
		}
		if len(h.On) == 0 {
			t.Errorf("hook %s is wired nowhere", h.Name)
		}
		for _, on := range h.On {
			if on.Matcher != "" && !settings.ExactMatcher(on.Matcher) {
				t.Errorf("%s %s matcher %q is a regex; list exact names", h.Name, on.Event, on.Matcher)
			}
			if on.Matcher != "" && !settings.SupportsMatcher(on.Event) {
				t.Errorf("%s %s takes no matcher, got %q", h.Name, on.Event, on.Matcher)
			}
			if on.Event == "PreToolUse" && on.Matcher == "" {
				t.Errorf("%s on PreToolUse has no matcher: it would start on every tool", h.Name)
			}
		}
	}
	// settings.Install accepts the handlers (it refuses regex matchers,
	// matchers on events without them, an Agent without Task, duplicates).
	hs := Handlers(func(b string) string { return "/opt/teamctl/" + Exe(b, "linux") })
	if _, err := settings.Install(nil, hs, settings.Options{}); err != nil {
		t.Errorf("settings.Install refuses the wiring: %v", err)
	}
	if _, err := settings.Install(nil, PluginHandlers(), settings.Options{}); err != nil {
		t.Errorf("settings.Install refuses the plugin wiring: %v", err)
	}
}

func TestHandlersUseExePathsOnWindows(t *testing.T) {
	hs := Handlers(func(b string) string { return `C:\teamctl\bin\` + Exe(b, "windows") })
	for _, h := range hs {
		if filepath.Ext(h.Command) != ".exe" {
			t.Errorf("%s handler command %q lacks .exe", h.Event, h.Command)
		}
		if h.Args == nil || len(h.Args) != 0 {
			t.Errorf("%s handler args %v: want exec form with no arguments", h.Event, h.Args)
		}
	}
	if Exe("teamctl", "linux") != "teamctl" || Exe("teamctl", "darwin") != "teamctl" {
		t.Error("Exe adds .exe off Windows")
	}
}

// The repository's own .claude/settings.json wires the hooks through the
// clone's launcher (it builds them on first use, so a fresh clone works),
// exactly as settings.Install writes ProjectHandlers into an empty file.
func TestProjectSettingsDogfoodTheWiring(t *testing.T) {
	path := filepath.Join(repoRoot(t), ".claude", "settings.json")
	res, err := settings.Install(nil, ProjectHandlers(), settings.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(path, res.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, res.Data) {
		t.Errorf(".claude/settings.json is not the wiring; run make generate (or go test ./internal/wiring -update):\n%s", cmp.Diff(string(res.Data), string(got)))
	}
}

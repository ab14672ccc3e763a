package e2e

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/harness"
	"github.com/teamctl/teamctl/e2e/mockapi"
	"github.com/teamctl/teamctl/internal/wiring"
)

// teamScenario is one interactive team session wired with the project's
// hooks. Adding a scenario means writing the mock script (what the lead and
// its agents do), the setup, and the expectations after each typed turn.
type teamScenario struct {
	eras    []harness.Era     // where it holds (required): harness.AllEras or some
	hooks   []string          // project binaries to wire, e.g. "leader-guard"
	args    []string          // extra claude flags, e.g. --teammate-mode tmux, --permission-mode
	pattern string            // written into the team's config.json once it exists
	todo    bool              // CLAUDE_CODE_ENABLE_TODO_TOOLS=1
	git     bool              // the project is a git repository
	onPath  []string          // built binaries the agents run by name, e.g. teamctl
	env     map[string]string // more variables for claude and its hooks
	files   map[string]string
	script  func(sb *harness.Sandbox) []mockapi.Rule
	// started runs once the session is up and the team exists (after the
	// pattern is set), before the first turn: e.g. open a window beside it.
	started func(t *testing.T, sb *harness.Sandbox, s *harness.Session)
	turns   []turn
}

// turn is text typed at the lead's prompt (a prompt carrying a rule's
// marker, or a slash command) and what must hold afterwards, in order.
type turn struct {
	typed  string
	expect []expectation
}

type expectation func(t *testing.T, sb *harness.Sandbox, s *harness.Session)

// wiringFor is how `teamctl install` and the plugin wire a hook binary:
// internal/wiring is the one source, so the scenarios test exactly that.
func wiringFor(name string) ([]harness.Hook, bool) {
	for _, h := range wiring.Hooks() {
		if h.Name != name {
			continue
		}
		var out []harness.Hook
		for _, on := range h.On {
			out = append(out, harness.Hook{Event: on.Event, Matcher: on.Matcher})
		}
		return out, true
	}
	return nil, false
}

// allHooks is a full install.
var allHooks = wiring.Binaries()

func runTeam(t *testing.T, sc teamScenario) {
	suite.Require(t)
	suite.RequireEras(t, sc.eras)
	t.Parallel()
	start := time.Now()
	var hooks []harness.Hook
	for _, name := range sc.hooks {
		ws, ok := wiringFor(name)
		if !ok {
			t.Fatalf("no wiring for %s", name)
		}
		for _, h := range ws {
			h.Command = harness.ShellQuote(suite.Bin(t, name))
			hooks = append(hooks, h)
		}
	}
	sb := suite.NewSandbox(t, harness.Options{
		Eras:      sc.eras,
		TodoTools: sc.todo,
		Git:       sc.git,
		OnPath:    sc.onPath,
		Env:       sc.env,
		Settings:  harness.Settings{Allow: []string{"Bash", "Write", "Edit"}, Hooks: hooks},
	})
	for rel, content := range sc.files {
		sb.WriteFile(sb.Path(rel), content)
	}
	sb.Script(sc.script(sb)...)

	s := sb.StartInteractive(sc.args...)
	if sc.pattern != "" {
		team := sb.WaitTeam(10*time.Second, "created at startup", nil)
		if err := harness.SetConfigKey(team.Dir, "pattern", sc.pattern); err != nil {
			t.Fatal(err)
		}
	}
	if sc.started != nil {
		sc.started(t, sb, s)
	}
	for _, tu := range sc.turns {
		s.Type(tu.typed)
		for _, e := range tu.expect {
			e(t, sb, s)
		}
	}
	s.Exit()
	t.Logf("scenario took %v", time.Since(start).Round(time.Millisecond))
}

// Expectations.

func denied(tool, inputPart, reasonPart string) expectation {
	return func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
		t.Helper()
		sb.ExpectDenied(tool, inputPart, reasonPart)
	}
}

func allowed(tool, inputPart string) expectation {
	return func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
		t.Helper()
		sb.ExpectAllowed(tool, inputPart)
	}
}

func written(rel, content string) expectation {
	return func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
		t.Helper()
		sb.Eventually(30*time.Second, rel+" written", func() bool {
			b, err := os.ReadFile(sb.Path(rel))
			return err == nil && string(b) == content
		})
	}
}

func unchanged(rel, content string) expectation {
	return func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
		t.Helper()
		b, err := os.ReadFile(sb.Path(rel))
		if content == "" {
			if !os.IsNotExist(err) {
				t.Errorf("%s exists (err %v)", rel, err)
			}
			return
		}
		if string(b) != content {
			t.Errorf("%s = %q, want %q unchanged", rel, b, content)
		}
	}
}

func joined(name string) expectation {
	return func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
		t.Helper()
		sb.WaitTeam(30*time.Second, name+" joined", harness.HasMember(name))
	}
}

func patternIs(pattern string) expectation {
	return func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
		t.Helper()
		ts := sb.Teams()
		if len(ts) != 1 || ts[0].Config.Get("pattern").String() != pattern {
			for _, tm := range ts {
				t.Errorf("team %s: pattern %q, want %q", tm.Dir, tm.Config.Get("pattern").String(), pattern)
			}
			if len(ts) != 1 {
				t.Errorf("%d teams", len(ts))
			}
		}
	}
}

func hookSeen(what string, match func(harness.HookCall) bool) expectation {
	return func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
		t.Helper()
		sb.WaitHook(30*time.Second, what, match)
	}
}

// ended waits until the turn the named rule scripts has ended: its final
// text was requested and the main thread's Stop hook ran after that. Type
// the next prompt only then, or Claude Code folds it into the running turn.
func ended(rule string) expectation {
	return func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
		t.Helper()
		var final time.Time
		sb.Eventually(60*time.Second, "the final reply of rule "+rule, func() bool {
			for _, r := range sb.Mock.Requests() {
				if r.Rule == rule && r.Step == -1 {
					final = r.Time
					return true
				}
			}
			return false
		})
		sb.WaitHook(30*time.Second, "the leader's Stop after rule "+rule, func(h harness.HookCall) bool {
			at, err := time.Parse(time.RFC3339Nano, h.Time)
			return h.Event == "Stop" && h.AgentID() == "" && err == nil && at.After(final)
		})
	}
}

// onlyIn keeps an expectation to the eras where it holds.
func onlyIn(eras []harness.Era, e expectation) expectation {
	return func(t *testing.T, sb *harness.Sandbox, s *harness.Session) {
		t.Helper()
		if slices.Contains(eras, suite.Era()) {
			e(t, sb, s)
		}
	}
}

// prompted waits for a request of the named rule, i.e. for the agent the
// rule scripts to have been woken with that rule's marker.
func prompted(rule string) expectation {
	return func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
		t.Helper()
		sb.Eventually(60*time.Second, "a request answered by rule "+rule, func() bool {
			for _, r := range sb.Mock.Requests() {
				if r.Rule == rule {
					return true
				}
			}
			return false
		})
	}
}

// Script helpers.

func spawn(name, marker string) mockapi.Step {
	in := map[string]any{"description": name + " task", "prompt": marker + " please work"}
	if name != "" {
		in["name"] = name
	} else {
		in["description"] = "helper task"
	}
	return mockapi.Call("Agent", in)
}

func write(path, content string) mockapi.Step {
	return mockapi.Call("Write", map[string]any{"file_path": path, "content": content})
}

func send(to string, message any) mockapi.Step {
	return mockapi.Call("SendMessage", map[string]any{"to": to, "message": message, "summary": "note to " + to})
}

func bash(command string) mockapi.Step {
	return mockapi.Call("Bash", map[string]any{"command": command, "description": "run " + strings.Fields(command)[0]})
}

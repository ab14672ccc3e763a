package e2e

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/harness"
	"github.com/teamctl/teamctl/e2e/mockapi"
	"github.com/teamctl/teamctl/internal/wiring"
)

// The guard holds inside a running team: the leader cannot switch the
// team's pattern or rewrite the pattern definition, and a member cannot
// uninstall the hooks or overwrite the settings that wire them (after a cd,
// where a text search for ".claude/settings" would have missed it). Each
// deny reaches the model with the rule that made it; the files and the
// pattern stay as they were.
func TestGuardHoldsInARunningTeam(t *testing.T) {
	const patternFile = ".claude/team-themes/patterns/fixed-theme.json"
	var settingsBefore []byte
	runTeam(t, teamScenario{
		eras:    harness.AllEras,
		hooks:   []string{"leader-guard"},
		pattern: "fixed-theme",
		onPath:  []string{"teamctl"},
		files:   map[string]string{"docs/readme.txt": "x\n"},
		script: func(sb *harness.Sandbox) []mockapi.Rule {
			var err error
			if settingsBefore, err = os.ReadFile(sb.Path(".claude/settings.json")); err != nil {
				t.Fatal(err)
			}
			return []mockapi.Rule{
				{Name: "lead", Match: "SCN_GH_LEAD", Agent: mockapi.MainAgent, Final: "lead done", Steps: []mockapi.Step{
					spawn("alice", "SCN_GH_ALICE"),
					bash("teamctl pattern set mixed-genius"),
					write(sb.Path(patternFile), `{"name":"fixed-theme","leader":{"bash":"any","edits":"allow"}}`),
				}},
				{Name: "alice", Match: "SCN_GH_ALICE", Agent: mockapi.MainAgent, Final: "alice done", Steps: []mockapi.Step{
					bash("teamctl uninstall --project"),
					bash("cd .claude && echo '{}' > settings.json"),
				}},
			}
		},
		turns: []turn{{typed: "SCN_GH_LEAD spawn alice, then loosen the guard", expect: []expectation{
			joined("alice"),
			denied("Bash", "teamctl pattern set mixed-genius", "Rule leader-guard/teamctl"),
			denied("Bash", "teamctl pattern set mixed-genius", "switches the team from pattern fixed-theme"),
			denied("Write", "patterns/fixed-theme.json", "Rule leader-guard/protected"),
			denied("Bash", "teamctl uninstall", "Rule leader-guard/teamctl"),
			denied("Bash", "cd .claude", ".claude/settings.json"),
			unchanged(patternFile, ""),
			patternIs("fixed-theme"),
			func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
				t.Helper()
				if now, _ := os.ReadFile(sb.Path(".claude/settings.json")); string(now) != string(settingsBefore) {
					t.Errorf(".claude/settings.json changed:\n%s", now)
				}
			},
		}}},
	})
}

// install --strict wires the tool guards with Claude Code's onFailure
// "block" (2.1.330 schema). On the real client: a guard binary that is
// missing then blocks the call, where without the key the call goes on
// unchecked; a present guard behaves as before (no team: the Write goes
// on), and a present guard's deny still reaches the model. Claude Code
// 2.1.177 does not know the key: the settings still load and the hooks
// run, but a missing binary is not a block there.
func TestStrictWiringBlocksWhenTheGuardCannotRun(t *testing.T) {
	suite.Require(t)
	t.Parallel()
	honoured := suite.Era() == harness.SessionTeamEra
	cases := []struct {
		name      string
		hook      func(t *testing.T) harness.Hook
		wantBlock bool
	}{
		{"missing binary, strict", func(*testing.T) harness.Hook {
			return harness.Hook{Command: "/nonexistent/teamctl/leader-guard", Args: []string{"--strict"}, OnFailure: wiring.OnFailureBlock}
		}, honoured},
		{"missing binary, plain", func(*testing.T) harness.Hook {
			return harness.Hook{Command: "/nonexistent/teamctl/leader-guard", Args: []string{}}
		}, false},
		{"present guard, strict", func(t *testing.T) harness.Hook {
			return harness.Hook{Command: suite.Bin(t, "leader-guard"), Args: []string{"--strict"}, OnFailure: wiring.OnFailureBlock}
		}, false},
		{"present deny, strict", func(t *testing.T) harness.Hook {
			return harness.Hook{Command: suite.Bin(t, "deny"), Args: []string{"-reason", "e2e says no", "Write"}, OnFailure: wiring.OnFailureBlock}
		}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			h := c.hook(t)
			h.Event, h.Matcher, h.Timeout = "PreToolUse", "Write", wiring.Timeout
			sb := suite.NewSandbox(t, harness.Options{Eras: harness.AllEras, Settings: harness.Settings{
				Allow: []string{"Write"}, Hooks: []harness.Hook{h},
			}})
			target := sb.Path("out.txt")
			sb.Script(mockapi.Rule{Match: "SCN_STRICT", Final: "done", Steps: []mockapi.Step{
				mockapi.Call("Write", map[string]any{"file_path": target, "content": "written\n"}),
			}})
			res := sb.RunPrint("SCN_STRICT write a file", "--permission-mode", "default")
			if res.ExitCode != 0 {
				t.Fatalf("exit %d, stdout %s, stderr %s", res.ExitCode, res.Stdout, res.Stderr)
			}
			calls := sb.Mock.CallsTo("Write", "out.txt")
			if len(calls) != 1 {
				t.Fatalf("mock sent %d Write calls", len(calls))
			}
			tr, _ := sb.Mock.Result(calls[0].ID)
			_, statErr := os.Stat(target)
			written := statErr == nil
			t.Logf("claude %s: tool result is_error=%v %q; file written %v (%v)", suite.Version, tr.IsError, tr.Content, written, res.Duration.Round(100*time.Millisecond))
			if c.wantBlock {
				// A hook's block reaches the model as the tool's error (with
				// "PreToolUse:Write hook error: " before it from 2.1.178).
				if written || !tr.IsError || !strings.HasPrefix(tr.Content, suite.JSONDenialPrefix("Write")) {
					t.Errorf("want the Write blocked by the hook; model saw %+v, file written %v", tr, written)
				}
			} else if !written || tr.IsError {
				t.Errorf("want the Write to go on; model saw %+v, file written %v", tr, written)
			}
		})
	}
}

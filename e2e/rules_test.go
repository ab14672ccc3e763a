package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/harness"
	"github.com/teamctl/teamctl/e2e/mockapi"
)

// Does Claude Code 2.1.330 honour a PreToolUse hook's updatedInput for the
// Agent tool? A hook that answers every Agent call with a fixed input
// (and no permissionDecision, then with "allow") must change the spawned
// teammate's prompt. spawn-guard relies on the answer (docs/rules.md).
func TestAgentUpdatedInputHonoured(t *testing.T) {
	for _, tc := range []struct{ name, decision string }{{"no-decision", ""}, {"allow", "allow"}} {
		t.Run(tc.name, func(t *testing.T) {
			suite.Require(t)
			t.Parallel()
			out := `{"hookSpecificOutput":{"hookEventName":"PreToolUse",`
			if tc.decision != "" {
				out += `"permissionDecision":"` + tc.decision + `",`
			}
			out += `"updatedInput":{"description":"uma task","prompt":"SCN_UI_UMA please work UPDATED_BY_HOOK","name":"uma"}}}`
			sb := suite.NewSandbox(t, harness.Options{Settings: harness.Settings{
				Allow: []string{"Bash", "Write", "Edit"},
				Hooks: []harness.Hook{{Event: "PreToolUse", Matcher: "Agent", Command: "printf '%s' " + harness.ShellQuote(out)}},
			}})
			sb.Script(
				mockapi.Rule{Name: "lead", Match: "SCN_UI_LEAD", Agent: mockapi.MainAgent, Final: "lead done", Steps: []mockapi.Step{spawn("uma", "SCN_UI_UMA")}},
				mockapi.Rule{Name: "uma", Match: "SCN_UI_UMA", Agent: mockapi.MainAgent, Final: "uma done"},
			)
			s := sb.StartInteractive()
			s.Type("SCN_UI_LEAD spawn uma")
			tm := sb.WaitTeam(30*time.Second, "uma joined", harness.HasMember("uma"))
			prompt := ""
			for _, m := range tm.Config.Get("members").Array() {
				if m.Get("name").String() == "uma" {
					prompt = m.Get("prompt").String()
				}
			}
			t.Logf("uma's prompt in config.json: %q", prompt)
			if !strings.Contains(prompt, "UPDATED_BY_HOOK") {
				t.Errorf("updatedInput not honoured: prompt %q", prompt)
			}
			s.Exit()
		})
	}
}

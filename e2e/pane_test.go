package e2e

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/harness"
	"github.com/teamctl/teamctl/e2e/mockapi"
)

// With --teammate-mode tmux the teammate runs as its own claude process in a
// new pane of the private tmux server, with the sandbox env from the server.
// Its hooks carry its own session and no agent_id; its identity is on the
// argv of the claude process above the hook. An approved shutdown removes
// it from config.json and closes the pane.
func TestInteractivePaneTeammate(t *testing.T) {
	suite.Require(t)
	t.Parallel()
	start := time.Now()
	sb := suite.NewSandbox(t, harness.Options{Eras: harness.AllEras, Settings: harness.Settings{Allow: []string{"Bash", "Write", "Edit"}}})
	sb.Script(
		mockapi.Rule{Name: "lead", Match: "SCN_LEAD_PANE", Agent: mockapi.MainAgent, Final: "lead turn done", Steps: []mockapi.Step{
			mockapi.Call("Agent", map[string]any{"description": "erin task", "prompt": "SCN_MATE_ERIN write your file", "name": "erin"}),
		}},
		mockapi.Rule{Name: "erin", Match: "SCN_MATE_ERIN", Final: "erin done", Steps: []mockapi.Step{
			mockapi.Call("Write", map[string]any{"file_path": sb.Path("erin.txt"), "content": "from erin\n"}),
		}},
		mockapi.Rule{Name: "lead-shutdown", Match: "SCN_LEAD_STOP", Agent: mockapi.MainAgent, Final: "stopped", Steps: []mockapi.Step{
			mockapi.Call("SendMessage", map[string]any{"to": "erin", "message": map[string]any{"type": "shutdown_request", "reason": "scenario done"}}),
		}},
		mockapi.Rule{Name: "erin-shutdown", Match: "shutdown_request", Final: "bye", Steps: []mockapi.Step{
			mockapi.Call("SendMessage", map[string]any{"to": "team-lead", "message": map[string]any{
				"type": "shutdown_response", "request_id": mockapi.Capture(`request_?[iI]d"\s*:\s*"([^"]+)"`), "approve": true,
			}}),
		}},
	)

	s := sb.StartInteractive("--teammate-mode", "tmux")
	s.Type("SCN_LEAD_PANE spawn erin in a pane")
	// The member is written first with an empty tmuxPaneId, then its pane id.
	team := sb.WaitTeam(30*time.Second, "erin joined with a pane", func(tm harness.Team) bool {
		return strings.HasPrefix(tm.Config.Get(`members.#(name=="erin").tmuxPaneId`).String(), "%")
	})
	erin := team.Config.Get(`members.#(name=="erin")`)
	pane := erin.Get("tmuxPaneId").String()
	if erin.Get("backendType").String() != "tmux" || !strings.HasPrefix(pane, "%") {
		t.Fatalf("erin's member entry: %s", erin.Raw)
	}

	w := sb.WaitHook(60*time.Second, "erin's Write", harness.Is("PreToolUse", "Write", "erin.txt"))
	if w.AgentID() != "" || w.Get("session_id").String() == team.Config.Get("leadSessionId").String() {
		t.Errorf("pane teammate's PreToolUse: agent_id %q session %q", w.AgentID(), w.Get("session_id").String())
	}
	if w.Env["TMUX_PANE"] != pane || w.Env["CLAUDE_PID"] == itoa(s.LeadPID) {
		t.Errorf("pane teammate env: TMUX_PANE %q (member %q), CLAUDE_PID %q (lead %d)", w.Env["TMUX_PANE"], pane, w.Env["CLAUDE_PID"], s.LeadPID)
	}
	var argv []string
	for _, a := range w.Ancestors {
		if slices.Contains(a.Argv, "--agent-id") {
			argv = a.Argv
		}
	}
	teamName := team.Config.Get("name").String()
	if i := slices.Index(argv, "--agent-id"); i < 0 || argv[i+1] != "erin@"+teamName {
		t.Errorf("no claude ancestor with --agent-id erin@%s: %+v", teamName, w.Ancestors)
	}
	sb.Eventually(30*time.Second, "erin.txt written", func() bool {
		b, err := os.ReadFile(sb.Path("erin.txt"))
		return err == nil && string(b) == "from erin\n"
	})
	sb.WaitHook(30*time.Second, "erin goes idle", func(h harness.HookCall) bool {
		return h.Event == "TeammateIdle" && h.Get("teammate_name").String() == "erin"
	})
	if n := len(s.Panes()); n != 2 {
		t.Errorf("panes = %v", s.Panes())
	}

	s.Type("SCN_LEAD_STOP shut erin down")
	sb.WaitTeam(45*time.Second, "erin removed after approving shutdown", func(tm harness.Team) bool {
		return !harness.HasMember("erin")(tm)
	})
	sb.Eventually(15*time.Second, "erin's pane closed", func() bool { return len(s.Panes()) == 1 })
	s.Exit()
	t.Logf("scenario took %v", time.Since(start).Round(time.Millisecond))
}

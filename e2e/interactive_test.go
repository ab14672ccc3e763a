package e2e

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/harness"
	"github.com/teamctl/teamctl/e2e/mockapi"
)

// An interactive session with teams on creates its team folder at startup
// (TeamCreate era: when the leader runs TeamCreate), an in-process teammate
// joins config.json when the lead spawns it, and the teammate's tool calls
// reach hooks with agent_type <name> and agent_id a<name>-… (TeamCreate era:
// a fresh a<16 hex>, and no CLAUDE_PID). /exit removes the team folder.
func TestInteractiveTeamFilesAppear(t *testing.T) {
	suite.Require(t)
	t.Parallel()
	start := time.Now()
	sb := suite.NewSandbox(t, harness.Options{Eras: harness.AllEras, Settings: harness.Settings{Allow: []string{"Bash", "Write", "Edit"}}})
	sb.Script(
		mockapi.Rule{Name: "lead", Match: "SCN_LEAD_SPAWN", Agent: mockapi.MainAgent, Final: "lead turn done", Steps: []mockapi.Step{
			mockapi.Call("Agent", map[string]any{"description": "alice task", "prompt": "SCN_MATE_ALICE write your file", "name": "alice"}),
		}},
		mockapi.Rule{Name: "alice", Match: "SCN_MATE_ALICE", Final: "alice done", Steps: []mockapi.Step{
			mockapi.Call("Write", map[string]any{"file_path": sb.Path("alice.txt"), "content": "from alice\n"}),
		}},
	)

	s := sb.StartInteractive()
	team := sb.WaitTeam(5*time.Second, "created at startup (TeamCreate era: by the harness's TeamCreate)", nil)
	sessionEra := suite.Era() == harness.SessionTeamEra
	switch name := team.Config.Get("name").String(); {
	case sessionEra && (s.LeadPID <= 0 || !strings.HasPrefix(name, "session-")):
		t.Fatalf("team config without leadProcess.pid or session name: %s", team.Config.Raw)
	case !sessionEra && (name != harness.TeamName || team.Config.Get("leadProcess").Exists()):
		t.Fatalf("TeamCreate-era team config: want name %s and no leadProcess: %s", harness.TeamName, team.Config.Raw)
	}
	if got := team.Members(); len(got) != 1 || got[0] != "team-lead" {
		t.Errorf("members at startup = %v", got)
	}
	ready := time.Since(start)

	s.Type("SCN_LEAD_SPAWN please spawn alice")
	sb.WaitTeam(30*time.Second, "alice joined", harness.HasMember("alice"))
	w := sb.WaitHook(30*time.Second, "alice's Write", harness.Is("PreToolUse", "Write", "alice.txt"))
	if w.Get("agent_type").String() != "alice" || sessionEra && !strings.HasPrefix(w.AgentID(), "aalice-") ||
		!sessionEra && !isPlainAgentID(w.AgentID()) {
		t.Errorf("alice's PreToolUse: agent_id %q agent_type %q", w.AgentID(), w.Get("agent_type").String())
	}
	if sessionEra && w.Env["CLAUDE_PID"] != itoa(s.LeadPID) || !sessionEra && w.Env["CLAUDE_PID"] != "" {
		t.Errorf("in-process teammate's CLAUDE_PID %q, lead pid %d", w.Env["CLAUDE_PID"], s.LeadPID)
	}
	if _, ok := w.Files[strings.TrimPrefix(team.Dir, sb.Home+"/.claude/")+"/config.json"]; !ok {
		t.Errorf("hook-time snapshot lacks the team config: %v", keys(w.Files))
	}
	sb.Eventually(30*time.Second, "alice.txt written", func() bool {
		b, err := os.ReadFile(sb.Path("alice.txt"))
		return err == nil && string(b) == "from alice\n"
	})
	sb.WaitHook(30*time.Second, "alice goes idle", func(h harness.HookCall) bool {
		return h.Event == "TeammateIdle" && h.Get("teammate_name").String() == "alice"
	})

	s.Exit()
	t.Logf("ready after %v, whole scenario %v", ready.Round(time.Millisecond), time.Since(start).Round(time.Millisecond))
}

package e2e

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/e2e/harness"
	"github.com/teamctl/teamctl/e2e/mockapi"
)

// Names spelled to slip past the guards, on the real claude: a lookalike
// letter in a commit message given through an abbreviated option, the
// author's name set in the environment, a message only known at run time,
// an address that reads as team-lead only after folding, and a report made
// of invisible characters. Each is denied; the clean commit and the plain
// report pass, and git records no character.
func TestNameEvasionsDenied(t *testing.T) {
	runTeam(t, teamScenario{
		eras:   harness.AllEras,
		hooks:  allHooks,
		onPath: []string{"teamctl"},
		git:    true,
		script: func(sb *harness.Sandbox) []mockapi.Rule {
			return []mockapi.Rule{
				{Name: "lead", Match: "SCN_EV_LEAD", Agent: mockapi.MainAgent, Final: "lead done", Steps: []mockapi.Step{
					bash("teamctl history add --pattern fixed-theme --theme 'Cowboy Bebop' --characters 'Spike Spiegel,Jet,Faye Valentine,Ed' && teamctl pattern set fixed-theme"),
					spawn("Jet", "SCN_EV_JET"),
				}},
				{Name: "jet", Match: "SCN_EV_JET", Agent: mockapi.MainAgent, Final: "jet done", Steps: []mockapi.Step{
					bash("git commit --allow-empty -q --mess='F\u0430ye Valentine fixed it'"),
					bash("GIT_AUTHOR_NAME=Spiegel git commit --allow-empty -q -m 'clean one'"),
					bash(`git commit --allow-empty -q -m "$SCN_EV_MSG"`),
					send("team\u2060-lead", "SCN_EV_LOST report"),
					send("team-lead", "\u200b\u2800\u3164"),
					send("team-lead", "SCN_EV_ACK report from Jet"),
					bash("git commit --allow-empty -q -m 'tune the parser'"),
				}},
				{Name: "lead-ack", Match: "SCN_EV_ACK", Agent: mockapi.MainAgent, Final: "thanks Jet"},
			}
		},
		turns: []turn{{typed: "SCN_EV_LEAD record the cast and spawn Jet", expect: []expectation{
			joined("Jet"),
			denied("Bash", "--mess=", "artifact-guard/names"),
			denied("Bash", "GIT_AUTHOR_NAME=Spiegel", "artifact-guard/names"),
			denied("Bash", "SCN_EV_MSG", "artifact-guard/cannot-see"),
			denied("SendMessage", "SCN_EV_LOST", "message-guard/recipient"),
			denied("SendMessage", "\u2800", "message-guard/nonempty"),
			allowed("SendMessage", "SCN_EV_ACK"),
			allowed("Bash", "tune the parser'"),
			func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
				out, err := exec.Command("git", "-C", sb.Project, "log", "--format=%an %s").Output()
				if err != nil || !strings.Contains(string(out), "tune the parser") || strings.Contains(string(out), "Spiegel") || strings.Contains(string(out), "Valentine") {
					t.Errorf("git log: %q (%v)", out, err)
				}
			},
		}}},
	})
}

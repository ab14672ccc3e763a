package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/harness"
	"github.com/teamctl/teamctl/e2e/mockapi"
	"github.com/tidwall/gjson"
)

// `teamctl pattern set`, run by the leader's Bash tool while the team runs,
// and a teammate spawn sent in the same assistant message both succeed:
// teamctl takes Claude Code's own config.json.lock for milliseconds only.
// The pattern survives the member joining, and takes effect at once.
func TestTeamctlPatternSetWhileTeamRuns(t *testing.T) {
	runTeam(t, teamScenario{
		eras:   harness.AllEras,
		hooks:  []string{"leader-guard"},
		onPath: []string{"teamctl"},
		script: func(sb *harness.Sandbox) []mockapi.Rule {
			return []mockapi.Rule{
				{Name: "lead", Match: "SCN_PS_LEAD", Agent: mockapi.MainAgent, Final: "lead done", Steps: []mockapi.Step{
					mockapi.Parallel(
						mockapi.ToolUse{Name: "Bash", Input: map[string]any{"command": "teamctl pattern set fixed-theme", "description": "record the pattern"}},
						mockapi.ToolUse{Name: "Agent", Input: map[string]any{"description": "dave task", "prompt": "SCN_PS_DAVE please work", "name": "dave"}},
					),
					write(sb.Path("lead.txt"), "from the lead\n"),
				}},
			}
		},
		turns: []turn{{typed: "SCN_PS_LEAD set the pattern and spawn dave", expect: []expectation{
			func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
				for _, tool := range []string{"Bash", "Agent"} {
					_, res := sb.WaitResult(60*time.Second, tool, "")
					if res.IsError || (tool == "Agent" && !strings.Contains(res.Content, "Spawned successfully")) {
						t.Errorf("%s failed: %q", tool, res.Content)
					}
				}
			},
			joined("dave"),
			patternIs("fixed-theme"),
			denied("Write", "lead.txt", "pattern fixed-theme"),
		}}},
	})
}

// A fixed-theme team with characters recorded by `teamctl history add`:
// a member's SendMessage to a character name (not an address) is denied,
// its report to team-lead is delivered and wakes the leader; a commit
// message naming a character is denied, a plain one goes through.
func TestCharacterNamesInMessagesAndCommits(t *testing.T) {
	runTeam(t, teamScenario{
		eras:   harness.AllEras,
		hooks:  allHooks,
		onPath: []string{"teamctl"},
		git:    true,
		script: func(sb *harness.Sandbox) []mockapi.Rule {
			return []mockapi.Rule{
				{Name: "lead", Match: "SCN_CN_LEAD", Agent: mockapi.MainAgent, Final: "lead done", Steps: []mockapi.Step{
					bash("teamctl history add --pattern fixed-theme --theme 'Cowboy Bebop' --characters Spike,Jet,Faye,Ed && teamctl pattern set fixed-theme"),
					spawn("Jet", "SCN_CN_JET"),
				}},
				{Name: "jet", Match: "SCN_CN_JET", Agent: mockapi.MainAgent, Final: "jet done", Steps: []mockapi.Step{
					send("Faye", "SCN_CN_LOST status report"),
					send("team-lead", "SCN_CN_ACK status report from Jet"),
					bash("git commit --allow-empty -q -m 'Spike tunes the parser'"),
					bash("git commit --allow-empty -q -m 'tune the parser'"),
				}},
				{Name: "lead-ack", Match: "SCN_CN_ACK", Agent: mockapi.MainAgent, Final: "thanks Jet"},
			}
		},
		turns: []turn{{typed: "SCN_CN_LEAD record the cast and spawn Jet", expect: []expectation{
			joined("Jet"),
			patternIs("fixed-theme"),
			denied("SendMessage", "Faye", "character name"),
			allowed("SendMessage", "team-lead"),
			// 2.1.177 left the idle leader unwoken by an in-process
			// member's message within a minute (the message was in its
			// inbox); 2.1.330 wakes it at once.
			onlyIn([]harness.Era{harness.SessionTeamEra}, prompted("lead-ack")),
			denied("Bash", "Spike tunes", "artifact-guard/names"),
			allowed("Bash", "tune the parser'"),
			func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
				out, err := exec.Command("git", "-C", sb.Project, "log", "--format=%s").Output()
				if err != nil || !strings.Contains(string(out), "tune the parser") || strings.Contains(string(out), "Spike") {
					t.Errorf("git log: %q (%v)", out, err)
				}
			},
		}}},
	})
}

// TeammateIdle: a member going idle while the board has an unclaimed task
// is kept working with a nudge naming the task; it claims the task.
func TestTeammateIdleNudgeClaimsTask(t *testing.T) {
	runTeam(t, teamScenario{
		eras:   harness.AllEras,
		hooks:  allHooks,
		onPath: []string{"teamctl"},
		todo:   true,
		script: func(sb *harness.Sandbox) []mockapi.Rule {
			return []mockapi.Rule{
				{Name: "lead", Match: "SCN_IN_LEAD", Agent: mockapi.MainAgent, Final: "lead done", Steps: []mockapi.Step{
					mockapi.Call("ToolSearch", map[string]any{"query": "select:SendMessage,TaskCreate,TaskUpdate,TaskList,TaskGet", "max_results": 5}),
					// The guide's procedure, which spawn-guard checks: pattern
					// and history entry recorded before the spawn.
					bash("teamctl history add --pattern fixed-theme --theme 'Cowboy Bebop' --characters Spike,Jet,Faye,Ed && teamctl pattern set fixed-theme"),
					mockapi.Call("TaskCreate", map[string]any{"subject": "SCN_IN_TASK write the report", "description": "the weekly report"}),
					spawn("gina", "SCN_IN_GINA"),
				}},
				// gina's first turn reports and ends: she goes idle with task 1
				// open (report-first lets her, she has reported).
				{Name: "gina-first", Match: "SCN_IN_GINA", Agent: mockapi.MainAgent, Final: "nothing for me", Steps: []mockapi.Step{
					send("team-lead", "SCN_IN_REPORT nothing for me yet"),
				}},
				{Name: "gina-nudged", Match: "team-events/idle-nudge", Agent: mockapi.MainAgent, Final: "on it", Steps: []mockapi.Step{
					mockapi.Call("TaskUpdate", map[string]any{"taskId": "1", "owner": "gina", "status": "in_progress"}),
				}},
			}
		},
		turns: []turn{{typed: "SCN_IN_LEAD create a task and spawn gina", expect: []expectation{
			joined("gina"),
			hookSeen("TaskCreated", harness.Is("TaskCreated", "", "")),
			hookSeen("gina idle", func(h harness.HookCall) bool {
				return h.Event == "TeammateIdle" && h.Get("teammate_name").String() == "gina"
			}),
			prompted("gina-nudged"),
			func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
				sb.Eventually(30*time.Second, "task 1 owned by gina", func() bool {
					files, _ := filepath.Glob(filepath.Join(sb.Home, ".claude", "tasks", "*", "1.json"))
					for _, f := range files {
						b, _ := os.ReadFile(f)
						if gjson.GetBytes(b, "owner").String() == "gina" {
							return true
						}
					}
					return false
				})
			},
		}}},
	})
}

package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/harness"
	"github.com/teamctl/teamctl/e2e/mockapi"
)

// TeamCreate era: a team deleted with TeamDelete and created again under
// the same name is a new team. teamctl's record of the first (its pattern)
// must not apply to the second: the leader of the new team, which has no
// pattern yet, writes; the first team's leader was denied.
func TestTeamDeleteThenSameNameStartsAfresh(t *testing.T) {
	runTeam(t, teamScenario{
		eras:   []harness.Era{harness.TeamCreateEra},
		hooks:  []string{"leader-guard"},
		onPath: []string{"teamctl"},
		script: func(sb *harness.Sandbox) []mockapi.Rule {
			return []mockapi.Rule{
				{Name: "lead-1", Match: "SCN_TD_ONE", Agent: mockapi.MainAgent, Final: "first team working", Steps: []mockapi.Step{
					bash("teamctl pattern set fixed-theme"),
					spawn("kim", "SCN_TD_KIM"),
					write(sb.Path("first.txt"), "x\n"),
				}},
				{Name: "lead-stop", Match: "SCN_TD_STOP", Agent: mockapi.MainAgent, Final: "asked kim to stop", Steps: []mockapi.Step{
					send("kim", map[string]any{"type": "shutdown_request", "reason": "scenario done"}),
				}},
				{Name: "kim-shutdown", Match: "shutdown_request", Agent: mockapi.MainAgent, Final: "bye", Steps: []mockapi.Step{
					mockapi.Call("SendMessage", map[string]any{"to": "team-lead", "message": map[string]any{
						"type": "shutdown_response", "request_id": mockapi.Capture(`request_?[iI]d"\s*:\s*"([^"]+)"`), "approve": true,
					}}),
				}},
				{Name: "lead-delete", Match: "SCN_TD_DELETE", Agent: mockapi.MainAgent, Final: "team deleted", Steps: []mockapi.Step{
					mockapi.Call("TeamDelete", map[string]any{}),
				}},
				harness.TeamCreateRule("lead-recreate", "SCN_TD_AGAIN", harness.TeamName),
				{Name: "lead-2", Match: "SCN_TD_TWO", Agent: mockapi.MainAgent, Final: "second team working", Steps: []mockapi.Step{
					spawn("lee", "SCN_TD_LEE"),
					write(sb.Path("second.txt"), "y\n"),
				}},
			}
		},
		turns: []turn{
			{typed: "SCN_TD_ONE record the pattern, spawn kim, write", expect: []expectation{
				joined("kim"),
				patternIs("fixed-theme"),
				denied("Write", "first.txt", "leader-guard/edit"),
				ended("lead-1"),
			}},
			{typed: "SCN_TD_STOP shut kim down", expect: []expectation{
				func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
					sb.WaitTeam(60*time.Second, "kim removed after approving shutdown", func(tm harness.Team) bool {
						return !harness.HasMember("kim")(tm)
					})
				},
				ended("lead-stop"),
			}},
			{typed: "SCN_TD_DELETE delete the team", expect: []expectation{
				func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
					_, res := sb.WaitResult(30*time.Second, "TeamDelete", "")
					if res.IsError || !strings.Contains(res.Content, `"success":true`) {
						t.Fatalf("TeamDelete: %q", res.Content)
					}
					sb.Eventually(10*time.Second, "the team folder removed", func() bool { return len(sb.Teams()) == 0 })
				},
				ended("lead-delete"),
			}},
			{typed: "SCN_TD_AGAIN create the team again", expect: []expectation{
				func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
					tm := sb.WaitTeam(30*time.Second, "created again", nil)
					if p := tm.Config.Get("pattern").String(); p != "" {
						t.Errorf("the new team's config has pattern %q", p)
					}
				},
				ended("lead-recreate"),
			}},
			{typed: "SCN_TD_TWO spawn lee and write", expect: []expectation{
				joined("lee"),
				allowed("Write", "second.txt"),
				written("second.txt", "y\n"),
			}},
		},
	})
}

// An in-process teammate whose context fills up is compacted on its own.
// The hooks that compaction fires must not make team-events tell the
// teammate (or anyone) that it is the leader: no request may carry the
// leader's identity reminder, because the leader itself never compacted.
// Observed on 2.1.330: the teammate's compaction fires PreCompact and
// SessionStart "compact" both with the teammate's agent_id and agent_type
// (not shaped like the leader's), so team-events leaves them alone. The leader is still denied
// afterwards and the teammate still allowed.
func TestTeammateCompactionIsNotTheLeader(t *testing.T) {
	runTeam(t, teamScenario{
		// 2.1.177 fires the teammate's PreCompact shaped like the leader's
		// (lead session and transcript, no agent_id), and its compaction
		// never reached the mock: not driven there yet.
		eras:    []harness.Era{harness.SessionTeamEra},
		hooks:   []string{"leader-guard", "team-events"},
		pattern: "fixed-theme",
		// Compact at 200k tokens whatever the model's window (2.1.177's is
		// 1M); mia's reply then reports more than that.
		env: map[string]string{"CLAUDE_CODE_AUTO_COMPACT_WINDOW": "200000"},
		script: func(sb *harness.Sandbox) []mockapi.Rule {
			full := write(sb.Path("mia-1.txt"), "one\n")
			full.InputTokens = 990_000 // over the 200k window: compact before the next request
			afterMia := write(sb.Path("lead.txt"), "x\n")
			afterMia.WaitFor = sb.Path("mia-2.txt")
			return []mockapi.Rule{
				{Name: "lead", Match: "SCN_TC_LEAD", Agent: mockapi.MainAgent, Final: "lead done", Steps: []mockapi.Step{
					spawn("mia", "SCN_TC_MIA"),
					afterMia,
				}},
				{Name: "mia", Match: "SCN_TC_MIA", Agent: mockapi.MainAgent, Final: "mia done", Steps: []mockapi.Step{
					full,
				}},
				// After compaction the teammate's trigger is the summary.
				{Name: "mia-compacted", Match: "mock summary", Agent: mockapi.MainAgent, Final: "mia done again", Steps: []mockapi.Step{
					write(sb.Path("mia-2.txt"), "two\n"),
				}},
			}
		},
		turns: []turn{
			{typed: "SCN_TC_LEAD spawn mia", expect: []expectation{
				joined("mia"),
				allowed("Write", "mia-1.txt"),
				hookSeen("mia's context compacted", func(h harness.HookCall) bool {
					return h.Event == "PreCompact" && h.Get("agent_type").String() == "mia"
				}),
				allowed("Write", "mia-2.txt"),
				written("mia-2.txt", "two\n"),
				denied("Write", "lead.txt", "leader-guard/edit"),
				func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
					for _, r := range sb.Mock.Requests() {
						if strings.Contains(string(r.Body), "you are the leader of agent team") {
							t.Errorf("request %d (rule %q) carries the leader's identity reminder, but the leader never compacted", r.Seq, r.Rule)
						}
					}
					for _, h := range sb.HookCalls() {
						if h.Event == "SessionStart" || h.Event == "PreCompact" {
							t.Logf("%s source=%s trigger=%s", h.Summary(), h.Get("source").String(), h.Get("trigger").String())
						}
					}
				},
			}},
		},
	})
}

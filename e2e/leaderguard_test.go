package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/harness"
	"github.com/teamctl/teamctl/e2e/mockapi"
)

// The fixed-theme leader manages and delegates, whatever its permission
// mode: once a member has joined, its own Write and a `sed -i` are denied
// while `git status` runs, and its plain subagent is held to the same rule.
// The in-process teammate writes freely, and so does the teammate's own
// plain subagent. The pattern key survives the member joining. (Before
// 2.1.69 the mode was the only evidence; the TeamCreate era has agent_id,
// so a leader in acceptEdits or bypassPermissions is still the leader, and
// its .meta.json lacks parentAgentId, so the teammate's subagent is told by
// the transcript that holds its toolUseId.)
func TestLeaderGuardFixedTheme(t *testing.T) {
	for _, mode := range []string{"default", "acceptEdits", "bypassPermissions"} {
		t.Run(mode, func(t *testing.T) {
			runTeam(t, teamScenario{
				eras:    harness.AllEras,
				hooks:   []string{"leader-guard"},
				pattern: "fixed-theme",
				git:     true,
				args:    []string{"--permission-mode", mode},
				files:   map[string]string{"notes.txt": "alpha\n"},
				script: func(sb *harness.Sandbox) []mockapi.Rule {
					return []mockapi.Rule{
						{Name: "lead", Match: "SCN_FT_LEAD", Agent: mockapi.MainAgent, Final: "lead done", Steps: []mockapi.Step{
							spawn("alice", "SCN_FT_ALICE"),
							write(sb.Path("lead.txt"), "from the lead\n"),
							bash("sed -i s/alpha/beta/ notes.txt"),
							bash("git status --short"),
							spawn("", "SCN_FT_LSUB"),
						}},
						{Name: "alice", Match: "SCN_FT_ALICE", Agent: mockapi.MainAgent, Final: "alice done", Steps: []mockapi.Step{
							write(sb.Path("alice.txt"), "from alice\n"),
							spawn("", "SCN_FT_ASUB"),
						}},
						{Name: "lead-subagent", Match: "SCN_FT_LSUB", Agent: mockapi.SubAgent, Final: "sub done", Steps: []mockapi.Step{
							write(sb.Path("sub.txt"), "from the subagent\n"),
						}},
						{Name: "alice-subagent", Match: "SCN_FT_ASUB", Agent: mockapi.SubAgent, Final: "sub done", Steps: []mockapi.Step{
							write(sb.Path("alice-sub.txt"), "from alice's subagent\n"),
						}},
					}
				},
				turns: []turn{{typed: "SCN_FT_LEAD spawn alice, then try to work yourself", expect: []expectation{
					joined("alice"),
					denied("Write", "lead.txt", "leader-guard/edit"),
					unchanged("lead.txt", ""),
					denied("Bash", "sed -i", "leader-guard/bash"),
					unchanged("notes.txt", "alpha\n"),
					allowed("Bash", "git status"),
					allowed("Write", "alice.txt"),
					written("alice.txt", "from alice\n"),
					allowed("Write", "alice-sub.txt"),
					written("alice-sub.txt", "from alice's subagent\n"),
					denied("Write", "/sub.txt", "subagent"),
					unchanged("sub.txt", ""),
					patternIs("fixed-theme"),
				}}},
			})
		})
	}
}

// A mixed-genius leader works alongside its members.
func TestLeaderGuardMixedGeniusLeaderWrites(t *testing.T) {
	runTeam(t, teamScenario{
		eras:    harness.AllEras,
		hooks:   []string{"leader-guard"},
		pattern: "mixed-genius",
		script: func(sb *harness.Sandbox) []mockapi.Rule {
			return []mockapi.Rule{
				{Name: "lead", Match: "SCN_MG_LEAD", Agent: mockapi.MainAgent, Final: "lead done", Steps: []mockapi.Step{
					spawn("bob", "SCN_MG_BOB"),
					write(sb.Path("lead.txt"), "from the lead\n"),
				}},
			}
		},
		turns: []turn{{typed: "SCN_MG_LEAD spawn bob and write", expect: []expectation{
			joined("bob"),
			allowed("Write", "lead.txt"),
			written("lead.txt", "from the lead\n"),
			patternIs("mixed-genius"),
		}}},
	})
}

// A pane teammate (its own claude process in a tmux pane) is a member, not
// the leader: its Write goes through while the leader's is denied.
func TestLeaderGuardPaneTeammateAllowed(t *testing.T) {
	runTeam(t, teamScenario{
		eras:    harness.AllEras,
		hooks:   []string{"leader-guard"},
		pattern: "fixed-theme",
		args:    []string{"--teammate-mode", "tmux"},
		script: func(sb *harness.Sandbox) []mockapi.Rule {
			return []mockapi.Rule{
				{Name: "lead", Match: "SCN_PT_LEAD", Agent: mockapi.MainAgent, Final: "lead done", Steps: []mockapi.Step{
					spawn("erin", "SCN_PT_ERIN"),
					write(sb.Path("lead.txt"), "from the lead\n"),
				}},
				{Name: "erin", Match: "SCN_PT_ERIN", Final: "erin done", Steps: []mockapi.Step{
					write(sb.Path("erin.txt"), "from erin\n"),
				}},
			}
		},
		turns: []turn{{typed: "SCN_PT_LEAD spawn erin in a pane", expect: []expectation{
			joined("erin"),
			denied("Write", "lead.txt", "leader-guard/edit"),
			allowed("Write", "erin.txt"),
			written("erin.txt", "from erin\n"),
			hookSeen("erin's Write came from its own process", func(h harness.HookCall) bool {
				return h.Event == "PreToolUse" && strings.Contains(h.Get("tool_input.file_path").String(), "erin.txt") &&
					h.Env["TMUX_PANE"] != "" && h.AgentID() == ""
			}),
			patternIs("fixed-theme"),
		}}},
	})
}

// /clear gives the leader a new session id, but the team keeps the old
// leadSessionId; the guard still knows the leader (by its process), and
// team-events restates the leader's identity in the fresh context — after
// /clear and after /compact.
func TestLeaderGuardLeaderAfterClearAndCompact(t *testing.T) {
	runTeam(t, teamScenario{
		eras:    harness.AllEras,
		onPath:  []string{"teamctl"},
		hooks:   []string{"leader-guard", "team-events"},
		pattern: "fixed-theme",
		script: func(sb *harness.Sandbox) []mockapi.Rule {
			return []mockapi.Rule{
				{Name: "lead-1", Match: "SCN_CL_ONE", Agent: mockapi.MainAgent, Final: "first done", Steps: []mockapi.Step{
					spawn("carol", "SCN_CL_CAROL"),
					write(sb.Path("before.txt"), "x\n"),
				}},
				{Name: "lead-2", Match: "SCN_CL_TWO", Agent: mockapi.MainAgent, Final: "second done", Steps: []mockapi.Step{
					write(sb.Path("after.txt"), "x\n"),
					bash("teamctl pattern get"),
				}},
				{Name: "lead-3", Match: "SCN_CL_THREE", Agent: mockapi.MainAgent, Final: "third done", Steps: []mockapi.Step{
					write(sb.Path("compacted.txt"), "x\n"),
				}},
			}
		},
		turns: []turn{
			{typed: "SCN_CL_ONE spawn carol", expect: []expectation{
				joined("carol"),
				denied("Write", "before.txt", "leader-guard/edit"),
			}},
			{typed: "/clear", expect: []expectation{
				hookSeen("SessionStart after /clear", func(h harness.HookCall) bool {
					return h.Event == "SessionStart" && h.Get("source").String() == "clear"
				}),
			}},
			{typed: "SCN_CL_TWO write again", expect: []expectation{
				denied("Write", "after.txt", "leader-guard/edit"),
				unchanged("after.txt", ""),
				// The CLI still finds the team from the leader's Bash
				// (2.1.177: no CLAUDE_PID, a new CLAUDE_CODE_SESSION_ID).
				func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
					_, res := sb.WaitResult(60*time.Second, "Bash", "teamctl pattern get")
					if res.IsError || !strings.Contains(res.Content, "fixed-theme") {
						t.Errorf("teamctl pattern get after /clear: %q", res.Content)
					}
				},
				func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
					var first *mockapi.Request
					for _, r := range sb.Mock.Requests() {
						if r.Rule == "lead-2" && r.Step == 0 {
							first = &r
							break
						}
					}
					if first == nil || !strings.Contains(string(first.Body), "you are the leader of agent team") {
						t.Errorf("the first request after /clear does not restate the leader's identity")
					}
					if first != nil && strings.Contains(string(first.Body), "SCN_CL_ONE") {
						t.Errorf("the first request after /clear still carries the old conversation")
					}
					pre := sb.FindHooks(harness.Is("PreToolUse", "Write", "after.txt"))
					team := sb.Teams()
					if len(pre) != 1 || len(team) != 1 ||
						pre[0].Get("session_id").String() == team[0].Config.Get("leadSessionId").String() {
						t.Errorf("want the post-/clear call under a new session id; calls %d, teams %d", len(pre), len(team))
					}
				},
			}},
			{typed: "/compact", expect: []expectation{
				hookSeen("SessionStart after /compact", func(h harness.HookCall) bool {
					return h.Event == "SessionStart" && h.Get("source").String() == "compact"
				}),
			}},
			{typed: "SCN_CL_THREE write after compaction", expect: []expectation{
				denied("Write", "compacted.txt", "leader-guard/edit"),
				func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
					for _, r := range sb.Mock.Requests() {
						if r.Rule == "lead-3" && r.Step == 0 && !strings.Contains(string(r.Body), "(team-events/identity, after compact)") {
							t.Errorf("the first request after /compact does not restate the leader's identity")
						}
					}
				},
			}},
		},
	})
}

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
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
			// Session era only: the scenario has no TeamCreate step. On 2.1.177
			// TestSpawnGuardAndReportFirst shows the same (its members'
			// prompts carry the appended rules).
			sb := suite.NewSandbox(t, harness.Options{Eras: []harness.Era{harness.SessionTeamEra}, Settings: harness.Settings{
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

// spawn-guard on the real client (mixed-genius: at most 2 spawned members):
// a spawn before the pattern is recorded is denied; after `teamctl history
// add` and `pattern set` two spawns go through, each with the team's rules
// appended to its prompt, and a third is denied. report-first: amy ends
// her turn without reporting, is kept working once, reports, and then goes
// idle; ben reports at once and is never reminded.
func TestSpawnGuardAndReportFirst(t *testing.T) {
	runTeam(t, teamScenario{
		eras:   harness.AllEras,
		hooks:  allHooks,
		onPath: []string{"teamctl"},
		script: func(sb *harness.Sandbox) []mockapi.Rule {
			return []mockapi.Rule{
				{Name: "lead", Match: "SCN_SG_LEAD", Agent: mockapi.MainAgent, Final: "lead done", Steps: []mockapi.Step{
					spawn("early", "SCN_SG_EARLY"),
					bash("teamctl history add --pattern mixed-genius --member 'Kurisu:Steins;Gate:genius' --member 'Lelouch:Code Geass:strategist' && teamctl pattern set mixed-genius"),
					spawn("amy", "SCN_SG_AMY"),
					spawn("ben", "SCN_SG_BEN"),
					spawn("cid", "SCN_SG_CID"),
				}},
				{Name: "amy", Match: "SCN_SG_AMY", Agent: mockapi.MainAgent, Final: "amy is done (report printed, not sent)"},
				{Name: "amy-reminded", Match: "team-events/report-first", Agent: mockapi.MainAgent, Final: "reported", Steps: []mockapi.Step{
					send("team-lead", "SCN_SG_AMY_REPORT the full report"),
				}},
				{Name: "ben", Match: "SCN_SG_BEN", Agent: mockapi.MainAgent, Final: "ben done", Steps: []mockapi.Step{
					send("team-lead", "SCN_SG_BEN_REPORT the full report"),
				}},
				{Name: "lead-ack", Match: "_REPORT", Agent: mockapi.MainAgent, Final: "thanks"},
			}
		},
		turns: []turn{{typed: "SCN_SG_LEAD spawn the team", expect: []expectation{
			denied("Agent", "SCN_SG_EARLY", "team-rules/spawn-pattern"),
			joined("amy"),
			joined("ben"),
			denied("Agent", "SCN_SG_CID", "team-rules/spawn-max"),
			func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
				tm := sb.Teams()[0]
				for _, m := range tm.Config.Get("members").Array() {
					name := m.Get("name").String()
					if name == "early" || name == "cid" {
						t.Errorf("%s joined although denied", name)
					}
					if (name == "amy" || name == "ben") && !strings.Contains(m.Get("prompt").String(), "Team rules (teamctl):") {
						t.Errorf("%s's prompt lacks the team's rules: %q", name, m.Get("prompt").String())
					}
				}
			},
			prompted("amy-reminded"),
			allowed("SendMessage", "SCN_SG_AMY_REPORT"),
			allowed("SendMessage", "SCN_SG_BEN_REPORT"),
			func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
				// amy goes idle again after reporting and is let go: exactly
				// one reminder reached her; ben got none.
				sb.WaitHook(60*time.Second, "amy idle after her report", func(h harness.HookCall) bool {
					return h.Event == "TeammateIdle" && h.Get("teammate_name").String() == "amy" && len(idleCalls(sb, "amy")) >= 2
				})
				time.Sleep(3 * time.Second)
				reminders := map[string]int{}
				for _, r := range sb.Mock.Requests() {
					if r.Rule == "amy-reminded" && r.Step == 0 {
						reminders["amy"]++
					}
					if strings.Contains(r.Trigger, "team-events/report-first") && strings.Contains(r.Trigger, "teammate ben") {
						reminders["ben"]++
					}
				}
				if reminders["amy"] != 1 || reminders["ben"] != 0 {
					t.Errorf("reminders = %v, want amy 1, ben 0", reminders)
				}
			},
		}}},
	})
}

func idleCalls(sb *harness.Sandbox, member string) []harness.HookCall {
	return sb.FindHooks(func(h harness.HookCall) bool {
		return h.Event == "TeammateIdle" && h.Get("teammate_name").String() == member
	})
}

// File ownership and shared-tree safety on the real client, in both eras:
// amy writes shared.txt first and owns it; ben reads it, and his Write of
// it is denied, and so is his `git stash` while amy is active. amy's
// content stays, and `teamctl files` names her.
func TestFileOwnershipAndSharedTree(t *testing.T) {
	runTeam(t, teamScenario{
		eras:   harness.AllEras,
		hooks:  allHooks,
		onPath: []string{"teamctl"},
		git:    true,
		script: func(sb *harness.Sandbox) []mockapi.Rule {
			owners := filepath.Join(sb.Home, ".claude", "teamctl", "rules", "*", "owners.json")
			amyActive := filepath.Join(sb.Home, ".claude", "teamctl", "rules", "*", "active", "amy")
			return []mockapi.Rule{
				{Name: "lead", Match: "SCN_FO_LEAD", Agent: mockapi.MainAgent, Final: "lead done", Steps: []mockapi.Step{
					bash("teamctl history add --pattern fixed-theme --theme 'Cowboy Bebop' --characters Spike,Jet,Faye,Ed && teamctl pattern set fixed-theme"),
					spawn("amy", "SCN_FO_AMY"),
					spawn("ben", "SCN_FO_BEN"),
				}},
				{Name: "amy", Match: "SCN_FO_AMY", Agent: mockapi.MainAgent, Final: "amy done", Steps: []mockapi.Step{
					write(sb.Path("shared.txt"), "from amy\n"),
					send("team-lead", "SCN_FO_AMY_REPORT wrote shared.txt"),
				}},
				{Name: "ben", Match: "SCN_FO_BEN", Agent: mockapi.MainAgent, Final: "ben done", Steps: []mockapi.Step{
					// Claude Code (2.1.177) refuses a Write of a file the agent has
					// not read, before any hook: read it first, as a model would.
					{WaitFor: owners, Tools: []mockapi.ToolUse{{Name: "Read", Input: map[string]any{"file_path": sb.Path("shared.txt")}}}},
					write(sb.Path("shared.txt"), "from ben\n"),
					{WaitFor: amyActive, Tools: []mockapi.ToolUse{{Name: "Bash", Input: map[string]any{"command": "git stash", "description": "stash"}}}},
					send("team-lead", "SCN_FO_BEN_REPORT could not write shared.txt"),
				}},
				{Name: "lead-ack", Match: "_REPORT", Agent: mockapi.MainAgent, Final: "thanks"},
			}
		},
		turns: []turn{{typed: "SCN_FO_LEAD spawn amy and ben", expect: []expectation{
			joined("amy"),
			joined("ben"),
			allowed("Write", "from amy"),
			denied("Write", "from ben", "team-rules/file-ownership"),
			denied("Bash", "git stash", "team-rules/shared-tree"),
			written("shared.txt", "from amy\n"),
			func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
				cmd := exec.Command(suite.Bin(t, "teamctl"), "files", "--team", sb.Teams()[0].Config.Get("name").String())
				cmd.Dir, cmd.Env = sb.Project, []string{"HOME=" + sb.Home, "CLAUDE_PROJECT_DIR=" + sb.Project, "PATH=" + os.Getenv("PATH")}
				out, err := cmd.CombinedOutput()
				if err != nil || !regexp.MustCompile(`(?m)^shared\.txt +amy `).Match(out) {
					t.Errorf("teamctl files: %s (%v)", out, err)
				}
			},
		}}},
	})
}

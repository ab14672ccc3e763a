package e2e

import (
	"bytes"
	"io/fs"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/harness"
	"github.com/teamctl/teamctl/e2e/mockapi"
	"github.com/teamctl/teamctl/skills"
)

// The start-team skill as `teamctl init --skills` installs it for settings
// users (.claude/skills/start-team/SKILL.md): Claude Code offers it to the
// model, and the leader running the commands the skill file lists, in
// order and with the placeholders filled, starts a fixed-theme team under
// the hooks: every command succeeds, the member spawns, the pattern is
// recorded and the leader's own Write is denied. In the TeamCreate era the
// team is created first, as the skill's step 4 says (the harness does it).
func TestStartTeamSkillCommandsSucceed(t *testing.T) {
	skill, err := fs.ReadFile(skills.FS, "start-team/SKILL.md")
	if err != nil {
		t.Fatal(err)
	}
	cmds := harness.SkillCommands(t, skill, map[string]string{
		"<pattern>": "fixed-theme", "<work title>": "A Work Never Used",
		"<leader>,<member 1>,<member 2>,<member 3>": "Nova,Rook,Quill,Ash",
	})
	runTeam(t, teamScenario{
		eras:   harness.AllEras,
		hooks:  allHooks,
		onPath: []string{"teamctl"},
		files:  map[string]string{".claude/skills/start-team/SKILL.md": string(skill)},
		script: func(sb *harness.Sandbox) []mockapi.Rule {
			var steps []mockapi.Step
			for _, c := range cmds {
				steps = append(steps, bash(c))
			}
			steps = append(steps, spawn("Rook", "SCN_SK_ROOK"), write(sb.Path("main.go"), "package main\n"))
			return []mockapi.Rule{
				{Name: "lead", Match: "SCN_SK_LEAD", Agent: mockapi.MainAgent, Final: "team started", Steps: steps},
				{Name: "rook", Match: "SCN_SK_ROOK", Agent: mockapi.MainAgent, Final: "ready"},
			}
		},
		turns: []turn{{typed: "SCN_SK_LEAD start the team", expect: []expectation{
			func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
				for _, c := range cmds {
					// Looked up by the first words: the input is matched as
					// JSON text, where quotes are escaped.
					_, res := sb.WaitResult(60*time.Second, "Bash", strings.Join(strings.Fields(c)[:3], " "))
					if res.IsError || strings.Contains(res.Content, "hook error") {
						t.Errorf("%s: is_error=%v %q", c, res.IsError, res.Content)
					}
				}
			},
			joined("Rook"),
			patternIs("fixed-theme"),
			denied("Write", "main.go", "fixed-theme"),
			func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
				for _, r := range sb.Mock.Requests() {
					if bytes.Contains(r.Body, []byte("start-team")) && bytes.Contains(r.Body, []byte("Start an agent team by the project")) {
						return
					}
				}
				t.Error("no request to the model lists the start-team skill")
			},
		}}},
	})
}

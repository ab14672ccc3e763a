package e2e

import (
	"bufio"
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
	cmds := skillCommands(t, skill, map[string]string{
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

// skillCommands reads the teamctl commands of a skill file in order, as a
// fixed-theme leader runs them: the lines of its bash blocks that start
// with "teamctl", without the mixed-genius variants, placeholders filled.
func skillCommands(t *testing.T, skill []byte, fill map[string]string) []string {
	t.Helper()
	var cmds, seen []string
	in := false
	sc := bufio.NewScanner(bytes.NewReader(skill))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "```bash":
			in = true
		case line == "```":
			in = false
		case in && strings.HasPrefix(line, "teamctl "):
			if strings.HasSuffix(line, "# mixed-genius") {
				continue
			}
			line = strings.TrimSpace(strings.TrimSuffix(line, "# fixed-theme"))
			for k, v := range fill {
				line = strings.ReplaceAll(line, k, v)
			}
			if strings.ContainsAny(line, "<>") {
				t.Fatalf("skill command with an unfilled placeholder: %s", line)
			}
			cmds = append(cmds, line)
			seen = append(seen, strings.Join(strings.Fields(line)[:3], " "))
		}
	}
	want := "teamctl pattern list|teamctl history list|teamctl history check|teamctl history add|teamctl pattern set"
	if strings.Join(seen, "|") != want {
		t.Fatalf("the skill's commands are %q, want them in the order %s", seen, want)
	}
	return cmds
}

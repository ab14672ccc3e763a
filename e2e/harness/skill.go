package harness

import (
	"bufio"
	"bytes"
	"strings"
	"testing"
)

// SkillCommands reads the teamctl commands of the start-team skill, in
// order, as the leader would run them for a fixed-theme team: the lines of
// its bash blocks that start with "teamctl", without the mixed-genius
// variants, the placeholders filled from fill. The skill must list the
// start-up procedure's commands in the guide's order; a placeholder left
// unfilled fails the test.
func SkillCommands(tb testing.TB, skill []byte, fill map[string]string) []string {
	tb.Helper()
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
				tb.Fatalf("skill command with an unfilled placeholder: %s", line)
			}
			cmds = append(cmds, line)
			seen = append(seen, strings.Join(strings.Fields(line)[:3], " "))
		}
	}
	want := "teamctl pattern list|teamctl history list|teamctl history check|teamctl history add|teamctl pattern set"
	if strings.Join(seen, "|") != want {
		tb.Fatalf("the skill's commands are %q, want them in the order %s", seen, want)
	}
	return cmds
}

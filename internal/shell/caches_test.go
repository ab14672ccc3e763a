package shell

import (
	"os"
	"strings"
	"testing"
)

// TestToolCachesArePublished keeps the README's table of tool caches in
// step with the table the red-team check trusts: an exception nobody can
// read about is a hole.
func TestToolCachesArePublished(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range ToolCaches() {
		if c.Program == "" || c.Why == "" || !(strings.HasPrefix(c.Path, "home/") || strings.HasPrefix(c.Path, "tmp/") || strings.HasPrefix(c.Path, "/")) {
			t.Errorf("%+v: want a program, a why and a path under home/, tmp/ or an absolute one", c)
		}
		if !publishes(string(readme), c.Program) {
			t.Errorf("README.md's \"Tool caches\" table has no row for %s; add: | %s | `%s` | %s |",
				c.Program, c.Program, strings.Replace(strings.Replace(c.Path, "home/", "~/", 1), "tmp/", "/tmp/", 1), c.Why)
		}
	}
}

// publishes reports a table row whose first cell names program, alone or
// in a comma-separated list ("| pip, pip3 | ...").
func publishes(readme, program string) bool {
	for _, line := range strings.Split(readme, "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 3 || !strings.HasPrefix(line, "| ") {
			continue
		}
		for _, name := range strings.Split(cells[1], ",") {
			if strings.TrimSpace(name) == program {
				return true
			}
		}
	}
	return false
}

package cli

import (
	"io"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// walkCommands calls fn on every command of teamctl's tree, help and
// completion included.
func walkCommands(t *testing.T, fn func(path string, c *cobra.Command)) {
	t.Helper()
	root := NewRootCmd(&Factory{Out: io.Discard, ErrOut: io.Discard, Getenv: func(string) string { return "" }})
	root.InitDefaultCompletionCmd()
	root.InitDefaultHelpCmd()
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		fn(c.CommandPath(), c)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// A command about one team takes it as --team/-t, the same everywhere; one
// whose usage names a TEAM argument takes --team too.
func TestTeamFlagIsTheSameEverywhere(t *testing.T) {
	walkCommands(t, func(path string, c *cobra.Command) {
		fl := c.LocalFlags().Lookup("team")
		if strings.Contains(c.Use, "TEAM") && fl == nil {
			t.Errorf("%s takes a TEAM argument but no --team", path)
		}
		if fl != nil && fl.Shorthand != "t" {
			t.Errorf("%s --team: shorthand %q, want -t", path, fl.Shorthand)
		}
	})
}

package cli

import (
	"io"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/teamctl/teamctl/internal/teamctlcmd"
)

// The guard's table of teamctl commands (internal/teamctlcmd) must know
// every command of the real tree, and which of its flags take a value:
// a command the table does not know is denied in a running team, and a
// flag value taken for a command word would misplace the command.
func TestGuardTableKnowsEveryCommandAndFlag(t *testing.T) {
	root := NewRootCmd(&Factory{Out: io.Discard, ErrOut: io.Discard, Getenv: func(string) string { return "" }})
	root.InitDefaultCompletionCmd()
	root.InitDefaultHelpCmd()
	known := map[string]teamctlcmd.Kind{}
	for _, c := range teamctlcmd.Commands() {
		known[c.Path] = c.Kind
	}
	seen := map[string]bool{}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		path := strings.TrimSpace(strings.TrimPrefix(c.CommandPath(), root.Name()))
		if c.Parent() == nil || c.Parent().Name() != "completion" { // completion bash/zsh/...: under "completion"
			seen[path] = true
			if _, ok := known[path]; !ok {
				t.Errorf("teamctl %s is missing from internal/teamctlcmd's table", path)
			}
		}
		check := func(f *pflag.Flag) {
			takes := f.Value.Type() != "bool"
			if got := teamctlcmd.TakesValue(path, "--"+f.Name); got != takes {
				t.Errorf("teamctl %s --%s: takes a value = %v, table says %v", path, f.Name, takes, got)
			}
			if f.Shorthand != "" && f.Shorthand != "h" {
				if got := teamctlcmd.TakesValue(path, "-"+f.Shorthand); got != takes {
					t.Errorf("teamctl %s -%s: takes a value = %v, table says %v", path, f.Shorthand, takes, got)
				}
				inv := teamctlcmd.Parse(append(strings.Fields(path), "-"+f.Shorthand, "x"), nil)
				if _, ok := inv.Flags["--"+f.Name]; !ok {
					t.Errorf("-%s is not read as --%s", f.Shorthand, f.Name)
				}
			}
		}
		c.LocalFlags().VisitAll(check)
		c.InheritedFlags().VisitAll(check)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	for path := range known {
		if !seen[path] {
			t.Errorf("the table lists teamctl %q, which does not exist", path)
		}
	}
}

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

// Every teamctl command shows an example in its help (cobra's completion
// commands aside), and each example is a command line teamctl
// accepts: it names this command or one below it, and its flags parse.
func TestEveryCommandHasAnExample(t *testing.T) {
	walkCommands(t, func(path string, c *cobra.Command) {
		for p := c; p != nil; p = p.Parent() {
			if p.Name() == "completion" {
				return
			}
		}
		if strings.TrimSpace(c.Example) == "" {
			t.Errorf("%s has no Example", path)
			return
		}
		for _, line := range strings.Split(c.Example, "\n") {
			words := exampleWords(line)
			if len(words) == 0 || (words[0] != "teamctl" && words[0] != "bin/teamctl") {
				t.Errorf("%s: example %q does not run teamctl", path, line)
				continue
			}
			// A fresh tree: parsing flags sets their values.
			root := NewRootCmd(&Factory{Out: io.Discard, ErrOut: io.Discard, Getenv: func(string) string { return "" }})
			found, rest, err := root.Find(words[1:])
			if err != nil {
				t.Errorf("%s: example %q: %v", path, line, err)
				continue
			}
			if !strings.HasPrefix(found.CommandPath()+" ", path+" ") {
				t.Errorf("%s: example %q runs %s", path, line, found.CommandPath())
			}
			if err := found.ParseFlags(rest); err != nil {
				t.Errorf("%s: example %q: %v", path, line, err)
			}
		}
	})
}

// exampleWords splits an example line as a shell would, up to a pipe or a
// comment; quotes group words.
func exampleWords(line string) []string {
	var words []string
	var word strings.Builder
	inWord := false
	var quote rune
	for _, r := range strings.TrimSpace(line) {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			word.WriteRune(r)
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, word.String())
				word.Reset()
				inWord = false
			}
		case r == '|' || r == '#':
			if inWord {
				words = append(words, word.String())
			}
			return words
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		words = append(words, word.String())
	}
	return words
}

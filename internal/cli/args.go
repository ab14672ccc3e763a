package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// The argument validators every command uses instead of cobra's: a wrong
// number of arguments is a usage error (exit status 2) that names the
// command and where its usage is, decided by type rather than by cobra's
// wording.

// noArgs refuses any argument.
func noArgs(cmd *cobra.Command, args []string) error {
	if cmd.HasAvailableSubCommands() {
		return unknownSubcommand(cmd, args)
	}
	if len(args) > 0 {
		return usageError(cmd, fmt.Errorf("%s: want no arguments, got %q", strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" "), args[0]))
	}
	return nil
}

// exactArgs wants n arguments.
func exactArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return usageError(cmd, fmt.Errorf("%s: want %s, got %d", usageLine(cmd), plural(n, "argument"), len(args)))
		}
		return nil
	}
}

// maximumArgs allows up to n arguments.
func maximumArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) > n {
			return usageError(cmd, fmt.Errorf("%s: want at most %s, got %d", usageLine(cmd), plural(n, "argument"), len(args)))
		}
		return nil
	}
}

// usageLine is the command below teamctl with its arguments, as its
// usage says: "history show N".
func usageLine(cmd *cobra.Command) string {
	line := strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ")
	if _, rest, ok := strings.Cut(cmd.Use, " "); ok {
		line += " " + rest
	}
	return line
}

// groupAnnotation marks a command that only prints its help when run: it
// needs no config dir.
const groupAnnotation = "teamctl-group"

// groupsRefuseUnknownWords makes every command that only holds subcommands
// (teamctl itself, history, team, …) print its help when run alone and
// refuse a word that is none of its subcommands with exit status 2 and the
// nearest names, where cobra would print the help and exit 0.
func groupsRefuseUnknownWords(cmd *cobra.Command) {
	if cmd.HasSubCommands() {
		// cobra's own default, which it sets only on its own path to
		// suggestions.
		cmd.SuggestionsMinimumDistance = 2
	}
	if cmd.HasSubCommands() && !cmd.Runnable() {
		if cmd.Annotations == nil {
			cmd.Annotations = map[string]string{}
		}
		cmd.Annotations[groupAnnotation] = "true"
		cmd.Args = noArgs
		cmd.RunE = func(c *cobra.Command, _ []string) error { return c.Help() }
	}
	for _, sub := range cmd.Commands() {
		groupsRefuseUnknownWords(sub)
	}
}

func unknownSubcommand(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	err := fmt.Errorf("unknown command %q for %q", args[0], cmd.CommandPath())
	var hints, near []string
	for _, s := range cmd.SuggestionsFor(args[0]) {
		near = append(near, "`"+cmd.CommandPath()+" "+s+"`")
	}
	if len(near) > 0 {
		hints = append(hints, "did you mean "+strings.Join(near, " or ")+"?")
	}
	hints = append(hints, "`"+cmd.CommandPath()+" --help` lists its commands")
	return newError(ExitUsage, err, hints...)
}

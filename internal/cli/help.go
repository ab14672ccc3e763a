package cli

import (
	"strings"

	"github.com/spf13/cobra"
)

// newHelpCmd replaces cobra's help command, which prints the top-level help
// and exits 0 for a topic it does not know (teamctl help histroy): here an
// unknown topic is the usage error an unknown command is, with the nearest
// names.
func newHelpCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "help [command]",
		Short: "Help about any command",
		Long:  `help prints the help of the command it names (teamctl help history list), or of teamctl.`,
		Example: `  teamctl help
  teamctl help history list`,
		ValidArgsFunction: func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
			target, _, err := c.Root().Find(args)
			if err != nil {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			var names []string
			for _, sub := range target.Commands() {
				if sub.IsAvailableCommand() && strings.HasPrefix(sub.Name(), toComplete) {
					names = append(names, sub.Name())
				}
			}
			return names, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(c *cobra.Command, args []string) error {
			target, rest, err := c.Root().Find(args)
			if err != nil {
				return err
			}
			if len(rest) > 0 {
				return unknownSubcommand(target, rest)
			}
			return target.Help()
		},
	}
}

package cli

import (
	"github.com/spf13/cobra"
)

func newTeamCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "team",
		Short: "List, inspect and prune Claude Code agent teams",
		Long: `team reads the team folders Claude Code keeps under <config dir>/teams
(CLAUDE_CONFIG_DIR, default ~/.claude): one per interactive session with agent
teams enabled, named session-<first 8 hex of the session id>.`,
		Example: `  teamctl team list
  teamctl team show -t session-716ec9d0
  teamctl team prune`,
		Args: noArgs,
	}
	cmd.AddCommand(newTeamListCmd(f), newTeamShowCmd(f), newTeamPruneCmd(f))
	return cmd
}

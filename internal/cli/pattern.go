package cli

import (
	"errors"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/pattern"
)

func newPatternCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "pattern",
		Short: "Record, read and list team patterns",
		Long: `A pattern (fixed-theme, mixed-genius, or one defined under team-themes/patterns)
says how a team is run: who may edit, how many members, which history rules
apply. The hooks read a team's pattern from its config.json, else from
teamctl's own record of the team.`,
		Example: `  teamctl pattern list
  teamctl pattern get
  teamctl pattern set fixed-theme`,
		Args: noArgs,
	}
	cmd.AddCommand(newPatternSetCmd(f), newPatternGetCmd(f), newPatternListCmd(f))
	return cmd
}

// loadCatalog reads the known patterns for the current project.
func loadCatalog(f *Factory) (*pattern.Catalog, error) {
	return pattern.Load(f.Getenv, projectDir(f))
}

// lookupPattern finds name in the catalog; an unknown name is refused with
// the list of known ones.
func lookupPattern(f *Factory, name string) (*pattern.Definition, error) {
	catalog, err := loadCatalog(f)
	if err != nil {
		return nil, err
	}
	def, err := catalog.Lookup(name)
	var unknown *pattern.UnknownError
	if errors.As(err, &unknown) {
		return nil, refusedErr(err, "`teamctl pattern list` describes each pattern")
	}
	return def, err
}

func completePatternNames(f *Factory) func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
	return func(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		catalog, err := loadCatalog(f)
		if err != nil {
			return nil, cobra.ShellCompDirectiveError
		}
		return catalog.Names(), cobra.ShellCompDirectiveNoFileComp
	}
}

package cli

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/pattern"
)

type patternListOptions struct {
	f    *Factory
	JSON bool
}

func newPatternListCmd(f *Factory) *cobra.Command {
	opts := &patternListOptions{f: f}
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the known patterns",
		Long: `list shows the patterns teamctl knows: the built-in fixed-theme and
mixed-genius, overridden or extended by <config dir>/team-themes/patterns/*.json
and the project's .claude/team-themes/patterns/*.json. The project's
default_pattern is marked with *.`,
		Example: `  teamctl pattern list
  teamctl pattern list --json | jq -r '.[].name'`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runPatternList(opts) },
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

type patternListRow struct {
	Name       string `json:"name"`
	Default    bool   `json:"default"`
	MembersMin int    `json:"members_min"`
	MembersMax int    `json:"members_max"`
	LeaderEdit bool   `json:"leader_edits"`
	Summary    string `json:"summary"`
	Source     string `json:"source"`
}

func runPatternList(opts *patternListOptions) error {
	f := opts.f
	catalog, err := loadCatalog(f)
	if err != nil {
		return err
	}
	project, err := pattern.LoadProjectConfig(projectDir(f))
	if err != nil {
		return err
	}
	// Every pattern that loads is listed; every file that does not is
	// named (file, line, field) after the list, and the exit status says so.
	broken := catalog.Broken()
	rows := []patternListRow{}
	for _, name := range catalog.Names() {
		d, ok := catalog.Get(name)
		if !ok {
			continue
		}
		rows = append(rows, patternListRow{
			Name: d.Name, Default: d.Name == project.DefaultPattern, MembersMin: d.Members.Min, MembersMax: d.Members.Max,
			LeaderEdit: !d.Leader.ManagesOnly(), Summary: d.Summary, Source: d.Source,
		})
	}
	if opts.JSON {
		if err := writeJSON(f.Out, rows); err != nil {
			return err
		}
		return brokenPatternsErr(f, broken)
	}
	tw := newTable(f.Out)
	fmt.Fprintln(tw, "NAME\tMEMBERS\tLEADER\tSUMMARY")
	for _, r := range rows {
		name := r.Name
		if r.Default {
			name += " *"
		}
		leader := "manages only"
		if r.LeaderEdit {
			leader = "also works"
		}
		fmt.Fprintf(tw, "%s\t%d-%d\t%s\t%s\n", name, r.MembersMin, r.MembersMax, leader, r.Summary)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	return brokenPatternsErr(f, broken)
}

// brokenPatternsErr prints every broken pattern file on stderr and returns
// the error that ends the command with exit 1, or nil.
func brokenPatternsErr(f *Factory, broken []error) error {
	if len(broken) == 0 {
		return nil
	}
	for _, err := range broken {
		fmt.Fprintf(f.ErrOut, "teamctl: %v\n", err)
	}
	return newError(ExitError, fmt.Errorf("%d pattern file(s) do not load; the patterns they define are not listed", len(broken)),
		"fix or remove them; while a team uses such a pattern, the guards apply the built-in definition of the same name")
}

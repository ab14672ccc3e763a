package cli

import (
	"errors"
	"fmt"
	"time"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/rulestate"
)

type filesOptions struct {
	f    *Factory
	Team string
	JSON bool
}

func newFilesCmd(f *Factory) *cobra.Command {
	opts := &filesOptions{f: f}
	cmd := &cobra.Command{
		Use:   "files",
		Short: "List which team member owns which file, and free files",
		Long: `files lists the files members own in the running team. The first member to
edit a file (Edit, Write, MultiEdit, NotebookEdit, or a Bash command that
writes it) owns it while the team runs; team-rules denies the other members'
edits of it and tells them to coordinate through SendMessage. An owner's files
are freed when it completes a task (TaskUpdate status completed), and by
` + "`teamctl files release`" + `. The documents the leader may edit belong to nobody.
Ownership ends with the team: a new team starts with no owners.

` + teamDiscoveryHelp + `

Exit status: 0 shown (also when nobody owns anything); 4 no such team, or the
team cannot be told; 5 the owners record is damaged.`,
		Example: `  teamctl files
  teamctl files --team session-716ec9d0 --json
  teamctl files release internal/parser.go`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runFiles(opts) },
	}
	addTeamFlag(f, cmd, &opts.Team)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	cmd.AddCommand(newFilesReleaseCmd(f))
	return cmd
}

type fileOwnerJSON struct {
	Path   string    `json:"path"`
	File   string    `json:"file"`
	Member string    `json:"member"`
	Since  time.Time `json:"since"`
	Tool   string    `json:"tool"`
}

// filesDir finds the team and its rules folder.
func filesDir(f *Factory, teamName string) (*claudefs.Team, string, error) {
	t, _, err := resolveTeam(f, teamName)
	if err != nil {
		return nil, "", err
	}
	dir, err := rulestate.Dir(paths.StateDir(f.Getenv), t)
	if err != nil {
		return nil, "", err
	}
	return t, dir, nil
}

func ownersErr(err error) error {
	var corrupt *rulestate.CorruptError
	if errors.As(err, &corrupt) {
		return damagedErr(err)
	}
	return err
}

func runFiles(opts *filesOptions) error {
	f := opts.f
	t, dir, err := filesDir(f, opts.Team)
	if err != nil {
		return err
	}
	owners, err := rulestate.LoadOwners(dir)
	if err != nil {
		return ownersErr(err)
	}
	project := projectDir(f)
	rows := make([]fileOwnerJSON, 0, len(owners))
	for _, p := range owners.Sorted() {
		o := owners[p]
		rows = append(rows, fileOwnerJSON{Path: p, File: displayPath(p, project), Member: o.Member, Since: o.Since.UTC(), Tool: o.Tool})
	}
	if opts.JSON {
		return writeJSON(f.Out, rows)
	}
	if len(rows) == 0 {
		fmt.Fprintf(f.Out, "no file has an owner in team %s\n", t.Name)
		return nil
	}
	tw := newTable(f.Out)
	fmt.Fprintln(tw, "FILE\tOWNER\tSINCE\tBY")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", r.File, r.Member, clock(r.Since), dash(r.Tool))
	}
	return tw.Flush()
}

// displayPath shows a path relative to the project when inside it.
func displayPath(p, project string) string {
	if rel, ok := paths.InProject(p, project); ok {
		return rel
	}
	return p
}

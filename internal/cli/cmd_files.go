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
		Args: cobra.NoArgs,
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
	Tool   string    `json:"tool,omitempty"`
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

type filesReleaseOptions struct {
	f      *Factory
	Team   string
	Paths  []string
	Member string
}

func newFilesReleaseCmd(f *Factory) *cobra.Command {
	opts := &filesReleaseOptions{f: f}
	cmd := &cobra.Command{
		Use:   "release PATH... | --member NAME",
		Short: "Free files so another member may edit them",
		Long: `release frees files from their owner, so the next member to edit them owns
them: the leader's reassignment. PATH is relative to the working directory.
--member frees every file a member owns.

` + teamDiscoveryHelp + `

Exit status: 0 freed; 2 no PATH and no --member; 4 nobody owns PATH (or the
member owns nothing), no such team, or the team cannot be told; 5 the owners
record is damaged.`,
		Example: `  teamctl files release internal/parser.go
  teamctl files release --member alice`,
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Paths = args
			return runFilesRelease(opts)
		},
	}
	addTeamFlag(f, cmd, &opts.Team)
	cmd.Flags().StringVar(&opts.Member, "member", "", "free every file this member owns")
	return cmd
}

func runFilesRelease(opts *filesReleaseOptions) error {
	f := opts.f
	if len(opts.Paths) == 0 && opts.Member == "" {
		return usageErrorf("name the files to free, or --member NAME")
	}
	if len(opts.Paths) > 0 && opts.Member != "" {
		return usageErrorf("give files or --member, not both")
	}
	t, dir, err := filesDir(f, opts.Team)
	if err != nil {
		return err
	}
	project := projectDir(f)
	if opts.Member != "" {
		freed, err := rulestate.ReleaseMember(dir, opts.Member, f.Now())
		if err != nil {
			return ownersErr(err)
		}
		if len(freed) == 0 {
			return notFoundErr(fmt.Errorf("%s owns no file in team %s", opts.Member, t.Name), "`teamctl files` lists the owners")
		}
		for _, p := range freed {
			fmt.Fprintf(f.Out, "released %s (owned by %s)\n", displayPath(p, project), opts.Member)
		}
		return nil
	}
	wd := ""
	if f.Getwd != nil {
		wd, _ = f.Getwd()
	}
	var missing []string
	for _, arg := range opts.Paths {
		p := paths.Abs(arg, wd)
		o, had, err := rulestate.Release(dir, p, f.Now())
		if err != nil {
			return ownersErr(err)
		}
		if !had {
			missing = append(missing, displayPath(p, project))
			continue
		}
		fmt.Fprintf(f.Out, "released %s (owned by %s since %s)\n", displayPath(p, project), o.Member, o.Since.UTC().Format("15:04:05 UTC"))
	}
	if len(missing) > 0 {
		return notFoundErr(fmt.Errorf("nobody owns %s in team %s", joinQuoted(missing), t.Name), "`teamctl files` lists the owners")
	}
	return nil
}

func joinQuoted(ss []string) string {
	out := ""
	for i, s := range ss {
		if i > 0 {
			out += ", "
		}
		out += s
	}
	return out
}

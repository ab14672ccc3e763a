package cli

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/rulestate"
)

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

package cli

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/history"
)

type historyStatsOptions struct {
	f    *Factory
	file *historyFile
	Top  int
	JSON bool
}

func newHistoryStatsCmd(f *Factory, file *historyFile) *cobra.Command {
	opts := &historyStatsOptions{f: f, file: file}
	cmd := &cobra.Command{
		Use:   "stats",
		Short: "Show the most used patterns, works and characters",
		Long: `stats counts, over the whole history, how often each pattern, work and
character was used, most used first. A mixed-genius entry counts its members'
works; names differing only in case or spacing count as one.

` + historyExitStatus,
		Example: `  teamctl history stats
  teamctl history stats --top 0 --json | jq '.works[:5]'`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runHistoryStats(opts) },
	}
	cmd.Flags().IntVar(&opts.Top, "top", 10, "how many works and characters to show (0: all)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON (every count)")
	return cmd
}

func runHistoryStats(opts *historyStatsOptions) error {
	f := opts.f
	h, _, err := history.Load(opts.file.Path())
	if err != nil {
		return historyErr(err)
	}
	s := history.Stats(h)
	if opts.JSON {
		return writeJSON(f.Out, s)
	}
	top := func(cs []history.Count) []history.Count {
		if opts.Top > 0 && len(cs) > opts.Top {
			return cs[:opts.Top]
		}
		return cs
	}
	fmt.Fprintf(f.Out, "%d entries in %s\n", s.Entries, opts.file.Path())
	if s.Entries == 0 {
		return nil
	}
	section := func(title string, cs []history.Count) {
		fmt.Fprintf(f.Out, "\n%s\n", title)
		tw := newTable(f.Out)
		for _, c := range cs {
			fmt.Fprintf(tw, "  %d\t%s\n", c.Count, c.Name)
		}
		tw.Flush()
	}
	section("PATTERNS", s.Patterns)
	section("WORKS", top(s.Works))
	section("CHARACTERS", top(s.Characters))
	return nil
}

package cli

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/history"
)

type historyPruneOptions struct {
	f    *Factory
	file *historyFile
	Keep int
}

func newHistoryPruneCmd(f *Factory, file *historyFile) *cobra.Command {
	opts := &historyPruneOptions{f: f, file: file}
	cmd := &cobra.Command{
		Use:   "prune --keep N",
		Short: "Keep only the newest N entries",
		Long: `prune drops every entry but the newest N and writes the history as a bare
array. (teamctl history add already trims to the pattern's cap.)

Exit status: 0 done; 2 bad --keep; 5 the history file is damaged (nothing was
written).`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runHistoryPrune(opts) },
	}
	cmd.Flags().IntVar(&opts.Keep, "keep", -1, "how many of the newest entries to keep (required)")
	return cmd
}

func runHistoryPrune(opts *historyPruneOptions) error {
	if opts.Keep < 0 {
		return usageErrorf("--keep N is required: how many of the newest entries to keep (0 or more)")
	}
	path := opts.file.Path()
	removed, err := history.Prune(path, opts.Keep)
	if err != nil {
		return historyErr(err)
	}
	if removed == 0 {
		fmt.Fprintf(opts.f.Out, "nothing to prune: %s holds %d entries or fewer\n", path, opts.Keep)
		return nil
	}
	fmt.Fprintf(opts.f.Out, "removed %d entries from %s; kept the newest %d\n", removed, path, opts.Keep)
	return nil
}

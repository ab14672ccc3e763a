package cli

import (
	"bufio"
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/history"
)

type historyPruneOptions struct {
	f    *Factory
	file *historyFile
	Keep int
	Yes  bool
}

func newHistoryPruneCmd(f *Factory, file *historyFile) *cobra.Command {
	opts := &historyPruneOptions{f: f, file: file}
	cmd := &cobra.Command{
		Use:   "prune --keep N [--yes]",
		Short: "Keep only the newest N entries",
		Long: `prune drops every entry but the newest N. The dropped entries no longer count
against a new team's work and characters, so it says how many it would drop
and asks on a terminal; without a terminal it needs --yes. The old file is
copied to <file>.bak-<UTC time> first. teamctl's own file is written as a
bare array; a file named with --file keeps its format. (teamctl history add
already trims to the pattern's cap.)

Exit status: 0 done (or nothing to do, or declined); 2 bad --keep; 3
confirmation needed (no terminal and no --yes); 5 the history file is
damaged (nothing was written).`,
		Example: `  teamctl history prune --keep 20          # asks before dropping the older entries
  teamctl history prune --keep 20 --yes    # in a script`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runHistoryPrune(opts) },
	}
	cmd.Flags().IntVar(&opts.Keep, "keep", -1, "how many of the newest entries to keep (required)")
	cmd.Flags().BoolVarP(&opts.Yes, "yes", "y", false, "prune without asking")
	return cmd
}

func runHistoryPrune(opts *historyPruneOptions) error {
	f := opts.f
	if opts.Keep < 0 {
		return usageErrorf("--keep N is required: how many of the newest entries to keep (0 or more)")
	}
	path := opts.file.Path()
	h, _, err := history.Load(path)
	if err != nil {
		return historyErr(err)
	}
	if len(h) <= opts.Keep {
		fmt.Fprintf(f.Out, "nothing to prune: %s holds %d entries or fewer\n", path, opts.Keep)
		return nil
	}
	if !opts.Yes {
		drop := len(h) - opts.Keep
		if !f.IsTTY {
			return refusedErr(fmt.Errorf("%d of the %d entries in %s would be removed; not pruning without confirmation", drop, len(h), path),
				"pass --yes to prune")
		}
		fmt.Fprintf(f.ErrOut, "Remove the %d oldest of %d entries from %s (a backup is kept)? [y/N] ", drop, len(h), path)
		answer, _ := bufio.NewReader(f.In).ReadString('\n')
		if a := strings.ToLower(strings.TrimSpace(answer)); a != "y" && a != "yes" {
			fmt.Fprintln(f.Out, "nothing removed")
			return nil
		}
	}
	removed, backup, err := history.Prune(path, opts.Keep, f.Now(), opts.file.Layout())
	if err != nil {
		return historyErr(err)
	}
	if removed == 0 {
		fmt.Fprintf(f.Out, "nothing to prune: %s holds %d entries or fewer\n", path, opts.Keep)
		return nil
	}
	fmt.Fprintf(f.Out, "removed %d entries from %s; kept the newest %d\n", removed, path, opts.Keep)
	fmt.Fprintf(f.Out, "the old file is saved as %s\n", backup)
	return nil
}

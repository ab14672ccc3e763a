package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/history"
)

type historyListOptions struct {
	f       *Factory
	file    *historyFile
	Limit   int
	Pattern string
	JSON    bool
}

func newHistoryListCmd(f *Factory, file *historyFile) *cobra.Command {
	opts := &historyListOptions{f: f, file: file}
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the newest history entries",
		Long: `list shows the newest entries first, numbered as teamctl history show takes
them (1 = newest); with --pattern the numbers stay those of the whole history.
It reads only the entries it shows, so it stays fast on a long file, but still
checks the whole file and refuses a damaged one.

` + historyExitStatus,
		Example: `  teamctl history list
  teamctl history list -n 0 --pattern mixed-genius
  teamctl history list --json | jq -r '.[].theme'`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runHistoryList(opts) },
	}
	cmd.Flags().IntVarP(&opts.Limit, "limit", "n", history.DefaultListLimit, "how many entries to show (0: all)")
	cmd.Flags().StringVarP(&opts.Pattern, "pattern", "p", "", "only entries of this pattern")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	_ = cmd.RegisterFlagCompletionFunc("pattern", completePatternNames(f))
	return cmd
}

func runHistoryList(opts *historyListOptions) error {
	f := opts.f
	limit := opts.Limit
	if limit <= 0 {
		limit = -1
	}
	path := opts.file.Path()
	items, _, err := history.List(path, history.Query{Limit: limit, Pattern: opts.Pattern})
	if err != nil {
		return historyErr(err)
	}
	if opts.JSON {
		rows := make([]historyEntryJSON, 0, len(items))
		for _, it := range items {
			rows = append(rows, newHistoryEntryJSON(it.Index, it.Entry))
		}
		return writeJSON(f.Out, rows)
	}
	if len(items) == 0 {
		if opts.Pattern != "" {
			fmt.Fprintf(f.Out, "no %s entries in %s\n", opts.Pattern, path)
		} else {
			fmt.Fprintf(f.Out, "no entries in %s\n", path)
		}
		return nil
	}
	tw := newTable(f.Out)
	fmt.Fprintln(tw, "#\tPATTERN\tTHEME\tCHARACTERS\tTEAM")
	for _, it := range items {
		e := it.Entry
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\n", it.Index, dash(e.Pattern), oneLineCut(e.Theme, 60), oneLineCut(charactersCell(e), 100), dash(e.Team))
	}
	return tw.Flush()
}

// charactersCell lists an entry's names, with the work for members from
// another work than the theme: "Kurisu (Steins;Gate), Lelouch (Code Geass)".
func charactersCell(e history.Entry) string {
	works := map[string]string{}
	for _, m := range e.Members {
		if m.Work != "" && !history.Same(m.Work, e.Theme) {
			works[m.Name] = m.Work
		}
	}
	names := e.Names()
	for i, n := range names {
		if w, ok := works[n]; ok {
			names[i] = n + " (" + w + ")"
		}
	}
	return strings.Join(names, ", ")
}

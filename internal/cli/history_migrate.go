package cli

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/history"
)

type historyMigrateOptions struct {
	f    *Factory
	file *historyFile
	To   string
}

func newHistoryMigrateCmd(f *Factory, file *historyFile) *cobra.Command {
	opts := &historyMigrateOptions{f: f, file: file}
	cmd := &cobra.Command{
		Use:   "migrate --to array|object|jsonl",
		Short: "Rewrite the history in another of the guide's formats",
		Long: `migrate rewrites the history file in one of the formats the guide used:
array (a bare JSON array, newest first: what teamctl writes), object
({"history": [...]}, newest first) or jsonl (one entry per line, newest last).
Entries and their unknown keys are kept. Other commands keep the format a
file named with --file has; teamctl's own file is written as an array again
by the next history add.

Exit status: 0 done; 2 unknown format; 5 the history file is damaged (nothing
was written; repair it first).`,
		Example: `  teamctl history migrate --to jsonl
  teamctl history --file ./old-history.json migrate --to array`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runHistoryMigrate(opts) },
	}
	cmd.Flags().StringVar(&opts.To, "to", "", "the format: array, object or jsonl (required)")
	_ = cmd.RegisterFlagCompletionFunc("to", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		var names []string
		for _, fm := range history.Formats() {
			names = append(names, fm.String())
		}
		return names, cobra.ShellCompDirectiveNoFileComp
	})
	return cmd
}

func runHistoryMigrate(opts *historyMigrateOptions) error {
	if opts.To == "" {
		return usageErrorf("--to is required: array, object or jsonl")
	}
	to, err := history.ParseFormat(opts.To)
	if err != nil {
		return newError(ExitUsage, err)
	}
	path := opts.file.Path()
	h, _, err := history.Load(path)
	if err != nil {
		return historyErr(err)
	}
	from, err := history.Migrate(path, to)
	if err != nil {
		return historyErr(err)
	}
	if len(h) == 0 && from == history.FormatArray {
		fmt.Fprintf(opts.f.Out, "%s holds no entries; nothing to migrate\n", path)
		return nil
	}
	fmt.Fprintf(opts.f.Out, "rewrote %s as %s (was %s, %d entries)\n", path, to, from, len(h))
	return nil
}

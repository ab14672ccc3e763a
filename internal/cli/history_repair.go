package cli

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/history"
)

type historyRepairOptions struct {
	f    *Factory
	file *historyFile
}

func newHistoryRepairCmd(f *Factory, file *historyFile) *cobra.Command {
	opts := &historyRepairOptions{f: f, file: file}
	cmd := &cobra.Command{
		Use:   "repair",
		Short: "Back up a damaged history and keep its valid entries",
		Long: `repair copies a damaged history file to <file>.bak-<UTC time>, then rewrites
the file with every entry that still parses, before and after the damage,
and says how many it kept and dropped. teamctl's own file is written as a
bare array; a file named with --file keeps its format. A healthy file is
left alone.

Exit status: 0 repaired or healthy; 1 the file could not be backed up or
written.`,
		Example: `  teamctl history repair`,
		Args:    noArgs,
		RunE:    func(*cobra.Command, []string) error { return runHistoryRepair(opts) },
	}
	return cmd
}

func runHistoryRepair(opts *historyRepairOptions) error {
	path := opts.file.Path()
	kept, dropped, backup, err := history.Repair(path, opts.f.Now(), opts.file.Layout())
	if err != nil {
		return err
	}
	if backup == "" {
		fmt.Fprintf(opts.f.Out, "%s is healthy (%d entries); nothing to repair\n", path, kept)
		return nil
	}
	fmt.Fprintf(opts.f.Out, "repaired %s: kept %d entries, dropped %d\n", path, kept, dropped)
	fmt.Fprintf(opts.f.Out, "the damaged file is saved as %s\n", backup)
	return nil
}

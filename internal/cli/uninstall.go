package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime"
	"slices"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/settings"
)

type uninstallOptions struct {
	f      *Factory
	scope  scopeFlags
	DryRun bool
	BinDir string
	GOOS   string
	Force  bool
}

func newUninstallCmd(f *Factory) *cobra.Command {
	opts := &uninstallOptions{f: f, GOOS: runtime.GOOS}
	cmd := &cobra.Command{
		Use:   "uninstall [--user|--project|--local] [--dry-run] [--bin-dir DIR]",
		Short: "Take the teamctl hooks out of a Claude Code settings.json",
		Long: `uninstall removes what ` + "`teamctl install`" + ` added to the chosen settings.json and
nothing else: the handlers it wired (by the receipt install kept, and the
binaries next to this teamctl or in --bin-dir), the containers it created, and
env.CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS only if install added it. With no
edits in between, the file comes back byte for byte (a file install created is
removed). Handlers you wired yourself, and every other key, stay.`,
		Example: `  teamctl uninstall --dry-run
  teamctl uninstall --project`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runUninstall(opts) },
	}
	opts.scope.register(cmd)
	cmd.Flags().BoolVar(&opts.DryRun, "dry-run", false, "print the change as a diff and write nothing")
	cmd.Flags().StringVar(&opts.BinDir, "bin-dir", "", "folder of the binaries install wired (default: next to this teamctl)")
	cmd.Flags().BoolVar(&opts.Force, "force", false, "edit a read-only settings file, or replace a settings link that points nowhere")
	return cmd
}

func runUninstall(opts *uninstallOptions) error {
	f := opts.f
	path, scope := opts.scope.path(f)
	release, err := lockSettingsForInstall(paths.StateDir(f.Getenv), path, opts.Force, opts.DryRun)
	if err != nil {
		return err
	}
	defer release()
	receiptPath := settings.ReceiptPath(paths.StateDir(f.Getenv), path)
	rec, err := settings.LoadReceipt(receiptPath)
	if err != nil {
		return fmt.Errorf("read the install receipt %s: %w", receiptPath, err)
	}
	// The binaries as they are now also count as ours, for an install
	// whose receipt is gone. A go-run teamctl finds none; that is fine.
	var current []string
	if bins, err := hookBinaries(f, opts.BinDir, opts.GOOS); err == nil {
		for _, b := range bins {
			current = append(current, b)
		}
	} else if opts.BinDir != "" {
		return err
	}
	if rec == nil && len(current) == 0 {
		return notFoundErr(fmt.Errorf("no record of a teamctl install into %s", path),
			"pass --bin-dir with the folder of the binaries that were wired; `teamctl doctor` lists what is wired")
	}
	owned := func(c string) bool { return slices.Contains(current, c) }

	var res settings.Result
	edit := func(old []byte) ([]byte, error) {
		var err error
		res, err = settings.Uninstall(old, owned, rec)
		if err != nil {
			return nil, err
		}
		return res.Data, nil
	}
	out := f.Out
	if opts.DryRun {
		return dryRunSettings(out, path, edit, "holds no teamctl hooks",
			func() (bool, string) { return res.Changed, fmt.Sprintf("%d handlers to remove", res.Removed) })
	}
	wopts := settings.WriteOptions{KeepEmpty: rec != nil && rec.Existed, BackupDir: settings.BackupDir(paths.StateDir(f.Getenv))}
	backup, err := settings.UpdateFileWith(path, settings.LockPath(paths.StateDir(f.Getenv), path), wopts, edit)
	if err != nil {
		return settingsErr(err, path)
	}
	if err := os.Remove(receiptPath); err != nil && !errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintf(f.ErrOut, "teamctl: warning: could not remove the install receipt %s: %v\n", receiptPath, err)
	}
	if !res.Changed {
		fmt.Fprintf(out, "%s holds no teamctl hooks; nothing changed\n", path)
		return nil
	}
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintf(out, "removed the teamctl hooks from the %s settings: %s was created by install and is gone again\n", scope, path)
	} else {
		fmt.Fprintf(out, "removed %d teamctl hook handlers from the %s settings %s\n", res.Removed, scope, path)
	}
	if backup != "" {
		fmt.Fprintf(out, "backup: %s\n", backup)
	}
	return nil
}

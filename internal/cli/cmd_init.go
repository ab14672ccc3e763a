package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/store"
	"github.com/teamctl/teamctl/themes"
	"github.com/tidwall/sjson"
)

type initOptions struct {
	f       *Factory
	Force   bool
	Pattern string
}

func newInitCmd(f *Factory) *cobra.Command {
	opts := &initOptions{f: f}
	cmd := &cobra.Command{
		Use:   "init [--force] [--pattern P]",
		Short: "Write the team-themes defaults into the project",
		Long: `init writes the project's team-themes folder, .claude/team-themes/, from the
defaults built into teamctl:

  config.json         default_pattern (--pattern, else fixed-theme), disband
                      phrases, ordinary words, artifact-exempt paths, strict
                      mode, decision log level
  patterns/*.json     the pattern definitions, to adjust per project
  GUIDELINES.md       the acting guidelines template

A file that is already there is kept and listed as skipped; --force replaces
it, after copying the old one to <file>.bak-<time>.`,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runInit(opts) },
	}
	cmd.Flags().BoolVar(&opts.Force, "force", false, "replace files that are already there (each is backed up first)")
	cmd.Flags().StringVar(&opts.Pattern, "pattern", "", "the project's default_pattern (default: the built-in one)")
	_ = cmd.RegisterFlagCompletionFunc("pattern", completePatternNames(f))
	return cmd
}

// initFile is one file init writes: where, relative to the themes dir, and
// the bytes.
type initFile struct {
	rel  string
	data []byte
}

func runInit(opts *initOptions) error {
	f := opts.f
	dir := paths.ProjectThemesDir(projectDir(f))
	if opts.Pattern != "" {
		if _, err := lookupPattern(f, opts.Pattern); err != nil {
			return err
		}
	}
	files, err := initFiles(opts.Pattern)
	if err != nil {
		return err
	}
	var wrote, replaced, same, skipped []string
	for _, file := range files {
		target := filepath.Join(dir, filepath.FromSlash(file.rel))
		old, err := os.ReadFile(target)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			if err := createFile(target, file.data); err != nil {
				return err
			}
			wrote = append(wrote, file.rel)
		case err != nil:
			return err
		case bytes.Equal(old, file.data):
			same = append(same, file.rel)
		case !opts.Force:
			skipped = append(skipped, file.rel)
		default:
			backup, err := store.Backup(target, f.Now())
			if err != nil {
				return err
			}
			if err := store.WriteAtomic(target, file.data, 0o644); err != nil {
				return err
			}
			replaced = append(replaced, file.rel+" (old copy: "+filepath.Base(backup)+")")
		}
	}
	out := f.Out
	fmt.Fprintf(out, "team-themes folder: %s\n", dir)
	list := func(label string, items []string) {
		for _, it := range items {
			fmt.Fprintf(out, "  %-9s %s\n", label, it)
		}
	}
	list("wrote", wrote)
	list("replaced", replaced)
	list("same", same)
	list("skipped", skipped)
	if len(skipped) > 0 {
		fmt.Fprintf(out, "%d file(s) already there and different were kept; run `teamctl init --force` to replace them (each is backed up first)\n", len(skipped))
	}
	return nil
}

// initFiles reads the embedded defaults, with default_pattern set when
// pattern is given (only that value's bytes change).
func initFiles(pattern string) ([]initFile, error) {
	var files []initFile
	err := fs.WalkDir(themes.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(themes.FS, p)
		if err != nil {
			return err
		}
		if p == "config.json" && pattern != "" {
			if data, err = sjson.SetBytes(data, "default_pattern", pattern); err != nil {
				return err
			}
		}
		files = append(files, initFile{rel: path.Clean(p), data: data})
		return nil
	})
	return files, err
}

// createFile writes a new file, refusing to replace one that appeared
// since it was looked for.
func createFile(target string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return err
	}
	fh, err := os.OpenFile(target, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := fh.Write(data); err != nil {
		fh.Close()
		return err
	}
	return fh.Close()
}

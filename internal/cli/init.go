package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/store"
	"github.com/teamctl/teamctl/skills"
	"github.com/teamctl/teamctl/themes"
	"github.com/tidwall/sjson"
)

type initOptions struct {
	f       *Factory
	Force   bool
	Pattern string
	Skills  bool
}

func newInitCmd(f *Factory) *cobra.Command {
	opts := &initOptions{f: f}
	cmd := &cobra.Command{
		Use:   "init [--force] [--pattern P] [--skills]",
		Short: "Write the team-themes defaults into the project",
		Long: `init writes the project's team-themes folder, .claude/team-themes/, from the
defaults built into teamctl:

  config.json         default_pattern (--pattern, else fixed-theme), disband
                      phrases, ordinary words, artifact-exempt paths, strict
                      mode, decision log level
  patterns/*.json     the pattern definitions, to adjust per project
  GUIDELINES.md       the acting guidelines template

With --skills it also writes teamctl's Claude Code skills into the project's
.claude/skills/ (the plugin ships them itself):

  start-team/SKILL.md /start-team [fixed-theme|mixed-genius]: the team
                      start-up procedure (pattern, history check, history
                      add, pattern set, spawn prompts) with teamctl commands

A file that is already there is kept and listed as skipped; --force replaces
it, after copying the old one to <file>.bak-<time>.`,
		Example: `  teamctl init
  teamctl init --pattern mixed-genius --skills
  teamctl init --force`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runInit(opts) },
	}
	cmd.Flags().BoolVar(&opts.Force, "force", false, "replace files that are already there (each is backed up first)")
	cmd.Flags().StringVar(&opts.Pattern, "pattern", "", "the project's default_pattern (default: the built-in one)")
	cmd.Flags().BoolVar(&opts.Skills, "skills", false, "also write the start-team skill into .claude/skills/")
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
	lists, err := writeInitFiles(f, dir, files, opts.Force)
	if err != nil {
		return err
	}
	printInitLists(f.Out, "team-themes folder", dir, lists)
	skipped := len(lists.skipped)
	if opts.Skills {
		skillsDir := filepath.Join(projectDir(f), ".claude", "skills")
		sfiles, err := embeddedFiles(skills.FS)
		if err != nil {
			return err
		}
		sl, err := writeInitFiles(f, skillsDir, sfiles, opts.Force)
		if err != nil {
			return err
		}
		printInitLists(f.Out, "skills folder", skillsDir, sl)
		skipped += len(sl.skipped)
	}
	if skipped > 0 {
		fmt.Fprintf(f.Out, "%d file(s) already there and different were kept; run `teamctl init --force` to replace them (each is backed up first)\n", skipped)
	}
	return nil
}

type initLists struct{ wrote, replaced, same, skipped []string }

// writeInitFiles writes files under dir: new ones created, identical ones
// left, different ones kept unless force (then backed up and replaced).
func writeInitFiles(f *Factory, dir string, files []initFile, force bool) (initLists, error) {
	var l initLists
	for _, file := range files {
		target := filepath.Join(dir, filepath.FromSlash(file.rel))
		old, err := safefile.ReadFile(target, safefile.Own)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			if err := createFile(target, file.data); err != nil {
				return l, err
			}
			l.wrote = append(l.wrote, file.rel)
		case err != nil:
			return l, err
		case bytes.Equal(old, file.data):
			l.same = append(l.same, file.rel)
		case !force:
			l.skipped = append(l.skipped, file.rel)
		default:
			backup, err := store.Backup(target, f.Now())
			if err != nil {
				return l, err
			}
			if err := store.WriteAtomic(target, file.data, 0o644); err != nil {
				return l, err
			}
			l.replaced = append(l.replaced, file.rel+" (old copy: "+filepath.Base(backup)+")")
		}
	}
	return l, nil
}

func printInitLists(out io.Writer, label, dir string, l initLists) {
	fmt.Fprintf(out, "%s: %s\n", label, dir)
	list := func(label string, items []string) {
		for _, it := range items {
			fmt.Fprintf(out, "  %-9s %s\n", label, it)
		}
	}
	list("wrote", l.wrote)
	list("replaced", l.replaced)
	list("same", l.same)
	list("skipped", l.skipped)
}

// embeddedFiles lists every file of an embedded folder.
func embeddedFiles(fsys fs.FS) ([]initFile, error) {
	var files []initFile
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		files = append(files, initFile{rel: path.Clean(p), data: data})
		return nil
	})
	return files, err
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

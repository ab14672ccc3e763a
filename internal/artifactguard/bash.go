package artifactguard

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/shell"
)

// bash checks the text a command line puts into artifacts (package shell
// finds it: commit, tag and notes messages, gh titles and bodies, body
// files, here-documents and echo/printf/sed -i written into files) and, on
// git commit, what the commit will contain.
func (w *work) bash() *finding {
	in := w.c.Input
	command := in.ToolInput.Get("command").String()
	cwd := in.Cwd
	if cwd == "" {
		cwd = w.c.ProjectDir()
	}
	ex := shell.ExtractArtifacts(command)
	if ex.ParseError != nil {
		// Bash may still run what the parser refused; a git or gh line is
		// scanned whole rather than let through unread.
		if strings.Contains(command, "git ") || strings.Contains(command, "gh ") {
			return w.first(command, func(line int) string {
				return fmt.Sprintf("the command (line %d; it did not parse: %v)", line, ex.ParseError)
			})
		}
		w.notes = append(w.notes, "the command did not parse: "+ex.ParseError.Error())
		return nil
	}
	// A file the line writes and then hands to git or gh (cat > /tmp/msg
	// <<EOF ... && git commit -F /tmp/msg) is an artifact wherever it lives.
	usedAsBody := map[string]bool{}
	for _, t := range ex.Texts {
		if t.File != "" && t.File != "-" {
			usedAsBody[paths.Abs(t.File, cwd)] = true
		}
	}
	for _, t := range ex.Texts {
		if f := w.text(t, cwd, usedAsBody); f != nil {
			return f
		}
	}
	if ex.GitCommit {
		return w.staged(cwd, stagesWorkTree(command))
	}
	return nil
}

func (w *work) text(t shell.Text, cwd string, usedAsBody map[string]bool) *finding {
	if t.Target != "" {
		target := paths.Abs(t.Target, cwd)
		rel, inside := paths.InProject(target, w.c.ProjectDir())
		switch {
		case inside && w.isExempt(rel):
			return nil
		case !inside && !usedAsBody[target]:
			return nil
		}
	}
	if t.Value != "" {
		if f := w.first(t.Value, lineOf(t.Where, t.Value)); f != nil {
			return f
		}
	}
	if t.File == "" || t.File == "-" {
		return nil
	}
	path := paths.Abs(t.File, cwd)
	if rel, inside := paths.InProject(path, w.c.ProjectDir()); inside && w.isExempt(rel) {
		return nil
	}
	data, truncated, err := readBounded(path, maxFileBytes)
	if err != nil {
		if !errors.Is(err, os.ErrNotExist) {
			w.notes = append(w.notes, "cannot read "+t.File+": "+err.Error())
		}
		return nil
	}
	if truncated {
		w.notes = append(w.notes, fmt.Sprintf("%s is larger than %d MiB; scanned the start only", t.File, maxFileBytes>>20))
	}
	where := t.Where
	if !strings.Contains(where, t.File) {
		where += " " + t.File
	}
	return w.first(string(data), func(line int) string { return fmt.Sprintf("%s (line %d)", where, line) })
}

// lineOf names a place in a text; one-line texts need no line number.
func lineOf(where, text string) func(int) string {
	return func(line int) string {
		if !strings.Contains(strings.TrimRight(text, "\n"), "\n") {
			return where
		}
		return fmt.Sprintf("%s (line %d)", where, line)
	}
}

// readBounded reads at most limit bytes of path.
func readBounded(path string, limit int64) ([]byte, bool, error) {
	f, err := os.Open(filepath.Clean(path))
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, false, err
	}
	if int64(len(data)) > limit {
		return data[:limit], true, nil
	}
	return data, false, nil
}

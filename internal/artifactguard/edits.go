package artifactguard

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/teamctl/teamctl/internal/ccfacts"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/tidwall/gjson"
)

// edit checks what an edit tool writes and, for a new file, its name. Only
// what the edit adds counts: a name the file already holds (or the replaced
// text held) is not a new leak, so tidying a file that predates the team
// is never blocked. Files outside the project are not its artifacts; a
// message file written there is checked when a command uses it.
func (w *work) edit() *finding {
	in := w.c.Input
	target := paths.Abs(in.ToolInput.Get(ccfacts.Claude().PathField(in.ToolName)).String(), in.Cwd)
	rel, ok := paths.InProject(target, w.c.ProjectDir())
	if !ok {
		w.notes = append(w.notes, "not in the project: "+target)
		return nil
	}
	if w.isExempt(rel) {
		return nil
	}
	existing, exists := w.readExisting(target)
	if !exists {
		if f := w.first(rel, func(int) string { return "the new file name" }); f != nil {
			return f
		}
	}
	if f := w.editPass(rel, existing, func(s string) string { return s }, ""); f != nil {
		return f
	}
	// Once more as the file will show or run it: escapes (a "\u0053pike"
	// string literal), HTML references and, in Markdown, markers inside
	// words decoded.
	md := markdownFile(rel)
	return w.editPass(rel, existing, func(s string) string {
		if d := decodeLines(s, md); d != "" {
			return d
		}
		return s
	}, " (escapes decoded)")
}

// editPass checks what an edit adds, its texts passed through view.
func (w *work) editPass(rel, existing string, view func(string) string, note string) *finding {
	in := w.c.Input
	existing = view(existing)
	ti := in.ToolInput
	switch in.ToolName {
	case "Write":
		return w.introduced(view(ti.Get("content").String()), existing, func(line int) string {
			return fmt.Sprintf("%s:%d%s", rel, line, note)
		})
	case "NotebookEdit":
		return w.introduced(view(ti.Get("new_source").String()), existing, func(line int) string {
			return fmt.Sprintf("%s (cell source line %d)%s", rel, line, note)
		})
	case "Edit":
		old := view(ti.Get("old_string").String())
		return w.introduced(view(ti.Get("new_string").String()), old, withNote(editLine(rel, existing, old), note))
	case "MultiEdit":
		var found *finding
		ti.Get("edits").ForEach(func(_, e gjson.Result) bool {
			old := view(e.Get("old_string").String())
			found = w.introduced(view(e.Get("new_string").String()), old, withNote(editLine(rel, existing, old), note))
			return found == nil
		})
		return found
	}
	return nil
}

func withNote(where func(int) string, note string) func(int) string {
	return func(line int) string { return where(line) + note }
}

// editLine places a match inside an edit's new text at its line in the
// file, where the replaced text starts; without the file it says which
// line of the new text.
func editLine(rel, file, old string) func(int) string {
	start := -1
	if old != "" {
		if i := strings.Index(file, old); i >= 0 {
			start = strings.Count(file[:i], "\n")
		}
	}
	return func(line int) string {
		if start >= 0 {
			return fmt.Sprintf("%s:%d", rel, start+line)
		}
		return fmt.Sprintf("%s (line %d of the new text)", rel, line)
	}
}

// readExisting reads the file an edit replaces, bounded; exists is false
// only when the file does not exist.
func (w *work) readExisting(path string) (content string, exists bool) {
	f, err := safefile.Open(path, safefile.Own)
	if errors.Is(err, fs.ErrNotExist) {
		return "", false
	}
	if err != nil {
		return "", true
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxFileBytes))
	if err != nil {
		return "", true
	}
	return string(data), true
}

// introduced returns the first name in next that occurs there more often
// than in prev.
func (w *work) introduced(next, prev string, where func(line int) string) *finding {
	ms := w.s.all(next)
	if len(ms) == 0 {
		return nil
	}
	had := map[string]int{}
	if prev != "" {
		for _, m := range w.s.all(prev) {
			had[m.Name]++
		}
	}
	seen := map[string]int{}
	for i, m := range ms {
		seen[m.Name]++
		if seen[m.Name] > had[m.Name] {
			return &finding{match: m, where: where(m.Line), more: len(ms) - 1 - i}
		}
	}
	return nil
}

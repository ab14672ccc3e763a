package artifactguard

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/teamctl/teamctl/internal/ccfacts"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/shell"
)

// bash checks what a command line puts into artifacts. Package shell
// parses it once (shell.Analyze): the texts it hands to git and gh through
// their options (commit, tag and notes messages, gh titles and bodies, body
// files, here-documents, echo/printf/sed -i written into files), the files
// it writes and every command it runs. Then:
//   - each text is scanned; one only known at run time ($MSG, $(…) the line
//     does not show) is denied, since what it carries cannot be seen;
//   - a line that makes an artifact (see artifactLine) is scanned whole;
//   - what cp, mv, dd, git apply bring into the project is read and
//     scanned, and so are the names of files the line creates;
//   - on git commit (and commit-tree), what the commit will contain.
func (w *work) bash() *finding {
	in := w.c.Input
	command := in.ToolInput.Get(ccfacts.Claude().CommandField(in.ToolName)).String()
	cwd := in.Cwd
	if cwd == "" {
		cwd = w.c.ProjectDir()
	}
	a := shell.Analyze(command, shell.Env{Cwd: cwd, Home: w.c.Getenv("HOME"), ProjectDir: w.c.ProjectDir()})
	if a.ParseError != nil {
		// Bash may still run what the parser refused: a line that could
		// make an artifact is scanned whole rather than let through unread.
		if strings.Contains(command, "git") || strings.Contains(command, "gh ") || strings.Contains(command, ">") {
			return w.first(command, func(line int) string {
				return fmt.Sprintf("the command (line %d; it did not parse or is too complex to check: %v)", line, a.ParseError)
			})
		}
		w.notes = append(w.notes, "the command could not be checked: "+a.ParseError.Error())
		return nil
	}
	// A file the line writes and then hands to git or gh (cat > /tmp/msg
	// <<EOF ... && git commit -F /tmp/msg) is an artifact wherever it lives.
	usedAsBody := map[string]bool{}
	for _, t := range a.Texts {
		if t.File != "" && t.File != "-" {
			usedAsBody[paths.Abs(t.File, cwd)] = true
		}
	}
	for _, t := range a.Texts {
		if f := w.text(t, cwd, usedAsBody); f != nil {
			return f
		}
	}
	if why := w.artifactLine(command, &a); why != "" {
		line := w.withoutExemptTexts(command, &a, cwd)
		if f := w.first(line, lineOf("the command line ("+why+")", line)); f != nil {
			return f
		}
		if out := expanded(&a); out != "" {
			if f := w.first(out, func(int) string { return "what printf or echo -e print on the command line (" + why + ")" }); f != nil {
				return f
			}
		}
		markdown := strings.HasPrefix(why, "gh ") || strings.HasPrefix(why, "curl") || strings.HasPrefix(why, "wget") || strings.HasPrefix(why, "http")
		if out := decoded(line, markdown); out != "" {
			if f := w.first(out, func(int) string { return "the command line as its target shows it, escapes decoded (" + why + ")" }); f != nil {
				return f
			}
		}
	}
	if into := w.contentTarget(&a); into != "" {
		for _, path := range readsFiles(&a, cwd) {
			data, _, err := readBounded(path, maxFileBytes)
			if err != nil {
				continue
			}
			where := path
			if rel, inside := paths.InProject(path, w.c.ProjectDir()); inside {
				where = rel
			}
			if f := w.first(decodeText(data), func(line int) string { return fmt.Sprintf("%s, line %d (read into a file by %s)", where, line, into) }); f != nil {
				return f
			}
		}
	}
	if via := runTimeWords(&a); via != "" {
		return &finding{where: via, blind: "cannot see what " + via + " records: " + strings.SplitN(via, " ", 2)[0] +
			" adds its words when the command runs, so they could carry a character name. Run the command with its message written literally"}
	}
	if f := w.copies(&a, cwd); f != nil {
		return f
	}
	if f := w.newNames(&a); f != nil {
		return f
	}
	for _, t := range a.Texts {
		if f := w.unseen(t); f != nil {
			return f
		}
	}
	if a.GitCommit || commitsIndex(&a) {
		dir, env, blind := gitTarget(command, &a, cwd)
		if blind != "" {
			return &finding{blind: blind, where: "git commit"}
		}
		return w.staged(dir, env, stagesWorkTree(command))
	}
	return nil
}

// withoutExemptTexts drops from the command line what it may hold without
// putting it into an artifact, before the line is scanned whole: the text
// it writes into operation guides (cat >> CLAUDE.md <<EOF … EOF) and their
// paths, which may name the characters, and the project's own path (cd /src/cowboy-bebop-bot
// && git commit …), which is the user's choice, not the team's.
func (w *work) withoutExemptTexts(command string, a *shell.Analysis, cwd string) string {
	for _, dir := range []string{w.c.ProjectDir(), cwd} {
		if len(dir) > 1 {
			command = strings.ReplaceAll(command, dir, ".")
		}
	}
	// Paths of operation guides (git add docs/specs/agentic/teams/spike.md)
	// may name the characters too.
	for _, tok := range strings.Fields(command) {
		p := strings.Trim(tok, `'"();&|<>`)
		if !strings.ContainsAny(p, "/.") || strings.Contains(p, "://") {
			continue
		}
		if rel, inside := paths.InProject(paths.Abs(p, cwd), w.c.ProjectDir()); inside && rel != "." && w.isExempt(rel) {
			command = strings.Replace(command, p, ".", 1)
		}
	}
	for _, t := range a.Texts {
		if t.Target == "" || t.Value == "" {
			continue
		}
		if rel, inside := paths.InProject(paths.Abs(t.Target, cwd), w.c.ProjectDir()); inside && w.isExempt(rel) {
			command = strings.Replace(command, t.Value, "", 1)
		}
	}
	return command
}

// unseen denies a message only known at run time: a variable the line does
// not set, a command substitution whose output it does not show, a body
// file named by a variable. Text written into files is not a message and
// is left to the write checks.
func (w *work) unseen(t shell.Text) *finding {
	if !t.Dynamic || t.Target != "" {
		return nil
	}
	what := t.Where
	return &finding{where: what, blind: fmt.Sprintf(
		"cannot see the text of %s: part of it is only known when the command runs ($VAR or $(…)), so it could carry a character name. Write the message literally (or in a here-document: -m \"$(cat <<'EOF' … EOF)\"), or put it in a file and pass -F FILE",
		what)}
}

// commitsIndex reports git write-tree or commit-tree in the line: the
// index becomes a commit without git commit.
func commitsIndex(a *shell.Analysis) bool {
	for _, inv := range a.Invocations {
		if inv.Program == "git" {
			if sub := gitSubcommand(inv.Args); sub == "write-tree" || sub == "commit-tree" {
				return true
			}
		}
	}
	return false
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
	f, err := safefile.Open(filepath.Clean(path), safefile.Own)
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

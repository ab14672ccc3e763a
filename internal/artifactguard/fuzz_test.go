package artifactguard

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/hook/hooktest"
)

// shellQuote single-quotes s for a POSIX shell.
func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// A name appended to any PR title is found, whatever the title holds
// (quotes, newlines, substitutions, invalid UTF-8), and the guard never
// fails on the command.
func FuzzBashTitleLeak(f *testing.F) {
	for _, s := range []string{"Fix retries", "it's \"quoted\"", "$(rm -rf /)", "line\nbreak", "\xff\xfe", "`x`", "a'b'c", "ジェット", "#comment", ""} {
		f.Add(s)
	}
	w := world(f, "fixed-theme", bebop)
	e := hooktest.Load(f, "inproc_teammate_PreToolUse_Write")
	f.Fuzz(func(t *testing.T, title string) {
		w := w.With(t)
		command := "gh pr create --body x --title " + shellQuote(title+" Jet Black")
		r := w.Run(guard(), w.Payload(e, bash(command)), now)
		if r.Code != 0 || r.Decision != "deny" || !strings.Contains(r.Reason, RuleNames) {
			t.Fatalf("%q: exit %d %s %q (stderr %q)", command, r.Code, r.Decision, r.Reason, r.Stderr)
		}
		// Any command at all: exit 0, never a crash.
		r = w.Run(guard(), w.Payload(e, bash(title)), now)
		if r.Code != 0 {
			t.Fatalf("%q: exit %d (stderr %q)", title, r.Code, r.Stderr)
		}
	})
}

// An edit that changes nothing never leaks; one that adds a line naming a
// character always does.
func FuzzEditIntroduced(f *testing.F) {
	for _, s := range []string{"", "Ein\n", "Jet Black and Faye Valentine\n", "disable admiral\n", strings.Repeat("Ein ", 30), "\u3000Edward\u200b"} {
		f.Add(s)
	}
	w := world(f, "fixed-theme", bebop)
	e := hooktest.Load(f, "inproc_teammate_PreToolUse_Write")
	path := filepath.Join(w.Project, "notes.md")
	edit := func(t *testing.T, old, new string) hooktest.Result {
		w := w.With(t)
		return w.Run(guard(), w.Payload(e, tool("Edit", map[string]any{"file_path": path, "old_string": old, "new_string": new})), now)
	}
	f.Fuzz(func(t *testing.T, old string) {
		if r := edit(t, old, old); r.Code != 0 || r.Decision != "none" {
			t.Fatalf("unchanged edit of %q: exit %d %s %q", old, r.Code, r.Decision, r.Reason)
		}
		if r := edit(t, old, old+"\n// Faye Valentine\n"); r.Code != 0 || r.Decision != "deny" {
			t.Fatalf("added name after %q: exit %d %s %q", old, r.Code, r.Decision, r.Stderr)
		}
	})
}

// The diff reader keeps one origin per scanned line and never fails on
// what git might print.
func FuzzParseDiff(f *testing.F) {
	f.Add([]byte("diff --git a/x b/x\nnew file mode 100644\n--- /dev/null\n+++ b/x\n@@ -0,0 +1,2 @@\n+one\n+Ein\n"))
	f.Add([]byte("diff --git a/x b/y\nrename from x\nrename to y\n@@ -3 +3 @@\n-a\n+b\n"))
	f.Add([]byte("+++ b/\n@@ +\n+\n"))
	f.Fuzz(func(t *testing.T, diff []byte) {
		d := &diffScan{budget: 1 << 20}
		if err := d.parseDiff(bytes.NewReader(diff), "staged"); err != nil {
			t.Fatal(err)
		}
		if lines := strings.Count(d.text.String(), "\n"); lines != len(d.origins) {
			t.Fatalf("%d lines, %d origins", lines, len(d.origins))
		}
		_ = place(d.origins, len(d.origins)+1)
	})
}

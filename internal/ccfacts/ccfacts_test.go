package ccfacts

import (
	"slices"
	"testing"
)

// The table is what the rest of teamctl used to spell out in four
// packages; these are the facts they relied on.
func TestClaudeFacts(t *testing.T) {
	f := Claude()
	for _, tc := range []struct {
		event                                   string
		matcher, context, keepsWorking, canDeny bool
	}{
		{"PreToolUse", true, true, false, true},
		{"PostToolUse", true, true, false, false},
		{"SessionStart", true, true, false, false},
		{"UserPromptSubmit", false, true, false, false},
		{"SubagentStart", true, true, false, false},
		{"TeammateIdle", false, false, true, false},
		{"TaskCreated", false, false, true, false},
		{"TaskCompleted", false, false, true, false},
		{"Stop", false, false, true, false},
		{"SubagentStop", true, false, true, false},
		{"SessionEnd", true, false, false, false},
	} {
		if got := f.TakesMatcher(tc.event); got != tc.matcher {
			t.Errorf("%s takes a matcher: %v, want %v", tc.event, got, tc.matcher)
		}
		if got := f.TakesContext(tc.event); got != tc.context {
			t.Errorf("%s takes context: %v, want %v", tc.event, got, tc.context)
		}
		if got := f.KeepsWorking(tc.event); got != tc.keepsWorking {
			t.Errorf("%s keeps working on exit 2: %v, want %v", tc.event, got, tc.keepsWorking)
		}
		if got := f.CanDeny(tc.event); got != tc.canDeny {
			t.Errorf("%s can deny: %v, want %v", tc.event, got, tc.canDeny)
		}
	}
	if ev, _ := f.Event("SessionStart"); ev.MatchField != "source" {
		t.Errorf("SessionStart's matcher is tested against %q", ev.MatchField)
	}
	// An event the table does not know keeps its matcher (Claude Code
	// ignores what it does not use) but gets no output.
	if !f.TakesMatcher("SomeFutureEvent") || f.TakesContext("SomeFutureEvent") || f.CanDeny("SomeFutureEvent") {
		t.Error("an unknown event is given more than the benefit of the doubt")
	}
	if got := f.EditTools(); !slices.Equal(got, []string{"Edit", "Write", "MultiEdit", "NotebookEdit"}) {
		t.Errorf("EditTools = %v", got)
	}
	if got := f.ShellTools(); !slices.Equal(got, []string{"Bash", "PowerShell"}) {
		t.Errorf("ShellTools = %v", got)
	}
	if f.PathField("NotebookEdit") != "notebook_path" || f.PathField("Write") != "file_path" || f.PathField("Agent") != "" {
		t.Error("path fields are wrong")
	}
	if f.CommandField("Bash") != "command" || f.CommandField("Edit") != "" {
		t.Error("command fields are wrong")
	}
	if f.Since(AgentID) != (Version{2, 1, 69}) || f.Since(OnFailure) != (Version{2, 1, 330}) {
		t.Error("dated facts are wrong")
	}
}

// Every row is consistent: one row per name, context and deny only where
// the event reads hookSpecificOutput.
func TestRowsAreConsistent(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range Claude().Events() {
		if seen[e.Name] {
			t.Errorf("event %s has two rows", e.Name)
		}
		seen[e.Name] = true
		if (e.Context || e.CanDeny || e.UpdatesInput) && e.Output != HookSpecific {
			t.Errorf("%s takes a decision but reads no hookSpecificOutput", e.Name)
		}
		if e.CanDeny && e.Exit2 == Exit2KeepsWorking {
			t.Errorf("%s both denies and keeps working", e.Name)
		}
	}
	for _, x := range Claude().Tools() {
		if seen["tool "+x.Name] {
			t.Errorf("tool %s has two rows", x.Name)
		}
		seen["tool "+x.Name] = true
		if x.Writes && x.PathField == "" {
			t.Errorf("tool %s writes but names no path field", x.Name)
		}
	}
}

// Every hook process asks the table; asking costs no allocation (the rows
// are static arrays, nothing is built at init or per call).
func TestLookupsAllocateNothing(t *testing.T) {
	n := testing.AllocsPerRun(100, func() {
		f := Claude()
		_ = f.CanDeny("PreToolUse") && f.TakesContext("SessionStart") && f.KeepsWorking("TeammateIdle")
		_ = f.PathField("NotebookEdit") + f.CommandField("Bash")
	})
	if n != 0 {
		t.Errorf("a lookup allocates %v times", n)
	}
}

// With adds a row or replaces the row of the same name, and leaves the
// table it was called on as it was.
func TestWith(t *testing.T) {
	base := Claude()
	more := base.With(Event{Name: "TeammateNap", Exit2: Exit2KeepsWorking}, Tool{Name: "Write", PathField: "path", Writes: true})
	if !more.KeepsWorking("TeammateNap") || more.PathField("Write") != "path" {
		t.Error("With did not add or replace")
	}
	if base.KeepsWorking("TeammateNap") || base.PathField("Write") != "file_path" || Claude().PathField("Write") != "file_path" {
		t.Error("With changed the table it was called on")
	}
}

// Claude Code takes CLAUDE_CODE_SHELL, then SHELL, when the value holds
// bash or zsh and it can run it (2.1.177 and 2.1.330).
func TestBashToolShellChoice(t *testing.T) {
	runs := func(p string) bool { return p != "/missing/bash" }
	for _, c := range []struct{ override, shell, want string }{
		{"", "/bin/bash", "/bin/bash"},
		{"/usr/bin/zsh", "/bin/bash", "/usr/bin/zsh"},
		{"/missing/bash", "/bin/zsh", "/bin/zsh"},
		{"/bin/fish", "/bin/bash", "/bin/bash"},
		{"", "/usr/bin/fish", ""},
		{"", "", ""},
	} {
		env := map[string]string{"CLAUDE_CODE_SHELL": c.override, "SHELL": c.shell}
		if got := BashToolShell(func(k string) string { return env[k] }, runs); got != c.want {
			t.Errorf("CLAUDE_CODE_SHELL=%q SHELL=%q: %q, want %q", c.override, c.shell, got, c.want)
		}
	}
}

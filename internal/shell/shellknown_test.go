package shell

import "testing"

// A leading ^ negates a pattern in zsh's extendedglob (^x is every name
// but x, -o among them); in bash it is a plain character. Only a line
// known to run in bash reads it plainly.
func TestCaretIsPlainOnlyInBash(t *testing.T) {
	for _, c := range []struct {
		shell    string
		readOnly bool
	}{
		{"/usr/bin/bash", true},
		{"", false},
		{"/usr/bin/zsh", false},
		{"/usr/local/bin/bash5", false},
	} {
		env := fixtureEnv()
		env.Shell = c.shell
		for _, line := range []string{"git log --oneline origin/main ^v2.41.0 -- services/ledger", "git rev-list --count HEAD ^origin/main"} {
			if a := Analyze(line, env); a.ReadOnly != c.readOnly {
				t.Errorf("shell %q: %s: read-only %v (%s), want %v", c.shell, line, a.ReadOnly, a.Reason, c.readOnly)
			}
		}
	}
	env := fixtureEnv()
	env.Shell = "/usr/bin/bash"
	if a := Analyze("git log ^v1 --output=f", env); a.ReadOnly {
		t.Error("git log ^v1 --output=f is read-only in bash")
	}
}

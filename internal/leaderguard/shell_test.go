package leaderguard

import (
	"os"
	"path/filepath"
	"testing"
)

// The Bash tool's shell is known only as an absolute path, links
// followed: a "bash" that leads to zsh is zsh, and a bare name (looked up
// on a PATH the team may write) is not known.
func TestBashToolShellFollowsLinks(t *testing.T) {
	dir := t.TempDir()
	zsh := filepath.Join(dir, "zsh")
	if err := os.WriteFile(zsh, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	bash := filepath.Join(dir, "bash")
	if err := os.WriteFile(bash, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "links", "bash")
	os.MkdirAll(filepath.Dir(link), 0o755)
	if err := os.Symlink(zsh, link); err != nil {
		t.Fatal(err)
	}
	notExec := filepath.Join(dir, "plain", "bash")
	os.MkdirAll(filepath.Dir(notExec), 0o755)
	os.WriteFile(notExec, nil, 0o644)
	for _, c := range []struct{ override, shell, want string }{
		{"", bash, bash},
		{"", link, zsh},
		{"", "bash", ""},
		{"./bash", bash, ""},
		{notExec, bash, bash},
		{zsh, bash, zsh},
	} {
		env := map[string]string{"CLAUDE_CODE_SHELL": c.override, "SHELL": c.shell}
		if got := bashToolShell(func(k string) string { return env[k] }); got != c.want {
			t.Errorf("CLAUDE_CODE_SHELL=%q SHELL=%q: %q, want %q", c.override, c.shell, got, c.want)
		}
	}
}

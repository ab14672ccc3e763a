package cli

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestTempBuild(t *testing.T) {
	tests := []struct {
		exe  string
		want bool
	}{
		{"/tmp/go-build2718281828/b001/exe/teamctl", true},
		{"/var/folders/x1/T/go-build12/b001/exe/teamctl", true},
		{"/home/dev/.cache/gotmp/go-build99/b123/cli.test", true},
		{`C:\Users\dev\AppData\Local\Temp\go-build31/b001/exe/teamctl.exe`, true},
		{"/usr/local/bin/teamctl", false},
		{"/home/dev/go/bin/teamctl", false},
		{"/home/dev/src/go-build-tools/bin/teamctl", false},
	}
	for _, tt := range tests {
		if got := tempBuild(tt.exe); got != tt.want {
			t.Errorf("tempBuild(%q) = %v, want %v", tt.exe, got, tt.want)
		}
	}
}

// A teamctl started by `go run` must not wire hooks to its own folder,
// which is gone when it exits (the hooks would fail open in silence).
func TestInstallRefusesGoRunBuild(t *testing.T) {
	dir := t.TempDir()
	exe := filepath.Join(dir, "go-build123", "b001", "exe", "teamctl")
	for _, name := range []string{"teamctl", "leader-guard", "artifact-guard", "message-guard", "team-events", "team-rules"} {
		p := filepath.Join(filepath.Dir(exe), name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	var out, errOut bytes.Buffer
	env := map[string]string{"CLAUDE_CONFIG_DIR": filepath.Join(dir, "config")}
	f := &Factory{
		Out: &out, ErrOut: &errOut, Getenv: func(k string) string { return env[k] }, Now: time.Now,
		Executable: func() (string, error) { return exe, nil },
		Getwd:      func() (string, error) { return dir, nil },
	}
	err := runInstall(&installOptions{f: f, GOOS: "linux"})
	var e *Error
	if !errors.As(err, &e) || e.Code != ExitError || !strings.Contains(err.Error(), "temporary `go run` build") ||
		len(e.Hints) != 1 || !strings.Contains(e.Hints[0], "make build") {
		t.Fatalf("err = %#v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "config", "settings.json")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("settings.json written anyway: %v", err)
	}
	// --bin-dir names installed binaries explicitly: accepted.
	if err := runInstall(&installOptions{f: f, GOOS: "linux", BinDir: filepath.Dir(exe)}); err != nil {
		t.Errorf("with --bin-dir: %v", err)
	}
}

// Binaries are found next to teamctl as started or, when teamctl is a
// link (a package manager's bin folder), next to the file it points to.
func TestInstallFindsBinariesThroughLinks(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "opt", "teamctl", "bin")
	if err := os.MkdirAll(real, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"teamctl", "leader-guard", "artifact-guard", "message-guard", "team-events", "team-rules"} {
		if err := os.WriteFile(filepath.Join(real, name), []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	link := filepath.Join(dir, "usr", "bin", "teamctl")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(real, "teamctl"), link); err != nil {
		t.Skip("no symlinks here:", err)
	}
	f := &Factory{Executable: func() (string, error) { return link, nil }}
	bins, err := hookBinaries(f, "", "linux")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := bins["leader-guard"], filepath.Join(real, "leader-guard"); got != want {
		t.Errorf("leader-guard at %s, want %s", got, want)
	}
	// Windows wants .exe files: none here.
	if _, err := hookBinaries(f, "", "windows"); err == nil || !strings.Contains(err.Error(), "leader-guard.exe") {
		t.Errorf("windows lookup: %v", err)
	}
}

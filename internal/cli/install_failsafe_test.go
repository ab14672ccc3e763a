package cli

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// installFixture makes hook binaries and a config dir; it returns a
// factory maker and the user settings path.
func installFixture(t *testing.T) (func() *Factory, string, string) {
	t.Helper()
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin")
	os.MkdirAll(bin, 0o755)
	for _, name := range []string{"teamctl", "leader-guard", "artifact-guard", "message-guard", "team-events", "team-rules"} {
		if err := os.WriteFile(filepath.Join(bin, name), []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	config := filepath.Join(dir, "config")
	os.MkdirAll(config, 0o755)
	env := map[string]string{"CLAUDE_CONFIG_DIR": config, "HOME": dir}
	mk := func() *Factory {
		return &Factory{
			Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}, Getenv: func(k string) string { return env[k] }, Now: time.Now,
			Executable: func() (string, error) { return filepath.Join(bin, "teamctl"), nil },
			Getwd:      func() (string, error) { return dir, nil },
		}
	}
	return mk, filepath.Join(config, "settings.json"), bin
}

// Two installs at once both leave a receipt that gives the original bytes
// back: every round trip restores the file.
func TestConcurrentInstallsKeepTheReceipt(t *testing.T) {
	mk, settingsPath, bin := installFixture(t)
	origs := [][]byte{
		[]byte("{\n  \"model\": \"opus\",\n  \"hooks\": {  }\n}\n"), // an empty container install fills
		[]byte("{}"),
		[]byte("{\n  \"model\": \"opus\"\n}\n"),
	}
	for round := 0; round < 30; round++ {
		orig := origs[round%len(origs)]
		if err := os.WriteFile(settingsPath, orig, 0o644); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = runInstall(&installOptions{f: mk(), GOOS: "linux", BinDir: bin})
			}()
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				t.Fatalf("round %d: install: %v", round, err)
			}
		}
		if err := runUninstall(&uninstallOptions{f: mk(), GOOS: "linux", BinDir: bin}); err != nil {
			t.Fatalf("round %d: uninstall: %v", round, err)
		}
		if got, _ := os.ReadFile(settingsPath); !bytes.Equal(got, orig) {
			t.Fatalf("round %d: not restored:\n%s", round, got)
		}
	}
}

// A read-only settings file and a dangling settings link are refused
// (exit 3, nothing written) unless --force.
func TestInstallRefusesReadOnlyAndDanglingSettingsUnlessForced(t *testing.T) {
	t.Run("read-only", func(t *testing.T) {
		mk, settingsPath, bin := installFixture(t)
		orig := []byte(`{"model":"opus"}`)
		os.WriteFile(settingsPath, orig, 0o444)
		err := runInstall(&installOptions{f: mk(), GOOS: "linux", BinDir: bin})
		var e *Error
		if !errors.As(err, &e) || e.Code != ExitRefused {
			t.Fatalf("err = %v", err)
		}
		if got, _ := os.ReadFile(settingsPath); !bytes.Equal(got, orig) {
			t.Fatalf("written: %s", got)
		}
		if err := runInstall(&installOptions{f: mk(), GOOS: "linux", BinDir: bin, Force: true}); err != nil {
			t.Fatalf("--force: %v", err)
		}
		fi, _ := os.Stat(settingsPath)
		if fi.Mode().Perm() != 0o444 {
			t.Errorf("mode after --force: %v", fi.Mode())
		}
	})
	t.Run("dangling link", func(t *testing.T) {
		mk, settingsPath, bin := installFixture(t)
		target := filepath.Join(filepath.Dir(settingsPath), "dotfiles", "settings.json")
		os.Symlink(target, settingsPath)
		err := runInstall(&installOptions{f: mk(), GOOS: "linux", BinDir: bin})
		var e *Error
		if !errors.As(err, &e) || e.Code != ExitRefused {
			t.Fatalf("err = %v", err)
		}
		if fi, _ := os.Lstat(settingsPath); fi.Mode()&os.ModeSymlink == 0 {
			t.Fatal("link replaced")
		}
		if err := runInstall(&installOptions{f: mk(), GOOS: "linux", BinDir: bin, Force: true}); err != nil {
			t.Fatalf("--force: %v", err)
		}
		if fi, _ := os.Lstat(settingsPath); !fi.Mode().IsRegular() {
			t.Fatalf("--force left %v", fi.Mode())
		}
	})
}

// A settings file that was empty before install is empty (not gone) after
// uninstall; one that was missing is gone again.
func TestEmptySettingsComeBackEmpty(t *testing.T) {
	mk, settingsPath, bin := installFixture(t)
	os.WriteFile(settingsPath, nil, 0o644)
	if err := runInstall(&installOptions{f: mk(), GOOS: "linux", BinDir: bin}); err != nil {
		t.Fatal(err)
	}
	if err := runUninstall(&uninstallOptions{f: mk(), GOOS: "linux", BinDir: bin}); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(settingsPath); err != nil || len(got) != 0 {
		t.Fatalf("after round trip: %q, %v", got, err)
	}
	os.Remove(settingsPath)
	if err := runInstall(&installOptions{f: mk(), GOOS: "linux", BinDir: bin}); err != nil {
		t.Fatal(err)
	}
	if err := runUninstall(&uninstallOptions{f: mk(), GOOS: "linux", BinDir: bin}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(settingsPath); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("missing file came back: %v", err)
	}
}

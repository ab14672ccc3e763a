package settings

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestUpdateFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, ".claude", "settings.json")
	hs := teamctlHandlers(bin)
	install := func(old []byte) ([]byte, error) {
		res, err := Install(old, hs, Options{})
		return res.Data, err
	}

	// A missing file is created, with nothing to back up.
	backup, err := UpdateFile(path, install)
	if err != nil || backup != "" {
		t.Fatalf("first install: backup %q, %v", backup, err)
	}
	first, _ := os.ReadFile(path)
	wiredOnce(t, first, hs)

	// The same edit again writes nothing and backs nothing up.
	if backup, err := UpdateFile(path, install); err != nil || backup != "" {
		t.Fatalf("second install: backup %q, %v", backup, err)
	}

	// A real change backs the old bytes up first and keeps the file mode.
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	backup, err = UpdateFile(path, func(old []byte) ([]byte, error) {
		res, err := Uninstall(old, Commands(hs), nil)
		return res.Data, err
	})
	if err != nil || !strings.HasPrefix(backup, path+".bak-") {
		t.Fatalf("uninstall: backup %q, %v", backup, err)
	}
	if saved, _ := os.ReadFile(backup); string(saved) != string(first) {
		t.Errorf("backup holds %q, want the installed file", saved)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v after write, want 0600", st.Mode().Perm())
	}

	// An empty result removes the file (after backing it up).
	if _, err := WriteFile(path, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("file still there after writing nothing: %v", err)
	}
	if _, err := WriteFile(path, nil); err != nil {
		t.Errorf("writing nothing over nothing: %v", err)
	}
}

func TestUpdateFileNeverWritesBrokenFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	broken := "{\n  \"hooks\": {\n    \"Stop\": [,]\n  }\n}\n"
	if err := os.WriteFile(path, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := UpdateFile(path, func(old []byte) ([]byte, error) {
		res, err := Install(old, teamctlHandlers(bin), Options{})
		return res.Data, err
	})
	want := path + ":3:14: invalid JSON: invalid character ',' looking for beginning of value; fix or move the file, then run again"
	if err == nil || err.Error() != want {
		t.Errorf("error:\n%v\nwant:\n%s", err, want)
	}
	if data, _ := os.ReadFile(path); string(data) != broken {
		t.Errorf("broken file was rewritten: %q", data)
	}
	if backups, _ := filepath.Glob(path + ".bak-*"); len(backups) != 0 {
		t.Errorf("backups made for a refused edit: %v", backups)
	}
}

// TestUpdateFileConcurrent runs installs of different handlers at once;
// the lock must serialise them so none is lost.
func TestUpdateFileConcurrent(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	if err := os.WriteFile(path, []byte("{\n  \"model\": \"opus\"\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const n = 8
	var hs []Handler
	for i := range n {
		hs = append(hs, Handler{Event: "Stop", Command: fmt.Sprintf("/bin/h%d", i), Args: []string{}})
	}
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for _, h := range hs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := UpdateFile(path, func(old []byte) ([]byte, error) {
				res, err := Install(old, []Handler{h}, Options{})
				return res.Data, err
			})
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	data, _ := os.ReadFile(path)
	wiredOnce(t, data, hs)
}

func TestReceiptPath(t *testing.T) {
	a := ReceiptPath("/state", "/home/dev/.claude/settings.json")
	b := ReceiptPath("/state", "/home/dev/project/.claude/settings.json")
	if a == b || filepath.Dir(a) != filepath.Join("/state", "installs") || filepath.Ext(a) != ".json" {
		t.Errorf("receipt paths %q and %q", a, b)
	}
	if a != ReceiptPath("/state", "/home/dev/.claude/../.claude/settings.json") {
		t.Errorf("receipt path depends on how the settings path is spelled")
	}
}

// A project's settings get no litter beside them: with a BackupDir the old
// copy goes there, named after the file, and reading takes no lock file.
func TestProjectSettingsGetNoBackupOrLockBeside(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "project", ".claude", "settings.json")
	os.MkdirAll(filepath.Dir(path), 0o755)
	os.WriteFile(path, []byte("{\n  \"model\": \"opus\"\n}\n"), 0o644)
	if data, err := ReadFile(path); err != nil || !strings.Contains(string(data), "opus") {
		t.Fatalf("ReadFile = %q, %v", data, err)
	}
	state := filepath.Join(dir, "state")
	backup, err := UpdateFileWith(path, LockPath(state, path), WriteOptions{BackupDir: BackupDir(state)}, func(old []byte) ([]byte, error) {
		res, err := Install(old, teamctlHandlers(bin), Options{})
		return res.Data, err
	})
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Dir(backup) != BackupDir(state) || !strings.HasPrefix(filepath.Base(backup), "settings.json-") {
		t.Errorf("backup %s, want settings.json-<hash>.bak-<time> in %s", backup, BackupDir(state))
	}
	if saved, _ := os.ReadFile(backup); !strings.Contains(string(saved), "opus") || strings.Contains(string(saved), "hooks") {
		t.Errorf("backup holds %q, want the file before install", saved)
	}
	if left, _ := os.ReadDir(filepath.Dir(path)); len(left) != 1 {
		var names []string
		for _, e := range left {
			names = append(names, e.Name())
		}
		t.Errorf("beside the settings: %v, want settings.json alone", names)
	}
	other := filepath.Join(dir, "other", ".claude", "settings.json")
	if backupName(other) == backupName(path) {
		t.Error("two projects' settings.json share a backup name")
	}
}

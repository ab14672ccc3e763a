package store

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"
)

func TestUpdateSerialisesWriters(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "counter")
	var wg sync.WaitGroup
	for i := 0; i < 40; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := Update(path, 0o600, func(old []byte) ([]byte, error) {
				n, _ := strconv.Atoi(string(old))
				return []byte(strconv.Itoa(n + 1)), nil
			})
			if err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if b, _ := os.ReadFile(path); string(b) != "40" {
		t.Fatalf("counter = %q, want 40: an update was lost", b)
	}
}

func TestUpdateLeavesTheFileOnErrorOrNoChange(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f")
	os.WriteFile(path, []byte("keep"), 0o640)
	boom := errors.New("boom")
	if err := Update(path, 0o600, func([]byte) ([]byte, error) { return []byte("x"), boom }); !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	if err := Update(path, 0o600, func([]byte) ([]byte, error) { return nil, ErrNoChange }); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); string(b) != "keep" {
		t.Fatalf("file = %q", b)
	}
	// A replacement keeps the existing file's mode.
	Update(path, 0o600, func([]byte) ([]byte, error) { return []byte("new"), nil })
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o640 {
		t.Fatalf("mode = %v, want 0640", st.Mode().Perm())
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		if e.Name() != "f" && e.Name() != "f.lock" {
			t.Errorf("stray file %s", e.Name())
		}
	}
}

func TestUpdateWithLockKeepsTheLockElsewhere(t *testing.T) {
	dir := t.TempDir()
	path, lock := filepath.Join(dir, "home", "settings.json"), filepath.Join(dir, "state", "locks", "x.lock")
	if err := UpdateWithLock(path, lock, 0o644, func([]byte) ([]byte, error) { return []byte("{}"), nil }); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + ".lock"); !os.IsNotExist(err) {
		t.Fatalf("a lock file was left beside %s", path)
	}
	if _, err := os.Stat(lock); err != nil {
		t.Fatalf("lock not at %s: %v", lock, err)
	}
}

func TestReadMissingIsEmpty(t *testing.T) {
	b, err := Read(filepath.Join(t.TempDir(), "nope", "f"))
	if b != nil || err != nil {
		t.Fatalf("Read missing = %q, %v", b, err)
	}
}

func TestBackupCopiesTheBytes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.json")
	os.WriteFile(path, []byte(`[{"torn`), 0o644)
	name, err := Backup(path, time.Date(2026, 11, 21, 1, 2, 3, 4, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(name); string(b) != `[{"torn` || filepath.Dir(name) != filepath.Dir(path) {
		t.Fatalf("backup %s = %q", name, b)
	}
}

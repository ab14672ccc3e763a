package store

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/lockedfile"
	"github.com/teamctl/teamctl/internal/safefile"
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

// A file reached through a symbolic link is replaced where the link leads;
// the link stays a link.
func TestWriteThroughSymlinkKeepsTheLink(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "dotfiles", "history.json")
	os.MkdirAll(filepath.Dir(real), 0o755)
	os.WriteFile(real, []byte("old"), 0o600)
	link := filepath.Join(dir, "history.json")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	if err := Update(link, 0o600, func([]byte) ([]byte, error) { return []byte("new"), nil }); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("link replaced: %v %v", fi, err)
	}
	if b, _ := os.ReadFile(real); string(b) != "new" {
		t.Fatalf("target = %q", b)
	}
}

// A dangling link is refused, not replaced by a file.
func TestDanglingSymlinkIsRefused(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "settings.json")
	os.Symlink(filepath.Join(dir, "gone", "settings.json"), link)
	err := Update(link, 0o600, func([]byte) ([]byte, error) { return []byte("{}"), nil })
	var dl *DanglingLinkError
	if !errors.As(err, &dl) {
		t.Fatalf("err = %v", err)
	}
	if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
		t.Fatal("link replaced")
	}
}

// Temp files left by a writer killed between create and rename are removed
// by the next locked write of the same file.
func TestStaleTempFilesAreCleaned(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "rec.json")
	for _, n := range []string{".rec.json.tmp-111", ".rec.json.tmp-222"} {
		os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o600)
	}
	other := filepath.Join(dir, ".other.json.tmp-333")
	os.WriteFile(other, []byte("x"), 0o600)
	if err := Update(path, 0o600, func([]byte) ([]byte, error) { return []byte("{}"), nil }); err != nil {
		t.Fatal(err)
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".rec.json.tmp-*"))
	if len(left) != 0 {
		t.Fatalf("left: %v", left)
	}
	if _, err := os.Stat(other); err != nil {
		t.Fatal("another file's temp was removed")
	}
}

// A lock held by a stalled process makes readers give up after LockWait
// instead of waiting for ever.
func TestStalledLockIsAnErrorNotAHang(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "rec.json")
	os.WriteFile(path, []byte("{}"), 0o600)
	unlock, err := lockWithin(path+".lock", time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	start := time.Now()
	_, err = lockWithin(path+".lock", 100*time.Millisecond)
	var lt *LockTimeoutError
	if !errors.As(err, &lt) || time.Since(start) > 2*time.Second {
		t.Fatalf("err = %v after %v", err, time.Since(start))
	}
}

// Hostile kinds at a record's path are errors for readers and writers.
func TestHostileRecordKindsAreErrors(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.json")
	syscall.Mkfifo(fifo, 0o600)
	sub := filepath.Join(dir, "dir.json")
	os.Mkdir(sub, 0o700)
	for _, p := range []string{fifo, sub} {
		if _, err := ReadKind(p, safefile.Record); !errors.Is(err, safefile.ErrNotRegular) {
			t.Errorf("ReadKind(%s) = %v", p, err)
		}
		if err := UpdateKind(p, safefile.Record, 0o600, func([]byte) ([]byte, error) { return []byte("{}"), nil }); !errors.Is(err, safefile.ErrNotRegular) {
			t.Errorf("UpdateKind(%s) = %v", p, err)
		}
	}
}

// Old temp files in an unlocked folder are removed; fresh ones (a writer
// mid-write) stay.
func TestRemoveOldTempsKeepsFreshOnes(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, ".pid-1.tmp-123")
	fresh := filepath.Join(dir, ".pid-2.tmp-456")
	keep := filepath.Join(dir, "pid-3")
	for _, p := range []string{old, fresh, keep} {
		os.WriteFile(p, []byte("x"), 0o600)
	}
	long := time.Now().Add(-time.Hour)
	os.Chtimes(old, long, long)
	os.Chtimes(keep, long, long)
	RemoveOldTemps(dir, time.Minute)
	if _, err := os.Stat(old); !errors.Is(err, os.ErrNotExist) {
		t.Error("old temp file kept")
	}
	for _, p := range []string{fresh, keep} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s removed", p)
		}
	}
}

// Readers take the lock shared: a reader never waits for another reader (a
// hook reading the history while `history list` does), only for a writer.
func TestReadersShareTheLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.json")
	os.WriteFile(path, []byte("[]"), 0o600)
	other, err := lockedfile.OpenFile(path+".lock", os.O_RDONLY|os.O_CREATE, 0o666)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	done := make(chan error, 1)
	go func() {
		b, err := ReadKind(path, safefile.History)
		if err == nil && string(b) != "[]" {
			err = errors.New("read " + string(b))
		}
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(LockWait / 2):
		t.Fatal("a reader waited for another reader's lock")
	}
	var lt *LockTimeoutError
	if _, err := lockWithin(path+".lock", 100*time.Millisecond); !errors.As(err, &lt) {
		t.Fatalf("a writer did not wait for the reader: %v", err)
	}
}

// A read never needs a writable folder: a read-only home has no lock file
// and cannot get one, and the read goes on without it.
func TestReadNeedsNoWritableFolder(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.json")
	os.WriteFile(path, []byte("[]"), 0o600)
	os.Chmod(dir, 0o555)
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	if f, err := os.Create(filepath.Join(dir, "probe")); err == nil {
		f.Close()
		t.Skip("this user writes into read-only folders (root): testscript reads_need_no_writable_home runs teamctl without root's override")
	}
	b, err := ReadKind(path, safefile.History)
	if err != nil || string(b) != "[]" {
		t.Fatalf("ReadKind in a read-only folder = %q, %v", b, err)
	}
}

// A reader waits for a writer's lock (the try without waiting fails, the
// wait takes over) and reads once it is released.
func TestReaderWaitsForAWriter(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rec.json")
	os.WriteFile(path, []byte(`{"v":1}`), 0o600)
	unlock, err := lockWithin(path+".lock", time.Second)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan string, 1)
	go func() {
		b, err := ReadKind(path, safefile.Record)
		if err != nil {
			b = []byte(err.Error())
		}
		done <- string(b)
	}()
	select {
	case got := <-done:
		unlock()
		t.Fatalf("the reader did not wait for the writer: %q", got)
	case <-time.After(200 * time.Millisecond):
	}
	os.WriteFile(path, []byte(`{"v":2}`), 0o600) // the writer's work, done under its lock
	unlock()
	select {
	case got := <-done:
		if got != `{"v":2}` {
			t.Fatalf("read %q, want the writer's result", got)
		}
	case <-time.After(LockWait):
		t.Fatal("the reader never got the lock")
	}
}

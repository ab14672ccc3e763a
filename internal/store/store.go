// Package store owns teamctl's own files: atomic replacement under a lock,
// and backups of damaged files. Files shared with Claude Code never go
// through here; they follow Claude Code's own lock protocol (package claudefs).
package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/rogpeppe/go-internal/lockedfile"
)

// ErrNoChange, returned by an Update function, leaves the file untouched.
var ErrNoChange = errors.New("no change")

// Update locks path (through the sibling path+".lock"), reads its bytes (nil
// when missing), calls fn and atomically replaces the file with what fn
// returns. Concurrent Updates of one path, from any process, serialise.
func Update(path string, perm fs.FileMode, fn func(old []byte) ([]byte, error)) error {
	return UpdateWithLock(path, path+".lock", perm, fn)
}

// UpdateWithLock is Update with the lock file elsewhere, for files that live
// in the user's folders (a settings.json), where a stray .lock beside them
// would be noise.
func UpdateWithLock(path, lockPath string, perm fs.FileMode, fn func(old []byte) ([]byte, error)) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(lockPath), 0o755); err != nil {
		return err
	}
	mu := lockedfile.MutexAt(lockPath)
	unlock, err := mu.Lock()
	if err != nil {
		return fmt.Errorf("lock %s: %w", path, err)
	}
	defer unlock()
	old, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	next, err := fn(old)
	if errors.Is(err, ErrNoChange) {
		return nil
	}
	if err != nil {
		return err
	}
	return WriteAtomic(path, next, perm)
}

// Read returns the file's bytes while holding the same lock Update takes, so a
// reader never sees a writer's half-done work even on filesystems without
// atomic rename. A missing file reads as nil, nil.
func Read(path string) ([]byte, error) {
	if _, err := os.Stat(filepath.Dir(path)); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, err
	}
	mu := lockedfile.MutexAt(path + ".lock")
	unlock, err := mu.Lock()
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	defer unlock()
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return b, err
}

// WriteAtomic replaces path with data: a temp file in the same folder,
// fsync, then rename, so a crash leaves either the old or the new file.
func WriteAtomic(path string, data []byte, perm fs.FileMode) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if st, err := os.Stat(path); err == nil {
		perm = st.Mode().Perm()
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(perm); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// Backup copies path to path.bak-<UTC timestamp> and returns the copy's name.
func Backup(path string, now time.Time) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	name := fmt.Sprintf("%s.bak-%s", path, now.UTC().Format("20060102T150405.000000000Z"))
	if err := WriteAtomic(name, data, 0o600); err != nil {
		return "", err
	}
	return name, nil
}

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
	"syscall"
	"time"

	"github.com/rogpeppe/go-internal/lockedfile"
	"github.com/teamctl/teamctl/internal/safefile"
)

// ErrNoChange, returned by an Update function, leaves the file untouched.
var ErrNoChange = errors.New("no change")

// Update locks path (through the sibling path+".lock"), reads its bytes (nil
// when missing), calls fn and atomically replaces the file with what fn
// returns. Concurrent Updates of one path, from any process, serialise.
func Update(path string, perm fs.FileMode, fn func(old []byte) ([]byte, error)) error {
	return UpdateKind(path, safefile.Own, perm, fn)
}

// UpdateKind is Update reading the old bytes under kind's rules (size cap;
// a FIFO, device or directory is an error).
func UpdateKind(path string, kind safefile.Kind, perm fs.FileMode, fn func(old []byte) ([]byte, error)) error {
	return UpdateWithLockKind(path, path+".lock", kind, perm, fn)
}

// LockWait bounds how long a reader or writer waits for another teamctl
// process's lock on one of its files. Holds last milliseconds; a lock held
// longer belongs to a stalled process, and a hook must not wait on it
// until Claude Code's own timeout.
const LockWait = 5 * time.Second

// LockTimeoutError is a lock another process kept past LockWait.
type LockTimeoutError struct {
	Lock   string
	Waited time.Duration
}

func (e *LockTimeoutError) Error() string {
	return fmt.Sprintf("lock %s: still held by another process after %s; hint: a teamctl process may be stalled (check with `fuser %s`)", e.Lock, e.Waited, e.Lock)
}

// Lock takes the lock file at lockPath (creating its folder), waiting at
// most LockWait, and returns the release function: for work that spans
// more than one file.
func Lock(lockPath string) (func(), error) {
	if err := os.MkdirAll(filepath.Dir(lockPath), 0o755); err != nil {
		return nil, err
	}
	return lockWithin(lockPath, LockWait)
}

// lockWithin takes the lock at lockPath, giving up after wait. A lock
// acquired after the caller gave up is released at once.
func lockWithin(lockPath string, wait time.Duration) (func(), error) {
	return acquireWithin(lockPath, wait, lockedfile.MutexAt(lockPath).Lock)
}

// acquireWithin runs acquire, giving up after wait; a lock acquired after
// the caller gave up is released at once.
func acquireWithin(lockPath string, wait time.Duration, acquire func() (func(), error)) (func(), error) {
	type result struct {
		unlock func()
		err    error
	}
	done := make(chan result, 1)
	go func() {
		unlock, err := acquire()
		done <- result{unlock, err}
	}()
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case r := <-done:
		return r.unlock, r.err
	case <-timer.C:
		go func() {
			if r := <-done; r.err == nil {
				r.unlock()
			}
		}()
		return nil, &LockTimeoutError{Lock: lockPath, Waited: wait}
	}
}

// readLockWithin takes lockPath shared, so readers wait for a writer but
// not for each other, giving up after wait. A read never needs a writable
// folder: when the lock file cannot be created (a read-only home, a
// folder of another user, a read-only mount), the read goes on without
// it, which is safe because every writer replaces the file by rename, so
// a reader sees the whole old file or the whole new one.
func readLockWithin(lockPath string, wait time.Duration) (func(), error) {
	// Most reads find the lock free: take it on this goroutine, without
	// the goroutine and timer the wait needs, which in a fresh hook
	// process cost more than the read (bench/).
	if unlock, ok := tryReadLock(lockPath); ok {
		return unlock, nil
	}
	return acquireWithin(lockPath, wait, func() (func(), error) {
		f, err := lockedfile.OpenFile(lockPath, os.O_RDONLY|os.O_CREATE, 0o666)
		if err != nil && cannotWrite(err) {
			// An existing lock file is still taken, read-only.
			f, err = lockedfile.OpenFile(lockPath, os.O_RDONLY, 0)
			if err != nil && (cannotWrite(err) || errors.Is(err, fs.ErrNotExist)) {
				return func() {}, nil
			}
		}
		if err != nil {
			return nil, err
		}
		return func() { f.Close() }, nil
	})
}

// cannotWrite tells a folder or file this process may not write from
// other failures.
func cannotWrite(err error) bool {
	return errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS)
}

// UpdateWithLock is Update with the lock file elsewhere, for files that live
// in the user's folders (a settings.json), where a stray .lock beside them
// would be noise.
func UpdateWithLock(path, lockPath string, perm fs.FileMode, fn func(old []byte) ([]byte, error)) error {
	return UpdateWithLockKind(path, lockPath, safefile.Own, perm, fn)
}

// UpdateWithLockKind is UpdateWithLock reading under kind's rules.
func UpdateWithLockKind(path, lockPath string, kind safefile.Kind, perm fs.FileMode, fn func(old []byte) ([]byte, error)) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(lockPath), 0o755); err != nil {
		return err
	}
	unlock, err := lockWithin(lockPath, LockWait)
	if err != nil {
		return fmt.Errorf("lock %s: %w", path, err)
	}
	defer unlock()
	old, err := safefile.ReadFile(path, kind)
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
	if err := WriteAtomic(path, next, perm); err != nil {
		return err
	}
	// Under the lock no other writer of path is between its temp file and
	// its rename: any temp file of path still there was left by a killed
	// writer.
	removeStaleTemps(path)
	return nil
}

// removeStaleTemps removes the temp files WriteAtomic leaves when its
// process is killed between create and rename. Only call it holding the
// file's lock.
func removeStaleTemps(path string) {
	if real, err := resolveLink(path); err == nil {
		path = real
	}
	matches, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "."+globEscape(filepath.Base(path))+".tmp-*"))
	for _, m := range matches {
		if fi, err := os.Lstat(m); err == nil && fi.Mode().IsRegular() {
			_ = os.Remove(m)
		}
	}
}

// RemoveOldTemps removes WriteAtomic temp files (".<name>.tmp-*") in dir
// older than age: for folders whose files are written without a lock (the
// pid cache), where only age tells a killed writer's file from a live one.
func RemoveOldTemps(dir string, age time.Duration) {
	matches, _ := filepath.Glob(filepath.Join(globEscape(dir), ".*.tmp-*"))
	for _, m := range matches {
		if fi, err := os.Lstat(m); err == nil && fi.Mode().IsRegular() && time.Since(fi.ModTime()) > age {
			_ = os.Remove(m)
		}
	}
}

func globEscape(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '*', '?', '[', '\\':
			b = append(b, '\\')
		}
		b = append(b, s[i])
	}
	return string(b)
}

// DanglingLinkError is a path that is a symbolic link to nothing: writing
// a file there would replace the link and cut it off from where it points.
type DanglingLinkError struct {
	Path, Target string
}

func (e *DanglingLinkError) Error() string {
	return fmt.Sprintf("%s is a symbolic link to %s, which does not exist; teamctl does not replace the link with a file", e.Path, e.Target)
}

// resolveLink returns where path leads when it is a symbolic link (a
// dotfiles manager's), so the file is replaced there and the link kept.
// A dangling link is a *DanglingLinkError.
func resolveLink(path string) (string, error) {
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		return path, nil
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		target, _ := os.Readlink(path)
		if errors.Is(err, fs.ErrNotExist) {
			return "", &DanglingLinkError{Path: path, Target: target}
		}
		return "", err
	}
	return real, nil
}

// Read returns the file's bytes holding the lock Update takes, shared, so a
// reader never sees a writer's half-done work even on filesystems without
// atomic rename. Where the lock file cannot be created (a read-only home)
// it reads without it: a read never needs a writable folder. A missing
// file reads as nil, nil.
func Read(path string) ([]byte, error) { return ReadKind(path, safefile.Own) }

// ReadKind is Read under kind's rules: a FIFO, device, directory or
// symlink loop, or a file above the kind's cap, is an error; the lock is
// waited for at most LockWait.
func ReadKind(path string, kind safefile.Kind) ([]byte, error) {
	if _, err := os.Stat(filepath.Dir(path)); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, err
	}
	// Nothing to read: no need for the lock (and no lock file created).
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	unlock, err := readLockWithin(path+".lock", LockWait)
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	defer unlock()
	b, err := safefile.ReadFile(path, kind)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return b, err
}

// WriteAtomic replaces path with data: a temp file in the same folder,
// fsync, then rename, so a crash leaves either the old or the new file.
// A path that is a symbolic link is written where the link leads (the link
// stays); a dangling link is a *DanglingLinkError and nothing is written.
func WriteAtomic(path string, data []byte, perm fs.FileMode) error {
	path, err := resolveLink(path)
	if err != nil {
		return err
	}
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
	return backupAs(path, path, now)
}

// BackupInto copies path into dir as <name>.bak-<UTC timestamp> and returns
// the copy's name: for a file in the user's project, where a backup beside
// it would be one more file for git to show.
func BackupInto(path, dir, name string, now time.Time) (string, error) {
	return backupAs(path, filepath.Join(dir, name), now)
}

func backupAs(path, stem string, now time.Time) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	name := fmt.Sprintf("%s.bak-%s", stem, now.UTC().Format("20060102T150405.000000000Z"))
	if err := WriteAtomic(name, data, 0o600); err != nil {
		return "", err
	}
	return name, nil
}

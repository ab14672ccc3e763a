package settings

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/store"
)

// ReadFile returns a settings file's bytes (nil when it is missing). It
// takes no lock: teamctl replaces a settings file by rename, so a reader
// sees a whole file, and a lock file beside the user's settings (a
// project's, in git's view) would be litter.
func ReadFile(path string) ([]byte, error) {
	data, err := safefile.ReadFile(path, safefile.Settings)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return data, err
}

// UpdateFile runs edit on the settings file at path (nil when missing)
// under teamctl's lock and, when the result differs, copies the old file
// to path.bak-<UTC time> and replaces it atomically. An empty result
// removes the file: only Uninstall giving back a file that was missing or
// empty produces one, and Claude Code cannot parse an empty settings.json.
// It returns the backup's name, "" when nothing was backed up. A FileError
// from edit comes back with Path set.
//
// The lock (path.lock, left beside the file) serialises teamctl against
// itself; Claude Code does not take it, which is why the write is atomic.
func UpdateFile(path string, edit func(old []byte) ([]byte, error)) (backup string, err error) {
	return UpdateFileLocked(path, path+".lock", edit)
}

// LockPath is where teamctl locks a settings file while it edits it: under
// stateDir, named after the file's absolute path like its Receipt, so no
// lock file appears beside the user's settings.
func LockPath(stateDir, settingsPath string) string {
	r := ReceiptPath(stateDir, settingsPath)
	return filepath.Join(stateDir, "locks", strings.TrimSuffix(filepath.Base(r), ".json")+".lock")
}

// UpdateFileLocked is UpdateFile holding the lock at lockPath.
func UpdateFileLocked(path, lockPath string, edit func(old []byte) ([]byte, error)) (backup string, err error) {
	return UpdateFileWith(path, lockPath, WriteOptions{}, edit)
}

// WriteOptions tune UpdateFileWith.
type WriteOptions struct {
	// KeepEmpty writes an empty result as an empty file instead of
	// removing the file: uninstall giving back a file that was empty, not
	// missing, before install.
	KeepEmpty bool
	// BackupDir, when set, receives the copy of the old file (see
	// BackupDir) instead of path.bak-<time> beside it.
	BackupDir string
}

// BackupDir is where install and uninstall keep the old copies of the
// settings files they change: under teamctl's state dir, so a project's
// .claude folder gets no .bak- files for git to show.
func BackupDir(stateDir string) string { return filepath.Join(stateDir, "backups") }

// backupName names a settings file's copies in BackupDir: its base name
// and the same hash of its absolute path its Receipt carries, so two
// projects' settings.json never share a name.
func backupName(settingsPath string) string {
	r := ReceiptPath("", settingsPath)
	return filepath.Base(settingsPath) + "-" + strings.TrimSuffix(filepath.Base(r), ".json")
}

// UpdateFileWith is UpdateFileLocked with options.
func UpdateFileWith(path, lockPath string, opts WriteOptions, edit func(old []byte) ([]byte, error)) (backup string, err error) {
	err = store.UpdateWithLockKind(path, lockPath, safefile.Settings, 0o644, func(old []byte) ([]byte, error) {
		data, err := edit(old)
		if err != nil {
			var fe *FileError
			if errors.As(err, &fe) {
				fe.Path = path
			}
			return nil, err
		}
		_, statErr := os.Stat(path)
		exists := statErr == nil
		if bytes.Equal(data, old) && (exists || len(data) > 0) {
			return nil, store.ErrNoChange
		}
		if exists {
			if opts.BackupDir != "" {
				backup, err = store.BackupInto(path, opts.BackupDir, backupName(path), time.Now())
			} else {
				backup, err = store.Backup(path, time.Now())
			}
			if err != nil {
				return nil, err
			}
		}
		if len(data) == 0 && opts.KeepEmpty {
			if exists && len(old) == 0 {
				return nil, store.ErrNoChange
			}
			return data, nil
		}
		if len(data) == 0 {
			if exists {
				if err := os.Remove(path); err != nil {
					return nil, err
				}
			}
			return nil, store.ErrNoChange
		}
		return data, nil
	})
	return backup, err
}

// LockInstall serialises install and uninstall runs on one settings file,
// from reading its receipt to saving it, so two concurrent installs cannot
// both take the file for "never installed" and lose the receipt that gives
// back the original bytes. It returns the release function.
func LockInstall(stateDir, settingsPath string) (func(), error) {
	lock := strings.TrimSuffix(LockPath(stateDir, settingsPath), ".lock") + ".install.lock"
	return store.Lock(lock)
}

// NotWritableError is a settings file teamctl does not replace unless told
// to (--force): a read-only file, or a symbolic link to nothing.
type NotWritableError struct {
	Path, Why string
}

func (e *NotWritableError) Error() string { return e.Path + " " + e.Why }

// CheckWritable refuses to edit a read-only settings file or a dangling
// symbolic link: the first is the user's "do not touch", the second would
// be replaced by a file and cut off from where it pointed. With force a
// dangling link is removed (the write then creates a file in its place)
// and a read-only file is replaced, keeping its mode.
func CheckWritable(path string, force bool) error {
	fi, err := os.Lstat(path)
	if err != nil {
		return nil // missing: install creates it
	}
	if fi.Mode()&os.ModeSymlink != 0 {
		if _, err := os.Stat(path); err != nil {
			target, _ := os.Readlink(path)
			if !force {
				return &NotWritableError{Path: path, Why: "is a symbolic link to " + target + ", which does not exist"}
			}
			return os.Remove(path)
		}
		if fi, err = os.Stat(path); err != nil {
			return err
		}
	}
	if fi.Mode().IsRegular() && fi.Mode().Perm()&0o222 == 0 && !force {
		return &NotWritableError{Path: path, Why: fmt.Sprintf("is read-only (mode %04o)", fi.Mode().Perm())}
	}
	return nil
}

// WriteFile replaces the settings file at path with data the way
// UpdateFile does.
func WriteFile(path string, data []byte) (backup string, err error) {
	return UpdateFile(path, func([]byte) ([]byte, error) { return data, nil })
}

// ReceiptPath names where teamctl keeps the Receipt for one settings file:
// a file under stateDir named after the settings file's absolute path.
func ReceiptPath(stateDir, settingsPath string) string {
	abs, err := filepath.Abs(settingsPath)
	if err != nil {
		abs = settingsPath
	}
	sum := sha256.Sum256([]byte(abs))
	return filepath.Join(stateDir, "installs", hex.EncodeToString(sum[:8])+".json")
}

// LoadReceipt reads a Receipt saved by SaveReceipt; a missing file gives
// nil, nil.
func LoadReceipt(path string) (*Receipt, error) {
	data, err := store.ReadKind(path, safefile.Record)
	if err != nil || data == nil {
		return nil, err
	}
	var r Receipt
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// SaveReceipt writes r to path atomically under teamctl's lock.
func SaveReceipt(path string, r Receipt) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return store.Update(path, 0o600, func([]byte) ([]byte, error) { return append(data, '\n'), nil })
}

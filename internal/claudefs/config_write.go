package claudefs

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// Writing config.json follows Claude Code 2.1.330 step by step (docs/claude-code.md,
// "The lock protocol"): mkdir config.json.lock, re-read, change the document,
// open the file O_RDWR, write from offset 0, ftruncate to the new length,
// rmdir the lock. teamctl writes in place rather than temp+rename because
// that is what every other writer of this file does: the inode, mode and
// owner stay the ones Claude Code created, and anything holding the file
// open or watching that inode sees the new bytes instead of a replaced,
// orphaned file. The cost is the one Claude Code already pays: a reader
// that does not take the lock can catch the file half-written, which is why
// ReadTeam retries a torn read.
//
// Only the one key changes (sjson), so every other byte — member order,
// unknown keys, Claude Code's indentation — is kept.

// claudeOwnsKey tells the top-level keys Claude Code maintains; teamctl
// refuses to edit them so that a typo cannot break the team.
func claudeOwnsKey(top string) bool {
	switch top {
	case "name", "createdAt", "description", "leadAgentId", "leadSessionId",
		"leadProcess", "members", "hiddenPaneIds", "teamAllowedPaths":
		return true
	}
	return false
}

// ErrOwnedKey is returned for an attempt to edit a key Claude Code owns.
var ErrOwnedKey = errors.New("key is maintained by Claude Code")

// configEdit carries what one locked edit measured, for tests and reports.
type configEdit struct {
	waited time.Duration // spent acquiring the lock
	held   time.Duration // from mkdir of the lock to its rmdir
}

// SetConfigKey sets key (a top-level key, or a dotted sjson path inside a
// teamctl-owned object) in teamDir/config.json to value, under Claude Code's
// lock. It reports whether the file changed: setting the value a key already
// has writes nothing. A config that is not valid JSON even after a reread is
// never overwritten.
func SetConfigKey(teamDir, key string, value any) (changed bool, err error) {
	return setConfigKey(teamDir, key, value, LockOptions{}, nil)
}

// DeleteConfigKey removes key from teamDir/config.json under Claude Code's
// lock; a missing key is no change.
func DeleteConfigKey(teamDir, key string) (changed bool, err error) {
	return deleteConfigKey(teamDir, key, LockOptions{}, nil)
}

func setConfigKey(teamDir, key string, value any, opts LockOptions, m *configEdit) (bool, error) {
	if err := checkConfigKey(key); err != nil {
		return false, err
	}
	want, err := json.Marshal(value)
	if err != nil {
		return false, fmt.Errorf("config key %q: %w", key, err)
	}
	return editConfig(teamDir, opts, m, func(doc []byte) ([]byte, bool, error) {
		// Compare with the value Claude Code sees (the last of duplicate
		// keys); sjson sets the first, so earlier duplicates are removed
		// until the value set is the one JSON.parse keeps.
		if cur := gjson.GetBytes(lastWins(doc), key); cur.Exists() && sameJSON(cur.Raw, want) {
			return nil, false, nil
		}
		for i := 0; i < 1000; i++ {
			out, err := sjson.SetRawBytes(doc, key, want)
			if err != nil {
				return nil, false, err
			}
			if sameJSON(gjson.GetBytes(lastWins(out), key).Raw, want) {
				return out, true, nil
			}
			if doc, err = sjson.DeleteBytes(doc, key); err != nil {
				return nil, false, err
			}
		}
		return nil, false, fmt.Errorf("config key %q: too many duplicates", key)
	})
}

func deleteConfigKey(teamDir, key string, opts LockOptions, m *configEdit) (bool, error) {
	if err := checkConfigKey(key); err != nil {
		return false, err
	}
	return editConfig(teamDir, opts, m, func(doc []byte) ([]byte, bool, error) {
		if !gjson.GetBytes(doc, key).Exists() {
			return nil, false, nil
		}
		out, err := deleteAll(doc, key)
		return out, true, err
	})
}

// deleteAll removes key and every duplicate of it (sjson removes the first).
func deleteAll(doc []byte, key string) ([]byte, error) {
	for i := 0; gjson.GetBytes(doc, key).Exists(); i++ {
		if i > 1000 {
			return nil, fmt.Errorf("config key %q: too many duplicates", key)
		}
		var err error
		if doc, err = sjson.DeleteBytes(doc, key); err != nil {
			return nil, err
		}
	}
	return doc, nil
}

// checkConfigKey accepts plain paths only: gjson wildcards, queries and
// modifiers would address more than one place or none.
func checkConfigKey(key string) error {
	if key == "" {
		return errors.New("config key is empty")
	}
	if strings.ContainsAny(key, "*?#|@\\") {
		return fmt.Errorf("config key %q: only plain keys are allowed", key)
	}
	top, _, _ := strings.Cut(key, ".")
	if claudeOwnsKey(top) {
		return fmt.Errorf("config key %q: %w", key, ErrOwnedKey)
	}
	return nil
}

// editConfig runs fn on config.json's current bytes under the lock and
// writes its result in place when fn reports a change.
func editConfig(teamDir string, opts LockOptions, m *configEdit, fn func(doc []byte) ([]byte, bool, error)) (changed bool, err error) {
	path := filepath.Join(teamDir, ConfigFile)
	if _, err := os.Stat(path); err != nil {
		// Claude Code creates the file; a missing one means no such team.
		return false, err
	}
	start := time.Now()
	unlock, err := Lock(path, opts)
	if err != nil {
		return false, err
	}
	locked := time.Now()
	if m != nil {
		m.waited = locked.Sub(start)
	}
	defer func() {
		uerr := unlock()
		if m != nil {
			m.held = time.Since(locked)
		}
		if err == nil && uerr != nil {
			err = uerr
		}
	}()

	doc, err := readValidJSON(path)
	if err != nil {
		return false, err
	}
	out, changed, err := fn(doc)
	if err != nil || !changed {
		return false, err
	}
	if !gjson.ValidBytes(out) {
		return false, fmt.Errorf("%s: edit produced invalid JSON; file left unchanged", path)
	}
	if err := writeInPlace(path, doc, out); err != nil {
		return false, err
	}
	return true, nil
}

// readValidJSON reads path, rereading once after a pause when the bytes are
// not valid JSON (a writer that ignores the lock may be mid-write).
func readValidJSON(path string) ([]byte, error) {
	for attempt := 0; ; attempt++ {
		doc, err := safefile.ReadFile(path, safefile.Config)
		if err != nil {
			return nil, err
		}
		if gjson.ValidBytes(doc) && gjson.ParseBytes(doc).IsObject() {
			return doc, nil
		}
		if attempt == 1 {
			return nil, fmt.Errorf("%s: %w; refusing to overwrite it", path, ErrTorn)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// writeInPlace overwrites path's contents (old) with data without replacing
// the file, as Claude Code does: write from offset 0, then cut the old
// tail. It never leaves the team's file shorter than a complete document:
// the blocks for data are reserved first (fallocate, where the file system
// has it), so a full disk fails before a byte changes; and a write that
// still comes up short is undone by writing old back, which fits in the
// blocks it already had.
func writeInPlace(path string, old, data []byte) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return fmt.Errorf("%s: not a regular file; left unchanged", path)
	}
	if err := reserve(f, int64(len(data))); err != nil {
		f.Close()
		return fmt.Errorf("%s: no room to write %d bytes (%w); the file is unchanged", path, len(data), err)
	}
	if _, err := f.WriteAt(data, 0); err != nil {
		return restore(f, path, old, fmt.Errorf("write %s: %w", path, err))
	}
	if err := f.Truncate(int64(len(data))); err != nil {
		return restore(f, path, old, fmt.Errorf("truncate %s: %w", path, err))
	}
	return f.Close()
}

// restore puts old back after a failed in-place write and reports cause,
// saying whether the file could be restored.
func restore(f *os.File, path string, old []byte, cause error) error {
	_, werr := f.WriteAt(old, 0)
	terr := f.Truncate(int64(len(old)))
	cerr := f.Close()
	if werr != nil || terr != nil || cerr != nil {
		return fmt.Errorf("%w; restoring the previous bytes failed too (%v): %s may be damaged", cause, errors.Join(werr, terr, cerr), path)
	}
	return fmt.Errorf("%w; the previous bytes were restored", cause)
}

// sameJSON compares two JSON texts by value, so that "1" and "1.0" or
// differently spaced objects count as equal.
func sameJSON(a string, b []byte) bool {
	var va, vb any
	if json.Unmarshal([]byte(a), &va) != nil || json.Unmarshal(b, &vb) != nil {
		return false
	}
	return reflect.DeepEqual(va, vb)
}

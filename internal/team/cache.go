package team

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/store"
)

// pidCache remembers which team a claude process leads, so calls after
// /clear (new session id) and calls from sessions outside any team do not
// rescan every team folder. A hit is always re-verified against the team's
// config; a "no team" answer holds only while the teams folder's mtime is
// unchanged (a new or removed team folder changes it).
type pidCache struct {
	dir    string
	now    func() time.Time
	getenv paths.Getenv
}

func newPidCache(getenv paths.Getenv) *pidCache {
	return &pidCache{dir: filepath.Join(paths.StateDir(getenv), "cache"), now: time.Now, getenv: getenv}
}

// CacheError is a pid cache entry that exists but cannot be read or
// parsed. It fails the call: the entry may be the only record of this
// process's team, so "no team" would be a guess.
type CacheError struct {
	Path string
	Err  error
}

func (e *CacheError) Error() string {
	return fmt.Sprintf("teamctl's pid cache entry %s is unusable (%v); hint: remove it, teamctl rebuilds it", e.Path, e.Err)
}

func (e *CacheError) Unwrap() error { return e.Err }

func (c *pidCache) path(pid int) string { return filepath.Join(c.dir, "pid-"+strconv.Itoa(pid)) }

// lookup returns the cached team folder name ("" = no team) and whether the
// cache knew anything. A missing entry is not known; an entry that cannot
// be read or parsed is a *CacheError.
func (c *pidCache) lookup(teamsDir string, pid int) (name string, known bool, err error) {
	path := c.path(pid)
	b, err := safefile.ReadFile(path, safefile.Cache)
	if errors.Is(err, fs.ErrNotExist) {
		return "", false, nil
	}
	if err != nil {
		return "", false, &CacheError{Path: path, Err: err}
	}
	// TrimRight, not TrimSpace: a "no team" line starts with the tab.
	name, stamp, ok := strings.Cut(strings.TrimRight(string(b), "\n"), "\t")
	if !ok || strings.ContainsAny(name, "/\\\x00\n") || name == "." || name == ".." {
		return "", false, &CacheError{Path: path, Err: errors.New("not a \"<team folder>\\t<stamp>\" line")}
	}
	if name != "" {
		return name, true, nil
	}
	if stamp == "" || stamp != teamsStamp(teamsDir) {
		return "", false, nil
	}
	return "", true, nil
}

// store records an answer; failures are ignored (the cache is an optimisation).
func (c *pidCache) store(teamsDir string, pid int, name string) {
	if !paths.MayCreateState(c.getenv) {
		return // a home that does not exist gets no .claude/teamctl/cache tree
	}
	stamp := teamsStamp(teamsDir)
	if name == "" {
		// On a filesystem with whole-second timestamps (a zero sub-second
		// part), a team folder created later in the same second would leave
		// the stamp unchanged: do not cache "no team" while that can happen.
		if st, err := os.Stat(teamsDir); err == nil && st.ModTime().Nanosecond() == 0 && c.now().Sub(st.ModTime()) < 2*time.Second {
			return
		}
	}
	_ = store.WriteAtomic(c.path(pid), []byte(fmt.Sprintf("%s\t%s\n", name, stamp)), 0o600)
	// Temp files of writers killed mid-write (a minute is far longer than
	// any write takes).
	store.RemoveOldTemps(c.dir, time.Minute)
}

func teamsStamp(teamsDir string) string {
	st, err := os.Stat(teamsDir)
	if err != nil {
		return "absent"
	}
	return strconv.FormatInt(st.ModTime().UnixNano(), 10)
}

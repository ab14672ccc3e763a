package claudefs

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"sync"
	"time"
)

// Claude Code guards its team files with directory locks in the style of
// the npm package proper-lockfile: mkdir("<file>.lock") acquires, rmdir
// releases, and a lock dir whose mtime is older than the stale threshold is
// taken over. flock/fcntl locks are invisible to it, so writers of its
// files must use the same mkdir protocol.
const (
	// LockSuffix is appended to a file's path to name its lock directory.
	LockSuffix = ".lock"

	// DefaultLockWait is how long Lock keeps retrying a busy lock. Claude
	// Code itself gives up after about 0.5–0.7 s; waiting a little longer
	// than it does lets teamctl win against a burst of its writes.
	DefaultLockWait = time.Second

	// DefaultLockMinSleep and DefaultLockMaxSleep bound the randomised
	// pause between two attempts.
	DefaultLockMinSleep = 5 * time.Millisecond
	DefaultLockMaxSleep = 50 * time.Millisecond

	// DefaultLockStale is proper-lockfile's and Claude Code's threshold: a
	// lock dir not touched for this long belongs to a dead process.
	DefaultLockStale = 10 * time.Second
)

// LockOptions tune Lock. The zero value means the defaults above.
type LockOptions struct {
	Wait     time.Duration // total time spent retrying before ErrLockBusy
	MinSleep time.Duration // shortest pause between attempts
	MaxSleep time.Duration // longest pause between attempts
	Stale    time.Duration // age (mtime) after which a lock dir is taken over
	// Refresh is how often a held lock's mtime is renewed so that nobody
	// takes it over as stale; default 2/5 of Stale (4 s), a little more
	// often than Claude Code's 5 s. teamctl's holds last milliseconds, so
	// the refresh never fires in practice; it exists for slow disks and
	// for callers that hold a lock across real work.
	Refresh time.Duration
}

func (o LockOptions) withDefaults() LockOptions {
	if o.Wait <= 0 {
		o.Wait = DefaultLockWait
	}
	if o.MinSleep <= 0 {
		o.MinSleep = DefaultLockMinSleep
	}
	if o.MaxSleep < o.MinSleep {
		o.MaxSleep = max(DefaultLockMaxSleep, o.MinSleep)
	}
	if o.Stale <= 0 {
		o.Stale = DefaultLockStale
	}
	if o.Refresh <= 0 {
		o.Refresh = o.Stale * 2 / 5
	}
	return o
}

// ErrLockBusy is matched (errors.Is) by the error Lock returns when another
// process kept the lock for the whole wait.
var ErrLockBusy = errors.New("lock is held by another process")

// LockBusyError says which lock was busy, for how long Lock tried, and
// what is known of its holder.
type LockBusyError struct {
	Lock   string // the lock directory
	Waited time.Duration
	Age    time.Duration // since the lock dir was made or last refreshed
	// Owner names the holder when teamctl made the lock ("teamctl process
	// 1234"); "" when the lock carries no teamctl owner note, i.e. it was
	// made by Claude Code (or another writer of the protocol).
	Owner string
}

func (e *LockBusyError) Error() string {
	holder := "a process that is not teamctl (Claude Code writing the team's files, usually for milliseconds)"
	if e.Owner != "" {
		holder = e.Owner
	}
	return fmt.Sprintf("%s is held by %s, last refreshed %s ago; it counts as abandoned after %s without a refresh",
		e.Lock, holder, e.Age.Round(10*time.Millisecond), DefaultLockStale)
}

// Is makes errors.Is(err, ErrLockBusy) true.
func (e *LockBusyError) Is(target error) bool { return target == ErrLockBusy }

// Lock acquires path's Claude Code lock, the directory path+".lock", and
// returns the function that releases it. Unlock is safe to call more than
// once; only the first call does anything.
//
// A stale lock dir (mtime older than opts.Stale) is taken over: removed and
// made again. Two teamctl processes that both judge the same dir stale must
// not both take it over (the second would remove the first one's fresh
// lock), so a takeover runs under a second, short-lived mkdir guard,
// path+".lock.takeover", and re-checks the age under it. Claude Code does
// not know the guard; between it and teamctl the race is the one
// proper-lockfile itself accepts, and it needs a lock abandoned for 10 s to
// matter at all.
func Lock(path string, opts LockOptions) (unlock func() error, err error) {
	opts = opts.withDefaults()
	lockPath := path + LockSuffix
	start := time.Now()
	backoff := opts.MinSleep
	for {
		err := os.Mkdir(lockPath, 0o777)
		if err == nil {
			return hold(lockPath, opts.Refresh)
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, fmt.Errorf("lock %s: %w", lockPath, err)
		}
		acquired, gone, err := takeOverIfStale(lockPath, opts.Stale)
		if err != nil {
			return nil, err
		}
		if acquired {
			return hold(lockPath, opts.Refresh)
		}
		waited := time.Since(start)
		if waited >= opts.Wait {
			e := &LockBusyError{Lock: lockPath, Waited: waited}
			if fi, err := os.Stat(lockPath); err == nil {
				e.Age = time.Since(fi.ModTime())
				if o, ok := readOwner(lockPath, fi); ok {
					e.Owner = o.describe()
				}
			}
			return nil, e
		}
		if gone {
			continue // released since our mkdir: try again at once
		}
		pause := opts.MinSleep + rand.N(backoff-opts.MinSleep+1)
		time.Sleep(min(pause, opts.Wait-waited))
		backoff = min(backoff*2, opts.MaxSleep)
	}
}

// takeOverIfStale replaces lockPath with a lock of our own when its mtime is
// older than stale. gone reports that the dir had vanished, so a plain mkdir
// is worth retrying at once.
func takeOverIfStale(lockPath string, stale time.Duration) (acquired, gone bool, err error) {
	isStale, gone, err := lockIsStale(lockPath, stale)
	if err != nil || !isStale {
		return false, gone, err
	}
	guard := lockPath + ".takeover"
	if err := os.Mkdir(guard, 0o777); err != nil {
		if !errors.Is(err, fs.ErrExist) {
			return false, false, fmt.Errorf("take over stale lock %s: %w", lockPath, err)
		}
		// Another process is taking over right now. A guard left behind
		// by a crash mid-takeover is itself cleared once stale.
		if guardStale, _, _ := lockIsStale(guard, stale); guardStale {
			_ = os.Remove(guard)
		}
		return false, false, nil
	}
	defer os.Remove(guard)
	// Look again under the guard: a rival may have finished its takeover
	// between our first look and our guard.
	isStale, gone, err = lockIsStale(lockPath, stale)
	if err != nil {
		return false, false, err
	}
	if !isStale && !gone {
		return false, false, nil
	}
	if !gone {
		_ = os.Remove(lockPath + ownerSuffix)
		if err := os.Remove(lockPath); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return false, false, fmt.Errorf("stale lock %s cannot be removed: %w", lockPath, err)
		}
	}
	if err := os.Mkdir(lockPath, 0o777); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return false, false, nil // Claude Code got in first; wait for it
		}
		return false, false, fmt.Errorf("lock %s: %w", lockPath, err)
	}
	return true, false, nil
}

// lockIsStale reports whether the lock dir's mtime is older than stale, or
// that it is gone. Something at the path that is not a directory is not a
// Claude Code lock and is never judged stale.
//
// A lock dir whose owner note (see writeOwner) says a teamctl process made
// it, and that process is no longer running, is stale at once: a `kill -9`
// of teamctl mid-write then blocks nobody, Claude Code's spawns included,
// for the ten seconds proper-lockfile would wait.
func lockIsStale(lockPath string, stale time.Duration) (isStale, gone bool, err error) {
	fi, err := os.Stat(lockPath)
	if errors.Is(err, fs.ErrNotExist) {
		return false, true, nil
	}
	if err != nil {
		return false, false, fmt.Errorf("lock %s: %w", lockPath, err)
	}
	if !fi.IsDir() {
		return false, false, nil
	}
	if time.Since(fi.ModTime()) >= stale {
		return true, false, nil
	}
	if o, ok := readOwner(lockPath, fi); ok && !o.running() {
		return true, false, nil
	}
	return false, false, nil
}

// heldLock is one acquired lock dir: its identity (to never remove a dir
// someone else made after taking ours over) and its refresh timer.
type heldLock struct {
	path    string
	refresh time.Duration

	mu       sync.Mutex
	timer    *time.Timer
	mine     os.FileInfo // stat of the dir as we last left it
	released bool
	lost     bool // the dir was replaced or removed behind our back
}

func hold(lockPath string, refresh time.Duration) (func() error, error) {
	fi, err := os.Stat(lockPath)
	if err != nil {
		_ = os.Remove(lockPath)
		return nil, fmt.Errorf("lock %s: %w", lockPath, err)
	}
	h := &heldLock{path: lockPath, refresh: refresh, mine: fi}
	writeOwner(lockPath, fi)
	h.mu.Lock()
	h.timer = time.AfterFunc(refresh, h.touch)
	h.mu.Unlock()
	return h.unlock, nil
}

// stillMine reports whether the lock dir is the one we created and last
// touched; caller holds h.mu.
func (h *heldLock) stillMine() bool {
	fi, err := os.Stat(h.path)
	return err == nil && os.SameFile(fi, h.mine) && fi.ModTime().Equal(h.mine.ModTime())
}

// touch renews the lock's mtime so that it is not judged stale.
func (h *heldLock) touch() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.released || h.lost {
		return
	}
	if !h.stillMine() {
		h.lost = true
		return
	}
	now := time.Now()
	if err := os.Chtimes(h.path, now, now); err == nil {
		if fi, err := os.Stat(h.path); err == nil {
			h.mine = fi
			writeOwner(h.path, fi)
		}
	}
	h.timer.Reset(h.refresh)
}

func (h *heldLock) unlock() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.released {
		return nil
	}
	h.released = true
	h.timer.Stop()
	if h.lost || !h.stillMine() {
		return fmt.Errorf("%s: lock was taken over while held (judged stale by another process)", h.path)
	}
	_ = os.Remove(h.path + ownerSuffix)
	if err := os.Remove(h.path); err != nil {
		return fmt.Errorf("unlock %s: %w", h.path, err)
	}
	return nil
}

package claudefs

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/teamctl/teamctl/internal/safefile"
)

// A lock dir cannot carry a note inside it: proper-lockfile removes a stale
// lock with rmdir, which fails on a non-empty dir, and Claude Code could
// then never take it over. teamctl's note sits beside it instead,
// <lock>.teamctl, and names the process that made the lock and the lock
// dir's mtime as it left it. The note speaks for the lock only while that
// mtime is the lock dir's: a note left by a killed teamctl next to a lock
// Claude Code made later says nothing about that lock.
const ownerSuffix = ".teamctl"

type lockOwner struct {
	pid   int
	start string // the process's start time, "" where unknown
	mtime int64  // the lock dir's mtime (ns) when the note was written
}

func writeOwner(lockPath string, fi os.FileInfo) {
	start, _ := ProcStartTime(os.Getpid())
	if start == "" {
		start = "-"
	}
	note := fmt.Sprintf("%d %s %d\n", os.Getpid(), start, fi.ModTime().UnixNano())
	_ = os.WriteFile(lockPath+ownerSuffix, []byte(note), 0o644)
}

// readOwner returns the note for the lock dir described by fi, when there
// is one and it belongs to this very dir.
func readOwner(lockPath string, fi os.FileInfo) (lockOwner, bool) {
	raw, err := safefile.ReadFile(lockPath+ownerSuffix, safefile.Cache)
	if err != nil || len(raw) > 256 {
		return lockOwner{}, false
	}
	f := strings.Fields(string(raw))
	if len(f) != 3 {
		return lockOwner{}, false
	}
	pid, err1 := strconv.Atoi(f[0])
	mtime, err2 := strconv.ParseInt(f[2], 10, 64)
	if err1 != nil || err2 != nil || pid <= 0 || mtime != fi.ModTime().UnixNano() {
		return lockOwner{}, false
	}
	o := lockOwner{pid: pid, mtime: mtime}
	if f[1] != "-" {
		o.start = f[1]
	}
	return o, true
}

// running reports whether the note's process still runs (same pid, same
// start time). Unknown counts as running: nothing is taken over on a guess.
func (o lockOwner) running() bool {
	alive, known := processAlive(o.pid)
	if !known {
		return true
	}
	if !alive {
		return false
	}
	if o.start == "" {
		return true
	}
	start, err := ProcStartTime(o.pid)
	if err != nil {
		return errors.Is(err, ErrProcUnsupported) // exited since, unless unknowable
	}
	return start == o.start
}

func (o lockOwner) describe() string {
	if o.running() {
		return fmt.Sprintf("teamctl process %d (still running)", o.pid)
	}
	return fmt.Sprintf("teamctl process %d, which is no longer running", o.pid)
}

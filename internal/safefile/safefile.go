// Package safefile is the one rule for every file teamctl reads, whether
// Claude Code's (team config, tasks, inboxes, agent metadata), teamctl's own
// (records, caches, the decision log) or the user's (settings, the theme
// history): open without blocking, refuse anything but a regular file (a
// FIFO, a device, a directory, a symlink loop) with a clear error, and cap
// the size by kind. A hook must never hang on a FIFO, read /dev/zero until
// memory runs out, or load a 1 GB sparse file: each of these is an error the
// caller reports, never a silent "nothing there". A regular file that
// stalls (a hung network mount) is bounded where it matters: every hook
// process runs under hook.Budget, which covers reads, stats and locks
// alike.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// Kind names what a file is, which fixes its size cap.
type Kind int

const (
	Config     Kind = iota // a team's config.json
	Task                   // one task file of a task list
	Inbox                  // one member's inbox
	Meta                   // a subagent's .meta.json
	Record                 // teamctl's own record of a team, a receipt, an index
	Cache                  // teamctl's pid cache entries
	Settings               // a Claude Code settings file
	History                // the theme history
	Policy                 // pattern definitions and the project's team-themes config
	Own                    // any other teamctl file (the generous default)
	Transcript             // a Claude Code session or subagent transcript (.jsonl)
)

// Max is the size cap of the kind: far above any real file (a team config
// with dozens of members is tens of KB; a history keeps its cap of entries),
// far below what would cost a hook visible time or memory.
func (k Kind) Max() int64 {
	switch k {
	case Config:
		return 8 << 20
	case Task:
		return 4 << 20
	case Inbox:
		return 32 << 20
	case Meta:
		return 1 << 20
	case Record:
		return 8 << 20
	case Cache:
		return 64 << 10
	case Settings:
		return 8 << 20
	case History:
		return 32 << 20
	case Policy:
		return 4 << 20
	case Transcript:
		return 256 << 20
	}
	return 64 << 20
}

func (k Kind) String() string {
	switch k {
	case Config:
		return "team config"
	case Task:
		return "task file"
	case Inbox:
		return "inbox"
	case Meta:
		return "agent metadata"
	case Record:
		return "teamctl record"
	case Cache:
		return "teamctl cache entry"
	case Settings:
		return "settings file"
	case History:
		return "theme history"
	case Policy:
		return "team policy file"
	case Transcript:
		return "transcript"
	}
	return "teamctl file"
}

// ErrNotRegular is matched (errors.Is) by a *KindError.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is matched (errors.Is) by a *SizeError.
var ErrTooLarge = errors.New("file too large")

// KindError is a path that is not a regular file.
type KindError struct {
	Path string
	Kind Kind
	What string // "a FIFO", "a directory", "a symlink loop", ...
}

func (e *KindError) Error() string {
	return fmt.Sprintf("%s: %s is %s, not a regular file; teamctl reads only regular files", e.Kind, e.Path, e.What)
}

// Is makes errors.Is(err, ErrNotRegular) true.
func (e *KindError) Is(target error) bool { return target == ErrNotRegular }

// SizeError is a file above its kind's cap.
type SizeError struct {
	Path string
	Kind Kind
	Size int64 // -1 when it grew past the cap while being read
}

func (e *SizeError) Error() string {
	size := "more than the cap"
	if e.Size >= 0 {
		size = fmt.Sprintf("%d bytes", e.Size)
	}
	return fmt.Sprintf("%s: %s is %s; teamctl reads at most %d bytes of a %s", e.Kind, e.Path, size, e.Kind.Max(), e.Kind)
}

// Is makes errors.Is(err, ErrTooLarge) true.
func (e *SizeError) Is(target error) bool { return target == ErrTooLarge }

// ReadFile reads path under the rule, on the caller's goroutine. A missing
// file is an error matching fs.ErrNotExist, as from os.ReadFile.
//
// It runs in every hook process, so it costs what it must and no more: a
// goroutine and a timer per read measured 36 µs of a fresh process's
// start (bench/), more than the read itself; the hook's own budget bounds
// a stall instead.
func ReadFile(path string, kind Kind) ([]byte, error) { return read(path, kind) }

func read(path string, kind Kind) ([]byte, error) {
	f, err := openRaw(path)
	if err != nil {
		if isLoop(err) {
			return nil, &KindError{Path: path, Kind: kind, What: "a symlink loop"}
		}
		return nil, err
	}
	defer f.Close()
	size, mode, err := f.stat()
	if err != nil {
		return nil, &fs.PathError{Op: "stat", Path: path, Err: err}
	}
	if !mode.IsRegular() {
		return nil, &KindError{Path: path, Kind: kind, What: describe(mode)}
	}
	max := kind.Max()
	if size > max {
		return nil, &SizeError{Path: path, Kind: kind, Size: size}
	}
	// The size from fstat is a hint (the file may grow); read at most one
	// byte past the cap to tell "at the cap" from "above it".
	buf := make([]byte, 0, size+1)
	data, err := readAll(io.LimitReader(f, max+1), buf)
	if err != nil {
		return nil, &fs.PathError{Op: "read", Path: path, Err: err}
	}
	if int64(len(data)) > max {
		return nil, &SizeError{Path: path, Kind: kind, Size: -1}
	}
	return data, nil
}

func readAll(r io.Reader, b []byte) ([]byte, error) {
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
	}
}

// CheckRegular returns a *KindError unless fi describes a regular file.
func CheckRegular(path string, kind Kind, fi fs.FileInfo) error {
	m := fi.Mode()
	if m.IsRegular() {
		return nil
	}
	return &KindError{Path: path, Kind: kind, What: describe(m)}
}

func describe(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeSymlink != 0:
		return "a symlink"
	}
	return "a special file"
}

// Stat is os.Stat that reports a symlink loop as a *KindError.
func Stat(path string, kind Kind) (fs.FileInfo, error) {
	fi, err := os.Stat(path)
	if err != nil && isLoop(err) {
		return nil, &KindError{Path: path, Kind: kind, What: "a symlink loop"}
	}
	return fi, err
}

// Open opens path for reading under the rule, for callers that read a
// bounded prefix themselves (a file a tool is about to edit): without
// blocking, and only when it is a regular file.
func Open(path string, kind Kind) (*os.File, error) {
	f, err := openNonblocking(path)
	if err != nil {
		if isLoop(err) {
			return nil, &KindError{Path: path, Kind: kind, What: "a symlink loop"}
		}
		return nil, err
	}
	fi, err := f.Stat()
	if err == nil {
		err = CheckRegular(path, kind, fi)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

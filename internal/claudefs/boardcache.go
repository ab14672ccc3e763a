package claudefs

import (
	"bytes"
	"errors"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/store"
	"github.com/tidwall/gjson"
)

// A task list of 10,000 files costs ~100 ms to read, and TeammateIdle,
// `teamctl tasks` and `team show` read it whole. Every write Claude Code
// makes to a list changes the folder itself: a task is created as a new
// entry, updated through a temp file renamed over it, and each write takes
// a mkdir lock beside it. So the folder's inode and modification time name
// one state of the board, and a copy of the task files taken at that state
// stays true until they change.
//
// Timestamps are coarse (a kernel tick): two writes inside one tick leave
// the same mtime. As git does with its racy index, a copy is only kept when
// the folder's mtime was at least boardSettle older than the moment the
// files were read, so any later write moves the mtime to a different value.
const boardSettle = 2 * time.Second

// maxBoardCache bounds the cached copy; a larger board is read directly.
const maxBoardCache = 64 << 20

// ReadBoardCached is ReadBoard with a copy of the board kept in cacheDir
// (teamctl's state), used while the list folder is unchanged. Any problem
// with the copy falls back to reading the folder: the cache can make a
// call slower, never wrong.
func ReadBoardCached(listDir, cacheDir string, now time.Time) (*Board, error) {
	c, err := openBoardCache(listDir, cacheDir)
	if err != nil {
		return nil, err
	}
	if doc := c.load(); doc != nil {
		if b, ok := decodeTasks(listDir, doc.Get("tasks")); ok {
			return b, nil
		}
	}
	return c.refresh(now)
}

// UnclaimedCached answers Board.Unclaimed for a list folder. With a
// current copy it decodes only the unclaimed tasks, which the copy keeps
// ahead of the rest: a TeammateIdle call stays flat however large the
// board grows.
func UnclaimedCached(listDir, cacheDir string, now time.Time) ([]Task, error) {
	c, err := openBoardCache(listDir, cacheDir)
	if err != nil {
		return nil, err
	}
	if list, ok := c.loadUnclaimed(); ok {
		if b, ok := decodeTasks(listDir, list); ok {
			return b.Tasks, nil
		}
	}
	b, err := c.refresh(now)
	if err != nil {
		return nil, err
	}
	return b.Unclaimed(), nil
}

type boardCache struct {
	listDir, file, key string
	stateDir           string    // the copy is kept only where teamctl's state already is
	settled            time.Time // the folder's mtime
}

func openBoardCache(listDir, cacheDir string) (*boardCache, error) {
	st, err := os.Stat(listDir)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return nil, &fs.PathError{Op: "read task list", Path: listDir, Err: errors.New("not a directory")}
	}
	return &boardCache{
		listDir:  listDir,
		stateDir: cacheDir,
		file:     filepath.Join(cacheDir, "boards", boardCacheName(listDir)),
		key:      boardKey(st),
		settled:  st.ModTime(),
	}, nil
}

// load returns the copy when it describes the folder as it is now.
func (c *boardCache) load() *gjson.Result {
	if c.key == "" {
		return nil
	}
	st, err := os.Stat(c.file)
	if err != nil || !st.Mode().IsRegular() || st.Size() > maxBoardCache {
		return nil
	}
	doc, err := safefile.ReadFile(c.file, safefile.Own)
	// The copy is written whole by rename; the trailer marks a complete
	// one without validating megabytes of JSON on every call.
	if err != nil || !bytes.HasSuffix(doc, []byte(boardTrailer)) {
		return nil
	}
	root := gjson.ParseBytes(doc)
	if root.Get("key").String() != c.key {
		return nil
	}
	return &root
}

// loadUnclaimed reads the copy's unclaimed list, which comes before the
// whole board, without reading the board: a prefix of the file, grown
// until it holds the list, plus the trailer that marks a complete copy.
// TeammateIdle then costs the same at 10,000 tasks as at 10.
func (c *boardCache) loadUnclaimed() (gjson.Result, bool) {
	if c.key == "" {
		return gjson.Result{}, false
	}
	f, err := safefile.Open(c.file, safefile.Own)
	if err != nil {
		return gjson.Result{}, false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.Size() > maxBoardCache || st.Size() < int64(len(boardTrailer)) {
		return gjson.Result{}, false
	}
	size := st.Size()
	tail := make([]byte, len(boardTrailer))
	if _, err := f.ReadAt(tail, size-int64(len(tail))); err != nil || string(tail) != boardTrailer {
		return gjson.Result{}, false
	}
	for n := min(size, 16<<10); ; n = min(size, n*4) {
		prefix := make([]byte, n)
		if _, err := f.ReadAt(prefix, 0); err != nil {
			return gjson.Result{}, false
		}
		root := gjson.ParseBytes(prefix)
		if key := root.Get("key"); key.Type == gjson.String && key.String() != c.key {
			return gjson.Result{}, false
		} else if key.Type == gjson.String {
			// The list is whole when it is valid JSON and ends inside
			// the prefix (a cut one reads as invalid).
			if list := root.Get("unclaimed"); list.IsArray() && gjson.Valid(list.Raw) {
				return list, true
			}
		}
		if n == size {
			return gjson.Result{}, false
		}
	}
}

// refresh reads the folder and keeps a copy when its state has settled.
func (c *boardCache) refresh(now time.Time) (*Board, error) {
	b, raw, err := readBoard(c.listDir)
	if err != nil {
		return nil, err
	}
	if len(b.Skipped) == 0 && c.key != "" && now.Sub(c.settled) >= boardSettle && isDir(c.stateDir) {
		unclaimed := map[string]bool{}
		for _, t := range b.Unclaimed() {
			unclaimed[t.ID] = true
		}
		_ = store.WriteAtomic(c.file, encodeBoardCache(c.key, raw, unclaimed), 0o600)
	}
	return b, nil
}

// boardKey names the folder's state: device, inode and mtime in
// nanoseconds. "" when the platform gives no inode (no caching then).
func boardKey(st fs.FileInfo) string {
	dev, ino, ok := FileID(st)
	if !ok {
		return ""
	}
	return strconv.FormatUint(dev, 10) + ":" + strconv.FormatUint(ino, 10) + ":" + strconv.FormatInt(st.ModTime().UnixNano(), 10)
}

// boardCacheName names the copy after the list folder's path. FNV, not a
// cryptographic hash: crypto/sha256 would link the FIPS module, whose init
// costs every hook start ~0.3 ms; a collision only makes two folders share
// one copy, which the key then refuses.
func boardCacheName(listDir string) string {
	h := fnv.New64a()
	h.Write([]byte(listDir))
	return strconv.FormatUint(h.Sum64(), 16) + ".json"
}

const boardTrailer = "]}\n"

// The copy is {"key":…,"unclaimed":[…],"tasks":[…]}, each list of
// [stem, task document] pairs in board order: the task files as read, so
// decoding is the same parseTask as reading them.
func encodeBoardCache(key string, raw []rawTask, unclaimed map[string]bool) []byte {
	out := make([]byte, 0, 64+len(raw)*256)
	out = append(out, `{"key":`...)
	out = strconv.AppendQuote(out, key)
	pairs := func(keep func(rawTask) bool) {
		first := true
		for _, r := range raw {
			if !keep(r) {
				continue
			}
			if !first {
				out = append(out, ',')
			}
			first = false
			out = append(out, '[')
			out = strconv.AppendQuote(out, r.stem)
			out = append(out, ',')
			out = append(out, r.doc...)
			out = append(out, ']')
		}
	}
	out = append(out, `,"unclaimed":[`...)
	pairs(func(r rawTask) bool { return unclaimed[r.task.ID] })
	out = append(out, `],"tasks":[`...)
	pairs(func(rawTask) bool { return true })
	return append(out, boardTrailer...)
}

func decodeTasks(listDir string, list gjson.Result) (*Board, bool) {
	if !list.IsArray() {
		return nil, false
	}
	b := &Board{Dir: listDir, Tasks: make([]Task, 0, list.Get("#").Int())}
	ok := true
	list.ForEach(func(_, pair gjson.Result) bool {
		var stem, task gjson.Result
		n := 0
		pair.ForEach(func(_, v gjson.Result) bool {
			if n == 0 {
				stem = v
			} else {
				task = v
			}
			n++
			return n < 2
		})
		if stem.Type != gjson.String || !task.IsObject() {
			ok = false
			return false
		}
		b.Tasks = append(b.Tasks, parseTaskResult(stem.String(), task))
		return true
	})
	return b, ok
}

func isDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}

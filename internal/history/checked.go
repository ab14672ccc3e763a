package history

import (
	"fmt"
	"hash/fnv"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/store"
)

// checkedSettle is how old a file's mtime must be before a check of it is
// remembered: timestamps are coarse, and a write inside the same tick
// would leave the mtime as it was (git's racy-index rule, as the board
// cache uses).
const checkedSettle = 2 * time.Second

const checkedVersion = "teamctl-history-checked-v1"

// LoadNewestChecked is LoadNewest that remembers, in cacheDir (teamctl's
// state), that the file as it is now (device, inode, size, modification
// time) was checked whole and how many entries of which format it holds.
// While it stays so, only its newest n entries are read: `history check`
// on an imported history of 100,000 entries reads the newest 40 instead of
// checking 16 MB on every call. A changed file, a missing or unusable
// record, or anything odd near the newest end is read in full as
// LoadNewest reads it; the record can make a call slower, never its answer
// different. cacheDir "" records nothing.
func LoadNewestChecked(path string, n int, cacheDir string, now time.Time) (newest History, total int, format Format, err error) {
	if n < 0 || cacheDir == "" {
		return LoadNewest(path, n)
	}
	record := filepath.Join(cacheDir, "history-checked-"+pathHash(path))
	key, ok := fileKey(path)
	if ok {
		if total, format, hit := readChecked(record, key); hit {
			if h, ok := newestKnown(path, n, total); ok {
				return h, total, format, nil
			}
		}
	}
	h, total, format, err := LoadNewest(path, n)
	if err != nil || !ok {
		return h, total, format, err
	}
	// Remember only a file that has settled, and that is still the file
	// that was read.
	if after, same := fileKey(path); same && after == key && settled(path, now) {
		_ = store.WriteAtomic(record, []byte(fmt.Sprintf("%s\t%s\t%d\t%s\n", checkedVersion, key, total, format)), 0o600)
	}
	return h, total, format, nil
}

// newestRecorded is what Add reads under the history's lock when the file
// it holds (old) is the one recorded as checked whole: its newest n
// entries and its format. ok is false when there is no such record, or
// when n < 0 (everything is kept, so everything is decoded anyway).
func newestRecorded(path string, old []byte, n int, cacheDir string) (History, Format, bool) {
	if n < 0 || cacheDir == "" || len(old) == 0 {
		return nil, 0, false
	}
	key, ok := fileKey(path)
	if f := strings.Split(key, ":"); !ok || len(f) != 4 || f[2] != strconv.Itoa(len(old)) {
		return nil, 0, false // not the bytes the lock holder read
	}
	total, format, hit := readChecked(filepath.Join(cacheDir, "history-checked-"+pathHash(path)), key)
	if !hit {
		return nil, 0, false
	}
	h, ok := newestKnown(path, n, total)
	return h, format, ok
}

// newestKnown reads the newest n of a file known to be whole, decoding
// them; ok is false at any surprise.
func newestKnown(path string, n, total int) (History, bool) {
	f, err := safefile.Open(path, safefile.History)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || fi.Size() > safefile.History.Max() {
		return nil, false
	}
	raws, err := newestRaw(f, fi.Size(), n)
	if err != nil || len(raws) != min(n, total) {
		return nil, false
	}
	h := make(History, 0, len(raws))
	for _, raw := range raws {
		e, ferr := decodeEntry(raw)
		if ferr != nil {
			return nil, false
		}
		h = append(h, e)
	}
	return h, true
}

func readChecked(record, key string) (total int, format Format, ok bool) {
	data, err := safefile.ReadFile(record, safefile.Cache)
	if err != nil {
		return 0, 0, false
	}
	f := strings.Split(strings.TrimSuffix(string(data), "\n"), "\t")
	if len(f) != 4 || f[0] != checkedVersion || f[1] != key {
		return 0, 0, false
	}
	total, err = strconv.Atoi(f[2])
	if err != nil || total < 0 {
		return 0, 0, false
	}
	format, err = ParseFormat(f[3])
	return total, format, err == nil
}

// fileKey names the file's state; ok is false where there is no inode.
func fileKey(path string) (string, bool) {
	fi, err := safefile.Stat(path, safefile.History)
	if err != nil || !fi.Mode().IsRegular() {
		return "", false
	}
	dev, ino, ok := claudefs.FileID(fi)
	if !ok {
		return "", false
	}
	return fmt.Sprintf("%d:%d:%d:%d", dev, ino, fi.Size(), fi.ModTime().UnixNano()), true
}

func settled(path string, now time.Time) bool {
	fi, err := safefile.Stat(path, safefile.History)
	return err == nil && now.Sub(fi.ModTime()) >= checkedSettle
}

func pathHash(path string) string {
	h := fnv.New64a()
	h.Write([]byte(path))
	return strconv.FormatUint(h.Sum64(), 16)
}

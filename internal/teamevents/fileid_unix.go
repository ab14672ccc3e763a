//go:build unix

package teamevents

import (
	"io/fs"
	"strconv"
	"syscall"
)

// fileID is the file's device and inode: Claude Code replaces an inbox by
// rename, so every write gives it a new inode.
func fileID(fi fs.FileInfo) string {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return strconv.FormatUint(uint64(st.Dev), 10) + "/" + strconv.FormatUint(st.Ino, 10)
	}
	return "?"
}

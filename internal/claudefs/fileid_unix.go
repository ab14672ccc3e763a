//go:build unix

package claudefs

import (
	"io/fs"
	"syscall"
)

// FileID is the file's device and inode. Claude Code replaces inboxes and
// task files by rename, so every such write gives the file a new inode.
func FileID(fi fs.FileInfo) (dev, ino uint64, ok bool) {
	if st, isUnix := fi.Sys().(*syscall.Stat_t); isUnix {
		return uint64(st.Dev), st.Ino, true
	}
	return 0, 0, false
}

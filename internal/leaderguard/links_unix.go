//go:build unix

package leaderguard

import (
	"io/fs"
	"syscall"
)

// mayHaveOtherNames reports a file whose link count is above one.
func mayHaveOtherNames(fi fs.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return !ok || st.Nlink > 1
}

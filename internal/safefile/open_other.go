//go:build !unix

package safefile

import (
	"io/fs"
	"os"
)

// openNonblocking opens path for reading; systems without O_NONBLOCK have
// no FIFOs in the file system to block on.
func openNonblocking(path string) (*os.File, error) { return os.Open(path) }

func isLoop(error) bool { return false }

// rawFile is an os.File here: the system-call route is for Unix.
type rawFile struct{ *os.File }

func openRaw(path string) (rawFile, error) {
	f, err := os.Open(path)
	return rawFile{f}, err
}

func (f rawFile) stat() (int64, fs.FileMode, error) {
	fi, err := f.File.Stat()
	if err != nil {
		return 0, 0, err
	}
	return fi.Size(), fi.Mode(), nil
}

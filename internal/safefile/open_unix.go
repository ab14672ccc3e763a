//go:build unix

package safefile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// openNonblocking opens path for reading without waiting: opening a FIFO
// with no writer returns at once instead of blocking until one appears.
// The descriptor is checked with fstat before anything is read.
func openNonblocking(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}

func isLoop(err error) bool { return errors.Is(err, syscall.ELOOP) }

// rawFile is a descriptor read with system calls only, opened like
// openNonblocking. An os.File would register it with the runtime's poller:
// in a fresh hook process that is the poller's start-up and four more
// system calls for a file read once.
type rawFile int

func openRaw(path string) (rawFile, error) {
	for {
		fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
		switch {
		case err == syscall.EINTR:
			continue
		case err != nil:
			return -1, &fs.PathError{Op: "open", Path: path, Err: err}
		}
		return rawFile(fd), nil
	}
}

func (f rawFile) Read(p []byte) (int, error) {
	for {
		n, err := syscall.Read(int(f), p)
		switch {
		case err == syscall.EINTR:
			continue
		case err != nil:
			return 0, err
		case n == 0 && len(p) > 0:
			return 0, io.EOF
		}
		return n, nil
	}
}

func (f rawFile) Close() error { return syscall.Close(int(f)) }

// stat is fstat's size and file type.
func (f rawFile) stat() (int64, fs.FileMode, error) {
	var st syscall.Stat_t
	if err := syscall.Fstat(int(f), &st); err != nil {
		return 0, 0, err
	}
	var mode fs.FileMode
	switch uint32(st.Mode) & syscall.S_IFMT {
	case syscall.S_IFREG:
	case syscall.S_IFDIR:
		mode = fs.ModeDir
	case syscall.S_IFIFO:
		mode = fs.ModeNamedPipe
	case syscall.S_IFCHR:
		mode = fs.ModeDevice | fs.ModeCharDevice
	case syscall.S_IFBLK:
		mode = fs.ModeDevice
	case syscall.S_IFSOCK:
		mode = fs.ModeSocket
	case syscall.S_IFLNK:
		mode = fs.ModeSymlink
	default:
		mode = fs.ModeIrregular
	}
	return st.Size, mode, nil
}

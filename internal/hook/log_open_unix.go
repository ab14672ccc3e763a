//go:build unix

package hook

import (
	"io/fs"
	"syscall"
)

// logFile is the decision log opened for appending, with system calls
// only: an os.File would register the descriptor with the runtime's
// poller, which in a fresh hook process costs more than the write.
type logFile int

// openLog opens the decision log for appending without blocking: a FIFO
// with no reader fails at once (ENXIO) instead of waiting for one.
func openLog(path string) (logFile, error) {
	for {
		fd, err := syscall.Open(path, syscall.O_WRONLY|syscall.O_APPEND|syscall.O_CREAT|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0o600)
		switch {
		case err == syscall.EINTR:
			continue
		case err != nil:
			return -1, &fs.PathError{Op: "open", Path: path, Err: err}
		}
		return logFile(fd), nil
	}
}

// regularSize is the file's size, ok false unless it is a regular file.
func (f logFile) regularSize() (size int64, ok bool) {
	var st syscall.Stat_t
	if err := syscall.Fstat(int(f), &st); err != nil || uint32(st.Mode)&syscall.S_IFMT != syscall.S_IFREG {
		return 0, false
	}
	return st.Size, true
}

// write writes line in one write(2): O_APPEND keeps concurrent hooks'
// lines whole.
func (f logFile) write(line []byte) {
	for {
		_, err := syscall.Write(int(f), line)
		if err != syscall.EINTR {
			return
		}
	}
}

func (f logFile) close() { _ = syscall.Close(int(f)) }

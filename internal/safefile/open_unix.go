//go:build unix

package safefile

import (
	"errors"
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

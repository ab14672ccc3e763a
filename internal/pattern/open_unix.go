//go:build unix

package pattern

import (
	"os"
	"syscall"
)

// openNonblocking opens path without waiting for a FIFO's writer; the
// caller checks the file kind before reading.
func openNonblocking(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}

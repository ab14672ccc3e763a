//go:build unix

package hook

import (
	"os"
	"syscall"
)

// openLog opens the decision log for appending without blocking: a FIFO
// with no reader fails at once (ENXIO) instead of waiting for one.
func openLog(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE|syscall.O_NONBLOCK, 0o600)
}

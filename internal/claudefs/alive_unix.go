//go:build unix && !linux

package claudefs

import (
	"errors"
	"syscall"
)

// processAlive asks the kernel (signal 0) whether pid exists.
func processAlive(pid int) (alive, known bool) {
	if pid <= 0 {
		return false, true
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM), true
}

package claudefs

import (
	"errors"
	"os"
	"syscall"
)

// reserve allocates the blocks for size bytes of f (extending it when it
// is shorter), so that writing them cannot fail for lack of space. File
// systems without fallocate are let through: restore covers them.
func reserve(f *os.File, size int64) error {
	if size == 0 {
		return nil
	}
	err := syscall.Fallocate(int(f.Fd()), 0, 0, size)
	if errors.Is(err, syscall.EOPNOTSUPP) || errors.Is(err, syscall.ENOSYS) {
		return nil
	}
	return err
}

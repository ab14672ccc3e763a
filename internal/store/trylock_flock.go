//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package store

import "syscall"

// tryReadLock takes lockPath shared if no writer holds it, without
// waiting: flock(2), as lockedfile uses on these systems, so the two
// exclude each other. ok false (taken, or any trouble) leaves the read to
// the waiting path, which also handles a lock file it cannot create.
func tryReadLock(lockPath string) (unlock func(), ok bool) {
	fd, err := syscall.Open(lockPath, syscall.O_RDONLY|syscall.O_CREAT|syscall.O_CLOEXEC, 0o666)
	if err != nil {
		return nil, false
	}
	for {
		err = syscall.Flock(fd, syscall.LOCK_SH|syscall.LOCK_NB)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		syscall.Close(fd)
		return nil, false
	}
	// Closing the descriptor releases the lock.
	return func() { syscall.Close(fd) }, true
}

//go:build unix

package hook

import (
	"io"
	"os"
	"time"

	"golang.org/x/sys/unix"
)

// pollReader reads f's descriptor directly, waiting for input in poll(2)
// at most stall each time. The descriptor is reached through SyscallConn,
// which, unlike Fd, leaves its blocking mode alone (Claude Code's end of
// the pipe shares it).
func pollReader(f *os.File, stall time.Duration) (func([]byte) (int, error), bool) {
	rc, err := f.SyscallConn()
	if err != nil {
		return nil, false
	}
	timeout := int(stall / time.Millisecond)
	return func(dst []byte) (n int, err error) {
		cerr := rc.Read(func(fd uintptr) bool {
			n, err = pollRead(int(fd), dst, timeout)
			return true
		})
		if err == nil && cerr != nil {
			err = cerr
		}
		return n, err
	}, true
}

func pollRead(fd int, dst []byte, timeout int) (int, error) {
	fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
	for {
		ready, err := unix.Poll(fds, timeout)
		switch {
		case err == unix.EINTR:
			continue
		case err != nil:
			return 0, err
		case ready == 0:
			return 0, errStalled
		}
		n, err := unix.Read(fd, dst)
		switch {
		case err == unix.EINTR || err == unix.EAGAIN:
			continue // woken without data (a non-blocking descriptor): wait again
		case err != nil:
			return 0, err
		case n == 0 && len(dst) > 0:
			return 0, io.EOF
		}
		return n, nil
	}
}

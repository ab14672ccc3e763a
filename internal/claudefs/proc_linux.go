package claudefs

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// ProcCmdline is pid's argv from /proc/<pid>/cmdline. A kernel thread or
// zombie has an empty one.
func ProcCmdline(pid int) ([]string, error) {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
	if err != nil {
		return nil, err
	}
	raw = []byte(strings.TrimSuffix(string(raw), "\x00"))
	if len(raw) == 0 {
		return []string{}, nil
	}
	return strings.Split(string(raw), "\x00"), nil
}

// ProcParent is pid's parent pid (field 4 of /proc/<pid>/stat).
func ProcParent(pid int) (int, error) {
	f, err := procStat(pid)
	if err != nil {
		return 0, err
	}
	ppid, err := strconv.Atoi(f[1])
	if err != nil {
		return 0, fmt.Errorf("/proc/%d/stat: bad ppid %q", pid, f[1])
	}
	return ppid, nil
}

// ProcStartTime is field 22 of /proc/<pid>/stat, the process start time in
// clock ticks since boot, as a string comparable with Claude Code's
// leadProcess.procStart.
func ProcStartTime(pid int) (string, error) {
	f, err := procStat(pid)
	if err != nil {
		return "", err
	}
	return f[19], nil
}

// PidNamespace names this process's pid namespace as the kernel does,
// e.g. "pid:[4026531836]".
func PidNamespace() (string, error) { return os.Readlink("/proc/self/ns/pid") }

// procStat returns the fields of /proc/<pid>/stat after the command name,
// so f[0] is field 3 (state). The name is in parentheses and may itself
// contain spaces and ")", hence the cut at the last ")".
func procStat(pid int) ([]string, error) {
	if pid <= 0 {
		return nil, fmt.Errorf("no process %d", pid)
	}
	s, err := readProc("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return nil, err
	}
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return nil, fmt.Errorf("/proc/%d/stat: unexpected format", pid)
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 20 {
		return nil, fmt.Errorf("/proc/%d/stat: only %d fields", pid, len(f)+2)
	}
	return f, nil
}

// processAlive asks the kernel (signal 0) whether pid exists, since /proc
// may hide other users' processes; a zombie or dead task counts as gone.
func processAlive(pid int) (alive, known bool) {
	if pid <= 0 {
		return false, true
	}
	if err := syscall.Kill(pid, 0); err != nil && !errors.Is(err, syscall.EPERM) {
		return false, true
	}
	if f, err := procStat(pid); err == nil && (f[0] == "Z" || f[0] == "X") {
		return false, true
	}
	return true, true
}

// readProc reads a small /proc file with system calls only: os.ReadFile's
// os.File would try the runtime's poller first, which in a fresh hook
// process costs more than the read.
func readProc(path string) (string, error) {
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	for err == syscall.EINTR {
		fd, err = syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	}
	if err != nil {
		return "", &os.PathError{Op: "open", Path: path, Err: err}
	}
	defer syscall.Close(fd)
	buf := make([]byte, 0, 1024)
	for {
		if len(buf) == cap(buf) {
			if len(buf) >= 1<<20 {
				return "", fmt.Errorf("%s: larger than 1 MiB", path)
			}
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := syscall.Read(fd, buf[len(buf):cap(buf)])
		switch {
		case err == syscall.EINTR:
			continue
		case err != nil:
			return "", &os.PathError{Op: "read", Path: path, Err: err}
		case n == 0:
			return string(buf), nil
		}
		buf = buf[:len(buf)+n]
	}
}

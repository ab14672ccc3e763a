//go:build darwin

package claudefs

import (
	"golang.org/x/sys/unix"
)

// ProcCmdline is pid's exact argv from sysctl kern.procargs2: macOS has no
// /proc, and a pane teammate outside tmux has no TMUX_PANE either, so its
// claude argv is the evidence left.
func ProcCmdline(pid int) ([]string, error) {
	buf, err := unix.SysctlRaw("kern.procargs2", pid)
	if err != nil {
		return nil, err
	}
	return parseProcArgs2(buf)
}

// ProcParent is pid's parent from sysctl kern.proc.pid.
func ProcParent(pid int) (int, error) {
	kp, err := unix.SysctlKinfoProc("kern.proc.pid", pid)
	if err != nil {
		return 0, err
	}
	return int(kp.Eproc.Ppid), nil
}

// ProcStartTime: Claude Code's procStart is Linux's clock-tick count; the
// macOS start time is not comparable with it, so it is not offered.
func ProcStartTime(pid int) (string, error) { return "", ErrProcUnsupported }

// PidNamespace: macOS has no pid namespaces.
func PidNamespace() (string, error) { return "", ErrProcUnsupported }

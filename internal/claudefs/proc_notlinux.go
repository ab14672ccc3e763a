//go:build !linux && !darwin

package claudefs

// ProcCmdline needs /proc; see ErrProcUnsupported.
func ProcCmdline(pid int) ([]string, error) { return nil, ErrProcUnsupported }

// ProcParent needs /proc; see ErrProcUnsupported.
func ProcParent(pid int) (int, error) { return 0, ErrProcUnsupported }

// ProcStartTime needs /proc; see ErrProcUnsupported.
func ProcStartTime(pid int) (string, error) { return "", ErrProcUnsupported }

// PidNamespace needs /proc; see ErrProcUnsupported.
func PidNamespace() (string, error) { return "", ErrProcUnsupported }

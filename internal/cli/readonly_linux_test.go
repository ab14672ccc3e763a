package cli

import (
	"os"
	"os/exec"
	"runtime"
	"syscall"
)

// Linux capabilities that let root write where the file modes say no.
const (
	prCapbsetDrop    = 24 // PR_CAPBSET_DROP
	capDacOverride   = 1
	capDacReadSearch = 2
)

// dropModeOverride takes from the calling thread's bounding set the
// capabilities that make root ignore file modes, so a program this thread
// executes next runs without them.
func dropModeOverride() error {
	if os.Geteuid() != 0 {
		return nil
	}
	for _, c := range []uintptr{capDacOverride, capDacReadSearch} {
		if _, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, prCapbsetDrop, c, 0); errno != 0 {
			return errno
		}
	}
	return nil
}

// canMakeReadOnly reports whether a folder's modes bind the programs run
// through "readonly": they do for anyone but root, and for root when it
// may drop the capabilities that override them (tried on a throwaway
// thread, which ends with its goroutine because it stays locked).
func canMakeReadOnly() bool {
	if os.Geteuid() != 0 {
		return true
	}
	done := make(chan error, 1)
	go func() {
		runtime.LockOSThread()
		done <- dropModeOverride()
	}()
	return <-done == nil
}

// readonlyMain is the "readonly" program: readonly PROG ARGS runs PROG
// unable to write into a folder its modes make read-only, even as root.
func readonlyMain() {
	if len(os.Args) < 2 {
		os.Stderr.WriteString("usage: readonly PROG [ARGS...]\n")
		os.Exit(2)
	}
	runtime.LockOSThread()
	if err := dropModeOverride(); err != nil {
		os.Stderr.WriteString("readonly: cannot drop root's override of file modes: " + err.Error() + "\n")
		os.Exit(2)
	}
	path, err := exec.LookPath(os.Args[1])
	if err == nil {
		err = syscall.Exec(path, os.Args[1:], os.Environ())
	}
	os.Stderr.WriteString("readonly: " + err.Error() + "\n")
	os.Exit(2)
}

//go:build !linux

package cli

import (
	"errors"
	"os"
	"os/exec"
)

// canMakeReadOnly: without Linux capabilities to drop, only a user other
// than root is bound by a folder's modes (and Windows has no such modes).
func canMakeReadOnly() bool { return os.Geteuid() > 0 }

// readonlyMain is the "readonly" program: readonly PROG ARGS runs PROG,
// which canMakeReadOnly says is bound by file modes already.
func readonlyMain() {
	if len(os.Args) < 2 {
		os.Stderr.WriteString("usage: readonly PROG [ARGS...]\n")
		os.Exit(2)
	}
	cmd := exec.Command(os.Args[1], os.Args[2:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			os.Exit(exit.ExitCode())
		}
		os.Stderr.WriteString("readonly: " + err.Error() + "\n")
		os.Exit(2)
	}
	os.Exit(0)
}

package harness

import (
	"bytes"
	"context"
	"errors"
	"os/exec"
	"slices"
	"syscall"
	"time"

	"github.com/tidwall/gjson"
)

// PrintTimeout bounds one `claude -p` run.
const PrintTimeout = 90 * time.Second

// PrintResult is what a `claude -p --output-format json` run produced.
type PrintResult struct {
	Stdout, Stderr string
	ExitCode       int
	Duration       time.Duration
	JSON           gjson.Result // stdout parsed
}

// RunPrint runs `claude -p prompt --output-format json args…` in the project
// with stdin from /dev/null. Without --permission-mode in args it adds
// `--permission-mode default` (no mode means auto mode, which blocks offline).
// The run is killed, with everything it started, after PrintTimeout.
func (sb *Sandbox) RunPrint(prompt string, args ...string) PrintResult {
	sb.T.Helper()
	mode := "default"
	if i := slices.Index(args, "--permission-mode"); i >= 0 && i+1 < len(args) {
		mode = args[i+1]
	} else {
		args = append(args, "--permission-mode", mode)
	}
	argv := append([]string{"-p", prompt, "--output-format", "json"}, args...)

	ctx, cancel := context.WithTimeout(context.Background(), PrintTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, sb.Suite.Claude, argv...)
	cmd.Dir = sb.Project
	cmd.Env = sb.Env(mode)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr

	start := time.Now()
	err := cmd.Run()
	res := PrintResult{Stdout: stdout.String(), Stderr: stderr.String(), Duration: time.Since(start)}
	if cmd.Process != nil {
		// Hooks or tool commands it left running belong to its group.
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		sb.T.Fatalf("claude -p did not finish within %v\nstdout: %s\nstderr: %s", PrintTimeout, res.Stdout, res.Stderr)
	case errors.As(err, &exit):
		res.ExitCode = exit.ExitCode()
	case err != nil:
		sb.T.Fatalf("claude -p: %v", err)
	}
	res.JSON = gjson.Parse(res.Stdout)
	return res
}

package cli

import (
	"io"
	"os"
	"time"

	"github.com/teamctl/teamctl/internal/buildinfo"
	"github.com/teamctl/teamctl/internal/team"
	"golang.org/x/term"
)

// Factory carries every dependency a command needs, so commands are tested
// with buffers, a fake environment and a fixed clock, and nothing is global.
type Factory struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
	// IsTTY tells human tables from machine output.
	IsTTY  bool
	Getenv func(string) string
	Now    func() time.Time
	Proc   team.Proc
	// Getwd is the working directory (the project when CLAUDE_PROJECT_DIR is unset).
	Getwd func() (string, error)
	// Executable is this program's path (install writes absolute paths).
	Executable func() (string, error)
	// ParentPID is the caller's parent process (team discovery walks up from it).
	ParentPID int
	// Build says which teamctl this is: what `teamctl version` and
	// `teamctl --version` print.
	Build buildinfo.Info
}

// build is f.Build, else what this binary was stamped with.
func (f *Factory) build() buildinfo.Info {
	if f.Build.Version != "" {
		return f.Build
	}
	return buildinfo.Get()
}

// SystemFactory wires the real process environment.
func SystemFactory() *Factory {
	return &Factory{
		In:         os.Stdin,
		Out:        os.Stdout,
		ErrOut:     os.Stderr,
		IsTTY:      term.IsTerminal(int(os.Stdout.Fd())),
		Getenv:     os.Getenv,
		Now:        time.Now,
		Proc:       team.SystemProc{},
		Getwd:      os.Getwd,
		Executable: os.Executable,
		ParentPID:  os.Getppid(),
		Build:      buildinfo.Get(),
	}
}

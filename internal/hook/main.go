package hook

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/teamctl/teamctl/internal/buildinfo"
)

// Main is a hook binary's whole main: it reads the process's arguments,
// stdin and environment and returns the exit code. Arguments are parsed by
// hand because the flag package exits 2 on a bad flag, which would block the
// tool call.
func Main(h Handler, args []string) int {
	growStack(0)
	return MainWith(h, args, os.Stdin, os.Stdout, os.Stderr, os.Getenv, time.Now)
}

// MainWith is Main with its dependencies passed in, for tests.
func MainWith(h Handler, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string, now func() time.Time) int {
	var opts Options
	for _, a := range args {
		switch a {
		case "--strict":
			opts.Strict = true
		case "-h", "--help", "help":
			fmt.Fprintf(stdout, usage, h.Name(), h.Name())
			return 0
		case "--version", "version":
			fmt.Fprintln(stdout, buildinfo.Get().Line(h.Name()))
			return 0
		default:
			fmt.Fprintf(stderr, "%s: unknown argument %q (failing open: the call goes on unchecked)\n%s: hint: the hook takes only --strict; see `%s --help`\n", h.Name(), a, h.Name(), h.Name())
			return 1
		}
	}
	return Run(h, opts, stdin, stdout, stderr, getenv, now)
}

const usage = `%s is a Claude Code hook: it reads one hook input (JSON) on stdin and
prints a decision in Claude Code's format, or nothing when it has no opinion.

Usage:
  %s [--strict] < hook-input.json

Exit status:
  0  decided (a deny is printed as JSON), or no opinion
  1  broken input or environment; Claude Code lets the call go on (fail open)
  2  only TeammateIdle "keep working" (team-events)

Environment:
  TEAMCTL_STRICT=1          fail closed: deny when the hook cannot decide
  TEAMCTL_DECISION_LOG=...  off | deny (default) | all
  TEAMCTL_STATE_DIR         teamctl's state (default <config dir>/teamctl)
  CLAUDE_CONFIG_DIR         Claude Code's config dir (default ~/.claude)

Explain a decision: teamctl explain --last 5, or teamctl explain --input FILE.
`

// growStack grows the goroutine's stack once, while it is shallow, to the
// size a hook call needs. Left to grow on demand it is copied three times
// (2 to 16 KiB), the later copies deep in the call, each walking every
// frame's tables: measured, that is a tenth of what a hook adds to a bare
// Go program's start. The frame must be bigger than any stack the call
// reaches; the index keeps the compiler from dropping it.
//
//go:noinline
func growStack(i int) byte {
	var frame [14 << 10]byte
	return frame[i]
}

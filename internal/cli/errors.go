package cli

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/history"
	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// Exit codes, documented in `teamctl --help`.
const (
	ExitOK       = 0
	ExitError    = 1 // something failed
	ExitUsage    = 2 // bad flags or arguments
	ExitRefused  = 3 // a rule refused the request (history check, unknown pattern)
	ExitNotFound = 4 // no such team, member or entry; or the team is ambiguous
	ExitDamaged  = 5 // a file is damaged; nothing was written
	ExitProblems = 6 // doctor found problems
)

const exitStatusHelp = `Exit status:
  0  success
  1  failure
  2  bad flags or arguments
  3  refused by a rule (history check/add, unknown pattern)
  4  not found, or ambiguous (team, member, entry)
  5  a file is damaged; nothing was written (see the hint)
  6  doctor found problems`

// Error is an error with optional hints, printed as
//
//	teamctl: <message>
//	teamctl: hint: <hint>
//
// Code, when set, is the exit code; when zero, exitCodeOf derives it from
// the error Err wraps (a damaged history file exits 5 wherever it is read).
type Error struct {
	Code  int
	Err   error
	Hints []string
}

func (e *Error) Error() string { return e.Err.Error() }
func (e *Error) Unwrap() error { return e.Err }

func newError(code int, err error, hints ...string) *Error {
	return &Error{Code: code, Err: err, Hints: hints}
}

// withHints adds hints to err and leaves its exit code to its type.
func withHints(err error, hints ...string) *Error { return &Error{Err: err, Hints: hints} }

func usageErrorf(format string, args ...any) *Error {
	return newError(ExitUsage, fmt.Errorf(format, args...))
}

// usageError is a bad argument or flag, with the hint that says where the
// command's usage is.
func usageError(cmd *cobra.Command, err error) *Error {
	return newError(ExitUsage, err, "see `"+cmd.CommandPath()+" --help`")
}

func refusedErr(err error, hints ...string) *Error  { return newError(ExitRefused, err, hints...) }
func notFoundErr(err error, hints ...string) *Error { return newError(ExitNotFound, err, hints...) }
func damagedErr(err error, hints ...string) *Error  { return newError(ExitDamaged, err, hints...) }

// errSilent ends a command with a code when the command already printed
// everything (e.g. `history check` printing the violations).
type errSilent struct{ code int }

func (e errSilent) Error() string { return fmt.Sprintf("exit %d", e.code) }

// flagError marks cobra's flag errors (unknown flag, missing value, a
// required flag or flag group not satisfied): exit status 2.
type flagError struct{ err error }

func (e flagError) Error() string { return e.err.Error() }
func (e flagError) Unwrap() error { return e.err }

// exitCodeOf is the only place that decides exit codes: by the error's
// type, never by its text.
func exitCodeOf(err error) int {
	var (
		silent      errSilent
		e           *Error
		flag        flagError
		histCorrupt *history.CorruptError
		refused     *history.RefusedError
		recCorrupt  *teamstate.CorruptError
		unknownPat  *pattern.UnknownError
		unknownTeam *team.UnknownTeamError
		noTeam      *team.NotFoundError
	)
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &silent):
		return silent.code
	case errors.As(err, &e) && e.Code != 0:
		return e.Code
	case errors.As(err, &flag):
		return ExitUsage
	case errors.As(err, &histCorrupt), errors.As(err, &recCorrupt):
		return ExitDamaged
	case errors.As(err, &refused), errors.As(err, &unknownPat):
		return ExitRefused
	case errors.As(err, &unknownTeam), errors.As(err, &noTeam):
		return ExitNotFound
	}
	return ExitError
}

// exitCode prints err in the teamctl style and returns the process's exit
// code (exitCodeOf).
func exitCode(err error, stderr io.Writer) int {
	code := exitCodeOf(err)
	if err == nil {
		return code
	}
	var s errSilent
	if errors.As(err, &s) {
		return code
	}
	var hints []string
	var e *Error
	if errors.As(err, &e) {
		hints = e.Hints
	}
	var fe flagError
	if len(hints) == 0 && errors.As(err, &fe) {
		hints = []string{"see `teamctl --help`"}
	}
	msg := strings.TrimPrefix(err.Error(), "teamctl: ")
	fmt.Fprintf(stderr, "teamctl: %s\n", msg)
	for _, h := range hints {
		fmt.Fprintf(stderr, "teamctl: hint: %s\n", h)
	}
	return code
}

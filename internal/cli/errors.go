package cli

import (
	"errors"
	"fmt"
	"io"
	"strings"
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

// Error is an error with an exit code and optional hints, printed as
//
//	teamctl: <message>
//	teamctl: hint: <hint>
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

func usageErrorf(format string, args ...any) *Error {
	return newError(ExitUsage, fmt.Errorf(format, args...))
}

func refusedErr(err error, hints ...string) *Error  { return newError(ExitRefused, err, hints...) }
func notFoundErr(err error, hints ...string) *Error { return newError(ExitNotFound, err, hints...) }
func damagedErr(err error, hints ...string) *Error  { return newError(ExitDamaged, err, hints...) }

// errSilent ends a command with a code when the command already printed
// everything (e.g. `history check` printing the violations).
type errSilent struct{ code int }

func (e errSilent) Error() string { return fmt.Sprintf("exit %d", e.code) }

// exitCode maps an error to the process's exit code, printing it in the
// teamctl style. This is the only place that decides exit codes.
func exitCode(err error, stderr io.Writer) int {
	if err == nil {
		return ExitOK
	}
	var s errSilent
	if errors.As(err, &s) {
		return s.code
	}
	code := ExitError
	var hints []string
	var e *Error
	if errors.As(err, &e) {
		code, hints = e.Code, e.Hints
	} else if isFlagError(err) {
		code = ExitUsage
		hints = []string{"see `teamctl --help`"}
	}
	msg := strings.TrimPrefix(err.Error(), "teamctl: ")
	fmt.Fprintf(stderr, "teamctl: %s\n", msg)
	for _, h := range hints {
		fmt.Fprintf(stderr, "teamctl: hint: %s\n", h)
	}
	return code
}

// flagError marks cobra's flag and argument errors.
type flagError struct{ err error }

func (e flagError) Error() string { return e.err.Error() }
func (e flagError) Unwrap() error { return e.err }

func isFlagError(err error) bool {
	var fe flagError
	return errors.As(err, &fe) || strings.HasPrefix(err.Error(), "unknown command") ||
		strings.HasPrefix(err.Error(), "unknown flag") || strings.HasPrefix(err.Error(), "unknown shorthand flag") ||
		strings.HasPrefix(err.Error(), "required flag(s)") || strings.HasPrefix(err.Error(), "if any flags in the group") ||
		strings.Contains(err.Error(), "accepts ") && strings.Contains(err.Error(), " arg(s)")
}

package hook

import (
	"fmt"
	"io"
	"runtime/debug"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/tidwall/sjson"
)

// Handler is one hook's logic. Decide must not write to stdout; Run owns it.
type Handler interface {
	// Name is the binary's name, used in messages ("leader-guard").
	Name() string
	// GuardsTools reports whether the hook is a PreToolUse guard, which
	// strict mode may turn into a deny.
	GuardsTools() bool
	Decide(c *Call) (Decision, error)
}

// Call is what a handler sees: the input and the environment, with the
// project config loaded at most once.
type Call struct {
	Input  *Input
	Getenv paths.Getenv
	Now    time.Time

	project    *pattern.ProjectConfig
	projectErr error
	loaded     bool
	notes      []string
	who        Who
}

// Who is the caller as the team code resolved it: every decision on the
// call carries it, so a log record always says who asked.
type Who struct {
	Role, Team, Pattern string
}

// SetWho records who makes the call; team.ForCall sets it once the caller
// is resolved, and Evaluate stamps it on the decision.
func (c *Call) SetWho(w Who) { c.who = w }

// Who is what SetWho recorded.
func (c *Call) Who() Who { return c.who }

// Note records something the user should know about this call (a broken
// policy file that a default stands in for); Run prints it on stderr with
// the decision, and explain shows it.
func (c *Call) Note(msg string) { c.notes = append(c.notes, msg) }

// Notes are the notes recorded with Note.
func (c *Call) Notes() []string { return c.notes }

// NewCall builds a Call for the hook binaries and for `teamctl explain`
// alike: the plugin's options answer the TEAMCTL_* variables they stand
// for, so both read the same environment.
func NewCall(in *Input, getenv paths.Getenv, now time.Time) *Call {
	return &Call{Input: in, Getenv: withPluginOptions(getenv), Now: now}
}

// ProjectDir is $CLAUDE_PROJECT_DIR, else the input's cwd.
func (c *Call) ProjectDir() string {
	cwd := ""
	if c.Input != nil {
		cwd = c.Input.Cwd
	}
	return paths.ProjectDir(c.Getenv, cwd)
}

// Project loads .claude/team-themes/config.json once. A broken file does
// not switch the guards off: the built-in defaults apply with a note, and
// only strict mode set outside the file (TEAMCTL_STRICT, --strict) turns
// it into an error, which denies.
func (c *Call) Project() (*pattern.ProjectConfig, error) {
	if !c.loaded {
		c.loaded = true
		c.project, c.projectErr = pattern.LoadProjectConfig(c.ProjectDir())
		if c.projectErr != nil && !c.strictByEnv() {
			c.Note(c.projectErr.Error() + "; the built-in defaults apply until it is fixed (`teamctl doctor`)")
			c.project, c.projectErr = pattern.DefaultProjectConfig(), nil
		}
		c.project = withDefaultPattern(c.project, c.Getenv)
	}
	return c.project, c.projectErr
}

func (c *Call) strictByEnv() bool {
	v := c.Getenv("TEAMCTL_STRICT")
	return v != "" && v != "0" && !strings.EqualFold(v, "false")
}

// Strict reports whether internal errors must fail closed.
func (c *Call) Strict() bool {
	if v := c.Getenv("TEAMCTL_STRICT"); v != "" {
		return v != "0" && !strings.EqualFold(v, "false")
	}
	if c.Input == nil {
		return false
	}
	cfg, err := c.Project()
	return err == nil && cfg.Strict
}

// Options are the process-level switches of a hook binary.
type Options struct {
	Strict bool // --strict on the command line
	// Budget and Exit replace the watchdog's Budget and os.Exit (tests).
	Budget time.Duration
	Exit   func(code int)
}

// Run executes one hook call and returns the exit code: it reads the
// input, decides with Evaluate, logs the decision and prints it with Emit.
// It never panics and never returns 2 except for a deliberate KeepWorking
// decision.
func Run(h Handler, opts Options, stdin io.Reader, stdout, stderr io.Writer, getenv paths.Getenv, now func() time.Time) (code int) {
	budget, exit := Budget, osExit
	if opts.Budget > 0 {
		budget = opts.Budget
	}
	if opts.Exit != nil {
		exit = opts.Exit
	}
	wd := armWatchdog(h, budget, strictByEnv(opts, getenv), stdout, stderr, exit)
	if opts.Strict {
		inner := getenv
		getenv = func(k string) string {
			if k == "TEAMCTL_STRICT" {
				return "1"
			}
			return inner(k)
		}
	}
	call := NewCall(nil, getenv, now())
	// Evaluate recovers the handler's panics; this catches the rest (the
	// input reader, the log, the writer), which must not exit 2 either.
	defer func() {
		if r := recover(); r != nil {
			if c, mine := wd.claim(); !mine {
				code = c
				return
			}
			code = Emit(event(call), failed(h, call, fmt.Errorf("internal error (panic): %v", r), debug.Stack()), stdout, stderr)
		}
	}()
	var d Decision
	if in, err := ReadInput(stdin); err != nil {
		d = failed(h, call, err, nil)
	} else {
		call.Input = in
		wd.seen(in.Event)
		// A guard reads the project config anyway (it is cached in the
		// call); reading it first lets a stall after it fail closed when
		// the project asks for strict mode.
		if h.GuardsTools() && call.Strict() {
			wd.knowStrict()
		}
		d = Evaluate(h, call)
	}
	// Log first: a reader that closes the pipe (SIGPIPE on the write) must
	// not cost the record of a decision. A call that fails open is not a
	// decision; its one line on stderr is the record.
	if d.Err == "" || d.Verdict == Deny {
		logDecision(call, h.Name(), d)
	}
	if c, mine := wd.claim(); !mine {
		return c
	}
	return Emit(event(call), d, stdout, stderr)
}

// event is the call's event; an input that could not be read is answered
// as a PreToolUse, the only event a strict failure can deny.
func event(c *Call) string {
	if c.Input == nil {
		return "PreToolUse"
	}
	return c.Input.Event
}

// output builds the hookSpecificOutput object. sjson, not encoding/json:
// the reflection encoder builds its caches on first use, in every hook
// process, which costs more than the decision itself.
func output(event string, kv ...string) []byte {
	out := []byte(`{"hookSpecificOutput":{}}`)
	out, _ = sjson.SetBytes(out, "hookSpecificOutput.hookEventName", event)
	for i := 0; i+1 < len(kv); i += 2 {
		out, _ = sjson.SetBytes(out, "hookSpecificOutput."+kv[i], kv[i+1])
	}
	return out
}

func emit(stdout io.Writer, b []byte) int {
	b = append(b, '\n')
	if _, err := stdout.Write(b); err != nil {
		return 1
	}
	return 0
}

func oneLine(s string) string {
	s = strings.ReplaceAll(s, "\r", " ")
	return strings.ReplaceAll(s, "\n", " ")
}

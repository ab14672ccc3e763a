package hook

import (
	"fmt"
	"io"
	"runtime/debug"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/tidwall/gjson"
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
}

// Note records something the user should know about this call (a broken
// policy file that a default stands in for); Run prints it on stderr with
// the decision, and explain shows it.
func (c *Call) Note(msg string) { c.notes = append(c.notes, msg) }

// Notes are the notes recorded with Note.
func (c *Call) Notes() []string { return c.notes }

// NewCall builds a Call; tests and `teamctl explain` use it too.
func NewCall(in *Input, getenv paths.Getenv, now time.Time) *Call {
	return &Call{Input: in, Getenv: getenv, Now: now}
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
}

// Run executes one hook call and returns the exit code. It never panics and
// never returns 2 except for a deliberate KeepWorking decision.
func Run(h Handler, opts Options, stdin io.Reader, stdout, stderr io.Writer, getenv paths.Getenv, now func() time.Time) (code int) {
	getenv = withPluginOptions(getenv)
	if opts.Strict {
		inner := getenv
		getenv = func(k string) string {
			if k == "TEAMCTL_STRICT" {
				return "1"
			}
			return inner(k)
		}
	}
	call := &Call{Getenv: getenv, Now: now()}
	defer func() {
		if r := recover(); r != nil {
			err := fmt.Errorf("internal error (panic): %v", r)
			if getenv("TEAMCTL_DEBUG") != "" {
				fmt.Fprintf(stderr, "%s\n", debug.Stack())
			}
			code = failure(h, call, err, stdout, stderr)
		}
	}()

	in, err := ReadInput(stdin)
	if err != nil {
		return failure(h, call, err, stdout, stderr)
	}
	call.Input = in
	// Without a home or with a relative config dir every team file would
	// be looked up relative to the cwd: an error, never "no team".
	if err := paths.Check(getenv); err != nil {
		return failure(h, call, err, stdout, stderr)
	}
	d, err := h.Decide(call)
	if err != nil {
		return failure(h, call, err, stdout, stderr)
	}
	d.Notes = append(call.Notes(), d.Notes...)
	// Log first: a reader that closes the pipe (SIGPIPE on the write) must
	// not cost the record of a decision.
	logDecision(call, h.Name(), d)
	return write(h, in.Event, d, stdout, stderr)
}

// failure turns an error into exit 1 (fail open) or, for a tool guard in
// strict mode, into a deny naming the error.
func failure(h Handler, call *Call, err error, stdout, stderr io.Writer) int {
	msg := oneLine(err.Error())
	// Only a PreToolUse call can be denied: a guard that also records on
	// other events (team-rules' PostToolUse) fails open there, strict or not.
	if h.GuardsTools() && call.Strict() && (call.Input == nil || call.Input.Event == "PreToolUse") {
		d := Decision{
			Verdict: Deny,
			Rule:    h.Name() + "/strict",
			Reason: fmt.Sprintf("teamctl %s could not decide and strict mode fails closed: %s. Fix the cause (run `teamctl doctor`), or unset TEAMCTL_STRICT / \"strict\" in .claude/team-themes/config.json to fail open.",
				h.Name(), msg),
		}
		fmt.Fprintf(stderr, "%s: %s (strict mode: denied)\n", h.Name(), msg)
		logDecision(call, h.Name(), d)
		return write(h, "PreToolUse", d, stdout, stderr)
	}
	fmt.Fprintf(stderr, "%s: %s (failing open: the call goes on unchecked)\n", h.Name(), msg)
	return 1
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

func write(h Handler, event string, d Decision, stdout, stderr io.Writer) int {
	for _, n := range d.Notes {
		fmt.Fprintf(stderr, "%s: %s\n", h.Name(), oneLine(n))
	}
	switch d.Verdict {
	case Deny:
		if event != "PreToolUse" {
			fmt.Fprintf(stderr, "%s: a deny on %s is not possible; no decision\n", h.Name(), event)
			return 0
		}
		return emit(stdout, output("PreToolUse", "permissionDecision", "deny", "permissionDecisionReason", d.Reason))
	case AddContext:
		if !contextEvent(event) {
			fmt.Fprintf(stderr, "%s: %s takes no added context; no decision\n", h.Name(), event)
			return 0
		}
		return emit(stdout, output(event, "additionalContext", d.Context))
	case UpdateInput:
		if event != "PreToolUse" || !gjson.ValidBytes(d.UpdatedInput) || !gjson.ParseBytes(d.UpdatedInput).IsObject() {
			fmt.Fprintf(stderr, "%s: no valid updated input for %s; no decision\n", h.Name(), event)
			return 0
		}
		out, err := sjson.SetRawBytes(output("PreToolUse"), "hookSpecificOutput.updatedInput", d.UpdatedInput)
		if err != nil {
			return 0
		}
		return emit(stdout, out)
	case KeepWorking:
		if !keepWorkingEvent(event) {
			fmt.Fprintf(stderr, "%s: %s cannot be kept working; no decision\n", h.Name(), event)
			return 0
		}
		fmt.Fprintln(stderr, d.Reason)
		return 2
	}
	return 0
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

package hook

import (
	"fmt"
	"runtime/debug"

	"github.com/teamctl/teamctl/internal/ccfacts"
	"github.com/teamctl/teamctl/internal/paths"
)

// Evaluate decides one call whose input is read: the handler's decision,
// stamped with the hook's name, the caller's role, team and pattern (as
// team.ForCall recorded them) and the call's notes. An error or a panic in
// the handler becomes what the rulebook says: fail open, or, for a tool
// guard in strict mode, a deny that names the error. The hook binaries
// (through Run), `teamctl explain` and `teamctl demo` all decide here, so
// what explain shows is what the binary does.
func Evaluate(h Handler, c *Call) (d Decision) {
	defer func() {
		if r := recover(); r != nil {
			d = failed(h, c, fmt.Errorf("internal error (panic): %v", r), debug.Stack())
		}
	}()
	if c.Input == nil {
		return failed(h, c, &InputError{Problem: "no input to decide on"}, nil)
	}
	// Without a home or with a relative config dir every team file would
	// be looked up relative to the cwd: an error, never "no team".
	if err := paths.Check(c.Getenv); err != nil {
		return failed(h, c, err, nil)
	}
	d, err := h.Decide(c)
	if err != nil {
		return failed(h, c, err, nil)
	}
	d.Hook = h.Name()
	d.Notes = append(c.Notes(), d.Notes...)
	w := c.Who()
	if d.Role == "" && d.Team == "" && d.Pattern == "" {
		d.Role, d.Team, d.Pattern = w.Role, w.Team, w.Pattern
	}
	return d
}

// failed is the decision for a call the hook could not decide: a deny
// naming the error for a tool guard in strict mode, else no opinion with
// the error, which Emit turns into exit 1 (Claude Code lets the call go on).
func failed(h Handler, c *Call, err error, stack []byte) Decision {
	msg := oneLine(err.Error())
	d := Decision{Hook: h.Name(), Err: msg}
	w := c.Who()
	d.Role, d.Team, d.Pattern = w.Role, w.Team, w.Pattern
	if c.Getenv("TEAMCTL_DEBUG") != "" {
		d.stack = stack
	}
	// Only a call whose event takes a deny can be denied: a guard that also
	// records on other events (team-rules' PostToolUse) fails open there,
	// strict or not.
	if h.GuardsTools() && c.Strict() && ccfacts.Claude().CanDeny(event(c)) {
		d.Verdict, d.Rule = Deny, h.Name()+"/strict"
		d.Reason = fmt.Sprintf("teamctl %s could not decide and strict mode fails closed: %s. Fix the cause (run `teamctl doctor`), or unset TEAMCTL_STRICT / \"strict\" in .claude/team-themes/config.json to fail open.",
			h.Name(), msg)
	}
	return d
}

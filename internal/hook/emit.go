package hook

import (
	"fmt"
	"io"

	"github.com/teamctl/teamctl/internal/ccfacts"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// Emit prints decision d on a call of event in Claude Code's format and
// returns the exit code: the decision JSON on stdout (exit 0), a "keep
// working" instruction on stderr (exit 2, only where event documents it),
// or, for a call that failed open, one line on stderr (exit 1). A decision
// the event cannot take is dropped with a note: never a block by accident.
func Emit(event string, d Decision, stdout, stderr io.Writer) int {
	return emitWith(ccfacts.Claude(), event, d, stdout, stderr)
}

// emitWith is Emit reading what event accepts from facts.
func emitWith(facts ccfacts.Table, event string, d Decision, stdout, stderr io.Writer) int {
	name := d.Hook
	if name == "" {
		name = "teamctl"
	}
	if len(d.stack) > 0 {
		fmt.Fprintf(stderr, "%s\n", d.stack)
	}
	if d.Err != "" {
		if d.Verdict == Deny {
			fmt.Fprintf(stderr, "%s: %s (strict mode: denied)\n", name, d.Err)
		} else {
			fmt.Fprintf(stderr, "%s: %s (failing open: the call goes on unchecked)\n", name, d.Err)
			return 1
		}
	}
	for _, n := range d.Notes {
		fmt.Fprintf(stderr, "%s: %s\n", name, oneLine(n))
	}
	switch d.Verdict {
	case Deny:
		if !facts.CanDeny(event) {
			fmt.Fprintf(stderr, "%s: a deny on %s is not possible; no decision\n", name, event)
			return 0
		}
		return emit(stdout, output(event, "permissionDecision", "deny", "permissionDecisionReason", d.Reason))
	case AddContext:
		if !facts.TakesContext(event) {
			fmt.Fprintf(stderr, "%s: %s takes no added context; no decision\n", name, event)
			return 0
		}
		return emit(stdout, output(event, "additionalContext", d.Context))
	case UpdateInput:
		if !facts.UpdatesInput(event) || !gjson.ValidBytes(d.UpdatedInput) || !gjson.ParseBytes(d.UpdatedInput).IsObject() {
			fmt.Fprintf(stderr, "%s: no valid updated input for %s; no decision\n", name, event)
			return 0
		}
		out, err := sjson.SetRawBytes(output(event), "hookSpecificOutput.updatedInput", d.UpdatedInput)
		if err != nil {
			return 0
		}
		return emit(stdout, out)
	case KeepWorking:
		if !facts.KeepsWorking(event) {
			fmt.Fprintf(stderr, "%s: %s cannot be kept working; no decision\n", name, event)
			return 0
		}
		fmt.Fprintln(stderr, d.Reason)
		return 2
	}
	return 0
}

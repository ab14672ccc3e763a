// Package hook owns the Claude Code hook protocol for every teamctl hook
// binary: reading the JSON input, writing decisions in the documented shape,
// the exit codes, strict mode and the decision log.
//
// The contract, from Claude Code's side (docs/claude-code.md, "Hook output"):
//
//   - Exit 0 with nothing on stdout is "no opinion": the tool call goes on
//     through Claude Code's normal permission flow. It is never an approval.
//   - A deny is exit 0 with exactly one JSON object,
//     {"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny",...}}.
//     It is never combined with exit 2: older Claude Code versions ignored the
//     JSON then, and exit 2 echoes the hook's command line to the model.
//   - Exit 2 is used only where the event documents it as "keep working"
//     (TeammateIdle), with the instruction on stderr.
//   - Any other exit code is a non-blocking error: the call proceeds. So a
//     broken input or environment exits 1 with one line on stderr (fail
//     open), unless strict mode (TEAMCTL_STRICT=1, --strict, or "strict": true
//     in .claude/team-themes/config.json) asks a tool guard to fail closed,
//     in which case it denies and names the error.
//
// One path decides: Evaluate runs a handler and applies the policy above
// (a panic is recovered and treated as an internal error, never the Go
// runtime's exit 2); Emit prints the decision and picks the exit code. The
// hook binaries (Run), `teamctl explain` and `teamctl demo` all go through
// it, so what explain says is what the binary does.
package hook

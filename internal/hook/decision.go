package hook

// Verdict is what a hook decided.
type Verdict int

const (
	// NoOpinion lets Claude Code's normal permission flow decide.
	NoOpinion Verdict = iota
	// Deny blocks a PreToolUse call with a reason the model reads.
	Deny
	// AddContext adds text to the model's context (SessionStart, UserPromptSubmit).
	AddContext
	// KeepWorking blocks an idle or stop event with an instruction (exit 2).
	KeepWorking
	// UpdateInput lets a PreToolUse call go on with a changed tool_input
	// (hookSpecificOutput.updatedInput, no permissionDecision: the normal
	// permission flow still decides). Claude Code 2.1.330 honours it for
	// Agent (e2e TestAgentUpdatedInputHonoured).
	UpdateInput
)

func (v Verdict) String() string {
	switch v {
	case Deny:
		return "deny"
	case AddContext:
		return "context"
	case KeepWorking:
		return "keep-working"
	case UpdateInput:
		return "update-input"
	}
	return "none"
}

// Decision is a hook's answer plus what it knew, so it can be explained.
type Decision struct {
	Verdict Verdict
	// Rule names the rule that decided, e.g. "leader-guard/edit".
	Rule string
	// Reason is what the model (or user) reads.
	Reason string
	// Context is the additionalContext for AddContext.
	Context string
	// UpdatedInput is the whole new tool_input (a JSON object) for UpdateInput.
	UpdatedInput []byte

	Role    string
	Team    string
	Pattern string
	// Notes go to stderr: why the hook stayed open, what it could not read.
	Notes []string

	// Hook is the name of the hook that decided; Evaluate sets it.
	Hook string
	// Err is why the hook could not decide: with NoOpinion the call fails
	// open (exit 1), with Deny strict mode failed it closed.
	Err string
	// stack is the panic's stack, printed with TEAMCTL_DEBUG set.
	stack []byte
}

// None is "no opinion" with an optional explanation for the log.
func None(rule string, notes ...string) Decision {
	return Decision{Verdict: NoOpinion, Rule: rule, Notes: notes}
}

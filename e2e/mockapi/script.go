// Package mockapi is a scripted stand-in for the Anthropic Messages API that
// the real claude binary talks to in end-to-end tests. It listens on
// 127.0.0.1 only, answers every request from the request body alone (the
// lead, its in-process teammates and pane teammates call it concurrently) and
// records every request it receives.
//
// A scenario is a list of Rules. For each request the server finds the
// trigger (the newest user message that is not a tool-result turn), picks the
// first rule whose Match occurs in it, and replies with the rule's step whose
// index is the number of assistant messages after the trigger. Past the last
// step it ends the turn with Final.
package mockapi

import (
	"regexp"
	"time"
)

// AgentKind narrows a rule to the main thread or to plain subagents.
// In-process teammates count as main: their requests carry no subagent marker.
type AgentKind string

const (
	AnyAgent  AgentKind = ""
	MainAgent AgentKind = "main"
	SubAgent  AgentKind = "sub"
)

// Rule answers every conversation whose trigger contains Match.
type Rule struct {
	Name  string // shown in the request index; defaults to Match
	Match string // substring of the trigger's content (JSON text or decoded text)
	Agent AgentKind
	Steps []Step
	Final string // text that ends the turn after the last step; "done" when empty
}

// Step is one assistant message. Tools are sent as parallel tool_use blocks;
// Text alone ends the turn.
type Step struct {
	Text  string
	Tools []ToolUse
	// Delay holds the reply back, e.g. to let another agent go first.
	Delay time.Duration
	// InputTokens is the usage.input_tokens the reply reports (default
	// 10); a large value makes Claude Code compact that agent's context
	// before its next request.
	InputTokens int
	// WaitFor holds the reply until a file matching this absolute glob exists
	// (at most MaxWait), to order events across agents.
	WaitFor string
}

// ToolUse is one tool call. Input is marshalled to JSON; string values may
// contain Capture placeholders.
type ToolUse struct {
	Name  string
	Input any
}

// MaxWait bounds a WaitFor step.
const MaxWait = 60 * time.Second

// MaxAssistantTurns ends the turn of any conversation that already has this
// many assistant messages, so a broken script cannot loop forever.
const MaxAssistantTurns = 40

// Call is a step with one tool call.
func Call(name string, input any) Step {
	return Step{Tools: []ToolUse{{Name: name, Input: input}}}
}

// Parallel is a step with several tool calls in one assistant message.
func Parallel(uses ...ToolUse) Step { return Step{Tools: uses} }

// Say is a step that answers with text and ends the turn.
func Say(text string) Step { return Step{Text: text} }

// Capture is a placeholder for a tool input string: it is replaced by group 1
// of re matched against the decoded trigger text (for example to echo a
// shutdown request id). re must not contain "}}".
func Capture(re string) string { return "{{re:" + re + "}}" }

var placeholder = regexp.MustCompile(`\{\{re:(.*?)\}\}`)

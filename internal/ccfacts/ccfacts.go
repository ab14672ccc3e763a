// Package ccfacts holds what teamctl knows about Claude Code as one table:
// the hook events (matcher or not, added context, what exit 2 does,
// whether a call can be denied, the decision's JSON shape), the tools
// (which tool_input field holds the path a tool writes or the command it
// runs) and the versions where a fact changed. docs/claude-code.md gives
// the sources.
//
// It is a leaf: it imports nothing of teamctl's, so the hook binaries, the
// settings editor, the wiring and the CLI read the same rows. The rows are
// static arrays (no map or regexp built at init: every hook process links
// this). Adding an event or a tool is one row here.
package ccfacts

import (
	"fmt"
	"strings"
)

// Version is a Claude Code version.
type Version struct{ Major, Minor, Patch int }

func (v Version) String() string { return fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch) }

// Less reports whether v is older than w.
func (v Version) Less(w Version) bool {
	if v.Major != w.Major {
		return v.Major < w.Major
	}
	if v.Minor != w.Minor {
		return v.Minor < w.Minor
	}
	return v.Patch < w.Patch
}

// IsZero reports whether v is unset (not known).
func (v Version) IsZero() bool { return v == Version{} }

// Exit2 is what a hook's exit code 2 does on an event.
type Exit2 int

const (
	// Exit2Ignored: a non-blocking error, like any code but 0 (the call,
	// prompt or session goes on).
	Exit2Ignored Exit2 = iota
	// Exit2Blocks: the call is blocked (PreToolUse) or the prompt erased
	// (UserPromptSubmit), with stderr as the message. teamctl never uses
	// it: a deny is JSON on exit 0.
	Exit2Blocks
	// Exit2KeepsWorking: the agent keeps working with stderr as its
	// instruction (an idle teammate, a stop, a task refused).
	Exit2KeepsWorking
)

// Output is the shape of a decision the event reads on stdout.
type Output int

const (
	// NoOutput: the event reads no decision JSON; emitting
	// hookSpecificOutput there fails Claude Code's validation.
	NoOutput Output = iota
	// HookSpecific: {"hookSpecificOutput":{"hookEventName":<event>,...}}.
	HookSpecific
)

// Event is one hook event.
type Event struct {
	Name string
	// MatchField is the input field the matcher is tested against
	// (tool_name, source, ...); "" when the event takes no matcher, where
	// Claude Code ignores the key (and on TeammateIdle a matcher once kept
	// the hook from registering at all).
	MatchField string
	// Context: the event accepts hookSpecificOutput.additionalContext.
	Context bool
	Exit2   Exit2
	// CanDeny: hookSpecificOutput.permissionDecision "deny" blocks the
	// call. Strict mode and onFailure "block" can fail closed only here.
	CanDeny bool
	// UpdatesInput: hookSpecificOutput.updatedInput replaces the call's
	// tool_input.
	UpdatesInput bool
	Output       Output
	// Since is the first version with the event; zero when it predates
	// what teamctl supports.
	Since Version
}

// TakesMatcher reports whether the event's groups take a matcher.
func (e Event) TakesMatcher() bool { return e.MatchField != "" }

// Tool is one tool a hook may see in tool_name.
type Tool struct {
	Name string
	// PathField is the tool_input field holding the file the tool works on
	// (file_path; notebook_path for NotebookEdit); "" when there is none.
	PathField string
	// Writes: the tool changes the file at PathField.
	Writes bool
	// CommandField is the tool_input field holding a shell command; "" when
	// the tool runs none.
	CommandField string
	// Since and Until bound the versions that offer the tool; zero when
	// unknown or open. Calls of a removed tool are still read (old
	// payloads, old sessions).
	Since, Until Version
}

// Edits reports whether the tool writes a file named in its input.
func (t Tool) Edits() bool { return t.PathField != "" && t.Writes }

// Shell reports whether the tool runs a shell command.
func (t Tool) Shell() bool { return t.CommandField != "" }

// Fact names a dated fact about Claude Code teamctl relies on.
type Fact int

const (
	// AgentTeams: agent teams (TeamCreate, the experimental env flag).
	AgentTeams Fact = iota + 1
	// AgentTool: the Task tool is called Agent (tool_name "Agent").
	AgentTool
	// AgentID: agent_id and agent_type on hook input from subagents and
	// in-process teammates; without them the leader is told from members
	// only by permission_mode.
	AgentID
	// ExecForm: a handler's "args" (run without a shell).
	ExecForm
	// ImplicitTeam: TeamCreate is gone; one team per interactive session,
	// session-<first 8 hex of the session id>.
	ImplicitTeam
	// OnFailure: a handler's onFailure "continue"|"block" (seen in the
	// 2.1.330 schema; the first version with it is not known).
	OnFailure
	// HookVersionEnv: AI_AGENT=claude-code_<version>_harness in the hook
	// environment (set by 2.1.177 and 2.1.330, not by 2.1.63; the first
	// version with it is not known).
	HookVersionEnv
)

// Change is one dated fact: the version from which it holds.
type Change struct {
	Fact  Fact
	Since Version
	What  string
}

var claudeChanges = [...]Change{
	{AgentTeams, Version{2, 1, 32}, "agent teams: TeamCreate and CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS"},
	{AgentTool, Version{2, 1, 63}, "the Task tool is renamed Agent"},
	{AgentID, Version{2, 1, 69}, "agent_id/agent_type on hook input; TeammateIdle and TaskCompleted accept continue:false"},
	{ExecForm, Version{2, 1, 139}, "a handler's args: exec form, no shell"},
	{ImplicitTeam, Version{2, 1, 178}, "TeamCreate removed: one implicit team per interactive session"},
	{OnFailure, Version{2, 1, 330}, "a handler's onFailure: continue | block"},
	{HookVersionEnv, Version{2, 1, 177}, "AI_AGENT names the version in the hook environment"},
}

// claudeEvents are the events as of 2.1.330. Exit 2, context and output
// shapes as documented (2.1.240 docs) and observed on 2.1.330.
var claudeEvents = [...]Event{
	{Name: "PreToolUse", MatchField: "tool_name", Context: true, Exit2: Exit2Blocks, CanDeny: true, UpdatesInput: true, Output: HookSpecific},
	{Name: "PostToolUse", MatchField: "tool_name", Context: true, Output: HookSpecific},
	{Name: "PostToolUseFailure", MatchField: "tool_name", Output: HookSpecific},
	{Name: "PostToolBatch", Exit2: Exit2Blocks},
	{Name: "PermissionRequest", MatchField: "tool_name", Output: HookSpecific},
	{Name: "PermissionDenied", MatchField: "tool_name", Output: HookSpecific},
	{Name: "Notification", MatchField: "notification_type", Output: HookSpecific},
	{Name: "UserPromptSubmit", Context: true, Exit2: Exit2Blocks, Output: HookSpecific},
	{Name: "SessionStart", MatchField: "source", Context: true, Output: HookSpecific},
	{Name: "SessionEnd", MatchField: "reason"},
	{Name: "Stop", Exit2: Exit2KeepsWorking, Output: HookSpecific},
	{Name: "SubagentStart", MatchField: "agent_type", Context: true, Output: HookSpecific},
	{Name: "SubagentStop", MatchField: "agent_type", Exit2: Exit2KeepsWorking, Output: HookSpecific},
	{Name: "PreCompact", MatchField: "trigger", Exit2: Exit2Blocks},
	{Name: "PostCompact", MatchField: "trigger"},
	{Name: "TeammateIdle", Exit2: Exit2KeepsWorking, Since: Version{2, 1, 33}},
	{Name: "TaskCreated", Exit2: Exit2KeepsWorking, Since: Version{2, 1, 84}},
	{Name: "TaskCompleted", Exit2: Exit2KeepsWorking, Since: Version{2, 1, 33}},
	{Name: "ConfigChange", MatchField: "source", Exit2: Exit2Blocks},
	{Name: "WorktreeCreate"},
	{Name: "WorktreeRemove"},
	{Name: "CwdChanged"},
}

// claudeTools are the tools whose input teamctl reads. MultiEdit is gone
// since about 2.0.3x but old payloads still carry it; PowerShell is the
// shell on Windows without Git Bash; Task was Agent's name before 2.1.63.
var claudeTools = [...]Tool{
	{Name: "Edit", PathField: "file_path", Writes: true},
	{Name: "Write", PathField: "file_path", Writes: true},
	{Name: "MultiEdit", PathField: "file_path", Writes: true},
	{Name: "NotebookEdit", PathField: "notebook_path", Writes: true},
	{Name: "Read", PathField: "file_path"},
	{Name: "Bash", CommandField: "command"},
	{Name: "PowerShell", CommandField: "command"},
	{Name: "Agent", Since: Version{2, 1, 63}},
	{Name: "Task", Until: Version{2, 1, 63}},
}

// Table is a set of events and tools. Claude returns Claude Code's; tests
// build others with With.
type Table struct {
	events  []Event
	tools   []Tool
	changes []Change
}

// Claude is the table of Claude Code as teamctl knows it. It costs nothing
// to call: the rows are static arrays.
func Claude() Table {
	return Table{events: claudeEvents[:], tools: claudeTools[:], changes: claudeChanges[:]}
}

// New builds a table from rows (copied).
func New(events []Event, tools []Tool) Table {
	return Table{events: append([]Event(nil), events...), tools: append([]Tool(nil), tools...), changes: claudeChanges[:]}
}

// Since is the version from which fact f holds (zero if the table has no
// such fact).
func (t Table) Since(f Fact) Version {
	for _, c := range t.changes {
		if c.Fact == f {
			return c.Since
		}
	}
	return Version{}
}

// Changes are the dated facts, a copy.
func (t Table) Changes() []Change { return append([]Change(nil), t.changes...) }

// Events are the table's events, a copy.
func (t Table) Events() []Event { return append([]Event(nil), t.events...) }

// Tools are the table's tools, a copy.
func (t Table) Tools() []Tool { return append([]Tool(nil), t.tools...) }

// With is t with rows added: an Event or a Tool, replacing a row of the
// same name.
func (t Table) With(rows ...any) Table {
	out := New(t.events, t.tools)
	for _, r := range rows {
		switch r := r.(type) {
		case Event:
			out.events = replaceOrAdd(out.events, r, func(e Event) bool { return e.Name == r.Name })
		case Tool:
			out.tools = replaceOrAdd(out.tools, r, func(x Tool) bool { return x.Name == r.Name })
		default:
			panic(fmt.Sprintf("ccfacts: With takes Event or Tool rows, got %T", r))
		}
	}
	return out
}

func replaceOrAdd[T any](rows []T, row T, same func(T) bool) []T {
	for i := range rows {
		if same(rows[i]) {
			rows[i] = row
			return rows
		}
	}
	return append(rows, row)
}

// Event finds an event by name.
func (t Table) Event(name string) (Event, bool) {
	for _, e := range t.events {
		if e.Name == name {
			return e, true
		}
	}
	return Event{}, false
}

// Tool finds a tool by name.
func (t Table) Tool(name string) (Tool, bool) {
	for _, x := range t.tools {
		if x.Name == name {
			return x, true
		}
	}
	return Tool{}, false
}

// TakesMatcher reports whether event's groups take a matcher. An event the
// table does not know is given the benefit of the doubt (Claude Code
// ignores a matcher it does not use; it refuses nothing).
func (t Table) TakesMatcher(event string) bool {
	e, ok := t.Event(event)
	return !ok || e.TakesMatcher()
}

// TakesContext reports whether event accepts additionalContext.
func (t Table) TakesContext(event string) bool {
	e, ok := t.Event(event)
	return ok && e.Context && e.Output == HookSpecific
}

// KeepsWorking reports whether exit 2 on event keeps the agent working.
func (t Table) KeepsWorking(event string) bool {
	e, ok := t.Event(event)
	return ok && e.Exit2 == Exit2KeepsWorking
}

// CanDeny reports whether a deny decision on event blocks the call.
func (t Table) CanDeny(event string) bool {
	e, ok := t.Event(event)
	return ok && e.CanDeny
}

// UpdatesInput reports whether a decision on event may replace the tool
// input.
func (t Table) UpdatesInput(event string) bool {
	e, ok := t.Event(event)
	return ok && e.UpdatesInput
}

// PathField is the tool_input field holding the file tool works on (reads
// or writes), "" for a tool that names none.
func (t Table) PathField(tool string) string {
	x, _ := t.Tool(tool)
	return x.PathField
}

// CommandField is the tool_input field holding tool's shell command, ""
// for a tool that runs none.
func (t Table) CommandField(tool string) string {
	x, _ := t.Tool(tool)
	return x.CommandField
}

// EditTools names the tools that write a file named in their input, in
// table order.
func (t Table) EditTools() []string {
	var names []string
	for _, x := range t.tools {
		if x.Edits() {
			names = append(names, x.Name)
		}
	}
	return names
}

// ShellTools names the tools that run a shell command, in table order.
func (t Table) ShellTools() []string {
	var names []string
	for _, x := range t.tools {
		if x.Shell() {
			names = append(names, x.Name)
		}
	}
	return names
}

// BashToolShell returns the shell Claude Code runs the Bash tool's
// commands with, as 2.1.177 and 2.1.330 both choose it: the first of
// CLAUDE_CODE_SHELL and SHELL whose value holds "bash" or "zsh" and names
// a program it can run (runnable), or "" when neither does (Claude Code
// then looks for zsh or bash on its own, which the hooks do not repeat).
// The hooks run with Claude Code's environment, so they see the same
// two variables.
func BashToolShell(getenv func(string) string, runnable func(string) bool) string {
	for _, name := range [...]string{"CLAUDE_CODE_SHELL", "SHELL"} {
		v := getenv(name)
		if (strings.Contains(v, "bash") || strings.Contains(v, "zsh")) && runnable(v) {
			return v
		}
	}
	return ""
}

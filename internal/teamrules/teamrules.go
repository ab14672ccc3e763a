// Package teamrules is the team-rules hook: the operating guide's rules
// about spawning, file ownership, the shared working tree and the records
// they need. One binary on several events, because every hook process costs
// its start-up and these rules share the caller's team and pattern:
//
//   - PreToolUse Agent with a name, from the leader: spawn-guard (a
//     recorded pattern, a linked history entry, the pattern's member
//     maximum); an allowed spawn gets the team's rules appended to its
//     prompt (updatedInput).
//   - PreToolUse Edit, Write, MultiEdit, NotebookEdit and Bash, from a
//     member: file ownership (another member's file is denied) and, for
//     Bash, shared-tree safety (no git command that rewrites the tree or
//     index for everyone while another member is active).
//   - PostToolUse: the recorder. The first member to edit a file owns it;
//     every member call marks the member active; a SendMessage to
//     team-lead marks the member as having reported; a TaskUpdate marks a
//     task update and, when it completes a task, frees the member's files.
//   - SubagentStart of an in-process member: marks it active.
//
// The rules are switched per pattern (themes/patterns/*.json, "rules") and
// documented with their reason texts in docs/rules.md.
package teamrules

import (
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/rulestate"
	"github.com/teamctl/teamctl/internal/team"
)

// Rule names, as logged and quoted in reasons.
const (
	RuleSpawnPattern = "team-rules/spawn-pattern"
	RuleSpawnHistory = "team-rules/spawn-history"
	RuleSpawnMax     = "team-rules/spawn-max"
	RuleSpawnRules   = "team-rules/spawn-rules"
	RuleOwnership    = "team-rules/file-ownership"
	RuleSharedTree   = "team-rules/shared-tree"
	RuleRecord       = "team-rules/record"
	RuleNoTeam       = "team-rules/no-team"
	RuleNoPattern    = "team-rules/no-pattern"
	RuleOff          = "team-rules/rule-off"
	RuleOther        = "team-rules/other"
)

// Handler is the team-rules hook.
type Handler struct {
	Proc team.Proc
	// GitDirty reports whether the work tree at dir has uncommitted
	// changes to tracked files (merge is only dangerous then).
	GitDirty func(dir string) bool
}

// New returns the handler reading processes through /proc and asking git.
func New() *Handler { return &Handler{Proc: team.SystemProc{}, GitDirty: gitDirty} }

func (*Handler) Name() string { return "team-rules" }

// GuardsTools: spawn-guard, file ownership and shared-tree safety are tool
// guards, so strict mode fails them closed.
func (*Handler) GuardsTools() bool { return true }

// Decide dispatches on the event and tool.
func (h *Handler) Decide(c *hook.Call) (hook.Decision, error) {
	in := c.Input
	switch in.Event {
	case "PreToolUse":
		switch in.ToolName {
		case "Agent", "Task":
			if in.ToolInput.Get("name").String() == "" {
				return hook.None(RuleOther, "a plain subagent (no name) is not a spawn"), nil
			}
			return h.spawn(c)
		case "Edit", "Write", "MultiEdit", "NotebookEdit", "Bash":
			return h.member(c)
		}
	case "PostToolUse":
		return h.record(c)
	case "SubagentStart":
		return h.subagentStart(c)
	}
	return hook.None(RuleOther), nil
}

// memberName is the team member a call acts for: a teammate, or the
// teammate whose own subagent makes the call. "" for everyone else (the
// leader, its subagents, a TeamCreate-era member told only by its mode).
func memberName(x *team.Context) string {
	switch x.Caller.Role {
	case team.Teammate, team.PaneTeammate:
		return x.Caller.Name
	case team.TeammateSubagent:
		if _, ok := x.Caller.Team.Member(x.Caller.Parent); ok {
			return x.Caller.Parent
		}
	}
	return ""
}

// stateDir is the rules folder of the caller's team.
func stateDir(c *hook.Call, x *team.Context) (string, error) {
	return rulestate.Dir(paths.StateDir(c.Getenv), x.Caller.Team)
}

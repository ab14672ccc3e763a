// Package teamevents is the team's life cycle as one hook binary:
// SessionStart after compaction, resume or /clear reminds the leader of its
// team, members and rules; TeammateIdle keeps a teammate working while the
// board holds a task nobody owns and nothing blocks; UserPromptSubmit
// records the user's instruction to disband the team, which message-guard
// requires before the leader shuts members down; and the leader's TaskList
// (PreToolUse) is denied when nothing arrived since its last one, because
// the leader reacts to messages instead of polling the board.
package teamevents

import (
	"path/filepath"
	"strings"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/teamctl/teamctl/internal/team"
)

// Rule names, as logged and quoted in reasons.
const (
	RuleIdentity  = "team-events/identity"
	RuleIdleNudge = "team-events/idle-nudge"
	RulePolling   = "team-events/leader-polling"
	RuleDisband   = "team-events/disband-record"
	RuleNoTeam    = "team-events/no-team"
	RuleNoMembers = "team-events/no-members"
	RuleNoPattern = "team-events/no-pattern"
	RuleOff       = "team-events/rule-off"
	RuleOther     = "team-events/other-event"
)

// Handler is the team-events hook.
type Handler struct {
	Proc team.Proc
}

// New returns the handler reading processes through /proc.
func New() *Handler { return &Handler{Proc: team.SystemProc{}} }

func (*Handler) Name() string { return "team-events" }

// GuardsTools is false: the only tool it sees is TaskList, and a polling
// check that cannot decide should not block the board; strict mode is for
// the guards that keep edits and messages right.
func (*Handler) GuardsTools() bool { return false }

// Decide dispatches on the event.
func (h *Handler) Decide(c *hook.Call) (hook.Decision, error) {
	in := c.Input
	switch in.Event {
	case "SessionStart":
		return h.identity(c)
	case "TeammateIdle":
		return h.idle(c)
	case "UserPromptSubmit":
		return h.disband(c)
	case "PreToolUse":
		if in.ToolName == "TaskList" {
			return h.polling(c)
		}
	}
	return hook.None(RuleOther), nil
}

// leaderContext resolves the caller and reports whether it is the leader of
// a running team; otherwise it returns the no-opinion decision to give.
func (h *Handler) leaderContext(c *hook.Call) (*team.Context, hook.Decision, bool, error) {
	x, err := team.ForCall(c, h.Proc)
	if err != nil {
		return nil, hook.Decision{}, false, err
	}
	switch {
	case x.Caller.Team == nil:
		return x, hook.None(RuleNoTeam), false, nil
	case !x.Running():
		return x, hook.None(RuleNoMembers), false, nil
	case x.Caller.Role != team.Leader:
		return x, hook.None(RuleOther, "not the leader: "+x.Caller.Describe()), false, nil
	}
	return x, hook.Decision{}, true, nil
}

// readTeamNamed reads a team folder from a hook's team_name field, refusing
// names that would leave the teams folder.
func readTeamNamed(getenv paths.Getenv, name string) *claudefs.Team {
	if name == "" || strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
		return nil
	}
	t, err := claudefs.ReadTeam(filepath.Join(paths.TeamsDir(getenv), name))
	if err != nil {
		return nil
	}
	return t
}

func ruleOn(x *team.Context, on func(pattern.Rules) bool) bool {
	return x.Def != nil && on(x.Def.Rules)
}

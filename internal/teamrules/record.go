package teamrules

import (
	"fmt"
	"strings"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/rulestate"
	"github.com/teamctl/teamctl/internal/shell"
	"github.com/teamctl/teamctl/internal/team"
)

// record is the PostToolUse recorder: it runs after a member's tool call
// went through and keeps what the rules need. It never blocks; a record it
// cannot write is a note on stderr.
func (h *Handler) record(c *hook.Call) (hook.Decision, error) {
	x, err := team.ForCall(c, h.Proc)
	if err != nil {
		return hook.Decision{}, err
	}
	if x.Caller.Team == nil {
		return hook.None(RuleNoTeam), nil
	}
	me := memberName(x)
	if me == "" || !x.Running() {
		return hook.None(RuleRecord), nil
	}
	dir, err := stateDir(c, x)
	if err != nil {
		return hook.Decision{}, err
	}
	var notes []string
	if err := rulestate.Touch(dir, rulestate.Active, me, c.Now); err != nil {
		notes = append(notes, "cannot mark "+me+" active: "+err.Error())
	}
	in := c.Input
	switch in.ToolName {
	case "SendMessage":
		to := in.ToolInput.Get("to").String()
		if to == "" {
			to = in.ToolInput.Get("recipient").String()
		}
		sent := in.Get("tool_response.success")
		if (to == "team-lead" || to == "main") && (!sent.Exists() || sent.Bool()) && x.Caller.Role != team.TeammateSubagent {
			if err := rulestate.Touch(dir, rulestate.Reported, me, c.Now); err != nil {
				notes = append(notes, "cannot record "+me+"'s report: "+err.Error())
			}
		}
	case "TaskUpdate":
		if err := rulestate.Touch(dir, rulestate.TaskUpdate, me, c.Now); err != nil {
			notes = append(notes, "cannot record "+me+"'s task update: "+err.Error())
		}
		if in.ToolInput.Get("status").String() == "completed" && x.Def != nil && x.Def.Rules.FileOwnership {
			if _, err := rulestate.ReleaseMember(dir, me, c.Now); err != nil {
				notes = append(notes, "cannot free "+me+"'s files: "+err.Error())
			}
		}
	case "Edit", "Write", "MultiEdit", "NotebookEdit", "Bash":
		if x.Def == nil || !x.Def.Rules.FileOwnership {
			break
		}
		var targets []shell.Write
		if in.ToolName == "Bash" {
			targets = analyze(in, c.Getenv("HOME")).Writes
		} else {
			targets = editTargets(in)
		}
		project := c.ProjectDir()
		var lost []string
		for _, w := range targets {
			if w.Dynamic || w.Path == "" {
				continue
			}
			p := paths.Abs(w.Path, in.Cwd)
			if !sharedFile(project, p) || leaderDocument(x, project, p) {
				continue
			}
			owner, won, err := rulestate.Claim(dir, p, me, in.ToolName, c.Now)
			if err != nil {
				notes = append(notes, "cannot record the owner of "+p+": "+err.Error())
				continue
			}
			if !won {
				lost = append(lost, fmt.Sprintf("%s (owned by %s)", display(p, project), owner.Member))
			}
		}
		if len(lost) > 0 {
			// Two members edited at the same moment and the other one's
			// claim came first: tell this one, whose change went through.
			return hook.Decision{Verdict: hook.AddContext, Rule: RuleOwnership, Notes: notes, Context: fmt.Sprintf(
				"teamctl team-rules: you changed %s, which another member claimed first. Rule %s: no two members edit the same file; tell the owner through SendMessage what you changed, and leave the file to them from now on.",
				strings.Join(lost, ", "), RuleOwnership)}, nil
		}
	}
	return hook.Decision{Verdict: hook.NoOpinion, Rule: RuleRecord, Notes: notes}, nil
}

// subagentStart marks an in-process member active when it starts or is
// woken (SubagentStart fires for both), before its first tool call.
func (h *Handler) subagentStart(c *hook.Call) (hook.Decision, error) {
	x, err := team.ForCall(c, h.Proc)
	if err != nil {
		return hook.Decision{}, err
	}
	me := ""
	if x.Caller.Team != nil && x.Caller.Role == team.Teammate {
		me = x.Caller.Name
	}
	if me == "" {
		return hook.None(RuleRecord), nil
	}
	dir, err := stateDir(c, x)
	if err != nil {
		return hook.Decision{}, err
	}
	if err := rulestate.Touch(dir, rulestate.Active, me, c.Now); err != nil {
		return hook.None(RuleRecord, "cannot mark "+me+" active: "+err.Error()), nil
	}
	return hook.None(RuleRecord), nil
}

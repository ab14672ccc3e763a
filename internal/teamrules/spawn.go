package teamrules

import (
	"fmt"
	"strings"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamstate"
	"github.com/tidwall/sjson"
)

// rulesMarker starts the block spawn-guard appends to a spawn prompt; a
// prompt that already has it is left alone.
const rulesMarker = "Team rules (teamctl):"

// spawn is spawn-guard: the leader's Agent call with a name. The guide's
// procedure is pattern recorded → history entry recorded → spawn, with at
// most the pattern's number of people (leader included).
func (h *Handler) spawn(c *hook.Call) (hook.Decision, error) {
	x, err := team.ForCall(c, h.Proc)
	if err != nil {
		return hook.Decision{}, err
	}
	switch {
	case x.Caller.Team == nil:
		return hook.None(RuleNoTeam), nil
	case x.Caller.Role != team.Leader:
		// Claude Code refuses teammates' spawns itself ("the team roster is
		// flat"); a plain subagent of the leader cannot spawn teammates.
		return hook.None(RuleOther, "not the leader: "+x.Caller.Describe()), nil
	}
	name := c.Input.ToolInput.Get("name").String()
	t := x.Caller.Team
	if x.Def == nil {
		return hook.Decision{Verdict: hook.Deny, Rule: RuleSpawnPattern, Reason: fmt.Sprintf(
			"teamctl team-rules: the leader of team %s spawned %q before the team's pattern is recorded. Rule %s: the guide records the pattern first; run `teamctl pattern set fixed-theme` (or mixed-genius) in this session, then `teamctl history add …`, then spawn again.",
			t.Name, name, RuleSpawnPattern)}, nil
	}
	if !x.Def.Rules.SpawnGuard {
		return hook.None(RuleOff, "spawn_guard is off for pattern "+x.Pattern), nil
	}
	rec, err := teamstate.Load(paths.StateDir(c.Getenv), teamstate.KeyOf(t))
	if err != nil {
		return hook.Decision{}, err
	}
	if rec.Characters == nil {
		return hook.Decision{Verdict: hook.Deny, Rule: RuleSpawnHistory, Reason: fmt.Sprintf(
			"teamctl team-rules: the leader of team %s (pattern %s) spawned %q before a theme-history entry is linked to the team. Rule %s: the guide updates the history before spawning; run %s in this session (it links the entry to team %s), then spawn again.",
			t.Name, x.Pattern, name, RuleSpawnHistory, historyCommand(x.Def), t.Name)}, nil
	}
	maxPeople := x.Def.Members.Max
	teammates := t.Teammates()
	if people := len(teammates) + 2; people > maxPeople {
		names := make([]string, len(teammates))
		for i, m := range teammates {
			names[i] = m.Name
		}
		return hook.Decision{Verdict: hook.Deny, Rule: RuleSpawnMax, Reason: fmt.Sprintf(
			"teamctl team-rules: the leader of team %s (pattern %s) spawned %q, but the team already has %d members besides the leader (%s) and pattern %s allows %d–%d people, leader included, so at most %d spawned members. Rule %s: give the work to an existing member with SendMessage, or start a new team for a bigger cast.",
			t.Name, x.Pattern, name, len(teammates), strings.Join(names, ", "), x.Pattern, x.Def.Members.Min, maxPeople, maxPeople-1, RuleSpawnMax)}, nil
	}
	return h.appendRules(c, x, name), nil
}

// historyCommand is the exact history command for the pattern.
func historyCommand(def *pattern.Definition) string {
	if def.History.Theme == "fixed" {
		return fmt.Sprintf("`teamctl history add --pattern %s --member 'Name:Work:role'` (one --member per added member, leader excluded)", def.Name)
	}
	return fmt.Sprintf("`teamctl history add --pattern %s --theme '<work title>' --characters '<leader>,<member>,…'` (every character, leader included)", def.Name)
}

// appendRules lets the spawn go on with the team's rules appended to the
// prompt: Claude Code 2.1.330 honours updatedInput for Agent (verified end
// to end), so the member reads them from its first turn on.
func (h *Handler) appendRules(c *hook.Call, x *team.Context, name string) hook.Decision {
	prompt := c.Input.ToolInput.Get("prompt").String()
	if strings.Contains(prompt, rulesMarker) {
		return hook.None(RuleSpawnRules, "the prompt already carries the team's rules")
	}
	text := rulesText(x.Def, name)
	updated, err := sjson.SetBytes([]byte(c.Input.ToolInput.Raw), "prompt", prompt+"\n\n"+text)
	if err != nil {
		return hook.None(RuleSpawnRules, "cannot append the rules: "+err.Error())
	}
	return hook.Decision{Verdict: hook.UpdateInput, Rule: RuleSpawnRules, UpdatedInput: updated,
		Reason: "spawn allowed; the team's rules appended to the prompt"}
}

// rulesText is the block a member reads in its spawn prompt: only the rules
// the pattern has on.
func rulesText(def *pattern.Definition, name string) string {
	var b strings.Builder
	b.WriteString(rulesMarker + "\n")
	b.WriteString(`- Report to the leader with SendMessage {to: "team-lead", message: "<the full report text>"}: the address is always team-lead, never a character name, and the message holds the whole report. A final answer printed as text reaches nobody. Report before you go idle.` + "\n")
	if def.Rules.ArtifactNames {
		b.WriteString("- No character names or character elements in commit messages, PR and issue texts, source code, tests, config files or documentation.\n")
	}
	if def.Rules.FileOwnership {
		b.WriteString("- The first member to edit a file owns it while the team runs; do not edit files another member owns: coordinate through SendMessage instead.\n")
	}
	if def.Rules.SharedTree {
		b.WriteString("- All members share one working tree: never run git stash, reset --hard, checkout -- ., clean -f, switch, rebase or a merge over uncommitted work; commit only your own files (git add <your files>).\n")
	}
	fmt.Fprintf(&b, "- You are %s; the leader is team-lead.", name)
	return b.String()
}

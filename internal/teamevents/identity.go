package teamevents

import (
	"fmt"
	"strings"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/teamctl/teamctl/internal/team"
)

// reinjectSources reports the SessionStart sources after which the leader may
// have lost its team from context (ISS #23620): compaction, resume, /clear.
func reinjectSources(k string) bool {
	switch k {
	case "compact", "resume", "clear":
		return true
	}
	return false
}

// identity restates the team to a leader whose context was just rebuilt.
// Without a recorded pattern it still restates the team and its members:
// forgetting the team is worse than missing the pattern's rules.
func (h *Handler) identity(c *hook.Call) (hook.Decision, error) {
	source := c.Input.Get("source").String()
	if !reinjectSources(source) {
		return hook.None(RuleOther, "SessionStart source "+fmt.Sprintf("%q", source)+" needs no reminder"), nil
	}
	x, d, ok, err := h.leaderContext(c)
	if err != nil || !ok {
		return d, err
	}
	if x.Def != nil && !x.Def.Rules.IdentityReinject {
		return hook.None(RuleOff, "identity_reinject is off for pattern "+x.Pattern), nil
	}
	cast, notes := team.LoadCast(c.Getenv, x.Caller.Team, x.Def)
	text := identityText(x, cast, source)
	if source == "compact" && c.Input.AgentID == "" && memberLooksLikeLeader(x) {
		text = hedged(text)
		notes = append(notes, "TeamCreate-era team with in-process members: a member's own compaction looks like the leader's, so the reminder is conditional")
	}
	d = hook.Decision{Verdict: hook.AddContext, Rule: RuleIdentity, Context: text, Notes: notes}
	return d, nil
}

// memberLooksLikeLeader reports a team whose in-process members' own
// compaction reaches hooks shaped like the leader's: 2.1.177 fires a
// member's PreCompact with the leader's session and transcript and no
// agent_id (2.1.330 gives it the member's agent_id). A TeamCreate-era team
// (no leadProcess) with an in-process member is such a team.
func memberLooksLikeLeader(x *team.Context) bool {
	if x.Caller.Team.Era() != "teamcreate" {
		return false
	}
	for _, m := range x.Caller.Team.Teammates() {
		if m.Backend() == "in-process" {
			return true
		}
	}
	return false
}

// hedged turns the leader's reminder into one that is true for whoever
// reads it, leader or member.
func hedged(text string) string {
	text = strings.Replace(text, ": you are the leader of agent team", ": if you are the main session, not a member, you are the leader of agent team", 1)
	return text + "\nIf you are a member of this team, this reminder is not for you: you are not the leader; keep your member name and report to team-lead. (This Claude Code version reports a member's own compaction like the leader's.)"
}

// identityText is the reminder: who the leader is, the team, the members
// with their characters, and the leader's rules for the pattern.
func identityText(x *team.Context, cast *team.Cast, source string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "teamctl team-events (%s, after %s): you are the leader of agent team %s; your address is \"team-lead\".",
		RuleIdentity, source, x.Caller.TeamName())
	if x.Pattern != "" {
		fmt.Fprintf(&b, " Pattern: %s", x.Pattern)
		if cast != nil && x.Def != nil && x.Def.History.Theme == "work" && cast.TitleIsWork("") {
			fmt.Fprintf(&b, ", work %q", cast.Theme)
		}
		b.WriteString(".")
	} else {
		b.WriteString(" No pattern is recorded (record one: teamctl pattern set <pattern>).")
	}
	b.WriteString("\nMembers (SendMessage to these names): ")
	var members []string
	played := map[string]bool{}
	for _, m := range x.Caller.Team.Teammates() {
		s := m.Name
		if ch := characterOf(cast, m.Name); ch != "" {
			s += " (" + ch + ")"
			played[ch] = true
		}
		members = append(members, s)
	}
	b.WriteString(strings.Join(members, ", "))
	b.WriteString(".")
	if cast != nil {
		var rest []string
		for _, n := range cast.Names {
			if !played[n] {
				rest = append(rest, n)
			}
		}
		if len(rest) > 0 {
			fmt.Fprintf(&b, " Characters of this team: %s.", strings.Join(rest, ", "))
		}
	}
	if x.Def != nil {
		b.WriteString("\nYour rules as the " + x.Pattern + " leader:")
		for _, r := range leaderRules(x.Def) {
			b.WriteString("\n- " + r)
		}
	}
	return b.String()
}

func characterOf(cast *team.Cast, member string) string {
	if cast == nil {
		return ""
	}
	if ch, ok := cast.Members[member]; ok && ch != "" {
		return ch
	}
	ch, _ := cast.Character(member)
	return ch
}

// leaderRules are the pattern's rules for the leader, one line each, as the
// guide states them and as teamctl enforces them.
func leaderRules(def *pattern.Definition) []string {
	var rules []string
	if def.Leader.ManagesOnly() {
		r := "You manage only: do not edit files, write code, run tests or change anything with Bash; delegate every change to a member."
		if len(def.Leader.AllowedPaths) > 0 {
			r += " You may still edit " + strings.Join(def.Leader.AllowedPaths, ", ") + "."
		}
		rules = append(rules, r)
	} else {
		rules = append(rules, "You lead and may also do work yourself; members take the parts you delegate.")
	}
	r := "Members report to you by message: quote their reports to the user verbatim as they arrive."
	if def.Rules.LeaderPolling.Enabled {
		r += " Wait for their messages; do not poll TaskList."
	}
	rules = append(rules, r)
	if def.Rules.ShutdownNeedsUser {
		rules = append(rules, "Keep the team when a task ends; send shutdown_request only after the user explicitly asks to disband the team.")
	}
	if def.Rules.ArtifactNames {
		r := "Keep character names"
		if def.Rules.ArtifactWorkTitle && def.History.Theme == "work" {
			r += " and the work title"
		}
		rules = append(rules, r+" out of commits, PRs, issues, code, tests, config and docs.")
	}
	return rules
}

package teamevents

import (
	"fmt"
	"strconv"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/rulestate"
	"github.com/teamctl/teamctl/internal/team"
)

// RuleReportFirst keeps an idle member working until it has reported.
const RuleReportFirst = "team-events/report-first"

// reportFirst keeps a member that goes idle working while it has sent no
// SendMessage to team-lead since its last task update, or since it was
// spawned when it has made none: members often print their report as the
// final answer, which nobody reads. The record of reports is team-rules'
// PostToolUse recorder (a SendMessage to team-lead that was sent). Bounded
// per member and baseline: after escalate_after reminders the wording
// escalates, after max the member is let go. A teammate's own subagent
// idling (reported under the teammate's name) is not the member.
func (h *Handler) reportFirst(c *hook.Call, x *team.Context, viaSubagent bool) (hook.Decision, bool, error) {
	rf := x.Def.Rules.ReportFirst
	if !rf.Enabled || rf.Max == 0 || viaSubagent {
		return hook.Decision{}, false, nil
	}
	member := x.Caller.Name
	m, ok := x.Caller.Team.Member(member)
	if !ok || m.IsLead() {
		return hook.Decision{}, false, nil
	}
	dir, err := rulestate.Dir(paths.StateDir(c.Getenv), x.Caller.Team)
	if err != nil {
		return hook.Decision{}, false, err
	}
	baseline, since := m.JoinedAt, "it was spawned"
	if tu := rulestate.When(dir, rulestate.TaskUpdate, member); tu.After(baseline) {
		baseline, since = tu, "its last task update"
	}
	if rep := rulestate.When(dir, rulestate.Reported, member); !rep.IsZero() && !rep.Before(baseline) {
		return hook.Decision{}, false, nil
	}
	n, err := rulestate.Remind(dir, member, strconv.FormatInt(baseline.UnixMilli(), 10), c.Now)
	if err != nil {
		return hook.Decision{}, false, fmt.Errorf("record the report reminder: %w", err)
	}
	if n > rf.Max {
		return hook.Decision{}, false, nil
	}
	return hook.Decision{Verdict: hook.KeepWorking, Rule: RuleReportFirst, Reason: reportText(x, member, since, n, rf.EscalateAfter, rf.Max)}, true, nil
}

func reportText(x *team.Context, member, since string, n, escalateAfter, max int) string {
	head := fmt.Sprintf("teamctl team-events: teammate %s of team %s has sent no report to team-lead since %s (reminder %d of %d).", member, x.Caller.TeamName(), since, n, max)
	if n > escalateAfter {
		head = fmt.Sprintf("teamctl team-events: teammate %s of team %s STILL has sent no report to team-lead since %s (reminder %d of %d; after %d you go idle unreported and the leader never learns what you did).", member, x.Caller.TeamName(), since, n, max, max)
	}
	return head + fmt.Sprintf(" Rule %s (pattern %s): send your report to team-lead first, full text in the message: SendMessage {to: \"team-lead\", message: \"<the whole report>\"}. Text you print as your final answer reaches nobody. Then go idle.", RuleReportFirst, x.Pattern)
}

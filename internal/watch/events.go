package watch

import (
	"encoding/json"
	"io"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
)

// Event is one change, a line of teamctl watch --json (NDJSON). In Go it
// keeps the row it is about; on the wire (MarshalJSON) it is one flat
// object whose fields depend only on the event's kind, each always
// printed, so `jq '.task_owner'` never meets a missing key or a nested
// object (see docs/json.md).
type Event struct {
	Event string
	Time  time.Time
	Team  string
	// Was is the previous value of what changed (a status, an owner, the
	// lead's state).
	Was string
	// Lead is the lead's state now (lead events).
	Lead     string
	Member   *MemberRow
	Task     *TaskRow
	Message  *MessageRow
	Decision *DecisionRow
	Rule     *RuleCount
	Snapshot *Summary
}

// Summary is the first event of a stream: the team as it stands, in
// scalars. The members and rule counts it counts follow it as events of
// their own (member_joined, rule_count), so no event nests a list.
type Summary struct {
	Era             string
	Pattern         string
	Lead            string
	Members         int
	Ready           int
	Messages        int
	Decisions       int
	Rules           int
	TasksTotal      int
	TasksPending    int
	TasksInProgress int
	TasksCompleted  int
}

// Event names.
const (
	EvSnapshot     = "snapshot"
	EvMemberJoined = "member_joined"
	EvMemberStatus = "member_status"
	EvMemberTask   = "member_task"
	EvTaskCreated  = "task_created"
	EvTaskStatus   = "task_status"
	EvTaskOwner    = "task_owner"
	EvTaskRemoved  = "task_removed"
	EvMessage      = "message"
	EvDecision     = "decision"
	EvRuleCount    = "rule_count"
	EvLead         = "lead"
	EvTeamEnded    = "team_ended"
)

// EventKinds lists every event name, in the order docs/json.md documents
// them.
func EventKinds() []string {
	return []string{EvSnapshot, EvMemberJoined, EvMemberStatus, EvMemberTask, EvTaskCreated, EvTaskStatus,
		EvTaskOwner, EvTaskRemoved, EvMessage, EvDecision, EvRuleCount, EvLead, EvTeamEnded}
}

// Opening lists the events a stream starts with: the snapshot, one
// member_joined per member (leader first) and one rule_count per rule that
// decided (most frequent first). A consumer that folds events into a
// roster thus treats the members already there like later joiners, as a
// Kubernetes watch reports existing objects as ADDED.
func Opening(s *Snapshot, now time.Time) []Event {
	ev := func(name string) Event { return Event{Event: name, Time: now.UTC(), Team: s.Team} }
	e := ev(EvSnapshot)
	e.Snapshot = &Summary{
		Era: s.Era, Pattern: s.Pattern, Lead: s.Lead, Members: len(s.Members), Ready: s.Ready,
		Messages: len(s.Messages), Decisions: len(s.Decisions), Rules: len(s.Rules),
		TasksPending:    s.TaskCounts[claudefs.StatusPending],
		TasksInProgress: s.TaskCounts[claudefs.StatusInProgress],
		TasksCompleted:  s.TaskCounts[claudefs.StatusCompleted],
	}
	for _, n := range s.TaskCounts {
		e.Snapshot.TasksTotal += n
	}
	out := make([]Event, 0, 1+len(s.Members)+len(s.Rules))
	out = append(out, e)
	for _, m := range s.Members {
		e := ev(EvMemberJoined)
		e.Member = &m
		out = append(out, e)
	}
	for _, r := range s.Rules {
		e := ev(EvRuleCount)
		e.Rule = &r
		out = append(out, e)
	}
	return out
}

// Diff lists what changed from prev to next; a nil prev gives the
// Opening.
func Diff(prev, next *Snapshot, now time.Time) []Event {
	if prev == nil {
		return Opening(next, now)
	}
	ev := func(name string) Event { return Event{Event: name, Time: now.UTC(), Team: next.Team} }
	var out []Event
	if prev.Lead != next.Lead && !next.Ended {
		e := ev(EvLead)
		e.Was, e.Lead = prev.Lead, next.Lead
		out = append(out, e)
	}
	if next.Ended && !prev.Ended {
		out = append(out, ev(EvTeamEnded))
	}
	before := map[string]MemberRow{}
	for _, m := range prev.Members {
		before[m.Name] = m
	}
	for _, m := range next.Members {
		m := m
		old, ok := before[m.Name]
		switch {
		case !ok:
			e := ev(EvMemberJoined)
			e.Member = &m
			out = append(out, e)
		case old.Status != m.Status:
			e := ev(EvMemberStatus)
			e.Member, e.Was = &m, old.Status
			out = append(out, e)
		case old.TaskID != m.TaskID:
			e := ev(EvMemberTask)
			e.Member, e.Was = &m, old.TaskID
			out = append(out, e)
		}
	}
	tasks := make(map[string]TaskRow, len(prev.Tasks))
	for _, t := range prev.Tasks {
		tasks[t.ID] = t
	}
	for _, t := range next.Tasks {
		t := t
		old, ok := tasks[t.ID]
		delete(tasks, t.ID)
		switch {
		case !ok:
			e := ev(EvTaskCreated)
			e.Task = &t
			out = append(out, e)
		case old.Status != t.Status:
			e := ev(EvTaskStatus)
			e.Task, e.Was = &t, old.Status
			out = append(out, e)
		case old.Owner != t.Owner:
			e := ev(EvTaskOwner)
			e.Task, e.Was = &t, old.Owner
			out = append(out, e)
		}
	}
	for _, t := range prev.Tasks {
		if _, gone := tasks[t.ID]; gone {
			t := t
			e := ev(EvTaskRemoved)
			e.Task = &t
			out = append(out, e)
		}
	}
	seen := make(map[string]bool, len(prev.Messages))
	for _, m := range prev.Messages {
		seen[m.Key] = true
	}
	for i := len(next.Messages) - 1; i >= 0; i-- { // oldest first
		if m := next.Messages[i]; !seen[m.Key] {
			e := ev(EvMessage)
			e.Message = &m
			out = append(out, e)
		}
	}
	last := 0
	if len(prev.Decisions) > 0 {
		last = prev.Decisions[0].N
	}
	for i := len(next.Decisions) - 1; i >= 0; i-- {
		if d := next.Decisions[i]; d.N > last {
			e := ev(EvDecision)
			e.Decision = &d
			out = append(out, e)
		}
	}
	return out
}

// WriteEvents writes events as NDJSON, one line each.
func WriteEvents(w io.Writer, events []Event) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, e := range events {
		if err := enc.Encode(e); err != nil {
			return err
		}
	}
	return nil
}

package watch

import (
	"encoding/json"
	"io"
	"time"
)

// Event is one change, a line of teamctl watch --json (NDJSON).
type Event struct {
	Event string    `json:"event"`
	Time  time.Time `json:"time"`
	Team  string    `json:"team"`
	// Was is the previous value of what changed (a status, an owner).
	Was      string       `json:"was,omitempty"`
	Member   *MemberRow   `json:"member,omitempty"`
	Task     *TaskRow     `json:"task,omitempty"`
	Message  *MessageRow  `json:"message,omitempty"`
	Decision *DecisionRow `json:"decision,omitempty"`
	Snapshot *Summary     `json:"snapshot,omitempty"`
}

// Summary is the first event of a stream: the team as it stands.
type Summary struct {
	Era        string         `json:"era"`
	Pattern    string         `json:"pattern"`
	Lead       string         `json:"lead"`
	Members    []MemberRow    `json:"members"`
	TaskCounts map[string]int `json:"task_counts"`
	Ready      int            `json:"ready"`
	Messages   int            `json:"messages"`
	Decisions  int            `json:"decisions"`
	Rules      []RuleCount    `json:"rules"`
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
	EvLead         = "lead"
	EvTeamEnded    = "team_ended"
)

// Diff lists what changed from prev to next; a nil prev gives the
// snapshot event.
func Diff(prev, next *Snapshot, now time.Time) []Event {
	ev := func(name string) Event { return Event{Event: name, Time: now.UTC(), Team: next.Team} }
	if prev == nil {
		e := ev(EvSnapshot)
		e.Snapshot = &Summary{
			Era: next.Era, Pattern: next.Pattern, Lead: next.Lead, Members: next.Members,
			TaskCounts: next.TaskCounts, Ready: next.Ready, Messages: len(next.Messages),
			Decisions: len(next.Decisions), Rules: next.Rules,
		}
		return []Event{e}
	}
	var out []Event
	if prev.Lead != next.Lead && !next.Ended {
		e := ev(EvLead)
		e.Was = prev.Lead
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

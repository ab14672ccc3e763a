package watch

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"
)

// The wire format of an Event: one flat object, the same fields for every
// event of a kind. The row an event is about is spread into fields named
// after the row's kind (member_…, task_…), so a script reads
// .decision_rule rather than .decision.rule, and every field of the kind
// is printed even when empty: a consumer never tells "absent" from "empty".
// docs/json.md lists these fields; a test checks the two agree.

type eventHead struct {
	Event string    `json:"event"`
	Time  time.Time `json:"time"`
	Team  string    `json:"team"`
	Was   string    `json:"was"`
}

type snapshotFields struct {
	Era             string `json:"era"`
	Pattern         string `json:"pattern"`
	Lead            string `json:"lead"`
	Members         int    `json:"members"`
	Ready           int    `json:"ready"`
	Messages        int    `json:"messages"`
	Decisions       int    `json:"decisions"`
	Rules           int    `json:"rules"`
	TasksTotal      int    `json:"tasks_total"`
	TasksPending    int    `json:"tasks_pending"`
	TasksInProgress int    `json:"tasks_in_progress"`
	TasksCompleted  int    `json:"tasks_completed"`
}

type leadFields struct {
	Lead string `json:"lead"`
}

type memberFields struct {
	Name         string     `json:"member_name"`
	Leader       bool       `json:"member_leader"`
	Backend      string     `json:"member_backend"`
	Status       string     `json:"member_status"`
	StatusFrom   string     `json:"member_status_from"`
	Task         string     `json:"member_task"`
	TaskID       string     `json:"member_task_id"`
	Unread       int        `json:"member_unread"`
	LastActivity *time.Time `json:"member_last_activity"`
	Model        string     `json:"member_model"`
	Character    string     `json:"member_character"`
}

type taskFields struct {
	ID           string   `json:"task_id"`
	Subject      string   `json:"task_subject"`
	Description  string   `json:"task_description"`
	Status       string   `json:"task_status"`
	Owner        string   `json:"task_owner"`
	OpenBlockers []string `json:"task_open_blockers"`
	Ready        bool     `json:"task_ready"`
}

type messageFields struct {
	Key    string     `json:"message_key"`
	From   string     `json:"message_from"`
	To     string     `json:"message_to"`
	Time   *time.Time `json:"message_time"`
	Kind   string     `json:"message_kind"`
	Line   string     `json:"message_line"`
	Text   string     `json:"message_text"`
	Queued bool       `json:"message_queued"`
}

type decisionFields struct {
	N        int        `json:"decision_n"`
	Time     *time.Time `json:"decision_time"`
	Hook     string     `json:"decision_hook"`
	Decision string     `json:"decision_decision"`
	Rule     string     `json:"decision_rule"`
	Caller   string     `json:"decision_caller"`
	Role     string     `json:"decision_role"`
	Call     string     `json:"decision_call"`
	Reason   string     `json:"decision_reason"`
	Notes    []string   `json:"decision_notes"`
}

type ruleFields struct {
	Name      string `json:"rule_name"`
	Decisions int    `json:"rule_decisions"`
	Denies    int    `json:"rule_denies"`
}

// MarshalJSON writes the event as one flat object. An event name without a
// wire format is an error, so a new kind cannot reach scripts unflattened.
func (e Event) MarshalJSON() ([]byte, error) {
	head := eventHead{Event: e.Event, Time: e.Time.UTC(), Team: e.Team, Was: e.Was}
	var v any
	switch e.Event {
	case EvSnapshot:
		var s Summary
		if e.Snapshot != nil {
			s = *e.Snapshot
		}
		v = struct {
			eventHead
			snapshotFields
		}{head, snapshotFields{
			Era: s.Era, Pattern: s.Pattern, Lead: s.Lead, Members: s.Members, Ready: s.Ready,
			Messages: s.Messages, Decisions: s.Decisions, Rules: s.Rules, TasksTotal: s.TasksTotal,
			TasksPending: s.TasksPending, TasksInProgress: s.TasksInProgress, TasksCompleted: s.TasksCompleted,
		}}
	case EvLead:
		v = struct {
			eventHead
			leadFields
		}{head, leadFields{Lead: e.Lead}}
	case EvTeamEnded:
		v = head
	case EvMemberJoined, EvMemberStatus, EvMemberTask:
		var m MemberRow
		if e.Member != nil {
			m = *e.Member
		}
		v = struct {
			eventHead
			memberFields
		}{head, memberFields{
			Name: m.Name, Leader: m.Leader, Backend: m.Backend, Status: m.Status, StatusFrom: m.StatusFrom,
			Task: m.Task, TaskID: m.TaskID, Unread: m.Unread, LastActivity: knownTime(m.LastActivity),
			Model: m.Model, Character: m.Character,
		}}
	case EvTaskCreated, EvTaskStatus, EvTaskOwner, EvTaskRemoved:
		var t TaskRow
		if e.Task != nil {
			t = *e.Task
		}
		v = struct {
			eventHead
			taskFields
		}{head, taskFields{
			ID: t.ID, Subject: t.Subject, Description: t.Description, Status: t.Status, Owner: t.Owner,
			OpenBlockers: nonNil(t.OpenBlockers), Ready: t.Ready,
		}}
	case EvMessage:
		var m MessageRow
		if e.Message != nil {
			m = *e.Message
		}
		v = struct {
			eventHead
			messageFields
		}{head, messageFields{
			Key: m.Key, From: m.From, To: m.To, Time: knownTime(m.Time), Kind: m.Kind,
			Line: m.Line, Text: m.Text, Queued: m.Queued,
		}}
	case EvDecision:
		var d DecisionRow
		if e.Decision != nil {
			d = *e.Decision
		}
		v = struct {
			eventHead
			decisionFields
		}{head, decisionFields{
			N: d.N, Time: knownTime(d.Time), Hook: d.Hook, Decision: d.Decision, Rule: d.Rule,
			Caller: d.Caller, Role: d.Role, Call: d.Call, Reason: d.Reason, Notes: nonNil(d.Notes),
		}}
	case EvRuleCount:
		var r RuleCount
		if e.Rule != nil {
			r = *e.Rule
		}
		v = struct {
			eventHead
			ruleFields
		}{head, ruleFields{Name: r.Rule, Decisions: r.Count, Denies: r.Deny}}
	default:
		return nil, fmt.Errorf("watch: event %q has no JSON form", e.Event)
	}
	// json.Marshal would escape <, > and & in messages and reasons; the
	// stream is read by people through jq as much as by programs.
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// knownTime is a time for JSON: UTC, or nil (null) when unknown.
func knownTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	t = t.UTC()
	return &t
}

// nonNil prints an empty list as [] rather than null.
func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

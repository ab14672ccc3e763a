package watch

import (
	"math"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
)

// build turns what the Source read into a snapshot.
func build(s *Source, now time.Time) *Snapshot {
	t := s.team
	snap := &Snapshot{
		Team: t.Name, Dir: s.teamDir, Era: t.Era(), Description: t.Description,
		Leader: claudefs.LeadName, LeadPID: t.LeadPID, Lead: leadWord(s.lead), CreatedAt: t.CreatedAt,
		Ended: s.ended, TaskDir: s.taskDir, LogPath: s.logPath, TasksLoading: s.tasksPending,
	}
	if s.ended {
		snap.Lead = "ended (team folder removed)"
	}
	name, source := s.teamPattern()
	snap.Pattern, snap.PatternSource = name, string(source)
	var characters map[string]string
	if s.record != nil && s.record.Characters != nil {
		c := s.record.Characters
		snap.Theme, snap.Characters, characters = c.Theme, c.Names, c.Members
	}

	// inbox file stem -> member name
	stemOf := map[string]string{}
	for _, m := range s.members {
		stemOf[inboxStem(m.Name)] = m.Name
	}
	recipient := func(stem string) string {
		if n, ok := stemOf[stem]; ok {
			return n
		}
		return stem
	}

	// Rows are rebuilt only where a reread happened; snapshots share the
	// rest (nobody changes a snapshot's rows).
	if s.dirty.tasks || s.built.counts == nil {
		s.built.counts = map[string]int{}
		s.built.tasks, s.built.ready = buildTasks(s.tasks, s.built.counts)
	}
	if s.dirty.messages || s.built.messages == nil {
		s.built.messages = buildMessages(s.messages, recipient)
	}
	if s.dirty.decisions || s.built.decisions == nil {
		s.built.decisions, s.built.rules = buildDecisions(s.log.records, s.members)
	}
	s.dirty = dirt{}
	snap.Tasks, snap.Ready, snap.TaskCounts = s.built.tasks, s.built.ready, s.built.counts
	snap.Messages = s.built.messages
	snap.Decisions, snap.Rules = s.built.decisions, s.built.rules

	// Per-member activity from messages and decisions.
	type activity struct {
		last, idle, active time.Time
		shutDown           bool
	}
	act := map[string]*activity{}
	get := func(name string) *activity {
		a := act[name]
		if a == nil {
			a = &activity{}
			act[name] = a
		}
		return a
	}
	later := func(t *time.Time, u time.Time) {
		if u.After(*t) {
			*t = u
		}
	}
	for _, m := range snap.Messages {
		a := get(m.From)
		later(&a.last, m.Time)
		switch m.Kind {
		case "idle_notification":
			later(&a.idle, m.Time)
		case "shutdown_approved":
			a.shutDown = true
		default:
			later(&a.active, m.Time)
		}
	}
	for _, d := range snap.Decisions {
		a := get(d.Caller)
		later(&a.last, d.Time)
		later(&a.active, d.Time)
	}

	for id, at := range s.claimed {
		if t, ok := s.tasks[id]; ok && t.Owner != "" && t.Status == claudefs.StatusInProgress {
			later(&get(t.Owner).active, at)
		}
	}

	current := currentTasks(snap.Tasks)
	for _, m := range s.members {
		row := MemberRow{
			Name: m.Name, Leader: m.IsLead(), Backend: dash(m.Backend()), Model: m.Model,
			Character: characters[m.Name], LastActivity: m.JoinedAt,
		}
		if a := act[m.Name]; a != nil && a.last.After(row.LastActivity) {
			row.LastActivity = a.last
		}
		for _, q := range s.inboxes[inboxStem(m.Name)] {
			if !q.Read {
				row.Unread++
			}
		}
		if task, ok := current[m.Name]; ok {
			row.TaskID = task.ID
			row.Task = "#" + task.ID + " " + task.Subject
		}
		row.Status, row.StatusFrom = memberStatus(s, m, act[m.Name] != nil && act[m.Name].shutDown,
			func() (time.Time, time.Time) {
				if a := act[m.Name]; a != nil {
					return a.idle, a.active
				}
				return time.Time{}, time.Time{}
			}, row.TaskID != "" && current[m.Name].Status == claudefs.StatusInProgress)
		snap.Members = append(snap.Members, row)
	}

	for _, k := range sortedKeys(s.warnings) {
		snap.Warnings = append(snap.Warnings, s.warnings[k])
	}
	return snap
}

// memberStatus reads a member's status from what Claude Code writes: a
// member gone from config.json (or that approved its shutdown) is shut
// down; a pane member writes isActive itself; an in-process member's last
// word is its idle notice, or later work (a message, a hook decision, a
// task in progress).
func memberStatus(s *Source, m claudefs.Member, approved bool, times func() (time.Time, time.Time), inProgress bool) (string, string) {
	if m.IsLead() {
		switch {
		case s.ended:
			return StatusShutDown, "team folder removed"
		case s.lead == claudefs.LeadGone || s.lead == claudefs.LeadReused:
			return StatusStale, "leadProcess"
		}
		return StatusLeading, "leadProcess"
	}
	if !s.present[m.Name] {
		return StatusShutDown, "left config.json"
	}
	if approved {
		return StatusShutDown, "shutdown_approved"
	}
	if m.IsActive != nil {
		if *m.IsActive {
			return StatusWorking, "isActive"
		}
		return StatusIdle, "isActive"
	}
	idle, active := times()
	switch {
	case !idle.IsZero() && !active.After(idle):
		return StatusIdle, "idle_notification"
	case !active.IsZero():
		return StatusWorking, "activity"
	case inProgress:
		return StatusWorking, "task in progress"
	}
	// A member just spawned works on its prompt until its first idle notice.
	return StatusWorking, "spawned"
}

func buildTasks(tasks map[string]claudefs.Task, counts map[string]int) ([]TaskRow, int) {
	// Tasks are keyed by file name, which is their id; a task whose id
	// field says otherwise is indexed under that id too.
	byID := tasks
	for stem, t := range tasks {
		if t.ID != stem {
			byID = make(map[string]claudefs.Task, len(tasks))
			for _, t := range tasks {
				byID[t.ID] = t
			}
			break
		}
	}
	// blockers of id: its blockedBy plus every task that lists it in blocks.
	extra := map[string][]string{}
	for _, t := range tasks {
		for _, b := range t.Blocks {
			if !slices.Contains(byID[b].BlockedBy, t.ID) {
				extra[b] = append(extra[b], t.ID)
			}
		}
	}
	// Sort small keys, not the rows: ten thousand rows are a lot to swap.
	type key struct {
		num  uint64 // the numeric id, or max for others
		rank int32
		idx  int32
	}
	rows := make([]TaskRow, 0, len(tasks))
	keys := make([]key, 0, len(tasks))
	ready := 0
	for _, t := range tasks {
		if t.Status == claudefs.StatusDeleted {
			continue
		}
		counts[t.Status]++
		var open []string
		check := func(id string) {
			if slices.Contains(open, id) {
				return
			}
			if b, ok := byID[id]; !ok || b.Status != claudefs.StatusCompleted {
				open = append(open, id)
			}
		}
		for _, id := range t.BlockedBy {
			check(id)
		}
		for _, id := range extra[t.ID] {
			check(id)
		}
		r := TaskRow{ID: t.ID, Subject: t.Subject, Description: t.Description, Status: t.Status, Owner: t.Owner, OpenBlockers: open}
		r.Ready = t.Status == claudefs.StatusPending && t.Owner == "" && len(open) == 0
		if r.Ready {
			ready++
		}
		num, err := strconv.ParseUint(t.ID, 10, 64)
		if err != nil {
			num = math.MaxUint64
		}
		keys = append(keys, key{num: num, rank: int32(statusRank(&r)), idx: int32(len(rows))})
		rows = append(rows, r)
	}
	slices.SortFunc(keys, func(a, b key) int {
		if a.rank != b.rank {
			return int(a.rank - b.rank)
		}
		if a.num != b.num {
			if a.num < b.num {
				return -1
			}
			return 1
		}
		return strings.Compare(rows[a.idx].ID, rows[b.idx].ID)
	})
	out := make([]TaskRow, len(rows))
	for i, k := range keys {
		out[i] = rows[k.idx]
	}
	return out, ready
}

// statusRank orders the board: in progress, ready, pending, done.
func statusRank(t *TaskRow) int {
	switch {
	case t.Status == claudefs.StatusInProgress:
		return 0
	case t.Ready:
		return 1
	case t.Status == claudefs.StatusPending:
		return 2
	case t.Status == claudefs.StatusCompleted:
		return 4
	}
	return 3
}

// currentTasks is each owner's current task: the first in progress, else
// the first pending (rows are in board order).
func currentTasks(rows []TaskRow) map[string]TaskRow {
	out := map[string]TaskRow{}
	for _, r := range rows {
		if r.Owner == "" {
			continue
		}
		cur, ok := out[r.Owner]
		switch {
		case r.Status == claudefs.StatusInProgress && (!ok || cur.Status != claudefs.StatusInProgress):
			out[r.Owner] = r
		case r.Status == claudefs.StatusPending && !ok:
			out[r.Owner] = r
		}
	}
	return out
}

func buildMessages(msgs map[string]*MessageRow, recipient func(string) string) []MessageRow {
	rows := make([]MessageRow, 0, len(msgs))
	for _, m := range msgs {
		r := *m
		r.To = recipient(m.To)
		rows = append(rows, r)
	}
	sort.Slice(rows, func(i, j int) bool {
		if !rows[i].Time.Equal(rows[j].Time) {
			return rows[i].Time.After(rows[j].Time)
		}
		return rows[i].Key > rows[j].Key
	})
	return rows
}

func buildDecisions(recs []DecisionRecord, members []claudefs.Member) ([]DecisionRow, []RuleCount) {
	isMember := map[string]bool{}
	for _, m := range members {
		isMember[m.Name] = true
	}
	rows := make([]DecisionRow, 0, len(recs))
	counts := map[string]*RuleCount{}
	for i := len(recs) - 1; i >= 0; i-- {
		r := recs[i]
		row := DecisionRow{
			N: r.N, Time: r.Time, Hook: r.Hook, Decision: r.Decision, Rule: r.Rule, Role: r.Role,
			Caller: callerName(r.Record, isMember), Reason: r.Reason, Notes: r.Notes,
			Call: r.Call,
		}
		if row.Rule == "" {
			row.Rule = r.Hook
		}
		rows = append(rows, row)
		c := counts[row.Rule]
		if c == nil {
			c = &RuleCount{Rule: row.Rule}
			counts[row.Rule] = c
		}
		c.Count++
		if r.Decision == "deny" {
			c.Deny++
		}
	}
	rules := make([]RuleCount, 0, len(counts))
	for _, c := range counts {
		rules = append(rules, *c)
	}
	sort.Slice(rules, func(i, j int) bool {
		if rules[i].Count != rules[j].Count {
			return rules[i].Count > rules[j].Count
		}
		return rules[i].Rule < rules[j].Rule
	})
	return rows, rules
}

// callerName names who made a logged call: the member when the input
// names one (an in-process teammate's agent_type is its name), the
// leader, else the role.
func callerName(r hook.Record, isMember map[string]bool) string {
	switch {
	case r.Role == "leader":
		return claudefs.LeadName
	case r.AgentType != "" && isMember[r.AgentType]:
		return r.AgentType
	case r.Role != "":
		return r.Role
	}
	return "-"
}

// inboxStem is the inbox file stem for a member name, sanitised the way
// Claude Code names inbox files.
func inboxStem(name string) string {
	return strings.TrimSuffix(filepath.Base(claudefs.InboxPath("", name)), ".json")
}

func leadWord(s claudefs.LeadState) string {
	switch s {
	case claudefs.LeadGone:
		return "stale (gone)"
	case claudefs.LeadReused:
		return "stale (pid reused)"
	case "":
		return "unknown"
	}
	return string(s)
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

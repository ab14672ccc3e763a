package watch

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/watch/watchtest"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// t0 is the fixture's creation time; clocks in tests are UTC.
var t0 = time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC)

func fixedNow() time.Time { return t0.Add(62 * time.Minute) }

func alive(*claudefs.Team) claudefs.LeadState { return claudefs.LeadAlive }

// fixture is a running implicit team: leader, alice (in-process, working
// on #2), bob (pane, idle), carol (in-process, idle after a notice); a
// board with a ready task and a blocked one; messages; decisions.
func fixture(t *testing.T, era string) *watchtest.Team {
	t.Helper()
	name := "session-716ec9d0"
	if era == "teamcreate" {
		name = "bebop"
	}
	tm, err := watchtest.New(t.TempDir(), name, era, 25483, t0)
	must(t, err)
	must(t, tm.SetPattern("fixed-theme"))
	must(t, tm.AddMember("alice", "in-process", t0.Add(time.Minute)))
	must(t, tm.AddMember("bob", "tmux", t0.Add(2*time.Minute)))
	must(t, tm.AddMember("carol", "in-process", t0.Add(3*time.Minute)))
	must(t, tm.SetActive("bob", false))
	must(t, tm.SetCharacters("fixed-theme", "Cowboy Bebop", []string{"Spike", "Jet", "Faye"}, map[string]string{"alice": "Spike", "bob": "Jet", "carol": "Faye"}))
	for _, k := range []watchtest.Task{
		{ID: "1", Subject: "Sketch the parser", Status: "completed", Owner: "carol"},
		{ID: "2", Subject: "Write the parser", Status: "in_progress", Owner: "alice", BlockedBy: []string{"1"}},
		{ID: "3", Subject: "Write the tests", Status: "pending"},
		{ID: "4", Subject: "Document the grammar", Status: "pending", BlockedBy: []string{"2"}},
		{ID: "10", Subject: "Release", Status: "pending", Owner: "bob", BlockedBy: []string{"3", "4"}},
	} {
		must(t, tm.WriteTask(k))
	}
	must(t, tm.WriteInbox("team-lead", []watchtest.Message{
		{From: "carol", Time: t0.Add(40 * time.Minute), Text: `{"type":"idle_notification","from":"carol","timestamp":"2026-11-21T18:40:00.000Z","idleReason":"available"}`},
		{From: "alice", Time: t0.Add(50 * time.Minute), Text: "parser half done,\nlexer works", Summary: "progress"},
	}))
	must(t, tm.WriteInbox("alice", []watchtest.Message{
		{From: "team-lead", Time: t0.Add(55 * time.Minute), Text: "keep the grammar LL(1)"},
	}))
	for _, d := range []watchtest.Decision{
		{Time: t0.Add(10 * time.Minute), Hook: "leader-guard", Decision: "deny", Rule: "leader-guard/edit", Role: "leader",
			Tool: "Write", FilePath: "/home/dev/project/main.go", Reason: "the leader of a fixed-theme team delegates: ask a teammate to write main.go"},
		{Time: t0.Add(20 * time.Minute), Hook: "message-guard", Decision: "deny", Rule: "message-guard/character-name", Role: "teammate", AgentType: "alice",
			Tool: "SendMessage", Reason: "address members by name (team-lead), not by character (Jet)"},
		{Time: t0.Add(30 * time.Minute), Hook: "team-events", Decision: "keep-working", Rule: "team-events/idle-nudge", Role: "teammate", AgentType: "carol",
			Event: "TeammateIdle", Reason: "task #3 is ready and unclaimed: claim it"},
		{Time: t0.Add(45 * time.Minute), Hook: "leader-guard", Decision: "deny", Rule: "leader-guard/edit", Role: "leader",
			Tool: "Edit", FilePath: "/home/dev/project/go.mod", Reason: "the leader delegates edits"},
	} {
		must(t, tm.AppendDecision(d))
	}
	// Another team's decision must not show.
	f, err := os.OpenFile(tm.LogPath(), os.O_WRONLY|os.O_APPEND, 0)
	must(t, err)
	_, err = f.Write(watchtest.DecisionLine("session-00000000", watchtest.Decision{Time: t0, Hook: "leader-guard", Decision: "deny", Rule: "leader-guard/bash", Role: "leader"}))
	must(t, err)
	must(t, f.Close())
	return tm
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func load(t *testing.T, tm *watchtest.Team) *Source {
	t.Helper()
	src := NewSource(tm.Dir, Options{Getenv: tm.Getenv, LeadStatus: alive, Now: fixedNow})
	must(t, src.Load())
	return src
}

func TestSnapshotReadsWhatClaudeCodeWrites(t *testing.T) {
	for _, era := range []string{"implicit", "teamcreate"} {
		t.Run(era, func(t *testing.T) {
			s := load(t, fixture(t, era)).Build(fixedNow())
			if s.Era != era || s.Pattern != "fixed-theme" || s.Theme != "Cowboy Bebop" {
				t.Errorf("header = era %q pattern %q theme %q", s.Era, s.Pattern, s.Theme)
			}
			want := map[string]string{"team-lead": StatusLeading, "alice": StatusWorking, "bob": StatusIdle, "carol": StatusIdle}
			for name, st := range want {
				m, ok := s.MemberByName(name)
				if !ok || m.Status != st {
					t.Errorf("member %s: status %q (from %s), want %q", name, m.Status, m.StatusFrom, st)
				}
			}
			if a, _ := s.MemberByName("alice"); a.TaskID != "2" || a.Unread != 1 || a.Character != "Spike" || a.Backend != "in-process" {
				t.Errorf("alice = %+v", a)
			}
			if b, _ := s.MemberByName("bob"); b.Backend != "tmux" {
				t.Errorf("bob's backend = %q", b.Backend)
			}
			ids := []string{}
			for _, k := range s.Tasks {
				ids = append(ids, k.ID)
			}
			if got := strings.Join(ids, " "); got != "2 3 4 10 1" {
				t.Errorf("board order = %s, want in progress, ready, pending (by id), done", got)
			}
			if s.Ready != 1 || !s.Tasks[1].Ready || strings.Join(s.Tasks[3].OpenBlockers, ",") != "3,4" {
				t.Errorf("ready = %d, tasks = %+v", s.Ready, s.Tasks)
			}
			if len(s.Messages) != 3 || s.Messages[0].From != "team-lead" || s.Messages[0].To != "alice" {
				t.Fatalf("messages = %+v", s.Messages)
			}
			if m := s.Messages[2]; m.Kind != "idle_notification" || m.Line != "carol is idle (available)" {
				t.Errorf("protocol message = %+v", m)
			}
			if len(s.Decisions) != 4 || s.Decisions[0].N != 4 || s.Decisions[0].Call != "Edit /home/dev/project/go.mod" {
				t.Errorf("decisions = %+v", s.Decisions)
			}
			if s.Decisions[2].Caller != "alice" || s.Decisions[3].Caller != "team-lead" {
				t.Errorf("callers = %q %q", s.Decisions[2].Caller, s.Decisions[3].Caller)
			}
			if len(s.Rules) != 3 || s.Rules[0] != (RuleCount{Rule: "leader-guard/edit", Count: 2, Deny: 2}) {
				t.Errorf("rules = %+v", s.Rules)
			}
		})
	}
}

func TestApplyRereadsOnlyWhatChanged(t *testing.T) {
	tm := fixture(t, "implicit")
	src := load(t, tm)
	must(t, tm.WriteTask(watchtest.Task{ID: "3", Subject: "Write the tests", Status: "in_progress", Owner: "carol"}))
	must(t, tm.WriteInbox("team-lead", nil)) // the leader read its messages
	must(t, tm.AppendDecision(watchtest.Decision{Time: t0.Add(61 * time.Minute), Hook: "artifact-guard", Decision: "deny",
		Rule: "artifact-guard/character-name", Role: "teammate", AgentType: "carol", Reason: "no character names in files"}))
	if !src.Apply([]string{filepath.Join(tm.TaskDir, "3.json"), filepath.Join(tm.Dir, "inboxes", "team-lead.json"), tm.LogPath()}) {
		t.Fatal("Apply saw no change")
	}
	s := src.Build(fixedNow())
	if c, _ := s.MemberByName("carol"); c.Status != StatusWorking || c.TaskID != "3" {
		t.Errorf("carol after claiming #3 = %+v", c)
	}
	delivered := 0
	for _, m := range s.Messages {
		if !m.Queued {
			delivered++
		}
	}
	if len(s.Messages) != 3 || delivered != 2 {
		t.Errorf("messages: %d kept, %d delivered; want 3 kept (history), 2 delivered", len(s.Messages), delivered)
	}
	if len(s.Decisions) != 5 || s.Decisions[0].N != 6 || s.Decisions[0].Rule != "artifact-guard/character-name" {
		t.Errorf("decisions after append = %+v", s.Decisions[0])
	}
	// A path of no interest changes nothing.
	if src.Apply([]string{filepath.Join(tm.StateDir, "history.lock")}) {
		t.Error("Apply reported a change for an unrelated file")
	}
}

func TestMembersShutDownAndTeamEnds(t *testing.T) {
	tm := fixture(t, "implicit")
	src := load(t, tm)
	must(t, tm.RemoveMember("bob"))
	src.Apply([]string{filepath.Join(tm.Dir, "config.json")})
	s := src.Build(fixedNow())
	if b, ok := s.MemberByName("bob"); !ok || b.Status != StatusShutDown {
		t.Errorf("bob after removal = %+v (kept: %v)", b, ok)
	}
	must(t, tm.End())
	src.Apply([]string{tm.Dir, filepath.Join(tm.Dir, "config.json")})
	s = src.Build(fixedNow())
	if !s.Ended || len(s.Members) != 4 || len(s.Tasks) != 5 {
		t.Errorf("ended team: ended %v, %d members, %d tasks", s.Ended, len(s.Members), len(s.Tasks))
	}
	ev := Diff(load(t, fixture(t, "implicit")).Build(fixedNow()), s, fixedNow())
	found := false
	for _, e := range ev {
		found = found || e.Event == EvTeamEnded
	}
	if !found {
		t.Errorf("no team_ended event in %+v", ev)
	}
}

func TestStaleLead(t *testing.T) {
	tm := fixture(t, "implicit")
	src := NewSource(tm.Dir, Options{Getenv: tm.Getenv, LeadStatus: func(*claudefs.Team) claudefs.LeadState { return claudefs.LeadGone }})
	must(t, src.Load())
	s := src.Build(fixedNow())
	if s.Lead != "stale (gone)" || s.Members[0].Status != StatusStale {
		t.Errorf("lead %q, leader status %q", s.Lead, s.Members[0].Status)
	}
}

func TestDiffEvents(t *testing.T) {
	tm := fixture(t, "implicit")
	src := load(t, tm)
	before := src.Build(fixedNow())
	must(t, tm.WriteTask(watchtest.Task{ID: "3", Subject: "Write the tests", Status: "in_progress", Owner: "carol"}))
	must(t, tm.AddMember("dave", "in-process", fixedNow()))
	must(t, tm.WriteInbox("bob", []watchtest.Message{{From: "alice", Time: fixedNow(), Text: "review #2 please"}}))
	src.Apply([]string{filepath.Join(tm.TaskDir, "3.json"), filepath.Join(tm.Dir, "config.json"), filepath.Join(tm.Dir, "inboxes", "bob.json")})
	var names []string
	for _, e := range Diff(before, src.Build(fixedNow()), fixedNow()) {
		names = append(names, e.Event)
	}
	got := strings.Join(names, " ")
	for _, want := range []string{EvMemberJoined, EvMemberStatus, EvTaskStatus, EvMessage} {
		if !strings.Contains(got, want) {
			t.Errorf("events %q lack %s", got, want)
		}
	}
	var buf bytes.Buffer
	must(t, WriteEvents(&buf, Diff(nil, before, fixedNow())))
	// The snapshot, then a member_joined per member and a rule_count per rule.
	want := 1 + len(before.Members) + len(before.Rules)
	if n := strings.Count(buf.String(), "\n"); n != want || !strings.HasPrefix(buf.String(), `{"event":"snapshot"`) {
		t.Errorf("opening = %d lines, want %d:\n%s", n, want, buf.String())
	}
}

// everyKindStream is a stream with every kind of event: the opening of the
// fixture, then a change of each kind, then the end.
func everyKindStream(t *testing.T) []Event {
	t.Helper()
	s0 := load(t, fixture(t, "implicit")).Build(fixedNow())
	s1 := *s0
	s1.Lead = "stale (gone)"
	s1.Members = append([]MemberRow(nil), s0.Members...)
	for i := range s1.Members {
		switch s1.Members[i].Name {
		case "alice":
			s1.Members[i].Status = StatusIdle
		case "bob":
			s1.Members[i].TaskID, s1.Members[i].Task = "3", "#3 Write the tests"
		}
	}
	s1.Members = append(s1.Members, MemberRow{Name: "dave", Backend: "in-process", Status: StatusWorking})
	s1.Tasks = nil
	for _, k := range s0.Tasks {
		switch k.ID {
		case "2":
			k.Status = claudefs.StatusCompleted
		case "3":
			k.Owner = "carol"
		case "10":
			continue
		}
		s1.Tasks = append(s1.Tasks, k)
	}
	s1.Tasks = append(s1.Tasks, TaskRow{ID: "11", Subject: "Ship it", Status: claudefs.StatusPending, OpenBlockers: []string{"3"}})
	s1.Messages = append([]MessageRow{{Key: "bob#9", From: "alice", To: "bob", Time: fixedNow(), Kind: "message",
		Line: "a <b> & c", Text: "a <b> & c"}}, s0.Messages...)
	s1.Decisions = append([]DecisionRow{{N: s0.Decisions[0].N + 1, Time: fixedNow(), Hook: "message-guard", Decision: "deny",
		Rule: "message-guard/character-name", Caller: "alice", Call: "SendMessage bob", Reason: "use names", Notes: []string{"one", "two"}}},
		s0.Decisions...)
	s2 := s1
	s2.Ended = true
	var evs []Event
	evs = append(evs, Diff(nil, s0, fixedNow())...)
	evs = append(evs, Diff(s0, &s1, fixedNow())...)
	evs = append(evs, Diff(&s1, &s2, fixedNow())...)
	return evs
}

// decodeEvents reads NDJSON as the objects a script sees.
func decodeEvents(t *testing.T, ndjson string) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(ndjson), "\n") {
		var o map[string]any
		if err := json.Unmarshal([]byte(l), &o); err != nil {
			t.Fatalf("not one JSON object: %q: %v", l, err)
		}
		out = append(out, o)
	}
	return out
}

func keysOf(o map[string]any) string {
	var ks []string
	for k := range o {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return strings.Join(ks, " ")
}

// Every event of watch --json is one flat object: no value is an object
// and a list holds only strings, so jq reads .decision_rule, never
// .decision.rule; and every event of a kind has the same fields, empty or
// not, so a script never meets a missing key.
func TestEventsAreFlatWithStableFieldsPerKind(t *testing.T) {
	evs := everyKindStream(t)
	var buf bytes.Buffer
	must(t, WriteEvents(&buf, evs))
	objs := decodeEvents(t, buf.String())
	kinds := map[string]string{} // kind -> its key set
	for _, o := range objs {
		for k, v := range o {
			switch v := v.(type) {
			case map[string]any:
				t.Errorf("%s event: %s is an object: %v", o["event"], k, v)
			case []any:
				for _, x := range v {
					if _, ok := x.(string); !ok {
						t.Errorf("%s event: %s holds %T, not strings", o["event"], k, x)
					}
				}
			}
		}
		kind, _ := o["event"].(string)
		if got, seen := kinds[kind]; seen && got != keysOf(o) {
			t.Errorf("%s events differ in fields:\n%s\n%s", kind, got, keysOf(o))
		}
		kinds[kind] = keysOf(o)
	}
	if len(kinds) != len(EventKinds()) {
		t.Errorf("the stream has %d kinds of event, EventKinds lists %d", len(kinds), len(EventKinds()))
	}
	for _, kind := range EventKinds() {
		fields, ok := kinds[kind]
		if !ok {
			t.Errorf("the stream has no %s event", kind)
			continue
		}
		// An event with nothing in it prints the same fields.
		var empty bytes.Buffer
		must(t, WriteEvents(&empty, []Event{{Event: kind}}))
		if got := keysOf(decodeEvents(t, empty.String())[0]); got != fields {
			t.Errorf("an empty %s event prints\n%s\nnot\n%s", kind, got, fields)
		}
	}
	if _, err := json.Marshal(Event{Event: "no-such-kind"}); err == nil {
		t.Error("an event kind without a JSON form was printed")
	}

	byKind := func(kind string) map[string]any {
		for _, o := range objs {
			if o["event"] == kind {
				return o
			}
		}
		return nil
	}
	snap := byKind(EvSnapshot)
	if snap["tasks_pending"] != 3.0 || snap["tasks_in_progress"] != 1.0 || snap["tasks_completed"] != 1.0 ||
		snap["tasks_total"] != 5.0 || snap["members"] != 4.0 || snap["rules"] != 3.0 || snap["lead"] != "alive" {
		t.Errorf("snapshot = %v", snap)
	}
	if d := byKind(EvDecision); d["decision_rule"] != "message-guard/character-name" || d["decision_decision"] != "deny" ||
		d["decision_caller"] != "alice" || d["decision_time"] != "2026-11-21T19:02:00Z" {
		t.Errorf("decision = %v", d)
	}
	if m := byKind(EvMemberStatus); m["member_name"] != "alice" || m["member_status"] != StatusIdle || m["was"] != StatusWorking {
		t.Errorf("member_status = %v", m)
	}
	if m := byKind(EvTaskOwner); m["task_id"] != "3" || m["task_owner"] != "carol" || m["was"] != "" {
		t.Errorf("task_owner = %v", m)
	}
	if l := byKind(EvLead); l["lead"] != "stale (gone)" || l["was"] != "alive" {
		t.Errorf("lead = %v", l)
	}
	if r := byKind(EvRuleCount); r["rule_name"] != "leader-guard/edit" || r["rule_decisions"] != 2.0 || r["rule_denies"] != 2.0 {
		t.Errorf("rule_count = %v", r)
	}
	if j := byKind(EvMemberJoined); j["member_name"] != "team-lead" || j["member_leader"] != true {
		t.Errorf("first member_joined = %v", j)
	}
	if !strings.Contains(buf.String(), `"message_text":"a <b> & c"`) {
		t.Errorf("message text escaped for HTML:\n%s", buf.String())
	}
}

// ---- model/update ----

func newTestModel(t *testing.T, w, h int) Model {
	t.Helper()
	s := load(t, fixture(t, "implicit")).Build(fixedNow())
	m := NewModel(s, ModelOptions{Now: fixedNow, NoColor: true, Location: time.UTC})
	return send(m, tea.WindowSizeMsg{Width: w, Height: h})
}

func send(m Model, msgs ...tea.Msg) Model {
	for _, msg := range msgs {
		next, _ := m.Update(msg)
		m = next.(Model)
	}
	return m
}

func press(k string) tea.KeyPressMsg {
	switch k {
	case "tab":
		return tea.KeyPressMsg{Code: tea.KeyTab}
	case "shift+tab":
		return tea.KeyPressMsg{Code: tea.KeyTab, Mod: tea.ModShift}
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	case "down":
		return tea.KeyPressMsg{Code: tea.KeyDown}
	case "up":
		return tea.KeyPressMsg{Code: tea.KeyUp}
	}
	r := []rune(k)[0]
	return tea.KeyPressMsg{Code: r, Text: k}
}

func TestKeysMoveFocusSelectAndQuit(t *testing.T) {
	m := newTestModel(t, 100, 30)
	m = send(m, press("tab"), press("tab"), press("tab"), press("tab"), press("shift+tab"))
	if m.Focus() != PaneRules {
		t.Fatalf("focus after 4 tabs and a shift+tab = %v, want rules", m.Focus())
	}
	m = send(m, press("down"), press("down"), press("down"), press("down"), press("down"), press("down"))
	if m.Cursor() != 3 {
		t.Errorf("cursor = %d, want the last decision (3)", m.Cursor())
	}
	m = send(m, press("up"))
	if m.Cursor() != 2 {
		t.Errorf("cursor after up = %d", m.Cursor())
	}
	if _, cmd := m.Update(press("q")); cmd == nil || cmd() != tea.Quit() {
		t.Error("q does not quit")
	}
}

func TestEnterShowsTheDecisionAsExplainDoes(t *testing.T) {
	m := newTestModel(t, 100, 30)
	m = send(m, press("shift+tab"), press("enter"))
	if !m.Detailing() {
		t.Fatal("enter opened no details")
	}
	screen := ansi.Strip(m.Render())
	for _, want := range []string{"decision #4", "call:    Edit /home/dev/project/go.mod", "reason:  the leader delegates edits", "teamctl explain --replay 4"} {
		if !strings.Contains(screen, want) {
			t.Errorf("details lack %q:\n%s", want, screen)
		}
	}
	// q closes the details, it does not quit.
	m2, cmd := m.Update(press("q"))
	if cmd != nil || m2.(Model).Detailing() {
		t.Error("q in details should close them")
	}
	m = send(m, press("esc"))
	if m.Detailing() {
		t.Error("esc did not close the details")
	}
}

func TestFilterNarrowsEveryPane(t *testing.T) {
	m := newTestModel(t, 100, 30)
	m = send(m, press("/"), press("c"), press("a"), press("r"), press("o"), press("l"), press("enter"))
	if m.Filter() != "carol" {
		t.Fatalf("filter = %q", m.Filter())
	}
	if n := len(m.members()); n != 1 {
		t.Errorf("members matching carol = %d, want 1", n)
	}
	if n := len(m.decisions()); n != 1 {
		t.Errorf("decisions matching carol = %d, want 1 (the idle nudge)", n)
	}
	m = send(m, press("esc"))
	if m.Filter() != "" || len(m.members()) != 4 {
		t.Errorf("esc left filter %q, %d members", m.Filter(), len(m.members()))
	}
}

func TestSnapshotKeepsTheCursorOnARow(t *testing.T) {
	m := newTestModel(t, 100, 30)
	m = send(m, press("tab"), press("G"))
	if m.Cursor() != 4 {
		t.Fatalf("G put the cursor on %d, want 4", m.Cursor())
	}
	smaller := *m.snap
	smaller.Tasks = smaller.Tasks[:2]
	m = send(m, SnapshotMsg{Snap: &smaller})
	if m.Cursor() != 1 {
		t.Errorf("cursor after the board shrank = %d, want 1", m.Cursor())
	}
}

// ---- rendering (golden files at two terminal sizes) ----

func TestRenderGolden(t *testing.T) {
	for _, size := range []struct{ w, h int }{{80, 24}, {160, 40}} {
		name := filepath.Join("testdata", fmt.Sprintf("screen-%dx%d.golden", size.w, size.h))
		m := newTestModel(t, size.w, size.h)
		got := m.Render()
		lines := strings.Split(got, "\n")
		if len(lines) != size.h {
			t.Errorf("%dx%d: %d lines", size.w, size.h, len(lines))
		}
		for i, l := range lines {
			if w := ansi.StringWidth(l); w > size.w {
				t.Errorf("%dx%d: line %d is %d wide", size.w, size.h, i, w)
			}
		}
		golden(t, name, ansi.Strip(got))
	}
}

func TestNoColor(t *testing.T) {
	s := load(t, fixture(t, "implicit")).Build(fixedNow())
	plain := send(NewModel(s, ModelOptions{Now: fixedNow, NoColor: true, Location: time.UTC}), tea.WindowSizeMsg{Width: 100, Height: 30}).Render()
	color := send(NewModel(s, ModelOptions{Now: fixedNow, Location: time.UTC}), tea.WindowSizeMsg{Width: 100, Height: 30}).Render()
	if strings.Contains(plain, "\x1b[3") || strings.Contains(plain, "\x1b[4") || strings.Contains(plain, "38;") {
		t.Errorf("NO_COLOR screen holds colour codes: %q", plain)
	}
	if !strings.Contains(color, "\x1b[") || ansi.Strip(color) != ansi.Strip(plain) {
		t.Error("the coloured screen should differ from the plain one by its escapes only")
	}
}

func TestPlainOnce(t *testing.T) {
	var buf bytes.Buffer
	must(t, Plain(&buf, load(t, fixture(t, "teamcreate")).Build(fixedNow()), ModelOptions{Now: fixedNow, Location: time.UTC}))
	golden(t, filepath.Join("testdata", "once-teamcreate.golden"), buf.String())
	if strings.Contains(buf.String(), "\x1b") {
		t.Error("--once output holds escapes")
	}
}

func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		must(t, os.MkdirAll(filepath.Dir(path), 0o755))
		must(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	must(t, err)
	if string(want) != got {
		t.Errorf("%s differs (go test ./internal/watch -update rewrites it):\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

func TestPickerChoosesATeam(t *testing.T) {
	a, b := fixture(t, "implicit"), fixture(t, "teamcreate")
	ta, err := claudefs.ReadTeam(a.Dir)
	must(t, err)
	tb, err := claudefs.ReadTeam(b.Dir)
	must(t, err)
	p := NewPicker([]*claudefs.Team{ta, tb}, fixedNow, true)
	var m tea.Model = p
	for _, k := range []string{"down", "down", "up", "down", "enter"} {
		var cmd tea.Cmd
		m, cmd = m.Update(press(k))
		if k == "enter" && (cmd == nil || cmd() != tea.Quit()) {
			t.Error("enter does not end the picker")
		}
	}
	if got := m.(Picker).Chosen; got != 1 {
		t.Errorf("chosen = %d, want 1 (bebop)", got)
	}
	screen := m.(Picker).View().Content
	if !strings.Contains(screen, "session-716ec9d0") || !strings.Contains(screen, "bebop") || !strings.Contains(screen, "teamcreate") {
		t.Errorf("picker screen:\n%s", screen)
	}
	q, _ := NewPicker([]*claudefs.Team{ta}, fixedNow, true).Update(press("q"))
	if q.(Picker).Chosen != -1 {
		t.Error("q should pick nothing")
	}
}

func TestFirstScreenBeforeTheBoard(t *testing.T) {
	tm := fixture(t, "implicit")
	src := NewSource(tm.Dir, Options{Getenv: tm.Getenv, LeadStatus: alive, Now: fixedNow})
	must(t, src.LoadFirst())
	first := src.Build(fixedNow())
	m := send(NewModel(first, ModelOptions{Now: fixedNow, NoColor: true, Location: time.UTC}), tea.WindowSizeMsg{Width: 100, Height: 30})
	if !first.TasksLoading || len(first.Tasks) != 0 || !strings.Contains(m.Render(), "reading the task board…") {
		t.Errorf("first screen: loading %v, %d tasks", first.TasksLoading, len(first.Tasks))
	}
	if len(first.Members) != 4 || len(first.Messages) != 3 || len(first.Decisions) != 4 {
		t.Errorf("first screen lacks members, messages or decisions: %d %d %d", len(first.Members), len(first.Messages), len(first.Decisions))
	}
	src.LoadTasks()
	full := src.Build(fixedNow())
	if full.TasksLoading || len(full.Tasks) != 5 {
		t.Errorf("after LoadTasks: loading %v, %d tasks", full.TasksLoading, len(full.Tasks))
	}
	if a, _ := full.MemberByName("alice"); a.TaskID != "2" {
		t.Errorf("alice's task after the board = %q", a.TaskID)
	}
}

// Names and texts from files reach the terminal inert: the view writes to
// the terminal unfiltered, so it escapes their control characters itself.
func TestHostileTextNeverReachesTheTerminalRaw(t *testing.T) {
	tm := fixture(t, "implicit")
	must(t, tm.AddMember("evil\x1b]0;pwned\x07", "in-process", t0))
	must(t, tm.WriteTask(watchtest.Task{ID: "7", Subject: "wipe\x1b[2J\x1b[Hscreen", Status: "in_progress", Owner: "alice"}))
	must(t, tm.WriteInbox("alice", []watchtest.Message{{From: "bob\u009b31m", Time: t0.Add(58 * time.Minute), Text: "line one\nline two\x1b[5m"}}))
	s := load(t, tm).Build(fixedNow())
	m := send(NewModel(s, ModelOptions{Now: fixedNow, Location: time.UTC}), tea.WindowSizeMsg{Width: 160, Height: 48})
	screens := []string{m.Render()}
	for _, pane := range []string{"", "tab", "tab"} { // member, task, message details
		if pane != "" {
			m = send(m, press("esc"), press(pane))
		}
		m = send(m, press("G"), press("enter"))
		screens = append(screens, m.Render())
	}
	for i, sc := range screens {
		for _, raw := range []string{"\x1b]0;", "\x07", "\x1b[2J", "\x1b[H", "\u009b", "\x1b[5m"} {
			if strings.Contains(sc, raw) {
				t.Errorf("screen %d holds %q raw", i, raw)
			}
		}
	}
	if !strings.Contains(ansi.Strip(screens[0]), `evil\x1b]0;p`) || !strings.Contains(ansi.Strip(screens[0]), `wipe\x1b[2J\x1b[Hscreen`) {
		t.Errorf("hostile names not shown escaped:\n%s", ansi.Strip(screens[0]))
	}
}

func TestTinyTerminalsDoNotBreakTheLayout(t *testing.T) {
	for _, size := range []struct{ w, h int }{{1, 1}, {10, 3}, {30, 8}, {139, 12}, {140, 12}} {
		m := newTestModel(t, size.w, size.h)
		m = send(m, press("tab"), press("G"), press("enter"))
		lines := strings.Split(m.Render(), "\n")
		if len(lines) > max(size.h, 4) {
			t.Errorf("%dx%d: %d lines", size.w, size.h, len(lines))
		}
		for i, l := range lines {
			if w := ansi.StringWidth(l); w > max(size.w, 10) {
				t.Errorf("%dx%d: line %d is %d wide", size.w, size.h, i, w)
			}
		}
	}
}

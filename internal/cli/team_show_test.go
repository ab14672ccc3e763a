package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

func TestTeamShowRosterAndBoard(t *testing.T) {
	e := newCLIEnv(t)
	e.leadBy(25483)
	e.procs.start[25483] = "285220"
	dir := e.team("session-716ec9d0", readEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json"))
	e.write(filepath.Join(dir, "inboxes", "team-lead.json"), []byte(`[{"from":"alice","text":"hi","timestamp":"2026-11-21T18:37:43.928Z"},{"from":"bob","text":"yo","timestamp":"2026-11-21T18:37:44.000Z"}]`))
	e.write(filepath.Join(dir, "inboxes", "Alice.json"), []byte(`[{"from":"team-lead","text":"to a wrong name"}]`))
	tasks := filepath.Join(e.config, "tasks", "session-716ec9d0")
	e.write(filepath.Join(tasks, "1.json"), readEvidence(t, "tasks-t2/1.json"))
	e.write(filepath.Join(tasks, "2.json"), readEvidence(t, "tasks-t2/2.json"))

	if err := runTeamShow(&teamShowOptions{f: e.factory(), JSON: true}); err != nil {
		t.Fatal(err)
	}
	var s teamShowJSON
	if err := json.Unmarshal(e.out.Bytes(), &s); err != nil {
		t.Fatal(err)
	}
	if s.Name != "session-716ec9d0" || !strings.Contains(s.Found, "leadProcess.pid 25483 is an ancestor process") {
		t.Errorf("team %s found by %q", s.Name, s.Found)
	}
	roles := map[string]string{}
	inbox := map[string]int{}
	for _, m := range s.Members {
		roles[m.Name], inbox[m.Name] = m.Role+"/"+m.Backend, m.Inbox
	}
	if roles["team-lead"] != "leader/in-process" || roles["alice"] != "teammate/in-process" || inbox["team-lead"] != 2 || inbox["alice"] != 0 {
		t.Errorf("roster %v, inboxes %v", roles, inbox)
	}
	if s.OtherInboxes["Alice"] != 1 {
		t.Errorf("an inbox of no member must show (names are case-sensitive): %v", s.OtherInboxes)
	}
	if s.TasksTotal != 2 || len(s.TasksUnclaimedReady) != 1 || s.TasksUnclaimedReady[0] != "2" || s.TasksByStatus["pending"] == 0 {
		t.Errorf("tasks: %d, unclaimed and ready %v, by status %v", s.TasksTotal, s.TasksUnclaimedReady, s.TasksByStatus)
	}
	if s.Pattern != "fixed-theme" || s.PatternSource != "config.json" {
		t.Errorf("pattern %s (%s)", s.Pattern, s.PatternSource)
	}
}

func TestDescribeBoard(t *testing.T) {
	s := &boardSummary{Dir: "tasks/x", Total: 4, Counts: map[string]int{"completed": 1, "pending": 2, "weird": 1}, UnclaimedReady: []string{"2", "3"}, Skipped: 1}
	want := "4 tasks in tasks/x: 2 pending, 1 completed, 1 weird; unclaimed and ready: #2 #3; 1 unreadable task files"
	if got := describeBoard(s); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

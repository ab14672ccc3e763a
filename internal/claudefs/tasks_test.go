package claudefs

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func ids(ts []Task) []string {
	out := []string{}
	for _, t := range ts {
		out = append(out, t.ID)
	}
	return out
}

func TestReadBoardEvidence(t *testing.T) {
	b, err := ReadBoard("testdata/tasks-t2")
	if err != nil {
		t.Fatal(err)
	}
	want := []Task{
		{ID: "1", Subject: "Probe task one", Description: "first task", Owner: "alice", Status: "completed"},
		{ID: "2", Subject: "Probe task two", Description: "second task", Status: "pending"},
	}
	if diff := cmp.Diff(want, b.Tasks); diff != "" {
		t.Fatal(diff)
	}
	if got := ids(b.Unclaimed()); !cmp.Equal(got, []string{"2"}) {
		t.Errorf("Unclaimed = %v", got)
	}
	if diff := cmp.Diff(map[string]int{"completed": 1, "pending": 1}, b.Counts()); diff != "" {
		t.Error(diff)
	}
	if got := ids(b.OwnedBy("alice")); !cmp.Equal(got, []string{"1"}) {
		t.Errorf("OwnedBy(alice) = %v", got)
	}
}

func writeTasks(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "session-abcdef01")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestBoardBlockedChains(t *testing.T) {
	dir := writeTasks(t, map[string]string{
		".lock":  "",
		"1.json": `{"id":"1","subject":"schema","status":"completed","owner":"alice","blocks":["2"],"blockedBy":[]}`,
		"2.json": `{"id":"2","subject":"api","status":"pending","blocks":["3"],"blockedBy":["1"]}`,
		"3.json": `{"id":"3","subject":"ui","status":"pending","blocks":[],"blockedBy":["2"]}`,
		"4.json": `{"id":"4","subject":"dangling","status":"pending","blockedBy":["99"]}`,
		"5.json": `{"id":"5","subject":"taken","status":"pending","owner":"bob"}`,
		"6.json": `{"id":"6","subject":"running","status":"in_progress","owner":"carol","blocks":["7"]}`,
		// 7 is blocked only through 6's blocks list.
		"7.json":              `{"id":"7","subject":"one-sided","status":"pending","blockedBy":[]}`,
		"8.json":              `{"id":"8","subject":"torn`,
		"9.json":              `{"id":"9","subject":"after deleted","status":"pending","blockedBy":["11"]}`,
		"10.json":             `{"id":"10","subject":"free","status":"pending","activeForm":"Freeing","metadata":{"k":1}}`,
		"11.json":             `{"id":"11","subject":"gone","status":"deleted"}`,
		"3.json.tmp.3fccd5b4": `{"id":"3","subject":"ui","status":"completed"}`,
	})
	for _, d := range []string{".lock.lock", "3.json.lock"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o777); err != nil {
			t.Fatal(err)
		}
	}
	b, err := ReadBoard(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got := ids(b.Tasks); !cmp.Equal(got, []string{"1", "2", "3", "4", "5", "6", "7", "9", "10", "11"}) {
		t.Fatalf("tasks = %v (numeric order, torn 8 skipped, temp file ignored)", got)
	}
	if len(b.Skipped) != 1 || !errors.Is(b.Skipped[0], ErrTornJSON) {
		t.Fatalf("Skipped = %v", b.Skipped)
	}
	if got := ids(b.Unclaimed()); !cmp.Equal(got, []string{"2", "10"}) {
		t.Errorf("Unclaimed = %v, want [2 10]", got)
	}
	open := map[string][]string{}
	for _, task := range b.Tasks {
		if o := b.OpenBlockers(task); o != nil {
			open[task.ID] = o
		}
	}
	wantOpen := map[string][]string{"3": {"2"}, "4": {"99"}, "7": {"6"}, "9": {"11"}}
	if diff := cmp.Diff(wantOpen, open); diff != "" {
		t.Errorf("open blockers (-want +got):\n%s", diff)
	}
	if !b.Ready(mustTask(t, b, "5")) {
		t.Error("task 5 has no blockers; it is ready even though owned")
	}
	if ten := mustTask(t, b, "10"); ten.ActiveForm != "Freeing" || string(ten.Metadata) != `{"k":1}` {
		t.Errorf("task 10 = %+v", ten)
	}
	if diff := cmp.Diff(map[string]int{"completed": 1, "pending": 7, "in_progress": 1, "deleted": 1}, b.Counts()); diff != "" {
		t.Error(diff)
	}
	tasks, err := ReadTasks(dir)
	if err != nil || len(tasks) != 10 {
		t.Errorf("ReadTasks: %d tasks, %v", len(tasks), err)
	}
}

func mustTask(t *testing.T, b *Board, id string) Task {
	t.Helper()
	task, ok := b.Task(id)
	if !ok {
		t.Fatalf("no task %s", id)
	}
	return task
}

func TestReadBoardMissingList(t *testing.T) {
	if _, err := ReadBoard(filepath.Join(t.TempDir(), "nope")); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("err = %v", err)
	}
}

func TestCompareIDs(t *testing.T) {
	dir := writeTasks(t, map[string]string{"10.json": `{"id":"10"}`, "9.json": `{"id":"9"}`, "b.json": `{"id":"b"}`, "2.json": `{}`})
	got, err := ReadTasks(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !cmp.Equal(ids(got), []string{"2", "9", "10", "b"}) {
		t.Errorf("order = %v (an id-less file takes its name)", ids(got))
	}
}

func TestTaskListDirFor(t *testing.T) {
	cfg := "/home/dev/.claude"
	team := &Team{Name: "session-716ec9d0"}
	tests := []struct {
		name    string
		team    *Team
		session string
		want    []string
	}{
		{"lead before clear", team, "716ec9d0-79da-456a-ae77-ce65893a4b53",
			[]string{cfg + "/tasks/session-716ec9d0"}},
		{"lead after clear", team, "f9923173-2bf2-4061-9278-b686c557662f",
			[]string{cfg + "/tasks/session-716ec9d0", cfg + "/tasks/session-f9923173"}},
		{"team only", team, "", []string{cfg + "/tasks/session-716ec9d0"}},
		{"TeamCreate era name", &Team{Name: "My Team"}, "",
			[]string{cfg + "/tasks/My-Team"}},
		{"no team", nil, "f9923173-2bf2-4061-9278-b686c557662f",
			[]string{cfg + "/tasks/session-f9923173", cfg + "/tasks/f9923173-2bf2-4061-9278-b686c557662f"}},
		{"nothing", nil, "", nil},
	}
	for _, tt := range tests {
		if got := TaskListDirFor(cfg, tt.team, tt.session); !cmp.Equal(got, tt.want) {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

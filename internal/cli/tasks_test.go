package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

func TestTasksRun(t *testing.T) {
	e := newCLIEnv(t)
	e.team("session-716ec9d0", readEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json"))
	list := filepath.Join(e.config, "tasks", "session-716ec9d0")
	// 1 completed; 2 blocked by 1 only through 1's "blocks" (one side of the
	// link); 3 blocked by a task missing from the board; 4 owned; 5 deleted.
	e.write(filepath.Join(list, "1.json"), []byte(`{"id":"1","subject":"one","status":"completed","blocks":["2"],"blockedBy":[]}`))
	e.write(filepath.Join(list, "2.json"), []byte(`{"id":"2","subject":"two","status":"pending","blocks":[],"blockedBy":[]}`))
	e.write(filepath.Join(list, "3.json"), []byte(`{"id":"3","subject":"three","status":"pending","blocks":[],"blockedBy":["9"]}`))
	e.write(filepath.Join(list, "4.json"), []byte(`{"id":"4","subject":"four","owner":"bob","status":"pending","blocks":[],"blockedBy":[]}`))
	e.write(filepath.Join(list, "5.json"), []byte(`{"id":"5","subject":"five","status":"deleted","blocks":[],"blockedBy":[]}`))

	if err := runTasks(&tasksOptions{f: e.factory(), Team: "session-716ec9d0"}); err != nil {
		t.Fatal(err)
	}
	want := `   ID  STATUS     OWNER  BLOCKED BY  SUBJECT
   1   completed  -      -           one
*  2   pending    -      -           two
   3   pending    -      #9          three
   4   pending    bob    -           four
   5   deleted    -      -           five

* unclaimed and ready: pending, no owner, nothing blocking (1)
`
	if e.out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", e.out.String(), want)
	}

	if err := runTasks(&tasksOptions{f: e.factory(), Team: "session-716ec9d0", JSON: true}); err != nil {
		t.Fatal(err)
	}
	var board tasksJSON
	if err := json.Unmarshal(e.out.Bytes(), &board); err != nil {
		t.Fatal(err)
	}
	if len(board.Tasks) != 5 || strings.Join(board.Tasks[1].BlockedBy, ",") != "1" || len(board.Tasks[1].OpenBlockers) != 0 ||
		!board.Tasks[1].Unclaimed || board.Tasks[2].Unclaimed {
		t.Errorf("json: %s", e.out.String())
	}
}

func TestTasksOfAnEndedSession(t *testing.T) {
	e := newCLIEnv(t)
	e.write(filepath.Join(e.config, "tasks", "session-0ld00000", "1.json"), []byte(`{"id":"1","subject":"left over","status":"pending"}`))
	if err := runTasks(&tasksOptions{f: e.factory(), Team: "session-0ld00000"}); err != nil || !strings.Contains(e.out.String(), "left over") {
		t.Fatalf("%v\n%s", err, e.out.String())
	}
	for _, name := range []string{"session-nope", "../tasks", ".."} {
		if got, msg := code(runTasks(&tasksOptions{f: e.factory(), Team: name})); got != ExitNotFound {
			t.Errorf("%s: exit %d %s", name, got, msg)
		}
	}
}

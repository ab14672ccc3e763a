package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

func TestInboxRun(t *testing.T) {
	e := newCLIEnv(t)
	dir := e.team("session-716ec9d0", readEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json"))
	// A TeamCreate-era entry (epoch-ms time, read flag, no msg_id), a
	// multi-line report, and protocol messages of several types.
	e.write(filepath.Join(dir, "inboxes", "team-lead.json"), []byte(`[
	 {"from":"alice","text":"line one\nline two\n\n  line three","summary":"report","timestamp":1795286254888,"read":true,"color":"blue"},
	 {"from":"bob","text":"{\"type\":\"idle_notification\",\"from\":\"bob\",\"idleReason\":\"available\",\"completedTaskId\":\"3\",\"completedStatus\":\"blocked\"}","timestamp":"2026-11-21T18:37:45.302Z"},
	 {"from":"alice","text":"{\"type\":\"plan_approval_request\",\"from\":\"alice\",\"planFilePath\":\"/p/plan.md\",\"requestId\":\"plan-1@alice\"}","timestamp":"2026-11-21T18:37:46.000Z"},
	 {"from":"team-lead","text":"signed","timestamp":"2026-11-21T18:37:47.000Z","lead_sig":"x"},
	 {"from":"carol","text":"{\"type\":\"new_kind\",\"from\":\"carol\"}"}
	]`))
	tests := []struct {
		name string
		json bool
		want []string
	}{
		{name: "table", want: []string{
			"TIME                 FROM       KIND                   MESSAGE",
			"2026-11-21 18:37:34  alice      message                [report] line one line two line three",
			"2026-11-21 18:37:45  bob        idle_notification      bob is idle (available); task 3 blocked",
			"2026-11-21 18:37:46  alice      plan_approval_request  alice asks to approve a plan (/p/plan.md) [plan-1@alice]",
			"2026-11-21 18:37:47  team-lead  message (signed)       signed",
			"-                    carol      new_kind               new_kind from carol",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := runInbox(&inboxOptions{f: e.factory(), Name: "team-lead", Team: "session-716ec9d0", JSON: tc.json}); err != nil {
				t.Fatal(err)
			}
			got := strings.Split(strings.TrimRight(e.out.String(), "\n"), "\n")
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}

	if err := runInbox(&inboxOptions{f: e.factory(), Name: "team-lead", Team: "session-716ec9d0", JSON: true}); err != nil {
		t.Fatal(err)
	}
	var rows []inboxEntryJSON
	if err := json.Unmarshal(e.out.Bytes(), &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 5 || !rows[0].Read || string(rows[0].Protocol) != "null" || rows[1].Kind != "idle_notification" ||
		gjson.GetBytes(rows[1].Protocol, "completedTaskId").String() != "3" || !rows[3].Signed || rows[4].Timestamp != nil {
		t.Errorf("json rows: %s", e.out.String())
	}
}

func TestInboxUnknownMember(t *testing.T) {
	e := newCLIEnv(t)
	dir := e.team("session-716ec9d0", readEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json"))
	// An orphan inbox (a message to a wrong name) is readable although
	// nobody is called that.
	e.write(filepath.Join(dir, "inboxes", "my-leader.json"), []byte(`[{"from":"alice","text":"lost report"}]`))
	if err := runInbox(&inboxOptions{f: e.factory(), Name: "my-leader", Team: "session-716ec9d0"}); err != nil || !strings.Contains(e.out.String(), "lost report") {
		t.Fatalf("orphan inbox: %v\n%s", err, e.out.String())
	}
	got, msg := code(runInbox(&inboxOptions{f: e.factory(), Name: "nobody", Team: "session-716ec9d0"}))
	if got != ExitNotFound || !strings.Contains(msg, `no member or inbox "nobody" (members: team-lead, alice, bob)`) {
		t.Errorf("exit %d: %s", got, msg)
	}
	// A hostile name stays inside the inboxes folder.
	got, _ = code(runInbox(&inboxOptions{f: e.factory(), Name: "../config", Team: "session-716ec9d0"}))
	if got != ExitNotFound {
		t.Errorf("../config: exit %d", got)
	}
}

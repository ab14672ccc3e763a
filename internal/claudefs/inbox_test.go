package claudefs

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

type inboxSample struct {
	Run     string          `json:"run"`
	File    string          `json:"file"`
	Content json.RawMessage `json:"content"`
}

func loadInboxSamples(t *testing.T) []inboxSample {
	t.Helper()
	b, err := os.ReadFile("testdata/inbox-samples.json")
	if err != nil {
		t.Fatal(err)
	}
	var s []inboxSample
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	return s
}

func writeInbox(t *testing.T, teamDir, name, content string) {
	t.Helper()
	if err := os.MkdirAll(InboxDir(teamDir), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(InboxDir(teamDir), name+".json"), []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestReadInboxEvidence(t *testing.T) {
	type want struct {
		recipient, from, text, summary, ts string
		signed                             bool
		protocol, describe                 string
	}
	wants := []want{
		{recipient: "alice", from: "team-lead", text: "SCN_MSG_TO_ALICE please ack", summary: "ping alice", ts: "2026-11-21T18:37:43.481Z"},
		{recipient: "team-lead", from: "alice", ts: "2026-11-21T18:37:43.928Z", protocol: "idle_notification", describe: "alice is idle: alice first turn over"},
		{recipient: "team-lead", from: "bob", ts: "2026-11-21T18:37:45.302Z", protocol: "idle_notification", describe: "bob is idle (available): bob finished"},
		{recipient: "alice", from: "team-lead", ts: "2026-11-21T18:37:46.149Z", protocol: "task_assignment", describe: "task 1 assigned by team-lead: Probe task one"},
		{recipient: "team-lead", from: "alice", ts: "2026-11-21T18:37:51.497Z", protocol: "idle_notification", describe: "alice is idle: alice handled message"},
		{recipient: "team-lead", from: "alice", ts: "2026-11-21T18:37:54.112Z", protocol: "idle_notification", describe: "alice is idle (available): done"},
		{recipient: "team-lead", from: "dave", ts: "2026-11-21T18:39:48.925Z", protocol: "idle_notification", describe: "dave is idle (available): dave idle"},
		{recipient: "carol", from: "team-lead", ts: "2026-11-21T18:39:52.825Z", protocol: "shutdown_request", describe: "team-lead requests shutdown: probe done [shutdown-1795286392825@carol]"},
		{recipient: "team-lead", from: "carol", ts: "2026-11-21T18:39:53.537Z", protocol: "shutdown_approved", describe: "carol approved shutdown [shutdown-1795286392825@carol]"},
		{recipient: "erin", from: "team-lead", text: "SCN_MATE_E4 work", ts: "2026-11-21T18:51:28.392Z", signed: true},
		{recipient: "team-lead", from: "erin", ts: "2026-11-21T18:51:32.191Z", protocol: "idle_notification", describe: "erin is idle (available): erin idle"},
		{recipient: "kim", from: "team-lead", text: "SCN_MATE_K10 work", ts: "2026-11-21T19:00:09.601Z", signed: true},
		{recipient: "team-lead", from: "kim", ts: "2026-11-21T19:00:19.046Z", protocol: "idle_notification", describe: "kim is idle (available): kim idle"},
		{recipient: "kim", from: "team-lead", text: "SCN_PING_KIM second turn", summary: "ping kim", ts: "2026-11-21T19:00:19.692Z", signed: true},
		{recipient: "kim", from: "team-lead", text: "no summary here", summary: "no summary here", ts: "2026-11-21T19:01:06.684Z", signed: true},
	}
	samples := loadInboxSamples(t)
	if len(samples) != len(wants) {
		t.Fatalf("%d samples, %d expectations", len(samples), len(wants))
	}
	for i, s := range samples {
		w := wants[i]
		team := t.TempDir()
		if got := filepath.Base(s.File); got != w.recipient+".json" {
			t.Fatalf("sample %d is %s, expectation for %s", i, got, w.recipient)
		}
		writeInbox(t, team, w.recipient, string(s.Content))
		msgs, err := ReadInbox(team, w.recipient)
		if err != nil {
			t.Fatalf("sample %d: %v", i, err)
		}
		if len(msgs) != 1 {
			t.Fatalf("sample %d: %d messages", i, len(msgs))
		}
		m := msgs[0]
		ts, _ := time.Parse(time.RFC3339Nano, w.ts)
		if m.From != w.from || m.Summary != w.summary || !m.Timestamp.Equal(ts) || m.Signed != w.signed ||
			m.Read || m.Type != "message" || m.MsgID == "" {
			t.Errorf("sample %d: got %+v", i, m)
		}
		if w.text != "" && m.Text != w.text {
			t.Errorf("sample %d: text %q", i, m.Text)
		}
		switch {
		case w.protocol == "" && m.Protocol != nil:
			t.Errorf("sample %d: plain text decoded as %s", i, m.Protocol.Type)
		case w.protocol != "" && (m.Protocol == nil || m.Protocol.Type != w.protocol):
			t.Errorf("sample %d: protocol %+v, want %s", i, m.Protocol, w.protocol)
		case w.protocol != "":
			if got := m.Protocol.Describe(); got != w.describe {
				t.Errorf("sample %d: Describe() = %q, want %q", i, got, w.describe)
			}
			if m.Protocol.From != w.from || !m.Protocol.Timestamp.Equal(ts) {
				t.Errorf("sample %d: protocol from %q at %v", i, m.Protocol.From, m.Protocol.Timestamp)
			}
		}
	}
}

func TestDecodeProtocolTypes(t *testing.T) {
	tests := []struct {
		text, typ, describe string
	}{
		{`{"type":"shutdown_rejected","requestId":"shutdown-1@carol","from":"carol","reason":"still busy","timestamp":"2026-01-01T00:00:00Z"}`,
			"shutdown_rejected", "carol rejected shutdown: still busy [shutdown-1@carol]"},
		{`{"type":"plan_approval_request","from":"alice","timestamp":"x","planFilePath":"/p/plan.md","planContent":"# plan","requestId":"plan_approval-5@alice"}`,
			"plan_approval_request", "alice asks to approve a plan (/p/plan.md) [plan_approval-5@alice]"},
		{`{"type":"plan_approval_response","requestId":"plan_approval-5@alice","approved":false,"feedback":"add tests","timestamp":"x"}`,
			"plan_approval_response", "plan rejected: add tests [plan_approval-5@alice]"},
		{`{"type":"plan_approval_response","requestId":"r","approved":true}`, "plan_approval_response", "plan approved [r]"},
		{`{"type":"permission_request","request_id":"perm-1","agent_id":"alice","from":"alice","tool_name":"Bash","description":"run tests"}`,
			"permission_request", "alice asks permission for Bash: run tests [perm-1]"},
		{`{"type":"permission_response","request_id":"perm-1","subtype":"success"}`, "permission_response", "permission approved [perm-1]"},
		{`{"type":"idle_notification","from":"bob","completedTaskId":"3","completedStatus":"blocked","failureReason":"needs API key"}`,
			"idle_notification", "bob is idle; task 3 blocked: needs API key"},
		{`{"type":"mode_set_request","from":"team-lead","mode":"plan"}`, "mode_set_request", "mode_set_request from team-lead"},
		{"  {\"type\":\"brand_new\"}\n", "brand_new", "brand_new from someone"},
		{`{"type":"idle_notification","from":"x","result":"line one\nline two"}`, "idle_notification", "x is idle: line one line two"},
	}
	for _, tt := range tests {
		p, ok := DecodeProtocol(tt.text)
		if !ok {
			t.Errorf("%s: not decoded", tt.text)
			continue
		}
		if p.Type != tt.typ {
			t.Errorf("%s: type %q", tt.text, p.Type)
		}
		if got := p.Describe(); got != tt.describe {
			t.Errorf("Describe(%s)\n got %q\nwant %q", tt.text, got, tt.describe)
		}
	}
	for _, plain := range []string{"", "hello", "{not json", `{"kind":"x"}`, `{"type":1}`, `{"type":""}`, `["type"]`, `"{\"type\":\"x\"}"`} {
		if p, ok := DecodeProtocol(plain); ok {
			t.Errorf("%q decoded as %+v", plain, p)
		}
	}
}

func TestReadInboxEras(t *testing.T) {
	team := t.TempDir()
	// TeamCreate-era entry: epoch-ms timestamp, read flag set at queue time.
	writeInbox(t, team, "alice", `[{"from":"team-lead","text":"hi","timestamp":1795286239427,"read":true}]`)
	msgs, err := ReadInbox(team, "alice")
	if err != nil {
		t.Fatal(err)
	}
	if len(msgs) != 1 || !msgs[0].Timestamp.Equal(time.UnixMilli(1795286239427)) || !msgs[0].Read {
		t.Fatalf("got %+v", msgs)
	}
}

func TestReadInboxMissingTornAndHostileName(t *testing.T) {
	team := t.TempDir()
	msgs, err := ReadInbox(team, "nobody")
	if err != nil || msgs != nil {
		t.Fatalf("missing inbox: %v %v", msgs, err)
	}
	writeInbox(t, team, "bob", `[{"from":"a","text":"x"`)
	if _, err := ReadInbox(team, "bob"); !errors.Is(err, ErrTornJSON) {
		t.Fatalf("torn inbox: err = %v", err)
	}
	writeInbox(t, team, "carol", `{"from":"a"}`)
	if _, err := ReadInbox(team, "carol"); !errors.Is(err, ErrTornJSON) {
		t.Fatalf("object instead of array: err = %v", err)
	}
	if got := InboxPath(team, "../../etc/passwd"); filepath.Dir(got) != InboxDir(team) {
		t.Fatalf("hostile name escapes the inbox folder: %s", got)
	}
}

func TestListInboxes(t *testing.T) {
	team := t.TempDir()
	counts, err := ListInboxes(team)
	if err != nil || len(counts) != 0 {
		t.Fatalf("no inbox folder: %v %v", counts, err)
	}
	writeInbox(t, team, "team-lead", `[{"from":"alice","text":"a"},{"from":"bob","text":"b"}]`)
	writeInbox(t, team, "alice", `[]`)
	// Claude Code's lock dir and temp file sit beside the inboxes.
	if err := os.Mkdir(filepath.Join(InboxDir(team), "alice.json.lock"), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(InboxDir(team), "alice.json.tmp.13e6eeea"), []byte("[{"), 0o600); err != nil {
		t.Fatal(err)
	}
	counts, err = ListInboxes(team)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[string]int{"team-lead": 2, "alice": 0}, counts); diff != "" {
		t.Fatal(diff)
	}
	writeInbox(t, team, "bob", `[`)
	counts, err = ListInboxes(team)
	if !errors.Is(err, ErrTornJSON) || counts["team-lead"] != 2 {
		t.Fatalf("one torn inbox: %v %v", counts, err)
	}
}

// A large inbox is searched for repeated keys beside its syntax check: a
// repeated key still takes its last value, as JSON.parse gives it.
func TestReadInboxLargeWithARepeatedKey(t *testing.T) {
	team := t.TempDir()
	var b strings.Builder
	b.WriteString("[")
	for i := range 3000 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"from":"alice","text":"message %d with enough words to make the inbox large","timestamp":"2026-11-21T18:37:43.481Z","read":false}`, i)
	}
	b.WriteString(`,{"from":"first","text":"x","from":"last"}]`)
	if b.Len() < 256<<10 {
		t.Fatalf("fixture too small: %d bytes", b.Len())
	}
	os.MkdirAll(InboxDir(team), 0o755)
	if err := os.WriteFile(InboxPath(team, "bob"), []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	msgs, err := ReadInbox(team, "bob")
	if err != nil || len(msgs) != 3001 || msgs[3000].From != "last" {
		t.Fatalf("%d messages, last from %q, %v", len(msgs), msgs[len(msgs)-1].From, err)
	}
	if counts, err := ListInboxes(team); err != nil || counts["bob"] != 3001 {
		t.Fatalf("counts %v, %v", counts, err)
	}
}

package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/watch"
	"github.com/teamctl/teamctl/internal/watch/watchtest"
)

func watchFixture(t *testing.T, e *cliEnv) *watchtest.Team {
	t.Helper()
	tm, err := watchtest.New(e.root, "session-716ec9d0", "implicit", 1, e.nowTime.Add(-time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	for _, err := range []error{
		tm.AddMember("alice", "in-process", e.nowTime.Add(-50*time.Minute)),
		tm.WriteTask(watchtest.Task{ID: "1", Subject: "Write the parser", Status: "pending"}),
		tm.WriteInbox("team-lead", []watchtest.Message{{From: "alice", Text: "started", Time: e.nowTime.Add(-time.Minute)}}),
		tm.AppendDecision(watchtest.Decision{Time: e.nowTime.Add(-30 * time.Minute), Hook: "leader-guard", Decision: "deny",
			Rule: "leader-guard/edit", Role: "leader", Tool: "Write", FilePath: "/p/main.go", Reason: "delegate the write"}),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	return tm
}

func TestWatchOnce(t *testing.T) {
	e := newCLIEnv(t)
	watchFixture(t, e)
	if err := runWatch(&watchOptions{f: e.factory(), Team: "session-716ec9d0", Once: true, Location: time.UTC}); err != nil {
		t.Fatal(err)
	}
	out := e.out.String()
	for _, want := range []string{"session-716ec9d0 · implicit team", "MEMBERS (2)", "alice", "TASKS (1 pending", "* ", "#1",
		"alice → team-lead", "started", "leader-guard/edit  1  (1 deny)", "delegate the write"} {
		if !strings.Contains(out, want) {
			t.Errorf("--once output lacks %q:\n%s", want, out)
		}
	}
}

func TestWatchNeedsATerminalOrAFlag(t *testing.T) {
	e := newCLIEnv(t)
	watchFixture(t, e)
	if got, msg := code(runWatch(&watchOptions{f: e.factory(), Team: "session-716ec9d0"})); got != ExitUsage || !strings.Contains(msg, "--once") {
		t.Errorf("exit %d %s", got, msg)
	}
	if got, msg := code(runWatch(&watchOptions{f: e.factory(), Team: "session-nope", Once: true})); got != ExitNotFound {
		t.Errorf("unknown team: exit %d %s", got, msg)
	}
	// Without --team and with nothing tying teamctl to a team, --once does
	// not guess (the picker is for a terminal).
	if got, msg := code(runWatch(&watchOptions{f: e.factory(), Once: true})); got != ExitNotFound || !strings.Contains(msg, "--team") {
		t.Errorf("no team: exit %d %s", got, msg)
	}
}

// lockedBuffer is written by the watch loop and read by the test.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func TestWatchJSONStreamsChanges(t *testing.T) {
	for _, poll := range []bool{false, true} {
		name := "fsnotify"
		if poll {
			name = "poll-fallback"
		}
		t.Run(name, func(t *testing.T) {
			e := newCLIEnv(t)
			tm := watchFixture(t, e)
			f := e.factory()
			out := &lockedBuffer{}
			f.Out = out
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			done := make(chan error, 1)
			go func() {
				done <- runWatch(&watchOptions{f: f, Team: "session-716ec9d0", JSON: true, Ctx: ctx,
					Follow: watch.FollowOptions{NoNotify: poll, PollEvery: 50 * time.Millisecond}})
			}()
			waitFor := func(what string) {
				t.Helper()
				for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
					if strings.Contains(out.String(), what) {
						return
					}
				}
				t.Fatalf("no %s in:\n%s", what, out.String())
			}
			waitFor(`"event":"snapshot"`)
			if err := tm.WriteTask(watchtest.Task{ID: "1", Subject: "Write the parser", Status: "in_progress", Owner: "alice"}); err != nil {
				t.Fatal(err)
			}
			waitFor(`"event":"task_status","time"`)
			if err := tm.AppendDecision(watchtest.Decision{Time: e.nowTime, Hook: "message-guard", Decision: "deny",
				Rule: "message-guard/character-name", Role: "teammate", AgentType: "alice", Reason: "use names"}); err != nil {
				t.Fatal(err)
			}
			waitFor(`"decision_rule":"message-guard/character-name"`)
			if err := tm.End(); err != nil {
				t.Fatal(err)
			}
			waitFor(`"event":"team_ended"`)
			select {
			case err := <-done:
				if err != nil {
					t.Fatal(err)
				}
			case <-time.After(15 * time.Second):
				t.Fatal("--json did not stop when the team ended")
			}
			for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
				if !strings.HasPrefix(l, `{"event":`) || !strings.HasSuffix(l, "}") {
					t.Errorf("not one JSON object per line: %q", l)
				}
			}
			// Every event has exactly the fields docs/json.md lists for
			// its kind.
			if err := checkJSONDocumented(readJSONDocs(t), "watch", out.String()); err != nil {
				t.Error(err)
			}
			for _, want := range []string{`"event":"member_joined"`, `"member_name":"alice"`, `"event":"rule_count"`,
				`"rule_name":"leader-guard/edit"`, `"task_id":"1","task_subject":"Write the parser"`, `"was":"pending"`} {
				if !strings.Contains(out.String(), want) {
					t.Errorf("stream lacks %s:\n%s", want, out.String())
				}
			}
		})
	}
}

func readJSONDocs(t *testing.T) string {
	t.Helper()
	docs, err := os.ReadFile(filepath.Join("..", "..", "docs", "json.md"))
	if err != nil {
		t.Fatal(err)
	}
	return string(docs)
}

// docs/json.md documents every kind of watch event and no other, each with
// exactly the fields it prints (an event with nothing in it prints every
// field of its kind, as the watch package's tests prove).
func TestWatchJSONDocumentsEveryEventKind(t *testing.T) {
	docs := readJSONDocs(t)
	fields, ok := documentedFields(docs, "watch")
	if !ok {
		t.Fatal("docs/json.md has no watch --json section")
	}
	var documented []string
	for kind := range fields.byEvent {
		documented = append(documented, kind)
	}
	kinds := watch.EventKinds()
	if !sameSet(documented, kinds) {
		t.Errorf("docs/json.md documents events %v; watch prints %v", documented, kinds)
	}
	var buf bytes.Buffer
	for _, kind := range kinds {
		if err := watch.WriteEvents(&buf, []watch.Event{{Event: kind, Time: time.Unix(0, 0)}}); err != nil {
			t.Fatal(err)
		}
	}
	if err := checkJSONDocumented(docs, "watch", buf.String()); err != nil {
		t.Error(err)
	}
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

package teamevents

import (
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook/hooktest"
	"github.com/teamctl/teamctl/internal/rulestate"
	"github.com/teamctl/teamctl/internal/teamstate"
)

func aliceMarks(w *hooktest.World) (string, time.Time) {
	w.T.Helper()
	tm, err := claudefs.ReadTeam(filepath.Join(w.Config, "teams", t2Team))
	if err != nil {
		w.T.Fatal(err)
	}
	dir, err := rulestate.Dir(w.State, tm)
	if err != nil {
		w.T.Fatal(err)
	}
	m, _ := tm.Member("alice")
	return dir, m.JoinedAt
}

// report-first: alice goes idle without having sent team-lead a report
// since she was spawned: reminded three times, then in escalating words
// twice, then let go; a report ends it, a later task update starts it over.
func TestReportFirst(t *testing.T) {
	w := hooktest.New(t)
	w.T2("fixed-theme")
	idle := w.Payload(hooktest.Load(t, "inproc_TeammateIdle"), nil)
	for i := 1; i <= 5; i++ {
		r := w.Run(handler(), idle, now)
		if r.Code != 2 || r.Stdout != "" {
			t.Fatalf("idle %d: exit %d stdout %q", i, r.Code, r.Stdout)
		}
		for _, s := range []string{"teammate alice of team " + t2Team, "since it was spawned", "Rule " + RuleReportFirst,
			"send your report to team-lead first, full text in the message", `SendMessage {to: "team-lead"`} {
			if !strings.Contains(r.Stderr, s) {
				t.Errorf("idle %d lacks %q: %s", i, s, r.Stderr)
			}
		}
		if escalated := strings.Contains(r.Stderr, "STILL"); escalated != (i > 3) {
			t.Errorf("idle %d: escalated %v: %s", i, escalated, r.Stderr)
		}
	}
	// The sixth idle is let go (no open task: no nudge either).
	expect(t, w.Run(handler(), idle, now), 0, "none")

	// A report after the spawn ends it.
	w2 := hooktest.New(t)
	w2.T2("fixed-theme")
	dir2, joined2 := aliceMarks(w2)
	if err := rulestate.Touch(dir2, rulestate.Reported, "alice", joined2.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	idle2 := w2.Payload(hooktest.Load(t, "inproc_TeammateIdle"), nil)
	expect(t, w2.Run(handler(), idle2, now), 0, "none")
	// A task update after the report starts it over, with its own count.
	if err := rulestate.Touch(dir2, rulestate.TaskUpdate, "alice", joined2.Add(2*time.Minute)); err != nil {
		t.Fatal(err)
	}
	r := w2.Run(handler(), idle2, now)
	if r.Code != 2 || !strings.Contains(r.Stderr, "since its last task update (reminder 1 of 5)") {
		t.Fatalf("task update did not restart report-first: %d %q", r.Code, r.Stderr)
	}
}

func TestReportFirstNotForSubagentsOrWhenOff(t *testing.T) {
	// A teammate's own subagent idling reports the teammate's name
	// (ISS #82665) with the subagent's agent id: not the member.
	w := hooktest.New(t)
	w.T2("fixed-theme")
	sub := w.Payload(hooktest.Load(t, "inproc_TeammateIdle"), func(in map[string]any) {
		in["agent_id"], in["agent_type"] = "a0123456789abcdef", "general-purpose"
	})
	expect(t, w.Run(handler(), sub, now), 0, "none")

	for _, override := range []string{`{"rules":{"report_first":{"enabled":false}}}`, `{"rules":{"report_first":{"max":0}}}`} {
		w := hooktest.New(t)
		w.T2("fixed-theme")
		w.WriteFile(filepath.Join(w.Project, ".claude/team-themes/patterns/fixed-theme.json"), override)
		expect(t, w.Run(handler(), w.Payload(hooktest.Load(t, "inproc_TeammateIdle"), nil), now), 0, "none")
	}
}

// One nudge per task: alice and bob idle at the same moment with one open
// task: exactly one of them is sent to it, 30 rounds.
func TestIdleNudgeClaimsTheTaskOnce(t *testing.T) {
	for round := 0; round < 30; round++ {
		w := hooktest.New(t)
		w.T2("fixed-theme")
		board(w, t2Team, map[string]string{"1": task("1", "pending", "")})
		reported(w, t2Team)
		payloads := [][]byte{
			w.Payload(hooktest.Load(t, "inproc_TeammateIdle"), nil),
			w.Payload(hooktest.Load(t, "inproc_TeammateIdle"), func(in map[string]any) {
				in["agent_id"], in["agent_type"], in["teammate_name"] = "abob-0123456789abcdef", "bob", "bob"
			}),
		}
		codes := make([]int, 2)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i, p := range payloads {
			wg.Add(1)
			go func() { defer wg.Done(); <-start; codes[i] = w.Run(handler(), p, now).Code }()
		}
		close(start)
		wg.Wait()
		if codes[0]+codes[1] != 2 {
			t.Fatalf("round %d: exit codes %v, want exactly one nudge", round, codes)
		}
		rec, err := teamstate.Load(w.State, w.Key(t2Team))
		want := map[bool]string{true: "alice", false: "bob"}[codes[0] == 2]
		if err != nil || rec.Claims["1"].Member != want {
			t.Fatalf("round %d: claims %v (%v), want %s", round, rec.Claims, err, want)
		}
	}
}

package teamevents

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook/hooktest"
	"github.com/teamctl/teamctl/internal/messageguard"
	"github.com/teamctl/teamctl/internal/rulestate"
	"github.com/teamctl/teamctl/internal/teamstate"
)

var now = time.Date(2026, 11, 21, 18, 40, 0, 0, time.UTC)

const (
	t2Team = "session-716ec9d0"
	bebop  = `[{"pattern":"fixed-theme","theme":"Cowboy Bebop","characters":["Spike Spiegel","Jet Black","Faye Valentine","Edward","Ein"]}]`
)

func handler() *Handler { return &Handler{Proc: hooktest.Proc{}} }

// t2At installs run t2's team (alice, bob) led by pid, as the evidence of
// another run needs (a /clear or a rerun has its own lead pid).
func t2At(w *hooktest.World, pattern, pid string, more ...string) string {
	dir := w.T2WithMembers(pattern, more...)
	cfgPath := filepath.Join(dir, "config.json")
	b, err := os.ReadFile(cfgPath)
	if err != nil {
		w.T.Fatal(err)
	}
	w.WriteFile(cfgPath, strings.Replace(string(b), `"pid": 25483`, `"pid": `+pid, 1))
	w.Vars["CLAUDE_PID"] = pid
	return dir
}

func expect(t *testing.T, r hooktest.Result, wantCode int, want string) {
	t.Helper()
	if r.Code != wantCode {
		t.Fatalf("exit %d, want %d (stdout %q, stderr %q)", r.Code, wantCode, r.Stdout, r.Stderr)
	}
	if r.Decision != want {
		t.Fatalf("decision %s, want %s (reason %q, stderr %q)", r.Decision, want, r.Reason, r.Stderr)
	}
}

func TestIdentityAfterCompactionResumeOrClear(t *testing.T) {
	withSource := func(s string) func(map[string]any) { return func(in map[string]any) { in["source"] = s } }
	cases := []struct {
		name, evidence, pattern string
		edit                    func(map[string]any)
		setup                   func(w *hooktest.World)
		want                    string
		has, hasNot             []string
	}{
		{name: "startup needs nothing", evidence: "leader_SessionStart", pattern: "fixed-theme", want: "none"},
		{name: "fork needs nothing", evidence: "leader_SessionStart", pattern: "fixed-theme", edit: withSource("fork"), want: "none"},
		{name: "compact, fixed-theme", evidence: "leader_SessionStart", pattern: "fixed-theme", edit: withSource("compact"), want: "context",
			has: []string{RuleIdentity, "after compact", "leader of agent team " + t2Team, `"team-lead"`, "Pattern: fixed-theme", `work "Cowboy Bebop"`,
				"Members (SendMessage to these names): alice, bob.", "Characters of this team: Spike Spiegel, Jet Black, Faye Valentine, Edward, Ein.",
				"You manage only", "**/dashboard.md", "do not poll TaskList", "quote their reports", "explicitly asks to disband", "and the work title out of commits"}},
		{name: "resume, mixed-genius", evidence: "leader_SessionStart", pattern: "mixed-genius", edit: withSource("resume"), want: "context",
			has: []string{"Pattern: mixed-genius.", "may also do work yourself"}, hasNot: []string{"You manage only", `work "`, "work title"}},
		{name: "captured /clear with the new session id", evidence: "SessionStart_clear_new_session", pattern: "fixed-theme", want: "context",
			setup: func(w *hooktest.World) { t2At(w, "fixed-theme", "20364") }, has: []string{"after clear", t2Team}},
		{name: "members with their characters", evidence: "leader_SessionStart", pattern: "fixed-theme", edit: withSource("compact"), want: "context",
			setup: func(w *hooktest.World) {
				err := teamstate.Update(w.State, w.Key(t2Team), now, func(r *teamstate.Record) error {
					r.Characters = &teamstate.Characters{Theme: "Cowboy Bebop", Names: []string{"Spike Spiegel", "Faye Valentine"},
						Members: map[string]string{"alice": "Faye Valentine", "team-lead": "Spike Spiegel"}}
					return nil
				})
				if err != nil {
					t.Fatal(err)
				}
			}, has: []string{"alice (Faye Valentine), bob.", "Characters of this team: Spike Spiegel."}},
		{name: "no pattern still names the team", evidence: "leader_SessionStart", pattern: "", edit: withSource("compact"), want: "context",
			has: []string{"No pattern is recorded", "alice, bob"}, hasNot: []string{"Your rules"}},
		{name: "switched off", evidence: "leader_SessionStart", pattern: "fixed-theme", edit: withSource("compact"), want: "none",
			setup: func(w *hooktest.World) {
				w.WriteFile(filepath.Join(w.Project, ".claude/team-themes/patterns/fixed-theme.json"), `{"rules":{"identity_reinject":false}}`)
			}},
		{name: "pane teammate is not the leader", evidence: "tmux_teammate_SessionStart", pattern: "fixed-theme", edit: withSource("compact"), want: "none"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := hooktest.New(t)
			w.T2(tc.pattern)
			w.History(bebop)
			if tc.setup != nil {
				tc.setup(w)
			}
			r := w.Run(handler(), w.Payload(hooktest.Load(t, tc.evidence), tc.edit), now)
			expect(t, r, 0, tc.want)
			for _, s := range tc.has {
				if !strings.Contains(r.Context, s) {
					t.Errorf("context lacks %q:\n%s", s, r.Context)
				}
			}
			for _, s := range tc.hasNot {
				if strings.Contains(r.Context, s) {
					t.Errorf("context has %q:\n%s", s, r.Context)
				}
			}
		})
	}
	t.Run("a leader alone is not reminded", func(t *testing.T) {
		w := hooktest.New(t)
		w.T2("fixed-theme")
		w.WriteFile(filepath.Join(w.Config, "teams", t2Team, "config.json"),
			`{"name":"session-716ec9d0","leadProcess":{"pid":25483},"members":[{"name":"team-lead","agentType":"team-lead"}],"pattern":"fixed-theme"}`)
		r := w.Run(handler(), w.Payload(hooktest.Load(t, "leader_SessionStart"), withSource("compact")), now)
		expect(t, r, 0, "none")
	})
}

// reported marks every member of the team as having reported to team-lead
// (team-rules' recorder does that on a sent SendMessage), so the idle
// nudge tests are not answered by report-first.
func reported(w *hooktest.World, teamName string) {
	w.T.Helper()
	tm, err := claudefs.ReadTeam(filepath.Join(w.Config, "teams", teamName))
	if err != nil {
		w.T.Fatal(err)
	}
	dir, err := rulestate.Dir(w.State, tm)
	if err != nil {
		w.T.Fatal(err)
	}
	for _, m := range tm.Teammates() {
		if err := rulestate.Touch(dir, rulestate.Reported, m.Name, m.JoinedAt.Add(time.Second)); err != nil {
			w.T.Fatal(err)
		}
	}
}

// board writes task files into the team's task list.
func board(w *hooktest.World, team string, tasks map[string]string) {
	for id, body := range tasks {
		w.WriteFile(filepath.Join(w.Config, "tasks", team, id+".json"), body)
	}
}

func capturedBoard(w *hooktest.World, team string) {
	for _, id := range []string{"1", "2"} {
		b, err := os.ReadFile(filepath.Join(hooktest.EvidenceDir(), "tasks-t2", id+".json"))
		if err != nil {
			w.T.Fatal(err)
		}
		w.WriteFile(filepath.Join(w.Config, "tasks", team, id+".json"), string(b))
	}
}

func task(id, status, owner string, blockedBy ...string) string {
	s := `{"id":"` + id + `","subject":"Task ` + id + `","description":"d","status":"` + status + `","blocks":[],"blockedBy":[`
	for i, b := range blockedBy {
		if i > 0 {
			s += ","
		}
		s += strconv.Quote(b)
	}
	s += "]"
	if owner != "" {
		s += `,"owner":"` + owner + `"`
	}
	return s + "}"
}

func TestIdleNudgeOnTheCapturedBoard(t *testing.T) {
	w := hooktest.New(t)
	w.T2("fixed-theme")
	capturedBoard(w, t2Team)
	reported(w, t2Team)
	payload := w.Payload(hooktest.Load(t, "inproc_TeammateIdle"), nil)

	for i := 1; i <= 2; i++ {
		r := w.Run(handler(), payload, now)
		expect(t, r, 2, "none")
		for _, s := range []string{"task 2 \"Probe task two\"", "team " + t2Team, "nudge " + strconv.Itoa(i) + " of 2",
			"Rule " + RuleIdleNudge, "tell team-lead", `TaskUpdate {taskId: "2", owner: "alice", status: "in_progress"}`} {
			if !strings.Contains(r.Stderr, s) {
				t.Errorf("nudge %d lacks %q:\n%s", i, s, r.Stderr)
			}
		}
		if r.Stdout != "" {
			t.Errorf("keep-working wrote stdout %q", r.Stdout)
		}
	}
	r := w.Run(handler(), payload, now)
	expect(t, r, 0, "none")
	if !strings.Contains(r.Stderr, "already nudged 2 times") {
		t.Errorf("third idle should say the nudges are spent: %q", r.Stderr)
	}
	rec, err := teamstate.Load(w.State, w.Key(t2Team))
	if err != nil || rec.Nudges["alice/2"] != 2 {
		t.Fatalf("nudges = %v, %v", rec.Nudges, err)
	}

	// One nudge per task: the nudges sent alice to task 2 and claimed it
	// for her, so bob idling now is not sent there too.
	bob := w.Payload(hooktest.Load(t, "inproc_TeammateIdle"), func(in map[string]any) {
		in["agent_id"], in["agent_type"], in["teammate_name"] = "abob-0123456789abcdef", "bob", "bob"
	})
	if r := w.Run(handler(), bob, now); r.Code != 0 {
		t.Fatalf("bob was sent to alice's task 2: %d %q", r.Code, r.Stderr)
	}
	if rec, _ := teamstate.Load(w.State, w.Key(t2Team)); rec.Claims["2"].Member != "alice" {
		t.Fatalf("claims = %v", rec.Claims)
	}
	// Once the claim is older than ClaimTTL, bob has his own count.
	if r := w.Run(handler(), bob, now.Add(ClaimTTL)); r.Code != 2 || !strings.Contains(r.Stderr, `owner: "bob"`) {
		t.Fatalf("bob was not nudged after the claim expired: %d %q", r.Code, r.Stderr)
	}

	// Once task 2 is claimed its counts are forgotten.
	board(w, t2Team, map[string]string{"2": task("2", "in_progress", "bob"), "3": task("3", "pending", "")})
	if r := w.Run(handler(), payload, now); r.Code != 2 || !strings.Contains(r.Stderr, "task 3") {
		t.Fatalf("task 3 not offered: %d %q", r.Code, r.Stderr)
	}
	rec, _ = teamstate.Load(w.State, w.Key(t2Team))
	if len(rec.Nudges) != 1 || rec.Nudges["alice/3"] != 1 {
		t.Fatalf("nudges not pruned: %v", rec.Nudges)
	}
}

func TestIdleNudgeChoosesOnlyOpenUnblockedTasks(t *testing.T) {
	cases := []struct {
		name  string
		tasks map[string]string
		want  string // the task offered, "" for none
	}{
		{"no tasks", map[string]string{}, ""},
		{"owned", map[string]string{"1": task("1", "pending", "bob")}, ""},
		{"in progress", map[string]string{"1": task("1", "in_progress", "")}, ""},
		{"completed", map[string]string{"1": task("1", "completed", "alice")}, ""},
		{"deleted", map[string]string{"1": task("1", "deleted", "")}, ""},
		{"blocked by pending", map[string]string{"1": task("1", "pending", "bob"), "2": task("2", "pending", "", "1")}, ""},
		{"blocker missing", map[string]string{"2": task("2", "pending", "", "9")}, ""},
		{"blocker done", map[string]string{"1": task("1", "completed", "bob"), "2": task("2", "pending", "", "1")}, "2"},
		{"lowest id first", map[string]string{"10": task("10", "pending", ""), "9": task("9", "pending", "")}, "9"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := hooktest.New(t)
			w.T2("fixed-theme")
			w.WriteFile(filepath.Join(w.Config, "tasks", t2Team, ".lock"), "")
			board(w, t2Team, tc.tasks)
			reported(w, t2Team)
			r := w.Run(handler(), w.Payload(hooktest.Load(t, "inproc_TeammateIdle"), nil), now)
			if tc.want == "" {
				expect(t, r, 0, "none")
				return
			}
			if r.Code != 2 || !strings.Contains(r.Stderr, "task "+tc.want+" ") {
				t.Fatalf("want task %s offered, got exit %d %q", tc.want, r.Code, r.Stderr)
			}
		})
	}
}

func TestIdleNudgeSwitches(t *testing.T) {
	for _, override := range []string{`{"rules":{"idle_nudge":{"enabled":false,"max_per_task":2}}}`, `{"rules":{"idle_nudge":{"enabled":true,"max_per_task":0}}}`} {
		w := hooktest.New(t)
		w.T2("fixed-theme")
		capturedBoard(w, t2Team)
		reported(w, t2Team)
		w.WriteFile(filepath.Join(w.Project, ".claude/team-themes/patterns/fixed-theme.json"), override)
		expect(t, w.Run(handler(), w.Payload(hooktest.Load(t, "inproc_TeammateIdle"), nil), now), 0, "none")
	}
	w := hooktest.New(t)
	w.T2("")
	capturedBoard(w, t2Team)
	reported(w, t2Team)
	expect(t, w.Run(handler(), w.Payload(hooktest.Load(t, "inproc_TeammateIdle"), nil), now), 0, "none")
}

func TestIdleNudgeForAPaneTeammate(t *testing.T) {
	e := hooktest.Load(t, "tmux_teammate_TeammateIdle")
	for name, proc := range map[string]hooktest.Proc{"argv": hooktest.ProcOf(e), "hook fields only": {}} {
		t.Run(name, func(t *testing.T) {
			w := hooktest.New(t)
			w.Team("config-t4-tmux-member.json", func(cfg map[string]any) { cfg["pattern"] = "mixed-genius" })
			board(w, "session-1fc07471", map[string]string{"1": task("1", "pending", "")})
			reported(w, "session-1fc07471")
			r := w.Run(&Handler{Proc: proc}, w.Payload(e, nil), now)
			if r.Code != 2 || !strings.Contains(r.Stderr, `owner: "erin"`) || !strings.Contains(r.Stderr, "pattern mixed-genius") {
				t.Fatalf("erin was not nudged: %d %q", r.Code, r.Stderr)
			}
		})
	}
}

func TestDisbandRecordEnablesShutdownForThatTurnOnly(t *testing.T) {
	w := hooktest.New(t)
	t2At(w, "fixed-theme", "17242")
	prompt := hooktest.Load(t, "UserPromptSubmit_typed_prompt")
	say := func(text, id string) []byte {
		return w.Payload(prompt, func(in map[string]any) { in["prompt"], in["prompt_id"] = text, id })
	}
	shutdown := func(id string) hooktest.Result {
		e := hooktest.Load(t, "leader_PreToolUse_SendMessage")
		payload := w.Payload(e, func(in map[string]any) {
			in["prompt_id"] = id
			in["tool_input"] = map[string]any{"to": "bob", "message": map[string]any{"type": "shutdown_request", "reason": "done"}}
		})
		// The SendMessage was captured in another run; the lead is 17242.
		w.Vars["CLAUDE_PID"] = "17242"
		r := w.Run(&messageguard.Guard{Proc: hooktest.Proc{}}, payload, now)
		if r.Code != 0 {
			t.Fatalf("message-guard exit %d: %q", r.Code, r.Stderr)
		}
		return r
	}

	expect(t, w.Run(handler(), say("Great work. Please Disband the team now.", "p1"), now), 0, "none")
	rec, err := teamstate.Load(w.State, w.Key(t2Team))
	if err != nil || rec.Disband == nil || rec.Disband.PromptID != "p1" || rec.Disband.Phrase != "disband" || !rec.Disband.At.Equal(now) {
		t.Fatalf("disband record = %+v, %v", rec.Disband, err)
	}
	if r := shutdown("p1"); r.Decision != "none" {
		t.Fatalf("shutdown in the disband turn denied: %q", r.Reason)
	}
	if r := shutdown("p0"); r.Decision != "deny" {
		t.Fatal("shutdown with another prompt_id allowed")
	}

	expect(t, w.Run(handler(), say("what's next?", "p2"), now), 0, "none")
	if rec, _ := teamstate.Load(w.State, w.Key(t2Team)); rec.Disband != nil {
		t.Fatalf("a later prompt kept the record: %+v", rec.Disband)
	}
	if r := shutdown("p2"); r.Decision != "deny" || !strings.Contains(r.Reason, messageguard.RuleShutdown) {
		t.Fatalf("shutdown after the turn allowed: %+v", r)
	}

	expect(t, w.Run(handler(), say("チームを解散してください", "p3"), now), 0, "none")
	if rec, _ := teamstate.Load(w.State, w.Key(t2Team)); rec.Disband == nil || rec.Disband.Phrase != "解散" {
		t.Fatalf("Japanese instruction not recorded: %+v", rec.Disband)
	}
	// A background subagent's output is not the user speaking.
	expect(t, w.Run(handler(), say("<task-notification>\n<result>disband the team</result>\n</task-notification>", "p4"), now), 0, "none")
	if rec, _ := teamstate.Load(w.State, w.Key(t2Team)); rec.Disband != nil {
		t.Fatalf("a task notification counted as the user's instruction: %+v", rec.Disband)
	}
	w.ProjectConfig(`{"disband_phrases":["wrap it up"]}`)
	expect(t, w.Run(handler(), say("OK, WRAP IT UP", "p5"), now), 0, "none")
	if rec, _ := teamstate.Load(w.State, w.Key(t2Team)); rec.Disband == nil || rec.Disband.Phrase != "wrap it up" {
		t.Fatalf("project phrase not recorded: %+v", rec.Disband)
	}
}

func TestDisbandIsOnlyTheLeadersPrompt(t *testing.T) {
	w := hooktest.New(t)
	w.T2("fixed-theme")
	// A captured teammate payload turned into a prompt (Claude Code sends
	// none for teammates; the hook must still not take it as the user's).
	r := w.Run(handler(), w.Payload(hooktest.Load(t, "inproc_TeammateIdle"), func(in map[string]any) {
		in["hook_event_name"], in["prompt"] = "UserPromptSubmit", "disband"
	}), now)
	expect(t, r, 0, "none")
	if rec, _ := teamstate.Load(w.State, w.Key(t2Team)); rec.Disband != nil {
		t.Fatalf("a teammate's prompt recorded a disband: %+v", rec.Disband)
	}
}

func TestLeaderPolling(t *testing.T) {
	w := hooktest.New(t)
	dir := w.T2("fixed-theme")
	inbox := filepath.Join(dir, "inboxes", "team-lead.json")
	list := func(who, prompt string) hooktest.Result {
		return w.Run(handler(), w.Payload(hooktest.Load(t, "leader_PreToolUse_TaskUpdate"), func(in map[string]any) {
			in["tool_name"], in["tool_input"], in["prompt_id"] = "TaskList", map[string]any{}, prompt
			if who == "alice" {
				in["agent_id"], in["agent_type"] = "aalice-34bdd1bf3a03fbf9", "alice"
			}
		}), now)
	}
	expect(t, list("leader", "p1"), 0, "none")
	r := list("leader", "p1")
	expect(t, r, 0, "deny")
	for _, s := range []string{"teamctl team-events: the leader of team " + t2Team, "pattern fixed-theme", "Rule " + RulePolling, "wait for your members' messages"} {
		if !strings.Contains(r.Reason, s) {
			t.Errorf("reason lacks %q: %q", s, r.Reason)
		}
	}
	expect(t, list("leader", "p1"), 0, "deny")
	expect(t, list("alice", "p1"), 0, "none") // teammates may look at the board

	// A member's message arrives (Claude Code renames a new file in).
	w.WriteFile(inbox+".tmp", `[{"from":"alice","text":"done","timestamp":"2026-11-21T18:37:43.928Z"}]`)
	if err := os.Rename(inbox+".tmp", inbox); err != nil {
		t.Fatal(err)
	}
	expect(t, list("leader", "p1"), 0, "none")
	expect(t, list("leader", "p1"), 0, "deny")

	// It is delivered: the file is back to [], rewritten.
	w.WriteFile(inbox+".tmp", `[]`)
	if err := os.Rename(inbox+".tmp", inbox); err != nil {
		t.Fatal(err)
	}
	expect(t, list("leader", "p1"), 0, "none")
	expect(t, list("leader", "p1"), 0, "deny")

	// A new prompt starts a turn.
	expect(t, list("leader", "p2"), 0, "none")
	expect(t, list("leader", "p2"), 0, "deny")

	w.WriteFile(filepath.Join(w.Project, ".claude/team-themes/patterns/fixed-theme.json"), `{"rules":{"leader_polling":{"enabled":false}}}`)
	expect(t, list("leader", "p2"), 0, "none")
}

func TestOtherEventsHaveNoOpinion(t *testing.T) {
	w := hooktest.New(t)
	w.T2("fixed-theme")
	for _, key := range []string{"leader_Stop", "inproc_teammate_SubagentStart", "leader_PreToolUse_TaskUpdate", "leader_TaskCreated", "tmux_teammate_SessionEnd"} {
		r := w.Run(handler(), w.Payload(hooktest.Load(t, key), nil), now)
		if r.Code != 0 || r.Decision != "none" {
			t.Errorf("%s: exit %d decision %s", key, r.Code, r.Decision)
		}
	}
}

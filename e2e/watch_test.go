package e2e

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/harness"
	"github.com/teamctl/teamctl/e2e/mockapi"
	"github.com/tidwall/gjson"
)

// watchScreen polls a window running teamctl watch and remembers when each
// text first showed on it.
type watchScreen struct {
	w    *harness.Window
	mu   sync.Mutex
	seen map[string]time.Time
	last string
	// states of the watched task, in the order the screen showed them
	states []string
	stop   chan struct{}
	done   chan struct{}
}

// taskSubject is the task the scenario watches change state.
const taskSubject = "SCNW parse the grammar"

func startWatchScreen(w *harness.Window, needles ...string) *watchScreen {
	ws := &watchScreen{w: w, seen: map[string]time.Time{}, stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(ws.done)
		tick := time.NewTicker(25 * time.Millisecond)
		defer tick.Stop()
		for {
			screen := w.Capture()
			now := time.Now()
			ws.mu.Lock()
			ws.last = screen
			for _, n := range needles {
				if _, ok := ws.seen[n]; !ok && strings.Contains(screen, n) {
					ws.seen[n] = now
				}
			}
			for _, line := range strings.Split(screen, "\n") {
				if !strings.Contains(line, taskSubject) {
					continue
				}
				for _, st := range []string{"pending", "in progress", "completed"} {
					if strings.Contains(line, " "+st+" ") && (len(ws.states) == 0 || ws.states[len(ws.states)-1] != st) {
						ws.states = append(ws.states, st)
					}
				}
			}
			ws.mu.Unlock()
			select {
			case <-ws.stop:
				return
			case <-tick.C:
			}
		}
	}()
	return ws
}

func (ws *watchScreen) close() {
	close(ws.stop)
	<-ws.done
}

func (ws *watchScreen) firstSeen(needle string) (time.Time, bool) {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	t, ok := ws.seen[needle]
	return t, ok
}

func (ws *watchScreen) screen() string {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	return ws.last
}

func (ws *watchScreen) taskStates() []string {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	return append([]string(nil), ws.states...)
}

// decisionTime is when the hook decided: the time of the first logged
// record of rule (the hook stamps it as it decides).
func decisionTime(sb *harness.Sandbox, rule string) (time.Time, bool) {
	f, err := os.Open(filepath.Join(sb.Home, ".claude", "teamctl", "decisions.jsonl"))
	if err != nil {
		return time.Time{}, false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 1<<20)
	for sc.Scan() {
		r := gjson.ParseBytes(sc.Bytes())
		if r.Get("rule").String() == rule {
			t, err := time.Parse(time.RFC3339Nano, r.Get("time").String())
			return t, err == nil
		}
	}
	return time.Time{}, false
}

// teamctl watch runs in its own tmux window beside a real team: it shows
// the member the leader spawns, the task the member takes and finishes
// changing state, the member's message to the leader, and the leader's
// denied Write within a second of the hook's decision.
func TestWatchShowsTheTeamLive(t *testing.T) {
	var ws *watchScreen
	runTeam(t, teamScenario{
		eras:    harness.AllEras,
		hooks:   []string{"leader-guard"},
		onPath:  []string{"teamctl"},
		todo:    true,
		pattern: "fixed-theme",
		script: func(sb *harness.Sandbox) []mockapi.Rule {
			return []mockapi.Rule{
				{Name: "lead", Match: "SCNW_LEAD", Agent: mockapi.MainAgent, Final: "lead done", Steps: []mockapi.Step{
					mockapi.Call("ToolSearch", map[string]any{"query": "select:SendMessage,TaskCreate,TaskUpdate,TaskList,TaskGet", "max_results": 5}),
					mockapi.Call("TaskCreate", map[string]any{"subject": taskSubject, "description": "the parser's grammar"}),
					spawn("alice", "SCNW_ALICE"),
					write(sb.Path("lead.txt"), "from the lead\n"),
				}},
				{Name: "alice", Match: "SCNW_ALICE", Agent: mockapi.MainAgent, Final: "alice done", Steps: []mockapi.Step{
					mockapi.Call("TaskUpdate", map[string]any{"taskId": "1", "owner": "alice", "status": "in_progress"}),
					send("team-lead", "SCNW_REPORT grammar parsed"),
					mockapi.Call("TaskUpdate", map[string]any{"taskId": "1", "status": "completed"}),
				}},
			}
		},
		started: func(t *testing.T, sb *harness.Sandbox, s *harness.Session) {
			team := sb.WaitTeam(30*time.Second, "to watch", nil)
			name := team.Config.Get("name").String()
			// The shell keeps the window (and what teamctl said) after it exits.
			w := s.OpenWindow("watch", "sh", "-c", harness.ShellCommand(suite.Bin(t, "teamctl"), "watch", "--team", name)+
				`; echo "[teamctl watch exited $?]"; exec sleep 600`)
			ws = startWatchScreen(w, "alice", "SCNW_REPORT grammar parsed", "leader-guard/edit", name)
			t.Cleanup(ws.close)
			t.Cleanup(func() {
				if t.Failed() {
					t.Logf("watch window at the end:\n%s", w.Capture())
				}
			})
			sb.Eventually(10*time.Second, "teamctl watch to draw the team", func() bool {
				return strings.Contains(ws.screen(), name) && strings.Contains(ws.screen(), "MEMBERS")
			})
		},
		turns: []turn{{typed: "SCNW_LEAD plan, spawn alice, then try to write", expect: []expectation{
			joined("alice"),
			denied("Write", "lead.txt", "leader-guard/edit"),
			prompted("alice"),
			func(t *testing.T, sb *harness.Sandbox, _ *harness.Session) {
				t.Helper()
				sb.Eventually(60*time.Second, "watch to show alice, her message, the deny and task 1 completed", func() bool {
					states := ws.taskStates()
					_, a := ws.firstSeen("alice")
					_, m := ws.firstSeen("SCNW_REPORT grammar parsed")
					_, d := ws.firstSeen("leader-guard/edit")
					return a && m && d && len(states) > 0 && states[len(states)-1] == "completed"
				})
				if states := ws.taskStates(); len(states) < 2 {
					t.Errorf("the task showed only as %v; want it seen changing state", states)
				}
				decided, ok := decisionTime(sb, "leader-guard/edit")
				if !ok {
					t.Fatal("no leader-guard/edit record in the decision log")
				}
				shown, _ := ws.firstSeen("leader-guard/edit")
				if lag := shown.Sub(decided); lag > time.Second {
					t.Errorf("the deny showed %v after the hook's decision, want within 1s", lag)
				} else {
					t.Logf("deny on screen %v after the hook decided; task states seen: %v", lag.Round(time.Millisecond), ws.taskStates())
				}
				t.Logf("watch window:\n%s", ws.screen())

				// Keys: tab to the rules pane, enter shows the decision as
				// explain does, esc closes it, q quits.
				ws.w.Keys("Tab", "Tab", "Tab", "Enter")
				sb.Eventually(10*time.Second, "the deny's details with its explain command", func() bool {
					sc := ws.screen()
					return strings.Contains(sc, "teamctl explain --replay") && strings.Contains(sc, "call:    Write")
				})
				// Escape and q sent together read as alt+q: one at a time.
				ws.w.Keys("Escape")
				sb.Eventually(10*time.Second, "esc to close the details", func() bool {
					return strings.Contains(ws.w.Capture(), "MEMBERS")
				})
				ws.w.Keys("q")
				sb.Eventually(10*time.Second, "teamctl watch to quit on q", func() bool {
					return strings.Contains(ws.w.Capture(), "[teamctl watch exited 0]")
				})
			},
		}}},
	})
}

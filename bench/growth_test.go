package bench

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Growth: what a long-running team accumulates must not slow a hook down.
// Every hook call and every CLI read runs against the smallest world and
// against one world per growth fixture, where only that fixture is at its
// largest:
//
//	teams    team folders        1 → 5,000 (4,999 left over by dead leads)
//	history  theme history       40 → 100,000 entries
//	inbox    the lead's inbox    10 → 10,000 messages
//	board    the task board      10 → 10,000 tasks
//	staged   a git commit's diff 1 KB → 8 MB
//
// Run it with
//
//	go test -run '^$' -bench Growth -benchtime 50x -timeout 60m ./bench/
//
// Calls to the floor, the small world and each large world alternate
// within each round, so a busy machine slows them alike and the ratios
// hold; each cell is the median of its samples. Every call's answer is
// checked. Each sub-benchmark reports its medians (ms-*) and ratios: a
// large world's median over the small world's (x-<fixture>) and the
// largest median over the floor's (x-floor-max), then logs one row of the
// README's growth table. GROWTH_FIXTURES=teams,board runs only those.

// fixture names one growth axis and its largest size.
type fixture struct {
	name  string
	label string // for the table header
	apply func(*sizes)
}

// sizes is one world: how much of each thing it holds.
type sizes struct {
	teams, history, inbox, board, staged int
}

var smallest = sizes{teams: 1, history: 40, inbox: 10, board: 10, staged: 1 << 10}

func fixtures() []fixture {
	all := []fixture{
		{"teams", "5,000 team folders", func(s *sizes) { s.teams = 5000 }},
		{"history", "100,000 history entries", func(s *sizes) { s.history = 100_000 }},
		{"inbox", "10,000 inbox messages", func(s *sizes) { s.inbox = 10_000 }},
		{"board", "10,000 tasks", func(s *sizes) { s.board = 10_000 }},
		{"staged", "8 MB staged diff", func(s *sizes) { s.staged = 8 << 20 }},
	}
	only := os.Getenv("GROWTH_FIXTURES")
	if only == "" {
		return all
	}
	var out []fixture
	for _, f := range all {
		if strings.Contains(","+only+",", ","+f.name+",") {
			out = append(out, f)
		}
	}
	return out
}

// growthWorld is newWorld plus the accumulated things of s. The team's
// record holds no characters when the history is the large fixture, so
// the character lookup takes its history route (an old record).
func growthWorld(b *testing.B, s sizes) *world {
	b.Helper()
	w := newWorld(b, s.teams)
	claude := filepath.Join(w.home, ".claude")
	teamDir := filepath.Join(claude, "teams", "session-716ec9d0")
	must := func(err error) {
		if err != nil {
			b.Fatal(err)
		}
	}

	// The history, newest first: the team's entry, then other teams'.
	var h bytes.Buffer
	h.WriteString("[\n")
	for i := 0; i < s.history; i++ {
		if i > 0 {
			h.WriteString(",\n")
		}
		if i == 0 {
			h.WriteString(`  {"pattern": "fixed-theme", "theme": "Cowboy Bebop", "characters": ["Spike", "Jet", "Faye", "Ed"], "team": "session-716ec9d0"}`)
			continue
		}
		fmt.Fprintf(&h, `  {"pattern": "fixed-theme", "theme": "Work %d", "characters": ["Hero %d", "Rival %d", "Mentor %d", "Sidekick %d"], "team": "session-%08x"}`, i, i, i, i, i, i)
	}
	h.WriteString("\n]\n")
	must(os.WriteFile(filepath.Join(claude, "team-theme-history.json"), h.Bytes(), 0o600))
	if s.history > smallest.history {
		must(os.WriteFile(filepath.Join(claude, "teamctl", "teams", "session-716ec9d0@1795286239427.json"),
			[]byte(`{"team":"session-716ec9d0","pattern":"fixed-theme"}`), 0o600))
		w.oldRecord = true
	}

	// The inboxes: the lead's holds s.inbox messages, alice's a few.
	inbox := func(name, from string, n int) {
		var m bytes.Buffer
		m.WriteString("[")
		for i := 0; i < n; i++ {
			if i > 0 {
				m.WriteString(",")
			}
			fmt.Fprintf(&m, `{"from":%q,"text":"task %d done: tests pass, see the notes in docs/notes-%d.md","summary":"task %d done","timestamp":"2026-11-21T18:%02d:%02d.000Z","msgV":1,"msg_id":"%08x-3e79-43df-98dd-105d7f4e3db4","type":"message","read":%v}`,
				from, i, i, i, (i/60)%60, i%60, i, i%3 == 0)
		}
		m.WriteString("]")
		must(os.MkdirAll(filepath.Join(teamDir, "inboxes"), 0o755))
		must(os.WriteFile(filepath.Join(teamDir, "inboxes", name+".json"), m.Bytes(), 0o600))
	}
	inbox("team-lead", "alice", s.inbox)
	inbox("alice", "team-lead", 3)

	// The board: task 1 is in progress (bob's) and blocks every pending
	// task, so an idle member finds nothing to take, call after call.
	tasks := filepath.Join(claude, "tasks", "session-716ec9d0")
	must(os.MkdirAll(tasks, 0o755))
	for i := 1; i <= s.board; i++ {
		status, owner, blockedBy := "completed", "alice", `[]`
		switch {
		case i == 1:
			status, owner = "in_progress", "bob"
		case i%2 == 0:
			status, owner, blockedBy = "pending", "", `["1"]`
		}
		must(os.WriteFile(filepath.Join(tasks, strconv.Itoa(i)+".json"), []byte(fmt.Sprintf(
			`{"id":"%d","subject":"Task %d","description":"part %d of the parser","owner":%q,"status":%q,"blocks":[],"blockedBy":%s}`,
			i, i, i, owner, status, blockedBy)), 0o600))
	}

	// The project is a git repository with s.staged bytes of ordinary
	// text staged for the next commit.
	git := func(args ...string) {
		cmd := exec.Command("git", args...)
		cmd.Dir = w.project
		cmd.Env = append(w.env, "GIT_CONFIG_NOSYSTEM=1", "GIT_AUTHOR_NAME=bench", "GIT_AUTHOR_EMAIL=b@example.com",
			"GIT_COMMITTER_NAME=bench", "GIT_COMMITTER_EMAIL=b@example.com")
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git("init", "-q")
	var text bytes.Buffer
	for i := 0; text.Len() < s.staged; i++ {
		fmt.Fprintf(&text, "line %d: the parser reads one token at a time and reports its position\n", i)
	}
	must(os.MkdirAll(filepath.Join(w.project, "src"), 0o755))
	must(os.WriteFile(filepath.Join(w.project, "src", "notes.txt"), text.Bytes()[:s.staged], 0o644))
	git("add", "src/notes.txt")
	return w
}

// call is one hook call or CLI read of the table.
type call struct {
	name string
	argv func() []string
	// input is the hook input (nil for the CLI); env changes the world's
	// environment; before runs untimed ahead of every sample.
	input    func(*world) []byte
	env      func(*world) []string
	before   func(*world)
	wantDeny bool
	// denyIn, when set, says in which worlds the call is denied.
	denyIn func(*world) bool
	// ok checks a CLI read's output.
	ok func(stdout string) bool
}

func growthCalls() []call {
	hook := func(bin *string) func() []string { return func() []string { return []string{*bin} } }
	cli := func(args ...string) func() []string {
		return func() []string { return append([]string{built.teamctl}, args...) }
	}
	// The CLI runs as the lead's Bash tool does: no CLAUDE_PID, found
	// through its parent process (this benchmark leads the team).
	cliEnv := func(w *world) []string {
		var env []string
		for _, e := range w.env {
			if !strings.HasPrefix(e, "CLAUDE_PID=") {
				env = append(env, e)
			}
		}
		return env
	}
	noPidCache := func(pid string) func(*world) {
		return func(w *world) { os.Remove(filepath.Join(w.home, ".claude", "teamctl", "cache", "pid-"+pid)) }
	}
	contains := func(s string) func(string) bool { return func(out string) bool { return strings.Contains(out, s) } }
	outside := func(w *world) []string { return append(append([]string{}, w.env...), "CLAUDE_PID=999999") }
	historyFile := func(w *world) string { return filepath.Join(w.home, ".claude", "team-theme-history.json") }
	record := func(w *world) string {
		return filepath.Join(w.home, ".claude", "teamctl", "teams", "session-716ec9d0@1795286239427.json")
	}
	return []call{
		{name: "leader-guard: leader Write (deny)", argv: hook(&built.leaderGuard), input: (*world).writeInput, wantDeny: true},
		{name: "leader-guard: outside any team, cold pid cache", argv: hook(&built.leaderGuard), env: outside, before: noPidCache("999999"),
			input: func(w *world) []byte {
				return []byte(strings.Replace(string(w.writeInput()), sessionID, "0dd5e55a-0000", -1))
			}},
		{name: "message-guard: report to team-lead", argv: hook(&built.messageGuard),
			input: func(w *world) []byte { return w.sendInput("team-lead", "task 1 done: tests pass") }},
		{name: "message-guard: to a character (deny)", argv: hook(&built.messageGuard), wantDeny: true,
			input: func(w *world) []byte { return w.sendInput("Spike", "task 1 done") }},
		{name: "artifact-guard: Write checked for names", argv: hook(&built.artifactGuard), input: (*world).writeInput},
		{name: "artifact-guard: member's git commit (staged diff scanned)", argv: hook(&built.artifactGuard),
			input: func(w *world) []byte {
				return w.memberInput("PreToolUse", "Bash", `{"command":"git commit -m 'parser: report positions'"}`)
			}},
		{name: "git diff --cached alone (what the commit row runs)", env: func(w *world) []string { return w.env },
			argv: func() []string {
				return []string{"git", "-c", "core.quotepath=off", "diff", "--no-color", "--no-ext-diff", "--no-textconv", "--text", "-U0", "--diff-filter=ACMRT", "--find-renames", "--cached"}
			},
			ok: func(out string) bool { return strings.Contains(out, "notes.txt") }},
		{name: "team-events: TeammateIdle, every task blocked", argv: hook(&built.events), input: (*world).idleInput},
		{name: "team-rules: leader spawns a member", argv: hook(&built.rules), input: (*world).spawnInput,
			// An old record (no characters) is a spawn before the
			// history is linked: denied, after the same lookups.
			denyIn: func(w *world) bool { return w.oldRecord }},
		{name: "team-rules: member writes another's file (deny)", argv: hook(&built.rules), wantDeny: true,
			input: func(w *world) []byte {
				return w.memberInput("PreToolUse", "Write", fmt.Sprintf(`{"file_path":"%s/src/owned.go","content":"x"}`, w.project))
			}},
		{name: "team-rules: PostToolUse after a report", argv: hook(&built.rules),
			input: func(w *world) []byte {
				return w.memberInput("PostToolUse", "SendMessage", `{"to":"team-lead","message":"done"}`)
			}},
		{name: "teamctl team show", argv: cli("team", "show"), env: cliEnv, ok: contains("session-716ec9d0")},
		{name: "teamctl team show, cold pid cache", argv: cli("team", "show"), env: cliEnv, before: noPidCache(leadPID), ok: contains("session-716ec9d0")},
		{name: "teamctl tasks", argv: cli("tasks"), env: cliEnv, ok: contains("Task 1")},
		{name: "teamctl inbox", argv: cli("inbox", "team-lead"), env: cliEnv, ok: contains("alice")},
		{name: "teamctl history check", argv: cli("history", "check", "--pattern", "fixed-theme", "--theme", "Trigun", "--characters", "Vash,Wolfwood,Meryl,Milly"),
			env: cliEnv, ok: func(string) bool { return true }},
		{name: "teamctl history add, first sight of the file", argv: cli("history", "add", "--pattern", "fixed-theme", "--theme", "Trigun", "--characters", "Vash,Wolfwood,Meryl,Milly"),
			env: cliEnv, ok: contains("recorded entry 1"),
			before: func(w *world) {
				// Each sample adds to the history as it was.
				restore(w, historyFile(w))
				restore(w, record(w))
			}},
		{name: "teamctl history add, after history check", argv: cli("history", "add", "--pattern", "fixed-theme", "--theme", "Trigun", "--characters", "Vash,Wolfwood,Meryl,Milly"),
			env: cliEnv, ok: contains("recorded entry 1"),
			before: func(w *world) {
				// The guide's order: check, then add. The file is put back
				// with one fixed time, so the check's record of it (made
				// by the first, untimed check) keeps describing it.
				restore(w, historyFile(w))
				old := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
				os.Chtimes(historyFile(w), old, old)
				restore(w, record(w))
				check := exec.Command(built.teamctl, "history", "check", "--pattern", "fixed-theme", "--theme", "Trigun", "--characters", "Vash,Wolfwood,Meryl,Milly")
				check.Env, check.Dir = cliEnv(w), w.project
				check.Run()
			}},
		{name: "teamctl doctor", argv: cli("doctor"), env: cliEnv, ok: func(string) bool { return true }},
	}
}

// loadAverage is /proc/loadavg's first three fields, to print beside the
// numbers: on a busy machine the ratios hold better than the times.
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	return strings.Join(strings.Fields(string(data))[:3], " ")
}

// restore puts back the copy of path taken at the first call.
func restore(w *world, path string) {
	keep := path + ".bench-orig"
	if _, err := os.Stat(keep); err != nil {
		data, err := os.ReadFile(path)
		if err != nil {
			return
		}
		os.WriteFile(keep, data, 0o600)
		return
	}
	data, err := os.ReadFile(keep)
	if err == nil {
		os.WriteFile(path, data, 0o600)
	}
}

// sample runs c once in w and returns its wall time and the CPU time
// (user + system) of the process it started.
func sample(b *testing.B, c call, w *world) (wall, cpu time.Duration) {
	b.Helper()
	if c.before != nil {
		c.before(w)
	}
	argv := c.argv()
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Env = w.env
	if c.env != nil {
		cmd.Env = c.env(w)
	}
	cmd.Dir = w.project
	if c.input != nil {
		cmd.Stdin = bytes.NewReader(c.input(w))
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	wantDeny := c.wantDeny
	if c.denyIn != nil {
		wantDeny = c.denyIn(w)
	}
	start := time.Now()
	err := cmd.Run()
	d := time.Since(start)
	if cmd.ProcessState != nil {
		cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	switch {
	case c.input != nil && err != nil:
		b.Fatalf("%s: %v; stderr %q", c.name, err, errb.String())
	case c.input != nil && strings.Contains(out.String(), `"permissionDecision":"deny"`) != wantDeny:
		b.Fatalf("%s: deny=%v, want %v; stdout %q stderr %q", c.name, !wantDeny, wantDeny, out.String(), errb.String())
	case c.input == nil && (err != nil && !strings.Contains(c.name, "doctor") && !strings.Contains(c.name, "check") || !c.ok(out.String())):
		b.Fatalf("%s: %v; stdout %q stderr %q", c.name, err, out.String(), errb.String())
	}
	return d, cpu
}

func median(ds []time.Duration) float64 {
	s := append([]time.Duration{}, ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return float64(s[len(s)/2].Microseconds()) / 1000
}

func BenchmarkGrowth(b *testing.B) {
	if built == nil || built.err != "" {
		b.Fatalf("benchmark binaries unavailable: %v", built)
	}
	fx := fixtures()
	small := growthWorld(b, smallest)
	large := make([]*world, len(fx))
	for i, f := range fx {
		s := smallest
		f.apply(&s)
		large[i] = growthWorld(b, s)
	}
	floor := call{name: "floor", argv: func() []string { return []string{built.floor} }, input: (*world).writeInput, wantDeny: true}
	header := "| call | smallest: ms (× floor) |"
	for _, f := range fx {
		header += " " + f.label + ": ms (× smallest) |"
	}
	// Each sub-benchmark runs more than once (a probe with b.N = 1 first);
	// the table keeps the last run's row and is printed once, at the end.
	calls := growthCalls()
	rows := make([]string, len(calls))
	defer func() {
		// Printed, not logged: a parent benchmark's log is dropped when
		// it passes.
		ran := slices.DeleteFunc(rows, func(r string) bool { return r == "" })
		fmt.Printf("\n%s\n|%s\n%s\n(load: %s)\n\n", header, strings.Repeat("---|", len(fx)+2), strings.Join(ran, "\n"), loadAverage())
	}()
	for ci, c := range calls {
		b.Run(c.name, func(b *testing.B) {
			worlds := append([]*world{small}, large...)
			// One untimed round: the first call after a world is built
			// builds the teams index and the board cache.
			sample(b, floor, small)
			for _, w := range worlds {
				sample(b, c, w)
			}

			floorS := make([]time.Duration, 0, b.N)
			got := make([][]time.Duration, len(worlds))
			cpu := make([][]time.Duration, len(worlds))
			b.ResetTimer()
			for range b.N {
				d, _ := sample(b, floor, small)
				floorS = append(floorS, d)
				for i, w := range worlds {
					d, cp := sample(b, c, w)
					got[i] = append(got[i], d)
					cpu[i] = append(cpu[i], cp)
				}
			}
			b.StopTimer()
			fl, sm := median(floorS), median(got[0])
			b.ReportMetric(fl, "ms-floor")
			b.ReportMetric(sm, "ms-smallest")
			row := fmt.Sprintf("| %s | %.2f (%.2f×) |", c.name, sm, sm/fl)
			worst := sm
			for i, f := range fx {
				m := median(got[i+1])
				worst = max(worst, m)
				b.ReportMetric(m, "ms-"+f.name)
				b.ReportMetric(m/sm, "x-"+f.name)
				// CPU time moves less with the machine's load than wall time.
				if c0 := median(cpu[0]); c0 > 0 {
					b.ReportMetric(median(cpu[i+1])/c0, "x-cpu-"+f.name)
				}
				row += fmt.Sprintf(" %.2f (%.2f×) |", m, m/sm)
			}
			b.ReportMetric(worst/fl, "x-floor-max")
			rows[ci] = row
		})
	}
}

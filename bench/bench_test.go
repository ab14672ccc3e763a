// Package bench measures each hook as Claude Code runs it: a fresh process
// per call, the hook input on stdin. Run it with
//
//	go test -run '^$' -bench 'Hooks|Watch' -benchtime 200x ./bench/
//
// Each benchmark reports the median, p90 and min wall time per call
// (ms-median, ms-p90, ms-min) besides Go's mean (ns/op), the median CPU
// time (user + system) of the hook process (ms-cpu), and against the floor:
// x-floor, the median of paired ratios (every call of a hook is paired with
// a floor call made right before or after it, so load that comes and goes
// hits both), and x-floor-cpu, the ratio of median CPU times, which moves
// least with the load. The floor is a Go program that only reads stdin and
// prints a fixed deny; floor-linked is the same program with leader-guard's
// code linked in but never run (what starting a binary of that size costs,
// before any of the hook's work); bash+jq is the original guide's
// leader-guard.sh logic.
//
// BenchmarkGrowth (growth_test.go) runs every hook call and the CLI reads
// against what a long-running team accumulates (5,000 team folders,
// 100,000 history entries, 10,000 inbox messages, 10,000 tasks, an 8 MB
// staged diff) and prints the README's growth table; it takes minutes, so
// run it on its own:
//
//	go test -run '^$' -bench Growth -benchtime 50x -timeout 60m ./bench/   # make bench-growth
package bench

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/themes"
)

// binaries are built once, for benchmarks only: plain `go test ./...` runs
// no benchmark and builds nothing.
type binaries struct {
	dir                                                                                  string
	floor, floorLinked, leaderGuard, messageGuard, artifactGuard, events, rules, teamctl string
	err                                                                                  string
}

var built *binaries // set once in TestMain; read-only afterwards

func TestMain(m *testing.M) {
	if benchRequested() {
		built = build()
	}
	code := m.Run()
	if built != nil {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

func benchRequested() bool {
	for _, a := range os.Args {
		if strings.HasPrefix(a, "-test.bench") && !strings.HasSuffix(a, "=") {
			return true
		}
	}
	return false
}

func build() *binaries {
	dir, err := os.MkdirTemp("", "teamctl-bench-")
	if err != nil {
		return &binaries{err: err.Error()}
	}
	b := &binaries{dir: dir}
	for name, pkg := range map[string]string{
		"floor":          "github.com/teamctl/teamctl/bench/floor",
		"floor-linked":   "github.com/teamctl/teamctl/bench/floorlinked",
		"leader-guard":   "github.com/teamctl/teamctl/cmd/leader-guard",
		"message-guard":  "github.com/teamctl/teamctl/cmd/message-guard",
		"artifact-guard": "github.com/teamctl/teamctl/cmd/artifact-guard",
		"team-events":    "github.com/teamctl/teamctl/cmd/team-events",
		"team-rules":     "github.com/teamctl/teamctl/cmd/team-rules",
		"teamctl":        "github.com/teamctl/teamctl/cmd/teamctl",
	} {
		out := filepath.Join(dir, name)
		cmd := exec.Command("go", "build", "-trimpath", "-o", out+".linked", pkg)
		if msg, err := cmd.CombinedOutput(); err != nil {
			b.err = fmt.Sprintf("build %s: %v\n%s", pkg, err, msg)
			return b
		}
		if err := copyBinary(out+".linked", out); err != nil {
			b.err = err.Error()
			return b
		}
	}
	b.floor, b.leaderGuard = filepath.Join(dir, "floor"), filepath.Join(dir, "leader-guard")
	b.floorLinked = filepath.Join(dir, "floor-linked")
	b.messageGuard, b.artifactGuard = filepath.Join(dir, "message-guard"), filepath.Join(dir, "artifact-guard")
	b.events = filepath.Join(dir, "team-events")
	b.rules = filepath.Join(dir, "team-rules")
	b.teamctl = filepath.Join(dir, "teamctl")
	return b
}

// copyBinary copies a freshly linked binary to where it is run. The copy
// is what an installed binary looks like in the page cache: the same bytes
// exec'ed from the file the linker wrote start 10-20% slower here (measured:
// message-guard 1.55x the floor from the linker's file, 1.31x from a
// byte-identical copy), which would blur the comparison with the smaller
// floor.
func copyBinary(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	if err := os.WriteFile(to, data, 0o755); err != nil {
		return err
	}
	return os.Remove(from)
}

// world is a HOME with n team folders: the caller's team (led by this process,
// two members, fixed-theme) plus n-1 stale session folders.
type world struct {
	home, project string
	env           []string
	// oldRecord: teamctl's record of the team holds no characters (one
	// written before they were stored there).
	oldRecord bool
}

// leadPID is the live team's lead: this benchmark's own process, with its
// real start time, so the hooks' pid-reuse check (start time against
// procStart) holds for the whole run. A made-up pid is sometimes taken by
// an unrelated process (go build starts many), which correctly makes the
// team stale and the hook answer for no team.
var leadPID = strconv.Itoa(os.Getpid())

const sessionID = "716ec9d0-79da-456a-ae77-ce65893a4b53"

func newWorld(b *testing.B, teams int) *world {
	b.Helper()
	home := b.TempDir()
	w := &world{home: home, project: filepath.Join(home, "project")}
	os.MkdirAll(w.project, 0o755)
	team := func(name, pid string, extra string) {
		dir := filepath.Join(home, ".claude", "teams", name)
		os.MkdirAll(dir, 0o755)
		start := "1" // stale folders: a start time no live process has
		if pid == leadPID {
			start, _ = claudefs.ProcStartTime(os.Getpid()) // "" where unsupported: not checked
		}
		cfg := fmt.Sprintf(`{"name":%q,"createdAt":1795286239427,"leadAgentId":"team-lead@%s","leadSessionId":"%s-0000","leadProcess":{"pid":%s,"procStart":%q},
 "members":[{"agentId":"team-lead@%s","name":"team-lead","agentType":"team-lead","tmuxPaneId":"leader","backendType":"in-process"}%s]%s}`,
			name, name, strings.TrimPrefix(name, "session-"), pid, start, name, extra, map[bool]string{true: `,"pattern":"fixed-theme"`}[extra != ""])
		os.WriteFile(filepath.Join(dir, "config.json"), []byte(cfg), 0o644)
	}
	// Stale folders sort before the live one, so "the first folder" is stale.
	for i := 1; i < teams; i++ {
		team(fmt.Sprintf("session-%08x", i), fmt.Sprint(100000+i), "")
	}
	team("session-716ec9d0", leadPID, `,{"name":"alice","tmuxPaneId":"in-process","backendType":"in-process"},{"name":"bob","tmuxPaneId":"in-process","backendType":"in-process"}`)
	// The running team's characters, for message-guard and artifact-guard.
	os.WriteFile(filepath.Join(home, ".claude", "team-theme-history.json"), []byte(`[
  {"pattern": "fixed-theme", "theme": "Cowboy Bebop", "characters": ["Spike", "Jet", "Faye", "Ed"]}
]
`), 0o644)
	w.env = []string{"HOME=" + home, "PATH=" + os.Getenv("PATH"), "CLAUDE_PID=" + leadPID, "CLAUDE_PROJECT_DIR=" + w.project}
	// The project is initialised as `teamctl init` leaves it: its config
	// and pattern definitions, which every hook call reads.
	initProject(b, w.project)
	// team-rules' record: alice and bob have reported (so TeammateIdle
	// measures the idle nudge, not report-first), bob is active and owns
	// src/owned.go, and the team's history entry is linked.
	rules := filepath.Join(home, ".claude", "teamctl", "rules", "session-716ec9d0@1795286239427")
	for _, f := range []string{"reported/alice", "reported/bob", "active/bob"} {
		os.MkdirAll(filepath.Dir(filepath.Join(rules, f)), 0o755)
		os.WriteFile(filepath.Join(rules, f), nil, 0o600)
	}
	os.WriteFile(filepath.Join(rules, "owners.json"), []byte(fmt.Sprintf(`{"files":{"%s/src/owned.go":{"member":"bob","since":"2026-11-21T18:40:00Z","tool":"Write"}}}`, w.project)), 0o600)
	os.MkdirAll(filepath.Join(home, ".claude", "teamctl", "teams"), 0o755)
	os.WriteFile(filepath.Join(home, ".claude", "teamctl", "teams", "session-716ec9d0@1795286239427.json"),
		[]byte(`{"team":"session-716ec9d0","characters":{"theme":"Cowboy Bebop","names":["Spike","Jet","Faye","Ed"]}}`), 0o600)
	return w
}

// initProject writes what `teamctl init` writes that the hooks read: the
// team-themes config and the pattern definitions.
func initProject(b *testing.B, project string) {
	b.Helper()
	dir := filepath.Join(project, ".claude", "team-themes")
	err := fs.WalkDir(themes.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || p != "config.json" && !strings.HasPrefix(p, "patterns/") {
			return err
		}
		data, err := fs.ReadFile(themes.FS, p)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, p), data, 0o644)
	})
	if err != nil {
		b.Fatal(err)
	}
}

// memberInput is alice's (in-process) call of tool with input.
func (w *world) memberInput(event, tool, input string) []byte {
	return []byte(fmt.Sprintf(`{"session_id":%q,"transcript_path":"x","cwd":%q,"permission_mode":"default","agent_id":"aalice-34bdd1bf3a03fbf9","agent_type":"alice","hook_event_name":%q,"tool_name":%q,"tool_input":%s,"tool_response":{"success":true},"tool_use_id":"toolu_4"}`,
		sessionID, w.project, event, tool, input))
}

// spawnInput is the leader's Agent call naming a new member.
func (w *world) spawnInput() []byte {
	return []byte(fmt.Sprintf(`{"session_id":%q,"transcript_path":"x","cwd":%q,"permission_mode":"default","hook_event_name":"PreToolUse","tool_name":"Agent","tool_input":{"description":"carol task","prompt":"write the parser","name":"carol"},"tool_use_id":"toolu_5"}`,
		sessionID, w.project))
}

func (w *world) writeInput() []byte {
	return []byte(fmt.Sprintf(`{"session_id":%q,"transcript_path":"%s/.claude/projects/-p/%s.jsonl","cwd":%q,"permission_mode":"default","hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{"file_path":"%s/src/app.go","content":"package main\n"},"tool_use_id":"toolu_1"}`,
		sessionID, w.home, sessionID, w.project, w.project))
}

func (w *world) sendInput(to, message string) []byte {
	return []byte(fmt.Sprintf(`{"session_id":%q,"transcript_path":"x","cwd":%q,"permission_mode":"default","agent_id":"aalice-34bdd1bf3a03fbf9","agent_type":"alice","hook_event_name":"PreToolUse","tool_name":"SendMessage","tool_input":{"to":%q,"message":%q,"summary":"report","type":"message","recipient":%q,"content":%q},"tool_use_id":"toolu_3"}`,
		sessionID, w.project, to, message, to, message))
}

func (w *world) idleInput() []byte {
	return []byte(fmt.Sprintf(`{"session_id":%q,"transcript_path":"x","cwd":%q,"permission_mode":"default","agent_id":"aalice-34bdd1bf3a03fbf9","agent_type":"alice","hook_event_name":"TeammateIdle","teammate_name":"alice","team_name":"session-716ec9d0"}`,
		sessionID, w.project))
}

func (w *world) bashInput(command string) []byte {
	return []byte(fmt.Sprintf(`{"session_id":%q,"transcript_path":"x","cwd":%q,"permission_mode":"default","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":%q},"tool_use_id":"toolu_2"}`,
		sessionID, w.project, command))
}

// spawn runs bin once per iteration with input on stdin and reports the
// distribution of wall times, its CPU time and, unless bin is the floor,
// its ratios to the floor run alongside. wantDeny checks every call really
// decided.
func spawn(b *testing.B, w *world, argv []string, input []byte, wantDeny bool) {
	b.Helper()
	if built == nil || built.err != "" {
		b.Fatalf("benchmark binaries unavailable: %v", built)
	}
	paired := argv[0] != built.floor
	samples := make([]time.Duration, 0, b.N)
	var cpus, floorWall, floorCPU, ratios []float64
	var out bytes.Buffer
	once := func(argv []string, check bool, i int) (time.Duration, time.Duration) {
		out.Reset()
		cmd := exec.Command(argv[0], argv[1:]...)
		cmd.Env = w.env
		cmd.Dir = w.project
		cmd.Stdin = bytes.NewReader(input)
		cmd.Stdout = &out
		var errb bytes.Buffer
		cmd.Stderr = &errb
		start := time.Now()
		err := cmd.Run()
		wall := time.Since(start)
		if err != nil {
			b.Fatalf("%s: %v", argv[0], err)
		}
		if got := strings.Contains(out.String(), `"permissionDecision":"deny"`); check && got != wantDeny {
			b.Fatalf("%s: deny=%v, want %v; stdout %q stderr %q (call %d)", argv[0], got, wantDeny, out.String(), errb.String(), i)
		}
		return wall, cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var fw, fc time.Duration
		if paired && i%2 == 0 {
			fw, fc = once([]string{built.floor}, false, i)
		}
		wall, cpu := once(argv, true, i)
		if paired && i%2 == 1 {
			fw, fc = once([]string{built.floor}, false, i)
		}
		samples = append(samples, wall)
		cpus = append(cpus, ms(cpu))
		if paired {
			floorWall, floorCPU = append(floorWall, ms(fw)), append(floorCPU, ms(fc))
			ratios = append(ratios, float64(wall)/float64(fw))
		}
	}
	b.StopTimer()
	sort.Slice(samples, func(i, j int) bool { return samples[i] < samples[j] })
	b.ReportMetric(ms(samples[len(samples)/2]), "ms-median")
	b.ReportMetric(ms(samples[len(samples)*9/10]), "ms-p90")
	b.ReportMetric(ms(samples[0]), "ms-min")
	b.ReportMetric(medianOf(cpus), "ms-cpu")
	if paired {
		b.ReportMetric(medianOf(ratios), "x-floor")
		b.ReportMetric(medianOf(cpus)/medianOf(floorCPU), "x-floor-cpu")
		b.ReportMetric(medianOf(floorWall), "ms-floor")
	}
}

func medianOf(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	return s[len(s)/2]
}

func BenchmarkHooks(b *testing.B) {
	b.Logf("%s/%s, %d CPUs, load %s", runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), loadAvg())
	for _, teams := range []int{1, 200} {
		w := newWorld(b, teams)
		b.Run(fmt.Sprintf("floor/teams=%d", teams), func(b *testing.B) {
			spawn(b, w, []string{built.floor}, w.writeInput(), true)
		})
		b.Run(fmt.Sprintf("floor-linked/teams=%d", teams), func(b *testing.B) {
			// The floor's work from a binary of leader-guard's size.
			spawn(b, w, []string{built.floorLinked}, w.writeInput(), true)
		})
		b.Run(fmt.Sprintf("leader-guard/Write/teams=%d", teams), func(b *testing.B) {
			spawn(b, w, []string{built.leaderGuard}, w.writeInput(), true)
		})
		b.Run(fmt.Sprintf("leader-guard/Bash-read-only/teams=%d", teams), func(b *testing.B) {
			spawn(b, w, []string{built.leaderGuard}, w.bashInput("git log --oneline 2>&1 | head -20"), false)
		})
		b.Run(fmt.Sprintf("leader-guard/no-team-session/teams=%d", teams), func(b *testing.B) {
			nw := *w
			nw.env = append(append([]string{}, w.env...), "CLAUDE_PID=999999")
			spawn(b, &nw, []string{built.leaderGuard}, []byte(strings.Replace(string(w.writeInput()), sessionID, "0dd5e55a-0000", -1)), false)
		})
		b.Run(fmt.Sprintf("message-guard/to-team-lead/teams=%d", teams), func(b *testing.B) {
			spawn(b, w, []string{built.messageGuard}, w.sendInput("team-lead", "task 1 done: tests pass"), false)
		})
		b.Run(fmt.Sprintf("message-guard/to-character/teams=%d", teams), func(b *testing.B) {
			spawn(b, w, []string{built.messageGuard}, w.sendInput("Spike", "task 1 done"), true)
		})
		b.Run(fmt.Sprintf("artifact-guard/Write/teams=%d", teams), func(b *testing.B) {
			spawn(b, w, []string{built.artifactGuard}, w.writeInput(), false)
		})
		b.Run(fmt.Sprintf("team-events/TeammateIdle/teams=%d", teams), func(b *testing.B) {
			spawn(b, w, []string{built.events}, w.idleInput(), false)
		})
		b.Run(fmt.Sprintf("team-rules/Agent-spawn/teams=%d", teams), func(b *testing.B) {
			spawn(b, w, []string{built.rules}, w.spawnInput(), false)
		})
		b.Run(fmt.Sprintf("team-rules/Write-own-file/teams=%d", teams), func(b *testing.B) {
			spawn(b, w, []string{built.rules}, w.memberInput("PreToolUse", "Write", fmt.Sprintf(`{"file_path":"%s/src/app.go","content":"x"}`, w.project)), false)
		})
		b.Run(fmt.Sprintf("team-rules/Write-owned-by-other/teams=%d", teams), func(b *testing.B) {
			spawn(b, w, []string{built.rules}, w.memberInput("PreToolUse", "Write", fmt.Sprintf(`{"file_path":"%s/src/owned.go","content":"x"}`, w.project)), true)
		})
		b.Run(fmt.Sprintf("team-rules/Bash-git-stash/teams=%d", teams), func(b *testing.B) {
			spawn(b, w, []string{built.rules}, w.memberInput("PreToolUse", "Bash", `{"command":"git stash"}`), true)
		})
		b.Run(fmt.Sprintf("team-rules/PostToolUse-Write/teams=%d", teams), func(b *testing.B) {
			spawn(b, w, []string{built.rules}, w.memberInput("PostToolUse", "Write", fmt.Sprintf(`{"file_path":"%s/src/app.go","content":"x"}`, w.project)), false)
		})
		b.Run(fmt.Sprintf("team-rules/PostToolUse-SendMessage/teams=%d", teams), func(b *testing.B) {
			spawn(b, w, []string{built.rules}, w.memberInput("PostToolUse", "SendMessage", `{"to":"team-lead","message":"done"}`), false)
		})
		b.Run(fmt.Sprintf("bash+jq/teams=%d", teams), func(b *testing.B) {
			if _, err := exec.LookPath("jq"); err != nil {
				b.Skip("jq is not installed (apt-get install jq)")
			}
			script, _ := filepath.Abs("legacy/leader-guard.sh")
			spawn(b, w, []string{"bash", script}, w.writeInput(), teams == 1)
		})
	}
}

// loadAvg is the machine's load (Linux), for the record next to the numbers.
func loadAvg() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	return strings.Join(strings.Fields(string(data))[:3], " ")
}

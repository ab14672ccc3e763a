package bench

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"
)

// BenchmarkCompare runs builds of the hooks side by side, to measure a
// change before and after:
//
//	TEAMCTL_COMPARE=before=/tmp/old,after=/tmp/new[+GOMAXPROCS=1] \
//	  go test -run '^$' -bench Compare -benchtime 300x ./bench/
//
// Each dir holds the hook binaries (the first also floor); "+VAR=value"
// adds to that build's environment; TEAMCTL_COMPARE_ROWS keeps the rows
// whose name contains it. Every round runs the floor and each build once,
// in a random order, so load that comes and goes hits all of them. It
// prints, per row and build: median wall time, ratio of medians and median
// of paired ratios to the floor, median CPU time (user + system) and its
// ratio, median minor page faults and context switches.
func BenchmarkCompare(b *testing.B) {
	spec := os.Getenv("TEAMCTL_COMPARE")
	if spec == "" {
		b.Skip("TEAMCTL_COMPARE not set")
	}
	type build struct {
		name, dir string
		env       []string
	}
	var builds []build
	for _, kv := range strings.Split(spec, ",") {
		k, v, _ := strings.Cut(kv, "=")
		parts := strings.Split(v, "+")
		builds = append(builds, build{k, parts[0], parts[1:]})
	}
	// Copies, as build() makes: exec'ed from the linker's own file the same
	// bytes start slower, which would favour whichever build was copied.
	tmp := b.TempDir()
	for i, bd := range builds {
		dst := filepath.Join(tmp, bd.name)
		os.MkdirAll(dst, 0o755)
		entries, err := os.ReadDir(bd.dir)
		if err != nil {
			b.Fatal(err)
		}
		for _, e := range entries {
			data, err := os.ReadFile(filepath.Join(bd.dir, e.Name()))
			if err != nil {
				b.Fatal(err)
			}
			os.WriteFile(filepath.Join(dst, e.Name()), data, 0o755)
		}
		builds[i].dir = dst
	}
	w := newWorld(b, 1)
	type row struct {
		name, bin string
		input     []byte
		deny      bool
		env       []string
	}
	rows := []row{
		{"leader-guard/Write", "leader-guard", w.writeInput(), true, nil},
		{"leader-guard/Bash-read-only", "leader-guard", w.bashInput("git log --oneline 2>&1 | head -20"), false, nil},
		{"leader-guard/no-team-session", "leader-guard", []byte(strings.Replace(string(w.writeInput()), sessionID, "0dd5e55a-0000", -1)), false, []string{"CLAUDE_PID=999999"}},
		{"message-guard/to-team-lead", "message-guard", w.sendInput("team-lead", "task 1 done: tests pass"), false, nil},
		{"message-guard/to-character", "message-guard", w.sendInput("Spike", "task 1 done"), true, nil},
		{"artifact-guard/Write", "artifact-guard", w.writeInput(), false, nil},
		{"team-events/TeammateIdle", "team-events", w.idleInput(), false, nil},
		{"team-rules/Agent-spawn", "team-rules", w.spawnInput(), false, nil},
		{"team-rules/Write-own-file", "team-rules", w.memberInput("PreToolUse", "Write", fmt.Sprintf(`{"file_path":"%s/src/app.go","content":"x"}`, w.project)), false, nil},
		{"team-rules/Write-owned-by-other", "team-rules", w.memberInput("PreToolUse", "Write", fmt.Sprintf(`{"file_path":"%s/src/owned.go","content":"x"}`, w.project)), true, nil},
		{"team-rules/Bash-git-stash", "team-rules", w.memberInput("PreToolUse", "Bash", `{"command":"git stash"}`), true, nil},
		{"team-rules/PostToolUse-Write", "team-rules", w.memberInput("PostToolUse", "Write", fmt.Sprintf(`{"file_path":"%s/src/app.go","content":"x"}`, w.project)), false, nil},
		{"team-rules/PostToolUse-SendMessage", "team-rules", w.memberInput("PostToolUse", "SendMessage", `{"to":"team-lead","message":"done"}`), false, nil},
	}
	if f := os.Getenv("TEAMCTL_COMPARE_ROWS"); f != "" {
		var keep []row
		for _, r := range rows {
			if strings.Contains(r.name, f) {
				keep = append(keep, r)
			}
		}
		rows = keep
	}
	n := b.N
	run := func(bin string, r row, extra []string) (wall, cpu time.Duration, flt, csw int64) {
		cmd := exec.Command(bin)
		cmd.Env = append(append(append([]string{}, w.env...), r.env...), extra...)
		cmd.Dir = w.project
		cmd.Stdin = bytes.NewReader(r.input)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		start := time.Now()
		err := cmd.Run()
		wall = time.Since(start)
		if err != nil {
			b.Fatalf("%s: %v %s", bin, err, errb.String())
		}
		if filepath.Base(bin) != "floor" {
			if got := strings.Contains(out.String(), `"permissionDecision":"deny"`); got != r.deny {
				b.Fatalf("%s %s: deny=%v; stdout %q stderr %q", bin, r.name, got, out.String(), errb.String())
			}
		}
		ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
		return wall, time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), ru.Minflt, ru.Nvcsw + ru.Nivcsw
	}
	med := func(d []float64) float64 {
		s := append([]float64{}, d...)
		sort.Float64s(s)
		return s[len(s)/2]
	}
	b.Logf("load before: %s", loadAvg())
	for _, r := range rows {
		// index 0 is the floor; 1.. are the builds.
		walls := make([][]float64, len(builds)+1)
		cpus := make([][]float64, len(builds)+1)
		ratios := make([][]float64, len(builds)+1)
		flts := make([][]float64, len(builds)+1)
		csws := make([][]float64, len(builds)+1)
		order := make([]int, len(builds)+1)
		for i := range order {
			order[i] = i
		}
		for i := 0; i < n; i++ {
			rand.Shuffle(len(order), func(a, c int) { order[a], order[c] = order[c], order[a] })
			var round [16]float64
			for _, k := range order {
				bin := filepath.Join(builds[0].dir, "floor")
				var extra []string
				if k > 0 {
					bin = filepath.Join(builds[k-1].dir, r.bin)
					extra = builds[k-1].env
				}
				wl, c, f, cs := run(bin, r, extra)
				flts[k] = append(flts[k], float64(f))
				csws[k] = append(csws[k], float64(cs))
				ms := float64(wl.Microseconds()) / 1000
				round[k] = ms
				walls[k] = append(walls[k], ms)
				cpus[k] = append(cpus[k], float64(c.Microseconds())/1000)
			}
			for k := 1; k <= len(builds); k++ {
				ratios[k] = append(ratios[k], round[k]/round[0])
			}
		}
		line := fmt.Sprintf("%-34s floor %.2fms cpu %.2f flt %.0f csw %.0f", r.name, med(walls[0]), med(cpus[0]), med(flts[0]), med(csws[0]))
		for k := 1; k <= len(builds); k++ {
			line += fmt.Sprintf(" | %s %.2fms %.2fx(p %.2fx) cpu %.2f (%.2fx) flt %.0f csw %.0f", builds[k-1].name, med(walls[k]), med(walls[k])/med(walls[0]), med(ratios[k]), med(cpus[k]), med(cpus[k])/med(cpus[0]), med(flts[k]), med(csws[k]))
		}
		fmt.Println(line)
	}
	b.Logf("load after: %s", loadAvg())
}

package bench

import (
	"context"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/watch"
	"github.com/teamctl/teamctl/internal/watch/watchtest"
)

// teamctl watch at scale: 50 members, 10,000 tasks, 10,000 inbox messages
// (200 queued in each of 50 inboxes) and a 4 MiB decision log. Run with
//
//	go test -run '^$' -bench Watch -benchtime 20x ./bench/
//
// BenchmarkWatchFirstScreen: reading config, inboxes and log and drawing
// the first screen (160x48), as teamctl watch does before the task board;
// board-ms: until the screen holds the whole board as well. BenchmarkWatchChangeShown: from a task file renamed
// into place to the screen drawn with the change (fsnotify, the reread of
// that one file, the snapshot and the view). BenchmarkWatchIdle: CPU the
// running view (Bubble Tea program and file watcher) uses per second
// while nothing changes.

const (
	scaleMembers  = 50
	scaleTasks    = 10000
	scaleMessages = 10000
	scaleLog      = 4 << 20
)

var (
	scaleOnce sync.Once
	scaleTeam *watchtest.Team
	scaleErr  error
)

// scaleFixture writes the big team once per benchmark run.
func scaleFixture(b *testing.B) *watchtest.Team {
	b.Helper()
	scaleOnce.Do(func() { scaleTeam, scaleErr = writeScale() })
	if scaleErr != nil {
		b.Fatal(scaleErr)
	}
	return scaleTeam
}

func writeScale() (*watchtest.Team, error) {
	root, err := os.MkdirTemp("", "teamctl-watch-bench-")
	if err != nil {
		return nil, err
	}
	created := time.Now().Add(-3 * time.Hour)
	tm, err := watchtest.New(root, "session-5ca1e000", "implicit", os.Getpid(), created)
	if err != nil {
		return nil, err
	}
	if err := tm.SetPattern("fixed-theme"); err != nil {
		return nil, err
	}
	names := make([]string, scaleMembers)
	for i := range names {
		names[i] = fmt.Sprintf("member-%02d", i)
		backend := "in-process"
		if i%5 == 0 {
			backend = "tmux"
		}
		if err := tm.AddMember(names[i], backend, created.Add(time.Duration(i)*time.Second)); err != nil {
			return nil, err
		}
	}
	statuses := []string{"completed", "completed", "in_progress", "pending", "pending"}
	for i := 1; i <= scaleTasks; i++ {
		k := watchtest.Task{ID: strconv.Itoa(i), Subject: fmt.Sprintf("Task %d of the scale run", i), Status: statuses[i%len(statuses)]}
		if k.Status != "pending" || i%3 == 0 {
			k.Owner = names[i%scaleMembers]
		}
		if i > 10 && i%7 == 0 {
			k.BlockedBy = []string{strconv.Itoa(i - 10)}
		}
		if err := tm.WriteTask(k); err != nil {
			return nil, err
		}
	}
	per := scaleMessages / scaleMembers
	for i, n := range names {
		msgs := make([]watchtest.Message, per)
		for j := range msgs {
			msgs[j] = watchtest.Message{From: names[(i+j+1)%scaleMembers], Time: created.Add(time.Duration(i*per+j) * time.Second),
				Text: fmt.Sprintf("message %d for %s: please look at task %d", j, n, j+1)}
		}
		if err := tm.WriteInbox(n, msgs); err != nil {
			return nil, err
		}
	}
	f, err := os.Create(tm.LogPath())
	if err != nil {
		return nil, err
	}
	written := 0
	for i := 0; written < scaleLog; i++ {
		team := tm.Name
		if i%2 == 1 {
			team = "session-0the0000" // another team's decisions are in the same log
		}
		line := watchtest.DecisionLine(team, watchtest.Decision{Time: created.Add(time.Duration(i) * time.Second), Hook: "leader-guard",
			Decision: "deny", Rule: "leader-guard/edit", Role: "teammate", AgentType: names[i%scaleMembers], Tool: "Write",
			FilePath: fmt.Sprintf("/home/dev/project/file-%d.go", i), Reason: "the leader of a fixed-theme team delegates: ask a teammate to write it"})
		n, err := f.Write(line)
		if err != nil {
			return nil, err
		}
		written += n
	}
	return tm, f.Close()
}

func alive(*claudefs.Team) claudefs.LeadState { return claudefs.LeadAlive }

// firstScreen draws what LoadFirst reads (everything but the task
// board), as teamctl watch does before reading the board; board is then
// the time until the screen holds the whole board too.
func firstScreen(tm *watchtest.Team) (src *watch.Source, m watch.Model, first, board time.Duration, err error) {
	src, m, first, board, _, err = firstScreenCPU(tm)
	return src, m, first, board, err
}

// firstScreenCPU also says how much CPU the first screen took.
func firstScreenCPU(tm *watchtest.Team) (src *watch.Source, m watch.Model, first, board, firstCPU time.Duration, err error) {
	start, cpu0 := time.Now(), cpuTime()
	src = watch.NewSource(tm.Dir, watch.Options{Getenv: tm.Getenv, LeadStatus: alive})
	if err := src.LoadFirst(); err != nil {
		return nil, watch.Model{}, 0, 0, 0, err
	}
	m = watch.NewModel(src.Build(time.Now()), watch.ModelOptions{})
	next, _ := m.Update(tea.WindowSizeMsg{Width: 160, Height: 48})
	m = next.(watch.Model)
	_ = m.Render()
	first, firstCPU = time.Since(start), cpuTime()-cpu0
	src.LoadTasks()
	next, _ = m.Update(watch.SnapshotMsg{Snap: src.Build(time.Now())})
	m = next.(watch.Model)
	_ = m.Render()
	return src, m, first, time.Since(start), firstCPU, nil
}

func BenchmarkWatchFirstScreen(b *testing.B) {
	tm := scaleFixture(b)
	var firsts, boards, firstCPU, cpu []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cpu0 := cpuTime()
		src, _, first, board, fc, err := firstScreenCPU(tm)
		if err != nil {
			b.Fatal(err)
		}
		firsts, boards = append(firsts, first), append(boards, board)
		cpu, firstCPU = append(cpu, cpuTime()-cpu0), append(firstCPU, fc)
		if s := src.Build(time.Now()); len(s.Tasks) != scaleTasks || len(s.Members) != scaleMembers+1 || len(s.Messages) != scaleMessages {
			b.Fatalf("read %d tasks, %d members, %d messages", len(s.Tasks), len(s.Members), len(s.Messages))
		}
	}
	report(b, firsts)
	sort.Slice(boards, func(i, j int) bool { return boards[i] < boards[j] })
	b.ReportMetric(ms(boards[len(boards)/2]), "board-ms-median")
	b.ReportMetric(ms(boards[len(boards)*9/10]), "board-ms-p90")
	sort.Slice(firstCPU, func(i, j int) bool { return firstCPU[i] < firstCPU[j] })
	b.ReportMetric(ms(firstCPU[len(firstCPU)/2]), "first-cpu-ms-median")
	reportCPU(b, cpu)
}

func BenchmarkWatchChangeShown(b *testing.B) {
	tm := scaleFixture(b)
	src, m, _, _, err := firstScreen(tm)
	if err != nil {
		b.Fatal(err)
	}
	shown := make(chan *watch.Snapshot, 16)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		_ = watch.Follow(ctx, src, watch.FollowOptions{}, func(s *watch.Snapshot) {
			next, _ := m.Update(watch.SnapshotMsg{Snap: s})
			m = next.(watch.Model)
			_ = m.Render()
			shown <- s
		})
	}()
	time.Sleep(100 * time.Millisecond) // the watches are in place
	var samples, cpu []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		status := []string{"pending", "in_progress"}[i%2]
		start, cpu0 := time.Now(), cpuTime()
		if err := tm.WriteTask(watchtest.Task{ID: "4", Subject: "Task 4 of the scale run", Status: status, Owner: "member-04"}); err != nil {
			b.Fatal(err)
		}
		for {
			select {
			case s := <-shown:
				if taskStatus(s, "4") != status {
					continue
				}
			case <-time.After(5 * time.Second):
				b.Fatal("the change was not shown within 5 s")
			}
			break
		}
		samples = append(samples, time.Since(start))
		cpu = append(cpu, cpuTime()-cpu0)
	}
	b.StopTimer()
	report(b, samples)
	reportCPU(b, cpu)
}

func taskStatus(s *watch.Snapshot, id string) string {
	for _, t := range s.Tasks {
		if t.ID == id {
			return t.Status
		}
	}
	return ""
}

func BenchmarkWatchIdle(b *testing.B) {
	tm := scaleFixture(b)
	src, m, _, _, err := firstScreen(tm)
	if err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	p := tea.NewProgram(m, tea.WithContext(ctx), tea.WithInput(nil), tea.WithOutput(io.Discard),
		tea.WithWindowSize(160, 48), tea.WithoutSignalHandler(), tea.WithFPS(watch.FPS))
	go func() {
		_ = watch.Follow(ctx, src, watch.FollowOptions{}, func(s *watch.Snapshot) { p.Send(watch.SnapshotMsg{Snap: s}) })
	}()
	go func() { _, _ = p.Run() }()
	time.Sleep(500 * time.Millisecond) // past start-up
	var perSecond []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		before := cpuTime()
		time.Sleep(time.Second)
		perSecond = append(perSecond, cpuTime()-before)
	}
	b.StopTimer()
	sort.Slice(perSecond, func(i, j int) bool { return perSecond[i] < perSecond[j] })
	b.ReportMetric(ms(perSecond[len(perSecond)/2]), "cpu-ms/s-median")
	b.ReportMetric(ms(perSecond[len(perSecond)-1]), "cpu-ms/s-max")
	p.Kill()
}

func report(b *testing.B, samples []time.Duration) {
	sort.Slice(samples, func(i, j int) bool { return samples[i] < samples[j] })
	b.ReportMetric(ms(samples[len(samples)/2]), "ms-median")
	b.ReportMetric(ms(samples[len(samples)*9/10]), "ms-p90")
	b.ReportMetric(ms(samples[len(samples)-1]), "ms-max")
}

// reportCPU is the CPU the process spent per operation (all its threads):
// on a busy shared machine the wall times above include waiting for a
// core, this does not.
func reportCPU(b *testing.B, cpu []time.Duration) {
	sort.Slice(cpu, func(i, j int) bool { return cpu[i] < cpu[j] })
	b.ReportMetric(ms(cpu[len(cpu)/2]), "cpu-ms-median")
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

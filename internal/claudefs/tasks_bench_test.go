package claudefs

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// writeBoard writes n tasks, each of the pending ones blocked by the task
// before it through its blocks list (the side Claude Code's TaskUpdate
// writes on the blocker), so Blockers has to look across the board.
func writeBoard(tb testing.TB, n int) string {
	tb.Helper()
	dir := tb.TempDir()
	for i := 1; i <= n; i++ {
		status := "completed"
		if i%3 == 0 {
			status = "pending"
		}
		doc := fmt.Sprintf(`{"id":"%d","subject":"task %d","description":"do thing %d","status":%q,"blocks":["%d"],"blockedBy":[]}`, i, i, i, status, i+1)
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprint(i, ".json")), []byte(doc), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	return dir
}

func BenchmarkBoard(b *testing.B) {
	for _, n := range []int{10, 1000, 10000} {
		dir := writeBoard(b, n)
		b.Run(fmt.Sprintf("read/tasks=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := ReadBoard(dir); err != nil {
					b.Fatal(err)
				}
			}
		})
		board, err := ReadBoard(dir)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("unclaimed/tasks=%d", n), func(b *testing.B) {
			for b.Loop() {
				fresh := &Board{Tasks: board.Tasks}
				fresh.Unclaimed()
				for _, t := range fresh.Tasks {
					fresh.OpenBlockers(t)
				}
			}
		})
	}
}

func BenchmarkBoardCached(b *testing.B) {
	for _, n := range []int{10, 10000} {
		dir := writeBoard(b, n)
		settled := time.Now().Add(-time.Minute)
		if err := os.Chtimes(dir, settled, settled); err != nil {
			b.Fatal(err)
		}
		cache := b.TempDir()
		if _, err := ReadBoardCached(dir, cache, time.Now()); err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("board/tasks=%d", n), func(b *testing.B) {
			for b.Loop() {
				board, err := ReadBoardCached(dir, cache, time.Now())
				if err != nil || len(board.Tasks) != n {
					b.Fatalf("board %v, %v", board, err)
				}
				board.Unclaimed()
			}
		})
		b.Run(fmt.Sprintf("unclaimed/tasks=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := UnclaimedCached(dir, cache, time.Now()); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

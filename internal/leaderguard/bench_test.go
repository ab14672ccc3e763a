package leaderguard

import (
	"bytes"
	"io"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/hook"
)

// BenchmarkMainWith is the hook's own work per call, without process start:
// read the input, resolve the team, load the pattern, decide, print, log.
func BenchmarkMainWith(b *testing.B) {
	t := &testing.T{}
	w := newWorld(t, "fixed-theme")
	for _, tc := range []struct {
		name  string
		input []byte
	}{
		{"Write-deny", w.call(t, "leader", "Write", map[string]any{"file_path": w.project + "/a.go", "content": "x"})},
		{"Bash-read-only", w.call(t, "leader", "Bash", map[string]any{"command": "git log --oneline 2>&1 | head -20"})},
		{"teammate-Write", w.call(t, "alice", "Write", map[string]any{"file_path": w.project + "/a.go", "content": "x"})},
	} {
		b.Run(tc.name, func(b *testing.B) {
			g := &Guard{Proc: noProc{}}
			for i := 0; i < b.N; i++ {
				hook.MainWith(g, nil, bytes.NewReader(tc.input), io.Discard, io.Discard, w.getenv, time.Now)
			}
		})
	}
}

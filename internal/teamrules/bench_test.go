package teamrules

import (
	"bytes"
	"io"
	"path/filepath"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/hook/hooktest"
	"github.com/teamctl/teamctl/internal/rulestate"
)

// BenchmarkMainWith is the hook's own work per call, without process start:
// read the input, resolve the team, load the pattern, decide, print, log.
func BenchmarkMainWith(b *testing.B) {
	w := hooktest.New(b)
	w.T2("fixed-theme")
	linkHistory(w)
	dir := rulesDir(w)
	other := filepath.Join(w.Project, "owned.go")
	if _, _, err := rulestate.Claim(dir, other, "bob", "Write", now); err != nil {
		b.Fatal(err)
	}
	_ = rulestate.Touch(dir, rulestate.Active, "bob", time.Now())
	own := map[string]any{"file_path": filepath.Join(w.Project, "a.go"), "content": "x"}
	for _, tc := range []struct {
		name  string
		input []byte
	}{
		{"Agent-spawn", call(w, "PreToolUse", "", "Agent", spawnInput("carol"))},
		{"Write-own-file", call(w, "PreToolUse", "alice", "Write", own)},
		{"Write-owned-by-other", call(w, "PreToolUse", "alice", "Write", map[string]any{"file_path": other, "content": "x"})},
		{"Bash-git-stash", call(w, "PreToolUse", "alice", "Bash", map[string]any{"command": "git stash"})},
		{"PostToolUse-Write", call(w, "PostToolUse", "alice", "Write", own)},
		{"PostToolUse-SendMessage", call(w, "PostToolUse", "alice", "SendMessage", map[string]any{"to": "team-lead", "message": "done"})},
	} {
		b.Run(tc.name, func(b *testing.B) {
			h := handler(false)
			for i := 0; i < b.N; i++ {
				hook.MainWith(h, nil, bytes.NewReader(tc.input), io.Discard, io.Discard, w.Getenv, time.Now)
			}
		})
	}
}

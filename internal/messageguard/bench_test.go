package messageguard

import (
	"bytes"
	"io"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/hook/hooktest"
)

// BenchmarkMainWith is the hook's own work per call, without process start:
// read the input, resolve the team, load the pattern, decide, print.
func BenchmarkMainWith(b *testing.B) {
	w := hooktest.New(b)
	w.T2("fixed-theme")
	w.History(bebop)
	for _, tc := range []struct {
		name     string
		evidence string
		edit     func(map[string]any)
	}{
		{"report-to-team-lead", "inproc_teammate_PreToolUse_SendMessage", nil},
		{"character-recipient-deny", "inproc_teammate_PreToolUse_SendMessage", send("Spike", "done")},
		{"leader-shutdown-deny", "leader_PreToolUse_SendMessage", send("bob", map[string]any{"type": "shutdown_request"})},
	} {
		input := w.Payload(hooktest.Load(b, tc.evidence), tc.edit)
		b.Run(tc.name, func(b *testing.B) {
			g := &Guard{Proc: hooktest.Proc{}}
			for b.Loop() {
				hook.MainWith(g, nil, bytes.NewReader(input), io.Discard, io.Discard, w.Getenv, time.Now)
			}
		})
	}
}

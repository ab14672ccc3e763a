package teamevents

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/hook/hooktest"
)

// BenchmarkMainWith is the hook's own work per call, without process start.
// The nudge and TaskList cases write teamctl's record on every call.
func BenchmarkMainWith(b *testing.B) {
	w := hooktest.New(b)
	w.T2("fixed-theme")
	w.History(bebop)
	w.WriteFile(filepath.Join(w.Project, ".claude/team-themes/patterns/fixed-theme.json"), `{"rules":{"idle_nudge":{"enabled":true,"max_per_task":1000000000}}}`)
	idle := w.Payload(hooktest.Load(b, "inproc_TeammateIdle"), nil)
	run := func(b *testing.B, input func(i int) []byte) {
		h := &Handler{Proc: hooktest.Proc{}}
		i := 0
		for b.Loop() {
			hook.MainWith(h, nil, bytes.NewReader(input(i)), io.Discard, io.Discard, w.Getenv, time.Now)
			i++
		}
	}
	b.Run("TeammateIdle-no-task", func(b *testing.B) { run(b, func(int) []byte { return idle }) })
	b.Run("TeammateIdle-nudge", func(b *testing.B) {
		capturedBoard(w, t2Team)
		run(b, func(int) []byte { return idle })
	})
	b.Run("SessionStart-compact", func(b *testing.B) {
		in := w.Payload(hooktest.Load(b, "leader_SessionStart"), func(in map[string]any) { in["source"] = "compact" })
		run(b, func(int) []byte { return in })
	})
	b.Run("TaskList-allowed", func(b *testing.B) {
		e := hooktest.Load(b, "leader_PreToolUse_TaskUpdate")
		inputs := make([][]byte, 64)
		for i := range inputs {
			inputs[i] = w.Payload(e, func(in map[string]any) {
				in["tool_name"], in["tool_input"], in["prompt_id"] = "TaskList", map[string]any{}, fmt.Sprint("p", i)
			})
		}
		run(b, func(i int) []byte { return inputs[i%len(inputs)] })
	})
	b.Run("UserPromptSubmit", func(b *testing.B) {
		w.Vars["CLAUDE_PID"] = "25483"
		in := w.Payload(hooktest.Load(b, "UserPromptSubmit_typed_prompt"), nil)
		w.Vars["CLAUDE_PID"] = "25483"
		run(b, func(int) []byte { return in })
	})
}

package harness

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/teamctl/teamctl/e2e/hooklog"
	"os"
	"strings"
	"time"

	"github.com/tidwall/gjson"
)

// HookCall is one line of the logging hook's log (see e2e/loghook), with
// its line number in the log.
type HookCall struct {
	Line int `json:"-"`
	hooklog.Entry
}

// Process is an ancestor of a hook process.
type Process = hooklog.Process

// Get reads a field of the hook input (gjson path).
func (h HookCall) Get(path string) gjson.Result { return gjson.GetBytes(h.Input, path) }

// AgentID is the input's agent_id ("" for a main thread).
func (h HookCall) AgentID() string { return h.Get("agent_id").String() }

// Summary is a one-line description for logs.
func (h HookCall) Summary() string {
	sess := h.Get("session_id").String()
	if len(sess) > 8 {
		sess = sess[:8]
	}
	in := h.Get("tool_input").Raw
	if len(in) > 90 {
		in = in[:90] + "…"
	}
	return fmt.Sprintf("%3d %-18s %-12s sess=%s agent=%s/%s mode=%s mate=%s pid=%s %s",
		h.Line, h.Event, h.Tool, sess, h.AgentID(), h.Get("agent_type").String(),
		h.Get("permission_mode").String(), h.Get("teammate_name").String(), h.Env["CLAUDE_PID"], in)
}

// HookCalls reads every complete line of the hook log so far.
func (sb *Sandbox) HookCalls() []HookCall {
	f, err := os.Open(sb.HookLog)
	if err != nil {
		return nil
	}
	defer f.Close()
	var out []HookCall
	r := bufio.NewReader(f)
	for n := 1; ; n++ {
		line, err := r.ReadBytes('\n')
		if err != nil {
			break // a line being written has no newline yet
		}
		var h HookCall
		if json.Unmarshal(bytes.TrimSpace(line), &h) == nil {
			h.Line = n
			out = append(out, h)
		}
	}
	return out
}

// FindHooks returns the calls that satisfy match.
func (sb *Sandbox) FindHooks(match func(HookCall) bool) []HookCall {
	var out []HookCall
	for _, h := range sb.HookCalls() {
		if match(h) {
			out = append(out, h)
		}
	}
	return out
}

// WaitHook waits for the first hook call that satisfies match.
func (sb *Sandbox) WaitHook(timeout time.Duration, what string, match func(HookCall) bool) HookCall {
	sb.T.Helper()
	var found HookCall
	sb.Eventually(timeout, "hook call: "+what, func() bool {
		hs := sb.FindHooks(match)
		if len(hs) > 0 {
			found = hs[0]
		}
		return len(hs) > 0
	})
	return found
}

// Is matches a hook call by event and (when not empty) tool name and a
// substring of its tool input.
func Is(event, tool, inputPart string) func(HookCall) bool {
	return func(h HookCall) bool {
		return h.Event == event && (tool == "" || h.Tool == tool) &&
			(inputPart == "" || strings.Contains(h.Get("tool_input").Raw, inputPart))
	}
}

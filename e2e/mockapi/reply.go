package mockapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/tidwall/gjson"
)

// choice is what the rules say about one request, before rendering.
type choice struct {
	sub      bool
	ruleName string
	step     int // -1: final text
	trigger  string
	rawTrig  string
	prompt   string // the trigger's last text block that is not a system reminder
	text     string
	tools    []ToolUse
	waitFor  string
	delay    time.Duration
	tokens   int // usage.input_tokens to report; 0 = 10
}

const subagentMarker = "cc_is_subagent=true"

// CompactionPrompt starts the instruction Claude Code sends to summarise a
// conversation when it compacts it (2.1.177 and 2.1.330); the mock answers
// it with a summary (Request.Rule "compaction").
const CompactionPrompt = "Your task is to create a detailed summary of"

func (s *Server) choose(req gjson.Result) choice {
	var c choice
	c.step = -1
	c.sub = strings.Contains(systemText(req.Get("system")), subagentMarker)

	if len(req.Get("tools").Array()) == 0 {
		c.text = "done"
		return c
	}

	msgs := req.Get("messages").Array()
	// A compaction (auto or /compact) asks the model for a summary in the
	// last user message, sometimes beside a tool result; whatever the rules
	// say, the answer must be text or the compaction fails.
	if n := len(msgs); n > 0 {
		last := msgs[n-1]
		if last.Get("role").String() == "system" && n > 1 {
			last = msgs[n-2]
		}
		if last.Get("role").String() == "user" && strings.Contains(decodedText(last.Get("content")), CompactionPrompt) {
			c.ruleName, c.text = "compaction", "<summary>mock summary: the conversation so far</summary>"
			return c
		}
	}
	assistants, afterTrigger := 0, 0
	trigger := -1
	for i := len(msgs) - 1; i >= 0; i-- {
		switch msgs[i].Get("role").String() {
		case "assistant":
			assistants++
			if trigger < 0 {
				afterTrigger++
			}
		case "user":
			if trigger < 0 && !hasToolResult(msgs[i].Get("content")) {
				trigger = i
			}
		}
	}
	if trigger >= 0 {
		content := msgs[trigger].Get("content")
		c.rawTrig = content.Raw
		c.trigger = decodedText(content)
		c.prompt = promptText(content)
	}

	rule, ok := s.match(c)
	if !ok {
		c.text = "done"
		return c
	}
	c.ruleName = rule.Name
	if c.ruleName == "" {
		c.ruleName = rule.Match
	}
	if assistants >= MaxAssistantTurns || afterTrigger >= len(rule.Steps) {
		c.text = rule.Final
		if c.text == "" {
			c.text = "done"
		}
		return c
	}
	st := rule.Steps[afterTrigger]
	c.step = afterTrigger
	c.text, c.tools, c.waitFor, c.delay, c.tokens = st.Text, st.Tools, st.WaitFor, st.Delay, st.InputTokens
	if c.text == "" && len(c.tools) == 0 {
		c.text = "done"
	}
	return c
}

func (s *Server) match(c choice) (Rule, bool) {
	s.mu.Lock()
	rules := s.rules
	s.mu.Unlock()
	for _, r := range rules {
		switch r.Agent {
		case MainAgent:
			if c.sub {
				continue
			}
		case SubAgent:
			if !c.sub {
				continue
			}
		}
		if strings.Contains(c.rawTrig, r.Match) || strings.Contains(c.trigger, r.Match) {
			return r, true
		}
	}
	return Rule{}, false
}

func systemText(sys gjson.Result) string {
	if sys.Type == gjson.String {
		return sys.String()
	}
	var b strings.Builder
	for _, blk := range sys.Array() {
		b.WriteString(blk.Get("text").String())
		b.WriteByte('\n')
	}
	return b.String()
}

func hasToolResult(content gjson.Result) bool {
	for _, blk := range content.Array() {
		if blk.Get("type").String() == "tool_result" {
			return true
		}
	}
	return false
}

// decodedText joins the text of a message's content: a plain string or the
// text blocks of an array.
func decodedText(content gjson.Result) string {
	if content.Type == gjson.String {
		return content.String()
	}
	var parts []string
	for _, blk := range content.Array() {
		if t := blk.Get("text"); t.Exists() {
			parts = append(parts, t.String())
		}
	}
	return strings.Join(parts, "\n")
}

// promptText is the last text block that is not a <system-reminder>, which
// is where the marker of a prompt or a teammate message sits.
func promptText(content gjson.Result) string {
	if content.Type == gjson.String {
		return content.String()
	}
	prompt := ""
	for _, blk := range content.Array() {
		t := blk.Get("text").String()
		if blk.Get("type").String() == "text" && !strings.HasPrefix(strings.TrimSpace(t), "<system-reminder>") {
			prompt = t
		}
	}
	return prompt
}

// block is one content block of a reply.
type block struct {
	Type  string          `json:"type"`
	Text  string          `json:"text,omitempty"`
	ID    string          `json:"id,omitempty"`
	Name  string          `json:"name,omitempty"`
	Input json.RawMessage `json:"input,omitempty"`
}

func (s *Server) render(c choice) []block {
	var out []block
	if c.text != "" {
		out = append(out, block{Type: "text", Text: c.text})
	}
	for _, u := range c.tools {
		out = append(out, block{
			Type:  "tool_use",
			ID:    fmt.Sprintf("toolu_mock%05d", s.toolSeq.Add(1)),
			Name:  u.Name,
			Input: fillInput(u.Input, c.trigger),
		})
	}
	return out
}

// fillInput marshals a tool input, replacing Capture placeholders in its
// strings with group 1 of the pattern matched against the trigger text.
func fillInput(input any, trigger string) json.RawMessage {
	if input == nil {
		return json.RawMessage(`{}`)
	}
	raw, err := json.Marshal(input)
	if err != nil {
		panic(fmt.Sprintf("mockapi: tool input does not marshal: %v", err))
	}
	if !placeholder.Match(raw) {
		return raw
	}
	var v any
	_ = json.Unmarshal(raw, &v)
	v = fillValue(v, trigger)
	raw, _ = json.Marshal(v)
	return raw
}

func fillValue(v any, trigger string) any {
	switch x := v.(type) {
	case string:
		return placeholder.ReplaceAllStringFunc(x, func(ph string) string {
			re, err := regexp.Compile(placeholder.FindStringSubmatch(ph)[1])
			if err != nil {
				return ""
			}
			m := re.FindStringSubmatch(trigger)
			if len(m) < 2 {
				return ""
			}
			return m[1]
		})
	case map[string]any:
		for k, e := range x {
			x[k] = fillValue(e, trigger)
		}
	case []any:
		for i, e := range x {
			x[i] = fillValue(e, trigger)
		}
	}
	return v
}

// writeStream sends the reply as the SSE event sequence Claude Code expects
// and closes the connection after message_stop.
//
// Every reply needs its own message id: Claude Code merges assistant
// messages that share an id when it rebuilds the conversation, which
// reorders blocks and glues the next prompt onto a tool-result turn.
func writeStream(w http.ResponseWriter, id, model string, blocks []block, stop string, inputTokens int) {
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("Connection", "close")
	w.WriteHeader(http.StatusOK)
	flusher, _ := w.(http.Flusher)
	event := func(typ string, data any) {
		raw, _ := json.Marshal(data)
		fmt.Fprintf(w, "event: %s\ndata: %s\n\n", typ, raw)
		if flusher != nil {
			flusher.Flush()
		}
	}
	event("message_start", map[string]any{
		"type": "message_start",
		"message": map[string]any{
			"id": id, "type": "message", "role": "assistant", "model": model,
			"content": []any{}, "stop_reason": nil, "stop_sequence": nil,
			"usage": map[string]any{"input_tokens": inputTokens, "output_tokens": 1},
		},
	})
	for i, b := range blocks {
		if b.Type == "tool_use" {
			event("content_block_start", map[string]any{
				"type": "content_block_start", "index": i,
				"content_block": map[string]any{"type": "tool_use", "id": b.ID, "name": b.Name, "input": map[string]any{}},
			})
			event("content_block_delta", map[string]any{
				"type": "content_block_delta", "index": i,
				"delta": map[string]any{"type": "input_json_delta", "partial_json": string(b.Input)},
			})
		} else {
			event("content_block_start", map[string]any{
				"type": "content_block_start", "index": i,
				"content_block": map[string]any{"type": "text", "text": ""},
			})
			event("content_block_delta", map[string]any{
				"type": "content_block_delta", "index": i,
				"delta": map[string]any{"type": "text_delta", "text": b.Text},
			})
		}
		event("content_block_stop", map[string]any{"type": "content_block_stop", "index": i})
	}
	event("message_delta", map[string]any{
		"type":  "message_delta",
		"delta": map[string]any{"stop_reason": stop, "stop_sequence": nil},
		"usage": map[string]any{"output_tokens": 5},
	})
	event("message_stop", map[string]any{"type": "message_stop"})
}

package mockapi

import (
	"encoding/json"
	"strings"

	"github.com/tidwall/gjson"
)

// ToolCall is a tool_use block the mock sent.
type ToolCall struct {
	ID    string
	Name  string
	Input json.RawMessage
}

// ToolResult is a tool_result block Claude Code sent back.
type ToolResult struct {
	ToolUseID string
	Content   string // text content; blocks joined with "\n"
	IsError   bool
}

// ToolResults lists the tool_result blocks of every message in the request.
func (r Request) ToolResults() []ToolResult {
	var out []ToolResult
	for _, m := range gjson.GetBytes(r.Body, "messages").Array() {
		for _, b := range m.Get("content").Array() {
			if b.Get("type").String() != "tool_result" {
				continue
			}
			out = append(out, ToolResult{
				ToolUseID: b.Get("tool_use_id").String(),
				Content:   decodedText(b.Get("content")),
				IsError:   b.Get("is_error").Bool(),
			})
		}
	}
	return out
}

// ToolNames lists the names of the tools offered in the request.
func (r Request) ToolNames() []string {
	var out []string
	for _, t := range gjson.GetBytes(r.Body, "tools").Array() {
		out = append(out, t.Get("name").String())
	}
	return out
}

// Calls lists every tool call the mock has sent so far, in order.
func (s *Server) Calls() []ToolCall {
	var out []ToolCall
	for _, r := range s.Requests() {
		out = append(out, r.Calls...)
	}
	return out
}

// CallsTo lists the tool calls named name whose JSON input contains substr.
func (s *Server) CallsTo(name, substr string) []ToolCall {
	var out []ToolCall
	for _, c := range s.Calls() {
		if c.Name == name && strings.Contains(string(c.Input), substr) {
			out = append(out, c)
		}
	}
	return out
}

// Result finds what Claude Code answered to the tool call with this id.
func (s *Server) Result(toolUseID string) (ToolResult, bool) {
	reqs := s.Requests()
	for i := len(reqs) - 1; i >= 0; i-- {
		for _, tr := range reqs[i].ToolResults() {
			if tr.ToolUseID == toolUseID {
				return tr, true
			}
		}
	}
	return ToolResult{}, false
}

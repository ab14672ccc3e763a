package mockapi

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/tidwall/gjson"
)

// msg builds one Messages API message.
func msg(role string, content ...any) map[string]any {
	return map[string]any{"role": role, "content": content}
}

func text(s string) map[string]any { return map[string]any{"type": "text", "text": s} }

func toolUse(id, name string) map[string]any {
	return map[string]any{"type": "tool_use", "id": id, "name": name, "input": map[string]any{}}
}

func toolResult(id, content string) map[string]any {
	return map[string]any{"type": "tool_result", "tool_use_id": id, "content": content}
}

// request builds a body shaped like Claude Code's: a billing header block in
// system, a tool list and the given messages.
func request(stream, sub bool, messages ...map[string]any) []byte {
	header := "x-anthropic-billing-header: cc_version=2.1.330.abc; cc_entrypoint=cli;"
	if sub {
		header += " cc_is_subagent=true;"
	}
	b, _ := json.Marshal(map[string]any{
		"model":      "claude-opus-5-5",
		"max_tokens": 128000,
		"stream":     stream,
		"system":     []any{text(header), text("You are Claude Code.")},
		"tools":      []any{map[string]any{"name": "Write"}, map[string]any{"name": "Bash"}},
		"messages":   messages,
	})
	return b
}

func startMock(t *testing.T, rules []Rule) *Server {
	t.Helper()
	s, err := Start(rules, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

func post(t *testing.T, url string, body []byte) *http.Response {
	t.Helper()
	resp, err := http.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

// reply is a decoded non-streaming answer.
type reply struct {
	ID         string `json:"id"`
	Model      string `json:"model"`
	StopReason string `json:"stop_reason"`
	Content    []struct {
		Type  string          `json:"type"`
		Text  string          `json:"text"`
		ID    string          `json:"id"`
		Name  string          `json:"name"`
		Input json.RawMessage `json:"input"`
	} `json:"content"`
}

func ask(t *testing.T, s *Server, body []byte) reply {
	t.Helper()
	resp := post(t, s.URL+"/v1/messages?beta=true", body)
	if resp.StatusCode != 200 {
		t.Fatalf("status %d", resp.StatusCode)
	}
	var r reply
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		t.Fatal(err)
	}
	return r
}

// summary renders a reply as "text:<t>" or "tool:<name>:<input>" items.
func (r reply) summary() []string {
	var out []string
	for _, c := range r.Content {
		if c.Type == "text" {
			out = append(out, "text:"+c.Text)
		} else {
			out = append(out, "tool:"+c.Name+":"+string(c.Input))
		}
	}
	return append(out, "stop:"+r.StopReason)
}

func TestEndpoints(t *testing.T) {
	s := startMock(t, nil)
	cases := []struct {
		method, path string
		body         string
		code         int
		want         string // substring of the response body
	}{
		{"HEAD", "/", "", 200, ""},
		{"GET", "/v1/models", "", 404, `"not_found_error"`},
		{"POST", "/v1/other", "{}", 404, `"message":"mock"`},
		{"POST", "/v1/messages/count_tokens?beta=true", "{}", 200, `"input_tokens":10`},
		{"POST", "/v1/messages", "not json", 400, "invalid_request_error"},
		{"POST", "/v1/messages?beta=true", string(request(false, false, msg("user", text("hi")))), 200, `"text":"done"`},
	}
	for _, c := range cases {
		t.Run(c.method+c.path, func(t *testing.T) {
			req, _ := http.NewRequest(c.method, s.URL+c.path, strings.NewReader(c.body))
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			b, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != c.code || !strings.Contains(string(b), c.want) {
				t.Errorf("got %d %s; want %d containing %q", resp.StatusCode, b, c.code, c.want)
			}
		})
	}
}

func TestReplySelection(t *testing.T) {
	rules := []Rule{
		{Name: "sub-only", Match: "SCN_X", Agent: SubAgent, Steps: []Step{Say("sub saw X")}},
		{Name: "lead", Match: "SCN_X", Agent: MainAgent,
			Steps: []Step{
				Call("Write", map[string]any{"file_path": "/p/a.txt", "content": "a"}),
				Parallel(ToolUse{"Bash", map[string]any{"command": "true"}}, ToolUse{"Write", map[string]any{"file_path": "/p/b"}}),
			},
			Final: "lead done"},
		{Name: "mate", Match: "SCN_MATE", Steps: []Step{Say("mate says hi")}},
		{Name: "quoted", Match: `"requestId"`, Steps: []Step{Say("matched decoded quotes")}},
	}
	prompt := msg("user", text("<system-reminder>attribution</system-reminder>"), text("SCN_X go"))
	envNote := msg("system", text("environment")) // Claude Code sometimes ends with a system message
	many := []map[string]any{prompt}
	for i := 0; i < MaxAssistantTurns; i++ {
		many = append(many, msg("assistant", toolUse(fmt.Sprint("t", i), "Bash")), msg("user", toolResult(fmt.Sprint("t", i), "ok")))
	}

	cases := []struct {
		name string
		body []byte
		want []string
	}{
		{"first step", request(false, false, prompt, envNote),
			[]string{`tool:Write:{"content":"a","file_path":"/p/a.txt"}`, "stop:tool_use"}},
		{"second step is parallel", request(false, false, prompt,
			msg("assistant", toolUse("t1", "Write")), msg("user", toolResult("t1", "ok")), envNote),
			[]string{`tool:Bash:{"command":"true"}`, `tool:Write:{"file_path":"/p/b"}`, "stop:tool_use"}},
		{"past the last step ends the turn", request(false, false, prompt,
			msg("assistant", toolUse("t1", "Write")), msg("user", toolResult("t1", "ok")),
			msg("assistant", toolUse("t2", "Bash"), toolUse("t3", "Write")), msg("user", toolResult("t2", "ok"), toolResult("t3", "ok"))),
			[]string{"text:lead done", "stop:end_turn"}},
		{"a newer prompt restarts the step count", request(false, false, prompt,
			msg("assistant", toolUse("t1", "Write")), msg("user", toolResult("t1", "ok")),
			msg("assistant", text("x")), msg("user", text("SCN_MATE wakes you"))),
			[]string{"text:mate says hi", "stop:end_turn"}},
		{"agent filter picks the subagent rule", request(false, true, prompt),
			[]string{"text:sub saw X", "stop:end_turn"}},
		{"no rule", request(false, false, msg("user", text("nothing scripted"))),
			[]string{"text:done", "stop:end_turn"}},
		{"decoded text matches quotes", request(false, false, msg("user", text(`{"requestId":"r1"}`))),
			[]string{"text:matched decoded quotes", "stop:end_turn"}},
		{"safety cap", request(false, false, many...),
			[]string{"text:lead done", "stop:end_turn"}},
	}
	s := startMock(t, rules)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := ask(t, s, c.body).summary()
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("reply (-want +got):\n%s", diff)
			}
		})
	}

	t.Run("no tools means plain text", func(t *testing.T) {
		b, _ := json.Marshal(map[string]any{"model": "m", "messages": []any{msg("user", text("SCN_X title please"))}})
		if got := ask(t, s, b).summary(); !cmp.Equal(got, []string{"text:done", "stop:end_turn"}) {
			t.Errorf("got %v", got)
		}
	})
}

func TestStreamEventSequence(t *testing.T) {
	s := startMock(t, []Rule{{Match: "SCN_S", Steps: []Step{
		{Text: "thinking aloud", Tools: []ToolUse{{"Write", map[string]any{"file_path": "/x", "content": "é\n\"q\""}}}},
	}}})
	resp := post(t, s.URL+"/v1/messages", request(true, false, msg("user", text("SCN_S"))))
	for k, v := range map[string]string{"Content-Type": "text/event-stream", "Cache-Control": "no-cache"} {
		if got := resp.Header.Get(k); got != v {
			t.Errorf("header %s = %q, want %q", k, got, v)
		}
	}
	var events []string
	var partial, textDelta, stop, model string
	sc := bufio.NewScanner(resp.Body)
	var typ string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			typ = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			data := gjson.Parse(strings.TrimPrefix(line, "data: "))
			if data.Get("type").String() != typ {
				t.Errorf("event %s carries data type %s", typ, data.Get("type"))
			}
			ev := typ
			if bt := data.Get("content_block.type"); bt.Exists() {
				ev += "/" + bt.String()
			}
			events = append(events, ev)
			partial += data.Get("delta.partial_json").String()
			textDelta += data.Get("delta.text").String()
			if r := data.Get("delta.stop_reason"); r.Exists() {
				stop = r.String()
			}
			if m := data.Get("message.model"); m.Exists() {
				model = m.String()
			}
		}
	}
	want := []string{
		"message_start",
		"content_block_start/text", "content_block_delta", "content_block_stop",
		"content_block_start/tool_use", "content_block_delta", "content_block_stop",
		"message_delta", "message_stop",
	}
	if diff := cmp.Diff(want, events); diff != "" {
		t.Errorf("events (-want +got):\n%s", diff)
	}
	if partial != `{"content":"é\n\"q\"","file_path":"/x"}` {
		t.Errorf("partial_json = %s", partial)
	}
	if textDelta != "thinking aloud" || stop != "tool_use" || model != "claude-opus-5-5" {
		t.Errorf("text %q stop %q model %q", textDelta, stop, model)
	}
}

func TestCapturePlaceholder(t *testing.T) {
	s := startMock(t, []Rule{{Match: "shutdown_request", Steps: []Step{Call("SendMessage", map[string]any{
		"to": "team-lead",
		"message": map[string]any{
			"type":       "shutdown_response",
			"request_id": Capture(`request_?[iI]d"\s*:\s*"([^"]+)"`),
			"approve":    true,
			"note":       "id=" + Capture(`no (such) thing here`) + ".",
		},
	})}}})
	trigger := `<teammate-message teammate_id="team-lead">` + "\n" +
		`{"type":"shutdown_request","requestId":"shutdown-1795286392825@carol","from":"team-lead"}` + "\n</teammate-message>"
	r := ask(t, s, request(false, false, msg("user", text(trigger))))
	in := gjson.ParseBytes(r.Content[0].Input)
	if got := in.Get("message.request_id").String(); got != "shutdown-1795286392825@carol" {
		t.Errorf("request_id = %q", got)
	}
	if got := in.Get("message.note").String(); got != "id=." {
		t.Errorf("a missing capture should become empty, got %q", got)
	}
}

func TestWaitForAndDelay(t *testing.T) {
	dir := t.TempDir()
	s := startMock(t, []Rule{
		{Match: "SCN_WAIT", Steps: []Step{{Text: "go on", WaitFor: filepath.Join(dir, "**", "ready-*")}}},
		{Match: "SCN_DELAY", Steps: []Step{{Text: "late", Delay: 300 * time.Millisecond}}},
	})
	go func() {
		time.Sleep(300 * time.Millisecond)
		os.MkdirAll(filepath.Join(dir, "a", "b"), 0o755)
		os.WriteFile(filepath.Join(dir, "a", "b", "ready-1"), nil, 0o644)
	}()
	for _, marker := range []string{"SCN_WAIT", "SCN_DELAY"} {
		start := time.Now()
		got := ask(t, s, request(false, false, msg("user", text(marker)))).summary()
		if el := time.Since(start); el < 250*time.Millisecond || el > 5*time.Second {
			t.Errorf("%s answered after %v", marker, el)
		}
		if len(got) != 2 || !strings.HasPrefix(got[0], "text:") {
			t.Errorf("%s: %v", marker, got)
		}
	}
}

func TestCloseAbortsWaitingStep(t *testing.T) {
	s, err := Start([]Rule{{Match: "SCN_W", Steps: []Step{{Text: "x", WaitFor: "/nonexistent/never"}}}}, "")
	if err != nil {
		t.Fatal(err)
	}
	errc := make(chan error, 1)
	go func() {
		resp, err := http.Post(s.URL+"/v1/messages", "application/json", bytes.NewReader(request(false, false, msg("user", text("SCN_W")))))
		if err == nil {
			resp.Body.Close()
		}
		errc <- err
	}()
	for len(s.Requests()) == 0 {
		time.Sleep(10 * time.Millisecond)
	}
	done := make(chan struct{})
	go func() { s.Close(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Close blocked on a waiting step")
	}
	<-errc
}

func TestConcurrentRequestsGetUniqueIDs(t *testing.T) {
	s := startMock(t, []Rule{{Match: "SCN_C", Steps: []Step{Parallel(ToolUse{"Bash", nil}, ToolUse{"Read", nil})}}})
	const n = 25
	var wg sync.WaitGroup
	ids := make(chan string, 3*n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(stream bool) {
			defer wg.Done()
			resp, err := http.Post(s.URL+"/v1/messages", "application/json", bytes.NewReader(request(stream, false, msg("user", text("SCN_C")))))
			if err != nil {
				t.Error(err)
				return
			}
			defer resp.Body.Close()
			b, _ := io.ReadAll(resp.Body)
			for _, m := range bytes.Split(b, []byte("\n")) {
				line := strings.TrimPrefix(string(m), "data: ")
				for _, id := range gjson.Get(line, "content.#.id").Array() {
					ids <- id.String()
				}
				for _, id := range []gjson.Result{gjson.Get(line, "id"), gjson.Get(line, "message.id")} {
					if id.Exists() {
						ids <- id.String()
					}
				}
				if id := gjson.Get(line, "content_block.id"); id.Exists() {
					ids <- id.String()
				}
			}
		}(i%2 == 0)
	}
	wg.Wait()
	close(ids)
	seen := map[string]bool{}
	for id := range ids {
		if seen[id] || !(strings.HasPrefix(id, "toolu_mock") || strings.HasPrefix(id, "msg_mock")) {
			t.Errorf("bad or repeated id %q", id)
		}
		seen[id] = true
	}
	if len(seen) != 3*n || len(s.Requests()) != n || len(s.Calls()) != 2*n {
		t.Errorf("ids %d, requests %d, calls %d", len(seen), len(s.Requests()), len(s.Calls()))
	}
}

func TestRequestLogAndQueries(t *testing.T) {
	dir := t.TempDir()
	s, err := Start([]Rule{{Name: "lead", Match: "SCN_L", Steps: []Step{Call("Write", map[string]any{"file_path": "/p/x"})}}}, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	first := ask(t, s, request(false, false, msg("user", text("SCN_L write"), text("<system-reminder>\nx\n</system-reminder>"))))
	id := first.Content[0].ID
	ask(t, s, request(false, false, msg("user", text("SCN_L write")),
		msg("assistant", toolUse(id, "Write")),
		msg("user", map[string]any{"type": "tool_result", "tool_use_id": id, "is_error": true,
			"content": []any{text("PreToolUse:Write hook error: no")}})))

	if b, err := os.ReadFile(filepath.Join(dir, "req-0002.json")); err != nil || !gjson.ValidBytes(b) {
		t.Fatalf("req-0002.json: %v", err)
	}
	idx, _ := os.ReadFile(filepath.Join(dir, "index.jsonl"))
	lines := strings.Split(strings.TrimSpace(string(idx)), "\n")
	if len(lines) != 2 {
		t.Fatalf("index has %d lines", len(lines))
	}
	l := gjson.Parse(lines[0])
	if l.Get("rule").String() != "lead" || l.Get("step").Int() != 0 || l.Get("reply.0").String() != "Write" ||
		l.Get("tools").Int() != 2 || l.Get("messages").Int() != 1 || l.Get("prompt").String() != "SCN_L write" {
		t.Errorf("index line: %s", lines[0])
	}
	if got := gjson.Parse(lines[1]).Get("step").Int(); got != -1 {
		t.Errorf("second request step = %d, want -1 (final)", got)
	}

	tr, ok := s.Result(id)
	if !ok || !tr.IsError || tr.Content != "PreToolUse:Write hook error: no" {
		t.Errorf("Result(%s) = %+v, %v", id, tr, ok)
	}
	if calls := s.CallsTo("Write", "/p/x"); len(calls) != 1 || calls[0].ID != id {
		t.Errorf("CallsTo = %+v", calls)
	}
	if names := s.Requests()[0].ToolNames(); !cmp.Equal(names, []string{"Write", "Bash"}) {
		t.Errorf("ToolNames = %v", names)
	}
}

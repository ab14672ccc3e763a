package mockapi

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/tidwall/gjson"
)

// Server is a running mock. Its URL is what ANTHROPIC_BASE_URL must point at.
type Server struct {
	URL string

	logDir string
	http   *httptest.Server
	stop   context.Context
	cancel context.CancelFunc

	seq     atomic.Int64
	toolSeq atomic.Int64

	mu       sync.Mutex
	rules    []Rule
	requests []Request
	index    *os.File
}

// Request is one recorded /v1/messages call and what the mock chose for it.
type Request struct {
	Seq      int
	Time     time.Time
	Body     []byte
	Sub      bool       // plain subagent (system carries cc_is_subagent=true)
	Rule     string     // rule name, "" when none matched
	Step     int        // step index; -1 for the final text
	Reply    []string   // "text" or the tool name, per reply block
	Calls    []ToolCall // the tool_use blocks of the reply
	Trigger  string     // decoded text of the trigger message
	Prompt   string     // its last text block that is not a system reminder
	NumTools int
}

// Start serves rules on 127.0.0.1 and, when logDir is not empty, writes every
// request body to logDir/req-NNNN.json and one line per request to
// logDir/index.jsonl.
func Start(rules []Rule, logDir string) (*Server, error) {
	s := &Server{rules: rules, logDir: logDir}
	if logDir != "" {
		if err := os.MkdirAll(logDir, 0o755); err != nil {
			return nil, err
		}
		f, err := os.OpenFile(filepath.Join(logDir, "index.jsonl"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			return nil, err
		}
		s.index = f
	}
	s.stop, s.cancel = context.WithCancel(context.Background())
	s.http = httptest.NewServer(http.HandlerFunc(s.serveHTTP))
	s.URL = s.http.URL
	return s, nil
}

// Close aborts waiting steps, stops the server and closes the index.
func (s *Server) Close() {
	s.cancel()
	s.http.CloseClientConnections()
	s.http.Close()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.index != nil {
		s.index.Close()
		s.index = nil
	}
}

// SetRules replaces the script; requests already being answered keep the
// rules they were chosen with.
func (s *Server) SetRules(rules []Rule) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rules = append([]Rule(nil), rules...)
}

// Requests returns a copy of every message request recorded so far, in
// arrival order.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

func (s *Server) serveHTTP(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.Method == http.MethodHead:
		w.WriteHeader(http.StatusOK)
	case r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/count_tokens"):
		writeJSON(w, http.StatusOK, map[string]any{"input_tokens": 10})
	case r.Method == http.MethodPost && strings.HasPrefix(r.URL.Path, "/v1/messages"):
		s.serveMessages(w, r)
	default:
		writeJSON(w, http.StatusNotFound, map[string]any{
			"type":  "error",
			"error": map[string]any{"type": "not_found_error", "message": "mock"},
		})
	}
}

func (s *Server) serveMessages(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil || !gjson.ValidBytes(body) {
		writeJSON(w, http.StatusBadRequest, map[string]any{
			"type":  "error",
			"error": map[string]any{"type": "invalid_request_error", "message": "mock: unreadable body"},
		})
		return
	}
	req := gjson.ParseBytes(body)
	c := s.choose(req)
	blocks := s.render(c)

	rec := Request{
		Seq:      int(s.seq.Add(1)),
		Time:     time.Now(),
		Body:     body,
		Sub:      c.sub,
		Rule:     c.ruleName,
		Step:     c.step,
		Trigger:  c.trigger,
		Prompt:   c.prompt,
		NumTools: len(req.Get("tools").Array()),
	}
	for _, b := range blocks {
		if b.Type == "tool_use" {
			rec.Reply = append(rec.Reply, b.Name)
			rec.Calls = append(rec.Calls, ToolCall{ID: b.ID, Name: b.Name, Input: b.Input})
		} else {
			rec.Reply = append(rec.Reply, "text")
		}
	}
	s.record(rec, len(req.Get("messages").Array()))

	if err := s.hold(r.Context(), c.waitFor, c.delay); err != nil {
		http.Error(w, "mock: "+err.Error(), http.StatusServiceUnavailable)
		return
	}

	model := req.Get("model").String()
	stop := "end_turn"
	for _, b := range blocks {
		if b.Type == "tool_use" {
			stop = "tool_use"
		}
	}
	id := fmt.Sprintf("msg_mock%05d", rec.Seq)
	tokens := c.tokens
	if tokens <= 0 {
		tokens = 10
	}
	if req.Get("stream").Bool() {
		writeStream(w, id, model, blocks, stop, tokens)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"id": id, "type": "message", "role": "assistant", "model": model,
		"content": blocks, "stop_reason": stop, "stop_sequence": nil,
		"usage": map[string]any{"input_tokens": tokens, "output_tokens": 5},
	})
}

// hold waits for a WaitFor glob and a Delay, giving up when the request or
// the server goes away.
func (s *Server) hold(ctx context.Context, glob string, delay time.Duration) error {
	if glob != "" {
		deadline := time.Now().Add(MaxWait)
		for {
			if m, _ := doublestar.FilepathGlob(glob); len(m) > 0 {
				break
			}
			if time.Now().After(deadline) {
				break // reply anyway; the scenario's own assertions will tell
			}
			if err := sleep(ctx, s.stop, 50*time.Millisecond); err != nil {
				return err
			}
		}
	}
	if delay > 0 {
		return sleep(ctx, s.stop, delay)
	}
	return nil
}

func sleep(a, b context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-a.Done():
		return a.Err()
	case <-b.Done():
		return fmt.Errorf("server closed")
	}
}

func (s *Server) record(rec Request, numMessages int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.requests = append(s.requests, rec)
	if s.logDir == "" || s.index == nil {
		return
	}
	_ = os.WriteFile(filepath.Join(s.logDir, fmt.Sprintf("req-%04d.json", rec.Seq)), rec.Body, 0o644)
	prompt := rec.Prompt
	if len(prompt) > 160 {
		prompt = prompt[:160] + "…"
	}
	line, _ := json.Marshal(map[string]any{
		"seq": rec.Seq, "time": rec.Time.Format(time.RFC3339Nano), "sub": rec.Sub,
		"rule": rec.Rule, "step": rec.Step, "reply": rec.Reply,
		"tools": rec.NumTools, "messages": numMessages, "prompt": prompt,
	})
	_, _ = s.index.Write(append(line, '\n'))
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}

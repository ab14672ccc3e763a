package messageguard

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/teamctl/teamctl/internal/hook/hooktest"
	"github.com/tidwall/gjson"
)

func TestParseMessageReadsBothShapes(t *testing.T) {
	cases := []struct {
		name string
		in   string
		want Message
	}{
		{"current text", `{"to":"team-lead","message":"done","summary":"s"}`,
			Message{To: "team-lead", Type: TypeMessage, Text: "done", HasText: true, Summary: "s"}},
		{"backfilled text", `{"to":"team-lead","summary":"s","message":"done","type":"message","recipient":"team-lead","recipient_kind":"name","content":"do"}`,
			Message{To: "team-lead", RecipientKind: "name", Type: TypeMessage, Text: "done", HasText: true, Summary: "s"}},
		{"protocol object", `{"to":"team-lead","message":{"type":"shutdown_response","request_id":"r1","approve":false,"reason":"busy"}}`,
			Message{To: "team-lead", Type: TypeShutdownResponse, Structured: true, RequestID: "r1", HasRequestID: true, HasApprove: true, Reason: "busy"}},
		{"plan feedback", `{"to":"bob","message":{"type":"plan_approval_response","request_id":"r2","approve":true,"feedback":"ok"}}`,
			Message{To: "bob", Type: TypePlanApproval, Structured: true, RequestID: "r2", HasRequestID: true, Approve: true, HasApprove: true, Reason: "ok"}},
		{"legacy only", `{"type":"shutdown_response","recipient":" team-lead ","request_id":"r3","approve":true,"content":"bye"}`,
			Message{To: "team-lead", Type: TypeShutdownResponse, Legacy: true, Text: "bye", HasText: true, RequestID: "r3", HasRequestID: true, Approve: true, HasApprove: true, Reason: "bye"}},
		{"legacy text defaults its type", `{"recipient":"team-lead","content":"hi"}`,
			Message{To: "team-lead", Type: TypeMessage, Legacy: true, Text: "hi", HasText: true}},
		{"backfill completes a response", `{"to":"team-lead","message":{"type":"shutdown_response"},"request_id":"r4","approve":true}`,
			Message{To: "team-lead", Type: TypeShutdownResponse, Structured: true, RequestID: "r4", HasRequestID: true, Approve: true, HasApprove: true}},
		{"wrong types are problems", `{"to":7,"message":{"type":"shutdown_response","request_id":5,"approve":"yes"}}`,
			Message{Type: TypeShutdownResponse, Structured: true, Problems: []string{"to is not a string", "message.request_id is not a string", "message.approve is not a boolean"}}},
		{"message of a wrong type", `{"to":"x","message":[1]}`, Message{To: "x", Problems: []string{"message is neither text nor a protocol object"}}},
		{"empty", `{}`, Message{Legacy: true}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := ParseMessage(gjson.Parse(tc.in))
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("ParseMessage(%s) (-want +got):\n%s", tc.in, diff)
			}
		})
	}
}

// Every captured SendMessage input reads as what it is.
func TestParseMessageOnCapturedInputs(t *testing.T) {
	cases := map[string]struct{ to, typ, text string }{
		"inproc_teammate_PreToolUse_SendMessage":                   {"team-lead", TypeMessage, "SCN_REPLY_A alice finished write"},
		"leader_PreToolUse_SendMessage":                            {"alice", TypeMessage, "SCN_MSG_TO_ALICE please ack"},
		"inproc_teammate_PreToolUse_SendMessage_shutdown_response": {"team-lead", TypeShutdownResponse, ""},
		"leader_PreToolUse_SendMessage_shutdown_request":           {"carol", TypeShutdownRequest, ""},
		"pane_teammate_PreToolUse_SendMessage":                     {"team-lead", TypeMessage, "SCN_REPLY_K kim done"},
		"leader_PreToolUse_SendMessage_summary_backfilled":         {"kim", TypeMessage, "no summary here"},
		"inproc_teammate_PostToolUse_SendMessage":                  {"team-lead", TypeMessage, "SCN_REPLY_A alice finished write"},
	}
	for key, want := range cases {
		e := hooktest.Load(t, key)
		raw, _ := json.Marshal(e.Input["tool_input"])
		m := ParseMessage(gjson.ParseBytes(raw))
		if m.To != want.to || m.Type != want.typ || m.Text != want.text || m.Legacy || len(m.Problems) > 0 {
			t.Errorf("%s: got %+v", key, m)
		}
		if m.Type == TypeShutdownResponse && (m.RequestID != "shutdown-1795286392825@carol" || !m.HasApprove || !m.Approve) {
			t.Errorf("%s: response fields lost: %+v", key, m)
		}
	}
}

func FuzzParseMessage(f *testing.F) {
	f.Add(`{"to":"team-lead","message":"done"}`, "alice", "text")
	f.Add(`{"type":"shutdown_response","recipient":"team-lead","request_id":"r","approve":true}`, "Spike", "")
	f.Add(`{"to":"x","message":{"type":"plan_approval_response","approve":false}}`, "", "\u3000")
	f.Add(`[1,2`, "a\x00b", "\xff")
	f.Fuzz(func(t *testing.T, raw, to, text string) {
		m := ParseMessage(gjson.Parse(raw))
		if m.To != strings.TrimSpace(m.To) {
			t.Fatalf("To not trimmed: %q", m.To)
		}
		if m.Structured && m.Legacy {
			t.Fatalf("both structured and legacy: %+v", m)
		}
		if m.HasText && m.Structured {
			t.Fatalf("a protocol object has no text: %+v", m)
		}
		// A well-formed current-shape message reads back exactly.
		b, err := json.Marshal(map[string]any{"to": to, "message": text})
		if err != nil {
			return
		}
		got := ParseMessage(gjson.ParseBytes(b))
		if !strings.Contains(string(b), `\ufffd`) && (got.To != strings.TrimSpace(to) || got.Text != text) &&
			strings.ToValidUTF8(to, "\uFFFD") == to && strings.ToValidUTF8(text, "\uFFFD") == text {
			t.Fatalf("round trip: %q %q -> %+v", to, text, got)
		}
		if got.Type != TypeMessage || !got.HasText || len(got.Problems) > 0 {
			t.Fatalf("round trip type: %+v", got)
		}
	})
}

package messageguard

import (
	"strings"

	"github.com/tidwall/gjson"
)

// Message types a SendMessage call can carry. "message" and "broadcast"
// are plain text (broadcast only in the legacy shape); the others are the
// protocol handshakes.
const (
	TypeMessage          = "message"
	TypeBroadcast        = "broadcast"
	TypeShutdownRequest  = "shutdown_request"
	TypeShutdownResponse = "shutdown_response"
	TypePlanApproval     = "plan_approval_response"
)

// knownTypes reports the message types Claude Code sends.
func knownTypes(k string) bool {
	switch k {
	case TypeMessage, TypeBroadcast, TypeShutdownRequest, TypeShutdownResponse, TypePlanApproval:
		return true
	}
	return false
}

// Message is a SendMessage tool_input read in either shape: today's
// {to, message, summary} where message is text or a protocol object, and
// the legacy {type, recipient, content, request_id, approve} that Claude
// Code still backfills for hooks (and that TeamCreate-era versions sent).
// Fields of the wrong JSON type read as missing and are listed in Problems.
type Message struct {
	To string
	// RecipientKind is Claude Code's backfilled classification of the
	// address: "name", "main", "agent" or "session"; "" when absent.
	RecipientKind string
	// Type is the message type; "" when the input names none.
	Type string
	// Structured is set when message is a protocol object.
	Structured bool
	// Legacy is set when the input has no "message" key and was read from
	// the legacy keys only.
	Legacy bool
	// Text is a plain message's text (message, else legacy content).
	Text    string
	HasText bool
	Summary string
	// RequestID and Approve belong to responses.
	RequestID    string
	HasRequestID bool
	Approve      bool
	HasApprove   bool
	Reason       string
	Problems     []string
}

// Plain reports whether the message is text rather than a handshake.
func (m *Message) Plain() bool { return m.Type == TypeMessage || m.Type == TypeBroadcast }

// Known reports whether the type is one SendMessage defines.
func (m *Message) Known() bool { return knownTypes(m.Type) }

// ParseMessage reads a SendMessage tool_input. It never fails: what is
// missing or mistyped is left empty and noted.
func ParseMessage(in gjson.Result) Message {
	var m Message
	str := func(v gjson.Result, field string) (string, bool) {
		switch v.Type {
		case gjson.String:
			return v.Str, true
		case gjson.Null:
			if v.Exists() {
				m.Problems = append(m.Problems, field+" is null")
			}
			return "", false
		}
		m.Problems = append(m.Problems, field+" is not a string")
		return "", false
	}
	boolean := func(v gjson.Result, field string) (bool, bool) {
		switch v.Type {
		case gjson.True, gjson.False:
			return v.Bool(), true
		case gjson.Null:
			if v.Exists() {
				m.Problems = append(m.Problems, field+" is null")
			}
			return false, false
		}
		m.Problems = append(m.Problems, field+" is not a boolean")
		return false, false
	}
	first := func(fields ...string) (gjson.Result, string) {
		for _, f := range fields {
			if v := in.Get(f); v.Exists() {
				return v, f
			}
		}
		return gjson.Result{}, fields[0]
	}

	if v, f := first("to", "recipient"); v.Exists() {
		m.To, _ = str(v, f)
	}
	if v := in.Get("recipient_kind"); v.Exists() {
		m.RecipientKind, _ = str(v, "recipient_kind")
	}
	if v := in.Get("summary"); v.Exists() {
		m.Summary, _ = str(v, "summary")
	}

	msg := in.Get("message")
	switch {
	case msg.Type == gjson.String:
		m.Type, m.Text, m.HasText = TypeMessage, msg.Str, true
	case msg.IsObject():
		m.Structured = true
		m.Type, _ = str(msg.Get("type"), "message.type")
		if v := msg.Get("request_id"); v.Exists() {
			m.RequestID, m.HasRequestID = str(v, "message.request_id")
		}
		if v := msg.Get("approve"); v.Exists() {
			m.Approve, m.HasApprove = boolean(v, "message.approve")
		}
		if v, f := firstOf(msg, "reason", "feedback"); v.Exists() {
			m.Reason, _ = str(v, "message."+f)
		}
	case msg.Exists():
		m.Problems = append(m.Problems, "message is neither text nor a protocol object")
	default:
		m.Legacy = true
		if v := in.Get("type"); v.Exists() {
			m.Type, _ = str(v, "type")
		} else if in.Get("content").Exists() {
			m.Type = TypeMessage
		}
		if v := in.Get("content"); v.Exists() {
			m.Text, m.HasText = str(v, "content")
		}
	}
	// Backfilled legacy keys complete a current-shape response that lacks
	// them, and carry them for legacy payloads.
	if !m.HasRequestID {
		if v := in.Get("request_id"); v.Exists() {
			m.RequestID, m.HasRequestID = str(v, "request_id")
		}
	}
	if !m.HasApprove {
		if v := in.Get("approve"); v.Exists() {
			m.Approve, m.HasApprove = boolean(v, "approve")
		}
	}
	if m.Legacy && !m.Plain() && m.Reason == "" {
		if v := in.Get("content"); v.Type == gjson.String {
			m.Reason = v.Str
		}
	}
	m.To = strings.TrimSpace(m.To)
	return m
}

func firstOf(obj gjson.Result, fields ...string) (gjson.Result, string) {
	for _, f := range fields {
		if v := obj.Get(f); v.Exists() {
			return v, f
		}
	}
	return gjson.Result{}, fields[0]
}

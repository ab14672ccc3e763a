package claudefs

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/tidwall/gjson"
)

// Inboxes live at teams/<team>/inboxes/<name>.json, one JSON array per
// recipient. Claude Code writes them under <name>.json.lock with a temp file
// and rename, and removes entries once delivered, so a snapshot shows only
// what is still queued. teamctl only reads them: a tool must never write an
// entry that poses as another sender (the lead's messages are signed).

// InboxDir is the team's inbox folder.
func InboxDir(teamDir string) string { return filepath.Join(teamDir, "inboxes") }

// InboxPath is name's inbox file. The name is made safe the way Claude Code
// names inbox files (every character outside [A-Za-z0-9_-] becomes "-"),
// which also keeps a hostile name inside the folder.
func InboxPath(teamDir, name string) string {
	return filepath.Join(InboxDir(teamDir), safeFileName(name)+".json")
}

// safeFileName is Claude Code's case-keeping sanitiser for inbox and task
// paths.
func safeFileName(name string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '_', r == '-':
			return r
		}
		return '-'
	}, name)
}

// InboxEntry is one queued message.
type InboxEntry struct {
	From      string
	Text      string
	Summary   string
	Timestamp time.Time // ISO-8601 string today; epoch ms in older files
	Color     string
	Read      bool
	MsgID     string
	Type      string // entry type ("message"); the protocol type is in Protocol
	Signed    bool   // carries lead_sig (the lead's messages to pane teammates)
	// Protocol is the structured message carried as JSON inside Text
	// (idle_notification, shutdown_request, …); nil for plain text.
	Protocol *ProtocolMessage
	Raw      json.RawMessage
}

// ReadInbox returns name's queued messages without draining or locking
// them. A missing inbox is empty. Because writers rename a complete file
// into place a torn read is unlikely; one is retried once, then reported.
func ReadInbox(teamDir, name string) ([]InboxEntry, error) {
	path := InboxPath(teamDir, name)
	doc, err := readJSONRetryKeepKeys(path, safefile.Inbox, gjson.Result.IsArray)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	// Repeated keys are looked for while the entries are read, not in a
	// walk of their own over the whole file (a third of reading 10,000
	// messages); a file that repeats one is read again as lastWins
	// rewrites it, so the answer is the one readJSONRetry gives.
	out, dup := parseInbox(doc)
	if dup {
		out, _ = parseInbox(rewriteLastWins(doc))
	}
	return out, nil
}

// parseInbox reads the entries of an inbox array; dup reports a repeated
// key anywhere in it, at which point it stops. An empty inbox reads as
// none, as it always has.
func parseInbox(doc []byte) (out []InboxEntry, dup bool) {
	// Sized by a count of a byte every entry's object opens with: a hint,
	// cheaper than counting the array, which is another walk of it; capped
	// so that braces inside texts cannot make it large.
	out = make([]InboxEntry, 0, min(bytes.Count(doc, []byte("{")), len(doc)/64+1))
	gjson.ParseBytes(doc).ForEach(func(_, e gjson.Result) bool {
		entry, d := parseInboxEntry(e)
		if d {
			dup = true
			return false
		}
		out = append(out, entry)
		return true
	})
	if len(out) == 0 {
		out = nil
	}
	return out, dup
}

// parseInboxEntry reads an entry in one pass over its keys: an inbox of
// 10,000 messages is read whole by `teamctl inbox`. dup reports a key the
// entry repeats, or one repeated inside an object or array it holds, as
// hasDuplicateKeys would.
func parseInboxEntry(e gjson.Result) (entry InboxEntry, dup bool) {
	entry = InboxEntry{Raw: json.RawMessage(e.Raw)}
	if !e.IsObject() {
		return entry, hasDuplicateKeys(e)
	}
	var small [16]string
	seen := small[:0]
	e.ForEach(func(k, v gjson.Result) bool {
		key := k.Raw // quoted; decoded only when it holds an escape
		if strings.IndexByte(key, '\\') >= 0 {
			key = k.String()
		} else {
			key = key[1 : len(key)-1]
		}
		if slices.Contains(seen, key) {
			dup = true
			return false
		}
		seen = append(seen, key)
		if (v.IsObject() || v.IsArray()) && hasDuplicateKeys(v) {
			dup = true
			return false
		}
		switch key {
		case "from":
			entry.From = v.String()
		case "text":
			entry.Text = v.String()
		case "summary":
			entry.Summary = v.String()
		case "timestamp":
			entry.Timestamp = parseTime(v)
		case "color":
			entry.Color = v.String()
		case "read":
			entry.Read = v.Bool()
		case "msg_id":
			entry.MsgID = v.String()
		case "type":
			entry.Type = v.String()
		case "lead_sig":
			entry.Signed = v.String() != ""
		}
		return true
	})
	if dup {
		return InboxEntry{}, true
	}
	if p, ok := DecodeProtocol(entry.Text); ok {
		entry.Protocol = p
	}
	return entry, false
}

// countInbox is len(ReadInbox(...)) without decoding the messages: the
// file is read and checked the same way, and its array counted.
func countInbox(teamDir, name string) (int, error) {
	doc, err := readJSONRetryKeepKeys(InboxPath(teamDir, name), safefile.Inbox, gjson.Result.IsArray)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	return int(gjson.ParseBytes(doc).Get("#").Int()), nil
}

// ListInboxes counts the queued messages of every inbox in the team. A
// missing inbox folder means no inboxes. An unreadable inbox does not hide
// the others: the counts come back with an error naming the bad files.
func ListInboxes(teamDir string) (map[string]int, error) {
	entries, err := os.ReadDir(InboxDir(teamDir))
	if errors.Is(err, fs.ErrNotExist) {
		return map[string]int{}, nil
	}
	if err != nil {
		return nil, err
	}
	counts := map[string]int{}
	var errs []error
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), ".json")
		if !ok || e.IsDir() {
			continue // lock dirs, <name>.json.tmp.<hex>
		}
		n, err := countInbox(teamDir, name)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		counts[name] = n
	}
	return counts, errors.Join(errs...)
}

// ProtocolMessage is a structured team message: Claude Code sends idle
// notices, task assignments, shutdown and plan/permission handshakes as a
// JSON object inside an inbox entry's text. The fields common to most types
// are decoded; Get reaches the rest.
type ProtocolMessage struct {
	Type      string
	From      string // the sender; for a task_assignment, assignedBy
	RequestID string
	Reason    string
	Timestamp time.Time
	Raw       json.RawMessage
}

// DecodeProtocol recognises text that is a protocol message: a JSON object
// with a string "type". Unknown types decode too, kept generic.
func DecodeProtocol(text string) (*ProtocolMessage, bool) {
	trimmed := strings.TrimSpace(text)
	if !strings.HasPrefix(trimmed, "{") || !gjson.Valid(trimmed) {
		return nil, false
	}
	root := gjson.Parse(trimmed)
	typ := root.Get("type")
	if typ.Type != gjson.String || typ.String() == "" {
		return nil, false
	}
	return &ProtocolMessage{
		Type:      typ.String(),
		From:      firstString(root, "from", "assignedBy"),
		RequestID: firstString(root, "requestId", "request_id"),
		Reason:    root.Get("reason").String(),
		Timestamp: parseTime(root.Get("timestamp")),
		Raw:       json.RawMessage(trimmed),
	}, true
}

// Get returns one field of the message (a gjson path).
func (p *ProtocolMessage) Get(path string) gjson.Result { return gjson.GetBytes(p.Raw, path) }

// Describe is a one-line human summary of the message.
func (p *ProtocolMessage) Describe() string {
	from := p.From
	if from == "" {
		from = "someone"
	}
	var s string
	switch p.Type {
	case "idle_notification":
		s = from + " is idle"
		if r := p.Get("idleReason").String(); r != "" {
			s += " (" + r + ")"
		}
		if id := p.Get("completedTaskId").String(); id != "" {
			s += fmt.Sprintf("; task %s %s", id, orDefault(p.Get("completedStatus").String(), "done"))
		}
		if r := p.Get("failureReason").String(); r != "" {
			s += ": " + r
		}
		if r := p.Get("result").String(); r != "" {
			s += ": " + r
		}
	case "task_assignment":
		s = fmt.Sprintf("task %s assigned by %s: %s", p.Get("taskId").String(),
			orDefault(p.Get("assignedBy").String(), from), p.Get("subject").String())
	case "shutdown_request":
		s = from + " requests shutdown" + p.reasonSuffix()
	case "shutdown_approved":
		s = from + " approved shutdown"
	case "shutdown_rejected":
		s = from + " rejected shutdown" + p.reasonSuffix()
	case "plan_approval_request":
		s = from + " asks to approve a plan"
		if f := p.Get("planFilePath").String(); f != "" {
			s += " (" + f + ")"
		}
	case "plan_approval_response":
		s = "plan " + approvedWord(p.Get("approved"), p.Get("approve"))
		if f := p.Get("feedback").String(); f != "" {
			s += ": " + f
		}
	case "permission_request", "sandbox_permission_request":
		s = from + " asks permission"
		if tool := firstString(gjson.ParseBytes(p.Raw), "tool_name", "toolName"); tool != "" {
			s += " for " + tool
		}
		if h := firstString(gjson.ParseBytes(p.Raw), "host", "description"); h != "" {
			s += ": " + h
		}
	case "permission_response", "sandbox_permission_response":
		s = "permission " + approvedWord(p.Get("approved"), p.Get("allow"), p.Get("subtype"))
	default:
		s = p.Type + " from " + from
	}
	if p.RequestID != "" {
		s += " [" + p.RequestID + "]"
	}
	return oneLine(s)
}

func (p *ProtocolMessage) reasonSuffix() string {
	if p.Reason == "" {
		return ""
	}
	return ": " + p.Reason
}

// approvedWord turns the first present verdict field into a word.
func approvedWord(fields ...gjson.Result) string {
	for _, f := range fields {
		switch {
		case f.Type == gjson.True, f.String() == "success", f.String() == "approved":
			return "approved"
		case f.Type == gjson.False, f.String() == "error", f.String() == "rejected", f.String() == "denied":
			return "rejected"
		}
	}
	return "answered"
}

func firstString(root gjson.Result, keys ...string) string {
	for _, k := range keys {
		if v := root.Get(k); v.Exists() && v.String() != "" {
			return v.String()
		}
	}
	return ""
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// oneLine folds whitespace runs (newlines included) so a summary fits one
// line of a table, and cuts it at 200 characters.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 200 {
		s = string(r[:199]) + "…"
	}
	return s
}

// parseTime reads both timestamp eras: an ISO-8601 string (2.1.330) or
// epoch milliseconds (config.json times, older inboxes).
func parseTime(v gjson.Result) time.Time {
	switch v.Type {
	case gjson.Number:
		return time.UnixMilli(v.Int()).UTC()
	case gjson.String:
		if t, err := time.Parse(time.RFC3339Nano, v.String()); err == nil {
			return t
		}
		if ms, err := strconv.ParseInt(v.String(), 10, 64); err == nil {
			return time.UnixMilli(ms).UTC()
		}
	}
	return time.Time{}
}

// ErrTornJSON marks an inbox or task file that stayed invalid JSON across
// a reread: half-written by a writer that ignores the protocol, or damaged.
var ErrTornJSON = errors.New("not valid JSON (half-written?)")

// readJSONRetry reads a JSON file Claude Code rewrites, rereading once after
// a short pause when the bytes are not the expected JSON shape.
// Duplicate keys are resolved as Claude Code's JSON.parse does (lastWins).
func readJSONRetry(path string, kind safefile.Kind, shapeOK func(gjson.Result) bool) ([]byte, error) {
	for attempt := 0; ; attempt++ {
		doc, err := safefile.ReadFile(path, kind)
		if err != nil {
			return nil, err
		}
		// A large file (an inbox of 10,000 messages) is searched for
		// repeated keys on the other core while its syntax is checked;
		// gjson walks invalid input without harm, and the answer is used
		// only for a valid one.
		var dup chan bool
		if len(doc) >= 256<<10 {
			dup = make(chan bool, 1)
			go func() { dup <- hasDuplicateKeys(gjson.ParseBytes(doc)) }()
		}
		if gjson.ValidBytes(doc) && shapeOK(gjson.ParseBytes(doc)) {
			if dup == nil {
				return lastWins(doc), nil
			}
			if !<-dup {
				return doc, nil
			}
			return rewriteLastWins(doc), nil
		}
		if dup != nil {
			<-dup
		}
		if attempt == 1 {
			return nil, fmt.Errorf("%s: %w", path, ErrTornJSON)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// readJSONRetryKeepKeys is readJSONRetry without resolving repeated keys, for
// callers that only count the top-level array's elements, which repeated
// keys inside them do not change.
func readJSONRetryKeepKeys(path string, kind safefile.Kind, shapeOK func(gjson.Result) bool) ([]byte, error) {
	for attempt := 0; ; attempt++ {
		doc, err := safefile.ReadFile(path, kind)
		if err != nil {
			return nil, err
		}
		if gjson.ValidBytes(doc) && shapeOK(gjson.ParseBytes(doc)) {
			return doc, nil
		}
		if attempt == 1 {
			return nil, fmt.Errorf("%s: %w", path, ErrTornJSON)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

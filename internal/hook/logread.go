package hook

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/tidwall/gjson"
)

// The reading side of the decision log, for teamctl explain and watch. The
// hooks only append; nothing here runs in a hook process.

// ParseLog reads decision-log records from data as a stream of JSON
// values, so a record that spans lines (a pretty input kept whole) still
// reads; a damaged one is skipped to the next line and counted. A torn
// last record (a hook may be writing it right now) is not consumed:
// consumed is the length of data up to the end of the last record or
// skipped line, where a later read of the same file goes on.
func ParseLog(data []byte) (records []Record, damaged, consumed int) {
	for pos := 0; pos < len(data); {
		dec := json.NewDecoder(bytes.NewReader(data[pos:]))
		for {
			var rec Record
			err := dec.Decode(&rec)
			if err == io.EOF {
				return records, damaged, len(data)
			}
			if err != nil || rec.Hook == "" {
				at := pos + int(dec.InputOffset())
				var syn *json.SyntaxError
				var typ *json.UnmarshalTypeError
				if errors.As(err, &syn) {
					at = pos + int(syn.Offset) - 1
				} else if errors.As(err, &typ) {
					at = pos + int(typ.Offset) - 1
				}
				at = min(max(at, pos), len(data))
				nl := bytes.IndexByte(data[at:], '\n')
				if errors.Is(err, io.ErrUnexpectedEOF) || nl < 0 || len(bytes.TrimSpace(data[at+nl:])) == 0 && err != nil {
					return records, damaged, consumedTo(data, pos, dec) // torn tail
				}
				damaged++
				pos = at + nl + 1
				break
			}
			records = append(records, rec)
		}
	}
	return records, damaged, len(data)
}

// consumedTo is the offset just past the last whole record the decoder
// returned (its trailing newline included), where a torn tail begins.
func consumedTo(data []byte, pos int, dec *json.Decoder) int {
	end := pos + int(dec.InputOffset())
	// InputOffset is past the last value read; step back over nothing, but
	// never past bytes of the torn value itself: skip whitespace only.
	for end < len(data) && (data[end] == '\n' || data[end] == ' ' || data[end] == '\r' || data[end] == '\t') {
		end++
	}
	return min(end, len(data))
}

// ReadLog reads the decision log at path, the rotated part (path+".1")
// first, and reports how many damaged lines were skipped.
func ReadLog(path string) (records []Record, damaged int, err error) {
	var data []byte
	for _, p := range []string{path + ".1", path} {
		b, err := os.ReadFile(p)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, 0, err
		}
		data = append(data, b...)
		if len(b) > 0 && b[len(b)-1] != '\n' {
			data = append(data, '\n')
		}
	}
	records, damaged, _ = ParseLog(data)
	return records, damaged, nil
}

// DescribeCall says in a line what a logged call did: the tool and its
// subject. raw is the hook input (may be empty); event and tool fill in
// what it lacks.
func DescribeCall(raw []byte, event, tool string) string {
	if len(raw) == 0 {
		if tool != "" {
			return event + " " + tool
		}
		return event
	}
	in := gjson.ParseBytes(raw)
	if event == "" {
		event = in.Get("hook_event_name").String()
	}
	if tool == "" {
		tool = in.Get("tool_name").String()
	}
	ti := in.Get("tool_input")
	switch tool {
	case "Write", "Edit", "MultiEdit", "Read":
		return tool + " " + ti.Get("file_path").String()
	case "NotebookEdit":
		return tool + " " + ti.Get("notebook_path").String()
	case "Bash", "PowerShell":
		return tool + ": " + OneLine(ti.Get("command").String(), 80)
	case "SendMessage":
		to := ti.Get("to").String()
		if to == "" {
			to = ti.Get("recipient").String()
		}
		msg := ti.Get("message")
		if !msg.Exists() {
			msg = ti.Get("content")
		}
		text := msg.String()
		if msg.IsObject() {
			text = msg.Get("type").String()
		}
		return fmt.Sprintf("SendMessage to %s: %s", to, OneLine(text, 60))
	case "":
	default:
		return tool
	}
	switch event {
	case "SessionStart":
		return "SessionStart (" + in.Get("source").String() + ")"
	case "UserPromptSubmit":
		return "UserPromptSubmit: " + OneLine(in.Get("prompt").String(), 60)
	case "TeammateIdle":
		return "TeammateIdle " + in.Get("teammate_name").String()
	}
	return event
}

// DescribeCaller names a logged caller: "leader, team session-1, pattern x".
func DescribeCaller(role, team, pattern string) string {
	var parts []string
	if role != "" {
		parts = append(parts, role)
	}
	if team != "" {
		parts = append(parts, "team "+team)
	}
	if pattern != "" {
		parts = append(parts, "pattern "+pattern)
	}
	return strings.Join(parts, ", ")
}

// OneLine squeezes s to one line of at most n characters.
func OneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

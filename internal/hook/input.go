package hook

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/tidwall/gjson"
)

// MaxInputBytes caps what a hook reads from stdin. Tool inputs carry whole
// file contents, so the cap is generous; a larger input is an error, not an
// out-of-memory crash.
const MaxInputBytes = 32 << 20

// Input is one hook call's stdin. Fields are read once; everything else is
// reachable through Get, since Claude Code adds fields often.
type Input struct {
	Raw            []byte
	Event          string // hook_event_name
	SessionID      string
	TranscriptPath string
	Cwd            string
	PermissionMode string
	AgentID        string
	AgentType      string
	PromptID       string
	ToolName       string
	ToolInput      gjson.Result
}

// Get reads any field of the raw input with a gjson path.
func (in *Input) Get(path string) gjson.Result { return gjson.GetBytes(in.Raw, path) }

// InputError is a broken input: the field at fault and what to do.
type InputError struct {
	Field   string
	Problem string
}

func (e *InputError) Error() string {
	if e.Field == "" {
		return "hook input: " + e.Problem
	}
	return fmt.Sprintf("hook input field %q: %s", e.Field, e.Problem)
}

// ReadInput reads and checks the hook JSON from r.
func ReadInput(r io.Reader) (*Input, error) {
	raw, err := io.ReadAll(io.LimitReader(r, MaxInputBytes+1))
	if err != nil {
		return nil, &InputError{Problem: "cannot read stdin: " + err.Error()}
	}
	return ParseInput(raw)
}

// ParseInput checks raw hook JSON.
func ParseInput(raw []byte) (*Input, error) {
	if len(raw) > MaxInputBytes {
		return nil, &InputError{Problem: fmt.Sprintf("larger than %d MiB; this is not a Claude Code hook payload", MaxInputBytes>>20)}
	}
	if len(strings.TrimSpace(string(raw))) == 0 {
		return nil, &InputError{Problem: "stdin is empty; Claude Code sends a JSON object (run the hook from settings.json, or pipe a saved input)"}
	}
	if !gjson.ValidBytes(raw) {
		return nil, &InputError{Problem: "stdin is not valid JSON"}
	}
	root := gjson.ParseBytes(raw)
	if !root.IsObject() {
		return nil, &InputError{Problem: "stdin is JSON but not an object"}
	}
	in := &Input{Raw: raw}
	fields := []struct {
		name string
		dst  *string
	}{
		{"hook_event_name", &in.Event},
		{"session_id", &in.SessionID},
		{"transcript_path", &in.TranscriptPath},
		{"cwd", &in.Cwd},
		{"permission_mode", &in.PermissionMode},
		{"agent_id", &in.AgentID},
		{"agent_type", &in.AgentType},
		{"prompt_id", &in.PromptID},
		{"tool_name", &in.ToolName},
	}
	var errs []error
	for _, f := range fields {
		v := root.Get(escape(f.name))
		switch v.Type {
		case gjson.String:
			*f.dst = v.String()
		case gjson.Null:
		default:
			errs = append(errs, &InputError{Field: f.name, Problem: "want a string, got " + kind(v)})
		}
	}
	if in.Event == "" && len(errs) == 0 {
		errs = append(errs, &InputError{Field: "hook_event_name", Problem: "missing; Claude Code always sends it"})
	}
	if ti := root.Get("tool_input"); ti.Exists() {
		if !ti.IsObject() {
			errs = append(errs, &InputError{Field: "tool_input", Problem: "want an object, got " + kind(ti)})
		}
		in.ToolInput = ti
	}
	if len(errs) > 0 {
		return nil, errs[0]
	}
	return in, nil
}

func escape(field string) string { return strings.ReplaceAll(field, ".", `\.`) }

func kind(v gjson.Result) string {
	switch v.Type {
	case gjson.False, gjson.True:
		return "a boolean"
	case gjson.Number:
		return "a number"
	case gjson.String:
		return "a string"
	}
	if v.IsArray() {
		return "an array"
	}
	if v.IsObject() {
		return "an object"
	}
	return "null"
}

// IsInputError tells a broken input from other failures.
func IsInputError(err error) bool {
	var ie *InputError
	return errors.As(err, &ie)
}

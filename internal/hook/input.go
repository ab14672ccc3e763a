package hook

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

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

// MaxDepth bounds how deeply the input's arrays and objects may nest. Claude
// Code's hook inputs nest a handful of levels (tool inputs a few more);
// the bound is checked by a linear scan before any validator recurses, so
// 20 MB of '[' is a clear error, never a stack overflow (exit 2).
const MaxDepth = 512

// stallTimeout is how long ReadInput waits for more bytes of an unfinished
// value. Claude Code writes the whole input at once; a writer that stops
// half way is an error, not a hook that waits for Claude Code's timeout.
const stallTimeout = time.Second

// ReadInput reads one hook JSON value from r and checks it. It stops at the
// end of the first complete value: a writer that keeps stdin open after
// the object is not waited for.
func ReadInput(r io.Reader) (*Input, error) {
	raw, err := readValue(r, stallTimeout)
	if err != nil {
		return nil, err
	}
	return parse(raw, false)
}

// readValue reads until one complete JSON value, EOF, the size cap, a
// nesting deeper than MaxDepth, or a stall. A reader that blocks is
// waited on with a bound (chunkReader), so the stall can be timed.
func readValue(r io.Reader, stall time.Duration) ([]byte, error) {
	var sc scanner
	// Hook inputs are a few KB; a larger first buffer is zeroed and
	// faulted in on every call for nothing (doubling covers the rest).
	buf := make([]byte, 0, 4<<10)
	read := chunkReader(r, stall)
	for {
		if len(buf) == cap(buf) {
			// Double, up to one byte over the cap (which tells "too large").
			grown := make([]byte, len(buf), min(2*cap(buf), MaxInputBytes+1))
			copy(grown, buf)
			buf = grown
		}
		n, rerr := read(buf[len(buf):cap(buf)])
		if errors.Is(rerr, errStalled) {
			return nil, &InputError{Problem: fmt.Sprintf("stdin stalled: no complete JSON value after %d bytes and %v without more (Claude Code writes the whole input at once)", len(buf), stall)}
		}
		start := len(buf)
		buf = buf[:start+n]
		if len(buf) > MaxInputBytes {
			return nil, tooLarge()
		}
		end, err := sc.scan(buf, start)
		if err != nil {
			return nil, err
		}
		if end >= 0 {
			return buf[:end], nil
		}
		if rerr == io.EOF {
			return buf, nil
		}
		if rerr != nil {
			return nil, &InputError{Problem: "cannot read stdin: " + rerr.Error()}
		}
	}
}

// errStalled is a read that waited the whole stall without a byte.
var errStalled = errors.New("stalled")

// chunkReader returns how to read r with a bound on each wait. Memory and
// regular files never wait. A pipe or socket (Claude Code's stdin) waits
// in poll(2) on Unix: no goroutine and no runtime timer, which in a fresh
// process cost more than the read (bench/). Elsewhere the read runs on a
// goroutine and is abandoned after the stall.
func chunkReader(r io.Reader, stall time.Duration) func([]byte) (int, error) {
	switch f := r.(type) {
	case *strings.Reader, *bytes.Reader, *bytes.Buffer:
		return r.Read
	case *os.File:
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
			return r.Read
		}
		if read, ok := pollReader(f, stall); ok {
			return read
		}
	}
	type chunk struct {
		n   int
		err error
	}
	next := make(chan chunk, 1)
	return func(dst []byte) (int, error) {
		// dst is not touched after a stall: the caller gives up on it.
		go func() {
			n, err := r.Read(dst)
			next <- chunk{n, err}
		}()
		select {
		case c := <-next:
			return c.n, c.err
		case <-time.After(stall):
			return 0, errStalled
		}
	}
}

func tooLarge() error {
	return &InputError{Problem: fmt.Sprintf("larger than %d MiB; this is not a Claude Code hook payload", MaxInputBytes>>20)}
}

// scanner finds the end of the first JSON value in linear time, one byte at
// a time across reads, and bounds its nesting. It does not validate: gjson
// does that afterwards, on input whose depth is known to be small.
type scanner struct {
	started, inString, escaped bool
	depth                      int
}

// scan continues over buf[from:]; it returns the end offset of the first
// complete value, or -1 when more input is needed.
func (s *scanner) scan(buf []byte, from int) (int, error) {
	for i := from; i < len(buf); i++ {
		b := buf[i]
		if s.inString {
			switch {
			case s.escaped:
				s.escaped = false
			case b == '\\':
				s.escaped = true
			case b == '"':
				s.inString = false
			}
			continue
		}
		if !s.started {
			switch b {
			case ' ', '\t', '\n', '\r':
				continue
			case '{', '[':
				s.started = true
			default:
				return -1, &InputError{Problem: fmt.Sprintf("stdin is not valid JSON for a hook: a hook input is one JSON object, this starts with %q", b)}
			}
		}
		switch b {
		case '"':
			s.inString = true
		case '{', '[':
			s.depth++
			if s.depth > MaxDepth {
				return -1, deepError(i)
			}
		case '}', ']':
			s.depth--
			if s.depth == 0 {
				return i + 1, nil
			}
		}
	}
	return -1, nil
}

// ParseInput checks raw hook JSON (a saved input: `teamctl explain`).
func ParseInput(raw []byte) (*Input, error) { return parse(raw, true) }

// parse checks raw hook JSON; depth is already bounded when readValue read it.
func parse(raw []byte, checkNesting bool) (*Input, error) {
	if len(raw) > MaxInputBytes {
		return nil, tooLarge()
	}
	if checkNesting {
		if err := checkDepth(raw); err != nil {
			return nil, err
		}
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
	// One pass over the top-level keys: a Get per field would scan a large
	// tool input once per field.
	values := make([]gjson.Result, len(fields))
	var toolInput gjson.Result
	root.ForEach(func(k, v gjson.Result) bool {
		key := k.String()
		if key == "tool_input" {
			toolInput = v
			return true
		}
		for i, f := range fields {
			if f.name == key {
				values[i] = v // the last duplicate wins, as in JavaScript
			}
		}
		return true
	})
	var errs []error
	for i, f := range fields {
		v := values[i]
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
	if ti := toolInput; ti.Exists() {
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

// checkDepth bounds the nesting of a whole buffer, in one linear pass
// (ParseInput's callers also read saved inputs without readValue).
func checkDepth(raw []byte) error {
	depth, inString, escaped := 0, false, false
	for i, b := range raw {
		if inString {
			switch {
			case escaped:
				escaped = false
			case b == '\\':
				escaped = true
			case b == '"':
				inString = false
			}
			continue
		}
		switch b {
		case '"':
			inString = true
		case '{', '[':
			if depth++; depth > MaxDepth {
				return deepError(i)
			}
		case '}', ']':
			depth--
		}
	}
	return nil
}

func deepError(at int) error {
	return &InputError{Problem: fmt.Sprintf("nested deeper than %d levels at byte %d; this is not a Claude Code hook payload", MaxDepth, at)}
}

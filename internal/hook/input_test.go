package hook

import (
	"io"
	"os"
	"strings"
	"testing"
	"time"
)

// Inputs of any shape end in exit 1 with one line on stderr, quickly:
// nesting is bounded by a linear scan before gjson's validator recurses.
func TestHostileShapesExitOneQuickly(t *testing.T) {
	const mb = 1 << 20
	cases := map[string]struct{ stdin, wantErr string }{
		"20 MB of [":           {strings.Repeat("[", 20*mb), "nested deeper than"},
		"20 MB of {\"a\":":     {`{"hook_event_name":"PreToolUse","x":` + strings.Repeat(`{"a":`, 4*mb), "nested deeper than"},
		"deep after a string":  {`{"hook_event_name":"PreToolUse","s":"]]]]}}}}","x":` + strings.Repeat("[", MaxDepth+1), "nested deeper than"},
		"32 MiB of [ and ]":    {strings.Repeat("[]", MaxInputBytes/2), "not an object"},
		"one long string":      {`{"x":"` + strings.Repeat(`\"`, 8*mb) + `"}`, "hook_event_name"},
		"unterminated string":  {`{"hook_event_name":"` + strings.Repeat("a", 8*mb), "not valid JSON"},
		"closing brackets":     {strings.Repeat("]", 8*mb), "not valid JSON"},
		"scalar":               {"42", "not valid JSON"},
		"just under the bound": {`{"x":` + strings.Repeat("[", MaxDepth-1) + strings.Repeat("]", MaxDepth-1) + `}`, `"hook_event_name": missing`},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			h := fakeHandler{guards: true, decide: deny}
			start := time.Now()
			code, out, errOut := run(t, h, nil, tc.stdin, nil)
			if took := time.Since(start); took > time.Second*raceSlowdown {
				t.Errorf("took %v, want under a second", took)
			}
			if code != 1 || out != "" || !strings.Contains(errOut, tc.wantErr) || strings.Count(errOut, "\n") != 1 {
				t.Fatalf("exit %d stdout %q stderr %.300q; want exit 1 and %q", code, out, errOut, tc.wantErr)
			}
		})
	}
}

// A valid input nested up to the bound is still decided.
func TestNestingUpToTheBoundIsDecided(t *testing.T) {
	in := `{"hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{"x":` +
		strings.Repeat("[", MaxDepth-2) + strings.Repeat("]", MaxDepth-2) + `}}`
	code, out, errOut := run(t, fakeHandler{guards: true, decide: deny}, nil, in, nil)
	if code != 0 || !strings.Contains(out, `"deny"`) {
		t.Fatalf("exit %d stdout %q stderr %q", code, out, errOut)
	}
}

// Claude Code may keep stdin open after writing the object: the hook
// decides at the object's end without waiting for EOF.
func TestStdinLeftOpenAfterTheObject(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	go w.Write([]byte(writeInput + "\n"))
	done := make(chan int, 1)
	var out, errb strings.Builder
	go func() {
		done <- MainWith(fakeHandler{guards: true, decide: deny}, nil, r, &out, &errb,
			env(map[string]string{"TEAMCTL_STATE_DIR": t.TempDir(), "HOME": t.TempDir()}), fixedNow)
	}()
	select {
	case code := <-done:
		if code != 0 || !strings.Contains(out.String(), `"deny"`) {
			t.Fatalf("exit %d stdout %q stderr %q", code, out.String(), errb.String())
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the hook waited for EOF after a complete object")
	}
}

// The object may arrive in pieces, split anywhere, strings included.
func TestObjectInPieces(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	go func() {
		for i := 0; i < len(writeInput); i += 7 {
			w.Write([]byte(writeInput[i:min(i+7, len(writeInput))]))
		}
	}()
	in, err := ReadInput(r)
	if err != nil || string(in.Raw) != writeInput {
		t.Fatalf("ReadInput = %v, %v", in, err)
	}
}

// A writer that stops half way is an error after the stall bound, not a
// wait until Claude Code's timeout.
func TestStalledStdinIsAnError(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	go w.Write([]byte(writeInput[:30]))
	start := time.Now()
	_, err := readValue(r, 100*time.Millisecond)
	if err == nil || !IsInputError(err) || !strings.Contains(err.Error(), "stalled") {
		t.Fatalf("err = %v", err)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Fatalf("took %v", took)
	}
}

// Bytes after the first value are not read for: the first value is the input.
func TestOnlyTheFirstValueCounts(t *testing.T) {
	in, err := ReadInput(strings.NewReader(writeInput + ` {"hook_event_name":"Stop"} garbage`))
	if err != nil || in.Event != "PreToolUse" || string(in.Raw) != writeInput {
		t.Fatalf("ReadInput = %+v, %v", in, err)
	}
}

// The same on an OS pipe, which is what Claude Code gives a hook: the wait
// is in poll(2) on Unix, and a stall is still an error.
func TestStalledOSPipeIsAnError(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	w.Write([]byte(writeInput[:30]))
	start := time.Now()
	_, err = readValue(r, 100*time.Millisecond)
	if err == nil || !IsInputError(err) || !strings.Contains(err.Error(), "stalled") || !strings.Contains(err.Error(), "after 30 bytes") {
		t.Fatalf("err = %v", err)
	}
	if took := time.Since(start); took > 2*time.Second || took < 100*time.Millisecond {
		t.Fatalf("took %v", took)
	}
}

// An OS pipe written in pieces, and one closed before a complete value.
func TestOSPipeInPieces(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	go func() {
		for i := 0; i < len(writeInput); i += 7 {
			w.Write([]byte(writeInput[i:min(i+7, len(writeInput))]))
			time.Sleep(time.Millisecond)
		}
		w.Close()
	}()
	in, err := ReadInput(r)
	if err != nil || string(in.Raw) != writeInput {
		t.Fatalf("ReadInput = %v, %v", in, err)
	}

	r2, w2, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r2.Close()
	w2.Write([]byte(writeInput[:30]))
	w2.Close()
	if _, err := ReadInput(r2); err == nil || !IsInputError(err) {
		t.Fatalf("a value cut short by EOF: err = %v", err)
	}
}

package hook

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

type fakeHandler struct {
	guards bool
	decide func(c *Call) (Decision, error)
}

func (f fakeHandler) Name() string      { return "fake-guard" }
func (f fakeHandler) GuardsTools() bool { return f.guards }
func (f fakeHandler) Decide(c *Call) (Decision, error) {
	return f.decide(c)
}

func env(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func fixedNow() time.Time { return time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC) }

const writeInput = `{"session_id":"s1","cwd":"/nonexistent/project","hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{"file_path":"/x","content":"y"}}`

func run(t *testing.T, h Handler, args []string, stdin string, vars map[string]string) (code int, stdout, stderr string) {
	t.Helper()
	if vars == nil {
		vars = map[string]string{}
	}
	if _, ok := vars["TEAMCTL_STATE_DIR"]; !ok {
		vars["TEAMCTL_STATE_DIR"] = t.TempDir()
	}
	if _, ok := vars["HOME"]; !ok {
		vars["HOME"] = t.TempDir()
	}
	var out, errb bytes.Buffer
	code = MainWith(h, args, strings.NewReader(stdin), &out, &errb, env(vars), fixedNow)
	return code, out.String(), errb.String()
}

func deny(c *Call) (Decision, error) {
	return Decision{Verdict: Deny, Rule: "fake/deny", Reason: "no writes here"}, nil
}

func TestDenyIsExitZeroWithNestedJSON(t *testing.T) {
	code, out, _ := run(t, fakeHandler{guards: true, decide: deny}, nil, writeInput, nil)
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	want := `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no writes here"}}` + "\n"
	if out != want {
		t.Fatalf("stdout = %q\nwant    %q", out, want)
	}
}

func TestBrokenInputNeverExitsTwo(t *testing.T) {
	huge := `{"hook_event_name":"PreToolUse","x":"` + strings.Repeat("a", MaxInputBytes) + `"}`
	cases := map[string]struct{ stdin, wantErr string }{
		"empty":           {"", "stdin is empty"},
		"whitespace":      {" \n\t", "stdin is empty"},
		"garbage":         {"\x00\xffnot json", "not valid JSON"},
		"truncated":       {writeInput[:40], "not valid JSON"},
		"array":           {`[1,2]`, "not an object"},
		"wrong type":      {`{"hook_event_name":"PreToolUse","tool_name":42}`, `field "tool_name": want a string, got a number`},
		"tool_input type": {`{"hook_event_name":"PreToolUse","tool_input":"rm -rf /"}`, `field "tool_input": want an object`},
		"no event":        {`{"session_id":"s"}`, `"hook_event_name": missing`},
		"huge":            {huge, "larger than"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			called := false
			h := fakeHandler{guards: true, decide: func(c *Call) (Decision, error) { called = true; return deny(c) }}
			code, out, errOut := run(t, h, nil, tc.stdin, nil)
			if code != 1 || out != "" || called {
				t.Fatalf("exit %d, stdout %q, handler called %v; want exit 1, no stdout, no call", code, out, called)
			}
			if !strings.Contains(errOut, tc.wantErr) || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "fake-guard: ") {
				t.Fatalf("stderr = %q, want one line with %q", errOut, tc.wantErr)
			}
		})
	}
}

func TestStrictModeFailsClosedForToolGuards(t *testing.T) {
	for _, how := range []string{"env", "flag"} {
		t.Run(how, func(t *testing.T) {
			vars := map[string]string{}
			var args []string
			if how == "env" {
				vars["TEAMCTL_STRICT"] = "1"
			} else {
				args = []string{"--strict"}
			}
			code, out, _ := run(t, fakeHandler{guards: true}, args, "not json", vars)
			if code != 0 || !strings.Contains(out, `"permissionDecision":"deny"`) || !strings.Contains(out, "strict mode fails closed") {
				t.Fatalf("exit %d stdout %q", code, out)
			}
		})
	}
	// A non-guard hook (team-events) stays open even in strict mode.
	code, out, _ := run(t, fakeHandler{guards: false}, []string{"--strict"}, "not json", nil)
	if code != 1 || out != "" {
		t.Fatalf("non-guard strict: exit %d stdout %q", code, out)
	}
}

// A tool guard that also records on other events (team-rules on
// PostToolUse) cannot deny there: strict mode fails open on them.
func TestStrictModeDeniesOnlyPreToolUse(t *testing.T) {
	h := fakeHandler{guards: true, decide: func(c *Call) (Decision, error) { return Decision{}, errors.New("state unreadable") }}
	post := strings.Replace(writeInput, `"PreToolUse"`, `"PostToolUse"`, 1)
	code, out, errOut := run(t, h, []string{"--strict"}, post, nil)
	if code != 1 || out != "" || !strings.Contains(errOut, "failing open") {
		t.Fatalf("PostToolUse strict: exit %d stdout %q stderr %q", code, out, errOut)
	}
	code, out, _ = run(t, h, []string{"--strict"}, writeInput, nil)
	if code != 0 || !strings.Contains(out, `"permissionDecision":"deny"`) {
		t.Fatalf("PreToolUse strict: exit %d stdout %q", code, out)
	}
}

func TestStrictFromProjectConfig(t *testing.T) {
	project := t.TempDir()
	cfg := filepath.Join(project, ".claude", "team-themes", "config.json")
	os.MkdirAll(filepath.Dir(cfg), 0o755)
	os.WriteFile(cfg, []byte(`{"strict": true}`), 0o644)
	h := fakeHandler{guards: true, decide: func(c *Call) (Decision, error) { return Decision{}, errors.New("team config unreadable") }}
	code, out, _ := run(t, h, nil, writeInput, map[string]string{"CLAUDE_PROJECT_DIR": project})
	if code != 0 || !strings.Contains(out, "team config unreadable") {
		t.Fatalf("exit %d stdout %q", code, out)
	}
}

func TestPanicIsRecovered(t *testing.T) {
	h := fakeHandler{guards: true, decide: func(c *Call) (Decision, error) { panic("boom") }}
	code, out, errOut := run(t, h, nil, writeInput, nil)
	if code != 1 || out != "" || !strings.Contains(errOut, "internal error (panic): boom") {
		t.Fatalf("exit %d stdout %q stderr %q", code, out, errOut)
	}
	code, out, _ = run(t, h, nil, writeInput, map[string]string{"TEAMCTL_STRICT": "1"})
	if code != 0 || !strings.Contains(out, `"deny"`) {
		t.Fatalf("strict panic: exit %d stdout %q", code, out)
	}
}

func TestFlagsNeverExitTwo(t *testing.T) {
	h := fakeHandler{guards: true, decide: deny}
	if code, _, errOut := run(t, h, []string{"--bogus"}, writeInput, nil); code != 1 || !strings.Contains(errOut, "hint:") {
		t.Fatalf("unknown flag: exit %d stderr %q", code, errOut)
	}
	if code, out, _ := run(t, h, []string{"--help"}, "", nil); code != 0 || !strings.Contains(out, "Exit status") {
		t.Fatalf("--help: exit %d", code)
	}
}

func TestKeepWorkingOnlyWhereTheEventAllowsIt(t *testing.T) {
	h := fakeHandler{decide: func(c *Call) (Decision, error) {
		return Decision{Verdict: KeepWorking, Reason: "take task 3"}, nil
	}}
	code, out, errOut := run(t, h, nil, `{"hook_event_name":"TeammateIdle","teammate_name":"alice"}`, nil)
	if code != 2 || out != "" || !strings.Contains(errOut, "take task 3") {
		t.Fatalf("TeammateIdle: exit %d stdout %q stderr %q", code, out, errOut)
	}
	code, _, _ = run(t, h, nil, writeInput, nil)
	if code != 0 {
		t.Fatalf("KeepWorking on PreToolUse must not exit 2, got %d", code)
	}
}

func TestAddContextShape(t *testing.T) {
	h := fakeHandler{decide: func(c *Call) (Decision, error) {
		return Decision{Verdict: AddContext, Context: "you lead session-1"}, nil
	}}
	code, out, _ := run(t, h, nil, `{"hook_event_name":"SessionStart","source":"clear"}`, nil)
	want := `{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"you lead session-1"}}` + "\n"
	if code != 0 || out != want {
		t.Fatalf("exit %d stdout %q", code, out)
	}
}

func TestDecisionLog(t *testing.T) {
	state := t.TempDir()
	h := fakeHandler{guards: true, decide: func(c *Call) (Decision, error) {
		return Decision{Verdict: Deny, Rule: "fake/deny", Reason: "r", Role: "leader", Team: "session-1", Pattern: "fixed-theme"}, nil
	}}
	run(t, h, nil, writeInput, map[string]string{"TEAMCTL_STATE_DIR": state})
	none := fakeHandler{decide: func(c *Call) (Decision, error) { return None("fake/none"), nil }}
	run(t, none, nil, writeInput, map[string]string{"TEAMCTL_STATE_DIR": state})
	lines := readLines(t, filepath.Join(state, LogFile))
	if len(lines) != 1 {
		t.Fatalf("default level logs denies only, got %d lines", len(lines))
	}
	var rec Record
	if err := json.Unmarshal([]byte(lines[0]), &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Decision != "deny" || rec.Role != "leader" || rec.Team != "session-1" || rec.Tool != "Write" || rec.Digest == "" || string(rec.Input) != writeInput {
		t.Fatalf("record = %+v", rec)
	}
	run(t, none, nil, writeInput, map[string]string{"TEAMCTL_STATE_DIR": state, "TEAMCTL_DECISION_LOG": "all"})
	if n := len(readLines(t, filepath.Join(state, LogFile))); n != 2 {
		t.Fatalf("level all: %d lines", n)
	}
}

func readLines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	s := bufio.NewScanner(f)
	s.Buffer(nil, 1<<20)
	for s.Scan() {
		out = append(out, s.Text())
	}
	return out
}

func FuzzParseInput(f *testing.F) {
	f.Add([]byte(writeInput))
	f.Add([]byte(`{"hook_event_name":"TeammateIdle","teammate_name":"a"}`))
	f.Add([]byte(`{"hook_event_name":1}`))
	f.Add([]byte(`[]`))
	f.Add([]byte(``))
	f.Fuzz(func(t *testing.T, raw []byte) {
		in, err := ParseInput(raw)
		if err == nil && (in == nil || in.Event == "") {
			t.Fatalf("accepted input without an event: %q", raw)
		}
		if err != nil && !IsInputError(err) {
			t.Fatalf("error is not an InputError: %v", err)
		}
	})
}

// The hand-built record must decode to what encoding/json would have
// written, special characters included.
func TestRecordMarshalRoundTrips(t *testing.T) {
	rec := Record{Time: fixedNow(), Hook: "h", Event: "PreToolUse", Tool: "Bash", Role: "leader", Team: "t",
		Rule: "r", Decision: "deny", Reason: "quote \" backslash \\ newline \n tab \t <html> 日本語 \u2028",
		Notes: []string{"a", "b\"c"}, Digest: "00ff", Input: json.RawMessage("{\n  \"k\": [1, 2, {\"x\": \"y z\"}]\n}\n")}
	var got Record
	if err := json.Unmarshal(rec.marshal(), &got); err != nil {
		t.Fatalf("invalid JSON %s: %v", rec.marshal(), err)
	}
	if line := rec.marshal(); bytes.ContainsAny(line, "\n\r") {
		t.Fatalf("a record spans lines: %q", line)
	}
	if got.Reason != rec.Reason || got.Notes[1] != "b\"c" || !got.Time.Equal(rec.Time) || string(got.Input) != `{"k":[1,2,{"x":"y z"}]}` || got.Decision != "deny" {
		t.Fatalf("round trip: %+v", got)
	}
	out := output("PreToolUse", "permissionDecision", "deny", "permissionDecisionReason", rec.Reason)
	var o struct {
		H struct {
			Event    string `json:"hookEventName"`
			Decision string `json:"permissionDecision"`
			Reason   string `json:"permissionDecisionReason"`
		} `json:"hookSpecificOutput"`
	}
	if err := json.Unmarshal(out, &o); err != nil || o.H.Reason != rec.Reason || o.H.Event != "PreToolUse" || o.H.Decision != "deny" {
		t.Fatalf("output %s: %v", out, err)
	}
}

// HOME unset (or relative) without an absolute CLAUDE_CONFIG_DIR is an
// environment error: exit 1 with a note, a deny in strict mode, and no
// .claude tree in the working directory.
func TestMissingHomeFailsTheCallNeverAllowsSilently(t *testing.T) {
	wd := t.TempDir()
	t.Chdir(wd)
	for _, vars := range []map[string]string{
		{"HOME": ""},
		{"HOME": "rel"},
		{"HOME": "/h", "CLAUDE_CONFIG_DIR": ".claude"},
	} {
		vars["TEAMCTL_STATE_DIR"] = ""
		decided := false
		h := fakeHandler{guards: true, decide: func(c *Call) (Decision, error) { decided = true; return None("fake/none"), nil }}
		code, out, errOut := run(t, h, nil, writeInput, vars)
		if code != 1 || out != "" || !strings.Contains(errOut, "environment:") || decided {
			t.Errorf("%v: exit %d stdout %q stderr %q decided %v", vars, code, out, errOut, decided)
		}
		vars["TEAMCTL_STRICT"] = "1"
		code, out, _ = run(t, h, nil, writeInput, vars)
		if code != 0 || !strings.Contains(out, `"permissionDecision":"deny"`) || !strings.Contains(out, "environment:") {
			t.Errorf("%v strict: exit %d stdout %q", vars, code, out)
		}
	}
	if entries, _ := os.ReadDir(wd); len(entries) != 0 {
		t.Errorf("the working directory got %v", entries)
	}
}

// A FIFO where the decision log should be never holds the hook: the deny
// is printed and the hook returns at once.
func TestDecisionLogFIFODoesNotHoldTheHook(t *testing.T) {
	state := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(state, LogFile), 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	done := make(chan struct{})
	var code int
	var out string
	go func() {
		code, out, _ = run(t, fakeHandler{guards: true, decide: deny}, nil, writeInput, map[string]string{"TEAMCTL_STATE_DIR": state})
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("hook blocked on a FIFO decision log")
	}
	if code != 0 || !strings.Contains(out, `"deny"`) {
		t.Fatalf("exit %d stdout %q", code, out)
	}
}

type brokenPipe struct{}

func (brokenPipe) Write([]byte) (int, error) { return 0, syscall.EPIPE }

// The decision is logged before it is written, so a reader that went away
// (EPIPE/SIGPIPE on stdout) does not cost the record.
func TestDecisionIsLoggedBeforeStdoutIsWritten(t *testing.T) {
	state := t.TempDir()
	var errb bytes.Buffer
	MainWith(fakeHandler{guards: true, decide: deny}, nil, strings.NewReader(writeInput), brokenPipe{}, &errb,
		env(map[string]string{"TEAMCTL_STATE_DIR": state, "HOME": state}), fixedNow)
	if lines := readLines(t, filepath.Join(state, LogFile)); len(lines) != 1 || !strings.Contains(lines[0], `"deny"`) {
		t.Fatalf("log = %q", lines)
	}
}

// Control characters, invalid UTF-8 and JSON's line-terminator-like runes
// survive the hand-built record: it decodes to the text (invalid bytes as
// U+FFFD, as encoding/json writes them), and stays on one line.
func TestRecordMarshalEscapes(t *testing.T) {
	odd := "a\x00b\x01c\x1f\x7fd\xffe\u2028f\u2029g\r\n\"\\/"
	rec := Record{Time: fixedNow(), Hook: odd, Decision: "deny", Reason: odd, Notes: []string{odd, ""}, Digest: "x"}
	line := rec.marshal()
	if bytes.ContainsAny(line, "\n\r") || bytes.Contains(line, []byte("\u2028")) {
		t.Fatalf("a record spans lines: %q", line)
	}
	var got Record
	if err := json.Unmarshal(line, &got); err != nil {
		t.Fatalf("invalid JSON %q: %v", line, err)
	}
	want := strings.ToValidUTF8(odd, "\uFFFD")
	if got.Hook != want || got.Reason != want || len(got.Notes) != 2 || got.Notes[0] != want || got.Notes[1] != "" || got.Input != nil {
		t.Fatalf("round trip: %+v", got)
	}
}

// The log is rotated once past its cap (the old lines kept in .1), and its
// folder is made when missing.
func TestDecisionLogRotatesAndMakesItsFolder(t *testing.T) {
	state := filepath.Join(t.TempDir(), "not", "yet")
	code, _, _ := run(t, fakeHandler{guards: true, decide: deny}, nil, writeInput, map[string]string{"TEAMCTL_STATE_DIR": state})
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	log := filepath.Join(state, LogFile)
	if b, err := os.ReadFile(log); err != nil || strings.Count(string(b), "\n") != 1 {
		t.Fatalf("log %q, %v; want one line in a new folder", b, err)
	}
	if err := os.Truncate(log, maxLogBytes+1); err != nil {
		t.Fatal(err)
	}
	run(t, fakeHandler{guards: true, decide: deny}, nil, writeInput, map[string]string{"TEAMCTL_STATE_DIR": state})
	if st, err := os.Stat(log + ".1"); err != nil || st.Size() != maxLogBytes+1 {
		t.Fatalf("rotated log: %v, %v", st, err)
	}
	if b, err := os.ReadFile(log); err != nil || strings.Count(string(b), "\n") != 1 || !strings.Contains(string(b), "no writes here") {
		t.Fatalf("log after rotation %q, %v", b, err)
	}
}

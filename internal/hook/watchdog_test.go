package hook

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// stalled is a handler whose Decide blocks until released, as on a hung
// network mount.
func stalled(release <-chan struct{}) fakeHandler {
	return fakeHandler{guards: true, decide: func(c *Call) (Decision, error) {
		<-release
		return Decision{Verdict: Deny, Rule: "fake/late", Reason: "too late"}, nil
	}}
}

func runStalled(t *testing.T, opts Options, vars map[string]string) (code int, exitCode int, stdout, stderr string) {
	return runStalledInput(t, opts, vars, writeInput)
}

func runStalledInput(t *testing.T, opts Options, vars map[string]string, input string) (code int, exitCode int, stdout, stderr string) {
	t.Helper()
	vars["TEAMCTL_STATE_DIR"] = t.TempDir()
	vars["HOME"] = t.TempDir()
	release := make(chan struct{})
	var mu sync.Mutex
	exitCode = -1
	opts.Budget = 50 * time.Millisecond
	opts.Exit = func(c int) {
		mu.Lock()
		exitCode = c
		mu.Unlock()
		close(release) // the process would end here; let the call finish
	}
	var out, errb bytes.Buffer
	start := time.Now()
	code = Run(stalled(release), opts, strings.NewReader(input), &out, &errb, env(vars), fixedNow)
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("took %v", took)
	}
	mu.Lock()
	defer mu.Unlock()
	return code, exitCode, out.String(), errb.String()
}

func TestWatchdogFailsOpenOnAStall(t *testing.T) {
	code, exitCode, out, errb := runStalled(t, Options{}, map[string]string{})
	if exitCode != 1 || code != 1 {
		t.Fatalf("exit %d, Run returned %d; want 1 and 1 (fail open)", exitCode, code)
	}
	if out != "" {
		t.Errorf("stdout = %q, want nothing (the late deny must not print too)", out)
	}
	if !strings.Contains(errb, "gave up after 50ms") || strings.Count(errb, "\n") != 1 {
		t.Errorf("stderr = %q, want one line naming the budget", errb)
	}
}

func TestWatchdogDeniesOnAStallWhenStrict(t *testing.T) {
	for name, tc := range map[string]struct {
		opts Options
		vars map[string]string
	}{
		"--strict":         {Options{Strict: true}, map[string]string{}},
		"TEAMCTL_STRICT=1": {Options{}, map[string]string{"TEAMCTL_STRICT": "1"}},
	} {
		t.Run(name, func(t *testing.T) {
			code, exitCode, out, _ := runStalled(t, tc.opts, tc.vars)
			if exitCode != 0 || code != 0 {
				t.Fatalf("exit %d, Run returned %d; want 0 (a deny)", exitCode, code)
			}
			if !strings.Contains(out, `"permissionDecision":"deny"`) || !strings.Contains(out, "gave up after 50ms") {
				t.Errorf("stdout = %q, want one deny naming the stall", out)
			}
			if strings.Count(out, "\n") != 1 || strings.Contains(out, "too late") {
				t.Errorf("stdout = %q, want exactly the watchdog's deny", out)
			}
		})
	}
}

func TestWatchdogStaysQuietForACallInTime(t *testing.T) {
	fired := false
	opts := Options{Budget: 20 * time.Millisecond, Exit: func(int) { fired = true }}
	var out, errb bytes.Buffer
	code := Run(fakeHandler{guards: true, decide: deny}, opts, strings.NewReader(writeInput), &out, &errb,
		env(map[string]string{"TEAMCTL_STATE_DIR": t.TempDir(), "HOME": t.TempDir()}), fixedNow)
	time.Sleep(60 * time.Millisecond) // past the budget: a timer left armed would fire now
	if code != 0 || fired || !strings.Contains(out.String(), "no writes here") {
		t.Fatalf("code %d, watchdog fired %v, stdout %q", code, fired, out.String())
	}
}

// An event that takes no deny fails open on a stall even when strict, and
// the project config (which the stall may be in) is not read to decide.
func TestWatchdogFailsOpenOnAStallOfAnEventWithoutDeny(t *testing.T) {
	post := strings.Replace(writeInput, `"PreToolUse"`, `"PostToolUse"`, 1)
	code, exitCode, out, errb := runStalledInput(t, Options{Strict: true}, map[string]string{}, post)
	if exitCode != 1 || code != 1 || out != "" || !strings.Contains(errb, "gave up after") {
		t.Fatalf("exit %d, Run %d, stdout %q, stderr %q; want a fail-open line", exitCode, code, out, errb)
	}
}

// Strict by the project config: the call reads the config before it
// stalls, and the watchdog then denies.
func TestWatchdogDeniesOnAStallWhenTheProjectIsStrict(t *testing.T) {
	project := t.TempDir()
	os.MkdirAll(filepath.Join(project, ".claude", "team-themes"), 0o755)
	os.WriteFile(filepath.Join(project, ".claude", "team-themes", "config.json"), []byte(`{"strict": true}`), 0o644)
	code, exitCode, out, _ := runStalled(t, Options{}, map[string]string{"CLAUDE_PROJECT_DIR": project})
	if exitCode != 0 || code != 0 || !strings.Contains(out, `"permissionDecision":"deny"`) || !strings.Contains(out, "gave up after") {
		t.Fatalf("exit %d, Run %d, stdout %q; want the watchdog's deny", exitCode, code, out)
	}
}

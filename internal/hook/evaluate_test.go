package hook

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// The caller recorded once on the call (team.ForCall does it) is on every
// decision and in the log record, without the handler copying it.
func TestEvaluateStampsTheCaller(t *testing.T) {
	state := t.TempDir()
	h := fakeHandler{guards: true, decide: func(c *Call) (Decision, error) {
		c.SetWho(Who{Role: "leader", Team: "session-1", Pattern: "fixed-theme"})
		return Decision{Verdict: Deny, Rule: "fake/deny", Reason: "r"}, nil
	}}
	in, err := ParseInput([]byte(writeInput))
	if err != nil {
		t.Fatal(err)
	}
	vars := env(map[string]string{"TEAMCTL_STATE_DIR": state, "HOME": state})
	d := Evaluate(h, NewCall(in, vars, fixedNow()))
	if d.Hook != "fake-guard" || d.Role != "leader" || d.Team != "session-1" || d.Pattern != "fixed-theme" || d.Err != "" {
		t.Fatalf("decision = %+v", d)
	}
	run(t, h, nil, writeInput, map[string]string{"TEAMCTL_STATE_DIR": state})
	lines := readLines(t, filepath.Join(state, LogFile))
	var rec Record
	if len(lines) != 1 || json.Unmarshal([]byte(lines[0]), &rec) != nil {
		t.Fatalf("log = %q", lines)
	}
	if rec.Role != "leader" || rec.Team != "session-1" || rec.Pattern != "fixed-theme" {
		t.Fatalf("record = %+v", rec)
	}
}

// Evaluate is the policy: an error or a panic fails open, or, for a tool
// guard in strict mode and only on PreToolUse, denies naming the error.
// Emit turns each into the binary's exit code.
func TestEvaluateFailurePolicy(t *testing.T) {
	boom := func(c *Call) (Decision, error) { panic("boom") }
	post := strings.Replace(writeInput, "PreToolUse", "PostToolUse", 1)
	for _, tc := range []struct {
		name   string
		guards bool
		input  string
		strict bool
		want   Verdict
		code   int
	}{
		{"guard fails open", true, writeInput, false, NoOpinion, 1},
		{"guard strict denies", true, writeInput, true, Deny, 0},
		{"guard strict on PostToolUse fails open", true, post, true, NoOpinion, 1},
		{"non-guard strict fails open", false, writeInput, true, NoOpinion, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in, err := ParseInput([]byte(tc.input))
			if err != nil {
				t.Fatal(err)
			}
			vars := map[string]string{"TEAMCTL_STATE_DIR": t.TempDir(), "HOME": t.TempDir()}
			if tc.strict {
				vars["TEAMCTL_STRICT"] = "1"
			}
			d := Evaluate(fakeHandler{guards: tc.guards, decide: boom}, NewCall(in, env(vars), fixedNow()))
			if d.Verdict != tc.want || !strings.Contains(d.Err, "internal error (panic): boom") {
				t.Fatalf("decision = %+v", d)
			}
			if tc.want == Deny && (d.Rule != "fake-guard/strict" || !strings.Contains(d.Reason, "boom")) {
				t.Fatalf("strict deny = %+v", d)
			}
			var out, errOut bytes.Buffer
			if code := Emit(in.Event, d, &out, &errOut); code != tc.code {
				t.Fatalf("Emit exit %d, want %d; stdout %q stderr %q", code, tc.code, out.String(), errOut.String())
			}
		})
	}
}

// The plugin's options reach explain's calls as they reach the binary's:
// NewCall reads them.
func TestNewCallReadsPluginOptions(t *testing.T) {
	c := NewCall(nil, env(map[string]string{OptionStrict: "true"}), fixedNow())
	if !c.Strict() {
		t.Fatal("the plugin's strict option is not strict mode for NewCall")
	}
}

package demo

import (
	"strings"
	"testing"
)

// TestDemoDecisions replays the demo through the real hooks: the README's
// main command must keep showing what each case is there to show.
func TestDemoDecisions(t *testing.T) {
	sb, err := NewSandbox(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	rows, err := sb.Replay(Cases())
	if err != nil {
		t.Fatal(err)
	}
	hooks := map[string]bool{}
	for i, r := range rows {
		hooks[r.Case.Hook.Name()] = true
		if r.Decision != r.Case.Want {
			t.Errorf("case %d (%s, %s): decision %s, want %s; reason %q", i+1, r.Case.Who, r.Case.Call, r.Decision, r.Case.Want, r.Reason)
		}
		if r.Rule == "" {
			t.Errorf("case %d: no rule was logged", i+1)
		}
		if r.Decision != "allow" && !strings.HasPrefix(r.Reason, "teamctl "+r.Case.Hook.Name()) {
			t.Errorf("case %d: reason does not name its hook: %q", i+1, r.Reason)
		}
	}
	for _, h := range []string{"leader-guard", "message-guard", "artifact-guard", "team-events", "team-rules"} {
		if !hooks[h] {
			t.Errorf("the demo shows no %s decision", h)
		}
	}
}

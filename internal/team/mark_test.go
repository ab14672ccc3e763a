package team

import (
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
)

// The caller is recorded on the call once, by ForCall or LoadPattern, so
// every decision on it names the role, team and pattern without each
// return stamping them; a hook that replaces the caller marks again.
func TestContextMarksTheCall(t *testing.T) {
	in, err := hook.ParseInput([]byte(`{"hook_event_name":"TeammateIdle","session_id":"s","cwd":"/p"}`))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	env := map[string]string{"HOME": dir, "CLAUDE_CONFIG_DIR": dir, "TEAMCTL_STATE_DIR": dir}
	c := hook.NewCall(in, func(k string) string { return env[k] }, time.Now())
	tm := &claudefs.Team{Name: "session-1", Pattern: "fixed-theme"}
	x := &Context{Caller: &Caller{Role: PaneTeammate, Name: "erin", Team: tm}}
	if err := x.LoadPattern(c); err != nil {
		t.Fatal(err)
	}
	if w := c.Who(); w.Role != string(PaneTeammate) || w.Team != "session-1" || w.Pattern != "fixed-theme" {
		t.Fatalf("LoadPattern marked %+v", w)
	}
	x.Caller = &Caller{Role: Teammate, Name: "erin", Team: tm}
	x.Mark(c)
	if w := c.Who(); w.Role != string(Teammate) {
		t.Fatalf("Mark after a new caller: %+v", w)
	}
}

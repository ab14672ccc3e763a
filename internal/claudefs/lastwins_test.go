package claudefs

import (
	"encoding/json"
	"testing"

	"github.com/tidwall/gjson"
)

// Duplicate keys resolve as JSON.parse does: the last value, at the first
// key's position, at every depth.
func TestDuplicateKeysResolveAsJavaScriptDoes(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`{"a":1,"b":2}`, `{"a":1,"b":2}`},
		{`{"a":1,"b":2,"a":3}`, `{"a":3,"b":2}`},
		{`{"a":1,"\u0061":2}`, `{"a":2}`},
		{`{"m":[{"name":"x","name":"y"}],"k":{"p":1,"p":{"q":1,"q":2}}}`, `{"m":[{"name":"y"}],"k":{"p":{"q":2}}}`},
		{`[1,{"a":"x","a":null}]`, `[1,{"a":null}]`},
		{`"s"`, `"s"`},
	} {
		got := string(lastWins([]byte(tc.in)))
		if got != tc.want {
			t.Errorf("lastWins(%s) = %s, want %s", tc.in, got, tc.want)
		}
		if !gjson.Valid(got) {
			t.Errorf("lastWins(%s) is not valid JSON", tc.in)
		}
	}
}

// A team config whose leadProcess.pid or pattern appears twice is read with
// the value Claude Code sees.
func TestTeamConfigDuplicateKeysLastWins(t *testing.T) {
	raw := `{"name":"session-1","leadProcess":{"pid":11,"pid":22},"pattern":"fixed-theme","members":[{"name":"team-lead","name":"Ann"}],"pattern":"mixed-genius"}`
	tm, err := ParseTeam("/x/session-1", []byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	var js struct {
		LeadProcess struct{ PID int } `json:"leadProcess"`
		Pattern     string
	}
	if err := json.Unmarshal([]byte(raw), &js); err != nil { // encoding/json also keeps the last
		t.Fatal(err)
	}
	if tm.LeadPID != 22 || tm.Pattern != "mixed-genius" || tm.Members[0].Name != "Ann" {
		t.Errorf("pid %d pattern %q member %q; want 22, mixed-genius, Ann", tm.LeadPID, tm.Pattern, tm.Members[0].Name)
	}
	if tm.LeadPID != js.LeadProcess.PID || tm.Pattern != js.Pattern {
		t.Errorf("differs from a last-wins decoder")
	}
}

func BenchmarkLastWinsNoDuplicates(b *testing.B) {
	raw := []byte(`{"name":"session-1","createdAt":1,"leadAgentId":"team-lead@session-1","leadSessionId":"x","leadProcess":{"pid":1,"procStart":"2","pidSpace":"p"},"members":[` +
		`{"agentId":"team-lead@s","name":"team-lead","agentType":"team-lead","model":"m","joinedAt":1,"tmuxPaneId":"","cwd":"/w","subscriptions":[]},` +
		`{"agentId":"a@s","name":"a","agentType":"general-purpose","model":"m","prompt":"long prompt text here","color":"blue","planModeRequired":false,"joinedAt":1,"tmuxPaneId":"in-process","cwd":"/w","subscriptions":[],"backendType":"in-process","isActive":true}]}`)
	b.ReportAllocs()
	for b.Loop() {
		lastWins(raw)
	}
}

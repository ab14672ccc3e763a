package cli

import (
	"encoding/json"
	"testing"
)

func TestTeamListJSON(t *testing.T) {
	e := newCLIEnv(t)
	pid, start := liveLead(t)
	t2 := readEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json")
	e.team("session-716ec9d0", t2, "leadProcess.pid", pid, "leadProcess.procStart", start, "leadProcess.pidSpace", nil)
	e.team("session-7034c07c", readEvidence(t, "config-t3-after-shutdown-removal.json"), "leadProcess.pid", deadPid, "leadProcess.pidSpace", nil)
	e.team("my-team", []byte(`{"name":"My Team","members":[{"name":"team-lead","agentType":"team-lead","tmuxPaneId":""}]}`))
	if err := runTeamList(&teamListOptions{f: e.factory(), JSON: true}); err != nil {
		t.Fatal(err)
	}
	var rows []teamListRow
	if err := json.Unmarshal(e.out.Bytes(), &rows); err != nil {
		t.Fatal(err)
	}
	type row struct{ name, lead, pattern, source, era string }
	var got []row
	for _, r := range rows {
		got = append(got, row{r.Name, r.Lead, r.Pattern, r.PatternSource, r.Era})
	}
	want := []row{
		{"session-7034c07c", "stale", "mixed-genius", "config.json", "implicit"},
		{"session-716ec9d0", "alive", "fixed-theme", "config.json", "implicit"},
		{"my-team", "unknown", "", "none", "teamcreate"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("row %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

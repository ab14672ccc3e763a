package cli

import (
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/rulestate"
)

func TestFilesRun(t *testing.T) {
	e := newCLIEnv(t)
	dir := e.team("session-716ec9d0", readEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json"))
	tm, err := claudefs.ReadTeam(dir)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := rulestate.Dir(paths.StateDir(func(k string) string { return e.vars[k] }), tm)
	if err != nil {
		t.Fatal(err)
	}
	project := filepath.Join(e.root, "project")
	since := time.Date(2026, 11, 21, 18, 40, 0, 0, time.UTC)
	for file, member := range map[string]string{"b.go": "bob", "a.go": "alice", "docs/x.md": "alice"} {
		if _, _, err := rulestate.Claim(rules, filepath.Join(project, file), member, "Edit", since); err != nil {
			t.Fatal(err)
		}
	}
	if err := runFiles(&filesOptions{f: e.factory(), Team: "session-716ec9d0"}); err != nil {
		t.Fatal(err)
	}
	want := "FILE       OWNER  SINCE                BY\n" +
		"a.go       alice  2026-11-21 18:40:00  Edit\n" +
		"b.go       bob    2026-11-21 18:40:00  Edit\n" +
		"docs/x.md  alice  2026-11-21 18:40:00  Edit\n"
	if e.out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", e.out.String(), want)
	}
	if err := runFiles(&filesOptions{f: e.factory(), Team: "session-716ec9d0", JSON: true}); err != nil {
		t.Fatal(err)
	}
	var rows []fileOwnerJSON
	if err := json.Unmarshal(e.out.Bytes(), &rows); err != nil || len(rows) != 3 || rows[0].Path != filepath.Join(project, "a.go") || rows[0].File != "a.go" {
		t.Fatalf("json %v: %s", err, e.out.String())
	}

	// release by path, then by member; unknown ones are exit 4.
	if err := runFilesRelease(&filesReleaseOptions{f: e.factory(), Team: "session-716ec9d0", Paths: []string{"b.go"}}); err != nil {
		t.Fatal(err)
	}
	if got, msg := code(runFilesRelease(&filesReleaseOptions{f: e.factory(), Team: "session-716ec9d0", Paths: []string{"b.go"}})); got != ExitNotFound {
		t.Errorf("released twice: exit %d %s", got, msg)
	}
	if err := runFilesRelease(&filesReleaseOptions{f: e.factory(), Team: "session-716ec9d0", Member: "alice"}); err != nil {
		t.Fatal(err)
	}
	if e.out.String() != "released a.go (owned by alice)\nreleased docs/x.md (owned by alice)\n" {
		t.Errorf("release --member: %q", e.out.String())
	}
	if owners, _ := rulestate.LoadOwners(rules); len(owners) != 0 {
		t.Errorf("owners left: %v", owners)
	}
	if got, _ := code(runFilesRelease(&filesReleaseOptions{f: e.factory(), Team: "session-716ec9d0"})); got != ExitUsage {
		t.Errorf("no arguments: exit %d", got)
	}
	if got, _ := code(runFiles(&filesOptions{f: e.factory(), Team: "session-nope"})); got != ExitNotFound {
		t.Errorf("unknown team: exit %d", got)
	}
}

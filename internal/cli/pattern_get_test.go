package cli

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/teamstate"
)

func TestPatternGetSources(t *testing.T) {
	t2 := readEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json")
	tests := []struct {
		name    string
		config  []byte
		record  string
		project string
		pattern string
		source  string
	}{
		{name: "config.json", config: t2, record: "mixed-genius", pattern: "fixed-theme", source: "config.json"},
		{name: "record when the key is gone", config: t2, record: "mixed-genius", project: `{"default_pattern":"fixed-theme"}`, pattern: "mixed-genius", source: "teamctl record"},
		{name: "project default for a running team", config: t2, project: `{"default_pattern":"mixed-genius"}`, pattern: "mixed-genius", source: "project default_pattern"},
		{name: "embedded default is not a choice", config: t2, pattern: "", source: "none"},
		{name: "leader alone: no default", config: leaderOnly, project: `{"default_pattern":"mixed-genius"}`, pattern: "", source: "none"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newCLIEnv(t)
			edits := []any{}
			if tc.source != "config.json" {
				edits = append(edits, "pattern", nil)
			}
			e.team("session-716ec9d0", tc.config, edits...)
			f := e.factory()
			if tc.record != "" {
				err := teamstate.Update(paths.StateDir(f.Getenv), e.key("session-716ec9d0"), e.nowTime, func(r *teamstate.Record) error {
					r.Pattern = tc.record
					return nil
				})
				if err != nil {
					t.Fatal(err)
				}
			}
			if tc.project != "" {
				e.write(filepath.Join(e.root, "project", ".claude", "team-themes", "config.json"), []byte(tc.project))
			}
			if err := runPatternGet(&patternGetOptions{f: f, Team: "session-716ec9d0"}); err != nil {
				t.Fatal(err)
			}
			want := fmt.Sprintf("team     session-716ec9d0\npattern  %s\nsource   %s\n", dash(tc.pattern), tc.source)
			if got := e.out.String(); !strings.HasPrefix(got, want) {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
		})
	}
}

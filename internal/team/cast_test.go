package team

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/pattern"
)

// TestLoadCastReadsOnlyThePatternsCap: the history fallback (a record
// without characters) looks at the newest cap entries only, so an imported
// history of any size costs what 40 entries do. Damage past the cap is not
// read; a link past the cap is not taken for the team's.
func TestLoadCastReadsOnlyThePatternsCap(t *testing.T) {
	var b strings.Builder
	b.WriteString("[\n")
	for i := range 60 {
		team := ""
		switch i {
		case 0:
			team = "other" // the newest belongs to another team
		case 5:
			team = "alpha"
		case 50:
			team = "beta" // past a cap of 40
		}
		fmt.Fprintf(&b, `{"pattern":"fixed-theme","theme":"Work %d","characters":["A%d","B%d","C%d","D%d"],"team":%q},`+"\n", i, i, i, i, i, team)
	}
	b.WriteString(`{"theme": "torn`) // a damaged tail, far past the cap
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "team-theme-history.json"), []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	getenv := func(k string) string {
		if k == "CLAUDE_CONFIG_DIR" {
			return dir
		}
		return ""
	}
	def := &pattern.Definition{History: pattern.History{Cap: 40}}
	for _, tc := range []struct{ team, want string }{
		{"alpha", "Work 5"},
		{"beta", "Work 1"}, // its link is past the cap: the newest unlinked entry
	} {
		cast, notes := LoadCast(getenv, &claudefs.Team{Name: tc.team}, def)
		if cast == nil || cast.Theme != tc.want || len(notes) > 0 {
			t.Errorf("team %s: cast %+v, notes %q; want theme %q and no note", tc.team, cast, notes, tc.want)
		}
	}
	// With a cap of 5, alpha's entry (the 6th) is out of reach too.
	cast, _ := LoadCast(getenv, &claudefs.Team{Name: "alpha"}, &pattern.Definition{History: pattern.History{Cap: 5}})
	if cast == nil || cast.Theme != "Work 1" {
		t.Errorf("cap 5: %+v", cast)
	}
}

package team

import (
	"path/filepath"
	"slices"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/paths"
)

// Survey counts the readable team folders and names (by folder) those whose
// lead process is gone or was replaced, for teamctl doctor. It reads the
// teams index the hooks keep, so folders already known stale are not read
// again: at 5,000 left-over folders a survey reads one index file and the
// configs of the teams that may be live. errs are the configs that cannot
// be read. Without a usable index every folder is read.
func Survey(getenv paths.Getenv, proc Proc) (folders int, stale []string, errs []error) {
	teamsDir := paths.TeamsDir(getenv)
	entries, fresh, errs, ok := newTeamIndex(getenv, proc).current(teamsDir)
	if !ok {
		teams, errs := claudefs.ListTeams(teamsDir)
		for _, t := range teams {
			if isStale(claudefs.LeadStatus(t)) {
				stale = append(stale, filepath.Base(t.Dir))
			}
		}
		return len(teams), stale, errs
	}
	for name, e := range entries {
		switch {
		case e.bad: // unreadable (in errs) or without a config yet
			continue
		case e.dead:
			stale = append(stale, name)
		default:
			t := fresh[name]
			if t == nil {
				var err error
				if t, err = claudefs.ReadTeam(filepath.Join(teamsDir, name)); err != nil {
					continue // removed since: not a folder any more
				}
			}
			if isStale(claudefs.LeadStatus(t)) {
				stale = append(stale, name)
			}
		}
		folders++
	}
	slices.Sort(stale)
	return folders, stale, errs
}

func isStale(s claudefs.LeadState) bool { return s == claudefs.LeadGone || s == claudefs.LeadReused }

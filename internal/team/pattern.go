package team

import (
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// PatternSource says where a team's pattern came from.
type PatternSource string

const (
	FromConfig  PatternSource = "config.json"
	FromRecord  PatternSource = "teamctl record"
	FromDefault PatternSource = "project default_pattern"
	FromNowhere PatternSource = "none"
)

// Pattern finds the team's pattern: the team's config.json, else teamctl's
// own record of it, else the project's default_pattern while the team has
// members, else none (the guard then fails open: right after a team starts
// the pattern may not be recorded yet).
func Pattern(t *claudefs.Team, stateDir string, project *pattern.ProjectConfig) (string, PatternSource) {
	if t == nil {
		return "", FromNowhere
	}
	if t.Pattern != "" {
		return t.Pattern, FromConfig
	}
	if rec, err := teamstate.Load(stateDir, teamstate.KeyOf(t)); err == nil && rec.Pattern != "" {
		return rec.Pattern, FromRecord
	}
	if project != nil && project.HasDefaultPattern && project.DefaultPattern != "" && t.Running() {
		return project.DefaultPattern, FromDefault
	}
	return "", FromNowhere
}

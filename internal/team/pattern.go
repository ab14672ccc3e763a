package team

import (
	"fmt"

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
//
// Pattern is for display: a record that cannot be read counts as no
// record. Hooks use PatternOrError.
func Pattern(t *claudefs.Team, stateDir string, project *pattern.ProjectConfig) (string, PatternSource) {
	name, source, _ := PatternOrError(t, stateDir, project)
	return name, source
}

// PatternOrError is Pattern where teamctl's record of the team exists but
// cannot be read or parsed: that is an error, not "no pattern recorded",
// since the record may be the only place the pattern is kept.
func PatternOrError(t *claudefs.Team, stateDir string, project *pattern.ProjectConfig) (string, PatternSource, error) {
	if t == nil {
		return "", FromNowhere, nil
	}
	if t.Pattern != "" {
		return t.Pattern, FromConfig, nil
	}
	k := teamstate.KeyOf(t)
	rec, err := teamstate.Load(stateDir, k)
	if _, perr := teamstate.Path(stateDir, k); err != nil && perr == nil {
		return "", FromNowhere, fmt.Errorf("team %s: %w", t.Name, err)
	}
	if err == nil && rec.Pattern != "" {
		return rec.Pattern, FromRecord, nil
	}
	if project != nil && project.HasDefaultPattern && project.DefaultPattern != "" && t.Running() {
		return project.DefaultPattern, FromDefault, nil
	}
	return "", FromNowhere, nil
}

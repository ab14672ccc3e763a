// Package paths owns where things live: Claude Code's config dir, teamctl's
// state dir, the theme history and the project dir. Every lookup goes through
// a Getenv function so tests never touch the real environment.
package paths

import (
	"os"
	"path/filepath"
	"strings"
)

// Getenv looks up an environment variable; os.Getenv fits.
type Getenv func(string) string

// ConfigDir is Claude Code's base dir: $CLAUDE_CONFIG_DIR, else ~/.claude.
func ConfigDir(getenv Getenv) string {
	if d := getenv("CLAUDE_CONFIG_DIR"); d != "" {
		return filepath.Clean(d)
	}
	home := getenv("HOME")
	if home == "" {
		home, _ = os.UserHomeDir()
	}
	return filepath.Join(home, ".claude")
}

// TeamsDir holds one folder per team (teams/<name>/config.json).
func TeamsDir(getenv Getenv) string { return filepath.Join(ConfigDir(getenv), "teams") }

// TasksDir holds one task list per team or session (tasks/<name>/N.json).
func TasksDir(getenv Getenv) string { return filepath.Join(ConfigDir(getenv), "tasks") }

// StateDir is teamctl's own folder: $TEAMCTL_STATE_DIR, else <config dir>/teamctl.
func StateDir(getenv Getenv) string {
	if d := getenv("TEAMCTL_STATE_DIR"); d != "" {
		return filepath.Clean(d)
	}
	return filepath.Join(ConfigDir(getenv), "teamctl")
}

// HistoryFile is the guide's theme history: <config dir>/team-theme-history.json.
func HistoryFile(getenv Getenv) string {
	return filepath.Join(ConfigDir(getenv), "team-theme-history.json")
}

// ProjectDir is $CLAUDE_PROJECT_DIR, else the given cwd (the hook input's),
// else the process's working directory.
func ProjectDir(getenv Getenv, cwd string) string {
	if d := getenv("CLAUDE_PROJECT_DIR"); d != "" {
		return filepath.Clean(d)
	}
	if cwd != "" {
		return filepath.Clean(cwd)
	}
	wd, _ := os.Getwd()
	return wd
}

// ProjectThemesDir is the project's .claude/team-themes folder.
func ProjectThemesDir(projectDir string) string {
	return filepath.Join(projectDir, ".claude", "team-themes")
}

// UserThemesDir is the user's <config dir>/team-themes folder.
func UserThemesDir(getenv Getenv) string { return filepath.Join(ConfigDir(getenv), "team-themes") }

// Abs makes a tool's path absolute and clean: file_path is absolute since
// Claude Code 2.1.89, but older versions could send it relative to cwd.
func Abs(p, cwd string) string {
	if p == "" {
		return ""
	}
	if !filepath.IsAbs(p) && cwd != "" {
		p = filepath.Join(cwd, p)
	}
	return filepath.Clean(p)
}

// InProject returns target relative to the project, slash-separated, and
// whether it lies inside it. A path outside the project is never "in" it,
// whatever globs it would match.
func InProject(target, project string) (string, bool) {
	if target == "" || project == "" {
		return "", false
	}
	rel, err := filepath.Rel(project, target)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return "", false
	}
	return filepath.ToSlash(rel), true
}

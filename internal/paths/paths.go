// Package paths owns where things live: Claude Code's config dir, teamctl's
// state dir, the theme history and the project dir. Every lookup goes through
// a Getenv function so tests never touch the real environment.
package paths

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// Getenv looks up an environment variable; os.Getenv fits.
type Getenv func(string) string

// ConfigDir is Claude Code's base dir: $CLAUDE_CONFIG_DIR, else ~/.claude.
// It is only meaningful when Check passes: without a home and an absolute
// CLAUDE_CONFIG_DIR it returns NoConfigDir, a path that does not exist,
// rather than one relative to the working directory (a hook's cwd follows
// the leader's `cd`, and .claude there would be the project's).
func ConfigDir(getenv Getenv) string {
	if d := getenv("CLAUDE_CONFIG_DIR"); d != "" {
		if !filepath.IsAbs(d) {
			return NoConfigDir
		}
		return filepath.Clean(d)
	}
	home := homeDir(getenv)
	if home == "" || !filepath.IsAbs(home) {
		return NoConfigDir
	}
	return filepath.Join(home, ".claude")
}

// NoConfigDir stands for the config dir when the environment names none
// (see Check); like the /nonexistent home of system accounts, it never
// exists, and teamctl never creates anything under it.
const NoConfigDir = "/nonexistent/.claude"

func homeDir(getenv Getenv) string {
	if home := getenv("HOME"); home != "" {
		return home
	}
	if runtime.GOOS == "windows" {
		return getenv("USERPROFILE")
	}
	return ""
}

// EnvError is an environment in which teamctl cannot tell where Claude
// Code's files are. It is an error for every call (exit 1; a strict-mode
// guard denies), never "no team".
type EnvError struct {
	Var, Value, Problem string
}

func (e *EnvError) Error() string {
	if e.Value == "" {
		return "environment: " + e.Problem
	}
	return fmt.Sprintf("environment: %s=%q %s", e.Var, e.Value, e.Problem)
}

// Hint says what to do about it.
func (e *EnvError) Hint() string {
	if e.Value == "" {
		return "set HOME, or CLAUDE_CONFIG_DIR to an absolute path"
	}
	return "set " + e.Var + " to an absolute path"
}

// Check reports an environment where ConfigDir or StateDir would have to
// guess: a relative CLAUDE_CONFIG_DIR or TEAMCTL_STATE_DIR, or no usable
// home without an absolute CLAUDE_CONFIG_DIR. Every hook and command calls
// it before reading a team file.
func Check(getenv Getenv) error {
	if d := getenv("TEAMCTL_STATE_DIR"); d != "" && !filepath.IsAbs(d) {
		return &EnvError{Var: "TEAMCTL_STATE_DIR", Value: d, Problem: "is not an absolute path"}
	}
	if d := getenv("CLAUDE_CONFIG_DIR"); d != "" {
		if !filepath.IsAbs(d) {
			return &EnvError{Var: "CLAUDE_CONFIG_DIR", Value: d, Problem: "is not an absolute path (it would be read relative to the working directory)"}
		}
		return nil
	}
	home := homeDir(getenv)
	switch {
	case home == "":
		return &EnvError{Var: "HOME", Problem: "HOME is not set and CLAUDE_CONFIG_DIR is not set, so Claude Code's config dir is unknown"}
	case !filepath.IsAbs(home):
		return &EnvError{Var: "HOME", Value: home, Problem: "is not an absolute path and CLAUDE_CONFIG_DIR is not set"}
	}
	return nil
}

// MayCreateState reports whether teamctl may create its state dir: it was
// named explicitly (TEAMCTL_STATE_DIR), or the config dir it lives in
// exists. A home that does not exist gets no .claude/teamctl tree.
func MayCreateState(getenv Getenv) bool {
	if Check(getenv) != nil {
		return false
	}
	if getenv("TEAMCTL_STATE_DIR") != "" {
		return true
	}
	st, err := os.Stat(ConfigDir(getenv))
	return err == nil && st.IsDir()
}

// TeamsDir holds one folder per team (teams/<name>/config.json).
func TeamsDir(getenv Getenv) string { return filepath.Join(ConfigDir(getenv), "teams") }

// TasksDir holds one task list per team or session (tasks/<name>/N.json).
func TasksDir(getenv Getenv) string { return filepath.Join(ConfigDir(getenv), "tasks") }

// StateDir is teamctl's own folder: $TEAMCTL_STATE_DIR, else <config dir>/teamctl.
func StateDir(getenv Getenv) string {
	if d := getenv("TEAMCTL_STATE_DIR"); d != "" && filepath.IsAbs(d) {
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

package doctor

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/history"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// checkFiles reads what the hooks and commands read.
func checkFiles(r *Report, env Env) {
	cfg := paths.ConfigDir(env.Getenv)
	if d := env.Getenv("CLAUDE_CONFIG_DIR"); d != "" {
		if st, err := os.Stat(d); err != nil || !st.IsDir() {
			r.add("config-dir", Problem, "unset CLAUDE_CONFIG_DIR or point it at the folder Claude Code uses",
				"CLAUDE_CONFIG_DIR=%s is not a folder", d)
		} else {
			r.add("config-dir", Info, "", "CLAUDE_CONFIG_DIR=%s: Claude Code and teamctl must both run with it, or they look at different teams", d)
		}
	}

	hist := paths.HistoryFile(env.Getenv)
	switch _, err := safefile.Stat(hist, safefile.History); {
	case errors.Is(err, os.ErrNotExist):
		r.add("history", OK, "", "no theme history yet (%s)", tilde(env, hist))
	case err != nil:
		r.add("history", Problem, "", "the theme history %s cannot be read: %v", tilde(env, hist), err)
	default:
		// A history checked whole before, and unchanged since, is not
		// checked again (history check keeps the same record).
		cache := ""
		if paths.MayCreateState(env.Getenv) {
			cache = filepath.Join(paths.StateDir(env.Getenv), "cache")
		}
		now := time.Now
		if env.Now != nil {
			now = env.Now
		}
		_, entries, format, err := history.LoadNewestChecked(hist, 0, cache, now())
		var corrupt *history.CorruptError
		switch {
		case errors.As(err, &corrupt):
			corrupt.Path = tilde(env, hist)
			r.add("history", Problem, "`teamctl history repair` keeps the valid entries (and a backup of the file)", "%v", corrupt)
		case err != nil:
			r.add("history", Problem, "", "the theme history %s cannot be read: %v", tilde(env, hist), err)
		default:
			r.add("history", OK, "", "theme history %s: %d entries (%s)", tilde(env, hist), entries, format)
		}
	}

	// The teams index the hooks keep: folders known stale are not read
	// again, so 5,000 left-over folders cost one index file.
	folders, stale, errs := team.Survey(env.Getenv, team.SystemProc{})
	for _, err := range errs {
		r.add("teams", Warning, "look at the folder; `teamctl team prune` removes folders whose lead is gone", "a team folder cannot be read: %v", err)
	}
	if len(stale) > 0 {
		r.add("teams", Warning, "`teamctl team prune`",
			"%d team folder(s) left by sessions that ended: %s (a stale folder can be mistaken for a live team)", len(stale), strings.Join(stale, ", "))
	} else {
		r.add("teams", OK, "", "%d team folder(s) under %s, none stale", folders, tilde(env, filepath.Join(cfg, "teams")))
	}

	state := paths.StateDir(env.Getenv)
	records, _ := filepath.Glob(filepath.Join(state, "teams", "*.json"))
	bad := 0
	for _, rec := range records {
		if _, err := teamstate.LoadFile(rec); err != nil {
			bad++
			r.add("state", Problem, "", "%v", err)
		}
	}
	if bad == 0 {
		r.add("state", OK, "", "teamctl state %s: %d team record(s)", tilde(env, state), len(records))
	}

	project, err := pattern.LoadProjectConfig(env.ProjectDir)
	if err != nil {
		r.add("project", Problem, "fix the file, or `teamctl init --force` to start from the defaults; until then the hooks use the built-in defaults", "%v", err)
	}
	catalog, _ := pattern.Load(env.Getenv, env.ProjectDir)
	for _, err := range catalog.Broken() {
		r.add("patterns", Problem, "fix or remove the file; while a team uses its pattern the guards apply the built-in of that name (strict mode: deny)", "%v", err)
	}
	if project == nil {
		return
	}
	// The guards apply only an explicit default_pattern: the built-in one
	// names what `teamctl init` writes, not a pattern for unrecorded teams.
	switch {
	case project.Path == "":
		r.add("project", Info, "`teamctl init` writes one (with default_pattern), or record a team's pattern: teamctl pattern set <pattern>",
			"no .claude/team-themes/config.json in %s: the built-in defaults apply, without a default_pattern: a team with no pattern recorded is not guarded", env.ProjectDir)
	case !project.HasDefaultPattern:
		r.add("project", Info, "add \"default_pattern\", or record a team's pattern: teamctl pattern set <pattern>",
			"%s: no default_pattern: a team with no pattern recorded is not guarded", tilde(env, project.Path))
	default:
		r.add("project", OK, "", "%s: default_pattern %s", tilde(env, project.Path), project.DefaultPattern)
	}
}

package artifactguard

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"unicode"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/teamctl/teamctl/internal/team"
)

// policy is what the project's config (.claude/team-themes/config.json)
// may loosen, as far as the guard honours it for the running team.
type policy struct {
	ordinary []string // the ordinary words honoured
	exempt   []string // the exempt path globs honoured
	// ignoreCase is set when the project's file system ignores case, so
	// exempt paths match ignoring it (CLAUDE.md is claude.md there).
	ignoreCase bool
	notes      []string
}

// projectPolicy reads the ordinary words and exempt paths the guard
// honours. Both lists loosen the guard, and the team itself could widen
// them: a member's or the leader's edit of the config file is denied by the
// guard's self-protection, but this guard does not rely on that alone.
// When the config file changed after the team was created (or the team's
// creation time is unknown), the config counts as possibly written by the
// team:
//   - an ordinary word that is a character (or recorded alias) of the
//     running team is not honoured: only the user, outside the team, can
//     declare a character's name an ordinary word; words that only match a
//     derived part (Black of Jet Black) stay honoured, that is their use;
//   - the exempt paths fall back to the built-in ones.
//
// The user who changes the config while a team runs restarts the team (or
// touches nothing: a config older than the team is honoured as it is).
func projectPolicy(x *team.Context, cast *team.Cast, projectDir string) *policy {
	defaults, _ := pattern.LoadProjectConfig("") // the built-in config; never fails
	p := &policy{exempt: defaults.ArtifactExemptPaths, ignoreCase: caseInsensitiveFS(projectDir)}
	cfg := x.Project
	if cfg == nil {
		return p
	}
	trusted, why := configBeforeTeam(cfg, x)
	if trusted {
		p.exempt = cfg.ArtifactExemptPaths
		p.ordinary = cfg.OrdinaryWords
		return p
	}
	if extra := added(cfg.ArtifactExemptPaths, defaults.ArtifactExemptPaths); len(extra) > 0 {
		p.notes = append(p.notes, fmt.Sprintf("artifact_exempt_paths %s not honoured: %s", strings.Join(extra, ", "), why))
	}
	if len(cfg.ArtifactExemptPaths) > 0 {
		// The built-in globs the config still lists stay exempt.
		p.exempt = intersect(defaults.ArtifactExemptPaths, cfg.ArtifactExemptPaths)
	}
	for _, w := range cfg.OrdinaryWords {
		if ch, ok := cast.Named(w); ok {
			p.notes = append(p.notes, fmt.Sprintf("ordinary word %q not honoured: it names %s, a character of the running team, and %s", w, ch, why))
			continue
		}
		p.ordinary = append(p.ordinary, w)
	}
	return p
}

// configBeforeTeam reports whether the project config predates the team.
func configBeforeTeam(cfg *pattern.ProjectConfig, x *team.Context) (bool, string) {
	if cfg.Path == "" {
		return true, ""
	}
	t := x.Caller.Team
	if t == nil || t.CreatedAt.IsZero() {
		return false, "the team's start time is unknown, so the config may have been changed by the team"
	}
	fi, err := os.Stat(cfg.Path)
	if err != nil {
		return false, "the config cannot be dated: " + err.Error()
	}
	if fi.ModTime().Before(t.CreatedAt) {
		return true, ""
	}
	return false, fmt.Sprintf("%s changed at %s, after team %s started (%s); only the user, before a team starts, may widen it",
		cfg.Path, fi.ModTime().UTC().Format("15:04:05"), t.Name, t.CreatedAt.UTC().Format("15:04:05"))
}

func added(list, base []string) []string {
	var out []string
	for _, g := range list {
		found := false
		for _, b := range base {
			found = found || g == b
		}
		if !found {
			out = append(out, g)
		}
	}
	return out
}

func intersect(a, b []string) []string {
	var out []string
	for _, x := range a {
		for _, y := range b {
			if x == y {
				out = append(out, x)
				break
			}
		}
	}
	return out
}

// caseInsensitiveFS reports whether the file system holding dir ignores
// case: dir's last name with its case flipped is the same directory. When
// that name has no letters, the platform decides (macOS and Windows
// usually ignore case, Linux does not).
func caseInsensitiveFS(dir string) bool {
	base := filepath.Base(dir)
	flipped := strings.Map(func(r rune) rune {
		if unicode.IsUpper(r) {
			return unicode.ToLower(r)
		}
		return unicode.ToUpper(r)
	}, base)
	if dir == "" || flipped == base {
		return runtime.GOOS == "darwin" || runtime.GOOS == "windows"
	}
	a, err := os.Stat(dir)
	if err != nil {
		return runtime.GOOS == "darwin" || runtime.GOOS == "windows"
	}
	b, err := os.Stat(filepath.Join(filepath.Dir(dir), flipped))
	return err == nil && os.SameFile(a, b)
}

// exemptMatch matches a project-relative path against an exempt glob, with
// case only where the file system keeps it.
func exemptMatch(glob, rel string, ignoreCase bool) bool {
	if ignoreCase {
		glob, rel = strings.ToLower(glob), strings.ToLower(rel)
	}
	ok, _ := doublestar.Match(glob, rel)
	return ok
}

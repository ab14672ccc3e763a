package doctor

import (
	"strings"

	"github.com/teamctl/teamctl/internal/legacy"
)

// checkLegacy reports the original guide's guard (leader-guard.sh, or its
// jq snippets) still wired in a settings file: it denies by the caller's
// permission_mode and the first team folder, rules today's Claude Code
// broke, next to teamctl's guards.
func checkLegacy(r *Report, env Env, sources []*source) {
	for _, s := range sources {
		if s.isPlugin {
			continue
		}
		line := s.w.Command
		if s.w.ExecForm && len(s.w.Args) > 0 {
			line += " " + strings.Join(s.w.Args, " ")
		}
		what, ok := legacy.Match(line, env.ProjectDir)
		if !ok {
			continue
		}
		flag := ""
		for _, scope := range []string{"project", "local"} {
			if strings.HasPrefix(s.where, scope) {
				flag = " --" + scope
			}
		}
		matcher := s.w.Matcher
		if matcher == "" {
			matcher = "every call"
		}
		r.add("legacy", Problem, "`teamctl install"+flag+" --replace-legacy` takes it out and wires teamctl in the same edit (docs/migrate.md)",
			"%s is still wired on %s (%s) in %s: it tells the leader by permission_mode and reads only the first team folder, which Claude Code no longer supports, and it denies next to teamctl's guards",
			what, s.w.Event, matcher, s.where)
	}
}

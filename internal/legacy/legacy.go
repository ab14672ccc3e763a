// Package legacy recognises the hooks of the original operating guide that
// teamctl replaces: its .claude/scripts/leader-guard.sh, and jq snippets
// wired inline that read the hook input's permission_mode or the teams'
// config.json to deny the leader's edits. Both judge the caller by
// permission_mode and take the first team folder, which today's Claude Code
// no longer supports (docs/migrate.md), and they deny alongside teamctl's
// guards with their own rules.
package legacy

import (
	"path/filepath"
	"strings"

	"github.com/teamctl/teamctl/internal/safefile"
)

// Script is the file name of the guide's guard.
const Script = "leader-guard.sh"

// marks are what the guide's guard and snippets contain: its deny text and
// the jq reads of the caller's mode and of the team's pattern.
var marks = []string{"リーダー管理専任ルール", "チーム運用中"}

// Match reports whether a hook command (as written in settings.json; shell
// form or the program of an exec-form handler) is the guide's guard, and
// says which form it found. projectDir resolves relative and
// $CLAUDE_PROJECT_DIR paths so the script's content can be checked too.
func Match(command, projectDir string) (string, bool) {
	c := strings.TrimSpace(command)
	if c == "" {
		return "", false
	}
	for _, m := range marks {
		if strings.Contains(c, m) {
			return "an inline copy of the guide's leader guard", true
		}
	}
	if strings.Contains(c, "jq") && (strings.Contains(c, ".permission_mode") ||
		(strings.Contains(c, "/teams/") && strings.Contains(c, ".pattern"))) {
		return "the guide's inline jq check (permission_mode / the team's pattern)", true
	}
	for _, w := range strings.Fields(c) {
		w = strings.Trim(w, `"'`)
		w = strings.ReplaceAll(w, `"`, "")
		if strings.HasSuffix(w, "/"+Script) || w == Script {
			return "the guide's " + Script, true
		}
		if p := resolve(w, projectDir); p != "" && strings.HasSuffix(p, ".sh") {
			if b, err := safefile.ReadFile(p, safefile.Meta); err == nil {
				for _, m := range marks {
					if strings.Contains(string(b), m) {
						return "a copy of the guide's leader guard (" + filepath.Base(p) + ")", true
					}
				}
			}
		}
	}
	return "", false
}

func resolve(w, projectDir string) string {
	for _, v := range []string{"${CLAUDE_PROJECT_DIR}", "$CLAUDE_PROJECT_DIR"} {
		if strings.HasPrefix(w, v) {
			if projectDir == "" {
				return ""
			}
			return filepath.Join(projectDir, strings.TrimPrefix(w, v))
		}
	}
	if filepath.IsAbs(w) {
		return w
	}
	if projectDir != "" && (strings.HasPrefix(w, "./") || strings.HasPrefix(w, ".claude/")) {
		return filepath.Join(projectDir, w)
	}
	return ""
}

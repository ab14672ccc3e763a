package legacy

import (
	"os"
	"path/filepath"
	"testing"
)

func TestMatch(t *testing.T) {
	project := t.TempDir()
	renamed := filepath.Join(project, ".claude", "scripts", "guard.sh")
	if err := os.MkdirAll(filepath.Dir(renamed), 0o755); err != nil {
		t.Fatal(err)
	}
	script, err := os.ReadFile("../../bench/legacy/leader-guard.sh")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(renamed, script, 0o755); err != nil {
		t.Fatal(err)
	}
	for cmd, want := range map[string]bool{
		"./.claude/scripts/leader-guard.sh":                                 true,
		`"$CLAUDE_PROJECT_DIR"/.claude/scripts/leader-guard.sh`:             true,
		"bash .claude/scripts/leader-guard.sh":                              true,
		"/home/u/.claude/scripts/leader-guard.sh":                           true,
		"./.claude/scripts/guard.sh":                                        true, // by its content
		`jq -r '.permission_mode // empty' | grep -q default && echo deny`:  true,
		`p=$(jq -r '.pattern' ~/.claude/teams/*/config.json); [ "$p" = x ]`: true,
		`echo '{"permissionDecisionReason":"⚠️ チーム運用中: ..."}'`:              true,
		"/usr/local/bin/leader-guard":                                       false, // teamctl's own
		"${CLAUDE_PLUGIN_ROOT}/scripts/plugin-hook":                         false,
		"jq -r .tool_name":                                                  false,
		"./.claude/scripts/format.sh":                                       false,
		"":                                                                  false,
	} {
		if _, got := Match(cmd, project); got != want {
			t.Errorf("Match(%q) = %v, want %v", cmd, got, want)
		}
	}
}

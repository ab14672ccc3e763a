// Package skills holds the Claude Code skills teamctl ships: the plugin
// serves them from this folder, and `teamctl init --skills` writes them into
// a project's .claude/skills/ for users who wire the hooks in settings.
package skills

import "embed"

// FS holds <name>/SKILL.md for every skill.
//
//go:embed */SKILL.md
var FS embed.FS

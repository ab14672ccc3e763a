// Command team-rules is the Claude Code hook for the operating guide's team
// rules: spawn-guard (the leader's Agent spawns), file ownership and
// shared-tree safety (members' edits and Bash), and the PostToolUse and
// SubagentStart recorder they need. See internal/teamrules and docs/rules.md.
package main

import (
	"os"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/teamrules"
)

func main() { os.Exit(hook.Main(teamrules.New(), os.Args[1:])) }

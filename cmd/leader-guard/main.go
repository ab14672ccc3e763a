// Command leader-guard is the Claude Code PreToolUse hook that keeps a
// management-only team leader from editing files or running Bash that
// changes anything. See internal/leaderguard.
package main

import (
	"os"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/leaderguard"
)

func main() { os.Exit(hook.Main(leaderguard.New(), os.Args[1:])) }

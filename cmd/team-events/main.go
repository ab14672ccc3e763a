// Command team-events is the Claude Code hook for a team's life cycle:
// SessionStart (identity after compaction), TeammateIdle (claim open
// tasks), UserPromptSubmit (the disband record) and the leader's TaskList
// (PreToolUse, no polling). See internal/teamevents.
package main

import (
	"os"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/teamevents"
)

func main() { os.Exit(hook.Main(teamevents.New(), os.Args[1:])) }

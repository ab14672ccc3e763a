// Command message-guard is the Claude Code PreToolUse hook on SendMessage
// that keeps team messages addressed, non-empty and within the shutdown and
// plan protocol. See internal/messageguard.
package main

import (
	"os"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/messageguard"
)

func main() { os.Exit(hook.Main(messageguard.New(), os.Args[1:])) }

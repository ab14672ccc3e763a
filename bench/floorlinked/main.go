// Command floorlinked is the floor with leader-guard's code linked in but
// never run: the same work as the floor (read stdin, print a fixed deny)
// from a binary of leader-guard's size. The benchmark's row for it splits
// a hook's cost over the floor into starting the larger binary and the
// hook's own work.
package main

import (
	"io"
	"os"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/leaderguard"
)

const deny = `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"floor"}}` + "\n"

func main() {
	// Never true when the benchmark runs it (it passes no argument); the
	// linker cannot know, so leader-guard's code is in the binary.
	if len(os.Args) > 1 && os.Args[1] == "--run-leader-guard" {
		os.Exit(hook.Main(leaderguard.New(), os.Args[2:]))
	}
	if _, err := io.ReadAll(os.Stdin); err != nil {
		os.Exit(1)
	}
	os.Stdout.WriteString(deny)
}

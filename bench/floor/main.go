// Command floor is the benchmark's floor: a Go program that only reads stdin
// and prints a fixed deny, the least any Go hook can do per call.
package main

import (
	"io"
	"os"
)

const deny = `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"floor"}}` + "\n"

func main() {
	if _, err := io.ReadAll(os.Stdin); err != nil {
		os.Exit(1)
	}
	os.Stdout.WriteString(deny)
}

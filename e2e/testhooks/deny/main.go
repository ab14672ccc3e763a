// Command deny is a minimal PreToolUse guard for end-to-end tests: it denies
// the listed tools, either with the documented JSON decision (exit 0) or with
// stderr and exit 2, and stays silent for every other tool.
//
//	deny [-exit2] [-reason text] Tool...
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/tidwall/gjson"
)

func main() {
	flags := flag.NewFlagSet("deny", flag.ContinueOnError)
	exit2 := flags.Bool("exit2", false, "deny with stderr and exit 2 instead of JSON")
	reason := flags.String("reason", "denied by the e2e deny hook", "reason shown to the model")
	if err := flags.Parse(os.Args[1:]); err != nil {
		os.Exit(1) // never 2: a broken test hook must not look like a denial
	}
	stdin, _ := io.ReadAll(os.Stdin)
	tool := gjson.GetBytes(stdin, "tool_name").String()
	if !slices.Contains(flags.Args(), tool) {
		return
	}
	if *exit2 {
		fmt.Fprint(os.Stderr, *reason)
		os.Exit(2)
	}
	out, _ := json.Marshal(map[string]any{"hookSpecificOutput": map[string]any{
		"hookEventName":            "PreToolUse",
		"permissionDecision":       "deny",
		"permissionDecisionReason": *reason,
	}})
	os.Stdout.Write(out)
}

// Command artifact-guard is the Claude Code PreToolUse hook that keeps the
// running team's character names out of commits, pull requests, code and
// docs. See internal/artifactguard.
package main

import (
	"os"

	"github.com/teamctl/teamctl/internal/artifactguard"
	"github.com/teamctl/teamctl/internal/hook"
)

func main() { os.Exit(hook.Main(artifactguard.New(), os.Args[1:])) }

// Command teamctl runs Claude Code agent teams by their rules: it records
// patterns and theme history, inspects teams, installs the hooks and
// explains their decisions.
package main

import (
	"os"

	"github.com/teamctl/teamctl/internal/cli"
)

func main() { os.Exit(cli.Main(cli.SystemFactory(), os.Args[1:])) }

package main

import (
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/hook/hooktest"
	"github.com/teamctl/teamctl/internal/leaderguard"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"leader-guard": func() { os.Exit(hook.Main(leaderguard.New(), os.Args[1:])) },
	})
}

// TestScripts drives the built binary with captured Claude Code payloads.
// Each script is named after what it pins.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{Dir: "testdata/script", Setup: hooktest.ScriptSetup, Cmds: hooktest.ScriptCmds()})
}

package main

import (
	"errors"
	"os"
	"os/exec"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/teamctl/teamctl/internal/hook"
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
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			env.Setenv("CLAUDE_CONFIG_DIR", env.WorkDir+"/claude")
			env.Setenv("CLAUDE_PROJECT_DIR", env.WorkDir+"/project")
			env.Setenv("TEAMCTL_STATE_DIR", env.WorkDir+"/state")
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			// exitcode N cmd args... runs cmd and requires exit status N exactly
			// (testscript's `!` only tells zero from non-zero, and a hook's 1
			// and 2 mean opposite things to Claude Code).
			"exitcode": func(ts *testscript.TestScript, neg bool, args []string) {
				if neg || len(args) < 2 {
					ts.Fatalf("usage: exitcode N command [args...]")
				}
				want, err := strconv.Atoi(args[0])
				if err != nil {
					ts.Fatalf("exitcode: %v", err)
				}
				got := 0
				if err := ts.Exec(args[1], args[2:]...); err != nil {
					var ee *exec.ExitError
					if !errors.As(err, &ee) {
						ts.Fatalf("exitcode: %v", err)
					}
					got = ee.ExitCode()
				}
				if got != want {
					ts.Fatalf("exit status %d, want %d", got, want)
				}
			},
		},
	})
}

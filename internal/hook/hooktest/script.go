package hooktest

import (
	"errors"
	"os"
	"os/exec"
	"regexp"
	"strconv"

	"github.com/rogpeppe/go-internal/testscript"
)

// ScriptSetup points a hook script's environment into its work dir:
// claude/ is the Claude config dir, project/ the project, state/ teamctl's
// state.
func ScriptSetup(env *testscript.Env) error {
	env.Setenv("CLAUDE_CONFIG_DIR", env.WorkDir+"/claude")
	env.Setenv("CLAUDE_PROJECT_DIR", env.WorkDir+"/project")
	env.Setenv("TEAMCTL_STATE_DIR", env.WorkDir+"/state")
	env.Setenv("TEAMCTL_DECISION_LOG", "all")
	return nil
}

var braced = regexp.MustCompile(`\$\{[A-Za-z_][A-Za-z0-9_]*\}`)

// ScriptCmds are the commands hook scripts use besides testscript's own:
//
//	exitcode N cmd args...  run cmd and require exit status N exactly
//	                        (`!` only tells zero from non-zero, and a hook's
//	                        1 and 2 mean opposite things to Claude Code)
//	expand file...          replace ${WORK} and other ${VARS} in files (a
//	                        bare $x is left alone), so captured payloads
//	                        can name paths in the work dir
func ScriptCmds() map[string]func(ts *testscript.TestScript, neg bool, args []string) {
	return map[string]func(ts *testscript.TestScript, neg bool, args []string){
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
		"expand": func(ts *testscript.TestScript, neg bool, args []string) {
			if neg || len(args) == 0 {
				ts.Fatalf("usage: expand file...")
			}
			for _, f := range args {
				path := ts.MkAbs(f)
				data, err := os.ReadFile(path)
				ts.Check(err)
				out := braced.ReplaceAllStringFunc(string(data), func(v string) string { return ts.Getenv(v[2 : len(v)-1]) })
				ts.Check(os.WriteFile(path, []byte(out), 0o644))
			}
		},
	}
}

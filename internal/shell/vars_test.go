package shell

import (
	"strings"
	"testing"
)

// TestUpperCaseNamesNotInTheEnvironment pins when a line may set an
// upper-case shell variable: only with Env.Exported, for a name not in
// the environment that neither shell reads, and when nothing on the line
// can export every assignment.
func TestUpperCaseNamesNotInTheEnvironment(t *testing.T) {
	reads := []string{
		`POD=$(kubectl get pods -n prod -o name | head -1); kubectl logs -n prod "$POD" --tail=50`,
		`BASE=$(git merge-base origin/main HEAD); git diff --stat "$BASE" HEAD`,
		`N=5; head -n $N README.md`,
		`read -r REV <<< abc; echo "$REV"`,
		`for SVC in api web; do ls "$SVC"; done`,
		`: ${LIMIT:=10}; git log -n "$LIMIT"`,
		`set -e; N=1; echo $N`,
		`set -o pipefail; N=1; echo $N`,
	}
	writes := map[string]string{
		`set -a; N=5; head -n $N README.md`:       "setting `N`",
		`set -ea; N=5; head -n $N README.md`:      "setting `N`",
		`set -o allexport; N=5; ls`:               "setting `N`",
		`builtin set -a; N=5; ls`:                 "setting `N`",
		`s'e't -a; N=5; ls`:                       "setting `N`",
		`x=set; $x -a; N=5; ls`:                   "setting `N`",
		`f() { set -a; }; f; N=5; ls`:             "setting `N`",
		`shopt -so allexport; N=5; ls`:            "setting `N`",
		`N=5; export N`:                           "setting `N` in the environment",
		`N=5; declare -x N`:                       "setting `N` in the environment",
		`PATH=/tmp/bin; ls`:                       "setting `PATH`",
		`EDITOR=/tmp/x; git commit`:               "setting `EDITOR`",
		`CDPATH=/tmp; cd src`:                     "setting `CDPATH`",
		`PS4='$(touch x)'; set -x; ls`:            "setting `PS4`",
		`GIT_DIR=/tmp/x; export GIT_DIR; git log`: "setting `GIT_DIR`",
		`BASH_XTRACEFD=3; ls`:                     "setting `BASH_XTRACEFD`",
		`NULLCMD=touch; > f`:                      "setting `NULLCMD`",
		`TMPPREFIX=/tmp/x; cat <<< hi`:            "setting `TMPPREFIX`",
		`KUBECONFIG=/tmp/k; kubectl get pods`:     "setting `KUBECONFIG`",
		`path=(/tmp/x $path); ls`:                 "setting `path`",
		`commands=(ls /tmp/x/ls); ls`:             "setting `commands`",
		`functions=(ls 'touch x'); ls`:            "setting `functions`",
		`aliases=(ls 'touch x'); ls`:              "setting `aliases`",
		`cdpath=(/tmp); cd src`:                   "setting `cdpath`",
		`nameddirs=(p /tmp); ls ~p`:               "setting `nameddirs`",
		`chpwd_functions=(f); cd src`:             "setting `chpwd_functions`",
		`for path in /tmp/x; do ls; done`:         "setting `path`",
		`read -r path <<< /tmp/x; ls`:             "setting `path`",
		`printf -v path /tmp/x; ls`:               "setting `path`",
		`: ${path:=/tmp/x}; ls`:                   "setting `path`",
		`typeset -a path=(/tmp/x); ls`:            "setting `path`",
		`path+=(/tmp/x); ls`:                      "setting `path`",
		`mapfile path < /dev/null; ls`:            "setting `path`",
	}
	env := fixtureEnv()
	for _, line := range reads {
		if a := Analyze(line, env); !a.ReadOnly {
			t.Errorf("%q: denied (%s), want read-only", line, a.Reason)
		}
	}
	for line, want := range writes {
		a := Analyze(line, env)
		if a.ReadOnly || !strings.Contains(a.Reason, want) {
			t.Errorf("%q: read-only %v, reason %q; want a deny naming %q", line, a.ReadOnly, a.Reason, want)
		}
	}
	// Without Exported the model cannot tell, and refuses.
	bare := env
	bare.Exported = nil
	if a := Analyze(reads[0], bare); a.ReadOnly {
		t.Errorf("%q: read-only without Env.Exported", reads[0])
	}
	// A name in the environment is refused, whatever it is, lower-case
	// ones too: the new value reaches every program.
	for _, name := range []string{"SERVICE_NAME", "npm_config_script_shell"} {
		exported := func(n string) bool { return n == name }
		if a := Analyze(name+"=/tmp/x; ls", Env{Cwd: "/project", Exported: exported}); a.ReadOnly {
			t.Errorf("%s, exported, was let through", name)
		}
		if a := Analyze(name+"=/tmp/x; ls", Env{Cwd: "/project", Exported: func(string) bool { return false }}); !a.ReadOnly {
			t.Errorf("%s, not exported, was refused: %s", name, a.Reason)
		}
	}
	// Names Claude Code sets for the Bash tool's shell, which the hook may
	// not see, and names that make a program run code.
	for _, name := range []string{"AI_AGENT", "CLAUDE_CODE_SESSION_ID", "TRACEPARENT", "TMUX", "KUBECTL_EXTERNAL_DIFF", "NODE_OPTIONS", "RIPGREP_CONFIG_PATH", "CC", "GOFLAGS", "WGETRC", "AWS_CONFIG_FILE", "TF_CLI_CONFIG_FILE", "MYTOOL_CONFIG", "APP_HOME", "EXTRA_OPTS"} {
		if a := Analyze(name+"=/tmp/x; ls", Env{Cwd: "/project", Exported: func(string) bool { return false }}); a.ReadOnly {
			t.Errorf("%s was let through", name)
		}
	}
}

// TestDigitBracketValueIsOneWord pins that an option's value whose only
// pattern characters are bracket expressions of one digit, * or @ counts as one
// word (it can match one name at most), and that any other pattern in
// a value still counts as several. kubectl get's output formats have a
// rule of their own (kubectlFormatPatterns, TestInfraShapes); rg -g's
// value has none.
func TestDigitBracketValueIsOneWord(t *testing.T) {
	env := fixtureEnv()
	for _, line := range []string{
		`kubectl get rs -n prod -o custom-columns=NAME:.metadata.name,IMAGE:.spec.template.spec.containers[0].image`,
		`kubectl get pods -n prod -o jsonpath={.items[0].metadata.name}`,
		`kubectl get deploy -o custom-columns=IMAGE:.spec.template.spec.containers[*].image`,
		`kubectl get pods -o jsonpath={.items[@].metadata.name}`,
		`kubectl get pods -o custom-columns=IMAGE:.spec.containers[0].image -n prod`,
		`rg -g X[0].go foo .`,
		`rg -g src/[*].go -g X[@] foo .`,
	} {
		if a := Analyze(line, env); !a.ReadOnly {
			t.Errorf("%q: denied (%s), want read-only", line, a.Reason)
		}
	}
	for _, line := range []string{
		`rg -g X[01].go foo .`,
		`rg -g X[ab].go foo .`,
		`rg -g X*.go foo .`,
		`rg -g X[0]?.go foo .`,
		`rg -g [0]X.go foo .`,
		`rg -g X[*]# foo .`,
		`rg -g X[**].go foo .`,
		`rg -g X[!].go foo .`,
		`kubectl get pods -o [0]custom-columns=NAME:.metadata.name`,
		`kubectl get pods -o custom-columns=IMAGE:.spec.containers[*]#`,
		// With the user's nullglob (Claude Code restores shopt -p) the
		// value may vanish: -g takes -e, and --pre becomes an option.
		`rg -g X[0] -e --pre=./x pattern .`,
		`rg -g X[0].go foo -n --sort=path .`,
	} {
		if a := Analyze(line, env); a.ReadOnly || !strings.Contains(a.Reason, "has a pattern") {
			t.Errorf("%q: read-only %v (%s), want the pattern refused", line, a.ReadOnly, a.Reason)
		}
	}
}

// TestPGOPTIONSOnlyBoundsTheSession pins which PGOPTIONS values psql may
// take: settings that make the session read-only, bound or label it.
func TestPGOPTIONSOnlyBoundsTheSession(t *testing.T) {
	for v, want := range map[string]bool{
		"-c default_transaction_read_only=on":                          true,
		"-cdefault_transaction_read_only=true -c statement_timeout=5s": true,
		"--default-transaction-read-only=on":                           true,
		"-c search_path=attacker,public":                               false,
		"-c session_preload_libraries=/tmp/x":                          false,
		"-c default_transaction_read_only=on -c work_mem=1GB x":        false,
		"-c application_name=a'b":                                      false,
		"":                                                             false,
		"-c":                                                           false,
	} {
		if got := pgOptionsSafe(v); got != want {
			t.Errorf("pgOptionsSafe(%q) = %v, want %v", v, got, want)
		}
	}
}

package shell

import (
	"strings"
	"testing"
)

// Issue 9 policy: the environment is an allow list, brace expansion is
// evaluated first, only the installed teamctl is teamctl, and the classes
// of hidden code and option parsing listed there are closed.

var policyReadOnly = []string{
	"{ls,-la}", // brace expansion first: ls -la
	"LANG=C sort f",
	"LC_ALL=C.UTF-8 grep -r x .",
	"TZ=UTC date",
	"NO_COLOR=1 git log",
	"GIT_PAGER=cat git log",
	"PAGER=cat git log",
	"x=1; echo $x",
	"for f in *.go; do wc -l \"$f\"; done",
	"while read -r line; do echo \"$line\"; done < f",
	"echo $((1+2))",
	"for ((i=0; i<3; i++)); do echo $i; done",
	"[[ $# -gt 0 ]]",
	"n=3; [[ $n -eq 3 ]]",
	"test \"$x\" -eq 1",
	"printf '%d' \"$x\"",
	"read -r a b <<< 'x y'",
	"mapfile -t lines < f",
	"echo ${#x}",
	"echo ${arr[@]} ${arr[0]}",
	"echo ${x:1:2}",
	"teamctl team list",
	"teamctl history list",
	"teamctl doctor",
}

var policyDenied = []deniedCase{
	{"X=1 Y=2 env", "setting `X`"},
	{"exec_me=1 true", "setting `exec_me`"},
	{"~/go/bin/teamctl status", "not the installed teamctl"},
	{"./teamctl pattern list", "not the installed teamctl"},
	// class 1: code bash evaluates later
	{"[[ 'a[$(touch p)]' -eq 0 ]]", "arithmetic"},
	{"x='a[$(touch p)]'; [[ $x -eq 0 ]]", "arithmetic"},
	{"test -v 'a[$(touch p)]'", "subscript"},
	{"[[ -v a[$(touch p)] ]]", "hides a command"},
	{"printf -v 'a[$(touch p)]' x", "subscript"},
	{"read 'a[$(touch p)]' <<< 1", "subscript"},
	{"let 'x=a[$(touch p)]'", "arithmetic"},
	{"let x=y", "arithmetic"},
	{"declare -i x=\"$y\"", "arithmetic"},
	{"declare 'a[$(touch p)]=1'", "subscript"},
	{"echo $((x))", "arithmetic"},
	{"echo $(( $(cat f) + 1 ))", "arithmetic"},
	{"echo ${x@P}", "prompt"},
	{"echo ${!x}", "run time"},
	{"echo ${a[$i]}", "arithmetic"},
	{"echo ${x:$n}", "arithmetic"},
	{"mapfile -C 'touch p' -c 1 < f", "callback"},
	{"readarray -C cb x < f", "callback"},
	{"PS4='$(touch p)'; set -x; true", "setting `PS4`"},
	{"unset 'a[$(touch p)]'", "subscript"},
	{"declare -n r=x", "refer"},
	// class 2: environment
	{"GIT_EXTERNAL_DIFF=x git diff", "GIT_EXTERNAL_DIFF"},
	{"GIT_DIR=/tmp/x git log", "GIT_DIR"},
	{"GIT_TRACE=/tmp/t git status", "GIT_TRACE"},
	{"HOME=.claude/team-themes git status", "HOME"},
	{"XDG_CONFIG_HOME=/tmp git status", "XDG_CONFIG_HOME"},
	{"RIPGREP_CONFIG_PATH=x rg foo", "RIPGREP_CONFIG_PATH"},
	{"PAGER=less git log", "PAGER"},
	{"export GIT_SSH_COMMAND=x; git ls-remote", "GIT_SSH_COMMAND"},
	{"export HOME=/tmp", "HOME"},
	{"read HOME <<< /tmp; git status", "HOME"},
	{"printf -v HOME /tmp; git status", "HOME"},
	{": ${HOME:=/tmp}", "HOME"},
	{": ${GIT_DIR:=/tmp}; git log", "GIT_DIR"},
	{"declare -x GIT_DIR=/tmp", "GIT_DIR"},
	{"for HOME in /tmp; do git status; done", "HOME"},
	{"env GIT_DIR=/tmp git log", "GIT_DIR"},
	{"https_proxy=x gh pr list", "https_proxy"},
	// brace expansion first
	{"sort {\"-o\",f} x", "sort -o"},
	{"sort {-o,f} x", "sort -o"},
	{"{rm,-rf} x", "`rm` deletes files"},
	// zsh glob qualifiers
	{"ls *(e:'touch p':)", "glob"},
	{"ls @(a|b)", "glob"},
}

func TestPolicyReadOnly(t *testing.T) {
	for _, cmd := range policyReadOnly {
		if v := Classify(cmd, Options{}); !v.ReadOnly {
			t.Errorf("Classify(%q) = not read-only (%s: %s), want read-only", cmd, v.Command, v.Reason)
		}
	}
}

func TestPolicyDenied(t *testing.T) {
	for _, tc := range policyDenied {
		v := Classify(tc.cmd, Options{})
		if v.ReadOnly {
			t.Errorf("Classify(%q) = read-only, want denied with %q", tc.cmd, tc.reason)
			continue
		}
		if !strings.Contains(v.Reason, tc.reason) {
			t.Errorf("Classify(%q).Reason = %q, want it to contain %q", tc.cmd, v.Reason, tc.reason)
		}
	}
}

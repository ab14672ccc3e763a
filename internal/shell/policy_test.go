package shell

import (
	"strings"
	"testing"
)

// Issue 9 policy: the environment is an allow list, brace expansion is
// evaluated first, only the installed teamctl is teamctl, and the classes
// of hidden code and option parsing listed there are closed.

var policyReadOnly = []string{
	// Another repository is trusted as the project's is (see doc.go).
	"git -C /tmp/x status",
	"git --git-dir=/tmp/x/.git log",
	"git --work-tree=/tmp status",
	"git --bare log",
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
	// false positives of the old model (issue 9)
	"sed 's/,/ /g' f | column -t",
	"sed '1,2d' f",
	"sed -E 's/(a)/\\1/' f",
	"lsof -i :8080",
	"ss -tlnp",
	"journalctl --no-pager -u x",
	"gh api -X GET search/issues -f q=repo:o/r",
	"gh api --method=GET repos/o/r/pulls -F per_page=5",
	"npm view react version",
	"npm ls --depth=0",
	"go version",
	"go env GOPATH",
	"go list -m all",
	"go -C services/gateway list -m -json all",
	`for d in services/*/; do go -C "$d" list -m -u all; done`,
	"go -C=services/ledger env GOFLAGS",
	"tar -tf x.tar",
	"tar tzvf x.tgz",
	"tar --list --file=x.tar",
	"man ls",
	"awk '{print 1./2}' f",
	"awk 'BEGIN{x=.5; print x}'",
	"git log --text",
	"git grep -n foo",
	"git config --get-all x.y",
	"gh pr -R o/r list",
	"gh pr list --label bug",
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
	// class 3: option parsing
	{"sort --out=f x", "sort -o"},
	{"sort --o f x", "sort -o"},
	{"sort --compress=sh x", "compress-program"},
	{"git config --unset-a x.y", "changes the configuration"},
	{"git config --rem x", "changes the configuration"},
	{"env --s='rm x'", "env -S"},
	{"env -iS'rm x'", "env -S"},
	{"gh api -iXDELETE repos/o/r", "-X DELETE"},
	{"gh api -XPOST repos/o/r", "-X POST"},
	{"gh api repos/o/r -f a=b", "POST"},
	{"gh api --meth=DELETE repos/o/r", "-X DELETE"},
	{"gh api -X GET repos/o/r --input f", "--input"},
	{"git grep -nO'touch p' x", "git grep -O"},
	{"git grep --open x", "git grep -O"},
	{"gh pr --label view create", "before the verb"},
	{"gh --label x pr list", "before the command"},
	{"gh pr view 1 --web", "browser"},
	{"timeout --sig KILL 5 rm x", "`rm` deletes files"},
	{"date --se 2020-01-01", "sets the clock"},
	{"yq --inpl=true . f", "yq -i"},
	{"sed --in=.bak s/a/b/ f", "sed -i"},
	{"sed --exp='w x' f", "writes a file"},
	// class 4: git options that run programs or write
	{"git log --output=x", "--output"},
	{"git log --out=x", "--output"},
	{"git diff --ext-diff", "external diff"},
	{"git diff --ext", "external diff"},
	{"git log -p --textconv", "conversion"},
	{"git -p log", "pager"},
	{"git --paginate log", "pager"},
	{"git ls-remote --upload-pack='touch p' origin", "upload-pack"},
	{"git ls-remote --up=x origin", "upload-pack"},
	{"git --weird status", "global option"},
	{"git cat-file --textconv HEAD:x", "filters"},
	{"git help -w log", "browser"},
	// class 5: awk and sed grammar
	{"awk '{print 1./2 > \"f\" }' x", "prints into a file"},
	{"awk 'BEGIN{system(\"x\")}'", "system"},
	{"sed 's/a/b/w out' f", "writes a file"},
	{"sed -n '1e touch p' f", "runs a command"},
	{"sed 'w out' f", "writes a file"},
	{"sed 's/a/b/e' f", "runs a command"},
	// listings that are not listings
	{"tar -xf x.tar", "writes archives or files"},
	{"tar -tf host:x.tar", "rsh"},
	{"tar -t --to-command=sh -f x", "plain listing"},
	{"tar -tf x -I 'sh -c x'", "plain listing"},
	{"man -P 'touch p' ls", "runs another program"},
	{"ss -K dst 1.2.3.4", "closes sockets"},
	{"journalctl --vacuum-size=1M", "changes the journal"},
	{"npm install", "installs packages"},
	{"npm version major", "runs tests or builds"},
	{"go build ./...", "runs tests or builds"},
	{"go env -w GOFLAGS=x", "changes go's configuration"},
	{"go list -export ./...", "builds"},
	{"go list -mod=mod ./...", "rewrite go.mod"},
	{"go -C services/x list -mod=mod ./...", "rewrite go.mod"},
	{"go -C services/x build ./...", "runs tests or builds"},
	{"go -C $d list -m all", "not literal"},
	{"go -C a -C b list -m all", "runs tests or builds"},
	{"cat < /dev/tcp/127.0.0.1/80", "network"},
	{"exec 3</dev/udp/1.2.3.4/53", "exec"},
	{"sleep 1 &", "background"},
	{"tail -f log &", "background"},
	{"coproc cat", "background"},
	{"i='a[$(touch p)]'; arr=([$i]=1)", "arithmetic"},
	{"git remote {,remove} origin", "`git remote remove`"},
	{"git reflog {,expire} --all", "`git reflog expire`"},
	{"{,rm} x", "`rm` deletes files"},
	{"teamctl pattern {,set} x --file y", "teamctl"},
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

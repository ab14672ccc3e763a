package shell

import (
	"strings"
	"testing"
)

// readOnlyCases must classify as read-only.
var readOnlyCases = []string{
	// clarification 2, verbatim where it gives commands
	"ls",
	"ls -la src/",
	"cat README.md",
	"head -20 README.md",
	"tail -n 50 log.txt",
	"wc -l *.go",
	"grep -rn TODO .",
	"grep -rn TODO . 2>/dev/null",
	"rg --type go 'func main' 2>/dev/null",
	"find . -name '*.go' -type f",
	"echo hello",
	"printf '%s\\n' a b",
	"pwd",
	"cd internal && ls",
	"which go",
	"file README.md",
	"stat go.mod",
	"du -sh .",
	"tree -L 2",
	"jq .name package.json",
	"sort names.txt",
	"uniq -c counts.txt",
	"diff a.txt b.txt",
	"cut -d: -f1 /etc/passwd",
	"sha256sum go.sum",
	"md5sum a b c",
	"test -f go.mod",
	"[ -d internal ]",
	"[[ -n $HOME ]]",
	"sed -n '1,20p' README.md",
	"git ls-files | xargs cat",
	"git ls-files | grep -E '\\.go$' | xargs -n1 dirname | sort -u",
	"ls | xargs -0 -P4 -n 2 wc -l",
	"ls | xargs -I{} head -n 3 {}",
	"ls | xargs",
	"git status",
	"git log --oneline -20",
	"git diff HEAD~1",
	"git show HEAD",
	"git branch",
	"git branch -a",
	"git branch -vv",
	"git branch --show-current",
	"git blame go.mod",
	"git rev-parse HEAD",
	"gh pr view 12",
	"gh pr list --state open",
	"gh issue view 3",
	"teamctl pattern set --help",
	"teamctl history add --work 'x'",
	"teamctl team show",
	// clarification 1: pipelines of read-only commands
	"cat README.md | head -20",
	"sort f | uniq -c",
	"git log 2>&1 | head",
	"git log --oneline | grep fix | wc -l",
	// lists, subshells, blocks, control flow
	"ls && pwd; echo done || true",
	"(cd internal && ls)",
	"{ ls; pwd; }",
	"if [ -f go.mod ]; then cat go.mod; else echo none; fi",
	"for f in *.go; do wc -l \"$f\"; done",
	"while read -r line; do echo \"$line\"; done < list.txt",
	"case $x in a) echo a;; *) ls;; esac",
	"f() { git status; }; f",
	"function g { ls; }; g",
	"deployctl() { :; }; deployctl rm -f x", // the function runs, not deployctl
	"mapfile -t lines < f",
	"base64 -d blob.txt",
	"git ls-remote origin",
	"x=1; echo $x",
	"! grep -q foo bar.txt",
	"time git status",
	"(( 1 + 2 ))",
	"export LC_ALL=C; sort f",
	"local_var=$(pwd)",
	// substitutions holding read-only commands
	"echo $(git rev-parse HEAD)",
	"echo `date`",
	"diff <(sort a) <(sort b)",
	"cat \"$(git rev-parse --show-toplevel)/go.mod\"",
	"for f in $(git ls-files '*.go'); do head -1 $f; done",
	// redirects that do not write files
	"ls > /dev/null 2>&1",
	"echo err >&2",
	"grep x f 2>/dev/null >/dev/stdout",
	"git status 1>/dev/stderr",
	"cat <<EOF\nhello\nEOF",
	"grep foo <<< \"foo bar\"",
	// more git queries
	"git --no-pager log -p",
	"git -c color.ui=always log",
	"git ls-files",
	"git ls-tree HEAD",
	"git cat-file -p HEAD",
	"git describe --tags",
	"git shortlog -sn",
	"git grep -n Classify",
	"git reflog",
	"git reflog show -n 5",
	"git branch -r",
	"git branch --list 'feat/*'",
	"git branch --contains abc123",
	"git branch -a --merged main",
	"git tag",
	"git tag -l 'v1.*'",
	"git tag --list",
	"git tag --contains HEAD",
	"git remote",
	"git remote -v",
	"git remote get-url origin",
	"git config --get user.name",
	"git config --list",
	"git config -l --show-origin",
	"git config --get-all remote.origin.fetch",
	"git config user.email",
	"git config get user.name",
	"git stash list",
	"git stash show -p stash@{0}",
	"git worktree list",
	"git log origin/\"$BRANCH\"",
	"git diff -- \"$file\"",
	"git log @{u}..HEAD",
	"git merge-base main HEAD",
	"git rev-list --count HEAD",
	// gh queries
	"gh pr diff 12",
	"gh pr checks",
	"gh pr status",
	"gh issue list --label bug",
	"gh issue status",
	"gh repo view",
	"gh run view 123 --log",
	"gh run list",
	"gh run watch 123",
	"gh release view v1.0",
	"gh release list",
	"gh api repos/o/r/pulls",
	"gh api -X GET repos/o/r/issues",
	"gh api --method=get /user",
	"gh -R o/r pr list",
	"gh attestation verify oci://ghcr.io/o/img:1 --owner o --format json",
	"gh at verify dist/app.tgz -R o/r --signer-workflow o/p/.github/workflows/r.yml --source-ref refs/tags/v1 -q .[0]",
	"gh attestation verify app.tgz -o o -b app.jsonl --custom-trusted-root tr.jsonl --deny-self-hosted-runners",
	"gh pr list -R o/r",
	"gh browse --no-browser --branch release/4.2 CHANGELOG.md",
	"gh -R o/r browse -n -c=abc123 src/main.go",
	"gh search issues foo",
	"gh pr view \"$PR\" --comments",
	"git rev-parse \"$ref\"",
	"git cat-file -p $(git rev-parse HEAD)",
	// wrappers around read-only commands
	"timeout 5 git status",
	"timeout -s KILL 10s ls",
	"nice -n 10 git log",
	"nohup ls",
	"env",
	"env LANG=C git status",
	"env -i LC_ALL=C ls",
	"command -v go",
	"command ls",
	"builtin echo hi",
	"stdbuf -oL grep x f",
	"/usr/bin/git status",
	"/bin/ls -la",
	// filters with safe options
	"awk '{print $1}' f",
	"awk -F: '$3 > 1000 {print $1}' /etc/passwd",
	"awk 'BEGIN{x=1} {if ($1 > 3) print $2}' f",
	"awk '{printf(\"%s\\n\", $1 > 2)}' f",
	"awk '/a|b/ {print}' f",
	"awk '{print > \"/dev/stderr\"}' f",
	"gawk -v n=3 'NR<=n' f",
	"sed -n 's/foo/bar/p' f",
	"sed -n -e '/start/,/end/p' f",
	"sed -nE '1~2p' f",
	"sed -n '$p' f",
	"sed -n '/x/{p;q}' f",
	"sed --quiet 10q f",
	"sed -n '1r other' f",
	"sort -k2 -t, data.csv",
	"sort -nr -k 3 f | head",
	"yq '.a' f.yaml",
	"yq -P '.a' f.yaml",
	"tee /dev/null < f",
	"xxd f",
	"find . -type f -newer go.mod -print",
	"rg -n foo",
	"date +%F",
	"date -d yesterday +%s",
	"aws logs filter-log-events --log-group-name /x --start-time $(( $(date +%s) - 3600 ))000",
	"aws logs filter-log-events --log-group-name /x --start-time $(date -u -d '2024-05-14 14:00' +%s000)",
	"date -d @$(( $(date +%s) - 7*86400 )) -Iseconds",
	"hostname -f",
	"less README.md",
	"PAGER=cat git log",
	"GIT_PAGER= git log",
	"alias",
	// empty and comments
	"",
	"# just a comment",
	"\n\n",
	// windows line endings
	"git status\r\n",
	"ls -la\r\npwd\r\n",
}

type deniedCase struct {
	cmd    string
	reason string // a substring of the expected reason
}

var deniedCases = []deniedCase{
	// writers
	{"rm -rf build", "`rm` deletes files"},
	{"mv a b", "`mv` moves"},
	{"cp a b", "`cp` copies"},
	{"mkdir x", "`mkdir` creates"},
	{"touch x", "`touch`"},
	{"chmod +x run.sh", "`chmod`"},
	{"chown me f", "`chown`"},
	{"ln -s a b", "`ln`"},
	{"dd if=/dev/zero of=x bs=1 count=1", "`dd`"},
	{"truncate -s 0 f", "`truncate`"},
	{"install -m 755 a /usr/local/bin/a", "`install`"},
	{"rsync -a src/ dst/", "`rsync`"},
	{"curl -o x https://example.com", "`curl -o`"},
	{"wget https://example.com", "`wget`"},
	{"cd dir && touch x", "`touch`"},
	{"ls; rm x", "`rm`"},
	{"ls | tee out.txt", "`tee` writes files"},
	{"tee -a log.txt", "`tee` writes files"},
	// redirects
	{"echo hi > out.txt", "redirect `> out.txt` writes a file"},
	{"echo hi >> out.txt", "redirect `>> out.txt` writes a file"},
	{"git log &> log.txt", "writes a file"},
	{"ls >| f", "writes a file"},
	{"cat <> f", "writes a file"},
	{"echo x >&out.txt", "writes a file"},
	{"echo x 2> err.log", "redirect `2> err.log` writes a file"},
	{"cat > src/x.go <<'EOF'\npackage x\nEOF", "redirect `> src/x.go` writes a file"},
	{"echo x > \"$f\"", "writes a file"},
	{"echo x > /dev/tcp/host/80", "writes a file"},
	{"{ ls; } > listing.txt", "writes a file"},
	{"(ls) > listing.txt", "writes a file"},
	{"for f in a; do echo $f; done > out", "writes a file"},
	// sed
	{"sed -i 's/a/b/' f", "`sed -i` edits files in place"},
	{"sed -i.bak 's/a/b/' f", "`sed -i` edits files in place"},
	{"sed -ni 's/a/b/p' f", "`sed -i` edits files in place"},
	{"sed -n -i 'p' f", "`sed -i` edits files in place"},
	{"sed --in-place=.bak -n p f", "`sed -i` edits files in place"},
	{"sed -n 'w out.txt' f", "`w` writes a file"},
	{"sed -n '/x/W out' f", "`W` writes a file"},
	{"sed -n 's/a/b/w out' f", "`s///w` writes a file"},
	{"sed -n 's/a/b/e' f", "`s///e` runs a command"},
	{"sed -n '1e date' f", "`e` runs a command"},
	{"sed -n -f script.sed f", "`sed -f`"},
	{"sed -n \"$script\" f", "not literal"},
	{"sed -n \"p;${more}\" f", "the `sed` script is not literal"},
	{"sed -n -e \"1p;$x\" f", "the `sed` script is not literal"},
	// awk
	{"awk '{system(\"rm \" $1)}' f", "`system`"},
	{"awk '{print > \"out.txt\"}' f", "prints into a file"},
	{"awk '{print $1 >> $2}' f", "prints into a file"},
	{"awk '{print | \"sh\"}' f", "pipes"},
	{"awk '{\"date\" | getline d; print d}' f", "pipes"},
	{"gawk -i inplace '{print}' f", "-i inplace` edits files in place"},
	{"awk -f prog.awk f", "`awk -f`"},
	{"awk \"$prog\" f", "not literal"},
	{"awk \"{print}$more\" f", "the `awk` program is not literal"},
	{"gawk -e \"{print}$more\" f", "the `gawk` program is not literal"},
	{"gawk -p '{print}' f", "`gawk -p` writes a profile file"},
	// find
	{"find . -name '*.tmp' -delete", "`find -delete` deletes files"},
	{"find . -exec rm {} \\;", "`find -exec` runs a command that is not read-only: `rm` deletes files"},
	{"find . -okdir cat {} +", "`find -okdir` runs commands"},
	{"find . -ok rm {} \\;", "runs commands"},
	{"find . -fprint out.txt", "writes a file"},
	{"find . -fls out.txt", "writes a file"},
	{"find $dir -name x", "not literal"},
	// other option writers
	{"sort -o out.txt in.txt", "`sort -o` writes a file"},
	{"sort --output=out in", "`sort -o` writes a file"},
	{"sort -nro out in", "`sort -o` writes a file"},
	{"uniq in.txt out.txt", "`uniq` writes its output file"},
	{"xxd -r dump bin", "`xxd` writes its output file"},
	{"yq -i '.a = 1' f.yaml", "`yq -i` edits files in place"},
	{"yq -Pi '.a = 1' f.yaml", "`yq -i` edits files in place"},
	{"tree -o out.txt", "writes a file"},
	{"date -s '2020-01-01'", "sets the clock"},
	{"hostname newname", "sets the host name"},
	{"rg --pre ./decode foo", "runs a preprocessor"},
	{"shopt -s nullglob; ls", "`shopt -s nullglob` changes what later words become"},
	{"shopt -s nocaseglob; ls", "`shopt -s nocaseglob` changes what later words become"},
	{"shopt -s globasciiranges; ls", "`shopt globasciiranges` is a shell option the model does not know"},
	{"shopt -u patsub_replacement; ls", "`shopt patsub_replacement`"},
	{"shopt -so globsubst; ls", "`set -o globsubst`"},
	{"fd -x rm", "`fd -x` runs a command that is not read-only: `rm` deletes files"},
	{"fd -e md -x sort", "fd before 8.3 passes without ./"},
	{"fd . src -x cat {/}", "without its folder"},
	// hiding constructs (clarification 1)
	{"bash -c 'rm -rf x'", "`bash -c` runs a hidden command"},
	{"bash -c 'ls'", "`bash -c` runs a hidden command"},
	{"sh -c ls", "`sh -c` runs a hidden command"},
	{"zsh -c ls", "`zsh -c` runs a hidden command"},
	{"bash -lc 'git status'", "`bash -c` runs a hidden command"},
	{"bash script.sh", "`bash` runs a script"},
	{"eval ls", "`eval` runs a hidden command"},
	{"source env.sh", "`source` runs a script"},
	{". ./env.sh", "`.` runs a script"},
	{"exec ls", "`exec` replaces the shell"},
	{"ls | xargs rm", "`rm` deletes files"},
	{"ls | xargs sort", "`xargs` adds run-time words to `sort`, which has options that write or run programs"},
	{"ls | xargs -n1 git log", "`xargs` adds run-time words to `git`"},
	{"ls | xargs --process-slot-var=GIT_DIR cat", "`xargs --process-slot-var` sets a variable"},
	{"ls | xargs --proc=GIT_DIR cat", "`xargs --process-slot-var` sets a variable"},
	{"ls | xargs -Z cat", "`xargs -Z` is an option the model does not know"},
	{"ls | xargs \"$X\" cat", "`xargs` has an argument that is not literal"},
	{"ls | xargs -I{} cp {} /tmp", "`cp` copies files"},
	{"teamctl pattern set mixed-genius", "`teamctl pattern set` may switch the team's pattern"},
	{"teamctl history add --work \"$W\"", "`teamctl history add` has a run-time word"},
	{"ls | xargs -n1 teamctl", "`xargs` adds run-time words to `teamctl`"},
	{"parallel echo ::: a b", "`parallel`"},
	{"watch git status", "`watch`"},
	{"trap 'rm -f x' EXIT", "`trap`"},
	{"echo $(rm -rf x)", "command substitution `$(...)` hides a command: `rm` deletes files"},
	{"echo `rm x`", "command substitution in backquotes hides a command"},
	{"cat <(curl -o x https://x)", "process substitution `<(...)` hides a command"},
	{"ls > >(tee out.txt)", "process substitution `>(...)` hides a command"},
	{"x=$(touch f)", "hides a command: `touch`"},
	{"echo ${x:-$(rm f)}", "hides a command"},
	{"[[ $(rm f) ]]", "hides a command"},
	{"case $(rm f) in *) ;; esac", "hides a command"},
	{"cat <<EOF\n$(rm f)\nEOF", "hides a command"},
	{"echo $(echo $(rm f))", "command substitution `$(...)` hides a command: `rm`"},
	{"f() { rm x; }; ls", "`rm` deletes files"},
	{"rm() { :; }; rm -rf x", "`rm` deletes files"},
	{"deployctl rm x; deployctl() { :; }", "`deployctl` is not a known read-only command"},
	{"if false; then deployctl() { :; }; fi; deployctl rm x", "`deployctl` is not a known"},
	{"deployctl() { :; }; unset -f deployctl; deployctl rm x", "`deployctl` is not a known"},
	{"f() { :; }; env f", "`f` is not a known"},
	{"f() { :; }; command f", "`f` is not a known"},
	{"(f() { :; }); f", "`f` is not a known"},
	{"hash -p /bin/rm ls; ls", "`hash -p` can make a name run another program"},
	{"less '+!rm x' f", "`less +command`"},
	{"yq -s '.name' f.yaml", "`yq -s` writes files"},
	{"base64 -o out.txt in.txt", "writes a file"},
	{"git ls-remote --upload-pack=evil origin", "runs a command"},
	{"ag --pager evil foo", "runs a pager"},
	{"rg --hostname-bin=evil foo", "runs a command"},
	// interpreters
	{"python3 -c 'print(1)'", "`python3 -c` runs in a working directory the model does not know"},
	{"python -c 'import os; os.unlink(\"x\")'", "`python -c`: `os.unlink` is not in the model's allow list for os"},
	{"python3 script.py", "`python3` runs code"},
	{"node -e 'require(\"fs\").rmSync(\"x\")'", "`node -e`: `fs.rmSync` is not in the model's allow list"},
	{"ruby -e 'system 1'", "`ruby -e`: `system` runs programs, loads code or writes"},
	{"perl -e 'system 1'", "`perl -e`: `system` is not in the model's allow list for perl"},
	{"perl -pi -e 's/a/b/' f", "`perl -i` is not an option the model allows with inline code"},
	{"php -r 'echo 1;'", "`php -r` runs inline code"},
	{"deno eval 'console.log(1)'", "`deno eval` runs inline code"},
	{"bun -e '1'", "`bun -e` runs inline code"},
	{"python3 <<EOF\nprint(1)\nEOF", "`python3` runs in a working directory the model does not know"},
	{"python3 <<EOF\nimport subprocess\nEOF", "`python3` reading code from its input: `import subprocess`: not a module"},
	// package managers, builds, tests
	{"npm install", "`npm install` installs packages"},
	{"npm i left-pad", "`npm i` installs packages"},
	{"npm test", "`npm test` runs tests or builds"},
	{"npm run build", "`npm run` runs tests or builds"},
	{"pnpm add x", "installs packages"},
	{"yarn", "`yarn` runs the program that .yarnrc's yarn-path"},
	{"pnpm licenses list", "loads the project's .pnpmfile.cjs"},
	{"yarn --version", "`yarn` runs the program that .yarnrc's yarn-path"},
	{"pnpm -v", "loads the project's .pnpmfile.cjs"},
	{"pnpm why react", "loads the project's .pnpmfile.cjs"},
	// --ignore-pnpmfile does not stop --version loading it, and view
	// runs node_modules/.bin/view (pnpm 9.15.9).
	{"pnpm --ignore-pnpmfile --version", "loads the project's .pnpmfile.cjs"},
	{"pnpm --ignore-pnpmfile view react", "loads the project's .pnpmfile.cjs"},
	{"pnpm --ignore-pnpmfile licenses list --json", "loads the project's .pnpmfile.cjs"},
	{"pip install requests", "`pip install` installs packages"},
	{"pip wheel x", "`pip wheel` runs a package manager"},
	{"go test ./...", "`go test` runs tests or builds"},
	{"go build ./cmd/x", "`go build` runs tests or builds"},
	{"go get example.com/x", "`go get` installs packages"},
	{"cargo build", "`cargo build` runs tests or builds"},
	{"make", "`make` runs tests or builds"},
	{"make test", "`make test` runs tests or builds"},
	{"mvn package", "runs tests or builds"},
	{"gradle build", "runs tests or builds"},
	{"pytest -x", "`pytest` runs tests or builds"},
	{"jest", "`jest` runs tests or builds"},
	{"npx prettier --write .", "`npx` runs a package's program"},
	// git writes
	{"git add .", "`git add` changes the repository"},
	{"git commit -m 'x'", "`git commit` changes the repository"},
	{"git push", "`git push` changes the repository"},
	{"git push --force origin main", "`git push`"},
	{"git checkout main", "`git checkout`"},
	{"git switch -c x", "`git switch`"},
	{"git reset --hard", "`git reset`"},
	{"git rebase main", "`git rebase`"},
	{"git merge feature", "`git merge`"},
	{"git stash", "`git stash` changes the repository"},
	{"git stash push -m x", "`git stash push`"},
	{"git stash pop", "`git stash pop`"},
	{"git stash apply", "`git stash apply`"},
	{"git stash drop", "`git stash drop`"},
	{"git restore f", "`git restore`"},
	{"git rm f", "`git rm`"},
	{"git mv a b", "`git mv`"},
	{"git clean -fd", "`git clean`"},
	{"git cherry-pick abc", "`git cherry-pick`"},
	{"git revert abc", "`git revert`"},
	{"git tag -a v1 -m x", "`git tag -m` creates an annotated tag"},
	{"git tag -a v1", "`git tag -a` changes tags"},
	{"git tag -d v1", "`git tag -d` changes tags"},
	{"git tag v1", "`git tag` with a name creates a tag"},
	{"git branch -d old", "`git branch -d` changes branches"},
	{"git branch -D old", "`git branch -D` changes branches"},
	{"git branch -m a b", "`git branch -m` changes branches"},
	{"git branch -M b", "changes branches"},
	{"git branch -c a b", "changes branches"},
	{"git branch new-feature", "`git branch` with a name creates a branch"},
	{"git branch --set-upstream-to=origin/x", "changes branches"},
	{"git apply p.diff", "`git apply`"},
	{"git am p.mbox", "`git am`"},
	{"git init", "`git init`"},
	{"git clone https://x", "`git clone`"},
	{"git fetch", "`git fetch` changes the repository"},
	{"git pull", "`git pull`"},
	{"git worktree add ../x", "`git worktree add` changes the repository"},
	{"git config user.name x", "`git config` with a value changes the configuration"},
	{"git config --unset user.name", "changes the configuration"},
	{"git config set user.name x", "changes the configuration"},
	{"git remote add up https://x", "`git remote add`"},
	{"git reflog expire --all", "`git reflog expire`"},
	{"git notes add -m x", "`git notes add`"},
	{"git log --output=out.txt", "`git log --output` writes a file"},
	{"git diff --output out.txt", "writes a file"},
	{"git grep -Ovim foo", "`git grep -O` runs a command"},
	{"git -c core.pager=evil log", "`git -c core.pager=evil` can set a configuration"},
	{"git -c alias.x='!rm -rf /' x", "can set a configuration"},
	{"git --config-env=core.pager=P log", "`git --config-env`"},
	{"git $SUB", "not literal"},
	// gdu finds --config-file in any argument (gdu 5.22 wrote the log
	// and output files such a configuration named).
	{"gdu -n x--config-file=notes.yaml", "named after --config-file in any of its arguments"},
	{"gdu -n -- ./--config-file=notes.yaml", "named after --config-file in any of its arguments"},
	{"gdu -n -i /x--config-file notes.yaml src", "named after --config-file in any of its arguments"},
	{`gdu -n "$dir"`, "with a run-time word or a pattern"},
	// git's revision and diff options have no abbreviations: --auth
	// takes no value, and git writes f before it refuses --auth.
	{"git log --auth --output=f", "`git log --output` writes a file"},
	{"git format-patch --stdout --subj --output=f -1", "`git format-patch --output` writes a file"},
	// Its answer is the function's code, written to the last operand.
	{"aws cloudfront get-function --name edge-redirect README.md", "`aws cloudfront get-function` is not a listing or description"},
	// "$@" and "${a[@]}" are one word per element in double quotes too.
	{`set -- x --output=f; git log --author "$@"`, "not literal and could be an option"},
	{`a=(x --output=f); git log --author="${a[@]}"`, "not literal and could be an option"},
	{`git log --author "${x:-$@}"`, "not literal and could be an option"},
	{`a=(x -o f); sort -k "${a[@]}" g`, "not literal and could be an option"},
	{`set -- -s TERM 1234; kill -0 "$@"`, "`kill -0` with an option"},
	{`a=(-s TERM 1234); kill -0 "${a[@]}"`, "`kill -0` with an option"},
	{`kill -0 "${@:1}"`, "`kill -0` with an option"},
	{"git -C x \"$SUB\"", "not literal"},
	{"git log $(git rev-parse --abbrev-ref HEAD)..x", "not literal and could be an option"},
	// An arithmetic expansion is one word, but a negative number is a
	// dash word, and with IFS changed bash may split the number.
	{"git diff $(( $(date +%s) ))", "not literal and could be an option"},
	{"IFS=1; aws logs filter-log-events --start-time $(( $(date +%s) * 1000 ))", "not literal and could be an option"},
	{"aws logs filter-log-events --start-time $(( $(date +%s) * 1000 )) $(( 1 ))", "a word after a run-time value"},
	// Digits after the number keep it a number; a number glued to a
	// literal is no option, but one after a substitution starts a word.
	{"git log $(( $(date +%s) - 3600 ))000", "not literal and could be an option"},
	{"git diff $(git rev-parse HEAD)$(( -5 ))", "not literal and could be an option"},
	{"date @$(( $(date +%s) - 60 ))", "`date @` sets the clock"},
	{"date -d @$(( $(rm -f x) )) +%F", "evaluates a run-time value as code"},
	{"git frobnicate", "`git frobnicate` is not a known read-only git command"},
	{"timeout 5 git push", "`git push`"},
	{"GIT_EXTERNAL_DIFF=./x.sh git diff", "setting `GIT_EXTERNAL_DIFF`"},
	{"GIT_PAGER=./evil git log", "setting `GIT_PAGER`"},
	{"export PATH=/tmp/evil:$PATH; ls", "setting `PATH`"},
	{"LD_PRELOAD=x.so ls", "setting `LD_PRELOAD`"},
	{"env GIT_SSH_COMMAND=x git status", "setting `GIT_SSH_COMMAND`"},
	// gh writes
	{"gh pr create --title x --body y", "`gh pr create` is not a read-only gh command"},
	{"gh pr merge 1", "`gh pr merge`"},
	{"gh pr edit 1 --title x", "`gh pr edit`"},
	{"gh pr comment 1 -b x", "`gh pr comment`"},
	{"gh pr close 1", "`gh pr close`"},
	{"gh pr checkout 1", "`gh pr checkout`"},
	{"gh issue create -t x", "`gh issue create`"},
	{"gh issue comment 1 -b x", "`gh issue comment`"},
	{"gh issue close 1", "`gh issue close`"},
	{"gh release create v1", "`gh release create`"},
	{"gh repo create x", "`gh repo create`"},
	{"gh run rerun 1", "`gh run rerun`"},
	{"gh run download 1", "`gh run download`"},
	{"gh api -X POST repos/o/r/issues", "`gh api -X POST` can change GitHub"},
	{"gh api --method DELETE repos/o/r", "`gh api -X DELETE`"},
	{"gh api -XPATCH repos/o/r", "`gh api -X PATCH`"},
	{"gh api repos/o/r/issues -f title=x", "`gh api` with fields"},
	{"gh api graphql -F query=@q.graphql", "reads a field from a file"},
	{"gh api repos/o/r --input body.json", "`gh api --input`"},
	{"gh secret set X", "`gh secret set`"},
	{"gh attestation download oci://ghcr.io/o/img:1 --owner o", "writes the attestations"},
	{"gh browse 123", "starts a browser"},
	{"gh browse --branch main -w", "starts a browser"},
	{"gh browse -n --repo-x o/r", "does not know"},
	{"gh attestation verify app.tgz --owner o --output x", "does not know"},
	{"gh attestation verify app.tgz --owner o --web", "does not know"},
	{"gh attestation trusted-root", "not a read-only gh command"},
	{"gh attestation", "without a query verb"},
	{"gh attestation verify $opts app.tgz", "not literal"},
	{"gh pr", "without a query verb"},
	{"gh pr \"$VERB\" 1", "not literal"},
	{"gh api \"$ARGS\"", "not literal"},
	{"git show \"$x\"", "`git show` has an argument that is not literal"},
	// wrappers
	{"sudo ls", "`sudo` runs a command as another user"},
	{"env rm x", "`rm`"},
	{"env -S 'rm x'", "`env -S`"},
	{"nice rm x", "`rm`"},
	{"nohup make &", "`make`"},
	{"/usr/bin/time -o t.txt ls", "`time -o` writes a file"},
	{"command time -f %e -o t.txt ls", "`time -o` writes a file"},
	{"time -o t.txt ls", "`-o` is not a known read-only command"}, // bash's time keyword runs "-o"
	{"command rm x", "`rm`"},
	{"builtin eval ls", "`eval`"},
	{"timeout 5 bash -c ls", "`bash -c`"},
	// names that are not literal or not known
	{"$CMD args", "the command name is not literal"},
	{"\"${x}\" a", "the command name is not literal"},
	{"$(echo rm) x", "the command name is not literal"},
	{"foo --bar", "`foo` is not a known read-only command"},
	{"./build.sh", "`./build.sh` is not a known read-only command"},
	{"/tmp/evil/ls", "`/tmp/evil/ls` is not a known read-only command"},
	{"./teamctl status", "`./teamctl`"},
	{"kill 123", "`kill` stops processes"},
	{"vim f", "`vim` edits files"},
	{"tar czf x.tgz .", "`tar -c`"},
	{"alias ls='rm -rf'", "`alias` defines a command"},
	{"ssh host ls", "`ssh`"},
	{"deployctl ps", "`deployctl` is not a known read-only command"},
}

func TestClassifyReadOnly(t *testing.T) {
	for _, cmd := range readOnlyCases {
		v := Classify(cmd, Options{})
		if !v.ReadOnly {
			t.Errorf("Classify(%q) = not read-only (%s: %s), want read-only", cmd, v.Command, v.Reason)
		}
		if v.Reason != "" || v.Command != "" || v.ParseError != nil {
			t.Errorf("Classify(%q) read-only verdict carries %+v", cmd, v)
		}
	}
}

func TestClassifyDenied(t *testing.T) {
	for _, tc := range deniedCases {
		v := Classify(tc.cmd, Options{})
		if v.ReadOnly {
			t.Errorf("Classify(%q) = read-only, want denied with %q", tc.cmd, tc.reason)
			continue
		}
		if !strings.Contains(v.Reason, tc.reason) {
			t.Errorf("Classify(%q).Reason = %q, want it to contain %q", tc.cmd, v.Reason, tc.reason)
		}
		if v.Command == "" {
			t.Errorf("Classify(%q).Command is empty (reason %q)", tc.cmd, v.Reason)
		}
		if v.ParseError != nil {
			t.Errorf("Classify(%q) parse error %v", tc.cmd, v.ParseError)
		}
	}
}

func TestClassifyCommandText(t *testing.T) {
	tests := []struct{ cmd, want string }{
		{"ls && rm -rf build", "rm -rf build"},
		{"echo hi > out.txt", "echo hi >out.txt"},
		{"echo $(rm -rf x)", "rm -rf x"},
		{"timeout 5 git push origin main", "timeout 5 git push origin main"},
		{"cat > x.go <<'EOF'\npackage x\nEOF", "cat >x.go <<'EOF' …"},
		{"find . " + strings.Repeat("-name x ", 30) + "-delete", ("find . " + strings.Repeat("-name x ", 14))[:100] + " …"},
	}
	for _, tc := range tests {
		v := Classify(tc.cmd, Options{})
		if v.Command != tc.want {
			t.Errorf("Classify(%q).Command = %q, want %q", tc.cmd, v.Command, tc.want)
		}
	}
}

func TestClassifyParseError(t *testing.T) {
	tests := []struct{ cmd, want string }{
		{"echo 'unterminated", "the command does not parse: 1:6: reached EOF without closing quote `'`"},
		{"if true; then ls", "the command does not parse: 1:1: `if` statement must end with `fi`"},
		{"ls |", "the command does not parse: "},
		{"cat <<EOF\nno end", "the command does not parse: "},
	}
	for _, tc := range tests {
		v := Classify(tc.cmd, Options{})
		if v.ReadOnly || v.ParseError == nil {
			t.Errorf("Classify(%q) = %+v, want a parse error", tc.cmd, v)
			continue
		}
		if !strings.HasPrefix(v.Reason, tc.want) {
			t.Errorf("Classify(%q).Reason = %q, want prefix %q", tc.cmd, v.Reason, tc.want)
		}
	}
}

func TestClassifyExtraReadOnly(t *testing.T) {
	opts := Options{ExtraReadOnly: []string{"skaffold", "make lint", "  "}}
	tests := []struct {
		cmd      string
		readOnly bool
	}{
		{"skaffold diagnose", true},
		{"make lint", true},
		{"make lint FIX=0", true},
		{"make test", false},
		{"make", false},
		{"skaffold diagnose > out.txt", false},
		{"echo $(skaffold diagnose)", true},
		{"ls | skaffold run", true}, // the project said so
		{"deployctl ps", false},
	}
	for _, tc := range tests {
		if got := Classify(tc.cmd, opts).ReadOnly; got != tc.readOnly {
			t.Errorf("Classify(%q, extra) read-only = %v, want %v", tc.cmd, got, tc.readOnly)
		}
	}
	if Classify("skaffold diagnose", Options{}).ReadOnly {
		t.Error("skaffold is read-only without ExtraReadOnly")
	}
}

func TestSedScript(t *testing.T) {
	tests := []struct {
		script string
		ok     bool
	}{
		{"p", true},
		{"1,20p", true},
		{"/foo/,/bar/p", true},
		{`\,foo,p`, true},
		{"5p;10p", true},
		{"$=", true},
		{"/x/!p", true},
		{"0~3p", true},
		{"/a/,+2p", true},
		{"s/a/b/gp", true},
		{"s|a/b|c|2p", true},
		{`s/a\/b/c/p`, true},
		{"y/abc/xyz/;p", true},
		{"/x/{s/a/b/;p}", true},
		{"1a\\\nappended w text", true},
		{"1i inserted; w nothing", true},
		{":a;N;$!ba;p", true},
		{"# comment w x\np", true},
		{"l 40", true},
		{"w out", false},
		{"1w out", false},
		{"/x/W out", false},
		{"s/a/b/w out", false},
		{"s/a/b/gw out", false},
		{"s/a/b/e", false},
		{"e date", false},
		{"p;w x", false},
		{"/x/{p;w y}", false},
		{"s/a/b", false},
		{"k", false},
		{"/unterminated", false},
	}
	for _, tc := range tests {
		got := sedScriptReason(tc.script) == ""
		if got != tc.ok {
			t.Errorf("sedScriptReason(%q) ok = %v, want %v (%s)", tc.script, got, tc.ok, sedScriptReason(tc.script))
		}
	}
}

func TestAwkProgram(t *testing.T) {
	tests := []struct {
		prog string
		ok   bool
	}{
		{"{print $1}", true},
		{"$3 > 10 {print}", true},
		{"{if ($1 > $2) print $1; else print $2}", true},
		{"{print ($1 > 2)}", true},
		{"/a|b/", true},
		{"$0 ~ /x|y/ {n++} END {print n}", true},
		{"{a = b / c; d = e / f}", true},
		{"{x = x || y}", true},
		{"{print \"a > b\"}", true},
		{"# print > file\n{print}", true},
		{"{print > \"/dev/stdout\"}", true},
		{"{printf \"%s\", $1 > \"/dev/stderr\"}", true},
		{"{print > \"f\"}", false},
		{"{print >> \"f\"}", false},
		{"{printf(\"%s\", $1) > $2}", false},
		{"{print | \"sort\"}", false},
		{"{print |& \"cmd\"}", false},
		{"BEGIN {\"date\" | getline d}", false},
		{"BEGIN {system(\"ls\")}", false},
		{"@load \"filefuncs\"", false},
		{"{x++ / 2; print | \"sh\"}", false},
		{"{n = a / b; print | \"sh\"}", false},
		{"{print $1 / 2 > \"f\"}", false},
		{"$1 ~ /[/]|x/ {print}", true},
		{"{print $1 > 5}", false},
	}
	for _, tc := range tests {
		got := awkProgramReason("awk", tc.prog) == ""
		if got != tc.ok {
			t.Errorf("awkProgramReason(%q) ok = %v, want %v", tc.prog, got, tc.ok)
		}
	}
}

func TestClassifyDeterministic(t *testing.T) {
	// Reasons from option tables must not depend on map order.
	for range 20 {
		if r := Classify("less -o log.txt f", Options{}).Reason; r != "`less -o` writes a log file" {
			t.Fatalf("reason = %q", r)
		}
	}
}

func BenchmarkClassify(b *testing.B) {
	cases := []struct{ name, cmd string }{
		{"simple", "git status"},
		{"pipeline", "git log --oneline -20 2>&1 | grep fix | head -5"},
		{"denied", "cd internal && sed -i 's/a/b/' x.go"},
		{"heredoc", "cat > notes.md <<'EOF'\n# Notes\nsome text\nEOF"},
	}
	for _, bc := range cases {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Classify(bc.cmd, Options{})
			}
		})
	}
}

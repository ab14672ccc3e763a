package shell

import (
	"strings"
	"testing"
)

// TestProvenWords pins the run-time words proven never to start with a
// dash: process substitutions and the output of the producers in
// producers.go, carried by $(...), read -r loops and xargs. sort stands
// for a command with an option that writes (-o).
func TestProvenWords(t *testing.T) {
	env := Env{Cwd: "/project", Home: "/home/u"}
	for _, c := range []struct {
		cmd  string
		read bool
	}{
		// A process substitution is a /dev/fd/N path.
		{"sort -u <(git diff --name-only v1 v2 | cut -d/ -f1-2)", true},
		{"sort <(ls)-o", true},
		{"sort <(ls)$x", false},     // $x splits into more words
		{"sort \"$x\"<(ls)", false}, // $x may start with a dash
		{"sort <(rm x)", false},     // the inner command is judged
		{"sort -o <(ls) x", false},
		{"uniq -c <(sort notes.txt)", true},
		{"uniq -c <(sort notes.txt) <(ls)", false}, // the second operand is written
		{"uniq -c <(sort notes.txt) \"$out\"", false},
		{"git log 2> >(grep -v warn >&2)", true},
		{"git log > >(sort -o x)", false},
		{"git log > >(tee x)", false},

		// docker and podman ids and names.
		{"sort $(docker ps -aq)", true},
		{"sort $(docker ps -lq)", true},
		{"sort $(docker ps -aqs)", false},
		{"sort $(docker ps -q --filter status=exited -n 3)", true},
		{"sort $(docker container ls --all --quiet)", true},
		{"sort $(docker images -q --no-trunc)", true},
		{"sort $(docker image ls -q alpine)", true},
		{"sort $(docker network ls -q)", true},
		{"sort $(docker compose ps -q web)", true},
		{"sort $(podman ps -aq)", true},
		{"sort $(docker ps --format '{{.Names}}')", true},
		{"sort $(docker ps --format '{{ .ID }}')", true},
		{"sort $(docker ps -aq 2>/dev/null)", true},
		{"sort $(docker ps)", false},                            // a table: headers, commands
		{"sort $(docker ps -a)", false},                         // same
		{"sort $(docker ps --format '{{.Image}}')", false},      // any text
		{"sort $(docker ps -q --format '{{.Command}}')", false}, // the format wins over -q
		{"sort $(docker images --format '{{.Names}}')", false},  // no such field
		{"sort $(docker ps -aq 2>&1)", false},                   // messages join the ids
		{"sort $(docker volume ls -q)", false},                  // a volume driver names volumes
		{"sort $(docker ps -q name)", false},                    // ps takes no operand
		{"sort $(docker -H tcp://x ps -q)", false},              // a global option
		{"sort $(docker ps -q --filter=\"$f\")", false},         // a run-time word
		{"sort $(timeout 5 docker ps -q)", false},               // a producer under a wrapper
		{"sort $(docker ps -q > /dev/null)", false},             // a redirected producer
		{"sort $(DOCKER_HOST=tcp://x docker ps -q)", false},     // an assignment
		{"docker inspect -f '{{.State}}' $(docker ps -aq)", true},

		// kubectl get -o name prints resource/name.
		{"sort $(kubectl get pods -n prod -l app=api -o name)", true},
		{"sort $(kubectl -n prod get pods -oname)", true},
		{"sort $(kubectl get deploy,svc -o=name -A)", true},
		{"sort $(kubectl get pods -o name | head -3)", true},
		{"sort $(kubectl get pods -o json)", false},
		{"sort $(kubectl get pods -o wide)", false},
		{"sort $(kubectl get pods)", false},
		{"sort $(kubectl get pods -o name -o yaml)", false},
		{"sort $(kubectl get pods -o name -w)", false},
		// A quoted run-time namespace, context or selector only picks
		// which objects are listed.
		{"sort $(kubectl get cronjobs -n \"$ns\" -o name)", true},
		{"sort $(kubectl get pods --context=\"$c\" -l \"$sel\" -o name)", true},
		{"sort $(kubectl get pods -n $ns -o name)", false},
		{"sort $(kubectl get pods -n\"$ns\" -o name)", false},
		{"sort $(kubectl get \"$kind\" -o name)", false},
		{"sort $(kubectl get pods -o name --output=\"$o\")", false},
		{"sort $(kubectl get pods -o name --sort-by \"$k\")", false},
		{"sort $(kubectl get pods -o name -n \"$ns\"*)", false},
		{"sort $(kubectl describe pods -o name)", false},
		{"sort $(kubectl get pods -o name -L app)", false},
		// The names alone, of kinds whose names are DNS names.
		{"sort $(kubectl get pods -l app=x -o jsonpath='{.items[0].metadata.name}')", true},
		{"sort $(kubectl get pods,svc -o jsonpath='{.items[*].metadata.name}')", true},
		{"sort $(kubectl get pod mypod -o jsonpath='{.metadata.name}')", true},
		// A pod's node is a node's name, a DNS subdomain the API server
		// checks; other kinds' spec.nodeName is any text.
		{"sort $(kubectl get pods -l app=x -o jsonpath='{.items[0].spec.nodeName}')", true},
		{"sort $(kubectl get pod web-1 -o jsonpath='{.spec.nodeName}')", true},
		{"sort $(kubectl get pod/web-1 -o jsonpath='{.spec.nodeName}')", true},
		{"kubectl get pods -l app=x -o jsonpath='{range .items[*]}{.spec.nodeName}{\"\\n\"}{end}' | sort -u | xargs -I{} kubectl get node {}", true},
		{"kubectl get pods -o jsonpath='{range .items[*]}{.spec.nodeName}{\"-o\"}{end}' | xargs kubectl get node", false},
		{"sort $(kubectl get pods,svc -o jsonpath='{.items[0].spec.nodeName}')", false},
		{"sort $(kubectl get widgets -o jsonpath='{.items[0].spec.nodeName}')", false},
		{"sort $(kubectl get pods -o jsonpath='{.items[0].status.message}')", false},
		{"sort $(kubectl get deploy/web -o jsonpath='{.metadata.name}')", true},
		{"sort $(kubectl get pods -o custom-columns=NAME:.metadata.name --no-headers)", true},
		{"kubectl get ns -o jsonpath='{range .items[*]}{.metadata.name}{\"\\n\"}{end}' | xargs -I{} kubectl get pods -n {}", true},
		{"sort $(kubectl get clusterroles -o jsonpath='{.items[*].metadata.name}')", false}, // a role may be named -x
		// cut -d/ -f2 of -o name's KIND/NAME is the name: proven only for
		// kinds named as DNS names, and only that exact field.
		{"sort $(kubectl get pods -l app=x -o name | head -1 | cut -d/ -f2)", true},
		{"sort $(kubectl get pods -o name | cut -d / -f 2 | head -3)", true},
		{"sort $(kubectl get deploy,svc -o name | cut --delimiter=/ --fields=2 -s)", true},
		{"kubectl get pods -o name | cut -f2 -d/ | xargs -I{} kubectl describe pod {}", true},
		{"sort $(kubectl get clusterroles -o name | cut -d/ -f2)", false}, // a role may be named -x
		{"kubectl describe endpointslice $(kubectl get endpointslice -l kubernetes.io/service-name=web -o name | head -1 | cut -d/ -f2)", true},
		{"sort $(kubectl get -o name pods | cut -d/ -f2)", false}, // the kind after -o is not read
		{"sort $(kubectl get pods -o name | cut -d/ -f1)", false},
		{"sort $(kubectl get pods -o name | cut -d/ -f2-)", false},
		{"sort $(kubectl get pods -o name | cut -d/ -f2 -d:)", false},
		{"sort $(kubectl get pods -o name | cut -d/ -f2 names.txt)", false},
		{"sort $(kubectl get pods -o yaml | cut -d/ -f2)", false},
		{"sort $(kubectl get pods -o name | cut -d/ -f\"$n\")", false},
		{"sort $(cat names | cut -d/ -f2)", false},
		// The kinds are judged once all are read: TYPE/NAME words after -o
		// add kinds too, and a cluster role may be named --output=x.
		{"sort $(kubectl get pod/x -o name clusterrole/y | cut -d/ -f2)", false},
		{"sort $(kubectl get pod/x -o jsonpath='{.items[*].metadata.name}' clusterrole/y)", false},
		{"sort $(kubectl get pod/x -o jsonpath='{.items[*].spec.nodeName}' node/y)", false},
		{"sort $(kubectl get pod/x -o name pod/y | cut -d/ -f2)", true},
		{"sort $(kubectl get pods -o name -o yaml | cut -d/ -f2)", false},
		// The format is literal: a run-time part after jsonpath's braces is
		// printed as it is.
		{"sort $(kubectl get pods -o jsonpath='{.items[*].metadata.name}'\"$x\")", false},
		{"sort $(kubectl get pods -o name\"$x\" | cut -d/ -f2)", false},
		{"sort $(kubectl get widgets.example.com -o jsonpath='{.items[*].metadata.name}')", false},
		{"sort $(kubectl get pods -o jsonpath='{.items[*].metadata.name}' -o json)", false},
		{"sort $(kubectl get pods -o jsonpath='{.items[*].metadata.labels}')", false},
		{"sort $(kubectl get pods -o jsonpath='{.items[*].spec.nodeName}')", true},
		{"sort $(kubectl get pods -o jsonpath='{.items[*].metadata.annotations}')", false},
		{"sort $(kubectl get pods -o jsonpath='{.items[-1].metadata.name}')", false},
		{"sort $(kubectl get pods -o custom-columns=-o:.metadata.name)", false}, // the header
		{"sort $(kubectl get pods -o custom-columns='A B:.metadata.name')", false},
		{"sort $(kubectl get pods -o custom-columns=NAME:.metadata.name,NODE:.spec.nodeName)", false},
		{"sort $(kubectl get -o jsonpath='{.metadata.name}')", false},

		// Numbers.
		{"sort $(seq 3)", true},
		{"sort $(seq -w 1 10)", true},
		{"sort $(seq 10 -1 1)", true},
		{"sort $(seq 1 -1 -3)", false},
		{"sort $(seq -5 5)", false},
		{"sort $(seq 1 -1)", false},
		{"sort $(seq -s ' ' 3)", false},
		{"sort $(seq -f %g 3)", false},
		{"sort $(pgrep -f nginx)", true},
		{"sort $(pgrep -u root -x sshd)", true},
		{"sort $(pgrep -l nginx)", false}, // names: a login shell is -bash
		{"sort $(pgrep -a nginx)", false},
		{"sort $(pgrep -d ' -o' x)", false},
		{"sort $(lsof -ti :8080)", true},
		{"sort $(lsof -t -i tcp:5432 -sTCP:LISTEN)", true},
		{"sort $(lsof -i :8080)", false},       // a table: a login shell is -bash
		{"sort $(lsof -itcp:8080)", false},     // t in the address
		{"sort $(lsof -t -F p -i :80)", false}, // fields
		{"sort $(lsof -t -r 1)", false},        // repeats with marks
		{"sort $(nproc --all)", true},
		{"sort $(docker ps -qf name=web)", true},
		{"sort $(docker ps -aqf status=exited)", true},
		{"sort $(docker ps -qfname=web)", true},
		{"sort $(docker ps -qs)", false},
		{"sort $(git log -1 --format=%h -S TODO)", true},
		{"sort $(git log --format=%H -Gfoo --follow -- x)", true},
		{"sort $(git log --format=%H --boundary A..B)", false},
		// git tag -l with patterns prints only tags matching them; a ref
		// may be named -x (git update-ref refs/tags/-x), so a bare list or
		// a pattern that starts with a pattern character proves nothing.
		{"sort $(git tag -l 'v2.*')", true},
		{"for t in $(git tag --list 'v4.2.0-rc.*' --sort=v:refname); do git show \"$t\":go.mod; done", true},
		{"sort $(git tag -l -i 'release-*' 'v*')", true},
		{"sort $(git tag -l)", false},
		{"sort $(git tag -l '*-rc')", false},
		{"sort $(git tag -l -n 'v*')", false},
		{"sort $(git tag -l '--format=%(refname)' 'v*')", false},
		{"sort $(git tag -l --contains HEAD 'v*')", false},
		{"sort $(git tag -l v*)", false},
		{"sort $(git tag 'v*')", false},
		// A pattern after the substitution is the whole word where it
		// prints nothing, and bash replaces it with the names it matches.
		{"sort $(git tag -l 'v9*')*", false},
		{"sort \"$(git tag -l 'v9*')\"*", false},
		{"sort $(git tag -l 'v9*')[-]x", false},
		{"sort $(git rev-parse HEAD)..$(git tag -l 'v9*')?", false},
		{"sort $(git rev-parse HEAD)$(git tag -l 'v9*')*", false},
		{"sort $(git tag -l 'v9*')x", true},
		{"sort \"$(git tag -l 'v9*')*\"", true},
		// git for-each-ref's full ref names start with refs/.
		{"git grep -n x $(git for-each-ref --format='%(refname)' refs/remotes/origin/release/) -- deploy/", true},
		{"for r in $(git for-each-ref --sort=-committerdate --format '%(refname)' refs/heads); do git log -1 \"$r\"; done", true},
		{"sort $(git for-each-ref --format='%(refname:short)')", false},
		{"sort $(git for-each-ref --format='%(refname)' --shell)", false},
		{"sort $(git for-each-ref --format='%(refname) %(subject)')", false},
		{"sort $(git for-each-ref)", false},
		// awk printing $1 of lines that start with an id: jps's process
		// ids, git rev-list --objects' object ids.
		{"jstat -gcutil $(jps -l | awk '/pricing/ {print $1}') 1s 10", true},
		{"git rev-list --objects --all | awk '$2 ~ /\\.env$/ {print $1}' | while read -r b; do git cat-file -p \"$b\"; done", true},
		{"sort $(git rev-list --objects --all | awk 'NR>1{print $1;}')", true},
		{"sort $(jps -l | awk '{print $2}')", false},
		{"sort $(jps -l | awk -F: '{print $1}')", false},
		{"sort $(jps -l host | awk '{print $1}')", false},
		{"sort $(jps -J-Dx=y | awk '{print $1}')", false},
		{"sort $(ls | awk '{print $1}')", false},
		{"sort $(jps -l | awk '{print $1} END {print \"-o\"}')", false},
		{"sort $(jps -l | awk 'x{print $1}; {print $2}')", false},
		{"sort $(jps -l | awk '/a/ {print $1}' extra.txt)", false},
		// A pattern that assigns changes $1 before print runs.
		{"sort $(jps -l | awk '$1=\"--output=x\" {print $1}')", false},
		{"sort $(jps -l | awk '$0=$2 {print $1}')", false},
		{"sort $(jps -l | awk 'FS=\".\" {print $1}')", false},
		{"sort $(jps -l | awk '$1-=99999999 {print $1}')", false},
		{"sort $(jps -l | awk '$1-- {print $1}')", false},
		{"sort $(jps -l | awk 'sub(/^/, \"-\") {print $1}')", false},
		{"sort $(git rev-list --objects --all | awk '$1=$2 {print $1}')", false},
		{"sort $(jps -l | awk '$2 == \"x\" && NR >= 1 {print $1}')", true},
		{"sort $(git rev-list --all | awk '{print $1}')", true},
		{"sort $(git log | awk '{print $1}')", false},
		// or merge commit, picked by --jq.
		{"git log -1 $(gh run view 118 --json headSha -q .headSha)", true},
		{"git diff $(gh pr view 12 -R acme/web --json baseRefOid --jq=.baseRefOid) HEAD", true},
		{"git show $(gh pr view --json mergeCommit -q .mergeCommit.oid)", true},
		{"git show $(gh pr view 12 --json title -q .title)", false},
		{"git show $(gh pr view 12 --json headRefOid -q .title)", false},
		{"git show $(gh pr view 12 --json headRefOid,title -q .headRefOid)", false},
		{"git show $(gh run view 1 --json headSha -q .headSha --log)", false},
		{"git show $(gh run view \"$id\" --json headSha -q .headSha)", false},
		{"git show $(gh run list --json headSha -q .headSha)", false},
		// Another host may answer anything: -R HOST/OWNER/REPO, a URL.
		{"git show $(gh pr view 12 -R evil.example/acme/web --json headRefOid -q .headRefOid)", false},
		{"git show $(gh run view 1 --repo=evil.example/acme/web --json headSha -q .headSha)", false},
		{"git show $(gh pr view https://evil.example/acme/web/pull/1 --json headRefOid -q .headRefOid)", false},
		{"git show $(gh pr view feature/x --json headRefOid -q .headRefOid)", true},
		{"sort $(pidof -s dockerd)", true},
		{"sort $(pidof -S ' -o' dockerd)", false},
		{"sort $(id -u)", true},
		{"sort $(jps -q)", true},
		{"sort $(jps -l)", false}, // main classes and jar paths
		{"sort $(id -G)", true},
		{"sort $(id -un)", false},
		{"sort $(id)", false},
		{"sort $(nproc)", true},
		{"sort $(wc -l < notes.txt)", true},
		{"sort $(git ls-files | wc -l)", true},
		{"sort $(wc -l notes.txt)", false}, // the file name follows the count
		{"sort $(date +%s)", true},
		{"sort $(date -u +%Y-%m-%dT%H:%M:%SZ)", true},
		{"sort $(date +%F_%H%M%z)", true},
		{"sort $(date +%z)", false},              // -0500
		{"sort $(date '+%Y %m')", false},         // blanks are not read
		{"sort $(date '+%Y -o')", false},         // a blank, then text
		{"sort $(date +%e)", false},              // a blank-padded day
		{"sort $(date +x%Y)", false},             // text first
		{"sort $(date -d @-5 +%s)", false},       // before 1970: -5
		{"sort $(date -r notes.txt +%s)", false}, // a file's time may be before 1970
		{"sort $(date +%c)", false},              // words of the locale
		// A calendar date from 1971 on: a positive %s in every zone.
		{"sort $(date -d '2024-05-16 02:00' +%s000)", true},
		{"sort $(date -u -d 2024-05-14T14:40:00Z +%s)", true},
		{"sort $(date --date='2024-05-16 02:00:00 UTC' +%s)", true},
		{"sort $(date -d 1970-01-01 +%s)", false},         // -36000 in Honolulu
		{"sort $(date -d 2024-02-31 +%s)", false},         // no such day: date prints nothing
		{"sort $(date -d '2024-05-16 24:00' +%s)", false}, // nor such an hour
		{"sort $(date -d '2024-05-16 -o' +%s)", false},

		// Unquoted, the output splits into any number of words: the
		// command is judged with none and with two too.
		{"git config $(docker ps --format '{{.Names}}')", false}, // git config a.b c
		{"git config $(git rev-parse HEAD)", false},
		{"git symbolic-ref $(git rev-parse HEAD)", false},
		{"git config \"$(docker ps --format '{{.Names}}')\"", true}, // one word
		{"git config --get $(docker ps --format '{{.Names}}')", true},
		{"for c in $(git rev-list -n 2 HEAD); do git config $c; done", false},
		// A literal tail joins the last word: $c:Cargo.lock.
		{"for c in $(git rev-list -n 2 HEAD); do git show $c:Cargo.lock; done", true},
		{"for c in $(git rev-list -n 2 HEAD); do git config $c:x; done", false}, // two words: git config a b:x
		{"for c in $(git rev-list -n 2 HEAD); do sort $c:x*; done", false},      // a pattern
		{"for c in $(git rev-list -n 2 HEAD); do sort $c:x\\ -o; done", false},  // a blank
		{"for c in $(git rev-list -n 2 HEAD); do sort $c{,-o}; done", false},
		{"for c in $(cat ids.txt); do git show $c:Cargo.lock; done", false},
		{"IFS=:; for c in $(git rev-list -n 2 HEAD); do git show $c:Cargo.lock; done", false},

		// A literal start and substitutions of one field each make one
		// word; a range prints each of its ends.
		{"helm template api deploy/charts/api --set image.tag=$(git rev-parse --short HEAD)", true},
		{"helm template api deploy/charts/api --set ts=$(date +%s)", true},
		{"helm template api deploy/charts/api --set image.tag=$(git rev-parse HEAD~2..HEAD)", false},
		{"helm template api deploy/charts/api --set image.tag=$(git rev-parse 'HEAD^!')", false},
		{"helm template api deploy/charts/api --set image.tag=$(git rev-parse HEAD HEAD~1)", false},
		{"helm template api deploy/charts/api --set image.tag=$(git rev-list -n1 HEAD)", false},

		// Braces that expand to nothing else are text (gh api's
		// placeholders); those that expand give each word a literal
		// start.
		{"gh api repos/{owner}/{repo}/commits/$(git rev-parse HEAD)/check-runs", true},
		{"gh api {repos,-X}/$(git rev-parse HEAD)", false},
		{"sort x{$(git rev-parse HEAD),-o}", true},

		// A function the line declares replaces the producer.
		{"git() { echo -opwned; }; sort $(git rev-parse HEAD)", false},
		{"docker() { echo -opwned; }; sort $(docker ps -q)", false},
		{"docker() { echo -opwned; }; docker ps -q | xargs sort", false},
		{"kubectl() { echo -opwned; }; while read -r p; do sort \"$p\"; done < <(kubectl get pods -o name)", false},
		{"git() { echo -opwned; }; for c in $(git rev-list HEAD); do sort $c; done", false},
		{"nproc() { echo 'a[$(touch pwned)]'; }; echo $(( $(nproc) ))", false},
		{"f() { :; }; sort $(docker ps -q)", true}, // another name
		// A function body runs where it is called, with the values of then.
		{"x=notes.txt; f() { sort \"$x\"; }; x=-opwned; f", false},
		{"f() { sort notes.txt; }; f", true},
		{"{ f() { read -r x; sort \"$x\"; }; } < <(docker ps -q); f < ids.txt", false},

		// git rev-parse prints what it cannot resolve as it is.
		{"sort $(git rev-parse HEAD)", true},
		{"sort $(git rev-list -n1 --before=2024-01-01 HEAD)", true},
		{"sort $(git rev-list --max-parents=0 HEAD)", true},
		{"sort $(git rev-list --boundary HEAD~2..HEAD)", false}, // -<id> for a boundary commit
		{"sort $(git rev-list --left-right A...B)", false},      // <id and >id
		{"sort $(git rev-parse --abbrev-ref HEAD)", false},      // git update-ref refs/heads/-x makes a branch -x
		{"sort $(git describe --tags --abbrev=0)", false},       // so does a tag
		{"sort $(git rev-parse 'x -o/tmp/f')", false},
		{"git rev-parse 'x -o/tmp/f' | xargs sort", false},
	} {
		a := Analyze(c.cmd, env)
		if a.ReadOnly != c.read {
			t.Errorf("%q: read-only %v (%s), want %v", c.cmd, a.ReadOnly, a.Reason, c.read)
		}
	}
}

// TestProvenCarriers pins how proven words reach a command: xargs (with
// -I a line fills {}, otherwise words are appended and the command is
// judged with them) and read -r loops.
func TestProvenCarriers(t *testing.T) {
	env := Env{Cwd: "/project", Home: "/home/u"}
	for _, c := range []struct {
		cmd    string
		read   bool
		reason string
	}{
		{"kubectl get pods -n prod -o name | xargs -I{} kubectl logs -n prod {} --since=30m", true, ""},
		{"kubectl get pods -n prod -o name | xargs -n1 kubectl logs -n prod --tail=5", true, ""},
		{"kubectl get pods -o name | xargs kubectl describe", true, ""},
		{"kubectl get pods -o name | xargs -I{} kubectl delete {}", false, "`kubectl delete`"},
		{"docker ps -q | xargs docker inspect -f '{{.Name}}'", true, ""},
		{"docker ps -q | xargs -r docker logs --tail 5", true, ""},
		{"xargs docker inspect < <(docker ps -q)", true, ""},
		{"git log --format=%H | xargs git show --stat", true, ""},
		// The line joins a long option's value after its literal =, as
		// "$v" does in --skip="$v"; before the =, it names the option.
		{"seq 3 | xargs -I{} git log -1 --skip={} --format=%h", true, ""},
		{"seq 3 | xargs -I{} git log -1 --s{}=1", false, "would become an option"},
		{"seq 3 | xargs -I{} git log -1 -n{}", false, "would become an option"},
		{"ls | xargs -I{} git log --output={} x", false, "`git log --output` writes a file"},
		// The command is judged with the words it gets.
		{"git log --format=%H -1 | xargs git branch", false, "`git branch` with a name creates a branch"},
		{"git log --format=%H -1 | xargs git tag", false, "`git tag` with a name creates a tag"},
		{"git log --format=%H -1 | xargs git config", false, "`git config` with a value"},
		{"docker ps -q | xargs -n1 docker rm", false, "`docker rm`"},
		{"docker ps -q | xargs sort -o", false, "`sort -o` writes a file"}, // the word lands as a value
		{"docker ps -q | xargs docker logs --tail", true, ""},
		// After --, any word is an operand.
		{"git diff --name-only v1 v2 -- '*.go' | xargs -r gofmt -l --", true, ""},
		{"git ls-files -z | xargs -0 sort --", true, ""},
		{"ls | xargs -d '\\n' sed -n 1p --", true, ""},
		{"ls | xargs sort -- x", true, ""},
		{"ls | xargs git branch --", false, "not proven"},
		{"ls | xargs -I{} sort -- {}", true, ""},
		{"ls | xargs -I{} sort {} --", false, "not proven"},
		{"ls | xargs grep -e --", true, ""},            // grep writes nothing whatever it gets
		{"ls | xargs sort -k --", false, "not proven"}, // -- is the value of -k
		// Words not proven: the reason says so.
		{"git diff --name-only v1 v2 -- '*.go' | xargs -r gofmt -l", false, "a file, for one, may be named -w"},
		{"docker ps --format '{{.Image}}' | xargs sort", false, "not proven"},
		{"docker ps -q | xargs -a ids.txt sort", false, "not proven"},         // words from a file
		{"docker ps -q | xargs -0 sort", false, "not proven"},                 // one NUL-free word: the whole output
		{"docker ps -q | xargs -d, sort", false, "not proven"},                // another delimiter
		{"docker ps -q | xargs -I{} -n1 sort {}", false, "the last of -I"},    // -n after -I appends
		{"docker ps -q | xargs -I% sort -%", false, "would become an option"}, // an option built from a line
		{"docker ps -q | xargs -Iu sort -u", false, "would become an option"},
		{"docker ps -q | xargs -I{} {} x", false, ""}, // the program from a line
		{"docker ps -q | xargs -I{} sort -o{} x", false, "`sort -o` writes a file"},
		{"docker ps -q | xargs \"$o\" sort", false, ""},
		{"docker ps -q | xargs sort < ids.txt", false, "not proven"}, // a redirected reader
		{"docker ps -q | timeout 5 xargs sort", true, ""},
		{"docker ps -q 2>&1 | xargs sort", false, "not proven"},
		{"(docker ps -q) | xargs sort", false, "not proven"},
		// read -r loops.
		{"while read -r pod; do kubectl logs -n prod \"$pod\" --tail=5; done < <(kubectl get pods -n prod -o name)", true, ""},
		{"kubectl get pods -o name | while read -r p; do kubectl describe \"$p\"; done", true, ""},
		{"kubectl get pods -o name | while IFS= read -r p; do kubectl describe \"$p\"; done", true, ""},
		{"docker ps -q | while read -r id; do docker inspect $id; done", true, ""},
		{"kubectl get pods -o json | while read -r p; do kubectl describe \"$p\"; done", false, "`\"$p\"`"},
		{"while read -r a b; do sort \"$b\"; done < <(kubectl get pods -o name)", false, "`\"$b\"`"}, // the rest of the line
		// A proven line starts with no backslash, so read without -r
		// keeps its first character; a NUL-terminated path needs -r.
		{"while read p; do sort \"$p\"; done < <(kubectl get pods -o name)", true, ""},
		{"find . -print0 | while read -d '' f; do sort \"$f\"; done", false, "`\"$f\"`"},
		{"while read -r -n 3 p; do sort \"$p\"; done < <(kubectl get pods -o name)", false, "`\"$p\"`"},
		{"while read -r -d / p; do sort \"$p\"; done < <(kubectl get pods -o name)", false, "`\"$p\"`"},
		{"while read -r -u 3 p; do sort \"$p\"; done < <(kubectl get pods -o name)", false, "`\"$p\"`"},
		{"while read -r p; do sort \"$p\"; done < <(kubectl get pods -o name) < ids.txt", false, "`\"$p\"`"},
		{"kubectl get pods -o name | while read -r p; do echo \"$p\" | xargs sort; done", false, "not proven"},
		{"kubectl get pods -o name | tee >(xargs sort) | wc -l", false, "not proven"},
		// Every other reader of the input takes whole lines or none.
		{"kubectl get pods -o name | while read -r p; do echo \"== $p\"; kubectl logs \"$p\" --tail=3; done", true, ""},
		{"kubectl get pods -o name | while read -r p; do kubectl -n prod logs \"$p\" | tail -3; done", true, ""},
		{"kubectl get pods -o name | while read -r p; do head -n 3 < notes.txt; kubectl describe \"$p\"; done", true, ""},
		{"docker ps -q | while read -r id; do grep -c x notes.txt; docker inspect \"$id\"; done", true, ""},
		{"docker ps -q | while read -r id; do sed -n 1p \"$id\"; sort \"$id\"; done", true, ""},
		{"kubectl get pods -o name | while read -r p; do head -c 4 >/dev/null; sort \"$p\"; done", false, "`\"$p\"`"},
		{"kubectl get pods -o name | while read -r p; do head -n 1; sort \"$p\"; done", false, "`\"$p\"`"},
		{"kubectl get pods -o name | while read -r p; do read -r -n 4 x; sort \"$p\"; done", false, "`\"$p\"`"},
		{"kubectl get pods -o name | while read -r p; do grep -m1 \"$p\"; sort \"$p\"; done", false, "`\"$p\"`"},
		{"kubectl get pods -o name | while read -r p; do sed -n 1p; sort \"$p\"; done", false, "`\"$p\"`"},
		{"kubectl get pods -o name | while read -r p; do cat \"$x\"; sort \"$p\"; done", false, "`\"$p\"`"},
		{"kubectl get pods -o name | while read -r p; do cat /dev/stdin; sort \"$p\"; done", false, "`\"$p\"`"},
		{"kubectl get pods -o name | while read -r p; do echo \"$(head -c 4)\"; sort \"$p\"; done", false, "`\"$p\"`"},
		{"kubectl get pods -o name | while read -r p; do kubectl exec -i \"$p\" -- true; sort \"$p\"; done", false, ""},
		{"kubectl get pods -o name | while read -r p; do git shortlog; sort \"$p\"; done", false, "`\"$p\"`"},
		{"kubectl get pods -o name | while read -r p; do git log --stdin; sort \"$p\"; done", false, "`\"$p\"`"},
		{"f() { head -c 4; }; kubectl get pods -o name | while read -r p; do f; sort \"$p\"; done", false, "`\"$p\"`"},
		{"while read -r p; do head -c 4 >/dev/null; sort \"$p\"; done < <(kubectl get pods -o name)", false, "`\"$p\"`"},
		{"kubectl get pods -o name | { head -c 4 >/dev/null; xargs sort; }", false, "not proven"},
		{"kubectl get pods -o name | while read -r p; do cat <<EOF\n$(head -c 4)\nEOF\nsort \"$p\"; done", false, "`\"$p\"`"},
		{"kubectl get pods -o name | { xargs -n1 echo; xargs sort; }", false, "not proven"},
		{"kubectl get pods -o name | { read -r p; xargs sort; }", false, "not proven"},
		{"while read -r p; do kubectl describe \"$p\"; done <<< \"$(kubectl get pods -o name)\"", true, ""},
		{"while read -r p; do kubectl describe \"$p\"; done <<< \"$(kubectl get pods -o json)\"", false, "`\"$p\"`"},
		{"while read -r p; do kubectl describe \"$p\"; done <<< \"x$(kubectl get pods -o name)\"", false, "`\"$p\"`"},
		{"kubectl() { echo -x; }; while read -r p; do sort \"$p\"; done <<< \"$(kubectl get pods -o name)\"", false, "`\"$p\"`"},
		{"docker ps -q | xargs -I '' sort ''", false, ""},
		{"docker ps -q | xargs -I\"$r\" sort x", false, ""},
		// A path may hold a newline: find's lines are not proven, its
		// NUL-terminated records are.
		{"find . -name '*.go' | while read -r f; do sort \"$f\"; done", false, "`\"$f\"`"},
		{"find . -name '*.go' | xargs -I{} sort {}", false, "not proven"},
		{"pwd | while read -r d; do sort \"$d\"; done", false, "`\"$d\"`"},
		{"sort \"$(find . -name x.go)\"", true, ""}, // one word: it starts with ./
		{"sort \"$(pwd)\"", true, ""},
		{"find . -name '*.go' -print0 | xargs -0 sort", true, ""},
		{"find . -name '*.go' -print0 | xargs -0 -I{} sort {}", true, ""},
		{"find src -type f -print0 | while IFS= read -r -d '' f; do sort \"$f\"; done", true, ""},
		{"while IFS= read -r -d '' f; do sort \"$f\"; done < <(find . -print0)", true, ""},
		{"find . -print0 | xargs sort", false, "not proven"},                               // NULs inside words
		{"find . -print0 | xargs -0 -d x sort", false, "not proven"},                       // another delimiter
		{"git log --format=%H | xargs -0 sort", false, "not proven"},                       // the whole output is one word
		{"find . -print0 -print | xargs -0 sort", false, "not proven"},                     // lines too
		{"find -print0 | xargs -0 sort", false, "not proven"},                              // no literal start
		{"find . -print0 | while read -r f; do sort \"$f\"; done", false, "`\"$f\"`"},      // lines of records
		{"find . -print0 | while read -r -d x f; do sort \"$f\"; done", false, "`\"$f\"`"}, // parts of records
		{"find . -print0 | while read -d '' f; do sort \"$f\"; done", false, "`\"$f\"`"},   // backslashes
		{"find . -print0 | while read -r -d '' f; do head -c 3; sort \"$f\"; done", false, "`\"$f\"`"},
		{"docker ps -q | while read -r -d '' f; do sort \"$f\"; done", false, "`\"$f\"`"},
	} {
		a := Analyze(c.cmd, env)
		if a.ReadOnly != c.read || !strings.Contains(a.Reason, c.reason) {
			t.Errorf("%q: read-only %v (%s), want %v (%s)", c.cmd, a.ReadOnly, a.Reason, c.read, c.reason)
		}
	}
}

# Ways to pass a word that starts with a dash through the shapes proven
# in reads/provenance.sh.

sort <(cat notes.txt) $(echo ' -opwned')

sort <(cat notes.txt)$(echo ' -opwned')

sort notes.txt $(git rev-parse 'notes.txt -opwned')

git rev-parse 'notes.txt -opwned' | xargs sort

sort $(seq -f 'notes.txt -opwned' 1)

sort notes.txt $(seq -s ' -opwned ' 2)

sort notes.txt $(date '+%Y -opwned')

sort notes.txt $(date +-opwned)

sort notes.txt $(docker ps --format '{{.Image}} -opwned')

sort notes.txt $(docker ps -q --format '-opwned')

sort notes.txt $(docker ps -aq 2>&1)

sort notes.txt $(kubectl get pods -o go-template='-opwned')

sort notes.txt $(kubectl get pods -o name -o jsonpath='-opwned')

sort notes.txt $(pgrep -d ' -opwned ' -f .)

sort notes.txt $(pgrep -l -f .)

sort notes.txt $(id -un)

git log > >(sort -opwned)

git log 2> >(tee pwned)

git log > >(cat > pwned)

while read -r f; do sort "$f"; done < <(printf '%s\n' -opwned)

while read -r p; do sort notes.txt "$p"; done < <(kubectl get pods -o json)

sort notes.txt $(timeout 5 docker ps -q)

git log --format=%H -1 | xargs git branch

git log --format=%H -1 | xargs git tag

git rev-list -n 1 HEAD | xargs -I{} git branch {}

git diff --name-only HEAD~1 -- '*.go' | xargs -r gofmt -w

git diff --name-only HEAD~1 | xargs sort

git ls-files | xargs sort

ls | xargs -I{} sort {}

printf '%s\n' -opwned | xargs -I{} sort notes.txt {}

git log --format=%H -1 | xargs -I% sort notes.txt -%

git log --format=%h -1 | xargs -Io sort notes.txt -o

git log --format=%H -1 | xargs -a notes.txt sort

git log --format=%H -1 | xargs -d a sort

git log --format=%H -1 | xargs -I{} -n1 sort {}

git log --format=%H -1 | xargs sort < notes.txt

while read p; do sort notes.txt "$p"; done < <(printf '%s\n' '\-opwned')

while read -r a b; do sort notes.txt "$b"; done < <(printf 'x -opwned\n')

printf '%s\n' 'x -opwned' | while read -r -d ' ' a; do sort notes.txt "$a"; done

kubectl get pods -o name | while read -r p; do head -c 4 >/dev/null; sort notes.txt "$p"; done

kubectl get pods -o name | while read -r p; do read -r -n 4 x; sort notes.txt "$p"; done

while read -r p; do grep -m1 x; sort notes.txt "$p"; done < <(kubectl get pods -o name)

kubectl get pods -o name | { head -c 4 >/dev/null; xargs sort notes.txt; }

kubectl get pods -o name | while read -r p; do cat "$x"; sort notes.txt "$p"; done

find . -name '*.md' | while read -r f; do sort notes.txt "$f"; done

find . -name '*.md' | xargs -I{} sort notes.txt {}

find . -name '*.md' -print0 | xargs sort notes.txt

find . -name '*.md' -print0 | while read -r f; do sort notes.txt "$f"; done

find . -name '*.md' -print0 | while read -r -d x f; do sort notes.txt "$f"; done

find . -name '*.md' -print0 | while read -d '' f; do sort notes.txt "$f"; done

find . -name '*.md' -print0 -print | xargs -0 sort notes.txt

find . -name '*.md' -print0 | xargs -0 sort -o pwned

pwd | while read -r d; do sort notes.txt "$d"; done

sort notes.txt $(kubectl get clusterroles -o jsonpath='{.items[*].metadata.name}')

sort notes.txt $(kubectl get pods -o jsonpath='{.items[*].metadata.annotations.x}')

sort notes.txt $(kubectl get pods -o custom-columns=-opwned:.metadata.name)

sort notes.txt $(git rev-list --boundary HEAD~1..HEAD)

sort notes.txt $(git rev-parse --abbrev-ref HEAD)

git() { echo notes.txt -opwned; }; sort $(git rev-parse HEAD)

git() { echo -opwned; }; git log --format=%H | xargs sort notes.txt

nproc() { echo 'a[$(touch pwned)]'; }; echo $(( $(nproc) + 1 ))

git() { echo 'a[$(touch pwned)]'; }; echo $(( $(git rev-list --count HEAD) ))

while read -r f; do sort notes.txt "$f"; done <<< "$(printf '%s\n' -opwned)"

git log --format=%H -1 | xargs -I '' sort notes.txt ''

sort notes.txt $(lsof -i :8080)

sort notes.txt $(lsof -t -F n)

git config $(git log --format=%h -2)

git symbolic-ref $(git rev-parse HEAD HEAD)

x=notes.txt; f() { sort "$x"; }; x=-opwned; f

git ls-files | xargs -I{} sort {} --

git ls-files | xargs sort -k --

git ls-files | xargs git branch --

# The substitution may print nothing: what follows "$var" is then the
# whole word.
base=$(git merge-base main topic); git log "$base"--output=/tmp/leak

base=$(git merge-base main topic); git log "$base""--output=/tmp/leak"

git log --format=%H | while read -r h; do git show "$h"--output=/tmp/leak; done

# A later assignment replaces the proof.
h=$(git rev-parse HEAD); h=$(cat ref.txt); git show "$h"

h=$(echo --output=/tmp/leak); git show "$h"

h=$(git rev-parse HEAD); git show $h

# After a literal prefix, an unproven substitution splits into words that
# may be options.
sort -k1 x$(echo a -o /tmp/leak) notes.txt

git diff x$(cat refs.txt) HEAD

# Proofs about the words bash splits a value into assume the default IFS:
# with IFS=a, the loop's xa-o splits into x and -o.
IFS=a; for e in xa-o; do sort $e /tmp/leak notes.txt; done

IFS=a; for e in xa-o; do sort v$e /tmp/leak notes.txt; done

IFS=4; sort $(date +4-o) /tmp/leak notes.txt

IFS=4; for d in $(date +4-o); do sort $d /tmp/leak notes.txt; done

# Each value of a loop's variable is judged: one writer is enough.
for t in ls rm; do "$t" notes.txt; done

t=sort; "$t" -o /tmp/leak notes.txt

for t in cat; do t=rm; "$t" notes.txt; done

for f in notes.txt --output=/tmp/leak; do git diff "$f"; done

sed -i 1d "$(go env GOPATH)/x"

go() { echo -i; }; sed -n 1p "$(go env GOPATH)/x"

sort $(go env GOPATH)/x -o out

while read -r svc; do sort "$svc" data.txt; done <<< $'api\n-o.txt'

while read -r svc; do sort "$svc" data.txt; done <<< $'api\n   -o.txt'

while read svc; do sort "$svc" data.txt; done <<< $'api\n\\-o.txt'

while read -r a b; do sort "$b" data.txt; done <<< 'api -o.txt'

while read -r svc; do sort "$svc" data.txt; done <<< "api $x"

while read -r svc; do sort $svc data.txt; done <<< 'api -o x.txt'

sort "$(echo -o out.txt)" data.txt

sort $(echo data.txt -o out.txt)

sort $(which sort || echo -o out.txt) data.txt

sort "$(true || echo -o)"out.txt data.txt

sort $(echo data.txt $'\n-o' out.txt)

sort "$(which sort >&2 || echo -o)"out.txt data.txt

echo() { printf -- '-o'; }; sort "$(echo x)"out.txt data.txt

while IFS=$'\r' read -r r; do git log "$r"; done <<< $'\r--output=log.txt'

IFS=$'\v'; while read -r svc; do sort "$svc" data.txt; done <<< $'\v-o out.txt'

while IFS=$' \f' read -r svc; do sort "$svc" data.txt; done <<< $'api\n\f-oout.txt'

x=data.txt; for i in 1 2; do sort "$x" data.txt; x=-ofoo.txt; done

while read -r rev; do git log $rev; IFS=x; done <<< $'HEAD\nHEADx--output=log.txt'

for f in HEAD HEADx--output=log.txt; do git log $f; IFS=x; done

d=.; for i in 1 2; do git diff "$d"; d=--output=diff.txt; done

o=data.txt; while true; do sort "$o" data.txt; read -r o <<< '-oout.txt'; done

sort $(echo '*') data.txt

sort $(which sort 2>/dev/null || echo '-?foo') data.txt

sort $(echo 'x' '[-]ofoo') data.txt

printf '%s\n' 'a\\-o' | while read f; do sort "$f"; done

# git rev-parse prints '*' as it is; bash expands d* to data.csv docs, and
# git config data.csv docs sets a key.
git config d$(git rev-parse '*')

# A ref may be named --output=x (git update-ref): a bare git tag -l proves
# nothing about its lines.
for t in $(git tag -l); do git log -1 $t; done

# $2 of git rev-list --objects is a path, which may be --output=x.
git rev-list --objects --all | awk '{print $2}' | while read -r p; do git log -1 $p; done

# A cluster role listed after -o may be named --output=x.
git log -1 $(kubectl get pod/web -o name clusterrole/view | cut -d/ -f2)

# An awk pattern that assigns changes $1 before it is printed.
git log -1 $(git rev-list --objects HEAD | awk '$1="--output=pwned" {print $1}')

# Where the substitution prints nothing the word is the pattern, which a
# file named --output=x matches.
git log -1 $(git tag -l 'v9*')*

# Bash sets $_ to the last word of the command before.
for _ in a b; do echo --output=pwned; git log -1 "$_"; done

# getopts sets OPTARG without spelling it.
for OPTARG in a; do getopts o: x -o --output=pwned; git log -1 "$OPTARG"; done

# Text after jsonpath's braces is printed as it is: x=' --output=pwned'.
git log -1 $(kubectl get pods -o jsonpath='{.items[*].metadata.name}'"$x")

# Another host answers what it likes: -R HOST/OWNER/REPO.
git log -1 $(gh pr view 1 -R evil.example/acme/web --json headRefOid -q .headRefOid)

# A pattern in date's format makes bash match file names: x25a x25b, the
# second taken for a git command.
git -C x$(date '+%d*') log

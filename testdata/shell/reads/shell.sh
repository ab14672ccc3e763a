cd src && ls

cd src; pwd; cd ..; ls

(cd docs && ls)

{ ls; pwd; }

ls && pwd || true

ls; echo done

if [ -f go.mod ]; then cat go.mod; else echo none; fi

for f in *.go; do wc -l "$f"; done

for f in src/*; do echo "$f"; done

while read -r line; do echo "$line"; done < notes.txt

while IFS=, read -r a b; do echo "$a"; done < data.csv

case $(uname) in Linux) echo linux;; *) echo other;; esac

f() { git status; }; f

function g { ls; }; g

x=1; echo $x

name=README.md; cat "$name"

n=3; head -n "$n" README.md

echo $((1+2))

for ((i=0; i<3; i++)); do echo $i; done

[[ $# -eq 0 ]] && echo none

n=2; [[ $n -gt 1 ]] && echo big

count=$(wc -l < README.md); echo "$count lines"

echo "$(git rev-parse --short HEAD)"

echo "branch: $(git branch --show-current)"

ls $(git rev-parse --show-toplevel)

diff <(sort notes.txt) <(sort -r notes.txt) || true

cat <<EOF
hello
EOF

grep hello <<< "hello world"

cat README.md | head -5

git log 2>&1 | head -2

ls nonexistent 2>/dev/null || echo missing

ls >/dev/null 2>&1

echo to stderr >&2

mapfile -t lines < notes.txt; echo "${#lines[@]}"

read -r first < notes.txt; echo "$first"

echo ${HOME:-none}

echo ${x:-default}

arr=(a b c); echo "${arr[1]}"

arr=(a b c); echo "${arr[@]}"

s=hello; echo "${s:1:3}"

s=hello; echo "${s^^}"

s=a.txt; echo "${s%.txt}"

test -n "$HOME"

true

: nothing

sleep 0

time ls >/dev/null

LANG=C sort notes.txt

LC_ALL=C ls

TZ=UTC date

NO_COLOR=1 git log -1

GIT_PAGER=cat git log -1

PAGER=cat git log -1

env LC_ALL=C sort notes.txt

env | sort | head -3

printenv HOME

timeout 5 git status

nice -n 5 ls

nohup ls >/dev/null 2>&1

command ls

builtin echo hi

set -o | head -2

shopt -u nullglob; ls

shopt -s globstar dotglob; ls **/*.md | head

{ls,-la}

echo {a,b}.txt

ls src/{app,lib} 2>/dev/null || true

echo {1..3}

cat <<'EOF' | wc -l
line one
line two
EOF

echo "a b" | while read -r x y; do echo "$y"; done

git log --oneline | while read -r h s; do echo "$h"; done

ls | grep -v '^\.' | sort

read -r -d '' -a words < notes.txt; echo "${#words[@]}"

printf -v today '%(%F)T' -1; echo "$today"

REV=$(git rev-parse HEAD); git log -1 --format=%s "$REV"

LIMIT=3; git log --oneline -n "$LIMIT"

for SVC in src docs; do ls "$SVC" 2>/dev/null | head -3; done

grep -rn TODO .

grep -rn TODO . 2>/dev/null

grep -c func main.go

grep -E '^(module|go) ' go.mod

grep -l package -r src

egrep 'a|b' notes.txt

fgrep -x hello notes.txt || true

grep -rn --include='*.go' 'func ' .

rg --version >/dev/null 2>&1 || true

which go

which -a ls

type ls

command -v git

command -V cat

whereis ls

git grep -n func

git grep -c package -- '*.go'

grep -o '[0-9]\+' data.csv | sort -u

grep -v '^#' notes.txt | wc -l

git ls-files | grep -E '\.go$' | xargs -n1 dirname | sort -u

find . -name '*.go' | xargs wc -l

git ls-files | xargs -I{} head -n 3 {}

printf '%s\n' main.go go.mod | xargs -n1 basename

ls | xargs

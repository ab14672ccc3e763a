ls

ls -la

ls -la src/

ls -1 docs | head

cat README.md

cat -n main.go

head -20 README.md

head -n 5 data.csv

tail -n 3 notes.txt

tail -c 100 README.md

wc -l *.go

wc -w README.md notes.txt

stat go.mod

stat -c '%s %n' README.md

du -sh .

du -a src | sort -n

df -h .

file README.md

realpath src/../README.md

readlink -f README.md

basename /a/b/c.txt .txt

dirname src/app/app.go

pwd

tree -L 2 2>/dev/null || true

md5sum README.md

sha256sum go.mod main.go

cksum data.csv

od -c notes.txt | head

hexdump -C go.mod | head -5

xxd main.go | head

strings main.go | head

diff README.md notes.txt || true

cmp README.md README.md

comm -12 <(sort notes.txt) <(sort data.csv)

test -f go.mod && echo yes

[ -d src ] && echo dir

[[ -e README.md ]] && echo exists

more README.md

tac notes.txt

nl README.md | head

ls -la ~ >/dev/null

cat "$HOME/.gitconfig" 2>/dev/null || true

find . -name '*.go' -type f

# Unquoted, a pattern that starts with a name (or ends in .go) stays one
# word, becomes several (find stops: paths must precede expression) or
# with nullglob none, and find still only lists.
find deploy -name values*.yaml | sort

find . -name Dockerfile* -not -path '*/node_modules/*'

find . -name *.go -newer go.mod

find . -maxdepth 2 -type d

find src -newer go.mod -print

find . -name '*.md' -size -10k

sed -n 1p ./*.md

rg -n TODO -- *

for f in ./*.md; do echo "$f"; done

file $(which go)

file "$(command -v git)"

ls "$(git rev-parse --show-toplevel)"/docs

stat -c %s "$(pwd)"/go.mod

file $(pwd)/main.go

find . -name -delete

p='*.md'; find . -name "$p" -type f

find . -name '*.md' -not -path './.git/*' -exec grep -H '^#' {} \; | head -5

find src -name '*.go' -exec wc -l {} +

tar -xOzf fixture.tar.gz ./LICENSE 2>/dev/null | head -5 || true

readelf -h /bin/true | head -3

# fd -x and -X run a read-only command per result (or once): judged as find -exec is.
fd -e tsx . src -x wc -l | sort -n

fd -t f -e md . docs -x ls -lh

fd -H -t d -d 2 '^(node_modules|target)$' --exec-batch du -sh

fd -e go . src -X grep -l TODO

fd -e md -x wc -l {}

git status

git status --short

git status -sb

git log --oneline -5

git log --oneline --graph --all

git log -p -1

git log --stat -2

git log --format='%h %an %s' -3

git log --since='1 year ago' --oneline

git log --text -1

git --no-pager log -3

git -c color.ui=always log -1

git -P log --oneline -2

git diff

git diff HEAD~1

git diff --stat HEAD~1 HEAD

git diff --name-only HEAD~1

git diff --cached

git show HEAD

git show --stat HEAD

git show HEAD:README.md

git show v1.0 --quiet

git branch

git branch -a

git branch -vv

git branch --show-current

git branch --list 'm*'

git branch --contains HEAD

git tag

git tag -l 'v*'

git tag --list --sort=-creatordate

git blame main.go

git blame -L 1,3 README.md

git rev-parse HEAD

git rev-parse --show-toplevel

git rev-parse --abbrev-ref HEAD

git ls-files

git ls-files -m

git ls-tree HEAD

git ls-tree -r --name-only HEAD

git cat-file -p HEAD

git cat-file -t HEAD

git describe --tags

git describe --always

git shortlog -sn

git rev-list --count HEAD

git merge-base HEAD HEAD~1

git for-each-ref --format='%(refname)' refs/heads

git show-ref

git count-objects -v

git reflog

git reflog -n 3

git remote -v

git config --get user.name || true

git config --list --local

git config user.email || true

git config --get-regexp '^core'

git stash list

git worktree list

git name-rev HEAD

git check-ignore -v x.log || true

git var GIT_AUTHOR_IDENT

git log --oneline | head -3

git log --oneline | grep -c .

git diff HEAD~1 --word-diff

git grep -n package

git version

git help -a >/dev/null 2>&1 || true

git clean -nd

git clean -ndx -e keep

git clean --dry-run -f

git hash-object README.md

git hash-object -t blob --path=x README.md

git log --author="$(git config user.name)" --oneline -5

git diff --stat "origin/$(git rev-parse --abbrev-ref HEAD)"

git log --format=%H -n 3 | while read -r c; do git show --stat --format='%h %s' "$c"; done

for c in $(git rev-list -n 3 HEAD); do git show --stat $c | tail -1; done

git log --format='%h %s' -n 3 | while read -r c rest; do git show --stat "$c" | tail -1; done

find . -name '*.md' -not -path './.git/*' -print0 | while IFS= read -r -d '' f; do sed -n 1p "$f"; done

while read -r f; do git log -1 --format=%h -- "$f"; done < <(find . -name '*.go')

for f in docs/*.md; do sed -n 1p "$f"; done

for b in main; do git log "$b" -1 --oneline; done

git -C .. log --oneline -1 2>/dev/null || true

for d in ./*/; do printf '%s %s\n' "$(git -C "$d" rev-parse --short HEAD 2>/dev/null)" "$d"; done

git --git-dir=.git --work-tree=. status --short

for f in $(git diff --name-only); do git diff -- "$f" | head -5; done

git stash show -p 2>/dev/null || true

git remote show -n origin 2>/dev/null || true

git reflog -n 3

git -C . --no-pager log --author=someone -n 2 --oneline

git log --format='%h' -3 | xargs -n1 git show --stat --format='%h %s' | grep -c changed || true

echo $(( $(git rev-list --count HEAD) > 1000 ))

git diff --stat "$(git merge-base HEAD HEAD~1)"..HEAD -- src/

# git fsck only reads, except --lost-found.
git fsck --no-progress --connectivity-only

git fsck --no-dangling 2>/dev/null | head

git prune --dry-run --verbose | head

git tag -n5 v2.13.0

git tag --contains HEAD 'v2.*'

git interpret-trailers --parse < <(git log -1 --format=%B)

git log -1 --format=%B | git interpret-trailers --only-input --only-trailers

git blame -L 10,20 -- README.md

git shortlog -sne --since="1 month ago" HEAD

git verify-pack -v .git/objects/pack/*.idx | sort -k3 -n | tail -5

git stripspace --strip-comments < .git/COMMIT_EDITMSG

git show HEAD | git patch-id --stable

git replace --list

git sparse-checkout list

git archive --format=tar HEAD docs | tar -tf - | head

git archive -l

git bundle verify /tmp/repo.bundle

git bundle list-heads /tmp/repo.bundle

# format-patch --stdout prints the patches (git 2.39 writes nothing).
git format-patch --stdout -1 HEAD~2 | head -100

git format-patch --stdout -n --cover-letter origin/main..HEAD -- services/ | grep '^Subject'

for c in $(git rev-list -n 12 --first-parent main); do printf '%s %s\n' "${c:0:8}" "$(git show $c:Cargo.lock | sha256sum | cut -c1-12)"; done

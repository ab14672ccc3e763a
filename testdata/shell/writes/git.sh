git add .

git commit -m x

git commit --allow-empty -m x

git push

git pull

git fetch

git checkout -b x

git switch -c x

git reset --hard HEAD~1

git rebase main

git merge x

git restore README.md

git rm notes.txt

git mv a b

git clean -fd

git stash

git stash pop

git stash drop

git cherry-pick HEAD

git revert HEAD

git apply fix.diff

git am x.patch

git init

git clone x y

git gc

git tag v2

git tag -d v1.0

git tag -a v3 -m msg

git branch new

git branch -d main

git branch -m x

git branch -D x

git branch --set-upstream-to=x

git config user.name x

git config --unset user.name

git config --unset-a x.y

git config --rem x

git config --add x.y z

git config -e

git config set x.y z

git remote add x y

git remote remove origin

git remote set-url origin x

git notes add -m x

git worktree add ../x

git submodule update

git reflog expire --all

git update-ref refs/heads/x HEAD

git symbolic-ref HEAD refs/heads/x

git log --output=log.txt

git log --out=log.txt

git diff --output=d.txt

git diff --ext-diff

git diff --ext

git log -p --textconv

git -p log

git --paginate log

git grep -O'touch pwned' x

git grep -nO'touch pwned' x

git grep --open-files-in-pager='touch pwned' x

git grep --open x

git ls-remote --upload-pack='touch pwned' origin

git ls-remote --up='touch pwned' origin

git -c core.pager='touch pwned' log

git -c alias.x='!touch pwned' x

git -c core.fsmonitor='touch pwned' status

git --config-env=core.pager=X log

git --exec-path=/tmp log

git cat-file --textconv HEAD:README.md

git help -w log

git difftool

git format-patch -1

git archive HEAD -o x.tar

git bundle create x.bundle HEAD

git filter-branch

git bisect start

git maintenance run

git lfs install

git send-email x

git $SUB

git "$SUB" x

git clean -f

git clean -fd -e keep

git clean --interactive

git clean -n -i

git clean -fen

git hash-object -w README.md

git stash show --output=stash.diff

git stash show --ext-diff

git stash -m list

git reflog show --output=reflog.txt

git reflog --out=reflog.txt

x=--textconv; git cat-file "$x" HEAD:README.md

git tag --delete v0.1

git -c core.pager='touch pwned' --paginate log

git fsck --lost-found

git fsck --lost

git prune

git prune --expire=now

git tag -n v9 -a

git interpret-trailers --parse --in-place msg.txt

git interpret-trailers --parse --in msg.txt

git interpret-trailers --trailer 'Signed-off-by: x' msg.txt

git interpret-trailers --parse --no-only-input msg.txt

git rev-list --output=pwned HEAD

git rev-list --all --output pwned

git shortlog --output=pwned HEAD

git blame --output=pwned README.md

git annotate README.md --output pwned

git blame "$(printf -- --output=pwned)" README.md

git stash list --output=pwned

git blame --textconv README.md

git archive -o release.tar.gz HEAD

git archive --output=release.zip HEAD

git archive --out=release.zip HEAD

git archive --format=custom HEAD

git archive --remote=ssh://host/repo --exec='rm -rf /srv' HEAD

git archive HEAD "$opt"

git replace -f abc123 def456

git replace --list -d abc123

git sparse-checkout set docs

git bundle create repo.bundle --all

git bundle unbundle repo.bundle

git log -n *

# In double quotes "$@" and "${a[@]}" still give one word per element,
# so a later one is an option (git log --author x --output=f).
set -- x --output=f; git log --author "$@"

a=(x --output=f); git log --author="${a[@]}"

git log --author "${x:-$@}"

git format-patch --stdout -n -o patches/ -3

git format-patch --stdout --output-dir=patches -3

git format-patch --stdout --from --output=all.patch -2

git format-patch --stdout --ext-diff -1

git format-patch origin/main..HEAD

# git takes revision and diff options by their exact names: an
# abbreviation is no option and takes no value, and git reads the rest
# (creating the --output file) before it refuses it (git 2.39).
git log --auth --output=authors.txt

git log --sk --output=log.txt

git format-patch --stdout --subj --output=all.patch -1

# An option git reads with its value in the next word (-S, -G, -I,
# --src-prefix, ...) must not be read as a switch: the next word is its
# value, and the one after it an option (git 2.39 wrote f).
git log -1 -S --author --output=f

git show --src-prefix --author --output=f

git shortlog -n --output=f HEAD

git format-patch --stdout --no-stdout -1

git format-patch --stdout -1 --author --no-stdout a

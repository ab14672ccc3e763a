# Ways around the run-time word, wrapper, environment and git apply
# shapes of reads/runtime.sh.

# A tag may start with a dash (git update-ref refs/tags/--output=x):
# git describe's output is no proven word.
git log "$(git describe --tags --abbrev=0)"..HEAD --oneline

git log $(git describe --tags --abbrev=0)

# prlimit runs a command when no process id other than 0 is given.
prlimit $(pgrep -f worker) touch pwned

prlimit --pid 0 $(pgrep -f worker)

prlimit --pid=$(pgrep -f worker) $(pgrep -f worker)

prlimit --pid $(pgrep -c worker) $(pgrep worker)

prlimit --pid $(pgrep -f worker) --nofile=1:1

prlimit --pid $(docker ps --format '{{.Names}}')

prlimit --pid $(pgrep -l worker) $(pgrep -l worker)

pgrep() { echo touch pwned; }; prlimit --pid 1 $(pgrep x)

top -b -n 1 -p $(pgrep -l x) $(pgrep -l x)

# git branch with a name creates it unless a filter makes it list.
git branch $(git merge-base HEAD HEAD~1)

git branch -r $(git merge-base HEAD HEAD~1)

git branch --list-x $(git merge-base HEAD HEAD~1)

# git apply without a check applies.
git apply /dev/null

git apply --check --apply /dev/null

git apply --check --no-check /dev/null

git apply --stat --reject /dev/null

git apply --check -3 /dev/null

git apply --summary -Rv3 /dev/null

git apply --check --build-fake-ancestor=pwned /dev/null

git apply --check --intent-to-add /dev/null

git apply --check $(echo --apply) /dev/null

GIT_OPTIONAL_LOCKS=0 git apply /dev/null

# Wrappers: the command they run is judged, and -p acts on others.
ionice -c3 touch pwned

ionice -c3 -- touch pwned

ionice -c3 -p 1

ionice -n7 -P 1

ionice -c3 -u 0

ionice -c3 -p 1 touch pwned

ionice -c3 $(echo touch pwned)

taskset -c 0 touch pwned

taskset 1 tee pwned < README.md

taskset -cp 0 1

taskset $(echo 1 touch) pwned

taskset -c 0 sh -c 'touch pwned'

ionice -c3 xargs touch < README.md

# Variables that make git run something are still refused.
GIT_OPTIONAL_LOCKS=0 GIT_EXTERNAL_DIFF=./x git diff

GIT_NO_REPLACE_OBJECTS=1 GIT_PAGER=./x git log

# git lfs writes in .git on first use, even to list (git-lfs 3.3).
git lfs ls-files

git lfs ls-files --size

git lfs env

git lfs status --porcelain

git lfs track

git lfs logs last

git lfs version --help; git lfs install

git lfs $(echo version)

# timeout bounds a reader that never ends, and nothing else.
timeout 30 tcpdump -i any -w pwned

timeout 5 tcpdump -i any > pwned

timeout 5 docker stats --no-stream > pwned

timeout 5 xargs tcpdump < README.md

timeout 5 find . -maxdepth 0 -exec top -b \; -exec tcpdump -w pwned \;

timeout 5 nice tcpdump -w pwned

timeout 5 top

timeout 5 sar -o pwned 1

timeout 5 pidstat -e touch pwned

timeout 5 kubectl get pods -w --kubeconfig=pwned

timeout 5 ping -f localhost

# The built-in modules' members that write, load code or change flags.
node -p "require('v8').writeHeapSnapshot()"

node -e "require('v8').setFlagsFromString('--prof'); console.log(1)"

node -p "require('module').createRequire('/tmp/')('./x')"

node -p "require('module')._load('./x')"

node -p "const {writeHeapSnapshot} = require('v8'); writeHeapSnapshot()"

node -p "const m = require('module'); m.createRequire(process.cwd() + '/')('./main')"

node -p "require('test')"

node -p "require('util').promisify(require('fs').writeFile)('pwned', 'x')"

node -p "Intl.DateTimeFormat.constructor('require(\"fs\").writeFileSync(\"pwned\", \"x\")')()"

node -p "new Intl.NumberFormat.constructor('x')"

node -p "require('crypto').createHash('md5').constructor.constructor('return 1')()"

node -p "require('crypto').randomBytes(4).write('x')"

node --v8-options --prof

node --v8-options -e "require('fs').writeFileSync('pwned', '')"

# A line xargs puts into a word that starts with a dash is an option
# anywhere but as an option's value.
seq 1 7 | xargs -I{} date -u{}

echo s2020-01-01 | xargs -I{} date -u{}

echo s2020-01-01 | xargs -I{} date '-{}'

echo et=2020-01-01 | xargs -I{} date --s{}

echo 2020-01-01 | xargs -I{} date --set={}

echo 2020-01-01 | xargs -I{} date -s '-{} days'

echo 2020-01-01 | xargs -I{} date +%F '-{}'

echo o pwned | xargs -I{} sort -{} README.md

# pgrep -d joins the ids with a separator: one word only when it holds no
# blank or dash.
sort README.md $(pgrep -d ' -opwned ' x)

sort README.md $(pgrep -d-opwned x)

sort README.md $(pgrep -d, -l x)

# cargo runs an alias from a .cargo/config.toml in place of clippy or fmt
# (cargo 1.95); the corpus directory is checked by its own test.
cargo clippy --version --fix

cargo clippy

cargo fmt -- --check --emit files

cargo +nightly clippy --version

RUSTUP_TOOLCHAIN=nightly cargo fmt --version

CARGO_HOME=. cargo clippy --version

# rubocop reads options from .rubocop even for --version (RuboCop 1.39:
# --require ./x.rb ran x.rb).
rubocop --version

rubocop -V

# taskset -p MASK PID sets the affinity: only a producer of one id may
# stand for the pid.
taskset -cp $(pgrep nginx)

taskset -p $(pgrep -f worker | head -2)

taskset -p $(pgrep -l -o nginx)

taskset -p $(pidof nginx)

taskset -cp 0 $(pgrep -o nginx)

chrt -p 10 $(pgrep -o nginx)

ionice -c3 -p $(pgrep -o nginx)

# --name=$(...) is the option's value; the words after it are operands.
git log --output=$(date -d yesterday +%F)

sort --output=$(date +%F) README.md

git branch --sort=$(git rev-list -n2 HEAD)

uniq --skip-fields=$(seq 1 2) README.md

git log --after=$(echo x --output=pwned)

# A branch name may start with a dash (git update-ref refs/heads/-x): only
# glued to literal text is it no option.
git log $(git branch --show-current) --oneline

git diff $(git rev-parse --abbrev-ref HEAD)

git log "$(git symbolic-ref --short HEAD)"

git log origin/$(git branch)

git log origin/$(git rev-parse --abbrev-ref 'a b')

git log origin/$(seq 1 2)$(git branch --show-current)

find $(go env GOFLAGS) -delete

find $(go env GOROOT) -fprint pwned

# Trace variables write to a path or a descriptor; less options write
# logs or run commands; go variables download or rewrite go.mod.
GIT_TRACE=pwned git status

GIT_TRACE=/tmp/pwned git status

GIT_TRACE2_EVENT=pwned git status

GIT_TRACE_PERFORMANCE=$f git status

export GIT_TRACE=pwned; git status

env GIT_TRACE=pwned git status

LESS=-opwned git log

LESS=-Opwned git log

LESS='+!touch pwned' git log

LESS=-kkeys git log

LESS=--log-file=pwned git log

GOPROXY=https://proxy.example go list -m -versions golang.org/x/text

GOWORK=./go.work go list -m

GOFLAGS=-mod=mod go list -m all

GOFLAGS=-toolexec=./x go list -m

DEBIAN_FRONTEND=editor apt-cache policy git

GIT_DIR=/tmp/other git log

GIT_CONFIG_GLOBAL=./gitconfig git log

KUBECONFIG=./kubeconfig kubectl get pods

chrt -i 0 touch pwned

chrt -f -p 10 1

chrt --pid 5 1

chrt -f 99 sh -c 'touch pwned'

chrt $(echo 0 touch) pwned

timeout 10 iotop

timeout 10 iotop -b --xyzzy

chrt -o touch ls

chrt --idle rm ls

taskset -p $(pidof -s sleep bash)

chrt -p $(pidof -s nginx postgres)

: <(timeout 600 docker stats)

head -c1 <(timeout 600 ping 1.1.1.1)

# A number glued to a literal is no option, but date @N sets the clock.
date @$(( $(date +%s) - 60 ))

# A date before 1971 gives a negative number in some time zone.
git log --output $(date -d 1969-12-31 +%s)

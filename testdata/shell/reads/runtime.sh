# Process ids at run time, wrappers that only set a scheduling class,
# environment variables that make git write less, and patch checks.

top -b -H -n 1 -p $(pgrep -f bin/api) | head -25

top -b -n 1 -p "$(pgrep -d, nginx)"

prlimit --pid $(pidof sshd)

prlimit --pid $(pgrep -n -f worker) --nofile

git branch -r --contains $(git merge-base HEAD HEAD~1) | head

git branch --merged $(git rev-parse HEAD) | head

GIT_OPTIONAL_LOCKS=0 git status --porcelain=v1

GIT_OPTIONAL_LOCKS=0 GIT_NO_REPLACE_OBJECTS=1 git log --oneline -5

git apply --check --stat < /dev/null

git apply --stat --numstat --summary /dev/null

git apply --check -p1 -R --index /dev/null

ionice -c3 du -sh src

ionice -c 2 -n 7 nice -n 19 find . -name '*.go'

taskset -c 0,1 ls -la

taskset 0x1 wc -l README.md

# Once in writes/hashi.sh: an extra id is an operand top refuses ("top:
# unknown option '456'", procps-ng 4.0.2), none leaves -p without a
# value; neither writes.
top -b -n1 -p $(pgrep java)

git lfs version

git lfs --version

timeout 30 docker stats gateway-1 --format '{{.MemUsage}}'

timeout 10 top -b -d 1 | grep -m1 Cpu

timeout 5s ping localhost

timeout 2m kubectl get pods -w

timeout -k 5 20 tcpdump -i any -nn port 53

timeout 10 pidstat -u -r -p $(pgrep -f bin/api) 1 3

timeout 8 iostat -x 2

node -p "require('v8').getHeapStatistics().heap_size_limit / 1024 / 1024"

node -p 'Intl.DateTimeFormat().resolvedOptions().timeZone'

node --print 'require("module").builtinModules.length'

node --v8-options | grep -A1 -E 'max-old-space-size'

node -p "require('crypto').createHash('sha256').update(require('fs').readFileSync('README.md')).digest('hex')"

node -p "require('util').inspect(process.versions, {depth: 0})"

node -p "const v8 = require('node:v8'); v8.getHeapSpaceStatistics().map(s => s.space_name)"

node -p "new Intl.NumberFormat('en-US').format(1234567)"

seq 1 7 | xargs -I{} date -d '-{} days' +%F

seq 0 3 | xargs -I{} date --date='-{} hours' '+%F %H:00'

ps -o pid,rss,cmd -p $(pgrep -d, -f api)

pidstat -p "$(pgrep -d, java)" 1 5

sort -n <(echo $(pgrep --delimiter=, -f worker))

cargo clippy --version

cargo fmt --version

taskset -cp $(pgrep -o nginx)

ionice -p $(pgrep -n postgres)

chrt -p $(pidof -s sshd)

taskset -p $(pgrep -f worker | head -1)

git log --after=$(date -d yesterday +%F) --oneline

git log --since=$(date -d '2 weeks ago' +%F) --format='%h %an' | head

git log origin/$(git branch --show-current)..HEAD --oneline

git rev-list --left-right --count origin/main...$(git branch --show-current)

git diff --stat origin/$(git symbolic-ref --short HEAD)

find $(go env GOROOT)/src -name '*.go' | wc -l

GIT_TRACE=1 git status

GIT_TRACE_PERFORMANCE=true git log -1 --oneline

GIT_CURL_VERBOSE=1 GIT_TERMINAL_PROMPT=0 git ls-remote --heads origin

GIT_CEILING_DIRECTORIES=/ git rev-parse --show-toplevel

GIT_LITERAL_PATHSPECS=1 git log --oneline -- '*.go'

LESS=-R git log -3

SYSTEMD_LESS=FRXMK journalctl -n 20 --no-pager

SYSTEMD_COLORS=0 systemctl status cron --no-pager

RUST_BACKTRACE=1 cargo --version

AWS_PROFILE=prod AWS_REGION=eu-west-1 aws sts get-caller-identity

GOOS=linux GOARCH=arm64 go env GOOS GOARCH

GOPROXY=off GOFLAGS=-mod=readonly go list -m

DEBIAN_FRONTEND=noninteractive apt-cache policy git

chrt -i 0 du -sh src

chrt -b 0 nice -n 19 git log --oneline -3

chrt -m

timeout 10 iotop -b -o

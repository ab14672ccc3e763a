# Run-time words proven never to start with a dash: process
# substitutions (/dev/fd/N paths) and the output of producers whose every
# word is an id, a resource/name, a number or a date.

sort -u <(git diff --name-only HEAD~1 HEAD | cut -d/ -f1-2)

sort -m <(sort notes.txt) <(sort data.csv)

uniq -c <(sort notes.txt)

sort -t, -k2 <(tail -n +2 data.csv)

cut -d, -f1 <(git show HEAD:data.csv)

grep -c . <(git log --oneline) || true

git log --oneline -3 2> >(grep -v warning >&2)

sort <(git log --format=%an) | uniq -c | sort -rn

docker inspect -f '{{.RestartCount}}' $(docker ps -aq)

docker inspect --format '{{.Name}} {{.State.Status}}' $(docker ps -q)

docker logs --tail 20 $(docker ps -lq)

docker inspect $(docker ps -q --filter status=exited) --format '{{.State.ExitCode}}'

docker image inspect $(docker images -q) --format '{{.RepoTags}} {{.Size}}'

docker inspect $(docker ps --format '{{.Names}}')

docker stats --no-stream $(docker ps -q)

podman inspect $(podman ps -aq)

kubectl describe $(kubectl get pods -n prod -l app=api -o name)

kubectl logs -n prod $(kubectl get pods -n prod -l app=api -o name | head -1) --tail=50

while read -r pod; do kubectl logs -n prod "$pod" --tail=5; done < <(kubectl get pods -n prod -l app=api -o name)

kubectl get pods -n prod -o name | while read -r p; do kubectl describe -n prod "$p" | tail -5; done

ps -o pid,etime,args -p "$(pgrep -d, -f nginx)"

lsof -p $(pgrep -n sshd)

ps -fp $(pidof -s dockerd)

git log --since "$(date -u +%Y-%m-%d)" --oneline

head -n $(nproc) notes.txt

sort -n <(seq 10 -1 1)

tail -n $(seq 3 | tail -1) notes.txt

for i in $(seq 3); do git log -1 --skip "$i" --format=%h; done

kubectl get pods -n prod -o name | xargs -I{} kubectl logs -n prod {} --since=30m

kubectl get pods -n prod -l app=api -o name | xargs -n1 kubectl logs -n prod --tail=20

kubectl get deploy -o name | xargs kubectl describe

docker ps -q | xargs docker inspect --format '{{.Name}} {{.RestartCount}}'

docker ps -aq | xargs -r docker logs --tail 5

xargs docker inspect -f '{{.Config.Image}}' < <(docker ps -q)

docker ps -q | while read -r id; do docker logs --tail 3 "$id"; done

git log --format=%H -n 3 | xargs git show --stat --format='%h %s'

while read -r c; do git show --stat "$c" | tail -1; done < <(git rev-list -n 3 HEAD)

find . -name '*.go' -print0 | xargs -0 sort -u | head -3

find src -type f -print0 | while IFS= read -r -d '' f; do sort "$f" | head -1; done

while IFS= read -r -d '' f; do sed -n 1p "$f"; done < <(find . -name '*.md' -print0)

kubectl logs -n prod $(kubectl get pods -n prod -l app=api -o jsonpath='{.items[0].metadata.name}') --tail=100

kubectl describe pod $(kubectl get pods -l app=web -o jsonpath='{.items[*].metadata.name}')

kubectl get ns -o jsonpath='{range .items[*]}{.metadata.name}{"\n"}{end}' | xargs -I{} kubectl get pods -n {} --no-headers

for pod in $(kubectl get pods -o name); do kubectl logs "$pod" --tail=3; done

for id in $(docker ps -q); do docker inspect --format '{{.Name}}' "$id"; done

git diff --stat $(git rev-list -n1 --before=2024-01-01 HEAD) HEAD

git show --stat $(git rev-list --max-parents=0 HEAD)

while read -r dep; do kubectl rollout status -n prod "$dep" --timeout=5s; done <<< "$(kubectl get deploy -n prod -o name)"

for i in $(seq 1 3); do git log -1 --format='%h %s' "HEAD~$i"; done

ps -o pid,ppid,etime,args -p $(lsof -ti :8080)

docker logs --tail 50 $(docker ps -qf name=api)

git show --stat $(git log -1 --format=%h -S TODO)

git diff --name-only HEAD~1 -- '*.go' | xargs -r gofmt -l --

git ls-files -z -- '*.md' | xargs -0 sed -n 1p --

# A variable set to such a substitution keeps its proof: bash does not
# split an assignment's value.
base=$(git merge-base main origin/release/2.4); git log --oneline "$base"..main -- '*.lock'

h=$(git rev-parse HEAD); git show "$h" --stat

top="$(git rev-parse --show-toplevel)"; ls "$top"/docs

# A literal prefix, then a substitution whose every field is proven: the
# first word starts with the prefix, the others are proven fields.
sar -u -f /var/log/sysstat/sa$(date +%d) 2>/dev/null | tail -5 || true

git show --stat x$(git rev-parse HEAD) 2>/dev/null || true

# A loop over literal words binds a value bash splits into those words.
for env in dev staging prod; do printf '%-8s %s\n' "$env" "$(yq '.image.tag' deploy/values-$env.yaml 2>/dev/null)"; done

# A variable bound to literal words stands for each of them.
for t in node python3 ruby; do printf '%-8s ' "$t"; command -v "$t" >/dev/null && "$t" --version 2>&1 | head -1 || echo missing; done

env=prod; cat "deploy/values-$env.yaml" 2>/dev/null || true

# date -d with a date near now prints digits first.
git log --since="$(date -u -d '-1 day' +%FT%TZ)" --oneline | head

sort -k1 "$(date -d yesterday +%F).log" 2>/dev/null | head || true

# Arithmetic on what stat -c and date +FORMAT print with numeric
# conversions only (a name there would be evaluated, and could run code).
echo "$(( $(date +%s) - $(stat -c %Y /var/log/app.log) ))s since last write"

n=$(stat -c %s build/app.tar.gz); echo "$((n / 1024)) KiB"

for f in logs/*.log; do echo "$f $(( ($(date +%s) - $(date -r "$f" +%s)) / 60 )) min"; done

# A loop over literal numbers, and pgrep -c's count, are numbers.
for w in 1 2 3 4; do echo "week-$w $(git rev-list --count --since="$w weeks ago" --until="$((w-1)) weeks ago" HEAD)"; done

n=$(pgrep -c -f orders-service); echo "$((n + 0)) processes"

age=$(( $(date +%s) - $(stat --format=%Y -- go.sum) )); echo "$age"

# readlink -f prints an absolute path.
dpkg -S "$(readlink -f /usr/bin/passwd)"

dpkg -S "$(readlink -f "$(command -v psql)")"

echo $(( $(grep -ci -e todo main.go 2>/dev/null) + $(grep -c fixme < notes.txt) ))

# go env of a folder variable and gem env gemdir print absolute paths.
sed -n '1,80p' "$(go env GOMODCACHE)/github.com/jackc/pgx/v5@v5.6.0/CHANGELOG.md"

unzip -l "$(go env GOMODCACHE)/cache/download/google.golang.org/grpc/@v/v1.64.0.zip"

go version -m "$(go env GOPATH)/bin/golangci-lint"

sed -n '1,40p' "$(gem env gemdir)/gems/rack-3.1.3/CHANGELOG.md"

while read -r svc; do printf '%-12s ' "$svc"; systemctl is-active "$svc"; done <<< $'search-api\ncatalog\norders\nredis-server\npostgresql'

while read -r sha; do git show --stat "$sha" | head -5; done <<< 'a1b2c3d 9f8e7d6'

while IFS= read -r unit; do systemctl status "$unit" --no-pager | head -3; done <<< 'nginx.service'

go version -m $(which gateway 2>/dev/null || echo /usr/local/bin/gateway) 2>/dev/null | grep -i -- '-ldflags'

head -3 "$(command -v gateway || echo /usr/local/bin/gateway)"

file "$(echo docs/guide.md)"

while IFS=, read -r name rest; do systemctl is-active "$name"; done <<< $'nginx,web\npostgresql,db'

git log --format=%H -n 5 | while read c; do git show --stat --format=%s "$c" | tail -1; done

# A calendar date from 1971 on prints a positive number of seconds.
aws logs filter-log-events --log-group-name /eks/prod/ingress-nginx --start-time $(date -u -d '2024-05-14 14:00' +%s000) --end-time $(date -u -d '2024-05-14 14:40' +%s000) --query 'events[].message' --output text | head

# An arithmetic expansion is a number, and digits after it keep it one.
aws logs filter-log-events --log-group-name /aws/lambda/checkout --start-time $(($(date +%s) - 3600))000 --filter-pattern ERROR --query 'events[].message' --output text | tail -20

date -d @$(( $(date +%s) - 7*86400 )) -Iseconds

# gh api's {owner} and {repo} are no brace expansion.
gh api repos/{owner}/{repo}/commits/$(git rev-parse origin/main)/check-runs --jq '.check_runs[] | "\(.name): \(.conclusion)"'

# git rev-parse of one revision prints one word: glued to image.tag= it
# stays one word, so the chart is still the second operand.
helm template api deploy/charts/api -n billing -f deploy/charts/api/values-prod.yaml --set image.tag=$(git rev-parse --short origin/main) | grep -c 'kind:'

# A pod's node is a node's name, one a line in the range form.
kubectl -n payments get pods -l app=payments-api -o jsonpath='{range .items[*]}{.spec.nodeName}{"\n"}{end}' | sort -u | xargs -I{} kubectl get node {} -o jsonpath='{.metadata.name}{"\n"}'

# git tag -l with a pattern prints only tags that match it: each starts
# with v4.2.0-rc.
for t in $(git tag -l 'v4.2.0-rc.*' --sort=v:refname); do printf '%-14s %s\n' "$t" "$(git show "$t":web/package.json | jq -r .version)"; done

# gh prints the run's head commit id, which GitHub computes.
git log --pretty=fuller -1 $(gh run view 11823340912 --json headSha -q .headSha)

# Two substitutions of commit ids around literal text: each word starts
# with an id or with ~5.., never a dash.
git log --oneline $(git rev-parse --short v1.2.0)~5..$(git rev-parse v1.3.0)

# awk printing $1 of lines that start with an id: jps's process ids.
jstat -gcutil "$(jps -l | awk '/ConnectDistributed/{print $1}')" 2000 3

git rev-list --objects --all | awk '$2 ~ /\.env$/ {print $1}' | while read -r b; do printf '%s ' "$b"; git cat-file -p "$b" | grep -c AKIA; done

# git for-each-ref's full ref names start with refs/.
git grep -n 'autoscaling/v2beta2' $(git for-each-ref --format='%(refname)' refs/remotes/origin/release/) -- deploy/ | head

# Dates in one field each, glued to literal text.
aws ce get-cost-and-usage --time-period Start=$(date -d "$(date +%Y-%m-01) -3 months" +%F),End=$(date +%Y-%m-01) --granularity MONTHLY --metrics AmortizedCost

uname -a

whoami

id

hostname

nproc

uptime

ps aux | head -3

ps -ef | grep -c .

pgrep -l bash || true

free -m

df -h

lsof -p $$ 2>/dev/null | head -3

ss -tln 2>/dev/null | head -3

journalctl --no-pager -n 5 2>/dev/null || true

man -w ls 2>/dev/null || true

locale

getconf PAGE_SIZE

arch

tty || true

groups

printenv PATH

env

go version

go env GOPATH

go list -m

go list -m all

# go list loads packages; it fills Go's build cache (a tool cache) and
# builds nothing.
go list -f '{{.ImportPath}}: {{join .Imports " "}}' ./... 2>/dev/null | head

go list -json -deps ./... 2>/dev/null | grep -c '"ImportPath"'

go mod graph 2>/dev/null | head

go mod why -m golang.org/x/sys 2>/dev/null || true

go mod verify 2>/dev/null || true

go mod edit -json | jq '.Require'

# With -json or -print, go mod edit prints the edited file and writes
# nothing, whatever else the line asks.
go mod edit -json -droprequire=golang.org/x/sys | jq .Require

go work edit -json 2>/dev/null || true

npm --version >/dev/null 2>&1 || true

npm view react version 2>/dev/null || true

npm ls --depth=0 2>/dev/null || true

tar -tf fixture.tar

tar tvf fixture.tar

tar --list --file=fixture.tar

gh pr list 2>/dev/null || true

gh pr view 1 2>/dev/null || true

gh issue list --state open 2>/dev/null || true

gh api repos/o/r 2>/dev/null || true

gh api -X GET search/issues -f q=repo:o/r 2>/dev/null || true

gh pr -R o/r list 2>/dev/null || true

gh run list 2>/dev/null || true

# gh run list -w is --workflow, not --web.
gh run list -w nightly.yml -L 14 --json conclusion 2>/dev/null || true

gh release view 2>/dev/null || true

teamctl team list 2>/dev/null || true

teamctl history list 2>/dev/null || true

teamctl pattern list 2>/dev/null || true

teamctl doctor 2>/dev/null || true

teamctl version 2>/dev/null || true

node --version 2>/dev/null || true

python3 -V

docker ps --format '{{.Names}}\t{{.Status}}' 2>/dev/null || true

docker logs --tail 200 api-1 2>&1 | grep -i error || true

docker compose ps 2>/dev/null || true

docker stats --no-stream 2>/dev/null || true

docker image ls 2>/dev/null || true

kubectl get pods -n default -o wide 2>/dev/null || true

kubectl config current-context 2>/dev/null || true

kubectl logs deploy/api --tail=50 2>/dev/null || true

unzip -l fixture.zip 2>/dev/null || true

# -Z first makes unzip zipinfo, which only lists.
unzip -Z1 fixture.zip 2>/dev/null || true

zcat fixture.gz 2>/dev/null | head -5 || true

zgrep -i oom fixture.gz 2>/dev/null || true

man ls 2>/dev/null | col -b | head -5

dig +short example.com 2>/dev/null || true

crontab -l 2>/dev/null || true

dmesg 2>/dev/null | tail -5 || true

ip -br addr 2>/dev/null || true

ip route show 2>/dev/null || true

ip -4 -br addr show 2>/dev/null || true

systemctl status cron --no-pager 2>/dev/null || true

systemctl show -p ActiveState --value cron 2>/dev/null || true

systemctl --user list-units --type=service --no-pager 2>/dev/null || true

helm -n monitoring list 2>/dev/null || true

dpkg -l 2>/dev/null | grep -i bash | head -3

dpkg-query -W -f='${Package} ${Version}\n' bash 2>/dev/null || true

dpkg -sL bash 2>/dev/null | head -3

rpm -qf /bin/ls 2>/dev/null || true

rpm -qa --qf '%{NAME}\n' 2>/dev/null | head -3

npm config get registry 2>/dev/null || true

go doc strings.Cut 2>/dev/null || true

helm list -A 2>/dev/null || true

aws sts get-caller-identity 2>/dev/null || true

aws ec2 describe-instances --region eu-west-1 2>/dev/null || true

aws --region eu-west-1 --output json ec2 describe-vpcs 2>/dev/null || true

unzip -p fixture.zip manifest.json 2>/dev/null || true

curl -s http://127.0.0.1:9/ 2>/dev/null || true

curl -sSfL -H 'Accept: application/json' -m 5 http://127.0.0.1:9/healthz || echo down

# A POST to a query API that documents POST as a query: Prometheus, Elasticsearch.
curl -s http://127.0.0.1:9/api/v1/query --data-urlencode 'query=sum(rate(http_requests_total{status=~"5.."}[5m])) by (service)' | jq '.data.result' || true

curl -s 127.0.0.1:9/prometheus/api/v1/query_range --data-urlencode 'query=up' -d start=1700000000 -d end=1700003600 -d step=60 || true

curl -s http://127.0.0.1:9/api/v1/label/job/values -d 'match[]=up' || true

curl -s -X POST 127.0.0.1:9/orders/_search -H 'Content-Type: application/json' -d '{"size":0,"aggs":{"s":{"terms":{"field":"status"}}}}' || true

curl -s 127.0.0.1:9/orders/_count -H 'Content-Type: application/json' -d '{"query":{"term":{"status":"failed"}}}' || true

curl -sG http://127.0.0.1:9/api/v1/query --data-urlencode 'query=sum(rate(http_requests_total[5m]))' || true

curl -s --get -d limit=5 -d q=error http://127.0.0.1:9/search || true

curl -sI http://127.0.0.1:9/ | head -5 || true

wget --no-hsts -qO- http://127.0.0.1:9/metrics 2>/dev/null || true

curl -sS -H "Authorization: Bearer $TOKEN" http://127.0.0.1:9/ 2>/dev/null || true

curl -sSX HEAD --request=GET http://127.0.0.1:9/ 2>/dev/null || true

wget -q -O - --no-hsts --timeout=5 http://127.0.0.1:9/ 2>/dev/null || true

wget -qSO- --no-hsts http://127.0.0.1:9/ 2>/dev/null || true

unzip -lq fixture.zip 2>/dev/null || true

unzip -qv fixture.zip 2>/dev/null || true

gofmt --l -s . 2>/dev/null || true

crontab -lu "$USER" 2>/dev/null || true

dmesg --level=err,warn -T 2>/dev/null | tail -5 || true

kubectl -n kube-system get pods 2>/dev/null || true

kubectl --context prod -o name get ns 2>/dev/null || true

docker --log-level error ps -a 2>/dev/null || true

docker compose --ansi=never ps 2>/dev/null || true

date -u -d "$(git log -1 --format=%cI)" +%s

date -Iseconds

tmux list-panes -a -F '#{pane_id} #{pane_title} #{pane_current_command}' 2>/dev/null || true

tmux capture-pane -p -t %3 -S -50 2>/dev/null || true

tmux -Lteamctl display -pt %1 '#{pane_pid}' 2>/dev/null || true

tmux capture-pane -peJ -S -20 -t %1 2>/dev/null || true

gofmt -l . 2>/dev/null || true

gofmt -d -s src/main.go 2>/dev/null || true

shellcheck scripts/x.sh 2>/dev/null || true

tar -tvzf fixture.tgz 2>/dev/null || true

ruff check --no-cache src/ 2>&1 | tail -5 || true

ruff format --check --no-cache . 2>/dev/null || true

xmllint --xpath '//version/text()' pom.xml 2>/dev/null || true

cmake -N -L build 2>/dev/null | head -3 || true

nm -D --defined-only /bin/true 2>/dev/null | head -3 || true

objdump -d /bin/true 2>/dev/null | head -3 || true

clang-format --dry-run --Werror src/*.c 2>&1 | head -5 || true

cppcheck --quiet --enable=warning src/ 2>&1 | head -5 || true

curl -sS -o /dev/null -w '%{http_code}\n' http://127.0.0.1:9/healthz || true

ruby -v 2>/dev/null || true

perl -v | head -2

hadolint Dockerfile 2>/dev/null || true

actionlint .github/workflows/ci.yml 2>/dev/null || true

openssl x509 -in cert.pem -noout -subject -dates 2>/dev/null || true

openssl version

curl -s -u guest:guest http://127.0.0.1:9/api/queues || true

gh secret list 2>/dev/null || true

gh variable list 2>/dev/null || true

# get prints one variable's value.
gh variable get RELEASE_TRAIN -e production

# gh browse -n prints the address instead of opening it.
gh browse --no-browser --branch release/4.2 CHANGELOG.md

kubectl get pods -o=jsonpath='{.items[*].metadata.name}' 2>/dev/null || true

kubectl get deploy -owide 2>/dev/null || true

node --check scripts/gen.js 2>/dev/null || true

ruby -c app.rb 2>/dev/null || true

pyenv versions 2>/dev/null || true

rbenv version 2>/dev/null || true

kcat -b 127.0.0.1:9 -L -t events 2>/dev/null || true

# kcat -C without -G reads partitions and commits nothing; -Q asks for
# the offsets of timestamps (checks.go).
kcat -b 127.0.0.1:9 -m 1 -C -t payments.settled -o s@1795381200000 -e -c 200 -f '%p %o %T %k\n' 2>/dev/null || true

kcat -b 127.0.0.1:9 -m 1 -C -t orders.v1 -p 3 -o -5 -e -q 2>/dev/null || true

kafkacat -b 127.0.0.1:9 -m 1 -C -t orders.v1 -o end -c 3 -e -J 2>/dev/null || true

kcat -b 127.0.0.1:9 -m 1 -C -t orders.v1 -o beginning -e -K: 2>/dev/null || true

kcat -b 127.0.0.1:9 -m 1 -Q -t orders.v1:0:1795381200000 -t orders.v1:1:1795381200000 2>/dev/null || true

kcat -b 127.0.0.1:9 -m 1 -Q -t orders.v1:0:$(date -d '1 hour ago' +%s000) 2>/dev/null || true

xmlstarlet sel -t -v '//version' -n pom.xml 2>/dev/null || true

h5ls -r model.h5 2>/dev/null || true

# Version options that print and exit before any project file is read.
curl --version | head -1

wget --version 2>/dev/null | head -1 || true

tmux -V 2>/dev/null || true

redis-server --version 2>/dev/null || true

aws --version 2>/dev/null || true

golangci-lint version 2>/dev/null || true

mypy -V 2>/dev/null || true

black --version 2>/dev/null || true

ruff version 2>/dev/null || true

eslint -v 2>/dev/null || true

tsc -v 2>/dev/null || true

prettier --version 2>/dev/null || true

flux version --client 2>/dev/null || true

istioctl version --remote=false 2>/dev/null || true

# Headers to standard output, the body to the null device.
curl -s -D - -o /dev/null http://127.0.0.1:9/health 2>/dev/null || true

# crictl ps -q prints container ids: an operand, never an option.
crictl logs --tail 100 "$(crictl ps -q --name api | head -1)" 2>/dev/null || true

slabtop -o 2>/dev/null | head -15 || true

coredumpctl list --since today --no-pager 2>/dev/null || true

openssl crl2pkcs7 -nocrl -certfile /etc/ssl/certs/ca-certificates.crt 2>/dev/null | openssl pkcs7 -print_certs -noout | head -3

# Arithmetic of literals is a number, never an option.
openssl x509 -in /etc/ssl/certs/ca-certificates.crt -noout -checkend $((30*24*3600)) 2>/dev/null || true

rustfmt --version 2>/dev/null || true

fc -ln -10 2>/dev/null || true

# A command that takes any word as it is: xargs may add anything.
git ls-files | xargs -r git check-ignore -v 2>/dev/null || true

kubectl get hpa -n prod -w=false 2>/dev/null || true

pgbouncer --version 2>/dev/null || true

k6 version 2>/dev/null || true

vegeta -version 2>/dev/null || true

curl --help all | grep -i resolve

curl -s -o /dev/null -D - -X OPTIONS -H 'Origin: https://app.example.com' https://api.example.com/v1/orders

curl -sI --resolve app.example.com:443:203.0.113.10 https://app.example.com/

curl -s --trace-ascii - -o /dev/null https://api.example.com/health

curl -s -w '@-' -o /dev/null https://app.example.com/ <<< 'ttfb:%{time_starttransfer}'

# ruby -c parses and never runs (no BEGIN block either, checked with
# Ruby 3.1): without a file it parses its input, and xargs may add files.
find services/rails-app/app -name '*.rb' -print0 | xargs -0 -n50 ruby -c 2>&1 | grep -v 'Syntax OK' | head

echo 'BEGIN { puts 1 }' | ruby -c

systemd-tmpfiles --cat-config | grep -E '^[dDxe] /(tmp|var/tmp)'

python3 -c "import os; s=os.statvfs('/'); print(s.f_favail, 'inodes free of', s.f_files)"

members docker 2>/dev/null || getent group docker

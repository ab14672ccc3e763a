npm install

npm i x

npm test

npm run build

npm version major

npm ci

npx x

pnpm install

yarn

pip install x

pip3 install --user x

uv sync

cargo build

cargo test

go build ./...

go test ./...

go run .

go mod tidy

go get x

go generate

go install x@latest

go env -w GOFLAGS=-x

go list -export ./...

go list -compiled -json ./...

go list -mod=mod -m all

go list -toolexec=./wrap ./...

go mod edit -fmt

go work edit -use=./tools

go mod download

go mod vendor

go list -m -toolexec x

make

make test

cmake .

mvn test

gradle build

pytest

jest

docker run x

docker rm x

kubectl apply -f x

terraform apply

apt-get install x

brew install x

systemctl restart x

crontab -r

ss -K dst 1.2.3.4

journalctl --vacuum-size=1M

journalctl --rotate

man -P 'touch pwned' ls

man --pager='touch pwned' ls

man -H ls

unknown-program --flag

mytool

docker exec api-1 rm -rf /tmp/x

docker compose up -d

docker system prune -f

docker --host tcp://10.0.0.1:2375 ps

docker --config ./d ps

docker stats

kubectl delete pod x

kubectl cluster-info dump --output-directory=out

kubectl --kubeconfig ./k get pods

unzip fixture.zip

unzip -o fixture.zip -d out

python3 -V -c 'open("x", "w")'

node --version --require ./x.js

crontab -r

crontab jobs.txt

dmesg -C

ip addr add 10.0.0.2/24 dev eth0

ip link set eth0 down

systemctl restart cron

tmux kill-server

tmux new-session -d 'touch x'

tmux display-message -p '#(touch x)'

tmux -f ./t.conf ls

dpkg -i x.deb

pip install requests

pip download requests

npm config set registry http://x

rustup default nightly

terraform apply -auto-approve

terraform state rm aws_instance.x

helm install x ./chart

helm uninstall x

aws s3 cp x s3://b/x

aws ec2 terminate-instances --instance-ids i-1

aws s3api get-object --bucket b --key k out

curl -o out http://127.0.0.1:9/

curl -O http://127.0.0.1:9/x

curl -sSLo out http://127.0.0.1:9/

curl -X POST http://127.0.0.1:9/

curl -d a=1 http://127.0.0.1:9/

curl -c jar http://127.0.0.1:9/

curl -w '%output{f}x' http://127.0.0.1:9/

curl -K cfg http://127.0.0.1:9/

wget http://127.0.0.1:9/x

wget -O out http://127.0.0.1:9/x

wget -qO- -o log http://127.0.0.1:9/x

# curl 8.16 reads --opt=value; older curl abbreviates long options
curl --output=out http://127.0.0.1:9/

curl --out out http://127.0.0.1:9/

curl --request=PUT http://127.0.0.1:9/

curl -sXPOST http://127.0.0.1:9/

curl -sw @fmt http://127.0.0.1:9/

wget -qO out http://127.0.0.1:9/x

wget --output-doc=out http://127.0.0.1:9/x

wget -O- -T $t http://127.0.0.1:9/x

wget -nc http://127.0.0.1:9/x

unzip -qo fixture.zip

unzip -l -- fixture.zip -o

gofmt --w .

gofmt -w=true .

gofmt -r $rule -l .

crontab -u -l

dmesg --cl

dmesg -Tc

# -n takes the next word: the namespace is "get", the verb is delete
kubectl -n get delete pod x

kubectl --namespace=x delete pod y

kubectl get pods --kubec=k

docker --log-level error run alpine

docker compose -f x.yml up

sed -l 5 -i 's/a/b/' notes.txt

gawk -d '{print}' notes.txt

gawk --dump-var '{print}' notes.txt

gawk -o '{print}' notes.txt

awk -i inplace '{print}' notes.txt

shuf -r -o out.txt -n 3 notes.txt

yq -e -i '.a = 1' data.yaml

journalctl -n --rotate

journalctl -b --vacuum-time=1s

k='1 -o sorted.txt'; sort -k $k notes.txt

p='x -delete'; find . -name $p

# With nullglob a pattern matching nothing vanishes: -name takes -path
# as its value, and -delete becomes a primary.
find . -name x* -path -delete

d=-delete; find "$d"

tmux ls \; kill-server

tmux display -p '#(touch x)'

tmux -v ls

tmux send-keys -t %1 'rm -rf x' Enter

gofmt -w .

gofmt -cpuprofile=x -l .

git log --format='%h %s' -5 | xargs -n1 git diff

git log --format=%h -5 | xargs -0 git diff

# display-message -I types its standard input into the pane
tmux display -pI -t %1

tmux -f x.conf ls

# -p takes the next word: the property is "status", the verb is start
systemctl -p status start cron

systemctl --state=running restart cron

# -n takes the next word: the namespace is "list", the verb is uninstall
helm -n list uninstall web

helm --kubeconfig k list

# -batch (and its prefixes) runs the ip commands in the file named "route"
ip -batch route

ip -b addr

# -E is --eval: the macro %(...) runs a shell command
rpm -qE '%(touch x)'

rpm -i -q x.rpm

dpkg -li x.deb

# go -C changes to the directory "doc" and builds there
go -C doc build

ruff check src/

ruff check --no-cache --fix .

ruff format --no-cache .

xmllint --output out.xml pom.xml

cmake -S . -B build

cmake -N -D X=1 build

nm --plugin ./p.so a.o

clang-format -i src/a.c

cppcheck --dump src/

cppcheck --addon=misra src/

curl -o out http://127.0.0.1:9/

curl -so out http://127.0.0.1:9/

ruby -v x.rb

actionlint -shellcheck='touch x'

openssl x509 -in a.pem -out b.pem

openssl genrsa -out k.pem 2048


curl -s --data-urlencode q=1 http://127.0.0.1:9/api

curl -s -d a=1 http://127.0.0.1:9/api

curl -s http://127.0.0.1:9/api/v1/admin/tsdb/delete_series -d 'match[]=up'

curl -s -L http://127.0.0.1:9/api/v1/query -d query=up

curl -s 'http://127.0.0.1:9/api/v1/{query,admin/tsdb/delete_series}' -d 'match[]=up'

curl -s http://127.0.0.1:9/api/v1/query/../admin/tsdb/delete_series -d 'match[]=up'

curl -s http://127.0.0.1:9/api/v1/query/%2e%2e/admin/tsdb/clean_tombstones -d x=1

curl -s 'http://127.0.0.1:9/orders/_search?scroll=10m' -d '{}'

curl -s http://127.0.0.1:9/orders/_search -H 'X-HTTP-Method-Override: DELETE' -d '{}'

curl -s http://127.0.0.1:9/orders/_search http://127.0.0.1:9/orders/_doc/1 -d '{"x":1}'

curl -s -X PUT http://127.0.0.1:9/orders/_search -d '{}'

curl -s http://127.0.0.1:9/_sql -H 'Content-Type: application/json' -d '{"query":"select * from orders","fetch_size":10}'

# curl ends the host at ? as well: this POSTs to the root path of 127.0.0.1:9.
curl -s 'http://127.0.0.1:9?/_search' -d '{"jsonrpc":"2.0","method":"eth_sendTransaction"}'

curl -s '127.0.0.1:9?x/api/v1/query' -d query=up

# --url's run-time tail moves the path: x=/../admin/tsdb/delete_series.
curl -s --url "http://127.0.0.1:9/api/v1/query$x" -d 'match[]=up'

# A body with a line break: a memcached on the port runs flush_all (POST and
# the header lines are only ERRORs to it); --data-binary @file keeps line breaks.
curl -s http://127.0.0.1:11211/_search -d $'\r\nflush_all\r\n'

curl -s http://127.0.0.1:11211/_search --data-binary @body.txt

curl -s http://127.0.0.1:11211/api/v1/query -d "query=$q"

# A line break in a header's value starts another header.
curl -s http://127.0.0.1:9/orders/_search -H $'Content-Type: application/json\r\nX-HTTP-Method-Override: DELETE' -d '{}'

curl -s http://127.0.0.1:9/orders/_search -e $'x\nX-HTTP-Method-Override: DELETE' -d '{}'

# A scheme other than http(s) speaks another protocol to any port: gopher sends
# its path's bytes (a Redis runs SET and FLUSHALL), dict sends FLUSHALL (checked
# with curl 7.88 against a listener); a host named dict.… picks DICT unasked.
curl -s 'gopher://127.0.0.1:6379/_SET%20k%20v%0D%0AFLUSHALL%0D%0A'

curl -s dict://127.0.0.1:6379/FLUSHALL

# curl 7.88 takes a scheme with one slash as well.
curl -s 'gopher:/127.0.0.1:6379/_FLUSHALL%0D%0A'

curl -s --resolve dict.x:6379:127.0.0.1 dict.x:6379/FLUSHALL

curl -s --url "$u"

# A GET's header with a line break: flush_all is a line of its own to a memcached.
curl -s -H $'X: 1\r\nflush_all' http://127.0.0.1:11211/

curl -G -X POST -d a=1 http://127.0.0.1:9/api

curl -G --data-binary @payload.json -XPUT http://127.0.0.1:9/api

curl -G -d q=1 -o out.json http://127.0.0.1:9/api

curl -u admin:admin -d x=1 http://127.0.0.1:9/api

gh secret set TOKEN --body x

gh variable delete NAME

kubectl get pods -o=yaml --kubeconfig=/tmp/k

node --check a.js --eval 'require("fs").writeFileSync("x","y")'

ruby -c -e 'File.write("x","y")'

pyenv install 3.12.0

pyenv global 3.12.0

rbenv local 3.3.0

kcat -b 127.0.0.1:9 -P -t events

kcat -b 127.0.0.1:9 -C -G group -t events

kcat -b 127.0.0.1:9 -G group events

kcat -b 127.0.0.1:9 -C -t events -o stored -e

kcat -b 127.0.0.1:9 -C -t events -X plugin.library.paths=/tmp/evil.so

kcat -b 127.0.0.1:9 -C -t events -X sasl.kerberos.kinit.cmd='touch /tmp/x'

kcat -b 127.0.0.1:9 -C -t events -F ./kcat.conf

kcat -b 127.0.0.1:9 -t events

KCAT_CONFIG=./evil.conf kcat -b 127.0.0.1:9 -C -t events -e

xmlstarlet ed -L -u '//version' -v 2 pom.xml

xmlstarlet tr write.xsl pom.xml

# The same tools, past their version option.
tflint --version

golangci-lint run --fix ./...

black src

ruff check --fix src

eslint --fix src

prettier --write .

isort src

pre-commit install

vault kv put secret/app token=x

direnv allow

flux reconcile kustomization apps

argocd app sync api

tmux -V new-session -d

curl -s -D headers.txt -o /dev/null https://example.com/

curl --dump-header=h.txt https://example.com/

coredumpctl dump 1234 -o core.bin

coredumpctl debug

openssl crl2pkcs7 -nocrl -certfile chain.pem -out bundle.p7b

fc -s

fc -e ed 1

k6 run --out json=results.json load.js

vegeta attack -targets=t.txt -output=results.bin

curl --trace-ascii trace.txt https://api.example.com/health

curl --trace trace.bin https://api.example.com/health

curl -X PATCH https://api.example.com/v1/orders/1

pnpm --filter web install

pnpm -C apps/web add lodash

# pnpm requires .pnpmfile.cjs (code the team can write) before any
# command, --version included; yarn runs the program .yarnrc's yarn-path
# or .yarnrc.yml's yarnPath names (checked with pnpm 9.15 and yarn 1.22).
pnpm --filter web list prisma --depth 0

pnpm -C apps/web why react

pnpm --version

pnpm licenses list --json

pnpm --filter --ignore-pnpmfile ls

pnpm ls -- --ignore-pnpmfile

yarn --version

yarn why react

yarn list --depth=0

pip config set global.index-url https://example.invalid/simple

pip config edit --editor vi

# --editor takes the next word: the action is edit, and pip runs the shell command list (checked with pip 23.2).
pip config --editor list edit

pip config --user --edit debug edit

git ls-files | xargs -I{} git log --out{}=x

# --ignore-pnpmfile is an install option: pnpm 9.15.9 --version, -v and
# --help still load .pnpmfile.cjs, and with it view, info, search and
# explain run the project's node_modules/.bin program of that name.
pnpm --ignore-pnpmfile --version

pnpm --ignore-pnpmfile --help

pnpm --ignore-pnpmfile view react

pnpm --ignore-pnpmfile info react version

pnpm --ignore-pnpmfile explain react

# Not one of kubectl's commands: kubectl runs the plugin kubectl-foo from PATH.
kubectl foo --help

# Not one of kubectl create's subcommands (by name: deploy is an alias): kubectl
# 1.30 runs the plugin kubectl-create-foo from PATH (KEP-3638, cmd.go's
# IsSubcommandPluginAllowed).
kubectl create foo --help

kubectl create deploy -h

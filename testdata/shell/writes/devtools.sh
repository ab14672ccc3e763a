# Ways around the developer tool queries of round two (toolqueries.go,
# git tag -n, git interpret-trailers and helm help).

protoc --go_out=. proto/billing/v1/invoice.proto

protoc --plugin=protoc-gen-x=./tools/gen --x_out=gen proto/a.proto

protoc -o desc.pb proto/a.proto

protoc -odesc.pb proto/a.proto

protoc --descriptor_set_out=desc.pb proto/a.proto

protoc --dependency_out=deps.d --decode_raw < x.bin

protoc @opts.txt

protoc -I @opts.txt --decode_raw

protoc --decode_raw "$opt" < x.bin

protoc --decode_raw $opts < x.bin

kotlinc -version src/Main.kt -d out

kotlinc -script build.main.kts

zig build

zig env

ghc --version Main.hs

ghc -e 'writeFile "x" ""'

opam install dune

nim c -r main.nim

corepack enable

buf lint

buf generate

dotnet --info

tfenv install 1.7.5

tfenv use 1.7.5

tfenv pin

goenv install 1.22.0

nodenv global 20.11.0

jenv add /usr/lib/jvm/java-17

tflint --version

tflint --init

grpcurl -plaintext -d '{"id": 1}' localhost:9090 billing.v1.BillingService/DeleteInvoice

grpcurl -plaintext localhost:9090 billing.v1.BillingService/ListInvoices

grpcurl -plaintext -protoset-out=out.pb localhost:9090 describe billing.v1.BillingService

grpcurl -plaintext -proto-out-dir out localhost:9090 list

grpcurl -plaintext -expand-headers -H 'x: ${SECRET}' localhost:9090 list

grpcurl "$flags" localhost:9090 list

grpcurl -plaintext localhost:9090 list billing.v1.BillingService extra words

pandoc -o out.html README.md

pandoc README.md -o out.html

pandoc --output=out.html README.md

pandoc --out=out.html README.md

pandoc -so out.html README.md

pandoc --extract-media=media docs/a.docx -t plain

pandoc --extract=media docs/a.docx -t plain

pandoc --lua-filter=tools/filter.lua -t plain README.md

pandoc -L tools/filter.lua -t plain README.md

pandoc --filter ./tools/filter.py -t plain README.md

pandoc -F ./tools/filter.py -t plain README.md

pandoc -d docs/defaults.yaml README.md

pandoc --defaults=docs/defaults.yaml README.md

pandoc --data-dir=tools/pandoc -t plain README.md

pandoc -t tools/writer.lua README.md

pandoc -f tools/reader.lua -t plain in.txt

pandoc --to=writer.lua README.md

pandoc -D writer.lua

pandoc -t pdf README.md | cat

pandoc --pdf-engine=./tools/engine -t plain README.md

pandoc --log=pandoc.log -t plain README.md

pandoc +RTS -spandoc.stats -RTS -t plain README.md

pandoc -t "$fmt" README.md

pandoc --unknown-option -t plain README.md

dyff yaml -i deploy/k8s/deployment.yaml

dyff yaml --in-place deploy/k8s/deployment.yaml

dyff json -pi a.json

dyff "$verb" a.yaml b.yaml

oasdiff "$verb" base.yaml rev.yaml

kube-linter "$verb" infra/k8s

yq -i '.a = 1' f.yaml

yq --in-place -y '.a = 1' f.yaml

yq -yi '.a = 1' f.yaml

yq -y --arg x 1 -i '.a = 1' f.yaml

yq -y -o -i '.a = 1' f.yaml

yq -y --indent=2 -w 80 . f.yaml -i

yq --in-p -y . f.yaml

tomlq -i -t '.a = 1' pyproject.toml

tomlq -ti '.a = 1' pyproject.toml

tomlq --in-place -t '.a = 1' pyproject.toml

xq -ix '.a = 1' pom.xml

tomlq "$opt" -t '.a = 1' pyproject.toml

swagger-cli bundle -o out.yaml api/openapi.yaml

swagger-cli bundle api/openapi.yaml -o out.yaml

git interpret-trailers --in-place --parse msg.txt

git interpret-trailers --in-pl --parse msg.txt

git interpret-trailers --trailer 'Signed-off-by: x' msg.txt

git interpret-trailers msg.txt

git interpret-trailers --parse --no-only-input msg.txt

git interpret-trailers --parse --no-only msg.txt

git interpret-trailers --only-trailers msg.txt

git interpret-trailers "$opt" --parse msg.txt

git tag -n-1 v9.9.9

git tag -n5 -n-1 v9.9.9

git tag v9.9.9

git tag -n5 -a -m release v9.9.9

git tag -n5 -f v2.13.0

git tag -n5 -s v9.9.9

git tag -n"$n" v9.9.9

helm help plugin-that-runs

helm help "$x"

helm help template --post-renderer ./x -- y

terraform-docs markdown table --output-file README.md --output-mode inject .

clang-tidy --fix src/main.cpp

sops --version -i secrets.yaml

sops -e -i secrets.yaml

kubeseal --merge-into sealed.yaml < secret.yaml

taplo fmt

taplo fmt Cargo.toml

taplo format --check=false Cargo.toml

taplo fmt --cache-path .cache --check

taplo lint --cache-path /tmp/schemas Cargo.toml

taplo fmt -- --check

taplo fmt "$opt" Cargo.toml

taplo lsp stdio

cue fmt ./...

cue fmt --check=false ./...

cue export -o out.json config.cue

cue cmd deploy

cue deploy

cue help cmd deploy

cue mod tidy

oasdiff breaking --fetch main:api/openapi.yaml api/openapi.yaml

oasdiff breaking origin/main:api/openapi.yaml api/openapi.yaml

oasdiff changelog "$base" api/openapi.yaml

pyenv local 3.12.1

pyenv global system

goenv global 1.22.0

pyenv rehash

rbenv which "$(echo -x)"

pyenv shell 3.11

jenv enable-plugin maven

just deploy

just --list deploy --set env prod

just --evaluate

just --dry-run deploy

just --fmt --unstable

just --init

just -l --dotenv-path .env.prod --shell bash

just "$recipe"

task --list

task build

goreleaser release --snapshot --clean

git-cliff -o CHANGELOG.md

grpcurl -plaintext -d '{"id": "inv_1"}' localhost:9090 billing.v1.BillingService/VoidInvoice

grpcurl -plaintext localhost:9090 grpc.health.v1.Health/Check billing.v1.BillingService/VoidInvoice

lua -v script.lua

lua -v -e 'os.remove("x")'

perl -V -e 'unlink "x"'

R --version --vanilla -e 'file.remove("x")'

julia --version -e 'rm("x")'

kotlin -version Main.kt

openapi-generator generate -i api/openapi.yaml -g go -o clients/go

openapi-generator meta -o gen -n mygen

openapi-generator-cli validate -i api/openapi.yaml

openapi-generator batch configs/*.yaml

just build --list

just deploy prod -l

cmake -B $(cat dir.txt) -N -L

# dotnet --version starts the SDK global.json chooses; .NET 10's sdk.paths
# may name a folder in the project.
dotnet --version

dotnet --info

for c in $charts; do helm lint "$c"; done

for c in -o charts/*; do helm lint "$c"; done

for c in charts/*/; do helm lint $c; done

# Newer oasdiff's --open uploads the comparison to oasdiff.com.
oasdiff breaking api/base.yaml api/openapi.yaml --open

crane export ghcr.io/acme/payments-api:1.42.0 payments-api.tar

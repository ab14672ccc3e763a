# Developer tool queries, round two (toolqueries.go, and git tag -n,
# git interpret-trailers --parse and helm help in git.go and helm.go).
# kotlinc's JVM writes /tmp/hsperfdata_<user>: a tool cache (caches.go).

protoc --version

protoc --decode_raw < payload.bin

protoc -I proto --decode=billing.v1.Invoice proto/billing/v1/invoice.proto < invoice.bin | head -40

protoc --proto_path=proto --encode=billing.v1.Invoice proto/billing/v1/invoice.proto < invoice.txt | xxd | head

protoc -Iproto --print_free_field_numbers proto/billing/v1/invoice.proto

kotlinc -version 2>&1

zig version

ghc --numeric-version

opam --version

nim --version

crystal --version

corepack --version

buf --version

dotnet --list-sdks

dotnet --list-runtimes

tfenv list 2>/dev/null

tfenv list-remote | head -20

tfenv version-name

goenv versions

nodenv version

jenv versions

grpcurl -plaintext localhost:9090 list

grpcurl -plaintext localhost:9090 describe billing.v1.BillingService

grpcurl -plaintext -max-time 5 localhost:9090 list billing.v1.BillingService

grpcurl -import-path proto -proto billing/v1/billing.proto list

grpcurl -insecure -H 'authorization: Bearer abc' api.internal:443 describe .billing.v1.Invoice

grpcurl -version

pandoc -t plain docs/ONBOARDING.md | head -80

pandoc -f gfm -t plain README.md | less

pandoc --from=markdown+smart --to=html5 -s --toc docs/ARCHITECTURE.md | head -50

pandoc -t markdown_strict --wrap=none docs/runbook.rst

pandoc --list-output-formats

pandoc -D html | head

pandoc -t json docs/ONBOARDING.md | jq '.blocks | length'

pandoc --version | head -1

dyff between deploy/helm/values-staging.yaml deploy/helm/values-prod.yaml

dyff bw --omit-header -i a.yaml b.yaml

dyff between -o brief <(helm template chart -f values-staging.yaml) <(helm template chart -f values-prod.yaml)

dyff yaml --plain deploy/k8s/deployment.yaml

oasdiff breaking <(git show v2.13.0:api/openapi.yaml) api/openapi.yaml

oasdiff changelog --format text base.yaml api/openapi.yaml

oasdiff diff -f text base.yaml api/openapi.yaml --fail-on-diff

oasdiff summary base.yaml api/openapi.yaml

kube-linter lint infra/k8s/base

kube-linter lint --format json deploy/helm/chart | jq '.Reports | length'

kube-linter checks list

tomlq -r '.package[] | "\(.name)==\(.version)"' services/admin/uv.lock

tomlq .tool.ruff pyproject.toml

xq -r '.project.version' pom.xml

yq -y '.spec.template.spec.containers[0]' deploy/k8s/deployment.yaml

yq -r --arg n web '.services[$n].image' docker-compose.yml

swagger-cli validate api/openapi.yaml

git interpret-trailers --parse < <(git log -1 --format=%B)

git log -1 --format=%B | git interpret-trailers --only-input --only-trailers

git tag -n5 v2.13.0

git tag -n 'v2.*'

git tag --contains HEAD~3 'v2.*'

git tag --points-at HEAD v2

helm help template | head -30

helm help

terraform-docs --version

clang-tidy --version

protoc-gen-go --version

kubeseal --version

sops --version

taplo fmt --check

taplo format --check Cargo.toml crates/*/Cargo.toml

taplo fmt - < Cargo.toml

taplo lint --no-schema Cargo.toml

taplo check pyproject.toml

taplo --version

cue version

cue help export | head -40

cue fmt --check ./...

cue fmt -d schema/*.cue

kubectl help rollout

# kubectl's own commands with --help print their usage.
kubectl drain --help | sed -n '1,30p'

kubectl rollout restart --help

# git diff-tree reads no standard input: the loop's lines stay proven.
git log --format=%H -3 | while read -r c; do git diff-tree --no-commit-id --name-only -r "$c"; done

kubectl --help | head -30

docker help run | grep -A2 -- --mount

docker help compose up

pyenv which python

rbenv which bundle

pyenv prefix

pyenv global

goenv local

pyenv whence black

nodenv version-name

just --list

just -l --unsorted

just --show deploy

just --summary

just --justfile tools/justfile --list

task --version

hyperfine --version

git-cliff --version

goreleaser --version

dive --version

grpcurl -plaintext localhost:9090 grpc.health.v1.Health/Check

grpcurl -plaintext -d '{"service": "billing.v1.BillingService"}' billing:9090 grpc.health.v1.Health/Check

kotlin -version

groovy --version

R --version | head -1

Rscript --version

julia --version

lua -v

perl -V | grep -i 'archname'

elixir -v

phpenv versions

plenv version

openapi-generator validate -i api/openapi.yaml

openapi-generator list | head -40

openapi-generator config-help -g go

crane export ghcr.io/acme/payments-api:1.42.0 - | tar -tvf - | grep -E '\.jar$' | head

grpc_health_probe -addr=localhost:9000 -service=payments.v1.PaymentService -connect-timeout 2s

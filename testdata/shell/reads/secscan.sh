# Security, secret and license scanners (secscan.go)
gitleaks detect --no-git --source services/ -v --redact

gitleaks detect --source . --log-opts='--since=2024-01-01' --redact --no-banner

gitleaks detect -v --no-banner --exit-code 0

gitleaks detect --log-opts="--all -- services" -s . --redact=50

gitleaks detect --log-opts='-n 20 origin/main..HEAD' --no-banner

gitleaks detect --no-git -c .gitleaks.toml --baseline-path gitleaks-baseline.json -f json -l warn

gitleaks detect --pipe < build.log

gitleaks protect --staged -v --redact

gitleaks dir services -v --follow-symlinks

gitleaks git . --redact -v --enable-rule github-pat

cat .env | gitleaks stdin --no-banner

gitleaks version

gitleaks --version

gitleaks detect --no-git --max-target-megabytes 5 -i . --ignore-gitleaks-allow --no-color

bandit setup.py conftest.py -q -ll -f txt

bandit -r services/fastapi_gw --ini /dev/null -q -ll -f txt

bandit -r . --ini /dev/null -x ./tests,./venv -iii --format json | jq '.results | length'

bandit -r src --ini=/dev/null -c pyproject.toml --severity-level high --confidence-level medium

bandit setup.py -s B101,B311 -t B602 -n 3 --exit-zero -a file -b baseline.json -f custom --msg-template '{relpath}:{line} {test_id}'

bandit --version

regctl tag ls ghcr.io/acme/gateway

regctl manifest get ghcr.io/acme/api:1 --format '{{json .}}'

regctl manifest get ghcr.io/acme/api:1 --platform linux/arm64 --format '{{jsonPretty .}}'

regctl manifest head ghcr.io/acme/api:1 --require-digest

regctl image digest ghcr.io/acme/api:1

regctl image inspect -p linux/amd64 ghcr.io/acme/api:1 --format '{{.Config.Labels}}'

regctl image config ghcr.io/acme/api:1 | jq .config.Env

regctl image ratelimit docker.io/library/alpine:3

regctl repo ls registry.internal:5000 --limit 50

regctl artifact tree ghcr.io/acme/api:1

regctl artifact list ghcr.io/acme/api:1 --filter-artifact-type application/spdx+json --format '{{json .}}'

regctl blob get ghcr.io/acme/api sha256:6dfcf8866ff3fa13341213bd50c1f501f2923ffa2cf2a93ed276682b6398938a | tar tz

regctl tag ls --host reg=localhost:5000,tls=disabled localhost:5000/acme/api

regctl tag ls ocidir://build/oci

regctl version

oras manifest fetch ghcr.io/acme/api:1

oras manifest fetch --descriptor ghcr.io/acme/api:1

oras manifest fetch --pretty --platform linux/amd64 ghcr.io/acme/api:1

oras manifest fetch-config ghcr.io/acme/api:1 | jq .

oras repo tags ghcr.io/acme/api

oras repo ls --plain-http localhost:5000

oras discover ghcr.io/acme/api:1 --format tree

oras discover --artifact-type application/spdx+json ghcr.io/acme/api:1 --format json

oras resolve ghcr.io/acme/api:1

oras blob fetch --output - ghcr.io/acme/api@sha256:6dfcf8866ff3fa13341213bd50c1f501f2923ffa2cf2a93ed276682b6398938a | tar tz

oras manifest fetch --oci-layout build/oci:v1

oras version

license-checker --summary --production

license-checker --json --direct | jq 'to_entries | map(.value.licenses) | unique'

license-checker --csv --onlyAllow 'MIT;ISC;Apache-2.0;BSD-3-Clause' --excludePrivatePackages

license-checker --start services/web --markdown --unknown

license-checker --failOn 'GPL-3.0;AGPL-3.0' --production --summary

license-checker --customPath format.json --json --relativeLicensePath

reuse lint

reuse lint --json | jq .summary

reuse --root services/web lint -q

reuse spdx | head -40

reuse supported-licenses

reuse --version

detect-secrets scan services/fastapi_gw | jq '.results | length'

detect-secrets scan --all-files --exclude-files '^tests/' --disable-plugin KeywordDetector -n

detect-secrets scan --string 'AKIAIOSFODNN7EXAMPLE'

detect-secrets scan --list-all-plugins

detect-secrets -C services scan --slim | jq -c '.results | keys'

detect-secrets scan --only-verified --exclude-lines 'example' src/

detect-secrets --version

pip-licenses --format=markdown

pip-licenses --summary --order=count

pip-licenses --from=mixed --with-urls --format=json | jq -r '.[] | select(.License | test("GPL")) | .Name'

pip-licenses --fail-on 'GPL;AGPL' --partial-match -p requests urllib3

pip-licenses --with-authors --with-license-file --no-license-path --format=csv

trufflehog filesystem . --no-update --json

trufflehog filesystem services/ --no-update --no-verification --results=verified,unknown

trufflehog filesystem --no-update --only-verified --exclude-paths .trufflehog-exclude.txt -j src config

trufflehog git file://. --no-update --since-commit main --branch feature/x --only-verified

trufflehog git https://github.com/acme/api.git --no-update --no-verification --json | jq -r .SourceMetadata.Data.Git.file

cat build.log | trufflehog stdin --no-update --no-verification

trufflehog --version

licensee detect crates/signer

licensee detect --json --no-readme . | jq .licenses

licensee detect --confidence=90 --packages vendor/lib

licensee license-path .

licensee version

cfssl certinfo -cert certs/server.pem

cfssl certinfo -domain api.example.com:443 | jq -r .not_after

cfssl certinfo --csr=certs/server.csr

cfssl version

cfssl print-defaults csr

licensecheck -r --check '\.(py|go|ts)$' --ignore 'node_modules|vendor' .

licensecheck --copyright -m src/main.go

licensecheck --list-licenses

regctl registry config

regctl config get

regctl -v info --host reg=localhost:5000,tls=disabled tag ls localhost:5000/app

oras discover -o tree registry.acme.internal/gateway:1.9.0

# Infrastructure-as-code audits (iacscan.go) and git secrets (git.go)
terraform-docs markdown table infra/modules/kms-key

terraform-docs json infra/modules/kms-key | jq -r '.inputs[] | select(.required) | .name'

terraform-docs md tbl --hide providers,requirements infra/modules/rds

tfsec --no-module-downloads infra/envs/prod

tfsec --no-module-downloads --format json --minimum-severity HIGH infra | jq '.results | length'

zizmor --offline --format plain .github/workflows/

zizmor -o --min-severity medium .github/workflows/deploy.yml

ratchet lint .github/workflows/deploy.yml

for f in .github/workflows/*.yml; do ratchet lint "$f"; done

git secrets --list

git secrets --list --global | grep -c patterns

gitleaks detect --source . --no-git --redact --report-format json --report-path /dev/stdout --exit-code 0 | jq -r '.[] | "\(.RuleID)\t\(.File):\(.StartLine)"'

# Vulnerability and SBOM scanners (vulnscan.go)
trivy fs --scanners vuln --severity HIGH,CRITICAL --skip-dirs node_modules services/gateway

trivy fs --scanners secret --quiet .

trivy image --severity CRITICAL --ignore-unfixed --format json ghcr.io/acme-corp/notifier:0.9.1 | jq '.Results[].Vulnerabilities | length'

trivy sbom --format table sbom/ledger.spdx.json

grype sbom:sbom/dashboard.cdx.json --only-fixed -o table

grype registry:ghcr.io/acme-corp/ledger:2.3.0 --fail-on high -o json | jq '.matches | length'

grype dir:crates/edge-proxy -q --by-cve | head -30

syft dir:services/payments -o table | head -40

syft scan registry:ghcr.io/acme-corp/payments:1.14.2 -o cyclonedx-json | jq '.components | length'

osv-scanner --lockfile=web/dashboard/package-lock.json --lockfile=Cargo.lock --format json | jq '.results | length'

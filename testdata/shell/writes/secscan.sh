# Security, secret and license scanners (secscan.go): their writing shapes
gitleaks detect --source . -r report.json

gitleaks detect -vr report.json

gitleaks detect --report-path=report.json

gitleaks detect --source . -v --redact -rreport.json

gitleaks dir . --report-path out.sarif -f sarif

gitleaks git . --report-template tpl.tmpl

gitleaks detect --diagnostics=cpu --diagnostics-dir /tmp/x

gitleaks detect --report-pa report.json

gitleaks detect --log-opts='--output=leak.txt --all'

gitleaks detect --log-opts '--all --ext-diff'

gitleaks detect --log-opts="--all --output leak.txt"

gitleaks git . --log-opts=--outp=leak.txt

gitleaks detect --log-opts="--all --textconv --output=x"

gitleaks detect --log-opts="$opts"

gitleaks detect --log-opts=--all $more

gitleaks $cmd --source .

gitleaks detect -r=report.json

gitleaks detect -s . $x

# a .bandit anywhere under the targets may set output (bandit 1.7.5+)
bandit -r services/fastapi_gw -q -ll -f txt

# the .bandit --ini names may set output
bandit -r . --ini .bandit -f txt

bandit -r . --ini /dev/null --ini .bandit

bandit -r . --in=.bandit

bandit tests

bandit tests/__init__.py docs

bandit $f

bandit *.py

bandit -r . -o report.txt

bandit -r . -f json -oreport.json

bandit -r . --output report.html -f html

bandit -r . --out report.txt

bandit -r . --outp=report.txt

bandit -qo report.txt -r .

bandit -r . $opts

bandit -r . --unknown-option x

regctl image copy ghcr.io/acme/api:1 registry.internal/acme/api:1

regctl tag delete ghcr.io/acme/api:old

regctl tag rm ghcr.io/acme/api:old

regctl manifest put ghcr.io/acme/api:1 < manifest.json

regctl manifest delete ghcr.io/acme/api@sha256:6dfcf8866ff3fa13341213bd50c1f501f2923ffa2cf2a93ed276682b6398938a

regctl image export ghcr.io/acme/api:1 api.tar

regctl image get-file ghcr.io/acme/api:1 etc/passwd passwd.txt

regctl artifact get ghcr.io/acme/api:sbom -o sbom/

regctl artifact get --output=sbom ghcr.io/acme/api:sbom

regctl registry login ghcr.io -u bot -p x

regctl registry set --tls disabled localhost:5000

regctl config set --default-cred-helper docker-credential-evil

regctl $verb ls ghcr.io/acme/api

regctl tag $verb ghcr.io/acme/api:1

regctl tag ls ghcr.io/acme/api $opts

oras push ghcr.io/acme/api:1 file.txt

oras tag ghcr.io/acme/api:1 latest

oras manifest delete ghcr.io/acme/api:1

oras blob delete ghcr.io/acme/api@sha256:6dfcf8866ff3fa13341213bd50c1f501f2923ffa2cf2a93ed276682b6398938a

oras pull ghcr.io/acme/api:1

oras cp ghcr.io/acme/api:1 registry.internal/acme/api:1

oras login ghcr.io -u bot --password-stdin

oras manifest fetch ghcr.io/acme/api:1 --output manifest.json

oras manifest fetch ghcr.io/acme/api:1 -o manifest.json

oras manifest fetch ghcr.io/acme/api:1 -omanifest.json

oras blob fetch -vo layer.tar ghcr.io/acme/api@sha256:6dfcf8866ff3fa13341213bd50c1f501f2923ffa2cf2a93ed276682b6398938a

oras blob fetch --output=layer.tar ghcr.io/acme/api@sha256:6dfcf8866ff3fa13341213bd50c1f501f2923ffa2cf2a93ed276682b6398938a

oras manifest fetch-config --output "$f" ghcr.io/acme/api:1

oras manifest fetch --registry-config ./auth.json ghcr.io/acme/api:1

oras repo tags ghcr.io/acme/api $opts

oras $cmd ghcr.io/acme/api:1

license-checker --out licenses.txt

license-checker --summary --out=licenses.txt

license-checker -out licenses.txt

license-checker --ou licenses.txt

license-checker --json --o licenses.json

license-checker --files licenses/

license-checker --fi licenses/

license-checker -files=licenses

license-checker --production $opts

license-checker --no-out --summary --files x

reuse spdx -o reuse.spdx

reuse spdx --output=reuse.spdx

reuse spdx --out reuse.spdx

reuse annotate --copyright 'Acme' --license MIT src/app.py

reuse addheader --license MIT src/app.py

reuse download MIT

reuse init

reuse convert-dep5

reuse $cmd

reuse lint $opts

detect-secrets scan --baseline .secrets.baseline

detect-secrets scan --baseline=.secrets.baseline services/

detect-secrets scan --base .secrets.baseline

detect-secrets scan -p ./plugins/evil.py

detect-secrets scan --plugin=./plugins/evil.py

detect-secrets scan -f file://filters.py::drop

detect-secrets scan -nf filters.py

detect-secrets audit .secrets.baseline

detect-secrets audit --report .secrets.baseline

detect-secrets-hook --baseline .secrets.baseline src/app.py

detect-secrets scan $opts

detect-secrets $cmd .secrets.baseline

pip-licenses --format=markdown --output-file THIRD_PARTY.md

pip-licenses --output-f=licenses.txt

pip-licenses --outp licenses.txt

pip-licenses --python ./venv/bin/python

pip-licenses --py=.venv/bin/python --summary

cd pyapp && pip-licenses --summary

pip-licenses $opts

trufflehog filesystem . --json

trufflehog git file://. --only-verified

trufflehog filesystem . --no-update --no-no-update

trufflehog filesystem . --no-update --config trufflehog.yaml

trufflehog filesystem . --no-update --verifier https://hooks.example.com/x

trufflehog filesystem . --no-update --output-report r.json

trufflehog git file://. --no-update --clone-path ./clones --no-cleanup

trufflehog git file://. --no-update --trust-local-git-config

trufflehog github --org acme --no-update

trufflehog git $url --no-update

trufflehog git ../other --no-update

trufflehog filesystem . --no-update $opts

trufflehog

trufflehog analyze --no-update

licensee $cmd .

licensee detect $opts

cfssl gencert -initca ca-csr.json

cfssl sign -ca ca.pem -ca-key ca-key.pem csr.json

cfssl serve -address 0.0.0.0

cfssl certinfo -db-config db.json -serial 1234 -aki abcd

cfssl certinfo --db-config=db.json -serial 1

cfssl certinfo -cert c.pem $opts

cfssl $cmd -cert c.pem

cfssl revoke -db-config db.json -serial 1 -aki ab

trufflehog filesystem . --no-update @args

trufflehog filesystem @args --no-update

trufflehog filesystem --no-update --exclude-paths @paths .

trufflehog filesystem --no-update {@a,b}

for d in @args; do trufflehog filesystem "$d" --no-update; done

regctl config get --format '{{.ConfigSave}}'

regctl registry config --format='{{ .ConfigSave }}'

gitleaks git --log-opts=--all --log-opts=--output=log.txt .

gitleaks detect --log-opts="--all" --no-banner --log-opts "--all --output=log.txt"

cd hgrepo && reuse lint

cd hgrepo/src && reuse spdx

reuse --root hgrepo lint

reuse --root=hgrepo/src --root . lint

oras --oci-layout discover push out:v1 notes.txt

oras manifest --oci-layout fetch push layout:v1 manifest.json

oras blob --insecure fetch push registry.example.com/x notes.txt

regctl image --digest-tags inspect copy ocidir://src:v1 ocidir://dst:v1

regctl tag --latest ls delete registry.example.com/x:v1

# Infrastructure-as-code audits (iacscan.go) and git secrets (git.go):
# their writing, downloading and code-loading shapes
terraform-docs markdown table --output-file README.md infra/modules/kms-key

terraform-docs markdown table -c .terraform-docs.yml infra/modules/kms-key

terraform-docs markdown table --recursive --output-file README.md infra/modules

terraform-docs markdown table --output-values infra/envs/prod

tfsec infra/envs/prod

tfsec --no-module-downloads --out tfsec-report infra

tfsec --no-module-downloads --migrate-ignores infra

tfsec --no-module-downloads --rego-policy-dir policies/ infra

zizmor .github/workflows/

zizmor --offline --fix .github/workflows/

ratchet pin .github/workflows/deploy.yml

ratchet update .github/workflows/deploy.yml

parliament --file infra/policies/ci-deployer.json

parliament --private_auditors ./auditors --file infra/policies/ci-deployer.json

rakkess --sa ci:deployer

git secrets --scan

git secrets --scan-history

git secrets --install

git secrets --add-provider -- cat /etc/secret-patterns

tfsec --no-module-downloads --format gif infra

gitleaks detect --source . --no-git --report-format json --report-path leaks.json

# trivy's misconfiguration scanner downloads the remote Terraform modules the files name
trivy config --format json deploy/charts/payments

trivy fs --scanners vuln -o report.json .

trivy fs --format template --template @contrib/html.tpl .

trivy fs --cache-dir .cache/trivy .

trivy plugin install github.com/fr0/trivy-plugin-scan2html

grype dir:. -o json=grype.json

grype alpine:3.19

syft scan docker:alpine:3.19 -o json

syft dir:. --file sbom.txt

osv-scanner --lockfile=Cargo.lock --output-file osv.json

osv-scanner --lockfile=Cargo.lock --call-analysis=rust

# a --lockfile folder is walked: its go.mod's call analysis runs govulncheck (go list -compiled, cgo)
osv-scanner --lockfile .

# trivy repo clones a target it cannot stat as https://TARGET (sending $GITHUB_TOKEN there)
trivy repo --config /dev/null github.com/acme/payments

# Language-ecosystem vulnerability and license audits (langaudit.go)
cd services/ledger && CGO_ENABLED=0 govulncheck -show verbose ./...

CGO_ENABLED=0 govulncheck -C services/gateway -format json ./... | jq -r 'select(.finding) | .finding.osv' | sort -u

CGO_ENABLED=0 govulncheck -scan package -show verbose ./...

CGO_ENABLED=0 govulncheck -C services/gateway -scan module -format sarif

govulncheck -mode binary ./bin/ledger

go-licenses --logtostderr report ./services/payments/... 2>/dev/null | awk -F, '{print $3}' | sort | uniq -c | sort -rn

go-licenses --logtostderr check ./services/ledger/... --disallowed_types=forbidden,restricted

go-licenses --logtostderr csv ./cmd/server --include_tests

cargo audit --no-fetch --json --file Cargo.lock | jq '.vulnerabilities.list[].advisory.id'

cargo audit -n -f Cargo.lock --deny warnings

bundle-audit check --gemfile-lock apps/admin/Gemfile.lock

bundle-audit check -q -F json apps/admin

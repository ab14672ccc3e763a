# Language-ecosystem audits (langaudit.go): shapes that build, fetch or write
# govulncheck's symbol scan runs go list -compiled: cgo and the C compiler
govulncheck -show verbose ./...

govulncheck -C services/gateway -format json ./...

CGO_ENABLED=1 govulncheck -scan package ./...

# env -u takes the line's CGO_ENABLED=0 away: go list -compiled runs cgo and the C compiler
CGO_ENABLED=0 env -u CGO_ENABLED govulncheck ./...

# govulncheck 1.0 to 1.1.0 load types (go list -compiled) at every scan level
govulncheck -scan package ./...

govulncheck ./... -scan package

go-licenses save ./... --save_path=third_party/licenses

go-licenses report ./... --log_dir=/tmp/logs

go-licenses check ./... --logtostderr=false

# glog's log files in $TMPDIR (go-licenses before 1.6; a later --logtostderr is read after an unknown command fails)
go-licenses report ./... --logtostderr

go-licenses report ./services/payments/... 2>/dev/null | awk -F, '{print $3}' | sort | uniq -c | sort -rn

go-licenses check ./services/ledger/... --disallowed_types=forbidden,restricted

cargo audit --json

cargo audit --no-fetch

cargo audit fix --no-fetch -f Cargo.lock

cargo deny --locked --manifest-path crates/edge-proxy/Cargo.toml check --disable-fetch licenses bans sources

bundle-audit check --update

bundle-audit update

bundle-audit check -o audit.txt

bundle-audit check -D /tmp/advisory-db

package shell

import (
	"io/fs"
	"testing"
	"testing/fstest"
)

// TestLangAudits pins the Go, Rust and Ruby audits' shapes.
func TestLangAudits(t *testing.T) {
	checkShapes(t, []shapeCase{
		// govulncheck: the default symbol scan runs go list -compiled
		// (cgo and the C compiler) unless CGO_ENABLED=0 is on the line.
		{"CGO_ENABLED=0 govulncheck -show verbose ./...", ""},
		{"cd services/ledger && CGO_ENABLED=0 govulncheck -show verbose ./...", ""},
		{"CGO_ENABLED=0 govulncheck -C services/gateway -format json ./... | jq -r 'select(.finding) | .finding.osv' | sort -u", ""},
		{"CGO_ENABLED=0 govulncheck -scan package ./...", ""},
		{"govulncheck -scan package ./...", "1.0 to 1.1.0"},
		{"CGO_ENABLED=0 govulncheck -C services/gateway --scan=module -format sarif", ""},
		{"govulncheck -C services/gateway --scan=module", "CGO_ENABLED=0"},
		{"govulncheck -mode binary ./bin/server", ""},
		{"govulncheck -mode=binary -json bin/app", ""},
		{"govulncheck -version", ""},
		{"CGO_ENABLED=0 govulncheck -scan package -show traces,color ./...", ""},
		{"CGO_ENABLED=0 go list ./...", ""},
		{"govulncheck ./...", "CGO_ENABLED=0"},
		{"govulncheck -show verbose ./...", "go list -compiled"},
		{"govulncheck -scan symbol -test ./...", "the C compiler"},
		{"CGO_ENABLED=1 govulncheck ./...", "setting `CGO_ENABLED`"},
		// env -u and env -i take the line's CGO_ENABLED=0 away again.
		{"CGO_ENABLED=0 env -u CGO_ENABLED govulncheck ./...", "CGO_ENABLED=0"},
		{"CGO_ENABLED=0 env --unset=CGO_ENABLED govulncheck -scan package ./...", "CGO_ENABLED=0"},
		{"CGO_ENABLED=0 timeout 600 env -i govulncheck ./...", "CGO_ENABLED=0"},
		{"CGO_ENABLED=0 env - govulncheck ./...", "CGO_ENABLED=0"},
		{"CGO_ENABLED=0 {env,-u} CGO_ENABLED govulncheck ./...", "CGO_ENABLED=0"},
		{"CGO_ENABLED=0 env -u GOFLAGS govulncheck ./...", ""},
		{"CGO_ENABLED=0 timeout 600 govulncheck ./...", ""},
		{"export CGO_ENABLED=1; govulncheck -scan package ./...", "setting `CGO_ENABLED`"},
		{"govulncheck ./... -scan package", "comes after a package pattern"},
		{"govulncheck -- -scan package", "comes after a package pattern"},
		{"govulncheck -mode extract bin/app", "not a scan the model knows"},
		{"govulncheck -mode convert", "not a scan the model knows"},
		{"govulncheck -scan package -format html ./...", "not an output format"},
		{"govulncheck -scan package -show x ./...", "traces"},
		{"govulncheck -scan package -o out.json ./...", "does not know"},
		{"govulncheck -scan $lvl ./...", "not literal"},
		{"govulncheck -scan pkg ./...", "not a scan level"},
		{"govulncheck -version=false ./...", "CGO_ENABLED=0"},
		{"govulncheck -scan package $opts", "not literal"},
		// go-licenses: report and check print with --logtostderr before
		// the command (glog or klog write log files into $TMPDIR
		// otherwise, and the 2021 build on an unknown command or flag
		// before it reads a later one); save copies files.
		{"go-licenses --logtostderr report ./services/payments/... 2>/dev/null | awk -F, '{print $3}' | sort | uniq -c | sort -rn", ""},
		{"go-licenses --logtostderr=true check ./services/ledger/... --disallowed_types=forbidden,restricted", ""},
		{"go-licenses -logtostderr csv ./cmd/server --include_tests", ""},
		{"go-licenses --logtostderr report ./... --template tools/licenses.tpl --ignore github.com/acme", ""},
		{"go-licenses --logtostderr check ./... --allowed_licenses=MIT,Apache-2.0 --confidence_threshold 0.8", ""},
		{"go-licenses --help", ""},
		{"go-licenses report ./services/payments/...", "without --logtostderr before its command"},
		{"go-licenses report ./... --logtostderr", "without --logtostderr before its command"},
		{"go-licenses --logtostderr=false check ./...", "without --logtostderr before its command"},
		{"go-licenses $opt check ./...", "without --logtostderr before its command"},
		{"go-licenses --logtostderr check ./... --logtostderr=false", "sets the log destination again"},
		{"go-licenses --logtostderr check ./... --logtostderr=$v", "not literal"},
		{"go-licenses --logtostderr --ignore x report ./...", "needs its command next"},
		{"go-licenses --logtostderr save ./... --save_path=third_party", "copies"},
		{"go-licenses --logtostderr report ./... --save_path=x", "go-licenses save"},
		{"go-licenses --logtostderr report ./... --log_dir=/tmp/x", "log files"},
		{"go-licenses --logtostderr report ./... --log_file out.log", "write its log"},
		{"go-licenses --logtostderr report ./... --alsologtostderr", "log files"},
		{"go-licenses --logtostderr report ./... --output x", "does not know"},
		{"go-licenses --logtostderr $cmd ./...", "needs its command next"},
		{"go-licenses --logtostderr bogus ./...", "not a command the model knows"},
		// cargo audit through cargo's external-subcommand route.
		{"cargo audit --no-fetch --json --file Cargo.lock | jq '.vulnerabilities.count'", ""},
		{"cargo audit -n -f Cargo.lock --deny warnings --ignore RUSTSEC-2020-0071", ""},
		{"cargo audit -nf Cargo.lock --format sarif", ""},
		{"cargo audit --version", ""},
		{"cargo audit --json", "without --no-fetch"},
		{"cargo audit --no-fetch", "without --file"},
		{"cargo audit fix --no-fetch -f Cargo.lock", "not the Cargo.lock audit"},
		{"cargo audit bin --no-fetch -f Cargo.lock target/release/app", "not the Cargo.lock audit"},
		{"cargo audit --no-fetch -f Cargo.lock --output x", "does not know"},
		{"cargo audit --no-fetch -f $lock", "not literal"},
		{"cargo deny --locked --manifest-path crates/edge-proxy/Cargo.toml check --disable-fetch licenses bans sources", "deny.toml"},
		// bundle-audit: check and version, where the database is in
		// place (fixtureFS has ~/.local/share/ruby-advisory-db).
		{"bundle-audit check --gemfile-lock apps/admin/Gemfile.lock", ""},
		{"bundle-audit", ""},
		{"bundle-audit -q", ""},
		{"bundle-audit check -q -F json apps/admin", ""},
		{"bundler-audit --version", ""},
		{"bundle-audit version", ""},
		{"bundle-audit check --ignore CVE-2024-0001 --config .bundler-audit.yml", ""},
		{"bundle-audit check --update", "pulls the advisory database"},
		{"bundle-audit check -u", "pulls the advisory database"},
		{"bundle-audit update", "not check or version"},
		{"bundle-audit download", "not check or version"},
		{"bundle-audit check -o report.txt", "writes the report"},
		{"bundle-audit check --output=report.json -F json", "writes the report"},
		{"bundle-audit check -D /tmp/db", "clones"},
		{"bundle-audit check -F ../../x", "format's name"},
		{"bundle-audit check a b", "one folder"},
		{"bundle-audit check --gemfile_lock x", "does not know"},
	})
	// Without the advisory database, check clones it first.
	env := Env{Cwd: "/project", Home: "/home/v", ReadDir: mapReadDir(fstest.MapFS{
		"home/v/.local/share/ruby-advisory-db": &fstest.MapFile{Mode: fs.ModeDir},
		"project/Gemfile.lock":                 {},
	})}
	checkShapesIn(t, env, []shapeCase{
		{"bundle-audit check", "clones the advisory database"},
		{"bundle-audit version", ""},
	})
	checkShapesIn(t, Env{Cwd: "/project", Home: "/home/v", ReadDir: mapReadDir(fstest.MapFS{"project/Gemfile.lock": {}})}, []shapeCase{
		{"bundle-audit check", "missing or empty"},
	})
}

// TestCargoAuditConfigFolder pins that cargo audit is refused below a
// .cargo folder, whose config.toml may define an alias named audit and
// whose audit.toml cargo-audit reads.
func TestCargoAuditConfigFolder(t *testing.T) {
	tree := fstest.MapFS{
		"home/u/.cargo/audit.toml":     {},
		"home/u/src/app/Cargo.lock":    {},
		"srv/app/.cargo/audit.toml":    {},
		"srv/tool/rust-toolchain.toml": {},
	}
	checkInDirs(t, mapReadDir(tree), []dirCase{
		{"/home/u/src/app", "cargo audit --no-fetch -f Cargo.lock", true},
		{"/srv/app", "cargo audit --no-fetch -f Cargo.lock", false},
		{"/srv/tool", "cargo audit --no-fetch -f Cargo.lock", false},
	})
}

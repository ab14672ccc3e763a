package shell

import "testing"

// TestVulnScanShapes pins the scanners' readings: the report printed, the
// sources named with a scheme, the misconfiguration scanner refused.
func TestVulnScanShapes(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"trivy fs --scanners vuln --severity HIGH,CRITICAL --skip-dirs node_modules services/gateway", ""},
		{"trivy fs --scanners secret --quiet .", ""},
		{"trivy image --severity CRITICAL --ignore-unfixed --format json ghcr.io/acme-corp/notifier:0.9.1", ""},
		{"trivy sbom --format table sbom/ledger.spdx.json", ""},
		{"trivy repo --scanners vuln,license .", ""},
		{"trivy --version", ""},
		{"trivy version", ""},
		{"trivy fs -c /dev/null .", ""},
		{"trivy image --input app.tar", ""},
		// a report file, a template, a plugin output
		{"trivy fs -o report.json .", "writes its report"},
		{"trivy fs --output=plugin=scan2html .", "writes its report"},
		{"trivy fs --format template -t @x.tpl .", "template"},
		{"trivy fs --format template .", "not a format"},
		{"trivy fs --format $f .", "not literal"},
		// the misconfiguration scanner downloads remote Terraform modules
		{"trivy config --format json deploy/charts/payments", "Terraform"},
		{"trivy fs --scanners vuln,misconfig .", "misconfig"},
		{"trivy fs --scanners vuln --scanners config .", "config"},
		{"trivy fs --cache-dir /tmp/c .", "--cache-dir"},
		{"trivy fs --db-repository evil.io/db .", "chooses the database"},
		{"trivy fs --module-dir m .", "WebAssembly"},
		{"trivy fs --server http://t:4954 .", "Trivy server"},
		{"trivy fs --generate-default-config", "trivy-default.yaml"},
		{"trivy fs --config trivy.yaml .", "--config /dev/null"},
		{"trivy fs -c /dev/null -c trivy.yaml .", "--config /dev/null"},
		{"trivy server", "server"},
		{"trivy plugin install x", "plugins"},
		{"trivy scan2html fs .", "plugin"},
		{"trivy --quiet fs .", "command first"},
		{"trivy $cmd .", "not literal"},
		{"trivy repo https://github.com/acme/x", "clones"},
		// trivy clones a target it cannot stat as https://TARGET.
		{"trivy repo github.com/acme/x", "clones a target it cannot find"},
		{"trivy repo --config /dev/null evil.example/x", "clones a target it cannot find"},
		{"trivy repo web/package.json", "clones a target it cannot find"},
		{"trivy repo web", ""},
		{"trivy repo /project/docs", ""},
		{"trivy fs a b", "one target"},
		{"trivy fs --dwonload-db-only .", "does not know"},
		{"trivy image --download-db-only", "only updates"},
		{"trivy k8s cluster", "cluster"},
		// grype and syft: a scheme, and -o without =FILE
		{"grype sbom:sbom/dashboard.cdx.json --only-fixed -o table", ""},
		{"grype registry:ghcr.io/acme-corp/ledger:2.3.0 --fail-on high -o json", ""},
		{"grype dir:crates/edge-proxy -q --by-cve", ""},
		{"grype version", ""},
		{"grype alpine:3.19", "scheme"},
		{"grype docker:alpine:3.19", "scheme"},
		{"grype dir:. -o json=out.json", "writes the report"},
		{"grype dir:. --file out.json", "--file"},
		{"grype dir:. -o template -t t.tmpl", "template"},
		{"grype dir:. --from docker", "--from"},
		{"grype dir:. -c .grype.yaml", "configuration"},
		{"grype db update", "database"},
		{"grype dir:. -o $f", "not literal"},
		{"syft dir:services/payments -o table", ""},
		{"syft scan registry:ghcr.io/acme-corp/payments:1.14.2 -o cyclonedx-json", ""},
		{"syft -o spdx-json@2.2 file:go.mod", ""},
		{"syft dir:. -o spdx-json=sbom.json", "writes the report"},
		{"syft dir:. -o table,json=x.json", "writes the report"},
		{"syft dir:. --file s.json", "--file"},
		{"syft alpine:3.19", "scheme"},
		{"syft scan ubuntu", "scheme"},
		{"syft attest registry:r:1", "attest"},
		{"syft login r", "login"},
		{"syft dir:. --enrich all", "network"},
		{"syft sbom:x.json", "syft reads"},
		// osv-scanner: lockfiles only; a go.mod's call analysis runs go
		{"osv-scanner --lockfile=web/dashboard/package-lock.json --lockfile=Cargo.lock --format json", ""},
		{"osv-scanner scan source -L Cargo.lock", ""},
		{"osv-scanner scan --lockfile requirements.txt:deps/reqs.txt", ""},
		{"osv-scanner --lockfile=go.mod", "go command"},
		{"osv-scanner --lockfile=go.mod:deps.txt", "go command"},
		{"osv-scanner -r .", "walks folders"},
		{"osv-scanner .", "names a folder"},
		// A --lockfile that is a folder is walked as one (its go.mod's
		// call analysis runs go list -compiled).
		{"osv-scanner --lockfile .", "names a folder"},
		{"osv-scanner --lockfile=web", "names a folder"},
		{"osv-scanner -L /project/web", "names a folder"},
		{"osv-scanner --lockfile trap/package.json", "names a folder"},
		{"osv-scanner --lockfile package-lock.json:trap/package.json", "names a folder"},
		{"osv-scanner --lockfile requirements.txt:", "names a folder"},
		{"cd web && osv-scanner --lockfile ..", "names a folder"},
		{"osv-scanner --lockfile web/package.json", ""},
		{"osv-scanner --lockfile=Cargo.lock --output-file r.json", "writes its report"},
		{"osv-scanner --lockfile=Cargo.lock -output=r.json", "writes its report"},
		{"osv-scanner --lockfile=Cargo.lock --serve", "serves"},
		{"osv-scanner --lockfile=Cargo.lock --call-analysis=rust", "cargo build"},
		{"osv-scanner --lockfile=Cargo.lock --offline-vulnerabilities --download-offline-databases", "offline"},
		{"osv-scanner --lockfile=Cargo.lock --experimental-plugins=x", "does not know"},
		{"osv-scanner --lockfile=Cargo.lock -f template", "not a format"},
		{"osv-scanner fix --lockfile=Cargo.lock", "names a folder"},
	})
}

// TestVulnScanConfig pins that the scanners are refused where a
// configuration the team can write may name a report file.
func TestVulnScanConfig(t *testing.T) {
	checkInDirs(t, fixtureReadDir, []dirCase{
		{"/project", "trivy fs .", true},
		{"/project/trivyproj", "trivy fs .", false},
		{"/project", "cd trivyproj && trivy fs .", false},
		{"/project/trivyproj", "trivy fs --config /dev/null .", true},
		{"/project/trivyproj", "trivy version", false},
		{"/project/trivyproj", "trivy --version", false},
		{"/project/syftproj", "syft --version", false},
		{"/project", "cd $d && trivy fs .", false},
		{"/project", "syft dir:. -o json", true},
		{"/project/syftproj", "syft dir:. -o json", false},
		{"/project/syftproj", "grype dir:. -o json", true},
		{"/project/grypeproj", "grype dir:. -o json", false},
		{"/project/grypeproj", "syft dir:. -o json", true},
	})
}

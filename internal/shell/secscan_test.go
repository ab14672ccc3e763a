package shell

import "testing"

// TestSecScanParsers pins the readings of the scanners' tricky words.
func TestSecScanParsers(t *testing.T) {
	checkShapes(t, []shapeCase{
		// askalono: identify (id) and crawl; cache load-spdx writes.
		{"askalono id third_party/pcre2/LICENCE", ""},
		{"askalono crawl third_party/ 2>/dev/null | head", ""},
		{"askalono --format json -c c.bin.zstd identify -m --optimize LICENSE", ""},
		{"askalono crawl --follow --glob '*.txt' .", ""},
		{"askalono cache load-spdx dir", "writes the licence cache"},
		{"askalono -c out.bin cache load-spdx --store dir", "askalono cache"},
		{"askalono id --output x LICENSE", "does not know"},
		{"askalono --cach=x id LICENSE", "does not know"},
		{"askalono ident LICENSE", "not a command"},
		{"askalono $cmd LICENSE", "not literal"},
		{"askalono id $f", "not literal"},
		// The report goes to the file it names: only /dev/stdout prints.
		{"gitleaks detect --source . --no-git --redact --report-format json --report-path /dev/stdout --exit-code 0", ""},
		{"gitleaks git -r /dev/stdout .", ""},
		{"gitleaks detect --source . -r report.json", "writes a report file"},
		{"gitleaks detect --report-path=/dev/stdout --report-path=out.json", "writes a report file"},
		{`gitleaks detect --report-path "$R"`, "writes a report file"},
		// gitleaks hands --log-opts, split at spaces, to git log.
		{"gitleaks detect --log-opts='--since=2024-01-01 --all'", ""},
		{"gitleaks detect --log-opts='--all --output=leak.txt'", "--output"},
		{"gitleaks git . --log-opts=--ext-diff", "ext-diff"},
		{"gitleaks detect --log-opts \"$o\"", "not literal"},
		// cobra reads no abbreviations: an unknown option is refused.
		{"gitleaks detect --report-p r.json", "does not know"},
		{"gitleaks detect -vr r.json", "-r"},
		// bandit (argparse) abbreviates.
		{"bandit -r . --outp r.txt", "-o"},
		{"bandit -r . -qor.txt", "-o"},
		// bandit takes options from a .bandit under its targets.
		{"bandit setup.py -ll", ""},
		{"bandit -r . -ll", "is a folder"},
		{"bandit tests", "not a regular file"},
		{"bandit -r . --ini /dev/null", ""},
		{"bandit -r . --ini /dev/null --ini .bandit", "--ini"},
		{"bandit -r . --in=.bandit", "--ini"},
		// oras prints to standard output only with -o -.
		{"oras blob fetch -o - r@sha256:00", ""},
		{"oras blob fetch -o=- r@sha256:00", ""},
		{"oras blob fetch -o- r@sha256:00", ""},
		{"oras blob fetch -o f r@sha256:00", "writes the content"},
		{"oras discover -o tree r:1", ""}, // discover's deprecated spelling of --format
		{"oras discover -o referrers.txt r:1", "writes the content"},
		{"oras manifest fetch --header -o r:1", ""},
		// regctl's command is two words.
		{"regctl tag ls r", ""},
		{"regctl tag rm r:1", "writes to a registry"},
		{"regctl image get-file r:1 a out", "writes to a registry"},
		{"regctl ls tag r", "writes to a registry"},
		// cobra finds the command before it reads options: an option it
		// does not know there takes the next word, so the words naming
		// the command must come first (but for the root's own options).
		{"oras --oci-layout discover push out:v1 f", "comes before the command"},
		{"oras manifest --insecure fetch push r", "comes before the command"},
		{"oras discover --oci-layout l:v1", ""},
		{"regctl image --digest-tags inspect copy a b", "comes before the command"},
		{"regctl -v info --host=reg=r tag --logopt json ls r", ""},
		{"regctl --user-agent x -vdebug tag ls r", ""},
		{"regctl -- tag ls r", "comes before the command"},
		// the configuration's ConfigSave method rewrites it.
		{"regctl config get --format '{{.ConfigSave}}'", "ConfigSave"},
		// pflag keeps the last --log-opts.
		{"gitleaks git --log-opts=--all --log-opts=--output=x .", "--output"},
		// kingpin reads @file as more options.
		{"trufflehog filesystem --no-update @opts", "@"},
		{"trufflehog filesystem --no-update -- @dir", ""},
	})
}

// TestPipLicensesConfig pins that pip-licenses is refused where a
// pyproject.toml may configure it to write a file or run a program.
func TestPipLicensesConfig(t *testing.T) {
	checkInDirs(t, fixtureReadDir, []dirCase{
		{"/project", "pip-licenses --format=markdown", true},
		{"/project/pyapp", "pip-licenses --format=markdown", false},
		{"/project", "cd pyapp && pip-licenses", false},
		{"/project", "cd $d && pip-licenses", false},
		{"/project", "pip-licenses --output-file l.txt", false},
		{"/project", "pip-licenses --output l.txt", false},
		{"/project", "pip-licenses --python ./venv/bin/python", false},
	})
}

// TestSecScanCommands pins the commands of the scanners that have many.
func TestSecScanCommands(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"cfssl certinfo -cert c.pem", ""},
		{"cfssl certinfo --cert=c.pem", ""},
		{"cfssl certinfo -db-config db.json -serial 1", "-db-config"},
		{"cfssl certinfo -ca ca.pem -cert c.pem", "does not know"},
		{"cfssl gencert -initca csr.json", "signs"},
		{"licensee detect --json .", ""},
		{"licensee $c .", "not literal"},
		{"trufflehog filesystem . --no-update", ""},
		{"trufflehog filesystem .", "--no-update"},
		{"trufflehog git ../x --no-update", "file://"},
		{"detect-secrets scan --base64-limit 4 src", ""},
		{"detect-secrets audit .secrets.baseline", "baseline"},
		{"license-checker -- --out x", ""},
		{"license-checker --no-files", "--files"},
		{"reuse spdx", ""},
		{"reuse spdx --out x.spdx", "bill of materials"},
	})
}

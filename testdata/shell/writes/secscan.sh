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

bandit -r . -o report.txt

bandit -r . -f json -oreport.json

bandit -r . --output report.html -f html

bandit -r . --out report.txt

bandit -r . --outp=report.txt

bandit -qo report.txt -r .

bandit -r . $opts

bandit -r . --unknown-option x

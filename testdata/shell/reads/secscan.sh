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

bandit -r services/fastapi_gw -q -ll -f txt

bandit -r . -x ./tests,./venv -iii --format json | jq '.results | length'

bandit -r src -c pyproject.toml --severity-level high --confidence-level medium

bandit app.py -s B101,B311 -t B602 -n 3 --exit-zero

bandit -r . --ini .bandit -a file -b baseline.json -f custom --msg-template '{relpath}:{line} {test_id}'

bandit --version

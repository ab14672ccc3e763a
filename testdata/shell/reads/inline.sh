# Interpreters given code on the line that only reads and prints
# (internal/shell/python.go, pycheck.go).

python3 -c 'import sys; print(sys.version, sys.executable)'

python3 -c 'import sys; print(sys.version_info[:2])'

python3 -c 'import sys; print("\n".join(sys.path))'

python3 -c 'import json; d = json.load(open("package.json")); print(d["name"], d.get("version"))'

python3 -c 'import json; print(json.dumps(json.load(open("package.json")), indent=2, sort_keys=True))'

python3 -c 'import json,sys; print(len(json.load(sys.stdin)["paths"]))' < openapi.json

cat package.json | python3 -c 'import json,sys; print(list(json.load(sys.stdin).keys()))'

python3 -m json.tool package.json

python3 -m json.tool --sort-keys package.json | head -40

echo '{"a": 1}' | python3 -m json.tool

python -m json.tool < package.json

python3 -c 'import yaml; print(yaml.safe_load(open("docker-compose.yml"))["services"].keys())'

python3 -c 'import yaml, sys; [print(doc.get("kind")) for doc in yaml.safe_load_all(open("k8s.yaml"))]'

python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["dependencies"])'

python3 -c 'import csv; rows = list(csv.DictReader(open("data.csv", newline=""))); print(len(rows), sum(int(r["count"]) for r in rows))'

python3 -c 'import collections, re; words = re.findall(r"\w+", open("README.md").read().lower()); print(collections.Counter(words).most_common(5))'

python3 -c 'print(sum(1 for line in open("main.go") if line.strip()))'

python3 -c 'import os; print(os.getcwd()); print(os.environ.get("HOME"))'

python3 -c 'import os; print(sorted(os.listdir(".")))'

python3 -c 'import os.path; print(os.path.getsize("go.mod"), os.path.exists("go.sum"))'

python3 -c 'import hashlib; print(hashlib.sha256(open("go.mod", "rb").read()).hexdigest())'

python3 -c 'import base64; print(base64.b64decode("aGVsbG8=").decode())'

python3 -c 'import datetime; print(datetime.datetime.fromtimestamp(1700000000).isoformat())'

python3 -c 'import time; print(time.strftime("%Y-%m-%d"))'

python3 -c 'with open("notes.txt") as f:
    for n, line in enumerate(f, 1):
        if "hello" in line:
            print(n, line.rstrip())'

python3 -c 'name = "fixture"; print(f"{name!r:>12} has {len(name)} letters")'

python3 -c 'import ipaddress; print(ipaddress.ip_network("10.0.0.0/8").num_addresses)'

python3 -c 'import shlex; print(shlex.split("a \"b c\" d"))'

python3 -c 'import difflib, sys; sys.stdout.writelines(difflib.unified_diff(open("notes.txt").readlines(), open("README.md").readlines()))'

python3 -c 'import math; print(math.ceil(17 / 4))'

python3 -c 'print(0x1f, 1_000, 1e3, 2**10)'

python3 -I -c 'import json; print(json.loads("[1, 2]"))'

python3 -c 'import sys; print(sys.argv[1:])' a b

python3.11 -c 'print("hi")'

python3 -X utf8 -c 'print("é")'

node -e 'console.log(require("./web/package.json").engines)'

node -p 'Object.keys(require("./package.json").devDependencies || {}).length'

node -p "require('./package.json').version"

node -pe 'require("./package.json").name'

node -e 'const p = require("./package.json"); for (const [k, v] of Object.entries(p.scripts || {})) console.log(`${k}: ${v}`)'

node -e 'const fs = require("fs"); console.log(JSON.parse(fs.readFileSync("package.json", "utf8")).dependencies)'

node -e 'console.log(require("fs").readdirSync("src"))'

node -e 'console.log(require("fs").existsSync("go.mod"))'

node -e 'console.log(process.version, process.versions.v8, process.platform, process.arch)'

node -p 'process.versions'

node -e 'console.log(process.env.PATH.split(":").join("\n"))'

node -e 'console.log(JSON.stringify(require("./package.json"), null, 2))'

cat package.json | node -e 'let s = ""; process.stdin.on("data", d => s += d).on("end", () => console.log(JSON.parse(s).name))'

node -e 'console.log(JSON.parse(require("fs").readFileSync(0, "utf8")).version)' < package.json

node -e 'const d = require("./package.json"); console.log(d["dependencies"] && d["dependencies"]["react"])'

node -e 'console.log(require("os").cpus().length, require("path").resolve("."))'

nodejs -e 'console.log(new Date().toISOString())'

perl -ne 'print if /hello/' notes.txt

perl -ne 'print if /ERROR/ && /payments/' notes.txt | head

perl -lane 'print $F[0]' data.csv

perl -F, -lane 'print $F[1] if $F[1] > 3' data.csv

perl -ne 'print if /^# / .. /^$/' README.md

perl -pe 's/hello/HELLO/g' notes.txt

perl -pe 'tr/a-z/A-Z/' notes.txt

perl -e 'print "hello\n"'

perl -E 'say for 1..3'

perl -le 'print length "fixture"'

perl -0777 -ne 'print scalar(() = /hello/g), "\n"' notes.txt

perl -ne '$c{$_}++; END { print "$c{$_} $_" for sort keys %c }' notes.txt

perl -ne 'print "$ARGV: $_" if /TODO/' main.go src/app/app.go

perl -ne 'print unless $seen{$_}++' notes.txt

perl -lne 'print $ENV{HOME}' < /dev/null

cat notes.txt | perl -ne 'chomp; printf "%-8s|\n", uc $_'

perl -ne 'print if 2..3' notes.txt

bash -n main.sh

bash -n scripts/deploy.sh && echo syntax-ok

sh -n install.sh

bash -nv scripts/deploy.sh 2>&1 | head

for f in src/*.sh; do bash -n "$f" || echo "bad: $f"; done

ruby -e 'puts RUBY_VERSION'

ruby -rjson -e 'puts JSON.parse(File.read("package.json"))["version"]'

ruby -e 'require "json"; puts JSON.pretty_generate(JSON.parse(File.read("package.json")))'

ruby -ryaml -e 'puts YAML.safe_load_file("config.yml").keys'

ruby -ryaml -e 'puts YAML.safe_load(File.read(".github/workflows/ci.yml"))["jobs"].keys'

ruby -e 'p Dir.glob("src/**/*.go").size'

ruby -e 'puts ENV["HOME"]'

ruby -e 'File.readlines("notes.txt").each { |l| puts l if l.start_with?("hello") }'

ruby -e 'puts File.read("notes.txt").lines.map(&:strip).tally'

ruby -e 'puts "#{RUBY_VERSION} on #{RUBY_PLATFORM}"'

# The collector's counters, the load path and the loaded features are
# reads (Ruby 3.1.2 under strace: nothing written); --yjit only compiles
# into memory.
ruby -e 'p GC.stat.slice(:count, :major_gc_count, :heap_live_slots)'

ruby -e 'p GC.count, GC.latest_gc_info[:major_by], GC.stat(:total_allocated_objects)'

ruby -e 'puts $LOAD_PATH' | head

ruby -e 'puts $:.grep(/gems/), $LOADED_FEATURES.size'

ruby --yjit -e 'p RubyVM::YJIT.enabled?'

ruby --yjit --yjit-call-threshold=1 -e 'p RubyVM::YJIT.runtime_stats.size'

# The installed gems' specifications, user-level installs as gem list
# reads them.
ruby -e 'puts Gem::Specification.find_by_name("rake").full_gem_path' 2>/dev/null || true

ruby -e 'puts Gem::Specification.find_all_by_name("rake").map(&:version)'

ruby -e 'puts Gem::Specification.select { |s| s.name.start_with?("r") }.map(&:full_name)'

python3 - <<'EOF'
import json
with open("package.json") as f:
    data = json.load(f)
for name, version in sorted(data.get("dependencies", {}).items()):
    print(f"{name:30} {version}")
EOF

python3 <<'EOF'
import csv
rows = list(csv.DictReader(open("data.csv")))
print(len(rows))
EOF

python3 -c 'import platform; print(platform.python_version())'

python3 -c 'import importlib.metadata as m; print(m.version("pip"))'

python3 -c 'import ssl; print(ssl.OPENSSL_VERSION)'

python3 -c 'import sqlite3; print(sqlite3.sqlite_version)'

python3 -c 'import site; print(site.getsitepackages())'

node <<'EOF'
const pkg = require("./package.json");
for (const [name, version] of Object.entries(pkg.dependencies || {})) console.log(name, version);
EOF

PYTHONIOENCODING=utf-8 python3 -c 'print("héllo")'

NODE_NO_WARNINGS=1 node -p 'process.versions.node'

perl -ne 'my ($k) = /^(\w+)/; print $k // "-", "\n"' notes.txt

python3 -m site

python3 -m site --user-site

python3 -m sysconfig | head -20

python3 -m zipfile -l dist/app.whl

python3 -m tarfile -tv dist/app.tar.gz

python3 -c 'import shutil; print(shutil.which("go"))'

python3 -c 'import urllib.parse; print(urllib.parse.quote("a b/c"))'

node -p 'require("os").totalmem() / 1024 / 1024'

python3 -m pip freeze | grep -i requests

python3 -m pip list --disable-pip-version-check --format=freeze

python3 -c 'import importlib.metadata as m; [print(d.metadata["Name"], d.metadata.get("License","?")) for d in m.distributions()]' | sort | head -60

python3 -c 'import importlib.metadata as m; print(m.metadata("requests")["License"], m.requires("requests"))'

perl -ne 'print "$ARGV:$.:$_" if /apiVersion:/; close ARGV if eof' README.md go.mod

ruby -rbigdecimal -e 'p BigDecimal("10.125").round(2, :half_even).to_s("F")'

python3 -c 'import zoneinfo, datetime as d; print(d.datetime(2026,11,22,tzinfo=zoneinfo.ZoneInfo("America/New_York")).astimezone(d.timezone.utc))'

python3 -c "import certifi; print(certifi.where())"

python3 - <<'PY'
import xml.etree.ElementTree as ET
r = ET.parse('reports/junit/go-services.xml').getroot()
for s in sorted(r.iter('testsuite'), key=lambda s: -float(s.get('time', 0)))[:15]:
    print(f"{float(s.get('time',0)):8.1f}s {s.get('tests'):>5} {s.get('name')}")
PY

perl -ne '$c{$1}++ if /^goroutine \d+ \[([^,\]]+)/; END { printf "%6d %s\n", $c{$_}, $_ for sort { $c{$b} <=> $c{$a} } keys %c }' ~/incident/INC-4821/goroutines-debug2.txt

ruby -rrbconfig -e 'puts RbConfig::CONFIG.values_at("prefix","ruby_version","CC").join("\n")'

python3 -c 'import socket; print(socket.getaddrinfo("orders-api.orders.svc.cluster.local", 8080, proto=socket.IPPROTO_TCP))'

python3 -c 'import socket; print(socket.gethostname(), socket.gethostbyname("mysql-crm.internal"))'


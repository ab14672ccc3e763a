# Ways to sneak a write, a program or hidden code through the inline
# interpreter checks (internal/shell/python.go, pycheck.go).

python3 -c 'open("notes.txt", "w").write("x")'

python3 -c 'open("notes.txt", "a").write("x")'

python3 -c 'open("notes.txt", "r+").write("x")'

python3 -c 'open("new.txt", "x")'

python3 -c 'open("notes.txt", mode="w")'

python3 -c 'm = "w"; open("notes.txt", m).write("x")'

python3 -c 'open("notes.txt", *["w"]).write("x")'

python3 -c 'open("notes.txt", **{"mode": "w"}).write("x")'

python3 -c 'o = open; o("notes.txt", "w").write("x")'

python3 -c 'list(map(open, ["notes.txt"], ["w"]))'

python3 -c 'open("notes.txt", f"{chr(119)}").write("x")'

python3 -c 'open("notes.txt", "r" "w")'

python3 -c 'open("notes.txt", "w" if 1 else "r")'

python3 -c 'import os; os.system("touch pwned")'

python3 -c 'import os; os.remove("notes.txt")'

python3 -c 'import os; os.rename("notes.txt", "x")'

python3 -c 'import os; os.makedirs("x")'

python3 -c 'import os; os.popen("touch pwned").read()'

python3 -c 'import os; os.path.os.remove("notes.txt")'

python3 -c 'import os as o; p = o; p.remove("notes.txt")'

python3 -c 'import subprocess; subprocess.run(["touch", "pwned"])'

python3 -c 'import shutil; shutil.rmtree("src")'

python3 -c 'import pathlib; pathlib.Path("notes.txt").write_text("x")'

python3 -c 'import io; io.open("notes.txt", "w").write("x")'

python3 -c 'import codecs; codecs.open("notes.txt", "w").write("x")'

python3 -c 'import json; json.codecs.open("notes.txt", "w").write("x")'

python3 -c 'import glob; glob.os.remove("notes.txt")'

python3 -c 'import fnmatch; fnmatch.os.remove("notes.txt")'

python3 -c 'import json; m = [json]; m[0].codecs.open("notes.txt", "w")'

python3 -c 'import sys; sys.modules["os"].remove("notes.txt")'

python3 -c 'import sys; sys.path.insert(0, "src"); import csv'

python3 -c 'import sys; p = sys.path; p.insert(0, "src"); import csv'

python3 -c 'import sys; print = lambda p: p.insert(0, "src"); print(sys.path); import csv'

python3 -c 'import sys; list.insert(sys.path, 0, "src"); import csv'

python3 -c 'import sys; sys.path[:0] = ["src"]; import csv'

python3 -c 'from sys import path; path.insert(0, "src"); import csv'

python3 -c 'import tempfile; tempfile.mkstemp()'

python3 -c 'import logging; logging.basicConfig(filename="log.txt"); logging.warning("x")'

python3 -c 'import sqlite3; sqlite3.connect("x.db")'

python3 -c 'import pickle; pickle.load(open("data.pkl", "rb"))'

python3 -c 'import marshal'

python3 -c 'import importlib; importlib.import_module("os").remove("notes.txt")'

python3 -c 'import ctypes'

python3 -c 'import yaml; yaml.load(open("x.yml"), Loader=yaml.Loader)'

python3 -c 'import yaml; yaml.unsafe_load(open("x.yml"))'

python3 -c 'import yaml; yaml.full_load(open("x.yml"))'

python3 -c 'import xml.etree.ElementTree as ET; ET.parse("a.xml").write("notes.txt")'

python3 -c 'exec("import os; os.remove(\"notes.txt\")")'

python3 -c 'eval("__import__(\"os\").remove(\"notes.txt\")")'

python3 -c 'compile("x", "f", "exec")'

python3 -c '__import__("os").remove("notes.txt")'

python3 -c '__builtins__.open("notes.txt", "w")'

python3 -c 'getattr(__builtins__, "open")("notes.txt", "w")'

python3 -c 'print.__self__.open("notes.txt", "w")'

python3 -c 'vars()["__builtins__"].open("notes.txt", "w")'

python3 -c 'globals()["__builtins__"]'

python3 -c 'breakpoint()'

python3 -c 'help("os")'

python3 -c 'input()'

python3 -c 'g = (x for x in [1]); g.gi_frame.f_builtins["open"]("notes.txt", "w")'

python3 -c '(lambda: 0).__globals__["__builtins__"]'

python3 -c 'type("C", (), {"write": 1})'

python3 -c 'class C: pass'

python3 -c 'def f(): pass'

python3 -c '@print
def f(): pass'

python3 -c 'import operator; operator.methodcaller("remove", "notes.txt")'

python3 -c 'import operator; operator.attrgetter("__globals__")'

python3 -c 'print(f"{__import__("os").remove("notes.txt")}")'

python3 -c 'print(f"{eval(chr(49))}")'

python3 -c 'print(f"{1:{eval(chr(49))}}")'

python3 -c 'print(f"\{eval(chr(49))}")'

python3 -c 'print(t"{eval(chr(49))}")'

python3 -c 'print(rf"{eval(chr(49))}")'

python3 -c 'ｅｘｅｃ("import os")'

python3 -c 'x = open("notes.txt"); x.write("y")'

python3 -c 'import sys; f = sys.stdout; f.write("x")' > out.txt

python3 -c 'import sys; sys.stdin.write("x")'

python3 -c 'import sys; sys.stdout.buffer.raw.write(b"x")'

python3 -c 'import sys; print("x", file=open("notes.txt", "w"))'

python3 -c "$code"

python3 -c "print(open('$f').read())"

python3 -c "$(cat script.py)"

python3 script.py

python3 - < script.py

python3 - <<'EOF'
open("notes.txt", "w")
EOF

python3 -i -c 'print(1)'

python3 -O -c 'print(1)'

python3 -X pycache_prefix=cache -c 'print(1)'

python3 -X perf -c 'print(1)'

python3 -X presite=evil -c 'print(1)'

python3 -W 'ignore::evil.Warning' -c 'print(1)'

python3 --check-hash-based-pycs always -c 'print(1)'

python3 -m json.tool package.json out.json

python3 -m json.tool package.json $out

python3 -m json.tool --indent 2 package.json out.json

python3 -m http.server

python3 -m pip install x

python3 -m venv .venv

python3 -m compileall .

python3 -m py_compile main.py

PYTHONPATH=src python3 -c 'import json'

PYTHONSTARTUP=x python3 -c 'print(1)'

env PYTHONPATH=src python3 -c 'import json'

python2 -c 'print 1'

cd "$dir" && python3 -c 'print(1)'

find . -type d -execdir python3 -c 'print(1)' \;

env -C src python3 -c 'print(1)'

python3 -c 'print(1)' > out.txt

node -e 'require("child_process").execSync("touch pwned")'

node -e 'require("fs").writeFileSync("notes.txt", "x")'

node -e 'require("node:fs").appendFileSync("notes.txt", "x")'

node -e 'const fs = require("fs"); fs.rmSync("src", {recursive: true})'

node -e 'const fs = require("fs"); const f = fs; f.unlinkSync("notes.txt")'

node -e 'const {writeFileSync: w} = require("fs"); w("notes.txt", "x")'

node -e 'const {readFileSync} = require("fs"); readFileSync("notes.txt", {flag: "w"})'

node -e 'require("fs").readFileSync("notes.txt", {flag: "w"})'

node -e 'const o = {flag: "w"}; require("fs").readFileSync("notes.txt", o)'

node -e 'for (const [k, f] of Object.entries(require("fs"))) if (k == "rmSync") f("src", {recursive: true})'

node -e 'Object.values(process)'

node -e 'process.binding("fs")'

node -e 'process.mainModule.require("child_process").execSync("id")'

node -e 'process.dlopen({}, "./x.node")'

node -e 'process.kill(1)'

node -e 'eval("require(\"fs\").rmSync(\"src\", {recursive: true})")'

node -e 'new Function("return process")().mainModule'

node -e '[].constructor.constructor("return process")()'

node -e '[]["constructor"]["constructor"]("return process")()'

node -e 'const k = "constructor"; const F = [][k][k]; F("x")'

node -e 'const F = {}["constructor"]["constructor"]'

node -e 'const o = {}; o.__proto__.polluted = 1'

node -e 'globalThis.process.exit()'

node -e 'this.process.mainModule'

node -e 'import("fs").then(f => f.writeFileSync("notes.txt", ""))'

node -e 'fetch("http://example.com", {method: "POST"})'

node -e 'fetch("http://example.com"); var fetch = 1'

node -e 'setInterval(() => 1, 1000)'

node -e 'require("./evil.js")'

node -e 'require("./package.json.js")'

node -e 'require("lodash")'

node -e 'require("vm").runInThisContext("1")'

node -e 'require("worker_threads")'

node -e 'require("http").createServer().listen(8080)'

node -e 'console.log(`${require("child_process").execSync("id")}`)'

node -e 'if (x) /'"'"'/.test(s); require("child_process").execSync("id"); "'"'"'"'

node -e '\u0065val("1")'

node -e 'console.log(1)' --require ./evil.js

node -e 'console.log(1)' -r ./evil.js

node -r ./evil.js -e 'console.log(1)'

node --import ./evil.mjs -e 'console.log(1)'

node --input-type=module -e 'console.log(1)'

node -e "$code"

node -e "console.log(require('$f'))"

node -e 'console.log(1)' $args

node script.js

node --eval "$(cat script.js)"

NODE_OPTIONS=--require=./evil.js node -e 'console.log(1)'

node -e 'const f = (x => x)(require)'

node -e 'String.constructor("x")'

node -e 'console.log.call(null, 1)'

node -e 'class A { static { require("fs") } }'

node -e 'process.stdout.write("x")' > out.txt

perl -e 'system("touch pwned")'

perl -e 'exec "touch", "pwned"'

perl -e 'print `touch pwned`'

perl -e 'print qx(touch pwned)'

perl -e 'open(my $f, ">", "notes.txt")'

perl -e 'open(F, ">notes.txt"); print F "x"'

perl -e 'unlink "notes.txt"'

perl -ne 'if (1) {unlink}' list.txt

perl -ne 'chomp; unlink' list.txt

perl -e 'rename "notes.txt", "x"'

perl -e 'mkdir "x"'

perl -e 'eval "system(q(touch pwned))"'

perl -e 'do "./script.pl"'

perl -e 'require "./script.pl"'

perl -e 'use POSIX; POSIX::remove("notes.txt")'

perl -pe 's/hello/system("touch pwned")/e' notes.txt

perl -pe 's{hello}{system("touch pwned")}e' notes.txt

perl -pe 's/hello/`touch pwned`/ge' notes.txt

perl -e 'print "@{[ system("touch pwned") ]}"'

perl -e 'print "${\ system("touch pwned")}"'

perl -e 'my @x; print "$x[system("touch pwned")]"'

perl -ne 'print "$x[unlink]"' list.txt

perl -ne 'print if /(?{ system("touch pwned") })/' notes.txt

perl -ne 'print if /(??{ system("touch pwned") })/' notes.txt

perl -e 'BEGIN { $^I = "" } print' notes.txt

perl -pe 'BEGIN { $^I = ".bak" } s/a/b/' notes.txt

perl -e '${"\cI"} = ""; print' notes.txt

perl -e '$n = "ARGV"; @$n = ("touch pwned|"); print while <>'

perl -ne 'BEGIN { @ARGV = ("touch pwned|") } print'

perl -ne '$ARGV[0] = "touch pwned|"' notes.txt notes.txt

perl -e 'CORE::system("touch pwned")'

perl -e 'CORE'"'"'system("touch pwned")'

perl -e '&{"CORE::system"}("touch pwned")'

perl -e '*x = \&CORE::system; x("touch pwned")'

perl -e 'STDOUT->autoflush(1); "IO::File"->new(">notes.txt")'

perl -e 'sub f { system("id") } f()'

perl -e 'fork; sleep 30'

perl -e 'kill 9, getppid'

perl -e 'truncate "notes.txt", 0'

perl -e 'chmod 0777, "notes.txt"'

perl -e 'symlink "a", "b"'

perl -e 'utime undef, undef, "notes.txt"'

perl -e 'syscall(1, 1, "x", 1)'

perl -e '$SIG{__WARN__} = sub { system("id") }; warn 1'

perl -e 'print <<EOF
x
EOF'

perl -i -pe 's/hello/bye/' notes.txt

perl -pi -e 's/hello/bye/' notes.txt

perl -i.bak -ne 'print' notes.txt

perl -pe 's/a/b/' -i notes.txt

perl -MPOSIX -e 'print 1'

perl -Mstrict -e 'print 1'

perl -I. -e 'print 1'

perl -x script.pl

perl -d -e 1

perl -s -e 'print $x' -- -x=1

perl -S script.pl

perl -ne 'print' 'touch pwned|'

perl -ne 'print' '>notes.txt'

perl -pe '' '+<notes.txt'

perl -ne 'print' *

perl -ne 'print' src/*

perl -ne 'print' "$f"

perl -ne 'print' $(cat list.txt)

perl -e "$code"

perl -e "print '$x'"

perl script.pl

perl -F'/(?{system("touch pwned")})/' -lane 'print' notes.txt

PERL5OPT=-Mevil perl -e 'print 1'

PERL5LIB=. perl -e 'print 1'

perl -e 'print 1' > out.txt

bash scripts/deploy.sh

bash -n -i scripts/deploy.sh

bash -in scripts/deploy.sh

bash -n --login scripts/deploy.sh

bash -nl scripts/deploy.sh

bash -n --rcfile evil.sh scripts/deploy.sh

bash -n --init-file evil.sh scripts/deploy.sh

bash -n -c 'touch pwned'

bash -nc 'touch pwned'

bash -n $opts scripts/deploy.sh

bash -n "$opt" scripts/deploy.sh

zsh -n scripts/deploy.zsh

BASH_ENV=evil.sh bash -n scripts/deploy.sh

bash -n scripts/deploy.sh > out.txt

ruby -ryaml -e 'puts YAML.load_file("config.yml")'

ruby -ryaml -e 'YAML.unsafe_load(File.read("config.yml"))'

ruby -e 'system("touch pwned")'

# A Gemfile.lock's PLUGIN SOURCE loads the plugin .bundle/plugin/index names.
ruby -rbundler -e 'p Bundler::LockfileParser.new(File.read("Gemfile.lock")).specs'

ruby -e 'puts `touch pwned`'

ruby -e 'puts %x(touch pwned)'

ruby -e 'exec "touch", "pwned"'

ruby -e 'spawn "touch pwned"'

ruby -e 'IO.popen("touch pwned").read'

ruby -e 'open("|touch pwned")'

ruby -e 'IO.read("|touch pwned")'

ruby -e 'File.open("notes.txt", "w")'

ruby -e 'File.write("notes.txt", "x")'

ruby -e 'File.delete("notes.txt")'

ruby -e 'Dir.mkdir("x")'

ruby -e 'require "fileutils"; FileUtils.rm_rf("src")'

ruby -e 'eval("system(1)")'

ruby -e '1.send(:system, "touch pwned")'

ruby -e '"x".instance_eval("system 1")'

ruby -e 'Kernel.system("touch pwned")'

ruby -e 'Kernel::system("touch pwned")'

ruby -e 'Object.const_get(:File).write("notes.txt", "")'

ruby -e 'method(:system).call("touch pwned")'

ruby -e '["touch pwned"].each(&:system)'

ruby -e 'system = 1; system "touch pwned"'

ruby -e 'puts "#{system("touch pwned")}"'

ruby -e 'puts <<~EOS
#{system("touch pwned")}
EOS'

ruby -e '$stdout.reopen("notes.txt")'

ruby -e 'def f; system(1); end'

ruby -e 'gets' 'touch pwned|'

ruby -i -pe '$_.upcase!' notes.txt

ruby -rfileutils -e 'FileUtils.touch("x")'

ruby -I. -e '1'

ruby -e "$code"

ruby script.rb

RUBYOPT=-revil ruby -e 'puts 1'

ruby -e 'puts 1' > out.txt

perl -F'/,/ and system "touch pwned" or /x/' -lane 'print' notes.txt

node -e 'process.stdin.on("data", d => 1).write("x")' < notes.txt

ruby -e '[1, "touch pwned"].inject(:system)'

python3 - <<'EOF'
import os
os.system("touch pwned")
EOF

python3 - <<EOF
print(open("$f").read())
EOF

python3 -i - <<'EOF'
print(1)
EOF

cat script.py | python3 -

python3 -c 'import importlib.metadata; importlib.import_module("os").remove("notes.txt")'

python3 -c 'import sqlite3; sqlite3.connect("x.db")'

python3 -c 'import site; site.addsitedir("src")'

node <<'EOF'
require("child_process").execSync("touch pwned");
EOF

node - <<EOF
console.log(require("$f"));
EOF

node < script.js

cat script.js | node

PYTHONWARNINGS=ignore::evil.Warning python3 -c 'print(1)'

PYTHONHOME=/tmp/evil python3 -c 'print(1)'

NODE_PATH=. node -e 'console.log(1)'

perl -e 'my $x; print $x // 1; system("touch pwned"); /x/'

perl -e 'my $x = length / 2; system("touch pwned"); /x/'

python3 -m zipfile -e dist/app.whl out/

python3 -m zipfile -c out.zip src

python3 -m tarfile -e dist/app.tar.gz

python3 -m tarfile -c out.tar src

python3 -m zipfile -l dist/app.whl -e out

python3 -m timeit 'open("notes.txt", "w")'

python3 -m unittest

python3 -c 'import json as y; import yaml as y; y.load(open("config.yml"))'

python3 - <<'EOF'
# -*- coding: utf-7 -*-
print(1) #+AAo-open(+ACI-notes.txt+ACI-, +ACI-w+ACI-)
EOF

node -e 'const {constructor: F} = []; const {constructor: G} = F; const run = G("return process"); run().exit()'

node -e 'const k = "constructor"; const {[k]: F} = []; const {[k]: G} = F'

node -e 'const {"constructor": F} = []'

perl -ne 'print @h{unlink}' list.txt

python3 -c 'import shutil; shutil.copy("notes.txt", "x.txt")'

python3 -c 'import urllib.parse; urllib.request.urlopen("http://example.com", data=b"x")'

node -e 'const x = {}; x.if(1) / 2; require("child_process").execSync("touch pwned"); / 3'

node -e 'const t = 1; if (t) /'"'"'/.test("x"); require("child_process").execSync("touch pwned"); "'"'"'"'

perl -ne 'my $f = "CORE::rmdir"; my @x = sort $f 1, 2' list.txt

python3 -m pip install requests

python -m pip uninstall -y requests

python3 -m pip download requests -d /tmp/wheels

bash -n -o * scripts/deploy.sh

node -e *

node --eval=*

ruby -e *

ruby -e*

# printf in a here-document expands its escapes: the newline ends the
# comment the text seems to hold.
python3 - <<EOF
print(1) # $(printf '\nimport os; os.system("touch pwned")')
EOF

node <<EOF
console.log(1) // $(printf '\nrequire("fs").writeFileSync("pwned","x")')
EOF

python3 -c 'import importlib.metadata as m; [e.load() for d in m.distributions() for e in d.entry_points]'

python3 -c 'import importlib.metadata as m; [d.locate_file("x").write_text("y") for d in m.distributions()]'

python3 -c "print(f\"{open('notes.txt', 'w').write('x')}\")"

ruby -rbundler -e 'Bundler.setup; require "rails"'

python3 -c 'import socket; s = socket.create_connection(("orders-api", 8080)); s.sendall(b"GET / HTTP/1.0\r\n\r\n")'

python3 -c 'import socket; socket.socket().bind(("0.0.0.0", 9000))'

# Code that reads the load path or the installed gems may change nothing
# in place: a pushed entry makes a later require load the working
# directory's json.rb; GEM_PATH set in ENV points RubyGems at gemspecs.
ruby -e '$LOAD_PATH.unshift("."); require "json"'

ruby -e '$:[0] = "."; require "json"'

ruby -e '$:.first.sub!(/.*/, "."); require "json"'

ruby -e 'x = $:; x[0], y = ".", 1; require "json"'

ruby -e 'ENV["GEM_PATH"] = "vendor/bundle"; p Gem::Specification.map(&:name)'

ruby -e 'Gem::Specification.load("vendor/x.gemspec")'

ruby -e 'Gem::Specification.find_by_name("rake").activate; require "rake"'

ruby -e 'GC.start'

ruby -e 'GC.compact'

ruby -e 'RubyVM::YJIT.dump_exit_locations("exits.dump")'

ruby --yjit-perf -e 'p 1'

ruby --yjit-log=yjit.log -e 'p 1'

ruby --jit -e 'p 1'

# Code search, diff viewers, profile and coverage reports (codeprof.go): their writing shapes
git diff | diffstat -o stat.txt

git diff | diffstat -ostat.txt

git diff | diffstat -e err.txt

git diff | diffstat -Co stat.txt

git diff | diffstat -p1 -o stat.txt

git diff | diffstat $opts

git diff | delta --pager 'tee out.txt'

git diff | delta --pager='sh -c "touch x"'

git diff | delta --pag=less

git diff | delta --paging=always

git diff | delta --paging always

git diff | delta --config team.gitconfig

git diff | delta --paging $mode

go tool pprof -top -output=top.txt cpu.pprof

go tool pprof -top -output top.txt cpu.pprof

go tool pprof --output=top.txt -top cpu.pprof

go tool pprof -svg cpu.pprof

go tool pprof -png -output=g.png cpu.pprof

go tool pprof -web cpu.pprof

go tool pprof -weblist=main cpu.pprof

go tool pprof -http=:8080 cpu.pprof

go tool pprof -http localhost:0 -no_browser cpu.pprof

go tool pprof cpu.pprof

echo 'svg -output=x.svg' | go tool pprof cpu.pprof

go tool pprof cpu.pprof -top

go tool pprof -top -tools=/tmp/evil cpu.pprof

go tool pprof -proto cpu.pprof

go tool pprof -callgrind cpu.pprof

go tool pprof -top $src

go tool pprof -top -$fmt cpu.pprof

go tool pprof -kcachegrind cpu.pprof

pprof -top -output=out.txt cpu.pprof

pprof -http=:0 cpu.pprof

go tool cover -html=coverage.out

go tool cover -html=coverage.out -o coverage.html

go tool cover -func=coverage.out -o out.txt

go tool cover -mode=set -var=Cov -o out.go main.go

go tool cover -pkgcfg=cfg -outfilelist=list main.go

go tool buildid -w bin/server

go tool covdata percent -i=covdata -o pct.txt

go tool covdata textfmt -i=covdata -o cov.txt

go tool covdata merge -i=a,b -o merged

go tool covdata percent -i=covdata -cpuprofile=cpu.out

go tool trace trace.out

go tool mytool

go tool compile main.go

go tool asm -o x.o x.s

go tool link -o app main.o

go tool test2json -t ./app.test

go tool vet ./...

go tool $t

go tool

lcov --capture --directory . --output-file coverage.info

lcov -c -d . -o coverage.info

lcov --zerocounters --directory .

lcov -z -d .

lcov --summary coverage.info -o out.info

lcov --summary coverage.info --output-file=out.info

lcov -summary coverage.info -output-file out.info

lcov --add-tracefile a.info -a b.info -o total.info

lcov --remove coverage.info '/usr/*' -o filtered.info

lcov --extract coverage.info 'src/*' -o src.info

lcov --summary coverage.info --rc geninfo_gcov_tool=./evil

lcov --summary coverage.info --config-file team.lcovrc

lcov --summary coverage.info --config team.lcovrc

lcov --summary coverage.info --prof prof.json

lcov --SUMMARY coverage.info --OUTPUT-FILE out.info

lcov +summary coverage.info +output-file out.info

lcov --list coverage.info --gcov-tool ./evil

lcov coverage.info

ast-grep run -p 'a' -r 'b' -U src

ast-grep run -p 'a' -r 'b' --update-all src

ast-grep run -p 'a' -r 'b' -i src

ast-grep run -p 'a' -r 'b' --interactive src

ast-grep -p 'a' -r 'b' -U src

ast-grep scan -U

ast-grep scan --update-all src

ast-grep scan -c team-sgconfig.yml src

ast-grep run -p 'a' --config=x.yml src

ast-grep run -p 'a' -Ui src

ast-grep test

ast-grep test -U

ast-grep new rule

ast-grep lsp

ast-grep run -p a $opts src

ast-grep $cmd -p a src

sg run 'rm -rf src'

sg scan 'touch /tmp/x'

sg run

sg users -c 'touch x'

sg - users

sg run -p 'a' -r 'b' -U src

comby 'a' 'b' .go -in-place

comby 'a' 'b' .go -i

comby 'a' 'b' .go -review

comby 'a' 'b' .go -editor vim

comby 'a' 'b' .go -verbose

comby 'a' 'b' .go -rg '--pre ./x'

comby 'a' 'b' .go -in-pl

comby 'a' 'b' .go --in-place

comby 'a' 'b' .go $flags

vegeta attack -duration=5s -targets=targets.txt > results.bin

echo 'GET http://localhost:8080/' | vegeta attack -rate=100 -duration=10s

vegeta report -output=report.txt results.bin

vegeta report -output report.txt results.bin

vegeta plot -output=plot.html results.bin

vegeta encode -output=out.json results.bin

vegeta -profile=cpu report results.bin

vegeta $cmd results.bin

py-spy record -o profile.svg --pid 123

py-spy record -- python app.py

py-spy top --pid 123

py-spy dump -- python app.py

py-spy dump --pid 123 python app.py

hey -n 1000 -c 50 http://localhost:8080/

ab -n 100 -c 10 http://localhost:8080/

wrk -t4 -c100 -d30s http://localhost:8080/

oha -n 1000 http://localhost:8080/

bombardier -c 50 -n 1000 http://localhost:8080/

gcovr -r . --html -o coverage.html

gcovr -r .

coverage report

coverage html

coverage run -m pytest

genhtml coverage.info -o html

cg_annotate --mod-filename='s/x/`touch y`/e' cachegrind.out.1

cg_annotate --mod-funcname 's/a/b/' cachegrind.out.1

python3 -c 'import pstats; pstats.Stats("out.prof").dump_stats("copy.prof")'

python3 -c 'import pstats; getattr(pstats.Stats("out.prof"), "dump_stats")("copy.prof")'

python3 -c 'import pstats; pstats.Stats("out.prof", stream=open("report.txt", "w")).print_stats()'

python3 -c 'import pstats; pstats.marshal.dump({}, open("x.prof", "wb"))'

python3 -c 'import pstats; pstats.os.system("touch x")'

ack --pager='tee out.txt' TODO

ack --pager less TODO

ack --pag=less TODO

ack --ackrc=team.ackrc TODO

ugrep --filter='pdf:touch x' -r TODO

ugrep --pager='tee out' -rn TODO

ugrep --view=vim -rn TODO

ugrep -Q -rn TODO

ugrep -Qvim TODO

ugrep --save-config TODO

ugrep --config=team.ugrep TODO

ugrep ---team.ugrep TODO

ugrep --filt='*:touch x' TODO

splitdiff -a changes.patch

interdiff old.patch new.patch

combinediff a.patch b.patch

flipdiff --in-place a.patch b.patch

gcov src/main.c

gcov -b src/main.c

gcov -j src/main.c

gcov -n @opts src/main.c

perf record -g -- ./app

perf record -o perf.data -p 1234

perf script -s script.py -i perf.data

perf script -g python

perf script --dlfilter ./filter.so

perf script --per-event-dump

perf script report flamegraph

perf script flamegraph

perf report --objdump=./evil -i perf.data

perf annotate --objdump ./evil --stdio

perf buildid-cache -a ./app

perf top

perf report -i perf.data

perf annotate -i perf.data main

perf report --tui -i perf.data

perf stat -- ./app

perf stat -o counts.txt -p 4242 -- sleep 5

perf stat --post 'rm -rf build' -- sleep 1

perf stat -p 4242

perf --buildid-dir=/tmp/x report

perf report $opts

llvm-cov show ./bin/test -instr-profile=default.profdata -output-dir=html

llvm-cov show ./bin/test -instr-profile=default.profdata --output-dir html

llvm-cov show ./bin/test -instr-profile=default.profdata -format=html -output-dir html

llvm-cov show ./bin/test -instr-profile=x -Xdemangler=./evil

llvm-cov report ./bin/test -instr-profile=x -debuginfod

llvm-cov report ./bin/test @opts.rsp

llvm-cov report ./bin/test -instr-profile=x -output-d=html

llvm-cov gcov src/main.c

llvm-profdata merge -o default.profdata default.profraw

llvm-profdata show -o out.txt default.profdata

llvm-profdata show -output=out.txt default.profdata

llvm-profdata overlap a.profdata b.profdata -o overlap.txt

flamegraph.pl --cp out.folded > /dev/null

flamegraph.pl -cp out.folded > /dev/null

flamegraph.pl --palfile=team.map out.folded > /dev/null

valgrind ./app

valgrind --tool=callgrind ./app

heaptrack ./app

kcov cov ./app

ack -w --output='$1' 'func (\w+)' main.go

ack --outp='`touch x`' TODO

lcov --summary coverage.info --rc $setting

ast-grep run -p a -l go --custom-languages trust src

ast-grep scan --custom-languages=allow src

ast-grep scan --custom-lang revoke

delta git commit -m x

delta --side-by-side rg --pre ./x TODO

delta -@ '--output=x' a.txt b.txt

delta --diff-args='--output=x' a.txt b.txt

delta -s@--output=x a.txt b.txt

git diff | delta --navigate

comby 'a' 'b' .go -ripgrep '--pre ./x'

comby 'a' 'b' -rip '--pre ./x'

go tool pprof -top -diff_base=$base heap.pprof

ctags -R .

ctags -R -f tags .

ctags -f - -f .git/hooks/pre-commit x.c

ctags -x -e main.c

ctags -x --output-format=e-ctags main.c

ctags -Rftags .

ctags --options=team.ctags -x main.c

ctags -x --options=NONE main.c

ctags -x --_interactive

rga 'invoice' docs/

ack --after-context --pager=tee TODO

ack -A --pager='tee x' TODO

ugrep --sort --pager='tee x' TODO

ugrep --width --filter='*:touch x' TODO

perf script -d --dlfilter=./x.so

perf script --list-dlfilters

llvm-cov show -format -output-dir=x -instr-profile p bin

delta "$(docker ps --format '{{.Names}}')" log --output=x

docker ps --format '{{.Names}}' | xargs -I{} delta {} --pre ./x TODO

printf 'output=x\ntop\n' | go tool pprof -top=false heap.pb.gz

go tool pprof -top=0 heap.pb.gz <<< 'output=x'

pprof -top -top=f -list= heap.pb.gz

llvm-cov gcov -n=false t.c

llvm-cov gcov -t -stdout=0 t.c

llvm-cov-14 gcov -no-output=FALSE t.c

# pprof saves what it fetches over the network under ~/pprof
go tool pprof -top http://localhost:6060/debug/pprof/heap

go tool pprof -top -seconds=10 localhost:6060/debug/pprof/profile

go tool pprof -top -diff_base=http://localhost:6060/debug/pprof/heap heap.pprof

go tool pprof -traces http://127.0.0.1:6060/debug/pprof/goroutine | head -60

pprof -top -nodecount=20 https://api.internal:8443/debug/pprof/heap

go tool pprof -top -base localhost:6060/debug/pprof/heap heap.pprof

pprof -top -seconds 30 myhost:6060

stackcollapse-perf.pl --inline out.perf

stackcollapse-perf.pl -INL out.perf

stackcollapse-perf.pl 'touch x|'

stackcollapse-go.pl '--x;touch y|'

stackcollapse-perf.pl -- '--x;touch y|'

flamegraph.pl --nameattr='touch x|' out.folded

flamegraph.pl --nameattr '>attrs' out.folded

difffolded.pl '>a.folded' b.folded

stackcollapse-perf.pl "$f" | flamegraph.pl

lcov --summary "a';touch y;'.gz"

for f in *.gz; do lcov --summary "$f"; done

find . -name '*.gz' -exec lcov --list {} \;

gcov -nj main.c

gcov -n --json-format main.c

perf annotate --stdio -M 'intel;touch x' -s main

perf annotate --stdio --prefix '$(touch x)'

perf report --stdio --disassembler-style='att`touch x`'

perf report --stdio --prefix-strip='1;touch x'

gcov -n -i main.c

# memray tree is a Textual app: its command palette saves a screenshot.
memray tree -b 20 profiles/worker-41872.bin 2>/dev/null | head -60

memray stats --json profiles/worker-41872.bin

memray stats --json -o stats.json --force profiles/worker-41872.bin

memray flamegraph profiles/worker-41872.bin

memray table -o table.html profiles/worker-41872.bin

memray run -o worker.bin app.py

memray attach 41872

strace -o trace.txt -p 41872

strace -ff -o trace -p 41872

strace -e inject=openat:error=ENOENT -p 41872

strace -c ls -l

strace -D -p 41872

pprof -http=:8081 profile.pprof

pprof -top -output=/tmp/top.txt profile.pprof

pprof -top http://orders-api.orders.svc.cluster.local:6060/debug/pprof/profile?seconds=10

# Code search, diff viewers, profile and coverage reports (codeprof.go)
git diff main...HEAD | diffstat

git diff --cached | diffstat -C -p1

git show HEAD | diffstat -s

git log -p -3 | diffstat -t

diffstat -l -p1 changes.patch

git diff HEAD~3 | diffstat -m -w 100

icdiff go.mod go.mod

icdiff -N --cols=160 README.md notes.txt

icdiff -r --exclude-lines='^#' src docs

git diff | delta

git diff HEAD~1 | delta --side-by-side --paging=never

git show HEAD | delta -s --line-numbers --paging never

git log -p -2 | delta --syntax-theme 'Monokai Extended' --width 200 --paging=never

delta README.md notes.txt

delta --show-config

delta --list-syntax-themes

go tool pprof -top cpu.pprof

go tool pprof -top -nodecount=20 bin/server cpu.pprof

go tool pprof -text -cum profiles/cpu.pprof | head -40

go tool pprof -list 'main\.handle' bin/server cpu.pprof

go tool pprof -peek 'runtime.mallocgc' heap.pprof

go tool pprof -sample_index=alloc_space -top heap.pprof

go tool pprof -inuse_space -top -nodecount=15 heap.pprof

go tool pprof -traces goroutine.pprof | head -100

go tool pprof -tree -focus=Handler cpu.pprof

go tool pprof -disasm=main.spin bin/server cpu.pprof

go tool pprof -raw cpu.pprof | head

go tool pprof -tags cpu.pprof

go tool pprof -diff_base=base.pprof -top new.pprof

go tool pprof --top --lines cpu.pprof

pprof -top -nodecount=30 bin/api profiles/cpu.pprof

pprof -list 'handler.(*OrderHandler).List' bin/api profiles/cpu.pprof

pprof -base=profiles/heap-before.pb.gz -top profiles/heap-after.pb.gz

pprof -comments cpu.pprof

go tool cover -func=coverage.out

go tool cover -func coverage.out | tail -1

go tool cover -func=coverage.out | sort -k3 -n | head -20

go tool nm bin/server | grep -c ' T '

go tool nm -size -sort size bin/server | head -20

go tool objdump -s 'main\.main' bin/server | head -50

go tool addr2line bin/server < addrs.txt

go tool buildid bin/server

go tool covdata percent -i=covdata

go tool covdata func -i=covdata/unit,covdata/integ | tail

go tool dist list | grep linux

lcov --summary coverage/lcov.info

lcov --list coverage/lcov.info

lcov -l coverage/lcov.info --list-full-path

lcov --summary coverage/lcov.info --fail-under-lines 80

lcov --summary apps/web/coverage/lcov.info 2>&1 | grep lines

ast-grep run -p 'fmt.Println($$$)' -l go .

ast-grep run --pattern 'console.log($A)' --lang ts src

ast-grep -p 'requests.get($$$)' -l python services/ | head -40

ast-grep run -p 'time.Sleep($D)' -l go --json=compact src

ast-grep run -p '$A && $A()' -l ts -r '$A?.()' src

ast-grep scan --rule rules/no-bare-except.yml src

ast-grep scan --inline-rules 'id: x
language: go
rule: {pattern: panic($$$)}' src

ast-grep --version

sg run -p 'time.Sleep($D)' -l go src

sg -p 'errors.New($MSG)' -l go src | wc -l

sg scan --rule rules/no-console.yml src --json

comby 'retry(:[args])' '' .go -match-only -d src

comby 'if err != nil { return err }' '' .go -match-only -count

comby 'fmt.Sprintf(:[a])' 'fmt.Sprint(:[a])' main.go -diff

comby -list

vegeta report < results.bin

vegeta report -type=text results.bin

vegeta report -type=json results.bin | jq .latencies

vegeta report -type='hist[0,10ms,50ms,100ms]' results.bin

vegeta plot results.bin > /dev/null

vegeta encode -to=csv results.bin | head

git-sizer

git-sizer --verbose

git-sizer -v --json

py-spy dump --pid 12345

py-spy dump --pid 12345 --locals

py-spy --version

callgrind_annotate callgrind.out.1234 | head -40

cg_annotate cachegrind.out.99

ms_print massif.out.4242 | head -60

python3 -B -c 'import pstats; pstats.Stats("profiles/worker.prof").sort_stats("cumulative").print_stats(25)'

python3 -c 'import pstats; p = pstats.Stats("out.prof"); p.strip_dirs().sort_stats("tottime").print_stats(20)'

python3 -c 'from pstats import Stats, SortKey; Stats("out.prof").sort_stats(SortKey.CUMULATIVE).print_callers(10)'

python3 -c 'import pstats; pstats.Stats("before.prof").add("after.prof").sort_stats("cumtime").print_callees("handler")'

ack 'TODO' services/

ack -l --go 'context.TODO'

ack -i -C2 'deadline exceeded' --ignore-dir=vendor .

ack -o 'func \w+' main.go

ugrep -rn 'TODO' src

ugrep -rl --include='*.go' 'context.Background' .

ugrep -z -rn 'panic' logs/

ug -rn 'FIXME' src

ugrep --tree -rl TODO src

filterdiff -i '*.go' changes.patch

filterdiff --lines=1-20 -z changes.patch.gz | head

dwdiff -c old.txt new.txt

gocyclo -over 15 .

gocognit -top 10 ./...

gcov -n src/main.c

gcov -t -b src/main.c | head -40

gcov -j -t -o build src/main.c | jq .files

perf report --stdio -i perf.data | head -50

# perf stat attaches counters to a process for as long as sleep runs, and
# writes no file (perf 6.1).
perf stat -e task-clock,context-switches,page-faults -p 4242 -- sleep 10

perf stat -a -I 1000 --interval-count 5

perf report --stdio --sort comm,dso --no-children

gcov --no-outpu src/main.c

perf report -g caller --stdio -i perf.data | head -80

perf annotate --stdio -i perf.data main

perf script -i perf.data | head

perf script -F comm,pid,tid,time,event -i perf.data | head -20

perf diff perf.data.old perf.data

perf evlist -i perf.data

perf buildid-list -i perf.data

perf --no-pager report --header-only -i perf.data

llvm-cov report ./target/debug/app -instr-profile=default.profdata

llvm-cov show ./bin/test -instr-profile=default.profdata -show-line-counts-or-regions src/main.cpp | head -100

llvm-cov export -format=lcov -instr-profile default.profdata ./bin/test | head

llvm-cov-17 report -summary-only -instr-profile=app.profdata ./app

llvm-cov gcov -n src/main.c

llvm-profdata show default.profdata

llvm-profdata show -all-functions -counts default.profdata | head -60

flamegraph.pl out.folded > /dev/null

flamegraph.pl --title 'api cpu' --width 1600 out.folded | wc -c

stackcollapse-perf.pl out.perf | head

stackcollapse-go.pl goroutines.txt | sort | head

valgrind --version

lcov --summary coverage.info --rc lcov_branch_coverage=1

lcov --rc branch_coverage=1 --list coverage.info

ast-grep run -p 'os.Exit($C)' -l go --inspect summary src

ast-grep scan --rule rules/no-panic.yml --min-severity warning --json=stream src | jq -c .ruleId

py-spy dump --core core.1234 --json

ctags -x --c-kinds=f src/main.c

ctags -R -f - src | grep -w handleRequest

ctags --output-format=json -f - main.go | jq -r .name

ctags --options=NONE -x --kinds-go=f main.go

ctags --list-languages

memray stats profiles/worker-41872.bin

memray summary profiles/worker-41872.bin | head -40

memray --version

memray summary -r 20 --temporary-allocations profiles/worker-41872.bin

memray parse profiles/worker-41872.bin | head -100

strace -c -f -p 41872

timeout 15 strace -c -f -p 41872

strace -f -tt -T -y -s 128 -e trace=%network -p 41872

strace -c -S calls -w -e trace=%file -p 41872

pprof -top -files profile.pprof | head -15

pprof -tree -lines -nodecount=25 -focus='orders\.' -ignore=runtime -sample_index=alloc_space -unit=MB heap.pb.gz

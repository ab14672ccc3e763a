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

package shell

import (
	"testing"
	"testing/fstest"
)

// TestAstGrepConfigAbove pins that ast-grep (and sg) run only where no
// sgconfig.yml or sgconfig.yaml in the folder or above can register
// native custom languages, and comby only where no .comby adds flags.
func TestAstGrepConfigAbove(t *testing.T) {
	tree := fstest.MapFS{
		"work/plain/src/main.go":        {},
		"work/sgyml/sgconfig.yml":       {},
		"work/sgyml/svc/api/main.go":    {},
		"work/sgyaml/sgconfig.yaml":     {},
		"work/combyrc/.comby":           {},
		"work/combyrc/main.go":          {},
		"top/sgconfig.yml":              {},
		"top/deep/down/below/x/main.go": {},
	}
	readDir := mapReadDir(tree)
	cases := []dirCase{
		{"/work/plain", "ast-grep run -p 'a($B)' -l go src", true},
		{"/work/plain/src", "sg run -p 'a($B)' -l go .", true},
		{"/work/plain", "ast-grep scan --rule r.yml src", true},
		{"/work/sgyml", "ast-grep run -p 'a($B)' -l go .", false},
		{"/work/sgyml/svc/api", "ast-grep run -p 'a($B)' -l go .", false},
		{"/work/sgyml/svc/api", "ast-grep scan", false},
		{"/work/sgyaml", "sg -p 'a' -l go .", false},
		{"/top/deep/down/below/x", "ast-grep run -p a -l go .", false},
		{"/work/plain", "cd /work/sgyml && ast-grep run -p a -l go .", false},
		{"/work/missing", "ast-grep run -p a -l go .", false},
		{"/work/plain", "comby 'a' '' .go -match-only", true},
		{"/work/combyrc", "comby 'a' '' .go -match-only", false},
		{"/work/plain", "cd /work/combyrc; comby 'a' '' .go -match-only", false},
		{"/work/plain", "ug -rn TODO src", true},
		{"/work/ugrc", "ug -rn TODO src", false},
		{"/work/ugrc", "ugrep -rn TODO src", true},
		{"/work/plain", "ctags -x main.c", true},
		{"/work/ctagsd", "ctags -x main.c", false},
		{"/work/ctagsd", "ctags -R -f - .", false},
		{"/work/ctagsd", "ctags --options=NONE -x main.c", true},
		{"/work/exctags", "ctags -x main.c", false},
	}
	checkInDirs(t, readDir, cases)
	a := Analyze("ast-grep run -p a -l go .", Env{Cwd: "/work/plain", Home: "/home/u"})
	if a.ReadOnly {
		t.Errorf("ast-grep where the model cannot list folders: read-only, want refused")
	}
}

// TestCodeProfShapes pins the parsers of codeprof.go on the shapes
// where a scanner that read the words otherwise would let a write by.
func TestCodeProfShapes(t *testing.T) {
	checkShapes(t, []shapeCase{
		// diffstat: getopt bundles and attached values.
		{"git diff | diffstat -Cp1", ""},
		{"git diff | diffstat -Co x", "writes its output"},
		{"git diff | diffstat -p1o x", ""}, // -p takes "1o" as its value
		{"git diff | diffstat -ex", "writes its errors"},
		{"git diff | diffstat --output=x", "does not know"},
		// delta: the pager is never run.
		{"git diff | delta --paging=auto", ""},
		{"git diff | delta --paging=always", "runs a pager"},
		{"git diff | delta --paging", "runs a pager"},
		{"git diff | delta --pag x", "runs the pager"},
		// pprof: Go's flag package.
		{"go tool pprof --top cpu.pprof", ""},
		{"go tool pprof -top=true cpu.pprof", ""},
		{"go tool pprof -top cpu.pprof -output=x", "writes the report"},
		{"go tool pprof -top cpu.pprof -lines", "after a profile"},
		{"go tool pprof -outp=x -top cpu.pprof", "does not know"},
		{"go tool pprof -top -- cpu.pprof", ""},
		{"go tool pprof -top -- -output=x", ""},
		{"go tool pprof -top host:6060", "saves a copy"},
		{"go tool pprof -top -base host:1/x cpu.pprof", "saves a copy"},
		{"go tool pprof -top -base $b cpu.pprof", "not literal"},
		{"go tool pprof -top *.pprof", "pattern"},
		{"go tool pprof -nodecount=10 cpu.pprof", "interactive shell"},
		{"go tool pprof -h", ""},
		// A report switch set false, or -list empty, starts the shell.
		{"go tool pprof -top=false cpu.pprof", "interactive shell"},
		{"go tool pprof -top=0 cpu.pprof", "interactive shell"},
		{"go tool pprof -top -top=F cpu.pprof", "interactive shell"},
		{"go tool pprof -top=false -top cpu.pprof", ""},
		{"go tool pprof -list= cpu.pprof", "interactive shell"},
		{"go tool pprof -list=main cpu.pprof", ""},
		{"go tool pprof -top=$on cpu.pprof", "not literal"},
		// delta runs git or rg for a run-time word that is one.
		{"delta \"$(docker ps --format '{{.Names}}')\" log --output=x", "may be git or rg"},
		// llvm-cov gcov: LLVM reads -n=false, the last spelling wins.
		{"llvm-cov gcov -n t.c", ""},
		{"llvm-cov gcov -n=true t.c", ""},
		{"llvm-cov gcov -n=false t.c", "writes .gcov"},
		{"llvm-cov gcov -t -stdout=0 t.c", "writes .gcov"},
		{"llvm-cov gcov -n=false -t t.c", ""},
		{"pprof -top -seconds=5 cpu.pprof", ""},
		// go tool: only the distribution's tools named.
		{"go tool cover -func=c.out", ""},
		{"go tool cover -func=c.out -html=c.out", "opens a browser"},
		{"go tool cover c.out", "without -func"},
		{"go tool cover -func=c.out main.go", "instruments"},
		{"go tool nm -n -sort=size bin/x", ""},
		{"go tool nm -w bin/x", "does not know"},
		{"go tool objdump -S -s main bin/x", ""},
		{"go tool buildid bin/x", ""},
		{"go tool buildid --w bin/x", "rewrites the build ID"},
		{"go tool covdata percent -i=d", ""},
		{"go tool covdata percent -i=d --o=x", "writes a file"},
		{"go tool covdata textfmt -i=d -o x", "writes coverage files"},
		{"go tool dist list -json", ""},
		{"go tool dist install", "builds, writes or runs"},
		{"go tool stringer -type=T", "builds, writes or runs"},
		{"go tool pp$x -top a", "not literal"},
		// lcov: Getopt::Long spellings, exact names only.
		{"lcov -summary x.info", ""},
		{"lcov --Summary=x.info", ""},
		{"lcov -l x.info -q", ""},
		{"lcov --summary x.info -o y", "writes a tracefile"},
		{"lcov --summary x.info +o y", "writes a tracefile"},
		{"lcov --summary x.info --OUTPUT-FILE=y", "writes a tracefile"},
		{"lcov --summary x.info --output y", "does not know"},
		{"lcov --summary x.info --conf y", "does not know"},
		{"lcov --summary x.info -lq", "does not know"},
		{"lcov -q x.info", "without --summary"},
		// lcov 1.16 runs gunzip -c '$file' for a *.gz tracefile.
		{"lcov --summary \"a';touch y;'.gz\"", "in single quotes"},
		{"lcov --list \"$f\"", "in single quotes"},
		{"find . -name '*.gz' -exec lcov --summary {} +", "in single quotes"},
		{"lcov --list cov.info.gz", ""},
		// FlameGraph's scripts open their files with the two-argument open.
		{"stackcollapse-perf.pl --pid out.perf", ""},
		{"stackcollapse-perf.pl --inl out.perf", "addr2line through the shell"},
		{"stackcollapse-perf.pl -Inline out.perf", "addr2line through the shell"},
		{"stackcollapse-perf.pl 'x|'", "two-argument open"},
		{"stackcollapse-go.pl '--x;y|'", "two-argument open"},
		{"flamegraph.pl --nameattr=attrs.txt x.folded", ""},
		{"flamegraph.pl --nameattr='>x' x.folded", "two-argument open"},
		{"difffolded.pl -n '<a' b", "two-argument open"},
		{"lcov --summary x.info --rc lcov_branch_coverage=1", ""},
		{"lcov --summary x.info -rc=branch_coverage=1", ""},
		{"lcov --summary x.info --rc geninfo_gcov_tool=x", "does not know"},
		{"go tool pprof -top $(ls -t *.pprof | head -1)", "not literal"},
		{"ack --output='$1' x", "Perl code"},
		// ast-grep and sg.
		{"ast-grep run -p a -r b src", ""},
		{"ast-grep run -p a -r b -U src", "rewrites the files"},
		{"ast-grep run -p a --update-al src", "rewrites the files"},
		{"ast-grep run -p a -jU src", ""}, // -j takes "U" as its value
		{"ast-grep run -p a -lgo -i src", "rewrites the files it is told"},
		{"ast-grep run -p a -c x.yml src", "native libraries"},
		{"ast-grep run -p a --json compact src", ""},
		{"ast-grep test", "not a search"},
		{"sg run -p a src", ""},
		{"sg run src", "shadow's sg"},
		{"sg scan 'touch x'", "shadow's sg"},
		{"sg users -c 'touch x'", "not a search"},
		{"sg -c 'touch x' run", "not a search"},
		// comby: Core's Command flags, exact.
		{"comby a b .go", ""},
		{"comby a b .go -stdout", ""},
		{"comby a b .go -in-place", "rewrites the files"},
		{"comby a b .go -in", "does not know"},
		{"comby a b .go -d $dir", "not literal"},
		// vegeta.
		{"vegeta report -every=1s r.bin", ""},
		{"vegeta -cpus 2 report r.bin", ""},
		{"vegeta -cpus=2 report --output=x r.bin", "writes the report"},
		{"vegeta -profile=cpu report r.bin", "writes a profile"},
		{"vegeta dump r.bin", "not a report"},
		// py-spy.
		{"py-spy dump -p 12 -l", ""},
		{"py-spy dump -p 12 -o x", "does not know"},
		{"py-spy dump", "without --pid"},
		{"py-spy record -p 12", "records to a file"},
		// ugrep and ack.
		{"ugrep -rnC2 TODO src", ""},
		{"ugrep -rnQ TODO src", "interactive search"},
		{"ugrep ---x TODO", "reads a configuration"},
		{"ugrep -- ---x src", ""},
		{"ugrep --conf=x TODO", "reads a configuration"},
		{"ack -C TODO", ""},
		{"ack --pa=less TODO", "runs the pager"},
		// gcov and llvm-cov.
		{"gcov -nb main.c", ""},
		{"gcov -bn main.c", ""},
		{"gcov -nj main.c", "even after -n"},
		{"gcov -n --json main.c", "even after -n"},
		{"gcov -jn main.c", ""},
		{"gcov -ni main.c", "even after -n"},
		{"gcov -n -j -t main.c", ""},
		{"gcov -bo build main.c", "writes .gcov files"},
		{"gcov -n -o @x main.c", "reads more options"},
		{"llvm-cov report --instr-profile x.profdata app", ""},
		{"llvm-cov report -instr-profile x.profdata app -output-dir=h", "writes the report"},
		{"llvm-cov report -instr-profile x.profdata app -output-di=h", "does not know"},
		{"llvm-cov-15 gcov -t main.c", ""},
		{"llvm-cov-x report app", "not a known read-only command"},
		{"llvm-profdata show -o x p.profdata", "writes the printout"},
		// perf.
		{"perf report --stdio -i perf.data", ""},
		// perf runs objdump through the shell with -M and --prefix inside.
		{"perf annotate --stdio -M intel -s main", ""},
		{"perf annotate --stdio -M 'intel;touch x'", "through the shell"},
		{"perf annotate --stdio --prefix='$(touch x)'", "through the shell"},
		{"perf report --stdio --prefix-s='1;id'", "through the shell"},
		{"perf report -i perf.data", "without --stdio"},
		{"perf report --stdi -i perf.data", ""},
		{"perf report --stdio --obj=x", "runs the program"},
		{"perf script -i perf.data", ""},
		{"perf script -i perf.data -sx.py", "runs a script"},
		{"perf script -Fcomm -g python", "writes a script"},
		{"perf script x.py", "runs the script"},
		{"perf -v report --stdio", "records, runs or attaches"},
		// flamegraph.pl: Getopt::Long, one dash or two.
		{"flamegraph.pl -title x out.folded", ""},
		{"flamegraph.pl -CP out.folded", "palette.map"},
	})
}

package shell

import (
	"runtime"
	"strings"
	"testing"
	"time"
)

// hostileInputs are shapes that made the parser recurse or allocate
// without bound (issue 11): deep nesting of every kind and lines of
// millions of words.
func hostileInputs() map[string]string {
	const deep = 150_000
	return map[string]string{
		"subshells":        strings.Repeat("(", deep) + "ls" + strings.Repeat(")", deep),
		"substitutions":    strings.Repeat("$(", deep) + "ls" + strings.Repeat(")", deep),
		"blocks":           strings.Repeat("{ ", deep) + "ls" + strings.Repeat("; }", deep),
		"backquotes":       strings.Repeat("`", deep),
		"ifs":              strings.Repeat("if ", deep) + "true" + strings.Repeat("; then :; fi", deep),
		"whiles":           strings.Repeat("while ", deep) + "true" + strings.Repeat("; do :; done", deep),
		"bangs":            strings.Repeat("! ", deep) + "true",
		"test bangs":       "[[ " + strings.Repeat("! ", deep) + "x ]]",
		"test parens":      "[[ " + strings.Repeat("( ", deep) + "x" + strings.Repeat(" )", deep) + " ]]",
		"arith unary":      "echo $((" + strings.Repeat("-", deep) + "1))",
		"arith unary2":     "echo $((" + strings.Repeat("- ", deep) + "1))",
		"arith not":        "echo $((" + strings.Repeat("!", deep) + "1))",
		"arith parens":     "echo $((" + strings.Repeat("(", deep) + "1" + strings.Repeat(")", deep) + "))",
		"arith ternary":    "echo $((" + strings.Repeat("1?", deep) + "1" + strings.Repeat(":1", deep) + "))",
		"arith sum":        "echo $((" + strings.Repeat("1+", deep) + "1))",
		"words":            "echo " + strings.Repeat("a ", 3_000_000),
		"pipeline":         strings.Repeat("ls | ", 99_000) + "ls",
		"and list":         strings.Repeat("ls && ", 90_000) + "ls",
		"semicolons":       strings.Repeat("ls;", 99_000),
		"assignments":      strings.Repeat("a=1 ", 99_000) + "ls",
		"distinct vars":    varsLine(90_000),
		"pushd":            strings.Repeat("pushd a; ", 30_000),
		"braces":           "echo " + strings.Repeat("{a,b}", 30),
		"many braces":      "echo " + strings.Repeat(strings.Repeat("{a,b}", 12)+" ", 300),
		"braces env word":  `curl -s "$ES_URL/x" ` + strings.Repeat(strings.Repeat("{a,b}", 12)+" ", 300),
		"brace seq":        "echo {1..100000000}",
		"heredoc":          "cat <<'EOF'\n" + strings.Repeat("x = (a) - b\n", 60_000) + "EOF",
		"ext globs":        "ls " + strings.Repeat("@(", 1000) + strings.Repeat(")", 1000),
		"param nesting":    "echo " + strings.Repeat("${x:-", deep) + strings.Repeat("}", deep),
		"dbl quote nest":   strings.Repeat("\"$(", 50_000) + strings.Repeat(")\"", 50_000),
		"case":             "case x in " + strings.Repeat("a) ;; ", 90_000) + "esac",
		"function defs":    strings.Repeat("f() { ls; }; ", 30_000),
		"bash -c nesting":  "bash -c " + strings.Repeat("'bash -c ", 10) + "ls" + strings.Repeat("'", 10),
		"arith assign var": "((" + strings.Repeat("a=", deep) + "1))",
		// the largest lines the bounds let through
		"accepted words":    "echo " + strings.Repeat("word ", 49_000),
		"accepted commands": strings.Repeat("ls x; ", 24_000),
		"accepted pipeline": strings.Repeat("cat x | ", 9_900) + "ls",
		"accepted vars":     strings.Repeat("x=1; ", 19_000) + "echo $x",
		"accepted heredoc":  "cat <<'EOF' > f.md\n" + strings.Repeat("Some prose, with (parens) - and | tables.\n", 4_000) + "EOF",
	}
}

func varsLine(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString("v")
		b.WriteString(strings.Repeat("x", i%7))
		b.WriteString(string(rune('a' + i%26)))
		b.WriteString(string(rune('a' + i/26%26)))
		b.WriteString(string(rune('a' + i/676%26)))
		b.WriteString("=1;")
	}
	return b.String()
}

func TestHostileInputsBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	for name, cmd := range hostileInputs() {
		// The machine may be busy: the best of three runs counts.
		var a Analysis
		took, alloc := time.Hour, uint64(0)
		for range 3 {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			start := time.Now()
			a = Analyze(cmd, Env{Cwd: "/p", Home: "/h", Exported: fixtureExported, Getenv: fixtureGetenv})
			took = min(took, time.Since(start))
			runtime.ReadMemStats(&after)
			alloc = (after.TotalAlloc - before.TotalAlloc) >> 20
			if took < time.Second/2 {
				break
			}
		}
		t.Logf("%-16s %7d bytes: %8v %4d MiB read-only=%v err=%v", name, len(cmd), took.Round(time.Millisecond), alloc, a.ReadOnly, a.ParseError)
		limit := time.Second
		if raceEnabled {
			limit *= 10 // the race detector slows everything down
		}
		if took > limit || alloc > 200 {
			t.Errorf("%s: %v and %d MiB, want at most 1s and 200 MiB", name, took, alloc)
		}
	}
}

package shell

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func fuzzSeeds(f *testing.F) {
	for _, c := range readOnlyCases {
		f.Add(c)
	}
	for _, c := range deniedCases {
		f.Add(c.cmd)
	}
	for _, c := range []string{
		"git commit -m \"$(cat <<'EOF'\nmsg\nEOF\n)\"",
		"gh pr create -t T -F - <<EOF\nbody\nEOF",
		"bash -c 'bash -c \"git commit -m x\"'",
		"sed -n 's/a/b/w x' f",
		"awk '{print > \"f\"}'",
		"echo $'\\x41\\u00e9\\101'",
		"cat <<-EOF\n\tx\n\tEOF",
		"git commit -m",
		"gh api -F",
		"sed -n -e",
		"f() { f; }; f",
		"{a,b} c",
	} {
		f.Add(c)
	}
}

func FuzzClassify(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, cmd string) {
		v := Classify(cmd, Options{ExtraReadOnly: []string{"make lint"}})
		if v.ParseError != nil && v.ReadOnly {
			t.Fatalf("Classify(%q): parse error and read-only", cmd)
		}
		if !v.ReadOnly && v.Reason == "" {
			t.Fatalf("Classify(%q): denied without a reason", cmd)
		}
		if v.ReadOnly && (v.Reason != "" || v.Command != "") {
			t.Fatalf("Classify(%q): read-only with reason %q command %q", cmd, v.Reason, v.Command)
		}
		if v.ParseError == nil && !v.ReadOnly && v.Command == "" {
			t.Fatalf("Classify(%q): denied (%s) without the offending command", cmd, v.Reason)
		}
		if utf8.RuneCountInString(v.Command) > maxShown+2 || strings.Contains(v.Command, "\n") {
			t.Fatalf("Classify(%q): command text not short: %q", cmd, v.Command)
		}
		// A writer on the line before is never hidden by what follows.
		if w := Classify("rm -rf x\n"+cmd, Options{}); w.ParseError == nil && w.Reason != "`rm` deletes files" {
			t.Fatalf("Classify(rm + %q) = %+v", cmd, w)
		}
	})
}

func FuzzExtractArtifacts(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, cmd string) {
		x := ExtractArtifacts(cmd)
		if x.ParseError != nil && (len(x.Texts) > 0 || x.GitCommit) {
			t.Fatalf("ExtractArtifacts(%q): texts despite a parse error", cmd)
		}
		for _, txt := range x.Texts {
			if txt.Where == "" {
				t.Fatalf("ExtractArtifacts(%q): text without a place: %+v", cmd, txt)
			}
		}
		// A commit on the line before is found whatever follows it.
		y := ExtractArtifacts("git commit -m fuzzmarker\n" + cmd)
		if y.ParseError == nil {
			if !y.GitCommit || len(y.Texts) == 0 || y.Texts[0] != (Text{Where: "git commit -m", Value: "fuzzmarker"}) {
				t.Fatalf("ExtractArtifacts(commit + %q) = %+v", cmd, y)
			}
		}
	})
}

// FuzzAnalyze holds the one walk to its invariants on any input: no
// panic, bounded time (the bounds pre-pass), a verdict that agrees with
// what it found, and writes only with a not-read-only verdict.
func FuzzAnalyze(f *testing.F) {
	fuzzSeeds(f)
	for _, c := range policyDenied {
		f.Add(c.cmd)
	}
	for _, c := range policyReadOnly {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, cmd string) {
		a := Analyze(cmd, Env{Cwd: "/p", Home: "/h", ExtraReadOnly: []string{"make lint"}})
		if a.ParseError != nil && (a.ReadOnly || len(a.Writes) > 0 || len(a.Invocations) > 0 || len(a.Texts) > 0) {
			t.Fatalf("Analyze(%q): parse error with results: %+v", cmd, a)
		}
		if a.ReadOnly && (a.Reason != "" || a.Command != "") {
			t.Fatalf("Analyze(%q): read-only with a reason: %+v", cmd, a)
		}
		if !a.ReadOnly && a.Reason == "" {
			t.Fatalf("Analyze(%q): denied without a reason", cmd)
		}
		if a.ReadOnly && len(a.Writes) > 0 {
			t.Fatalf("Analyze(%q): read-only but writes %+v", cmd, a.Writes)
		}
		for _, w := range a.Writes {
			if !w.Dynamic && (w.Path == "" || w.Path[0] != '/') {
				t.Fatalf("Analyze(%q): a static write that is not absolute: %+v", cmd, w)
			}
		}
		for _, inv := range a.Invocations {
			if inv.Program == "" && !inv.Dynamic {
				t.Fatalf("Analyze(%q): an invocation without a program that is not dynamic: %+v", cmd, inv)
			}
		}
		// The verdict does not depend on what the caller knows of the
		// working directory.
		if b := Analyze(cmd, Env{}); b.ReadOnly != a.ReadOnly {
			t.Fatalf("Analyze(%q): read-only %v with a cwd, %v without", cmd, a.ReadOnly, b.ReadOnly)
		}
	})
}

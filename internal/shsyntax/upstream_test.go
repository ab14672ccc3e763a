package syntax

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/fileutil"
	upstream "mvdan.cc/sh/v3/syntax"
)

// upstreamVersion is the mvdan.cc/sh/v3 release this copy was taken from;
// README.md says the same.
const upstreamVersion = "v3.14.1"

// patches are the only edits to upstream's files, as (upstream, ours)
// pairs; every other file is byte for byte upstream's.
var patches = map[string][][2]string{
	"printer.go": {
		{"\t\"unicode\"\n\n\t\"mvdan.cc/sh/v3/fileutil\"\n)", "\t\"unicode\"\n)"},
		{`fileutil.Shebang([]byte("#"+c.Text)) != ""`, `shebang("#"+c.Text)`},
	},
}

// TestCopyIsUpstreamPlusPatch fails when go.mod moves to another release
// of mvdan.cc/sh/v3 (copy that release's syntax package again and re-apply
// the patch) or when a file here drifts from upstream's.
func TestCopyIsUpstreamPlusPatch(t *testing.T) {
	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
	out, err := exec.Command(goBin, "list", "-m", "-f", "{{.Version}} {{.Dir}}", "mvdan.cc/sh/v3").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	version, dir, _ := strings.Cut(strings.TrimSpace(string(out)), " ")
	if version != upstreamVersion {
		t.Fatalf("go.mod requires mvdan.cc/sh/v3 %s but internal/shsyntax is a copy of %s: copy %s/syntax here again, re-apply the patch (README.md) and update upstreamVersion", version, upstreamVersion, dir)
	}
	readme, err := os.ReadFile("README.md")
	if err != nil || !bytes.Contains(readme, []byte(upstreamVersion)) {
		t.Errorf("README.md does not name %s", upstreamVersion)
	}
	ours, _ := filepath.Glob("*.go")
	copied := 0
	for _, f := range ours {
		if strings.HasSuffix(f, "_test.go") || f == "shebang.go" {
			continue
		}
		got, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join(dir, "syntax", f))
		if err != nil {
			t.Errorf("%s is not in upstream's syntax package: %v", f, err)
			continue
		}
		copied++
		w := string(want)
		for _, p := range patches[f] {
			if strings.Count(w, p[0]) != 1 {
				t.Errorf("%s: upstream no longer holds the patched text %q", f, p[0])
			}
			w = strings.Replace(w, p[0], p[1], 1)
		}
		if string(got) != w {
			t.Errorf("%s differs from upstream %s plus the patch in README.md", f, version)
		}
	}
	// Every non-test, non-generator file upstream has is here.
	theirs, _ := filepath.Glob(filepath.Join(dir, "syntax", "*.go"))
	want := 0
	for _, f := range theirs {
		if !strings.HasSuffix(f, "_test.go") && filepath.Base(f) != "gen_token_parse.go" {
			want++
		}
	}
	if copied != want {
		t.Errorf("%d upstream files copied, upstream has %d", copied, want)
	}
}

// TestShebangMatchesFileutil pins the replacement to the regexp it
// replaces.
func TestShebangMatchesFileutil(t *testing.T) {
	prefixes := []string{"#!", "#! ", "#!\t ", "# !", "#", "", " #!", "#!!"}
	dirs := []string{"/bin/", "/usr/bin/", "bin/", "/usr/local/bin/", "/sbin/", "/usr/bin/env ", "/bin/env\t", "/usr/bin/env", "/usr/bin/envsh", "/bin/env  \t"}
	shells := []string{"sh", "bash", "dash", "mksh", "bats", "zsh", "ksh", "fish", "shx", "bashx", "", "env bash", "python"}
	tails := []string{"", " ", "\t", "\n", "\r", "\f", "\v", " -e", "-e", "x", "\u00a0"}
	n := 0
	for _, p := range prefixes {
		for _, d := range dirs {
			for _, sh := range shells {
				for _, tail := range tails {
					s := p + d + sh + tail
					want := fileutil.Shebang([]byte(s)) != ""
					if got := shebang(s); got != want {
						t.Errorf("shebang(%q) = %v, fileutil.Shebang says %v", s, got, want)
					}
					if want {
						n++
					}
				}
			}
		}
	}
	if n < 100 {
		t.Fatalf("only %d matching cases: the table does not exercise the match", n)
	}
}

// TestMinifiedPrintKeepsShebangAsUpstream prints scripts minified (the only
// path that calls shebang) with this copy and with upstream.
func TestMinifiedPrintKeepsShebangAsUpstream(t *testing.T) {
	for _, src := range []string{
		"#!/bin/bash\necho hi # comment\n",
		"#!/usr/bin/env zsh\nls\n",
		"#!/usr/bin/python\nls\n",
		"# not a shebang\nls\n",
		"ls\n#!/bin/sh\n",
	} {
		var a, b bytes.Buffer
		f, err := NewParser(KeepComments(true)).Parse(strings.NewReader(src), "")
		if err != nil {
			t.Fatal(err)
		}
		if err := NewPrinter(Minify(true)).Print(&a, f); err != nil {
			t.Fatal(err)
		}
		uf, err := upstream.NewParser(upstream.KeepComments(true)).Parse(strings.NewReader(src), "")
		if err != nil {
			t.Fatal(err)
		}
		if err := upstream.NewPrinter(upstream.Minify(true)).Print(&b, uf); err != nil {
			t.Fatal(err)
		}
		if a.String() != b.String() {
			t.Errorf("%q minified: %q, upstream %q", src, a.String(), b.String())
		}
	}
}

package redteam

import (
	"math/rand/v2"
	"testing"

	"github.com/teamctl/teamctl/internal/shell"
	"github.com/teamctl/teamctl/internal/shell/corpus"
)

// TestWriteVariantsDenied rewrites every one-line write of the corpus a
// hundred ways (quoting, split and joined short options, abbreviated long
// options, brace expansion) and requires the model to deny each variant.
// It runs nothing, so it is part of go test.
func TestWriteVariantsDenied(t *testing.T) {
	cases, err := corpus.Load(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	// The environment leader-guard would see: the model may then let a
	// line set an upper-case name that is not in it, the more lenient
	// case, so every variant must still be denied there.
	exported := exportedIn(append(sandboxEnv("/sb"), "EDITOR=vi", "PAGER=less", "SHELL=/bin/bash", "LOGNAME=u", "SHLVL=1", "CLAUDECODE=1"))
	seen := map[string]bool{}
	for _, c := range cases {
		if c.Kind != corpus.Write {
			continue
		}
		r := rand.New(rand.NewPCG(1, 2))
		for range 100 {
			v := variant(r, c.Command)
			if seen[v] {
				continue
			}
			seen[v] = true
			if a := shell.Analyze(v, shell.Env{Cwd: "/p", Home: "/h", Exported: exported}); a.ReadOnly {
				t.Errorf("%q (a variant of %q) is allowed", v, c.Command)
			}
		}
	}
	t.Logf("%d variants of the corpus's writes, all denied", len(seen))
}

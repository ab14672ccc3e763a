package shell

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/shell/corpus"
)

// corpusDir is the public corpus, from this package's directory.
const corpusDir = "../../testdata/shell"

// Rates are the two figures the README publishes.
type Rates struct {
	Writes, WritesAllowed int
	Reads, ReadsDenied    int
}

func (r Rates) String() string {
	return fmt.Sprintf("changing commands let through: %d of %d (%.1f %%); read-only commands denied: %d of %d (%.1f %%)",
		r.WritesAllowed, r.Writes, pct(r.WritesAllowed, r.Writes), r.ReadsDenied, r.Reads, pct(r.ReadsDenied, r.Reads))
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

func corpusRates(t *testing.T) Rates {
	t.Helper()
	cases, err := corpus.Load(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	var r Rates
	for _, c := range cases {
		a := Analyze(c.Command, fixtureEnv())
		switch c.Kind {
		case corpus.Write:
			r.Writes++
			if a.ReadOnly {
				r.WritesAllowed++
				t.Logf("let through: %s:%d: %s", c.File, c.Line, c.Command)
			}
		case corpus.Read:
			r.Reads++
			if !a.ReadOnly {
				r.ReadsDenied++
				t.Logf("denied: %s:%d: %s: %s", c.File, c.Line, c.Command, a.Reason)
			}
		case corpus.Debatable:
			got := corpus.Write
			if a.ReadOnly {
				got = corpus.Read
			}
			if got != c.Expect {
				t.Errorf("%s:%d: %q: the model says %s (%s), the corpus expects %s", c.File, c.Line, c.Command, got, a.Reason, c.Expect)
			}
		}
	}
	return r
}

// TestCorpusRates computes the two rates on the public corpus and holds
// them to the target (at most 1 % each) and to the README. A
// changing command let through is a hole whatever the rate: the corpus's
// writes are the ways around the model found so far.
func TestCorpusRates(t *testing.T) {
	r := corpusRates(t)
	t.Log(r)
	if r.Writes < 300 || r.Reads < 250 {
		t.Errorf("the corpus shrank: %d writes, %d reads", r.Writes, r.Reads)
	}
	if r.WritesAllowed > 0 {
		t.Errorf("%d changing commands let through (the lines above): fix the model, or move a line that does not change anything to reads or debatable with its reason", r.WritesAllowed)
	}
	if pct(r.WritesAllowed, r.Writes) > 1 || pct(r.ReadsDenied, r.Reads) > 1 {
		t.Errorf("over target (1 %% each): %s", r)
	}
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), r.String()) {
		t.Errorf("README.md does not publish the current rates; it should say:\n%s", r)
	}
}

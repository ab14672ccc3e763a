package shell

import (
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/shell/corpus"
)

// TestTheModelNeverFails runs every corpus line, alone and as the
// command xargs runs, and requires a verdict of the model's own: a fault
// in the walk is caught by Analyze (so a hook cannot fail open on it),
// but it is still a defect.
func TestTheModelNeverFails(t *testing.T) {
	cases, err := corpus.Load("../../testdata/shell")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		for _, line := range []string{c.Command, "ls | xargs " + c.Command, "ls | xargs -I{} " + c.Command + " {}"} {
			if a := Analyze(line, fixtureEnv()); strings.Contains(a.Reason, "the shell model failed") {
				t.Errorf("%q: %s", line, a.Reason)
			}
		}
	}
}

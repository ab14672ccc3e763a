package shell

import (
	"strings"
	"testing"
)

// TestOpsCLIShapes pins the parsers of opsclis.go: want is "" for a read,
// else a fragment of the reason.
func TestOpsCLIShapes(t *testing.T) {
	cases := []struct{ line, want string }{
		{"top -b -n 1", ""},
		{"top -bn1 -o%CPU", ""},
		{"top -n1 -b -w 200", ""},
		{"top -n1 -b -w200", ""},
		{"top --batch --iter=2", ""},
		{"top -b -n \"$n\"", ""},
		{"top -V", ""},
		{"top", "interactive"},
		{"top -n 1", "interactive"},
		{"top -o -b -n 1", "interactive"},
		{"top -b", "never ends"},
		{"top -b -d 1", "never ends"},
		{"top -b -n1 x", "does not know"},
		{"top -b -n1 -X", "does not know"},
		{"top -b -n1 $o", "not literal"},
		{"top -bn1 -- 5", ""},
	}
	for _, c := range cases {
		a := Analyze(c.line, fixtureEnv())
		switch {
		case c.want == "" && !a.ReadOnly:
			t.Errorf("%s: denied (%s), want read-only", c.line, a.Reason)
		case c.want != "" && a.ReadOnly:
			t.Errorf("%s: read-only, want denied (%s)", c.line, c.want)
		case c.want != "" && !strings.Contains(a.Reason, c.want):
			t.Errorf("%s: reason %q, want it to say %q", c.line, a.Reason, c.want)
		}
	}
}

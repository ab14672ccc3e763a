package hook

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"
)

// --version answers with the build line and exit 0, without reading stdin;
// a bad argument exits 1 (fail open), never 2.
func TestMainVersionAndBadArguments(t *testing.T) {
	h := fakeHandler{}
	for _, arg := range []string{"--version", "version"} {
		var out, errOut bytes.Buffer
		code := MainWith(h, []string{arg}, strings.NewReader("not json"), &out, &errOut, env(nil), time.Now)
		if code != 0 || errOut.Len() > 0 {
			t.Errorf("%s: exit %d, stderr %q", arg, code, errOut.String())
		}
		if !regexp.MustCompile(`^fake-guard \S+ \(commit [^,]+, [^,]+, go1\.\S+ \S+/\S+\)\n$`).MatchString(out.String()) {
			t.Errorf("%s printed %q", arg, out.String())
		}
	}
	for _, bad := range [][]string{{"-V"}, {"--version=1"}, {"--strict", "--bogus"}, {"-"}} {
		var out, errOut bytes.Buffer
		code := MainWith(h, bad, strings.NewReader(""), &out, &errOut, env(nil), time.Now)
		if code != 1 || out.Len() > 0 || !strings.Contains(errOut.String(), "failing open") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 1 with a note", bad, code, out.String(), errOut.String())
		}
	}
}

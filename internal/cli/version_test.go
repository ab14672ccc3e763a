package cli

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/buildinfo"
)

// teamctl --version and teamctl version print the same stamped line, not
// "dev": both read the Factory's build information.
func TestVersionFlagAndCommandPrintTheSameStamp(t *testing.T) {
	build := buildinfo.Info{Version: "1.2.3", Commit: "0123456789abcdef0123", Date: "2026-11-23T20:00:00Z", Go: "go1.26.0", OS: "linux", Arch: "amd64"}
	want := "teamctl 1.2.3 (commit 0123456789ab, 2026-11-23T20:00:00Z, go1.26.0 linux/amd64)\n"
	for _, args := range [][]string{{"--version"}, {"version"}} {
		var out bytes.Buffer
		f := &Factory{In: strings.NewReader(""), Out: &out, ErrOut: io.Discard, Getenv: func(string) string { return "" }, Build: build}
		if code := Main(f, args); code != ExitOK || out.String() != want {
			t.Errorf("teamctl %s: exit %d, printed %q, want %q", args[0], code, out.String(), want)
		}
	}
}

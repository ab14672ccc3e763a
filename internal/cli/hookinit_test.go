package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/wiring"
)

// A hook is a fresh process per tool call, so work done at package init
// is paid on every call, whether the call needs it or not: none of
// teamctl's packages may do any (a spec built with append, a map, a
// compiled regexp). The runtime's init trace lists every package whose
// initialisation runs code; none of ours may be on it.
func TestHookBinariesDoNoWorkAtInit(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the hook binaries")
	}
	bins := buildHooks(t)
	for _, name := range wiring.Binaries() {
		cmd := exec.Command(filepath.Join(bins, name), "--version")
		cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s --version: %v\n%s", name, err, out)
		}
		for _, line := range strings.Split(string(out), "\n") {
			if strings.HasPrefix(line, "init github.com/teamctl/teamctl/") {
				t.Errorf("%s: %s", name, line)
			}
		}
	}
}

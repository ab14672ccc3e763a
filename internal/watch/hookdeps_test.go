package watch

import (
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/wiring"
)

// TestHooksLinkNoTerminalUI pins that the hook binaries, which start on
// every tool call, link nothing of the terminal view: not this package,
// not Bubble Tea, Lip Gloss, Bubbles or fsnotify.
func TestHooksLinkNoTerminalUI(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
	var pkgs []string
	for _, b := range wiring.Binaries() {
		pkgs = append(pkgs, "github.com/teamctl/teamctl/cmd/"+b)
	}
	out, err := exec.Command(goBin, append([]string{"list", "-deps"}, pkgs...)...).Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	// The check can fail: teamctl itself links the view.
	own, err := exec.Command(goBin, "list", "-deps", "github.com/teamctl/teamctl/cmd/teamctl").Output()
	if err != nil || !strings.Contains(string(own), "charm.land/bubbletea/v2") {
		t.Fatalf("teamctl does not link Bubble Tea (err %v): the check below would prove nothing", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 {
		t.Fatalf("go list found only %v", deps)
	}
	for _, d := range deps {
		for _, banned := range []string{"charm.land/", "github.com/charmbracelet/", "github.com/fsnotify/", "github.com/teamctl/teamctl/internal/watch", "github.com/teamctl/teamctl/internal/cli"} {
			if strings.HasPrefix(d, banned) {
				t.Errorf("a hook binary links %s", d)
			}
		}
	}
}

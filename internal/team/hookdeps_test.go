package team

import (
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestHooksWithoutBashLinkNoShellParser pins that message-guard and
// team-events, which never read a Bash command, start without the shell
// parser and artifact-guard's staged-diff scanner: the cast they need
// lives here, not in artifactguard.
func TestHooksWithoutBashLinkNoShellParser(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
	deps := func(cmd string) string {
		out, err := exec.Command(goBin, "list", "-deps", "github.com/teamctl/teamctl/cmd/"+cmd).Output()
		if err != nil {
			t.Skipf("go list: %v", err)
		}
		return string(out)
	}
	// The check can fail: leader-guard reads Bash and links all of it.
	if lg := deps("leader-guard"); !strings.Contains(lg, "github.com/teamctl/teamctl/internal/shsyntax") {
		t.Fatal("leader-guard does not link the shell parser: the check below would prove nothing")
	}
	for _, cmd := range []string{"message-guard", "team-events"} {
		for _, d := range strings.Fields(deps(cmd)) {
			if strings.HasPrefix(d, "mvdan.cc/sh") || d == "github.com/teamctl/teamctl/internal/shsyntax" || d == "github.com/teamctl/teamctl/internal/shell" || d == "github.com/teamctl/teamctl/internal/artifactguard" {
				t.Errorf("%s links %s", cmd, d)
			}
		}
	}
}

// TestHooksCompileNoRegexpAtInit pins that no hook links package regexp:
// mvdan.cc/sh/v3/fileutil compiled two regexps at init in every hook that
// parses Bash, which is why the parser is a patched copy
// (internal/shsyntax).
func TestHooksCompileNoRegexpAtInit(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
	for _, cmd := range []string{"leader-guard", "artifact-guard", "message-guard", "team-events", "team-rules"} {
		out, err := exec.Command(goBin, "list", "-deps", "github.com/teamctl/teamctl/cmd/"+cmd).Output()
		if err != nil {
			t.Skipf("go list: %v", err)
		}
		for _, d := range strings.Fields(string(out)) {
			if d == "regexp" || d == "mvdan.cc/sh/v3/fileutil" {
				t.Errorf("%s links %s, whose regexps are compiled at init on every tool call", cmd, d)
			}
		}
	}
}

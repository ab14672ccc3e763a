package buildinfo

import (
	"runtime/debug"
	"strings"
	"testing"
)

func TestStampedWinsOverBuildInfo(t *testing.T) {
	bi := &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v9.9.9"},
		Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "ffff"}, {Key: "vcs.time", Value: "2000-01-01T00:00:00Z"}}}
	in := get("1.2.3", "0123456789abcdef0123", "2026-11-23T20:00:00Z", bi)
	if in.Version != "1.2.3" || in.Commit != "0123456789abcdef0123" || in.Date != "2026-11-23T20:00:00Z" || in.Go != "go1.26.0" {
		t.Errorf("stamped values lost: %+v", in)
	}
	line := in.Line("leader-guard")
	for _, want := range []string{"leader-guard 1.2.3 ", "commit 0123456789ab,", "2026-11-23T20:00:00Z", "go1.26.0 "} {
		if !strings.Contains(line, want) {
			t.Errorf("Line = %q, want it to contain %q", line, want)
		}
	}
}

// go install module@v1.2.3 stamps nothing: the module version and the
// toolchain's VCS settings stand in.
func TestFallsBackToBuildInfo(t *testing.T) {
	bi := &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v0.2.0"},
		Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "abc"}, {Key: "vcs.time", Value: "2026-01-02T03:04:05Z"}, {Key: "vcs.modified", Value: "true"}}}
	in := get("", "", "", bi)
	if in.Version != "v0.2.0" || in.Commit != "abc" || in.Date != "2026-01-02T03:04:05Z" || !in.Dirty {
		t.Errorf("fallback: %+v", in)
	}
	if got := in.Line("teamctl"); !strings.HasPrefix(got, "teamctl v0.2.0 (commit abc-dirty, 2026-01-02T03:04:05Z, go1.26.0 ") {
		t.Errorf("Line = %q", got)
	}
}

func TestDevBuildSaysSo(t *testing.T) {
	in := get("", "", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}})
	if in.Version != "dev" || !strings.Contains(in.Line("x"), "commit unknown, date unknown") {
		t.Errorf("dev build: %+v %q", in, in.Line("x"))
	}
	if in.Go == "" {
		t.Error("no Go version")
	}
}

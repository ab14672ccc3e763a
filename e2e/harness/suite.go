package harness

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// Suite is what every scenario of one test binary shares: the claude binary
// and its version, tmux, and the hooks built once from the checkout.
type Suite struct {
	Enabled   bool   // TEAMCTL_E2E=1
	Claude    string // the claude binary
	Version   string // what `claude --version` printed
	Tmux      string
	Root      string // module root
	BinDir    string
	Bins      map[string]string
	BuildErrs map[string]error
	RecordDir string // TEAMCTL_E2E_RECORD, absolute; "" = do not record
	Keep      bool   // TEAMCTL_E2E_KEEP=1 keeps sandboxes for inspection
	BuildTime time.Duration

	missing error // prerequisites that are not there
}

// NewSuite checks the prerequisites and builds the binaries into binDir.
// With TEAMCTL_E2E unset it does nothing and every Require skips.
func NewSuite(binDir string) *Suite {
	s := &Suite{Enabled: os.Getenv("TEAMCTL_E2E") == "1", BinDir: binDir, Keep: os.Getenv("TEAMCTL_E2E_KEEP") == "1"}
	if !s.Enabled {
		return s
	}
	var errs []error
	var err error
	if s.Claude, err = FindClaude(); err != nil {
		errs = append(errs, err)
	} else if s.Version, err = ReportedVersion(s.Claude); err != nil {
		errs = append(errs, err)
	}
	if s.Tmux, err = exec.LookPath("tmux"); err != nil {
		errs = append(errs, fmt.Errorf("tmux not found on PATH; %s", installHint()))
	}
	if s.Root, err = ModuleRoot(); err != nil {
		errs = append(errs, err)
	} else {
		start := time.Now()
		s.Bins, s.BuildErrs = BuildAll(s.Root, binDir)
		s.BuildTime = time.Since(start)
		for _, name := range []string{"loghook", "deny"} {
			if e := s.BuildErrs[name]; e != nil {
				errs = append(errs, e)
			}
		}
	}
	if rec := os.Getenv("TEAMCTL_E2E_RECORD"); rec != "" {
		if !filepath.IsAbs(rec) && s.Root != "" {
			rec = filepath.Join(s.Root, rec)
		}
		s.RecordDir = rec
	}
	s.missing = errors.Join(errs...)
	return s
}

// Banner is the one line a run prints about what it drives.
func (s *Suite) Banner() string {
	if !s.Enabled {
		return "e2e: skipped (set TEAMCTL_E2E=1 to drive the real claude binary)"
	}
	if s.missing != nil {
		return "e2e: prerequisites missing: " + s.missing.Error()
	}
	var built []string
	for name := range s.Bins {
		built = append(built, name)
	}
	sort.Strings(built)
	line := fmt.Sprintf("e2e: driving Claude Code %s (%s); tmux %s; built %s in %v",
		s.Version, s.Claude, s.Tmux, strings.Join(built, ", "), s.BuildTime.Round(100*time.Millisecond))
	for name, err := range s.BuildErrs {
		line += fmt.Sprintf("\ne2e: %s does not build: %v", name, err)
	}
	return line
}

// Require skips the test unless TEAMCTL_E2E=1 and fails it loudly when the
// suite was asked for but a prerequisite is missing.
func (s *Suite) Require(t testing.TB) {
	t.Helper()
	if !s.Enabled {
		t.Skip("set TEAMCTL_E2E=1 to run the end-to-end scenarios against the real claude binary")
	}
	if s.missing != nil {
		t.Fatalf("e2e prerequisites missing:\n%v", s.missing)
	}
}

// Bin is the path of a built binary; the test fails when the command does
// not exist in the checkout or does not build.
func (s *Suite) Bin(t testing.TB, name string) string {
	t.Helper()
	if p, ok := s.Bins[name]; ok {
		return p
	}
	if err := s.BuildErrs[name]; err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	t.Fatalf("%s: no cmd/%s in the checkout", name, name)
	return ""
}

// Has reports whether a project command was built.
func (s *Suite) Has(name string) bool { _, ok := s.Bins[name]; return ok }

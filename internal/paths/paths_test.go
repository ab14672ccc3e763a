package paths

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestInProject(t *testing.T) {
	cases := []struct {
		target, project, rel string
		in                   bool
	}{
		{"/p/CLAUDE.md", "/p", "CLAUDE.md", true},
		{"/p/docs/a/dashboard.md", "/p", "docs/a/dashboard.md", true},
		{"/p", "/p", ".", true},
		{"/p/../CLAUDE.md", "/p", "", false},
		{"/pp/CLAUDE.md", "/p", "", false},
		{"/x/CLAUDE.md", "/p", "", false},
		{"", "/p", "", false},
		{"/p/a", "", "", false},
	}
	for _, tc := range cases {
		rel, in := InProject(Abs(tc.target, ""), tc.project)
		if rel != tc.rel || in != tc.in {
			t.Errorf("InProject(%q, %q) = %q, %v; want %q, %v", tc.target, tc.project, rel, in, tc.rel, tc.in)
		}
	}
	if got := Abs("src/../a.go", "/p"); got != "/p/a.go" {
		t.Errorf("Abs relative = %q", got)
	}
	if got := Abs("", "/p"); got != "" {
		t.Errorf("Abs empty = %q", got)
	}
}

func TestConfigAndStateDirs(t *testing.T) {
	env := func(m map[string]string) Getenv { return func(k string) string { return m[k] } }
	if got := ConfigDir(env(map[string]string{"HOME": "/h"})); got != "/h/.claude" {
		t.Errorf("ConfigDir = %q", got)
	}
	if got := ConfigDir(env(map[string]string{"HOME": "/h", "CLAUDE_CONFIG_DIR": "/c/"})); got != "/c" {
		t.Errorf("ConfigDir with CLAUDE_CONFIG_DIR = %q", got)
	}
	if got := StateDir(env(map[string]string{"CLAUDE_CONFIG_DIR": "/c"})); got != "/c/teamctl" {
		t.Errorf("StateDir = %q", got)
	}
	if got := ProjectDir(env(map[string]string{}), "/cwd"); got != "/cwd" {
		t.Errorf("ProjectDir = %q", got)
	}
}

// Without HOME and an absolute CLAUDE_CONFIG_DIR, nothing resolves against
// the working directory: Check names the problem and ConfigDir points
// nowhere.
func TestMissingHomeIsAnEnvironmentErrorNeverRelativeToCwd(t *testing.T) {
	env := func(m map[string]string) Getenv { return func(k string) string { return m[k] } }
	for _, tc := range []struct {
		name string
		env  map[string]string
		bad  string // substring of the error; "" = fine
	}{
		{"home", map[string]string{"HOME": "/h"}, ""},
		{"absolute config dir without home", map[string]string{"CLAUDE_CONFIG_DIR": "/c"}, ""},
		{"no home no config dir", map[string]string{"TEAMCTL_STATE_DIR": "/s"}, "HOME is not set"},
		{"empty environment", map[string]string{}, "HOME is not set"},
		{"relative home", map[string]string{"HOME": "h"}, `HOME="h"`},
		{"relative config dir", map[string]string{"HOME": "/h", "CLAUDE_CONFIG_DIR": ".claude"}, "CLAUDE_CONFIG_DIR"},
		{"relative state dir", map[string]string{"HOME": "/h", "TEAMCTL_STATE_DIR": "state"}, "TEAMCTL_STATE_DIR"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := Check(env(tc.env))
			if tc.bad == "" {
				if err != nil {
					t.Fatalf("Check = %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.bad) {
				t.Fatalf("Check = %v, want an error about %s", err, tc.bad)
			}
			for _, dir := range []string{ConfigDir(env(tc.env)), StateDir(env(tc.env)), TeamsDir(env(tc.env))} {
				if !filepath.IsAbs(dir) {
					t.Errorf("dir %q is relative", dir)
				}
			}
			if MayCreateState(env(tc.env)) {
				t.Errorf("MayCreateState in a broken environment")
			}
		})
	}
}

func TestNoStateTreeInANonExistentHome(t *testing.T) {
	home := filepath.Join(t.TempDir(), "gone")
	env := func(k string) string { return map[string]string{"HOME": home}[k] }
	if MayCreateState(env) {
		t.Errorf("MayCreateState with HOME %s missing", home)
	}
	os.MkdirAll(filepath.Join(home, ".claude"), 0o755)
	if !MayCreateState(env) {
		t.Errorf("MayCreateState false with the config dir present")
	}
}

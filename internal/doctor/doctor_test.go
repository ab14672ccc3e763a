package doctor

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/wiring"
)

func TestParseVersionAndEra(t *testing.T) {
	tests := []struct {
		out  string
		want string
		era  string
	}{
		{"2.1.330 (Claude Code)\n", "2.1.330", "implicit team era"},
		{"2.1.178 (Claude Code)", "2.1.178", "implicit team era"},
		{"2.1.177 (Claude Code)", "2.1.177", "TeamCreate era (2.1.69"},
		{"claude 2.1.40", "2.1.40", "without agent_id"},
		{"1.0.38", "1.0.38", "no agent teams"},
	}
	for _, tt := range tests {
		v, ok := ParseVersion(tt.out)
		if !ok || v.String() != tt.want {
			t.Errorf("ParseVersion(%q) = %v, %v", tt.out, v, ok)
			continue
		}
		if !strings.Contains(Era(v), tt.era) {
			t.Errorf("Era(%v) = %q, want it to say %q", v, Era(v), tt.era)
		}
	}
	if _, ok := ParseVersion("Claude Code"); ok {
		t.Error("a version out of nothing")
	}
}

func TestShellWords(t *testing.T) {
	got := shellWords(`"/opt/my tools/leader-guard" --strict 'a b'`)
	want := []string{"/opt/my tools/leader-guard", "--strict", "a b"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("shellWords = %q, want %q", got, want)
	}
}

// pluginFixture installs the plugin the way `claude plugin install` leaves
// it: enabled in the user settings, listed in installed_plugins.json, the
// repository copied (here: hooks.json as generated and the real launcher).
type pluginFixture struct {
	env     Env
	config  string
	root    string
	dataDir string
}

func newPluginFixture(t *testing.T, hasGo bool) *pluginFixture {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the launcher is a POSIX shell script")
	}
	dir := t.TempDir()
	fx := &pluginFixture{config: filepath.Join(dir, "config"), root: filepath.Join(dir, "cache", "teamctl", "teamctl", "0.1.0")}
	fx.dataDir = filepath.Join(fx.config, "plugins", "data", "teamctl-teamctl")
	launcher, err := os.ReadFile(filepath.Join("..", "..", wiring.Launcher))
	if err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(fx.root, wiring.Launcher), string(launcher), 0o755)
	write(t, filepath.Join(fx.root, wiring.HooksFile), string(wiring.PluginHooksJSON()), 0o644)
	write(t, filepath.Join(fx.config, "settings.json"), `{"enabledPlugins": {"teamctl@teamctl": true}, "env": {"CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS": "1"}}`, 0o644)
	write(t, filepath.Join(fx.config, "plugins", "installed_plugins.json"),
		`{"version": 2, "plugins": {"teamctl@teamctl": [{"scope": "user", "installPath": "`+fx.root+`", "version": "0.1.0"}]}}`, 0o644)
	vars := map[string]string{"CLAUDE_CONFIG_DIR": fx.config, "HOME": filepath.Join(dir, "home")}
	fx.env = Env{
		Getenv:     func(k string) string { return vars[k] },
		ProjectDir: filepath.Join(dir, "project"),
		GOOS:       runtime.GOOS,
		Now:        time.Now,
		LookPath:   func(string) (string, error) { return "", exec.ErrNotFound },
		Output: func(extra []string, name string, args ...string) (string, error) {
			cmd := exec.Command(name, args...)
			cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "HOME=" + vars["HOME"]}, extra...)
			out, err := cmd.Output()
			return string(out), err
		},
		HasGo: func() bool { return hasGo },
	}
	return fx
}

func write(t *testing.T, path, content string, mode os.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), mode); err != nil {
		t.Fatal(err)
	}
}

func findings(r *Report, check string, s Severity) []string {
	var out []string
	for _, f := range r.Findings {
		if strings.HasPrefix(f.Check, check) && f.Severity == s {
			out = append(out, f.Message)
		}
	}
	return out
}

func TestPluginWiring(t *testing.T) {
	t.Run("not built, no Go", func(t *testing.T) {
		fx := newPluginFixture(t, false)
		r := Run(fx.env)
		if got := findings(r, "plugin", OK); len(got) != 1 || !strings.Contains(got[0], "teamctl@teamctl plugin is enabled") {
			t.Errorf("plugin findings: %q", got)
		}
		probs := findings(r, "hook ", Problem)
		if len(probs) != len(wiring.Binaries()) || !strings.Contains(probs[0], "not built yet and no Go toolchain") {
			t.Errorf("want one no-Go problem per hook, got %q", probs)
		}
		if !r.Broken() {
			t.Error("not broken")
		}
	})
	t.Run("not built, Go found", func(t *testing.T) {
		fx := newPluginFixture(t, true)
		r := Run(fx.env)
		if probs := findings(r, "hook ", Problem); len(probs) != 0 {
			t.Errorf("problems: %q", probs)
		}
		if infos := findings(r, "hook ", Info); len(infos) != len(wiring.Binaries()) || !strings.Contains(infos[0], "builds the binaries with Go on first use") {
			t.Errorf("infos: %q", infos)
		}
	})
	t.Run("built, and also wired in settings", func(t *testing.T) {
		fx := newPluginFixture(t, false)
		where, err := fx.env.Output([]string{"CLAUDE_PLUGIN_DATA=" + fx.dataDir}, filepath.Join(fx.root, wiring.Launcher), "--where")
		if err != nil {
			t.Fatal(err)
		}
		built := strings.TrimSpace(where)
		for _, b := range wiring.Binaries() {
			write(t, filepath.Join(built, b), "#!/bin/sh\n", 0o755)
		}
		bin := filepath.Join(t.TempDir(), "leader-guard")
		write(t, bin, "#!/bin/sh\n", 0o755)
		write(t, filepath.Join(fx.config, "settings.json"), `{"enabledPlugins": {"teamctl@teamctl": true}, "hooks": {"PreToolUse": [
			{"matcher": "Edit|Write|MultiEdit|NotebookEdit|Bash|PowerShell", "hooks": [{"type": "command", "command": "`+bin+`", "args": []}]}]}}`, 0o644)
		r := Run(fx.env)
		if probs := findings(r, "hook ", Problem); len(probs) != 0 {
			t.Errorf("problems: %q", probs)
		}
		oks := strings.Join(findings(r, "hook leader-guard", OK), "\n")
		if !strings.Contains(oks, "through the launcher; binary "+filepath.Join(built, "leader-guard")) || !strings.Contains(oks, bin) {
			t.Errorf("leader-guard oks: %s", oks)
		}
		dups := findings(r, "hook leader-guard", Warning)
		if len(dups) != 1 || !strings.Contains(dups[0], "runs 2 times on each PreToolUse") {
			t.Errorf("duplicate warnings: %q", dups)
		}
	})
	t.Run("enabled but not installed", func(t *testing.T) {
		fx := newPluginFixture(t, true)
		if err := os.Remove(filepath.Join(fx.config, "plugins", "installed_plugins.json")); err != nil {
			t.Fatal(err)
		}
		r := Run(fx.env)
		if got := findings(r, "plugin", Problem); len(got) != 1 || !strings.Contains(got[0], "cannot be read") {
			t.Errorf("plugin problems: %q", got)
		}
	})
}

// Findings that name a fact about Claude Code keep to what was observed
// (docs/claude-code.md, "The deny decision"): bypassPermissions and allow rules are not
// problems.
func TestPermissionsAreFactsNotProblems(t *testing.T) {
	fx := newPluginFixture(t, true)
	write(t, filepath.Join(fx.env.ProjectDir, ".claude", "settings.json"),
		`{"permissions": {"defaultMode": "bypassPermissions", "allow": ["Write", "Bash(git *)", "Read"]}}`, 0o644)
	r := Run(fx.env)
	infos := strings.Join(findings(r, "permissions", Info), "\n")
	if !strings.Contains(infos, "a hook deny still blocks the call") || !strings.Contains(infos, "allow Bash(git *), Write:") {
		t.Errorf("permission infos: %s", infos)
	}
	if got := findings(r, "permissions", Problem); len(got) != 0 {
		t.Errorf("permission problems: %q", got)
	}
}

func TestUntrustedProjectWiring(t *testing.T) {
	fx := newPluginFixture(t, true)
	bin := filepath.Join(t.TempDir(), "leader-guard")
	write(t, bin, "#!/bin/sh\n", 0o755)
	write(t, filepath.Join(fx.env.ProjectDir, ".claude", "settings.json"), `{"hooks": {"PreToolUse": [
		{"matcher": "Edit|Write|MultiEdit|NotebookEdit|Bash|PowerShell", "hooks": [{"type": "command", "command": "`+bin+`", "args": []}]}]}}`, 0o644)
	claudeJSON := filepath.Join(fx.config, ".claude.json")
	write(t, claudeJSON, `{"projects": {"`+fx.env.ProjectDir+`": {"hasTrustDialogAccepted": false}}}`, 0o644)
	if got := findings(Run(fx.env), "trust", Warning); len(got) != 1 {
		t.Errorf("untrusted: %q", got)
	}
	write(t, claudeJSON, `{"projects": {"`+fx.env.ProjectDir+`": {"hasTrustDialogAccepted": true}}}`, 0o644)
	if got := findings(Run(fx.env), "trust", Warning); len(got) != 0 {
		t.Errorf("trusted: %q", got)
	}
}

// Issue 10: doctor names the era it sees and what teamctl cannot guard in
// it; before 2.1.69 that is a warning (the leader in acceptEdits or
// bypassPermissions is not guarded).
func TestEraLimitsAreReported(t *testing.T) {
	tests := []struct {
		version  string
		severity Severity
		want     []string
	}{
		{"2.1.330", Info, nil},
		{"2.1.177", Info, []string{"after /clear", "recorded", "parentAgentId"}},
		{"2.1.63", Warning, []string{"permission_mode alone", "acceptEdits or bypassPermissions", "not guarded"}},
	}
	for _, tt := range tests {
		fx := newPluginFixture(t, true)
		env := fx.env
		getenv, output := fx.env.Getenv, fx.env.Output
		env.Getenv = func(k string) string {
			if k == "TEAMCTL_CLAUDE" {
				return "/opt/claude"
			}
			return getenv(k)
		}
		env.Output = func(extra []string, name string, args ...string) (string, error) {
			if name == "/opt/claude" {
				return tt.version + " (Claude Code)\n", nil
			}
			return output(extra, name, args...)
		}
		r := Run(env)
		got := strings.Join(findings(r, "claude", tt.severity), "\n")
		if tt.want == nil {
			if strings.Contains(got, "in this era") {
				t.Errorf("%s: limits reported: %s", tt.version, got)
			}
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(got, "in this era") || !strings.Contains(got, w) {
				t.Errorf("%s: %s findings lack %q:\n%s", tt.version, tt.severity, w, got)
			}
		}
	}
}

// The guards apply only an explicit default_pattern; doctor said the
// built-in one applied.
func TestDoctorDoesNotPromiseTheBuiltInDefaultPattern(t *testing.T) {
	fx := newPluginFixture(t, true)
	r := Run(fx.env)
	all := strings.Join(append(findings(r, "project", Info), findings(r, "project", OK)...), "\n")
	if strings.Contains(all, "default_pattern fixed-theme") || !strings.Contains(all, "not guarded") {
		t.Errorf("project findings without a config file: %s", all)
	}
}

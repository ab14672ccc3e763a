//go:build !windows

package wiring

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/harness"
	"github.com/teamctl/teamctl/e2e/mockapi"
	"github.com/teamctl/teamctl/internal/hook"
)

// These tests drive the real claude binary, like the e2e suite, and run
// only with TEAMCTL_E2E=1 (`make plugin-validate`, part of `make test`).

func requireClaude(t *testing.T) string {
	t.Helper()
	if os.Getenv("TEAMCTL_E2E") != "1" {
		t.Skip("set TEAMCTL_E2E=1 to check the plugin with the real claude binary")
	}
	claude, err := harness.FindClaude()
	if err != nil {
		t.Fatal(err)
	}
	return claude
}

func claudeCmd(t *testing.T, claude, home, dir string, args ...string) (string, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, claude, args...)
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + home, "PATH=" + os.Getenv("PATH"), "DISABLE_AUTOUPDATER=1",
		"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1"}
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// `claude plugin validate` on the repository (plugin and marketplace) finds
// no error and no warning, strict and with the plugin directory's checks.
func TestPluginValidatesClean(t *testing.T) {
	claude := requireClaude(t)
	root := repoRoot(t)
	out, err := claudeCmd(t, claude, t.TempDir(), root, "plugin", "validate", root, "--strict", "--profile", "directory", "--json")
	if err != nil {
		t.Fatalf("claude plugin validate failed: %v\n%s", err, out)
	}
	var report struct {
		Success  bool `json:"success"`
		Manifest struct {
			Errors   []json.RawMessage `json:"errors"`
			Warnings []json.RawMessage `json:"warnings"`
		} `json:"manifest"`
		Contents []struct {
			File     string            `json:"file"`
			Errors   []json.RawMessage `json:"errors"`
			Warnings []json.RawMessage `json:"warnings"`
		} `json:"contents"`
		Directory struct {
			Findings  []json.RawMessage `json:"findings"`
			Undecided []json.RawMessage `json:"undecided"`
		} `json:"directory"`
	}
	if err := json.Unmarshal([]byte(out), &report); err != nil {
		t.Fatalf("validate --json printed no report: %v\n%s", err, out)
	}
	if !report.Success || len(report.Manifest.Errors)+len(report.Manifest.Warnings) > 0 ||
		len(report.Directory.Findings)+len(report.Directory.Undecided) > 0 {
		t.Errorf("validate reports problems:\n%s", out)
	}
	for _, c := range report.Contents {
		if len(c.Errors)+len(c.Warnings) > 0 {
			t.Errorf("%s: errors %s, warnings %s", c.File, c.Errors, c.Warnings)
		}
	}
	// The human form says the same, without a warning sign.
	human, err := claudeCmd(t, claude, t.TempDir(), root, "plugin", "validate", root)
	if err != nil || !strings.Contains(human, "✔ Validation passed") || strings.ContainsAny(human, "⚠✘") {
		t.Errorf("claude plugin validate .: %v\n%s", err, human)
	}
	t.Logf("claude plugin validate %s:\n%s", root, human)
}

// A fresh clone installed through its marketplace: the first session builds
// the hooks with Go, and from then on every tool call runs them through the
// launcher.
func TestPluginInstallsAndRunsInRealClaude(t *testing.T) {
	requireClaude(t)
	bin := t.TempDir()
	suite := harness.NewSuite(bin)
	suite.Require(t)

	clone := copyCheckout(t, repoRoot(t))
	goEnv := map[string]string{"TEAMCTL_DECISION_LOG": "all", "TEAMCTL_PLUGIN_WAIT": "5"}
	for _, k := range []string{"GOCACHE", "GOMODCACHE", "GOPATH", "GOFLAGS", "GOPROXY", "GOTOOLCHAIN"} {
		if v, err := exec.Command("go", "env", k).Output(); err == nil && strings.TrimSpace(string(v)) != "" {
			goEnv[k] = strings.TrimSpace(string(v))
		}
	}
	sb := suite.NewSandbox(t, harness.Options{Eras: []harness.Era{harness.SessionTeamEra}, Env: goEnv})
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command(suite.Claude, args...)
		cmd.Dir, cmd.Env = sb.Project, sb.Env("default")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("claude %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	run("plugin", "marketplace", "add", clone)
	run("plugin", "install", "teamctl@teamctl")

	target := sb.Path("notes.txt")
	sb.Script(mockapi.Rule{Match: "SCN_PLUGIN", Final: "written", Steps: []mockapi.Step{
		mockapi.Call("Write", map[string]any{"file_path": target, "content": "hello\n"}),
	}})
	first := sb.RunPrint("SCN_PLUGIN write a note", "--permission-mode", "acceptEdits")
	if first.ExitCode != 0 {
		t.Fatalf("first session: exit %d\n%s\n%s", first.ExitCode, first.Stdout, first.Stderr)
	}

	data := filepath.Join(sb.Home, ".claude", "plugins", "data", "teamctl-teamctl")
	var built string
	deadline := time.Now().Add(4 * time.Minute)
	for built == "" && time.Now().Before(deadline) {
		if m, _ := filepath.Glob(filepath.Join(data, "build", "*", "leader-guard")); len(m) > 0 {
			locks, _ := filepath.Glob(filepath.Join(data, "build", "*.lock"))
			if len(locks) == 0 {
				built = filepath.Dir(m[0])
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	if built == "" {
		logs, _ := filepath.Glob(filepath.Join(data, "build", "*.log"))
		var text []string
		for _, l := range logs {
			b, _ := os.ReadFile(l)
			text = append(text, string(b))
		}
		t.Fatalf("the plugin did not build its hooks into %s\n%s", data, strings.Join(text, "\n"))
	}
	// Named after the plugin root Claude Code runs the hooks from (a
	// directory marketplace is served in place, others from the cache).
	t.Logf("built into %s", built)

	second := sb.RunPrint("SCN_PLUGIN write a note", "--permission-mode", "acceptEdits")
	if second.ExitCode != 0 {
		t.Fatalf("second session: exit %d\n%s\n%s", second.ExitCode, second.Stdout, second.Stderr)
	}
	seen := map[string]bool{}
	f, err := os.Open(filepath.Join(sb.Home, ".claude", "teamctl", hook.LogFile))
	if err != nil {
		t.Fatalf("no decision log: the plugin's hooks never ran: %v", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var rec hook.Record
		if json.Unmarshal(sc.Bytes(), &rec) == nil && rec.Event == "PreToolUse" && rec.Tool == "Write" {
			seen[rec.Hook] = true
		}
	}
	for _, want := range []string{"leader-guard", "artifact-guard"} {
		if !seen[want] {
			t.Errorf("%s did not decide on the Write through the plugin (logged: %v)", want, seen)
		}
	}
	if seen["message-guard"] {
		t.Error("message-guard ran on a Write: the plugin's matchers are wrong")
	}
}

// copyCheckout copies the files git knows (tracked, and new ones not
// ignored) as a fresh clone would have them: no bin/, no build output.
func copyCheckout(t *testing.T, root string) string {
	t.Helper()
	out, err := exec.Command("git", "-C", root, "ls-files", "-co", "--exclude-standard", "-z").Output()
	if err != nil {
		t.Fatalf("git ls-files: %v", err)
	}
	dst := filepath.Join(t.TempDir(), "teamctl")
	for _, rel := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		if rel == "" || strings.HasPrefix(rel, "e2e/") || strings.HasPrefix(rel, "testdata/") {
			continue
		}
		src := filepath.Join(root, rel)
		st, err := os.Stat(src)
		if err != nil || !st.Mode().IsRegular() {
			continue // deleted in the work tree
		}
		b, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dst, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, st.Mode().Perm()); err != nil {
			t.Fatal(err)
		}
	}
	return dst
}

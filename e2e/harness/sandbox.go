package harness

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/mockapi"
)

// Options describe one sandbox.
type Options struct {
	Settings  Settings
	Rules     []mockapi.Rule
	NoTeams   bool              // leave CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS unset
	TodoTools bool              // CLAUDE_CODE_ENABLE_TODO_TOOLS=1
	Git       bool              // git init the project
	Env       map[string]string // more variables for claude and its hooks
	OnPath    []string          // built binaries (e.g. teamctl) the agents can run by name
	// Eras the scenario applies to (required); against a release of another
	// era it skips.
	Eras []Era
	// NoAutoTeam: in the TeamCreate era, StartInteractive leaves team
	// creation to the scenario instead of running TeamCreate itself.
	NoAutoTeam bool
}

// Sandbox is one test's world: HOME, project, logs and a mock API.
type Sandbox struct {
	T       testing.TB
	Suite   *Suite
	Root    string
	Home    string
	Project string
	Logs    string
	Tmp     string // TMPDIR for claude (messaging sockets, agent output)
	Bin     string // first on PATH: links to the binaries in Options.OnPath
	HookLog string // the logging hook's JSONL
	Mock    *mockapi.Server
	APIKey  string

	opts     Options
	sessions []*Session
}

// dummyKey must end in the 20 characters approved in .claude.json.
const dummyKey = "sk-test-0000000000000000000000"

// NewSandbox prepares HOME (with a pre-seeded .claude.json that skips every
// first-run dialog), the project with its .claude/settings.json, and starts
// the mock. Everything is removed when the test ends.
func (s *Suite) NewSandbox(t testing.TB, opts Options) *Sandbox {
	t.Helper()
	s.Require(t)
	s.RequireEras(t, opts.Eras)
	root, err := os.MkdirTemp("", "tce2e-")
	if err != nil {
		t.Fatal(err)
	}
	// The project path must equal the cwd claude sees, symlinks resolved.
	if root, err = filepath.EvalSymlinks(root); err != nil {
		t.Fatal(err)
	}
	sb := &Sandbox{
		T: t, Suite: s, Root: root,
		Home:    filepath.Join(root, "home"),
		Project: filepath.Join(root, "project"),
		Logs:    filepath.Join(root, "logs"),
		Tmp:     filepath.Join(root, "tmp"),
		Bin:     filepath.Join(root, "bin"),
		APIKey:  dummyKey,
		opts:    opts,
	}
	sb.HookLog = filepath.Join(sb.Logs, "hooks.jsonl")
	t.Cleanup(sb.cleanup)
	for _, d := range []string{sb.Home, filepath.Join(sb.Project, ".claude"), sb.Logs, sb.Tmp, sb.Bin} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range opts.OnPath {
		if err := os.Symlink(s.Bin(t, name), filepath.Join(sb.Bin, name)); err != nil {
			t.Fatal(err)
		}
	}
	sb.writeJSON(filepath.Join(sb.Home, ".claude.json"), map[string]any{
		"hasCompletedOnboarding": true,
		"theme":                  "dark",
		"lastOnboardingVersion":  s.versionNumber(),
		"customApiKeyResponses": map[string]any{
			"approved": []string{sb.APIKey[len(sb.APIKey)-20:]}, "rejected": []string{},
		},
		"bypassPermissionsModeAccepted": true,
		"projects": map[string]any{sb.Project: map[string]any{
			"hasTrustDialogAccepted": true, "allowedTools": []string{}, "hasCompletedProjectOnboarding": true,
		}},
	})
	sb.WriteFile(filepath.Join(sb.Home, ".gitconfig"), "[user]\n\tname = e2e\n\temail = e2e@example.invalid\n[init]\n\tdefaultBranch = main\n")
	settings := opts.Settings
	settings.Log = true
	sb.WriteFile(filepath.Join(sb.Project, ".claude", "settings.json"),
		string(settings.JSON(ShellCommand(s.Bins["loghook"], sb.HookLog))))
	if opts.Git {
		sb.git("init", "-q")
		sb.git("add", "-A")
		sb.git("commit", "-q", "-m", "initial")
	}
	if sb.Mock, err = mockapi.Start(append(append([]mockapi.Rule(nil), opts.Rules...), sb.setupRules()...), filepath.Join(sb.Logs, "api")); err != nil {
		t.Fatal(err)
	}
	return sb
}

func (s *Suite) versionNumber() string {
	if v, _, ok := strings.Cut(s.Version, " "); ok {
		return v
	}
	return ClaudeVersion()
}

// Script replaces the mock's rules (rules often need sandbox paths). The
// harness's own rules (TeamCreate in that era) stay behind them.
func (sb *Sandbox) Script(rules ...mockapi.Rule) {
	sb.Mock.SetRules(append(append([]mockapi.Rule(nil), rules...), sb.setupRules()...))
}

// Path is an absolute path inside the project.
func (sb *Sandbox) Path(rel string) string { return filepath.Join(sb.Project, filepath.FromSlash(rel)) }

// WriteFile writes a file, creating its directory; it fails the test on error.
func (sb *Sandbox) WriteFile(path, content string) {
	sb.T.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		sb.T.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		sb.T.Fatal(err)
	}
}

func (sb *Sandbox) writeJSON(path string, v any) {
	b, _ := json.MarshalIndent(v, "", "  ")
	sb.WriteFile(path, string(b))
}

func (sb *Sandbox) git(args ...string) {
	sb.T.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = sb.Project
	cmd.Env = []string{"HOME=" + sb.Home, "PATH=" + os.Getenv("PATH")}
	if out, err := cmd.CombinedOutput(); err != nil {
		sb.T.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

// Env is claude's environment, built from scratch so nothing of the
// developer's ANTHROPIC_*, CLAUDE_* or TMUX* leaks in.
func (sb *Sandbox) Env(permissionMode string) []string {
	env := map[string]string{
		"HOME":                sb.Home,
		"USER":                "root",
		"PATH":                sb.Bin + string(os.PathListSeparator) + os.Getenv("PATH"),
		"SHELL":               "/bin/bash",
		"LANG":                "C.UTF-8",
		"TMPDIR":              sb.Tmp,
		"TMUX_TMPDIR":         sb.Root,
		"ANTHROPIC_API_KEY":   sb.APIKey,
		"ANTHROPIC_BASE_URL":  sb.Mock.URL,
		"DISABLE_AUTOUPDATER": "1",
		"TEAMCTL_E2E_SANDBOX": sb.Root,
		"GIT_CONFIG_NOSYSTEM": "1",
		"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
	}
	if u := os.Getenv("USER"); u != "" {
		env["USER"] = u
	}
	if !sb.opts.NoTeams {
		env["CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS"] = "1"
	}
	if sb.opts.TodoTools {
		env["CLAUDE_CODE_ENABLE_TODO_TOOLS"] = "1"
	}
	if permissionMode == "bypassPermissions" && os.Geteuid() == 0 {
		env["IS_SANDBOX"] = "1" // otherwise claude refuses bypass as root
	}
	for k, v := range sb.opts.Env {
		env[k] = v
	}
	out := make([]string, 0, len(env))
	for k, v := range env {
		out = append(out, k+"="+v)
	}
	sort.Strings(out)
	return out
}

// Eventually polls cond until it holds, failing the test after timeout.
func (sb *Sandbox) Eventually(timeout time.Duration, what string, cond func() bool) {
	sb.T.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			sb.T.Fatalf("timed out after %v waiting for %s", timeout, what)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// WaitResult waits until the mock has sent a tool call named tool whose
// input contains substr and Claude Code has answered it.
func (sb *Sandbox) WaitResult(timeout time.Duration, tool, substr string) (mockapi.ToolCall, mockapi.ToolResult) {
	sb.T.Helper()
	var call mockapi.ToolCall
	var res mockapi.ToolResult
	sb.Eventually(timeout, fmt.Sprintf("the result of %s(%s)", tool, substr), func() bool {
		for _, c := range sb.Mock.CallsTo(tool, substr) {
			if r, ok := sb.Mock.Result(c.ID); ok {
				call, res = c, r
				return true
			}
		}
		return false
	})
	return call, res
}

// HookDenial is the prefix Claude Code puts before a PreToolUse deny reason
// when the hook exits 2 (and, in the session-team era, for a JSON deny too).
func HookDenial(tool string) string { return "PreToolUse:" + tool + " hook error: " }

// JSONDenialPrefix is what the model sees before the reason of a JSON
// (permissionDecision deny) PreToolUse denial: HookDenial(tool) in the
// session-team era, except for SendMessage, whose reason comes bare; the
// TeamCreate era (2.1.177) sends every JSON denial's reason bare.
func (s *Suite) JSONDenialPrefix(tool string) string {
	if s.Era() == TeamCreateEra || tool == "SendMessage" {
		return ""
	}
	return HookDenial(tool)
}

// isHookDenial tells a hook's denial from a tool's own error: the reason
// follows HookDenial, or comes bare and starts with "teamctl " (every
// teamctl hook's reason does).
func isHookDenial(res mockapi.ToolResult) bool {
	return res.IsError && (strings.Contains(res.Content, "hook error") || strings.HasPrefix(res.Content, "teamctl "))
}

// ExpectDenied waits for tool(substr) and checks a hook denied it with a
// reason containing reasonPart, shown the way this era shows a JSON deny.
func (sb *Sandbox) ExpectDenied(tool, substr, reasonPart string) mockapi.ToolResult {
	sb.T.Helper()
	_, res := sb.WaitResult(60*time.Second, tool, substr)
	prefixed := strings.HasPrefix(res.Content, sb.Suite.JSONDenialPrefix(tool))
	if !res.IsError || !prefixed || !isHookDenial(res) || !strings.Contains(res.Content, reasonPart) {
		sb.T.Errorf("%s(%s): want a hook denial mentioning %q, got is_error=%v %q", tool, substr, reasonPart, res.IsError, res.Content)
	}
	return res
}

// ExpectAllowed waits for tool(substr) and checks no hook denied it.
func (sb *Sandbox) ExpectAllowed(tool, substr string) mockapi.ToolResult {
	sb.T.Helper()
	_, res := sb.WaitResult(60*time.Second, tool, substr)
	if isHookDenial(res) {
		sb.T.Errorf("%s(%s): want it allowed, got is_error=%v %q", tool, substr, res.IsError, res.Content)
	}
	return res
}

func (sb *Sandbox) cleanup() {
	for _, s := range sb.sessions {
		s.stop()
	}
	if sb.Mock != nil {
		sb.Mock.Close()
	}
	if sb.T.Failed() {
		sb.T.Log(sb.Diagnostics())
	}
	if sb.Suite.RecordDir != "" {
		if err := sb.Record(sb.Suite.RecordDir); err != nil {
			sb.T.Errorf("recording hook inputs: %v", err)
		}
	}
	if sb.Suite.Keep {
		sb.T.Logf("sandbox kept at %s", sb.Root)
		return
	}
	os.RemoveAll(sb.Root)
}

// Diagnostics summarises the mock's requests, the hook calls and the last
// pane screens: what a failed scenario's log should show.
func (sb *Sandbox) Diagnostics() string {
	var b strings.Builder
	fmt.Fprintf(&b, "sandbox %s\n-- mock requests (seq sub rule step reply | prompt)\n", sb.Root)
	for _, r := range sb.Mock.Requests() {
		prompt := r.Prompt
		if len(prompt) > 100 {
			prompt = prompt[:100] + "…"
		}
		fmt.Fprintf(&b, "%3d %-5v %-20s %2d %v | %q\n", r.Seq, r.Sub, r.Rule, r.Step, r.Reply, prompt)
	}
	b.WriteString("-- tool calls the mock sent, and what came back\n")
	for _, c := range sb.Mock.Calls() {
		in := string(c.Input)
		if len(in) > 100 {
			in = in[:100] + "…"
		}
		res := "(no result yet)"
		if r, ok := sb.Mock.Result(c.ID); ok {
			res = r.Content
			if len(res) > 300 {
				res = res[:300] + "…"
			}
			if r.IsError {
				res = "ERROR " + res
			}
		}
		fmt.Fprintf(&b, "%s %s %s\n    → %q\n", c.ID, c.Name, in, res)
	}
	b.WriteString("-- hook calls\n")
	for _, h := range sb.HookCalls() {
		b.WriteString(h.Summary())
		b.WriteByte('\n')
	}
	for _, s := range sb.sessions {
		fmt.Fprintf(&b, "-- pane %s (last screen)\n%s\n", s.Name, s.lastScreen)
	}
	return b.String()
}

package wiring

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// The launcher (scripts/plugin-hook) is run here the way Claude Code runs
// it: exec form, the script as the command, the hook name as the argument,
// the hook input on stdin. A fake go toolchain stands in for the build: it
// counts its runs, can be slow or fail, and writes a small script per
// binary that prints its name, its arguments and its stdin.

const fakeGo = `#!/bin/sh
echo run >>"$FAKE_GO_RUNS"
[ -n "$FAKE_GO_SLEEP" ] && sleep "$FAKE_GO_SLEEP"
if [ -n "$FAKE_GO_FAIL" ]; then echo "compile error" >&2; exit 1; fi
out=
while [ $# -gt 0 ]; do
	case $1 in -o) out=$2; shift ;; esac
	shift
done
for n in teamctl leader-guard artifact-guard message-guard team-events; do
	printf '#!/bin/sh\necho "%s $*"\ncat\nexit ${FAKE_HOOK_EXIT:-0}\n' "$n" >"$out/$n"
	chmod +x "$out/$n"
done
`

type launcherEnv struct {
	t      *testing.T
	root   string // the plugin root holding scripts/plugin-hook
	data   string // CLAUDE_PLUGIN_DATA
	runs   string // the fake go's run counter
	goPath string
	shell  string // "" runs the script itself (its #!/bin/sh line)
	extra  []string
}

func newLauncherEnv(t *testing.T, shell string) *launcherEnv {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the launcher is a POSIX shell script")
	}
	dir := t.TempDir()
	e := &launcherEnv{t: t, root: filepath.Join(dir, "plugin root"), data: filepath.Join(dir, "data"),
		runs: filepath.Join(dir, "runs"), goPath: filepath.Join(dir, "go"), shell: shell}
	script, err := os.ReadFile(filepath.Join(repoRoot(t), Launcher))
	if err != nil {
		t.Fatal(err)
	}
	write := func(path, content string, mode os.FileMode) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), mode); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(e.root, Launcher), string(script), 0o755)
	write(filepath.Join(e.root, ".claude-plugin", "plugin.json"), `{"name":"teamctl","version":"9.8.7"}`, 0o644)
	write(e.goPath, fakeGo, 0o755)
	return e
}

type launchResult struct {
	code           int
	stdout, stderr string
}

func (e *launcherEnv) run(stdin string, args ...string) launchResult {
	e.t.Helper()
	script := filepath.Join(e.root, Launcher)
	var cmd *exec.Cmd
	if e.shell == "" {
		cmd = exec.Command(script, args...)
	} else {
		cmd = exec.Command(e.shell, append([]string{script}, args...)...)
	}
	cmd.Env = append([]string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + filepath.Dir(e.data),
		"CLAUDE_PLUGIN_DATA=" + e.data,
		"TEAMCTL_GO=" + e.goPath,
		"FAKE_GO_RUNS=" + e.runs,
	}, e.extra...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		code = exit.ExitCode()
	} else if err != nil {
		e.t.Fatal(err)
	}
	return launchResult{code, out.String(), errb.String()}
}

func (e *launcherEnv) goRuns() int {
	data, err := os.ReadFile(e.runs)
	if errors.Is(err, os.ErrNotExist) {
		return 0
	}
	if err != nil {
		e.t.Fatal(err)
	}
	return strings.Count(string(data), "run\n")
}

// waitBuilt waits for a background build to finish (its lock to go).
func (e *launcherEnv) waitBuilt() {
	e.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		locks, _ := filepath.Glob(filepath.Join(e.data, "build", "*.lock"))
		bins, _ := filepath.Glob(filepath.Join(e.data, "build", "*", "teamctl"))
		if len(locks) == 0 && len(bins) > 0 {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	e.t.Fatal("the background build did not finish")
}

// shells lists the shells the launcher must work under: its own #!/bin/sh
// and every POSIX shell found here.
func shells() []string {
	list := []string{""}
	for _, s := range []string{"dash", "bash", "busybox", "zsh", "ksh", "mksh"} {
		if p, err := exec.LookPath(s); err == nil {
			if s == "busybox" {
				continue // needs "busybox sh"; exercised where busybox is /bin/sh
			}
			list = append(list, p)
		}
	}
	return list
}

func shellName(s string) string {
	if s == "" {
		return "shebang"
	}
	return filepath.Base(s)
}

func TestLauncherBuildsOnFirstUseThenExecs(t *testing.T) {
	for _, sh := range shells() {
		t.Run(shellName(sh), func(t *testing.T) {
			e := newLauncherEnv(t, sh)
			r := e.run(`{"hook_event_name":"PreToolUse"}`, "leader-guard", "--strict")
			if r.code != 0 || r.stdout != "leader-guard --strict\n{\"hook_event_name\":\"PreToolUse\"}" {
				t.Fatalf("first call: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
			}
			// Built once, then the binary runs without another build;
			// every binary came out of the one build.
			r = e.run("x", "team-events")
			if r.code != 0 || r.stdout != "team-events \nx" {
				t.Fatalf("second call: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
			}
			if n := e.goRuns(); n != 1 {
				t.Errorf("go ran %d times, want 1", n)
			}
			// The hook's own exit status comes through, 2 included (the
			// TeammateIdle "keep working").
			e.extra = []string{"FAKE_HOOK_EXIT=2"}
			if r = e.run("", "team-events"); r.code != 2 {
				t.Errorf("hook exit 2 came out as %d", r.code)
			}
			// The build folder is named after the plugin root, so a
			// plugin update (a new root) builds afresh.
			where := e.run("", "--where")
			if !strings.HasPrefix(where.stdout, filepath.Join(e.data, "build")+"/") || !strings.Contains(where.stdout, "plugin root") {
				t.Errorf("--where printed %q", where.stdout)
			}
		})
	}
}

func TestLauncherPrefersPrebuiltBinaries(t *testing.T) {
	e := newLauncherEnv(t, "")
	bin := filepath.Join(e.root, "bin", "message-guard")
	if err := os.MkdirAll(filepath.Dir(bin), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bin, []byte("#!/bin/sh\necho prebuilt \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	r := e.run("", "message-guard", "a b")
	if r.code != 0 || r.stdout != "prebuilt a b\n" {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	if n := e.goRuns(); n != 0 {
		t.Errorf("go ran %d times with prebuilt binaries", n)
	}
}

// Every hook of a tool call fires at once on first use: one build, every
// call gets its binary, none sees half a file, none exits 2.
func TestLauncherConcurrentFirstUseBuildsOnce(t *testing.T) {
	e := newLauncherEnv(t, "")
	e.extra = []string{"FAKE_GO_SLEEP=1"}
	const n = 12
	names := []string{"leader-guard", "artifact-guard", "message-guard", "team-events"}
	results := make([]launchResult, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = e.run(fmt.Sprintf("input %d", i), names[i%len(names)])
		}()
	}
	wg.Wait()
	for i, r := range results {
		want := names[i%len(names)] + " \n" + fmt.Sprintf("input %d", i)
		if r.code != 0 || r.stdout != want {
			t.Errorf("call %d: exit %d, stdout %q, stderr %q", i, r.code, r.stdout, r.stderr)
		}
	}
	if got := e.goRuns(); got != 1 {
		t.Errorf("go ran %d times, want 1", got)
	}
}

func TestLauncherFailsOpenWithOneLine(t *testing.T) {
	t.Run("no go", func(t *testing.T) {
		e := newLauncherEnv(t, "")
		e.goPath = filepath.Join(t.TempDir(), "missing-go")
		r := e.run("{}", "leader-guard")
		if r.code != 1 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 ||
			!strings.Contains(r.stderr, "https://go.dev/dl") || !strings.Contains(r.stderr, "went on unchecked") ||
			!strings.HasPrefix(r.stderr, "teamctl leader-guard: ") {
			t.Errorf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
		}
		// At startup the user is told, in a systemMessage, and the
		// session starts normally.
		r = e.run("{}", PrepareArg)
		if r.code != 0 || !strings.HasPrefix(r.stdout, `{"systemMessage":"teamctl plugin: the guards are OFF: no prebuilt binaries`) {
			t.Errorf("--prepare: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
		}
	})
	t.Run("build fails", func(t *testing.T) {
		e := newLauncherEnv(t, "")
		e.extra = []string{"FAKE_GO_FAIL=1"}
		r := e.run("{}", "artifact-guard")
		if r.code != 1 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "build failed") {
			t.Errorf("exit %d, stderr %q", r.code, r.stderr)
		}
		// Later calls do not rebuild on every tool call...
		r = e.run("{}", "artifact-guard")
		if r.code != 1 || e.goRuns() != 1 {
			t.Errorf("second call: exit %d, go runs %d (want 1 and 1), stderr %q", r.code, e.goRuns(), r.stderr)
		}
		// ...a new session retries, and a fixed build then serves.
		e.extra = nil
		r = e.run("", PrepareArg)
		if r.code != 0 || !strings.Contains(r.stdout, `"systemMessage":"teamctl plugin: building`) {
			t.Errorf("--prepare: exit %d, stdout %q", r.code, r.stdout)
		}
		e.waitBuilt()
		if r = e.run("in", "artifact-guard"); r.code != 0 || r.stdout != "artifact-guard \nin" {
			t.Errorf("after the retry: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
		}
	})
	t.Run("build outlasts the wait", func(t *testing.T) {
		e := newLauncherEnv(t, "")
		e.extra = []string{"FAKE_GO_SLEEP=2", "TEAMCTL_PLUGIN_WAIT=0"}
		r := e.run("{}", "leader-guard")
		if r.code != 1 || !strings.Contains(r.stderr, "still building") {
			t.Errorf("exit %d, stderr %q", r.code, r.stderr)
		}
		// The build went on without the hook that started it.
		e.waitBuilt()
		e.extra = nil
		if r = e.run("", "leader-guard"); r.code != 0 || e.goRuns() != 1 {
			t.Errorf("after the build: exit %d, go runs %d, stderr %q", r.code, e.goRuns(), r.stderr)
		}
	})
	t.Run("stale lock", func(t *testing.T) {
		e := newLauncherEnv(t, "")
		where := strings.TrimSpace(e.run("", "--where").stdout)
		if err := os.MkdirAll(where+".lock", 0o755); err != nil {
			t.Fatal(err)
		}
		// A pid above the kernel's maximum: the builder is gone.
		if err := os.WriteFile(filepath.Join(where+".lock", "pid"), []byte("4194399\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if r := e.run("", "leader-guard"); r.code != 0 {
			t.Errorf("exit %d, stderr %q", r.code, r.stderr)
		}
	})
	t.Run("bad usage", func(t *testing.T) {
		e := newLauncherEnv(t, "")
		for _, args := range [][]string{nil, {"--frobnicate"}, {"../etc/passwd"}} {
			if r := e.run("", args...); r.code != 1 || strings.Count(r.stderr, "\n") != 1 {
				t.Errorf("%q: exit %d, stderr %q", args, r.code, r.stderr)
			}
		}
	})
}

// BenchmarkLauncherOverhead compares running a binary through the
// launcher (built binary found in the data folder) with running it
// directly. The difference is what the plugin adds to every hook call.
func BenchmarkLauncherOverhead(b *testing.B) {
	dir := b.TempDir()
	root := filepath.Join(dir, "root")
	script, err := os.ReadFile(filepath.Join("../..", Launcher))
	if err != nil {
		b.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(root, "scripts"), 0o755); err != nil {
		b.Fatal(err)
	}
	launcher := filepath.Join(root, Launcher)
	if err := os.WriteFile(launcher, script, 0o755); err != nil {
		b.Fatal(err)
	}
	truePath, err := exec.LookPath("true")
	if err != nil {
		b.Skip("no true binary")
	}
	data := filepath.Join(dir, "data")
	where, err := exec.Command("env", "CLAUDE_PLUGIN_DATA="+data, launcher, "--where").Output()
	if err != nil {
		b.Fatal(err)
	}
	built := strings.TrimSpace(string(where))
	if err := os.MkdirAll(built, 0o755); err != nil {
		b.Fatal(err)
	}
	target := filepath.Join(built, "leader-guard")
	raw, err := os.ReadFile(truePath)
	if err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(target, raw, 0o755); err != nil {
		b.Fatal(err)
	}
	env := []string{"CLAUDE_PLUGIN_DATA=" + data, "PATH=" + os.Getenv("PATH")}
	b.Run("direct", func(b *testing.B) {
		for b.Loop() {
			cmd := exec.Command(target)
			cmd.Env = env
			if err := cmd.Run(); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("launcher", func(b *testing.B) {
		for b.Loop() {
			cmd := exec.Command(launcher, "leader-guard")
			cmd.Env = env
			if err := cmd.Run(); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// In a git checkout (a project wiring its hooks to the clone) the build is
// keyed by the commit: a new commit builds afresh and the old build goes.
func TestLauncherRebuildsOnNewCommit(t *testing.T) {
	e := newLauncherEnv(t, "")
	write := func(path, content string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(e.root, ".git", "HEAD"), "ref: refs/heads/main\n")
	write(filepath.Join(e.root, ".git", "refs", "heads", "main"), "0123456789abcdef0123456789abcdef01234567\n")
	if r := e.run("", "leader-guard"); r.code != 0 {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	first := strings.TrimSpace(e.run("", "--where").stdout)
	if !strings.HasSuffix(first, "@0123456789ab") {
		t.Errorf("build folder %s is not keyed by the commit", first)
	}
	if r := e.run("", "leader-guard"); r.code != 0 || e.goRuns() != 1 {
		t.Fatalf("same commit rebuilt: exit %d, go runs %d", r.code, e.goRuns())
	}
	write(filepath.Join(e.root, ".git", "refs", "heads", "main"), "fedcba9876543210fedcba9876543210fedcba98\n")
	if r := e.run("", "leader-guard"); r.code != 0 || e.goRuns() != 2 {
		t.Fatalf("new commit: exit %d, go runs %d, stderr %q", r.code, e.goRuns(), r.stderr)
	}
	if _, err := os.Stat(first); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the old commit's build %s is still there (%v)", first, err)
	}
	// A detached HEAD holds the commit itself.
	write(filepath.Join(e.root, ".git", "HEAD"), "1111111111112222222222\n")
	if where := e.run("", "--where").stdout; !strings.HasSuffix(strings.TrimSpace(where), "@111111111111") {
		t.Errorf("detached HEAD: %q", where)
	}
}

// fakeBinary writes a script that prints its name, arguments and stdin.
func fakeBinary(t *testing.T, path, name string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(fmt.Sprintf("#!/bin/sh\necho \"%s $*\"\ncat\n", name)), 0o755); err != nil {
		t.Fatal(err)
	}
}

// The npm platform package Claude Code's npm ci installed serves every
// hook and the CLI, with no Go toolchain and no build; the startup hook is
// then silent unless agent teams are off, when it gives the settings line.
func TestLauncherRunsTheNpmPlatformPackage(t *testing.T) {
	e := newLauncherEnv(t, "")
	e.goPath = filepath.Join(t.TempDir(), "missing-go")
	pkg := filepath.Join(e.root, "node_modules", "@teamctl", "teamctl-"+runtime.GOOS+"-x64", "bin")
	for _, n := range []string{"teamctl", "leader-guard", "artifact-guard", "message-guard", "team-events"} {
		fakeBinary(t, filepath.Join(pkg, n), "npm "+n)
	}
	r := e.run("the input", "leader-guard", "--strict")
	if r.code != 0 || r.stdout != "npm leader-guard --strict\nthe input" || r.stderr != "" {
		t.Errorf("leader-guard: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	if e.goRuns() != 0 {
		t.Error("go ran although the npm package has the binaries")
	}
	e.extra = []string{"CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS=1"}
	if r := e.run("", PrepareArg); r.code != 0 || r.stdout != "" {
		t.Errorf("--prepare with teams on: exit %d, stdout %q", r.code, r.stdout)
	}
	e.extra = nil
	r = e.run("", PrepareArg)
	var msg struct{ SystemMessage string }
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &msg) != nil ||
		!strings.Contains(msg.SystemMessage, `"env": {"CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS": "1"}`) {
		t.Errorf("--prepare with teams off: exit %d, stdout %q", r.code, r.stdout)
	}
	if r := e.run("", "--where"); r.stdout != pkg+"\n" {
		t.Errorf("--where = %q, want %q", r.stdout, pkg)
	}

	// bin/teamctl, the plugin's command on the Bash tool's PATH, runs the
	// same CLI; a prebuilt bin/teamctl.bin comes first.
	shim, err := os.ReadFile(filepath.Join(repoRoot(t), "bin", "teamctl"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(e.root, "bin", "teamctl"), shim, 0o755); err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	} else if err != nil {
		if err := os.MkdirAll(filepath.Join(e.root, "bin"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(e.root, "bin", "teamctl"), shim, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	runShim := func() string {
		t.Helper()
		cmd := exec.Command(filepath.Join(e.root, "bin", "teamctl"), "history", "check", "x y")
		cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + filepath.Dir(e.data), "TEAMCTL_GO=" + e.goPath}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("bin/teamctl: %v\n%s", err, out)
		}
		return string(out)
	}
	if got := runShim(); got != "npm teamctl history check x y\n" {
		t.Errorf("bin/teamctl ran %q", got)
	}
	fakeBinary(t, filepath.Join(e.root, "bin", "teamctl.bin"), "prebuilt teamctl")
	if got := runShim(); got != "prebuilt teamctl history check x y\n" {
		t.Errorf("bin/teamctl with bin/teamctl.bin ran %q", got)
	}
}

// With the plugin's strict option, a guard that cannot run denies (valid
// PreToolUse JSON, exit 0) instead of failing open; team-events, no guard,
// still fails open; TEAMCTL_STRICT=0 turns it off.
func TestLauncherStrictFailsClosed(t *testing.T) {
	e := newLauncherEnv(t, "")
	e.goPath = filepath.Join(t.TempDir(), "missing-go")
	e.extra = []string{"CLAUDE_PLUGIN_OPTION_STRICT=true"}
	for _, name := range []string{"leader-guard", "artifact-guard", "message-guard"} {
		r := e.run("{}", name)
		var out struct {
			HookSpecificOutput struct {
				HookEventName, PermissionDecision, PermissionDecisionReason string
			}
		}
		if r.code != 0 || json.Unmarshal([]byte(r.stdout), &out) != nil || out.HookSpecificOutput.PermissionDecision != "deny" ||
			out.HookSpecificOutput.HookEventName != "PreToolUse" ||
			!strings.Contains(out.HookSpecificOutput.PermissionDecisionReason, "strict mode fails closed") ||
			strings.Contains(out.HookSpecificOutput.PermissionDecisionReason, "went on unchecked") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", name, r.code, r.stdout, r.stderr)
		}
	}
	if r := e.run("{}", "team-events"); r.code != 1 || r.stdout != "" {
		t.Errorf("team-events in strict mode: exit %d, stdout %q", r.code, r.stdout)
	}
	if r := e.run("", PrepareArg); r.code != 0 || !strings.Contains(r.stdout, "strict mode is on") {
		t.Errorf("--prepare in strict mode: exit %d, stdout %q", r.code, r.stdout)
	}
	e.extra = []string{"CLAUDE_PLUGIN_OPTION_STRICT=true", "TEAMCTL_STRICT=0"}
	if r := e.run("{}", "leader-guard"); r.code != 1 || r.stdout != "" {
		t.Errorf("TEAMCTL_STRICT=0 over the option: exit %d, stdout %q", r.code, r.stdout)
	}
	e.extra = []string{"CLAUDE_PLUGIN_OPTION_STRICT=false"}
	if r := e.run("{}", "leader-guard"); r.code != 1 || r.stdout != "" {
		t.Errorf("strict=false: exit %d, stdout %q", r.code, r.stdout)
	}
}

//go:build !windows

// Package nogo proves the routes that install teamctl without a Go
// toolchain: the release's npm packages, published to a real local npm
// registry (Verdaccio on 127.0.0.1), installed with npm and run through the
// teamctl shim; a release archive; and the Claude Code plugin, whose
// package.json and lockfile make the real claude fetch the platform package
// with npm ci, so the guards work at the first session with no build, and
// teamctl runs from the model's Bash tool (the plugin's bin/ on its PATH).
// The start-team skill is offered to the model, and the commands its file
// lists, run in order by the leader, succeed under the guards.
//
// Heavy (a release build, Verdaccio, two claude sessions): it runs only
// with TEAMCTL_E2E=1 and TEAMCTL_E2E_NOGO=1 (`make nogo`, part of `make
// test`).
package nogo

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/harness"
	"github.com/teamctl/teamctl/e2e/mockapi"
	"github.com/teamctl/teamctl/internal/hook"
)

const version = "0.1.0" // .claude-plugin/plugin.json's, what release.sh stamps

type world struct {
	t        *testing.T
	root     string // the module root
	dist     string // release.sh output
	tmp      string
	registry string // http://127.0.0.1:PORT/
	path     string // PATH without Go
	npmEnv   []string
}

func TestInstallWithoutGo(t *testing.T) {
	if os.Getenv("TEAMCTL_E2E") != "1" || os.Getenv("TEAMCTL_E2E_NOGO") != "1" {
		t.Skip("set TEAMCTL_E2E=1 TEAMCTL_E2E_NOGO=1 (make nogo) to install teamctl without Go through a local npm registry")
	}
	if runtime.GOARCH != "amd64" && runtime.GOARCH != "arm64" {
		t.Skip("no release for " + runtime.GOARCH)
	}
	w := setUp(t)
	t.Run("npm", w.npmRoute)
	t.Run("archive", w.archiveRoute)
	t.Run("plugin", w.pluginRoute)
}

func setUp(t *testing.T) *world {
	root, err := harness.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	w := &world{t: t, root: root, tmp: t.TempDir()}
	w.dist = filepath.Join(w.tmp, "dist")

	// A release of this platform only: the other five are the same script
	// with other GOOS/GOARCH (make cross builds them all).
	start := time.Now()
	cmd := exec.Command("sh", "scripts/release.sh", w.dist)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "PLATFORMS="+runtime.GOOS+"/"+runtime.GOARCH, "VERSION="+version)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("release.sh: %v\n%s", err, out)
	}
	t.Logf("release built in %v", time.Since(start).Round(time.Second))

	// PATH without any folder that holds a go command, and nothing found
	// by name.
	var dirs []string
	for _, d := range filepath.SplitList(os.Getenv("PATH")) {
		if _, err := os.Stat(filepath.Join(d, "go")); err == nil {
			continue
		}
		dirs = append(dirs, d)
	}
	w.path = strings.Join(dirs, string(os.PathListSeparator))
	if p, err := lookPath("go", w.path); err == nil {
		t.Fatalf("go still on the Go-less PATH: %s", p)
	}

	w.startRegistry()
	for _, tgz := range mustGlob(t, filepath.Join(w.dist, "npm", "*.tgz")) {
		w.npm(w.tmp, "publish", tgz)
	}
	return w
}

func lookPath(name, path string) (string, error) {
	for _, d := range filepath.SplitList(path) {
		p := filepath.Join(d, name)
		if st, err := os.Stat(p); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", os.ErrNotExist
}

func mustGlob(t *testing.T, pattern string) []string {
	t.Helper()
	m, _ := filepath.Glob(pattern)
	if len(m) == 0 {
		t.Fatalf("nothing matches %s", pattern)
	}
	return m
}

// startRegistry runs Verdaccio on a free 127.0.0.1 port, its storage in the
// test's temp folder, accepting anonymous publishes and no uplinks (nothing
// comes from the internet).
func (w *world) startRegistry() {
	t := w.t
	out, err := exec.Command("sh", filepath.Join(w.root, "e2e", "install-verdaccio.sh")).Output()
	if err != nil {
		t.Fatalf("install-verdaccio.sh: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	verdaccio := lines[len(lines)-1]
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	dir := filepath.Join(w.tmp, "registry")
	if err := os.MkdirAll(filepath.Join(dir, "storage"), 0o755); err != nil {
		t.Fatal(err)
	}
	config := fmt.Sprintf(`storage: %s/storage
auth:
  htpasswd:
    file: %s/htpasswd
    max_users: -1
uplinks: {}
packages:
  '**':
    access: $all
    publish: $anonymous
max_body_size: 200mb
log: {type: stdout, format: pretty, level: warn}
`, dir, dir)
	if err := os.WriteFile(filepath.Join(dir, "config.yaml"), []byte(config), 0o644); err != nil {
		t.Fatal(err)
	}
	logf, err := os.Create(filepath.Join(dir, "verdaccio.log"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(verdaccio, "--config", filepath.Join(dir, "config.yaml"), "--listen", addr)
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		logf.Close()
	})
	w.registry = "http://" + addr + "/"
	deadline := time.Now().Add(60 * time.Second)
	for {
		resp, err := http.Get(w.registry + "-/ping")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				break
			}
		}
		if time.Now().After(deadline) {
			b, _ := os.ReadFile(filepath.Join(dir, "verdaccio.log"))
			t.Fatalf("verdaccio did not answer on %s: %v\n%s", addr, err, b)
		}
		time.Sleep(200 * time.Millisecond)
	}
	npmrc := filepath.Join(w.tmp, "npmrc")
	if err := os.WriteFile(npmrc, []byte("registry="+w.registry+"\n//"+addr+"/:_authToken=e2e\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(w.tmp, "npm-home")
	if err := os.MkdirAll(home, 0o755); err != nil {
		t.Fatal(err)
	}
	w.npmEnv = []string{
		"HOME=" + home, "PATH=" + w.path, "NPM_CONFIG_USERCONFIG=" + npmrc,
		"npm_config_registry=" + w.registry, "npm_config_cache=" + filepath.Join(w.tmp, "npm-cache"),
		"npm_config_update_notifier=false", "npm_config_audit=false", "npm_config_fund=false",
	}
}

// run runs a command with the Go-less environment (plus extra) and returns
// its output; failure fails the test.
func (w *world) run(dir string, extra []string, name string, args ...string) string {
	w.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(append([]string{}, w.npmEnv...), extra...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		w.t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out.String())
	}
	return out.String()
}

func (w *world) npm(dir string, args ...string) string {
	w.t.Helper()
	npm, err := lookPath("npm", w.path)
	if err != nil {
		w.t.Fatal("npm not found")
	}
	return w.run(dir, nil, npm, append(args, "--loglevel=error")...)
}

var versionLine = regexp.MustCompile(`teamctl ` + regexp.QuoteMeta(version) + ` \(commit [0-9a-f]{12}(-dirty)?, \d{4}-\d\d-\d\dT[^,]+, go1\.\S+ ` + runtime.GOOS + `/` + runtime.GOARCH + `\)`)

// checkInstall runs teamctl install --project in a fresh project with the
// given teamctl, checks every hook is wired to a binary inside wantDir, and
// feeds one of them a hook input.
func (w *world) checkInstall(teamctl, wantDir, wantVersion string) {
	t := w.t
	project := filepath.Join(t.TempDir(), "project")
	home := filepath.Join(t.TempDir(), "home")
	for _, d := range []string{project, home} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	env := []string{"HOME=" + home, "CLAUDE_PROJECT_DIR=" + project}
	w.run(project, env, teamctl, "install", "--project")
	settings, err := os.ReadFile(filepath.Join(project, ".claude", "settings.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"leader-guard", "artifact-guard", "message-guard", "team-events"} {
		if !bytes.Contains(settings, []byte(filepath.Join(wantDir, name))) {
			t.Errorf("settings.json does not wire %s from %s:\n%s", name, wantDir, settings)
		}
	}
	// A hook call: a Write in a project with no team has nothing to guard.
	guard := filepath.Join(wantDir, "leader-guard")
	cmd := exec.Command(guard)
	cmd.Env = append([]string{"PATH=" + w.path}, env...)
	cmd.Stdin = strings.NewReader(`{"session_id":"s1","cwd":"` + project + `","hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{"file_path":"` + project + `/a.txt","content":"x"}}`)
	out, err := cmd.CombinedOutput()
	if err != nil || strings.Contains(string(out), `"deny"`) {
		t.Errorf("leader-guard on a Write with no team: %v\n%s", err, out)
	}
	if v, err := exec.Command(guard, "--version").Output(); err != nil || !regexp.MustCompile(`^leader-guard `+regexp.QuoteMeta(wantVersion)+` `).Match(v) {
		t.Errorf("leader-guard --version: %v %q", err, v)
	}
}

// npm install -g teamctl (into a temp prefix), npx teamctl version,
// teamctl install --project and a hook call, with no Go anywhere.
func (w *world) npmRoute(t *testing.T) {
	w.t = t
	prefix := filepath.Join(t.TempDir(), "prefix")
	w.npm(w.tmp, "install", "-g", "--prefix", prefix, "teamctl")
	teamctl := filepath.Join(prefix, "bin", "teamctl")
	out := w.run(w.tmp, nil, teamctl, "version")
	if !versionLine.MatchString(out) {
		t.Errorf("teamctl version (npm -g) = %q, want %s", out, versionLine)
	}
	npx, err := lookPath("npx", w.path)
	if err != nil {
		t.Fatal("npx not found")
	}
	out = w.run(t.TempDir(), nil, npx, "--yes", "teamctl", "version")
	if !versionLine.MatchString(out) {
		t.Errorf("npx teamctl version = %q", out)
	}
	pkgBin := filepath.Join(prefix, "lib", "node_modules", "teamctl", "node_modules", "@teamctl", "teamctl-"+npmOS()+"-"+npmCPU(), "bin")
	if _, err := os.Stat(pkgBin); err != nil {
		// npm may hoist the optional dependency next to teamctl.
		pkgBin = filepath.Join(prefix, "lib", "node_modules", "@teamctl", "teamctl-"+npmOS()+"-"+npmCPU(), "bin")
	}
	w.checkInstall(teamctl, pkgBin, version)
}

// The release archive: unpack, run, install.
func (w *world) archiveRoute(t *testing.T) {
	w.t = t
	dir := t.TempDir()
	name := "teamctl_" + version + "_" + runtime.GOOS + "_" + runtime.GOARCH
	sums, err := os.ReadFile(filepath.Join(w.dist, "checksums.txt"))
	if err != nil || !bytes.Contains(sums, []byte("  "+name+".tar.gz\n")) {
		t.Fatalf("checksums.txt lacks %s: %v\n%s", name, err, sums)
	}
	w.run(w.dist, nil, "sha256sum", "-c", "checksums.txt")
	w.run(dir, nil, "tar", "-xzf", filepath.Join(w.dist, name+".tar.gz"))
	teamctl := filepath.Join(dir, name, "teamctl")
	if out := w.run(dir, nil, teamctl, "version"); !versionLine.MatchString(out) {
		t.Errorf("teamctl version (archive) = %q", out)
	}
	w.checkInstall(teamctl, filepath.Join(dir, name), version)
}

func npmOS() string { return runtime.GOOS }
func npmCPU() string {
	if runtime.GOARCH == "amd64" {
		return "x64"
	}
	return runtime.GOARCH
}

// copyCheckout copies the files git tracks (and new ones not ignored), as a
// marketplace would hold them: no bin/ binaries, no build output.
func copyCheckout(t *testing.T, root, dst string) {
	t.Helper()
	out, err := exec.Command("git", "-C", root, "ls-files", "-co", "--exclude-standard", "-z").Output()
	if err != nil {
		t.Fatalf("git ls-files: %v", err)
	}
	for _, rel := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		if rel == "" || strings.HasPrefix(rel, "e2e/") || strings.HasPrefix(rel, "testdata/") {
			continue
		}
		src := filepath.Join(root, rel)
		st, err := os.Stat(src)
		if err != nil || !st.Mode().IsRegular() {
			continue
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
}

// The plugin from the release's marketplace: the plugin is the npm package
// @teamctl/claude-plugin, whose package.json and lockfile name the platform
// packages; the real claude fetches it into its plugin cache and runs npm ci
// there against the local registry (a directory marketplace would be served
// in place, with no npm ci), and the first session has working guards, no build, teamctl on
// the Bash tool's PATH and the start-team skill, whose commands succeed.
func (w *world) pluginRoute(t *testing.T) {
	w.t = t
	// The release's second step: lock the plugin package against the
	// registry the platform packages are on, pack it and publish it.
	w.run(w.root, nil, "sh", filepath.Join(w.root, "scripts", "release-plugin.sh"), w.dist)
	for _, tgz := range mustGlob(t, filepath.Join(w.dist, "npm-plugin", "*.tgz")) {
		w.npm(w.tmp, "publish", tgz)
	}
	market := filepath.Join(w.dist, "marketplace")

	suite := harness.NewSuite(t.TempDir())
	suite.Require(t)
	suite.RequireEras(t, []harness.Era{harness.SessionTeamEra})
	sb := suite.NewSandbox(t, harness.Options{
		Eras:     []harness.Era{harness.SessionTeamEra},
		Settings: harness.Settings{Allow: []string{"Bash", "Write", "Edit"}},
		Env: map[string]string{
			"PATH":                  w.path,
			"TEAMCTL_GO":            "/nonexistent/go", // the launcher also probes /usr/local/go/bin and ~/go/bin
			"npm_config_registry":   w.registry,
			"npm_config_cache":      filepath.Join(w.tmp, "npm-cache"),
			"NPM_CONFIG_USERCONFIG": filepath.Join(w.tmp, "npmrc"),
		},
	})
	claude := func(args ...string) {
		t.Helper()
		cmd := exec.Command(suite.Claude, args...)
		cmd.Dir, cmd.Env = sb.Project, sb.Env("default")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("claude %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	claude("plugin", "marketplace", "add", market)
	claude("plugin", "install", "teamctl@teamctl",
		"--config", "decision_log=all", "--config", "strict=false", "--config", "default_pattern=fixed-theme")
	installed := mustGlob(t, filepath.Join(sb.Home, ".claude", "plugins", "cache", "teamctl", "teamctl", "*"))[0]
	npmBin := filepath.Join(installed, "node_modules", "@teamctl", "teamctl-"+npmOS()+"-"+npmCPU(), "bin")
	if st, err := os.Stat(filepath.Join(npmBin, "leader-guard")); err != nil || st.Mode()&0o111 == 0 {
		t.Fatalf("claude's npm ci did not install the platform package into %s: %v", installed, err)
	}

	skill, err := os.ReadFile(filepath.Join(installed, "skills", "start-team", "SKILL.md"))
	if err != nil {
		t.Fatal(err)
	}
	cast := "Nova,Rook,Quill,Ash"
	cmds := harness.SkillCommands(t, skill, map[string]string{
		"<pattern>": "fixed-theme", "<work title>": "A Work Never Used",
		"<leader>,<member 1>,<member 2>,<member 3>": cast,
	})
	steps := []mockapi.Step{bash("teamctl version")}
	for _, c := range cmds {
		steps = append(steps, bash(c))
	}
	steps = append(steps,
		mockapi.Call("Agent", map[string]any{"name": "Rook", "description": "implementer",
			"prompt": "SCN_NOGO_MATE You are Rook, an implementer. Roster: team-lead (leader), Rook, Quill, Ash. " +
				"Report to team-lead with SendMessage, the full text in the message. No character names in commits, code or documents."}),
		mockapi.Call("Write", map[string]any{"file_path": sb.Path("main.go"), "content": "package main\n"}),
	)
	sb.Script(
		mockapi.Rule{Name: "lead", Match: "SCN_NOGO_LEAD", Agent: mockapi.MainAgent, Final: "team started", Steps: steps},
		mockapi.Rule{Name: "mate", Match: "SCN_NOGO_MATE", Agent: mockapi.MainAgent, Final: "ready"},
	)
	s := sb.StartInteractive()
	s.Type("SCN_NOGO_LEAD start the team")

	_, res := sb.WaitResult(90*time.Second, "Bash", "teamctl version")
	if res.IsError || !versionLine.MatchString(res.Content) {
		t.Errorf("teamctl version in the model's Bash: is_error=%v %q", res.IsError, res.Content)
	}
	for _, c := range cmds {
		// The input is matched as JSON text: look the call up by its
		// first words, which have no quotes to escape.
		_, res := sb.WaitResult(60*time.Second, "Bash", strings.Join(strings.Fields(c)[:3], " "))
		if res.IsError || strings.Contains(res.Content, "hook error") {
			t.Errorf("%s: is_error=%v %q", c, res.IsError, res.Content)
		}
	}
	if _, res := sb.WaitResult(60*time.Second, "Agent", "SCN_NOGO_MATE"); res.IsError || !strings.Contains(res.Content, "Spawned successfully") {
		t.Errorf("spawn: is_error=%v %q", res.IsError, res.Content)
	}
	sb.ExpectDenied("Write", "main.go", "fixed-theme")
	s.Exit()

	// The skill was offered to the model.
	offered := false
	for _, r := range sb.Mock.Requests() {
		if bytes.Contains(r.Body, []byte("start-team")) && bytes.Contains(r.Body, []byte("Start an agent team by the project")) {
			offered = true
			break
		}
	}
	if !offered {
		t.Error("no request to the model lists the start-team skill")
	}
	// No source build, ever.
	if m, _ := filepath.Glob(filepath.Join(sb.Home, ".claude", "plugins", "data", "*", "build")); len(m) > 0 {
		t.Errorf("the plugin built from source: %v", m)
	}
	// The guards decided from the first call on, logging every decision
	// (the decision_log option reached them).
	seen := map[string]int{}
	f, err := os.Open(filepath.Join(sb.Home, ".claude", "teamctl", hook.LogFile))
	if err != nil {
		t.Fatalf("no decision log: %v", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var rec hook.Record
		if json.Unmarshal(sc.Bytes(), &rec) == nil && rec.Event == "PreToolUse" {
			seen[rec.Hook+" "+rec.Tool]++
		}
	}
	if seen["leader-guard Bash"] < len(cmds)+1 || seen["artifact-guard Bash"] < len(cmds)+1 || seen["leader-guard Write"] == 0 {
		t.Errorf("decisions logged: %v; want leader-guard and artifact-guard on every Bash call and the Write", seen)
	}
}

func bash(command string) mockapi.Step {
	return mockapi.Call("Bash", map[string]any{"command": command, "description": "run teamctl"})
}

// Package redteam is the differential check of the shell model (make
// redteam): every command the model allows — the public corpus and
// commands generated from the shell grammar — is run with bash in a
// throw-away copy of a fixture repository and home, without network, with
// a timeout, and the check fails if anything changed: a file (content,
// mode, mtime, a new or removed entry) in the repository, its .git (refs,
// config, objects), the home directory or /tmp, or a process left behind.
//
// It runs only with TEAMCTL_REDTEAM=1 (it executes commands). As root it
// puts each command in new network and mount namespaces (unshare -n -m)
// with the sandbox's tmp bind-mounted on /tmp; otherwise it runs without
// them, with no proxy, and says so.
package redteam

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/shell"
	"github.com/teamctl/teamctl/internal/shell/corpus"
	"golang.org/x/sys/unix"
)

const corpusDir = "../../../testdata/shell"

func TestRedteam(t *testing.T) {
	if os.Getenv("TEAMCTL_REDTEAM") != "1" {
		t.Skip("set TEAMCTL_REDTEAM=1 (make redteam): this test runs the commands the model allows")
	}
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	cases, err := corpus.Load(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	var commands []string
	for _, c := range cases {
		commands = append(commands, c.Command)
	}
	gen := Generate(cases, generated(), 1)
	commands = append(commands, gen...)

	root := sandboxRoot(t)
	template := filepath.Join(root, "template")
	makeFixture(t, template)
	iso := isolation()
	t.Logf("isolation: %s", iso)
	// TEAMCTL_REDTEAM_MATCH runs only the commands that hold one of its
	// |-separated parts (a fix checked without the whole run).
	var match []string
	if m := os.Getenv("TEAMCTL_REDTEAM_MATCH"); m != "" {
		match = strings.Split(m, "|")
	}
	seen := map[string]bool{}
	var allowed []string
	for _, cmd := range commands {
		if seen[cmd] || !matchesAny(cmd, match) {
			continue
		}
		seen[cmd] = true
		a := shell.Analyze(cmd, shell.Env{Cwd: "/sandbox/repo", Home: "/sandbox/home", ReadDir: sandboxReadDir(template), Exported: exportedIn(sandboxEnv("/sandbox"))})
		if a.ReadOnly {
			allowed = append(allowed, cmd)
		}
	}
	warmGoTools(t, root, template, allowed)

	ran := 0
	var failures []string
	// A sandbox is reused while commands change nothing in it (nearly
	// always): a fresh copy only after a change.
	var sb string
	var before map[string]entry
	for _, cmd := range allowed {
		start := time.Now()
		if sb == "" {
			sb, before = freshSandbox(t, root, template)
		}
		diff, after := runOne(t, sb, before, cmd, iso)
		before = after
		if diff != "" {
			os.RemoveAll(sb)
			sb = ""
		}
		if d := time.Since(start); d > time.Second {
			t.Logf("slow (%v): %q", d.Round(time.Millisecond), cmd)
		}
		if diff != "" {
			failures = append(failures, fmt.Sprintf("%q\n\t%s", cmd, strings.ReplaceAll(diff, "\n", "\n\t")))
		}
		ran++
	}
	t.Logf("%d commands (%d corpus, %d generated), %d allowed by the model and run, %d changed something",
		len(seen), len(cases), len(gen), ran, len(failures))
	for _, f := range failures {
		t.Errorf("allowed but changed something: %s", f)
	}
}

// goToolName finds the tool of a go tool command line (go tool pprof,
// go tool -n covdata) and go doc, which runs cmd/doc.
var goToolName = regexp.MustCompile(`\bgo\s+(?:tool\s+(?:-\S+\s+)*([a-z][a-z0-9]*)|(doc)\b)`)

// warmGoTools builds, into the run's shared build cache, every go tool the
// commands name. Since Go 1.24 the distribution ships only the tools the
// build needs (compile, link, vet, cover...); go tool pprof and go doc
// build theirs on first use, which takes 19 s on a 2-core machine: past a
// command's 10 s, and a go killed mid-build leaves its work folder in
// TMPDIR, which the check rightly calls a change. Built once here, with no
// time limit, every later use only runs the cached binary.
func warmGoTools(t *testing.T, root, template string, commands []string) {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		return
	}
	tools := map[string]bool{}
	for _, cmd := range commands {
		for _, m := range goToolName.FindAllStringSubmatch(cmd, -1) {
			tools[m[1]+m[2]] = true
		}
	}
	names := make([]string, 0, len(tools))
	for n := range tools {
		names = append(names, n)
	}
	if len(names) == 0 {
		return
	}
	sort.Strings(names)
	sb, _ := freshSandbox(t, root, template)
	defer os.RemoveAll(sb)
	start := time.Now()
	for _, n := range names {
		args := []string{"tool", n, "-h"}
		if n == "doc" {
			args = []string{"doc", "fmt.Println"}
		}
		c := exec.Command("go", args...)
		c.Dir = filepath.Join(sb, "repo")
		c.Env = sandboxEnv(sb)
		// The tools' own answers to -h vary (exit 2, usage on stderr);
		// only the build matters, and a tool that fails to build here
		// fails the same way in the run.
		c.Run()
	}
	t.Logf("go tools built into the shared cache in %v: %s", time.Since(start).Round(time.Millisecond), strings.Join(names, " "))
}

// matchesAny reports whether cmd holds one of parts, or parts is empty.
func matchesAny(cmd string, parts []string) bool {
	for _, p := range parts {
		if strings.Contains(cmd, p) {
			return true
		}
	}
	return len(parts) == 0
}

// sandboxReadDir lists the template's directories under the names the
// model is given (/sandbox/repo, /sandbox/home): the sandboxes are copies
// of it.
func sandboxReadDir(template string) shell.ReadDirFunc {
	return func(dir string) ([]fs.DirEntry, error) {
		rest, ok := strings.CutPrefix(dir, "/sandbox/")
		if !ok {
			return nil, fs.ErrNotExist
		}
		return os.ReadDir(filepath.Join(template, rest))
	}
}

// isolation reports how commands are isolated: "unshare" (new network and
// mount namespaces) or "none".
func isolation() string {
	if os.Geteuid() != 0 {
		return "none"
	}
	if err := exec.Command("unshare", "-n", "-m", "--propagation", "private", "true").Run(); err != nil {
		return "none"
	}
	return "unshare"
}

// freshSandbox copies the template and snapshots the copy.
func freshSandbox(t *testing.T, root, template string) (string, map[string]entry) {
	t.Helper()
	sb, err := os.MkdirTemp(root, "sb-")
	if err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("cp", "-a", template+"/.", sb).CombinedOutput(); err != nil {
		t.Fatalf("copy fixture: %v: %s", err, out)
	}
	// The copy has new inodes: let git refresh its index before the
	// snapshot, so a read-only git command does not look like a change.
	refresh := exec.Command("git", "update-index", "-q", "--refresh")
	refresh.Dir = filepath.Join(sb, "repo")
	refresh.Env = sandboxEnv(sb)
	refresh.Run()
	return sb, snapshot(t, sb)
}

// runOne runs cmd in the sandbox and returns what changed and the new
// snapshot.
func runOne(t *testing.T, sb string, before map[string]entry, cmd, iso string) (string, map[string]entry) {
	t.Helper()
	repo := filepath.Join(sb, "repo")
	script := cmd
	name := "bash"
	args := []string{"--noprofile", "--norc", "-c", script}
	if iso == "unshare" {
		name = "unshare"
		args = []string{"-n", "-m", "--propagation", "private", "bash", "--noprofile", "--norc", "-c",
			`mount --bind "$SB/tmp" /tmp && cd "$SB/repo" || exit 86; exec bash --noprofile --norc -c "$REDTEAM_CMD"`}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c := exec.CommandContext(ctx, name, args...)
	c.Dir = repo
	c.Env = append(sandboxEnv(sb), "SB="+sb, "REDTEAM_CMD="+cmd)
	c.Stdin = strings.NewReader("")
	var out bytes.Buffer
	c.Stdout, c.Stderr = &out, &out
	c.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	// The harness's own deadline stops the whole session: a program
	// bounded by timeout longer than the deadline (timeout 30 ngrep ...)
	// runs in a process group of timeout's own.
	c.Cancel = func() error { killSession(c.Process.Pid); return nil }
	c.WaitDelay = 2 * time.Second
	pidsBefore := livePIDs()
	err := c.Run()
	var problems []string
	if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 86 {
		t.Fatalf("the sandbox did not start: %s", out.String())
	}
	if c.Process != nil {
		// bash does not wait for process substitutions: give what the
		// command started a moment to finish.
		left := leftovers(c.Process.Pid, sb, pidsBefore)
		for i := 0; i < 20 && len(left) > 0; i++ {
			time.Sleep(50 * time.Millisecond)
			left = leftovers(c.Process.Pid, sb, pidsBefore)
		}
		if len(left) > 0 {
			problems = append(problems, "processes left running: "+strings.Join(left, ", "))
			syscall.Kill(-c.Process.Pid, syscall.SIGKILL)
			for _, l := range left {
				if pid, err := strconv.Atoi(strings.Fields(l)[0]); err == nil {
					syscall.Kill(pid, syscall.SIGKILL)
				}
			}
		}
	}
	if ctx.Err() != nil {
		// A command that runs ten seconds is not investigation; it is
		// killed and reported only if it changed something.
		t.Logf("timed out: %q", cmd)
	}
	after := snapshot(t, sb)
	problems = append(problems, compare(before, after, toolCachesOf(cmd))...)
	return strings.Join(problems, "\n"), after
}

// toolCachesOf lists the tool-cache places (shell.ToolCaches) of the
// programs cmd names: a write there by one of them is the tool's own
// business, a write there by anything else is still a change.
func toolCachesOf(cmd string) []string {
	words := strings.FieldsFunc(cmd, func(r rune) bool {
		return !(r == '-' || r == '_' || r == '.' || r == '+' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
	})
	named := map[string]bool{}
	for _, w := range words {
		named[w] = true
	}
	var out []string
	for _, c := range shell.ToolCaches() {
		if named[c.Program] {
			out = append(out, c.Path)
		}
	}
	return out
}

// inCache reports whether rel lies in (or is) one of the places.
func inCache(rel string, places []string) bool {
	parts := strings.Split(rel, "/")
	for _, place := range places {
		pp := strings.Split(place, "/")
		if len(parts) < len(pp) {
			continue
		}
		match := true
		for i, pat := range pp {
			if ok, err := path.Match(pat, parts[i]); err != nil || !ok {
				match = false
				break
			}
		}
		if match {
			return true
		}
	}
	return false
}

// exportedIn answers shell.Env.Exported for the environment env, as
// leader-guard answers it for its own: a name set to a non-empty value.
func exportedIn(env []string) func(string) bool {
	set := map[string]bool{}
	for _, kv := range env {
		if k, v, ok := strings.Cut(kv, "="); ok && v != "" {
			set[k] = true
		}
	}
	return func(name string) bool { return set[name] }
}

func sandboxEnv(sb string) []string {
	path := os.Getenv("PATH")
	return []string{
		"HOME=" + filepath.Join(sb, "home"),
		"PATH=" + path,
		"TMPDIR=" + filepath.Join(sb, "tmp"),
		"LANG=C.UTF-8",
		"TERM=dumb",
		"USER=redteam",
		"GIT_CONFIG_NOSYSTEM=1",
		"GIT_TERMINAL_PROMPT=0",
		"GIT_ALLOW_PROTOCOL=file",
		"GH_NO_UPDATE_NOTIFIER=1",
		"GH_PROMPT_DISABLED=1",
		"NO_COLOR=1",
		"http_proxy=http://127.0.0.1:9",
		"https_proxy=http://127.0.0.1:9",
		"HTTP_PROXY=http://127.0.0.1:9",
		"HTTPS_PROXY=http://127.0.0.1:9",
		"npm_config_offline=true",
		"GOFLAGS=-mod=mod",
		"GOPROXY=off",
		"GOTOOLCHAIN=local",
		// One build cache for the whole run, beside the sandboxes (so
		// outside every snapshot): warmGoTools fills it before the
		// commands run.
		"GOCACHE=" + filepath.Join(filepath.Dir(sb), "gocache"),
		"GOMODCACHE=" + filepath.Join(sb, "tmp", "gomodcache"),
	}
}

// killSession kills every process of the session sid.
func killSession(sid int) {
	syscall.Kill(-sid, syscall.SIGKILL)
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if s, err := unix.Getsid(pid); err == nil && s == sid {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}
}

// livePIDs returns the processes running now.
func livePIDs() map[int]bool {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	pids := make(map[int]bool, len(entries))
	for _, e := range entries {
		if pid, err := strconv.Atoi(e.Name()); err == nil {
			pids[pid] = true
		}
	}
	return pids
}

// leftovers lists processes still in the command's session, or that
// carry the sandbox in their environment or working directory (a process
// that started a session of its own), or that started while it ran and
// were handed to init: a daemon started as another user (service's init
// scripts ran rabbitmqctl through su, which left epmd running with
// neither the session, the environment nor the folder).
func leftovers(sid int, sb string, before map[int]bool) []string {
	mark := []byte("SB=" + sb + "\x00")
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid pgrp session ...
		s := string(stat)
		i := strings.LastIndexByte(s, ')')
		if i < 0 {
			continue
		}
		fields := strings.Fields(s[i+1:])
		if len(fields) < 4 {
			continue
		}
		if fields[0] == "Z" {
			continue
		}
		session, _ := strconv.Atoi(fields[3])
		ppid, _ := strconv.Atoi(fields[1])
		env, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "environ"))
		cwd, _ := os.Readlink(filepath.Join("/proc", e.Name(), "cwd"))
		daemon := before != nil && !before[pid] && ppid == 1
		if session == sid || daemon || bytes.Contains(env, mark) || strings.HasPrefix(cwd+"/", sb+"/") {
			out = append(out, strconv.Itoa(pid)+" "+s[strings.IndexByte(s, '(')+1:i])
		}
	}
	return out
}

// entry is what the snapshot keeps of one file.
type entry struct {
	mode  fs.FileMode
	mtime time.Time
	size  int64
	sum   [32]byte
	link  string
}

// snapshot records every entry under the sandbox (repository with .git,
// home, tmp), except caches Go writes for its own use.
func snapshot(t *testing.T, sb string) map[string]entry {
	t.Helper()
	out := map[string]entry{}
	filepath.WalkDir(sb, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		rel, _ := filepath.Rel(sb, p)
		if rel == "tmp/gomodcache" {
			return filepath.SkipDir
		}
		info, err := os.Lstat(p)
		if err != nil {
			return nil
		}
		e := entry{mode: info.Mode(), size: info.Size()}
		if !info.IsDir() {
			e.mtime = info.ModTime()
		}
		switch {
		case info.Mode()&fs.ModeSymlink != 0:
			e.link, _ = os.Readlink(p)
		case info.Mode().IsRegular():
			if data, err := os.ReadFile(p); err == nil {
				e.sum = sha256.Sum256(data)
			}
		}
		out[rel] = e
		return nil
	})
	return out
}

// holdsCache reports whether a new entry is a folder made only to hold a
// tool-cache place (~/.terraform.d for its checkpoint file).
func holdsCache(rel string, e entry, places []string) bool {
	if !e.mode.IsDir() {
		return false
	}
	for _, place := range places {
		if inCache(place, []string{rel}) && place != rel {
			return true
		}
	}
	return false
}

func compare(before, after map[string]entry, caches []string) []string {
	var out []string
	for p, b := range before {
		if inCache(p, caches) {
			continue
		}
		a, ok := after[p]
		switch {
		case !ok:
			out = append(out, "removed "+p)
		case a != b:
			out = append(out, fmt.Sprintf("changed %s (mode %v→%v, size %d→%d, mtime %v→%v)", p, b.mode, a.mode, b.size, a.size, b.mtime.Format(time.RFC3339Nano), a.mtime.Format(time.RFC3339Nano)))
		}
	}
	for p := range after {
		if _, ok := before[p]; !ok && !inCache(p, caches) && !holdsCache(p, after[p], caches) {
			out = append(out, "created "+p)
		}
	}
	sort.Strings(out)
	return out
}

// makeFixture builds the repository and home every command runs in.
func makeFixture(t *testing.T, dir string) {
	t.Helper()
	repo := filepath.Join(dir, "repo")
	home := filepath.Join(dir, "home")
	files := map[string]string{
		"repo/README.md":                       "# Fixture\n\nA repository for the red-team check.\nhello world\n",
		"repo/go.mod":                          "module example.com/fixture\n\ngo 1.21\n",
		"repo/main.go":                         "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"hello\") // TODO: more\n}\n",
		"repo/src/app/app.go":                  "package app\n\n// Run runs.\nfunc Run() int { return 1 }\n",
		"repo/src/lib/lib.go":                  "package lib\n",
		"repo/docs/guide.md":                   "# Guide\n\nSteps.\n",
		"repo/data.csv":                        "name,count\nalpha,3\nbeta,5\n",
		"repo/notes.txt":                       "hello\nworld\nhello\n",
		"repo/.claude/settings.json":           "{\"hooks\":{}}\n",
		"repo/.claude/team-themes/config.json": "{}\n",
		"repo/list.txt":                        "notes.txt\n",
		"home/.gitconfig":                      "[user]\n\tname = Red Team\n\temail = red@example.com\n[init]\n\tdefaultBranch = main\n",
		"home/.claude/settings.json":           "{}\n",
		// Tools' own logs, telemetry and update checks are switched off:
		// they write only the tool's own state under HOME (Go's
		// telemetry counters and upload process, npm's debug logs), which
		// is not what the check is about.
		"home/.config/go/telemetry/mode": "off\n",
		"home/.npmrc":                    "update-notifier=false\nlogs-max=0\n",
		"home/.npm/.keep":                "",
		"tmp/.keep":                      "",
	}
	// tmux makes its private socket folder on first use; a machine where
	// a leader lists its pane teammates has one already.
	if err := os.MkdirAll(filepath.Join(dir, "tmp", fmt.Sprintf("tmux-%d", os.Getuid())), 0o700); err != nil {
		t.Fatal(err)
	}
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env := sandboxEnv(dir)
	run := func(args ...string) {
		c := exec.Command(args[0], args[1:]...)
		c.Dir = repo
		c.Env = env
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("%v: %v: %s", args, err, out)
		}
	}
	run("git", "init", "-q")
	run("git", "add", ".")
	run("git", "commit", "-qm", "first")
	if err := os.WriteFile(filepath.Join(repo, "notes.txt"), []byte("hello\nworld\nhello\nagain\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run("git", "commit", "-qam", "second")
	run("git", "tag", "v1.0")
	run("tar", "-cf", "fixture.tar", "README.md", "go.mod")
	// Files older than the index: no entry is "racily clean", so git
	// status has no reason to rewrite the index.
	old := time.Now().Add(-time.Hour)
	filepath.WalkDir(repo, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !strings.Contains(p, "/.git/") {
			os.Chtimes(p, old, old)
		}
		return nil
	})
	run("git", "update-index", "-q", "--refresh")
	run("git", "status", "--short")
	_ = home
}

// generated is how many lines the generator adds (TEAMCTL_REDTEAM_GENERATED,
// default 1000).
func generated() int {
	if n, err := strconv.Atoi(os.Getenv("TEAMCTL_REDTEAM_GENERATED")); err == nil && n >= 0 {
		return n
	}
	return 1000
}

// TestRedteamDetects runs known writers through the same machinery: each
// must be reported, or the check could pass by seeing nothing.
func TestRedteamDetects(t *testing.T) {
	if os.Getenv("TEAMCTL_REDTEAM") != "1" {
		t.Skip("set TEAMCTL_REDTEAM=1 (make redteam)")
	}
	root := sandboxRoot(t)
	template := filepath.Join(root, "template")
	makeFixture(t, template)
	iso := isolation()
	writers := []string{
		"echo x > notes.txt",
		"touch -d '2001-01-01' README.md",
		"chmod 600 go.mod",
		"rm data.csv",
		"mkdir newdir",
		"ln -s README.md link",
		"git tag v9",
		"git config x.y z",
		"git update-ref refs/heads/x HEAD",
		"echo x >> ~/.gitconfig",
		"sleep 30 &",
		"setsid sleep 30 &",
	}
	if iso == "unshare" {
		writers = append(writers, "echo x > /tmp/redteam-probe")
	}
	for _, cmd := range writers {
		sb, before := freshSandbox(t, root, template)
		diff, _ := runOne(t, sb, before, cmd, iso)
		if diff == "" {
			t.Errorf("%q changed something but the check saw nothing", cmd)
		}
		os.RemoveAll(sb)
	}
}

// sandboxRoot is where sandboxes live: not under /tmp, which the command
// sees replaced by the sandbox's own tmp.
func sandboxRoot(t *testing.T) string {
	t.Helper()
	base := os.Getenv("TEAMCTL_REDTEAM_DIR")
	if base == "" {
		base = "/var/tmp"
	}
	root, err := os.MkdirTemp(base, "teamctl-redteam-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(root) })
	if strings.HasPrefix(root+"/", "/tmp/") {
		t.Fatalf("the sandboxes must not be under /tmp (%s): set TEAMCTL_REDTEAM_DIR", root)
	}
	return root
}

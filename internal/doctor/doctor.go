// Package doctor checks that the teamctl hooks will actually run and decide:
// the Claude Code version and its era, agent teams turned on, every hook
// wired (settings files and the plugin) on the right events with matchers
// that catch the right tools, once, to a binary that exists; settings that
// silence hooks; and the files teamctl reads (theme history, team folders,
// its own state, the project's team-themes config). A wiring mistake fails
// open in silence, so each problem comes with its fix.
package doctor

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Severity orders findings.
type Severity int

const (
	OK      Severity = iota
	Info             // worth knowing, nothing to do
	Warning          // works, but not as well as it should
	Problem          // a hook will not run or decide: exit status 6
)

func (s Severity) String() string {
	switch s {
	case Info:
		return "info"
	case Warning:
		return "warning"
	case Problem:
		return "problem"
	}
	return "ok"
}

// MarshalJSON writes the name.
func (s Severity) MarshalJSON() ([]byte, error) { return json.Marshal(s.String()) }

// A Finding is one check's result.
type Finding struct {
	Check    string   `json:"check"` // "claude", "agent-teams", "hook leader-guard", ...
	Severity Severity `json:"severity"`
	Message  string   `json:"message"`
	Fix      string   `json:"fix,omitempty"`
}

// Report is every finding, in check order.
type Report struct {
	Findings []Finding `json:"findings"`
}

// Broken reports whether any finding is a Problem.
func (r *Report) Broken() bool {
	for _, f := range r.Findings {
		if f.Severity == Problem {
			return true
		}
	}
	return false
}

// Count returns how many findings have severity s.
func (r *Report) Count(s Severity) int {
	n := 0
	for _, f := range r.Findings {
		if f.Severity == s {
			n++
		}
	}
	return n
}

func (r *Report) add(check string, s Severity, fix, format string, args ...any) {
	r.Findings = append(r.Findings, Finding{Check: check, Severity: s, Message: fmt.Sprintf(format, args...), Fix: fix})
}

// Env is what the checks read, passed in so tests use fixtures.
type Env struct {
	Getenv     func(string) string
	ProjectDir string
	GOOS       string
	// Now dates stale things.
	Now func() time.Time
	// LookPath finds a program on PATH.
	LookPath func(string) (string, error)
	// Output runs a program and returns its stdout (claude --version, the
	// plugin launcher's --where); extraEnv adds variables.
	Output func(extraEnv []string, name string, args ...string) (string, error)
	// ManagedSettings is the managed policy file ("" skips it).
	ManagedSettings string
	// HasGo reports whether the plugin launcher would find a Go
	// toolchain to build the hooks with.
	HasGo func() bool
}

// SystemEnv is Env on the running system.
func SystemEnv(getenv func(string) string, projectDir, goos string, lookPath func(string) (string, error), output func([]string, string, ...string) (string, error)) Env {
	managed := "/etc/claude-code/managed-settings.json"
	switch goos {
	case "darwin":
		managed = "/Library/Application Support/ClaudeCode/managed-settings.json"
	case "windows":
		managed = `C:\Program Files\ClaudeCode\managed-settings.json`
	}
	hasGo := func() bool {
		if g := getenv("TEAMCTL_GO"); g != "" {
			return exists(g)
		}
		if _, err := lookPath("go"); err == nil {
			return true
		}
		return exists("/usr/local/go/bin/go") || exists("/opt/homebrew/bin/go") || exists("/usr/local/bin/go")
	}
	return Env{Getenv: getenv, ProjectDir: projectDir, GOOS: goos, Now: time.Now, LookPath: lookPath, Output: output,
		ManagedSettings: managed, HasGo: hasGo}
}

// Run makes every check.
func Run(env Env) *Report {
	r := &Report{}
	checkClaude(r, env)
	files := loadSettings(env)
	for _, f := range files {
		if f.err != nil {
			r.add("settings", Problem, "fix the JSON (Claude Code ignores a file it cannot parse, hooks and all)",
				"%s settings %s cannot be read: %v", f.scope, f.path, f.err)
		}
	}
	checkAgentTeams(r, env, files)
	plugin := findPlugin(env, files)
	checkHooks(r, env, files, plugin)
	checkSilencers(r, env, files)
	checkFiles(r, env)
	return r
}

// exists reports whether path names a file.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func home(env Env) string {
	if h := env.Getenv("HOME"); h != "" {
		return h
	}
	h, _ := os.UserHomeDir()
	return h
}

// tilde shortens a path under HOME for messages.
func tilde(env Env, p string) string {
	h := home(env)
	if h != "" && (p == h || strings.HasPrefix(p, h+string(filepath.Separator))) {
		return "~" + p[len(h):]
	}
	return p
}

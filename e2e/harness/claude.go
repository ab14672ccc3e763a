// Package harness runs the real claude binary against the mock Messages API
// in a throw-away sandbox: a HOME and project per test, a settings.json that
// wires freshly built hooks, print-mode runs and interactive sessions on a
// private tmux server, and readers for what the hooks, the mock and Claude
// Code left behind. Everything it starts it stops again by pid.
package harness

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// DefaultClaudeVersion is the Claude Code release the suite is pinned to.
const DefaultClaudeVersion = "2.1.330"

// ClaudeVersion is $TEAMCTL_E2E_CLAUDE_VERSION, else DefaultClaudeVersion.
func ClaudeVersion() string {
	if v := os.Getenv("TEAMCTL_E2E_CLAUDE_VERSION"); v != "" {
		return v
	}
	return DefaultClaudeVersion
}

// CacheDir is where install-claude.sh puts pinned releases:
// $TEAMCTL_E2E_CACHE, else ~/.cache/teamctl.
func CacheDir() string {
	if d := os.Getenv("TEAMCTL_E2E_CACHE"); d != "" {
		return d
	}
	home, _ := os.UserHomeDir()
	return filepath.Join(home, ".cache", "teamctl")
}

// PlatformPackage names the npm package that carries the native binary for
// this machine, e.g. @anthropic-ai/claude-code-linux-x64.
func PlatformPackage() (string, error) {
	arch := map[string]string{"amd64": "x64", "arm64": "arm64"}[runtime.GOARCH]
	if arch == "" || (runtime.GOOS != "linux" && runtime.GOOS != "darwin") {
		return "", fmt.Errorf("no Claude Code package for %s/%s", runtime.GOOS, runtime.GOARCH)
	}
	name := "@anthropic-ai/claude-code-" + runtime.GOOS + "-" + arch
	if runtime.GOOS == "linux" {
		if musl, _ := filepath.Glob("/lib/ld-musl-*"); len(musl) > 0 {
			name += "-musl"
		}
	}
	return name, nil
}

// installHint tells a developer how to get the prerequisites.
func installHint() string {
	cmd := "e2e/install-claude.sh"
	if v := ClaudeVersion(); v != DefaultClaudeVersion {
		cmd = "TEAMCTL_E2E_CLAUDE_VERSION=" + v + " " + cmd
	}
	return "install them with:\n    " + cmd + "    # claude " + ClaudeVersion() +
		" into " + CacheDir() + ", and tmux\nor point TEAMCTL_E2E_CLAUDE at a claude binary"
}

// FindClaude returns $TEAMCTL_E2E_CLAUDE, else the binary install-claude.sh
// put into the cache for ClaudeVersion.
func FindClaude() (string, error) {
	if p := os.Getenv("TEAMCTL_E2E_CLAUDE"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("TEAMCTL_E2E_CLAUDE=%s: %w", p, err)
		}
		return p, nil
	}
	pkg, err := PlatformPackage()
	if err != nil {
		return "", err
	}
	p := filepath.Join(CacheDir(), "claude-"+ClaudeVersion(), "node_modules", filepath.FromSlash(pkg), "claude")
	if _, err := os.Stat(p); err != nil {
		return "", fmt.Errorf("claude %s not found at %s; %s", ClaudeVersion(), p, installHint())
	}
	return p, nil
}

// ReportedVersion runs `claude --version` in an empty HOME.
func ReportedVersion(claude string) (string, error) {
	home, err := os.MkdirTemp("", "tce2e-version-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(home)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, claude, "--version")
	cmd.Env = []string{"HOME=" + home, "PATH=" + os.Getenv("PATH"), "DISABLE_AUTOUPDATER=1",
		"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1"}
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%s --version: %w", claude, err)
	}
	return strings.TrimSpace(string(out)), nil
}

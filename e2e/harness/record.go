package harness

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// Record writes every hook input the scenario produced to
// dir/<claude version>/<scenario>/NNN-<event>[-<tool>].json (exactly what the
// hook read on stdin, indented) and beside it NNN-….context.json (the hook's
// env, ancestors and the teams/ and tasks/ files at that moment). Sandbox
// paths become the reference's /home/dev and /home/dev/project so a new
// release's corpus diffs cleanly against the old one; ids, pids and
// timestamps are kept.
func (sb *Sandbox) Record(dir string) error {
	calls := sb.HookCalls()
	if len(calls) == 0 {
		return nil
	}
	out := filepath.Join(dir, sb.Suite.versionNumber(), scenarioName(sb.T.Name()))
	if err := os.RemoveAll(out); err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	norm := sb.normaliser()
	for i, h := range calls {
		name := fmt.Sprintf("%03d-%s", i+1, h.Event)
		if h.Tool != "" {
			name += "-" + h.Tool
		}
		var pretty bytes.Buffer
		if err := json.Indent(&pretty, []byte(norm.Replace(string(h.Input))), "", "  "); err != nil {
			return fmt.Errorf("hook input %d: %w", h.Line, err)
		}
		pretty.WriteByte('\n')
		if err := os.WriteFile(filepath.Join(out, safeName(name)+".json"), pretty.Bytes(), 0o644); err != nil {
			return err
		}
		// What a unit test needs besides stdin to resolve the caller: the
		// hook's env, its ancestors' argv and the team and task files then.
		ctx, _ := json.MarshalIndent(map[string]any{
			"env": h.Env, "ancestors": h.Ancestors, "agent_meta": h.AgentMeta, "files": h.Files,
		}, "", "  ")
		ctx = append([]byte(norm.Replace(string(ctx))), '\n')
		if err := os.WriteFile(filepath.Join(out, safeName(name)+".context.json"), ctx, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// normaliser maps sandbox paths to the reference's example paths. Longer,
// more specific paths come first.
func (sb *Sandbox) normaliser() *strings.Replacer {
	slug := func(p string) string { return strings.ReplaceAll(p, "/", "-") }
	pairs := []string{
		sb.Project, "/home/dev/project",
		slug(sb.Project), "-home-dev-project",
		sb.Home, "/home/dev",
		sb.Tmp, "/tmp",
		sb.Logs, "/srv/e2e/logs",
		sb.Root, "/srv/e2e",
	}
	if sb.Suite.BinDir != "" {
		pairs = append(pairs, sb.Suite.BinDir, "/opt/e2e/bin")
	}
	if i := strings.Index(sb.Suite.Claude, "/node_modules/"); i > 0 {
		pairs = append(pairs, sb.Suite.Claude[:i], "/opt/claude-code")
	}
	// The tmux socket and launch script are named after the sandbox.
	pairs = append(pairs, filepath.Base(sb.Root), "e2e")
	return strings.NewReplacer(pairs...)
}

var unsafeChars = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

func safeName(s string) string { return unsafeChars.ReplaceAllString(s, "_") }

// scenarioName turns "TestX/sub case" into "TestX__sub_case".
func scenarioName(testName string) string {
	return safeName(strings.ReplaceAll(testName, "/", "__"))
}

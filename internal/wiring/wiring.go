// Package wiring is the one place that says which teamctl hook binary runs
// on which Claude Code event with which matcher. `teamctl install` writes it
// into settings.json, hooks/hooks.json is generated from it (a test keeps
// the file in step), `teamctl doctor` checks settings against it and
// `teamctl explain` runs every hook it lists. Adding a hook is one entry in
// Hooks.
package wiring

import (
	"strings"

	"github.com/teamctl/teamctl/internal/artifactguard"
	"github.com/teamctl/teamctl/internal/ccfacts"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/leaderguard"
	"github.com/teamctl/teamctl/internal/messageguard"
	"github.com/teamctl/teamctl/internal/settings"
	"github.com/teamctl/teamctl/internal/teamevents"
	"github.com/teamctl/teamctl/internal/teamrules"
)

// Timeout is every handler's timeout in seconds. The hooks answer in a few
// milliseconds; the bound only matters for a hung file system, and a
// timed-out hook fails open.
const Timeout = 10

// A Hook is one hook binary (cmd/<Name>) and the places it is wired.
type Hook struct {
	Name string
	// New builds the handler the binary runs, so explain can run it in
	// process.
	New func() hook.Handler
	On  []On
}

// On is one event a hook is wired on.
type On struct {
	Event string
	// Matcher lists exact names (tool names on PreToolUse, sources on
	// SessionStart); "" writes no matcher key, as the events without
	// matcher support need (a matcher once kept a TeammateIdle hook from
	// registering at all).
	Matcher string
}

// Names splits the matcher into the names it must catch.
func (o On) Names() []string {
	if o.Matcher == "" {
		return nil
	}
	return strings.Split(o.Matcher, "|")
}

// Hooks lists every hook binary in the order they are installed and
// explained.
func Hooks() []Hook { return hooksFor(ccfacts.Claude()) }

// hooksFor is the wiring with the tools facts knows. Edits are caught
// under every name an edit tool had (MultiEdit is gone since ~2.0.3x but
// costs nothing), and shell commands under every shell tool (Bash, and
// PowerShell on Windows without Git Bash). artifact-guard reads only Bash
// commands, so it is not started for PowerShell calls.
func hooksFor(facts ccfacts.Table) []Hook {
	edits := strings.Join(facts.EditTools(), "|")
	var (
		leaderMatcher  = edits + "|" + strings.Join(facts.ShellTools(), "|")
		artifactMatch  = edits + "|Bash"
		messageMatcher = "SendMessage"
		// SessionStart matches the source: the leader needs its team
		// restated after compaction, resume and /clear, not at startup or
		// on a fork.
		identitySources = "compact|resume|clear"
		// team-rules: the leader's spawns and members' edits and commands
		// before they run; after they ran, what the rules must remember.
		rulesMatcher  = "Agent|Task|" + edits + "|Bash"
		recordMatcher = edits + "|Bash|SendMessage|TaskUpdate"
	)
	return []Hook{
		{Name: "leader-guard", New: func() hook.Handler { return leaderguard.New() },
			On: []On{{"PreToolUse", leaderMatcher}}},
		{Name: "artifact-guard", New: func() hook.Handler { return artifactguard.New() },
			On: []On{{"PreToolUse", artifactMatch}}},
		{Name: "message-guard", New: func() hook.Handler { return messageguard.New() },
			On: []On{{"PreToolUse", messageMatcher}}},
		{Name: "team-events", New: func() hook.Handler { return teamevents.New() },
			On: []On{
				{"PreToolUse", "TaskList"},
				{"SessionStart", identitySources},
				{"TeammateIdle", ""},
				{"UserPromptSubmit", ""},
			}},
		{Name: "team-rules", New: func() hook.Handler { return teamrules.New() },
			On: []On{
				{"PreToolUse", rulesMatcher},
				{"PostToolUse", recordMatcher},
				{"SubagentStart", ""},
			}},
	}
}

// Binaries names the hook binaries, in Hooks order.
func Binaries() []string {
	var names []string
	for _, h := range Hooks() {
		names = append(names, h.Name)
	}
	return names
}

// Exe is the file name of binary name on goos.
func Exe(name, goos string) string {
	if goos == "windows" {
		return name + ".exe"
	}
	return name
}

// Handlers is what `teamctl install` writes: every hook in exec form with
// the absolute path path(name) gives for each binary.
func Handlers(path func(binary string) string) []settings.Handler {
	return handlers(ccfacts.Claude(), Hooks(), path, false)
}

// StrictHandlers is what `teamctl install --strict` writes: Handlers, with
// the tool guards failing closed twice over. The guard binaries get
// --strict (an error they meet denies), and their PreToolUse handlers get
// Claude Code's onFailure "block" (2.1.330 schema), so a guard that cannot
// start at all (binary missing or not executable), times out, crashes or
// exits oddly blocks the call too. team-events is no guard: it keeps
// failing open (a block on UserPromptSubmit would stop the user's prompt).
func StrictHandlers(path func(binary string) string) []settings.Handler {
	return handlers(ccfacts.Claude(), Hooks(), path, true)
}

// OnFailureBlock is the onFailure value strict wiring writes.
const OnFailureBlock = "block"

// handlers wires hooks; strict mode fails closed on the events where
// facts says a deny is possible (elsewhere onFailure is ignored or would
// block something that is no tool call, such as the user's prompt).
func handlers(facts ccfacts.Table, hooks []Hook, path func(binary string) string, strict bool) []settings.Handler {
	var hs []settings.Handler
	for _, h := range hooks {
		guard := h.New().GuardsTools()
		for _, on := range h.On {
			sh := settings.Handler{
				Event: on.Event, Matcher: on.Matcher, Command: path(h.Name), Args: []string{}, Timeout: Timeout,
			}
			if strict && guard && facts.CanDeny(on.Event) {
				sh.Args = []string{"--strict"}
				sh.OnFailure = OnFailureBlock
			}
			hs = append(hs, sh)
		}
	}
	return hs
}

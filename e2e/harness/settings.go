package harness

import (
	"encoding/json"
	"strings"
)

// Hook is one command handler in settings.json.
type Hook struct {
	Event   string   // PreToolUse, TeammateIdle, …
	Matcher string   // "" = none (required for events without matcher support)
	Command string   // absolute path, or a shell command line when Args is nil
	Args    []string // exec form (no shell) when not nil
	Timeout int      // seconds; 0 = Claude Code's default
	// OnFailure is Claude Code's onFailure ("block"); "" writes no key.
	OnFailure string
}

// Settings is the project's .claude/settings.json.
type Settings struct {
	Hooks        []Hook
	Allow        []string          // permissions.allow
	Deny         []string          // permissions.deny
	DefaultMode  string            // permissions.defaultMode
	TeammateMode string            // "tmux", "in-process", "auto"
	Env          map[string]string // settings env
	// Log wires the suite's logging hook on every event (set by the sandbox).
	Log bool
}

// toolEvents take a tool-name matcher; the rest are wired without one.
var toolEvents = []string{"PreToolUse", "PostToolUse", "PostToolUseFailure", "PermissionRequest"}

var otherEvents = []string{"UserPromptSubmit", "SessionStart", "SessionEnd", "Stop", "SubagentStart",
	"SubagentStop", "TeammateIdle", "TaskCreated", "TaskCompleted", "Notification", "PreCompact"}

// ShellQuote quotes s for sh.
func ShellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-=:,+@") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// ShellCommand joins argv into a shell command line for a shell-form hook.
func ShellCommand(argv ...string) string {
	q := make([]string, len(argv))
	for i, a := range argv {
		q[i] = ShellQuote(a)
	}
	return strings.Join(q, " ")
}

// JSON renders the settings file. logHook is the shell command of the
// logging hook, used when Log is set.
func (s Settings) JSON(logHook string) []byte {
	hooks := s.Hooks
	if s.Log {
		for _, ev := range toolEvents {
			hooks = append(hooks, Hook{Event: ev, Matcher: "*", Command: logHook})
		}
		for _, ev := range otherEvents {
			hooks = append(hooks, Hook{Event: ev, Command: logHook})
		}
	}

	type handler struct {
		Type    string   `json:"type"`
		Command string   `json:"command"`
		Args    []string `json:"args,omitempty"`
		Timeout int      `json:"timeout,omitempty"`
		// OnFailure is written only when set, as teamctl install does.
		OnFailure string `json:"onFailure,omitempty"`
	}
	type group struct {
		Matcher string    `json:"matcher,omitempty"`
		Hooks   []handler `json:"hooks"`
	}
	byEvent := map[string][]group{}
	for _, h := range hooks {
		groups := byEvent[h.Event]
		i := 0
		for i < len(groups) && groups[i].Matcher != h.Matcher {
			i++
		}
		if i == len(groups) {
			groups = append(groups, group{Matcher: h.Matcher})
		}
		groups[i].Hooks = append(groups[i].Hooks, handler{Type: "command", Command: h.Command, Args: h.Args, Timeout: h.Timeout, OnFailure: h.OnFailure})
		byEvent[h.Event] = groups
	}

	out := map[string]any{}
	if len(byEvent) > 0 {
		out["hooks"] = byEvent
	}
	perms := map[string]any{}
	if len(s.Allow) > 0 {
		perms["allow"] = s.Allow
	}
	if len(s.Deny) > 0 {
		perms["deny"] = s.Deny
	}
	if s.DefaultMode != "" {
		perms["defaultMode"] = s.DefaultMode
	}
	if len(perms) > 0 {
		out["permissions"] = perms
	}
	if s.TeammateMode != "" {
		out["teammateMode"] = s.TeammateMode
	}
	if len(s.Env) > 0 {
		out["env"] = s.Env
	}
	b, _ := json.MarshalIndent(out, "", "  ")
	return append(b, '\n')
}

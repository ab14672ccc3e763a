package wiring

import (
	"encoding/json"

	"github.com/teamctl/teamctl/internal/settings"
)

// The Claude Code plugin (the repository root is the plugin) runs every hook
// through a launcher script, because a fresh clone has no binaries: the
// launcher execs a prebuilt binary from the plugin's bin/ when there is one,
// else the one it built with the local Go toolchain into the plugin's data
// folder, building it on first use.
const (
	// PluginRoot is the placeholder Claude Code replaces with the
	// installed plugin's folder in each exec-form element.
	PluginRoot = "${CLAUDE_PLUGIN_ROOT}"
	// Launcher is the launcher script, relative to the plugin root.
	Launcher = "scripts/plugin-hook"
	// PrepareArg makes the launcher start the first-use build in the
	// background and return at once; the plugin runs it at session
	// startup so the build is done before the first tool call.
	PrepareArg = "--prepare"
	// HooksFile is the plugin's hooks file, relative to the plugin root.
	HooksFile = "hooks/hooks.json"
)

// LauncherCommand is the exec-form command of every plugin handler.
const LauncherCommand = PluginRoot + "/" + Launcher

// PluginHandlers is what hooks/hooks.json wires: the Hooks through the
// launcher (its first argument names the binary), then the startup build.
func PluginHandlers() []settings.Handler {
	var hs []settings.Handler
	for _, h := range Hooks() {
		for _, on := range h.On {
			hs = append(hs, settings.Handler{
				Event: on.Event, Matcher: on.Matcher, Command: LauncherCommand, Args: []string{h.Name}, Timeout: Timeout,
			})
		}
	}
	return append(hs, settings.Handler{
		Event: "SessionStart", Matcher: "startup", Command: LauncherCommand, Args: []string{PrepareArg}, Timeout: Timeout,
	})
}

// PluginHooksJSON renders hooks/hooks.json from PluginHandlers.
func PluginHooksJSON() []byte {
	type handler struct {
		Type    string   `json:"type"`
		Command string   `json:"command"`
		Args    []string `json:"args"`
		Timeout int      `json:"timeout"`
		// OnFailure is written only when a handler sets it.
		OnFailure string `json:"onFailure,omitempty"`
	}
	type group struct {
		Matcher string    `json:"matcher,omitempty"`
		Hooks   []handler `json:"hooks"`
	}
	type file struct {
		Description string             `json:"description"`
		Hooks       map[string][]group `json:"hooks"`
	}
	f := file{
		Description: "teamctl: agent-team guards (leader-guard, artifact-guard, message-guard) and life-cycle hooks (team-events) and team rules (team-rules). Generated from internal/wiring; run `make generate` after changing it.",
		Hooks:       map[string][]group{},
	}
	for _, h := range PluginHandlers() {
		f.Hooks[h.Event] = append(f.Hooks[h.Event], group{
			Matcher: h.Matcher,
			Hooks:   []handler{{Type: "command", Command: h.Command, Args: h.Args, Timeout: h.Timeout, OnFailure: h.OnFailure}},
		})
	}
	out, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		panic(err) // plain structs of strings: cannot fail
	}
	return append(out, '\n')
}

// ProjectLauncherCommand runs the launcher of a clone from its own project
// settings: the project dogfoods its hooks without installed binaries.
const ProjectLauncherCommand = "${CLAUDE_PROJECT_DIR}/" + Launcher

// ProjectHandlers is what this repository's .claude/settings.json wires:
// the plugin's handlers, through the clone's launcher.
func ProjectHandlers() []settings.Handler {
	hs := PluginHandlers()
	for i := range hs {
		hs[i].Command = ProjectLauncherCommand
	}
	return hs
}

package doctor

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/settings"
	"github.com/tidwall/gjson"
)

// settingsFile is one Claude Code settings file that exists.
type settingsFile struct {
	scope string // user, project, local, managed
	path  string
	data  []byte
	wired []settings.Wired
	err   error
}

func (f settingsFile) get(path string) gjson.Result { return gjson.GetBytes(f.data, path) }

func loadSettings(env Env) []settingsFile {
	candidates := []settingsFile{
		{scope: "user", path: filepath.Join(paths.ConfigDir(env.Getenv), "settings.json")},
		{scope: "project", path: filepath.Join(env.ProjectDir, ".claude", "settings.json")},
		{scope: "local", path: filepath.Join(env.ProjectDir, ".claude", "settings.local.json")},
	}
	if env.ManagedSettings != "" {
		candidates = append(candidates, settingsFile{scope: "managed", path: env.ManagedSettings})
	}
	var out []settingsFile
	seen := map[string]bool{}
	for _, f := range candidates {
		// With the project at HOME, ~/.claude/settings.json is both the
		// user's and the project's file: read it once.
		if abs, err := filepath.Abs(f.path); err == nil {
			if seen[abs] {
				continue
			}
			seen[abs] = true
		}
		data, err := safefile.ReadFile(f.path, safefile.Settings)
		if err != nil {
			if !os.IsNotExist(err) {
				f.err = err
				out = append(out, f)
			}
			continue
		}
		f.data = data
		f.wired, f.err = settings.Inspect(data)
		out = append(out, f)
	}
	return out
}

func checkAgentTeams(r *Report, env Env, files []settingsFile) {
	const key = settings.AgentTeamsEnv
	if v := env.Getenv(key); v != "" && v != "0" {
		r.add("agent-teams", OK, "", "agent teams are on: %s=%s in the environment", key, v)
		return
	}
	for _, f := range files {
		if v := f.get("env." + key); v.Exists() && v.String() != "" && v.String() != "0" {
			r.add("agent-teams", OK, "", "agent teams are on: env.%s=%s in the %s settings %s", key, v.String(), f.scope, tilde(env, f.path))
			return
		}
	}
	r.add("agent-teams", Warning, "add this line to ~/.claude/settings.json (plugin users too) and start a new session: \"env\": {\""+key+"\": \"1\"}; or `teamctl install --agent-teams`",
		"agent teams are off (%s is not set in the environment or any settings file): the hooks have no team to guard", key)
}

// plugin is the teamctl plugin when it is enabled.
type plugin struct {
	id      string // teamctl@<marketplace>
	scope   string // where it is enabled
	root    string // installPath
	dataDir string
	wired   []settings.Wired
	err     error
}

var unsafeID = regexp.MustCompile(`[^A-Za-z0-9_-]`)

// findPlugin returns the enabled teamctl plugin, reading where Claude Code
// installed it from plugins/installed_plugins.json.
func findPlugin(env Env, files []settingsFile) *plugin {
	var p *plugin
	for _, f := range files {
		f.get("enabledPlugins").ForEach(func(k, v gjson.Result) bool {
			if strings.HasPrefix(k.String(), "teamctl@") && v.Type == gjson.True {
				p = &plugin{id: k.String(), scope: f.scope}
				return false
			}
			return true
		})
		if p != nil {
			break
		}
	}
	if p == nil {
		return nil
	}
	cfg := paths.ConfigDir(env.Getenv)
	p.dataDir = filepath.Join(cfg, "plugins", "data", unsafeID.ReplaceAllString(p.id, "-"))
	data, err := safefile.ReadFile(filepath.Join(cfg, "plugins", "installed_plugins.json"), safefile.Settings)
	if err != nil {
		p.err = err
		return p
	}
	var installed struct {
		Plugins map[string][]struct {
			InstallPath string `json:"installPath"`
		} `json:"plugins"`
	}
	if err := json.Unmarshal(data, &installed); err != nil {
		p.err = err
		return p
	}
	entries := installed.Plugins[p.id]
	if len(entries) == 0 || entries[len(entries)-1].InstallPath == "" {
		p.err = os.ErrNotExist
		return p
	}
	p.root = entries[len(entries)-1].InstallPath
	hooks, err := safefile.ReadFile(filepath.Join(p.root, "hooks", "hooks.json"), safefile.Settings)
	if err != nil {
		p.err = err
		return p
	}
	p.wired, p.err = settings.Inspect(hooks)
	return p
}

// checkSilencers reports settings that keep hooks from running, and the
// permission settings people worry about, with what they really do.
func checkSilencers(r *Report, env Env, files []settingsFile) {
	for _, f := range files {
		if f.get("disableAllHooks").Type == gjson.True {
			r.add("settings", Problem, "remove \"disableAllHooks\" from "+tilde(env, f.path),
				"\"disableAllHooks\": true in the %s settings %s turns every hook off, teamctl's included", f.scope, tilde(env, f.path))
		}
		if f.scope == "managed" && f.get("allowManagedHooksOnly").Type == gjson.True {
			r.add("settings", Problem, "ask the administrator to wire the teamctl hooks in the managed settings",
				"\"allowManagedHooksOnly\": true in %s: only managed hooks run, so user, project and plugin hooks do not", f.path)
		}
		if m := f.get("permissions.defaultMode").String(); m == "bypassPermissions" {
			r.add("permissions", Info, "",
				"%s settings: defaultMode bypassPermissions is fine: a hook deny still blocks the call in that mode (observed on 2.1.330)", f.scope)
		}
		var allowed []string
		f.get("permissions.allow").ForEach(func(_, v gjson.Result) bool {
			name := v.String()
			if i := strings.IndexByte(name, '('); i >= 0 {
				name = name[:i]
			}
			switch name {
			case "Edit", "Write", "MultiEdit", "NotebookEdit", "Bash", "SendMessage":
				allowed = append(allowed, v.String())
			}
			return true
		})
		if len(allowed) > 0 {
			sort.Strings(allowed)
			r.add("permissions", Info, "",
				"%s settings allow %s: allow rules skip the prompt but do not override a hook deny (observed on 2.1.330)",
				f.scope, strings.Join(allowed, ", "))
		}
	}
}

// trusted reports whether the project's trust dialog was accepted, as
// recorded in the global config (.claude.json); known is false when that
// file cannot be read.
func trusted(env Env) (ok, known bool) {
	path := filepath.Join(home(env), ".claude.json")
	if d := env.Getenv("CLAUDE_CONFIG_DIR"); d != "" {
		path = filepath.Join(d, ".claude.json")
	}
	data, err := safefile.ReadFile(path, safefile.Settings)
	if err != nil {
		return false, false
	}
	projects := gjson.GetBytes(data, "projects")
	if !projects.IsObject() {
		return false, false
	}
	projects.ForEach(func(k, v gjson.Result) bool {
		if filepath.Clean(k.String()) == filepath.Clean(env.ProjectDir) {
			ok = v.Get("hasTrustDialogAccepted").Bool()
			return false
		}
		return true
	})
	return ok, true
}

package doctor

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/teamctl/teamctl/internal/settings"
	"github.com/teamctl/teamctl/internal/wiring"
)

// source is one handler found somewhere, with where it came from.
type source struct {
	w        settings.Wired
	where    string // "user settings ~/.claude/settings.json", "plugin teamctl@teamctl"
	plugin   *plugin
	isPlugin bool
	hook     string // the teamctl hook it runs ("" = not ours)
	launcher bool   // through scripts/plugin-hook
	command  string // the program, placeholders replaced
}

// launcherName is the plugin launcher's file name.
var launcherName = filepath.Base(wiring.Launcher)

// classify tells which teamctl hook a handler runs.
func classify(s *source, env Env) {
	cmd, args := s.w.Command, s.w.Args
	if !s.w.ExecForm {
		words := shellWords(cmd)
		if len(words) == 0 {
			return
		}
		cmd, args = words[0], words[1:]
	}
	cmd = strings.ReplaceAll(cmd, "${CLAUDE_PROJECT_DIR}", env.ProjectDir)
	cmd = strings.ReplaceAll(cmd, "$CLAUDE_PROJECT_DIR", env.ProjectDir)
	if s.plugin != nil {
		cmd = strings.ReplaceAll(cmd, wiring.PluginRoot, s.plugin.root)
	}
	s.command = cmd
	base := strings.TrimSuffix(filepath.Base(strings.ReplaceAll(cmd, `\`, "/")), ".exe")
	if base == launcherName && len(args) > 0 && slices.Contains(wiring.Binaries(), args[0]) {
		s.hook, s.launcher = args[0], true
		return
	}
	if slices.Contains(wiring.Binaries(), base) {
		s.hook = base
	}
}

// shellWords splits a shell-form command the simple way: whitespace
// outside quotes. Enough to find the program of a hook command line.
func shellWords(s string) []string {
	var words []string
	var cur strings.Builder
	var quote rune
	in := false
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			cur.WriteRune(r)
		case r == '\'' || r == '"':
			quote, in = r, true
		case r == ' ' || r == '\t' || r == '\n':
			if in {
				words = append(words, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteRune(r)
			in = true
		}
	}
	if in {
		words = append(words, cur.String())
	}
	return words
}

func gatherSources(env Env, files []settingsFile, p *plugin) []*source {
	var out []*source
	for _, f := range files {
		for _, w := range f.wired {
			s := &source{w: w, where: fmt.Sprintf("%s settings %s", f.scope, tilde(env, f.path))}
			classify(s, env)
			out = append(out, s)
		}
	}
	if p != nil {
		for _, w := range p.wired {
			s := &source{w: w, where: "plugin " + p.id, plugin: p, isPlugin: true}
			classify(s, env)
			out = append(out, s)
		}
	}
	return out
}

func checkHooks(r *Report, env Env, files []settingsFile, p *plugin) {
	if p != nil && p.err != nil {
		r.add("plugin", Problem, "reinstall it: `claude plugin install "+p.id+"`, or disable it and use `teamctl install`",
			"the %s plugin is enabled (%s settings) but its hooks cannot be read: %v", p.id, p.scope, p.err)
	} else if p != nil {
		r.add("plugin", OK, "", "the %s plugin is enabled (%s settings), installed at %s", p.id, p.scope, tilde(env, p.root))
	}
	sources := gatherSources(env, files, p)
	checkLegacy(r, env, sources)
	runnable := map[string]bool{} // checked programs, reported once each
	projectWired := false
	for _, h := range wiring.Hooks() {
		check := "hook " + h.Name
		for _, on := range h.On {
			var mine []*source
			for _, s := range sources {
				if s.hook == h.Name && s.w.Event == on.Event {
					mine = append(mine, s)
				}
			}
			want := describeOn(on)
			if len(mine) == 0 {
				r.add(check, Problem, "`teamctl install` (or install the plugin: see the README)",
					"%s is not wired on %s: those calls go unchecked", h.Name, want)
				continue
			}
			// Which of the names it must catch does some copy catch?
			var missed []string
			var live []*source
			for _, s := range mine {
				if !settings.SupportsMatcher(on.Event) {
					if s.w.HasMatcher && on.Event == "TeammateIdle" {
						r.add(check, Problem, "remove the \"matcher\" key from that group (`teamctl install` writes none)",
							"%s on TeammateIdle in %s has a matcher, which can keep the hook from registering at all", h.Name, s.where)
						continue
					}
					live = append(live, s)
					continue
				}
				if slices.ContainsFunc(on.Names(), func(n string) bool { return settings.MatcherMatches(s.w.Matcher, n) }) {
					live = append(live, s)
				}
			}
			for _, n := range on.Names() {
				if !slices.ContainsFunc(mine, func(s *source) bool { return settings.MatcherMatches(s.w.Matcher, n) }) {
					missed = append(missed, n)
				}
			}
			if len(missed) > 0 {
				var got []string
				for _, s := range mine {
					got = append(got, fmt.Sprintf("%q in %s", s.w.Matcher, s.where))
				}
				r.add(check, Problem, fmt.Sprintf("use the matcher %q (`teamctl install` corrects it)", on.Matcher),
					"%s on %s misses %s: its matcher is %s", h.Name, on.Event, strings.Join(missed, ", "), strings.Join(got, ", "))
			}
			// Copies that run: settings copies with the same program and
			// arguments run once; a plugin's copy runs on its own.
			runs := map[string][]string{}
			for _, s := range live {
				key := s.command + "\x00" + strings.Join(s.w.Args, "\x00")
				if s.isPlugin {
					key = "plugin\x00" + key
				}
				runs[key] = append(runs[key], s.where)
			}
			if len(runs) > 1 {
				var where []string
				for _, s := range live {
					where = append(where, s.where)
				}
				r.add(check, Warning, "keep one: `teamctl uninstall` (with the scope) or disable the plugin",
					"%s runs %d times on each %s call (%s)", h.Name, len(runs), want, strings.Join(where, "; "))
			}
			for _, s := range live {
				if strings.HasPrefix(s.where, "project") || strings.HasPrefix(s.where, "local") {
					projectWired = true
				}
				key := s.where + "\x00" + s.command + "\x00" + h.Name
				if runnable[key] {
					continue
				}
				runnable[key] = true
				checkRunnable(r, env, check, h.Name, s)
			}
		}
	}
	if projectWired {
		if ok, known := trusted(env); known && !ok {
			r.add("trust", Warning, "start claude in "+env.ProjectDir+" once and accept the trust dialog",
				"the project's hooks are held back until the workspace is trusted, and %s is not (-p runs treat it as trusted)", env.ProjectDir)
		}
	}
}

func describeOn(on wiring.On) string {
	if on.Matcher == "" {
		return on.Event
	}
	return fmt.Sprintf("%s (%s)", on.Event, strings.ReplaceAll(on.Matcher, "|", ", "))
}

var goBuildDir = regexp.MustCompile(`/go-build[0-9]+/b[0-9]+/`)

// checkRunnable checks that Claude Code can start the program of s.
func checkRunnable(r *Report, env Env, check, hook string, s *source) {
	cmd := s.command
	fix := "`teamctl install` (from installed binaries: `make build` or `go install ./cmd/...`)"
	switch {
	case strings.Contains(cmd, "${") || strings.HasPrefix(cmd, "$"):
		r.add(check, Problem, fix, "%s in %s runs %q, a variable Claude Code does not fill in there", hook, s.where, cmd)
		return
	case s.w.ExecForm && strings.HasPrefix(cmd, "~"):
		r.add(check, Problem, fix, "%s in %s runs %q in exec form, where no shell expands ~", hook, s.where, cmd)
		return
	case !filepath.IsAbs(cmd) && !strings.HasPrefix(cmd, "~"):
		r.add(check, Problem, fix, "%s in %s runs %q, a relative path: it is looked up from the session's current folder, which follows every cd", hook, s.where, cmd)
		return
	case goBuildDir.MatchString(strings.ReplaceAll(cmd, `\`, "/")):
		r.add(check, Problem, fix, "%s in %s runs %s, a temporary `go run` build that no longer exists", hook, s.where, cmd)
		return
	}
	if strings.HasPrefix(cmd, "~") {
		cmd = home(env) + cmd[1:]
	}
	st, err := os.Stat(cmd)
	switch {
	case err != nil:
		r.add(check, Problem, fix, "%s in %s runs %s, which does not exist: Claude Code lets every call through", hook, s.where, cmd)
		return
	case env.GOOS != "windows" && st.Mode().Perm()&0o111 == 0:
		r.add(check, Problem, "chmod +x "+cmd, "%s in %s runs %s, which is not executable: Claude Code lets every call through", hook, s.where, cmd)
		return
	case env.GOOS == "windows" && s.w.ExecForm && !s.launcher && !strings.EqualFold(filepath.Ext(cmd), ".exe"):
		r.add(check, Problem, fix, "%s in %s runs %s in exec form, which on Windows needs the .exe", hook, s.where, cmd)
		return
	}
	if !s.w.ExecForm && strings.ContainsAny(s.command, " \t") && !strings.ContainsAny(s.w.Command, `"'`) {
		r.add(check, Problem, fix, "%s in %s is a shell command with a space in its unquoted path: %s", hook, s.where, s.w.Command)
		return
	}
	if !s.launcher {
		r.add(check, OK, "", "%s is wired in %s: %s", hook, s.where, cmd)
		return
	}
	// The launcher builds the binaries on first use: are they built, and
	// if not, can they be?
	if env.GOOS == "windows" {
		r.add(check, Warning, "on Windows, wire the .exe binaries with `teamctl install` instead of the plugin",
			"%s in %s runs the launcher script %s, which needs a POSIX shell", hook, s.where, cmd)
		return
	}
	extra := []string{}
	if s.plugin != nil {
		extra = append(extra, "CLAUDE_PLUGIN_DATA="+s.plugin.dataDir)
	}
	where, err := env.Output(extra, cmd, "--where")
	dir := strings.TrimSpace(where)
	if err != nil || dir == "" {
		r.add(check, Problem, "reinstall the plugin", "%s in %s: the launcher %s --where failed: %v", hook, s.where, cmd, err)
		return
	}
	if exists(filepath.Join(dir, wiring.Exe(hook, env.GOOS))) {
		r.add(check, OK, "", "%s is wired in %s through the launcher; binary %s", hook, s.where, filepath.Join(dir, hook))
		return
	}
	if env.HasGo == nil || !env.HasGo() {
		r.add(check, Problem, "install Go 1.26 or later (https://go.dev/dl), or put prebuilt binaries in the plugin's bin/ (make build)",
			"%s in %s is not built yet and no Go toolchain is found to build it: every call goes unchecked", hook, s.where)
		return
	}
	r.add(check, Info, "", "%s is wired in %s through the launcher; it builds the binaries with Go on first use (or now: %s --build)", hook, s.where, cmd)
}

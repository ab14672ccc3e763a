package leaderguard

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Self-protection holds for everyone in a running team: the fixed-theme
// leader, the mixed-genius leader (who may run any Bash) and a member.
// Every protected path, through every edit tool and the Bash routes an
// adversarial member would try; the reason names the rule and the file.
func TestSelfProtectionForEveryone(t *testing.T) {
	type tc struct {
		name      string
		tool      string // Bash (command) or an edit tool (path)
		arg       string // PROJECT, CONFIG, STATE are replaced
		rule      string // "" = allowed for a member
		reasonHas string
	}
	const S, L = ".claude/settings.json", ".claude/settings.local.json"
	cases := []tc{
		// Edit tools, every protected file.
		{"Write project settings", "Write", "PROJECT/" + S, RuleProtected, S},
		{"Edit local settings", "Edit", "PROJECT/" + L, RuleProtected, L},
		{"MultiEdit user settings", "MultiEdit", "CONFIG/settings.json", RuleProtected, "settings.json"},
		{"NotebookEdit team-themes config", "NotebookEdit", "PROJECT/.claude/team-themes/config.json", RuleProtected, "config.json"},
		{"Write project pattern", "Write", "PROJECT/.claude/team-themes/patterns/fixed-theme.json", RuleProtected, "patterns/fixed-theme.json"},
		{"Write project pattern Markdown", "Write", "PROJECT/.claude/team-themes/patterns/notes.md", RuleProtected, "patterns/notes.md"},
		{"Write user pattern", "Write", "CONFIG/team-themes/patterns/fixed-theme.json", RuleProtected, "fixed-theme.json"},
		{"Write teamctl state", "Write", "STATE/teams/x.json", RuleProtected, "teams/x.json"},
		{"Write settings, other case", "Write", "PROJECT/.Claude/Settings.Local.JSON", RuleProtected, "protected"},
		{"Write through a symlinked folder", "Write", "PROJECT/link/settings.json", RuleProtected, "settings.json"},
		{"Write a hard link", "Write", "PROJECT/hard.json", RuleProtected, "settings.json"},
		{"Write unrelated settings", "Write", "PROJECT/.vscode/settings.json", "", ""},
		// Bash, by effect.
		{"redirect after cd", "Bash", "cd .claude && echo {} > settings.json", RuleProtected, S},
		// zsh runs a pipeline's last part in this shell.
		{"cp after cd at a pipeline's end", "Bash", "true | cd .claude; cp /tmp/e settings.json", RuleProtected, S},
		{"redirect to local settings", "Bash", "echo {} > .claude/settings.local.json", RuleProtected, L},
		{"variable target", "Bash", "f=.claude/settings.json; echo {} > $f", RuleProtected, S},
		{"variable appended to", "Bash", "f=.claude/settings; f+=.json; echo {} > $f", RuleProtected, S},
		{"variable appended to by declare", "Bash", "f=.claude/settings; declare f+=.json; echo {} > $f", RuleProtected, "run time"},
		{"variable after a prefix assignment", "Bash", "f=.claude/settings.json; f=x true; echo {} > $f", RuleProtected, ""},
		{"read-only variable declared again", "Bash", "f=.claude/settings.json; readonly f; declare f=x; echo {} > $f", RuleProtected, ""},
		{"dotdot", "Bash", "echo {} > src/../.claude/settings.json", RuleProtected, S},
		{"pwd", "Bash", "echo {} > \"$PWD/.claude/settings.json\"", RuleProtected, S},
		{"home", "Bash", "cat /dev/null > ~/.claude/settings.json", RuleProtected, "settings.json"},
		{"cp over", "Bash", "cp /tmp/x .claude/settings.json", RuleProtected, S},
		{"mv over", "Bash", "mv /tmp/x .claude/team-themes/config.json", RuleProtected, "config.json"},
		{"mv the folder", "Bash", "mv .claude x", RuleProtected, S},
		{"rm the folder", "Bash", "rm -rf .claude", RuleProtected, ".claude"},
		{"rm the file", "Bash", "rm .claude/settings.local.json", RuleProtected, L},
		{"ln over", "Bash", "ln -sf /tmp/x .claude/settings.json", RuleProtected, S},
		{"ln to it then write", "Bash", "ln -s .claude/settings.json x && echo {} > x", RuleProtected, S},
		{"sed -i", "Bash", "sed -i /leader-guard/d .claude/settings.json", RuleProtected, S},
		{"perl -pi", "Bash", "perl -pi -e s/a/b/ .claude/settings.json", RuleProtected, S},
		{"perl -pi with split code", "Bash", "perl -pi -e $(cat f) notes.txt", RuleProtected, "run time"},
		{"sed -i with split script", "Bash", "sed -i -e $(cat f) notes.txt", RuleProtected, "run time"},
		{"sed -i with run-time options", "Bash", "sed $(cat f) s/a/b/ notes.txt", RuleProtected, "run time"},
		{"sed -i with split file option", "Bash", "sed -i -f $(cat f) notes.txt", RuleProtected, "run time"},
		{"sed w command", "Bash", "sed -n 'w .claude/settings.json' notes.txt", RuleProtected, ""},
		{"sort -o", "Bash", "sort -o .claude/settings.json notes.txt", RuleProtected, ""},
		{"perl -pi with run-time options", "Bash", "perl -p$(cat f) -e s/a/b/ notes.txt", RuleProtected, "run time"},
		{"python with the path", "Bash", "python3 -c \"open('.claude/settings.json','w').write('{}')\"", RuleProtected, ".claude/settings"},
		{"python after cd", "Bash", "cd .claude && python3 -c \"open('settings.json','w')\"", RuleProtected, ".claude"},
		{"git checkout", "Bash", "git checkout -- .claude/settings.json", RuleProtected, ".claude/settings"},
		{"git restore", "Bash", "git restore .claude/settings.local.json", RuleProtected, "settings.local.json"},
		{"git clean -X", "Bash", "git clean -fdX", RuleProtected, "settings.local.json"},
		{"tee", "Bash", "echo {} | tee .claude/team-themes/patterns/fixed-theme.json", RuleProtected, "fixed-theme.json"},
		{"dd", "Bash", "dd if=/tmp/x of=.claude/settings.json", RuleProtected, S},
		{"truncate", "Bash", "truncate -s0 .claude/settings.json", RuleProtected, S},
		{"chmod", "Bash", "chmod 000 .claude/settings.json", RuleProtected, S},
		{"state dir", "Bash", "rm -rf STATE", RuleProtected, "teamctl"},
		{"dynamic target naming settings", "Bash", "for f in .claude/settings*; do echo {} > \"$f\"; done", RuleProtected, "named only at run time"},
		{"dynamic target built by a substitution", "Bash", "d=$(echo .claude); echo {} > $d/settings.json", RuleProtected, "named only at run time"},
		{"dynamic target from escapes", "Bash", "echo {} > \"$(printf '\\x2eclaude')/settings.json\"", RuleProtected, "named only at run time"},
		{"bash -c", "Bash", "bash -c 'echo {} > .claude/settings.json'", RuleProtected, S},
		// teamctl, by the one table.
		{"uninstall", "Bash", "teamctl uninstall --project", RuleTeamctl, "teamctl uninstall"},
		{"install local", "Bash", "teamctl install --local", RuleTeamctl, "teamctl install"},
		{"init force", "Bash", "teamctl init --force", RuleTeamctl, "teamctl init"},
		{"pattern switch", "Bash", "teamctl pattern set OTHER", RuleTeamctl, "switches the team from pattern SAME"},
		{"pattern of another team", "Bash", "teamctl pattern set fixed-theme --team other", RuleTeamctl, "another team"},
		{"history prune", "Bash", "teamctl history prune --keep 0", RuleTeamctl, "teamctl history prune"},
		{"history repair --file", "Bash", "teamctl history repair --file src/main.go", RuleTeamctl, "teamctl history repair"},
		{"history migrate", "Bash", "teamctl history migrate --to jsonl", RuleTeamctl, "history migrate"},
		{"history add --file elsewhere", "Bash", "teamctl history add --file src/x.json -p fixed-theme -c a,b,c,d", RuleTeamctl, "--file writes another file"},
		{"team prune", "Bash", "teamctl team prune --yes", RuleTeamctl, "team prune"},
		{"through env", "Bash", "env FOO=1 teamctl uninstall", RuleTeamctl, "uninstall"},
		{"through timeout", "Bash", "timeout 5 teamctl pattern set OTHER", RuleTeamctl, "switches"},
		{"through command", "Bash", "command teamctl install", RuleTeamctl, "install"},
		{"through bash -c", "Bash", "bash -c 'teamctl uninstall --user'", RuleTeamctl, "uninstall"},
		{"through xargs", "Bash", "echo --project | xargs teamctl uninstall", RuleTeamctl, "uninstall"},
		{"through perf stat", "Bash", "perf stat -e cycles -- teamctl uninstall", RuleTeamctl, "uninstall"},
		{"through sh -c in a subshell", "Bash", "(sh -c \"teamctl init --force\")", RuleTeamctl, "init"},
		{"a copy of teamctl", "Bash", "./teamctl uninstall", RuleTeamctl, "uninstall"},
		{"run-time name", "Bash", "$T uninstall --project", RuleTeamctl, "uninstall"},
		{"flag first", "Bash", "teamctl --help uninstall", "", ""},
		{"unknown command", "Bash", "teamctl frobnicate", RuleTeamctl, "frobnicate"},
		// What stays allowed for a member.
		{"pattern set the same", "Bash", "teamctl pattern set SAME", "", ""},
		{"history add", "Bash", "teamctl history add -p fixed-theme -c a,b,c,d --theme T", "", ""},
		{"queries", "Bash", "teamctl team show && teamctl doctor && teamctl history list --file /tmp/h.json && teamctl pattern list", "", ""},
		{"read settings", "Bash", "cat .claude/settings.json | jq .hooks", "", ""},
		{"vscode settings", "Bash", "sed -i s/a/b/ .vscode/settings.json", "", ""},
		{"build", "Bash", "go build ./... && make test", "", ""},
		{"mkdir team-themes", "Bash", "mkdir -p docs/notes", "", ""},
		{"git clean without ignored", "Bash", "git clean -fd", "", ""},
		{"copy into the project", "Bash", "cp /tmp/out.txt . && mv /tmp/b.txt PROJECT/", "", ""},
		{"copy a .claude folder over", "Bash", "cp -r /tmp/evil/.claude .", RuleProtected, "which holds"},
		{"rm the project", "Bash", "rm -rf PROJECT", RuleProtected, "which holds"},
		{"commit team-themes docs", "Bash", "git add .claude/team-themes/notes.md && git commit -m 'team-themes: notes, not settings.local.json'", "", ""},
		{"git rm settings", "Bash", "git rm .claude/settings.json", RuleProtected, ".claude/settings"},
		{"git -C checkout", "Bash", "git -C .claude checkout -- settings.json", RuleProtected, ".claude"},
		{"git -C rm", "Bash", "git -C .claude rm -q settings.json", RuleProtected, ".claude"},
		{"git -C restore from a parent", "Bash", "cd src && git -C ../.claude restore settings.json", RuleProtected, ".claude"},
		{"git --work-tree checkout", "Bash", "git --work-tree=.claude checkout HEAD -- settings.json", RuleProtected, ".claude"},
		{"git -C log", "Bash", "git -C .claude log --oneline -1", "", ""},
		{"git checkout everything", "Bash", "git checkout -- .", RuleProtected, "name the files"},
		{"GIT_WORK_TREE prefix", "Bash", "GIT_WORK_TREE=.claude git rm -q settings.json", RuleProtected, ".claude"},
		{"GIT_WORK_TREE exported", "Bash", "export GIT_WORK_TREE=.claude; git checkout HEAD -- settings.json", RuleProtected, ".claude"},
		{"GIT_DIR through env", "Bash", "env GIT_DIR=.git GIT_WORK_TREE=.claude git restore settings.json", RuleProtected, ".claude"},
		{"git clean -X through env", "Bash", "env LC_ALL=C git clean -fdX", RuleProtected, "settings.local.json"},
		{"git clean -X through perf stat", "Bash", "perf stat -e cycles -- git clean -fdX", RuleProtected, "settings.local.json"},
		{"git -C through timeout", "Bash", "timeout 5 git -C .claude rm -q settings.json", RuleProtected, ".claude"},
		{"git restore the folder", "Bash", "git restore .claude", RuleProtected, ".claude"},
		{"git stash --all", "Bash", "git stash --all", RuleProtected, "ignored files"},
		{"git -C at run time", "Bash", "git -C \"$D\" rm -q settings.json", RuleProtected, "run time"},
		{"git checkout one file", "Bash", "git checkout -- src/main.go", "", ""},
		{"git rm --cached everything", "Bash", "git rm -r -q --cached .", "", ""},
		{"git restore --staged everything", "Bash", "git restore --staged .", "", ""},
		{"git checkout a branch", "Bash", "git checkout -b feature", "", ""},
		{"find -exec rm", "Bash", "find .claude -name settings.json -exec rm {} \\;", RuleProtected, "run time"},
		{"find -exec sed -i", "Bash", "find . -name settings.local.json -exec sed -i d {} +", RuleProtected, "settings.local.json"},
		{"find -delete", "Bash", "find .claude -name 'settings*' -delete", RuleProtected, "run time"},
		{"xargs rm", "Bash", "find .claude -name settings.json | xargs rm", RuleProtected, "run time"},
		{"find -exec grep", "Bash", "find . -name '*.json' -exec grep -l hooks {} +", "", ""},
		// The hook binaries beside this one (BIN is their folder).
		{"Write a hook binary", "Write", "BIN/leader-guard", RuleProtected, "leader-guard"},
		{"Write teamctl", "Write", "BIN/teamctl", RuleProtected, "teamctl"},
		{"Write a hook binary through a link", "Write", "PROJECT/hooklink", RuleProtected, "hook binary"},
		{"cp over a hook binary", "Bash", "cp /bin/true BIN/message-guard", RuleProtected, "message-guard"},
		{"rm the hook binaries' folder", "Bash", "rm -rf BIN", RuleProtected, "BIN"},
		{"Write another file there", "Write", "BIN/notes.txt", "", ""},
	}
	for _, who := range []string{"alice", "leader", "mixed-leader"} {
		for _, c := range cases {
			t.Run(who+"/"+c.name, func(t *testing.T) {
				pattern, caller := "fixed-theme", who
				if who == "mixed-leader" {
					pattern, caller = "mixed-genius", "leader"
				}
				w := newWorld(t, pattern)
				config := w.config
				os.MkdirAll(filepath.Join(w.project, ".claude", "team-themes", "patterns"), 0o755)
				os.WriteFile(filepath.Join(w.project, ".claude", "settings.json"), []byte("{}"), 0o644)
				os.Symlink(filepath.Join(w.project, ".claude"), filepath.Join(w.project, "link"))
				os.Link(filepath.Join(w.project, ".claude", "settings.json"), filepath.Join(w.project, "hard.json"))
				exe, err := os.Executable()
				if err != nil {
					t.Fatal(err)
				}
				bin := filepath.Dir(exe)
				os.Symlink(filepath.Join(bin, "team-rules"), filepath.Join(w.project, "hooklink"))
				other := map[string]string{"fixed-theme": "mixed-genius", "mixed-genius": "fixed-theme"}[pattern]
				repl := strings.NewReplacer("BIN", bin, "PROJECT", w.project, "CONFIG", config, "STATE", w.state, "OTHER", other, "SAME", pattern)
				arg := repl.Replace(c.arg)
				c.reasonHas = repl.Replace(c.reasonHas)
				input := map[string]any{"command": arg}
				if c.tool != "Bash" {
					key := "file_path"
					if c.tool == "NotebookEdit" {
						key = "notebook_path"
					}
					input = map[string]any{key: arg, "content": "x", "old_string": "a", "new_string": "b", "new_source": "x", "edits": []any{}}
				}
				code, out, errOut := run(t, w, w.call(t, caller, c.tool, input))
				if code != 0 {
					t.Fatalf("exit %d stderr %q", code, errOut)
				}
				got, reason := decision(t, out)
				switch {
				case c.rule == "" && who == "alice":
					if got != "allow" {
						t.Fatalf("member denied: %s", reason)
					}
				case c.rule == "":
					// The leaders follow their pattern's other rules.
					if strings.Contains(reason, RuleProtected) || strings.Contains(reason, RuleTeamctl) {
						t.Fatalf("self-protection denied an allowed call: %s", reason)
					}
				default:
					if got != "deny" || !strings.Contains(reason, "Rule "+c.rule) || !strings.Contains(reason, c.reasonHas) {
						t.Fatalf("got %s %q; want %s naming %q", got, reason, c.rule, c.reasonHas)
					}
					if !strings.Contains(reason, "outside the team session") && !strings.Contains(reason, writeLiterally) {
						t.Errorf("the reason does not say what to do instead: %s", reason)
					}
				}
			})
		}
	}
}

// TestSelfProtectionOfLinkedProtectedPaths pins protection when the
// protected paths themselves are links: a .claude folder that is a link
// elsewhere, and a settings file that is a link to a file of another
// name. Writing the place they point to is writing them.
func TestSelfProtectionOfLinkedProtectedPaths(t *testing.T) {
	w := newWorld(t, "fixed-theme")
	elsewhere := filepath.Join(w.root, "elsewhere")
	os.MkdirAll(filepath.Join(elsewhere, "claude-dir"), 0o755)
	os.WriteFile(filepath.Join(elsewhere, "claude-dir", "settings.json"), []byte("{}"), 0o644)
	os.WriteFile(filepath.Join(elsewhere, "conf.json"), []byte("{}"), 0o644)
	if err := os.Symlink(filepath.Join(elsewhere, "claude-dir"), filepath.Join(w.project, ".claude")); err != nil {
		t.Skip("no symlinks here:", err)
	}
	os.Symlink(filepath.Join(elsewhere, "conf.json"), filepath.Join(elsewhere, "claude-dir", "settings.local.json"))
	for _, c := range []struct {
		path string
		deny bool
	}{
		{filepath.Join(elsewhere, "claude-dir", "settings.json"), true},
		{filepath.Join(elsewhere, "conf.json"), true},
		{filepath.Join(elsewhere, "claude-dir", "notes.md"), false},
		{filepath.Join(elsewhere, "other.json"), false},
	} {
		code, out, errOut := run(t, w, w.call(t, "alice", "Write", map[string]any{"file_path": c.path, "content": "x"}))
		if code != 0 {
			t.Fatalf("exit %d stderr %q", code, errOut)
		}
		got, reason := decision(t, out)
		if c.deny != (got == "deny") || c.deny && !strings.Contains(reason, "Rule "+RuleProtected) {
			t.Errorf("Write %s: got %s %q; want deny=%v", c.path, got, reason, c.deny)
		}
	}
}

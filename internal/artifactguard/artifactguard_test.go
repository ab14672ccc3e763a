package artifactguard

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/hook/hooktest"
	"github.com/teamctl/teamctl/internal/teamstate"
)

var now = time.Date(2026, 11, 21, 18, 40, 0, 0, time.UTC)

const (
	t2Team = "session-716ec9d0"
	bebop  = `[{"pattern":"fixed-theme","theme":"Cowboy Bebop","characters":["Spike Spiegel","Jet Black","Faye Valentine","Edward","Ein"]}]`
)

func guard() *Guard {
	return &Guard{Proc: hooktest.Proc{}, MaxDiffBytes: DefaultMaxDiffBytes, DiffTimeout: 10 * time.Second}
}

func world(t testing.TB, pattern, history string) *hooktest.World {
	w := hooktest.New(t)
	w.T2(pattern)
	if history != "" {
		w.History(history)
	}
	return w
}

// tool turns the captured teammate Write into another call of alice's.
func tool(name string, input map[string]any) func(map[string]any) {
	return func(in map[string]any) { in["tool_name"], in["tool_input"] = name, input }
}

func expect(t *testing.T, r hooktest.Result, want, rule string, has ...string) {
	t.Helper()
	hooktest.Expect(t, r, "artifact-guard", want, rule, has...)
}

func TestEditTools(t *testing.T) {
	write := func(path, content string) func(map[string]any) {
		return func(in map[string]any) {
			if !filepath.IsAbs(path) {
				path = filepath.Join(in["cwd"].(string), path)
			}
			tool("Write", map[string]any{"file_path": path, "content": content})(in)
		}
	}
	edit := func(path, old, new string) func(map[string]any) {
		return func(in map[string]any) {
			tool("Edit", map[string]any{"file_path": filepath.Join(in["cwd"].(string), path), "old_string": old, "new_string": new})(in)
		}
	}
	cases := []struct {
		name    string
		pattern string
		files   map[string]string // project files before the call
		project string            // .claude/team-themes/config.json
		// duringTeam dates the config after the team started.
		duringTeam bool
		edit       func(map[string]any)
		want       string
		rule       string
		has        []string
	}{
		{name: "captured write", edit: nil, want: "none"},
		{name: "name in source", edit: write("src/app.go", "package app\n\n// Spike Spiegel wrote this\n"), want: "deny", rule: RuleNames,
			has: []string{`"Spike Spiegel"`, "found in src/app.go:3", "// Spike Spiegel wrote this", "teammate alice", t2Team, "pattern fixed-theme", "CLAUDE.md, docs/specs/agentic/teams/**, .claude/team-themes/**"}},
		{name: "name in another case", edit: write("README.md", "Thanks, FAYE VALENTINE!\n"), want: "deny", rule: RuleNames, has: []string{`"FAYE VALENTINE"`, "README.md:1"}},
		{name: "name in camelCase", edit: write("src/a.go", "func getEdwardScore() {}\n"), want: "deny", rule: RuleNames, has: []string{`"Edward"`}},
		{name: "name spelled with a separator", edit: write("src/a.go", "var spike_spiegel = 1\n"), want: "deny", rule: RuleNames, has: []string{`"spike_spiegel (Spike Spiegel)"`}},
		{name: "more occurrences counted", edit: write("a.md", "Ein\nEin\nEin\n"), want: "deny", rule: RuleNames, has: []string{"and 2 more there"}},
		{name: "work title", edit: write("docs/intro.md", "Inspired by cowboy bebop.\n"), want: "deny", rule: RuleWorkTitle,
			has: []string{`the work title "cowboy bebop"`, "docs/intro.md:1", "the team's work title stays out"}},
		{name: "work title is not banned for mixed-genius", pattern: "mixed-genius", edit: write("docs/intro.md", "Inspired by Cowboy Bebop.\n"), want: "none"},
		{name: "names are banned for mixed-genius", pattern: "mixed-genius", edit: write("docs/intro.md", "Jet Black approves.\n"), want: "deny", rule: RuleNames},
		{name: "new file named after a character", edit: write("src/spike_spiegel_helper.go", "package src\n"), want: "deny", rule: RuleNames,
			has: []string{`found in the new file name: "src/spike_spiegel_helper.go"`}},
		{name: "new file named after a one-word character", edit: write("src/edward_client.go", "package src\n"), want: "deny", rule: RuleNames},
		{name: "existing file keeps its name", files: map[string]string{"src/edward_client.go": "package src\n"},
			edit: write("src/edward_client.go", "package src\n\nfunc X() {}\n"), want: "none"},
		{name: "rewrite keeps a name the file had", files: map[string]string{"CREDITS": "Ein\n"}, edit: write("CREDITS", "Ein\nthe team\n"), want: "none"},
		{name: "rewrite adds a second one", files: map[string]string{"CREDITS": "Ein\n"}, edit: write("CREDITS", "Ein\nEin\n"), want: "deny", rule: RuleNames, has: []string{"CREDITS:2"}},
		{name: "CLAUDE.md is exempt", edit: write("CLAUDE.md", "Spike Spiegel leads.\n"), want: "none"},
		// Linux file systems keep case: claude.md is another file.
		{name: "claude.md in another case is not exempt", edit: write("claude.md", "Spike Spiegel leads.\n"), want: "deny", rule: RuleNames},
		{name: "team specs are exempt", edit: write("docs/specs/agentic/teams/roles.md", "Jet Black: storyteller\n"), want: "none"},
		{name: "team themes are exempt", edit: write(".claude/team-themes/notes/bebop.md", "Faye Valentine\n"), want: "none"},
		{name: "CLAUDE.md elsewhere is not", edit: write("pkg/CLAUDE.md", "Spike Spiegel\n"), want: "deny", rule: RuleNames},
		{name: "project exempt list replaces the default", project: `{"artifact_exempt_paths":["lore/**"]}`,
			edit: write("lore/cast.md", "Spike Spiegel\n"), want: "none"},
		{name: "project exempt list replaces the default (CLAUDE.md now checked)", project: `{"artifact_exempt_paths":["lore/**"]}`,
			edit: write("CLAUDE.md", "Spike Spiegel\n"), want: "deny", rule: RuleNames, has: []string{"(only lore/** may name them)"}},
		{name: "outside the project", edit: write("/tmp/teamctl-scratch/notes.md", "Spike Spiegel\n"), want: "none"},
		{name: "ordinary word", project: `{"ordinary_words":["Ein"]}`, edit: write("de.md", "Ein Hund.\n"), want: "none"},
		// The policy the team could have widened: a config written after
		// the team started.
		{name: "ordinary word naming a character, added during the team", duringTeam: true, project: `{"ordinary_words":["Ein"]}`,
			edit: write("de.md", "Ein Hund.\n"), want: "deny", rule: RuleNames},
		{name: "ordinary word for a derived part, added during the team", duringTeam: true, project: `{"ordinary_words":["Black"]}`,
			edit: write("de.md", "Black and white.\n"), want: "none"},
		{name: "exempt path added during the team", duringTeam: true, project: `{"artifact_exempt_paths":["CLAUDE.md","lore/**"]}`,
			edit: write("lore/cast.md", "Spike Spiegel\n"), want: "deny", rule: RuleNames, has: []string{"(only CLAUDE.md may name them)"}},
		{name: "built-in exempt path kept during the team", duringTeam: true, project: `{"artifact_exempt_paths":["CLAUDE.md","lore/**"]}`,
			edit: write("CLAUDE.md", "Spike Spiegel\n"), want: "none"},
		// Names spelled to slip past.
		{name: "zero-width space inside a name", edit: write("a.md", "Spi\u200Bke Spie\u2060gel\n"), want: "deny", rule: RuleNames},
		{name: "cyrillic lookalikes", edit: write("a.md", "Fаye Vаlentine\n"), want: "deny", rule: RuleNames},
		{name: "family name alone", edit: write("a.md", "Thanks to Spiegel.\n"), want: "deny", rule: RuleNames, has: []string{`"Spiegel (Spike Spiegel)"`}},
		{name: "derived part in lower case is a word", edit: write("a.md", "black box\n"), want: "none"},
		{name: "edit adds a name at its file line", files: map[string]string{"src/app.go": "package app\n\nfunc a() {}\n\nfunc b() {}\n"},
			edit: edit("src/app.go", "func b() {}\n", "// for Jet Black\nfunc b() {}\n"), want: "deny", rule: RuleNames, has: []string{"src/app.go:5"}},
		{name: "edit keeps a name", files: map[string]string{"src/app.go": "// Ein\nx := 1\n"}, edit: edit("src/app.go", "// Ein\nx := 1", "// Ein\nx := 2"), want: "none"},
		{name: "edit of a file that is not there", edit: edit("gone.go", "a", "Edward"), want: "deny", rule: RuleNames, has: []string{"gone.go (line 1 of the new text)"}},
		{name: "multiedit second edit", files: map[string]string{"a.md": "one\ntwo\n"}, edit: tool("MultiEdit", map[string]any{
			"file_path": "PROJECT/a.md", "edits": []any{map[string]any{"old_string": "one", "new_string": "uno"}, map[string]any{"old_string": "two", "new_string": "Faye Valentine"}}}),
			want: "deny", rule: RuleNames, has: []string{"a.md:2"}},
		{name: "notebook cell", edit: tool("NotebookEdit", map[string]any{"notebook_path": "PROJECT/nb.ipynb", "new_source": "print('Spike Spiegel')"}),
			want: "deny", rule: RuleNames, has: []string{"nb.ipynb (cell source line 1)"}},
		{name: "other tool", edit: tool("Read", map[string]any{"file_path": "PROJECT/Spike.md"}), want: "none"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			pattern := tc.pattern
			if pattern == "" {
				pattern = "fixed-theme"
			}
			w := world(t, pattern, bebop)
			for p, c := range tc.files {
				w.WriteFile(filepath.Join(w.Project, p), c)
			}
			switch {
			case tc.project != "" && tc.duringTeam:
				w.ProjectConfigDuringTeam(tc.project)
			case tc.project != "":
				w.ProjectConfig(tc.project)
			}
			payload := w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_Write"), tc.edit)
			payload = []byte(strings.ReplaceAll(string(payload), "PROJECT/", w.Project+"/"))
			expect(t, w.Run(guard(), payload, now), tc.want, tc.rule, tc.has...)
		})
	}
}

func TestUnspacedScriptNames(t *testing.T) {
	w := world(t, "fixed-theme", `[{"pattern":"fixed-theme","theme":"新世紀エヴァンゲリオン","characters":["碇シンジ","綾波レイ","葛城ミサト"]}]`)
	for _, tc := range []struct{ content, want string }{
		{"// 碇シンジです\n", "deny"},
		{"レポート: 綾波レイが担当\n", "deny"},
		{"エヴァンゲリオンの話\n", "none"},
		{"新世紀エヴァンゲリオン\n", "deny"},
		{"普通のコメント\n", "none"},
	} {
		payload := w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_Write"), tool("Write", map[string]any{"file_path": w.Project + "/a.md", "content": tc.content}))
		if r := w.Run(guard(), payload, now); r.Decision != tc.want {
			t.Errorf("%q: %s, want %s (%s)", tc.content, r.Decision, tc.want, r.Reason)
		}
	}
}

func TestCastSourcesAndSwitches(t *testing.T) {
	leak := tool("Write", map[string]any{"file_path": "PROJECT/a.md", "content": "Spike Spiegel and Cowboy Bebop\n"})
	run := func(w *hooktest.World) hooktest.Result {
		payload := w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_Write"), leak)
		return w.Run(guard(), []byte(strings.ReplaceAll(string(payload), "PROJECT/", w.Project+"/")), now)
	}
	t.Run("no history, no record", func(t *testing.T) {
		r := run(world(t, "fixed-theme", ""))
		expect(t, r, "none", "")
	})
	t.Run("corrupt history fails open with a note", func(t *testing.T) {
		r := run(world(t, "fixed-theme", `[{"theme":"x","characters":["Spike Spiegel"]`))
		expect(t, r, "none", "")
		if !strings.Contains(r.Stderr, "corrupt theme history") || !strings.Contains(r.Stderr, "no character names known") {
			t.Errorf("stderr: %q", r.Stderr)
		}
	})
	t.Run("teamctl's record wins over the history", func(t *testing.T) {
		w := world(t, "fixed-theme", bebop)
		if err := teamstate.Update(w.State, w.Key(t2Team), now, func(r *teamstate.Record) error {
			r.Characters = &teamstate.Characters{Names: []string{"Lupin"}, Theme: "Lupin III"}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		expect(t, run(w), "none", "")
	})
	t.Run("history entry linked to the team", func(t *testing.T) {
		r := run(world(t, "fixed-theme", `[{"theme":"Other","characters":["Lupin"],"team":"session-other"},`+bebop[1:]))
		expect(t, r, "deny", RuleNames)
	})
	t.Run("names off, title on", func(t *testing.T) {
		w := world(t, "fixed-theme", bebop)
		w.WriteFile(filepath.Join(w.Project, ".claude/team-themes/patterns/fixed-theme.json"), `{"rules":{"artifact_names":false}}`)
		expect(t, run(w), "deny", RuleWorkTitle, `"Cowboy Bebop"`)
	})
	t.Run("both off", func(t *testing.T) {
		w := world(t, "fixed-theme", bebop)
		w.WriteFile(filepath.Join(w.Project, ".claude/team-themes/patterns/fixed-theme.json"), `{"rules":{"artifact_names":false,"artifact_work_title":false}}`)
		expect(t, run(w), "none", "")
	})
	t.Run("no pattern", func(t *testing.T) {
		expect(t, run(world(t, "", bebop)), "none", "")
	})
	t.Run("no team", func(t *testing.T) {
		w := hooktest.New(t)
		w.History(bebop)
		expect(t, run(w), "none", "")
	})
	t.Run("the leader is checked too", func(t *testing.T) {
		w := world(t, "mixed-genius", bebop)
		payload := w.Payload(hooktest.Load(t, "inproc_leader_PreToolUse_Bash"), tool("Bash", map[string]any{"command": `git tag -a v1 -m "Jet Black release"`}))
		expect(t, w.Run(guard(), payload, now), "deny", RuleNames, "the leader", "git tag -m")
	})
}

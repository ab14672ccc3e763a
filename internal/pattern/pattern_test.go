package pattern

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/teamctl/teamctl/themes"
)

func envFor(home string) func(string) string {
	return func(k string) string {
		if k == "HOME" {
			return home
		}
		return ""
	}
}

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestEmbeddedPatternsLoad(t *testing.T) {
	c, err := Load(envFor(t.TempDir()), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(c.Names(), ","); got != "fixed-theme,mixed-genius" {
		t.Fatalf("names = %s", got)
	}
	ft, _ := c.Get("fixed-theme")
	if !ft.Leader.ManagesOnly() || ft.Leader.Bash != "read-only" || !ft.Leader.SubagentsInherit {
		t.Errorf("fixed-theme leader policy = %+v", ft.Leader)
	}
	if ft.History.WorkWindow != 40 || ft.History.Cap != 40 || ft.Members.Min != 4 || ft.Members.Max != 6 {
		t.Errorf("fixed-theme history/members = %+v %+v", ft.History, ft.Members)
	}
	mg, _ := c.Get("mixed-genius")
	if mg.Leader.ManagesOnly() || mg.History.CharacterWindow != 5 || !mg.History.DistinctWorks || mg.History.FixedTheme != "mixed-genius" {
		t.Errorf("mixed-genius = %+v", mg)
	}
}

func TestProjectOverridesOnlyTheFieldsItSets(t *testing.T) {
	home, project := t.TempDir(), t.TempDir()
	writeFile(t, filepath.Join(home, ".claude", "team-themes", "patterns", "fixed-theme.json"),
		`{"leader": {"allowed_paths": ["notes/**"]}}`)
	writeFile(t, filepath.Join(project, ".claude", "team-themes", "patterns", "fixed-theme.json"),
		`{"members": {"min": 3, "max": 5}}`)
	writeFile(t, filepath.Join(project, ".claude", "team-themes", "patterns", "solo.json"),
		`{"members": {"min": 1, "max": 1}, "leader": {"edits": "allow", "bash": "any"}, "history": {"theme": "work", "cap": 10}}`)
	c, err := Load(envFor(home), project)
	if err != nil {
		t.Fatal(err)
	}
	ft, _ := c.Get("fixed-theme")
	if ft.Members.Min != 3 || ft.Members.Max != 5 {
		t.Errorf("project override lost: %+v", ft.Members)
	}
	if got := strings.Join(ft.Leader.AllowedPaths, ","); got != "notes/**" {
		t.Errorf("user override lost: %s", got)
	}
	if !ft.Leader.ManagesOnly() || ft.History.WorkWindow != 40 {
		t.Errorf("untouched fields changed: %+v", ft)
	}
	if _, ok := c.Get("solo"); !ok {
		t.Errorf("a dropped-in pattern file is not loaded: %v", c.Names())
	}
	// The embedded definition itself must stay untouched for other catalogs.
	c2, _ := Load(envFor(t.TempDir()), t.TempDir())
	ft2, _ := c2.Get("fixed-theme")
	if len(ft2.Leader.AllowedPaths) != 4 {
		t.Errorf("embedded definition was mutated: %v", ft2.Leader.AllowedPaths)
	}
}

func TestMalformedPatternFileNamesFileAndField(t *testing.T) {
	cases := []struct{ body, want string }{
		{`{"leader": {"edits": "maybe"}}`, `field "leader.edits"`},
		{`{"members": {"min": "four"}}`, `field "members.min"`},
		{`{"leadr": {}}`, `field "leadr": not a pattern field`},
		{`{"members": {"min": 4,}}`, `line 1: col 24`},
		{`{"leader": {"allowed_paths": ["a/[b"]}}`, `not a valid glob`},
	}
	for _, tc := range cases {
		project := t.TempDir()
		path := filepath.Join(project, ".claude", "team-themes", "patterns", "fixed-theme.json")
		writeFile(t, path, tc.body)
		c, err := Load(envFor(t.TempDir()), project)
		if err == nil {
			// Field errors surface when the pattern is decoded.
			err = c.Check()
			if _, lerr := c.Lookup("fixed-theme"); lerr == nil || lerr.Error() != err.Error() {
				t.Errorf("%s: Lookup = %v, Check = %v", tc.body, lerr, err)
			}
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), path) {
			t.Errorf("%s: err = %v, want file name and %q", tc.body, err, tc.want)
		}
	}
}

func TestLookupUnknownListsKnown(t *testing.T) {
	c, _ := Load(envFor(t.TempDir()), "")
	_, err := c.Lookup("fixed")
	if err == nil || err.Error() != `unknown pattern "fixed" (known patterns: fixed-theme, mixed-genius)` {
		t.Fatalf("err = %v", err)
	}
}

func TestProjectConfig(t *testing.T) {
	project := t.TempDir()
	cfg, err := LoadProjectConfig(project)
	if err != nil || cfg.DefaultPattern != "fixed-theme" || cfg.HasDefaultPattern || cfg.DecisionLog != "deny" {
		t.Fatalf("defaults = %+v, %v", cfg, err)
	}
	writeFile(t, ConfigPath(project), `{"default_pattern": "mixed-genius", "ordinary_words": ["Pip"]}`)
	cfg, err = LoadProjectConfig(project)
	if err != nil || cfg.DefaultPattern != "mixed-genius" || !cfg.HasDefaultPattern || cfg.OrdinaryWords[0] != "Pip" {
		t.Fatalf("project = %+v, %v", cfg, err)
	}
	writeFile(t, ConfigPath(project), `{"default_pattern": 3}`)
	if _, err := LoadProjectConfig(project); err == nil || !strings.Contains(err.Error(), `field "default_pattern"`) {
		t.Fatalf("bad type err = %v", err)
	}
	writeFile(t, ConfigPath(project), `{"decision_log": "verbose"}`)
	if _, err := LoadProjectConfig(project); err == nil || !strings.Contains(err.Error(), `"decision_log"`) {
		t.Fatalf("bad enum err = %v", err)
	}
}

func TestABrokenOverrideOfOnePatternLeavesTheOthersUsable(t *testing.T) {
	project := t.TempDir()
	writeFile(t, filepath.Join(project, ".claude", "team-themes", "patterns", "mixed-genius.json"), `{"leader": {"edits": 1}}`)
	c, err := Load(envFor(t.TempDir()), project)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Lookup("fixed-theme"); err != nil {
		t.Fatalf("fixed-theme unusable because of mixed-genius's file: %v", err)
	}
	if _, err := c.Lookup("mixed-genius"); err == nil || !strings.Contains(err.Error(), "leader.edits") {
		t.Fatalf("mixed-genius err = %v", err)
	}
}

// The generated Go values must equal the embedded JSON they come from.
func TestBuiltinGenMatchesThemes(t *testing.T) {
	entries, err := fs.ReadDir(themes.FS, "patterns")
	if err != nil {
		t.Fatal(err)
	}
	gen := builtinDefinitions()
	if len(entries) != len(gen) {
		t.Fatalf("%d pattern files, %d patterns generated (two files with one name?); run make generate", len(entries), len(gen))
	}
	for name, d := range gen {
		// The generator does not import this package, so it cannot
		// validate: a built-in that fails here would fail every user.
		if err := d.Validate(); err != nil {
			t.Errorf("built-in %s: %v", name, err)
		}
		if want := "built-in " + name + ".json"; d.Source != want {
			t.Errorf("built-in %s comes from %q, want %q: the name must be the file's", name, d.Source, want)
		}
	}
	for _, e := range entries {
		data, _ := fs.ReadFile(themes.FS, "patterns/"+e.Name())
		var d Definition
		if err := json.Unmarshal(data, &d); err != nil {
			t.Fatal(err)
		}
		d.Source = "built-in " + e.Name()
		if diff := cmp.Diff(d, gen[d.Name]); diff != "" {
			t.Errorf("%s differs from builtin_gen.go; run make generate:\n%s", e.Name(), diff)
		}
	}
	data, _ := fs.ReadFile(themes.FS, "config.json")
	var cfg ProjectConfig
	if err := json.Unmarshal(data, &cfg); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(cfg, builtinProjectConfig()); diff != "" {
		t.Errorf("config.json differs from builtin_gen.go; run make generate:\n%s", diff)
	}
}

// Every broken file is reported with its file, line and field; none of
// them makes Load fail, and each matters only to its own pattern.
func TestEveryBrokenFileIsReportedWithFileLineField(t *testing.T) {
	home, project := t.TempDir(), t.TempDir()
	user := filepath.Join(home, ".claude", "team-themes", "patterns")
	proj := filepath.Join(project, ".claude", "team-themes", "patterns")
	writeFile(t, filepath.Join(user, "mixed-genius.json"), "{\n  \"leader\": {\n    \"edits\": \"sometimes\"\n  }\n}\n")
	writeFile(t, filepath.Join(proj, "solo.json"), "{\n  \"members\": {\"min\": 1, \"max\": 1},\n  \"leader\": {\"bash\": 3}\n}\n")
	writeFile(t, filepath.Join(proj, "torn.json"), "{\n  \"members\": {\"min\": 1,\n")
	writeFile(t, filepath.Join(proj, "list.json"), "[1, 2]\n")
	c, err := Load(envFor(home), project)
	if err != nil {
		t.Fatalf("Load failed for the whole catalog: %v", err)
	}
	var got []string
	for _, err := range c.Broken() {
		got = append(got, err.Error())
	}
	want := []string{
		"pattern file " + filepath.Join(proj, "list.json") + ": line 1: not a JSON object",
		"pattern file " + filepath.Join(user, "mixed-genius.json") + `: line 3: field "leader.edits": "sometimes" is not "deny" or "allow"`,
		"pattern file " + filepath.Join(proj, "solo.json") + `: line 3: field "leader.bash": want string, got JSON number`,
		"pattern file " + filepath.Join(proj, "torn.json") + ": line 3: col 1: unexpected end of JSON input",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("Broken() (-want +got):\n%s", diff)
	}
	if def, note, err := c.Active("fixed-theme"); err != nil || note != "" || !def.Leader.ManagesOnly() {
		t.Fatalf("fixed-theme, with no broken file of its own: %v %q %v", def, note, err)
	}
}

// A broken file of the active pattern falls back to the built-in of the
// same name and says so; a broken custom pattern has nothing to fall back
// to and is an error.
func TestBrokenActivePatternFallsBackToBuiltin(t *testing.T) {
	project := t.TempDir()
	dir := filepath.Join(project, ".claude", "team-themes", "patterns")
	writeFile(t, filepath.Join(dir, "fixed-theme.json"), `{"name":"fixed-theme","leader":{"bash":"any"`)
	writeFile(t, filepath.Join(dir, "solo.json"), `{"leader":{"edits":"nope"}}`)
	c, _ := Load(envFor(t.TempDir()), project)
	def, note, err := c.Active("fixed-theme")
	if err != nil || def.Leader.Bash != "read-only" || !def.Leader.ManagesOnly() || !strings.Contains(note, "fixed-theme.json") || !strings.Contains(note, "built-in fixed-theme applies") {
		t.Fatalf("Active = %+v, %q, %v", def, note, err)
	}
	if _, _, err := c.Active("solo"); err == nil || !strings.Contains(err.Error(), "solo.json") {
		t.Fatalf("broken custom pattern: err = %v", err)
	}
	if _, _, err := c.Active("nope"); err == nil {
		t.Fatal("unknown pattern accepted")
	}
	// The fallback never changes the shared built-in.
	ft, _ := Load(envFor(t.TempDir()), t.TempDir())
	if d, _ := ft.Get("fixed-theme"); strings.Contains(d.Source, "fallback") {
		t.Fatalf("built-in mutated: %s", d.Source)
	}
}

// A FIFO, a folder or a huge file among the patterns is a broken file,
// never a hang or a read of gigabytes.
func TestOddFilesInPatternsFolder(t *testing.T) {
	project := t.TempDir()
	dir := filepath.Join(project, ".claude", "team-themes", "patterns")
	if err := os.MkdirAll(filepath.Join(dir, "folder.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := mkfifo(filepath.Join(dir, "fifo.json")); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	writeFile(t, filepath.Join(dir, "big.json"), `{"summary":"`+strings.Repeat("x", maxPolicyFile)+`"}`)
	c, err := Load(envFor(t.TempDir()), project)
	if err != nil {
		t.Fatal(err)
	}
	errs := c.Broken()
	if len(errs) != 3 {
		t.Fatalf("broken = %v", errs)
	}
	for _, e := range errs {
		if !strings.Contains(e.Error(), "cannot be read") {
			t.Errorf("%v", e)
		}
	}
}

// Two files in one folder for the same pattern name cannot both be meant:
// the second is an error naming both files, and neither is used. The
// guards then run the built-in of that name (with a note), and a duplicate
// of a pattern no team uses does not matter to the others.
func TestDuplicatePatternNameInOneFolderNamesBothFiles(t *testing.T) {
	home, project := t.TempDir(), t.TempDir()
	dir := filepath.Join(project, ".claude", "team-themes", "patterns")
	writeFile(t, filepath.Join(dir, "fixed-theme.json"), `{"leader": {"edits": "allow"}}`)
	writeFile(t, filepath.Join(dir, "relaxed.json"), "{\n  \"name\": \"fixed-theme\",\n  \"leader\": {\"bash\": \"any\"}\n}")
	writeFile(t, filepath.Join(dir, "solo-a.json"), `{"name": "solo", "members": {"min": 1, "max": 1}, "leader": {"edits": "allow", "bash": "any"}, "history": {"theme": "work", "cap": 10}}`)
	writeFile(t, filepath.Join(dir, "solo-b.json"), `{"name": "solo", "members": {"min": 1, "max": 2}, "leader": {"edits": "allow", "bash": "any"}, "history": {"theme": "work", "cap": 10}}`)
	// The user's file of the same name is an override, not a duplicate.
	writeFile(t, filepath.Join(home, ".claude", "team-themes", "patterns", "mixed-genius.json"), `{"members": {"min": 2, "max": 2}}`)
	writeFile(t, filepath.Join(dir, "mixed-genius.json"), `{"leader": {"bash": "read-only"}}`)
	c, err := Load(envFor(home), project)
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for _, err := range c.Broken() {
		msgs = append(msgs, err.Error())
	}
	want := []string{
		`pattern file ` + filepath.Join(dir, "relaxed.json") + `: line 2: field "name": defines pattern "fixed-theme", which ` + filepath.Join(dir, "fixed-theme.json") + ` defines too; give one of them another "name" or remove one`,
		`pattern file ` + filepath.Join(dir, "solo-b.json") + `: line 1: field "name": defines pattern "solo", which ` + filepath.Join(dir, "solo-a.json") + ` defines too; give one of them another "name" or remove one`,
	}
	if diff := cmp.Diff(want, msgs); diff != "" {
		t.Errorf("Broken (-want +got):\n%s", diff)
	}
	def, note, err := c.Active("fixed-theme")
	if err != nil || !def.Leader.ManagesOnly() || def.Leader.Bash != "read-only" || !strings.Contains(note, "relaxed.json") {
		t.Errorf("Active(fixed-theme) = %+v, %q, %v; want the built-in and a note naming the files", def, note, err)
	}
	if _, _, err := c.Active("solo"); err == nil || !strings.Contains(err.Error(), "solo-a.json") {
		t.Errorf("Active(solo) = %v; want the duplicate error", err)
	}
	mg, note, err := c.Active("mixed-genius")
	if err != nil || note != "" || mg.Members.Max != 2 || mg.Leader.Bash != "read-only" {
		t.Errorf("Active(mixed-genius) = %+v, %q, %v; want user and project layers", mg, note, err)
	}
}

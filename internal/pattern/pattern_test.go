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
		{`{"leadr": {}}`, `"leadr" is not a pattern field`},
		{`{"members": {"min": 4,}}`, `line 1 col`},
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
		t.Fatalf("%d pattern files, %d generated; run go generate ./internal/pattern", len(entries), len(gen))
	}
	for _, e := range entries {
		data, _ := fs.ReadFile(themes.FS, "patterns/"+e.Name())
		var d Definition
		if err := json.Unmarshal(data, &d); err != nil {
			t.Fatal(err)
		}
		d.Source = "built-in " + e.Name()
		if diff := cmp.Diff(d, gen[d.Name]); diff != "" {
			t.Errorf("%s differs from builtin_gen.go; run go generate ./internal/pattern:\n%s", e.Name(), diff)
		}
	}
	data, _ := fs.ReadFile(themes.FS, "config.json")
	var cfg ProjectConfig
	if err := json.Unmarshal(data, &cfg); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(cfg, builtinProjectConfig()); diff != "" {
		t.Errorf("config.json differs from builtin_gen.go; run go generate ./internal/pattern:\n%s", diff)
	}
}

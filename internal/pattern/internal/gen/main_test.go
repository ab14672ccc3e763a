package main

import (
	"bytes"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/teamctl/teamctl/themes"
)

// builtin_gen.go is what the generator writes from themes/ today: make lint
// (and so make check and make test) fails when a theme file or a type in
// package pattern changed without make generate.
func TestBuiltinGenIsCurrent(t *testing.T) {
	want, err := generate("../..", "builtin_gen.go", themes.FS)
	if err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile("../../builtin_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, want) {
		t.Fatal("internal/pattern/builtin_gen.go is stale: themes/ or package pattern's types changed since it was generated; run make generate")
	}
}

// The generator must run when the file it writes no longer compiles (a
// field renamed in package pattern): it must not import the package.
func TestGeneratorDoesNotImportPattern(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "main.go", nil, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		if strings.HasSuffix(path, "/internal/pattern") {
			t.Fatalf("the generator imports %s, the package whose generated file it writes", path)
		}
	}
}

// The real package with a field renamed, and a builtin_gen.go that no longer
// compiles because of it: the generator writes the new name.
func TestFieldRenameInPatternRegenerates(t *testing.T) {
	dir := t.TempDir()
	files, _ := filepath.Glob("../../*.go")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if filepath.Base(f) == "pattern.go" {
			renamed := bytes.Replace(data, []byte("\tSummary string  `json:\"summary\"`"), []byte("\tBlurb   string  `json:\"summary\"`"), 1)
			if bytes.Equal(renamed, data) {
				t.Fatal("pattern.go has no Summary field to rename: update this test")
			}
			data = renamed
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	src, err := generate(dir, "builtin_gen.go", themes.FS)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(src, []byte(`Blurb: "a full team`)) || bytes.Contains(src, []byte("Summary:")) {
		t.Fatalf("the renamed field is not in the output:\n%s", src)
	}
}

// A self-contained package (types only) so the output can be type-checked
// without the module's dependencies: what the generator writes compiles
// against the types it read, whatever their fields are called.
const fixtureTypes = `package pattern

type Definition struct {
	Name   string            ` + "`json:\"name\"`" + `
	Limits Range             ` + "`json:\"members\"`" + `
	Tags   []string          ` + "`json:\"tags,omitempty\"`" + `
	Extra  map[string]int    ` + "`json:\"extra\"`" + `
	Next   *Range            ` + "`json:\"next\"`" + `
	Mode   Mode              ` + "`json:\"mode\"`" + `
	Ratio  float64           ` + "`json:\"ratio\"`" + `
	Paths  Globs             ` + "`json:\"paths\"`" + `
	Source string            ` + "`json:\"-\"`" + `
	Dash   string            ` + "`json:\"-,\"`" + `
	Plain  bool
	hidden string
}

type Range struct {
	Min int ` + "`json:\"min\"`" + `
	Max int ` + "`json:\"max\"`" + `
}

type Mode string

type Globs []string

type ProjectConfig struct {
	DefaultPattern string   ` + "`json:\"default_pattern\"`" + `
	Words          []string ` + "`json:\"words\"`" + `
}
`

func fixture(t *testing.T, pattern, config string) (string, fstest.MapFS) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "types.go"), []byte(fixtureTypes), 0o644); err != nil {
		t.Fatal(err)
	}
	// The previous output, broken: it must not be read.
	if err := os.WriteFile(filepath.Join(dir, "builtin_gen.go"), []byte("package pattern\n\nfunc broken( {\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, fstest.MapFS{
		"patterns/one.json": {Data: []byte(pattern)},
		"patterns/README":   {Data: []byte("not a pattern")},
		"config.json":       {Data: []byte(config)},
	}
}

func typeCheck(t *testing.T, files map[string][]byte) {
	t.Helper()
	fset := token.NewFileSet()
	var parsed []*ast.File
	for name, src := range files {
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, src)
		}
		parsed = append(parsed, f)
	}
	conf := types.Config{Importer: importer.Default()}
	if _, err := conf.Check("pattern", fset, parsed, nil); err != nil {
		t.Fatalf("the generated file does not compile: %v\n%s", err, files["builtin_gen.go"])
	}
}

func TestOutputCompilesAndFollowsEncodingJSON(t *testing.T) {
	dir, themesFS := fixture(t,
		`{"name": "one", "members": {"min": 1, "max": 3}, "tags": [], "extra": {"b": 2, "a": 1},
		  "next": {"min": 2}, "mode": "strict", "ratio": 0.5, "paths": ["a/**"], "-": "dash", "plain": true}`,
		`{"default_pattern": "one", "words": null}`)
	src, err := generate(dir, "builtin_gen.go", themesFS)
	if err != nil {
		t.Fatal(err)
	}
	typeCheck(t, map[string][]byte{"types.go": []byte(fixtureTypes), "builtin_gen.go": src})
	for _, want := range []string{
		`"one.json": Definition{Name: "one", Limits: Range{Min: 1, Max: 3}, Tags: []string{}, Extra: map[string]int{"a": 1, "b": 2}, Next: &Range{Min: 2}, Mode: "strict", Ratio: 0.5, Paths: Globs{"a/**"}, Dash: "dash", Plain: true}`,
		// null and a missing key both leave the zero value (nil, not empty).
		`ProjectConfig{DefaultPattern: "one"}`,
	} {
		if !bytes.Contains(src, []byte(want)) {
			t.Errorf("output lacks %s:\n%s", want, src)
		}
	}
	if bytes.Contains(src, []byte("README")) || bytes.Contains(src, []byte("Source")) {
		t.Errorf("output holds a non-JSON file or a json:\"-\" field:\n%s", src)
	}
}

func TestBadInputIsAnErrorNamingTheField(t *testing.T) {
	for _, tc := range []struct{ pattern, want string }{
		{`{"name": "one", "members": {"min": 1, "mux": 3}}`, `one.json: field "members.mux": unknown field`},
		{`{"name": "one", "members": {"min": "1"}}`, `one.json: field "members.min": want a number, found a string`},
		{`{"name": "one", "members": {"min": 1.5}}`, `one.json: field "members.min": want an int, found the number 1.5`},
		{`{"name": "one", "tags": "a"}`, `one.json: field "tags": want an array, found a string`},
		{`{"name": "one", "tags": [1]}`, `one.json: field "tags[0]": want a string, found the number 1`},
		{`{"name": "one", "hidden": "x"}`, `one.json: field "hidden": unknown field`},
		{`{"name": "one", "Name": "two"}`, `one.json: field "Name": set twice, as "name"`},
		{`{"name": "one"} {}`, `one.json: data after the JSON value`},
		{`{"name": "one",`, `one.json: unexpected EOF`},
	} {
		dir, themesFS := fixture(t, tc.pattern, `{}`)
		_, err := generate(dir, "builtin_gen.go", themesFS)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want %q", tc.pattern, err, tc.want)
		}
	}
}

func TestUnsupportedTypeIsAnError(t *testing.T) {
	dir := t.TempDir()
	src := "package pattern\n\ntype Definition struct {\n\tAt any `json:\"at\"`\n}\n\ntype ProjectConfig struct{}\n"
	if err := os.WriteFile(filepath.Join(dir, "types.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	themesFS := fstest.MapFS{"patterns/one.json": {Data: []byte(`{"at": 1}`)}, "config.json": {Data: []byte(`{}`)}}
	_, err := generate(dir, "builtin_gen.go", themesFS)
	if err == nil || !strings.Contains(err.Error(), `field "at": type any is not supported`) {
		t.Fatalf("err = %v", err)
	}
}

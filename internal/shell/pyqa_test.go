package shell

import (
	"testing"
	"testing/fstest"
)

// TestRadonConfigInRunDir pins that radon runs only where the folder it
// runs in holds no radon.cfg, setup.cfg or pyproject.toml, any of which
// may set output_file, a file radon writes.
func TestRadonConfigInRunDir(t *testing.T) {
	tree := fstest.MapFS{
		"w/plain/src/app.py":       {},
		"w/cfg/radon.cfg":          {},
		"w/setup/setup.cfg":        {},
		"w/pyproj/pyproject.toml":  {},
		"w/toxonly/tox.ini":        {},
		"w/pyproj/src/app.py":      {},
		"w/plain/src/sub/mod.py":   {},
		"w/plain/docs/radon.cfg/x": {},
		"w/rst/docutils.conf":      {},
	}
	checkInDirs(t, mapReadDir(tree), []dirCase{
		{"/w/plain", "radon cc -s -a src", true},
		{"/w/plain/src", "radon raw -s .", true},
		{"/w/toxonly", "radon mi -s .", true}, // radon reads no tox.ini
		{"/w/cfg", "radon cc -s .", false},
		{"/w/setup", "radon hal .", false},
		{"/w/pyproj", "radon cc src", false},
		{"/w/plain", "cd /w/pyproj && radon cc src", false},
		{"/w/plain", "cd /w/pyproj/src && radon cc .", true},
		{"/w/missing", "radon cc .", false},
		{"/w/plain", "cd docs && radon cc .", false}, // any entry so named, even a folder
		// Other checks read no such setting.
		{"/w/pyproj", "vulture src", true},
		{"/w/setup", "pycodestyle src", true},
		{"/w/setup", "pydocstyle src", true},
		{"/w/cfg", "xenon -b B src", true},
		// twine check's docutils reads ./docutils.conf.
		{"/w/plain", "twine check dist/*", true},
		{"/w/rst", "twine check dist/*", false},
		{"/w/rst", "twine --version", false},
	})
	if a := Analyze("radon cc .", Env{Cwd: "/w/plain", Home: "/home/u"}); a.ReadOnly {
		t.Errorf("radon where the model cannot list folders: read-only, want refused")
	}
}

// TestPyQAShapes pins the parsers of pyqa.go on the shapes where a
// scanner that read the words otherwise would let a write by.
func TestPyQAShapes(t *testing.T) {
	checkShapes(t, []shapeCase{
		// radon: per-command options, argparse abbreviations.
		{"radon cc -s -a src", ""},
		{"radon cc -o SCORE src", ""}, // cc's -o is --order
		{"radon raw -o x src", "option the model does not know"},
		{"radon cc -jO r.json src", "writes its report"},
		{"radon raw --output r.txt src", "writes its report"},
		{"radon cc --o r.txt src", "writes its report"}, // --order or --output-file
		{"radon cc src -O r.txt", "writes its report"},
		{"radon mi -nO r.txt src", ""}, // -n takes "O" as its value
		{"radon help", "not a report"},
		{"radon", "not a report"},
		{"radon cc -e $X src", "not literal"},
		// lizard: -o, extensions by name.
		{"lizard -Eduplicate -ENS src", ""},
		{"lizard -VEwordcount src", "codecloud.html"},
		{"lizard --ext=WordCount src", "codecloud.html"},
		{"lizard -E ../../evil src", "extension the model does not know"},
		{"lizard -wo r.txt src", "writes its report"},
		{"lizard -xo src", ""}, // -x takes "o" as its value
		{"lizard --out r.txt src", "writes its report"},
		// xenon: -u posts.
		{"xenon -b B src", ""},
		{"xenon -buB src", ""}, // -b takes "uB"
		{"xenon -u http://x src", "posts the results"},
		{"xenon --u http://x src", "posts the results"},
		// twine: check only.
		{"twine check dist/*", ""},
		{"twine --no-color check --strict dist/x.whl", ""},
		{"twine upload dist/*", "not twine check"},
		{"twine check --strict-ish dist/*", "option the model does not know"},
		{"twine --no-color upload dist/*", "not twine check"},
		// pipdeptree: only its version and help (3.0 and later run
		// poetry and the active virtualenv's Python).
		{"pipdeptree --version", ""},
		{"pipdeptree -h", ""},
		{"pipdeptree", "runs `poetry env info`"},
		{"pipdeptree -p requests", "runs `poetry env info`"},
		{"pipdeptree --version --python x", "runs `poetry env info`"},
		// The linters read paths and standard input; xargs may add words.
		{"git ls-files '*.py' | xargs pyflakes", ""},
		{"git ls-files '*.py' | xargs pycodestyle --max-line-length=100", ""},
		{"pyflakes --bogus", "option the model does not know"},
		{"pycodestyle --testsuite t", "option the model does not know"},
		{"check-wheel-contents dist/", ""},
		{"check-wheel-contents -csetup.cfg --toplevel demo dist/x.whl", ""},
		{"check-wheel-contents --conf setup.cfg dist/", "option the model does not know"},
	})
}

// TestPythonMinusMLinters pins python -m pyflakes (pycodestyle,
// pydocstyle, vulture): the program's words by its spec, and no module
// in the working directory that Python would import in place of the
// checker, its dependencies or the standard library.
func TestPythonMinusMLinters(t *testing.T) {
	tree := fstest.MapFS{
		"w/plain/src/app.py":                {},
		"w/plain/setup.py":                  {},
		"w/own/pyflakes/__init__.py":        {},
		"w/ownmod/vulture.py":               {},
		"w/dep/snowballstemmer/__init__.py": {},
		"w/toml/toml.py":                    {},
		"w/std/tokenize.py":                 {},
	}
	checkInDirs(t, mapReadDir(tree), []dirCase{
		{"/w/plain", "python3 -m pyflakes src", true},
		{"/w/plain", "python -m pycodestyle --max-line-length=100 src", true},
		{"/w/plain", "python3 -m pydocstyle --convention=pep257 src", true},
		{"/w/plain", "python3 -m vulture src --min-confidence 80", true},
		{"/w/own", "python3 -m pyflakes .", false},
		{"/w/own", "python3 -I -m pyflakes .", true},
		{"/w/own", "python3 -m pycodestyle .", true}, // a pyflakes package does not shadow pycodestyle
		{"/w/ownmod", "python3 -m vulture .", false},
		{"/w/dep", "python3 -m pydocstyle .", false},
		{"/w/dep", "python3 -m pyflakes .", true},
		{"/w/toml", "python3 -m vulture .", false},
		{"/w/std", "python3 -m pycodestyle .", false},
		{"/w/plain", "python3 -m pycodestyle --testsuite t", false},
		{"/w/plain", "python3 -m pyflakes --bogus src", false},
		{"/w/plain", "python3 -m pyflakes $X", false},
		{"/w/plain", "python3 -m radon cc src", false},
		{"/w/plain", "python3 -m twine check dist/x.whl", false},
	})
}

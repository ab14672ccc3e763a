package shell

import "strings"

// Python code-quality and packaging checks a leader runs to read a
// project: vulture (dead code), pyflakes, pycodestyle, pydocstyle, radon
// (cc, raw, mi, hal), xenon and lizard (complexity), twine check (the
// built distributions in dist/) and check-wheel-contents; pipdeptree's
// --version and --help. None of them imports the code it checks: pyflakes,
// vulture, pydocstyle, radon and xenon parse it with ast, pycodestyle
// tokenizes it, lizard has its own lexer, twine reads the archives'
// metadata and renders their description. Their configuration is data (patterns,
// codes, thresholds): vulture's [tool.vulture] in pyproject.toml,
// pycodestyle's [pycodestyle] in setup.cfg and tox.ini, pydocstyle's
// setup.cfg, tox.ini, .pydocstyle* and [tool.pydocstyle], xenon's
// .xenon.yml (a token for -u); none of their settings writes a file,
// loads a plugin or runs code. radon is the exception: its output_file
// setting, which radon.cfg, pyproject.toml's [tool.radon] or setup.cfg
// in the folder it runs in may hold, names a file it writes, so radon
// runs only where the model can list that folder and finds none of the
// three (~/.radon.cfg and RADONCFG from the environment are the user's,
// trusted as ~/.gitconfig is).
//
// python -m pyflakes, pycodestyle, pydocstyle and vulture are the same
// programs, allowed where no module in the working directory (which
// Python puts first on the module path without -I or -P) has the name of
// the checker, of a dependency or of a standard module.
//
// Checked in a throw-away HOME and TMPDIR against a small package, every
// changed file listed: pyflakes 2.5, pycodestyle 2.10 (--statistics
// --count --show-source), pydocstyle 6.2.3, vulture 2.7 (--make-whitelist
// prints the whitelist), radon 5.1's four reports, twine 4.0.2 check
// (--strict, --no-color) on a wheel and an sdist, lizard (its source as of 2026: plain,
// --csv, -X, -H, --checkstyle, -t 4, and each extension named below) and
// xenon (its source as of 2026 on radon 5.1), check-wheel-contents 0.4.0
// (from its source, with a pyproject.toml and setup.cfg configuring it;
// later versions open no file but to read): none wrote anything.
// Refused: radon -O, lizard -o (output files), lizard -Ewordcount (writes
// codecloud.html and opens a browser) and extensions the model does not
// know, xenon -u (posts the results to a server), pipdeptree's trees
// (pipdeptreeReason), twine upload and register, and
// twine check where the folder holds a docutils.conf (its warning_stream
// names a file docutils writes: checked).

// pyQAReason explains the Python quality checks (ok false for any other
// program).
func (c *classifier) pyQAReason(name string, args []arg) (reason string, ok bool) {
	if sp := pyLintSpec(name); sp != nil {
		return specReason(name, args, sp), true
	}
	switch name {
	case "radon":
		if r := radonReason(args); r != "" {
			return r, true
		}
		for _, f := range []string{"radon.cfg", "setup.cfg", "pyproject.toml"} {
			if r := c.runDirFileReason(name, f, "whose output_file names a file radon writes"); r != "" {
				return r, true
			}
		}
		return "", true
	case "xenon":
		return specReason(name, args, &specXenon), true
	case "lizard":
		return lizardReason(args), true
	case "twine":
		if r := twineReason(args); r != "" {
			return r, true
		}
		// twine check renders a reStructuredText description with
		// docutils, which reads ./docutils.conf, where warning_stream
		// names a file it writes (checked: twine 4.0.2 and docutils 0.19
		// wrote it).
		return c.runDirFileReason(name, "docutils.conf", "whose warning_stream names a file docutils writes while twine renders the description"), true
	case "pipdeptree":
		return pipdeptreeReason(args), true
	case "check-wheel-contents":
		return specReason(name, args, &specCheckWheelContents), true
	}
	return "", false
}

// pyLintSpec returns the spec of pyflakes, vulture, pycodestyle and
// pydocstyle, whose verdict is their spec alone, or nil.
func pyLintSpec(name string) *optSpec {
	switch name {
	case "pyflakes", "pyflakes3":
		return &specPyflakes
	case "vulture":
		return &specVulture
	case "pycodestyle":
		return &specPycodestyle
	case "pydocstyle":
		return &specPydocstyle
	}
	return nil
}

// pyLintModule reports the checkers python -m may run as the program.
func pyLintModule(mod string) bool {
	switch mod {
	case "pyflakes", "pycodestyle", "pydocstyle", "vulture":
		return true
	}
	return false
}

// pyLintImports returns the modules outside the standard library that
// python -m MOD imports: its own package and its dependencies (pydocstyle
// 6 and vulture 2 try tomllib, then tomli or toml).
func pyLintImports(mod string) []string {
	switch mod {
	case "pydocstyle":
		return []string{"pydocstyle", "snowballstemmer", "tomli", "toml", "importlib_metadata"}
	case "vulture":
		return []string{"vulture", "tomli", "toml"}
	}
	return []string{mod}
}

var (
	// No option of pyflakes, vulture, pycodestyle or pydocstyle writes or
	// runs anything (harmless: xargs may add words). specPyflakes:
	// pyflakes takes files or folders, or reads standard input; it has no
	// configuration.
	specPyflakes = optSpec{harmless: true, strict: true, complete: true, switches: "hV", longSwitches: []string{"--help", "--version"}}
	// specVulture declares vulture's options (argparse: abbreviations
	// count); --config names the pyproject.toml it reads.
	specVulture = optSpec{harmless: true, strict: true, complete: true, switches: "hv",
		longValues:   []string{"--exclude", "--ignore-decorators", "--ignore-names", "--min-confidence", "--config"},
		longSwitches: []string{"--make-whitelist", "--sort-by-size", "--verbose", "--version", "--help"}}
	// specPycodestyle declares pycodestyle 2.10's options (optparse).
	specPycodestyle = optSpec{harmless: true, strict: true, complete: true, switches: "hvqr",
		longValues: []string{"--exclude", "--filename", "--select", "--ignore", "--max-line-length", "--max-doc-length",
			"--indent-size", "--format", "--config"},
		longSwitches: []string{"--version", "--help", "--verbose", "--quiet", "--repeat", "--first", "--show-source",
			"--show-pep8", "--statistics", "--count", "--hang-closing", "--diff", "--benchmark"}}
	// specPydocstyle declares pydocstyle 6's options (optparse).
	specPydocstyle = optSpec{harmless: true, strict: true, complete: true, switches: "hesdv",
		longValues: []string{"--config", "--match", "--match-dir", "--ignore-decorators", "--property-decorators",
			"--select", "--ignore", "--convention", "--add-select", "--add-ignore"},
		longSwitches: []string{"--version", "--help", "--explain", "--source", "--debug", "--verbose", "--count"}}
	// specXenon declares xenon's options (argparse); -u posts the
	// results to the URL it names.
	specXenon = optSpec{strict: true, complete: true, switches: "vh", values: "ambeiuc",
		longValues: []string{"--max-average", "--max-average-num", "--max-modules", "--max-absolute", "--exclude",
			"--ignore", "--url", "--config-file"},
		longSwitches: []string{"--version", "--no-assert", "--paths-in-front", "--help"},
		deny:         []denied{{[]string{"-u", "--url"}, "posts the results to a server"}}}
)

// specCheckWheelContents declares check-wheel-contents' options (click:
// no abbreviations); its configuration (pyproject.toml, tox.ini,
// setup.cfg, check-wheel-contents.cfg) selects checks and names the
// package trees it compares, which it only reads.
var specCheckWheelContents = optSpec{strict: true, exact: true, switches: "h", values: "c",
	longValues:   []string{"--config", "--ignore", "--package", "--package-omit", "--select", "--src-dir", "--toplevel"},
	longSwitches: []string{"--help", "--version", "--no-config"}}

// The radon commands' options (mando, on argparse: abbreviations
// count); -O names the file each writes its report to.
var (
	specRadonCC = optSpec{strict: true, complete: true, switches: "hsaj", values: "nxeioO",
		longValues: []string{"--min", "--max", "--exclude", "--ignore", "--order", "--output-file"},
		longSwitches: []string{"--help", "--show-complexity", "--average", "--total-average", "--json", "--xml", "--md",
			"--codeclimate", "--no-assert", "--show-closures", "--include-ipynb", "--ipynb-cells"},
		deny: []denied{{[]string{"-O", "--output-file"}, "writes its report to a file"}}}
	specRadonRaw = optSpec{strict: true, complete: true, switches: "hsj", values: "eiO",
		longValues:   []string{"--exclude", "--ignore", "--output-file"},
		longSwitches: []string{"--help", "--summary", "--json", "--include-ipynb", "--ipynb-cells"},
		deny:         []denied{{[]string{"-O", "--output-file"}, "writes its report to a file"}}}
	specRadonMI = optSpec{strict: true, complete: true, switches: "hmsj", values: "nxeiO",
		longValues:   []string{"--min", "--max", "--exclude", "--ignore", "--output-file"},
		longSwitches: []string{"--help", "--multi", "--show", "--json", "--sort", "--include-ipynb", "--ipynb-cells"},
		deny:         []denied{{[]string{"-O", "--output-file"}, "writes its report to a file"}}}
	specRadonHal = optSpec{strict: true, complete: true, switches: "hjf", values: "eiO",
		longValues:   []string{"--exclude", "--ignore", "--output-file"},
		longSwitches: []string{"--help", "--json", "--functions", "--include-ipynb", "--ipynb-cells"},
		deny:         []denied{{[]string{"-O", "--output-file"}, "writes its report to a file"}}}
)

// radonReason judges radon's words: --version, --help, or one of its four
// reports.
func radonReason(args []arg) string {
	if len(args) == 2 && (args[1].is("--version") || args[1].is("--help") || args[1].is("-h")) {
		return ""
	}
	if len(args) < 2 || args[1].dynamic {
		return "`radon` without a literal command is not a report the model knows"
	}
	var sp *optSpec
	switch args[1].lit {
	case "cc":
		sp = &specRadonCC
	case "raw":
		sp = &specRadonRaw
	case "mi":
		sp = &specRadonMI
	case "hal":
		sp = &specRadonHal
	default:
		return "`radon " + shorten(args[1].lit) + "` is not a report the model knows"
	}
	return specReason("radon "+args[1].lit, args[1:], sp)
}

// specLizard declares lizard's options (argparse: abbreviations count).
// -E loads an extension from lizard's own package, checked by name.
var specLizard = optSpec{strict: true, complete: true, switches: "hVwXHm", values: "ElCfoLaixtsTW",
	longValues: []string{"--extension", "--languages", "--CCN", "--input_file", "--output_file", "--length",
		"--arguments", "--ignore_warnings", "--exclude", "--working_threads", "--sort", "--Threshold", "--whitelist"},
	longSwitches: []string{"--help", "--version", "--verbose", "--warnings_only", "--warning-msvs", "--no-gitignore",
		"--xml", "--csv", "--html", "--modified", "--checkstyle"},
	deny: []denied{{[]string{"-o", "--output_file"}, "writes its report to a file"}}}

// lizardReason allows lizard's reports, with the extensions that only
// count and print.
func lizardReason(args []arg) string {
	sp := &specLizard
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("lizard", sp); r != "" {
		return r
	}
	for i := range sc.opts {
		o := &sc.opts[i]
		if !o.is(sp, "-E") && !o.is(sp, "--extension") {
			continue
		}
		if o.val.dynamic {
			return "`lizard -E` names an extension that is not literal"
		}
		switch strings.ToLower(o.val.lit) {
		case "duplicate", "ns", "nd", "io", "cpre", "nonstrict", "ignoreassert", "exitcount", "gotocount", "boolcount",
			"statementcount", "mccabe", "outside", "halstead", "dependencycount", "dumpcomments", "complextags",
			"duplicated_param_list", "modified":
		case "wordcount":
			return "`lizard -Ewordcount` writes codecloud.html and opens it in a browser"
		default:
			return "`lizard -E" + shorten(o.val.lit) + "` loads an extension the model does not know"
		}
	}
	return ""
}

var (
	// specTwine: twine's options before its command.
	specTwine = optSpec{strict: true, exact: true, posix: true, switches: "h",
		longSwitches: []string{"--help", "--version", "--no-color"}}
	// specTwineCheck: twine check's options; its operands are the
	// distributions it reads.
	specTwineCheck = optSpec{strict: true, exact: true, switches: "h", longSwitches: []string{"--help", "--strict"}}
)

// twineReason allows twine check (and --version, --help); upload and
// register send packages to an index.
func twineReason(args []arg) string {
	g := scanArgs(args[1:], &specTwine)
	if r := g.verdict("twine", &specTwine); r != "" {
		return r
	}
	if len(g.operands) == 0 {
		return ""
	}
	verb := g.operands[0]
	if verb.dynamic {
		return "`twine` without a literal command"
	}
	if verb.lit != "check" {
		return "`twine " + shorten(verb.lit) + "` is not twine check (upload and register send packages to an index)"
	}
	return specReason("twine check", g.operands, &specTwineCheck)
}

// pipdeptreeReason allows pipdeptree --version and --help alone. Since
// pipdeptree 3.0 a tree is of the environment it detects, not its own:
// the virtualenv VIRTUAL_ENV or CONDA_PREFIX names, else the one `poetry
// env info --executable`, run in the folder, reports (poetry reads the
// project's pyproject.toml and poetry.toml, and writes its cache); it
// then runs that environment's Python, whose site-packages (a project's
// .venv) hold .pth files the team can write, which run code. Which
// version is installed the model cannot tell.
func pipdeptreeReason(args []arg) string {
	if len(args) == 2 && (args[1].is("--version") || args[1].is("-v") || args[1].is("--help") || args[1].is("-h")) {
		return ""
	}
	return "`pipdeptree` (3.0 and later) runs `poetry env info` in the folder, or the Python of the active virtualenv, to read the environment, and that Python runs the .pth files of its site-packages; pip list and pip show read the installed packages"
}

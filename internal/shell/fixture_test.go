package shell

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

// fixtureFS is the file system the corpus and the table tests run in:
// /project is a plain repository (a setup.py, a tests package, a docs
// folder); its subdirectories hold the files an interpreter would load
// instead of what the line shows (a json.py, a re package, an extension
// module, a package.json that is a directory or a link).
var fixtureFS = fstest.MapFS{
	"project/README.md":                {},
	"proc/self/status":                 {}, // a Linux /proc with one other process, 4242
	"proc/4242/status":                 {},
	"project/setup.py":                 {},
	"project/conftest.py":              {},
	"project/package.json":             {},
	"project/tests/__init__.py":        {},
	"project/docs/index.md":            {},
	"project/web/package.json":         {},
	"project/json/data.json":           {}, // a namespace folder: no __init__, shadows nothing
	"project/shadow/json.py":           {},
	"project/shadowpkg/re/__init__.py": {},
	"project/shadowext/_json.cpython-311-x86_64-linux-gnu.so":           {},
	"project/shadowlate/_strptime.py":                                   {},
	"project/shadowlink/yaml":                                           {Mode: fs.ModeSymlink},
	"project/shadowtz/tzdata/__init__.py":                               {}, // zoneinfo's fallback for a zone the system lacks
	"project/trap/package.json/index.js":                                {},
	"project/trap/link.json":                                            {Mode: fs.ModeSymlink},
	"project/trap/data.json.js":                                         {},
	"project/tfinit/.terraform/terraform.tfstate":                       {},
	"project/hgrepo/.hg/hgrc":                                           {}, // a Mercurial repository: its hgrc loads code
	"project/hgrepo/src/main.c":                                         {},
	"project/charts/api/Chart.yaml":                                     {},
	"project/infra/ansible/site.yml":                                    {Mode: 0o644},
	"project/infra/ansible/inventory/prod.ini":                          {Mode: 0o644},
	"project/infra/ansible/inventory/staging":                           {Mode: 0o644},
	"project/infra/ansible/inventory/hosts.json":                        {Mode: 0o644},
	"project/infra/ansible/inventory/ec2.py":                            {Mode: 0o755},
	"project/infra/ansible/inventory/dyn.ini":                           {Mode: 0o755},
	"project/infra/ansible/inventory/aws_ec2.yml":                       {Mode: 0o644},
	"project/infra/ansible/inventory/group_vars/all.yml":                {Mode: 0o644},
	"project/withcfg/ansible.cfg":                                       {Mode: 0o644},
	"project/tflocal/.terraform/providers/p":                            {},
	"project/pyapp/pyproject.toml":                                      {},
	"project/rstdocs/docutils.conf":                                     {},
	"project/kafkaproj/.kafkactl.yml":                                   {}, // a project configuration kafkactl reads instead of the user's
	"home/u/.config/kafkactl/config.yml":                                {},
	"home/u/.local/share/ruby-advisory-db/gems/rack/CVE-2024-26146.yml": {},
	"home/u/.config/kafkactl/current-context.yml":                       {},
	"project/trivyproj/trivy.yaml":                                      {}, // may set output: a report file trivy writes
	"project/syftproj/.syft.yaml":                                       {}, // may set output: FORMAT=FILE
	"project/grypeproj/.grype/config.yaml":                              {},
}

// fixtureReadDir lists fixtureFS.
func fixtureReadDir(dir string) ([]fs.DirEntry, error) { return mapReadDir(fixtureFS)(dir) }

// mapReadDir lists a file tree whose root is /.
func mapReadDir(tree fs.FS) ReadDirFunc {
	return func(dir string) ([]fs.DirEntry, error) {
		if dir == "/" {
			dir = "/."
		}
		return fs.ReadDir(tree, strings.TrimPrefix(dir, "/"))
	}
}

// dirCase is a line run in a working directory and whether it is
// read-only there.
type dirCase struct {
	cwd, line string
	ok        bool
}

func checkInDirs(t *testing.T, readDir ReadDirFunc, cases []dirCase) {
	t.Helper()
	for _, c := range cases {
		a := Analyze(c.line, Env{Cwd: c.cwd, Home: "/home/u", ReadDir: readDir})
		if a.ReadOnly != c.ok {
			t.Errorf("in %s, %q: read-only %v (%s), want %v", c.cwd, c.line, a.ReadOnly, a.Reason, c.ok)
		}
	}
}

// shapeCase is a line and the reason it is refused with ("" for
// read-only), run in fixtureEnv.
type shapeCase struct{ line, want string }

func checkShapes(t *testing.T, cases []shapeCase) {
	t.Helper()
	checkShapesIn(t, fixtureEnv(), cases)
}

// checkShapesIn is checkShapes in another environment.
func checkShapesIn(t *testing.T, env Env, cases []shapeCase) {
	t.Helper()
	for _, c := range cases {
		a := Analyze(c.line, env)
		got := a.Reason
		if a.ReadOnly {
			got = ""
		}
		if c.want == "" && !a.ReadOnly || c.want != "" && (a.ReadOnly || !strings.Contains(got, c.want)) {
			t.Errorf("%q: read-only %v, reason %q; want %q", c.line, a.ReadOnly, got, c.want)
		}
	}
}

// fixtureEnv is the environment of the corpus and the table tests: the
// hook's, with an environment like Claude Code's.
func fixtureEnv() Env {
	return Env{Cwd: "/project", Home: "/home/u", ReadDir: fixtureReadDir, Exported: fixtureExported, Getenv: fixtureGetenv}
}

// fixtureExported answers for an environment like the one Claude Code
// gives its shell and its hooks.
func fixtureExported(name string) bool { return fixtureGetenv(name) != "" }

// fixtureGetenv holds that environment's values: Claude Code's, and an
// engineer's own settings, which the lines expand (REPLY and
// BASH_REMATCH are traps: the shell sets them itself).
func fixtureGetenv(name string) string {
	switch name {
	case "HOME":
		return "/home/u"
	case "PATH":
		return "/usr/local/bin:/usr/bin:/bin"
	case "USER", "LOGNAME":
		return "u"
	case "SHELL":
		return "/bin/bash"
	case "TERM":
		return "xterm-256color"
	case "LANG":
		return "C.UTF-8"
	case "PWD", "OLDPWD":
		return "/project"
	case "SHLVL", "CLAUDECODE":
		return "1"
	case "TMPDIR":
		return "/tmp"
	case "EDITOR":
		return "vi"
	case "PAGER":
		return "less"
	case "CLAUDE_CODE_ENTRYPOINT":
		return "cli"
	case "NODE_OPTIONS":
		return "--max-old-space-size=4096"
	case "LESS":
		return "-R"
	case "CFLAGS":
		return "-O2"
	case "KUBECONFIG":
		return "/home/u/.kube/config"
	case "XDG_CONFIG_HOME":
		return "/home/u/.config"
	case "DATABASE_URL", "DB":
		return "postgresql://app@db.internal:5432/app"
	case "RO_DSN", "LEDGER_RO_URL":
		return "postgresql://readonly@db.internal:5432/ledger?sslmode=require"
	case "ES_URL", "REPLY", "BASH_REMATCH":
		return "http://localhost:9200"
	case "PROM_URL":
		return "http://prometheus.monitoring:9090"
	case "JAEGER_URL":
		return "http://jaeger.internal:16686"
	case "TEMPO_URL":
		return "https://tempo.internal"
	case "PLAIN_HOST":
		return "db.internal"
	}
	return ""
}

package shell

import (
	"testing"
	"testing/fstest"
)

// TestIaCScanShapes pins the infrastructure audit tools: the shapes that
// only read and print, and the options and configurations that make them
// write, download or run code. want is "" for a read, else a fragment of
// the reason.
func TestIaCScanShapes(t *testing.T) {
	checkShapes(t, []shapeCase{
		// terraform-docs prints one module's documentation.
		{"terraform-docs markdown table infra/modules/kms-key", ""},
		{"terraform-docs md tbl --sort-by required infra/modules/kms-key", ""},
		{"terraform-docs markdown infra/modules/kms-key", ""},
		{"terraform-docs json --escape=false infra/modules/kms-key | jq .inputs", ""},
		{"terraform-docs tfvars hcl --description infra/modules/kms-key", ""},
		{"terraform-docs markdown table --hide providers --show inputs,outputs --lockfile=false .", ""},
		{"terraform-docs --version", ""},
		{"terraform-docs version", ""},
		{"terraform-docs markdown table --output-file README.md infra/modules/kms-key", "--output-file"},
		{"terraform-docs markdown table --output-file=README.md --output-mode inject .", "--output-file"},
		{"terraform-docs markdown table -c docs.yml infra/modules/kms-key", "-c"},
		{"terraform-docs markdown table --config=docs.yml .", "configuration file"},
		{"terraform-docs markdown table --recursive --recursive-path modules .", "--recursive"},
		{"terraform-docs markdown table --output-values .", "terraform output"},
		{"terraform-docs markdown table --output-chec .", "does not know"},
		{"terraform-docs --sort-by required markdown table .", "before the command"},
		{"terraform-docs markdown table \"$d\"", "not literal"},
		// viper expands $ in the folders it searches for the
		// configuration: '$TMPDIR' reads $TMPDIR/.terraform-docs.yml.
		{"terraform-docs markdown table '$TMPDIR'", "environment's values"},
		{"terraform-docs json 'mods/${HOME}/x'", "environment's values"},
		{"terraform-docs markdown table", "one module folder"},
		{"terraform-docs markdown table a b", "one module folder"},
		{"terraform-docs asciidoc-plugin .", "not a formatter"},
		{"terraform-docs completion bash", "not a formatter"},
		{"terraform-docs .", "not a formatter"},
		// tfsec only with --no-module-downloads.
		{"tfsec --no-module-downloads infra/envs/prod", ""},
		{"tfsec --no-module-downloads --format json --minimum-severity HIGH . | jq '.results | length'", ""},
		{"tfsec --no-module-downloads=true -e aws-s3-enable-versioning --no-color .", ""},
		{"tfsec --version", ""},
		{"tfsec", "--no-module-downloads"},
		{"tfsec infra", "--no-module-downloads"},
		{"tfsec --no-module-downloads --no-module-downloads=false infra", "--no-module-downloads"},
		{"tfsec --no-module-downloads=\"$x\" infra", "--no-module-downloads"},
		{"tfsec --no-module-downloads -O report.json infra", "writes its report"},
		{"tfsec --no-module-downloads --out=report infra", "writes its report"},
		{"tfsec --no-module-downloads --migrate-ignores", "rewrites"},
		{"tfsec --no-module-downloads --update", "replaces the program"},
		{"tfsec --no-module-downloads --rego-policy-dir policies .", "Rego"},
		{"tfsec --no-module-downloads --config-file-url https://x/c.yml .", "downloads"},
		{"tfsec --no-module-downloads --custom-check-url https://x/c.yml .", "downloads"},
		{"tfsec --no-module-downloads --outp r .", "does not know"},
		{"tfsec --no-module-downloads a b", "one folder"},
		{"tfsec --no-module-downloads -f gif .", "network"},
		{"tfsec --no-module-downloads --format=json,gif .", "network"},
		{"tfsec --no-module-downloads -f \"$f\" .", "run-time"},
		{"tfsec --no-module-downloads -f sarif,csv .", ""},
		// zizmor only offline.
		{"zizmor --offline --format plain .github/workflows/", ""},
		{"zizmor -o --min-severity medium --persona auditor .github/workflows/deploy.yml", ""},
		{"zizmor -op --no-config .", ""},
		{"zizmor --offline --format=sarif . | jq '.runs[0].results | length'", ""},
		{"zizmor --version", ""},
		{"zizmor .github/workflows/", "--offline"},
		{"zizmor --no-online-audits .github/workflows/", "--offline"},
		{"zizmor --offline --fix .github/workflows/", "rewrites"},
		{"zizmor --offline --fix=all .", "rewrites"},
		{"zizmor --offline --gh-token t .", "online audits"},
		{"zizmor --offline --cache-dir /tmp/z .", "cache"},
		{"zizmor --offline --lsp", "language server"},
		{"zizmor --offlin .", "does not know"},
		{"zizmor --offline $opts .", "not literal"},
		// ratchet lint only reports.
		{"ratchet lint .github/workflows/deploy.yml", ""},
		{"ratchet lint -format json .github/workflows/deploy.yml", ""},
		{"ratchet lint .github/workflows/deploy.yml --parser=actions", ""},
		{"ratchet --version", ""},
		{"ratchet pin .github/workflows/deploy.yml", "rewrites the files"},
		{"ratchet update .github/workflows/deploy.yml", "rewrites the files"},
		{"ratchet upgrade .github/workflows/deploy.yml", "rewrites the files"},
		{"ratchet lint -out x f.yml", "does not know"},
		{"ratchet \"$c\" f.yml", "literal command"},
		{"ratchet --version x", "more words"},
		// Refused tools: their own log file, plugins, an unchecked cache.
		{"parliament --file infra/policies/ci-deployer.json", "/tmp/parliament.log"},
		{"parliament --json --file p.json", "private_auditors"},
		{"rakkess --sa ci:deployer", "kubectl auth can-i --list"},
		{"rakkess -n ci --verbs get,list", "~/.kube/cache"},
		{"checkov -d infra", ".checkov.yaml"},
		// git secrets --list prints the secrets.* configuration.
		{"git secrets --list", ""},
		{"git secrets --list --global", ""},
		{"git -C repo secrets --list", ""},
		{"git secrets --help", ""},
		{"git secrets --scan", "secrets.providers"},
		{"git secrets --scan-history", "secrets.providers"},
		{"git secrets --li", "secrets.providers"},
		{"git secrets --global --list", "secrets.providers"},
		{"git secrets --install", "hooks"},
		{"git secrets --add 'AKIA[0-9A-Z]{16}'", "configuration"},
		{"git secrets --register-aws", "configuration"},
		{"git secrets --list \"$x\"", "nothing more"},
		{"git secrets --list --global x", "nothing more"},
	})
}

// TestTerraformDocsConfig pins the folders terraform-docs reads a
// configuration from: the module, its .config, the working directory,
// its .config and ~/.tfdocs.d.
func TestTerraformDocsConfig(t *testing.T) {
	tree := fstest.MapFS{
		"p/plain/main.tf":                              {},
		"p/inmodule/main.tf":                           {},
		"p/inmodule/.terraform-docs.yml":               {},
		"p/dotconfig/main.tf":                          {},
		"p/dotconfig/.config/.terraform-docs.yaml":     {},
		"p/bare/.terraform-docs":                       {},
		"p/cwdcfg/.terraform-docs.json":                {},
		"p/cwdcfg/mod/main.tf":                         {},
		"p/cwddot/.config/.terraform-docs.toml":        {},
		"p/cwddot/mod/main.tf":                         {},
		"p/other/.terraform-docs-notes.md":             {},
		"p/upper/.Terraform-Docs.YML":                  {}, // macOS finds it as .terraform-docs.yml
		"p/upper/main.tf":                              {},
		"home/w/.tfdocs.d/.terraform-docs.yml":         {},
		"home/v/.tfdocs.d/plugins/tfdocs-format-x.txt": {},
	}
	readDir := mapReadDir(tree)
	const line = "terraform-docs markdown table "
	checkInDirs(t, readDir, []dirCase{
		{"/p", line + "plain", true},
		{"/p", line + "/p/plain", true},
		{"/p", line + "other", true},
		{"/p", line + "missing", true},
		{"/p", line + "inmodule", false},
		{"/p", line + "/p/inmodule", false},
		{"/p", line + "dotconfig", false},
		{"/p", line + "bare", false},
		{"/p", line + "upper", false},
		{"/p/cwdcfg", line + "mod", false},
		{"/p/cwddot", line + "mod", false},
		{"/p", "cd cwdcfg && " + line + "mod", false},
		{"/p", "cd \"$d\" && " + line + "plain", false},
	})
	for _, c := range []struct {
		home string
		ok   bool
	}{{"/home/w", false}, {"/home/v", true}} {
		a := Analyze(line+"plain", Env{Cwd: "/p", Home: c.home, ReadDir: readDir})
		if a.ReadOnly != c.ok {
			t.Errorf("home %s: read-only %v (%s), want %v", c.home, a.ReadOnly, a.Reason, c.ok)
		}
	}
	a := Analyze(line+"plain", Env{Cwd: "/p", Home: "/home/v"})
	if a.ReadOnly {
		t.Errorf("without ReadDir: read-only, want refused")
	}
}

package shell

import (
	"strings"
	"testing"
)

// TestInfraShapes pins the parsers of the infrastructure family whose
// verdict turns on one word: the environment terraform runs in, whether
// helm may download a chart, which file compose loads, how jsonnet reads
// a bundle. want is "" for a read, else a fragment of the reason.
func TestInfraShapes(t *testing.T) {
	cases := []struct{ line, want string }{
		// terraform's update check writes only its own checkpoint files
		// (a tool cache), so the environment does not matter.
		{"terraform output", ""},
		{"CHECKPOINT_DISABLE=1 terraform output", ""},
		{"env -i terraform state list | xargs -n1 echo", ""},
		// Commands that read state set up a backend terraform init
		// configured, which may name a credential program.
		{"terraform -chdir=tfinit state list", "configured a backend"},
		{"terraform -chdir=/project/tfinit output -json", "configured a backend"},
		{"cd tfinit && terraform providers", "configured a backend"},
		{"cd tfinit; terraform workspace list", "configured a backend"},
		{"terraform -chdir=tfinit state pull", "configured a backend"},
		{"terraform -chdir=tfinit/ state list", "configured a backend"},
		{"cd \"$d\" && terraform output", "does not know"},
		{"[ -n \"$x\" ] && cd tfinit; terraform output", "configured a backend"},
		{"terraform -chdir=tflocal state list", ""},
		{"terraform -chdir=tfinit workspace show", ""},
		{"terraform -chdir=tfinit version", ""},
		{"terraform -chdir=tfinit fmt -check", ""},
		// Help is printed instead of running the command.
		{"terraform -help plan", ""},
		{"terraform -chdir=tfinit apply -auto-approve -help", ""},
		{"terraform state rm -h aws_instance.a", ""},
		{"terraform plan --help | head", ""},
		{"terraform apply -- -help", "changes infrastructure"},
		{"terraform apply -auto-approve \"$h\"", "changes infrastructure"},
		{"terraform apply -help \"$x\"", "changes infrastructure"},
		{"terraform apply -help -install-autocomplete", "changes infrastructure"},
		{"terraform -help -install-autocomplete", "does not know"},
		{"terraform apply -help=true", "changes infrastructure"},
		// terraform's own words.
		{"terraform fmt -check", ""},
		{"terraform fmt --check -write=true", ""},
		{"terraform fmt -check -check=false", "-check="},
		{"terraform fmt -diff", "without -check"},
		{"terraform fmt -write=false -diff x", ""},
		{"terraform fmt -write=false -write=true", "without -check"},
		{"terraform fmt -write=0", ""},
		{"terraform fmt -write=\"$w\"", "run-time"},
		{"terraform fmt -write=false -write", "without -check"},
		{"terraform fmt - < main.tf", ""},
		{"terraform fmt - x", "without -check"},
		{"terraform -chdir=x output", ""},
		{"terraform -chdir x output", "after ="},
		{"terraform -chdir=\"$d\" output", "at run time"},
		{"terraform -chdir=\"$d\" version", ""},
		{"terraform -chdir=\"$d\" fmt -check", ""},
		{"terraform state show x", ""},
		{"terraform -chdir=tflocal state show x", "provider plugins"},
		{"terraform -chdir=tfinit state show x", "provider plugins"},
		{"cd tflocal && terraform validate -json", "provider plugins"},
		{"terraform -chdir=\"$d\" validate", "at run time"},
		{"terraform validate -no-color", ""},
		{"terraform show -json | jq .values", ""},
		{"terraform show -json tfplan", ""},
		{"terraform graph -type=plan", ""},
		{"terraform -chdir=tflocal graph", "provider plugins"},
		{"terraform console", "provider plugins"},
		{"terraform show -out=x", "does not know"},
		{"terraform state pull | jq '.resources | length'", ""},
		{"terraform state pull -state=x", "does not know"},
		{"terraform output -state-out=x", "does not know"},
		// helm finds a chart on this machine, or downloads it.
		{"helm template x ./c", ""},
		{"helm template x c", ""},
		{"helm template x a/b/c", ""},
		{"helm template x a/b/", ""},
		{"helm template x /srv/charts/a", ""},
		{"helm template x a/b", "downloads into its cache"},
		{"helm show values a/b", "downloads into its cache"},
		// helm lint takes paths only (action.Lint has no downloader).
		{"helm lint ./a b/c", ""},
		{"helm template b/c", "downloads into its cache"},
		{"helm template charts/api", ""}, // a folder the fixture has
		{"helm template x oci://r/c", "downloads the chart"},
		{"helm template x ./c --repo https://r", "downloads the chart"},
		{"helm template x ./c -f https://h/v.yaml", ""},
		{"helm template x ./c -f s3://b/v.yaml", "plugin"},
		{"helm template x ./c --post-renderer=./p", "runs a program"},
		{"helm template x ./c --output-dir o", "writes"},
		{"helm -n list uninstall x", "changes releases"},
		{"helm list --kubeconfig k", "talks to"},
		{"helm whatever", "plugin"},
		// compose loads a literal .yml, .yaml or .json file on this machine.
		{"docker compose -f a/b.yml ps", ""},
		{"docker compose --file=b.YAML config", ""},
		{"docker compose -f notes.md config", "only a .yml"},
		{"docker compose -f github.com/a/b/c.yml config", "only a .yml"},
		{"docker compose -f https://github.com/a/b.git#main:c.yml config", "only a .yml"},
		{"docker compose -f \"$f\" config", "not literal"},
		{"docker compose --env-file NOTES.MD config", "Markdown"},
		{"docker compose logs -f", "never ends"},
		{"docker compose config -o x", "writes a file"},
		{"docker compose -H x ps", "does not"},
		// kubectl.
		{"kubectl get pods --user ro", ""},
		{"kubectl get pods --usern admin", "talks to"},
		{"kubectl get pods -w", "never ends"},
		// pflag reads -w=false as off; the last watch option decides.
		{"kubectl get pods -w=false", ""},
		{"kubectl get pods --watch=false -n x", ""},
		{"kubectl get pods -w=false --watch", "never ends"},
		{"kubectl get pods -Aw", "never ends"},
		{"kubectl kustomize o --enable-helm", "runs helm"},
		{"kustomize build github.com/a/b", "remote repository"},
		{"kustomize build .hidden/overlay", ""},
		// jsonnet reads a bundle letter by letter.
		{"jsonnet -J lib x.jsonnet", ""},
		{"jsonnet -Jo x.jsonnet", "bundle"},
		{"jsonnet -yS x.jsonnet", "bundle"},
		// auth can-i asks about another identity; other reads may not act as one.
		{"kubectl auth can-i get pods --as=jane", ""},
		{"kubectl auth can-i get pods --as=jane --token=t", "talks to"},
		{"kubectl get pods --as=jane", "talks to"},
		{"kubectx", ""},
		{"kubectx prod", "switches"},
		{"opa fmt -w p/", "rewrites"},
		{"opa eval -d p/ 'data.x.allow'", ""},
		{"opa eval 'http.send({\"method\": \"DELETE\", \"url\": \"http://x\"})'", "http.send"},
		{"opa eval \"$q\"", "not literal"},
		{"opa eval --stdin", "standard input"},
		{"crictl logs -f x", "never ends"},
		{"ansible --version", ""},
		{"kubectl version --client --output=yaml", ""},
		{"helm lint charts/*", ""},
		{"amtool alert alertname=Down", ""},
		{"amtool silence add alertname=Down", "changes the Alertmanager"},
		{"amtool --output json silence expire 1", "changes the Alertmanager"},
		{"flux get kustomizations -A", ""},
		{"flux get kustomizations --watch", "never ends"},
		{"flux reconcile kustomization apps", "reconciles"},
		// skopeo's transports.
		{"skopeo inspect dir:/tmp/x", ""},
		{"skopeo inspect docker-daemon:x:1", "transport"},
		{"skopeo inspect \"docker://$img\"", ""},
	}
	for _, c := range cases {
		a := Analyze(c.line, fixtureEnv())
		switch {
		case c.want == "" && !a.ReadOnly:
			t.Errorf("%q: denied (%s), want read-only", c.line, a.Reason)
		case c.want != "" && a.ReadOnly:
			t.Errorf("%q: read-only, want denied (%s)", c.line, c.want)
		case c.want != "" && !strings.Contains(a.Reason, c.want):
			t.Errorf("%q: reason %q, want it to say %q", c.line, a.Reason, c.want)
		}
	}
}

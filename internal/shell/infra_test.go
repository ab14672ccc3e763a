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
		// CHECKPOINT_DISABLE must reach terraform's environment.
		{"CHECKPOINT_DISABLE=1 terraform output", ""},
		{"export CHECKPOINT_DISABLE=1; terraform output", ""},
		{"declare -x CHECKPOINT_DISABLE=yes; terraform workspace show", ""},
		{"env CHECKPOINT_DISABLE=1 timeout 10 terraform state list", ""},
		{"CHECKPOINT_DISABLE=1 timeout 10 terraform state list", ""},
		{"export CHECKPOINT_DISABLE=1; terraform output | xargs -n1 echo", ""},
		{"terraform output", "checkpoint_cache"},
		{"CHECKPOINT_DISABLE= terraform output", "checkpoint_cache"},
		{"CHECKPOINT_DISABLE=1; terraform output", "checkpoint_cache"},
		{"CHECKPOINT_DISABLE=1 true; terraform output", "checkpoint_cache"},
		{"export CHECKPOINT_DISABLE=1; env -i terraform output", "checkpoint_cache"},
		{"export CHECKPOINT_DISABLE=1; env - terraform output", "checkpoint_cache"},
		{"export CHECKPOINT_DISABLE=1; env -u CHECKPOINT_DISABLE terraform output", "checkpoint_cache"},
		{"CHECKPOINT_DISABLE=1 env -u CHECKPOINT_DISABLE terraform output", "checkpoint_cache"},
		{"env CHECKPOINT_DISABLE=1 env -i terraform output", "checkpoint_cache"},
		{"env -i CHECKPOINT_DISABLE=1 terraform output", ""},
		{"export CHECKPOINT_DISABLE=1; unset CHECKPOINT_DISABLE; terraform output", "checkpoint_cache"},
		{"export CHECKPOINT_DISABLE=1; declare +x CHECKPOINT_DISABLE; terraform output", "checkpoint_cache"},
		{"export CHECKPOINT_DISABLE=1; declare +x CHECKPOINT_DISABLE=1; terraform output", "checkpoint_cache"},
		{"(export CHECKPOINT_DISABLE=1); terraform output", "checkpoint_cache"},
		{"f() { export CHECKPOINT_DISABLE=1; local CHECKPOINT_DISABLE; terraform output; }", "checkpoint_cache"},
		{"export CHECKPOINT_DISABLE=1; typeset +x CHECKPOINT_DISABLE; terraform output", "checkpoint_cache"},
		{"export CHECKPOINT_DISABLE=1; env --unset=CHECKPOINT_DISABLE terraform output", "checkpoint_cache"},
		{"set -a; CHECKPOINT_DISABLE=1; terraform output", "checkpoint_cache"},
		{"export CHECKPOINT_DISABLE=1 | true; terraform output", "checkpoint_cache"},
		{"true && export CHECKPOINT_DISABLE=1 || true; terraform output", "checkpoint_cache"},
		{"f() { export CHECKPOINT_DISABLE=1; }; f; terraform output", "checkpoint_cache"},
		{"CHECKPOINT_DISABLE=\"$v\" terraform output", "checkpoint_cache"},
		// terraform's own words.
		{"CHECKPOINT_DISABLE=1 terraform fmt -check", ""},
		{"CHECKPOINT_DISABLE=1 terraform fmt --check -write=true", ""},
		{"CHECKPOINT_DISABLE=1 terraform fmt -check -check=false", "-check="},
		{"CHECKPOINT_DISABLE=1 terraform fmt -diff", "without -check"},
		{"CHECKPOINT_DISABLE=1 terraform -chdir=x output", ""},
		{"CHECKPOINT_DISABLE=1 terraform -chdir x output", "after ="},
		{"CHECKPOINT_DISABLE=1 terraform -chdir=\"$d\" output", "after ="},
		{"CHECKPOINT_DISABLE=1 terraform state show x", "provider plugins"},
		{"CHECKPOINT_DISABLE=1 terraform state pull | jq '.resources | length'", ""},
		{"CHECKPOINT_DISABLE=1 terraform state pull -state=x", "does not know"},
		{"CHECKPOINT_DISABLE=1 terraform output -state-out=x", "does not know"},
		// helm finds a chart on this machine, or downloads it.
		{"helm template x ./c", ""},
		{"helm template x c", ""},
		{"helm template x a/b/c", ""},
		{"helm template x a/b/", ""},
		{"helm template x /srv/charts/a", ""},
		{"helm template x a/b", "downloads into its cache"},
		{"helm show values a/b", "downloads into its cache"},
		{"helm lint ./a b/c", "downloads into its cache"},
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
		{"ansible --version", "~/.ansible/tmp"},
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
		a := Analyze(c.line, Env{Cwd: "/project", Home: "/home/u"})
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

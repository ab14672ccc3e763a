package shell

import (
	"strings"
	"testing"
)

// TestOpsCLIShapes pins the parsers of opsclis.go: want is "" for a read,
// else a fragment of the reason.
func TestOpsCLIShapes(t *testing.T) {
	cases := []struct{ line, want string }{
		{"top -b -n 1", ""},
		{"top -bn1 -o%CPU", ""},
		{"top -n1 -b -w 200", ""},
		{"top -n1 -b -w200", ""},
		{"top --batch --iter=2", ""},
		{"top -b -n \"$n\"", ""},
		{"top -V", ""},
		{"top", "interactive"},
		{"top -n 1", "interactive"},
		{"top -o -b -n 1", "interactive"},
		{"top -b", "never ends"},
		{"top -b -d 1", "never ends"},
		{"top -b -n1 x", "does not know"},
		{"top -b -n1 -X", "does not know"},
		{"top -b -n1 $o", "not literal"},
		{"top -bn1 -- 5", ""},
		// kubectl's client-side dry run: every --dry-run is client.
		{"kubectl apply --dry-run=client -f x.yaml -o yaml", ""},
		{"kubectl apply --dry-run -f x.yaml", ""},
		{"kubectl apply --dry-run=true -f x.yaml", ""},
		{"kubectl apply -f \"$f\" --dry-run=client", ""},
		{"kubectl delete pod x --dry-run client", ""},
		{"kubectl apply -k overlays/prod --dry-run=client", ""},
		{"kubectl apply -kgithub.com/a/b --dry-run=client", "remote repository"},
		{"kubectl apply -f x.yaml", "only prints"},
		{"kubectl apply --dry-run=server -f x.yaml", "sends the change"},
		{"kubectl apply --dry-run=client --dry-run=none -f x.yaml", "sends the change"},
		{"kubectl apply --dry=none --dry-run=client -f x.yaml", "sends the change"},
		{"kubectl apply --dry-run=\"$m\" -f x.yaml", "sends the change"},
		{"kubectl apply --dry-run=client -f x.yaml $more", "not literal"},
		{"kubectl create --raw /x -f x.yaml --dry-run=client", "whatever --dry-run"},
		{"kubectl apply --dry-run=client --server-side -f x.yaml", "on the server"},
		{"kubectl apply --dry-run=client --prune -l a=b -f x.yaml", "deletes"},
		{"kubectl replace --force --dry-run=client -f x.yaml", "recreates"},
		{"kubectl create --edit --dry-run=client -f x.yaml", "editor"},
		{"kubectl create -Re --dry-run=client -f x.yaml", "editor"},
		{"kubectl apply edit-last-applied deploy/x --dry-run=client", "editor"},
		{"kubectl apply view-last-applied deploy/x -o yaml", ""},
		{"kubectl apply -f x.yaml view-last-applied", ""},
		{"kubectl apply set-last-applied -f x.yaml", "only prints"},
		{"kubectl delete pod x --dry-run=client --kubeconfig k", "cannot check"},
		// docker and podman help, buildx version.
		{"docker --help", ""},
		{"docker run --help", ""},
		{"docker -D build -h", ""},
		{"docker compose up --help", ""},
		{"docker-compose logs --help", ""},
		{"docker-compose --help", ""},
		{"docker buildx imagetools --help", ""},
		{"podman exec --help", ""},
		{"docker buildx version", ""},
		{"docker exec c --help", "changes"},
		{"docker run alpine --help", "changes"},
		{"docker compose run web --help", "changes"},
		{"docker-compose run web --help", "changes"},
		{"docker run -it --help", "changes"},
		{"docker run --help x", "changes"},
		{"docker compose \"$c\" --help", "not literal"},
		{"docker buildx ls", "current builder"},
		{"docker buildx version --help x", "current builder"},
		{"docker buildx imagetools inspect a/b:1", "current builder"},
		// ansible: no ansible.cfg where it runs, static inventory files.
		{"ansible --version", ""},
		{"ansible-playbook --version", ""},
		{"cd withcfg && ansible --version", "ansible.cfg"},
		{"cd \"$d\" && ansible --version", "does not know"},
		{"ansible-config dump --only-changed", ""},
		{"ansible-config list", ""},
		{"ansible-config init --disabled", "init writes"},
		{"ansible-config dump -c x.cfg", "does not know"},
		{"ansible-doc -s ansible.builtin.apt", ""},
		{"ansible-doc -l", ""},
		{"ansible-doc -t module -l", ""},
		{"ansible-doc -t filter -l", "imports the plugins"},
		{"ansible-doc -M library -l", "does not know"},
		{"ansible-doc --playbook-dir . -l", "does not know"},
		{"ansible-inventory -i infra/ansible/inventory/prod.ini --graph", ""},
		{"ansible-inventory -i infra/ansible/inventory/staging --list -y", ""},
		{"ansible-inventory -i infra/ansible/inventory/hosts.json --host web1", ""},
		{"ansible-inventory -i /project/infra/ansible/inventory/prod.ini --graph web", ""},
		{"ansible-inventory -i web1,web2, --list", ""},
		{"cd infra/ansible && ansible-inventory -i inventory/prod.ini --graph", ""},
		{"ansible-inventory -i infra/ansible/inventory/dyn.ini --list", "non-executable"},
		{"ansible-inventory -i infra/ansible/inventory/ec2.py --list", "non-executable"},
		{"ansible-inventory -i infra/ansible/inventory --list", "non-executable"},
		{"ansible-inventory -i infra/ansible/inventory/aws_ec2.yml --graph", "YAML"},
		{"ansible-inventory -i infra/ansible/inventory/missing.ini --graph", "does not find"},
		{"ansible-inventory -i \"$inv\" --graph", "not literal"},
		{"ansible-inventory --graph", "without -i"},
		{"ansible-inventory -i infra/ansible/inventory/prod.ini", "without --graph"},
		{"ansible-inventory -i infra/ansible/inventory/prod.ini --list --output inv.json", "does not know"},
		{"ansible-inventory -i infra/ansible/inventory/prod.ini --list --playbook-dir .", "does not know"},
		{"ansible-inventory -i infra/ansible/inventory/prod.ini --list --vault-password-file v.sh", "does not know"},
		{"ansible-playbook infra/ansible/site.yml --syntax-check", "templates the playbook"},
		{"ansible all -m ping", "runs modules"},
		{"ansible-galaxy collection list", "runs modules or changes"},
	}
	for _, c := range cases {
		a := Analyze(c.line, fixtureEnv())
		switch {
		case c.want == "" && !a.ReadOnly:
			t.Errorf("%s: denied (%s), want read-only", c.line, a.Reason)
		case c.want != "" && a.ReadOnly:
			t.Errorf("%s: read-only, want denied (%s)", c.line, c.want)
		case c.want != "" && !strings.Contains(a.Reason, c.want):
			t.Errorf("%s: reason %q, want it to say %q", c.line, a.Reason, c.want)
		}
	}
}

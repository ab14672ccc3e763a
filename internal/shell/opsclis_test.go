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
		{"kubectl delete pod x --dry-run=client --kubeconfig k", "cannot check"},
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

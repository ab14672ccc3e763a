package shell

import "testing"

// TestRelOpsShapes pins wget's spider and HSTS rule and the help and
// version shapes of relops.go.
func TestRelOpsShapes(t *testing.T) {
	cases := []shapeCase{
		{"wget --spider --no-hsts https://x.example/", ""},
		{"wget -qO- --no-hsts http://127.0.0.1:9/", ""},
		{"wget --spider https://x.example/", "~/.wget-hsts"},
		{"wget -qO- http://127.0.0.1:9/", "~/.wget-hsts"},
		{"wget --no-hsts https://x.example/", "without -O - or --spider"},
		{"wget --spider --no-hsts -r https://x.example/", "does not allow"},
		{"wget --spider --no-hsts -t1 https://x.example/", ""},
		{"wget --spider --no-hsts -O f https://x.example/", "writes a file"},
		{"/usr/lib/postgresql/15/bin/pg_upgrade --version", ""},
		{"/usr/pgsql-16/bin/pg_upgrade --help", ""},
		{"/usr/lib/postgresql/x/bin/pg_upgrade --help", "not a known read-only command"},
		{"/usr/lib/postgresql/15/bin/pg_upgrade --check -d a -D b", "upgrades a cluster"},
		{"pg_upgrade --version --check", "upgrades a cluster"},
		{"ncdu -V", ""},
		{"ncdu -o x /", "exports"},
		{"rq info --help", ""},
		{"rq info", "cleans the queues' registries"},
		{"rq \"$c\" --help", "changes the queues"},
		{"celery -A proj status", "broadcast"},
		{"goreleaser check", ".goreleaser.yaml"},
		{"goreleaser --version", ""},
	}
	checkShapes(t, cases)
}

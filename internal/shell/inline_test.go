package shell

import "testing"

// TestSyntaxCheck pins bash -n and its neighbours.
func TestSyntaxCheck(t *testing.T) {
	allowed := []string{
		`bash -n scripts/deploy.sh`,
		`bash -n scripts/release/cut-release.sh && echo syntax-ok`,
		`sh -n install.sh`,
		`dash -n install.sh`,
		`bash -nv x.sh`,
		`bash -n -O extglob x.sh`,
		`bash --norc -n x.sh a b`,
		`for f in scripts/*.sh; do bash -n "$f" || echo "$f"; done`,
		`bash -n < x.sh`,
	}
	denied := []string{
		`bash x.sh`,
		`bash -n -i x.sh`,
		`bash -in x.sh`,
		`bash -n -l x.sh`,
		`bash -n --login x.sh`,
		`bash -n --rcfile x x.sh`,
		`bash -n -c 'touch x'`,
		`bash -nc 'touch x'`,
		`bash -n $opts x.sh`,
		`bash -n "$opt" x.sh`,
		`zsh -n x.zsh`,
		`bash -n x.sh > out.txt`,
		`BASH_ENV=x bash -n x.sh`,
	}
	for _, cmd := range allowed {
		if a := Analyze(cmd, fixtureEnv()); !a.ReadOnly {
			t.Errorf("should be read-only: %s\n  reason: %s", cmd, a.Reason)
		}
	}
	for _, cmd := range denied {
		if a := Analyze(cmd, fixtureEnv()); a.ReadOnly {
			t.Errorf("should be denied: %s", cmd)
		}
	}
}

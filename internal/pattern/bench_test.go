package pattern

import "testing"

// BenchmarkLoadLookup is what every hook pays per call to know its
// pattern's rules.
func BenchmarkLoadLookup(b *testing.B) {
	getenv, project := envFor(b.TempDir()), b.TempDir()
	for i := 0; i < b.N; i++ {
		c, err := Load(getenv, project)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := c.Lookup("fixed-theme"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoadProjectConfig(b *testing.B) {
	project := b.TempDir()
	for i := 0; i < b.N; i++ {
		if _, err := LoadProjectConfig(project); err != nil {
			b.Fatal(err)
		}
	}
}

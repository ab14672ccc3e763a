package shell

import "testing"

// BenchmarkAnalyze measures the model on commands a leader runs; the hook
// process pays it once per Bash call.
func BenchmarkAnalyze(b *testing.B) {
	for _, cmd := range []string{
		"git log --oneline 2>&1 | head -20",
		"cd internal && grep -rn TODO . | sort | uniq -c | head",
		"git commit -m \"$(cat <<'EOF'\nfix: a thing\n\nlonger body\nEOF\n)\"",
	} {
		b.Run("", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Analyze(cmd, Env{Cwd: "/p", Home: "/h"})
			}
		})
	}
}

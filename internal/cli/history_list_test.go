package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeBigHistory writes n fixed-theme entries as a bare array.
func writeBigHistory(tb testing.TB, path string, n int) {
	tb.Helper()
	var buf bytes.Buffer
	buf.WriteString("[\n")
	for i := 0; i < n; i++ {
		if i > 0 {
			buf.WriteString(",\n")
		}
		fmt.Fprintf(&buf, `  {"pattern": "fixed-theme", "theme": "Work %d", "characters": ["A%d", "B%d", "C%d", "D%d"], "team": "session-%08x"}`, i, i, i, i, i, i)
	}
	buf.WriteString("\n]\n")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		tb.Fatal(err)
	}
}

func TestHistoryListLimitOnALongFile(t *testing.T) {
	e := newCLIEnv(t)
	writeBigHistory(t, filepath.Join(e.config, "team-theme-history.json"), 5000)
	f := e.factory()
	if err := runHistoryList(&historyListOptions{f: f, file: &historyFile{f: f}, Limit: 10}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(e.out.String()), "\n")
	if len(lines) != 11 || !strings.HasPrefix(lines[1], "1   fixed-theme  Work 0 ") || !strings.HasPrefix(lines[10], "10  fixed-theme  Work 9 ") {
		t.Errorf("got:\n%s", e.out.String())
	}
}

// BenchmarkHistoryListLimit10 is issue 3's "history list --limit 10 on a
// 100,000-entry history stays fast", measured through the run function
// (file read under the lock, syntax check of the whole file, decoding of
// the newest 10, table output).
func BenchmarkHistoryListLimit10(b *testing.B) {
	root := b.TempDir()
	config := filepath.Join(root, ".claude")
	writeBigHistory(b, filepath.Join(config, "team-theme-history.json"), 100_000)
	f := &Factory{Out: io.Discard, ErrOut: io.Discard, Getenv: func(k string) string {
		return map[string]string{"HOME": root, "CLAUDE_CONFIG_DIR": config}[k]
	}}
	opts := &historyListOptions{f: f, file: &historyFile{f: f}, Limit: 10}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := runHistoryList(opts); err != nil {
			b.Fatal(err)
		}
	}
}

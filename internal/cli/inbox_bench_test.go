package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkInbox10k is `teamctl inbox team-lead --team T` over a
// 10,000-message inbox (the growth fixture's), through the run function:
// the read, the decoding and the table.
func BenchmarkInbox10k(b *testing.B) {
	root := b.TempDir()
	config := filepath.Join(root, ".claude")
	teamDir := filepath.Join(config, "teams", "t")
	if err := os.MkdirAll(filepath.Join(teamDir, "inboxes"), 0o755); err != nil {
		b.Fatal(err)
	}
	os.WriteFile(filepath.Join(teamDir, "config.json"), []byte(`{"name":"t","leadSessionId":"s","members":[{"name":"team-lead"},{"name":"alice"}]}`), 0o600)
	var m bytes.Buffer
	m.WriteString("[")
	for i := 0; i < 10_000; i++ {
		if i > 0 {
			m.WriteString(",")
		}
		fmt.Fprintf(&m, `{"from":"alice","text":"task %d done: tests pass, see the notes in docs/notes-%d.md","summary":"task %d done","timestamp":"2026-11-21T18:%02d:%02d.000Z","msgV":1,"msg_id":"%08x-3e79-43df-98dd-105d7f4e3db4","type":"message","read":%v}`,
			i, i, i, (i/60)%60, i%60, i, i%3 == 0)
	}
	m.WriteString("]")
	os.WriteFile(filepath.Join(teamDir, "inboxes", "team-lead.json"), m.Bytes(), 0o600)
	f := &Factory{Out: io.Discard, ErrOut: io.Discard, Getenv: func(k string) string {
		return map[string]string{"HOME": root, "CLAUDE_CONFIG_DIR": config}[k]
	}}
	opts := &inboxOptions{f: f, Name: "team-lead", Team: "t"}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := runInbox(opts); err != nil {
			b.Fatal(err)
		}
	}
}

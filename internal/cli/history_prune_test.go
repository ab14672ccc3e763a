package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/history"
)

// prune asks on a terminal, needs --yes without one, and keeps a copy of
// the file before dropping anything.
func TestHistoryPruneAsksAndBacksUp(t *testing.T) {
	tests := []struct {
		name   string
		yes    bool
		tty    bool
		stdin  string
		code   int
		pruned bool
	}{
		{name: "no tty, no --yes", code: ExitRefused},
		{name: "--yes", yes: true, pruned: true},
		{name: "tty, answer y", tty: true, stdin: "y\n", pruned: true},
		{name: "tty, answer n", tty: true, stdin: "n\n"},
		{name: "tty, no answer", tty: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newCLIEnv(t)
			path := filepath.Join(e.config, "team-theme-history.json")
			e.write(path, []byte(sampleHistory))
			e.isTTY, e.stdin = tc.tty, tc.stdin
			f := e.factory()
			err := runHistoryPrune(&historyPruneOptions{f: f, file: &historyFile{f: f}, Keep: 1, Yes: tc.yes})
			if got, msg := code(err); got != tc.code {
				t.Fatalf("exit %d (%s), want %d", got, msg, tc.code)
			}
			if tc.tty && !strings.Contains(e.errOut.String(), "Remove the 5 oldest of 6 entries from "+path+" (a backup is kept)? [y/N] ") {
				t.Errorf("no prompt: %q", e.errOut.String())
			}
			h, _, err := history.Load(path)
			if err != nil {
				t.Fatal(err)
			}
			backup := path + ".bak-20261121T190000.000000000Z"
			saved, backupErr := os.ReadFile(backup)
			if !tc.pruned {
				if len(h) != 6 || backupErr == nil {
					t.Errorf("declined, yet %d entries left and backup %v", len(h), backupErr)
				}
				return
			}
			if len(h) != 1 || string(saved) != sampleHistory {
				t.Errorf("%d entries left; backup %q, %v", len(h), saved, backupErr)
			}
			if !strings.Contains(e.out.String(), "the old file is saved as "+backup) {
				t.Errorf("output does not name the backup: %q", e.out.String())
			}
		})
	}
}

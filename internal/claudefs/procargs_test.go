package claudefs

import (
	"encoding/binary"
	"slices"
	"testing"
)

// Outside Linux and tmux (macOS), a pane teammate is recognised from the
// argv the kernel exposes (kern.procargs2), spaces in names included.
func TestProcArgs2GivesThePaneTeammatesArgv(t *testing.T) {
	want := []string{"/usr/local/bin/claude", "--agent-id", "erin@Code Review", "--agent-name", "erin", "--team-name", "Code Review"}
	buf := binary.LittleEndian.AppendUint32(nil, uint32(len(want)))
	buf = append(buf, "/usr/local/bin/claude\x00\x00\x00\x00"...)
	for _, a := range want {
		buf = append(buf, a...)
		buf = append(buf, 0)
	}
	buf = append(buf, "HOME=/Users/dev\x00"...)
	got, err := parseProcArgs2(buf)
	if err != nil || !slices.Equal(got, want) {
		t.Fatalf("got %q, %v", got, err)
	}
	name, team, _, ok := PaneTeammateFromArgv(got)
	if !ok || name != "erin" || team != "Code Review" || !IsClaudeArgv(got) {
		t.Fatalf("pane teammate: %q %q %v", name, team, ok)
	}
	if _, err := parseProcArgs2([]byte{1}); err == nil {
		t.Error("short buffer accepted")
	}
}

package settings

import (
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/ccfacts"
)

// A new hook event is one row in the facts table: the settings editor
// refuses a matcher on an event the row says takes none, with no other
// change here.
func TestNewEventIsOneRow(t *testing.T) {
	h := []Handler{{Event: "TeammateNap", Matcher: "alice", Command: "/bin/team-events", Args: []string{}, Timeout: 10}}
	if _, err := Install(nil, h, Options{}); err != nil {
		t.Fatalf("without the row an unknown event keeps its matcher: %v", err)
	}
	more := ccfacts.Claude().With(ccfacts.Event{Name: "TeammateNap", Exit2: ccfacts.Exit2KeepsWorking})
	_, err := Install(nil, h, Options{Facts: &more})
	if err == nil || !strings.Contains(err.Error(), "TeammateNap takes no matcher") {
		t.Fatalf("with the row: err = %v", err)
	}
	h[0].Matcher = ""
	if _, err := Install(nil, h, Options{Facts: &more}); err != nil {
		t.Fatalf("with the row, no matcher: %v", err)
	}
}

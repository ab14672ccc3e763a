package team

import (
	"fmt"
	"slices"
	"testing"
)

// Survey answers from the teams index what a scan of every folder answers:
// the readable folders, the stale ones (lead gone or replaced), the
// unreadable configs; the same on a cold and a warm index. A lead recorded
// in another pid namespace is unknown, never stale.
func TestSurvey(t *testing.T) {
	s := staleWorld(t, 30)
	liveTeam(t, s, "")
	s.team(t, "session-broken0", []byte(`{"name":`))
	s.team(t, "session-foreign", []byte(`{"name":"session-foreign","leadProcess":{"pid":3999999,"procStart":"5","pidSpace":"vm#pid:[1]"},"members":[]}`))
	var want []string
	for i := 0; i < 30; i++ {
		want = append(want, fmt.Sprintf("session-%08x", i))
	}
	for pass := range 2 {
		folders, stale, errs := Survey(s.getenv(nil), fakeProc{})
		if folders != 32 || !slices.Equal(stale, want) || len(errs) != 1 {
			t.Fatalf("pass %d: %d folders, stale %v, errs %v; want 32, %d stale, 1 error", pass, folders, stale, errs, len(want))
		}
	}
}

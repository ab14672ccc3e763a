package team

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// staleWorld is a sandbox with n left-over implicit-era folders (leads long
// gone).
func staleWorld(t *testing.T, n int) *sandbox {
	t.Helper()
	root := t.TempDir()
	s := &sandbox{home: root, config: filepath.Join(root, ".claude"), state: filepath.Join(root, "state")}
	for i := 0; i < n; i++ {
		s.team(t, fmt.Sprintf("session-%08x", i), []byte(fmt.Sprintf(`{"name":"session-%08x","leadSessionId":"%08x-old","leadProcess":{"pid":%d,"procStart":"5"},"members":[{"name":"team-lead"}]}`, i, i, 3000000+i)))
	}
	return s
}

func liveTeam(t *testing.T, s *sandbox, members string) {
	// The lead is this test process: running, as a live team's lead is.
	s.team(t, "session-fffffff0", []byte(`{"name":"session-fffffff0","leadSessionId":"fffffff0-live","leadProcess":{"pid":`+strconv.Itoa(os.Getpid())+`},"members":[{"name":"team-lead"}`+members+`]}`))
}

// After /clear (a session id that names no folder) with thousands of
// left-over folders and a cold pid cache, the leader is found through the
// index: the index is built once, then each lookup reads it and the one
// matching config.
func TestIndexFindsTheTeamAmongThousandsOfStaleFolders(t *testing.T) {
	// 1,000 folders keep the suite quick; TEAMCTL_INDEX_FOLDERS=5000 gives
	// the README's figure.
	n := 1000
	if v, err := strconv.Atoi(os.Getenv("TEAMCTL_INDEX_FOLDERS")); err == nil && v > 0 {
		n = v
	}
	s := staleWorld(t, n)
	liveTeam(t, s, "")
	resolve := func(pid int) (*Caller, time.Duration) {
		r := New(s.getenv(map[string]string{"CLAUDE_PID": strconv.Itoa(pid)}), fakeProc{})
		start := time.Now()
		c, err := r.Resolve(leaderInput(t, "abababab-after-clear", "default"))
		if err != nil {
			t.Fatal(err)
		}
		return c, time.Since(start)
	}
	lead := os.Getpid()
	pidCache := filepath.Join(s.state, "cache", "pid-"+strconv.Itoa(lead))
	c, first := resolve(lead)
	if c.Role != Leader || c.TeamName() != "session-fffffff0" {
		t.Fatalf("first call: %+v", c)
	}
	if _, err := os.Stat(filepath.Join(s.state, "cache", "teams-index")); err != nil {
		t.Fatalf("no index written: %v", err)
	}
	// A new process of the same lead (cold pid cache): the index answers.
	var best time.Duration = time.Hour
	for i := 0; i < 5; i++ {
		os.Remove(pidCache)
		c, took := resolve(lead)
		if c.Role != Leader || c.TeamName() != "session-fffffff0" {
			t.Fatalf("indexed call: %+v", c)
		}
		best = min(best, took)
	}
	t.Logf("%d folders: first call (builds the index) %v, cold pid cache with the index %v", n, first, best)
	if best > 100*time.Millisecond {
		t.Errorf("indexed lookup took %v", best)
	}
}

// The index is validated on use: a pane member who joins a live team
// after the index was written is found; a damaged index is ignored.
func TestIndexIsValidatedOnUse(t *testing.T) {
	s := staleWorld(t, 50)
	liveTeam(t, s, "")
	pane := func() *Caller {
		r := New(s.getenv(map[string]string{"TMUX_PANE": "%7"}), fakeProc{start: map[int]string{}})
		c, err := r.Resolve(leaderInput(t, "12121212-pane", "default"))
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if c := pane(); c.Role != NoTeam {
		t.Fatalf("before the member joins: %+v", c)
	}
	time.Sleep(20 * time.Millisecond) // a new mtime on coarse clocks
	liveTeam(t, s, `,{"name":"erin","tmuxPaneId":"%7","backendType":"tmux"}`)
	if c := pane(); c.Role != PaneTeammate || c.Name != "erin" {
		t.Fatalf("after the member joined: %+v", c)
	}
	os.WriteFile(filepath.Join(s.state, "cache", "teams-index"), []byte("garbage\x00"), 0o600)
	if c := pane(); c.Role != PaneTeammate || c.Name != "erin" {
		t.Fatalf("with a damaged index: %+v", c)
	}
}

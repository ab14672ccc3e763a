package team

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
)

// staleWorld is a sandbox with n left-over implicit-era folders (leads long
// gone).
func staleWorld(t testing.TB, n int) *sandbox {
	t.Helper()
	root := t.TempDir()
	s := &sandbox{home: root, config: filepath.Join(root, ".claude"), state: filepath.Join(root, "state")}
	for i := 0; i < n; i++ {
		s.team(t, fmt.Sprintf("session-%08x", i), []byte(fmt.Sprintf(`{"name":"session-%08x","leadSessionId":"%08x-old","leadProcess":{"pid":%d,"procStart":"5"},"members":[{"name":"team-lead"}]}`, i, i, 3000000+i)))
	}
	return s
}

func liveTeam(t testing.TB, s *sandbox, members string) {
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

// The quick lookup (dead lines searched for a key, not parsed) finds the
// same folders as the full route over the whole index, for every kind of
// query the callers make: lead pid (0 too), session, pane, and a mix of
// dead, live and no-pid entries that share pids, sessions and panes.
func TestIndexQuickLookupMatchesTheFullRoute(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, uint64(time.Now().UnixNano())))
	s := &sandbox{home: t.TempDir()}
	s.config, s.state = filepath.Join(s.home, ".claude"), filepath.Join(s.home, "state")
	live := os.Getpid()
	pids := []int{0, 5, 50, 500, 3000005, 999999, live}
	sessions := []string{"aaaa0001", "aaaa00010", "0aaaa0001", "b", ""}
	panes := []string{"%1", "%10", "%2"}
	for i := 0; i < 80; i++ {
		pid := pids[rng.IntN(len(pids))]
		lp := ""
		if pid != 0 {
			lp = fmt.Sprintf(`,"leadProcess":{"pid":%d%s}`, pid, []string{"", `,"procStart":"5"`}[rng.IntN(2)])
		}
		ms := `{"name":"team-lead"}`
		for k := rng.IntN(3); k > 0; k-- {
			ms += fmt.Sprintf(`,{"name":"m%d","tmuxPaneId":%q,"backendType":"tmux"}`, k, panes[rng.IntN(len(panes))])
		}
		s.team(t, fmt.Sprintf("t-%03d", i), []byte(fmt.Sprintf(`{"name":"t-%03d","leadSessionId":%q%s,"members":[%s]}`,
			i, sessions[rng.IntN(len(sessions))], lp, ms)))
	}
	teamsDir := filepath.Join(s.config, "teams")
	getenv := s.getenv(nil)
	x := newTeamIndex(getenv, fakeProc{})
	if _, _, _, ok := x.current(teamsDir); !ok {
		t.Fatal("index not built")
	}
	names := func(ts []*claudefs.Team) []string {
		var n []string
		for _, t := range ts {
			n = append(n, filepath.Base(t.Dir))
		}
		slices.Sort(n)
		return n
	}
	type query struct {
		what  string
		match func(*indexEntry) bool
		keys  []string
	}
	var queries []query
	for _, p := range append(pids, 3, 3000000) {
		queries = append(queries, query{fmt.Sprintf("pid %d", p), func(e *indexEntry) bool { return e.leadPID == p }, []string{pidKey(p)}})
	}
	for _, id := range append(sessions, "aaaa000", "zz") {
		queries = append(queries, query{"session " + id, func(e *indexEntry) bool { return e.session == id }, []string{sessionKey(id)}})
		queries = append(queries, query{"pid 5 or session " + id, func(e *indexEntry) bool { return e.leadPID == 5 || e.session == id }, []string{pidKey(5), sessionKey(id)}})
	}
	for _, p := range append(panes, "%", "%3") {
		queries = append(queries, query{"pane " + p, func(e *indexEntry) bool { return slices.Contains(e.panes, p) }, []string{paneKey(p)}})
	}
	dead := 0
	entries, _, _ := x.load()
	for _, e := range entries {
		if e.dead {
			dead++
		}
	}
	if dead == 0 || dead == len(entries) {
		t.Fatalf("%d of %d entries dead: the test needs both", dead, len(entries))
	}
	for _, q := range queries {
		quick, qerrs, ok := x.quickFind(teamsDir, q.match, q.keys)
		if !ok {
			t.Fatalf("%s: quick lookup refused an index that needs no update", q.what)
		}
		var want []*claudefs.Team
		for name, e := range entries {
			if !e.bad && q.match(e) {
				tm, err := claudefs.ReadTeam(filepath.Join(teamsDir, name))
				if err != nil {
					t.Fatal(err)
				}
				want = append(want, tm)
			}
		}
		if got, w := names(quick), names(want); !slices.Equal(got, w) || len(qerrs) > 0 {
			t.Errorf("%s: quick %v (errs %v), full route %v", q.what, got, qerrs, w)
		}
	}
}

// A lookup that would change the index (a live team's config rewritten, a
// folder added) or that meets a damaged one is left to the full route.
func TestIndexQuickLookupStepsAsideForTheFullRoute(t *testing.T) {
	s := staleWorld(t, 20)
	liveTeam(t, s, "")
	teamsDir := filepath.Join(s.config, "teams")
	x := newTeamIndex(s.getenv(nil), fakeProc{})
	all := func(*indexEntry) bool { return true }
	if _, _, _, ok := x.current(teamsDir); !ok {
		t.Fatal("index not built")
	}
	if _, _, ok := x.quickFind(teamsDir, all, nil); !ok {
		t.Fatal("fresh index refused")
	}
	time.Sleep(20 * time.Millisecond)
	liveTeam(t, s, `,{"name":"erin","tmuxPaneId":"%7","backendType":"tmux"}`)
	if _, _, ok := x.quickFind(teamsDir, all, nil); ok {
		t.Fatal("quick lookup used an index whose live entry is out of date")
	}
	if ts, _, ok := x.find(teamsDir, func(e *indexEntry) bool { return slices.Contains(e.panes, "%7") }, paneKey("%7")); !ok || len(ts) != 1 {
		t.Fatalf("find after the change: %d teams, ok %v", len(ts), ok)
	}
	raw, err := os.ReadFile(x.path)
	if err != nil {
		t.Fatal(err)
	}
	// One byte changed in a dead line: the checksum refuses it.
	i := strings.LastIndex(string(raw), "3000001")
	raw[i] = '4'
	os.WriteFile(x.path, raw, 0o600)
	if _, _, ok := x.quickFind(teamsDir, all, nil); ok {
		t.Fatal("quick lookup used an index whose checksum does not match")
	}
}

// Left-over folders stay marked dead when another folder comes or goes:
// before, any change to the folder set unmarked them all, and every lookup
// from then on read every left-over config. A folder replaced under its
// name (a new config) is looked at again.
func TestIndexKeepsDeadEntriesWhenTheFolderSetMoves(t *testing.T) {
	s := staleWorld(t, 30)
	liveTeam(t, s, "")
	teamsDir := filepath.Join(s.config, "teams")
	x := newTeamIndex(s.getenv(nil), fakeProc{})
	dead := func() int {
		t.Helper()
		if _, _, _, ok := x.current(teamsDir); !ok {
			t.Fatal("index unusable")
		}
		entries, _, _ := x.load()
		n := 0
		for _, e := range entries {
			if e.dead {
				n++
			}
		}
		return n
	}
	if n := dead(); n != 30 {
		t.Fatalf("%d dead entries at first, want 30", n)
	}
	time.Sleep(20 * time.Millisecond)
	s.team(t, "new-one", []byte(`{"name":"new-one","leadSessionId":"zz","members":[{"name":"team-lead"}]}`))
	if n := dead(); n != 30 {
		t.Fatalf("%d dead entries after a folder was added, want 30", n)
	}
	// session-00000003 is taken over by this (running) process.
	s.team(t, "session-00000003", []byte(`{"name":"session-00000003","leadSessionId":"x","leadProcess":{"pid":`+strconv.Itoa(os.Getpid())+`},"members":[{"name":"team-lead"},{"name":"m","tmuxPaneId":"%9","backendType":"tmux"}]}`))
	os.Remove(filepath.Join(teamsDir, "new-one", "config.json"))
	os.Remove(filepath.Join(teamsDir, "new-one"))
	if n := dead(); n != 29 {
		t.Fatalf("%d dead entries after one was replaced, want 29", n)
	}
	ts, _, ok := x.find(teamsDir, func(e *indexEntry) bool { return slices.Contains(e.panes, "%9") }, paneKey("%9"))
	if !ok || len(ts) != 1 || ts[0].Name != "session-00000003" {
		t.Fatalf("replaced folder not found by its pane: %d teams, ok %v", len(ts), ok)
	}
}

// The index checksum catches any one changed byte and a cut, wherever.
func TestIndexChecksumCatchesEveryOneByteChange(t *testing.T) {
	data := []byte(strings.Repeat("session-0000abcd\t4242\t123456\t2026-11-24T00:00:00Z\n", 40))
	sum := checksum(data)
	for i := range data {
		for _, bit := range []byte{1, 0x20, 0x80} {
			data[i] ^= bit
			if checksum(data) == sum {
				t.Fatalf("flipping bit %#x of byte %d kept the checksum", bit, i)
			}
			data[i] ^= bit
		}
	}
	for n := 0; n < len(data); n += 7 {
		if checksum(data[:n]) == sum {
			t.Fatalf("the first %d bytes have the whole file's checksum", n)
		}
	}
}

package team

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// hostileConfig turns dir/config.json into one of the damaged or hostile
// shapes a config can take.
func hostileConfig(t *testing.T, dir, kind string) {
	t.Helper()
	path := filepath.Join(dir, "config.json")
	os.RemoveAll(path)
	os.MkdirAll(dir, 0o755)
	var err error
	switch kind {
	case "empty":
		err = os.WriteFile(path, nil, 0o644)
	case "torn":
		err = os.WriteFile(path, []byte(`{"name":"x","leadProcess":{"pid":`), 0o644)
	case "nul":
		err = os.WriteFile(path, []byte("{\"name\":\"x\x00\",\"members\":[]}"), 0o644)
	case "directory":
		err = os.Mkdir(path, 0o755)
	case "symlink loop":
		err = os.Symlink(path, path)
	case "fifo":
		err = syscall.Mkfifo(path, 0o644)
	case "dev zero":
		err = os.Symlink("/dev/zero", path)
	case "1 GB sparse":
		var f *os.File
		if f, err = os.Create(path); err == nil {
			err = f.Truncate(1 << 30)
			f.Close()
		}
	default:
		t.Fatalf("unknown kind %s", kind)
	}
	if err != nil {
		t.Fatal(err)
	}
}

var hostileKinds = []string{"empty", "torn", "nul", "directory", "symlink loop", "fifo", "dev zero", "1 GB sparse"}

// The caller's own config.json damaged, while other team folders exist: the
// call is an error (a strict guard denies), never "no team", and it returns
// at once (no FIFO or /dev/zero hang).
func TestOwnConfigUnreadableIsAnErrorNeverNoTeam(t *testing.T) {
	for _, kind := range hostileKinds {
		for _, after := range []string{"same session", "after clear"} {
			t.Run(kind+"/"+after, func(t *testing.T) {
				s := newSandbox(t)
				own := filepath.Join(s.config, "teams", "session-abcdef12")
				hostileConfig(t, own, kind)
				session := "abcdef12-0000"
				if after == "after clear" {
					session = "99999999-0000" // /clear: the folder no longer matches the session
				}
				r := New(s.getenv(map[string]string{"CLAUDE_PID": "4242"}), fakeProc{})
				r.cache.now = func() time.Time { return time.Now().Add(time.Hour) }
				start := time.Now()
				got, err := r.Resolve(leaderInput(t, session, "default"))
				if took := time.Since(start); took > time.Second {
					t.Errorf("took %v", took)
				}
				if err == nil {
					t.Fatalf("got %+v, want an error", got)
				}
				if !strings.Contains(err.Error(), "session-abcdef12") {
					t.Errorf("error does not name the folder: %v", err)
				}
				if _, known, _ := r.cache.lookup(filepath.Join(s.config, "teams"), 4242); known {
					t.Errorf("an unreadable answer was cached")
				}
			})
		}
	}
}

// After /clear, one unreadable read of config.json is not cached: once the
// file is whole again, the leader is found without any folder being added
// or removed.
func TestUnreadableConfigIsNeverCachedAsNoTeam(t *testing.T) {
	s := newSandbox(t)
	own := filepath.Join(s.config, "teams", "session-abcdef12")
	hostileConfig(t, own, "torn")
	r := New(s.getenv(map[string]string{"CLAUDE_PID": "4242"}), fakeProc{})
	r.cache.now = func() time.Time { return time.Now().Add(time.Hour) }
	if _, err := r.Resolve(leaderInput(t, "99999999-after-clear", "default")); err == nil {
		t.Fatal("torn config: no error")
	}
	os.WriteFile(filepath.Join(own, "config.json"), []byte(`{"name":"session-abcdef12","leadSessionId":"abcdef12-0000","leadProcess":{"pid":4242},"members":[{"name":"team-lead"},{"name":"kim","tmuxPaneId":"in-process"}]}`), 0o644)
	got, err := r.Resolve(leaderInput(t, "99999999-after-clear", "default"))
	if err != nil || got.Role != Leader || got.TeamName() != "session-abcdef12" {
		t.Fatalf("after repair: %+v, %v", got, err)
	}
}

// A pid cache entry that cannot be read or parsed fails the call; it is not
// taken for "no team".
func TestDamagedPidCacheIsAnError(t *testing.T) {
	for name, write := range map[string]func(string) error{
		"garbage":   func(p string) error { return os.WriteFile(p, []byte("garbage"), 0o600) },
		"directory": func(p string) error { return os.Mkdir(p, 0o700) },
		"fifo":      func(p string) error { return syscall.Mkfifo(p, 0o600) },
		"huge":      func(p string) error { return os.WriteFile(p, make([]byte, safefile.Cache.Max()+1), 0o600) },
	} {
		t.Run(name, func(t *testing.T) {
			s := newSandbox(t)
			r := New(s.getenv(map[string]string{"CLAUDE_PID": "4242"}), fakeProc{})
			os.MkdirAll(r.cache.dir, 0o700)
			if err := write(r.cache.path(4242)); err != nil {
				t.Fatal(err)
			}
			_, err := r.Resolve(leaderInput(t, "12121212-0000", "default"))
			var ce *CacheError
			if !errors.As(err, &ce) || !strings.Contains(err.Error(), "hint: remove it") {
				t.Fatalf("err = %v, want a CacheError", err)
			}
		})
	}
}

// A dead lead's pid reused by the calling process does not make the caller
// that team's leader, even when the pid cache names the stale folder: the
// recorded procStart must match.
func TestReusedPidWithOtherStartTimeIsNotTheLeader(t *testing.T) {
	s := newSandbox(t)
	s.team(t, "session-0000dead", []byte(`{"name":"session-0000dead","leadSessionId":"0000dead-1","leadProcess":{"pid":4242,"procStart":"11"},"members":[{"name":"team-lead"},{"name":"kim","tmuxPaneId":"in-process"}]}`))
	proc := fakeProc{start: map[int]string{4242: "99999"}}
	r := New(s.getenv(map[string]string{"CLAUDE_PID": "4242"}), proc)
	r.cache.now = func() time.Time { return time.Now().Add(time.Hour) }
	os.MkdirAll(r.cache.dir, 0o700)
	os.WriteFile(r.cache.path(4242), []byte("session-0000dead\t1\n"), 0o600) // cached before the lead died
	for _, session := range []string{"0000dead-1", "77777777-0000"} {
		got, err := r.Resolve(leaderInput(t, session, "default"))
		if err != nil || got.Role != NoTeam {
			t.Fatalf("session %s: got %+v, %v; want no team", session, got, err)
		}
	}
}

// teamctl's record holding the team's pattern, damaged or unreadable: the
// call fails (strict: deny) instead of "no pattern recorded, stays open".
func TestDamagedRecordIsAnErrorNotNoPattern(t *testing.T) {
	for name, write := range map[string]func(string) error{
		"torn":      func(p string) error { return os.WriteFile(p, []byte(`{"team":"session-abcdef12","pat`), 0o600) },
		"directory": func(p string) error { return os.Mkdir(p, 0o700) },
		"fifo":      func(p string) error { return syscall.Mkfifo(p, 0o600) },
	} {
		t.Run(name, func(t *testing.T) {
			s := newSandbox(t)
			s.team(t, "session-abcdef12", []byte(`{"name":"session-abcdef12","leadSessionId":"abcdef12-0000","leadProcess":{"pid":4242},"members":[{"name":"team-lead"},{"name":"kim","tmuxPaneId":"in-process"}]}`))
			os.MkdirAll(filepath.Join(s.state, "teams"), 0o700)
			path, err := teamstate.Path(s.state, teamstate.Key{Name: "session-abcdef12", LeadSessionID: "abcdef12-0000"})
			if err != nil {
				t.Fatal(err)
			}
			if err := write(path); err != nil {
				t.Fatal(err)
			}
			getenv := s.getenv(map[string]string{"CLAUDE_PID": "4242", "CLAUDE_PROJECT_DIR": t.TempDir()})
			call := hook.NewCall(leaderInput(t, "abcdef12-0000", "default"), getenv, time.Now())
			x, err := ForCall(call, fakeProc{})
			if err == nil {
				t.Fatalf("got pattern %q (%s), want an error", x.Pattern, x.PatternSource)
			}
			if !strings.Contains(err.Error(), "session-abcdef12") {
				t.Errorf("error does not name the team: %v", err)
			}
		})
	}
}

// PID 1 (claude as a container's init) is a valid lead for the CLI.
func TestDiscoverFindsALeadWithPid1(t *testing.T) {
	s := newSandbox(t)
	s.team(t, "session-c0c0c0c0", []byte(`{"name":"session-c0c0c0c0","leadSessionId":"c0c0c0c0-1","leadProcess":{"pid":1},"members":[{"name":"team-lead"}]}`))
	proc := chain(77, bashTool, 1, claudeLead)
	got, evidence, err := Discover(s.getenv(nil), proc, 77)
	if err != nil || got.Name != "session-c0c0c0c0" {
		t.Fatalf("got %v, %q, %v", got, evidence, err)
	}
}

// The CLI's discovery does not say "not found" while a team config it
// could not read might be the caller's.
func TestDiscoverWithAnUnreadableConfigIsAnError(t *testing.T) {
	s := newSandbox(t)
	hostileConfig(t, filepath.Join(s.config, "teams", "session-abcdef12"), "torn")
	_, _, err := Discover(s.getenv(nil), chain(500, []string{"zsh"}, 1, []string{"init"}), 500)
	var ue *UnreadableError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "session-abcdef12") {
		t.Fatalf("err = %v", err)
	}
}

// A TeamCreate-era leader whose claude process is PID 1 (a container's
// init) is still recognised after /clear, through the lead process teamctl
// recorded.
func TestTeamCreateEraLeaderWithPid1AfterClear(t *testing.T) {
	s := newSandbox(t)
	s.team(t, "code-review", []byte(`{"name":"Code Review","createdAt":1795286387140,"leadSessionId":"11111111-aaaa","members":[
		{"name":"team-lead","agentType":"team-lead","tmuxPaneId":""},{"name":"kim","tmuxPaneId":"in-process","backendType":"in-process"}]}`))
	proc := fakeTree{argv: map[int][]string{1: claudeLead}, parent: map[int]int{}}
	resolve := func(session string) *Caller {
		r := New(s.getenv(nil), proc)
		r.parent = 1
		c, err := r.Resolve(leaderInput(t, session, "default"))
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if c := resolve("11111111-aaaa"); c.Role != Leader || c.TeamName() != "Code Review" {
		t.Fatalf("before /clear: %+v", c)
	}
	if c := resolve("22222222-after-clear"); c.Role != Leader || c.TeamName() != "Code Review" {
		t.Fatalf("after /clear: %+v", c)
	}
}

// A HOME that does not exist gets no .claude/teamctl/cache tree from a
// hook's resolution (pid cache, team index).
func TestNonExistentHomeGetsNoStateTree(t *testing.T) {
	home := filepath.Join(t.TempDir(), "gone")
	getenv := func(k string) string { return map[string]string{"HOME": home, "CLAUDE_PID": "4242"}[k] }
	r := New(getenv, fakeProc{})
	r.cache.now = func() time.Time { return time.Now().Add(time.Hour) }
	c, err := r.Resolve(leaderInput(t, "abcdef12-0000", "default"))
	if err != nil || c.Role != NoTeam {
		t.Fatalf("got %+v, %v", c, err)
	}
	if _, err := os.Stat(home); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("%s was created: %v", home, err)
	}
}

package cli

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/rulestate"
)

func TestTeamPrune(t *testing.T) {
	pid, start := liveLead(t)
	t2 := readEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json")
	setup := func(t *testing.T) *cliEnv {
		e := newCLIEnv(t)
		e.team("session-11111111", t2, "leadProcess.pid", pid, "leadProcess.procStart", start, "leadProcess.pidSpace", nil)
		e.team("session-22222222", t2, "leadProcess.pid", deadPid, "leadProcess.pidSpace", nil)
		e.team("session-33333333", t2, "leadProcess.pid", pid, "leadProcess.procStart", "1", "leadProcess.pidSpace", nil)
		e.team("session-44444444", t2, "leadProcess.pid", deadPid, "leadProcess.pidSpace", "vm#pid:[1]") // another namespace
		return e
	}
	tests := []struct {
		name    string
		yes     bool
		tty     bool
		stdin   string
		code    int
		removed []string
	}{
		{name: "no tty, no --yes", code: ExitRefused},
		{name: "--yes", yes: true, removed: []string{"session-22222222", "session-33333333"}},
		{name: "tty, answer y", tty: true, stdin: "y\n", removed: []string{"session-22222222", "session-33333333"}},
		{name: "tty, answer yes", tty: true, stdin: "YES\n", removed: []string{"session-22222222", "session-33333333"}},
		{name: "tty, answer n", tty: true, stdin: "n\n"},
		{name: "tty, no answer", tty: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := setup(t)
			e.isTTY, e.stdin = tc.tty, tc.stdin
			err := runTeamPrune(&teamPruneOptions{f: e.factory(), Yes: tc.yes})
			if got, msg := code(err); got != tc.code {
				t.Fatalf("exit %d (%s), want %d", got, msg, tc.code)
			}
			if tc.tty && !strings.Contains(e.errOut.String(), "Remove 2 team folder(s)? [y/N]") {
				t.Errorf("no prompt: %q", e.errOut.String())
			}
			for _, name := range []string{"session-11111111", "session-22222222", "session-33333333", "session-44444444"} {
				_, err := os.Stat(filepath.Join(e.config, "teams", name))
				removed := errors.Is(err, os.ErrNotExist)
				want := false
				for _, r := range tc.removed {
					want = want || r == name
				}
				if removed != want {
					t.Errorf("%s removed = %v, want %v", name, removed, want)
				}
			}
			entries, _ := os.ReadDir(filepath.Join(e.config, "teams"))
			for _, en := range entries {
				if strings.Contains(en.Name(), ".deleted-") {
					t.Errorf("left %s behind", en.Name())
				}
			}
		})
	}
}

// A lead that comes back between the listing and the removal (the folder is
// re-read first) keeps its folder.
func TestRemoveStaleTeamRechecks(t *testing.T) {
	pid, start := liveLead(t)
	e := newCLIEnv(t)
	dir := e.team("session-11111111", leaderOnly, "leadProcess.pid", deadPid)
	stale, err := claudefs.ReadTeam(dir)
	if err != nil {
		t.Fatal(err)
	}
	e.team("session-11111111", leaderOnly, "leadProcess.pid", pid, "leadProcess.procStart", start)
	if _, err := removeStaleTeam(stale, paths.StateDir(e.factory().Getenv), e.nowTime); err == nil || !strings.Contains(err.Error(), "its lead is alive now; left alone") {
		t.Fatalf("err = %v", err)
	}
	if _, err := os.Stat(dir); err != nil {
		t.Fatal(err)
	}
}

// A removed team's rules state (owners, marks) goes with its folder; a
// live team's stays.
func TestTeamPruneRemovesRulesState(t *testing.T) {
	pid, start := liveLead(t)
	t2 := readEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json")
	e := newCLIEnv(t)
	live := e.team("session-11111111", t2, "leadProcess.pid", pid, "leadProcess.procStart", start, "leadProcess.pidSpace", nil)
	stale := e.team("session-22222222", t2, "leadProcess.pid", deadPid, "leadProcess.pidSpace", nil)
	stateDir := paths.StateDir(e.factory().Getenv)
	rulesOf := func(dir string) string {
		tm, err := claudefs.ReadTeam(dir)
		if err != nil {
			t.Fatal(err)
		}
		rules, err := rulestate.Dir(stateDir, tm)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := rulestate.Claim(rules, "/p/src/a.go", "alice", "Write", e.nowTime); err != nil {
			t.Fatal(err)
		}
		if err := rulestate.Touch(rules, "reported", "alice", e.nowTime); err != nil {
			t.Fatal(err)
		}
		return rules
	}
	liveRules, staleRules := rulesOf(live), rulesOf(stale)
	if err := runTeamPrune(&teamPruneOptions{f: e.factory(), Yes: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(staleRules); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the pruned team's rules state %s is still there (%v)", staleRules, err)
	}
	if !strings.Contains(e.out.String(), "removed "+staleRules) {
		t.Errorf("output does not name the rules state it removed: %q", e.out.String())
	}
	if owners, err := rulestate.LoadOwners(liveRules); err != nil || len(owners) != 1 {
		t.Errorf("the live team's owners = %v, %v; want its one file kept", owners, err)
	}
}

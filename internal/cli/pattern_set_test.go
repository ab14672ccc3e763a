package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/history"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/teamstate"
	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

func TestPatternSetRun(t *testing.T) {
	tests := []struct {
		name    string
		setup   func(e *cliEnv)
		opts    patternSetOptions
		code    int
		stderr  string // substring of the printed error
		written bool
	}{
		{
			name:    "leader-only team found from the process tree",
			setup:   func(e *cliEnv) { e.team("session-aaaa1111", leaderOnly); e.leadBy(700) },
			opts:    patternSetOptions{Pattern: "fixed-theme"},
			written: true,
		},
		{
			name:    "named team, lead unknown to this machine",
			setup:   func(e *cliEnv) { e.team("session-aaaa1111", leaderOnly) },
			opts:    patternSetOptions{Pattern: "mixed-genius", Team: "session-aaaa1111"},
			written: true,
		},
		{
			name:   "unknown pattern lists the known ones",
			setup:  func(e *cliEnv) { e.team("session-aaaa1111", leaderOnly); e.leadBy(700) },
			opts:   patternSetOptions{Pattern: "Fixed-Theme"},
			code:   ExitRefused,
			stderr: `teamctl: unknown pattern "Fixed-Theme" (known patterns: fixed-theme, mixed-genius)`,
		},
		{
			name: "a single live team is not guessed",
			setup: func(e *cliEnv) {
				e.team("session-aaaa1111", leaderOnly)
				e.procs.start[700] = "1000" // the lead runs, but is no ancestor
				e.parent = 4242
			},
			opts:   patternSetOptions{Pattern: "fixed-theme"},
			code:   ExitNotFound,
			stderr: "teams with a running lead: session-aaaa1111\nteamctl: hint: pass --team session-aaaa1111 if that is your team",
		},
		{
			name:   "unknown --team",
			setup:  func(e *cliEnv) { e.team("session-aaaa1111", leaderOnly) },
			opts:   patternSetOptions{Pattern: "fixed-theme", Team: "session-bbbb2222"},
			code:   ExitNotFound,
			stderr: `no team "session-bbbb2222" (teams: session-aaaa1111)`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newCLIEnv(t)
			tc.setup(e)
			before, _ := os.ReadFile(filepath.Join(e.config, "teams", "session-aaaa1111", "config.json"))
			opts := tc.opts
			opts.f = e.factory()
			got, msg := code(runPatternSet(&opts))
			if got != tc.code || !strings.Contains(msg, tc.stderr) {
				t.Fatalf("exit %d, printed %q; want %d with %q", got, msg, tc.code, tc.stderr)
			}
			after, _ := os.ReadFile(filepath.Join(e.config, "teams", "session-aaaa1111", "config.json"))
			rec, err := teamstate.Load(paths.StateDir(opts.f.Getenv), e.key("session-aaaa1111"))
			if err != nil {
				t.Fatal(err)
			}
			if !tc.written {
				if string(after) != string(before) || rec.Pattern != "" {
					t.Fatalf("a refusal wrote: config %s, record %+v", after, rec)
				}
				return
			}
			if p := gjson.GetBytes(after, "pattern").String(); p != tc.opts.Pattern {
				t.Errorf("config.json pattern = %q", p)
			}
			// Only the one key changed.
			stripped, _ := sjson.DeleteBytes(after, "pattern")
			if !gjson.ValidBytes(after) || gjson.ParseBytes(stripped).Get("@this|@ugly").Raw != gjson.ParseBytes(before).Get("@this|@ugly").Raw {
				t.Errorf("config.json changed beyond the pattern key:\n%s", after)
			}
			if rec.Pattern != tc.opts.Pattern || !rec.PatternSetAt.Equal(e.nowTime) {
				t.Errorf("record = %+v", rec)
			}
			if !strings.Contains(e.out.String(), "pattern "+tc.opts.Pattern+" recorded for team session-aaaa1111") {
				t.Errorf("output %q", e.out.String())
			}
		})
	}
}

func TestCharactersOf(t *testing.T) {
	team := &claudefs.Team{Members: []claudefs.Member{{Name: "team-lead", AgentType: "team-lead"}, {Name: "faye"}, {Name: "ein"}}}
	tests := []struct {
		name  string
		entry history.Entry
		team  *claudefs.Team
		want  map[string]string
	}{
		{
			name: "fixed-theme with roles: the leader's character maps to team-lead",
			entry: history.Entry{Pattern: "fixed-theme", Theme: "Cowboy Bebop", Characters: []string{"Spike", "Jet", "Faye", "Radical Ed"},
				Members: []history.Member{{Name: "Spike", Role: "Leader"}, {Name: "Jet", Role: "quality"}}},
			team: team,
			want: map[string]string{"team-lead": "Spike", "Jet": "Jet", "Faye": "Faye", "faye": "Faye"},
		},
		{
			name:  "no roles, no team: spawn-valid names only",
			entry: history.Entry{Pattern: "mixed-genius", Theme: "mixed-genius", Characters: []string{"牧瀬紅莉栖", "L"}},
			want:  map[string]string{"L": "L"},
		},
		{
			name:  "nothing known",
			entry: history.Entry{Pattern: "mixed-genius", Theme: "mixed-genius", Characters: []string{"牧瀬紅莉栖"}},
			want:  nil,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := charactersOf(tc.entry, tc.team)
			if !reflect.DeepEqual(c.Members, tc.want) {
				t.Errorf("members = %v, want %v", c.Members, tc.want)
			}
			if !reflect.DeepEqual(c.Names, tc.entry.Names()) || c.Theme != tc.entry.Theme || c.Pattern != tc.entry.Pattern {
				t.Errorf("characters = %+v", c)
			}
		})
	}
}

func TestValidSpawnName(t *testing.T) {
	for name, want := range map[string]bool{
		"Spike": true, "kurisu_2": true, "a-b": true, "0": true,
		"": false, "-a": false, "_a": false, "Faye Valentine": false, "C.C.": false, "紅莉栖": false,
		strings.Repeat("a", 64): true, strings.Repeat("a", 65): false,
	} {
		if got := validSpawnName(name); got != want {
			t.Errorf("validSpawnName(%q) = %v", name, got)
		}
	}
}

// The stress test of issue 3, through the command: teamctl pattern set runs
// again and again (each time discovering the team, loading the catalog,
// writing teamctl's record, then config.json under Claude Code's lock)
// while a writer following Claude Code's own protocol adds members to the
// same config.json. Neither may lose the other's update, the Claude Code
// writer may never give up on the lock (that is a failed spawn), and the
// file must end valid with the lock released.
func TestPatternSetRacesClaudeCodeWriter(t *testing.T) {
	const rounds, teamName = 30, "session-aaaa1111"
	e := newCLIEnv(t)
	dir := e.team(teamName, leaderOnly)
	e.leadBy(700)
	for i := 0; i < rounds; i++ {
		def := fmt.Sprintf(`{"name":"p%02d","summary":"stress","members":{"min":1,"max":9},
			"leader":{"edits":"allow","bash":"any"},"history":{"theme":"work","work_window":1,"characters":{"min":1,"max":9},"cap":40},"rules":{}}`, i)
		e.write(filepath.Join(e.config, "team-themes", "patterns", fmt.Sprintf("p%02d.json", i)), []byte(def))
	}
	deadline := time.Now().Add(15 * time.Second)

	var done atomic.Int64 // rounds of pattern set completed
	done.Store(-1)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var added, gaveUp int
	var writerErr error
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := 0; ; i++ {
			select {
			case <-stop:
				if added >= rounds {
					return
				}
			default:
			}
			err := ccAddMember(dir, fmt.Sprintf("cc-%d", i), func(doc []byte) error {
				// Under the lock: every pattern set that finished before the
				// lock was taken must be in the file.
				before := done.Load()
				if p := gjson.GetBytes(doc, "pattern").String(); before >= 0 {
					n, _ := strconv.Atoi(strings.TrimPrefix(p, "p"))
					if !strings.HasPrefix(p, "p") || int64(n) < before {
						return fmt.Errorf("under the lock the pattern is %q, but p%02d was set before", p, before)
					}
				}
				return nil
			})
			switch {
			case errors.Is(err, errCCGaveUp):
				gaveUp++
				i--
			case err != nil:
				writerErr = err
				return
			default:
				added++
			}
			if time.Now().After(deadline) {
				writerErr = errors.New("writer over its time bound")
				return
			}
			// Claude Code rewrites config.json on joins and state changes,
			// seconds apart; a writer holding the lock back to back would
			// only measure starvation (pattern set rightly gives up after
			// a second). A short pause keeps the two contending.
			time.Sleep(time.Duration(500+i%4*500) * time.Microsecond)
		}
	}()

	for i := 0; i < rounds; i++ {
		if time.Now().After(deadline) {
			t.Fatal("stress test over its time bound")
		}
		name := fmt.Sprintf("p%02d", i)
		// Named with --team and no process ancestry: pattern set switches a
		// running team's pattern only from outside its session.
		f := e.factory()
		f.Proc = nil
		if got := Main(f, []string{"pattern", "set", name, "--team", teamName}); got != ExitOK {
			t.Fatalf("round %d: exit %d: %s", i, got, e.errOut.String())
		}
		done.Store(int64(i))
		// Right after our write nobody may have put an older value back.
		team, err := claudefs.ReadTeam(dir)
		if err != nil {
			t.Fatal(err)
		}
		if n, _ := strconv.Atoi(strings.TrimPrefix(team.Pattern, "p")); n < i {
			t.Fatalf("round %d: config.json says %q, an update was lost", i, team.Pattern)
		}
	}
	close(stop)
	wg.Wait()
	if writerErr != nil {
		t.Fatal(writerErr)
	}
	if gaveUp > 0 {
		t.Errorf("the Claude Code writer gave up on the lock %d times (each a failed spawn)", gaveUp)
	}
	team, err := claudefs.ReadTeam(dir)
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("p%02d", rounds-1); team.Pattern != want {
		t.Errorf("pattern = %q, want %q", team.Pattern, want)
	}
	for i := 0; i < added; i++ {
		if _, ok := team.Member(fmt.Sprintf("cc-%d", i)); !ok {
			t.Errorf("member cc-%d lost", i)
		}
	}
	if _, ok := team.Member("team-lead"); !ok || len(team.Members) != added+1 {
		t.Errorf("%d members, want %d", len(team.Members), added+1)
	}
	rec, err := teamstate.Load(paths.StateDir(e.factory().Getenv), e.key("session-aaaa1111"))
	if err != nil || rec.Pattern != fmt.Sprintf("p%02d", rounds-1) {
		t.Errorf("record = %+v, %v", rec, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "config.json.lock")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("lock left behind: %v", err)
	}
}

var errCCGaveUp = errors.New("Lock file is already being held")

// ccAddMember is one member join as Claude Code 2.1.330 writes it
// (docs/claude-code.md, "The lock protocol"): mkdir config.json.lock with
// proper-lockfile's retries (10 retries, 5 ms doubling to at most 100 ms),
// re-read, add the member (keys and their order kept), write in place,
// ftruncate, rmdir. check runs on the bytes read under the lock.
func ccAddMember(dir, name string, check func([]byte) error) error {
	path := filepath.Join(dir, claudefs.ConfigFile)
	lock := path + ".lock"
	wait := 5 * time.Millisecond
	for attempt := 0; ; attempt++ {
		err := os.Mkdir(lock, 0o755)
		if err == nil {
			break
		}
		if !errors.Is(err, fs.ErrExist) {
			return err
		}
		if attempt == 10 {
			return errCCGaveUp
		}
		time.Sleep(wait)
		wait = min(wait*2, 100*time.Millisecond)
	}
	defer os.Remove(lock)
	doc, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if !gjson.ValidBytes(doc) {
		return fmt.Errorf("config.json torn under the lock:\n%s", doc)
	}
	if err := check(doc); err != nil {
		return err
	}
	member := fmt.Sprintf(`{"agentId":"%s@session-aaaa1111","name":%q,"joinedAt":1795286254888,"tmuxPaneId":"in-process","subscriptions":[],"backendType":"in-process"}`, name, name)
	doc, err = sjson.SetRawBytes(doc, "members.-1", []byte(member))
	if err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	defer f.Close()
	if _, err := f.WriteAt(doc, 0); err != nil {
		return err
	}
	return f.Truncate(int64(len(doc)))
}

// A damaged teamctl record stops pattern set before config.json is touched:
// exit 5, the record backed up, not reset.
func TestPatternSetDamagedRecord(t *testing.T) {
	e := newCLIEnv(t)
	dir := e.team("session-aaaa1111", leaderOnly)
	record, _ := teamstate.Path(filepath.Join(e.config, "teamctl"), e.key("session-aaaa1111"))
	e.write(record, []byte(`{"team":"session-aaaa1111","pattern":`))
	before, _ := os.ReadFile(filepath.Join(dir, "config.json"))
	got, msg := code(runPatternSet(&patternSetOptions{f: e.factory(), Pattern: "fixed-theme", Team: "session-aaaa1111"}))
	if got != ExitDamaged || !strings.Contains(msg, "is damaged") || !strings.Contains(msg, "a copy was kept at "+record+".bak-") {
		t.Fatalf("exit %d: %s", got, msg)
	}
	if after, _ := os.ReadFile(filepath.Join(dir, "config.json")); string(after) != string(before) {
		t.Error("config.json written despite the damaged record")
	}
	if b, _ := os.ReadFile(record); string(b) != `{"team":"session-aaaa1111","pattern":` {
		t.Error("the damaged record was rewritten")
	}
}

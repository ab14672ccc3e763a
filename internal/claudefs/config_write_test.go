package claudefs

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"
)

// teamFromEvidence copies a captured config.json into a fresh team folder.
func teamFromEvidence(t *testing.T, name string) (dir string, orig []byte) {
	t.Helper()
	orig, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	dir = filepath.Join(t.TempDir(), "session-x")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ConfigFile), orig, 0o600); err != nil {
		t.Fatal(err)
	}
	return dir, orig
}

func readConfig(t *testing.T, dir string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, ConfigFile))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestSetConfigKeyKeepsEveryOtherByte(t *testing.T) {
	tests := []struct {
		file  string
		key   string
		value any
		want  func(orig string) string
	}{
		{
			file: "config-t2-inprocess-after-2-joins-with-pattern.json", key: "pattern", value: "mixed-genius",
			want: func(o string) string {
				return strings.Replace(o, `"pattern": "fixed-theme"`, `"pattern": "mixed-genius"`, 1)
			},
		},
		{
			file: "config-t3-after-shutdown-removal.json", key: "pattern", value: "fixed-theme",
			want: func(o string) string {
				return strings.Replace(o, `"pattern": "mixed-genius"`, `"pattern": "fixed-theme"`, 1)
			},
		},
		{
			// No pattern yet: sjson appends the key before the closing brace.
			file: "config-t4-tmux-member.json", key: "pattern", value: "fixed-theme",
			want: func(o string) string {
				i := strings.LastIndex(o, "}")
				return o[:i] + `,"pattern":"fixed-theme"` + o[i:]
			},
		},
		{
			file: "config-t4-tmux-member.json", key: "teamctl.historyId", value: 7,
			want: func(o string) string {
				i := strings.LastIndex(o, "}")
				return o[:i] + `,"teamctl":{"historyId":7}` + o[i:]
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.file+"/"+tt.key, func(t *testing.T) {
			dir, orig := teamFromEvidence(t, tt.file)
			before, err := os.Stat(filepath.Join(dir, ConfigFile))
			if err != nil {
				t.Fatal(err)
			}
			changed, err := SetConfigKey(dir, tt.key, tt.value)
			if err != nil || !changed {
				t.Fatalf("changed=%v err=%v", changed, err)
			}
			got := string(readConfig(t, dir))
			if want := tt.want(string(orig)); got != want {
				t.Fatalf("bytes differ\n got: %s\nwant: %s", got, want)
			}
			after, err := os.Stat(filepath.Join(dir, ConfigFile))
			if err != nil {
				t.Fatal(err)
			}
			if !os.SameFile(before, after) || after.Mode() != before.Mode() {
				t.Errorf("file was replaced (inode or mode changed); Claude Code writes in place")
			}
			if _, err := os.Stat(filepath.Join(dir, ConfigFile+LockSuffix)); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("lock left behind: %v", err)
			}
			team, err := ReadTeam(dir)
			if err != nil {
				t.Fatal(err)
			}
			if len(team.Members) == 0 {
				t.Error("members lost")
			}
		})
	}
}

func TestSetConfigKeySameValueWritesNothing(t *testing.T) {
	dir, _ := teamFromEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json")
	old := time.Now().Add(-time.Hour)
	path := filepath.Join(dir, ConfigFile)
	if err := os.Chtimes(path, old, old); err != nil {
		t.Fatal(err)
	}
	changed, err := SetConfigKey(dir, "pattern", "fixed-theme")
	if err != nil || changed {
		t.Fatalf("changed=%v err=%v; want no change", changed, err)
	}
	if fi, _ := os.Stat(path); !fi.ModTime().Equal(old) {
		t.Errorf("file was rewritten")
	}
}

func TestDeleteConfigKeyRestoresOriginalBytes(t *testing.T) {
	dir, orig := teamFromEvidence(t, "config-t4-tmux-member.json")
	if _, err := SetConfigKey(dir, "pattern", "fixed-theme"); err != nil {
		t.Fatal(err)
	}
	changed, err := DeleteConfigKey(dir, "pattern")
	if err != nil || !changed {
		t.Fatalf("changed=%v err=%v", changed, err)
	}
	if got := readConfig(t, dir); string(got) != string(orig) {
		t.Fatalf("after set+delete:\n%s\nwant:\n%s", got, orig)
	}
	changed, err = DeleteConfigKey(dir, "pattern")
	if err != nil || changed {
		t.Fatalf("deleting a missing key: changed=%v err=%v", changed, err)
	}
}

func TestSetConfigKeyShrinksTheFile(t *testing.T) {
	dir, _ := teamFromEvidence(t, "config-t4-tmux-member.json")
	long := strings.Repeat("x", 500)
	if _, err := SetConfigKey(dir, "note", long); err != nil {
		t.Fatal(err)
	}
	if _, err := SetConfigKey(dir, "note", "y"); err != nil {
		t.Fatal(err)
	}
	got := readConfig(t, dir)
	if !gjson.ValidBytes(got) || strings.Contains(string(got), "xxx") {
		t.Fatalf("old tail not truncated: %s", got)
	}
}

func TestSetConfigKeyRefusals(t *testing.T) {
	dir, orig := teamFromEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json")
	for _, key := range []string{"", "members", "members.0.name", "leadProcess.pid", "name", "pat*", "a|b", "@this"} {
		if _, err := SetConfigKey(dir, key, "x"); err == nil {
			t.Errorf("key %q accepted", key)
		}
	}
	if _, err := SetConfigKey(dir, "members", 1); !errors.Is(err, ErrOwnedKey) {
		t.Errorf("members: err = %v, want ErrOwnedKey", err)
	}
	if _, err := SetConfigKey(dir, "pattern", func() {}); err == nil {
		t.Error("unmarshalable value accepted")
	}
	if got := readConfig(t, dir); string(got) != string(orig) {
		t.Error("a refused edit changed the file")
	}
	if _, err := SetConfigKey(filepath.Join(t.TempDir(), "none"), "pattern", "x"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing team: err = %v", err)
	}
}

func TestSetConfigKeyNeverOverwritesTornFile(t *testing.T) {
	dir, orig := teamFromEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json")
	torn := orig[:len(orig)/2]
	path := filepath.Join(dir, ConfigFile)
	if err := os.WriteFile(path, torn, 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := SetConfigKey(dir, "pattern", "mixed-genius")
	if !errors.Is(err, ErrTorn) || !strings.Contains(err.Error(), "refusing to overwrite") {
		t.Fatalf("err = %v, want torn refusal", err)
	}
	if got := readConfig(t, dir); string(got) != string(torn) {
		t.Fatal("torn file was overwritten")
	}
	if _, err := os.Stat(path + LockSuffix); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("lock left behind after refusal: %v", err)
	}
}

func TestSetConfigKeyWaitsForAHeldLock(t *testing.T) {
	dir, _ := teamFromEvidence(t, "config-t4-tmux-member.json")
	lock := filepath.Join(dir, ConfigFile+LockSuffix)
	if err := os.Mkdir(lock, 0o777); err != nil {
		t.Fatal(err)
	}
	go func() {
		time.Sleep(40 * time.Millisecond)
		os.Remove(lock)
	}()
	if _, err := SetConfigKey(dir, "pattern", "fixed-theme"); err != nil {
		t.Fatalf("lock released after 40ms, still: %v", err)
	}
	if got := gjson.GetBytes(readConfig(t, dir), "pattern").String(); got != "fixed-theme" {
		t.Fatalf("pattern = %q", got)
	}
}

func TestSetConfigKeyGivesUpOnABusyLock(t *testing.T) {
	t.Parallel() // waits the full default second
	dir, orig := teamFromEvidence(t, "config-t4-tmux-member.json")
	if err := os.Mkdir(filepath.Join(dir, ConfigFile+LockSuffix), 0o777); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err := SetConfigKey(dir, "pattern", "fixed-theme")
	if !errors.Is(err, ErrLockBusy) {
		t.Fatalf("err = %v, want busy", err)
	}
	if took := time.Since(start); took < 900*time.Millisecond || took > 3*time.Second {
		t.Errorf("gave up after %v, want about 1s", took)
	}
	if got := readConfig(t, dir); string(got) != string(orig) {
		t.Error("file changed without the lock")
	}
}

// TestSetConfigKeyLockHoldIsShort pins the property Claude Code depends on:
// its writers give up after ~0.65 s of retries, so teamctl must hold the
// lock for milliseconds only.
func TestSetConfigKeyLockHoldIsShort(t *testing.T) {
	dir, _ := teamFromEvidence(t, "config-t2-inprocess-after-2-joins-with-pattern.json")
	var holds []time.Duration
	for i := 0; i < 200; i++ {
		var m configEdit
		if _, err := setConfigKey(dir, "pattern", fmt.Sprintf("p%d", i), LockOptions{}, &m); err != nil {
			t.Fatal(err)
		}
		holds = append(holds, m.held)
	}
	sort.Slice(holds, func(i, j int) bool { return holds[i] < holds[j] })
	p50, p99, worst := holds[len(holds)/2], holds[len(holds)*99/100], holds[len(holds)-1]
	t.Logf("lock held: p50 %v, p99 %v, max %v", p50, p99, worst)
	// The median, not the tail: a busy machine can deschedule any process
	// mid-hold, but a typical hold must stay far below Claude Code's first
	// retry intervals (5, 10, 20 ms).
	if p50 > 5*time.Millisecond {
		t.Errorf("median hold %v; it must stay well under Claude Code's 5 ms first retry", p50)
	}
}

// TestPatternSurvivesClaudeCodeWriter is the stress test of issue 3: while
// a writer that follows Claude Code's protocol (mkdir lock, re-read, add a
// member, re-serialise, write in place, truncate, rmdir) adds members in a
// loop, SetConfigKey keeps setting keys. Neither side may lose an update,
// and the file must end valid.
func TestPatternSurvivesClaudeCodeWriter(t *testing.T) {
	const rounds = 50
	t.Run("goroutine", func(t *testing.T) {
		dir, _ := teamFromEvidence(t, "config-t4-tmux-member.json")
		var w ccWriter
		done := make(chan error)
		go func() { done <- w.run(dir, "g", rounds) }()
		setKeysWhileRacing(t, dir, rounds)
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		checkRace(t, dir, "g", rounds, rounds)
		t.Logf("Claude Code writer: found the lock held %d times, gave up %d times", w.contended, w.gaveUp)
		reportGiveUps(t, w.gaveUp)
	})
	t.Run("process", func(t *testing.T) {
		dir, _ := teamFromEvidence(t, "config-t4-tmux-member.json")
		cmd, _, out := startHelper(t, "ccwriter", "CLAUDEFS_PATH="+dir, "CLAUDEFS_PREFIX=p", "CLAUDEFS_ROUNDS="+strconv.Itoa(rounds))
		setKeysWhileRacing(t, dir, rounds)
		line, err := out.ReadString('\n')
		if err != nil {
			t.Fatalf("writer process: %v", err)
		}
		if err := cmd.Wait(); err != nil {
			t.Fatalf("writer process: %v", err)
		}
		checkRace(t, dir, "p", rounds, rounds)
		var gaveUp, contended int
		if _, err := fmt.Sscan(line, &gaveUp, &contended); err != nil {
			t.Fatalf("writer said %q", line)
		}
		t.Logf("Claude Code writer: found the lock held %d times, gave up %d times", contended, gaveUp)
		reportGiveUps(t, gaveUp)
	})
}

// reportGiveUps notes rounds where the Claude Code writer exhausted its
// ~0.65 s of retries (a failed spawn in real life). Only a hold that long
// causes one, which on an idle machine never happens (holds are ~0.1 ms,
// pinned by TestSetConfigKeyLockHoldIsShort); on an overloaded one the
// scheduler can cause it, so it is reported rather than failed.
func reportGiveUps(t *testing.T, n int) {
	t.Helper()
	if n > 0 {
		t.Logf("warning: the Claude Code writer gave up %d times; machine overloaded?", n)
	}
}

func setKeysWhileRacing(t *testing.T, dir string, rounds int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	var waits int
	var worstWait, worstHold time.Duration
	set := func(key string, value any) {
		var m configEdit
		// A generous wait: this test is about lost updates, and a loaded CI
		// machine can deschedule the writer while it holds the lock.
		if _, err := setConfigKey(dir, key, value, LockOptions{Wait: 5 * time.Second}, &m); err != nil {
			t.Fatal(err)
		}
		if m.waited >= DefaultLockMinSleep {
			waits++ // only a busy lock makes Lock sleep
		}
		worstWait, worstHold = max(worstWait, m.waited), max(worstHold, m.held)
	}
	for i := 0; i < rounds; i++ {
		if time.Now().After(deadline) {
			t.Fatal("stress test over its time bound")
		}
		set("pattern", fmt.Sprintf("p%d", i))
		set(fmt.Sprintf("marks.m%d", i), i)
		time.Sleep(time.Duration(i%3) * 300 * time.Microsecond)
	}
	t.Logf("SetConfigKey: %d of %d calls found the lock held; longest wait %v, longest hold %v", waits, 2*rounds, worstWait, worstHold)
}

func checkRace(t *testing.T, dir, prefix string, members, marks int) {
	t.Helper()
	doc := readConfig(t, dir)
	if !gjson.ValidBytes(doc) {
		t.Fatalf("config is not valid JSON:\n%s", doc)
	}
	if got, want := gjson.GetBytes(doc, "pattern").String(), fmt.Sprintf("p%d", marks-1); got != want {
		t.Errorf("pattern = %q, want %q", got, want)
	}
	for i := 0; i < marks; i++ {
		if v := gjson.GetBytes(doc, fmt.Sprintf("marks.m%d", i)); !v.Exists() || v.Int() != int64(i) {
			t.Errorf("marks.m%d lost", i)
		}
	}
	team, err := ParseTeam(dir, doc)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < members; i++ {
		if _, ok := team.Member(fmt.Sprintf("%s-%d", prefix, i)); !ok {
			t.Errorf("member %s-%d lost", prefix, i)
		}
	}
	for _, orig := range []string{"team-lead", "erin"} {
		if _, ok := team.Member(orig); !ok {
			t.Errorf("original member %s lost", orig)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, ConfigFile+LockSuffix)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("lock left behind: %v", err)
	}
}

// BenchmarkSetConfigKey measures a whole uncontended SetConfigKey and, as
// "hold-ns/op", the part spent holding Claude Code's lock.
func BenchmarkSetConfigKey(b *testing.B) {
	orig, err := os.ReadFile("testdata/config-t2-inprocess-after-2-joins-with-pattern.json")
	if err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	if err := os.WriteFile(filepath.Join(dir, ConfigFile), orig, 0o600); err != nil {
		b.Fatal(err)
	}
	var held time.Duration
	for i := 0; b.Loop(); i++ {
		var m configEdit
		if _, err := setConfigKey(dir, "pattern", fmt.Sprintf("p%d", i%2), LockOptions{}, &m); err != nil {
			b.Fatal(err)
		}
		held += m.held
	}
	b.ReportMetric(float64(held.Nanoseconds())/float64(b.N), "hold-ns/op")
}

// A pattern set on a config.json that repeats the key leaves the value
// JavaScript reads (the last duplicate) equal to the one set.
func TestSetConfigKeyWinsOverDuplicateKeys(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, ConfigFile)
	if err := os.WriteFile(path, []byte(`{"name":"s","pattern":"a","members":[],"pattern":"b"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := SetConfigKey(dir, "pattern", "c"); err != nil {
		t.Fatal(err)
	}
	raw, _ := os.ReadFile(path)
	var js map[string]any
	if err := json.Unmarshal(raw, &js); err != nil || js["pattern"] != "c" {
		t.Fatalf("after set: %s (JS-style pattern %v)", raw, js["pattern"])
	}
	if changed, err := DeleteConfigKey(dir, "pattern"); err != nil || !changed {
		t.Fatal(changed, err)
	}
	raw, _ = os.ReadFile(path)
	if gjson.GetBytes(raw, "pattern").Exists() {
		t.Fatalf("after delete: %s", raw)
	}
}

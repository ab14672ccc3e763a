package teamstate

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/store"
)

var now = time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)

// key is a session team as 2.1.330 writes it.
var key = Key{Name: "session-1", CreatedAt: 1795460740060, LeadSessionID: "0a5804bd-6558-41e8-a0fe-ccf81029f5d1"}

func TestUpdateAndLoad(t *testing.T) {
	dir := t.TempDir()
	if rec, err := Load(dir, key); err != nil || rec.Pattern != "" {
		t.Fatalf("missing record = %+v, %v", rec, err)
	}
	err := Update(dir, key, now, func(r *Record) error { r.Pattern = "fixed-theme"; return nil })
	if err != nil {
		t.Fatal(err)
	}
	rec, err := Load(dir, key)
	if err != nil || rec.Pattern != "fixed-theme" || rec.Team != "session-1" || rec.CreatedAt != key.CreatedAt {
		t.Fatalf("record = %+v, %v", rec, err)
	}
	if err := Update(dir, key, now, func(r *Record) error { return store.ErrNoChange }); err != nil {
		t.Fatal(err)
	}
}

func TestConcurrentUpdatesKeepEveryCount(t *testing.T) {
	dir := t.TempDir()
	var wg sync.WaitGroup
	for i := 0; i < 32; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := Update(dir, key, now, func(r *Record) error {
				if r.Nudges == nil {
					r.Nudges = map[string]int{}
				}
				r.Nudges["alice/1"]++
				return nil
			})
			if err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	rec, _ := Load(dir, key)
	if rec.Nudges["alice/1"] != 32 {
		t.Fatalf("nudges = %d, want 32", rec.Nudges["alice/1"])
	}
}

func TestDamagedRecordIsBackedUpNotReset(t *testing.T) {
	dir := t.TempDir()
	path, _ := Path(dir, key)
	os.MkdirAll(dir+"/teams", 0o755)
	os.WriteFile(path, []byte(`{"pattern": "fixed-th`), 0o600)
	err := Update(dir, key, now, func(r *Record) error { r.Pattern = "mixed-genius"; return nil })
	var ce *CorruptError
	if !errors.As(err, &ce) || ce.Backup == "" || !strings.Contains(err.Error(), "hint:") {
		t.Fatalf("err = %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != `{"pattern": "fixed-th` {
		t.Fatalf("damaged record was overwritten: %q", b)
	}
	if b, _ := os.ReadFile(ce.Backup); string(b) != `{"pattern": "fixed-th` {
		t.Fatalf("backup = %q", b)
	}
	if _, err := Load(dir, key); !errors.As(err, &ce) {
		t.Fatalf("Load err = %v", err)
	}
}

// Issue 11: a team name that is not file-name-safe is escaped, not refused
// (teamctl --team and Claude Code's own names are not limited to safe
// characters), and no name can leave the state folder or collide with
// another.
func TestTeamNamesAreEscapedIntoTheStateDir(t *testing.T) {
	dir := t.TempDir()
	seen := map[string]string{}
	for _, name := range []string{"..", "../x", "a/b", ".hidden", "a%2Fb", "naïve", "team@1", "Bebop Crew", `c:\x`, "-x", "bebop"} {
		p, err := Path(dir, Key{Name: name, CreatedAt: 1})
		if err != nil {
			t.Errorf("Path(%q): %v", name, err)
			continue
		}
		if filepath.Dir(p) != filepath.Join(dir, "teams") || strings.HasPrefix(filepath.Base(p), ".") {
			t.Errorf("Path(%q) = %s, outside %s/teams or hidden", name, p, dir)
		}
		if other, dup := seen[p]; dup {
			t.Errorf("%q and %q share %s", name, other, p)
		}
		seen[p] = name
		if err := Update(dir, Key{Name: name, CreatedAt: 1}, now, func(r *Record) error { r.Pattern = "fixed-theme"; return nil }); err != nil {
			t.Errorf("Update(%q): %v", name, err)
		}
	}
	if _, err := Path(dir, Key{}); err == nil {
		t.Error("an empty team name named a file")
	}
	if _, err := Path(dir, Key{Name: strings.Repeat("x", 300)}); err == nil {
		t.Error("a 300-byte name named a file")
	}
}

// Issue 10 item 4: TeamDelete, then TeamCreate under the same name (the
// configs as 2.1.177 wrote them). The new team must not inherit the deleted
// team's pattern; keyed by name, it did.
func TestNewTeamOfTheSameNameStartsAfresh(t *testing.T) {
	dir := t.TempDir()
	first := Key{Name: "bebop", CreatedAt: 1795460740060, LeadSessionID: "0a5804bd-6558-41e8-a0fe-ccf81029f5d1"}
	second := Key{Name: "bebop", CreatedAt: 1795460803311, LeadSessionID: "0a5804bd-6558-41e8-a0fe-ccf81029f5d1"}
	if err := Update(dir, first, now, func(r *Record) error { r.Pattern = "fixed-theme"; return nil }); err != nil {
		t.Fatal(err)
	}
	rec, err := Load(dir, second)
	if err != nil || rec.Pattern != "" {
		t.Fatalf("new team of the same name: record %+v, %v; want none", rec, err)
	}
	if rec, _ := Load(dir, first); rec.Pattern != "fixed-theme" {
		t.Fatalf("the first team's record lost: %+v", rec)
	}
	// Without createdAt, the lead session tells teams apart.
	a, b := Key{Name: "bebop", LeadSessionID: "s1"}, Key{Name: "bebop", LeadSessionID: "s2"}
	Update(dir, a, now, func(r *Record) error { r.Pattern = "fixed-theme"; return nil })
	if rec, _ := Load(dir, b); rec.Pattern != "" {
		t.Fatalf("record of session s1 read for s2: %+v", rec)
	}
}

func TestUnsetTimesAreLeftOut(t *testing.T) {
	dir := t.TempDir()
	Update(dir, key, now, func(r *Record) error { r.Characters = &Characters{Names: []string{"a"}}; return nil })
	path, _ := Path(dir, key)
	b, _ := os.ReadFile(path)
	if strings.Contains(string(b), "0001-01-01") || strings.Contains(string(b), "pattern_set_at") {
		t.Fatalf("zero time written: %s", b)
	}
}

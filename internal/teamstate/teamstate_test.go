package teamstate

import (
	"errors"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/store"
)

var now = time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)

func TestUpdateAndLoad(t *testing.T) {
	dir := t.TempDir()
	if rec, err := Load(dir, "session-1"); err != nil || rec.Pattern != "" {
		t.Fatalf("missing record = %+v, %v", rec, err)
	}
	err := Update(dir, "session-1", now, func(r *Record) error { r.Pattern = "fixed-theme"; return nil })
	if err != nil {
		t.Fatal(err)
	}
	rec, err := Load(dir, "session-1")
	if err != nil || rec.Pattern != "fixed-theme" || rec.Team != "session-1" {
		t.Fatalf("record = %+v, %v", rec, err)
	}
	if err := Update(dir, "session-1", now, func(r *Record) error { return store.ErrNoChange }); err != nil {
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
			err := Update(dir, "session-1", now, func(r *Record) error {
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
	rec, _ := Load(dir, "session-1")
	if rec.Nudges["alice/1"] != 32 {
		t.Fatalf("nudges = %d, want 32", rec.Nudges["alice/1"])
	}
}

func TestDamagedRecordIsBackedUpNotReset(t *testing.T) {
	dir := t.TempDir()
	path, _ := Path(dir, "session-1")
	os.MkdirAll(dir+"/teams", 0o755)
	os.WriteFile(path, []byte(`{"pattern": "fixed-th`), 0o600)
	err := Update(dir, "session-1", now, func(r *Record) error { r.Pattern = "mixed-genius"; return nil })
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
	if _, err := Load(dir, "session-1"); !errors.As(err, &ce) {
		t.Fatalf("Load err = %v", err)
	}
}

func TestTeamNamesCannotEscapeTheStateDir(t *testing.T) {
	for _, bad := range []string{"", "..", "../x", "a/b", ".hidden"} {
		if _, err := Path(t.TempDir(), bad); err == nil {
			t.Errorf("Path(%q) accepted", bad)
		}
	}
}

func TestUnsetTimesAreLeftOut(t *testing.T) {
	dir := t.TempDir()
	Update(dir, "session-1", now, func(r *Record) error { r.Characters = &Characters{Names: []string{"a"}}; return nil })
	path, _ := Path(dir, "session-1")
	b, _ := os.ReadFile(path)
	if strings.Contains(string(b), "0001-01-01") || strings.Contains(string(b), "pattern_set_at") {
		t.Fatalf("zero time written: %s", b)
	}
}

package rulestate

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/store"
)

var now = time.Date(2026, 11, 21, 18, 40, 0, 123456789, time.UTC)

// The owners file is written and read without encoding/json; whatever a
// path holds, it round-trips and the file is valid JSON.
func TestOwnersRoundTrip(t *testing.T) {
	dir := t.TempDir()
	paths := []string{"/p/plain.go", `/p/quote"and\back`, "/p/new\nline\ttab", "/p/日本語.md", "/p/bad\xffutf8", "/p/dot.in.name"}
	for i, p := range paths {
		if _, won, err := Claim(dir, p, []string{"alice", "bob"}[i%2], "Write", now); err != nil || !won {
			t.Fatalf("claim %q: %v %v", p, won, err)
		}
	}
	raw, err := os.ReadFile(filepath.Join(dir, ownersName))
	if err != nil {
		t.Fatal(err)
	}
	var check map[string]map[string]map[string]string
	if err := json.Unmarshal(raw, &check); err != nil {
		t.Fatalf("owners file is not JSON: %v\n%s", err, raw)
	}
	o, err := LoadOwners(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(o) != len(paths) {
		t.Fatalf("%d owners, want %d: %v", len(o), len(paths), o)
	}
	for i, p := range paths {
		if p == "/p/bad\xffutf8" {
			p = "/p/bad\uFFFDutf8"
		}
		got := o[p]
		if got.Member != []string{"alice", "bob"}[i%2] || !got.Since.Equal(now) || got.Tool != "Write" {
			t.Errorf("%q: %+v", p, got)
		}
	}
	// A second claim by someone else loses and changes nothing.
	if owner, won, err := Claim(dir, "/p/plain.go", "bob", "Edit", now.Add(time.Hour)); err != nil || won || owner.Member != "alice" {
		t.Fatalf("second claim: %+v %v %v", owner, won, err)
	}
	freed, err := ReleaseMember(dir, "alice", now)
	if err != nil || len(freed) != 3 {
		t.Fatalf("freed %v %v", freed, err)
	}
	if _, had, _ := Release(dir, "/p/new\nline\ttab", now); had {
		t.Fatal("alice's file still owned")
	}
}

// A damaged owners file is reported and backed up, never reset.
func TestOwnersCorrupt(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, ownersName)
	os.WriteFile(path, []byte(`{"files": [`), 0o600)
	_, _, err := Claim(dir, "/p/a", "alice", "Write", now)
	var ce *CorruptError
	if !errors.As(err, &ce) || ce.Backup == "" {
		t.Fatalf("err = %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != `{"files": [` {
		t.Fatalf("damaged file overwritten: %q", b)
	}
	if _, err := LoadOwners(dir); !errors.As(err, &ce) {
		t.Fatalf("load: %v", err)
	}
}

func TestMarks(t *testing.T) {
	dir := t.TempDir()
	if !When(dir, Active, "alice").IsZero() {
		t.Fatal("mark before any touch")
	}
	for _, at := range []time.Time{now, now.Add(time.Minute)} {
		if err := Touch(dir, Active, "alice", at); err != nil {
			t.Fatal(err)
		}
		if got := When(dir, Active, "alice"); !got.Equal(at) {
			t.Fatalf("mark %v, want %v", got, at)
		}
	}
	if err := Touch(dir, Active, "../evil", now); err == nil {
		t.Fatal("a member name that leaves the folder was accepted")
	}
}

func TestRemindCountsPerBaseline(t *testing.T) {
	dir := t.TempDir()
	for want := 1; want <= 3; want++ {
		if n, err := Remind(dir, "alice", "100", now); err != nil || n != want {
			t.Fatalf("remind %d: %d %v", want, n, err)
		}
	}
	if n, _ := Remind(dir, "alice", "200", now); n != 1 {
		t.Fatalf("a new baseline starts at 1, got %d", n)
	}
	if n, _ := Remind(dir, "bob", "100", now); n != 1 {
		t.Fatalf("bob has his own count, got %d", n)
	}
}

// A claim of a file that already has an owner is answered without the
// lock: the recorder runs after every edit, and a member editing its own
// file again must not queue behind another member's claim. Held here, the
// lock would make the old code wait store.LockWait and fail.
func TestClaimOfAnOwnedFileTakesNoLock(t *testing.T) {
	dir := t.TempDir()
	if _, won, err := Claim(dir, "/p/a.go", "alice", "Write", now); err != nil || !won {
		t.Fatalf("first claim: %v %v", won, err)
	}
	unlock, err := store.Lock(ownersPath(dir) + ".lock")
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	done := make(chan struct{})
	go func() {
		defer close(done)
		if owner, won, err := Claim(dir, "/p/a.go", "alice", "Edit", now.Add(time.Minute)); err != nil || !won || !owner.Since.Equal(now) {
			t.Errorf("owner's claim: %+v %v %v", owner, won, err)
		}
		if owner, won, err := Claim(dir, "/p/a.go", "bob", "Edit", now.Add(time.Minute)); err != nil || won || owner.Member != "alice" {
			t.Errorf("other member's claim: %+v %v %v", owner, won, err)
		}
	}()
	select {
	case <-done:
	case <-time.After(time.Second):
		t.Fatal("a claim of an owned file waited for the lock")
	}
}

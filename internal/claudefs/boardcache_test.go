package claudefs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// settle backdates the list folder, as if the last write was a minute ago.
func settle(t *testing.T, dir string) {
	t.Helper()
	old := time.Now().Add(-time.Minute)
	if err := os.Chtimes(dir, old, old); err != nil {
		t.Fatal(err)
	}
}

func cacheFiles(t *testing.T, cache string) []string {
	t.Helper()
	m, err := filepath.Glob(filepath.Join(cache, "boards", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestBoardCacheAnswersAsTheFolderDoes(t *testing.T) {
	dir := writeBoard(t, 40)
	settle(t, dir)
	cache := t.TempDir()
	want, err := ReadBoard(dir)
	if err != nil {
		t.Fatal(err)
	}
	for round := range 2 { // the first reads the folder, the second the copy
		got, err := ReadBoardCached(dir, cache, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want.Tasks, got.Tasks); diff != "" {
			t.Fatalf("round %d: board differs (-folder +cached):\n%s", round, diff)
		}
		unclaimed, err := UnclaimedCached(dir, cache, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want.Unclaimed(), unclaimed); diff != "" {
			t.Fatalf("round %d: unclaimed differs (-folder +cached):\n%s", round, diff)
		}
	}
	if n := len(cacheFiles(t, cache)); n != 1 {
		t.Fatalf("%d cached copies, want 1", n)
	}
}

func TestBoardCacheFollowsClaudeCodesRenameUpdate(t *testing.T) {
	dir := writeBoard(t, 9)
	settle(t, dir)
	cache := t.TempDir()
	if _, err := ReadBoardCached(dir, cache, time.Now()); err != nil {
		t.Fatal(err)
	}
	// TaskUpdate: a temp file renamed over 3.json (task 3 is pending and
	// ready: its blocker 2 is completed). Claiming it must show at once.
	tmp := filepath.Join(dir, "3.json.tmp.3fccd5b4")
	if err := os.WriteFile(tmp, []byte(`{"id":"3","subject":"task 3","status":"in_progress","owner":"alice","blocks":["4"],"blockedBy":[]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, filepath.Join(dir, "3.json")); err != nil {
		t.Fatal(err)
	}
	got, err := ReadBoardCached(dir, cache, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if task, _ := got.Task("3"); task.Owner != "alice" {
		t.Fatalf("task 3 owner %q after the update, want alice (a stale copy was used)", task.Owner)
	}
	unclaimed, err := UnclaimedCached(dir, cache, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	for _, task := range unclaimed {
		if task.ID == "3" {
			t.Fatalf("task 3 still unclaimed after alice claimed it: %+v", unclaimed)
		}
	}
}

func TestBoardCacheKeepsNoCopyOfARecentFolder(t *testing.T) {
	// A folder written within the last tick could change again without its
	// mtime moving; a copy of it could outlive the change.
	dir := writeBoard(t, 3)
	cache := t.TempDir()
	if _, err := ReadBoardCached(dir, cache, time.Now()); err != nil {
		t.Fatal(err)
	}
	if m := cacheFiles(t, cache); len(m) != 0 {
		t.Fatalf("copy kept of a folder changed just now: %v", m)
	}
}

func TestBoardCacheKeepsNoCopyOfATornBoard(t *testing.T) {
	dir := writeBoard(t, 3)
	if err := os.WriteFile(filepath.Join(dir, "2.json"), []byte(`{"id":"2","sub`), 0o644); err != nil {
		t.Fatal(err)
	}
	settle(t, dir)
	cache := t.TempDir()
	b, err := ReadBoardCached(dir, cache, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Skipped) != 1 {
		t.Fatalf("skipped %v, want the torn task", b.Skipped)
	}
	if m := cacheFiles(t, cache); len(m) != 0 {
		t.Fatalf("copy kept of a board with a torn task: %v", m)
	}
}

func TestBoardCacheDamagedCopyIsReadPast(t *testing.T) {
	dir := writeBoard(t, 6)
	settle(t, dir)
	cache := t.TempDir()
	want, _ := ReadBoard(dir)
	if _, err := ReadBoardCached(dir, cache, time.Now()); err != nil {
		t.Fatal(err)
	}
	file := cacheFiles(t, cache)[0]
	doc, _ := os.ReadFile(file)
	for name, damaged := range map[string][]byte{
		"torn":      doc[:len(doc)/2],
		"empty":     nil,
		"not json":  []byte("]}\n"),
		"wrong key": append([]byte(`{"key":"1:2:3","unclaimed":[],"tasks":[]`), []byte(boardTrailer)...),
	} {
		if err := os.WriteFile(file, damaged, 0o600); err != nil {
			t.Fatal(err)
		}
		got, err := ReadBoardCached(dir, cache, time.Now())
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if diff := cmp.Diff(want.Tasks, got.Tasks); diff != "" {
			t.Fatalf("%s copy: board differs (-folder +cached):\n%s", name, diff)
		}
	}
}

func TestBoardCacheCreatesNoStateDir(t *testing.T) {
	// A read (teamctl tasks with a HOME that has no teamctl state yet) must
	// not leave a state tree behind.
	dir := writeBoard(t, 3)
	settle(t, dir)
	state := filepath.Join(t.TempDir(), "no-such-home", ".claude", "teamctl")
	if _, err := ReadBoardCached(dir, state, time.Now()); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(state); !os.IsNotExist(err) {
		t.Fatalf("state dir %s exists after a read (stat: %v)", state, err)
	}
}

// TeammateIdle's question reads only the copy's unclaimed list, ahead of
// the board: a list longer than the first read (2,000 tasks, ~660 ready)
// is read whole, and what follows it is not read at all.
func TestUnclaimedCachedReadsOnlyTheList(t *testing.T) {
	dir := writeBoard(t, 2000)
	settle(t, dir)
	cache := t.TempDir()
	b, err := ReadBoard(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := b.Unclaimed()
	for round := range 2 {
		got, err := UnclaimedCached(dir, cache, time.Now())
		if err != nil || !cmp.Equal(want, got) {
			t.Fatalf("round %d: %d unclaimed, want %d (%v)", round, len(got), len(want), err)
		}
	}
	copies := cacheFiles(t, cache)
	if len(copies) != 1 {
		t.Fatalf("copies %v", copies)
	}
	doc, err := os.ReadFile(copies[0])
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(doc), `],"tasks":[`)
	if i < 16<<10 {
		t.Fatalf("the unclaimed list (%d bytes) should outgrow the first read", i)
	}
	// The board after the list damaged, the trailer kept.
	damaged := append(append([]byte{}, doc[:i+len(`],"tasks":[`)]...), []byte("garbage"+boardTrailer)...)
	if err := os.WriteFile(copies[0], damaged, 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := UnclaimedCached(dir, cache, time.Now())
	if err != nil || !cmp.Equal(want, got) {
		t.Fatalf("after the board part: %d unclaimed, want %d (%v)", len(got), len(want), err)
	}
}

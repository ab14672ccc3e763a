package claudefs

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestLockCreatesDirAndUnlockRemovesIt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.json")
	unlock, err := Lock(path, LockOptions{})
	if err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(path + ".lock")
	if err != nil || !fi.IsDir() {
		t.Fatalf("lock dir: %v %v", fi, err)
	}
	if err := unlock(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + ".lock"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("lock dir still there: %v", err)
	}
	if err := unlock(); err != nil {
		t.Fatalf("second unlock: %v", err)
	}
}

func TestLockBusyNamesTheLock(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "config.json")
	if err := os.Mkdir(path+".lock", 0o777); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err := Lock(path, LockOptions{Wait: 80 * time.Millisecond})
	took := time.Since(start)
	if !errors.Is(err, ErrLockBusy) {
		t.Fatalf("err = %v, want ErrLockBusy", err)
	}
	var busy *LockBusyError
	if !errors.As(err, &busy) || busy.Lock != path+".lock" {
		t.Fatalf("err = %#v", err)
	}
	for _, want := range []string{path + ".lock", "held by a process that is not teamctl", "abandoned after 10s"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if took < 80*time.Millisecond || took > time.Second {
		t.Errorf("gave up after %v, want about 80ms", took)
	}
}

func TestLockMissingParentIsNotBusy(t *testing.T) {
	_, err := Lock(filepath.Join(t.TempDir(), "nope", "config.json"), LockOptions{Wait: time.Second})
	if err == nil || errors.Is(err, ErrLockBusy) {
		t.Fatalf("err = %v, want a plain mkdir error", err)
	}
}

func TestLockGoroutinesSerialise(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f")
	var inside, maxInside, total atomic.Int32
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 10; i++ {
				unlock, err := Lock(path, LockOptions{Wait: 5 * time.Second, MinSleep: time.Millisecond, MaxSleep: 3 * time.Millisecond})
				if err != nil {
					t.Error(err)
					return
				}
				raiseMax(&maxInside, inside.Add(1))
				total.Add(1)
				time.Sleep(100 * time.Microsecond)
				inside.Add(-1)
				if err := unlock(); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	if maxInside.Load() != 1 || total.Load() != 80 {
		t.Fatalf("max holders %d, total %d; want 1 and 80", maxInside.Load(), total.Load())
	}
}

func TestLockAcrossProcesses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.json")
	_, stdin, out := startHelper(t, "hold", "CLAUDEFS_PATH="+path)
	line, err := out.ReadString('\n')
	if err != nil || line != "locked\n" {
		t.Fatalf("helper said %q, %v", line, err)
	}
	if _, err := Lock(path, LockOptions{Wait: 50 * time.Millisecond}); !errors.Is(err, ErrLockBusy) {
		t.Fatalf("lock held by another process: err = %v, want busy", err)
	}
	// Release the helper while we wait: Lock must get it within its wait.
	released := make(chan struct{})
	go func() {
		time.Sleep(30 * time.Millisecond)
		stdin.Close()
		close(released)
	}()
	unlock, err := Lock(path, LockOptions{Wait: 3 * time.Second})
	if err != nil {
		t.Fatalf("after the helper released: %v", err)
	}
	<-released
	if err := unlock(); err != nil {
		t.Fatal(err)
	}
}

func TestLockTakesOverStaleLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.json")
	lock := path + ".lock"
	if err := os.Mkdir(lock, 0o777); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-11 * time.Second)
	if err := os.Chtimes(lock, old, old); err != nil {
		t.Fatal(err)
	}
	// With no time to wait, only an immediate takeover can succeed.
	unlock, err := Lock(path, LockOptions{Wait: time.Nanosecond})
	if err != nil {
		t.Fatalf("stale lock not taken over: %v", err)
	}
	fi, err := os.Stat(lock)
	if err != nil || time.Since(fi.ModTime()) > 5*time.Second {
		t.Fatalf("lock dir not fresh after takeover: %v %v", fi, err)
	}
	if err := unlock(); err != nil {
		t.Fatal(err)
	}
}

func TestLockFreshLockIsNotStale(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "config.json")
	lock := path + ".lock"
	if err := os.Mkdir(lock, 0o777); err != nil {
		t.Fatal(err)
	}
	recent := time.Now().Add(-9 * time.Second)
	if err := os.Chtimes(lock, recent, recent); err != nil {
		t.Fatal(err)
	}
	if _, err := Lock(path, LockOptions{Wait: 30 * time.Millisecond}); !errors.Is(err, ErrLockBusy) {
		t.Fatalf("9 s old lock: err = %v, want busy", err)
	}
}

func TestLockStaleTakeoverRaceHasOneWinner(t *testing.T) {
	for round := 0; round < 20; round++ {
		path := filepath.Join(t.TempDir(), "config.json")
		lock := path + ".lock"
		if err := os.Mkdir(lock, 0o777); err != nil {
			t.Fatal(err)
		}
		old := time.Now().Add(-time.Minute)
		if err := os.Chtimes(lock, old, old); err != nil {
			t.Fatal(err)
		}
		var holders, maxHolders atomic.Int32
		var wg sync.WaitGroup
		for g := 0; g < 4; g++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				unlock, err := Lock(path, LockOptions{Wait: 2 * time.Second, MinSleep: time.Millisecond, MaxSleep: 2 * time.Millisecond})
				if err != nil {
					t.Error(err)
					return
				}
				raiseMax(&maxHolders, holders.Add(1))
				time.Sleep(2 * time.Millisecond)
				holders.Add(-1)
				if err := unlock(); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if maxHolders.Load() != 1 {
			t.Fatalf("round %d: %d holders at once", round, maxHolders.Load())
		}
	}
}

func TestLockRefreshKeepsItFresh(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "config.json")
	lock := path + ".lock"
	opts := LockOptions{Stale: 500 * time.Millisecond, Refresh: 10 * time.Millisecond}
	unlock, err := Lock(path, opts)
	if err != nil {
		t.Fatal(err)
	}
	// Without the refresh the dir would be 600 ms old, past the 500 ms
	// threshold, and a rival would take it over.
	time.Sleep(600 * time.Millisecond)
	fi, err := os.Stat(lock)
	if err != nil {
		t.Fatal(err)
	}
	if age := time.Since(fi.ModTime()); age > 400*time.Millisecond {
		t.Fatalf("lock mtime %v old; refresh did not run", age)
	}
	if _, err := Lock(path, LockOptions{Stale: opts.Stale, Wait: 30 * time.Millisecond}); !errors.Is(err, ErrLockBusy) {
		t.Fatalf("refreshed lock was taken over: %v", err)
	}
	if err := unlock(); err != nil {
		t.Fatal(err)
	}
}

func TestUnlockRefusesToRemoveATakenOverLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.json")
	lock := path + ".lock"
	unlock, err := Lock(path, LockOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// Simulate another process judging us stale and taking over.
	if err := os.Remove(lock); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(lock, 0o777); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Second)
	if err := os.Chtimes(lock, later, later); err != nil {
		t.Fatal(err)
	}
	if err := unlock(); err == nil || !strings.Contains(err.Error(), "taken over") {
		t.Fatalf("unlock err = %v, want taken over", err)
	}
	if _, err := os.Stat(lock); err != nil {
		t.Fatalf("the other holder's lock was removed: %v", err)
	}
}

// raiseMax stores n in m if it is larger, atomically.
func raiseMax(m *atomic.Int32, n int32) {
	for {
		cur := m.Load()
		if n <= cur || m.CompareAndSwap(cur, n) {
			return
		}
	}
}

// A config.json.lock left by a teamctl killed mid-write (its owner note
// names a process that is gone) is taken over at once, not after 10 s.
func TestLockLeftByKilledTeamctlIsTakenOverAtOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.json")
	lock := path + LockSuffix
	os.Mkdir(lock, 0o777)
	fi, _ := os.Stat(lock)
	os.WriteFile(lock+ownerSuffix, []byte(fmt.Sprintf("4194399 12345 %d\n", fi.ModTime().UnixNano())), 0o644)
	start := time.Now()
	unlock, err := Lock(path, LockOptions{Wait: 200 * time.Millisecond})
	if err != nil {
		t.Fatalf("err = %v", err)
	}
	if took := time.Since(start); took > 150*time.Millisecond {
		t.Errorf("took %v", took)
	}
	if err := unlock(); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{lock, lock + ownerSuffix} {
		if _, err := os.Stat(p); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s left: %v", p, err)
		}
	}
}

// A note a killed teamctl left beside a lock Claude Code made later says
// nothing about that lock: it is waited for, and the message does not
// name teamctl.
func TestStaleOwnerNoteDoesNotSpeakForClaudeCodesLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.json")
	lock := path + LockSuffix
	os.WriteFile(lock+ownerSuffix, []byte("4194399 12345 1\n"), 0o644)
	os.Mkdir(lock, 0o777)
	_, err := Lock(path, LockOptions{Wait: 60 * time.Millisecond})
	var busy *LockBusyError
	if !errors.As(err, &busy) || busy.Owner != "" || !strings.Contains(err.Error(), "not teamctl") {
		t.Fatalf("err = %v", err)
	}
}

// A lock held by a running teamctl names it.
func TestLockHeldByTeamctlNamesItsProcess(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.json")
	unlock, err := Lock(path, LockOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	_, err = Lock(path, LockOptions{Wait: 60 * time.Millisecond})
	want := fmt.Sprintf("teamctl process %d (still running)", os.Getpid())
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("err = %v, want it to say %q", err, want)
	}
}

package claudefs

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// The test binary doubles as a second process: with CLAUDEFS_HELPER set it
// runs one helper role instead of the tests, so lock contention is tested
// across real processes, not only goroutines.
const helperEnv = "CLAUDEFS_HELPER"

func TestMain(m *testing.M) {
	switch os.Getenv(helperEnv) {
	case "":
		os.Exit(m.Run())
	case "exit":
		os.Exit(0)
	case "hold":
		os.Exit(helperHold(os.Getenv("CLAUDEFS_PATH")))
	case "ccwriter":
		rounds, _ := strconv.Atoi(os.Getenv("CLAUDEFS_ROUNDS"))
		os.Exit(helperCCWriter(os.Getenv("CLAUDEFS_PATH"), os.Getenv("CLAUDEFS_PREFIX"), rounds))
	default:
		fmt.Fprintln(os.Stderr, "unknown helper", os.Getenv(helperEnv))
		os.Exit(2)
	}
}

// helperHold takes path's lock, says "locked" and keeps it until stdin
// closes.
func helperHold(path string) int {
	unlock, err := Lock(path, LockOptions{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Println("locked")
	_, _ = io.Copy(io.Discard, os.Stdin)
	if err := unlock(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// helperCCWriter adds members prefix-0 … prefix-(rounds-1) the way Claude
// Code does and prints its counters: "<gave up> <found the lock held>".
func helperCCWriter(teamDir, prefix string, rounds int) int {
	var w ccWriter
	if err := w.run(teamDir, prefix, rounds); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Println(w.gaveUp, w.contended)
	return 0
}

// ccWriter is a Claude Code stand-in adding members in a loop.
type ccWriter struct {
	gaveUp    int // rounds where all retries failed: a failed spawn in Claude Code
	contended int // mkdir attempts that found the lock held: proof the writers overlapped
}

func (w *ccWriter) run(teamDir, prefix string, rounds int) error {
	for i := 0; i < rounds; i++ {
		ccPause()
		busy, err := ccAddMember(teamDir, fmt.Sprintf("%s-%d", prefix, i))
		w.contended += busy
		if errors.Is(err, errCCLockHeld) {
			w.gaveUp++
			i-- // retry, so that the member count stays exact
			continue
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// ccPause spaces a Claude Code writer's rounds. Real Claude Code writes
// config.json seconds apart (a spawn, a shutdown, an isActive flip); a
// writer that re-locks the instant it unlocks would starve any other
// process on a loaded 2-core machine, Claude Code's own teammates included.
func ccPause() { time.Sleep(500*time.Microsecond + time.Duration(rand.N(1500))*time.Microsecond) }

var errCCLockHeld = errors.New("Lock file is already being held")

// ccAddMember mimics Claude Code 2.1.330 adding a member: proper-lockfile
// mkdir with retries {retries:10, minTimeout:5, maxTimeout:100} (the retry
// package doubles the timeout), re-read, mutate, re-serialise the whole
// document with two-space indentation, write in place, ftruncate, rmdir.
// It returns how many of its mkdir attempts found the lock held.
func ccAddMember(teamDir, name string) (busy int, err error) {
	path := filepath.Join(teamDir, ConfigFile)
	lock := path + LockSuffix
	timeout := 5 * time.Millisecond
	for attempt := 0; ; attempt++ {
		err := os.Mkdir(lock, 0o777)
		if err == nil {
			break
		}
		if !errors.Is(err, fs.ErrExist) {
			return busy, err
		}
		busy++
		if attempt == 10 {
			return busy, errCCLockHeld
		}
		time.Sleep(timeout)
		timeout = min(timeout*2, 100*time.Millisecond)
	}
	defer os.Remove(lock)
	doc, err := os.ReadFile(path)
	if err != nil {
		return busy, err
	}
	if !gjson.ValidBytes(doc) {
		return busy, fmt.Errorf("writer read torn config under the lock: %q", doc)
	}
	old := doc
	member := fmt.Sprintf(`{"agentId":"%s@t","name":"%s","tmuxPaneId":"in-process","subscriptions":[],"backendType":"in-process"}`, name, name)
	doc, err = sjson.SetRawBytes(doc, "members.-1", []byte(member))
	if err != nil {
		return busy, err
	}
	pretty, err := indentJSON(doc)
	if err != nil {
		return busy, err
	}
	// Claude Code holds the lock for ~1–20 ms; keep some of that so the
	// two writers really overlap.
	time.Sleep(time.Duration(rand.N(1500)) * time.Microsecond)
	return busy, writeInPlace(path, old, pretty)
}

func indentJSON(doc []byte) ([]byte, error) {
	var v json.RawMessage = doc
	return json.MarshalIndent(v, "", "  ")
}

// startHelper runs the test binary in a helper role.
func startHelper(t *testing.T, role string, env ...string) (*exec.Cmd, io.WriteCloser, *bufio.Reader) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	// A -race child would sleep 1 s at exit (atexit_sleep_ms) for nothing.
	cmd.Env = append(os.Environ(), append([]string{helperEnv + "=" + role, "GORACE=atexit_sleep_ms=0"}, env...)...)
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stdin.Close()
		_ = cmd.Wait()
	})
	return cmd, stdin, bufio.NewReader(stdout)
}

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
// Code does and prints how many times it gave up.
func helperCCWriter(teamDir, prefix string, rounds int) int {
	gaveUp := 0
	for i := 0; i < rounds; i++ {
		err := ccAddMember(teamDir, fmt.Sprintf("%s-%d", prefix, i))
		if errors.Is(err, errCCLockHeld) {
			gaveUp++
			i-- // Claude Code's caller would fail the spawn; retry so the count stays exact
			continue
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
	}
	fmt.Println(gaveUp)
	return 0
}

var errCCLockHeld = errors.New("Lock file is already being held")

// ccAddMember mimics Claude Code 2.1.330 adding a member: proper-lockfile
// mkdir with retries {retries:10, minTimeout:5, maxTimeout:100} (the retry
// package doubles the timeout), re-read, mutate, re-serialise the whole
// document with two-space indentation, write in place, ftruncate, rmdir.
func ccAddMember(teamDir, name string) error {
	path := filepath.Join(teamDir, ConfigFile)
	lock := path + LockSuffix
	timeout := 5 * time.Millisecond
	for attempt := 0; ; attempt++ {
		err := os.Mkdir(lock, 0o777)
		if err == nil {
			break
		}
		if !errors.Is(err, fs.ErrExist) {
			return err
		}
		if attempt == 10 {
			return errCCLockHeld
		}
		time.Sleep(timeout)
		timeout = min(timeout*2, 100*time.Millisecond)
	}
	defer os.Remove(lock)
	doc, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if !gjson.ValidBytes(doc) {
		return fmt.Errorf("writer read torn config under the lock: %q", doc)
	}
	member := fmt.Sprintf(`{"agentId":"%s@t","name":"%s","tmuxPaneId":"in-process","subscriptions":[],"backendType":"in-process"}`, name, name)
	doc, err = sjson.SetRawBytes(doc, "members.-1", []byte(member))
	if err != nil {
		return err
	}
	var pretty []byte
	if pretty, err = indentJSON(doc); err != nil {
		return err
	}
	// Claude Code holds the lock for ~1–20 ms; keep some of that so the
	// two writers really overlap.
	time.Sleep(time.Duration(rand.N(1500)) * time.Microsecond)
	return writeInPlace(path, pretty)
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

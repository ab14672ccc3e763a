package hook

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"time"
)

// Budget is how long one hook call may take before the watchdog answers
// for it. It sits below the 10 s timeout teamctl wires, so a stall (a hung
// network mount under a read or a stat, a lock that never clears) ends in
// teamctl's answer with its reason rather than in Claude Code's timeout.
// The slowest legitimate call waits a few seconds at most (a 1 s stdin
// stall, a 5 s record lock).
const Budget = 8 * time.Second

// watchdog answers for a call that has not finished within its budget.
// The call and the watchdog race to answer; exactly one prints. One timer
// per process: a deadline on every file read cost more than the reads
// (safefile).
type watchdog struct {
	timer    *time.Timer
	answered atomic.Int32           // 0 until claimed by the call or the watchdog
	event    atomic.Pointer[string] // the call's event, once its input is read
	strict   atomic.Bool            // strict by flag, environment or (once read) the project
	done     chan int               // the watchdog's exit code, once it answered
}

const (
	byCall = 1 + iota
	byWatchdog
)

// armWatchdog starts the budget. The watchdog's answer is the failure
// policy: fail open (exit 1, one line on stderr), or a deny when strict by
// --strict, TEAMCTL_STRICT or the project config. The watchdog never reads
// the config itself (the read may be what stalled): the call tells it
// once the config is read (knowStrict); a stall before that is judged by
// flag and environment, and a strict install's onFailure: "block" turns
// its exit 1 into a block anyway. It does not log either: the log is a
// file, and the file system may be what stalled.
func armWatchdog(h Handler, budget time.Duration, strict bool, stdout, stderr io.Writer, exit func(int)) *watchdog {
	w := &watchdog{done: make(chan int, 1)}
	w.strict.Store(strict)
	w.timer = time.AfterFunc(budget, func() {
		if !w.answered.CompareAndSwap(0, byWatchdog) {
			return
		}
		event := "PreToolUse"
		if e := w.event.Load(); e != nil {
			event = *e
		}
		// A call of the event with strictness fixed here: Strict would
		// otherwise read the project config.
		c := &Call{Input: &Input{Event: event}, Getenv: func(k string) string {
			switch {
			case k != "TEAMCTL_STRICT":
				return ""
			case w.strict.Load():
				return "1"
			}
			return "0"
		}}
		d := failed(h, c, fmt.Errorf("gave up after %v: a file read, a lock or the file system stalled (teamctl's budget for one call, below the hook timeout)", budget), nil)
		code := Emit(event, d, stdout, stderr)
		w.done <- code
		exit(code)
	})
	return w
}

// seen records the call's event for the watchdog's answer.
func (w *watchdog) seen(event string) { w.event.Store(&event) }

// knowStrict tells the watchdog the call is strict by its project config.
func (w *watchdog) knowStrict() { w.strict.Store(true) }

// claim is called before the call prints its own answer: mine false means
// the watchdog answered first, and code is then the call's exit code. A
// second claim by the call (a panic after the first) stays the call's.
func (w *watchdog) claim() (code int, mine bool) {
	w.timer.Stop()
	if w.answered.CompareAndSwap(0, byCall) || w.answered.Load() == byCall {
		return 0, true
	}
	return <-w.done, false
}

// strictByEnv is strict mode as far as it is known without reading a file.
func strictByEnv(opts Options, getenv func(string) string) bool {
	if opts.Strict {
		return true
	}
	v := getenv("TEAMCTL_STRICT")
	return v != "" && v != "0" && !strings.EqualFold(v, "false")
}

func osExit(code int) { os.Exit(code) }

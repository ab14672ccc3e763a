package claudefs

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/tidwall/gjson"
)

// Task lists live at tasks/<list>/N.json, one file per task, beside an
// empty .lock file and transient lock dirs and temp files. Creating a task
// writes N.json directly (a reader can catch it half-written); updates go
// through a temp file and rename.

// Task statuses as Claude Code writes them.
const (
	StatusPending    = "pending"
	StatusInProgress = "in_progress"
	StatusCompleted  = "completed"
	StatusDeleted    = "deleted"
)

// Task is one tasks/<list>/N.json.
type Task struct {
	ID          string
	Subject     string
	Description string
	ActiveForm  string
	Owner       string // agent name; empty until claimed or assigned
	Status      string
	Blocks      []string
	BlockedBy   []string
	Metadata    json.RawMessage // nil when absent
}

// Board is a task list as read at one moment.
type Board struct {
	Dir   string
	Tasks []Task // ordered by numeric id
	// Skipped holds one error per task file that could not be read (torn
	// twice in a row, or damaged); the rest of the board is still valid.
	Skipped []error

	// idx is built on first use from Tasks, so every question a caller
	// asks of a board of n tasks costs O(n) in all, not O(n) per task:
	// TeammateIdle and `teamctl tasks` ask one per pending task.
	idx *boardIndex
}

type boardIndex struct {
	n         int                 // len(Tasks) when built: a caller that appends gets a fresh index
	byID      map[string]int      // id → position in Tasks
	blockedBy map[string][]string // id → tasks that list it in their blocks
}

// index builds the lookup tables once. A Board is read and then queried
// by one goroutine, like every other value teamctl reads.
func (b *Board) index() *boardIndex {
	if b.idx != nil && b.idx.n == len(b.Tasks) {
		return b.idx
	}
	x := &boardIndex{n: len(b.Tasks), byID: make(map[string]int, len(b.Tasks)), blockedBy: map[string][]string{}}
	for i, t := range b.Tasks {
		if _, dup := x.byID[t.ID]; !dup {
			x.byID[t.ID] = i
		}
		for _, id := range t.Blocks {
			x.blockedBy[id] = append(x.blockedBy[id], t.ID)
		}
	}
	b.idx = x
	return x
}

// ReadBoard reads every task of the list in listDir. A missing list is an
// error wrapping fs.ErrNotExist; unreadable task files are listed in
// Board.Skipped rather than failing the board.
func ReadBoard(listDir string) (*Board, error) {
	b, _, err := readBoard(listDir)
	return b, err
}

// rawTask is one task file as read, kept for the board cache.
type rawTask struct {
	task Task
	stem string
	doc  []byte
}

func readBoard(listDir string) (*Board, []rawTask, error) {
	entries, err := os.ReadDir(listDir)
	if err != nil {
		return nil, nil, err
	}
	b := &Board{Dir: listDir}
	var raw []rawTask
	for _, e := range entries {
		stem, ok := strings.CutSuffix(e.Name(), ".json")
		if !ok || e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue // .lock, lock dirs, N.json.tmp.<hex>
		}
		path := filepath.Join(listDir, e.Name())
		doc, err := readJSONRetry(path, safefile.Task, gjson.Result.IsObject)
		if errors.Is(err, fs.ErrNotExist) {
			continue // deleted since ReadDir
		}
		if err != nil {
			b.Skipped = append(b.Skipped, err)
			continue
		}
		raw = append(raw, rawTask{parseTask(stem, doc), stem, doc})
	}
	slices.SortFunc(raw, func(x, y rawTask) int { return compareIDs(x.task.ID, y.task.ID) })
	b.Tasks = make([]Task, len(raw))
	for i, r := range raw {
		b.Tasks[i] = r.task
	}
	return b, raw, nil
}

// ReadTasks returns the tasks of listDir ordered by id. Task files that
// cannot be read are left out; ReadBoard reports them.
func ReadTasks(listDir string) ([]Task, error) {
	b, err := ReadBoard(listDir)
	if err != nil {
		return nil, err
	}
	return b.Tasks, nil
}

func parseTask(stem string, doc []byte) Task {
	return parseTaskResult(stem, gjson.ParseBytes(doc))
}

// parseTaskResult reads a task in one pass over its keys (a board of
// 10,000 tasks is decoded on every `teamctl tasks`); as with gjson's Get,
// the first of duplicate keys counts.
func parseTaskResult(stem string, root gjson.Result) Task {
	var t Task
	var seen uint16
	first := func(bit uint16) bool {
		if seen&bit != 0 {
			return false
		}
		seen |= bit
		return true
	}
	root.ForEach(func(k, v gjson.Result) bool {
		switch k.Str {
		case "id":
			if first(1) {
				t.ID = v.String()
			}
		case "subject":
			if first(2) {
				t.Subject = v.String()
			}
		case "description":
			if first(4) {
				t.Description = v.String()
			}
		case "activeForm":
			if first(8) {
				t.ActiveForm = v.String()
			}
		case "owner":
			if first(16) {
				t.Owner = v.String()
			}
		case "status":
			if first(32) {
				t.Status = v.String()
			}
		case "blocks":
			if first(64) {
				t.Blocks = stringList(v)
			}
		case "blockedBy":
			if first(128) {
				t.BlockedBy = stringList(v)
			}
		case "metadata":
			if first(256) {
				t.Metadata = json.RawMessage(v.Raw)
			}
		}
		return true
	})
	if t.ID == "" {
		t.ID = stem
	}
	return t
}

// stringList reads an id array; ids are strings but a number is accepted.
func stringList(v gjson.Result) []string {
	var out []string
	v.ForEach(func(_, id gjson.Result) bool {
		out = append(out, id.String())
		return true
	})
	return out
}

// compareIDs orders numeric ids by value ("2" before "10"), then any
// non-numeric ids by text.
func compareIDs(a, b string) int {
	na, errA := strconv.ParseUint(a, 10, 64)
	nb, errB := strconv.ParseUint(b, 10, 64)
	switch {
	case errA == nil && errB == nil:
		return cmpUint(na, nb)
	case errA == nil:
		return -1
	case errB == nil:
		return 1
	}
	return strings.Compare(a, b)
}

func cmpUint(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Task finds a task by id.
func (b *Board) Task(id string) (Task, bool) {
	if i, ok := b.index().byID[id]; ok {
		return b.Tasks[i], true
	}
	return Task{}, false
}

// Blockers are the ids that must complete before t can start: its own
// blockedBy plus every task that lists t in its blocks (Claude Code keeps
// both sides, but a hand-edited or half-updated list may hold only one).
func (b *Board) Blockers(t Task) []string {
	out := slices.Clone(t.BlockedBy)
	for _, id := range b.index().blockedBy[t.ID] {
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// OpenBlockers are t's blockers that are not completed. A blocker missing
// from the board counts as open, and so does one with status deleted: a
// dangling id means the board is in a state nobody planned, and claiming
// blocked work is worse than waiting for the leader to tidy up.
func (b *Board) OpenBlockers(t Task) []string {
	var open []string
	for _, id := range b.Blockers(t) {
		if blocker, ok := b.Task(id); !ok || blocker.Status != StatusCompleted {
			open = append(open, id)
		}
	}
	return open
}

// Ready reports whether every blocker of t is completed.
func (b *Board) Ready(t Task) bool { return len(b.OpenBlockers(t)) == 0 }

// Unclaimed are the tasks a teammate may take: pending, no owner, every
// blocker completed; lowest id first, the order the seeds' autonomous
// teammates claim in.
func (b *Board) Unclaimed() []Task {
	var out []Task
	for _, t := range b.Tasks {
		if t.Status == StatusPending && t.Owner == "" && b.Ready(t) {
			out = append(out, t)
		}
	}
	return out
}

// OwnedBy are the tasks whose owner is name.
func (b *Board) OwnedBy(name string) []Task {
	var out []Task
	for _, t := range b.Tasks {
		if t.Owner == name {
			out = append(out, t)
		}
	}
	return out
}

// Counts tallies tasks by status ("pending", "in_progress", …).
func (b *Board) Counts() map[string]int {
	c := map[string]int{}
	for _, t := range b.Tasks {
		c[t.Status]++
	}
	return c
}

// TaskListDirFor lists, most likely first, the task-list folders that may
// belong to team as seen from a session: tasks/<team name> (the list every
// member of the team shares), then, when sessionID is given,
// tasks/session-<first 8 of sessionID> — after /clear the lead keeps its
// team folder but Claude Code starts a new task list named after the new
// session. With no team, the session's own lists follow:
// tasks/session-<8> and tasks/<sessionID>. Callers that honour
// CLAUDE_CODE_TASK_LIST_ID check it first; candidates need not exist.
func TaskListDirFor(cfgDir string, team *Team, sessionID string) []string {
	tasks := filepath.Join(cfgDir, "tasks")
	var out []string
	add := func(name string) {
		if name == "" {
			return
		}
		dir := filepath.Join(tasks, safeFileName(name))
		if !slices.Contains(out, dir) {
			out = append(out, dir)
		}
	}
	if team != nil {
		add(team.Name)
	}
	if sessionID != "" {
		if short := sessionTeamName(sessionID); short != "" {
			add(short)
		}
		if team == nil {
			add(sessionID)
		}
	}
	return out
}

// sessionTeamName is the implicit team name Claude Code derives from a
// session id: "session-" and its first 8 characters.
func sessionTeamName(sessionID string) string {
	if len(sessionID) < 8 {
		return ""
	}
	return fmt.Sprintf("session-%s", sessionID[:8])
}

// Package rulestate is teamctl's own record of what the team rules need to
// remember while a team runs: which member owns which file (the first to
// edit it), when each member last used a tool, last reported to team-lead
// and last updated a task, and how often report-first has reminded a member.
//
// Everything lives in one folder per team identity,
// <state dir>/rules/<team>@<createdAt ms>: a new team that reuses a name
// (TeamCreate-era teams were named by the user) starts with nothing, and what
// a team recorded ends with it. The owners file is changed only under its
// lock (package store), so two members claiming one file at once cannot both
// win. The time marks are the modification times of empty files, written
// without a lock: a mark only ever moves forward and a lost one costs
// nothing, so the hooks that set them on every tool call stay cheap.
package rulestate

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/store"
	"github.com/teamctl/teamctl/internal/teamstate"
	"github.com/tidwall/gjson"
)

// Dir is the rules folder of one team, named like the team's record
// (package teamstate: the name and its identity, <name>@<createdAt>), or an
// error when the team cannot name a folder.
func Dir(stateDir string, t *claudefs.Team) (string, error) {
	if t == nil {
		return "", errors.New("no team to name a state folder")
	}
	name, err := teamstate.FileName(teamstate.KeyOf(t))
	if err != nil {
		return "", err
	}
	return filepath.Join(stateDir, "rules", strings.TrimSuffix(name, ".json")), nil
}

// safeName accepts names that cannot leave the state folder. A function,
// not a package-level regexp, to keep hook start-up cheap.
func safeName(s string) bool {
	if s == "" || len(s) > 128 || s[0] == '.' || s[0] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// ---- file ownership ----

// Owner is who owns a file and since when.
type Owner struct {
	Member string    `json:"member"`
	Since  time.Time `json:"since"`
	// Tool is the tool of the first edit ("Edit", "Bash", ...).
	Tool string `json:"tool,omitempty"`
}

// Owners maps an absolute, clean file path to its owner.
type Owners map[string]Owner

const ownersName = "owners.json"

func ownersPath(dir string) string { return filepath.Join(dir, ownersName) }

// CorruptError is an owners file that is not valid JSON.
type CorruptError struct {
	Path   string
	Backup string
	Err    error
}

func (e *CorruptError) Error() string {
	msg := fmt.Sprintf("teamctl state %s is damaged (%v)", e.Path, e.Err)
	if e.Backup != "" {
		msg += "; a copy was kept at " + e.Backup
	}
	return msg + "; hint: remove it to forget every file owner of this team"
}

// decodeOwners reads the owners file with gjson, not encoding/json: the
// reflection decoder builds its caches at first use, in every hook process,
// which costs more than the whole check.
func decodeOwners(path string, data []byte) (Owners, error) {
	owners := Owners{}
	if len(data) == 0 {
		return owners, nil
	}
	if !gjson.ValidBytes(data) {
		return nil, &CorruptError{Path: path, Err: errors.New("not valid JSON")}
	}
	files := gjson.GetBytes(data, "files")
	if files.Exists() && !files.IsObject() {
		return nil, &CorruptError{Path: path, Err: errors.New(`"files" is not an object`)}
	}
	files.ForEach(func(k, v gjson.Result) bool {
		since, _ := time.Parse(time.RFC3339Nano, v.Get("since").String())
		owners[k.String()] = Owner{Member: v.Get("member").String(), Since: since, Tool: v.Get("tool").String()}
		return true
	})
	return owners, nil
}

// encodeOwners writes the owners file by hand, sorted, for the same reason.
func encodeOwners(o Owners) []byte {
	var b strings.Builder
	b.WriteString("{\n  \"files\": {")
	for i, p := range o.Sorted() {
		ow := o[p]
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n    ")
		b.WriteString(jsonString(p))
		b.WriteString(": {\"member\": ")
		b.WriteString(jsonString(ow.Member))
		b.WriteString(", \"since\": ")
		b.WriteString(jsonString(ow.Since.UTC().Format(time.RFC3339Nano)))
		if ow.Tool != "" {
			b.WriteString(", \"tool\": ")
			b.WriteString(jsonString(ow.Tool))
		}
		b.WriteByte('}')
	}
	if len(o) > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("}\n}\n")
	return []byte(b.String())
}

// jsonString quotes s as a JSON string; invalid UTF-8 becomes U+FFFD.
func jsonString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range strings.ToValidUTF8(s, "\uFFFD") {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20:
			fmt.Fprintf(&b, "\\u%04x", r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// LoadOwners reads the team's owners; a missing file is no owners.
func LoadOwners(dir string) (Owners, error) {
	path := ownersPath(dir)
	data, err := store.ReadKind(path, safefile.Record)
	if err != nil {
		return nil, err
	}
	return decodeOwners(path, data)
}

// UpdateOwners changes the owners under the file's lock; fn returning
// store.ErrNoChange leaves the file as it is. A damaged file is backed up
// and reported, not overwritten.
func UpdateOwners(dir string, now time.Time, fn func(Owners) error) error {
	path := ownersPath(dir)
	return store.UpdateKind(path, safefile.Record, 0o600, func(old []byte) ([]byte, error) {
		owners, err := decodeOwners(path, old)
		if err != nil {
			var ce *CorruptError
			if errors.As(err, &ce) {
				ce.Backup, _ = store.Backup(path, now)
			}
			return nil, err
		}
		if err := fn(owners); err != nil {
			return nil, err
		}
		return encodeOwners(owners), nil
	})
}

// Claim gives path to member unless somebody owns it already. It returns
// the owner after the call and whether member is it. Concurrent claims of
// one path, from any process, serialise on the lock: exactly one wins.
func Claim(dir, path, member, tool string, now time.Time) (Owner, bool, error) {
	// Most calls are a member editing a file it already owns. An owner only
	// changes under the lock and every writer replaces the file by rename,
	// so a read without the lock that finds one is a whole, true answer
	// (as of that read); only a file without an owner needs the lock.
	if data, err := safefile.ReadFile(ownersPath(dir), safefile.Record); err == nil {
		if o, err := decodeOwners(ownersPath(dir), data); err == nil {
			if cur, ok := o[path]; ok {
				return cur, cur.Member == member, nil
			}
		}
	}
	var owner Owner
	err := UpdateOwners(dir, now, func(o Owners) error {
		if cur, ok := o[path]; ok {
			owner = cur
			return store.ErrNoChange
		}
		owner = Owner{Member: member, Since: now.UTC(), Tool: tool}
		o[path] = owner
		return nil
	})
	if err != nil {
		return Owner{}, false, err
	}
	return owner, owner.Member == member, nil
}

// Release frees path and returns who owned it.
func Release(dir, path string, now time.Time) (Owner, bool, error) {
	var owner Owner
	var had bool
	err := UpdateOwners(dir, now, func(o Owners) error {
		owner, had = o[path]
		if !had {
			return store.ErrNoChange
		}
		delete(o, path)
		return nil
	})
	return owner, had, err
}

// ReleaseMember frees every file member owns and returns them, sorted.
func ReleaseMember(dir, member string, now time.Time) ([]string, error) {
	var freed []string
	err := UpdateOwners(dir, now, func(o Owners) error {
		for p, ow := range o {
			if ow.Member == member {
				freed = append(freed, p)
				delete(o, p)
			}
		}
		if len(freed) == 0 {
			return store.ErrNoChange
		}
		return nil
	})
	sort.Strings(freed)
	return freed, err
}

// Sorted lists the owned paths in order.
func (o Owners) Sorted() []string {
	ps := make([]string, 0, len(o))
	for p := range o {
		ps = append(ps, p)
	}
	sort.Strings(ps)
	return ps
}

// ---- time marks ----

// Mark kinds.
const (
	// Active: the member's last tool call (shared-tree safety counts
	// in-process members active for a while after it).
	Active = "active"
	// Reported: the member's last SendMessage to team-lead that was sent.
	Reported = "reported"
	// TaskUpdate: the member's last TaskUpdate.
	TaskUpdate = "task"
)

func markPath(dir, kind, member string) (string, bool) {
	if !safeName(member) {
		return "", false
	}
	return filepath.Join(dir, kind, member), true
}

// Touch sets the member's mark of kind to now. It never takes a lock.
func Touch(dir, kind, member string, now time.Time) error {
	p, ok := markPath(dir, kind, member)
	if !ok {
		return fmt.Errorf("member name %q cannot name a state file", member)
	}
	err := os.Chtimes(p, now, now)
	if errors.Is(err, fs.ErrNotExist) {
		if err = os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		f, err := os.OpenFile(p, os.O_CREATE|os.O_WRONLY, 0o600)
		if err != nil {
			return err
		}
		f.Close()
		return os.Chtimes(p, now, now)
	}
	return err
}

// When returns the member's mark of kind, or the zero time.
func When(dir, kind, member string) time.Time {
	p, ok := markPath(dir, kind, member)
	if !ok {
		return time.Time{}
	}
	st, err := os.Stat(p)
	if err != nil {
		return time.Time{}
	}
	return st.ModTime()
}

// ---- report-first reminders ----

const remindersName = "reminders.json"

// Remind counts one more report-first reminder for key ("member/baseline")
// under a lock and returns the count, forgetting the member's other keys.
func Remind(dir, member, key string, now time.Time) (int, error) {
	path := filepath.Join(dir, remindersName)
	var n int
	err := store.UpdateKind(path, safefile.Record, 0o600, func(old []byte) ([]byte, error) {
		counts := map[string]map[string]int{}
		if len(old) > 0 {
			if err := json.Unmarshal(old, &counts); err != nil {
				// A damaged counter file only costs reminders: start afresh.
				counts = map[string]map[string]int{}
			}
		}
		prev := counts[member][key]
		n = prev + 1
		counts[member] = map[string]int{key: n}
		out, err := json.Marshal(counts)
		return append(out, '\n'), err
	})
	return n, err
}

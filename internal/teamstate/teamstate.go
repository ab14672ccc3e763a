// Package teamstate owns teamctl's own record of each team
// (<state dir>/teams/<escaped name>@<created-at ms>.json): the pattern, the
// characters linked from the theme history, the lead process of a
// TeamCreate-era team, and the counters the life-cycle hooks keep. A record
// belongs to one team's identity (its createdAt, else its leadSessionId),
// not to its name: a team deleted with TeamDelete and created again under
// the same name starts with an empty record. It is written atomically under
// a lock; a damaged record is backed up and reported, never silently reset.
package teamstate

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/store"
)

// Key names one team's record: the team's name and the identity Claude Code
// gave it. Two teams with the same name (one deleted, one new) have
// different keys.
type Key struct {
	Name string
	// CreatedAt is config.json's createdAt in milliseconds (0: none).
	CreatedAt int64
	// LeadSessionID identifies the team when it records no createdAt.
	LeadSessionID string
}

// KeyOf is the key of a team read from its config.
func KeyOf(t *claudefs.Team) Key {
	k := Key{Name: t.Name, LeadSessionID: t.LeadSessionID}
	if !t.CreatedAt.IsZero() {
		k.CreatedAt = t.CreatedAt.UnixMilli()
	}
	return k
}

// Record is one team's state.
type Record struct {
	Team string `json:"team"`
	// CreatedAt and LeadSessionID are the identity of the team the record
	// belongs to (config.json's createdAt in ms, and leadSessionId).
	CreatedAt     int64  `json:"created_at,omitempty"`
	LeadSessionID string `json:"lead_session_id,omitempty"`
	// LeadProcess is the leader's claude process of a TeamCreate-era team
	// (whose config records none), noted at the first call resolved as the
	// leader's, so the leader is still known after /clear gives it a new
	// session id.
	LeadProcess  *Process  `json:"lead_process,omitempty"`
	Pattern      string    `json:"pattern,omitempty"`
	PatternSetAt time.Time `json:"pattern_set_at,omitzero"`
	// Characters links the history entry recorded for this team (its theme,
	// characters and members), so the artifact and message guards know which
	// names belong to the running team.
	Characters *Characters `json:"characters,omitempty"`
	// Nudges counts TeammateIdle nudges per "member/task".
	Nudges map[string]int `json:"nudges,omitempty"`
	// Claims records, per task id, the member an idle nudge sent to it, so
	// two members idling at once are never sent to the same task.
	Claims map[string]TaskClaim `json:"claims,omitempty"`
	// Disband records the user's explicit instruction to disband the team,
	// valid for the prompt it came with.
	Disband *Disband `json:"disband,omitempty"`
	// Polling tracks the leader's TaskList calls between messages.
	Polling *Polling `json:"polling,omitempty"`
}

// Process is a process by pid and start time (clock ticks since boot, as in
// /proc/<pid>/stat), so a reused pid is never taken for it.
type Process struct {
	PID   int    `json:"pid"`
	Start string `json:"start"`
}

// Characters is the history entry linked to a team.
type Characters struct {
	Pattern string   `json:"pattern,omitempty"`
	Theme   string   `json:"theme,omitempty"`
	Names   []string `json:"names"`
	// Members maps a member name (the SendMessage address) to its character.
	Members map[string]string `json:"members,omitempty"`
	// Aliases are other spellings of characters, keyed by the character
	// (history add --alias).
	Aliases map[string][]string `json:"aliases,omitempty"`
}

// TaskClaim is the member a nudge sent to a task, and when.
type TaskClaim struct {
	Member string    `json:"member"`
	At     time.Time `json:"at"`
}

// Disband is the user's disband instruction.
type Disband struct {
	PromptID string    `json:"prompt_id"`
	Phrase   string    `json:"phrase"`
	At       time.Time `json:"at"`
}

// Polling remembers the leader's last TaskList and the inbox state then.
type Polling struct {
	LastTaskList time.Time `json:"last_task_list"`
	// InboxMark is a fingerprint of the leader's inbox at that TaskList;
	// a different mark means a message arrived since.
	InboxMark string `json:"inbox_mark"`
	PromptID  string `json:"prompt_id,omitempty"`
}

// maxFileName bounds a record's file name (most file systems allow 255 bytes).
const maxFileName = 240

// escapeName makes a team name safe as (part of) a file name, reversibly:
// ASCII letters, digits, '_' and '-' stay, and '.' except in front; every
// other byte becomes %XX. So "../x", "a/b", "naïve" or "team@1" cannot leave
// the state folder or collide with another name. A function, not a
// package-level regexp, to keep hook start-up cheap.
func escapeName(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.' && i > 0 {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	return b.String()
}

// FileName is the record file's name for k: the escaped team name, then
// "@" and the team's createdAt (else "@s" and the escaped leadSessionId).
func FileName(k Key) (string, error) {
	if k.Name == "" {
		return "", errors.New("no team name to name a state file")
	}
	name := escapeName(k.Name)
	switch {
	case k.CreatedAt > 0:
		name += "@" + strconv.FormatInt(k.CreatedAt, 10)
	case k.LeadSessionID != "":
		name += "@s" + escapeName(k.LeadSessionID)
	}
	name += ".json"
	if len(name) > maxFileName {
		return "", fmt.Errorf("team name %q is too long to name a state file", k.Name)
	}
	return name, nil
}

// Path is the record file of a team.
func Path(stateDir string, k Key) (string, error) {
	name, err := FileName(k)
	if err != nil {
		return "", err
	}
	return filepath.Join(stateDir, "teams", name), nil
}

// CorruptError is a record that is not valid JSON.
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
	return msg + "; hint: remove it to start the record afresh (teamctl pattern set re-records the pattern)"
}

// Load reads a team's record; a missing one is an empty record.
func Load(stateDir string, k Key) (*Record, error) {
	path, err := Path(stateDir, k)
	if err != nil {
		return nil, err
	}
	data, err := store.ReadKind(path, safefile.Record)
	if err != nil {
		return nil, err
	}
	return decode(path, k, data)
}

// LoadFile reads a record file found by listing the state folder.
func LoadFile(path string) (*Record, error) {
	data, err := store.ReadKind(path, safefile.Record)
	if err != nil {
		return nil, err
	}
	return unmarshal(path, data)
}

// unmarshal is json.Unmarshal of a record, without reflection for the
// records teamctl writes (decodeFast).
func unmarshal(path string, data []byte) (*Record, error) {
	rec := &Record{}
	if decodeFast(data, rec) {
		return rec, nil
	}
	rec = &Record{}
	if err := json.Unmarshal(data, rec); err != nil {
		return nil, &CorruptError{Path: path, Err: err}
	}
	return rec, nil
}

func decode(path string, k Key, data []byte) (*Record, error) {
	rec := &Record{}
	if len(data) > 0 {
		var err error
		if rec, err = unmarshal(path, data); err != nil {
			return nil, err
		}
	}
	rec.Team, rec.CreatedAt, rec.LeadSessionID = k.Name, k.CreatedAt, k.LeadSessionID
	return rec, nil
}

// Update changes a team's record under its lock. fn returning
// store.ErrNoChange leaves the file as it is. A damaged record is backed up
// and reported; it is not overwritten.
func Update(stateDir string, k Key, now time.Time, fn func(*Record) error) error {
	path, err := Path(stateDir, k)
	if err != nil {
		return err
	}
	return store.UpdateKind(path, safefile.Record, 0o600, func(old []byte) ([]byte, error) {
		rec, err := decode(path, k, old)
		if err != nil {
			var ce *CorruptError
			if errors.As(err, &ce) {
				ce.Backup, _ = backup(path, now)
			}
			return nil, err
		}
		if err := fn(rec); err != nil {
			return nil, err
		}
		out, err := json.MarshalIndent(rec, "", "  ")
		if err != nil {
			return nil, err
		}
		return append(out, '\n'), nil
	})
}

func backup(path string, now time.Time) (string, error) { return store.Backup(path, now) }

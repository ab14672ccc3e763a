// Package teamstate owns teamctl's own record of each team
// (<state dir>/teams/<team>.json): the pattern, the characters linked from
// the theme history, and the counters the life-cycle hooks keep. It is written
// atomically under a lock; a damaged record is backed up and reported, never
// silently reset.
package teamstate

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"github.com/teamctl/teamctl/internal/store"
)

// Record is one team's state.
type Record struct {
	Team         string    `json:"team"`
	Pattern      string    `json:"pattern,omitempty"`
	PatternSetAt time.Time `json:"pattern_set_at,omitzero"`
	// Characters links the history entry recorded for this team (its theme,
	// characters and members), so the artifact and message guards know which
	// names belong to the running team.
	Characters *Characters `json:"characters,omitempty"`
	// Nudges counts TeammateIdle nudges per "member/task".
	Nudges map[string]int `json:"nudges,omitempty"`
	// Disband records the user's explicit instruction to disband the team,
	// valid for the prompt it came with.
	Disband *Disband `json:"disband,omitempty"`
	// Polling tracks the leader's TaskList calls between messages.
	Polling *Polling `json:"polling,omitempty"`
}

// Characters is the history entry linked to a team.
type Characters struct {
	Pattern string   `json:"pattern,omitempty"`
	Theme   string   `json:"theme,omitempty"`
	Names   []string `json:"names"`
	// Members maps a member name (the SendMessage address) to its character.
	Members map[string]string `json:"members,omitempty"`
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

// safeTeam accepts names that cannot leave the state dir. A function, not
// a package-level regexp, to keep hook start-up cheap.
func safeTeam(s string) bool {
	if s == "" || len(s) > 128 || s[0] == '.' || s[0] == '-' || s[0] == '_' {
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

// Path is the record file of a team.
func Path(stateDir, team string) (string, error) {
	if !safeTeam(team) {
		return "", fmt.Errorf("team name %q cannot name a state file", team)
	}
	return filepath.Join(stateDir, "teams", team+".json"), nil
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
func Load(stateDir, team string) (*Record, error) {
	path, err := Path(stateDir, team)
	if err != nil {
		return nil, err
	}
	data, err := store.Read(path)
	if err != nil {
		return nil, err
	}
	return decode(path, team, data)
}

func decode(path, team string, data []byte) (*Record, error) {
	rec := &Record{Team: team}
	if len(data) == 0 {
		return rec, nil
	}
	if err := json.Unmarshal(data, rec); err != nil {
		return nil, &CorruptError{Path: path, Err: err}
	}
	rec.Team = team
	return rec, nil
}

// Update changes a team's record under its lock. fn returning
// store.ErrNoChange leaves the file as it is. A damaged record is backed up
// and reported; it is not overwritten.
func Update(stateDir, team string, now time.Time, fn func(*Record) error) error {
	path, err := Path(stateDir, team)
	if err != nil {
		return err
	}
	return store.Update(path, 0o600, func(old []byte) ([]byte, error) {
		rec, err := decode(path, team, old)
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

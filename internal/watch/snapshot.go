// Package watch is teamctl watch: a live view of one running team, built
// from the files Claude Code writes (config.json, inboxes, the task board)
// and teamctl's decision log. A Source follows the files incrementally, a
// Snapshot is what they say at one moment, the Model (Bubble Tea) shows it
// full-screen, and Plain and Events print it for scripts.
package watch

import (
	"time"
)

// Member statuses, from what Claude Code writes.
const (
	StatusWorking  = "working"
	StatusIdle     = "idle"
	StatusShutDown = "shut down"
	StatusLeading  = "leading" // the leader while its process runs
	StatusStale    = "stale"   // the leader of a team whose lead process is gone
	StatusUnknown  = "-"
)

// Snapshot is the team as the files show it at one moment. It is never
// changed after Build returns, so the model may keep it while the Source
// moves on.
type Snapshot struct {
	Team          string    `json:"team"`
	Dir           string    `json:"dir"`
	Era           string    `json:"era"` // implicit | teamcreate
	Description   string    `json:"description,omitempty"`
	Pattern       string    `json:"pattern"`
	PatternSource string    `json:"pattern_source"`
	Theme         string    `json:"theme,omitempty"`
	Characters    []string  `json:"characters,omitempty"`
	Leader        string    `json:"leader"`
	LeadPID       int       `json:"lead_pid,omitempty"`
	Lead          string    `json:"lead"` // alive | stale (gone) | stale (pid reused) | unknown
	CreatedAt     time.Time `json:"created_at"`
	// Ended is set once the team folder is gone (the session exited or
	// TeamDelete ran); the last roster stays on screen.
	Ended bool `json:"ended"`

	Members    []MemberRow    `json:"members"`
	Tasks      []TaskRow      `json:"tasks"` // in progress, then pending (ready first), then completed
	TaskCounts map[string]int `json:"task_counts"`
	Ready      int            `json:"ready"`
	// TasksLoading is set on a first screen drawn before the task board
	// was read (a board of thousands of files follows a moment later).
	TasksLoading bool          `json:"tasks_loading,omitempty"`
	TaskDir      string        `json:"task_dir,omitempty"`
	Messages     []MessageRow  `json:"messages"`  // newest first
	Decisions    []DecisionRow `json:"decisions"` // newest first
	Rules        []RuleCount   `json:"rules"`     // most frequent first
	Warnings     []string      `json:"warnings,omitempty"`
	LogPath      string        `json:"log_path"`
}

// MemberRow is one member of the roster.
type MemberRow struct {
	Name    string `json:"name"`
	Leader  bool   `json:"leader,omitempty"`
	Backend string `json:"backend"` // in-process | tmux | iterm2 | -
	Status  string `json:"status"`
	// StatusFrom says which file the status was read from.
	StatusFrom   string    `json:"status_from,omitempty"`
	Task         string    `json:"task,omitempty"` // "#3 subject" of the task it works on
	TaskID       string    `json:"task_id,omitempty"`
	Unread       int       `json:"unread"`
	LastActivity time.Time `json:"last_activity"`
	Model        string    `json:"model,omitempty"`
	Character    string    `json:"character,omitempty"`
}

// TaskRow is one task of the board.
type TaskRow struct {
	ID           string   `json:"id"`
	Subject      string   `json:"subject"`
	Description  string   `json:"description,omitempty"`
	Status       string   `json:"status"`
	Owner        string   `json:"owner,omitempty"`
	OpenBlockers []string `json:"open_blockers,omitempty"`
	Ready        bool     `json:"ready"` // pending, no owner, nothing open blocks it
}

// MessageRow is one message between members, seen in an inbox.
type MessageRow struct {
	Key    string    `json:"key"`
	From   string    `json:"from"`
	To     string    `json:"to"`
	Time   time.Time `json:"time"`
	Kind   string    `json:"kind"` // message, or the protocol type
	Line   string    `json:"line"` // one-line summary (protocol messages decoded)
	Text   string    `json:"text"`
	Queued bool      `json:"queued"` // still in the inbox (not yet delivered)
}

// DecisionRow is one logged hook decision about this team.
type DecisionRow struct {
	N        int       `json:"n"` // the number teamctl explain --replay takes
	Time     time.Time `json:"time"`
	Hook     string    `json:"hook"`
	Decision string    `json:"decision"` // deny | context | keep-working
	Rule     string    `json:"rule"`
	Caller   string    `json:"caller"`
	Role     string    `json:"role,omitempty"`
	Call     string    `json:"call"`
	Reason   string    `json:"reason"`
	Notes    []string  `json:"notes,omitempty"`
}

// RuleCount is how often one rule decided.
type RuleCount struct {
	Rule  string `json:"rule"`
	Count int    `json:"count"`
	Deny  int    `json:"deny"`
}

// MemberByName finds a member row.
func (s *Snapshot) MemberByName(name string) (MemberRow, bool) {
	for _, m := range s.Members {
		if m.Name == name {
			return m, true
		}
	}
	return MemberRow{}, false
}

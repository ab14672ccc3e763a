// Package claudefs owns Claude Code's own files under the config dir: team
// configs, inboxes and task lists. It reads them tolerantly (Claude Code
// rewrites config.json in place, so a reader can see a torn file) and writes
// them only under Claude Code's own mkdir lock protocol.
package claudefs

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/tidwall/gjson"
)

// ConfigFile is the team config's name inside a team folder.
const ConfigFile = "config.json"

// LeadName is the leader's address and member name in every era.
const LeadName = "team-lead"

// Team is a parsed teams/<name>/config.json.
type Team struct {
	Name          string // config "name", else the folder name
	Dir           string // absolute folder
	LeadSessionID string
	LeadAgentID   string
	LeadPID       int    // leadProcess.pid; 0 in the TeamCreate era
	LeadProcStart string // leadProcess.procStart
	CreatedAt     time.Time
	Description   string
	Pattern       string // the "pattern" key teamctl (or the guide) adds
	Members       []Member
	Raw           []byte
}

// Member is one entry of members[].
type Member struct {
	Name        string
	AgentID     string
	AgentType   string
	TmuxPaneID  string
	BackendType string
	Model       string
	Color       string
	Cwd         string
	JoinedAt    time.Time
	IsActive    *bool // only pane members carry it
}

// IsLead tells the leader's own member entry from teammates.
func (m Member) IsLead() bool { return m.Name == LeadName || m.AgentType == LeadName }

// Backend names how the member runs: "in-process", "tmux", "iterm2" or "".
func (m Member) Backend() string {
	if m.BackendType != "" {
		return m.BackendType
	}
	switch {
	case m.TmuxPaneID == "in-process":
		return "in-process"
	case strings.HasPrefix(m.TmuxPaneID, "%"):
		return "tmux"
	}
	return ""
}

// Teammates are the members other than the leader.
func (t *Team) Teammates() []Member {
	var out []Member
	for _, m := range t.Members {
		if !m.IsLead() {
			out = append(out, m)
		}
	}
	return out
}

// Running reports whether the team has a member besides the leader; a team
// with nobody to delegate to restricts nobody.
func (t *Team) Running() bool { return len(t.Teammates()) > 0 }

// Member finds a member by name.
func (t *Team) Member(name string) (Member, bool) {
	for _, m := range t.Members {
		if m.Name == name {
			return m, true
		}
	}
	return Member{}, false
}

// Era is "implicit" for a 2.1.178+ session team (it records leadProcess) and
// "teamcreate" for a team made by the older TeamCreate tool.
func (t *Team) Era() string {
	if t.LeadPID != 0 || gjson.GetBytes(t.Raw, "leadProcess").Exists() {
		return "implicit"
	}
	return "teamcreate"
}

// ErrTorn marks a config.json that is not (yet) valid JSON: Claude Code
// writes it in place, so a reader may catch it half-written.
var ErrTorn = errors.New("config.json is not valid JSON (half-written?)")

// ParseTeam parses config.json bytes; dir names the team folder.
func ParseTeam(dir string, raw []byte) (*Team, error) {
	if !gjson.ValidBytes(raw) {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, ConfigFile), ErrTorn)
	}
	root := gjson.ParseBytes(raw)
	if !root.IsObject() {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, ConfigFile), ErrTorn)
	}
	if norm := lastWins(raw); len(norm) != len(raw) {
		// Raw holds the document as JavaScript reads it, so later
		// lookups in it (leadProcess.pidSpace) agree with Claude Code.
		root, raw = gjson.ParseBytes(norm), norm
	}
	t := &Team{
		Name:          root.Get("name").String(),
		Dir:           dir,
		LeadSessionID: root.Get("leadSessionId").String(),
		LeadAgentID:   root.Get("leadAgentId").String(),
		LeadPID:       int(root.Get("leadProcess.pid").Int()),
		LeadProcStart: root.Get("leadProcess.procStart").String(),
		Description:   root.Get("description").String(),
		Pattern:       root.Get("pattern").String(),
		Raw:           raw,
	}
	if t.Name == "" {
		t.Name = filepath.Base(dir)
	}
	if ms := root.Get("createdAt").Int(); ms > 0 {
		t.CreatedAt = time.UnixMilli(ms)
	}
	root.Get("members").ForEach(func(_, m gjson.Result) bool {
		mem := Member{
			Name:        m.Get("name").String(),
			AgentID:     m.Get("agentId").String(),
			AgentType:   m.Get("agentType").String(),
			TmuxPaneID:  m.Get("tmuxPaneId").String(),
			BackendType: m.Get("backendType").String(),
			Model:       m.Get("model").String(),
			Color:       m.Get("color").String(),
			Cwd:         m.Get("cwd").String(),
		}
		if ms := m.Get("joinedAt").Int(); ms > 0 {
			mem.JoinedAt = time.UnixMilli(ms)
		}
		if a := m.Get("isActive"); a.Exists() {
			b := a.Bool()
			mem.IsActive = &b
		}
		t.Members = append(t.Members, mem)
		return true
	})
	return t, nil
}

// ReadTeam reads and parses dir/config.json. A torn file is read once more
// after a short pause, because Claude Code's in-place write is brief. The
// file is read under safefile's rule: a FIFO, device, directory or symlink
// loop, or a file above the config cap, is an error, never "no team".
func ReadTeam(dir string) (*Team, error) {
	path := filepath.Join(dir, ConfigFile)
	var lastErr error
	for attempt := 0; attempt < 2; attempt++ {
		if attempt > 0 {
			time.Sleep(5 * time.Millisecond)
		}
		raw, err := safefile.ReadFile(path, safefile.Config)
		if err != nil {
			return nil, err
		}
		t, err := ParseTeam(dir, raw)
		if err == nil {
			return t, nil
		}
		lastErr = err
	}
	return nil, lastErr
}

// IsDeletedDir tells the folders Claude Code renames a team to while deleting
// it at exit (session-x.deleted-<uuid>); they are never a live team.
func IsDeletedDir(name string) bool { return strings.Contains(name, ".deleted-") }

// ListTeams reads every team folder under teamsDir. Folders that vanish or
// hold a torn config are reported in errs, not fatal: one broken team must
// not hide the others.
func ListTeams(teamsDir string) (teams []*Team, errs []error) {
	entries, err := os.ReadDir(teamsDir)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, nil
		}
		return nil, []error{err}
	}
	for _, e := range entries {
		if !e.IsDir() || IsDeletedDir(e.Name()) {
			continue
		}
		t, err := ReadTeam(filepath.Join(teamsDir, e.Name()))
		if err != nil {
			if !errors.Is(err, os.ErrNotExist) {
				errs = append(errs, err)
			}
			continue
		}
		teams = append(teams, t)
	}
	return teams, errs
}

// Package team answers "which team is this hook call in, and who is calling":
// the leader's main thread, an in-process or pane teammate, the leader's or a
// teammate's plain subagent, or nobody in a team. It reads only the hook
// input, the environment and the team files, and stays fast however many
// stale team folders exist. The rules: docs/claude-code.md,
// "Who is calling".
package team

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
)

// Role is who is calling.
type Role string

const (
	Leader           Role = "leader"
	Teammate         Role = "teammate"      // in-process teammate
	PaneTeammate     Role = "pane-teammate" // tmux/iTerm2 teammate, its own process
	LeaderSubagent   Role = "leader-subagent"
	TeammateSubagent Role = "teammate-subagent"
	UnknownSubagent  Role = "subagent" // a subagent whose parent could not be read
	Member           Role = "member"   // TeamCreate era, told by permission_mode only
	NoTeam           Role = "none"
)

// IsMember reports whether the caller is a teammate of any kind.
func (r Role) IsMember() bool { return r == Teammate || r == PaneTeammate || r == Member }

// Caller is the answer.
type Caller struct {
	Role Role
	// Name is the member name for teammates ("team-lead" for the leader) and
	// the subagent type for subagents.
	Name string
	// Parent is the teammate a teammate's subagent belongs to.
	Parent string
	Team   *claudefs.Team
	// Evidence says how the caller was recognised, for reasons and explain.
	Evidence string
	// Legacy marks the TeamCreate-era permission_mode rule.
	Legacy bool
}

// TeamName is the team's name or "".
func (c *Caller) TeamName() string {
	if c.Team == nil {
		return ""
	}
	return c.Team.Name
}

// Describe names the caller for a reason text: "the leader of session-1234abcd".
func (c *Caller) Describe() string {
	switch c.Role {
	case Leader:
		return "the leader"
	case Teammate, PaneTeammate, Member:
		if c.Name != "" {
			return "teammate " + c.Name
		}
		return "a teammate"
	case LeaderSubagent:
		return "a subagent of the leader"
	case TeammateSubagent:
		return "a subagent of teammate " + c.Parent
	case UnknownSubagent:
		return "a subagent"
	}
	return "a session outside any team"
}

// Proc reads other processes; a fake in tests, /proc on Linux.
type Proc interface {
	Cmdline(pid int) ([]string, error)
	StartTime(pid int) (string, error)
}

// Resolver finds the caller. The zero value is not usable; use New.
type Resolver struct {
	getenv paths.Getenv
	proc   Proc
	cache  *pidCache
	index  *teamIndex
	// parent is the hook process's parent (claude, or the shell claude
	// started it with): where the walk to the claude process starts.
	parent int
	now    func() time.Time
}

// New builds a resolver over the real environment reader and /proc.
func New(getenv paths.Getenv, proc Proc) *Resolver {
	return &Resolver{getenv: getenv, proc: proc, cache: newPidCache(getenv), index: newTeamIndex(getenv, proc), parent: os.Getppid(), now: time.Now}
}

// InProcessName returns <name> from an in-process teammate's agent id
// a<name>-<16 hex>. Hand-parsed: a package-level regexp would be compiled at
// every hook start.
func InProcessName(agentID string) (string, bool) {
	const hexLen = 16
	if len(agentID) < 1+1+1+hexLen || agentID[0] != 'a' || agentID[len(agentID)-hexLen-1] != '-' {
		return "", false
	}
	for _, c := range agentID[len(agentID)-hexLen:] {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return "", false
		}
	}
	return agentID[1 : len(agentID)-hexLen-1], true
}

// IsSubagentID reports a plain subagent's id: 'a' and 16 or more hex digits.
func IsSubagentID(id string) bool {
	if len(id) < 17 || id[0] != 'a' {
		return false
	}
	for _, c := range id[1:] {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// Resolve finds the team and the caller's role for one hook input.
func (r *Resolver) Resolve(in *hook.Input) (*Caller, error) {
	teamsDir := paths.TeamsDir(r.getenv)
	pid, _ := strconv.Atoi(r.getenv("CLAUDE_PID"))

	lead, how, err := r.leadTeam(teamsDir, pid, in.SessionID)
	if err != nil {
		return nil, err
	}
	if lead != nil && pid == 0 && lead.Era() == "teamcreate" && lead.LeadSessionID == in.SessionID {
		// Found by its session: remember the lead process for after /clear.
		r.noteLeadProcess(lead)
	}
	if lead == nil && pid == 0 {
		lead, how = r.teamOfRecordedLead(teamsDir)
	}
	if lead != nil {
		return r.roleInLeadProcess(lead, how, in)
	}
	if c, err := r.paneTeammate(teamsDir, pid); c != nil || err != nil {
		return c, err
	}
	return &Caller{Role: NoTeam, Evidence: "no team has this process as its lead or a pane member"}, nil
}

// leadTeam finds the team whose lead process runs this hook. It tries, in
// order: the session's own team folder, the pid cache, and a full scan; the
// first two keep the common calls O(1) however many stale folders exist.
func (r *Resolver) leadTeam(teamsDir string, pid int, sessionID string) (*claudefs.Team, string, error) {
	guess := ""
	if len(sessionID) >= 8 && safeFolderPart(sessionID[:8]) {
		guess = filepath.Join(teamsDir, "session-"+sessionID[:8])
	}
	if pid > 0 {
		if guess != "" {
			// The folder named after this session is, if anything, the
			// caller's own team: unreadable is an error, not "no team".
			t, err := claudefs.ReadTeam(guess)
			switch {
			case err == nil && t.LeadPID == pid && r.startMatches(t, pid):
				return t, fmt.Sprintf("leadProcess.pid = CLAUDE_PID %d", pid), nil
			case err != nil && !errors.Is(err, fs.ErrNotExist):
				return nil, "", unreadableOwn(err)
			}
		}
		name, known, err := r.cache.lookup(teamsDir, pid)
		if err != nil {
			return nil, "", err
		}
		if known {
			if name == "" {
				return nil, "", nil
			}
			t, err := claudefs.ReadTeam(filepath.Join(teamsDir, name))
			switch {
			case err == nil && t.LeadPID == pid && r.startMatches(t, pid):
				return t, fmt.Sprintf("leadProcess.pid = CLAUDE_PID %d", pid), nil
			case err != nil && !errors.Is(err, fs.ErrNotExist):
				return nil, "", unreadableOwn(err)
			}
		}
	}
	// The index answers "which folders name this pid or session" without
	// reading every left-over folder; without it, a full scan.
	var keys []string
	if pid > 0 {
		keys = append(keys, pidKey(pid))
	}
	if sessionID != "" {
		keys = append(keys, sessionKey(sessionID))
	}
	teams, errs, ok := r.index.find(teamsDir, func(e *indexEntry) bool {
		return pid > 0 && e.leadPID == pid || sessionID != "" && e.session == sessionID
	}, keys...)
	if !ok {
		teams, errs = claudefs.ListTeams(teamsDir)
	}
	var byPID []*claudefs.Team
	var bySession *claudefs.Team
	for _, t := range teams {
		if pid > 0 && t.LeadPID == pid && r.startMatches(t, pid) {
			byPID = append(byPID, t)
		}
		if sessionID != "" && t.LeadSessionID == sessionID && (t.LeadPID == 0 || pid == 0) {
			bySession = t
		}
	}
	if len(byPID) > 0 {
		t := r.pickLive(byPID, pid)
		r.cache.store(teamsDir, pid, filepath.Base(t.Dir))
		return t, fmt.Sprintf("leadProcess.pid = CLAUDE_PID %d", pid), nil
	}
	if bySession != nil {
		return bySession, "leadSessionId = session_id", nil
	}
	if guess != "" && pid == 0 {
		if t, err := claudefs.ReadTeam(guess); err == nil {
			return t, "team folder named after the session", nil
		}
	}
	if len(errs) > 0 {
		// A team config that cannot be read may be this session's own
		// team: "no team" would switch the guard off on a guess. The
		// answer is not cached, so the next call looks again.
		return nil, "", unreadableTeams(teamsDir, errs)
	}
	if pid > 0 {
		r.cache.store(teamsDir, pid, "")
	}
	return nil, "", nil
}

// startMatches rules out a team whose recorded lead process is a different
// process that had the same pid: both start times known and different.
func (r *Resolver) startMatches(t *claudefs.Team, pid int) bool {
	if t.LeadProcStart == "" {
		return true
	}
	start, err := r.proc.StartTime(pid)
	return err != nil || start == t.LeadProcStart
}

// safeFolderPart accepts a session id prefix that can name a folder.
func safeFolderPart(s string) bool {
	return !strings.ContainsAny(s, `/\`+"\x00") && s != "." && s != ".."
}

// UnreadableError is a team config that could not be read or parsed while
// looking for the caller's team; the call cannot be answered.
type UnreadableError struct {
	TeamsDir string
	Errs     []error
}

func (e *UnreadableError) Error() string {
	first := e.Errs[0].Error()
	more := ""
	if len(e.Errs) > 1 {
		more = fmt.Sprintf(" (and %d more)", len(e.Errs)-1)
	}
	return fmt.Sprintf("cannot tell whether this session is in a team: %s%s; hint: repair or remove that team folder", first, more)
}

func (e *UnreadableError) Unwrap() []error { return e.Errs }

func unreadableOwn(err error) error {
	return fmt.Errorf("this session's own team config cannot be read: %w", err)
}

func unreadableTeams(teamsDir string, errs []error) error {
	return &UnreadableError{TeamsDir: teamsDir, Errs: errs}
}

// pickLive chooses among teams claiming the same pid (a stale folder whose
// lead died and whose pid was reused): the one whose procStart matches the
// live process, else the newest.
func (r *Resolver) pickLive(ts []*claudefs.Team, pid int) *claudefs.Team {
	if len(ts) == 1 {
		return ts[0]
	}
	if start, err := r.proc.StartTime(pid); err == nil {
		for _, t := range ts {
			if t.LeadProcStart == start {
				return t
			}
		}
	}
	best := ts[0]
	for _, t := range ts[1:] {
		if t.CreatedAt.After(best.CreatedAt) {
			best = t
		}
	}
	return best
}

func (r *Resolver) roleInLeadProcess(t *claudefs.Team, how string, in *hook.Input) (*Caller, error) {
	c := &Caller{Team: t, Evidence: how}
	if in.AgentID == "" {
		if t.Era() == "teamcreate" {
			return r.teamCreateLeader(c, in), nil
		}
		c.Role, c.Name = Leader, claudefs.LeadName
		return c, nil
	}
	if m, ok := t.Member(in.AgentType); ok && !m.IsLead() && isTeammateAgentID(in.AgentID, in.AgentType, t) {
		c.Role, c.Name = Teammate, m.Name
		c.Evidence += "; agent_type is member " + m.Name
		return c, nil
	}
	c.Name = in.AgentType
	meta, err := claudefs.ReadAgentMeta(in.TranscriptPath, in.SessionID, in.AgentID)
	if err != nil {
		c.Role = UnknownSubagent
		c.Evidence += "; subagent " + in.AgentID + " without readable .meta.json"
		return c, nil
	}
	if meta.ParentAgentID == "" && meta.ToolUseID != "" && t.Era() == "teamcreate" {
		// 2.1.177 writes no parentAgentId for anyone's subagent.
		var more string
		c.Role, c.Parent, more = subagentOwner(in, t, meta)
		c.Evidence += more
		return c, nil
	}
	if meta.ParentAgentID == "" {
		c.Role = LeaderSubagent
		c.Evidence += "; subagent .meta.json has no parentAgentId"
		return c, nil
	}
	c.Role = TeammateSubagent
	c.Parent = meta.ParentAgentID
	if name, ok := InProcessName(meta.ParentAgentID); ok {
		c.Parent = name
	}
	c.Evidence += "; subagent .meta.json parentAgentId " + meta.ParentAgentID
	return c, nil
}

// isTeammateAgentID accepts the agent_id forms seen for in-process
// teammates: a<name>-<16 hex> (2.1.330), <name>@<team> (2.1.233), and any
// form in the TeamCreate era, where the format was never pinned.
func isTeammateAgentID(agentID, name string, t *claudefs.Team) bool {
	if strings.HasPrefix(agentID, "a"+name+"-") || agentID == name+"@"+t.Name {
		return true
	}
	return t.Era() == "teamcreate"
}

// paneTeammate recognises a teammate running in its own process: the
// claude process's argv names its team and agent (preferred: pane ids are
// only unique within one tmux server), else TMUX_PANE matches a member.
func (r *Resolver) paneTeammate(teamsDir string, pid int) (*Caller, error) {
	if pid > 0 {
		if argv, err := r.proc.Cmdline(pid); err == nil {
			if name, teamName, _, ok := claudefs.PaneTeammateFromArgv(argv); ok {
				t, err := readTeamByName(teamsDir, teamName)
				if errors.Is(err, fs.ErrNotExist) {
					return nil, nil
				}
				if err != nil {
					return nil, unreadableOwn(err)
				}
				if _, ok := t.Member(name); ok {
					return &Caller{Role: PaneTeammate, Name: name, Team: t,
						Evidence: "claude argv --agent-id " + name + "@" + teamName}, nil
				}
			}
		}
	}
	pane := r.getenv("TMUX_PANE")
	if pane == "" {
		return nil, nil
	}
	teams, errs, ok := r.index.find(teamsDir, func(e *indexEntry) bool { return slices.Contains(e.panes, pane) }, paneKey(pane))
	if !ok {
		teams, errs = claudefs.ListTeams(teamsDir)
	}
	for _, t := range teams {
		for _, m := range t.Members {
			if m.IsLead() || m.TmuxPaneID != pane {
				continue
			}
			if b := m.Backend(); b != "tmux" && b != "iterm2" {
				continue
			}
			return &Caller{Role: PaneTeammate, Name: m.Name, Team: t,
				Evidence: "TMUX_PANE " + pane + " is member " + m.Name + "'s pane"}, nil
		}
	}
	if len(errs) > 0 {
		return nil, unreadableTeams(teamsDir, errs)
	}
	return nil, nil
}

// sanitizeTeamName is the TeamCreate-era folder name: every character
// outside [a-zA-Z0-9] becomes '-', then lowercase.
func sanitizeTeamName(name string) string {
	b := []byte(name)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			b[i] = '-'
		}
	}
	return strings.ToLower(string(b))
}

// readTeamByName finds a team folder from a team name: the name itself
// (session-xxxxxxxx), else the TeamCreate-era sanitised form.
func readTeamByName(teamsDir, name string) (*claudefs.Team, error) {
	if name == "" || strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
		return nil, fs.ErrNotExist
	}
	t, err := claudefs.ReadTeam(filepath.Join(teamsDir, name))
	if err == nil || !errors.Is(err, os.ErrNotExist) {
		return t, err
	}
	return claudefs.ReadTeam(filepath.Join(teamsDir, sanitizeTeamName(name)))
}

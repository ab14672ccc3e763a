package team

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/ccfacts"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// The TeamCreate era (2.1.32–2.1.177) in one place. Its teams record no
// leadProcess and its hooks get no CLAUDE_PID, so:
//
//   - the leader is the caller without agent_id whose session_id is the
//     team's leadSessionId. From 2.1.69 on every subagent and in-process
//     teammate carries agent_id, so that caller is the leader whatever its
//     permission_mode; only before 2.1.69 is permission_mode (the original
//     guide's rule) the sole, weaker evidence;
//   - /clear gives the leader a new session id while the team keeps the old
//     one; the leader's claude process stays. teamctl records that process
//     (pid and start time) in its record of the team at the first call it
//     resolves by session, and recognises the leader by it afterwards;
//   - a subagent's .meta.json has no parentAgentId; its toolUseId is in the
//     transcript of whoever spawned it: a teammate's or the leader's.

// ClaudeVersion is a Claude Code version, from the hook environment.
type ClaudeVersion struct{ Major, Minor, Patch int }

func (v ClaudeVersion) String() string { return fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch) }

// Before reports whether v is older than major.minor.patch.
func (v ClaudeVersion) Before(major, minor, patch int) bool {
	if v.Major != major {
		return v.Major < major
	}
	if v.Minor != minor {
		return v.Minor < minor
	}
	return v.Patch < patch
}

// HookClaudeVersion reads the version Claude Code puts in the hook
// environment: AI_AGENT=claude-code_2-1-177_harness (2.1.177 and 2.1.330
// set it; 2.1.63 does not). ok is false when it is absent or unreadable.
func HookClaudeVersion(getenv paths.Getenv) (ClaudeVersion, bool) {
	rest, found := strings.CutPrefix(getenv("AI_AGENT"), "claude-code_")
	if !found {
		return ClaudeVersion{}, false
	}
	ver, _, _ := strings.Cut(rest, "_")
	parts := strings.Split(ver, "-")
	if len(parts) != 3 {
		return ClaudeVersion{}, false
	}
	var n [3]int
	for i, p := range parts {
		v, err := strconv.Atoi(p)
		if err != nil || v < 0 {
			return ClaudeVersion{}, false
		}
		n[i] = v
	}
	return ClaudeVersion{n[0], n[1], n[2]}, true
}

// teamCreateLeader classifies a call without agent_id from the lead
// process of a TeamCreate-era team.
func (r *Resolver) teamCreateLeader(c *Caller, in *hook.Input) *Caller {
	v, known := HookClaudeVersion(r.getenv)
	agentID := ccfacts.Claude().Since(ccfacts.AgentID)
	if known && !v.Before(agentID.Major, agentID.Minor, agentID.Patch) {
		c.Role, c.Name = Leader, claudefs.LeadName
		c.Evidence += "; no agent_id, and Claude Code " + v.String() +
			" gives every subagent and in-process teammate one: the leader's main thread, whatever its permission_mode"
		return c
	}
	return legacyRole(c, in.PermissionMode, v, known)
}

// legacyRole applies the guide's rule, the only evidence before 2.1.69:
// hook inputs carried no agent_id, and the guide spawned members in
// bypassPermissions, which they reported while the leader ran in default.
// It is weaker: a leader in acceptEdits or bypassPermissions passes as a
// member, and an in-process member in default (seen on 2.1.63) is held as
// the leader.
func legacyRole(c *Caller, mode string, v ClaudeVersion, known bool) *Caller {
	c.Legacy = true
	which := "Claude Code version unknown (no AI_AGENT)"
	if known {
		which = "Claude Code " + v.String() + " (before 2.1.69, no agent_id)"
	}
	switch mode {
	case "bypassPermissions", "acceptEdits":
		c.Role = Member
		c.Evidence += "; TeamCreate-era team, " + which + ": permission_mode " + mode +
			" marks a member by the guide's weaker rule (a leader in that mode passes too)"
	default:
		c.Role, c.Name = Leader, claudefs.LeadName
		c.Evidence += "; TeamCreate-era team, " + which + ": permission_mode " + orDefault(mode) +
			" marks the leader by the guide's weaker rule (an in-process member in that mode is held too)"
	}
	return c
}

func orDefault(mode string) string {
	if mode == "" {
		return "(none)"
	}
	return mode
}

// maxClaudeDepth bounds the walk from the hook to its claude process: exec
// form hook ← claude, shell form hook ← sh -c ← claude, plus a wrapper.
const maxClaudeDepth = 4

// claudeProcess finds the claude process the hook runs under, walking up
// from the hook's parent: its pid and start time.
func (r *Resolver) claudeProcess() (teamstate.Process, bool) {
	parents, canWalk := r.proc.(ParentReader)
	pid := r.parent
	// PID 1 is looked at too: in a container, claude may be init.
	for depth := 0; depth < maxClaudeDepth && pid >= 1; depth++ {
		if argv, err := r.proc.Cmdline(pid); err == nil && claudefs.IsClaudeArgv(argv) {
			start, err := r.proc.StartTime(pid)
			if err != nil || start == "" {
				return teamstate.Process{}, false
			}
			return teamstate.Process{PID: pid, Start: start}, true
		}
		if !canWalk {
			break
		}
		next, err := parents.Parent(pid)
		if err != nil || next == pid || next < 1 {
			break
		}
		pid = next
	}
	return teamstate.Process{}, false
}

// noteLeadProcess records the claude process of a TeamCreate-era team's
// leader, found by its session, so the leader is still known after /clear.
// Failures only cost that later recognition; they are not the call's.
func (r *Resolver) noteLeadProcess(t *claudefs.Team) {
	p, ok := r.claudeProcess()
	if !ok {
		return
	}
	stateDir := paths.StateDir(r.getenv)
	key := teamstate.KeyOf(t)
	if rec, err := teamstate.Load(stateDir, key); err == nil && rec.LeadProcess != nil && *rec.LeadProcess == p {
		return
	}
	_ = teamstate.Update(stateDir, key, r.now(), func(rec *teamstate.Record) error {
		rec.LeadProcess = &p
		return nil
	})
}

// teamOfRecordedLead finds the TeamCreate-era team whose recorded lead
// process is the claude process this hook runs under: the leader after
// /clear (new session id, same process).
func (r *Resolver) teamOfRecordedLead(teamsDir string) (*claudefs.Team, string) {
	p, ok := r.claudeProcess()
	if !ok {
		return nil, ""
	}
	// Only TeamCreate-era folders (no lead pid) can match: the index
	// keeps this flat however many left-over folders there are.
	teams, _, ok := r.index.find(teamsDir, func(e *indexEntry) bool { return e.leadPID == 0 }, pidKey(0))
	if !ok {
		teams, _ = claudefs.ListTeams(teamsDir)
	}
	t := ledByRecord(teams, paths.StateDir(r.getenv), p)
	if t == nil {
		return nil, ""
	}
	return t, fmt.Sprintf("claude process %d is the lead process teamctl recorded for this TeamCreate-era team (session changed, e.g. by /clear)", p.PID)
}

// ledByRecord is the newest TeamCreate-era team whose teamctl record names
// p as its lead process.
func ledByRecord(teams []*claudefs.Team, stateDir string, p teamstate.Process) *claudefs.Team {
	var best *claudefs.Team
	for _, t := range teams {
		if t.Era() != "teamcreate" {
			continue
		}
		rec, err := teamstate.Load(stateDir, teamstate.KeyOf(t))
		if err != nil || rec.LeadProcess == nil || *rec.LeadProcess != p {
			continue
		}
		if best == nil || t.CreatedAt.After(best.CreatedAt) {
			best = t
		}
	}
	return best
}

// maxSpawnHops bounds the search through subagents spawned by subagents.
const maxSpawnHops = 3

// transcriptTries, transcriptRetry and transcriptWait bound the wait for
// an Agent call to reach a transcript: about one second in all, whatever
// the transcripts weigh (each look reads them again).
const (
	transcriptTries = 40
	transcriptRetry = 25 * time.Millisecond
	transcriptWait  = time.Second
)

// transcriptHolding returns the subagent (other than id) whose transcript
// holds needle, or "".
func transcriptHolding(dir, id string, needle []byte) string {
	files, _ := filepath.Glob(filepath.Join(dir, "agent-*.jsonl"))
	for _, f := range files {
		other := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "agent-"), ".jsonl")
		if other == id {
			continue
		}
		if b, err := safefile.ReadFile(f, safefile.Transcript); err == nil && bytes.Contains(b, needle) {
			return other
		}
	}
	return ""
}

// subagentOwner tells whose plain subagent agentID is when its .meta.json
// has no parentAgentId (TeamCreate era): the transcript holding the Agent
// call meta.ToolUseID is the spawner's. A teammate turn's transcript
// (subagents/agent-<id>.jsonl, .meta.json agentType = the member's name)
// makes it that teammate's; the leader's main transcript makes it the
// leader's; a plain subagent's transcript passes the question on to that
// subagent's own spawner.
func subagentOwner(in *hook.Input, t *claudefs.Team, meta claudefs.AgentMeta) (role Role, parent, evidence string) {
	dir := filepath.Join(filepath.Dir(in.TranscriptPath), in.SessionID, "subagents")
	id, toolUse := in.AgentID, meta.ToolUseID
	start := time.Now()
	for hop := 0; hop < maxSpawnHops && toolUse != ""; hop++ {
		needle := []byte(`"` + toolUse + `"`)
		holder, leader := "", false
		// Claude Code appends the Agent call to its transcript on its own
		// schedule: a subagent's first tool call can come before the line
		// is on disk (seen on 2.1.177). Look again for a short while before
		// giving up; only this rare path waits.
		for try := 0; try < transcriptTries && holder == "" && !leader; try++ {
			if try > 0 {
				if time.Since(start) > transcriptWait {
					break // transcripts large enough to make a look slow
				}
				time.Sleep(transcriptRetry)
			}
			holder = transcriptHolding(dir, id, needle)
			if holder == "" {
				b, err := safefile.ReadFile(in.TranscriptPath, safefile.Transcript)
				leader = err == nil && bytes.Contains(b, needle)
			}
		}
		if leader {
			return LeaderSubagent, "", "; spawned by Agent call " + toolUse + " in the leader's transcript"
		}
		if holder == "" {
			return UnknownSubagent, "", "; Agent call " + toolUse + " not found in any transcript of the session"
		}
		hm, err := claudefs.ReadAgentMeta(in.TranscriptPath, in.SessionID, holder)
		if err != nil {
			return UnknownSubagent, "", "; spawned from agent " + holder + " whose .meta.json cannot be read"
		}
		if m, ok := t.Member(hm.AgentType); ok && !m.IsLead() && hm.ToolUseID == "" {
			return TeammateSubagent, m.Name, "; spawned by Agent call " + toolUse + " in teammate " + m.Name + "'s transcript"
		}
		id, toolUse = holder, hm.ToolUseID
	}
	return UnknownSubagent, "", "; cannot trace the subagent's spawner"
}

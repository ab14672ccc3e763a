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

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// Discovery answers a different question from Resolve: not "who makes this
// hook call" but "which team is the person running teamctl in". The CLI
// runs as a grandchild of the leader's claude process (claude → the Bash
// tool's shell → teamctl), or under a pane teammate's claude process, so
// the answer is in the ancestor processes. It never guesses: when no
// evidence names a team, even a single live team is not assumed to be the
// caller's, because the command may come from another terminal, another
// session or a teammate's pane of another team.

// MaxAncestors bounds the walk up the process tree: the Bash tool's shell
// sits one or two levels below claude, a user's wrapper script a few more.
const MaxAncestors = 8

// ParentReader is the part of process inspection that walks up the tree.
// SystemProc implements it; a Proc without it limits discovery to
// CLAUDE_PID and the start process itself.
type ParentReader interface {
	Parent(pid int) (int, error)
}

// Parent is pid's parent process from /proc/<pid>/stat.
func (SystemProc) Parent(pid int) (int, error) { return claudefs.ProcParent(pid) }

// NotFoundError says that no evidence tied the caller to a team. Live lists
// the teams whose lead process is running (or cannot be checked), for the
// message and a --team hint.
type NotFoundError struct {
	TeamsDir string
	Live     []*claudefs.Team
	// Reason says what was looked at, e.g. that an ancestor is a claude
	// process leading no team.
	Reason string
}

func (e *NotFoundError) Error() string {
	msg := "cannot tell which team you are in"
	if e.Reason != "" {
		msg += ": " + e.Reason
	}
	switch len(e.Live) {
	case 0:
		msg += "; no team under " + e.TeamsDir + " has a running lead"
	default:
		msg += "; teams with a running lead: " + strings.Join(teamNames(e.Live), ", ")
	}
	return msg
}

func teamNames(ts []*claudefs.Team) []string {
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = t.Name
	}
	return names
}

// Discover finds the team teamctl was started in, walking from startPID
// (the CLI's parent process) upwards. Evidence, in order:
//
//  1. CLAUDE_PID (set for hooks) is a team's leadProcess.pid, or a pane
//     teammate's claude process (--team-name in its argv);
//  2. an ancestor of startPID, at most MaxAncestors levels up, is a team's
//     lead process or a pane teammate's claude process; the walk stops at
//     the first claude process, so a claude started inside another
//     session's Bash tool is never taken for that outer session;
//  3. CLAUDE_CODE_SESSION_ID is a TeamCreate-era team's leadSessionId (those
//     teams record no lead pid);
//  4. the claude ancestor is the lead process teamctl recorded for a
//     TeamCreate-era team (its leader after /clear, new session id).
//
// A pid that a stale folder still records is matched only when the
// running process started when the folder says (leadProcess.procStart).
// Without evidence the answer is a *NotFoundError. The evidence string
// says what matched, for messages.
func Discover(getenv paths.Getenv, proc Proc, startPID int) (*claudefs.Team, string, error) {
	teamsDir := paths.TeamsDir(getenv)
	d := &discovery{teamsDir: teamsDir, proc: proc, getenv: getenv, startPID: startPID,
		index: newTeamIndex(getenv, proc), cache: newPidCache(getenv)}
	if t, evidence, ok := d.find(); ok {
		return t, evidence, nil
	}
	// Nothing names a team: a full scan, to say why (an unreadable config
	// may be the caller's) and which teams are live. Only a failing call
	// pays for it; the answer is the same as the lookups above gave.
	d.scan()
	if len(d.teams) == 0 && len(d.errs) > 0 {
		return nil, "", fmt.Errorf("cannot read any team config under %s: %w", teamsDir, errors.Join(d.errs...))
	}
	if t, evidence, ok := d.find(); ok {
		return t, evidence, nil // a team appeared in between
	}
	if len(d.errs) > 0 {
		// An unreadable team config may be the caller's: not "not found".
		return nil, "", unreadableTeams(teamsDir, d.errs)
	}
	reason := d.reason
	if reason == "" {
		reason = "neither CLAUDE_PID nor any ancestor process is a team's lead or a pane teammate"
	}
	return nil, "", &NotFoundError{TeamsDir: teamsDir, Live: d.live(), Reason: reason}
}

// find tries the evidence in Discover's order. Each step reads only the
// folders that can match (the session's own folder, the pid cache, the
// teams index the hooks keep), so at 5,000 left-over folders a call costs
// a few file reads; without a usable index it reads every folder once.
func (d *discovery) find() (*claudefs.Team, string, bool) {
	getenv, proc := d.getenv, d.proc
	if pid, err := strconv.Atoi(getenv("CLAUDE_PID")); err == nil && pid > 0 {
		if t := d.ledBy(pid); t != nil {
			return t, fmt.Sprintf("leadProcess.pid = CLAUDE_PID %d", pid), true
		}
		if t, name := d.paneTeammate(pid); t != nil {
			return t, fmt.Sprintf("CLAUDE_PID %d is pane teammate %s's claude process", pid, name), true
		}
	}

	d.reason = ""
	claudePID := 0 // the first claude ancestor, which leads no team by leadProcess
	pid := d.startPID
	// PID 1 is checked too: in a container, claude itself may be init.
	for depth := 0; depth < MaxAncestors && pid >= 1; depth++ {
		if t := d.ledBy(pid); t != nil {
			return t, fmt.Sprintf("leadProcess.pid %d is %s", pid, ancestorWord(depth)), true
		}
		if t, name := d.paneTeammate(pid); t != nil {
			return t, fmt.Sprintf("%s %d is pane teammate %s's claude process", ancestorWord(depth), pid, name), true
		}
		if argv, err := proc.Cmdline(pid); err == nil && claudefs.IsClaudeArgv(argv) {
			d.reason = fmt.Sprintf("%s %d is a claude process that leads no team", ancestorWord(depth), pid)
			claudePID = pid
			break
		}
		parents, ok := proc.(ParentReader)
		if !ok {
			break
		}
		next, err := parents.Parent(pid)
		if err != nil || next == pid || next < 1 {
			break
		}
		pid = next
	}

	if sid := getenv("CLAUDE_CODE_SESSION_ID"); sid != "" {
		for _, t := range d.lookup(func(e *indexEntry) bool { return e.session == sid }, sessionKey(sid)) {
			if t.LeadPID == 0 && t.LeadSessionID == sid {
				return t, "leadSessionId = CLAUDE_CODE_SESSION_ID (TeamCreate-era team)", true
			}
		}
	}
	if claudePID > 0 {
		// A TeamCreate-era leader after /clear: new session id, same
		// process, which the hooks recorded at the leader's first call.
		if start, err := proc.StartTime(claudePID); err == nil && start != "" {
			teams := d.lookup(func(e *indexEntry) bool { return e.leadPID == 0 }, pidKey(0))
			if t := ledByRecord(teams, paths.StateDir(getenv), teamstate.Process{PID: claudePID, Start: start}); t != nil {
				return t, fmt.Sprintf("claude process %d is the lead process teamctl recorded for this TeamCreate-era team", claudePID), true
			}
		}
	}
	return nil, "", false
}

func ancestorWord(depth int) string {
	if depth == 0 {
		return "the parent process"
	}
	return "an ancestor process"
}

type discovery struct {
	teamsDir string
	proc     Proc
	getenv   paths.Getenv
	startPID int
	index    *teamIndex
	cache    *pidCache
	// teams and errs are every folder's config once scanned is set.
	teams   []*claudefs.Team
	errs    []error
	scanned bool
	reason  string
}

// scan reads every team folder, once.
func (d *discovery) scan() {
	if !d.scanned {
		d.teams, d.errs = claudefs.ListTeams(d.teamsDir)
		d.scanned = true
	}
}

// lookup returns at least the teams whose index entries match, read fresh
// from their configs, sorted by folder as a scan lists them: from the
// index while it is usable, else every team. Callers check each team
// themselves.
func (d *discovery) lookup(match func(*indexEntry) bool, keys ...string) []*claudefs.Team {
	if !d.scanned {
		if ts, _, ok := d.index.find(d.teamsDir, match, keys...); ok {
			slices.SortFunc(ts, func(a, b *claudefs.Team) int { return strings.Compare(filepath.Base(a.Dir), filepath.Base(b.Dir)) })
			return ts
		}
		d.scan()
	}
	return d.teams
}

// ledBy is the team whose lead process is pid. A folder whose recorded
// start time differs from the running process's is a left-over whose pid
// was reused, not a match; among several matches the newest wins. The pid
// cache the hooks keep answers first when it names a team whose config
// records this very process (pid and start time).
func (d *discovery) ledBy(pid int) *claudefs.Team {
	start, startErr := d.proc.StartTime(pid)
	if !d.scanned && startErr == nil && start != "" {
		if name, known, err := d.cache.lookup(d.teamsDir, pid); err == nil && known && name != "" {
			if t, err := claudefs.ReadTeam(filepath.Join(d.teamsDir, name)); err == nil && t.LeadPID == pid && t.LeadProcStart == start {
				return t
			}
		}
	}
	var best *claudefs.Team
	for _, t := range d.lookup(func(e *indexEntry) bool { return e.leadPID == pid }, pidKey(pid)) {
		if t.LeadPID != pid {
			continue
		}
		if startErr == nil && t.LeadProcStart != "" && t.LeadProcStart != start {
			continue
		}
		if best == nil || t.CreatedAt.After(best.CreatedAt) {
			best = t
		}
	}
	return best
}

// paneTeammate reads pid's argv for a pane teammate's identity and checks
// that the named team lists that member: its folder is read directly, and
// every folder only when none is named so.
func (d *discovery) paneTeammate(pid int) (*claudefs.Team, string) {
	argv, err := d.proc.Cmdline(pid)
	if err != nil || !claudefs.IsClaudeArgv(argv) {
		return nil, ""
	}
	name, teamName, _, ok := claudefs.PaneTeammateFromArgv(argv)
	if !ok {
		return nil, ""
	}
	if !d.scanned {
		if t, err := readTeamByName(d.teamsDir, teamName); err == nil && (t.Name == teamName || filepath.Base(t.Dir) == teamName) {
			if _, ok := t.Member(name); ok {
				return t, name
			}
		}
	}
	d.scan()
	for _, t := range d.teams {
		if t.Name != teamName && filepath.Base(t.Dir) != teamName {
			continue
		}
		if _, ok := t.Member(name); ok {
			return t, name
		}
	}
	return nil, ""
}

// live lists the teams whose lead process may be running: its start time
// matches, or it cannot be checked (no leadProcess, no /proc).
func (d *discovery) live() []*claudefs.Team {
	var out []*claudefs.Team
	for _, t := range d.teams {
		if LeadLive(t, d.proc) {
			out = append(out, t)
		}
	}
	return out
}

// LeadLive reports whether t's lead process may still run, judged through
// proc: the pid has a start time equal to the recorded one (any start time
// when none is recorded). A team without leadProcess (TeamCreate era) or a
// system where start times cannot be read counts as live: nothing is
// pruned or ruled out on a guess.
func LeadLive(t *claudefs.Team, proc Proc) bool {
	if t.LeadPID <= 0 {
		return true
	}
	start, err := proc.StartTime(t.LeadPID)
	switch {
	case errors.Is(err, claudefs.ErrProcUnsupported):
		return true
	case err != nil:
		return false
	}
	return t.LeadProcStart == "" || t.LeadProcStart == start
}

// UnknownTeamError names a team that has no folder, with the teams that do.
type UnknownTeamError struct {
	Name  string
	Known []string
}

func (e *UnknownTeamError) Error() string {
	if len(e.Known) == 0 {
		return fmt.Sprintf("no team %q (there are no team folders)", e.Name)
	}
	return fmt.Sprintf("no team %q (teams: %s)", e.Name, strings.Join(e.Known, ", "))
}

// Open reads the team called name: its folder under the teams dir, or the
// TeamCreate-era folder named after it (lowercased, non-alphanumerics as
// "-"). A missing team is an *UnknownTeamError listing the existing ones.
func Open(getenv paths.Getenv, name string) (*claudefs.Team, error) {
	teamsDir := paths.TeamsDir(getenv)
	if claudefs.IsDeletedDir(name) {
		return nil, &UnknownTeamError{Name: name, Known: Names(getenv)}
	}
	t, err := readTeamByName(teamsDir, name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &UnknownTeamError{Name: name, Known: Names(getenv)}
	}
	return t, err
}

// Names lists the team folders (without Claude Code's .deleted- ones),
// sorted; for messages and shell completion.
func Names(getenv paths.Getenv) []string {
	entries, err := os.ReadDir(paths.TeamsDir(getenv))
	if err != nil {
		return nil
	}
	var names []string
	for _, e := range entries {
		if e.IsDir() && !claudefs.IsDeletedDir(e.Name()) {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	return names
}

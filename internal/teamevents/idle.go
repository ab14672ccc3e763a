package teamevents

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/teamctl/teamctl/internal/store"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// idle keeps a teammate working while the board has a task it could take:
// pending, no owner, every blocker completed. Each member is nudged about a
// task at most idle_nudge.max_per_task times (0 never nudges), counted in
// teamctl's record, so a teammate that has a reason not to take a task is
// not kept awake forever.
func (h *Handler) idle(c *hook.Call) (hook.Decision, error) {
	x, viaSubagent, err := h.idleContext(c)
	if err != nil {
		return hook.Decision{}, err
	}
	if x == nil {
		return hook.None(RuleNoTeam), nil
	}
	if !x.Running() {
		return hook.None(RuleNoMembers), nil
	}
	if x.Def == nil {
		return hook.None(RuleNoPattern, "team "+x.Caller.TeamName()+" has no pattern recorded; no idle nudges"), nil
	}
	if d, ok, err := h.reportFirst(c, x, viaSubagent); err != nil || ok {
		return d, err
	}
	nudge := x.Def.Rules.IdleNudge
	if !nudge.Enabled || nudge.MaxPerTask == 0 {
		return hook.None(RuleOff, "idle_nudge is off for pattern "+x.Pattern), nil
	}
	member := x.Caller.Name
	open, note := unclaimedTasks(c, x.Caller.Team)
	if note != "" {
		return hook.None(RuleIdleNudge, note), nil
	}
	if len(open) == 0 {
		return hook.None(RuleIdleNudge), nil
	}
	var picked *claudefs.Task
	var count int
	err = teamstate.Update(paths.StateDir(c.Getenv), teamstate.KeyOf(x.Caller.Team), c.Now, func(r *teamstate.Record) error {
		picked = nil
		pruned := pruneNudges(r, open)
		if pruneClaims(r, open) {
			pruned = true
		}
		for i := range open {
			key := member + "/" + open[i].ID
			if nudge.ClaimTask {
				if cl, ok := r.Claims[open[i].ID]; ok && cl.Member != member && c.Now.Sub(cl.At) < ClaimTTL {
					continue // another idle member was sent there already
				}
			}
			if r.Nudges[key] < nudge.MaxPerTask {
				if r.Nudges == nil {
					r.Nudges = map[string]int{}
				}
				r.Nudges[key]++
				picked, count = &open[i], r.Nudges[key]
				if nudge.ClaimTask {
					if r.Claims == nil {
						r.Claims = map[string]teamstate.TaskClaim{}
					}
					r.Claims[open[i].ID] = teamstate.TaskClaim{Member: member, At: c.Now.UTC()}
				}
				return nil
			}
		}
		if pruned {
			return nil
		}
		return store.ErrNoChange
	})
	if err != nil {
		return hook.Decision{}, fmt.Errorf("record the idle nudge: %w", err)
	}
	if picked == nil {
		return hook.None(RuleIdleNudge, fmt.Sprintf("%s was already nudged %d times about each open task", member, nudge.MaxPerTask)), nil
	}
	return hook.Decision{Verdict: hook.KeepWorking, Rule: RuleIdleNudge, Reason: idleText(x, member, picked, count, nudge)}, nil
}

func idleText(x *team.Context, member string, t *claudefs.Task, count int, nudge pattern.IdleNudge) string {
	return fmt.Sprintf("teamctl team-events: task %s %q on the board of team %s is pending, has no owner and nothing blocks it (nudge %d of %d). "+
		"Rule %s (pattern %s): before you go idle, tell team-lead with SendMessage that you are taking task %s, then claim it with TaskUpdate {taskId: %q, owner: %q, status: \"in_progress\"} and do it; "+
		"if it is outside your area or already taken, tell team-lead that instead.",
		t.ID, t.Subject, x.Caller.TeamName(), count, nudge.MaxPerTask, RuleIdleNudge, x.Pattern, t.ID, t.ID, member)
}

// ClaimTTL is how long a nudge's claim on a task keeps other idle members
// away from it: long enough for the nudged member to take it with
// TaskUpdate, short enough that a member who declines does not hold it.
const ClaimTTL = 10 * time.Minute

// pruneClaims forgets claims on tasks that are no longer open.
func pruneClaims(r *teamstate.Record, open []claudefs.Task) bool {
	if len(r.Claims) == 0 {
		return false
	}
	ids := make(map[string]bool, len(open))
	for _, t := range open {
		ids[t.ID] = true
	}
	removed := false
	for id := range r.Claims {
		if !ids[id] {
			delete(r.Claims, id)
			removed = true
		}
	}
	return removed
}

// pruneNudges forgets counts for tasks that are no longer open, so the
// record stays as small as the board. It reports whether it removed any.
func pruneNudges(r *teamstate.Record, open []claudefs.Task) bool {
	if len(r.Nudges) == 0 {
		return false
	}
	ids := make(map[string]bool, len(open))
	for _, t := range open {
		ids[t.ID] = true
	}
	removed := false
	for key := range r.Nudges {
		i := len(key) - 1
		for i >= 0 && key[i] != '/' {
			i--
		}
		if !ids[key[i+1:]] {
			delete(r.Nudges, key)
			removed = true
		}
	}
	return removed
}

// idleContext finds the idle teammate and its team. TeammateIdle carries
// teammate_name and team_name (deprecated, but present in 2.1.330 for
// in-process and pane teammates alike); the resolver's answer wins when it
// found a team, and the fields fill in when it did not (a pane teammate
// whose process cannot be inspected).
func (h *Handler) idleContext(c *hook.Call) (*team.Context, bool, error) {
	in := c.Input
	name := in.Get("teammate_name").String()
	x, err := team.ForCall(c, h.Proc)
	if err != nil {
		return nil, false, err
	}
	if x.Caller.Team != nil {
		if name == "" {
			name = x.Caller.Name
		}
		if _, ok := x.Caller.Team.Member(name); !ok || name == claudefs.LeadName {
			return nil, false, nil
		}
		viaSubagent := false
		switch x.Caller.Role {
		case team.TeammateSubagent, team.UnknownSubagent, team.LeaderSubagent:
			viaSubagent = true
		}
		if x.Caller.Role != team.Teammate && x.Caller.Role != team.PaneTeammate {
			// A teammate's own subagent idling reports the teammate's name
			// (ISS #82665); the nudge is for that teammate.
			x.Caller = &team.Caller{Role: team.Teammate, Name: name, Team: x.Caller.Team, Evidence: x.Caller.Evidence + "; TeammateIdle teammate_name " + name}
		} else {
			x.Caller.Name = name
		}
		x.Mark(c)
		return x, viaSubagent, nil
	}
	t := readTeamNamed(c.Getenv, in.Get("team_name").String())
	if t == nil || name == "" {
		return nil, false, nil
	}
	if _, ok := t.Member(name); !ok {
		return nil, false, nil
	}
	x = &team.Context{Caller: &team.Caller{Role: team.PaneTeammate, Name: name, Team: t,
		Evidence: "TeammateIdle teammate_name " + name + ", team_name " + t.Name}}
	if err := x.LoadPattern(c); err != nil {
		return nil, false, err
	}
	return x, false, nil
}

// unclaimedTasks reads the team's task lists, most likely first, and
// returns the first list's unclaimed tasks that has any. The board copy in
// teamctl's state keeps this flat however many tasks a long-running team
// has accumulated. note says why there is no answer.
func unclaimedTasks(c *hook.Call, t *claudefs.Team) ([]claudefs.Task, string) {
	cfg := paths.ConfigDir(c.Getenv)
	var dirs []string
	if id := c.Getenv("CLAUDE_CODE_TASK_LIST_ID"); id != "" && filepath.Base(id) == id {
		dirs = append(dirs, filepath.Join(paths.TasksDir(c.Getenv), id))
	}
	dirs = append(dirs, claudefs.TaskListDirFor(cfg, t, c.Input.SessionID)...)
	found := false
	for _, dir := range dirs {
		open, err := claudefs.UnclaimedCached(dir, paths.StateDir(c.Getenv), c.Now)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, "cannot read task list " + dir + ": " + err.Error()
		}
		if len(open) > 0 {
			return open, ""
		}
		found = true
	}
	if !found {
		return nil, "no task list for team " + t.Name
	}
	return nil, ""
}

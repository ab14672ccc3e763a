package teamevents

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// polling denies the leader's TaskList when nothing arrived since its last
// one (PreToolUse, matcher TaskList; team-events handles it so the rule
// lives with the other life-cycle state).
//
// "A message received in between" is observed two ways:
//
//   - the leader's inbox file (teams/<team>/inboxes/team-lead.json) was
//     written since: Claude Code replaces the file (temp + rename) when a
//     member's message or idle notice arrives and again when the queued
//     entries are delivered and removed, so its identity, modification time
//     and size change even when it is back to "[]"; and
//   - the call's prompt_id differs from the last TaskList's: a new user
//     prompt (or a task notification) started a turn.
//
// A message that arrives and is delivered between two TaskLists always
// rewrites the inbox, so it is never missed; the only false "nothing
// arrived" would need two writes within the file system's timestamp
// granularity that restore the same inode and size.
func (h *Handler) polling(c *hook.Call) (hook.Decision, error) {
	x, d, ok, err := h.leaderContext(c)
	if err != nil || !ok {
		return d, err
	}
	if x.Def == nil {
		return hook.None(RuleNoPattern), nil
	}
	if !x.Def.Rules.LeaderPolling.Enabled {
		return hook.None(RuleOff, "leader_polling is off for pattern "+x.Pattern), nil
	}
	mark, err := inboxMark(claudefs.InboxPath(x.Caller.Team.Dir, claudefs.LeadName))
	if err != nil {
		return hook.Decision{}, fmt.Errorf("read the leader's inbox: %w", err)
	}
	prompt := c.Input.PromptID
	var last *teamstate.Polling
	err = teamstate.Update(paths.StateDir(c.Getenv), teamstate.KeyOf(x.Caller.Team), c.Now, func(r *teamstate.Record) error {
		last = r.Polling
		if last != nil && last.InboxMark == mark && last.PromptID == prompt {
			return errDenied
		}
		r.Polling = &teamstate.Polling{LastTaskList: c.Now, InboxMark: mark, PromptID: prompt}
		return nil
	})
	if errors.Is(err, errDenied) {
		since := c.Now.Sub(last.LastTaskList).Round(1e9)
		return hook.Decision{Verdict: hook.Deny, Rule: RulePolling, Reason: fmt.Sprintf(
			"teamctl team-events: the leader of team %s (pattern %s) may not call TaskList again: no member message and no new prompt arrived since the last TaskList (%s ago). "+
				"Rule %s: wait for your members' messages — they report to team-lead when they finish or need you; end your turn if there is nothing else to do.",
			x.Caller.TeamName(), x.Pattern, since, RulePolling)}, nil
	}
	if err != nil {
		return hook.Decision{}, fmt.Errorf("record the leader's TaskList: %w", err)
	}
	return hook.None(RulePolling), nil
}

// errDenied aborts the record update: a denied TaskList leaves the record
// as it was, so the next message still counts.
var errDenied = errors.New("polling denied")

// inboxMark fingerprints an inbox file by identity, modification time and
// size; a missing inbox is "none".
func inboxMark(path string) (string, error) {
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "none", nil
	}
	if err != nil {
		return "", err
	}
	id := "?" // no inode here: mtime and size still mark a write
	if dev, ino, ok := claudefs.FileID(fi); ok {
		id = strconv.FormatUint(dev, 10) + "/" + strconv.FormatUint(ino, 10)
	}
	return id + ":" + strconv.FormatInt(fi.ModTime().UnixNano(), 10) + ":" + strconv.FormatInt(fi.Size(), 10), nil
}

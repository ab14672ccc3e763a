package teamevents

import (
	"fmt"
	"strings"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/store"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// taskNotification starts the synthetic prompt Claude Code submits when a
// background subagent finishes: its text is the subagent's output, not the
// user's words, so it never counts as a disband instruction.
const taskNotification = "<task-notification>"

// disband records the user's explicit instruction to disband the team,
// keyed by the prompt's prompt_id; message-guard allows the leader's
// shutdown_request only in that turn. Every other prompt clears a stale
// record, so the instruction never outlives its turn. Phrases come from
// the project's disband_phrases (default "disband" and "解散") and match
// anywhere in the prompt, ignoring case.
func (h *Handler) disband(c *hook.Call) (hook.Decision, error) {
	x, d, ok, err := h.leaderContext(c)
	if err != nil || !ok {
		return d, err
	}
	prompt := c.Input.Get("prompt").String()
	var phrases []string
	if x.Project != nil {
		phrases = x.Project.DisbandPhrases
	}
	phrase := ""
	if !strings.HasPrefix(strings.TrimSpace(prompt), taskNotification) {
		phrase = findPhrase(prompt, phrases)
	}
	promptID := c.Input.PromptID
	err = teamstate.Update(paths.StateDir(c.Getenv), teamstate.KeyOf(x.Caller.Team), c.Now, func(r *teamstate.Record) error {
		if phrase == "" {
			if r.Disband == nil {
				return store.ErrNoChange
			}
			r.Disband = nil
			return nil
		}
		r.Disband = &teamstate.Disband{PromptID: promptID, Phrase: phrase, At: c.Now}
		return nil
	})
	if err != nil {
		return hook.Decision{}, fmt.Errorf("record the disband instruction: %w", err)
	}
	if phrase == "" {
		return hook.None(RuleDisband), nil
	}
	return hook.None(RuleDisband, fmt.Sprintf("recorded the user's disband instruction (%q) for prompt %s", phrase, promptID)), nil
}

// findPhrase returns the first phrase that occurs in prompt, ignoring case.
func findPhrase(prompt string, phrases []string) string {
	lower := strings.ToLower(prompt)
	for _, p := range phrases {
		if p = strings.TrimSpace(p); p != "" && strings.Contains(lower, strings.ToLower(p)) {
			return p
		}
	}
	return ""
}

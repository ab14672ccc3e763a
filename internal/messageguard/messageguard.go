// Package messageguard is the team's messaging convention as a PreToolUse
// hook on SendMessage: messages go to an address that exists (team-lead or
// a current member name, never a character name), reports are not empty,
// the shutdown and plan handshakes are used by the side they belong to and
// carry what they need, and the leader shuts members down only when the
// user asked for it in the current turn. Rules concern the address, the
// emptiness and the protocol, never what a message says.
package messageguard

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/names"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// Rule names, as logged and quoted in reasons.
const (
	RuleRecipient = "message-guard/recipient"
	RuleNonEmpty  = "message-guard/nonempty"
	RuleProtocol  = "message-guard/protocol"
	RuleShutdown  = "message-guard/shutdown-needs-user"
	RuleOK        = "message-guard/ok"
	RuleNoTeam    = "message-guard/no-team"
	RuleNoMembers = "message-guard/no-members"
	RuleNoPattern = "message-guard/no-pattern"
	RuleOtherTool = "message-guard/other-tool"
)

// Guard is the message-guard hook.
type Guard struct {
	Proc team.Proc
}

// New returns the guard reading processes through /proc.
func New() *Guard { return &Guard{Proc: team.SystemProc{}} }

func (*Guard) Name() string      { return "message-guard" }
func (*Guard) GuardsTools() bool { return true }

// Decide checks one SendMessage call.
func (g *Guard) Decide(c *hook.Call) (hook.Decision, error) {
	in := c.Input
	if in.Event != "PreToolUse" || in.ToolName != "SendMessage" {
		return hook.None(RuleOtherTool), nil
	}
	x, err := team.ForCall(c, g.Proc)
	if err != nil {
		return hook.Decision{}, err
	}
	if x.Caller.Team == nil {
		return hook.None(RuleNoTeam), nil
	}
	if !x.Running() {
		return hook.None(RuleNoMembers), nil
	}
	if x.Def == nil {
		return hook.None(RuleNoPattern,
			fmt.Sprintf("team %s has no pattern recorded; message-guard stays open. Record one: teamctl pattern set <pattern>", x.Caller.TeamName())), nil
	}
	m := ParseMessage(in.ToolInput)
	ck := &check{c: c, x: x, m: &m}
	rules := x.Def.Rules
	steps := []struct {
		on  bool
		run func() (hook.Decision, bool)
	}{
		{rules.MessageProtocol, ck.protocol},
		{rules.MessageRecipient, ck.recipient},
		{rules.MessageNonEmpty, ck.nonEmpty},
		{rules.ShutdownNeedsUser, ck.shutdownAsked},
	}
	for _, s := range steps {
		if !s.on {
			continue
		}
		if d, denied := s.run(); denied {
			d.Notes = append(d.Notes, ck.notes...)
			return d, nil
		}
	}
	return hook.None(RuleOK, ck.notes...), nil
}

// check is one call being checked; the cast is loaded only when a rule
// needs it.
type check struct {
	c     *hook.Call
	x     *team.Context
	m     *Message
	cast  *team.Cast
	cased bool
	notes []string
}

func (k *check) loadCast() *team.Cast {
	if !k.cased {
		var notes []string
		k.cast, notes = team.LoadCast(k.c.Getenv, k.x.Caller.Team, k.x.Def)
		k.notes = append(k.notes, notes...)
		k.cased = true
	}
	return k.cast
}

func (k *check) deny(rule, problem, instead string) (hook.Decision, bool) {
	return hook.Decision{Verdict: hook.Deny, Rule: rule, Reason: fmt.Sprintf(
		"teamctl message-guard: %s of team %s (pattern %s) %s. Rule %s: %s",
		k.x.Caller.Describe(), k.x.Caller.TeamName(), k.x.Pattern, problem, rule, instead)}, true
}

// leaderSide reports whether the caller speaks for the team lead.
func (k *check) leaderSide() bool { return k.x.Caller.Role == team.Leader }

func (k *check) protocol() (hook.Decision, bool) {
	m := k.m
	if len(m.Problems) > 0 && !m.Known() {
		return k.deny(RuleProtocol, "sent a malformed SendMessage ("+strings.Join(m.Problems, "; ")+")",
			"send text as {to, message: \"...\"} or a protocol object {type: shutdown_request|shutdown_response|plan_approval_response, ...}.")
	}
	switch {
	case m.Type == "" && m.Structured:
		return k.deny(RuleProtocol, "sent a protocol message without a type",
			"set type to shutdown_request, shutdown_response or plan_approval_response, or send plain text as message.")
	case m.Type == "":
		return k.deny(RuleProtocol, "sent a SendMessage without a message",
			"put the text in message (or, in the legacy shape, type \"message\" and content).")
	case !m.Known():
		return k.deny(RuleProtocol, fmt.Sprintf("used the unknown message type %q", m.Type),
			"use a plain text message, or one of shutdown_request, shutdown_response, plan_approval_response.")
	case m.Type == TypeShutdownRequest && !k.leaderSide():
		return k.deny(RuleProtocol, "sent a shutdown_request",
			"only the leader asks members to shut down. To stop working, tell team-lead in a plain message and wait.")
	case m.Type == TypePlanApproval && !k.leaderSide():
		return k.deny(RuleProtocol, "sent a plan_approval_response",
			"only the leader approves plans. Send your plan or question to team-lead as a plain message.")
	case m.Type == TypeShutdownResponse && k.leaderSide():
		return k.deny(RuleProtocol, "sent a shutdown_response",
			"a shutdown_response is a member's answer to the leader's shutdown_request; the leader sends shutdown_request.")
	}
	if m.Type == TypeShutdownResponse || m.Type == TypePlanApproval {
		var missing []string
		if !m.HasRequestID || strings.TrimSpace(m.RequestID) == "" {
			missing = append(missing, "request_id")
		}
		if !m.HasApprove {
			missing = append(missing, "approve")
		}
		if len(missing) > 0 {
			return k.deny(RuleProtocol, fmt.Sprintf("sent a %s without %s", m.Type, strings.Join(missing, " and ")),
				"answer with the request_id of the request you received (e.g. \"shutdown-1795286392825@carol\") and approve: true or false.")
		}
	}
	if m.Type == TypeShutdownResponse && m.To != "" && m.To != claudefs.LeadName {
		return k.deny(RuleProtocol, fmt.Sprintf("sent a shutdown_response to %q", m.To),
			"a shutdown_response goes to `team-lead`.")
	}
	return hook.Decision{}, false
}

// Besides member names Claude Code documents these addresses: an in-process
// agent id (a<name>-<16 hex>, team.InProcessName), a plain subagent's id
// (team.IsSubagentID) and a ListAgents name with its reference ("worker
// [ref]"). They are parsed by hand: a package-level regexp would be compiled
// at every hook start.

// listAgentsName returns "worker" from "worker [ref]".
func listAgentsName(to string) (string, bool) {
	if !strings.HasSuffix(to, "]") {
		return "", false
	}
	i := strings.LastIndex(to, "[")
	if i <= 0 || strings.Contains(to[i+1:len(to)-1], "]") {
		return "", false
	}
	name := strings.TrimRightFunc(to[:i], unicode.IsSpace)
	if len(name) == len(to[:i]) || name == "" || unicode.IsSpace(rune(name[0])) {
		return "", false // needs a space before '[' and a non-space start
	}
	return name, true
}

// addressOK reports whether to is an address the team has. It accepts
// team-lead, main (the alias the teammate prompt lists), a current member
// name, and the agent-id and ListAgents forms of those, and any address
// Claude Code itself classified as not a name (recipient_kind main, agent
// or session). A name matches as written or in another ASCII case (Bob for
// bob); a spelling that needs more folding is not an address (see lookalike).
func (k *check) addressOK(to string) bool {
	switch k.m.RecipientKind {
	case "main", "agent", "session":
		return true
	}
	return k.resolve(to, sameAddress)
}

// resolve applies same(address part, team name) to every form an address
// can take.
func (k *check) resolve(to string, same func(addr, name string) bool) bool {
	t := k.x.Caller.Team
	isMember := func(name string) bool {
		if same(name, claudefs.LeadName) || name == "main" {
			return true
		}
		for _, m := range t.Members {
			if same(name, m.Name) {
				return true
			}
		}
		return false
	}
	if isMember(to) || team.IsSubagentID(to) {
		return true
	}
	if name, ok := team.InProcessName(to); ok && isMember(name) {
		return true
	}
	if name, ok := listAgentsName(to); ok && (isMember(name) || team.IsSubagentID(name)) {
		return true
	}
	if name, teamName, ok := strings.Cut(to, "@"); ok && teamName == t.Name && isMember(name) {
		return true
	}
	return false
}

// sameAddress compares two addresses as written, ASCII letters in either
// case. Unicode case folding is left out on purpose: it makes the Kelvin
// sign K and the long s ſ into k and s.
func sameAddress(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if x == y {
			continue
		}
		if x|0x20 != y|0x20 || x|0x20 < 'a' || x|0x20 > 'z' {
			return false
		}
	}
	return true
}

// lookalike returns the member (or team-lead) an address reads as only
// after folding: a Kelvin sign, a Cyrillic letter, a zero-width space or a
// full-width letter in it. Such an address names nobody as written.
func (k *check) lookalike(to string) (string, bool) {
	found := ""
	k.resolve(to, func(addr, name string) bool {
		if found == "" && names.Same(addr, name) {
			found = name
		}
		return false
	})
	return found, found != ""
}

func (k *check) recipient() (hook.Decision, bool) {
	m := k.m
	if m.Type == TypeBroadcast && m.To == "" {
		return hook.Decision{}, false // a legacy broadcast has no address to check
	}
	if m.To == "" {
		return k.deny(RuleRecipient, "sent a message without a recipient", k.addressHint())
	}
	if k.addressOK(m.To) {
		return hook.Decision{}, false
	}
	if name, ok := k.lookalike(m.To); ok {
		return k.deny(RuleRecipient, fmt.Sprintf("addressed %+q, which reads as %q only after folding lookalike, invisible or compatibility characters; such an address is ambiguous and names nobody as written", m.To, name),
			fmt.Sprintf("write the address exactly as the team has it: `%s`.", name))
	}
	if ch, ok := k.loadCast().Character(m.To); ok {
		if member, ok := k.cast.MemberFor(ch, k.x.Caller.Team); ok {
			return k.deny(RuleRecipient, fmt.Sprintf("addressed %q, a character name of the running team, not an address", m.To),
				fmt.Sprintf("use the member name `%s` (%s plays %s).", member, member, ch))
		}
		return k.deny(RuleRecipient, fmt.Sprintf("addressed %q, a character name of the running team, not an address", m.To),
			k.addressHint()+" A message to a character name never arrives.")
	}
	return k.deny(RuleRecipient, fmt.Sprintf("addressed %q, which is not a member of the team", m.To), k.addressHint())
}

// addressHint names the right addresses for the caller's side.
func (k *check) addressHint() string {
	if k.leaderSide() {
		return "address members by their member names (" + k.roster() + ")."
	}
	return "use `team-lead` for reports to the leader (" + k.roster() + ")."
}

// roster lists the member names for a reason.
func (k *check) roster() string {
	mates := k.x.Caller.Team.Teammates()
	names := make([]string, 0, len(mates))
	for _, m := range mates {
		names = append(names, m.Name)
	}
	const most = 6
	if len(names) > most {
		return "members: " + strings.Join(names[:most], ", ") + fmt.Sprintf(" and %d more", len(names)-most)
	}
	return "members: " + strings.Join(names, ", ")
}

func (k *check) nonEmpty() (hook.Decision, bool) {
	m := k.m
	if !m.Plain() || visible(m.Text) {
		return hook.Decision{}, false
	}
	return k.deny(RuleNonEmpty, "sent an empty message",
		"put the full report text in message; an empty message reaches the leader as nothing.")
}

// visible reports whether text shows anything: a message of whitespace and
// invisible characters (zero-width space, BOM, word joiner, the braille
// blank, the Hangul fillers, the Mongolian vowel separator, controls) is
// empty.
func visible(text string) bool {
	return strings.IndexFunc(names.Fold(text), func(r rune) bool {
		return !unicode.IsSpace(r) && !unicode.IsControl(r)
	}) >= 0
}

// shutdownAsked lets the leader's shutdown_request through only in the turn
// whose user prompt asked to disband the team (team-events records it on
// UserPromptSubmit).
func (k *check) shutdownAsked() (hook.Decision, bool) {
	if k.m.Type != TypeShutdownRequest || !k.leaderSide() {
		return hook.Decision{}, false
	}
	rec, err := teamstate.Load(paths.StateDir(k.c.Getenv), teamstate.KeyOf(k.x.Caller.Team))
	if err != nil {
		k.notes = append(k.notes, "cannot read the disband record: "+err.Error())
	}
	if err == nil && rec.Disband != nil && samePrompt(rec.Disband.PromptID, k.c.Input.PromptID) {
		return hook.Decision{}, false
	}
	phrases := "disband"
	if p := k.x.Project; p != nil && len(p.DisbandPhrases) > 0 {
		phrases = strings.Join(quoteAll(p.DisbandPhrases), " / ")
	}
	return k.deny(RuleShutdown, fmt.Sprintf("sent a shutdown_request to %q although the user has not asked to disband the team in this turn", k.m.To),
		"members stay until the user explicitly says so (e.g. "+phrases+"); keep the team, or ask the user whether to disband.")
}

// samePrompt ties a disband record to the turn it was given in. Without a
// prompt_id on the call (older Claude Code), the record counts until the
// next prompt clears it.
func samePrompt(recorded, current string) bool {
	return current == "" || recorded == current
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
}

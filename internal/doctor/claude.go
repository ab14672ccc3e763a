package doctor

import (
	"fmt"
	"regexp"
	"strconv"

	"github.com/teamctl/teamctl/internal/ccfacts"
)

// Version is a Claude Code release number.
type Version struct{ Major, Minor, Patch int }

func (v Version) String() string { return fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch) }

// Less compares release numbers.
func (v Version) Less(o Version) bool {
	if v.Major != o.Major {
		return v.Major < o.Major
	}
	if v.Minor != o.Minor {
		return v.Minor < o.Minor
	}
	return v.Patch < o.Patch
}

var versionRE = regexp.MustCompile(`\b(\d+)\.(\d+)\.(\d+)\b`)

// ParseVersion finds the first x.y.z in `claude --version` output.
func ParseVersion(s string) (Version, bool) {
	m := versionRE.FindStringSubmatch(s)
	if m == nil {
		return Version{}, false
	}
	a, _ := strconv.Atoi(m[1])
	b, _ := strconv.Atoi(m[2])
	c, _ := strconv.Atoi(m[3])
	return Version{a, b, c}, true
}

// since is the version from which fact f holds.
func since(f ccfacts.Fact) Version { return Version(ccfacts.Claude().Since(f)) }

// Era names what teams look like on v.
func Era(v Version) string {
	switch {
	case v.Less(since(ccfacts.AgentTeams)):
		return "no agent teams (before 2.1.32)"
	case v.Less(since(ccfacts.AgentID)):
		return "TeamCreate era without agent_id (2.1.32–2.1.68): the leader is told from members by permission_mode"
	case v.Less(since(ccfacts.ImplicitTeam)):
		return "TeamCreate era (2.1.69–2.1.177): the leader creates the team with the TeamCreate tool"
	}
	return "implicit team era (2.1.178 and later): one team per interactive session, session-<id>"
}

// EraLimits says what teamctl cannot guard, or guards only on weaker
// evidence, in v's era; nil when nothing is known to be missing.
func EraLimits(v Version) []string {
	switch {
	case v.Less(since(ccfacts.AgentTeams)):
		return nil
	case v.Less(since(ccfacts.AgentID)):
		return []string{
			"hook inputs carry no agent_id, so the leader is told from in-process members by permission_mode alone " +
				"(the original guide's weaker rule, best effort): a leader in acceptEdits or bypassPermissions passes as a member " +
				"and is not guarded, and an in-process member reporting default (seen on 2.1.63) is held as the leader",
			"after /clear the leader has a new session id; teamctl knows it again only by the claude process it recorded " +
				"at the leader's first guarded call",
		}
	case v.Less(since(ccfacts.ImplicitTeam)):
		return []string{
			"no CLAUDE_PID and no leadProcess: after /clear (new session id) teamctl knows the leader only by the claude " +
				"process it recorded at the leader's first guarded call; a leader that runs /clear before any such call, " +
				"or is restarted, is not guarded until the team is created again",
			"a subagent's .meta.json has no parentAgentId: whose subagent it is comes from the transcript holding its Agent " +
				"call; when none holds it yet, the subagent is not restricted",
		}
	}
	return nil
}

func checkClaude(r *Report, env Env) {
	bin, how := env.Getenv("TEAMCTL_CLAUDE"), "TEAMCTL_CLAUDE"
	if bin == "" {
		p, err := env.LookPath("claude")
		if err != nil {
			r.add("claude", Warning, "put claude on PATH, or set TEAMCTL_CLAUDE=/path/to/claude, and run doctor again",
				"claude is not on PATH: the Claude Code version and era cannot be checked")
			return
		}
		bin, how = p, "PATH"
	}
	out, err := env.Output([]string{"DISABLE_AUTOUPDATER=1", "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1"}, bin, "--version")
	if err != nil {
		r.add("claude", Warning, "check that "+bin+" runs", "`%s --version` failed: %v", bin, err)
		return
	}
	v, ok := ParseVersion(out)
	if !ok {
		r.add("claude", Warning, "", "`%s --version` printed no version: %q", bin, out)
		return
	}
	switch {
	case v.Less(since(ccfacts.AgentTeams)):
		r.add("claude", Problem, "upgrade Claude Code (`claude update`)", "Claude Code %s (%s, from %s) has %s", v, bin, how, Era(v))
		return
	case v.Less(since(ccfacts.ImplicitTeam)):
		r.add("claude", Info, "", "Claude Code %s (%s, from %s): %s", v, bin, how, Era(v))
	default:
		r.add("claude", OK, "", "Claude Code %s (%s, from %s): %s", v, bin, how, Era(v))
	}
	severity, fix := Info, ""
	if v.Less(since(ccfacts.AgentID)) {
		severity, fix = Warning, "upgrade Claude Code to 2.1.69 or later (agent_id in hook input)"
	}
	for _, limit := range EraLimits(v) {
		r.add("claude", severity, fix, "in this era %s", limit)
	}
	if v.Less(since(ccfacts.ExecForm)) {
		r.add("claude", Warning, "upgrade Claude Code, or keep binary paths free of spaces",
			"Claude Code %s predates exec-form hooks (2.1.139): \"args\" is ignored and the command runs through a shell", v)
	}
}

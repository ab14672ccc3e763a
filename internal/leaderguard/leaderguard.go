// Package leaderguard is the leader's edit policy: in a running team whose
// pattern makes the leader management-only (fixed-theme), the leader, and by
// default its own plain subagents, may not edit files outside the allowed
// paths nor run Bash that changes anything. Teammates are never restricted,
// except that nobody in a running team may edit the files that wire the
// hooks or teamctl's own state.
package leaderguard

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/teamctl/teamctl/internal/ccfacts"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/shell"
	"github.com/teamctl/teamctl/internal/team"
)

// Rule names, as logged and quoted in reasons.
const (
	RuleEdit      = "leader-guard/edit"
	RuleBash      = "leader-guard/bash"
	RuleProtected = "leader-guard/protected"
	RuleTeamctl   = "leader-guard/teamctl"
	RuleAllowed   = "leader-guard/allowed-path"
	RuleReadOnly  = "leader-guard/read-only"
	RuleNoTeam    = "leader-guard/no-team"
	RuleNoMembers = "leader-guard/no-members"
	RuleNoPattern = "leader-guard/no-pattern"
	RuleMayWork   = "leader-guard/may-work"
	RuleOtherTool = "leader-guard/other-tool"
)

// Guard is the leader-guard hook.
type Guard struct {
	Proc team.Proc
}

// New returns the guard reading processes through /proc.
func New() *Guard { return &Guard{Proc: team.SystemProc{}} }

func (*Guard) Name() string      { return "leader-guard" }
func (*Guard) GuardsTools() bool { return true }

// Decide applies the policy to one PreToolUse call.
func (g *Guard) Decide(c *hook.Call) (hook.Decision, error) {
	in := c.Input
	if in.Event != "PreToolUse" {
		return hook.None(RuleOtherTool), nil
	}
	tool, _ := ccfacts.Claude().Tool(in.ToolName)
	isEdit, isShell := tool.Edits(), tool.Shell()
	if !isEdit && !isShell {
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
	target := ""
	var a *shell.Analysis
	var judge *teamctlJudge
	if isEdit {
		target = paths.Abs(in.ToolInput.Get(tool.PathField).String(), in.Cwd)
	} else if in.ToolName == "Bash" {
		judge = g.teamctlJudge(c, x)
		env := shell.Env{Cwd: in.Cwd, Home: c.Getenv("HOME"), ProjectDir: c.ProjectDir(), Judge: judge.judge, ReadDir: os.ReadDir,
			Shell: bashToolShell(c.Getenv),
			// A variable set to the empty string counts as absent: the
			// names a shell or a program reads to choose code are
			// refused whatever the environment (shell.Env.Exported).
			Exported: func(name string) bool { return c.Getenv(name) != "" }, Getenv: c.Getenv}
		if x.Def != nil {
			env.ExtraReadOnly = x.Def.Leader.ReadOnlyCommands
		}
		an := shell.Analyze(in.ToolInput.Get(tool.CommandField).String(), env)
		a = &an
	}
	if d, denied := g.protect(c, x, isEdit, target, a); denied {
		return d, nil
	}
	if x.Def == nil {
		return hook.None(RuleNoPattern,
			fmt.Sprintf("team %s has no pattern recorded (config.json, teamctl record or project default_pattern); leader-guard stays open. Record one: teamctl pattern set fixed-theme", x.Caller.TeamName())), nil
	}
	if !restricted(x) {
		d := hook.None(RuleMayWork)
		if x.Caller.Role == team.UnknownSubagent && x.Def.Leader.ManagesOnly() {
			d.Notes = append(d.Notes, "cannot tell whose subagent this is ("+x.Caller.Evidence+"); not restricted")
		}
		return d, nil
	}
	if isEdit {
		return g.decideEdit(c, x, target), nil
	}
	return g.decideShell(c, x, a), nil
}

// restricted reports whether the management-only rule binds this caller.
func restricted(x *team.Context) bool {
	if !x.Def.Leader.ManagesOnly() {
		return false
	}
	switch x.Caller.Role {
	case team.Leader:
		return true
	case team.LeaderSubagent:
		return x.Def.Leader.SubagentsInherit
	}
	return false
}

func (g *Guard) decideEdit(c *hook.Call, x *team.Context, target string) hook.Decision {
	// Allowed paths are documents only: a Markdown file under an allowed
	// glob. Anything else there (a .gitconfig, a pattern file, a script)
	// could feed a program the leader may run.
	if rel, ok := paths.InProject(target, c.ProjectDir()); ok && isMarkdown(rel) {
		for _, glob := range x.Def.Leader.AllowedPaths {
			if ok, _ := doublestar.Match(glob, rel); ok {
				d := hook.None(RuleAllowed)
				d.Reason = rel + " matches allowed path " + glob
				return d
			}
		}
	}
	what := fmt.Sprintf("use %s on %s", c.Input.ToolName, display(target, c.ProjectDir()))
	return hook.Decision{Verdict: hook.Deny, Rule: RuleEdit, Reason: reason(x, what, RuleEdit,
		"Delegate the change: "+delegateHint(x)+allowedHint(x))}
}

func (g *Guard) decideShell(c *hook.Call, x *team.Context, a *shell.Analysis) hook.Decision {
	if x.Def.Leader.Bash == "any" {
		return hook.None(RuleMayWork)
	}
	if c.Input.ToolName == "PowerShell" {
		return hook.Decision{Verdict: hook.Deny, Rule: RuleBash, Reason: reason(x,
			"run PowerShell (teamctl cannot check PowerShell commands are read-only)", RuleBash,
			"Use read-only Bash commands, or delegate: "+delegateHint(x))}
	}
	if a.ReadOnly {
		return hook.None(RuleReadOnly)
	}
	why := a.Reason
	if why == "" {
		why = "it is not read-only"
	}
	return hook.Decision{Verdict: hook.Deny, Rule: RuleBash, Reason: reason(x,
		"run Bash that changes things: "+why, RuleBash,
		"Run only read-only commands (ls, cat, grep, git status/log/diff, gh ... view, teamctl queries), or delegate: "+delegateHint(x))}
}

// reason builds the one-to-two-line text the model reads.
func reason(x *team.Context, what, rule, instead string) string {
	who := x.Caller.Describe()
	var b strings.Builder
	fmt.Fprintf(&b, "teamctl leader-guard: %s of team %s (pattern %s) may not %s. Rule %s: the %s leader manages and delegates",
		who, x.Caller.TeamName(), x.Pattern, what, rule, x.Pattern)
	if x.Caller.Role == team.LeaderSubagent {
		b.WriteString(", and the leader's own subagents follow the same rule")
	}
	b.WriteString(". ")
	b.WriteString(instead)
	if x.Caller.Legacy {
		b.WriteString(" (TeamCreate-era team: the caller was recognised as the leader by permission_mode, the original guide's rule.)")
	}
	return b.String()
}

func delegateHint(x *team.Context) string {
	mates := x.Caller.Team.Teammates()
	names := make([]string, 0, len(mates))
	for _, m := range mates {
		names = append(names, m.Name)
	}
	const most = 6
	list := strings.Join(names, ", ")
	if len(names) > most {
		list = strings.Join(names[:most], ", ") + fmt.Sprintf(" and %d more", len(names)-most)
	}
	return fmt.Sprintf("SendMessage one of your members (%s) with the task, or assign it on the task board.", list)
}

func allowedHint(x *team.Context) string {
	if len(x.Def.Leader.AllowedPaths) == 0 {
		return ""
	}
	return " The leader may still edit Markdown documents matching " + strings.Join(x.Def.Leader.AllowedPaths, ", ") + "."
}

func isMarkdown(rel string) bool { return strings.EqualFold(filepath.Ext(rel), ".md") }

func display(target, project string) string {
	if target == "" {
		return "(no path)"
	}
	if rel, ok := paths.InProject(target, project); ok {
		return rel
	}
	return target
}

// bashToolShell is the shell the Bash tool runs the line with, by
// Claude Code's choice (ccfacts.BashToolShell), links followed: a "bash"
// that leads to another program is not bash. "" when unknown.
func bashToolShell(getenv func(string) string) string {
	p := ccfacts.BashToolShell(getenv, runnable)
	if !filepath.IsAbs(p) {
		// A name is looked up on PATH, whose folders the team may
		// write, a relative path in Claude Code's folder: not known.
		return ""
	}
	real, err := filepath.EvalSymlinks(p)
	if err != nil {
		return ""
	}
	return real
}

// runnable returns whether Claude Code could run the shell named p: an
// absolute path to a file with an execute bit. A name or a relative path
// may be runnable (Claude Code looks at its own folder, then runs
// `p --version`): it counts as chosen, and bashToolShell then leaves the
// shell unknown rather than guess past it.
func runnable(p string) bool {
	if !filepath.IsAbs(p) {
		return true
	}
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0
}

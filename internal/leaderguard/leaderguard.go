// Package leaderguard is the leader's edit policy: in a running team whose
// pattern makes the leader management-only (fixed-theme), the leader, and by
// default its own plain subagents, may not edit files outside the allowed
// paths nor run Bash that changes anything. Teammates are never restricted,
// except that nobody in a running team may edit the files that wire the
// hooks or teamctl's own state.
package leaderguard

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
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

// editTools carry a file path; Bash and PowerShell carry a command.
var editTools = map[string]string{
	"Edit": "file_path", "Write": "file_path", "MultiEdit": "file_path", "NotebookEdit": "notebook_path",
}

// Decide applies the policy to one PreToolUse call.
func (g *Guard) Decide(c *hook.Call) (hook.Decision, error) {
	in := c.Input
	if in.Event != "PreToolUse" {
		return hook.None(RuleOtherTool), nil
	}
	pathField, isEdit := editTools[in.ToolName]
	isShell := in.ToolName == "Bash" || in.ToolName == "PowerShell"
	if !isEdit && !isShell {
		return hook.None(RuleOtherTool), nil
	}
	x, err := team.ForCall(c, g.Proc)
	if err != nil {
		return hook.Decision{}, err
	}
	if x.Caller.Team == nil {
		return x.Apply(hook.None(RuleNoTeam)), nil
	}
	if !x.Running() {
		return x.Apply(hook.None(RuleNoMembers)), nil
	}
	target := ""
	if isEdit {
		target = paths.Abs(in.ToolInput.Get(pathField).String(), in.Cwd)
	}
	if d, denied := g.protect(c, x, isEdit, target); denied {
		return d, nil
	}
	if x.Def == nil {
		return x.Apply(hook.None(RuleNoPattern,
			fmt.Sprintf("team %s has no pattern recorded (config.json, teamctl record or project default_pattern); leader-guard stays open. Record one: teamctl pattern set fixed-theme", x.Caller.TeamName()))), nil
	}
	if !restricted(x) {
		d := x.Apply(hook.None(RuleMayWork))
		if x.Caller.Role == team.UnknownSubagent && x.Def.Leader.ManagesOnly() {
			d.Notes = append(d.Notes, "cannot tell whose subagent this is ("+x.Caller.Evidence+"); not restricted")
		}
		return d, nil
	}
	if isEdit {
		return g.decideEdit(c, x, target), nil
	}
	return g.decideShell(c, x), nil
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
	if rel, ok := paths.InProject(target, c.ProjectDir()); ok {
		for _, glob := range x.Def.Leader.AllowedPaths {
			if ok, _ := doublestar.Match(glob, rel); ok {
				d := x.Apply(hook.None(RuleAllowed))
				d.Reason = rel + " matches allowed path " + glob
				return d
			}
		}
	}
	what := fmt.Sprintf("use %s on %s", c.Input.ToolName, display(target, c.ProjectDir()))
	return x.Apply(hook.Decision{Verdict: hook.Deny, Rule: RuleEdit, Reason: reason(x, what, RuleEdit,
		"Delegate the change: "+delegateHint(x)+allowedHint(x))})
}

func (g *Guard) decideShell(c *hook.Call, x *team.Context) hook.Decision {
	if x.Def.Leader.Bash == "any" {
		return x.Apply(hook.None(RuleMayWork))
	}
	command := c.Input.ToolInput.Get("command").String()
	if c.Input.ToolName == "PowerShell" {
		return x.Apply(hook.Decision{Verdict: hook.Deny, Rule: RuleBash, Reason: reason(x,
			"run PowerShell (teamctl cannot check PowerShell commands are read-only)", RuleBash,
			"Use read-only Bash commands, or delegate: "+delegateHint(x))})
	}
	v := shell.Classify(command, shell.Options{ExtraReadOnly: x.Def.Leader.ReadOnlyCommands})
	if v.ReadOnly {
		return x.Apply(hook.None(RuleReadOnly))
	}
	why := v.Reason
	if why == "" {
		why = "it is not read-only"
	}
	return x.Apply(hook.Decision{Verdict: hook.Deny, Rule: RuleBash, Reason: reason(x,
		"run Bash that changes things: "+why, RuleBash,
		"Run only read-only commands (ls, cat, grep, git status/log/diff, gh ... view, teamctl), or delegate: "+delegateHint(x))})
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
	return " The leader may still edit " + strings.Join(x.Def.Leader.AllowedPaths, ", ") + "."
}

// protect denies, for anyone in a running team, edits of the files that
// wire the hooks and of teamctl's state; and Bash that changes them.
func (g *Guard) protect(c *hook.Call, x *team.Context, isEdit bool, target string) (hook.Decision, bool) {
	protected := protectedPaths(c, x)
	if isEdit {
		for _, p := range protected {
			if p.matches(target) {
				return x.Apply(hook.Decision{Verdict: hook.Deny, Rule: RuleProtected, Reason: fmt.Sprintf(
					"teamctl leader-guard: %s of team %s may not edit %s: %s. Rule %s protects the team's guard while the team runs. Ask the user to change it outside the team session.",
					x.Caller.Describe(), x.Caller.TeamName(), display(target, c.ProjectDir()), p.why, RuleProtected)}), true
			}
		}
		return hook.Decision{}, false
	}
	command := c.Input.ToolInput.Get("command").String()
	for _, p := range protected {
		if !p.mentionedIn(command) {
			continue
		}
		if v := shell.Classify(command, shell.Options{}); !v.ReadOnly {
			return x.Apply(hook.Decision{Verdict: hook.Deny, Rule: RuleProtected, Reason: fmt.Sprintf(
				"teamctl leader-guard: %s of team %s may not run a command that changes %s (%s): %s. Rule %s protects the team's guard while the team runs. Ask the user to change it outside the team session.",
				x.Caller.Describe(), x.Caller.TeamName(), p.label, v.Reason, p.why, RuleProtected)}), true
		}
		return hook.Decision{}, false
	}
	return hook.Decision{}, false
}

type protectedPath struct {
	label  string // what the reason calls it
	why    string
	abs    string // an absolute file or folder ("" for a project glob)
	dir    bool   // abs is a folder: everything below it is protected
	glob   string // a project-relative glob
	needle string // a substring that marks a Bash command as touching it
	root   string // project dir for globs
}

func (p protectedPath) matches(target string) bool {
	if target == "" {
		return false
	}
	if p.glob != "" {
		rel, ok := paths.InProject(target, p.root)
		if !ok {
			return false
		}
		ok, _ = doublestar.Match(strings.ToLower(p.glob), strings.ToLower(rel))
		return ok
	}
	// Case-insensitive: on macOS and Windows .Claude/Settings.json is the same file.
	t, a := strings.ToLower(target), strings.ToLower(p.abs)
	if p.dir {
		return t == a || strings.HasPrefix(t, a+string(filepath.Separator))
	}
	return t == a
}

func (p protectedPath) mentionedIn(command string) bool {
	return p.needle != "" && strings.Contains(strings.ToLower(command), strings.ToLower(p.needle))
}

func protectedPaths(c *hook.Call, x *team.Context) []protectedPath {
	project := c.ProjectDir()
	const wires = "it wires the team's hooks"
	ps := []protectedPath{
		// Needles name the config dir forms only, so a member's edit of an
		// unrelated settings.json (.vscode/settings.json) is never blocked.
		{label: ".claude/settings.json", why: wires, glob: ".claude/settings.json", root: project, needle: ".claude/settings"},
		{label: ".claude/settings.local.json", why: wires, glob: ".claude/settings.local.json", root: project},
		{label: "the user's settings.json", why: wires, abs: filepath.Join(paths.ConfigDir(c.Getenv), "settings.json"), needle: filepath.Join(paths.ConfigDir(c.Getenv), "settings")},
		{label: "teamctl's state", why: "it holds the team's recorded pattern and the decision log", abs: paths.StateDir(c.Getenv), dir: true, needle: paths.StateDir(c.Getenv)},
		{label: "teamctl's state", why: "it holds the team's recorded pattern and the decision log", needle: ".claude/teamctl"},
	}
	if x.Project != nil {
		for _, g := range x.Project.ProtectedPaths {
			ps = append(ps, protectedPath{label: g, why: "the project's team-themes config protects it", glob: g, root: project})
		}
	}
	return ps
}

func display(target, project string) string {
	if target == "" {
		return "(no path)"
	}
	if rel, ok := paths.InProject(target, project); ok {
		return rel
	}
	return target
}

package teamrules

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/teamctl/teamctl/internal/ccfacts"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/rulestate"
	"github.com/teamctl/teamctl/internal/shell"
	"github.com/teamctl/teamctl/internal/team"
)

// ActiveWindow is how long after its last tool call an in-process member
// counts as active (pane members carry isActive in config.json).
const ActiveWindow = 10 * time.Minute

// member applies file ownership and shared-tree safety to a member's edit
// or Bash call.
func (h *Handler) member(c *hook.Call) (hook.Decision, error) {
	x, err := team.ForCall(c, h.Proc)
	if err != nil {
		return hook.Decision{}, err
	}
	if x.Caller.Team == nil {
		return hook.None(RuleNoTeam), nil
	}
	me := memberName(x)
	if me == "" || !x.Running() {
		return hook.None(RuleOther, "not a member of a running team: "+x.Caller.Describe()), nil
	}
	if x.Def == nil {
		return hook.None(RuleNoPattern, "team "+x.Caller.TeamName()+" has no pattern recorded; no file ownership or shared-tree checks"), nil
	}
	dir, err := stateDir(c, x)
	if err != nil {
		return hook.Decision{}, err
	}
	var targets []shell.Write
	if c.Input.ToolName == "Bash" {
		a := analyze(c.Input, c.Getenv("HOME"))
		if x.Def.Rules.SharedTree {
			if d, ok := h.sharedTree(c, x, dir, me, a); ok {
				return d, nil
			}
		}
		targets = a.Writes
	} else {
		targets = editTargets(c.Input)
	}
	if !x.Def.Rules.FileOwnership || len(targets) == 0 {
		return hook.None(RuleOwnership), nil
	}
	owners, err := rulestate.LoadOwners(dir)
	if err != nil {
		return hook.Decision{}, err
	}
	cwd := c.Input.Cwd
	for _, w := range targets {
		if w.Dynamic || w.Path == "" {
			continue
		}
		p := paths.Abs(w.Path, cwd)
		if !sharedFile(c.ProjectDir(), p) {
			continue
		}
		if o, ok := owners[p]; ok && o.Member != me {
			return hook.Decision{Verdict: hook.Deny, Rule: RuleOwnership, Reason: ownedReason(x, me, display(p, c.ProjectDir()), o)}, nil
		}
	}
	return hook.None(RuleOwnership), nil
}

func ownedReason(x *team.Context, me, file string, o rulestate.Owner) string {
	return fmt.Sprintf("teamctl team-rules: teammate %s of team %s (pattern %s) may not change %s: teammate %s owns it (first edit at %s). Rule %s: no two members edit the same file; coordinate through SendMessage (ask %s to make the change, or ask team-lead to reassign it with `teamctl files release %s`).",
		me, x.Caller.TeamName(), x.Pattern, file, o.Member, o.Since.UTC().Format("15:04:05 UTC"), RuleOwnership, o.Member, file)
}

// editTargets is the file an edit tool changes.
func editTargets(in *hook.Input) []shell.Write {
	p := in.ToolInput.Get(ccfacts.Claude().PathField(in.ToolName)).String()
	if p == "" {
		return nil
	}
	return []shell.Write{{Path: p, How: in.ToolName}}
}

// leaderDocument reports whether path is one of the documents the leader
// may edit (pattern leader.allowed_paths): those belong to nobody.
func leaderDocument(x *team.Context, project, path string) bool {
	if x.Def == nil {
		return false
	}
	rel, ok := paths.InProject(path, project)
	if !ok {
		return false
	}
	for _, g := range x.Def.Leader.AllowedPaths {
		if m, _ := doublestar.Match(g, rel); m {
			return true
		}
	}
	return false
}

// sharedFile reports whether path lies in the project, the working tree
// the members share; files elsewhere (/tmp, caches) are nobody's business.
func sharedFile(project, path string) bool {
	_, ok := paths.InProject(path, project)
	return ok
}

// display shows path relative to the project when inside it.
func display(path, project string) string {
	if rel, ok := paths.InProject(path, project); ok {
		return rel
	}
	return path
}

// ---- shared-tree safety ----

// treeRisk is one git command that rewrites the shared tree or index.
type treeRisk struct {
	What string // "git stash"
	// Paths limits the risk to these paths (checkout -- p, restore p);
	// nil means the whole tree.
	Paths []word
	// IfDirty: only dangerous over uncommitted changes (merge, pull).
	IfDirty bool
	Instead string
	WorkDir string
	Command string
}

const (
	insteadTree  = "keep your changes in the shared tree and commit only your own files (`git add <your files> && git commit`), or work on another branch in your own worktree (`git worktree add ../<name> -b <branch>`) and leave the shared checkout alone"
	insteadPaths = "restore only files you own (the first member to edit a file owns it); for someone else's file, ask its owner through SendMessage"
)

// sharedTree denies a member's git command that rewrites the working tree
// or index everyone shares while another member is active.
func (h *Handler) sharedTree(c *hook.Call, x *team.Context, dir, me string, a analysis) (hook.Decision, bool) {
	var risks []treeRisk
	for _, inv := range a.Invocations {
		if inv.Program != "git" {
			continue
		}
		if r, ok := gitTreeRisk(inv, c.Input.Cwd); ok {
			risks = append(risks, r)
		}
	}
	if len(risks) == 0 {
		return hook.Decision{}, false
	}
	others := activeOthers(x, dir, me, c.Now)
	if len(others) == 0 {
		return hook.Decision{}, false
	}
	project := c.ProjectDir()
	var owners rulestate.Owners
	for _, r := range risks {
		if r.WorkDir != "" {
			if _, in := paths.InProject(r.WorkDir, project); !in && r.WorkDir != project {
				continue // another repository, not the shared tree
			}
		}
		if r.IfDirty && (h.GitDirty == nil || !h.GitDirty(orDir(r.WorkDir, c.Input.Cwd))) {
			continue
		}
		what := "rewrites the whole working tree or index"
		instead := insteadTree
		if r.Paths != nil {
			if owners == nil {
				owners, _ = rulestate.LoadOwners(dir)
			}
			bad := ""
			for _, p := range r.Paths {
				abs := paths.Abs(p.Lit, orDir(r.WorkDir, c.Input.Cwd))
				if p.Dynamic || p.Glob || owners[abs].Member != me {
					bad = p.Lit
					break
				}
			}
			if bad == "" {
				continue
			}
			what = fmt.Sprintf("rewrites %q, which you do not own", bad)
			instead = insteadPaths
		}
		if r.IfDirty {
			what = "merges over uncommitted changes in the shared working tree"
		}
		verb := "works"
		if len(others) > 1 {
			verb = "work"
		}
		return hook.Decision{Verdict: hook.Deny, Rule: RuleSharedTree, Reason: fmt.Sprintf(
			"teamctl team-rules: teammate %s of team %s (pattern %s) ran `%s`, which %s, while %s %s in the same checkout (active in the last %d minutes). Rule %s: every member shares this working tree, so it would destroy their uncommitted work; %s.",
			me, x.Caller.TeamName(), x.Pattern, r.Command, what, strings.Join(others, " and "), verb, int(ActiveWindow.Minutes()), RuleSharedTree, instead)}, true
	}
	return hook.Decision{}, false
}

func orDir(dir, cwd string) string {
	if dir != "" {
		return dir
	}
	return cwd
}

// activeOthers lists the other members that are active: a pane member
// whose isActive is true, or a member that used a tool within ActiveWindow
// by teamctl's own record.
func activeOthers(x *team.Context, dir, me string, now time.Time) []string {
	var out []string
	for _, m := range x.Caller.Team.Teammates() {
		if m.Name == me {
			continue
		}
		if m.IsActive != nil {
			if *m.IsActive {
				out = append(out, m.Name)
			}
			continue
		}
		if at := rulestate.When(dir, rulestate.Active, m.Name); !at.IsZero() && now.Sub(at) < ActiveWindow {
			out = append(out, m.Name)
		}
	}
	return out
}

// gitTreeRisk reads one git invocation.
func gitTreeRisk(inv invocation, cwd string) (treeRisk, bool) {
	args := inv.Args
	r := treeRisk{Command: inv.Command}
	// Global options before the subcommand.
	for len(args) > 0 && strings.HasPrefix(args[0].Lit, "-") {
		opt := args[0].Lit
		args = args[1:]
		switch opt {
		case "-C":
			if len(args) > 0 {
				r.WorkDir = paths.Abs(args[0].Lit, orDir(r.WorkDir, cwd))
				args = args[1:]
			}
		case "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--config-env":
			if len(args) > 0 {
				if opt == "--work-tree" {
					r.WorkDir = paths.Abs(args[0].Lit, cwd)
				}
				args = args[1:]
			}
		default:
			if v, ok := strings.CutPrefix(opt, "--work-tree="); ok {
				r.WorkDir = paths.Abs(v, cwd)
			}
		}
	}
	if len(args) == 0 || args[0].Dynamic {
		return r, false
	}
	sub, rest := args[0].Lit, args[1:]
	has := func(flags ...string) bool {
		for _, w := range rest {
			for _, f := range flags {
				if w.Lit == f || strings.HasPrefix(w.Lit, f+"=") {
					return true
				}
			}
		}
		return false
	}
	ops := operands(rest)
	afterDash, dashed := pathsAfterDash(rest)
	switch sub {
	case "stash":
		if len(ops) > 0 && (ops[0].Lit == "list" || ops[0].Lit == "show" || ops[0].Lit == "create") {
			return r, false
		}
		r.What, r.Instead = "git stash", insteadTree
		return r, true
	case "reset":
		if has("--hard", "--merge", "--keep", "--soft") || (!dashed && len(ops) == 0) {
			return r, true
		}
		if dashed {
			r.Paths = afterDash
		} else {
			r.Paths = existing(ops, orDir(r.WorkDir, cwd))
			if len(r.Paths) == 0 {
				return r, true // git reset <commit>: moves HEAD and index
			}
		}
		return r, true
	case "checkout":
		if has("-b", "-B", "--orphan", "--detach", "-f", "--force", "-m", "--merge") {
			return r, true
		}
		if dashed {
			r.Paths = afterDash
			return r, true
		}
		if len(ops) == 0 {
			return r, false
		}
		if ex := existing(ops, orDir(r.WorkDir, cwd)); len(ex) == len(ops) {
			r.Paths = ops
			return r, true
		}
		return r, true // a branch or commit: switches the tree
	case "switch":
		return r, true
	case "restore":
		var ps []word
		skip := false
		for _, w := range rest {
			if skip {
				skip = false
				continue
			}
			if w.Lit == "-s" || w.Lit == "--source" {
				skip = true
				continue
			}
			if strings.HasPrefix(w.Lit, "-") && w.Lit != "-" {
				continue
			}
			ps = append(ps, w)
		}
		if len(ps) == 0 {
			return r, false
		}
		r.Paths = ps
		return r, true
	case "clean":
		if has("-n", "--dry-run") {
			return r, false
		}
		for _, w := range rest {
			if w.Lit == "--force" || (strings.HasPrefix(w.Lit, "-") && !strings.HasPrefix(w.Lit, "--") && strings.Contains(w.Lit, "f")) {
				return r, true
			}
		}
		return r, false
	case "rebase":
		return r, true
	case "merge":
		if has("--abort", "--quit", "--continue") {
			return r, true
		}
		r.IfDirty = true
		return r, true
	case "pull":
		if has("--rebase", "-r") {
			return r, true
		}
		r.IfDirty = true
		return r, true
	}
	return r, false
}

// pathsAfterDash returns the words after "--" and whether there was one.
func pathsAfterDash(args []word) ([]word, bool) {
	for i, w := range args {
		if w.Lit == "--" && !w.Dynamic {
			return append([]word{}, args[i+1:]...), true
		}
	}
	return nil, false
}

// existing keeps the operands that name an existing file or folder.
func existing(ops []word, dir string) []word {
	var out []word
	for _, w := range ops {
		if w.Dynamic {
			continue
		}
		if _, err := os.Stat(paths.Abs(w.Lit, dir)); err == nil {
			out = append(out, w)
		}
	}
	return out
}

// gitDirty asks git whether tracked files have uncommitted changes. A git
// that cannot answer counts as clean: the merge itself then fails or is
// harmless, and the hook must not block by accident.
func gitDirty(dir string) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "git", "-C", dir, "status", "--porcelain", "--untracked-files=no").Output()
	return err == nil && len(strings.TrimSpace(string(out))) > 0
}

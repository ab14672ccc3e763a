package leaderguard

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/teamctl/teamctl/internal/ccfacts"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/shell"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamctlcmd"
)

// Self-protection: for everyone in a running team, members included, the
// files that wire the hooks, the team's policy and teamctl's state may not
// change, and teamctl commands that change the guard may not run. Bash is
// judged by effect (shell.Analyze's resolved write targets and the
// programs it runs), not by the text of the command.

const (
	wiresHooks     = "it wires the team's hooks"
	isPolicy       = "it is the team's policy the guards enforce"
	isState        = "it holds teamctl's record of the team and the decision log"
	isHookBin      = "it is a hook binary the settings run"
	askTheUser     = "Ask the user to change it outside the team session."
	askToRun       = "Ask the user to run it outside the team session."
	writeLiterally = "Write to a path spelled out in the command (a loop can list its files; a temp file can be /tmp/name.$$ written as /tmp/name.1234)."
	ruleKeeps      = " protects the team's guard and policy while the team runs. "
	hookBinDesc    = "teamctl's hook binaries"
)

// hookBinaries are the executables installs wire (and teamctl itself):
// replacing one with a program that exits 0 would switch a guard off.
var hookBinaries = []string{"teamctl", "teamctl.bin", "leader-guard", "artifact-guard", "message-guard", "team-events", "team-rules"}

type protectedPath struct {
	label string // what the reason calls it ("" : the path itself)
	why   string
	abs   string // absolute file or folder ("" for a project glob)
	dir   bool   // abs is a folder: everything below it is protected
	glob  string // a project-relative glob (the project's protected_paths)
	// sameAs is set when the target matched as a hard link of abs.
	sameAs string
}

// protection is the set of protected paths for one call, with their
// symlink-resolved forms.
type protection struct {
	project string
	paths   []protectedPath
	r       resolver
	// hookBins: the hook binaries are in paths (withHookBinaries).
	hookBins bool
}

func newProtection(c *hook.Call, x *team.Context) *protection {
	project := c.ProjectDir()
	config := paths.ConfigDir(c.Getenv)
	pr := &protection{project: project, paths: make([]protectedPath, 0, 32)}
	add := pr.add
	add(protectedPath{why: wiresHooks, abs: filepath.Join(project, ".claude", "settings.json")})
	add(protectedPath{why: wiresHooks, abs: filepath.Join(project, ".claude", "settings.local.json")})
	add(protectedPath{why: wiresHooks, abs: filepath.Join(config, "settings.json")})
	add(protectedPath{why: isPolicy, abs: filepath.Join(paths.ProjectThemesDir(project), "config.json")})
	add(protectedPath{why: isPolicy, abs: filepath.Join(paths.ProjectThemesDir(project), "patterns"), dir: true})
	add(protectedPath{why: isPolicy, abs: paths.UserThemesDir(c.Getenv), dir: true})
	add(protectedPath{label: "teamctl's state", why: isState, abs: paths.StateDir(c.Getenv), dir: true})
	if x.Project != nil {
		for _, g := range x.Project.ProtectedPaths {
			pr.paths = append(pr.paths, protectedPath{label: g, why: "the project's team-themes config protects it", glob: g})
		}
	}
	return pr
}

// add protects p, and its symlink-resolved form when that differs.
func (pr *protection) add(p protectedPath) {
	pr.paths = append(pr.paths, p)
	if real := pr.r.resolve(p.abs); p.abs != "" && real != p.abs {
		p.abs = real
		pr.paths = append(pr.paths, p)
	}
}

// withHookBinaries adds teamctl's hook binaries (beside this one) the
// first time a check may concern them: finding this executable costs a
// fresh process more than the rest of the check, and most calls write
// files of other names.
func (pr *protection) withHookBinaries() {
	if pr.hookBins {
		return
	}
	pr.hookBins = true
	if exe, err := os.Executable(); err == nil {
		dir := filepath.Dir(exe)
		for _, b := range hookBinaries {
			pr.add(protectedPath{why: isHookBin, abs: filepath.Join(dir, b)})
		}
	}
}

// mayBeHookBinary tells a path named like one of the hook binaries
// (case-insensitively, as match compares).
func mayBeHookBinary(path string) bool {
	base := strings.ToLower(filepath.Base(path))
	for _, b := range hookBinaries {
		if base == b {
			return true
		}
	}
	return false
}

// resolver follows symbolic links in the deepest existing part of a path,
// so a link (or a linked parent folder) cannot hide a protected file. It
// resolves one component at a time and remembers every prefix, so the
// protected paths, which share their folders, cost one lstat per distinct
// component per call rather than one walk each.
type resolver struct {
	done map[string]string
	// gone holds resolved paths that do not exist: nothing below them
	// can be a link, so their children are not looked up (a project
	// without .claude costs one lstat, not one per protected file in it).
	gone map[string]bool
}

func (r *resolver) resolve(p string) string {
	if p == "" {
		return ""
	}
	if r.done == nil {
		r.done, r.gone = map[string]string{}, map[string]bool{}
	}
	return r.walk(filepath.Clean(p), 0)
}

func (r *resolver) walk(p string, depth int) string {
	if real, ok := r.done[p]; ok {
		return real
	}
	dir, base := filepath.Dir(p), filepath.Base(p)
	if dir == p || depth > 40 {
		return p
	}
	parent := r.walk(dir, depth+1)
	real := filepath.Join(parent, base)
	if r.gone[parent] {
		r.gone[real] = true
		r.done[p] = real
		return real
	}
	fi, err := os.Lstat(real)
	if errors.Is(err, fs.ErrNotExist) {
		r.gone[real] = true
	}
	if err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		if target, err := os.Readlink(real); err == nil {
			if !filepath.IsAbs(target) {
				target = filepath.Join(filepath.Dir(real), target)
			}
			real = r.walk(filepath.Clean(target), depth+1)
		}
	}
	r.done[p] = real
	return real
}

// match reports the protected path target is, or is inside of.
func (pr *protection) match(target string) (protectedPath, bool) {
	if target == "" {
		return protectedPath{}, false
	}
	targets := uniq(target, pr.r.resolve(target))
	for _, t := range targets {
		if mayBeHookBinary(t) {
			pr.withHookBinaries()
		}
	}
	for _, t := range targets {
		for _, p := range pr.paths {
			if p.glob != "" {
				if rel, ok := paths.InProject(t, pr.project); ok {
					if ok, _ := doublestar.Match(strings.ToLower(p.glob), strings.ToLower(rel)); ok {
						return p, true
					}
				}
				continue
			}
			// Case-insensitive: on macOS and Windows .Claude/Settings.json
			// is the same file.
			lt, la := strings.ToLower(t), strings.ToLower(p.abs)
			if lt == la || p.dir && strings.HasPrefix(lt, la+string(filepath.Separator)) {
				return p, true
			}
		}
	}
	// A hard link to a protected file is the file. A file with one link
	// has no other name.
	if st, err := os.Stat(target); err == nil && st.Mode().IsRegular() && mayHaveOtherNames(st) {
		pr.withHookBinaries()
		for _, p := range pr.paths {
			if p.abs != "" && !p.dir {
				if ps, err := os.Stat(p.abs); err == nil && os.SameFile(st, ps) {
					p.sameAs = p.abs
					return p, true
				}
			}
		}
	}
	return protectedPath{}, false
}

// inside reports a protected path below folder dir (moving or deleting dir
// moves or deletes it).
func (pr *protection) inside(dir string) (protectedPath, bool) {
	pr.withHookBinaries()
	for _, d := range uniq(dir, pr.r.resolve(dir)) {
		ld := strings.ToLower(filepath.Clean(d)) + string(filepath.Separator)
		if d == string(filepath.Separator) {
			ld = d
		}
		for _, p := range pr.paths {
			if p.abs != "" && strings.HasPrefix(strings.ToLower(p.abs), ld) {
				return p, true
			}
		}
	}
	return protectedPath{}, false
}

func uniq(a, b string) []string {
	if a == b {
		return []string{a}
	}
	return []string{a, b}
}

func (pr *protection) name(p protectedPath, target string) string {
	if p.sameAs != "" {
		return display(target, pr.project) + " (the same file as " + display(p.sameAs, pr.project) + ")"
	}
	if p.label != "" && p.glob != "" {
		return display(target, pr.project) + " (" + p.label + ")"
	}
	if p.label != "" && p.dir && target == "" {
		return p.label
	}
	return display(target, pr.project)
}

// protect denies, for anyone in a running team, a change of a protected
// path by an edit tool or by Bash, and teamctl commands that change the
// guard.
func (g *Guard) protect(c *hook.Call, x *team.Context, isEdit bool, target string, a *shell.Analysis) (hook.Decision, bool) {
	pr := newProtection(c, x)
	deny := func(rule, what, why, instead string) (hook.Decision, bool) {
		return hook.Decision{Verdict: hook.Deny, Rule: rule, Reason: fmt.Sprintf(
			"teamctl leader-guard: %s of team %s may not %s: %s. Rule %s%s%s",
			x.Caller.Describe(), x.Caller.TeamName(), what, why, rule, ruleKeeps, instead)}, true
	}
	if isEdit {
		if p, ok := pr.match(target); ok {
			return deny(RuleProtected, fmt.Sprintf("use %s on %s", c.Input.ToolName, pr.name(p, target)), p.why, askTheUser)
		}
		return hook.Decision{}, false
	}
	if a == nil {
		// PowerShell: not modelled; the text may not name a protected path.
		if n := mentionsProtected(shellCommand(c.Input), c); n != "" {
			return deny(RuleProtected, "run a "+c.Input.ToolName+" command that names "+n, "the guard cannot tell what it changes there", askTheUser)
		}
		return hook.Decision{}, false
	}
	if a.ParseError != nil {
		// Nothing is known of what the line does; the leader's read-only
		// rule denies it anyway, and for a member it runs no command of ours
		// only if it does not mention our files.
		if n := mentionsProtected(shellCommand(c.Input), c); n != "" {
			return deny(RuleProtected, "run a command that cannot be checked and names "+n, "the guard cannot tell what it changes ("+a.Reason+")", askTheUser)
		}
		return hook.Decision{}, false
	}
	command := shellCommand(c.Input)
	tc := g.teamctlJudge(c, x)
	for _, inv := range a.Invocations {
		if d, ok := tc.check(inv); ok {
			return deny(RuleTeamctl, "run `"+d.shown+"`", d.why, askToRun)
		}
	}
	for _, w := range a.Writes {
		if w.Dynamic {
			// A target built at run time can be any file: $(echo .claude),
			// a variable holding ../, a printf of escapes. Text tells
			// nothing, so the write is refused whatever the line says.
			return deny(RuleProtected, fmt.Sprintf("run `%s`, which writes a file named only at run time (%s)", short(w.Command), w.How),
				"the guard cannot tell which file it changes, and it may be one that wires or defines the team's guard", writeLiterally)
		}
		if p, ok := pr.match(w.Path); ok {
			return deny(RuleProtected, fmt.Sprintf("change %s (%s: `%s`)", pr.name(p, w.Path), w.How, short(w.Command)), p.why, askTheUser)
		}
		if w.How != "mkdir" && w.How != "touch" {
			if p, ok := pr.inside(w.Path); ok && !(copiesInto(w, pr.project) && mentionsProtected(command, c) == "" && !mentionsClaudeDir(command)) {
				return deny(RuleProtected, fmt.Sprintf("change %s, which holds %s (%s: `%s`)", display(w.Path, pr.project), pr.name(p, p.abs), w.How, short(w.Command)), p.why, askTheUser)
			}
		}
	}
	cwd := c.Input.Cwd
	for _, inv := range a.Invocations {
		// env, timeout, nice, ... run git all the same.
		if g := inv.Unwrapped(); g.Program == "git" {
			if what, p, ok := gitChangesProtected(g, pr, cwd, command); ok {
				return deny(RuleProtected, fmt.Sprintf("run `%s`, which %s", short(inv.Command), what), p.why, askTheUser)
			}
			if gitCleansIgnored(g.Args) {
				return deny(RuleProtected, fmt.Sprintf("run `%s`", short(inv.Command)),
					"it deletes ignored files, such as .claude/settings.local.json, which wires the team's hooks", askTheUser)
			}
		}
		switch {
		case inv.Program == "ln":
			// A link to a protected file is a second name for it.
			for _, arg := range inv.Args {
				if strings.HasPrefix(arg, "-") {
					continue
				}
				if p, ok := pr.match(paths.Abs(arg, cwd)); ok {
					return deny(RuleProtected, fmt.Sprintf("link to %s (`%s`)", pr.name(p, paths.Abs(arg, cwd)), short(inv.Command)), p.why, askTheUser)
				}
			}
		case inv.Program == "git" && gitLeavesWorkTree(inv.Args):
			// git add, commit, push, log…: the work tree is not written, so
			// a message or pathspec naming a protected file is harmless.
		case !inv.Modeled:
			// A program the model does not know: it may write anything, so
			// it may not name a protected file, nor run inside a
			// protected folder.
			text := strings.Join(inv.Args, " ")
			if n := mentionsProtected(text, c); n != "" {
				return deny(RuleProtected, fmt.Sprintf("run `%s`, which names %s", short(inv.Command), n),
					"the guard cannot tell what the program changes there", askTheUser)
			}
		}
	}
	if dir, ok := cdIntoProtected(a, pr, cwd); ok {
		for _, inv := range a.Invocations {
			if !inv.Modeled && inv.Program != "cd" && inv.Program != "pushd" {
				return deny(RuleProtected, fmt.Sprintf("run `%s` inside %s", short(inv.Command), display(dir, pr.project)),
					"the folder holds files that wire or define the team's guard, and the guard cannot tell what the program changes there", askTheUser)
			}
		}
	}
	return hook.Decision{}, false
}

// cdIntoProtected reports a cd/pushd into a protected folder or a folder
// holding protected files.
func cdIntoProtected(a *shell.Analysis, pr *protection, cwd string) (string, bool) {
	for _, inv := range a.Invocations {
		if inv.Program != "cd" && inv.Program != "pushd" {
			continue
		}
		for _, arg := range inv.Args {
			if strings.HasPrefix(arg, "-") {
				continue
			}
			dir := paths.Abs(arg, cwd)
			if _, ok := pr.match(dir); ok {
				return dir, true
			}
			if _, ok := pr.inside(dir); ok && dir != pr.project && !isAncestorOf(dir, pr.project) {
				return dir, true
			}
		}
	}
	return "", false
}

func isAncestorOf(dir, p string) bool {
	return strings.HasPrefix(strings.ToLower(p)+string(filepath.Separator), strings.ToLower(filepath.Clean(dir))+string(filepath.Separator))
}

// copiesInto reports a write that puts files into an existing folder (cp,
// mv, rsync, install or ln with a folder as the destination): the files
// land below it under their own names, so it changes a protected file only
// if the source is named like one (checked by the caller from the text).
func copiesInto(w shell.Write, project string) bool {
	switch w.How {
	case "cp", "mv", "rsync", "install", "ln":
	default:
		return false
	}
	st, err := os.Stat(w.Path)
	return err == nil && st.IsDir()
}

func mentionsClaudeDir(command string) bool {
	return strings.Contains(strings.ToLower(command), ".claude")
}

// gitLeavesWorkTree reports git subcommands that do not write the work
// tree (they may write the repository's objects and refs).
func gitLeavesWorkTree(args []string) bool {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "-C" || a == "-c" || a == "--git-dir" || a == "--work-tree" {
			return false // another repository or config: not judged here
		}
		if strings.HasPrefix(a, "-") {
			continue
		}
		switch a {
		case "add", "commit", "push", "fetch", "log", "show", "diff", "status", "blame", "grep",
			"tag", "notes", "branch", "ls-files", "rev-parse", "describe", "shortlog":
			return true
		}
		return false
	}
	return false
}

// gitCleansIgnored reports `git clean` with -x or -X (it deletes ignored
// files: settings.local.json is one).
func gitCleansIgnored(args []string) bool {
	sub := -1
	for i, a := range args {
		if !strings.HasPrefix(a, "-") {
			sub = i
			break
		}
	}
	if sub < 0 || args[sub] != "clean" {
		return false
	}
	for _, a := range args[sub+1:] {
		if a == "--" {
			break
		}
		if strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.ContainsAny(a, "xX") {
			return true
		}
	}
	return false
}

// mentionsProtected is the last resort for code the model cannot follow
// (a program it does not know, a target known only at run time): the text
// names a protected file or folder.
func mentionsProtected(text string, c *hook.Call) string {
	lt := strings.ToLower(filepath.ToSlash(text))
	for _, n := range []string{".claude/settings", "settings.local.json", "team-themes", ".claude/teamctl"} {
		if strings.Contains(lt, n) {
			return n
		}
	}
	for _, p := range []string{filepath.Join(paths.ConfigDir(c.Getenv), "settings"), paths.StateDir(c.Getenv)} {
		if p != "" && strings.Contains(lt, strings.ToLower(filepath.ToSlash(p))) {
			return p
		}
	}
	return ""
}

func short(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 120 {
		return s[:117] + "..."
	}
	return s
}

// ---- teamctl ----

type teamctlVerdict struct {
	shown, why string
}

// teamctlJudge decides teamctl invocations by the one table
// (internal/teamctlcmd), with what the team is: its name and pattern.
type teamctlJudge struct {
	c        *hook.Call
	x        *team.Context
	installs []fs.FileInfo // the installed teamctl, for path-qualified names
	looked   bool
}

func (g *Guard) teamctlJudge(c *hook.Call, x *team.Context) *teamctlJudge {
	return &teamctlJudge{c: c, x: x}
}

// real reports whether a path-qualified teamctl is the installed one: the
// same file as the teamctl beside the running hook binary or the one the
// hook's PATH finds.
func (j *teamctlJudge) real(inv shell.Invocation) bool {
	if inv.Path == "teamctl" {
		return true
	}
	if !j.looked {
		j.looked = true
		var cands []string
		if exe, err := os.Executable(); err == nil {
			cands = append(cands, filepath.Join(filepath.Dir(exe), "teamctl"), filepath.Join(filepath.Dir(exe), "teamctl.bin"))
		}
		for _, dir := range filepath.SplitList(j.c.Getenv("PATH")) {
			if filepath.IsAbs(dir) {
				cands = append(cands, filepath.Join(dir, "teamctl"))
			}
		}
		for _, p := range cands {
			if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
				j.installs = append(j.installs, st)
			}
		}
	}
	st, err := os.Stat(paths.Abs(inv.Path, j.c.Input.Cwd))
	if err != nil {
		return false
	}
	for _, i := range j.installs {
		if os.SameFile(st, i) {
			return true
		}
	}
	return false
}

// classify applies the table and the conditions of team management.
func (j *teamctlJudge) classify(args []string, dynamic bool) (teamctlcmd.Invocation, teamctlcmd.Kind, string) {
	inv := teamctlcmd.Parse(args, nil)
	kind, why := inv.Command.Kind, inv.Command.Why
	if kind == teamctlcmd.Query {
		if _, ok := inv.Flags["--bin-dir"]; ok {
			return inv, teamctlcmd.ChangesGuard, "--bin-dir points teamctl at other hook binaries"
		}
		return inv, kind, ""
	}
	if kind == teamctlcmd.Manage && dynamic {
		return inv, teamctlcmd.ChangesGuard, "a word of it is known only at run time, so the guard cannot tell what it records"
	}
	if t, ok := inv.Flag("--team"); ok && j.x.Caller.Team != nil && t != j.x.Caller.TeamName() {
		return inv, teamctlcmd.ChangesGuard, "it changes another team (" + t + ")"
	}
	switch inv.Command.Path {
	case "pattern set":
		want := ""
		if len(inv.Words) > 0 {
			want = inv.Words[0]
		}
		if j.x.Pattern != "" && want != j.x.Pattern {
			return inv, teamctlcmd.ChangesGuard, fmt.Sprintf("it switches the team from pattern %s (%s) to %s, which changes what the guards allow", j.x.Pattern, j.x.PatternSource, want)
		}
	case "history add":
		if f, ok := inv.Flag("--file"); ok {
			def := paths.HistoryFile(j.c.Getenv)
			if filepath.Clean(paths.Abs(f, j.c.Input.Cwd)) != filepath.Clean(def) {
				return inv, teamctlcmd.ChangesGuard, "--file writes another file than the theme history (" + def + ")"
			}
		}
	}
	return inv, kind, why
}

// check reports a teamctl invocation that changes the guard: the real
// teamctl, any program named teamctl (a copy is no less able), a command
// whose name is known only at run time, and teamctl run through a wrapper
// the model does not follow.
func (j *teamctlJudge) check(inv shell.Invocation) (teamctlVerdict, bool) {
	args, shown := []string(nil), ""
	switch {
	case inv.Program == "teamctl" || strings.Contains(strings.ToLower(filepath.Base(inv.Path)), "teamctl"):
		args, shown = inv.Args, "teamctl"
	case inv.Program == "" && inv.Dynamic:
		args, shown = inv.Args, "<run-time name>"
	case !inv.Modeled:
		for i, a := range inv.Args {
			if strings.Contains(strings.ToLower(filepath.Base(a)), "teamctl") && !strings.Contains(a, " ") {
				args, shown = inv.Args[i+1:], a
				break
			}
			if strings.Contains(strings.ToLower(a), "teamctl ") {
				// Inside a string the model does not read (python -c, ssh).
				fields := strings.Fields(a[strings.Index(strings.ToLower(a), "teamctl "):])
				args, shown = fields[1:], "teamctl"
				break
			}
		}
		if shown == "" {
			return teamctlVerdict{}, false
		}
	default:
		return teamctlVerdict{}, false
	}
	tinv, kind, why := j.classify(args, inv.Dynamic)
	if kind != teamctlcmd.ChangesGuard {
		return teamctlVerdict{}, false
	}
	if shown == "<run-time name>" && tinv.Unknown != "" {
		return teamctlVerdict{}, false // a program we know nothing of, with words teamctl does not know
	}
	if why == "" {
		why = "it changes the guard"
	}
	return teamctlVerdict{shown: strings.TrimSpace(shown + " " + tinv.Command.Path), why: why}, true
}

// judge is shell.Env.Judge for the leader's read-only rule: the real
// teamctl's queries and team management are read-only work.
func (j *teamctlJudge) judge(inv shell.Invocation) (bool, string, bool) {
	if inv.Program != "teamctl" {
		return false, "", false
	}
	if !j.real(inv) {
		return false, "`" + inv.Path + "` is not the installed teamctl, so an unknown program", true
	}
	inv2, kind, why := j.classify(inv.Args, inv.Dynamic)
	if kind == teamctlcmd.ChangesGuard {
		return false, "`teamctl " + inv2.Command.Path + "` " + why, true
	}
	return true, "", true
}

// gitChangesProtected reports a git command that writes the work tree
// where protected files are: run in (-C, cd) or given as its work tree
// (--work-tree) a folder that is or holds one, or given a pathspec that
// names or covers one (git rm .claude, git checkout -- .), or git stash
// --all (which removes ignored files such as settings.local.json).
// Reading commands (log, diff, status, ...) are never judged here.
//
// GIT_WORK_TREE and GIT_DIR move git as -C and --work-tree do, by any
// spelling (a prefix, export, env): a line that names them anywhere makes
// the work tree unknown.
func gitChangesProtected(inv shell.Invocation, pr *protection, cwd, command string) (string, protectedPath, bool) {
	dir, known := inv.Dir, inv.Dir != ""
	if !known {
		dir = cwd
	}
	args := inv.Args
	moved := false
	sub := -1
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-C" && i+1 < len(args):
			i++
			dir, moved = paths.Abs(args[i], dir), true
		case a == "--work-tree" && i+1 < len(args):
			i++
			dir, moved = paths.Abs(args[i], dir), true
		case strings.HasPrefix(a, "--work-tree="):
			dir, moved = paths.Abs(strings.TrimPrefix(a, "--work-tree="), dir), true
		case a == "-c" || a == "--git-dir" || a == "--namespace" || a == "--config-env":
			i++
		case strings.HasPrefix(a, "-"):
		default:
			sub = i
		}
		if sub >= 0 {
			break
		}
	}
	if sub < 0 || gitLeavesWorkTree(args[sub:]) {
		return "", protectedPath{}, false
	}
	verb, rest := args[sub], args[sub+1:]
	if strings.Contains(command, "GIT_WORK_TREE") || strings.Contains(command, "GIT_DIR") {
		if p, ok := pr.inside(pr.project); ok {
			return "changes a work tree that GIT_WORK_TREE or GIT_DIR may move anywhere, " + pr.name(p, p.abs) + "'s folder among them", p, true
		}
	}
	if moved && (!known || inv.Dynamic) {
		if p, ok := pr.inside(pr.project); ok {
			return "runs in a folder known only at run time, which may hold " + pr.name(p, p.abs), p, true
		}
	}
	if p, ok := pr.match(dir); ok {
		return "changes the work tree in " + pr.name(p, dir), p, true
	}
	if p, ok := pr.inside(dir); ok && dir != pr.project && !isAncestorOf(dir, pr.project) {
		return "changes the work tree in " + display(dir, pr.project) + ", which holds " + pr.name(p, p.abs), p, true
	}
	switch verb {
	case "rm", "checkout", "restore", "mv":
	case "stash":
		for _, a := range rest {
			if a == "-a" || a == "--all" {
				if p, ok := pr.inside(pr.project); ok {
					return "stashes and removes ignored files, " + pr.name(p, p.abs) + " among them", p, true
				}
			}
		}
		return "", protectedPath{}, false
	default:
		return "", protectedPath{}, false
	}
	for _, a := range rest {
		if a == "--cached" || a == "--staged" && verb == "restore" && !contains(rest, "--worktree") && !contains(rest, "-W") {
			return "", protectedPath{}, false // the index only
		}
	}
	for _, a := range rest {
		if strings.HasPrefix(a, "-") {
			continue
		}
		target := paths.Abs(a, dir)
		if p, ok := pr.match(target); ok {
			return "changes " + pr.name(p, target), p, true
		}
		if p, ok := pr.inside(target); ok {
			return "changes everything in " + display(target, pr.project) + ", " + pr.name(p, p.abs) + " among it (name the files you changed instead)", p, true
		}
	}
	return "", protectedPath{}, false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// shellCommand is the shell command of a call (Bash, PowerShell).
func shellCommand(in *hook.Input) string {
	return in.ToolInput.Get(ccfacts.Claude().CommandField(in.ToolName)).String()
}

package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/legacy"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/settings"
	"github.com/teamctl/teamctl/internal/wiring"
)

// scopeFlags picks the settings file install and uninstall edit.
type scopeFlags struct {
	User, Project, Local bool
}

func (s *scopeFlags) register(cmd *cobra.Command) {
	cmd.Flags().BoolVar(&s.User, "user", false, "the user's settings.json under the config dir (the default)")
	cmd.Flags().BoolVar(&s.Project, "project", false, "the project's .claude/settings.json (committed, shared)")
	cmd.Flags().BoolVar(&s.Local, "local", false, "the project's .claude/settings.local.json (personal)")
	cmd.MarkFlagsMutuallyExclusive("user", "project", "local")
}

// path is the settings file of the chosen scope and the scope's name. A
// settings file that is a link (a dotfiles manager's) is edited where it
// points: replacing the link with a file would cut it off from its repo.
func (s *scopeFlags) path(f *Factory) (string, string) {
	path, scope := filepath.Join(paths.ConfigDir(f.Getenv), "settings.json"), "user"
	switch {
	case s.Project:
		path, scope = filepath.Join(projectDir(f), ".claude", "settings.json"), "project"
	case s.Local:
		path, scope = filepath.Join(projectDir(f), ".claude", "settings.local.json"), "local"
	}
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	return path, scope
}

type installOptions struct {
	f          *Factory
	scope      scopeFlags
	DryRun     bool
	AgentTeams bool
	Strict     bool
	BinDir     string
	GOOS       string // the platform whose executables are wired (tests)
	Force      bool
	// ReplaceLegacy takes the original guide's leader-guard.sh and its jq
	// snippets out of the file in the same edit.
	ReplaceLegacy bool
}

func newInstallCmd(f *Factory) *cobra.Command {
	opts := &installOptions{f: f, GOOS: runtime.GOOS}
	cmd := &cobra.Command{
		Use:   "install [--user|--project|--local] [--dry-run] [--agent-teams] [--strict] [--bin-dir DIR]",
		Short: "Wire the teamctl hooks into a Claude Code settings.json",
		Long: `install adds teamctl's hook handlers to a Claude Code settings.json: the user's
(default), the project's (--project) or the project's personal one (--local).

Every handler runs a hook binary by its absolute path in exec form (no shell),
found next to this teamctl executable or in --bin-dir. Only the "hooks" entries
(and, with --agent-teams, env.CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS) are added;
every other key keeps its bytes. The old file is copied to teamctl's state dir
(backups/settings.json-<hash>.bak-<time>) before the atomic write, and a
receipt kept there too lets ` + "`teamctl uninstall`" + ` give the file back byte for
byte; the lock is there as well, so nothing is left beside the settings file.
Running install again changes nothing, or corrects what drifted.

The absolute paths are this machine's: when the file is one git tracks (or
would commit: --project in a repository that does not ignore it), install
warns and suggests --local, the personal settings.local.json.

With --strict the tool guards fail closed: they run with --strict (an error
they meet denies the call) and their handlers carry Claude Code's
"onFailure": "block", so a guard that cannot start (binary missing), times
out or crashes blocks the call instead of letting it through. Claude Code
honours onFailure from 2.1.330; older releases ignore the key (the guards'
own --strict still holds there). team-events is no guard and keeps failing
open. Running install again without --strict takes it back.

Hooks in a project's settings run only once the workspace is trusted. Run
` + "`teamctl doctor`" + ` afterwards. The Claude Code plugin is the other way to install:
see the README.`,
		Example: `  teamctl install --dry-run        # show the diff for ~/.claude/settings.json
  teamctl install --project --agent-teams
  bin/teamctl install --bin-dir "$PWD/bin"
  teamctl install --project --strict`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runInstall(opts) },
	}
	opts.scope.register(cmd)
	cmd.Flags().BoolVar(&opts.DryRun, "dry-run", false, "print the change as a diff and write nothing")
	cmd.Flags().BoolVar(&opts.AgentTeams, "agent-teams", false, "also set env.CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS=1 (kept if already set)")
	cmd.Flags().StringVar(&opts.BinDir, "bin-dir", "", "folder holding the hook binaries (default: next to this teamctl)")
	cmd.Flags().BoolVar(&opts.Force, "force", false, "edit a read-only settings file, or replace a settings link that points nowhere")
	cmd.Flags().BoolVar(&opts.Strict, "strict", false, "tool guards fail closed: --strict and onFailure \"block\" (Claude Code 2.1.330+)")
	cmd.Flags().BoolVar(&opts.ReplaceLegacy, "replace-legacy", false, "also take out the original guide's leader-guard.sh and its jq snippets (see docs/migrate.md)")
	return cmd
}

func runInstall(opts *installOptions) error {
	f := opts.f
	path, scope := opts.scope.path(f)
	bins, err := hookBinaries(f, opts.BinDir, opts.GOOS)
	if err != nil {
		return err
	}
	wire := wiring.Handlers
	if opts.Strict {
		wire = wiring.StrictHandlers
	}
	handlers := wire(func(name string) string { return bins[name] })
	stateDir := paths.StateDir(f.Getenv)
	release, err := lockSettingsForInstall(stateDir, path, opts.Force, opts.DryRun)
	if err != nil {
		return err
	}
	defer release()
	_, statErr := os.Stat(path)
	receiptPath := settings.ReceiptPath(stateDir, path)
	prior, err := settings.LoadReceipt(receiptPath)
	if err != nil {
		return fmt.Errorf("read the install receipt %s: %w", receiptPath, err)
	}
	sopts := settings.Options{AgentTeams: opts.AgentTeams, Receipt: prior}
	if prior != nil {
		// Copies an earlier install wired from other paths go; handlers
		// the user wired by hand stay (doctor reports duplicates).
		sopts.Prune = func(c string) bool { return slices.Contains(prior.Commands, c) }
	}
	if opts.ReplaceLegacy {
		// The guide's guard goes in the same byte-preserving edit that wires
		// teamctl's (an uninstall does not bring it back).
		earlier := sopts.Prune
		project := projectDir(f)
		sopts.Prune = func(c string) bool {
			if _, ok := legacy.Match(c, project); ok {
				return true
			}
			return earlier != nil && earlier(c)
		}
	}

	var res settings.Result
	edit := func(old []byte) ([]byte, error) {
		var err error
		res, err = settings.Install(old, handlers, sopts)
		if err != nil {
			return nil, err
		}
		return res.Data, nil
	}
	out := f.Out
	if opts.DryRun {
		if err := dryRunSettings(out, path, edit, "already wires the teamctl hooks",
			func() (bool, string) { return res.Changed, changeSummary(res) }); err != nil {
			return err
		}
		warnSharedPaths(f, path, scope, handlers, true)
		return nil
	}

	wopts := settings.WriteOptions{BackupDir: settings.BackupDir(stateDir)}
	backup, err := settings.UpdateFileWith(path, settings.LockPath(stateDir, path), wopts, edit)
	if err != nil {
		return settingsErr(err, path)
	}
	if res.Changed || prior == nil {
		if prior == nil {
			res.Receipt.Existed = statErr == nil
		}
		if err := settings.SaveReceipt(receiptPath, res.Receipt); err != nil {
			return fmt.Errorf("%s was written, but its install receipt was not (uninstall will still remove the hooks, without giving back the exact old bytes): %w", path, err)
		}
	}
	if !res.Changed {
		fmt.Fprintf(out, "%s already wires the teamctl hooks; nothing changed\n", path)
	} else {
		fmt.Fprintf(out, "wired the teamctl hooks into the %s settings %s (%s)\n", scope, path, changeSummary(res))
		if backup != "" {
			fmt.Fprintf(out, "backup: %s\n", backup)
		}
	}
	for _, h := range handlers {
		m := h.Matcher
		if m == "" {
			m = "(every call)"
		}
		fmt.Fprintf(out, "  %-16s %-52s %s\n", h.Event, m, h.Command)
	}
	if scope != "user" {
		fmt.Fprintln(out, "note: project hooks run once the workspace is trusted (accept the trust dialog)")
	}
	fmt.Fprintln(out, "check the wiring with `teamctl doctor`; undo with `teamctl uninstall"+scopeArg(scope)+"`")
	warnSharedPaths(f, path, scope, handlers, false)
	return nil
}

// warnSharedPaths warns when the project settings file just wired (or, in
// a dry run, about to be) travels with git: its handlers name this
// machine's absolute paths, which point nowhere on a teammate's machine
// or after the binaries move.
func warnSharedPaths(f *Factory, path, scope string, handlers []settings.Handler, dryRun bool) {
	if scope == "user" || len(handlers) == 0 {
		return
	}
	how := gitCarries(path)
	if how == "" || how == gitUnignored && scope == "local" {
		return
	}
	what := "is tracked by git"
	if how == gitUnignored {
		what = "is not ignored by git, so it would be committed"
	}
	fmt.Fprintf(f.ErrOut, "teamctl: warning: %s %s, and the hooks are wired by this machine's absolute paths (%s, …): on another machine they point nowhere\n",
		path, what, handlers[0].Command)
	if scope == "local" {
		fmt.Fprintln(f.ErrOut, "teamctl: hint: take settings.local.json out of git (`git rm --cached`): it is meant to be personal")
		return
	}
	if dryRun {
		fmt.Fprintln(f.ErrOut, "teamctl: hint: `teamctl install --local` wires them in the personal .claude/settings.local.json instead; to share hooks, use the Claude Code plugin (see the README)")
		return
	}
	fmt.Fprintln(f.ErrOut, "teamctl: hint: `teamctl uninstall --project` then `teamctl install --local` wires them in the personal .claude/settings.local.json instead; to share hooks, use the Claude Code plugin (see the README)")
}

// How git treats a file, as gitCarries tells.
const (
	gitTracked   = "tracked"
	gitUnignored = "unignored"
)

// gitCarries says whether git would carry the file at path to other
// machines: gitTracked, gitUnignored (inside a work tree, and no ignore
// rule covers it), or "" (no git command, no repository, ignored, or git
// could not tell). It asks the git command rather than reading .git:
// ignore rules, worktrees and submodules are git's to decide.
func gitCarries(path string) string {
	git, err := exec.LookPath("git")
	if err != nil {
		return ""
	}
	dir := filepath.Dir(path)
	for {
		if st, err := os.Stat(dir); err == nil && st.IsDir() {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
	rel, err := filepath.Rel(dir, path)
	if err != nil {
		return ""
	}
	run := func(args ...string) (int, string) {
		cmd := exec.Command(git, append([]string{"-C", dir}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_OPTIONAL_LOCKS=0")
		out, err := cmd.Output()
		var exit *exec.ExitError
		switch {
		case errors.As(err, &exit):
			return exit.ExitCode(), ""
		case err != nil:
			return -1, ""
		}
		return 0, strings.TrimSpace(string(out))
	}
	if code, _ := run("ls-files", "--error-unmatch", "--", rel); code == 0 {
		return gitTracked
	}
	if code, inside := run("rev-parse", "--is-inside-work-tree"); code != 0 || inside != "true" {
		return ""
	}
	if code, _ := run("check-ignore", "-q", "--", rel); code == 1 {
		return gitUnignored
	}
	return ""
}

// lockSettingsForInstall takes the install lock of the settings file at
// path (held from reading the receipt to saving it) and refuses a file
// teamctl should not replace unless force: a read-only file or a dangling
// symbolic link. A dry run checks and locks nothing.
func lockSettingsForInstall(stateDir, path string, force, dryRun bool) (func(), error) {
	if dryRun {
		return func() {}, nil
	}
	release, err := settings.LockInstall(stateDir, path)
	if err != nil {
		return nil, err
	}
	if err := settings.CheckWritable(path, force); err != nil {
		release()
		var nw *settings.NotWritableError
		if errors.As(err, &nw) {
			return nil, refusedErr(err, "nothing was written; pass --force to replace it anyway")
		}
		return nil, err
	}
	return release, nil
}

func scopeArg(scope string) string {
	if scope == "user" {
		return ""
	}
	return " --" + scope
}

func changeSummary(res settings.Result) string {
	var parts []string
	if res.Added > 0 {
		parts = append(parts, fmt.Sprintf("%d added", res.Added))
	}
	if res.Updated > 0 {
		parts = append(parts, fmt.Sprintf("%d corrected", res.Updated))
	}
	if res.Removed > 0 {
		parts = append(parts, fmt.Sprintf("%d removed", res.Removed))
	}
	if len(parts) == 0 {
		return "env only"
	}
	return strings.Join(parts, ", ")
}

// settingsErr turns a settings file teamctl refuses to edit into exit 5.
func settingsErr(err error, path string) error {
	var fe *settings.FileError
	if errors.As(err, &fe) {
		if fe.Path == "" {
			fe.Path = path
		}
		return damagedErr(err, "teamctl edits settings files only when they are valid JSON objects; nothing was written")
	}
	return err
}

// hookBinaries finds every hook binary (and teamctl) in binDir, else next
// to this executable (the path as started, then with links resolved), and
// returns absolute paths by name.
func hookBinaries(f *Factory, binDir, goos string) (map[string]string, error) {
	var dirs []string
	if binDir != "" {
		abs, err := filepath.Abs(binDir)
		if err != nil {
			return nil, err
		}
		dirs = []string{abs}
	} else {
		exe, err := f.Executable()
		if err != nil {
			return nil, fmt.Errorf("cannot tell where this teamctl is (%v); pass --bin-dir", err)
		}
		if tempBuild(exe) {
			return nil, newError(ExitError, fmt.Errorf("this teamctl runs from a temporary `go run` build (%s) that is deleted when it exits; the hooks must point at installed binaries", exe),
				"build them first: `make build` (then bin/teamctl install) or `go install ./cmd/...` (then teamctl install), or pass --bin-dir DIR")
		}
		dirs = append(dirs, filepath.Dir(exe))
		if real, err := filepath.EvalSymlinks(exe); err == nil && filepath.Dir(real) != dirs[0] {
			dirs = append(dirs, filepath.Dir(real))
		}
	}
	var missing []string
	for _, dir := range dirs {
		bins := map[string]string{}
		missing = missing[:0]
		for _, name := range wiring.Binaries() {
			p := filepath.Join(dir, wiring.Exe(name, goos))
			if !isExecutable(p, goos) {
				missing = append(missing, p)
				continue
			}
			bins[name] = p
		}
		if len(missing) == 0 {
			return bins, nil
		}
	}
	return nil, newError(ExitError, fmt.Errorf("hook binaries not found or not executable: %s", strings.Join(missing, ", ")),
		"build them with `make build` (into bin/) or `go install ./cmd/...`, then pass --bin-dir to the folder that holds them")
}

func isExecutable(path, goos string) bool {
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() {
		return false
	}
	return goos == "windows" || st.Mode().Perm()&0o111 != 0
}

// tempBuild reports whether exe is a `go run` or `go test` build: the go
// command's work folder (go-buildNNN/bNNN/...) is removed when it ends.
func tempBuild(exe string) bool {
	return goBuildDir.MatchString(strings.ReplaceAll(exe, `\`, "/"))
}

var goBuildDir = regexp.MustCompile(`/go-build[0-9]+/b[0-9]+/`)

// dryRunSettings prints the diff edit would make to the settings file at
// path, and writes nothing. result reports, after edit ran, whether it
// changed anything and a summary of the change.
func dryRunSettings(out io.Writer, path string, edit func(old []byte) ([]byte, error), unchanged string, result func() (bool, string)) error {
	old, err := settings.ReadFile(path)
	if err != nil {
		return err
	}
	next, err := edit(old)
	if err != nil {
		return settingsErr(err, path)
	}
	changed, summary := result()
	if !changed {
		fmt.Fprintf(out, "%s %s; nothing to change\n", path, unchanged)
		return nil
	}
	fmt.Fprint(out, settings.Diff(old, next, path))
	fmt.Fprintf(out, "dry run: %s not written (%s)\n", path, summary)
	return nil
}

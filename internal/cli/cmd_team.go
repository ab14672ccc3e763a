package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamstate"
)

func newTeamCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "team",
		Short: "List, inspect and prune Claude Code agent teams",
		Long: `team reads the team folders Claude Code keeps under <config dir>/teams
(CLAUDE_CONFIG_DIR, default ~/.claude): one per interactive session with agent
teams enabled, named session-<first 8 hex of the session id>.`,
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(newTeamListCmd(f), newTeamShowCmd(f), newTeamPruneCmd(f))
	return cmd
}

// ---- resolving the team a command is about ----

// resolveTeam reads the team named by --team (or an argument), else finds
// the caller's own team from the process tree. The second result says how
// the team was found.
func resolveTeam(f *Factory, name string) (*claudefs.Team, string, error) {
	if name != "" {
		t, err := team.Open(f.Getenv, name)
		var unknown *team.UnknownTeamError
		if errors.As(err, &unknown) {
			return nil, "", notFoundErr(err, "`teamctl team list` shows every team")
		}
		if err != nil {
			return nil, "", err
		}
		return t, "named on the command line", nil
	}
	t, evidence, err := team.Discover(f.Getenv, f.Proc, f.ParentPID)
	var nf *team.NotFoundError
	if errors.As(err, &nf) {
		hint := "pass --team session-xxxxxxxx; `teamctl team list` shows every team"
		switch len(nf.Live) {
		case 0:
		case 1:
			hint = "pass --team " + nf.Live[0].Name + " if that is your team"
		default:
			hint = "pass --team with one of them (" + nf.Live[0].Name + ", …)"
		}
		return nil, "", notFoundErr(err, hint)
	}
	if err != nil {
		return nil, "", err
	}
	return t, evidence, nil
}

// projectDir is CLAUDE_PROJECT_DIR, else the working directory.
func projectDir(f *Factory) string {
	wd := ""
	if f.Getwd != nil {
		wd, _ = f.Getwd()
	}
	return paths.ProjectDir(f.Getenv, wd)
}

// teamPattern is the team's pattern as the hooks see it, and its source.
// A project config that cannot be read is an error here (pattern get is
// about exactly that); listings use projectOrWarn instead.
func teamPattern(f *Factory, t *claudefs.Team) (string, team.PatternSource, error) {
	project, err := pattern.LoadProjectConfig(projectDir(f))
	if err != nil {
		return "", "", err
	}
	name, source := team.Pattern(t, paths.StateDir(f.Getenv), project)
	return name, source, nil
}

// projectOrWarn reads the project's team-themes config for a listing; a
// broken one is a warning (its default_pattern is then not applied), so one
// bad file does not hide every team.
func projectOrWarn(f *Factory) *pattern.ProjectConfig {
	project, err := pattern.LoadProjectConfig(projectDir(f))
	if err != nil {
		fmt.Fprintf(f.ErrOut, "teamctl: warning: %v (default_pattern not applied)\n", err)
		return nil
	}
	return project
}

// updateRecord changes teamctl's record of a team; a damaged record is
// exit status 5 (teamstate backs it up and says how to start afresh).
func updateRecord(f *Factory, t *claudefs.Team, fn func(*teamstate.Record) error) error {
	err := teamstate.Update(paths.StateDir(f.Getenv), teamstate.KeyOf(t), f.Now(), fn)
	var corrupt *teamstate.CorruptError
	if errors.As(err, &corrupt) {
		return damagedErr(err)
	}
	return err
}

// completeTeamNames completes a team-name argument or flag.
func completeTeamNames(f *Factory) func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
	return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return team.Names(f.Getenv), cobra.ShellCompDirectiveNoFileComp
	}
}

// addTeamFlag wires --team with completion.
func addTeamFlag(f *Factory, cmd *cobra.Command, dst *string) {
	cmd.Flags().StringVarP(dst, "team", "t", "", "the team (session-xxxxxxxx); default: the team of the Claude Code session running teamctl")
	_ = cmd.RegisterFlagCompletionFunc("team", completeTeamNames(f))
}

const teamDiscoveryHelp = `Without --team, teamctl finds the team of the Claude Code session it runs in:
CLAUDE_PID (set for hooks), else the parent processes (the leader's Bash tool
runs teamctl under the leader's claude process, whose pid the team's
config.json records as leadProcess.pid; a pane teammate's claude process names
its team on its command line). It never guesses: from another terminal, pass
--team.`

// ---- output helpers shared by the commands ----

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

func newTable(w io.Writer) *tabwriter.Writer { return tabwriter.NewWriter(w, 2, 4, 2, ' ', 0) }

// clock formats a time for tables: UTC, to the second; "-" when unknown.
func clock(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.UTC().Format("2006-01-02 15:04:05")
}

// utcOrNil is a time for JSON: UTC, or null when unknown.
func utcOrNil(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	u := t.UTC()
	return &u
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// oneLineCut folds whitespace so a text fits one table row, and cuts it.
func oneLineCut(s string, max int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > max {
		s = string(r[:max-1]) + "…"
	}
	return s
}

// leadWord describes a team's lead process for people: "alive",
// "stale (gone)", "stale (pid reused)" or "unknown".
func leadWord(s claudefs.LeadState) string {
	switch s {
	case claudefs.LeadGone:
		return "stale (gone)"
	case claudefs.LeadReused:
		return "stale (pid reused)"
	}
	return string(s)
}

// leadDetail is why a lead is stale: "gone" or "pid reused".
func leadDetail(s claudefs.LeadState) string {
	if s == claudefs.LeadReused {
		return "pid reused"
	}
	return string(s)
}

// leadClass is the lead's state for JSON: "alive", "stale" or "unknown".
func leadClass(s claudefs.LeadState) string {
	if leadStale(s) {
		return "stale"
	}
	return string(s)
}

func leadStale(s claudefs.LeadState) bool { return s == claudefs.LeadGone || s == claudefs.LeadReused }

// ---- team list ----

type teamListOptions struct {
	f    *Factory
	JSON bool
}

func newTeamListCmd(f *Factory) *cobra.Command {
	opts := &teamListOptions{f: f}
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List every team folder with its lead process, members and pattern",
		Long: `list shows every team folder, newest first: the lead process (alive; stale
when it is gone or its pid now belongs to another process; unknown for
TeamCreate-era teams and other pid namespaces), how many members config.json
lists (the leader included), the pattern (see teamctl pattern get), the era
(implicit session team or TeamCreate) and when it was created.

A team whose lead is gone or whose pid now belongs to another process is left
over from a session that ended without cleaning up: teamctl team prune removes
those.`,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runTeamList(opts) },
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

type teamListRow struct {
	Name          string     `json:"name"`
	Dir           string     `json:"dir"`
	LeadPID       int        `json:"lead_pid,omitempty"`
	Lead          string     `json:"lead"`
	LeadState     string     `json:"lead_state"`
	Members       int        `json:"members"`
	Pattern       string     `json:"pattern"`
	PatternSource string     `json:"pattern_source"`
	Era           string     `json:"era"`
	CreatedAt     *time.Time `json:"created_at"`
}

func runTeamList(opts *teamListOptions) error {
	f := opts.f
	teams, errs := claudefs.ListTeams(paths.TeamsDir(f.Getenv))
	for _, err := range errs {
		fmt.Fprintf(f.ErrOut, "teamctl: warning: %v\n", err)
	}
	sortTeams(teams)
	project := projectOrWarn(f)
	stateDir := paths.StateDir(f.Getenv)
	rows := make([]teamListRow, 0, len(teams))
	for _, t := range teams {
		name, source := team.Pattern(t, stateDir, project)
		lead := claudefs.LeadStatus(t)
		rows = append(rows, teamListRow{
			Name: t.Name, Dir: t.Dir, LeadPID: t.LeadPID, Lead: leadClass(lead), LeadState: string(lead),
			Members: len(t.Members), Pattern: name, PatternSource: string(source),
			Era: t.Era(), CreatedAt: utcOrNil(t.CreatedAt),
		})
	}
	if opts.JSON {
		return writeJSON(f.Out, rows)
	}
	if len(rows) == 0 {
		fmt.Fprintf(f.Out, "no teams under %s\n", paths.TeamsDir(f.Getenv))
		return nil
	}
	tw := newTable(f.Out)
	fmt.Fprintln(tw, "NAME\tLEAD\tMEMBERS\tPATTERN\tERA\tCREATED")
	for _, r := range rows {
		lead := leadWord(claudefs.LeadState(r.LeadState))
		if r.LeadPID > 0 {
			lead = strconv.Itoa(r.LeadPID) + " " + lead
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\n", display(r.Name), lead, r.Members, dash(r.Pattern), r.Era, clock(derefTime(r.CreatedAt)))
	}
	return tw.Flush()
}

func derefTime(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return *t
}

// sortTeams orders newest first, then by name.
func sortTeams(ts []*claudefs.Team) {
	sort.SliceStable(ts, func(i, j int) bool {
		if !ts[i].CreatedAt.Equal(ts[j].CreatedAt) {
			return ts[i].CreatedAt.After(ts[j].CreatedAt)
		}
		return ts[i].Name < ts[j].Name
	})
}

// ---- team show ----

type teamShowOptions struct {
	f    *Factory
	Team string
	JSON bool
}

func newTeamShowCmd(f *Factory) *cobra.Command {
	opts := &teamShowOptions{f: f}
	cmd := &cobra.Command{
		Use:   "show [TEAM]",
		Short: "Show a team's roster, pattern, inboxes and task board",
		Long: `show prints one team: its lead process, its pattern and where the pattern
came from (config.json, teamctl's own record, the project's default_pattern),
the characters teamctl linked to it, the roster (name, role, backend, whether
a pane member is working, model, when it joined, messages queued in its
inbox), inboxes that belong to no member (a message sent to a wrong name ends
there), and a summary of the task board.

` + teamDiscoveryHelp + `

Exit status: 0 shown; 4 no such team, or the team cannot be told.`,
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: completeTeamNames(f),
		RunE: func(_ *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.Team = args[0]
			}
			return runTeamShow(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

type memberJSON struct {
	Name      string     `json:"name"`
	Role      string     `json:"role"`
	Backend   string     `json:"backend"`
	Active    *bool      `json:"active"`
	Model     string     `json:"model,omitempty"`
	AgentType string     `json:"agent_type,omitempty"`
	Color     string     `json:"color,omitempty"`
	JoinedAt  *time.Time `json:"joined_at"`
	Inbox     int        `json:"inbox"`
}

type boardSummary struct {
	Dir            string         `json:"dir"`
	Total          int            `json:"total"`
	Counts         map[string]int `json:"counts"`
	UnclaimedReady []string       `json:"unclaimed_ready"`
	Skipped        int            `json:"skipped,omitempty"`
}

type teamShowJSON struct {
	Name          string                `json:"name"`
	Dir           string                `json:"dir"`
	Found         string                `json:"found_by"`
	Era           string                `json:"era"`
	CreatedAt     *time.Time            `json:"created_at"`
	LeadPID       int                   `json:"lead_pid,omitempty"`
	Lead          string                `json:"lead"`
	LeadState     string                `json:"lead_state"`
	Pattern       string                `json:"pattern"`
	PatternSource string                `json:"pattern_source"`
	Characters    *teamstate.Characters `json:"characters"`
	Members       []memberJSON          `json:"members"`
	OtherInboxes  map[string]int        `json:"other_inboxes"`
	Tasks         *boardSummary         `json:"tasks"`
}

func runTeamShow(opts *teamShowOptions) error {
	f := opts.f
	t, found, err := resolveTeam(f, opts.Team)
	if err != nil {
		return err
	}
	patternName, source := team.Pattern(t, paths.StateDir(f.Getenv), projectOrWarn(f))
	rec, err := teamstate.Load(paths.StateDir(f.Getenv), teamstate.KeyOf(t))
	if err != nil {
		fmt.Fprintf(f.ErrOut, "teamctl: warning: %v\n", err)
		rec = &teamstate.Record{}
	}
	inboxes, err := claudefs.ListInboxes(t.Dir)
	if err != nil {
		fmt.Fprintf(f.ErrOut, "teamctl: warning: %v\n", err)
	}
	lead := claudefs.LeadStatus(t)
	out := teamShowJSON{
		Name: t.Name, Dir: t.Dir, Found: found, Era: t.Era(), CreatedAt: utcOrNil(t.CreatedAt),
		LeadPID: t.LeadPID, Lead: leadClass(lead), LeadState: string(lead),
		Pattern: patternName, PatternSource: string(source), Characters: rec.Characters,
		Members: []memberJSON{}, OtherInboxes: map[string]int{},
	}
	for _, m := range t.Members {
		role := "teammate"
		if m.IsLead() {
			role = "leader"
		}
		out.Members = append(out.Members, memberJSON{
			Name: m.Name, Role: role, Backend: m.Backend(), Active: m.IsActive, Model: m.Model,
			AgentType: m.AgentType, Color: m.Color, JoinedAt: utcOrNil(m.JoinedAt), Inbox: inboxes[memberInboxName(m.Name)],
		})
	}
	for name, n := range inboxes {
		if !slices.ContainsFunc(t.Members, func(m claudefs.Member) bool { return memberInboxName(m.Name) == name }) {
			out.OtherInboxes[name] = n
		}
	}
	board, dir, err := readBoard(f, t)
	if err != nil {
		return err
	}
	if board != nil {
		out.Tasks = summarise(board, dir)
	}
	if opts.JSON {
		return writeJSON(f.Out, out)
	}
	return printTeamShow(f.Out, out)
}

// memberInboxName is the inbox file stem for a member name, sanitised the
// way Claude Code names inbox files.
func memberInboxName(name string) string {
	return strings.TrimSuffix(filepath.Base(claudefs.InboxPath("", name)), ".json")
}

func printTeamShow(w io.Writer, s teamShowJSON) error {
	kv := newTable(w)
	fmt.Fprintf(kv, "team\t%s\n", display(s.Name))
	fmt.Fprintf(kv, "folder\t%s\n", s.Dir)
	fmt.Fprintf(kv, "found by\t%s\n", s.Found)
	fmt.Fprintf(kv, "created\t%s UTC (%s team)\n", clock(derefTime(s.CreatedAt)), s.Era)
	if s.LeadPID > 0 {
		fmt.Fprintf(kv, "lead\tpid %d, %s\n", s.LeadPID, leadWord(claudefs.LeadState(s.LeadState)))
	} else {
		fmt.Fprintf(kv, "lead\t%s (no leadProcess recorded)\n", leadWord(claudefs.LeadState(s.LeadState)))
	}
	if s.Pattern != "" {
		fmt.Fprintf(kv, "pattern\t%s (%s)\n", s.Pattern, s.PatternSource)
	} else {
		fmt.Fprintf(kv, "pattern\tnone recorded\n")
	}
	if c := s.Characters; c != nil {
		fmt.Fprintf(kv, "characters\t%s %q with %s\n", c.Pattern, c.Theme, strings.Join(c.Names, ", "))
	}
	if err := kv.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	tw := newTable(w)
	fmt.Fprintln(tw, "NAME\tROLE\tBACKEND\tACTIVE\tMODEL\tJOINED\tINBOX")
	for _, m := range s.Members {
		active := "n/a"
		if m.Active != nil {
			active = map[bool]string{true: "working", false: "idle"}[*m.Active]
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%d\n", display(m.Name), m.Role, dash(m.Backend), active, dash(m.Model), clock(derefTime(m.JoinedAt)), m.Inbox)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(s.OtherInboxes) > 0 {
		names := make([]string, 0, len(s.OtherInboxes))
		for n := range s.OtherInboxes {
			names = append(names, n)
		}
		sort.Strings(names)
		parts := make([]string, len(names))
		for i, n := range names {
			parts[i] = fmt.Sprintf("%s (%d)", n, s.OtherInboxes[n])
		}
		fmt.Fprintf(w, "\ninboxes of no member: %s\n", strings.Join(parts, ", "))
	}
	fmt.Fprintln(w)
	if s.Tasks == nil {
		fmt.Fprintln(w, "tasks: no task list yet")
		return nil
	}
	fmt.Fprintf(w, "tasks: %s\n", describeBoard(s.Tasks))
	return nil
}

// readBoard reads the team's task list, nil when it has none yet.
func readBoard(f *Factory, t *claudefs.Team) (*claudefs.Board, string, error) {
	for _, dir := range claudefs.TaskListDirFor(paths.ConfigDir(f.Getenv), t, "") {
		b, err := claudefs.ReadBoardCached(dir, paths.StateDir(f.Getenv), f.Now())
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, "", err
		}
		return b, dir, nil
	}
	return nil, "", nil
}

func summarise(b *claudefs.Board, dir string) *boardSummary {
	s := &boardSummary{Dir: dir, Total: len(b.Tasks), Counts: b.Counts(), UnclaimedReady: []string{}, Skipped: len(b.Skipped)}
	for _, t := range b.Unclaimed() {
		s.UnclaimedReady = append(s.UnclaimedReady, t.ID)
	}
	return s
}

// describeBoard: "2 tasks in tasks/x: 1 pending, 1 completed; unclaimed and ready: #2".
func describeBoard(s *boardSummary) string {
	var parts []string
	for _, st := range []string{claudefs.StatusPending, claudefs.StatusInProgress, claudefs.StatusCompleted, claudefs.StatusDeleted} {
		if n := s.Counts[st]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, strings.ReplaceAll(st, "_", " ")))
		}
	}
	var other []string
	for st, n := range s.Counts {
		switch st {
		case claudefs.StatusPending, claudefs.StatusInProgress, claudefs.StatusCompleted, claudefs.StatusDeleted:
		default:
			other = append(other, fmt.Sprintf("%d %s", n, dash(st)))
		}
	}
	sort.Strings(other)
	parts = append(parts, other...)
	noun := "tasks"
	if s.Total == 1 {
		noun = "task"
	}
	line := fmt.Sprintf("%d %s in %s", s.Total, noun, s.Dir)
	if len(parts) > 0 {
		line += ": " + strings.Join(parts, ", ")
	}
	if len(s.UnclaimedReady) > 0 {
		ids := make([]string, len(s.UnclaimedReady))
		for i, id := range s.UnclaimedReady {
			ids[i] = "#" + id
		}
		line += "; unclaimed and ready: " + strings.Join(ids, " ")
	}
	if s.Skipped > 0 {
		line += fmt.Sprintf("; %d unreadable task files", s.Skipped)
	}
	return line
}

// ---- team prune ----

type teamPruneOptions struct {
	f   *Factory
	Yes bool
}

func newTeamPruneCmd(f *Factory) *cobra.Command {
	opts := &teamPruneOptions{f: f}
	cmd := &cobra.Command{
		Use:   "prune",
		Short: "Remove team folders whose lead process is gone",
		Long: `prune removes the team folders left behind by sessions that ended without
cleaning up (a crash, a killed terminal): those whose lead process is gone or
whose pid now belongs to a process started at another time. A folder whose
lead is alive, or cannot be checked (TeamCreate-era teams record no process;
a pid from another pid namespace says nothing here), is never removed. Task
lists (tasks/<team>) are left alone: Claude Code keeps them after a session
ends and cleans them up itself.

It lists what it would remove and asks on a terminal; without a terminal it
needs --yes.

Exit status: 0 done (or nothing to do, or declined); 3 confirmation needed
(no terminal and no --yes).`,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runTeamPrune(opts) },
	}
	cmd.Flags().BoolVarP(&opts.Yes, "yes", "y", false, "remove without asking")
	return cmd
}

func runTeamPrune(opts *teamPruneOptions) error {
	f := opts.f
	teams, errs := claudefs.ListTeams(paths.TeamsDir(f.Getenv))
	for _, err := range errs {
		fmt.Fprintf(f.ErrOut, "teamctl: warning: %v (left alone)\n", err)
	}
	sortTeams(teams)
	var stale []*claudefs.Team
	unknown := 0
	for _, t := range teams {
		switch st := claudefs.LeadStatus(t); {
		case leadStale(st):
			stale = append(stale, t)
		case st == claudefs.LeadUnknown:
			unknown++
		}
	}
	if unknown > 0 {
		fmt.Fprintf(f.ErrOut, "teamctl: keeping %d team(s) whose lead cannot be checked\n", unknown)
	}
	if len(stale) == 0 {
		fmt.Fprintln(f.Out, "nothing to prune: no team's lead process is gone")
		return nil
	}
	tw := newTable(f.Out)
	for _, t := range stale {
		fmt.Fprintf(tw, "%s\tlead pid %d %s\tcreated %s\n", display(t.Name), t.LeadPID, leadDetail(claudefs.LeadStatus(t)), clock(t.CreatedAt))
	}
	tw.Flush()
	if !opts.Yes {
		if !f.IsTTY {
			return refusedErr(fmt.Errorf("%d left-over team folder(s) would be removed; not removing without confirmation", len(stale)),
				"pass --yes to remove them")
		}
		fmt.Fprintf(f.ErrOut, "Remove %d team folder(s)? [y/N] ", len(stale))
		answer, _ := bufio.NewReader(f.In).ReadString('\n')
		if a := strings.ToLower(strings.TrimSpace(answer)); a != "y" && a != "yes" {
			fmt.Fprintln(f.Out, "nothing removed")
			return nil
		}
	}
	var failed []error
	for _, t := range stale {
		if err := removeStaleTeam(t, f.Now()); err != nil {
			failed = append(failed, err)
			continue
		}
		fmt.Fprintf(f.Out, "removed %s\n", t.Dir)
	}
	return errors.Join(failed...)
}

// removeStaleTeam checks the lead once more, then renames the folder out of
// the way (readers skip .deleted- folders, as they do Claude Code's own)
// and removes it.
func removeStaleTeam(t *claudefs.Team, now time.Time) error {
	fresh, err := claudefs.ReadTeam(t.Dir)
	if err != nil {
		return fmt.Errorf("%s: %w; left alone", t.Dir, err)
	}
	if st := claudefs.LeadStatus(fresh); !leadStale(st) {
		return fmt.Errorf("%s: its lead is %s now; left alone", t.Dir, leadDetail(st))
	}
	gone := fmt.Sprintf("%s.deleted-teamctl-%d", t.Dir, now.UnixNano())
	if err := os.Rename(t.Dir, gone); err != nil {
		return err
	}
	return os.RemoveAll(gone)
}

package cli

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamstate"
)

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
		Example: `  teamctl team show
  teamctl team show -t session-716ec9d0
  teamctl team show --json | jq -r '.members[].name'`,
		Args:              maximumArgs(1),
		ValidArgsFunction: completeTeamNames(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			name, err := teamArg(cmd, opts.Team, args)
			if err != nil {
				return err
			}
			opts.Team = name
			return runTeamShow(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	addTeamFlag(f, cmd, &opts.Team)
	return cmd
}

type memberJSON struct {
	Name      string     `json:"name"`
	Role      string     `json:"role"`
	Backend   string     `json:"backend"`
	Active    *bool      `json:"active"`
	Model     string     `json:"model"`
	AgentType string     `json:"agent_type"`
	Color     string     `json:"color"`
	JoinedAt  *time.Time `json:"joined_at"`
	Inbox     int        `json:"inbox"`
}

type boardSummary struct {
	Dir            string
	Total          int
	Counts         map[string]int
	UnclaimedReady []string
	Skipped        int
}

// teamShow is what team show found, printed as text or as teamShowJSON.
type teamShow struct {
	Name          string
	Dir           string
	Found         string
	Era           string
	CreatedAt     *time.Time
	LeadPID       int
	Lead          string
	LeadState     string
	Pattern       string
	PatternSource string
	Characters    *teamstate.Characters
	Members       []memberJSON
	OtherInboxes  map[string]int
	Tasks         *boardSummary
}

// teamShowJSON is team show --json: one flat object (docs/json.md). The
// characters teamctl linked to the team and the task board's summary are
// fields of their own; a name-keyed map (other_inboxes, character_of,
// aliases, tasks_by_status) is a dictionary, not a record.
type teamShowJSON struct {
	Name                string              `json:"name"`
	Dir                 string              `json:"dir"`
	Found               string              `json:"found_by"`
	Era                 string              `json:"era"`
	CreatedAt           *time.Time          `json:"created_at"`
	LeadPID             int                 `json:"lead_pid"`
	Lead                string              `json:"lead"`
	LeadState           string              `json:"lead_state"`
	Pattern             string              `json:"pattern"`
	PatternSource       string              `json:"pattern_source"`
	Theme               string              `json:"theme"`
	Characters          []string            `json:"characters"`
	CharacterOf         map[string]string   `json:"character_of"`
	Aliases             map[string][]string `json:"aliases"`
	Members             []memberJSON        `json:"members"`
	OtherInboxes        map[string]int      `json:"other_inboxes"`
	TasksDir            string              `json:"tasks_dir"`
	TasksTotal          int                 `json:"tasks_total"`
	TasksByStatus       map[string]int      `json:"tasks_by_status"`
	TasksUnclaimedReady []string            `json:"tasks_unclaimed_ready"`
	TasksSkipped        int                 `json:"tasks_skipped"`
}

func (s teamShow) json() teamShowJSON {
	out := teamShowJSON{
		Name: s.Name, Dir: s.Dir, Found: s.Found, Era: s.Era, CreatedAt: s.CreatedAt, LeadPID: s.LeadPID,
		Lead: s.Lead, LeadState: s.LeadState, Pattern: s.Pattern, PatternSource: s.PatternSource,
		Characters: []string{}, CharacterOf: map[string]string{}, Aliases: map[string][]string{},
		Members: s.Members, OtherInboxes: s.OtherInboxes, TasksByStatus: map[string]int{}, TasksUnclaimedReady: []string{},
	}
	if c := s.Characters; c != nil {
		out.Theme = c.Theme
		out.Characters = orEmpty(c.Names)
		if c.Members != nil {
			out.CharacterOf = c.Members
		}
		if c.Aliases != nil {
			out.Aliases = c.Aliases
		}
	}
	if b := s.Tasks; b != nil {
		out.TasksDir, out.TasksTotal, out.TasksSkipped = b.Dir, b.Total, b.Skipped
		if b.Counts != nil {
			out.TasksByStatus = b.Counts
		}
		out.TasksUnclaimedReady = orEmpty(b.UnclaimedReady)
	}
	return out
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
	out := teamShow{
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
		return writeJSON(f.Out, out.json())
	}
	return printTeamShow(f.Out, out)
}

// memberInboxName is the inbox file stem for a member name, sanitised the
// way Claude Code names inbox files.
func memberInboxName(name string) string {
	return strings.TrimSuffix(filepath.Base(claudefs.InboxPath("", name)), ".json")
}

func printTeamShow(w io.Writer, s teamShow) error {
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

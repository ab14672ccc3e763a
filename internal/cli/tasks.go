package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/paths"
)

type tasksOptions struct {
	f    *Factory
	Team string
	JSON bool
}

func newTasksCmd(f *Factory) *cobra.Command {
	opts := &tasksOptions{f: f}
	cmd := &cobra.Command{
		Use:   "tasks [TEAM]",
		Short: "Show a team's task board",
		Long: `tasks prints the team's task list (<config dir>/tasks/<team>): id, status,
owner, the tasks still blocking it, and the subject. A task that is pending,
has no owner and whose blockers are all completed is marked "*": a teammate
may claim it. The team (--team, or TEAM) may also name a task list left
behind by a session that ended (Claude Code keeps tasks/<team> after
removing the team folder).

` + teamDiscoveryHelp + `

Exit status: 0 shown (also when the team has no tasks yet); 4 no such team or
task list, or the team cannot be told.`,
		Example: `  teamctl tasks
  teamctl tasks -t session-716ec9d0
  teamctl tasks --json | jq -r '.tasks[] | select(.unclaimed_and_ready) | .id'`,
		Args:              maximumArgs(1),
		ValidArgsFunction: completeTeamNames(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			name, err := teamArg(cmd, opts.Team, args)
			if err != nil {
				return err
			}
			opts.Team = name
			return runTasks(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	addTeamFlag(f, cmd, &opts.Team)
	return cmd
}

type taskJSON struct {
	ID           string   `json:"id"`
	Subject      string   `json:"subject"`
	Status       string   `json:"status"`
	Owner        string   `json:"owner"`
	BlockedBy    []string `json:"blocked_by"`
	OpenBlockers []string `json:"open_blockers"`
	Blocks       []string `json:"blocks"`
	Unclaimed    bool     `json:"unclaimed_and_ready"`
}

type tasksJSON struct {
	Team    string     `json:"team"`
	Dir     string     `json:"dir"`
	Tasks   []taskJSON `json:"tasks"`
	Skipped []string   `json:"skipped"`
}

func runTasks(opts *tasksOptions) error {
	f := opts.f
	board, dir, teamName, err := boardForTasks(f, opts.Team)
	if err != nil {
		return err
	}
	out := tasksJSON{Team: teamName, Dir: dir, Tasks: []taskJSON{}, Skipped: []string{}}
	if board != nil {
		ready := map[string]bool{}
		for _, t := range board.Unclaimed() {
			ready[t.ID] = true
		}
		for _, t := range board.Tasks {
			out.Tasks = append(out.Tasks, taskJSON{
				ID: t.ID, Subject: t.Subject, Status: t.Status, Owner: t.Owner,
				BlockedBy: orEmpty(board.Blockers(t)), OpenBlockers: orEmpty(board.OpenBlockers(t)),
				Blocks: orEmpty(t.Blocks), Unclaimed: ready[t.ID],
			})
		}
		for _, err := range board.Skipped {
			out.Skipped = append(out.Skipped, err.Error())
			fmt.Fprintf(f.ErrOut, "teamctl: warning: %v (skipped)\n", err)
		}
	}
	if opts.JSON {
		return writeJSON(f.Out, out)
	}
	if len(out.Tasks) == 0 {
		fmt.Fprintf(f.Out, "no tasks for team %s (%s)\n", teamName, dir)
		return nil
	}
	tw := newTable(f.Out)
	fmt.Fprintln(tw, " \tID\tSTATUS\tOWNER\tBLOCKED BY\tSUBJECT")
	marked := 0
	for _, t := range out.Tasks {
		mark := " "
		if t.Unclaimed {
			mark = "*"
			marked++
		}
		blocked := "-"
		if len(t.OpenBlockers) > 0 {
			blocked = "#" + strings.Join(t.OpenBlockers, " #")
		}
		tw.row(mark, t.ID, strings.ReplaceAll(dash(t.Status), "_", " "), dash(t.Owner), blocked, oneLineCut(t.Subject, 80))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if marked > 0 {
		fmt.Fprintf(f.Out, "\n* unclaimed and ready: pending, no owner, nothing blocking (%d)\n", marked)
	}
	return nil
}

// boardForTasks finds the task list: the team's (its folder named by TEAM
// or discovered), else, for a TEAM with no folder, a task list of that name
// left behind by an ended session.
func boardForTasks(f *Factory, name string) (*claudefs.Board, string, string, error) {
	t, _, err := resolveTeam(f, name)
	if err != nil {
		var e *Error
		if name == "" || exitCodeOf(err) != ExitNotFound || !errors.As(err, &e) {
			return nil, "", "", err
		}
		dir := filepath.Join(paths.TasksDir(f.Getenv), name)
		if strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
			return nil, "", "", err
		}
		b, rerr := claudefs.ReadBoardCached(dir, paths.StateDir(f.Getenv), f.Now())
		if rerr != nil {
			if errors.Is(rerr, fs.ErrNotExist) {
				return nil, "", "", notFoundErr(fmt.Errorf("no team or task list %q", name), e.Hints...)
			}
			return nil, "", "", rerr
		}
		return b, dir, name, nil
	}
	b, dir, err := readBoard(f, t)
	if err != nil {
		return nil, "", "", err
	}
	if b == nil {
		dirs := claudefs.TaskListDirFor(paths.ConfigDir(f.Getenv), t, "")
		dir = strings.Join(dirs, ", ")
	}
	return b, dir, t.Name, nil
}

func orEmpty(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

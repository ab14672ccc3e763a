package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/watch"
)

type watchOptions struct {
	f    *Factory
	Team string
	Once bool
	JSON bool
	// Ctx ends the --json stream and the screen (SIGINT, SIGTERM; tests).
	Ctx context.Context
	// Follow tunes the file watching (tests force the polling fallback).
	Follow watch.FollowOptions
	// Location formats clock times (tests pin UTC); time.Local when nil.
	Location *time.Location
}

func newWatchCmd(f *Factory) *cobra.Command {
	opts := &watchOptions{f: f}
	cmd := &cobra.Command{
		Use:   "watch [--team NAME] [--once | --json]",
		Short: "Watch the running team live: members, tasks, messages and the rules' decisions",
		Long: `watch shows one team full-screen and keeps it current as Claude Code and the
hooks write their files (file events; a slow poll where they are unavailable):

  header    team, era, pattern, theme and characters, leader, uptime
  members   backend, status (working / idle / shut down, from config.json's
            isActive, idle notices and shutdown approvals), current task,
            unread messages, last activity
  tasks     in progress, ready to take (*), pending with what blocks them, done
  messages  newest first, protocol messages decoded as inbox does; a message
            stays listed after Claude Code delivers it
  rules     the hooks' decisions about this team from the decision log
            (denies, nudges, added context) with caller, rule and reason, and
            how often each rule decided

Keys: tab / shift+tab move between panes, ↑/↓ select, enter shows the full
message, task or reason (with the explain command for a decision), / filters
every pane, esc clears, q quits. NO_COLOR turns colours off.

--once prints the same as plain text and exits; --json prints one flat
JSON object per change (NDJSON) until interrupted or the team ends: a
snapshot of counts first, one member_joined per member and one rule_count
per rule, then member_joined, member_status, task_created, task_status,
message, decision, team_ended, … The fields of what an event is about are
named after it (member_status, task_owner, decision_rule), and every field
of a kind is printed on every event of it; docs/json.md lists them.

` + teamDiscoveryHelp + `

When nothing tells the team (watch is usually run from another terminal),
watch lists the teams whose lead runs and asks which one; --once and --json
need --team then.

Exit status: 0 done; 2 no terminal for the screen (use --once or --json);
4 no such team, or the team cannot be told.`,
		Example: `  teamctl watch
  teamctl watch --team session-716ec9d0
  teamctl watch --once --team bebop
  teamctl watch --json --team session-716ec9d0 | jq -r 'select(.event=="decision") | "\(.decision_rule): \(.decision_reason)"'
  teamctl watch --json -t session-716ec9d0 | jq -r 'select(.event=="task_status") | "#\(.task_id) \(.was) -> \(.task_status)"'`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			opts.Ctx = ctx
			return runWatch(opts)
		},
	}
	addTeamFlag(f, cmd, &opts.Team)
	cmd.Flags().BoolVar(&opts.Once, "once", false, "print the view once as plain text and exit")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "stream one JSON event per change (NDJSON)")
	cmd.MarkFlagsMutuallyExclusive("once", "json")
	return cmd
}

func runWatch(opts *watchOptions) error {
	f := opts.f
	if opts.Ctx == nil {
		opts.Ctx = context.Background()
	}
	screen := !opts.Once && !opts.JSON
	if screen && !f.IsTTY {
		return usageErrorf("watch needs a terminal to draw on; hint: pass --once for plain text or --json for a stream of changes")
	}
	t, err := watchTeam(opts, screen)
	if err != nil || t == nil {
		return err
	}
	follow := opts.Follow
	follow.Now = f.Now
	src := watch.NewSource(t.Dir, watch.Options{Getenv: f.Getenv, Project: projectOrWarn(f)})
	if err := src.LoadFirst(); err != nil {
		return notFoundErr(err, "`teamctl team list` shows every team")
	}
	mo := watch.ModelOptions{Now: f.Now, NoColor: f.Getenv("NO_COLOR") != "", Location: opts.Location}
	switch {
	case opts.Once:
		src.LoadTasks()
		return watch.Plain(f.Out, src.Build(f.Now()), mo)
	case opts.JSON:
		src.LoadTasks()
		return watchJSON(opts, src, follow)
	}
	ctx, cancel := context.WithCancel(opts.Ctx)
	defer cancel()
	p := tea.NewProgram(watch.NewModel(src.Build(f.Now()), mo),
		tea.WithContext(ctx), tea.WithInput(f.In), tea.WithOutput(terminalOut(f.Out)), tea.WithoutSignalHandler(), tea.WithFPS(watch.FPS))
	done := make(chan struct{})
	go func() {
		defer close(done)
		// The first screen is up; the task board follows.
		src.LoadTasks()
		p.Send(watch.SnapshotMsg{Snap: src.Build(f.Now())})
		_ = watch.Follow(ctx, src, follow, func(s *watch.Snapshot) { p.Send(watch.SnapshotMsg{Snap: s}) })
	}()
	_, err = p.Run()
	cancel()
	<-done
	if errors.Is(err, tea.ErrProgramKilled) && opts.Ctx.Err() != nil {
		return nil // interrupted: a normal way to stop watching
	}
	return err
}

// terminalOut is the terminal itself for the full-screen view, which must
// send escape sequences: Main filters them out of teamctl's output, so
// the view escapes every text it reads from a file itself (watch.safeText).
func terminalOut(w io.Writer) io.Writer {
	if s, ok := w.(safeWriter); ok {
		return s.w
	}
	return w
}

// watchJSON streams the changes as NDJSON until interrupted or the team
// ends.
func watchJSON(opts *watchOptions, src *watch.Source, follow watch.FollowOptions) error {
	f := opts.f
	ctx, cancel := context.WithCancel(opts.Ctx)
	defer cancel()
	prev := src.Build(f.Now())
	if err := watch.WriteEvents(f.Out, watch.Diff(nil, prev, f.Now())); err != nil {
		return err
	}
	var werr error
	_ = watch.Follow(ctx, src, follow, func(s *watch.Snapshot) {
		evs := watch.Diff(prev, s, f.Now())
		prev = s
		if err := watch.WriteEvents(f.Out, evs); err != nil {
			werr = err // the reader went away
			cancel()
		}
		if s.Ended {
			cancel()
		}
	})
	return werr
}

// watchTeam resolves the team as every command does (--team, else the
// caller's own team); when that finds nothing and teams run, a terminal
// user picks one. A nil team without error means the user cancelled.
func watchTeam(opts *watchOptions, screen bool) (*claudefs.Team, error) {
	f := opts.f
	t, _, err := resolveTeam(f, opts.Team)
	if err == nil || opts.Team != "" || !screen {
		return t, err
	}
	var nf *team.NotFoundError
	_, _, derr := team.Discover(f.Getenv, f.Proc, f.ParentPID)
	if !errors.As(derr, &nf) || len(nf.Live) == 0 {
		return nil, err
	}
	live := nf.Live
	sortTeams(live)
	res, perr := tea.NewProgram(watch.NewPicker(live, f.Now, f.Getenv("NO_COLOR") != ""),
		tea.WithContext(opts.Ctx), tea.WithInput(f.In), tea.WithOutput(terminalOut(f.Out))).Run()
	if perr != nil {
		return nil, perr
	}
	if p, ok := res.(watch.Picker); ok && p.Chosen >= 0 {
		return p.Teams[p.Chosen], nil
	}
	fmt.Fprintln(f.ErrOut, "teamctl: no team picked")
	return nil, nil
}

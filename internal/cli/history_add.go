package cli

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/history"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamstate"
)

type historyAddOptions struct {
	f    *Factory
	file *historyFile
	entryFlags
	Team string
}

func newHistoryAddCmd(f *Factory, file *historyFile) *cobra.Command {
	opts := &historyAddOptions{f: f, file: file}
	cmd := &cobra.Command{
		Use:   "add --pattern P (--characters a,b,c | --member name:work:role ...) [--theme T]",
		Short: "Validate a team's theme and characters, then record them",
		Long: `add checks the entry against the pattern's rules and the recent history, then
prepends it and trims the history to the pattern's cap (40), atomically and
under a lock. Run it before spawning the members.

  fixed-theme   --theme is the work; it must not be the theme of any of the
                newest 40 entries; 4 to 6 characters, the leader included.
  mixed-genius  the theme is "mixed-genius"; 1 or 2 added members (the leader
                excluded), none among the characters of the newest 5 entries,
                no two from the same work (give works with --member:
                members given with --characters alone are recorded with a
                warning that the same-work rule was not checked).

--alias character=alias (repeatable) records another spelling the guards
look for too, reported as that character: a reading in kana or a nickname
(--alias Spike=スパイク). Family or given names alone and kana readings of
names in kana are looked for without being recorded.

A refusal lists every rule broken and names the clashing entry (its number is
what teamctl history show takes); nothing is written.

Run inside the team's session (or with --team), add also links the entry to
the team in the history and in teamctl's record of the team, so the guards
know which names are this team's characters. A member recorded with the role
leader is mapped to the leader's address, team-lead; a character whose name is
a valid spawn name (letters, digits, - and _) is mapped to that name, so spawn
members under their character's name.

Exit status: 0 recorded; 2 bad flags; 3 refused by a rule, or unknown pattern;
4 --team names no team; 5 the history file is damaged (nothing was written).`,
		Example: `  teamctl history add --pattern fixed-theme --theme "Cowboy Bebop" --characters Spike,Jet,Faye,Ed
  teamctl history add --pattern mixed-genius --member 'Kurisu:Steins;Gate:genius' --member 'Lelouch:Code Geass:strategist'
  teamctl history add --pattern fixed-theme --theme "Cowboy Bebop" --characters "Spike Spiegel,Jet Black,Faye Valentine,Ed" --alias Spike=スパイク`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runHistoryAdd(opts) },
	}
	opts.entryFlags.register(f, cmd)
	addTeamFlag(f, cmd, &opts.Team)
	return cmd
}

func runHistoryAdd(opts *historyAddOptions) error {
	f := opts.f
	candidate, err := opts.entry()
	if err != nil {
		return err
	}
	def, err := lookupPattern(f, candidate.Pattern)
	if err != nil {
		return err
	}
	t, found, linkNote, err := teamForHistory(f, opts.Team)
	if err != nil {
		return err
	}
	if t != nil {
		candidate.Team = t.Name
	}
	path := opts.file.Path()
	entry, err := history.Add(path, def, candidate, history.AddOptions{Layout: opts.file.Layout(), CheckedCache: checkedCache(f)})
	if err != nil {
		return historyErr(err)
	}
	fmt.Fprintf(f.Out, "recorded entry 1: %s\n", entry.Summary())
	fmt.Fprintf(f.Out, "  history  %s\n", path)
	warnUnchecked(f, history.Unchecked(def, candidate))
	if t == nil {
		fmt.Fprintf(f.ErrOut, "teamctl: note: not linked to a team: %s\n", linkNote)
		fmt.Fprintln(f.ErrOut, "teamctl: hint: run teamctl pattern set in the team's session to link it, or pass --team")
		return nil
	}
	stateDir := paths.StateDir(f.Getenv)
	err = updateRecord(f, t, func(r *teamstate.Record) error {
		r.Characters = charactersOf(entry, t)
		return nil
	})
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			e.Err = fmt.Errorf("recorded the entry but could not link it to team %s: %w", t.Name, e.Err)
			return e
		}
		return fmt.Errorf("recorded the entry but could not link it to team %s: %w", t.Name, err)
	}
	recordPath, _ := teamstate.Path(stateDir, teamstate.KeyOf(t))
	fmt.Fprintf(f.Out, "  team     %s (%s)\n", t.Name, found)
	fmt.Fprintf(f.Out, "  record   %s\n", recordPath)
	return nil
}

// teamForHistory is the team an entry is recorded for: --team (which must
// exist), else the caller's team when it can be told; otherwise none, with
// the reason.
func teamForHistory(f *Factory, name string) (t *claudefs.Team, found, note string, err error) {
	if name != "" {
		t, found, err = resolveTeam(f, name)
		return t, found, "", err
	}
	t, found, err = team.Discover(f.Getenv, f.Proc, f.ParentPID)
	if err != nil {
		return nil, "", err.Error(), nil
	}
	return t, found, "", nil
}

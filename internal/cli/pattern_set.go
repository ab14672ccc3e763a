package cli

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/history"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/teamstate"
)

type patternSetOptions struct {
	f       *Factory
	Pattern string
	Team    string
}

func newPatternSetCmd(f *Factory) *cobra.Command {
	opts := &patternSetOptions{f: f}
	cmd := &cobra.Command{
		Use:   "set NAME",
		Short: "Record the team's pattern in its config.json and in teamctl's record",
		Long: `set records NAME as the team's pattern, in two places:

  - config.json of the team, key "pattern", written under Claude Code's own
    lock (the config.json.lock directory), changing no other byte; the lock is
    held for milliseconds, so a teammate spawn racing it does not fail;
  - teamctl's own record of the team (<state dir>/teams/<team>.json), so the
    pattern survives should Claude Code ever drop the key.

It works on a team whose only member is the leader: record the pattern before
spawning. When the theme history has an entry for this team (teamctl history
add run in this session, or the newest entry not yet linked to a team), set
links it to the team too, so the guards know the team's characters; a link
made earlier is kept.

` + teamDiscoveryHelp + `

Exit status: 0 recorded; 3 unknown pattern; 4 no such team, or the team
cannot be told; 1 config.json could not be written (its lock stayed busy).`,
		Example: `  teamctl pattern set fixed-theme
  teamctl pattern set mixed-genius --team session-716ec9d0`,
		Args:              exactArgs(1),
		ValidArgsFunction: completePatternNames(f),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Pattern = args[0]
			return runPatternSet(opts)
		},
	}
	addTeamFlag(f, cmd, &opts.Team)
	return cmd
}

func runPatternSet(opts *patternSetOptions) error {
	f := opts.f
	def, err := lookupPattern(f, opts.Pattern)
	if err != nil {
		return err
	}
	t, found, err := resolveTeam(f, opts.Team)
	if err != nil {
		return err
	}
	if err := refusePatternSwitch(f, t, def.Name); err != nil {
		return err
	}
	now := f.Now()
	stateDir := paths.StateDir(f.Getenv)
	linked, linkNote := linkHistoryEntry(f, t.Name)

	// teamctl's record first: it is the copy that survives, and it is
	// written even when config.json's lock stays busy.
	var characters *teamstate.Characters
	err = updateRecord(f, t, func(r *teamstate.Record) error {
		r.Pattern = def.Name
		r.PatternSetAt = now.UTC()
		if r.Characters == nil && linked != nil {
			r.Characters = charactersOf(*linked, t)
		}
		characters = r.Characters
		return nil
	})
	if err != nil {
		return err
	}
	recordPath, _ := teamstate.Path(stateDir, teamstate.KeyOf(t))
	configPath := filepath.Join(t.Dir, claudefs.ConfigFile)

	changed, err := claudefs.SetConfigKey(t.Dir, "pattern", def.Name)
	if err != nil {
		hint := "run the command again"
		if errors.Is(err, claudefs.ErrLockBusy) {
			hint = "run the command again; a lock nobody refreshes is taken over after " + claudefs.DefaultLockStale.String()
		}
		return newError(ExitError, fmt.Errorf("recorded %s for team %s in %s, but could not write %s: %w",
			def.Name, t.Name, recordPath, configPath, err), hint)
	}

	out := f.Out
	fmt.Fprintf(out, "pattern %s recorded for team %s (%s)\n", def.Name, display(t.Name), found)
	tw := newTable(out)
	state := "updated"
	if !changed {
		state = "already set"
	}
	fmt.Fprintf(tw, "  config.json\t%s (%s)\n", configPath, state)
	fmt.Fprintf(tw, "  teamctl record\t%s\n", recordPath)
	if characters != nil {
		fmt.Fprintf(tw, "  characters\t%s %q with %s\n", characters.Pattern, characters.Theme, strings.Join(characters.Names, ", "))
	}
	tw.Flush()
	if linkNote != "" {
		fmt.Fprintf(f.ErrOut, "teamctl: note: %s\n", linkNote)
	}
	if characters != nil && characters.Pattern != "" && !history.Same(characters.Pattern, def.Name) {
		fmt.Fprintf(f.ErrOut, "teamctl: warning: the characters linked to this team were recorded for pattern %s\n", characters.Pattern)
	}
	return nil
}

// linkHistoryEntry finds the theme-history entry of team and marks it as
// the team's in the history file (clarification 12): the newest entry
// already linked to the team, else the newest entry when no team claims it.
// Problems are notes, not errors: the pattern is what was asked for.
func linkHistoryEntry(f *Factory, teamName string) (*history.Entry, string) {
	path := paths.HistoryFile(f.Getenv)
	h, _, err := history.Load(path)
	if err != nil {
		return nil, fmt.Sprintf("theme history not linked: %v", err)
	}
	e, index, ok := history.ForTeam(h, teamName)
	if !ok {
		return nil, ""
	}
	if e.Team == teamName {
		return &e, ""
	}
	if index != 1 {
		// An older unlinked entry is not this team's: the guide records the
		// entry right before spawning, so a team's entry is the newest.
		return nil, ""
	}
	linked, err := history.LinkTeam(path, teamName, history.AsArray)
	if err != nil {
		return nil, fmt.Sprintf("theme history not linked: %v", err)
	}
	return &linked, ""
}

// charactersOf turns a history entry into teamctl's record of the team's
// characters. Members maps a SendMessage address to a character where the
// address is known: "team-lead" for a member recorded with the role leader
// (or lead, team-lead), and a character whose name is itself a valid spawn
// name (Spike, kurisu) under that name, since the leader usually spawns a
// character under its own name. Other characters are still in Names; the
// guards match member names against them.
func charactersOf(e history.Entry, t *claudefs.Team) *teamstate.Characters {
	c := &teamstate.Characters{Pattern: e.Pattern, Theme: e.Theme, Names: e.Names(), Aliases: e.Aliases}
	members := map[string]string{}
	leader := ""
	for _, m := range e.Members {
		switch strings.ToLower(strings.TrimSpace(m.Role)) {
		case "leader", "lead", "team-lead":
			members[claudefs.LeadName] = m.Name
			leader = m.Name
		}
	}
	for _, name := range c.Names {
		if validSpawnName(name) && name != claudefs.LeadName && !history.Same(name, leader) {
			if _, taken := members[name]; !taken {
				members[name] = name
			}
		}
	}
	// Members already in the team whose name plays a character.
	if t != nil {
		for _, m := range t.Teammates() {
			for _, name := range c.Names {
				if history.Same(m.Name, name) {
					members[m.Name] = name
				}
			}
		}
	}
	if len(members) > 0 {
		c.Members = members
	}
	if c.Names == nil {
		c.Names = []string{}
	}
	return c
}

// validSpawnName is the Agent tool's name pattern, ^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$.
func validSpawnName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i, r := range s {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || i > 0 && (r == '_' || r == '-')
		if !ok {
			return false
		}
	}
	return true
}

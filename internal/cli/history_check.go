package cli

import (
	"fmt"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/history"
	"github.com/teamctl/teamctl/internal/paths"
)

type historyCheckOptions struct {
	f    *Factory
	file *historyFile
	entryFlags
	JSON bool
}

func newHistoryCheckCmd(f *Factory, file *historyFile) *cobra.Command {
	opts := &historyCheckOptions{f: f, file: file}
	cmd := &cobra.Command{
		Use:   "check --pattern P (--characters a,b,c | --member name:work:role ...) [--theme T]",
		Short: "Tell whether an entry may be recorded, without recording it",
		Long: `check applies the rules of teamctl history add (see its help) and writes
nothing: call it while choosing a theme and characters. Every rule broken is
printed, naming the clashing entry.

Exit status: 0 allowed; 2 bad flags; 3 refused (or unknown pattern); 5 the
history file is damaged.`,
		Example: `  teamctl history check -p fixed-theme --theme "Cowboy Bebop" -c Spike,Jet,Faye,Ed
  teamctl history check -p mixed-genius -m 'Kurisu:Steins;Gate:genius' --json`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runHistoryCheck(opts) },
	}
	opts.entryFlags.register(f, cmd)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

// checkJSON is the verdict with the candidate's fields beside it, flat
// (docs/json.md).
type checkJSON struct {
	Allowed    bool                `json:"allowed"`
	Checked    int                 `json:"checked_entries"`
	Pattern    string              `json:"pattern"`
	Theme      string              `json:"theme"`
	Characters []string            `json:"characters"`
	Members    []historyMemberJSON `json:"members"`
	Aliases    map[string][]string `json:"aliases"`
	Violations []violationJSON     `json:"violations"`
	Unchecked  []uncheckedJSON     `json:"unchecked"`
}

// uncheckedJSON is a rule that could not be applied to the candidate (it
// gives too little), so it neither allowed nor refused it.
type uncheckedJSON struct {
	Rule    string `json:"rule"`
	Message string `json:"message"`
}

// violationJSON is one broken rule; Index is the clashing entry's number
// (history show takes it), 0 when the rule is not about one entry.
type violationJSON struct {
	Rule    string `json:"rule"`
	Message string `json:"message"`
	Index   int    `json:"index"`
}

func newCheckJSON(entry history.Entry, vs, unchecked []history.Violation, checked int) checkJSON {
	e := newHistoryEntryJSON(0, entry)
	out := checkJSON{
		Allowed: len(vs) == 0, Checked: checked, Pattern: e.Pattern, Theme: e.Theme,
		Characters: e.Characters, Members: e.Members, Aliases: e.Aliases,
		Violations: []violationJSON{}, Unchecked: []uncheckedJSON{},
	}
	for _, v := range vs {
		out.Violations = append(out.Violations, violationJSON{Rule: v.Rule, Message: v.Message, Index: v.Index})
	}
	for _, u := range unchecked {
		out.Unchecked = append(out.Unchecked, uncheckedJSON{Rule: u.Rule, Message: u.Message})
	}
	return out
}

// warnUnchecked says which rules could not be applied to the candidate,
// so a skipped rule is never silent.
func warnUnchecked(f *Factory, unchecked []history.Violation) {
	for _, u := range unchecked {
		fmt.Fprintf(f.ErrOut, "teamctl: warning: %s\n", u.Message)
	}
	if len(unchecked) > 0 {
		fmt.Fprintln(f.ErrOut, "teamctl: hint: name each member with --member name:work:role so the rule is checked")
	}
}

// checkedCache is where history check remembers a large history it has
// checked whole; "" where teamctl may not create its state.
func checkedCache(f *Factory) string {
	if !paths.MayCreateState(f.Getenv) {
		return ""
	}
	return filepath.Join(paths.StateDir(f.Getenv), "cache")
}

func runHistoryCheck(opts *historyCheckOptions) error {
	f := opts.f
	candidate, err := opts.entry()
	if err != nil {
		return err
	}
	def, err := lookupPattern(f, candidate.Pattern)
	if err != nil {
		return err
	}
	h, total, _, err := history.LoadNewestChecked(opts.file.Path(), history.CheckWindow(def), checkedCache(f), f.Now())
	if err != nil {
		return historyErr(err)
	}
	vs := history.Check(h, def, candidate)
	unchecked := history.Unchecked(def, candidate)
	entry := history.Prepare(def, candidate)
	warnUnchecked(f, unchecked)
	if opts.JSON {
		if err := writeJSON(f.Out, newCheckJSON(entry, vs, unchecked, total)); err != nil {
			return err
		}
	} else if len(vs) == 0 {
		fmt.Fprintf(f.Out, "allowed: %s (checked against %d entries)\n", entry.Summary(), total)
	} else {
		fmt.Fprintln(f.Out, refusalText("refused:", entry, vs))
	}
	if len(vs) > 0 {
		return errSilent{ExitRefused}
	}
	return nil
}

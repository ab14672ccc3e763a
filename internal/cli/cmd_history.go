package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/history"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// historyFile is the --file flag every history command shares.
type historyFile struct {
	f    *Factory
	path string
}

func (h *historyFile) Path() string {
	if h.path != "" {
		return h.path
	}
	return paths.HistoryFile(h.f.Getenv)
}

const historyExitStatus = `Exit status: 0 success; 5 the history file is damaged (the message says
where; nothing was written; see teamctl history repair).`

func newHistoryCmd(f *Factory) *cobra.Command {
	file := &historyFile{f: f}
	cmd := &cobra.Command{
		Use:   "history",
		Short: "Keep the theme history: check, add, list and repair entries",
		Long: `The theme history (<config dir>/team-theme-history.json, CLAUDE_CONFIG_DIR
or ~/.claude) remembers which works and characters recent teams used, so a new
team picks fresh ones. Each entry is {pattern, theme, characters} plus, for
mixed-genius, members [{name, work, role}]; teamctl also records the team an
entry was made for.

teamctl reads every format the guide used (an object {"history": [...]}, a
bare array newest first, JSON lines newest last) and writes a bare array,
newest first, atomically and under a lock. A damaged file is never
overwritten: every command that reads it stops with exit status 5 and says
where it broke; teamctl history repair keeps a backup and salvages the valid
entries.`,
		Args: cobra.NoArgs,
	}
	cmd.PersistentFlags().StringVar(&file.path, "file", "", "the history file (default <config dir>/team-theme-history.json)")
	cmd.AddCommand(
		newHistoryAddCmd(f, file), newHistoryCheckCmd(f, file), newHistoryListCmd(f, file),
		newHistoryShowCmd(f, file), newHistoryStatsCmd(f, file), newHistoryPruneCmd(f, file),
		newHistoryMigrateCmd(f, file), newHistoryRepairCmd(f, file),
	)
	return cmd
}

// historyErr turns the history package's errors into teamctl's: a damaged
// file exits 5 with the repair hint, a refused entry exits 3 listing every
// violation.
func historyErr(err error) error {
	var corrupt *history.CorruptError
	if errors.As(err, &corrupt) {
		return damagedErr(fmt.Errorf("%w; the file was left untouched", err),
			"`teamctl history repair` keeps a copy of the file and salvages the valid entries")
	}
	var refused *history.RefusedError
	if errors.As(err, &refused) {
		return refusedErr(errors.New(refusalText("refused to record", refused.Entry, refused.Violations)),
			"`teamctl history list` shows the recent entries; `teamctl history check` tries a choice without recording it")
	}
	return err
}

// refusalText is "<verb> <entry>:" and one indented line per violation.
func refusalText(verb string, e history.Entry, vs []history.Violation) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s:", verb, e.Summary())
	for _, v := range vs {
		fmt.Fprintf(&b, "\n  - %s", v.Message)
	}
	return b.String()
}

// ---- the candidate entry of add and check ----

type entryFlags struct {
	Pattern    string
	Theme      string
	Characters []string
	Members    []string
	Aliases    []string
}

func (e *entryFlags) register(f *Factory, cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringVarP(&e.Pattern, "pattern", "p", "", "the team's pattern (fixed-theme, mixed-genius, …)")
	fl.StringVar(&e.Theme, "theme", "", "the work title (fixed-theme); mixed-genius records \"mixed-genius\" itself")
	fl.StringSliceVarP(&e.Characters, "characters", "c", nil, "the characters, comma-separated (fixed-theme: everyone, leader included; mixed-genius: the added members only)")
	fl.StringArrayVarP(&e.Members, "member", "m", nil, "a member as name:work:role (repeatable; may stand in for --characters)")
	fl.StringArrayVar(&e.Aliases, "alias", nil, "another spelling of a character the guards look for too, as character=alias (repeatable): Spike=スパイク")
	_ = cmd.RegisterFlagCompletionFunc("pattern", completePatternNames(f))
}

func (e *entryFlags) entry() (history.Entry, error) {
	if strings.TrimSpace(e.Pattern) == "" {
		return history.Entry{}, usageErrorf("--pattern is required (fixed-theme, mixed-genius, …)")
	}
	c := history.Entry{Pattern: e.Pattern, Theme: e.Theme, Characters: e.Characters}
	for _, spec := range e.Members {
		m, err := parseMember(spec)
		if err != nil {
			return history.Entry{}, err
		}
		c.Members = append(c.Members, m)
	}
	if len(c.Characters) == 0 && len(c.Members) == 0 {
		return history.Entry{}, usageErrorf("name the characters with --characters a,b,c or --member name:work:role")
	}
	for _, spec := range e.Aliases {
		if err := addAlias(&c, spec); err != nil {
			return history.Entry{}, err
		}
	}
	return c, nil
}

// addAlias records --alias character=alias. The character is one of the
// entry's names or one word of one (Spike for Spike Spiegel); the alias is
// kept under the full name.
func addAlias(c *history.Entry, spec string) error {
	who, alias, ok := strings.Cut(spec, "=")
	who, alias = strings.TrimSpace(who), strings.TrimSpace(alias)
	if !ok || who == "" || alias == "" {
		return usageErrorf("--alias %q: want character=alias, as in Spike=スパイク", spec)
	}
	var match []string
	for _, name := range c.Names() {
		if history.Same(who, name) {
			match = []string{name}
			break
		}
		for _, w := range strings.Fields(name) {
			if history.Same(who, w) {
				match = append(match, name)
				break
			}
		}
	}
	switch len(match) {
	case 0:
		return usageErrorf("--alias %q: %q is not one of the characters (%s)", spec, who, strings.Join(c.Names(), ", "))
	case 1:
	default:
		return usageErrorf("--alias %q: %q could be %s; give the full name", spec, who, strings.Join(match, " or "))
	}
	if c.Aliases == nil {
		c.Aliases = map[string][]string{}
	}
	for _, a := range c.Aliases[match[0]] {
		if history.Same(a, alias) {
			return nil
		}
	}
	c.Aliases[match[0]] = append(c.Aliases[match[0]], alias)
	return nil
}

// parseMember reads name:work:role. The name ends at the first colon and
// the role starts after the last, so a work title may itself contain a
// colon when the role is given; name:work (no role) is accepted too.
func parseMember(spec string) (history.Member, error) {
	parts := strings.Split(spec, ":")
	if len(parts) < 2 || strings.TrimSpace(parts[0]) == "" {
		return history.Member{}, usageErrorf("--member %q: want name:work:role", spec)
	}
	m := history.Member{Name: parts[0]}
	if len(parts) == 2 {
		m.Work = parts[1]
	} else {
		m.Work = strings.Join(parts[1:len(parts)-1], ":")
		m.Role = parts[len(parts)-1]
	}
	return m, nil
}

// ---- history add ----

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
                no two from the same work (give works with --member).

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
		Args: cobra.NoArgs,
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
	entry, err := history.Add(path, def, candidate, history.AddOptions{})
	if err != nil {
		return historyErr(err)
	}
	fmt.Fprintf(f.Out, "recorded entry 1: %s\n", entry.Summary())
	fmt.Fprintf(f.Out, "  history  %s\n", path)
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

// ---- history check ----

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
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runHistoryCheck(opts) },
	}
	opts.entryFlags.register(f, cmd)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

type checkJSON struct {
	Allowed    bool                `json:"allowed"`
	Entry      history.Entry       `json:"entry"`
	Violations []history.Violation `json:"violations"`
	Checked    int                 `json:"checked_entries"`
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
	h, _, err := history.Load(opts.file.Path())
	if err != nil {
		return historyErr(err)
	}
	vs := history.Check(h, def, candidate)
	entry := history.Prepare(def, candidate)
	if opts.JSON {
		if vs == nil {
			vs = []history.Violation{}
		}
		if err := writeJSON(f.Out, checkJSON{Allowed: len(vs) == 0, Entry: entry, Violations: vs, Checked: len(h)}); err != nil {
			return err
		}
	} else if len(vs) == 0 {
		fmt.Fprintf(f.Out, "allowed: %s (checked against %d entries)\n", entry.Summary(), len(h))
	} else {
		fmt.Fprintln(f.Out, refusalText("refused:", entry, vs))
	}
	if len(vs) > 0 {
		return errSilent{ExitRefused}
	}
	return nil
}

// ---- history list ----

type historyListOptions struct {
	f       *Factory
	file    *historyFile
	Limit   int
	Pattern string
	JSON    bool
}

func newHistoryListCmd(f *Factory, file *historyFile) *cobra.Command {
	opts := &historyListOptions{f: f, file: file}
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the newest history entries",
		Long: `list shows the newest entries first, numbered as teamctl history show takes
them (1 = newest); with --pattern the numbers stay those of the whole history.
It reads only the entries it shows, so it stays fast on a long file, but still
checks the whole file and refuses a damaged one.

` + historyExitStatus,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runHistoryList(opts) },
	}
	cmd.Flags().IntVarP(&opts.Limit, "limit", "n", history.DefaultListLimit, "how many entries to show (0: all)")
	cmd.Flags().StringVarP(&opts.Pattern, "pattern", "p", "", "only entries of this pattern")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	_ = cmd.RegisterFlagCompletionFunc("pattern", completePatternNames(f))
	return cmd
}

func runHistoryList(opts *historyListOptions) error {
	f := opts.f
	limit := opts.Limit
	if limit <= 0 {
		limit = -1
	}
	path := opts.file.Path()
	items, _, err := history.List(path, history.Query{Limit: limit, Pattern: opts.Pattern})
	if err != nil {
		return historyErr(err)
	}
	if opts.JSON {
		return writeJSON(f.Out, items)
	}
	if len(items) == 0 {
		if opts.Pattern != "" {
			fmt.Fprintf(f.Out, "no %s entries in %s\n", opts.Pattern, path)
		} else {
			fmt.Fprintf(f.Out, "no entries in %s\n", path)
		}
		return nil
	}
	tw := newTable(f.Out)
	fmt.Fprintln(tw, "#\tPATTERN\tTHEME\tCHARACTERS\tTEAM")
	for _, it := range items {
		e := it.Entry
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\n", it.Index, dash(e.Pattern), oneLineCut(e.Theme, 60), oneLineCut(charactersCell(e), 100), dash(e.Team))
	}
	return tw.Flush()
}

// charactersCell lists an entry's names, with the work for members from
// another work than the theme: "Kurisu (Steins;Gate), Lelouch (Code Geass)".
func charactersCell(e history.Entry) string {
	works := map[string]string{}
	for _, m := range e.Members {
		if m.Work != "" && !history.Same(m.Work, e.Theme) {
			works[m.Name] = m.Work
		}
	}
	names := e.Names()
	for i, n := range names {
		if w, ok := works[n]; ok {
			names[i] = n + " (" + w + ")"
		}
	}
	return strings.Join(names, ", ")
}

// ---- history show ----

type historyShowOptions struct {
	f     *Factory
	file  *historyFile
	Index int
	JSON  bool
}

func newHistoryShowCmd(f *Factory, file *historyFile) *cobra.Command {
	opts := &historyShowOptions{f: f, file: file}
	cmd := &cobra.Command{
		Use:   "show N",
		Short: "Show one history entry (1 = newest)",
		Long: `show prints entry N, counting from the newest (1), as teamctl history list
numbers them.

Exit status: 0 shown; 2 N is not a positive number; 4 no entry N; 5 the
history file is damaged.`,
		Args: cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			n, err := strconv.Atoi(args[0])
			if err != nil || n < 1 {
				return usageErrorf("entry number %q: want 1 (the newest) or more", args[0])
			}
			opts.Index = n
			return runHistoryShow(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

func runHistoryShow(opts *historyShowOptions) error {
	f := opts.f
	path := opts.file.Path()
	items, _, err := history.List(path, history.Query{Limit: opts.Index})
	if err != nil {
		return historyErr(err)
	}
	if len(items) < opts.Index {
		return notFoundErr(fmt.Errorf("no entry %d: %s holds %d", opts.Index, path, len(items)),
			"`teamctl history list` numbers the entries")
	}
	it := items[opts.Index-1]
	if opts.JSON {
		return writeJSON(f.Out, it)
	}
	e := it.Entry
	tw := newTable(f.Out)
	fmt.Fprintf(tw, "entry\t%d\n", it.Index)
	fmt.Fprintf(tw, "pattern\t%s\n", dash(e.Pattern))
	fmt.Fprintf(tw, "theme\t%s\n", e.Theme)
	fmt.Fprintf(tw, "characters\t%s\n", strings.Join(e.Characters, ", "))
	if e.Datetime != "" {
		fmt.Fprintf(tw, "datetime\t%s\n", e.Datetime)
	}
	fmt.Fprintf(tw, "team\t%s\n", dash(e.Team))
	for _, c := range e.Names() {
		if aliases := e.AliasesOf(c); len(aliases) > 0 {
			fmt.Fprintf(tw, "aliases\t%s: %s\n", c, strings.Join(aliases, ", "))
		}
	}
	keys := make([]string, 0, len(e.Extra))
	for k := range e.Extra {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(tw, "%s\t%s\n", k, compactJSON(e.Extra[k]))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(e.Members) == 0 {
		return nil
	}
	fmt.Fprintln(f.Out)
	mw := newTable(f.Out)
	fmt.Fprintln(mw, "MEMBER\tWORK\tROLE")
	for _, m := range e.Members {
		fmt.Fprintf(mw, "%s\t%s\t%s\n", m.Name, dash(m.Work), dash(m.Role))
	}
	return mw.Flush()
}

func compactJSON(raw json.RawMessage) string {
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return string(raw)
	}
	return b.String()
}

// ---- history stats ----

type historyStatsOptions struct {
	f    *Factory
	file *historyFile
	Top  int
	JSON bool
}

func newHistoryStatsCmd(f *Factory, file *historyFile) *cobra.Command {
	opts := &historyStatsOptions{f: f, file: file}
	cmd := &cobra.Command{
		Use:   "stats",
		Short: "Show the most used patterns, works and characters",
		Long: `stats counts, over the whole history, how often each pattern, work and
character was used, most used first. A mixed-genius entry counts its members'
works; names differing only in case or spacing count as one.

` + historyExitStatus,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runHistoryStats(opts) },
	}
	cmd.Flags().IntVar(&opts.Top, "top", 10, "how many works and characters to show (0: all)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON (every count)")
	return cmd
}

func runHistoryStats(opts *historyStatsOptions) error {
	f := opts.f
	h, _, err := history.Load(opts.file.Path())
	if err != nil {
		return historyErr(err)
	}
	s := history.Stats(h)
	if opts.JSON {
		return writeJSON(f.Out, s)
	}
	top := func(cs []history.Count) []history.Count {
		if opts.Top > 0 && len(cs) > opts.Top {
			return cs[:opts.Top]
		}
		return cs
	}
	fmt.Fprintf(f.Out, "%d entries in %s\n", s.Entries, opts.file.Path())
	if s.Entries == 0 {
		return nil
	}
	section := func(title string, cs []history.Count) {
		fmt.Fprintf(f.Out, "\n%s\n", title)
		tw := newTable(f.Out)
		for _, c := range cs {
			fmt.Fprintf(tw, "  %d\t%s\n", c.Count, c.Name)
		}
		tw.Flush()
	}
	section("PATTERNS", s.Patterns)
	section("WORKS", top(s.Works))
	section("CHARACTERS", top(s.Characters))
	return nil
}

// ---- history prune ----

type historyPruneOptions struct {
	f    *Factory
	file *historyFile
	Keep int
}

func newHistoryPruneCmd(f *Factory, file *historyFile) *cobra.Command {
	opts := &historyPruneOptions{f: f, file: file}
	cmd := &cobra.Command{
		Use:   "prune --keep N",
		Short: "Keep only the newest N entries",
		Long: `prune drops every entry but the newest N and writes the history as a bare
array. (teamctl history add already trims to the pattern's cap.)

Exit status: 0 done; 2 bad --keep; 5 the history file is damaged (nothing was
written).`,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runHistoryPrune(opts) },
	}
	cmd.Flags().IntVar(&opts.Keep, "keep", -1, "how many of the newest entries to keep (required)")
	return cmd
}

func runHistoryPrune(opts *historyPruneOptions) error {
	if opts.Keep < 0 {
		return usageErrorf("--keep N is required: how many of the newest entries to keep (0 or more)")
	}
	path := opts.file.Path()
	removed, err := history.Prune(path, opts.Keep)
	if err != nil {
		return historyErr(err)
	}
	if removed == 0 {
		fmt.Fprintf(opts.f.Out, "nothing to prune: %s holds %d entries or fewer\n", path, opts.Keep)
		return nil
	}
	fmt.Fprintf(opts.f.Out, "removed %d entries from %s; kept the newest %d\n", removed, path, opts.Keep)
	return nil
}

// ---- history migrate ----

type historyMigrateOptions struct {
	f    *Factory
	file *historyFile
	To   string
}

func newHistoryMigrateCmd(f *Factory, file *historyFile) *cobra.Command {
	opts := &historyMigrateOptions{f: f, file: file}
	cmd := &cobra.Command{
		Use:   "migrate --to array|object|jsonl",
		Short: "Rewrite the history in another of the guide's formats",
		Long: `migrate rewrites the history file in one of the formats the guide used:
array (a bare JSON array, newest first: what teamctl writes), object
({"history": [...]}, newest first) or jsonl (one entry per line, newest last).
Entries and their unknown keys are kept. teamctl history add writes an array
again.

Exit status: 0 done; 2 unknown format; 5 the history file is damaged (nothing
was written; repair it first).`,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runHistoryMigrate(opts) },
	}
	cmd.Flags().StringVar(&opts.To, "to", "", "the format: array, object or jsonl (required)")
	_ = cmd.RegisterFlagCompletionFunc("to", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		var names []string
		for _, fm := range history.Formats() {
			names = append(names, fm.String())
		}
		return names, cobra.ShellCompDirectiveNoFileComp
	})
	return cmd
}

func runHistoryMigrate(opts *historyMigrateOptions) error {
	if opts.To == "" {
		return usageErrorf("--to is required: array, object or jsonl")
	}
	to, err := history.ParseFormat(opts.To)
	if err != nil {
		return newError(ExitUsage, err)
	}
	path := opts.file.Path()
	h, _, err := history.Load(path)
	if err != nil {
		return historyErr(err)
	}
	from, err := history.Migrate(path, to)
	if err != nil {
		return historyErr(err)
	}
	if len(h) == 0 && from == history.FormatArray {
		fmt.Fprintf(opts.f.Out, "%s holds no entries; nothing to migrate\n", path)
		return nil
	}
	fmt.Fprintf(opts.f.Out, "rewrote %s as %s (was %s, %d entries)\n", path, to, from, len(h))
	return nil
}

// ---- history repair ----

type historyRepairOptions struct {
	f    *Factory
	file *historyFile
}

func newHistoryRepairCmd(f *Factory, file *historyFile) *cobra.Command {
	opts := &historyRepairOptions{f: f, file: file}
	cmd := &cobra.Command{
		Use:   "repair",
		Short: "Back up a damaged history and keep its valid entries",
		Long: `repair copies a damaged history file to <file>.bak-<UTC time>, then rewrites
the file as a bare array of every entry that could still be read, and says
how many it kept and dropped. A healthy file is left alone.

Exit status: 0 repaired or healthy; 1 the file could not be backed up or
written.`,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runHistoryRepair(opts) },
	}
	return cmd
}

func runHistoryRepair(opts *historyRepairOptions) error {
	path := opts.file.Path()
	kept, dropped, backup, err := history.Repair(path, opts.f.Now())
	if err != nil {
		return err
	}
	if backup == "" {
		fmt.Fprintf(opts.f.Out, "%s is healthy (%d entries); nothing to repair\n", path, kept)
		return nil
	}
	fmt.Fprintf(opts.f.Out, "repaired %s: kept %d entries, dropped %d\n", path, kept, dropped)
	fmt.Fprintf(opts.f.Out, "the damaged file is saved as %s\n", backup)
	return nil
}

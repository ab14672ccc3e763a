package cli

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/ccfacts"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/settings"
	"github.com/teamctl/teamctl/internal/wiring"
	"github.com/tidwall/gjson"
)

type explainOptions struct {
	f      *Factory
	Last   int
	Hook   string
	JSON   bool
	Input  string
	Entry  string
	Replay int
}

func newExplainCmd(f *Factory) *cobra.Command {
	opts := &explainOptions{f: f}
	cmd := &cobra.Command{
		Use:   "explain [--last N] [--hook H] [--json] | --input FILE [--entry NAME] | --replay N",
		Short: "Show why the hooks decided what they did",
		Long: `explain reads the hooks' decision log (<state dir>/decisions.jsonl; every deny
by default, every decision with TEAMCTL_DECISION_LOG=all) and shows, for each
decision, its number, time, the tool call, the caller's role, the team, the
pattern, the rule and the reason.

--input FILE (- for stdin) runs a saved hook input through every hook, in
this process and with the current environment, and prints what each would
decide and why, "no opinion" included, with the rule that said so. FILE holds
one hook input, or an object with an "input" field (a decision-log line, a
captured evidence entry), or named entries (pick one with --entry).

--replay N runs the Nth logged input through the hook that decided it and
says whether today's decision differs from the logged one.`,
		Example: `  teamctl explain --last 5
  teamctl explain --hook message-guard --json
  teamctl explain --input saved-input.json
  teamctl explain --replay 12`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runExplain(opts) },
	}
	cmd.Flags().IntVar(&opts.Last, "last", 10, "show the newest N decisions")
	cmd.Flags().StringVar(&opts.Hook, "hook", "", "only decisions of this hook (leader-guard, artifact-guard, message-guard, team-events, team-rules)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	cmd.Flags().StringVar(&opts.Input, "input", "", "run the hook input in FILE (- = stdin) through every hook")
	cmd.Flags().StringVar(&opts.Entry, "entry", "", "with --input: the entry to run from a file of named entries")
	cmd.Flags().IntVar(&opts.Replay, "replay", 0, "re-run logged decision N and compare")
	cmd.MarkFlagsMutuallyExclusive("input", "replay")
	return cmd
}

func runExplain(opts *explainOptions) error {
	if opts.Hook != "" && !isHookName(opts.Hook) {
		return usageErrorf("unknown hook %q (want one of %s)", opts.Hook, strings.Join(wiring.Binaries(), ", "))
	}
	switch {
	case opts.Input != "":
		return explainInput(opts)
	case opts.Replay != 0:
		return explainReplay(opts)
	}
	if opts.Entry != "" {
		return usageErrorf("--entry goes with --input")
	}
	if opts.Last < 1 {
		return usageErrorf("--last must be at least 1")
	}
	return explainLog(opts)
}

func isHookName(name string) bool {
	for _, b := range wiring.Binaries() {
		if b == name {
			return true
		}
	}
	return false
}

// numbered is a decision-log record and its number, counted from the
// oldest line kept (the rotated file first).
type numbered struct {
	N int `json:"n"`
	hook.Record
}

// readLog reads the decision log, the rotated part first, numbering the
// records from the oldest kept (hook.ReadLog says how damaged and torn
// lines are treated).
func readLog(f *Factory) (records []numbered, damaged int, path string, err error) {
	path = hook.LogPath(f.Getenv)
	recs, damaged, err := hook.ReadLog(path)
	if err != nil {
		return nil, 0, path, err
	}
	for i, rec := range recs {
		records = append(records, numbered{N: i + 1, Record: rec})
	}
	return records, damaged, path, nil
}

func explainLog(opts *explainOptions) error {
	f := opts.f
	records, damaged, path, err := readLog(f)
	if err != nil {
		return err
	}
	if damaged > 0 {
		fmt.Fprintf(f.ErrOut, "teamctl: warning: %d damaged line(s) in %s skipped\n", damaged, path)
	}
	var shown []numbered
	for _, r := range records {
		if opts.Hook == "" || r.Hook == opts.Hook {
			shown = append(shown, r)
		}
	}
	if len(shown) > opts.Last {
		shown = shown[len(shown)-opts.Last:]
	}
	if opts.JSON {
		if shown == nil {
			shown = []numbered{}
		}
		return writeJSON(f.Out, shown)
	}
	if len(shown) == 0 {
		fmt.Fprintf(f.Out, "no decisions logged in %s (the hooks log every deny; TEAMCTL_DECISION_LOG=all logs every decision)\n", path)
		return nil
	}
	for i, r := range shown {
		if i > 0 {
			fmt.Fprintln(f.Out)
		}
		fmt.Fprintf(f.Out, "#%d  %s  %s  %s  %s\n", r.N, r.Time.Local().Format("2006-01-02 15:04:05"), r.Hook, r.Decision, r.Rule)
		fmt.Fprintf(f.Out, "    call:    %s\n", describeCall(r.Input, r.Event, r.Tool))
		if who := describeCaller(r.Role, r.Team, r.Pattern); who != "" {
			fmt.Fprintf(f.Out, "    caller:  %s\n", who)
		}
		if r.Reason != "" {
			fmt.Fprintf(f.Out, "    reason:  %s\n", r.Reason)
		}
		for _, n := range r.Notes {
			fmt.Fprintf(f.Out, "    note:    %s\n", n)
		}
	}
	fmt.Fprintf(f.Out, "\n(%d of %d logged decisions; re-run one with `teamctl explain --replay N`)\n", len(shown), len(records))
	return nil
}

// verdict is one hook's answer to an input, for --input and --replay.
type verdict struct {
	Hook     string   `json:"hook"`
	Runs     bool     `json:"runs"` // the wiring starts this hook for the call
	Decision string   `json:"decision"`
	Rule     string   `json:"rule"`
	Reason   string   `json:"reason"`
	Context  string   `json:"context"`
	Role     string   `json:"role"`
	Team     string   `json:"team"`
	Pattern  string   `json:"pattern"`
	Notes    []string `json:"notes"`
	Error    string   `json:"error"`
}

// replayJSON is explain --replay --json: the logged call and the two
// decisions side by side, flat (docs/json.md).
type replayJSON struct {
	N              int       `json:"n"`
	Time           time.Time `json:"time"`
	Hook           string    `json:"hook"`
	Event          string    `json:"event"`
	Tool           string    `json:"tool"`
	Role           string    `json:"role"`
	Team           string    `json:"team"`
	Pattern        string    `json:"pattern"`
	Same           bool      `json:"same"`
	LoggedDecision string    `json:"logged_decision"`
	LoggedRule     string    `json:"logged_rule"`
	LoggedReason   string    `json:"logged_reason"`
	TodayDecision  string    `json:"today_decision"`
	TodayRule      string    `json:"today_rule"`
	TodayReason    string    `json:"today_reason"`
	TodayError     string    `json:"today_error"`
}

// decide runs one hook in process through hook.Evaluate, the code the hook
// binary runs, so a panic, an error and strict mode come out as they would
// from the binary.
func decide(h wiring.Hook, in *hook.Input, getenv func(string) string, now time.Time) verdict {
	return verdictOf(h, in, hook.Evaluate(h.New(), hook.NewCall(in, getenv, now)))
}

func verdictOf(h wiring.Hook, in *hook.Input, d hook.Decision) verdict {
	v := verdict{
		Hook: h.Name, Runs: wiredFor(h, in), Decision: d.Verdict.String(), Rule: d.Rule, Reason: d.Reason,
		Context: d.Context, Role: d.Role, Team: d.Team, Pattern: d.Pattern, Notes: d.Notes, Error: d.Err,
	}
	switch {
	case d.Err != "" && d.Verdict == hook.NoOpinion:
		v.Decision = "error (fails open)"
	case d.Verdict == hook.NoOpinion:
		v.Decision = "no opinion"
	}
	return v
}

// wiredFor reports whether the wiring starts h for this input.
func wiredFor(h wiring.Hook, in *hook.Input) bool {
	for _, on := range h.On {
		if on.Event != in.Event {
			continue
		}
		// The matcher is tested against the field the event names (tool
		// events: tool_name; SessionStart: source; ...).
		ev, _ := ccfacts.Claude().Event(in.Event)
		if on.Matcher == "" || !ev.TakesMatcher() || settings.MatcherMatches(on.Matcher, in.Get(ev.MatchField).String()) {
			return true
		}
	}
	return false
}

func explainInput(opts *explainOptions) error {
	f := opts.f
	var data []byte
	var err error
	if opts.Input == "-" {
		data, err = io.ReadAll(io.LimitReader(f.In, hook.MaxInputBytes+1))
	} else {
		data, err = safefile.ReadFile(opts.Input, safefile.Own)
	}
	if err != nil {
		return err
	}
	raw, err := pickInput(data, opts.Entry)
	if err != nil {
		return err
	}
	in, err := hook.ParseInput(raw)
	if err != nil {
		return damagedErr(err, "pass one hook input: the JSON Claude Code sends on stdin")
	}
	var out []verdict
	for _, h := range wiring.Hooks() {
		if opts.Hook == "" || h.Name == opts.Hook {
			out = append(out, decide(h, in, f.Getenv, f.Now()))
		}
	}
	if opts.JSON {
		for i := range out {
			out[i].Notes = orEmpty(out[i].Notes)
		}
		return writeJSON(f.Out, out)
	}
	fmt.Fprintf(f.Out, "call: %s\n", describeCall(raw, in.Event, in.ToolName))
	for _, v := range out {
		fmt.Fprintln(f.Out)
		printVerdict(f.Out, v)
	}
	return nil
}

func printVerdict(w io.Writer, v verdict) {
	runs := ""
	if !v.Runs {
		runs = "  (not wired for this call: Claude Code would not start it)"
	}
	fmt.Fprintf(w, "%s: %s%s%s\n", v.Hook, v.Decision, ruleSuffix(v.Rule), runs)
	if who := describeCaller(v.Role, v.Team, v.Pattern); who != "" {
		fmt.Fprintf(w, "    caller:  %s\n", who)
	}
	if v.Reason != "" {
		fmt.Fprintf(w, "    reason:  %s\n", v.Reason)
	}
	if v.Context != "" {
		fmt.Fprintf(w, "    context: %s\n", oneLineText(v.Context, 200))
	}
	if v.Error != "" {
		fmt.Fprintf(w, "    error:   %s\n", v.Error)
	}
	for _, n := range v.Notes {
		fmt.Fprintf(w, "    note:    %s\n", n)
	}
}

func ruleSuffix(rule string) string {
	if rule == "" {
		return ""
	}
	return " (rule " + rule + ")"
}

// pickInput finds the hook input in a saved file: the input itself, an
// object's "input" field (a decision-log line, an evidence entry), or the
// entry named entry in an object of named entries.
func pickInput(data []byte, entry string) ([]byte, error) {
	if !gjson.ValidBytes(data) {
		return nil, damagedErr(errors.New("the input file is not valid JSON"))
	}
	root := gjson.ParseBytes(data)
	unwrap := func(v gjson.Result) ([]byte, bool) {
		if v.Get("hook_event_name").Exists() {
			return []byte(v.Raw), true
		}
		if in := v.Get("input"); in.IsObject() && in.Get("hook_event_name").Exists() {
			return []byte(in.Raw), true
		}
		return nil, false
	}
	if entry == "" {
		if raw, ok := unwrap(root); ok {
			return raw, nil
		}
	}
	if !root.IsObject() {
		return nil, damagedErr(errors.New("the input file holds no hook input (no hook_event_name)"))
	}
	var names []string
	root.ForEach(func(k, v gjson.Result) bool {
		if _, ok := unwrap(v); ok {
			names = append(names, k.String())
		}
		return true
	})
	if entry == "" {
		if len(names) == 0 {
			return nil, damagedErr(errors.New("the input file holds no hook input (no hook_event_name)"))
		}
		return nil, usageErrorf("the file holds %d named inputs; pick one with --entry (%s)", len(names), strings.Join(first(names, 8), ", "))
	}
	v := root.Get(gjson.Escape(entry))
	raw, ok := unwrap(v)
	if !ok {
		sort.Strings(names)
		return nil, notFoundErr(fmt.Errorf("no entry %q holding a hook input", entry), "entries: "+strings.Join(first(names, 8), ", "))
	}
	return raw, nil
}

func first(ss []string, n int) []string {
	if len(ss) > n {
		return append(ss[:n:n], "…")
	}
	return ss
}

func explainReplay(opts *explainOptions) error {
	f := opts.f
	records, _, path, err := readLog(f)
	if err != nil {
		return err
	}
	if opts.Replay < 1 || opts.Replay > len(records) {
		return notFoundErr(fmt.Errorf("no decision #%d in %s (%d logged)", opts.Replay, path, len(records)), "`teamctl explain` lists them with their numbers")
	}
	rec := records[opts.Replay-1]
	if len(rec.Input) == 0 {
		return notFoundErr(fmt.Errorf("decision #%d was logged without its input (larger than the 64 KiB kept)", rec.N))
	}
	var h *wiring.Hook
	for _, x := range wiring.Hooks() {
		if x.Name == rec.Hook {
			h = &x
		}
	}
	if h == nil {
		return notFoundErr(fmt.Errorf("decision #%d was made by %q, which this teamctl does not have", rec.N, rec.Hook))
	}
	in, err := hook.ParseInput(rec.Input)
	if err != nil {
		return damagedErr(fmt.Errorf("decision #%d: %w", rec.N, err))
	}
	today := decide(*h, in, f.Getenv, f.Now())
	logged := rec.Decision
	if logged == "none" {
		logged = "no opinion"
	}
	same := logged == today.Decision && rec.Rule == today.Rule
	if opts.JSON {
		return writeJSON(f.Out, replayJSON{
			N: rec.N, Time: rec.Time, Hook: rec.Hook, Event: rec.Event, Tool: rec.Tool,
			Role: rec.Role, Team: rec.Team, Pattern: rec.Pattern, Same: same,
			LoggedDecision: rec.Decision, LoggedRule: rec.Rule, LoggedReason: rec.Reason,
			TodayDecision: today.Decision, TodayRule: today.Rule, TodayReason: today.Reason, TodayError: today.Error,
		})
	}
	fmt.Fprintf(f.Out, "#%d  %s  %s\n", rec.N, rec.Time.Local().Format("2006-01-02 15:04:05"), describeCall(rec.Input, rec.Event, rec.Tool))
	fmt.Fprintf(f.Out, "logged: %s: %s%s\n", rec.Hook, logged, ruleSuffix(rec.Rule))
	if rec.Reason != "" {
		fmt.Fprintf(f.Out, "    reason:  %s\n", rec.Reason)
	}
	fmt.Fprint(f.Out, "today:  ")
	printVerdict(f.Out, today)
	if same {
		fmt.Fprintln(f.Out, "same decision today")
	} else {
		fmt.Fprintln(f.Out, "DIFFERENT today: the rules, the team or the environment changed since it was logged")
	}
	return nil
}

func describeCall(raw []byte, event, tool string) string { return hook.DescribeCall(raw, event, tool) }

func describeCaller(role, team, pattern string) string {
	return hook.DescribeCaller(role, team, pattern)
}

func oneLineText(s string, n int) string { return hook.OneLine(s, n) }

package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/history"
	"github.com/teamctl/teamctl/internal/paths"
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

// Layout is the format a rewrite of the file uses: teamctl's own file is a
// bare array; a file named with --file (the guide's JSONL in a memory
// dir) keeps the format it has, unless history migrate is asked.
func (h *historyFile) Layout() history.Layout {
	if h.path == "" || sameFile(h.path, paths.HistoryFile(h.f.Getenv)) {
		return history.AsArray
	}
	return history.AsFound
}

// sameFile reports whether two paths name one file: the same absolute
// path, or the same file reached another way (a link).
func sameFile(a, b string) bool {
	if absA, err := filepath.Abs(a); err == nil {
		if absB, err := filepath.Abs(b); err == nil && absA == absB {
			return true
		}
	}
	sa, errA := os.Stat(a)
	sb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(sa, sb)
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
bare array newest first, JSON lines newest last). It writes its own file as
a bare array, newest first; a file named with --file keeps the format it
has (the guide's JSONL stays JSONL; a new file ending in .jsonl is JSONL)
unless teamctl history migrate is asked. Every write is atomic and under a
lock; reads need no writable folder. A damaged file is never overwritten:
every command that reads it stops with exit status 5 and says where it
broke; teamctl history repair keeps a backup and salvages every entry that
still parses.`,
		Example: `  teamctl history list
  teamctl history check -p fixed-theme --theme "Cowboy Bebop" -c Spike,Jet,Faye,Ed
  teamctl history --file ./team-theme-history.json list`,
		Args: noArgs,
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
		return withHints(fmt.Errorf("%w; the file was left untouched", err),
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

// historyEntryJSON is a history entry as every history --json prints it:
// one flat object whose fields are always present (docs/json.md).
type historyEntryJSON struct {
	// Index is the entry's number, newest = 1, as history show takes it;
	// 0 for a candidate entry (history check).
	Index      int                 `json:"index"`
	Pattern    string              `json:"pattern"`
	Theme      string              `json:"theme"`
	Characters []string            `json:"characters"`
	Members    []historyMemberJSON `json:"members"`
	Team       string              `json:"team"`
	Datetime   string              `json:"datetime"`
	Aliases    map[string][]string `json:"aliases"`
	// Extra holds the keys teamctl does not know, kept as they were.
	Extra map[string]json.RawMessage `json:"extra"`
}

type historyMemberJSON struct {
	Name string `json:"name"`
	Work string `json:"work"`
	Role string `json:"role"`
}

func newHistoryEntryJSON(index int, e history.Entry) historyEntryJSON {
	out := historyEntryJSON{
		Index: index, Pattern: e.Pattern, Theme: e.Theme, Characters: orEmpty(e.Characters),
		Members: []historyMemberJSON{}, Team: e.Team, Datetime: e.Datetime, Aliases: e.Aliases,
	}
	for _, m := range e.Members {
		out.Members = append(out.Members, historyMemberJSON{Name: m.Name, Work: m.Work, Role: m.Role})
	}
	if out.Aliases == nil {
		out.Aliases = map[string][]string{}
	}
	out.Extra = e.Extra
	if out.Extra == nil {
		out.Extra = map[string]json.RawMessage{}
	}
	return out
}

package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/history"
)

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
		Example: `  teamctl history show 1
  teamctl history show 3 --json`,
		Args: exactArgs(1),
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
		return writeJSON(f.Out, newHistoryEntryJSON(it.Index, it.Entry))
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

package history

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/store"
)

// filePerm is used when teamctl creates the history; an existing file keeps
// its mode.
const filePerm = 0o600

// Load reads the history at path, newest first; a missing file is empty.
// A damaged file is a *CorruptError carrying path.
func Load(path string) (History, Format, error) {
	data, err := store.ReadKind(path, safefile.History)
	if err != nil {
		return nil, FormatArray, err
	}
	h, format, err := Parse(data)
	return h, format, withPath(err, path)
}

// Layout says which format a command that rewrites the history writes.
type Layout int

const (
	// AsArray writes teamctl's own format, a bare array newest first,
	// whatever the file was in: for teamctl's default history file.
	AsArray Layout = iota
	// AsFound writes the file back in the format it was found in, so the
	// guide's JSONL history named with --file stays JSONL; only Migrate
	// changes a format. A new or empty file ending in .jsonl is JSONL,
	// any other an array.
	AsFound
)

// format is the Format a rewrite of the file at path, whose old bytes
// parsed as found, writes under l.
func (l Layout) format(path string, old []byte, found Format) Format {
	if l != AsFound {
		return FormatArray
	}
	if len(bytes.TrimSpace(old)) == 0 {
		if strings.EqualFold(filepath.Ext(path), ".jsonl") {
			return FormatJSONL
		}
		return FormatArray
	}
	return found
}

// AddOptions tunes Add.
type AddOptions struct {
	// Cap overrides how many entries the file keeps; 0 means the pattern's.
	Cap int
	// Layout is the format the file is written in (AsArray by default).
	Layout Layout
	// CheckedCache is where history check records a history it checked
	// whole (see LoadNewestChecked): a file unchanged since is not checked
	// again, so checking then adding to an imported 100,000-entry history
	// checks it once. "" checks the file whole.
	CheckedCache string
}

// RefusedError is a candidate entry that breaks the pattern's rules; the
// file was not touched.
type RefusedError struct {
	Entry      Entry
	Violations []Violation
}

func (e *RefusedError) Error() string {
	msgs := make([]string, len(e.Violations))
	for i, v := range e.Violations {
		msgs[i] = v.Message
	}
	return fmt.Sprintf("refused to record %s: %s", e.Entry.Summary(), strings.Join(msgs, "; "))
}

// Add validates candidate against def and the current history, prepends it,
// trims the history to the cap (dropping the oldest) and writes the file in
// opts.Layout, all under the history's lock so concurrent Adds from any
// process serialise. It returns the entry as recorded (see Prepare). A
// corrupt file is refused with its *CorruptError and left as it is.
func Add(path string, def *pattern.Definition, candidate Entry, opts AddOptions) (Entry, error) {
	entry := Prepare(def, candidate)
	limit := opts.Cap
	if limit <= 0 {
		limit = def.History.Cap
	}
	if limit <= 0 {
		limit = -1 // a definition without a cap trims nothing rather than everything
	}
	err := store.UpdateKind(path, safefile.History, filePerm, func(old []byte) ([]byte, error) {
		// Only what Check looks at and what the cap keeps is decoded; the
		// rest of the file is checked, then dropped by the trim.
		need := -1
		if limit >= 0 {
			need = max(limit, CheckWindow(def))
		}
		h, found, known := newestRecorded(path, old, need, opts.CheckedCache)
		if !known {
			var err error
			if h, _, found, err = ParseNewest(old, need); err != nil {
				return nil, withPath(err, path)
			}
		}
		if vs := Check(h, def, candidate); len(vs) > 0 {
			return nil, &RefusedError{Entry: entry, Violations: vs}
		}
		h = append(History{entry}, h...)
		return Encode(h.Newest(limit), opts.Layout.format(path, old, found))
	})
	if err != nil {
		return Entry{}, err
	}
	return entry, nil
}

// Repair rewrites a damaged history, in layout, with every entry that can
// still be read, before and after the damage, after copying the damaged
// file to a timestamped backup. dropped counts damaged entries or lines,
// plus one for each stretch of unreadable bytes. A healthy or missing file
// is left alone (backup is then "").
func Repair(path string, now time.Time, layout Layout) (kept, dropped int, backup string, err error) {
	err = store.UpdateKind(path, safefile.History, filePerm, func(old []byte) ([]byte, error) {
		if old == nil {
			return nil, store.ErrNoChange
		}
		p := parse(old)
		kept = len(p.entries)
		if p.corrupt == nil {
			return nil, store.ErrNoChange
		}
		backup, err = store.Backup(path, now)
		if err != nil {
			return nil, fmt.Errorf("back up %s before repairing it: %w", path, err)
		}
		dropped = p.dropped
		return Encode(p.entries, layout.format(path, old, p.format))
	})
	if err != nil {
		return 0, 0, "", err
	}
	return kept, dropped, backup, nil
}

// Migrate rewrites the history at path in format to and returns the format
// it was in. A corrupt file is refused (run Repair first).
func Migrate(path string, to Format) (from Format, err error) {
	err = store.UpdateKind(path, safefile.History, filePerm, func(old []byte) ([]byte, error) {
		var h History
		h, from, err = Parse(old)
		if err != nil {
			return nil, withPath(err, path)
		}
		if old == nil && len(h) == 0 {
			return nil, store.ErrNoChange
		}
		return Encode(h, to)
	})
	return from, err
}

// Prune keeps the newest keep entries, in layout, after copying the file
// to a timestamped backup, and returns how many it removed and the backup
// ("" when there was nothing to remove).
func Prune(path string, keep int, now time.Time, layout Layout) (removed int, backup string, err error) {
	if keep < 0 {
		return 0, "", fmt.Errorf("cannot keep %d entries", keep)
	}
	err = store.UpdateKind(path, safefile.History, filePerm, func(old []byte) ([]byte, error) {
		h, found, err := Parse(old)
		if err != nil {
			return nil, withPath(err, path)
		}
		if len(h) <= keep {
			return nil, store.ErrNoChange
		}
		backup, err = store.Backup(path, now)
		if err != nil {
			return nil, fmt.Errorf("back up %s before pruning it: %w", path, err)
		}
		removed = len(h) - keep
		return Encode(h[:keep], layout.format(path, old, found))
	})
	if err != nil {
		return 0, "", err
	}
	return removed, backup, nil
}

// ErrEmpty is returned when an operation needs an entry and there is none.
var ErrEmpty = errors.New("the theme history is empty")

// LinkTeam records that the newest entry belongs to team, so hooks find the
// running team's characters even after another team's entry is added, and
// writes the file in layout. An entry already linked to another team is
// left alone and reported.
func LinkTeam(path, team string, layout Layout) (Entry, error) {
	var linked Entry
	err := store.UpdateKind(path, safefile.History, filePerm, func(old []byte) ([]byte, error) {
		h, found, err := Parse(old)
		if err != nil {
			return nil, withPath(err, path)
		}
		if len(h) == 0 {
			return nil, ErrEmpty
		}
		switch h[0].Team {
		case team:
			linked = h[0]
			return nil, store.ErrNoChange
		case "":
		default:
			return nil, fmt.Errorf("the newest history entry (%s) already belongs to team %q", h[0].Summary(), h[0].Team)
		}
		h[0].Team = team
		linked = h[0]
		return Encode(h, layout.format(path, old, found))
	})
	return linked, err
}

// ForTeam returns the entry recorded for team: the newest linked to it, else
// the newest not linked to any team (the guide prepends the entry just
// before spawning, so it belongs to the team being started). Its index is
// 1-based, newest first.
func ForTeam(h History, team string) (entry Entry, index int, ok bool) {
	unlinked := -1
	for i, e := range h {
		if team != "" && e.Team == team {
			return e, i + 1, true
		}
		if e.Team == "" && unlinked < 0 {
			unlinked = i
		}
	}
	if unlinked < 0 {
		return Entry{}, 0, false
	}
	return h[unlinked], unlinked + 1, true
}

func withPath(err error, path string) error {
	var corrupt *CorruptError
	if errors.As(err, &corrupt) {
		corrupt.Path = path
	}
	return err
}

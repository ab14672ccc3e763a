package watch

import (
	"context"
	"errors"
	"io/fs"
	"path/filepath"
	"time"

	"github.com/fsnotify/fsnotify"
)

const (
	// settle gathers the burst of events one write makes (Claude Code's
	// lock dir, temp file and rename) into one reread.
	settle = 10 * time.Millisecond
	// pollEvery is the fallback when a folder cannot be watched (no
	// inotify/kqueue, a watch limit reached, a folder not there yet).
	pollEvery = 2 * time.Second
	// leadEvery rechecks the lead process, which can die without a write.
	leadEvery = 5 * time.Second
)

// FollowOptions tune Follow (tests shorten the intervals).
type FollowOptions struct {
	Now       func() time.Time
	Settle    time.Duration
	PollEvery time.Duration
	LeadEvery time.Duration
	// NoNotify forces the polling fallback, as where file events are
	// unavailable.
	NoNotify bool
}

// Follow keeps src up to date until ctx ends: on file events (fsnotify)
// it rereads what changed and calls emit with the new snapshot. Folders
// that cannot be watched are polled slowly instead. emit runs on Follow's
// goroutine; src must not be used elsewhere meanwhile.
func Follow(ctx context.Context, src *Source, o FollowOptions, emit func(*Snapshot)) error {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Settle <= 0 {
		o.Settle = settle
	}
	if o.PollEvery <= 0 {
		o.PollEvery = pollEvery
	}
	if o.LeadEvery <= 0 {
		o.LeadEvery = leadEvery
	}
	var w *fsnotify.Watcher
	if !o.NoNotify {
		if nw, err := fsnotify.NewWatcher(); err == nil {
			w = nw
			defer w.Close()
		}
	}
	watched := map[string]bool{}
	// ensure adds the folders not watched yet and reports whether every
	// one is covered (else the slow poll stays on): watched, or not there
	// yet under a watched parent, whose event will say when it appears.
	ensure := func() bool {
		if w == nil {
			return false
		}
		all := true
		for _, d := range src.WatchDirs() {
			if watched[d] {
				continue
			}
			err := w.Add(d)
			switch {
			case err == nil:
				watched[d] = true
			case errors.Is(err, fs.ErrNotExist) && watched[filepath.Dir(d)]:
			default:
				all = false
			}
		}
		return all
	}
	complete := ensure()

	var events chan fsnotify.Event
	var errs chan error
	if w != nil {
		events, errs = w.Events, w.Errors
	}
	poll := time.NewTicker(o.PollEvery)
	defer poll.Stop()
	lead := time.NewTicker(o.LeadEvery)
	defer lead.Stop()
	var settleC <-chan time.Time
	var batch []string
	flush := func(changed []string) {
		if src.Apply(changed) {
			emit(src.Build(o.Now()))
		}
		complete = ensure()
	}
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev, ok := <-events:
			if !ok {
				events, w = nil, nil
				continue
			}
			if ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
				delete(watched, ev.Name) // a watched folder went away
			}
			batch = append(batch, ev.Name)
			if settleC == nil {
				settleC = time.After(o.Settle)
			}
		case _, ok := <-errs:
			if !ok {
				errs = nil
				continue
			}
			// An overflow loses events: reread everything once.
			flush(nil)
		case <-settleC:
			settleC = nil
			changed := batch
			batch = nil
			flush(changed)
		case <-poll.C:
			switch {
			case w == nil:
				flush(nil) // no file events at all: reread everything
			case !complete:
				// A folder could not be watched yet (not there, no parent
				// watched): once it can, read what it holds.
				before := len(watched)
				complete = ensure()
				if len(watched) > before {
					flush(nil)
				}
			}
		case <-lead.C:
			if src.CheckLead() {
				emit(src.Build(o.Now()))
			}
		}
	}
}

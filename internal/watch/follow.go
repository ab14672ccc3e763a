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
	// ensure adds the folders not watched yet. A folder not there yet is
	// covered by a watch on the nearest folder above it that exists, whose
	// event says when it appears. It reports whether every folder is
	// covered (else the slow poll stays on) and whether a folder was newly
	// watched (whose files may have been written before the watch).
	ensure := func() (all, added bool) {
		if w == nil {
			return false, false
		}
		all = true
		for _, d := range src.WatchDirs() {
			if watched[d] {
				continue
			}
			err := w.Add(d)
			if err == nil {
				watched[d], added = true, true
				continue
			}
			if !errors.Is(err, fs.ErrNotExist) {
				all = false
				continue
			}
			for p := filepath.Dir(d); p != filepath.Dir(p); p = filepath.Dir(p) {
				if watched[p] {
					break
				}
				err := w.Add(p)
				if err == nil {
					watched[p] = true
					break
				}
				if !errors.Is(err, fs.ErrNotExist) {
					all = false
					break
				}
			}
		}
		return all, added
	}
	complete, _ := ensure()

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
		changedAny := src.Apply(changed)
		var added bool
		complete, added = ensure()
		if added {
			// A folder just appeared (the decision log's, a task list):
			// read what was written in it before its watch was in place.
			changedAny = src.Apply(nil) || changedAny
		}
		if changedAny {
			emit(src.Build(o.Now()))
		}
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
				// A folder could not be watched: once it can, read what
				// it holds.
				var added bool
				if complete, added = ensure(); added {
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

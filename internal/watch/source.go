package watch

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/pattern"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// maxDelivered bounds the messages kept after Claude Code has delivered
// (and so removed) them; queued ones are always kept.
const maxDelivered = 1000

// Source follows one team's files. Load reads everything once; Apply
// rereads only what the changed paths name, so a change to one task of
// ten thousand costs one file read. A Source is used by one goroutine.
type Source struct {
	getenv   paths.Getenv
	project  *pattern.ProjectConfig
	stateDir string
	cfgDir   string
	teamDir  string
	logPath  string
	leadOf   func(*claudefs.Team) claudefs.LeadState

	team      *claudefs.Team
	ended     bool
	lead      claudefs.LeadState
	record    *teamstate.Record
	members   []claudefs.Member // every member ever seen, in order of first sight
	present   map[string]bool   // in config.json now
	inboxes   map[string][]claudefs.InboxEntry
	messages  map[string]*MessageRow
	byInbox   map[string][]*MessageRow // the messages seen in each inbox
	delivered int                      // messages no longer queued
	taskDir   string
	// tasksPending is set between LoadFirst and LoadTasks.
	tasksPending bool
	tasks        map[string]claudefs.Task // by file id
	// claimed is when a task was seen to change hands or start (the
	// owner's latest sign of work); tasks read at Load have none.
	claimed map[string]time.Time
	now     func() time.Time
	log     logTail
	// built keeps the rows of the last snapshot; dirty says which parts
	// a reread may have changed (a change to one task does not re-sort
	// ten thousand messages).
	built    built
	dirty    dirt
	warnMu   sync.Mutex        // Load reads in parallel
	warnings map[string]string // by file: the last error reading it
}

type dirt struct{ tasks, messages, decisions bool }

var allDirty = dirt{true, true, true}

type built struct {
	tasks     []TaskRow
	ready     int
	counts    map[string]int
	messages  []MessageRow
	decisions []DecisionRow
	rules     []RuleCount
}

// logTail follows the decision log by offset.
type logTail struct {
	offset  int64 // bytes of the live file consumed
	n       int   // records seen, the rotated file's first: explain's numbering
	records []DecisionRecord
	file    os.FileInfo
}

// DecisionRecord is a logged decision about this team with its number.
type DecisionRecord struct {
	N    int
	Call string // what was called, read from the input (which is not kept)
	hook.Record
}

// Options configure a Source.
type Options struct {
	Getenv  paths.Getenv
	Project *pattern.ProjectConfig
	// Now is the clock (time.Now when nil).
	Now func() time.Time
	// LeadStatus checks the lead process; claudefs.LeadStatus when nil.
	LeadStatus func(*claudefs.Team) claudefs.LeadState
}

// NewSource follows the team in teamDir.
func NewSource(teamDir string, o Options) *Source {
	s := &Source{
		getenv: o.Getenv, project: o.Project, teamDir: teamDir, leadOf: o.LeadStatus,
		stateDir: paths.StateDir(o.Getenv), cfgDir: paths.ConfigDir(o.Getenv),
		logPath: hook.LogPath(o.Getenv),
	}
	if s.leadOf == nil {
		s.leadOf = claudefs.LeadStatus
	}
	s.now = o.Now
	if s.now == nil {
		s.now = time.Now
	}
	s.reset()
	return s
}

func (s *Source) reset() {
	s.present = map[string]bool{}
	s.inboxes = map[string][]claudefs.InboxEntry{}
	s.messages = map[string]*MessageRow{}
	s.byInbox = map[string][]*MessageRow{}
	s.tasks = map[string]claudefs.Task{}
	s.claimed = map[string]time.Time{}
	s.warnings = map[string]string{}
	s.log = logTail{}
}

// Load reads every file of the team. An unreadable team folder is an
// error; every other unreadable file is a warning in the snapshot.
func (s *Source) Load() error {
	if err := s.LoadFirst(); err != nil {
		return err
	}
	s.LoadTasks()
	return nil
}

// LoadFirst reads what the first screen needs fast: config.json,
// teamctl's record, the inboxes and the decision log (side by side). The
// task board, which may be thousands of files, follows with LoadTasks;
// until then snapshots say the board is being read.
func (s *Source) LoadFirst() error {
	if err := s.readConfig(); err != nil {
		return err
	}
	s.dirty = allDirty
	s.tasksPending = true
	s.readRecord()
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); s.readLog(true) }()
	s.readInboxes()
	wg.Wait()
	return nil
}

// LoadTasks reads the whole task board.
func (s *Source) LoadTasks() {
	s.readTasks()
	s.tasksPending = false
	s.dirty.tasks = true
}

// WatchDirs are the folders whose changes matter: the team folder, its
// inboxes, the task list (or the tasks folder until the list exists), the
// teams folder (the team's removal) and teamctl's state dir (the decision
// log) with its teams records.
func (s *Source) WatchDirs() []string {
	taskDir := s.taskDir
	if taskDir == "" {
		taskDir = filepath.Join(s.cfgDir, "tasks")
	}
	return []string{
		filepath.Dir(s.teamDir), s.teamDir, claudefs.InboxDir(s.teamDir),
		filepath.Join(s.cfgDir, "tasks"), taskDir,
		s.stateDir, filepath.Join(s.stateDir, "teams"),
	}
}

// Apply rereads what the changed paths name; nil rereads everything
// (the slow fallback poll). It reports whether anything may have changed.
func (s *Source) Apply(changed []string) bool {
	if changed == nil {
		if s.readConfig() != nil && !s.ended {
			return false
		}
		s.dirty = allDirty
		s.readRecord()
		s.readInboxes()
		s.readTasks()
		s.readLog(false)
		return true
	}
	any := false
	inboxDir := claudefs.InboxDir(s.teamDir)
	recordPath, _ := teamstate.Path(s.stateDir, s.teamKey())
	for _, p := range dedupe(changed) {
		dir, base := filepath.Dir(p), filepath.Base(p)
		switch {
		case p == filepath.Join(s.teamDir, claudefs.ConfigFile), p == s.teamDir:
			_ = s.readConfig()
			s.readRecord()     // the pattern may live in either
			s.dirty = allDirty // member names map inboxes and callers
		case dir == inboxDir || p == inboxDir:
			s.dirty.messages = true
			if name, ok := strings.CutSuffix(base, ".json"); ok && dir == inboxDir {
				s.readInbox(name)
			} else if p == inboxDir {
				s.readInboxes()
			} else {
				continue
			}
		case s.taskDir != "" && dir == s.taskDir:
			id, ok := claudefs.TaskFileID(base)
			if !ok {
				continue
			}
			s.dirty.tasks = true
			s.readTask(id)
		case dir == filepath.Join(s.cfgDir, "tasks"):
			// A list folder came or went: only this team's lists matter,
			// and the one being followed only when it is gone.
			if !slices.Contains(claudefs.TaskListDirFor(s.cfgDir, s.team, ""), p) {
				continue
			}
			if st, err := os.Stat(p); p == s.taskDir && err == nil && st.IsDir() {
				continue
			}
			s.dirty.tasks = true
			s.readTasks()
		case p == s.logPath || p == s.logPath+".1":
			s.dirty.decisions = true
			s.readLog(false)
		case p == recordPath:
			s.readRecord()
		default:
			continue
		}
		any = true
	}
	return any
}

func dedupe(ps []string) []string {
	out := slices.Clone(ps)
	slices.Sort(out)
	return slices.Compact(out)
}

func (s *Source) teamName() string {
	if s.team != nil {
		return s.team.Name
	}
	return filepath.Base(s.teamDir)
}

// teamKey names teamctl's record of the team.
func (s *Source) teamKey() teamstate.Key {
	if s.team == nil {
		return teamstate.Key{Name: s.teamName()}
	}
	return teamstate.KeyOf(s.team)
}

func (s *Source) warn(key string, err error) {
	s.warnMu.Lock()
	defer s.warnMu.Unlock()
	if err == nil {
		delete(s.warnings, key)
		return
	}
	s.warnings[key] = err.Error()
}

// readConfig rereads config.json. A missing one means the team ended
// (Claude Code removes the folder at exit): the last roster is kept.
func (s *Source) readConfig() error {
	t, err := claudefs.ReadTeam(s.teamDir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if s.team == nil {
			return fmt.Errorf("team folder %s is gone", s.teamDir)
		}
		s.ended = true
		for k := range s.present {
			s.present[k] = false
		}
		s.warn("config", nil)
		return nil
	case err != nil:
		if s.team == nil {
			return err
		}
		s.warn("config", err) // torn twice: keep the last good roster
		return nil
	}
	s.warn("config", nil)
	s.team, s.ended = t, false
	s.lead = s.leadOf(t)
	for k := range s.present {
		s.present[k] = false
	}
	for _, m := range t.Members {
		s.present[m.Name] = true
		if i := slices.IndexFunc(s.members, func(x claudefs.Member) bool { return x.Name == m.Name }); i >= 0 {
			s.members[i] = m
		} else {
			s.members = append(s.members, m)
		}
	}
	return nil
}

// CheckLead rechecks the lead process (it can die without touching a
// file) and reports whether its state changed.
func (s *Source) CheckLead() bool {
	if s.team == nil || s.ended {
		return false
	}
	st := s.leadOf(s.team)
	if st == s.lead {
		return false
	}
	s.lead = st
	return true
}

func (s *Source) readRecord() {
	rec, err := teamstate.Load(s.stateDir, s.teamKey())
	s.warn("record", err)
	if err != nil {
		return
	}
	s.record = rec
}

func (s *Source) readInboxes() {
	entries, err := os.ReadDir(claudefs.InboxDir(s.teamDir))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		s.warn("inboxes", err)
		return
	}
	s.warn("inboxes", nil)
	var stems []string
	seen := map[string]bool{}
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), ".json")
		if !ok || e.IsDir() {
			continue
		}
		seen[name] = true
		stems = append(stems, name)
	}
	for name := range s.inboxes {
		if !seen[name] {
			stems = append(stems, name) // gone: its messages were delivered
		}
	}
	// Read side by side (fifty inboxes of hundreds of messages are worth
	// two cores), merge in order.
	type result struct {
		entries []claudefs.InboxEntry
		err     error
	}
	results := make([]result, len(stems))
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < min(len(stems), runtime.GOMAXPROCS(0)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < len(stems); i = int(next.Add(1) - 1) {
				e, err := claudefs.ReadInbox(s.teamDir, stems[i])
				results[i] = result{e, err}
			}
		}()
	}
	wg.Wait()
	for i, stem := range stems {
		s.mergeInbox(stem, results[i].entries, results[i].err)
	}
}

// readInbox rereads one inbox and merges it into the message history.
func (s *Source) readInbox(stem string) {
	entries, err := claudefs.ReadInbox(s.teamDir, stem)
	s.mergeInbox(stem, entries, err)
}

// mergeInbox takes what an inbox holds now into the message history:
// entries gone from the file were delivered, new ones are added.
func (s *Source) mergeInbox(stem string, entries []claudefs.InboxEntry, err error) {
	s.warn("inbox "+stem, err)
	if err != nil {
		return
	}
	s.inboxes[stem] = entries
	queued := make(map[string]bool, len(entries))
	for _, e := range entries {
		key := messageKey(stem, e)
		queued[key] = true
		if _, ok := s.messages[key]; ok {
			continue
		}
		m := newMessage(key, stem, e)
		s.messages[key] = m
		s.byInbox[stem] = append(s.byInbox[stem], m)
	}
	for _, m := range s.byInbox[stem] {
		if m.Queued != queued[m.Key] {
			m.Queued = queued[m.Key]
			if m.Queued {
				s.delivered--
			} else {
				s.delivered++
			}
		}
	}
	if s.delivered > maxDelivered+maxDelivered/4 {
		s.trimMessages()
	}
}

func messageKey(stem string, e claudefs.InboxEntry) string {
	if e.MsgID != "" {
		return stem + "/" + e.MsgID
	}
	return fmt.Sprintf("%s/%s/%d/%x", stem, e.From, e.Timestamp.UnixNano(), fnv64(e.Text))
}

func fnv64(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

func newMessage(key, stem string, e claudefs.InboxEntry) *MessageRow {
	m := &MessageRow{Key: key, From: e.From, To: stem, Time: e.Timestamp, Text: e.Text, Kind: "message", Queued: true}
	if e.Protocol != nil {
		m.Kind = e.Protocol.Type
		m.Line = e.Protocol.Describe()
		if m.Time.IsZero() {
			m.Time = e.Protocol.Timestamp
		}
	} else {
		m.Line = hook.OneLine(e.Text, 200)
		if e.Summary != "" {
			m.Line = "[" + hook.OneLine(e.Summary, 60) + "] " + m.Line
		}
	}
	return m
}

// trimMessages drops the oldest delivered messages down to maxDelivered.
func (s *Source) trimMessages() {
	var delivered []*MessageRow
	for _, m := range s.messages {
		if !m.Queued {
			delivered = append(delivered, m)
		}
	}
	sort.Slice(delivered, func(i, j int) bool { return delivered[i].Time.Before(delivered[j].Time) })
	for _, m := range delivered[:max(0, len(delivered)-maxDelivered)] {
		delete(s.messages, m.Key)
	}
	s.delivered = min(len(delivered), maxDelivered)
	for stem, ms := range s.byInbox {
		s.byInbox[stem] = slices.DeleteFunc(ms, func(m *MessageRow) bool { return s.messages[m.Key] != m })
	}
}

// readTasks finds the team's task list and reads all of it.
func (s *Source) readTasks() {
	var dir string
	cands := claudefs.TaskListDirFor(s.cfgDir, s.team, "")
	for _, c := range cands {
		if st, err := os.Stat(c); err == nil && st.IsDir() {
			dir = c
			break
		}
	}
	s.tasks = map[string]claudefs.Task{}
	s.warnMu.Lock()
	deleteByPrefix(s.warnings, "task ")
	s.warnMu.Unlock()
	s.taskDir = dir
	if dir == "" {
		return
	}
	entries, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		s.warn("tasks", err)
		return
	}
	s.warn("tasks", nil)
	var ids []string
	for _, e := range entries {
		if id, ok := claudefs.TaskFileID(e.Name()); ok && !e.IsDir() {
			ids = append(ids, id)
		}
	}
	// One file per task: read them with a few workers, as a board of ten
	// thousand tasks is ten thousand small reads.
	type result struct {
		task claudefs.Task
		err  error
	}
	results := make([]result, len(ids))
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < min(len(ids), 2*runtime.GOMAXPROCS(0)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < len(ids); i = int(next.Add(1) - 1) {
				t, err := claudefs.ReadTask(filepath.Join(dir, ids[i]+".json"))
				results[i] = result{t, err}
			}
		}()
	}
	wg.Wait()
	for i, r := range results {
		switch {
		case errors.Is(r.err, fs.ErrNotExist): // deleted since ReadDir
		case r.err != nil:
			s.warn("task "+ids[i], r.err)
		default:
			s.tasks[ids[i]] = r.task
		}
	}
}

func deleteByPrefix(m map[string]string, prefix string) {
	for k := range m {
		if strings.HasPrefix(k, prefix) {
			delete(m, k)
		}
	}
}

// readTask rereads one task file; a removed file removes the task.
func (s *Source) readTask(id string) {
	t, err := claudefs.ReadTask(filepath.Join(s.taskDir, id+".json"))
	switch {
	case errors.Is(err, fs.ErrNotExist):
		delete(s.tasks, id)
		s.warn("task "+id, nil)
	case err != nil:
		s.warn("task "+id, err)
	default:
		s.warn("task "+id, nil)
		if old, ok := s.tasks[id]; !ok || old.Owner != t.Owner || old.Status != t.Status {
			s.claimed[id] = s.now()
		}
		s.tasks[id] = t
	}
}

// readLog reads what was appended to the decision log since the last
// read. A rotation (the live file renamed to .1) or a shrunk file starts
// over from the rotated part, so the numbers stay explain's.
func (s *Source) readLog(full bool) {
	st, err := safefile.Stat(s.logPath, safefile.Own)
	if err == nil {
		err = safefile.CheckRegular(s.logPath, safefile.Own, st)
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		s.warn("log", err)
		return
	}
	rotated := s.log.file != nil && (st == nil || !os.SameFile(st, s.log.file) || st.Size() < s.log.offset)
	if full || rotated || s.log.file == nil && s.log.n == 0 {
		s.log = logTail{}
		if data, err := safefile.ReadFile(s.logPath+".1", safefile.Own); err == nil {
			s.addLog(data)
		}
	}
	s.log.file = st
	f, err := safefile.Open(s.logPath, safefile.Own)
	if errors.Is(err, fs.ErrNotExist) {
		s.warn("log", nil)
		return
	}
	if err != nil {
		s.warn("log", err)
		return
	}
	defer f.Close()
	if _, err := f.Seek(s.log.offset, io.SeekStart); err != nil {
		s.warn("log", err)
		return
	}
	data, err := io.ReadAll(f)
	if err != nil {
		s.warn("log", err)
		return
	}
	s.warn("log", nil)
	s.log.offset += int64(s.addLog(data))
}

// addLog parses records, keeps this team's and returns the bytes consumed.
func (s *Source) addLog(data []byte) int {
	recs, _, consumed := hook.ParseLog(data)
	name := s.teamName()
	for _, r := range recs {
		s.log.n++
		if r.Team != name && r.Team != filepath.Base(s.teamDir) {
			continue
		}
		if r.Decision == "" || r.Decision == "none" {
			continue
		}
		call := hook.DescribeCall(r.Input, r.Event, r.Tool)
		r.Input = nil // a 4 MiB log must not be held twice
		s.log.records = append(s.log.records, DecisionRecord{N: s.log.n, Call: call, Record: r})
	}
	return consumed
}

// Build makes the snapshot of what was read, as of now.
func (s *Source) Build(now time.Time) *Snapshot {
	return build(s, now)
}

// TeamName is the name of the team followed.
func (s *Source) TeamName() string { return s.teamName() }

// teamPattern is the team's pattern and where it was read.
func (s *Source) teamPattern() (string, team.PatternSource) {
	return team.Pattern(s.team, s.stateDir, s.project)
}

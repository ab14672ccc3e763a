package team

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/store"
)

// teamIndex keeps, in teamctl's state, what a full scan of the teams folder
// needs from each config: leadProcess.pid and procStart, leadSessionId and
// the panes of pane members, with the config's mtime and size. A lookup by
// pid, session or pane then reads one index file and the matching configs,
// not thousands of left-over folders (after /clear, or for a pane teammate
// without CLAUDE_PID). It is validated on use:
//
//   - the folder set is rechecked when the teams folder's mtime moved;
//   - a config whose mtime or size changed is read again; left-over
//     folders whose lead process is gone (pid not running, or running with
//     another start time) are not rechecked: nothing joins a dead team;
//   - every match is read again from its config before it is believed.
//
// Any problem with the index file itself falls back to the full scan: the
// index can make a call slower, never wrong.
type teamIndex struct {
	path string
	proc Proc
	// may reports whether the state dir may be created (no tree in a home
	// that does not exist).
	may func() bool
}

func newTeamIndex(getenv paths.Getenv, proc Proc) *teamIndex {
	return &teamIndex{
		path: filepath.Join(paths.StateDir(getenv), "cache", "teams-index"),
		proc: proc,
		may:  func() bool { return paths.MayCreateState(getenv) },
	}
}

// indexVersion v4: the header carries a checksum of the rest (checksum:
// unlike CRC-32, whose table is built at package init in every hook
// process, it costs nothing until used); the second line is a Bloom filter of the dead
// entries' keys; the lines of dead entries come last. A v3 index is
// rebuilt.
const indexVersion = "teamctl-teams-index-v4"

type indexEntry struct {
	folder    string
	mtime     int64 // config.json mtime (ns); 0 = unreadable config
	size      int64
	leadPID   int
	procStart string
	session   string
	panes     []string
	dead      bool // lead process gone: never rechecked
	bad       bool // config unreadable at the last look: always rechecked
}

func (e *indexEntry) line() string {
	flags := "-"
	switch {
	case e.bad:
		flags = "bad"
	case e.dead:
		flags = "dead"
	}
	return strings.Join([]string{e.folder, strconv.FormatInt(e.mtime, 10), strconv.FormatInt(e.size, 10),
		strconv.Itoa(e.leadPID), orDash(e.procStart), orDash(e.session), orDash(strings.Join(e.panes, ",")), flags}, "\t")
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func undash(s string) string {
	if s == "-" {
		return ""
	}
	return s
}

// indexable refuses values that would break the line format.
func indexable(s string) bool { return !strings.ContainsAny(s, "\t\n\r,") && s != "-" }

func parseIndexLine(l string) (indexEntry, bool) {
	// Cut by hand into a fixed array: an index of 5,000 folders is read on
	// every lookup that misses the pid cache.
	var f [8]string
	n := 0
	for n < len(f) {
		field, rest, more := strings.Cut(l, "\t")
		f[n] = field
		n++
		if !more {
			l = ""
			break
		}
		l = rest
	}
	if n != len(f) || l != "" {
		return indexEntry{}, false
	}
	e := indexEntry{folder: f[0], procStart: undash(f[4]), session: undash(f[5])}
	var err1, err2, err3 error
	e.mtime, err1 = strconv.ParseInt(f[1], 10, 64)
	e.size, err2 = strconv.ParseInt(f[2], 10, 64)
	e.leadPID, err3 = strconv.Atoi(f[3])
	if err1 != nil || err2 != nil || err3 != nil || e.folder == "" {
		return indexEntry{}, false
	}
	if p := undash(f[6]); p != "" {
		e.panes = strings.Split(p, ",")
	}
	e.bad, e.dead = f[7] == "bad", f[7] == "dead"
	return e, true
}

// readIndex returns the index's lines and its filter of dead keys after
// checking its header: the version, and the checksum of the rest, so that
// every line is one save wrote (canonical numbers, no folder twice, dead
// entries last, the filter built from them) and a lookup may skip lines
// without parsing them. ok is false when there is no usable index.
func (x *teamIndex) readIndex() (lines string, filter []byte, stamp string, ok bool) {
	raw, err := safefile.ReadFile(x.path, safefile.Record)
	if err != nil {
		return "", nil, "", false
	}
	head, rest, _ := bytes.Cut(raw, []byte("\n"))
	version, tail, _ := strings.Cut(string(head), "\t")
	stamp, sum, _ := strings.Cut(tail, "\t")
	if version != indexVersion || stamp == "" || sum != indexSum(rest) {
		return "", nil, "", false
	}
	enc, rest, found := bytes.Cut(rest, []byte("\n"))
	filter = make([]byte, base64.StdEncoding.DecodedLen(len(enc)))
	n, err := base64.StdEncoding.Decode(filter, enc)
	if !found || err != nil {
		return "", nil, "", false
	}
	return string(rest), filter[:n], stamp, true
}

func indexSum(lines []byte) string {
	return strconv.FormatUint(checksum(lines), 16)
}

// checksum tells a file one save wrote from a torn or edited one (not an
// adversary's: the index is teamctl's own cache, validated on use). Eight
// bytes at a time with FNV's prime: a 5,000-folder index is hashed in a
// small part of a call, where byte-wise FNV-1a took half a millisecond and
// hash/crc32 built its table at every hook's start.
func checksum(b []byte) uint64 {
	const prime = 0x100000001b3
	h := uint64(0xcbf29ce484222325) ^ uint64(len(b))
	for ; len(b) >= 8; b = b[8:] {
		h = (h ^ binary.LittleEndian.Uint64(b)) * prime
		h ^= h >> 29
	}
	for _, c := range b {
		h = (h ^ uint64(c)) * prime
	}
	return h ^ h>>32
}

// deadFilter is a Bloom filter of the keys (pidKey, sessionKey, paneKey)
// of the dead entries: a lookup whose keys it does not hold has no dead
// entry to search for, and reads none of them. 16 bits and 4 probes a key:
// about one false "maybe" in 2,000, which costs a search, never an answer.
type deadFilter []byte

func (f deadFilter) probes(key string, each func(byteIdx int, mask byte) bool) bool {
	h := fnv.New64a()
	h.Write([]byte(key))
	sum := h.Sum64()
	h1, h2 := uint32(sum), uint32(sum>>32)|1
	bits := uint32(len(f)) * 8
	for i := uint32(0); i < 4; i++ {
		b := (h1 + i*h2) % bits
		if !each(int(b/8), 1<<(b%8)) {
			return false
		}
	}
	return true
}

func (f deadFilter) add(key string) {
	f.probes(key, func(i int, m byte) bool { f[i] |= m; return true })
}

func (f deadFilter) mayHold(key string) bool {
	if len(f) == 0 {
		return false
	}
	return f.probes(key, func(i int, m byte) bool { return f[i]&m != 0 })
}

func (e *indexEntry) keys() []string {
	keys := []string{pidKey(e.leadPID), sessionKey(e.session)}
	for _, p := range e.panes {
		keys = append(keys, paneKey(p))
	}
	return keys
}

// load returns the entries and the teams folder stamp they were taken at;
// ok is false when there is no usable index.
func (x *teamIndex) load() (entries map[string]*indexEntry, stamp string, ok bool) {
	text, _, stamp, ok := x.readIndex()
	if !ok {
		return nil, "", false
	}
	text = strings.TrimSuffix(text, "\n")
	n := strings.Count(text, "\n") + 1
	entries = make(map[string]*indexEntry, n)
	all := make([]indexEntry, 0, n) // one allocation for every entry
	for text != "" {
		var l string
		l, text, _ = strings.Cut(text, "\n")
		e, ok := parseIndexLine(l)
		if !ok {
			return nil, "", false
		}
		all = append(all, e)
		entries[e.folder] = &all[len(all)-1]
	}
	return entries, stamp, true
}

// save writes the entries, dead ones last: a lookup parses the others
// (they are checked on every use) and searches the dead ones only for its
// key.
func (x *teamIndex) save(entries map[string]*indexEntry, stamp string) {
	if !x.may() {
		return
	}
	var live, dead strings.Builder
	var deadKeys []string
	for _, e := range entries {
		b := &live
		if e.dead && !e.bad {
			b = &dead
			deadKeys = append(deadKeys, e.keys()...)
		}
		b.WriteString(e.line())
		b.WriteByte('\n')
	}
	filter := make(deadFilter, 2*len(deadKeys))
	for _, k := range deadKeys {
		filter.add(k)
	}
	rest := []byte(base64.StdEncoding.EncodeToString(filter) + "\n" + live.String() + dead.String())
	_ = store.WriteAtomic(x.path, append([]byte(indexVersion+"\t"+stamp+"\t"+indexSum(rest)+"\n"), rest...), 0o600)
}

// refresh reads one folder's config into an entry.
func (x *teamIndex) refresh(teamsDir, folder string, fi fs.FileInfo) (*indexEntry, *claudefs.Team, error) {
	e := &indexEntry{folder: folder}
	t, err := claudefs.ReadTeam(filepath.Join(teamsDir, folder))
	if err != nil {
		e.bad = true
		return e, nil, err
	}
	if fi != nil {
		e.mtime, e.size = fi.ModTime().UnixNano(), fi.Size()
	}
	e.leadPID, e.procStart, e.session = t.LeadPID, t.LeadProcStart, t.LeadSessionID
	for _, m := range t.Members {
		if b := m.Backend(); !m.IsLead() && (b == "tmux" || b == "iterm2") && m.TmuxPaneID != "" {
			e.panes = append(e.panes, m.TmuxPaneID)
		}
	}
	if !indexable(e.procStart) && e.procStart != "" || !indexable(e.session) && e.session != "" {
		return nil, t, errUnindexable
	}
	for _, p := range e.panes {
		if !indexable(p) {
			return nil, t, errUnindexable
		}
	}
	// A lead recorded in another pid namespace is unknown here, not gone.
	e.dead = x.leadGone(e) && claudefs.LeadStatus(t) != claudefs.LeadUnknown
	return e, t, nil
}

var errUnindexable = errors.New("config holds values the index cannot keep")

// leadGone reports a lead that is certainly not running any more: no such
// process, or one with another start time. Unknown is not gone.
func (x *teamIndex) leadGone(e *indexEntry) bool {
	if e.leadPID <= 0 {
		return false
	}
	start, err := x.proc.StartTime(e.leadPID)
	switch {
	case errors.Is(err, claudefs.ErrProcUnsupported):
		return false
	case err != nil:
		return !claudefs.ProcAlive(e.leadPID)
	}
	return e.procStart != "" && start != e.procStart
}

// find returns the teams whose entries match, read fresh from their
// configs, and the errors of configs that cannot be read (any of which may
// be the caller's). keys name what match compares, made with pidKey,
// sessionKey and paneKey of the very values it accepts: the dead entries
// are searched only for them (and not at all when the filter of dead keys
// holds none). With no keys every line is parsed. ok is false when the index could not be used; the caller
// then scans.
func (x *teamIndex) find(teamsDir string, match func(*indexEntry) bool, keys ...string) (teams []*claudefs.Team, errs []error, ok bool) {
	if teams, errs, ok := x.quickFind(teamsDir, match, keys); ok {
		return teams, errs, true
	}
	entries, fresh, errs, ok := x.current(teamsDir)
	if !ok {
		return nil, nil, false
	}
	for name, e := range entries {
		if e.bad || !match(e) {
			continue
		}
		t := fresh[name]
		if t == nil {
			var err error
			if t, err = claudefs.ReadTeam(filepath.Join(teamsDir, name)); err != nil {
				if !errors.Is(err, fs.ErrNotExist) {
					errs = append(errs, err)
				}
				continue
			}
		}
		teams = append(teams, t)
	}
	return teams, errs, true
}

// Keys for find: what a line, as line writes it, holds when its entry has
// this lead pid, this lead session or this pane. No leading tab: a search
// that starts with a byte every field boundary holds is three times slower.
func pidKey(pid int) string {
	if pid == 0 {
		return "\t0\t" // "0\t" ends many a timestamp
	}
	return strconv.Itoa(pid) + "\t"
}
func sessionKey(id string) string { return id + "\t" }
func paneKey(pane string) string  { return pane }

// quickFind is find when the index needs no update: the teams folder's
// stamp is the one recorded and every entry current would look at (not
// dead, or bad) still has the recorded config mtime and size. Those
// entries come first in the file and are parsed; of the dead ones, which
// current never looks at, only the lines holding a key are. So a lookup
// that misses costs the same at 5,000 left-over folders as at one, bar a
// checksum and a search of the file. ok is false whenever current would
// have changed the index or refused it; find then takes the full route.
func (x *teamIndex) quickFind(teamsDir string, match func(*indexEntry) bool, keys []string) (teams []*claudefs.Team, errs []error, ok bool) {
	dirInfo, err := os.Stat(teamsDir)
	if err != nil {
		return nil, nil, false
	}
	text, filter, stamp, ok := x.readIndex()
	if !ok || stamp != strconv.FormatInt(dirInfo.ModTime().UnixNano(), 10) {
		return nil, nil, false
	}
	var matched []string
	take := func(l string) bool {
		e, ok := parseIndexLine(l)
		if !ok {
			return false
		}
		if match(&e) {
			matched = append(matched, e.folder)
		}
		return true
	}
	for text != "" {
		l, rest, _ := strings.Cut(text, "\n")
		if strings.HasSuffix(l, "\tdead") {
			break // the dead entries, to the end
		}
		e, ok := parseIndexLine(l)
		if !ok || e.bad {
			return nil, nil, false
		}
		fi, err := os.Stat(filepath.Join(teamsDir, e.folder, claudefs.ConfigFile))
		if err != nil || fi.ModTime().UnixNano() != e.mtime || fi.Size() != e.size {
			return nil, nil, false
		}
		if match(&e) {
			matched = append(matched, e.folder)
		}
		text = rest
	}
	if len(keys) > 0 && !slices.ContainsFunc(keys, deadFilter(filter).mayHold) {
		text = "" // no dead entry holds any key
	}
	if len(keys) == 0 {
		for text != "" {
			var l string
			l, text, _ = strings.Cut(text, "\n")
			if !take(l) {
				return nil, nil, false
			}
		}
	} else {
		// Each line once, however many keys it holds.
		var at []int
		for _, k := range keys {
			for off := 0; ; {
				i := strings.Index(text[off:], k)
				if i < 0 {
					break
				}
				start := strings.LastIndexByte(text[:off+i], '\n') + 1
				end := len(text)
				if j := strings.IndexByte(text[off+i:], '\n'); j >= 0 {
					end = off + i + j
				}
				if !slices.Contains(at, start) {
					at = append(at, start)
					if !take(text[start:end]) {
						return nil, nil, false
					}
				}
				off = end + 1
			}
		}
	}
	for _, name := range matched {
		t, err := claudefs.ReadTeam(filepath.Join(teamsDir, name))
		if err != nil {
			if !errors.Is(err, fs.ErrNotExist) {
				errs = append(errs, err)
			}
			continue
		}
		teams = append(teams, t)
	}
	return teams, errs, true
}

// current brings the index up to date with the teams folder and returns
// its entries, the configs it read while doing so, and the errors of the
// configs that cannot be read. ok is false when the index cannot be used.
func (x *teamIndex) current(teamsDir string) (entries map[string]*indexEntry, fresh map[string]*claudefs.Team, errs []error, ok bool) {
	dirInfo, err := os.Stat(teamsDir)
	if err != nil {
		return nil, nil, nil, false
	}
	stamp := strconv.FormatInt(dirInfo.ModTime().UnixNano(), 10)
	entries, oldStamp, loaded := x.load()
	if !loaded {
		entries = map[string]*indexEntry{}
	}
	changed := !loaded || oldStamp != stamp
	moved := changed
	if changed {
		// The folder set moved: list it, drop the gone, look at every
		// entry again (a folder may have been replaced under its name:
		// its config then has another mtime or size).
		dirents, err := os.ReadDir(teamsDir)
		if err != nil {
			return nil, nil, nil, false
		}
		present := make(map[string]bool, len(dirents))
		for _, d := range dirents {
			if !d.IsDir() || claudefs.IsDeletedDir(d.Name()) {
				continue
			}
			if !indexable(d.Name()) {
				return nil, nil, nil, false
			}
			present[d.Name()] = true
			if entries[d.Name()] == nil {
				entries[d.Name()] = &indexEntry{folder: d.Name(), bad: true}
			}
		}
		for name := range entries {
			if !present[name] {
				delete(entries, name)
			}
		}
	}
	fresh = map[string]*claudefs.Team{}
	for name, e := range entries {
		if e.dead && !e.bad && !moved {
			continue
		}
		fi, err := os.Stat(filepath.Join(teamsDir, name, claudefs.ConfigFile))
		if errors.Is(err, fs.ErrNotExist) {
			if !e.bad || e.mtime != 0 || e.leadPID != 0 {
				changed = true
			}
			*e = indexEntry{folder: name, bad: true} // no config yet: look again next time
			continue
		}
		if err == nil && !e.bad && fi.ModTime().UnixNano() == e.mtime && fi.Size() == e.size {
			// Unchanged: a dead lead stays dead (a reused pid has another
			// start time). Dropping the mark here made every left-over
			// folder a live one after any folder came or went, and every
			// lookup then read all of them.
			continue
		}
		ne, t, rerr := x.refresh(teamsDir, name, fi)
		if errors.Is(rerr, errUnindexable) {
			return nil, nil, nil, false
		}
		changed = true
		entries[name] = ne
		if rerr != nil {
			errs = append(errs, rerr)
			continue
		}
		fresh[name] = t
	}
	if changed {
		x.save(entries, stamp)
	}
	return entries, fresh, errs, true
}

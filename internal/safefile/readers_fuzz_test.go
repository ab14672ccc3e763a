package safefile_test

import (
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/history"
	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/teamctl/teamctl/internal/settings"
	"github.com/teamctl/teamctl/internal/store"
	"github.com/teamctl/teamctl/internal/teamstate"
)

// Shapes a file can take at a path teamctl reads.
const (
	shapeRegular = iota // content as given
	shapeSparse         // a sparse regular file of the given size
	shapeFIFO
	shapeDirectory
	shapeLoop     // a symlink to itself
	shapeDevZero  // a symlink to /dev/zero
	shapeDangling // a symlink to nothing (reads as missing)
	shapeCount
)

func makeShape(t testing.TB, path string, shape int, content []byte, size uint32) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	var err error
	switch shape {
	case shapeRegular:
		err = os.WriteFile(path, content, 0o600)
	case shapeSparse:
		var f *os.File
		if f, err = os.Create(path); err == nil {
			err = f.Truncate(int64(size) << 8) // up to 1 TiB apparent size, no blocks
			f.Close()
		}
	case shapeFIFO:
		err = syscall.Mkfifo(path, 0o600)
	case shapeDirectory:
		err = os.Mkdir(path, 0o700)
	case shapeLoop:
		err = os.Symlink(path, path)
	case shapeDevZero:
		err = os.Symlink("/dev/zero", path)
	case shapeDangling:
		err = os.Symlink(path+".gone", path)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// reader is one of teamctl's file readers, pointed at a sandbox: it
// returns the path it reads and a call that reports whether it failed.
type reader struct {
	name string
	path func(root string) string
	read func(root string) (failed bool)
}

func readers() []reader {
	key := teamstate.Key{Name: "session-1", LeadSessionID: "s1"}
	return []reader{
		{"team config", func(r string) string { return filepath.Join(r, "teams", "t", "config.json") },
			func(r string) bool { _, err := claudefs.ReadTeam(filepath.Join(r, "teams", "t")); return err != nil }},
		{"task", func(r string) string { return filepath.Join(r, "tasks", "t", "1.json") },
			func(r string) bool {
				b, err := claudefs.ReadBoard(filepath.Join(r, "tasks", "t"))
				return err != nil || len(b.Skipped) > 0
			}},
		{"inbox", func(r string) string { return filepath.Join(r, "teams", "t", "inboxes", "bob.json") },
			func(r string) bool {
				_, err := claudefs.ReadInbox(filepath.Join(r, "teams", "t"), "bob")
				return err != nil
			}},
		{"agent meta", func(r string) string { return claudefs.AgentMetaPath(filepath.Join(r, "p", "s.jsonl"), "s", "a1") },
			func(r string) bool {
				_, err := claudefs.ReadAgentMeta(filepath.Join(r, "p", "s.jsonl"), "s", "a1")
				return err != nil
			}},
		{"team record", func(r string) string { p, _ := teamstate.Path(filepath.Join(r, "state"), key); return p },
			func(r string) bool { _, err := teamstate.Load(filepath.Join(r, "state"), key); return err != nil }},
		{"history", func(r string) string { return filepath.Join(r, "team-theme-history.json") },
			func(r string) bool {
				_, _, err := history.Load(filepath.Join(r, "team-theme-history.json"))
				return err != nil
			}},
		{"settings", func(r string) string { return filepath.Join(r, "settings.json") },
			func(r string) bool { _, err := settings.ReadFile(filepath.Join(r, "settings.json")); return err != nil }},
		{"install receipt", func(r string) string { return filepath.Join(r, "state", "installs", "x.json") },
			func(r string) bool {
				_, err := settings.LoadReceipt(filepath.Join(r, "state", "installs", "x.json"))
				return err != nil
			}},
		{"own file", func(r string) string { return filepath.Join(r, "state", "own.json") },
			func(r string) bool { _, err := store.Read(filepath.Join(r, "state", "own.json")); return err != nil }},
	}
}

// FuzzHostileFiles feeds every reader every file shape and arbitrary
// bytes and sizes: no reader panics or hangs, and a FIFO, directory,
// symlink loop, device or oversized file is always an error, never an
// empty answer.
func FuzzHostileFiles(f *testing.F) {
	if runtime.GOOS == "windows" {
		f.Skip("no FIFOs or devices")
	}
	for shape := 0; shape < shapeCount; shape++ {
		f.Add(uint8(shape), []byte(`{"name":"t","members":[]}`), uint32(1<<22))
	}
	f.Add(uint8(shapeRegular), []byte(`{"a":1,"a":{"b":[1,{"c":2,"c":3}]}}`), uint32(0))
	f.Add(uint8(shapeRegular), []byte("\x00\xff[[[["), uint32(0))
	f.Add(uint8(shapeRegular), []byte(``), uint32(0))
	f.Fuzz(func(t *testing.T, shape uint8, content []byte, size uint32) {
		s := int(shape) % shapeCount
		for _, r := range readers() {
			root := t.TempDir()
			makeShape(t, r.path(root), s, content, size)
			done := make(chan bool, 1)
			go func() { done <- r.read(root) }()
			var failed bool
			select {
			case failed = <-done:
			case <-time.After(5 * time.Second):
				t.Fatalf("%s: reader hung on shape %d", r.name, s)
			}
			hostile := s == shapeFIFO || s == shapeDirectory || s == shapeLoop || s == shapeDevZero ||
				(s == shapeSparse && int64(size)<<8 > safefile.Settings.Max()*8)
			if r.name == "task" && s == shapeDirectory {
				hostile = false // a folder in a task list is not a task: skipped, like lock dirs
			}
			if hostile && !failed {
				t.Errorf("%s: shape %d (size %d) read without an error", r.name, s, int64(size)<<8)
			}
		}
	})
}

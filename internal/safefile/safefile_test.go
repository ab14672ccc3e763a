package safefile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Each hostile file kind is refused quickly with an error naming it; none
// blocks, none is read whole.
func TestHostileFileKindsAreRefusedWithoutBlocking(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no FIFOs, devices or symlink loops to build on windows")
	}
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	loop := filepath.Join(dir, "loop.json")
	if err := os.Symlink(loop, loop); err != nil {
		t.Fatal(err)
	}
	zero := filepath.Join(dir, "zero.json")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	sparse := filepath.Join(dir, "sparse.json")
	f, err := os.Create(sparse)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(1 << 30); err != nil {
		t.Fatal(err)
	}
	f.Close()

	for _, tc := range []struct {
		name, path string
		want       error
		text       string
	}{
		{"fifo", fifo, ErrNotRegular, "is a FIFO"},
		{"directory", dir, ErrNotRegular, "is a directory"},
		{"symlink loop", loop, ErrNotRegular, "symlink loop"},
		{"dev zero", zero, ErrNotRegular, "character device"},
		{"1 GB sparse", sparse, ErrTooLarge, "1073741824 bytes"},
		{"missing", filepath.Join(dir, "none.json"), fs.ErrNotExist, "no such file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			data, err := ReadFile(tc.path, Config)
			if took := time.Since(start); took > 500*time.Millisecond {
				t.Errorf("took %v", took)
			}
			if !errors.Is(err, tc.want) || data != nil {
				t.Fatalf("ReadFile = %d bytes, %v; want %v", len(data), err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.text) {
				t.Errorf("error %q does not say %q", err, tc.text)
			}
		})
	}
}

func TestSizeCapIsExact(t *testing.T) {
	dir := t.TempDir()
	at := filepath.Join(dir, "at")
	over := filepath.Join(dir, "over")
	os.WriteFile(at, make([]byte, Cache.Max()), 0o600)
	os.WriteFile(over, make([]byte, Cache.Max()+1), 0o600)
	if data, err := ReadFile(at, Cache); err != nil || int64(len(data)) != Cache.Max() {
		t.Errorf("file at the cap: %d bytes, %v", len(data), err)
	}
	if _, err := ReadFile(over, Cache); !errors.Is(err, ErrTooLarge) {
		t.Errorf("file one byte over the cap: %v", err)
	}
	empty := filepath.Join(dir, "empty")
	os.WriteFile(empty, nil, 0o600)
	if data, err := ReadFile(empty, Config); err != nil || len(data) != 0 {
		t.Errorf("empty file: %q, %v", data, err)
	}
}

func TestEveryKindHasACapAndAName(t *testing.T) {
	for k := Config; k <= Transcript; k++ {
		if k.Max() <= 0 || k.String() == "" {
			t.Errorf("kind %d: max %d, name %q", k, k.Max(), k)
		}
	}
}

func TestReadDirNamesListsSorted(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"b.json", "a.json", "c", ".hidden"} {
		os.WriteFile(filepath.Join(dir, n), nil, 0o600)
	}
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	got, err := ReadDirNames(dir)
	if want := []string{".hidden", "a.json", "b.json", "c", "sub"}; err != nil || !slices.Equal(got, want) {
		t.Fatalf("ReadDirNames = %q, %v; want %q", got, err, want)
	}
	if _, err := ReadDirNames(filepath.Join(dir, "missing")); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("missing folder: %v", err)
	}
	if _, err := ReadDirNames(filepath.Join(dir, "c")); err == nil {
		t.Fatal("a file listed as a folder")
	}
}

package claudefs

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/tidwall/gjson"
)

// smallDisk mounts a 64 KiB tmpfs for the test, or skips loudly where
// mounting is not allowed (CI without privileges).
func smallDisk(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", dir).CombinedOutput()
	if err != nil {
		t.Skipf("SKIPPED full-disk test: cannot mount a small tmpfs here (needs root or CAP_SYS_ADMIN): %v %s", err, bytes.TrimSpace(out))
	}
	t.Cleanup(func() { exec.Command("umount", dir).Run() })
	return dir
}

// fill takes every free block of the file system holding dir.
func fill(t *testing.T, dir string) {
	t.Helper()
	f, err := os.Create(filepath.Join(dir, "filler"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	chunk := make([]byte, 512)
	for {
		if _, err := f.Write(chunk); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatal(err)
			}
			break
		}
	}
	for len(chunk) > 1 { // the last partial block
		chunk = chunk[:len(chunk)/2]
		f.Write(chunk)
	}
}

// pattern set on a full disk fails before a byte of config.json changes:
// the team file stays valid JSON, the same bytes, and readable.
func TestPatternSetOnFullDiskLeavesConfigWhole(t *testing.T) {
	disk := smallDisk(t)
	team := filepath.Join(disk, "teams", "session-1")
	os.MkdirAll(team, 0o755)
	orig := []byte(`{"name":"session-1","leadProcess":{"pid":1},"members":[{"name":"team-lead"}]}`)
	path := filepath.Join(team, ConfigFile)
	if err := os.WriteFile(path, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	fill(t, disk)
	big := strings.Repeat("x", 16<<10) // far more than the free space
	_, err := SetConfigKey(team, "teamctl_note", big)
	if err == nil {
		t.Fatal("SetConfigKey on a full disk succeeded")
	}
	if !strings.Contains(err.Error(), "unchanged") && !strings.Contains(err.Error(), "restored") {
		t.Errorf("error does not say the file is intact: %v", err)
	}
	got, _ := os.ReadFile(path)
	if !bytes.Equal(got, orig) || !gjson.ValidBytes(got) {
		t.Fatalf("config.json after a full-disk pattern set: %q", got)
	}
	if _, err := ReadTeam(team); err != nil {
		t.Fatalf("team unreadable afterwards: %v", err)
	}
	if _, err := os.Stat(path + LockSuffix); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("lock left behind: %v", err)
	}
}

// The restore path alone: a write that fails part-way puts the old bytes
// back (a file system without fallocate reaches it).
func TestShortWriteIsRestored(t *testing.T) {
	disk := smallDisk(t)
	path := filepath.Join(disk, "config.json")
	orig := []byte(`{"name":"session-1","members":[]}`)
	os.WriteFile(path, orig, 0o644)
	fill(t, disk)
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, werr := f.WriteAt(bytes.Repeat([]byte(" "), 32<<10), 0)
	if werr == nil {
		t.Fatal("expected a short write on a full disk")
	}
	err = restore(f, path, orig, werr)
	if !strings.Contains(err.Error(), "restored") {
		t.Errorf("err = %v", err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, orig) {
		t.Fatalf("after restore: %q", got)
	}
}

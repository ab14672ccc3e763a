//go:build unix

package cli

import (
	"errors"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/safefile"
)

// explain --input and init read files the user names; a FIFO there is
// refused at once instead of holding the command until someone writes.
func TestUserNamedFilesAreReadUnderTheSafeRule(t *testing.T) {
	e := newCLIEnv(t)
	fifo := filepath.Join(e.root, "input.fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	done := make(chan error, 1)
	go func() { done <- explainInput(&explainOptions{f: e.factory(), Input: fifo}) }()
	select {
	case err := <-done:
		if !errors.Is(err, safefile.ErrNotRegular) {
			t.Fatalf("explain --input of a FIFO: %v, want a not-a-regular-file error", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("explain --input of a FIFO hangs")
	}

	dir := filepath.Join(e.root, "project")
	target := filepath.Join(dir, "x.md")
	if err := syscall.Mkfifo(target, 0o600); err != nil {
		t.Fatal(err)
	}
	go func() {
		_, err := writeInitFiles(e.factory(), dir, []initFile{{rel: "x.md", data: []byte("x")}}, false)
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, safefile.ErrNotRegular) {
			t.Fatalf("init over a FIFO: %v, want a not-a-regular-file error", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("init hangs on a FIFO where it would write")
	}
}

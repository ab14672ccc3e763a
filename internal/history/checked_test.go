package history

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// A history checked whole is remembered while it stays as it was: the next
// check reads only its newest entries (damage further back, made without
// changing the file's identity, is then not re-read), and any change to
// the file makes the next check read it whole again.
func TestLoadNewestCheckedRemembersAWholeCheck(t *testing.T) {
	for _, format := range Formats() {
		t.Run(format.String(), func(t *testing.T) {
			h := make(History, 60)
			for i := range h {
				h[i] = fixed(fmt.Sprintf("Work %d", i))
			}
			data, err := Encode(h, format)
			if err != nil {
				t.Fatal(err)
			}
			path := historyFile(t, data)
			cache := t.TempDir()
			old := time.Now().Add(-time.Minute)
			os.Chtimes(path, old, old)
			now := time.Now()
			want := h[:40]
			for pass := range 2 {
				got, total, f, err := LoadNewestChecked(path, 40, cache, now)
				if err != nil || total != 60 || f != format || !cmp.Equal(got, want) {
					t.Fatalf("pass %d: %d of %d (%v), %v", pass, len(got), total, f, err)
				}
			}
			records, _ := filepath.Glob(filepath.Join(cache, "history-checked-*"))
			if len(records) != 1 {
				t.Fatalf("records %v", records)
			}
			// Damage past the newest 40 that keeps the file's size and
			// time is not seen: only the newest entries are read.
			same := append([]byte{}, data...)
			if format == FormatJSONL {
				same[0] = '!'
			} else {
				same[len(same)-3] = '!'
			}
			os.WriteFile(path, same, 0o600)
			os.Chtimes(path, old, old)
			if got, total, _, err := LoadNewestChecked(path, 40, cache, now); err != nil || total != 60 || !cmp.Equal(got, want) {
				t.Fatalf("remembered file read whole: %d of %d, %v", len(got), total, err)
			}
			// Rewritten in place, damaged past the newest 40: read whole.
			damaged := append([]byte{}, data...)
			if format == FormatJSONL {
				damaged = append([]byte("{torn\n"), damaged...)
			} else {
				damaged = damaged[:len(damaged)-5]
			}
			if err := os.WriteFile(path, damaged, 0o600); err != nil {
				t.Fatal(err)
			}
			if _, _, _, err := LoadNewestChecked(path, 40, cache, time.Now()); err == nil {
				t.Fatal("a changed, damaged file was not read whole")
			}
		})
	}
}

// A file modified within the settle time is not remembered.
func TestLoadNewestCheckedWaitsForTheFileToSettle(t *testing.T) {
	data, _ := Encode(History{fixed("A"), fixed("B")}, FormatArray)
	path := historyFile(t, data)
	cache := t.TempDir()
	if _, total, _, err := LoadNewestChecked(path, 40, cache, time.Now()); err != nil || total != 2 {
		t.Fatal(total, err)
	}
	if records, _ := filepath.Glob(filepath.Join(cache, "history-checked-*")); len(records) != 0 {
		t.Fatalf("a fresh file was remembered: %v", records)
	}
}

// history check, then add: the add finds the record of the file it holds
// and decodes only what it keeps, without checking the file whole again;
// without a record, or once the file changed, it checks the file whole.
func TestAddUsesTheRecordOfACheckedFile(t *testing.T) {
	def := stressDef()
	h := make(History, 60)
	for i := range h {
		h[i] = fixed(fmt.Sprintf("Work %d", i))
	}
	data, err := Encode(h, FormatArray)
	if err != nil {
		t.Fatal(err)
	}
	// Damage far past what the add keeps, made without changing the file's
	// size or time: only a whole check would see it.
	damaged := append([]byte{}, data...)
	damaged[len(damaged)-3] = '!'
	old := time.Now().Add(-time.Minute)
	t.Run("with and without the record", func(t *testing.T) {
		path := historyFile(t, data)
		os.Chtimes(path, old, old)
		cache := t.TempDir()
		if _, _, _, err := LoadNewestChecked(path, 40, cache, time.Now()); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(path, damaged, 0o600)
		os.Chtimes(path, old, old)
		if _, err := Add(path, def, fixed("New work"), AddOptions{}); err == nil {
			t.Fatal("without the record the damage should be found")
		}
		if _, err := Add(path, def, fixed("New work"), AddOptions{CheckedCache: cache}); err != nil {
			t.Fatalf("with the record: %v", err)
		}
		got, total, _, err := LoadNewest(path, -1)
		if err != nil || total != 40 || got[0].Theme != "New work" || got[1].Theme != "Work 0" {
			t.Fatalf("after the add: %d entries, %v", total, err)
		}
		// The file changed: the next add checks it whole (and finds it fine).
		if _, err := Add(path, def, fixed("Newer work"), AddOptions{CheckedCache: cache}); err != nil {
			t.Fatal(err)
		}
	})
}

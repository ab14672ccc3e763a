package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/teamctl/teamctl/internal/history"
)

func TestHistoryRepairRun(t *testing.T) {
	e := newCLIEnv(t)
	path := filepath.Join(e.config, "team-theme-history.json")
	torn := sampleHistory[:len(sampleHistory)/2]
	e.write(path, []byte(torn))
	f := e.factory()
	if err := runHistoryRepair(&historyRepairOptions{f: f, file: &historyFile{f: f}}); err != nil {
		t.Fatal(err)
	}
	backup := path + ".bak-20261121T190000.000000000Z"
	want := fmt.Sprintf("repaired %s: kept 3 entries, dropped 1\nthe damaged file is saved as %s\n", path, backup)
	if e.out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", e.out.String(), want)
	}
	if b, err := os.ReadFile(backup); err != nil || string(b) != torn {
		t.Errorf("backup: %v", err)
	}
	h, format, err := history.Load(path)
	if err != nil || len(h) != 3 || format != history.FormatArray {
		t.Errorf("repaired file: %d entries, %v, %v", len(h), format, err)
	}
}

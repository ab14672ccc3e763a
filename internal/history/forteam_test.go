package history

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func historyFile(t testing.TB, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "team-theme-history.json")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestFindForTeamAgreesWithForTeam: the windowed read picks what a full
// read picks among the newest window entries, in every format, whatever the
// links, the window and the file's size (entries long enough that JSON
// Lines are read in several chunks).
func TestFindForTeamAgreesWithForTeam(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 14))
	teams := []string{"", "", "alpha", "beta", "gamma"}
	for round := range 60 {
		n := rng.IntN(120)
		h := make(History, n)
		for i := range h {
			h[i] = fixed(fmt.Sprintf("Work %d %s", i, strings.Repeat("x", rng.IntN(900))))
			h[i].Team = teams[rng.IntN(len(teams))]
		}
		window := 1 + rng.IntN(50)
		for _, format := range Formats() {
			data, err := Encode(h, format)
			if err != nil {
				t.Fatal(err)
			}
			if rng.IntN(4) == 0 {
				data = append([]byte("\xef\xbb\xbf"), data...)
			}
			path := historyFile(t, data)
			for _, team := range []string{"alpha", "beta", "delta", ""} {
				wantE, wantI, wantOK := ForTeamWithin(h, team, window)
				gotE, gotI, gotOK, err := FindForTeam(path, team, window)
				if err != nil {
					t.Fatalf("round %d %s team %q: %v", round, format, team, err)
				}
				if gotOK != wantOK || gotI != wantI || !cmp.Equal(gotE, wantE) {
					t.Fatalf("round %d %s team %q window %d of %d: got %d %v, want %d %v", round, format, team, window, n, gotI, gotOK, wantI, wantOK)
				}
			}
		}
	}
}

// TestFindForTeamReadsOnlyTheWindow: damage past the window is not read
// (so a 100,000-entry history costs what 40 entries do), damage inside it
// is reported with its position, and a missing file is fs.ErrNotExist.
func TestFindForTeamReadsOnlyTheWindow(t *testing.T) {
	h := make(History, 50)
	for i := range h {
		h[i] = fixed(fmt.Sprintf("Work %d", i))
	}
	h[3].Team = "alpha"
	t.Run("array, damaged tail", func(t *testing.T) {
		data, _ := Encode(h, FormatArray)
		path := historyFile(t, data[:len(data)-200]) // the newest 40 are whole
		if _, _, err := Load(path); err == nil {
			t.Fatal("the fixture should be damaged")
		}
		e, i, ok, err := FindForTeam(path, "alpha", 40)
		if err != nil || !ok || i != 4 || e.Theme != "Work 3" {
			t.Fatalf("got %d %v %v %q", i, ok, err, e.Theme)
		}
	})
	t.Run("jsonl, damaged head", func(t *testing.T) {
		data, _ := Encode(h, FormatJSONL) // newest last
		path := historyFile(t, append([]byte("{not json\n"), data...))
		e, i, ok, err := FindForTeam(path, "alpha", 40)
		if err != nil || !ok || i != 4 || e.Theme != "Work 3" {
			t.Fatalf("got %d %v %v %q", i, ok, err, e.Theme)
		}
	})
	t.Run("damage inside the window", func(t *testing.T) {
		path := historyFile(t, []byte(`[{"theme":"x","characters":["Spike"]`))
		_, _, _, err := FindForTeam(path, "alpha", 40)
		var corrupt *CorruptError
		if !errors.As(err, &corrupt) || corrupt.Path != path || corrupt.Line != 1 {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("a link of the wrong type", func(t *testing.T) {
		path := historyFile(t, []byte(`[{"theme":"x","characters":["Spike"],"team":7}]`))
		_, _, _, err := FindForTeam(path, "alpha", 40)
		var corrupt *CorruptError
		if !errors.As(err, &corrupt) || !strings.Contains(err.Error(), `"team" must be a string`) {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("the team's entry past the window", func(t *testing.T) {
		data, _ := Encode(h, FormatArray)
		path := historyFile(t, data)
		_, i, ok, err := FindForTeam(path, "alpha", 3)
		if err != nil || !ok || i != 1 {
			t.Fatalf("got %d %v %v; want the newest unlinked entry", i, ok, err)
		}
	})
	t.Run("empty and missing", func(t *testing.T) {
		for _, data := range []string{"", "  \n", "[]", `{"history":[]}`, "{}"} {
			if _, _, ok, err := FindForTeam(historyFile(t, []byte(data)), "alpha", 40); ok || err != nil {
				t.Errorf("%q: ok %v err %v", data, ok, err)
			}
		}
		_, _, _, err := FindForTeam(filepath.Join(t.TempDir(), "none.json"), "alpha", 40)
		if !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("missing: %v", err)
		}
	})
}

// BenchmarkFindForTeam is the hooks' character lookup against the size of
// the history: flat, since only the window is read.
func BenchmarkFindForTeam(b *testing.B) {
	for _, n := range []int{40, 100_000} {
		for _, format := range Formats() {
			b.Run(fmt.Sprintf("%s/entries=%d", format, n), func(b *testing.B) {
				path := linkedHistory(b, n, format)
				runtime.GC() // the fixture's garbage is not the lookup's cost
				b.ResetTimer()
				for b.Loop() {
					if _, i, ok, err := FindForTeam(path, "alpha", 40); err != nil || !ok || i != 40 {
						b.Fatalf("got %d %v %v", i, ok, err)
					}
				}
			})
		}
	}
}

// linkedHistory writes n entries whose 40th is linked to team alpha: the
// last of the window, so every link in it is looked at.
func linkedHistory(b *testing.B, n int, format Format) string {
	h := bigHistory(n)
	h[39].Team = "alpha"
	data, err := Encode(h, format)
	if err != nil {
		b.Fatal(err)
	}
	return historyFile(b, data)
}

package history

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/teamctl/teamctl/internal/pattern"
)

// Child processes of the stress test run this binary with these variables
// set and do their Adds instead of the tests.
const (
	childPathEnv = "TEAMCTL_HISTORY_TEST_ADD_PATH"
	childWorkEnv = "TEAMCTL_HISTORY_TEST_ADD_WORK"
)

// addsPerChild keeps the process count, and so the test's time on a
// loaded two-core machine under -race, down.
const addsPerChild = 2

func TestMain(m *testing.M) {
	if path := os.Getenv(childPathEnv); path != "" {
		os.Exit(childAdds(path, os.Getenv(childWorkEnv)))
	}
	os.Exit(m.Run())
}

func childAdds(path, workPrefix string) int {
	errs := make(chan error, addsPerChild)
	for i := range addsPerChild {
		go func() {
			_, err := Add(path, stressDef(), fixed(fmt.Sprintf("%s.%d", workPrefix, i)), AddOptions{Cap: 100})
			errs <- err
		}()
	}
	status := 0
	for range addsPerChild {
		if err := <-errs; err != nil {
			fmt.Fprintln(os.Stderr, err)
			status = 1
		}
	}
	return status
}

// stressDef is fixed-theme's rules without loading files, for the children.
func stressDef() *pattern.Definition {
	return &pattern.Definition{Name: "fixed-theme", History: pattern.History{
		Theme: "work", WorkWindow: 40, Characters: pattern.Range{Min: 4, Max: 6}, Cap: 40,
	}}
}

func writeHistory(t *testing.T, data string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "team-theme-history.json")
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestAddPrependsAndCaps(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "team-theme-history.json")
	def := shipped(t, "fixed-theme")
	for i := range 42 {
		if _, err := Add(path, def, fixed(fmt.Sprintf("Work %d", i)), AddOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	h, format, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if format != FormatArray || len(h) != 40 {
		t.Fatalf("format %v, %d entries; want an array capped at 40", format, len(h))
	}
	if h[0].Theme != "Work 41" || h[39].Theme != "Work 2" {
		t.Errorf("newest %q, oldest %q; want Work 41 and Work 2", h[0].Theme, h[39].Theme)
	}
	// Work 0 and 1 were trimmed, so they are free again; Work 2 is not.
	if _, err := Add(path, def, fixed("Work 0"), AddOptions{}); err != nil {
		t.Errorf("a trimmed work was refused: %v", err)
	}
	if _, err := Add(path, def, fixed("Work 3"), AddOptions{}); err == nil {
		t.Error("a work in the window was recorded")
	}
	if _, err := Add(path, def, fixed("Work 99"), AddOptions{Cap: 3}); err != nil {
		t.Fatal(err)
	}
	if h, _, _ := Load(path); len(h) != 3 {
		t.Errorf("AddOptions.Cap 3 kept %d entries", len(h))
	}
	uncapped := stressDef()
	uncapped.History.Cap = 0
	if _, err := Add(path, uncapped, fixed("Work 100"), AddOptions{}); err != nil {
		t.Fatal(err)
	}
	if h, _, _ := Load(path); len(h) != 4 {
		t.Errorf("a definition without a cap left %d entries, want all 4", len(h))
	}
}

func TestAddFillsInMixedGenius(t *testing.T) {
	path := filepath.Join(t.TempDir(), "team-theme-history.json")
	got, err := Add(path, shipped(t, "mixed-genius"), Entry{Members: []Member{{Name: "L", Work: "Death Note", Role: "detective"}}, Team: "t1"}, AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := Entry{Pattern: "mixed-genius", Theme: "mixed-genius", Characters: []string{"L"}, Members: []Member{{Name: "L", Work: "Death Note", Role: "detective"}}, Team: "t1"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("recorded (-want +got):\n%s", diff)
	}
	h, _, _ := Load(path)
	if diff := cmp.Diff(History{want}, h); diff != "" {
		t.Errorf("file (-want +got):\n%s", diff)
	}
}

func TestAddRewritesOlderFormatsAsAnArray(t *testing.T) {
	path := writeHistory(t, jsonlEra)
	if _, err := Add(path, shipped(t, "fixed-theme"), fixed("Trigun"), AddOptions{}); err != nil {
		t.Fatal(err)
	}
	data := readFile(t, path)
	h, format, err := Parse([]byte(data))
	if err != nil || format != FormatArray {
		t.Fatalf("after Add: %v %v\n%s", format, err, data)
	}
	themes := []string{}
	for _, e := range h {
		themes = append(themes, e.Theme)
	}
	if got := strings.Join(themes, ","); got != "Trigun,Cowboy Bebop,Dr. Stone,Mushishi" {
		t.Errorf("order = %s", got)
	}
	if !strings.Contains(data, `"datetime": "2026-02-10T09:00:00+09:00"`) {
		t.Errorf("datetime of the older entries was dropped:\n%s", data)
	}
}

func TestAddRefusesWithoutTouchingTheFile(t *testing.T) {
	def := shipped(t, "fixed-theme")
	t.Run("corrupt", func(t *testing.T) {
		torn := arrayEra[:len(arrayEra)-40]
		path := writeHistory(t, torn)
		_, err := Add(path, def, fixed("Trigun"), AddOptions{})
		var corrupt *CorruptError
		if !errors.As(err, &corrupt) || corrupt.Path != path || corrupt.Salvageable != 2 {
			t.Fatalf("Add on a torn file = %v", err)
		}
		if readFile(t, path) != torn {
			t.Error("a corrupt file was rewritten")
		}
	})
	t.Run("violation", func(t *testing.T) {
		path := writeHistory(t, arrayEra)
		_, err := Add(path, def, fixed("cowboy bebop", "a", "b", "c", "d"), AddOptions{})
		var refused *RefusedError
		if !errors.As(err, &refused) || len(refused.Violations) != 1 || refused.Violations[0].Index != 1 {
			t.Fatalf("Add of a used work = %v", err)
		}
		if !strings.Contains(err.Error(), `refused to record fixed-theme "cowboy bebop" with a, b, c, d: work "cowboy bebop" was used by entry 1 ((no pattern) "Cowboy Bebop" with Spike, Jet, Faye, Ed)`) {
			t.Errorf("message: %v", err)
		}
		if readFile(t, path) != arrayEra {
			t.Error("a refused Add rewrote the file")
		}
	})
}

// TestConcurrentAddsKeepEveryEntry is the stress test: 32 Adds at
// once, 16 from goroutines and 16 from 8 separate processes, must all land
// in one valid file.
func TestConcurrentAddsKeepEveryEntry(t *testing.T) {
	const processes, goroutines = 8, 16
	start := time.Now()
	path := filepath.Join(t.TempDir(), "team-theme-history.json")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()

	var cmds []*exec.Cmd
	var outputs []*strings.Builder
	for i := range processes {
		cmd := exec.CommandContext(ctx, os.Args[0])
		cmd.Env = append(os.Environ(), childPathEnv+"="+path, fmt.Sprintf("%s=Process Work %d", childWorkEnv, i))
		out := &strings.Builder{}
		cmd.Stdout, cmd.Stderr = out, out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds, outputs = append(cmds, cmd), append(outputs, out)
	}
	var wg sync.WaitGroup
	errs := make(chan error, goroutines)
	for i := range goroutines {
		wg.Go(func() {
			if _, err := Add(path, stressDef(), fixed(fmt.Sprintf("Goroutine Work %d", i)), AddOptions{Cap: 100}); err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("process %d: %v: %s", i, err, outputs[i])
		}
	}

	h, format, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := processes*addsPerChild + goroutines; format != FormatArray || len(h) != want {
		t.Fatalf("%v with %d entries, want an array of %d", format, len(h), want)
	}
	seen := map[string]bool{}
	for _, e := range h {
		seen[e.Theme] = true
	}
	for i := range processes {
		for j := range addsPerChild {
			if !seen[fmt.Sprintf("Process Work %d.%d", i, j)] {
				t.Errorf("process %d's entry %d was lost", i, j)
			}
		}
	}
	for i := range goroutines {
		if !seen[fmt.Sprintf("Goroutine Work %d", i)] {
			t.Errorf("goroutine %d's entry was lost", i)
		}
	}
	leftovers, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*tmp-*"))
	if len(leftovers) > 0 {
		t.Errorf("temp files left behind: %v", leftovers)
	}
	t.Logf("32 concurrent Adds (%d processes) in %v", processes, time.Since(start).Round(time.Millisecond))
}

func TestRepairSalvages(t *testing.T) {
	good := `{"pattern": "fixed-theme", "theme": "%s", "characters": ["a", "b", "c", "d"]}`
	tests := []struct {
		name          string
		input         string
		kept, dropped int
		themes        string
	}{
		{"torn array", "[\n" + fmt.Sprintf(good, "A") + ",\n" + fmt.Sprintf(good, "B") + ",\n{\"pattern\": \"fix", 2, 1, "A,B"},
		{"array missing its bracket", "[\n" + fmt.Sprintf(good, "A") + ",\n", 1, 0, "A"},
		{"wrong-typed entry in an array", "[" + fmt.Sprintf(good, "A") + `, {"theme": 1}, ` + fmt.Sprintf(good, "B") + "]", 2, 1, "A,B"},
		{"JSONL with a garbage line and a torn tail", fmt.Sprintf(good, "A") + "\n###\n" + fmt.Sprintf(good, "B") + "\n" + fmt.Sprintf(good, "C") + "\n{\"the", 3, 2, "C,B,A"},
		{"torn object", `{"history": [` + fmt.Sprintf(good, "A") + ",\n" + fmt.Sprintf(good, "B") + ",\n{", 2, 1, "A,B"},
		// The entries after a broken one are older work still inside the
		// windows: losing them would allow that work again.
		{"torn entry in the middle of an array", "[\n" + fmt.Sprintf(good, "A") + ",\n{\"pattern\": \"fixed-theme\", \"theme\": \"Plan\n" + fmt.Sprintf(good, "B") + ",\n" + fmt.Sprintf(good, "C") + "\n]\n", 3, 1, "A,B,C"},
		{"broken entry with members in the middle of an array", "[" + fmt.Sprintf(good, "A") + `, {"pattern": "mixed-genius", "members": [{"name": "L", "work": "Death Note", "role": "g"}], "theme": mixed}, ` + fmt.Sprintf(good, "B") + "]", 2, 1, "A,B"},
		{"missing comma in an object's history", `{"history": [` + fmt.Sprintf(good, "A") + "\n" + fmt.Sprintf(good, "B") + "\n" + fmt.Sprintf(good, "C") + "]}", 3, 0, "A,B,C"},
		{"nothing readable", "\x00\x01garbage", 0, 1, ""},
	}
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeHistory(t, tt.input)
			kept, dropped, backup, err := Repair(path, now, AsArray)
			if err != nil {
				t.Fatal(err)
			}
			if kept != tt.kept || dropped != tt.dropped {
				t.Errorf("kept %d dropped %d, want %d and %d", kept, dropped, tt.kept, tt.dropped)
			}
			if backup == "" || readFile(t, backup) != tt.input {
				t.Errorf("backup %q does not hold the damaged file", backup)
			}
			h, format, err := Load(path)
			if err != nil || format != FormatArray {
				t.Fatalf("after repair: %v %v", format, err)
			}
			var themes []string
			for _, e := range h {
				themes = append(themes, e.Theme)
			}
			if got := strings.Join(themes, ","); got != tt.themes {
				t.Errorf("salvaged %q, want %q", got, tt.themes)
			}
		})
	}
	t.Run("healthy file is left alone", func(t *testing.T) {
		path := writeHistory(t, jsonlEra)
		kept, dropped, backup, err := Repair(path, now, AsArray)
		if err != nil || kept != 3 || dropped != 0 || backup != "" {
			t.Errorf("Repair = %d %d %q %v", kept, dropped, backup, err)
		}
		if readFile(t, path) != jsonlEra {
			t.Error("a healthy file was rewritten")
		}
	})
	t.Run("missing file", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "none.json")
		if kept, _, backup, err := Repair(path, now, AsArray); err != nil || kept != 0 || backup != "" {
			t.Errorf("Repair = %d %q %v", kept, backup, err)
		}
		if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
			t.Error("Repair created a missing file")
		}
	})
}

func TestMigrateBetweenEveryFormat(t *testing.T) {
	want, _, _ := Parse([]byte(arrayEra))
	for _, from := range []string{objectEra, arrayEra, jsonlEra} {
		path := writeHistory(t, from)
		for _, to := range []Format{FormatJSONL, FormatObject, FormatArray, FormatJSONL} {
			if _, err := Migrate(path, to); err != nil {
				t.Fatal(err)
			}
			h, format, err := Load(path)
			if err != nil || format != to {
				t.Fatalf("after migrating to %v: %v %v", to, format, err)
			}
			if diff := cmp.Diff(want, h); diff != "" {
				t.Errorf("migrate to %v (-want +got):\n%s", to, diff)
			}
		}
	}
	path := writeHistory(t, "[{]")
	if _, err := Migrate(path, FormatJSONL); err == nil || readFile(t, path) != "[{]" {
		t.Errorf("Migrate of a corrupt file = %v", err)
	}
	from, err := Migrate(writeHistory(t, objectEra), FormatArray)
	if err != nil || from != FormatObject {
		t.Errorf("Migrate reported the old format as %v, %v", from, err)
	}
}

func TestPrune(t *testing.T) {
	path := writeHistory(t, objectEra)
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	removed, backup, err := Prune(path, 1, now, AsArray)
	if err != nil || removed != 2 {
		t.Fatalf("Prune = %d, %v", removed, err)
	}
	// The pruned entries are not lost: the old file is kept first.
	if backup == "" || readFile(t, backup) != objectEra {
		t.Errorf("backup %q does not hold the file before pruning", backup)
	}
	h, format, _ := Load(path)
	if len(h) != 1 || h[0].Theme != "Cowboy Bebop" || format != FormatArray {
		t.Errorf("after prune: %v %+v", format, h)
	}
	if removed, backup, err := Prune(path, 5, now, AsArray); err != nil || removed != 0 || backup != "" {
		t.Errorf("Prune beyond the length = %d, %q, %v", removed, backup, err)
	}
	if _, _, err := Prune(path, -1, now, AsArray); err == nil {
		t.Error("Prune(-1) was accepted")
	}
}

// A history named with --file keeps the format it was found in through
// every rewrite but Migrate: the guide's JSONL stays JSONL (newest last).
// teamctl's own file is written as an array whatever it was.
func TestRewritesKeepTheFormatFound(t *testing.T) {
	def := shipped(t, "fixed-theme")
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		name   string
		layout Layout
		want   Format
	}{{"as found", AsFound, FormatJSONL}, {"as array", AsArray, FormatArray}} {
		t.Run(tt.name, func(t *testing.T) {
			path := writeHistory(t, jsonlEra)
			check := func(step string) {
				t.Helper()
				if _, format, err := Load(path); err != nil || format != tt.want {
					t.Fatalf("after %s: %v, %v; want %v", step, format, err, tt.want)
				}
			}
			if _, err := Add(path, def, fixed("Trigun"), AddOptions{Layout: tt.layout}); err != nil {
				t.Fatal(err)
			}
			check("Add")
			if tt.want == FormatJSONL && !strings.HasSuffix(readFile(t, path), `"Trigun","characters":["Trigun 1","Trigun 2","Trigun 3","Trigun 4"]}`+"\n") {
				t.Errorf("the new entry is not the last line:\n%s", readFile(t, path))
			}
			if _, err := LinkTeam(path, "alpha", tt.layout); err != nil {
				t.Fatal(err)
			}
			check("LinkTeam")
			if _, _, err := Prune(path, 2, now, tt.layout); err != nil {
				t.Fatal(err)
			}
			check("Prune")
			os.WriteFile(path, []byte(readFile(t, path)+"{\"theme\": \"torn"), 0o600)
			if _, _, _, err := Repair(path, now, tt.layout); err != nil {
				t.Fatal(err)
			}
			check("Repair")
		})
	}
	// A new file takes its format from its name.
	dir := t.TempDir()
	for name, want := range map[string]Format{"memory.jsonl": FormatJSONL, "history.json": FormatArray} {
		path := filepath.Join(dir, name)
		if _, err := Add(path, def, fixed("Trigun"), AddOptions{Layout: AsFound}); err != nil {
			t.Fatal(err)
		}
		if _, format, _ := Load(path); format != want {
			t.Errorf("new %s written as %v, want %v", name, format, want)
		}
	}
}

func TestLinkTeamAndForTeam(t *testing.T) {
	path := filepath.Join(t.TempDir(), "team-theme-history.json")
	if _, err := LinkTeam(path, "alpha", AsArray); !errors.Is(err, ErrEmpty) {
		t.Errorf("LinkTeam on no history = %v", err)
	}
	def := shipped(t, "fixed-theme")
	Add(path, def, fixed("Work A"), AddOptions{})
	if e, err := LinkTeam(path, "alpha", AsArray); err != nil || e.Theme != "Work A" || e.Team != "alpha" {
		t.Fatalf("LinkTeam = %+v, %v", e, err)
	}
	if _, err := LinkTeam(path, "alpha", AsArray); err != nil {
		t.Errorf("linking again = %v", err)
	}
	Add(path, def, fixed("Work B"), AddOptions{})
	Add(path, def, Entry{Theme: "Work C", Characters: []string{"a", "b", "c", "d"}, Team: "gamma"}, AddOptions{})
	if _, err := LinkTeam(path, "beta", AsArray); err == nil {
		t.Error("LinkTeam took over another team's entry")
	}
	h, _, _ := Load(path)
	tests := []struct {
		team  string
		theme string
		index int
		ok    bool
	}{
		{"alpha", "Work A", 3, true},
		{"gamma", "Work C", 1, true},
		{"beta", "Work B", 2, true}, // no link: the newest unlinked entry
	}
	for _, tt := range tests {
		e, index, ok := ForTeam(h, tt.team)
		if ok != tt.ok || e.Theme != tt.theme || index != tt.index {
			t.Errorf("ForTeam(%q) = %q %d %v", tt.team, e.Theme, index, ok)
		}
	}
	if _, _, ok := ForTeam(History{{Theme: "X", Team: "other"}}, "beta"); ok {
		t.Error("ForTeam returned another team's entry")
	}
}

func TestListEveryFormat(t *testing.T) {
	var h History
	for i := range 30 {
		if i%3 == 0 {
			h = append(h, genius(Member{Name: fmt.Sprintf("G%d", i), Work: fmt.Sprintf("W%d", i)}))
		} else {
			h = append(h, fixed(fmt.Sprintf("Work %d", i)))
		}
	}
	for _, format := range Formats() {
		data, _ := Encode(h, format)
		path := writeHistory(t, string(data))
		tests := []struct {
			q       Query
			indexes []int
		}{
			{Query{Limit: 3}, []int{1, 2, 3}},
			{Query{}, seq(1, 20)},
			{Query{Limit: -1}, seq(1, 30)},
			{Query{Limit: 3, Pattern: "mixed-genius"}, []int{1, 4, 7}},
			{Query{Limit: 100, Pattern: "mixed-genius"}, []int{1, 4, 7, 10, 13, 16, 19, 22, 25, 28}},
			{Query{Limit: 2, Pattern: "none"}, []int{}},
		}
		for _, tt := range tests {
			items, got, err := List(path, tt.q)
			if err != nil || got != format {
				t.Fatalf("%v %+v: %v %v", format, tt.q, got, err)
			}
			indexes := []int{}
			for _, it := range items {
				indexes = append(indexes, it.Index)
				if diff := cmp.Diff(h[it.Index-1], it.Entry); diff != "" {
					t.Errorf("%v: item %d (-want +got):\n%s", format, it.Index, diff)
				}
			}
			if diff := cmp.Diff(tt.indexes, indexes); diff != "" {
				t.Errorf("%v %+v (-want +got):\n%s", format, tt.q, diff)
			}
		}
	}
}

func TestListReportsADamagedFileEvenPastTheLimit(t *testing.T) {
	var h History
	for i := range 50 {
		h = append(h, fixed(fmt.Sprintf("Work %d", i)))
	}
	for _, format := range Formats() {
		data, _ := Encode(h, format)
		torn := data[:len(data)-30]
		if format == FormatJSONL {
			// JSONL breaks far from the newest end: its first line.
			torn = append([]byte("garbage\n"), data...)
		}
		_, _, err := List(writeHistory(t, string(torn)), Query{Limit: 1})
		var corrupt *CorruptError
		if !errors.As(err, &corrupt) || corrupt.Path == "" {
			t.Errorf("%v: List of a damaged file = %v", format, err)
		}
	}
	items, _, err := List(filepath.Join(t.TempDir(), "missing.json"), Query{})
	if err != nil || len(items) != 0 {
		t.Errorf("List of a missing file = %v, %v", items, err)
	}
}

func seq(from, to int) []int {
	var s []int
	for i := from; i <= to; i++ {
		s = append(s, i)
	}
	return s
}

func TestStats(t *testing.T) {
	h := History{
		genius(Member{Name: "L", Work: "Death Note"}, Member{Name: "Senku", Work: "Dr. Stone"}),
		fixed("Cowboy Bebop", "Spike", "Jet", "Faye", "Ed"),
		genius(Member{Name: "l", Work: "death note"}),
		fixed("cowboy bebop", "Spike", "Jet", "Faye", "Ein"),
		{Theme: "Dr. Stone", Characters: []string{"Senku", "Chrome", "Kohaku", "Gen"}, Datetime: "2026-02-01"},
		{Pattern: "mixed-genius", Theme: "mixed-genius", Characters: []string{"Kurisu"}},
	}
	got := Stats(h)
	// Works: member works, else the theme unless it is the pattern's name;
	// names differing in case count once, spelled as in the newest entry.
	want := Statistics{
		Entries:  6,
		Patterns: []Count{{"mixed-genius", 3}, {"fixed-theme", 2}, {"(none)", 1}},
		Works:    []Count{{"Cowboy Bebop", 2}, {"Death Note", 2}, {"Dr. Stone", 2}},
		Characters: []Count{
			{"Faye", 2}, {"Jet", 2}, {"L", 2}, {"Senku", 2}, {"Spike", 2},
			{"Chrome", 1}, {"Ed", 1}, {"Ein", 1}, {"Gen", 1}, {"Kohaku", 1}, {"Kurisu", 1},
		},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Stats (-want +got):\n%s", diff)
	}
}

func TestAt(t *testing.T) {
	h := History{fixed("A"), fixed("B")}
	if e, err := h.At(2); err != nil || e.Theme != "B" {
		t.Errorf("At(2) = %+v, %v", e, err)
	}
	for _, n := range []int{0, 3, -1} {
		if _, err := h.At(n); err == nil || !strings.Contains(err.Error(), "has 2 entries") {
			t.Errorf("At(%d) = %v", n, err)
		}
	}
}

func TestParseMember(t *testing.T) {
	tests := []struct {
		in   string
		want Member
		ok   bool
	}{
		{"L:Death Note:detective", Member{Name: "L", Work: "Death Note", Role: "detective"}, true},
		{"Subaru:Re:Zero:wildcard", Member{Name: "Subaru", Work: "Re:Zero", Role: "wildcard"}, true},
		{" Senku : Dr. Stone : ", Member{Name: "Senku", Work: "Dr. Stone"}, true},
		{"L:Death Note", Member{}, false},
		{"L", Member{}, false},
		{":Death Note:detective", Member{}, false},
		{"L::detective", Member{}, false},
	}
	for _, tt := range tests {
		got, err := ParseMember(tt.in)
		if (err == nil) != tt.ok || !cmp.Equal(tt.want, got) {
			t.Errorf("ParseMember(%q) = %+v, %v", tt.in, got, err)
		}
	}
}

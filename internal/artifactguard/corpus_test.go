package artifactguard

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode/utf16"
)

// corpusCast is the team the evasion corpus is run against.
const corpusCast = `[{"pattern":"fixed-theme","theme":"Cowboy Bebop","characters":["Spike Spiegel","Jet Black","Faye Valentine","Edward","Ein","碇シンジ","ルルーシュ・ランペルージ"]}]`

type corpusCase struct {
	deny  bool
	label string
	cmd   string
}

func readEvasionCorpus(t *testing.T) []corpusCase {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "evasions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var out []corpusCase
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.SplitN(line, "\t", 3)
		if len(parts) != 3 || (parts[0] != "deny" && parts[0] != "allow") {
			t.Fatalf("evasions.txt:%d: want verdict<TAB>label<TAB>command", i+1)
		}
		var cmd string
		if err := json.Unmarshal([]byte(parts[2]), &cmd); err != nil {
			t.Fatalf("evasions.txt:%d: %v", i+1, err)
		}
		out = append(out, corpusCase{deny: parts[0] == "deny", label: parts[1], cmd: cmd})
	}
	return out
}

// TestEvasionCorpus runs every attempt and control of testdata/evasions.txt
// and holds the guard to its targets: at most 5 % of the attempts get
// through, and no control is denied. go test -v prints the figures per
// class (the README quotes them).
func TestEvasionCorpus(t *testing.T) {
	cases := readEvasionCorpus(t)
	w := world(t, "fixed-theme", corpusCast)
	tmp := t.TempDir()
	leak16 := []byte{0xFF, 0xFE}
	for _, u := range utf16.Encode([]rune("notes\nthanks Faye Valentine\n")) {
		leak16 = append(leak16, byte(u), byte(u>>8))
	}
	for p, c := range map[string]string{
		filepath.Join(w.Project, "notes.txt"):      "Edward's notes\n",
		filepath.Join(w.Project, "clean.txt"):      "Fix the retry loop\n",
		filepath.Join(w.Project, "src/a.go"):       "package a\n",
		filepath.Join(w.Project, "src/ein_old.go"): "package src\n",
		filepath.Join(tmp, "leak.txt"):             "thanks Jet Black\n",
		filepath.Join(tmp, "leak16.txt"):           string(leak16),
	} {
		w.WriteFile(p, c)
	}
	type tally struct{ attempts, through, controls, denied int }
	byClass := map[string]*tally{}
	var through, wrongly []string
	total := &tally{}
	for _, c := range cases {
		class, _, _ := strings.Cut(c.label, " / ")
		if byClass[class] == nil {
			byClass[class] = &tally{}
		}
		cmd := strings.ReplaceAll(c.cmd, "$TMP", tmp)
		r := runBash(t, w, guard(), cmd)
		denied := r.Decision == "deny"
		k := byClass[class]
		if c.deny {
			k.attempts++
			total.attempts++
			if !denied {
				k.through++
				total.through++
				through = append(through, c.label+": "+c.cmd)
			}
		} else {
			k.controls++
			total.controls++
			if denied {
				k.denied++
				total.denied++
				wrongly = append(wrongly, c.label+": "+c.cmd+" → "+r.Reason)
			}
		}
	}
	classes := make([]string, 0, len(byClass))
	for c := range byClass {
		classes = append(classes, c)
	}
	sort.Strings(classes)
	for _, c := range classes {
		k := byClass[c]
		t.Logf("%-40s attempts %3d through %2d   controls %2d denied %d", c, k.attempts, k.through, k.controls, k.denied)
	}
	t.Logf("total: %d attempts, %d through (%.1f %%); %d controls, %d denied",
		total.attempts, total.through, 100*float64(total.through)/float64(max(total.attempts, 1)), total.controls, total.denied)
	for _, s := range through {
		t.Logf("through: %s", s)
	}
	if total.through*20 > total.attempts {
		t.Errorf("%d of %d attempts got through, more than 5 %%", total.through, total.attempts)
	}
	for _, s := range wrongly {
		t.Errorf("control denied: %s", s)
	}
	if total.attempts < 407 || total.controls < 23 {
		t.Fatalf("corpus shrank: %d attempts, %d controls", total.attempts, total.controls)
	}
}

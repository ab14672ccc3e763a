package messageguard

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/hook/hooktest"
)

// TestAddressCorpus runs testdata/messages.txt: lookalike and invisible
// spellings of addresses, character names, empty reports made of
// invisible characters, and controls. Target: no attempt through, no
// control denied; go test -v prints the figures per class.
func TestAddressCorpus(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "messages.txt"))
	if err != nil {
		t.Fatal(err)
	}
	w := t2World(t, "fixed-theme")
	type tally struct{ attempts, through, controls, denied int }
	byClass := map[string]*tally{}
	total := &tally{}
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		var to, msg string
		if len(f) != 4 || json.Unmarshal([]byte(f[2]), &to) != nil || json.Unmarshal([]byte(f[3]), &msg) != nil {
			t.Fatalf("messages.txt:%d: want verdict<TAB>label<TAB>to<TAB>message", i+1)
		}
		class, _, _ := strings.Cut(f[1], " / ")
		if byClass[class] == nil {
			byClass[class] = &tally{}
		}
		r := w.Run(&Guard{Proc: hooktest.Proc{}}, w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_SendMessage"), send(to, msg)), now)
		denied := r.Decision == "deny"
		k := byClass[class]
		if f[0] == "deny" {
			k.attempts++
			total.attempts++
			if !denied {
				k.through++
				total.through++
				t.Errorf("through: %s (to %+q, message %+q)", f[1], to, msg)
			}
		} else {
			k.controls++
			total.controls++
			if denied {
				k.denied++
				total.denied++
				t.Errorf("control denied: %s: %s", f[1], r.Reason)
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
		t.Logf("%-16s attempts %2d through %d   controls %2d denied %d", c, k.attempts, k.through, k.controls, k.denied)
	}
	t.Logf("total: %d attempts, %d through; %d controls, %d denied", total.attempts, total.through, total.controls, total.denied)
	if total.attempts < 40 || total.controls < 10 {
		t.Fatalf("corpus shrank: %d attempts, %d controls", total.attempts, total.controls)
	}
}

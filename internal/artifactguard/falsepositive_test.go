package artifactguard

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
	"github.com/teamctl/teamctl/internal/hook/hooktest"
	"github.com/teamctl/teamctl/internal/names"
)

// corpus reads testdata/false-positives.txtar: its names, ordinary words
// and files.
func corpus(t *testing.T) (castNames, ordinary []string, files []txtar.File) {
	t.Helper()
	a, err := txtar.ParseFile(filepath.Join("testdata", "false-positives.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(a.Comment), "\n") {
		if v, ok := strings.CutPrefix(line, "names: "); ok {
			castNames = splitList(v)
		}
		if v, ok := strings.CutPrefix(line, "ordinary: "); ok {
			ordinary = splitList(v)
		}
	}
	if len(castNames) == 0 || len(ordinary) == 0 || len(a.Files) < 5 {
		t.Fatal("corpus header or files missing")
	}
	return castNames, ordinary, a.Files
}

func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		out = append(out, strings.TrimSpace(f))
	}
	return out
}

func corpusWorld(t *testing.T, castNames, ordinary []string) *hooktest.World {
	w := hooktest.New(t)
	w.T2("fixed-theme")
	entry, _ := json.Marshal([]map[string]any{{"pattern": "fixed-theme", "theme": "Harbor Lights", "characters": castNames}})
	w.History(string(entry))
	words, _ := json.Marshal(ordinary)
	w.ProjectConfig(`{"ordinary_words":` + string(words) + `}`)
	return w
}

func TestFalsePositiveCorpusPasses(t *testing.T) {
	castNames, ordinary, files := corpus(t)
	w := corpusWorld(t, castNames, ordinary)
	for _, f := range files {
		t.Run(f.Name, func(t *testing.T) {
			write := w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_Write"), tool("Write",
				map[string]any{"file_path": filepath.Join(w.Project, f.Name), "content": string(f.Data)}))
			expect(t, w.Run(guard(), write, now), "none", "")

			commit := w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_Write"), bash(
				"git commit --allow-empty -F - <<'TEAMCTL_EOF'\n"+string(f.Data)+"\nTEAMCTL_EOF"))
			expect(t, w.Run(guard(), commit, now), "none", "")

			leak := w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_Write"), tool("Write",
				map[string]any{"file_path": filepath.Join(w.Project, f.Name), "content": string(f.Data) + "\nthanks, Sable\n"}))
			expect(t, w.Run(guard(), leak, now), "deny", RuleNames, `"Sable"`)
		})
	}
}

// The corpus really uses the ordinary words as words: without the list,
// each of them is found somewhere.
func TestFalsePositiveCorpusUsesTheOrdinaryWords(t *testing.T) {
	castNames, ordinary, files := corpus(t)
	m := names.New(castNames, nil)
	found := map[string]bool{}
	for _, f := range files {
		for _, match := range m.Find(string(f.Data)) {
			found[strings.ToLower(match.Name)] = true
		}
	}
	for _, w := range ordinary {
		if !found[w] {
			t.Errorf("ordinary word %q never occurs in the corpus", w)
		}
	}
	for n := range found {
		isOrdinary := false
		for _, w := range ordinary {
			isOrdinary = isOrdinary || w == n
		}
		if !isOrdinary {
			t.Errorf("name %q occurs as a word in the corpus; it should only hide inside other words", n)
		}
	}
}

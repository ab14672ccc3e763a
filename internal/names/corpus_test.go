package names

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

// corpus is one testdata/corpus/*.txtar archive. Its comment holds
//
//	names: a, b, ...     the names to look for
//	ordinary: a, b, ...  the ordinary-words list
//	want: file:line:col name   (repeated) every match expected, in order
//
// and its files are the texts to scan.
type corpus struct {
	names, ordinary []string
	want            []string
	files           []file
}

type file struct {
	name string
	data string
}

// parseArchive reads the txtar format: a comment, then files each opened by
// a line "-- name --". (go-internal's txtar would pull in x/tools.)
func parseArchive(data string) (comment string, files []file) {
	cur := &comment
	for line := range strings.SplitAfterSeq(data, "\n") {
		trimmed := strings.TrimSuffix(line, "\n")
		if strings.HasPrefix(trimmed, "-- ") && strings.HasSuffix(trimmed, " --") && len(trimmed) > 6 {
			files = append(files, file{name: trimmed[3 : len(trimmed)-3]})
			cur = &files[len(files)-1].data
			continue
		}
		*cur += line
	}
	return comment, files
}

func readCorpus(t *testing.T, path string) corpus {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	comment, files := parseArchive(string(data))
	c := corpus{files: files}
	for _, line := range strings.Split(comment, "\n") {
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		value = strings.TrimSpace(value)
		switch key {
		case "names":
			c.names = splitList(value)
		case "ordinary":
			c.ordinary = splitList(value)
		case "want":
			c.want = append(c.want, value)
		}
	}
	if len(c.names) == 0 || len(c.files) == 0 {
		t.Fatalf("%s: no names or no files", path)
	}
	return c
}

func splitList(s string) []string {
	var out []string
	for _, item := range strings.Split(s, ",") {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}

// scan returns every match in the corpus as "file:line:col name".
func (c corpus) scan(m *Matcher) []string {
	var got []string
	for _, f := range c.files {
		for _, mt := range m.Find(f.data) {
			got = append(got, fmt.Sprintf("%s:%d:%d %s", f.name, mt.Line, mt.Col, mt.Name))
		}
	}
	return got
}

// TestCorpus is the false-positive suite: realistic code and prose scanned
// with realistic names, where only the listed matches may be found.
func TestCorpus(t *testing.T) {
	paths, err := filepath.Glob("testdata/corpus/*.txtar")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			c := readCorpus(t, path)
			got := c.scan(New(c.names, c.ordinary))
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("matches (-want +got):\n%s", diff)
			}
			c.checkExercised(t)
		})
	}
}

// checkExercised guards the corpus against going stale: every name must
// really be present in it in some form (as a near miss at least), and every
// ordinary word that is also a name must be found once the list is gone.
func (c corpus) checkExercised(t *testing.T) {
	t.Helper()
	var all strings.Builder
	for _, f := range c.files {
		all.WriteString(f.data)
		all.WriteByte('\n')
	}
	text := foldString(all.String(), true)
	for _, n := range c.names {
		if !nearMiss(text, nameKey(n)) {
			t.Errorf("name %q does not occur in the corpus even as part of a word", n)
		}
	}
	seen := map[string]bool{}
	for _, mt := range New(c.names, nil).Find(all.String()) {
		seen[nameKey(mt.Name)] = true
	}
	isName := map[string]bool{}
	for _, n := range c.names {
		isName[nameKey(n)] = true
	}
	for _, w := range c.ordinary {
		if k := nameKey(w); isName[k] && !seen[k] {
			t.Errorf("ordinary word %q is a name but the corpus never uses it", w)
		}
	}
}

// nearMiss reports whether every word of key occurs in text: spaced words
// as substrings, words with unspaced runes by their first or last two runes
// (the whole word could be a match).
func nearMiss(text, key string) bool {
	for _, w := range strings.Fields(key) {
		switch {
		case strings.Contains(text, w):
		case strings.IndexFunc(w, unspaced) >= 0 && utf8.RuneCountInString(w) >= 3 &&
			(strings.Contains(text, firstRunes(w, 2)) || strings.Contains(text, lastRunes(w, 2))):
		default:
			return false
		}
	}
	return true
}

package settings

import (
	"fmt"
	"strings"
	"testing"
)

func TestDiff(t *testing.T) {
	tests := []struct {
		name, before, after, want string
	}{
		{"equal", "a\nb\n", "a\nb\n", ""},
		{"insert with context", "1\n2\n3\n4\n5\n6\n", "1\n2\n3\nx\n4\n5\n6\n",
			"--- s.json\n+++ s.json\n@@ -1,6 +1,7 @@\n 1\n 2\n 3\n+x\n 4\n 5\n 6\n"},
		{"change far from the start", "1\n2\n3\n4\n5\n6\n7\n8\n", "1\n2\n3\n4\n5\n6\nseven\n8\n",
			"--- s.json\n+++ s.json\n@@ -4,5 +4,5 @@\n 4\n 5\n 6\n-7\n+seven\n 8\n"},
		{"two hunks", "a\n1\n2\n3\n4\n5\n6\n7\nb\n", "A\n1\n2\n3\n4\n5\n6\n7\nB\n",
			"--- s.json\n+++ s.json\n@@ -1,4 +1,4 @@\n-a\n+A\n 1\n 2\n 3\n@@ -6,4 +6,4 @@\n 5\n 6\n 7\n-b\n+B\n"},
		{"close changes share a hunk", "a\n1\n2\n3\n4\n5\n6\nb\n", "A\n1\n2\n3\n4\n5\n6\nB\n",
			"--- s.json\n+++ s.json\n@@ -1,8 +1,8 @@\n-a\n+A\n 1\n 2\n 3\n 4\n 5\n 6\n-b\n+B\n"},
		{"from nothing", "", "{}\n", "--- s.json\n+++ s.json\n@@ -0,0 +1 @@\n+{}\n"},
		{"to nothing", "{}\n", "", "--- s.json\n+++ s.json\n@@ -1 +0,0 @@\n-{}\n"},
		{"no newline at end", "{\n}", "{\n  \"a\": 1\n}",
			"--- s.json\n+++ s.json\n@@ -1,2 +1,3 @@\n {\n+  \"a\": 1\n }\n\\ No newline at end of file\n"},
		{"newline added at end", "{}", "{}\n",
			"--- s.json\n+++ s.json\n@@ -1 +1 @@\n-{}\n\\ No newline at end of file\n+{}\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Diff([]byte(tt.before), []byte(tt.after), "s.json"); got != tt.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tt.want)
			}
		})
	}
}

// TestDiffApplies replays each diff onto the before text and checks it
// yields the after text, over the install results of every fixture.
func TestDiffApplies(t *testing.T) {
	hs := teamctlHandlers(bin)
	for name, original := range fixtures(t) {
		res := mustInstall(t, original, hs, Options{AgentTeams: true})
		for _, pair := range [][2][]byte{{original, res.Data}, {res.Data, original}} {
			d := Diff(pair[0], pair[1], name)
			got, err := applyDiff(string(pair[0]), d)
			if err != nil {
				t.Fatalf("%s: %v\n%s", name, err, d)
			}
			if got != string(pair[1]) {
				t.Fatalf("%s: diff does not apply:\n%s", name, d)
			}
		}
	}
}

// applyDiff is a minimal patch(1) for the diffs Diff writes.
func applyDiff(before, diff string) (string, error) {
	if diff == "" {
		return before, nil
	}
	a := splitLines(before)
	var out []string
	next := 0 // next line of a to copy
	lines := strings.SplitAfter(diff, "\n")
	for i := 2; i < len(lines) && lines[i] != ""; i++ {
		l := lines[i]
		if strings.HasPrefix(l, "@@") {
			var start int
			if _, err := fmt.Sscanf(l, "@@ -%d", &start); err != nil {
				return "", err
			}
			if strings.HasPrefix(l, fmt.Sprintf("@@ -%d,0 ", start)) {
				start++ // an empty range names the line before it
			}
			for ; next < start-1; next++ {
				out = append(out, a[next])
			}
			continue
		}
		text := l[1:]
		if i+1 < len(lines) && strings.HasPrefix(lines[i+1], "\\ No newline") {
			text = strings.TrimSuffix(text, "\n")
			i++
		}
		switch l[0] {
		case ' ':
			if a[next] != text {
				return "", fmt.Errorf("context %q does not match %q", text, a[next])
			}
			out = append(out, text)
			next++
		case '-':
			if a[next] != text {
				return "", fmt.Errorf("removed %q does not match %q", text, a[next])
			}
			next++
		case '+':
			out = append(out, text)
		}
	}
	out = append(out, a[next:]...)
	return strings.Join(out, ""), nil
}

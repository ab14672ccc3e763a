// Package corpus reads the public shell corpus (testdata/shell): Bash
// command lines grouped by technique into reads, writes and debatable
// cases. See testdata/shell/README.md for the format.
package corpus

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Kind is what a case is.
type Kind string

const (
	Read      Kind = "read"
	Write     Kind = "write"
	Debatable Kind = "debatable"
)

// Case is one command line of the corpus.
type Case struct {
	Kind Kind
	// File is the corpus file, relative to the corpus directory, and Line
	// the line the case starts on.
	File string
	Line int
	// Command is the command line.
	Command string
	// Expect and Why are set for debatable cases: what the model does
	// (Read or Write) and why the case is debatable.
	Expect Kind
	Why    string
}

// Load reads every case under dir (reads/, writes/, debatable/).
func Load(dir string) ([]Case, error) {
	var out []Case
	for _, kind := range []Kind{Read, Write, Debatable} {
		sub := map[Kind]string{Read: "reads", Write: "writes", Debatable: "debatable"}[kind]
		files, err := filepath.Glob(filepath.Join(dir, sub, "*.sh"))
		if err != nil {
			return nil, err
		}
		sort.Strings(files)
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				return nil, err
			}
			rel, _ := filepath.Rel(dir, f)
			cases, err := parse(string(data), kind, rel)
			if err != nil {
				return nil, err
			}
			out = append(out, cases...)
		}
	}
	return out, nil
}

func parse(text string, kind Kind, file string) ([]Case, error) {
	var out []Case
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); {
		for i < len(lines) && strings.TrimSpace(lines[i]) == "" {
			i++
		}
		if i >= len(lines) {
			break
		}
		c := Case{Kind: kind, File: file, Line: i + 1}
		for i < len(lines) && strings.HasPrefix(lines[i], "#") {
			l := strings.TrimSpace(strings.TrimPrefix(lines[i], "#"))
			if v, ok := strings.CutPrefix(l, "expect:"); ok {
				c.Expect = Kind(strings.TrimSpace(v))
			} else if v, ok := strings.CutPrefix(l, "why:"); ok {
				c.Why = strings.TrimSpace(v)
			}
			i++
		}
		var cmd []string
		for i < len(lines) && lines[i] != "" {
			cmd = append(cmd, lines[i])
			i++
		}
		c.Command = strings.Join(cmd, "\n")
		if c.Command == "" {
			continue
		}
		if kind == Debatable && (c.Expect != Read && c.Expect != Write || c.Why == "") {
			return nil, fmt.Errorf("%s:%d: a debatable case needs `# expect: read|write` and `# why: ...`", file, c.Line)
		}
		out = append(out, c)
	}
	return out, nil
}

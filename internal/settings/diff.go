package settings

import (
	"fmt"
	"strings"
)

// Diff returns a unified diff (three lines of context) from before to
// after for --dry-run, or "" when they are equal. name labels both sides.
func Diff(before, after []byte, name string) string {
	if string(before) == string(after) {
		return ""
	}
	a, b := splitLines(string(before)), splitLines(string(after))
	ops := diffLines(a, b)

	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", name, name)
	const context = 3
	// Walk the edit script, cutting it into hunks of changes that lie
	// closer than 2*context lines to each other.
	for i := 0; i < len(ops); {
		for i < len(ops) && ops[i].kind == ' ' {
			i++
		}
		if i == len(ops) {
			break
		}
		start := max(i-context, 0)
		end := i
		for j := i; j < len(ops); j++ {
			if ops[j].kind != ' ' {
				end = j + 1
				continue
			}
			if j-end >= 2*context {
				break
			}
		}
		stop := min(end+context, len(ops))
		writeHunk(&out, ops[start:stop])
		i = stop
	}
	return out.String()
}

type op struct {
	kind         byte // ' ', '-' or '+'
	line         string
	aLine, bLine int // 1-based line numbers before and after this op
}

// splitLines cuts s after each "\n"; the last line may lack one.
func splitLines(s string) []string {
	var lines []string
	for len(s) > 0 {
		i := strings.IndexByte(s, '\n')
		if i < 0 {
			lines = append(lines, s)
			break
		}
		lines = append(lines, s[:i+1])
		s = s[i+1:]
	}
	return lines
}

// diffLines builds an edit script: common head and tail are matched
// directly, the changed middle by a longest-common-subsequence table. A
// middle too large for the table (not a settings file teamctl edits) is
// shown as all removed, then all added, which is still a correct diff.
func diffLines(a, b []string) []op {
	head := 0
	for head < len(a) && head < len(b) && a[head] == b[head] {
		head++
	}
	tail := 0
	for tail < len(a)-head && tail < len(b)-head && a[len(a)-1-tail] == b[len(b)-1-tail] {
		tail++
	}
	ma, mb := a[head:len(a)-tail], b[head:len(b)-tail]

	var ops []op
	ai, bi := 1, 1
	emit := func(kind byte, line string) {
		ops = append(ops, op{kind, line, ai, bi})
		if kind != '+' {
			ai++
		}
		if kind != '-' {
			bi++
		}
	}
	for _, l := range a[:head] {
		emit(' ', l)
	}
	if len(ma)*len(mb) > 1<<22 {
		for _, l := range ma {
			emit('-', l)
		}
		for _, l := range mb {
			emit('+', l)
		}
	} else {
		// lcs[i][j] is the LCS length of ma[i:] and mb[j:].
		lcs := make([][]int, len(ma)+1)
		for i := range lcs {
			lcs[i] = make([]int, len(mb)+1)
		}
		for i := len(ma) - 1; i >= 0; i-- {
			for j := len(mb) - 1; j >= 0; j-- {
				if ma[i] == mb[j] {
					lcs[i][j] = lcs[i+1][j+1] + 1
				} else {
					lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
				}
			}
		}
		i, j := 0, 0
		for i < len(ma) || j < len(mb) {
			switch {
			case i < len(ma) && j < len(mb) && ma[i] == mb[j]:
				emit(' ', ma[i])
				i, j = i+1, j+1
			case i < len(ma) && (j == len(mb) || lcs[i+1][j] >= lcs[i][j+1]):
				emit('-', ma[i])
				i++
			default:
				emit('+', mb[j])
				j++
			}
		}
	}
	for _, l := range a[len(a)-tail:] {
		emit(' ', l)
	}
	return ops
}

func writeHunk(out *strings.Builder, ops []op) {
	var na, nb int
	for _, o := range ops {
		if o.kind != '+' {
			na++
		}
		if o.kind != '-' {
			nb++
		}
	}
	fmt.Fprintf(out, "@@ -%s +%s @@\n", hunkRange(ops[0].aLine, na), hunkRange(ops[0].bLine, nb))
	for _, o := range ops {
		out.WriteByte(o.kind)
		out.WriteString(strings.TrimSuffix(o.line, "\n"))
		out.WriteByte('\n')
		if !strings.HasSuffix(o.line, "\n") {
			out.WriteString("\\ No newline at end of file\n")
		}
	}
}

// hunkRange prints a range as diff -u does: an empty range names the line
// before it, a one-line range omits the count.
func hunkRange(start, n int) string {
	switch n {
	case 0:
		return fmt.Sprintf("%d,0", start-1)
	case 1:
		return fmt.Sprintf("%d", start)
	}
	return fmt.Sprintf("%d,%d", start, n)
}

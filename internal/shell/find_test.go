package shell

import "testing"

// TestFindUnquotedPatterns pins find's unquoted patterns whose file
// names can never be a primary or an operator: bash keeps the word, or
// makes it several (find stops with "paths must precede expression"), or
// with nullglob none, and then find is judged as the words slide left.
func TestFindUnquotedPatterns(t *testing.T) {
	cases := []shapeCase{
		{"find deploy -name values*.yaml | sort", ""},
		{"find . -name Dockerfile* -not -path '*/node_modules/*'", ""},
		{"find . \\( -name pyproject.toml -o -name requirements*.txt \\) -not -path './.venv/*'", ""},
		{"find . -name *.go", ""},
		{"find . -name *.tf -newer *.lock", ""},
		{"find . -name x* -exec grep -l y {} +", ""},
		// A name may be anything: * or *go can match -delete.
		{"find . -name *", "can match a file named like an option"},
		{"find . -name *go", "can match a file named like an option"},
		{"find . -name [-]delete", "can match a file named like an option"},
		// Vanishing, the pattern lets the next word become -name's value
		// and the word after that a primary.
		{"find . -name x* -path -delete", "with nullglob an unquoted pattern that matches nothing vanishes, and then `find -delete` deletes files"},
		{"find . -name *.go -newer -fprint -name out", "with nullglob"},
		{"find . -name x* -newer f -exec rm {} \\;", "`rm` deletes files"},
		// An -exec command's patterns are its own to judge.
		{"find . -name x -exec sort -o *.txt {} \\;", "not read-only"},
		// zsh pattern operators and qualifiers, and more than two.
		{"find . -name x*~y", "can match a file named like an option"},
		{"find . -name x*(e:'touch p':)", "glob qualifier"},
		{"find . -name a* -o -name b* -o -name c*", "can match a file named like an option"},
	}
	checkShapes(t, cases)
}

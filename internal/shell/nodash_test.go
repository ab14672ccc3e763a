package shell

import "testing"

func TestNoDashSubstitution(t *testing.T) {
	env := Env{Cwd: "/project", Home: "/home/u"}
	for _, c := range []struct {
		cmd  string
		read bool
	}{
		{"file $(which go)", true},
		{"file \"$(which -a go)\"", true},
		{"file \"$(command -v go)\"", true},
		{"ls -la $(pwd)", true},
		{"ls \"$(git rev-parse --show-toplevel)\"/docs", true},
		{"cd '/tmp/a b' && file $(pwd)", false}, // the directory splits into two words
		{"file $(command -v go)", false},        // an alias definition splits anywhere
		{"file $(git rev-parse --show-toplevel)", false},
		{"file $(which -C)", false},
		{"file $(which $X)", false},
		{"file $(echo /usr/bin/go)", true}, // literal words, none a dash
		{"file $(echo -C)", false},
		{"file $(echo /usr/bin/go -C)", false},
		{"file \"$(echo /usr/bin/go -C)\"", true}, // one word
		{"file $(which go || echo -C)", false},
		{"file $(which go || echo /usr/local/go/bin/go)", true},
		{"sort $(echo '*') x", false}, // the folder's names, -o... among them
		{"sort $(echo 'a[b]') x", false},
		{"sort \"$(echo '*')\" x", true}, // quoted: no pattern
		{"sort $(which sort || echo '?ofoo') x", false},
		{"file $(which go) -C", false},
		{"file $(which go)$(echo -C)", false}, // which may print nothing
		// A date in one field, glued to literal text, whatever date it
		// is given.
		{"aws ce get-cost-forecast --time-period Start=$(date +%F),End=$(date -d '+3 months' +%Y-%m-01) --metric UNBLENDED_COST --granularity MONTHLY", true},
		{"git log --since=$(date -d \"$(date +%Y-%m-01) -3 months\" +%F)", true},
		{"git config x$(date -d \"$v\" '+%F %T')", false}, // two fields
		{"git config x$(date -d $v +%F)", false},          // $v may be options of date
		{"git -C x$(date '+%d*') log", false},             // x25a x25b: two words, the second a git command
		{"git config x$(date -f dates.txt +%F)", false},   // a line per date
		// More substitutions after literal text: each word starts with a
		// proven word, or with text that is no dash.
		{"git log $(git rev-parse --short v1)~5..$(git rev-parse v2)", true},
		{"git log $(git rev-parse v1)-$(git rev-parse v2)", false}, // -<id> when v1 prints nothing
		{"git log $(git rev-parse v1)..$(cat f)", false},
		{"git log $(cat f)..$(git rev-parse v1)", false},
		{"git log $(git rev-parse v1)..$(git rev-parse '.*')", false},
		{"git config $(git rev-parse v1)x$(git rev-parse v2)", false},
		{"file $(which go)-C", false},
		{"file $(which go){,-C}", false},
		{"file \"$(which go)/x\"", true},
		{"sort \"$(pwd)\" -o x", false},
		// git rev-parse prints an argument it cannot resolve as it is:
		// a pattern that bash then expands to the folder's names.
		{"git config go$(git rev-parse --short HEAD)", true},
		{"git config go$(git rev-parse '.*')", false}, // git config go.mod go.sum
		{"git config d$(git rev-parse 'HEAD^{/fix*}')", false},
		{"git config d$(git rev-parse '[d]*')", false},
		{"sort $(git rev-parse '*')", false}, // a file named -o... among the names
		{"sort $(git rev-parse '?o?')", false},
	} {
		a := Analyze(c.cmd, env)
		if a.ReadOnly != c.read {
			t.Errorf("%q: read-only %v (%s), want %v", c.cmd, a.ReadOnly, a.Reason, c.read)
		}
	}
}

package redteam

import (
	"math/rand/v2"
	"strings"

	"github.com/teamctl/teamctl/internal/shell/corpus"
)

// realOption are prefixes of corpus options that are options of their own
// (kubectl --user picks a kubeconfig user; --username is basic auth):
// shortening to them is no abbreviation.
var realOption = map[string]bool{"--user": true}

// exactOptions are programs whose option parser takes long options by
// their exact names only (Go's flag package; bq's absl flags refuse an
// unknown name): a shortened option is an error there, not a write.
// ausearch compares whole names (verified: --check is "an unsupported
// option"); dyff reads its options with cobra's pflag.
// xmllint compares whole words too (verified: "Unknown option --outp");
// eksctl reads its options with cobra's pflag, as dyff does, and so do
// cosign and rekor-cli (verified with cosign 2.6.5: "unknown flag:
// --output-fil"; cosign verify's --output is its format).
var exactOptions = map[string]bool{"go": true, "bq": true, "ausearch": true, "dyff": true, "xmllint": true, "eksctl": true,
	"cosign": true, "rekor-cli": true}

// literalGitVerbs are git's commands whose revision and diff options (and
// format-patch's own, read with unknown options kept) are taken by their
// exact names only (git 2.39: git log --outp=f and format-patch --stdo
// are unrecognized); shortened, such an option is none, and the word
// after it is read as what it is.
var literalGitVerbs = map[string]bool{"log": true, "show": true, "diff": true, "diff-tree": true, "diff-index": true,
	"diff-files": true, "whatchanged": true, "rev-list": true, "shortlog": true, "reflog": true, "range-diff": true,
	"format-patch": true}

// exactLongOptions reports a command line whose program takes long
// options by their exact names only.
func exactLongOptions(words []string) bool {
	unquote := func(w string) string { return strings.Trim(w, `$'"\`) }
	first, rest := unquote(words[0]), words[1:]
	if strings.HasPrefix(first, "{") {
		// {git,format-patch}: an earlier step joined the first two words.
		parts := strings.SplitN(strings.Trim(first, "{}"), ",", 2)
		first = unquote(parts[0])
		if len(parts) == 2 {
			rest = append([]string{parts[1]}, rest...)
		}
	}
	if exactOptions[first] {
		return true
	}
	if first != "git" {
		return false
	}
	for _, w := range rest {
		if w != "" && !strings.HasPrefix(unquote(w), "-") {
			return literalGitVerbs[unquote(w)]
		}
	}
	return false
}

// Generate composes n command lines from the corpus's one-line commands
// with the shell grammar: lists, pipelines, subshells, blocks, control
// flow, substitutions, wrappers, and word-level variants (quoting styles,
// split or joined short options, abbreviated long options, brace
// expansion). Both read and write fragments are used: a variant of a
// write that the model allows is exactly what the red-team check is
// for. The same seed gives the same lines.
func Generate(cases []corpus.Case, n int, seed uint64) []string {
	var reads, writes []string
	for _, c := range cases {
		if strings.Contains(c.Command, "\n") || len(c.Command) > 160 {
			continue
		}
		switch c.Kind {
		case corpus.Read:
			reads = append(reads, c.Command)
		case corpus.Write:
			writes = append(writes, c.Command)
		}
	}
	if len(reads) == 0 || len(writes) == 0 {
		return nil
	}
	r := rand.New(rand.NewPCG(seed, seed^0x5eed))
	pick := func() string {
		if r.IntN(3) == 0 {
			return writes[r.IntN(len(writes))]
		}
		return reads[r.IntN(len(reads))]
	}
	out := make([]string, 0, n)
	for len(out) < n {
		a := pick()
		if r.IntN(2) == 0 {
			a = variant(r, a)
		}
		switch r.IntN(4) {
		case 0:
			out = append(out, a)
		case 1:
			out = append(out, compose(r, a, pick()))
		case 2:
			out = append(out, wrap(r, a, pick()))
		default:
			out = append(out, wrap(r, compose(r, a, variant(r, pick())), pick()))
		}
	}
	return out
}

func compose(r *rand.Rand, a, b string) string {
	ops := []string{" && ", " || ", "; ", " | ", " |& ", "\n"}
	return a + ops[r.IntN(len(ops))] + b
}

func wrap(r *rand.Rand, a, b string) string {
	switch r.IntN(16) {
	case 0:
		return "(" + a + ")"
	case 1:
		return "{ " + a + "; }"
	case 2:
		return `echo "$(` + a + `)"`
	case 3:
		return "x=$(" + a + `); echo "$x"`
	case 4:
		return "if " + a + "; then " + b + "; fi"
	case 5:
		return "for i in 1; do " + a + "; done"
	case 6:
		return "! " + a
	case 7:
		return "time " + a
	case 8:
		return "case x in x) " + a + ";; esac"
	case 9:
		return "g() { " + a + "; }; g"
	case 10:
		return "timeout 5 " + a
	case 11:
		return "nice " + a
	case 12:
		return "command " + a
	case 13:
		return "env LC_ALL=C " + a
	case 14:
		return "cat <(" + a + ")"
	default:
		return a + " 2>/dev/null"
	}
}

// variant rewrites the words of a simple one-line command: quoting,
// option spelling, brace expansion. Lines with quotes or shell syntax
// are left alone (splitting them on spaces would change them), and so
// are lines with pattern characters, zsh's ^ among them: quoting one
// disarms it.
func variant(r *rand.Rand, cmd string) string {
	if strings.ContainsAny(cmd, "'\"\\$`(){}[]<>|;&*?~#!^") {
		return cmd
	}
	words := strings.Fields(cmd)
	if len(words) < 2 {
		return cmd
	}
	for i := range words {
		if r.IntN(3) != 0 || words[i] == "" {
			continue
		}
		w := words[i]
		switch r.IntN(7) {
		case 0:
			words[i] = "'" + w + "'"
		case 1:
			words[i] = `"` + w + `"`
		case 2:
			words[i] = `\` + w
		case 3:
			words[i] = "$'" + w + "'"
		case 4:
			// -abc -> -a -b -c; -a -b -> -ab
			// Only short bundles (-la, -rf, -nO): a single-dash long
			// option (find -delete, go -toolexec) is not a bundle.
			// A dash inside (-n-1: -n with the value -1) is a value, not
			// a letter of the bundle.
			if len(w) > 2 && len(w) <= 4 && w[0] == '-' && !strings.Contains(w[1:], "-") && !strings.Contains(w, "=") {
				var parts []string
				for _, c := range w[1:] {
					parts = append(parts, "-"+string(c))
				}
				words[i] = strings.Join(parts, " ")
			} else if i+1 < len(words) && len(w) == 2 && w[0] == '-' && len(words[i+1]) == 2 && words[i+1][0] == '-' {
				words[i], words[i+1] = w+words[i+1][1:], ""
			}
		case 5:
			// --output=f -> --outp=f
			if strings.HasPrefix(w, "--") && len(w) > 6 && !exactLongOptions(words) {
				name, val, has := strings.Cut(w, "=")
				short := name[:3+r.IntN(len(name)-3)]
				if realOption[short] {
					break // another option of its own, not an abbreviation
				}
				if has {
					short += "=" + val
				}
				words[i] = short
			}
		case 6:
			// two words -> one brace expansion
			if i+1 < len(words) && words[i+1] != "" && !strings.Contains(w+words[i+1], ",") {
				words[i], words[i+1] = "{"+w+","+words[i+1]+"}", ""
			}
		}
	}
	var kept []string
	for _, w := range words {
		if w != "" {
			kept = append(kept, w)
		}
	}
	return strings.Join(kept, " ")
}

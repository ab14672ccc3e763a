package shell

import "strings"

// Interpreters given code on the line, when the code only reads and
// prints: python -c and -m json.tool (python.go), node -e/-p (node.go),
// perl -e with -n/-p (perl.go), ruby -e (ruby.go), and a shell's syntax
// check (bash -n).
// Each reads the code with its own small tokenizer and checks it
// against allow lists; what it does not understand is refused, and so is
// every other use of the interpreter (interpreterReason).

// inlineReason judges an interpreter given code on the line; ok is false
// when the command is no such use, and interpreterReason explains it.
func (c *classifier) inlineReason(name string, args []arg) (string, bool) {
	switch {
	case name == "node" || name == "nodejs":
		return c.nodeReason(name, args)
	case name == "perl":
		return perlReason(args)
	case name == "ruby":
		return rubyReason(args)
	case pythonName(name):
		return c.pythonReason(name, args)
	case name == "bash" || name == "sh" || name == "dash":
		return syntaxCheckReason(name, args)
	}
	return "", false
}

// syntaxCheckReason allows bash -n, sh -n and dash -n: the shell reads
// the script and runs nothing, and a non-interactive shell reads no
// startup file (BASH_ENV would, but the environment allow list keeps it
// off the line). Interactive (-i) and login (-l, --login) shells read
// startup files and ignore -n; --rcfile and --init-file name one; -c is
// left to the hidden-command check. So only -n with -v, -x, -e, -u, -o
// and -O options, --norc, --noprofile and --posix, before the script.
func syntaxCheckReason(name string, args []arg) (string, bool) {
	check := false
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason(name, a), check || hasLetterOption(args[i+1:], 'n')
		}
		s := a.lit
		switch {
		case s == "--" || s == "-":
			i = len(args)
			continue
		case s == "--norc" || s == "--noprofile" || s == "--posix":
			continue
		case len(s) < 2 || s[0] != '-' && s[0] != '+':
			i = len(args) // the script; the rest are its arguments
			continue
		case strings.HasPrefix(s, "--"):
			return "`" + name + " " + shorten(s) + "` is not an option the model allows with -n", check || hasLetterOption(args[i+1:], 'n')
		}
		for j := 1; j < len(s); j++ {
			switch s[j] {
			case 'n':
				check = true
			case 'v', 'x', 'e', 'u':
			case 'o', 'O':
				if j != len(s)-1 || i+1 >= len(args) || args[i+1].dynamic || args[i+1].glob {
					return "`" + name + " -" + string(s[j]) + "` without a literal option name", true
				}
				i++
			default:
				return "`" + name + " -" + string(s[j]) + "` is not an option the model allows with -n (-i and -l read startup files, -c runs a command)", check || strings.IndexByte(s, 'n') >= 0 || hasLetterOption(args[i+1:], 'n')
			}
		}
	}
	if !check {
		return "", false
	}
	return "", true
}

// hasLetterOption reports a later bundle of short options holding c.
func hasLetterOption(args []arg, c byte) bool {
	for _, a := range args {
		if len(a.lit) > 1 && a.lit[0] == '-' && a.lit[1] != '-' && strings.IndexByte(a.lit, c) > 0 {
			return true
		}
	}
	return false
}

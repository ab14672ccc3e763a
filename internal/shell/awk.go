package shell

import "strings"

// awk's options as gawk declares them ("+F:f:v:W;bcCd::D::e:E:ghi:l:L::
// nNo::Op::MPrSstVYZ:"): options end at the program text. Those that run
// code from a file, load extensions, edit in place or write profiles and
// dumps are refused; so is an option the spec does not declare.
var specAwk = optSpec{posix: true, strict: true, values: "FfveEilWZ", optional: "dDLop", switches: "bcCghnNOMPrSstVY",
	longValues:   []string{"--field-separator", "--assign", "--file", "--source", "--include", "--load", "--exec"},
	longOptional: []string{"--lint", "--dump-variables", "--debug", "--profile", "--pretty-print"},
	longSwitches: []string{"--posix", "--traditional", "--compat", "--characters-as-bytes", "--non-decimal-data",
		"--re-interval", "--sandbox", "--bignum", "--lint-old", "--optimize", "--no-optimize", "--use-lc-numeric",
		"--copyright", "--version", "--help", "--usage", "--gen-pot", "--csv"},
	deny: []denied{
		{[]string{"-f", "--file"}, "runs a program from a file the classifier cannot see"},
		{[]string{"-E", "--exec"}, "loads code the classifier cannot see"},
		{[]string{"-l", "--load"}, "loads code the classifier cannot see"},
		{[]string{"-p", "--profile"}, "writes a profile file"},
		{[]string{"-o", "--pretty-print"}, "writes a file"},
		{[]string{"-d", "--dump-variables"}, "writes a file"},
		{[]string{"-D", "--debug"}, "runs the debugger, which can run commands"},
		{[]string{"-W"}, "is an option the classifier does not allow (mawk's -W exec reads a program file)"},
		{[]string{"-g", "--gen-pot"}, "is not a plain run of the program"},
	}}

// awkReason allows awk programs that only read and print to standard
// output: the program (the -e/--source values, or the first operand) must
// be literal and pass awkProgramReason.
func awkReason(args []arg) string {
	name := args[0].lit
	sp := &specAwk
	sc := scanArgs(args[1:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason(name, *sc.dynamic)
	}
	if o := sc.has(sp, "-i", "--include"); o != nil {
		if o.val.is("inplace") || o.val.is("inplace.awk") {
			return "`" + name + " -i inplace` edits files in place"
		}
		return "`" + name + " -i` loads code from a file"
	}
	if r := sc.denyReason(name, sp); r != "" {
		return r
	}
	if sc.unknown != "" {
		return "`" + name + " " + shorten(sc.unknown) + "` is not an option the classifier allows"
	}
	var programs []arg
	for _, o := range sc.opts {
		if o.hasVal && (o.is(sp, "-e") || o.is(sp, "--source")) {
			programs = append(programs, o.val)
		}
	}
	if len(programs) == 0 && len(sc.operands) > 0 {
		// Later operands are files or var=value assignments.
		programs = sc.operands[:1]
	}
	for _, prog := range programs {
		if prog.dynamic {
			return "the `" + name + "` program is not literal"
		}
		if r := awkProgramReason(name, prog.lit); r != "" {
			return r
		}
	}
	return ""
}

// awkProgramReason scans an awk program. It is deliberately coarse: a `|`
// that is not `||` is a pipe to or from a command, `system` runs one, `@`
// loads code, and a `>` at the top level of a print statement sends output
// into a file (a comparison in a print must be parenthesised in awk).
// Output redirected to "/dev/stdout" or "/dev/stderr" is allowed.
func awkProgramReason(name, prog string) string {
	var (
		depth      int
		inPrint    bool
		printDepth int
		regexOK    = true // a '/' here starts a regex, not a division
	)
	for i := 0; i < len(prog); i++ {
		c := prog[i]
		switch {
		case c == '"':
			i = skipQuoted(prog, i, '"')
			regexOK = false
		case c == '#':
			for i < len(prog) && prog[i] != '\n' {
				i++
			}
			inPrint, regexOK = false, true
		case c == '/' && regexOK:
			// A regex ends on its line; a '/' with no closing one there
			// is a division after all, and what follows is scanned.
			if end := regexEnd(prog, i); end > i {
				i = end
				regexOK = false
			}
		case (c == '+' || c == '-') && i+1 < len(prog) && prog[i+1] == c:
			i++ // ++ and --: an operand comes before or after, not a regex
		case c == '\\':
			i++
		case c == '(':
			depth++
			regexOK = true
		case c == ')':
			depth--
			regexOK = false
		case c == ';' || c == '\n' || c == '{' || c == '}':
			inPrint, regexOK = false, true
		case c == '|':
			if i+1 < len(prog) && prog[i+1] == '|' {
				i++
				regexOK = true
				continue
			}
			return "the `" + name + "` program pipes to or from a command"
		case c == '@':
			return "the `" + name + "` program loads code with `@`"
		case c == '>':
			if inPrint && depth == printDepth {
				j := i + 1
				if j < len(prog) && prog[j] == '>' {
					j++
				}
				for j < len(prog) && (prog[j] == ' ' || prog[j] == '\t') {
					j++
				}
				rest := prog[j:]
				if strings.HasPrefix(rest, `"/dev/stdout"`) || strings.HasPrefix(rest, `"/dev/stderr"`) {
					i = j - 1
					continue
				}
				return "the `" + name + "` program prints into a file"
			}
			regexOK = true
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			j := i
			for j < len(prog) && (prog[j] == '_' || prog[j] >= 'a' && prog[j] <= 'z' ||
				prog[j] >= 'A' && prog[j] <= 'Z' || prog[j] >= '0' && prog[j] <= '9') {
				j++
			}
			word := prog[i:j]
			i = j - 1
			switch word {
			case "system":
				return "the `" + name + "` program calls `system`, which runs commands"
			case "print", "printf":
				inPrint, printDepth = true, depth
				regexOK = true
			case "return", "in", "case":
				regexOK = true
			default:
				regexOK = false
			}
		case c == ' ' || c == '\t':
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(prog) && prog[i+1] >= '0' && prog[i+1] <= '9':
			// A number: 1, 1., .5, 1.5e-3 (1./2 divides).
			j := i
			for j < len(prog) && (prog[j] >= '0' && prog[j] <= '9' || prog[j] == '.' ||
				prog[j] == 'e' || prog[j] == 'E' || prog[j] == 'x' || prog[j] == 'X' ||
				(prog[j] == '-' || prog[j] == '+') && j > i && (prog[j-1] == 'e' || prog[j-1] == 'E')) {
				j++
			}
			i = j - 1
			regexOK = false
		case c == '$' || c == ']':
			regexOK = false
		default:
			// Operators: after them an operand (maybe a regex) follows.
			regexOK = true
		}
	}
	return ""
}

// skipQuoted returns the index of the closing quote matching s[start],
// honouring backslash escapes, or the last index when there is none.
func skipQuoted(s string, start int, quote byte) int {
	for i := start + 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case quote:
			return i
		}
	}
	return len(s) - 1
}

// regexEnd returns the index of the '/' closing the regex opened at start,
// or start when the line has none.
func regexEnd(s string, start int) int {
	inClass := false
	for i := start + 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '[':
			inClass = true
		case ']':
			inClass = false
		case '\n':
			return start
		case '/':
			if !inClass {
				return i
			}
		}
	}
	return start
}

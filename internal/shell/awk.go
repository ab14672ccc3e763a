package shell

import "strings"

// awkReason allows awk programs that only read and print to standard
// output. A program given in a file, loaded extensions, in-place editing,
// system(), pipes and print redirections into files are refused.
func awkReason(args []arg) string {
	if r := requireLiteralOptions(args); r != "" {
		return r
	}
	name := args[0].lit
	var programs []arg
	haveProgram := false
	for i := 1; i < len(args); i++ {
		s := args[i].lit
		next := func() arg {
			if i+1 < len(args) {
				i++
				return args[i]
			}
			return arg{}
		}
		switch {
		case s == "--":
			if !haveProgram && i+1 < len(args) {
				programs = append(programs, args[i+1])
			}
			haveProgram = true
			i = len(args)
		case s == "-" || !strings.HasPrefix(s, "-"):
			if !haveProgram {
				programs = append(programs, args[i])
				haveProgram = true
			}
			// Later operands are files or var=value assignments.
		case s == "-F" || s == "-v" || s == "--field-separator" || s == "--assign":
			next()
		case strings.HasPrefix(s, "-F") || strings.HasPrefix(s, "-v") ||
			strings.HasPrefix(s, "--field-separator=") || strings.HasPrefix(s, "--assign="):
		case s == "-e" || s == "--source":
			programs, haveProgram = append(programs, next()), true
		case strings.HasPrefix(s, "--source="):
			programs, haveProgram = append(programs, withoutPrefix(args[i], len("--source="))), true
		case s == "-i" || s == "--include" || strings.HasPrefix(s, "--include="):
			if v := strings.TrimPrefix(strings.TrimPrefix(s, "--include="), "-i"); v == "inplace" || next().lit == "inplace" {
				return "`" + name + " -i inplace` edits files in place"
			}
			return "`" + name + " -i` loads code from a file"
		case s == "-f" || s == "--file" || strings.HasPrefix(s, "--file=") || strings.HasPrefix(s, "-f"):
			return "`" + name + " -f` runs a program from a file the classifier cannot see"
		case s == "-E" || s == "--exec" || s == "-l" || s == "--load" ||
			strings.HasPrefix(s, "--load=") || strings.HasPrefix(s, "-l"):
			return "`" + name + " " + s + "` loads code the classifier cannot see"
		case strings.HasPrefix(s, "-i"):
			if s == "-iinplace" {
				return "`" + name + " -i inplace` edits files in place"
			}
			return "`" + name + " -i` loads code from a file"
		case awkHarmlessOption(s):
		default:
			// -p/--profile, -o/--pretty-print and -d/--dump-variables write
			// files; mawk's -W exec reads the program from a file.
			return "`" + name + " " + s + "` is not an option the classifier allows"
		}
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

func awkHarmlessOption(s string) bool {
	name, _, _ := strings.Cut(s, "=")
	switch name {
	case "--posix", "--traditional", "--compat", "-c", "-b", "--characters-as-bytes",
		"-n", "--non-decimal-data", "-r", "--re-interval", "-S", "--sandbox",
		"-M", "--bignum", "-P", "-t", "--lint-old", "-L", "--lint", "-O", "--optimize",
		"-s", "--no-optimize", "-N", "--use-lc-numeric", "-C", "--copyright",
		"-V", "--version", "-h", "--help", "--usage":
		return true
	}
	return false
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

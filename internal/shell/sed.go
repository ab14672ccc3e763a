package shell

import "strings"

// sedReason allows sed only as a printer: with -n, without -i, and with a
// script whose every command is known not to write files or run commands.
func sedReason(args []arg) string {
	if r := requireLiteralOptions(args); r != "" {
		return r
	}
	var (
		quiet, sandbox, fromFile bool
		scripts                  []arg
		haveScript               bool
	)
	onlyFiles := false
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
		case onlyFiles || s == "-" || !strings.HasPrefix(s, "-"):
			if !haveScript {
				scripts = append(scripts, args[i])
				haveScript = true
			}
		case s == "--":
			onlyFiles = true
		case longOpt(s, "--in-place") && len(longName(s)) > 3:
			return "`sed -i` edits files in place"
		case longOpt(s, "--quiet") || longOpt(s, "--silent") && len(longName(s)) > 3:
			quiet = true
		case longOpt(s, "--sandbox") && len(longName(s)) > 3:
			sandbox = true
		case longOpt(s, "--expression") && len(longName(s)) > 2:
			if name := longName(s); len(name) < len(s) {
				scripts, haveScript = append(scripts, withoutPrefix(args[i], len(name)+1)), true
			} else {
				scripts, haveScript = append(scripts, next()), true
			}
		case longOpt(s, "--file") && len(longName(s)) > 3:
			fromFile, haveScript = true, true
		case longOpt(s, "--line-length") && len(longName(s)) > 3:
			if !strings.Contains(s, "=") {
				next()
			}
		case strings.HasPrefix(s, "--"):
			// --regexp-extended, --separate, --posix, --debug, --null-data,
			// --unbuffered, --follow-symlinks, --line-length=N: harmless.
			if !knownSedLong(s) {
				return "`sed " + s + "` is not an option the classifier knows"
			}
		default:
			// Bundled short options: -nE, -ne 'p', -i.bak.
			for j := 1; j < len(s); j++ {
				switch s[j] {
				case 'n':
					quiet = true
				case 'i':
					return "`sed -i` edits files in place"
				case 'E', 'r', 's', 'u', 'z':
				case 'e':
					if j+1 < len(s) || args[i].dynamic {
						scripts = append(scripts, withoutPrefix(args[i], j+1))
					} else {
						scripts = append(scripts, next())
					}
					haveScript = true
					j = len(s)
				case 'f':
					fromFile, haveScript = true, true
					if s[j+1:] == "" {
						next()
					}
					j = len(s)
				case 'l':
					if s[j+1:] == "" {
						next()
					}
					j = len(s)
				default:
					return "`sed -" + string(s[j]) + "` is not an option the classifier knows"
				}
			}
		}
	}
	_ = quiet // sed without -n prints every line: still only output
	if sandbox {
		return "" // --sandbox refuses w, W, e and r commands
	}
	if fromFile {
		return "`sed -f` runs a script from a file the classifier cannot see"
	}
	for _, script := range scripts {
		if script.dynamic {
			return "the `sed` script is not literal"
		}
		if r := sedScriptReason(script.lit); r != "" {
			return r
		}
	}
	return ""
}

// knownSedLong accepts sed's harmless long options and their
// abbreviations (not one that also abbreviates a dangerous option).
func knownSedLong(s string) bool {
	if longAny(s, "--in-place", "--expression", "--file", "--sandbox") {
		return false
	}
	return longAny(s, "--regexp-extended", "--separate", "--posix", "--debug", "--null-data",
		"--zero-terminated", "--unbuffered", "--follow-symlinks", "--line-length", "--help", "--version")
}

// sedScriptReason reads a sed script command by command and returns a
// reason at the first command that writes a file (w, W, s///w) or runs one
// (e, s///e), or that it does not understand.
func sedScriptReason(script string) string {
	p := sedParser{s: script}
	for {
		p.skip(" \t\n;")
		if p.eof() {
			return ""
		}
		if p.peek() == '#' {
			p.toLineEnd()
			continue
		}
		if !p.address() {
			return "the `sed` script has an address the classifier does not understand"
		}
		p.skip(" \t")
		if p.peek() == ',' {
			p.i++
			p.skip(" \t")
			if !p.address() {
				return "the `sed` script has an address the classifier does not understand"
			}
		}
		p.skip(" \t")
		for p.peek() == '!' {
			p.i++
			p.skip(" \t")
		}
		if p.eof() {
			return "the `sed` script ends after an address"
		}
		cmd := p.s[p.i]
		p.i++
		switch cmd {
		case '{', '}', '=', 'd', 'D', 'g', 'G', 'h', 'H', 'n', 'N', 'p', 'P', 'x', 'z', 'F':
		case 'l', 'q', 'Q', 'L':
			p.skip(" \t")
			p.digits()
		case ':', 'b', 't', 'T', 'v':
			p.toCommandEnd()
		case 'a', 'i', 'c', 'r', 'R':
			// Text to append/insert/change, or a file to read: the rest of
			// the line, continued by a trailing backslash.
			p.toTextEnd()
		case 'w', 'W':
			return "the `sed` command `" + string(cmd) + "` writes a file"
		case 'e':
			return "the `sed` command `e` runs a command"
		case 's':
			if r := p.substitute(); r != "" {
				return r
			}
		case 'y':
			if p.eof() {
				return "the `sed` script has an unfinished `y` command"
			}
			delim := p.s[p.i]
			p.i++
			if !p.delimited(delim) || !p.delimited(delim) {
				return "the `sed` script has an unfinished `y` command"
			}
		default:
			return "the `sed` command `" + string(cmd) + "` is not one the classifier knows"
		}
	}
}

type sedParser struct {
	s string
	i int
}

func (p *sedParser) eof() bool { return p.i >= len(p.s) }

func (p *sedParser) peek() byte {
	if p.eof() {
		return 0
	}
	return p.s[p.i]
}

func (p *sedParser) skip(set string) {
	for !p.eof() && strings.IndexByte(set, p.s[p.i]) >= 0 {
		p.i++
	}
}

func (p *sedParser) digits() bool {
	start := p.i
	for !p.eof() && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
		p.i++
	}
	return p.i > start
}

func (p *sedParser) toLineEnd() {
	for !p.eof() && p.s[p.i] != '\n' {
		p.i++
	}
}

func (p *sedParser) toCommandEnd() {
	for !p.eof() && p.s[p.i] != '\n' && p.s[p.i] != ';' && p.s[p.i] != '}' {
		p.i++
	}
}

func (p *sedParser) toTextEnd() {
	for !p.eof() {
		c := p.s[p.i]
		p.i++
		if c == '\\' && !p.eof() {
			p.i++ // an escaped character, a newline included, continues the text
			continue
		}
		if c == '\n' {
			return
		}
	}
}

// address reads an optional address: a line number (with ~step), $, a
// /regex/ or \cregexc (with I or M flags), or a GNU +N / ~N after a comma.
// It reports false on an address it cannot read.
func (p *sedParser) address() bool {
	switch c := p.peek(); {
	case c >= '0' && c <= '9':
		p.digits()
		if p.peek() == '~' {
			p.i++
			p.digits()
		}
	case c == '+' || c == '~':
		p.i++
		return p.digits()
	case c == '$':
		p.i++
	case c == '/' || c == '\\':
		p.i++
		delim := byte('/')
		if c == '\\' {
			if p.eof() {
				return false
			}
			delim = p.s[p.i]
			p.i++
		}
		if !p.delimited(delim) {
			return false
		}
		for p.peek() == 'I' || p.peek() == 'M' {
			p.i++
		}
	}
	return true
}

// delimited skips past the next unescaped delim; it reports false at the
// end of the script.
func (p *sedParser) delimited(delim byte) bool {
	for !p.eof() {
		c := p.s[p.i]
		p.i++
		if c == '\\' {
			p.i++
			continue
		}
		if c == delim {
			return true
		}
		if c == '\n' && delim != '\n' {
			return false
		}
	}
	return false
}

func (p *sedParser) substitute() string {
	if p.eof() {
		return "the `sed` script has an unfinished `s` command"
	}
	delim := p.s[p.i]
	p.i++
	if delim == '\n' || delim == '\\' || !p.delimited(delim) || !p.delimited(delim) {
		return "the `sed` script has an unfinished `s` command"
	}
	for !p.eof() {
		switch c := p.s[p.i]; {
		case c == 'g' || c == 'p' || c == 'i' || c == 'I' || c == 'm' || c == 'M' || c >= '0' && c <= '9':
			p.i++
		case c == 'e':
			return "the `sed` flag `s///e` runs a command"
		case c == 'w':
			return "the `sed` flag `s///w` writes a file"
		default:
			return ""
		}
	}
	return ""
}

// Artifact text.

// sedInPlace reports the scripts of sed -i: their replacement text lands in
// the edited files.
func (x *extractor) sedInPlace(args []arg) {
	inPlace := false
	var scripts []arg
	var files []string
	haveScript := false
	for i := 1; i < len(args); i++ {
		s := args[i].lit
		switch {
		case s == "-e" || s == "--expression":
			if i+1 < len(args) {
				i++
				scripts, haveScript = append(scripts, args[i]), true
			}
		case strings.HasPrefix(s, "--expression="):
			scripts, haveScript = append(scripts, withoutPrefix(args[i], len("--expression="))), true
		case s == "--in-place" || strings.HasPrefix(s, "--in-place="):
			inPlace = true
		case strings.HasPrefix(s, "-") && !strings.HasPrefix(s, "--") && len(s) > 1:
			if strings.IndexByte(s, 'i') > 0 {
				inPlace = true
			}
		case strings.HasPrefix(s, "-"):
		case !haveScript:
			scripts, haveScript = append(scripts, args[i]), true
		default:
			files = append(files, s)
		}
	}
	if !inPlace {
		return
	}
	for _, sc := range scripts {
		v, d := textOf(sc.word)
		if len(files) == 0 {
			x.add(Text{Where: "sed -i script", Value: v, Dynamic: d})
		}
		for _, f := range files {
			x.add(Text{Where: "sed -i script for " + f, Value: v, Target: f, Dynamic: d})
		}
	}
}

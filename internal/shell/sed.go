package shell

import "strings"

// sed: GNU sed's options are declared once (specSed); the read-only
// verdict, the text sed -i writes into files and the files it edits all
// come from one scan, scanSed.
var specSed = optSpec{strict: true, complete: true, values: "efl", optional: "i", switches: "nErsuz",
	longValues:   []string{"--expression", "--file", "--line-length"},
	longOptional: []string{"--in-place"},
	longSwitches: []string{"--quiet", "--silent", "--regexp-extended", "--separate", "--posix", "--debug",
		"--null-data", "--zero-terminated", "--unbuffered", "--follow-symlinks", "--sandbox", "--help", "--version"}}

// sedScan is a sed command line as sed reads it.
type sedScan struct {
	sc                         scanned
	inPlace, sandbox, fromFile bool
	// scripts are the -e values, or the first operand when there is no
	// -e and no -f; files are the other operands.
	scripts, files []arg
}

func scanSed(args []arg) sedScan {
	sp := &specSed
	s := sedScan{sc: scanArgs(args[1:], sp)}
	s.inPlace = s.sc.has(sp, "-i", "--in-place") != nil
	s.sandbox = s.sc.has(sp, "--sandbox") != nil
	s.fromFile = s.sc.has(sp, "-f", "--file") != nil
	for _, o := range s.sc.opts {
		if o.hasVal && (o.is(sp, "-e") || o.is(sp, "--expression")) {
			s.scripts = append(s.scripts, o.val)
		}
	}
	s.files = s.sc.operands
	if len(s.scripts) == 0 && !s.fromFile && len(s.files) > 0 {
		s.scripts, s.files = s.files[:1], s.files[1:]
	}
	return s
}

// sedReason allows sed only as a printer: without -i, and with a script
// whose every command is known not to write files or run commands.
func sedReason(args []arg) string {
	s := scanSed(args)
	if s.inPlace && s.sc.dynamic == nil && s.sc.unknown == "" {
		return "`sed -i` edits files in place"
	}
	return s.printerReason()
}

// printerReason is the verdict on sed leaving -i aside (with -i, the
// files it edits are the only writes when this is clean).
func (s *sedScan) printerReason() string {
	if s.sc.dynamic != nil {
		return nonLiteralReason("sed", *s.sc.dynamic)
	}
	if s.sc.unknown != "" {
		return "`sed " + shorten(s.sc.unknown) + "` is not an option the classifier knows"
	}
	if s.sandbox {
		return "" // --sandbox refuses w, W, e and r commands
	}
	if s.fromFile {
		return "`sed -f` runs a script from a file the classifier cannot see"
	}
	for _, script := range s.scripts {
		if script.dynamic {
			return "the `sed` script is not literal"
		}
		if r := sedScriptReason(script.lit); r != "" {
			return r
		}
	}
	return ""
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
	s := scanSed(args)
	if !s.inPlace {
		return
	}
	for _, sc := range s.scripts {
		v, d := textOf(sc.word)
		if len(s.files) == 0 {
			x.add(Text{Where: "sed -i script", Value: v, Dynamic: d})
		}
		for _, f := range s.files {
			x.add(Text{Where: "sed -i script for " + f.lit, Value: v, Target: f.lit, Dynamic: d})
		}
	}
}

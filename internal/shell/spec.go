package shell

import "strings"

// Declared option specs. Every program the model reads option by option
// is read by one scanner, scanArgs, from a declaration: which short and
// long options take a value, which make the program write or run
// something, which carry artifact text. The program's own file then
// decides from the scanned result, both its read-only verdict and the
// text it carries, so the two can never disagree about which word an
// option consumes.
//
// The scanner reads words as getopt_long and git's parse-options do: "--"
// ends the options; a long option matches every declared option it
// abbreviates (an exact match wins, as in getopt_long), unless the spec
// says the program does not abbreviate; a bundle of short options is read
// letter by letter up to the first letter that takes a value, which takes
// the rest of the word or the next word; options may follow operands
// unless the spec says the first operand ends them (a wrapper's command).
// A run-time word that could be an option is reported, never guessed.

// optSpec declares a program's options.
type optSpec struct {
	// values lists the short options that take a value (the rest of the
	// word or the next word); optional those whose value can only be
	// attached (git commit -u[mode], xargs -i[repl]); switches the short
	// options that take none (only needed when strict).
	values, optional, switches string
	// longValues lists the long options that take a value (next word or
	// --opt=v); longOptional those whose value can only be attached
	// (--color[=when]); longSwitches those that take none. Declaring a
	// switch also keeps its exact spelling from being read as an
	// abbreviation of a longer option (git's --text is not --textconv).
	longValues, longOptional, longSwitches []string
	// texts are value options whose value is artifact text (or names a
	// file holding it).
	texts []flagSpec
	// deny lists the options that make the program write or run
	// something, each group with the reason; the first spelling is the
	// one the reason shows.
	deny []denied
	// pflag: Go's pflag (gh) reads -s=v as v. It does not abbreviate
	// long options either, but the model reads an abbreviation as the
	// option it abbreviates all the same: gh api --meth=DELETE fails, and
	// refusing it costs nothing. exact: the program does not abbreviate
	// and an abbreviation is no option (git's global options).
	pflag, exact bool
	// switchValues: pflag's -c=false, a short switch with an attached
	// value, is read as the switch with that value (kubent -c=false).
	// Only a spec whose reason never grants anything for a switch's
	// presence may say so: -T=false is no -T, and -T -T=false neither.
	switchValues bool
	// numeric: -N is an option (nice -10, head -5).
	numeric bool
	// posix: the first operand ends the options (wrappers: it is the
	// command they run).
	posix bool
	// strict: an option the spec does not declare is refused (a wrapper
	// must know which options take a value to find its command). Unless
	// complete (every option of the program is declared), a strict spec
	// takes long options only by their exact names.
	strict, complete bool
	// maxOperands, when positive, is how many operands the program takes
	// before one more is a file it writes; why completes that reason.
	maxOperands int
	operandWhy  string
	// harmless: no option of the program writes or runs anything, so
	// words appended at run time (xargs) cannot make it a writer.
	harmless bool
	// singleDash: options are whole words with one dash (find's
	// -name, -maxdepth), declared in the long lists; there are no
	// bundles, and "--" is no end of options.
	singleDash bool
	// goflag: Go's flag package reads the options (gofmt): an option is
	// a whole word with one dash or two (--l is -l), its value after "="
	// or in the next word; there are no bundles. Names are declared with
	// one dash.
	goflag bool
	// literalLong: the program takes long options only by their exact
	// names (git's revision and diff options, and parse-options with
	// unknown options kept: git log and format-patch). An abbreviation
	// is then no option of the program's and reads no value (git log
	// --auth --output=f rejects --auth only after --output created f,
	// checked with git 2.39), but one of a refused option is still
	// refused.
	literalLong bool
}

type denied struct {
	opts []string
	why  string
}

// option is one option the scanner found.
type option struct {
	// name is the option as written, without its value: "-m", "--mess".
	name string
	// val is the option's value, when it takes one.
	val    arg
	hasVal bool
	// index is the position of the option's word in the scanned words.
	index int
}

// scanned is a command's words as its option parser reads them.
type scanned struct {
	opts     []option
	operands []arg
	// end is the index of the first word after the options: the first
	// operand of a posix spec (the wrapped command), len(words) otherwise.
	end int
	// unknown is the first option a strict spec does not declare.
	unknown string
	// dynamic is the first run-time word that may be an option, or hide
	// more options than its literal part shows; nil when there is none.
	dynamic *arg
}

// addOperands adds the words from index i on as operands (sharing the
// words when there are no operands before: no copy on the hook path).
func (sc *scanned) addOperands(words []arg, i int) {
	if len(sc.operands) == 0 {
		sc.operands = words[i:len(words):len(words)]
		return
	}
	sc.operands = append(sc.operands, words[i:]...)
}

// dashLetters spells every short option of a letter or digit, so naming
// one allocates nothing.
const dashLetters = "-0-1-2-3-4-5-6-7-8-9" +
	"-A-B-C-D-E-F-G-H-I-J-K-L-M-N-O-P-Q-R-S-T-U-V-W-X-Y-Z" +
	"-a-b-c-d-e-f-g-h-i-j-k-l-m-n-o-p-q-r-s-t-u-v-w-x-y-z"

// shortName returns "-" followed by c.
func shortName(c byte) string {
	switch {
	case c >= '0' && c <= '9':
		return dashLetters[2*(c-'0') : 2*(c-'0')+2]
	case c >= 'A' && c <= 'Z':
		k := 10 + int(c-'A')
		return dashLetters[2*k : 2*k+2]
	case c >= 'a' && c <= 'z':
		k := 36 + int(c-'a')
		return dashLetters[2*k : 2*k+2]
	}
	return "-" + string(c)
}

// addOpt and addOperand start their lists with room for a few, so a
// typical command line grows each once.
func (sc *scanned) addOpt(o option) {
	if sc.opts == nil {
		sc.opts = make([]option, 0, 4)
	}
	sc.opts = append(sc.opts, o)
}

func (sc *scanned) addOperand(a arg) {
	if sc.operands == nil {
		sc.operands = make([]arg, 0, 4)
	}
	sc.operands = append(sc.operands, a)
}

// noteDynamic records the first run-time word that may be an option.
func (sc *scanned) noteDynamic(words []arg, i int) {
	if sc.dynamic == nil {
		sc.dynamic = &words[i]
	}
}

// noteUnknown records the first option a strict spec does not declare.
func (sc *scanned) noteUnknown(sp *optSpec, name string) {
	if sp.strict && sc.unknown == "" {
		sc.unknown = name
	}
}

// dynamicIsOperand reports whether the run-time word the scan noted is
// one of its operands (rather than an option with a run-time part).
func (sc *scanned) dynamicIsOperand() bool {
	for _, a := range sc.operands {
		if a.word == sc.dynamic.word {
			return true
		}
	}
	return false
}

// isShort reports a short option letter of the spec's sets.
func isShort(set string, c byte) bool { return strings.IndexByte(set, c) >= 0 }

// declared reports whether the long option name (with its dashes) is
// declared exactly.
func (sp *optSpec) declared(name string) bool {
	for _, l := range [][]string{sp.longValues, sp.longOptional, sp.longSwitches} {
		for _, o := range l {
			if o == name {
				return true
			}
		}
	}
	for _, t := range sp.texts {
		if t.long != "" && "--"+t.long == name {
			return true
		}
	}
	for _, d := range sp.deny {
		for _, o := range d.opts {
			if o == name {
				return true
			}
		}
	}
	return false
}

// longIs reports whether the long option name (as written, without
// "=value") stands for the declared option full: the same, or, for a
// program that abbreviates, a prefix of it that is no declared option of
// its own.
func (sp *optSpec) longIs(name, full string) bool {
	if name == full {
		return true
	}
	if sp.exact || len(name) < 3 || !strings.HasPrefix(full, name) {
		return false
	}
	return !sp.declared(name)
}

func (sp *optSpec) longIn(name string, list []string) bool {
	for _, o := range list {
		if sp.longIs(name, o) {
			return true
		}
	}
	return false
}

// longKnown reports whether a long option name stands for any declared
// option. A strict spec takes only exact names: an abbreviation may also
// stand for an option it does not declare (git branch --s=x could be
// --set-upstream-to), and abbreviations of denied options are refused
// anyway.
func (sp *optSpec) longKnown(name string) bool {
	if sp.strict && !sp.complete {
		return sp.declared(name)
	}
	if sp.strict && !sp.declared(name) && sp.prefixOfMany(name) {
		// getopt_long refuses an ambiguous abbreviation (tshark --c:
		// --color or --capture-comment); the model, which would have to
		// pick one, refuses it too.
		return false
	}
	if sp.longIn(name, sp.longValues) || sp.longIn(name, sp.longOptional) || sp.longIn(name, sp.longSwitches) {
		return true
	}
	for _, t := range sp.texts {
		if t.long != "" && sp.longIs(name, "--"+t.long) {
			return true
		}
	}
	for _, d := range sp.deny {
		if sp.longIn(name, d.opts) {
			return true
		}
	}
	return false
}

// prefixOfMany reports whether name abbreviates more than one declared
// long option.
func (sp *optSpec) prefixOfMany(name string) bool {
	if sp.exact || len(name) < 3 {
		return false
	}
	first := ""
	check := func(full string) bool {
		if !strings.HasPrefix(full, name) || full == first {
			return false
		}
		if first == "" {
			first = full
			return false
		}
		return true
	}
	for _, list := range [][]string{sp.longValues, sp.longOptional, sp.longSwitches} {
		for _, o := range list {
			if check(o) {
				return true
			}
		}
	}
	for _, t := range sp.texts {
		if t.long != "" && check("--"+t.long) {
			return true
		}
	}
	for _, d := range sp.deny {
		for _, o := range d.opts {
			if check(o) {
				return true
			}
		}
	}
	return false
}

// longTakesValue reports whether a long option reads the next word.
func (sp *optSpec) longTakesValue(name string) bool {
	if sp.literalLong && !sp.declared(name) {
		return false
	}
	if sp.longIn(name, sp.longValues) {
		return true
	}
	for _, t := range sp.texts {
		if t.long != "" && sp.longIs(name, "--"+t.long) {
			return true
		}
	}
	return false
}

// shortTakesValue reports whether a short letter reads a value.
func (sp *optSpec) shortTakesValue(c byte) bool {
	if isShort(sp.values, c) {
		return true
	}
	for _, t := range sp.texts {
		if t.short == c {
			return true
		}
	}
	return false
}

func (sp *optSpec) shortKnown(c byte) bool {
	if isShort(sp.values, c) || isShort(sp.optional, c) || isShort(sp.switches, c) || sp.shortTakesValue(c) {
		return true
	}
	for _, d := range sp.deny {
		for _, o := range d.opts {
			if len(o) == 2 && o[0] == '-' && o[1] == c {
				return true
			}
		}
	}
	return false
}

// scanArgs reads words (the program's arguments, without its name) by a
// spec.
func scanArgs(words []arg, sp *optSpec) scanned {
	var sc scanned
	sc.end = len(words)
	for i := 0; i < len(words); i++ {
		a := words[i]
		s := a.lit
		if sp.singleDash {
			if sp.posix && !a.mayBeOption() && (len(s) < 2 || s[0] != '-') {
				sc.end = i
				sc.addOperands(words, i)
				return sc
			}
			i = sc.singleDash(words, i, sp)
			continue
		}
		if sp.goflag && len(s) > 1 && s[0] == '-' && !a.is("--") {
			i = sc.goFlag(words, i, sp)
			continue
		}
		switch {
		case a.is("--"):
			sc.addOperands(words, i+1)
			if sp.posix {
				sc.end = i + 1
			}
			return sc
		case a.mayBeOption() && (s == "" || s == "-" || s[0] != '-'):
			// Wholly run-time, a dash and then run-time text, or a
			// pattern that may match a file named like an option: an
			// option or an operand, nobody knows.
			sc.noteDynamic(words, i)
			if sp.posix {
				sc.end = i
				sc.addOperands(words, i)
				return sc
			}
			sc.addOperand(a)
		case sp.numeric && len(s) > 1 && s[0] == '-' && !a.dynamic && isNumber(s[1:]):
			sc.addOpt(option{name: s, index: i})
		case len(s) < 2 || s[0] != '-':
			if sp.posix {
				sc.end = i
				sc.addOperands(words, i)
				return sc
			}
			sc.addOperand(a)
		case strings.HasPrefix(s, "--"):
			if a.split {
				// --opt=$v unquoted: the value splits into more words.
				sc.noteDynamic(words, i)
			}
			name, _, hasValue := strings.Cut(s, "=")
			if a.dynamic && !hasValue {
				// --$x or --out$x: the name is only known at run time.
				sc.noteDynamic(words, i)
				continue
			}
			if !sp.longKnown(name) {
				sc.noteUnknown(sp, name)
			}
			o := option{name: name, index: i}
			switch {
			case hasValue:
				o.val, o.hasVal = withoutPrefix(a, len(name)+1), true
			case sp.longTakesValue(name) && i+1 < len(words):
				i++
				o.val, o.hasVal = words[i], true
				if manyWordsAt(words, i) {
					// --key $v: the value splits into more words.
					sc.noteDynamic(words, i)
				}
			}
			sc.addOpt(o)
		default:
			// A bundle of short options.
			if a.split {
				sc.noteDynamic(words, i)
			}
			for j := 1; j < len(s); j++ {
				c := s[j]
				if !sp.shortKnown(c) {
					sc.noteUnknown(sp, shortName(c))
				}
				o := option{name: shortName(c), index: i}
				if sp.shortTakesValue(c) || isShort(sp.optional, c) {
					rest := j + 1
					if sp.pflag && rest < len(s) && s[rest] == '=' {
						rest++
					}
					switch {
					case rest < len(s) || a.dynamic:
						o.val, o.hasVal = withoutPrefix(a, rest), true
					case isShort(sp.optional, c):
					case i+1 < len(words):
						i++
						o.val, o.hasVal = words[i], true
						if manyWordsAt(words, i) {
							sc.noteDynamic(words, i)
						}
					}
					sc.addOpt(o)
					break
				}
				if sp.pflag && sp.switchValues && j+2 < len(s) && s[j+1] == '=' {
					// pflag reads -c=false as the switch -c set to
					// the rest of the word (a boolean or a count).
					o.val, o.hasVal = withoutPrefix(a, j+2), true
					sc.addOpt(o)
					break
				}
				sc.addOpt(o)
				if j == len(s)-1 && a.dynamic {
					// -n$x: the run-time part may hold more options.
					sc.noteDynamic(words, i)
				}
			}
		}
	}
	return sc
}

// singleDash reads the word at i by a spec of one-dash options and
// returns the index of the last word it consumed.
func (sc *scanned) singleDash(words []arg, i int, sp *optSpec) int {
	a := words[i]
	s := a.lit
	switch {
	case a.mayBeOption():
		if sc.dynamic == nil {
			sc.dynamic = &words[i]
		}
		sc.addOperand(a)
	case len(s) < 2 || s[0] != '-':
		sc.addOperand(a)
	default:
		if a.dynamic && sc.dynamic == nil {
			sc.dynamic = &words[i] // -na$x: the name is only known at run time
		}
		o := option{name: s, index: i}
		if sp.strict && !sp.declared(s) && sc.unknown == "" {
			sc.unknown = s
		}
		for _, v := range sp.longValues {
			if v == s && i+1 < len(words) {
				i++
				o.val, o.hasVal = words[i], true
				if manyWordsAt(words, i) && sc.dynamic == nil {
					// -name $p: the value splits, and a later word of
					// it can be a primary.
					sc.dynamic = &words[i]
				}
				break
			}
		}
		sc.addOpt(o)
	}
	return i
}

// goFlag reads the word at i as Go's flag package does and returns the
// index of the last word it consumed.
func (sc *scanned) goFlag(words []arg, i int, sp *optSpec) int {
	a := words[i]
	body := strings.TrimPrefix(a.lit[1:], "-")
	bare, _, hasValue := strings.Cut(body, "=")
	name := "-" + bare
	if a.split || a.dynamic && !hasValue {
		// -$x or -w$x: the name is only known at run time.
		sc.noteDynamic(words, i)
	}
	if !sp.longKnown(name) {
		sc.noteUnknown(sp, name)
	}
	o := option{name: name, index: i}
	switch {
	case hasValue:
		o.val, o.hasVal = withoutPrefix(a, len(a.lit)-len(body)+len(bare)+1), true
	case sp.longTakesValue(name) && i+1 < len(words):
		i++
		o.val, o.hasVal = words[i], true
		if manyWordsAt(words, i) {
			sc.noteDynamic(words, i)
		}
	}
	sc.addOpt(o)
	return i
}

// has returns the first option found that is one of the spellings ("-o",
// "--output"), or nil.
func (sc *scanned) has(sp *optSpec, spellings ...string) *option {
	for k := range sc.opts {
		o := &sc.opts[k]
		for _, want := range spellings {
			if o.is(sp, want) {
				return o
			}
		}
	}
	return nil
}

// is reports whether the option stands for the spelling ("-o" for a
// short letter, "--output" for a long option or its abbreviation).
func (o *option) is(sp *optSpec, want string) bool {
	if strings.HasPrefix(want, "--") || len(want) > 2 {
		return strings.HasPrefix(o.name, "--") && sp.longIs(o.name, want) || o.name == want
	}
	return o.name == want
}

// denyReason returns the reason of the first denied option found.
func (sc *scanned) denyReason(name string, sp *optSpec) string {
	for _, d := range sp.deny {
		if sc.has(sp, d.opts...) != nil {
			return "`" + name + " " + d.opts[0] + "` " + d.why
		}
	}
	return ""
}

// verdict is the read-only verdict a spec alone gives: a run-time word
// that may be an option, an undeclared option of a strict spec, a denied
// option, one operand too many.
func (sc *scanned) verdict(name string, sp *optSpec) string {
	if sc.dynamic != nil {
		return nonLiteralReason(name, *sc.dynamic)
	}
	if r := sc.denyReason(name, sp); r != "" {
		return r
	}
	if sc.unknown != "" {
		return "`" + name + " " + shorten(sc.unknown) + "` is an option the model does not know"
	}
	if sp.maxOperands > 0 {
		n := 0
		for _, a := range sc.operands {
			if (a.dynamic || a.glob) && !procSubstPath(a) {
				return "`" + name + "` " + sp.operandWhy + " (an operand may expand to several words)"
			}
			n++
		}
		if n > sp.maxOperands {
			return "`" + name + "` " + sp.operandWhy
		}
	}
	return ""
}

// specReason reads a command's words by its declared spec.
func specReason(name string, args []arg, sp *optSpec) string {
	sc := scanArgs(args[1:], sp)
	return sc.verdict(name, sp)
}

// specFor returns the declared spec of a program whose verdict is its
// spec alone, or nil.
func specFor(name string) *optSpec {
	switch name {
	case "fd", "fdfind":
		return &specFd
	case "rg":
		return &specRg
	case "ag":
		return &specAg
	case "base64":
		return &specBase64
	case "shuf":
		return &specShuf
	case "tree":
		return &specTree
	case "file":
		return &specFile
	case "less":
		return &specLess
	case "sort":
		return &specSort
	case "yq":
		return &specYq
	case "ss":
		return &specSs
	case "journalctl":
		return &specJournalctl
	case "man":
		return &specMan
	case "uniq":
		return &specUniq
	case "xxd":
		return &specXxd
	case "envsubst":
		return &specEnvsubst
	case "yamllint":
		return &specYamllint
	case "hcl2json":
		return &specHcl2json
	case "kubeval":
		return &specKubeval
	}
	return nil
}

// The specs are package-level values the linker lays out statically: no
// map is built when the hook starts.
var (
	specFd = optSpec{values: "edtSEcjx", longValues: []string{"--extension", "--max-depth", "--type", "--size", "--exclude", "--color", "--threads", "--changed-within", "--changed-before", "--max-results", "--base-directory", "--path-separator", "--search-path", "--format", "--owner"},
		deny: []denied{{[]string{"-x", "--exec"}, "runs commands"}, {[]string{"-X", "--exec-batch"}, "runs commands"}}}
	specRg = optSpec{values: "efgtTmABCMjE", longValues: []string{"--regexp", "--file", "--glob", "--type", "--type-not", "--max-count", "--after-context", "--before-context", "--context", "--max-columns", "--threads", "--encoding", "--iglob", "--replace", "--sort", "--sortr", "--color", "--colors", "--max-depth", "--max-filesize", "--type-add", "--field-match-separator", "--field-context-separator", "--path-separator", "--context-separator"},
		deny: []denied{{[]string{"--pre"}, "runs a preprocessor command"}, {[]string{"--hostname-bin"}, "runs a command"}}}
	specAg = optSpec{values: "ABCGgmp", longValues: []string{"--after", "--before", "--context", "--file-search-regex", "--max-count", "--path-to-ignore", "--depth", "--ignore", "--ignore-dir"},
		deny: []denied{{[]string{"--pager"}, "runs a pager command"}}}
	specBase64 = optSpec{values: "wo", longValues: []string{"--wrap", "--output"},
		deny: []denied{{[]string{"-o", "--output"}, "writes a file"}}}
	specShuf = optSpec{values: "ino", longValues: []string{"--input-range", "--head-count", "--random-source", "--output"},
		deny: []denied{{[]string{"-o", "--output"}, "writes a file"}}}
	specTree = optSpec{values: "LPIHo", longValues: []string{"--filelimit", "--timefmt", "--sort", "--charset", "--fromfile"},
		deny: []denied{{[]string{"-o"}, "writes a file"}}}
	specFile = optSpec{values: "mfFeP", longValues: []string{"--magic-file", "--files-from", "--separator", "--exclude", "--exclude-quiet", "--parameter"},
		deny: []denied{{[]string{"-C", "--compile"}, "writes a compiled magic file"}}}
	// A lesskey file's #env section sets LESSOPEN, whose command less
	// runs on each file (less 590: -k keys.bin x ran it).
	specLess = optSpec{values: "bhjkpPtTxyz#", longValues: []string{"--buffers", "--max-back-scroll", "--jump-target", "--lesskey-file", "--pattern", "--prompt", "--tag", "--tag-file", "--tabs", "--max-forw-scroll", "--window", "--shift",
		"--lesskey-src", "--lesskey-content"},
		deny: []denied{{[]string{"-o", "--log-file"}, "writes a log file"}, {[]string{"-O", "--LOG-FILE"}, "writes a log file"},
			{[]string{"-k", "--lesskey-file", "--lesskey-src", "--lesskey-content"}, "reads key bindings whose #env section can set LESSOPEN, a command less runs"}}}
	specSort = optSpec{values: "kotST", longValues: []string{"--key", "--field-separator", "--buffer-size", "--temporary-directory", "--parallel", "--files0-from", "--sort", "--random-source", "--batch-size", "--output", "--compress-program"},
		deny: []denied{{[]string{"-o", "--output"}, "writes a file"}, {[]string{"--compress-program"}, "runs a command"}}}
	// yq's -e is --exit-status and -P --prettyPrint: switches.
	specYq = optSpec{values: "opI", longValues: []string{"--output-format", "--input-format", "--indent", "--expression", "--front-matter", "--properties-separator", "--csv-separator", "--lua-prefix", "--lua-suffix", "--xml-attribute-prefix", "--xml-content-name"},
		deny: []denied{{[]string{"-i", "--inplace"}, "edits files in place"}, {[]string{"-s", "--split-exp"}, "writes files"}}}
	specSs = optSpec{values: "fAFN", longValues: []string{"--family", "--query", "--socket", "--filter", "--net"},
		deny: []denied{{[]string{"-K", "--kill"}, "closes sockets"}, {[]string{"-D", "--diag"}, "writes a file"}}}
	// journalctl's -n and -b take only an attached value (journalctl -n
	// --rotate rotates).
	specJournalctl = optSpec{values: "uSUpoDMtcFIg", optional: "nb",
		longValues:   []string{"--unit", "--user-unit", "--since", "--until", "--priority", "--output", "--directory", "--file", "--machine", "--identifier", "--cursor", "--field", "--grep", "--namespace", "--root", "--image", "--facility", "--output-fields", "--after-cursor", "--cursor-file"},
		longOptional: []string{"--lines", "--boot"},
		deny: []denied{
			{[]string{"--rotate"}, "changes the journal"}, {[]string{"--vacuum-size"}, "changes the journal"},
			{[]string{"--vacuum-time"}, "changes the journal"}, {[]string{"--vacuum-files"}, "changes the journal"},
			{[]string{"--flush"}, "changes the journal"}, {[]string{"--sync"}, "changes the journal"},
			{[]string{"--relinquish-var"}, "changes the journal"}, {[]string{"--smart-relinquish-var"}, "changes the journal"},
			{[]string{"--setup-keys"}, "changes the journal"}, {[]string{"--update-catalog"}, "changes the journal"},
			{[]string{"--new-id128"}, "changes the journal"}, {[]string{"--cursor-file"}, "writes a file"},
		}}
	specMan = optSpec{values: "CMLmSsepP", longValues: []string{"--config-file", "--manpath", "--locale", "--systems", "--sections", "--extension", "--encoding", "--pager"},
		deny: []denied{
			{[]string{"-P", "--pager"}, "runs another program"}, {[]string{"-H", "--html"}, "runs another program"},
			{[]string{"-X", "--gxditview"}, "runs another program"}, {[]string{"-R", "--recode"}, "writes or converts files"},
			{[]string{"-T", "--troff-device"}, "runs another program"}, {[]string{"-C", "--config-file"}, "reads a configuration that can run programs"},
			{[]string{"-p", "--preprocessor"}, "runs another program"},
		}}
	specUniq = optSpec{values: "fsw", longValues: []string{"--skip-fields", "--skip-chars", "--check-chars"}, longOptional: []string{"--group", "--all-repeated"},
		maxOperands: 1, operandWhy: "writes its output file"}
	specXxd = optSpec{values: "cglson",
		maxOperands: 1, operandWhy: "writes its output file"}
)

// texts returns the options found whose value is artifact text, each with
// the text option it stands for.
func (sc *scanned) texts(sp *optSpec) []optionValue {
	var out []optionValue
	for _, o := range sc.opts {
		if !o.hasVal {
			continue
		}
		for _, t := range sp.texts {
			if t.short != 0 && o.name == "-"+string(t.short) ||
				t.long != "" && strings.HasPrefix(o.name, "--") && sp.longIs(o.name, "--"+t.long) {
				out = append(out, optionValue{t, o.val})
			}
		}
	}
	return out
}

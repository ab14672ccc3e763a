package shell

import (
	"strings"
	"sync"
)

// Declared option specs: programs whose read-only verdict depends only on
// which options they are given (and, for uniq and xxd, how many operands)
// are read by one scanner from a declaration, not by a loop of their own.
// The scanner reads words as the programs' option parsers do: "--" ends
// the options; a long option matches every option it abbreviates (GNU
// getopt_long; for programs without abbreviations this only refuses more);
// a bundle of short options is read letter by letter up to the first
// letter that takes a value; options may follow operands. A run-time word
// that could be an option is refused.

// optSpec declares a program's options.
type optSpec struct {
	// values lists the short options that take a value (the rest of the
	// word or the next word); longValues the long ones (also as --opt=v).
	values     string
	longValues []string
	// deny lists the options that make the program write or run
	// something, each group with the reason; the first spelling is the
	// one the reason shows.
	deny []denied
	// maxOperands, when positive, is how many operands the program takes
	// before one more is a file it writes; why completes that reason.
	maxOperands int
	operandWhy  string
}

type denied struct {
	opts []string
	why  string
}

// optionSpecs is built on first use: a package-level map would be built at
// init, in every hook process, whether or not it checks such a program.
var optionSpecs = sync.OnceValue(func() map[string]optSpec {
	return map[string]optSpec{
		"fd": {values: "edtSEcjx", longValues: []string{"--extension", "--max-depth", "--type", "--size", "--exclude", "--color", "--threads", "--changed-within", "--changed-before", "--max-results", "--base-directory", "--path-separator", "--search-path", "--format", "--owner"},
			deny: []denied{{[]string{"-x", "--exec"}, "runs commands"}, {[]string{"-X", "--exec-batch"}, "runs commands"}}},
		"rg": {values: "efgtTmABCMjE", longValues: []string{"--regexp", "--file", "--glob", "--type", "--type-not", "--max-count", "--after-context", "--before-context", "--context", "--max-columns", "--threads", "--encoding", "--iglob", "--replace", "--sort", "--sortr", "--color", "--colors", "--max-depth", "--max-filesize", "--type-add", "--field-match-separator", "--field-context-separator", "--path-separator", "--context-separator"},
			deny: []denied{{[]string{"--pre"}, "runs a preprocessor command"}, {[]string{"--hostname-bin"}, "runs a command"}}},
		"ag": {values: "ABCGgmp", longValues: []string{"--after", "--before", "--context", "--file-search-regex", "--max-count", "--path-to-ignore", "--depth", "--ignore", "--ignore-dir"},
			deny: []denied{{[]string{"--pager"}, "runs a pager command"}}},
		"base64": {values: "w", longValues: []string{"--wrap"},
			deny: []denied{{[]string{"-o", "--output"}, "writes a file"}}},
		"shuf": {values: "inr", longValues: []string{"--input-range", "--head-count", "--random-source"},
			deny: []denied{{[]string{"-o", "--output"}, "writes a file"}}},
		"tree": {values: "LPIH", longValues: []string{"--filelimit", "--timefmt", "--sort", "--charset", "--fromfile"},
			deny: []denied{{[]string{"-o"}, "writes a file"}}},
		"file": {values: "mfFeP", longValues: []string{"--magic-file", "--files-from", "--separator", "--exclude", "--exclude-quiet", "--parameter"},
			deny: []denied{{[]string{"-C", "--compile"}, "writes a compiled magic file"}}},
		"less": {values: "bhjkpPtTxyz#", longValues: []string{"--buffers", "--max-back-scroll", "--jump-target", "--lesskey-file", "--pattern", "--prompt", "--tag", "--tag-file", "--tabs", "--max-forw-scroll", "--window", "--shift"},
			deny: []denied{{[]string{"-o", "--log-file"}, "writes a log file"}, {[]string{"-O", "--LOG-FILE"}, "writes a log file"}}},
		"sort": {values: "kotST", longValues: []string{"--key", "--field-separator", "--buffer-size", "--temporary-directory", "--parallel", "--files0-from", "--sort", "--random-source", "--batch-size"},
			deny: []denied{{[]string{"-o", "--output"}, "writes a file"}, {[]string{"--compress-program"}, "runs a command"}}},
		"yq": {values: "opIe", longValues: []string{"--output-format", "--input-format", "--indent", "--expression", "--front-matter", "--properties-separator", "--csv-separator", "--lua-prefix", "--lua-suffix", "--xml-attribute-prefix", "--xml-content-name"},
			deny: []denied{{[]string{"-i", "--inplace"}, "edits files in place"}, {[]string{"-s", "--split-exp"}, "writes files"}}},
		"ss": {values: "fAFN", longValues: []string{"--family", "--query", "--socket", "--filter", "--net"},
			deny: []denied{{[]string{"-K", "--kill"}, "closes sockets"}, {[]string{"-D", "--diag"}, "writes a file"}}},
		"journalctl": {values: "uSUpnoDMtbcFI", longValues: []string{"--unit", "--user-unit", "--since", "--until", "--priority", "--lines", "--output", "--directory", "--file", "--machine", "--identifier", "--boot", "--cursor", "--field", "--grep", "--namespace", "--root", "--image", "--facility", "--output-fields", "--after-cursor", "--cursor-file"},
			deny: []denied{
				{[]string{"--rotate"}, "changes the journal"}, {[]string{"--vacuum-size"}, "changes the journal"},
				{[]string{"--vacuum-time"}, "changes the journal"}, {[]string{"--vacuum-files"}, "changes the journal"},
				{[]string{"--flush"}, "changes the journal"}, {[]string{"--sync"}, "changes the journal"},
				{[]string{"--relinquish-var"}, "changes the journal"}, {[]string{"--smart-relinquish-var"}, "changes the journal"},
				{[]string{"--setup-keys"}, "changes the journal"}, {[]string{"--update-catalog"}, "changes the journal"},
				{[]string{"--new-id128"}, "changes the journal"}, {[]string{"--cursor-file"}, "writes a file"},
			}},
		"man": {values: "CMLmSsep", longValues: []string{"--config-file", "--manpath", "--locale", "--systems", "--sections", "--extension", "--encoding"},
			deny: []denied{
				{[]string{"-P", "--pager"}, "runs another program"}, {[]string{"-H", "--html"}, "runs another program"},
				{[]string{"-X", "--gxditview"}, "runs another program"}, {[]string{"-R", "--recode"}, "writes or converts files"},
				{[]string{"-T", "--troff-device"}, "runs another program"}, {[]string{"-C", "--config-file"}, "reads a configuration that can run programs"},
				{[]string{"-p", "--preprocessor"}, "runs another program"},
			}},
		"uniq": {values: "fsw", longValues: []string{"--skip-fields", "--skip-chars", "--check-chars", "--group", "--all-repeated"},
			maxOperands: 1, operandWhy: "writes its output file"},
		"xxd": {values: "cglson",
			maxOperands: 1, operandWhy: "writes its output file"},
	}
})

// specReason reads a command's words by its declared spec.
func specReason(name string, args []arg, sp optSpec) string {
	operands := 0
	onlyOperands := false
	countOperand := func(a arg) string {
		if sp.maxOperands == 0 {
			return ""
		}
		if a.dynamic || a.glob {
			return "`" + name + "` " + sp.operandWhy + " (an operand may expand to several words)"
		}
		operands++
		if operands > sp.maxOperands {
			return "`" + name + "` " + sp.operandWhy
		}
		return ""
	}
	for i := 1; i < len(args); i++ {
		a := args[i]
		s := a.lit
		switch {
		case onlyOperands:
			if r := countOperand(a); r != "" {
				return r
			}
		case a.is("--"):
			onlyOperands = true
		case a.mayBeOption():
			return nonLiteralReason(name, a)
		case strings.HasPrefix(s, "--") && len(s) > 2:
			for _, d := range sp.deny {
				for _, o := range d.opts {
					if strings.HasPrefix(o, "--") && longOpt(s, o) {
						return "`" + name + " " + d.opts[0] + "` " + d.why
					}
				}
			}
			if !strings.Contains(s, "=") && longAny(s, sp.longValues...) {
				i++
			}
		case len(s) > 1 && s[0] == '-' && !a.dynamic:
			if r := specShort(name, s, sp); r != "" {
				return r
			}
			// A value-taking letter at the end takes the next word.
			for j := 1; j < len(s); j++ {
				if strings.IndexByte(sp.values, s[j]) >= 0 {
					if j == len(s)-1 {
						i++
					}
					break
				}
			}
		default:
			if r := countOperand(a); r != "" {
				return r
			}
		}
	}
	return ""
}

// specShort checks a bundle of short options against the denied ones.
func specShort(name, s string, sp optSpec) string {
	for j := 1; j < len(s); j++ {
		for _, d := range sp.deny {
			for _, o := range d.opts {
				if len(o) == 2 && o[0] == '-' && o[1] == s[j] {
					return "`" + name + " " + d.opts[0] + "` " + d.why
				}
			}
		}
		if strings.IndexByte(sp.values, s[j]) >= 0 {
			return ""
		}
	}
	return ""
}

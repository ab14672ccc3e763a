package shell

import "strings"

// ruby given code on the line (-e), with -r of json, yaml, psych, csv,
// set, time, date or pp: a conservative subset of Ruby read by a small
// tokenizer. Strings in quotes ("#{}" parts are read as code), numbers,
// names, constants, symbols, blocks with |params|, and patterns only
// where nothing else can stand (after '(', ',', =~ or !~). Refused
// outright: backticks, %-literals (%x runs a command), heredocs and
// '<<', '?', '/' elsewhere, '::', instance and global variables (but
// $stdout, $stderr and $stdin through their members, and $LOAD_PATH,
// $:, $LOADED_FEATURES and $" as values), def, class,
// module, self, lambdas, and every method the allow lists below do not
// name: system, exec, spawn, fork, eval, send, public_send, method,
// instance_eval, define_method, const_get, open (Kernel#open("|cmd")
// runs a command), File.open and File.write, FileUtils, IO, gets and
// ARGF (they open the operands), YAML.load and load_file (before Psych 4
// they build arbitrary objects), JSON.load. File.read, readlines and
// foreach are File's, which never run a "|cmd" (only IO's do).

// rubyReason judges ruby -e; ok is false for any other use of ruby.
func rubyReason(args []arg) (string, bool) {
	var code []string
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			if len(code) > 0 {
				return nonLiteralReason("ruby", a), true
			}
			return "", false
		}
		s := a.lit
		if len(s) < 2 || s[0] != '-' || s == "--" {
			break // the script, or the code's ARGV
		}
		if a.dynamic || a.glob {
			// -e* expands to file names, which would be the code.
			return nonLiteralReason("ruby", a), true
		}
		switch {
		case s == "-e":
			if i+1 >= len(args) || args[i+1].dynamic || args[i+1].glob {
				// ruby -e * runs the first file name as code.
				return "`ruby -e` with code that is not literal", true
			}
			i++
			code = append(code, args[i].lit)
		case strings.HasPrefix(s, "-e"):
			code = append(code, s[2:])
		case s == "-r" || strings.HasPrefix(s, "-r"):
			lib := s[2:]
			if lib == "" {
				if i+1 >= len(args) {
					return "`ruby -r` without a library", true
				}
				i++
				lib = args[i].lit
			}
			if !rubyLibrary(lib) {
				return "`ruby -r" + shorten(lib) + "` loads a library the model does not allow", true
			}
		case s == "-w" || s == "-W" || s == "-W0" || s == "-W1" || s == "-W2" || s == "--disable-gems" || s == "--disable=gems" || s == "-v":
		case s == "--yjit" || rubyYJITTuning(s):
			// YJIT compiles into executable memory of its own; its size
			// and threshold options only tune it (Ruby 3.1.2: strace saw
			// no file written and no program run).
		default:
			if len(code) > 0 || hasRubyCode(args[i+1:]) {
				if strings.HasPrefix(s, "--yjit") || strings.HasPrefix(s, "--jit") {
					return "`ruby " + shorten(s) + "` is not a YJIT option the model allows with inline code (--yjit-perf writes /tmp/perf-<pid>.map, --yjit-log and --yjit-trace-exits can write files, --yjit-stats prints at exit, --jit was MJIT before Ruby 3.1, which runs the C compiler; --yjit and its size and threshold options, =N, only tune the compiler)", true
				}
				return "`ruby " + shorten(s) + "` is not an option the model allows with inline code (-i edits files, -I, -r and -x load code, -n and -p open the operands, -C changes directory)", true
			}
			return "", false
		}
	}
	if len(code) == 0 {
		return "", false
	}
	if r := rubyCodeReason(strings.Join(code, "\n")); r != "" {
		return "`ruby -e`: " + r, true
	}
	return "", true
}

// rubyYJITTuning reports a YJIT option that only sizes the compiler or
// sets when it starts: --yjit-exec-mem-size=N (Ruby 3.1), --yjit-mem-size=N
// (3.4), --yjit-call-threshold=N, --yjit-cold-threshold=N and
// --yjit-max-versions=N, with N digits.
func rubyYJITTuning(s string) bool {
	for _, o := range [...]string{"--yjit-exec-mem-size=", "--yjit-mem-size=", "--yjit-call-threshold=",
		"--yjit-cold-threshold=", "--yjit-max-versions="} {
		if n, ok := strings.CutPrefix(s, o); ok {
			return n != "" && strings.Trim(n, "0123456789") == ""
		}
	}
	return false
}

func hasRubyCode(args []arg) bool {
	for _, a := range args {
		if strings.HasPrefix(a.lit, "-e") {
			return true
		}
	}
	return false
}

func rubyLibrary(lib string) bool {
	switch lib {
	case "json", "yaml", "psych", "csv", "set", "time", "date", "pp", "bigdecimal", "bigdecimal/util", "openssl",
		"rbconfig", "bundler":
		return true
	}
	return false
}

// rbTok is one token: 'n' name (method or local), 'c' constant, 's'
// string, 'y' symbol, 'd' number, 'r' pattern, 'g' $stdout and the like,
// 'o' operator, ';' end of a statement.
type rbTok struct {
	kind byte
	s    string
}

func (t rbTok) is(kind byte, s string) bool { return t.kind == kind && t.s == s }

var rbOps = [...]string{"**", "==", "!=", ">=", "<=", "&&", "||", "=>", "=~", "!~", "...", "..", "+=", "-=", "*=", "||=", "&.",
	"<=>", ".", ",", "(", ")", "[", "]", "{", "}", "|", "+", "-", "*", "=", "<", ">", "!", "&", ":"}

func rbTokens(code string) ([]rbTok, string) {
	// A magic comment can make the source Shift_JIS or EUC-JP, where a
	// multi-byte character may swallow a quote or a backslash: only
	// ASCII is read.
	for k := 0; k < len(code); k++ {
		if code[k] >= 0x80 {
			return nil, "non-ASCII text (a magic encoding comment could change how it reads)"
		}
	}
	var out []rbTok
	for i := 0; i < len(code); {
		if len(out) > maxPyTokens {
			return nil, "the code is too long to check"
		}
		c := code[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == '\n' || c == ';':
			out = append(out, rbTok{kind: ';'})
			i++
		case c == '#':
			for i < len(code) && code[i] != '\n' {
				i++
			}
		case c >= 0x80:
			return nil, "non-ASCII text outside a string"
		case c >= 'a' && c <= 'z' || c == '_' || c >= 'A' && c <= 'Z':
			j := i
			for j < len(code) && perlWordChar(code[j]) {
				j++
			}
			if j < len(code) && (code[j] == '?' || code[j] == '!') && !strings.HasPrefix(code[j:], "!=") && !strings.HasPrefix(code[j:], "!~") {
				j++
			}
			kind := byte('n')
			if c >= 'A' && c <= 'Z' {
				kind = 'c'
				// A scoped constant (Psych::VERSION, RbConfig::CONFIG)
				// is one constant; :: before anything else stays refused.
				for strings.HasPrefix(code[j:], "::") && j+2 < len(code) && code[j+2] >= 'A' && code[j+2] <= 'Z' {
					j += 2
					for j < len(code) && perlWordChar(code[j]) {
						j++
					}
				}
			}
			if j < len(code) && code[j] == ':' && !strings.HasPrefix(code[j:], "::") {
				// A hash key (key: value): a symbol.
				out = append(out, rbTok{kind: 'y', s: code[i:j]})
				i = j + 1
				continue
			}
			out = append(out, rbTok{kind: kind, s: code[i:j]})
			i = j
		case c >= '0' && c <= '9':
			j := i
			for j < len(code) && (perlWordChar(code[j]) || code[j] == '.' && j+1 < len(code) && code[j+1] >= '0' && code[j+1] <= '9') {
				j++
			}
			out = append(out, rbTok{kind: 'd', s: code[i:j]})
			i = j
		case c == '\'':
			j := i + 1
			for ; j < len(code) && code[j] != '\''; j++ {
				if code[j] == '\\' {
					j++
				}
			}
			if j >= len(code) {
				return nil, "a string that does not end"
			}
			out = append(out, rbTok{kind: 's', s: code[i+1 : j]})
			i = j + 1
		case c == '"' || c == '/':
			if c == '/' {
				prev := rbTok{kind: ';'}
				if len(out) > 0 {
					prev = out[len(out)-1]
				}
				if !(prev.is('o', "(") || prev.is('o', ",") || prev.is('o', "=~") || prev.is('o', "!~")) {
					return nil, "a '/' the model cannot tell from a pattern"
				}
			}
			j := i + 1
			var fields []string
			for ; j < len(code) && code[j] != c; j++ {
				switch code[j] {
				case '\\':
					j++
				case '#':
					if j+1 < len(code) && (code[j+1] == '@' || code[j+1] == '$') {
						return nil, "an interpolated variable (#@ or #$)"
					}
					if j+1 < len(code) && code[j+1] == '{' {
						end := strings.IndexByte(code[j+2:], '}')
						if end < 0 {
							return nil, "an interpolation that does not end"
						}
						f := code[j+2 : j+2+end]
						if strings.ContainsAny(f, "\"'{`\\#/") {
							return nil, "an interpolation with quotes, braces or a pattern"
						}
						fields = append(fields, f)
						j += 2 + end
					}
				}
			}
			if j >= len(code) {
				return nil, "a string or pattern that does not end"
			}
			j++
			kind := byte('s')
			if c == '/' {
				kind = 'r'
				for j < len(code) && code[j] >= 'a' && code[j] <= 'z' {
					j++
				}
			}
			out = append(out, rbTok{kind: kind, s: code[i:j]})
			for _, f := range fields {
				toks, why := rbTokens(f)
				if why != "" {
					return nil, why
				}
				out = append(out, rbTok{kind: 'o', s: "("})
				out = append(out, toks...)
				out = append(out, rbTok{kind: 'o', s: ")"})
			}
			i = j
		case c == '$':
			if i+1 < len(code) && (code[i+1] == ':' || code[i+1] == '"') {
				// $: is $LOAD_PATH, $" is $LOADED_FEATURES.
				out = append(out, rbTok{kind: 'g', s: code[i : i+2]})
				i += 2
				continue
			}
			j := i + 1
			for j < len(code) && perlWordChar(code[j]) {
				j++
			}
			switch code[i+1 : j] {
			case "stdout", "stderr", "stdin", "LOAD_PATH", "LOADED_FEATURES":
				out = append(out, rbTok{kind: 'g', s: code[i:j]})
				i = j
				continue
			}
			return nil, "a global variable other than $stdout, $stderr, $stdin, $LOAD_PATH ($:) and $LOADED_FEATURES ($\")"
		case c == ':' && i+1 < len(code) && (code[i+1] >= 'a' && code[i+1] <= 'z' || code[i+1] == '_' || code[i+1] >= 'A' && code[i+1] <= 'Z'):
			j := i + 1
			for j < len(code) && perlWordChar(code[j]) {
				j++
			}
			if j < len(code) && (code[j] == '?' || code[j] == '!') {
				j++
			}
			out = append(out, rbTok{kind: 'y', s: code[i+1 : j]})
			i = j
		case strings.HasPrefix(code[i:], "<<"):
			return nil, "`<<` (a heredoc's body is a string with code in #{})"
		default:
			op := ""
			for _, o := range rbOps {
				if strings.HasPrefix(code[i:], o) {
					op = o
					break
				}
			}
			if op == "" || op == ":" {
				return nil, "`" + string(c) + "` is not Ruby the model reads (backticks, %-literals, ?, <<, @ and :: are refused)"
			}
			out = append(out, rbTok{kind: 'o', s: op})
			i += len(op)
		}
	}
	return out, ""
}

// rubyCodeReason checks -e code.
func rubyCodeReason(code string) string {
	toks, why := rbTokens(code)
	if why != "" {
		return why
	}
	// Locals: assigned (x = ...) or block parameters (|a, b|).
	var bound []string
	inParams := false
	for i, t := range toks {
		if t.is('o', "|") {
			if inParams {
				inParams = false
			} else if i > 0 && (toks[i-1].is('o', "{") || toks[i-1].is('n', "do")) {
				inParams = true
			}
			continue
		}
		if t.kind == 'n' && (inParams || i+1 < len(toks) && (toks[i+1].is('o', "=") || toks[i+1].is('o', "+=") || toks[i+1].is('o', "-=") || toks[i+1].is('o', "||="))) {
			bound = append(bound, t.s)
		}
	}
	isBound := func(s string) bool {
		for _, b := range bound {
			if b == s {
				return true
			}
		}
		return false
	}
	tok := func(i int) rbTok {
		if i < 0 || i >= len(toks) {
			return rbTok{kind: ';'}
		}
		return toks[i]
	}
	// Code that names the load path, the loaded features or the
	// installed gems' specifications may change nothing in place: an
	// entry pushed onto $LOAD_PATH (or a path string edited where it
	// stands) would make a later require load a file of the working
	// directory, and GEM_PATH set in ENV could point RubyGems at the
	// project's gemspecs, which are Ruby code. So no method that changes
	// its receiver, no index, attribute or multiple assignment.
	frozen := false
	for _, t := range toks {
		if t.kind == 'g' && rubyLoadGlobal(t.s) || t.is('c', "Gem::Specification") {
			frozen = true
		}
	}
	if frozen {
		if r := rubyInPlaceReason(toks); r != "" {
			return r
		}
	}
	recv := "" // the constant or global whose member comes next
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch t.kind {
		case 'o':
			if (t.s == "." || t.s == "&.") && tok(i+1).kind == 'n' {
				m := tok(i + 1).s
				if recv != "" {
					if !rubyMember(recv, m) {
						if (recv == "YAML" || recv == "Psych") && strings.HasPrefix(m, "load") || strings.HasPrefix(m, "unsafe") {
							return "`" + recv + "." + m + "` builds arbitrary objects before Psych 4 (YAML.safe_load_file reads data only)"
						}
						return "`" + recv + "." + m + "` is not in the model's allow list"
					}
				} else if !rubyMethod(m) {
					return "`." + m + "` is not a method the model allows"
				}
				if m == "inject" || m == "reduce" {
					// inject(:sym) calls the method the symbol names.
					for k := i + 2; k < len(toks) && k <= i+4; k++ {
						if toks[k].kind == 'y' && !rubyMethod(toks[k].s) {
							return "`." + m + "(:" + toks[k].s + ")` calls a method the model does not allow"
						}
					}
				}
				recv = ""
				i++
				continue
			}
			if (t.s == "." || t.s == "&.") && tok(i+1).is('o', "(") {
				return "`.()` calls whatever the value holds"
			}
			if t.is('o', "&") && tok(i+1).kind == 'y' {
				if !rubyMethod(tok(i + 1).s) {
					return "`&:" + tok(i+1).s + "` calls a method the model does not allow"
				}
				i++
				continue
			}
			if t.is('o', "[") && recv != "" {
				if recv != "ENV" && recv != "ARGV" && recv != "Dir" && recv != "RbConfig::CONFIG" && !rubyLoadGlobal(recv) {
					return "`" + recv + "[...]` is not in the model's allow list"
				}
			}
			recv = ""
			continue
		case 'c':
			switch t.s {
			case "RUBY_VERSION", "RUBY_PLATFORM", "RUBY_RELEASE_DATE", "RUBY_ENGINE", "RUBY_PATCHLEVEL", "RUBY_DESCRIPTION",
				"RUBY_ENGINE_VERSION", "ARGV", "Integer", "Float", "String", "Array", "Hash", "BigDecimal",
				// Version strings of the libraries the model allows.
				"Psych::VERSION", "Psych::LIBYAML_VERSION", "OpenSSL::VERSION", "OpenSSL::OPENSSL_VERSION",
				"OpenSSL::OPENSSL_LIBRARY_VERSION", "Bundler::VERSION", "Gem::VERSION":
				recv = ""
				if t.s == "ARGV" {
					recv = "ARGV"
				}
				continue
			}
			if !rubyConstant(t.s) {
				return "`" + t.s + "` is not a constant the model allows"
			}
			if !tok(i+1).is('o', ".") && !tok(i+1).is('o', "[") {
				return "`" + t.s + "` used other than through its allowed members"
			}
			recv = t.s
			continue
		case 'g':
			if rubyLoadGlobal(t.s) {
				// An array of path strings: read through any method of
				// plain data, or passed whole (puts $LOAD_PATH).
				recv = t.s
				continue
			}
			if !tok(i+1).is('o', ".") {
				return "`" + t.s + "` used other than through its members"
			}
			recv = t.s
			continue
		case 'n':
			recv = ""
			if r, ok := rubyKeywordReason(t.s); ok {
				if r != "" {
					return r
				}
				continue
			}
			if t.s == "require" {
				n := tok(i + 1)
				if n.is('o', "(") {
					n = tok(i + 2)
				}
				if n.kind != 's' || !rubyLibrary(strings.Trim(n.s, "\"")) {
					return "`require` of a library the model does not allow"
				}
				continue
			}
			if rubyKernel(t.s) {
				continue
			}
			if rubyDangerous(t.s) {
				return "`" + t.s + "` runs programs, loads code or writes"
			}
			if !isBound(t.s) {
				return "`" + t.s + "` is not a name the model knows (not an allowed method or a local the code assigns)"
			}
		case 'y':
			recv = ""
			if t.s == "create_additions" {
				return "`create_additions` makes JSON build objects of the classes the data names"
			}
		default:
			recv = ""
		}
	}
	return ""
}

// rubyLoadGlobal reports $LOAD_PATH and $LOADED_FEATURES and their
// short names $: and $".
func rubyLoadGlobal(s string) bool {
	switch s {
	case "$LOAD_PATH", "$:", "$LOADED_FEATURES", `$"`:
		return true
	}
	return false
}

// rubyInPlace names the allowed methods of plain data that change their
// receiver.
func rubyInPlace(m string) bool {
	switch m {
	case "push", "pop", "shift", "unshift", "append", "prepend", "concat", "update", "store", "delete",
		"force_encoding", "freeze", "add", "add?":
		return true
	}
	return strings.HasSuffix(m, "!")
}

// rubyInPlaceReason refuses a change in place (rubyCodeReason's frozen
// code): a method that changes its receiver, called or passed as a
// symbol (&:push, inject(:concat)), an index assignment (x[0] = ..., x[0]
// += ..., x[0] &&= ... and every operator assignment), an attribute assignment (x.name = ...) and a multiple
// assignment (x[0], y = ...).
func rubyInPlaceReason(toks []rbTok) string {
	for i, t := range toks {
		if (t.kind == 'n' || t.kind == 'y') && rubyInPlace(t.s) && i > 0 &&
			(toks[i-1].is('o', ".") || toks[i-1].is('o', "&.") || t.kind == 'y') {
			return "`" + t.s + "` changes its receiver in place, which code that reads the load path or the installed gems may not do"
		}
		// end is the target's last token: the one before the operator,
		// or before the operator's first part where the scanner splits
		// an operator assignment (&&= is && and =, ||=, |=, &= and **=
		// likewise, >>= is > and >=).
		end := i - 1
		switch {
		case t.kind != 'o':
			continue
		case t.s == "+=" || t.s == "-=" || t.s == "*=" || t.s == "||=":
		case t.s == "=" && i > 0 && toks[i-1].kind == 'o' && rubyAssignOp(toks[i-1].s):
			end = i - 2
		case t.s == ">=" && i > 0 && toks[i-1].is('o', ">"):
			end = i - 2
		case t.s == "=":
		default:
			continue
		}
		if end >= 0 && toks[end].is('o', "]") {
			return "an index assignment, which code that reads the load path or the installed gems may not make"
		}
		if end > 0 && toks[end].kind == 'n' && (toks[end-1].is('o', ".") || toks[end-1].is('o', "&.")) {
			// Gem::Specification.dirs = [...] would point RubyGems at
			// other gemspecs.
			return "an attribute assignment (x.name = ...), which code that reads the load path or the installed gems may not make"
		}
		depth := 0
	back:
		for k := end; k >= 0; k-- {
			switch p := toks[k]; {
			case p.kind == ';' || p.is('n', "do") || p.is('n', "then"):
				break back
			case p.is('o', ")") || p.is('o', "]") || p.is('o', "}"):
				depth++
			case p.is('o', "(") || p.is('o', "[") || p.is('o', "{") || p.is('o', "|"):
				if depth == 0 {
					break back
				}
				depth--
			case p.is('o', ",") && depth == 0:
				return "a multiple assignment, which code that reads the load path or the installed gems may not make"
			}
		}
	}
	return ""
}

// rubyAssignOp reports an operator the scanner reads apart from the '='
// that follows it, making an operator assignment (x[0] &&= ..., x[0] |=
// ..., x[0] **= ...): Ruby reads it as x[0] = x[0] OP ....
func rubyAssignOp(op string) bool {
	switch op {
	case "&&", "||", "|", "&", "**", "*", "+", "-", "<", ">":
		return true
	}
	return false
}

func rubyKeywordReason(s string) (string, bool) {
	switch s {
	case "if", "unless", "else", "elsif", "end", "do", "then", "and", "or", "not", "nil", "true", "false", "while",
		"until", "case", "when", "in", "begin", "rescue", "ensure", "next", "break", "return", "defined?":
		return "", true
	case "def", "class", "module", "self", "super", "yield", "alias", "undef", "BEGIN", "END", "lambda", "proc",
		"__method__", "__FILE__", "__dir__", "binding", "redo", "retry":
		return "`" + s + "` is not in the model's allow list for inline code", true
	}
	return "", false
}

// rubyKernel names the functions without a receiver the code may call.
func rubyKernel(s string) bool {
	switch s {
	case "puts", "p", "pp", "print", "printf", "format", "sprintf", "warn", "abort", "exit", "rand", "Integer",
		"Float", "String", "Array", "Hash":
		return true
	}
	return false
}

// rubyDangerous names Kernel's private methods that write, run or load:
// refused even when the code assigns a local of that name (ruby calls
// the method when arguments follow).
func rubyDangerous(s string) bool {
	switch s {
	case "system", "exec", "spawn", "fork", "eval", "open", "syscall", "trap", "load", "autoload", "require_relative",
		"at_exit", "set_trace_func", "trace_var", "select", "sleep", "gets", "readline", "readlines", "test", "caller",
		"catch", "throw", "loop", "srand", "exit!", "instance_eval", "send", "method", "binding", "callcc":
		return true
	}
	return false
}

func rubyConstant(s string) bool {
	switch s {
	case "JSON", "YAML", "Psych", "File", "Dir", "ENV", "CSV", "Set", "Time", "Date", "Math", "STDOUT", "STDERR", "STDIN",
		"RbConfig::CONFIG", "GC", "RubyVM::YJIT", "Gem::Specification":
		return true
	}
	return false
}

// rubyMember allows a member of an allowed constant or global.
func rubyMember(recv, m string) bool {
	yes := func(names ...string) bool {
		for _, n := range names {
			if n == m {
				return true
			}
		}
		return false
	}
	switch recv {
	case "JSON":
		return yes("parse", "generate", "pretty_generate")
	case "YAML", "Psych":
		return yes("safe_load", "safe_load_file", "dump")
	case "File":
		return yes("read", "readlines", "foreach", "exist?", "file?", "directory?", "size", "basename", "dirname",
			"extname", "join", "expand_path", "mtime", "readlink", "symlink?", "zero?", "empty?", "absolute_path")
	case "Dir":
		return yes("glob", "entries", "children", "pwd", "exist?", "empty?", "each_child")
	case "ENV":
		return yes("fetch", "key?", "keys", "values", "to_h", "each", "select", "sort", "map", "include?", "has_key?")
	case "ARGV", "$LOAD_PATH", "$:", "$LOADED_FEATURES", `$"`:
		return rubyMethod(m)
	case "GC":
		// The collector's counters (Ruby 3.1: nothing written); not
		// start, compact, stress or config, which change how it runs.
		return yes("stat", "count", "latest_gc_info", "stat_heap")
	case "RubyVM::YJIT":
		// Not enable, reset_stats! or dump_exit_locations, which writes
		// a file.
		return yes("enabled?", "stats_enabled?", "runtime_stats")
	case "Gem::Specification":
		// The installed gems' specifications, which RubyGems evaluates
		// from the specifications folders of GEM_PATH: user-level
		// installs, trusted as gem list trusts them (the line may not set
		// GEM_PATH or GEM_HOME). Not load (any file), reset, dirs (dirs=
		// moves them) or add_spec.
		return yes("find_by_name", "find_all_by_name", "each", "select", "filter", "map", "find", "detect",
			"find_all", "reject", "sort_by", "group_by", "count", "to_a", "latest_specs", "filter_map")
	case "CSV":
		return yes("parse", "read", "foreach", "parse_line", "table")
	case "Set":
		return yes("new")
	case "Time":
		return yes("now", "at", "parse", "iso8601")
	case "Date":
		return yes("today", "parse", "iso8601")
	case "RbConfig::CONFIG":
		// The build's configuration, a hash of strings.
		return rubyMethod(m)
	case "Math":
		return yes("sqrt", "log", "log2", "log10", "exp", "sin", "cos", "PI")
	case "STDOUT", "STDERR", "$stdout", "$stderr":
		return yes("puts", "print", "write", "printf", "flush", "sync")
	case "STDIN", "$stdin":
		return yes("read", "each_line", "readlines", "each", "tty?")
	}
	return false
}

// rubyMethod allows a method on a value: the methods of plain data.
func rubyMethod(m string) bool {
	switch m {
	case "each", "each_with_index", "each_line", "each_pair", "each_slice", "each_cons", "map", "flat_map", "select",
		"filter", "reject", "filter_map", "find", "detect", "find_all", "grep", "grep_v", "sort", "sort_by", "min",
		"max", "min_by", "max_by", "sum", "count", "size", "length", "first", "last", "take", "drop", "take_while",
		"drop_while", "uniq", "compact", "flatten", "reverse", "zip", "group_by", "partition", "tally", "reduce",
		"inject", "each_with_object", "include?", "member?", "any?", "all?", "none?", "empty?", "nil?", "keys",
		"values", "key?", "has_key?", "value?", "fetch", "dig", "to_h", "to_a", "to_s", "to_i", "to_f", "to_sym",
		"to_json", "to_yaml", "inspect", "join", "split", "strip", "lstrip", "rstrip", "chomp", "chop", "chars",
		"lines", "bytes", "upcase", "downcase", "capitalize", "swapcase", "start_with?", "end_with?", "sub", "gsub",
		"tr", "delete", "squeeze", "match", "match?", "scan", "index", "rindex", "slice", "center", "ljust", "rjust",
		"sort!", "uniq!", "map!", "select!", "reject!", "push", "pop", "shift", "unshift", "append", "prepend",
		"concat", "merge", "update", "store", "transform_values", "transform_keys", "sum_by", "zero?", "positive?",
		"negative?", "even?", "odd?", "abs", "round", "floor", "ceil", "times", "upto", "downto", "step", "between?",
		"clamp", "succ", "pred", "divmod", "year", "month", "day", "hour", "sec", "strftime", "iso8601",
		"wday", "yday", "then", "tap", "freeze", "frozen?", "dup", "is_a?", "kind_of?",
		"hash", "eql?", "equal?", "sort_by!", "each_key", "each_value", "values_at", "fetch_values", "invert",
		"key", "rotate", "sample", "shuffle", "cycle", "chunk_while", "slice_when", "each_char", "ord", "chr",
		"hex", "oct", "unpack", "unpack1", "encoding", "force_encoding", "valid_encoding?", "bytesize",
		"ascii_only?", "headers", "fields", "to_set", "add", "add?", "subset?", "superset?", "intersect?", "union",
		"intersection", "difference", "minmax", "with_index", "with_object", "lazy", "force", "entries",
		"strip!", "chomp!", "gsub!", "sub!", "downcase!", "upcase!",
		// Plain getters (a gem specification's name and version).
		"specs", "bundler_version", "dependencies", "platforms", "ruby_version", "sources", "name", "version",
		"requirement", "platform", "full_gem_path", "gem_dir", "full_name", "summary", "homepage", "authors",
		"licenses", "require_paths", "executables", "runtime_dependencies":
		return true
	}
	return false
}

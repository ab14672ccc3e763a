package shell

import (
	"path"
	"strings"
)

// node and nodejs given code on the line (-e, -p, --eval, --print, -pe):
// the read-and-print one-liners, read by jslex.go and checked here
// against allow lists. Node reads options after the code too (node -e
// 'x' --version prints the version), so every word after the code must
// be an operand (process.argv). Allowed: console's printing methods,
// JSON, Object.keys/values/entries, array, string and number methods,
// the data of JSON files, process.argv/env/version(s)/platform/arch/
// cwd()/exit and process.stdout.write, require of a literal relative or
// absolute path ending in .json that names a plain file in the directory
// the command runs in (Env.ReadDir looks; Node loads any other file, or
// what a directory's package.json names, as code), require('fs') for
// readFileSync (a literal encoding only: its flag option can open for
// writing), readdirSync, existsSync and statSync, require('path') and
// require('os') for their queries, and the queries of v8 (heap
// statistics), util (format, inspect), module (builtinModules), url,
// crypto (hashes, random values) and Intl. A global namespace (process, fs,
// console, JSON, Object, ...) is always followed by one of its allowed
// members, so it never becomes a value whose members could be listed;
// computed members take only a literal key, and the result of a computed
// member or of a call is never called. Refused: eval, Function,
// globalThis, this, import, var (a var hoists over a global), class,
// fetch, timers, Reflect, Proxy, child_process and every other module,
// constructor, prototype, __proto__, call, apply, bind, and whatever the
// model does not know.

// nodeReason judges node -e/-p; ok is false for any other use of node
// (a script, the REPL), left to interpreterReason.
func (c *classifier) nodeReason(name string, args []arg) (string, bool) {
	code, at := arg{}, -1
	for i := 1; i < len(args) && at < 0; i++ {
		a := args[i]
		switch {
		case a.is("-e") || a.is("--eval") || a.is("-p") || a.is("--print") || a.is("-pe"):
			if i+1 >= len(args) {
				return "`" + name + " " + a.lit + "` without code", true
			}
			code, at = args[i+1], i+2
		case !a.dynamic && (strings.HasPrefix(a.lit, "--eval=") || strings.HasPrefix(a.lit, "--print=")):
			_, v, _ := strings.Cut(a.lit, "=")
			code, at = arg{lit: v, glob: a.glob}, i+1
		case a.is("-"):
			return c.nodeStdinReason(name)
		case a.mayBeOption():
			return nonLiteralReason(name, a), true
		case strings.HasPrefix(a.lit, "-"):
			if hasInlineFlag(args[i+1:]) {
				return "`" + name + " " + shorten(a.lit) + "` is an option the model does not allow with inline code", true
			}
			return "", false
		default:
			return "", false // a script
		}
	}
	if at < 0 {
		if len(args) == 1 {
			return c.nodeStdinReason(name)
		}
		return "", false
	}
	if code.dynamic || code.glob {
		// node -e * runs the first file name as code.
		return "`" + name + " -e` with code that is not literal", true
	}
	for _, a := range args[at:] {
		if a.is("--") {
			break
		}
		if a.mayBeOption() {
			return nonLiteralReason(name, a), true
		}
		if strings.HasPrefix(a.lit, "-") {
			return "`" + name + "` reads `" + shorten(a.lit) + "` after the code as its own option", true
		}
	}
	if r := c.jsCodeReason(code.lit); r != "" {
		return "`" + name + " -e`: " + r, true
	}
	return "", true
}

// nodeStdinReason judges node reading its program from standard input
// (node <<'EOF' ... EOF, node - <<< '...'): the here-document's literal
// text is checked as -e code.
func (c *classifier) nodeStdinReason(name string) (string, bool) {
	in := c.in
	if !in.known || in.file != "" || in.kind != "heredoc" && in.kind != "herestring" {
		return "", false
	}
	if in.dynamic {
		return "`" + name + "` reads code from a here-document that is not literal (quote its delimiter: <<'EOF')", true
	}
	if r := c.jsCodeReason(in.value); r != "" {
		return "`" + name + "` reading code from its input: " + r, true
	}
	return "", true
}

func hasInlineFlag(args []arg) bool {
	for _, a := range args {
		if a.is("-e") || a.is("--eval") || a.is("-p") || a.is("--print") || a.is("-pe") ||
			strings.HasPrefix(a.lit, "--eval=") || strings.HasPrefix(a.lit, "--print=") {
			return true
		}
	}
	return false
}

// jsKind is what the expression ending at a token is.
type jsKind int

const (
	jsOther jsKind = iota
	jsNamespace
	jsStream
	jsStdin
)

type jsChecker struct {
	c     *classifier
	toks  []jsTok
	bound []string
	// aliases are names bound to require('fs'|'path'|'os').
	aliases []jsAlias
	// skip marks tokens read already (an alias's declaration).
	skip []bool
}

type jsAlias struct{ name, mod string }

func (p *jsChecker) tok(i int) jsTok {
	if i < 0 || i >= len(p.toks) {
		return jsTok{kind: 'o', s: ";"}
	}
	return p.toks[i]
}

func (p *jsChecker) alias(name string) string {
	for _, a := range p.aliases {
		if a.name == name {
			return a.mod
		}
	}
	return ""
}

func (p *jsChecker) isBound(name string) bool {
	for _, b := range p.bound {
		if b == name {
			return true
		}
	}
	return false
}

// closing returns the index of the bracket closing the one at i.
func (p *jsChecker) closing(i int) int {
	d := p.toks[i].depth
	for j := i + 1; j < len(p.toks); j++ {
		if p.toks[j].depth == d && p.toks[j].kind == 'o' && (p.toks[j].s == ")" || p.toks[j].s == "]" || p.toks[j].s == "}") {
			return j
		}
	}
	return len(p.toks)
}

// opening returns the index of the bracket the one at i closes.
func (p *jsChecker) opening(i int) int {
	d := p.toks[i].depth
	for j := i - 1; j >= 0; j-- {
		if p.toks[j].depth == d && p.toks[j].kind == 'o' && (p.toks[j].s == "(" || p.toks[j].s == "[" || p.toks[j].s == "{") {
			return j
		}
	}
	return -1
}

// jsRequired returns the module a require('...') at i names, and the
// index of its ')'; "" when it is no literal require.
func (p *jsChecker) jsRequired(i int) (string, int) {
	if !p.tok(i).is('n', "require") || !p.tok(i+1).is('o', "(") || p.tok(i+2).kind != 's' || !p.tok(i+3).is('o', ")") {
		return "", i
	}
	return p.tok(i + 2).s, i + 3
}

func jsModule(spec string) string {
	switch spec {
	case "fs", "node:fs":
		return "fs"
	case "path", "node:path":
		return "path"
	case "os", "node:os":
		return "os"
	// Names of built-in modules that exist without the node: prefix:
	// require prefers the built-in to any node_modules folder of the
	// same name (verified with Node 20 beside node_modules/v8, util,
	// module, url and crypto packages that leave a mark; not node:test
	// or node:sqlite, which only the prefix names).
	case "v8", "node:v8":
		return "v8"
	case "util", "node:util":
		return "util"
	case "module", "node:module":
		return "module"
	case "url", "node:url":
		return "url"
	case "crypto", "node:crypto":
		return "crypto"
	}
	return ""
}

// readBindings collects the names the code binds (const, let, function
// and arrow parameters, catch) and the aliases of required modules.
func (p *jsChecker) readBindings() string {
	for i, t := range p.toks {
		if t.kind != 'n' && !t.is('o', "=>") {
			continue
		}
		switch t.s {
		case "const", "let":
			if n := p.tok(i + 1); n.kind == 'n' && p.tok(i+2).is('o', "=") {
				if spec, end := p.jsRequired(i + 3); jsModule(spec) != "" && (p.tok(end+1).kind == 'o' && (p.tok(end+1).s == ";" || p.tok(end+1).s == ",") || end+1 >= len(p.toks)) {
					p.aliases = append(p.aliases, jsAlias{n.s, jsModule(spec)})
					for k := i + 1; k <= end; k++ {
						p.skip[k] = true
					}
					continue
				}
			}
			if p.tok(i+1).is('o', "{") {
				end := p.closing(i + 1)
				if p.tok(end+1).is('o', "=") {
					if spec, _ := p.jsRequired(end + 2); spec != "" {
						mod := jsModule(spec)
						if mod == "" || mod == "fs" {
							return "destructuring require('" + spec + "') (its functions could not be checked where called)"
						}
						for k := i + 2; k < end; k++ {
							if n := p.tok(k); n.kind == 'n' && !p.tok(k-1).is('o', ":") {
								if _, ok := jsMember(mod, n.s); !ok {
									return "`" + n.s + "` of require('" + spec + "') is not in the model's allow list"
								}
							}
						}
					}
				}
			}
			for k := i + 1; k < len(p.toks); k++ {
				n := p.toks[k]
				if n.depth == t.depth && (n.kind == 'o' && (n.s == "=" || n.s == ";") || n.is('n', "of") || n.is('n', "in")) {
					break
				}
				if n.kind == 'n' {
					p.bound = append(p.bound, n.s)
				}
			}
		case "function":
			for k := i + 1; k < len(p.toks); k++ {
				n := p.toks[k]
				if n.is('o', "{") && n.depth == t.depth {
					break
				}
				if n.kind == 'n' {
					p.bound = append(p.bound, n.s)
				}
			}
		case "catch":
			if p.tok(i+1).is('o', "(") && p.tok(i+2).kind == 'n' {
				p.bound = append(p.bound, p.tok(i+2).s)
			}
		case "=>":
			prev := p.tok(i - 1)
			if prev.kind == 'n' {
				p.bound = append(p.bound, prev.s)
			} else if prev.is('o', ")") {
				for k := p.opening(i - 1); k >= 0 && k < i-1; k++ {
					if p.toks[k].kind == 'n' {
						p.bound = append(p.bound, p.toks[k].s)
					}
				}
			}
		}
	}
	return ""
}

// jsExprEnd reports a token after which '[' is a member access and '('
// a call.
func jsExprEnd(t jsTok) bool {
	switch t.kind {
	case 'n':
		_, keyword := jsKeywordReason(t.s)
		return !keyword || t.s == "null" || t.s == "true" || t.s == "false"
	case 's', 'd', 'r':
		return true
	case 't':
		return t.s != "`"
	}
	// After '}' a '[' may be a member of an object literal ({}["x"]).
	return t.s == ")" || t.s == "]" || t.s == "}"
}

// jsDangerousKey reports a member name that reaches code (Function
// through constructor, prototypes, the call machinery) or writes through
// a stream the code got back from a call (process.stdin.on(...).write).
func jsDangerousKey(s string) bool {
	switch s {
	case "write", "end", "pipe", "writeSync", "destroy":
		return true
	}
	return jsCodeKey(s)
}

// jsCodeKey reports the member names that reach code: as a key of a
// pattern or a literal they read or set the same member.
func jsCodeKey(s string) bool {
	switch s {
	case "constructor", "prototype", "call", "apply", "bind", "caller", "callee", "arguments":
		return true
	}
	return strings.HasPrefix(s, "__")
}

// jsCodeReason returns "" when the code only reads and prints.
func (c *classifier) jsCodeReason(code string) string {
	toks, why := jsTokens(code)
	if why != "" {
		return why
	}
	p := &jsChecker{c: c, toks: toks, skip: make([]bool, len(toks))}
	if r := p.readBindings(); r != "" {
		return r
	}
	// A name bound to two modules (in two blocks) is checked as the
	// first and may run as the second.
	for i, a := range p.aliases {
		for _, b := range p.aliases[:i] {
			if a.name == b.name && a.mod != b.mod {
				return "`" + a.name + "` is bound to two different modules"
			}
		}
	}
	return p.check()
}

func (p *jsChecker) check() string {
	kind, ns := jsOther, ""
	var brackets []string
	for i := 0; i < len(p.toks); i++ {
		t := p.toks[i]
		if t.kind == 'o' {
			switch t.s {
			case "(", "[", "{", "${":
				brackets = append(brackets, t.s)
			case ")", "]", "}", "}$":
				if len(brackets) > 0 {
					brackets = brackets[:len(brackets)-1]
				}
			}
		}
		if p.skip[i] {
			continue
		}
		prev := p.tok(i - 1)
		switch t.kind {
		case 's':
			if jsCodeKey(t.s) {
				// As a key it reads or sets the same member as .name
				// would: const {"constructor": F} = [] reaches Function.
				return "the string " + shorten(t.s) + " (as a key it reaches constructors or prototypes)"
			}
			kind = jsOther
			continue
		case 'd', 'r':
			kind = jsOther
			continue
		case 't':
			if t.s == "`" && (prev.is('o', ")") || prev.is('o', "]")) {
				return "a template tag that is the result of a call or a computed member"
			}
			kind = jsOther
			continue
		case 'o':
			switch t.s {
			case ".", "?.":
				next := p.tok(i + 1)
				if next.kind != 'n' {
					if t.s == "?." && next.is('o', "[") {
						continue // checked as a computed member
					}
					return "`" + t.s + "(` (a call the model does not follow)"
				}
				if r := p.memberReason(kind, ns, next.s, i+1); r != "" {
					return r
				}
				kind, ns = p.memberKind(kind, ns, next.s)
				i++
				continue
			case "[":
				if (prev.is('o', "{") || prev.is('o', ",")) && len(brackets) > 1 && brackets[len(brackets)-2] == "{" {
					// {[k]: v}: a computed key, which in a pattern reads
					// any member (const {[k]: F} = []).
					return "a computed key in an object literal or pattern"
				}
				if jsExprEnd(prev) || prev.is('o', "?.") {
					end := p.closing(i)
					key := p.tok(i + 1)
					if end != i+2 || key.kind != 'd' && key.kind != 's' || key.kind == 's' && jsDangerousKey(key.s) {
						return "a computed member with a key that is not a plain literal (it can reach constructor and Function)"
					}
				}
			case "(":
				if prev.is('o', ")") || prev.is('o', "]") || prev.is('o', "?.") {
					return "a call of the result of a call or of a computed member"
				}
			case "@", "#":
				return "`" + t.s + "` is not JavaScript the model allows"
			}
			kind = jsOther
			continue
		}
		// A name.
		kind = jsOther
		if prev.is('o', ".") || prev.is('o', "?.") {
			return "a member the model does not read"
		}
		next := p.tok(i + 1)
		if jsCodeKey(t.s) {
			// A key or a shorthand in a pattern reads the member:
			// const {constructor: F} = [] reaches Function.
			return "`" + t.s + "` reaches constructors, prototypes or the call machinery"
		}
		if next.is('o', ":") && (prev.is('o', "{") || prev.is('o', ",")) && len(brackets) > 0 && brackets[len(brackets)-1] == "{" {
			continue // an object literal's key
		}
		if strings.HasPrefix(t.s, "__") {
			return "`" + t.s + "` reaches Node's internals"
		}
		if r, ok := jsKeywordReason(t.s); ok {
			if r != "" {
				return r
			}
			if t.s == "new" && !(next.kind == 'n' && jsNewable(next.s) && !p.tok(i+2).is('o', ".")) && !p.newIntl(i+1) {
				return "`new` of something other than Map, Set, Date, RegExp, Error, Array or an Intl formatter"
			}
			continue
		}
		if t.s == "require" {
			spec, end := p.jsRequired(i)
			if spec == "" {
				return "`require` other than of a literal name"
			}
			if mod := jsModule(spec); mod != "" {
				if !p.tok(end+1).is('o', ".") {
					return "require('" + spec + "') used as a value (its members could not be checked)"
				}
				kind, ns = jsNamespace, mod
				i = end
				continue
			}
			if r := p.jsonRequireReason(spec); r != "" {
				return r
			}
			i = end
			continue
		}
		if mod := p.alias(t.s); mod != "" {
			if !next.is('o', ".") {
				return "`" + t.s + "` (require('" + mod + "')) used as a value (its members could not be checked)"
			}
			kind, ns = jsNamespace, mod
			continue
		}
		switch jsGlobal(t.s) {
		case jsGlobalNamespace:
			if !next.is('o', ".") && !(next.is('o', "(") && jsCallable(t.s)) {
				return "`" + t.s + "` used other than through its allowed members"
			}
			kind, ns = jsNamespace, t.s
			continue
		case jsGlobalValue:
			if next.is('o', ".") || next.is('o', "?.") {
				return "a member of `" + t.s + "`"
			}
			continue
		case jsGlobalDenied:
			return "`" + t.s + "` runs code, reaches Node's internals, the network or timers"
		}
		if !p.isBound(t.s) {
			return "`" + t.s + "` is not a name the model knows (not an allowed global or a variable the code declares)"
		}
	}
	return ""
}

// newIntl reports Intl.X at i, X one of Intl's allowed members and no
// member after it: new Intl.NumberFormat('en').
func (p *jsChecker) newIntl(i int) bool {
	if !p.tok(i).is('n', "Intl") || !p.tok(i+1).is('o', ".") || p.tok(i+2).kind != 'n' || p.tok(i+3).is('o', ".") {
		return false
	}
	_, ok := jsMember("Intl", p.tok(i+2).s)
	return ok
}

// memberReason checks a member name (at index i) of what kind/ns is.
func (p *jsChecker) memberReason(kind jsKind, ns, name string, i int) string {
	switch kind {
	case jsNamespace:
		if _, ok := jsMember(ns, name); !ok {
			return "`" + ns + "." + name + "` is not in the model's allow list"
		}
		if ns == "fs" && name == "readFileSync" {
			return p.readFileReason(i)
		}
		return ""
	case jsStream:
		switch name {
		case "write", "columns", "rows", "isTTY":
			return ""
		}
		return "`." + name + "` of an output stream is not in the model's allow list"
	case jsStdin:
		switch name {
		case "on", "once", "setEncoding", "resume", "isTTY":
			return ""
		}
		return "`." + name + "` of process.stdin is not in the model's allow list"
	}
	if jsDangerousKey(name) {
		return "`." + name + "` reaches constructors or the call machinery"
	}
	return ""
}

func (p *jsChecker) memberKind(kind jsKind, ns, name string) (jsKind, string) {
	if kind != jsNamespace {
		return jsOther, ""
	}
	k, _ := jsMember(ns, name)
	switch k {
	case "stream":
		return jsStream, ""
	case "stdin":
		return jsStdin, ""
	}
	return jsOther, ""
}

// readFileReason checks fs.readFileSync's arguments: a literal encoding
// at most (its flag option can open the file for writing).
func (p *jsChecker) readFileReason(i int) string {
	if !p.tok(i+1).is('o', "(") {
		return "fs.readFileSync used other than called (its options could not be checked)"
	}
	end := p.closing(i + 1)
	commas := 0
	for k := i + 2; k < end; k++ {
		t := p.toks[k]
		if t.depth == p.toks[i+1].depth+1 && t.is('o', ",") {
			commas++
			if commas > 1 || k+2 != end || p.toks[k+1].kind != 's' {
				return "fs.readFileSync with options other than a literal encoding (a flag can open the file for writing)"
			}
		}
		if t.is('o', "...") {
			return "fs.readFileSync with spread arguments"
		}
	}
	return ""
}

// jsonRequireReason checks require of a file: a literal path ending in
// .json that names a plain file (not a directory, not a link) where the
// command runs. Node would load anything else as code (x.json.js, a
// directory's main, a link to a .js file).
func (p *jsChecker) jsonRequireReason(spec string) string {
	if !strings.HasSuffix(spec, ".json") || !(strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../") || strings.HasPrefix(spec, "/")) {
		return "require('" + spec + "') loads code (only a relative or absolute path ending in .json is data)"
	}
	readDir := p.c.w.env.ReadDir
	if readDir == nil {
		return "require('" + spec + "'): the model cannot check that it is a plain JSON file"
	}
	var files []string
	if path.IsAbs(spec) {
		files = []string{path.Clean(spec)}
	} else {
		dirs, why := p.c.runDirs()
		if why != "" {
			return "require('" + spec + "') " + why
		}
		for _, d := range dirs {
			files = append(files, path.Join(d, spec))
		}
	}
	for _, f := range files {
		entries, err := readDir(path.Dir(f))
		found := false
		for _, e := range entries {
			if e.Name() == path.Base(f) {
				found = e.Type().IsRegular()
				break
			}
		}
		if err != nil || !found {
			return "require('" + spec + "'): " + f + " is not a plain file (Node would look for code in its place)"
		}
	}
	return ""
}

// jsKeywordReason reads a keyword: ok is false for any other name.
func jsKeywordReason(s string) (string, bool) {
	switch s {
	case "const", "let", "if", "else", "for", "of", "in", "while", "do", "break", "continue", "return", "function",
		"typeof", "instanceof", "new", "null", "true", "false", "try", "catch", "finally", "throw", "switch", "case",
		"default", "delete", "void", "async", "await":
		return "", true
	case "var":
		return "`var` (it can take over a global the model allows by another name)", true
	case "this", "super", "arguments", "class", "import", "export", "with", "yield", "debugger", "extends", "static", "get", "set":
		return "`" + s + "` is not in the model's allow list for inline code", true
	}
	return "", false
}

const (
	jsGlobalUnknown = iota
	jsGlobalNamespace
	jsGlobalValue
	jsGlobalDenied
)

// jsGlobal sorts the global names.
func jsGlobal(s string) int {
	switch s {
	case "console", "JSON", "Object", "Array", "Math", "Number", "String", "Date", "Buffer", "process", "Intl":
		return jsGlobalNamespace
	case "os", "path", "util", "url", "fs", "crypto", "v8":
		// node -e and -p expose the built-in modules as globals (node
		// 20: typeof os is object); elsewhere the name is undefined and
		// the code stops. Their members are the required modules'.
		return jsGlobalNamespace
	case "undefined", "NaN", "Infinity", "parseInt", "parseFloat", "isNaN", "isFinite", "Boolean", "BigInt",
		"encodeURIComponent", "decodeURIComponent", "encodeURI", "decodeURI", "Map", "Set", "RegExp", "Error",
		"TypeError", "RangeError", "SyntaxError":
		return jsGlobalValue
	case "eval", "Function", "globalThis", "global", "window", "self", "module", "exports", "fetch", "Reflect",
		"Proxy", "WebAssembly", "setTimeout", "setInterval", "setImmediate", "queueMicrotask", "Worker", "Symbol",
		"Atomics", "SharedArrayBuffer", "XMLHttpRequest", "WebSocket", "EventSource", "navigator", "Deno", "Bun",
		"Promise", "AsyncFunction", "GeneratorFunction", "structuredClone":
		return jsGlobalDenied
	}
	return jsGlobalUnknown
}

// jsCallable reports namespaces that are also plain functions.
func jsCallable(s string) bool {
	switch s {
	case "Object", "Array", "Number", "String", "Date":
		return true
	}
	return false
}

func jsNewable(s string) bool {
	switch s {
	case "Map", "Set", "Date", "RegExp", "Error", "TypeError", "RangeError", "Array":
		return true
	}
	return false
}

// jsMember returns whether a member of a namespace is allowed, and what
// it is ("stream", "stdin" or "").
func jsMember(ns, name string) (string, bool) {
	yes := func(names ...string) bool {
		for _, n := range names {
			if n == name {
				return true
			}
		}
		return false
	}
	switch ns {
	case "console":
		return "", yes("log", "error", "warn", "info", "debug", "dir", "table", "count", "group", "groupEnd", "time", "timeEnd")
	case "JSON":
		return "", yes("parse", "stringify")
	case "Object":
		return "", yes("keys", "values", "entries", "fromEntries", "assign", "freeze", "is", "groupBy")
	case "Array":
		return "", yes("isArray", "from", "of")
	case "Math":
		return "", yes("abs", "ceil", "floor", "round", "trunc", "max", "min", "pow", "sqrt", "cbrt", "log", "log2",
			"log10", "exp", "random", "sign", "hypot", "PI", "E")
	case "Number":
		return "", yes("isInteger", "isFinite", "isNaN", "isSafeInteger", "parseInt", "parseFloat", "MAX_SAFE_INTEGER",
			"MIN_SAFE_INTEGER", "EPSILON", "MAX_VALUE", "MIN_VALUE")
	case "String":
		return "", yes("raw", "fromCharCode", "fromCodePoint")
	case "Date":
		return "", yes("now", "parse", "UTC")
	case "Buffer":
		return "", yes("from", "byteLength", "concat", "isBuffer", "alloc")
	case "process":
		switch name {
		case "stdout", "stderr":
			return "stream", true
		case "stdin":
			return "stdin", true
		}
		return "", yes("argv", "argv0", "env", "version", "versions", "platform", "arch", "cwd", "pid", "ppid",
			"execPath", "exitCode", "exit", "uptime", "memoryUsage", "hrtime", "release")
	case "fs":
		return "", yes("readFileSync", "readdirSync", "existsSync", "statSync", "lstatSync", "realpathSync")
	case "path":
		return "", yes("join", "resolve", "basename", "dirname", "extname", "relative", "normalize", "isAbsolute",
			"sep", "delimiter", "parse")
	case "os":
		return "", yes("platform", "arch", "cpus", "hostname", "homedir", "tmpdir", "EOL", "type", "release",
			"totalmem", "freemem", "uptime", "userInfo", "networkInterfaces", "loadavg", "endianness",
			"availableParallelism", "machine", "version")
	case "v8":
		// Not writeHeapSnapshot (a file), getHeapSnapshot or
		// setFlagsFromString (--prof and the like write logs).
		return "", yes("getHeapStatistics", "getHeapSpaceStatistics", "getHeapCodeStatistics", "cachedDataVersionTag")
	case "util":
		return "", yes("format", "inspect", "isDeepStrictEqual", "stripVTControlCharacters")
	case "module":
		// Not createRequire or _load, which load code.
		return "", yes("builtinModules", "isBuiltin")
	case "url":
		return "", yes("parse", "format", "fileURLToPath", "pathToFileURL", "domainToASCII", "domainToUnicode")
	case "crypto":
		return "", yes("createHash", "createHmac", "randomUUID", "randomBytes", "randomInt", "getHashes", "getCiphers",
			"getCurves", "timingSafeEqual")
	case "Intl":
		return "", yes("DateTimeFormat", "NumberFormat", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat",
			"DisplayNames", "Segmenter", "supportedValuesOf", "getCanonicalLocales")
	}
	return "", false
}

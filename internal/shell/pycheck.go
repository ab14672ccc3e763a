package shell

import "strings"

// The checker of python -c code: an allow list over the tokens of
// pylex.go. A name is an allowed builtin, a module the code imported from
// the allowed list (always followed by an allowed attribute of that
// module, so a module object never reaches a variable), or a variable
// the code binds; an attribute of anything else is one of the methods of
// plain data (str, list, dict, files opened for reading, matches, dates,
// ...). What writes, runs code or reaches other modules has no name
// there: eval, exec, compile, getattr, vars, open with a mode other than
// reading, any dunder or private attribute, json.codecs, glob.os, the
// frames of generators. Whatever the checker does not know is refused.

// pyKind is what the expression ending at a token is, as far as the
// checker follows it.
type pyKind int

const (
	pyOther  pyKind = iota
	pyModule        // an imported module (mod holds its name)
	pyStream        // sys.stdout or sys.stderr: .write is allowed
	pySysPath
	pyStrLit // a plain string literal: "sep".join(...)
	// pyModeCall is a function that opens a file or an archive with a
	// mode (zipfile.ZipFile, tarfile.open): mod holds its name, and
	// only a call with a literal reading mode is allowed.
	pyModeCall
)

// pyAlias is a name an import statement binds.
type pyAlias struct {
	name string
	kind pyKind
	mod  string
}

type pyChecker struct {
	toks    []pyTok
	aliases []pyAlias
	bound   []string
	// skip marks the tokens of import statements, read already.
	skip []bool
	// pathlib is set when the code imports pathlib: its paths' open,
	// replace and copy methods take modes and write files (pydata.go).
	pathlib bool
	// pandas is set when the code imports pandas: the methods of its
	// frames are allowed, and query refused (pyframe.go).
	pandas bool
}

func (p *pyChecker) alias(name string) *pyAlias {
	for k := range p.aliases {
		if p.aliases[k].name == name {
			return &p.aliases[k]
		}
	}
	return nil
}

func (p *pyChecker) isBound(name string) bool {
	for _, b := range p.bound {
		if b == name {
			return true
		}
	}
	return false
}

func (p *pyChecker) tok(i int) pyTok {
	if i < 0 || i >= len(p.toks) {
		return pyTok{kind: ';'}
	}
	return p.toks[i]
}

// pythonCodeReason returns "" when the code only reads and prints, and
// the reason otherwise.
func pythonCodeReason(code string) string {
	toks, why := pyTokens(code)
	if why != "" {
		return why
	}
	p := &pyChecker{toks: toks, skip: make([]bool, len(toks))}
	if r := p.readImports(); r != "" {
		return r
	}
	// A name imported twice is checked as the first binding but may run
	// as the second: import json as y; import yaml as y; y.load(f).
	for i, a := range p.aliases {
		for _, b := range p.aliases[:i] {
			if a.name == b.name && (a.kind != b.kind || a.mod != b.mod) {
				return "`" + a.name + "` is imported as two different things"
			}
		}
	}
	p.readBindings()
	return p.check()
}

// statementStart reports whether token i begins a statement.
func (p *pyChecker) statementStart(i int) bool {
	prev := p.tok(i - 1)
	return prev.kind == ';' || prev.is('o', ":") && prev.depth == 0
}

// readImports reads the import statements and binds their names.
func (p *pyChecker) readImports() string {
	for i := 0; i < len(p.toks); i++ {
		t := p.toks[i]
		if t.kind != 'n' || t.s != "import" && t.s != "from" {
			continue
		}
		if t.s == "from" && !p.statementStart(i) {
			continue // raise X from Y
		}
		if !p.statementStart(i) || t.depth != 0 {
			return "`" + t.s + "` where the model reads no import"
		}
		j := i + 1
		if t.s == "import" {
			for {
				mod, k := p.dotted(j)
				if mod == "" {
					return "an import the model does not read"
				}
				if !pyModuleAllowed(mod) {
					return "`import " + mod + "`: not a module of the allowed list (it can write files, run programs or load code" + pyFrameWhy(mod) + ")"
				}
				p.pathlib = p.pathlib || mod == "pathlib"
				p.pandas = p.pandas || mod == "pandas"
				name, _, _ := strings.Cut(mod, ".")
				if p.tok(k).is('n', "as") {
					if p.tok(k+1).kind != 'n' {
						return "an import the model does not read"
					}
					name = p.tok(k + 1).s
					k += 2
				} else {
					mod = name // import os.path binds os
				}
				p.aliases = append(p.aliases, pyAlias{name: name, kind: pyModule, mod: mod})
				j = k
				if !p.tok(j).is('o', ",") {
					break
				}
				j++
			}
		} else {
			mod, k := p.dotted(j)
			if mod == "" || !p.tok(k).is('n', "import") {
				return "a from-import the model does not read (relative imports are refused)"
			}
			if !pyModuleAllowed(mod) {
				return "`from " + mod + " import`: not a module of the allowed list (it can write files, run programs or load code" + pyFrameWhy(mod) + ")"
			}
			p.pathlib = p.pathlib || mod == "pathlib"
			p.pandas = p.pandas || mod == "pandas"
			k++
			paren := p.tok(k).is('o', "(")
			if paren {
				k++
			}
			for {
				n := p.tok(k)
				if n.kind != 'n' {
					return "`from " + mod + " import " + n.s + "` is not an import the model reads"
				}
				kind, sub, ok := pyModuleAttr(mod, n.s)
				if !ok || kind == pySysPath {
					return "`from " + mod + " import " + n.s + "`: not a name of " + mod + " the model allows"
				}
				name := n.s
				k++
				if p.tok(k).is('n', "as") {
					if p.tok(k+1).kind != 'n' {
						return "an import the model does not read"
					}
					name = p.tok(k + 1).s
					k += 2
				}
				p.aliases = append(p.aliases, pyAlias{name: name, kind: kind, mod: sub})
				if !p.tok(k).is('o', ",") {
					break
				}
				k++
				if paren && p.tok(k).is('o', ")") {
					break
				}
			}
			if paren {
				if !p.tok(k).is('o', ")") {
					return "a from-import the model does not read"
				}
				k++
			}
			j = k
		}
		if p.tok(j).kind != ';' {
			return "an import the model does not read"
		}
		for k := i; k < j; k++ {
			p.skip[k] = true
		}
		i = j
	}
	return ""
}

// dotted reads a dotted module name at i.
func (p *pyChecker) dotted(i int) (string, int) {
	if p.tok(i).kind != 'n' {
		return "", i
	}
	name := p.tok(i).s
	i++
	for p.tok(i).is('o', ".") && p.tok(i+1).kind == 'n' {
		name += "." + p.tok(i+1).s
		i += 2
	}
	return name, i
}

// readBindings collects the names the code may bind: assignment and
// walrus targets, for targets, as targets and lambda parameters. It is
// loose on purpose: a bound name only lets a name that is no builtin
// pass, and the builtins that reach code are refused whatever binds them.
func (p *pyChecker) readBindings() {
	inFor, inLambda := -1, -1
	for i, t := range p.toks {
		if p.skip[i] {
			continue
		}
		if t.kind == 'n' {
			switch t.s {
			case "for":
				inFor = t.depth
				continue
			case "lambda":
				inLambda = t.depth
				continue
			case "in":
				if inFor == t.depth {
					inFor = -1
				}
				continue
			}
			next := p.tok(i + 1)
			switch {
			case inFor >= 0 || inLambda >= 0,
				p.tok(i-1).is('n', "as"),
				next.is('o', ":="),
				t.depth == 0 && next.kind == 'o' && (next.s == "=" || next.s == "," || len(next.s) >= 2 && next.s[len(next.s)-1] == '=' && next.s != "==" && next.s != "!=" && next.s != "<=" && next.s != ">="):
				if !p.tok(i-1).is('o', ".") {
					p.bound = append(p.bound, t.s)
				}
			}
		}
		if t.is('o', ":") && inLambda == t.depth {
			inLambda = -1
		}
		if t.kind == ';' {
			inFor, inLambda = -1, -1
		}
	}
}

// callOnly reports whether every use of a name calls it (so the code
// never rebinds it: print(sys.path) then prints).
func (p *pyChecker) callOnly(name string) bool {
	for i, t := range p.toks {
		if t.is('n', name) && !p.tok(i-1).is('o', ".") && !p.tok(i+1).is('o', "(") {
			return false
		}
	}
	return true
}

// closing returns the index of the bracket closing the one at i.
func (p *pyChecker) closing(i int) int {
	d := p.toks[i].depth
	for j := i + 1; j < len(p.toks); j++ {
		if p.toks[j].depth == d && p.toks[j].kind == 'o' && (p.toks[j].s == ")" || p.toks[j].s == "]" || p.toks[j].s == "}") {
			return j
		}
	}
	return len(p.toks)
}

// callArgs splits the arguments of the call whose '(' is at i.
func (p *pyChecker) callArgs(i int) [][]pyTok {
	end := p.closing(i)
	var args [][]pyTok
	start := i + 1
	for j := i + 1; j <= end && j < len(p.toks); j++ {
		t := p.toks[j]
		if j == end || t.is('o', ",") && t.depth == p.toks[i].depth+1 {
			if j > start {
				args = append(args, p.toks[start:j])
			}
			start = j + 1
		}
	}
	return args
}

// openReason checks open( at i: reading modes only, literally.
func (p *pyChecker) openReason(i int) string {
	if !p.tok(i+1).is('o', "(") {
		return "`open` used other than called (its mode could not be checked)"
	}
	positional := 0
	for _, a := range p.callArgs(i + 1) {
		if a[0].is('o', "*") || a[0].is('o', "**") {
			return "`open` with unpacked arguments (its mode could not be checked)"
		}
		if len(a) >= 2 && a[0].kind == 'n' && a[1].is('o', "=") {
			switch a[0].s {
			case "file", "encoding", "errors", "newline", "buffering":
			case "mode":
				if !pyReadMode(a[2:]) {
					return "`open` with a mode other than reading"
				}
			default:
				return "`open(" + a[0].s + "=...)` is not an argument the model allows"
			}
			continue
		}
		positional++
		switch positional {
		case 1:
		case 2:
			if !pyReadMode(a) {
				return "`open` with a mode other than reading"
			}
		default:
			return "`open` with more than two positional arguments"
		}
	}
	return ""
}

// pyReadMode reports a literal reading mode: "r", "rb", "rt".
func pyReadMode(a []pyTok) bool {
	if len(a) != 1 || a[0].kind != 's' || a[0].pfx != "" && a[0].pfx != "r" && a[0].pfx != "u" || a[0].s == "" {
		return false
	}
	for k := 0; k < len(a[0].s); k++ {
		if strings.IndexByte("rbt", a[0].s[k]) < 0 {
			return false
		}
	}
	return strings.IndexByte(a[0].s, 'r') >= 0
}

// sysPathReason checks a read of sys.path, whose tokens are i (sys) to
// j (path): a list that, changed, makes the next import load a file, so
// it may only be printed, joined, counted or iterated.
func (p *pyChecker) sysPathReason(i, j int) string {
	next, prev := p.tok(j+1), p.tok(i-1)
	if next.is('o', "[") && !prev.is('n', "del") {
		// An element read: sys.path[0], not sys.path[0] = x.
		end := p.closing(j + 1)
		after := p.tok(end + 1)
		if after.kind != 'o' || !pyAssignOp(after.s) {
			return ""
		}
	}
	if prev.is('o', "*") && p.tok(i-2).is('o', "(") && p.tok(i-3).is('n', "print") && !p.tok(i-4).is('o', ".") && p.callOnly("print") &&
		(next.is('o', ",") || next.is('o', ")")) {
		return "" // print(*sys.path, sep="\n")
	}
	switch {
	case prev.is('n', "in") && (next.kind == ';' || next.kind == 'o' && (next.s == ")" || next.s == "]" || next.s == ":" || next.s == ",")):
		return ""
	case prev.is('o', "(") && next.is('o', ")"):
		fn := p.tok(i - 2)
		if fn.kind == 'n' && (fn.s == "print" || fn.s == "len") && !p.tok(i-3).is('o', ".") && p.callOnly(fn.s) {
			return ""
		}
		if fn.is('n', "join") && p.tok(i-3).is('o', ".") && p.tok(i-4).kind == 's' && !p.tok(i-4).formatted() {
			return ""
		}
	}
	return "`sys.path` used other than printed, joined or iterated (a changed path makes imports load other files)"
}

// pyAssignOp reports an assignment operator (=, +=, ...; not ==).
func pyAssignOp(s string) bool {
	switch s {
	case "==", "!=", "<=", ">=":
		return false
	}
	return s == "=" || len(s) >= 2 && s[len(s)-1] == '='
}

// check walks the tokens.
func (p *pyChecker) check() string {
	kind, mod := pyOther, ""
	for i := 0; i < len(p.toks); i++ {
		if p.skip[i] {
			continue
		}
		t := p.toks[i]
		switch t.kind {
		case 's':
			kind = pyOther
			if !t.formatted() {
				kind = pyStrLit
			}
			continue
		case 'd', ';':
			kind = pyOther
			continue
		case 'o':
			switch t.s {
			case "@", "@=":
				return "`@` (a decorator runs code the model does not follow)"
			case ".":
			default:
				kind = pyOther
				continue
			}
			// An attribute.
			attr := p.tok(i + 1)
			if attr.kind != 'n' {
				return "an attribute the model does not read"
			}
			if strings.HasPrefix(attr.s, "_") && !(kind == pyModule && attr.s == "__version__" && pyFrameModule(mod)) {
				return "`." + attr.s + "`: private and special attributes reach the interpreter's internals"
			}
			switch kind {
			case pyModule:
				k, sub, ok := pyModuleAttr(mod, attr.s)
				if !ok {
					return "`" + mod + "." + attr.s + "` is not in the model's allow list for " + mod + pyFrameWhy(mod+"."+attr.s)
				}
				if k == pySysPath {
					if r := p.sysPathReason(i-1, i+1); r != "" {
						return r
					}
					k = pyOther
				}
				if k == pyModule && !p.tok(i+2).is('o', ".") {
					return "`" + sub + "` used as a value (a module object reaches other modules)"
				}
				if k == pyModeCall {
					if r := p.pyCallModeReason(i+1, sub); r != "" {
						return r
					}
					k = pyOther
				}
				kind, mod = k, sub
			case pyStream:
				switch attr.s {
				case "write", "writelines", "flush":
					kind = pyOther
				case "buffer":
					kind = pyStream
				default:
					if !pyPlainAttr(attr.s) {
						return "`." + attr.s + "` is not an attribute the model allows"
					}
					kind = pyOther
				}
			default:
				if r, known := p.frameAttrReason(i+1, attr.s); known {
					if r != "" {
						return r
					}
				} else if attr.s == "open" {
					if r := p.pyCallModeReason(i+1, ".open"); r != "" {
						return r
					}
				} else if r := p.pathAttrReason(attr.s); r != "" {
					return r
				} else if !pyPlainAttr(attr.s) {
					return "`." + attr.s + "` is not an attribute the model allows"
				}
				kind = pyOther
			}
			i++
			continue
		}
		// A name.
		kind = pyOther
		if p.tok(i-1).is('o', ".") {
			return "an attribute the model does not read"
		}
		if strings.HasPrefix(t.s, "__") {
			return "`" + t.s + "`: special names reach the interpreter's internals"
		}
		if r, ok := pyKeywordReason(t.s); ok {
			if r != "" {
				return r
			}
			continue
		}
		next := p.tok(i + 1)
		if next.is('o', "=") && t.depth > 0 && (p.tok(i-1).is('o', "(") || p.tok(i-1).is('o', ",")) {
			continue // a keyword argument's name
		}
		if a := p.alias(t.s); a != nil {
			kind, mod = a.kind, a.mod
			if kind == pyModule && !next.is('o', ".") {
				return "`" + t.s + "` used as a value (a module object reaches other modules)"
			}
			if kind == pyModeCall {
				if r := p.pyCallModeReason(i, a.mod); r != "" {
					return r
				}
				kind = pyOther
			}
			continue
		}
		switch t.s {
		case "open":
			if r := p.openReason(i); r != "" {
				return r
			}
			continue
		case "type":
			if !next.is('o', "(") || len(p.callArgs(i+1)) != 1 || p.tok(i+2).is('o', "*") {
				return "`type` other than with one argument (with three it makes a class)"
			}
			continue
		}
		switch pyBuiltin(t.s) {
		case builtinAllowed:
			continue
		case builtinDenied:
			return "`" + t.s + "` runs code, reaches the interpreter or writes"
		}
		if !p.isBound(t.s) {
			return "`" + t.s + "` is not a name the model knows (not an allowed builtin, import or variable)"
		}
	}
	return ""
}

// pyKeywordReason reads a keyword: ok is false for any other name.
func pyKeywordReason(s string) (reason string, ok bool) {
	switch s {
	case "False", "None", "True", "and", "as", "assert", "break", "continue", "del", "elif", "else",
		"except", "finally", "for", "if", "in", "is", "lambda", "not", "or", "pass", "raise", "try", "while", "with":
		return "", true
	case "from":
		// Not an import (those are read first): raise X from Y.
		return "", true
	case "def", "class", "async", "await", "global", "nonlocal", "yield", "return", "import":
		return "`" + s + "` is not in the model's allow list for inline code", true
	}
	return "", false
}

const (
	builtinUnknown = iota
	builtinAllowed
	builtinDenied
)

// pyBuiltin sorts Python's builtins (and Python 2's dangerous ones).
func pyBuiltin(s string) int {
	switch s {
	case "abs", "all", "any", "ascii", "bin", "bool", "bytearray", "bytes", "callable", "chr", "complex",
		"dict", "dir", "divmod", "enumerate", "filter", "float", "format", "frozenset", "hasattr", "hash",
		"hex", "id", "int", "isinstance", "issubclass", "iter", "len", "list", "map", "max", "min", "next",
		"oct", "ord", "pow", "print", "range", "repr", "reversed", "round", "set", "slice", "sorted", "str",
		"sum", "tuple", "zip", "exit", "quit", "Ellipsis", "NotImplemented":
		return builtinAllowed
	case "eval", "exec", "compile", "getattr", "setattr", "delattr", "globals", "locals", "vars",
		"breakpoint", "help", "input", "memoryview", "object", "super", "classmethod", "staticmethod",
		"property", "copyright", "credits", "license", "aiter", "anext", "open", "type",
		"execfile", "file", "reload", "raw_input", "apply", "buffer", "intern":
		return builtinDenied
	}
	if pyExceptionName(s) {
		return builtinAllowed
	}
	return builtinUnknown
}

// pyExceptionName reports the builtin exception classes (to raise or
// catch): their names end so, and making one runs nothing.
func pyExceptionName(s string) bool {
	switch s {
	case "StopIteration", "StopAsyncIteration", "KeyboardInterrupt", "SystemExit", "GeneratorExit":
		return true
	}
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	return strings.HasSuffix(s, "Error") || strings.HasSuffix(s, "Exception") || strings.HasSuffix(s, "Warning") || strings.HasSuffix(s, "ExceptionGroup")
}

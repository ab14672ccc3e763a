package shell

import (
	"path"
	"slices"
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// state is what the walk knows of the shell at a point of the line: the
// working directory and the variables the line assigned. It is a value
// that is cheap to copy: the variables are a persistent list, newest
// first, shared between copies.
type state struct {
	cwd string // "" when unknown
	// alts are other directories the line may be in (a cd that may have
	// failed, a branch that may have run): writes resolve against each.
	alts   []string
	oldpwd string // "" when unknown
	dirs   []string
	home   string
	vars   *binding
	// cdpath: the environment holds CDPATH, which cd searches for a
	// relative name first.
	cdpath bool
}

// binding is one assignment; a barrier hides everything older (after
// code that may have changed any variable).
type binding struct {
	name    string
	v       value
	barrier bool
	next    *binding
}

type value struct {
	s     string
	known bool
	// noDash: the value is unknown but proven not to start with a dash
	// (see provenance.go).
	noDash bool
	// noDashFields: and so is every blank-separated word of it, so it may
	// be used unquoted (a commit id).
	noDashFields bool
	// exported: export or declare -x put it in the environment of the
	// commands that follow (a prefix assignment does not outlive its
	// command).
	exported bool
	// choices: the value is one of these literal words (a loop over
	// for env in dev staging prod).
	choices []string
	// numeric: the value is unknown but is what arithSafeOutput proves a
	// command prints (t=$(stat -c %Y f)): arithmetic on it reads no name.
	numeric bool
	// env: the value is one of these environment variables' session
	// values (for db in "$ORDERS_URL" "$BILLING_URL"), see envLoop.
	env []string
	// readonly: readonly or declare -r made it so, and bash refuses any
	// later assignment (declare x=y then goes on with the old value); or
	// declare -l, -u or -c changes the case of what is assigned to it.
	readonly bool
}

// Bounds on what the walk tracks, so long lines stay linear: a variable
// assigned more than maxLookup assignments ago is unknown, and so is the
// directory after more than maxDirs nested pushd.
const (
	maxLookup = 256
	maxDirs   = 64
)

func newState(env Env) *state {
	st := &state{}
	if env.Home != "" && path.IsAbs(env.Home) {
		st.home = path.Clean(env.Home)
	}
	if env.Cwd != "" && path.IsAbs(env.Cwd) {
		st.cwd = path.Clean(env.Cwd)
	}
	st.cdpath = env.Exported != nil && env.Exported("CDPATH") || env.Getenv != nil && env.Getenv("CDPATH") != ""
	return st
}

func (s *state) clone() *state {
	c := *s
	return &c
}

// merge returns the state after code that may or may not have run: what
// differs between before (s) and after is unknown.
func (s *state) merge(after *state) *state {
	m := after.clone()
	if s.cwd != after.cwd || !sameDirs(s.alts, after.alts) {
		if s.cwd == "" || after.cwd == "" {
			m.cwd, m.alts = "", nil
		} else {
			m.also(s.cwd, s.alts)
		}
	}
	if s.oldpwd != after.oldpwd {
		m.oldpwd = ""
	}
	if len(s.dirs) != len(after.dirs) {
		m.dirs = nil
		m.cwd = ""
	}
	// The bindings made since before become unknown; a name one of them
	// made read-only stays so (readonly x inside an if still refuses a
	// later declare x=y).
	var readonly []string
	for b, n := after.vars, 0; b != s.vars && b != nil && n < maxLookup; b, n = b.next, n+1 {
		if b.v.readonly {
			readonly = append(readonly, b.name)
		}
	}
	b, n := after.vars, 0
	for b != s.vars {
		if b == nil || n >= maxLookup {
			m.vars = &binding{barrier: true, next: m.vars}
			return m
		}
		if !b.barrier {
			m.vars = &binding{name: b.name, v: value{readonly: slices.Contains(readonly, b.name)}, next: m.vars}
		} else {
			m.vars = &binding{barrier: true, next: m.vars}
			return m
		}
		b, n = b.next, n+1
	}
	return m
}

// forget makes the directory and every variable unknown.
func (s *state) forget() {
	s.cwd, s.oldpwd, s.dirs, s.alts = "", "", nil, nil
	s.vars = &binding{barrier: true, next: s.vars}
}

func (s *state) set(name string, v value) {
	if resetByShell(name) {
		v = value{}
	}
	if s.readonly(name) {
		// The assignment fails and the value stays: the walk no longer
		// claims to know which.
		v = value{readonly: true}
	}
	s.vars = &binding{name: name, v: v, next: s.vars}
}

// resetByShell reports the variables bash assigns by itself, so that
// what the line assigns them does not last: $_ is the last word of every
// command it runs (for _ in a; do echo --output=x; git log "$_"; done),
// getopts sets OPTARG and OPTIND, select REPLY, mapfile MAPFILE, and none
// of them need be spelled (getopts o: x -o --output=x).
func resetByShell(name string) bool {
	switch name {
	case "_", "OPTARG", "OPTIND", "REPLY", "MAPFILE":
		return true
	}
	return false
}

// bind records a value as it is, read-only or not: the values the walk
// tries for a variable (choices.go), not an assignment.
func (s *state) bind(name string, v value) {
	if resetByShell(name) {
		v = value{}
	}
	s.vars = &binding{name: name, v: v, next: s.vars}
}

// readonly reports whether the line may have made a variable read-only:
// a binding marked so, or one the walk cannot see past.
func (s *state) readonly(name string) bool {
	b, blocked := s.find(name)
	return blocked || b != nil && b.v.readonly
}

// markReadonly records that a variable is read-only from now on.
func (s *state) markReadonly(name string) {
	n := 0
	for b := s.vars; b != nil && !b.barrier && n < maxLookup; b = b.next {
		if b.name == name {
			v := b.v
			v.readonly = true
			s.vars = &binding{name: name, v: v, next: s.vars}
			return
		}
		n++
	}
	s.vars = &binding{name: name, v: value{readonly: true}, next: s.vars}
}

func (s *state) unset(name string) {
	s.set(name, value{})
}

// noDash reports whether a variable's value is proven not to start with
// a dash (quoted) and whether every blank-separated word of it is proven
// so (fields, for an unquoted use).
func (s *state) noDash(name string) (quoted, fields bool) {
	b, _ := s.find(name)
	if b == nil {
		return false, false
	}
	return b.v.noDash || b.v.known && b.v.s != "" && b.v.s[0] != '-', b.v.noDashFields
}

// numeric reports whether a variable holds a proven arithmetic-safe
// command output (see value.numeric).
func (s *state) numeric(name string) bool {
	b, _ := s.find(name)
	return b != nil && b.v.numeric
}

// choices returns the literal values a variable may hold: the words of
// the loop that binds it, or the one literal it was set to.
func (s *state) choices(name string) ([]string, bool) {
	b, blocked := s.find(name)
	switch {
	case b == nil && !blocked && (name == "HOME" || name == "PWD" || name == "OLDPWD"):
		// The values the walk knows without an assignment: the home
		// folder, the working folder and the one before it
		// (duckdb -c "... read_parquet('$HOME/x.parquet')").
		if v, ok := s.lookup(name); ok {
			return []string{v}, true
		}
		return nil, false
	case b == nil:
		return nil, false
	case len(b.v.choices) > 0:
		return b.v.choices, true
	case b.v.known:
		return []string{b.v.s}, true
	}
	return nil, false
}

// envNames returns the environment variables whose session value a
// variable holds (value.env), when its latest binding says so.
func (s *state) envNames(name string) []string {
	if b, blocked := s.find(name); b != nil && !blocked {
		return b.v.env
	}
	return nil
}

// bound reports whether the line may have set a variable: a binding (even
// an unknown one) or a barrier before the lookup bound.
func (s *state) bound(name string) bool {
	b, blocked := s.find(name)
	return blocked || b != nil
}

// lookup returns a variable's value when the walk knows it.
func (s *state) lookup(name string) (string, bool) {
	b, blocked := s.find(name)
	switch {
	case b != nil:
		return b.v.s, b.v.known
	case blocked:
		return "", false
	}
	switch name {
	case "PWD":
		return s.cwd, s.cwd != "" && len(s.alts) == 0
	case "OLDPWD":
		return s.oldpwd, s.oldpwd != ""
	case "HOME":
		return s.home, s.home != ""
	}
	return "", false
}

// exportedValue returns the value of a variable the line exported with a
// known value, as the commands that follow see it in their environment.
func (s *state) exportedValue(name string) (string, bool) {
	b, _ := s.find(name)
	if b == nil {
		return "", false
	}
	return b.v.s, b.v.known && b.v.exported
}

// find returns a variable's latest binding, or blocked when a barrier or
// the lookup bound hides whether the line bound it.
func (s *state) find(name string) (b *binding, blocked bool) {
	n := 0
	for b := s.vars; b != nil; b = b.next {
		if b.barrier || n >= maxLookup {
			return nil, true
		}
		if b.name == name {
			return b, false
		}
		n++
	}
	return nil, false
}

// assigned reports whether the line assigned the variable.
func (s *state) assigned(name string) bool {
	n := 0
	for b := s.vars; b != nil && n < maxLookup; b = b.next {
		if b.barrier {
			return true
		}
		if b.name == name {
			return true
		}
		n++
	}
	return false
}

// chdir follows cd, pushd and popd.
func (s *state) chdir(dir string, known bool) {
	old := s.cwd
	if len(s.alts) > 0 {
		old = ""
	}
	switch {
	case !known:
		s.cwd, s.alts = "", nil
	case path.IsAbs(dir):
		s.cwd, s.alts = path.Clean(dir), nil
	case (s.cdpath || s.assigned("CDPATH")) && !strings.HasPrefix(dir, "./") && !strings.HasPrefix(dir, "../") && dir != "." && dir != "..":
		// cd searches CDPATH for a relative name first.
		s.cwd = ""
	case s.cwd != "":
		s.cwd = path.Join(s.cwd, dir)
		alts := make([]string, len(s.alts))
		for i, a := range s.alts {
			alts[i] = path.Join(a, dir)
		}
		s.alts = alts
	}
	s.oldpwd = old
	if s.assigned("PWD") {
		s.unset("PWD")
	}
	if s.assigned("OLDPWD") {
		s.unset("OLDPWD")
	}
}

// resolve makes a path absolute against the working directory, or each
// directory the line may be in.
func (s *state) resolve(p string, known bool) ([]string, bool) {
	if !known {
		return []string{p}, false
	}
	if path.IsAbs(p) {
		return []string{path.Clean(p)}, true
	}
	if s.cwd == "" || p == "" {
		return []string{p}, false
	}
	out := []string{path.Join(s.cwd, p)}
	for _, a := range s.alts {
		out = append(out, path.Join(a, p))
	}
	return out, true
}

// maxAlts bounds the directories the line may be in.
const maxAlts = 8

// also adds directories the line may be in instead of the current one.
func (s *state) also(cwd string, alts []string) {
	if s.cwd == "" {
		return
	}
	if cwd == "" {
		s.cwd, s.alts = "", nil
		return
	}
	seen := map[string]bool{s.cwd: true}
	var out []string
	for _, a := range append(append([]string{cwd}, alts...), s.alts...) {
		if !seen[a] {
			seen[a] = true
			out = append(out, a)
		}
	}
	if len(out) > maxAlts {
		s.cwd, s.alts = "", nil
		return
	}
	s.alts = out
}

func sameDirs(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// eval returns a word's value when the walk knows it: literals, quotes,
// a leading ~, and parameters the line assigned (or $PWD, $HOME). Globs
// and everything else make it unknown.
func (s *state) eval(word *syntax.Word) (string, bool) {
	if word == nil {
		return "", false
	}
	var b strings.Builder
	known := true
	for i, part := range word.Parts {
		switch p := part.(type) {
		case *syntax.Lit:
			v := p.Value
			if i == 0 && strings.HasPrefix(v, "~") {
				rest := v[1:]
				if rest != "" && !strings.HasPrefix(rest, "/") || s.home == "" {
					known = false
					break
				}
				b.WriteString(s.home)
				v = rest
			}
			if strings.ContainsAny(v, "*?[") {
				known = false
			}
			b.WriteString(unescapeUnquoted(v))
		case *syntax.SglQuoted:
			b.WriteString(sglText(p))
		case *syntax.DblQuoted:
			for _, inner := range p.Parts {
				switch q := inner.(type) {
				case *syntax.Lit:
					b.WriteString(unescapeDouble(q.Value))
				case *syntax.ParamExp:
					v, ok := s.param(q)
					known = known && ok
					b.WriteString(v)
				default:
					known = false
				}
			}
		case *syntax.ParamExp:
			v, ok := s.param(p)
			// Unquoted, the value is split and globbed: only plain values
			// stay one word.
			if strings.ContainsAny(v, " \t\n*?[") {
				ok = false
			}
			known = known && ok
			b.WriteString(v)
		default:
			known = false
		}
	}
	return b.String(), known
}

func (s *state) param(p *syntax.ParamExp) (string, bool) {
	if p.Excl || p.Length || p.Width || p.Index != nil || p.Slice != nil ||
		p.Repl != nil || p.Names != 0 || p.Exp != nil || p.Param == nil {
		return "", false
	}
	return s.lookup(p.Param.Value)
}

// addWrite records a file the command writes, its target given as a word.
func (w *walker) addWrite(st *state, word *syntax.Word, node syntax.Node, how string) {
	p, known := st.eval(word)
	if !known && word != nil {
		p = wordArg(word).lit
	}
	w.addWritePath(st, p, known, node, how)
}

func (w *walker) addWritePath(st *state, p string, known bool, node syntax.Node, how string) {
	paths, ok := st.resolve(p, known)
	command := w.print(node)
	for _, abs := range paths {
		w.out.Writes = append(w.out.Writes, Write{Path: abs, Dynamic: !ok, Command: command, How: how})
	}
}

package shell

import (
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// A word that expands an upper-case variable of the environment that
// the line never sets ("$DATABASE_URL", "$ES_URL/_search") holds the
// value the session was started with: Claude Code starts each Bash call
// in a new shell from its own environment (the hook's: Env.Getenv), its
// shell snapshot and the SessionStart env file, none of which the leader
// can write, and a member that planted a value could run the program
// itself. Such a value is read, and trusted as the start-up files and
// the project's git configuration are, only where it is what the program
// takes it for: an http(s) URL for curl, promtool and kcat -r (httpValue),
// a connection string that is no option for a database client
// (connectionValue).
//
// "Never sets" must hold by every route bash has: an assignment, a loop
// name, read, printf -v, mapfile, getopts, declare, ${X:=v}, arithmetic,
// {X}> redirections, and those inside functions, loops and inner scripts
// whatever their order. Rather than follow each, the trust is withdrawn
// from any name the line spells out anywhere other than in a plain
// expansion: the words after quote removal and brace expansion, the
// assigned and looped names, and the operands of ${X op word}.

// envTrust holds the names one parsed file spells out, found once and
// only when a word could use them (most lines expand no upper-case
// variable).
type envTrust struct {
	file  *syntax.File
	names map[string]bool
	done  bool
	// all: a brace expansion too large to spell out (maxSpelledBraces)
	// may spell any name.
	all bool
	// outer is the file an inner script (bash -c '...') runs from: its
	// shell passes exported values on.
	outer *envTrust
}

// spelled reports whether the file, or one it runs in, spells name out.
func (t *envTrust) spelled(name string) bool {
	for ; t != nil; t = t.outer {
		if !t.done {
			t.names, t.all = spelledNames(t.file)
			t.done = true
		}
		if t.all || t.names[name] {
			return true
		}
	}
	return false
}

// maxSpelledBraces bounds the words one brace expansion is spelled out
// into: beyond it (or one that cannot be expanded) any name counts as
// spelled, so a line of large expansions costs the walk nothing more.
const maxSpelledBraces = 64

// envLoop returns the environment variables a for loop's items expand,
// when each item is one of them in double quotes ("$ORDERS_URL") with a
// session value, and the loop's name is spelled nowhere else in the line
// (as envTrust.spelled, but for this loop's own name): in its body, and
// after it, the variable then holds one of those values, which a
// database client may take as a connection string (markEnvWords).
func (w *walker) envLoop(l *syntax.WordIter) []string {
	if w.trust == nil || w.trust.outer != nil || len(l.Items) == 0 {
		return nil
	}
	var names []string
	for _, item := range l.Items {
		if len(item.Parts) != 1 {
			return nil
		}
		dq, ok := item.Parts[0].(*syntax.DblQuoted)
		if !ok || len(dq.Parts) != 1 {
			return nil
		}
		pe, ok := dq.Parts[0].(*syntax.ParamExp)
		if !ok || !envParam(pe) {
			return nil
		}
		if _, ok := w.sessionValue(pe.Param.Value); !ok {
			return nil
		}
		names = append(names, pe.Param.Value)
	}
	if spelled, all := spelledNamesBut(w.trust.file, l); all || spelled[l.Name.Value] {
		return nil
	}
	return names
}

// spelledNames returns every identifier in f other than the names of
// plain expansions; all is set when a brace expansion is too large to
// tell.
func spelledNames(f *syntax.File) (names map[string]bool, all bool) {
	return spelledNamesBut(f, nil)
}

// spelledNamesBut is spelledNames without the name of the loop skip.
func spelledNamesBut(f *syntax.File, skip *syntax.WordIter) (names map[string]bool, all bool) {
	names = map[string]bool{}
	add := func(s string) {
		for _, tok := range strings.FieldsFunc(s, func(r rune) bool {
			return !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
		}) {
			names[tok] = true
		}
	}
	syntax.Walk(f, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.Word:
			spellings, ok := wordSpellings(x)
			if !ok {
				all = true
				return false
			}
			for _, s := range spellings {
				add(s)
			}
		case *syntax.Assign:
			if x.Name != nil {
				add(x.Name.Value)
			}
		case *syntax.WordIter:
			if x != skip {
				add(x.Name.Value)
			}
		case *syntax.Redirect:
			if x.N != nil {
				add(x.N.Value)
			}
		case *syntax.ParamExp:
			// ${X:=v} assigns X; every expansion but a plain one
			// counts (those that only read are rare enough to lose the
			// trust).
			if x.Param != nil && !plainParam(x) {
				add(x.Param.Value)
			}
		}
		return !all
	})
	return names, all
}

// wordSpellings returns the literal text of a word as bash passes it,
// once for each brace alternative, its parts run together (E"S"_URL is
// ES_URL) and a blank where a run-time part stands; ok is false for a
// brace expansion beyond maxSpelledBraces words or one that cannot be
// expanded.
func wordSpellings(word *syntax.Word) (out []string, ok bool) {
	words := []*syntax.Word{word}
	if mayHaveBraces(word) {
		cp := &syntax.Word{Parts: append([]syntax.WordPart(nil), word.Parts...)}
		if syntax.SplitBraces(cp) {
			if words, ok = expandBracesUpTo(cp, maxSpelledBraces); !ok {
				return nil, false
			}
		}
	}
	for _, wd := range words {
		var b strings.Builder
		for _, part := range wd.Parts {
			switch p := part.(type) {
			case *syntax.Lit:
				b.WriteString(unescapeUnquoted(p.Value))
			case *syntax.SglQuoted:
				b.WriteString(sglText(p))
			case *syntax.DblQuoted:
				for _, inner := range p.Parts {
					if l, ok := inner.(*syntax.Lit); ok {
						b.WriteString(unescapeDouble(l.Value))
					} else {
						b.WriteByte(' ')
					}
				}
			default:
				b.WriteByte(' ')
			}
		}
		out = append(out, b.String())
	}
	return out, true
}

// plainParam reports $NAME or ${NAME}: an expansion that only reads.
func plainParam(p *syntax.ParamExp) bool {
	return p.Param != nil && p.Flags == nil && !p.Excl && !p.Length && !p.Width && !p.IsSet &&
		p.Split == syntax.OptUnset && p.GlobSubst == syntax.OptUnset && p.RcExpand == syntax.OptUnset &&
		p.NestedParam == nil && p.Index == nil && len(p.Modifiers) == 0 && p.Slice == nil &&
		p.Repl == nil && p.Names == 0 && p.Exp == nil
}

// markEnvWords sets envOnly and envLed on the words whose run-time parts
// are, or start with, values the session was started with.
func (w *walker) markEnvWords(args []arg) {
	for i := range args {
		a := &args[i]
		if !a.dynamic || a.split {
			continue
		}
		only, led := envOnlyWord(a.word), a.lit == "" && envLedWord(a.word)
		if !only && !led {
			if names := w.envLoopWord(a.word); names != nil {
				a.envOnly = true
				for _, n := range names {
					if v, ok := w.sessionValue(n); !ok || !connectionValue(v) {
						a.envOnly = false
					}
				}
			}
			continue
		}
		if led {
			// Only the value the word starts with needs the trust; curl
			// reads it as a URL, so it must be an http(s) one.
			lead := a.word.Parts[0].(*syntax.DblQuoted).Parts[0].(*syntax.ParamExp)
			v, ok := w.sessionValue(lead.Param.Value)
			a.envLed = ok && httpValue(v)
		}
		if only {
			a.envOnly = true
			eachPart(a.word, func(p syntax.WordPart) {
				if pe, ok := p.(*syntax.ParamExp); ok && pe.Param != nil {
					if v, ok := w.sessionValue(pe.Param.Value); !ok || !connectionValue(v) {
						a.envOnly = false
					}
				}
			})
		}
	}
}

// envLoopWord returns the environment variables a word's value is one
// of: "$db" alone in double quotes, where the loop variable db holds one
// (envLoop).
func (w *walker) envLoopWord(word *syntax.Word) []string {
	if word == nil || len(word.Parts) != 1 {
		return nil
	}
	dq, ok := word.Parts[0].(*syntax.DblQuoted)
	if !ok || len(dq.Parts) != 1 {
		return nil
	}
	pe, ok := dq.Parts[0].(*syntax.ParamExp)
	if !ok || !plainParam(pe) {
		return nil
	}
	return w.st.envNames(pe.Param.Value)
}

// httpValue reports a value that starts with an http(s) URL's scheme:
// what follows it in a word cannot make curl read another protocol, nor
// an option.
func httpValue(v string) bool {
	l := strings.ToLower(v)
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://")
}

// connectionValue reports a value a database client may take as its
// connection string: no option (CFLAGS=-O2 or LESS=-R would be one), and
// none of libpq's parameters that write or read a file, spelled out or
// percent-encoded.
func connectionValue(v string) bool {
	if v == "" || v[0] == '-' {
		return false
	}
	l := strings.ToLower(v)
	if strings.IndexByte(l, '%') >= 0 {
		// libpq decodes %XX in a URI's parameter names too.
		l += " " + strings.ToLower(percentDecoded(l))
	}
	return !strings.Contains(l, "sslkeylogfile") && !strings.Contains(l, "servicefile")
}

// percentDecoded decodes the %XX escapes of s, leaving others as they
// are (net/url is not linked into the hooks for this alone).
func percentDecoded(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			if h, ok := hexDigit(s[i+1]); ok {
				if l, ok := hexDigit(s[i+2]); ok {
					b.WriteByte(h<<4 | l)
					i += 2
					continue
				}
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func hexDigit(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// sessionValue returns name's value when it is the one the session was
// started with: in the environment (Env.Getenv: Claude Code gives the
// hook and the Bash tool's shell the same one), not a variable the shell
// sets itself, and never spelled out by the line. A name that is not
// exported is empty, or set by the shell (REPLY after read, BASH_REMATCH
// after =~, OPTARG after getopts) or by the line.
func (w *walker) sessionValue(name string) (string, bool) {
	if w.env.Getenv == nil || shellSets(name) {
		return "", false
	}
	// The value first: the spelling scan walks the whole line.
	v := w.env.Getenv(name)
	if v == "" || w.trust.spelled(name) {
		return "", false
	}
	return v, true
}

// shellSets reports the variables bash or zsh assign on their own while
// a line runs, whatever the environment held.
func shellSets(name string) bool {
	if strings.HasPrefix(name, "BASH") || strings.HasPrefix(name, "ZSH") || strings.HasPrefix(name, "EPOCH") ||
		strings.HasPrefix(name, "COMP_") || strings.HasPrefix(name, "READLINE_") || strings.HasPrefix(name, "COPROC") {
		return true
	}
	switch name {
	case "REPLY", "MAPFILE", "OPTARG", "OPTIND", "OPTERR", "PWD", "OLDPWD", "PIPESTATUS", "FUNCNAME",
		"GROUPS", "DIRSTACK", "SECONDS", "RANDOM", "SRANDOM", "LINENO", "HOSTNAME", "HOSTTYPE",
		"MACHTYPE", "OSTYPE", "PPID", "UID", "EUID", "GID", "EGID", "SHELLOPTS", "SHLVL", "HISTCMD",
		"IFS", "COLUMNS", "LINES", "MATCH", "MBEGIN", "MEND", "TRY_BLOCK_ERROR", "TRY_BLOCK_INTERRUPT",
		"ERRNO", "TTY", "TTYIDLE", "USERNAME", "SIGNALS", "KEYS_QUEUED_COUNT", "UNDO_CHANGE_NO", "_":
		return true
	}
	return false
}

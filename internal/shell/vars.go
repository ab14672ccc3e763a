package shell

import (
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// Variables, arithmetic and expansions that run code.
//
// bash evaluates text as arithmetic in many places ((( )), $(( )), let,
// [[ -eq ]], array subscripts, ${x:offset}, declare -i), and arithmetic
// evaluates a variable's value as an expression in turn, where an array
// subscript may hold $(cmd). So a run-time value in arithmetic runs code
// the line does not show. The model allows arithmetic only on literal
// numbers, variables the line set to a literal number, and $#, $?, $$,
// $!, ${#x}.

// envAllowed reports whether a variable may be set in the environment of
// a read-only command: it changes how output looks, never which program
// runs or which file is written.
func envAllowed(name string, v value) bool {
	if strings.HasPrefix(name, "LC_") {
		return true
	}
	switch name {
	case "LANG", "LANGUAGE", "TZ", "NO_COLOR", "FORCE_COLOR", "CLICOLOR", "CLICOLOR_FORCE",
		"COLUMNS", "LINES", "TERM", "TIME_STYLE", "POSIXLY_CORRECT", "GREP_COLORS",
		"LS_COLORS", "GH_NO_UPDATE_NOTIFIER", "GH_PROMPT_DISABLED", "GIT_TERMINAL_PROMPT",
		"NO_UPDATE_NOTIFIER", "CI", "IFS",
		// Turns off terraform's network check for updates.
		"CHECKPOINT_DISABLE",
		// git reads them as a boolean (a bad one stops it) or by
		// presence: they can only spare the index refresh git status
		// writes, skip replace refs when reading objects, or silence
		// advice; no value names a program or a file.
		"GIT_OPTIONAL_LOCKS", "GIT_NO_REPLACE_OBJECTS", "GIT_ADVICE",
		// Where git stops looking for a repository and how it reads
		// pathspecs: what it finds, never what it runs.
		"GIT_CEILING_DIRECTORIES", "GIT_LITERAL_PATHSPECS", "GIT_GLOB_PATHSPECS", "GIT_NOGLOB_PATHSPECS",
		"GIT_ICASE_PATHSPECS",
		// Colors, backtraces and log levels printed to standard error.
		"SYSTEMD_COLORS", "RUST_BACKTRACE", "RUST_LIB_BACKTRACE", "RUST_LOG",
		// A profile or region of the user's ~/.aws configuration, as aws
		// --profile and --region choose; the target of go env and go
		// list; the mode node code reads.
		"AWS_PROFILE", "AWS_REGION", "AWS_DEFAULT_REGION", "AWS_DEFAULT_OUTPUT", "GOOS", "GOARCH", "NODE_ENV",
		// Where a database client connects and as whom (dbclients.go):
		// never a file it writes or a program it runs. PGDATABASE is
		// not read as a connection string (verified with psql 15);
		// PGSERVICEFILE, PGPASSFILE and PGOPTIONS are not here.
		"PGHOST", "PGHOSTADDR", "PGPORT", "PGUSER", "PGPASSWORD", "PGDATABASE", "PGSSLMODE",
		"PGCONNECT_TIMEOUT", "PGAPPNAME", "PGCLIENTENCODING", "PGSERVICE", "PGTARGETSESSIONATTRS",
		"REDISCLI_AUTH", "MYSQL_PWD", "MYSQL_HOST", "MYSQL_TCP_PORT",
		// How python and node print (inline.go): an encoding, buffering,
		// no bytecode cache, a hash seed, no warnings. Not PYTHONWARNINGS
		// (a category names a module it imports) nor PYTHONPATH,
		// PYTHONSTARTUP or NODE_OPTIONS.
		"PYTHONIOENCODING", "PYTHONUTF8", "PYTHONUNBUFFERED", "PYTHONDONTWRITEBYTECODE", "PYTHONHASHSEED",
		"NODE_NO_WARNINGS", "NODE_DISABLE_COLORS":
		return true
	case "PAGER", "GIT_PAGER", "GH_PAGER", "MANPAGER", "SYSTEMD_PAGER", "BAT_PAGER", "AWS_PAGER":
		return v.known && (v.s == "cat" || v.s == "")
	case "PGOPTIONS":
		// Options the server applies to the session: only settings that
		// bound or label it (-c default_transaction_read_only=on), never
		// search_path (which chooses whose functions a name calls) or a
		// library to load.
		return v.known && pgOptionsSafe(v.s)
	case "PIP_DISABLE_PIP_VERSION_CHECK":
		// It can only turn pip's check for a newer pip off.
		return v.known
	case "GIT_TRACE", "GIT_TRACE_PERFORMANCE", "GIT_TRACE_SETUP", "GIT_TRACE_PACKET", "GIT_TRACE_CURL",
		"GIT_TRACE_PACK_ACCESS", "GIT_TRACE_REFS", "GIT_TRACE2", "GIT_TRACE2_PERF", "GIT_TRACE2_EVENT",
		"GIT_CURL_VERBOSE":
		// 1, 2 or true print to standard error; a path or another
		// descriptor would be written to.
		return v.known && (v.s == "0" || v.s == "1" || v.s == "2" || v.s == "true" || v.s == "false")
	case "LESS", "SYSTEMD_LESS":
		// Display options only: not -o/-O (a log file), -k (a key file
		// that can bind shell commands), + (commands) or long options.
		return v.known && strings.Trim(v.s, "-FRSXKMiIJWwx0123456789") == "" && !strings.Contains(v.s, "--")
	case "GOPROXY", "GOWORK":
		// off only: no module download, no go.work file.
		return v.known && v.s == "off"
	case "GOFLAGS":
		return v.known && v.s == "-mod=readonly"
	case "DEBIAN_FRONTEND":
		// Not editor or the interactive frontends.
		return v.known && v.s == "noninteractive"
	case "GOTOOLCHAIN":
		// local only forbids go to download another toolchain.
		return v.known && v.s == "local"
	case "CGO_ENABLED":
		// 0 only: the go command then leaves cgo files out and runs no C
		// compiler (govulncheck's go list -compiled: langaudit.go).
		return v.known && v.s == "0"
	}
	return false
}

// shellOnly reports whether a line may set name as a shell variable that
// no program sees: a name with a lower-case letter (programs read
// upper-case environment variables) other than the proxy variables,
// zsh's special parameters and a name private reports as exported
// (Env.Exported), one of bash's harmless specials, or an upper-case name
// private reports as not exported that neither shell reads itself.
func shellOnly(name string, private func(string) bool) bool {
	switch name {
	case "REPLY", "OPTIND", "OPTARG", "IFS", "MAPFILE", "COPROC":
		return true
	case "http_proxy", "https_proxy", "ftp_proxy", "all_proxy", "no_proxy", "rsync_proxy":
		return false
	}
	if zshSpecial(name) {
		return false
	}
	if strings.ToUpper(name) != name {
		// A lower-case name is exported only if the environment has it
		// (npm_config_script_shell): then it reaches every program.
		return private == nil || private(name)
	}
	return private != nil && !shellReads(name) && private(name)
}

// unsetPathViolation refuses unsetting PATH (unset PATH, or local PATH in
// a function): bash then looks programs up in its built-in default path,
// which ends with the working directory, so a program not installed in
// /usr/bin or /bin runs from the project (checked: bash 5.2).
func unsetPathViolation(name string, node syntax.Node) *violation {
	if name != "PATH" && !strings.HasPrefix(name, "PATH[") {
		return nil
	}
	return &violation{node: node, reason: "unsetting `PATH` makes bash search its default path, which ends with the working directory"}
}

// zshSpecial reports whether name is one of zsh's special parameters
// with a lower-case name, which Claude Code's shell has when zsh is the
// user's shell: path=(dir $path) and commands=(ls prog) choose the
// program a later word runs, functions=(ls 'body') defines a function,
// options=(allexport on) exports every later assignment, cdpath and
// nameddirs move cd, and zsh/mapfile's mapfile[f]=text writes a file.
// Each was checked with zsh 5.9.
func zshSpecial(name string) bool {
	if strings.HasSuffix(name, "_functions") {
		// chpwd_functions, precmd_functions, zshexit_functions, ...:
		// hooks zsh calls by name.
		return true
	}
	switch name {
	case "path", "cdpath", "fpath", "manpath", "mailpath", "module_path", "fignore", "psvar",
		"watch", "histchars", "prompt", "options", "commands", "functions", "dis_functions",
		"functions_source", "builtins", "dis_builtins", "reswords", "dis_reswords", "aliases",
		"dis_aliases", "galiases", "dis_galiases", "saliases", "dis_saliases", "parameters",
		"modules", "dirstack", "history", "historywords", "jobdirs", "jobtexts", "jobstates",
		"nameddirs", "userdirs", "usergroups", "patchars", "dis_patchars", "mapfile",
		"sysparams", "errnos", "terminfo", "termcap", "keymaps", "widgets", "zle_highlight",
		"region_highlight", "zsh_scheduled_events":
		return true
	}
	return false
}

// shellReads reports whether bash or zsh reads an upper-case variable
// itself while it runs a line, exported or not (PATH chooses programs,
// CDPATH moves cd, PS4 is expanded by set -x, zsh runs NULLCMD for a
// bare redirection); whether Claude Code sets it for the Bash tool's
// shell (CLAUDE_*, AI_AGENT, TMUX, TRACEPARENT, GIT_CONFIG_PARAMETERS),
// which the hook may not see; or whether it names configuration that
// makes a program run code or read another file (EDITOR, GIT_*, LD_*,
// the compilers' and toolchains' variables, the list Claude Code itself
// refuses to take from a project, and any name shaped like a program's
// setting: *_CONFIG, WGETRC, *_HOME, *_OPTS, *_PATH, *_COMMAND, ...): a
// startup file may export it after Claude Code started, or turn on
// allexport for the Bash tool's shell, where the model cannot see it.
func shellReads(name string) bool {
	for _, p := range []string{"BASH", "ZSH", "HIST", "PS", "PROMPT", "RPROMPT", "RPS", "COMP", "READLINE",
		"TMP", "TEMP", "GIT_", "LD_", "DYLD_", "MAIL", "EPOCH", "ZLE_", "CORRECT_", "TERMINFO", "WATCH",
		"CLAUDE", "TMUX", "XDG_", "NPM_", "BUN_", "NODE_", "PYTHON", "PERL", "RUBY", "GEM_", "BUNDLE_",
		"JAVA", "_JAVA", "JDK_", "JVM_", "MAVEN", "GRADLE", "ANT_", "SBT_", "LEIN_", "ES_JAVA", "SONAR",
		"CARGO", "RUST", "CGO_", "GO", "CC", "CXX", "CPP", "CFLAGS", "LDFLAGS", "MAKE", "GNUMAKE", "AWK",
		"GCC_", "HOST_", "TARGET_", "COMPILER_", "OPENSSL", "DOTNET", "SSH_", "SUDO_", "GNUPG", "GPG",
		"LESS", "CLOUDSDK_", "PYENV", "RBENV", "NODENV", "GOENV", "JENV", "PLENV", "ASDF_", "VOLTA_",
		"CONDA", "VIRTUAL_ENV", "UV_", "GH_", "DOCKER", "KUBECONFIG", "KUBECTL_", "KUBE_EDITOR", "KUBECACHEDIR", "HELM_", "R_", "COREPACK", "PKG_CONFIG",
		"AWS_", "AZURE_", "GOOGLE_", "TF_", "TERRAFORM", "ANSIBLE", "VAULT_", "PIP_", "POETRY_", "PIPENV_",
		"YARN_", "PNPM_", "DENO_", "PYTEST_", "BAT_", "DELTA_", "FZF_", "JQ_", "MYSQL", "PG", "SQLITE",
		"REDIS", "SYSTEMD_"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	// Names shaped like a program's settings: where its configuration,
	// plugins or home are, the options or command it adds.
	for _, suffix := range []string{"_CONFIG", "_CONFIG_FILE", "_CONFIG_PATH", "_CONFIG_DIR", "_CONF", "_RC",
		"_RCFILE", "_HOME", "_OPTS", "_OPTIONS", "_ARGS", "_FLAGS", "_PATH", "_COMMAND", "_CMD", "_EDITOR",
		"_PAGER", "_PROGRAM", "_EXEC", "_SHELL", "_PLUGINS", "_PLUGIN_PATH", "_HOOK", "_HOOKS", "_PRELOAD"} {
		if strings.HasSuffix(name, suffix) {
			return true
		}
	}
	switch name {
	case "PATH", "CDPATH", "FPATH", "MANPATH", "MODULE_PATH", "HOME", "PWD", "OLDPWD", "SHELL",
		"SHELLOPTS", "ENV", "GLOBIGNORE", "EXECIGNORE", "GLOBSORT", "FCEDIT", "EDITOR", "VISUAL",
		"PAGER", "MANPAGER", "BROWSER", "FUNCNEST", "TIMEFORMAT", "TIMEFMT", "TMOUT",
		"POSIXLY_CORRECT", "NULLCMD", "READNULLCMD", "STTY", "ARGV0", "KEYBOARD_HACK",
		"WORDCHARS", "LOGCHECK", "REPORTTIME", "REPORTMEMORY", "SPROMPT", "POSTEDIT",
		"INPUTRC", "HOSTFILE", "IGNOREEOF", "LINENO", "SECONDS", "RANDOM", "SRANDOM", "UID",
		"EUID", "GID", "EGID", "USERNAME", "USER", "LOGNAME", "PPID", "SHLVL", "OPTERR",
		"CHILD_MAX", "DIRSTACKSIZE", "LISTMAX", "SAVEHIST", "KEYTIMEOUT", "ZBEEP", "PIPESTATUS",
		"GROUPS", "FUNCNAME", "DIRSTACK", "HOSTNAME", "HOSTTYPE", "MACHTYPE", "OSTYPE", "TERM",
		"LANG", "LANGUAGE", "TZ", "COLUMNS", "LINES", "AI_AGENT", "TRACEPARENT",
		"AR", "AS", "LD", "LEX", "YACC", "RANLIB", "ARFLAGS", "RANLIBFLAGS", "NM", "STRIP",
		"OBJCOPY", "OBJDUMP", "FC", "F77", "FFLAGS", "FCFLAGS", "LDLIBS", "MFLAGS", "GCONV_PATH",
		"NLSPATH", "DEVELOPER_DIR", "DEPENDENCIES_OUTPUT", "SUNPRO_DEPENDENCIES", "LIBRARY_PATH",
		"CPATH", "C_INCLUDE_PATH", "CPLUS_INCLUDE_PATH", "RSYNC_RSH", "CVS_RSH", "TAR_OPTIONS",
		"SOPS_GPG_EXEC", "RIPGREP_CONFIG_PATH", "FZF_DEFAULT_COMMAND", "SYSTEMD_EDITOR", "SYSTEMD_PAGER",
		"WGETRC", "IRBRC", "GEMRC", "SCREENRC", "MYVIMRC", "VIMINIT", "EXINIT", "NPMRC", "CURL_HOME":
		return true
	}
	return false
}

// assignReason explains why setting a variable is not read-only work, or
// returns "". private is Env.Exported's negation when the line's shell
// cannot have exported an upper-case name the line sets (see
// walker.private), nil otherwise.
func assignReason(name string, v value, exported bool, private func(string) bool) string {
	if envAllowed(name, v) {
		return ""
	}
	if !exported && shellOnly(name, private) {
		return ""
	}
	if exported {
		return "setting `" + name + "` in the environment can change what a command runs or writes (allowed: LC_*, LANG, TZ, NO_COLOR, COLUMNS, PAGER=cat, ...)"
	}
	return "setting `" + name + "` can change what a later command runs or writes (allowed: lower-case shell variables, upper-case ones not in the environment that the shell does not read itself, LC_*, LANG, TZ, NO_COLOR, COLUMNS, PAGER=cat, ...)"
}

// setVar records an assignment the line makes and checks it.
func (w *walker) setVar(name string, val string, known bool, node syntax.Node) {
	w.setVarExported(name, val, known, false, node)
}

func (w *walker) setVarExported(name string, val string, known, exported bool, node syntax.Node) {
	w.setVarEnv(name, val, known, exported, exported, node)
}

// setVarEnv records an assignment: checked as one that reaches a
// program's environment when env is set, and remembered as exported
// when exported is set (a prefix assignment reaches the environment of
// its command only).
func (w *walker) setVarEnv(name string, val string, known, env, exported bool, node syntax.Node) {
	v := value{s: val, known: known}
	if r := assignReason(name, v, env, w.private); r != "" {
		w.fail(&violation{node: node, reason: r})
	}
	v.exported = exported
	w.st.set(name, v)
}

// varName checks a word a builtin takes as a variable name (read, printf
// -v, mapfile, unset, getopts, test -v): it must be literal, and a
// subscript a literal number, since bash evaluates it as arithmetic.
func (w *walker) varName(a arg, node syntax.Node, what string) (string, bool) {
	if a.dynamic {
		w.fail(&violation{node: node, reason: what + " takes a variable name that is not literal (bash evaluates subscripts as code)"})
		return "", false
	}
	name, sub, hasSub := strings.Cut(a.lit, "[")
	if hasSub {
		sub = strings.TrimSuffix(sub, "]")
		if !isNumber(sub) && sub != "@" && sub != "*" {
			w.fail(&violation{node: node, reason: what + " takes `" + shorten(a.lit) + "`, whose subscript bash evaluates as arithmetic, which can run commands"})
			return "", false
		}
	}
	return name, true
}

func isNumber(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "-"), "+")
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func isName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9' {
			continue
		}
		return false
	}
	return true
}

// assign checks an assignment: a prefix of a command (prefix, it goes
// into that command's environment) or a statement of its own.
func (w *walker) assign(as *syntax.Assign, node syntax.Node, prefix bool) {
	w.words(as)
	if as.Index != nil {
		w.arithm(as.Index, node)
	}
	if as.Name == nil || as.Naked {
		return
	}
	val, known := "", true
	if as.Value != nil {
		val, known = w.st.eval(as.Value)
		if as.Append {
			// f+=.json appends to what f held: known only when both are.
			prev, had := w.st.lookup(as.Name.Value)
			val, known = prev+val, known && had
		}
	} else if as.Array != nil {
		known = false
		for _, e := range as.Array.Elems {
			if e.Index != nil {
				w.arithm(e.Index, node)
			}
		}
	}
	w.setVarEnv(as.Name.Value, val, known, prefix, false, node)
	if prefix {
		// f=x cmd sets f for cmd only: the shell's f keeps its value
		// (a special builtin's or a function's call aside), which the
		// walk no longer claims to know.
		w.st.unset(as.Name.Value)
		return
	}
	if !known && !as.Append {
		// base=$(git merge-base a b): bash does not split an assignment's
		// value, so the first line of the output decides, as in "$(...)".
		// t=$(stat -c %Y f): arithmetic on t reads numbers only.
		noDash, numeric := w.substStartsNoDash(as.Value), w.substArithSafe(as.Value)
		if noDash || numeric {
			w.st.set(as.Name.Value, value{noDash: noDash, numeric: numeric})
		}
	}
}

// substArithSafe reports a value that is one command substitution, quoted
// or not, of a command whose output arithmetic reads as numbers only.
func (w *walker) substArithSafe(word *syntax.Word) bool {
	if word == nil || len(word.Parts) != 1 {
		return false
	}
	part := word.Parts[0]
	if dq, ok := part.(*syntax.DblQuoted); ok && len(dq.Parts) == 1 {
		part = dq.Parts[0]
	}
	cs, ok := part.(*syntax.CmdSubst)
	return ok && len(cs.Stmts) == 1 && arithSafeOutput(cs.Stmts[0]) && !w.callsFunction(cs)
}

// decl checks declare, local, export, readonly, typeset and nameref.
func (w *walker) decl(x *syntax.DeclClause) {
	variant := x.Variant.Value
	exported := variant == "export"
	integer, unexport := false, false
	readonly := variant == "readonly"
	recased := false // -l, -u, -c: the value given here changes case too
	for _, as := range x.Args {
		if !as.Naked || as.Name != nil || as.Value == nil {
			continue
		}
		a := wordArg(as.Value)
		if a.dynamic {
			w.fail(&violation{node: x, reason: "`" + variant + "` has a word that is not literal"})
			return
		}
		if strings.HasPrefix(a.lit, "-") || strings.HasPrefix(a.lit, "+") {
			flags := a.lit[1:]
			if strings.HasPrefix(a.lit, "+") {
				// declare +x takes the names out of the environment.
				unexport = unexport || strings.ContainsRune(flags, 'x')
				continue
			}
			if strings.ContainsRune(flags, 'n') || variant == "nameref" {
				w.fail(&violation{node: x, reason: "`" + variant + " -n` makes a name refer to another variable"})
			}
			if strings.ContainsRune(flags, 'x') {
				exported = true
			}
			recased = recased || strings.ContainsAny(flags, "lucLRZ")
			if strings.ContainsAny(flags, "rlucLRZ") {
				// -r refuses later assignments; -l, -u and -c change the
				// case of every value given to the name, and zsh's -L, -R
				// and -Z cut or pad it to a width (typeset -R2 x=abc-o
				// holds -o): either way the walk cannot take an assigned
				// value as the variable's.
				readonly = true
			}
			if strings.ContainsRune(flags, 'T') {
				// zsh's typeset -T EDITOR ed ties the names: ed=(prog)
				// sets EDITOR, exported if it already was.
				w.fail(&violation{node: x, reason: "`" + variant + " -T` ties a variable to another, so setting one sets the other"})
			}
			if strings.ContainsAny(flags, "EF") {
				// zsh's floating-point variables evaluate every value
				// given to them as arithmetic, as -i does.
				w.fail(&violation{node: x, reason: "`" + variant + " -E` or `-F` makes every later assignment to its names arithmetic"})
			}
			if strings.ContainsRune(flags, 'i') {
				integer = true
				// Every later assignment to the name is arithmetic too
				// (declare -i n; n='a[$(cmd)]' runs cmd), wherever it is.
				w.fail(&violation{node: x, reason: "`" + variant + " -i` makes every later assignment to its names arithmetic, which can run commands"})
			}
			if strings.ContainsRune(flags, 'f') && exported {
				w.fail(&violation{node: x, reason: "`" + variant + " -f` exports a function to other programs"})
			}
		}
	}
	if variant == "nameref" {
		w.fail(&violation{node: x, reason: "`nameref` makes a name refer to another variable"})
	}
	for _, as := range x.Args {
		w.words(as)
		if as.Index != nil {
			w.arithm(as.Index, x)
		}
		switch {
		case as.Name != nil:
			val, known := "", !as.Naked
			if as.Value != nil {
				val, known = w.st.eval(as.Value)
			} else if as.Array != nil {
				known = false
			}
			if as.Append {
				// declare f+=x appends (local f+=x starts a new local
				// variable): the model does not follow which.
				known = false
			}
			if integer && !(known && isNumber(val)) && !as.Naked {
				w.fail(&violation{node: x, reason: "`" + variant + " -i` evaluates the value of `" + as.Name.Value + "` as arithmetic, which can run commands"})
			}
			if as.Naked {
				// declare NAME / export NAME: the value stays what it is.
				if unexport || !exported && variant != "readonly" {
					// declare +x takes it out of the environment; local
					// NAME (and declare NAME in a function) makes a new
					// variable without a value that is not exported.
					w.st.unset(as.Name.Value)
					if !unexport {
						w.fail(unsetPathViolation(as.Name.Value, x))
					}
				}
				if exported {
					if r := assignReason(as.Name.Value, value{}, true, nil); r != "" {
						w.fail(&violation{node: x, reason: r})
					}
				}
				if readonly {
					w.st.markReadonly(as.Name.Value)
				}
				continue
			}
			w.setVarExported(as.Name.Value, val, known && !recased, exported && !unexport, x)
			if readonly {
				w.st.markReadonly(as.Name.Value)
			}
		case as.Value != nil:
			a := wordArg(as.Value)
			if a.dynamic || strings.HasPrefix(a.lit, "-") || strings.HasPrefix(a.lit, "+") {
				continue
			}
			// A quoted NAME=value or NAME[sub]=value the parser left as a word.
			name, val, hasVal := strings.Cut(a.lit, "=")
			n, ok := w.varName(arg{lit: name}, x, "`"+variant+"`")
			if !ok {
				continue
			}
			if !isName(n) {
				w.fail(&violation{node: x, reason: "`" + variant + "` has a word that is not a variable name"})
				continue
			}
			if readonly {
				defer w.st.markReadonly(n)
			}
			if hasVal {
				if integer && !isNumber(val) {
					w.fail(&violation{node: x, reason: "`" + variant + " -i` evaluates a value as arithmetic, which can run commands"})
				}
				w.setVarExported(n, val, !recased, exported && !unexport, x)
			} else if unexport {
				w.st.unset(n)
			} else if !exported && variant != "readonly" {
				w.fail(unsetPathViolation(n, x))
			} else if exported {
				if r := assignReason(n, value{}, true, nil); r != "" {
					w.fail(&violation{node: x, reason: r})
				}
			}
		}
	}
}

// paramExp checks one parameter expansion: ${x@P} runs the value's
// command substitutions, ${!x} may name an array element whose subscript
// runs code, ${x:=v} assigns, and subscripts and offsets are arithmetic.
func (w *walker) paramExp(p *syntax.ParamExp) {
	if p.Exp != nil {
		switch p.Exp.Op {
		case syntax.OtherParamOps:
			if p.Exp.Word != nil && strings.ContainsAny(wordArg(p.Exp.Word).lit, "P") {
				w.fail(&violation{node: p, reason: "`${x@P}` expands the value like a prompt, which runs its command substitutions"})
			}
		case syntax.AssignUnset, syntax.AssignUnsetOrNull:
			if p.Param != nil {
				val, known := "", false
				if p.Exp.Word != nil {
					val, known = w.st.eval(p.Exp.Word)
				}
				if r := assignReason(p.Param.Value, value{s: val, known: known}, false, w.private); r != "" {
					w.fail(&violation{node: p, reason: r})
				}
				w.st.set(p.Param.Value, value{})
			}
		}
	}
	if p.Excl && p.Names == 0 && p.Index == nil {
		// ${!x}: indirection through a name only known at run time.
		if p.Param != nil {
			if v, ok := w.st.lookup(p.Param.Value); !ok || !isName(v) {
				w.fail(&violation{node: p, reason: "`${!" + p.Param.Value + "}` expands a variable named at run time, whose subscript bash evaluates as code"})
			}
		}
	}
	if p.Index != nil {
		if wd, ok := p.Index.(*syntax.Word); !ok || !(wordArg(wd).is("@") || wordArg(wd).is("*")) {
			w.arithm(p.Index, p)
		}
	}
	if p.Slice != nil {
		if p.Slice.Offset != nil {
			w.arithm(p.Slice.Offset, p)
		}
		if p.Slice.Length != nil {
			w.arithm(p.Slice.Length, p)
		}
	}
}

// arithm checks an arithmetic expression: its operands must be literal
// numbers or variables whose value the line knows is a number. Variables
// the expression assigns become known numbers.
func (w *walker) arithm(e syntax.ArithmExpr, node syntax.Node) {
	var walk func(e syntax.ArithmExpr, read bool)
	walk = func(e syntax.ArithmExpr, read bool) {
		switch x := e.(type) {
		case *syntax.BinaryArithm:
			if isAssignOp(x.Op) {
				walk(x.Y, true)
				walk(x.X, x.Op != syntax.Assgn)
				if wd, ok := x.X.(*syntax.Word); ok {
					a := wordArg(wd)
					if a.dynamic || !isName(a.lit) {
						// (( path[1]=3 )) and (( PATH[0]=3 )) set an
						// element of a variable the shell reads (zsh's
						// path array, bash's PATH as element 0).
						w.fail(&violation{node: node, reason: "arithmetic assigns to `" + shorten(printNode(wd)) + "`, which is no plain variable name"})
						return
					}
					if r := assignReason(a.lit, value{s: "0", known: true}, false, w.private); r != "" {
						w.fail(&violation{node: node, reason: r})
					}
					w.st.set(a.lit, value{s: "0", known: true})
				}
				return
			}
			walk(x.X, true)
			walk(x.Y, true)
		case *syntax.UnaryArithm:
			walk(x.X, true)
			if x.Op == syntax.Inc || x.Op == syntax.Dec {
				if wd, ok := x.X.(*syntax.Word); ok {
					if a := wordArg(wd); !a.dynamic && isName(a.lit) {
						w.st.set(a.lit, value{s: "0", known: true})
					}
				}
			}
		case *syntax.ParenArithm:
			walk(x.X, true)
		case *syntax.Word:
			if !read {
				return
			}
			if !w.arithmOperand(x) {
				w.fail(&violation{node: node, reason: "arithmetic on `" + shorten(printNode(x)) + "` evaluates a run-time value as code (array subscripts in it can run commands)"})
			}
		default:
			w.fail(&violation{node: node, reason: "an arithmetic expression the model does not understand"})
		}
	}
	walk(e, true)
}

// arithmOperand reports whether an operand is a number or a variable the
// line knows holds a number.
func (w *walker) arithmOperand(wd *syntax.Word) bool {
	if len(wd.Parts) == 1 {
		switch p := wd.Parts[0].(type) {
		case *syntax.Lit:
			s := p.Value
			if isArithNumber(s) {
				return true
			}
			if isName(s) {
				v, ok := w.st.lookup(s)
				return ok && isNumber(v) || w.st.numeric(s)
			}
			return false
		case *syntax.ParamExp:
			return w.numericParam(p)
		case *syntax.CmdSubst:
			return len(p.Stmts) == 1 && arithSafeOutput(p.Stmts[0]) && !w.callsFunction(p)
		case *syntax.DblQuoted:
			if len(p.Parts) == 1 {
				switch in := p.Parts[0].(type) {
				case *syntax.ParamExp:
					return w.numericParam(in)
				case *syntax.CmdSubst:
					return len(in.Stmts) == 1 && arithSafeOutput(in.Stmts[0]) && !w.callsFunction(in)
				}
			}
		}
	}
	return false
}

func (w *walker) numericParam(p *syntax.ParamExp) bool {
	if p.Length && p.Index == nil && p.Exp == nil {
		return true
	}
	if p.Param == nil || p.Exp != nil || p.Excl || p.Index != nil || p.Slice != nil || p.Repl != nil {
		return false
	}
	switch p.Param.Value {
	case "#", "?", "$", "!":
		return true
	}
	v, ok := w.st.lookup(p.Param.Value)
	return ok && isNumber(v) || w.st.numeric(p.Param.Value)
}

// isArithNumber accepts 12, 0x1F, 017, 2#101, 64#zZ.
func isArithNumber(s string) bool {
	if s == "" {
		return false
	}
	if base, digits, ok := strings.Cut(s, "#"); ok {
		if !isNumber(base) || digits == "" {
			return false
		}
		for i := 0; i < len(digits); i++ {
			c := digits[i]
			if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '@' || c == '_') {
				return false
			}
		}
		return true
	}
	if strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X") {
		return len(s) > 2 && strings.Trim(s[2:], "0123456789abcdefABCDEF") == ""
	}
	return isNumber(s)
}

// test checks [[ ]]: -eq and the other numeric comparisons evaluate both
// sides as arithmetic; -v evaluates a subscript.
func (w *walker) test(e syntax.TestExpr, node syntax.Node) {
	switch x := e.(type) {
	case *syntax.BinaryTest:
		switch x.Op {
		case syntax.TsEql, syntax.TsNeq, syntax.TsLeq, syntax.TsGeq, syntax.TsLss, syntax.TsGtr:
			for _, side := range []syntax.TestExpr{x.X, x.Y} {
				wd, ok := side.(*syntax.Word)
				if !ok || !w.arithmOperand(wd) {
					w.fail(&violation{node: node, reason: "`[[ ... " + x.Op.String() + " ... ]]` evaluates its operands as arithmetic, which can run commands in array subscripts"})
					return
				}
			}
			return
		}
		w.test(x.X, node)
		w.test(x.Y, node)
	case *syntax.UnaryTest:
		if x.Op == syntax.TsVarSet {
			if wd, ok := x.X.(*syntax.Word); ok {
				w.varName(wordArg(wd), node, "`-v`")
				return
			}
		}
		w.test(x.X, node)
	case *syntax.ParenTest:
		w.test(x.X, node)
	}
}

func isAssignOp(op syntax.BinAritOperator) bool {
	switch op {
	case syntax.Assgn, syntax.AddAssgn, syntax.SubAssgn, syntax.MulAssgn, syntax.QuoAssgn,
		syntax.RemAssgn, syntax.AndAssgn, syntax.OrAssgn, syntax.XorAssgn, syntax.ShlAssgn,
		syntax.ShrAssgn, syntax.AndBoolAssgn, syntax.OrBoolAssgn, syntax.XorBoolAssgn, syntax.PowAssgn:
		return true
	}
	return false
}

// mayExportAll reports whether the line may turn on allexport, after
// which every assignment goes into the environment: set -a (alone or in
// a bundle), set -o allexport, shopt -o, zsh's setopt and emulate, a
// set whose words are only known at run time, or a command whose name
// is. Quoting does not hide set from it: the words are read after quote
// removal.
func mayExportAll(f *syntax.File) bool {
	found := false
	syntax.Walk(f, func(n syntax.Node) bool {
		call, ok := n.(*syntax.CallExpr)
		if found || !ok {
			return !found
		}
		args := wordArgs(call.Args)
		for len(args) > 0 && (args[0].is("builtin") || args[0].is("command")) {
			args = args[1:]
		}
		if len(args) == 0 {
			return true
		}
		switch {
		case args[0].dynamic:
			// $cmd -a: the word may be set.
			found = true
		case args[0].is("setopt"), args[0].is("unsetopt"), args[0].is("emulate"):
			found = true
		case args[0].is("set"), args[0].is("shopt"):
			for _, a := range args[1:] {
				norm := strings.ToLower(strings.ReplaceAll(a.lit, "_", ""))
				if a.dynamic || strings.Contains(norm, "allexport") ||
					args[0].is("set") && len(a.lit) > 1 && (a.lit[0] == '-' || a.lit[0] == '+') && a.lit != "--" && strings.Contains(a.lit, "a") ||
					args[0].is("shopt") && strings.HasPrefix(a.lit, "-") && strings.Contains(a.lit, "o") {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// pgOptionsSafe reports whether PGOPTIONS holds only -c name=value (or
// --name=value) settings that make the session read-only, bound its
// time or label it, with plain values.
func pgOptionsSafe(s string) bool {
	fields := strings.Fields(s)
	if len(fields) == 0 {
		return false
	}
	for i := 0; i < len(fields); i++ {
		setting := fields[i]
		switch {
		case setting == "-c" && i+1 < len(fields):
			i++
			setting = fields[i]
		case strings.HasPrefix(setting, "-c") && len(setting) > 2:
			setting = setting[2:]
		case strings.HasPrefix(setting, "--"):
			setting = setting[2:]
		default:
			return false
		}
		name, val, ok := strings.Cut(setting, "=")
		if !ok || val == "" || strings.Trim(val, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.:+-") != "" {
			return false
		}
		switch strings.ToLower(strings.ReplaceAll(name, "-", "_")) {
		case "default_transaction_read_only", "transaction_read_only", "statement_timeout", "lock_timeout",
			"idle_in_transaction_session_timeout", "application_name", "client_min_messages", "timezone",
			"datestyle", "intervalstyle", "extra_float_digits", "bytea_output":
		default:
			return false
		}
	}
	return true
}

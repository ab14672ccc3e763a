package shell

import (
	"fmt"
	"io/fs"
	"path"
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// Env is what the caller knows about where a command line runs.
type Env struct {
	// Cwd is the directory the line starts in (the hook's cwd). Relative
	// paths, cd and $PWD are resolved against it. Empty: unknown, and
	// every relative write is Dynamic.
	Cwd string
	// Home is the user's home directory, for ~ and $HOME. Empty: unknown.
	Home string
	// ProjectDir is the project root (CLAUDE_PROJECT_DIR); informational
	// for judges, the model itself does not use it.
	ProjectDir string
	// Shell is the program Claude Code's Bash tool runs the line with
	// (ccfacts.BashToolShell), "" when unknown. The model reads a line as
	// bash and as zsh both unless it is known to be bash: then the
	// readings only zsh has (a leading ^ that negates a pattern under
	// extendedglob) do not apply.
	Shell string
	// ExtraReadOnly names commands a project declares read-only, whatever
	// their arguments. An entry of several words ("make lint") matches a
	// command whose first words are exactly those.
	ExtraReadOnly []string
	// Judge, when set, is asked first about every simple command the line
	// runs (wrapped ones included). It returns ok=false to leave the
	// verdict to the model, or ok=true with readOnly and, when not
	// read-only, a reason. leader-guard uses it for teamctl.
	Judge func(Invocation) (readOnly bool, reason string, ok bool)
	// ReadDir lists a directory (os.ReadDir), for the checks that depend
	// on the files where a command runs: an interpreter given code on the
	// line loads modules from its working directory (python -c imports a
	// json.py there) and node's require of a literal path must name a
	// plain JSON file. Nil: the model cannot look, and those commands
	// are not read-only.
	ReadDir ReadDirFunc
	// Exported reports whether a variable is in the environment the
	// line's shell starts with: Claude Code starts the Bash tool's shell
	// and the hook with the same environment, so the hook's own answers.
	// A line may then set an upper-case name that is not there
	// (POD=$(kubectl get pods ...); kubectl logs "$POD") and that the
	// shell does not read itself: no program sees it unless the line
	// exports it, which is checked on its own, and a line that may turn
	// on allexport (set -a) gets no such leave. Nil: any upper-case name
	// may already be exported, and setting one is not read-only.
	Exported func(name string) bool
	// Getenv returns a variable's value in that same environment. A word
	// that is, or starts with, such a value may be read as the value it
	// is (envtrust.go): a connection string that starts with no dash
	// (psql "$DATABASE_URL"), an http(s) URL (curl "$ES_URL/_search").
	// Nil: no value is known, and such words are refused.
	Getenv func(name string) string
}

// ReadDirFunc lists a directory's entries, as os.ReadDir does (without
// following a symbolic link among them).
type ReadDirFunc func(dir string) ([]fs.DirEntry, error)

// Analysis is everything the model found in one command line, from one
// parse and one walk.
type Analysis struct {
	// ParseError is set when the line does not parse or is too complex to
	// check (see [ErrTooComplex]); ReadOnly is then false and the lists
	// are empty.
	ParseError error
	// ReadOnly is true when every command in the line only looks.
	ReadOnly bool
	// Command is the first offending simple command or construct, printed
	// back as one short line of shell; Reason says why in one lowercase
	// phrase. Both empty when ReadOnly.
	Command, Reason string
	// Writes lists every file a command in the line writes, deletes or
	// changes, as far as the model knows the program (see
	// Invocation.Modeled).
	Writes []Write
	// Invocations lists every simple command the line runs, in order:
	// inside substitutions, wrappers (env, timeout, nice, command, ...),
	// xargs and find -exec, and, up to three levels deep, the strings
	// given to bash -c, sh -c and eval.
	Invocations []Invocation
	// Texts is the text the line puts into artifacts (see
	// [ExtractArtifacts]).
	Texts []Text
	// GitCommit is set when the line runs git commit.
	GitCommit bool
}

// Write is one file a command writes.
type Write struct {
	// Path is absolute and cleaned when the target is known: resolved
	// against the tracked working directory (Env.Cwd, cd, pushd, popd),
	// $PWD, ~, $HOME and literal variables the line assigned before.
	// Symbolic links are not resolved (the caller has the file system).
	// When Dynamic, Path is the target as far as it is known (maybe
	// relative, maybe empty).
	Path string
	// Dynamic is set when the target is not statically known.
	Dynamic bool
	// Command is the simple command (or statement) as shell text.
	Command string
	// How names the route: "redirection", "tee", "cp", "mv", "sed -i", ...
	How string
}

// Invocation is one simple command the line runs.
type Invocation struct {
	// Program is the command's base name when the name is literal
	// ("teamctl" for teamctl, ./teamctl and /usr/local/bin/teamctl); ""
	// when the name is only known at run time.
	Program string
	// Path is the name as written ("./teamctl", "/usr/local/bin/teamctl",
	// "teamctl").
	Path string
	// Args are the words after the name, brace-expanded, quotes removed;
	// a word that is not literal holds its literal prefix.
	Args []string
	// Dynamic is set when some word is only known at run time (or, for
	// xargs and find -exec, when more words are added at run time).
	Dynamic bool
	// Command is the simple command as shell text (shortened).
	Command string
	// Modeled is set when the model knows which files the program writes
	// (none for a read-only command; Writes lists the others).
	Modeled bool
	// Dir is the directory the command runs in, absolute, as far as the
	// walk can follow cd, pushd and $PWD; "" when unknown or one of
	// several.
	Dir string
}

// Analyze parses a Bash command line once and reports its verdict, the
// files it writes, the commands it runs and the artifact text it carries.
// The package documentation states the policy.
func Analyze(command string, env Env) (out Analysis) {
	// A fault in the walk must not pass for a verdict: the line is then
	// one the model cannot check, as one that does not parse is, and
	// each guard refuses it where its rules need the analysis.
	defer func() {
		if r := recover(); r != nil {
			err := fmt.Errorf("%w: the shell model failed on it (%v)", ErrTooComplex, r)
			out = Analysis{ParseError: err, Reason: visible(err.Error())}
		}
	}()
	if err := checkBounds(command); err != nil {
		return Analysis{ParseError: err, Reason: err.Error()}
	}
	f, err := parse(command)
	if err != nil {
		return Analysis{
			Reason:     visible("the command does not parse: " + err.Error()),
			ParseError: err,
		}
	}
	w := newWalker(env)
	w.trust = &envTrust{file: f}
	if strings.Contains(command, "(") || strings.Contains(command, "function") {
		w.c.funcs = declaredFunctions(f)
		w.anyFuncs = allFunctions(f)
	}
	if env.Exported != nil && !mayExportAll(f) {
		w.private = func(name string) bool { return !env.Exported(name) }
	}
	w.stmts(f.Stmts)
	a := w.out
	if w.first != nil {
		a.Command, a.Reason = w.first.command(), visible(w.first.reason)
	} else {
		a.ReadOnly = true
	}
	a.Texts, a.GitCommit = w.x.out.Texts, w.x.out.GitCommit
	return *a
}

// Verdict is the classifier's answer for one command line.
type Verdict struct {
	// ReadOnly is true when every command in the line only looks.
	ReadOnly bool
	// Command is the first offending simple command or construct, printed
	// back as one short line of shell. Empty when ReadOnly or on a parse
	// error.
	Command string
	// Reason says, in one lowercase phrase, why Command is not read-only,
	// such as "`sed -i` edits files in place".
	Reason string
	// ParseError is set when the line does not parse; ReadOnly is then false.
	ParseError error
}

// Options tune the classifier for a project.
type Options struct {
	// ExtraReadOnly names commands a project declares read-only, whatever
	// their arguments. An entry of several words ("make lint") matches a
	// command whose first words are exactly those.
	ExtraReadOnly []string
}

// Classify reports whether a Bash command line is read-only work: the
// verdict of [Analyze] with no working directory known.
func Classify(command string, opts Options) Verdict {
	a := Analyze(command, Env{ExtraReadOnly: opts.ExtraReadOnly})
	return Verdict{ReadOnly: a.ReadOnly, Command: a.Command, Reason: a.Reason, ParseError: a.ParseError}
}

// Extract is what ExtractArtifacts found in a command line.
type Extract struct {
	Texts []Text
	// GitCommit is set when the line runs git commit: the staged changes
	// become an artifact too.
	GitCommit  bool
	ParseError error
}

// ExtractArtifacts lists the text a Bash command line puts into commits,
// tags, notes, pull requests, issues, releases and files: the Texts of
// [Analyze]. The package documentation lists what it reads.
func ExtractArtifacts(command string) Extract {
	a := Analyze(command, Env{})
	return Extract{Texts: a.Texts, GitCommit: a.GitCommit, ParseError: a.ParseError}
}

// parse reads a command line as Bash. Claude Code may pass lines with
// Windows line endings; a carriage return before a newline is dropped.
func parse(command string) (*syntax.File, error) {
	if strings.IndexByte(command, '\r') >= 0 {
		command = strings.ReplaceAll(command, "\r\n", "\n")
		command = strings.TrimSuffix(command, "\r")
	}
	p := syntax.NewParser(syntax.Variant(syntax.LangBash))
	return p.Parse(strings.NewReader(command), "")
}

// programName returns the name a command word stands for: its base name
// when written as a path in a system directory, the word itself when it
// has no slash, and "" (unknown program) for any other path.
func programName(word string) string {
	if !strings.Contains(word, "/") {
		return word
	}
	if path.IsAbs(word) && systemDir(path.Dir(word)) {
		return path.Base(word)
	}
	if word == "/usr/libexec/java_home" {
		// macOS's JDK locator lives there only (jvm.go).
		return "java_home"
	}
	return ""
}

// Unwrapped returns the command a wrapper runs (env, timeout, nice,
// command, sudo, ...: env GIT_WORK_TREE=x git rm f is git rm f), read from
// the invocation's words, or inv itself when it wraps nothing. Callers
// that judge a program by its name look through wrappers with it.
func (inv Invocation) Unwrapped() Invocation {
	if inv.Path == "" {
		return inv
	}
	args := make([]arg, 0, len(inv.Args)+1)
	args = append(args, arg{lit: inv.Path})
	for _, a := range inv.Args {
		args = append(args, arg{lit: a})
	}
	cmd := unwrap(args)
	if len(cmd) == len(args) || len(cmd) == 0 {
		return inv
	}
	out := inv
	out.Path, out.Program = cmd[0].lit, path.Base(cmd[0].lit)
	out.Args = make([]string, len(cmd)-1)
	for i, a := range cmd[1:] {
		out.Args[i] = a.lit
	}
	return out
}

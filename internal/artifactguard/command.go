package artifactguard

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/shell"
)

// The shell model (package shell) lists the text a command line hands to
// git and gh through the options it knows, and the files the line writes.
// Names reach artifacts through more routes than options: an abbreviated
// option (git commit --mess=…), the identity git records (-c user.name=…,
// GIT_AUTHOR_NAME=…, --author), a message assembled in a variable, gh with
// an unknown flag in front of its verb, a gist, a label, a repository
// description, an interpreter's one-liner that writes a file, a copy of a
// file that holds them, a file named after one. So a line that makes an
// artifact is read whole: every literal word in it may end up there.

// artifactLine says why a command line makes an artifact, or "" if it does
// not: the first git or gh invocation that records something, an identity
// set for git, an interpreter one-liner that writes, a write of content
// into the project.
func (w *work) artifactLine(command string, a *shell.Analysis) string {
	for _, inv := range a.Invocations {
		switch inv.Program {
		case "git":
			if sub := gitSubcommand(inv.Args); gitRecords(sub) {
				return "git " + sub
			}
		case "gh":
			if verb, ok := ghMutates(inv.Args); ok {
				return "gh " + verb
			}
		case "perl", "python", "python3", "ruby", "node", "php":
			if interpreterWrites(inv.Args) {
				return inv.Program + " one-liner"
			}
		case "curl", "wget", "http", "https":
			if uploads(inv.Args) {
				return inv.Program + " upload"
			}
		}
	}
	for _, id := range gitIdentity {
		if strings.Contains(command, id) {
			return "the git identity " + id
		}
	}
	if onlySearches(a) {
		// grep -v "Jet Black" notes > clean: the words of a search are
		// not what it prints.
		return ""
	}
	return w.contentTarget(a)
}

// contentTarget names the first write of content into a project file that
// is not an operation guide (or into a file only known at run time), ""
// when there is none.
func (w *work) contentTarget(a *shell.Analysis) string {
	for _, wr := range a.Writes {
		if !contentWrite(wr.How) {
			continue
		}
		if wr.Dynamic {
			return wr.How + " into a file only known at run time"
		}
		if rel, inside := paths.InProject(wr.Path, w.c.ProjectDir()); inside && !w.isExempt(rel) {
			return wr.How + " into " + rel
		}
	}
	return ""
}

// gitRecords reports the git subcommands whose words can end up in a commit,
// tag, note, the identity or the history.
func gitRecords(k string) bool {
	switch k {
	case "commit", "commit-tree", "tag", "mktag", "notes", "merge", "rebase", "cherry-pick", "revert", "am", "apply", "config", "filter-branch", "replace", "stash", "update-ref", "hash-object", "fast-import":
		return true
	}
	return false
}

// gitIdentity are the settings git takes an author or committer from.
var gitIdentity = []string{"GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL", "user.name", "user.email", "author.name", "committer.name"}

// contentWrite reports the write routes that put text of the line into a file;
// copies, moves, deletions and mode changes are checked otherwise.
func contentWrite(k string) bool {
	switch k {
	case "redirection", "tee", "dd of=", "perl -i", "sort", "shuf", "base64", "uniq", "tree":
		return true
	}
	return false
}

// gitSubcommand returns the subcommand of git's words, past its global
// options.
func gitSubcommand(args []string) string {
	for i := 0; i < len(args); i++ {
		s := args[i]
		switch {
		case s == "-C" || s == "-c" || s == "--git-dir" || s == "--work-tree" || s == "--namespace" || s == "--config-env" || s == "--exec-path":
			i++
		case strings.HasPrefix(s, "-"):
		default:
			return s
		}
	}
	return ""
}

// ghMutates reports a gh command that creates or changes something on the
// server: any word of it that is such a verb, wherever flags put it, or
// gh api (whose method the body decides).
func ghMutates(args []string) (string, bool) {
	for _, s := range args {
		switch s {
		case "create", "edit", "comment", "review", "merge", "close", "reopen", "rename",
			"upload", "set", "new", "api", "clone", "fork", "transfer", "develop", "lock", "unlock":
			return s, true
		}
	}
	return "", false
}

// interpreterWrites reports an interpreter run with inline code (-e, -c,
// -E, -r) that may write files: in place (-i), or code that opens, writes,
// renames or copies.
func interpreterWrites(args []string) bool {
	inline := false
	for _, s := range args {
		if len(s) >= 2 && s[0] == '-' && s[1] != '-' {
			if strings.ContainsAny(s[1:], "ecEr") {
				inline = true
			}
			if strings.Contains(s, "i") {
				return true
			}
		}
	}
	if !inline {
		return false
	}
	code := strings.Join(args, " ")
	for _, t := range []string{"write", "open", "rename", "copy", "system", "exec", "spawn", "unlink", "print >", "print>", "File."} {
		if strings.Contains(code, t) {
			return true
		}
	}
	return false
}

// copies checks what cp, mv, install, rsync, ln and dd bring into the
// project, and the files gh gist create and curl upload: the content of
// those source files (bounded, decoded), since a file that holds a name
// leaks it wherever it is copied.
func (w *work) copies(a *shell.Analysis, cwd string) *finding {
	for _, inv := range a.Invocations {
		var sources []string
		switch inv.Program {
		case "cp", "mv", "install", "rsync", "ln":
			ops := operands(inv.Args)
			if len(ops) < 2 {
				continue
			}
			dest := paths.Abs(ops[len(ops)-1], cwd)
			if rel, inside := paths.InProject(dest, w.c.ProjectDir()); !inside || w.isExempt(rel) {
				continue
			}
			sources = ops[:len(ops)-1]
		case "dd":
			for _, s := range inv.Args {
				if v, ok := strings.CutPrefix(s, "if="); ok {
					sources = append(sources, v)
				}
			}
		case "curl":
			// A body read from a file: -d @FILE, -F field=@FILE, -T FILE.
			if !uploads(inv.Args) {
				continue
			}
			for i, a := range inv.Args {
				switch {
				case (a == "-T" || a == "--upload-file") && i+1 < len(inv.Args):
					sources = append(sources, inv.Args[i+1])
				case strings.HasPrefix(a, "@") && len(a) > 1:
					sources = append(sources, a[1:])
				case strings.Contains(a, "=@"):
					f := a[strings.Index(a, "=@")+2:]
					f, _, _ = strings.Cut(f, ";")
					sources = append(sources, f)
				}
			}
		case "gh":
			// gh gist create FILE...: the files become the gist.
			for i, a := range inv.Args {
				if a == "gist" && i+1 < len(inv.Args) && inv.Args[i+1] == "create" {
					sources = operands(inv.Args[i+2:])
				}
			}
		case "git":
			if sub := gitSubcommand(inv.Args); sub == "apply" || sub == "am" {
				ops := operands(inv.Args)
				for i, s := range ops {
					if s == sub {
						sources = ops[i+1:]
						break
					}
				}
			}
		}
		for _, src := range sources {
			path := paths.Abs(src, cwd)
			fi, err := os.Stat(path)
			if err != nil || !fi.Mode().IsRegular() {
				continue
			}
			data, _, err := readBounded(path, maxFileBytes)
			if err != nil {
				continue
			}
			text := decodeText(data)
			where := fmt.Sprintf("%s (copied by %s)", src, inv.Program)
			if f := w.first(text, func(line int) string { return fmt.Sprintf("%s, line %d", where, line) }); f != nil {
				return f
			}
		}
	}
	return nil
}

// newNames checks the names of files the line creates in the project:
// touch, mkdir, redirections, cp and mv destinations that do not exist yet.
func (w *work) newNames(a *shell.Analysis) *finding {
	for _, wr := range a.Writes {
		if wr.Dynamic || wr.Path == "" {
			continue
		}
		switch wr.How {
		case "rm", "rmdir", "unlink", "shred", "chmod", "chown", "chgrp":
			continue
		}
		rel, inside := paths.InProject(wr.Path, w.c.ProjectDir())
		if !inside || w.isExempt(rel) {
			continue
		}
		if _, err := os.Lstat(wr.Path); err == nil {
			continue // a file that exists keeps its name
		}
		if f := w.first(filepath.ToSlash(rel), func(int) string { return "the name of a file " + wr.How + " creates" }); f != nil {
			return f
		}
	}
	return nil
}

// operands drops option words (and what follows --) keeps the rest.
func operands(args []string) []string {
	var out []string
	for i, s := range args {
		if s == "--" {
			return append(out, args[i+1:]...)
		}
		if strings.HasPrefix(s, "-") && len(s) > 1 {
			continue
		}
		out = append(out, s)
	}
	return out
}

// gitTarget returns where the line's commit runs and what it sets for git:
// git -C DIR, --git-dir and --work-tree, and GIT_INDEX_FILE, GIT_DIR,
// GIT_WORK_TREE and GIT_OBJECT_DIRECTORY assigned on the line (VAR=… git,
// env VAR=… git, export VAR=…). A value only known at run time leaves the
// commit unseen: blind says why.
func gitTarget(command string, a *shell.Analysis, cwd string) (dir string, env []string, blind string) {
	dir = cwd
	for _, inv := range a.Invocations {
		switch inv.Program {
		case "env":
			for _, s := range inv.Args {
				if k, v, ok := strings.Cut(s, "="); ok && gitEnv(k) {
					env = append(env, k+"="+paths.Abs(v, cwd))
				}
			}
		case "git":
			sub := gitSubcommand(inv.Args)
			if sub != "commit" && sub != "commit-tree" && sub != "write-tree" {
				continue
			}
			for i := 0; i < len(inv.Args) && inv.Args[i] != sub; i++ {
				s := inv.Args[i]
				val := ""
				if i+1 < len(inv.Args) {
					val = inv.Args[i+1]
				}
				switch {
				case s == "-C":
					if inv.Dynamic && val == "" {
						return "", nil, "cannot see what the commit will contain: git -C names a directory only known when the command runs. Write the directory literally"
					}
					dir = paths.Abs(val, dir)
					i++
				case s == "--git-dir" || s == "--work-tree":
					env = append(env, map[string]string{"--git-dir": "GIT_DIR", "--work-tree": "GIT_WORK_TREE"}[s]+"="+paths.Abs(val, dir))
					i++
				case strings.HasPrefix(s, "--git-dir="):
					env = append(env, "GIT_DIR="+paths.Abs(strings.TrimPrefix(s, "--git-dir="), dir))
				case strings.HasPrefix(s, "--work-tree="):
					env = append(env, "GIT_WORK_TREE="+paths.Abs(strings.TrimPrefix(s, "--work-tree="), dir))
				}
			}
		}
	}
	for _, k := range []string{"GIT_INDEX_FILE", "GIT_DIR", "GIT_WORK_TREE", "GIT_OBJECT_DIRECTORY",
		"GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL"} {
		for rest := command; ; {
			i := strings.Index(rest, k+"=")
			if i < 0 {
				break
			}
			if i > 0 && !strings.ContainsRune(" \t\n;&|(", rune(rest[i-1])) {
				rest = rest[i+len(k):]
				continue
			}
			v := rest[i+len(k)+1:]
			if end := strings.IndexAny(v, " \t\n;&|)"); end >= 0 {
				v = v[:end]
			}
			if strings.ContainsAny(v, "$`") {
				return "", nil, "cannot see what the commit will record: " + k + " is set to a value only known when the command runs. Write it literally"
			}
			v = strings.Trim(v, `'"`)
			if gitEnv(k) {
				env = append(env, k+"="+paths.Abs(v, cwd))
			}
			rest = rest[i+len(k)+1:]
		}
	}
	return dir, env, ""
}

// gitEnv reports the variables that change which index or repository a commit
// records.
func gitEnv(k string) bool {
	switch k {
	case "GIT_INDEX_FILE", "GIT_DIR", "GIT_WORK_TREE", "GIT_OBJECT_DIRECTORY":
		return true
	}
	return false
}

// uploads reports curl, wget or httpie sending a body: an issue or comment
// can be created through the API without gh.
func uploads(args []string) bool {
	for i, s := range args {
		switch {
		case s == "-d" || s == "-F" || s == "-T" || s == "--json" || s == "--form" || s == "--upload-file",
			strings.HasPrefix(s, "--data"), strings.HasPrefix(s, "--post-"), strings.HasPrefix(s, "--body-"),
			strings.HasPrefix(s, "-d") && len(s) > 2, strings.HasPrefix(s, "--form-string"):
			return true
		case (s == "-X" || s == "--request" || s == "--method") && i+1 < len(args):
			switch strings.ToUpper(args[i+1]) {
			case "POST", "PUT", "PATCH":
				return true
			}
		case strings.HasPrefix(s, "-X") && len(s) > 2 && strings.ToUpper(s[2:]) != "GET":
			return true
		case strings.Contains(s, ":=") || (strings.Contains(s, "=") && !strings.HasPrefix(s, "-") && !strings.Contains(s, "://")):
			return true // httpie fields
		}
	}
	return false
}

// runTimeWords returns the program that hands a git or gh command words
// only known when it runs (xargs, find -exec, parallel) when that command
// records something: its message cannot be seen.
func runTimeWords(a *shell.Analysis) string {
	for _, inv := range a.Invocations {
		switch inv.Program {
		case "xargs", "parallel", "find":
		default:
			continue
		}
		for i, w := range inv.Args {
			base := w[strings.LastIndexByte(w, '/')+1:]
			switch base {
			case "git":
				if sub := gitSubcommand(inv.Args[i+1:]); gitRecords(sub) {
					return inv.Program + " … git " + sub
				}
			case "gh":
				if verb, ok := ghMutates(inv.Args[i+1:]); ok {
					return inv.Program + " … gh " + verb
				}
			}
		}
	}
	return ""
}

// expanded returns what printf and echo -e print when their words are all
// on the line, escapes and formats applied (printf 'Sp%sike' x prints
// Spxike, echo -e 'Sp\x69ke' prints Spike), one per line, for the whole-line scan.
func expanded(a *shell.Analysis) string {
	var b strings.Builder
	for _, inv := range a.Invocations {
		switch inv.Program {
		case "printf":
			args := inv.Args
			if len(args) > 1 && args[0] == "-v" {
				args = args[2:]
			}
			if len(args) > 0 && args[0] == "--" {
				args = args[1:]
			}
			if len(args) > 0 {
				b.WriteString(printfFormat(args[0], args[1:]))
				b.WriteByte('\n')
			}
		case "echo":
			escapes := false
			i := 0
			for ; i < len(inv.Args); i++ {
				s := inv.Args[i]
				if len(s) < 2 || s[0] != '-' || strings.Trim(s[1:], "neE") != "" {
					break
				}
				escapes = escapes || strings.Contains(s, "e")
			}
			if escapes {
				b.WriteString(unescape(strings.Join(inv.Args[i:], " ")))
				b.WriteByte('\n')
			}
		}
	}
	return b.String()
}

// printfFormat applies a printf format to its arguments: %s, %b, %c, %d
// and friends take the next argument (reused while arguments remain, as
// printf does), %% is %, and the format's escapes are interpreted.
func printfFormat(format string, args []string) string {
	var b strings.Builder
	next := 0
	for round := 0; round == 0 || next < len(args) && round < 64; round++ {
		used := false
		f := unescape(format)
		for i := 0; i < len(f); i++ {
			c := f[i]
			if c != '%' || i+1 >= len(f) {
				b.WriteByte(c)
				continue
			}
			j := i + 1
			for j < len(f) && strings.IndexByte("-+ #0123456789.", f[j]) >= 0 {
				j++
			}
			if j >= len(f) {
				b.WriteString(f[i:])
				break
			}
			verb := f[j]
			i = j
			if verb == '%' {
				b.WriteByte('%')
				continue
			}
			arg := ""
			if next < len(args) {
				arg = args[next]
				next++
				used = true
			}
			switch verb {
			case 'b':
				b.WriteString(unescape(arg))
			case 'c':
				if arg != "" {
					b.WriteByte(arg[0])
				}
			default:
				b.WriteString(arg)
			}
		}
		if !used {
			break
		}
	}
	return b.String()
}

// unescape interprets the backslash escapes of printf and echo -e: \n,
// \t, \\, \xHH, octal \NNN and \0NNN, \uHHHH, \UHHHHHHHH.
func unescape(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch c := s[i]; c {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case '\\':
			b.WriteByte('\\')
		case 'x', 'u', 'U':
			width := 2
			switch c {
			case 'u':
				width = 4
			case 'U':
				width = 8
			}
			j := i + 1
			for j < len(s) && j-i-1 < width && isHexDigit(s[j]) {
				j++
			}
			if j == i+1 {
				b.WriteByte('\\')
				b.WriteByte(c)
				continue
			}
			v, _ := strconv.ParseUint(s[i+1:j], 16, 32)
			if c == 'x' {
				b.WriteByte(byte(v))
			} else {
				b.WriteRune(rune(v))
			}
			i = j - 1
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			if c == '0' {
				j++ // \0NNN (echo)
			}
			k := j
			for k < len(s) && k-j < 3 && s[k] >= '0' && s[k] <= '7' {
				k++
			}
			v, _ := strconv.ParseUint(s[j:k], 8, 32)
			if k == j {
				v = 0
			}
			b.WriteByte(byte(v))
			i = k - 1
		default:
			b.WriteByte('\\')
			b.WriteByte(c)
		}
	}
	return b.String()
}

func isHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// decoded returns the line as the places it reaches would show it, when
// that differs: backslash escapes applied (JSON bodies: \u0053pike), HTML
// character references (&#83;pike) and percent-encoding (%53pike) decoded,
// and, for what GitHub renders as Markdown (gh, curl), HTML comments, tags
// and emphasis markers removed (Sp<!-- -->ike, Sp*ik*e).
func decoded(line string, markdown bool) string {
	var b strings.Builder
	add := func(v string) {
		if v != line {
			b.WriteString(v)
			b.WriteByte('\n')
		}
	}
	u := unescape(line)
	add(u)
	h := htmlEntities(u)
	add(h)
	add(percentDecode(h))
	if markdown {
		add(renderMarkdown(h))
	}
	return b.String()
}

// htmlEntities decodes numeric character references and the few named
// ones that hide letters.
func htmlEntities(s string) string {
	if !strings.Contains(s, "&") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '&' {
			b.WriteByte(s[i])
			continue
		}
		end := strings.IndexByte(s[i:], ';')
		if end < 2 || end > 12 {
			b.WriteByte(s[i])
			continue
		}
		ref := s[i+1 : i+end]
		switch {
		case strings.HasPrefix(ref, "#x") || strings.HasPrefix(ref, "#X"):
			if v, err := strconv.ParseUint(ref[2:], 16, 32); err == nil {
				b.WriteRune(rune(v))
				i += end
				continue
			}
		case strings.HasPrefix(ref, "#"):
			if v, err := strconv.ParseUint(ref[1:], 10, 32); err == nil {
				b.WriteRune(rune(v))
				i += end
				continue
			}
		case ref == "shy" || ref == "zwj" || ref == "zwnj" || ref == "ZeroWidthSpace" || ref == "NoBreak":
			i += end
			continue
		case ref == "amp":
			b.WriteByte('&')
			i += end
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// letterEscape reports a backslash escape that can stand for a letter
// (\x, \u, \U, octal); \n, \t, \\ and \" cannot join letters into a name.
func letterEscape(s string) bool {
	for i := strings.IndexByte(s, '\\'); i >= 0 && i+1 < len(s); {
		switch c := s[i+1]; {
		case c == 'x' || c == 'u' || c == 'U' || '0' <= c && c <= '7':
			return true
		}
		j := strings.IndexByte(s[i+2:], '\\')
		if j < 0 {
			return false
		}
		i += j + 2
	}
	return false
}

// percentEncoded reports a %HH sequence in s.
func percentEncoded(s string) bool {
	for i := strings.IndexByte(s, '%'); i >= 0 && i+2 < len(s); {
		if isHexDigit(s[i+1]) && isHexDigit(s[i+2]) {
			return true
		}
		j := strings.IndexByte(s[i+1:], '%')
		if j < 0 {
			return false
		}
		i += j + 1
	}
	return false
}

// percentDecode decodes %HH sequences.
func percentDecode(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHexDigit(s[i+1]) && isHexDigit(s[i+2]) {
			v, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
			b.WriteByte(byte(v))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// renderMarkdown removes what GitHub's Markdown does not show between the
// letters of a word: HTML comments and tags, emphasis and code markers.
func renderMarkdown(s string) string {
	for {
		i := strings.Index(s, "<!--")
		if i < 0 {
			break
		}
		j := strings.Index(s[i:], "-->")
		if j < 0 {
			s = s[:i]
			break
		}
		s = s[:i] + s[i+j+3:]
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '<' {
			if j := strings.IndexByte(s[i:], '>'); j > 0 && j < 64 && !strings.ContainsAny(s[i+1:i+j], " \t\n") || j > 0 && j < 64 && tagLike(s[i+1:i+j]) {
				i += j
				continue
			}
		}
		if strings.IndexByte("*_~`", c) >= 0 {
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// tagLike reports the inside of an HTML tag with attributes: <span x="y">.
func tagLike(s string) bool {
	s = strings.TrimPrefix(s, "/")
	name, _, _ := strings.Cut(s, " ")
	for _, c := range name {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return name != ""
}

// readsFiles returns the existing regular files a line's commands read by
// name, for a line that writes content into the project: cat /tmp/x >
// src/y brings /tmp/x along. Operands that are not files are skipped.
func readsFiles(a *shell.Analysis, cwd string) []string {
	var out []string
	for _, inv := range a.Invocations {
		switch inv.Program {
		// Programs whose output holds their input as it is; filters that
		// may drop what they read (grep, sed, awk) are left out, or
		// removing a name from a file would be denied.
		case "cat", "tac", "head", "tail", "sort", "uniq", "paste", "iconv", "fold", "fmt",
			"expand", "unexpand", "nl", "column", "patch":
		default:
			continue
		}
		for _, op := range operands(inv.Args) {
			path := paths.Abs(op, cwd)
			if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
				out = append(out, path)
			}
		}
	}
	return out
}

// onlySearches reports a line whose commands only search, list or compare
// (and tee or sort their output): their arguments are patterns and paths,
// not text they print.
func onlySearches(a *shell.Analysis) bool {
	for _, inv := range a.Invocations {
		switch inv.Program {
		case "grep", "egrep", "fgrep", "rg", "ag", "find", "ls", "wc", "diff", "cmp", "tee", "sort", "uniq", "head", "tail", "cut":
		case "git":
			switch gitSubcommand(inv.Args) {
			case "log", "diff", "show", "grep", "status", "blame", "ls-files", "shortlog":
			default:
				return false
			}
		default:
			return false
		}
	}
	return len(a.Invocations) > 0
}

// decodeLines is decoded applied line by line, so line numbers still hold:
// escapes, HTML character references and percent-encoding decoded (and
// Markdown inside words removed when markdown is set). Lines that do not
// change are left blank (they were read as they are already); it returns
// "" when nothing changes.
func decodeLines(text string, markdown bool) string {
	if !strings.ContainsAny(text, "\\&%") && !(markdown && strings.ContainsAny(text, "<*_~`")) {
		return ""
	}
	var b strings.Builder
	changed := false
	lines := 0 // lines passed
	for l := range strings.SplitSeq(text, "\n") {
		d := l
		if letterEscape(d) {
			d = strings.ReplaceAll(unescape(d), "\n", " ")
		}
		if strings.IndexByte(d, '&') >= 0 {
			d = htmlEntities(d)
		}
		if percentEncoded(d) {
			d = percentDecode(d)
		}
		if markdown {
			d = renderMarkdown(d)
		}
		if d != l {
			if !changed {
				changed = true
				// The lines before were unchanged: blank, to keep numbering.
				b.WriteString(strings.Repeat("\n", lines))
			}
			b.WriteString(d)
		}
		if changed {
			b.WriteByte('\n')
		}
		lines++
	}
	if !changed {
		return ""
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// markdownFile reports files GitHub renders: Markdown and HTML.
func markdownFile(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".md", ".markdown", ".mdx", ".html", ".htm", ".rst":
		return true
	}
	return false
}

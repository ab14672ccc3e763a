package shell

import (
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// Database and datastore clients asked a read-only question: psql -c and
// -l, pg_dump and pg_dumpall to standard output, pg_isready, pg_config,
// sqlite3 -readonly with SQL or dot-commands as arguments, redis-cli with
// a read command, mysql and mariadb -e. The SQL is proven read-only by the
// lexer in sql.go; a client that would read its commands from standard
// input (no command given) runs a script the line does not show.
//
// Each client also reads a start-up file the team could have written
// (~/.psqlrc unless -X, ~/.sqliterc, ~/.my.cnf, pg_service.conf) and its
// connection settings from the environment (PGHOST, DATABASE_URL): like
// the project's own git configuration these are trusted, since the leader
// cannot write them and a member that did could run the program itself.
// For the same reason a connection string may come from an upper-case
// environment variable ("$DATABASE_URL", which no allowed line can set),
// but not from anything else known only at run time: since PostgreSQL 18
// a connection string's sslkeylogfile= writes a file.

// envOnlyWord reports whether every run-time part of w is "$NAME" or
// "${NAME}" of an upper-case name inside double quotes: a value from the
// environment the session was started with, which the model never lets a
// line set.
func envOnlyWord(w *syntax.Word) bool {
	if w == nil {
		return false
	}
	// A run-time word made of literals only is none of these: the word
	// xargs appends is judged as a literal {} that may be anything.
	param := false
	for _, p := range w.Parts {
		switch x := p.(type) {
		case *syntax.Lit, *syntax.SglQuoted:
		case *syntax.DblQuoted:
			for _, q := range x.Parts {
				switch y := q.(type) {
				case *syntax.Lit:
				case *syntax.ParamExp:
					if !envParam(y) {
						return false
					}
					param = true
				default:
					return false
				}
			}
		default:
			return false
		}
	}
	return param
}

// envLedWord reports whether w starts, inside double quotes, with
// "$NAME" or "${NAME}" of an upper-case environment variable no allowed
// line can set ("$ES_URL/_cat/indices"): its value, and so the start of
// the word, is the one the session was started with. What follows may be
// anything quoted; a substitution there is judged as a command of its own.
func envLedWord(w *syntax.Word) bool {
	if w == nil || len(w.Parts) == 0 {
		return false
	}
	dq, ok := w.Parts[0].(*syntax.DblQuoted)
	if !ok || len(dq.Parts) == 0 {
		return false
	}
	pe, ok := dq.Parts[0].(*syntax.ParamExp)
	return ok && envParam(pe)
}

func envParam(p *syntax.ParamExp) bool {
	if p.Param == nil {
		return false
	}
	name := p.Param.Value
	if printNode(p) != "$"+name && printNode(p) != "${"+name+"}" {
		return false
	}
	if envAllowed(name, value{}) || envAllowed(name, value{s: "cat", known: true}) {
		// A name the line may set itself (TZ, PGHOST, PAGER=cat).
		return false
	}
	letter := false
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c >= 'A' && c <= 'Z':
			letter = true
		case c == '_' || i > 0 && c >= '0' && c <= '9':
		default:
			return false
		}
	}
	return letter
}

// connectionReason judges a word a client reads as a connection string
// (psql's DBNAME or -d, pg_dump's -d): literal without sslkeylogfile=, or
// taken whole from the environment.
func connectionReason(name string, a arg) string {
	if a.dynamic && !a.envOnly {
		return "`" + name + "` has a connection string known only at run time (`" + printNode(a.word) + "`), whose sslkeylogfile= would write a file; write it out, or take it whole from the environment (\"$DATABASE_URL\")"
	}
	text := a.lit
	if a.dynamic {
		// The environment's values are the user's, but the literal
		// text around them is the line's: "$DATABASE_URL?sslkeylogfile=x"
		// (envOnlyWord lets quoted and unquoted literals through).
		spellings, ok := wordSpellings(a.word)
		if !ok {
			return "`" + name + "` has a connection string with a brace expansion too large to read"
		}
		text = strings.Join(spellings, " ")
	}
	switch l := strings.ToLower(text); {
	case strings.Contains(l, "sslkeylogfile"):
		return "`" + name + "` has a connection string with sslkeylogfile=, which writes a file"
	case strings.Contains(l, "servicefile"):
		return "`" + name + "` has a connection string with servicefile=, which reads settings from a file the model cannot check"
	case strings.Contains(l, "options"):
		// options=-c search_path=evil,pg_catalog chooses whose function
		// a name calls; -c local_preload_libraries=... loads a library.
		return "`" + name + "` has a connection string with options=, whose server settings (search_path, local_preload_libraries) can choose whose function a name calls or load a library; put read-only settings in PGOPTIONS (-c default_transaction_read_only=on)"
	case strings.Contains(l, "%"):
		// libpq decodes %XX in a URI's parameter names too:
		// ?%73slkeylogfile= is sslkeylogfile=.
		return "`" + name + "` has a percent-encoded connection string, which can hide a parameter that writes a file"
	}
	return ""
}

// withEnvOperands returns args with the words taken whole from the
// environment marked as no option, so the scanner reads them as operands
// (psql "$DATABASE_URL").
func withEnvOperands(args []arg) []arg {
	return markNoDash(args, func(a arg) bool { return a.envOnly })
}

// markNoDash returns words with the run-time ones whose start trusted
// vouches for marked as no option (curl "$ES_URL/_search", envLed).
func markNoDash(words []arg, trusted func(arg) bool) []arg {
	var out []arg
	for i, a := range words {
		if a.dynamic && !a.split && a.lit == "" && !a.noDash && trusted(a) {
			if out == nil {
				out = append([]arg(nil), words...)
			}
			out[i].noDash = true
		}
	}
	if out == nil {
		return words
	}
	return out
}

// specPsql declares psql's options (getopt_long: bundles, abbreviations,
// options after operands).
var specPsql = optSpec{values: "cdfFhLopPRTUv", switches: "aAbeEHlnqsStVwWxXz01?",
	longValues: []string{"--command", "--dbname", "--file", "--field-separator", "--host", "--log-file", "--output",
		"--port", "--pset", "--record-separator", "--table-attr", "--username", "--set", "--variable"},
	longOptional: []string{"--help"},
	longSwitches: []string{"--echo-all", "--no-align", "--echo-errors", "--echo-queries", "--echo-hidden", "--html",
		"--list", "--no-readline", "--quiet", "--single-step", "--single-line", "--tuples-only", "--version",
		"--no-password", "--password", "--expanded", "--no-psqlrc", "--field-separator-zero",
		"--record-separator-zero", "--single-transaction", "--csv"},
	deny: []denied{
		{[]string{"-f", "--file"}, "runs a script file the model cannot check"},
		{[]string{"-o", "--output"}, "writes its output to a file or a command"},
		{[]string{"-L", "--log-file"}, "writes a log file"},
		{[]string{"-s", "--single-step"}, "asks on the terminal before each statement"},
	}}

// psqlReason allows psql running only literal read-only SQL or describing
// meta-commands (-c, repeatable) or listing the databases (-l).
func psqlReason(args []arg, in stdin) string {
	sp := &specPsql
	words := withEnvOperands(args[1:])
	sc := scanArgs(words, sp)
	// -f - reads the script from standard input, which the line may
	// hold: judged as psql <<< "...".
	fromStdin := false
	for _, o := range sc.opts {
		if (o.is(sp, "-f") || o.is(sp, "--file")) && o.hasVal && !o.val.dynamic && o.val.lit == "-" {
			fromStdin = true
		}
	}
	if fromStdin {
		stdinSpec := specPsql
		stdinSpec.deny = nil
		for _, d := range specPsql.deny {
			if d.opts[0] != "-f" {
				stdinSpec.deny = append(stdinSpec.deny, d)
			}
		}
		for _, o := range sc.opts {
			if (o.is(sp, "-f") || o.is(sp, "--file")) && (!o.hasVal || o.val.dynamic || o.val.lit != "-") {
				return "`psql -f` runs a script file the model cannot check"
			}
		}
		sp = &stdinSpec
	}
	if r := sc.verdict("psql", sp); r != "" {
		return r
	}
	for _, a := range sc.operands {
		if r := connectionReason("psql", a); r != "" {
			return r
		}
	}
	acts := 0
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "-d") || o.is(sp, "--dbname"):
			if r := connectionReason("psql", o.val); r != "" {
				return r
			}
		case o.is(sp, "-c") || o.is(sp, "--command"):
			acts++
			if o.val.dynamic {
				return "`psql -c` has a command known only at run time (`" + printNode(o.val.word) + "`)"
			}
			if r := psqlNonASCIIReason(o.val.lit); r != "" {
				return r
			}
			if strings.HasPrefix(o.val.lit, "\\") {
				if r := psqlMetaReason(o.val.lit); r != "" {
					return r
				}
				continue
			}
			if r := sqlReason(o.val.lit, dialectPostgres); r != "" {
				return "`psql -c` " + r
			}
		case o.is(sp, "-l") || o.is(sp, "--list") || o.is(sp, "-V") || o.is(sp, "--version") ||
			o.is(sp, "-?") || o.is(sp, "--help"):
			acts++
		case o.is(sp, "-v") || o.is(sp, "--set") || o.is(sp, "--variable"):
			if r := psqlVariableReason(o.val); r != "" {
				return r
			}
		case o.is(sp, "-P") || o.is(sp, "--pset"):
			if r := psqlPsetReason(o.val); r != "" {
				return r
			}
		}
	}
	if acts == 0 || fromStdin {
		// echo "SELECT 1" | psql, psql <<< "...": the script is on the
		// line: SQL, and describing meta-commands on lines of their own.
		if in.known && !in.dynamic && in.file == "" && strings.TrimSpace(in.value) != "" {
			if r := psqlNonASCIIReason(in.value); r != "" {
				return r
			}
			sql, r := psqlScript(in.value)
			if r != "" {
				return r
			}
			if r := sqlReason(sql, dialectPostgres); r != "" {
				return "`psql` reads from its input SQL that " + r
			}
			return ""
		}
		return "`psql` without -c or -l reads commands from standard input, which the model cannot check"
	}
	return ""
}

// psqlNonASCIIReason refuses psql's commands with a byte above 127. In
// the client encodings SJIS, BIG5, GBK, UHC and GB18030, which \encoding,
// PGCLIENTENCODING or client_encoding in a connection string choose,
// psql's lexer takes the byte after a character's first byte as part of
// it, and the server does the same for the bytes a character may hold
// (a backslash, E): a quote, a backslash or a semicolon then ends
// elsewhere than the model reads. With \encoding SJIS on its input, psql
// ran the delete of select 'Á”; delete from orders; --'; (checked with
// psql and postgres 15). Pure ASCII reads the same in every encoding.
func psqlNonASCIIReason(text string) string {
	for i := 0; i < len(text); i++ {
		if text[i] >= 0x80 {
			return "`psql` SQL with a character other than ASCII may be read another way: in the client encodings SJIS, BIG5, GBK, UHC and GB18030 (\\encoding, PGCLIENTENCODING, client_encoding=) one of its bytes swallows the next character, a quote or a semicolon, and the statements end elsewhere (compare with ASCII text, or use chr() and like patterns)"
		}
	}
	return ""
}

// psqlScript splits a script psql reads from its input into its SQL and
// its meta-commands, each alone on its line (\pset pager off, \x, \dt)
// and allowed by psqlMetaReason or psqlPsetReason. A backslash anywhere
// else starts a meta-command the model does not read (select 1 \g f
// writes f): refused. psql reads a meta-command line inside a string or
// a comment of the SQL as text; without quotes, dollar signs and */ in
// it, leaving it out of the SQL changes none of its strings or comments.
func psqlScript(script string) (sql, reason string) {
	var b strings.Builder
	for _, line := range strings.Split(script, "\n") {
		meta := strings.TrimLeft(line, " \t")
		if !strings.HasPrefix(meta, "\\") {
			if strings.Contains(line, "\\") {
				return "", "`psql` reads from its input a line with a backslash inside, which starts a meta-command (\\g, \\o and \\w write, \\! runs a shell)"
			}
			b.WriteString(line)
			b.WriteByte('\n')
			continue
		}
		meta = strings.TrimRight(meta, " \t\r")
		if strings.ContainsAny(meta, "'\"`$") || strings.Contains(meta, "*/") {
			// Inside a string or a comment the line is text, and a quote
			// in it may end that string: the SQL around it would not be
			// what the model reads.
			return "", "`psql` reads from its input a meta-command line with a quote, a dollar sign or */, which may end a string of the SQL around it"
		}
		if key, val, ok := strings.Cut(strings.TrimPrefix(meta, "\\pset "), " "); ok && strings.HasPrefix(meta, "\\pset ") {
			if strings.ContainsAny(meta, "`:'\"") || strings.Count(meta, "\\") > 1 {
				return "", "`psql` reads from its input a \\pset with quotes, a backquote or a variable, which the model does not read"
			}
			if r := psqlPsetReason(arg{lit: strings.TrimSpace(key) + "=" + strings.TrimSpace(val)}); r != "" {
				return "", r
			}
			continue
		}
		if r := psqlMetaReason(meta); r != "" {
			return "", r
		}
	}
	return b.String(), ""
}

// psqlMetaReason allows one describing meta-command (\d+ t, \dt, \l, \x,
// \conninfo): no backquote (psql runs `text` in a shell) and no second
// backslash (another command: \o, \!, \copy, \i, \g, \w write or run).
func psqlMetaReason(s string) string {
	name, rest, _ := strings.Cut(s[1:], " ")
	if i := strings.IndexAny(name, "\t\n\r"); i >= 0 {
		name, rest = name[:i], name[i:]+" "+rest
	}
	if strings.ContainsAny(rest, "`\\") || strings.ContainsAny(name, "`\\") {
		return "`psql` meta-command `" + shorten(s) + "` has a backquote or another backslash command, which can run a shell or write"
	}
	if name == "copy" {
		return psqlCopyOutReason(rest)
	}
	ok := false
	switch name {
	case "l", "l+", "list", "list+", "z", "zS", "sf", "sf+", "sv", "sv+", "conninfo", "encoding", "x",
		"timing", "copyright", "errverbose", "echo", "warn", "h", "help", "?", "lo_list", "dconfig", "dconfig+":
		ok = true
	default:
		// \d and its family (\dt+, \di, \dn, \df, \du, \dx, \dS+ ...)
		// describe objects.
		if strings.HasPrefix(name, "d") {
			ok = true
			for i := 1; i < len(name); i++ {
				c := name[i]
				if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '+') {
					ok = false
				}
			}
		}
	}
	if !ok {
		return "`psql` meta-command `\\" + shorten(name) + "` is not a describing one (\\o, \\w, \\g, \\copy, \\!, \\i, \\e, \\lo_*, \\setenv, \\password, \\cd write or run)"
	}
	return ""
}

// psqlCopyOutReason allows \copy of a table or a read-only query to
// psql's own standard output (to stdout, to pstdout): psql sends the
// server COPY with the rest of the text as it is (pstdout as STDOUT),
// which sqlReason judges as the COPY statement it is (from, a file and a
// program refused). psql matches the query's parentheses knowing quotes
// only: a semicolon starts another statement (to stdout; delete from t),
// and a comment, a dollar quote or a line break (in -c) makes the
// server's query another than the one the model reads ((select 1 --) to
// stdout x<newline>, nextval('s')) to stdout calls nextval; checked with
// psql 15): refused.
func psqlCopyOutReason(rest string) string {
	if strings.ContainsAny(rest, ";$\n\r") || strings.Contains(rest, "--") || strings.Contains(rest, "/*") {
		return "`psql \\copy` with a semicolon, a comment, a dollar sign or a line break sends the server more than the copy it shows: psql passes the text after to stdout on as it is (to stdout; delete from t runs the delete), and its query may end elsewhere for the server (write the query on one line, without comments, or use psql -c 'copy (...) to stdout')"
	}
	if i := strings.Index(strings.ToLower(rest), " to pstdout"); i >= 0 {
		rest = rest[:i] + " to stdout" + rest[i+len(" to pstdout"):]
	}
	if r := sqlReason("copy "+rest, dialectPostgres); r != "" {
		return "`psql \\copy` " + r
	}
	return ""
}

// psqlVariableReason allows -v NAME=value for a few settings that shape
// the run (ON_ERROR_STOP=1) and for lower-case names of one's own, with a
// plain value: a prompt (%`cmd`) or a value interpolated as :name into
// a meta-command could carry text the model does not see.
func psqlVariableReason(v arg) string {
	if v.dynamic {
		return "`psql -v` has a value known only at run time"
	}
	name, val, _ := strings.Cut(v.lit, "=")
	switch name {
	case "ON_ERROR_STOP", "ON_ERROR_ROLLBACK", "AUTOCOMMIT", "ECHO", "ECHO_HIDDEN", "FETCH_COUNT", "QUIET",
		"VERBOSITY", "SHOW_CONTEXT", "HIDE_TABLEAM", "HIDE_TOAST_COMPRESSION", "SINGLELINE":
	default:
		if !isName(name) || strings.ToLower(name) != name {
			return "`psql -v " + shorten(name) + "` is not a setting the model knows to be harmless"
		}
	}
	for i := 0; i < len(val); i++ {
		c := val[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("_.,-/:", c) >= 0) {
			return "`psql -v " + shorten(name) + "` has a value the model does not read (letters, digits and _.,-/: only)"
		}
	}
	return ""
}

// psqlPsetReason allows -P key=value of the printing options; the pager
// only off.
func psqlPsetReason(v arg) string {
	if v.dynamic {
		return "`psql -P` has a value known only at run time"
	}
	key, val, _ := strings.Cut(v.lit, "=")
	switch key {
	case "format", "border", "expanded", "x", "fieldsep", "fieldsep_zero", "footer", "null", "numericlocale",
		"recordsep", "recordsep_zero", "tuples_only", "t", "title", "C", "tableattr", "T", "linestyle",
		"unicode_border_linestyle", "unicode_column_linestyle", "unicode_header_linestyle", "columns",
		"csv_fieldsep", "xheader_width", "pager_min_lines":
		return ""
	case "pager":
		switch val {
		case "off", "0", "false", "no":
			return ""
		}
		return "`psql -P pager` runs a pager program"
	}
	return "`psql -P " + shorten(key) + "` is not a printing option the model knows"
}

// specPgDump declares pg_dump's and pg_dumpall's options. Without -f the
// dump goes to standard output; the directory format writes files.
var specPgDump = optSpec{values: "dhpUfFjnNtTEZSle",
	longValues: []string{"--dbname", "--host", "--port", "--username", "--file", "--format", "--jobs", "--schema",
		"--exclude-schema", "--table", "--exclude-table", "--encoding", "--compress", "--superuser", "--role",
		"--lock-wait-timeout", "--exclude-table-data", "--exclude-table-and-children", "--table-and-children",
		"--exclude-table-data-and-children", "--section", "--snapshot", "--extra-float-digits", "--rows-per-insert",
		"--exclude-database", "--database", "--filter", "--include-foreign-data", "--extension", "--exclude-extension"},
	longOptional: []string{"--help"},
	deny: []denied{
		{[]string{"-f", "--file"}, "writes the dump to a file"},
		{[]string{"-j", "--jobs"}, "writes a directory dump"},
	}}

// pgDumpReason allows pg_dump and pg_dumpall to standard output.
func pgDumpReason(name string, args []arg) string {
	sp := &specPgDump
	sc := scanArgs(withEnvOperands(args[1:]), sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	for _, a := range sc.operands {
		if r := connectionReason(name, a); r != "" {
			return r
		}
	}
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "-d") || o.is(sp, "--dbname") || name == "pg_dumpall" && (o.is(sp, "-l") || o.is(sp, "--database")):
			if r := connectionReason(name, o.val); r != "" {
				return r
			}
		case o.is(sp, "-F") || o.is(sp, "--format"):
			if o.val.dynamic {
				return "`" + name + " -F` has a format known only at run time"
			}
			if f := strings.ToLower(o.val.lit); f == "d" || strings.HasPrefix("directory", f) && f != "" {
				return "`" + name + " -F d` writes a directory of files"
			}
		}
	}
	return ""
}

// specPgIsready declares pg_isready's options: it only asks a server
// whether it accepts connections.
var specPgIsready = optSpec{values: "dhpUt", switches: "qV?",
	longValues:   []string{"--dbname", "--host", "--port", "--username", "--timeout"},
	longSwitches: []string{"--quiet", "--version", "--help"}}

func pgIsreadyReason(args []arg) string {
	sp := &specPgIsready
	sc := scanArgs(withEnvOperands(args[1:]), sp)
	if r := sc.verdict("pg_isready", sp); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if o.is(sp, "-d") || o.is(sp, "--dbname") {
			if r := connectionReason("pg_isready", o.val); r != "" {
				return r
			}
		}
	}
	return ""
}

// specSqlite3 declares sqlite3's options, whole words with one dash (two
// are read as one), read by exact name. -init runs a file, -A works on an
// archive, -interactive reads standard input; options it does not
// declare (-vfs, -zip, -append, -deserialize, -unsafe-testing, -nonce,
// ...) are refused.
var specSqlite3 = optSpec{singleDash: true, strict: true,
	longValues: []string{"-cmd", "-separator", "-newline", "-nullvalue", "-escape"},
	longSwitches: []string{"-readonly", "-safe", "-batch", "-bail", "-echo", "-header", "-noheader", "-nofollow",
		"-stats", "-version", "-help", "-ascii", "-box", "-column", "-csv", "-html", "-json", "-line", "-list",
		"-markdown", "-quote", "-table", "-tabs"},
	deny: []denied{
		{[]string{"-init"}, "runs a file of commands"},
		{[]string{"-A"}, "works on an archive and can write it"},
		{[]string{"-interactive"}, "reads commands from standard input"},
	}}

// sqlite3Reason allows sqlite3 -readonly DB followed by read-only SQL or
// dot-commands as arguments (and -cmd, judged the same way). Without
// -readonly sqlite3 creates a database file that does not exist. With it,
// on a database in WAL mode that no other connection has open, SQLite
// creates the empty DB-wal and the DB-shm index beside it and leaves them:
// the database itself is never changed (see the debatable corpus).
// sqliteReadOnlyURI reports a database named as file:PATH?mode=ro, which
// the shell opens read-only (it enables URI names), creating nothing:
// one mode, no percent escape (mod%65= is mode=), no other VFS.
func sqliteReadOnlyURI(a arg) bool {
	if a.dynamic || !strings.HasPrefix(a.lit, "file:") || strings.Contains(a.lit, "%") {
		return false
	}
	_, query, ok := strings.Cut(a.lit, "?")
	if !ok {
		return false
	}
	query, _, _ = strings.Cut(query, "#")
	mode := 0
	for _, kv := range strings.Split(query, "&") {
		k, v, _ := strings.Cut(kv, "=")
		switch k {
		case "mode":
			if v != "ro" {
				return false
			}
			mode++
		case "vfs":
			return false
		}
	}
	return mode == 1
}

func sqlite3Reason(args []arg, in stdin) string {
	sp := &specSqlite3
	words := make([]arg, len(args)-1)
	copy(words, args[1:])
	for i := range words {
		// sqlite3 reads --opt as -opt.
		if l := words[i].lit; strings.HasPrefix(l, "--") && len(l) > 2 {
			words[i].lit = l[1:]
		} else if l == "--" {
			return "`sqlite3 --` is not an end of options to sqlite3 (it is an error)"
		}
	}
	words = withEnvOperands(words)
	sc := scanArgs(words, sp)
	if sc.dynamic != nil {
		return nonLiteralReason("sqlite3", *sc.dynamic)
	}
	if r := sc.denyReason("sqlite3", sp); r != "" {
		return r
	}
	if sc.unknown != "" {
		return "`sqlite3 " + shorten(sc.unknown) + "` is an option the model does not know"
	}
	if sc.has(sp, "-version") != nil || sc.has(sp, "-help") != nil {
		return ""
	}
	// :memory: is a database in memory: there is no file to create.
	if sc.has(sp, "-readonly") == nil && !(len(sc.operands) > 0 && (sqliteReadOnlyURI(sc.operands[0]) || sc.operands[0].is(":memory:"))) {
		return "`sqlite3` without -readonly creates the database file when it does not exist"
	}
	memory := len(sc.operands) > 0 && sc.operands[0].is(":memory:")
	for _, o := range sc.opts {
		if o.name == "-cmd" {
			if memory && sqliteMemoryImport(o.val) {
				continue
			}
			if r := sqliteCommandReason(o.val); r != "" {
				return r
			}
		}
	}
	if len(sc.operands) < 2 {
		// echo 'select ...' | sqlite3 -readonly db, sqlite3 -readonly db
		// <<'EOF': the script is on the line.
		script, r := lineScript("sqlite3", in)
		if r != "" {
			return r
		}
		return sqliteScriptReason(script)
	}
	for _, a := range sc.operands[1:] {
		if memory && sqliteMemoryImport(a) {
			continue
		}
		if r := sqliteCommandReason(a); r != "" {
			return r
		}
	}
	return ""
}

// sqliteMemoryImport reports a .import of a plain file into a table of
// an in-memory database (sqlite3 :memory: -cmd '.import a.csv t'): it
// reads the file and fills memory only. A source starting with | runs a
// command, and quoting could hide one, so only plain words are taken.
func sqliteMemoryImport(a arg) bool {
	if a.dynamic {
		return false
	}
	fields := strings.Fields(a.lit)
	if len(fields) < 3 || fields[0] != ".import" {
		return false
	}
	var operands []string
	for i := 1; i < len(fields); i++ {
		f := fields[i]
		if strings.Trim(f, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./-") != "" {
			return false
		}
		switch f {
		case "--csv", "--ascii", "-v":
			continue
		case "--skip":
			if i+1 < len(fields) && isNumber(fields[i+1]) {
				i++
				continue
			}
			return false
		}
		if strings.HasPrefix(f, "-") {
			return false // --schema names another (attached) database
		}
		operands = append(operands, f)
	}
	return len(operands) == 2
}

// lineScript returns the text a shell reads from a standard input the
// line writes (echo, printf, a here-document or here-string), or why the
// model cannot know it. printf only without directives and with \n and
// \t escapes: its output is then the format, once, whatever words follow
// it; echo without a backslash, which echo -e or xpg_echo expands.
func lineScript(name string, in stdin) (string, string) {
	if !in.known || in.dynamic || in.file != "" {
		return "", "`" + name + "` without SQL arguments reads commands from standard input, which the model cannot check"
	}
	script := in.value
	switch in.kind {
	case "printf":
		script = strings.NewReplacer("\\n", "\n", "\\t", "\t").Replace(script)
		if strings.HasPrefix(script, "-") || strings.ContainsAny(script, "%\\") {
			return "", "`" + name + "` reads a printf format with an option, a directive or an escape the model does not expand"
		}
	case "echo":
		if strings.Contains(script, "\\") {
			return "", "`" + name + "` reads an echo with a backslash, which echo -e or xpg_echo expands"
		}
	}
	return script, ""
}

// sqliteScriptReason judges a script sqlite3 reads from its standard
// input as its shell does: a line that starts with a dot in its first
// column while no SQL statement is pending is a dot-command, one that
// starts with # then is a comment, and every other line adds to the SQL,
// which runs when it is complete (sqlite3_complete: it ends with a
// semicolon outside quotes and comments). A dot line while a statement is
// pending is SQL to sqlite3, so it is refused rather than guessed: the
// model's idea of "complete" must never differ from sqlite3's in the
// direction that would hide SQL behind an allowed dot-command (a trigger
// body, where sqlite3 waits for END, is refused as SQL anyway).
func sqliteScriptReason(script string) string {
	var sql strings.Builder
	pending := ""
	statements := 0
	for _, line := range strings.Split(script, "\n") {
		line = strings.TrimSuffix(line, "\r")
		switch {
		case strings.HasPrefix(line, ".") && strings.TrimSpace(pending) == "":
			if r := sqliteDotReason(line); r != "" {
				return r
			}
			statements++
			continue
		case strings.HasPrefix(line, "."):
			return "`sqlite3` reads a dot-command line inside an unfinished SQL statement, which it takes as SQL"
		case strings.HasPrefix(line, "#") && strings.TrimSpace(pending) == "":
			continue
		}
		sql.WriteString(line)
		sql.WriteByte('\n')
		if toks, why := lexSQL(line, dialectSQLite); pending == "" && why == "" && len(toks) == 0 {
			continue // blank or a comment: sqlite3 swallows it
		}
		pending += line + "\n"
		if toks, why := lexSQL(pending, dialectSQLite); why == "" && len(toks) > 0 && toks[len(toks)-1].kind == tokEnd {
			pending = ""
		}
	}
	if strings.TrimSpace(sql.String()) == "" {
		if statements == 0 {
			return "`sqlite3` reads a script with no command"
		}
		return ""
	}
	if r := sqlReason(sql.String(), dialectSQLite); r != "" {
		return "`sqlite3` reads from its input SQL that " + r
	}
	return ""
}

// sqliteCommandReason judges one argument sqlite3 runs: a dot-command
// when it starts with a dot, SQL otherwise.
func sqliteCommandReason(a arg) string {
	if a.dynamic {
		return "`sqlite3` has a command known only at run time (`" + printNode(a.word) + "`)"
	}
	s := a.lit
	if strings.HasPrefix(s, ".") {
		return sqliteDotReason(s)
	}
	if r := sqlReason(s, dialectSQLite); r != "" {
		return "`sqlite3` SQL " + r
	}
	return ""
}

// sqliteDotReason allows the dot-commands that only print or shape the
// output. .output, .once, .shell, .system, .import, .save, .backup,
// .restore, .load, .read, .open, .excel, .cd, .log, .trace, .clone,
// .recover, .parameter, .expert, .testcase, .selftest write or run.
func sqliteDotReason(s string) string {
	fields := strings.Fields(s[1:])
	if len(fields) == 0 {
		return "`sqlite3 .` is not a dot-command"
	}
	switch fields[0] {
	case "tables", "table", "schema", "fullschema", "indexes", "indices", "headers", "header", "mode", "dbinfo",
		"databases", "show", "width", "nullvalue", "separator", "help", "version", "print", "timer", "stats",
		"dump", "eqp", "explain", "echo", "bail", "changes", "lint", "sha3sum", "vfsinfo", "vfslist", "vfsname",
		"quit", "exit", "binary", "crnl", "timeout", "limit", "prompt":
		return ""
	}
	return "`sqlite3 ." + shorten(fields[0]) + "` is not a dot-command the model knows to only print (.output, .shell, .import, .save, .read, .open write or run)"
}

// specRedisCli declares redis-cli's options (Redis 8.0's redis-cli.c,
// checked against 7.0.15's): it matches them exactly, one by one, and the
// first word that does not start with a dash is the command. --rdb and
// --functions-rdb write a file, --pipe and -x/-X send standard input,
// --eval runs a script, --cluster manages the cluster, --lru-test writes
// keys, --replica makes the server write a snapshot to send it,
// --test_hint_file reads a file (undeclared). --stat and the latency
// modes poll until interrupted, as tail -f does: reads.
// --intrinsic-latency N measures the machine's own scheduling latency in
// a busy loop for N seconds, without connecting to any server (7.0.15
// under strace: it opens only /proc and /sys files to read): a read that
// ends. --keystats (Redis 7.4+: SCAN with MEMORY USAGE and the types'
// lengths), its --keystats-samples, --top N and --cursor N (where the
// SCAN starts) only shape the sampling.
var specRedisCli = optSpec{posix: true, strict: true, complete: true, exact: true,
	values: "hpsauinrdtD",
	longValues: []string{"--user", "--pass", "--sni", "--cacert", "--cacertdir", "--cert", "--key", "--tls-ciphers",
		"--tls-ciphersuites", "--pattern", "--quoted-pattern", "--count", "--memkeys-samples", "--show-pushes",
		"--keystats-samples", "--top", "--cursor", "--intrinsic-latency"},
	switches: "23ce46",
	longSwitches: []string{"--raw", "--no-raw", "--csv", "--json", "--quoted-json", "--quoted-input", "--tls",
		"--insecure", "--bigkeys", "--memkeys", "--hotkeys", "--keystats", "--scan", "--latency", "--verbose",
		"--stat", "--latency-history", "--latency-dist", "--mono",
		"--no-auth-warning", "--askpass", "--help", "--version"},
	deny: []denied{
		{[]string{"--rdb"}, "writes a dump file"}, {[]string{"--functions-rdb"}, "writes a dump file"},
		{[]string{"--pipe"}, "sends standard input as commands"}, {[]string{"-x"}, "sends standard input as an argument"},
		{[]string{"-X"}, "sends standard input as an argument"}, {[]string{"--eval"}, "runs a Lua script from a file"},
		{[]string{"--cluster"}, "manages the cluster"}, {[]string{"--lru-test"}, "writes keys"},
		{[]string{"--replica"}, "makes the server write a snapshot"}, {[]string{"--slave"}, "makes the server write a snapshot"},
		{[]string{"--ldb"}, "runs a Lua script"}, {[]string{"--ldb-sync-mode"}, "runs a Lua script"},
	}}

// redisCliReason allows redis-cli (and its forks valkey-cli and
// keydb-cli, which parse the same options) with a read command, or one of its
// sampling modes (--scan, --bigkeys, --memkeys, --hotkeys, --keystats,
// --stat, --latency and its history and distribution, and the machine's
// own --intrinsic-latency).
func redisCliReason(args []arg) string {
	sp := &specRedisCli
	words := args[1:]
	for k, a := range words {
		if !a.is("--cluster") {
			continue
		}
		// --cluster check|info HOST:PORT reports on the cluster; its
		// other commands (create, fix, reshard, rebalance, call, ...)
		// change it. The words after the command up to the next
		// option are its arguments.
		if k+2 >= len(words) || !words[k+1].is("check") && !words[k+1].is("info") ||
			words[k+2].dynamic || strings.HasPrefix(words[k+2].lit, "-") {
			return "`redis-cli --cluster` other than check or info HOST:PORT manages the cluster"
		}
		rest := append(append([]arg(nil), words[:k]...), words[k+3:]...)
		sc := scanArgs(rest, sp)
		if r := sc.verdict("redis-cli", sp); r != "" {
			return r
		}
		if len(sc.operands) > 0 {
			return "`redis-cli --cluster " + words[k+1].lit + "` takes one HOST:PORT"
		}
		return ""
	}
	sc := scanArgs(words, sp)
	if r := sc.verdict("redis-cli", sp); r != "" {
		return r
	}
	mode := false
	for _, o := range sc.opts {
		switch {
		case o.name == "--scan" || o.name == "--bigkeys" || o.name == "--memkeys" || o.name == "--hotkeys" ||
			o.name == "--keystats" || o.name == "--keystats-samples" || o.name == "--memkeys-samples" ||
			o.name == "--intrinsic-latency" || o.name == "--help" || o.name == "--version" || o.name == "--stat" ||
			o.name == "--latency" || o.name == "--latency-history" || o.name == "--latency-dist":
			mode = true
		}
	}
	if mode {
		return ""
	}
	if len(sc.operands) == 0 {
		return "`redis-cli` without a command reads commands from standard input, which the model cannot check"
	}
	return redisCommandReason(sc.operands)
}

// redisCommandReason allows the Redis commands that only read (case does
// not matter): the keys' values, lengths and types, scans, and the
// server's reports; a container command (CONFIG, CLIENT, ...) only with a
// reading subcommand. The rest of the words are keys, patterns and
// counts: data, not commands.
func redisCommandReason(words []arg) string {
	if words[0].dynamic {
		return "`redis-cli` has a command known only at run time"
	}
	cmd := strings.ToUpper(words[0].lit)
	sub := ""
	if len(words) > 1 {
		if words[1].dynamic {
			sub = "?"
		} else {
			sub = strings.ToUpper(words[1].lit)
		}
	}
	deny := "`redis-cli " + shorten(words[0].lit) + "` is not a command the model knows to only read"
	subDeny := "`redis-cli " + shorten(words[0].lit+" "+sub) + "` is not a subcommand the model knows to only read"
	switch cmd {
	// HELLO prints the server's details; the protocol version, AUTH and
	// SETNAME it may carry last as long as redis-cli's one connection.
	case "GET", "MGET", "STRLEN", "GETRANGE", "SUBSTR", "GETBIT", "BITCOUNT", "BITPOS", "BITFIELD_RO", "LCS",
		"HGET", "HGETALL", "HMGET", "HKEYS", "HVALS", "HLEN", "HEXISTS", "HSTRLEN", "HSCAN", "HRANDFIELD",
		"HTTL", "HPTTL", "HEXPIRETIME", "HPEXPIRETIME",
		"LRANGE", "LLEN", "LINDEX", "LPOS",
		"SCARD", "SMEMBERS", "SISMEMBER", "SMISMEMBER", "SSCAN", "SRANDMEMBER", "SINTER", "SUNION", "SDIFF", "SINTERCARD",
		"ZRANGE", "ZRANGEBYSCORE", "ZRANGEBYLEX", "ZREVRANGE", "ZREVRANGEBYSCORE", "ZREVRANGEBYLEX", "ZCARD",
		"ZSCORE", "ZMSCORE", "ZRANK", "ZREVRANK", "ZCOUNT", "ZLEXCOUNT", "ZSCAN", "ZRANDMEMBER", "ZINTER",
		"ZUNION", "ZDIFF", "ZINTERCARD",
		"XLEN", "XRANGE", "XREVRANGE", "XPENDING", "XREAD", "MONITOR", "SUBSCRIBE", "PSUBSCRIBE", "SSUBSCRIBE",
		"GEOPOS", "GEODIST", "GEOHASH", "GEOSEARCH", "GEORADIUS_RO", "GEORADIUSBYMEMBER_RO", "SORT_RO",
		"TTL", "PTTL", "EXPIRETIME", "PEXPIRETIME", "TYPE", "EXISTS", "KEYS", "SCAN", "RANDOMKEY", "DUMP",
		"DBSIZE", "INFO", "PING", "ECHO", "TIME", "LASTSAVE", "ROLE", "LOLWUT", "HELLO",
		"JSON.GET", "JSON.MGET", "JSON.TYPE", "JSON.STRLEN", "JSON.OBJKEYS", "JSON.OBJLEN", "JSON.ARRLEN",
		"FT._LIST", "FT.INFO", "FT.SEARCH", "FT.EXPLAIN", "TS.GET", "TS.INFO", "TS.RANGE", "TS.REVRANGE",
		"TS.MGET", "TS.MRANGE", "TS.QUERYINDEX", "BF.EXISTS", "BF.INFO", "CF.EXISTS", "CF.INFO":
		return ""
	case "EVAL_RO":
		return redisEvalRoReason(words)
	case "EVALSHA_RO", "EVALSHA":
		return "`redis-cli " + shorten(words[0].lit) + "` runs a script cached on the server, which the line does not show (read-only scripts may still loop and hold the server, or write its log); give its text to EVAL_RO, as `return redis.call('llen', KEYS[1])`"
	case "FCALL_RO", "FCALL":
		return "`redis-cli " + shorten(words[0].lit) + "` runs a function loaded on the server, which the line does not show; call the commands it would run instead"
	case "DEBUG":
		// DEBUG OBJECT KEY prints a key's encoding, reference count and
		// serialized length (7.0.15: the key's LRU is not touched);
		// the other subcommands sleep, crash, reload or reconfigure the
		// server (SLEEP, SEGFAULT, RELOAD, SET-ACTIVE-EXPIRE), write its
		// log (LOG, LISTPACK) or scan the whole dataset (DIGEST).
		if sub == "OBJECT" || sub == "HELP" {
			return ""
		}
		return "`redis-cli DEBUG " + shorten(sub) + "` is not DEBUG OBJECT: DEBUG's other subcommands sleep, crash, reload or reconfigure the server or write its log"
	case "CONFIG":
		if sub == "GET" {
			return ""
		}
	case "CLIENT":
		switch sub {
		case "LIST", "INFO", "GETNAME", "ID", "TRACKINGINFO", "GETREDIR":
			return ""
		}
	case "SLOWLOG":
		switch sub {
		case "GET", "LEN", "HELP":
			return ""
		}
	case "SENTINEL":
		// A Sentinel's reports of the masters it watches (Redis 7's
		// sentinel.c). Not DEBUG (with words it sets parameters), nor
		// IS-MASTER-DOWN-BY-ADDR (with a run id it casts a vote in a
		// failover election), nor FAILOVER, RESET, MONITOR, REMOVE, SET,
		// FLUSHCONFIG, SIMULATE-FAILURE or CONFIG SET.
		switch sub {
		case "MASTERS", "MASTER", "REPLICAS", "SLAVES", "SENTINELS", "GET-MASTER-ADDR-BY-NAME", "CKQUORUM",
			"INFO-CACHE", "MYID", "PENDING-SCRIPTS", "HELP":
			return ""
		case "CONFIG":
			if len(words) > 2 && !words[2].dynamic && strings.EqualFold(words[2].lit, "GET") {
				return ""
			}
		}
	case "LATENCY":
		switch sub {
		case "LATEST", "HISTORY", "DOCTOR", "GRAPH", "HISTOGRAM", "HELP":
			return ""
		}
	case "MEMORY":
		switch sub {
		case "USAGE", "STATS", "DOCTOR", "MALLOC-STATS", "HELP":
			return ""
		}
	case "OBJECT":
		switch sub {
		case "ENCODING", "FREQ", "IDLETIME", "REFCOUNT", "HELP":
			return ""
		}
	case "CLUSTER":
		switch sub {
		case "INFO", "NODES", "SLOTS", "SHARDS", "MYID", "MYSHARDID", "KEYSLOT", "COUNTKEYSINSLOT",
			"GETKEYSINSLOT", "LINKS", "REPLICAS", "SLAVES", "COUNT-FAILURE-REPORTS", "HELP":
			return ""
		}
	case "COMMAND":
		switch sub {
		case "", "COUNT", "INFO", "DOCS", "LIST", "GETKEYS", "GETKEYSANDFLAGS", "HELP":
			return ""
		}
	case "XINFO":
		switch sub {
		case "STREAM", "GROUPS", "CONSUMERS", "HELP":
			return ""
		}
	case "PUBSUB":
		switch sub {
		case "CHANNELS", "NUMSUB", "NUMPAT", "SHARDCHANNELS", "SHARDNUMSUB", "HELP":
			return ""
		}
	case "ACL":
		switch sub {
		case "WHOAMI", "LIST", "USERS", "GETUSER", "CAT", "HELP", "DRYRUN":
			// DRYRUN user command [arg...] answers whether the user
			// may run the command, without running it (Redis 7).
			return ""
		case "LOG":
			// ACL LOG [count] lists denied attempts; ACL LOG RESET
			// empties the log.
			if len(words) == 2 || len(words) == 3 && !words[2].dynamic && isNumber(words[2].lit) {
				return ""
			}
			return "`redis-cli ACL LOG` takes only a count here (ACL LOG RESET empties the log)"
		}
	case "FUNCTION":
		switch sub {
		case "LIST", "STATS", "DUMP", "HELP":
			return ""
		}
	case "MODULE":
		if sub == "LIST" {
			return ""
		}
	case "SCRIPT":
		if sub == "EXISTS" {
			return ""
		}
	default:
		return deny
	}
	return subDeny
}

// specMysql declares the options of mysql and mariadb (my_getopt:
// unambiguous prefixes of long options are accepted, so every spelling
// of a refused option is refused). --tee writes a file, --pager runs a
// program, --init-command runs SQL the model does not check,
// --defaults-file and --defaults-extra-file read a configuration that can
// set all of these, -G lets a client command start any line, and
// --local-infile, --plugin-dir and --system-command (MariaDB 10.11's
// --sandbox off) widen what the server or the client may do.
var specMysql = optSpec{strict: true, complete: true, values: "eDhPuS",
	longValues: []string{"--execute", "--database", "--host", "--port", "--user", "--socket", "--protocol",
		"--default-character-set", "--connect-timeout", "--max-allowed-packet", "--net-buffer-length",
		"--ssl-ca", "--ssl-cert", "--ssl-key", "--ssl-mode", "--ssl-cipher", "--tls-version", "--delimiter",
		"--login-path", "--character-sets-dir", "--default-auth", "--max-join-size", "--select-limit",
		"--ssl-capath", "--ssl-crl", "--ssl-crlpath"},
	longOptional: []string{"--password", "--help"},
	optional:     "p",
	longSwitches: []string{"--batch", "--raw", "--silent", "--skip-column-names", "--column-names", "--table", "--vertical",
		"--xml", "--html", "--verbose", "--version", "--no-auto-rehash", "--skip-pager", "--no-pager", "--no-tee",
		"--force", "--ssl", "--skip-ssl", "--compress", "--safe-updates", "--i-am-a-dummy", "--unbuffered",
		"--quick", "--line-numbers", "--skip-line-numbers", "--show-warnings", "--binary-mode", "--sandbox",
		"--comments", "--skip-comments", "--no-beep", "--ssl-verify-server-cert", "--tabular", "--column-type-info"},
	switches: "BrsNtEHXvVfCqLnwTcjo?",
	deny: []denied{
		{[]string{"--tee"}, "writes its output to a file"}, {[]string{"--pager"}, "runs a pager program"},
		{[]string{"--init-command"}, "runs SQL the model does not check"},
		{[]string{"--defaults-file"}, "reads a configuration that can write or run"},
		{[]string{"--defaults-extra-file"}, "reads a configuration that can write or run"},
		{[]string{"--defaults-group-suffix"}, "reads a configuration that can write or run"},
		{[]string{"-G", "--named-commands"}, "lets a client command (system, tee) start any line"},
		{[]string{"--local-infile"}, "lets the server read local files"},
		{[]string{"--plugin-dir"}, "loads client plugins from a directory"},
		{[]string{"--enable-local-infile"}, "lets the server read local files"},
	}}

// mysqlReason allows mysql and mariadb running literal read-only SQL given
// with -e.
func mysqlReason(name string, args []arg) string {
	sp := &specMysql
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if strings.HasPrefix(o.name, "--") {
			// my_getopt's prefixes turn any option into another:
			// --enable-pager, --loose-tee=f, --maximum-...
			for _, p := range []string{"--skip-", "--enable-", "--disable-", "--loose-", "--maximum-"} {
				if strings.HasPrefix(o.name, p) && o.name != "--skip-column-names" && o.name != "--skip-pager" &&
					o.name != "--skip-ssl" && o.name != "--skip-line-numbers" && o.name != "--skip-comments" {
					return "`" + name + " " + shorten(o.name) + "` is an option prefix the model does not read"
				}
			}
		}
	}
	acts := 0
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "-e") || o.is(sp, "--execute"):
			acts++
			if o.val.dynamic {
				return "`" + name + " -e` has SQL known only at run time (`" + printNode(o.val.word) + "`)"
			}
			if r := mysqlClientLines(o.val.lit); r != "" {
				return "`" + name + " -e` " + r
			}
			if r := sqlReason(o.val.lit, dialectMySQL); r != "" {
				return "`" + name + " -e` " + r
			}
		case o.is(sp, "-V") || o.is(sp, "--version") || o.is(sp, "-?") || o.is(sp, "--help"):
			acts++
		case o.is(sp, "--delimiter"):
			return "`" + name + " --delimiter` changes how the model would split the statements"
		}
	}
	if acts == 0 {
		return "`" + name + "` without -e reads commands from standard input, which the model cannot check"
	}
	return ""
}

// mysqlClientLines refuses a line of -e's text that starts with one of
// the mysql client's own command names (system, source, tee, pager,
// edit, connect, delimiter, ...), which the client runs instead of
// sending.
func mysqlClientLines(text string) string {
	for _, line := range strings.Split(text, "\n") {
		f := strings.Fields(strings.ToLower(line))
		if len(f) == 0 {
			continue
		}
		w := strings.TrimRight(f[0], ";")
		switch w {
		case "system", "source", "tee", "notee", "pager", "nopager", "edit", "connect", "delimiter", "charset",
			"prompt", "rehash", "warnings", "nowarning", "print", "status", "help", "quit", "exit", "clear", "go",
			"ego", "query_attributes", "ssl_session_data_print", "resetconnection", "sandbox":
			return "has a line starting with the client command `" + shorten(f[0]) + "`"
		}
	}
	return ""
}

// specPgArchiveCleanup declares pg_archivecleanup's options (getopt,
// long forms from PostgreSQL 17; strict).
var specPgArchiveCleanup = optSpec{strict: true, values: "x", switches: "dnV?",
	longValues:   []string{"--strip-extension"},
	longSwitches: []string{"--debug", "--dry-run", "--version", "--help"},
	deny:         []denied{{[]string{"-b", "--clean-backup-history"}, "removes backup history files"}}}

// pgArchiveCleanupReason allows pg_archivecleanup's dry run (-n): it
// prints the WAL files older than the one named that it would remove.
// Checked with PostgreSQL 15.20's under strace on a throw-away archive
// (with and without -x .gz): it lists the folder, unlinks nothing and
// runs nothing. Without -n it removes them.
func pgArchiveCleanupReason(args []arg) string {
	sc := scanArgs(args[1:], &specPgArchiveCleanup)
	if r := sc.verdict("pg_archivecleanup", &specPgArchiveCleanup); r != "" {
		return r
	}
	for _, o := range sc.opts {
		switch o.name {
		case "-n", "--dry-run", "-V", "--version", "-?", "--help":
			return ""
		}
	}
	return "`pg_archivecleanup` removes the WAL files older than the one named from the archive; add -n to print them instead"
}

// pgConfigReason allows pg_config (how PostgreSQL was built),
// pg_controldata (a data directory's control file) and Debian's
// pg_lsclusters: they only print, whatever their literal options ask.
func pgConfigReason(name string, args []arg) string {
	for _, a := range args[1:] {
		if a.mayBeOption() || a.dynamic && strings.HasPrefix(a.lit, "-") {
			return nonLiteralReason(name, a)
		}
		if name == "pg_config" && !strings.HasPrefix(a.lit, "--") {
			return "`pg_config " + shorten(a.lit) + "` is not an option of pg_config"
		}
	}
	return ""
}

// specMysqldump declares mysqldump's options (my_getopt: prefixes, so
// strict and complete): the dump goes to standard output. -r and --tab
// write files, --flush-logs rotates the server's logs, --source-data and
// --master-data flush the tables, --delete-source-logs purges them,
// --dump-replica stops replication, --log-error and --debug write files.
var specMysqldump = optSpec{strict: true, complete: true, values: "hPuSwD",
	optional: "p",
	longValues: []string{"--host", "--port", "--user", "--socket", "--where", "--ignore-table", "--default-character-set",
		"--set-gtid-purged", "--column-statistics", "--max-allowed-packet", "--net-buffer-length", "--protocol",
		"--ssl-ca", "--ssl-cert", "--ssl-key", "--ssl-mode", "--compatible", "--tables", "--fields-terminated-by",
		"--ignore-database", "--login-path"},
	longOptional: []string{"--password", "--help"},
	switches:     "dtRElqBAcnXCvfYKNQ?V",
	longSwitches: []string{"--no-data", "--no-create-info", "--routines", "--events", "--triggers", "--skip-triggers",
		"--single-transaction", "--quick", "--skip-quick", "--skip-lock-tables", "--lock-tables", "--no-tablespaces", "--compact",
		"--databases", "--all-databases", "--hex-blob", "--skip-comments", "--comments", "--skip-extended-insert",
		"--extended-insert", "--complete-insert", "--add-drop-table", "--skip-add-drop-table", "--add-drop-database",
		"--no-create-db", "--order-by-primary", "--skip-opt", "--opt", "--insert-ignore", "--replace", "--xml",
		"--tz-utc", "--skip-tz-utc", "--compress", "--verbose", "--force", "--dump-date", "--skip-dump-date",
		"--create-options", "--skip-create-options", "--quote-names", "--skip-quote-names", "--add-locks",
		"--skip-add-locks", "--disable-keys", "--skip-disable-keys", "--set-charset", "--skip-set-charset",
		"--no-autocommit", "--allow-keywords", "--ssl", "--skip-ssl", "--version", "--skip-column-statistics"},
	deny: []denied{
		{[]string{"-r", "--result-file"}, "writes the dump to a file"}, {[]string{"-T", "--tab"}, "writes files"},
		{[]string{"-F", "--flush-logs"}, "rotates the server's logs"}, {[]string{"--flush-privileges"}, "reloads the server's privileges"},
		{[]string{"--source-data"}, "flushes the tables"}, {[]string{"--master-data"}, "flushes the tables"},
		{[]string{"--delete-source-logs"}, "purges the server's logs"}, {[]string{"--delete-master-logs"}, "purges the server's logs"},
		{[]string{"--dump-replica"}, "stops replication"}, {[]string{"--dump-slave"}, "stops replication"},
		{[]string{"--log-error"}, "writes a file"}, {[]string{"-#", "--debug"}, "writes a trace file"},
		{[]string{"--defaults-file"}, "reads a configuration that can write or run"},
		{[]string{"--defaults-extra-file"}, "reads a configuration that can write or run"},
		{[]string{"--plugin-dir"}, "loads client plugins from a directory"},
	}}

// specMysqladmin declares mysqladmin's options; its verbs decide.
var specMysqladmin = optSpec{strict: true, complete: true, values: "hPuSc", optional: "p",
	longValues:   []string{"--host", "--port", "--user", "--socket", "--count", "--protocol", "--ssl-ca", "--ssl-mode", "--connect-timeout", "--login-path"},
	longOptional: []string{"--password", "--help"},
	switches:     "rvsfV?",
	longSwitches: []string{"--relative", "--verbose", "--silent", "--force", "--version", "--vertical", "--compress", "--ssl", "--skip-ssl", "--no-beep"},
	deny: []denied{
		{[]string{"-i", "--sleep"}, "repeats until it is interrupted"}, {[]string{"-w", "--wait"}, "waits and retries"},
		{[]string{"--defaults-file"}, "reads a configuration that can write or run"},
		{[]string{"--defaults-extra-file"}, "reads a configuration that can write or run"},
		{[]string{"--plugin-dir"}, "loads client plugins from a directory"},
	}}

// specMysqlDumpSlow declares mysqldumpslow's options (Getopt::Long
// without bundling, read by perlLongWords: one dash or two, any case, a
// unique prefix): -s sorts, -t keeps the top N, -r reverses, -a, -n and
// -l shape the statements and times, -g filters by a pattern (Perl
// refuses code blocks in an interpolated pattern: -g '(?{...})' stops
// with "Eval-group not allowed at runtime", checked), -v and -d print more on
// standard error. -h and -i only choose the log it looks for when no
// file is named. None writes.
var specMysqlDumpSlow = optSpec{strict: true, complete: true,
	longValues: []string{"--s", "--t", "--n", "--g", "--h", "--i"},
	longSwitches: []string{"--v", "--verbose", "--help", "--d", "--debug", "--r", "--nor", "--no-r", "--a", "--noa",
		"--no-a", "--l", "--nol", "--no-l"}}

// mysqlDumpSlowReason allows mysqldumpslow (mariadb-dumpslow), which
// summarizes a slow query log it names and writes nothing (checked with
// MariaDB 10.11's script under strace: it opens the log and runs
// nothing). Without a file it runs my_print_defaults, which reads the
// server's configuration, to find the log: refused. It reads its files
// with Perl's <>, a two-argument open: a name ending in | runs as a
// command and one starting with > is truncated (checked), so each
// operand must be a plain literal name.
func mysqlDumpSlowReason(name string, args []arg) string {
	sp := &specMysqlDumpSlow
	words := perlLongWords(args)[1:]
	sc := scanArgs(words, sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	if sc.has(sp, "--help") != nil {
		return ""
	}
	if len(sc.operands) == 0 {
		return "`" + name + "` without a log file runs my_print_defaults to find the server's log; name the slow query log"
	}
	for _, a := range sc.operands {
		if r := perlOpenReason(name, a); r != "" {
			return r
		}
	}
	return ""
}

// mysqlToolReason allows mysqldump to standard output and mysqladmin's
// reports (status, extended-status, processlist, variables, ping,
// version); mysqladmin's other verbs (create, drop, flush-*, kill,
// password, reload, refresh, shutdown, start-/stop-replica, debug)
// change the server.
func mysqlToolReason(name string, args []arg) string {
	sp := &specMysqldump
	if name == "mysqladmin" || name == "mariadb-admin" {
		sp = &specMysqladmin
	}
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	if sp == &specMysqldump {
		return ""
	}
	for _, a := range sc.operands {
		switch strings.ToLower(a.lit) {
		case "status", "extended-status", "processlist", "variables", "ping", "version":
		default:
			return "`" + name + " " + shorten(a.lit) + "` is not a report the model knows (create, drop, flush-*, kill, shutdown, ... change the server)"
		}
	}
	return ""
}

// specMysqlbinlog declares mysqlbinlog's (mariadb-binlog's) options
// (my_getopt: prefixes, so strict and complete). It decodes the binary
// log files it names to standard output; --flashback prints the events
// reversed, also to standard output. -l names the folder for LOAD DATA's
// files (mysqlReaderReason). -R reads the named log from the server
// (and -t the later ones) as a replica reads it: checked against MariaDB
// 10.11 with its general log, the client sends SELECT VERSION(), sets
// two session variables (@master_binlog_checksum,
// @mariadb_slave_capability) and asks for a binlog dump; it registers no
// replica (SHOW SLAVE HOSTS stays empty) and ends at the end of the log.
// -r writes the output to a file, --raw writes the logs themselves to
// files, --stop-never waits for new events and never ends (under a
// replica server id, --stop-never-slave-server-id, that the server may
// take for an existing replica's), -# writes a trace file, and --defaults-file and the
// like read a configuration that can set any of these.
var specMysqlbinlog = optSpec{strict: true, complete: true, values: "dhoPSjTul", optional: "p",
	longValues: []string{"--local-load", "--base64-output", "--character-sets-dir", "--database", "--default-auth", "--host", "--offset",
		"--port", "--protocol", "--ignore-domain-ids", "--do-domain-ids", "--ignore-server-ids", "--do-server-ids",
		"--server-id", "--set-charset", "--socket", "--ssl-ca", "--ssl-capath", "--ssl-cert", "--ssl-cipher", "--ssl-key",
		"--ssl-crl", "--ssl-crlpath", "--tls-version", "--start-datetime", "--start-position", "--stop-datetime",
		"--stop-position", "--table", "--user", "--open-files-limit", "--binlog-row-event-max-size", "--rewrite-db"},
	longOptional: []string{"--password", "--help"},
	switches:     "?DBFfHsvVcRt",
	longSwitches: []string{"--read-from-remote-server", "--to-last-log", "--debug-check", "--debug-info", "--disable-log-bin", "--flashback", "--force-if-open",
		"--force-read", "--hexdump", "--print-row-count", "--print-row-event-positions", "--short-form", "--ssl",
		"--ssl-verify-server-cert", "--gtid-strict-mode", "--verbose", "--version", "--verify-binlog-checksum",
		"--skip-annotate-row-events", "--print-table-metadata"},
	deny: []denied{
		{[]string{"-r", "--result-file"}, "writes the decoded log to a file (leave it out: the log goes to standard output)"},
		{[]string{"--raw"}, "writes the binary logs to files"},
		{[]string{"--stop-never"}, "waits for the server's new events and never ends"},
		{[]string{"--stop-never-slave-server-id"}, "waits for the server's new events and never ends"},
		{[]string{"-#", "--debug"}, "writes a trace file"},
		{[]string{"--defaults-file"}, "reads a configuration that can write or run"},
		{[]string{"--defaults-extra-file"}, "reads a configuration that can write or run"},
		{[]string{"--defaults-group-suffix"}, "reads a configuration that can write or run"},
		{[]string{"--plugin-dir"}, "loads client plugins from a directory"},
	}}

// specMysqlshow declares mysqlshow's (mariadb-show's) options: it lists
// the databases, a database's tables or a table's columns (SHOW
// statements; --count counts rows).
var specMysqlshow = optSpec{strict: true, complete: true, values: "chPSu", optional: "p",
	longValues: []string{"--character-sets-dir", "--default-character-set", "--default-auth", "--host", "--port",
		"--protocol", "--socket", "--ssl-ca", "--ssl-capath", "--ssl-cert", "--ssl-cipher", "--ssl-key", "--ssl-crl",
		"--ssl-crlpath", "--tls-version", "--user", "--login-path"},
	longOptional: []string{"--password", "--help"},
	switches:     "CiktvV?",
	longSwitches: []string{"--count", "--compress", "--debug-check", "--debug-info", "--status", "--keys",
		"--show-table-type", "--ssl", "--ssl-verify-server-cert", "--verbose", "--version"},
	deny: []denied{
		{[]string{"-#", "--debug"}, "writes a trace file"},
		{[]string{"--defaults-file"}, "reads a configuration that can write or run"},
		{[]string{"--defaults-extra-file"}, "reads a configuration that can write or run"},
		{[]string{"--defaults-group-suffix"}, "reads a configuration that can write or run"},
		{[]string{"--plugin-dir"}, "loads client plugins from a directory"},
	}}

// mysqlReaderReason allows mysqlbinlog decoding local binary logs to
// standard output and mysqlshow's listings (checked with MariaDB
// 10.11's mariadb-binlog 3.5 and mysqlshow under strace: they read the
// client configuration and the named log and run nothing). Operands are
// log files or database, table and column names; one that may be an
// option is refused by the spec.
//
// mysqlbinlog copies the data of each LOAD DATA event of a statement or
// mixed format log into SQL_LOAD_MB-<file id>-<n> in TMPDIR (or -l's
// folder), for a mysql that replays its output, and leaves it there
// (checked: a MariaDB 10.11 log with LOAD DATA LOCAL INFILE). What a log
// holds is not on the line, so -l /dev/null is required: the file cannot
// be created under /dev/null, and mysqlbinlog stops with an error at such
// an event, having written nothing (checked); a row-format log decodes
// whole.
func mysqlReaderReason(name string, args []arg) string {
	sp := &specMysqlshow
	binlog := name == "mysqlbinlog" || name == "mariadb-binlog"
	if binlog {
		sp = &specMysqlbinlog
	}
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" || !binlog {
		return r
	}
	if len(sc.operands) == 0 && sc.has(sp, "-V", "--version", "-?", "--help") != nil {
		return ""
	}
	var load *option
	for k := range sc.opts {
		if sc.opts[k].is(sp, "-l") || sc.opts[k].is(sp, "--local-load") {
			load = &sc.opts[k]
		}
	}
	if load == nil || load.val.dynamic || load.val.lit != "/dev/null" {
		return "`" + name + "` copies the data of each LOAD DATA event in the log into SQL_LOAD_MB-* files in TMPDIR (or -l's folder) and leaves them there; add --local-load=/dev/null, with which it writes nothing and stops at such an event"
	}
	return ""
}

// specPgRestore declares pg_restore's options. Without -d it prints the
// archive as SQL (or with -l its table of contents) to standard output;
// -d restores into a database and -f writes a file (-f - is standard
// output).
var specPgRestore = optSpec{values: "dfFhILnNPpStTUWj",
	longValues: []string{"--dbname", "--file", "--format", "--host", "--index", "--use-list", "--schema", "--exclude-schema",
		"--function", "--port", "--superuser", "--table", "--trigger", "--username", "--jobs", "--role", "--section",
		"--filter"},
	longOptional: []string{"--help"},
	deny: []denied{
		{[]string{"-d", "--dbname"}, "restores into a database"},
		{[]string{"-C", "--create"}, "creates the database"},
		{[]string{"-j", "--jobs"}, "restores into a database"},
	}}

// pgRestoreReason allows pg_restore printing an archive or its list.
func pgRestoreReason(args []arg) string {
	sp := &specPgRestore
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("pg_restore", sp); r != "" {
		return r
	}
	for _, f := range sc.values(sp, "-f", "--file") {
		if f.dynamic || f.lit != "-" && f.lit != "/dev/stdout" && f.lit != "/dev/null" {
			return "`pg_restore -f` writes a file (-f - prints)"
		}
	}
	return ""
}

// specEtcdctl declares etcdctl's (v3) global options and those of its
// reads, with the ones that take a value (pflag: exact names, options
// anywhere); any other option is refused.
var specEtcdctl = optSpec{strict: true, complete: true, exact: true, pflag: true, values: "w",
	longValues: []string{"--endpoints", "--cacert", "--cert", "--key", "--user", "--password", "--dial-timeout",
		"--command-timeout", "--keepalive-time", "--keepalive-timeout", "--write-out", "--discovery-srv",
		"--discovery-srv-name", "--limit", "--rev", "--sort-by", "--order", "--consistency", "--prefix-range",
		"--max-wait-for-response"},
	longSwitches: []string{"--hex", "--insecure-transport", "--insecure-skip-tls-verify", "--insecure-discovery",
		"--prefix", "--from-key", "--keys-only", "--print-value-only", "--count-only", "--keys", "--cluster",
		"--help", "--version", "--debug"},
}

// etcdctlReason allows etcdctl's reads: get, watch, version, member
// list, endpoint health|status|hashkv, alarm list, lease
// list|timetolive, user and role list|get, auth status. put, del, txn,
// compaction, defrag, snapshot (save writes a file), lock, elect, check
// (writes keys), move-leader and every add, remove, grant and revoke
// change the cluster or write.
func etcdctlReason(args []arg) string {
	sp := &specEtcdctl
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("etcdctl", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "--version") != nil || sc.has(sp, "--help") != nil {
			return ""
		}
		return "`etcdctl` without a command is not a read the model knows"
	}
	verb, sub := sc.operands[0].lit, ""
	if len(sc.operands) > 1 && !sc.operands[1].dynamic {
		sub = sc.operands[1].lit
	}
	switch verb {
	case "get", "watch", "version":
		return ""
	case "member", "alarm", "lease", "user", "role":
		switch sub {
		case "list", "timetolive", "get":
			return ""
		}
	case "endpoint":
		switch sub {
		case "health", "status", "hashkv":
			return ""
		}
	case "auth":
		if sub == "status" {
			return ""
		}
	}
	return "`etcdctl " + shorten(strings.TrimSpace(verb+" "+sub)) + "` is not a read the model knows (put, del, txn, compaction, defrag, snapshot save, lock, check and the add/remove/grant commands write)"
}

// mongoReason explains why the MongoDB shells stay refused: their --eval
// is JavaScript the model cannot check (an aggregation's $out or $merge
// writes, db.x.drop() drops), and mongosh writes a log file under
// ~/.mongodb/mongosh on every run.
func mongoReason(name string) string {
	if name == "mongosh" {
		return "`mongosh` runs JavaScript the model cannot check, and writes its log under ~/.mongodb/mongosh on every run"
	}
	return "`" + name + "` runs JavaScript the model cannot check"
}

// specRdb declares redis-rdb-tools' rdb (argparse, which takes
// abbreviations and -kPATTERN): -c chooses what it prints of the dump
// file, -k and -o filter keys by a Python regular expression, -n, -t, -b,
// -l, -e, -x and -a shape the output. -f opens the file it names for
// writing. Read in rdbtools/cli/rdb.py (0.1.15): the parser only opens
// the dump file for reading.
var specRdb = optSpec{strict: true, complete: true, values: "cfnktoblea", switches: "hx",
	longValues: []string{"--command", "--file", "--db", "--key", "--not-key", "--type", "--bytes", "--largest",
		"--escape", "--amend-expire"},
	longSwitches: []string{"--help", "--no-expire"},
	maxOperands:  1, operandWhy: "takes one dump file",
	deny: []denied{{[]string{"-f", "--file"}, "writes its output to the file it names (leave it out: the output goes to standard output)"}}}

// rdbReason allows rdb printing a Redis dump file as JSON, its keys,
// key-values, memory report, diff lines or protocol (all to standard
// output), the command given as a literal word.
func rdbReason(args []arg) string {
	sp := &specRdb
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("rdb", sp); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if !o.is(sp, "-c") && !o.is(sp, "--command") {
			continue
		}
		if o.val.dynamic {
			return "`rdb --command` has a command known only at run time (`" + printNode(o.val.word) + "`)"
		}
		switch o.val.lit {
		case "json", "diff", "justkeys", "justkeyvals", "memory", "protocol":
		default:
			return "`rdb --command " + shorten(o.val.lit) + "` is not a command of rdb the model knows"
		}
	}
	return ""
}

// redisEvalRoReason allows EVAL_RO (Redis 7) with a script that is one
// call of a read command: `return redis.call('llen', KEYS[1])` (or
// redis.pcall), its arguments string or number literals, KEYS[n] or
// ARGV[n]. The server refuses write commands in EVAL_RO's script (and
// PUBLISH, CLIENT and CONFIG: checked with 7.0.15), but a read-only
// script may still loop for ever and hold the server (a busy script
// answers BUSY to every client), write the server's log (redis.log) or
// call a command that is no write but changes something; the one call
// the model allows is judged as the same command on redis-cli's line,
// with KEYS and ARGV replaced by the line's words. Running the script
// caches its text on the server (SCRIPT EXISTS then finds it), as every
// EVAL does: a cache, not data.
func redisEvalRoReason(words []arg) string {
	const how = "; the model reads only `return redis.call('CMD', KEYS[1], ARGV[1], 'literal', 10)`"
	if len(words) < 3 {
		return "`redis-cli EVAL_RO` takes a script and the number of keys"
	}
	if words[1].dynamic {
		return "`redis-cli EVAL_RO` has a script known only at run time"
	}
	if words[2].dynamic || !isNumber(words[2].lit) || strings.HasPrefix(words[2].lit, "-") || strings.HasPrefix(words[2].lit, "+") {
		return "`redis-cli EVAL_RO` has a number of keys that is not a literal number"
	}
	nkeys := 0
	for _, c := range words[2].lit {
		nkeys = nkeys*10 + int(c-'0')
		if nkeys > len(words) {
			return "`redis-cli EVAL_RO` names more keys than the line gives"
		}
	}
	keys, argv := words[3:], []arg(nil)
	if nkeys > len(keys) {
		return "`redis-cli EVAL_RO` names more keys than the line gives"
	}
	keys, argv = keys[:nkeys], keys[nkeys:]
	call, why := luaReadCall(words[1].lit, keys, argv)
	if why != "" {
		return "`redis-cli EVAL_RO` has a script that " + why + how
	}
	if r := redisCommandReason(call); r != "" {
		return "`redis-cli EVAL_RO` calls a command that is no read: " + r
	}
	return ""
}

// luaReadCall reads a Lua script that is `return redis.call(ARGS)` or
// redis.pcall, with an optional semicolon, and returns ARGS as
// redis-cli's words: string literals without escapes, numbers, and
// KEYS[n] or ARGV[n] replaced by the line's words; anything else, why
// not.
func luaReadCall(src string, keys, argv []arg) ([]arg, string) {
	p := 0
	space := func() {
		for p < len(src) && (src[p] == ' ' || src[p] == '\t' || src[p] == '\n' || src[p] == '\r') {
			p++
		}
	}
	take := func(t string) bool {
		space()
		if strings.HasPrefix(src[p:], t) {
			p += len(t)
			return true
		}
		return false
	}
	ident := func() string {
		space()
		q := p
		for p < len(src) && (src[p] == '_' || src[p] == '.' || src[p] >= 'a' && src[p] <= 'z' ||
			src[p] >= 'A' && src[p] <= 'Z' || src[p] >= '0' && src[p] <= '9') {
			p++
		}
		return src[q:p]
	}
	if ident() != "return" {
		return nil, "does not start with return"
	}
	if f := ident(); f != "redis.call" && f != "redis.pcall" {
		return nil, "does not return one redis.call"
	}
	if !take("(") {
		return nil, "does not return one redis.call"
	}
	var out []arg
	for {
		space()
		if p >= len(src) {
			return nil, "ends inside redis.call"
		}
		switch c := src[p]; {
		case c == '\'' || c == '"':
			end := strings.IndexByte(src[p+1:], c)
			if end < 0 {
				return nil, "has a string that does not end"
			}
			lit := src[p+1 : p+1+end]
			if strings.ContainsAny(lit, "\\\n") {
				return nil, "has a string with an escape or a newline"
			}
			out = append(out, arg{lit: lit})
			p += end + 2
		case c >= '0' && c <= '9':
			q := p
			for p < len(src) && src[p] >= '0' && src[p] <= '9' {
				p++
			}
			out = append(out, arg{lit: src[q:p]})
		default:
			name := ident()
			var from []arg
			switch name {
			case "KEYS":
				from = keys
			case "ARGV":
				from = argv
			default:
				return nil, "passes `" + shorten(name) + "` to redis.call"
			}
			if !take("[") {
				return nil, "uses " + name + " other than " + name + "[n]"
			}
			space()
			n := 0
			q := p
			for p < len(src) && src[p] >= '0' && src[p] <= '9' && p-q < 4 {
				n = n*10 + int(src[p]-'0')
				p++
			}
			digits := src[q:p]
			if p == q || !take("]") {
				return nil, "uses " + name + " other than " + name + "[n]"
			}
			if n < 1 || n > len(from) {
				return nil, "uses " + name + "[" + digits + "], which the line does not give"
			}
			out = append(out, from[n-1])
		}
		if take(")") {
			break
		}
		if !take(",") {
			return nil, "has something other than a literal, KEYS[n] or ARGV[n] in redis.call"
		}
	}
	take(";")
	space()
	if p != len(src) {
		return nil, "has more than `return redis.call(...)`"
	}
	if len(out) == 0 || out[0].dynamic {
		return nil, "calls a command known only at run time"
	}
	return out, ""
}

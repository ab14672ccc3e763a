package shell

import "strings"

// SQL given to a database client on the command line (psql -c, sqlite3's
// arguments, mysql -e) is read by a small lexer, not a parser: it proves
// a text read-only or refuses it. The lexer splits the text into words,
// quoted names, strings, numbers and punctuation the way the server does
// (quotes '' E'' $tag$ "" `` [], -- # and /* */ comments, ; between
// statements), and wherever the dialects or a server setting could read a
// text two ways (a backslash in a plain string, a nested comment, MySQL's
// --x, an executable /*! comment) it refuses rather than guess. Then:
//
//   - each statement starts with a query keyword of the dialect (SELECT,
//     WITH, TABLE, VALUES, SHOW, EXPLAIN; DESCRIBE and USE in MySQL;
//     read-only PRAGMA forms in SQLite);
//   - no word anywhere is a keyword that writes or can embed a write:
//     INSERT, UPDATE, DELETE, MERGE (a data-modifying WITH), INTO (SELECT
//     INTO, INTO OUTFILE), SHARE and LOCK (FOR UPDATE/SHARE locks rows),
//     the DDL, COPY, CALL, ANALYZE (except right after EXPLAIN: EXPLAIN
//     ANALYZE runs the statement, which these same rules proved
//     read-only), ...;
//   - every function called is on an allow list of functions without side
//     effects (count, now, pg_size_pretty, json_extract, ...); a function
//     qualified by a schema other than pg_catalog, or any other name,
//     could be anything (nextval, set_config, pg_terminate_backend,
//     dblink, query_to_xml, lo_export, writefile, load_extension, sleep
//     are all refused). Functions that only read a file the server or the
//     shell can see (pg_read_file, pg_ls_dir, sqlite3's readfile) are
//     reads and allowed.

type sqlDialect int

const (
	dialectPostgres sqlDialect = iota
	dialectMySQL
	dialectSQLite
	// dialectDuckDB is lexed as PostgreSQL (DuckDB's parser is
	// PostgreSQL's); it names DuckDB's rules (duckdb.go).
	dialectDuckDB
)

type sqlTokKind int

const (
	tokWord   sqlTokKind = iota // a keyword or an unquoted name, lower-cased
	tokQuoted                   // a quoted name: "x", `x`, [x]
	tokString                   // a string constant
	tokNumber
	tokPunct // one character of punctuation or an operator
	tokEnd   // ; or MySQL's \g and \G: the end of a statement
)

type sqlTok struct {
	kind sqlTokKind
	text string
}

// lexSQL splits text into tokens, or returns why it will not.
func lexSQL(text string, d sqlDialect) ([]sqlTok, string) {
	var toks []sqlTok
	s := text
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '-' && i+1 < len(s) && s[i+1] == '-':
			if d == dialectMySQL && i+2 < len(s) && !isSQLSpace(s[i+2]) {
				// MySQL reads --x as two minus signs, the others as a
				// comment.
				return nil, "has `--` without a blank after it, which MySQL does not read as a comment"
			}
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '#' && d == dialectMySQL:
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			if i+2 < len(s) && (s[i+2] == '!' || s[i+2] == 'M' && i+3 < len(s) && s[i+3] == '!') {
				return nil, "has an executable comment (/*! ... */), which MySQL runs"
			}
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				return nil, "has an unterminated comment"
			}
			if strings.Contains(s[i+2:i+2+end], "/*") {
				// PostgreSQL nests comments, the others do not.
				return nil, "has a comment inside a comment, which the dialects read differently"
			}
			i += 2 + end + 2
		case c == '\'':
			n, why := sqlString(s[i:])
			if why != "" {
				return nil, why
			}
			toks = append(toks, sqlTok{tokString, s[i : i+n]})
			i += n
		case c == '"':
			// MySQL reads "x" as a string unless ANSI_QUOTES makes it a
			// name: as a name it can be a function called ("sleep"(9)),
			// so it is read as one.
			n, why := sqlQuoted(s[i:], '"')
			if why != "" {
				return nil, why
			}
			toks = append(toks, sqlTok{tokQuoted, s[i+1 : i+n-1]})
			i += n
		case c == '`' && d != dialectPostgres:
			n, why := sqlQuoted(s[i:], '`')
			if why != "" {
				return nil, why
			}
			toks = append(toks, sqlTok{tokQuoted, s[i+1 : i+n-1]})
			i += n
		case c == '[' && d == dialectSQLite:
			end := strings.IndexByte(s[i:], ']')
			if end < 0 {
				return nil, "has an unterminated [name]"
			}
			toks = append(toks, sqlTok{tokQuoted, s[i+1 : i+end]})
			i += end + 1
		case c == '$' && d == dialectPostgres:
			j := i + 1
			for j < len(s) && isSQLIdent(s[j]) && s[j] != '$' {
				j++
			}
			if j < len(s) && s[j] == '$' && (j == i+1 || !isDigit(s[i+1])) {
				tag := s[i : j+1]
				end := strings.Index(s[j+1:], tag)
				if end < 0 {
					return nil, "has an unterminated " + tag + " string"
				}
				toks = append(toks, sqlTok{tokString, s[j+1 : j+1+end]})
				i = j + 1 + end + len(tag)
				continue
			}
			if j > i+1 && isDigit(s[i+1]) {
				toks = append(toks, sqlTok{tokPunct, s[i:j]}) // $1: a parameter
				i = j
				continue
			}
			return nil, "has a `$` the model does not read"
		case c == '\\' && d == dialectMySQL:
			// The mysql client reads \x as one of its own commands (\!
			// runs a shell, \T writes a file); only \g and \G, which end
			// a statement, are queries.
			if i+1 < len(s) && (s[i+1] == 'g' || s[i+1] == 'G') {
				toks = append(toks, sqlTok{tokEnd, s[i : i+2]})
				i += 2
				continue
			}
			return nil, "has a mysql client command (`\\" + s[i+1:min(i+2, len(s))] + "`)"
		case c == ';':
			toks = append(toks, sqlTok{tokEnd, ";"})
			i++
		case isDigit(c) || c == '.' && i+1 < len(s) && isDigit(s[i+1]):
			j := i
			for j < len(s) && (isSQLIdent(s[j]) || s[j] == '.') {
				j++
			}
			toks = append(toks, sqlTok{tokNumber, s[i:j]})
			i = j
		case isSQLIdentStart(c):
			j := i
			for j < len(s) && isSQLIdent(s[j]) {
				j++
			}
			word := s[i:j]
			if j < len(s) && s[j] == '\'' && d == dialectPostgres && (word == "E" || word == "e") {
				n, why := sqlEscapeString(s[j:])
				if why != "" {
					return nil, why
				}
				toks = append(toks, sqlTok{tokString, s[j : j+n]})
				i = j + n
				continue
			}
			if j < len(s) && s[j] == '\'' && len(word) == 1 && strings.IndexByte("bBxX", word[0]) >= 0 {
				// A bit or hex string ends at the first quote: '' inside
				// is no quote but the start of another string.
				n, why := sqlString(s[j:])
				if why != "" {
					return nil, why
				}
				if strings.Contains(s[j+1:j+n-1], "''") {
					return nil, "has a quote doubled inside a bit or hex string"
				}
				toks = append(toks, sqlTok{tokString, s[j : j+n]})
				i = j + n
				continue
			}
			if d != dialectPostgres && strings.IndexByte(word, '$') >= 0 {
				return nil, "has a `$` the model does not read"
			}
			toks = append(toks, sqlTok{tokWord, strings.ToLower(word)})
			i = j
		case strings.IndexByte("(),.*+-/%<>=!|&^~:@?{}[]", c) >= 0 || c == '#' && d == dialectPostgres:
			toks = append(toks, sqlTok{tokPunct, s[i : i+1]})
			i++
		default:
			return nil, "has a character the model does not read (`" + visible(s[i:i+1]) + "`)"
		}
	}
	return toks, ""
}

func isSQLSpace(c byte) bool { return c <= ' ' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isSQLIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c >= 0x80
}

func isSQLIdent(c byte) bool { return isSQLIdentStart(c) || isDigit(c) || c == '$' }

// sqlString returns the length of the '...' string at the start of s,
// with a doubled quote inside. A backslash right before a quote is
// refused: whether it escapes the quote depends on a setting
// (standard_conforming_strings, NO_BACKSLASH_ESCAPES), so the text could
// end the string elsewhere than the model thinks. Before any other
// character (like 'fct\_%') it changes what the string holds, never
// where it ends: an escape is two characters either way.
func sqlString(s string) (int, string) {
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			if i+1 < len(s) && s[i+1] == '\'' {
				return 0, "has a backslash before a quote in a string, which a server setting can make an escape"
			}
		case '\'':
			if i+1 < len(s) && s[i+1] == '\'' {
				i++
				continue
			}
			return i + 1, ""
		}
	}
	return 0, "has an unterminated string"
}

// sqlEscapeString returns the length of PostgreSQL's E'...' string body
// at the start of s (from the quote), where a backslash escapes the next
// character whatever the settings.
func sqlEscapeString(s string) (int, string) {
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '\'':
			if i+1 < len(s) && s[i+1] == '\'' {
				i++
				continue
			}
			return i + 1, ""
		}
	}
	return 0, "has an unterminated string"
}

// sqlQuoted returns the length of a name quoted by q ("x" or `x`), with
// the quote doubled inside; a backslash before the quote is refused as
// in strings (MySQL reads "..." as a string).
func sqlQuoted(s string, q byte) (int, string) {
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			if i+1 < len(s) && s[i+1] == q {
				return 0, "has a backslash before a quote in a quoted text, which a server setting can make an escape"
			}
		case q:
			if i+1 < len(s) && s[i+1] == q {
				i++
				continue
			}
			return i + 1, ""
		}
	}
	return 0, "has an unterminated quoted name"
}

// sqlReason returns "" when every statement of text is a read-only query
// of the dialect, or why not.
func sqlReason(text string, d sqlDialect) string {
	toks, why := lexSQL(text, d)
	if why != "" {
		return why
	}
	statements := 0
	start := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && toks[i].kind != tokEnd {
			continue
		}
		if i > start {
			if r := sqlStatementReason(toks[start:i], d); r != "" {
				return r
			}
			statements++
		}
		start = i + 1
	}
	if statements == 0 {
		return "has no statement"
	}
	return ""
}

// sqlStatementReason judges one statement's tokens.
func sqlStatementReason(toks []sqlTok, d sqlDialect) string {
	first := toks[0]
	if first.kind != tokWord {
		return "does not start with a query keyword"
	}
	body := 0         // the first token after an EXPLAIN prefix
	table := -1       // the table COPY names before its column list
	planOnly := false // EXPLAIN without ANALYZE of a statement that writes
	switch first.text {
	case "select", "with", "values":
	case "begin", "start", "commit", "end", "rollback", "abort", "savepoint", "release":
		return transactionReason(toks)
	case "table", "show":
		if d == dialectSQLite {
			return "`" + strings.ToUpper(first.text) + "` is not a query the model knows"
		}
		if first.text == "show" && d == dialectMySQL && len(toks) > 1 && toks[1].text == "create" {
			body = 2 // SHOW CREATE TABLE t prints the statement
		}
	case "describe", "desc":
		if d != dialectMySQL {
			return "`" + strings.ToUpper(first.text) + "` is not a query the model knows"
		}
	case "use":
		// mysql's own command: the default database of this session.
		if d != dialectMySQL || len(toks) != 2 || toks[1].kind != tokWord && toks[1].kind != tokQuoted {
			return "`USE` is not a query the model knows"
		}
		return ""
	case "copy":
		// COPY (query) TO STDOUT and COPY table TO STDOUT print; COPY
		// FROM, TO a file and TO PROGRAM write or run.
		if d != dialectPostgres || !copyToStdout(toks) {
			return "`COPY` other than COPY ... TO STDOUT writes or runs a program"
		}
		body = 1
		// COPY t (a, b) TO STDOUT: a table and its columns, no call.
		for i := 1; i+1 < len(toks) && (toks[i].kind == tokWord || toks[i].kind == tokQuoted || toks[i].text == "."); i++ {
			if toks[i+1].text == "(" {
				table = i
			}
		}
	case "set":
		if d != dialectPostgres {
			return "`SET` is not a query the model knows"
		}
		return pgSetReason(toks)
	case "pragma":
		if d != dialectSQLite {
			return "`PRAGMA` is not a query the model knows"
		}
		return pragmaReason(toks)
	case "explain":
		body = explainBody(toks, d)
		if body >= len(toks) || toks[body].kind != tokWord {
			return "`EXPLAIN` of something that is not a query"
		}
		switch toks[body].text {
		case "select", "with", "values", "table":
		case "insert", "update", "delete", "merge":
			// Without ANALYZE the statement is planned, never run
			// (PostgreSQL, MySQL, SQLite); its calls are still judged,
			// since the planner folds immutable ones.
			for _, t := range toks[1:body] {
				if t.kind == tokWord && (t.text == "analyze" || t.text == "analyse") {
					return "`EXPLAIN ANALYZE` runs the `" + strings.ToUpper(toks[body].text) + "` it explains"
				}
				if t.kind == tokQuoted {
					// PostgreSQL reads a quoted option name as the
					// option: EXPLAIN ("analyze") runs the statement.
					return "`EXPLAIN` of `" + strings.ToUpper(toks[body].text) + "` has a quoted option name, which PostgreSQL reads as the option (\"analyze\" runs the statement); write the options unquoted"
				}
			}
			planOnly = true
		default:
			return "`EXPLAIN` of something that is not a query"
		}
	default:
		return "`" + strings.ToUpper(shorten(first.text)) + "` is not a read-only query"
	}
	for i := body; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tokWord && !planOnly && sqlWriterWord(t.text) {
			return "has `" + strings.ToUpper(t.text) + "`, which writes or locks"
		}
		if i != table && i+1 < len(toks) && toks[i+1].kind == tokPunct && toks[i+1].text == "(" {
			if r := sqlCallReason(toks, i, d); r != "" {
				return r
			}
		}
	}
	return ""
}

// copyToStdout reports whether a COPY statement's only TO, outside
// parentheses, is TO STDOUT, and it has no FROM there.
func copyToStdout(toks []sqlTok) bool {
	depth, to := 0, false
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.kind == tokPunct && t.text == "(":
			depth++
		case t.kind == tokPunct && t.text == ")":
			depth--
		case depth == 0 && t.kind == tokWord && t.text == "from":
			return false
		case depth == 0 && t.kind == tokWord && t.text == "to":
			if to || i+1 >= len(toks) || toks[i+1].kind != tokWord || toks[i+1].text != "stdout" {
				return false
			}
			to = true
		}
	}
	return to
}

// explainBody returns the index of the statement EXPLAIN explains: after
// ANALYZE, VERBOSE, QUERY PLAN, FORMAT=..., or a parenthesised option
// list (EXPLAIN (ANALYZE, BUFFERS) SELECT ...).
func explainBody(toks []sqlTok, d sqlDialect) int {
	i := 1
	if d == dialectPostgres && i < len(toks) && toks[i].text == "(" {
		for i < len(toks) && toks[i].text != ")" {
			t := toks[i]
			if t.kind == tokWord || t.kind == tokQuoted || t.kind == tokString {
				// An option list holds words and constants only.
			} else if t.kind != tokPunct || t.text != "(" && t.text != "," {
				return len(toks)
			}
			i++
		}
		return i + 1
	}
	for i < len(toks) && toks[i].kind == tokWord {
		switch toks[i].text {
		case "analyze", "analyse", "verbose", "query", "plan", "extended", "partitions":
			i++
			continue
		case "format":
			if d == dialectMySQL && i+2 < len(toks) && toks[i+1].text == "=" && toks[i+2].kind == tokWord {
				i += 3
				continue
			}
		}
		break
	}
	return i
}

// sqlWriterWord reports a keyword that writes, or makes a query write or
// lock, wherever it stands.
func sqlWriterWord(w string) bool {
	switch w {
	case "insert", "update", "delete", "merge", "upsert", "into", "share", "lock",
		"drop", "create", "alter", "truncate", "grant", "revoke", "copy", "call",
		"vacuum", "analyze", "analyse", "cluster", "reindex", "refresh", "notify",
		"listen", "prepare", "execute", "deallocate", "attach", "detach",
		"outfile", "dumpfile", "savepoint", "checkpoint":
		return true
	}
	return false
}

// sqlNotCall reports keywords that a parenthesis may follow without a
// function call: IN (...), EXISTS (...), OVER (...), AS (...).
func sqlNotCall(w string) bool {
	switch w {
	case "in", "exists", "any", "all", "some", "over", "filter", "within", "group", "as", "on",
		"using", "values", "and", "or", "not", "from", "join", "where", "having", "select",
		"by", "when", "then", "else", "case", "limit", "offset", "union", "intersect",
		"except", "lateral", "like", "ilike", "between", "is", "distinct", "row", "array",
		"cast", "extract", "overlay", "position", "substring", "trim", "sets", "rollup",
		"cube", "with", "recursive", "materialized", "against", "match", "interval", "convert":
		return true
	}
	return false
}

// sqlCallReason judges the token at i, which a "(" follows.
func sqlCallReason(toks []sqlTok, i int, d sqlDialect) string {
	t := toks[i]
	var name string
	switch t.kind {
	case tokWord:
		if sqlNotCall(t.text) {
			return ""
		}
		if i > 0 && toks[i-1].kind == tokWord && (toks[i-1].text == "as" || toks[i-1].text == "with" || toks[i-1].text == "recursive") {
			// FROM f() AS g(n), WITH t(a) AS (...): a name and its
			// columns, no call.
			return ""
		}
		if i > 0 && toks[i-1].kind == tokPunct && toks[i-1].text == ")" && t.text != "operator" {
			// FROM unnest(a) b(pid), FROM (SELECT ...) s(n): an alias
			// and its columns; SQL has no call right after a ")" but
			// Postgres's (a) OPERATOR(schema.op) (b), which runs the
			// operator's function.
			return ""
		}
		name = t.text
	case tokQuoted:
		if strings.ToLower(t.text) != t.text {
			return "calls `" + shorten(t.text) + "`, a function the model does not know"
		}
		name = t.text
	default:
		return ""
	}
	if i >= 2 && toks[i-1].kind == tokPunct && toks[i-1].text == "." {
		q := toks[i-2]
		if d != dialectPostgres || q.kind != tokWord || q.text != "pg_catalog" {
			return "calls `" + shorten(q.text+"."+name) + "`, a function the model does not know"
		}
	}
	if sqlPureFunction(name, d) {
		return ""
	}
	return "calls `" + shorten(name) + "`, a function the model does not know to be free of side effects"
}

// sqlPureFunction reports the functions (and type names, whose call is a
// cast) that read and compute only. Not here, because they write, wait
// or run text as SQL: nextval, setval, set_config, pg_terminate_backend,
// pg_cancel_backend, pg_reload_conf, pg_stat_reset*, lo_*, dblink*,
// query_to_xml, txid_current (it assigns a transaction id), pg_sleep,
// pg_advisory_*, sleep, benchmark, get_lock, last_insert_id (with an
// argument it sets it), writefile, edit, load_extension, fts3_tokenizer.
func sqlPureFunction(name string, d sqlDialect) bool {
	switch name {
	// aggregates and window functions
	case "count", "sum", "avg", "min", "max", "total", "string_agg", "array_agg", "group_concat",
		"json_agg", "jsonb_agg", "json_object_agg", "jsonb_object_agg", "json_group_array", "json_group_object",
		"bool_and", "bool_or", "every", "bit_and", "bit_or", "bit_xor", "stddev", "stddev_pop", "stddev_samp",
		"variance", "var_pop", "var_samp", "corr", "covar_pop", "covar_samp", "percentile_cont", "percentile_disc",
		"mode", "row_number", "rank", "dense_rank", "percent_rank", "cume_dist", "ntile", "lag", "lead",
		"first_value", "last_value", "nth_value", "grouping", "any_value":
		return true
	// conditionals and comparison
	case "coalesce", "nullif", "greatest", "least", "ifnull", "iif", "isnull", "num_nulls", "num_nonnulls", "likely", "unlikely", "likelihood":
		return true
	// strings
	case "length", "char_length", "character_length", "octet_length", "bit_length", "lower", "upper", "lcase", "ucase",
		"initcap", "btrim", "ltrim", "rtrim", "substr", "left", "right", "replace", "concat", "concat_ws",
		"split_part", "strpos", "instr", "locate", "format", "printf", "lpad", "rpad", "repeat", "reverse",
		"md5", "sha1", "sha2", "sha256", "sha3", "encode", "decode", "hex", "unhex", "quote", "char", "chr", "ascii", "unicode",
		"regexp_replace", "regexp_matches", "regexp_match", "regexp_like", "regexp_substr", "regexp_instr", "regexp_count",
		"regexp_split_to_table", "regexp_split_to_array", "string_to_array", "array_to_string", "to_hex",
		"quote_ident", "quote_literal", "quote_nullable", "translate", "starts_with", "space", "field", "find_in_set",
		"substring_index", "soundex", "elt", "bin", "oct", "conv", "inet_ntoa", "inet_aton", "typeof", "zeroblob":
		return true
	case "if":
		return d != dialectPostgres
	// numbers
	case "abs", "round", "ceil", "ceiling", "floor", "trunc", "truncate", "mod", "power", "pow", "sqrt", "cbrt",
		"ln", "log", "log10", "log2", "exp", "sign", "div", "pi", "degrees", "radians", "width_bucket", "random",
		"rand", "randomblob", "to_number", "to_char", "format_bytes", "format_pico_time", "sec_to_time", "time_to_sec",
		"crc32", "to_base64", "from_base64", "bit_count", "levenshtein", "sqlite_offset":
		return true
	// dates and times
	case "now", "date_trunc", "date_part", "date_bin", "to_date", "to_timestamp", "age", "justify_days", "justify_hours",
		"justify_interval", "make_interval", "make_date", "make_timestamp", "make_timestamptz", "clock_timestamp",
		"statement_timestamp", "transaction_timestamp", "timeofday", "isfinite", "date", "time", "datetime",
		"julianday", "strftime", "unixepoch", "timediff", "curdate", "curtime", "sysdate", "utc_timestamp",
		"utc_date", "unix_timestamp", "from_unixtime", "date_format", "str_to_date", "datediff", "timestampdiff",
		"timestampadd", "date_add", "date_sub", "adddate", "subdate", "year", "month", "day", "hour", "minute", "second",
		"dayofweek", "dayofmonth", "weekday", "week", "last_day", "convert_tz", "current_timestamp", "current_date",
		"current_time", "localtime", "localtimestamp", "timezone", "dayname", "monthname", "quarter", "to_days",
		"dayofyear", "yearweek":
		return true
	// JSON and arrays
	case "json", "jsonb", "to_json", "to_jsonb", "row_to_json", "array_to_json", "json_build_object", "jsonb_build_object",
		"json_build_array", "jsonb_build_array", "json_object", "json_array", "json_extract", "json_extract_path",
		"json_extract_path_text", "jsonb_extract_path", "jsonb_extract_path_text", "json_array_length", "jsonb_array_length",
		"json_each", "jsonb_each", "json_each_text", "jsonb_each_text", "json_object_keys", "jsonb_object_keys",
		"json_typeof", "jsonb_typeof", "jsonb_pretty", "jsonb_path_query", "jsonb_path_exists", "json_array_elements",
		"jsonb_array_elements", "json_array_elements_text", "jsonb_array_elements_text", "json_tree", "json_type",
		"json_valid", "json_quote", "json_unquote", "json_keys", "json_length", "json_contains", "json_value",
		"json_search", "json_pretty", "unnest", "generate_series", "array_length", "array_upper", "array_lower",
		"array_dims", "cardinality", "array_position", "array_positions", "array_append", "array_cat", "array_remove":
		return true
	// types, whose call is a cast
	case "numeric", "decimal", "varchar", "character", "int", "integer", "bigint", "smallint", "float", "real",
		"timestamp", "timestamptz", "timetz", "interval", "bit", "varbit", "text", "bool", "boolean", "uuid",
		"regclass", "regtype", "regproc", "inet", "cidr", "bytea", "double", "int2", "int4", "int8", "float4",
		"float8", "pg_lsn", "xid", "xid8", "regnamespace", "regrole", "regprocedure", "oid":
		return true
	// the session and the server
	case "version", "current_user", "current_schema", "current_schemas", "current_database", "current_catalog",
		"current_role", "current_setting", "session_user", "user", "system_user", "database", "schema",
		"connection_id", "inet_server_addr", "inet_server_port", "inet_client_addr", "inet_client_port",
		"has_table_privilege", "has_schema_privilege", "has_database_privilege", "has_column_privilege",
		"has_function_privilege", "has_sequence_privilege", "obj_description", "col_description",
		"shobj_description", "format_type", "to_regclass", "to_regtype", "to_regproc", "to_regnamespace",
		"sqlite_version", "sqlite_source_id", "sqlite_compileoption_used", "sqlite_compileoption_get",
		"changes", "total_changes", "last_insert_rowid", "found_rows", "row_count", "readfile":
		return true
	}
	for _, p := range []string{"json_", "jsonb_", "array_", "regexp_", "string_", "has_"} {
		// JSON, array, pattern and string functions compute values;
		// has_*_privilege asks about rights.
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	if d == dialectPostgres && (strings.HasPrefix(name, "pg_get_") || strings.HasPrefix(name, "pg_stat_get_")) {
		// Definitions and statistics counters (not pg_stat_reset*).
		return true
	}
	if d == dialectSQLite && strings.HasPrefix(name, "pragma_") {
		// SQLite makes table-valued functions only of the pragmas that
		// return results and have no side effects.
		return true
	}
	if d != dialectPostgres {
		return false
	}
	switch name {
	case "pg_size_pretty", "pg_size_bytes", "pg_total_relation_size", "pg_relation_size", "pg_table_size",
		"pg_indexes_size", "pg_database_size", "pg_tablespace_size", "pg_column_size", "pg_backend_pid",
		"pg_postmaster_start_time", "pg_conf_load_time", "pg_is_in_recovery", "pg_current_wal_lsn",
		"pg_current_wal_insert_lsn", "pg_current_wal_flush_lsn", "pg_last_wal_receive_lsn",
		"pg_last_wal_replay_lsn", "pg_last_xact_replay_timestamp", "pg_wal_lsn_diff", "pg_walfile_name",
		"pg_get_viewdef", "pg_get_indexdef", "pg_get_constraintdef", "pg_get_functiondef",
		"pg_get_function_arguments", "pg_get_function_result", "pg_get_triggerdef", "pg_get_ruledef",
		"pg_get_expr", "pg_get_userbyid", "pg_get_serial_sequence", "pg_get_partkeydef", "pg_get_statisticsobjdef",
		"pg_get_keywords", "pg_blocking_pids", "pg_safe_snapshot_blocking_pids", "pg_table_is_visible",
		"pg_type_is_visible", "pg_function_is_visible", "pg_typeof", "pg_encoding_to_char", "pg_char_to_encoding",
		"pg_relation_filepath", "pg_relation_filenode", "pg_filenode_relation", "pg_tablespace_location",
		"pg_current_logfile", "pg_current_xact_id_if_assigned", "pg_xact_status", "pg_jit_available",
		"pg_partition_tree", "pg_partition_root", "pg_partition_ancestors", "pg_index_column_has_property",
		"pg_index_has_property", "pg_indexam_has_property", "pg_options_to_table", "pg_control_checkpoint",
		"pg_control_system", "pg_control_recovery", "pg_control_init", "pg_stat_get_activity", "pg_lock_status",
		"pg_stat_statements", "pg_stat_file", "pg_ls_dir", "pg_ls_waldir", "pg_ls_logdir", "pg_ls_tmpdir",
		"pg_ls_archive_statusdir", "pg_ls_replslotdir", "pg_ls_logicalsnapdir", "pg_ls_logicalmapdir",
		"pg_read_file", "pg_read_binary_file", "pg_get_wal_replay_pause_state", "pg_is_wal_replay_paused",
		"pg_last_committed_xact", "pg_describe_object", "pg_identify_object", "pg_settings_get_flags",
		"pg_input_is_valid", "pg_show_all_settings", "pg_available_extensions", "pg_stat_get_backend_pid",
		"pg_stat_get_numscans", "pg_stat_get_live_tuples", "pg_stat_get_dead_tuples", "pg_get_replication_slots",
		"pg_tablespace_databases", "pg_my_temp_schema", "pg_is_other_temp_schema", "pg_trigger_depth",
		"pg_notification_queue_usage", "pg_postmaster_pid", "pg_replication_origin_progress",
		"txid_current_if_assigned", "txid_status", "txid_current_snapshot", "pg_current_snapshot",
		"to_tsvector", "to_tsquery", "plainto_tsquery", "phraseto_tsquery", "websearch_to_tsquery", "ts_rank",
		"ts_headline", "gen_random_uuid", "mxid_age", "getdatabaseencoding", "similarity",
		"pg_xact_commit_timestamp", "pg_column_compression", "pg_snapshot_xmin", "pg_snapshot_xmax",
		"pg_visible_in_snapshot", "txid_snapshot_xmin", "txid_snapshot_xmax", "pg_collation_actual_version",
		// pgstattuple's, pg_buffercache's and pg_freespacemap's reports
		// read pages and shared buffers under share locks.
		"pgstattuple", "pgstattuple_approx", "pgstatindex", "pgstatginindex", "pgstathashindex",
		"pg_relpages", "pg_buffercache_pages", "pg_buffercache_summary", "pg_buffercache_usage_counts",
		"pg_freespace",
		// pg_visibility's reports read the visibility map and pages
		// (pg_check_visible and pg_check_frozen too; pg_truncate_visibility_map
		// is its one writer).
		"pg_visibility_map", "pg_visibility_map_summary", "pg_visibility", "pg_check_visible", "pg_check_frozen":
		return true
	}
	return false
}

// pragmaReason allows SQLite's PRAGMA reads: a read-only pragma alone
// (PRAGMA user_version;), or one of those that take the name of what to
// describe (PRAGMA table_info(t)). PRAGMA x = v and PRAGMA x(v) of any
// other pragma set something.
func pragmaReason(toks []sqlTok) string {
	i := 1
	if i+1 < len(toks) && toks[i+1].text == "." {
		i += 2 // PRAGMA main.table_info(t)
	}
	if i >= len(toks) || toks[i].kind != tokWord {
		return "`PRAGMA` without a pragma name"
	}
	name := toks[i].text
	rest := toks[i+1:]
	if len(rest) == 0 {
		if sqlReadPragma(name) || sqlDescribePragma(name) {
			return ""
		}
		return "`PRAGMA " + shorten(name) + "` is not a pragma the model knows to only read"
	}
	if !sqlDescribePragma(name) {
		return "`PRAGMA " + shorten(name) + "` with a value sets it"
	}
	if len(rest) != 3 || rest[0].text != "(" || rest[2].text != ")" || rest[1].kind == tokPunct || rest[1].kind == tokEnd {
		return "`PRAGMA " + shorten(name) + "` takes one name in parentheses"
	}
	return ""
}

// sqlReadPragma reports pragmas that, without a value, only report.
func sqlReadPragma(name string) bool {
	switch name {
	case "user_version", "schema_version", "application_id", "journal_mode", "page_size", "page_count",
		"freelist_count", "database_list", "compile_options", "collation_list", "function_list",
		"module_list", "pragma_list", "table_list", "encoding", "auto_vacuum", "cache_size",
		"synchronous", "foreign_keys", "busy_timeout", "data_version", "max_page_count",
		"locking_mode", "temp_store", "mmap_size", "journal_size_limit", "wal_autocheckpoint",
		"secure_delete", "recursive_triggers", "query_only", "cell_size_check", "automatic_index",
		"defer_foreign_keys", "ignore_check_constraints", "legacy_alter_table", "reverse_unordered_selects",
		"trusted_schema", "soft_heap_limit", "hard_heap_limit", "threads", "analysis_limit", "case_sensitive_like":
		return true
	}
	return false
}

// sqlDescribePragma reports pragmas whose argument names what to describe.
func sqlDescribePragma(name string) bool {
	switch name {
	case "table_info", "table_xinfo", "index_list", "index_info", "index_xinfo", "foreign_key_list",
		"foreign_key_check", "integrity_check", "quick_check", "table_list":
		return true
	}
	return false
}

// transactionReason allows transaction control: BEGIN READ ONLY, START
// TRANSACTION, COMMIT, ROLLBACK, SAVEPOINT, RELEASE. They change nothing
// themselves; the statements between them are judged on their own. Not
// PREPARE TRANSACTION or COMMIT/ROLLBACK PREPARED, which keep or finish
// a two-phase transaction on the server, nor START of anything else
// (MySQL's START REPLICA).
func transactionReason(toks []sqlTok) string {
	if toks[0].text == "start" && (len(toks) < 2 || toks[1].text != "transaction") {
		return "`START` other than START TRANSACTION is not a query the model knows"
	}
	for _, t := range toks {
		if t.kind == tokWord && (t.text == "prepared" || t.text == "prepare") {
			return "`" + strings.ToUpper(toks[0].text) + " PREPARED` finishes a two-phase transaction on the server"
		}
	}
	return ""
}

// pgSetReason allows a Postgres SET that makes the session or the
// transaction read-only, bounds its time or labels it (the settings
// PGOPTIONS may hold, pgOptionsSafe): SET [SESSION|LOCAL] name {=|TO}
// value, SET TRANSACTION READ ONLY and SET SESSION CHARACTERISTICS AS
// TRANSACTION READ ONLY. Any other setting may choose whose function a
// name calls (search_path) or load a library.
func pgSetReason(toks []sqlTok) string {
	words := make([]string, 0, len(toks))
	for _, t := range toks {
		if t.kind == tokEnd {
			break
		}
		words = append(words, t.text)
	}
	joined := strings.Join(words, " ")
	if joined == "set transaction read only" || joined == "set session characteristics as transaction read only" {
		return ""
	}
	i := 1
	if i < len(toks) && toks[i].kind == tokWord && (toks[i].text == "session" || toks[i].text == "local") {
		i++
	}
	rest := toks[i:]
	if len(rest) > 0 && rest[len(rest)-1].kind == tokEnd {
		rest = rest[:len(rest)-1]
	}
	if len(rest) != 3 || rest[0].kind != tokWord ||
		!(rest[1].kind == tokPunct && rest[1].text == "=" || rest[1].kind == tokWord && rest[1].text == "to") ||
		!(rest[2].kind == tokWord || rest[2].kind == tokNumber || rest[2].kind == tokString) ||
		!pgOptionsSafe("-c "+rest[0].text+"=x") {
		return "`SET` of a setting other than one that makes the session read-only, bounds or labels it"
	}
	return ""
}

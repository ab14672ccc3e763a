package shell

import "strings"

// duckdb, the DuckDB shell, given SQL on the line (-c, -s, after the
// database, or a script the line writes to its standard input with echo,
// printf or a here-document, where no line may start with a dot) against an in-memory database or a file opened -readonly:
// without -readonly, opening a file creates it or writes its WAL and
// checkpoints. The SQL is read by the lexer of sql.go (DuckDB's parser
// is PostgreSQL's) with DuckDB's own rules:
//
//   - each statement is a query: SELECT, WITH, VALUES, FROM (DuckDB's
//     FROM-first), TABLE, DESCRIBE, SHOW, SUMMARIZE, PIVOT, UNPIVOT,
//     EXPLAIN of one of those, or a PRAGMA that only reports;
//   - no word writes or changes the session (INSERT, COPY, EXPORT,
//     ATTACH, INSTALL, LOAD, SET, RESET, USE, CREATE, CALL, ...);
//   - every function is one that computes or reads a file (read_parquet,
//     read_csv, read_json, parquet_schema, duckdb_tables, glob, ...):
//     not query() or query_table(), which run SQL from a string, nor the
//     functions of extensions that are not built into the shell.
//
// DuckDB installs and loads an extension the first time a query needs
// one it knows (a URL's httpfs, spatial's GEOMETRY, an .xlsx file's
// excel): that downloads code into ~/.duckdb/extensions and runs it. The
// official shell builds in parquet, json and icu; so no string or quoted
// name may hold "://" (http, s3, gs, hf, az...), a file name must end in
// one of the extensions those read (.parquet, .csv, .json, ...), the type
// names of other extensions (INET, GEOMETRY, ...) and COLLATE are
// refused. -init and -unsigned are refused, and so is a dot command other
// than those that only print (duckdbDotReason: .shell, .output, .read,
// ...) anywhere. A query too large for memory
// may spill into a temporary directory that DuckDB removes afterwards,
// as sort does.

// duckdbWords normalises the shell's options: it reads --opt as -opt.
func duckdbWords(args []arg) ([]arg, string) {
	words := make([]arg, len(args)-1)
	copy(words, args[1:])
	for i := range words {
		if l := words[i].lit; strings.HasPrefix(l, "--") && len(l) > 2 {
			words[i].lit = l[1:]
		} else if l == "--" {
			return nil, "`duckdb --` is not an end of options to duckdb"
		}
	}
	return words, ""
}

var specDuckdb = optSpec{singleDash: true, strict: true,
	longValues: []string{"-c", "-s", "-cmd", "-nullvalue", "-separator", "-newline"},
	longSwitches: []string{"-readonly", "-csv", "-json", "-line", "-list", "-markdown", "-box", "-table", "-column",
		"-html", "-ascii", "-header", "-noheader", "-echo", "-bail", "-batch", "-no-stdin", "-version", "-help",
		"-jsonlines", "-quote", "-safe"},
	deny: []denied{
		{[]string{"-init"}, "runs the commands of a file"},
		{[]string{"-unsigned"}, "loads extensions nobody signed"},
		{[]string{"-interactive"}, "reads commands from the terminal"},
	}}

// duckdbReason judges a duckdb command line.
func duckdbReason(args []arg, in stdin) string {
	words, why := duckdbWords(args)
	if why != "" {
		return why
	}
	sp := &specDuckdb
	sc := scanArgs(words, sp)
	if r := sc.verdict("duckdb", sp); r != "" {
		return r
	}
	if sc.has(sp, "-version") != nil || sc.has(sp, "-help") != nil {
		return ""
	}
	sqls := 0
	for _, o := range sc.opts {
		switch o.name {
		case "-c", "-s", "-cmd":
			if r := duckdbCommandReason(o.val); r != "" {
				return r
			}
			if o.name != "-cmd" {
				sqls++
			}
		}
	}
	if len(sc.operands) > 0 {
		db := sc.operands[0]
		if db.dynamic || db.glob {
			return "`duckdb` with a database name that is not literal"
		}
		if db.lit != ":memory:" {
			if strings.Contains(db.lit, ":") {
				return "`duckdb " + shorten(db.lit) + "` opens a remote or extension database (it may install code)"
			}
			if sc.has(sp, "-readonly") == nil {
				return "`duckdb` without -readonly creates the database file or writes its log and checkpoints"
			}
		}
		for _, a := range sc.operands[1:] {
			if r := duckdbCommandReason(a); r != "" {
				return r
			}
			sqls++
		}
	}
	if sqls == 0 {
		if sc.has(sp, "-no-stdin") != nil {
			return ""
		}
		// echo 'select ...' | duckdb: the script is on the line. A dot
		// command is refused on any line (sqlite3's shell, which DuckDB's
		// is, runs one in the first column between statements).
		script, r := lineScript("duckdb", in)
		if r != "" {
			return r
		}
		for _, line := range strings.Split(script, "\n") {
			if strings.HasPrefix(strings.TrimLeft(line, " \t\r"), ".") {
				return "`duckdb` reads a dot command from its input (they write files, run programs or read scripts)"
			}
		}
		if r := duckdbSQLReason(script); r != "" {
			return "`duckdb` reads from its input SQL that " + r
		}
		// The shell runs each piece it finds complete on its own, and
		// it splits where its own scan sees a semicolon: that scan takes
		// $_$ for no quote, while the SQL lexer does, so the text after
		// the split is SQL to DuckDB that was a string to the lexer.
		for _, chunk := range duckdbShellChunks(script) {
			if r := duckdbSQLReason(chunk); r != "" {
				return "`duckdb` reads from its input SQL that " + r
			}
		}
	}
	return ""
}

// duckdbShellChunks splits a script into the pieces DuckDB's shell runs
// one by one: it adds line after line, and runs what it has when a line
// holds a semicolon and its sqlite3_complete finds the text complete;
// what is left at the end runs too.
func duckdbShellChunks(script string) []string {
	var chunks []string
	pending := ""
	for _, line := range strings.SplitAfter(script, "\n") {
		pending += line
		if strings.Contains(line, ";") && duckdbShellComplete(pending) {
			chunks = append(chunks, pending)
			pending = ""
		}
	}
	if strings.TrimSpace(pending) != "" {
		chunks = append(chunks, pending)
	}
	return chunks
}

// duckdbShellComplete is DuckDB's sqlite3_complete (the shell's, in
// tools/sqlite3_api_wrapper): text ends with a semicolon outside quotes
// and comments. Its dollar quote's tag takes letters and bytes from 0x80
// and, after the first, digits: not _, which DuckDB's lexer takes.
func duckdbShellComplete(s string) bool {
	semicolon := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ';':
			semicolon = true
			continue
		case c == ' ' || c == '\r' || c == '\t' || c == '\n' || c == '\f':
			continue
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			j := strings.Index(s[i+2:], "*/")
			if j < 0 {
				return false
			}
			i += 2 + j + 1
			continue
		case c == '-' && i+1 < len(s) && s[i+1] == '-':
			j := strings.IndexByte(s[i:], '\n')
			if j < 0 {
				return semicolon
			}
			i += j
			continue
		case c == '$':
			tag, ok := "", false
			for k := i + 1; k < len(s); k++ {
				b := s[k]
				if b == '$' {
					tag, ok = s[i+1:k], true
					break
				}
				if b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' || b >= 0x80 || k > i+1 && b >= '0' && b <= '9' {
					continue
				}
				break
			}
			if ok {
				open := i + len(tag) + 2
				j := strings.Index(s[open:], "$"+tag+"$")
				if j < 0 {
					return false
				}
				i = open + j + len(tag) + 1
				continue
			}
		case c == '"' || c == '\'':
			j := strings.IndexByte(s[i+1:], c)
			if j < 0 {
				return false
			}
			i += 1 + j
			continue
		}
		semicolon = false
	}
	return semicolon
}

// duckdbCommandReason judges one command the shell runs.
func duckdbCommandReason(a arg) string {
	if a.dynamic {
		return "`duckdb` has a command known only at run time (`" + printNode(a.word) + "`)"
	}
	if t := strings.TrimLeft(a.lit, " \t\r\n"); strings.HasPrefix(t, ".") {
		return duckdbDotReason(t)
	}
	if r := duckdbSQLReason(a.lit); r != "" {
		return "`duckdb` SQL " + r
	}
	return ""
}

// duckdbDotReason allows the dot commands of DuckDB's shell (sqlite3's,
// forked) that only print or set the display: .tables, .schema,
// .databases, .indexes, .show, .mode and the like, on one line (the shell
// reads the rest of the line as the command's arguments). .output, .once,
// .shell, .system, .import, .read, .open, .save, .backup, .excel, .cd
// and .log write, run or read scripts.
func duckdbDotReason(s string) string {
	fields := strings.Fields(s[1:])
	if len(fields) == 0 || strings.ContainsAny(s, "\r\n") {
		return "`duckdb` dot command `" + shorten(s) + "` on more than one line, or empty"
	}
	switch fields[0] {
	case "tables", "schema", "indexes", "indices", "databases", "show", "help", "version", "mode", "headers",
		"header", "timer", "maxrows", "maxwidth", "columns", "rows", "nullvalue", "separator", "width", "echo", "bail":
		return ""
	}
	return "`duckdb ." + shorten(fields[0]) + "` is not a dot command the model knows to only print (.output, .shell, .import, .read, .open write, run or read scripts)"
}

// duckdbSQLReason judges DuckDB SQL text.
func duckdbSQLReason(text string) string {
	toks, why := lexSQL(text, dialectPostgres)
	if why != "" {
		return why
	}
	statements, start := 0, 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && toks[i].kind != tokEnd {
			continue
		}
		if i > start {
			if r := duckdbStatementReason(toks[start:i]); r != "" {
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

func duckdbStatementReason(toks []sqlTok) string {
	first := toks[0]
	if first.kind != tokWord {
		return "does not start with a query keyword"
	}
	body := 0
	switch first.text {
	case "select", "with", "values", "from", "table", "describe", "desc", "show", "summarize", "pivot", "unpivot":
	case "pragma":
		return duckdbPragmaReason(toks)
	case "explain":
		body = explainBody(toks, dialectDuckDB)
		if body >= len(toks) || toks[body].kind != tokWord {
			return "`EXPLAIN` of something that is not a query"
		}
		switch toks[body].text {
		case "select", "with", "values", "from", "table":
		default:
			return "`EXPLAIN` of something that is not a query"
		}
	default:
		return "`" + strings.ToUpper(shorten(first.text)) + "` is not a read-only query"
	}
	for i := body; i < len(toks); i++ {
		t := toks[i]
		switch t.kind {
		case tokWord:
			if sqlWriterWord(t.text) || duckdbWriterWord(t.text) {
				return "has `" + strings.ToUpper(t.text) + "`, which writes, changes the session or loads code"
			}
			if duckdbExtensionType(t.text) {
				return "names `" + t.text + "`, a type of an extension DuckDB would download and load"
			}
		case tokString, tokQuoted:
			text := t.text
			if t.kind == tokString {
				var ok bool
				if text, ok = duckdbStringBody(text); !ok {
					return "has an escape string with a backslash (it can spell a URL or a file name the model cannot see)"
				}
			}
			if r := duckdbNameReason(text); r != "" {
				return r
			}
		}
		if i+1 < len(toks) && toks[i+1].kind == tokPunct && toks[i+1].text == "(" {
			if r := duckdbCallReason(toks, i); r != "" {
				return r
			}
		}
	}
	return ""
}

// duckdbWriterWord reports DuckDB's words that write, change settings,
// or install and load extensions, wherever they stand.
func duckdbWriterWord(w string) bool {
	switch w {
	case "export", "import", "install", "load", "set", "reset", "use", "force", "collate", "secret", "macro",
		"function", "sequence", "begin", "commit", "rollback", "abort", "pragma":
		return true
	}
	return false
}

// duckdbExtensionType reports the type names that make DuckDB install
// and load an extension.
func duckdbExtensionType(w string) bool {
	switch strings.ToLower(w) {
	case "inet", "geometry", "geography", "point_2d", "point_3d", "point_4d", "linestring_2d", "polygon_2d",
		"box_2d", "box_2df", "wkb_blob", "h3index":
		return true
	}
	return false
}

// duckdbNameReason judges a string or a quoted name, either of which
// DuckDB may read as a file to scan.
func duckdbNameReason(s string) string {
	if strings.Contains(s, "://") {
		return "names `" + shorten(s) + "`, a URL DuckDB reads through an extension it would download and load"
	}
	if duckdbExtensionType(s) {
		return "names `" + shorten(s) + "`, a type of an extension DuckDB would download and load"
	}
	// A file name's suffix: the letters after its last dot.
	k := strings.LastIndexByte(s, '.')
	if k < 0 || k >= len(s)-2 || strings.HasPrefix(s, "$") {
		return "" // no suffix of two letters or more, or a JSON path ($.a.b)
	}
	ext := strings.ToLower(s[k+1:])
	for j := 0; j < len(ext); j++ {
		if ext[j] < 'a' || ext[j] > 'z' {
			return "" // a number, a pattern, a path with a dotted folder
		}
	}
	switch ext {
	case "parquet", "csv", "tsv", "json", "jsonl", "ndjson", "txt", "gz", "gzip", "zst", "log", "tbl", "dat", "psv", "duckdb":
		return ""
	}
	return "names `" + shorten(s) + "`: DuckDB reads files of that kind through an extension it may download and load (the model knows .parquet, .csv, .json and their compressed forms)"
}

// duckdbStringBody returns the text of a string token without its
// quotes; ok is false for an E” string with a backslash, whose escapes
// the model does not decode.
func duckdbStringBody(s string) (string, bool) {
	if strings.IndexByte(s, '\\') >= 0 {
		// The lexer refuses a backslash in a plain string: this is an
		// E'' string.
		return "", false
	}
	if k := strings.IndexByte(s, '\''); k >= 0 && k <= 1 && strings.HasSuffix(s, "'") && len(s) >= k+2 {
		return s[k+1 : len(s)-1], true
	}
	return s, true // a dollar-quoted body
}

// duckdbCallReason judges the token at i, which a "(" follows.
func duckdbCallReason(toks []sqlTok, i int) string {
	t := toks[i]
	if t.kind != tokWord && t.kind != tokQuoted {
		return ""
	}
	name := strings.ToLower(t.text)
	if t.kind == tokWord && sqlNotCall(name) {
		return ""
	}
	if i > 0 && toks[i-1].kind == tokWord && (toks[i-1].text == "as" || toks[i-1].text == "with" || toks[i-1].text == "recursive") {
		return "" // FROM f() AS g(n), WITH t(a) AS (...)
	}
	if i >= 1 && toks[i-1].kind == tokPunct && toks[i-1].text == "." {
		return "calls `" + shorten(name) + "` on a value or a schema, which the model does not follow"
	}
	switch name {
	case "exclude", "columns", "unpack", "struct_pack", "list_value", "map", "struct":
		return "" // SELECT * EXCLUDE (a), COLUMNS('re'), {...}
	}
	if strings.Contains(name, "execute") || strings.Contains(name, "query") {
		// json_execute_serialized_sql, query, query_table: SQL from a
		// value.
		return "calls `" + shorten(name) + "`, which runs SQL the model cannot read"
	}
	if sqlPureFunction(name, dialectDuckDB) || duckdbFunction(name) {
		return ""
	}
	return "calls `" + shorten(name) + "`, a function the model does not know to be free of side effects"
}

// duckdbFunction reports DuckDB's functions that read files or the
// catalog, or compute. Not query or query_table (they run SQL from a
// string), nor the functions of extensions the shell does not build in
// (st_read, read_xlsx, sqlite_scan, postgres_scan, delta_scan, ...).
func duckdbFunction(name string) bool {
	switch name {
	case "read_parquet", "parquet_scan", "parquet_metadata", "parquet_schema", "parquet_file_metadata",
		"parquet_kv_metadata", "parquet_bloom_probe", "read_csv", "read_csv_auto", "sniff_csv", "read_json",
		"read_json_auto", "read_ndjson", "read_ndjson_auto", "read_json_objects", "read_ndjson_objects", "read_text",
		"read_blob", "glob", "duckdb_tables", "duckdb_columns", "duckdb_views", "duckdb_schemas", "duckdb_databases",
		"duckdb_functions", "duckdb_settings", "duckdb_indexes", "duckdb_constraints", "duckdb_types",
		"duckdb_keywords", "duckdb_dependencies", "duckdb_memory", "duckdb_extensions", "duckdb_sequences",
		"duckdb_temporary_files", "duckdb_optimizers", "pragma_table_info", "pragma_storage_info",
		"pragma_database_size", "pragma_version", "pragma_show", "pragma_metadata_info", "pragma_platform",
		"range", "median", "quantile", "quantile_cont", "quantile_disc", "approx_count_distinct", "approx_quantile",
		"arg_max", "arg_min", "argmax", "argmin", "max_by", "min_by", "histogram", "list", "first", "last", "fsum",
		"product", "entropy", "kurtosis", "skewness", "mad", "bool_and", "countif", "count_if", "epoch", "epoch_ms",
		"epoch_us", "epoch_ns", "make_time", "strptime", "try_strptime", "date_diff", "date_sub", "datetrunc",
		"datepart", "dayname", "monthname", "yearweek", "isodow", "dayofweek", "to_seconds", "to_minutes",
		"to_hours", "to_days", "to_months", "to_years", "to_milliseconds", "to_microseconds", "current_localtimestamp",
		"time_bucket", "contains", "ends_with", "prefix", "suffix", "strlen", "len", "array_slice", "flatten",
		"unnest", "string_split", "str_split", "string_split_regex", "split", "nfc_normalize", "strip_accents",
		"ilike_escape", "like_escape", "editdist3", "damerau_levenshtein", "jaccard", "jaro_similarity",
		"jaro_winkler_similarity", "hamming", "mismatches", "bar", "format", "printf", "hash", "try_cast",
		"typeof", "alias", "stats", "current_setting", "getvariable", "uuid", "gen_random_uuid", "least", "greatest",
		"round_even", "even", "gamma", "lgamma", "factorial", "isinf", "isnan", "nextafter", "signbit", "xor",
		"bit_position", "get_bit", "set_bit", "ascii", "ord", "base64", "from_base64", "to_base64", "from_hex",
		"from_binary", "to_binary", "array_agg", "map_keys", "map_values", "map_entries", "map_extract",
		"element_at", "cardinality", "struct_extract", "struct_insert", "union_value", "union_tag", "union_extract",
		"row", "fdiv", "fmod", "divide", "add", "subtract", "multiply", "century", "decade", "millennium", "era",
		"microsecond", "millisecond", "nanosecond", "week", "weekofyear", "weekday", "dayofmonth", "dayofyear",
		"julian", "last_day", "timezone_hour", "timezone_minute", "age", "to_timestamp", "make_timestamp",
		"concat", "md5_number", "sha1", "sha256", "version", "current_database", "current_schema", "database_size":
		return true
	}
	for _, p := range []string{"list_", "array_", "struct_", "map_", "str", "regexp_", "json_", "bit_", "approx_",
		"reservoir_", "regr_", "arg_"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// duckdbPragmaReason allows the PRAGMAs that only report.
func duckdbPragmaReason(toks []sqlTok) string {
	if len(toks) < 2 || toks[1].kind != tokWord {
		return "`PRAGMA` the model does not read"
	}
	switch toks[1].text {
	case "show_tables", "show_tables_expanded", "database_size", "version", "platform", "database_list",
		"functions", "collations", "metadata_info", "user_agent", "table_info", "storage_info", "show":
	default:
		return "`PRAGMA " + shorten(toks[1].text) + "` is not a PRAGMA the model knows to only report"
	}
	rest := toks[2:]
	if len(rest) == 0 {
		return ""
	}
	// PRAGMA table_info('t'): one name in parentheses.
	if len(rest) == 3 && rest[0].text == "(" && rest[2].text == ")" && (rest[1].kind == tokString || rest[1].kind == tokQuoted || rest[1].kind == tokWord) {
		text, ok := duckdbStringBody(rest[1].text)
		if !ok || rest[1].kind != tokString {
			text = rest[1].text
		}
		return duckdbNameReason(text)
	}
	return "`PRAGMA " + toks[1].text + "` with arguments the model does not read"
}

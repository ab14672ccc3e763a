package shell

import (
	"path"
	"strings"
)

// Text and data tools a reviewer pipes files through to look at them:
// side-by-side and three-way diffs, charset conversion, a highlighting
// cat, CSV toolkits (Miller, csvkit, xsv, qsv), line counters (cloc,
// scc), HTML and JSON query tools. Each only writes to standard output in
// the shapes allowed here; the options that write a file, run a program
// or enter a language that can do either are refused by name.

// textDataReason explains the text and data tools (ok false for any other
// program).
func textDataReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "sdiff":
		return specReason(name, args, &specSdiff), true
	case "diff3":
		return specReason(name, args, &specDiff3), true
	case "iconv":
		return specReason(name, args, &specIconv), true
	case "bat", "batcat":
		return batReason(name, args), true
	case "mlr":
		return mlrReason(args), true
	case "csvcut", "csvgrep", "csvsort", "csvlook", "csvstat", "csvjson", "csvformat", "in2csv", "csvjoin", "csvstack":
		return specReason(name, args, &specCsvkit), true
	case "csvsql":
		return csvsqlReason(args), true
	case "csvclean":
		return "`csvclean` writes _out.csv and _err.csv files (csvkit before 2.0)", true
	case "csvpy":
		return "`csvpy` opens a Python shell, which runs code", true
	case "sql2csv":
		return "`sql2csv` runs SQL on a database the model cannot check", true
	case "xsv", "qsv":
		return xsvReason(name, args), true
	case "cloc":
		return clocReason(args), true
	case "scc":
		return sccReason(args), true
	case "gocloc":
		return specReason(name, args, &specGocloc), true
	case "jc":
		return jcReason(args), true
	case "dasel":
		return daselReason(args), true
	case "htmlq":
		return specReason(name, args, &specHtmlq), true
	case "dc":
		return "`dc` runs shell commands (its ! command)", true
	case "ffprobe":
		return ffprobeReason(args), true
	case "pdftotext":
		return pdftotextReason(args), true
	case "sd":
		return sdReason(args), true
	}
	return "", false
}

// specSd declares sd's options, 0.7.6's (Debian's) and 1.x's (clap: no
// abbreviations): -p/--preview prints the result and writes nothing;
// without it sd rewrites each file operand in place (a temporary file
// renamed over it). Checked with sd 0.7.6 under strace: sd -p old new
// file and echo x | sd old new wrote nothing; sd old new file wrote
// .tmpXXXX and renamed it over file.
var specSd = optSpec{strict: true, complete: true, exact: true, switches: "psFAhV", values: "fn",
	longSwitches: []string{"--preview", "--string-mode", "--fixed-strings", "--across", "--help", "--version"},
	longValues:   []string{"--flags", "--max-replacements"}}

// sdReason allows sd with -p (a preview of the files it is given) and sd
// as a filter: two operands, no file, so it reads standard input.
func sdReason(args []arg) string {
	sp := &specSd
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("sd", sp); r != "" {
		return r
	}
	if sc.has(sp, "-p", "--preview", "-h", "--help", "-V", "--version") != nil {
		return ""
	}
	for _, a := range sc.operands {
		if a.manyWords() {
			return "`sd` without -p edits the files after its two expressions in place, and `" + printNode(a.word) + "` may expand to several words (use sd -p to preview)"
		}
	}
	if len(sc.operands) > 2 {
		return "`sd` without -p edits its files in place (sd -p FIND REPLACE FILE prints the result)"
	}
	return ""
}

var (
	// specSdiff: -o merges interactively into a file; --diff-program runs
	// another program.
	specSdiff = optSpec{values: "wIo", longValues: []string{"--width", "--ignore-matching-lines", "--output", "--diff-program", "--tabsize"},
		deny: []denied{{[]string{"-o", "--output"}, "writes the merged file"}, {[]string{"--diff-program"}, "runs the program it names"}}}
	// specDiff3: the merged text goes to standard output; --diff-program
	// runs another program.
	specDiff3 = optSpec{values: "L", longValues: []string{"--label", "--diff-program"},
		deny: []denied{{[]string{"--diff-program"}, "runs the program it names"}}}
	// specIconv: -o writes the converted text to a file.
	specIconv = optSpec{values: "fto", longValues: []string{"--from-code", "--to-code", "--output"},
		deny: []denied{{[]string{"-o", "--output"}, "writes a file"}}}
	// specCsvkit declares csvkit's common options (argparse: bundles,
	// attached values, abbreviations). No option of these tools writes a
	// file except in2csv --write-sheets.
	specCsvkit = optSpec{values: "dqpzeLKcCmrfyik",
		longValues: []string{"--delimiter", "--quotechar", "--escapechar", "--maxfieldsize", "--encoding", "--locale",
			"--skip-lines", "--columns", "--not-columns", "--match", "--regex", "--file", "--snifflimit", "--date-format",
			"--datetime-format", "--sheet", "--format", "--key", "--indent", "--lat", "--lon", "--type", "--geometry",
			"--crs", "--groups", "--group-name", "--outer", "--left", "--right", "--null-value", "--encoding-xls"},
		deny: []denied{{[]string{"--write-sheets"}, "writes the sheets to files"}, {[]string{"--use-sheet-names"}, "writes the sheets to files"}}}
	// specCsvsql: without --db csvsql works on an in-memory SQLite
	// database; --db and the insert options write one.
	specCsvsql = optSpec{values: "dqpzeLKyi",
		longValues: []string{"--delimiter", "--quotechar", "--escapechar", "--maxfieldsize", "--encoding", "--locale",
			"--skip-lines", "--snifflimit", "--dialect", "--query", "--tables", "--chunk-size", "--db", "--connection-string",
			"--prefix", "--before-insert", "--after-insert", "--db-schema", "--engine-option", "--unique-constraint", "--date-format", "--datetime-format"},
		deny: []denied{
			{[]string{"--db", "--connection-string"}, "connects to a database it can change"},
			{[]string{"--insert"}, "writes a database"}, {[]string{"--before-insert"}, "runs SQL on a database"},
			{[]string{"--after-insert"}, "runs SQL on a database"}, {[]string{"--overwrite"}, "writes a database"},
			{[]string{"--create-if-not-exists"}, "writes a database"}, {[]string{"--engine-option"}, "configures a database connection"},
		}}
	// specXsv: -o writes the output to a file (docopt: options anywhere,
	// long options abbreviated). No value option is declared, so a word
	// after any option that looks like -o is read as -o.
	specXsv = optSpec{deny: []denied{{[]string{"-o", "--output"}, "writes a file"}}}
	// specScc (cobra): -o writes the report to a file, --report an HTML
	// report (bare, scc-report.html), --format-multi a file per entry
	// whose destination is not stdout (checked in scc's formatters.go and
	// config.go, 3.7 and the 2026 master); --mcp serves MCP requests on
	// standard input.
	specScc = optSpec{pflag: true, values: "fsMixon",
		longValues: []string{"--format", "--sort", "--not-match", "--include-ext", "--exclude-dir", "--exclude-ext", "--count-as",
			"--output", "--format-multi", "--cocomo-project-type", "--sql-project", "--remap-all", "--remap-unknown", "--file-gc-count", "--large-byte-count", "--large-line-count",
			"--exclude-file", "--config", "--ignore-file", "--generated-markers", "--min-gen-line-length", "--size-unit", "--currency-symbol", "--report-skip", "--report-title",
			"--count-as-pattern", "--coupling-for", "--depth", "--buckets", "--avg-wage", "--overhead", "--eaf"},
		deny: []denied{
			{[]string{"-o", "--output"}, "writes a file"},
			{[]string{"--report"}, "writes an HTML report (scc-report.html when bare)"},
			{[]string{"--mcp"}, "serves MCP requests from standard input"},
		}}
	// specGocloc declares gocloc's options (go-flags: long names only,
	// exact), from its cmd/gocloc (0.7): none writes a file or runs a
	// program; it reads the files under its operands.
	specGocloc = optSpec{harmless: true, strict: true, complete: true, exact: true, switches: "h",
		longSwitches: []string{"--by-file", "--fullpath", "--debug", "--skip-duplicated", "--show-lang", "--version", "--help"},
		longValues:   []string{"--sort", "--output-type", "--exclude-ext", "--include-lang", "--match", "--not-match", "--match-d", "--not-match-d"}}
	// specHtmlq: -o writes the output to a file.
	specHtmlq = optSpec{values: "abfor", longValues: []string{"--attribute", "--base", "--filename", "--output", "--remove-nodes"},
		deny: []denied{{[]string{"-o", "--output"}, "writes a file"}}}
)

// sccReason allows scc's counts on standard output. --format-multi is
// allowed when each of its format:destination entries writes to stdout
// (an entry without a colon is skipped); scc @FILE, the only argument,
// reads its arguments from FILE, which may hold -o.
func sccReason(args []arg) string {
	sp := &specScc
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("scc", sp); r != "" {
		return r
	}
	// scc reads its arguments from FILE when its only argument is @FILE:
	// refused when a word may start with '@' at run time ("$(echo @x)",
	// "$f" with f=@x) unless two words stand whatever the expansions
	// give (an unquoted run-time part may give none).
	fixed, at := 0, false
	for _, a := range args[1:] {
		if !a.split && !a.many {
			fixed++
		}
		if strings.HasPrefix(a.lit, "@") || a.dynamic && a.lit == "" || a.glob && a.lit != "" && strings.IndexByte("*?[", a.lit[0]) >= 0 {
			at = true
		}
	}
	if at && fixed < 2 {
		return "`scc @FILE` reads its arguments from FILE, which may name -o (a file it writes); a lone argument that may start with @ at run time is refused"
	}
	for _, o := range sc.opts {
		if !o.is(sp, "--format-multi") {
			continue
		}
		if o.val.dynamic {
			return nonLiteralReason("scc", o.val)
		}
		for _, e := range strings.Split(o.val.lit, ",") {
			if _, dest, ok := strings.Cut(e, ":"); ok && dest != "stdout" {
				return "`scc --format-multi` writes " + shorten(dest) + " (only stdout destinations read)"
			}
		}
	}
	return ""
}

// specBat declares bat's options (clap: exact long names). --pager
// names a program it runs; bat cache writes ~/.cache/bat;
// --generate-config-file writes its configuration. Strict: an option
// not declared here is refused.
var specBat = optSpec{strict: true, complete: true, exact: true,
	values:       "lHrm",
	switches:     "AnpPuSdsLhV",
	longValues:   []string{"--language", "--highlight-line", "--line-range", "--map-syntax", "--style", "--theme", "--tabs", "--wrap", "--terminal-width", "--color", "--italic-text", "--decorations", "--file-name", "--diff-context", "--paging", "--pager", "--ignored-suffix", "--nonprintable-notation", "--binary", "--strip-ansi", "--squeeze-limit"},
	longSwitches: []string{"--show-all", "--number", "--plain", "--unbuffered", "--diff", "--squeeze-blank", "--list-themes", "--list-languages", "--help", "--version", "--no-config", "--no-custom-assets", "--config-file", "--config-dir", "--cache-dir", "--diagnostic", "--acknowledgements", "--no-paging", "--chop-long-lines"},
	deny: []denied{
		{[]string{"--pager"}, "runs the pager it names"},
		{[]string{"--generate-config-file"}, "writes its configuration file"},
	}}

// batReason allows bat printing files: not with --pager, not with
// --paging=always (it runs the pager even into a pipe), not bat cache
// (it builds ~/.cache/bat).
func batReason(name string, args []arg) string {
	sp := &specBat
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	if o := sc.has(sp, "--paging"); o != nil && !o.val.is("never") && !o.val.is("auto") {
		return "`" + name + " --paging` other than never or auto runs a pager"
	}
	if len(sc.operands) > 0 && sc.operands[0].is("cache") {
		return "`" + name + " cache` builds or clears its cache under ~/.cache/bat"
	}
	return ""
}

// mlrMainValues lists Miller's main flags that take a value. Miller's
// flags are whole words (no bundles, no abbreviations).
func mlrMainValues(s string) bool {
	switch s {
	case "--ifs", "--ofs", "--fs", "--ips", "--ops", "--ps", "--irs", "--ors", "--rs", "--from",
		"--ofmt", "--nr-progress-mod", "--records-per-batch", "--tz", "-i", "-o", "--io",
		"--iflatsep", "--oflatsep", "--flatsep", "--jflatsep", "--key-color", "--value-color",
		"--pass-color", "--fail-color", "--help-color", "--fflatsep", "--ifs-regex", "--ips-regex",
		"--implicit-csv-header-prefix", "--load", "--mload", "--prepipe", "--prepipex", "-s":
		return true
	}
	return false
}

// mlrMainSwitch lists Miller's main flags that take no value and change
// only how records are read or printed.
func mlrMainSwitch(s string) bool {
	switch s {
	case "-n", "-S", "-A", "--csv", "--tsv", "--json", "--jsonl", "--nidx", "--xtab", "--pprint", "--markdown", "--dkvp",
		"--icsv", "--itsv", "--ijson", "--ijsonl", "--inidx", "--ixtab", "--ipprint", "--imd", "--idkvp", "--iusv", "--iasv",
		"--ocsv", "--otsv", "--ojson", "--ojsonl", "--onidx", "--oxtab", "--opprint", "--omd", "--odkvp", "--ousv", "--oasv",
		"--c2p", "--c2j", "--c2t", "--c2d", "--c2n", "--c2m", "--c2b", "--c2l", "--t2c", "--t2j", "--t2p", "--t2d", "--t2n", "--t2m", "--t2b", "--t2l",
		"--j2c", "--j2t", "--j2p", "--j2d", "--j2n", "--j2m", "--j2b", "--j2l", "--l2c", "--l2t", "--l2p", "--l2j", "--l2d", "--l2n", "--l2m", "--l2b",
		"--x2c", "--x2t", "--x2j", "--x2p", "--x2d", "--x2n", "--x2m", "--x2b", "--p2c", "--p2t", "--p2j", "--p2d", "--p2n", "--p2m",
		"--n2c", "--n2t", "--n2j", "--n2p", "--n2d", "--n2m", "--d2c", "--d2t", "--d2j", "--d2p", "--d2n", "--d2m", "--d2b",
		"--implicit-csv-header", "--headerless-csv-output", "--hi", "--ho", "--implicit-tsv-header", "--headerless-tsv-output",
		"--allow-ragged-csv-input", "--ragged", "--barred", "--barred-input", "--right", "--repifs", "--jvstack", "--no-jvstack",
		"--jlistwrap", "--no-jlistwrap", "--jvquoteall", "--quote-all", "--quote-original", "--lazy-quotes", "--csvlite", "--tsvlite",
		"--gzin", "--bz2in", "--zin", "--zstdin", "--no-auto-flatten", "--no-auto-unflatten", "--xvright", "--key-color-none",
		"-M", "--no-color", "-C", "--always-color", "--no-fflatsep", "--records-per-batch-1", "--nr-progress", "--no-hash-records",
		"--infer-none", "--infer-int-as-float", "--infer-octal", "--infer-no-octal", "--no-dedupe-field-names", "--dedupe-field-names",
		"--fflatsep-none", "--version", "--help":
		return true
	}
	return false
}

// mlrVerb reports whether a Miller verb only reshapes the records it
// reads. Not here: put and filter, whose DSL is read by mlrDSLWriter
// (tee, emit and print write files, system and exec run commands), tee
// and split (they write files), case (fine, but rare).
func mlrVerb(s string) bool {
	switch s {
	case "altkv", "bar", "bootstrap", "cat", "count", "count-distinct", "count-similar", "cut", "decimate",
		"fill-down", "fill-empty", "flatten", "format-values", "fraction", "gap", "grep", "group-by", "group-like",
		"having-fields", "head", "histogram", "json-parse", "json-stringify", "join", "label", "latin1-to-utf8",
		"least-frequent", "merge-fields", "most-frequent", "nest", "regularize", "rename", "reorder", "repeat",
		"reshape", "sec2gmt", "sec2gmtdate", "seqgen", "shuffle", "skip-trivial-records", "sort", "sort-within-records",
		"sort-within-records-values", "sparsify", "stats1", "stats2", "step", "summary", "tac", "tail", "template",
		"top", "unflatten", "uniq", "unspace", "unsparsify", "utf8-to-latin1", "sec2str", "split-lines", "ssub", "sub", "gsub":
		return true
	}
	return false
}

// mlrReason allows Miller with format flags and a chain of verbs that
// only reshape records, put and filter among them when their DSL neither
// writes nor runs anything. Every word must be literal (a run-time word may
// be a verb or a flag), every main flag known: -I edits files in place,
// --prepipe runs a command, --load and -s read code or flags from files.
func mlrReason(args []arg) string {
	i := 1
	for ; i < len(args); i++ {
		a := args[i]
		if a.dynamic || a.glob {
			return nonLiteralReason("mlr", a)
		}
		s := a.lit
		if !strings.HasPrefix(s, "-") {
			break
		}
		switch s {
		case "-I":
			return "`mlr -I` edits files in place"
		case "--prepipe", "--prepipex":
			return "`mlr " + s + "` runs a command"
		case "--load", "--mload":
			return "`mlr " + s + "` loads DSL code from files"
		case "-s":
			return "`mlr -s` reads more flags from a file"
		}
		if strings.HasPrefix(s, "--prepipe") {
			return "`mlr " + shorten(s) + "` runs a command"
		}
		if mlrMainValues(s) {
			i++
			if r := valueWordsReason("mlr", args, i); r != "" {
				return r
			}
			continue
		}
		if !mlrMainSwitch(s) {
			return "`mlr " + shorten(s) + "` is a flag the model does not know"
		}
	}
	if i >= len(args) {
		return ""
	}
	switch args[i].lit {
	case "--version", "version", "help":
		return ""
	}
	// Every word after "then" is where Miller may find a verb; a verb's
	// own flags and file names are not verbs, and no word of a chain of
	// allowed verbs writes anything.
	verb, dsl := true, false
	for ; i < len(args); i++ {
		a := args[i]
		if a.dynamic {
			return nonLiteralReason("mlr", a)
		}
		if strings.HasPrefix(a.lit, "--prepipe") {
			return "`mlr " + shorten(a.lit) + "` runs a command"
		}
		if a.glob {
			// A pattern that can match a file named then starts a verb
			// the model never judged: mlr cat t* put 'tee > ...'.
			if ok, err := path.Match(a.lit, "then"); ok || err != nil || verb {
				return nonLiteralReason("mlr", a)
			}
		}
		if verb {
			dsl = a.lit == "put" || a.lit == "filter"
			if !dsl && !mlrVerb(a.lit) {
				return "`mlr " + shorten(a.lit) + "` is not a verb the model allows (tee and split write files)"
			}
			verb = false
			continue
		}
		if a.lit == "then" {
			verb = true
			continue
		}
		if dsl {
			if a.lit == "-f" || a.lit == "--from-file" {
				return "`mlr put -f` loads DSL code from a file"
			}
			if w := mlrDSLWriter(a.lit); w != "" {
				return "`mlr` DSL with " + w + " writes files or runs commands"
			}
		}
	}
	if verb {
		return "`mlr then` without a verb"
	}
	return ""
}

// mlrDSLWriter returns the first word of Miller's DSL in text that
// writes (tee, emit, print, dump and their kin, which also take
// redirects) or runs a command (system, exec), or "". Every word counts,
// even in a string or a file name: a refusal too many, never too few.
func mlrDSLWriter(text string) string {
	for i := 0; i < len(text); {
		c := text[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			i++
			continue
		}
		j := i
		for j < len(text) && (text[j] == '_' || text[j] >= 'a' && text[j] <= 'z' || text[j] >= 'A' && text[j] <= 'Z' || text[j] >= '0' && text[j] <= '9') {
			j++
		}
		switch w := text[i:j]; w {
		case "tee", "emit", "emit1", "emitp", "emitf", "print", "printn", "eprint", "eprintn", "dump", "edump", "system", "exec":
			return w
		}
		i = j
	}
	return ""
}

// csvsqlReason allows csvsql printing a schema or running a query on its
// in-memory database: no --db, no insert; the query must be literal SQL
// that starts with SELECT or WITH and neither attaches nor vacuums into a
// database file (SQLite writes the file).
func csvsqlReason(args []arg) string {
	sp := &specCsvsql
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("csvsql", sp); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if !sp.longIs(o.name, "--query") {
			continue
		}
		if o.val.dynamic {
			return "`csvsql --query` is not literal SQL"
		}
		q := strings.ToLower(strings.TrimSpace(o.val.lit))
		if !sqlKeyword(q, "select") && !sqlKeyword(q, "with") {
			return "`csvsql --query` that is no SELECT may name a file of queries or change a database"
		}
		if strings.Contains(q, "attach") || strings.Contains(q, "vacuum") || strings.Contains(q, "pragma") {
			return "`csvsql --query` with ATTACH, VACUUM or PRAGMA can write a database file"
		}
	}
	return ""
}

// sqlKeyword reports whether q starts with the keyword followed by a
// blank or "(": a query, not the name of a file of queries.
func sqlKeyword(q, kw string) bool {
	if !strings.HasPrefix(q, kw) || len(q) == len(kw) {
		return false
	}
	switch q[len(kw)] {
	case ' ', '\t', '\n', '\r', '(', '*':
		return true
	}
	return false
}

// xsvReason allows xsv's and qsv's reports and selections: not index
// (writes an index file), split and partition (write files), qsv stats
// (writes a stats cache next to the file), and not -o/--output.
func xsvReason(name string, args []arg) string {
	sp := &specXsv
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		return ""
	}
	cmd := sc.operands[0].lit
	switch cmd {
	case "count", "headers", "search", "select", "slice", "sort", "table", "flatten":
		return ""
	case "cat", "fixlengths", "fmt", "frequency", "input", "join", "sample":
		if name == "xsv" {
			return ""
		}
	case "stats":
		if name == "xsv" {
			return ""
		}
		return "`qsv stats` writes a stats cache next to the file"
	}
	if name == "qsv" {
		switch cmd {
		case "frequency":
			return qsvFrequencyReason(args)
		case "behead", "transpose", "reverse", "sortcheck":
			// Their only file option is -o (checked with qsv's usage).
			return ""
		case "dedup":
			return specReason("qsv dedup", args[1:], &specQsvDedup)
		}
	}
	return "`" + name + " " + shorten(cmd) + "` writes files or is a command the model does not know"
}

// specQsvFrequency declares qsv frequency's options (docopt: bundles,
// abbreviations). --frequency-jsonl writes a cache next to the file and
// --stats-filter runs a Luau expression.
var specQsvFrequency = optSpec{values: "slurjod",
	longValues: []string{"--select", "--limit", "--unq-limit", "--lmt-threshold", "--rank-strategy", "--pct-dec-places",
		"--other-text", "--null-text", "--no-float", "--stats-filter", "--all-unique-text", "--jobs",
		"--high-card-threshold", "--high-card-pct", "--weight", "--output", "--delimiter", "--sketch-method",
		"--sketch-map-size"},
	deny: []denied{{[]string{"-o", "--output"}, "writes a file"},
		{[]string{"--frequency-jsonl"}, "writes a frequency cache next to the file"},
		{[]string{"--stats-filter"}, "runs a Luau expression"}}}

// specQsvDedup: dedup's -D writes the duplicates to a file.
var specQsvDedup = optSpec{values: "sjdoD",
	longValues: []string{"--select", "--jobs", "--delimiter", "--output", "--dupes-output"},
	deny: []denied{{[]string{"-o", "--output"}, "writes a file"},
		{[]string{"-D", "--dupes-output"}, "writes the duplicates to a file"}}}

// qsvFrequencyReason allows qsv frequency reading its standard input:
// given a file, it first runs qsv stats on it, which writes the stats
// cache (FILE.stats.csv and .stats.csv.data.jsonl) next to the file;
// qsv skips the cache for standard input.
func qsvFrequencyReason(args []arg) string {
	sp := &specQsvFrequency
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("qsv", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 || !sc.operands[0].is("frequency") {
		return "`qsv frequency` has an option before the command"
	}
	for _, a := range sc.operands[1:] {
		if !a.is("-") {
			return "`qsv frequency` of a file first runs qsv stats, which writes a stats cache next to it (pipe the file in instead: qsv frequency < FILE)"
		}
	}
	return ""
}

// specCloc declares cloc's options, read as Getopt::Long reads them:
// one dash or two, abbreviations. Refused: the ones that write reports,
// definitions or stripped copies, run a program (--extract-with,
// --use-sloccount, a --vcs other than git), read more options from a
// file (--config), or keep scratch files (--sdir).
var specCloc = optSpec{
	longValues: []string{"--exclude-dir", "--exclude-ext", "--exclude-lang", "--include-lang", "--include-ext", "--include-content",
		"--exclude-content", "--match-f", "--not-match-f", "--match-d", "--not-match-d", "--fullpath", "--force-lang", "--read-lang-def",
		"--force-lang-def", "--lang-no-ext", "--max-file-size", "--timeout", "--script-lang", "--exclude-list-file", "--list-file",
		"--vcs", "--report-file", "--out", "--sql", "--sql-project", "--sql-style", "--csv-delimiter", "--config", "--extract-with",
		"--diff-alignment", "--diff-timeout", "--progress-rate", "--counted", "--ignored", "--found", "--categorized", "--explain",
		"--fmt", "--processes", "--sdir", "--strip-comments", "--strip-code", "--original-dir", "--write-lang-def",
		"--write-lang-def-incl-dup", "--force-git", "--git-diff-rel", "--include-lang-file"},
	longSwitches: []string{"--quiet", "--by-file", "--by-file-by-lang", "--json", "--yaml", "--csv", "--md", "--xml", "--hide-rate",
		"--diff", "--no-autogen", "--skip-uniqueness", "--follow-links", "--no-recurse", "--unicode", "--docstring-as-code",
		"--by-percent", "--show-lang", "--show-ext", "--show-os", "--version", "--help", "--count-and-diff", "--skip-archive",
		"--3", "--v", "--verbose", "--ignore-whitespace", "--ignore-case", "--read-binary-files", "--autoconf", "--sum-one"},
	deny: []denied{
		{[]string{"--report-file", "--out"}, "writes a report file"}, {[]string{"--sql"}, "writes SQL to a file"},
		{[]string{"--sql-append"}, "writes SQL to a file"}, {[]string{"--write-lang-def"}, "writes a file"},
		{[]string{"--write-lang-def-incl-dup"}, "writes a file"}, {[]string{"--sum-reports"}, "writes report files"},
		{[]string{"--extract-with"}, "runs the command it names"}, {[]string{"--use-sloccount"}, "runs other programs"},
		{[]string{"--config"}, "reads more options from a file"}, {[]string{"--sdir"}, "keeps its scratch files"},
		{[]string{"--strip-comments"}, "writes stripped copies"}, {[]string{"--strip-code"}, "writes stripped copies"},
		{[]string{"--counted"}, "writes a file"}, {[]string{"--ignored"}, "writes a file"}, {[]string{"--found"}, "writes a file"},
		{[]string{"--categorized"}, "writes a file"}, {[]string{"--diff-alignment"}, "writes a file"},
		{[]string{"--git"}, "extracts commits with git archive"}, {[]string{"--git-diff-rel"}, "extracts commits with git archive"},
		{[]string{"--git-diff-all"}, "extracts commits with git archive"},
	}}

// clocReason reads cloc's words as Getopt::Long does (-report-file,
// +report-file, --Report-File and --report_file are --report-file) and
// allows --vcs only with git.
func clocReason(args []arg) string {
	words := make([]arg, 0, len(args)-1)
	for _, a := range args[1:] {
		if !a.dynamic && len(a.lit) > 1 && (a.lit[0] == '-' || a.lit[0] == '+') {
			// Getopt::Long ignores case and takes one dash, two, or a
			// plus for two.
			name, value, hasValue := strings.Cut(a.lit, "=")
			// cloc declares each option with _ and - alike
			// (report_file|report-file).
			name = "--" + strings.ReplaceAll(strings.ToLower(strings.TrimLeft(name, "-+")), "_", "-")
			if hasValue {
				name += "=" + value
			}
			a.lit = name
		}
		words = append(words, a)
	}
	sp := &specCloc
	sc := scanArgs(words, sp)
	if r := sc.verdict("cloc", sp); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if sp.longIs(o.name, "--vcs") && !(o.hasVal && o.val.is("git")) {
			return "`cloc --vcs` other than git runs the command it names"
		}
	}
	return ""
}

// jcCommand returns the command of jc's "magic" syntax (jc -p dig
// example.com runs dig example.com and parses its output), or nil when jc
// names a parser (--dig) and filters its input. jc reads its own options
// (single dashes, or its long ones) up to the first other word, and runs
// the rest without a shell; the command is judged as if run alone.
func jcCommand(args []arg) []arg {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() || a.dynamic {
			return nil
		}
		switch s := a.lit; {
		case jcLongOption(s):
		case strings.HasPrefix(s, "--"):
			return nil // a parser: jc filters its input
		case strings.HasPrefix(s, "-"):
		default:
			return args[i:]
		}
	}
	return nil
}

// jcMagic returns the command jc runs, for jc only.
func jcMagic(name string, args []arg) []arg {
	if name != "jc" {
		return nil
	}
	return jcCommand(args)
}

func jcLongOption(s string) bool {
	switch s {
	case "--about", "--force-color", "--debug", "--help", "--monochrome", "--meta-out", "--pretty", "--quiet", "--raw",
		"--unbuffer", "--version", "--yaml-out", "--bash-comp", "--zsh-comp":
		return true
	}
	return false
}

// jcReason allows jc as a filter (jc --ls < file); the command of its
// "magic" syntax is judged by the caller (jcCommand).
func jcReason(args []arg) string {
	for _, a := range args[1:] {
		if a.mayBeOption() {
			return nonLiteralReason("jc", a)
		}
		if !strings.HasPrefix(a.lit, "-") {
			return "`jc " + shorten(a.lit) + "` runs the command it is given"
		}
	}
	return ""
}

// specDasel declares dasel's options (cobra): -o/--out writes a file.
var specDasel = optSpec{pflag: true, values: "frwsopvt",
	longValues: []string{"--file", "--read", "--write", "--selector", "--out", "--parser", "--value", "--type", "--colour", "--escape-html", "--indent"},
	deny:       []denied{{[]string{"-o", "--out"}, "writes a file"}}}

// daselReason allows dasel's selections: not put or delete, which edit
// the file they read.
func daselReason(args []arg) string {
	sp := &specDasel
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("dasel", sp); r != "" {
		return r
	}
	for _, a := range sc.operands {
		switch a.lit {
		case "put", "delete", "update":
			return "`dasel " + a.lit + "` edits the file it reads"
		}
	}
	return ""
}

// familyReason explains the programs of the breadth families: text and
// data tools (textdata.go), system tools (sysinfo.go, sysadmin.go),
// compressors (compress.go), shell builtins that print (builtins.go),
// accounts, configuration checks and network diagnostics (accounts.go),
// macOS tools (macos.go), storage, sharing, audit and firewalls
// (security.go), media and document inspectors (media.go), network
// probes (netprobe.go), WebAssembly inspectors (wasm.go),
// developer queries (devquery.go). ok is false for any other program.
func (c *classifier) familyReason(name string, args []arg) (reason string, ok bool) {
	if reason, ok = c.pkgReason(name, args); ok {
		return reason, ok
	}
	if name == "qsv" {
		if r := c.dotenvReason(name); r != "" {
			return r, true
		}
	}
	if reason, ok = textDataReason(name, args); ok {
		return reason, ok
	}
	if reason, ok = sysInfoReason(name, args); ok {
		return reason, ok
	}
	if reason, ok = sysAdminReason(name, args); ok {
		return reason, ok
	}
	if reason, ok = compressReason(name, args); ok {
		return reason, ok
	}
	if reason, ok = builtinQueryReason(name, args); ok {
		return reason, ok
	}
	if reason, ok = accountsReason(name, args); ok {
		return reason, ok
	}
	if reason, ok = macOSReason(name, args); ok {
		return reason, ok
	}
	if reason, ok = securityReason(name, args); ok {
		return reason, ok
	}
	if reason, ok = c.jvmReason(name, args); ok {
		return reason, ok
	}
	if reason, ok = mediaReason(name, args); ok {
		return reason, ok
	}
	if reason, ok = netProbeReason(name, args, c.in); ok {
		return reason, ok
	}
	if reason, ok = wasmReason(name, args); ok {
		return reason, ok
	}
	return c.devQueryReason(name, args)
}

// specFfprobe: -report writes a log file in the working directory, -o
// writes the output to a file.
var specFfprobe = optSpec{singleDash: true,
	deny: []denied{{[]string{"-report"}, "writes a log file"}, {[]string{"-o"}, "writes a file"}}}

// pdftotextReason allows pdftotext into standard output (its last
// operand -); otherwise it writes FILE.txt.
func pdftotextReason(args []arg) string {
	if r := literalWords("pdftotext", args); r != "" {
		return r
	}
	if len(args) < 3 || !args[len(args)-1].is("-") {
		return "`pdftotext` writes a .txt file unless its output is - (pdftotext file.pdf -)"
	}
	return ""
}

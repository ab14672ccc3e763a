package shell

import (
	"path"
	"strings"
)

// Object-store and data-lake clients a data engineer lists buckets and
// reads objects with: rclone, MinIO's mc (also installed as mcli),
// s3cmd, s5cmd, the Hadoop shell and parquet-cli. Each is
// allowed only in its listing, size, stat, checksum and cat shapes, read
// by a strict spec: an option the spec does not declare is refused, so a
// backend or transfer option the model never judged cannot ride along.
// azcopy stays refused (it keeps a log and a job plan of every run under
// ~/.azcopy), and so does gsutil (its state folder, and the gcloud
// storage it may run, which logs every command like gcloud).

// objStoreReason explains the object-store clients (ok false for any
// other program).
func objStoreReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "rclone":
		return rcloneReason(args), true
	case "mc", "mcli":
		return mcReason(name, args), true
	case "s3cmd":
		return s3cmdReason(args), true
	case "azcopy":
		return "`azcopy` writes a log and a job plan of every run, list included, under ~/.azcopy", true
	case "parquet", "parquet-cli":
		return parquetCliReason(name, args), true
	case "s5cmd":
		return s5cmdReason(args), true
	case "hdfs", "hadoop":
		return hadoopReason(name, args), true
	case "gsutil":
		// gsutil creates ~/.gsutil and writes its update check's time
		// there; with use_gcloud_storage (which the Cloud SDK may set)
		// it runs gcloud storage, whose log records the command line.
		return "`gsutil` writes its state under ~/.gsutil, and may run gcloud storage, which logs the command under gcloud's configuration (gcloud is refused for that)", true
	}
	return "", false
}

// rclone reads its options with pflag (interspersed, no abbreviations;
// -vv bundles). Its global options that only filter, pace or print are
// declared in every spec below; those that write or run something are
// refused by name: --config (another configuration, which rclone may
// rewrite), --log-file, --password-command (runs a command), --cache-dir
// and --temp-dir, --rc (starts a server), the profiles. The report files
// of check and cryptcheck, hashsum's --output-file and tree's -o are
// writes. Backend options (--s3-..., --drive-...) are not declared: they
// change what rclone talks to and may be saved into its configuration.
var (
	specRclone = optSpec{pflag: true, strict: true,
		values:   "Co",
		switches: "vqPRMhcnx",
		longValues: []string{"--max-depth", "--include", "--exclude", "--filter", "--include-from", "--exclude-from",
			"--filter-from", "--files-from", "--files-from-raw", "--min-size", "--max-size", "--min-age", "--max-age",
			"--timeout", "--contimeout", "--retries", "--low-level-retries", "--checkers", "--transfers", "--user-agent",
			"--stats", "--stats-unit", "--log-level", "--exclude-if-present", "--tpslimit", "--bwlimit", "--retries-sleep",
			"--ca-cert", "--checkfile", "--hash-type", "--offset", "--count", "--head", "--tail", "--option"},
		longSwitches: []string{"--verbose", "--quiet", "--progress", "--stats-one-line", "--use-json-log", "--fast-list",
			"--human-readable", "--no-check-certificate", "--ignore-case", "--checksum", "--size-only", "--dry-run",
			"--help", "--version", "--one-file-system", "--recursive", "--dirs-only", "--files-only", "--hash",
			"--metadata", "--no-mimetype", "--no-modtime", "--original", "--encrypted", "--stat", "--json", "--discard",
			"--base64", "--download", "--one-way", "--full", "--long", "--check"},
		deny: []denied{
			{[]string{"--config"}, "reads another configuration file, which rclone may rewrite"},
			{[]string{"--log-file"}, "writes a log file"}, {[]string{"--password-command"}, "runs a command"},
			{[]string{"--cache-dir"}, "writes its cache elsewhere"}, {[]string{"--temp-dir"}, "writes temporary files elsewhere"},
			{[]string{"--rc"}, "starts a remote-control server"}, {[]string{"--cpuprofile"}, "writes a profile"},
			{[]string{"--memprofile"}, "writes a profile"}, {[]string{"--output-file"}, "writes the checksums to a file"},
			{[]string{"--combined"}, "writes a report file"}, {[]string{"--differ"}, "writes a report file"},
			{[]string{"--error"}, "writes a report file"}, {[]string{"--match"}, "writes a report file"},
			{[]string{"--missing-on-dst"}, "writes a report file"}, {[]string{"--missing-on-src"}, "writes a report file"},
		}}
	// specRcloneLsf: lsf's -d is --dir-slash, -F --format, -s
	// --separator, and its --hash takes a value.
	specRcloneLsf = optSpec{pflag: true, strict: true,
		values:   "Fs",
		switches: "vqPRhcxd",
		longValues: []string{"--max-depth", "--include", "--exclude", "--filter", "--include-from", "--exclude-from",
			"--filter-from", "--files-from", "--files-from-raw", "--min-size", "--max-size", "--min-age", "--max-age",
			"--timeout", "--contimeout", "--retries", "--low-level-retries", "--checkers", "--transfers", "--user-agent",
			"--stats", "--stats-unit", "--log-level", "--exclude-if-present", "--tpslimit", "--bwlimit", "--retries-sleep",
			"--ca-cert", "--format", "--separator", "--hash"},
		longSwitches: []string{"--verbose", "--quiet", "--progress", "--stats-one-line", "--use-json-log", "--fast-list",
			"--human-readable", "--no-check-certificate", "--ignore-case", "--checksum", "--size-only", "--dry-run",
			"--help", "--version", "--one-file-system", "--recursive", "--dirs-only", "--files-only", "--absolute",
			"--csv", "--dir-slash"},
		deny: []denied{
			{[]string{"--config"}, "reads another configuration file, which rclone may rewrite"},
			{[]string{"--log-file"}, "writes a log file"}, {[]string{"--password-command"}, "runs a command"},
			{[]string{"--cache-dir"}, "writes its cache elsewhere"}, {[]string{"--temp-dir"}, "writes temporary files elsewhere"},
			{[]string{"--rc"}, "starts a remote-control server"}, {[]string{"--cpuprofile"}, "writes a profile"},
			{[]string{"--memprofile"}, "writes a profile"},
		}}
	// specRcloneTree: tree's letters are its own (-C colour, -s size,
	// -d directories only); -o writes the tree to a file.
	specRcloneTree = optSpec{pflag: true, strict: true,
		values:   "o",
		switches: "vqPhaCdDpQstrUx",
		longValues: []string{"--max-depth", "--include", "--exclude", "--filter", "--include-from", "--exclude-from",
			"--filter-from", "--files-from", "--files-from-raw", "--min-size", "--max-size", "--min-age", "--max-age",
			"--timeout", "--contimeout", "--retries", "--low-level-retries", "--checkers", "--transfers", "--user-agent",
			"--stats", "--stats-unit", "--log-level", "--exclude-if-present", "--tpslimit", "--bwlimit", "--retries-sleep",
			"--ca-cert", "--level", "--sort", "--output"},
		longSwitches: []string{"--verbose", "--quiet", "--progress", "--stats-one-line", "--use-json-log", "--fast-list",
			"--human-readable", "--no-check-certificate", "--ignore-case", "--dry-run", "--help", "--version",
			"--one-file-system", "--all", "--color", "--dirs-only", "--dirsfirst", "--full-path", "--modtime", "--noindent",
			"--noreport", "--protections", "--quote", "--size", "--sort-ctime", "--sort-modtime", "--sort-reverse", "--unsorted"},
		deny: []denied{
			{[]string{"-o", "--output"}, "writes the tree to a file"},
			{[]string{"--config"}, "reads another configuration file, which rclone may rewrite"},
			{[]string{"--log-file"}, "writes a log file"}, {[]string{"--password-command"}, "runs a command"},
			{[]string{"--cache-dir"}, "writes its cache elsewhere"}, {[]string{"--temp-dir"}, "writes temporary files elsewhere"},
			{[]string{"--rc"}, "starts a remote-control server"}, {[]string{"--cpuprofile"}, "writes a profile"},
			{[]string{"--memprofile"}, "writes a profile"},
		}}
)

// rcloneReason allows rclone's listings (ls, lsl, lsd, lsf, lsjson,
// tree), size, cat, the checksum commands (md5sum, sha1sum, hashsum),
// check and cryptcheck without report files, about, listremotes,
// version, config show|file|paths|providers|dump|redacted, backend
// features and help. It writes a temporary file in TMPDIR and removes it
// (lsjson on a local path); for a remote whose backend logs in with OAuth
// (drive, onedrive, dropbox, ...) an expired access token is refreshed
// and saved into rclone.conf, and the hasher and cache backends keep
// their checksums and chunks under ~/.cache/rclone: tool caches
// (caches.go). A remote given as a connection string (remote,token=...:
// or :drive,...:) is refused, since its options are the line's and a
// refreshed token would be saved from them.
func rcloneReason(args []arg) string {
	sp := &specRclone
	sc := scanArgs(args[1:], sp)
	if sc.dynamic == nil && len(sc.operands) > 0 {
		switch sc.operands[0].lit {
		case "lsf":
			sp = &specRcloneLsf
		case "tree":
			sp = &specRcloneTree
		}
		if sp != &specRclone {
			sc = scanArgs(args[1:], sp)
		}
	}
	if r := sc.verdict("rclone", sp); r != "" {
		return r
	}
	ops := sc.operands
	if len(ops) == 0 {
		if sc.has(sp, "--version") != nil || sc.has(sp, "--help") != nil || sc.has(sp, "-h") != nil {
			return ""
		}
		return "`rclone` without a command is the model's unknown"
	}
	cmd := ops[0].lit
	for _, o := range sc.opts {
		if o.index < commandIndex(args[1:], ops[0]) && !rcloneGlobal(o.name) {
			// cobra finds the command past an option it does not know
			// by taking the next word as the option's value.
			return "`rclone " + o.name + "` before the command is not a global option: rclone may take the next word as its value and run another command"
		}
	}
	paths := ops[1:]
	switch cmd {
	case "ls", "lsl", "lsd", "lsf", "lsjson", "size", "tree", "cat", "md5sum", "sha1sum", "check", "cryptcheck",
		"about", "listremotes", "version":
	case "hashsum":
		if len(paths) > 0 {
			paths = paths[1:]
		}
	case "help":
		return ""
	case "config":
		sub := ""
		if len(ops) > 1 {
			sub = ops[1].lit
		}
		switch sub {
		case "show", "file", "paths", "providers", "dump", "redacted":
			return ""
		}
		return "`" + shorten(strings.TrimSpace("rclone config "+sub)) + "` edits or creates the configuration, or is not a listing the model knows"
	case "backend":
		if len(ops) > 1 && ops[1].is("features") {
			paths = ops[2:]
			break
		}
		return "`rclone backend` runs a backend command, which may change the remote"
	default:
		return "`rclone " + shorten(cmd) + "` copies, moves, deletes, mounts or serves, or is not a listing the model knows"
	}
	for _, p := range paths {
		if r := rclonePathReason(p); r != "" {
			return r
		}
	}
	return ""
}

// commandIndex returns the index of the operand in words.
func commandIndex(words []arg, op arg) int {
	for i, w := range words {
		if w.word == op.word {
			return i
		}
	}
	return len(words)
}

// rcloneGlobal reports an option every rclone command has, which cobra
// reads before the command as the command does.
func rcloneGlobal(name string) bool {
	switch name {
	case "-v", "-q", "-P", "-c", "-n", "-x", "-h", "-M", "--verbose", "--quiet", "--progress", "--stats-one-line",
		"--use-json-log", "--fast-list", "--human-readable", "--no-check-certificate", "--ignore-case", "--checksum",
		"--size-only", "--dry-run", "--one-file-system", "--metadata", "--max-depth", "--include", "--exclude",
		"--filter", "--include-from", "--exclude-from", "--filter-from", "--files-from", "--files-from-raw",
		"--min-size", "--max-size", "--min-age", "--max-age", "--timeout", "--contimeout", "--retries",
		"--low-level-retries", "--checkers", "--transfers", "--user-agent", "--stats", "--stats-unit", "--log-level",
		"--exclude-if-present", "--tpslimit", "--bwlimit", "--retries-sleep", "--ca-cert":
		return true
	}
	return false
}

// rclonePathReason refuses a remote whose name carries options (a
// connection string: remote,opt=v:path or :backend,opt=v:path) or is
// known only at run time.
func rclonePathReason(a arg) string {
	s := a.lit
	rest := s
	if strings.HasPrefix(rest, ":") {
		rest = rest[1:]
	}
	name, _, hasColon := strings.Cut(rest, ":")
	if a.dynamic && !hasColon {
		return "`rclone` has a remote known only at run time (`" + printNode(a.word) + "`), which may carry options"
	}
	if hasColon && strings.ContainsAny(name, ",{") {
		return "`rclone` has a connection string (`" + shorten(s) + "`): its options are the line's, and rclone may save a refreshed token from them"
	}
	return ""
}

// specMc declares MinIO mc's options (urfave/cli on Go's flag package:
// one dash or two, no bundles, no abbreviations; options after operands
// are moved before them), global and of its read commands. --config-dir
// points it at another configuration folder, find --exec runs a command,
// --autocompletion writes the shell's startup file.
var specMc = optSpec{goflag: true, strict: true, exact: true,
	longValues: []string{"-rewind", "-storage-class", "-sc", "-depth", "-d", "-version-id", "-vid", "-offset", "-tail",
		"-part-number", "-n", "-lines", "-ignore", "-name", "-newer-than", "-older-than", "-path", "-print", "-regex",
		"-larger", "-smaller", "-maxdepth", "-metadata", "-resolve", "-limit-upload", "-limit-download",
		"-conn-read-deadline", "-conn-write-deadline", "-custom-header", "-H", "-enc-c", "-enc-kms", "-enc-s3",
		"-count", "-c", "-error-count", "-interval", "-i", "-exec", "-config-dir", "-C"},
	longSwitches: []string{"-recursive", "-r", "-versions", "-incomplete", "-I", "-summarize", "-zip", "-verbose", "-v",
		"-no-list", "-files", "-f", "-watch", "-quiet", "-q", "-disable-pager", "-dp", "-no-color", "-json", "-debug",
		"-insecure", "-help", "-h", "-version", "-distributed", "-exit", "-cluster", "-maintenance"},
	deny: []denied{
		{[]string{"-config-dir", "-C"}, "reads and writes its configuration in another folder"},
		{[]string{"-exec"}, "runs a command for each object"},
		{[]string{"-autocompletion"}, "installs shell completion into the shell's startup file"},
	}}

// mcReason allows MinIO mc's reads: ls, du, stat, cat, head, tree, find
// (not --exec), diff, ready, ping, alias list, and the info, list and get
// commands of version, tag, ilm, retention, legalhold, anonymous,
// encrypt, event, replicate, cors and admin info. mc creates ~/.mc (or
// ~/.mcli: the folder is named after the program) with its default
// configuration, share and certificate folders when they are missing,
// and migrates an old configuration to the current format: a tool cache
// (caches.go). Midnight Commander, also named mc, runs without a terminal
// too: it draws its panels to the pipe and reads its standard input as
// keystrokes, so a typed line runs as a shell command; commands.go refuses
// mc whenever the line gives it an input, and without one it stops at the
// end of its input having made only its empty folders (caches.go). None
// of the options it reads as writes or edits (-P, -l, -e, -u) is declared
// here.
func mcReason(name string, args []arg) string {
	sp := &specMc
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	ops := sc.operands
	if len(ops) == 0 {
		if sc.has(sp, "-version") != nil || sc.has(sp, "-help") != nil || sc.has(sp, "-h") != nil {
			return ""
		}
		return "`" + name + "` without a command is the model's unknown"
	}
	at := func(i int) string {
		if i < len(ops) {
			return ops[i].lit
		}
		return ""
	}
	ok := false
	switch at(0) {
	case "ls", "du", "stat", "cat", "head", "tree", "find", "diff", "ready", "ping":
		ok = true
	case "alias":
		ok = at(1) == "list" || at(1) == "ls"
	case "version", "retention", "legalhold", "encrypt":
		ok = at(1) == "info"
	case "tag":
		ok = at(1) == "list"
	case "ilm":
		ok = at(1) == "ls" || at(1) == "rule" && (at(2) == "ls" || at(2) == "list") || at(1) == "tier" && (at(2) == "ls" || at(2) == "list" || at(2) == "info")
	case "anonymous":
		ok = at(1) == "get" || at(1) == "get-json" || at(1) == "list" || at(1) == "links"
	case "event", "replicate":
		ok = at(1) == "ls" || at(1) == "list" || at(0) == "replicate" && at(1) == "status"
	case "cors":
		ok = at(1) == "get"
	case "admin":
		ok = at(1) == "info"
	}
	if !ok {
		return "`" + name + " " + shorten(strings.TrimSpace(at(0)+" "+at(1))) + "` copies, removes or changes objects, buckets or settings, or is not a read the model knows"
	}
	return ""
}

// specS3cmd declares s3cmd's options for its listings (optparse:
// bundles and attached values; it abbreviates long options, so the spec
// is strict and takes them by exact name only: --conf could be
// --configure). --configure writes the configuration, --cache-file a
// cache of checksums.
var specS3cmd = optSpec{strict: true,
	values:   "c",
	switches: "hrHlvdqs",
	longValues: []string{"--config", "--access_key", "--secret_key", "--access_token", "--region", "--bucket-location",
		"--host", "--host-bucket", "--limit", "--exclude", "--exclude-from", "--rexclude", "--rexclude-from", "--include",
		"--include-from", "--rinclude", "--rinclude-from", "--encoding", "--ca-certs", "--ssl-cert", "--ssl-key", "--limit-rate"},
	longSwitches: []string{"--help", "--dump-config", "--ssl", "--no-ssl", "--recursive", "--list-md5",
		"--list-allow-unordered", "--human-readable-sizes", "--long-listing", "--verbose", "--debug", "--version",
		"--quiet", "--check-certificate", "--no-check-certificate", "--check-hostname", "--no-check-hostname",
		"--signature-v2", "--requester-pays", "--no-connection-pooling", "--progress", "--no-progress"},
	deny: []denied{
		{[]string{"--configure"}, "writes its configuration file"},
		{[]string{"--cache-file"}, "writes a cache file"},
	}}

// s3cmdReason allows s3cmd's listings and reports: ls, la, du, info,
// multipart, listmp, ws-info, getlifecycle, getnotification, cflist, cfinfo, cfinvalinfo,
// and --version, --help and --dump-config alone (verified with s3cmd
// 2.3.0 under strace: ls opens nothing for writing). Not accesslog: it
// enables logging when the configuration (-c names any file) holds a
// log_target_prefix.
func s3cmdReason(args []arg) string {
	sp := &specS3cmd
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("s3cmd", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "--version") != nil || sc.has(sp, "--help") != nil || sc.has(sp, "-h") != nil || sc.has(sp, "--dump-config") != nil {
			return ""
		}
		return "`s3cmd` without a command is the model's unknown"
	}
	switch cmd := sc.operands[0].lit; cmd {
	case "ls", "la", "du", "info", "multipart", "listmp", "ws-info", "getlifecycle", "getnotification",
		"cflist", "cfinfo", "cfinvalinfo":
		return ""
	default:
		return "`s3cmd " + shorten(cmd) + "` uploads, downloads, deletes or changes buckets, or is not a listing the model knows"
	}
}

// parquet-cli's commands read with JCommander (exact names, options
// anywhere after the command). Each read command's options are declared
// in its own spec, since a letter means different things: -r is --raw
// to pages and footer and --row-group to column-index and size-stats.
var (
	specParquetCat      = optSpec{strict: true, exact: true, values: "nc", longValues: []string{"--num-records", "--column", "--columns"}}
	specParquetColumn   = optSpec{strict: true, exact: true, values: "c", longValues: []string{"--column", "--columns"}}
	specParquetPages    = optSpec{strict: true, exact: true, values: "c", switches: "r", longValues: []string{"--column", "--columns"}, longSwitches: []string{"--raw"}}
	specParquetFooter   = optSpec{strict: true, exact: true, switches: "r", longSwitches: []string{"--raw"}}
	specParquetColIndex = optSpec{strict: true, exact: true, values: "cr", switches: "io",
		longValues: []string{"--column", "--row-group"}, longSwitches: []string{"--column-index", "--offset-index"}}
	specParquetColSize = optSpec{strict: true, exact: true, values: "c", switches: "sp",
		longValues: []string{"--column", "--columns"}, longSwitches: []string{"--sort", "--percentage"}}
	specParquetBloom     = optSpec{strict: true, exact: true, values: "cv", longValues: []string{"--column", "--values"}}
	specParquetSizeStats = optSpec{strict: true, exact: true, values: "cr", longValues: []string{"--column", "--columns", "--row-group", "--row-groups"}}
	specParquetSchema    = optSpec{strict: true, exact: true, values: "o", longValues: []string{"--output"}, longSwitches: []string{"--overwrite", "--parquet"},
		deny: []denied{{[]string{"-o", "--output"}, "writes the schema to a file"}}}
	specParquetNone = optSpec{strict: true, exact: true}
)

// parquetCliReason allows parquet-cli's (the parquet command of
// parquet-java) inspections: meta, schema without -o, pages,
// dictionary, check-stats, cat, head, column-index, column-size, footer,
// bloom-filter, scan, size-stats, geospatial-stats, version and help; it
// starts a JVM (hsperfdata, a tool cache). Before the command only -v,
// --verbose and --debug: Hadoop's ToolRunner reads its generic options
// there (-libjars loads code, -conf and -D change the configuration).
// JCommander reads a word @FILE as more arguments from that file, which
// is refused.
func parquetCliReason(name string, args []arg) string {
	words := args[1:]
	k := 0
	for k < len(words) && (words[k].is("-v") || words[k].is("--verbose") || words[k].is("--debug")) {
		k++
	}
	if k == len(words) {
		return "`" + name + "` without a command prints its help and fails"
	}
	if words[k].dynamic {
		return "`" + name + "` has a command known only at run time (`" + printNode(words[k].word) + "`)"
	}
	cmd := words[k].lit
	var sp *optSpec
	switch cmd {
	case "meta", "check-stats", "geospatial-stats", "version", "--version", "-version", "help", "-h", "-help", "--help":
		sp = &specParquetNone
	case "cat", "head":
		sp = &specParquetCat
	case "dictionary", "scan":
		sp = &specParquetColumn
	case "pages":
		sp = &specParquetPages
	case "footer":
		sp = &specParquetFooter
	case "column-index":
		sp = &specParquetColIndex
	case "column-size":
		sp = &specParquetColSize
	case "bloom-filter":
		sp = &specParquetBloom
	case "size-stats":
		sp = &specParquetSizeStats
	case "schema":
		sp = &specParquetSchema
	default:
		if strings.HasPrefix(cmd, "-") {
			return "`" + name + " " + shorten(cmd) + "` before the command is a Hadoop generic option (-libjars loads code, -conf and -D change the configuration) or one the model does not know"
		}
		return "`" + name + " " + shorten(cmd) + "` writes files (convert, to-avro, rewrite, prune, masking, trans-compression, csv-schema) or is a command the model does not know"
	}
	rest := words[k+1:]
	for _, a := range rest {
		if strings.HasPrefix(a.lit, "@") || a.mayBeOption() && !strings.HasPrefix(a.lit, "-") {
			return "`" + name + "` reads a word starting with @ (or one known only at run time) as a file of more arguments"
		}
	}
	sc := scanArgs(rest, sp)
	return sc.verdict(name+" "+cmd, sp)
}

// specS5cmd declares s5cmd's options (urfave/cli v2 on Go's flag
// package: one dash or two, no bundles), global and of ls, du, cat and
// head. --install-completion writes the shell's startup file; --log is a
// level, not a file.
var specS5cmd = optSpec{goflag: true, strict: true, exact: true,
	longValues: []string{"-numworkers", "-retry-count", "-r", "-endpoint-url", "-log", "-request-payer", "-profile",
		"-credentials-file", "-storage-class", "-s", "-exclude", "-version-id", "-concurrency", "-c", "-part-size", "-p"},
	longSwitches: []string{"-json", "-no-verify-ssl", "-dry-run", "-stat", "-no-sign-request", "-use-list-objects-v1",
		"-etag", "-e", "-humanize", "-H", "-all-versions", "-show-fullpath", "-group", "-g", "-raw", "-help", "-h"},
	deny: []denied{{[]string{"-install-completion"}, "writes shell completion into the shell's startup file"}}}

// s5cmdReason allows s5cmd ls, du, cat, head and version (s5cmd keeps no
// state of its own; it reads the AWS credentials and configuration).
func s5cmdReason(args []arg) string {
	sp := &specS5cmd
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("s5cmd", sp); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "-help") != nil || sc.has(sp, "-h") != nil {
			return ""
		}
		return "`s5cmd` without a command is the model's unknown"
	}
	switch cmd := sc.operands[0].lit; cmd {
	case "ls", "du", "cat", "head", "version", "help":
		return ""
	default:
		return "`s5cmd " + shorten(cmd) + "` copies, removes, syncs, runs a file of commands, or is not a read the model knows"
	}
}

// hadoopReason allows the Hadoop file system shell's reads (hdfs dfs and
// hadoop fs with -ls, -du, -df, -cat, -text, -tail, -head, -stat,
// -count, -test, -find, -checksum, -getfacl, -getfattr, -help, -usage:
// none of them has an option that writes), hdfs fsck without -move and
// -delete, dfsadmin -report, -printTopology and -safemode get, getconf,
// version and classpath. Nothing may come before the command: the
// scripts read --config DIR there, and Hadoop's generic options (-D,
// -conf, -libjars, -files) change the configuration or load code. The
// client starts a JVM (hsperfdata, a tool cache).
func hadoopReason(name string, args []arg) string {
	at := func(i int) string {
		if i < len(args) && !args[i].dynamic {
			return args[i].lit
		}
		return ""
	}
	sub := at(1)
	switch {
	case sub == "version" || sub == "classpath" && len(args) == 2:
		return ""
	case sub == "fs" && name == "hadoop" || sub == "dfs":
		switch at(2) {
		case "-ls", "-lsr", "-du", "-dus", "-df", "-cat", "-text", "-tail", "-head", "-stat", "-count", "-test", "-find",
			"-checksum", "-getfacl", "-getfattr", "-help", "-usage":
			return ""
		}
		return "`" + name + " " + sub + " " + shorten(at(2)) + "` changes files, or is a generic option (-D, -conf, -libjars load configuration or code) or a command the model does not know"
	case sub == "fsck" && name == "hdfs":
		for _, a := range args[2:] {
			if a.is("-move") || a.is("-delete") || a.is("-replicate") || a.mayBeOption() && !strings.HasPrefix(a.lit, "-") {
				return "`hdfs fsck " + shorten(a.lit) + "` moves or deletes corrupt files, or is known only at run time"
			}
			if strings.HasPrefix(a.lit, "-") && !hdfsFsckSwitch(a.lit) {
				return "`hdfs fsck " + shorten(a.lit) + "` is an option the model does not know"
			}
		}
		return ""
	case sub == "dfsadmin" && name == "hdfs":
		if len(args) == 3 && (at(2) == "-report" || at(2) == "-printTopology") || len(args) == 4 && at(2) == "-safemode" && at(3) == "get" {
			return ""
		}
		return "`hdfs dfsadmin` other than -report, -printTopology and -safemode get changes the cluster"
	case sub == "getconf" && name == "hdfs":
		return ""
	}
	return "`" + name + " " + shorten(sub) + "` is not a read the model knows (nothing may come before the command: --config and Hadoop's generic options change the configuration or load code)"
}

// hdfsFsckSwitch reports fsck's reporting options.
func hdfsFsckSwitch(s string) bool {
	switch s {
	case "-files", "-blocks", "-locations", "-racks", "-openforwrite", "-list-corruptfileblocks", "-includeSnapshots",
		"-storagepolicies", "-maintenance", "-showprogress", "-blockId", "-upgradedomains", "-replicaDetails":
		return true
	}
	return false
}

// dotenvReason refuses qsv where a .env file could configure it: qsv
// loads the first .env in the directory it runs in or any parent of it
// (dotenvy), overriding the environment, and its QSV_ variables can make
// a read write (QSV_AUTOINDEX_SIZE indexes the file it reads, beside it).
// A project's .env is the team's to write, so qsv is allowed only where
// the model can list every such directory and finds none.
func (c *classifier) dotenvReason(name string) string {
	dirs, why := c.runDirs()
	if why != "" {
		return "`" + name + "` " + why + ", where a .env file could configure it"
	}
	if c.w.env.ReadDir == nil {
		return "`" + name + "` runs where the model cannot look for a .env file, which it loads and which can make it write"
	}
	for _, d := range dirs {
		for {
			entries, err := c.w.env.ReadDir(d)
			if err != nil {
				return "`" + name + "` runs under " + d + ", which the model cannot list for a .env file"
			}
			for _, e := range entries {
				if e.Name() == ".env" {
					return "`" + name + "` loads " + path.Join(d, ".env") + ", whose QSV_ settings can make it write (QSV_AUTOINDEX_SIZE indexes the file beside it)"
				}
			}
			if d == "/" || d == "." || d == "" {
				break
			}
			d = path.Dir(d)
		}
	}
	return ""
}

package shell

import "strings"

// Release checks and operations queries a team leader runs: the help and
// version of pg_upgrade, ncdu, rq and celery, gdu's printed scans. What stays refused says why: rq
// info cleans the queues' registries on the Redis server before it
// reports, celery's inspect and status commands broadcast to the workers
// through the broker and import the project's app, goreleaser check
// loads the project's configuration, whose templates the model cannot
// judge. wget --spider is in queries.go, gem specification of a .gem file
// in pkg.go, jdeps in jvm.go and the aws operations whose option values
// are run-time words in queries.go.

// relOpsReason explains the programs of this file; ok is false for any
// other program.
func relOpsReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "pg_upgrade":
		// pg_upgrade answers --help and --version (and -? and -V) when
		// they are its first word, before it checks the user, opens its
		// logs or reads a cluster (option.c; strace of PostgreSQL 15's
		// showed no file opened for writing).
		if len(args) == 2 && oneOf(args[1], "--help", "-?", "--version", "-V") {
			return "", true
		}
		return "`pg_upgrade` other than --help and --version upgrades a cluster, and --check writes its logs under the new cluster's folder", true
	case "ncdu":
		// ncdu 1.18 prints its help or version and exits before it scans
		// (strace: nothing opened for writing); ncdu 2 reads the same
		// spellings.
		if len(args) == 2 && oneOf(args[1], "-h", "--help", "-v", "-V", "--version") {
			return "", true
		}
		return ncduReason(args), true
	case "gdu":
		return gduReason(args), true
	case "rq":
		return rqReason(args), true
	case "celery":
		// Click answers these before the group's callback loads the app
		// (celery 5.2: nothing written, ./celeryconfig.py not imported;
		// celery status imported it and connected to the broker).
		if len(args) == 2 && oneOf(args[1], "--version", "--help") ||
			len(args) == 3 && !args[1].dynamic && !args[1].glob && args[1].lit != "" && args[1].lit[0] != '-' && args[2].is("--help") {
			return "", true
		}
		return "`celery` imports the project's app (-A, or celeryconfig from the working folder), which is code the team can write, and inspect, status and control broadcast through the broker, which declares a reply queue and delivers the request to every worker", true
	case "goreleaser":
		return "`goreleaser` other than --version reads .goreleaser.yaml, whose templates and hooks the model cannot judge, and check was not verified to write nothing", true
	}
	return "", false
}

// rqReason allows rq's help and version. rq info is no report only:
// before it prints it cleans every queue's registries on the Redis
// server (rq 1.13: clean_registries and clean_worker_registry; a MONITOR
// of a local server showed ZREMRANGEBYSCORE on rq:finished:* and
// rq:failed:*), and every other command changes the queues or runs a
// worker. Click answers --help before the command's callback connects
// or imports a configuration module (-c).
func rqReason(args []arg) string {
	switch {
	case len(args) == 2 && oneOf(args[1], "--version", "--help"),
		len(args) == 3 && !args[1].dynamic && args[1].lit != "" && args[1].lit[0] != '-' && oneOf(args[2], "--help"):
		return ""
	case len(args) > 1 && args[1].is("info"):
		return "`rq info` cleans the queues' registries on the Redis server before it reports (it removes expired finished and failed jobs and dead workers); redis-cli reads the rq:* keys"
	}
	return "`rq` other than --help and --version changes the queues, runs a worker or, as info, cleans the registries on the Redis server"
}

// specNcduExport declares ncdu's options that shape a scan exported to
// standard output (-o -): ncdu 1.18's parser takes bundles and a value
// attached or in the next word, long options by their exact names. -f
// imports a scan into the interface, -o FILE writes it.
var specNcduExport = optSpec{strict: true, exact: true, switches: "qxer012L", values: "oX",
	longSwitches: []string{"--si", "--follow-symlinks", "--exclude-caches", "--exclude-kernfs", "--confirm-quit"},
	longValues:   []string{"--exclude", "--exclude-from", "--color"}}

// ncduReason allows ncdu's export to standard output (ncdu -o - DIR, ncdu
// -0xo- /var): it scans and prints JSON without its interface, where
// keys delete files (ncdu 1.18 under strace: nothing opened for writing).
func ncduReason(args []arg) string {
	sp := &specNcduExport
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("ncdu", sp); r != "" {
		return r
	}
	stdout := false
	for _, o := range sc.opts {
		if o.is(sp, "-o") {
			if !o.hasVal || !o.val.is("-") {
				return "`ncdu -o` writes the scan to a file (-o - prints it)"
			}
			stdout = true
		}
	}
	if !stdout {
		return "`ncdu` without -o - scans in a full-screen interface where keys delete files (ncdu -o - DIR prints the scan; du -sh reads)"
	}
	return ""
}

// specGdu declares gdu's options that shape a scan printed without its
// interface (cobra's pflag: bundles, exact long names). Not declared, so
// refused: --config-file (a file the team can write may set log-file),
// --write-config, -f (imports a scan into the interface), and every
// option of later versions (their badger storage writes a database).
var specGdu = optSpec{strict: true, exact: true, pflag: true, switches: "gLcxHpnaBsdvh",
	values: "imIXol",
	longSwitches: []string{"--const-gc", "--follow-symlinks", "--no-color", "--no-cross", "--no-hidden",
		"--no-mouse", "--no-prefix", "--no-progress", "--non-interactive", "--show-apparent-size",
		"--show-disks", "--show-relative-size", "--si", "--summarize", "--version", "--help"},
	longValues: []string{"--ignore-dirs", "--ignore-dirs-pattern", "--ignore-from", "--max-cores",
		"--output-file", "--log-file"}}

// gduReason allows gdu -n (non-interactive: the interface, where keys
// delete files, never starts), which prints sizes; -o - prints the scan
// as JSON and -l /dev/null is the default log. gdu 5.22 under strace
// opened nothing for writing but /dev/null, its log.
func gduReason(args []arg) string {
	for _, a := range args[1:] {
		// gdu 5.22 finds its configuration file by matching
		// --config-file[= ](\S+) in all its arguments joined by spaces,
		// before cobra reads them: a directory x--config-file=c.yaml, a
		// value or a word after -- names a file the team can write,
		// whose log-file and output-file gdu then writes (checked).
		switch {
		case a.dynamic || a.glob:
			return "`gdu` with a run-time word or a pattern: gdu reads its configuration from the file named after --config-file in any of its arguments"
		case strings.Contains(a.lit, "--config-file"):
			return "`gdu` reads its configuration from the file named after --config-file in any of its arguments, and a configuration can set the files it writes"
		}
	}
	sp := &specGdu
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("gdu", sp); r != "" {
		return r
	}
	batch := false
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "--output-file") || o.is(sp, "-o"):
			if !o.val.is("-") {
				return "`gdu -o` writes the scan to a file (-o - prints it)"
			}
			batch = true
		case o.is(sp, "--log-file") || o.is(sp, "-l"):
			if !o.val.is("/dev/null") {
				return "`gdu -l` writes a log file"
			}
		case o.is(sp, "--non-interactive") || o.is(sp, "-n"), o.is(sp, "--version") || o.is(sp, "-v"),
			o.is(sp, "--help") || o.is(sp, "-h"):
			batch = true
		}
	}
	if !batch {
		return "`gdu` without -n opens its interface, where keys delete files (gdu -n DIR prints the sizes)"
	}
	return ""
}

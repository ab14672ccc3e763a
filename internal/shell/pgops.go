package shell

import "strings"

// PostgreSQL operations tools asked a read-only question: patronictl's
// views of a Patroni cluster (list, history, show-config, topology, dsn,
// version), pg_waldump decoding WAL segments to standard output, and
// pg_amcheck running the amcheck extension's checks over a connection.
//
// patronictl (checked with patroni 3.0.2 under strace, with a throw-away
// home and configurations naming an etcd and a consul address that does
// not answer) opens no file for writing and runs no program for these
// views. What it runs is decided by its configuration: get_dcs imports
// only the patroni.dcs module a section names, but a raft: section's
// data_dir is created (os.makedirs) and tested with a temporary file
// (patroni/dcs/raft.py, utils.validate_directory), and the DCS settings
// decide which hosts it asks. The default ~/.config/patroni/patronictl.yaml
// and $PATRONICTL_CONFIG_FILE are the user's, trusted as ~/.psqlrc is; -c
// is allowed only for a file under /etc (the cluster's own configuration,
// /etc/patroni/patroni.yml), which no member can write. -W and -w redraw
// the screen forever; every command that changes the cluster is refused,
// and query, which runs SQL on a member (psql -c is where the model
// checks SQL).

// patronictlSpec declares click's reading of one patronictl command:
// bundled short flags, no abbreviation of long options, options after
// operands.
func patronictlSpec(values, switches string, longValues, longSwitches []string) optSpec {
	return optSpec{values: values, switches: switches, longValues: longValues,
		longSwitches: append(longSwitches, "--help"), strict: true, exact: true,
		deny: []denied{
			{[]string{"-W", "-w", "--watch"}, "redraws the screen forever and never ends; run it once without -W/-w"},
		}}
}

// specPatronictl declares patronictl's own options, before its command.
var specPatronictl = optSpec{values: "cd", switches: "k",
	longValues:   []string{"--config-file", "--dcs-url", "--dcs"},
	longSwitches: []string{"--insecure", "--help"},
	strict:       true, exact: true, posix: true}

// patronictlCommandSpec returns the spec of a read command, or nil.
func patronictlCommandSpec(cmd string) *optSpec {
	var sp optSpec
	switch cmd {
	case "list":
		sp = patronictlSpec("fw", "etW", []string{"--group", "--format", "--watch"}, []string{"--extended", "--timestamp"})
	case "topology":
		sp = patronictlSpec("w", "W", []string{"--group", "--watch"}, nil)
	case "history":
		sp = patronictlSpec("f", "", []string{"--group", "--format"}, nil)
	case "show-config", "version":
		sp = patronictlSpec("", "", []string{"--group"}, nil)
	case "dsn":
		sp = patronictlSpec("rm", "", []string{"--group", "--role", "--member"}, nil)
	default:
		return nil
	}
	return &sp
}

// patronictlWriteReason says why a command that changes the cluster is
// refused.
func patronictlWriteReason(cmd string) string {
	switch cmd {
	case "edit-config":
		return "changes the cluster's dynamic configuration in the DCS (and opens an editor); show-config prints it"
	case "switchover", "failover":
		return "moves the leader role to another member; list shows the roles"
	case "restart":
		return "restarts PostgreSQL on the members"
	case "reload":
		return "makes the members reload their configuration"
	case "reinit":
		return "wipes a replica's data directory and takes a new base backup"
	case "pause", "resume":
		return "turns the cluster's automatic failover off or on (list shows whether it is paused)"
	case "remove":
		return "deletes the cluster's state from the DCS"
	case "flush":
		return "discards the cluster's scheduled restarts or switchover"
	case "query":
		return "runs SQL (-c, or a file with -f) on a member, which the model does not check here; run psql -c with the SQL against the member instead"
	}
	return ""
}

func patronictlReason(args []arg) string {
	sp := &specPatronictl
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("patronictl", sp); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if o.is(sp, "-c") || o.is(sp, "--config-file") {
			if r := patronictlConfigReason(o.val); r != "" {
				return r
			}
		}
	}
	if len(sc.operands) == 0 {
		if sc.has(sp, "--help") != nil {
			return ""
		}
		return "`patronictl` without a command is not a read the model knows"
	}
	first := sc.operands[0]
	if first.dynamic || first.glob {
		return nonLiteralReason("patronictl", first)
	}
	cmd := first.lit
	if why := patronictlWriteReason(cmd); why != "" {
		return "`patronictl " + cmd + "` " + why
	}
	csp := patronictlCommandSpec(cmd)
	if csp == nil {
		return "`patronictl " + shorten(cmd) + "` is not a read the model knows (list, history, show-config, topology, dsn and version are)"
	}
	csc := scanArgs(args[1+sc.end+1:], csp)
	return csc.verdict("patronictl "+cmd, csp)
}

// patronictlConfigReason allows -c only for a file under /etc.
func patronictlConfigReason(v arg) string {
	if v.dynamic || v.glob || !strings.HasPrefix(v.lit, "/etc/") || strings.Contains(v.lit, "/..") {
		return "`patronictl -c` reads a configuration the model cannot trust unless it is the cluster's under /etc: a raft: section's data_dir is created and written to, and its DCS settings decide what it connects to; name /etc/patroni/patroni.yml, or use the default ~/.config/patroni/patronictl.yaml"
	}
	return ""
}

// specPgWaldump declares pg_waldump's options (PostgreSQL 15's, checked
// with its --help and under strace: it reads the segments and prints).
// -f waits at the end of WAL for more records and never ends (even with
// -e or -n, which stop only once the records arrive); --save-fullpage
// (PostgreSQL 16) writes each full-page image into a folder.
var specPgWaldump = optSpec{values: "BeFnprRstx", switches: "bfqVwz?",
	longValues: []string{"--block", "--end", "--fork", "--limit", "--path", "--rmgr", "--relation", "--start",
		"--timeline", "--xid", "--save-fullpage"},
	longOptional: []string{"--stats"},
	longSwitches: []string{"--bkp-details", "--follow", "--quiet", "--version", "--fullpage", "--help"},
	strict:       true,
	deny: []denied{
		{[]string{"-f", "--follow"}, "keeps waiting at the end of WAL for more records and never ends; run it without -f (with -e or -n to stop early)"},
		{[]string{"--save-fullpage"}, "writes every full-page image into a folder"},
	}}

// specPgAmcheck declares pg_amcheck's options (PostgreSQL 15's --help).
// It runs amcheck's read-only checks; --install-missing creates the
// extension, and --parent-check (which --rootdescend implies) uses
// bt_index_parent_check, whose ShareLock holds off writes to the table
// while it runs.
var specPgAmcheck = optSpec{values: "dDiIrRsStThpUj", switches: "awWePvV?",
	longValues: []string{"--database", "--exclude-database", "--index", "--exclude-index", "--relation",
		"--exclude-relation", "--schema", "--exclude-schema", "--table", "--exclude-table", "--skip", "--startblock",
		"--endblock", "--host", "--port", "--username", "--maintenance-db", "--jobs"},
	longOptional: []string{"--install-missing"},
	longSwitches: []string{"--all", "--no-dependent-indexes", "--no-dependent-toast", "--no-strict-names",
		"--exclude-toast-pointers", "--on-error-stop", "--heapallindexed", "--parent-check", "--rootdescend",
		"--no-password", "--password", "--echo", "--progress", "--verbose", "--version", "--help"},
	strict: true,
	deny: []denied{
		{[]string{"--install-missing"}, "creates the amcheck extension in each database; ask a database owner to CREATE EXTENSION amcheck"},
		{[]string{"--parent-check", "--rootdescend"}, "runs bt_index_parent_check, whose ShareLock holds off every write to the table while it runs; check without it"},
	}}

func pgAmcheckReason(args []arg) string {
	sp := &specPgAmcheck
	sc := scanArgs(withEnvOperands(args[1:]), sp)
	if r := sc.verdict("pg_amcheck", sp); r != "" {
		return r
	}
	for _, a := range sc.operands {
		if r := connectionReason("pg_amcheck", a); r != "" {
			return r
		}
	}
	for _, o := range sc.opts {
		if o.is(sp, "-d") || o.is(sp, "--database") || o.is(sp, "--maintenance-db") {
			if r := connectionReason("pg_amcheck", o.val); r != "" {
				return r
			}
		}
	}
	return ""
}

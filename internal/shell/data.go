package shell

import "strings"

// Data and cloud query CLIs used to look, not to change: ssh asked for
// its resolved configuration (-G), version (-V) or algorithms (-Q);
// rsync in dry-run mode (-n); bq listings and dry runs; the aws queries
// beyond describe and list (queries.go holds the rest of aws);
// rabbitmqadmin's list and show (GETs to the management API) and
// ldapsearch with a simple bind. The RabbitMQ tools that start an Erlang
// node are refused: they leave the Erlang port mapper running.

// dataReason judges the programs of this file; ok is false for others.
func dataReason(name string, args []arg, in stdin) (reason string, ok bool) {
	switch name {
	case "ssh":
		return sshReason(args), true
	case "rsync":
		return rsyncReason(args), true
	case "rabbitmqctl", "rabbitmq-diagnostics", "rabbitmq-plugins":
		return rabbitmqReason(name), true
	case "rabbitmqadmin":
		return rabbitmqadminReason(args), true
	case "ldapsearch":
		return ldapsearchReason(args), true
	case "duckdb":
		return duckdbReason(args, in), true
	case "bq":
		return bqReason(args), true
	}
	return "", false
}

// specSsh declares OpenSSH's options (getopt, read again after the
// destination, so options may follow it). Only the ones that matter to
// -G are switches here; every option taking a value is declared so that
// its value is never read as the destination.
var specSsh = optSpec{strict: true, complete: true, values: "BbcDEeFIiJLlmOopPQRSWw", switches: "46AaCfGgKkMNnqsTtVvXxYy"}

// sshPrintOptions are the options `ssh -G` may carry: the rest open a
// log file (-E), load a PKCS#11 library (-I), forward, or name control
// sockets, none of which a configuration print needs.
func sshPrintOption(name string) bool {
	switch name {
	case "-G", "-4", "-6", "-A", "-a", "-C", "-q", "-v", "-T", "-t", "-x", "-X", "-Y", "-K", "-k", "-N", "-n", "-g",
		"-p", "-l", "-i", "-J", "-o", "-F":
		return true
	}
	return false
}

// sshReason allows `ssh -V`, `ssh -Q QUERY` and `ssh -G [options]
// DESTINATION`: -G prints the configuration ssh would use and exits
// before it connects, creates ~/.ssh or writes known_hosts. It still
// evaluates the user's ~/.ssh/config, whose `Match exec` lines run
// commands with the host and user substituted, so those words (and every
// -o value) must be plain names: no shell metacharacter reaches them. A
// configuration file named with -F (other than /dev/null or none) is
// project text that can hold `Match exec`, and -o ProxyCommand,
// LocalCommand, KnownHostsCommand or Include are refused outright.
func sshReason(args []arg) string {
	words := args[1:]
	if len(words) == 1 && words[0].is("-V") {
		return ""
	}
	sc := scanArgs(words, &specSsh)
	if r := sc.verdict("ssh", &specSsh); r != "" {
		return r
	}
	if q := sc.has(&specSsh, "-Q"); q != nil {
		if len(sc.opts) != 1 || len(sc.operands) != 0 || !sshPlain(q.val.lit) {
			return "`ssh -Q` with anything but one query name"
		}
		return ""
	}
	if sc.has(&specSsh, "-G") == nil {
		return "`ssh` runs commands on another machine (only -G, -V and -Q print without connecting)"
	}
	for _, o := range sc.opts {
		if !sshPrintOption(o.name) {
			return "`ssh -G " + o.name + "` is not an option the model allows with -G (it may write a log file, load a library or open sockets)"
		}
		if !o.hasVal {
			continue
		}
		v := o.val.lit
		switch o.name {
		case "-F":
			if v != "/dev/null" && v != "none" {
				return "`ssh -G -F " + shorten(v) + "` reads a configuration file the team can write (its Match exec lines run commands)"
			}
		case "-o":
			key, val, found := strings.Cut(v, "=")
			if !found {
				key, val, _ = strings.Cut(v, " ")
			}
			if !sshPrintKey(strings.ToLower(strings.TrimSpace(key))) {
				return "`ssh -G -o " + shorten(v) + "` sets an option the model does not allow (ProxyCommand, LocalCommand, KnownHostsCommand and Include run or read what the line names)"
			}
			if !sshPlain(strings.TrimSpace(val)) {
				return "`ssh -G -o " + shorten(v) + "`: the value must be a plain word (Match exec lines of ~/.ssh/config substitute it into a command)"
			}
		default:
			if !sshPlain(v) {
				return "`ssh -G " + o.name + " " + shorten(v) + "`: the value must be a plain word (Match exec lines of ~/.ssh/config substitute it into a command)"
			}
		}
	}
	if len(sc.operands) != 1 {
		return "`ssh -G` with other than one destination (more words are a remote command)"
	}
	if d := sc.operands[0].lit; !sshPlain(d) || strings.HasPrefix(d, "-") {
		return "`ssh -G " + shorten(d) + "`: the destination must be a plain host name (Match exec lines of ~/.ssh/config substitute it into a command)"
	}
	return ""
}

// sshPlain reports a word of letters, digits and . _ - @ : / , + % [ ]
// only: no shell metacharacter, quote or blank.
func sshPlain(s string) bool {
	if s == "" {
		return false
	}
	for k := 0; k < len(s); k++ {
		c := s[k]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("._-@:/,+%[]", c) >= 0) {
			return false
		}
	}
	return true
}

// sshPrintKey reports the ssh_config keywords -G may be given with -o:
// the ones that only change what is printed.
func sshPrintKey(k string) bool {
	switch k {
	case "user", "port", "hostname", "proxyjump", "identityfile", "identitiesonly", "connecttimeout",
		"stricthostkeychecking", "batchmode", "userknownhostsfile", "loglevel", "forwardagent", "compression",
		"serveraliveinterval", "serveralivecountmax", "addressfamily", "preferredauthentications", "requesttty",
		"hostkeyalias", "ciphers", "macs", "kexalgorithms", "hostkeyalgorithms", "pubkeyacceptedalgorithms",
		"pubkeyacceptedkeytypes", "updatehostkeys", "checkhostip", "visualhostkey", "forwardx11", "tcpkeepalive",
		"connectionattempts", "canonicalizehostname", "canonicaldomains", "globalknownhostsfile":
		return true
	}
	return false
}

// specRsync declares the rsync options of a dry run that only compares:
// the transfer, filter and output options. Refused: -e/--rsh and
// --rsync-path (run a command), -M/--remote-option (passes options to
// the other side), --log-file and --write-batch/--only-write-batch (write
// even in a dry run), --read-batch, --daemon, --config, --server,
// --sender, and whatever is not declared (rsync reads long options
// exactly; an abbreviation is refused).
var specRsyncDry = optSpec{strict: true,
	values:   "fB@",
	switches: "navrlptgoDzcihquxHAXSEWRdmLKkCFOJIb0s46P8",
	longValues: []string{"--exclude", "--include", "--filter", "--exclude-from", "--include-from", "--files-from",
		"--max-size", "--min-size", "--max-delete", "--out-format", "--info", "--debug", "--modify-window", "--chmod",
		"--timeout", "--contimeout", "--bwlimit", "--compress-level", "--suffix", "--block-size", "--compare-dest",
		"--copy-dest", "--link-dest", "--usermap", "--groupmap", "--chown", "--iconv", "--compress-choice",
		"--checksum-choice", "--zc", "--cc", "--stop-after", "--stop-at", "--max-alloc"},
	longSwitches: []string{"--dry-run", "--archive", "--verbose", "--recursive", "--links", "--perms", "--times",
		"--group", "--owner", "--devices", "--specials", "--compress", "--checksum", "--itemize-changes",
		"--human-readable", "--quiet", "--update", "--delete", "--delete-before", "--delete-during",
		"--delete-delay", "--delete-after", "--delete-excluded", "--stats", "--list-only", "--progress",
		"--one-file-system", "--hard-links", "--acls", "--xattrs", "--sparse", "--executability", "--whole-file",
		"--relative", "--dirs", "--prune-empty-dirs", "--copy-links", "--keep-dirlinks", "--copy-dirlinks",
		"--cvs-exclude", "--omit-dir-times", "--omit-link-times", "--size-only", "--ignore-times",
		"--ignore-existing", "--existing", "--no-perms", "--no-owner", "--no-group", "--no-times", "--no-links",
		"--no-recursive", "--no-devices", "--no-specials", "--no-D", "--no-implied-dirs", "--numeric-ids",
		"--from0", "--protect-args", "--secluded-args", "--partial", "--safe-links", "--force", "--ignore-errors",
		"--no-motd", "--8-bit-output", "--mkpath", "--backup", "--delay-updates", "--fuzzy", "--ignore-missing-args",
		"--delete-missing-args", "--append", "--append-verify", "--inplace", "--no-whole-file", "--super",
		"--fake-super", "--atimes", "--crtimes", "--open-noatime", "--hard-links", "--old-dirs", "--trust-sender",
		"--ipv4", "--ipv6", "--help", "--version"},
	deny: []denied{
		{[]string{"-e", "--rsh"}, "runs the command it names to reach the other side"},
		{[]string{"--rsync-path"}, "runs the command it names on the other side"},
		{[]string{"-M", "--remote-option"}, "passes options (a --log-file, a --rsync-path) to the other side"},
		{[]string{"--log-file"}, "writes a log file even in a dry run"},
		{[]string{"--write-batch", "--only-write-batch"}, "writes a batch file even in a dry run"},
		{[]string{"--read-batch"}, "applies a batch file"},
		{[]string{"--daemon", "--config"}, "runs a server"},
		{[]string{"--server", "--sender"}, "is rsync's own server mode"},
		{[]string{"--remove-source-files"}, "deletes the files it sends"},
		{[]string{"--backup-dir", "--temp-dir", "--partial-dir"}, "names a directory it writes in"},
		{[]string{"--password-file", "--early-input"}, "sends a file to a daemon"},
	}}

// rsyncReason allows rsync in dry-run mode (-n, --dry-run; or
// --list-only of one source): it compares and prints, and creates
// nothing, not even the destination directory (checked with rsync
// 3.2). A remote side is reached with ssh (host:path) and runs rsync
// --server with -n, which changes nothing there either; the host must be
// a plain name (rsync hands it to ssh, where "-oProxyCommand=..." would
// be an option). Daemon modules (host::module, rsync://) are refused.
func rsyncReason(args []arg) string {
	sc := scanArgs(args[1:], &specRsyncDry)
	if r := sc.verdict("rsync", &specRsyncDry); r != "" {
		return r
	}
	if len(sc.operands) == 0 && sc.has(&specRsyncDry, "--version", "--help") != nil {
		return ""
	}
	dry := sc.has(&specRsyncDry, "-n", "--dry-run") != nil
	if !dry && !(sc.has(&specRsyncDry, "--list-only") != nil && len(sc.operands) == 1) {
		return "`rsync` copies files (only -n/--dry-run, or --list-only of one source, only compares)"
	}
	for _, a := range sc.operands {
		if a.dynamic || a.glob {
			return "`rsync` with an operand that is not literal"
		}
		if r := rsyncOperandReason(a.lit); r != "" {
			return r
		}
	}
	return ""
}

// rsyncOperandReason checks one source or destination.
func rsyncOperandReason(s string) string {
	if strings.HasPrefix(s, "rsync://") || strings.Contains(s, "::") {
		return "`rsync " + shorten(s) + "` reaches an rsync daemon, whose modules run their own configuration"
	}
	slash := strings.IndexByte(s, '/')
	colon := strings.IndexByte(s, ':')
	if colon < 0 || slash >= 0 && slash < colon {
		return "" // a local path
	}
	host := s[:colon]
	if user, h, ok := strings.Cut(host, "@"); ok {
		if !rsyncHostWord(user) {
			return "`rsync " + shorten(s) + "`: the user must be a plain name"
		}
		host = h
	}
	if strings.HasPrefix(host, "[") && strings.HasSuffix(host, "]") {
		host = host[1 : len(host)-1]
	}
	if !rsyncHostWord(host) {
		return "`rsync " + shorten(s) + "`: the host must be a plain name (rsync hands it to ssh, which could read it as an option)"
	}
	return ""
}

// rsyncHostWord reports a name of letters, digits, '.', '_' and '-'
// (and ':' for IPv6) that does not start with '-'.
func rsyncHostWord(s string) bool {
	if s == "" || s[0] == '-' {
		return false
	}
	for k := 0; k < len(s); k++ {
		c := s[k]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-' || c == ':') {
			return false
		}
	}
	return true
}

// rabbitmqReason refuses RabbitMQ's command-line tools: to talk to a node
// they start an Erlang node of their own, which starts the Erlang port
// mapper daemon (epmd) when none runs, and epmd keeps running after the
// command (make redteam saw it left behind by every listing). The
// management API answers the same questions over HTTP.
func rabbitmqReason(name string) string {
	return "`" + name + "` starts the Erlang port mapper daemon (epmd) when none runs, which keeps running after it; ask the management API instead (curl -s -u user:pass http://host:15672/api/queues)"
}

// specRabbitmqadmin declares rabbitmqadmin's options (Python's
// optparse: long options may be abbreviated and options may follow the
// subcommand, so strict and complete). None writes: -c names an INI file
// whose section (-N) sets the same connection and format options, and
// the --ssl-*-file options name PEM files it reads.
var specRabbitmqadmin = optSpec{strict: true, complete: true, values: "cNHPVuUptfSd", switches: "qskRh",
	longValues: []string{"--config", "--node", "--host", "--port", "--path-prefix", "--vhost", "--username", "--password",
		"--base-uri", "--ssl-key-file", "--ssl-cert-file", "--ssl-ca-cert-file", "--request-timeout", "--format", "--sort", "--depth"},
	longSwitches: []string{"--quiet", "--ssl", "--ssl-disable-hostname-verification", "--ssl-insecure", "--bash-completion",
		"--version", "--help"}}

// rabbitmqadminReason allows rabbitmqadmin's list and show (each a GET
// to the management API, its operands the object type and the columns
// of the query string) and help, version and completion prints. It is a
// Python HTTP client, not an Erlang node: it starts no epmd. Checked
// with Debian's 3.10.8 against a stub API under strace: only GETs, no
// file written, no program run. declare, delete, close and purge change
// the broker, publish sends a message, get consumes messages (requeue
// or not, it is a POST), import uploads definitions and export writes
// them to a file.
func rabbitmqadminReason(args []arg) string {
	sc := scanArgs(args[1:], &specRabbitmqadmin)
	if r := sc.verdict("rabbitmqadmin", &specRabbitmqadmin); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		return ""
	}
	verb := sc.operands[0]
	if verb.dynamic || verb.glob {
		return nonLiteralReason("rabbitmqadmin", verb)
	}
	switch verb.lit {
	case "list", "show", "help":
		return ""
	case "get":
		return "`rabbitmqadmin get` takes messages off the queue (a POST; even ackmode=ack_requeue_true redelivers them); list queues shows their counts"
	case "export":
		return "`rabbitmqadmin export` writes the definitions to the file it names; use `rabbitmqadmin -f raw_json list ...` or curl http://host:15672/api/definitions"
	}
	return "`rabbitmqadmin " + shorten(verb.lit) + "` is not list, show or help (declare, delete, close, purge, publish, get and import change the broker)"
}

// specLdapsearch declares ldapsearch's options (OpenLDAP 2.5, getopt).
// -t and -T write the values to files; the SASL options bind through
// Cyrus SASL's plugins, and GSSAPI stores the service ticket it obtains
// in the Kerberos credential cache.
var specLdapsearch = optSpec{strict: true, complete: true, values: "abEfFlPsSTzdDeHoOwyRUXY",
	switches: "ALMtucnNQvVWxZI",
	deny: []denied{
		{[]string{"-t"}, "writes the values to files in /tmp (or -T's folder); leave it out to print them"},
		{[]string{"-T"}, "writes the values to files in the folder it names; leave it out to print them"},
		{[]string{"-Y", "-U", "-R", "-X", "-O", "-I", "-Q"}, "is a SASL bind option (SASL plugins run; GSSAPI writes the service ticket to the Kerberos credential cache); bind with -x"}}}

// ldapsearchReason allows ldapsearch with a simple bind (-x): a search
// prints LDIF. The -e and -E controls shape a search and change nothing
// in it (manageDSAit, relax, paged results, sorting); -f reads filters,
// -y a password file. -o may set only ldif_wrap and nettimeout (the
// other libldap options name TLS files). Checked with ldap-utils
// 2.5.13 under strace against a slapd 2.5.13 holding a posixGroup
// (-LLL with attributes, -E pr=1/noprompt, -E '!sss=cn', -e manageDSAit,
// relax and noop, -M): it reads /etc/ldap/ldap.conf and ldaprc, writes
// nothing and runs nothing.
func ldapsearchReason(args []arg) string {
	sc := scanArgs(args[1:], &specLdapsearch)
	if r := sc.verdict("ldapsearch", &specLdapsearch); r != "" {
		return r
	}
	simple := false
	for _, o := range sc.opts {
		switch o.name {
		case "-x":
			simple = true
		case "-E", "-e":
			if r := ldapsearchControlReason(o.name, o.val); r != "" {
				return r
			}
		case "-o":
			if o.val.dynamic || !(strings.HasPrefix(o.val.lit, "ldif_wrap=") || strings.HasPrefix(o.val.lit, "nettimeout=")) {
				return "`ldapsearch -o " + shorten(o.val.lit) + "`: only ldif_wrap and nettimeout are allowed (other libldap options name TLS files)"
			}
		}
	}
	if !simple && len(sc.operands) == 0 && len(sc.opts) > 0 && ldapsearchVersionOnly(sc.opts) {
		return ""
	}
	if !simple {
		return "`ldapsearch` without -x binds with SASL (plugins run; GSSAPI writes the service ticket to the Kerberos credential cache); add -x for a simple bind"
	}
	return ""
}

// ldapsearchControlReason allows the -E search extensions and -e
// controls ldapsearch names, but not those that keep the search open
// (it never ends, printing each change): sync=rp (refreshAndPersist;
// checked against slapd 2.5.13 with syncprov: it ran until killed, as
// did the same control given by its OID), ps (persistent search) and
// serverNotif (Active Directory's change notification). A bare OID is a
// generic control the model cannot read, so it is refused too. Names are
// matched as ldapsearch does, ignoring case.
func ldapsearchControlReason(opt string, v arg) string {
	if v.dynamic || v.glob {
		return nonLiteralReason("ldapsearch "+opt, v)
	}
	name, val, _ := strings.Cut(strings.TrimPrefix(v.lit, "!"), "=")
	name = strings.ToLower(name)
	if opt == "-E" {
		switch name {
		case "sync":
			if strings.HasPrefix(strings.ToLower(val), "ro") {
				return ""
			}
		case "accountusability", "domainscope", "dontusecopy", "mv", "pr", "sss", "subentries", "vlv", "deref",
			"dirsync", "extendeddn", "showdeleted":
			return ""
		}
		return "`ldapsearch -E " + shorten(v.lit) + "` is not a search extension the model allows (sync=rp, ps and serverNotif keep the search open: it never ends)"
	}
	switch name {
	case "assert", "authzid", "bauthzid", "chaining", "managedsait", "noop", "ppolicy", "postread", "preread", "relax",
		"sessiontracking", "abandon", "cancel", "ignore":
		return ""
	}
	return "`ldapsearch -e " + shorten(v.lit) + "` is not a control the model knows (a generic control can keep the search open)"
}

// ldapsearchVersionOnly reports -VV alone: the version, no search. A
// single -V prints it and goes on to bind and search (checked).
func ldapsearchVersionOnly(opts []option) bool {
	if len(opts) < 2 {
		return false
	}
	for _, o := range opts {
		if o.name != "-V" {
			return false
		}
	}
	return true
}

// awsS3apiRead reports the s3api operations that only read: head-object
// and head-bucket, and the get- queries of a bucket's or an object's
// settings. Not get-object or get-object-torrent: their last operand is
// a file they write.
func awsS3apiRead(op string) bool {
	switch op {
	case "head-object", "head-bucket", "get-object-tagging", "get-object-acl", "get-object-attributes",
		"get-object-retention", "get-object-legal-hold", "get-object-lock-configuration", "get-public-access-block":
		return true
	}
	return strings.HasPrefix(op, "get-bucket-")
}

// specAwsS3Cat declares what `aws s3 cp s3://... -` may carry besides
// the global options: the options of a download that only shape it.
var specAwsS3Cat = optSpec{strict: true,
	longValues: []string{"--region", "--profile", "--output", "--color", "--cli-read-timeout", "--cli-connect-timeout",
		"--ca-bundle", "--request-payer", "--sse-c", "--sse-c-key", "--expected-size", "--source-region"},
	longSwitches: []string{"--debug", "--no-paginate", "--no-verify-ssl", "--no-sign-request", "--no-cli-pager",
		"--quiet", "--only-show-errors", "--no-progress"},
	deny: []denied{{[]string{"--endpoint-url"}, "sends the request and its credentials elsewhere"}}}

// awsS3CatReason allows `aws s3 cp s3://BUCKET/KEY -`: the object goes
// to standard output. Any other destination is a file or an object it
// writes.
func awsS3CatReason(words []arg) string {
	sc := scanArgs(words, &specAwsS3Cat)
	if r := sc.verdict("aws s3 cp", &specAwsS3Cat); r != "" {
		return r
	}
	if len(sc.operands) != 2 || !sc.operands[1].is("-") || sc.operands[0].dynamic && !sc.operands[0].noDash ||
		!strings.HasPrefix(sc.operands[0].lit, "s3://") {
		return "`aws s3 cp` writes its destination (only s3://BUCKET/KEY to - prints the object)"
	}
	return ""
}

// specAwsS3DryRun declares what `aws s3 cp|mv|sync|rm ... --dryrun` may
// carry: the options of a transfer (which with --dryrun only shape what
// is printed) and the global options. Options whose value is optional
// or a list (--sse, --sse-c, --grants) are not declared: their value
// could be an operand. Names are taken exactly, as for specAws.
var specAwsS3DryRun = optSpec{strict: true,
	longValues: []string{"--region", "--profile", "--output", "--color", "--cli-read-timeout", "--cli-connect-timeout",
		"--ca-bundle", "--request-payer", "--sse-c-key", "--sse-kms-key-id", "--sse-c-copy-source-key", "--source-region",
		"--exclude", "--include", "--acl", "--storage-class", "--content-type", "--cache-control",
		"--content-disposition", "--content-encoding", "--content-language", "--expires", "--website-redirect",
		"--metadata", "--metadata-directive", "--page-size", "--expected-size", "--checksum-mode",
		"--checksum-algorithm", "--copy-props"},
	longSwitches: []string{"--dryrun", "--debug", "--no-paginate", "--no-verify-ssl", "--no-sign-request", "--no-cli-pager",
		"--quiet", "--only-show-errors", "--no-progress", "--recursive", "--follow-symlinks", "--no-follow-symlinks",
		"--no-guess-mime-type", "--delete", "--size-only", "--exact-timestamps", "--force-glacier-transfer",
		"--ignore-glacier-warnings", "--no-overwrite"},
	deny: []denied{{[]string{"--endpoint-url"}, "sends the request and its credentials elsewhere"}}}

// awsS3DryRunReason allows aws s3 cp, mv, sync and rm with --dryrun:
// each transfer or deletion is only printed ("(dryrun) delete: ..."),
// as BaseTransferRequestSubmitter._do_submit in
// awscli/customizations/s3/s3handler.py decides. A local destination is
// refused all the same: a recursive download or a sync to a local
// folder creates the folder (os.makedirs in
// CommandParameters._validate_path_args, subcommands.py) before
// anything is submitted. Standard input or output (-) streams and is
// refused too.
func awsS3DryRunReason(operation string, words []arg) string {
	name := "aws s3 " + operation
	sp := &specAwsS3DryRun
	sc := scanArgs(words, sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	if sc.has(sp, "--dryrun") == nil {
		if operation == "rm" {
			return "`aws s3 rm` deletes objects (add --dryrun to print what it would delete)"
		}
		return "`" + name + "` writes its destination (add --dryrun to print what it would do; cp s3://BUCKET/KEY - prints the object)"
	}
	want := 2
	if operation == "rm" {
		want = 1
	}
	if len(sc.operands) != want {
		return "`" + name + "` takes " + map[int]string{1: "one S3 path", 2: "a source and a destination"}[want] + " here"
	}
	for _, a := range sc.operands {
		if a.is("-") {
			return "`" + name + "` streams standard input or output with -, which --dryrun does not cover"
		}
	}
	if dest := sc.operands[len(sc.operands)-1]; !strings.HasPrefix(dest.lit, "s3://") {
		return "`" + name + "` to a local destination creates the local folder even with --dryrun; only an s3:// destination is a dry run"
	}
	return ""
}

// bqWords normalises bq's flags: absl reads -flag as --flag (a single
// letter stays a short name: -n, -j).
func bqWords(args []arg) []arg {
	words := make([]arg, len(args)-1)
	copy(words, args[1:])
	for i := range words {
		if l := words[i].lit; !words[i].dynamic && len(l) > 2 && l[0] == '-' && l[1] != '-' && l[2] != '=' {
			words[i].lit = "-" + l
		}
	}
	return words
}

// specBq declares bq's global flags (absl: exact names, --noflag for a
// boolean's negation).
var specBq = optSpec{strict: true, exact: true, posix: true,
	switches: "q",
	longValues: []string{"--project_id", "--location", "--format", "--dataset_id", "--api_version",
		"--max_rows_per_request", "--quota_project_id", "--request_reason", "--universe_domain", "--job_id",
		"--ca_certificates_file", "--httplib2_debuglevel", "--logger_levels", "--stderrthreshold", "--job_property",
		"--trace", "--alpha"},
	longSwitches: []string{"--headless", "--noheadless", "--quiet", "--noquiet", "--debug_mode", "--nodebug_mode",
		"--use_google_auth", "--nouse_google_auth", "--synchronous_mode", "--nosynchronous_mode", "--sync", "--nosync",
		"--use_regional_endpoints", "--nouse_regional_endpoints", "--use_rep", "--use_lep", "--disable_ssl_validation",
		"--enable_gdrive", "--noenable_gdrive", "--mtls", "--nomtls", "--logtostderr", "--alsologtostderr",
		"--fingerprint_job_id", "--nofingerprint_job_id", "--help", "--helpfull", "--helpshort"},
	deny: bqDenied}

var bqDenied = []denied{
	{[]string{"--apilog"}, "writes every request and answer to a file"},
	{[]string{"--bigqueryrc"}, "reads its flags from a file the team can write"},
	{[]string{"--flagfile"}, "reads its flags from a file the team can write"},
	{[]string{"--api", "--discovery_file"}, "sends the requests and credentials elsewhere"},
	{[]string{"--log_dir"}, "writes log files"},
	{[]string{"--profile_file", "--run_with_profiling", "--norun_with_profiling"}, "writes a profile"},
	{[]string{"--pdb", "--pdb_post_mortem", "--run_with_pdb"}, "starts a debugger"},
	{[]string{"--credential_file", "--service_account_credential_file", "--application_default_credential_file",
		"--service_account_private_key_file"}, "reads and refreshes credentials in a file the line names"},
	{[]string{"--only_check_args"}, "is not a listing the model knows"},
}

// bqReason allows bq show, ls, head, version, help and info, and bq query
// with --dry_run (BigQuery validates the query and prices it, runs
// nothing, whatever its SQL) and without --schedule, which creates a
// transfer configuration before bq looks at --dry_run. bq creates gcloud's default configuration
// in ~/.config/gcloud the first time it runs and keeps its token and
// update-check caches there (caches.go).
func bqReason(args []arg) string {
	words := bqWords(args)
	sc := scanArgs(words, &specBq)
	if r := sc.verdict("bq", &specBq); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(&specBq, "--help", "--helpfull", "--helpshort") != nil {
			return ""
		}
		return "`bq` without a command reads commands interactively"
	}
	cmd := sc.operands[0]
	rest := words[sc.end+1:]
	for _, a := range rest {
		if a.dynamic && a.mayBeOption() {
			return nonLiteralReason("bq", a)
		}
		name, _, _ := strings.Cut(a.lit, "=")
		for _, d := range bqDenied {
			for _, o := range d.opts {
				if name == o {
					return "`bq " + o + "` " + d.why
				}
			}
		}
	}
	switch cmd.lit {
	case "show", "ls", "head", "version", "help", "info":
		return ""
	case "query":
		dry := false
		for _, a := range rest {
			name, _, _ := strings.Cut(a.lit, "=")
			if strings.HasPrefix(name, "-") && (strings.Contains(name, "schedul") || name == "--create_session" || name == "--display_name") {
				// bq creates a scheduled query's transfer
				// configuration before it looks at --dry_run.
				return "`bq query " + shorten(name) + "` creates a scheduled query or a session, dry run or not"
			}
			switch a.lit {
			case "--dry_run", "--dry_run=true", "--dry_run=True":
				dry = true
			case "--nodry_run", "--dry_run=false", "--dry_run=False", "--dry_run=0":
				return "`bq query --nodry_run` runs the query"
			}
			if strings.HasPrefix(a.lit, "--dry_run=") && a.lit != "--dry_run=true" && a.lit != "--dry_run=True" {
				return "`bq query " + shorten(a.lit) + "` may run the query"
			}
		}
		if !dry {
			return "`bq query` runs the query, which can write tables (--dry_run only validates it)"
		}
		return ""
	}
	return "`bq " + shorten(cmd.lit) + "` is not a listing the model allows (only show, ls, head, query --dry_run, version, help)"
}

// awsIssueReason refuses the operations whose names read as queries but
// that issue credentials, tokens or passwords: the caller gains a
// credential it did not have (a session that outlives the line, a
// registry login, a token another tool would use).
func awsIssueReason(service, op string) string {
	what := ""
	switch service + " " + op {
	case "sts get-session-token", "sts get-federation-token", "sts get-delegated-access-token",
		"sts get-web-identity-token":
		what = "issues temporary credentials (aws sts get-caller-identity shows who the current ones belong to)"
	case "ecr get-login-password", "ecr get-login", "ecr get-authorization-token",
		"ecr-public get-login-password", "ecr-public get-authorization-token":
		what = "issues a registry password (aws ecr describe-repositories and describe-images read the registry)"
	case "codeartifact get-authorization-token":
		what = "issues a repository token (aws codeartifact list-repositories and list-packages read the repositories)"
	case "codeartifact login":
		what = "issues a repository token and writes it into npm's, pip's or twine's configuration (aws codeartifact list-repositories reads the repositories)"
	case "ssm get-access-token":
		what = "issues credentials for just-in-time node access"
	case "athena get-session-endpoint":
		what = "issues an authentication token for the session's endpoint (aws athena get-session shows the session)"
	case "kms get-parameters-for-import":
		what = "issues an import token and a wrapping key for importing key material (aws kms describe-key shows the key)"
	case "codepipeline get-job-details", "codepipeline get-third-party-job-details":
		what = "answers with temporary credentials for the job's artifacts (aws codepipeline get-pipeline-state shows the pipeline's progress)"
	case "iam generate-credential-report":
		what = "starts generating the account's credential report (aws iam get-credential-report reads the last one)"
	case "rds generate-db-auth-token", "dsql generate-db-connect-auth-token", "dsql generate-db-connect-admin-auth-token",
		"redshift get-cluster-credentials", "redshift get-cluster-credentials-with-iam",
		"redshift-serverless get-credentials":
		what = "issues a database login token or password"
	case "eks get-token":
		what = "signs a token for the cluster's API (aws eks describe-cluster reads the cluster)"
	case "sso get-role-credentials", "cognito-identity get-credentials-for-identity", "cognito-identity get-open-id-token",
		"cognito-identity get-open-id-token-for-developer-identity", "lightsail get-instance-access-details",
		"s3control get-data-access", "emr get-cluster-session-credentials":
		what = "issues credentials"
	default:
		return ""
	}
	return "`aws " + service + " " + op + "` " + what
}

// awsServiceRead reports the read operations of services beyond
// describe-* and list-*: their get-* operations where none writes a file
// (not s3api get-object, glacier get-job-output or apigateway get-export
// and get-sdk, whose last operand is a file they write, nor
// cognito-identity get-id, which creates an identity), log queries,
// DynamoDB's reads, the security services' findings and the analyses
// that store nothing (validate-policy, check-*, test-*). Operations that
// issue credentials or tokens are refused before this (awsIssueReason).
func awsServiceRead(service, op string) bool {
	get := strings.HasPrefix(op, "get-")
	batchGet := strings.HasPrefix(op, "batch-get-")
	switch service {
	case "cloudfront":
		// Not get-function or get-connection-function: their answer is
		// the function's code, a blob the CLI writes to the file its
		// last operand names (aws cloudfront get-function --name f
		// README.md). Their configuration is describe-function's.
		return get && op != "get-function" && op != "get-connection-function"
	case "logs":
		// Not get-log-object, whose answer is an event stream, nor
		// start-query (a query the service runs and keeps).
		// test-metric-filter and test-transformer apply a pattern or a
		// transformer to the sample events on the line.
		switch op {
		case "tail", "filter-log-events", "test-metric-filter", "test-transformer":
			return true
		}
		return get && op != "get-log-object"
	case "dynamodb":
		switch op {
		case "get-item", "batch-get-item", "query", "scan":
			return true
		}
		return false
	case "ssm":
		// Not get-deployable-patch-snapshot-for-instance, which makes a
		// snapshot for an agent, get-access-token (awsIssueReason) or
		// get-execution-preview, which AWS documents as starting the
		// retrieval of a runbook's preview.
		return get && op != "get-deployable-patch-snapshot-for-instance" && op != "get-execution-preview"
	case "apigateway", "apigatewayv2":
		// Not get-export or get-sdk: their last operand is a file they
		// write.
		return get && op != "get-export" && op != "get-sdk" && op != "get-model-template" && op != "export-api"
	case "s3control":
		// The account's public access block and its access points'
		// settings.
		return op == "get-public-access-block" || op == "get-access-point" || op == "get-access-point-policy" ||
			// Storage Lens' dashboard settings.
			op == "get-storage-lens-configuration" || op == "get-storage-lens-configuration-tagging"
	case "dlm":
		// Data Lifecycle Manager's snapshot policies.
		return op == "get-lifecycle-policies" || op == "get-lifecycle-policy"
	case "cloudtrail":
		// lookup-events reads the management events of the last 90
		// days.
		return get || op == "lookup-events"
	case "route53":
		// test-dns-answer asks Route 53 what it would answer.
		return get || op == "test-dns-answer"
	case "ecr":
		// batch-get-image answers with the images' manifests (the
		// CLI prints them), and the scanning configurations are
		// settings read back.
		return get || op == "batch-get-image" || op == "batch-get-repository-scanning-configuration"
	case "stepfunctions":
		// Not get-activity-task, which claims a task.
		return op == "get-execution-history"
	case "config", "configservice":
		// select-resource-config runs a SQL-like query over the
		// recorded configurations and keeps nothing.
		return get || batchGet || op == "select-resource-config" || op == "select-aggregate-resource-config"
	case "secretsmanager":
		// validate-resource-policy checks a policy document.
		return get || op == "batch-get-secret-value" || op == "validate-resource-policy"
	case "wafv2":
		// check-capacity computes the capacity units of the rules on
		// the line.
		return get || op == "check-capacity"
	case "accessanalyzer":
		// validate-policy and the check-* operations analyse the
		// policy document on the line and store nothing.
		switch op {
		case "validate-policy", "check-no-new-access", "check-access-not-granted", "check-no-public-access":
			return true
		}
		return get
	case "inspector2":
		// Not get-cis-scan-report, which produces the report its
		// answer links to. search-vulnerabilities searches the
		// public vulnerability database.
		return get && op != "get-cis-scan-report" || batchGet || op == "search-vulnerabilities"
	case "xray":
		// Not get-sampling-targets, which reports the caller's
		// sampling statistics and claims a quota.
		return get && op != "get-sampling-targets" || op == "batch-get-traces"
	case "macie2":
		// test-custom-data-identifier applies a pattern to the sample
		// text on the line.
		return get || batchGet || op == "search-resources" || op == "test-custom-data-identifier"
	case "rds":
		// download-db-log-file-portion answers with a portion of a
		// log file, which the CLI prints.
		return op == "download-db-log-file-portion"
	case "resource-explorer-2":
		return get || batchGet || op == "search"
	case "shield":
		return op == "get-subscription-state"
	case "route53domains":
		// The domains' details and whether a name is free.
		return get || op == "check-domain-availability" || op == "check-domain-transferability"
	case "sts":
		// The account an access key belongs to (get-caller-identity is
		// awsReason's); the other get-* operations issue credentials.
		return op == "get-access-key-info"
	case "codebuild":
		return batchGet || get
	case "mwaa":
		// An Airflow environment's settings and status (not
		// create-cli-token or create-web-login-token, which issue tokens).
		return op == "get-environment"
	case "cloudwatch", "athena", "glue", "lambda", "iam", "cloudformation", "sqs",
		"sns", "kms", "ec2", "codepipeline", "ce",
		"organizations", "elbv2", "autoscaling", "events", "kinesis", "acm", "servicequotas", "service-quotas",
		// Cost and capacity reviews: recommendations, prices and tags
		// (their export-* operations write to S3 and are no get-).
		"compute-optimizer", "cost-optimization-hub", "pricing", "resourcegroupstaggingapi",
		// MSK: the brokers' addresses, compatible versions, the
		// cluster policy.
		"kafka",
		// The security and audit services' findings, settings and
		// reports, Performance Insights' metrics, the identity
		// center's assignments and the account's settings.
		"guardduty", "securityhub", "detective", "fms", "trustedadvisor", "pi", "sso-admin", "identitystore",
		"account", "acm-pca", "backup", "deploy", "ecs",
		// Shared resources, the resolver's rules and firewall, Cloud
		// Control's view of a resource and Cloud Map's instances.
		"ram", "route53resolver", "cloudcontrol", "servicediscovery":
		return get || batchGet
	}
	return false
}

package shell

import "strings"

// Network probes an SRE points at a host to see what answers: DNS
// clients (drill, kdig, dog, doggo), a port scanner (nmap), a TLS scanner
// (sslscan), a bandwidth test client (iperf3), ping to many hosts
// (fping), a port check (ncat -z), capture-file readers (tshark -r, capinfos), an HTTP client
// (xh) and a TLS client printing a server's certificate (gnutls-cli --print-cert). They change nothing locally in the
// shapes allowed here (checked in a throw-away HOME and TMPDIR for drill,
// kdig, nmap -sT/-sV, sslscan, iperf3 -c and tshark -r); the options that
// write a file, send a packet from a file, run a script or change the
// remote side are refused by name, and the rest of each program's options
// is declared, so an option the model does not know is refused too.

// netProbeReason explains the network probes (ok false for any other
// program).
func netProbeReason(name string, args []arg, in stdin) (reason string, ok bool) {
	switch name {
	case "drill":
		return specReason(name, args, &specDrill), true
	case "kdig":
		return specReason(name, args, &specKdig), true
	case "dog":
		return specReason(name, args, &specDog), true
	case "doggo":
		return doggoReason(args), true
	case "nmap":
		return nmapReason(args), true
	case "sslscan":
		return sslscanReason(args), true
	case "iperf3":
		return iperf3Reason(args), true
	case "tshark":
		return tsharkReason(args), true
	case "xh", "xhs":
		return xhReason(name, args, in), true
	case "ncat":
		return requireOne(name, args, &specNcatZ, "sends its input and can listen, run commands (-e, -c) or write the session (-o, -x); ncat -z only reports whether the port answers", "-z", "-h", "--help", "--version"), true
	case "fping", "capinfos":
		// No option of fping (ICMP echo to many hosts) or capinfos (a
		// capture file's summary) writes or runs anything.
		return "", true
	case "testssl", "testssl.sh":
		return "`" + name + "` keeps its work files in /tmp/testssl.XXXXXX named after the target (in the working directory when /tmp is not writable); use sslscan", true
	case "websocat":
		return "`websocat` sends its standard input to the server, and its address types run commands (exec:, sh-c:) and write files (writefile:)", true
	case "gnutls-cli":
		return gnutlsCliReason(args, in), true
	case "curlie":
		return "`curlie` hands its options to curl and sends its data items as a request body; use curl or xh", true
	}
	return "", false
}

var (
	// specDrill (getopt): -w and -q write the answer or query packet to a
	// file; -f sends a packet read from a file, which may be an update.
	specDrill = optSpec{strict: true, complete: true,
		values:   "IVfiwqbckopdry",
		switches: "DTSQhv46asutxz",
		deny: []denied{
			{[]string{"-w"}, "writes the answer packet to a file"},
			{[]string{"-q"}, "writes the query packet to a file"},
			{[]string{"-f"}, "sends a packet read from a file, which may be an update"},
		}}
	// specKdig: -E writes a dnstap capture file; +options only shape the
	// query and its printout (+tls-keyfile and +tls-certfile read).
	specKdig = optSpec{strict: true, complete: true, exact: true,
		values:       "bcpqtxkyEG",
		switches:     "46dhV",
		longSwitches: []string{"--help", "--version"},
		deny:         []denied{{[]string{"-E"}, "writes a dnstap capture file"}}}
	// specDog (ogham/dog): every option only shapes the query or its
	// printout.
	specDog = optSpec{strict: true, complete: true,
		values:       "qtnZ",
		switches:     "UTSH1J?vl",
		longValues:   []string{"--query", "--type", "--nameserver", "--class", "--edns", "--txid", "--color", "--colour"},
		longSwitches: []string{"--udp", "--tcp", "--tls", "--https", "--short", "--json", "--seconds", "--time", "--help", "--version", "--list"}}
	// specDoggo (pflag): every option only shapes the query or its
	// printout; --gp-from asks Globalping's probes, which read as well.
	specDoggo = optSpec{strict: true, complete: true, pflag: true,
		values:   "tncq",
		switches: "x46Jhv",
		longValues: []string{"--type", "--nameserver", "--class", "--query", "--strategy", "--ndots", "--timeout",
			"--tls-hostname", "--gp-from", "--gp-limit"},
		longOptional: []string{"--color"},
		longSwitches: []string{"--reverse", "--any", "--search", "--ipv4", "--ipv6", "--skip-hostname-verification",
			"--json", "--short", "--debug", "--time", "--help", "--version"}}
)

// specNcatZ declares ncat's options for its zero-I/O mode (-z: connect,
// report, send nothing). Every other option (listen, exec, output files,
// brokering) is undeclared and refused.
var specNcatZ = optSpec{strict: true, exact: true, values: "wps", switches: "46nuvzhU",
	longValues:   []string{"--wait", "--source-port", "--source", "--ssl-servername"},
	longSwitches: []string{"--nodns", "--udp", "--verbose", "--sctp", "--ssl", "--help", "--version", "--unixsock"}}

// doggoReason allows doggo's queries and its completions subcommand
// (it prints a script).
func doggoReason(args []arg) string {
	sc := scanArgs(args[1:], &specDoggo)
	if r := sc.verdict("doggo", &specDoggo); r != "" {
		return r
	}
	return ""
}

// nmapNoValue lists nmap's options, as whole words, that take no value
// and only choose how to probe or what to print. Not here: -A and -sC
// (they run NSE scripts), -O and raw-packet tricks an SRE rarely needs.
func nmapNoValue(s string) bool {
	switch s {
	case "-sT", "-sS", "-sU", "-sA", "-sW", "-sM", "-sN", "-sF", "-sX", "-sn", "-sP", "-sL", "-sV", "-sY", "-sZ", "-sO",
		"-Pn", "-PN", "-P0", "-PE", "-PP", "-PM", "-n", "-R", "-F", "-r", "-4", "-6", "-O",
		"--reason", "--open", "--traceroute", "--system-dns", "--version-light", "--version-all", "--version-trace",
		"--osscan-limit", "--osscan-guess", "--packet-trace", "--iflist", "--noninteractive", "--privileged",
		"--unprivileged", "--send-eth", "--send-ip", "-V", "--version", "-h", "--help", "--disable-arp-ping",
		"--no-stylesheet", "--defeat-rst-ratelimit", "--defeat-icmp-ratelimit", "--allports":
		return true
	}
	return false
}

// nmapValue lists nmap's options that take the next word as their value
// (or --opt=value): ports, timing, target files it reads.
func nmapValue(s string) bool {
	switch s {
	case "-p", "--top-ports", "--port-ratio", "--exclude", "--exclude-ports", "--excludefile", "-iL",
		"--version-intensity", "--max-retries", "--host-timeout", "--min-rate", "--max-rate", "--dns-servers",
		"-e", "--scan-delay", "--max-scan-delay", "--min-rtt-timeout", "--max-rtt-timeout", "--initial-rtt-timeout",
		"--min-hostgroup", "--max-hostgroup", "--min-parallelism", "--max-parallelism", "--ttl", "--max-os-tries",
		"--stats-every":
		return true
	}
	return false
}

// nmapReason allows nmap's host discovery, port and version scans
// printed to standard output. nmap reads its options with
// getopt_long_only, so one-dash words may be long options and long
// options may be abbreviated: every option word must be one declared
// here, whole (-p22, -T4, -vv, -PS22 attached). Refused: the -o output
// files, --resume and --append-output (they write files), the scripting
// engine (--script*, -sC, -A: scripts may be read from files the team can
// write, and some are intrusive), --datadir, --servicedb and --versiondb
// (data files from a folder the team can write), -iR (random hosts on the
// internet). nmap writes nothing else: no ~/.nmap, no temporary file.
func nmapReason(args []arg) string {
	for i := 1; i < len(args); i++ {
		a := args[i]
		s := a.lit
		if a.is("--") {
			return "" // the rest are targets
		}
		name, _, hasValue := strings.Cut(s, "=")
		if hasValue && strings.HasPrefix(s, "--") && nmapValue(name) && !a.split {
			continue // --top-ports="$n": the option is literal
		}
		if a.mayBeOption() {
			return nonLiteralReason("nmap", a)
		}
		if len(s) < 2 || s[0] != '-' {
			continue
		}
		if a.dynamic {
			return nonLiteralReason("nmap", a)
		}
		switch {
		case strings.HasPrefix(s, "-o") || strings.HasPrefix(s, "--o") && !strings.HasPrefix(s, "--open") && !strings.HasPrefix(s, "--osscan"):
			return "`nmap " + shorten(s) + "` writes the scan to a file (nmap prints it to standard output without -o)"
		case strings.Contains(name, "script") || s == "-sC" || s == "-A":
			return "`nmap " + shorten(s) + "` runs NSE scripts, which may be read from files the team can write"
		case nmapNoValue(name) && !hasValue:
		case nmapValue(name):
			if !hasValue {
				// nmap -p $ports with ports='22 -oN f' writes f.
				i++
				if r := valueWordsReason("nmap", args, i); r != "" {
					return r
				}
			}
		case len(s) > 2 && (s[1] == 'p' || s[1] == 'T') && !strings.HasPrefix(s, "--"):
			// -p22,80 and -T4 with the value attached (a long option
			// getopt_long_only finds first, -privileged, -packet-trace,
			// -proxies, writes nothing either).
		case strings.Trim(s[1:], "v") == "" || strings.Trim(s[1:], "d") == "" || nmapVerbosity(s):
		case len(s) >= 3 && s[1] == 'P' && strings.IndexByte("SAUYOR", s[2]) >= 0:
			// -PS22,80: discovery probes to the ports attached.
		default:
			return "`nmap " + shorten(s) + "` is not an option of a scan printed to standard output (-o* write files, --script runs scripts, --datadir reads data files), or one the model does not know"
		}
	}
	return ""
}

// nmapVerbosity reports -v3 and -d2: a level attached.
func nmapVerbosity(s string) bool {
	return len(s) == 3 && (s[1] == 'v' || s[1] == 'd') && s[2] >= '0' && s[2] <= '9'
}

// specSslscan: sslscan compares each word with its options exactly;
// --xml=FILE writes the results to a file (--xml=- prints them).
var specSslscan = optSpec{strict: true, exact: true,
	switches: "46",
	longValues: []string{"--targets", "--sni-name", "--pk", "--pkpass", "--certs", "--sleep", "--timeout",
		"--connect-timeout", "--xml"},
	longSwitches: []string{"--ipv4", "--ipv6", "--show-certificate", "--show-client-cas", "--no-check-certificate",
		"--ocsp", "--ssl2", "--ssl3", "--tls10", "--tls11", "--tls12", "--tls13", "--tlsall", "--show-ciphers",
		"--show-cipher-ids", "--iana-names", "--show-times", "--no-cipher-details", "--no-ciphersuites",
		"--no-compression", "--no-fallback", "--no-groups", "--no-heartbleed", "--no-renegotiation", "--show-sigs",
		"--starttls-ftp", "--starttls-imap", "--starttls-irc", "--starttls-ldap", "--starttls-mysql",
		"--starttls-pop3", "--starttls-psql", "--starttls-smtp", "--starttls-xmpp", "--xmpp-server", "--rdp",
		"--bugs", "--no-colour", "--no-color", "--verbose", "--version", "--help", "--http", "--renegotiation"}}

func sslscanReason(args []arg) string {
	sc := scanArgs(args[1:], &specSslscan)
	if r := sc.verdict("sslscan", &specSslscan); r != "" {
		return r
	}
	if o := sc.has(&specSslscan, "--xml"); o != nil && !o.val.is("-") {
		return "`sslscan --xml` writes the results to a file (--xml=- prints them)"
	}
	return ""
}

// specGnutlsCli declares every option of gnutls-cli (GnuTLS 3.7's
// getopt_long: bundles, unique abbreviations, --opt=value), so that an
// abbreviation is read as gnutls-cli reads it (--print is --print-cert,
// --starttls is not --starttls-proto). Allowed: the handshake's
// parameters, the certificate checks (--x509cafile, --x509crlfile,
// --verify-hostname, --no-ca-verification) and the printouts (-l,
// --priority-list, --list-config). Checked with gnutls-cli 3.7.9 under
// strace in a throw-away HOME against a local server: --print-cert with
// -p, --sni-hostname, --x509cafile and </dev/null opened nothing for
// writing and ran nothing. SSLKEYLOGFILE, which makes GnuTLS write the
// session keys, is an assignment vars.go refuses.
var specGnutlsCli = optSpec{strict: true, complete: true,
	values:   "dp",
	optional: "v",
	switches: "Vlh",
	longValues: []string{"--debug", "--sni-hostname", "--verify-hostname", "--starttls-proto", "--app-proto", "--mtu",
		"--dh-bits", "--priority", "--x509cafile", "--x509crlfile", "--port", "--alpn", "--compress-cert", "--recordsize",
		"--srtp-profiles"},
	longOptional: []string{"--version"},
	longSwitches: []string{"--verbose", "--ca-verification", "--no-ca-verification", "--udp", "--crlf", "--fastopen",
		"--x509fmtder", "--print-cert", "--insecure", "--verify-allow-broken", "--list", "--priority-list", "--noticket",
		"--disable-sni", "--single-key-share", "--post-handshake-auth", "--fips140-mode", "--list-config", "--help"},
	deny: []denied{
		{[]string{"--save-cert", "--save-ocsp", "--save-ocsp-multi", "--save-server-trace", "--save-client-trace"},
			"writes the server's certificates, its OCSP response or the TLS messages to a file (--print-cert prints the certificates)"},
		{[]string{"--logfile"}, "writes its messages to a file (they go to standard error without it)"},
		{[]string{"--tofu", "--strict-tofu"}, "records the server's key in ~/.gnutls/known_hosts when the answer to its question is yes (--print-cert shows the key)"},
		{[]string{"--provider"}, "loads a PKCS #11 library, which is code"},
		{[]string{"--x509keyfile", "--x509certfile", "--rawpkkeyfile", "--rawpkfile", "--srpusername", "--srppasswd",
			"--pskusername", "--pskkey"}, "authenticates to the server with a client key or password (the server may act on who it is); look without it"},
		{[]string{"--earlydata"}, "sends a file's content to the server"},
		{[]string{"-s", "--starttls", "--inline-commands", "--inline-commands-prefix"},
			"sends the lines of its input to the server or reads commands from them (--starttls-proto negotiates TLS itself)"},
		{[]string{"-r", "--resume", "-e", "--rehandshake", "--waitresumption"},
			"connects again to resume or renegotiate the session, which the model does not read (--print-cert shows the certificate)"},
		{[]string{"-b", "--heartbeat"}, "sends heartbeat requests, which the model does not read"},
		{[]string{"--keymatexport", "--keymatexportsize"}, "exports keying material, which the model does not read"},
		{[]string{"--ocsp", "--dane", "--local-dns", "--ca-auto-retrieve"},
			"asks OCSP responders, DNS or the addresses a certificate names, which the model has not checked (--print-cert shows the certificate)"},
		{[]string{"--benchmark-ciphers", "--benchmark-tls-kx", "--benchmark-tls-ciphers"}, "runs benchmarks, which the model does not read (-l lists the algorithms)"},
		{[]string{"-!", "--more-help"}, "runs a pager (--help prints the usage)"},
	},
	maxOperands: 1, operandWhy: "takes one host"}

// gnutlsCliReason allows gnutls-cli connecting to one host (specGnutlsCli).
// gnutls-cli sends its standard input to the server, as openssl s_client
// does, so with a host its input must be shown to be empty (</dev/null,
// echo |). --x509cafile may name a PKCS #11 URL, which loads the
// modules p11-kit is configured with: only a file.
func gnutlsCliReason(args []arg, in stdin) string {
	sp := &specGnutlsCli
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("gnutls-cli", sp); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if !(o.is(sp, "--x509cafile") || o.is(sp, "--x509crlfile")) || !o.hasVal {
			continue
		}
		if v := strings.ToLower(o.val.lit); strings.HasPrefix(v, "pkcs11:") || o.val.dynamic && !strings.ContainsRune(v, '/') {
			return "`gnutls-cli " + o.name + "` with a pkcs11: URL loads PKCS #11 modules, which are code (name a file)"
		}
	}
	if len(sc.operands) > 0 && !emptyInput(in) {
		return "`gnutls-cli` sends its input to the server; give it </dev/null"
	}
	return ""
}

// specIperf3: the client's options. -s and -D run a server left
// listening; --logfile and --pidfile write files; -F reads or writes a
// file of the test data; the RSA and user options read credentials.
var specIperf3 = optSpec{strict: true, complete: true, exact: true,
	values:   "cptnkPbliwMSOTBCAfXF",
	switches: "uRN46ZJVdvhs1DI",
	longValues: []string{"--client", "--port", "--time", "--bytes", "--blockcount", "--parallel", "--bitrate",
		"--bandwidth", "--length", "--interval", "--window", "--set-mss", "--tos", "--omit", "--title", "--bind",
		"--congestion", "--format", "--cport", "--connect-timeout", "--dscp", "--fq-rate", "--pacing-timer",
		"--affinity", "--file", "--logfile", "--pidfile", "--username", "--rsa-public-key-path",
		"--rsa-private-key-path", "--authorized-users-path", "--extra-data", "--server-bitrate-limit",
		"--idle-timeout", "--rcv-timeout", "--flowlabel"},
	longOptional: []string{"--timestamps", "--debug"},
	longSwitches: []string{"--udp", "--reverse", "--bidir", "--no-delay", "--version4", "--version6", "--zerocopy",
		"--json", "--json-stream", "--verbose", "--version", "--help", "--get-server-output",
		"--forceflush", "--udp-counters-64bit", "--repeating-payload", "--dont-fragment", "--server", "--one-off",
		"--daemon", "--sctp", "--mptcp"},
	deny: []denied{
		{[]string{"-s", "--server"}, "runs a server that keeps listening"},
		{[]string{"-1", "--one-off"}, "runs a server"},
		{[]string{"-D", "--daemon"}, "runs a server in the background"},
		{[]string{"--logfile"}, "writes its output to a file"},
		{[]string{"-I", "--pidfile"}, "writes a pid file"},
		{[]string{"-F", "--file"}, "reads or writes the test data from a file"},
		{[]string{"--username", "--rsa-public-key-path", "--rsa-private-key-path", "--authorized-users-path"}, "authenticates with credentials from files or the environment"},
	}}

// iperf3Reason allows iperf3 as a client (-c HOST): it sends test traffic
// to an iperf3 server for a bounded time (10 s unless -t or -n) and
// writes nothing (checked in a throw-away HOME and TMPDIR).
func iperf3Reason(args []arg) string {
	sc := scanArgs(args[1:], &specIperf3)
	if r := sc.verdict("iperf3", &specIperf3); r != "" {
		return r
	}
	if sc.has(&specIperf3, "-c", "--client", "-v", "--version", "-h", "--help") == nil {
		return "`iperf3` without -c runs nothing the model allows (iperf3 -c HOST is a client; a server keeps listening)"
	}
	if len(sc.operands) > 0 {
		return "`iperf3` takes no operands"
	}
	return ""
}

// specTshark declares tshark's options (getopt_long). Refused: -w and
// the capture options that only matter with it (it writes the packets),
// --export-objects (writes files), -X (runs Lua scripts or reads an
// extension file), -o (a preference may name a debug file it writes),
// --log-file (writes its log), -i (a live capture, which dumpcap spools to
// a temporary file).
var specTshark = optSpec{strict: true, complete: true,
	values:   "ifsBycabrMRYNdHwCFOSTjJeEtuWXUzoKA",
	switches: "pIDL2nVPxlqQghvG",
	longValues: []string{"--interface", "--snapshot-length", "--buffer-size", "--linktype", "--time-stamp-type",
		"--autostop", "--ring-buffer", "--read-file", "--read-filter", "--display-filter", "--enable-protocol",
		"--disable-protocol", "--enable-heuristic", "--disable-heuristic", "--capture-comment", "--hexdump",
		"--export-objects", "--export-tls-session-keys", "--elastic-mapping-filter", "--temp-dir", "--log-level",
		"--log-fatal", "--log-domains", "--log-debug", "--log-noisy", "--log-file"},
	longSwitches: []string{"--no-promiscuous-mode", "--monitor-mode", "--list-interfaces", "--list-data-link-types",
		"--list-time-stamp-types", "--print", "--color", "--no-duplicate-keys", "--help", "--version"},
	deny: []denied{
		{[]string{"-w"}, "writes the packets to a file"},
		{[]string{"--export-objects"}, "writes the objects to files"},
		{[]string{"--export-tls-session-keys"}, "writes the session keys to a file"},
		{[]string{"-X"}, "runs Lua scripts or reads an extension file"},
		{[]string{"-o"}, "sets a preference, which may name a file it writes (tls.debug_file)"},
		{[]string{"--log-file"}, "writes its log to a file"},
		{[]string{"--temp-dir"}, "writes temporary files"},
		{[]string{"-i", "--interface"}, "captures live through dumpcap, which spools to a temporary file (tshark -r reads a capture file)"},
		{[]string{"-b", "--ring-buffer"}, "writes capture files"},
		{[]string{"-F"}, "chooses the format of a file it writes"},
		{[]string{"-W"}, "writes comments into a file it writes"},
		{[]string{"-U"}, "exports PDUs into a file it writes"},
	}}

// tsharkReason allows tshark reading a capture file (-r) or listing its
// glossaries (-G) and interfaces (-D); it loads Lua plugins only from
// the user's and the system's folders, and wrote nothing in a throw-away
// HOME and TMPDIR.
//
// tshark runs the Lua plugins in ~/.local/lib/wireshark/plugins at start
// (verified, as root too), and nmap -sV runs NSE's version scripts, to
// which a script.db in ~/.nmap/scripts adds (verified). Both are the
// user's installs: the leader cannot write there, and a member that
// planted one could run it itself, so, like git's configuration and
// installed gems' plugins, the model trusts them.
func tsharkReason(args []arg) string {
	sc := scanArgs(args[1:], &specTshark)
	if r := sc.verdict("tshark", &specTshark); r != "" {
		return r
	}
	if sc.has(&specTshark, "-r", "--read-file", "-G", "-D", "--list-interfaces", "-v", "--version", "-h", "--help") == nil {
		return "`tshark` without -r captures live through dumpcap, which spools to a temporary file (tshark -r FILE reads one)"
	}
	return ""
}

// xhMethod reports an HTTP method that asks without changing anything.
func xhMethod(s string) bool {
	switch strings.ToUpper(s) {
	case "GET", "HEAD", "OPTIONS":
		return true
	}
	return false
}

// specXh declares xh's options (clap: exact long names, bundles,
// attached values). Refused: --download and --output (write files),
// --session (writes the session file; --session-read-only only reads
// it), the body options (they make the request a POST).
var specXh = optSpec{strict: true, complete: true, exact: true,
	values:   "poaAsP",
	switches: "jfmhbvqSdcFI46V",
	longValues: []string{"--print", "--output", "--auth", "--auth-type", "--bearer", "--style", "--pretty",
		"--format-options", "--response-charset", "--response-mime", "--timeout", "--max-redirects", "--session",
		"--session-read-only", "--proxy", "--verify", "--cert", "--cert-key", "--ssl", "--http-version",
		"--resolve", "--interface", "--unix-socket", "--default-scheme", "--history-print", "--raw", "--generate"},
	longSwitches: []string{"--json", "--form", "--multipart", "--headers", "--body", "--meta", "--verbose", "--all",
		"--quiet", "--stream", "--download", "--continue", "--follow", "--check-status", "--ignore-netrc", "--offline",
		"--https", "--native-tls", "--curl", "--curl-long", "--ignore-stdin", "--help", "--version", "--debug",
		"--chunked", "--compress", "--no-check-status", "--ipv4", "--ipv6", "--path-as-is"},
	deny: []denied{
		{[]string{"-o", "--output"}, "writes the response to a file"},
		{[]string{"-d", "--download"}, "writes the response to a file"},
		{[]string{"-c", "--continue"}, "resumes a download into a file"},
		{[]string{"--session"}, "writes the session file (--session-read-only only reads it)"},
		{[]string{"-f", "--form"}, "sends a form body"},
		{[]string{"-m", "--multipart"}, "sends a multipart body"},
		{[]string{"--raw"}, "sends a request body"},
	}}

// xhReason allows xh (and xhs) asking with GET, HEAD or OPTIONS: the
// method named before the URL, or none with no data items, and then
// standard input must not become the body (xh makes a request with a
// body a POST, and reads a body from any standard input that is not a
// terminal): -I, or </dev/null. Request items may be headers
// (Name:value) and query parameters (name==value); a data item
// (key=value, key:=json, key@file) is a body. xh reads its own
// configuration from the user's ~/.config/xh only and writes nothing
// without --download, --output or --session.
func xhReason(name string, args []arg, in stdin) string {
	sc := scanArgs(args[1:], &specXh)
	if r := sc.verdict(name, &specXh); r != "" {
		return r
	}
	ops := sc.operands
	if len(ops) == 0 {
		return ""
	}
	explicit := false
	if first := ops[0]; xhAlpha(first.lit) || first.dynamic && strings.Trim(first.lit, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" {
		// xh reads a first word of letters as the method ("https://$h"
		// is a URL whatever $h holds).
		if first.dynamic || !xhMethod(first.lit) {
			return "`" + name + " " + shorten(first.lit) + "` names a method that may change something (GET, HEAD and OPTIONS only ask)"
		}
		explicit = true
		ops = ops[1:]
	}
	for k, a := range ops {
		if a.dynamic && k > 0 {
			return "`" + name + "` has a request item only known at run time, which may be a body or a file upload: `" + printNode(a.word) + "`"
		}
		if k > 0 {
			if r := xhItem(name, a.lit); r != "" {
				return r
			}
		}
	}
	if !explicit && !emptyInput(in) && sc.has(&specXh, "-I", "--ignore-stdin", "--offline", "--curl", "--curl-long", "--help", "-V", "--version", "--generate") == nil {
		return "`" + name + "` sends any standard input that is not a terminal as a POST body; give it -I (xh -I URL) or name GET"
	}
	return ""
}

// xhAlpha reports a word of ASCII letters only, which xh takes for a
// method.
func xhAlpha(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// xhItem judges one request item after the URL.
func xhItem(name, s string) string {
	// The separator is the first of ==, :=, =, @, : (xh escapes with \,
	// which the model does not read: an escaped item is refused).
	if strings.Contains(s, `\`) {
		return "`" + name + "` has an escaped request item the model does not read: `" + shorten(s) + "`"
	}
	i := strings.IndexAny(s, "=:@")
	if i < 0 {
		return "`" + name + " " + shorten(s) + "` is not a request item the model knows"
	}
	switch {
	case strings.HasPrefix(s[i:], "=="):
		if strings.HasPrefix(s[i+2:], "@") {
			return "`" + name + " " + shorten(s) + "` reads a query value from a file"
		}
		return ""
	case s[i] == ':' && !strings.HasPrefix(s[i:], ":=") && !strings.HasPrefix(s[i+1:], "@"):
		return "" // a header
	}
	return "`" + name + " " + shorten(s) + "` is a data item: xh sends it as a body and makes the request a POST"
}

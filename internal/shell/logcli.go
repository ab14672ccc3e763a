package shell

// specLogcli declares the options of Grafana Loki's logcli queries
// (kingpin: long options by their exact names, with =value or the next
// word). Refused: --tail/-t and --delay-for, which follow the stream
// until stopped, and the parallel download's part files
// (--part-path-prefix, --merge-parts, --keep-parts, --parallel-*).
var specLogcli = optSpec{strict: true, exact: true, switches: "qt", values: "oz",
	longSwitches: []string{"--quiet", "--stats", "--forward", "--no-labels", "--tls-skip-verify", "--colored-output",
		"--analyze-labels", "--stdin", "--help", "--version"},
	longValues: []string{"--addr", "--org-id", "--username", "--password", "--bearer-token", "--bearer-token-file",
		"--ca-cert", "--cert", "--key", "--tls-server-name", "--since", "--from", "--to", "--limit", "--batch",
		"--step", "--interval", "--output", "--timezone", "--exclude-label", "--include-label", "--labels-length",
		"--query-tags", "--auth-header", "--proxy-url"},
	deny: []denied{{[]string{"-t", "--tail", "--delay-for"}, "follows the log stream until stopped"}}}

// logcliReason allows logcli's queries of a Loki server: query,
// instant-query, labels, series, stats, volume, volume_range and
// detected-fields read; nothing else is a verb the model knows.
func logcliReason(args []arg) string {
	sc := scanArgs(args[1:], &specLogcli)
	if r := sc.verdict("logcli", &specLogcli); r != "" {
		return r
	}
	if len(sc.operands) == 0 {
		if sc.has(&specLogcli, "--help", "--version") != nil {
			return ""
		}
		return "`logcli` without a query is not a read the model knows"
	}
	verb := sc.operands[0]
	if verb.dynamic {
		return nonLiteralReason("logcli", verb)
	}
	switch verb.lit {
	case "query", "instant-query", "labels", "series", "stats", "volume", "volume_range", "detected-fields", "help", "version":
		return ""
	}
	return "`logcli " + shorten(verb.lit) + "` is not a query the model knows"
}

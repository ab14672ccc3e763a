package shell

import (
	"slices"
	"strings"
	"time"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// Producers: commands whose every output word is proven, by what the
// program prints, never to start with a dash, so a command substitution,
// a read -r loop or xargs may hand it to another command as an operand
// (see provenance.go for the carriers). Each shape here is narrow on
// purpose: an option outside it may change what is printed.
//
//   - docker and podman ps, container ls, images, image ls, network ls and
//     compose ps with -q print hexadecimal ids (sha256:... with
//     --no-trunc); --format '{{.ID}}' prints the same, and
//     --format '{{.Names}}' container names, which the daemon only accepts
//     as [a-zA-Z0-9][a-zA-Z0-9_.-]*.
//   - kubectl get -o name prints <resource>[.<group>]/<name>: it starts
//     with the resource type whatever the object's name is.
//   - seq of non-negative numbers (the increment may be negative), pgrep,
//     pidof and jps -q (process ids), id -u/-g/-G (numbers), date +FORMAT with
//     only numeric conversions, and the numeric outputs of
//     numericOutput (wc -l, nproc, grep -c, git rev-list --count).
//
// Every such word is also free of blanks, quotes and backslashes, which
// xargs would otherwise interpret.

// producerWords reports whether a simple command of literal words prints
// only words proven not to start with a dash, one or more a line.
func producerWords(args []arg) bool {
	switch args[0].lit {
	case "docker", "podman":
		return containerIDs(args[1:])
	case "kubectl":
		return kubectlNames(args[1:])
	case "crictl":
		return crictlIDs(args[1:])
	case "seq":
		return seqNonNegative(args[1:])
	case "pgrep":
		return pgrepPIDs(args[1:])
	case "lsof":
		return lsofPIDs(args[1:])
	case "pidof":
		return literalOperandsOnly(args, "-s", "-x", "-c", "-n", "-q", "-z")
	case "id":
		return idNumbers(args[1:])
	case "date":
		return dateNumeric(args[1:])
	case "jps":
		// jps -q prints the local JVMs' ids (process ids), one a line.
		return len(args) == 2 && args[1].is("-q")
	case "gh":
		return ghCommitID(args[1:])
	}
	return false
}

// ghCommitID reads gh run view --json headSha -q .headSha and gh pr view
// --json headRefOid (baseRefOid, mergeCommit) with the --jq that picks
// it: a commit id GitHub computes, in hexadecimal (or nothing, where the
// pull request has no merge commit). Every word is literal; only -R,
// --repo and --attempt may stand beside them.
func ghCommitID(rest []arg) bool {
	if len(rest) < 2 || !rest[1].is("view") {
		return false
	}
	var fields []string
	switch rest[0].lit {
	case "run":
		fields = []string{"headSha"}
	case "pr":
		fields = []string{"headRefOid", "baseRefOid", "mergeCommit"}
	default:
		return false
	}
	json, jq, operands := "", "", 0
	for i := 2; i < len(rest); i++ {
		a := rest[i]
		if a.dynamic || a.glob || a.lit == "" {
			return false
		}
		name, val, hasVal := strings.Cut(a.lit, "=")
		switch name {
		case "--json", "-q", "--jq", "-R", "--repo", "-a", "--attempt":
			if !hasVal {
				if i+1 >= len(rest) || rest[i+1].dynamic || rest[i+1].glob {
					return false
				}
				i++
				val = rest[i].lit
			}
			switch name {
			case "--json":
				json = val
			case "-q", "--jq":
				jq = val
			case "-R", "--repo":
				// OWNER/REPO only: HOST/OWNER/REPO asks another server,
				// which may answer any text.
				if strings.Count(val, "/") != 1 || strings.Contains(val, ":") {
					return false
				}
			}
		default:
			// Not a URL either: gh pr view https://HOST/... asks HOST.
			if strings.HasPrefix(a.lit, "-") || strings.Contains(a.lit, ":") {
				return false
			}
			operands++
		}
	}
	if operands > 1 || !slices.Contains(fields, json) {
		return false
	}
	if json == "mergeCommit" {
		return jq == ".mergeCommit.oid"
	}
	return jq == "."+json
}

// crictlIDs reads crictl ps, pods and images with -q: one hexadecimal
// id a line, filtered by the options listed (each with its value as the
// next word or after =).
func crictlIDs(rest []arg) bool {
	if len(rest) == 0 {
		return false
	}
	switch rest[0].lit {
	case "ps", "pods", "images", "img":
	default:
		return false
	}
	quiet := false
	for i := 1; i < len(rest); i++ {
		name, _, hasValue := strings.Cut(rest[i].lit, "=")
		switch name {
		case "-q", "--quiet":
			quiet = true
		case "-a", "--all", "-l", "--latest", "--no-trunc":
		case "-aq", "-qa":
			quiet = true
		case "--name", "--state", "--label", "--pod", "--image", "--namespace", "--last", "-n":
			if !hasValue {
				i++
			}
		default:
			return false
		}
	}
	return quiet
}

// quietRedirs reports whether a producer's redirections leave its
// standard output alone: only 2>/dev/null (2>&1 would mix in messages).
func quietRedirs(s *syntax.Stmt) bool {
	for _, r := range s.Redirs {
		if r.Op != syntax.RdrOut || r.N == nil || r.N.Value != "2" || r.Word == nil || !wordArg(r.Word).is("/dev/null") {
			return false
		}
	}
	return true
}

// containerIDs reads docker/podman [container|image|network|compose]
// ls|ps|images with -q (or a --format of ids or names).
func containerIDs(rest []arg) bool {
	if len(rest) == 0 {
		return false
	}
	verb := rest[0].lit
	rest = rest[1:]
	switch verb {
	case "container", "image", "network", "compose":
		if len(rest) == 0 {
			return false
		}
		sub := rest[0].lit
		rest = rest[1:]
		switch {
		case verb == "container" && (sub == "ls" || sub == "list" || sub == "ps"),
			verb == "image" && (sub == "ls" || sub == "list"),
			verb == "network" && (sub == "ls" || sub == "list"),
			verb == "compose" && sub == "ps":
		default:
			return false
		}
		if verb == "image" {
			verb = "images"
		}
	case "ps", "images":
	default:
		return false
	}
	quiet := false
	for i := 0; i < len(rest); i++ {
		s := rest[i].lit
		if !strings.HasPrefix(s, "-") {
			if verb != "images" && verb != "compose" {
				return false // ps and network ls take no operands
			}
			continue // a repository or a service filters the list
		}
		name, value, hasValue := strings.Cut(s, "=")
		switch name {
		case "-q", "--quiet":
			quiet = true
		case "--all", "--no-trunc", "--latest":
		case "-f", "--filter", "-n", "--last", "--status":
			if !hasValue {
				i++
			}
		case "--format":
			if !hasValue {
				if i+1 >= len(rest) {
					return false
				}
				i++
				value = rest[i].lit
			}
			switch strings.ReplaceAll(value, " ", "") {
			case "{{.ID}}":
			case "{{.Names}}":
				if verb == "images" || verb == "network" {
					return false
				}
			default:
				return false
			}
			quiet = true
		default:
			// -a, -l and bundles of them with -q (-aq, -lq), maybe
			// ending in -f or -n and its value (-qf name=web).
			if len(s) < 2 || s[1] == '-' {
				return false
			}
			bundle := s[1:]
			if k := strings.IndexAny(bundle, "fn"); k >= 0 {
				if k == len(bundle)-1 {
					i++ // the value is the next word
				}
				bundle = bundle[:k]
			}
			if strings.Trim(bundle, "aql") != "" {
				return false
			}
			quiet = quiet || strings.IndexByte(bundle, 'q') >= 0
		}
	}
	return quiet
}

// kubectlNames reads kubectl get ... -o name, or the names alone
// (jsonpath of .metadata.name, one custom column of it) of kinds whose
// names the API server only accepts as DNS names: they start with a
// letter or digit. Other kinds (RBAC roles, custom resources) may be
// named -x. Every word is literal but the value of a namespace, context,
// cluster or selector given as one quoted word (-n "$ns",
// --context="$ctx"): kubectl (pflag) takes the word after -n as its
// value whatever it starts with, and a value only picks which objects
// are listed, never how.
func kubectlNames(rest []arg) bool {
	ok, _ := kubectlListing(rest)
	return ok
}

// kubectlListing is kubectlNames, and whether the lines are -o name's
// KIND/NAME of kinds named as DNS names only (dnsNamed): the text after
// the slash starts with a letter or digit.
func kubectlListing(rest []arg) (ok, dnsNamed bool) {
	get := false
	var types, formats []string
	for i := 0; i < len(rest); i++ {
		if rest[i].glob || rest[i].split {
			return false, false
		}
		s := rest[i].lit
		if rest[i].dynamic && !(strings.HasPrefix(s, "--") && strings.Contains(s, "=") && kubectlPicks(s[:strings.IndexByte(s, '=')])) {
			return false, false
		}
		if !strings.HasPrefix(s, "-") {
			if !get {
				if s != "get" {
					return false, false
				}
				get = true
			} else {
				types = append(types, s)
			}
			continue // resource types and names
		}
		opt, value, hasValue := strings.Cut(s, "=")
		switch {
		case opt == "-o" || opt == "--output" || strings.HasPrefix(opt, "-o") && !strings.HasPrefix(opt, "--"):
			if strings.HasPrefix(opt, "-o") && len(opt) > 2 {
				value, hasValue = opt[2:], true // -oname
			}
			if !hasValue {
				if i+1 >= len(rest) {
					return false, false
				}
				i++
				if rest[i].dynamic || rest[i].glob || rest[i].split {
					// -o jsonpath='{.items[*].metadata.name}'"$x": text
					// after the braces is printed as it is ($x=' -o').
					return false, false
				}
				value = rest[i].lit
			}
			if len(types) == 0 {
				return false, false // kubectl get -o name pods: read no further
			}
			formats = append(formats, value)
		case kubectlPicks(opt) || opt == "--sort-by" || opt == "--chunk-size" || opt == "--request-timeout":
			if !hasValue {
				i++
				if i < len(rest) && rest[i].dynamic && (!kubectlPicks(opt) || rest[i].split || rest[i].glob) {
					return false, false
				}
			}
		case s == "-A" || s == "--all-namespaces" || s == "--no-headers" || s == "--ignore-not-found" || s == "--show-kind":
		default:
			return false, false
		}
	}
	// The kinds are judged once all are known: kubectl get pod/x -o name
	// clusterrole/y lists a role too, whose name may be -x.
	for _, value := range formats {
		if value != "name" && !(metadataName(value) && dnsNamedKinds(types)) && !(podNodeName(value) && onlyPods(types)) {
			return false, false
		}
	}
	name := len(formats) > 0
	dnsNamed = name && formats[len(formats)-1] == "name" && dnsNamedKinds(types)
	return get && name, get && dnsNamed
}

// kubectlPicks reports an option of kubectl get whose value only picks
// which objects are listed.
func kubectlPicks(opt string) bool {
	switch opt {
	case "-n", "--namespace", "-l", "--selector", "--field-selector", "--context", "--cluster":
		return true
	}
	return false
}

// metadataName reports a kubectl output format that prints only
// .metadata.name: one per item, blank- or line-separated.
func metadataName(format string) bool {
	switch format {
	case "jsonpath={.items[*].metadata.name}", "jsonpath={.metadata.name}",
		`jsonpath={range .items[*]}{.metadata.name}{"\n"}{end}`, `jsonpath={range .items[*]}{@.metadata.name}{"\n"}{end}`:
		return true
	}
	if n, ok := strings.CutPrefix(format, "jsonpath={.items["); ok {
		n, ok = strings.CutSuffix(n, "].metadata.name}")
		return ok && n != "" && strings.Trim(n, "0123456789") == ""
	}
	// custom-columns=NAME:.metadata.name prints the header NAME first.
	if col, ok := strings.CutPrefix(format, "custom-columns="); ok {
		header, field, ok := strings.Cut(col, ":")
		return ok && field == ".metadata.name" && header != "" && !strings.HasPrefix(header, "-") &&
			!strings.ContainsAny(header, " \t\n'\"\\,")
	}
	return false
}

// podNodeName reports a jsonpath that prints only pods' .spec.nodeName,
// which the API server accepts only as a DNS subdomain (a node's name),
// or empty while the pod is not scheduled.
func podNodeName(format string) bool {
	switch format {
	case "jsonpath={.spec.nodeName}", "jsonpath={.items[*].spec.nodeName}",
		// One name a line (or a blank between): the range form.
		`jsonpath={range .items[*]}{.spec.nodeName}{"\n"}{end}`, `jsonpath={range .items[*]}{.spec.nodeName}{" "}{end}`:
		return true
	}
	if n, ok := strings.CutPrefix(format, "jsonpath={.items["); ok {
		n, ok = strings.CutSuffix(n, "].spec.nodeName}")
		return ok && n != "" && strings.Trim(n, "0123456789") == ""
	}
	return false
}

// onlyPods reports whether every kind asked for is pods (kubectl get pod
// NAME, get pods -l ..., get pod/NAME).
func onlyPods(operands []string) bool {
	if len(operands) == 0 {
		return false
	}
	kinds, _, _ := strings.Cut(operands[0], "/")
	if strings.Contains(operands[0], "/") {
		for _, o := range operands {
			k, _, ok := strings.Cut(o, "/")
			if !ok || !podKind(k) {
				return false
			}
		}
		return true
	}
	for _, k := range strings.Split(kinds, ",") {
		if !podKind(k) {
			return false
		}
	}
	return true
}

func podKind(k string) bool {
	switch k {
	case "pod", "pods", "po":
		return true
	}
	return false
}

// dnsNamedKinds reports whether every kind asked for (kubectl get KINDS
// [NAME...] with KINDS comma-separated, or get KIND/NAME...) is one whose
// object names are DNS subdomains or labels.
func dnsNamedKinds(operands []string) bool {
	if len(operands) == 0 {
		return false
	}
	kinds := []string{operands[0]}
	if strings.Contains(operands[0], "/") {
		kinds = operands
	}
	for _, t := range kinds {
		kind, _, _ := strings.Cut(t, "/")
		for _, k := range strings.Split(kind, ",") {
			switch k {
			case "pods", "pod", "po", "services", "service", "svc", "deployments", "deployment", "deploy",
				"replicasets", "replicaset", "rs", "statefulsets", "statefulset", "sts", "daemonsets", "daemonset", "ds",
				"jobs", "job", "cronjobs", "cronjob", "cj", "nodes", "node", "no", "namespaces", "namespace", "ns",
				"configmaps", "configmap", "cm", "secrets", "secret", "serviceaccounts", "serviceaccount", "sa",
				"persistentvolumeclaims", "persistentvolumeclaim", "pvc", "persistentvolumes", "persistentvolume", "pv",
				"ingresses", "ingress", "ing", "endpoints", "ep", "endpointslices", "endpointslice":
			default:
				return false
			}
		}
	}
	return true
}

// seqNonNegative reads seq [-w] FIRST [INCREMENT] LAST with FIRST and
// LAST non-negative: every number printed lies between them.
func seqNonNegative(rest []arg) bool {
	var nums []string
	for _, a := range rest {
		switch {
		case a.lit == "-w" || a.lit == "--equal-width":
		case len(nums) == 1 && len(rest) > 2 && strings.HasPrefix(a.lit, "-") && plainNumber(a.lit[1:]):
			nums = append(nums, a.lit) // a negative increment
		case plainNumber(a.lit):
			nums = append(nums, a.lit)
		default:
			return false
		}
	}
	if len(nums) == 0 || len(nums) > 3 {
		return false
	}
	if len(nums) == 2 && strings.HasPrefix(nums[1], "-") {
		return false
	}
	return !strings.HasPrefix(nums[len(nums)-1], "-")
}

// plainNumber reports digits with at most one decimal point.
func plainNumber(s string) bool {
	if s == "" || s == "." || strings.Count(s, ".") > 1 {
		return false
	}
	return strings.Trim(s, "0123456789.") == ""
}

// pgrepPIDs reads pgrep without the options that print names, full
// command lines or another delimiter.
func pgrepPIDs(rest []arg) bool {
	pattern := false
	for i := 0; i < len(rest); i++ {
		s := rest[i].lit
		if !strings.HasPrefix(s, "-") {
			if pattern {
				return false
			}
			pattern = true
			continue
		}
		name, value, hasValue := strings.Cut(s, "=")
		switch name {
		case "-u", "-U", "-g", "-G", "-P", "-s", "-t", "-F",
			"--euid", "--uid", "--pgroup", "--group", "--parent", "--session", "--terminal", "--pidfile":
			if !hasValue {
				i++
			}
		case "-d", "--delimiter":
			// The ids on one line, joined by the separator: one word
			// when it holds no blank, no quote and no dash.
			v := value
			if !hasValue {
				if i+1 >= len(rest) {
					return false
				}
				i++
				v = rest[i].lit
			}
			if !pidSeparator(v) {
				return false
			}
		case "--full", "--exact", "--newest", "--oldest", "--inverse", "--ignore-case", "--count", "--lightweight":
		default:
			if strings.HasPrefix(s, "-d") && pidSeparator(s[2:]) {
				continue // -d, attached
			}
			if len(s) < 2 || strings.Trim(s[1:], "fxnoivcw") != "" {
				return false // -l and -a print names or command lines
			}
		}
	}
	return true
}

// pidSeparator reports a pgrep -d separator that keeps the joined ids
// one word that does not start with a dash: commas, colons, semicolons
// or bars.
func pidSeparator(s string) bool {
	return s != "" && strings.Trim(s, ",:;|") == ""
}

// lsofPIDs reads lsof -t (terse: process ids only), without -F, whose
// fields replace them, or -r, which repeats with marks between.
func lsofPIDs(rest []arg) bool {
	terse := false
	for _, a := range rest {
		s := a.lit
		if s == "-F" || strings.HasPrefix(s, "-F") || strings.HasPrefix(s, "-r") || strings.HasPrefix(s, "+r") {
			return false
		}
		// -t, or -t first in a bundle of switches (-ti, -tnP): a t after
		// -i may be its address (-itcp).
		if rest, ok := strings.CutPrefix(s, "-t"); ok && strings.Trim(rest, "nPlwi") == "" &&
			strings.IndexByte(rest, 'i') == strings.LastIndexByte(rest, 'i') && !strings.HasSuffix(strings.TrimSuffix(rest, "i"), "i") &&
			(strings.IndexByte(rest, 'i') < 0 || strings.IndexByte(rest, 'i') == len(rest)-1) {
			terse = true
		}
	}
	return terse
}

// idNumbers reads id -u, -g or -G (with -r): numbers, not names.
func idNumbers(rest []arg) bool {
	which := false
	for _, a := range rest {
		s := a.lit
		if !strings.HasPrefix(s, "-") {
			continue // a user
		}
		if s == "--user" || s == "--group" || s == "--groups" {
			which = true
			continue
		}
		if s == "--real" {
			continue
		}
		if len(s) < 2 || strings.HasPrefix(s, "--") || strings.Trim(s[1:], "ugGr") != "" {
			return false
		}
		which = which || strings.ContainsAny(s, "ugG")
	}
	return which
}

// dateNumeric reads date [-u] +FORMAT whose format prints a number first
// and then only numbers and punctuation, no blank: 2026-11-24, 1732412345.
// dateNearNow reports a literal -d value that stays within a few years of
// now: yesterday, today, now, tomorrow, or a count of at most three
// digits of seconds to weeks, back or ahead ('-1 day', '7 days ago'), or
// a calendar date from 1971 on that date accepts, alone or with a time
// of day (2024-05-16, '2024-05-16 02:00', 2024-05-16T02:00:00Z): a date
// it cannot read prints nothing, and a date before 1971 a negative %s in
// some time zone.
func dateNearNow(a arg) bool {
	if a.dynamic {
		return false
	}
	switch v := strings.TrimSpace(a.lit); v {
	case "yesterday", "today", "now", "tomorrow":
		return true
	default:
		if calendarDate(v) {
			return true
		}
		f := strings.Fields(strings.TrimSuffix(v, " ago"))
		if len(f) != 2 {
			return false
		}
		n := strings.TrimPrefix(strings.TrimPrefix(f[0], "-"), "+")
		if n == "" || len(n) > 3 || strings.Trim(n, "0123456789") != "" {
			return false
		}
		switch strings.TrimSuffix(f[1], "s") {
		case "second", "sec", "minute", "min", "hour", "day", "week":
			return true
		}
		return false
	}
}

// calendarDateLayouts are the absolute forms of date -d that GNU date
// reads as written (checked against coreutils 9): ISO dates with an
// optional time of day, T or blank between, Z or UTC for UTC.
var calendarDateLayouts = [...]string{
	"2006-01-02", "2006-01-02 15:04", "2006-01-02 15:04:05",
	"2006-01-02T15:04", "2006-01-02T15:04:05", "2006-01-02T15:04:05Z",
	"2006-01-02 15:04 UTC", "2006-01-02 15:04:05 UTC",
}

func calendarDate(v string) bool {
	for _, layout := range calendarDateLayouts {
		if t, err := time.Parse(layout, v); err == nil {
			return t.Year() >= 1971 && t.Year() <= 9999
		}
	}
	return false
}

func dateNumeric(rest []arg) bool {
	format := ""
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		switch {
		case a.lit == "-u" || a.lit == "--utc" || a.lit == "--universal":
		case strings.HasPrefix(a.lit, "+") && format == "":
			format = a.lit[1:]
		case (a.lit == "-d" || a.lit == "--date") && i+1 < len(rest) && dateNearNow(rest[i+1]):
			i++
		case strings.HasPrefix(a.lit, "--date=") && dateNearNow(arg{lit: strings.TrimPrefix(a.lit, "--date="), word: a.word}):
		default:
			return false // -d and -r can date before 1970: %s prints -5
		}
	}
	return format != "" && format[0] == '%' && dateConversions(format, false)
}

// dateConversions reports a date format of numeric conversions and text
// without blanks, quotes or backslashes (and, with noPattern, without
// pattern characters, which bash would match against file names where
// the output is glued to other text). %z (+0100, -0500) only after the
// start, where it cannot make a word start with a dash.
func dateConversions(format string, noPattern bool) bool {
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			if c <= ' ' || strings.IndexByte("'\"\\", c) >= 0 || noPattern && strings.IndexByte("*?[", c) >= 0 {
				return false
			}
			continue
		}
		i++
		if i < len(format) && (format[i] == '-' || format[i] == '0') {
			i++ // %-d drops the padding, %0e pads with zeros
		}
		if i >= len(format) {
			return false
		}
		if format[i] == '%' && i > 1 {
			continue
		}
		if strings.IndexByte("YmdHMSsFTjuwyGgVUWNCDR", format[i]) < 0 && (format[i] != 'z' || i <= 2) {
			return false
		}
	}
	return true
}

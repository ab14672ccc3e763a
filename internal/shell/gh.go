package shell

import "strings"

// ghQueries lists, per gh command group, the verbs that only read. A group
// mapped to nil is read-only with any verb.
var ghQueries = map[string][]string{
	"pr":       {"view", "list", "diff", "checks", "status"},
	"issue":    {"view", "list", "status"},
	"repo":     {"view", "list"},
	"run":      {"view", "list", "watch"},
	"release":  {"view", "list"},
	"workflow": {"view", "list"},
	"auth":     {"status"},
	"label":    {"list"},
	"gist":     {"view", "list"},
	"cache":    {"list"},
	"ruleset":  {"view", "list", "check"},
	"org":      {"list"},
	"project":  {"view", "list", "item-list", "field-list"},
	"search":   nil,
	"status":   nil,
	"version":  nil,
	"help":     nil,
}

// ghReason allows gh views and lists and GET requests through gh api.
func ghReason(args []arg) string {
	group, verb, static := ghVerb(args[1:])
	if !static {
		return "the gh command or its verb is not literal"
	}
	if group == "" {
		return "" // gh, gh --version, gh --help
	}
	if group == "api" {
		// Only gh api has options that change GitHub.
		if r := requireLiteralOptions(args); r != "" {
			return r
		}
		return ghAPIReason(args[1:])
	}
	verbs, known := ghQueries[group]
	if !known {
		return "`gh " + group + "` is not a known read-only gh command"
	}
	if verbs == nil {
		return ""
	}
	for _, v := range verbs {
		if verb == v {
			return ""
		}
	}
	if verb == "" {
		return "`gh " + group + "` without a query verb is not read-only"
	}
	return "`gh " + group + " " + verb + "` is not a read-only gh command"
}

// ghVerb returns gh's first two operands, skipping the repository option.
// static is false when one of them, or a word before them that could be
// an option, is only known at run time.
func ghVerb(args []arg) (group, verb string, static bool) {
	var found []string
	for i := 0; i < len(args) && len(found) < 2; i++ {
		a := args[i]
		switch {
		case a.dynamic && (a.mayBeOption() || len(found) < 2):
			return "", "", false
		case a.lit == "-R" || a.lit == "--repo":
			i++
		case strings.HasPrefix(a.lit, "-"):
		default:
			found = append(found, a.lit)
		}
	}
	switch len(found) {
	case 0:
		return "", "", true
	case 1:
		return found[0], "", true
	}
	return found[0], found[1], true
}

// ghAPIReason allows gh api requests that stay GET: no other method and no
// fields or input (with those gh switches to POST).
func ghAPIReason(args []arg) string {
	for i := 0; i < len(args); i++ {
		s := args[i].lit
		method := ""
		switch {
		case s == "-X" || s == "--method":
			if i+1 < len(args) {
				i++
				method = args[i].lit
			}
		case strings.HasPrefix(s, "--method="):
			method = strings.TrimPrefix(s, "--method=")
		case strings.HasPrefix(s, "-X"):
			method = strings.TrimPrefix(strings.TrimPrefix(s, "-X"), "=")
		case s == "-f" || s == "-F" || s == "--field" || s == "--raw-field" || s == "--input" ||
			strings.HasPrefix(s, "--field=") || strings.HasPrefix(s, "--raw-field=") ||
			strings.HasPrefix(s, "--input=") || strings.HasPrefix(s, "-f") || strings.HasPrefix(s, "-F"):
			return "`gh api` with fields or input sends a request that can change GitHub"
		case s == "-H" || s == "--header" || s == "-q" || s == "--jq" || s == "-t" || s == "--template" ||
			s == "--hostname" || s == "-p" || s == "--preview" || s == "--cache":
			i++ // their values are not operands
		}
		if method != "" && !strings.EqualFold(method, "GET") {
			return "`gh api -X " + method + "` can change GitHub"
		}
	}
	return ""
}

package shell

import (
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// ghQueries lists, per gh command group, the verbs that only read (known
// false for a group it does not know). A group with nil verbs is read-only
// with any verb. A switch, not a map, so no hook builds it at init.
func ghQueries(group string) (verbs []string, known bool) {
	switch group {
	case "pr":
		return []string{"view", "list", "diff", "checks", "status"}, true
	case "issue":
		return []string{"view", "list", "status"}, true
	case "repo":
		return []string{"view", "list"}, true
	case "run":
		return []string{"view", "list", "watch"}, true
	case "release":
		return []string{"view", "list"}, true
	case "workflow":
		return []string{"view", "list"}, true
	case "auth":
		return []string{"status"}, true
	case "label":
		return []string{"list"}, true
	case "gist":
		return []string{"view", "list"}, true
	case "cache":
		return []string{"list"}, true
	case "ruleset":
		return []string{"view", "list", "check"}, true
	case "org":
		return []string{"list"}, true
	case "project":
		return []string{"view", "list", "item-list", "field-list"}, true
	case "search", "status", "version", "help":
		return nil, true
	}
	return nil, false
}

// ghReason allows gh views and lists and GET requests through gh api.
func ghReason(args []arg) string {
	group, verb, static := ghVerb(args[1:])
	if !static {
		return "the gh command or its verb is not literal"
	}
	if r := ghOptionBeforeVerb(args[1:]); r != "" {
		return r
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
	verbs, known := ghQueries(group)
	if !known {
		return "`gh " + group + "` is not a known read-only gh command"
	}
	for _, a := range args[1:] {
		if a.is("--") {
			break
		}
		if a.is("-w") || a.is("--web") || shortIn(a.lit, "w", "RLqtSAsaBlbjm") && (group != "run" || verb == "view") {
			return "`gh " + group + " " + verb + " --web` starts a browser"
		}
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

// ghOptionBeforeVerb refuses options between gh and its verb other than
// -R/--repo: cobra takes an unknown option's next word as its value, so
// in gh pr --label view create the verb is create.
func ghOptionBeforeVerb(args []arg) string {
	found := 0
	for i := 0; i < len(args) && found < 2; i++ {
		s := args[i].lit
		switch {
		case s == "-R" || s == "--repo":
			i++
		case strings.HasPrefix(s, "-R") || strings.HasPrefix(s, "--repo="):
		case s == "--help" || s == "-h" || s == "--version":
		case strings.HasPrefix(s, "-"):
			if found == 1 && args[0].lit == "api" {
				return "" // gh api's options come after the endpoint or before it
			}
			if found == 0 && len(args) > 0 {
				return "`gh " + shorten(s) + "` before the command: gh may take the next word as its value, hiding which command runs"
			}
			return "`gh " + args[0].lit + " " + shorten(s) + "` before the verb: gh may take the next word as its value, hiding which command runs"
		default:
			found++
		}
	}
	return ""
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

// ghAPIValues are gh api's short options that take a value.
const ghAPIValues = "XHqtpfF"

// ghAPIReason allows gh api requests that stay GET: with no -X/--method,
// no fields and no input; or with an explicit -X GET, where fields become
// query parameters. Short options may be bundled (-iXDELETE).
func ghAPIReason(args []arg) string {
	method, fields := "", false
	for i := 0; i < len(args); i++ {
		s := args[i].lit
		next := func() string {
			if i+1 < len(args) {
				i++
				return args[i].lit
			}
			return ""
		}
		switch {
		case s == "--":
			i = len(args)
		case longOpt(s, "--method"):
			// gh (pflag) does not abbreviate: --m=... fails there; reading
			// it as --method only refuses more.
			if v, ok := strings.CutPrefix(s, longName(s)+"="); ok {
				method = v
			} else {
				method = next()
			}
		case longAny(s, "--field", "--raw-field"):
			fields = true
			if !strings.Contains(s, "=") {
				next()
			}
		case longOpt(s, "--input"):
			return "`gh api --input` sends a request body that can change GitHub"
		case strings.HasPrefix(s, "--"):
			if !strings.Contains(s, "=") && longAny(s, "--header", "--jq", "--template", "--hostname", "--preview", "--cache") {
				next()
			}
		case shortCluster(s):
		bundle:
			for j := 1; j < len(s); j++ {
				c := s[j]
				if strings.IndexByte(ghAPIValues, c) < 0 {
					continue // -i, --include and other switches
				}
				v := strings.TrimPrefix(s[j+1:], "=")
				if v == "" {
					v = next()
				}
				switch c {
				case 'X':
					method = v
				case 'f', 'F':
					fields = true
				}
				break bundle
			}
		}
	}
	if method != "" && !strings.EqualFold(method, "GET") {
		return "`gh api -X " + method + "` can change GitHub"
	}
	if fields && method == "" {
		return "`gh api` with fields sends a POST request that can change GitHub (add -X GET to query)"
	}
	return ""
}

// Artifact text.

// ghTexts gives, per gh command, its text options and the other short
// options that take a value (the rest are switches).
func ghTexts(command string) (optionSyntax, bool) {
	switch command {
	case "pr create":
		return optionSyntax{texts: ghTitleBody, value: "aBHlmprT"}, true
	case "pr edit":
		return optionSyntax{texts: ghTitleBody, value: "Bm"}, true
	case "issue create":
		return optionSyntax{texts: ghTitleBody, value: "almpT"}, true
	case "issue edit":
		return optionSyntax{texts: ghTitleBody, value: "m"}, true
	case "pr comment", "issue comment", "pr review":
		return optionSyntax{texts: ghBody}, true
	case "pr merge":
		return optionSyntax{texts: []flagSpec{{long: "subject", short: 't'}, {long: "body", short: 'b'}, {long: "body-file", short: 'F', file: true}}, value: "A"}, true
	case "pr close":
		return optionSyntax{texts: []flagSpec{{long: "comment", short: 'c'}}}, true
	case "issue close":
		return optionSyntax{texts: []flagSpec{{long: "comment", short: 'c'}}, value: "r"}, true
	case "release create", "release edit":
		return optionSyntax{texts: ghRelease}, true
	}
	return optionSyntax{}, false
}

var (
	ghTitleBody = []flagSpec{
		{long: "title", short: 't'},
		{long: "body", short: 'b'},
		{long: "body-file", short: 'F', file: true},
	}
	ghBody = []flagSpec{
		{long: "body", short: 'b'},
		{long: "body-file", short: 'F', file: true},
	}
	ghRelease = []flagSpec{
		{long: "title", short: 't'},
		{long: "notes", short: 'n'},
		{long: "notes-file", short: 'F', file: true},
	}
	ghAPI = []flagSpec{
		{long: "raw-field", short: 'f'},
		{long: "field", short: 'F'},
		{long: "input", file: true},
	}
	// ghLongValue are gh long options that take a value that is not text.
	ghLongValue = []string{"repo", "base", "head", "assignee", "label", "milestone", "reviewer", "project", "template", "add-assignee", "remove-assignee", "add-label", "remove-label", "add-reviewer", "remove-reviewer", "add-project", "remove-project", "reason", "author-email", "match-head-commit", "target", "discussion-category", "notes-start-tag", "tag"}
)

func (x *extractor) gh(args []arg, in stdin) {
	group, verb, _ := ghVerb(args[1:])
	if group == "api" {
		x.ghAPI(args[1:], in)
		return
	}
	syn, ok := ghTexts(group + " " + verb)
	if !ok {
		return
	}
	syn.pflag, syn.longValue = true, ghLongValue
	// Skip gh, the group and the verb, wherever -R put them.
	rest := ghAfterVerb(args[1:])
	found, operands := scanOptions(rest, syn)
	prefix := "gh " + group + " " + verb
	for _, f := range found {
		x.addValue(prefix+" --"+f.spec.long, f.spec, f.val, in)
	}
	if group == "release" && verb == "create" && len(operands) > 0 {
		v, d := textOf(operands[0].word)
		x.add(Text{Where: "gh release create tag", Value: v, Dynamic: d})
	}
}

// ghAfterVerb returns the words after gh's group and verb, keeping the
// options found before them.
func ghAfterVerb(args []arg) []arg {
	var out []arg
	seen := 0
	for i := 0; i < len(args); i++ {
		s := args[i].lit
		switch {
		case seen >= 2:
			out = append(out, args[i])
		case s == "-R" || s == "--repo":
			i++
		case strings.HasPrefix(s, "-"):
			out = append(out, args[i])
		default:
			seen++
		}
	}
	return out
}

func (x *extractor) ghAPI(args []arg, in stdin) {
	found, _ := scanOptions(args, optionSyntax{
		texts: ghAPI, value: "XHqtp", pflag: true,
		longValue: []string{"method", "header", "jq", "template", "hostname", "preview", "cache"},
	})
	for _, f := range found {
		if f.spec.file {
			x.addValue("gh api --input", f.spec, f.val, in)
			continue
		}
		text, dynamic := textOf(f.val.word)
		key, value, _ := strings.Cut(text, "=")
		where := "gh api --" + f.spec.long + " " + key
		if f.spec.long == "field" && strings.HasPrefix(value, "@") {
			file := value[1:]
			if file == "-" {
				x.addValue(where, flagSpec{file: true}, arg{lit: "-", word: litWord("-")}, in)
				continue
			}
			x.add(Text{Where: where, File: file, Dynamic: dynamic})
			continue
		}
		x.add(Text{Where: where, Value: value, Dynamic: dynamic})
	}
}

func litWord(s string) *syntax.Word {
	return &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: s}}}
}

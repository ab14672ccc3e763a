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
		// run view --log and --log-failed keep the run's log zip in
		// gh's cache folder (a tool cache, caches.go).
		return []string{"view", "list", "watch"}, true
	case "release":
		return []string{"view", "list"}, true
	case "workflow":
		return []string{"view", "list"}, true
	case "auth":
		return []string{"status"}, true
	case "label":
		return []string{"list"}, true
	case "secret":
		// The names and dates of secrets, never their values.
		return []string{"list"}, true
	case "variable":
		// get prints one variable's value (GET .../actions/variables/NAME).
		return []string{"list", "get"}, true
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
	case "attestation", "at":
		// verify asks GitHub's API (or the registry, --bundle-from-oci)
		// and prints; it keeps the Sigstore trust roots in gh's cache
		// folder (a tool cache, caches.go). download writes the bundles
		// to files.
		return []string{"verify"}, true
	case "search", "status", "version", "help":
		return nil, true
	}
	return nil, false
}

// gh: the route to a command (group and verb, with only -R/--repo,
// --help and --version before them) and then the command's options, all
// read by the declared scanner. The read-only verdict (ghReason) and the
// artifact text (extractor.gh) both start from scanGh. gh parses flags
// with pflag: long options are never abbreviated, -b=v is v, and flags
// may come anywhere after the verb.

// specGhRoute declares what may stand before gh's group and verb. cobra
// takes an unknown option's next word as its value while it looks for the
// command, so in gh pr --label view create the verb is create: any other
// option there is refused.
var specGhRoute = optSpec{pflag: true, posix: true, strict: true, values: "R", switches: "h",
	longValues: []string{"--repo"}, longSwitches: []string{"--help", "--version"}}

// ghScan is a gh command line as gh reads it.
type ghScan struct {
	group, verb string
	// static is false when the group or verb, or a word before them that
	// could be an option, is only known at run time.
	static bool
	// route is the reason when an option stands before the group or verb.
	route string
	// sp is the command's spec and sc the words other than gh, its group
	// and its verb, scanned by it.
	sp *optSpec
	sc scanned
}

func scanGh(args []arg) ghScan {
	g := ghScan{static: true}
	words := args[1:]
	skip := [2]int{-1, -1} // the group's and the verb's positions
	at := 0
	for step := 0; step < 2 && at < len(words); step++ {
		if step == 1 && (g.group == "api" || g.group == "browse") {
			break // gh api's and gh browse's options come before or after their operand
		}
		r := scanArgs(words[at:], &specGhRoute)
		if r.unknown != "" && g.route == "" {
			if step == 0 {
				g.route = "`gh " + shorten(r.unknown) + "` before the command: gh may take the next word as its value, hiding which command runs"
			} else {
				g.route = "`gh " + g.group + " " + shorten(r.unknown) + "` before the verb: gh may take the next word as its value, hiding which command runs"
			}
		}
		i := at + r.end
		if i >= len(words) {
			break
		}
		if r.dynamic != nil || words[i].dynamic {
			g.static = false
			return g
		}
		skip[step] = i
		if step == 0 {
			g.group = words[i].lit
		} else {
			g.verb = words[i].lit
		}
		at = i + 1
	}
	rest := make([]arg, 0, len(words))
	for i, a := range words {
		if i != skip[0] && i != skip[1] {
			rest = append(rest, a)
		}
	}
	g.sp = ghSpec(g.group, g.verb)
	g.sc = scanArgs(rest, g.sp)
	return g
}

// ghReason allows gh views and lists and GET requests through gh api.
func ghReason(args []arg) string {
	g := scanGh(args)
	if !g.static {
		return "the gh command or its verb is not literal"
	}
	if g.route != "" {
		return g.route
	}
	group, verb := g.group, g.verb
	if group == "" {
		return "" // gh, gh --version, gh --help
	}
	if group == "api" {
		// Only gh api has options that change GitHub.
		return g.apiReason()
	}
	if group == "browse" {
		// gh browse opens the repository (a file, a commit, an issue) in
		// the browser; with -n it prints the address instead.
		if r := g.sc.verdict("gh browse", g.sp); r != "" {
			return r
		}
		if g.sc.has(g.sp, "-n", "--no-browser") == nil {
			return "`gh browse` starts a browser (gh browse -n prints the address)"
		}
		return ""
	}
	verbs, known := ghQueries(group)
	if !known {
		return "`gh " + group + "` is not a known read-only gh command"
	}
	if group == "attestation" || group == "at" {
		return g.attestationReason()
	}
	// -w is --web except where the command's spec takes it as a value
	// (gh run list -w is --workflow).
	if g.sc.has(g.sp, "--web") != nil || !strings.ContainsRune(g.sp.values, 'w') && g.sc.has(g.sp, "-w") != nil {
		return "`gh " + group + " " + verb + " --web` starts a browser"
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

// attestationReason allows gh attestation verify with the options it
// declares (cli/cli's source, 2024-10 and the current manual): the
// artifact (a file it digests or an oci:// image), a bundle or trusted
// root it reads, the policy it enforces and the output format (--jq and
// --template are evaluated in gh). It fetches the attestations from
// GitHub's API or the image's registry (credentials from
// ~/.docker/config.json, the user's, as for crane) and the trust roots
// through TUF into gh's cache folder, <cache>/.sigstore/root
// (go-gh's config.CacheDir: $XDG_CACHE_HOME/gh or ~/.cache/gh), and
// writes nothing else. download writes <digest>.jsonl files.
func (g *ghScan) attestationReason() string {
	switch g.verb {
	case "verify":
		return g.sc.verdict("gh attestation verify", g.sp)
	case "download":
		return "`gh attestation download` writes the attestations to a file named by the artifact's digest; gh attestation verify checks them without it"
	case "":
		return "`gh attestation` without a query verb is not read-only"
	}
	return "`gh attestation " + shorten(g.verb) + "` is not a read-only gh command (verify reads)"
}

// apiReason allows gh api requests that stay GET: with no -X/--method, no
// fields and no input; or with an explicit -X GET, where fields become
// query parameters. Short options may be bundled (-iXDELETE).
func (g *ghScan) apiReason() string {
	sc, sp := &g.sc, g.sp
	if sc.dynamic != nil {
		return nonLiteralReason("gh", *sc.dynamic)
	}
	if sc.has(sp, "--input") != nil {
		return "`gh api --input` sends a request body that can change GitHub"
	}
	if sc.has(sp, "--cache") != nil {
		return "`gh api --cache` stores the response in gh's cache (~/.cache/gh); run it without --cache"
	}
	method, fields := "", false
	for k := range sc.opts {
		o := &sc.opts[k]
		switch {
		case o.is(sp, "-X") || o.is(sp, "--method"):
			method = o.val.lit
		case o.is(sp, "-f") || o.is(sp, "-F") || o.is(sp, "--field") || o.is(sp, "--raw-field"):
			fields = true
		}
	}
	if method != "" && !strings.EqualFold(method, "GET") {
		return "`gh api -X " + method + "` can change GitHub"
	}
	if fields && method == "" {
		if len(sc.operands) == 1 && sc.operands[0].is("graphql") {
			return g.graphqlReason()
		}
		return "`gh api` with fields sends a POST request that can change GitHub (add -X GET to query)"
	}
	return ""
}

// graphqlReason allows gh api graphql with a literal query document that
// holds no mutation or subscription: GitHub's GraphQL API changes
// nothing for a query. A field read from a file (-F x=@f) is not shown.
func (g *ghScan) graphqlReason() string {
	sc, sp := &g.sc, g.sp
	query := false
	for k := range sc.opts {
		o := &sc.opts[k]
		if !(o.is(sp, "-f") || o.is(sp, "-F") || o.is(sp, "--field") || o.is(sp, "--raw-field")) {
			continue
		}
		if o.val.dynamic {
			return nonLiteralReason("gh api graphql", o.val)
		}
		key, value, _ := strings.Cut(o.val.lit, "=")
		if (o.is(sp, "-F") || o.is(sp, "--field")) && strings.HasPrefix(value, "@") {
			return "`gh api graphql -F " + shorten(o.val.lit) + "` reads a field from a file the model cannot check"
		}
		if key == "query" {
			query = true
			if graphqlChanges(value) {
				return "`gh api graphql` with a mutation or subscription can change GitHub"
			}
		}
	}
	if !query {
		return "`gh api graphql` without a literal query field is not a query the model can check"
	}
	return ""
}

// graphqlChanges reports whether a GraphQL document may hold an operation
// other than a query: any word mutation or subscription outside a string
// counts, wherever it stands; a block string (""") is not read, so a
// document with one counts too.
func graphqlChanges(doc string) bool {
	if strings.Contains(doc, `"""`) {
		return true
	}
	inString := false
	word := strings.Builder{}
	flush := func() bool {
		w := word.String()
		word.Reset()
		return w == "mutation" || w == "subscription"
	}
	for i := 0; i < len(doc); i++ {
		c := doc[i]
		switch {
		case inString:
			if c == '\\' {
				i++
			} else if c == '"' {
				inString = false
			}
		case c == '"':
			if flush() {
				return true
			}
			inString = true
		case c == '#':
			if flush() {
				return true
			}
			for i < len(doc) && doc[i] != '\n' {
				i++
			}
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9':
			word.WriteByte(c)
		default:
			if flush() {
				return true
			}
		}
	}
	return flush() || inString
}

// ghSpec returns the declared options of a gh command.
func ghSpec(group, verb string) *optSpec {
	switch group + " " + verb {
	case "pr create":
		return &specGhPrCreate
	case "pr edit":
		return &specGhPrEdit
	case "issue create":
		return &specGhIssueCreate
	case "issue edit":
		return &specGhIssueEdit
	case "pr comment", "issue comment", "pr review":
		return &specGhComment
	case "pr merge":
		return &specGhPrMerge
	case "pr close":
		return &specGhPrClose
	case "issue close":
		return &specGhIssueClose
	case "release create", "release edit":
		return &specGhRelease
	case "attestation verify", "at verify":
		return &specGhAttestationVerify
	}
	switch {
	case group == "api":
		return &specGhAPI
	case group == "browse":
		return &specGhBrowse
	case group == "run" && verb != "view":
		// gh run list -w is --workflow.
		return &specGhRunList
	}
	return &specGhQuery
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
	ghLongValue = []string{"--repo", "--base", "--head", "--assignee", "--label", "--milestone", "--reviewer",
		"--project", "--template", "--add-assignee", "--remove-assignee", "--add-label", "--remove-label",
		"--add-reviewer", "--remove-reviewer", "--add-project", "--remove-project", "--reason", "--author-email",
		"--match-head-commit", "--target", "--discussion-category", "--notes-start-tag", "--tag"}

	// specGhBrowse declares gh browse's options (-c/--commit takes its
	// value only after =).
	specGhBrowse = optSpec{pflag: true, strict: true, exact: true, values: "bR", optional: "c", switches: "npsrwah",
		longValues: []string{"--branch", "--repo"}, longOptional: []string{"--commit"},
		longSwitches: []string{"--no-browser", "--projects", "--settings", "--releases", "--wiki", "--actions", "--help"}}

	specGhQuery = optSpec{pflag: true, values: "RLqtSAsaBlbjm", longValues: ghLongValue,
		deny: []denied{{[]string{"-w", "--web"}, "starts a browser"}}}
	specGhRunList = optSpec{pflag: true, values: "RLqtSAsaBlbjmw", longValues: ghLongValue,
		deny: []denied{{[]string{"--web"}, "starts a browser"}}}
	specGhPrCreate    = optSpec{pflag: true, texts: ghTitleBody, values: "RaBHlmprT", longValues: ghLongValue}
	specGhPrEdit      = optSpec{pflag: true, texts: ghTitleBody, values: "RBm", longValues: ghLongValue}
	specGhIssueCreate = optSpec{pflag: true, texts: ghTitleBody, values: "RalmpT", longValues: ghLongValue}
	specGhIssueEdit   = optSpec{pflag: true, texts: ghTitleBody, values: "Rm", longValues: ghLongValue}
	specGhComment     = optSpec{pflag: true, texts: ghBody, values: "R", longValues: ghLongValue}
	specGhPrMerge     = optSpec{pflag: true, values: "RA", longValues: ghLongValue,
		texts: []flagSpec{{long: "subject", short: 't'}, {long: "body", short: 'b'}, {long: "body-file", short: 'F', file: true}}}
	specGhPrClose    = optSpec{pflag: true, values: "R", longValues: ghLongValue, texts: []flagSpec{{long: "comment", short: 'c'}}}
	specGhIssueClose = optSpec{pflag: true, values: "Rr", longValues: ghLongValue, texts: []flagSpec{{long: "comment", short: 'c'}}}
	specGhRelease    = optSpec{pflag: true, values: "R", longValues: ghLongValue, texts: ghRelease}
	// specGhAttestationVerify declares gh attestation verify's options
	// (-o is --owner, -t --template, -q --jq, -d --digest-alg).
	specGhAttestationVerify = optSpec{pflag: true, strict: true, exact: true,
		values: "bdoRLqti", switches: "h",
		longValues: []string{"--bundle", "--digest-alg", "--owner", "--repo", "--custom-trusted-root", "--limit",
			"--format", "--jq", "--template", "--hostname", "--predicate-type", "--cert-identity",
			"--cert-identity-regex", "--signer-repo", "--signer-workflow", "--cert-oidc-issuer", "--signer-digest",
			"--source-ref", "--source-digest"},
		longOptional: []string{"--bundle-from-oci", "--no-public-good", "--deny-self-hosted-runners", "--help"}}
	specGhAPI = optSpec{pflag: true, values: "XHqtpR", texts: ghAPI,
		longValues: []string{"--method", "--header", "--jq", "--template", "--hostname", "--preview", "--cache", "--repo"}}
)

// Artifact text.

func (x *extractor) gh(args []arg, in stdin) {
	g := scanGh(args)
	if !g.static || g.group == "" {
		return
	}
	if g.group == "api" {
		x.ghAPI(g.sc.texts(g.sp), in)
		return
	}
	if len(g.sp.texts) == 0 {
		return
	}
	prefix := "gh " + g.group + " " + g.verb
	for _, f := range g.sc.texts(g.sp) {
		x.addValue(prefix+" --"+f.spec.long, f.spec, f.val, in)
	}
	if g.group == "release" && g.verb == "create" && len(g.sc.operands) > 0 {
		v, d := textOf(g.sc.operands[0].word)
		x.add(Text{Where: "gh release create tag", Value: v, Dynamic: d})
	}
}

func (x *extractor) ghAPI(found []optionValue, in stdin) {
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

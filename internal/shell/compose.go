package shell

import "strings"

// docker compose (and docker-compose) reads: the resolved configuration
// and the project's containers, images, processes, ports and logs.
// Compose loads its files through resource loaders: a file named by a
// git or oci:// reference, or included from one, is cloned or pulled
// into ~/.cache/docker-compose, and the leader may write any Markdown
// file. So a file given with -f must be a literal .yml, .yaml or .json
// path on this machine, and an --env-file (which may set COMPOSE_FILE)
// no Markdown file; a file the project already holds is trusted as its
// default compose file is.

// specCompose declares compose's global options, read up to the verb;
// cobra takes long options by their exact names. --host and --context
// (docker-compose v1) point the client elsewhere and are not declared.
var specCompose = optSpec{posix: true, strict: true, complete: true, exact: true, pflag: true,
	values: "fp",
	longValues: []string{"--file", "--project-name", "--project-directory", "--env-file", "--profile",
		"--ansi", "--progress", "--parallel"},
	longSwitches: []string{"--compatibility", "--no-ansi", "--verbose", "--all-resources"}}

// specComposeVerb reads the words after the verb: whatever the verb, -o
// writes config's output to a file and -f follows logs without end.
var specComposeVerb = optSpec{pflag: true,
	deny: []denied{
		{[]string{"-o", "--output"}, "writes a file"},
		{[]string{"-f", "--follow"}, "never ends"},
		{[]string{"--dry-run"}, "is not a read the model knows"},
	}}

// composeReason judges the words after "docker compose" (or
// docker-compose); what is how the command is shown.
func composeReason(what string, words []arg) string {
	if containerHelp("compose", words) {
		return ""
	}
	g := scanArgs(words, &specCompose)
	if r := g.verdict(what, &specCompose); r != "" {
		return r
	}
	for _, o := range g.opts {
		if r := composeOption(what, o); r != "" {
			return r
		}
	}
	if len(g.operands) == 0 {
		return "`" + what + "` alone is not a query"
	}
	if g.operands[0].dynamic {
		return nonLiteralReason(what, g.operands[0])
	}
	verb := g.operands[0].lit
	sc := scanArgs(g.operands[1:], &specComposeVerb)
	if sc.dynamic != nil {
		return nonLiteralReason(what, *sc.dynamic)
	}
	if r := sc.denyReason(what+" "+verb, &specComposeVerb); r != "" {
		return r
	}
	switch verb {
	case "config", "convert", "ps", "ls", "images", "top", "logs", "port", "version":
		return ""
	case "events":
		return "`" + what + " events` never ends"
	}
	return "`" + what + " " + shorten(verb) + "` changes containers, images or volumes"
}

// composeOption checks the value of a global option of compose.
func composeOption(what string, o option) string {
	v := o.val
	shown := "`" + what + " " + o.name + "`"
	switch {
	case o.name == "-f" || o.name == "--file":
		if v.dynamic || v.glob {
			return shown + " takes a file that is not literal"
		}
		ext := strings.ToLower(v.lit)
		if !localPath(v.lit) || !(strings.HasSuffix(ext, ".yml") || strings.HasSuffix(ext, ".yaml") || strings.HasSuffix(ext, ".json")) {
			return shown + " takes only a .yml, .yaml or .json file on this machine (another may be a remote resource compose clones, or a file the leader wrote)"
		}
	case o.name == "--env-file":
		if v.dynamic || v.glob || !localPath(v.lit) || strings.HasSuffix(strings.ToLower(v.lit), ".md") {
			return shown + " takes only a literal file on this machine that is no Markdown document (it may set COMPOSE_FILE)"
		}
	case o.name == "--project-directory":
		if v.dynamic || v.glob || !localPath(v.lit) {
			return shown + " takes only a literal folder on this machine"
		}
	case o.name == "--ansi":
		if !v.is("never") && !v.is("always") && !v.is("auto") {
			return shown + " takes never, always or auto"
		}
	case o.name == "--progress":
		if !v.is("auto") && !v.is("tty") && !v.is("plain") && !v.is("json") && !v.is("quiet") {
			return shown + " takes auto, tty, plain, json or quiet"
		}
	case o.name == "-p" || o.name == "--project-name" || o.name == "--profile" || o.name == "--parallel":
		if v.dynamic && v.split {
			return shown + " takes a value that splits into more words"
		}
	}
	return ""
}

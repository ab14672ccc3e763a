package shell

import (
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// terraform's reads. Every terraform command checks for a newer release
// over the network and writes the answer to ~/.terraform.d
// (checkpoint_cache, checkpoint_signature) unless CHECKPOINT_DISABLE is
// set in its environment, so a read is only a read with
// CHECKPOINT_DISABLE=1 on the command or exported earlier on the line.
// Then: version, fmt -check, state list, state pull (it prints the
// state), output, workspace list|show, providers. Not state show, show, validate, graph, console or plan:
// they load provider plugins from .terraform (programs) for their
// schemas; not init, apply, import, taint, ... which change state or
// the working folder.

// specTerraform declares terraform's global options: -chdir=DIR (only
// attached) and the version and help switches. terraform reads them up
// to the first word without a dash, which is the command.
var specTerraform = optSpec{goflag: true, posix: true, strict: true, complete: true, exact: true,
	longValues:   []string{"-chdir"},
	longSwitches: []string{"-version", "-v", "-help", "-h"}}

// The commands' options, read by Go's flag package: -name, --name,
// -name=value or a value in the next word; an option not declared here
// is refused.
var (
	specTerraformVersion = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-json"}}
	// fmt -check forces -write=false whatever else is given; a second
	// -check=false would turn it off again, so only the bare switch is
	// read (terraformFmt).
	specTerraformFmt = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-check", "-diff", "-recursive", "-no-color", "-list", "-write"}}
	specTerraformStateList = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longValues: []string{"-state", "-id"}}
	specTerraformOutput = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longValues: []string{"-state"}, longSwitches: []string{"-json", "-raw", "-no-color"}}
	specTerraformProviders = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longValues: []string{"-test-directory"}}
	specTerraformNone = optSpec{goflag: true, strict: true, complete: true, exact: true}
)

// terraformReason judges terraform; checkpointOff tells whether
// CHECKPOINT_DISABLE is set in its environment.
func terraformReason(args []arg, checkpointOff bool) string {
	g := scanArgs(args[1:], &specTerraform)
	if r := g.verdict("terraform", &specTerraform); r != "" {
		return r
	}
	for _, o := range g.opts {
		if o.name == "-chdir" && (o.val.dynamic || !strings.Contains(args[1+o.index].lit, "=")) {
			// -chdir takes its folder only after "=": -chdir DIR is no
			// option terraform knows, and a run-time folder is unknown.
			return "`terraform -chdir` takes a literal folder after = only"
		}
	}
	verb, sub := "", ""
	var rest []arg
	if len(g.operands) > 0 {
		if g.operands[0].dynamic {
			return nonLiteralReason("terraform", g.operands[0])
		}
		verb, rest = g.operands[0].lit, g.operands[1:]
	}
	if verb == "" {
		if g.has(&specTerraform, "-version") == nil && g.has(&specTerraform, "-v") == nil {
			return "`terraform` without a command is not a query"
		}
		verb = "version"
	}
	var sp *optSpec
	switch verb {
	case "version":
		sp = &specTerraformVersion
	case "fmt":
		sp = &specTerraformFmt
	case "output":
		sp = &specTerraformOutput
	case "providers":
		sp = &specTerraformProviders
	case "state", "workspace":
		if len(rest) == 0 || rest[0].dynamic {
			return "`terraform " + verb + "` without list or show is not a query the model knows"
		}
		sub, rest = rest[0].lit, rest[1:]
		switch {
		case verb == "state" && sub == "list":
			sp = &specTerraformStateList
		case verb == "workspace" && (sub == "list" || sub == "show"), verb == "state" && sub == "pull":
			sp = &specTerraformNone
		case verb == "state" && sub == "show":
			return "`terraform state show` loads provider plugins from .terraform, which are programs (terraform state pull prints the whole state)"
		default:
			return "`terraform " + verb + " " + shorten(sub) + "` changes terraform's state or workspaces"
		}
	case "show", "validate", "graph", "console", "plan", "test", "metadata", "modules", "query":
		return "`terraform " + verb + "` loads provider plugins from .terraform, which are programs"
	default:
		return "`terraform " + shorten(verb) + "` changes infrastructure, state or the working folder"
	}
	shown := "terraform " + verb
	if sub != "" {
		shown += " " + sub
	}
	sc := scanArgs(rest, sp)
	if r := sc.verdict(shown, sp); r != "" {
		return r
	}
	switch verb {
	case "fmt":
		if r := terraformFmt(sc); r != "" {
			return r
		}
	case "providers":
		if len(sc.operands) > 0 {
			return "`terraform providers " + shorten(sc.operands[0].lit) + "` locks, mirrors or loads providers"
		}
	}
	if !checkpointOff {
		return "`" + shown + "` checks for a newer terraform and writes ~/.terraform.d/checkpoint_cache (set CHECKPOINT_DISABLE=1 on the command)"
	}
	return ""
}

// terraformFmt allows fmt only as a check: with a bare -check terraform
// writes nothing whatever -write says. -diff writes the two versions to
// temporary files it removes and runs diff on them, as sort uses
// temporary files.
func terraformFmt(sc scanned) string {
	check := false
	for _, o := range sc.opts {
		if o.name == "-check" {
			if o.hasVal {
				return "`terraform fmt -check=` may turn the check off, and fmt then rewrites the files"
			}
			check = true
		}
	}
	if !check {
		return "`terraform fmt` without -check rewrites the files"
	}
	return ""
}

// checkpointOff reports whether CHECKPOINT_DISABLE is set, not empty, in
// the environment of the command being classified: by env (an earlier
// wrapper, see envCheckpoint), by a prefix assignment of the simple
// command, or by export earlier on the line.
func (c *classifier) checkpointOff() bool {
	switch c.checkpoint {
	case 1:
		return true
	case -1:
		return false
	}
	if x, ok := c.node.(*syntax.CallExpr); ok {
		for _, as := range x.Assigns {
			if as.Name != nil && as.Name.Value == "CHECKPOINT_DISABLE" {
				// The walk recorded the prefix assignment just before.
				v, known := c.w.st.lookup("CHECKPOINT_DISABLE")
				return known && v != ""
			}
		}
	}
	v, known := c.w.st.exportedValue("CHECKPOINT_DISABLE")
	return known && v != ""
}

// envCheckpoint returns what env, given its words, makes of
// CHECKPOINT_DISABLE for the command it runs: 1 set, -1 unset (-i, -u,
// an empty or run-time value), cur when it leaves it alone.
func envCheckpoint(args []arg, cur int8) int8 {
	sp := &specEnv
	sc := scanArgs(args[1:], sp)
	if sc.has(sp, "-i", "--ignore-environment") != nil {
		cur = -1
	}
	for _, o := range sc.opts {
		if o.is(sp, "-u") || o.is(sp, "--unset") {
			if o.val.dynamic || o.val.lit == "CHECKPOINT_DISABLE" {
				cur = -1
			}
		}
	}
	for i := 1 + sc.end; i < len(args); i++ {
		a := args[i]
		if a.is("-") {
			cur = -1
			continue
		}
		name, val, ok := cutAssignment(a)
		if !ok {
			break
		}
		if name == "CHECKPOINT_DISABLE" {
			cur = -1
			if !a.dynamic && val != "" {
				cur = 1
			}
		}
	}
	return cur
}

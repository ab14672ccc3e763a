package shell

import (
	"errors"
	"io/fs"
	"path"
	"strings"
)

// terraform's reads: version, fmt -check, state list, state pull (it
// prints the state), output, workspace list|show, providers, and any
// command asked for its help; validate, show, graph and state show only
// where there is no .terraform folder, since they start the provider
// plugins installed there (programs) for their schemas. Not console,
// plan or test; not init, apply, import, taint, ... which change state
// or the working folder.
//
// Every terraform command checks for a newer release over the network
// and keeps a random signature and the answer in
// ~/.terraform.d/checkpoint_signature and checkpoint_cache (verified
// with terraform 1.11 in a fresh home, offline: the signature is written
// even when the check fails). That is a tool cache (caches.go): nothing
// on the line steers it and terraform only reads it back for the same
// check, so CHECKPOINT_DISABLE is not required.
//
// A backend configured by terraform init (.terraform/terraform.tfstate
// in the folder terraform runs in) is set up by the commands that read
// state (state, output, providers, workspace list), and its settings come
// from the project: an s3 backend's shared_config_files may name a
// credential_process, a kubernetes backend an exec plugin, programs the
// line does not show. Those commands are read-only only where the model
// sees no such folder; without one terraform refuses to configure a
// backend ("Backend initialization required") and reads the local
// terraform.tfstate (verified with terraform 1.11).

// specTerraform declares terraform's global options: -chdir=DIR (only
// attached) and the version and help switches. terraform reads them up
// to the first word without a dash, which is the command.
var specTerraform = optSpec{goflag: true, posix: true, strict: true, complete: true, exact: true,
	longValues:   []string{"-chdir"},
	longSwitches: []string{"-version", "-v", "-help", "-h"}}

// The commands' options, read by Go's flag package: -name, --name,
// -name=value or a value in the next word; an option not declared here
// is refused. Before its flags are parsed, every command drops each word
// that is exactly -no-color (terraform's Meta.process and ParseView,
// wherever it stands, operands too) and prints without colour: the
// command help does not list it, but version, state list, show and pull,
// workspace list and show, output and providers all take it (verified
// with terraform 1.11; --no-color is then an unknown flag and an error).
var (
	specTerraformVersion = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-json", "-no-color"}}
	// fmt -check forces -write=false whatever else is given; a second
	// -check=false would turn it off again, so only the bare switch is
	// read (terraformFmt).
	specTerraformFmt = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-check", "-diff", "-recursive", "-no-color", "-list", "-write"}}
	specTerraformStateList = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longValues: []string{"-state", "-id"}, longSwitches: []string{"-no-color"}}
	specTerraformOutput = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longValues: []string{"-state"}, longSwitches: []string{"-json", "-raw", "-no-color"}}
	specTerraformProviders = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longValues: []string{"-test-directory"}, longSwitches: []string{"-no-color"}}
	// state pull, workspace list and workspace show: no option but -no-color.
	specTerraformNone = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-no-color"}}
	specTerraformValidate = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longValues: []string{"-test-directory"}, longSwitches: []string{"-json", "-no-color", "-no-tests"}}
	specTerraformShow = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longSwitches: []string{"-json", "-no-color", "-show-sensitive"}}
	specTerraformGraph = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longValues: []string{"-type", "-plan", "-module-depth"}, longSwitches: []string{"-draw-cycles"}}
	specTerraformStateShow = optSpec{goflag: true, strict: true, complete: true, exact: true,
		longValues: []string{"-state"}, longSwitches: []string{"-show-sensitive", "-no-color"}}
)

// terraformReason judges terraform.
func (c *classifier) terraformReason(args []arg) string {
	g := scanArgs(args[1:], &specTerraform)
	if r := g.verdict("terraform", &specTerraform); r != "" {
		return r
	}
	var chdir *arg
	for _, o := range g.opts {
		if o.name == "-chdir" {
			if !strings.Contains(args[1+o.index].lit, "=") {
				// -chdir takes its folder only after "=": -chdir DIR is no
				// option terraform knows.
				return "`terraform -chdir` takes its folder after = only"
			}
			chdir = &o.val
		}
	}
	if terraformHelp(args[1:]) {
		return ""
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
	backend, plugins := true, false
	switch verb {
	case "version":
		sp, backend = &specTerraformVersion, false
	case "fmt":
		sp, backend = &specTerraformFmt, false
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
		case verb == "workspace" && sub == "show":
			// It reads .terraform/environment, never the backend.
			sp, backend = &specTerraformNone, false
		case verb == "workspace" && sub == "list", verb == "state" && sub == "pull":
			sp = &specTerraformNone
		case verb == "state" && sub == "show":
			sp, plugins = &specTerraformStateShow, true
		default:
			return "`terraform " + verb + " " + shorten(sub) + "` changes terraform's state or workspaces"
		}
	case "validate":
		sp, plugins, backend = &specTerraformValidate, true, false
	case "show":
		sp, plugins = &specTerraformShow, true
	case "graph":
		sp, plugins, backend = &specTerraformGraph, true, false
	case "console", "plan", "test", "metadata", "modules", "query":
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
	if plugins {
		if r := c.terraformNoDataDir(shown, chdir); r != "" {
			return r
		}
	}
	if backend {
		return c.terraformBackend(shown, chdir)
	}
	return ""
}

// terraformHelp reports whether terraform only prints a help text: its
// command-line library (mitchellh/cli) shows the help of the command
// instead of running it when any word before "--" is -h, -help or --help
// (verified: terraform apply -auto-approve -help applies nothing). Its
// -install-autocomplete and -uninstall-autocomplete still edit the shell's
// startup files when a command is named, so a line with either, or with
// a run-time word, is read as the command it names.
func terraformHelp(words []arg) bool {
	help := false
	for _, a := range words {
		if a.dynamic {
			return false
		}
		if strings.Contains(a.lit, "autocomplete") {
			return false
		}
		if a.lit == "--" {
			break
		}
		if a.lit == "-h" || a.lit == "-help" || a.lit == "--help" {
			help = true
		}
	}
	return help
}

// terraformNoDataDir refuses validate, show, graph and state show where
// the folder terraform runs in has a .terraform folder: they start the
// provider plugins installed there (programs the team can replace) for
// their schemas. Without one terraform has no plugin to start and stops
// with an error when the configuration needs one (verified with
// terraform 1.11: nothing is written either way).
func (c *classifier) terraformNoDataDir(shown string, chdir *arg) string {
	dirs, r := c.terraformFolders(shown, chdir, ", whose .terraform may hold provider plugins, which are programs",
		"a .terraform folder, which may hold provider plugins")
	if r != "" {
		return r
	}
	for _, d := range dirs {
		entries, err := c.w.env.ReadDir(d)
		if errors.Is(err, fs.ErrNotExist) {
			// terraform -chdir stops: there is no such folder.
			continue
		}
		if err != nil {
			return "`" + shown + "` runs in " + d + ", which the model cannot list for a .terraform folder"
		}
		for _, e := range entries {
			if e.Name() == ".terraform" {
				return "`" + shown + "` loads the provider plugins in " + d + "/.terraform, which are programs"
			}
		}
	}
	return ""
}

// terraformBackend refuses a command that reads state where terraform
// init configured a backend (see the top of this file): the folder or
// folders the command runs in, moved by -chdir, must have no
// .terraform/terraform.tfstate.
func (c *classifier) terraformBackend(shown string, chdir *arg) string {
	const why = ", whose backend settings (from the project) may name a credential program terraform runs"
	dirs, r := c.terraformFolders(shown, chdir, why,
		"a backend terraform init configured, which may name a credential program terraform runs")
	if r != "" {
		return r
	}
	for _, d := range dirs {
		entries, err := c.w.env.ReadDir(d + "/.terraform")
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return "`" + shown + "` runs in " + d + ", whose .terraform folder the model cannot list for a configured backend"
		}
		for _, e := range entries {
			if e.Name() == "terraform.tfstate" {
				return "`" + shown + "` runs in " + d + ", where terraform init configured a backend" + why
			}
		}
	}
	return ""
}

// terraformFolders returns the folders a terraform command runs in (the
// line's directories, moved by -chdir), or why the model cannot tell or
// cannot look in them for what: why completes a reason, what names what
// the model would look for.
func (c *classifier) terraformFolders(shown string, chdir *arg, why, what string) ([]string, string) {
	if chdir != nil && chdir.dynamic {
		return nil, "`" + shown + "` runs in a folder -chdir names at run time" + why
	}
	dirs, unknown := c.runDirs()
	if unknown != "" {
		return nil, "`" + shown + "` " + unknown + why
	}
	if c.w.env.ReadDir == nil {
		return nil, "`" + shown + "` runs where the model cannot look for " + what
	}
	if chdir == nil {
		return dirs, ""
	}
	out := make([]string, len(dirs))
	for i, d := range dirs {
		if path.IsAbs(chdir.lit) {
			out[i] = path.Clean(chdir.lit)
		} else {
			out[i] = path.Join(d, chdir.lit)
		}
	}
	return out, ""
}

// terraformFmt allows fmt only where it writes no file: with a bare
// -check terraform writes nothing whatever -write says; without it, when
// the last -write is false (Go's flag package: the last one wins) or the
// only operand is "-" (standard input to standard output). -diff writes
// the two versions to temporary files it removes and runs diff on them,
// as sort uses temporary files.
func terraformFmt(sc scanned) string {
	check, write := false, true
	for _, o := range sc.opts {
		switch o.name {
		case "-check":
			if o.hasVal {
				return "`terraform fmt -check=` may turn the check off, and fmt then rewrites the files"
			}
			check = true
		case "-write":
			if !o.hasVal {
				write = true
				continue
			}
			switch {
			case o.val.dynamic:
				return "`terraform fmt -write=` takes a run-time value, which may be true"
			case o.val.lit == "false" || o.val.lit == "0" || o.val.lit == "f" || o.val.lit == "F" || o.val.lit == "FALSE" || o.val.lit == "False":
				write = false
			default:
				write = true
			}
		}
	}
	stdin := len(sc.operands) == 1 && sc.operands[0].is("-")
	if !check && write && !stdin {
		return "`terraform fmt` without -check or -write=false rewrites the files"
	}
	return ""
}

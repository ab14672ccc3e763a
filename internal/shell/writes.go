package shell

import (
	"path"
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// Files a command writes, by program. Options that take a value are
// declared so their values are not taken for file operands; an option
// the table does not know is taken for a flag, so its value counts as an
// operand (a write reported too many, never one too few).

type writeSpec struct {
	values     string   // short options that take a value
	flags      string   // short flags the files function asks about
	longValues []string // long options that take a value
	// files picks the written files from the operands; opts holds the
	// values of the value options by name ("-t", "--target-directory").
	files func(ops []arg, opts map[string][]arg) []arg
}

func all(ops []arg, _ map[string][]arg) []arg { return ops }

func afterFirst(ops []arg, _ map[string][]arg) []arg {
	if len(ops) == 0 {
		return nil
	}
	return ops[1:]
}

// destination is cp's, ln's and install's: -t DIR, else the last operand.
func destination(ops []arg, opts map[string][]arg) []arg {
	if t := append(opts["-t"], opts["--target-directory"]...); len(t) > 0 {
		return t
	}
	if len(ops) == 1 {
		// ln -s /x/settings.json: a link of that base name in the
		// working directory.
		return []arg{{lit: path.Base(ops[0].lit), dynamic: ops[0].dynamic || ops[0].glob}}
	}
	if len(ops) < 2 {
		return nil
	}
	return ops[len(ops)-1:]
}

// afterMode is chmod's, chown's and chgrp's: the operands after the mode
// or owner, or all of them with --reference.
func afterMode(ops []arg, opts map[string][]arg) []arg {
	if len(opts["--reference"]) > 0 {
		return ops
	}
	return afterFirst(ops, opts)
}

// installed is install's: every operand with -d (directories), else the
// destination.
func installed(ops []arg, opts map[string][]arg) []arg {
	if _, ok := opts["-d"]; ok {
		return ops
	}
	return destination(ops, opts)
}

func output(ops []arg, opts map[string][]arg) []arg {
	return append(opts["-o"], opts["--output"]...)
}

// secondOperand is uniq's: its output file.
func secondOperand(ops []arg, _ map[string][]arg) []arg {
	if len(ops) < 2 {
		return nil
	}
	return ops[1:2]
}

// writeSpecFor gives the write model of a program (ok false when it has
// none). A switch, not a map: a package-level map is built at init, in
// every hook process.
func writeSpecFor(name string) (spec writeSpec, ok bool) {
	switch name {
	case "tee", "rm", "rmdir", "unlink":
		return writeSpec{files: all}, true
	case "shred":
		return writeSpec{values: "nsu", longValues: []string{"--iterations", "--size", "--random-source"}, files: all}, true
	case "touch":
		return writeSpec{values: "dtr", longValues: []string{"--date", "--reference", "--time"}, files: all}, true
	case "truncate":
		return writeSpec{values: "sr", longValues: []string{"--size", "--reference"}, files: all}, true
	case "mkdir":
		return writeSpec{values: "m", longValues: []string{"--mode", "--context"}, files: all}, true
	case "chmod", "chgrp":
		return writeSpec{longValues: []string{"--reference"}, files: afterMode}, true
	case "chown":
		return writeSpec{longValues: []string{"--reference", "--from"}, files: afterMode}, true
	case "cp":
		return writeSpec{values: "tS", longValues: []string{"--target-directory", "--suffix", "--backup", "--sparse", "--reflink", "--preserve", "--no-preserve"}, files: destination}, true
	case "install":
		return writeSpec{values: "tSgmo", flags: "d", longValues: []string{"--target-directory", "--suffix", "--group", "--mode", "--owner", "--strip-program"}, files: installed}, true
	case "ln":
		return writeSpec{values: "tS", longValues: []string{"--target-directory", "--suffix"}, files: destination}, true
	case "mv":
		return writeSpec{values: "tS", longValues: []string{"--target-directory", "--suffix"}, files: all}, true
	case "rsync":
		return writeSpec{values: "efT", longValues: []string{"--rsh", "--filter", "--exclude", "--include", "--temp-dir", "--rsync-path"}, files: destination}, true
	case "sort":
		return writeSpec{values: "kotST", longValues: []string{"--key", "--output", "--field-separator", "--buffer-size", "--temporary-directory", "--parallel", "--files0-from", "--compress-program", "--sort", "--random-source", "--batch-size"}, files: output}, true
	case "shuf":
		return writeSpec{values: "inoe", longValues: []string{"--input-range", "--head-count", "--output", "--random-source"}, files: output}, true
	case "base64":
		return writeSpec{values: "wo", longValues: []string{"--wrap", "--output"}, files: output}, true
	case "tree":
		return writeSpec{values: "oLPIH", longValues: []string{"--filelimit", "--timefmt", "--sort", "--charset"}, files: output}, true
	case "uniq":
		return writeSpec{values: "fsw", longValues: []string{"--skip-fields", "--skip-chars", "--check-chars", "--group", "--all-repeated"}, files: secondOperand}, true
	}
	return writeSpec{}, false
}

// modeledWriter reports whether the model knows which files a command
// writes.
func modeledWriter(args []arg) bool {
	args = unwrap(args)
	if len(args) == 0 || args[0].dynamic {
		return false
	}
	name := programName(args[0].lit)
	switch name {
	case "sort":
		// --compress-program runs a program.
		for _, a := range args[1:] {
			if longOpt(a.lit, "--compress-program") || a.mayBeOption() {
				return false
			}
		}
		return true
	case "sed", "gsed":
		// Complete only when the script writes nothing itself (w, W,
		// s///w) and runs nothing (e): the verdict without -i is clean.
		s := scanSed(args)
		return s.printerReason() == ""
	case "rsync", "perl":
		// rsync -e runs a shell, --remove-source-files deletes; perl -pi
		// runs a script that may write anything.
		return false
	case "dd":
		return true
	}
	_, ok := writeSpecFor(name)
	return ok
}

// commandWrites records the files a simple command writes.
func (w *walker) commandWrites(all []arg, node syntax.Node) {
	args := unwrap(all)
	if len(args) == 0 || args[0].dynamic {
		return
	}
	name := programName(args[0].lit)
	add := func(a arg, how string) {
		if a.word == nil {
			w.addWritePath(w.st, a.lit, !a.dynamic && !a.glob, node, how)
			return
		}
		w.addWrite(w.st, a.word, node, how)
	}
	if spec, ok := writeSpecFor(name); ok {
		ops, opts := scanWriteOptions(args[1:], spec)
		for _, f := range spec.files(ops, opts) {
			if name == "tee" && !f.dynamic && harmlessTarget(f.lit) {
				continue
			}
			add(f, name)
		}
		return
	}
	switch name {
	case "dd":
		for _, a := range args[1:] {
			if strings.HasPrefix(a.lit, "of=") {
				b := withoutPrefix(a, 3)
				add(b, "dd of=")
			}
		}
	case "sed", "gsed":
		if s := scanSed(args); s.inPlace {
			for _, f := range s.files {
				add(f, "sed -i")
			}
		}
	case "perl":
		if files, ok := perlInPlaceFiles(args); ok {
			for _, f := range files {
				add(f, "perl -i")
			}
		}
	}
}

// scanWriteOptions splits words into operands and option values.
func scanWriteOptions(args []arg, spec writeSpec) ([]arg, map[string][]arg) {
	var ops []arg
	opts := map[string][]arg{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		s := a.lit
		switch {
		case a.is("--"):
			return append(ops, args[i+1:]...), opts
		case strings.HasPrefix(s, "--") && !a.dynamic:
			name, _, has := strings.Cut(s, "=")
			for _, l := range spec.longValues {
				if l == name {
					if has {
						opts[name] = append(opts[name], withoutPrefix(a, len(name)+1))
					} else if i+1 < len(args) {
						i++
						opts[name] = append(opts[name], args[i])
					}
				}
			}
		case len(s) > 1 && s[0] == '-' && !a.dynamic:
			for j := 1; j < len(s); j++ {
				if strings.IndexByte(spec.flags, s[j]) >= 0 {
					opts["-"+string(s[j])] = append(opts["-"+string(s[j])], a)
				}
				if strings.IndexByte(spec.values, s[j]) >= 0 {
					key := "-" + string(s[j])
					if j+1 < len(s) {
						opts[key] = append(opts[key], withoutPrefix(a, j+1))
					} else if i+1 < len(args) {
						i++
						opts[key] = append(opts[key], args[i])
					}
					break
				}
			}
		default:
			ops = append(ops, a)
		}
	}
	return ops, opts
}

// perlInPlaceFiles returns the files perl -i (-pi, -i.bak) edits.
func perlInPlaceFiles(args []arg) ([]arg, bool) {
	inPlace, haveScript := false, false
	var files []arg
	for i := 1; i < len(args); i++ {
		s := args[i].lit
		switch {
		case s == "--":
			files = append(files, args[i+1:]...)
			i = len(args)
		case strings.HasPrefix(s, "-") && len(s) > 1:
			for j := 1; j < len(s); j++ {
				if s[j] == 'i' {
					inPlace = true
					break
				}
				if s[j] == 'e' || s[j] == 'E' {
					haveScript = true
					if j+1 == len(s) {
						i++
					}
					break
				}
				if strings.IndexByte("IMmx0l", s[j]) >= 0 {
					break
				}
			}
		case !haveScript:
			haveScript = true // the script file
		default:
			files = append(files, args[i])
		}
	}
	return files, inPlace
}

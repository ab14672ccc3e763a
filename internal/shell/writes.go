package shell

import (
	"path"
	"strings"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

// Files a command writes, by program. Each program's options are a
// declared spec read by the one scanner (the same spec as its verdict
// where it has one: sort, shuf, base64, tree, uniq), so a value is never
// taken for a file operand; an option the spec does not know is taken for
// a flag, so its value counts as an operand (a write reported too many,
// never one too few).

type writeSpec struct {
	spec *optSpec
	// files picks the written files from the scanned words.
	files func(sc *scanned, sp *optSpec) []arg
}

// values returns the values of the options found that are one of the
// spellings.
func (sc *scanned) values(sp *optSpec, spellings ...string) []arg {
	var out []arg
	for k := range sc.opts {
		o := &sc.opts[k]
		if !o.hasVal {
			continue
		}
		for _, want := range spellings {
			if o.is(sp, want) {
				out = append(out, o.val)
				break
			}
		}
	}
	return out
}

func all(sc *scanned, _ *optSpec) []arg { return sc.operands }

func afterFirst(sc *scanned, _ *optSpec) []arg {
	if len(sc.operands) == 0 {
		return nil
	}
	return sc.operands[1:]
}

// destination is cp's, ln's and install's: -t DIR, else the last operand.
func destination(sc *scanned, sp *optSpec) []arg {
	if t := sc.values(sp, "-t", "--target-directory"); len(t) > 0 {
		return t
	}
	ops := sc.operands
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
func afterMode(sc *scanned, sp *optSpec) []arg {
	if len(sc.values(sp, "--reference")) > 0 {
		return sc.operands
	}
	return afterFirst(sc, sp)
}

// installed is install's: every operand with -d (directories), else the
// destination.
func installed(sc *scanned, sp *optSpec) []arg {
	if sc.has(sp, "-d", "--directory") != nil {
		return sc.operands
	}
	return destination(sc, sp)
}

func output(sc *scanned, sp *optSpec) []arg {
	return sc.values(sp, "-o", "--output")
}

// secondOperand is uniq's: its output file.
func secondOperand(sc *scanned, _ *optSpec) []arg {
	if len(sc.operands) < 2 {
		return nil
	}
	return sc.operands[1:2]
}

// writeSpecFor gives the write model of a program (ok false when it has
// none).
func writeSpecFor(name string) (spec writeSpec, ok bool) {
	switch name {
	case "tee":
		return writeSpec{&specTee, all}, true
	case "rm", "rmdir", "unlink":
		return writeSpec{&specNoOptions, all}, true
	case "shred":
		return writeSpec{&specShred, all}, true
	case "touch":
		return writeSpec{&specTouch, all}, true
	case "truncate":
		return writeSpec{&specTruncate, all}, true
	case "mkdir":
		return writeSpec{&specMkdir, all}, true
	case "chmod", "chgrp":
		return writeSpec{&specChmod, afterMode}, true
	case "chown":
		return writeSpec{&specChown, afterMode}, true
	case "cp":
		return writeSpec{&specCp, destination}, true
	case "install":
		return writeSpec{&specInstall, installed}, true
	case "ln":
		return writeSpec{&specLn, destination}, true
	case "mv":
		return writeSpec{&specLn, all}, true
	case "rsync":
		return writeSpec{&specRsync, destination}, true
	case "sort":
		return writeSpec{&specSort, output}, true
	case "shuf":
		return writeSpec{&specShuf, output}, true
	case "base64":
		return writeSpec{&specBase64, output}, true
	case "tree":
		return writeSpec{&specTree, output}, true
	case "uniq":
		return writeSpec{&specUniq, secondOperand}, true
	}
	return writeSpec{}, false
}

var (
	specNoOptions = optSpec{}
	specShred     = optSpec{values: "nsu", longValues: []string{"--iterations", "--size", "--random-source"}}
	specTouch     = optSpec{values: "dtr", longValues: []string{"--date", "--reference", "--time"}}
	specTruncate  = optSpec{values: "sr", longValues: []string{"--size", "--reference"}}
	specMkdir     = optSpec{values: "m", longValues: []string{"--mode", "--context"}}
	specChmod     = optSpec{longValues: []string{"--reference"}}
	specChown     = optSpec{longValues: []string{"--reference", "--from"}}
	specCp        = optSpec{values: "tS", longValues: []string{"--target-directory", "--suffix", "--backup", "--sparse", "--reflink", "--preserve", "--no-preserve"}}
	specInstall   = optSpec{values: "tSgmo", switches: "d", longValues: []string{"--target-directory", "--suffix", "--group", "--mode", "--owner", "--strip-program"}, longSwitches: []string{"--directory"}}
	specLn        = optSpec{values: "tS", longValues: []string{"--target-directory", "--suffix"}}
	specRsync     = optSpec{values: "efT", longValues: []string{"--rsh", "--filter", "--exclude", "--include", "--temp-dir", "--rsync-path"}}
)

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
		sc := scanArgs(args[1:], spec.spec)
		files := spec.files(&sc, spec.spec)
		if d := sc.dynamic; d != nil && !sc.dynamicIsOperand() {
			// -r$x: the run-time part may hold more words, files among
			// them.
			files = append(files, *d)
		}
		for _, f := range files {
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
		s := scanSed(args)
		if d := s.sc.dynamic; d != nil {
			// sed $(cat f) s/a/b/ x or sed -i -e $s x: the run-time
			// words may hold -i, more files, or a w command's file.
			add(*d, "sed")
		}
		for _, script := range s.scripts {
			if script.dynamic {
				add(script, "sed") // a w command can name any file
			}
		}
		if s.inPlace {
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

// perlInPlaceFiles returns the files perl -i (-pi, -i.bak) edits. A
// run-time word where perl reads options, code or the script (perl
// -pi -e $(cat f) notes.txt, perl -p$x ...) may hold -i and more file
// names: it is returned as a file, and perl taken as editing in place.
func perlInPlaceFiles(args []arg) ([]arg, bool) {
	inPlace, haveScript := false, false
	var files []arg
	hidden := func(a arg) bool {
		if a.split || a.glob || a.mayBeOption() || a.dynamic && strings.HasPrefix(a.lit, "-") {
			files = append(files, a)
			inPlace = true
			return true
		}
		return false
	}
	for i := 1; i < len(args); i++ {
		s := args[i].lit
		switch {
		case s == "--" && !args[i].dynamic:
			files = append(files, args[i+1:]...)
			i = len(args)
		case strings.HasPrefix(s, "-") && len(s) > 1 || args[i].mayBeOption():
			if hidden(args[i]) {
				continue
			}
			for j := 1; j < len(s); j++ {
				if s[j] == 'i' {
					inPlace = true
					break
				}
				if s[j] == 'e' || s[j] == 'E' {
					haveScript = true
					if j+1 == len(s) {
						i++
						if i < len(args) {
							hidden(args[i])
						}
					}
					break
				}
				if strings.IndexByte("IMmx0l", s[j]) >= 0 {
					break
				}
			}
		case !haveScript:
			haveScript = true // the script file
			hidden(args[i])
		default:
			files = append(files, args[i])
		}
	}
	return files, inPlace
}

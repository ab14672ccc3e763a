package shell

import "strings"

// Media and document inspectors: exiftool (metadata of images, audio,
// video and documents), mediainfo, qpdf's inspection options, and an
// honest refusal of ImageMagick's identify. Each was run in a throw-away
// HOME, TMPDIR and working directory in the shapes allowed here, and
// wrote nothing.

// mediaReason explains the media and document inspectors (ok false for
// any other program).
func mediaReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "exiftool":
		return exiftoolReason(args), true
	case "mediainfo":
		return mediainfoReason(args), true
	case "qpdf":
		return qpdfReason(args), true
	case "identify", "magick":
		if name == "identify" && len(args) == 2 && (args[1].is("-version") || args[1].is("--version")) {
			return "", true
		}
		return "`" + name + "` (ImageMagick) hands PostScript, PDF, SVG and other formats, chosen by the file's content, to delegate programs; use exiftool or file to read an image's properties", true
	}
	return "", false
}

// exiftoolReadOption reports an exiftool option (lower-cased, without
// its dash) that takes no value and only chooses what to read and how to
// print it. exiftool compares most option names without case: -G and -g
// differ only by what follows, and -P, -D, -F, -H, -L, -S, -T, -X are
// their own options, compared as written (raw).
func exiftoolReadOption(o, raw string) bool {
	switch raw {
	case "D", "E", "H", "L", "P", "S", "T", "X", "e", "-e", "f", "h", "l", "t":
		return true
	}
	if raw[0] == 'F' && digitsColons(strings.TrimLeft(raw[1:], "+-")) {
		return true // -F, -F12: the base offset of maker notes
	}
	switch o {
	case "a", "-a", "duplicates", "-duplicates", "args", "argformat", "b", "-b", "binary", "-binary", "composite",
		"decimal", "ex", "ec", "escapehtml", "escapexml", "escapec", "forceprint", "hex", "htmlformat", "j", "json",
		"k", "pause", "long", "latin", "list_dir", "m", "ignoreminorerrors", "n", "-n", "printconv", "-printconv",
		"php", "q", "quiet", "r", "recurse", "r.", "recurse.", "short", "veryshort", "scanforxmp", "sort", "-sort",
		"struct", "-struct", "tab", "table", "u", "unknown", "unknown2", "xmlformat", "z", "zip", "csv", "ver",
		"nop", "preserve", "list", "listw", "listf", "listr", "listd", "listx", "listwf", "listgeo":
		return true
	}
	if len(o) > 0 && (o[0] == 's' || o[0] == 'v' || o[0] == 'g') && digitsColons(o[1:]) {
		return true // -s2, -v3, -g1, -G0:1
	}
	for _, p := range []string{"listg", "ee", "extractembedded", "fast", "htmldump", "verbose", "fixbase", "groupheadings", "groupnames", "short"} {
		if rest, ok := strings.CutPrefix(o, p); ok && digitsColons(strings.TrimLeft(rest, "+-")) {
			return true
		}
	}
	return o == "progress" || strings.HasPrefix(o, "progress:") || strings.HasPrefix(o, "progress") && digitsColons(o[len("progress"):])
}

func digitsColons(s string) bool {
	for i := 0; i < len(s); i++ {
		if (s[i] < '0' || s[i] > '9') && s[i] != ':' {
			return false
		}
	}
	return true
}

// exiftoolValueOption reports an option that takes the next word as its
// value and only chooses what to read or how to print it.
func exiftoolValueOption(o, raw string) bool {
	if raw == "d" || raw == "x" {
		return true // -d FORMAT, -x TAG (-D, -X take none)
	}
	switch o {
	case "c", "coordformat", "csvdelim", "dateformat", "ext", "-ext", "ext+", "-ext+", "extension", "-extension", "extension+", "-extension+",
		"i", "ignore", "exclude", "password", "sep", "separator", "globaltimeshift", "listitem", "userparam", "fileorder",
		"echo", "echo1", "echo2", "echo3", "echo4":
		return true
	}
	return strings.HasPrefix(o, "fileorder") && digitsColons(o[len("fileorder"):])
}

// exiftoolTag reports a tag name to print (-Model, -EXIF:all, -GPS*,
// --ICC_Profile:all, -Orientation#), as exiftool's own check reads one;
// a word with =, < or > writes a tag or copies one.
func exiftoolTag(s string) bool {
	s = strings.TrimSuffix(strings.TrimPrefix(s, "-"), "#")
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("_-*?:", c) >= 0) {
			return false
		}
	}
	return true
}

// exiftoolWriter reports an option (lower-cased) that writes files,
// reads options or code from a file, or evaluates Perl: the words
// exiftool reads as these options before it would read them as tags.
func exiftoolWriter(o string) string {
	switch {
	case o == "o" || o == "out":
		return "writes a new file"
	case strings.HasPrefix(o, "w") && strings.Trim(o[1:], "!+") == "", strings.HasPrefix(o, "textout"), strings.HasPrefix(o, "tagout"),
		o == "wext", o == "-wext":
		return "writes the output to files"
	case strings.HasPrefix(o, "overwrite_original"), strings.HasPrefix(o, "delete_original"), o == "restore_original":
		return "rewrites or deletes the original files"
	case strings.Contains(o, "tagsfromfile"), o == "geotag", o == "srcfile":
		return "writes tags into the files"
	case strings.HasPrefix(o, "efile"):
		return "writes the names of failed files to a file"
	case o == "config", o == "use", o == "require":
		return "loads Perl code"
	case o == "api":
		return "sets API options, among them a Perl filter"
	case o == "if" || strings.HasPrefix(o, "if") && digitsColons(o[2:]), o == "p", o == "printformat":
		return "evaluates Perl expressions (and -p reads its format from a file of that name when one exists)"
	case o == "stay_open", strings.HasPrefix(o, "@"):
		return "reads more arguments from a file"
	case o == "wm", o == "writemode", o == "diff", o == "plot", o == "lang", o == "charset", strings.HasPrefix(o, "execute"), o == "common_args":
		return "is an option the model does not allow here"
	}
	return ""
}

// exiftoolReason allows exiftool printing metadata: options that choose
// what and how to print, tag names to print, and at least one file (or a
// listing option: without files and tags exiftool shows its help through
// perldoc and a pager). Refused: tag assignments and copies (=, <, >),
// the options that write files (-o, -w, -W, -overwrite_original,
// -tagsFromFile, -geotag, -efile), -if, -p and -api (Perl), -config and
// -use (Perl modules), -@ and -stay_open (more arguments from a file).
// exiftool reads ~/.ExifTool_config, a user-level file like ~/.gitconfig,
// and nothing from the working directory.
func exiftoolReason(args []arg) string {
	files, tags, helped := 0, 0, false
	endOfOpts := false
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() && !endOfOpts {
			return nonLiteralReason("exiftool", a)
		}
		s := a.lit
		raw, isOpt := strings.CutPrefix(s, "-")
		if !isOpt {
			raw, isOpt = strings.CutPrefix(s, "\u2212") // exiftool reads a Unicode minus as a dash
		}
		if a.dynamic && !endOfOpts {
			// Proven not to start with "-" is not enough: exiftool
			// also reads a Unicode minus as a dash.
			return nonLiteralReason("exiftool", a)
		}
		if endOfOpts || !isOpt {
			files++
			continue
		}
		if raw == "-" {
			endOfOpts = true
			continue
		}
		if raw == "" {
			files++ // - reads standard input
			continue
		}
		o := strings.ToLower(raw)
		switch {
		case exiftoolValueOption(o, raw):
			i++
			if i < len(args) && args[i].split {
				return nonLiteralReason("exiftool", args[i])
			}
		case exiftoolReadOption(o, raw):
			if o == "ver" || strings.HasPrefix(o, "list") {
				helped = true
			}
		case exiftoolWriter(o) != "":
			return "`exiftool " + shorten(s) + "` " + exiftoolWriter(o)
		case strings.ContainsAny(raw, "=<>"):
			return "`exiftool " + shorten(s) + "` writes a tag into the files"
		case exiftoolTag(raw):
			tags++
		default:
			return "`exiftool " + shorten(s) + "` is an option the model does not know"
		}
	}
	if files == 0 && tags == 0 && !helped {
		return "`exiftool` without a file shows its help through perldoc and a pager"
	}
	return ""
}

// mediainfoReason allows mediainfo's printouts. MediaInfo reads an
// option's name without case and passes unknown ones to its library, so
// every option must be one declared here; --LogFile writes a file.
func mediainfoReason(args []arg) string {
	for _, a := range args[1:] {
		if a.mayBeOption() {
			return nonLiteralReason("mediainfo", a)
		}
		if !strings.HasPrefix(a.lit, "-") {
			continue
		}
		name, _, _ := strings.Cut(a.lit, "=")
		if a.dynamic && !strings.Contains(a.lit, "=") {
			return nonLiteralReason("mediainfo", a)
		}
		if strings.HasPrefix(name, "--") {
			name = strings.ToLower(name)
		}
		switch name {
		case "-f", "--full", "--output", "--inform", "--language", "--details", "--bom", "-h", "--help", "--help-output",
			"--help-anoption", "--version", "--info-parameters", "--inform_version", "--inform_timestamp":
		case "--logfile":
			return "`mediainfo --LogFile` writes a file"
		default:
			return "`mediainfo " + shorten(name) + "` is an option the model does not know (MediaInfo passes unknown options to its library)"
		}
	}
	return ""
}

// specQpdf declares qpdf's inspection options (exact names; no
// abbreviations). With any of them qpdf takes no output file.
var specQpdf = optSpec{strict: true, exact: true,
	longValues: []string{"--password", "--password-file", "--show-object", "--show-attachment", "--json-key",
		"--json-object", "--json-stream-data", "--decode-level", "--password-mode", "--keep-files-open",
		"--keep-files-open-threshold"},
	longOptional: []string{"--json"},
	longSwitches: []string{"--check", "--check-linearization", "--filtered-stream-data", "--is-encrypted",
		"--list-attachments", "--raw-stream-data", "--requires-password", "--show-encryption", "--show-encryption-key",
		"--show-linearization", "--show-npages", "--show-pages", "--show-xref", "--with-images", "--json-input",
		"--no-warn", "--warning-exit-0", "--verbose", "--suppress-recovery", "--ignore-xref-streams",
		"--suppress-password-recovery", "--help", "--version", "--copyright", "--json-help", "--test-json-schema",
		"--show-crypto", "--report-memory-usage"}}

// qpdfReason allows qpdf's inspection options on one input file: --check,
// --show-*, --json (to standard output) and the like. Refused: a second
// operand (the output file), --replace-input, --json-stream-data=file
// (writes the streams to files), @file (arguments from a file).
func qpdfReason(args []arg) string {
	sp := &specQpdf
	sc := scanArgs(args[1:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason("qpdf", *sc.dynamic)
	}
	if sc.unknown != "" {
		return "`qpdf " + shorten(sc.unknown) + "` is not an inspection option (qpdf writes an output file unless it inspects), or one the model does not know"
	}
	for _, a := range sc.operands {
		if strings.HasPrefix(a.lit, "@") {
			return "`qpdf " + shorten(a.lit) + "` reads more arguments from a file"
		}
	}
	if o := sc.has(sp, "--json-stream-data"); o != nil && !o.val.is("none") && !o.val.is("inline") {
		return "`qpdf --json-stream-data` other than none or inline writes the streams to files"
	}
	if len(sc.opts) == 0 {
		return "`qpdf` without an inspection option writes an output file"
	}
	if len(sc.operands) > 1 {
		return "`qpdf` with a second file writes it"
	}
	return ""
}

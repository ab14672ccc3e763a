package shell

import "strings"

// Media and document inspectors: exiftool (metadata of images, audio,
// video and documents), mediainfo, qpdf's inspection options, ffmpeg -i,
// poppler's and MuPDF's listings, exiv2, the FLAC, Matroska, ID3, Ogg,
// PNG, JPEG, GIF and WebP checkers, tidy, and an honest refusal of
// ImageMagick's identify. Each that Debian packages was run in a
// throw-away HOME, TMPDIR and working directory in the shapes allowed
// here, and wrote nothing.

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
	case "ffmpeg":
		return ffmpegReason(args), true
	case "pqrs", "parquet-tools":
		return parquetReason(name, args), true
	case "mdcat":
		return specReason(name, args, &specMdcat), true
	case "pdfgrep":
		return specReason(name, args, &specPdfgrep), true
	case "catdoc", "catppt", "xls2csv":
		return specReason(name, args, &specCatdoc), true
	case "antiword":
		return specReason(name, args, &specAntiword), true
	case "odt2txt", "ods2txt", "odp2txt", "sxw2txt":
		return specReason(name, args, &specOdt2txt), true
	case "docx2txt", "docx2txt.pl":
		return "`" + name + "` runs ./docx2txt.config as Perl (its do 'docx2txt.config') and writes FILE.txt unless its output is -", true
	case "mdless":
		return "`mdless` runs a pager ($MDCAT_PAGER, $PAGER or less); use mdcat", true
	case "glow":
		if len(args) == 2 && (args[1].is("--version") || args[1].is("-v") || args[1].is("--help") || args[1].is("-h")) {
			return "", true
		}
		return "`glow` appends to its log, ~/.cache/glow/glow.log, on every run (glow's setupLog opens it before anything else); use cat or bat", true
	case "sqlite-utils":
		if len(args) == 2 && (args[1].is("--version") || args[1].is("--help")) {
			return "", true
		}
		return "`sqlite-utils` opens the database for writing (SQLite may leave -wal and -shm files, and its commands and SQL can change it); use sqlite3 -readonly", true
	case "identify", "magick":
		if name == "identify" && len(args) == 2 && (args[1].is("-version") || args[1].is("--version")) {
			return "", true
		}
		return "`" + name + "` (ImageMagick) hands PostScript, PDF, SVG and other formats, chosen by the file's content, to delegate programs; use exiftool or file to read an image's properties", true
	}
	return inspectorReason(name, args)
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
			if r := valueWordsReason("exiftool", args, i); r != "" {
				return r
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
		if strings.HasPrefix(a.lit, "-") && a.lit != "-" {
			return "`qpdf " + shorten(a.lit) + "` after -- is read as an option by qpdf, or is an operand the model does not know"
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

// The smaller inspectors: each prints what a file holds in the shapes
// allowed here, and its other modes (extract, tag, repair, convert) are
// refused by a strict spec or a required mode option.
var (
	// specPdfimages: without -list it writes the images to files.
	specPdfimages = optSpec{strict: true, singleDash: true,
		longValues:   []string{"-f", "-l", "-opw", "-upw"},
		longSwitches: []string{"-list", "-p", "-q", "-v", "-h", "-help", "--help", "-?", "-png", "-tiff", "-j", "-jp2", "-jbig2", "-ccitt", "-all", "-print-filenames"}}
	// specPdfsig: verifying reads the signatures (NSS opens the user's
	// database read-only); -dump writes them into the working directory,
	// -add-signature and -sign write the signed copy (the second
	// operand), -nssdir names a database whose module list loads shared
	// libraries.
	specPdfsig = optSpec{strict: true, singleDash: true, maxOperands: 1, operandWhy: "with a second file writes a signed copy",
		longValues:   []string{"-nss-pwd", "-opw", "-upw"},
		longSwitches: []string{"-nocert", "-no-ocsp", "-aia", "-list-nicks", "-v", "-h", "-help", "-?"},
		deny: []denied{{[]string{"-dump"}, "writes the signatures into the working directory"},
			{[]string{"-add-signature", "-sign"}, "writes a signed copy"},
			{[]string{"-nssdir"}, "opens an NSS database whose module list loads shared libraries"}}}
	// specPdfdetach: -save, -savefile, -saveall and -o write files.
	specPdfdetach = optSpec{strict: true, singleDash: true,
		longValues:   []string{"-enc", "-opw", "-upw"},
		longSwitches: []string{"-list", "-v", "-h", "-help", "--help", "-?"}}
	// specMutoolShow: -o writes the output to a file.
	specMutoolShow = optSpec{strict: true, complete: true, values: "p", switches: "ebg"}
	// specMutoolInfo lists fonts, images, dimensions and resources.
	specMutoolInfo = optSpec{strict: true, complete: true, values: "p", switches: "FIMPSX"}
	// specExiv2: the print action's options; the rest extract, insert,
	// modify, rename or delete.
	specExiv2 = optSpec{strict: true, complete: true, values: "QgKnpP", switches: "hVvqbuk"}
	// specMetaflac: the listing and --show-* options; every other option
	// edits the file or writes one.
	specMetaflac = optSpec{strict: true, exact: true,
		longValues: []string{"--block-number", "--block-type", "--except-block-type", "--application-data-format",
			"--data-format", "--show-tag", "--export-tags-to", "--export-cuesheet-to", "--export-picture-to"},
		longSwitches: []string{"--list", "--show-md5sum", "--show-min-blocksize", "--show-max-blocksize",
			"--show-min-framesize", "--show-max-framesize", "--show-sample-rate", "--show-channels", "--show-bps",
			"--show-total-samples", "--show-vendor-tag", "--show-all-tags", "--with-filename", "--no-filename",
			"--no-utf8-convert", "--help", "--version"}}
	// specFlacTest: flac -t decodes without writing; every other mode
	// writes a file (-a writes an .ana file).
	specFlacTest = optSpec{strict: true, exact: true, switches: "tsw",
		longSwitches: []string{"--test", "--silent", "--totally-silent", "--warnings-as-errors", "--help", "--version"}}
	// specID3v2 lists tags; every other option sets or deletes them.
	specID3v2 = optSpec{strict: true, exact: true, switches: "hfLvlR",
		longSwitches: []string{"--help", "--list-frames", "--list-genres", "--version", "--list", "--list-rfc822"}}
	// specSoxi: soxi and sox --info print a file's header.
	specSoxi = optSpec{strict: true, complete: true, switches: "VtrcsdDbBpeaT"}
	// specMkvinfo: -r writes its output to a file, -g opens the GUI.
	specMkvinfo = optSpec{strict: true, exact: true, switches: "acCoPpstxXzvqhV",
		longValues: []string{"--ui-language", "--command-line-charset", "--output-charset"},
		longSwitches: []string{"--all", "--checksum", "--check-mode", "--continue", "--positions", "--hex-positions",
			"--summary", "--track-info", "--hexdump", "--full-hexdump", "--size", "--verbose", "--quiet",
			"--abort-on-warnings", "--help", "--version"}}
	// specMkvmergeID: mkvmerge identifies with -i or -J; otherwise it
	// writes the file -o names.
	specMkvmergeID = optSpec{strict: true, exact: true, values: "F", switches: "iJhV",
		longValues:   []string{"--identification-format", "--ui-language", "--command-line-charset", "--output-charset"},
		longSwitches: []string{"--identify", "--help", "--version"}}
	// specJpeginfo: -d deletes the files with errors.
	specJpeginfo = optSpec{strict: true, complete: true, values: "fm", switches: "25cCHhijlqsvV",
		longValues:   []string{"--file", "--mode"},
		longSwitches: []string{"--sha256", "--sha512", "--md5", "--check", "--comments", "--header", "--help", "--info", "--json", "--lsstyle", "--quiet", "--csv", "--verbose", "--version", "--stdin", "--delete"},
		deny:         []denied{{[]string{"-d", "--delete"}, "deletes the files with errors"}}}
	// specPngcheck: -x extracts the PNGs it finds into files.
	specPngcheck = optSpec{strict: true, complete: true, switches: "7cpqstvwfh",
		deny: []denied{{[]string{"-x"}, "extracts the PNGs it finds into files"}}}
	// specGifsicleInfo: with --info gifsicle prints instead of writing a
	// GIF; -o writes the description to a file, -b rewrites the inputs.
	specGifsicleInfo = optSpec{strict: true, exact: true, switches: "Iwh",
		longSwitches: []string{"--info", "--color-info", "--cinfo", "--extension-info", "--xinfo", "--size-info", "--sinfo", "--no-warnings", "--help", "--version"}}
	// specWebpinfo prints a WebP file's chunks.
	specWebpinfo = optSpec{strict: true, singleDash: true,
		longSwitches: []string{"-quiet", "-diag", "-summary", "-bitstream_info", "-version", "-h", "-help"}}
	// specOgginfo: ogginfo and opusinfo print a stream's headers.
	specOgginfo = optSpec{strict: true, complete: true, switches: "qvhV"}
)

// inspectorReason explains the smaller inspectors (ok false for any other
// program).
func inspectorReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "pdfimages":
		return requireOne(name, args, &specPdfimages, "without -list writes the images to files", "-list"), true
	case "pdfsig":
		return specReason(name, args, &specPdfsig), true
	case "pdfdetach":
		return requireOne(name, args, &specPdfdetach, "without -list writes the embedded files", "-list"), true
	case "mutool":
		return mutoolReason(args), true
	case "exiv2":
		return exiv2Reason(args), true
	case "metaflac":
		return metaflacReason(args), true
	case "flac":
		return requireOne(name, args, &specFlacTest, "writes a file unless it tests (flac -t)", "-t", "--test", "--help", "--version"), true
	case "id3v2":
		return requireOne(name, args, &specID3v2, "sets or deletes tags unless it lists (-l, -R)", "-l", "--list", "-R", "--list-rfc822", "-f", "--list-frames", "-L", "--list-genres", "-h", "--help", "-v", "--version"), true
	case "soxi":
		return specReason(name, args, &specSoxi), true
	case "sox":
		if len(args) > 1 && (args[1].is("--i") || args[1].is("--info")) {
			return specReason(name, args[1:], &specSoxi), true
		}
		if len(args) == 2 && (args[1].is("--version") || args[1].is("--help") || args[1].is("-h")) {
			return "", true
		}
		return "`sox` writes its output file (sox --i and soxi read a header)", true
	case "mkvinfo", "mkvmerge":
		for _, a := range args[1:] {
			if strings.HasPrefix(a.lit, "@") {
				return "`" + name + " " + shorten(a.lit) + "` reads more options from a file", true
			}
		}
		if name == "mkvinfo" {
			return specReason(name, args, &specMkvinfo), true
		}
		return requireOne(name, args, &specMkvmergeID, "writes the file -o names unless it identifies (-i, -J)", "-i", "--identify", "-J", "-h", "--help", "-V", "--version"), true
	case "jpeginfo":
		return specReason(name, args, &specJpeginfo), true
	case "pngcheck":
		return specReason(name, args, &specPngcheck), true
	case "gifsicle":
		return requireOne(name, args, &specGifsicleInfo, "writes a GIF unless it prints information (--info)", "-I", "--info", "--color-info", "--cinfo", "--extension-info", "--xinfo", "--size-info", "--sinfo", "--help", "--version"), true
	case "webpinfo":
		return specReason(name, args, &specWebpinfo), true
	case "ogginfo", "opusinfo":
		return specReason(name, args, &specOgginfo), true
	case "tidy":
		return tidyReason(args), true
	}
	return "", false
}

// mutoolReason allows mutool info and mutool show (without -o); its
// other tools convert, clean, merge, sign or run JavaScript.
func mutoolReason(args []arg) string {
	if len(args) < 2 || args[1].dynamic {
		return "`mutool` without a literal tool is not one the model knows"
	}
	switch args[1].lit {
	case "info":
		return specReason("mutool info", args[1:], &specMutoolInfo)
	case "show":
		return specReason("mutool show", args[1:], &specMutoolShow)
	case "-v":
		if len(args) == 2 {
			return ""
		}
	}
	return "`mutool " + shorten(args[1].lit) + "` writes files or runs JavaScript (mutool info and show read)"
}

// exiv2Reason allows exiv2's print action (the default): the first
// operand may name it; any other action word writes.
func exiv2Reason(args []arg) string {
	sc := scanArgs(args[1:], &specExiv2)
	if r := sc.verdict("exiv2", &specExiv2); r != "" {
		return r + " (exiv2 prints with pr, -p and -P; its other options extract, insert or modify)"
	}
	if len(sc.operands) == 0 {
		return ""
	}
	first := sc.operands[0]
	if first.dynamic {
		return "`exiv2` has a first operand only known at run time, which may be an action that writes: `" + printNode(first.word) + "`"
	}
	switch first.lit {
	case "ad", "adjust", "rm", "delete", "in", "insert", "ex", "extract", "mv", "rename", "mo", "modify", "fi", "fixiso", "fc", "fixcom":
		return "`exiv2 " + first.lit + "` changes or writes files (exiv2 pr prints)"
	}
	return ""
}

// metaflacReason allows metaflac's listings, with --export-*-to only to
// standard output (-).
func metaflacReason(args []arg) string {
	sp := &specMetaflac
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("metaflac", sp); r != "" {
		return r + " (metaflac's options other than --list and --show-* edit the file)"
	}
	if o := sc.has(sp, "--export-tags-to", "--export-cuesheet-to", "--export-picture-to"); o != nil && !o.val.is("-") {
		return "`metaflac " + o.name + "` writes a file (- prints)"
	}
	return ""
}

// ffmpegInfo reports ffmpeg's options that print a list or help and
// exit.
func ffmpegInfo(s string) bool {
	switch s {
	case "-version", "-buildconf", "-formats", "-muxers", "-demuxers", "-devices", "-codecs", "-decoders", "-encoders",
		"-bsfs", "-protocols", "-filters", "-pix_fmts", "-layouts", "-sample_fmts", "-dispositions", "-colors", "-hwaccels",
		"-L", "-h", "-?", "-help", "--help":
		return true
	}
	return false
}

// ffmpegValue reports ffmpeg's options, allowed here, that take the next
// word as their value: inputs, where to start and stop, which streams,
// and how much to log.
func ffmpegValue(s string) bool {
	switch s {
	case "-i", "-loglevel", "-v", "-t", "-ss", "-sseof", "-to", "-map", "-frames:v", "-frames:a", "-frames", "-vframes",
		"-aframes", "-threads", "-probesize", "-analyzeduration", "-c", "-c:v", "-c:a", "-codec", "-codec:v", "-codec:a",
		"-vcodec", "-acodec", "-f", "-hwaccel", "-fflags", "-err_detect":
		return true
	}
	return false
}

// ffmpegReason allows ffmpeg inspecting its inputs: -i FILE alone (it
// prints the streams, then fails for want of an output), its -formats,
// -codecs, ... listings, and a decode into the null muxer (-f null -).
// Every option must be one declared here: the others write files
// (-report, -vstats, -progress, -sdp_file, -dump_attachment, -passlogfile,
// every muxer but null), or name filters, some of which write (-vf, -af,
// -filter_complex, and the lavfi input device). The only output allowed
// is - or /dev/null through -f null.
func ffmpegReason(args []arg) string {
	nullOut := false
	var outputs []arg
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() || a.dynamic && strings.HasPrefix(a.lit, "-") {
			return nonLiteralReason("ffmpeg", a)
		}
		s := a.lit
		switch {
		case s == "-" || !strings.HasPrefix(s, "-"):
			outputs = append(outputs, a)
		case ffmpegInfo(s):
			if s == "-h" || s == "-?" || s == "-help" || s == "--help" {
				// -h takes an optional topic (-h full, -h encoder=x).
				if i+1 < len(args) && !args[i+1].mayBeOption() && !strings.HasPrefix(args[i+1].lit, "-") {
					i++
				}
			}
		case ffmpegValue(s):
			if i+1 >= len(args) {
				return ""
			}
			i++
			v := args[i]
			if v.split || v.glob {
				// ffmpeg -t $d with d='1 -report' writes a report; a
				// pattern adds file names the same way.
				return nonLiteralReason("ffmpeg", v)
			}
			if s == "-f" {
				if !v.is("null") {
					return "`ffmpeg -f " + shorten(v.lit) + "` chooses a format other than null (muxers write files, the lavfi device runs filters)"
				}
				nullOut = true
			}
			if (s == "-i" || s == "-f") && v.dynamic {
				return nonLiteralReason("ffmpeg", v)
			}
		case s == "-hide_banner", s == "-nostdin", s == "-nostats", s == "-stats", s == "-an", s == "-vn", s == "-sn",
			s == "-dn", s == "-benchmark", s == "-xerror", s == "-copyts", s == "-re", s == "-ignore_unknown", s == "-y", s == "-n":
		default:
			return "`ffmpeg " + shorten(s) + "` is not an option of an inspection (-report, -vstats and -progress write files, filters may write), or one the model does not know"
		}
	}
	for _, o := range outputs {
		if !nullOut || o.dynamic || !o.is("-") && !o.is("/dev/null") && !o.is("pipe:") && !o.is("pipe:1") {
			return "`ffmpeg` writes its output file `" + shorten(o.lit) + "` (ffmpeg -i FILE -f null - only decodes)"
		}
	}
	return ""
}

// specMdcat (clap) renders Markdown to standard output; -p runs a pager.
// Its source (args.rs, main.rs) writes no file: it logs only to standard
// error, and sends images to the terminal inline.
var specMdcat = optSpec{strict: true, complete: true, exact: true, switches: "nclhV",
	longValues: []string{"--columns"},
	longSwitches: []string{"--no-pager", "--no-colour", "--nocolour", "--no-color", "--nocolor", "--local", "--fail",
		"--detect-only", "--ansi-only", "--help", "--version"},
	deny: []denied{{[]string{"-p", "--paginate"}, "runs a pager ($MDCAT_PAGER, $PAGER or less)"}}}

// Document-to-text printers. pdfgrep --cache writes a cache under
// ~/.cache/pdfgrep; odt2txt --output writes a file; catdoc's, antiword's
// and the rest of their options only choose charsets and formats of
// what they print.
var (
	specPdfgrep = optSpec{strict: true, complete: true, values: "mAC", switches: "iPHhncpqrRVFeZ",
		longValues: []string{"--max-count", "--color", "--include", "--exclude", "--password", "--context", "--after-context",
			"--before-context", "--page-range", "--regexp"},
		longSwitches: []string{"--ignore-case", "--pcre", "--with-filename", "--no-filename", "--page-number", "--count",
			"--page-count", "--quiet", "--recursive", "--dereference-recursive", "--help", "--version", "--fixed-strings",
			"--only-matching", "--files-with-matches", "--files-without-match", "--null", "--match-prefix-separator", "--debug",
			"--warn-empty", "--unac"},
		deny: []denied{{[]string{"--cache"}, "writes a cache under ~/.cache/pdfgrep"}}}
	specCatdoc   = optSpec{strict: true, complete: true, values: "msdfc", switches: "vu8btawxlVgh"}
	specAntiword = optSpec{strict: true, complete: true, values: "apxmwi", switches: "ftLrsh"}
	specOdt2txt  = optSpec{strict: true, exact: true,
		longValues:   []string{"--encoding", "--width", "--subst", "--output"},
		longSwitches: []string{"--raw", "--version", "--help"},
		deny:         []denied{{[]string{"--output"}, "writes a file"}}}
)

// Parquet inspectors. pqrs (Rust) and parquet-tools (the Python package;
// the Java one of parquet-mr takes the same read commands) print a
// file's schema, metadata or rows; pqrs merge and parquet-tools merge and
// split write files.
var (
	// specPqrs declares pqrs's options for its read commands (clap).
	specPqrs = optSpec{strict: true, complete: true, exact: true, values: "n", switches: "jcdhVpu",
		longValues:   []string{"--records"},
		longSwitches: []string{"--json", "--csv", "--csv-data-only", "--no-header", "--detailed", "--debug", "--help", "--version", "--pretty", "--compressed", "--uncompressed", "--random"}}
	// specParquetTools declares the options of parquet-tools' read
	// commands, both implementations' (-o is --originalType to the Java
	// schema command and an output file elsewhere: refused).
	specParquetTools = optSpec{strict: true, exact: true, values: "cnf",
		longValues:   []string{"--columns", "--column", "--head", "--records", "--format", "--awsprofile", "--endpoint-url"},
		longSwitches: []string{"--detail", "--json", "--debug", "--no-color", "--help", "--detailed", "--pretty", "--disable-data", "--disable-meta", "--disable-crop"},
		switches:     "jdhpmD"}
)

// parquetReason allows the read commands of pqrs and parquet-tools.
func parquetReason(name string, args []arg) string {
	sp := &specPqrs
	read := func(cmd string) bool {
		switch cmd {
		case "cat", "head", "schema", "rowcount", "size", "sample":
			return true
		}
		return false
	}
	if name == "parquet-tools" {
		sp = &specParquetTools
		read = func(cmd string) bool {
			switch cmd {
			case "show", "csv", "inspect", "schema", "meta", "head", "cat", "dump", "rowcount", "size":
				return true
			}
			return false
		}
	}
	if len(args) < 2 || args[1].dynamic {
		return "`" + name + "` without a literal command is not one the model knows"
	}
	cmd := args[1].lit
	if strings.HasPrefix(cmd, "-") {
		return specReason(name, args, sp) // --help, --version
	}
	if !read(cmd) {
		return "`" + name + " " + shorten(cmd) + "` writes files or is a command the model does not know"
	}
	return specReason(name+" "+cmd, args[1:], sp)
}

// tidySwitch reports tidy's options (compared without case) that take no
// value and only choose how to clean or report the page, which tidy
// prints to standard output.
func tidySwitch(s string) bool {
	switch s {
	case "-q", "-quiet", "-e", "-errors", "-i", "-indent", "-u", "-upper", "-c", "-clean", "-b", "-bare",
		"-g", "-gdoc", "-n", "-numeric", "-xml", "-asxml", "-asxhtml", "-ashtml", "-raw", "-ascii", "-latin0", "-latin1",
		"-iso2022", "-utf8", "-mac", "-win1252", "-ibm858", "-utf16le", "-utf16be", "-utf16", "-big5", "-shiftjis",
		"-omit", "-h", "-help", "-?", "-v", "-version", "-help-config", "-show-config", "-help-env",
		"-export-config", "-export-default-config":
		return true
	}
	return false
}

// tidyReason allows tidy printing the cleaned page or its errors. tidy
// compares its options without case and takes -wrap's and -access's
// value only when it starts with a digit (tidy -w -m f.html rewrote
// f.html). Refused: -m/-modify (rewrites the files), -o and -f (write
// files), -config and the --name value settings (write-back among them),
// -language (its value is the next word, whatever it is).
func tidyReason(args []arg) string {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() || a.dynamic && strings.HasPrefix(a.lit, "-") {
			return nonLiteralReason("tidy", a)
		}
		s := strings.ToLower(a.lit)
		switch {
		case !strings.HasPrefix(s, "-") || s == "-":
		case s == "-wrap" || s == "-w" || s == "-access":
			if i+1 < len(args) && !args[i+1].dynamic && args[i+1].lit != "" && args[i+1].lit[0] >= '0' && args[i+1].lit[0] <= '9' {
				i++
			}
		case tidySwitch(s):
		default:
			return "`tidy " + shorten(a.lit) + "` is not an option of a printout (-m rewrites files, -o and -f write them, -config and --settings can turn on write-back), or one the model does not know"
		}
	}
	return ""
}

// ffprobeReason reads ffprobe by its spec and refuses -f lavfi: the
// lavfi device reads its "file" as a filter graph, and filters write
// files (ametadata=...:file=out.txt, signature=filename=...).
func ffprobeReason(args []arg) string {
	sc := scanArgs(args[1:], &specFfprobe)
	if r := sc.verdict("ffprobe", &specFfprobe); r != "" {
		return r
	}
	for k, a := range args[1 : len(args)-1] {
		if a.is("-f") || a.is("-format") {
			if v := args[k+2]; v.dynamic || strings.Contains(v.lit, "lavfi") {
				return "`ffprobe -f lavfi` reads a filter graph, and filters can write files (ametadata's file=)"
			}
		}
	}
	return ""
}

package shell

// Compressors asked to print: gzip -dc, xz -l, zstd -t. Without -c, -l or
// -t a compressor replaces its files; with them it writes only to
// standard output, except the options that name an output file.

// compressReason explains gzip and its kin, 7z and dos2unix (ok false for
// any other program).
func compressReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "gzip", "gunzip", "pigz", "unpigz", "bzip2", "bunzip2", "pbzip2", "lbzip2", "xz", "unxz", "lzma", "unlzma", "zstd", "unzstd", "lz4":
		return compressorReason(name, args), true
	case "brotli":
		return brotliReason(args), true
	case "lzop":
		return printingCompressor(name, args, &specLzop), true
	case "lzip", "plzip":
		return printingCompressor(name, args, &specLzip), true
	case "7z", "7za", "7zr", "7zz":
		return sevenZipReason(name, args), true
	case "dos2unix", "unix2dos", "mac2unix", "unix2mac":
		return dos2unixReason(name, args), true
	}
	return "", false
}

// specCompressor declares the compressors' options that name a file they
// write (zstd -o, --output-dir-flat, --trace), remove the input (--rm) or
// take a value; lz4 reads a second operand as its output file.
var specCompressor = optSpec{values: "oDSTpbM",
	longValues: []string{"--output-dir-flat", "--output-dir-mirror", "--trace", "--filelist", "--patch-from", "--memory", "--format", "--suffix", "--files", "--files0", "--threads", "--memlimit"},
	deny: []denied{
		{[]string{"-o"}, "writes the file it names"}, {[]string{"--output-dir-flat"}, "writes files"},
		{[]string{"--output-dir-mirror"}, "writes files"}, {[]string{"--trace"}, "writes a trace file"},
		{[]string{"--rm"}, "removes its input files"},
	}}

// compressorReason allows a compressor that prints: -c/--stdout (gzip
// -dc, xz -dc), -l/--list or -t/--test, or one that has no file operand
// (a filter from standard input to standard output).
func compressorReason(name string, args []arg) string {
	sp := &specCompressor
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	stdio := true // no file operand: standard input to standard output
	for _, a := range sc.operands {
		if !a.is("-") {
			stdio = false
		}
	}
	if !stdio && sc.has(sp, "-c", "--stdout", "--to-stdout", "-l", "--list", "-t", "--test") == nil {
		return "`" + name + "` without -c, -l or -t replaces its files"
	}
	if name == "lz4" && len(sc.operands) > 1 {
		return "`lz4` reads its second operand as the file it writes"
	}
	return ""
}

// sevenZipReason allows 7z's listing, test and hashes (l, t, h): every
// other command extracts, adds, updates or deletes.
func sevenZipReason(name string, args []arg) string {
	for _, a := range args[1:] {
		if a.mayBeOption() {
			return nonLiteralReason(name, a)
		}
		if len(a.lit) > 0 && a.lit[0] == '-' {
			continue
		}
		switch a.lit {
		case "l", "t", "h":
			return ""
		}
		return "`" + name + " " + shorten(a.lit) + "` writes archives or files"
	}
	return "`" + name + "` without a command is not a listing"
}

// specDos2unix: -i prints information, -O writes to standard output;
// every other mode converts files in place or into new files.
var specDos2unix = optSpec{values: "cnoD", longValues: []string{"--convmode", "--newfile", "--oldfile", "--add-bom"},
	deny: []denied{{[]string{"-n", "--newfile"}, "writes a new file"}, {[]string{"-o", "--oldfile"}, "converts files in place"}}}

func dos2unixReason(name string, args []arg) string {
	sp := &specDos2unix
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	if sc.has(sp, "-i", "--info", "-O", "--to-stdout") == nil {
		return "`" + name + "` converts files in place (-i reports, -O prints)"
	}
	return ""
}

// specBrotli declares brotli's options (its own parser: bundles of short
// options, long ones by their whole names). Without -c or -t it writes
// FILE.br (or the file -o names); -j removes its input.
var specBrotli = optSpec{strict: true, complete: true, exact: true, values: "oqwSD", switches: "0123456789cdfhjkntvVZ",
	longValues: []string{"--output", "--quality", "--lgwin", "--large_window", "--suffix", "--dictionary"},
	longSwitches: []string{"--stdout", "--decompress", "--force", "--help", "--rm", "--keep", "--no-copy-stat",
		"--test", "--verbose", "--version", "--best"},
	deny: []denied{{[]string{"-o", "--output"}, "writes the file it names"}, {[]string{"-j", "--rm"}, "removes its input files"}}}

// brotliReason allows brotli to standard output (-c, with or without -d),
// its test (-t), or as a filter with no file operand (checked on brotli
// 1.0.9: -c, -dc and -t write nothing).
func brotliReason(args []arg) string {
	sp := &specBrotli
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("brotli", sp); r != "" {
		return r
	}
	stdio := true
	for _, a := range sc.operands {
		if !a.is("-") {
			stdio = false
		}
	}
	if !stdio && sc.has(sp, "-c", "--stdout", "-t", "--test", "-h", "--help", "-V", "--version") == nil {
		return "`brotli` without -c or -t writes FILE.br (or the file it decompresses)"
	}
	return ""
}

// specLzop declares lzop's options that write elsewhere: -o FILE, -p DIR
// (-p alone is the working folder), -x (extracts as -dPp) and -U, which
// removes the input even with -c when -f is given (checked on lzop 1.04).
var specLzop = optSpec{values: "oS", optional: "p",
	longValues:   []string{"--output", "--suffix", "--filter"},
	longOptional: []string{"--path", "--ls"},
	deny: []denied{
		{[]string{"-o", "--output"}, "writes the file it names"}, {[]string{"-p", "--path"}, "writes into a folder"},
		{[]string{"-x", "--extract"}, "extracts files"}, {[]string{"-U", "--delete", "--unlink"}, "removes its input files"},
	}}

// specLzip declares lzip's (and plzip's) options: -o names the file it
// writes; without -c, -t or -l it replaces its input.
var specLzip = optSpec{values: "bmosSn",
	longValues: []string{"--member-size", "--match-length", "--output", "--dictionary-size", "--volume-size", "--threads", "--data-size", "--in-slots", "--out-slots"},
	deny:       []denied{{[]string{"-o", "--output"}, "writes the file it names"}}}

// printingCompressor allows a compressor that prints by a spec: -c, -t
// or -l (and lzop's --ls and --info), or no file operand.
func printingCompressor(name string, args []arg, sp *optSpec) string {
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r
	}
	stdio := true
	for _, a := range sc.operands {
		if !a.is("-") {
			stdio = false
		}
	}
	if !stdio && sc.has(sp, "-c", "--stdout", "--to-stdout", "-t", "--test", "-l", "--list", "--ls", "--info", "-h", "--help", "-V", "--version") == nil {
		return "`" + name + "` without -c, -l or -t replaces or adds to its files"
	}
	return ""
}

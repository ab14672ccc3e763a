package shell

import "strings"

// The data modules python -c may use to look into files: ast (parse,
// walk and dump source, never compile it), zipfile and tarfile opened for
// reading (the archive is opened with a literal reading mode; extract,
// extractall, write and add have no name in the allow list),
// xml.etree.ElementTree and xml.dom.minidom (expat resolves no external
// entity and fetches nothing; ElementTree.write and writexml have no
// name), configparser (read, never write), pathlib (a path's reads; in
// code that imports it, open takes its mode first and replace and copy
// write), gzip, bz2 and lzma opened with a reading mode,
// importlib.metadata, io's in-memory streams (BytesIO, StringIO; not
// io.open or the file classes), platform, and pstats (Stats loads a profile with
// marshal, which builds values and runs none; dump_stats, which writes
// one, has no name in the allow list). platform's uname(), processor(), platform() and
// architecture() run `uname -p` and `file -b <absolute path>`: fixed
// programs found on PATH, which the environment check keeps the team
// from changing, and which only print.

// pyDataModule reports the data modules of this file.
func pyDataModule(mod string) bool {
	switch mod {
	case "ast", "zipfile", "tarfile", "configparser", "xml.etree.ElementTree", "xml.etree", "xml.dom.minidom", "xml.dom",
		"pathlib", "gzip", "bz2", "lzma", "pstats", "io":
		return true
	}
	return false
}

// pyDataModuleAttr is pyModuleAttr for the data modules (and the
// platform functions that read the machine).
func pyDataModuleAttr(mod, attr string) (kind pyKind, sub string, ok bool) {
	yes := func(names ...string) bool {
		for _, n := range names {
			if n == attr {
				return true
			}
		}
		return false
	}
	switch mod {
	case "platform":
		ok = yes("platform", "system", "release", "version", "machine", "node", "uname", "processor", "architecture",
			"libc_ver", "freedesktop_os_release", "python_build", "python_branch", "python_revision", "mac_ver", "win32_ver")
	case "ast":
		// The node classes (ast.FunctionDef, ...) start with a capital:
		// making or naming one runs nothing. IntEnum is enum's, which
		// ast imports.
		if attr != "" && attr[0] >= 'A' && attr[0] <= 'Z' && attr != "IntEnum" {
			return pyOther, "", true
		}
		ok = yes("parse", "walk", "dump", "literal_eval", "iter_child_nodes", "iter_fields", "get_docstring", "unparse",
			"get_source_segment", "fix_missing_locations", "copy_location", "increment_lineno")
	case "io":
		// In-memory streams only (an archive read from standard input:
		// zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read()))); io.open
		// and the file classes have no name here.
		ok = yes("BytesIO", "StringIO", "SEEK_SET", "SEEK_CUR", "SEEK_END", "UnsupportedOperation", "DEFAULT_BUFFER_SIZE")
	case "zipfile":
		if attr == "ZipFile" {
			return pyModeCall, "zipfile.ZipFile", true
		}
		ok = yes("is_zipfile", "BadZipFile", "BadZipfile", "ZipInfo", "LargeZipFile", "ZIP_STORED", "ZIP_DEFLATED",
			"ZIP_BZIP2", "ZIP_LZMA")
	case "tarfile":
		switch attr {
		case "open", "TarFile":
			return pyModeCall, "tarfile." + attr, true
		}
		ok = yes("is_tarfile", "TarError", "ReadError", "TarInfo")
	case "xml":
		switch attr {
		case "etree":
			return pyModule, "xml.etree", true
		case "dom":
			return pyModule, "xml.dom", true
		}
	case "xml.etree":
		if attr == "ElementTree" {
			return pyModule, "xml.etree.ElementTree", true
		}
	case "xml.dom":
		if attr == "minidom" {
			return pyModule, "xml.dom.minidom", true
		}
	case "xml.etree.ElementTree":
		// Not XMLParser or TreeBuilder (their targets are called back),
		// nor ElementTree (its write method writes a file).
		ok = yes("parse", "fromstring", "XML", "iterparse", "tostring", "tostringlist", "dump", "indent",
			"Element", "SubElement", "ParseError", "iselement", "register_namespace")
	case "xml.dom.minidom":
		ok = yes("parse", "parseString")
	case "configparser":
		ok = yes("ConfigParser", "RawConfigParser", "ExtendedInterpolation", "BasicInterpolation", "Error",
			"NoSectionError", "NoOptionError", "MissingSectionHeaderError", "ParsingError", "DuplicateSectionError",
			"DuplicateOptionError", "InterpolationError", "DEFAULTSECT")
	case "importlib.metadata":
		ok = yes("metadata", "packages_distributions")
	case "pstats":
		ok = yes("Stats", "SortKey")
	case "pathlib":
		// Not WindowsPath; a path's writing methods have no name in the
		// allow list, and open, replace and copy are checked
		// (pathAttrReason).
		ok = yes("Path", "PurePath", "PurePosixPath", "PosixPath")
	case "gzip", "bz2", "lzma":
		if attr == "open" || mod == "gzip" && attr == "GzipFile" || mod == "bz2" && attr == "BZ2File" || mod == "lzma" && attr == "LZMAFile" {
			return pyModeCall, mod + "." + attr, true
		}
		ok = yes("decompress", "BadGzipFile", "LZMAError")
	}
	if !ok {
		return pyFrameModuleAttr(mod, attr)
	}
	return pyOther, "", ok
}

// pyDataAttr reports the attributes of the objects these modules make:
// ast nodes, archive members, XML elements, parsed configuration. None
// of them writes a file or reaches code.
func pyDataAttr(s string) bool {
	switch s {
	// ast nodes
	case "body", "names", "module", "asname", "level", "lineno", "end_lineno", "col_offset", "end_col_offset", "id",
		"attr", "value", "func", "targets", "target", "decorator_list", "bases", "keywords", "arg", "returns", "elts",
		"orelse", "test", "handlers", "ctx", "posonlyargs", "kwonlyargs", "vararg", "kwarg", "defaults", "kw_defaults",
		"annotation", "left", "right", "op", "ops", "comparators", "operand", "slice", "generators", "finalbody",
		"context_expr", "optional_vars", "exc", "cause", "type_params", "type_comment", "simple", "is_async", "key",
		"elt", "ifs", "cases", "pattern", "guard", "subject", "type", "s", "n":
		return true
	// zip and tar archives and their members
	case "namelist", "infolist", "getinfo", "testzip", "printdir", "filename", "orig_filename", "file_size",
		"compress_size", "date_time", "CRC", "comment", "compress_type", "external_attr", "getnames", "getmembers",
		"getmember", "extractfile", "size", "mtime", "linkname", "uid", "gid", "uname", "gname", "isfile", "isreg",
		"issym", "islnk", "isdev", "chksum", "pax_headers":
		return true
	// XML elements and documents
	case "getroot", "iter", "findall", "findtext", "iterfind", "itertext", "tag", "attrib", "text", "tail",
		"toprettyxml", "toxml", "getElementsByTagName", "documentElement", "childNodes", "getAttribute",
		"hasAttribute", "nodeName", "nodeValue", "nodeType", "tagName", "firstChild", "lastChild", "parentNode",
		"localName", "attributes", "data":
		return true
	// pathlib's paths (not write_text, write_bytes, touch, mkdir, unlink,
	// rename, chmod, symlink_to, hardlink_to, move)
	case "read_text", "read_bytes", "exists", "iterdir", "glob", "rglob", "resolve", "absolute", "parent",
		"parents", "parts", "stem", "suffix", "suffixes", "relative_to", "with_suffix", "with_name", "with_stem",
		"joinpath", "as_posix", "expanduser", "home", "cwd", "is_absolute", "is_relative_to", "is_mount", "lstat",
		"owner", "anchor", "drive", "root", "full_match":
		return true
	// pstats's statistics and its sort keys (not dump_stats, which
	// writes a file)
	case "sort_stats", "print_stats", "print_callers", "print_callees", "strip_dirs", "reverse_order",
		"get_stats_profile", "total_tt", "total_calls", "prim_calls", "fcn_list", "top_level", "func_profiles",
		"ncalls", "tottime", "percall_tottime", "cumtime", "percall_cumtime", "file_name", "line_number",
		"CALLS", "CUMULATIVE", "FILENAME", "LINE", "NAME", "NFL", "PCALLS", "STDNAME", "TIME":
		return true
	// configparser
	case "sections", "options", "has_section", "has_option", "getint", "getfloat", "getboolean",
		"read_string", "read_file", "get_all":
		return true
	}
	return false
}

// pyCallModeReason checks the call at i (the callable's last token) of
// a function that opens a file or an archive with a mode: only a literal
// reading mode, the named arguments listed, and no unpacked arguments.
func (p *pyChecker) pyCallModeReason(i int, shown string) string {
	if !p.tok(i+1).is('o', "(") {
		return "`" + shown + "` used other than called (its mode could not be checked)"
	}
	var kws []string
	if strings.HasPrefix(shown, "pandas.") {
		return p.pyFrameCallReason(i, shown)
	}
	readMode := func(a []pyTok) bool { return pyReadMode(a) && len(a[0].s) == 1 }
	switch shown {
	case "zipfile.ZipFile":
		kws = []string{"file", "mode", "metadata_encoding", "allowZip64", "strict_timestamps"}
	case ".open":
		// ZipFile.open, the only open method of the objects the model
		// lets code reach.
		kws = []string{"name", "mode", "pwd"}
	case "tarfile.open":
		kws = []string{"name", "mode", "fileobj", "encoding", "errors", "bufsize"}
		readMode = pyTarReadMode
	case "tarfile.TarFile":
		kws = []string{"name", "mode", "fileobj", "encoding", "errors"}
	case "gzip.open", "bz2.open", "lzma.open":
		kws = []string{"filename", "mode", "encoding", "errors", "newline", "format"}
		readMode = pyReadMode
	case "gzip.GzipFile", "bz2.BZ2File", "lzma.LZMAFile":
		kws = []string{"filename", "mode", "fileobj", "format"}
		readMode = pyReadMode
	}
	modePos := 2
	if shown == ".open" && p.pathlib {
		// Path.open(mode): the code imports pathlib, so an open method
		// may be a path's, whose first argument is the mode.
		modePos = 1
		kws = []string{"mode", "buffering", "encoding", "errors", "newline"}
		readMode = pyReadMode
	}
	positional := 0
	for _, a := range p.callArgs(i + 1) {
		if a[0].is('o', "*") || a[0].is('o', "**") {
			return "`" + shown + "` with unpacked arguments (its mode could not be checked)"
		}
		if len(a) >= 2 && a[0].kind == 'n' && a[1].is('o', "=") {
			known := false
			for _, k := range kws {
				known = known || a[0].s == k
			}
			if !known {
				return "`" + shown + "(" + a[0].s + "=...)` is not an argument the model allows"
			}
			if a[0].s == "mode" && !readMode(a[2:]) {
				return "`" + shown + "` with a mode other than reading (it writes the file)"
			}
			continue
		}
		positional++
		switch {
		case positional == modePos:
			if !readMode(a) {
				return "`" + shown + "` with a mode other than reading (it writes the file)"
			}
		case positional > 2 || positional > modePos:
			return "`" + shown + "` with more positional arguments than the model reads"
		}
	}
	return ""
}

// pathAttrReason refuses, in code that imports pathlib, the methods a
// path shares with plain data by name: replace (str.replace, and a
// path's rename over its target) and copy (list.copy, and Path.copy in
// Python 3.14).
func (p *pyChecker) pathAttrReason(attr string) string {
	if p.pathlib && (attr == "replace" || attr == "copy") {
		return "`." + attr + "` in code that uses pathlib (a path's " + attr + " writes files)"
	}
	return ""
}

// pyTarReadMode reports a literal reading mode of tarfile.open: r,
// r:*, r:gz, r|xz, ...
func pyTarReadMode(a []pyTok) bool {
	if len(a) != 1 || a[0].kind != 's' || a[0].pfx != "" && a[0].pfx != "r" && a[0].pfx != "u" {
		return false
	}
	rest, ok := strings.CutPrefix(a[0].s, "r")
	if !ok {
		return false
	}
	if rest == "" {
		return true
	}
	if rest[0] != ':' && rest[0] != '|' {
		return false
	}
	switch rest[1:] {
	case "", "*", "gz", "bz2", "xz", "zst":
		return true
	}
	return false
}

// The command-line tools of the data modules, which print: python -m
// platform (--terse, --nonaliased), python -m ast FILE (its tree) and
// python -m tokenize FILE (its tokens). They parse the file and never
// compile or run it.
var (
	specPyPlatform = optSpec{strict: true, complete: true, longSwitches: []string{"--terse", "--nonaliased", "--help"}}
	specPyAST      = optSpec{strict: true, complete: true, values: "mi", switches: "ah",
		longValues:   []string{"--mode", "--indent", "--feature-version", "--optimize"},
		longSwitches: []string{"--no-type-comments", "--include-attributes", "--help", "--show-empty"}}
	specPyTokenize = optSpec{strict: true, complete: true, switches: "eh", longSwitches: []string{"--exact", "--help"}}
)

// pyDataModuleSpec returns the options of a data module's command line.
func pyDataModuleSpec(mod string) *optSpec {
	switch mod {
	case "platform":
		return &specPyPlatform
	case "ast":
		return &specPyAST
	}
	return &specPyTokenize
}

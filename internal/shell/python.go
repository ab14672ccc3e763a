package shell

import (
	"io/fs"
	"path"
	"strings"
)

// python, python3 and python3.N given code on the line (-c) or asked to
// pretty-print JSON (-m json.tool): the read-and-print one-liners.
// The code is read by pycheck.go; this file holds the options, the
// modules and their attributes the checker allows, and the check of the
// working directory: for -c and -m, Python puts that directory first on
// sys.path, so a json.py (or re.py, _strptime.py, json/__init__.py, an
// extension module) there runs instead of the standard library's, even
// for a module the allowed ones import later. Without -I or -P the line
// is read-only only when no directory it may run in holds such a file
// (Env.ReadDir looks; without it, or when the directory is unknown, the
// line is refused). Site directories (a .pth file in ~/.local) are
// trusted as git's configuration is: the leader cannot write them.
// Not allowed: a script file, code from standard input, -i (it stays
// interactive), -O (it looks for and may write optimised bytecode
// caches), -X options other than utf8, dev, importtime,
// warn_default_encoding, no_debug_ranges, tracemalloc, faulthandler,
// int_max_str_digits and showrefcount (-X pycache_prefix writes, -X
// perf writes a map file, -X presite imports a module), and -W with a
// dotted warning category (Python imports the module that names it).

// specPython declares CPython's options; they are matched exactly.
var specPython = optSpec{strict: true, complete: true, exact: true, posix: true,
	values: "cmWX", switches: "bBdEhiIOPqRsSuvVx",
	longValues:   []string{"--check-hash-based-pycs"},
	longSwitches: []string{"--help", "--version", "--help-env", "--help-xoptions", "--help-all"},
	deny: []denied{
		{[]string{"-i"}, "stays interactive after the code"},
		{[]string{"-O"}, "looks for and may write optimised bytecode caches"},
		{[]string{"--check-hash-based-pycs"}, "decides when bytecode caches are rewritten"},
	}}

// specJSONTool declares python -m json.tool's options; its second
// operand is a file it writes.
var specJSONTool = optSpec{switches: "h", longValues: []string{"--indent"},
	longSwitches: []string{"--sort-keys", "--no-ensure-ascii", "--json-lines", "--tab", "--no-indent", "--compact", "--help"},
	maxOperands:  1, operandWhy: "writes its second operand (the output file)"}

// pythonName reports python, python3 and python3.N.
func pythonName(name string) bool {
	switch name {
	case "python", "python3":
		return true
	}
	rest, ok := strings.CutPrefix(name, "python3.")
	return ok && rest != "" && isNumber(rest)
}

// pythonReason judges python -c and -m json.tool; ok is false for any
// other use of python (a script, the REPL), left to interpreterReason.
func (c *classifier) pythonReason(name string, args []arg) (string, bool) {
	words := args[1:]
	sp := &specPython
	sc := scanArgs(words, sp)
	var first *option
	for k := range sc.opts {
		if o := &sc.opts[k]; o.name == "-c" || o.name == "-m" {
			first = o
			break
		}
	}
	if first == nil {
		return c.pythonStdinReason(name, sc)
	}
	// What follows the code or the module's name is its sys.argv, not
	// Python's options.
	end := first.index + 2
	if first.hasVal && first.val.word == words[first.index].word {
		end = first.index + 1
	}
	if end > len(words) {
		end = len(words)
	}
	own := scanArgs(words[:end], sp)
	shown := name + " " + first.name
	if r := own.verdict(name, sp); r != "" {
		return r, true
	}
	if !first.hasVal || first.val.dynamic {
		return "`" + shown + "` with code or a module name that is not literal", true
	}
	if r := pythonOptionsReason(name, own); r != "" {
		return r, true
	}
	if first.name == "-m" && pyLintModule(first.val.lit) {
		// python -m pyflakes (pycodestyle, pydocstyle, vulture) is the
		// program, run from the working directory's module path: its own
		// package and its dependencies may be shadowed there too.
		mod := first.val.lit
		if r := specReason(shown+" "+mod, append([]arg{{lit: mod}}, words[end:]...), pyLintSpec(mod)); r != "" {
			return r, true
		}
		if !pythonIsolated(own) {
			if r := c.pythonShadowReason(pyLintImports(mod)...); r != "" {
				return "`" + shown + " " + mod + "` " + r + " (-I or -P keeps it off the module path)", true
			}
		}
		return "", true
	}
	if first.name == "-m" && first.val.lit == "pip" {
		// python -m pip is pip, with the module path of this python.
		if r := c.pipReason("pip", append([]arg{{lit: "pip"}}, words[end:]...)); r != "" {
			return r, true
		}
	} else if first.name == "-m" {
		if r := pythonModuleReason(name, first.val.lit, words[end:]); r != "" {
			return r, true
		}
	} else if r := pythonCodeReason(first.val.lit); r != "" {
		return "`" + shown + "`: " + r, true
	}
	if !pythonIsolated(own) {
		var also []string
		if first.name == "-c" {
			also = pyFrameCodeImports(first.val.lit)
		}
		if r := c.pythonShadowReason(also...); r != "" {
			return "`" + shown + "` " + r + " (-I or -P keeps it off the module path)", true
		}
	}
	return "", true
}

// The command-line tools of the standard library that only print: their
// options are declared; the rest of each tool (zipfile -e and -c,
// tarfile -e and -c) writes.
var (
	specPySite    = optSpec{strict: true, complete: true, longSwitches: []string{"--user-base", "--user-site", "--help"}}
	specPyArchive = optSpec{strict: true, complete: true, switches: "vlt", longSwitches: []string{"--verbose", "--list", "--test", "--help"},
		longValues: []string{"--metadata-encoding"}}
)

// pythonModuleReason judges python -m MODULE ARGS.
func pythonModuleReason(name, mod string, args []arg) string {
	shown := name + " -m " + shorten(mod)
	var sp *optSpec
	switch mod {
	case "json.tool", "json":
		sp = &specJSONTool
	case "site", "sysconfig":
		sp = &specPySite
		if mod == "sysconfig" && len(args) > 0 {
			return "`" + shown + "` takes no arguments the model knows"
		}
	case "zipfile", "tarfile":
		sp = &specPyArchive
	case "platform", "ast", "tokenize":
		sp = pyDataModuleSpec(mod)
	default:
		return "`" + shown + "` runs a module the model does not know"
	}
	sc := scanArgs(args, sp)
	if r := sc.verdict(shown, sp); r != "" {
		return r
	}
	switch mod {
	case "site":
		if len(sc.operands) > 0 {
			return "`" + shown + "` with operands the model does not know"
		}
	case "platform", "ast", "tokenize":
		if len(sc.operands) > 1 || mod == "platform" && len(sc.operands) > 0 {
			return "`" + shown + "` with more operands than the model reads"
		}
	case "zipfile", "tarfile":
		// One of -l/-t and one archive: -e and -c, which write, are not
		// declared.
		if sc.has(sp, "-l", "--list", "-t", "--test") == nil || len(sc.operands) != 1 {
			return "`" + shown + "` other than listing or testing one archive (-e and -c write files)"
		}
	}
	return ""
}

// pythonStdinReason judges python reading its code from standard input
// (python3 - <<'EOF' ... EOF, python3 <<< '...'): the code is the
// here-document's or here-string's literal text.
func (c *classifier) pythonStdinReason(name string, sc scanned) (string, bool) {
	if sc.dynamic != nil || len(sc.operands) > 0 && !sc.operands[0].is("-") {
		return "", false // a script
	}
	in := c.in
	if !in.known || in.file != "" || in.kind != "heredoc" && in.kind != "herestring" {
		return "", false
	}
	if in.dynamic {
		return "`" + name + "` reads code from a here-document that is not literal (quote its delimiter: <<'EOF')", true
	}
	if r := sc.verdict(name, &specPython); r != "" {
		return r, true
	}
	if r := pythonOptionsReason(name, sc); r != "" {
		return r, true
	}
	if r := pythonCookieReason(in.value); r != "" {
		return "`" + name + "` reading code from its input: " + r, true
	}
	if r := pythonCodeReason(in.value); r != "" {
		return "`" + name + "` reading code from its input: " + r, true
	}
	if !pythonIsolated(sc) {
		if r := c.pythonShadowReason(pyFrameCodeImports(in.value)...); r != "" {
			return "`" + name + "` " + r + " (-I or -P keeps it off the module path)", true
		}
	}
	return "", true
}

// pythonCookieReason refuses a source encoding declaration other than
// UTF-8: Python decodes code read from a file (standard input too, not
// -c) by it, and in UTF-7 "#+AAo-" in what looks like a comment is a
// line break followed by code. A byte-order mark is refused as well.
func pythonCookieReason(code string) string {
	if strings.HasPrefix(code, "\xef\xbb\xbf") {
		return "a byte-order mark"
	}
	lines := strings.SplitN(code, "\n", 3)
	if len(lines) > 2 {
		lines = lines[:2]
	}
	for _, l := range lines {
		t := strings.TrimLeft(l, " \t\f")
		if !strings.HasPrefix(t, "#") {
			continue
		}
		k := strings.Index(t, "coding")
		if k < 0 || k+6 >= len(t) || t[k+6] != ':' && t[k+6] != '=' {
			continue
		}
		enc := strings.ToLower(strings.TrimLeft(t[k+7:], " \t"))
		for _, ok := range []string{"utf-8", "utf8", "utf_8"} {
			if strings.HasPrefix(enc, ok) && (len(enc) == len(ok) || !pyNameChar(enc[len(ok)]) && enc[len(ok)] != '-') {
				return ""
			}
		}
		return "a source encoding declaration other than UTF-8 (" + shorten(t) + ")"
	}
	return ""
}

func pythonIsolated(sc scanned) bool {
	for _, o := range sc.opts {
		if o.name == "-I" || o.name == "-P" {
			return true
		}
	}
	return false
}

// pythonOptionsReason judges -X and -W.
func pythonOptionsReason(name string, own scanned) string {
	for _, o := range own.opts {
		switch o.name {
		case "-X":
			if r := pythonXReason(o.val); r != "" {
				return "`" + name + " -X " + shorten(o.val.lit) + "` " + r
			}
		case "-W":
			if f := strings.Split(o.val.lit, ":"); o.val.dynamic || len(f) > 2 && strings.Contains(f[2], ".") {
				return "`" + name + " -W " + shorten(o.val.lit) + "` imports the module of its warning category"
			}
		}
	}
	return ""
}

// pythonXReason judges a -X option.
func pythonXReason(v arg) string {
	if v.dynamic {
		return "is not literal"
	}
	name, val, hasVal := strings.Cut(v.lit, "=")
	switch name {
	case "utf8", "tracemalloc", "int_max_str_digits", "importtime":
		if !hasVal || isNumber(val) {
			return ""
		}
	case "dev", "warn_default_encoding", "no_debug_ranges", "faulthandler", "showrefcount":
		if !hasVal {
			return ""
		}
	}
	return "is not an -X option the model allows (some write files or import modules)"
}

// pythonShadowReason looks for files in the directories the command may
// run in that Python would import instead of the standard library or of
// the other modules named.
func (c *classifier) pythonShadowReason(also ...string) string {
	dirs, why := c.runDirs()
	if why != "" {
		return why + ", which Python puts first on the module path"
	}
	if c.w.env.ReadDir == nil {
		return "runs where the model cannot look for modules that shadow the standard library"
	}
	for _, d := range dirs {
		entries, err := c.w.env.ReadDir(d)
		if err != nil {
			return "runs in " + d + ", which the model cannot list for modules that shadow the standard library"
		}
		for _, e := range entries {
			n := e.Name()
			stem, ext, _ := strings.Cut(n, ".")
			if !pyShadowable(stem) && !pyNamed(stem, also) {
				continue
			}
			switch {
			case ext == "py" || ext == "pyc" || ext == "pyw" || ext == "so" || strings.HasSuffix(ext, ".so"):
			case ext == "" && e.Type()&fs.ModeSymlink != 0:
				// It may lead to a package or a module.
			case ext == "" && e.IsDir():
				// A package when it holds an __init__ module. tzdata is
				// seldom installed, so a folder of that name without one
				// becomes a namespace package, and zoneinfo's import of
				// tzdata.zoneinfo runs its zoneinfo/__init__.py or
				// zoneinfo.py (checked with Python 3.11).
				if stem != "tzdata" && !pyPackage(c.w.env.ReadDir, d+"/"+n) {
					continue
				}
			default:
				continue
			}
			return "runs in " + d + ", where " + n + " would be imported in place of the module " + stem
		}
	}
	return ""
}

// pyNamed reports whether stem is one of names.
func pyNamed(stem string, names []string) bool {
	for _, n := range names {
		if n == stem {
			return true
		}
	}
	return false
}

// pyPackage reports a directory that holds an __init__ module, or one
// the model cannot list.
func pyPackage(readDir ReadDirFunc, dir string) bool {
	entries, err := readDir(dir)
	if err != nil {
		return true
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "__init__.") {
			return true
		}
	}
	return false
}

// runDirs returns the directories the command may run in, or why they
// are unknown.
func (c *classifier) runDirs() ([]string, string) {
	if c.elsewhere {
		return nil, "runs in a directory the model does not follow"
	}
	if c.w.st.cwd == "" {
		return nil, "runs in a working directory the model does not know"
	}
	return append([]string{c.w.st.cwd}, c.w.st.alts...), ""
}

// runDirFileReason refuses a program where the folder it runs in has the
// configuration file, which the team may have written, or where the model
// cannot look.
func (c *classifier) runDirFileReason(name, file, why string) string {
	return c.runDirEntryReason(name, file, func(n string) bool { return n == file }, why)
}

// runDirConfigReason refuses a program where the folder it runs in has a
// configuration file named stem with any extension (viper's
// SetConfigName: oasdiff.yaml, oasdiff.json, ...), or where the model
// cannot look.
func (c *classifier) runDirConfigReason(name, stem, why string) string {
	return c.runDirEntryReason(name, stem+".*", func(n string) bool { return n == stem || strings.HasPrefix(n, stem+".") }, why)
}

// runDirEntryReason refuses a program where a folder it runs in has an
// entry that matches (shown as file in the reasons), or where the model
// cannot look.
func (c *classifier) runDirEntryReason(name, file string, match func(string) bool, why string) string {
	dirs, r := c.runDirs()
	if r != "" {
		return "`" + name + "` " + r + ", where a " + file + " could change what it does"
	}
	if c.w.env.ReadDir == nil {
		return "`" + name + "` runs where the model cannot look for a " + file + ", " + why
	}
	for _, d := range dirs {
		entries, err := c.w.env.ReadDir(d)
		if err != nil {
			return "`" + name + "` runs in " + d + ", which the model cannot list for a " + file
		}
		for _, e := range entries {
			if match(e.Name()) {
				return "`" + name + "` runs in " + d + ", whose " + e.Name() + " is read as its configuration, " + why
			}
		}
	}
	return ""
}

// existsInRunDirs reports whether the relative path rel names an entry in
// every directory the command may run in (Env.ReadDir looks).
func (c *classifier) existsInRunDirs(rel string) bool {
	dirs, why := c.runDirs()
	if why != "" || c.w.env.ReadDir == nil || rel == "" || strings.HasPrefix(rel, "/") {
		return false
	}
	parent, base := path.Split(path.Clean(rel))
	if base == "" || base == "." || base == ".." || strings.Contains(parent, "..") {
		return false
	}
	for _, d := range dirs {
		entries, err := c.w.env.ReadDir(path.Join(d, parent))
		if err != nil {
			return false
		}
		found := false
		for _, e := range entries {
			if e.Name() == base {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// pyModuleAllowed reports a module python -c may import.
func pyModuleAllowed(mod string) bool {
	switch mod {
	case "json", "sys", "tomllib", "csv", "re", "collections", "itertools", "functools", "math", "statistics",
		"datetime", "pprint", "textwrap", "string", "decimal", "fractions", "base64", "binascii", "hashlib",
		"difflib", "fnmatch", "glob", "ipaddress", "shlex", "operator", "heapq", "bisect", "yaml", "os", "os.path",
		"time", "random", "secrets", "unicodedata", "struct", "zlib", "uuid", "platform", "sysconfig", "site", "ssl",
		"sqlite3", "locale", "importlib.metadata", "shutil", "urllib.parse", "multiprocessing", "getpass", "calendar",
		"zoneinfo", "certifi", "socket":
		return true
	}
	return pyDataModule(mod) || pyFrameModule(mod)
}

// pyModuleAttr returns what an attribute of an allowed module is: ok is
// false when the model does not allow it. Only the names listed are: a
// module's other attributes include the modules it imported (json.codecs,
// glob.os, fractions.sys), which reach everything.
func pyModuleAttr(mod, attr string) (kind pyKind, sub string, ok bool) {
	yes := func(names ...string) bool {
		for _, n := range names {
			if n == attr {
				return true
			}
		}
		return false
	}
	switch mod {
	case "json":
		ok = yes("load", "loads", "dump", "dumps", "JSONDecodeError", "JSONDecoder", "JSONEncoder")
	case "sys":
		switch attr {
		case "stdout", "stderr":
			return pyStream, "", true
		case "path":
			return pySysPath, "", true
		}
		ok = yes("argv", "orig_argv", "stdin", "version", "version_info", "executable", "platform", "maxsize", "maxunicode",
			"byteorder", "implementation", "exit", "getdefaultencoding", "getfilesystemencoding", "getrecursionlimit",
			"getsizeof", "flags", "prefix", "base_prefix", "exec_prefix", "base_exec_prefix", "float_info", "int_info",
			"hexversion", "api_version", "stdlib_module_names", "builtin_module_names", "platlibdir", "abiflags")
	case "tomllib":
		ok = yes("load", "loads", "TOMLDecodeError")
	case "csv":
		ok = yes("reader", "DictReader", "writer", "DictWriter", "Sniffer", "field_size_limit", "QUOTE_ALL",
			"QUOTE_MINIMAL", "QUOTE_NONE", "QUOTE_NONNUMERIC", "excel", "excel_tab", "unix_dialect", "Error", "list_dialects")
	case "re":
		ok = yes("compile", "match", "search", "fullmatch", "findall", "finditer", "sub", "subn", "split", "escape",
			"IGNORECASE", "I", "MULTILINE", "M", "DOTALL", "S", "VERBOSE", "X", "ASCII", "A", "UNICODE", "U",
			"Pattern", "Match", "error")
	case "collections":
		ok = yes("Counter", "defaultdict", "OrderedDict", "deque", "namedtuple", "ChainMap")
	case "itertools":
		ok = yes("count", "cycle", "repeat", "accumulate", "chain", "compress", "dropwhile", "filterfalse", "groupby",
			"islice", "pairwise", "starmap", "takewhile", "tee", "zip_longest", "product", "permutations",
			"combinations", "combinations_with_replacement", "batched")
	case "functools":
		ok = yes("reduce", "partial", "lru_cache", "cache", "cmp_to_key")
	case "math":
		ok = yes("ceil", "floor", "trunc", "sqrt", "isqrt", "exp", "log", "log2", "log10", "pow", "fabs", "fsum",
			"gcd", "lcm", "factorial", "comb", "perm", "prod", "dist", "hypot", "isclose", "isfinite", "isinf", "isnan",
			"pi", "e", "tau", "inf", "nan", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "degrees", "radians",
			"copysign", "fmod", "modf", "frexp", "ldexp", "remainder")
	case "statistics":
		ok = yes("mean", "fmean", "geometric_mean", "harmonic_mean", "median", "median_low", "median_high",
			"median_grouped", "mode", "multimode", "pstdev", "pvariance", "stdev", "variance", "quantiles",
			"correlation", "covariance", "linear_regression", "NormalDist", "StatisticsError")
	case "datetime":
		ok = yes("datetime", "date", "time", "timedelta", "timezone", "tzinfo", "MINYEAR", "MAXYEAR", "UTC")
	case "certifi":
		// The path of its CA bundle, and the bundle's text.
		ok = yes("where", "contents")
	case "zoneinfo":
		// A zone's TZif file is data, read from TZPATH or, failing
		// that, from the tzdata package (a tzdata folder where python
		// runs is a shadow: pyShadowable). Not reset_tzpath.
		ok = yes("ZoneInfo", "available_timezones", "ZoneInfoNotFoundError", "TZPATH")
	case "pprint":
		ok = yes("pprint", "pformat", "pp", "PrettyPrinter", "isreadable", "isrecursive", "saferepr")
	case "textwrap":
		ok = yes("wrap", "fill", "dedent", "indent", "shorten", "TextWrapper")
	case "string":
		ok = yes("ascii_letters", "ascii_lowercase", "ascii_uppercase", "digits", "hexdigits", "octdigits",
			"punctuation", "printable", "whitespace", "capwords", "Template")
	case "decimal":
		ok = yes("Decimal", "getcontext", "localcontext", "Context", "InvalidOperation", "DivisionByZero",
			"ROUND_HALF_UP", "ROUND_HALF_EVEN", "ROUND_DOWN", "ROUND_UP", "ROUND_FLOOR", "ROUND_CEILING")
	case "fractions":
		ok = yes("Fraction")
	case "base64":
		ok = yes("b64encode", "b64decode", "urlsafe_b64encode", "urlsafe_b64decode", "standard_b64encode",
			"standard_b64decode", "b32encode", "b32decode", "b16encode", "b16decode", "b85encode", "b85decode",
			"a85encode", "a85decode", "encodebytes", "decodebytes")
	case "binascii":
		ok = yes("hexlify", "unhexlify", "b2a_hex", "a2b_hex", "crc32", "crc_hqx", "b2a_base64", "a2b_base64", "Error")
	case "hashlib":
		ok = yes("md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_224", "sha3_256", "sha3_384",
			"sha3_512", "blake2b", "blake2s", "shake_128", "shake_256", "new", "file_digest", "algorithms_available",
			"algorithms_guaranteed", "pbkdf2_hmac")
	case "difflib":
		ok = yes("unified_diff", "context_diff", "ndiff", "SequenceMatcher", "get_close_matches", "Differ", "restore", "diff_bytes")
	case "fnmatch":
		ok = yes("fnmatch", "fnmatchcase", "filter", "translate")
	case "glob":
		ok = yes("glob", "iglob", "escape", "has_magic")
	case "ipaddress":
		ok = yes("ip_address", "ip_network", "ip_interface", "IPv4Address", "IPv6Address", "IPv4Network",
			"IPv6Network", "IPv4Interface", "IPv6Interface", "collapse_addresses", "summarize_address_range",
			"AddressValueError", "NetmaskValueError")
	case "shlex":
		ok = yes("split", "quote", "join")
	case "operator":
		// Not attrgetter or methodcaller: they look names up from strings.
		ok = yes("itemgetter", "add", "sub", "mul", "truediv", "floordiv", "mod", "neg", "pos", "not_", "eq", "ne",
			"lt", "le", "gt", "ge", "and_", "or_", "xor", "contains", "countOf", "indexOf", "getitem", "concat", "abs",
			"index", "inv", "invert", "lshift", "rshift", "is_", "is_not", "truth")
	case "heapq":
		ok = yes("heappush", "heappop", "heapify", "heapreplace", "heappushpop", "nlargest", "nsmallest", "merge")
	case "bisect":
		ok = yes("bisect", "bisect_left", "bisect_right", "insort", "insort_left", "insort_right")
	case "yaml":
		// Only the safe loaders: yaml.load and full_load build objects.
		ok = yes("safe_load", "safe_load_all", "safe_dump", "safe_dump_all", "YAMLError")
	case "os":
		if attr == "path" {
			return pyModule, "os.path", true
		}
		ok = yes("environ", "getenv", "getcwd", "listdir", "scandir", "walk", "stat", "lstat", "sep", "linesep",
			"pathsep", "curdir", "pardir", "extsep", "name", "devnull", "getpid", "getppid", "getuid", "geteuid",
			"getgid", "getegid", "getgroups", "getlogin", "cpu_count", "uname", "get_terminal_size", "access", "readlink",
			"fspath", "fsdecode", "fsencode", "getloadavg", "R_OK", "W_OK", "X_OK", "F_OK", "statvfs")
	case "os.path":
		ok = yes("join", "exists", "lexists", "isfile", "isdir", "islink", "isabs", "ismount", "getsize", "getmtime",
			"getatime", "getctime", "abspath", "realpath", "relpath", "normpath", "normcase", "basename", "dirname",
			"split", "splitext", "splitdrive", "expanduser", "expandvars", "commonpath", "commonprefix", "samefile", "sep")
	case "time":
		ok = yes("time", "time_ns", "sleep", "strftime", "strptime", "gmtime", "localtime", "monotonic",
			"monotonic_ns", "perf_counter", "perf_counter_ns", "ctime", "asctime", "mktime", "timezone", "tzname", "altzone", "daylight")
	case "random":
		ok = yes("random", "randint", "randrange", "choice", "choices", "shuffle", "sample", "uniform", "gauss", "seed")
	case "secrets":
		ok = yes("token_hex", "token_urlsafe", "token_bytes", "choice", "randbelow")
	case "unicodedata":
		ok = yes("name", "lookup", "category", "normalize", "east_asian_width", "numeric", "decimal", "digit", "combining", "bidirectional", "unidata_version")
	case "struct":
		ok = yes("pack", "unpack", "calcsize", "iter_unpack", "unpack_from", "error")
	case "zlib":
		ok = yes("compress", "decompress", "crc32", "adler32", "error")
	case "platform":
		ok = yes("python_version", "python_implementation", "python_version_tuple", "python_compiler")
	case "sysconfig":
		ok = yes("get_paths", "get_path", "get_config_var", "get_config_vars", "get_python_version", "get_platform", "get_scheme_names")
	case "site":
		// Not addsitedir or main: they run .pth files.
		ok = yes("getsitepackages", "getusersitepackages", "getuserbase", "USER_SITE", "USER_BASE", "ENABLE_USER_SITE", "PREFIXES")
	case "ssl":
		ok = yes("OPENSSL_VERSION", "OPENSSL_VERSION_INFO", "OPENSSL_VERSION_NUMBER", "get_default_verify_paths", "HAS_TLSv1_3")
	case "sqlite3":
		// Not connect: it creates the database file.
		ok = yes("sqlite_version", "sqlite_version_info")
	case "locale":
		ok = yes("getpreferredencoding", "getlocale", "getencoding", "getdefaultlocale")
	case "importlib":
		if attr == "metadata" {
			return pyModule, "importlib.metadata", true
		}
	case "shutil":
		// Only the queries: the rest copies, moves and deletes.
		ok = yes("which", "disk_usage", "get_terminal_size")
	case "urllib":
		if attr == "parse" {
			return pyModule, "urllib.parse", true
		}
	case "urllib.parse":
		ok = yes("quote", "unquote", "quote_plus", "unquote_plus", "urlparse", "urlsplit", "urlunparse", "urlunsplit",
			"urlencode", "parse_qs", "parse_qsl", "urljoin", "urldefrag")
	case "multiprocessing":
		ok = yes("cpu_count")
	case "getpass":
		// Not getpass: it reads the terminal.
		ok = yes("getuser")
	case "calendar":
		ok = yes("month", "calendar", "monthrange", "isleap", "leapdays", "weekday", "month_name", "month_abbr",
			"day_name", "day_abbr", "timegm")
	case "importlib.metadata":
		// distributions() reads the installed packages' METADATA files;
		// not entry_points, whose load() imports code.
		ok = yes("version", "PackageNotFoundError", "requires", "metadata", "distributions",
			"packages_distributions")
	case "socket":
		// Only the name lookups (through the resolver, as getent and
		// dig ask) and the constants they take: not socket,
		// create_connection, create_server, socketpair, fromfd,
		// sethostname or anything else that opens, connects, binds or
		// sends on a socket of its own.
		ok = yes("getaddrinfo", "gethostbyname", "gethostname", "gaierror", "AF_INET", "AF_INET6", "AF_UNSPEC",
			"SOCK_STREAM", "SOCK_DGRAM", "IPPROTO_TCP", "IPPROTO_UDP")
	case "uuid":
		// Not uuid1 or getnode: they may run ifconfig or ip.
		ok = yes("uuid4", "uuid3", "uuid5", "UUID", "NAMESPACE_DNS", "NAMESPACE_URL", "NAMESPACE_OID", "NAMESPACE_X500")
	}
	if !ok {
		return pyDataModuleAttr(mod, attr)
	}
	return pyOther, "", ok
}

// pyPlainAttr reports the attributes allowed on anything that is not a
// module: the methods and fields of plain data (str, bytes, list, dict,
// set, numbers, files opened for reading, regular-expression matches,
// dates, counters, hashes, csv readers, stat results, directory
// entries, addresses). None of them writes a file, runs a program or
// reaches code: no write, open, load, system, rename, unlink, truncate,
// nor the frames and globals of functions and generators (gi_frame,
// f_globals, func_globals).
func pyPlainAttr(s string) bool {
	switch s {
	// str and bytes
	case "capitalize", "casefold", "center", "count", "encode", "decode", "endswith", "expandtabs", "find", "format",
		"format_map", "index", "isalnum", "isalpha", "isascii", "isdecimal", "isdigit", "isidentifier", "islower",
		"isnumeric", "isprintable", "isspace", "istitle", "isupper", "join", "ljust", "lower", "lstrip", "maketrans",
		"partition", "removeprefix", "removesuffix", "replace", "rfind", "rindex", "rjust", "rpartition", "rsplit",
		"rstrip", "split", "splitlines", "startswith", "strip", "swapcase", "title", "translate", "upper", "zfill",
		"hex", "fromhex":
		return true
	// list, dict, set, deque, Counter
	case "append", "clear", "copy", "extend", "insert", "pop", "remove", "reverse", "sort", "fromkeys", "get",
		"items", "keys", "popitem", "setdefault", "update", "values", "add", "difference", "difference_update",
		"discard", "intersection", "intersection_update", "isdisjoint", "issubset", "issuperset",
		"symmetric_difference", "union", "most_common", "elements", "subtract", "total", "appendleft", "popleft",
		"rotate", "maxlen", "extendleft", "default_factory":
		return true
	// files opened for reading
	case "read", "readline", "readlines", "readable", "seekable", "seek", "tell", "close", "closed", "name", "mode",
		"encoding", "errors", "newlines", "buffer", "isatty", "line_buffering":
		return true
	// regular expressions
	case "group", "groups", "groupdict", "span", "start", "end", "pattern", "flags", "match", "search", "fullmatch",
		"findall", "finditer", "sub", "subn", "string", "re", "lastindex", "lastgroup", "pos", "endpos", "expand",
		"groupindex":
		return true
	// dates and times
	case "year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo", "date", "time", "now", "today",
		"utcnow", "fromisoformat", "fromtimestamp", "utcfromtimestamp", "isoformat", "strftime", "strptime",
		"timestamp", "weekday", "isoweekday", "isocalendar", "astimezone", "days", "seconds", "microseconds",
		"total_seconds", "utcoffset", "tzname", "min", "max", "resolution", "combine", "toordinal", "fromordinal",
		"ctime", "timetuple", "utc", "tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday":
		return true
	// numbers, hashes, versions
	case "real", "imag", "conjugate", "bit_length", "bit_count", "to_bytes", "from_bytes", "as_integer_ratio",
		"is_integer", "numerator", "denominator", "limit_denominator", "quantize", "normalize", "sqrt", "exp", "ln",
		"log10", "adjusted", "hexdigest", "digest", "digest_size", "block_size", "major", "minor", "micro",
		"releaselevel", "serial", "cache_tag", "version":
		return true
	// csv, difflib, textwrap, string.Template, statistics, json errors
	case "fieldnames", "line_num", "dialect", "delimiter", "quotechar", "writerow", "writerows", "writeheader",
		"ratio", "quick_ratio", "real_quick_ratio", "get_matching_blocks", "get_opcodes", "get_grouped_opcodes",
		"set_seqs", "find_longest_match", "compare", "wrap", "fill", "width", "substitute", "safe_substitute",
		"template", "mean", "stdev", "variance", "median", "msg", "lineno", "colno", "doc", "args":
		return true
	// os: stat results, directory entries, uname, terminal size
	case "st_size", "st_mtime", "st_atime", "st_ctime", "st_mode", "st_uid", "st_gid", "st_ino", "st_nlink", "st_dev",
		// os.statvfs's result.
		"f_bsize", "f_frsize", "f_blocks", "f_bfree", "f_bavail", "f_files", "f_ffree", "f_favail", "f_flag",
		"f_namemax", "f_fsid",
		"st_mtime_ns", "path", "is_dir", "is_file", "is_symlink", "stat", "inode", "sysname", "nodename", "release",
		"machine", "columns", "lines", "used", "free", "scheme", "netloc", "query", "fragment", "hostname", "port":
		return true
	// importlib.metadata's Distribution: its parsed METADATA file
	case "metadata", "requires":
		return true
	// ipaddress, uuid
	case "is_private", "is_global", "is_loopback", "is_multicast", "is_reserved", "is_link_local", "is_unspecified",
		"network_address", "broadcast_address", "netmask", "hostmask", "prefixlen", "num_addresses", "hosts",
		"subnets", "supernet", "overlaps", "exploded", "compressed", "packed", "ip", "network", "with_prefixlen",
		"with_netmask", "reverse_pointer", "subnet_of", "supernet_of", "bytes", "int", "urn", "variant":
		return true
	}
	return pyDataAttr(s)
}

// pyShadowable reports a module name the allowed code may import,
// directly or through the standard library: every module of the
// standard library (Python 3.8 to 3.14, private ones included, which a
// pure-Python module imports by name) and PyYAML's.
func pyShadowable(stem string) bool {
	if strings.HasPrefix(stem, "_") {
		return true // _json, _strptime, __init__, ...
	}
	switch stem {
	case "yaml", "tzdata", "certifi", "sitecustomize", "usercustomize", "abc", "aifc", "annotationlib", "antigravity", "argparse", "array",
		"ast", "asynchat", "asyncio", "asyncore", "atexit", "audioop", "base64", "bdb", "binascii", "binhex", "bisect",
		"builtins", "bz2", "cProfile", "calendar", "cgi", "cgitb", "chunk", "cmath", "cmd", "code", "codecs", "codeop",
		"collections", "colorsys", "compileall", "compression", "concurrent", "configparser", "contextlib",
		"contextvars", "copy", "copyreg", "crypt", "csv", "ctypes", "curses", "dataclasses", "datetime", "dbm",
		"decimal", "difflib", "dis", "distutils", "doctest", "dummy_threading", "email", "encodings", "ensurepip",
		"enum", "errno", "faulthandler", "fcntl", "filecmp", "fileinput", "fnmatch", "formatter", "fractions",
		"ftplib", "functools", "gc", "genericpath", "getopt", "getpass", "gettext", "glob", "graphlib", "grp", "gzip",
		"hashlib", "heapq", "hmac", "html", "http", "idlelib", "imaplib", "imghdr", "imp", "importlib", "inspect",
		"io", "ipaddress", "itertools", "json", "keyword", "lib2to3", "linecache", "locale", "logging", "lzma",
		"macpath", "mailbox", "mailcap", "marshal", "math", "mimetypes", "mmap", "modulefinder", "msilib", "msvcrt",
		"multiprocessing", "netrc", "nis", "nntplib", "nt", "ntpath", "nturl2path", "numbers", "opcode", "operator",
		"optparse", "os", "ossaudiodev", "parser", "pathlib", "pdb", "pickle", "pickletools", "pipes", "pkgutil",
		"platform", "plistlib", "poplib", "posix", "posixpath", "pprint", "profile", "pstats", "pty", "pwd",
		"py_compile", "pyclbr", "pydoc", "pydoc_data", "pyexpat", "queue", "quopri", "random", "re", "readline",
		"reprlib", "resource", "rlcompleter", "runpy", "sched", "secrets", "select", "selectors", "shelve", "shlex",
		"shutil", "signal", "site", "smtpd", "smtplib", "sndhdr", "socket", "socketserver", "spwd", "sqlite3",
		"sre_compile", "sre_constants", "sre_parse", "ssl", "stat", "statistics", "string", "stringprep", "struct",
		"subprocess", "sunau", "symbol", "symtable", "sys", "sysconfig", "syslog", "tabnanny", "tarfile", "telnetlib",
		"tempfile", "termios", "textwrap", "this", "threading", "time", "timeit", "tkinter", "token", "tokenize",
		"tomllib", "trace", "traceback", "tracemalloc", "tty", "turtle", "turtledemo", "types", "typing",
		"unicodedata", "unittest", "urllib", "uu", "uuid", "venv", "warnings", "wave", "weakref", "webbrowser",
		"winreg", "winsound", "wsgiref", "xdrlib", "xml", "xmlrpc", "zipapp", "zipfile", "zipimport", "zlib", "zoneinfo":
		return true
	}
	return false
}

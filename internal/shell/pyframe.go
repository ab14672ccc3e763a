package shell

import "strings"

// pandas in python -c: a CSV or JSON file read into a data frame and
// looked at (shape, columns, dtypes, head, describe, info, value_counts,
// groupby(...).size(), sort_values, isna().sum(), iloc and loc reads,
// to_string). Checked with pandas 1.5.3 (Debian 12) under strace: these
// shapes open no file for writing, make no directory, connect nowhere
// and run only `uname -p` (Debian's pandas/__init__.py reads
// platform.uname(), as platform.uname() does in pydata.go); importing
// pandas writes no cache (numexpr and bottleneck, which it imports when
// installed, write none; matplotlib, which creates ~/.config/matplotlib,
// is imported only by plotting, which has no name here). Bytecode is
// treated as for the standard library and yaml: installed packages come
// with their caches.
//
// Readers: pandas.read_csv, read_table and read_json with one literal
// local path (a URL or any "scheme:" path is fetched, by urllib or
// fsspec) and the named arguments listed (not converters or
// date_parser, which call back, nor storage_options, which configure
// fsspec, nor engine other than c or python: the pyarrow engine is
// refused with pyarrow). Not read_pickle (unpickling runs code),
// read_sql (a connection), read_excel (openpyxl, xlrd and odfpy are
// not verified here), read_hdf, read_clipboard, nor read_parquet,
// read_feather and read_orc, which go through pyarrow: pyarrow 0.14 to
// 14.0.0 unpickles a PyExtensionType stored in a Parquet, Feather or
// IPC file's schema when it reads the file (CVE-2023-47248, fixed in
// 14.0.1 by refusing it), so reading a file the team wrote may run its
// code, and the model cannot know the installed version. pyarrow itself
// (pyarrow.parquet's read_table, read_metadata, read_schema) stays
// refused for the same reason; it was not installable here to check
// anything further.
//
// The frames' methods are an allow list (pyFrameAttr), consulted only
// in code that imports pandas. Everything that writes (to_csv,
// to_parquet, to_json, to_pickle, to_clipboard, to_excel, to_html,
// style, plot), runs code from a string (eval, query: pandas' own
// expression evaluator resolves names and calls functions) or looks a
// method up by name (apply, agg, aggregate, transform, pipe and
// pivot_table take "to_csv" as readily as "sum") has no name there;
// query, which plain data allows (a parsed URL's), is refused in such
// code. to_string, to_markdown and info, whose buf argument is a file
// they write (to_markdown's mode and storage_options go with it),
// are allowed only called, without positional arguments and with the
// named arguments listed. pandas.set_option takes one "display." option
// and its value (other options import plotting backends or writers).
//
// pandas imports third-party modules, and optional ones when installed,
// from the module path, where the working directory comes first
// without -I or -P: pyFrameImports names them for the shadow check.

// pyFrameModule reports the modules of this file.
func pyFrameModule(mod string) bool {
	return mod == "pandas"
}

// pyFrameModuleAttr is pyModuleAttr for pandas.
func pyFrameModuleAttr(mod, attr string) (kind pyKind, sub string, ok bool) {
	if mod != "pandas" {
		return pyOther, "", false
	}
	switch attr {
	case "read_csv", "read_table", "read_json", "set_option":
		return pyModeCall, "pandas." + attr, true
	case "DataFrame", "Series", "Index", "isna", "isnull", "notna", "notnull", "to_datetime", "to_numeric",
		"to_timedelta", "concat", "merge", "get_option", "Timestamp", "Timedelta", "NaT", "NA", "__version__":
		return pyOther, "", true
	}
	return pyOther, "", false
}

// pyFrameAttr reports the attributes allowed, in code that imports
// pandas, on frames, series, indexes and group-bys besides those of
// plain data. None writes, runs a string as code or looks a method up
// by name.
func pyFrameAttr(s string) bool {
	switch s {
	case "shape", "columns", "dtypes", "dtype", "ndim", "empty", "T", "head", "tail", "describe", "info",
		"value_counts", "groupby", "sum", "std", "var", "min", "max", "median", "prod", "sort_values", "sort_index",
		"nunique", "unique", "isna", "isnull", "notna", "notnull", "memory_usage", "iloc", "loc", "at", "iat",
		"to_string", "nlargest", "nsmallest", "drop_duplicates", "duplicated", "dropna", "fillna", "tolist",
		"to_list", "to_dict", "idxmax", "idxmin", "first", "last", "corr", "quantile", "ngroups", "iterrows",
		"itertuples", "isin", "select_dtypes", "reset_index", "set_index", "any", "all", "round", "cumsum", "abs",
		"between", "is_unique", "hasnans", "nbytes", "str", "contains", "dt", "len", "astype", "sample", "diff",
		"shift", "pivot", "melt", "stack", "unstack", "to_numpy", "clip", "where", "mask", "explode", "squeeze",
		"pct_change", "cumcount", "resample", "rolling", "expanding":
		return true
	}
	return false
}

// pyFrameImports names the modules pandas may import from the module
// path: those an import hook saw pandas 1.5.3 ask for while it was
// imported and read CSV and JSON (numpy, dateutil, pytz, six, tzdata,
// numexpr, bottleneck, pyarrow, zstandard, pickle5, backports_abc, and
// org, which platform asks for), and pandas' optional dependencies
// (pandas/compat/_optional.py) with the modules they import.
func pyFrameImports() []string {
	return []string{"pandas", "numpy", "dateutil", "pytz", "six", "tzdata", "numexpr", "bottleneck", "pyarrow",
		"zstandard", "pickle5", "backports_abc", "org", "numba", "llvmlite", "packaging", "fsspec", "scipy",
		"matplotlib", "tabulate", "wcwidth", "jinja2", "markupsafe", "openpyxl", "et_xmlfile", "xlrd", "odf",
		"pyxlsb", "python_calamine", "sqlalchemy", "tables", "lxml", "html5lib", "bs4", "fastparquet", "s3fs",
		"gcsfs", "xarray", "brotli", "lz4", "blosc", "psutil", "mkl", "pyreadstat", "qtpy", "PyQt5", "PyQt6",
		"xlsxwriter", "hypothesis", "pytest", "IPython", "traitlets", "setuptools", "pkg_resources",
		"importlib_metadata", "importlib_resources", "typing_extensions", "threadpoolctl", "pandas_gbq", "google",
		"adbc_driver_manager", "psycopg2", "pymysql", "botocore", "boto3", "cpuinfo", "snappy", "tzlocal", "dask",
		"numexpr3", "cython", "Cython", "pyximport", "attr", "attrs", "sortedcontainers", "pyarrow_hotfix", "tomli"}
}

// pyFrameCodeImports returns the modules to look for in the working
// directory for code that may import pandas (any code that names it).
func pyFrameCodeImports(code string) []string {
	if strings.Contains(code, "pandas") {
		return pyFrameImports()
	}
	return nil
}

// pyFrameCallReason checks the call at i (the callable's last token) of
// a pandas function or method that takes a path, a buffer or an option
// name.
func (p *pyChecker) pyFrameCallReason(i int, shown string) string {
	if !p.tok(i+1).is('o', "(") {
		return "`" + shown + "` used other than called (its arguments could not be checked)"
	}
	args := p.callArgs(i + 1)
	var kws []string
	switch shown {
	case "pandas.read_csv", "pandas.read_table":
		kws = []string{"filepath_or_buffer", "sep", "delimiter", "header", "names", "index_col", "usecols", "dtype",
			"engine", "skiprows", "skipfooter", "nrows", "na_values", "keep_default_na", "na_filter",
			"skip_blank_lines", "parse_dates", "dayfirst", "thousands", "decimal", "lineterminator", "quotechar",
			"quoting", "doublequote", "escapechar", "comment", "encoding", "encoding_errors", "on_bad_lines",
			"low_memory", "memory_map", "compression", "chunksize", "iterator", "true_values", "false_values",
			"skipinitialspace"}
	case "pandas.read_json":
		kws = []string{"path_or_buf", "orient", "typ", "dtype", "convert_dates", "keep_default_dates",
			"precise_float", "date_unit", "encoding", "encoding_errors", "lines", "chunksize", "compression", "nrows",
			"convert_axes"}
	case "pandas.set_option":
		// The option's name is a regular expression pandas searches the
		// options' names with ("display.x|plotting.backend" names the
		// plotting backend): letters, digits, _ and . only.
		if len(args) != 2 || len(args[0]) != 1 || args[0][0].kind != 's' || args[0][0].pfx != "" ||
			!strings.HasPrefix(args[0][0].s, "display.") || strings.Trim(args[0][0].s, "abcdefghijklmnopqrstuvwxyz0123456789_.") != "" ||
			args[1][0].is('o', "*") || args[1][0].is('o', "**") ||
			len(args[1]) >= 2 && args[1][0].kind == 'n' && args[1][1].is('o', "=") {
			return "`pandas.set_option` other than one literal display. option and its value (other options load plotting backends and writers)"
		}
		return ""
	case ".to_string":
		kws = []string{"columns", "col_space", "header", "index", "na_rep", "float_format", "sparsify",
			"index_names", "justify", "max_rows", "max_cols", "min_rows", "max_colwidth", "show_dimensions",
			"decimal", "line_width", "length", "name", "dtype"}
	case ".to_markdown":
		// The rest go to tabulate.tabulate (tabulate 0.8.9 checked under
		// strace: it imports wcwidth and writes nothing).
		kws = []string{"index", "tablefmt", "floatfmt", "intfmt", "numalign", "stralign", "missingval", "showindex",
			"disable_numparse", "colalign", "maxcolwidths", "headers"}
	case ".info":
		kws = []string{"verbose", "max_cols", "memory_usage", "show_counts", "null_counts"}
	}
	reader := strings.HasPrefix(shown, "pandas.read_")
	paths := 0
	for _, a := range args {
		if a[0].is('o', "*") || a[0].is('o', "**") {
			return "`" + shown + "` with unpacked arguments (they could not be checked)"
		}
		named := len(a) >= 2 && a[0].kind == 'n' && a[1].is('o', "=")
		if named {
			known := false
			for _, k := range kws {
				known = known || a[0].s == k
			}
			if !known {
				return "`" + shown + "(" + a[0].s + "=...)` is not an argument the model allows"
			}
			switch a[0].s {
			case "engine":
				if len(a) != 3 || a[2].kind != 's' || a[2].formatted() || a[2].s != "c" && a[2].s != "python" {
					return "`" + shown + "` with an engine other than a literal c or python"
				}
			case "filepath_or_buffer", "path_or_buf":
				if r := pyFramePathReason(a[2:], shown); r != "" {
					return r
				}
				paths++
			}
			continue
		}
		if !reader {
			return "`" + shown + "` with a positional argument (the first is a file it writes)"
		}
		if r := pyFramePathReason(a, shown); r != "" {
			return r
		}
		paths++
	}
	if reader && paths != 1 {
		return "`" + shown + "` other than with one path"
	}
	return ""
}

// pyFramePathReason accepts a literal local path: pandas fetches a URL
// (http, ftp, file) with urllib and any other "scheme://" through
// fsspec.
func pyFramePathReason(a []pyTok, shown string) string {
	if len(a) != 1 || a[0].kind != 's' || a[0].pfx != "" && a[0].pfx != "r" && a[0].pfx != "u" || a[0].s == "" {
		return "`" + shown + "` with a path that is not one literal string"
	}
	s := a[0].s
	if strings.Contains(s, ":") {
		return "`" + shown + "` with a path holding a colon (a URL or a scheme pandas fetches)"
	}
	if strings.ContainsAny(s, "\\{}\n") {
		return "`" + shown + "` with a path the model does not read literally"
	}
	return ""
}

// frameAttrReason checks, in code that imports pandas, an attribute of
// a value: query evaluates its string (plain data allows the name, as a
// parsed URL's field), and to_string and info write their buf.
func (p *pyChecker) frameAttrReason(i int, attr string) (reason string, known bool) {
	if !p.pandas {
		return "", false
	}
	switch attr {
	case "query":
		return "`.query` in code that uses pandas (a frame's query evaluates its string as code)", true
	case "to_string", "to_markdown", "info":
		return p.pyFrameCallReason(i, "."+attr), true
	}
	return "", pyFrameAttr(attr)
}

// pyFrameWhy says why a refused pandas reader or pyarrow module is
// refused, for the reason shown to the leader ("" for other names).
func pyFrameWhy(name string) string {
	switch name {
	case "pandas.read_parquet", "pandas.read_feather", "pandas.read_orc":
		return " (it reads through pyarrow, which before 14.0.1 runs code the file holds: CVE-2023-47248)"
	case "pandas.read_pickle":
		return " (unpickling runs code the file holds)"
	case "pandas.read_excel":
		return " (its engine is chosen by the file's content: openpyxl, xlrd, odfpy or pyxlsb, not all checked)"
	case "pandas.read_sql", "pandas.read_sql_query", "pandas.read_sql_table":
		return " (it needs a database connection)"
	}
	if name == "pyarrow" || strings.HasPrefix(name, "pyarrow.") {
		return "; pyarrow before 14.0.1 runs code a Parquet, Feather or IPC file holds: CVE-2023-47248"
	}
	return ""
}

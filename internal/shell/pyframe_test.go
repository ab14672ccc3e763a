package shell

import (
	"io/fs"
	"testing"
	"testing/fstest"
)

func TestPyFrameCode(t *testing.T) {
	for _, c := range []struct {
		code string
		ok   bool
	}{
		{`import pandas as pd; df = pd.read_csv('exports/x.csv'); print(df.shape); print(df.head()); print(df.describe())`, true},
		{`import pandas; print(pandas.__version__)`, true},
		{`import pandas as pd; df = pd.read_csv("a.csv", sep=";", usecols=["a", "b"], nrows=100); df.info()`, true},
		{`import pandas as pd; df = pd.read_csv("a.csv"); print(df.groupby("b").size(), df.groupby("b")["a"].mean())`, true},
		{`import pandas as pd; df = pd.read_csv("a.csv"); print(df["b"].value_counts().head(10))`, true},
		{`import pandas as pd; df = pd.read_csv("a.csv"); print(df.isna().sum(), df.nunique(), df.memory_usage(deep=True))`, true},
		{`import pandas as pd; df = pd.read_csv("a.csv"); print(df.iloc[0:5], df.loc[df["a"] > 1, "b"])`, true},
		{`import pandas as pd; df = pd.read_csv("a.csv"); print(df.sort_values("a", ascending=False).to_string(index=False))`, true},
		{`import pandas as pd; df = pd.read_csv("a.csv", engine="python"); print(df.dtypes)`, true},
		{`import pandas as pd; print(pd.read_json("a.jsonl", lines=True).columns.tolist())`, true},
		{`from pandas import read_csv; print(read_csv("a.csv").tail())`, true},
		{`import pandas as pd; pd.set_option("display.max_columns", None); print(pd.read_csv("a.csv"))`, true},
		{`import pandas as pd; df = pd.read_csv("a.csv"); df.info(verbose=True, show_counts=True)`, true},
		{`import pandas as pd; s = pd.read_csv("a.csv")["a"]; print(s.astype(str).str.len().max(), s.sample(3), s.rolling(3).mean())`, true},
		{`import pandas as pd; pd.read_csv("a.csv").rolling(3).apply(print)`, false},
		{`import pandas as pd; pd.read_csv("a.csv").resample("D").agg("to_csv")`, false},

		{`import pandas as pd; pd.read_csv("a.csv").to_csv("b.csv")`, false},
		{`import pandas as pd; pd.read_csv("a.csv").to_csv()`, false},
		{`import pandas as pd; pd.read_csv("a.csv").to_parquet("b.parquet")`, false},
		{`import pandas as pd; pd.read_csv("a.csv").to_json("b.json")`, false},
		{`import pandas as pd; pd.read_csv("a.csv").to_pickle("b.pkl")`, false},
		{`import pandas as pd; pd.read_csv("a.csv").to_clipboard()`, false},
		{`import pandas as pd; pd.read_csv("a.csv").to_string("b.txt")`, false},
		{`import pandas as pd; print(pd.read_csv("a.csv").to_markdown(index=False, tablefmt="github"))`, true},
		{`import pandas as pd; pd.read_csv("a.csv").to_markdown("b.md")`, false},
		{`import pandas as pd; pd.read_csv("a.csv").to_markdown(buf="b.md", mode="a")`, false},
		{`import pandas as pd; pd.read_csv("a.csv").to_markdown(storage_options={})`, false},
		{`import pandas as pd; pd.read_csv("a.csv").to_string(buf="b.txt")`, false},
		{`import pandas as pd; f = pd.read_csv("a.csv").to_string; f("b.txt")`, false},
		{`import pandas as pd; pd.read_csv("a.csv").info(buf=open("b.txt", "w"))`, false},
		{`import pandas as pd; pd.read_csv("a.csv").info(True, "b.txt")`, false},
		{`import pandas as pd; pd.read_pickle("a.pkl")`, false},
		{`import pandas as pd; pd.read_parquet("a.parquet")`, false},
		{`import pandas as pd; pd.read_excel("a.xlsx")`, false},
		{`import pandas as pd; pd.read_csv("https://example.com/a.csv")`, false},
		{`import pandas as pd; pd.read_csv("s3://bucket/a.csv")`, false},
		{`import pandas as pd; pd.read_csv("http\x3a//example.com/a.csv")`, false},
		{`import pandas as pd; pd.read_csv(b"a.csv")`, false},
		{`import pandas as pd; p = "a.csv"; pd.read_csv(p)`, false},
		{`import pandas as pd; pd.read_csv(f"{1}.csv")`, false},
		{`import pandas as pd; pd.read_csv("a" ".csv")`, false},
		{`import pandas as pd; pd.read_csv("a.csv", converters={"a": print})`, false},
		{`import pandas as pd; pd.read_csv("a.csv", storage_options={})`, false},
		{`import pandas as pd; pd.read_csv("a.csv", engine="pyarrow")`, false},
		{`import pandas as pd; pd.read_csv(**{"filepath_or_buffer": "a.csv"})`, false},
		{`import pandas as pd; pd.read_csv()`, false},
		{`import pandas as pd; pd.read_csv("a.csv", filepath_or_buffer="b.csv")`, false},
		{`import pandas as pd; r = pd.read_csv; r("http://x/a.csv")`, false},
		{`import pandas as pd; pd.read_csv("a.csv").query("a > 1")`, false},
		{`import pandas as pd; pd.read_csv("a.csv").eval("a + 1")`, false},
		{`import pandas as pd; pd.eval("1 + 1")`, false},
		{`import pandas as pd; pd.read_csv("a.csv").apply("to_csv", path_or_buf="b.csv")`, false},
		{`import pandas as pd; pd.read_csv("a.csv").agg("to_csv")`, false},
		{`import pandas as pd; pd.read_csv("a.csv").pipe(print)`, false},
		{`import pandas as pd; pd.read_csv("a.csv").plot()`, false},
		{`import pandas as pd; pd.read_csv("a.csv").style`, false},
		{`import pandas as pd; pd.options.display.max_rows = 5`, false},
		{`import pandas as pd; pd.set_option("plotting.backend", "evil")`, false},
		{`import pandas as pd; pd.set_option("display.max_rows", 5, "plotting.backend", "evil")`, false},
		{`import pandas as pd; pd.set_option("display.x|plotting.backend", "evil")`, false},
		{`import pandas as pd; pd.set_option("display.*", None)`, false},
		{`import pandas as pd; pd.set_option(f"display.x", None)`, false},
		{`import pandas as pd; pd.io.parsers.read_csv("a.csv")`, false},
		{`import pandas.io.pickle`, false},
		{`import pandas as pd; pd.show_versions()`, false},
		{`import pandas as pd; print(pd._version)`, false},
		{`import pandas as pd; getattr(pd, "read_pickle")("a.pkl")`, false},
		{`__import__("pandas").read_pickle("a.pkl")`, false},
		{`import pyarrow.parquet as pq; print(pq.read_metadata("a.parquet"))`, false},
		{`import pyarrow`, false},
		{`import pandas as pd; from pathlib import Path; Path("a").rename("b")`, false},
		{`import urllib.parse as u; print(u.urlparse("http://x/?a").query)`, true},
	} {
		got := pythonCodeReason(c.code)
		if (got == "") != c.ok {
			t.Errorf("pythonCodeReason(%q) = %q, want ok=%v", c.code, got, c.ok)
		}
	}
}

// pandas imports numpy, and numexpr or bottleneck when installed, from
// the module path: a numexpr.py in the working directory runs unless -I
// or -P keeps it off the path.
func TestPyFrameReasons(t *testing.T) {
	checkShapes(t, []shapeCase{
		{`python3 -c "import pandas as pd; print(pd.read_parquet('x.parquet'))"`, "CVE-2023-47248"},
		{`python3 -c "import pyarrow.parquet as pq; print(pq.read_metadata('x.parquet'))"`, "CVE-2023-47248"},
		{`python3 -c "from pyarrow import parquet"`, "CVE-2023-47248"},
		{`python3 -c "import pandas as pd; print(pd.read_pickle('x.pkl'))"`, "unpickling runs code"},
		{`python3 -c "import pandas as pd; print(pd.read_csv('a.csv').query('a > 1'))"`, "evaluates its string"},
		{`python3 -c "import pandas as pd; print(pd.read_csv('https://h/a.csv'))"`, "a URL"},
	})
}

func TestPyFrameShadow(t *testing.T) {
	readDir := mapReadDir(fstest.MapFS{
		"p/clean/setup.py":                                {},
		"p/clean/exports/x.csv":                           {},
		"p/ne/numexpr.py":                                 {},
		"p/np/numpy/__init__.py":                          {},
		"p/bn/bottleneck.cpython-311-x86_64-linux-gnu.so": {},
		"p/pd/pandas":                                     {Mode: fs.ModeSymlink},
	})
	read := `python3 -c "import pandas as pd; print(pd.read_csv('exports/x.csv').head())"`
	checkInDirs(t, readDir, []dirCase{
		{"/p/clean", read, true},
		{"/p/ne", read, false},
		{"/p/np", read, false},
		{"/p/bn", read, false},
		{"/p/pd", read, false},
		{"/p/ne", `python3 -P -c "import pandas as pd; print(pd.read_csv('exports/x.csv').head())"`, true},
		{"/p/ne", `python3 -c "import json; print(1)"`, true},
		{"/p/ne", "python3 - <<'EOF'\nimport pandas as pd\nprint(pd.read_csv('x.csv').shape)\nEOF", false},
		{"/p/clean", "python3 - <<'EOF'\nimport pandas as pd\nprint(pd.read_csv('x.csv').shape)\nEOF", true},
	})
}

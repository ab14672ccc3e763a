package shell

import "testing"

func TestPyDataModes(t *testing.T) {
	for _, c := range []struct {
		code string
		ok   bool
	}{
		{`import tarfile; tarfile.open("a.tgz")`, true},
		{`import tarfile; tarfile.open("a.tgz", "r:gz")`, true},
		{`import tarfile; tarfile.open("a.tgz", "r|*")`, true},
		{`import tarfile; tarfile.open(name="a.tgz", mode="r:xz")`, true},
		{`import tarfile; tarfile.open("a.tgz", "w:gz")`, false},
		{`import tarfile; tarfile.open("a.tgz", "r:gz:w")`, false},
		{`import tarfile; tarfile.open("a.tgz", "a")`, false},
		{`import tarfile; tarfile.open("a.tgz", "x")`, false},
		{`import tarfile; tarfile.open("a.tgz", "r", None, 10240)`, false},
		{`import tarfile; tarfile.open("a.tgz", mode=b"w")`, false},
		{`import tarfile; t = tarfile.open("a.tgz"); t.open("b.tar", "w")`, false},
		{`import tarfile; t = tarfile.open("a.tgz"); t.open("b.tar")`, true},
		{`import tarfile; tarfile.TarFile.open("b.tar", "w")`, false},
		{`import zipfile; zipfile.ZipFile("a.zip")`, true},
		{`import zipfile; zipfile.ZipFile("a.zip", "r")`, true},
		{`import zipfile; zipfile.ZipFile("a.zip", "rb")`, false},
		{`import zipfile; zipfile.ZipFile("a.zip", "w")`, false},
		{`import zipfile; zipfile.ZipFile("a.zip", compression=8)`, false},
		{`import zipfile; zipfile.ZipFile("a.zip", mode="r" if 1 else "w")`, false},
		{`import zipfile as z; z.ZipFile("a.zip").open("x", mode="w")`, false},
		{`import zipfile as z; z.ZipFile("a.zip").open("x", mode="r").read()`, true},
		{`from zipfile import ZipFile; ZipFile("a.zip", "a")`, false},
		{`from zipfile import ZipFile; f = ZipFile; f("a.zip", "a")`, false},
		{`import zipfile; zipfile.ZipFile("a.zip").extractall()`, false},
		{`import ast; ast.literal_eval("[1]")`, true},
		{`import ast; ast.IntEnum("X", "a")`, false},
		{`import ast; compile(ast.parse("1"), "x", "exec")`, false},
		{`import xml.etree.ElementTree as ET; ET.parse("a.xml").getroot().findall("x")`, true},
		{`import xml.etree.ElementTree as ET; ET.parse("a.xml").write("b.xml")`, false},
		{`import xml.etree.ElementTree as ET; ET.ElementTree(ET.XML("<a/>"))`, false},
		{`import platform; platform.platform()`, true},
		{`import platform; platform.os.system("x")`, false},
	} {
		got := pythonCodeReason(c.code)
		if (got == "") != c.ok {
			t.Errorf("pythonCodeReason(%q) = %q, want ok=%v", c.code, got, c.ok)
		}
	}
}

func TestPyDataPaths(t *testing.T) {
	for _, c := range []struct {
		code string
		ok   bool
	}{
		{`from pathlib import Path; Path("a").open().read()`, true},
		{`from pathlib import Path; Path("a").open("rb").read()`, true},
		{`from pathlib import Path; Path("a").open("w")`, false},
		{`from pathlib import Path; m = "w"; Path("a").open(m)`, false},
		{`from pathlib import Path; Path("a").replace("b")`, false},
		{`from pathlib import Path; "a".replace("a", "b")`, false}, // refused with pathlib in reach
		{`"a".replace("a", "b")`, true},
		{`import zipfile; zipfile.ZipFile("a.zip").open("w").read()`, true}, // a member named w
		{`import zipfile, pathlib; zipfile.ZipFile("a.zip").open("w")`, false},
		{`import gzip; gzip.open("a.gz", "rt").read()`, true},
		{`import gzip; gzip.open("a.gz", "wt")`, false},
		// io's in-memory streams only.
		{`import sys, io, zipfile; z = zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read())); print(z.namelist())`, true},
		{`from io import StringIO; print(StringIO("a").read())`, true},
		{`import io; io.open("f", "w")`, false},
		{`import io as i; i.open("f", "w")`, false},
		{`from io import open; open("f", "w")`, false},
		{`import io; io.FileIO("f", "w")`, false},
		{`import io; io.TextIOWrapper(io.BytesIO())`, false},
		{`import io; b = io.BytesIO(); b.write(b"x")`, false},
		{`import io, zipfile; zipfile.ZipFile(io.BytesIO(), "w")`, false},
	} {
		got := pythonCodeReason(c.code)
		if (got == "") != c.ok {
			t.Errorf("pythonCodeReason(%q) = %q, want ok=%v", c.code, got, c.ok)
		}
	}
}

package shell

import (
	"slices"
	"testing"
)

func TestDuckdbSQL(t *testing.T) {
	for _, c := range []struct {
		sql string
		ok  bool
	}{
		{`select * from 'a.parquet'`, true},
		{`from 'a.csv.gz' select a`, true},
		{`select * from "a.json"`, true},
		{`select * from 'a.xlsx'`, false},
		{`select * from "a.xlsx"`, false},
		{`select * from 'http://x/a.parquet'`, false},
		{`select * from $$s3://b/a.parquet$$`, false},
		{`select * from read_parquet(E'a\x2exlsx')`, false},
		{`select '1.2.3.4'::INET`, false},
		{`select 'x'::varchar, 1.5::double`, true},
		{`select query_table('t')`, false},
		{`select json_execute_serialized_sql('{}')`, false},
		{`select json_extract(j, '$.a') from 'a.json'`, true},
		{`select x.upper() from t`, false},
		{`pragma table_info('t')`, true},
		{`pragma table_info('t.xlsx')`, false},
		{`pragma threads = 4`, false},
		{`pragma enable_profiling`, false},
		{`explain analyze select 1`, true},
		{`explain copy (select 1) to 'x'`, false},
		{`with t as (select 1) select * from t`, true},
		{`select 1; set threads = 1`, false},
		{`summarize select * from 'a.parquet'`, true},
		{`select * exclude (a) from t`, true},
	} {
		if got := duckdbSQLReason(c.sql); (got == "") != c.ok {
			t.Errorf("duckdbSQLReason(%q) = %q, want ok=%v", c.sql, got, c.ok)
		}
	}
}

// TestDuckdbShellChunks pins where DuckDB's shell splits a script on its
// standard input (its sqlite3_complete): a dollar quote's tag has no _,
// so $_$ does not hide a semicolon from the shell as it does from the
// SQL lexer.
func TestDuckdbShellChunks(t *testing.T) {
	tests := []struct {
		script string
		want   []string
	}{
		{"select 1;\nselect 2;\n", []string{"select 1;\n", "select 2;\n"}},
		{"select $$a;\nb$$;\n", []string{"select $$a;\nb$$;\n"}},
		{"select $t$a;\n$x$;$t$;\n", []string{"select $t$a;\n$x$;$t$;\n"}},
		{"select $_$;\ncopy t to 'x';\n$_$;\n", []string{"select $_$;\n", "copy t to 'x';\n", "$_$;\n"}},
		{"select 'a;\nb';\n", []string{"select 'a;\nb';\n"}},
		{"select 1 -- ;\n;\n", []string{"select 1 -- ;\n;\n"}},
		{"select /* ;\n */ 1;\nselect 2\n", []string{"select /* ;\n */ 1;\n", "select 2\n"}},
		{"select 1; -- x\nselect 2;\n", []string{"select 1; -- x\n", "select 2;\n"}},
	}
	for _, tt := range tests {
		if got := duckdbShellChunks(tt.script); !slices.Equal(got, tt.want) {
			t.Errorf("duckdbShellChunks(%q) = %q, want %q", tt.script, got, tt.want)
		}
	}
}

// TestDuckdbDotCommands pins the dot commands of DuckDB's shell that
// only print, one line each; the rest write, run or read scripts.
func TestDuckdbDotCommands(t *testing.T) {
	checkShapes(t, []shapeCase{
		{`duckdb -readonly dq.duckdb -c ".tables"`, ""},
		{`duckdb -readonly dq.duckdb -c ".schema orders"`, ""},
		{`duckdb -readonly dq.duckdb -c ".mode markdown" -c "select 1"`, ""},
		{`duckdb -c ".databases"`, ""},
		{`duckdb -c ".shell touch x"`, "not a dot command"},
		{`duckdb -c ".system touch x"`, "not a dot command"},
		{`duckdb -c ".output f"`, "not a dot command"},
		{`duckdb -c ".once f"`, "not a dot command"},
		{`duckdb -c ".read x.sql"`, "not a dot command"},
		{`duckdb -c ".import x.csv t"`, "not a dot command"},
		{`duckdb -c ".open other.duckdb"`, "not a dot command"},
		{`duckdb -c ".excel"`, "not a dot command"},
		{"duckdb -c $'.tables\\n.shell touch x'", "more than one line"},
		{`duckdb -c "."`, "more than one line, or empty"},
		{`duckdb dq.duckdb -c ".tables"`, "without -readonly"},
	})
}

package shell

import "testing"

// TestSqliteScriptOnStdin pins how sqlite3 -readonly reads a script the
// line writes to its standard input: dot-commands only in the first
// column and only between statements, SQL judged as a whole, and echo or
// printf text only when the model sees exactly what they print.
func TestSqliteScriptOnStdin(t *testing.T) {
	cases := []shapeCase{
		{"echo 'select count(*) from outbox where sent_at is null;' | sqlite3 -readonly local.db", ""},
		{`sqlite3 -readonly app.db <<< ".tables"`, ""},
		{"printf '.schema users\\n' | sqlite3 -readonly app.db", ""},
		{"printf '.mode csv\\n.headers on\\nselect * from t limit 3;\\n' | sqlite3 -readonly app.db", ""},
		{"sqlite3 -readonly app.db <<'EOF'\n.mode column\n.headers on\n-- recent\nselect id, status from orders\n  order by id desc limit 5;\n.schema orders\nEOF", ""},
		{"cat <<'EOF' | sqlite3 -readonly -header app.db\nselect 1;\n\n# a comment line\nselect 2\nEOF", ""},
		{"echo \"select name from sqlite_master where type='table'\" | sqlite3 -readonly -json app.db | jq .", ""},
		// A dot line inside a statement is SQL to sqlite3: .shell is
		// refused wherever it stands, .print is refused inside one.
		{"sqlite3 -readonly app.db <<'EOF'\nselect 'a\n.shell touch x\n';\nEOF", "dot-command"},
		{"sqlite3 -readonly app.db <<'EOF'\nselect 1\n.print x'; delete from t; select '\nEOF", "unfinished SQL statement"},
		{"sqlite3 -readonly app.db <<'EOF'\n.output /tmp/x\nselect 1;\nEOF", "`sqlite3 .output`"},
		{"sqlite3 -readonly app.db <<'EOF'\nselect 1;\n.once x.csv\nselect 2;\nEOF", "`sqlite3 .once`"},
		{"sqlite3 -readonly app.db <<'EOF'\n  .system touch x\nEOF", "query keyword"},
		{"echo 'delete from t' | sqlite3 -readonly app.db", "DELETE"},
		{"echo 'select 1; drop table t' | sqlite3 -readonly app.db", "DROP"},
		{"echo '.shell touch x' | sqlite3 -readonly app.db", "`sqlite3 .shell`"},
		{"echo -e 'select 1;\\n.shell touch x' | sqlite3 -readonly app.db", "backslash"},
		{"echo 'select 1;\\n.shell touch x' | sqlite3 -readonly app.db", "backslash"},
		{"printf 'select 1;\\n%s\\n' .shell | sqlite3 -readonly app.db", "directive"},
		{"printf -- '.shell touch x' | sqlite3 -readonly app.db", "option"},
		{"printf 'select 1;\\\\n.shell touch x' | sqlite3 -readonly app.db", "escape"},
		{"printf '.print a\\x0a.shell touch x' | sqlite3 -readonly app.db", "escape"},
		{"echo \"$q\" | sqlite3 -readonly app.db", "standard input"},
		{"sqlite3 -readonly app.db < q.sql", "standard input"},
		{"cat q.sql | sqlite3 -readonly app.db", "standard input"},
		{"echo 'select 1' | sqlite3 app.db", "without -readonly"},
		{"echo 'select 1' | sqlite3 -readonly -init x.sql app.db", "-init"},
		{"echo 'select 1' | sqlite3 -readonly -cmd '.shell touch x' app.db", "`sqlite3 .shell`"},
		{"echo '' | sqlite3 -readonly app.db", "no command"},
		{"sqlite3 -readonly app.db <<'EOF'\ncreate trigger t after insert on a begin\n.print x\nend;\nEOF", "unfinished SQL statement"},
		{"sqlite3 -readonly app.db <<'EOF'\n/* a\n*/\n.print x\nEOF", "unfinished SQL statement"},
	}
	checkShapes(t, cases)
}

package shell

import (
	"testing"
	"testing/fstest"
)

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
		// A directive makes printf's output dynamic; after -- the format
		// is printed as written.
		{"printf 'select 1;\\n%s\\n' .shell | sqlite3 -readonly app.db", "standard input"},
		{"printf -- '.shell touch x' | sqlite3 -readonly app.db", "`sqlite3 .shell`"},
		{"printf -v x 'select 1;' | sqlite3 -readonly app.db", "standard input"},
		{"sqlite3 -readonly app.db <<EOF\nselect 1; -- $(printf '\\n.shell touch x')\nEOF", "standard input"},
		{"sqlite3 -readonly app.db <<EOF\nselect 1 $(printf '' '/*'), writefile('x','y') $(printf '' '*/');\nEOF", "writefile"},
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

// TestObjectStoreShapes pins the object-store clients' parsers: rclone's
// per-command letters (tree -o writes, lsf -d does not), options before
// its command, connection strings; mc's Go-flag options (one dash or
// two) and its commands; s3cmd's exact long names.
func TestObjectStoreShapes(t *testing.T) {
	cases := []shapeCase{
		{"rclone lsf -d --format tsp remote:x", ""},
		{"rclone tree -s -C remote:x", ""},
		{"rclone tree -so out.txt remote:x", "writes the tree"},
		{"rclone lsjson --hash --config x remote:", "--config"},
		{"rclone lsf --hash MD5 -F ph remote:x", ""},
		{"rclone -v --fast-list ls remote:x", ""},
		{"rclone -R ls delete remote:x", "before the command"},
		{"rclone --dirs-only lsf purge remote:x", "before the command"},
		{"rclone ls remote,token=x:", "connection string"},
		{"rclone ls ':s3,env_auth=true:bucket'", "connection string"},
		{`rclone ls "remote:$dir"`, ""},
		{`rclone ls "$remote:x"`, "not literal"},
		{"rclone ls remote: --s3-chunk-size 5M", "does not know"},
		{"rclone ls remote: --conf x", "--config"},
		{"rclone config touch", "edits or creates"},
		{"rclone help backends", ""},
		{"rclone --version", ""},
		{"mc --json ls minio/b", ""},
		{"mc ls -json minio/b", ""},
		{"mc ls minio/b -C ./cfg", "another folder"},
		{"mc ls minio/b --config-dir=./cfg", "another folder"},
		{"mc find minio/b --name x -exec 'rm {}'", "runs a command"},
		{"mc ls -rf minio/b", "does not know"},
		{"mc ping -e 3 minio", "does not know"},
		{"mc ilm rule ls minio/b", ""},
		{"mc ilm rule rm --all minio/b", "does not know"},
		{"mc ilm rule rm minio/b", "changes"},
		{"mc --version", ""},
		{"mc", "without a command"},
		{"s3cmd ls --recursive --list-md5 s3://b", ""},
		{"s3cmd ls --recur s3://b", "does not know"},
		{"s3cmd --conf x ls", "--configure"},
		{"s3cmd -rH du s3://b", ""},
		{"s3cmd -c x --dump-config", ""},
		{"s3cmd signurl s3://b/k +60", "not a listing"},
		{"s3cmd -c team.s3cfg accesslog s3://b", "not a listing"},
		// qsv frequency runs qsv stats on a file, which writes its cache
		// beside it; on standard input it does not.
		{"qsv frequency -s currency < orders.csv | qsv table", ""},
		{"cat orders.csv | qsv frequency --select currency --limit 5", ""},
		{"qsv frequency -s currency orders.csv", "stats cache"},
		{"qsv frequency -s currency - orders.csv", "stats cache"},
		{"qsv frequency --freq < orders.csv", "frequency cache"},
		{"qsv frequency -o out.csv < orders.csv", "writes a file"},
		{"qsv frequency --stats-filter 'true' < orders.csv", "Luau"},
		{"qsv dedup -s id orders.csv | qsv count", ""},
		{"qsv dedup --dupes=d.csv orders.csv", "duplicates"},
		{"qsv dedup -iD d.csv orders.csv", "duplicates"},
		{"qsv transpose orders.csv -o t.csv", "writes a file"},
		// parquet-cli: per-command letters, Hadoop's generic options
		// before the command, JCommander's @file expansion.
		{"parquet column-index -c id -r 0 -o f.parquet", ""},
		{"parquet pages -r -c id f.parquet", ""},
		{"parquet footer -r 0 f.parquet", ""},
		{"parquet schema -o s.avsc f.parquet", "writes the schema"},
		{"parquet schema f.parquet --output s.avsc", "writes the schema"},
		{"parquet cat -o x f.parquet", "does not know"},
		{"parquet -libjars evil.jar meta f.parquet", "generic option"},
		{"parquet -conf site.xml meta f.parquet", "generic option"},
		{"parquet meta @more-args", "@"},
		{"parquet meta *.parquet", "@"},
		{"parquet to-avro f.parquet -o f.avro", "writes files"},
		// duckdb reads a script on its standard input as sqlite3 does;
		// every dot command is refused there.
		{"echo \"select count(*) from 'orders.parquet'\" | duckdb", ""},
		{"duckdb -readonly w.duckdb <<'EOF'\nshow tables;\nselect 1;\nEOF", ""},
		{"duckdb <<'EOF'\nselect 1;\n.shell touch x\nEOF", "dot command"},
		{"echo '  .output x' | duckdb", "dot command"},
		{"echo \"copy t to 'x.csv'\" | duckdb", "COPY"},
		{"echo 'select 1' | duckdb w.duckdb", "without -readonly"},
		{"duckdb < q.sql", "standard input"},
		{"echo -e 'select 1;\\n.shell touch x' | duckdb", "backslash"},
		// The Hadoop shell: nothing before the command (--config,
		// generic options), only reading commands.
		{"hdfs dfs -ls -R /data/raw | head", ""},
		{"hadoop fs -cat /data/raw/_SUCCESS", ""},
		{"hdfs --config ./conf dfs -ls /", "nothing may come before"},
		{"hdfs dfs -D fs.defaultFS=file:/// -ls /", "generic option"},
		{"hadoop fs -libjars x.jar -ls /", "generic option"},
		{"hdfs dfs -rm -r -skipTrash /data/tmp", "changes files"},
		{"hdfs fsck /data -files -move", "moves or deletes"},
		{"hadoop classpath --jar cp.jar", "not a read"},
		// s5cmd: Go flags, its completion installer and run refused.
		{"s5cmd --json ls s3://b/raw/", ""},
		{"s5cmd ls -H s3://b/raw/", ""},
		{"s5cmd --install-completion", "startup file"},
		{"s5cmd run commands.txt", "runs a file"},
		{"s5cmd ls --exclude '*.tmp' --delete s3://b", "does not know"},
	}
	checkShapes(t, cases)
}

// TestQsvDotenv pins that qsv is refused where it would load a .env file
// (in the directory it runs in or any parent): QSV_AUTOINDEX_SIZE there
// makes a read write an index beside the file.
func TestQsvDotenv(t *testing.T) {
	tree := fstest.MapFS{
		"clean/data.csv":     {},
		"repo/.env":          {Data: []byte("QSV_AUTOINDEX_SIZE=1\n")},
		"repo/sub/data.csv":  {},
		"other/x/y/data.csv": {},
	}
	checkInDirs(t, mapReadDir(tree), []dirCase{
		{"/clean", "qsv count data.csv", true},
		{"/repo", "qsv count data.csv", false},
		{"/repo/sub", "qsv headers data.csv", false},
		{"/clean", "cd /repo/sub && qsv count data.csv", false},
		{"/other/x/y", "qsv table data.csv", true},
		{"/missing", "qsv count data.csv", false},
	})
	a := Analyze("qsv count data.csv", Env{Cwd: "/clean", Home: "/home/u"})
	if a.ReadOnly {
		t.Errorf("qsv without Env.ReadDir: read-only, want refused (the model cannot look for a .env)")
	}
}

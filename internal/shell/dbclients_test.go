package shell

import "testing"

// TestMysqlReaders pins mysqlbinlog's and mysqlshow's options: the
// decoded log goes to standard output; files, a replica's connection,
// a never-ending stream and configuration files are refused.
func TestMysqlReaders(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"mysqlbinlog --local-load=/dev/null --base64-output=DECODE-ROWS -v /mnt/backups/mysql/binlog/mysql-bin.004512 | grep -i 'delete from' | head", ""},
		{"mariadb-binlog -l /dev/null --start-datetime='2026-11-24 10:00:00' --stop-datetime='2026-11-24 11:00:00' -vv mysql-bin.000012", ""},
		{"mysqlbinlog -l/dev/null --flashback -d shop mysql-bin.000012 | head", ""},
		{"mysqlbinlog --local=/dev/null -j 4 --stop-position 9000 -s mysql-bin.000012", ""},
		{"mysqlbinlog --version", ""},
		{"mysqlbinlog --base64-output=DECODE-ROWS -v /mnt/backups/mysql/binlog/mysql-bin.004512", "SQL_LOAD_MB"},
		{"mysqlbinlog -l /tmp mysql-bin.000012", "SQL_LOAD_MB"},
		{"mysqlbinlog -l /dev/null -l /tmp mysql-bin.000012", "SQL_LOAD_MB"},
		{`mysqlbinlog -l "$D" mysql-bin.000012`, "SQL_LOAD_MB"},
		{"mysqlbinlog --version mysql-bin.000012", "SQL_LOAD_MB"},
		{"mysqlbinlog -r out.sql mysql-bin.000012", "writes the decoded log to a file"},
		{"mysqlbinlog --result-file=out.sql mysql-bin.000012", "writes the decoded log to a file"},
		{"mysqlbinlog --result=out.sql mysql-bin.000012", "writes the decoded log to a file"},
		{"mysqlbinlog -l /dev/null -R --raw -h db1 mysql-bin.000012", "writes the binary logs to files"},
		{"mysqlbinlog --raw mysql-bin.000012", "writes the binary logs to files"},
		{"mysqlbinlog -l /dev/null --read-from-remote-server -h db1 -u audit_ro mysql-bin.000012", ""},
		{"mysqlbinlog -l /dev/null -R -t -h db1 mysql-bin.000012 | head", ""},
		{"mysqlbinlog -R -h db1 mysql-bin.000012", "SQL_LOAD_MB"},
		{"mysqlbinlog -l /dev/null -R --stop-never -h db1 mysql-bin.000012", "never ends"},
		{"mysqlbinlog --stop-never mysql-bin.000012", "never ends"},
		{"mysqlbinlog --defaults-file=./my.cnf mysql-bin.000012", "reads a configuration"},
		{"mysqlbinlog --defaults-extra-file=./my.cnf mysql-bin.000012", "reads a configuration"},
		{"mysqlbinlog --defaults-group-suffix=x mysql-bin.000012", "reads a configuration"},
		{"mysqlbinlog --loose-result-file=x mysql-bin.000012", "does not know"},
		{"mysqlbinlog -#d:t:o,/tmp/trace mysql-bin.000012", "writes a trace file"},
		{"mysqlbinlog $opt mysql-bin.000012", "not literal"},
		{`mysqlshow -h mysql-crm.internal -u audit_ro -p"$MYSQL_RO_PASS" crm`, ""},
		{"mariadb-show --count -k crm orders", ""},
		// A login path is a group of ~/.mylogin.cnf, as for mysql.
		{"mysqlshow --login-path=shop_replica --count shop", ""},
		{"mysqlshow --defaults-file=./my.cnf crm", "reads a configuration"},
		{"mysqlshow --defaults-extra-file=./my.cnf crm", "reads a configuration"},
		{"mysqlshow --plugin-dir=/tmp crm", "loads client plugins"},
		{"mysqlshow --debug=d:o,/tmp/t crm", "writes a trace file"},
		{"mysqlshow --tee=x crm", "does not know"},
	})
}

// TestRdbTools pins redis-rdb-tools' rdb: every command prints the dump
// file to standard output; -f writes a file.
func TestRdbTools(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"rdb --command json -k 'user:48213:*' dump.rdb | jq length", ""},
		{"rdb -c memory -l 20 /var/lib/redis/dump.rdb", ""},
		{"rdb --command justkeys -n 0 dump.rdb | wc -l", ""},
		{"rdb --command protocol -t hash dump.rdb | head", ""},
		{"rdb --comm=memory --larg 10 dump.rdb", ""},
		{"rdb -c json -f out.json dump.rdb", "writes its output to the file"},
		{"rdb -c json --file=out.json dump.rdb", "writes its output to the file"},
		{"rdb -c json --fi out.json dump.rdb", "writes its output to the file"},
		{"rdb -cjson -fout.json dump.rdb", "writes its output to the file"},
		{"rdb -c json dump.rdb other.rdb", "takes one dump file"},
		{"rdb -c export dump.rdb", "not a command of rdb"},
		{"rdb -c $cmd dump.rdb", "not literal"},
		{`rdb -c "$cmd" dump.rdb`, "known only at run time"},
		{"rdb -c json $opt dump.rdb", "not literal"},
		{"rdb -c json --output x dump.rdb", "does not know"},
	})
}

// TestPgArchiveCleanup pins pg_archivecleanup's dry run.
func TestPgArchiveCleanup(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"pg_archivecleanup -n /mnt/wal-archive 000000010000003A000000C0 | wc -l", ""},
		{"pg_archivecleanup -n -x .gz /mnt/wal-archive 000000010000003A000000C0", ""},
		{"pg_archivecleanup -d -n /mnt/wal-archive 000000010000003A000000C0.00000028.backup", ""},
		{"/usr/lib/postgresql/15/bin/pg_archivecleanup -n /mnt/wal-archive 000000010000003A000000C0", ""},
		{"pg_archivecleanup /mnt/wal-archive 000000010000003A000000C0", "add -n"},
		{"pg_archivecleanup -x .gz /mnt/wal-archive 000000010000003A000000C0", "add -n"},
		{"pg_archivecleanup -n -b /mnt/wal-archive 000000010000003A000000C0", "removes backup history"},
		{"pg_archivecleanup -n -q /mnt/wal-archive x", "does not know"},
		{`pg_archivecleanup $OPTS /mnt/wal-archive x`, "not literal"},
	})
}

// TestRedisCliReads pins redis-cli's sampling modes, DEBUG OBJECT and
// EVAL_RO with one call of a read command: checked with Redis 7.0.15's
// server and client under strace.
func TestRedisCliReads(t *testing.T) {
	checkShapes(t, []shapeCase{
		{`redis-cli -h redis-sidekiq.checkout.svc EVAL_RO "return redis.call('llen', KEYS[1])" 1 queue:default`, ""},
		{`redis-cli eval_ro "return redis.pcall('hget', KEYS[1], ARGV[1]);" 1 h f`, ""},
		{`redis-cli EVAL_RO 'return redis.call("config", "get", "maxmemory")' 0`, ""},
		{`redis-cli EVAL_RO "return redis.call(KEYS[1], 'x')" 1 get`, ""},
		{`redis-cli EVAL_RO "return redis.call('config', 'set', 'maxmemory', '1')" 0`, "no read"},
		{`redis-cli EVAL_RO "return redis.call(KEYS[1], 'x')" 1 flushall`, "no read"},
		{`redis-cli EVAL_RO "return redis.call('publish', 'c', 'm')" 0`, "no read"},
		{`redis-cli EVAL_RO "return redis.call('debug', 'sleep', '10')" 0`, "no read"},
		{`redis-cli EVAL_RO "while true do end" 0`, "does not start with return"},
		{`redis-cli EVAL_RO "redis.log(redis.LOG_WARNING, 'x'); return redis.call('get', 'k')" 0`, "does not start with return"},
		{`redis-cli EVAL_RO "return redis.call('get', 'k') -- x" 0`, "has more than"},
		{`redis-cli EVAL_RO "return redis.call('get', 'k'); redis.log(3, 'x')" 0`, "has more than"},
		{`redis-cli EVAL_RO "return redis.call('get', KEYS[1] .. 'x')" 1 k`, "other than a literal"},
		{`redis-cli EVAL_RO "return redis.call('get', redis.setresp(3))" 0`, "passes"},
		{`redis-cli EVAL_RO "return redis.call('get', 'a\\'b')" 0`, "escape"},
		{`redis-cli EVAL_RO "return redis.call('get', KEYS[2])" 1 k`, "does not give"},
		{`redis-cli EVAL_RO "return redis.call('get', ARGV[1])" 1 k`, "does not give"},
		{`redis-cli EVAL_RO "return redis.call('get', KEYS[1])" 2 k`, "more keys"},
		{`redis-cli EVAL_RO "$s" 0`, "run time"},
		{`redis-cli EVAL_RO "return redis.call('get', KEYS[1])" $n k`, "not a literal number"},
		{`redis-cli EVAL_RO "return redis.call(KEYS[1])" 1 "$c"`, "run time"},
		{`redis-cli EVAL "return redis.call('get', 'k')" 0`, "not a command"},
		{"redis-cli EVALSHA_RO 8f5d0e1c 1 k", "cached on the server"},
		{"redis-cli FCALL_RO myfunc 1 k", "function loaded on the server"},
		{`redis-cli -h "$REDIS_HOST" DEBUG OBJECT "catalog:price_rules"`, ""},
		{"redis-cli debug object k", ""},
		{"redis-cli DEBUG SLEEP 10", "not DEBUG OBJECT"},
		{"redis-cli DEBUG SEGFAULT", "not DEBUG OBJECT"},
		{"redis-cli DEBUG RELOAD", "not DEBUG OBJECT"},
		{"redis-cli DEBUG SET-ACTIVE-EXPIRE 0", "not DEBUG OBJECT"},
		{"redis-cli DEBUG DIGEST", "not DEBUG OBJECT"},
		{`redis-cli DEBUG "$x" k`, "not DEBUG OBJECT"},
		{`redis-cli -h "$REDIS_HOST" --keystats --top 20`, ""},
		{"redis-cli --keystats-samples 5 --cursor 100 --top 5", ""},
		{"redis-cli -4 --mono --latency-dist", ""},
		{"redis-cli --intrinsic-latency 10", ""},
		{"redis-cli --intrinsic-latency 10 --rdb x", "writes a dump file"},
		{"redis-cli --keystats --functions-rdb x", "writes a dump file"},
		{"redis-cli --test_hint_file hints.txt", "does not know"},
		{"redis-cli --keystats --pipe-timeout 5", "does not know"},
	})
}

// TestPsqlScriptsAndCopyOut pins psql's scripts on its input (SQL, and
// describing meta-commands alone on their lines) and \copy to standard
// output.
func TestPsqlScriptsAndCopyOut(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"psql \"$DATABASE_URL\" <<'SQL'\n\\pset pager off\nselect count(*) from orders;\nSQL", ""},
		{"psql -d app <<'SQL'\n\\x\n\\dt public.*\nselect 1;\nSQL", ""},
		{"psql -d app <<'SQL'\nselect 1 \\g /tmp/f\nSQL", "a backslash inside"},
		{"psql -d app <<'SQL'\n\\o /tmp/f\nselect 1;\nSQL", "not a describing one"},
		{"psql -d app <<'SQL'\n\\pset pager always\nSQL", "runs a pager"},
		{"psql -d app <<'SQL'\ndelete from t;\nSQL", "`DELETE`"},
		// Inside a string a meta-command line is text, and its quote
		// would end that string.
		{"psql -d app <<'SQL'\nselect 'x\n\\echo '\n; delete from t; --'\nSQL", "a quote"},
		{"psql -d app <<'SQL'\nselect $$x\n\\echo $$; delete from t; --$$\nSQL", "a dollar sign"},
		// \copy of a table or a read-only query to stdout.
		{`psql -d app -c "\copy (select id, updated_at from orders where day = '2024-11-24' order by id) to stdout with csv header"`, ""},
		{`psql -d app -c '\copy orders (a, b) to pstdout with (format csv, header)'`, ""},
		{`psql -d app -c '\copy orders to /tmp/x'`, "other than COPY ... TO STDOUT"},
		{`psql -d app -c '\copy orders from stdin'`, "other than COPY ... TO STDOUT"},
		{`psql -d app -c "\copy (delete from t returning *) to stdout"`, "`DELETE`"},
		{`psql -d app -c "\copy (select 1) to program 'touch x'"`, "runs a program"},
		{`psql -d app -c "\copy (select f()) to stdout"`, "a function the model does not know"},
		{`psql -d app -c "\copy orders to pstdout with csv"`, ""},
		{`psql -d app -c "\copy (select ')') to stdout \o x"`, "another backslash command"},
		// psql passes what follows to stdout on to the server as it is,
		// and matches the query's parentheses knowing only quotes.
		{`psql -d app -c '\copy orders to stdout with csv; delete from orders'`, "a semicolon"},
		{"psql -d app -c $'\\copy orders to stdout\n; delete from orders'", "a semicolon"},
		{"psql -d app -c $'\\copy (select 1 --) to stdout x\n , nextval(\\'s\\')) to stdout'", "a comment"},
		{`psql -d app -c '\copy (select 1 /*) to stdout */ , 2) to stdout'`, "a comment"},
		{`psql -d app -c '\copy (select $$) to stdout x $$, 2) to stdout'`, "a dollar sign"},
		{"psql -d app <<'SQL'\n\\copy orders to stdout; delete from orders\nSQL", "a semicolon"},
		// In SJIS, BIG5, GBK, UHC and GB18030 a byte of a character that
		// is not ASCII takes the next one with it: a quote or a backslash.
		{"psql -d app -X <<'SQL'\n\\encoding SJIS\nselect '\u00c1''; delete from orders; --';\nSQL", "other than ASCII"},
		{"PGCLIENTENCODING=SJIS psql -d app -X <<'SQL'\nselect '\u00c1''; delete from orders; --';\nSQL", "other than ASCII"},
		{"PGCLIENTENCODING=SJIS psql -d app -c \"select E'\u00d5\\\\'; delete from orders; --'\"", "other than ASCII"},
		{"psql 'dbname=app client_encoding=SJIS' -c \"\\copy (select '\u00c1'') to stdout; delete from orders; --') to stdout\"", "other than ASCII"},
		{"psql -d app -X <<'SQL'\n\\encoding\nselect 1;\nSQL", ""},
	})
}

// TestRedisAclDryRun pins ACL DRYRUN, which answers whether a user may run
// a command without running it, and ACL's writers.
func TestRedisAclDryRun(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"redis-cli -h r ACL DRYRUN app-worker PUBLISH orders.created x", ""},
		{"redis-cli -h r ACL SETUSER app-worker on", "not a subcommand"},
		{"psql -X -d app -c \"select collname, pg_collation_actual_version(oid) from pg_collation\"", ""},
		{"psql -X -d gis -c 'select postgis_full_version()'", "a function the model does not know"},
	})
}

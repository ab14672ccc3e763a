# Database clients told to write, lock, run a script or a shell, or given
# a shape the model cannot prove read-only (dbclients.go, sql.go).

psql -d app -c "DELETE FROM sessions"

psql -c "UPDATE users SET admin = true WHERE id = 1"

psql -c "select 1; drop table users"

psql -c "WITH d AS (DELETE FROM t RETURNING *) SELECT count(*) FROM d"

psql -c "SELECT * INTO backup_users FROM users"

psql -c "SELECT * FROM jobs FOR UPDATE SKIP LOCKED LIMIT 1"

psql -c "select * from t for share"

psql -c "select nextval('orders_id_seq')"

psql -c "select pg_terminate_backend(1234)"

psql -c "select set_config('search_path', 'x', false)"

psql -c "select pg_catalog.pg_cancel_backend(1)"

psql -c "select public.cleanup_old_rows()"

psql -c 'select "nextval"($$s$$)'

psql -c "select lo_export(1, '/tmp/x')"

psql -c "select dblink_exec('dbname=x', 'delete from t')"

psql -c "select query_to_xml('delete from t', true, true, '')"

psql -c "select txid_current()"

psql -c "select pg_advisory_lock(1)"

psql -c "EXPLAIN ANALYZE DELETE FROM t"

psql -c "EXPLAIN (ANALYZE) UPDATE t SET a = 1"

psql -c "ANALYZE users"

psql -c "VACUUM FULL"

psql -c "COPY users TO '/tmp/u.csv'"

psql -c "TRUNCATE t"

psql -c "lock table t in exclusive mode"

psql -c "select 1; set role admin"

psql -c "begin; delete from t; rollback"

psql -c 'do $$begin delete from t; end$$'

psql -c "call purge()"

psql -c "prepare q as delete from t; execute q"

psql -c "refresh materialized view mv"

psql -c "notify ch"

psql -c "create index concurrently i on t(a)"

psql -c "alter system set work_mem = '1GB'"

psql -c "select 'a\'; delete from t; --'"

psql -c "select /* /* */ delete from t; */ 1"

psql -c "select 1 --x
delete from t"

psql -c '\copy users to u.csv csv'

psql -c '\o /tmp/out' -c 'select 1'

psql -c '\! rm -rf /tmp/x'

psql -c '\i script.sql'

psql -c '\ir script.sql'

psql -c '\echo `touch /tmp/x`'

psql -c '\dt `touch /tmp/x`'

psql -c '\dt \\ \! touch x'

psql -c '\g /tmp/out'

psql -c '\w /tmp/q.sql'

psql -c '\setenv PAGER touch'

psql -c '\lo_import /etc/passwd'

psql -c '\password postgres'

psql -c 'select 1' -o /tmp/out

psql -c 'select 1' --out=/tmp/out

psql -c 'select 1' -L /tmp/psql.log

psql -Xc'select 1' -ofile

psql -f migrate.sql

psql -d app -f migrate.sql

psql -d app < migrate.sql

psql -d app

psql "$DATABASE_URL"

psql -c "$SQL"

psql -c "select 1 $x"

psql --command="insert into t values (1)"

psql --comm "delete from t"

psql "host=db sslkeylogfile=/tmp/keys" -c 'select 1'

psql -d 'postgresql://db/app?sslkeylogfile=/tmp/k' -c 'select 1'

u='postgresql://db/app?sslkeylogfile=/tmp/k'; psql "$u" -c 'select 1'

psql "$(cat url.txt)" -c 'select 1'

DATABASE_URL='postgresql://db/app?sslkeylogfile=/tmp/k' psql "$DATABASE_URL" -c 'select 1'

psql -v PROMPT1='%`touch x`' -c 'select 1'

psql -v x='1; delete from t' -c 'select 1'

psql -P pager=always -c 'select 1'

psql $opts -c 'select 1'

pg_dump -f dump.sql app

pg_dump --file=dump.sql app

pg_dump --fil=dump.sql app

pg_dump -Fd -f out app

pg_dump -F directory app

pg_dump -j 4 -Fd -f out app

pg_dump -Fc app > app.dump

pg_dumpall -f all.sql

pg_dump -d 'host=db sslkeylogfile=/tmp/k' app

pg_restore -d app app.dump

pg_restore --db=app app.dump

pg_restore -f out.sql app.dump

pg_restore -C -d postgres app.dump

psql -c "COPY t FROM STDIN" < data.csv

psql -c "COPY t TO '/tmp/t.csv'"

psql -c "COPY t TO PROGRAM 'touch /tmp/x'"

psql -c "COPY (DELETE FROM t RETURNING *) TO STDOUT"

psql -c "COPY (select 1) TO STDOUT; COPY t FROM '/tmp/x'"

psql -c "COPY t (a) TO STDOUT WITH (FORMAT csv) ; copy t to '/x'"

createdb scratch

dropdb scratch

pg_ctl -D /var/lib/postgresql/data stop

sqlite3 app.db 'select 1'

sqlite3 app.db '.tables'

sqlite3 -readonly app.db "DELETE FROM t"

sqlite3 -readonly app.db "ATTACH 'x.db' AS x"

sqlite3 -readonly app.db "select writefile('/tmp/x', 'y')"

sqlite3 -readonly app.db "select load_extension('./x.so')"

sqlite3 -readonly app.db "select edit('x')"

sqlite3 -readonly app.db "select fts3_tokenizer('simple')"

sqlite3 -readonly app.db '.output /tmp/x' 'select 1'

sqlite3 -readonly app.db '.once out.txt' 'select 1'

sqlite3 -readonly app.db '.shell touch x'

sqlite3 -readonly app.db '.system touch x'

sqlite3 -readonly app.db '.save copy.db'

sqlite3 -readonly app.db '.backup b.db'

sqlite3 -readonly app.db '.import data.csv t'

sqlite3 -readonly app.db '.read script.sql'

sqlite3 -readonly app.db '.open other.db' 'create table t(a)'

sqlite3 -readonly app.db '.load ./ext'

sqlite3 -readonly app.db '.excel'

sqlite3 -readonly app.db '.log /tmp/log'

sqlite3 -readonly app.db '.cd /tmp' '.shell touch x'

sqlite3 -readonly app.db

sqlite3 -readonly app.db < script.sql

sqlite3 -readonly -init evil.sql app.db 'select 1'

sqlite3 -readonly -cmd '.shell touch x' app.db 'select 1'

sqlite3 -readonly -cmd 'delete from t' app.db 'select 1'

sqlite3 -readonly app.db 'PRAGMA user_version = 5'

sqlite3 -readonly app.db 'PRAGMA journal_mode=WAL'

sqlite3 -readonly app.db 'PRAGMA user_version(5)'

sqlite3 -readonly app.db "VACUUM INTO '/tmp/copy.db'"

sqlite3 -readonly app.db "select [a'];.shell touch x --']"

sqlite3 -readonly app.db 'select 1 /* x */; insert into t values(1)'

sqlite3 -readonly app.db 'create table x(a)'

sqlite3 -A -cf x.zip README.md

sqlite3 -readonly -zip x.zip 'select 1'

sqlite3 -readonly -vfs unix-none app.db 'select 1'

sqlite3 -readonly "$db" 'select 1'

sqlite3 -readonly app.db "$q"

sqlite3 -readonly app.db -- 'select 1'

redis-cli FLUSHALL

# Sentinel: a failover, a reset, a new setting, debug parameters, and a
# vote in a failover election (with a run id).
redis-cli -p 26379 SENTINEL FAILOVER mymaster

redis-cli -p 26379 SENTINEL RESET '*'

redis-cli -p 26379 SENTINEL SET mymaster down-after-milliseconds 1000

redis-cli -p 26379 SENTINEL CONFIG SET resolve-hostnames yes

redis-cli -p 26379 SENTINEL DEBUG ping-period 1

redis-cli -p 26379 SENTINEL IS-MASTER-DOWN-BY-ADDR 10.0.0.5 6379 7 0123456789abcdef

redis-cli flushdb

redis-cli -h redis.internal del session:abc

redis-cli set k v

redis-cli -n 2 incr counter

redis-cli config set maxmemory 1gb

redis-cli CONFIG REWRITE

redis-cli client kill ID 5

redis-cli slowlog reset

redis-cli latency reset

redis-cli memory purge

redis-cli acl log reset

redis-cli script flush

redis-cli function delete mylib

redis-cli getdel k

redis-cli getex k EX 10

redis-cli pfcount visitors

redis-cli touch k

redis-cli sort k store dst

redis-cli georadius places 0 0 10 km store dst

redis-cli spop s

redis-cli lpop queue:mail

redis-cli xreadgroup GROUP g c STREAMS s '>'

redis-cli eval "return redis.call('del','k')" 0

redis-cli shutdown nosave

redis-cli bgsave

redis-cli replicaof host 6379

redis-cli expire k 10

redis-cli --rdb /tmp/dump.rdb

redis-cli --functions-rdb /tmp/f.rdb

redis-cli --pipe < cmds.txt

redis-cli -x set k < file

redis-cli --eval script.lua k

redis-cli --lru-test 1000

redis-cli --cluster fix host:6379

redis-cli

redis-cli -h redis.internal < cmds.txt

redis-cli "$cmd" k

redis-cli $cmd

redis-cli -h "$h" $verb k

redis-cli --raw --rd /tmp/x

mysql -e 'DELETE FROM orders' app

mysql -e 'select 1; drop database app'

mysql -e 'SELECT * FROM users INTO OUTFILE "/tmp/u.csv"'

mysql -e 'system touch /tmp/x'

mysql -e '\! touch /tmp/x'

mysql -e 'select 1 \! touch x'

mysql -e 'select 1 \T /tmp/x'

mysql -e 'select 1;
system touch x'

mysql -e 'select 1 --x
; delete from t'

mysql -e 'select 1 /*! ; delete from t */'

mysql -e 'select "a\"; delete from t; #"'

mysql --tee=/tmp/out -e 'select 1'

mysql --te=/tmp/out -e 'select 1'

mysql --loose-tee=/tmp/out -e 'select 1'

mysql --pager='sh -c "touch x"' -e 'select 1'

mysql --init-command='delete from t' -e 'select 1'

mysql --defaults-file=./my.cnf -e 'select 1'

mysql -G -e 'select 1'

mysql app < dump.sql

mysql app

mysql -e "$q"

mysql -e 'select * from t for update'

mysql -e 'select * from t lock in share mode'

mysql -e 'LOAD DATA INFILE "x" INTO TABLE t'

mysql -e 'SET GLOBAL max_connections = 1000'

mysql -e 'KILL 1234'

mysql -e 'select get_lock("x", 10)'

mariadb -e 'ANALYZE TABLE t'

mariadb -e 'HANDLER t OPEN'

mysql -e 'OPTIMIZE TABLE t'

TZ='-o/tmp/x'; psql "$TZ" -c 'select 1'

PGHOST='postgresql://db/app?sslkeylogfile=/tmp/k'; psql "$PGHOST" -c 'select 1'

psql 'postgresql://db/app?%73slkeylogfile=/tmp/k' -c 'select 1'

psql 'host=db servicefile=notes.md service=x' -c 'select 1'

PGSERVICEFILE=notes.md PGSERVICE=x psql -c 'select 1'

PGOPTIONS='-c log_statement=all' psql -c 'select 1'

PGPASSWORD=x psql -c 'delete from t'

MYSQL_PWD=x mysql -e 'drop table t'

REDISCLI_AUTH=x redis-cli flushall

mysqldump -r dump.sql app

mysqldump --result-file=dump.sql app

mysqldump --res=dump.sql app

mysqldump --tab=/tmp app

mysqldump --flush-logs app

mysqldump --master-data=2 app

mysqldump --log-error=/tmp/err app

mysqldump app > dump.sql

mysqladmin flush-logs

mysqladmin -u root shutdown

mysqladmin kill 42

mysqladmin create scratch

mysqladmin -i 5 status

mysqladmin --defaults-file=x.cnf status

redis-cli --replica

redis-cli -h primary --slave

valkey-cli flushall

keydb-cli --rdb /tmp/x.rdb

etcdctl put /config/x 1

etcdctl del /registry --prefix

etcdctl snapshot save /tmp/snap.db

etcdctl defrag

etcdctl compaction 1000

etcdctl member remove 8e9e05c52164694d

etcdctl check perf

etcdctl lock mylock

etcdctl --endpoints "$e" $verb k

etcdctl get k --output-file /tmp/x

mongosh --eval 'db.users.drop()'

mongosh --quiet --eval 'db.users.countDocuments()'

mongo app --eval 'db.jobs.deleteMany({})'

redis-cli --cluster call 10.0.0.1:6379 flushall

redis-cli --cluster check 10.0.0.1:6379 --cluster fix 10.0.0.1:6379

redis-cli --cluster rebalance 10.0.0.1:6379

redis-cli --cluster check --cluster-fix-with-unreachable-masters 10.0.0.1:6379

pg_controldata "$dir"

pg_ctlcluster 15 main restart

sqlite3 'file:new.db?mode=ro&mode=rwc' 'create table t(a)'

sqlite3 'file:new.db?mod%65=rwc' 'select 1'

echo "DELETE FROM sessions" | psql

psql <<< "UPDATE users SET admin = true"

psql -c "COMMIT PREPARED 'tx1'"

pg_restore -f restored.sql backups/app.dump

xargs -a ids.txt -I{} redis-cli DEL session:{}

redis-cli --scan --pattern 'cache:*' | xargs redis-cli UNLINK

psql -f - <<< "delete from sessions;"

psql -f - -f cleanup.sql <<< "select 1"

psql -f - < cleanup.sql

cat opts.txt | xargs psql -c 'select 1'

cat dbs.txt | xargs pg_dump -s

cat dbs.txt | xargs psql -l

# A command substitution in a here-document or here-string is what bash
# feeds the program only when echo or printf prints it as written: a
# backslash (printf, echo -e) may make a newline that starts a
# dot-command, and printf ignores the words after a format without a
# directive, which the joined text would show as a comment opener.
sqlite3 -readonly app.db <<EOF
select 1; -- $(printf '\n.shell touch pwned')
EOF

sqlite3 -readonly app.db <<< "select 1; -- $(echo -e '\n.shell touch pwned')"

sqlite3 -readonly app.db <<EOF
select 1 $(printf '' '/*'), writefile('pwned','x') $(printf '' '*/');
EOF

sqlite3 -readonly app.db <<EOF
select 1 $(echo "$(printf -- '' '/*')"), writefile('pwned','x') $(printf -v x '*/');
EOF

psql <<EOF
select 1 $(printf '' '/*'), pg_terminate_backend(1) $(printf '' '*/');
EOF

printf "select '%c, pg_terminate_backend(1), %c'" "'" "'" | psql

redis-cli ACL LOG RESET

redis-cli acl log reset

redis-cli ACL LOG $n

redis-cli ACL LOG 10 RESET

psql -c 'SELECT (1) OPERATOR(public.audit_op) (2)'

PGOPTIONS='-c search_path=attacker,public' psql -c 'select audit()'

PGOPTIONS='-c session_preload_libraries=/tmp/evil' psql -c 'select 1'

PGOPTIONS='-c default_transaction_read_only=on -c local_preload_libraries=x' psql -c 'select 1'

PGOPTIONS="-c default_transaction_read_only=$ro" psql -c 'select 1'

sqlite3 :memory: -cmd '.import |touch\ pwned t' 'select 1'

sqlite3 :memory: -cmd '.import "|touch pwned" t' 'select 1'

sqlite3 :memory: -cmd '.import --schema aux a.csv t' 'select 1'

sqlite3 :memory: '.import a.csv t' '.once out.txt' 'select 1'

sqlite3 :memory: "attach 'x.db' as x"

psql -c 'SET search_path TO attacker, public' -c 'select audit()'

for t in audit_log sessions; do psql "$APP_DB_URL" -c "truncate $t"; done

for d in 2026-11-19 2026-11-20; do psql "$APP_DB_URL" -c "delete from settlement_entries where business_date='$d'"; done

# mysqldumpslow opens its files with Perl's two-argument open.
mysqldumpslow 'zcat /var/log/mysql/mysql-slow.log.1.gz|'

mysqldumpslow '>/var/log/mysql/mysql-slow.log'

# Without a file it runs my_print_defaults to find the log.
mysqldumpslow -s t -t 10

# A LOAD DATA event leaves its data in TMPDIR/SQL_LOAD_MB-*.
mysqlbinlog --base64-output=DECODE-ROWS -v /mnt/backups/mysql/binlog/mysql-bin.004512 | head

mysqlbinlog -l /dev/null -r /tmp/decoded.sql mysql-bin.000012

mysqlbinlog -R --raw -h db1 -u repl mysql-bin.000012

mysqlbinlog --read-from-remote-server --stop-never -h db1 mysql-bin.000012

mysqlbinlog --defaults-extra-file=./my.cnf mysql-bin.000012

mysqlshow --defaults-file=./my.cnf crm

rdb --command json -f /tmp/dump.json dump.rdb

rdb -c protocol --file=restore.txt dump.rdb

pg_archivecleanup /mnt/wal-archive 000000010000003A000000C0

pg_archivecleanup -x .gz /mnt/wal-archive 000000010000003A000000C0

redis-cli EVAL_RO "while true do end" 0

redis-cli EVAL_RO "redis.log(redis.LOG_WARNING, 'x'); return 1" 0

redis-cli EVAL_RO "return redis.call(KEYS[1])" 1 flushall

redis-cli EVALSHA_RO e0e1f9fabfc9d4800c877a703b823ac0578ff831 0

redis-cli FCALL_RO stats_rollup 1 queue:default

redis-cli DEBUG SLEEP 30

redis-cli DEBUG SEGFAULT

redis-cli DEBUG SET-ACTIVE-EXPIRE 0

redis-cli --intrinsic-latency 10 --functions-rdb f.rdb

psql -c "explain analyze delete from staging.orders_raw where loaded_at < now() - interval '7 days'"

psql -c "explain (analyze, buffers) update staging.orders_raw set status = 'dup' where order_id = 42"

psql -h db.staging.internal -d warehouse -c "select 'fct\\'; delete from staging.orders_raw; --'"

# A quoted option name is the option: "analyze" runs the DELETE.
psql -h db.staging.internal -d warehouse -c 'explain ("analyze", buffers) delete from staging.orders_raw where order_id = 42'

# patronictl commands that change the cluster.
patronictl -c /etc/patroni/patroni.yml edit-config orders-pg --force -s 'postgresql.parameters.max_connections=50'

patronictl -c /etc/patroni/patroni.yml switchover orders-pg --candidate pg-2 --force

patronictl -c /etc/patroni/patroni.yml failover orders-pg --candidate pg-2 --force

patronictl -c /etc/patroni/patroni.yml restart orders-pg pg-1 --force

patronictl -c /etc/patroni/patroni.yml reinit orders-pg pg-2 --force

patronictl -c /etc/patroni/patroni.yml pause orders-pg

patronictl -c /etc/patroni/patroni.yml remove orders-pg

# query runs SQL on a member.
patronictl -c /etc/patroni/patroni.yml query orders-pg -c 'delete from orders'

# A configuration outside /etc: its raft: data_dir is created and written to.
patronictl -c ./patroni.yml list

# -W and -w redraw forever.
patronictl -c /etc/patroni/patroni.yml list -W

# pg_waldump -f never ends; --save-fullpage writes a folder of images.
pg_waldump -f -p /var/lib/postgresql/15/main/pg_wal 000000030000A1B2000000C4

pg_waldump --save-fullpage=/tmp/fpi -p /var/lib/postgresql/15/main/pg_wal 000000030000A1B2000000C4

# pg_amcheck --install-missing creates the extension.
pg_amcheck -h pg-replica-1.prod.internal -U dba -d orders --install-missing

# bt_index_parent_check's ShareLock holds off writes to the table.
pg_amcheck -h pg-primary.prod.internal -U dba -d orders --parent-check

# options= in a connection string sets server settings: search_path with pg_catalog placed after another schema chooses whose function a name calls
psql 'host=db options=-csearch_path=evil,pg_catalog' -c "select pg_ls_dir('.')"

pg_amcheck 'host=db options=-clocal_preload_libraries=x' -a

# \copy to a file writes it; \o in a script sends the output to a file.
psql "$DATABASE_URL" -c "\copy (select * from orders) to '/tmp/orders.csv' with csv header"

psql "$DATABASE_URL" -X <<'SQL_WRITE_1'
\o /tmp/orders.txt
select * from orders;
SQL_WRITE_1

# psql passes what follows \copy ... to stdout on to the server as it is:
# a semicolon starts another statement.
psql "$DATABASE_URL" -c '\copy orders to stdout with csv; delete from orders'

# psql matches the query's parentheses knowing only quotes; the server
# ends the comment at the line break and calls nextval.
psql "$DATABASE_URL" -c $'\\copy (select 1 --) to stdout x\n , nextval(\'orders_id_seq\')) to stdout'

# With \encoding SJIS the byte 0x81 of Á takes the quote after it with it
# in psql's lexer: the string ends earlier and the delete runs.
psql "$DATABASE_URL" -X <<'SQL_WRITE_2'
\encoding SJIS
select 'Á''; delete from orders; --';
SQL_WRITE_2

# In SJIS the server reads 0x95 0x5C of Õ\ as one character: the quote
# after it ends the string.
PGCLIENTENCODING=SJIS psql "$DATABASE_URL" -c "select E'Õ\\'; delete from orders; --'"

# Database and datastore clients asked read-only questions (dbclients.go,
# sql.go). In make redteam there is no server: each fails to connect and
# changes nothing.

psql "$DATABASE_URL" -c 'SELECT now(), version();'

psql -h db.internal -U readonly -d app -c "SELECT state, count(*) FROM pg_stat_activity GROUP BY state;"

psql -X -At -d app -c "SELECT pid, now()-query_start AS dur, left(query,80) FROM pg_stat_activity WHERE state <> 'idle' ORDER BY dur DESC LIMIT 20;"

psql -d app -c "SELECT * FROM django_migrations ORDER BY applied DESC LIMIT 10;"

psql -d app -c '\d+ payments_charge'

psql -d app -c '\di payments_charge*'

psql -d app -c "SELECT locktype, relation::regclass, mode, granted FROM pg_locks WHERE NOT granted;"

psql -d app -c "SHOW max_connections;"

psql -d app -Atc "SELECT count(*) FROM payments_charge WHERE created_at > now() - interval '1 day' AND status = 'failed';"

psql -d app -c "EXPLAIN SELECT * FROM payments_charge WHERE idempotency_key = 'x';"

psql -d app -c "EXPLAIN (ANALYZE, BUFFERS) SELECT id FROM orders WHERE customer_id = 42"

psql -l

psql -h localhost -p 5432 -U postgres --list

psql "$DATABASE_URL" -c '\dt+'

psql -h localhost -U app -d payments -Atc 'select version from schema_migrations order by version desc limit 5'

psql -X -d payments_dev -c '\d+ invoices'

psql postgresql://ro@db.internal/app -c 'select 1'

psql -w -X -q --csv -d app -c "select id, email from users where email ilike '%@example.com' limit 3"

psql -d app -x -c "select * from pg_stat_replication"

psql -d app -v ON_ERROR_STOP=1 -P pager=off -F '|' -A -t -c 'select relname, n_live_tup from pg_stat_user_tables order by n_live_tup desc limit 5'

psql -d app -c "select pg_size_pretty(pg_database_size(current_database()))"

psql -d app -c "select schemaname, relname, pg_size_pretty(pg_total_relation_size(relid)) from pg_catalog.pg_statio_user_tables order by pg_total_relation_size(relid) desc limit 10"

psql -X -d app -c "select * from pgstattuple('public.order_events')"

psql -X -d app -c "select * from pgstatindex('order_events_created_at_idx')"

psql -X -d app -c "select c.relname, count(*) from pg_buffercache_pages() b join pg_class c on b.relfilenode = c.relfilenode group by 1 order by 2 desc limit 10"

psql -d app -c "WITH t AS (SELECT date_trunc('hour', created_at) AS h, count(*) AS n FROM events GROUP BY 1) SELECT * FROM t ORDER BY h DESC LIMIT 24"

psql -d app -c 'select "Name", count(*) from "Accounts" group by 1' -c '\dn'

psql -d app -c "select \$\$it's\$\$ as s, E'a\\'b' as e -- comment; drop table x
"

psql -d app -c '\l+' -c '\conninfo' -c '\du'

psql -d app -c "select data #>> '{a,b}' from docs limit 1"

pg_isready -h db.internal -p 5432

pg_isready -q -d app

pg_dump --schema-only -t payments_charge -d app | grep -i index

pg_dump --schema-only -d payments_dev -t invoices | head -60

pg_dump -s -n public app | grep -c 'CREATE TABLE'

pg_dumpall --globals-only | head

pg_config --version

pg_config --bindir --libdir

sqlite3 -readonly services/search/data/index.db '.tables'

sqlite3 -readonly services/search/data/index.db 'PRAGMA user_version;'

sqlite3 -readonly -header -column services/search/data/index.db "SELECT status, count(*) FROM jobs GROUP BY status;"

sqlite3 -readonly ~/incident/notes.db "SELECT ts, note FROM notes ORDER BY ts DESC LIMIT 5;"

sqlite3 -readonly services/admin/db.sqlite3 '.schema billing_invoice'

sqlite3 -readonly -header -column services/admin/db.sqlite3 'select app, name, applied from django_migrations order by id desc limit 10'

sqlite3 -readonly db.sqlite3 'PRAGMA table_info(users);' 'select count(*) from users'

sqlite3 -readonly -json db.sqlite3 "select name from sqlite_master where type = 'table'"

sqlite3 --readonly -box db.sqlite3 '.indexes users' "select * from pragma_index_list('users')"

sqlite3 -readonly -cmd '.mode line' db.sqlite3 'select * from [order items] limit 1'

sqlite3 -readonly db.sqlite3 .dbinfo

sqlite3 -readonly db.sqlite3 '.dump users' | head

sqlite3 -readonly db.sqlite3 'PRAGMA integrity_check'

redis-cli -h redis.internal ping

redis-cli -h redis.internal info clients

redis-cli -h redis.internal info memory | grep -E 'used_memory_human|maxmemory|evicted'

redis-cli -h redis.internal slowlog get 10

# HELLO prints the server's name, version, mode and role.
redis-cli -h redis.internal hello 3

# A Sentinel's reports of the masters it watches.
redis-cli -h sentinel.internal -p 26379 SENTINEL get-master-addr-by-name mymaster

redis-cli -p 26379 sentinel replicas mymaster | paste - - | grep -E 'ip|flags'

redis-cli -p 26379 SENTINEL CKQUORUM mymaster

redis-cli -p 26379 SENTINEL CONFIG GET resolve-hostnames

redis-cli -h redis.internal --scan --pattern 'ratelimit:*' --count 1000 | head -20

redis-cli -h redis.internal ttl 'session:abc123'

redis-cli -h redis.internal config get maxclients

redis-cli -h redis.internal client list | awk '{print $2}' | cut -d= -f2 | cut -d: -f1 | sort | uniq -c

redis-cli -h redis.internal dbsize

redis-cli -h redis.internal hgetall 'feature_flags'

redis-cli INFO server | grep redis_version

redis-cli -n 2 TTL feature-flags:payments-v2

redis-cli GET feature-flags:payments-v2

redis-cli LLEN queue:invoices

redis-cli --bigkeys

redis-cli -u redis://localhost:6379/0 --raw lrange queue:mail 0 9

redis-cli -p 6380 -a secret --no-auth-warning memory usage user:42

redis-cli -c -h node1 cluster nodes

redis-cli --tls --cacert ca.pem -h cache.internal xinfo groups events

redis-cli -r 3 -i 1 info stats

redis-cli --latency --raw

redis-cli --csv zrange leaderboard 0 9 withscores

redis-cli object encoding "user:$id"

mysql -h db.internal -u readonly -e 'SELECT COUNT(*) FROM orders WHERE status = "pending"' app

mysql -e 'SHOW PROCESSLIST'

mysql -uroot -N -B -e "select table_name, table_rows from information_schema.tables where table_schema = 'app' order by table_rows desc limit 10"

mariadb -e 'SHOW CREATE TABLE users\G' app

mysql --execute='SHOW VARIABLES LIKE "max_connections"'

mysql -e 'use app; show tables;'

mysql -e 'EXPLAIN SELECT * FROM `order items` WHERE id = 1'

PGPASSWORD="$DB_PASSWORD" psql -h db.internal -U app -d app -c 'select count(*) from users'

PGHOST=localhost PGUSER=postgres psql -Atc 'select datname from pg_database'

MYSQL_PWD=secret mysql -h 127.0.0.1 -u root -e 'SHOW DATABASES'

REDISCLI_AUTH="$REDIS_PASSWORD" redis-cli -h cache.internal info keyspace

mysqldump --no-data --single-transaction app | grep -i 'create table'

mysqldump -h db.internal -u ro -p"$MYSQL_PASSWORD" --skip-lock-tables app users | head -50

mysqladmin -h db.internal -u root status

mysqladmin processlist

mysqladmin -u root -p extended-status | grep -i threads

psql -d app -c "select pg_get_viewdef('v'::regclass), has_table_privilege('app', 't', 'select'), jsonb_array_length(tags) from t limit 1"

psql -d app -c "COPY (SELECT id, email FROM users WHERE created_at > now() - interval '1 day') TO STDOUT WITH CSV HEADER" | head

psql -d app -c '\copyright'

pg_restore -l app.dump | head -40

pg_restore --schema-only -t users app.dump | less

psql -d app -c 'COPY public.users (id, email) TO STDOUT WITH (FORMAT csv, HEADER)' | head -5

redis-cli -h cache.internal --stat -i 2 | head -5

psql -d app -c "select id, handler, attempts from delayed_jobs where failed_at is not null limit 5"

valkey-cli -h cache.internal info memory

keydb-cli --scan --pattern "user:*" | head

etcdctl get /registry/services --prefix --keys-only | head

etcdctl --endpoints=https://10.0.0.1:2379 --cacert ca.crt -w table endpoint status

etcdctl member list -w json

etcdctl endpoint health --cluster

psql -d app -XAt -c "select extract(epoch from now() - pg_last_xact_replay_timestamp())::int8"

mysql -e "SELECT DAYNAME(created_at) d, COUNT(*) FROM orders WHERE created_at > NOW() - INTERVAL 7 DAY GROUP BY d" shop

sqlite3 -readonly -csv app.db "select strftime('%Y-%m', created_at) m, count(*) from events group by m order by m desc limit 12"

redis-cli --cluster check 10.0.0.1:6379

redis-cli -a "$REDIS_PASSWORD" --cluster info 10.0.0.1:6379 --no-auth-warning

redis-cli monitor | head -100

redis-cli xread count 10 streams events 0

pg_controldata -D /var/lib/postgresql/15/main | grep -i checkpoint

pg_lsclusters

# A file: URI with mode=ro opens read-only and creates nothing.
sqlite3 'file:app.db?mode=ro' 'pragma table_info(users);' 2>/dev/null || true

# SQL on standard input from the line; transaction control; pg_restore to
# standard output; keys xargs adds after redis-cli's command word.
echo "SELECT 1" | psql -X -At 2>/dev/null || true

psql -X -At <<< "SELECT count(*) FROM pg_stat_activity" 2>/dev/null || true

psql -X -c "BEGIN READ ONLY; SELECT 1; COMMIT;" 2>/dev/null || true

pg_restore --schema-only -f - backups/app.dump 2>/dev/null | head || true

redis-cli --scan --pattern 'session:*' 2>/dev/null | head -20 | xargs -r -I{} redis-cli MEMORY USAGE {} || true

psql -X "$RO_DSN" -f - <<< "select version();"

echo "select count(*) from users" | psql -At -f -

redis-cli ACL LOG 10

redis-cli -h redis.internal acl log

psql -X -d app -c "SELECT b.pid FROM pg_stat_activity a JOIN LATERAL unnest(pg_blocking_pids(a.pid)) b(pid) ON true"

PGOPTIONS='-c default_transaction_read_only=on' psql -X -d app -c 'select count(*) from pg_stat_activity'

PGOPTIONS='-c default_transaction_read_only=on -c statement_timeout=5s' psql -X -c 'select 1'

sqlite3 :memory: -cmd '.mode csv' -cmd '.import README.md t' 'select count(*) from t;'

psql -X -d app -c 'set default_transaction_read_only = on' -c 'select count(*) from pg_stat_activity'

psql -X -c 'SET TRANSACTION READ ONLY' -c 'select 1'

# A loop over literal dates fills them into the SQL; the connection
# string stays a run-time word, judged as it is.
for d in 2026-11-19 2026-11-20 2026-11-21; do echo -n "$d "; psql "$LEDGER_RO_URL" -Atc "select coalesce(sum(amount_minor),0) from settlement_entries where business_date='$d'"; done

mysqldumpslow -s t -t 10 /var/log/mysql/mysql-slow.log

mariadb-dumpslow -s c -g orders /var/log/mysql/mariadb-slow.log | head -50

mysqlbinlog --local-load=/dev/null --base64-output=DECODE-ROWS -v /mnt/backups/mysql/binlog/mysql-bin.004512 | grep -i -A3 'DELETE FROM `crm`.`accounts`' | head -40

mariadb-binlog -l /dev/null --start-datetime='2026-11-24 09:00:00' --stop-datetime='2026-11-24 09:30:00' -vv mysql-bin.000012 | head -100

mysqlshow -h mysql-crm.internal -u audit_ro -p"$MYSQL_RO_PASS" crm

rdb --command json -k 'user:48213:*' dump.rdb | jq length

rdb --command memory --largest 20 /var/lib/redis/dump.rdb

rdb -c justkeys -n 0 dump.rdb | grep -c '^session:'

mysqlbinlog -l /dev/null -R -h mysql-crm.internal -u audit_ro -p"$MYSQL_RO_PASS" --base64-output=DECODE-ROWS -v mysql-bin.004512 | grep -c '^### DELETE'

pg_archivecleanup -n /mnt/wal-archive 000000010000003A000000C0 | wc -l

pg_archivecleanup -n -x .gz /mnt/wal-archive 000000010000003A000000C0

redis-cli -h redis-sidekiq.checkout.svc EVAL_RO "return redis.call('llen', KEYS[1])" 1 queue:default

redis-cli EVAL_RO "return redis.call('hget', KEYS[1], ARGV[1])" 1 feature_flags payments-v2

redis-cli -h "$REDIS_HOST" DEBUG OBJECT "catalog:price_rules"

redis-cli -h "$REDIS_HOST" --keystats --top 20

redis-cli --keystats-samples 10 --cursor 0 -i 0.1

redis-cli --intrinsic-latency 1

# EXPLAIN without ANALYZE plans a writing statement and never runs it.
psql -h db.staging.internal -d warehouse -c "explain delete from staging.orders_raw a using staging.orders_raw b where a.order_id = b.order_id and a.ctid < b.ctid"

psql -X -c "explain (costs off) insert into analytics.fct_orders select * from analytics.stg_orders where order_date = '2024-11-24'"

# A backslash before anything but a quote does not move the string's end.
psql -h db.staging.internal -d warehouse -c "select relname, last_vacuum, last_analyze from pg_stat_all_tables where relname like 'fct\_%'"

mysqlshow --login-path=shop_replica shop 'customer%'

psql -X -h pg-primary.prod.internal -U dba -d postgres -Atc "select count(*) from pg_ls_archive_statusdir() where name like '%.ready'"

psql -X -h pg-replica-1.prod.internal -U dba -d orders -c "select * from pg_visibility_map_summary('public.order_events')"

# patronictl's views of a Patroni cluster, with the cluster's own
# configuration under /etc.
patronictl -c /etc/patroni/patroni.yml list

patronictl -c /etc/patroni/patroni.yml list orders-pg -e

patronictl -c /etc/patroni/patroni.yml list --format json | jq -r '.[] | [.Member, .Role] | @tsv'

patronictl -c /etc/patroni/patroni.yml history orders-pg

patronictl -c /etc/patroni/patroni.yml show-config orders-pg

patronictl -c /etc/patroni/patroni.yml topology

patronictl version

patronictl -c /etc/patroni/patroni.yml dsn orders-pg --role replica

# pg_waldump decodes WAL segments to standard output.
pg_waldump --stats=record /var/lib/postgresql/15/main/pg_wal/000000030000A1B2000000C4 | head -n 40

pg_waldump -p /var/lib/postgresql/15/main/pg_wal -r Heap2 -n 50 000000030000A1B2000000C4

pg_waldump -p /var/lib/postgresql/15/main/pg_wal -s A1B2/C4000028 -e A1B2/C5000000 | awk '{print $2}' | sort | uniq -c

# pg_amcheck runs amcheck's read-only checks; --progress only prints.
pg_amcheck -h pg-replica-1.prod.internal -U dba -d orders -t public.order_events --progress

pg_amcheck -h pg-replica-1.prod.internal -U dba -d orders --heapallindexed -j 4 --on-error-stop

# A loop over connection strings from the environment the session
# started with: db holds one of them.
for db in "$DATABASE_URL" "$RO_DSN"; do psql "$db" -XAtc "select current_database(), numbackends from pg_stat_database where datname = current_database()"; done

# A script on psql's input: SQL, and describing meta-commands on lines of
# their own.
psql "$DATABASE_URL" -X <<'SQL_READ_1'
\pset pager off
\x
select count(*) from orders where created_at > now() - interval '1 day';
SQL_READ_1

# \copy of a read-only query to psql's standard output.
psql "$DATABASE_URL" -c "\copy (select id, updated_at from orders where created_at::date = '2024-11-24' order by id) to stdout with csv header" | head -5

# ACL DRYRUN answers whether a user may run a command, without running it.
redis-cli -h redis.internal ACL DRYRUN app-worker PUBLISH orders.created x

psql -X -d app -c "select collname, collversion, pg_collation_actual_version(oid) from pg_collation where collversion is distinct from pg_collation_actual_version(oid)"

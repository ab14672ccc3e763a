package shell

import "testing"

// TestPatronictl pins patronictl's views (list, history, show-config,
// topology, dsn, version) with the cluster's configuration under /etc;
// watching, other configurations and every command that changes the
// cluster are refused.
func TestPatronictl(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"patronictl -c /etc/patroni/patroni.yml list", ""},
		{"patronictl -c /etc/patroni/patroni.yml list orders-pg -e", ""},
		{"patronictl -c /etc/patroni/patroni.yml list --format json | jq -r '.[] | [.Member, .Role] | @tsv'", ""},
		{"patronictl --config-file=/etc/patroni/patroni.yml list -et -f tsv orders-pg", ""},
		{"patronictl -c /etc/patroni/patroni.yml history orders-pg", ""},
		{"patronictl -c /etc/patroni/patroni.yml history -f json orders-pg", ""},
		{"patronictl -c /etc/patroni/patroni.yml show-config orders-pg", ""},
		{"patronictl -c /etc/patroni/patroni.yml topology", ""},
		{"patronictl -c /etc/patroni/patroni.yml dsn orders-pg --role replica", ""},
		{"patronictl version", ""},
		{"patronictl list orders-pg", ""},
		{"patronictl -d etcd://etcd-1.prod.internal:2379 list orders-pg", ""},
		{"patronictl --help", ""},
		{"patronictl list --help", ""},
		{"patronictl -c /etc/patroni/patroni.yml list -W", "never ends"},
		{"patronictl -c /etc/patroni/patroni.yml list -w 5", "never ends"},
		{"patronictl -c /etc/patroni/patroni.yml list --watch=5", "never ends"},
		{"patronictl -c /etc/patroni/patroni.yml list -eW", "never ends"},
		{"patronictl -c /etc/patroni/patroni.yml topology -w 1", "never ends"},
		{"patronictl -c ./patroni.yml list", "data_dir"},
		{"patronictl -c /tmp/p.yml list", "data_dir"},
		{"patronictl -c /etc/../tmp/p.yml list", "data_dir"},
		{`patronictl -c "$CFG" list`, "data_dir"},
		{"patronictl --config-file=patroni.yml list", "data_dir"},
		{"patronictl -c /etc/patroni/patroni.yml edit-config orders-pg", "dynamic configuration"},
		{"patronictl -c /etc/patroni/patroni.yml switchover --force", "leader role"},
		{"patronictl -c /etc/patroni/patroni.yml failover orders-pg", "leader role"},
		{"patronictl -c /etc/patroni/patroni.yml restart orders-pg pg-1", "restarts PostgreSQL"},
		{"patronictl -c /etc/patroni/patroni.yml reload orders-pg", "reload"},
		{"patronictl -c /etc/patroni/patroni.yml reinit orders-pg pg-2", "wipes"},
		{"patronictl -c /etc/patroni/patroni.yml pause", "automatic failover"},
		{"patronictl -c /etc/patroni/patroni.yml resume", "automatic failover"},
		{"patronictl -c /etc/patroni/patroni.yml remove orders-pg", "deletes"},
		{"patronictl -c /etc/patroni/patroni.yml flush orders-pg restart", "discards"},
		{"patronictl -c /etc/patroni/patroni.yml query orders-pg -c 'select 1'", "runs SQL"},
		{"patronictl -c /etc/patroni/patroni.yml demote-cluster orders-pg", "not a read the model knows"},
		{"patronictl -c /etc/patroni/patroni.yml $cmd", "not literal"},
		{"patronictl -c /etc/patroni/patroni.yml list --form json", "does not know"},
		{"patronictl -c /etc/patroni/patroni.yml show-config -f json", "does not know"},
		{"patronictl", "without a command"},
	})
}

// TestPgWaldump pins pg_waldump: WAL records and statistics to standard
// output; -f never ends and --save-fullpage writes a folder.
func TestPgWaldump(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"pg_waldump --stats=record /var/lib/postgresql/15/main/pg_wal/000000030000A1B2000000C4 | head -n 40", ""},
		{"pg_waldump -p /var/lib/postgresql/15/main/pg_wal -r Heap2 -n 50 000000030000A1B2000000C4", ""},
		{"pg_waldump -p /var/lib/postgresql/15/main/pg_wal -s A1B2/C4000028 -e A1B2/C5000000 | awk '{print $2}' | sort | uniq -c", ""},
		{"pg_waldump -z -b -w -F main -x 7311 -t 3 -R 1663/16384/24577 -B 0 000000030000A1B2000000C4", ""},
		{"pg_waldump --rmgr=list", ""},
		{"pg_waldump --version", ""},
		{"pg_waldump -f -p /var/lib/postgresql/15/main/pg_wal 000000030000A1B2000000C4", "never ends"},
		{"pg_waldump --follow -e A1B2/C5000000 000000030000A1B2000000C4", "never ends"},
		{"pg_waldump -bf 000000030000A1B2000000C4", "never ends"},
		{"pg_waldump --save-fullpage=/tmp/fpi 000000030000A1B2000000C4", "writes every full-page image"},
		{"pg_waldump --save-fullpage /tmp/fpi 000000030000A1B2000000C4", "writes every full-page image"},
		{"pg_waldump --save /tmp/fpi 000000030000A1B2000000C4", "writes every full-page image"},
		{"pg_waldump --frobnicate 000000030000A1B2000000C4", "does not know"},
		{"pg_waldump $opts 000000030000A1B2000000C4", "not literal"},
	})
}

// TestPgAmcheck pins pg_amcheck: amcheck's checks over a connection read
// as psql's; --install-missing creates the extension and --parent-check
// locks writes out.
func TestPgAmcheck(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"pg_amcheck -h pg-replica-1.prod.internal -U dba -d orders -t public.order_events --progress", ""},
		{"pg_amcheck -a --heapallindexed -j 4 -e -v --on-error-stop --skip=all-frozen", ""},
		{"pg_amcheck -h db1 -p 5433 -U dba -w -s public -T 'public.tmp_*' --no-dependent-toast orders", ""},
		{`pg_amcheck "$DATABASE_URL" -t public.order_events`, ""},
		{"pg_amcheck --maintenance-db=postgres -d 'orders*' -P", ""},
		{"pg_amcheck --install-missing -d orders", "creates the amcheck extension"},
		{"pg_amcheck --install-missing=public -d orders", "creates the amcheck extension"},
		{"pg_amcheck --parent-check -d orders", "ShareLock"},
		{"pg_amcheck --rootdescend -d orders", "ShareLock"},
		{"pg_amcheck --install -d orders", "creates the amcheck extension"},
		{"pg_amcheck --checkunique -d orders", "does not know"},
		{"pg_amcheck 'host=db1 sslkeylogfile=/tmp/k' -t public.x", "sslkeylogfile"},
		{"pg_amcheck --maintenance-db='host=db1 sslkeylogfile=/tmp/k' -a", "sslkeylogfile"},
		{"pg_amcheck 'host=db1 options=-clocal_preload_libraries=x' -a", "options="},
		{"psql 'host=db1 options=-csearch_path=evil,pg_catalog' -c \"select pg_ls_dir('.')\"", "options="},
		{"psql -d \"host=db1 options='-c search_path=evil,pg_catalog'\" -c 'select now()'", "options="},
		{`pg_amcheck "$conn" -a`, "not literal"},
	})
}

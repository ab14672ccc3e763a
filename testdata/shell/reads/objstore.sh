# Object stores, data-lake and tabular-data CLIs used read-only
# (internal/shell/objstore.go, and sqlite3's scripts on standard input in
# dbclients.go).

echo 'select count(*) from outbox where sent_at is null;' | sqlite3 -readonly services/orders-api/local.db

sqlite3 -readonly -header -column app.db <<< "select status, count(*) from jobs group by status;"

printf '.schema users\n' | sqlite3 -readonly db.sqlite3

sqlite3 -readonly services/search/data/index.db <<'EOF'
.headers on
.mode column
-- the newest jobs first
SELECT id, status, created_at
  FROM jobs
 ORDER BY id DESC
 LIMIT 10;
.indexes jobs
EOF

cat <<'SQL' | sqlite3 -readonly -json app.db | jq '.[0]'
select name, type from sqlite_master where type in ('table', 'view');
SQL

# Ways around the object-store, data-lake and tabular-data shapes
# (internal/shell/objstore.go) and sqlite3's scripts on standard input.

echo '.shell touch /tmp/x' | sqlite3 -readonly app.db

echo 'delete from outbox where sent_at is null;' | sqlite3 -readonly app.db

sqlite3 -readonly app.db <<< "select 1; drop table users"

sqlite3 -readonly app.db <<'EOF'
.output notes.txt
select * from users;
EOF

sqlite3 -readonly app.db <<'EOF'
select 1;
.once out.csv
select * from users;
EOF

sqlite3 -readonly app.db <<'EOF'
.import data.csv users
EOF

echo 'select 1' | sqlite3 app.db

echo -e 'select 1;\n.system touch x' | sqlite3 -readonly app.db

printf 'select 1;\n%s\n' '.shell touch x' | sqlite3 -readonly app.db

printf -- '.save copy.db' | sqlite3 -readonly app.db

echo "$SQL" | sqlite3 -readonly app.db

cat script.sql | sqlite3 -readonly app.db

sqlite3 -readonly app.db <<'EOF'
select 'a
.print x'; attach 'x.db' as x; select '
EOF

echo "select writefile('x', 'y')" | sqlite3 -readonly app.db

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

mc cp orders.csv minio/etl-staging/orders/

mc rm --recursive --force minio/etl-staging/tmp/

mc mirror --overwrite ./out minio/etl-staging/out

mc find minio/etl-staging --name '*.tmp' --exec 'mc rm {}'

mc --config-dir ./mc-config ls minio/etl-staging

mc ls -C ./mc-config minio/etl-staging

mc alias set minio http://localhost:9000 minioadmin minioadmin

mc version enable minio/etl-staging

mc tag set minio/etl-staging/orders/x.csv 'k=v'

mc ilm rule add --expire-days 1 minio/etl-staging

mc anonymous set public minio/etl-staging

mc --autocompletion

mc ls $flags minio/etl-staging

mc mb minio/new-bucket

rclone copy ./out s3remote:acme-data-lake/out

rclone sync s3remote:acme-data-lake/raw /tmp/raw

rclone delete s3remote:acme-data-lake/tmp

rclone ls s3remote:acme-data-lake --config ./rclone.conf

rclone ls s3remote:acme-data-lake --log-file=rclone.log

rclone tree -o tree.txt s3remote:acme-data-lake

rclone tree -ao tree.txt s3remote:acme-data-lake

rclone md5sum --output-file sums.md5 s3remote:acme-data-lake/raw

rclone check s3remote:a gcs:b --combined report.txt

rclone check s3remote:a gcs:b --missing-on-dst=missing.txt

rclone lsl "gdrive,token='{\"access_token\":\"x\",\"refresh_token\":\"y\"}':"

rclone lsl ':drive,token=x:'

rclone ls s3remote:acme-data-lake --s3-no-head-object

rclone config create s3remote s3 provider AWS

rclone config

rclone mount s3remote:acme-data-lake /mnt/lake --daemon

rclone -R ls purge s3remote:acme-data-lake

rclone --password-command 'touch x' ls s3remote:

rclone link s3remote:acme-data-lake/raw/orders.csv

rclone backend set s3remote: -o storage_class=GLACIER

rclone lsl "$remote"

s3cmd put orders.csv s3://acme-data-lake/raw/

s3cmd get s3://acme-data-lake/raw/orders.csv

s3cmd del s3://acme-data-lake/raw/orders.csv

s3cmd sync ./out/ s3://acme-data-lake/out/

s3cmd --configure

s3cmd --configu

s3cmd ls --cache-file=md5.cache s3://acme-data-lake

s3cmd accesslog --access-logging-target-prefix=s3://logs/ s3://acme-data-lake

s3cmd setlifecycle lifecycle.xml s3://acme-data-lake

azcopy list https://acme.blob.core.windows.net/lake

azcopy copy ./out https://acme.blob.core.windows.net/lake --recursive

qsv frequency -s currency /srv/etl/data/staging/orders_2024-11-23.csv

qsv frequency --frequency-jsonl -s currency < orders.csv

qsv frequency -s currency -o freq.csv < orders.csv

gsutil ls -l gs://acme-data-lake-backup/orders/2024-11-23/

gsutil cp gs://acme-data-lake-backup/orders/x.csv .

parquet schema -o orders.avsc /srv/etl/data/warehouse/orders/part-00000.parquet

parquet convert-csv orders.csv -o orders.parquet

parquet rewrite -i part-00000.parquet -o compacted.parquet

parquet -libjars ./udf.jar meta part-00000.parquet

parquet meta @args.txt

echo "copy (select * from orders) to 'orders.csv'" | duckdb warehouse.duckdb

duckdb -readonly warehouse.duckdb <<'SQL'
.output orders.csv
select * from orders;
SQL

echo "attach 'other.duckdb' as o; create table o.t as select 1" | duckdb

hdfs dfs -rm -r -skipTrash /data/tmp/orders

hdfs dfs -put orders.csv /data/raw/orders/

hdfs dfs -D fs.defaultFS=file:/// -cat notes.txt

hadoop fs -libjars ./udf.jar -ls /

hdfs --config ./hadoop-conf dfs -ls /

hdfs fsck /data/warehouse -delete

hdfs dfsadmin -safemode leave

s5cmd cp 's3://acme-data-lake/raw/*' ./raw/

s5cmd rm 's3://acme-data-lake/tmp/*'

s5cmd run commands.txt

s5cmd --install-completion

qsv dedup -s order_id -D dupes.csv /srv/etl/data/staging/orders_2024-11-23.csv

qsv transpose -o transposed.csv /srv/etl/data/staging/orders_2024-11-23.csv

s3cmd -c ./team.s3cfg accesslog s3://acme-data-lake

# After -- cat reads a file named like an option, not the here-string.
cat -- -n <<< 'select 1;' | sqlite3 -readonly app.db

cat -n -- -q.sql <<'SQL' | duckdb
select 1;
SQL

cat -- -x.py <<< 'print(1)' | python3

# Where mc is Midnight Commander, its standard input is typed into its
# command line: a line there runs as a shell command.
printf 'touch pwned\r' | mc ls minio/etl-staging

mc ls minio/etl-staging < notes.txt

mc ls minio/etl-staging <<< 'touch pwned'

printf 'touch pwned\r' | { mc ls minio/etl-staging; }

printf 'touch pwned\r' | timeout 5 mc ls minio/etl-staging

f() { mc ls minio/etl-staging; }; printf 'touch pwned\r' | f

# A delimiter quoted in part (E"O"F) is quoted to bash: the body is fed as
# written, so the \ ending the comment line does not join the next one.
sqlite3 -readonly app.db <<E"O"F
select 1; -- \
.shell touch pwned
EOF

duckdb <<"E"OF
select 1; -- \
.shell touch pwned
EOF

# DuckDB's shell takes $_$ for no quote (its tag has no _): it runs
# "select $_$;" and then the COPY the SQL lexer read as a string.
duckdb <<'SQL'
select $_$;
copy (select 42) to 'pwned.csv';
$_$;
SQL

# A function the line declares under echo's (printf's, cat's) name prints
# what it likes: the text the line shows is not what sqlite3 reads.
echo() { printf '.shell touch pwned\n'; }; echo 'select 1;' | sqlite3 -readonly app.db

cat() { printf '.shell touch pwned\n'; }; cat <<< 'select 1;' | sqlite3 -readonly app.db

echo() { printf '.shell touch pwned\n'; }; sqlite3 -readonly app.db <<< "$(echo 'select 1;')"

printf() { command printf 'copy (select 1) to %s;\n' "'x.csv'"; }; printf 'select 1;\n' | duckdb

aws s3api get-object --bucket acme-data-exports --key csv/orders/orders_2024-11-24.csv.gz orders.csv.gz

aws s3api get-object --bucket acme-data-exports --key k --range /dev/stdout orders.csv.gz

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

mc ls --recursive minio/etl-staging/orders/ | tail -20

mc du minio/etl-staging/orders/

mc stat minio/etl-staging/orders/2024-11-23/orders.csv.gz

mc cat minio/etl-staging/orders/2024-11-23/_SUCCESS

mc head -n 5 minio/etl-staging/orders/2024-11-23/orders.csv

mc ls --json minio/etl-staging/ | jq -r '.key'

mc tree --files --depth 2 minio/etl-staging

mc find minio/etl-staging/orders --name '*.parquet' --newer-than 2d

mc diff minio/etl-staging/orders minio/etl-prod/orders

mc alias list

mc ls --versions minio/etl-staging/orders/_SUCCESS

mc du --depth 2 -r minio/etl-staging

mc version info minio/etl-staging

mc ilm rule ls minio/etl-staging

mc tag list minio/etl-staging/orders/2024-11-23/orders.csv.gz

mc admin info minio

mcli ls minio/etl-staging/

rclone lsl s3remote:acme-data-lake/raw/orders/2024/11/23

rclone size s3remote:acme-data-lake/warehouse/orders

rclone ls s3remote:acme-data-lake/raw/orders --max-depth 1

rclone lsd s3remote:acme-data-lake

rclone lsf -R --files-only s3remote:acme-data-lake/raw/orders/2024/11/ | head

rclone lsjson --stat s3remote:acme-data-lake/raw/orders/2024/11/23/orders.csv.gz | jq .Size

rclone tree --level 2 s3remote:acme-data-lake/warehouse

rclone cat s3remote:acme-data-lake/raw/orders/2024/11/23/_manifest.json | jq .

rclone md5sum s3remote:acme-data-lake/raw/orders/2024/11/23

rclone check s3remote:acme-data-lake/raw/orders gcs:acme-backup/raw/orders --one-way

rclone about gdrive:

rclone listremotes --long

rclone config show s3remote

rclone version

rclone size --json s3remote:acme-data-lake/warehouse/orders | jq .bytes

rclone -v lsl s3remote:acme-data-lake/raw/orders --include '*.csv.gz'

s3cmd ls s3://acme-data-lake/raw/orders/2024/11/

s3cmd du -H s3://acme-data-lake/warehouse/

s3cmd ls -r s3://acme-data-lake/raw/orders/2024/11/23/ | wc -l

s3cmd info s3://acme-data-lake/raw/orders/2024/11/23/orders.csv.gz

s3cmd -c ~/.s3cfg-prod ls

s3cmd la

qsv frequency -s currency < /srv/etl/data/staging/orders_2024-11-23.csv | qsv table

cat /srv/etl/data/staging/orders_2024-11-23.csv | qsv frequency --select status --limit 10

parquet meta /srv/etl/data/warehouse/orders/part-00000.parquet

parquet schema /srv/etl/data/warehouse/orders/part-00000.parquet

parquet head -n 5 /srv/etl/data/warehouse/orders/part-00000.parquet

parquet column-size -s /srv/etl/data/warehouse/orders/part-00000.parquet

parquet pages -c order_id /srv/etl/data/warehouse/orders/part-00000.parquet | head -40

echo "select currency, count(*) from read_parquet('warehouse/orders/*.parquet') group by 1" | duckdb

duckdb -readonly warehouse.duckdb <<'SQL'
show tables;
select count(*) from orders where status = 'failed';
SQL

hdfs dfs -ls /data/raw/orders/2024/11/23

hadoop fs -du -s -h /data/warehouse/orders

hdfs dfs -cat /data/raw/orders/2024/11/23/_SUCCESS

hdfs dfs -count -q -h /data/warehouse

hdfs fsck /data/warehouse/orders -files -blocks | tail -20

s5cmd ls s3://acme-data-lake/raw/orders/2024/11/23/

s5cmd du --humanize 's3://acme-data-lake/warehouse/orders/*'

s5cmd cat s3://acme-data-lake/raw/orders/2024/11/23/_manifest.json | jq .

qsv dedup -s order_id /srv/etl/data/staging/orders_2024-11-23.csv | qsv count

qsv behead /srv/etl/data/staging/orders_2024-11-23.csv | head -3

qsv sortcheck -s order_id --json /srv/etl/data/staging/orders_2024-11-23.csv

# The object's bytes go to the outfile operand: /dev/stdout prints them.
aws s3api get-object --bucket acme-data-exports --key parquet/orders/dt=2024-11-24/_manifest.json /dev/stdout | jq -r '.files[].path'

aws s3api get-object --bucket acme-data-exports --key csv/orders/orders_2024-11-24.csv.gz --range bytes=0-4095 /dev/stdout | gunzip -c 2>/dev/null | head -3

# Ways around the servers' and validators' reads (reads/opsval.sh).

nginx -t

nginx -T

nginx -s reload

nginx -V -t

nginx

haproxy -c -f haproxy.cfg

haproxy -f haproxy.cfg

haproxy -vv -D -f /etc/haproxy/haproxy.cfg

envoy -c envoy.yaml

envoy --mode validate -c envoy.yaml

traefik --configFile=traefik.yml

traefik

vector

vector -c vector.toml

vector validate vector.toml

otelcol-contrib --config=collector.yaml

otelcol-contrib validate --config=deploy/otel/collector.yaml

otelcol-contrib components --config=collector.yaml

caddy run

caddy start --config Caddyfile

caddy reload

caddy stop

caddy validate --config Caddyfile

caddy fmt --overwrite Caddyfile

caddy fmt Caddyfile --overwrite

caddy fmt -w Caddyfile

caddy fmt --overwrite=true Caddyfile

caddy fmt Caddyfile $opt

caddy fmt $f

caddy adapt --config Caddyfile --validate

caddy adapt --validate=true --config Caddyfile

caddy trust

caddy untrust

caddy upgrade

caddy add-package github.com/caddy-dns/cloudflare

caddy storage export -c Caddyfile -o backup.tar

caddy reverse-proxy --to localhost:8080

caddy file-server

caddy $cmd

pg_conftool 16 main set log_line_prefix '%m '

pg_conftool 16 main remove log_line_prefix

pg_conftool edit

pg_conftool 16 main $cmd log_line_prefix x

pg_conftool 16 main set show x

pg_conftool delete show

pg_conftool 16 main disable x

redis-check-aof --fix appendonly.aof

redis-check-aof --truncate-to-timestamp 1700000000 appendonly.aof

redis-check-aof appendonly.aof --fix

redis-check-aof $f

redis-check-aof *.aof

jsonschema -V mymodule.Validator -i a.json s.json

jsonschema --validator=mymodule.Validator s.json

jsonschema --valid mymodule.Validator s.json

jsonschema $opts s.json

check-jsonschema --schemafile https://json.schemastore.org/github-workflow.json .github/workflows/ci.yml

check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/ci.yml

smem --pie name

smem --bar pid

smem --pi name

smem -t --ba pid

smem $opt

flatpak list --app

flatpak info org.x.Y

flatpak install flathub org.gimp.GIMP

flatpak update -y

flatpak uninstall org.x.Y

flatpak run org.x.Y

flatpak remotes

flyway --version

flyway info

flyway migrate

pint ci

brotli apps/web/main.js

brotli -d static/app.js.br

brotli -o out.br -c main.js

brotli -c -o out.br main.js

brotli --output=out.br main.js

brotli -jc main.js

brotli -c --rm main.js

brotli -c $opt main.js

brotli -cj main.js

brotli -c main.js -o x.br

brotli -S .x main.js

promtool tsdb create-blocks-from rules --start 1 rules.yml

amtool silence add alertname=Foo --comment x

amtool silence expire $(amtool silence query -q)

ldd ./bin/app

ldd -v ./bin/app

watch date

vimdiff a.txt b.txt

vim -c 'wq' notes.txt

split -b 1k data.csv part-

rm $opt
rm -rf $dir

split -b 1k data.csv $prefix

cp notes.txt --version-control=numbered backup

redis-check-rdb $f

apache2 -k start

httpd -t -f ./httpd.conf

apachectl configtest

apache2ctl graceful

postgres -D /var/lib/postgresql/16/main

mysqld --initialize

memcached -d

varnishd -C -f default.vcl

squid -k reconfigure

squid -k parse -f ./squid.conf -k rotate

squid -z

named -g

unbound-checkconf ./unbound.conf

dnsmasq --test --dhcp-script=./x.sh

dnsmasq -C ./dnsmasq.conf

etcd --data-dir /tmp/etcd

containerd config migrate

containerd

prometheus --config.file=prometheus.yml

kubeadm init

kubeadm reset -f

telegraf --test --config telegraf.conf

telegraf --once

fluent-bit --dry-run -c fluent-bit.conf

gunicorn app:app

gunicorn --check-config app:app

supervisord -c supervisord.conf

supervisorctl restart all

supervisorctl status

php-fpm8.2 -t

php-fpm -D

doveconf /usr/bin/touch x

doveconf $prog

doveconf -e /usr/bin/id

doveconf -c ./dovecot.conf /bin/sh

pg_ctl start -D /var/lib/postgresql/16/main -l logfile

pg_ctl -D data stop

pg_ctl reload -D data

pg_ctlcluster 16 main status

pg_ctlcluster 16 main restart

certbot renew

postfix check

postfix reload

lzop backups/db.sql

lzop -d backups/db.sql.lzo

lzop -x backups/db.sql.lzo

lzop -c -U -f notes.txt

lzop -cofoo.lzo notes.txt

lzop -c -p/tmp notes.txt

lzop -c --del -f notes.txt

lzip archive.tar

lzip -d archive.tar.lz

lzip -c -o x.lz notes.txt

lzip -c --out=x.lz notes.txt

lzip -dk archive.tar.lz

consul validate /etc/consul.d && consul reload

consul agent -config-dir /etc/consul.d

nomad job run jobs/api.nomad.hcl

mysqld --initialize-insecure

lighttpd -t -f lighttpd.conf

lighttpd -D -f lighttpd.conf

unrar x backups/site.rar

unrar e backups/site.rar /tmp/out/

unrar t -ilogerr.txt backups/site.rar

unrar $cmd backups/site.rar

cpio -i < archive.cpio

cpio -id < archive.cpio

cpio -o > archive.cpio < list.txt

cpio -ot < list.txt

cpio -pdm /backup < list.txt

cpio -t -F host:/tmp/archive.cpio --rsh-command=./x.sh

cpio -t -F backup-host:archive.cpio

cpio -t --cre < list.txt

cpio -t -O out.cpio < list.txt

cpio -t $opt < a.cpio

systemctl daemon-reload


vector validate --no-environment --resolve-secrets deploy/vector/vector.toml

vector validate --no-environment $opt deploy/vector/vector.toml

promtool tsdb dump data/

promtool tsdb dump-openmetrics data/

promtool tsdb bench write

promtool tsdb analyze --sandbox-dir-root=x data/

promtool tsdb list $opt data/

alloy fmt --write deploy/alloy/config.alloy

alloy fmt deploy/alloy/config.alloy -w

alloy run deploy/alloy/config.alloy

alloy convert --source-format=prometheus --output=config.alloy prometheus.yml

pint lint --checkstyle=report.xml deploy/prometheus/rules/

pint lint deploy/prometheus/rules/ -j report.json

pint watch glob deploy/prometheus/rules/

chronyd -q 'pool pool.ntp.org iburst'

clickhouse-server --config-file=config.xml

cockroach start-single-node --insecure

cockroach sql -e 'DROP TABLE t'

# The read-only handle makes a sandbox folder inside the database folder.
promtool tsdb list -r data/

promtool tsdb analyze --limit=10 data/

# pg_conftool finds its command with /^(...)$/, which "delete\n" passes,
# and turns it into remove: the file's show line is commented out.
pg_conftool /etc/postgresql/16/main/app.conf $'delete\n' show

uvicorn main:app --port 8001

uvicorn --help main:app

mariabackup --backup --target-dir=/tmp/backup

xtrabackup --copy-back --target-dir=/mnt/backups/full

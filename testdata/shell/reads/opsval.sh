# Servers, observability agents and configuration tools asked what they
# are, the checks of theirs that only read, disk and memory reports, and
# the --help and --version of programs that otherwise write
# (internal/shell/opsval.go, compress.go, infra.go).

promtool --version

amtool --version

promtool --version && amtool --version

promtool --help | head -20

nginx -v

nginx -v 2>&1

nginx -V 2>&1 | tr ' ' '\n' | grep -- --with

openresty -V 2>&1 | head -3

haproxy -v

haproxy -vv | grep -i -E 'lua|openssl'

envoy --version 2>/dev/null

traefik version

vector --version

vector -V

vector list

vector list --format json | jq -r '.sources[]'

otelcol-contrib --version

otelcol-contrib components 2>/dev/null | yq '.processors[].name'

otelcol --version

otelcol-k8s components | grep -A3 exporters

caddy version

caddy list-modules --versions | grep -i http.handlers

caddy list-modules --skip-standard --packages

caddy build-info | head

caddy environ | grep caddy.

caddy fmt deploy/caddy/Caddyfile

caddy fmt --diff deploy/caddy/Caddyfile

caddy fmt - < deploy/caddy/Caddyfile

caddy adapt --config deploy/caddy/Caddyfile --pretty | jq '.apps.http.servers | keys'

caddy adapt --config deploy/caddy/Caddyfile --adapter caddyfile

caddy help fmt

pg_conftool 16 main show log_line_prefix

pg_conftool show all

pg_conftool -s 15 main show shared_buffers

pg_conftool -b 16 main get fsync

redis-check-rdb backups/redis/dump.rdb 2>&1 | tail -5

redis-check-aof appendonly.aof

redis-check-aof data/appendonlydir/appendonly.aof.manifest

jsonschema --version 2>/dev/null

jsonschema -i config/app.json schemas/app.schema.json

jsonschema --instance a.json --instance b.json --output pretty schema.json

check-jsonschema --version

smem -t -k -c 'pid name rss pss' 2>/dev/null | tail

smem -u -k

smem -w -p

smem -P nginx -s pss -r | head

smem --processfilter=postgres --columns='pid command pss'

duf --only local

duf -json | jq '.[] | {mount: .mount_point, used}'

duf --hide special,loops -output mountpoint,size,used,avail

dfc -T -s

dfc -e csv

dust

dust -d 2 src/

dust -n 20 -r .

envsubst --variables "$(cat services/etl/config/pipeline.yaml)"

envsubst -v "$tpl"

envsubst < deploy/k8s/deployment.tpl.yaml | kubectl apply --dry-run=client -f -

brotli -c apps/web/.next/static/chunks/framework-*.js | wc -c

brotli -dc static/app.js.br | head -c 200

brotli -t static/app.js.br static/vendor.js.br

brotli -9 -c dist/index.html | wc -c

brotli --stdout --best dist/app.css | wc -c

cat dist/app.js | brotli -q 11 | wc -c

ldd --version | head -1

split --help | head -3

watch --version

vimdiff --version | head -1

vim --version | grep -E 'clipboard|python3'

flatpak --version

cp --help | grep -- --reflink

mv --version | head -1

rm --help

dd --help | grep status

touch --version

truncate --help

shred --help | head -5

install --help

mount --version

fallocate --help

unshare --help | grep -- --user

apache2 -v

httpd -v

postgres --version

mysqld --version

mariadbd -V

mongod --version

memcached -V

varnishd -V

squid -v

squid -k parse

named -v

unbound -V

unbound-checkconf

dnsmasq --version

dnsmasq --test

keepalived --version

etcd --version

containerd --version

containerd config default | grep -n SystemdCgroup

containerd config dump | grep -A3 'plugins."io.containerd.grpc.v1.cri".registry'

prometheus --version

alertmanager --version

node_exporter --version

prometheus-node-exporter --version

thanos --version

loki -version

promtail --version

vmalert -version

coredns -version

kubelet --version

kube-apiserver --version

kubeadm version

kubeadm version -o short

grafana-server -v

telegraf --version

fluent-bit --version

nats-server --version

php-fpm -v

php-fpm8.2 -v

gunicorn --version

supervisord -v

stunnel4 -version

dovecot --version

doveconf -n

doveconf -h mail_location

doveconf -a | grep ^ssl

redis-sentinel --version

pg_ctl status -D /var/lib/postgresql/16/main

pg_ctl --version

lzop -dc backups/db.sql.lzo | head

lzop -l backups/db.sql.lzo

lzop -t backups/db.sql.lzo

lzip -dc archive.tar.lz | tar -tvf - | head

lzip -t archive.tar.lz

lzip -l archive.tar.lz

systemctl --version

consul validate /etc/consul.d

consul validate -quiet deploy/consul/

nomad job validate jobs/api.nomad.hcl

nomad job validate -var-file=prod.vars jobs/api.nomad.hcl

mysqld --print-defaults

mysqld --verbose --help | grep -A1 -E '^datadir|^max-connections'

my_print_defaults mysqld client

lighttpd -v

unrar l backups/site.rar

unrar lt backups/site.rar | grep -c Name

unrar t backups/site.rar

unrar p -inul backups/site.rar config/app.ini | head

lsar -l backups/site.rar

cpio -it < initrd.img | head

cpio -t -v -F initramfs.cpio

rpm2cpio package.rpm | cpio -t

lbzip2 -dc logs/app.log.bz2 | tail

vector validate --no-environment deploy/vector/vector.toml

vector validate --no-environment --deny-warnings --config-dir deploy/vector/conf.d

alloy --version

alloy fmt deploy/alloy/config.alloy

alloy fmt --test deploy/alloy/config.alloy

pint lint deploy/prometheus/rules/

pint --offline lint --min-severity=warning deploy/prometheus/rules/*.yml

pint -c .pint.hcl config

conftest --version

skopeo --version

docker-compose --version

chronyd -v

clickhouse-server --version

cockroach version

uvicorn --help

uvicorn --version

mariabackup --version

xtrabackup --version

# Release checks and operations queries (relops.go; wget in queries.go,
# gem specification in pkg.go).
wget --spider --no-hsts http://127.0.0.1:9/ 2>&1 || true

wget --spider --no-hsts -S http://127.0.0.1:9/healthz 2>&1 | grep -i 'HTTP/' || true

wget -q --spider --no-hsts --timeout=5 --tries=1 http://127.0.0.1:9/ && echo up || echo down

wget --no-hsts --spider -nv -T 3 -t 1 https://127.0.0.1:9/release/v1.2.3.tar.gz 2>&1 || true

wget --spider --no-hsts --no-check-certificate --header='Accept: application/json' https://127.0.0.1:9/api 2>&1 || true

wget --no-hsts -qO- http://127.0.0.1:9/version 2>/dev/null || true

for u in http://127.0.0.1:9/a http://127.0.0.1:9/b; do wget -q --spider --no-hsts "$u" && echo "ok $u" || echo "missing $u"; done

pg_upgrade --version 2>/dev/null || true

pg_upgrade --help 2>/dev/null | head -20 || true

/usr/lib/postgresql/15/bin/pg_upgrade -V 2>/dev/null || true

ncdu --version 2>/dev/null || true

ncdu -v 2>/dev/null || true

ncdu -h 2>/dev/null | head -5 || true

rq --version 2>/dev/null || true

rq info --help 2>/dev/null || true

rq --help 2>/dev/null || true

gem spec pkg/demo-1.0.0.gem 2>/dev/null || true

gem specification ./demo-1.0.0.gem version 2>/dev/null || true

gem spec demo-1.0.0.gem dependencies 2>/dev/null || true

gem spec pkg/demo-1.0.0.gem files 2>/dev/null | head || true

gem spec pkg/demo-1.0.0.gem --ruby 2>/dev/null || true

gem specification rake version 2>/dev/null || true

gem spec rake required_ruby_version 2>/dev/null || true

gem spec rake metadata 2>/dev/null || true

gem spec rake -v '>= 0' runtime_dependencies 2>/dev/null || true

for g in pkg/*.gem; do gem spec "./$g" version 2>/dev/null; done || true

jdeps -s /usr/lib/jvm/java-17-openjdk-amd64/lib/jrt-fs.jar 2>/dev/null || true

jdeps -summary -verbose:package /usr/lib/jvm/java-17-openjdk-amd64/lib/jrt-fs.jar 2>/dev/null | head || true

jdeps --print-module-deps --ignore-missing-deps /usr/lib/jvm/java-17-openjdk-amd64/lib/jrt-fs.jar 2>/dev/null || true

jdeps --jdk-internals -R /usr/lib/jvm/java-17-openjdk-amd64/lib/jrt-fs.jar 2>/dev/null || true

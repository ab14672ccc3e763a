# Package files, package databases, signature checks, licence detection,
# calendars, WebAssembly inspectors and sd's preview (queries.go,
# devquery.go, secscan.go, wasm.go, textdata.go).

dpkg-deb -I pkg.deb 2>/dev/null || true

dpkg-deb -c pkg.deb 2>/dev/null | grep LICENSE

dpkg-deb -f pkg.deb Package Version 2>/dev/null || true

dpkg-deb -W pkg.deb 2>/dev/null || true

dpkg-deb --fsys-tarfile pkg.deb 2>/dev/null | tar -xOf - ./usr/share/doc/x/copyright 2>/dev/null

dpkg-query --admindir=./rootfs/var/lib/dpkg -W -f='${Package} ${Version}\n' 2>/dev/null || true

dpkg-query --root=./rootfs -W 2>/dev/null || true

# another database, read-only (it was in writes/tools.sh when --admindir
# was not modelled)
dpkg-query --admindir=d -W

gpgv --keyring ./release-keys/acme-release.gpg SHA256SUMS.asc SHA256SUMS 2>&1 | tail -3

gpgv --status-fd 1 --keyring ./keys.gpg notes.txt.asc notes.txt 2>/dev/null || true

minisign -Vm notes.txt -p key.pub 2>/dev/null || true

minisign -V -m notes.txt -x notes.sig -p key.pub -q 2>/dev/null || true

minisign -VQm notes.txt -p key.pub 2>/dev/null || true

openssl dgst -sha256 -verify pub.pem -signature sig.bin notes.txt 2>/dev/null || true

openssl dgst -sha256 -verify release-keys/cosign.pub.pem -signature <(base64 -d dist/checksums.txt.sig) dist/checksums.txt 2>/dev/null || true

askalono id third_party/pcre2/LICENCE 2>/dev/null || true

askalono crawl third_party/ 2>/dev/null | head

askalono --format json identify --multiple LICENSE 2>/dev/null || true

ncal -w 11 2026

ncal -b

cal -y 2026 | head -20

wasm-objdump -h web/pkg/x.wasm 2>/dev/null || true

wasm-objdump -x -j Export web/pkg/x.wasm 2>/dev/null || true

wasm-objdump -d web/pkg/x.wasm 2>/dev/null | head -40

twiggy top -n 25 web/pkg/x.wasm 2>/dev/null || true

twiggy dominators -d 3 web/pkg/x.wasm 2>/dev/null || true

twiggy garbage --all web/pkg/x.wasm 2>/dev/null || true

sd -p 'old' 'new' notes.txt

git show HEAD:README.md | sd 'teamctl' 'TEAMCTL' | head -5

sd --preview -s 'a.b' 'c' notes.txt README.md

# Debian's rpm creates ~/.rpmdb (a tool cache) for these.
rpm -K --nosignature pkg.rpm

rpm --checksig pkg.rpm

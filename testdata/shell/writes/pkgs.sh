# Ways around the reads of reads/pkgs.sh.

dpkg-deb -x pkg.deb out

dpkg-deb -X pkg.deb out

dpkg-deb -R pkg.deb out

dpkg-deb --control pkg.deb

dpkg-deb -b tree pkg.deb

dpkg-deb -cx pkg.deb out

dpkg-deb --fsys-tarfile pkg.deb | tar -xf -

rpm -K --define "_dbpath /tmp/x" pkg.rpm

dpkg --root=./rootfs -i pkg.deb

gpgv --keyring k.gpg -o data.txt notes.txt.asc

gpgv --log-file gpgv.log --keyring k.gpg notes.txt.asc notes.txt

gpgv --keyring k.gpg --out data.txt notes.txt.asc

minisign -G -W -p key.pub -s key.sec

minisign -S -W -s key.sec -m notes.txt

minisign -R -s key.sec -p key.pub

minisign -C -s key.sec

openssl dgst -sha256 -sign key.pem -out sig.bin notes.txt

openssl dgst -sha256 -verify pub.pem -signature sig.bin -out digest.txt notes.txt

openssl dgst -sha256 -verify pub.pem -writerand seed.bin -signature sig.bin notes.txt

askalono cache load-spdx license-list-data/json/details

askalono -c licenses.bin.zstd cache load-spdx --store details

twiggy top -n 25 -o report.txt web/pkg/x.wasm

# Debian's twiggy is Perl's Twiggy server: -a loads the file as code
twiggy garbage -a app.psgi

# ... -r restarts a server that never ends
twiggy top -r web/pkg/x.wasm

# ... and with no command word it loads ./app.psgi
twiggy -V

sd 'old' 'new' notes.txt

sd -s 'a' 'b' README.md notes.txt

sd -- -p new notes.txt

sd old new ./*.md

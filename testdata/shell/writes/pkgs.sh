# Ways around the reads of reads/pkgs.sh.

dpkg-deb -x pkg.deb out

dpkg-deb -X pkg.deb out

dpkg-deb -R pkg.deb out

dpkg-deb --control pkg.deb

dpkg-deb -b tree pkg.deb

dpkg-deb -cx pkg.deb out

dpkg-deb --fsys-tarfile pkg.deb | tar -xf -

rpm -K --nosignature pkg.rpm

rpm --checksig pkg.rpm

dpkg --root=./rootfs -i pkg.deb

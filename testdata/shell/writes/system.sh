
systemd-tmpfiles --clean

systemd-tmpfiles --create /etc/tmpfiles.d/app.conf

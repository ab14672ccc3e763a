# Linux inspection tools, round two (internal/shell/inspect.go and the
# shapes added to dpkg, openssl pkcs12, ssh-keygen -Y and capsh).

bzgrep -c 'Timeout' /var/log/archive/app.log.bz2 2>/dev/null || true

xzgrep -i 'oom-killer' /var/log/kern.log.*.xz 2>/dev/null | tail -5

zstdgrep -h ERROR /var/log/app/*.zst 2>/dev/null | head

lzgrep -n panic old.log.lz 2>/dev/null || true

xzegrep 'error|warn' /var/log/syslog.2.xz 2>/dev/null | wc -l

bzfgrep -l 'connection reset' /var/log/nginx/*.bz2 2>/dev/null

lastb -n 20 2>/dev/null | head

systemd-cgtop -b -n 1 --depth=3 2>/dev/null | head -20

systemd-cgtop -b -1 -m 2>/dev/null | head

systemd-cgtop --batch --iterations=2 --delay=1 -r system.slice 2>/dev/null | tail -5

nstat -a -z -s 2>/dev/null | grep -E 'TcpRetransSegs|ListenOverflows'

nstat -asz --json 2>/dev/null | head -c 200

nstat -s TcpExtListenDrops 2>/dev/null || true

sshd -T 2>/dev/null | grep -iE '^(permitrootlogin|passwordauthentication) '

/usr/sbin/sshd -t 2>/dev/null && echo config ok

sshd -T -C user=alice,host=web1,addr=10.0.0.5 2>/dev/null | grep -i allowtcpforwarding

sshd -G -f /etc/ssh/sshd_config 2>/dev/null | grep -i ^port

dpkg --verify openssh-server 2>/dev/null

dpkg -V 2>/dev/null | head

dpkg --audit 2>/dev/null

dpkg -C 2>/dev/null || true

dpkg --verify --verify-format=rpm coreutils 2>/dev/null

debsums -s 2>/dev/null | head

debsums -c coreutils 2>/dev/null || true

debsums -as openssh-server 2>/dev/null || true

debsums -l 2>/dev/null | head

openssl pkcs12 -info -in keystore.p12 -nokeys -passin env:KEYSTORE_PASS 2>/dev/null | grep -E 'subject|issuer'

openssl pkcs12 -in bundle.pfx -nokeys -clcerts -passin pass: 2>/dev/null | openssl x509 -noout -enddate 2>/dev/null

openssl pkcs12 -in store.p12 -noout -passin file:pass.txt 2>/dev/null || echo bad

ssh-keygen -Y verify -f .github/allowed_signers -I release@acme.dev -n file -s dist/SHA256SUMS.sig < dist/SHA256SUMS 2>/dev/null

ssh-keygen -Y check-novalidate -n git -s commit.sig < commit.txt 2>/dev/null || true

ssh-keygen -Y find-principals -s tag.sig -f allowed_signers 2>/dev/null

ssh-keygen -Y match-principals -I alice@acme.dev -f allowed_signers 2>/dev/null

capsh --decode="$(awk '/CapEff/{print $2}' /proc/self/status)"

capsh --decode=00000000a80425fb

busctl list --no-pager 2>/dev/null | head

busctl --system list --acquired 2>/dev/null | head -5

busctl status 2>/dev/null | head

busctl tree --list 2>/dev/null | head

busctl --auto-start=no tree org.freedesktop.login1 2>/dev/null | head

busctl --auto-start=no introspect org.freedesktop.systemd1 /org/freedesktop/systemd1 2>/dev/null | head

busctl get-property --auto-start=no org.freedesktop.hostname1 /org/freedesktop/hostname1 org.freedesktop.hostname1 Hostname 2>/dev/null

atq 2>/dev/null

at -l 2>/dev/null

at -c 4 2>/dev/null | tail -3

utmpdump /var/log/wtmp 2>/dev/null | tail -5

ausearch -m avc -ts recent 2>/dev/null | head

ausearch -i -k sshd_config --start today 2>/dev/null | tail

ctr -n k8s.io containers ls 2>/dev/null | grep checkout

ctr --namespace=k8s.io images ls -q 2>/dev/null | head

ctr -n moby tasks ls 2>/dev/null

ctr version 2>/dev/null

ctr ns ls 2>/dev/null

ctr -n k8s.io c info 3f2a 2>/dev/null | head

ctr snapshots --snapshotter overlayfs ls 2>/dev/null | head

ctr plugins ls 2>/dev/null | grep -v ok

lastb -n 10 -F 2>/dev/null | head

pinky alice 2>/dev/null

runlevel 2>/dev/null || true

hwclock --show 2>/dev/null || true

hwclock -r --utc --verbose 2>/dev/null || true

run-parts --test /etc/cron.daily 2>/dev/null

run-parts --list /etc/cron.hourly 2>/dev/null

faillock --user alice 2>/dev/null || true

trust list --filter=ca-anchors 2>/dev/null | head

ebtables -L 2>/dev/null

ebtables -t nat -L --Ln --Lc 2>/dev/null

arptables -L -n 2>/dev/null

systemd-resolve --status 2>/dev/null | head

systemd-resolve --statistics 2>/dev/null

resolvectl dns 2>/dev/null

resolvectl domain eth0 2>/dev/null

machinectl list --no-pager 2>/dev/null

machinectl status web-1 2>/dev/null | head

nmcli radio 2>/dev/null

nmcli radio wifi 2>/dev/null

nmcli networking connectivity 2>/dev/null

fail2ban-client get sshd banned 2>/dev/null

fail2ban-client get sshd bantime 2>/dev/null

ufw app info OpenSSH 2>/dev/null

ip netns list 2>/dev/null

ip netns identify $$ 2>/dev/null

ip -j xfrm state 2>/dev/null | head -c 200

ip xfrm policy list 2>/dev/null | head

ip tuntap show 2>/dev/null

ip vrf show 2>/dev/null

ip nexthop show 2>/dev/null

ip tcp_metrics show 2>/dev/null | head

docker system info 2>/dev/null | head

podman pod ps 2>/dev/null

podman pod inspect api 2>/dev/null | head

ipset list -n 2>/dev/null

ipset -L blocklist 2>/dev/null | head -20

ipset save 2>/dev/null | grep -c add

ipset test blocklist 203.0.113.7 2>/dev/null && echo listed

btrfs filesystem show -m 2>/dev/null

btrfs fi df / 2>/dev/null

btrfs filesystem usage -T / 2>/dev/null

btrfs sub list -o / 2>/dev/null | head

btrfs device stats / 2>/dev/null

btrfs scrub status / 2>/dev/null

btrfs qgroup show -reF / 2>/dev/null

hdparm -I /dev/sda 2>/dev/null | grep -i model

hdparm -C /dev/sda 2>/dev/null

ipmitool sensor list 2>/dev/null | head

ipmitool sdr elist 2>/dev/null | grep -i fan

ipmitool -I lanplus -H bmc01 -U admin -E sel elist 2>/dev/null | tail

ipmitool chassis power status 2>/dev/null

ipmitool lan print 1 2>/dev/null

logrotate -d /etc/logrotate.conf 2>&1 | tail -20

logrotate -d /etc/logrotate.d/nginx 2>&1 | grep -i rotating

rpm -Va 2>/dev/null | head

rpm -V openssl 2>/dev/null || true

modprobe -c 2>/dev/null | grep -i blacklist | head

modprobe --show-depends nvme 2>/dev/null

modprobe -n -v br_netfilter 2>/dev/null

named-checkzone example.com /etc/bind/db.example.com 2>/dev/null

efibootmgr -v 2>/dev/null

mokutil --sb-state 2>/dev/null

mailq 2>/dev/null | tail -1

postqueue -p 2>/dev/null | tail -1

grubby --info=ALL 2>/dev/null | grep -E '^(kernel|args)'

grubby --default-kernel 2>/dev/null

bootctl status 2>/dev/null | head

bootctl list 2>/dev/null | head

virt-what 2>/dev/null

sudo -V 2>/dev/null | head -1

getfattr -d -m - /srv/app 2>/dev/null

prtstat $$ 2>/dev/null | head -3

pwdx $$ 2>/dev/null

klist 2>/dev/null || true

klist -k /etc/krb5.keytab 2>/dev/null || true

edac-util -s 2>/dev/null || true

lldpctl 2>/dev/null | head

lldpcli show neighbors details 2>/dev/null | head

wg show 2>/dev/null

wg show wg0 latest-handshakes 2>/dev/null

bpftool prog show 2>/dev/null | head

bpftool -j map list 2>/dev/null | head -c 200

bpftool net show 2>/dev/null

e2fsck -fn /dev/sda1 2>/dev/null || true

xfs_repair -n /dev/sdb1 2>/dev/null || true

fsck -N /dev/sda1 2>/dev/null || true

nscd -g 2>/dev/null | head

perf list 'sched:*' 2>/dev/null | head

bpftrace -l 'tracepoint:syscalls:sys_enter_open*' 2>/dev/null | head

step certificate inspect --short infra/certs/api.crt 2>/dev/null

step certificate inspect https://example.com --roots ca.pem --format json 2>/dev/null | head -c 200

step certificate fingerprint cert.pem 2>/dev/null

step certificate verify cert.pem --roots ca.pem 2>/dev/null && echo valid

step certificate needs-renewal cert.pem --expires-in 720h 2>/dev/null

step crypto jwt inspect --insecure < token.jwt 2>/dev/null

docker node ls 2>/dev/null

docker service ps api --no-trunc 2>/dev/null | head

docker service logs --tail 20 api 2>/dev/null

docker stack services web 2>/dev/null

docker secret ls 2>/dev/null

docker container stats --no-stream 2>/dev/null

docker container port web 2>/dev/null

podman container exists web 2>/dev/null && echo yes

podman machine list 2>/dev/null

# Ways around the inspection tools' reads (reads/inspect.sh).

systemd-cgtop -b

systemd-cgtop -b -n 0

systemd-cgtop --batch --iterations=0

systemd-cgtop -b -n $n

systemd-cgtop -b -n 1 -n 0

systemd-cgtop -b -n 1 --mach=web

systemd-cgtop -b -n1 $x

nstat

nstat -az

nstat -s -r

nstat -sn

nstat --res -s

nstat -asd 10

nstat -s $x

sshd

sshd -D -p 2222

sshd -T -E /tmp/sshd.log

sshd -tE sshd.log

sshd -f ./sshd_config

sshd -T $opt

debsums -g

debsums --gen

debsums -sg all

debsums --generate=all nginx

debsums -s $x

dpkg --verify --install x.deb

dpkg -V -i x.deb

dpkg -C --configure -a

dpkg --verify-format rpm -r nginx

openssl pkcs12 -export -in cert.pem -inkey key.pem -out out.p12

openssl pkcs12 -in k.p12 -out k.pem -nodes

openssl pkcs12 -in k.p12 -nokeys -engine ./evil.so

openssl pkcs12 -in k.p12 -nokeys -writerand seed

openssl pkcs12 -in k.p12 -nokeys -provider-path . -provider evil

openssl pkcs12 -in k.p12 $x

ssh-keygen -Y sign -f key -n file data

ssh-keygen -Ysign -f key -n file data

ssh-keygen -qY sign -f key -n file data

ssh-keygen -Y verify -Y sign -f key -n file data

ssh-keygen -Y $mode -f allowed -n file -s f.sig

ssh-keygen -Y verify -f a -I x -n file -s f.sig -t ed25519

ssh-keygen -Y find-principals -s f.sig -f allowed -R host

capsh --decode=1 -- -c 'touch x'

capsh --decode=$x

busctl call org.freedesktop.systemd1 /org/freedesktop/systemd1 org.freedesktop.systemd1.Manager Reboot

busctl set-property org.example /o org.example P b true

busctl emit /o org.example Signal

busctl monitor

busctl capture > bus.pcap

busctl tree org.example.Activatable

busctl introspect org.freedesktop.systemd1 /org/freedesktop/systemd1

busctl --auto-start=no --auto-start=yes tree org.example

busctl --address=unixexec:path=/bin/sh,argv1=-c,argv2=touch\ x list

busctl --addr=unixexec:path=x list

busctl -H web1 list

busctl $verb

at now + 1 minute

at -f job.sh now

at -l -f job.sh

at -r 3

atq 3

utmpdump -o out /var/log/wtmp

utmpdump --out=out /var/log/wtmp

utmpdump -f /var/log/wtmp

ausearch --checkpoint /tmp/cp -m avc

ausearch --checkpoint=/tmp/cp

ausearch $x

ctr run docker.io/library/alpine:latest x

ctr images pull docker.io/library/alpine:latest

ctr -n k8s.io images rm x

ctr tasks kill x

ctr tasks exec --exec-id 1 x sh

ctr containers ls --x

ctr --address=/tmp/s.sock images rm x

ctr -n k8s.io $cmd ls

ctr content fetch x

ctr events

ctr images ls -q $x

ctr images export out.tar x

ctr i import x.tar

hwclock -w

hwclock --systohc

hwclock --set --date '2024-01-01 00:00'

hwclock --update-drift -r

run-parts /etc/cron.daily

run-parts --report /etc/cron.daily

faillock --user alice --reset

pam_tally2 --user alice --reset

pam_tally2 -u alice -r

trust extract --format=pem-bundle out.pem

trust anchor --store ca.crt

ebtables -L -Z

ebtables -A INPUT -j DROP

ebtables -F

arptables -F

systemd-resolve --flush-caches

systemd-resolve --set-dns=1.1.1.1 --interface=eth0

systemd-resolve --reset-statistics

resolvectl dns eth0 1.1.1.1

resolvectl domain eth0 corp.example

resolvectl revert eth0

machinectl poweroff web-1

machinectl shell web-1

nmcli radio wifi off

nmcli networking off

nmcli n c check now

fail2ban-client set sshd unbanip 203.0.113.7

ufw app info OpenSSH extra

ip netns exec blue ip a

ip netns add blue

ip netns delete blue

ip xfrm state flush

ip xfrm policy deleteall

ip xfrm monitor

ip vrf exec blue ls

ip tuntap add dev tap0 mode tap

ip tcp_metrics flush all

docker system prune -f

podman pod rm api

ipset

ipset restore < sets.txt

ipset list -f sets.txt

ipset -file sets.txt save

ipset add blocklist 203.0.113.7

ipset flush

ipset d blocklist 203.0.113.7

btrfs device stats -z /

btrfs dev stats -cz /

btrfs device stats --reset /

btrfs fi label /dev/sda1 newlabel

btrfs sub del /snapshots/old

btrfs s list /

btrfs scrub start /

btrfs balance start /

btrfs replace status /

btrfs property set /srv ro true

btrfs fi d /

btrfs check --repair /dev/sdb

btrfs fi $verb /

hdparm -tT /dev/sda

hdparm -W0 /dev/sda

hdparm -y /dev/sda

hdparm --fibmap file

ipmitool sel clear

ipmitool chassis power off

ipmitool lan set 1 ipaddr 10.0.0.9

ipmitool raw 0x06 0x01

ipmitool sdr dump sdr.bin

ipmitool mc reset cold

ipmitool sel save sel.txt

ipmitool $cmd list

logrotate /etc/logrotate.conf

logrotate -f /etc/logrotate.d/nginx

logrotate -d -l rotate.log /etc/logrotate.conf

logrotate --debug --log=rotate.log /etc/logrotate.conf

cpupower frequency-set -g performance

cpupower frequency-info

rpm -Vp ./pkg.rpm

rpm -U pkg.rpm

modprobe br_netfilter

modprobe -r nf_conntrack

modprobe -ns dummy

modprobe -nr dummy

named-checkzone -o db.out example.com db.example.com

efibootmgr -o 0001,0002

efibootmgr -B -b 3

efibootmgr -n 1

mokutil --import key.der

mokutil --disable-validation

postqueue -f

postqueue -s example.com

grubby --set-default /boot/vmlinuz-6.1

grubby --update-kernel=ALL --args=quiet

bootctl install

bootctl set-default x.conf

bootctl set-oneshot x.conf

sudo -l

sudo -nl

sudo --list

sudo -V -u root id

gpg --list-keys

gpg --list-secret-keys

wg set wg0 peer AAAA remove

wg setconf wg0 wg0.conf

wg syncconf wg0 wg0.conf

ipvsadm -Z

ipvsadm -C

ipvsadm -A -t 10.0.0.1:80 -s rr

bpftool prog dump xlated id 5 file prog.bin

bpftool prog load x.o /sys/fs/bpf/x

bpftool batch file cmds.txt

bpftool map update id 3 key 0 0 0 0 value 1 0 0 0

e2fsck -p /dev/sda1

e2fsck -fy /dev/sda1

e2fsck -n -z undo.e2 /dev/sda1

e2fsck -n -c /dev/sda1

xfs_repair /dev/sdb1

xfs_repair -L /dev/sdb1

fsck /dev/sda1

fsck -A -y

lldpcli

lldpcli -c lldp.conf

lldpcli configure system hostname x

multipath -F

multipath -ll

ipvsadm -Ln

multipath -r

nscd

nscd -i hosts

perf record -a -g -- sleep 5

perf top

perf report

bpftrace -e 'tracepoint:syscalls:sys_enter_openat { @[comm] = count(); }'

bpftrace script.bt

at -V now + 1 minute

btrfs qgroup show --sync /

ebtables -L --concurrent

postqueue -c ./mailconf -p

postqueue -pc ./mailconf

btrfs filesystem show

btrfs fi show /

btrfs inspect-internal dump-tree /dev/sdb1

btrfs property get /dev/sdb1 label

delv example.com A

# btrfs abbreviates long options (verified: --res is taken as --reset).
btrfs device stats --res /

lldpcli show neighbors -c cmds.txt

lldpcli show neighbors details -dC cmds.txt

perf list -o events.txt

perf list --outp=events.txt

perf list -jo events.json

step certificate create api api.crt api.key --profile leaf --ca ca.crt --ca-key ca.key

step ca certificate api.acme.dev api.crt api.key

step certificate install ca.crt

step certificate inspect --out copy.crt cert.pem

step ca bootstrap --ca-url https://ca.acme.dev --fingerprint abc

step crypto keypair pub.key priv.key

step ssh config

step context select prod

docker service rm api

docker service update --replicas 3 api

docker service scale api=3

docker node promote node-2

docker secret create db_pass pass.txt

docker plugin install vieux/sshfs

docker stack deploy -c stack.yml web

docker container stats

podman machine start

runc list

runc state abc

u='root --reset'; faillock --user $u

d=$(cat dir.txt); faillock --dir $d --user root

ipset -o $(cat fmt.txt) list

btrfs --format $(cat fmt.txt) filesystem show -m

faillock --user *

ipset -o * list

ssh-keygen -p -P old -N new -f key

ssh-keygen -y -P '' -f key -p -N new

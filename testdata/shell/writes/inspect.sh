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

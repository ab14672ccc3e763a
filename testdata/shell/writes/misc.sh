# Text and data tools (textdata.go)
sdiff -o merged.txt a.txt b.txt

sdiff -omerged.txt a.txt b.txt

sdiff --out=merged.txt a.txt b.txt

sdiff a.txt b.txt --output merged.txt

sdiff -sw 160 -o merged a b

sdiff --diff-program='sh -c "touch p"' a b

sdiff $opts a b

diff3 --diff-prog=./evil a b c

iconv -f latin1 -t utf-8 -o out.csv data.csv

iconv -f latin1 -t utf-8 data.csv --outp=out.csv

iconv -cso out.csv data.csv

bat --pager='sh -c "touch p"' README.md

bat --paging=always --pager=./evil README.md

bat --paging=always README.md

bat cache --build

batcat cache --clear

bat --generate-config-file

bat --pag=always README.md

bat $flags README.md

mlr -I --csv sort -f a data.csv

mlr --icsv put 'tee > "out.csv", $*' data.csv

mlr --icsv filter 'system("touch p") == ""' data.csv

mlr --icsv cat then put '$x = exec("touch", ["p"])' data.csv

mlr --icsv tee out.csv data.csv

mlr --icsv split -n 10 data.csv

mlr --prepipe 'touch p;' --icsv cat data.csv

mlr --prepipex 'sh -c touch' --icsv cat data.csv

mlr --load evil.mlr --icsv cat data.csv

mlr -s argsfile data.csv

mlr --icsv join --prepipe 'touch p' -j id -f left.csv right.csv

mlr --icsv $verb data.csv

mlr --icsv put -q 'print > "out.txt", $a' data.csv

mlr --icsv put 'emit > "x.csv", @sums' data.csv

mlr --icsv filter -x 'exec("touch", ["p"]) == ""' data.csv

mlr --icsv put -f script.mlr data.csv

mlr --icsv sort -f then put 'tee > "x", $*' data.csv

mlr --icsv put -q 'dump > "x"' data.csv

mlr --icsv sort -f a then

mlr --icsv head -n 2 then tee x.csv data.csv

mlr --icsv --ofmt %.2f put -q 'emit > "x", @a' data.csv

in2csv --write-sheets - book.xlsx

in2csv --write book.xlsx

csvsql --db sqlite:///x.db --insert data.csv

csvsql --insert data.csv

csvsql --query "attach 'x.db' as a; create table a.t(x)" data.csv

csvsql --query "select 1; vacuum into 'copy.db'" data.csv

csvsql --query queries.sql data.csv

csvsql --query select.sql data.csv

csvsql --query "$q" data.csv

csvsql --db postgresql://db/app --query "select 1"

csvsql --con sqlite:///x.db data.csv

csvclean data.csv

csvpy data.csv

sql2csv --db sqlite:///x.db --query "select 1"

xsv index data.csv

xsv split out data.csv

xsv partition name out data.csv

xsv select a -o out.csv data.csv

xsv select a --output out.csv data.csv

xsv select a data.csv --out=out.csv

qsv stats data.csv

qsv frequency data.csv

qsv luau map x 'os.execute("touch p")' data.csv

qsv select a -o out.csv data.csv

cloc --report-file=report.txt .

cloc --out report.txt .

cloc -out=report.txt .

cloc --REPORT-FILE=r.txt .

cloc --rep=r.txt .

cloc --sql 1 .

cloc --write-lang-def=defs.txt

cloc --extract-with='touch p' x.tar.gz

cloc --vcs='touch p' .

cloc --vcs 'sh -c x' .

cloc --config opts.txt .

cloc --strip-comments=nc src

cloc --counted=list.txt .

cloc --sdir scratch .

cloc --git HEAD

cloc +out=report.txt .

cloc +REPORT-FILE report.txt .

cloc --report_file=report.txt .

cloc --write_lang_def=defs.txt

scc -o out.json .

scc --output=out.json .

scc --format-multi "json:out.json" .

jc --ls touch p

jc $cmd

dasel put -f config.yaml -t string -v x '.a'

dasel delete -f config.yaml '.a'

dasel -f config.yaml -o out.yaml '.a'

dasel -f config.yaml --out=out.yaml '.a'

dasel update

htmlq -f in.html -o out.html a

htmlq --output=out.html a

dc -e '!touch p'

# System tools (sysinfo.go)
pidstat -e touch p

pidstat -u -e touch p 1 1

sar -o data.sa 1 3

sar -u -o data.sa 1 3

sar 1 3 -o data.sa

iostat -x 1

ulimit -n 4096

ulimit -S -n 1024

ulimit unlimited

ulimit -c $n

nslookup

nslookup - 8.8.8.8

nslookup $host

timedatectl set-time '2020-01-01'

timedatectl set-ntp false

timedatectl -H remote status

timedatectl --host=remote status

timedatectl -p Timezone set-timezone UTC

timedatectl -P status set-ntp no

loginctl -P status terminate-session 1

hostnamectl hostname newname

hostnamectl set-hostname newname

localectl set-locale LANG=C

loginctl terminate-session 1

loginctl enable-linger u

networkctl down eth0

networkctl reload

resolvectl flush-caches

resolvectl dns eth0 1.1.1.1

resolvectl log-level debug

systemd-analyze set-log-level debug

systemd-analyze verify --generators=yes x.service

sysctl -w vm.swappiness=10

sysctl vm.swappiness=10

sysctl -p

sysctl -p /etc/sysctl.d/99.conf

sysctl --load=x.conf

sysctl --system

sysctl --wr vm.swappiness=1

sysctl -qw vm.swappiness=10

sysctl "$k"

findmnt --poll

findmnt -p

mount /dev/sdb1 /mnt

mount -t tmpfs none /mnt

mount -o remount,rw /

nc -l 8080

nc -lvp 8080

nc -z -e /bin/sh host 80

nc host 80 < req.txt

nc -zv host 80 -c 'touch p'

nc -z -x dump.txt host 80

ncat -z --output out.txt host 80

ncat --exec /bin/sh -z host 80

ping example.com

ping -f -c 10 example.com

ping -l 100 -c 1 example.com

mtr example.com

fuser -k 8080/tcp

fuser -vk .

fuser -ki file

ldconfig

ldconfig /opt/lib

apt-cache gencaches

ldd ./bin/app

blkid

# Developer queries (devquery.go)
man -P 'touch p' ls

man -P "sh -c 'touch p'" ls

man --pager=./evil ls

man -Pcat -H ls

man -P $pager ls

openssl dgst -sha256 -out digest.txt README.md

openssl dgst -sha256 -sign key.pem README.md

openssl dgst -engine ./evil.so README.md

openssl sha256 -out x README.md

openssl s_client -connect h:443 -sess_out sess.pem </dev/null

openssl s_client -connect h:443 -keylogfile keys.log </dev/null

openssl s_client -connect h:443 -msgfile msgs.txt </dev/null

openssl s_client -connect h:443

printf 'DELETE /x HTTP/1.0\r\n\r\n' | openssl s_client -connect h:443 -quiet

openssl s_client -connect h:443 < request.txt

openssl storeutl -certs -out certs.pem deploy/certs/bundle.pem

openssl storeutl -engine ./evil.so -keys deploy/certs/bundle.pem

openssl storeutl -provider-path . -provider evil -certs deploy/certs/bundle.pem

curl --cacert ca.pem --cert client.pem --key client.key https://ledger.internal:8443/actuator/shutdown

curl --cacert ca.pem -s https://ledger.internal:8443/ -o health.json

openssl s_client -connect h:443 3<request.txt </dev/null <&3

openssl s_client -connect h:443 -provider-path . -provider evil </dev/null

openssl req -new -key k.pem -out r.csr

openssl req -x509 -newkey rsa:2048 -keyout k.pem -out c.pem

openssl req -in r.csr -noout -text -out x

openssl rsa -in key.pem -out plain.pem

openssl genrsa -out key.pem 2048

openssl pkey -in k.pem -out pub.pem -pubout

openssl rand -out seed.bin 32

openssl rand -writerand ~/.rnd 8

openssl enc -aes-256-cbc -in a -out b

openssl base64 -in a -out b

openssl enc -base64 -d -in a -out b

openssl asn1parse -in c.der -out x.der

pip install x

pip --log pip.log show pip

pip --log-file=pip.log show pip

pip --python ./evil show pip

pip show pip --cache-dir ./cache --log x

pip download x

pip config set global.index-url http://x

GOTOOLCHAIN=go1.99.0 go version

GOTOOLCHAIN=auto go version


# Administration tools (sysadmin.go)
ifconfig eth0 up

ifconfig eth0 10.0.0.2 netmask 255.255.255.0

ifconfig eth0 down

route add default gw 10.0.0.1

route del -net 10.0.0.0/8

arp -s 10.0.0.9 00:11:22:33:44:55

arp -d 10.0.0.9

arp -f ethers

iptables -A INPUT -j DROP

iptables -F

iptables -L -Z

iptables -L -n -Z INPUT

iptables -LZ

iptables -D INPUT 1

iptables -t nat -L --zero

iptables -P INPUT DROP

iptables-save -f rules.v4

iptables-save -M /tmp/evil

nft flush ruleset

nft -f rules.nft

nft 'list ruleset; flush ruleset'

nft list ruleset flush ruleset

nft -i

nft add rule inet filter input drop

service nginx restart

service nginx stop

service nginx status extra

tput init

tput reset

stty raw

stty -echo

stty -F /dev/ttyS0 115200

ethtool -s eth0 speed 100

ethtool -K eth0 tso off

ethtool -p eth0

smartctl -t short /dev/sda

smartctl -s off /dev/sda

smartctl -l scttempint,10 /dev/sda

smartctl -X /dev/sda

fdisk /dev/sda

sfdisk /dev/sda < layout

parted /dev/sda mklabel gpt

parted /dev/sda

parted -s /dev/sda rm 1

parted /dev/sda print rm 1

blockdev --setro /dev/sda

blockdev --rereadpt /dev/sda

swapon /dev/sdb1

swapon -a

losetup -f disk.img

losetup /dev/loop0 disk.img

losetup -d /dev/loop0

dmsetup remove vg-lv

dmsetup message vg-lv 0 x

dmsetup -X remove info

udevadm trigger

udevadm control --reload

udevadm info --cleanup-db

udevadm info -ac /dev/sda

udevadm test /sys/class/net/eth0

update-alternatives --set editor /usr/bin/vim

update-alternatives --config editor

update-alternatives --install /usr/bin/x x /opt/x 10

capsh -- -c 'touch p'

capsh --print -- -c 'touch p'

chronyc makestep

chronyc -m tracking makestep

chronyc 'tracking; makestep'

chronyc

ntpq -c 'writevar 0 x=1'

taskset -p 0x3 1234

taskset -c 0 touch p

chrt -f -p 10 1234

ionice -c 3 -p 1234

ionice -c3 touch p

prlimit --pid 1 --nofile=10:10

prlimit --nofile=10 touch p

conntrack -D -p tcp

conntrack -F

conntrack -L -z

conntrack -E

nmcli con up id work

nmcli dev disconnect eth0

nmcli d s eth0 managed no

nmcli general hostname newname

nmcli radio wifi off

nmcli networking off

virsh destroy vm1

virsh 'list; destroy vm1'

virsh -c qemu+ssh://host/system list

virsh -l virsh.log list

virsh start vm1

zpool destroy tank

zpool iostat -v 1

zfs destroy tank/x

zfs set compression=on tank

mdadm --stop /dev/md0

mdadm --create /dev/md0 -l 1 -n 2 /dev/sda /dev/sdb

tune2fs -c 0 /dev/sda1

nvme format /dev/nvme0n1

nvme set-feature /dev/nvme0 -f 7 -v 1

dmidecode --dump-bin dmi.bin

lshw -dump hw.db

sensors -s

nvidia-smi -pm 1

nvidia-smi -l 1

nvidia-smi -f log.txt

nvidia-smi -r

lvs

pvdisplay

# Compressors that print (compress.go)
gzip README.md

gzip -d x.gz

gunzip x.gz

xz -d x.xz

zstd -d x.zst

zstd -dc x.zst -o out

zstd -c x --rm

zstd -c --output-dir-flat out x

lz4 -dc in out

7z x archive.7z

7z a archive.7z src

7z e archive.7z

dos2unix README.md

dos2unix -n in.txt out.txt

dos2unix -i -n in.txt out.txt

unix2dos file.txt

# Shell builtins (builtins.go)
compgen -C 'touch p' x

compgen -F evil x

compgen -W '$(touch p)' x

compgen -W "`touch p`" x

history -c

history -w

history -d 5

history -s 'rm -rf x'

umask 000

umask u=rwx,g=,o=

kill 1234

kill -9 1234

kill -0 -9 1234

# Unquoted, the pid file's text may be -s KILL 1234.
kill -0 $(cat /run/nginx.pid)

kill -0 "$(cat a.pid)" "$(cat b.pid)"

# "$@" and "${a[@]}" give one word per element, double quotes or not.
set -- -s TERM 1234; kill -0 "$@"

a=(-s TERM 1234); kill -0 "${a[@]}"

f() { kill -0 "$@"; }; f -s TERM 1234

kill -s KILL 1234

kill -l -9 1234

trap 'touch p' EXIT

trap - INT

# Developer queries, continued (devquery.go)
ssh-keygen -t ed25519 -f key

ssh-keygen -R github.com

ssh-keygen -H

ssh-keygen -l -H

ssh-keygen -F github.com -R github.com

ssh-add ~/.ssh/id_ed25519

ssh-add -D

ssh-add -l key

ar x lib.a

ar rcs lib.a x.o

ar d lib.a x.o

ar t lib.a --plugin evil.so

ar tx lib.a

shfmt -w script.sh

shfmt -l -w .

shfmt --write script.sh

goimports -w .

gofumpt -w main.go

goimports -l .

gofumpt -d main.go

goimports -cpuprofile prof.out main.go

typos -w

typos --write-changes

gpg --list-keys

gcloud config list

black --check .

mypy src

pipx list

# Accounts, configuration checks, network diagnostics (accounts.go)
lastlog -C -u root

lastlog -S -u root

faillog -r

faillog -l 60 -u root

chage -M 90 root

chage -l -M 90 root

passwd root

passwd -l root

passwd -S -d root

pwck

pwck -s

grpck -rs

visudo

visudo -f /etc/sudoers.d/x

postconf -e 'relayhost = x'

postconf relayhost=x

postconf -X relayhost

patchelf --set-rpath /tmp bin

patchelf --print-needed --set-interpreter /tmp/ld bin

numactl --hardware touch p

numactl -C 0 touch p

locate -u

info -o out.txt ls

info --dribble keys.txt ls

hash -p /tmp/evil ls

hash -rp /tmp/evil ls

iotop

iotop -b

tcpdump -w cap.pcap

tcpdump -c 5 -w cap.pcap

tcpdump -c 5 -z 'sh -c x' -w x

tcpdump -i any

ngrep -d any -W byline 'GET /' port 80

ngrep -q -I captures/http-502.pcap -O matched.pcap 'HTTP/1.1 5'

ngrep -K 3 -d eth0 '' port 22

bridge fdb add 00:11:22:33:44:55 dev eth0

bridge link set dev eth0 state 3

bridge -b cmds.txt

bridge link s dev eth0 state 3

tc qdisc add dev eth0 root netem delay 100ms

tc qdisc del dev eth0 root

tc -b cmds.txt

iw dev wlan0 set power_save off

iw dev wlan0 scan

iw dev wlan0 connect ssid

iwconfig wlan0 essid x

arping -U -c 1 -I eth0 10.0.0.1

arping -A -c 1 10.0.0.1

arping 10.0.0.1

ssh host uptime

php -r 'touch("p");'

php -v -r 'touch("p");'

php script.php

pydoc json

nginx -t

nginx -s reload

enca -x utf8 file.txt

enca --convert-to=utf8 file.txt

# macOS tools (macos.go)
defaults write com.apple.dock autohide -bool true

defaults delete com.apple.dock

defaults export com.apple.dock dock.plist

defaults import com.apple.dock dock.plist

launchctl load ~/Library/LaunchAgents/x.plist

launchctl bootout gui/501/x

launchctl kickstart -k system/x

pmset -a sleep 0

pmset sleepnow

scutil --set HostName x

scutil

networksetup -setdnsservers Wi-Fi 1.1.1.1

diskutil eraseDisk JHFS+ x disk2

diskutil unmount /Volumes/x

diskutil apfs deleteContainer disk2

plutil -convert xml1 Info.plist

plutil -replace CFBundleVersion -string 2 Info.plist

plutil -extract CFBundleVersion raw -o out.txt Info.plist

codesign -s - App.app

codesign -fs 'Developer ID' App.app

codesign -d --entitlements ent.plist App.app

codesign -d --extract-certificates App.app

codesign -d -r req.txt App.app

xcode-select -s /Applications/Xcode.app

xcode-select --install

csrutil disable

spctl --master-disable

log erase --all

log config --mode level:debug

log stream

# More filters and readers
ffprobe -report video.mp4

ffprobe -o out.txt video.mp4

pdftotext doc.pdf

pdftotext doc.pdf out.txt

# Storage, sharing, audit, firewalls (security.go)
blkid

blkid /dev/sda1

blkid -p -w cache.tab /dev/sda1

partx -a /dev/sda

partx -d --nr 2 /dev/sda

wipefs -a /dev/sdb

wipefs -o 0x438 /dev/sdb

wipefs -b -a /dev/sdb

cryptsetup luksFormat /dev/sdb

cryptsetup open /dev/sdb x

cryptsetup luksUUID --uuid 1-2-3 /dev/sdb

exportfs -ra

exportfs -u host:/srv

nfsstat -z

rpcinfo -d 100003 3

auditctl -D

auditctl -w /etc/passwd -p wa

auditctl -l -D

semodule -i x.pp

semodule -r x

firewall-cmd --add-port=80/tcp

firewall-cmd --permanent --add-service=http

firewall-cmd --reload

firewall-cmd --zone=public --list-all --add-port=1/tcp

firewall-cmd --set-default-zone=trusted

ufw allow 22

ufw disable

ufw status; ufw enable

ufw delete 1

fail2ban-client set sshd unbanip 1.2.3.4

fail2ban-client stop

fail2ban-client status sshd extra words

# dpkg's gaps (queries.go)
dpkg -i pkg.deb

dpkg -iI pkg.deb

dpkg --inf pkg.deb --install x.deb

npm view react --cache ./cache


mlr --ifs $(cat sep.txt) --icsv --ojson cat data.csv

tput -T $(cat term.txt) cols

route -A $(cat fam.txt) -n

mount -t $t

mount -t *

stty -F $f

stty -F *

prlimit -p $p

nmcli -f $f

nmcli -f *

tput -T *

route -A *

mlr --ifs * --icsv cat f

mlr --icsv cat t* put 'tee > "out.csv", $*' f.csv

chronyc tracking *

# Without systemd, service runs the init scripts' status actions:
# Debian's rabbitmq-server script runs rabbitmqctl, which leaves epmd
# running (seen in the red-team run).
service --status-all 2>/dev/null | head || true

service rabbitmq-server status

# scc writes each --format-multi entry whose destination is not stdout.
scc --format-multi tabular:stdout,json:scc.json .

# scc @FILE reads its arguments from the file, -o among them.
scc @scc-args.txt

scc --report=scc.html .

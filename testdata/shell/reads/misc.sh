# Text and data tools (textdata.go)
sdiff -s -w 160 README.md notes.txt

sdiff -s -w 160 <(git show HEAD:README.md) README.md

sdiff --suppress-common-lines README.md notes.txt || true

diff3 README.md notes.txt data.csv | head -40

diff3 -m README.md notes.txt data.csv | head

iconv -f latin1 -t utf-8 data.csv | head

iconv -l | head -3

pr -n -h Title README.md | head

pr -2 -t notes.txt | head

look abc /dev/null || true

printf 'a b\nb c\n' | tsort

factor 42

echo '2^10' | bc

echo 'scale=3; 10/3' | bc -l

bat --paging=never --style=plain -r 1:40 main.go 2>/dev/null || true

batcat -n README.md 2>/dev/null || true

bat -p -l go main.go 2>/dev/null || true

bat --list-languages 2>/dev/null | head -3 || true

mlr --icsv --opprint sort -nr n then head -n 10 data.csv 2>/dev/null || true

mlr --icsv --ojson cat data.csv 2>/dev/null || true

mlr --c2p stats1 -a mean,count -f n -g name data.csv 2>/dev/null || true

mlr --icsv --opprint count-distinct -f name data.csv 2>/dev/null || true

mlr --icsv --ojson --from data.csv filter '$n > 5' 2>/dev/null || true

mlr --icsv --opprint put '$ratio = $n / 100' then sort -nr ratio data.csv 2>/dev/null || true

csvcut -c name,n data.csv 2>/dev/null | csvsort -r -c n 2>/dev/null | head || true

csvlook data.csv 2>/dev/null || true

csvstat --mean data.csv 2>/dev/null || true

csvgrep -c name -m alice data.csv 2>/dev/null || true

csvjson --indent 2 data.csv 2>/dev/null || true

in2csv -f json data.json 2>/dev/null || true

csvsql --query "select name, count(*) from data group by name" data.csv 2>/dev/null || true

csvsql -i postgresql data.csv 2>/dev/null || true

xsv headers data.csv 2>/dev/null || true

xsv stats data.csv 2>/dev/null | xsv table 2>/dev/null || true

xsv select name,n data.csv 2>/dev/null || true

qsv count data.csv 2>/dev/null || true

tokei . 2>/dev/null || true

tokei src docs -e vendor 2>/dev/null || true

cloc --quiet src 2>/dev/null || true

cloc --vcs=git --by-file --json . 2>/dev/null || true

cloc --exclude-dir=vendor,node_modules --include-lang=Go . 2>/dev/null || true

scc --by-file src 2>/dev/null || true

scc -f json . 2>/dev/null || true

scc --format-multi tabular:stdout --no-cocomo --include-ext go,py . 2>/dev/null || true

gocloc --not-match-d='vendor' --output-type=json services/notifier 2>/dev/null || true

jc --ls < /dev/null 2>/dev/null || true

dig example.com 2>/dev/null | jc --dig 2>/dev/null || true

gron data.json 2>/dev/null | grep name || true

dasel -f data.json '.name' 2>/dev/null || true

htmlq -f index.html 'a' --attribute href 2>/dev/null || true

pup 'title text{}' < /dev/null 2>/dev/null || true

# System tools (sysinfo.go)
iostat -xz 1 2 2>/dev/null || true

iostat -c 2>/dev/null || true

mpstat -P ALL 1 2 2>/dev/null || true

pidstat -u 1 3 2>/dev/null || true

sar -u 1 3 2>/dev/null || true

sar -n DEV 2>/dev/null || true

ulimit -n

ulimit -a

ulimit -Hn

timeout 5 nslookup example.com 2>/dev/null || true

timeout 5 nslookup -type=mx example.com 8.8.8.8 2>/dev/null || true

timedatectl status 2>/dev/null || true

timedatectl 2>/dev/null || true

hostnamectl 2>/dev/null || true

localectl status 2>/dev/null || true

loginctl list-sessions --no-pager 2>/dev/null || true

networkctl status 2>/dev/null || true

resolvectl status 2>/dev/null || true

systemd-analyze blame --no-pager 2>/dev/null | head || true

sysctl -n vm.swappiness 2>/dev/null || true

sysctl net.ipv4.ip_forward 2>/dev/null || true

sysctl -a 2>/dev/null | grep -c . || true

findmnt -T . 2>/dev/null || true

findmnt -n -o SOURCE / 2>/dev/null || true

mount | head -3

mount -l -t proc 2>/dev/null || true

lsns 2>/dev/null | head -3 || true

lsattr README.md 2>/dev/null || true

getfacl README.md 2>/dev/null || true

namei -l /usr/bin/env

pstree -p 2>/dev/null | head -3 || true

nc -zv localhost 5432 2>&1 || true

nc -z -w 2 localhost 80 || true

ping -c 1 -W 1 127.0.0.1 >/dev/null 2>&1 || true

timeout 5 traceroute -m 3 127.0.0.1 2>/dev/null || true

timeout 5 tracepath -m 3 127.0.0.1 2>/dev/null || true

timeout 5 mtr --report -c 1 127.0.0.1 2>/dev/null || true

timeout 5 whois example.com 2>/dev/null | head -3 || true

fuser -v . 2>/dev/null || true

ldconfig -p | grep -c libc || true

pidof bash || true

lsb_release -a 2>/dev/null || true

# Developer queries (devquery.go)
man -P cat ls 2>/dev/null | head -5 || true

man -P less ls 2>/dev/null | head -3 || true

openssl dgst -sha256 README.md

openssl sha256 README.md

openssl s_client -connect localhost:1 -servername example.com </dev/null 2>/dev/null | openssl x509 -noout -dates || true

echo | openssl s_client -connect localhost:1 -showcerts 2>/dev/null | head || true

openssl req -noout -text -in server.csr 2>/dev/null || true

openssl rsa -in key.pem -noout -modulus 2>/dev/null | openssl md5 || true

openssl pkey -in key.pem -pubout 2>/dev/null || true

openssl crl -in list.crl -noout -text 2>/dev/null || true

openssl verify -CAfile ca.pem cert.pem 2>/dev/null || true

openssl ciphers -v 'HIGH:!aNULL' | head -3

openssl list -digest-algorithms | head -3

openssl rand -hex 16

echo aGk= | openssl base64 -d

openssl enc -base64 -d <<< aGk=

openssl storeutl -noout -text -certs deploy/certs/bundle.pem 2>/dev/null | grep Subject || true

openssl storeutl -certs -noout -r /etc/ssl/certs 2>/dev/null | head -3 || true

curl --cacert deploy/certs/ca.pem -s --max-time 2 https://localhost:1/actuator/health | jq .status || true

curl -s --max-time 2 --cert-status https://localhost:1 -o /dev/null -w '%{ssl_verify_result}\n' || true

curl --capath /etc/ssl/certs -sI --max-time 2 https://localhost:1/ || true

pip show --disable-pip-version-check pip 2>/dev/null || true

pip show pip 2>/dev/null | head -3 || true

# pip config list, get and debug print the configuration (no index command, no version check).
python3 -m pip --disable-pip-version-check config list 2>/dev/null || true

pip config get global.index-url 2>/dev/null || true

pip config debug 2>/dev/null | head -5 || true

# xargs -I puts the line into a long option's value after its literal =.
git ls-files '*.md' | xargs -I{} git log -1 --format='%cs {}' -- {} | sort | head

pip3 freeze 2>/dev/null | head -3 || true

pip list --disable-pip-version-check --format=freeze 2>/dev/null | head -3 || true

PIP_DISABLE_PIP_VERSION_CHECK=1 pip list 2>/dev/null | head -3 || true

# pip list's self-check and -o's HTTP cache are tool caches (caches.go).
pip list 2>/dev/null | head -3 || true

python3 -m pip list --format=json 2>/dev/null | head -c 100 || true

pip list --outdated --retries 0 --timeout 1 2>/dev/null | head -5 || true

pip3 list -u --retries 0 --timeout 1 --not-required 2>/dev/null | head -5 || true

pip check 2>/dev/null || true

GOTOOLCHAIN=local go version

# Administration tools (sysadmin.go)
ifconfig 2>/dev/null || true

ifconfig -a 2>/dev/null | head || true

ifconfig lo 2>/dev/null || true

route -n 2>/dev/null || true

arp -an 2>/dev/null || true

iptables -L -n -v 2>/dev/null || true

iptables -t nat -S 2>/dev/null || true

iptables-save -t filter 2>/dev/null || true

nft list ruleset 2>/dev/null || true

nft -a list table inet filter 2>/dev/null || true

tput cols 2>/dev/null || true

tput setaf 1 2>/dev/null; tput sgr0 2>/dev/null || true

stty size 2>/dev/null || true

stty -a 2>/dev/null || true

ethtool -i lo 2>/dev/null || true

smartctl -a /dev/sda 2>/dev/null || true

smartctl -l error /dev/sda 2>/dev/null || true

fdisk -l 2>/dev/null | head || true

sfdisk -d /dev/sda 2>/dev/null || true

parted -l 2>/dev/null || true

parted -s /dev/sda unit GB print 2>/dev/null || true

blockdev --getsize64 /dev/sda 2>/dev/null || true

swapon --show 2>/dev/null || true

losetup -l 2>/dev/null || true

dmsetup ls 2>/dev/null || true

udevadm info -q property -n sda 2>/dev/null || true

update-alternatives --display editor 2>/dev/null || true

capsh --print 2>/dev/null || true

chronyc tracking 2>/dev/null || true

chronyc sources -v 2>/dev/null || true

ntpq -pn 2>/dev/null || true

taskset -cp $$ 2>/dev/null || true

ionice -p $$ 2>/dev/null || true

chrt -p $$ 2>/dev/null || true

prlimit --pid $$ --nofile 2>/dev/null || true

conntrack -L 2>/dev/null | head || true

conntrack -C 2>/dev/null || true

nmcli 2>/dev/null || true

nmcli -t -f NAME,DEVICE con show 2>/dev/null || true

nmcli dev status 2>/dev/null || true

virsh list --all 2>/dev/null || true

virsh -c qemu:///system dominfo vm1 2>/dev/null || true

zpool status -x 2>/dev/null || true

zfs list -t snapshot -o name,used 2>/dev/null || true

mdadm --detail --scan 2>/dev/null || true

tune2fs -l /dev/sda1 2>/dev/null || true

nvme list 2>/dev/null || true

dmidecode -t system 2>/dev/null || true

lshw -short 2>/dev/null || true

sensors 2>/dev/null || true

nvidia-smi --query-gpu=name,memory.used --format=csv,noheader 2>/dev/null || true

modinfo ext4 2>/dev/null | head -3 || true

getcap /usr/bin/ping 2>/dev/null || true

systemd-detect-virt 2>/dev/null || true

# Compressors that print (compress.go)
echo x | gzip -c | gzip -dc

echo x | gzip | gunzip -c

echo x | xz -c 2>/dev/null | xz -dc 2>/dev/null || true

echo x | zstd -c 2>/dev/null | zstd -dc 2>/dev/null || true

echo x | bzip2 -c | bzip2 -dc

gzip -l fixture.gz 2>/dev/null || true

gzip -t fixture.gz 2>/dev/null || true

zstdcat fixture.zst 2>/dev/null | head || true

7z l fixture.zip 2>/dev/null || true

dos2unix -i README.md 2>/dev/null || true

dos2unix -O README.md 2>/dev/null | head -3 || true

# Shell builtins that print (builtins.go)
compgen -c | head -3

compgen -A function

compgen -W 'start stop status' -- st

history 5

umask

umask -S

kill -l

kill -l 9

kill -0 $$

# One last word after -0, whatever its value: -s and -n need a pid after them.
kill -0 "$(cat /run/nginx.pid)" && echo alive

trap -p

trap -p EXIT

# Developer queries, continued (devquery.go)
ssh-keygen -l -f /etc/ssh/ssh_host_ed25519_key.pub 2>/dev/null || true

ssh-keygen -F github.com 2>/dev/null || true

# -P is the passphrase -y reads the key with.
ssh-keygen -y -P '' -f ~/.ssh/id_ed25519 >/dev/null 2>&1 && echo 'key has no passphrase'

ssh-add -l 2>/dev/null || true

ar t /usr/lib/x86_64-linux-gnu/libc.a 2>/dev/null | head -3 || true

size /bin/ls 2>/dev/null || true

echo _ZN3foo3barEv | c++filt

shfmt -d -i 2 script.sh 2>/dev/null || true

shfmt -l . 2>/dev/null || true

typos --diff 2>/dev/null || true

datamash -t, sum 2 < data.csv 2>/dev/null || true

uuidgen

# Accounts, configuration checks, network diagnostics (accounts.go)
lastlog -u root 2>/dev/null || true

faillog -a 2>/dev/null || true

chage -l root 2>/dev/null || true

passwd -S root 2>/dev/null || true

pwck -r 2>/dev/null || true

grpck -r 2>/dev/null || true

visudo -c 2>/dev/null || true

postconf -n 2>/dev/null || true

postconf mail_version 2>/dev/null || true

patchelf --print-needed /bin/ls 2>/dev/null || true

numactl --hardware 2>/dev/null || true

locate -l 3 passwd 2>/dev/null || true

info --output=- ls 2>/dev/null | head -3 || true

hash -r

hash -t ls 2>/dev/null || true

iotop -b -n 1 2>/dev/null | head -3 || true

timeout 2 tcpdump -c 5 -nn -i lo 2>/dev/null || true

tcpdump -D 2>/dev/null || true

ngrep -V

ngrep -q -I captures/http-502.pcap 'HTTP/1.1 5' 'tcp port 8080' | head -40

timeout 30 ngrep -q -d any 'HTTP/1.1 5' 'tcp port 8080'

bridge link show 2>/dev/null || true

bridge fdb show 2>/dev/null | head -3 || true

tc -s qdisc show dev lo 2>/dev/null || true

iw dev 2>/dev/null || true

iwconfig 2>/dev/null || true

arping -c 1 -w 1 -I lo 127.0.0.1 2>/dev/null || true

ssh -V 2>&1

php -v 2>/dev/null || true

pkg-config --list-all 2>/dev/null | head -3 || true

uchardet README.md 2>/dev/null || true

enca -L none README.md 2>/dev/null || true

lslogins 2>/dev/null | head -3 || true

# macOS tools (macos.go)
defaults read com.apple.dock autohide 2>/dev/null || true

defaults domains 2>/dev/null || true

launchctl list 2>/dev/null | head -3 || true

launchctl print system 2>/dev/null | head -3 || true

pmset -g batt 2>/dev/null || true

scutil --dns 2>/dev/null | head -3 || true

scutil --get ComputerName 2>/dev/null || true

networksetup -listallhardwareports 2>/dev/null || true

diskutil list 2>/dev/null || true

plutil -p Info.plist 2>/dev/null || true

plutil -lint Info.plist 2>/dev/null || true

codesign -dv --verbose=4 /bin/ls 2>/dev/null || true

codesign --verify --deep --strict App.app 2>/dev/null || true

xcode-select -p 2>/dev/null || true

csrutil status 2>/dev/null || true

log show --last 5m --predicate 'process == "sshd"' --style compact 2>/dev/null | head -3 || true

sw_vers 2>/dev/null || true

# More filters and readers
ffprobe -v error -show_entries format=duration -of csv=p=0 video.mp4 2>/dev/null || true

pdftotext -layout doc.pdf - 2>/dev/null | head -3 || true

pdfinfo doc.pdf 2>/dev/null || true

git diff | colordiff 2>/dev/null | head -3 || true

git diff | lsdiff 2>/dev/null || true

gojq '.name' data.json 2>/dev/null || true

echo '{"a":1}' | json_pp 2>/dev/null || true

# Storage, sharing, audit, firewalls (security.go)
blkid -p /dev/sda1 2>/dev/null || true

blkid -c /dev/null -o value -s UUID /dev/sda1 2>/dev/null || true

partx --show /dev/sda 2>/dev/null || true

wipefs /dev/sda 2>/dev/null || true

cryptsetup status cryptroot 2>/dev/null || true

cryptsetup luksDump /dev/sda2 2>/dev/null || true

exportfs -v 2>/dev/null || true

showmount -e localhost 2>/dev/null || true

nfsstat -s 2>/dev/null || true

rpcinfo -p localhost 2>/dev/null || true

repquota -a 2>/dev/null || true

auditctl -l 2>/dev/null || true

semodule -l 2>/dev/null | head -3 || true

firewall-cmd --state 2>/dev/null || true

firewall-cmd --zone=public --list-all 2>/dev/null || true

firewall-cmd --permanent --list-services 2>/dev/null || true

ufw status verbose 2>/dev/null || true

fail2ban-client status sshd 2>/dev/null || true

# dpkg's gaps (queries.go)
dpkg --compare-versions 1.2 lt 1.3 && echo older

dpkg -I fixture.deb 2>/dev/null || true

dpkg --print-foreign-architectures

# gh api graphql with a literal query document and no mutation.
gh api graphql -f query='{ viewer { login } }' 2>/dev/null || true

gh api graphql -F owner=acme -f query='query($owner: String!) { repositoryOwner(login: $owner) { login } }' --jq '.data' 2>/dev/null || true

# --prefix and --global only choose which packages npm's queries look at.
npm ls --depth=0 --prefix apps/web 2>/dev/null || true

npm ls --global --depth=0 2>/dev/null || true

gh run view 10482233917 --log-failed | tail -60

